"""Cards, card codes and the registry of decks: the one table every other module derives from.

A deck is data (:class:`Deck`): its colours (per side for UNO Flip!), every kind of card
it holds (:class:`Kind`: a :class:`Rank` and how many copies, or ``None`` where that is
not known), its size, its default target and the words people type for its cards. The
registry :data:`DECKS` holds ``classic``, ``2015``, ``2018`` and the editions of
EDITIONS.md (``flip``, ``no_mercy``, ``all_wild``, ``attack``).

:class:`Color` and :class:`Rank` are small frozen values, compared by identity like the
members of an enum: the registry makes each once. The classic kinds are class attributes
(``Rank.SKIP``, ``Color.RED``), and iterating the class (``for rank in Rank``) gives the
classic family's kinds, the ones the rules engine plays, in their classic order.

Classic card codes (upper-case on output, case-insensitive on input): colours ``R Y G B``;
number cards ``R0``..``R9``; Skip ``RS``; Reverse ``RR``; Draw Two ``R+2``; Wild ``W``;
Wild Draw Four ``W+4``; Wild Swap Hands ``WSW`` (2015 deck); Wild Shuffle Hands ``WSH``
(2018 deck); Wild Customizable ``WC`` (both). An edition's codes are read against its
deck (:meth:`Deck.read`): the same code may be another card in another deck.

A card whose colour nobody noted is its code without the colour letter (``7``, ``S``,
``R``, ``+2``; no code is a lone colour letter, so ``R`` alone is the Reverse): a
:class:`Card` whose colour is :data:`NO_COLOUR` (or, in UNO Flip!, the unnoted colour of
its side). It scores its rank's points; a deck counts it against its copies of that rank
in all colours together. Only the scoring reads such codes (``colourless=True``): the
rules engine plays coloured cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import ClassVar, TypeVar, cast

from referee.i18n import N_, _, pgettext

SIDES: tuple[str, ...] = ("light", "dark")  # UNO Flip!'s two faces; the game starts light
DEFAULT_TARGET = 500


class CardError(ValueError):
    """A card code or card description that cannot be read."""


_T = TypeVar("_T")
_CLASSIC_MEMBERS: dict[type, tuple[object, ...]] = {}


class _Kinds(type):
    """Iterating :class:`Color` or :class:`Rank` gives the classic family's members, in order."""

    def __iter__(cls: type[_T]) -> Iterator[_T]:
        return iter(cast("tuple[_T, ...]", _CLASSIC_MEMBERS.get(cls, ())))

    def __len__(cls) -> int:
        return len(_CLASSIC_MEMBERS.get(cls, ()))


@dataclass(frozen=True, slots=True, eq=False)
class Color(metaclass=_Kinds):
    """A suit colour: its letter in card codes, its name, and on Flip cards its side."""

    code: str
    label: str  # the colour's English name ("red"); people read color_name()
    side: str | None = None

    RED: ClassVar[Color]
    YELLOW: ClassVar[Color]
    GREEN: ClassVar[Color]
    BLUE: ClassVar[Color]

    @property
    def value(self) -> str:
        """The colour's letter (``"R"``)."""
        return self.code

    @property
    def name(self) -> str:
        """The colour's constant name (``"RED"``)."""
        return self.label.upper()

    def __repr__(self) -> str:
        return f"<Color {self.code}{'' if self.side is None else ' ' + self.side}>"

    @classmethod
    def from_code(cls, code: str) -> Color:
        """Read a classic colour letter (``"g"`` or ``"G"``).

        :raises CardError: if it is not one of R, Y, G, B.
        """
        for color in cls:
            if isinstance(code, str) and code.strip().upper() == color.code:
                return color
        raise CardError(_("{code} is not a colour; use R, Y, G or B.").format(code=repr(code)))


