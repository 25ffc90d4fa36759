"""Groups: a table's games counted together, its standings and OpenSkill ratings, its page,
its share pictures, its exports and backups, and write limits that fit a club."""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest
from openskill.models import PlackettLuce
from PIL import Image

pytestmark = pytest.mark.database

FOUR = ["Ann", "Bob", "Cy", "Dee"]


@pytest.fixture
def group(client: Any) -> tuple[dict, str]:
    """A new group and its edit key."""
    response = client.post("/api/groups", json={"name": "Friday table"})
    assert response.status_code == 201, response.get_json()
    doc = response.get_json()
    return doc, doc.pop("edit_key")


def start_in(client: Any, group_id: str, key: str | None, **body: Any) -> Any:
    """POST /api/games in the group with the group's key (``None``: no key)."""
    body.setdefault("players", list(FOUR))
    headers = {"Authorization": f"Bearer {key}"} if key is not None else {}
    return client.post("/api/games", json={**body, "group": group_id}, headers=headers)


def play_game(client: Any, api: Any, group_id: str, key: str, players, rounds) -> str:
    """Start a game in the group and record ``rounds`` (winner, {player: points})."""
    response = start_in(client, group_id, key, players=players, target=100)
    assert response.status_code == 201, response.get_json()
    doc = response.get_json()
    for winner, hands in rounds:
        api.play(doc["id"], doc["edit_key"], winner, **hands)
    return doc["id"]


# ---- the API ---------------------------------------------------------------------------------


def test_a_group_is_created_with_its_key_and_read_with_an_etag(client, group):
    doc, key = group
    assert set(doc) == {"id", "name", "version", "games", "players"}
    assert doc["name"] == "Friday table" and doc["games"] == [] and doc["players"] == []
    assert len(key) >= 20
    read = client.get(f"/api/groups/{doc['id']}")
    assert read.get_json() == doc and read.headers["ETag"] == f'"{doc["version"]}"'
    again = client.get(f"/api/groups/{doc['id']}", headers={"If-None-Match": read.headers["ETag"]})
    assert again.status_code == 304


def test_the_location_names_the_group(client):
    response = client.post("/api/groups", json={"name": "  Club   night "})
    assert response.headers["Location"] == f"/api/groups/{response.get_json()['id']}"
    assert response.get_json()["name"] == "Club night"


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"name": ""}, "invalid_value", "name"),
        ({"name": "   "}, "invalid_value", "name"),
        ({"name": "x" * 61}, "invalid_value", "name"),
        ({"name": "a\x00b"}, "invalid_json", None),
        ({"name": "a\x07b"}, "invalid_value", "name"),
        ({"name": 5}, "invalid_value", "name"),
        ({}, "missing_field", "name"),
        ({"name": "A", "colour": "red"}, "unknown_field", "colour"),
    ],
)
def test_a_bad_group_name_is_refused_naming_the_field(
    client, assert_error, database_state, body, code, field
):
    before = database_state()
    assert_error(client.post("/api/groups", json=body), 400, code, field)
    assert database_state() == before


def test_hostile_bytes_never_make_a_server_error(client, database_state):
    before = database_state()
    for raw in (
        b"\xff\xfe",
        b'{"name": "\\ud800"}',
        b"[" * 5000,
        b'{"name": ' + b"9" * 5000 + b"}",
    ):
        response = client.post("/api/groups", data=raw, content_type="application/json")
        assert 400 <= response.status_code < 500
    assert client.get("/api/groups/%00abc").status_code == 404
    assert client.get("/api/groups/nope").status_code == 404
    assert database_state() == before


def test_a_game_in_a_group_needs_the_groups_key(client, group, assert_error, database_state):
    doc, key = group
    before = database_state()
    assert_error(start_in(client, doc["id"], None), 401, "unauthorized")
    assert_error(start_in(client, doc["id"], "wrong-key"), 403, "forbidden")
    assert_error(start_in(client, "A" * 16, key), 400, "invalid_value", "group")
    assert database_state() == before
    started = start_in(client, doc["id"], key)
    assert started.status_code == 201
    game_key = started.get_json()["edit_key"]
    assert game_key != key
    # The game's own key records rounds as before; the group's key is not the game's.
    game_id = started.get_json()["id"]
    body = {"winner": "Ann", "hands": {"Bob": {"points": 1}, "Cy": {"points": 1}, "Dee": ["R1"]}}
    refused = client.post(
        f"/api/games/{game_id}/rounds", json=body, headers={"Authorization": f"Bearer {key}"}
    )
    assert refused.status_code == 403
    listed = client.get(f"/api/groups/{doc['id']}").get_json()
    assert [g["id"] for g in listed["games"]] == [game_id]
    assert listed["version"] > doc["version"]


