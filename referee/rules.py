"""House rules: the options a table agrees on, their official defaults, and named presets.

``HouseRules`` is plain data (a frozen dataclass). The database stores it as the JSON of
:meth:`HouseRules.to_dict`; requests are read with :meth:`HouseRules.from_mapping`, which
checks every key and value strictly. ``OPTIONS`` describes each option (label, allowed
values, default) so forms can be generated from it; ``PRESETS`` names common sets.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from referee.errors import InputError

StackingMode = Literal["off", "same", "plus4_on_plus2", "any"]
FirstReverse = Literal["dealer", "right_of_dealer"]

STACKING_MODES: tuple[StackingMode, ...] = ("off", "same", "plus4_on_plus2", "any")
FIRST_REVERSE_CHOICES: tuple[FirstReverse, ...] = ("dealer", "right_of_dealer")
UNO_PENALTIES: tuple[int, ...] = (2, 1, 4)
FALSE_UNO_PENALTIES: tuple[int, ...] = (0, 2)


@dataclass(frozen=True, slots=True)
class Option:
    """Metadata of one house-rule option, enough to build a form field or a help line."""

    name: str
    label: str
    description: str
    default: object
    allowed: tuple[object, ...]  # official default first
    choice_labels: tuple[str, ...]  # one short label per allowed value

    @property
    def kind(self) -> str:
        """``"bool"``, ``"int"`` or ``"choice"``: which form widget fits."""
        if isinstance(self.default, bool):
            return "bool"
        return "int" if isinstance(self.default, int) else "choice"


OPTIONS: tuple[Option, ...] = (
    Option(
        "stacking", "Stacking draw cards",
        "Whether a Draw Two or Wild Draw Four can be answered with another draw card, "
        "passing the growing total on.",
        "off", STACKING_MODES,
        ("Off (official)", "Same card only", "Also +4 on +2", "Any draw card"),
    ),
    Option(
        "seven_o", "Seven-O",
        "A 7 swaps hands with a player of your choice; a 0 passes every hand along.",
        False, (False, True), ("Off", "On"),
    ),
    Option(
        "jump_in", "Jump-In",
        "A card identical to the top card may be played out of turn.",
        False, (False, True), ("Off", "On"),
    ),
    Option(
        "draw_until_playable", "Draw until playable",
        "A player who draws keeps drawing until a card can be played.",
        False, (False, True), ("Off", "On"),
    ),
    Option(
        "must_play_drawn", "Must play a drawn card",
        "A drawn card that can be played must be played.",
        False, (False, True), ("Off", "On"),
    ),
    Option(
        "draw_four_challenge", "Wild Draw Four challenge",
        "On: a Wild Draw Four may be played as a bluff and challenged. "
        "Off: it may only be played legally, and there is no challenge.",
        True, (True, False), ("On (official)", "Off: no bluffing"),
    ),
    Option(
        "challenge_winner_plays", "Successful challenger plays",
        "After a successful challenge the challenger takes a normal turn.",
        True, (True, False), ("Yes", "No, the turn passes on"),
    ),
    Option(
        "uno_penalty", "Penalty for a missed UNO",
        "Cards drawn when caught not having called UNO.",
        2, UNO_PENALTIES, ("2 cards (official)", "1 card", "4 cards"),
    ),
    Option(
        "false_uno_penalty", "Penalty for a false UNO",
        "Cards drawn for calling UNO while holding more than one card.",
        0, FALSE_UNO_PENALTIES, ("None (official)", "2 cards"),
    ),
    Option(
        "two_player_reverse_skips", "Two players: Reverse skips",
        "With two players a Reverse acts like a Skip, so its player plays again.",
        True, (True, False), ("Yes (official)", "No"),
    ),
    Option(
        "no_wild_finish", "No wild finish",
        "A Wild or Wild Draw Four may not be a player's last card.",
        False, (False, True), ("Off", "On"),
    ),
    Option(
        "first_reverse", "First card Reverse",
        "Who plays first when the first card turned up is a Reverse.",
        "dealer", FIRST_REVERSE_CHOICES,
        ("The dealer (official)", "The player right of the dealer"),
    ),
)  # fmt: skip
OPTIONS_BY_NAME: Mapping[str, Option] = MappingProxyType({o.name: o for o in OPTIONS})


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The options in force at a table; every default is the official rule."""

    stacking: StackingMode = "off"
    seven_o: bool = False
    jump_in: bool = False
    draw_until_playable: bool = False
    must_play_drawn: bool = False
    draw_four_challenge: bool = True
    challenge_winner_plays: bool = True
    uno_penalty: int = 2
    false_uno_penalty: int = 0
    two_player_reverse_skips: bool = True
    no_wild_finish: bool = False
    first_reverse: FirstReverse = "dealer"

    def __post_init__(self) -> None:
        for option in OPTIONS:
            _check_value(option, getattr(self, option.name))

    @classmethod
    def from_mapping(
        cls, overrides: Mapping[str, object], base: HouseRules | None = None
    ) -> HouseRules:
        """Apply JSON-style ``overrides`` over ``base`` (default: the official rules).

        :raises InputError: ``unknown_field`` for a key that is no option,
            ``invalid_value`` for a value the option does not allow.
        """
        if not isinstance(overrides, Mapping):
            raise InputError("rules must be an object of option names and values.", "rules",
                             "invalid_value")  # fmt: skip
        for key, value in overrides.items():
            option = OPTIONS_BY_NAME.get(key) if isinstance(key, str) else None
            if option is None:
                names = ", ".join(OPTIONS_BY_NAME)
                raise InputError(f"{key!s} is not a house rule; the options are {names}.",
                                 f"rules.{key}", "unknown_field")  # fmt: skip
            _check_value(option, value)
        checked: dict[str, Any] = dict(overrides)  # every value checked just above
        return dataclasses.replace(base or cls(), **checked)

    def to_dict(self) -> dict[str, object]:
        """Every option with its value, ready for JSON."""
        return {option.name: getattr(self, option.name) for option in OPTIONS}

    def changes(self) -> dict[str, object]:
        """Only the options that differ from the official rules."""
        official = HouseRules()
        return {k: v for k, v in self.to_dict().items() if getattr(official, k) != v}

    def summary(self) -> str:
        """One short line for a scoreboard ("Official rules", "Seven-O, Jump-In")."""
        parts = [_summary_part(name, value) for name, value in self.changes().items()]
        return ", ".join(parts) if parts else "Official rules"

    @property
    def stacking_on(self) -> bool:
        """True when draw cards may be stacked at all."""
        return self.stacking != "off"


