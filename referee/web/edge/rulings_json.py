"""The rulings API's ``state`` and ``action``, read into the referee's own values.

The shapes are :mod:`referee.web.edge.schema`'s ``State`` and action models: an unknown key
is ``unknown_field``, a missing one ``missing_field``, a bad value (a bad card code
included) ``invalid_value``, each with the path of the value (``state.hands.1[0]``).
What the shapes cannot say is checked here, against the table: seats below the number
of players, at most one UNO window per seat, a top card unless the action turns it up,
a colour that agrees with a coloured top card, a ``hand_before`` some deck could hold
(the core's checks, worded in :mod:`referee.scorekeeping.checks`). The answer is written by
:func:`referee.rulings.state_json.ruling_to_json`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from referee.cards import SIDES, Card
from referee.decks import CLASSIC, Deck, get_deck
from referee.errors import Path
from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.ruling import Action, ActionType
from referee.rulings.situation import Direction, Hand, LastPlay, Situation, UnoWindow
from referee.rulings.state_json import ruling_to_json
from referee.scorekeeping import checks
from referee.web.edge.schema.reading import read
from referee.web.edge.schema.rulings import ActionBody, ActionOnly, DeckOnly, LastPlayIn, State, Uno

STATE: Path = ("state",)
ACTION: Path = ("action",)


def judge_request(
    state: object, action: object, rules: HouseRules, deck: Deck = CLASSIC
) -> dict[str, object]:
    """Rule on the JSON API's ``state`` and ``action``; return the response body.

    :raises InputError: if ``state`` or ``action`` is malformed (never for a rule broken).
    """
    situation = parse_state(state, action, deck)
    return ruling_to_json(judge(situation, parse_action(action, situation), rules))


def parse_state(data: object, action: object = None, deck: Deck = CLASSIC) -> Situation:
    """Read a ``state`` object (``action`` tells whether a top card is needed).

    :raises InputError: naming the first value that cannot be read.
    """
    flip = isinstance(action, dict) and action.get("type") == "flip"
    state = read(State, data, STATE, deck=deck, side=given_side(data, deck))
    return to_situation(state, flip, deck)


def given_side(state: object, deck: Deck) -> str | None:
    """The side a raw ``state`` of UNO Flip! says is in play (light when it says none),
    to read its cards and colours on; ``None`` for a deck of one side (the model checks
    the value itself)."""
    if not deck.sides:
        return None
    side = state.get("side") if isinstance(state, dict) else None
    return side if isinstance(side, str) and side in SIDES else "light"


def request_deck(body: object, game_deck: Callable[[str], str | None]) -> Deck:
    """The deck a raw rulings request is played with: ``deck``, else that of the game
    named by ``game`` (looked up by ``game_deck``), else the classic deck.

    :raises InputError: for a ``deck`` that is no deck.
    """
    if not isinstance(body, dict):
        return CLASSIC
    if "deck" in body and body["deck"] is not None:
        return get_deck(read(DeckOnly, {"deck": body["deck"]}).deck)
    game = body.get("game")
    name = game_deck(game) if isinstance(game, str) else None
    return CLASSIC if name is None else get_deck(name)


def parse_action(data: object, s: Situation) -> Action:
    """Read an ``action`` object against the table ``s``.

    :raises InputError: naming the first value that cannot be read.
    """
    deck = get_deck(s.deck)
    body = read(ActionOnly, {"action": data}, deck=deck, side=s.side)
    return to_action(body.action, s)


def to_situation(state: State, flip: bool = False, deck: Deck = CLASSIC) -> Situation:
    """The table a checked ``state`` describes.

    :raises InputError: for a seat past the table, a missing top card, a colour that
        disagrees with the top card, a ``hand_before`` no deck could hold, a side or
        knocked-out seats the deck does not have.
    """
    n = state.players
    out = checks.clean_out(deck, state.out, n, state.turn)
    side = checks.clean_side(deck, state.side)
    checks.check_pending_draw(deck, state.pending_draw)
    checks.check_mercy_hands(deck, {key: len(cards) for key, cards in (state.hands or {}).items()},
                             out)  # fmt: skip
    if side is not None:
        checks.check_on_side(shown_cards(state), side)
    return Situation(
        players=n,
        top=checks.require_top(state.top, flip),
        turn=checks.clean_seat(state.turn, (*STATE, "turn"), n),
        dealer=checks.clean_seat(state.dealer, (*STATE, "dealer"), n),
        direction=Direction(state.direction),
        color=checks.clean_state_color(state.color, state.top),
        pending_draw=state.pending_draw,
        hands=hands(state.hands, n),
        last_play=last_play(state.last_play, n, deck.name),
        uno=uno_windows(state.uno, n),
        drawn=None if state.drawn is None else tuple(state.drawn),
        winner=optional_seat(state.winner, (*STATE, "winner"), n),
        deck=deck.name,
        side=side,
        out=out,
    )


def shown_cards(state: State) -> list[tuple[Path, Card]]:
    """Every card a ``state`` shows, with its path."""
    shown: list[tuple[Path, Card]] = [] if state.top is None else [((*STATE, "top"), state.top)]
    for key, cards in (state.hands or {}).items():
        shown += [((*STATE, "hands", key, i), card) for i, card in enumerate(cards)]
    shown += [((*STATE, "drawn", i), card) for i, card in enumerate(state.drawn or ())]
    if state.last_play is not None:
        shown.append(((*STATE, "last_play", "card"), state.last_play.card))
        before = state.last_play.hand_before or ()
        shown += [((*STATE, "last_play", "hand_before", i), card) for i, card in enumerate(before)]
    return shown


def to_action(action: ActionBody, s: Situation) -> Action:
    """The referee's action for a checked ``action``, its seats checked against ``s``."""
    n = s.players
    found = {
        key: getattr(action, key, None) for key in ("seat", "card", "color", "target", "drawn")
    }
    return Action(
        type=ActionType(action.type),
        seat=optional_seat(found["seat"], (*ACTION, "seat"), n),
        card=found["card"],
        color=found["color"],
        target=optional_seat(found["target"], (*ACTION, "target"), n),
        drawn=None if found["drawn"] is None else tuple(found["drawn"]),
    )


