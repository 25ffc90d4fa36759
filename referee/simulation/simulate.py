"""Simulated rounds and games: checked against the referee, totalled, and benchmarked.

The classic family's rounds are played by the fast path (:mod:`referee.simulation.fastplay`), the
editions' by theirs (:mod:`referee.simulation.edition_play`). :func:`checked_round` and
:func:`checked_edition_round` also replay one through the referee
(:mod:`referee.simulation.fastcheck`, :mod:`referee.simulation.edition_check`) in both
directions: every
action taken is judged legal there and leads to the same state, and the moves offered at
the start of each turn are exactly the referee's legal moves. Same seed, same rounds.

Command line::

    python -m referee.simulation.simulate --bench --players 2 --seconds 5 [--deck no_mercy]
    python -m referee.simulation.simulate --check 200 [--deck flip]

``--bench`` plays random rounds under the official rules for that long and prints, as
its last line, ``rounds/s: N``. ``--check`` replays that many rounds per house-rule
variant and player count, in ``--deck`` (without it: the classic family's decks), through
the referee, prints how many steps agreed, and exits with status 1 at the first
disagreement.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from referee.decks import DECK_NAMES, EDITION_DECKS, ENGINE_DECKS, get_deck
from referee.rules import PRESETS, HouseRules, Stacking
from referee.scorekeeping.scoring import Method
from referee.simulation.edition_check import EditionMismatch, replay_edition_round
from referee.simulation.edition_play import EditionLog, play_edition_round
from referee.simulation.fastcheck import FastPathMismatch, Observer, replay_round
from referee.simulation.fastplay import (
    RoundLog,
    SimulatedGame,
    SimulatedRound,
    play_game,
    play_round,
)
from referee.simulation.strategies import CHAOTIC_HABITS, TABLE_HABITS, Habits, Strategy

__all__ = [
    "SimulationError",
    "Statistics",
    "VARIANTS",
    "checked_round",
    "main",
    "play_game",
    "simulate",
]

VARIANTS: dict[str, HouseRules] = {
    **PRESETS,
    "strict": HouseRules(draw_until_playable=True, must_play_drawn=True, no_wild_finish=True,
                         challenge_winner_plays=False, two_player_reverse_skips=False,
                         first_reverse="right_of_dealer", uno_penalty=4, false_uno_penalty=2),
    "mixed": HouseRules(stacking=Stacking.PLUS4_ON_PLUS2, jump_in=True, seven_o=True,
                        uno_penalty=1, draw_until_playable=True),
    "stack_all": HouseRules(stacking=Stacking.ANY, no_wild_finish=True, must_play_drawn=True,
                            challenge_winner_plays=False, false_uno_penalty=2),
}  # fmt: skip
"""House-rule sets that between them switch every option away from the official rules."""


class SimulationError(ValueError):
    """The fast path and the referee disagree about a simulated round."""


@dataclass(frozen=True, slots=True)
class Statistics:
    """Totals over many simulated rounds."""

    rounds: int
    stalled: int  # rounds called off: no cards left to draw
    turns: int
    cards_drawn: int
    reshuffles: int
    largest_draw: int
    challenges: int
    catches: int
    jump_ins: int
    wins: Counter[int]
    mean_points: float


def checked_round(
    rules: HouseRules,
    rng: random.Random,
    players: int = 4,
    deck: str = "classic",
    dealer: int = 0,
    strategies: Sequence[Strategy] | None = None,
    habits: Habits = CHAOTIC_HABITS,
    observe: Observer | None = None,
    offers: list[int] | None = None,
) -> tuple[SimulatedRound, int]:
    """Play one fast round and replay it through the referee; the round and steps checked.

    :raises SimulationError: if the referee refuses a step or reaches another state.
    """
    log = RoundLog()
    result = play_round(rules, rng, players, deck, dealer, strategies, habits, log)
    try:
        steps = replay_round(log, rules, players, dealer, get_deck(deck).size, observe)
        if offers is not None:
            offers.append(sum(step.offered is not None for step in log.steps))
    except FastPathMismatch as error:
        raise SimulationError(str(error)) from None
    return result, steps


def simulate(
    rules: HouseRules | None = None,
    rounds: int = 100,
    players: int = 4,
    seed: int = 0,
    deck: str = "classic",
    habits: Habits = TABLE_HABITS,
) -> Statistics:
    """Play ``rounds`` random rounds (the deal passing clockwise) and total them up."""
    rng = random.Random(seed)
    results = [
        play_round(rules or HouseRules(), rng, players, deck, i % players, None, habits)
        for i in range(rounds)
    ]
    done = [r for r in results if r.winner is not None]
    return Statistics(
        rounds=rounds,
        stalled=rounds - len(done),
        turns=sum(r.turns for r in results),
        cards_drawn=sum(r.cards_drawn for r in results),
        reshuffles=sum(r.reshuffles for r in results),
        largest_draw=max((r.largest_draw for r in results), default=0),
        challenges=sum(r.challenges for r in results),
        catches=sum(r.catches for r in results),
        jump_ins=sum(r.jump_ins for r in results),
        wins=Counter(r.winner for r in done if r.winner is not None),
        mean_points=sum(r.points for r in done) / len(done) if done else 0.0,
    )


def simulate_game(
    rules: HouseRules | None = None,
    players: int = 4,
    target: int = 500,
    seed: int = 0,
    deck: str = "classic",
    method: Method = Method.COLLECT,
) -> SimulatedGame:
    """One whole random game to ``target``."""
    return play_game(rules or HouseRules(), random.Random(seed), players, deck, target, method)


def bench(players: int, seconds: float, rules: HouseRules, deck: str) -> tuple[int, float]:
    """Play random rounds for ``seconds``; how many, and the time taken."""
    rng = random.Random(0)
    count, start = 0, time.perf_counter()
    deadline = start + seconds
    edition = deck in EDITION_DECKS
    while time.perf_counter() < deadline:
        for _ in range(50):  # look at the clock now and then, not every round
            if edition:
                play_edition_round(deck, rules, rng, players, count % players)
            else:
                play_round(rules, rng, players, deck, count % players)
            count += 1
    return count, time.perf_counter() - start


def checked_edition_round(
    deck: str, rules: HouseRules, rng: random.Random, players: int = 4, dealer: int = 0
) -> tuple[int, int]:
    """Play one round of an edition and replay it through the referee; steps and offers
    checked.

    :raises SimulationError: at the first disagreement, either way.
    """
    log = EditionLog()
    play_edition_round(deck, rules, rng, players, dealer, log)
    try:
        return replay_edition_round(log, deck, rules, players, dealer)
    except EditionMismatch as error:
        raise SimulationError(str(error)) from None


def check(rounds: int, seed: int = 0, deck: str | None = None) -> tuple[int, int, int]:
    """Replay ``rounds`` rounds of every variant and player count, in ``deck`` (default:
    the classic family's decks); rounds, steps, and turns whose offered moves were
    compared with the referee's.

    :raises SimulationError: at the first disagreement.
    """
    decks = ENGINE_DECKS if deck is None else (deck,)
    total_rounds = total_steps = total_offers = 0
    for name, rules in VARIANTS.items():
        for players in (2, 3, 4, 6, 10):
            for each in decks:
                rng = random.Random(f"{seed}-{name}-{players}-{each}")
                for number in range(rounds):
                    if each in EDITION_DECKS:
                        if players > get_deck(each).edition.most_players:
                            break  # No Mercy: a table of 2 to 6
                        steps, offers = checked_edition_round(
                            each, rules, rng, players, number % players
                        )
                    else:
                        steps, offers = _checked_classic(rules, rng, players, each, number)
                    total_rounds += 1
                    total_steps, total_offers = total_steps + steps, total_offers + offers
    return total_rounds, total_steps, total_offers


def _checked_classic(
    rules: HouseRules, rng: random.Random, players: int, deck: str, number: int
) -> tuple[int, int]:
    """One checked round of the classic family: steps, and turns whose offers agreed."""
    mix = [rng.choice(list(Strategy)) for _ in range(players)]
    observed: list[int] = []
    _, steps = checked_round(rules, rng, players, deck, number % players, mix, offers=observed)
    return steps, sum(observed)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; see the module docstring."""
    parser = argparse.ArgumentParser(prog="python -m referee.simulation.simulate")
    parser.add_argument("--bench", action="store_true", help="measure rounds per second")
    parser.add_argument("--check", type=int, metavar="N", help="replay N rounds per variant")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument(
        "--deck",
        choices=DECK_NAMES,
        default=None,
        help="the deck (default: classic; --check: the classic family)",
    )
    parser.add_argument("--rules", choices=sorted(VARIANTS), default="official")
    args = parser.parse_args(argv)
    if args.check:
        started = time.perf_counter()
        try:
            rounds, steps, offers = check(args.check, deck=args.deck)
        except SimulationError as error:
            print(f"disagreement: {error}", file=sys.stderr)
            return 1
        took = time.perf_counter() - started
        print(f"replayed {rounds} rounds, {steps} steps, all agreed; the moves offered at "
              f"{offers} turns were exactly the referee's ({took:.1f} s)")  # fmt: skip
    if args.bench or not args.check:
        deck = args.deck or "classic"
        count, took = bench(args.players, args.seconds, VARIANTS[args.rules], deck)
        print(f"{args.players} players, {args.rules} rules, {deck} deck, random play")
        print(f"rounds: {count} in {took:.2f} s")
        print(f"rounds/s: {count / took:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
