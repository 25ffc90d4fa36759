/* Round clocks: every .round-clock[data-ends-at] on the page counts down to its time, once a
   second, and says when the time is up. The device's clock may be off: the pages that poll
   the server (night.js) note how far, from the server's Date header, in
   <html data-server-offset> (milliseconds to add to the device's time). */
(function () {
  "use strict";
  var root = document.documentElement;
  var CLOSE = 5 * 60 * 1000; /* the last five minutes are marked */

  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function shown(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
    return h ? h + ":" + pad(m) + ":" + pad(sec) : m + ":" + pad(sec);
  }
  function now() { return Date.now() + (Number(root.dataset.serverOffset) || 0); }

  function tick() {
    document.querySelectorAll(".round-clock[data-ends-at]").forEach(function (clock) {
      var end = Date.parse(clock.dataset.endsAt);
      if (isNaN(end)) return;
      var left = end - now();
      var time = clock.querySelector(".clock-time");
      var up = clock.querySelector(".clock-up");
      if (time) time.textContent = shown(left);
      clock.classList.toggle("is-up", left <= 0);
      clock.classList.toggle("is-close", left > 0 && left <= CLOSE);
      if (up) up.hidden = left > 0;
    });
  }
  function loop() {
    tick();
    window.setTimeout(loop, 1000 - (Date.now() % 1000) + 10);
  }
  window.UnoClock = { tick: tick };
  loop();
})();
