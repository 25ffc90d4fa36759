// House-rule choices: changing one custom option selects "Custom".
(function () {
  "use strict";
  document.querySelectorAll(".rule-option").forEach(function (select) {
    select.addEventListener("change", function () {
      var custom = document.querySelector("input[name=preset][value=custom]");
      if (custom) { custom.checked = true; }
    });
  });
}());