@dataclass(frozen=True, slots=True, eq=False)
class Rank(metaclass=_Kinds):
    """What a card is, apart from its colour: its code, name, points and what it does.

    ``draw`` is how many cards the next player draws (0 for most); ``does`` names what
    else it does for the rules (``"skip"``, ``"reverse"``, ``"flip"``, ``"skip_everyone"``,
    ``"discard_all"``, ...); ``side`` is the face a Flip wild is printed on.
    """

    code: str
    label: str  # the rank's English name ("Draw Two", "7"); people read rank_name()
    points: int
    wild: bool = False
    draw: int = 0
    does: tuple[str, ...] = ()
    side: str | None = None

    ZERO: ClassVar[Rank]
    ONE: ClassVar[Rank]
    TWO: ClassVar[Rank]
    THREE: ClassVar[Rank]
    FOUR: ClassVar[Rank]
    FIVE: ClassVar[Rank]
    SIX: ClassVar[Rank]
    SEVEN: ClassVar[Rank]
    EIGHT: ClassVar[Rank]
    NINE: ClassVar[Rank]
    SKIP: ClassVar[Rank]
    REVERSE: ClassVar[Rank]
    DRAW_TWO: ClassVar[Rank]
    WILD: ClassVar[Rank]
    WILD_DRAW_FOUR: ClassVar[Rank]
    WILD_SWAP_HANDS: ClassVar[Rank]
    WILD_SHUFFLE_HANDS: ClassVar[Rank]
    WILD_CUSTOMIZABLE: ClassVar[Rank]

    @property
    def value(self) -> str:
        """The rank's part of a card code (``"S"``, ``"+2"``, ``"W+4"``)."""
        return self.code

    @property
    def is_wild(self) -> bool:
        """Wild cards have no colour of their own."""
        return self.wild

    @property
    def is_number(self) -> bool:
        """Number cards score their face value."""
        return self.code.isdigit()

    @property
    def is_action(self) -> bool:
        """Skip, Reverse and Draw Two."""
        return self in (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)

    @property
    def draw_penalty(self) -> int:
        """Cards the next player must draw when this card is played (0 for most)."""
        return self.draw

    def __repr__(self) -> str:
        return f"<Rank {self.code}{'' if self.side is None else ' ' + self.side}>"


def _number(n: int) -> Rank:
    return Rank(str(n), str(n), n)


Color.RED = Color("R", N_("red"))
Color.YELLOW = Color("Y", N_("yellow"))
Color.GREEN = Color("G", N_("green"))
Color.BLUE = Color("B", N_("blue"))
CLASSIC_COLORS: tuple[Color, ...] = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
_CLASSIC_MEMBERS[Color] = CLASSIC_COLORS
# The colour of a card whose colour nobody noted, per side of the deck (no letter).
NO_COLOUR = Color("", "no colour")
NO_COLOUR_OF_SIDE: Mapping[str | None, Color] = MappingProxyType(
    {None: NO_COLOUR, **{side: Color("", "no colour", side) for side in SIDES}}
)

NUMBERS: tuple[Rank, ...] = tuple(_number(n) for n in range(10))
(
    Rank.ZERO, Rank.ONE, Rank.TWO, Rank.THREE, Rank.FOUR,
    Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE,
) = NUMBERS  # fmt: skip
Rank.SKIP = Rank("S", N_("Skip"), 20, does=("skip",))
Rank.REVERSE = Rank("R", N_("Reverse"), 20, does=("reverse",))
Rank.DRAW_TWO = Rank("+2", N_("Draw Two"), 20, draw=2)
Rank.WILD = Rank("W", N_("Wild"), 50, wild=True)
Rank.WILD_DRAW_FOUR = Rank("W+4", N_("Wild Draw Four"), 50, wild=True, draw=4)
Rank.WILD_SWAP_HANDS = Rank("WSW", N_("Wild Swap Hands"), 40, wild=True, does=("swap_hands",))
Rank.WILD_SHUFFLE_HANDS = Rank(
    "WSH", N_("Wild Shuffle Hands"), 40, wild=True, does=("shuffle_hands",)
)
Rank.WILD_CUSTOMIZABLE = Rank("WC", N_("Wild Customizable"), 40, wild=True, does=("customizable",))
CLASSIC_RANKS: tuple[Rank, ...] = (
    *NUMBERS,
    Rank.SKIP,
    Rank.REVERSE,
    Rank.DRAW_TWO,
    Rank.WILD,
    Rank.WILD_DRAW_FOUR,
    Rank.WILD_SWAP_HANDS,
    Rank.WILD_SHUFFLE_HANDS,
    Rank.WILD_CUSTOMIZABLE,
)
_CLASSIC_MEMBERS[Rank] = CLASSIC_RANKS


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """A card: a rank and, unless it is a wild, a colour."""

    rank: Rank
    color: Color | None = None

    def __post_init__(self) -> None:
        if self.rank.is_wild and self.color is not None:
            raise CardError(
                _("A {rank} has no colour of its own.").format(rank=rank_name(self.rank))
            )
        if not self.rank.is_wild and self.color is None:
            raise CardError(_("A {rank} card needs a colour.").format(rank=rank_name(self.rank)))

    @property
    def colourless(self) -> bool:
        """Whether nobody noted the colour of this (coloured) card: ``7``, ``S``, ``+2``."""
        return self.color is not None and not self.color.code

    @property
    def code(self) -> str:
        """The card's code, upper-case (``"R+2"``, ``"W+4"``; ``"+2"`` without its colour)."""
        return self.rank.code if self.color is None else self.color.code + self.rank.code

    @property
    def points(self) -> int:
        """What the card scores when left in a hand."""
        return self.rank.points

    @property
    def is_wild(self) -> bool:
        """True for every wild card."""
        return self.rank.is_wild

    @property
    def side(self) -> str | None:
        """The Flip side the card is on (``None`` for a deck of one side)."""
        return self.rank.side if self.color is None else self.color.side

    @property
    def label(self) -> str:
        """The card's English name ("red Draw Two", "Wild Draw Four"), the words the card
        reader and the search go by; people read :func:`card_name`."""
        if self.color is None or self.colourless:
            return self.rank.label
        return f"{self.color.label} {self.rank.label}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        if self.colourless:
            side = "" if self.side is None else f" {self.side}"
            return f"<Card {self.code} without its colour{side}>"
        return f"Card.from_code({self.code!r})"

    @classmethod
    def from_code(cls, code: str) -> Card:
        """Parse a strict classic card code, case-insensitively (``"r+2"`` -> red Draw Two).

        An edition's codes are read against its deck: :meth:`Deck.read`.

        :raises CardError: if the code is not a card code.
        """
        if not isinstance(code, str):
            raise CardError(_("{code} is not a card code.").format(code=repr(code)))
        card = _BY_CODE.get(code.strip().upper())
        if card is None:
            raise CardError(
                _("{code} is not a card code (examples: R7, BS, G+2, YR, W, W+4).").format(
                    code=repr(code)
                )
            )
        return card


