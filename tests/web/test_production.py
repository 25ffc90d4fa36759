"""Production answers: control characters in addresses, body limits, write limits, the
OpenAPI document, export and import, CSV, backups, cached QR codes, and one clear line
when the database cannot be opened."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
import sqlalchemy as sa

ROOT = Path(__file__).resolve().parents[2]
CONTROLS = ["\x00", "\x01", "\x1f", "\x7f", "\x85"]


def played_game(api: Any, **settings: Any) -> tuple[dict, str]:
    """A game with teams, house rules, a dealer and three rounds (cards and points)."""
    settings.setdefault("name", "Friday night")
    settings.setdefault("rules", {"stacking": "same", "uno_penalty": 4})
    settings.setdefault("teams", [["Ann", "Cy"], ["Bob", "Dee"]])
    settings.setdefault("dealer", "Bob")
    doc, key = api.create(**settings)
    api.play(doc["id"], key, "Ann", Bob=["R7", "BS"], Cy=35, Dee=["W+4"])
    api.play(doc["id"], key, "Dee", Ann=["G+2", "Y0"], Bob=12, Cy=0)
    api.play(doc["id"], key, "Bob", Ann=4, Cy=["B9", "B9"], Dee=["W"])
    return api.document(doc["id"]), key


# ---- control characters ----------------------------------------------------------------


def addresses_with_controls(app: Any, game_id: str, control: str) -> list[tuple[str, str]]:
    """Every route and method, with ``control`` in each text part of its address in turn."""
    bad = quote(f"a{control}b")
    found = []
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            found.append(("GET", f"/static/{bad}.css"))
            continue
        methods = sorted(rule.methods - {"HEAD", "OPTIONS"})
        texts = [a for a in rule.arguments if rule._converters[a].regex == "[^/]+"]
        good = {"game_id": game_id, "number": "1", "key": "k" * 24, "slug": "play"}
        variants = [{**good, name: bad} for name in texts]
        if not texts:
            variants = [good]
        for values in variants:
            path = rule.rule
            for name, value in values.items():
                path = re.sub(rf"<(?:\w+:)?{name}>", value, path)
            if not texts:
                path += f"?again={bad}"
            found.extend((method, path) for method in methods)
    return found


@pytest.mark.database
@pytest.mark.parametrize("control", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
def test_control_characters_in_any_address_are_refused_and_never_stored(
    database_state, api_for, assert_error, app: Any, client: Any, control: str
) -> None:
    """Every route and method: 400 or 404 (the API's shape under /api), nothing written."""
    doc, key = api_for(client).create()
    before = database_state()
    addresses = addresses_with_controls(app, doc["id"], control)
    assert len(addresses) > 25
    for method, path in addresses:
        response = client.open(
            path,
            method=method,
            json={"players": ["A", "B"]},
            headers={"Authorization": f"Bearer {key}"},
        )
        assert response.status_code in (400, 404), (method, path, response.status_code)
        if path.startswith("/api/"):
            assert_error(response, response.status_code, response.get_json()["error"]["code"])
    assert database_state() == before


@pytest.mark.database
def test_a_nul_in_a_game_id_is_no_game_on_either_engine(app: Any) -> None:
    """The service looks up no id outside the alphabet (PostgreSQL refuses NUL outright)."""
    from referee.web.service import games

    with app.app_context():
        for game_id in ["a\x00b", "x" * 16 + "\x00", "", "a" * 17, "a/b", "é" * 16]:
            assert games.get_game(game_id) is None


def test_the_pages_refuse_a_nul_in_the_again_link(client: Any) -> None:
    """``/?again=`` with a NUL is refused, not looked up."""
    assert client.get("/?again=a%00b").status_code == 400
    assert client.get("/?again=nosuchgame").status_code == 200


# ---- body size ---------------------------------------------------------------------------

BIG = json.dumps({"players": ["Ann", "Bob"], "name": "x" * 70_000}).encode()


def chunked(client: Any, path: str, body: bytes, content_type: str) -> Any:
    """POST a body without Content-Length, as a chunked upload arrives."""
    return client.post(
        path,
        input_stream=io.BytesIO(body),
        headers={"Transfer-Encoding": "chunked", "Content-Type": content_type},
        # The test client would count the bytes; a server passing a chunked body does not.
        environ_overrides={"CONTENT_LENGTH": "", "wsgi.input_terminated": True},
    )


def test_an_oversized_body_is_413_however_it_is_sent(
    database_state, assert_error, app: Any, client: Any
) -> None:
    """With Content-Length or chunked, the API answers 413 in its shape; nothing stored."""
    before = database_state()
    assert_error(client.post("/api/games", data=BIG, content_type="application/json"), 413,
                 "request_entity_too_large")  # fmt: skip
    assert_error(chunked(client, "/api/games", BIG, "application/json"), 413,
                 "request_entity_too_large")  # fmt: skip
    form = chunked(client, "/", b"name=" + b"x" * 70_000, "application/x-www-form-urlencoded")
    assert form.status_code == 413
    assert database_state() == before


def test_a_small_chunked_body_is_read_whole(client: Any) -> None:
    """A chunked body within the limit reaches the view intact."""
    body = json.dumps({"players": ["Ann", "Bob"], "name": "y" * 50}).encode()
    response = chunked(client, "/api/games", body, "application/json")
    assert response.status_code == 201
    assert response.get_json()["name"] == "y" * 50


# ---- write limits ------------------------------------------------------------------------


@pytest.fixture
def limited_client(database_url: str) -> Any:
    """A client of an app that allows three writes a minute per address."""
    from app import create_app

    app = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": database_url,
            "SECRET_KEY": "test-secret",
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_APPLICATION": "3 per minute",
            "WTF_CSRF_ENABLED": False,
        }
    )
    yield app.test_client()
    from referee.web.infra.extensions import db

    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.engine.dispose()


