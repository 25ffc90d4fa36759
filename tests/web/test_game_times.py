"""A game's times: when play started and when its newest round was recorded, kept by every
change to its rounds, by "play again", and through export, import, backup and restore."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

pytestmark = pytest.mark.database

EVENING = datetime(2026, 11, 27, 19, 0, tzinfo=UTC)


class Clock:
    """A stand-in for the service's clock: each reading is five minutes after the last."""

    def __init__(self, start: datetime) -> None:
        self.time = start

    def __call__(self) -> datetime:
        self.time += timedelta(minutes=5)
        return self.time


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The service's clock, five minutes on at each reading."""
    from referee.web.service import games

    fake = Clock(EVENING)
    monkeypatch.setattr(games, "now", fake)
    return fake


def at(text: str | None) -> datetime | None:
    """An ISO 8601 time of a document, read."""
    return None if text is None else datetime.fromisoformat(text)


def recorded(client: Any, game_id: str) -> list[datetime]:
    """When each round of the game was recorded, from its export."""
    export = client.get(f"/api/games/{game_id}/export").get_json()
    return [datetime.fromisoformat(r["recorded_at"]) for r in export["rounds"]]


def test_a_new_game_starts_now_and_has_no_last_round(api):
    before = datetime.now(UTC)
    doc, _ = api.create()
    assert before - timedelta(seconds=1) <= at(doc["started_at"]) <= datetime.now(UTC)
    assert doc["last_round_at"] is None


def test_each_round_recorded_moves_the_last_round_to_its_time(api, client, clock):
    doc, key = api.create()
    first = api.play(doc["id"], key, "Ann", Bob=5, Cy=5, Dee=5)
    second = api.play(doc["id"], key, "Bob", Ann=5, Cy=5, Dee=5)
    times = recorded(client, doc["id"])
    assert times[0] < times[1]
    assert at(first["last_round_at"]) == times[0]
    assert at(second["last_round_at"]) == times[1]
    assert second["started_at"] == doc["started_at"]  # play started once


def test_a_corrected_round_moves_no_time(api, client, clock):
    doc, key = api.create()
    api.play(doc["id"], key, "Ann", Bob=5, Cy=5, Dee=5)
    before = api.play(doc["id"], key, "Bob", Ann=5, Cy=5, Dee=5)
    times = recorded(client, doc["id"])
    body = {"winner": "Cy", "hands": {p: {"points": 9} for p in ("Ann", "Bob", "Dee")}}
    response = api.put_round(doc["id"], key, 1, body)
    assert response.status_code == 200
    after = response.get_json()
    assert after["rounds"][0]["winner"] == "Cy"
    assert after["last_round_at"] == before["last_round_at"]
    assert recorded(client, doc["id"]) == times


def test_removing_rounds_leaves_the_newest_round_left_as_the_last(api, client, clock):
    doc, key = api.create()
    for winner in ("Ann", "Bob", "Cy"):
        others = [p for p in ("Ann", "Bob", "Cy", "Dee") if p != winner]
        api.play(doc["id"], key, winner, **dict.fromkeys(others, 5))
    first, second, _third = recorded(client, doc["id"])
    after = api.delete_round(doc["id"], key, 3).get_json()
    assert at(after["last_round_at"]) == second
    after = api.delete_round(doc["id"], key, 1).get_json()  # the oldest: the newest stays
    assert at(after["last_round_at"]) == second
    after = api.delete_round(doc["id"], key, 1).get_json()
    assert after["rounds"] == [] and after["last_round_at"] is None
    assert first < second


def test_play_again_starts_the_next_game_when_it_is_asked_for(api, client, table):
    game = table.new_game()
    table.record(game, 0, {1: "250", 2: "250", 3: "5"})  # Ann collects 505 of 500
    over = api.document(game)
    assert over["over"] is True
    summary = client.get(f"/g/{game}/summary").text
    token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', summary).group(1)
    asked = datetime.now(UTC)
    response = client.post(f"/g/{game}/again", data={"csrf_token": token})
    new = re.fullmatch(r"/g/([\w-]+)", response.headers["Location"]).group(1)
    doc = api.document(new)
    assert asked - timedelta(seconds=1) <= at(doc["started_at"]) <= datetime.now(UTC)
    assert at(doc["started_at"]) >= at(over["last_round_at"])
    assert doc["last_round_at"] is None


def test_export_and_import_keep_both_times(api, client, clock):
    doc, key = api.create()
    api.play(doc["id"], key, "Ann", Bob=5, Cy=5, Dee=5)
    played = api.play(doc["id"], key, "Bob", Ann=5, Cy=5, Dee=5)
    export = client.get(f"/api/games/{doc['id']}/export").get_json()
    assert export["started_at"] == played["started_at"]
    assert export["last_round_at"] == played["last_round_at"]
    export["started_at"] = "2026-11-20T18:00:00+01:00"
    export["last_round_at"] = "2026-11-20T19:30:00+00:00"
    imported = client.post("/api/games/import", json=export).get_json()
    assert imported["started_at"] == "2026-11-20T17:00:00+00:00"
    assert imported["last_round_at"] == "2026-11-20T19:30:00+00:00"


def test_an_old_export_without_times_takes_its_creation_and_newest_round(api, client):
    doc, key = api.create()
    api.play(doc["id"], key, "Ann", Bob=5, Cy=5, Dee=5)
    export = client.get(f"/api/games/{doc['id']}/export").get_json()
    del export["started_at"], export["last_round_at"]
    export["created_at"] = "2026-11-20T18:00:00+00:00"
    export["rounds"][0]["recorded_at"] = "2026-11-20T18:40:00+00:00"
    imported = client.post("/api/games/import", json=export).get_json()
    assert imported["started_at"] == "2026-11-20T18:00:00+00:00"
    assert imported["last_round_at"] == "2026-11-20T18:40:00+00:00"
    empty = {**export, "rounds": []}
    imported = client.post("/api/games/import", json=empty).get_json()
    assert imported["started_at"] == "2026-11-20T18:00:00+00:00"
    assert imported["last_round_at"] is None


def test_a_last_round_for_a_game_without_rounds_is_refused(api, client, assert_error):
    doc, _ = api.create()
    export = client.get(f"/api/games/{doc['id']}/export").get_json()
    assert export["last_round_at"] is None
    export["last_round_at"] = "2026-11-20T18:40:00+00:00"
    response = client.post("/api/games/import", json=export)
    assert_error(response, 400, "invalid_value", "last_round_at")
    export["last_round_at"], export["started_at"] = None, "at seven"
    assert_error(client.post("/api/games/import", json=export), 400, "invalid_value", "started_at")


def test_backup_and_restore_keep_both_times(api, app, client, clock, tmp_path):
    from referee.web.infra.extensions import db

    doc, key = api.create()
    played = api.play(doc["id"], key, "Ann", Bob=5, Cy=5, Dee=5)
    runner = app.test_cli_runner()
    file = tmp_path / "all.json"
    assert runner.invoke(args=["backup", str(file)]).exit_code == 0
    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
    assert runner.invoke(args=["restore", str(file)]).exit_code == 0
    restored = api.document(doc["id"])
    assert restored["started_at"] == played["started_at"]
    assert restored["last_round_at"] == played["last_round_at"] is not None
