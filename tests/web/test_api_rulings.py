"""POST /api/rulings: the contract in DESIGN.md, sentence by sentence."""

from __future__ import annotations

import pytest

from referee.rulebook import get_entry

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


@pytest.fixture
def assert_ruling_shape(assert_one_sentence):
    """``assert_ruling_shape(body)``: a ruling in the contract's shape."""
    return lambda body: check_ruling_shape(body, assert_one_sentence)


def check_ruling_shape(body, assert_one_sentence):
    assert list(body) == ["legal", "ruling", "effects", "next", "rules_applied"]
    assert isinstance(body["legal"], bool)
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
