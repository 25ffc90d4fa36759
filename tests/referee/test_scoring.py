"""Scoring: both methods, partners, game end, standings, the deal and round input.

The arithmetic lives in ``referee.scoring``; a :class:`Scoresheet` puts it together.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.cards import DECK_NAMES, get_deck, parse_codes
from referee.errors import InputError
from referee.scoresheet import Scoresheet
from referee.scoring import (
    Leftover,
    Method,
    RoundResult,
    Table,
    clean_players,
    clean_round,
    clean_target,
    clean_teams,
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
        winner,
        {
            name: Leftover.of_points(h) if isinstance(h, int) else Leftover.of_cards(parse_codes(h))
            for name, h in hands.items()
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
        assert (outcome.winners, outcome.round_number) == (winners, at)


def test_lowest_winner_is_the_lowest_total_not_the_one_who_reached_the_target():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.LOWEST)
    rounds = [result("Ann", Bob=40, Cy=20), result("Cy", Ann=30, Bob=60)]
    outcome = game_outcome(table, rounds)
    assert outcome is not None and outcome.winners == ("Cy",)


def test_lowest_ties_share_the_win():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.LOWEST)
    rounds = [result("Ann", Bob=100, Cy=0)]
    assert game_outcome(table, rounds).winners == ("Ann", "Cy")


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
    assert outcome is not None and outcome.winners == ("Ann", "Cy")


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


@pytest.mark.parametrize(
    ("players", "field"),
    [
        (["Ann"], "players"),
        ([f"P{i}" for i in range(11)], "players"),
        (["Ann", "ann "], "players[1]"),
        (["Ann", ""], "players[1]"),
        (["Ann", "x" * 25], "players[1]"),
        (["Ann", 3], "players[1]"),
        ("Ann, Bob", "players"),
    ],
)
def test_bad_player_lists_name_the_field(players, field):
    with pytest.raises(InputError) as error:
        clean_players(players)
    assert error.value.field == field


def test_player_names_are_trimmed():
    assert clean_players(["  Ann  ", "Bob   Smith"]) == ("Ann", "Bob Smith")


@pytest.mark.parametrize("target", [49, 10001, "500", True, 500.0])
def test_bad_targets(target):
    with pytest.raises(InputError):
        clean_target(target)


@pytest.mark.parametrize(
    "teams",
    [
        [["Ann", "Cy"], ["Bob"]],
        [["Ann", "Cy"], ["Bob", "Ann"]],
        [["Ann", "Cy", "Bob", "Dee"]],
        [["Ann", "Cy"], ["Bob", "Zed"]],
        [["Ann", "Cy", "Bob"], ["Dee"]],
    ],
)
def test_bad_teams(teams):
    with pytest.raises(InputError):
        clean_teams(teams, PLAYERS)


@pytest.mark.parametrize(
    ("body", "field", "code"),
    [
        ({"hands": {}}, "winner", "missing_field"),
        ({"winner": "Zed", "hands": {}}, "winner", "unknown_player"),
        ({"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["R1"]}}, "hands.Dee", "missing_field"),
        (
            {"winner": "Ann", "hands": {"Ann": ["R7"], "Bob": ["R7"], "Cy": [], "Dee": [1]}},
            "hands.Ann",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": [], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["R7", "Q9"], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob[1]",
            "invalid_card",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["WSW"], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob[0]",
            "invalid_card",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {"points": -1}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.points",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {"points": "5"}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.points",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {"pts": 5}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.pts",
            "unknown_field",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["R0"], "Cy": ["R0"], "Dee": ["R2"]}},
            "hands.Cy",
            "too_many_cards",
        ),
        (
            {
                "winner": "Ann",
                "hands": {"Bob": ["W+4", "W+4"], "Cy": ["W+4", "W+4"], "Dee": ["W+4"]},
            },
            "hands.Dee",
            "too_many_cards",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["R1"], "Zed": ["R1"], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Zed",
            "unknown_field",
        ),
        ({"winner": "Ann", "hands": "R1"}, "hands", "invalid_value"),
    ],
)
def test_bad_rounds_name_the_field(body, field, code):
    with pytest.raises(InputError) as error:
        clean_round(body, Table(PLAYERS))
    assert (error.value.field, error.value.code) == (field, code)
    assert error.value.message


def test_a_round_reads_cards_and_totals_and_matches_names_loosely():
    body = {"winner": "ann", "hands": {"BOB": ["r7", "bs"], "Cy": {"points": 35}, "Dee": ["G0"]}}
    round_ = clean_round(body, Table(PLAYERS))
    assert round_.winner == "Ann"
    assert list(round_.hands) == ["Bob", "Cy", "Dee"]
    assert round_.hands["Bob"].points == 27
    assert round_.hands["Cy"].cards is None and round_.hands["Cy"].points == 35


def test_deck_limit_counts_the_special_wilds_of_the_chosen_deck():
    body = {"winner": "Ann", "hands": {"Bob": ["WC", "WC"], "Cy": ["WC"], "Dee": ["WSW"]}}
    assert clean_round(body, Table(PLAYERS, deck="2015")).hands["Dee"].points == 40
    body["hands"]["Dee"] = ["WC"]
    with pytest.raises(InputError):
        clean_round(body, Table(PLAYERS, deck="2015"))


# ---- properties over random valid rounds --------------------------------------------------


@st.composite
def round_bodies(draw, players, deck_name="classic"):
    """A valid round as the JSON API takes it: each non-winner's cards (any case) or total."""
    pile = draw(st.permutations([card.code for card in get_deck(deck_name).cards()]))
    winner = draw(st.sampled_from(players))
    hands = {}
    for player in players:
        if player == winner:
            continue
        if draw(st.booleans()):
            hands[player] = {"points": draw(st.integers(0, 250))}
        else:
            count = draw(st.integers(1, 7))
            hands[player] = [c.lower() if draw(st.booleans()) else c for c in pile[:count]]
            pile = pile[count:]
    return {"winner": winner, "hands": hands}


def expected_points(raw):
    """A hand's points written out from the contract's card values."""
    if isinstance(raw, dict):
        return raw["points"]
    values = {"W": 50, "W+4": 50, "WSW": 40, "WSH": 40, "WC": 40}
    return sum(values.get(code.upper(), int(code[1]) if code[1:].isdigit() else 20) for code in raw)


@settings(max_examples=150, deadline=None)
@given(data=st.data(), count=st.integers(2, 10), deck=st.sampled_from(DECK_NAMES))
def test_totals_are_the_sums_over_the_rounds_for_both_methods(data, count, deck):
    players = tuple(f"P{n}" for n in range(count))
    table = Table(players, deck=deck)
    bodies = data.draw(st.lists(round_bodies(players, deck), max_size=8))
    rounds = [clean_round(body, table) for body in bodies]
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
    method=st.sampled_from(list(Method)),
    target=st.integers(50, 400),
)
def test_the_game_ends_after_the_first_round_that_reaches_the_target(data, count, method, target):
    players = tuple(f"P{n}" for n in range(count))
    table = Table(players, target=target, method=method)
    bodies = data.draw(st.lists(round_bodies(players), max_size=8))
    rounds = [clean_round(body, table) for body in bodies]
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
        assert outcome.winners == tuple(p for p in players if totals[p] == best)
