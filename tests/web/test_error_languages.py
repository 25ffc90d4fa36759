"""Errors in the request's language: the same code and field in every language, the
message in the language the request asks for (here German, from ``Accept-Language``).

The messages come from the compiled catalogs in ``referee/translations``.
"""

from typing import Any

import pytest

GERMAN = {"Accept-Language": "de"}
TWO = ["Ann", "Bob"]


def both_ways(client: Any, method: str, path: str, body: object = None) -> tuple[Any, Any]:
    """The same request in English (no language asked for) and in German."""
    send = getattr(client, method)
    return send(path, json=body), send(path, json=body, headers=GERMAN)


def check_translated(assert_error: Any, english: Any, german: Any, status: int) -> dict:
    """Both answers have the same status, code and field; the German message is another,
    one sentence still; the German answer says it is German. Returns the German error."""
    first = english.get_json()["error"]
    error = assert_error(german, status, first["code"], first["field"])
    assert english.status_code == status
    assert error["message"] != first["message"], error
    assert german.headers["Content-Language"] == "de"
    return error


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({}, "missing_field", "players"),
        ({"players": ["Ann"]}, "invalid_value", "players"),
        ({"players": "Ann"}, "invalid_value", "players"),
        ({"players": ["Ann", "ann"]}, "invalid_value", "players[1]"),
        ({"players": ["Ann", "   "]}, "invalid_value", "players[1]"),
        ({"players": ["Ann", 7]}, "invalid_value", "players[1]"),
        ({"players": TWO, "colour": "red"}, "unknown_field", "colour"),
        ({"players": TWO, "target": 5}, "invalid_value", "target"),
        ({"players": TWO, "target": "500"}, "invalid_value", "target"),
        ({"players": TWO, "play_on": "yes"}, "invalid_value", "play_on"),
        ({"players": TWO, "scoring": "most"}, "invalid_value", "scoring"),
        ({"players": TWO, "dealer": "Cy"}, "unknown_player", "dealer"),
        ({"players": TWO, "teams": [["Ann"], ["Bob"]], "scoring": "elimination"},
         "invalid_value", "teams"),
        ({"players": TWO, "name": "x" * 61}, "invalid_value", "name"),
    ],
)  # fmt: skip
def test_a_bad_new_game_is_refused_in_the_requests_language(
    assert_error, client, body, code, field
):
    english, german = both_ways(client, "post", "/api/games", body)
    assert_error(english, 400, code, field)
    check_translated(assert_error, english, german, 400)


PLAIN_STATE = {"players": 4, "top": "R7"}


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"state": {"players": 4}, "action": {"type": "play", "card": "R8"}},
         "missing_field", "state.top"),
        ({"state": PLAIN_STATE, "action": {"type": "play", "card": "Q9"}},
         "invalid_value", "action.card"),
        ({"state": PLAIN_STATE, "action": {"type": "dance"}}, "invalid_value", "action.type"),
        ({"state": PLAIN_STATE}, "missing_field", "action"),
        ({"state": {**PLAIN_STATE, "turn": 7}, "action": {"type": "draw"}},
         "invalid_value", "state.turn"),
        ({"state": {**PLAIN_STATE, "uno": 3}, "action": {"type": "draw"}},
         "invalid_value", "state.uno"),
        ({"state": {**PLAIN_STATE, "color": "G"}, "action": {"type": "draw"}},
         "invalid_value", "state.color"),
        ({"state": {**PLAIN_STATE, "players": 11}, "action": {"type": "draw"}},
         "invalid_value", "state.players"),
        ({"state": PLAIN_STATE, "action": {"type": "draw"}, "mood": "calm"},
         "unknown_field", "mood"),
    ],
)  # fmt: skip
def test_a_bad_ruling_request_is_refused_in_the_requests_language(
    assert_error, client, body, code, field
):
    english, german = both_ways(client, "post", "/api/rulings", body)
    assert_error(english, 400, code, field)
    check_translated(assert_error, english, german, 400)


def test_the_apis_own_refusals_follow_the_language(assert_error, client):
    for method, path, body, status in [
        ("get", "/api/nothing", None, 404),
        ("get", "/api/games", None, 405),
        ("get", "/api/games/AAAAAAAAAAAAAAAA", None, 404),
        ("post", "/api/games", {"players": TWO, "name": "x" * 70_000}, 413),
    ]:
        english, german = both_ways(client, method, path, body)
        check_translated(assert_error, english, german, status)


def test_a_bad_round_is_refused_in_the_requests_language(assert_error, api, client):
    game, key = api.create()
    bearer = {"Authorization": f"Bearer {key}"}
    path = f"/api/games/{game['id']}/rounds"
    bad = {"winner": "Ann", "hands": {"Bob": ["R7", "Q9"], "Cy": [], "Dee": ["G0"]}}
    english = client.post(path, json=bad, headers=bearer)
    german = client.post(path, json=bad, headers={**bearer, **GERMAN})
    check_translated(assert_error, english, german, 400)
    missing = client.post(path, json={"winner": "Ann", "hands": {"Bob": ["R7"]}},
                          headers={**bearer, **GERMAN})  # fmt: skip
    error = assert_error(missing, 400, "missing_field", "hands.Cy")
    assert "Cy" in error["message"]
    nope = {"Authorization": "Bearer nope"}
    english = client.post(path, json=bad, headers=nope)
    german = client.post(path, json=bad, headers={**nope, **GERMAN})
    check_translated(assert_error, english, german, 403)


@pytest.fixture
def limited_client(database_url: str) -> Any:
    """A client of an app that allows one write a minute per address."""
    from app import create_app
    from referee.web.infra.extensions import db

    app = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": database_url,
            "SECRET_KEY": "test-secret",
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_APPLICATION": "1 per minute",
        }
    )
    yield app.test_client()
    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.engine.dispose()


def test_too_many_writes_are_refused_in_the_requests_language(assert_error, limited_client):
    """Refused before the request's language is chosen for the rest, still in it."""
    new_game = {"players": TWO}
    assert limited_client.post("/api/games", json=new_game, headers=GERMAN).status_code == 201
    english, german = both_ways(limited_client, "post", "/api/games", new_game)
    check_translated(assert_error, english, german, 429)


def test_error_pages_are_html(client: Any) -> None:
    missing = client.get("/no/such/page")
    assert missing.status_code == 404
    assert missing.headers["Content-Type"] == "text/html; charset=utf-8"
    assert missing.text.startswith("<!doctype html>")
