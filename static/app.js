/* Every page: install the service worker, say when a page is shown without signal, keep
   the pages of this game for offline use, and send rounds kept on this phone. */
(function () {
  "use strict";
  var root = document.documentElement;
  var main = document.getElementById("main");
  root.classList.add("js");

  var lang = root.lang || "en";

  /* Times and dates as the page's language writes them, not the browser's. */
  function clock(ms) {
    return new Date(ms).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });
  }
  function ago(ms) {
    var minutes = Math.round((Date.now() - ms) / 60000);
    if (minutes < 1) return _("just now");
    if (minutes < 60) return ngettext("{n} min ago", "{n} min ago", minutes);
    return _("{date}, {time}", {
      date: new Date(ms).toLocaleDateString(lang, { day: "numeric", month: "short" }), time: clock(ms)
    });
  }
  /* The banner that says the page is offline and when its data was last updated. */
  function showOffline() {
    var banner = document.getElementById("offline-banner");
    if (!banner) {
      banner = document.createElement("p");
      banner.id = "offline-banner";
      banner.className = "offline-banner";
      banner.setAttribute("role", "status");
      main.insertBefore(banner, main.firstChild);
    }
    var since = Number(root.dataset.offlineSince || root.dataset.updatedAt || Date.now());
    banner.textContent = _("Offline: no signal. This page was last updated at {time} ({ago}). " +
      "Rounds you save are kept on this phone and sent when the signal returns.", { time: clock(since), ago: ago(since) });
    banner.hidden = false;
  }
  function hideOffline() {
    var banner = document.getElementById("offline-banner");
    if (banner && !root.dataset.offlineSince) banner.hidden = true;
  }
  if (!root.dataset.updatedAt) root.dataset.updatedAt = String(Date.now());
  if (root.dataset.offlineSince || navigator.onLine === false) showOffline();
  window.addEventListener("offline", showOffline);
  window.addEventListener("online", function () {
    if (root.dataset.offlineSince) {
      var banner = document.getElementById("offline-banner");
      if (banner) banner.textContent = _("The signal is back. Reload for the latest scores.");
    } else hideOffline();
  });

  /* A message left by the page that saved a round before coming here. */
  try {
    var note = sessionStorage.getItem("uno-flash");
    if (note) {
      sessionStorage.removeItem("uno-flash");
      var flash = document.createElement("p");
      flash.className = "flash flash-ok";
      flash.setAttribute("role", "status");
      flash.textContent = note;
      main.insertBefore(flash, main.firstChild);
    }
  } catch (e) { /* storage disabled: nothing to show */ }

  /* Send rounds kept on this phone: now, whenever the signal returns, and by Background Sync. */
  function flush() { if (window.UnoOutbox) window.UnoOutbox.flush(); }
  window.addEventListener("online", flush);
  flush();

  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js").catch(function () { /* pages still work online */ });
  var warm = (main.dataset.warm || "").split(" ").filter(Boolean);
  if (!navigator.serviceWorker.controller && !root.dataset.offlineSince) warm.unshift(location.pathname + location.search);
  navigator.serviceWorker.ready.then(function (registration) {
    if (warm.length && registration.active) registration.active.postMessage({ type: "warm", urls: warm });
  });
})();

/* Ask the browser to wake the service worker when the signal returns (Background Sync). */
window.requestOutboxSync = function () {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then(function (registration) {
    if (registration.sync) return registration.sync.register("outbox");
  }).catch(function () { /* not supported: the online event and the next page load send it */ });
};

/* The language picker: a choice takes effect at once (the button is for pages without
   scripts). */
(function () {
  "use strict";
  var choice = document.querySelector("select[data-autosubmit]");
  if (!choice || !choice.form) return;
  choice.addEventListener("change", function () { choice.form.submit(); });
})();
