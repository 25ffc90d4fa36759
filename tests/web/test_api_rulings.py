"""POST /api/rulings: the JSON API contract, sentence by sentence."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cards import ALL_CARDS
from referee.rulebook.book import get_entry
from referee.rules import OPTIONS
from referee.rulings.notation import parse_action, parse_situation
from referee.rulings.ruling import Verdict
from referee.rulings.state_json import action_to_json, situation_to_json
from tests.rulings_table import API_SAMPLE, SCENARIOS, effects_text, shape, table_of

DESIGN_EXAMPLE = {
    "rules": {"stacking": "same"},
    "state": {
        "players": 4,
        "turn": 1,
        "dealer": 0,
        "direction": "cw",
        "top": "R7",
        "color": "R",
        "pending_draw": 0,
        "hands": {"1": ["R2", "W+4"]},
        "last_play": {"seat": 0, "card": "W+4", "color_before": "R", "hand_before": ["R2", "B5"]},
        "uno": {"seat": 0, "called": False, "next_has_acted": False},
    },
    "action": {"type": "play", "seat": 1, "card": "W+4", "color": "G"},
}
# A Draw Two answered with a Draw Two: legal only while stacking is on.
STACK_TWO = {
    "state": {"players": 3, "turn": 1, "top": "R+2", "pending_draw": 2},
    "action": {"type": "play", "seat": 1, "card": "B+2"},
}
EFFECT_KEYS = {
    "draw": {"type", "seat", "count"},
    "skip": {"type", "seat"},
    "reverse": {"type"},
    "shuffle_hands": {"type", "seat"},
    "color": {"type", "color"},
    "choose_color": {"type", "seat"},
    "swap": {"type", "seats"},
    "rotate_hands": {"type", "direction"},
    "reshuffle": {"type"},
    "play_drawn": {"type", "seat", "card"},
}
NEXT_KEYS = {"turn", "direction", "top", "color", "pending_draw"}


def rule(client, body, status=200):
    response = client.post("/api/rulings", json=body)
    assert response.status_code == status, response.get_data(as_text=True)
    return response.get_json()


@pytest.fixture(scope="session")
def assert_ruling_shape(assert_one_sentence):
    """``assert_ruling_shape(body)``: a ruling in the contract's shape."""
    return lambda body: check_ruling_shape(body, assert_one_sentence)


def check_ruling_shape(body, assert_one_sentence):
    keys = ["legal", "ruling", "effects", "next", "rules_applied", "verdict"]
    assert list(body) == keys + (["if_played_anyway"] if body["verdict"] == "bluff" else [])
    assert isinstance(body["legal"], bool)
    assert Verdict(body["verdict"]).legal is body["legal"]
    assert_one_sentence(body["ruling"])
    for effect in body["effects"]:
        assert set(effect) == EFFECT_KEYS[effect["type"]], effect
    for entry_id in body["rules_applied"]:
        assert get_entry(entry_id).id == entry_id
    if body["legal"]:
        assert set(body["next"]) >= NEXT_KEYS
    else:
        assert body["effects"] == [] and body["next"] is None


def test_the_design_example_is_answered_word_for_word(client):
    body = rule(client, DESIGN_EXAMPLE)
    assert body == {
        "legal": False,
        "ruling": "Not allowed: you hold a red card, and a Wild Draw Four may only be "
        "played when you hold no card of the current colour.",
        "effects": [],
        "next": None,
        "rules_applied": ["wild-draw-four"],
        "verdict": "bluff",
        "if_played_anyway": "It is against the rules, but if it is played anyway it stands "
        "unless seat 2 challenges it; the challenge then succeeds and you draw 4 instead of "
        "seat 2.",
    }


def test_a_legal_play_lists_its_effects_in_order_and_the_next_state(assert_ruling_shape, client):
    body = rule(
        client,
        {
            "state": {"players": 4, "turn": 0, "top": "R5"},
            "action": {"type": "play", "seat": 0, "card": "R+2"},
        },
    )
    assert_ruling_shape(body)
    assert body["legal"] is True
    assert body["effects"] == [{"type": "draw", "seat": 1, "count": 2}, {"type": "skip", "seat": 1}]
    assert body["next"]["turn"] == 2
    assert body["next"]["top"] == "R+2"
    assert body["next"]["color"] == "R"
    assert body["next"]["pending_draw"] == 0
    assert body["next"]["direction"] == "cw"
    assert "draw-two" in body["rules_applied"]


