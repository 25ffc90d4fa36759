"""RULES.md "Settled 2026-11-27" through the app: the JSON API, the round form and the pages.

The rulings themselves run through the API with every row of tests/rulings_table.py and
tests/editions_table.py; here are the questions that belong to games and documents.
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.database  # storage: run again on PostgreSQL

THREE = ["Ann", "Bob", "Cy"]


# ---- a hand given as a total: at most what the whole deck is worth -------------------------


@pytest.mark.parametrize(
    ("deck", "most"),
    [("classic", 1240), ("2015", 1400), ("2018", 1400), ("flip", 1480), ("attack", 1480)],
)
def test_a_total_above_the_richest_hand_is_a_400_naming_it(api, assert_error, deck, most):
    doc, key = api.create(players=["Ann", "Bob"], deck=deck)
    body = {"winner": "Ann", "hands": {"Bob": {"points": most + 1}}}
    with api.unchanged(doc["id"]):
        error = assert_error(api.post_round(doc["id"], key, body), 400, "invalid_value",
                             "hands.Bob.points")  # fmt: skip
    assert str(most) in error["message"]
    body = {"winner": "Ann", "hands": {"Bob": {"points": most}}}
    assert api.post_round(doc["id"], key, body).status_code == 201


def test_the_round_form_refuses_a_flip_total_of_both_sides(table):
    game_id = table.new_game(["Ann", "Bob"], deck="flip")
    response = table.record(game_id, 0, {1: "2760"})
    assert response.status_code == 422
    assert "from 0 to 1480; 2760 given" in response.text
    assert table.document(game_id)["rounds"] == []


# ---- Challenge UNO: the order of those out --------------------------------------------------


def test_eliminated_lists_the_higher_total_first_then_seats_from_the_dealers_left(api):
    doc, key = api.create(players=["Ann", "Bob", "Cy", "Dee", "Eve"], scoring="elimination",
                          target=100, dealer="Ann")  # fmt: skip
    api.play(doc["id"], key, "Ann", Bob=100, Cy=130, Dee=100, Eve=5)
    doc = api.play(doc["id"], key, "Eve", Ann=100)  # round 2, dealt by Bob: Cy, Dee, Eve, Ann
    assert doc["eliminated"] == [
        {"player": "Cy", "round": 1},
        {"player": "Bob", "round": 1},
        {"player": "Dee", "round": 1},
        {"player": "Ann", "round": 2},
    ]
    assert doc["over"] is True and doc["winners"] == ["Eve"]


# ---- a correction that makes an earlier round decide the game -------------------------------


def played_on_game(api):
    doc, key = api.create(players=THREE, target=100)
    api.play(doc["id"], key, "Ann", Bob=50, Cy=5)
    api.play(doc["id"], key, "Bob", Ann=30, Cy=5)
    api.play(doc["id"], key, "Cy", Ann=30, Bob=5)
    body = {"winner": "Ann", "hands": {"Bob": {"points": 150}, "Cy": {"points": 5}}}
    response = api.put_round(doc["id"], key, 1, body)
    assert response.status_code == 200, response.get_json()
    return response.get_json(), key


def test_a_correction_decides_the_game_where_the_target_was_first_reached(api, assert_error):
    doc, key = played_on_game(api)
    assert doc["over"] is True and doc["winners"] == ["Ann"]
    assert len(doc["rounds"]) == 3  # the rounds after it stay
    body = {"winner": "Bob", "hands": {"Ann": {"points": 1}, "Cy": {"points": 1}}}
    assert_error(api.post_round(doc["id"], key, body), 409, "game_over")


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("page", ["", "/timeline", "/summary"])
def test_the_pages_show_the_rounds_after_the_deciding_one_as_played_on(api, client, page):
    doc, _ = played_on_game(api)
    text = text_of(client.get(f"/g/{doc['id']}{page}").text)
    assert "The game was decided in round 1; the rounds after it were played on." in text


def test_the_timeline_ends_the_game_at_the_deciding_round(api, client):
    doc, _ = played_on_game(api)
    text = text_of(client.get(f"/g/{doc['id']}/timeline").text)
    assert text.index("Ann wins.") < text.index("Round 2")
    assert text.index("Round 1") < text.index("Ann wins.")


def test_the_scoreboard_names_the_total_that_won_in_the_deciding_round(api, client):
    doc, key = api.create(players=THREE, target=100)
    api.play(doc["id"], key, "Ann", Bob=50, Cy=5)
    api.play(doc["id"], key, "Ann", Bob=10, Cy=10)
    body = {"winner": "Ann", "hands": {"Bob": {"points": 150}, "Cy": {"points": 5}}}
    assert api.put_round(doc["id"], key, 1, body).status_code == 200
    text = text_of(client.get(f"/g/{doc['id']}").text)
    assert "Ann wins with 155 points." in text  # not the 175 after the round played on


def test_a_correction_ends_challenge_uno_earlier_and_keeps_the_round_after(api):
    doc, key = api.create(players=THREE, scoring="elimination", target=100)
    api.play(doc["id"], key, "Ann", Bob=50, Cy=5)
    api.play(doc["id"], key, "Bob", Ann=30, Cy=5)
    body = {"winner": "Ann", "hands": {"Bob": {"points": 150}, "Cy": {"points": 100}}}
    response = api.put_round(doc["id"], key, 1, body)
    assert response.status_code == 200, response.get_json()
    doc = response.get_json()
    assert doc["over"] is True and doc["winners"] == ["Ann"]
    assert doc["eliminated"] == [{"player": "Bob", "round": 1}, {"player": "Cy", "round": 1}]
    assert len(doc["rounds"]) == 2


def test_a_correction_that_puts_a_player_out_who_plays_on_later_names_them(api, assert_error):
    doc, key = api.create(players=["Ann", "Bob", "Cy", "Dee"], scoring="elimination", target=100)
    api.play(doc["id"], key, "Ann", Bob=50, Cy=5, Dee=5)
    api.play(doc["id"], key, "Bob", Ann=5, Cy=5, Dee=5)
    body = {"winner": "Ann", "hands": {"Bob": {"points": 150}, "Cy": {"points": 5},
                                       "Dee": {"points": 5}}}  # fmt: skip
    with api.unchanged(doc["id"]):
        error = assert_error(api.put_round(doc["id"], key, 1, body), 400, "invalid_value")
    assert error["message"] == "Round 2: Bob is out of the game by then and cannot win it."


# ---- a card of another deck in a ruling ------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"state": {"players": 4, "top": "R5"}, "action": {"type": "play", "seat": 0,
                                                          "card": "P5"}}, "action.card"),
        ({"deck": "flip", "state": {"players": 4, "top": "R5"},
          "action": {"type": "play", "seat": 0, "card": "R0"}}, "action.card"),
        ({"deck": "attack", "state": {"players": 4, "top": "R+2"},
          "action": {"type": "draw", "seat": 0}}, "state.top"),
        ({"deck": "no_mercy", "state": {"players": 4, "top": "R5", "hands": {"0": ["W+4"]}},
          "action": {"type": "draw", "seat": 0}}, "state.hands.0[0]"),
    ],
)  # fmt: skip
def test_a_card_of_another_deck_in_a_ruling_is_invalid_card(client, assert_error, body, field):
    assert_error(client.post("/api/rulings", json=body), 400, "invalid_card", field)