def hands(given: dict[str, list[Card]] | None, players: int) -> tuple[Hand | None, ...]:
    """Known hands keyed by seat strings."""
    if given is None:
        return ()
    found: list[Hand | None] = [None] * players
    for key, cards in given.items():
        found[checks.clean_hand_seat(key, players)] = tuple(cards)
    return tuple(found)


def last_play(given: LastPlayIn | None, players: int, deck: str = "classic") -> LastPlay | None:
    """The last card played, with what the table knew before it."""
    if given is None:
        return None
    hand = given.hand_before
    return LastPlay(
        checks.clean_seat(given.seat, (*STATE, "last_play", "seat"), players),
        given.card,
        given.color_before,
        None if hand is None else checks.clean_hand_before(tuple(hand), given.card, deck),
    )


def uno_windows(given: Uno | list[Uno] | None, players: int) -> tuple[UnoWindow, ...]:
    """The open UNO windows: one object, or a list of them with one per seat.

    :raises InputError: for a seat past the table, or a second window for a seat.
    """
    if given is None:
        return ()
    if isinstance(given, Uno):
        return (uno_window(given, (*STATE, "uno"), players),)
    found: dict[int, UnoWindow] = {}
    for index, item in enumerate(given):
        window = uno_window(item, (*STATE, "uno", index), players, found)
        found[window.seat] = window
    return tuple(found.values())


def uno_window(given: Uno, path: Path, players: int, taken: Collection[int] = ()) -> UnoWindow:
    """One UNO window, its seat checked against the table and the windows ``taken``."""
    seat = checks.clean_uno_seat(given.seat, (*path, "seat"), players, taken)
    return UnoWindow(seat, given.called, given.next_has_acted)


def optional_seat(value: int | None, path: Path, players: int) -> int | None:
    """A seat of the table, when one is given."""
    return None if value is None else checks.clean_seat(value, path, players)
