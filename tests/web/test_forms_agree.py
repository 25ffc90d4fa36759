"""The forms and the JSON API refuse the same mistakes with the same message, storing nothing."""

from __future__ import annotations

import html
import re

import pytest
from sqlalchemy import func, select

from referee.web.infra.extensions import db
from referee.web.service.models import AppliedRequest, Game, Round

FOUR = ["Ann", "Bob", "Cy", "Dee"]
ELEVEN = [f"P{n}" for n in range(11)]


def stored(app, model) -> int:
    """How many rows of ``model`` are stored."""
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(model))


def page_errors(page: str) -> list[str]:
    """The error messages a page shows next to its fields, as text."""
    found = re.findall(r'<p class="error[^"]*"[^>]*>(.*?)</p>', page, re.S)
    return [html.unescape(" ".join(text.split())) for text in found]


# ---- starting a game ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "form", "body", "message"),
    [
        (ELEVEN, {}, {}, "A game needs 2 to 10 players; 11 given."),
        (["Ann"], {}, {}, "A game needs 2 to 10 players; 1 given."),
        (["Ann", "ann"], {}, {}, "“ann” appears twice."),
        (["Ann", "B" * 30], {}, {}, "A player name must be at most 24 characters; 30 given."),
        (["Ann", "B\x07b"], {}, {}, "A player name cannot hold control characters (U+0007 found)."),
        (["Ann", "B\x9bb"], {}, {}, "A player name cannot hold control characters (U+009B found)."),
        (
            FOUR,
            {"name": "Fri\x1bday"},
            {"name": "Fri\x1bday"},
            "The game name cannot hold control characters (U+001B found).",
        ),
        (
            FOUR,
            {"name": "x" * 61},
            {"name": "x" * 61},
            "The game name must be at most 60 characters; 61 given.",
        ),
        (
            FOUR,
            {"target_other": "20"},
            {"target": 20},
            "The target must be a whole number from 50 to 10000; 20 given.",
        ),
        (
            FOUR,
            {"target_other": "lots"},
            {"target": "lots"},
            "The target must be a whole number from 50 to 10000.",
        ),
        (
            ["Ann", "Bob", "Cy"],
            {"teams": "pairs"},
            {"teams": [["Ann", "Bob"]]},  # what "pairs" makes of three players
            "teams must be a list of at least two teams.",
        ),
    ],
)
def test_a_bad_new_game_gets_one_message_from_the_form_and_the_api(
    app, client, table, players, form, body, message
):
    page = table.start(players, **form)
    assert page.status_code == 422
    assert message in page_errors(page.text)
    response = client.post("/api/games", json={"players": players, **body})
    assert response.status_code == 400
    assert response.get_json()["error"]["message"] == message
    assert stored(app, Game) == 0


def test_an_eleventh_player_is_refused_next_to_the_eleventh_slot(app, table):
    page = table.start(ELEVEN)
    block = re.search(
        r'<div class="slot has-error">\s*<input[^>]*id="players-10".*?</div>', page.text, re.S
    )
    assert block and "11 given" in block.group(0)
    assert 'value="P10"' in page.text  # the entries are kept
    assert stored(app, Game) == 0


def test_a_nul_in_the_game_name_is_refused_by_the_form_and_never_stored(app, table):
    page = table.start(FOUR, name="x\x00y")
    assert page.status_code == 422
    assert "The game name cannot hold control characters (U+0000 found)." in page_errors(page.text)
    assert stored(app, Game) == 0


def test_names_pasted_with_tabs_and_line_breaks_are_stored_as_one_line(table):
    game_id = table.new_game(["\tAnn\n", "Bob\r\nSmith"], name="Friday\tnight")
    doc = table.document(game_id)
    assert (doc["players"], doc["name"]) == (["Ann", "Bob Smith"], "Friday night")


