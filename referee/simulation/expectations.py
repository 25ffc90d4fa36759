"""What to expect from a table's house rules, by simulation, compared with the official rules.

:func:`expect` plays a pool of simulated rounds for the rules, deck and player count
(cached), then assembles whole games from those rounds, drawn at random with the deal
passing clockwise, to the target under the scoring method. Rounds are independent of one
another, so assembling games from a pool answers any target and method without playing
again. :func:`compare_strategies` plays offensive against defensive players.

Minutes are estimated from turns: :data:`SECONDS_PER_TURN` a turn and
:data:`SECONDS_PER_DEAL` to shuffle, deal and score each round.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from referee.decks import EDITION_DECKS
from referee.rules import HouseRules
from referee.scorekeeping.scoring import Method
from referee.simulation.edition_play import play_edition_round
from referee.simulation.fastplay import SimulatedRound, play_round
from referee.simulation.strategies import TABLE_HABITS, Strategy

SECONDS_PER_TURN = 8
SECONDS_PER_DEAL = 90
BIG_DRAW = 8  # "a draw stack of 8 or more"
TURN_BUDGET = 16_000  # turns simulated per pool: steady means, answered within a second
MIN_ROUNDS = 100
GAMES = 600  # games assembled, unless they are long:
ROUND_BUDGET = 20_000  # then as many as this many rounds make (at least MIN_GAMES)
MIN_GAMES = 60
SEED = 11


@dataclass(frozen=True, slots=True)
class Figures:
    """Averages for one set of rules (per round unless said otherwise)."""

    turns_per_round: float
    points_per_round: float  # the points left in the losers' hands together
    cards_drawn_per_round: float
    challenges_per_round: float
    big_draw_share: float  # share of rounds in which someone draws 8 or more at once
    rounds_to_target: float  # rounds per game
    minutes_to_target: float  # minutes per game
    rounds_to_target_error: float  # standard error of rounds_to_target
    games: int  # games assembled for rounds_to_target
    largest_draw: float = 0.0  # the most cards drawn at once, or the largest stack, per round
    knockout_share: float = 0.0  # No Mercy: share of rounds in which someone is knocked out
    knockouts_per_round: float = 0.0  # No Mercy: players knocked out per round
    presses_per_round: float = 0.0  # UNO Attack!: presses of the launcher
    flips_per_round: float = 0.0  # UNO Flip!: Flip cards played or turned up first

    def to_json(self) -> dict[str, float]:
        """The figures, rounded for people, as the JSON API writes them."""
        return {
            "turns_per_round": round(self.turns_per_round, 1),
            "points_per_round": round(self.points_per_round),
            "cards_drawn_per_round": round(self.cards_drawn_per_round, 1),
            "challenges_per_round": round(self.challenges_per_round, 2),
            "big_draw_share": round(self.big_draw_share, 3),
            "rounds_to_target": round(self.rounds_to_target, 1),
            "minutes_to_target": round(self.minutes_to_target),
            "largest_draw": round(self.largest_draw, 1),
            "knockout_share": round(self.knockout_share, 3),
            "knockouts_per_round": round(self.knockouts_per_round, 2),
            "presses_per_round": round(self.presses_per_round, 1),
            "flips_per_round": round(self.flips_per_round, 1),
        }


@dataclass(frozen=True, slots=True)
class Expectations:
    """What to expect at a table, next to the same table under the official rules."""

    rules: HouseRules
    deck: str
    players: int
    target: int
    method: Method
    figures: Figures
    official: Figures
    rounds_simulated: int


@dataclass(frozen=True, slots=True)
class StrategyRecord:
    """How one strategy fared at a table of mixed strategies."""

    strategy: Strategy
    round_win_rate: float  # share of rounds a player of this strategy won
    game_win_rate: float  # share of whole games to 500 (winner collects)
    points_conceded: float  # points left in hand, per round lost


@dataclass(frozen=True, slots=True)
class StrategyComparison:
    """Strategies played against each other at one table."""

    players: int
    rounds: int
    records: tuple[StrategyRecord, ...]


@functools.lru_cache(maxsize=128)
def round_pool(
    rules: HouseRules, deck: str, players: int, seed: int = SEED
) -> tuple[SimulatedRound, ...]:
    """Simulated rounds for these rules, deck and player count, dealer ``i % players``."""
    rng = random.Random(f"{seed}-{players}-{deck}")
    pool: list[SimulatedRound] = []
    turns = 0
    while turns < TURN_BUDGET or len(pool) < MIN_ROUNDS:
        dealer = len(pool) % players
        if deck in EDITION_DECKS:
            result = play_edition_round(deck, rules, rng, players, dealer)
        else:
            result = play_round(rules, rng, players, deck, dealer)
        pool.append(result)
        turns += result.turns
    return tuple(pool)


def figures_of(
    pool: Sequence[SimulatedRound], players: int, target: int, method: Method, seed: int = SEED
) -> Figures:
    """Averages of a pool of rounds, and of games assembled from it."""
    count = len(pool)
    rng = random.Random(seed)
    rounds: list[int] = []
    minutes: list[float] = []
    while len(rounds) < GAMES and (sum(rounds) < ROUND_BUDGET or len(rounds) < MIN_GAMES):
        dealer = len(rounds) % players
        played, seconds = _assemble_game(pool, players, target, method, dealer, rng)
        rounds.append(played)
        minutes.append(seconds / 60)
    games = len(rounds)
    mean_rounds = sum(rounds) / games
    spread = math.sqrt(sum((r - mean_rounds) ** 2 for r in rounds) / (games - 1))
    done = [r for r in pool if r.winner is not None] or list(pool)
    return Figures(
        turns_per_round=sum(r.turns for r in pool) / count,
        points_per_round=sum(r.points for r in done) / len(done),
        cards_drawn_per_round=sum(r.cards_drawn for r in pool) / count,
        challenges_per_round=sum(r.challenges for r in pool) / count,
        big_draw_share=sum(r.largest_draw >= BIG_DRAW for r in pool) / count,
        rounds_to_target=mean_rounds,
        minutes_to_target=sum(minutes) / games,
        rounds_to_target_error=spread / math.sqrt(games),
        games=games,
        largest_draw=sum(r.largest_draw for r in pool) / count,
        knockout_share=sum(r.knocked_out > 0 for r in pool) / count,
        knockouts_per_round=sum(r.knocked_out for r in pool) / count,
        presses_per_round=sum(r.presses for r in pool) / count,
        flips_per_round=sum(r.flips for r in pool) / count,
    )


def _assemble_game(
    pool: Sequence[SimulatedRound],
    players: int,
    target: int,
    method: Method,
    dealer: int,
    rng: random.Random,
) -> tuple[int, float]:
    """One game made of rounds drawn from ``pool``; rounds played and seconds taken."""
    totals = [0] * players
    played, seconds = 0, 0.0
    while played < 10_000:
        index = int(rng.random() * len(pool))
        result = pool[index]
        played += 1
        seconds += result.turns * SECONDS_PER_TURN + SECONDS_PER_DEAL
        if result.winner is None:
            continue
        # The pool's round was dealt by seat index % players; move it to this deal.
        shift = dealer - index % players
        if method is Method.COLLECT:
            winner = (result.winner + shift) % players
            totals[winner] += result.points
            if totals[winner] >= target:
                break
        else:
            for seat, left in enumerate(result.leftovers):
                totals[(seat + shift) % players] += left
            if max(totals) >= target:
                break
        dealer = (dealer + 1) % players
    return played, seconds


@functools.lru_cache(maxsize=512)
def expect(
    rules: HouseRules,
    deck: str = "classic",
    players: int = 4,
    target: int = 500,
    method: Method = Method.COLLECT,
) -> Expectations:
    """What to expect under ``rules``, and under the official rules, for this table."""
    pool = round_pool(rules, deck, players)
    official = round_pool(HouseRules(), deck, players)
    return Expectations(
        rules=rules,
        deck=deck,
        players=players,
        target=target,
        method=method,
        figures=figures_of(pool, players, target, method),
        official=figures_of(official, players, target, method),
        rounds_simulated=len(pool),
    )


@functools.lru_cache(maxsize=8)
def compare_strategies(
    players: int = 4, rounds: int = 1200, seed: int = SEED
) -> StrategyComparison:
    """Offensive and defensive players in alternate seats, with a random player if odd."""
    mix = [Strategy.OFFENSIVE, Strategy.DEFENSIVE] * (players // 2) + [Strategy.RANDOM] * (
        players % 2
    )
    rng = random.Random(seed)
    pool = [
        play_round(HouseRules(), rng, players, "classic", number % players, mix, TABLE_HABITS)
        for number in range(rounds)
    ]
    records = []
    for strategy in dict.fromkeys(mix):
        seats = [seat for seat, played in enumerate(mix) if played is strategy]
        records.append(_record(strategy, seats, pool, players, rng))
    return StrategyComparison(players, rounds, tuple(records))


def _record(
    strategy: Strategy,
    seats: list[int],
    pool: Sequence[SimulatedRound],
    players: int,
    rng: random.Random,
) -> StrategyRecord:
    """One strategy's results over ``pool``, for the players in ``seats``."""
    wins = sum(r.winner in seats for r in pool)
    lost = [(r, seat) for r in pool for seat in seats if r.winner is not None and r.winner != seat]
    games = [_game_winner(pool, players, rng) for _ in range(GAMES)]
    return StrategyRecord(
        strategy=strategy,
        round_win_rate=wins / len(pool) / len(seats),
        game_win_rate=sum(winner in seats for winner in games) / GAMES / len(seats),
        points_conceded=sum(r.leftovers[seat] for r, seat in lost) / max(len(lost), 1),
    )


def _game_winner(pool: Sequence[SimulatedRound], players: int, rng: random.Random) -> int:
    """The seat that first collects 500 points in rounds drawn from ``pool``."""
    # Seats keep their strategy here, so rounds are taken as played, without moving.
    totals = [0] * players
    while True:
        result = pool[int(rng.random() * len(pool))]
        if result.winner is not None:
            totals[result.winner] += result.points
            if totals[result.winner] >= 500:
                return result.winner
