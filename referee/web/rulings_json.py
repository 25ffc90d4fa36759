"""The rulings API's ``state`` and ``action``, read into the referee's own values.

The shapes are :mod:`referee.web.schema`'s ``State`` and action models: an unknown key
is ``unknown_field``, a missing one ``missing_field``, a bad value (a bad card code
included) ``invalid_value``, each with the path of the value (``state.hands.1[0]``).
What the shapes cannot say is checked here, against the table: seats below the number
of players, a top card unless the action turns it up, a colour that agrees with a
coloured top card, a ``hand_before`` some deck could hold. The answer is written by
:func:`referee.state_json.ruling_to_json`.
"""

from __future__ import annotations

from referee.cards import DECKS, Card, Color
from referee.engine import judge
from referee.errors import InputError, Path, field_text
from referee.rules import HouseRules
from referee.ruling import Action, ActionType
from referee.situation import Direction, Hand, LastPlay, Situation, UnoWindow
from referee.state_json import ruling_to_json
from referee.web import schema

STATE: Path = ("state",)
ACTION: Path = ("action",)


def judge_request(state: object, action: object, rules: HouseRules) -> dict[str, object]:
    """Rule on the JSON API's ``state`` and ``action``; return the response body.

    :raises InputError: if ``state`` or ``action`` is malformed (never for a rule broken).
    """
    situation = parse_state(state, action)
    return ruling_to_json(judge(situation, parse_action(action, situation), rules))


def parse_state(data: object, action: object = None) -> Situation:
    """Read a ``state`` object (``action`` tells whether a top card is needed).

    :raises InputError: naming the first value that cannot be read.
    """
    flip = isinstance(action, dict) and action.get("type") == "flip"
    return to_situation(schema.read(schema.State, data, STATE), flip)


def parse_action(data: object, s: Situation) -> Action:
    """Read an ``action`` object against the table ``s``.

    :raises InputError: naming the first value that cannot be read.
    """
    return to_action(schema.read(schema.ActionOnly, {"action": data}).action, s)


def to_situation(state: schema.State, flip: bool = False) -> Situation:
    """The table a checked ``state`` describes.

    :raises InputError: for a seat past the table, a missing top card, a colour that
        disagrees with the top card, or a ``hand_before`` no deck could hold.
    """
    n = state.players
    if state.top is None and not flip:
        raise InputError("state.top is required: the card on the pile.", (*STATE, "top"),
                         "missing_field")  # fmt: skip
    return Situation(
        players=n,
        top=state.top,
        turn=seat(state.turn, (*STATE, "turn"), n),
        dealer=seat(state.dealer, (*STATE, "dealer"), n),
        direction=Direction(state.direction),
        color=state_color(state.color, state.top),
        pending_draw=state.pending_draw,
        hands=hands(state.hands, n),
        last_play=last_play(state.last_play, n),
        uno=None
        if state.uno is None
        else UnoWindow(
            seat(state.uno.seat, (*STATE, "uno", "seat"), n),
            state.uno.called,
            state.uno.next_has_acted,
        ),
        drawn=None if state.drawn is None else tuple(state.drawn),
        winner=None if state.winner is None else seat(state.winner, (*STATE, "winner"), n),
    )


def to_action(action: schema.ActionBody, s: Situation) -> Action:
    """The referee's action for a checked ``action``, its seats checked against ``s``."""
    n = s.players
    found = {
        key: getattr(action, key, None) for key in ("seat", "card", "color", "target", "drawn")
    }
    return Action(
        type=ActionType(action.type),
        seat=None if found["seat"] is None else seat(found["seat"], (*ACTION, "seat"), n),
        card=found["card"],
        color=found["color"],
        target=None if found["target"] is None else seat(found["target"], (*ACTION, "target"), n),
        drawn=None if found["drawn"] is None else tuple(found["drawn"]),
    )


def seat(value: int, path: Path, players: int) -> int:
    """A seat of this table (the shape allows up to the largest table)."""
    if value >= players:
        raise InputError(
            f"{field_text(path)} must be a whole number from 0 to {players - 1}; {value} given.",
            path,
            "invalid_value",
        )
    return value


def state_color(color: Color | None, top: Card | None) -> Color | None:
    """The colour in force: named after a wild, else the top card's own."""
    if color is not None and top is not None and top.color is not None and color is not top.color:
        raise InputError(
            f"state.color must be {top.color.value} for a {top.label}; "
            "only a wild takes a named colour.",
            (*STATE, "color"),
            "invalid_value",
        )
    return color


def hands(given: dict[str, list[Card]] | None, players: int) -> tuple[Hand | None, ...]:
    """Known hands keyed by seat strings."""
    if given is None:
        return ()
    found: list[Hand | None] = [None] * players
    for key, cards in given.items():
        if int(key) >= players:
            raise InputError(f"{key} is not a seat; seats are 0 to {players - 1}.",
                             (*STATE, "hands", key), "invalid_value")  # fmt: skip
        found[int(key)] = tuple(cards)
    return tuple(found)


def last_play(given: schema.LastPlay | None, players: int) -> LastPlay | None:
    """The last card played, with what the table knew before it."""
    if given is None:
        return None
    hand = None if given.hand_before is None else hand_before(tuple(given.hand_before), given.card)
    return LastPlay(
        seat(given.seat, (*STATE, "last_play", "seat"), players), given.card, given.color_before,
        hand,
    )  # fmt: skip


def hand_before(hand: Hand, card: Card) -> Hand:
    """The hand before the last play, given with or without the card played.

    A hand no deck could hold (more copies of a card than any deck has) is refused.
    """
    full = hand if card in hand else (*hand, card)
    for held in set(full):
        most = max(deck.count(held) for deck in DECKS.values())
        if full.count(held) > most:
            raise InputError(
                f"state.last_play.hand_before cannot be right: it holds {full.count(held)} × "
                f"{held.code} (counting the card played), and no deck has more than {most}.",
                (*STATE, "last_play", "hand_before"),
                "invalid_value",
            )
    return hand
