/* New-game form: ask the server what to expect whenever players, target, scoring, deck or rules change. */
(function () {
  "use strict";
  var panel = document.getElementById("expectations");
  var form = panel && panel.closest("form") ? panel.closest("form") : document.querySelector("form");
  if (!panel || !form) return;
  var allowed = JSON.parse(panel.dataset.allowed || "{}");
  var titles = JSON.parse(panel.dataset.deckTitles || "{}");
  var methods = JSON.parse(panel.dataset.methods || "{}");
  var caption = document.getElementById("expect-caption");
  var rounds = document.getElementById("expect-rounds");
  var lang = document.documentElement.lang || "en";
  var timer = null;
  var asked = 0;

  function checked(name) {
    var input = form.querySelector("input[name='" + name + "']:checked");
    return input ? input.value : null;
  }

  function query() {
    var params = new URLSearchParams();
    var names = Array.prototype.filter.call(form.querySelectorAll(".player-input"), function (input) {
      return input.value.trim() !== "";
    });
    params.set("players", String(names.length >= 2 ? Math.min(names.length, 10) : 4));
    var other = form.querySelector("[name='target_other']");
    var target = other && /^\d+$/.test(other.value.trim()) ? other.value.trim() : checked("target");
    if (target && Number(target) >= 50 && Number(target) <= 10000) params.set("target", target);
    if (checked("scoring")) params.set("scoring", checked("scoring"));
    if (checked("deck")) params.set("deck", checked("deck"));
    var preset = checked("preset") || "official";
    if (preset === "custom") {
      Object.keys(allowed).forEach(function (name) {
        var select = form.querySelector("select[name='rules-" + name + "']");
        var value = select ? allowed[name][Number(select.value) || 0] : undefined;
        if (value !== undefined) params.set(name, String(value));
      });
    } else {
      params.set("preset", preset);
    }
    return params;
  }

  /* A figure as the server writes it, in the page's language: a percentage, or with
     form decimals. */
  function write(value, form) {
    if (form === "%") {
      return (Math.round(value * 100) / 100).toLocaleString(lang, { style: "percent", maximumFractionDigits: 0 });
    }
    var digits = Number(form);
    return Number(value).toLocaleString(lang, {
      minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false
    });
  }

  function show(data) {
    panel.querySelectorAll("tr[data-key]").forEach(function (row) {
      var key = row.dataset.key;
      var decks = row.dataset.decks ? row.dataset.decks.split(" ") : null;
      row.hidden = decks !== null && decks.indexOf(data.deck) === -1;
      row.querySelector(".ours").textContent = write(data.expected[key], row.dataset.form);
      row.querySelector(".official").textContent = write(data.official[key], row.dataset.form);
    });
    var method = methods[data.scoring] || data.scoring;
    caption.textContent = ngettext("{n} player · {deck} · to {target} · {method} · {rules}",
      "{n} players · {deck} · to {target} · {method} · {rules}", data.players, {
        deck: titles[data.deck] || data.deck, target: data.target, method: method, rules: data.rules_summary
      });
    if (rounds) rounds.textContent = data.rounds_simulated;
    panel.classList.remove("is-busy");
  }

  function ask() {
    var number = ++asked;
    panel.classList.add("is-busy");
    fetch(panel.dataset.url + "?" + query().toString(), { headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) { if (data && number === asked) show(data); })
      .catch(function () { panel.classList.remove("is-busy"); });
  }

  function later() {
    clearTimeout(timer);
    timer = setTimeout(ask, 250);
  }

  form.addEventListener("change", later);
  form.addEventListener("input", later);
  ask();
})();
