"""POST /api/rulings in every edition: the rows of tests/editions_table.py over HTTP, the
game's deck, and the edition's 400s (each naming its field)."""

from __future__ import annotations

import pytest

from referee.rulebook.book import get_entry
from tests.editions_table import ROWS, check


@pytest.mark.parametrize("row", ROWS, ids=[f"{row.deck}: {row.name}" for row in ROWS])
def test_edition_ruling_over_http(client, row):
    body = {"deck": row.deck, "state": row.state, "action": row.action}
    if row.rules:
        body["rules"] = row.rules
    response = client.post("/api/rulings", json=body)
    assert response.status_code == 200, response.text
    ruling = response.get_json()
    check(row, ruling)
    for rule in ruling["rules_applied"]:
        get_entry(rule)  # every rule cited is in the rulebook


def test_next_can_be_sent_back_as_the_state(client):
    # No Mercy: a Wild Reverse Draw 4 turns the stack back; the seat before faces it and
    # takes it; the state carries the direction, the stack and the knock-out along.
    body = {"deck": "no_mercy",
            "state": {"players": 4, "top": "R+2", "turn": 1, "pending_draw": 2,
                      "hands": {"0": ["B1"] * 20}},
            "action": {"type": "play", "seat": 1, "card": "WR+4", "color": "G"}}  # fmt: skip
    first = client.post("/api/rulings", json=body).get_json()
    assert first["next"]["turn"] == 0 and first["next"]["pending_draw"] == 6
    taken = client.post(
        "/api/rulings",
        json={"deck": "no_mercy", "state": first["next"], "action": {"type": "draw", "seat": 0}},
    ).get_json()
    assert taken["legal"] is True
    assert [e["type"] for e in taken["effects"]] == ["draw", "skip", "knocked_out"]
    assert taken["next"]["out"] == [0]
    assert taken["next"]["turn"] == 3  # counterclockwise from seat 0, seat 0 being out


def test_a_game_gives_its_deck_to_the_ruling(client, api):
    doc, _ = api.create(players=["Ann", "Bob", "Cy"], deck="attack")
    body = {"game": doc["id"], "state": {"players": 3, "top": "R5"},
            "action": {"type": "play", "seat": 0, "card": "RH2"}}  # fmt: skip
    ruling = client.post("/api/rulings", json=body).get_json()
    assert ruling["effects"] == [{"type": "press", "seat": 1, "count": 2},
                                 {"type": "skip", "seat": 1}]  # fmt: skip


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"deck": "bogus"}, "invalid_value", "deck"),
        ({"deck": 7}, "invalid_value", "deck"),
        ({"action": {"type": "play", "seat": 0, "card": "R+1"}}, "invalid_card", "action.card"),
        ({"deck": "flip", "state": {"players": 4, "top": "R0"}}, "invalid_card", "state.top"),
        ({"deck": "flip", "state": {"players": 4, "top": "R5", "hands": {"0": ["R5", "W+4"]}}},
         "invalid_card", "state.hands.0[1]"),
        ({"deck": "no_mercy", "action": {"type": "play", "seat": 0, "card": "W+4", "color": "R"}},
         "invalid_card", "action.card"),
        ({"deck": "attack", "action": {"type": "play", "seat": 0, "card": "R+2"}},
         "invalid_card", "action.card"),
        ({"deck": "all_wild", "state": {"players": 4, "top": "R5"}}, "invalid_card", "state.top"),
        ({"action": {"type": "play", "seat": 0, "card": "Z9"}}, "invalid_value", "action.card"),
        ({"deck": "flip", "state": {"players": 4, "top": "R5", "side": "sideways"}},
         "invalid_value", "state.side"),
        ({"state": {"players": 4, "top": "R5", "out": [1]}}, "invalid_value", "state.out"),
        ({"deck": "flip", "state": {"players": 4, "top": "R5", "out": [1]}}, "invalid_value",
         "state.out"),
        ({"deck": "no_mercy", "state": {"players": 4, "top": "R5", "out": [0]}},
         "invalid_value", "state.turn"),
        ({"deck": "no_mercy", "state": {"players": 4, "top": "R5", "out": [0, 1, 2, 3]}},
         "invalid_value", "state.out"),
        ({"deck": "all_wild", "state": {"players": 4, "top": "W", "color": "R"},
          "action": {"type": "play", "seat": 0, "card": "WS"}}, "invalid_value", "state.color"),
        ({"deck": "all_wild", "state": {"players": 4, "top": "W"},
          "action": {"type": "play", "seat": 0, "card": "WS", "color": "R"}},
         "invalid_value", "action.color"),
        ({"deck": "flip", "state": {"players": 4, "top": "P5", "side": "dark"},
          "action": {"type": "play", "seat": 0, "card": "W", "color": "R"}},
         "invalid_value", "action.color"),
    ],
)  # fmt: skip
def test_edition_errors_name_their_field(client, assert_error, body, code, field):
    request = {"state": {"players": 4, "top": "R5"},
               "action": {"type": "play", "seat": 0, "card": "R5"}, **body}  # fmt: skip
    assert_error(client.post("/api/rulings", json=request), 400, code, field)
