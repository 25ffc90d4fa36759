"""The JSON shapes of the rulings API: ``state`` and ``action`` in, the response body out.

Reading is strict: an unknown key is ``unknown_field``, a missing required one
``missing_field``, a bad value ``invalid_value``, each with the path of the value
(``state.hands.1[0]``). Card codes and colours are read case-insensitively. Besides the
documented keys, ``state`` accepts what ``next`` may carry: ``drawn`` (cards the player
on turn drew this turn; ``[]`` when unknown) and ``winner`` (the seat that went out);
``action`` accepts the type ``pass`` (keep the card just drawn). The response adds
``verdict`` (the :class:`~referee.ruling.Verdict`) and, for a bluff, ``if_played_anyway``;
its sentences come from :mod:`referee.explain`.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.cards import DECKS, ENGINE_DECKS, Card, CardError, Color
from referee.errors import InputError
from referee.explain import if_played_anyway, sentence
from referee.ruling import Action, ActionType, Ruling
from referee.situation import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    Direction,
    Hand,
    LastPlay,
    Situation,
    UnoWindow,
)
from referee.web import fields

MAX_PENDING = 200
STATE_KEYS = (
    "players",
    "top",
    "turn",
    "dealer",
    "direction",
    "color",
    "pending_draw",
    "hands",
    "last_play",
    "uno",
    "drawn",
    "winner",
)
ACTION_KEYS: Mapping[str, tuple[str, ...]] = {
    "flip": ("card", "color"),
    "play": ("seat", "card", "color", "target"),
    "draw": ("seat", "drawn"),
    "pass": ("seat",),
    "challenge": ("seat",),
    "call_uno": ("seat",),
    "catch": ("seat", "target"),
    "jump_in": ("seat", "card", "color", "target"),
}
SEAT_REQUIRED = ("challenge", "call_uno", "catch", "jump_in")
CARD_REQUIRED = ("flip", "play", "jump_in")


def parse_state(state: object, action: object = None) -> Situation:
    """Read the ``state`` object (``action`` tells whether a top card is needed).

    :raises InputError: naming the first value that cannot be read.
    """
    data = _object(state, "state")
    fields.reject_unknown(data, STATE_KEYS, "state.")
    players = fields.require(data, "players", "state.")
    n = fields.whole_number(players, "state.players", MIN_PLAYERS, MAX_PLAYERS)
    top = _top(data, action)
    return Situation(
        players=n,
        top=top,
        turn=_seat(data.get("turn", 0), "state.turn", n),
        dealer=_seat(data.get("dealer", 0), "state.dealer", n),
        direction=_direction(data.get("direction", "cw")),
        color=_state_color(data.get("color"), top),
        pending_draw=fields.whole_number(
            data.get("pending_draw", 0), "state.pending_draw", 0, MAX_PENDING
        ),
        hands=_hands(data.get("hands"), n),
        last_play=_last_play(data.get("last_play"), n),
        uno=_uno(data.get("uno"), n),
        drawn=None if data.get("drawn") is None else _cards(data["drawn"], "state.drawn"),
        winner=None if data.get("winner") is None else _seat(data["winner"], "state.winner", n),
    )


def parse_action(action: object, s: Situation) -> Action:
    """Read the ``action`` object against the table ``s``.

    :raises InputError: naming the first value that cannot be read.
    """
    data = _object(action, "action")
    kind = fields.require(data, "type", "action.")
    if not isinstance(kind, str) or kind not in ACTION_KEYS:
        raise InputError(
            f"action.type must be one of {', '.join(ACTION_KEYS)}.", "action.type", "invalid_value"
        )
    fields.reject_unknown(data, ("type", *ACTION_KEYS[kind]), "action.")
    if kind in SEAT_REQUIRED:
        fields.require(data, "seat", "action.")
    if kind in CARD_REQUIRED:
        fields.require(data, "card", "action.")
    n = s.players
    return Action(
        type=ActionType(kind),
        seat=None if data.get("seat") is None else _seat(data["seat"], "action.seat", n),
        card=None if data.get("card") is None else _card(data["card"], "action.card"),
        color=None if data.get("color") is None else _color(data["color"], "action.color"),
        target=None if data.get("target") is None else _seat(data["target"], "action.target", n),
        drawn=None if data.get("drawn") is None else _cards(data["drawn"], "action.drawn"),
    )


def situation_to_json(s: Situation) -> dict[str, object]:
    """The table as a ``state`` object (what ``next`` holds)."""
    data: dict[str, object] = {
        "players": s.players,
        "turn": s.turn,
        "dealer": s.dealer,
        "direction": s.direction.value,
        "top": None if s.top is None else s.top.code,
        "color": None if s.current_color is None else s.current_color.value,
        "pending_draw": s.pending_draw,
        "hands": {str(i): _codes(h) for i, h in enumerate(s.hands) if h is not None},
        "last_play": None if s.last_play is None else _last_play_json(s.last_play),
        "uno": None
        if s.uno is None
        else {"seat": s.uno.seat, "called": s.uno.called, "next_has_acted": s.uno.next_has_acted},
    }
    if s.drawn is not None:
        data["drawn"] = _codes(s.drawn)
    if s.winner is not None:
        data["winner"] = s.winner
    return data


def action_to_json(action: Action) -> dict[str, object]:
    """An action as the ``action`` object (what :func:`parse_action` reads back)."""
    data: dict[str, object] = {"type": action.type.value}
    if action.seat is not None:
        data["seat"] = action.seat
    if action.card is not None:
        data["card"] = action.card.code
    if action.color is not None:
        data["color"] = action.color.value
    if action.target is not None:
        data["target"] = action.target
    if action.drawn is not None:
        data["drawn"] = _codes(action.drawn)
    return data


def ruling_to_json(ruling: Ruling) -> dict[str, object]:
    """The response body of ``POST /api/rulings``."""
    body: dict[str, object] = {
        "legal": ruling.legal,
        "ruling": sentence(ruling),
        "effects": [effect.to_json() for effect in ruling.effects],
        "next": None if ruling.after is None else situation_to_json(ruling.after),
        "rules_applied": list(ruling.rules_applied),
        "verdict": ruling.verdict.value,
    }
    anyway = if_played_anyway(ruling)
    if anyway is not None:
        body["if_played_anyway"] = anyway
    return body


# ---- readers ------------------------------------------------------------------------


def _object(value: object, field: str) -> Mapping[str, object]:
    """``value`` as a JSON object."""
    if not isinstance(value, Mapping):
        raise InputError(f"{field} must be an object.", field, "invalid_value")
    return value


def _seat(value: object, field: str, players: int) -> int:
    """A seat number, 0-based."""
    return fields.whole_number(value, field, 0, players - 1)


def _card(value: object, field: str) -> Card:
    """A card code."""
    try:
        return Card.from_code(value)  # type: ignore[arg-type]
    except CardError as error:
        raise InputError(str(error), field, "invalid_value") from None


def _cards(value: object, field: str) -> Hand:
    """A list of card codes."""
    if not isinstance(value, list):
        raise InputError(f"{field} must be a list of card codes.", field, "invalid_value")
    return tuple(_card(code, f"{field}[{i}]") for i, code in enumerate(value))


def _color(value: object, field: str) -> Color:
    """A colour letter."""
    try:
        return Color.from_code(value)  # type: ignore[arg-type]
    except CardError as error:
        raise InputError(str(error), field, "invalid_value") from None


def _top(data: Mapping[str, object], action: object) -> Card | None:
    """The top card; required except when the action turns up the first card."""
    flip = isinstance(action, Mapping) and action.get("type") == "flip"
    if data.get("top") is None:
        if flip:
            return None
        raise InputError(
            "state.top is required: the card on the pile.", "state.top", "missing_field"
        )
    return _card(data["top"], "state.top")


def _direction(value: object) -> Direction:
    """``cw`` or ``ccw``."""
    if value not in ("cw", "ccw"):
        raise InputError("state.direction must be cw or ccw.", "state.direction", "invalid_value")
    return Direction(value)


def _state_color(value: object, top: Card | None) -> Color | None:
    """The colour in force: named after a wild, else the top card's own."""
    if value is None:
        return None
    color = _color(value, "state.color")
    if top is not None and top.color is not None and color is not top.color:
        raise InputError(
            f"state.color must be {top.color.value} for a {top.label}; "
            "only a wild takes a named colour.",
            "state.color",
            "invalid_value",
        )
    return color


