"""Scoring: both methods, partners, game end, standings and the deal.

The arithmetic lives in ``referee.scorekeeping.scoring``; a :class:`Scoresheet` puts it together.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.decks import ENGINE_DECKS, parse_codes
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import (
    Leftover,
    Method,
    RoundResult,
    Table,
    collected_points,
    standings,
    team_totals,
)

PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def collect_totals(table, rounds):
    """Totals under ``collect`` as a scoresheet counts them."""
    return dict(Scoresheet(table, rounds=tuple(rounds)).totals(Method.COLLECT))


def lowest_totals(table, rounds):
    """Totals under ``lowest`` as a scoresheet counts them."""
    return dict(Scoresheet(table, rounds=tuple(rounds)).totals(Method.LOWEST))


def totals_for(table, rounds, method):
    """Totals under ``method`` as a scoresheet counts them."""
    return dict(Scoresheet(table, rounds=tuple(rounds)).totals(method))


def game_outcome(table, rounds):
    """The outcome of a game of these rounds."""
    return Scoresheet(table, rounds=tuple(rounds)).outcome()


def result(winner, **hands):
    """A round in which ``winner`` went out; hands are card lists or point totals."""
    return RoundResult(
        PLAYERS.index(winner),
        {
            PLAYERS.index(name): Leftover.of_points(h)
            if isinstance(h, int)
            else Leftover.of_cards(parse_codes(h))
            for name, h in hands.items()
        },
    )


def round_of(body, players):
    """A round body of the API (hands by name, cards or ``{"points": n}``) by seat."""
    return RoundResult(
        players.index(body["winner"]),
        {
            players.index(name): Leftover.of_points(h["points"])
            if isinstance(h, dict)
            else Leftover.of_cards(parse_codes(h))
            for name, h in sorted(body["hands"].items(), key=lambda item: players.index(item[0]))
        },
    )


def test_the_contract_example_round():
    table = Table(PLAYERS)
    rounds = [result("Ann", Bob=["R7", "BS"], Cy=35, Dee=["G0"])]
    assert collected_points(table, rounds[0]) == 62
    assert collect_totals(table, rounds) == {"Ann": 62, "Bob": 0, "Cy": 0, "Dee": 0}
    assert lowest_totals(table, rounds) == {"Ann": 0, "Bob": 27, "Cy": 35, "Dee": 0}


def test_the_worked_hand_counts_77_for_the_winner():
    table = Table(("Ann", "Bob"))
    rounds = [result("Ann", Bob=["R7", "BS", "W+4", "G0"])]
    assert collect_totals(table, rounds)["Ann"] == 77
    assert lowest_totals(table, rounds)["Bob"] == 77


def test_totals_add_up_over_rounds():
    table = Table(PLAYERS)
    rounds = [
        result("Ann", Bob=10, Cy=20, Dee=30),
        result("Bob", Ann=5, Cy=6, Dee=7),
        result("Ann", Bob=1, Cy=2, Dee=3),
    ]
    assert collect_totals(table, rounds) == {"Ann": 66, "Bob": 18, "Cy": 0, "Dee": 0}
    assert lowest_totals(table, rounds) == {"Ann": 5, "Bob": 11, "Cy": 28, "Dee": 40}


@pytest.mark.parametrize(
    ("method", "rounds", "over", "winners", "at"),
    [
        # collect: the first to reach the target wins
        (Method.COLLECT, [("Ann", 60), ("Bob", 30)], False, (), None),
        (Method.COLLECT, [("Ann", 60), ("Bob", 99), ("Ann", 40)], True, ("Ann",), 3),
        (Method.COLLECT, [("Bob", 100)], True, ("Bob",), 1),
        (Method.COLLECT, [("Bob", 150), ("Ann", 10)], True, ("Bob",), 1),
        # lowest: when anyone reaches the target, the lowest total wins; ties share
        (Method.LOWEST, [("Ann", 60), ("Ann", 30)], False, (), None),
        (Method.LOWEST, [("Ann", 60), ("Ann", 40)], True, ("Ann",), 2),
    ],
)
def test_game_end_two_players(method, rounds, over, winners, at):
    table = Table(("Ann", "Bob"), target=100, method=method)
    results = [result(w, **{("Bob" if w == "Ann" else "Ann"): pts}) for w, pts in rounds]
    outcome = game_outcome(table, results)
    assert (outcome is not None) == over
    if over:
        assert (outcome.players, outcome.round_number) == (winners, at)


def test_lowest_winner_is_the_lowest_total_not_the_one_who_reached_the_target():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.LOWEST)
    rounds = [result("Ann", Bob=40, Cy=20), result("Cy", Ann=30, Bob=60)]
    outcome = game_outcome(table, rounds)
    assert outcome is not None and outcome.players == ("Cy",)


def test_lowest_ties_share_the_win():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.LOWEST)
    rounds = [result("Ann", Bob=100, Cy=0)]
    assert game_outcome(table, rounds).players == ("Ann", "Cy")


def test_partners_collect_only_the_opponents_hands():
    table = Table(PLAYERS, teams=(("Ann", "Cy"), ("Bob", "Dee")))
    rounds = [result("Ann", Bob=["R7", "BS"], Cy=35, Dee=["G0"])]
    assert collected_points(table, rounds[0]) == 27
    totals = collect_totals(table, rounds)
    assert totals["Ann"] == 27
    assert team_totals(table, totals) == [27, 0]
    assert team_totals(table, lowest_totals(table, rounds)) == [35, 27]


def test_partners_win_together():
    table = Table(PLAYERS, target=100, teams=(("Ann", "Cy"), ("Bob", "Dee")))
    rounds = [result("Ann", Bob=60, Cy=9, Dee=0), result("Cy", Ann=9, Bob=20, Dee=20)]
    outcome = game_outcome(table, rounds)
    assert outcome is not None and outcome.players == ("Ann", "Cy")


@pytest.mark.parametrize(
    ("first", "played", "dealer", "first_player"),
    [(0, 0, 0, 1), (0, 1, 1, 2), (2, 2, 0, 1), (3, 0, 3, 0)],
)
def test_the_deal_passes_clockwise(first, played, dealer, first_player):
    rounds = tuple(result("Ann", Bob=1, Cy=1, Dee=1) for _ in range(played))
    sheet = Scoresheet(Table(PLAYERS, first_dealer=first), rounds=rounds)
    assert sheet.dealer() == dealer
    assert sheet.first_player() == first_player


def test_standings_rank_by_method_and_share_places():
    table = Table(("Ann", "Bob", "Cy"), target=200)
    lines = standings(table, {"Ann": 50, "Bob": 150, "Cy": 50}, Method.COLLECT)
    assert [(s.player, s.place, s.needs) for s in lines] == [
        ("Bob", 1, 50),
        ("Ann", 2, 150),
        ("Cy", 2, 150),
    ]
    assert lines[0].progress == 0.75
    lowest = standings(table, {"Ann": 50, "Bob": 150, "Cy": 50}, Method.LOWEST)
    assert [(s.player, s.place) for s in lowest] == [("Ann", 1), ("Cy", 1), ("Bob", 3)]


# ---- properties over random valid rounds --------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(data=st.data(), count=st.integers(2, 10), deck=st.sampled_from(ENGINE_DECKS))
def test_totals_are_the_sums_over_the_rounds_for_both_methods(
    data, count, deck, round_bodies, expected_points
):
    players = tuple(f"P{n}" for n in range(count))
    table = Table(players, deck=deck)
    bodies = data.draw(st.lists(round_bodies(players, deck), max_size=8))
    rounds = [round_of(body, players) for body in bodies]
    collect, lowest = collect_totals(table, rounds), lowest_totals(table, rounds)
    for player in players:
        won = [body for body in bodies if body["winner"] == player]
        assert collect[player] == sum(
            expected_points(raw) for body in won for raw in body["hands"].values()
        )
        assert lowest[player] == sum(
            expected_points(body["hands"][player]) for body in bodies if player in body["hands"]
        )
    # without partners every leftover point is collected by someone
    assert sum(collect.values()) == sum(lowest.values())
    for body, result in zip(bodies, rounds, strict=True):
        assert collected_points(table, result) == sum(map(expected_points, body["hands"].values()))


@settings(max_examples=150, deadline=None)
@given(
    data=st.data(),
    count=st.integers(2, 6),
    method=st.sampled_from([Method.COLLECT, Method.LOWEST]),  # elimination ends otherwise
    target=st.integers(50, 400),
)
def test_the_game_ends_after_the_first_round_that_reaches_the_target(
    data, count, method, target, round_bodies
):
    players = tuple(f"P{n}" for n in range(count))
    table = Table(players, target=target, method=method)
    bodies = data.draw(st.lists(round_bodies(players), max_size=8))
    rounds = [round_of(body, players) for body in bodies]
    outcome = game_outcome(table, rounds)
    reached = [
        n
        for n in range(1, len(rounds) + 1)
        if max(totals_for(table, rounds[:n], method).values()) >= target
    ]
    assert (outcome is not None) == bool(reached)
    if outcome is not None:
        assert outcome.round_number == reached[0]
        totals = totals_for(table, rounds[: reached[0]], method)
        best = (max if method is Method.COLLECT else min)(totals.values())
        assert outcome.players == tuple(p for p in players if totals[p] == best)
