"""Durability: rounds recorded while the server is killed again and again.

A dozen tables (threads) record rounds into their own games, each round with a request
id. When a request fails (connection refused or reset, or a 5xx), the table sends the
same request again, with the same request id, until it is answered. Meanwhile gunicorn
and all its workers are SIGKILLed and restarted several times. Afterwards every
acknowledged round is in its game exactly once, nothing else is, and every total adds
up. The figures are printed.
"""

from __future__ import annotations

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

TABLES = 12
KILLS = int(os.environ.get("DURABILITY_KILLS", "5"))
SECONDS_BETWEEN_KILLS = 3
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
MAX_ROUNDS = 400  # per table, far below what reaches the target
# As serve.sh starts it: the app loaded once, then the workers forked.
OPTIONS = ["--preload", "-w", "2", "--threads", "4"]


def round_body(number: int) -> dict[str, Any]:
    """Round ``number`` of a table: its number is written in Bob's and Cy's points."""
    return {
        "winner": PLAYERS[number % 4],
        "hands": {
            name: {"points": points}
            for name, points in zip(
                [p for p in PLAYERS if p != PLAYERS[number % 4]],
                [number % 20, number // 20, 1],
                strict=True,
            )
        },
        "request_id": uuid.uuid4().hex,
    }


def number_of(played: dict[str, Any]) -> int:
    """Which round of the table a stored round is (read back from its points)."""
    others = [p for p in PLAYERS if p != played["winner"]]
    low, high = (played["hands"][name]["points"] for name in others[:2])
    return high * 20 + low


class Table(threading.Thread):
    """One table: starts a game, then records rounds, retrying each until answered."""

    def __init__(self, port: int, stop: threading.Event) -> None:
        """A table that sends to ``port`` until ``stop`` is set."""
        super().__init__(daemon=True)
        self.port, self.stop = port, stop
        self.game_id = ""
        self.key = ""
        self.acknowledged: list[int] = []
        self.retries = 0
        self.error: BaseException | None = None

    def send(self, method: str, path: str, body: dict[str, Any], key: str = "") -> dict:
        """Send until answered (the same body, so the same request id); the answer's JSON."""
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        while True:
            try:
                data = json.dumps(body).encode()
                status, answer = request(self.port, method, path, data, headers)
            except (OSError, http.client.HTTPException):  # no answer, or cut off by the kill
                status, answer = 0, b""
            if 200 <= status < 300:
                return json.loads(answer)  # type: ignore[no-any-return]
            assert status == 0 or status >= 500, (status, answer)
            self.retries += 1
            time.sleep(0.05)

    def run(self) -> None:
        """Record rounds until told to stop."""
        try:
            created = self.send("POST", "/api/games", {"players": PLAYERS, "target": 10000})
            self.game_id, self.key = created["id"], created["edit_key"]
            number = 0
            while not self.stop.is_set() and number < MAX_ROUNDS:
                path = f"/api/games/{self.game_id}/rounds"
                self.send("POST", path, round_body(number), self.key)
                self.acknowledged.append(number)
                number += 1
        except BaseException as error:  # reported by the test
            self.error = error


def test_every_acknowledged_round_survives_kills_exactly_once(tmp_path: Path) -> None:
    """SIGKILL the server while a dozen tables record; nothing acknowledged is lost or doubled."""
    with fresh_database(tmp_path, "durability") as url:
        port = free_port()
        log = tmp_path / "server.log"
        server = start_gunicorn(url, port, OPTIONS, log)
        wait_until_serving(port, server)
        stop = threading.Event()
        tables = [Table(port, stop) for _ in range(TABLES)]
        for table in tables:
            table.start()
        kills = 0
        try:
            for _ in range(KILLS):
                time.sleep(SECONDS_BETWEEN_KILLS)
                kill_group(server)
                kills += 1
                time.sleep(0.2)  # requests meet a closed port for a moment
                server = start_gunicorn(url, port, OPTIONS, log)
                wait_until_serving(port, server)
            time.sleep(1)
            stop.set()
            for table in tables:
                table.join(timeout=60)
            lost = duplicated = extra = 0
            for table in tables:
                assert table.error is None, table.error
                assert not table.is_alive()
                status, answer = request(port, "GET", f"/api/games/{table.game_id}")
                assert status == 200
                doc = json.loads(answer)
                stored = [number_of(played) for played in doc["rounds"]]
                lost += len(set(table.acknowledged) - set(stored))
                duplicated += len(stored) - len(set(stored))
                extra += len(set(stored) - set(table.acknowledged))
                assert stored == table.acknowledged
                check_totals(doc)
        finally:
            kill_group(server)
    acknowledged = sum(len(table.acknowledged) for table in tables)
    retries = sum(table.retries for table in tables)
    print(
        f"\ndurability: tables={TABLES} acknowledged={acknowledged} kills={kills} "
        f"retries={retries} lost={lost} duplicated={duplicated} unacknowledged_stored={extra}"
    )
    assert kills == KILLS and retries > 0
    assert acknowledged > TABLES * KILLS
    assert lost == duplicated == extra == 0


def check_totals(doc: dict[str, Any]) -> None:
    """Both methods' totals are the sums of the stored rounds."""
    lowest = dict.fromkeys(PLAYERS, 0)
    collect = dict.fromkeys(PLAYERS, 0)
    for played in doc["rounds"]:
        points = {name: hand["points"] for name, hand in played["hands"].items()}
        for name, value in points.items():
            lowest[name] += value
        collect[played["winner"]] += sum(points.values())
        assert played["collected"] == sum(points.values())
    assert doc["totals"] == {"collect": collect, "lowest": lowest}
