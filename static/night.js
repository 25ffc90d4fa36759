/* A club night, live: ask cheaply whether the night changed (If-None-Match on its document,
   a 304 when not), every 2 s while the page is seen and every 30 s while hidden; on a
   change, fetch the page again and swap its [data-live] parts in place, keeping what the
   viewer opened or folded. A round recorded at any table changes the night's version. */
(function () {
  "use strict";
  var main = document.getElementById("main");
  var url = main && main.dataset.poll;
  if (!url || !window.fetch) return;
  var root = document.documentElement;
  var SEEN = 2000, HIDDEN = 30000;
  var version = main.dataset.version;
  var timer = null;

  /* The server's clock, from its Date header: the round clock counts by it. */
  function noteServerTime(response) {
    var said = Date.parse(response.headers.get("Date") || "");
    if (isNaN(said)) return;
    var offset = said + 500 - Date.now(); /* the header drops the milliseconds */
    root.dataset.serverOffset = String(Math.abs(offset) < 1500 ? 0 : offset);
  }
  /* Someone is about to end a round: do not move the page under their finger. */
  function busy() { return document.querySelector("[data-live] details.confirm[open]") !== null; }

  function check() {
    window.clearTimeout(timer);
    if (busy()) return schedule();
    fetch(url, { headers: { "If-None-Match": '"' + version + '"' }, cache: "no-store" })
      .then(function (response) {
        noteServerTime(response);
        if (response.status === 304) { root.dataset.updatedAt = String(Date.now()); return; }
        var tag = (response.headers.get("ETag") || "").replace(/"/g, "");
        if (response.ok && tag && tag !== version) return refresh(tag);
      })
      .catch(function () { /* no signal: the next check tries again */ })
      .then(schedule);
  }
  function schedule() {
    window.clearTimeout(timer);
    timer = window.setTimeout(check, document.hidden ? HIDDEN : SEEN);
  }

  function refresh(tag) {
    var address = window.location.pathname + window.location.search;
    return fetch(address, { headers: { Accept: "text/html" }, cache: "no-store" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        if (!html) return;
        var fresh = new DOMParser().parseFromString(html, "text/html");
        if (fresh.documentElement.dataset.offlineSince) return;
        var folded = {};
        document.querySelectorAll("[data-live] details[id]").forEach(function (d) { folded[d.id] = d.open; });
        document.querySelectorAll("[data-live]").forEach(function (part) {
          var twin = fresh.querySelector('[data-live="' + part.dataset.live + '"]');
          if (twin && twin.innerHTML !== part.innerHTML) part.innerHTML = twin.innerHTML;
        });
        Object.keys(folded).forEach(function (id) {
          var d = document.getElementById(id);
          if (d) d.open = folded[id];
        });
        var freshMain = fresh.getElementById("main");
        version = (freshMain && freshMain.dataset.version) || tag;
        main.dataset.version = version;
        root.dataset.updatedAt = String(Date.now());
        if (window.UnoClock) window.UnoClock.tick();
      });
  }
  document.addEventListener("visibilitychange", function () { if (!document.hidden) check(); });
  window.addEventListener("online", check);
  check();
})();
