/* Start form: tap a recent name to fill the next empty slot; dealer choices follow the names. */
(function () {
  "use strict";
  var slots = Array.prototype.slice.call(document.querySelectorAll(".player-input"));
  var dealer = document.getElementById("dealer");
  if (!slots.length) return;

  function refresh() {
    var taken = slots.map(function (s) { return s.value.trim().toLowerCase(); });
    document.querySelectorAll(".chip-name").forEach(function (chip) {
      chip.disabled = taken.indexOf(chip.dataset.name.toLowerCase()) !== -1;
    });
    if (!dealer) return;
    Array.prototype.forEach.call(dealer.options, function (option, index) {
      var name = slots[index] && slots[index].value.trim();
      option.textContent = name || _("Player {number}", { number: index + 1 });
      option.hidden = !name && index > 0;
    });
  }

  document.addEventListener("click", function (event) {
    var chip = event.target.closest(".chip-name");
    if (!chip) return;
    var empty = slots.filter(function (s) { return !s.value.trim(); })[0];
    if (!empty) return;
    empty.value = chip.dataset.name;
    refresh();
  });
  document.addEventListener("input", refresh);
  refresh();
})();