def test_too_many_writes_get_429_in_the_error_shape(
    api_for, assert_error, limited_client: Any
) -> None:
    """The fourth write with one edit key in a minute is refused; reads go on; the fourth
    game started from one address is refused too, and a form gets a readable page."""
    api = api_for(limited_client)
    doc, key = api.create()
    for _ in range(3):
        api.play(doc["id"], key, "Ann", Bob=1, Cy=2, Dee=3)
    refused = api.post_round(doc["id"], key, {"winner": "Ann", "hands": {}})
    assert_error(refused, 429, "too_many_requests")
    assert int(refused.headers["Retry-After"]) > 0
    assert len(api.document(doc["id"])["rounds"]) == 3  # reads are never limited
    api.create()
    api.create()
    page = limited_client.post("/", data={"players-0": "A", "players-1": "B"})
    assert page.status_code == 429
    assert "Slow down" in page.get_data(as_text=True)


def test_tests_meet_no_limit_unless_they_ask(api_for, client: Any) -> None:
    """The default test app takes many writes from one address."""
    api = api_for(client)
    doc, key = api.create(target=10000)
    for _ in range(70):
        api.play(doc["id"], key, "Ann", Bob=1, Cy=1, Dee=1)


# ---- the OpenAPI document ----------------------------------------------------------------


def test_the_openapi_document_covers_every_api_route_and_the_guide(app: Any, client: Any) -> None:
    """Every /api route of the app and every endpoint of docs/api.md is in the document."""
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    document = response.get_json()
    assert document["openapi"] == "3.1.0"
    described = {
        (method.upper(), path)
        for path, operations in document["paths"].items()
        for method in operations
    }
    routes = {
        (method, re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule))
        for rule in app.url_map.iter_rules()
        if rule.rule.startswith("/api/")
        for method in rule.methods - {"HEAD", "OPTIONS"}
    }
    assert routes == described
    guide = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    listed = {
        (method, re.sub(r"<(\w+)>", r"{\1}", path).replace("{id}", "{game_id}").split("?")[0])
        for method, path in re.findall(r"^\| `(GET|POST|PUT|DELETE) (/api/\S+)`", guide, re.M)
    }
    listed = {(m, p.replace("{n}", "{number}")) for m, p in listed}
    assert listed and listed <= described, listed - described
    schemas = document["components"]["schemas"]
    error = schemas["Error"]["properties"]["error"]
    error = schemas[error["$ref"].rsplit("/", 1)[-1]] if "$ref" in error else error
    assert error["required"] == ["code", "message", "field"]
    for codes in re.findall(r"\((\d{3})\)", guide.split("### Error codes")[1]):
        assert f"Error{codes}" in document["components"]["responses"]
    rounds = document["paths"]["/api/games/{game_id}/rounds"]["post"]
    assert rounds["security"] == [{"editKey": []}]
    assert document["components"]["securitySchemes"]["editKey"]["scheme"] == "bearer"


