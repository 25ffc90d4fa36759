/* The phone's own share sheet, where the browser has one: the share button shows only then. */
(function () {
  "use strict";
  var button = document.getElementById("share-button");
  if (!button || typeof navigator.share !== "function") return;
  button.hidden = false;
  button.addEventListener("click", function () {
    navigator.share({ title: button.dataset.shareTitle, url: button.dataset.shareUrl })
      .catch(function () { /* closed without sharing */ });
  });
})();
