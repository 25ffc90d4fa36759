"""The stateless helpers: the cards of a deck, the decks, a hand's points."""

from __future__ import annotations

from typing import Literal

from pydantic import (
    Field,
)

from referee.web.edge.schema.values import DECK_NAMES, Body, CardOut, DeckName, ScoredCard, Side

# ---- stateless helpers ------------------------------------------------------------------


class CardsQuery(Body):
    """The query of ``GET /api/cards``."""

    deck: DeckName = "classic"


class ScoreBody(Body):
    """Cards to add up."""

    cards: list[ScoredCard]
    deck: DeckName = "classic"


class CardCount(Body):
    """A kind of card: its points and how many the deck holds (``null`` where not known);
    an edition's cards carry their name, a two-sided deck's their side."""

    code: CardOut
    name: str = Field("", description="Only for the editions' decks.")
    points: int
    count: int | None
    side: Side | None = Field(None, description="Only for a two-sided deck.")


class DeckInfo(Body):
    """A deck: its id, name, size, default target and colour letters."""

    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    name: str
    cards: int
    target: int
    colors: list[str]


class DeckList(Body):
    """Every deck the app knows."""

    decks: list[DeckInfo]


class CardList(Body):
    """A deck's cards."""

    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    cards: list[CardCount]


class Points(Body):
    """The points of the cards."""

    points: int
