"""How well and how fast a club night is seated, round after round.

Run from the repository root: ``.venv/bin/python bench/nights.py``. For 12 players at
tables of 4 for 3 rounds, 12 at 3 for 3, 16 at 4 for 5, 40 at 4 for 6 and 120 at 5 for 12
(and two nights so long that repeats cannot be avoided), seats every round as the app
does (``seat_round`` with the rounds so far) under several seeds and prints the pairs who
met more than once (worst and mean over the seeds), the seconds to seat the whole night
(mean) and the slowest single round (wall and CPU: the machine may be shared), beside
random seating (mean over its seeds) and the fewest possible where it is known. Figures,
not a test.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from referee.scorekeeping.nights import (  # noqa: E402
    SeatedRound,
    Table,
    repeat_pairs,
    seat_round,
    table_sizes,
)

SEEDS = range(5)
RANDOM_SEEDS = range(20)

# (players, table size, rounds, the fewest repeat pairs possible and why)
NIGHTS = [
    (12, 4, 3, "3: in round 2 each table of 4 holds 2 of one earlier table"),
    (12, 3, 3, "0: a resolvable packing of triples gives 4 rounds"),
    (16, 4, 5, "0: the affine plane of order 4"),
    (40, 4, 6, "0: a resolvable (40, 4, 1) design has 13 rounds"),
    (120, 5, 12, "0: the draws above reach it (no design used)"),
    # nights long enough that repeats cannot be avoided: the time a proof (16 players)
    # or the full local search (30) takes
    (16, 6, 12, "not known (each round is the proved fewest)"),
    (30, 4, 12, "not known"),
]


def random_round(players: list[str], table_size: int, rng: random.Random) -> list[Table]:
    """A round seated by lot, without regard to who met."""
    shuffled = list(players)
    rng.shuffle(shuffled)
    tables, at = [], 0
    for size in table_sizes(len(players), table_size):
        tables.append(tuple(shuffled[at : at + size]))
        at += size
    return tables


def by_lot_night(players: list[str], table_size: int, rounds: int, seed: int) -> int:
    """The repeat pairs of a night seated by lot, round after round."""
    rng = random.Random(seed)
    return repeat_pairs([random_round(players, table_size, rng) for _ in range(rounds)])


def seated_night(
    players: list[str], table_size: int, rounds: int, seed: int
) -> tuple[int, float, float, float]:
    """The app's night: its repeat pairs, total wall seconds, slowest round's wall and CPU
    seconds."""
    earlier: list[SeatedRound] = []
    total = worst_wall = worst_cpu = 0.0
    for _ in range(rounds):
        wall, cpu = time.perf_counter(), time.process_time()
        earlier.append(seat_round(players, table_size, earlier, seed))
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        total += wall
        worst_wall, worst_cpu = max(worst_wall, wall), max(worst_cpu, cpu)
    return repeat_pairs(earlier), total, worst_wall, worst_cpu


def main() -> None:
    """Seat the nights; print the figures."""
    print(
        f"{'night':>9}  {'repeats':>12} {'night s':>8} {'worst round s':>14}"
        f"  {'random':>6}  fewest possible"
    )
    print(f"{'':>9}  {'worst (mean)':>12} {'mean':>8} {'wall / cpu':>14}  {'mean':>6}")
    slowest = 0.0
    for count, table_size, rounds, fewest in NIGHTS:
        players = [f"Player {number}" for number in range(1, count + 1)]
        runs = [seated_night(players, table_size, rounds, seed) for seed in SEEDS]
        repeats = [run[0] for run in runs]
        by_lot = [by_lot_night(players, table_size, rounds, seed) for seed in RANDOM_SEEDS]
        worst_wall = max(run[2] for run in runs)
        worst_cpu = max(run[3] for run in runs)
        slowest = max(slowest, worst_wall)
        print(
            f"{count:>3}/{table_size}/{rounds:<3}"
            f"  {max(repeats):>5} ({statistics.mean(repeats):4.1f})"
            f" {statistics.mean(run[1] for run in runs):8.2f}"
            f" {worst_wall:6.2f} / {worst_cpu:5.2f}"
            f"  {statistics.mean(by_lot):6.1f}  {fewest}"
        )
    print(f"slowest round: {slowest:.2f} s wall")


if __name__ == "__main__":
    main()