def expected_ratings(games_ranks: list[dict[str, int]]) -> dict[str, Any]:
    """An OpenSkill computation of its own: each player rated alone with their rank."""
    model = PlackettLuce()
    ratings: dict[str, Any] = {}
    for ranks in games_ranks:
        names = list(ranks)
        teams = [[ratings.get(n, model.rating())] for n in names]
        rated = model.rate(teams, ranks=[ranks[n] for n in names])
        for name, (rating,) in zip(names, rated, strict=True):
            ratings[name] = rating
    return ratings


def test_standings_and_ratings_follow_openskill_over_the_finished_games(client, api, group):
    doc, key = group
    # Game 1: Ann collects 100 at once; Bob and Cy tie behind (0 each), Dee too.
    play_game(client, api, doc["id"], key, ["Ann", "Bob", "Cy"], [("Ann", {"Bob": 60, "Cy": 40})])
    # Game 2: "bob" (any case) wins over two rounds; Cy took one round; Dee is new.
    play_game(
        client,
        api,
        doc["id"],
        key,
        ["bob", "Cy", "Dee"],
        [("Cy", {"bob": 10, "Dee": 20}), ("bob", {"Cy": 50, "Dee": 60})],
    )
    # Game 3 is still going: it counts as a game sat in, not for ratings.
    play_game(client, api, doc["id"], key, ["Ann", "Dee"], [("Dee", {"Ann": 5})])
    found = client.get(f"/api/groups/{doc['id']}").get_json()
    players = {p["name"]: p for p in found["players"]}
    assert set(players) == {"Ann", "bob", "Cy", "Dee"}  # the latest game's spelling of Bob
    assert (players["Ann"]["games"], players["Ann"]["wins"], players["Ann"]["rounds_won"]) == (
        2,
        1,
        1,
    )
    assert (players["bob"]["games"], players["bob"]["wins"]) == (2, 1)
    assert (players["Cy"]["rounds_won"], players["Dee"]["games"], players["Dee"]["wins"]) == (
        1,
        2,
        0,
    )
    expected = expected_ratings([{"ann": 1, "bob": 2, "cy": 2}, {"bob": 1, "cy": 2, "dee": 3}])
    for name, player in players.items():
        rating = expected[name.casefold()]
        assert player["rating"]["mu"] == pytest.approx(rating.mu, abs=1e-9)
        assert player["rating"]["sigma"] == pytest.approx(rating.sigma, abs=1e-9)
        assert player["rating"]["display"] == pytest.approx(rating.mu - 3 * rating.sigma)
    assert [g["over"] for g in found["games"]] == [True, True, False]
    assert found["games"][1]["winners"] == ["bob"] and found["games"][1]["rounds"] == 2


def test_teams_rank_together_and_challenge_uno_by_the_order_players_went_out(client, api, group):
    doc, key = group
    teams = start_in(
        client, doc["id"], key, target=50, teams=[["Ann", "Cy"], ["Bob", "Dee"]]
    ).get_json()
    api.play(teams["id"], teams["edit_key"], "Bob", Ann=30, Cy=30, Dee=0)
    out = start_in(client, doc["id"], key, target=50, scoring="elimination").get_json()
    api.play(out["id"], out["edit_key"], "Ann", Bob=60, Cy=10, Dee=10)  # Bob out
    api.play(out["id"], out["edit_key"], "Ann", Cy=50, Dee=10)  # Cy out
    api.play(out["id"], out["edit_key"], "Dee", Ann=50)  # Ann out: Dee is the last left
    found = client.get(f"/api/groups/{doc['id']}").get_json()
    expected = expected_ratings(
        [{"ann": 2, "bob": 1, "cy": 2, "dee": 1}, {"ann": 2, "bob": 4, "cy": 3, "dee": 1}]
    )
    for player in found["players"]:
        assert player["rating"]["mu"] == pytest.approx(expected[player["name"].casefold()].mu)


