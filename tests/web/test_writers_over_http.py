"""Several phones recording into one game at the same moment, over real HTTP connections.

A threaded server on a free local port serves the test database (SQLite, or PostgreSQL
when the suite runs against it); eight writers send their rounds at once, without
``If-Match``. By the contract none of them may be refused as stale.
"""

import json
import threading
import urllib.error
import urllib.request

import pytest

pytestmark = pytest.mark.database

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


@pytest.fixture
def server(app, serve):
    """The app served over HTTP by a threaded werkzeug server; its base URL."""
    with serve(app) as base_url:
        yield base_url


def call(method, url, body=None, key=None):
    """One JSON request; the status and the decoded body."""
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def at_once(count, send):
    """Run ``send(n)`` for n in range(count) from threads released together."""
    gate = threading.Barrier(count, timeout=30)
    results = [None] * count

    def run(index):
        gate.wait()
        results[index] = send(index)

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return results


def test_eight_phones_recording_at_once_are_all_recorded_exactly_once(server):
    status, doc = call("POST", f"{server}/api/games", {"players": PLAYERS, "target": 10000})
    assert status == 201
    game, key = f"{server}/api/games/{doc['id']}", doc["edit_key"]

    def record(n):
        winner = PLAYERS[n % 4]
        hands = {p: {"points": n + 1} for p in PLAYERS if p != winner}
        return call("POST", f"{game}/rounds", {"winner": winner, "hands": hands}, key)

    results = at_once(8, record)
    assert [status for status, _ in results] == [201] * 8, results
    status, after = call("GET", game)
    assert len(after["rounds"]) == 8 and after["version"] == 9
    assert sorted(r["collected"] for r in after["rounds"]) == [3 * (n + 1) for n in range(8)]
    assert sum(after["totals"]["collect"].values()) == sum(3 * (n + 1) for n in range(8))


def test_eight_retries_of_one_round_at_once_record_it_once(server):
    status, doc = call("POST", f"{server}/api/games", {"players": PLAYERS})
    game, key = f"{server}/api/games/{doc['id']}", doc["edit_key"]
    body = {
        "winner": "Bob",
        "hands": {"Ann": ["R7"], "Cy": {"points": 3}, "Dee": ["W"]},
        "request_id": "offline-1",
    }
    results = at_once(8, lambda n: call("POST", f"{game}/rounds", body, key))
    assert sorted(status for status, _ in results) == [200] * 7 + [201]
    status, after = call("GET", game)
    assert len(after["rounds"]) == 1 and after["totals"]["collect"]["Bob"] == 60
    assert all(answer == after for _, answer in results)
