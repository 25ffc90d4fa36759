"""Web latency and throughput on loopback, next to a static file from the same server.

Serves the app with gunicorn as serve.sh does (2 workers x 4 threads), on SQLite and
on PostgreSQL, and loads it with 16 concurrent clients (wrk when installed, else a
Python load generator). For each engine it prints p50, p90 and requests/s of:

- a static CSS file (the yardstick),
- ``GET /api/games/<id>`` of a 30-round game,
- the scoreboard HTML of that game,
- a ``304`` (the same GET with ``If-None-Match``),
- round POSTs, each into a different game (no two clients write to one game at once),
- ``GET /api/groups/<id>`` and the group page of a group of 200 finished games,

with each one's p90 and requests/s as a ratio to the static file's. Then the first second
of a scoreboard not yet kept: a round is recorded (a new version of the game), and 16
clients let go at the same moment ask for its scoreboard back to back for one second;
the p99 and the slowest of their first requests (the first burst) and of the whole
second, beside the same burst once the page is kept (``--bursts`` times over). The machine's speed
drifts from one second to the next, so each target runs right after the static file, and
every target is run three times over (``--passes``): the table gives the medians, and the
range of the p90 ratio over the passes. Not a test: it prints figures.

    .venv/bin/python bench/web.py                       # both engines, 5 s per run
    .venv/bin/python bench/web.py --app-dir /other/checkout --seconds 5
    .venv/bin/python bench/web.py --engines sqlite --only post,304   # some targets only
    .venv/bin/python bench/web.py --engines postgresql --only cold    # the cold scoreboard
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script: the servers of the tests are ours too

from tests.web.servers import (  # noqa: E402
    free_port,
    fresh_database,
    kill_group,
    request,
    start_gunicorn,
    wait_until_serving,
)

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
POINTS_ROUND = {
    "winner": "Ann",
    "hands": {"Bob": {"points": 1}, "Cy": {"points": 2}, "Dee": ["R7", "BS"]},
}
WRITE_GAMES = 64
GROUP_GAMES = 200
GROUP_PLAYERS = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]

POST_SCRIPT = """
local games = {%(games)s}
local keys = {%(keys)s}
local per_thread = %(per_thread)d
local next_thread = 0
function setup(thread)
  thread:set("base", next_thread * per_thread)
  next_thread = next_thread + 1
