"""Expectations: sane under every house rule, and in agreement with fresh simulations."""

from __future__ import annotations

import random
import statistics

import pytest

from referee.decks import get_deck
from referee.rules import HouseRules, Stacking
from referee.scorekeeping.scoring import Method
from referee.simulation.expectations import BIG_DRAW, compare_strategies, expect, round_pool
from referee.simulation.fastplay import RoundLog, play_game, play_round
from referee.simulation.simulate import VARIANTS
from referee.simulation.strategies import CHAOTIC_HABITS, TABLE_HABITS, Strategy

OFFICIAL = HouseRules()


@pytest.mark.parametrize("name", list(VARIANTS))
def test_rounds_conserve_cards_and_end_with_an_empty_hand(name: str) -> None:
    rng = random.Random(name)
    for number in range(40):
        players = 2 + number % 9
        deck = ("classic", "2015", "2018")[number % 3]
        log = RoundLog()
        result = play_round(VARIANTS[name], rng, players, deck, number % players,
                            [rng.choice(list(Strategy)) for _ in range(players)],
                            CHAOTIC_HABITS, log)  # fmt: skip
        size = get_deck(deck).size
        for step in log.steps:
            assert step.after is not None
            assert sum(map(len, step.after.hands)) + step.after.unseen == size
        if result.winner is not None:
            last = log.steps[-1].after
            assert last is not None and result.cards_left == tuple(map(len, last.hands))
            assert result.cards_left[result.winner] == 0 and result.leftovers[result.winner] == 0
            assert result.points == sum(result.leftovers) > 0


def test_same_seed_same_round_and_game() -> None:
    rules = VARIANTS["party"]
    assert play_round(rules, random.Random(9), 5) == play_round(rules, random.Random(9), 5)
    assert play_round(rules, random.Random(9), 5) != play_round(rules, random.Random(10), 5)
    game = play_game(rules, random.Random(4), 3, target=300)
    assert game == play_game(rules, random.Random(4), 3, target=300)
    assert max(game.totals) >= 300 and game.totals[game.winners[0]] == max(game.totals)


def test_lowest_score_game_ends_when_anyone_reaches_the_target() -> None:
    game = play_game(OFFICIAL, random.Random(2), 4, target=200, method=Method.LOWEST)
    assert max(game.totals) >= 200
    assert all(game.totals[seat] == min(game.totals) for seat in game.winners)
    assert sum(game.totals) == sum(r.points for r in game.rounds)


def mean_drawn(rules: HouseRules, players: int) -> tuple[float, float]:
    """Mean cards drawn per round over a large pool, and its standard error."""
    drawn = [r.cards_drawn for r in round_pool(rules, "classic", players)]
    return statistics.fmean(drawn), statistics.stdev(drawn) / len(drawn) ** 0.5


@pytest.mark.parametrize("stacking", [Stacking.SAME, Stacking.PLUS4_ON_PLUS2, Stacking.ANY])
def test_stacking_never_lowers_cards_drawn_and_builds_big_draws(stacking: Stacking) -> None:
    rules = HouseRules(stacking=stacking)
    found, official = expect(rules, players=4).figures, expect(OFFICIAL, players=4).figures
    ours, error = mean_drawn(rules, 4)
    base, base_error = mean_drawn(OFFICIAL, 4)
    # Never lower beyond the noise of the two simulations.
    assert ours > base - 3 * (error**2 + base_error**2) ** 0.5
    assert found.big_draw_share > 0 and official.big_draw_share == 0


def test_official_rules_never_draw_eight_at_once() -> None:
    assert max(r.largest_draw for r in round_pool(OFFICIAL, "classic", 3)) < BIG_DRAW


def test_no_bluffing_means_no_challenges() -> None:
    assert (
        expect(HouseRules(draw_four_challenge=False), players=4).figures.challenges_per_round == 0
    )
    assert expect(OFFICIAL, players=4).figures.challenges_per_round > 0


def test_draw_until_playable_draws_more() -> None:
    more = expect(HouseRules(draw_until_playable=True), players=3).figures
    assert more.cards_drawn_per_round > expect(OFFICIAL, players=3).figures.cards_drawn_per_round


def test_a_higher_target_takes_more_rounds_and_minutes() -> None:
    short, long = expect(OFFICIAL, target=200).figures, expect(OFFICIAL, target=1000).figures
    assert long.rounds_to_target > 3 * short.rounds_to_target
    assert long.minutes_to_target > 3 * short.minutes_to_target


def test_expectations_compare_with_the_official_rules() -> None:
    found = expect(VARIANTS["progressive"], "2015", 5, 300, Method.LOWEST)
    assert found.official == expect(OFFICIAL, "2015", 5, 300, Method.LOWEST).figures
    assert found.figures != found.official and found.rounds_simulated >= 100


def test_expectations_agree_with_a_fresh_independent_simulation() -> None:
    found = expect(OFFICIAL, "classic", 3, 300, Method.COLLECT).figures
    rng = random.Random("fresh")
    games = [play_game(OFFICIAL, rng, 3, "classic", 300, Method.COLLECT, None, TABLE_HABITS)
             for _ in range(80)]  # fmt: skip
    rounds = [len(game.rounds) for game in games]
    mean, error = statistics.fmean(rounds), statistics.stdev(rounds) / len(rounds) ** 0.5
    assert abs(found.rounds_to_target - mean) < 3 * (error + found.rounds_to_target_error) + 0.3
    turns = [r.turns for game in games for r in game.rounds]
    assert abs(found.turns_per_round - statistics.fmean(turns)) < 0.1 * found.turns_per_round


def test_offensive_and_defensive_play_compared() -> None:
    comparison = compare_strategies()
    by_name = {record.strategy: record for record in comparison.records}
    assert set(by_name) == {Strategy.OFFENSIVE, Strategy.DEFENSIVE}
    total = sum(record.round_win_rate for record in comparison.records) * 2
    assert total == pytest.approx(1.0, abs=0.02)  # two players of each; stalled rounds aside
    # Shedding high cards first leaves fewer points in hand when a round is lost.
    assert by_name[Strategy.DEFENSIVE].points_conceded < by_name[Strategy.OFFENSIVE].points_conceded