def test_a_correction_that_reopens_a_game_changes_the_ratings(client, api, group):
    doc, key = group
    response = start_in(client, doc["id"], key, players=["Ann", "Bob"], target=50)
    game = response.get_json()
    api.play(game["id"], game["edit_key"], "Ann", Bob=60)
    before = client.get(f"/api/groups/{doc['id']}").get_json()
    assert before["players"][0]["rating"]["mu"] > 25
    assert api.delete_round(game["id"], game["edit_key"], 1).status_code == 200
    after = client.get(f"/api/groups/{doc['id']}").get_json()
    assert after["version"] > before["version"]
    assert {p["rating"]["mu"] for p in after["players"]} == {25.0}
    assert {p["wins"] for p in after["players"]} == {0}


# ---- write limits ------------------------------------------------------------------------------


@pytest.fixture
def club_client(database_url: str) -> Any:
    """A client of an app with the default write limits."""
    from app import DEFAULT_WRITE_LIMITS, create_app

    app = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": database_url,
            "SECRET_KEY": "test-secret",
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_APPLICATION": DEFAULT_WRITE_LIMITS,
        }
    )
    yield app.test_client()
    from referee.web.infra.extensions import db, limiter

    limiter.reset()
    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.engine.dispose()


def test_thirty_tables_behind_one_address_are_never_refused(api_for, club_client):
    """A club night: 30 tables, one address, each table recording round after round."""
    api = api_for(club_client)
    tables = [api.create(target=10000) for _ in range(30)]
    statuses = set()
    for _ in range(4):  # 120 rounds from one address: twice its old minute's budget
        for doc, key in tables:
            body = {"winner": "Ann", "hands": {"Bob": ["R1"], "Cy": ["R2"], "Dee": ["R3"]}}
            statuses.add(api.post_round(doc["id"], key, body).status_code)
            # Rulings and score look-ups between rounds are not writes.
            statuses.add(club_client.post("/api/score", json={"cards": ["R7"]}).status_code)
    assert statuses == {200, 201}


def test_one_client_flooding_one_game_is_still_refused(api_for, assert_error, club_client):
    api = api_for(club_client)
    doc, key = api.create(target=10000)
    body = {"winner": "Ann", "hands": {"Bob": ["R1"], "Cy": ["R2"], "Dee": ["R3"]}}
    answers = [api.post_round(doc["id"], key, body).status_code for _ in range(61)]
    assert answers[:60] == [201] * 60
    assert_error(api.post_round(doc["id"], key, body), 429, "too_many_requests")
    other, other_key = api.create(target=10000)  # another table is not held up
    assert api.post_round(other["id"], other_key, body).status_code == 201


# ---- the pages ---------------------------------------------------------------------------------


def test_a_group_is_started_from_the_home_page_and_games_from_its_page(client, table, table_for):
    home = client.get("/")
    assert 'id="new-group"' in home.text
    made = client.post(
        "/groups", data={"csrf_token": table.token_of(home.text), "name": "Friday table"}
    )
    assert made.status_code == 302
    group_id = re.fullmatch(r"/groups/([\w-]+)", made.headers["Location"]).group(1)
    page = client.get(f"/groups/{group_id}")
    assert page.status_code == 200 and "Friday table" in page.text
    assert 'id="start-in-group"' in page.text and "Edit link" in page.text
    form = client.get(f"/?group={group_id}")
    assert f'name="group" type="hidden" value="{group_id}"' in form.text
    game_id = table.new_game(group=group_id)
    assert client.get(f"/api/groups/{group_id}").get_json()["games"][0]["id"] == game_id
    # A phone without the group's key cannot start games in it.
    other = table_for(client.application.test_client())
    assert other.start(["A", "B"], group=group_id).status_code == 403
    assert len(client.get(f"/api/groups/{group_id}").get_json()["games"]) == 1


def test_play_again_keeps_the_group(client, table):
    home = client.get("/")
    made = client.post("/groups", data={"csrf_token": table.token_of(home.text), "name": "G"})
    group_id = made.headers["Location"].rsplit("/", 1)[1]
    game_id = table.new_game(["Ann", "Bob"], group=group_id, target="other", target_other="50")
    table.record(game_id, 0, {1: "60"})
    page = client.get(f"/g/{game_id}")
    again = client.post(f"/g/{game_id}/again", data={"csrf_token": table.token_of(page.text)})
    assert again.status_code == 302
    games = client.get(f"/api/groups/{group_id}").get_json()["games"]
    assert len(games) == 2 and games[0]["id"] == game_id