# ---- export and import -------------------------------------------------------------------


def without_id(export: dict) -> dict:
    """An export without the game's id."""
    return {k: v for k, v in export.items() if k != "id"}


@pytest.mark.database
def test_export_import_export_is_lossless(api_for, client: Any) -> None:
    """A game exported, imported as a new game and exported again is the same but its id."""
    api = api_for(client)
    doc, _ = played_game(api)
    first = client.get(f"/api/games/{doc['id']}/export")
    assert first.status_code == 200
    exported = first.get_json()
    assert exported["dealer"] == "Bob"
    assert exported["rounds"][0]["hands"]["Cy"] == {"points": 35}
    assert exported["rounds"][0]["hands"]["Bob"] == ["R7", "BS"]
    assert "edit_key" not in json.dumps(exported)
    imported = client.post("/api/games/import", json=exported)
    assert imported.status_code == 201
    new = imported.get_json()
    assert new["id"] != doc["id"] and len(new.pop("edit_key")) > 20
    assert imported.headers["Location"].endswith(f"/api/games/{new['id']}")
    assert {**new, "id": doc["id"]} == doc
    again = client.get(f"/api/games/{new['id']}/export").get_json()
    assert without_id(again) == without_id(exported)


@pytest.mark.database
def test_an_imported_game_takes_rounds_with_its_new_key(api_for, assert_error, client: Any) -> None:
    """The new edit key works; the old game's does not."""
    api = api_for(client)
    doc, old_key = played_game(api)
    imported = client.post(
        "/api/games/import", json=client.get(f"/api/games/{doc['id']}/export").get_json()
    )
    new = imported.get_json()
    round_body = {
        "winner": "Ann",
        "hands": {"Bob": {"points": 1}, "Cy": {"points": 1}, "Dee": {"points": 1}},
    }
    assert_error(api.post_round(new["id"], old_key, round_body), 403, "forbidden")
    assert api.post_round(new["id"], new["edit_key"], round_body).status_code == 201


@pytest.mark.database
@pytest.mark.parametrize(
    ("change", "code", "field"),
    [
        (lambda e: e.update(format="something"), "invalid_value", "format"),
        (lambda e: e.update(players=["Ann"]), "invalid_value", "players"),
        (lambda e: e["rounds"][1]["hands"].update(Zed=[]), "unknown_field", "rounds[1].hands.Zed"),
        (lambda e: e["rounds"][2].update(winner="Nobody"), "unknown_player", "rounds[2].winner"),
        (
            lambda e: e["rounds"][0].update(recorded_at="yesterday"),
            "invalid_value",
            "rounds[0].recorded_at",
        ),  # fmt: skip
        (lambda e: e["rounds"][0].update(extra=1), "unknown_field", "rounds[0].extra"),
        (lambda e: e.update(target=50), "game_over", "rounds[1]"),
        (lambda e: e.update(edit_key_hash="0" * 64), "unknown_field", "edit_key_hash"),
        (lambda e: e.update(rulings=[{"round": 1}]), "missing_field", "rulings[0].dispute"),
        (
            lambda e: e.update(rulings=[{"round": 9, "dispute": "uno", "answers": {}}]),
            "invalid_value",
            "rulings[0].round",
        ),
        (
            lambda e: e.update(rulings=[{"round": 1, "dispute": "nope", "answers": {}}]),
            "invalid_value",
            "rulings[0].dispute",
        ),
        (
            lambda e: e.update(
                rulings=[{"round": 1, "dispute": "uno", "answers": {}, "rules": {"x": 1}}]
            ),
            "unknown_field",
            "rulings[0].rules.x",
        ),
        (
            lambda e: e.update(rulings=[{"round": 1, "dispute": "uno", "answers": {"seat": 1}}]),
            "invalid_value",
            "rulings[0].answers.seat",
        ),
    ],
)
def test_a_bad_import_is_refused_whole(
    database_state,
    api_for: Any,
    assert_error: Any,
    app: Any,
    client: Any,
    change: Any,
    code: str,
    field: str,
) -> None:
    """Refused with the error shape, naming the field; no game is written, not even in part."""
    api = api_for(client)
    doc, _ = played_game(api)
    export = client.get(f"/api/games/{doc['id']}/export").get_json()
    change(export)
    before = database_state()
    status = 409 if code == "game_over" else 400  # as a round sent to a finished game
    assert_error(client.post("/api/games/import", json=export), status, code, field)
    assert database_state() == before


