"""Durability of club nights: nights seated and played while the server is killed again and
again.

Several organisers (threads) each run a night of sixteen at tables of four, twelve rounds
and a final: each seats the next round (with a request id), then the round's four tables
record their games to the end (each round with a request id), then the next round is
seated. A request that fails (connection refused or reset, or a 5xx) is sent again, the
same, until it is answered. Meanwhile gunicorn and all its workers are SIGKILLed and
restarted. Afterwards every acknowledged seating is in its night once, with the tables
its answer gave, no round was seated twice and no game was started beside the seated
tables; every acknowledged round is in its game once.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import http.client
import json
import os
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from tests.web.servers import (
    free_port,
    fresh_database,
    kill_group,
    request,
    start_gunicorn,
    wait_until_serving,
)

pytestmark = [pytest.mark.server, pytest.mark.database]

NIGHTS = 4
KILLS = int(os.environ.get("DURABILITY_KILLS", "4"))
SECONDS_BETWEEN_KILLS = 2
PLAYERS = [f"P{number:02}" for number in range(1, 17)]
ROUNDS = 12
TARGET = 200  # a game takes four rounds of 60 collected
OPTIONS = ["--preload", "-w", "2", "--threads", "4"]


class Organiser(threading.Thread):
    """One night: seats each round, then plays its tables' games out, retrying every
    request (with its request id) until it is answered."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.port = port
        self.night_id = ""
        self.seatings: dict[int, list[dict[str, Any]]] = {}  # acknowledged: number -> tables
        self.rounds: dict[str, int] = {}  # game id -> rounds acknowledged
        self.retries = 0
        self.seated_before = 0  # seatings whose answer was lost: the retry found them seated
        self.error: BaseException | None = None

    def send(self, path: str, body: dict[str, Any] | None, key: str = "") -> tuple[int, dict]:
        """POST until answered below 500 (the same body, so the same request id)."""
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        data = None if body is None else json.dumps(body).encode()
        while True:
            try:
                status, answer = request(self.port, "POST", path, data, headers)
            except (OSError, http.client.HTTPException):  # no answer, or cut off by the kill
                status, answer = 0, b""
            if 0 < status < 500:
                return status, json.loads(answer)
            self.retries += 1
            time.sleep(0.05)

    def play_out(self, table: dict[str, Any]) -> None:
        """Record rounds at a table until its game is over."""
        players, game = table["players"], table["game"]
        for _ in range(10):
            winner = players[0]  # collects 60 a round: over in the fourth
            body = {
                "winner": winner,
                "hands": {p: {"points": 20} for p in players if p != winner},
                "request_id": uuid.uuid4().hex,
            }
            status, answer = self.send(f"/api/games/{game}/rounds", body, table["edit_key"])
            assert status in (200, 201), answer
            self.rounds[game] = self.rounds.get(game, 0) + 1
            if answer["over"]:
                return
        raise AssertionError("a game that does not end")

    def run(self) -> None:
        """Start the night, then seat and play every round and the final."""
        try:
            body = {"players": PLAYERS, "rounds": ROUNDS, "final": True, "target": TARGET}
            status, created = self.send("/api/nights", body)
            assert status == 201, created
            self.night_id, key = created["id"], created["edit_key"]
            for number in range(1, ROUNDS + 2):
                path = f"/api/nights/{self.night_id}/rounds"
                seat = {"request_id": uuid.uuid4().hex}
                status, night = self.send(path, seat, key)
                if status == 200:  # the first try seated it, and its answer was lost
                    self.seated_before += 1
                    tables = [
                        {**table, "edit_key": table_key(key, table["game"])}
                        for table in night["seated"][-1]["tables"]
                    ]
                else:
                    assert status == 201, night
                    tables = night["seated"][-1]["tables"]
                assert night["seated"][-1]["number"] == number
                self.seatings[number] = tables
                for table in tables:
                    self.play_out(table)
        except BaseException as error:  # reported by the test
            self.error = error


def table_key(key: str, game_id: str) -> str:
    """A table's edit key, as the API documents it (derived from the organiser's key)."""
    digest = hmac.new(key.encode(), game_id.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


def test_no_acknowledged_seating_is_lost_and_none_is_seated_twice(tmp_path: Path) -> None:
    """SIGKILL the server while nights are seated and played: nothing acknowledged is
    lost, no round is seated twice."""
    with fresh_database(tmp_path, "nights") as url:
        port = free_port()
        log = tmp_path / "server.log"
        server = start_gunicorn(url, port, OPTIONS, log)
        wait_until_serving(port, server)
        organisers = [Organiser(port) for _ in range(NIGHTS)]
        for organiser in organisers:
            organiser.start()
        kills = 0
        try:
            for _ in range(KILLS):
                time.sleep(SECONDS_BETWEEN_KILLS)
                kill_group(server)
                kills += 1
                time.sleep(0.2)  # requests meet a closed port for a moment
                server = start_gunicorn(url, port, OPTIONS, log)
                wait_until_serving(port, server)
            for organiser in organisers:
                organiser.join(timeout=600)
            for organiser in organisers:
                assert organiser.error is None, organiser.error
                assert not organiser.is_alive()
                status, answer = request(port, "GET", f"/api/nights/{organiser.night_id}")
                assert status == 200
                night = json.loads(answer)
                assert night["state"] == "over"
                numbers = [row["number"] for row in night["seated"]]
                assert numbers == list(range(1, ROUNDS + 2)) == sorted(organiser.seatings)
                for row in night["seated"]:
                    acknowledged = organiser.seatings[row["number"]]
                    assert [(t["players"], t["game"]) for t in row["tables"]] == [
                        (t["players"], t["game"]) for t in acknowledged
                    ]
                    assert all(table["over"] for table in row["tables"])
                for game_id, count in organiser.rounds.items():
                    status, answer = request(port, "GET", f"/api/games/{game_id}")
                    document = json.loads(answer)
                    assert len(document["rounds"]) == count
                    assert document["night"]["id"] == organiser.night_id
                # No game was started beside the seated tables: the night's version is its
                # own (one more per seating) plus exactly these games' versions.
                versions = sum(
                    json.loads(request(port, "GET", f"/api/games/{game_id}")[1])["version"]
                    for game_id in organiser.rounds
                )
                assert night["version"] == 1 + (ROUNDS + 1) + versions
        finally:
            kill_group(server)
    retries = sum(organiser.retries for organiser in organisers)
    seated = sum(len(organiser.seatings) for organiser in organisers)
    before = sum(organiser.seated_before for organiser in organisers)
    print(
        f"\nnight durability: nights={NIGHTS} seated={seated} kills={kills} retries={retries} "
        f"seatings_found_seated_on_retry={before}"
    )
    assert kills == KILLS and retries > 0
