"""Many workers, and several servers, starting at once on a fresh database.

Each case starts three gunicorn servers together on one empty database, as machines
sharing PostgreSQL would. In the first round none reads the project's gunicorn.conf.py,
so every worker of every server migrates on its own; in the second, the first server's
master migrates before forking (as ``gunicorn 'app:create_app()'`` does in this folder)
while the others' workers race it. All must come up with every worker and serve each
other's games.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from tests.web.servers import (
    free_port,
    fresh_database,
    kill_group,
    request,
    start_gunicorn,
    wait_until_serving,
    worker_pids,
)

pytestmark = [pytest.mark.server, pytest.mark.database]

OPTIONS = {"w4": ["-w", "4"], "w2t4": ["-w", "2", "--threads", "4"]}
SERVERS = 3


@pytest.mark.parametrize("label", list(OPTIONS))
@pytest.mark.parametrize("attempt", ["workers_only", "with_master"])
def test_servers_and_workers_starting_together_all_serve(
    tmp_path: Path, label: str, attempt: str
) -> None:
    """Three servers of several workers each start at once; every worker boots and serves."""
    options = OPTIONS[label]
    workers = int(options[1])
    no_hooks = tmp_path / "no_hooks.conf.py"
    no_hooks.write_text("")
    with fresh_database(tmp_path, f"start_{label}_{attempt}") as url:
        ports = [free_port() for _ in range(SERVERS)]
        logs = [tmp_path / f"server{n}.log" for n in range(SERVERS)]
        servers: list[subprocess.Popen[bytes]] = []
        try:
            for n, port in enumerate(ports):
                config = None if n == 0 and attempt == "with_master" else str(no_hooks)
                servers.append(start_gunicorn(url, port, options, logs[n], config=config))
            for port, server in zip(ports, servers, strict=True):
                wait_until_serving(port, server)
            created = []
            for port in ports:
                status, body = request(
                    port,
                    "POST",
                    "/api/games",
                    json.dumps({"players": ["Ann", "Bob"]}).encode(),
                    {"Content-Type": "application/json"},
                )
                assert status == 201, body
                created.append(json.loads(body)["id"])
            # Every server reads every game, through each of its workers in turn.
            for port in ports:
                for game_id in created * workers:
                    assert request(port, "GET", f"/api/games/{game_id}")[0] == 200
            for server, log in zip(servers, logs, strict=True):
                assert server.poll() is None, log.read_text()
                assert len(worker_pids(server.pid)) == workers, log.read_text()
                text = log.read_text()
                assert len(re.findall(r"Booting worker", text)) == workers, text
                assert "Traceback" not in text and "exited with code" not in text, text
        finally:
            for server in servers:
                kill_group(server)


def test_a_real_server_refuses_oversized_chunked_bodies_and_nul_ids(tmp_path: Path) -> None:
    """Through gunicorn: a chunked body past 64 KiB is 413 in the API's shape; NUL ids 404."""
    with fresh_database(tmp_path, "limits") as url:
        port = free_port()
        server = start_gunicorn(url, port, ["-w", "1"], tmp_path / "server.log")
        try:
            wait_until_serving(port, server)
            import http.client

            big = json.dumps({"players": ["Ann", "Bob"], "name": "x" * 70_000}).encode()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request(
                "POST",
                "/api/games",
                body=iter([big[i : i + 8192] for i in range(0, len(big), 8192)]),
                headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
                encode_chunked=True,
            )
            response = conn.getresponse()
            assert response.status == 413
            assert json.loads(response.read())["error"]["code"] == "request_entity_too_large"
            conn.close()
            for method, path in [
                ("GET", "/api/games/a%00b"),
                ("GET", "/g/a%00b"),
                ("DELETE", "/api/games/a%00b/rounds/1"),
                ("POST", "/api/games/a%00b/rounds"),
                ("GET", "/?again=a%00b"),
            ]:
                assert request(port, method, path, b"{}")[0] in (400, 404), (method, path)
        finally:
            kill_group(server)
