/* A page kept live: ask cheaply whether what it shows changed (If-None-Match on its JSON
   document, a 304 when not), every 2 s while the page is seen and every 30 s while hidden;
   on a change, fetch the page again and swap its [data-live] parts in place, keeping what
   the viewer opened or folded. The scoreboard (live.js) and a club night (night.js) use it.
   UnoPoll.start(options) starts it on the page's #main (data-poll, data-version), or does
   nothing without them; options.seen(response) sees every answer, options.swapped() runs
   after a swap. It answers { check } to ask again at once. */
(function () {
  "use strict";
  var SEEN = 2000, HIDDEN = 30000;

  function start(options) {
    var main = document.getElementById("main");
    var url = main && main.dataset.poll;
    if (!url || !window.fetch) return null;
    var root = document.documentElement;
    var version = main.dataset.version;
    var timer = null;

    /* Someone is about to remove a round or end one: do not move the page under their finger. */
    function busy() { return document.querySelector("[data-live] details.confirm[open]") !== null; }

    function check() {
      window.clearTimeout(timer);
      if (busy()) return schedule();
      fetch(url, { headers: { "If-None-Match": '"' + version + '"' }, cache: "no-store" })
        .then(function (response) {
          if (options.seen) options.seen(response);
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

    /* The page as it is now (its query too: the chart chosen, the big screen), part by part. */
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
          if (options.swapped) options.swapped();
        });
    }
    document.addEventListener("visibilitychange", function () { if (!document.hidden) check(); });
    window.addEventListener("online", check);
    if (options.now) check(); else schedule();
    return { check: check };
  }

  window.UnoPoll = { start: start };
})();
