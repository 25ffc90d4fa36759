// Dispute helper: hide the questions that do not apply to the answers given so far
// (their inputs are disabled, so they are not sent), and the colour row of a card
// question where a wild needs no colour.
(function () {
  "use strict";
  var form = document.getElementById("questions");
  if (!form) { return; }

  function value(name) {
    var checked = form.querySelector('input[name="' + name + '"]:checked');
    return checked ? checked.value : "";
  }

  function update() {
    form.querySelectorAll("[data-show-if]").forEach(function (group) {
      var rule = group.getAttribute("data-show-if").split(":");
      var shown = rule[1].split(" ").indexOf(value(rule[0])) >= 0;
      group.hidden = !shown;
      group.querySelectorAll("input").forEach(function (input) { input.disabled = !shown; });
    });
    form.querySelectorAll('[data-wilds-need-colour="no"]').forEach(function (row) {
      var rank = row.parentNode.querySelector('input[data-wild]:checked');
      var wild = rank !== null && rank.getAttribute("data-wild") === "yes";
      row.hidden = wild;
      row.querySelectorAll("input").forEach(function (input) { input.disabled = wild; });
    });
  }

  form.addEventListener("change", update);
  update();
}());