def test_state_needs_only_players_and_top_the_rest_defaults_to_the_plain_case(
    assert_ruling_shape, client
):
    body = rule(
        client,
        {"state": {"players": 3, "top": "G4"}, "action": {"type": "play", "seat": 0, "card": "G9"}},
    )
    assert_ruling_shape(body)
    assert body["legal"] is True
    # turn 0, clockwise, the colour of the top card, nothing pending
    assert body["next"]["turn"] == 1
    assert body["next"]["direction"] == "cw"
    assert body["next"]["color"] == "G"


@pytest.mark.parametrize(
    ("action", "effect_type"),
    [
        ({"type": "flip", "card": "RR"}, "reverse"),
        ({"type": "flip", "card": "W+4"}, "reshuffle"),
        ({"type": "flip", "card": "W"}, "choose_color"),
        ({"type": "play", "seat": 0, "card": "W", "color": "G"}, "color"),
        ({"type": "play", "seat": 0, "card": "RS"}, "skip"),
    ],
)
def test_effects_come_from_the_contract_vocabulary(
    assert_ruling_shape, client, action, effect_type
):
    body = rule(client, {"state": {"players": 4, "top": "R5"}, "action": action})
    assert_ruling_shape(body)
    assert body["legal"] is True
    assert effect_type in [effect["type"] for effect in body["effects"]]


def test_seven_o_swaps_and_zero_rotates_when_the_rules_say_so(client):
    state = {"players": 4, "top": "R7"}
    swap = rule(
        client,
        {
            "rules": {"seven_o": True},
            "state": state,
            "action": {"type": "play", "seat": 0, "card": "G7", "target": 2},
        },
    )
    assert {"type": "swap", "seats": [0, 2]} in swap["effects"]
    rotate = rule(
        client,
        {
            "rules": {"seven_o": True},
            "state": {"players": 4, "top": "R0"},
            "action": {"type": "play", "seat": 0, "card": "B0"},
        },
    )
    assert {"type": "rotate_hands", "direction": "cw"} in rotate["effects"]
    official = rule(
        client,
        {"state": state, "action": {"type": "play", "seat": 0, "card": "G7"}},
    )
    assert not [e for e in official["effects"] if e["type"] == "swap"]


def test_a_play_or_draw_without_a_seat_is_by_the_player_on_turn(client):
    state = {"players": 3, "turn": 2, "top": "R5"}
    play = rule(client, {"state": state, "action": {"type": "play", "card": "R9"}})
    assert play["legal"] is True
    assert play["next"]["turn"] == 0
    assert play["next"]["last_play"]["seat"] == 2
    draw = rule(client, {"state": state, "action": {"type": "draw"}})
    assert draw["legal"] is True


def test_an_illegal_action_is_a_ruling_not_an_error(assert_ruling_shape, client):
    body = rule(client, STACK_TWO)
    assert_ruling_shape(body)
    assert body["legal"] is False
    assert body["ruling"].startswith("Not allowed")


def test_rules_are_overrides_of_the_official_rules(assert_ruling_shape, client):
    body = rule(client, {**STACK_TWO, "rules": {"stacking": "same"}})
    assert_ruling_shape(body)
    assert body["legal"] is True
    assert body["next"]["pending_draw"] == 4
    assert body["next"]["turn"] == 2
    assert "stacking" in body["rules_applied"]


def test_game_uses_that_games_house_rules(client, api):
    stacking, _ = api.create(rules={"stacking": "same"})
    official, _ = api.create()
    assert rule(client, {**STACK_TWO, "game": stacking["id"]})["legal"] is True
    assert rule(client, {**STACK_TWO, "game": official["id"]})["legal"] is False


