/* Keep the screen on while the page is open, when asked: the Screen Wake Lock API
   (navigator.wakeLock.request("screen")), for a phone lying on the table.

   Markup a page needs (the scoreboard, the round form, a club night's big screen):
     in {% block scripts %}:
       <script src="{{ url_for('static', filename='wakelock.js') }}" defer></script>
     where the toggle goes (templates/wakelock.html holds this button):
       {% include "wakelock.html" %}
     that is, a toggle hidden until this script finds the API:
       <button type="button" class="chip wakelock" data-wakelock aria-pressed="false" hidden>…</button>
   Every [data-wakelock] button on the page is the same toggle. The choice is remembered
   on this device (localStorage "wakelock": "on"), so the next page asks again by itself.
   aria-pressed tells the choice; the lock itself is let go by the browser whenever the
   page is hidden, and asked for again when it is seen. Where the browser lacks the API,
   the toggle stays hidden. */
(function () {
  "use strict";
  var toggles = document.querySelectorAll("[data-wakelock]");
  if (!toggles.length || !("wakeLock" in navigator)) return;
  var KEY = "wakelock";
  var lock = null;
  var wanted = false;
  try { wanted = localStorage.getItem(KEY) === "on"; } catch (e) { /* storage disabled */ }

  function show() {
    toggles.forEach(function (toggle) {
      toggle.setAttribute("aria-pressed", String(wanted));
      toggle.hidden = false;
    });
  }
  function acquire() {
    if (!wanted || document.hidden || (lock && !lock.released)) return;
    navigator.wakeLock.request("screen").then(function (sentinel) {
      lock = sentinel;
      if (!wanted) release(); /* turned off while the request was on its way */
    }).catch(function () { /* refused (battery saver, no permission): the screen may sleep */ });
  }
  function release() {
    if (lock) lock.release().catch(function () { /* already let go */ });
    lock = null;
  }
  function flip() {
    wanted = !wanted;
    try {
      if (wanted) localStorage.setItem(KEY, "on"); else localStorage.removeItem(KEY);
    } catch (e) { /* storage disabled: the choice lasts as long as the page */ }
    show();
    if (wanted) acquire(); else release();
  }
  toggles.forEach(function (toggle) { toggle.addEventListener("click", flip); });
  document.addEventListener("visibilitychange", function () { if (!document.hidden) acquire(); });
  show();
  acquire();
})();
