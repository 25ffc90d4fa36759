"""House rules: the options a table agrees on, their official defaults, and named presets.

``HouseRules`` is plain data (a frozen dataclass). The database stores it as the JSON of
:meth:`HouseRules.to_dict`; requests are read with :meth:`HouseRules.from_mapping`, which
checks every key and value strictly. ``OPTIONS`` defines each option once (label,
one-line description, values with their labels and summary words, rulebook entry): the
forms, the summary line, the rules page and the API docs derive from it. ``PRESETS``
names common sets. Labels, descriptions, summary words and preset names are English,
marked for the catalogs (``N_``) and translated where they are shown (``_(option.label)``);
the search reads the English. An option whose values are an enum (:class:`Stacking`) holds
the members; JSON holds their values (:func:`json_value`).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from referee.cards import Rank
from referee.errors import InputError, json_text
from referee.i18n import N_, _

MIN_PLAYERS = 2  # a table plays UNO with 2 to 10 players
MAX_PLAYERS = 10


class Stacking(enum.Enum):
    """Which draw cards may answer a pending Draw Two or Wild Draw Four (values as in JSON)."""

    OFF = "off"
    SAME = "same"
    PLUS4_ON_PLUS2 = "plus4_on_plus2"
    ANY = "any"

    def answers(self, top: Rank) -> tuple[Rank, ...]:
        """The ranks that may answer a stack with a ``top`` card on it (none: draw it)."""
        return STACKING_ANSWERS.get((self, top), ())


# (stacking, draw card on top) -> the ranks that may answer it
STACKING_ANSWERS: Mapping[tuple[Stacking, Rank], tuple[Rank, ...]] = MappingProxyType(
    {
        (Stacking.SAME, Rank.DRAW_TWO): (Rank.DRAW_TWO,),
        (Stacking.SAME, Rank.WILD_DRAW_FOUR): (Rank.WILD_DRAW_FOUR,),
        (Stacking.PLUS4_ON_PLUS2, Rank.DRAW_TWO): (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR),
        (Stacking.PLUS4_ON_PLUS2, Rank.WILD_DRAW_FOUR): (Rank.WILD_DRAW_FOUR,),
        (Stacking.ANY, Rank.DRAW_TWO): (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR),
        (Stacking.ANY, Rank.WILD_DRAW_FOUR): (Rank.WILD_DRAW_FOUR, Rank.DRAW_TWO),
    }
)


def json_value(value: object) -> object:
    """An option's value as JSON holds it: an enum member's value, anything else as it is."""
    return value.value if isinstance(value, enum.Enum) else value


@dataclass(frozen=True, slots=True)
class Choice:
    """One value an option takes: its label in forms, and its words in the summary line."""

    value: object  # a bool, an int, a str or an enum member
    label: str
    summary: str = ""  # the scoreboard's words for this value ("" for the official one)


@dataclass(frozen=True, slots=True)
class Option:
    """One house-rule option, defined once: forms, summary, rules page and docs derive from it."""

    name: str
    label: str
    description: str  # one line: what the option changes
    choices: tuple[Choice, ...]  # the official default first
    entry: str  # the rulebook entry that states the rule

    @property
    def default(self) -> object:
        """The official value."""
        return self.choices[0].value

    @property
    def allowed(self) -> tuple[object, ...]:
        """Every value the option takes, the official one first."""
        return tuple(choice.value for choice in self.choices)

    @property
    def json_values(self) -> tuple[object, ...]:
        """Every value the option takes as JSON writes it, the official one first."""
        return tuple(json_value(value) for value in self.allowed)

    @property
    def choice_labels(self) -> tuple[str, ...]:
        """One short label per allowed value."""
        return tuple(choice.label for choice in self.choices)

    def choice(self, value: object) -> Choice:
        """The choice with ``value`` (bools are not ints).

        :raises KeyError: if the option does not take ``value``.
        """
        for choice in self.choices:
            if choice.value == value and type(choice.value) is type(value):
                return choice
        raise KeyError(value)

    @property
    def kind(self) -> str:
        """``"bool"``, ``"int"`` or ``"choice"``: which form widget fits."""
        if isinstance(self.default, bool):
            return "bool"
        return "int" if isinstance(self.default, int) else "choice"

    def read(self, value: object) -> object:
        """The option's value that JSON writes as ``value`` (bools are not ints).

        :raises InputError: ``invalid_value`` if the option does not take it.
        """
        kind_ok = {
            "bool": isinstance(value, bool),
            "int": isinstance(value, int) and not isinstance(value, bool),
            "choice": isinstance(value, str),
        }[self.kind]
        if kind_ok:  # kind checked, so True is not 1
            for choice in self.choices:
                if json_value(choice.value) == value:
                    return choice.value
        raise self.refusal()

    def refusal(self) -> InputError:
        """The error for a value the option does not take, naming the ones it does."""
        allowed = ", ".join(json_text(v) for v in self.json_values)
        return InputError(
            _("{field} must be one of {values}.").format(
                field=f"rules.{self.name}", values=allowed
            ),
            f"rules.{self.name}",
            "invalid_value",
        )


def _on_off(summary: str) -> tuple[Choice, ...]:
    """The two choices of a yes/no option that is off by default."""
    return (Choice(False, N_("Off")), Choice(True, N_("On"), summary))


OPTIONS: tuple[Option, ...] = (
    Option(
        "stacking", N_("Stacking draw cards"),
        N_("Whether a Draw Two or Wild Draw Four can be answered with another draw card, "
           "passing the growing total on."),
        (
            Choice(Stacking.OFF, N_("Off (official)")),
            Choice(Stacking.SAME, N_("Same card only"), N_("Stacking +2/+4 (same card)")),
            Choice(Stacking.PLUS4_ON_PLUS2, N_("Also +4 on +2"),
                   N_("Stacking +2/+4 (+4 on +2 too)")),
            Choice(Stacking.ANY, N_("Any draw card"), N_("Stacking +2/+4 (any draw card)")),
        ),
        "stacking",
    ),
    Option(
        "seven_o", N_("Seven-O"),
        N_("A 7 swaps hands with a player of your choice; a 0 passes every hand along."),
        _on_off(N_("Seven-O")), "seven-o",
    ),
    Option(
        "jump_in", N_("Jump-In"),
        N_("A card identical to the top card may be played out of turn."),
        _on_off(N_("Jump-In")), "jump-in",
    ),
    Option(
        "draw_until_playable", N_("Draw until playable"),
        N_("A player who draws keeps drawing until a card can be played."),
        _on_off(N_("Draw until playable")), "draw-until-playable",
    ),
    Option(
        "must_play_drawn", N_("Must play a drawn card"),
        N_("A drawn card that can be played must be played."),
        _on_off(N_("Must play drawn card")), "must-play-drawn",
    ),
    Option(
        "draw_four_challenge", N_("Wild Draw Four challenge"),
        N_("On: a Wild Draw Four held against the rule stands unless challenged, and a "
           "challenge catches it. Off: it may only be played legally, and there is no "
           "challenge."),
        (Choice(True, N_("On (official)")),
         Choice(False, N_("Off: no bluffing"), N_("No bluffing on +4"))),
        "no-bluffing",
    ),
    Option(
        "challenge_winner_plays", N_("Successful challenger plays"),
        N_("After a successful challenge the challenger takes a normal turn."),
        (Choice(True, N_("Yes")),
         Choice(False, N_("No, the turn passes on"), N_("Challenger does not play on"))),
        "wild-draw-four-challenge",
    ),
    Option(
        "uno_penalty", N_("Penalty for a missed UNO"),
        N_("Cards drawn when caught not having called UNO."),
        (Choice(2, N_("2 cards (official)")), Choice(1, N_("1 card"), N_("Missed UNO: 1 card")),
         Choice(4, N_("4 cards"), N_("Missed UNO: 4 cards"))),
        "uno-call",
    ),
    Option(
        "false_uno_penalty", N_("Penalty for a false UNO"),
        N_("Cards drawn for calling UNO while holding more than one card."),
        (Choice(0, N_("None (official)")), Choice(2, N_("2 cards"), N_("False UNO: 2 cards"))),
        "false-uno",
    ),
    Option(
        "two_player_reverse_skips", N_("Two players: Reverse skips"),
        N_("With two players a Reverse acts like a Skip, so its player plays again."),
        (Choice(True, N_("Yes (official)")),
         Choice(False, N_("No"), N_("Reverse does not skip (2 players)"))),
        "two-players",
    ),
    Option(
        "no_wild_finish", N_("No wild finish"),
        N_("A Wild or Wild Draw Four may not be a player's last card."),
        _on_off(N_("No wild finish")), "no-wild-finish",
    ),
    Option(
        "first_reverse", N_("First card Reverse"),
        N_("Who plays first when the first card turned up is a Reverse."),
        (Choice("dealer", N_("The dealer (official)")),
         Choice("right_of_dealer", N_("The player right of the dealer"),
                N_("First Reverse: right of dealer starts"))),
        "first-card-reverse",
    ),
)  # fmt: skip
OPTIONS_BY_NAME: Mapping[str, Option] = MappingProxyType({o.name: o for o in OPTIONS})


def _default(name: str) -> Any:
    """The official value of option ``name`` (a dataclass default)."""
    return OPTIONS_BY_NAME[name].default


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The options in force at a table; every default is the official rule."""

    stacking: Stacking = _default("stacking")
    seven_o: bool = _default("seven_o")
    jump_in: bool = _default("jump_in")
    draw_until_playable: bool = _default("draw_until_playable")
    must_play_drawn: bool = _default("must_play_drawn")
    draw_four_challenge: bool = _default("draw_four_challenge")
    challenge_winner_plays: bool = _default("challenge_winner_plays")
    uno_penalty: int = _default("uno_penalty")
    false_uno_penalty: int = _default("false_uno_penalty")
    two_player_reverse_skips: bool = _default("two_player_reverse_skips")
    no_wild_finish: bool = _default("no_wild_finish")
    first_reverse: str = _default("first_reverse")

    def __post_init__(self) -> None:
        for option in OPTIONS:
            try:
                option.choice(getattr(self, option.name))
            except KeyError:
                raise option.refusal() from None

    @classmethod
    def from_mapping(
        cls, overrides: Mapping[str, object], base: HouseRules | None = None
    ) -> HouseRules:
        """Apply JSON-style ``overrides`` over ``base`` (default: the official rules).

        :raises InputError: ``unknown_field`` for a key that is no option,
            ``invalid_value`` for a value the option does not allow.
        """
        if not isinstance(overrides, Mapping):
            raise InputError(
                _("rules must be an object of option names and values."), "rules", "invalid_value"
            )
        checked: dict[str, Any] = {}
        for key, value in overrides.items():
            option = OPTIONS_BY_NAME.get(key) if isinstance(key, str) else None
            if option is None:
                names = ", ".join(OPTIONS_BY_NAME)
                raise InputError(
                    _("{key} is not a house rule; the options are {names}.").format(
                        key=f"{key!s}", names=names
                    ),
                    f"rules.{key}",
                    "unknown_field",
                )
            checked[key] = option.read(value)
        return dataclasses.replace(base or cls(), **checked)

    def to_dict(self) -> dict[str, object]:
        """Every option with its value, ready for JSON."""
        return {option.name: json_value(getattr(self, option.name)) for option in OPTIONS}

    def changes(self) -> dict[str, object]:
        """Only the options that differ from the official rules."""
        official = HouseRules()
        values = {option.name: getattr(self, option.name) for option in OPTIONS}
        return {k: v for k, v in values.items() if getattr(official, k) != v}

    def summary(self) -> str:
        """One short line for a scoreboard ("Official rules", "Seven-O, Jump-In"), in the
        language of the moment."""
        parts = [
            _(OPTIONS_BY_NAME[name].choice(value).summary) for name, value in self.changes().items()
        ]
        return ", ".join(parts) if parts else _("Official rules")

    @property
    def stacking_on(self) -> bool:
        """True when draw cards may be stacked at all."""
        return self.stacking is not Stacking.OFF


PRESETS: Mapping[str, HouseRules] = MappingProxyType(
    {
        "official": HouseRules(),
        "progressive": HouseRules(stacking=Stacking.SAME),
        "party": HouseRules(stacking=Stacking.ANY, seven_o=True, jump_in=True),
        "no_bluffing": HouseRules(draw_four_challenge=False),
    }
)
PRESET_LABELS: Mapping[str, str] = MappingProxyType(
    {
        "official": N_("Official"),
        "progressive": N_("Progressive UNO (stacking)"),
        "party": N_("Party (stack anything, Seven-O, Jump-In)"),
        "no_bluffing": N_("No bluffing (no +4 challenges)"),
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
        raise InputError(
            _("{name} is not a preset; use one of {names}.").format(name=f"{name!r}", names=names),
            "preset",
            "invalid_value",
        ) from None


def preset_name(rules: HouseRules) -> str:
    """The name of the preset equal to ``rules``, or ``"custom"``."""
    return next((name for name, preset in PRESETS.items() if preset == rules), "custom")
