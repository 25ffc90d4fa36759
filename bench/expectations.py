"""How long GET /api/expectations takes for a table never asked about before (cold cache).

Run from the repository root: ``.venv/bin/python bench/expectations.py``. Prints one line
per table (wall and CPU seconds, both the table's and the official pool simulated), then
the slowest. A benchmark, not a test: it prints figures and asserts nothing.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402
from referee.simulation.expectations import expect, round_pool  # noqa: E402

TABLES = [
    "players=2",
    "players=2&draw_until_playable=true&deck=2018",
    "players=4&stacking=same",
    "players=6&preset=party&deck=2015&scoring=lowest&target=1000",
    "players=7&no_wild_finish=true&draw_until_playable=true&must_play_drawn=true",
    "players=10&stacking=any&seven_o=true&jump_in=true&draw_until_playable=true&deck=2018",
    "players=10&preset=party&deck=2015&target=10000&scoring=lowest",
]


def main() -> None:
    """Ask for each table with empty caches; print the times."""
    with tempfile.TemporaryDirectory() as folder:
        database = f"sqlite:///{folder}/bench.sqlite"
        app = create_app(
            {"TESTING": True, "SECRET_KEY": "bench", "SQLALCHEMY_DATABASE_URI": database}
        )
        client = app.test_client()
        slowest = 0.0
        for query in TABLES:
            expect.cache_clear()
            round_pool.cache_clear()
            wall, cpu = time.perf_counter(), time.process_time()
            response = client.get(f"/api/expectations?{query}")
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            assert response.status_code == 200, response.text
            slowest = max(slowest, wall)
            print(f"{wall:5.2f} s wall {cpu:5.2f} s cpu  {query}")
        print(f"slowest cold answer: {slowest:.2f} s")


if __name__ == "__main__":
    main()
