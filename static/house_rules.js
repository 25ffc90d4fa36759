// House-rule choices: changing one custom option selects "Custom" (of the same form: the
// home page holds a game's and a club night's).
(function () {
  "use strict";
  document.querySelectorAll(".rule-option").forEach(function (select) {
    select.addEventListener("change", function () {
      var rules = select.closest("fieldset") || document;
      var custom = rules.querySelector("input[name$=preset][value=custom]");
      if (custom) { custom.checked = true; }
    });
  });
}());
