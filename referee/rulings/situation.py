"""The table as the referee sees it: a ``Situation``, the ``Action`` taken, and the ``Ruling``.

All are frozen values. Seats are 0-based in clockwise order. A hand is a tuple of cards
when the table knows it and ``None`` when it does not; the referee judges what it can
and says what it assumed about the rest.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass

from referee.cards import Card, Color

Hand = tuple[Card, ...]


class Direction(enum.Enum):
    """Which way play runs around the table."""

    CW = "cw"
    """Clockwise: to the left, seat numbers going up (the official start)."""
    CCW = "ccw"
    """Counterclockwise: after a Reverse, seat numbers going down."""

    @property
    def step(self) -> int:
        """+1 or -1: how the seat number moves."""
        return 1 if self is Direction.CW else -1

    def flipped(self) -> Direction:
        """The other direction."""
        return Direction.CCW if self is Direction.CW else Direction.CW


@dataclass(frozen=True, slots=True)
class LastPlay:
    """The most recent card played, kept so a Wild Draw Four can be challenged."""

    seat: int
    card: Card
    color_before: Color | None = None  # the colour in force when it was played
    hand_before: Hand | None = None  # the player's hand just before, if known


@dataclass(frozen=True, slots=True)
class UnoWindow:
    """A player down to one card, and whether a catch still counts against them.

    Every player down to one card has a window of their own (after hands are swapped or
    passed, several may be at once): it opens, is called and closes on its own.
    """

    seat: int
    called: bool = False
    next_has_acted: bool = False


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything the referee needs to know about the table at one moment."""

    players: int
    top: Card | None = None
    turn: int = 0
    dealer: int = 0
    direction: Direction = Direction.CW
    color: Color | None = None  # named colour; None means the top card's own (or not named)
    pending_draw: int = 0  # a stack of draw cards waiting for the player whose turn it is
    hands: tuple[Hand | None, ...] = ()
    last_play: LastPlay | None = None
    uno: tuple[UnoWindow, ...] = ()  # the open UNO windows, at most one per seat
    drawn: Hand | None = None  # cards the player on turn drew this turn (empty: unknown ones)
    winner: int | None = None  # set once someone has gone out (or, No Mercy, is the last left)
    deck: str = "classic"  # the deck played (``referee.decks.DECKS``)
    side: str | None = None  # UNO Flip!: the side in play ("light" when not said)
    out: frozenset[int] = frozenset()  # No Mercy: seats knocked out this round

    def __post_init__(self) -> None:
        # A coloured top card fixes the colour: store it so equal tables compare equal.
        if self.top is not None and self.top.color is not None:
            object.__setattr__(self, "color", self.top.color)
        # Pad hands to one entry per seat so equal tables compare equal.
        if len(self.hands) < self.players:
            padded = self.hands + (None,) * (self.players - len(self.hands))
            object.__setattr__(self, "hands", padded)
        # Windows in seat order, one per seat, so equal tables compare equal.
        windows = tuple(sorted(self.uno, key=lambda window: window.seat))
        if len({window.seat for window in windows}) < len(windows):
            raise ValueError("a seat has more than one UNO window")
        object.__setattr__(self, "uno", windows)

    @property
    def current_color(self) -> Color | None:
        """The colour to match: the named one, else the top card's; None if not named."""
        if self.color is not None:
            return self.color
        return None if self.top is None else self.top.color

    def hand(self, seat: int) -> Hand | None:
        """The known hand of ``seat``, or None."""
        return self.hands[seat]

    def uno_window(self, seat: int) -> UnoWindow | None:
        """The UNO window of ``seat``, or None."""
        return next((window for window in self.uno if window.seat == seat), None)

    def with_uno(self, window: UnoWindow) -> Situation:
        """A copy with ``window`` opened, or put in place of its seat's window."""
        others = tuple(old for old in self.uno if old.seat != window.seat)
        return dataclasses.replace(self, uno=(*others, window))

    def without_uno(self, seat: int) -> Situation:
        """A copy with the UNO window of ``seat`` closed (if it had one)."""
        return dataclasses.replace(self, uno=tuple(w for w in self.uno if w.seat != seat))

    def uno_once_acted(self, seat: int) -> tuple[UnoWindow, ...]:
        """The windows once ``seat`` has played or drawn: their own is gone (a play down
        to one card opens a new one), and every other window's owner can no longer be
        caught, since a player has acted after them."""
        return tuple(
            dataclasses.replace(window, next_has_acted=True)
            for window in self.uno
            if window.seat != seat
        )

    def next_seat(self, seat: int, direction: Direction | None = None, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the direction of play (seats
        knocked out are passed over)."""
        step = (direction or self.direction).step
        if not self.out:
            return (seat + step * steps) % self.players
        return seat_after(seat, step, self.players, self.out, steps)

    @property
    def seats_in(self) -> int:
        """How many seats are still in the round."""
        return self.players - len(self.out)

    @property
    def last_seat_in(self) -> int | None:
        """The one seat still in the round after knock-outs, else ``None``."""
        if not self.out or self.seats_in != 1:
            return None
        return next(seat for seat in range(self.players) if seat not in self.out)

    def with_hand(self, seat: int, hand: Hand | None) -> Situation:
        """A copy with one hand replaced."""
        hands = list(self.hands)
        hands[seat] = hand
        return dataclasses.replace(self, hands=tuple(hands))

    def replace(self, **changes: object) -> Situation:
        """A copy with some fields changed (``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


def seat_after(
    seat: int, step: int, players: int, out: frozenset[int] | set[int], steps: int = 1
) -> int:
    """The seat ``steps`` places after ``seat`` going ``step`` (+1 or -1), passing over
    the seats in ``out``."""
    for _ in range(steps):
        for _ in range(players):
            seat = (seat + step) % players
            if seat not in out:
                break
    return seat


def matches(card: Card, top: Card | None, color: Color | None) -> bool:
    """True if ``card`` may go on ``top`` with ``color`` in force (wilds always may)."""
    if card.is_wild or top is None or color is None:
        return True
    if card.color is color:
        return True
    return not top.is_wild and card.rank is top.rank


def holds_color(hand: Hand, color: Color) -> bool:
    """True if ``hand`` has a card of ``color`` (wilds have none)."""
    return any(card.color is color for card in hand)


def without(hand: Hand, card: Card) -> Hand:
    """``hand`` with one copy of ``card`` taken out (it must be there)."""
    cards = list(hand)
    cards.remove(card)
    return tuple(cards)