# Every card of the classic family (classic, 2015, 2018), the cards the rules engine plays.
ALL_CARDS: tuple[Card, ...] = tuple(
    Card(rank, color)
    for rank in CLASSIC_RANKS
    for color in ((None,) if rank.is_wild else CLASSIC_COLORS)
)
_BY_CODE: dict[str, Card] = {card.code: card for card in ALL_CARDS}


def hand_points(cards: Iterable[Card]) -> int:
    """Points of the cards left in a hand."""
    return sum(card.points for card in cards)


# ---- the names people read ------------------------------------------------------------
# ``label`` and ``title`` stay English: the card reader, the search and the codes go by
# them. What a person reads goes through these functions, in the language of the moment.
#
# A colour has its name (form 0: "the colour is now red") and up to three more forms
# (1, 2, 3) that a language gives it in front of a card or inside a card's name: German
# "rote"/"roten", Polish "czerwona"/"czerwoną"/"czerwonej", Spanish "rojo"/"roja". In
# English every form is the name. A card's name uses its colour's form 1 unless another
# is asked for. Each language says in its catalog what its forms are.

COLOR_FORMS = 3
_COLOR_FORMS: Mapping[str, Callable[[], tuple[str, str, str]]] = {
    "red": lambda: (pgettext("colour, form 1", "red"), pgettext("colour, form 2", "red"),
                    pgettext("colour, form 3", "red")),
    "yellow": lambda: (pgettext("colour, form 1", "yellow"),
                       pgettext("colour, form 2", "yellow"),
                       pgettext("colour, form 3", "yellow")),
    "green": lambda: (pgettext("colour, form 1", "green"), pgettext("colour, form 2", "green"),
                      pgettext("colour, form 3", "green")),
    "blue": lambda: (pgettext("colour, form 1", "blue"), pgettext("colour, form 2", "blue"),
                     pgettext("colour, form 3", "blue")),
    "pink": lambda: (pgettext("colour, form 1", "pink"), pgettext("colour, form 2", "pink"),
                     pgettext("colour, form 3", "pink")),
    "teal": lambda: (pgettext("colour, form 1", "teal"), pgettext("colour, form 2", "teal"),
                     pgettext("colour, form 3", "teal")),
    "orange": lambda: (pgettext("colour, form 1", "orange"),
                       pgettext("colour, form 2", "orange"),
                       pgettext("colour, form 3", "orange")),
    "purple": lambda: (pgettext("colour, form 1", "purple"),
                       pgettext("colour, form 2", "purple"),
                       pgettext("colour, form 3", "purple")),
    "any colour": lambda: (pgettext("colour, form 1", "any colour"),
                           pgettext("colour, form 2", "any colour"),
                           pgettext("colour, form 3", "any colour")),
}  # fmt: skip
ANY_COLOUR = N_("any colour")
# Flip's sides: the name (form 0) and the forms a language gives it before "side".
_SIDE_NAMES: Mapping[str, Callable[[], tuple[str, str, str, str]]] = {
    "light": lambda: (pgettext("side", "light"), pgettext("side, form 1", "light"),
                      pgettext("side, form 2", "light"), pgettext("side, form 3", "light")),
    "dark": lambda: (pgettext("side", "dark"), pgettext("side, form 1", "dark"),
                     pgettext("side, form 2", "dark"), pgettext("side, form 3", "dark")),
    # the side not in play, when a ruling does not say which
    "other": lambda: (pgettext("side", "other"), pgettext("side, form 1", "other"),
                      pgettext("side, form 2", "other"), pgettext("side, form 3", "other")),
}  # fmt: skip


