"""Errors: every 4xx under /api has the common shape and changes nothing."""

import pytest

pytestmark = pytest.mark.database

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
EXAMPLE_ROUND = {
    "winner": "Ann",
    "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["G0"]},
}


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api"),
        ("get", "/api/"),
        ("get", "/api/nothing"),
        ("post", "/api/game"),
        ("get", "/api/games/"),
        ("get", "/api/games/x/y/z"),
        ("get", "/api/v2/games"),
    ],
)
def test_unknown_addresses_are_404_in_the_common_shape(assert_error, client, method, path):
    response = getattr(client, method)(path, json={})
    assert_error(response, 404, "not_found", None)


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("get", "/api/games", {"POST"}),
        ("delete", "/api/games", {"POST"}),
        ("post", "/api/cards", {"GET"}),
        ("get", "/api/score", {"POST"}),
        ("put", "/api/games/{id}", {"GET"}),
        ("delete", "/api/games/{id}", {"GET"}),
        ("get", "/api/games/{id}/rounds", {"POST"}),
        ("get", "/api/games/{id}/rounds/1", {"PUT", "DELETE"}),
        ("post", "/api/games/{id}/rounds/1", {"PUT", "DELETE"}),
        ("patch", "/api/games/{id}/rounds/1", {"PUT", "DELETE"}),
    ],
)
def test_wrong_methods_are_405_in_the_common_shape(
    assert_error, api, client, method, path, allowed
):
    game, key = api.create()
    api.play(game["id"], key, "Ann", Bob=1, Cy=2, Dee=3)
    with api.unchanged(game["id"]):
        response = getattr(client, method)(path.format(id=game["id"]), json=EXAMPLE_ROUND)
        error = assert_error(response, 405, "method_not_allowed", None)
    listed = {m.strip() for m in response.headers["Allow"].split(",")}
    assert allowed <= listed
    assert all(m in error["message"] for m in allowed)


def test_a_body_over_the_limit_is_413_and_creates_nothing(assert_error, app, api, client):
    game, key = api.create()
    huge = {"players": PLAYERS, "name": "x" * 70_000}
    assert_error(client.post("/api/games", json=huge), 413, "request_entity_too_large", None)
    with api.unchanged(game["id"]):
        body = {**EXAMPLE_ROUND, "request_id": "y" * 70_000}
        response = api.post_round(game["id"], key, body)
        assert_error(response, 413, "request_entity_too_large", None)


@pytest.mark.parametrize(
    ("path", "query"),
    [
        ("/api/cards", "deck=classic&x=1"),
        ("/api/games/{id}", "edit_key=abc"),
        ("/api/games/{id}", "v=2"),
    ],
)
def test_unknown_query_keys_are_refused(assert_error, api, client, path, query):
    game, _ = api.create()
    response = client.get(path.format(id=game["id"]) + "?" + query)
    field = query.split("&")[-1].split("=")[0]
    assert_error(response, 400, "unknown_field", field)


@pytest.mark.parametrize("kind", ["post", "put", "delete"])
def test_unknown_query_keys_on_writes_change_nothing(assert_error, api, client, kind):
    game, key = api.create()
    api.play(game["id"], key, "Ann", Bob=1, Cy=2, Dee=3)
    with api.unchanged(game["id"]):
        url = f"/api/games/{game['id']}/rounds" + ("" if kind == "post" else "/1")
        response = getattr(client, kind)(
            url + "?force=1", json=EXAMPLE_ROUND, headers={"Authorization": f"Bearer {key}"}
        )
        assert_error(response, 400, "unknown_field", "force")


def test_create_refusals_store_no_game(app, client):
    from sqlalchemy import func, select

    from referee.web.infra.extensions import db
    from referee.web.service.models import Game

    bodies = [
        {},
        {"players": ["Ann"]},
        {"players": PLAYERS, "target": 1},
        {"players": PLAYERS, "rules": {"nope": 1}},
        {"players": PLAYERS, "teams": [["Ann"], ["Bob", "Cy", "Dee"]]},
        {"players": PLAYERS, "dealer": "Zed"},
        {"players": PLAYERS, "extra": True},
    ]
    for body in bodies:
        response = client.post("/api/games", json=body)
        assert 400 <= response.status_code < 500
        assert set(response.get_json()["error"]) == {"code", "message", "field"}
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Game)) == 0


def test_every_field_path_names_the_offending_value(assert_error, api):
    """A message says what is wrong; the field says where, as a path into the body."""
    game, key = api.create()
    body = {"winner": "Ann", "hands": {"Bob": ["R7", "Q9"], "Cy": ["G1"], "Dee": ["G2"]}}
    error = assert_error(api.post_round(game["id"], key, body), 400, "invalid_card", "hands.Bob[1]")
    assert "Q9" in error["message"]
    body = {"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": {"points": -3}, "Dee": ["G2"]}}
    error = assert_error(
        api.post_round(game["id"], key, body), 400, "invalid_value", "hands.Cy.points"
    )
    assert "points" in error["message"]
    body = {"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["G1"]}}
    error = assert_error(api.post_round(game["id"], key, body), 400, "missing_field", "hands.Dee")
    assert "Dee" in error["message"]


@pytest.mark.parametrize(
    "data",
    [
        "[" * 60_000,
        '{"players": ' + "[" * 30_000 + "]" * 30_000 + "}",
        '{"players": ["Ann", "\\ud800"]}',
        '{"players": ["Ann", "B\\u0000b"]}',
        '{"players": ["Ann", "Bob"], "name": "Fri\\u0000day"}',
    ],
)
def test_unreadable_json_is_400_and_creates_nothing(assert_error, app, client, data):
    response = client.post("/api/games", data=data, content_type="application/json")
    assert_error(response, 400, "invalid_json", None)
    assert client.get("/api/cards").status_code == 200  # the app still answers


@pytest.mark.parametrize(
    "data",
    [
        '{"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["R1"], "Dee": ["R2"]}, '
        '"request_id": "a\\u0000b"}',
        '{"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["R1"], "Dee": ["R2"]}, '
        '"request_id": "\\udfff"}',
        '{"winner": "Ann", "hands": ' + "[" * 30_000 + "]" * 30_000 + "}",
    ],
)
def test_unreadable_rounds_change_nothing(assert_error, api, client, data):
    game, key = api.create()
    with api.unchanged(game["id"]):
        response = client.post(
            f"/api/games/{game['id']}/rounds",
            data=data,
            content_type="application/json",
            headers={"Authorization": f"Bearer {key}"},
        )
        assert_error(response, 400, "invalid_json", None)
