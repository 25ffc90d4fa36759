/* A club night, live (poll.js): a round recorded at any table changes the night's version,
   and the page swaps in the new tables and standings. The round clock counts by the
   server's clock, read from each answer's Date header. */
(function () {
  "use strict";
  var root = document.documentElement;

  /* The server's clock, from its Date header: the round clock counts by it. */
  function noteServerTime(response) {
    var said = Date.parse(response.headers.get("Date") || "");
    if (isNaN(said)) return;
    var offset = said + 500 - Date.now(); /* the header drops the milliseconds */
    root.dataset.serverOffset = String(Math.abs(offset) < 1500 ? 0 : offset);
  }

  window.UnoPoll.start({
    now: true,
    seen: noteServerTime,
    swapped: function () { if (window.UnoClock) window.UnoClock.tick(); }
  });
})();
