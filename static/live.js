/* Live scoreboard (poll.js keeps it up to date: every 2 s while the page is seen, every
   30 s while hidden, swapping the changed parts in place). Forgets a draft the scoreboard
   says was saved; times the game going on, to the minute; lists rounds kept on this phone. */
(function () {
  "use strict";
  var main = document.getElementById("main");
  if (!main || !main.dataset.poll) return;
  forgetSavedDraft();

  /* The round form keeps a draft on this phone until the scoreboard says it was saved. */
  function forgetSavedDraft() {
    var key = "draft:" + main.dataset.draft;
    try {
      var draft = JSON.parse(localStorage.getItem(key) || "null");
      if (draft && main.dataset.saved && draft.rid === main.dataset.saved) localStorage.removeItem(key);
    } catch (e) { /* storage disabled: nothing was kept */ }
  }
  var poll = window.UnoPoll.start({ swapped: tick });
  function check() { if (poll) poll.check(); }

  /* ---- the game's clock: how long it has been going (h:mm), from when play started ---- */
  function tick() {
    document.querySelectorAll("[data-clock]").forEach(function (clock) {
      if (clock.dataset.until) return; /* over: the page says how long it lasted */
      var since = Date.parse(clock.dataset.since);
      var time = clock.querySelector("time");
      if (isNaN(since) || !time) return;
      var minutes = Math.max(0, Math.floor((Date.now() - since) / 60000));
      time.textContent = Math.floor(minutes / 60) + ":" + String(minutes % 60).padStart(2, "0");
      time.setAttribute("datetime", "PT" + minutes + "M");
      clock.hidden = false;
    });
  }
  tick();
  window.setInterval(tick, 15000);

  /* ---- rounds kept on this phone, apart from the saved ones ---- */
  var box = document.getElementById("outbox");
  var list = document.getElementById("outbox-list");
  if (!box || !window.UnoOutbox) return;
  var shown = 0;

  function item(entry) {
    var li = document.createElement("li");
    li.className = "kept kept-" + entry.state;
    var head = document.createElement("p");
    head.className = "kept-head";
    var title = document.createElement("strong");
    title.textContent = window.UnoOutbox.title(entry);
    head.appendChild(title);
    head.appendChild(document.createTextNode(" " + window.UnoOutbox.summary(entry)));
    li.appendChild(head);
    var state = document.createElement("p");
    state.className = entry.state === "refused" ? "error" : "kept-state";
    var reason = window.UnoOutbox.reason(entry.error);
    if (entry.state !== "refused") state.textContent = _("Waiting to be sent: it goes by itself when the signal returns.");
    else if (reason) state.textContent = _("Not accepted: {reason}", { reason: reason });
    else state.textContent = _("Not accepted: the server refused it.");
    li.appendChild(state);
    if (entry.state === "refused") {
      var tools = document.createElement("div");
      tools.className = "round-tools";
      var fix = document.createElement("a");
      fix.className = "button";
      fix.href = entry.form.action + "#fix=" + entry.rid;
      fix.textContent = _("Correct");
      tools.appendChild(fix);
      var confirm = document.createElement("details");
      confirm.className = "confirm";
      var ask = document.createElement("summary");
      ask.className = "button";
      ask.textContent = _("Drop this round");
      confirm.appendChild(ask);
      var discard = document.createElement("button");
      discard.type = "button";
      discard.className = "button danger";
      discard.textContent = discardText(entry);
      discard.addEventListener("click", function () { window.UnoOutbox.remove(entry.rid); });
      confirm.appendChild(discard);
      tools.appendChild(confirm);
      li.appendChild(tools);
    }
    return li;
  }
  function discardText(entry) {
    var number = window.UnoOutbox.number(entry);
    if (number === null) return _("Yes, discard {round}", { round: entry.title });
    return window.UnoOutbox.edited(entry) ? _("Yes, discard round {number} (edited)", { number: number })
      : _("Yes, discard round {number}", { number: number });
  }
  function showKept() {
    window.UnoOutbox.all().then(function (entries) {
      var mine = entries.filter(function (e) { return e.game === main.dataset.game; });
      list.textContent = "";
      mine.forEach(function (entry) { list.appendChild(item(entry)); });
      box.hidden = mine.length === 0;
      if (mine.length < shown) check(); /* one was sent: show it among the saved rounds */
      shown = mine.length;
    }).catch(function () { box.hidden = true; });
  }
  window.addEventListener("outbox", showKept);
  if (window.UnoOutbox.channel) window.UnoOutbox.channel.addEventListener("message", showKept);
  showKept();
})();