def _hands(value: object, players: int) -> tuple[Hand | None, ...]:
    """Known hands keyed by seat strings."""
    if value is None:
        return ()
    data = _object(value, "state.hands")
    hands: list[Hand | None] = [None] * players
    for key, codes in data.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < players):
            raise InputError(
                f"{key} is not a seat; seats are 0 to {players - 1}.",
                f"state.hands.{key}",
                "invalid_value",
            )
        hands[int(key)] = _cards(codes, f"state.hands.{key}")
    return tuple(hands)


def _last_play(value: object, players: int) -> LastPlay | None:
    """The last card played, with what the table knew before it."""
    if value is None:
        return None
    data = _object(value, "state.last_play")
    fields.reject_unknown(data, ("seat", "card", "color_before", "hand_before"), "state.last_play.")
    seat = _seat(fields.require(data, "seat", "state.last_play."), "state.last_play.seat", players)
    card = _card(fields.require(data, "card", "state.last_play."), "state.last_play.card")
    color = data.get("color_before")
    hand = data.get("hand_before")
    return LastPlay(
        seat,
        card,
        None if color is None else _color(color, "state.last_play.color_before"),
        None if hand is None else _hand_before(hand, card),
    )


def _hand_before(value: object, card: Card) -> Hand:
    """The hand before the last play, given with or without the card played.

    A hand no deck could hold (more copies of a card than any deck has) is refused.
    """
    field = "state.last_play.hand_before"
    hand = _cards(value, field)
    full = hand if card in hand else (*hand, card)
    for held in set(full):
        most = max(DECKS[name].count(held) or 0 for name in ENGINE_DECKS)
        if full.count(held) > most:
            raise InputError(
                f"{field} cannot be right: it holds {full.count(held)} × {held.code} "
                f"(counting the card played), and no deck has more than {most}.",
                field,
                "invalid_value",
            )
    return hand


def _uno(value: object, players: int) -> UnoWindow | None:
    """Who is down to one card and whether a catch still counts."""
    if value is None:
        return None
    data = _object(value, "state.uno")
    fields.reject_unknown(data, ("seat", "called", "next_has_acted"), "state.uno.")
    seat = _seat(fields.require(data, "seat", "state.uno."), "state.uno.seat", players)
    flags = []
    for key in ("called", "next_has_acted"):
        flag = data.get(key, False)
        if not isinstance(flag, bool):
            raise InputError(
                f"state.uno.{key} must be true or false.", f"state.uno.{key}", "invalid_value"
            )
        flags.append(flag)
    return UnoWindow(seat, flags[0], flags[1])


def _last_play_json(last: LastPlay) -> dict[str, object]:
    """A last play as JSON."""
    return {
        "seat": last.seat,
        "card": last.card.code,
        "color_before": None if last.color_before is None else last.color_before.value,
        "hand_before": None if last.hand_before is None else _codes(last.hand_before),
    }


def _codes(hand: Hand) -> list[str]:
    """Card codes of a hand."""
    return [card.code for card in hand]
