"""The API's models and the OpenAPI document made from them agree with the code."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pydantic import BaseModel

from referee.decks import DECKS
from referee.errors import InputError
from referee.rules import OPTIONS, json_value
from referee.rulings.ruling import ActionType, EffectType, Verdict
from referee.scorekeeping.scoring import Method
from referee.web.edge.fields import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
)
from referee.web.edge.schema.cards import CardsQuery, ScoreBody
from referee.web.edge.schema.openapi import MODELS, openapi_document
from referee.web.edge.schema.reading import read
from referee.web.edge.schema.rulings import RulingRequest, State


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    return openapi_document()


def component(document: dict[str, Any], name: str) -> dict[str, Any]:
    found: dict[str, Any] = document["components"]["schemas"][name]
    return found


def test_the_document_lists_exactly_the_routes_under_api(app: Any, document: dict[str, Any]):
    routes = {
        (re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule), method.lower())
        for rule in app.url_map.iter_rules()
        if rule.rule.startswith("/api/")
        for method in rule.methods - {"HEAD", "OPTIONS"}
    }
    described = {(path, method) for path, ops in document["paths"].items() for method in ops}
    assert described == routes


def test_every_reference_resolves(document: dict[str, Any]):
    text = repr(document)
    for name in re.findall(r"#/components/schemas/(\w+)", text):
        assert name in document["components"]["schemas"], name
    for name in re.findall(r"#/components/responses/(\w+)", text):
        assert name in document["components"]["responses"], name


def test_round_numbers_start_at_one(document: dict[str, Any]):
    numbers = [
        parameter
        for ops in document["paths"].values()
        for op in ops.values()
        for parameter in op.get("parameters", [])
        if parameter["name"] == "number"
    ]
    assert len(numbers) == 3  # a game's round (replaced, removed), a night's round (ended)
    assert all(p["schema"] == {"type": "integer", "minimum": 1} for p in numbers)
    assert component(document, "PlayedRound")["properties"]["number"]["minimum"] == 1


def test_house_rules_come_from_the_options(document: dict[str, Any]):
    every = component(document, "HouseRules")
    changes = component(document, "HouseRulesChanges")
    assert every["required"] == [option.name for option in OPTIONS]
    assert "required" not in changes
    for option in OPTIONS:
        for rules in (every, changes):
            assert rules["properties"][option.name]["enum"] == list(option.json_values)
        assert changes["properties"][option.name]["default"] == json_value(option.default)


def test_enumerations_and_limits_come_from_the_code(document: dict[str, Any]):
    new_game = component(document, "NewGame")
    props = new_game["properties"]
    assert new_game["required"] == ["players"]
    players = props["players"]
    assert (players["minItems"], players["maxItems"]) == (MIN_PLAYERS, MAX_PLAYERS)
    assert props["players"]["items"]["maxLength"] == MAX_NAME_LENGTH
    assert (props["target"]["minimum"], props["target"]["maximum"]) == (MIN_TARGET, MAX_TARGET)
    assert props["scoring"]["enum"] == [method.value for method in Method]
    assert props["deck"]["enum"] == list(DECKS)
    game = component(document, "Game")
    assert game["properties"]["scoring"]["enum"] == [method.value for method in Method]
    for key in ("play_on", "ended", "first_to_target", "team_totals", "rulings"):
        assert key in game["properties"] and key not in game["required"]
    assert "edit_key" in component(document, "CreatedGame")["required"]
    ruling = component(document, "Ruling")
    assert ruling["properties"]["verdict"]["enum"] == [verdict.value for verdict in Verdict]
    assert "if_played_anyway" not in ruling["required"]
    assert set(ruling["required"]) == {"legal", "ruling", "effects", "next", "rules_applied",
                                       "verdict"}  # fmt: skip
    error = component(document, "ErrorDetail")
    assert error["required"] == ["code", "message", "field"]


def test_every_action_and_effect_is_declared(document: dict[str, Any]):
    actions = component(document, "RulingRequest")["properties"]["action"]
    assert set(actions["discriminator"]["mapping"]) == {kind.value for kind in ActionType}
    effects = component(document, "Ruling")["properties"]["effects"]["items"]
    assert set(effects["discriminator"]["mapping"]) == {kind.value for kind in EffectType}
    state = component(document, "State")
    assert state["required"] == ["players"]
    assert {"drawn", "winner", "last_play", "uno", "hands"} <= set(state["properties"])


def test_uno_is_one_window_or_a_list_of_them_both_ways(document: dict[str, Any]):
    def forms(schema_of_uno: dict[str, Any]) -> set[str]:
        found = set()
        for option in schema_of_uno.get("anyOf", []) + schema_of_uno.get("oneOf", []):
            found |= forms(option) if {"anyOf", "oneOf"} & set(option) else set()
            found.add(option.get("type") or option.get("$ref", "").rsplit("/", 1)[-1])
        return found - {""}

    state_uno = component(document, "State")["properties"]["uno"]
    next_uno = component(document, "NextState")["properties"]["uno"]
    assert {"Uno", "array", "null"} <= forms(state_uno)
    assert {"UnoOut", "array", "null"} <= forms(next_uno)


@pytest.mark.parametrize("model", [m for m in MODELS if m.model_config.get("extra") == "forbid"])
def test_every_model_refuses_unknown_keys(model: type[BaseModel]):
    assert model.model_json_schema()["additionalProperties"] is False


@pytest.mark.parametrize(
    ("model", "data", "code", "field"),
    [
        (RulingRequest, {"state": {"players": 3, "top": "R5", "mood": 1},
                                "action": {"type": "draw"}}, "unknown_field", "state.mood"),
        (RulingRequest, {"state": {"players": 3, "top": "R5"},
                                "action": {"type": "play", "card": "R1", "x": 1}},
         "unknown_field", "action.x"),
        (RulingRequest, {"state": {"top": "R5"}, "action": {"type": "draw"}},
         "missing_field", "state.players"),
        (RulingRequest, {"state": {"players": 3}, "action": {"seat": 0}},
         "missing_field", "action.type"),
        (RulingRequest, {"state": {"players": 3, "top": "R5", "hands": {"1": ["R2", "Q"]}},
                                "action": {"type": "draw"}}, "invalid_value", "state.hands.1[1]"),
        (RulingRequest, {"state": {"players": 3, "hands": {"x": []}},
                                "action": {"type": "draw"}}, "invalid_value", "state.hands.x"),
        (RulingRequest, {"state": {"players": True}, "action": {"type": "draw"}},
         "invalid_value", "state.players"),
        (RulingRequest, {"state": {"players": 4.0}, "action": {"type": "draw"}},
         "invalid_value", "state.players"),
        (RulingRequest, {"state": {"players": "4"}, "action": {"type": "draw"}},
         "invalid_value", "state.players"),
        (RulingRequest, {"state": {"players": 3}, "action": {"type": "catch", "seat": 1,
                                                                    "target": True}},
         "invalid_value", "action.target"),
        (RulingRequest, {"rules": {"uno_penalty": True}, "state": {"players": 3},
                                "action": {"type": "draw"}}, "invalid_value", "rules.uno_penalty"),
        (RulingRequest, {"rules": {"seven_o": 1}, "state": {"players": 3},
                                "action": {"type": "draw"}}, "invalid_value", "rules.seven_o"),
        (ScoreBody, {"cards": ["R7", "X9"]}, "invalid_card", "cards[1]"),
        (ScoreBody, {"cards": ["R7"], "deck": "2020"}, "invalid_value", "deck"),
        (ScoreBody, {"deck": "classic"}, "missing_field", "cards"),
        (CardsQuery, {"deck": "classic", "x": "1"}, "unknown_field", "x"),
    ],
)  # fmt: skip
def test_read_names_the_first_fault_with_its_code_and_path(
    assert_one_sentence: Any, model: type[BaseModel], data: object, code: str, field: str
):
    with pytest.raises(InputError) as raised:
        read(model, data)
    assert (raised.value.code, raised.value.field) == (code, field)
    assert_one_sentence(raised.value.message)
    assert "pydantic" not in raised.value.message and "http" not in raised.value.message
    assert raised.value.message.startswith(field) or field.split(".")[-1] in raised.value.message


def test_read_keeps_the_path_as_keys_and_positions():
    with pytest.raises(InputError) as raised:
        read(State, {"players": 3, "hands": {"1": ["R2", "Q"]}}, ("state",))
    assert raised.value.path == ("state", "hands", "1", 1)
    assert raised.value.message.startswith("state.hands.1[1] must be a card code")


def test_read_gives_the_models_values():
    body = read(ScoreBody, {"cards": ["r7", "w+4"]})
    assert [card.code for card in body.cards] == ["R7", "W+4"] and body.deck == "classic"
