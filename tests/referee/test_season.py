"""A group's season from scoresheets: ranks per game, standings, rivalries, winning runs."""

from datetime import UTC, datetime, timedelta

import pytest

from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Leftover, Method, RoundResult, Table
from referee.scorekeeping.season import SeasonGame, head_to_head, placings, ranks_of, season

START = datetime(2026, 11, 20, 19, 0, tzinfo=UTC)


def sheet(players, rounds, **table):
    """A scoresheet; rounds as (winner, {name: points}) by name."""
    return Scoresheet(
        Table(tuple(players), **table),
        rounds=tuple(
            RoundResult(
                players.index(winner),
                {players.index(n): Leftover.of_points(p) for n, p in hands.items()},
            )
            for winner, hands in rounds
        ),
    )


@pytest.mark.parametrize(
    ("players", "rounds", "table", "ranks"),
    [
        # collect: the highest total first; equal totals share a rank
        (["Ann", "Bob", "Cy"], [("Ann", {"Bob": 30, "Cy": 30})], {"target": 50},
         {"Ann": 1, "Bob": 2, "Cy": 2}),
        # lowest: the lowest total first
        (["Ann", "Bob", "Cy"], [("Ann", {"Bob": 60, "Cy": 10})],
         {"target": 50, "method": Method.LOWEST}, {"Ann": 1, "Cy": 2, "Bob": 3}),
        # partners: each member takes the team's rank
        (["Ann", "Bob", "Cy", "Dee"], [("Bob", {"Ann": 30, "Cy": 30, "Dee": 0})],
         {"target": 50, "teams": (("Ann", "Cy"), ("Bob", "Dee"))},
         {"Ann": 2, "Bob": 1, "Cy": 2, "Dee": 1}),
        # Challenge UNO: the last left first, then the reverse order of going out
        (["Ann", "Bob", "Cy", "Dee"],
         [("Ann", {"Bob": 60, "Cy": 10, "Dee": 10}), ("Ann", {"Cy": 50, "Dee": 10}),
          ("Dee", {"Ann": 50})],
         {"target": 50, "method": Method.ELIMINATION}, {"Dee": 1, "Ann": 2, "Cy": 3, "Bob": 4}),
    ],
)  # fmt: skip
def test_ranks_follow_each_games_own_method(players, rounds, table, ranks):
    assert ranks_of(sheet(players, rounds, **table)) == ranks


def game(reference, players, rounds, started, ended=None, **table):
    """A game of the season, started ``started`` hours after START."""
    at = START + timedelta(hours=started)
    end = None if ended is None else START + timedelta(hours=ended)
    return SeasonGame(reference, "", sheet(players, rounds, target=50, **table), at, end)


GAMES = [
    game("g1", ["Ann", "Bob"], [("Ann", {"Bob": 60})], 0, 2),  # ends second
    game("g2", ["ann", "Bob", "Cy"], [("Bob", {"ann": 60, "Cy": 5})], 1, 1.5),  # ends first
    game("g3", ["Ann", "Bob"], [("Ann", {"Bob": 60})], 3, 4),
    game("g4", ["Ann", "Cy"], [("Cy", {"Ann": 10})], 5),  # still going
]


def test_placings_are_in_the_order_games_ended_and_match_names():
    found = placings(GAMES)
    assert [p.reference for p in found] == ["g2", "g1", "g3"]
    assert found[0].ranks == {"ann": 2, "bob": 1, "cy": 2}


def test_head_to_head_counts_who_finished_ahead_in_games_both_played():
    ahead = head_to_head(placings(GAMES))
    assert ahead[("ann", "bob")] == 2 and ahead[("bob", "ann")] == 1
    assert ahead[("bob", "cy")] == 1 and ("ann", "cy") not in ahead


def test_the_season_adds_up_games_wins_rounds_and_runs():
    lines = {line.key: line for line in season(GAMES)}
    ann = lines["ann"]
    assert ann.name == "Ann"  # as spelled in the latest game started
    assert (ann.games, ann.wins, ann.rounds, ann.rounds_won, ann.points_left) == (4, 2, 4, 2, 70)
    assert ann.average_left == 17.5
    assert ann.longest_run == 2  # g1 and g3, in the order they ended
    assert (ann.beats_most.opponent, ann.beats_most.count) == ("Bob", 2)
    assert (ann.beaten_most_by.opponent, ann.beaten_most_by.count) == ("Bob", 1)
    cy = lines["cy"]
    assert cy.beats_most is None and cy.beaten_most_by.opponent == "Bob"
    assert (cy.games, cy.wins, cy.rounds_won) == (2, 0, 1)


def test_a_game_stopped_before_any_round_counts_in_no_season():
    stopped = SeasonGame("g5", "", sheet(["Ann", "Dee"], [], target=50).stopping(), START, START)
    with_it = season([*GAMES, stopped])
    assert {line.key: line.games for line in with_it} == {
        line.key: line.games for line in season(GAMES)
    }
    assert "dee" not in {line.key for line in with_it}
    assert [p.reference for p in placings([*GAMES, stopped])] == ["g2", "g1", "g3"]


def test_a_stopped_challenge_uno_game_ranks_those_still_in_above_those_out():
    players = ["Ann", "Bob", "Cy", "Dee"]
    stopped = sheet(
        players, [("Ann", {"Bob": 60, "Cy": 10, "Dee": 20})], target=50,
        method=Method.ELIMINATION,
    ).stopping()  # fmt: skip
    assert ranks_of(stopped) == {"Ann": 1, "Cy": 2, "Dee": 2, "Bob": 4}