def test_several_players_down_to_one_card_each_have_a_window(assert_ruling_shape, client):
    # A Seven-O 0 passes the hands clockwise: seats 0 and 2 both end up holding one card.
    hands = {"0": ["Y1", "Y2"], "1": ["R0", "B1"], "2": ["G2", "G3"], "3": ["G1"]}
    body = rule(client, {"rules": {"seven_o": True},
                         "state": {"players": 4, "turn": 1, "top": "R5", "hands": hands},
                         "action": {"type": "play", "seat": 1, "card": "R0"}})  # fmt: skip
    assert_ruling_shape(body)
    windows = body["next"]["uno"]
    assert windows == [{"seat": 0, "called": False, "next_has_acted": False},
                       {"seat": 2, "called": False, "next_has_acted": False}]  # fmt: skip
    # Seat 0 calls; seat 2 does not and is caught: each window is judged on its own.
    called = rule(client, {"state": body["next"], "action": {"type": "call_uno", "seat": 0}})
    assert called["next"]["uno"] == [
        {"seat": 0, "called": True, "next_has_acted": False},
        {"seat": 2, "called": False, "next_has_acted": False},
    ]
    state = called["next"]
    safe = rule(client, {"state": state, "action": {"type": "catch", "seat": 3, "target": 0}})
    assert safe["verdict"] == "no_penalty"
    caught = rule(client, {"state": state, "action": {"type": "catch", "seat": 3, "target": 2}})
    assert_ruling_shape(caught)
    assert caught["effects"] == [{"type": "draw", "seat": 2, "count": 2}]
    assert caught["next"]["uno"] == {"seat": 0, "called": True, "next_has_acted": False}


def test_rules_given_with_a_game_override_that_games_rules(client, api):
    doc, _ = api.create(rules={"stacking": "same", "uno_penalty": 4})
    catch = {
        "state": {"players": 3, "top": "R5", "hands": {"0": ["G2"]},
                  "uno": {"seat": 0, "called": False, "next_has_acted": False}},
        "action": {"type": "catch", "seat": 2, "target": 0},
    }  # fmt: skip
    by_game = rule(client, {**catch, "game": doc["id"]})
    assert {"type": "draw", "seat": 0, "count": 4} in by_game["effects"]
    overridden = rule(client, {**catch, "game": doc["id"], "rules": {"uno_penalty": 1}})
    assert {"type": "draw", "seat": 0, "count": 1} in overridden["effects"]
    # the game's other options still hold
    assert rule(client, {**STACK_TWO, "game": doc["id"], "rules": {"uno_penalty": 1}})["legal"]


def test_asking_for_a_ruling_changes_nothing_in_the_game(client, api):
    doc, _ = api.create(rules={"stacking": "same"})
    with api.unchanged(doc["id"]):
        rule(client, {**STACK_TWO, "game": doc["id"]})


def test_an_unknown_game_is_404(assert_error, client):
    response = client.post("/api/rulings", json={**STACK_TWO, "game": "nosuchgame"})
    assert_error(response, 404, "game_not_found")


@pytest.mark.parametrize("game", [7, ["abc"], {"id": "abc"}, True])
def test_a_game_that_is_not_an_id_is_400(assert_error, client, game):
    response = client.post("/api/rulings", json={**STACK_TWO, "game": game})
    assert_error(response, 400, "invalid_value", "game")


