/* Live scoreboard: ask cheaply (If-None-Match) whether the game changed; reload when it did. */
(function () {
  "use strict";
  var main = document.getElementById("main");
  var url = main && main.dataset.poll;
  if (!url) return;
  forgetSavedDraft();
  if (!window.fetch) return;
  var version = main.dataset.version;
  var every = 8000;
  var timer = null;

  /* The round form keeps a draft on this phone until the scoreboard says it was saved. */
  function forgetSavedDraft() {
    var key = "draft:" + main.dataset.draft;
    try {
      var draft = JSON.parse(localStorage.getItem(key) || "null");
      if (draft && main.dataset.saved && draft.rid === main.dataset.saved) localStorage.removeItem(key);
    } catch (e) { /* storage disabled: nothing was kept */ }
  }
  function busy() {
    return document.querySelector("details.confirm[open], details.share[open]") !== null;
  }
  function check() {
    if (document.hidden || busy()) return schedule();
    fetch(url, { headers: { "If-None-Match": '"' + version + '"' }, cache: "no-cache" })
      .then(function (response) {
        if (response.status === 200) {
          var tag = (response.headers.get("ETag") || "").replace(/"/g, "");
          if (tag && tag !== version) { window.location.reload(); return; }
        }
        schedule();
      })
      .catch(schedule);
  }
  function schedule() {
    window.clearTimeout(timer);
    timer = window.setTimeout(check, every);
  }
  document.addEventListener("visibilitychange", function () { if (!document.hidden) { window.clearTimeout(timer); check(); } });
  schedule();
})();