def test_the_group_page_shows_standings_ratings_rivalries_and_share_tags(client, api, group):
    doc, key = group
    for winner, loser in (("Ann", "Bob"), ("Ann", "Bob"), ("Bob", "Ann")):
        play_game(client, api, doc["id"], key, ["Ann", "Bob"], [(winner, {loser: 150})])
    page = client.get(f"/groups/{doc['id']}")
    text = page.text
    assert "A rating is" in text and 'id="ratings-svg"' in text
    assert "beats Bob most (2×) · beaten most by Bob (1×)" in text
    assert "longest winning run 2 games" in text
    image = re.search(r'<meta property="og:image" content="([^"]+)"', text).group(1)
    assert image.startswith("http://localhost/") and image.endswith("/standings.png")
    assert '<meta property="og:title" content="Friday table">' in text
    assert 'id="share-button"' in text
    picture = client.get(image.removeprefix("http://localhost"))
    assert picture.mimetype == "image/png"
    assert Image.open(io.BytesIO(picture.data)).size == (1200, 630)


def test_a_game_page_has_open_graph_tags_and_its_summary_picture(client, api):
    doc, key = api.create(players=["Ann", "Bob"], target=50)
    api.play(doc["id"], key, "Ann", Bob=60)
    page = client.get(f"/g/{doc['id']}").text
    assert re.search(r'<meta property="og:description" content="Ann won', page)
    picture = client.get(f"/g/{doc['id']}/summary.png")
    assert picture.status_code == 200 and picture.data.startswith(b"\x89PNG")
    assert client.get("/g/AAAAAAAAAAAAAAAA/summary.png").status_code == 404


# ---- exports and backups -------------------------------------------------------------------------


def test_a_group_export_imports_as_a_new_group_with_the_same_standings(client, api, group):
    doc, key = group
    play_game(client, api, doc["id"], key, ["Ann", "Bob"], [("Ann", {"Bob": 150})])
    export = client.get(f"/api/groups/{doc['id']}/export").get_json()
    assert export["format"] == "uno-referee-group" and len(export["games"]) == 1
    imported = client.post("/api/groups/import", json=export)
    assert imported.status_code == 201
    copy = imported.get_json()
    assert copy["id"] != doc["id"] and "edit_key" in copy
    original = client.get(f"/api/groups/{doc['id']}").get_json()
    assert copy["players"] == original["players"]


def test_a_malformed_group_import_is_refused_whole(
    client, api, group, assert_error, database_state
):
    doc, key = group
    play_game(client, api, doc["id"], key, ["Ann", "Bob"], [("Ann", {"Bob": 150})])
    export = client.get(f"/api/groups/{doc['id']}/export").get_json()
    export["games"].append({**export["games"][0], "players": ["Ann"]})
    before = database_state()
    assert_error(
        client.post("/api/groups/import", json=export), 400, "invalid_value", "games[1].players"
    )
    assert_error(
        client.post("/api/groups/import", json={**export, "name": ""}), 400, "invalid_value", "name"
    )
    assert database_state() == before


def test_backup_and_restore_keep_groups(app, client, api, group, tmp_path, database_state):
    doc, key = group
    play_game(client, api, doc["id"], key, ["Ann", "Bob"], [("Ann", {"Bob": 150})])
    runner = app.test_cli_runner()
    backup = tmp_path / "backup.json"
    assert runner.invoke(args=["backup", str(backup)]).exit_code == 0
    written = json.loads(backup.read_text())
    assert [g["id"] for g in written["groups"]] == [doc["id"]]
    assert written["games"][0]["group"] == doc["id"]
    standings = client.get(f"/api/groups/{doc['id']}").get_json()
    from referee.web.infra.extensions import db

    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
    # A malformed group is refused whole: nothing is restored.
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({**written, "groups": [{**written["groups"][0], "name": ""}]}))
    empty = database_state()
    result = runner.invoke(args=["restore", str(broken)])
    assert result.exit_code != 0 and "groups[0].name" in result.output
    assert database_state() == empty
    assert runner.invoke(args=["restore", str(backup)]).exit_code == 0
    restored = client.get(f"/api/groups/{doc['id']}").get_json()
    assert restored["players"] == standings["players"]
    assert restored["games"] == standings["games"]


def test_restoring_a_game_of_an_unknown_group_is_refused(app, client, api, group, tmp_path):
    doc, key = group
    play_game(client, api, doc["id"], key, ["Ann", "Bob"], [("Ann", {"Bob": 150})])
    runner = app.test_cli_runner()
    backup = tmp_path / "backup.json"
    runner.invoke(args=["backup", str(backup)])
    written = json.loads(backup.read_text())
    written["games"][0]["group"] = "B" * 16
    written["games"][0]["id"] = "C" * 16
    backup.write_text(json.dumps(written))
    result = runner.invoke(args=["restore", str(backup)])
    assert result.exit_code != 0 and "games[0].group" in result.output
    assert client.get(f"/api/games/{'C' * 16}").status_code == 404


