/* Round entry: a card keypad on each hand's text field (colours optional), a draft kept on
   this phone, and saving through the outbox so a round saved without signal is sent later. */
(function () {
  "use strict";
  var form = document.getElementById("round-form");
  var keypad = document.getElementById("keypad");
  if (!form || !keypad) return;
  var root = document.documentElement;
  root.classList.add("js");

  var hands = Array.prototype.slice.call(form.querySelectorAll(".hand"));
  var radios = Array.prototype.slice.call(form.querySelectorAll(".winner-radio"));
  var players = JSON.parse(form.dataset.players || "[]");
  var totalLine = document.getElementById("round-total");
  var formError = document.getElementById("form-error");
  var saveButton = document.getElementById("save");
  var colours = keypad.querySelector("details.colours");
  var sideRadios = Array.prototype.slice.call(form.querySelectorAll(".side-radio"));
  var knockBoxes = Array.prototype.slice.call(form.querySelectorAll(".knock-out-box"));
  var TOTAL = /^(\d{1,4})\s*(p|pts|points?)?$/i;
  var cards = {}; /* token (upper-case) -> {code, points, color, face, name}; code: what is sent */
  var active = null;
  var isNew = form.dataset.method === "POST";
  var draftKey = "draft:" + form.getAttribute("action");

  /* The card table comes from the keypad the server drew (the game's deck, each side's
     colours and cards): one source for points and faces. */
  keypad.querySelectorAll(".keys-ranks").forEach(function (group) {
    var side = group.dataset.side || null;
    var colourKeys = keypad.querySelectorAll(".key-color");
    group.querySelectorAll(".key-rank").forEach(function (key) {
      var face = key.dataset.face, shown = key.dataset.shown || face;
      var name = key.dataset.label || key.textContent.trim(), points = Number(key.dataset.points);
      /* Without a colour a card is its code without the colour letter ("7", "S", "+2"),
         written in the field by its face ("Skip"). */
      var bare = { code: key.dataset.rank, points: points, color: null, face: face, shown: shown, name: name };
      cards[face.toUpperCase()] = bare;
      cards[key.dataset.rank.toUpperCase()] = bare;
      Array.prototype.forEach.call(colourKeys, function (c) {
        if ((c.parentNode.dataset.side || null) !== side) return;
        var code = c.dataset.color + key.dataset.rank;
        cards[code] = { code: code, points: points, color: c.dataset.color, face: face, shown: shown, name: _("{colour} {card}", { colour: c.dataset.name, card: name }) };
      });
    });
  });
  keypad.querySelectorAll(".key-wild").forEach(function (key) {
    cards[key.dataset.code] = { code: key.dataset.code, points: Number(key.dataset.points), color: "W", face: key.dataset.face, shown: key.dataset.shown || key.dataset.face, name: key.dataset.label || key.textContent.trim() };
  });

  function input(hand) { return hand.querySelector(".hand-input"); }
  function seatOf(hand) { return Number(hand.dataset.seat); }
  /* No Mercy: a player knocked out needs no hand; the winner never collects it. */
  function isOut(hand) {
    var box = hand.querySelector(".knock-out-box");
    return !!(box && box.checked);
  }
  function chosenSide() {
    var checked = sideRadios.filter(function (r) { return r.checked; })[0];
    return checked ? checked.value : null;
  }
  function knockedOut() {
    return knockBoxes.filter(function (b) { return b.checked; }).map(function (b) { return Number(b.value); });
  }
  function winnerSeat() {
    var checked = radios.filter(function (r) { return r.checked; })[0];
    return checked ? Number(checked.value) : null;
  }
  /* A hand's text read as the page can: its tokens, points and API form; null when the
     text names cards only the server can read ("red seven"). */
  function readHand(hand) {
    var text = input(hand).value.trim();
    if (!text) return { empty: true, tokens: [], points: 0 };
    var total = TOTAL.exec(text);
    if (total && !/^\d$/.test(text)) return { tokens: [], points: Number(total[1]), body: { points: Number(total[1]) } };
    var tokens = text.split(/[\s,;]+/).filter(Boolean).map(function (t) { return t.toUpperCase(); });
    for (var i = 0; i < tokens.length; i++) if (!(tokens[i] in cards)) return null;
    var points = tokens.reduce(function (sum, t) { return sum + cards[t].points; }, 0);
    /* Cards stay cards, with or without their colours: a total only when one was typed. */
    return { tokens: tokens, points: points, body: tokens.map(function (t) { return cards[t].code; }) };
  }

  function chip(token, index) {
    var card = cards[token];
    var button = document.createElement("button");
    button.type = "button";
    button.className = "card card-" + (card.color || "X");
    button.dataset.index = String(index);
    if (card.color && card.color !== "W") {
      var letter = document.createElement("span");
      letter.className = "card-letter";
      letter.textContent = card.color;
      button.appendChild(letter);
    }
    button.appendChild(document.createTextNode(card.shown || card.face));
    var name = document.createElement("span");
    name.className = "vh";
    name.textContent = ": " + (card.color ? _("{card}, tap to remove", { card: card.name })
      : _("{card}, no colour, tap to remove", { card: card.name }));
    button.appendChild(name);
    return button;
  }

  function render(hand) {
    var box = hand.querySelector(".hand-cards");
    box.textContent = "";
    var read = readHand(hand);
    if (read) read.tokens.forEach(function (token, index) { box.appendChild(chip(token, index)); });
    var out = hand.querySelector(".points");
    out.textContent = read === null ? "?" : (read.empty ? "" : String(read.points));
    renderTotal();
  }

  function renderTotal() {
    var winner = winnerSeat();
    if (winner === null) { totalLine.textContent = ""; return; }
    var sum = 0, unknown = false;
    hands.forEach(function (hand) {
      if (seatOf(hand) === winner || isOut(hand)) return;
      var read = readHand(hand);
      if (read === null) unknown = true; else sum += read.points;
    });
    totalLine.textContent = unknown
      ? ngettext("Left in hands: {n}+ (some text is checked on save) points",
        "Left in hands: {n}+ (some text is checked on save) points", sum)
      : ngettext("Left in hands: {n} point", "Left in hands: {n} points", sum);
  }

  function activate(hand) {
    if (!hand) return;
    hands.forEach(function (h) { h.classList.toggle("active", h === hand); });
    active = hand;
    hand.appendChild(keypad);
    keypad.hidden = false;
    keypad.querySelector(".key-next").textContent = nextHand(hand) === null ? _("Done ✓") : _("Next player ›");
  }

  function nextHand(hand) {
    var winner = winnerSeat();
    for (var i = hands.indexOf(hand) + 1; i < hands.length; i++) {
      if (seatOf(hands[i]) !== winner && !isOut(hands[i])) return hands[i];
    }
    return null;
  }

  function firstOpenHand() {
    var winner = winnerSeat();
    var cut = winner === null ? 0 : winner + 1;
    var others = hands.slice(cut).concat(hands.slice(0, cut)).filter(function (h) { return seatOf(h) !== winner && !isOut(h); });
    return others.filter(function (h) { return !input(h).value.trim(); })[0] || others[0];
  }

  function setTokens(hand, list) {
    input(hand).value = list.join(" ");
    render(hand);
    saveDraft();
  }

  function applyWinner() {
    var winner = winnerSeat();
    hands.forEach(function (hand) { hand.classList.toggle("is-winner", seatOf(hand) === winner); });
    if (!active || seatOf(active) === winner) activate(firstOpenHand());
    else activate(active);
    renderTotal();
  }

  /* Flip: the side that was up decides the keypad's colours and cards. */
  function applySide() {
    var side = chosenSide();
    if (!side) return;
    keypad.dataset.side = side;
    keypad.querySelectorAll("[data-side]").forEach(function (group) {
      if (group !== keypad) group.hidden = group.dataset.side !== side;
    });
    var picked = keypad.querySelector(".key-color[aria-pressed=true]");
    if (picked && picked.parentNode.hidden) pickColour(picked);
  }
  function applyKnockOuts() {
    hands.forEach(function (hand) { hand.classList.toggle("is-out", isOut(hand)); });
    if (active && isOut(active)) {
      var next = nextHand(active) || firstOpenHand();
      if (next) activate(next);
    } else if (active) activate(active);
    renderTotal();
  }

  function pickColour(key) {
    var same = keypad.dataset.color === key.dataset.color;
    if (same) delete keypad.dataset.color; else keypad.dataset.color = key.dataset.color;
    keypad.querySelectorAll(".key-color").forEach(function (k) {
      k.setAttribute("aria-pressed", String(!same && k === key));
    });
  }

  keypad.addEventListener("click", function (event) {
    var key = event.target.closest("button");
    if (!key || !active) return;
    if (key.dataset.color) { pickColour(key); return; }
    var read = readHand(active);
    var list = read ? read.tokens : [];
    if (key.dataset.rank) {
      var colour = keypad.dataset.color;
      setTokens(active, list.concat([colour ? colour + key.dataset.rank : key.dataset.face]));
    } else if (key.dataset.code) {
      setTokens(active, list.concat([key.dataset.code]));
    } else if (key.dataset.action === "undo") {
      setTokens(active, list.slice(0, -1));
    } else if (key.dataset.action === "next") {
      var next = nextHand(active);
      if (next) { activate(next); next.scrollIntoView({ block: "start", behavior: "smooth" }); }
      else saveButton.focus();
    }
  });
  if (colours) {
    try { colours.open = colours.open || localStorage.getItem("keypad-colours") === "open"; } catch (e) { /* keep closed */ }
    colours.addEventListener("toggle", function () {
      try { localStorage.setItem("keypad-colours", colours.open ? "open" : "closed"); } catch (e) { /* fine */ }
    });
  }

  form.addEventListener("click", function (event) {
    var removable = event.target.closest(".hand-cards .card");
    if (removable) {
      var hand = removable.closest(".hand");
      var list = readHand(hand).tokens.slice();
      list.splice(Number(removable.dataset.index), 1);
      setTokens(hand, list);
      return;
    }
    var name = event.target.closest("[data-activate]");
    if (name) activate(name.closest(".hand"));
  });
  form.addEventListener("focusin", function (event) {
    if (event.target.classList.contains("hand-input")) activate(event.target.closest(".hand"));
  });
  form.addEventListener("input", function (event) {
    if (event.target.classList.contains("hand-input")) render(event.target.closest(".hand"));
    saveDraft();
  });
  radios.forEach(function (radio) { radio.addEventListener("change", function () { applyWinner(); saveDraft(); }); });
  sideRadios.forEach(function (radio) { radio.addEventListener("change", function () { applySide(); saveDraft(); }); });
  knockBoxes.forEach(function (box) { box.addEventListener("change", function () { applyKnockOuts(); saveDraft(); }); });

  /* Drafts: entries survive a closed tab or a reload, with their request id. */
  function saveDraft() {
    if (!isNew) return;
    try {
      localStorage.setItem(draftKey, JSON.stringify({
        rid: form.elements.request_id.value, version: form.elements.version.value,
        winner: winnerSeat(), hands: hands.map(function (h) { return input(h).value; }),
        side: chosenSide(), out: knockedOut()
      }));
    } catch (e) { /* storage full or disabled: the form still works */ }
  }
  function forgetDraft() { try { localStorage.removeItem(draftKey); } catch (e) { /* nothing kept */ } }
  function restore(values) {
    form.elements.request_id.value = values.rid;
    radios.forEach(function (r) { r.checked = Number(r.value) === values.winner; });
    if (values.side) sideRadios.forEach(function (r) { r.checked = r.value === values.side; });
    if (values.out) knockBoxes.forEach(function (b) { b.checked = values.out.indexOf(Number(b.value)) !== -1; });
    hands.forEach(function (h, i) { input(h).value = values.hands[i] || ""; });
    hands.forEach(render);
    applySide();
    applyKnockOuts();
    if (winnerSeat() !== null) applyWinner();
  }
  function readDraft() {
    try { return JSON.parse(localStorage.getItem(draftKey) || "null"); } catch (e) { return null; }
  }
  function newRequestId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join("");
  }

  /* ---- errors, as the server would show them ---- */
  function clearErrors() {
    form.querySelectorAll(".error.from-page").forEach(function (e) { e.remove(); });
    form.querySelectorAll(".has-error").forEach(function (e) { e.classList.remove("has-error"); });
    form.querySelectorAll(".hand-input[aria-invalid]").forEach(function (e) { e.removeAttribute("aria-invalid"); });
    formError.hidden = true;
  }
  function showError(field, message) {
    var seat = seatOfField(field);
    var place = seat !== null ? hands[seat] : (field === "winner" ? document.getElementById("winner-block") : null);
    if (!place) { formError.textContent = message; formError.hidden = false; formError.scrollIntoView({ block: "center" }); return; }
    var error = document.createElement("p");
    error.className = "error from-page";
    error.setAttribute("role", "alert");
    error.textContent = message;
    place.classList.add("has-error");
    if (seat !== null) {
      error.id = "hand_" + seat + "-error";
      input(place).setAttribute("aria-invalid", "true");
      input(place).setAttribute("aria-describedby", "hand_" + seat + "-hint " + error.id);
      place.querySelector(".field").after(error);
      activate(place);
    } else place.appendChild(error);
    error.scrollIntoView({ block: "center" });
  }
  /* The seat an error path such as "hands.Bob[1]" points at. */
  function seatOfField(field) {
    if (!field || field.indexOf("hands.") !== 0) return null;
    var rest = field.slice(6), best = null;
    players.forEach(function (name, seat) {
      var hit = rest === name || rest.indexOf(name + "[") === 0 || rest.indexOf(name + ".") === 0;
      if (hit && (best === null || name.length > players[best].length)) best = seat;
    });
    return best;
  }

  /* ---- saving through the outbox ---- */
  /* Who went out and each hand's points: kept with the round, said in the language of
     whichever page shows it. */
  function tally(winner, body) {
    var parts = Object.keys(body.hands).map(function (name) {
      var hand = body.hands[name];
      var points = Array.isArray(hand) ? hand.reduce(function (s, t) { return s + cards[t].points; }, 0) : hand.points;
      return [name, points];
    });
    return { winner: players[winner], hands: parts };
  }
  function leave(message) {
    try { sessionStorage.setItem("uno-flash", message); } catch (e) { /* no note */ }
    window.location.assign(form.dataset.scoreboard);
  }

  form.addEventListener("submit", function (event) {
    if (!window.UnoOutbox || !form.dataset.key) return; /* the plain form post */
    clearErrors();
    var winner = winnerSeat();
    var offline = navigator.onLine === false;
    var body = { winner: winner === null ? null : players[winner], hands: {}, request_id: form.elements.request_id.value };
    if (chosenSide()) body.side = chosenSide();
    if (knockBoxes.length) body.knocked_out = knockedOut().map(function (seat) { return players[seat]; });
    var missing = null, unreadable = false;
    hands.forEach(function (hand) {
      var seat = seatOf(hand);
      if (seat === winner) return;
      var read = readHand(hand);
      if (read === null) unreadable = true;
      else if (read.empty) { if (missing === null && !isOut(hand)) missing = seat; }
      else body.hands[players[seat]] = read.body;
    });
    if (unreadable && !offline) return; /* the server reads cards written as words */
    event.preventDefault();
    if (winner === null) { showError("winner", _("Tap who went out.")); return; }
    if (unreadable) {
      showError(null, _("No signal: write each hand as card codes (r7 bs w+4), cards without colour (7 skip) " +
        "or a total, so the round can be kept on this phone."));
      return;
    }
    if (missing !== null) {
      showError("hands." + players[missing],
        _("{player}'s leftover cards are missing; give cards or a points total.", { player: players[missing] }));
      return;
    }
    var entry = {
      rid: body.request_id, game: form.dataset.game, method: form.dataset.method, url: form.dataset.api,
      key: form.dataset.key, ifMatch: isNew ? null : form.elements.version.value, body: body,
      state: "waiting", error: null, created: Date.now(), title: form.dataset.title,
      tally: tally(winner, body), lang: root.lang || null,
      form: {
        action: form.getAttribute("action"), winner: winner, hands: hands.map(function (h) { return input(h).value; }),
        side: chosenSide(), out: knockedOut()
      }
    };
    entry.summary = window.UnoOutbox.summary(entry);
    saveButton.disabled = true;
    window.UnoOutbox.put(entry).then(function () {
      return offline ? "waiting" : window.UnoOutbox.send(entry);
    }).then(function (result) {
      if (result === "sent") {
        forgetDraft();
        var number = window.UnoOutbox.number(entry);
        leave(isNew || number === null ? _("Round saved.") : _("Round {number} saved.", { number: number }));
        return;
      }
      if (result === "waiting") {
        forgetDraft();
        if (window.requestOutboxSync) window.requestOutboxSync();
        leave(_("No signal: {round} is kept on this phone and will be sent by itself when the signal returns.",
          { round: window.UnoOutbox.title(entry) }));
        return;
      }
      /* Refused at once: the entries are still on this page to correct; nothing is kept. */
      return window.UnoOutbox.get(entry.rid).then(function (kept) {
        saveButton.disabled = false;
        var error = (kept && kept.error) || { field: null };
        showError(error.field, window.UnoOutbox.reason(error) || _("The server refused this round."));
        return window.UnoOutbox.remove(entry.rid);
      });
    }).catch(function () {
      saveButton.disabled = false;
      form.submit(); /* the phone cannot keep it: post the form instead */
    });
  });

  /* ---- start: a round to correct, a draft to restore, or a fresh form ---- */
  var fix = /^#fix=(\w+)$/.exec(window.location.hash);
  var pristine = winnerSeat() === null && hands.every(function (h) { return !input(h).value.trim(); });
  if (root.dataset.offlineSince && isNew) form.elements.request_id.value = newRequestId(); /* a kept copy's id was used */
  var draft = isNew && pristine && !fix ? readDraft() : null;
  if (draft && draft.hands && (draft.version === form.elements.version.value || root.dataset.offlineSince)) restore(draft);
  else if (draft && draft.hands && draft.hands.some(Boolean)) {
    var offer = document.createElement("button");
    offer.type = "button";
    offer.className = "button";
    offer.textContent = _("Restore unsaved entries");
    offer.addEventListener("click", function () { restore(draft); offer.remove(); });
    form.querySelector(".reminder").after(offer);
  }
  if (fix && window.UnoOutbox) {
    window.UnoOutbox.get(fix[1]).then(function (entry) {
      if (!entry) return;
      restore({ rid: entry.rid, winner: entry.form.winner, hands: entry.form.hands, side: entry.form.side, out: entry.form.out });
      var reason = window.UnoOutbox.reason(entry.error);
      showError(null, reason ? _("Not sent: {reason} Correct it and save again.", { reason: reason })
        : _("Not sent: it is still waiting. Correct it and save again."));
    });
  }

  hands.forEach(render);
  applySide();
  hands.forEach(function (hand) { hand.classList.toggle("is-out", isOut(hand)); });
  if (winnerSeat() !== null) applyWinner();
  var wrong = form.querySelector(".hand.has-error");
  if (wrong) activate(wrong);
  var firstError = form.querySelector(".error:not([hidden])");
  if (firstError) firstError.scrollIntoView({ block: "center" });
})();
