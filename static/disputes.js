// Dispute helper: hide the questions that do not apply to the answers given so far
// (their inputs are disabled, so they are not sent), the colour row of a card question
// where the card picked needs no colour, and (UNO Flip!) the chips of the side not up.
(function () {
  "use strict";
  var form = document.getElementById("questions");
  if (!form) { return; }

  function value(name) {
    var checked = form.querySelector('input[name="' + name + '"]:checked');
    return checked ? checked.value : "";
  }

  function show(element, shown) {
    element.hidden = !shown;
    element.querySelectorAll("input").forEach(function (input) { input.disabled = !shown; });
  }

  function update() {
    form.querySelectorAll("[data-show-if]").forEach(function (group) {
      var rule = group.getAttribute("data-show-if").split(":");
      show(group, rule[1].split(" ").indexOf(value(rule[0])) >= 0);
    });
    form.querySelectorAll("[data-side-from]").forEach(function (row) {
      var side = value(row.getAttribute("data-side-from")) || "light";
      row.querySelectorAll("[data-side]").forEach(function (chip) {
        var shown = chip.getAttribute("data-side").split(" ").indexOf(side) >= 0;
        show(chip, shown);
        var input = chip.querySelector("input");
        if (!shown && input) { input.checked = false; }
      });
    });
    form.querySelectorAll(".chips.colours").forEach(function (row) {
      var rank = row.parentNode.querySelector("input[data-colour]:checked");
      var group = row.closest("fieldset");
      if (group && group.hidden) { return; }
      var none = rank !== null && rank.getAttribute("data-colour") === "no";
      row.hidden = none;
      row.querySelectorAll("label").forEach(function (chip) {
        if (!chip.hidden) { chip.querySelector("input").disabled = none; }
      });
    });
  }

  form.addEventListener("change", update);
  update();
}());