@pytest.mark.parametrize(
    ("change", "status", "code", "field"),
    [
        ({"state": None}, 400, "missing_field", "state"),
        ({"action": None}, 400, "missing_field", "action"),
        ({"extra": 1}, 400, "unknown_field", "extra"),
        ({"rules": "party"}, 400, "invalid_value", "rules"),
        ({"rules": {"stacking": "sometimes"}}, 400, "invalid_value", "rules.stacking"),
        ({"rules": {"stacking": True}}, 400, "invalid_value", "rules.stacking"),
        ({"rules": {"uno_penalty": 3}}, 400, "invalid_value", "rules.uno_penalty"),
        ({"rules": {"seven_o": 1}}, 400, "invalid_value", "rules.seven_o"),
        ({"rules": {"bluffing": True}}, 400, "unknown_field", "rules.bluffing"),
        ({"state": []}, 400, "invalid_value", "state"),
        ({"state": {"top": "R5"}}, 400, "missing_field", "state.players"),
        ({"state": {"players": 1, "top": "R5"}}, 400, "invalid_value", "state.players"),
        ({"state": {"players": 3}}, 400, "missing_field", "state.top"),
        ({"state": {"players": 3, "top": "R5", "turn": 3}}, 400, "invalid_value", "state.turn"),
        ({"state": {"players": 3, "top": "R5", "mood": 1}}, 400, "unknown_field", "state.mood"),
        ({"state": {"players": 3, "top": "Z9"}}, 400, "invalid_value", "state.top"),
        ({"state": {"players": 3, "top": "R5", "uno": [{"seat": 1}, {"seat": 1}]}}, 400,
         "invalid_value", "state.uno[1].seat"),
        ({"state": {"players": 3, "top": "R5", "uno": [{"seat": 0}, {"seat": 3}]}}, 400,
         "invalid_value", "state.uno[1].seat"),
        ({"state": {"players": 3, "top": "R5", "uno": True}}, 400, "invalid_value", "state.uno"),
        ({"action": {"seat": 0}}, 400, "missing_field", "action.type"),
        ({"action": {"type": "cheat", "seat": 0}}, 400, "invalid_value", "action.type"),
        ({"action": {"type": "challenge"}}, 400, "missing_field", "action.seat"),
        ({"action": {"type": "play", "seat": 3, "card": "R5"}}, 400, "invalid_value",
         "action.seat"),
        ({"action": {"type": "play", "seat": 0}}, 400, "missing_field", "action.card"),
        ({"action": {"type": "play", "seat": 0, "card": "R5", "x": 1}}, 400, "unknown_field",
         "action.x"),
    ],
)  # fmt: skip
def test_a_malformed_request_is_400_in_the_common_shape(
    assert_error, client, change, status, code, field
):
    body = {
        "state": {"players": 3, "top": "R5"},
        "action": {"type": "play", "seat": 0, "card": "R5"},
    }
    body.update(change)
    body = {key: value for key, value in body.items() if value is not None}
    assert_error(client.post("/api/rulings", json=body), status, code, field)


@pytest.mark.parametrize("data", [b"", b"[]", b"not json", b'"text"'])
def test_a_body_that_is_not_a_json_object_is_400(assert_error, client, data):
    response = client.post("/api/rulings", data=data, content_type="application/json")
    assert_error(response, 400, "invalid_json")


def test_rulings_take_only_post(assert_error, client):
    response = client.get("/api/rulings")
    assert_error(response, 405, "method_not_allowed")
    assert "POST" in response.headers["Allow"]


def test_no_csrf_token_is_needed(client, app):
    app.config["WTF_CSRF_ENABLED"] = True
    body = rule(client, DESIGN_EXAMPLE)
    assert body["legal"] is False


# ---- the rule scenarios, through the API ------------------------------------------------


def check_scenario(client, row, assert_ruling_shape):
    """Send one scenario of the rule table; check it like the engine's test does."""
    situation = parse_situation(row.state)
    body = rule(
        client,
        {
            "rules": row.options,
            "state": situation_to_json(situation),
            "action": action_to_json(parse_action(row.action)),
        },
    )
    assert_ruling_shape(body)
    assert body["legal"] is row.legal, body["ruling"]
    assert row.word.lower() in body["ruling"].lower(), body["ruling"]
    if row.verdict:
        assert body["verdict"] == row.verdict
    if row.legal:
        assert effects_text(body["effects"]) == row.effects
        assert body["next"]["turn"] == row.turn
        for key, value in row.after.items():
            assert body["next"][key] == value, (key, body["next"])


def test_the_sample_holds_every_shape_and_table_of_the_rulings_table():
    # The engine's test judges every row; the API gets one row of each kind of request.
    assert {shape(row) for row in API_SAMPLE} == {shape(row) for row in SCENARIOS}
    assert {table_of(row) for row in API_SAMPLE} == {table_of(row) for row in SCENARIOS}
    assert len(API_SAMPLE) < len(SCENARIOS) // 5


@pytest.mark.parametrize("players", range(2, 11))
def test_a_scenario_of_each_kind_through_the_api(assert_ruling_shape, client, players):
    # One test per player count: each sends its sample of scenarios through one app.
    rows = [row for row in API_SAMPLE if row.state.startswith(f"{players}p ")]
    assert rows
    for row in rows:
        try:
            check_scenario(client, row, assert_ruling_shape)
        except AssertionError as error:
            raise AssertionError(f"{row.id}: {error}") from None


