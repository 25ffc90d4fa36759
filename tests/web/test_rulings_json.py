"""The rulings API's state and action read into the referee's values: DESIGN.md's examples,
defaults, strict validation."""

from __future__ import annotations

import json

import pytest

from referee.errors import InputError
from referee.rules import HouseRules
from referee.rulings import notation
from referee.rulings.notation import format_situation, parse_situation
from referee.rulings.situation import UnoWindow
from referee.rulings.state_json import action_to_json, situation_to_json
from referee.web.edge.rulings_json import judge_request, parse_action, parse_state

DESIGN_STATE = {
    "players": 4, "turn": 1, "dealer": 0, "direction": "cw", "top": "R7", "color": "R",
    "pending_draw": 0, "hands": {"1": ["R2", "W+4"]},
    "last_play": {"seat": 0, "card": "W+4", "color_before": "R", "hand_before": ["R2", "B5"]},
    "uno": {"seat": 0, "called": False, "next_has_acted": False},
}  # fmt: skip


def test_design_example() -> None:
    body = judge_request(
        DESIGN_STATE,
        {"type": "play", "seat": 1, "card": "W+4", "color": "G"},
        HouseRules.from_mapping({"stacking": "same"}),
    )
    assert body == {
        "legal": False,
        "ruling": "Not allowed: you hold a red card, and a Wild Draw Four may only be played "
        "when you hold no card of the current colour.",
        "verdict": "bluff",
        "if_played_anyway": "It is against the rules, but if it is played anyway it stands "
        "unless seat 2 challenges it; the challenge then succeeds and you draw 4 instead of "
        "seat 2.",
        "effects": [],
        "next": None,
        "rules_applied": ["wild-draw-four"],
    }


def test_legal_play_returns_next_state_that_can_be_fed_back() -> None:
    body = judge_request(DESIGN_STATE, {"type": "play", "seat": 1, "card": "r2"}, HouseRules())
    assert body["legal"] is True
    nxt = body["next"]
    assert isinstance(nxt, dict)
    assert nxt["turn"] == 2 and nxt["top"] == "R2" and nxt["color"] == "R"
    assert nxt["hands"] == {"1": ["W+4"]}
    # Seat 0 still holds one card (too late to catch now); seat 1 has a window of their own.
    assert nxt["uno"] == [
        {"seat": 0, "called": False, "next_has_acted": True},
        {"seat": 1, "called": False, "next_has_acted": False},
    ]
    json.dumps(body)
    again = judge_request(nxt, {"type": "draw", "seat": 2}, HouseRules())
    assert again["legal"] is True


def test_defaults_for_missing_parts() -> None:
    s = parse_state({"players": 3, "top": "g5"})
    assert (s.turn, s.dealer, s.direction.value, s.pending_draw) == (0, 0, "cw", 0)
    assert s.current_color is not None and s.current_color.value == "G"
    assert s.hands == (None, None, None)


def test_flip_needs_no_top() -> None:
    body = judge_request({"players": 4, "dealer": 1}, {"type": "flip", "card": "GS"}, HouseRules())
    assert body["effects"] == [{"type": "skip", "seat": 2}]
    assert isinstance(body["next"], dict) and body["next"]["turn"] == 3


def test_effect_shapes() -> None:
    state = {"players": 4, "turn": 1, "top": "R5", "hands": {"1": ["R0", "B1"]}}
    rules = HouseRules(seven_o=True)
    body = judge_request(state, {"type": "play", "seat": 1, "card": "R0"}, rules)
    assert body["effects"] == [{"type": "rotate_hands", "direction": "cw"}]
    body = judge_request(state | {"top": "R0"}, {"type": "draw", "seat": 1, "drawn": ["R9"]},
                         rules)  # fmt: skip
    assert body["effects"] == [
        {"type": "draw", "seat": 1, "count": 1},
        {"type": "play_drawn", "seat": 1, "card": "R9"},
    ]