def color_name(color: Color | None, form: int = 0) -> str:
    """A colour's name for people ("red"; ``None``: "any colour"), or its form 1-3."""
    label = ANY_COLOUR if color is None else color.label
    if not form:
        return _(label)
    forms = _COLOR_FORMS.get(label)
    return forms()[min(form, COLOR_FORMS) - 1] if forms else _(label)


def rank_name(rank: Rank) -> str:
    """A rank's name for people ("Draw Two", "7")."""
    return rank.label if rank.is_number else _(rank.label)


def card_name(card: Card, form: int = 1) -> str:
    """A card's name for people ("red Draw Two", "Wild Draw Four"), its colour in the
    given form (see :func:`color_name`)."""
    if card.color is None or card.colourless:
        return rank_name(card.rank)
    if card.rank.is_number:
        pattern = pgettext("a number card: its colour and number", "{color} {rank}")
    else:
        pattern = pgettext("an action card: its colour and kind", "{color} {rank}")
    return pattern.format(color=color_name(card.color, form or 1), rank=rank_name(card.rank))


def side_name(side: str, form: int = 0) -> str:
    """A UNO Flip! side's name for people ("light", "dark"; "other": the side not in
    play), or its form 1-3."""
    names = _SIDE_NAMES.get(side)
    return names()[min(form, 3)] if names else side


# ---- the words people type for cards ------------------------------------------------------
# The English words for colours, numbers and ranks; the rulebook search reads them too.

COLOR_WORDS = {
    "r": Color.RED, "red": Color.RED,
    "y": Color.YELLOW, "yellow": Color.YELLOW,
    "g": Color.GREEN, "green": Color.GREEN,
    "b": Color.BLUE, "blue": Color.BLUE,
}  # fmt: skip
NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
# Longest phrases first, so "wild draw four" wins over "wild".
RANK_PHRASES: tuple[tuple[str, Rank], ...] = (
    ("wild draw four", Rank.WILD_DRAW_FOUR), ("wild draw 4", Rank.WILD_DRAW_FOUR),
    ("draw four wild", Rank.WILD_DRAW_FOUR), ("draw 4 wild", Rank.WILD_DRAW_FOUR),
    ("wild +4", Rank.WILD_DRAW_FOUR), ("w+4", Rank.WILD_DRAW_FOUR),
    ("wd4", Rank.WILD_DRAW_FOUR), ("draw four", Rank.WILD_DRAW_FOUR),
    ("draw 4", Rank.WILD_DRAW_FOUR), ("+4", Rank.WILD_DRAW_FOUR),
    ("wild swap hands", Rank.WILD_SWAP_HANDS), ("swap hands", Rank.WILD_SWAP_HANDS),
    ("wsw", Rank.WILD_SWAP_HANDS),
    ("wild shuffle hands", Rank.WILD_SHUFFLE_HANDS), ("shuffle hands", Rank.WILD_SHUFFLE_HANDS),
    ("wsh", Rank.WILD_SHUFFLE_HANDS),
    ("wild customizable", Rank.WILD_CUSTOMIZABLE), ("wild customisable", Rank.WILD_CUSTOMIZABLE),
    ("customizable", Rank.WILD_CUSTOMIZABLE), ("customisable", Rank.WILD_CUSTOMIZABLE),
    ("custom", Rank.WILD_CUSTOMIZABLE), ("blank", Rank.WILD_CUSTOMIZABLE),
    ("wc", Rank.WILD_CUSTOMIZABLE),
    ("draw two", Rank.DRAW_TWO), ("draw 2", Rank.DRAW_TWO), ("+2", Rank.DRAW_TWO),
    ("d2", Rank.DRAW_TWO), ("dt", Rank.DRAW_TWO),
    ("skip", Rank.SKIP), ("reverse", Rank.REVERSE), ("rev", Rank.REVERSE),
    ("wild", Rank.WILD),
)  # fmt: skip


# ---- the registry -------------------------------------------------------------------------


# ---- lenient parsing for people -------------------------------------------------
