"""Rulings in an edition: what the request may say, and the settled cases at the edges."""

from __future__ import annotations

from typing import Any

import pytest


def ask(client: Any, deck: str, state: dict[str, Any], action: dict[str, Any],
        **extra: Any) -> Any:  # fmt: skip
    return client.post("/api/rulings", json={"deck": deck, "state": state, "action": action,
                                             **extra})  # fmt: skip


@pytest.mark.parametrize(
    ("deck", "state", "action", "field"),
    [
        ("attack", {"players": 4, "top": "R7"}, {"type": "play", "seat": 0, "card": "R+2"},
         "action.card"),
        ("flip", {"players": 4, "top": "R7"}, {"type": "play", "seat": 0, "card": "R0"},
         "action.card"),
        ("no_mercy", {"players": 4, "top": "W+4", "color": "R"}, {"type": "draw", "seat": 0},
         "state.top"),
        ("classic", {"players": 4, "top": "R7", "hands": {"1": ["R5", "WDC"]}},
         {"type": "draw", "seat": 0}, "state.hands.1[1]"),
        ("all_wild", {"players": 3, "top": "W"}, {"type": "draw", "drawn": ["R5"]},
         "action.drawn[0]"),
    ],
)  # fmt: skip
def test_a_card_of_another_deck_is_invalid_card(assert_error, client, deck, state, action, field):
    error = assert_error(ask(client, deck, state, action), 400, "invalid_card", field)
    assert field in error["message"]


def test_a_code_that_is_no_card_at_all_stays_a_bad_value(assert_error, client):
    response = ask(client, "flip", {"players": 3, "top": "R7"}, {"type": "play", "card": "Z9"})
    assert_error(response, 400, "invalid_value", "action.card")


@pytest.mark.parametrize(
    ("state", "action", "field"),
    [
        ({"players": 4, "top": "W"}, {"type": "play", "seat": 0, "card": "W", "color": "P"},
         "action.color"),
        ({"players": 4, "top": "W", "color": "T"}, {"type": "draw", "seat": 0}, "state.color"),
        ({"players": 4, "top": "P5", "side": "dark", "hands": {"0": ["P2"]}, "turn": 1,
          "last_play": {"seat": 0, "card": "P5", "hand_before": ["R2", "P5"]}},
         {"type": "draw", "seat": 1}, "state.last_play.hand_before[0]"),
    ],
)  # fmt: skip
def test_flip_reads_every_card_and_colour_on_the_side_in_play(
    assert_error, client, state, action, field
):
    assert_error(ask(client, "flip", state, action), 400, "invalid_value", field)


@pytest.mark.parametrize("deck", ["classic", "no_mercy", "all_wild", "attack"])
def test_only_flip_has_sides(assert_error, client, deck):
    top = "W" if deck == "all_wild" else "R7"
    state = {"players": 3, "top": top, "side": "light"}
    assert_error(ask(client, deck, state, {"type": "draw"}), 400, "invalid_value", "state.side")


def test_attack_has_no_stack_to_take(assert_error, client):
    state = {"players": 3, "top": "RH2", "pending_draw": 2}
    response = ask(client, "attack", state, {"type": "draw", "seat": 0})
    assert_error(response, 400, "invalid_value", "state.pending_draw")


def test_a_no_mercy_hand_of_25_belongs_to_a_player_out_of_the_round(assert_error, client):
    hand = ["R1"] * 25
    state = {"players": 3, "top": "R7", "hands": {"2": hand}}
    response = ask(client, "no_mercy", state, {"type": "draw", "seat": 0})
    assert_error(response, 400, "invalid_value", "state.hands.2")
    state["out"] = [2]
    assert ask(client, "no_mercy", state, {"type": "draw", "seat": 0}).get_json()["legal"]


@pytest.mark.parametrize(
    ("deck", "rules", "card", "effect"),
    [("classic", {"seven_o": True}, "R7", "swap"), ("no_mercy", {}, "R7", "swap"),
     ("all_wild", {}, "WFS", "swap"), ("attack", {}, "RTH", "swap"),
     ("all_wild", {}, "WT2", "draw")],
)  # fmt: skip
def test_with_one_other_player_the_card_needs_no_target(client, deck, rules, card, effect):
    top = "W" if deck == "all_wild" else "R5"
    state = (
        {"players": 3, "top": top, "out": [1]} if deck == "no_mercy" else {"players": 2, "top": top}
    )
    body = ask(client, deck, state, {"type": "play", "seat": 0, "card": card}, rules=rules)
    ruling = body.get_json()
    assert ruling["legal"], ruling["ruling"]
    other = 2 if deck == "no_mercy" else 1
    found = [e for e in ruling["effects"] if e["type"] == effect]
    assert found and (found[0].get("seats") == [0, other] or found[0].get("seat") == other)


def test_with_three_players_the_target_must_still_be_named(client):
    state = {"players": 3, "top": "R5"}
    body = ask(client, "no_mercy", state, {"type": "play", "seat": 0, "card": "R7"}).get_json()
    assert body["verdict"] == "incomplete" and "target" in body["ruling"]


def test_one_player_left_in_means_the_round_is_over(client):
    state = {"players": 4, "top": "R7", "out": [1, 2, 3]}
    body = ask(client, "no_mercy", state, {"type": "draw", "seat": 0}).get_json()
    assert not body["legal"] and body["next"] is None
    assert "last player left" in body["ruling"] and "no-mercy" in body["rules_applied"]


def test_a_knocked_out_player_takes_no_part(client):
    state = {"players": 4, "top": "R7", "out": [2], "uno": {"seat": 1}}
    body = ask(client, "no_mercy", state, {"type": "catch", "seat": 2, "target": 1}).get_json()
    assert not body["legal"] and "knocked out" in body["ruling"]
    body = ask(client, "no_mercy", state, {"type": "catch", "seat": 3, "target": 1}).get_json()
    assert body["legal"] and body["effects"] == [{"type": "draw", "seat": 1, "count": 2}]


def test_a_wild_draw_color_as_the_last_card_is_still_drawn_for(client):
    state = {"players": 4, "top": "P5", "side": "dark", "hands": {"0": ["WDC"]}}
    action = {"type": "play", "seat": 0, "card": "WDC", "color": "T"}
    body = ask(client, "flip", state, action).get_json()
    assert body["legal"] and body["next"]["winner"] == 0
    assert body["effects"] == [{"type": "draw_until_color", "seat": 1, "color": "T"}]
