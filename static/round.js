/* Round entry: turns each hand's text field into a card keypad, keeps a draft on this phone. */
(function () {
  "use strict";
  var form = document.getElementById("round-form");
  var keypad = document.getElementById("keypad");
  if (!form || !keypad) return;
  document.documentElement.classList.add("js");

  var hands = Array.prototype.slice.call(form.querySelectorAll(".hand"));
  var radios = Array.prototype.slice.call(form.querySelectorAll(".winner-radio"));
  var totalLine = document.getElementById("round-total");
  var points = {};
  var faces = {};
  var active = null;
  var isNew = !/\/edit$/.test(form.getAttribute("action"));
  var draftKey = "draft:" + form.getAttribute("action");

  keypad.querySelectorAll(".key-color").forEach(function (colorKey) {
    keypad.querySelectorAll(".key-rank").forEach(function (rankKey) {
      var code = colorKey.dataset.color + rankKey.dataset.rank;
      points[code] = Number(rankKey.dataset.points);
      faces[code] = [colorKey.dataset.color, rankKey.textContent];
    });
  });
  keypad.querySelectorAll(".key-wild").forEach(function (key) {
    points[key.dataset.code] = Number(key.dataset.points);
    faces[key.dataset.code] = ["W", key.textContent];
  });

  function input(hand) { return hand.querySelector(".hand-input"); }
  function seatOf(hand) { return Number(hand.dataset.seat); }
  function winnerSeat() {
    var checked = radios.filter(function (r) { return r.checked; })[0];
    return checked ? Number(checked.value) : null;
  }
  function codes(hand) {
    return input(hand).value.trim().split(/\s+/).filter(Boolean).map(function (c) { return c.toUpperCase(); });
  }
  /* Points of a hand: a typed total, the sum of its card codes, or null when unreadable. */
  function handPoints(hand) {
    var text = input(hand).value.trim();
    if (!text) return 0;
    var total = /^(\d{1,4})\s*(p|pts|points?)?$/i.exec(text);
    if (total) return Number(total[1]);
    var list = codes(hand);
    for (var i = 0; i < list.length; i++) if (!(list[i] in points)) return null;
    return list.reduce(function (sum, c) { return sum + points[c]; }, 0);
  }

  function render(hand) {
    var box = hand.querySelector(".hand-cards");
    box.textContent = "";
    var value = handPoints(hand);
    if (value !== null && !/^\d/.test(input(hand).value.trim())) {
      codes(hand).forEach(function (code, index) {
        var chip = document.createElement("button");
        chip.type = "button";
        chip.className = "card card-" + faces[code][0];
        chip.textContent = faces[code][1];
        chip.dataset.index = String(index);
        chip.setAttribute("aria-label", "Remove " + code);
        box.appendChild(chip);
      });
    }
    var out = hand.querySelector(".points");
    out.textContent = value === null ? "?" : (input(hand).value.trim() ? String(value) : "");
    renderTotal();
  }

  function renderTotal() {
    var winner = winnerSeat();
    if (winner === null) { totalLine.textContent = ""; return; }
    var sum = 0, unknown = false;
    hands.forEach(function (hand) {
      if (seatOf(hand) === winner) return;
      var value = handPoints(hand);
      if (value === null) unknown = true; else sum += value;
    });
    totalLine.textContent = "Left in hands: " + sum + (unknown ? "+ (some text is checked on save)" : "") + " points";
  }

  function activate(hand) {
    if (!hand) return;
    hands.forEach(function (h) { h.classList.toggle("active", h === hand); });
    active = hand;
    hand.appendChild(keypad);
    keypad.hidden = false;
    var last = nextHand(hand) === null;
    keypad.querySelector(".key-next").textContent = last ? "Done ✓" : "Next player ›";
  }

  function nextHand(hand) {
    var winner = winnerSeat();
    var start = hands.indexOf(hand);
    for (var i = start + 1; i < hands.length; i++) {
      if (seatOf(hands[i]) !== winner) return hands[i];
    }
    return null;
  }

  function firstOpenHand() {
    var winner = winnerSeat();
    var order = hands.slice(winner === null ? 0 : winner + 1).concat(hands.slice(0, winner === null ? 0 : winner + 1));
    var others = order.filter(function (h) { return seatOf(h) !== winner; });
    return others.filter(function (h) { return !input(h).value.trim(); })[0] || others[0];
  }

  function setCodes(hand, list) {
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

  keypad.addEventListener("click", function (event) {
    var key = event.target.closest("button");
    if (!key || !active) return;
    if (key.dataset.color) {
      keypad.dataset.color = key.dataset.color;
      keypad.querySelectorAll(".key-color").forEach(function (k) {
        k.setAttribute("aria-pressed", String(k === key));
      });
      return;
    }
    var list = handPoints(active) !== null && !/^\d/.test(input(active).value.trim()) ? codes(active) : [];
    if (key.dataset.rank) {
      if (!keypad.dataset.color) { keypad.querySelector(".keypad-hint").textContent = "Pick a colour first."; return; }
      setCodes(active, list.concat([keypad.dataset.color + key.dataset.rank]));
    } else if (key.dataset.code) {
      setCodes(active, list.concat([key.dataset.code]));
    } else if (key.dataset.action === "undo") {
      setCodes(active, list.slice(0, -1));
    } else if (key.dataset.action === "next") {
      var next = nextHand(active);
      if (next) { activate(next); next.scrollIntoView({ block: "start", behavior: "smooth" }); }
      else document.getElementById("save").focus();
    }
  });

  form.addEventListener("click", function (event) {
    var chip = event.target.closest(".hand-cards .card");
    if (chip) {
      var hand = chip.closest(".hand");
      var list = codes(hand);
      list.splice(Number(chip.dataset.index), 1);
      setCodes(hand, list);
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

  /* Drafts: entries survive a lost connection or a closed tab, with their request id. */
  function saveDraft() {
    if (!isNew) return;
    try {
      localStorage.setItem(draftKey, JSON.stringify({
        rid: form.elements.request_id.value, version: form.elements.version.value,
        winner: winnerSeat(), hands: hands.map(function (h) { return input(h).value; })
      }));
    } catch (e) { /* storage full or disabled: the form still works */ }
  }
  function restoreDraft(draft) {
    form.elements.request_id.value = draft.rid;
    radios.forEach(function (r) { r.checked = Number(r.value) === draft.winner; });
    hands.forEach(function (h, i) { input(h).value = draft.hands[i] || ""; });
  }
  function readDraft() {
    try { return JSON.parse(localStorage.getItem(draftKey) || "null"); } catch (e) { return null; }
  }
  var pristine = winnerSeat() === null && hands.every(function (h) { return !input(h).value.trim(); });
  var draft = isNew && pristine ? readDraft() : null;
  if (draft && draft.version === form.elements.version.value && draft.hands) restoreDraft(draft);
  else if (draft && draft.hands && draft.hands.some(Boolean)) {
    var offer = document.createElement("button");
    offer.type = "button";
    offer.className = "button";
    offer.textContent = "Restore unsaved entries";
    offer.addEventListener("click", function () { restoreDraft(draft); hands.forEach(render); applyWinner(); offer.remove(); });
    form.querySelector(".reminder").after(offer);
  }

  hands.forEach(render);
  if (winnerSeat() !== null) applyWinner();
  var wrong = form.querySelector(".hand.has-error");
  if (wrong) activate(wrong);
  var firstError = form.querySelector(".error");
  if (firstError) firstError.scrollIntoView({ block: "center" });
})();
