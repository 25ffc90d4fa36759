"""Compact cards for fast simulation: each card an integer, with precomputed tables.

A card is its index in :data:`referee.cards.ALL_CARDS` (57 kinds); colours are 0-3 in
the order of :class:`referee.cards.Color`, ranks 0-17 in the order of
:class:`referee.cards.Rank`. Every table here is derived from ``cards.py``, the one source
of card facts. ``MATCH[color * RANK_COUNT + rank]`` says, for each card, whether it may
go on a top card of that rank with that colour in force: it is
:func:`referee.rulings.situation.matches` worked out in advance, so the two cannot differ.
"""

from __future__ import annotations

from referee.cards import ALL_CARDS, Card, Color, Rank
from referee.decks import get_deck
from referee.rulings.situation import matches

COLORS: tuple[Color, ...] = tuple(Color)
RANKS: tuple[Rank, ...] = tuple(Rank)
RANK_COUNT = len(RANKS)
KIND_OF: dict[Card, int] = {card: i for i, card in enumerate(ALL_CARDS)}

COLOR_OF: tuple[int, ...] = tuple(
    -1 if card.color is None else COLORS.index(card.color) for card in ALL_CARDS
)
RANK_OF: tuple[int, ...] = tuple(RANKS.index(card.rank) for card in ALL_CARDS)
POINTS: tuple[int, ...] = tuple(card.points for card in ALL_CARDS)
WILD: tuple[bool, ...] = tuple(card.is_wild for card in ALL_CARDS)
PENALTY: tuple[int, ...] = tuple(card.rank.draw_penalty for card in ALL_CARDS)

ZERO = RANKS.index(Rank.ZERO)
SEVEN = RANKS.index(Rank.SEVEN)
SKIP = RANKS.index(Rank.SKIP)
REVERSE = RANKS.index(Rank.REVERSE)
DRAW_TWO = RANKS.index(Rank.DRAW_TWO)
SWAP_HANDS = RANKS.index(Rank.WILD_SWAP_HANDS)
SHUFFLE_HANDS = RANKS.index(Rank.WILD_SHUFFLE_HANDS)
WILD_DRAW_FOUR = KIND_OF[Card(Rank.WILD_DRAW_FOUR)]


def _top(color: int, rank: int) -> Card:
    """A top card of ``rank`` under ``color``: a wild has no colour of its own."""
    return Card(RANKS[rank]) if RANKS[rank].is_wild else Card(RANKS[rank], COLORS[color])


# The referee's own matching rule, asked once for every top card and colour in force.
MATCH: tuple[tuple[bool, ...], ...] = tuple(
    tuple(matches(card, _top(color, rank), COLORS[color]) for card in ALL_CARDS)
    for color in range(len(COLORS))
    for rank in range(RANK_COUNT)
)


_DECK_CARDS: dict[str, tuple[int, ...]] = {}


def deck_cards(name: str) -> list[int]:
    """Every card of the deck called ``name`` as compact integers, copies included.

    :raises CardError: if there is no such deck.
    """
    cards = _DECK_CARDS.get(name)
    if cards is None:
        cards = _DECK_CARDS[name] = tuple(KIND_OF[card] for card in get_deck(name).cards())
    return list(cards)


def to_card(kind: int) -> Card:
    """The ``Card`` a compact integer stands for."""
    return ALL_CARDS[kind]


def to_color(color: int) -> Color | None:
    """The ``Color`` of a compact colour (None for -1)."""
    return None if color < 0 else COLORS[color]
