"""Rulings: the state and the action in, the ruling and its effects out."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import (
    Discriminator,
    Field,
    Tag,
    create_model,
)

from referee.decks import DECKS
from referee.rulings.ruling import EffectType, Verdict
from referee.rulings.situation import Direction
from referee.web.edge.fields import (
    MAX_PLAYERS,
    MIN_PLAYERS,
)
from referee.web.edge.schema.rules import HouseRulesChanges
from referee.web.edge.schema.values import (
    MAX_PENDING,
    MAX_SEAT,
    UNO_FORM,
    Body,
    CardOut,
    Colour,
    DeckName,
    OneOf,
    RuledCard,
    SeatKey,
    SeatNumber,
    Side,
    Text,
    Whole,
)

# ---- rulings: the state and the action in ---------------------------------------------------


class LastPlayIn(Body):
    """The last card played, and what the table knew before it (what a challenge judges)."""

    seat: SeatNumber
    card: RuledCard
    color_before: Colour | None = None
    hand_before: list[RuledCard] | None = Field(
        None, description="The hand before the play, with or without the card played."
    )


class Uno(Body):
    """A player down to one card (what a catch judges)."""

    seat: SeatNumber
    called: bool = False
    next_has_acted: bool = False


def uno_form(value: object) -> str | None:
    """Which form ``state.uno`` takes: one window (an object) or a list of them."""
    if isinstance(value, list):
        return "list"
    return "one" if isinstance(value, dict | Uno) else None


UnoWindows = Annotated[
    Annotated[Uno, Tag("one")] | Annotated[list[Uno], Field(max_length=MAX_PLAYERS), Tag("list")],
    Discriminator(uno_form, custom_error_type="invalid_value", custom_error_message=UNO_FORM),
]


class State(Body):
    """The situation; every part but ``players`` and ``top`` defaults to the plain case."""

    players: Annotated[int, Whole(MIN_PLAYERS, MAX_PLAYERS)]
    top: RuledCard | None = Field(None, description="The card on the pile (not for flip).")
    turn: SeatNumber = 0
    dealer: SeatNumber = 0
    direction: Annotated[str, OneOf(tuple(d.value for d in Direction))] = Direction.CW.value
    color: Colour | None = Field(None, description="The colour in force; needed after a wild.")
    pending_draw: Annotated[int, Whole(0, MAX_PENDING)] = 0
    hands: dict[Annotated[str, SeatKey()], list[RuledCard]] | None = Field(
        None, description="Known hands by seat."
    )
    last_play: LastPlayIn | None = None
    uno: UnoWindows | None = Field(
        None,
        description="Who is down to one card: one window, or a list with one per seat "
        "when several players are.",
    )
    drawn: list[RuledCard] | None = Field(
        None, description="Cards the player on turn drew this turn."
    )
    winner: SeatNumber | None = Field(None, description="The seat that went out.")
    side: Side | None = Field(None, description="UNO Flip!: the side in play (default light).")
    out: list[SeatNumber] | None = Field(
        None, description="No Mercy: the seats knocked out this round.", max_length=MAX_SEAT
    )


class FlipAction(Body):
    """The first card turned up after the deal."""

    type: Literal["flip"]
    card: RuledCard
    color: Colour | None = Field(None, description="For a wild: the colour the first player names.")


class PlayAction(Body):
    """A card played (by the player on turn when ``seat`` is left out)."""

    type: Literal["play"]
    seat: SeatNumber | None = None
    card: RuledCard
    color: Colour | None = Field(None, description="The colour named for a wild.")
    target: SeatNumber | None = Field(None, description="Who a Seven-O 7 swaps with.")


class DrawAction(Body):
    """A card drawn (by the player on turn when ``seat`` is left out)."""

    type: Literal["draw"]
    seat: SeatNumber | None = None
    drawn: list[RuledCard] | None = Field(None, description="The cards drawn, if known.")


class PassAction(Body):
    """Keeping the card just drawn."""

    type: Literal["pass"]
    seat: SeatNumber | None = None


class ChallengeAction(Body):
    """A challenge of the last Wild Draw Four."""

    type: Literal["challenge"]
    seat: SeatNumber


class CallUnoAction(Body):
    """Calling UNO."""

    type: Literal["call_uno"]
    seat: SeatNumber


class CatchAction(Body):
    """Catching a player who did not call UNO."""

    type: Literal["catch"]
    seat: SeatNumber = Field(description="The catcher.")
    target: SeatNumber | None = None


class JumpInAction(Body):
    """A card identical to the top card, played out of turn."""

    type: Literal["jump_in"]
    seat: SeatNumber
    card: RuledCard
    color: Colour | None = None
    target: SeatNumber | None = None


ActionBody = Annotated[
    FlipAction | PlayAction | DrawAction | PassAction | ChallengeAction | CallUnoAction
    | CatchAction | JumpInAction,
    Field(discriminator="type"),
]  # fmt: skip


class RulingRequest(Body):
    """An action in a situation, under house rules (``rules`` over ``game``'s or official),
    in a deck (``deck``, else ``game``'s, else classic)."""

    rules: HouseRulesChanges | None = None  # type: ignore[valid-type]
    deck: DeckName | None = Field(None, description="The deck played (default classic).")
    game: Annotated[str, Text()] | None = Field(None, description="Use this game's rules.")
    state: State
    action: ActionBody


class DeckOnly(Body):
    """A deck named on its own."""

    deck: DeckName


class ActionOnly(Body):
    """An action read on its own."""

    action: ActionBody


# ---- rulings: the answer --------------------------------------------------------------------


def effect_model(kind: EffectType, doc: str, **fields: Any) -> type[Body]:
    """One kind of effect: its ``type`` and the keys it always carries."""
    name = "".join(part.title() for part in kind.value.split("_")) + "Effect"
    tag: Any = Literal[kind.value]
    return create_model(name, __base__=Body, __doc__=doc, type=(tag, ...), **fields)


SEAT_OUT = (int, ...)
# Every colour letter of every deck, as the API writes them.
COLOR_OUT: Any = Literal[tuple(sorted({c.code for deck in DECKS.values() for c in deck.colors}))]
EFFECTS: dict[EffectType, type[Body]] = {
    EffectType.DRAW: effect_model(EffectType.DRAW, "A seat draws cards.", seat=SEAT_OUT,
                                  count=(int, ...)),
    EffectType.SKIP: effect_model(EffectType.SKIP, "A seat loses its turn.", seat=SEAT_OUT),
    EffectType.REVERSE: effect_model(EffectType.REVERSE, "Play changes direction."),
    EffectType.COLOR: effect_model(EffectType.COLOR, "A colour is named.",
                                   color=(COLOR_OUT, ...)),
    EffectType.CHOOSE_COLOR: effect_model(EffectType.CHOOSE_COLOR,
                                          "A seat still has to name the colour.", seat=SEAT_OUT),
    EffectType.SWAP: effect_model(EffectType.SWAP, "Two seats swap hands.",
                                  seats=(list[int], ...)),
    EffectType.ROTATE_HANDS: effect_model(EffectType.ROTATE_HANDS, "Every hand passes along.",
                                          direction=(Literal[tuple(d.value for d in Direction)],
                                                     ...)),
    EffectType.SHUFFLE_HANDS: effect_model(EffectType.SHUFFLE_HANDS,
                                           "All hands are shuffled and dealt again.",
                                           seat=SEAT_OUT),
    EffectType.RESHUFFLE: effect_model(EffectType.RESHUFFLE,
                                       "The card turned up goes back into the deck."),
    EffectType.PLAY_DRAWN: effect_model(EffectType.PLAY_DRAWN,
                                        "A seat may (or must) play the card just drawn.",
                                        seat=SEAT_OUT, card=(CardOut, ...)),
    EffectType.FLIP: effect_model(EffectType.FLIP, "UNO Flip!: every card turns over.",
                                  side=(Side, ...)),
    EffectType.SKIP_EVERYONE: effect_model(EffectType.SKIP_EVERYONE,
                                           "Every other player is skipped; the player goes "
                                           "again."),
    EffectType.DISCARD_ALL: effect_model(EffectType.DISCARD_ALL,
                                         "A seat discards every card of a colour.",
                                         seat=SEAT_OUT, color=(COLOR_OUT, ...)),
    EffectType.DRAW_UNTIL_COLOR: effect_model(EffectType.DRAW_UNTIL_COLOR,
                                              "A seat turns over cards until the colour "
                                              "appears (null: the colour they name).",
                                              seat=SEAT_OUT, color=(COLOR_OUT | None, ...)),
    EffectType.KNOCKED_OUT: effect_model(EffectType.KNOCKED_OUT,
                                         "No Mercy: a seat holding 25 cards or more is out "
                                         "of the round.", seat=SEAT_OUT),
    EffectType.PRESS: effect_model(EffectType.PRESS,
                                   "UNO Attack!: a seat presses the launcher (count null: "
                                   "until it fires).", seat=SEAT_OUT, count=(int | None, ...),
                                   until_fire=(bool, False)),
}  # fmt: skip
EffectOut = Annotated[Union[tuple(EFFECTS.values())], Field(discriminator="type")]  # type: ignore[valid-type]  # noqa: UP007


class LastPlayOut(Body):
    """The last card played."""

    seat: int
    card: CardOut
    color_before: COLOR_OUT | None
    hand_before: list[CardOut] | None


class UnoOut(Body):
    """A player down to one card."""

    seat: int
    called: bool
    next_has_acted: bool


class NextState(Body):
    """The situation after the action, ready to be sent back as ``state``."""

    players: int
    turn: int
    dealer: int
    direction: Literal[tuple(d.value for d in Direction)]  # type: ignore[valid-type]
    top: CardOut | None
    color: COLOR_OUT | None
    pending_draw: int
    hands: dict[str, list[CardOut]]
    last_play: LastPlayOut | None
    uno: UnoOut | list[UnoOut] | None = Field(
        description="null with no window open, an object with one, a list (in seat order) "
        "with several."
    )
    drawn: list[CardOut] = Field([], description="Only when the player on turn drew.")
    winner: int = Field(0, description="Only once someone went out.")
    side: Side = Field("light", description="Only in UNO Flip!: the side in play.")
    out: list[int] = Field([], description="Only in No Mercy: the seats knocked out.")


class RulingAnswer(Body):
    """The referee's answer (also for an action that breaks a rule)."""

    legal: bool
    ruling: str = Field(description="One sentence.")
    effects: list[EffectOut]  # type: ignore[valid-type]
    next: NextState | None
    rules_applied: list[str] = Field(description="Rulebook entry ids.")
    verdict: Literal[tuple(v.value for v in Verdict)]  # type: ignore[valid-type]
    if_played_anyway: str = Field("", description="Only for a bluff: what follows if played.")
