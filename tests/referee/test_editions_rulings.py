"""Rulings in every edition, judged by the engine (``judge``) from tests/editions_table.py.

The rows are the API's JSON; here they are read into the engine's values with the deck's
own cards and colours, judged, and written back as the API writes a ruling, so the same
expectations hold in core and over HTTP (tests/web/test_api_editions_rulings.py).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cards import Card, Color
from referee.decks import DECKS, Deck, get_deck
from referee.rulebook.book import get_entry
from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.ruling import Action, ActionType
from referee.rulings.situation import Direction, LastPlay, Situation, UnoWindow
from referee.rulings.state_json import ruling_to_json
from tests.editions_table import ROWS, Row, check


def read_cards(deck: Deck, codes: list[str], side: str | None) -> tuple[Card, ...]:
    return tuple(deck.read(code, side) for code in codes)


def read_color(deck: Deck, code: str | None) -> Color | None:
    if code is None:
        return None
    return next(color for color in deck.colors if color.code == code)


def situation_of(deck_name: str, state: dict[str, Any]) -> Situation:
    """A ``state`` object as the engine's situation, in ``deck_name``."""
    deck = get_deck(deck_name)
    side = state.get("side")
    players = state["players"]
    hands: list[tuple[Card, ...] | None] = [None] * players
    for seat, codes in state.get("hands", {}).items():
        hands[int(seat)] = read_cards(deck, codes, side)
    last = state.get("last_play")
    uno = state.get("uno")
    top = None if state.get("top") is None else deck.read(state["top"], side)
    return Situation(
        players=players,
        top=top,
        turn=state.get("turn", 0),
        dealer=state.get("dealer", 0),
        direction=Direction(state.get("direction", "cw")),
        color=read_color(deck, state.get("color")),
        pending_draw=state.get("pending_draw", 0),
        hands=tuple(hands),
        last_play=None
        if last is None
        else LastPlay(
            last["seat"],
            deck.read(last["card"], side),
            read_color(deck, last.get("color_before")),
            None
            if last.get("hand_before") is None
            else read_cards(deck, last["hand_before"], side),
        ),
        uno=() if uno is None else (UnoWindow(uno["seat"], uno["called"], uno["next_has_acted"]),),
        drawn=None if state.get("drawn") is None else read_cards(deck, state["drawn"], side),
        deck=deck_name,
        side=side,
        out=frozenset(state.get("out", ())),
    )


def action_of(deck_name: str, action: dict[str, Any], side: str | None) -> Action:
    deck = get_deck(deck_name)
    card = action.get("card")
    drawn = action.get("drawn")
    return Action(
        ActionType(action["type"]),
        seat=action.get("seat"),
        card=None if card is None else deck.read(card, side),
        color=read_color(deck, action.get("color")),
        target=action.get("target"),
        drawn=None if drawn is None else read_cards(deck, drawn, side),
    )


def judged(row: Row) -> dict[str, Any]:
    s = situation_of(row.deck, row.state)
    ruling = judge(s, action_of(row.deck, row.action, s.side), HouseRules.from_mapping(row.rules))
    return ruling_to_json(ruling)


@pytest.mark.parametrize("row", ROWS, ids=[f"{row.deck}: {row.name}" for row in ROWS])
def test_edition_ruling(row):
    check(row, judged(row))


@pytest.mark.parametrize("row", ROWS, ids=[f"{row.deck}: {row.name}" for row in ROWS])
def test_every_rule_cited_is_a_rulebook_entry(row):
    for rule in judged(row)["rules_applied"]:
        assert get_entry(rule).id == rule


def test_every_edition_is_in_the_table():
    assert {row.deck for row in ROWS} == set(DECKS) - {"classic", "2015", "2018"}


# ---- many actions in every edition: each rule cited is a rulebook entry -----------------------

EDITIONS = ("flip", "no_mercy", "all_wild", "attack")
KINDS = ("play", "play", "play", "draw", "pass", "challenge", "call_uno", "catch", "jump_in",
         "flip")  # fmt: skip


@st.composite
def edition_case(draw: Any) -> tuple[Situation, Action]:
    """A table in one of the editions, and an action taken at it."""
    name = draw(st.sampled_from(EDITIONS))
    deck = get_deck(name)
    players = draw(st.integers(2, 6))
    side = draw(st.sampled_from(("light", "dark"))) if name == "flip" else None
    cards = [card for card in deck.counts if side is None or card.side in (None, side)]
    colors = [c for c in deck.colors if side is None or c.side == side]
    any_card = st.sampled_from(cards)
    top = draw(any_card)
    color = draw(st.sampled_from(colors)) if top.is_wild and colors else None
    out: frozenset[int] = frozenset()
    if name == "no_mercy" and players > 2:
        out = frozenset(draw(st.sets(st.integers(0, players - 1), max_size=players - 2)))
    seats = [seat for seat in range(players) if seat not in out]
    turn = draw(st.sampled_from(seats))
    pending = top.rank.draw * draw(st.integers(0, 3)) if top.rank.draw else 0
    hands: list[tuple[Card, ...] | None] = [None] * players
    for seat in seats:
        if draw(st.booleans()):
            hands[seat] = tuple(draw(st.lists(any_card, min_size=1, max_size=30)))
    last = None
    if draw(st.booleans()):
        before = draw(st.sampled_from(colors)) if colors else None
        held = tuple(draw(st.lists(any_card, max_size=4)))
        last = LastPlay(draw(st.sampled_from(seats)), top, before, (top, *held))
    uno: tuple[UnoWindow, ...] = ()
    if draw(st.booleans()):
        uno = (UnoWindow(draw(st.sampled_from(seats)), draw(st.booleans()), draw(st.booleans())),)
    s = Situation(
        players=players, top=top, turn=turn, dealer=draw(st.sampled_from(seats)),
        direction=draw(st.sampled_from(list(Direction))), color=color, pending_draw=pending,
        hands=tuple(hands), last_play=last, uno=uno, deck=name, side=side, out=out,
    )  # fmt: skip
    kind = ActionType(draw(st.sampled_from(KINDS)))
    card = draw(any_card)
    action = Action(
        kind,
        seat=None if kind is ActionType.FLIP else draw(st.sampled_from(seats)),
        card=card if kind in (ActionType.PLAY, ActionType.JUMP_IN, ActionType.FLIP) else None,
        color=draw(st.sampled_from(colors)) if card.is_wild and colors else None,
        target=draw(st.one_of(st.none(), st.sampled_from(seats))),
        drawn=tuple(draw(st.lists(any_card, max_size=3))) if kind is ActionType.DRAW else None,
    )
    return s, action


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    edition_case(),
    st.sampled_from(
        [{}, {"stacking": "any", "seven_o": True}, {"draw_four_challenge": False, "jump_in": True}]
    ),
)
def test_many_edition_actions_cite_only_rulebook_entries(case, options):
    s, action = case
    ruling = judge(s, action, HouseRules.from_mapping(options))
    assert ruling.rules_applied, ruling
    for rule in ruling.rules_applied:
        assert get_entry(rule).id == rule
    body = ruling_to_json(ruling)  # and it can be written as the API answers
    assert body["legal"] is ruling.legal