def _check_value(option: Option, value: object) -> None:
    """Raise InputError unless ``value`` is one the option allows (bools are not ints)."""
    kind_ok = {
        "bool": isinstance(value, bool),
        "int": isinstance(value, int) and not isinstance(value, bool),
        "choice": isinstance(value, str),
    }[option.kind]
    if not kind_ok or value not in option.allowed:
        allowed = ", ".join(_json_text(v) for v in option.allowed)
        raise InputError(f"rules.{option.name} must be one of {allowed}.",
                         f"rules.{option.name}", "invalid_value")  # fmt: skip


def _json_text(value: object) -> str:
    """A value as it is written in JSON (true, 2, "same")."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


_STACKING_SUMMARY = {
    "same": "Stacking +2/+4 (same card)",
    "plus4_on_plus2": "Stacking +2/+4 (+4 on +2 too)",
    "any": "Stacking +2/+4 (any draw card)",
}


def _summary_part(name: str, value: object) -> str:
    """A few words for one option that differs from the official rules."""
    if name == "stacking":
        return _STACKING_SUMMARY[str(value)]
    fixed = {
        "seven_o": "Seven-O",
        "jump_in": "Jump-In",
        "draw_until_playable": "Draw until playable",
        "must_play_drawn": "Must play drawn card",
        "draw_four_challenge": "No bluffing on +4",
        "challenge_winner_plays": "Challenger does not play on",
        "two_player_reverse_skips": "Reverse does not skip (2 players)",
        "no_wild_finish": "No wild finish",
        "first_reverse": "First Reverse: right of dealer starts",
    }
    if name in fixed:
        return fixed[name]
    if name == "uno_penalty":
        return f"Missed UNO: {value} card{'s' if value != 1 else ''}"
    return f"False UNO: {value} cards"


PRESETS: Mapping[str, HouseRules] = MappingProxyType(
    {
        "official": HouseRules(),
        "progressive": HouseRules(stacking="same"),
        "party": HouseRules(stacking="any", seven_o=True, jump_in=True),
        "no_bluffing": HouseRules(draw_four_challenge=False),
    }
)
PRESET_LABELS: Mapping[str, str] = MappingProxyType(
    {
        "official": "Official",
        "progressive": "Progressive UNO (stacking)",
        "party": "Party (stack anything, Seven-O, Jump-In)",
        "no_bluffing": "No bluffing (no +4 challenges)",
    }
)


def get_preset(name: str) -> HouseRules:
    """The preset called ``name``.

    :raises InputError: if there is no such preset.
    """
    try:
        return PRESETS[name]
    except (KeyError, TypeError):
        names = ", ".join(PRESETS)
        raise InputError(f"{name!r} is not a preset; use one of {names}.", "preset",
                         "invalid_value") from None  # fmt: skip


def preset_name(rules: HouseRules) -> str:
    """The name of the preset equal to ``rules``, or ``"custom"``."""
    return next((name for name, preset in PRESETS.items() if preset == rules), "custom")