@pytest.mark.parametrize(
    ("state", "action", "field", "code"),
    [
        ({"players": 4, "top": "R7", "foo": 1}, {"type": "draw"}, "state.foo", "unknown_field"),
        ({"players": 4, "top": "R7"}, {"type": "draw", "bar": 1}, "action.bar", "unknown_field"),
        ({"players": 4, "top": "R7"}, {"type": "draw", "card": "R1"}, "action.card",
         "unknown_field"),
        ({"top": "R7"}, {"type": "draw"}, "state.players", "missing_field"),
        ({"players": 4}, {"type": "draw"}, "state.top", "missing_field"),
        ({"players": 11, "top": "R7"}, {"type": "draw"}, "state.players", "invalid_value"),
        ({"players": True, "top": "R7"}, {"type": "draw"}, "state.players", "invalid_value"),
        ({"players": 4, "top": "X7"}, {"type": "draw"}, "state.top", "invalid_value"),
        ({"players": 4, "top": "R7", "turn": 4}, {"type": "draw"}, "state.turn", "invalid_value"),
        ({"players": 4, "top": "R7", "direction": "left"}, {"type": "draw"}, "state.direction",
         "invalid_value"),
        ({"players": 4, "top": "R7", "color": "G"}, {"type": "draw"}, "state.color",
         "invalid_value"),
        ({"players": 4, "top": "W", "color": "P"}, {"type": "draw"}, "state.color",
         "invalid_value"),
        ({"players": 4, "top": "R7", "hands": {"1": ["R2", "Q"]}}, {"type": "draw"},
         "state.hands.1[1]", "invalid_value"),
        ({"players": 4, "top": "R7", "hands": {"9": []}}, {"type": "draw"}, "state.hands.9",
         "invalid_value"),
        ({"players": 4, "top": "R7", "last_play": {"seat": 0}}, {"type": "draw"},
         "state.last_play.card", "missing_field"),
        ({"players": 4, "top": "R7", "uno": {"seat": 0, "called": 1}}, {"type": "draw"},
         "state.uno.called", "invalid_value"),
        ({"players": 4, "top": "R7", "uno": [{"seat": 0}, {"seat": 0, "called": True}]},
         {"type": "draw"}, "state.uno[1].seat", "invalid_value"),
        ({"players": 4, "top": "R7", "uno": [{"seat": 1}, {"seat": 4}]}, {"type": "draw"},
         "state.uno[1].seat", "invalid_value"),
        ({"players": 4, "top": "R7", "uno": {"seat": 4}}, {"type": "draw"}, "state.uno.seat",
         "invalid_value"),
        ({"players": 4, "top": "R7", "uno": [{"seat": 1, "next_has_acted": "no"}]},
         {"type": "draw"}, "state.uno[0].next_has_acted", "invalid_value"),
        ({"players": 4, "top": "R7", "uno": [{"called": True}]}, {"type": "draw"},
         "state.uno[0].seat", "missing_field"),
        ({"players": 4, "top": "R7", "uno": [{"seat": 1, "mood": 1}]}, {"type": "draw"},
         "state.uno[0].mood", "unknown_field"),
        ({"players": 4, "top": "R7", "uno": [1]}, {"type": "draw"}, "state.uno[0]",
         "invalid_value"),
        ({"players": 4, "top": "R7", "uno": 1}, {"type": "draw"}, "state.uno", "invalid_value"),
        ({"players": 4, "top": "R7", "uno": "seat 1"}, {"type": "draw"}, "state.uno",
         "invalid_value"),
        ({"players": 4, "top": "R7", "uno": [{"seat": 0}] * 11}, {"type": "draw"}, "state.uno",
         "invalid_value"),
        ({"players": 4, "top": "R7", "pending_draw": -1}, {"type": "draw"}, "state.pending_draw",
         "invalid_value"),
        ({"players": 4, "top": "R7"}, {}, "action.type", "missing_field"),
        ({"players": 4, "top": "R7"}, {"type": "dance"}, "action.type", "invalid_value"),
        ({"players": 4, "top": "R7"}, {"type": "play", "seat": 1}, "action.card",
         "missing_field"),
        ({"players": 4, "top": "R7"}, {"type": "challenge"}, "action.seat", "missing_field"),
        ({"players": 4, "top": "R7"}, {"type": "play", "seat": 1, "card": "R1", "color": "X"},
         "action.color", "invalid_value"),
        ({"players": 4, "top": "R7"}, {"type": "catch", "seat": 1, "target": 7},
         "action.target", "invalid_value"),
        ({"players": 4, "top": "R7"}, {"type": "draw", "drawn": ["R1", 5]}, "action.drawn[1]",
         "invalid_value"),
        ([], {"type": "draw"}, "state", "invalid_value"),
    ],
)  # fmt: skip
def test_malformed_requests(state: object, action: object, field: str, code: str) -> None:
    with pytest.raises(InputError) as info:
        judge_request(state, action, HouseRules())  # type: ignore[arg-type]
    assert (info.value.field, info.value.code) == (field, code)
    assert info.value.message.endswith(".")