def test_csv_has_a_row_per_round_and_player_with_both_methods(api_for, client: Any) -> None:
    """Rows add up to the document's totals under both methods; formulas stay text."""
    api = api_for(client)
    doc, key = api.create(players=["=SUM(A1)", "Bob", "Cy"])
    api.play(doc["id"], key, "Bob", **{"=SUM(A1)": 10, "Cy": ["R5"]})
    api.play(doc["id"], key, "Cy", **{"=SUM(A1)": ["W"], "Bob": 7})
    doc = api.document(doc["id"])
    response = client.get(f"/g/{doc['id']}/export.csv")
    assert response.status_code == 200
    assert response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    import csv

    rows = list(csv.DictReader(io.StringIO(response.get_data(as_text=True))))
    assert len(rows) == 2 * 3
    assert {row["player"] for row in rows} == {"'=SUM(A1)", "Bob", "Cy"}
    for method in ("collect", "lowest"):
        for name in ("=SUM(A1)", "Bob", "Cy"):
            mine = [r for r in rows if r["player"].lstrip("'") == name]
            assert sum(int(r[f"{method}_points"]) for r in mine) == doc["totals"][method][name]
            assert int(mine[-1][f"{method}_total"]) == doc["totals"][method][name]
    assert [r["cards"] for r in rows if r["round"] == "2"] == ["W", "", ""]
    assert client.get("/g/nosuchgame12345/export.csv").status_code == 404


def test_the_game_page_links_both_exports(api_for, client: Any) -> None:
    """The scoreboard offers the CSV and the JSON file."""
    doc, _ = api_for(client).create()
    page = client.get(f"/g/{doc['id']}").get_data(as_text=True)
    assert f'href="/g/{doc["id"]}/export.csv"' in page
    assert f'href="/api/games/{doc["id"]}/export"' in page


# ---- backup and restore ------------------------------------------------------------------


@pytest.mark.database
def test_backup_and_restore_bring_every_game_back_once(
    database_state, api_for, app: Any, client: Any, tmp_path: Path
) -> None:
    """Every game back with its id, rounds, times and edit key; a second restore skips all."""
    from referee.web.infra.extensions import db

    api = api_for(client)
    first, key = played_game(api)
    second, _ = api.create(players=["Xi", "Yo"])
    exports = {
        g: client.get(f"/api/games/{g}/export").get_json() for g in (first["id"], second["id"])
    }
    runner = app.test_cli_runner()
    file = tmp_path / "all.json"
    result = runner.invoke(args=["backup", str(file)])
    assert result.exit_code == 0, result.output
    assert "Backed up 2 games" in result.output
    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
    assert client.get(f"/api/games/{first['id']}").status_code == 404
    result = runner.invoke(args=["restore", str(file)])
    assert result.exit_code == 0, result.output
    assert "Restored 2 games" in result.output
    for game_id, export in exports.items():
        assert client.get(f"/api/games/{game_id}/export").get_json() == export
    assert api.document(first["id"]) == first
    body = {
        "winner": "Ann",
        "hands": {"Bob": {"points": 1}, "Cy": {"points": 1}, "Dee": {"points": 1}},
    }
    assert api.post_round(first["id"], key, body).status_code == 201
    state = database_state()
    result = runner.invoke(args=["restore", str(file)])
    assert result.exit_code == 0, result.output
    assert "Restored 0 games" in result.output and "Skipped 2" in result.output
    assert database_state() == state