# ---- last_play.hand_before: with or without the card played ------------------------------


def challenge_body(hand_before):
    """A challenge of seat 0's Wild Draw Four by seat 1, with ``hand_before`` as given."""
    return {
        "state": {
            "players": 4, "turn": 2, "top": "W+4", "color": "G",
            "last_play": {"seat": 0, "card": "W+4", "color_before": "R",
                          "hand_before": hand_before},
        },
        "action": {"type": "challenge", "seat": 1},
    }  # fmt: skip


@pytest.mark.parametrize(
    ("hand_before", "succeeds"),
    [
        (["R2", "B5"], True),  # the contract's example: without the card played
        (["R2", "B5", "W+4"], True),  # with it
        (["B5"], False),
        (["B5", "W+4"], False),
        ([], False),  # the Wild Draw Four was the only card
        (["W+4", "W+4", "W+4", "W+4"], False),  # with the card: four is the deck's count
    ],
)
def test_hand_before_is_read_with_or_without_the_card(
    assert_ruling_shape, client, hand_before, succeeds
):
    body = rule(client, challenge_body(hand_before))
    assert_ruling_shape(body)
    assert body["legal"] is True
    if succeeds:
        assert body["effects"] == [{"type": "draw", "seat": 0, "count": 4}]
        assert "challenge succeeds" in body["ruling"]
    else:
        assert body["effects"] == [
            {"type": "draw", "seat": 1, "count": 6},
            {"type": "skip", "seat": 1},
        ]


@pytest.mark.parametrize(
    "hand_before",
    [
        ["R1", "R1", "R1"],  # no deck has three red 1s
        ["W+4"] * 5,
        ["R0", "R0", "B2"],
    ],
)
def test_a_hand_before_that_cannot_be_right_is_a_400_naming_it(assert_error, client, hand_before):
    response = client.post("/api/rulings", json=challenge_body(hand_before))
    assert_error(response, 400, "invalid_value", "state.last_play.hand_before")


def test_a_bluff_says_it_is_against_the_rules_and_what_follows_if_played_anyway(client):
    state = {"players": 3, "turn": 0, "top": "B5", "hands": {"0": ["B1", "W+4"]}}
    action = {"type": "play", "seat": 0, "card": "W+4", "color": "R"}
    body = rule(client, {"state": state, "action": action})
    assert body["legal"] is False and body["verdict"] == "bluff"
    assert body["if_played_anyway"] == (
        "It is against the rules, but if it is played anyway it stands unless seat 1 "
        "challenges it; the challenge then succeeds and you draw 4 instead of seat 1."
    )
    assert body["rules_applied"] == ["wild-draw-four"]


# ---- no request ever produces a 500 ---------------------------------------------------------

JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.text(max_size=6)
    | st.sampled_from(["R7", "W+4", "W", "r+2", "WSW", "G", "cw", "ccw", "B5", "YS"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=8,
)  # fmt: skip
SEAT = st.integers(-1, 10) | JUNK
CARD = st.sampled_from([c.code for c in ALL_CARDS]) | JUNK
CARDS = st.lists(CARD, max_size=6) | JUNK
STATE = st.fixed_dictionaries(
    {"players": st.integers(1, 11) | JUNK, "top": CARD},
    optional={
        "turn": SEAT, "dealer": SEAT, "direction": st.sampled_from(["cw", "ccw"]) | JUNK,
        "color": st.sampled_from(["R", "Y", "G", "B"]) | JUNK,
        "pending_draw": st.integers(0, 12) | JUNK,
        "hands": st.dictionaries(st.sampled_from([str(i) for i in range(11)]) | st.text(
            max_size=3), CARDS, max_size=4) | JUNK,
        "last_play": st.fixed_dictionaries(
            {"seat": SEAT, "card": CARD},
            optional={"color_before": st.sampled_from(["R", "G"]) | JUNK,
                      "hand_before": CARDS}) | JUNK,
        "uno": (UNO := st.fixed_dictionaries(
            {"seat": SEAT}, optional={"called": st.booleans() | JUNK,
                                      "next_has_acted": st.booleans() | JUNK})) | st.lists(
            UNO | JUNK, max_size=4) | JUNK,
        "drawn": CARDS, "winner": SEAT | st.none(), "extra": JUNK,
    },
)  # fmt: skip
ACTION = st.fixed_dictionaries(
    {"type": st.sampled_from(["flip", "play", "draw", "pass", "challenge", "call_uno", "catch",
                              "jump_in"]) | JUNK},
    optional={"seat": SEAT, "card": CARD, "color": st.sampled_from(["R", "Y", "G", "B"]) | JUNK,
              "target": SEAT, "drawn": CARDS},
)  # fmt: skip
RULES = st.fixed_dictionaries(
    {}, optional={o.name: st.sampled_from(o.json_values) | JUNK for o in OPTIONS}
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    body=st.fixed_dictionaries(
        {"state": STATE | JUNK, "action": ACTION | JUNK},
        optional={"rules": RULES | JUNK, "game": JUNK},
    )
    | JUNK
)
def test_no_request_to_rulings_is_ever_a_500(
    assert_one_sentence, assert_ruling_shape, client, body
):
    response = client.post("/api/rulings", json=body)
    assert response.status_code in (200, 400, 404), response.get_data(as_text=True)
    data = response.get_json()
    if response.status_code == 404:
        assert data["error"]["code"] == "game_not_found"
    elif response.status_code == 400:
        assert set(data["error"]) == {"code", "message", "field"}
        assert_one_sentence(data["error"]["message"])
    else:
        assert_ruling_shape(data)


VALID_CARD = st.sampled_from([c.code for c in ALL_CARDS])
VALID_CARDS = st.lists(VALID_CARD, max_size=5)
VALID_SEAT = st.integers(0, 9)
WELL_FORMED_STATE = st.fixed_dictionaries(
    {"players": st.integers(2, 10), "top": VALID_CARD},
    optional={
        "turn": VALID_SEAT, "dealer": VALID_SEAT, "direction": st.sampled_from(["cw", "ccw"]),
        "color": st.sampled_from(["R", "Y", "G", "B"]), "pending_draw": st.integers(0, 12),
        "hands": st.dictionaries(st.sampled_from([str(i) for i in range(10)]), VALID_CARDS,
                                 max_size=4),
        "last_play": st.fixed_dictionaries(
            {"seat": VALID_SEAT, "card": VALID_CARD},
            optional={"color_before": st.sampled_from(["R", "Y", "G", "B"]),
                      "hand_before": VALID_CARDS}),
        "uno": (VALID_UNO := st.fixed_dictionaries({"seat": VALID_SEAT},
                                                   optional={"called": st.booleans(),
                                                             "next_has_acted": st.booleans()}))
        | st.lists(VALID_UNO, max_size=4),
        "drawn": VALID_CARDS, "winner": VALID_SEAT,
    },
)  # fmt: skip
WELL_FORMED_ACTION = st.fixed_dictionaries(
    {"type": st.sampled_from(["flip", "play", "draw", "pass", "challenge", "call_uno", "catch",
                              "jump_in"]), "seat": VALID_SEAT},
    optional={"card": VALID_CARD, "color": st.sampled_from(["R", "Y", "G", "B"]),
              "target": VALID_SEAT, "drawn": VALID_CARDS},
)  # fmt: skip


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(state=WELL_FORMED_STATE, action=WELL_FORMED_ACTION,
       rules=st.fixed_dictionaries({}, optional={o.name: st.sampled_from(o.json_values)
                                                 for o in OPTIONS}))  # fmt: skip
def test_well_formed_requests_are_judged_or_named_as_unreadable(
    assert_one_sentence, assert_ruling_shape, client, state, action, rules
):
    response = client.post("/api/rulings", json={"rules": rules, "state": state, "action": action})
    assert response.status_code in (200, 400), response.get_data(as_text=True)
    data = response.get_json()
    if response.status_code == 400:
        assert data["error"]["field"].startswith(("state.", "action."))
    else:
        assert_ruling_shape(data)
        assert_one_sentence(data["ruling"])
