"""Rounds per second of the simulator beside rlcard's UNO, in the same run.

Usage (rlcard is not a dependency of the app; give the script a Python that has it)::

    python -m venv /tmp/rl && /tmp/rl/bin/pip install -r bench/requirements-rlcard.txt
    .venv/bin/python bench/simulator.py --rlcard-python /tmp/rl/bin/python

For the classic deck, No Mercy and Flip (two players, official rules, random play) it runs
``python -m referee.simulate --bench`` and prints its ``rounds/s``; then it plays rlcard's
UNO (random agents, two players) for as long, and prints the ratio of the classic rate
to rlcard's.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RLCARD = """
import sys, time
import rlcard
from rlcard.agents import RandomAgent
env = rlcard.make("uno", config={"seed": 0})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
seconds = float(sys.argv[1])
count, start = 0, time.perf_counter()
while time.perf_counter() - start < seconds:
    env.run(is_training=False)
    count += 1
print(count / (time.perf_counter() - start))
"""


def rate(deck: str, seconds: float) -> float:
    """``rounds/s`` of the simulator's bench for ``deck``."""
    out = subprocess.run(
        [sys.executable, "-m", "referee.simulate", "--bench", "--players", "2",
         "--seconds", str(seconds), "--deck", deck],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip
    return float(out.strip().splitlines()[-1].split()[-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--rlcard-python", help="a Python with rlcard installed")
    args = parser.parse_args()
    rates = {deck: rate(deck, args.seconds) for deck in ("classic", "no_mercy", "flip")}
    for deck, value in rates.items():
        print(f"{deck}: {value:.0f} rounds/s")
    if args.rlcard_python:
        out = subprocess.run([args.rlcard_python, "-c", RLCARD, str(args.seconds)],
                             check=True, capture_output=True, text=True).stdout  # fmt: skip
        theirs = float(out.strip().splitlines()[-1])
        print(f"rlcard uno: {theirs:.0f} rounds/s")
        print(f"classic / rlcard: {rates['classic'] / theirs:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
