"""Cards, card codes and decks: the one table every other module derives from.

Card codes (upper-case on output, case-insensitive on input): colours ``R Y G B``;
number cards ``R0``..``R9``; Skip ``RS``; Reverse ``RR``; Draw Two ``R+2``; Wild ``W``;
Wild Draw Four ``W+4``; Wild Swap Hands ``WSW`` (2015 deck); Wild Shuffle Hands ``WSH``
(2018 deck); Wild Customizable ``WC`` (both).
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType


class CardError(ValueError):
    """A card code or card description that cannot be read."""


class Color(enum.Enum):
    """One of the four suit colours."""

    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"

    @property
    def label(self) -> str:
        """The colour's name for people ("red")."""
        return self.name.lower()

    @classmethod
    def from_code(cls, code: str) -> Color:
        """Read a colour letter (``"g"`` or ``"G"``).

        :raises CardError: if it is not one of R, Y, G, B.
        """
        try:
            return cls(code.strip().upper())
        except (ValueError, AttributeError):
            raise CardError(f"{code!r} is not a colour; use R, Y, G or B.") from None


class Rank(enum.Enum):
    """What a card is, apart from its colour."""

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "S"
    REVERSE = "R"
    DRAW_TWO = "+2"
    WILD = "W"
    WILD_DRAW_FOUR = "W+4"
    WILD_SWAP_HANDS = "WSW"
    WILD_SHUFFLE_HANDS = "WSH"
    WILD_CUSTOMIZABLE = "WC"

    @property
    def is_wild(self) -> bool:
        """Wild cards have no colour of their own."""
        return self.value.startswith("W")

    @property
    def is_number(self) -> bool:
        """Number cards score their face value."""
        return self.value.isdigit()

    @property
    def is_action(self) -> bool:
        """Skip, Reverse and Draw Two."""
        return self in (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)

    @property
    def draw_penalty(self) -> int:
        """Cards the next player must draw when this card is played (0 for most)."""
        return {Rank.DRAW_TWO: 2, Rank.WILD_DRAW_FOUR: 4}.get(self, 0)

    @property
    def label(self) -> str:
        """The rank's name for people ("Draw Two", "7")."""
        return _RANK_LABELS.get(self, self.value)

    @property
    def points(self) -> int:
        """What a card of this rank scores, whatever its colour."""
        return _INFO[self].points


_RANK_LABELS = {
    Rank.SKIP: "Skip",
    Rank.REVERSE: "Reverse",
    Rank.DRAW_TWO: "Draw Two",
    Rank.WILD: "Wild",
    Rank.WILD_DRAW_FOUR: "Wild Draw Four",
    Rank.WILD_SWAP_HANDS: "Wild Swap Hands",
    Rank.WILD_SHUFFLE_HANDS: "Wild Shuffle Hands",
    Rank.WILD_CUSTOMIZABLE: "Wild Customizable",
}


@dataclass(frozen=True, slots=True)
class RankInfo:
    """One row of the card table: points and how many of the card each deck holds."""

    rank: Rank
    points: int
    per_color: int  # copies per colour (0 for wilds)
    wild_count: dict[str, int]  # deck name -> copies of the wild (wilds only)


# The one table of card values and deck contents.
DECK_NAMES: tuple[str, ...] = ("classic", "2015", "2018")
_ALL = dict.fromkeys(DECK_NAMES, 4)
CARD_TABLE: tuple[RankInfo, ...] = (
    RankInfo(Rank.ZERO, 0, 1, {}),
    *(RankInfo(rank, int(rank.value), 2, {}) for rank in list(Rank)[1:10]),
    RankInfo(Rank.SKIP, 20, 2, {}),
    RankInfo(Rank.REVERSE, 20, 2, {}),
    RankInfo(Rank.DRAW_TWO, 20, 2, {}),
    RankInfo(Rank.WILD, 50, 0, _ALL),
    RankInfo(Rank.WILD_DRAW_FOUR, 50, 0, _ALL),
    RankInfo(Rank.WILD_SWAP_HANDS, 40, 0, {"2015": 1}),
    RankInfo(Rank.WILD_SHUFFLE_HANDS, 40, 0, {"2018": 1}),
    RankInfo(Rank.WILD_CUSTOMIZABLE, 40, 0, {"2015": 3, "2018": 3}),
)
_INFO = {info.rank: info for info in CARD_TABLE}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """A card: a rank and, unless it is a wild, a colour."""

    rank: Rank
    color: Color | None = None

    def __post_init__(self) -> None:
        if self.rank.is_wild and self.color is not None:
            raise CardError(f"A {self.rank.label} has no colour of its own.")
        if not self.rank.is_wild and self.color is None:
            raise CardError(f"A {self.rank.label} card needs a colour.")

    @property
    def code(self) -> str:
        """The card's code, upper-case (``"R+2"``, ``"W+4"``)."""
        return self.rank.value if self.color is None else self.color.value + self.rank.value

    @property
    def points(self) -> int:
        """What the card scores when left in a hand."""
        return self.rank.points

    @property
    def is_wild(self) -> bool:
        """True for every wild card."""
        return self.rank.is_wild

    @property
    def label(self) -> str:
        """The card's name for people ("red Draw Two", "Wild Draw Four")."""
        if self.color is None:
            return self.rank.label
        return f"{self.color.label} {self.rank.label}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.from_code({self.code!r})"

    @classmethod
    def from_code(cls, code: str) -> Card:
        """Parse a strict card code, case-insensitively (``"r+2"`` -> red Draw Two).

        :raises CardError: if the code is not a card code.
        """
        if not isinstance(code, str):
            raise CardError(f"{code!r} is not a card code.")
        text = code.strip().upper()
        card = _BY_CODE.get(text)
        if card is None:
            raise CardError(f"{code!r} is not a card code (examples: R7, BS, G+2, YR, W, W+4).")
        return card