@pytest.mark.parametrize(
    "text",
    [
        "4p t1 d0 cw top:R7 h1:R2,W+4 last:0:W+4:R:R2,B5 uno:0",
        "2p t0 d1 ccw top:W col:G pd:4 h0:- drawn:- won:1",
        "6p t5 d2 cw top:B+2 last:3:B+2:?:? uno:3:called,acted drawn:R1,G2",
        "5p t2 d0 cw top:R0 h0:G1 h2:B1 uno:0:called uno:2 uno:4:acted",
    ],
)
def test_notation_and_json_round_trip(text: str) -> None:
    s = parse_situation(text)
    assert format_situation(s) == text
    assert parse_state(json.loads(json.dumps(situation_to_json(s)))) == s


@pytest.mark.parametrize(
    "text",
    ["flip W+4 col:G", "play 1 W+4 col:G", "play 1 R7 tgt:2", "draw 1 drawn:R5,G2", "pass 1",
     "challenge 1", "uno 0", "catch 2 tgt:0", "jump 3 R7"],
)  # fmt: skip
def test_actions_round_trip_through_json(text: str) -> None:
    action = notation.parse_action(text)
    situation = notation.parse_situation("4p top:R7")
    assert parse_action(action_to_json(action), situation) == action


# A Seven-O 0 from seat 1 passes the hands clockwise: seats 0 and 2 end on one card.
ROTATE = {
    "players": 4, "turn": 1, "top": "R5",
    "hands": {"0": ["Y1", "Y2"], "1": ["R0", "B1"], "2": ["G2", "G3"], "3": ["G1"]},
}  # fmt: skip
SEVEN_O = HouseRules.from_mapping({"seven_o": True})


def test_next_uno_is_a_list_when_several_players_are_down_to_one_card() -> None:
    body = judge_request(ROTATE, {"type": "play", "seat": 1, "card": "R0"}, SEVEN_O)
    nxt = body["next"]
    assert isinstance(nxt, dict)
    assert nxt["uno"] == [
        {"seat": 0, "called": False, "next_has_acted": False},
        {"seat": 2, "called": False, "next_has_acted": False},
    ]
    # Sent back as it came: seat 0 is caught, seat 2 keeps a window, written as one object.
    caught = judge_request(nxt, {"type": "catch", "seat": 3, "target": 0}, SEVEN_O)
    assert caught["legal"] is True
    assert isinstance(caught["next"], dict)
    assert caught["next"]["uno"] == {"seat": 2, "called": False, "next_has_acted": False}
    # Seat 2 draws: their window ends, and no window is left: null, as ever.
    drew = judge_request(caught["next"], {"type": "draw", "seat": 2}, SEVEN_O)
    assert isinstance(drew["next"], dict) and drew["next"]["uno"] is None


def test_state_uno_takes_one_window_or_a_list_of_them() -> None:
    one = {"seat": 2, "called": True, "next_has_acted": False}
    as_object = parse_state({"players": 4, "top": "R7", "uno": one})
    as_list = parse_state({"players": 4, "top": "R7", "uno": [one]})
    assert as_object == as_list
    assert as_object.uno == (UnoWindow(2, called=True),)
    both = parse_state({"players": 4, "top": "R7", "uno": [{"seat": 3}, one]})
    assert both.uno == (UnoWindow(2, called=True), UnoWindow(3))
    assert parse_state({"players": 4, "top": "R7", "uno": []}).uno == ()
    assert parse_state({"players": 4, "top": "R7", "uno": None}).uno == ()


def test_each_window_in_the_list_is_judged_on_its_own() -> None:
    state = {"players": 4, "turn": 2, "top": "R7", "hands": {"0": ["G1"], "3": ["B1"]},
             "uno": [{"seat": 0, "called": True}, {"seat": 3}]}  # fmt: skip
    safe = judge_request(state, {"type": "catch", "seat": 1, "target": 0}, HouseRules())
    assert safe["legal"] is False and safe["verdict"] == "no_penalty"
    caught = judge_request(state, {"type": "catch", "seat": 1, "target": 3}, HouseRules())
    assert caught["legal"] is True
    assert caught["effects"] == [{"type": "draw", "seat": 3, "count": 2}]
    assert isinstance(caught["next"], dict)
    assert caught["next"]["uno"] == {"seat": 0, "called": True, "next_has_acted": False}
