"""Actions a player takes, the effects that follow, and the referee's ``Ruling``."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.cards import Card, Color
from referee.situation import Direction, Hand, Situation


class ActionType(enum.Enum):
    """What a player does (or, for ``FLIP``, what the dealer turns up)."""

    FLIP = "flip"
    """The first card turned up after the deal."""
    PLAY = "play"
    """A card played on the player's turn."""
    DRAW = "draw"
    """Drawing from the pile (or taking a pending stack)."""
    PASS = "pass"
    """Keeping a card just drawn; the turn passes on."""
    CHALLENGE = "challenge"
    """Challenging the Wild Draw Four just played."""
    CALL_UNO = "call_uno"
    """Calling "UNO"."""
    CATCH = "catch"
    """Catching a player who did not call UNO."""
    JUMP_IN = "jump_in"
    """Playing an identical card out of turn."""


@dataclass(frozen=True, slots=True)
class Action:
    """One action; which fields matter depends on the type."""

    type: ActionType
    seat: int | None = None
    card: Card | None = None
    color: Color | None = None  # the colour named with a wild
    target: int | None = None  # Seven-O swap, Wild Swap Hands, or the player caught
    drawn: Hand | None = None  # the cards drawn, if the table says which


class EffectType(enum.Enum):
    """The vocabulary of what happens after a legal action."""

    DRAW = "draw"
    SKIP = "skip"
    REVERSE = "reverse"
    COLOR = "color"
    CHOOSE_COLOR = "choose_color"
    SWAP = "swap"
    ROTATE_HANDS = "rotate_hands"
    SHUFFLE_HANDS = "shuffle_hands"
    RESHUFFLE = "reshuffle"
    PLAY_DRAWN = "play_drawn"


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing that happens; only the fields of its type are set."""

    type: EffectType
    seat: int | None = None
    count: int | None = None
    color: Color | None = None
    seats: tuple[int, int] | None = None
    direction: Direction | None = None
    card: Card | None = None

    def to_json(self) -> dict[str, object]:
        """The effect as the JSON API writes it."""
        data: dict[str, object] = {"type": self.type.value}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.count is not None:
            data["count"] = self.count
        if self.color is not None:
            data["color"] = self.color.value
        if self.seats is not None:
            data["seats"] = list(self.seats)
        if self.direction is not None:
            data["direction"] = self.direction.value
        if self.card is not None:
            data["card"] = self.card.code
        return data


def draw(seat: int, count: int) -> Effect:
    """``seat`` draws ``count`` cards."""
    return Effect(EffectType.DRAW, seat=seat, count=count)


def skip(seat: int) -> Effect:
    """``seat`` loses their turn."""
    return Effect(EffectType.SKIP, seat=seat)


@dataclass(frozen=True, slots=True)
class Ruling:
    """The referee's answer: legal or not, why, what follows, and the rules used."""

    legal: bool
    sentence: str
    effects: tuple[Effect, ...] = ()
    after: Situation | None = None  # None when the action is not allowed
    rules_applied: tuple[str, ...] = ()


def allowed(sentence: str, effects: list[Effect], after: Situation, rules: list[str]) -> Ruling:
    """A ruling for a legal action."""
    return Ruling(True, sentence, tuple(effects), after, tuple(dict.fromkeys(rules)))


def refused(sentence: str, *rules: str) -> Ruling:
    """A ruling for an action that is not allowed (the sentence starts "Not allowed")."""
    return Ruling(False, sentence, (), None, tuple(dict.fromkeys(rules)))