end
local counter = 0
function request()
  -- this thread's own games in turn: its connections never write to one game at once
  local i = base + (counter %% per_thread) + 1
  counter = counter + 1
  return wrk.format("POST", "/api/games/" .. games[i] .. "/rounds",
    {["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. keys[i]},
    '%(body)s')
end
"""
HEADER_SCRIPT = """
wrk.headers["If-None-Match"] = '%(etag)s'
"""


def call(port: int, method: str, path: str, body: Any = None, key: str = "") -> tuple[int, Any]:
    """One JSON request; the status and the decoded answer."""
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = None if body is None else json.dumps(body).encode()
    status, answer = request(port, method, path, data, headers, timeout=30)
    try:
        return status, json.loads(answer)
    except ValueError:
        return status, None


@contextmanager
def server(app_dir: Path, url: str, folder: Path) -> Any:
    """gunicorn serving the app in ``app_dir`` as serve.sh does; yields the port."""
    port = free_port()
    options = ["--preload", "--workers", "2", "--threads", "4"]
    process = start_gunicorn(url, port, options, folder / "server.log", app_dir=app_dir)
    try:
        try:
            wait_until_serving(port, process)
        except AssertionError as error:
            raise SystemExit(f"{error}: see {folder / 'server.log'}") from None
        yield port
    finally:
        kill_group(process, signal.SIGTERM)


def prepare(port: int) -> dict[str, Any]:
    """A 30-round game to read, and games to write rounds into."""
    status, game = call(port, "POST", "/api/games", {"players": PLAYERS, "target": 10000})
    assert status == 201, game
    for _ in range(30):
        status, doc = call(port, "POST", f"/api/games/{game['id']}/rounds", POINTS_ROUND,
                           game["edit_key"])  # fmt: skip
        assert status == 201, doc
    writes = []
    for _ in range(WRITE_GAMES):
        status, other = call(port, "POST", "/api/games", {"players": PLAYERS, "target": 10000})
        assert status == 201, other
        writes.append((other["id"], other["edit_key"]))
    return {"id": game["id"], "version": doc["version"], "writes": writes, "group": group(port)}


def group(port: int) -> str:
    """A group of 200 finished games among six players (four at a time); its id."""
    status, made = call(port, "POST", "/api/groups", {"name": "Bench club"})
    assert status == 201, made
    for number in range(GROUP_GAMES):
        players = [GROUP_PLAYERS[(number + seat) % 6] for seat in range(4)]
        body = {"players": players, "target": 50, "group": made["id"]}
        status, game = call(port, "POST", "/api/games", body, made["edit_key"])
        assert status == 201, game
        winner, *others = players[number % 3 :] + players[: number % 3]
        hands = {name: {"points": 10 + 7 * seat} for seat, name in enumerate(others)}
        status, doc = call(port, "POST", f"/api/games/{game['id']}/rounds",
                           {"winner": winner, "hands": hands}, game["edit_key"])  # fmt: skip
        assert status == 201 and doc["over"], doc
    return str(made["id"])


def parse_duration(text: str) -> float:
    """A wrk duration such as ``1.23ms`` in milliseconds."""
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()  # type: ignore[union-attr]
    return float(number) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[unit]


def run_wrk(port: int, path: str, seconds: int, script: str | None, folder: Path) -> dict:
    """Load ``path`` with wrk: 2 threads, 16 connections."""
    args = ["wrk", "-t2", "-c16", f"-d{seconds}s", "--timeout", "30s", "--latency"]
    if script:
        script_file = folder / "script.lua"
        script_file.write_text(script)
        args += ["-s", str(script_file)]
    out = subprocess.run([*args, f"http://127.0.0.1:{port}{path}"], capture_output=True,
                         text=True, check=True).stdout  # fmt: skip
    latency = dict(re.findall(r"^\s+(50|90)%\s+(\S+)\s*$", out, re.M))
    if "90" not in latency:
        raise SystemExit(f"wrk gave no latency distribution for {path}:\n{out}")
    failed = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {
        "p50": parse_duration(latency["50"]),
        "p90": parse_duration(latency["90"]),
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),  # type: ignore[union-attr]
        "failed": int(failed.group(1)) if failed else 0,
    }


def run_python(port: int, target: dict[str, Any], seconds: int) -> dict:
    """Load with 16 Python clients on kept-alive connections (when wrk is missing)."""
    times: list[float] = []
    failed = [0]
    stop = time.monotonic() + seconds
    lock = threading.Lock()

    def client(n: int) -> None:
        """One client sending requests back to back until the time is up."""
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        count = 0
        while time.monotonic() < stop:
            method, path, body, headers = target["make"](n, count)
            count += 1
            started = time.perf_counter()
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            response.read()
            took = (time.perf_counter() - started) * 1000
            with lock:
                times.append(took)
                failed[0] += response.status >= 400
        conn.close()

    threads = [threading.Thread(target=client, args=(n,)) for n in range(16)]
    began = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - began
    cuts = statistics.quantiles(times, n=10)
    return {"p50": cuts[4], "p90": cuts[8], "rps": len(times) / elapsed, "failed": failed[0]}


def python_requests(path: str, headers: Any, writes: list, body: str) -> dict[str, Any]:
    """What each Python client sends: the GET, or POSTs into its own games in turn."""

    def make(n: int, count: int) -> tuple[str, str, str | None, dict[str, str]]:
        """Client ``n``'s request number ``count``."""
        if headers is not None:
            return "GET", path, None, headers
        game_id, key = writes[(n * 4 + count % 4) % len(writes)]
        sent = {"Content-Type": "application/json", "Authorization": f"Bearer {key}"}
        return "POST", f"/api/games/{game_id}/rounds", body, sent

    return {"make": make}


def measure(
    port: int, setup: dict[str, Any], seconds: int, folder: Path, only: str = "", passes: int = 3
) -> list[tuple[str, dict]]:
    """Every target (or those whose label contains one of ``only``), each right after the
    static file, ``passes`` times over; the medians, and each target's median ratios to
    the static file measured just before it (the machine's speed drifts over seconds)."""
    game, version = setup["id"], setup["version"]
    ids = ", ".join(f'"{g}"' for g, _ in setup["writes"])
    keys = ", ".join(f'"{k}"' for _, k in setup["writes"])
    body = json.dumps(POINTS_ROUND)
    static = ("static file", "/static/app.css", None, {})
    targets = [
        ("GET /api/games/<id> (30 rounds)", f"/api/games/{game}", None, {}),
        ("scoreboard HTML", f"/g/{game}", None, {}),
        (f"GET /api/groups/<id> ({GROUP_GAMES} games)", f"/api/groups/{setup['group']}", None, {}),
        (f"group page HTML ({GROUP_GAMES} games)", f"/groups/{setup['group']}", None, {}),
        (
            "304 Not Modified",
            f"/api/games/{game}",
            HEADER_SCRIPT % {"etag": f'"{version}"'},
            {"If-None-Match": f'"{version}"'},
        ),  # fmt: skip
        (
            "POST round (different games)",
            "/",
            POST_SCRIPT
            % {"games": ids, "keys": keys, "per_thread": WRITE_GAMES // 2, "body": body},
            None,
        ),
    ]
    wanted = [word.strip().lower() for word in only.split(",") if word.strip()]
    targets = [t for t in targets if not wanted or any(w in t[0].lower() for w in wanted)]
    if not targets:
        raise SystemExit(f"--only {only!r} names no target")

    def load(target: tuple[str, str, str | None, Any]) -> dict:
        """One run of ``seconds`` on one target."""
        _, path, script, headers = target
        if shutil.which("wrk"):
            return run_wrk(port, path, seconds, script, folder)
        return run_python(port, python_requests(path, headers, setup["writes"], body), seconds)

    statics: list[dict] = []
    runs: dict[str, list[dict]] = {label: [] for label, *_ in targets}
    for _ in range(passes):
        for target in targets:
            before = load(static)
            figures = load(target)
            figures["p90_ratio"] = figures["p90"] / before["p90"]
            figures["rps_ratio"] = figures["rps"] / before["rps"]
            statics.append(before)
            runs[target[0]].append(figures)
    results = [("static file", medians(statics, {"p90_ratio": 1.0, "rps_ratio": 1.0}))]
    results += [(label, medians(figures)) for label, figures in runs.items()]
    return results


CLIENTS = 16


def burst_second(port: int, path: str) -> tuple[list[float], list[float]]:
    """16 clients, each on its own open connection, let go at the same moment to ask for
    ``path`` back to back for one second: the first requests' and all requests' times (ms)."""
    start = threading.Barrier(CLIENTS)
    firsts: list[float] = []
    every: list[float] = []
    failed: list[int] = []
    lock = threading.Lock()

    def client() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.connect()
        start.wait()
        stop = time.perf_counter() + 1.0
        first = True
        while time.perf_counter() < stop:
            began = time.perf_counter()
            conn.request("GET", path)
            response = conn.getresponse()
            response.read()
            took = (time.perf_counter() - began) * 1000
            with lock:
                every.append(took)
                if first:
                    firsts.append(took)
                if response.status != 200:
                    failed.append(response.status)
            first = False
        conn.close()

    threads = [threading.Thread(target=client) for _ in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failed:
        raise SystemExit(f"the scoreboard answered {sorted(set(failed))} under the burst")
    return firsts, every


def cold_scoreboard(port: int, bursts: int) -> dict[str, dict[str, float]]:
    """The first second of a scoreboard not yet kept, ``bursts`` times (each after a new
    round), and the same second once it is kept."""
    status, game = call(port, "POST", "/api/games", {"players": PLAYERS, "target": 10000})
    assert status == 201, game
    for _ in range(30):
        status, doc = call(port, "POST", f"/api/games/{game['id']}/rounds", POINTS_ROUND,
                           game["edit_key"])  # fmt: skip
        assert status == 201, doc
    path = f"/g/{game['id']}"
    names = ("cold first", "cold second", "kept first", "kept second")
    found: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(bursts):
        status, doc = call(port, "POST", f"/api/games/{game['id']}/rounds", POINTS_ROUND,
                           game["edit_key"])  # fmt: skip
        assert status == 201, doc
        firsts, every = burst_second(port, path)  # nobody has asked for this version yet
        found["cold first"] += firsts
        found["cold second"] += every
        firsts, every = burst_second(port, path)  # every worker has kept it now
        found["kept first"] += firsts
        found["kept second"] += every
    return {
        name: {
            "p50": statistics.median(times),
            "p99": statistics.quantiles(times, n=100, method="inclusive")[98],
            "max": max(times),
            "count": len(times),
        }
        for name, times in found.items()
    }


def print_cold(engine: str, figures: dict[str, dict[str, float]], bursts: int) -> None:
    """The cold scoreboard's first second beside the kept one's."""
    print(f"\n{engine}: scoreboard HTML, {CLIENTS} clients let go at once for one second, "
          f"{bursts} bursts each after a new round")  # fmt: skip
    print(f"{'':34} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'requests':>9}")
    labels = {
        "cold first": "not yet kept: first burst",
        "cold second": "not yet kept: whole first second",
        "kept first": "kept: first burst",
        "kept second": "kept: whole second",
    }
    for name, label in labels.items():
        f = figures[name]
        print(f"{label:34} {f['p50']:8.1f} {f['p99']:8.1f} {f['max']:8.1f} {f['count']:9.0f}")


def medians(runs: list[dict], fixed: dict[str, float] | None = None) -> dict:
    """The median of each figure over the runs, and the range of the p90 ratio."""
    merged = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    merged["failed"] = sum(run["failed"] for run in runs)
    merged.update(fixed or {})
    ratios = [run.get("p90_ratio", 1.0) for run in runs]
    merged["p90_range"] = (min(ratios), max(ratios))
    return merged


def print_table(engine: str, results: list[tuple[str, dict]], passes: int) -> None:
    """The figures with their ratios to the static file."""
    print(f"\n{engine}: 16 concurrent clients, gunicorn 2 workers x 4 threads on loopback; "
          f"medians of {passes} passes")  # fmt: skip
    print(f"{'target':34} {'p50 ms':>8} {'p90 ms':>8} {'req/s':>8} {'p90 x static':>13} "
          f"{'(range)':>11} {'req/s x static':>15} {'failed':>7}")  # fmt: skip
    for label, f in results:
        low, high = f["p90_range"]
        print(
            f"{label:34} {f['p50']:8.2f} {f['p90']:8.2f} {f['rps']:8.0f} "
            f"{f['p90_ratio']:13.1f} {f'{low:.1f}-{high:.1f}':>11} {f['rps_ratio']:15.2f} "
            f"{f['failed']:7d}"
        )


def main() -> None:
    """Run the benchmark on each engine asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app-dir", type=Path, default=ROOT, help="checkout to serve")
    parser.add_argument("--seconds", type=int, default=5, help="seconds per run")
    parser.add_argument(
        "--passes", type=int, default=3, help="runs of each target, each after the static file"
    )
    parser.add_argument(
        "--bursts", type=int, default=5, help="cold scoreboard bursts, each after a new round"
    )
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument(
        "--only",
        default="",
        help="targets whose label holds one of these words, e.g. post,304 (cold: the cold "
        "scoreboard)",
    )
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get(
            "TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
        ),
        help="a server where the benchmark may create and drop its own database",
    )
    options = parser.parse_args()
    print(f"load generator: {'wrk' if shutil.which('wrk') else 'Python threads'}; "
          f"app: {options.app_dir}")  # fmt: skip
    for engine in options.engines.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            with (
                fresh_database(
                    folder, "bench", options.postgres_url if engine != "sqlite" else ""
                ) as url,
                server(options.app_dir, url, folder) as port,
            ):
                wanted = {word.strip().lower() for word in options.only.split(",")} - {""}
                if wanted - {"cold"} or not wanted:
                    setup = prepare(port)
                    only = ",".join(wanted - {"cold"})
                    results = measure(port, setup, options.seconds, folder, only, options.passes)
                    print_table(engine, results, options.passes)
                if "cold" in wanted or not wanted:
                    print_cold(engine, cold_scoreboard(port, options.bursts), options.bursts)


if __name__ == "__main__":
    main()