@pytest.mark.database
def test_a_bad_backup_restores_nothing(database_state, app: Any, tmp_path: Path) -> None:
    """A backup with one bad game is refused whole, naming the place, with a non-zero exit."""
    runner = app.test_cli_runner()
    good = {"format": "uno-referee-game", "format_version": 1, "id": "A" * 16,
            "edit_key_hash": "a" * 64, "players": ["Ann", "Bob"], "rounds": []}  # fmt: skip
    bad = {**good, "id": "B" * 16, "rounds": [{"winner": "Zed", "hands": {}}]}
    file = tmp_path / "bad.json"
    file.write_text(json.dumps({"format": "uno-referee-backup", "games": [good, bad]}))
    before = database_state()
    result = runner.invoke(args=["restore", str(file)])
    assert result.exit_code != 0
    assert "games[1].rounds[0].winner" in result.output
    assert database_state() == before
    file.write_text("not json")
    assert runner.invoke(args=["restore", str(file)]).exit_code != 0


# ---- speed -------------------------------------------------------------------------------


def test_qr_codes_are_drawn_once_per_address(api_for, client: Any) -> None:
    """Loading a scoreboard twice draws its QR code once."""
    from referee.web.infra.display import qr_data_uri

    doc, _ = api_for(client).create()
    client.get(f"/g/{doc['id']}")
    misses = qr_data_uri.cache_info().misses
    client.get(f"/g/{doc['id']}")
    # The second load is served from the kept page or draws from the cache: never anew.
    assert qr_data_uri.cache_info().misses == misses
    assert misses >= 1


# ---- the database cannot be opened -------------------------------------------------------


def unreachable_urls() -> list[str]:
    """Databases that cannot be opened: a folder that is missing, and on PostgreSQL a
    database that does not exist and a port where nothing listens (with a password)."""
    urls = ["sqlite:////nonexistent-folder/uno.sqlite"]
    admin = os.environ.get("TEST_POSTGRES_URL")
    if admin:
        base = sa.make_url(admin)
        urls.append(base.set(password="s3cret", database="no_such_db").render_as_string(False))
        urls.append(base.set(password="s3cret", port=1).render_as_string(False))
    return urls


@pytest.mark.server
@pytest.mark.database
@pytest.mark.parametrize("url", unreachable_urls())
@pytest.mark.parametrize("command", ["flask", "gunicorn", "gunicorn --preload"])
def test_an_unreachable_database_is_one_clear_line(url: str, command: str, tmp_path: Path) -> None:
    """``flask`` and gunicorn exit non-zero with one line naming the database, no password."""
    extra = ["--no-control-socket"] if command.startswith("gunicorn") else []
    env = {**os.environ, "DATABASE_URL": url, "SECRET_KEY": "x"}
    bin_dir = Path(sys.executable).parent
    args = {
        "flask": [str(bin_dir / "flask"), "--app", "app", "routes"],
        "gunicorn": [str(bin_dir / "gunicorn"), "-w", "2", "-b", "127.0.0.1:0", "app:create_app()"],
        # as serve.sh starts it
        "gunicorn --preload": [
            str(bin_dir / "gunicorn"),
            "--preload",
            "-w",
            "2",
            "-b",
            "127.0.0.1:0",
            "app:create_app()",
        ],  # fmt: skip
    }[command]
    done = subprocess.run(
        args[:1] + extra + args[1:],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode != 0
    errors = [line for line in done.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, done.stderr
    assert "Traceback" not in done.stderr
    shown = sa.make_url(url).render_as_string(hide_password=True)
    assert shown in errors[0]
    assert "s3cret" not in done.stderr + done.stdout