# ---- recording a round ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "body_hands", "message"),
    [
        (
            {1: "R0", 2: "r0", 3: "G2"},
            {"Bob": ["R0"], "Cy": ["r0"], "Dee": ["G2"]},
            "R0 appears 2 times, but the classic deck has only 1.",
        ),
        (
            {1: "WSW", 2: "G1", 3: "G2"},
            {"Bob": ["WSW"], "Cy": ["G1"], "Dee": ["G2"]},
            "WSW is not in the classic deck.",
        ),
        (
            {1: "9999", 2: "G1", 3: "G2"},
            {"Bob": {"points": 9999}, "Cy": ["G1"], "Dee": ["G2"]},
            "The points total must be a whole number from 0 to 1240; 9999 given.",
        ),
        (
            {1: "R1", 3: "G2"},
            {"Bob": ["R1"], "Dee": ["G2"]},
            "Cy's leftover cards are missing; give cards or a points total.",
        ),
    ],
)
def test_a_bad_round_gets_one_message_from_the_form_and_the_api(
    app, api, table, hands, body_hands, message
):
    game_id = table.new_game()
    page = table.record(game_id, 0, hands)
    assert page.status_code == 422
    assert message in page_errors(page.text)
    game, key = api.create()  # the same four players
    response = api.post_round(game["id"], key, {"winner": "Ann", "hands": body_hands})
    assert response.status_code == 400
    assert response.get_json()["error"]["message"] == message
    assert stored(app, Round) == 0


@pytest.mark.parametrize("version", ["x", "3.0", "-1", "٣", "2x"])
def test_a_garbage_version_in_the_round_form_is_refused_like_a_bad_if_match(
    app, api, table, version
):
    game_id = table.new_game()
    page = table.record(game_id, 0, {1: "R1", 2: "R2", 3: "R3"}, version=version)
    assert page.status_code == 412
    assert "version must be a game version such as “3”." in page_errors(page.text)
    assert 'value="R2"' in page.text  # the entries are kept
    game, key = api.create()
    response = api.post_round(
        game["id"], key, {"winner": "Ann", "hands": {}}, **{"If-Match": version}
    )
    assert response.status_code == 412
    assert response.get_json()["error"]["message"] == "If-Match must be a game version such as “3”."
    assert stored(app, Round) == 0


def test_a_garbage_version_in_the_remove_form_removes_nothing(table):
    game_id = table.new_game(["Ann", "Bob"])
    table.record(game_id, 0, {1: "R1"})
    page = table.client.get(f"/g/{game_id}")
    response = table.client.post(
        f"/g/{game_id}/rounds/1/delete",
        data={"csrf_token": table.token_of(page.text), "version": "two"},
    )
    assert response.headers["Location"] == f"/g/{game_id}"
    assert len(table.document(game_id)["rounds"]) == 1
    shown = html.unescape(table.client.get(f"/g/{game_id}").text)
    assert "Round 1 was not removed: version must be a game version such as “3”." in shown


def test_a_garbage_version_in_the_house_rules_form_changes_nothing(table):
    game_id = table.new_game()
    page = table.client.get(f"/g/{game_id}/rules/edit")
    response = table.client.post(
        f"/g/{game_id}/rules/edit",
        data={"csrf_token": table.token_of(page.text), "version": "v1", "preset": "party"},
    )
    assert response.status_code == 412
    assert "version must be a game version such as “3”." in html.unescape(response.text)
    assert table.document(game_id)["rules"]["stacking"] == "off"


@pytest.mark.parametrize(
    ("request_id", "message"),
    [
        ("a\x00b", "request_id cannot hold control characters (U+0000 found)."),
        ("a\x1fb", "request_id cannot hold control characters (U+001F found)."),
        ("r" * 65, "request_id must be at most 64 characters; 65 given."),
    ],
)
def test_a_bad_request_id_in_the_round_form_is_refused_like_the_api(
    app, api, table, request_id, message
):
    game_id = table.new_game()
    page = table.record(game_id, 0, {1: "R1", 2: "R2", 3: "R3"}, request_id=request_id)
    assert page.status_code == 422
    assert message in page_errors(page.text)
    game, key = api.create()
    body = {"winner": "Ann", "hands": {"Bob": ["R1"], "Cy": ["R2"], "Dee": ["R3"]}}
    if "\x00" not in request_id:  # the API refuses a NUL anywhere in the body first
        response = api.post_round(game["id"], key, {**body, "request_id": request_id})
        assert response.status_code == 400
        assert response.get_json()["error"]["message"] == message
    assert stored(app, Round) == 0
    assert stored(app, AppliedRequest) == 0