# ---- edges ---------------------------------------------------------------------------------


def test_a_backup_naming_one_group_twice_is_refused_whole(
    app, client, api, group, tmp_path, database_state
):
    doc, key = group
    play_game(client, api, doc["id"], key, ["Ann", "Bob"], [("Ann", {"Bob": 150})])
    runner = app.test_cli_runner()
    backup = tmp_path / "backup.json"
    result = runner.invoke(args=["backup", str(backup)])
    assert "Backed up 1 game and 1 group" in result.output
    written = json.loads(backup.read_text())
    impostor = {**written["groups"][0], "name": "Impostor", "edit_key_hash": "0" * 64}
    doubled = tmp_path / "doubled.json"
    doubled.write_text(json.dumps({**written, "groups": [*written["groups"], impostor]}))
    before = database_state()
    result = runner.invoke(args=["restore", str(doubled)])
    assert result.exit_code != 0 and "groups[1].id" in result.output
    assert database_state() == before
    # The same file again: the group and the game already here are listed, never doubled.
    result = runner.invoke(args=["restore", str(backup)])
    assert result.exit_code == 0 and f"group {doc['id']}" in result.output
    assert database_state() == before


def test_the_limit_message_blames_no_address(api_for, club_client):
    api = api_for(club_client)
    doc, key = api.create(target=10000)
    body = {"winner": "Ann", "hands": {"Bob": ["R1"], "Cy": ["R2"], "Dee": ["R3"]}}
    answers = [api.post_round(doc["id"], key, body) for _ in range(61)]
    refusal = answers[-1].get_json()["error"]
    assert answers[-1].status_code == 429 and "address" not in refusal["message"]


def test_only_writes_may_be_answered_429_in_the_document(client):
    paths = client.get("/api/openapi.json").get_json()["paths"]
    assert "429" not in paths["/api/groups/{group_id}"]["get"]["responses"]
    assert "429" not in paths["/api/rulings"]["post"]["responses"]
    assert "429" not in paths["/api/score"]["post"]["responses"]
    assert "429" in paths["/api/groups"]["post"]["responses"]
    assert "429" in paths["/api/games/{game_id}/rounds"]["post"]["responses"]


def test_a_picture_holds_ten_players_and_says_how_many_more():
    from referee.web.pages.share import MAX_LINES, font, runs, shown_lines, wide, wide_font

    rows = [(f"{i}.", f"P{i}", "1") for i in range(1, 13)]
    assert shown_lines(rows[:10]) == rows[:10] and MAX_LINES == 10
    assert shown_lines(rows)[-1] == ("", "and 3 more", "") and len(shown_lines(rows)) == 10
    assert wide("李小龍") and wide("김민수") and not wide("Zoë Łukasz")
    parts = runs("Ann 李小龍!", 30)
    assert [text for text, _ in parts] == ["Ann ", "李小龍", "!"]
    assert parts[0][1] is font(30, False) and parts[1][1] is wide_font(30)


def test_a_rating_near_zero_is_never_shown_negative():
    from referee.web.service.groups import Rating

    assert Rating(0.0, 0.01).shown == "0.0" and Rating(30.0, 2.0).shown == "24.0"


def test_a_summary_page_has_its_own_open_graph_tags(client, api):
    doc, key = api.create()
    api.play(doc["id"], key, "Ann", Bob=300, Cy=200, Dee=100)
    page = client.get(f"/g/{doc['id']}/summary").text
    assert f'content="http://localhost/g/{doc["id"]}/summary.png"' in page
    assert 'property="og:title" content="Summary: ' in page and "Ann won" in page


def test_an_error_inside_a_group_export_names_the_field_from_the_top(client, api, group):
    doc, key = group
    play_game(client, api, doc["id"], key, ["Ann", "Bob"], [("Ann", {"Bob": 150})])
    export = client.get(f"/api/groups/{doc['id']}/export").get_json()
    export["games"][0]["rounds"][0]["hands"]["Bob"] = ["Z9"]
    error = client.post("/api/groups/import", json=export).get_json()["error"]
    assert error["field"] == "games[0].rounds[0].hands.Bob[0]"
    assert error["message"].startswith("games[0].rounds[0].hands.Bob[0]")