ALL_CARDS: tuple[Card, ...] = tuple(
    Card(info.rank, color)
    for info in CARD_TABLE
    for color in ((None,) if info.rank.is_wild else tuple(Color))
)
_BY_CODE: dict[str, Card] = {card.code: card for card in ALL_CARDS}


@dataclass(frozen=True, slots=True)
class Deck:
    """A named deck: how many of each card it holds."""

    name: str
    counts: Mapping[Card, int]

    @property
    def size(self) -> int:
        """Number of cards in the deck."""
        return sum(self.counts.values())

    def count(self, card: Card) -> int:
        """How many copies of ``card`` the deck holds (0 if none)."""
        return self.counts.get(card, 0)

    def cards(self) -> list[Card]:
        """Every card of the deck, copies included, in table order."""
        return [card for card, n in self.counts.items() for _ in range(n)]

    def excess(self, cards: Iterable[Card]) -> list[tuple[Card, int]]:
        """Cards that appear more often than the deck holds, with the count seen."""
        seen = Counter(cards)
        return [(card, n) for card, n in seen.items() if n > self.count(card)]


def _build_deck(name: str) -> Deck:
    """Build one deck from the card table."""
    counts: dict[Card, int] = {}
    for card in ALL_CARDS:
        info = _INFO[card.rank]
        n = info.wild_count.get(name, 0) if card.is_wild else info.per_color
        if n:
            counts[card] = n
    return Deck(name, MappingProxyType(counts))


DECKS: Mapping[str, Deck] = MappingProxyType({name: _build_deck(name) for name in DECK_NAMES})


def get_deck(name: str) -> Deck:
    """The deck called ``name``.

    :raises CardError: if there is no such deck.
    """
    try:
        return DECKS[name]
    except (KeyError, TypeError):
        raise CardError(f"{name!r} is not a deck; use one of {', '.join(DECK_NAMES)}.") from None


def hand_points(cards: Iterable[Card]) -> int:
    """Points of the cards left in a hand."""
    return sum(card.points for card in cards)


def parse_codes(codes: Iterable[str]) -> list[Card]:
    """Parse a list of strict card codes.

    :raises CardError: naming the first code that is not a card.
    """
    return [Card.from_code(code) for code in codes]


# ---- lenient parsing for people -------------------------------------------------
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


def parse_card(text: str) -> Card:
    """Read a card the way people write it: ``"red 7"``, ``"wild draw four"``, ``"b+2"``.

    :raises CardError: if the text names no card, or names it ambiguously.
    """
    if not isinstance(text, str) or not text.strip():
        raise CardError("Name a card, for example “red 7”, “blue skip” or “wild draw four”.")
    raw = text.strip()
    code = raw.upper().replace(" ", "")
    if code in _BY_CODE:
        return _BY_CODE[code]
    words = " ".join(re.sub(r"[,_\-/]+", " ", raw.lower()).split())
    words = re.sub(r"\+\s+(\d)", r"+\1", words)
    rank, rest = _take_rank(words)
    colors = {COLOR_WORDS[w] for w in rest.split() if w in COLOR_WORDS}
    leftovers = [w for w in rest.split() if w not in COLOR_WORDS]
    if rank is None:
        # Compact forms such as "b+2", "r7", "gs": a colour letter glued to a rank.
        match = re.fullmatch(r"(red|yellow|green|blue|[rygb])\s*(.+)", words)
        if match:
            rank, rest2 = _take_rank(match.group(2))
            if rank is not None and not rest2.strip():
                colors, leftovers = {COLOR_WORDS[match.group(1)]}, []
    if rank is None or leftovers:
        raise CardError(f"Cannot read {text!r} as a card; try “red 7”, “blue skip” or “W+4”.")
    if rank.is_wild:
        if colors:
            raise CardError(f"{text!r}: a {rank.label} has no colour.")
        return Card(rank)
    if len(colors) != 1:
        raise CardError(f"{text!r}: say which colour (red, yellow, green or blue).")
    return Card(rank, colors.pop())


def parse_rank(text: str) -> Rank:
    """Read a rank named without a colour: ``"7"``, ``"skip"``, ``"rev"``, ``"+2"``.

    A card's colour does not change its points, so a hand may be counted from ranks alone.

    :raises CardError: if the text is not exactly one rank.
    """
    words = " ".join(re.sub(r"[,_\-/]+", " ", str(text).lower()).split())
    words = re.sub(r"\+\s+(\d)", r"+\1", words)
    rank, rest = _take_rank(words)
    if rank is None or rest:
        raise CardError(f"Cannot read {text!r} as a card; try “7”, “skip” or “+2”.")
    return rank


def _take_rank(words: str) -> tuple[Rank | None, str]:
    """Find one rank phrase in ``words``; return it and the remaining words."""
    for phrase, rank in RANK_PHRASES:
        pattern = r"(?:^|\s)" + re.escape(phrase) + r"(?:$|\s)"
        if re.search(pattern, words) or words == phrase:
            return rank, re.sub(pattern, " ", words, count=1).strip()
    for token in words.split():
        if token.isdigit() and len(token) == 1:
            return Rank(token), _drop_token(words, token)
        if token in NUMBER_WORDS:
            return Rank(str(NUMBER_WORDS.index(token))), _drop_token(words, token)
    return None, words


def _drop_token(words: str, token: str) -> str:
    """Remove the first whole-word ``token`` from ``words``."""
    parts = words.split()
    parts.remove(token)
    return " ".join(parts)
