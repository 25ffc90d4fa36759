"""The scoresheet: one game as a value, changed only by making a new one."""

import pytest

from referee.decks import parse_codes
from referee.errors import InputError
from referee.rules import HouseRules, get_preset
from referee.scorekeeping.scoresheet import GameOver, RoundNotFound, Scoresheet, ScoresheetError
from referee.scorekeeping.scoring import Leftover, Method, RoundResult, Table

PLAYERS = ("Ann", "Bob", "Cy")
SEATS = {"Ann": 0, "Bob": 1, "Cy": 2, "Dee": 3}  # a fourth seat for games of four


def result(winner, **hands):
    """A round in which ``winner`` went out; hands are card lists or point totals."""
    return RoundResult(
        SEATS[winner],
        {
            SEATS[name]: Leftover.of_points(h)
            if isinstance(h, int)
            else Leftover.of_cards(parse_codes(h))
            for name, h in hands.items()
        },
    )


ROUNDS = (
    result("Ann", Bob=10, Cy=["R7", "BS"]),  # Ann +37; Bob 10, Cy 27
    result("Bob", Ann=5, Cy=6),  # Bob +11; Ann 5, Cy 33
    result("Ann", Bob=1, Cy=2),  # Ann +3
)


def sheet(*rounds, **table):
    """A three-player scoresheet of these rounds."""
    return Scoresheet(Table(PLAYERS, **table), rounds=tuple(rounds))


def test_both_methods_are_totalled_whatever_the_game_uses():
    game = sheet(*ROUNDS, method=Method.LOWEST)
    assert game.totals(Method.COLLECT) == {"Ann": 40, "Bob": 11, "Cy": 0}
    assert game.totals(Method.LOWEST) == {"Ann": 5, "Bob": 11, "Cy": 35}
    assert game.totals() == game.totals(Method.LOWEST)
    assert [game.collected(n) for n in (1, 2, 3)] == [37, 11, 3]


def test_running_totals_follow_each_round():
    game = sheet(*ROUNDS)
    assert [t["Ann"] for t in game.running_totals()] == [37, 37, 40]
    assert [t["Cy"] for t in game.running_totals(Method.LOWEST)] == [27, 33, 35]
    assert game.tally(0).collect == {"Ann": 0, "Bob": 0, "Cy": 0}
    assert game.tally(2).lowest == {"Ann": 5, "Bob": 10, "Cy": 33}
    with pytest.raises(RoundNotFound):
        game.tally(4)


def test_a_round_is_added_replaced_and_removed_by_making_new_scoresheets():
    empty = sheet()
    one = empty.with_round(ROUNDS[0])
    assert empty.rounds == () and len(one.rounds) == 1
    changed = one.replacing(1, ROUNDS[1])
    assert changed.totals() == {"Ann": 0, "Bob": 11, "Cy": 0}
    assert one.totals()["Ann"] == 37  # the original is untouched
    three = sheet(*ROUNDS)
    assert three.without(2).rounds == (ROUNDS[0], ROUNDS[2])
    assert three.without(2).totals() == {"Ann": 40, "Bob": 0, "Cy": 0}


@pytest.mark.parametrize("number", [0, 4, -1])
def test_a_missing_round_cannot_be_replaced_or_removed(number):
    game = sheet(*ROUNDS)
    with pytest.raises(RoundNotFound):
        game.replacing(number, ROUNDS[0])
    with pytest.raises(RoundNotFound):
        game.without(number)
    with pytest.raises(RoundNotFound):
        game.round(number)


def test_a_finished_game_takes_no_more_rounds_but_can_be_corrected():
    game = sheet(result("Ann", Bob=60, Cy=50), target=100)
    outcome = game.outcome()
    assert outcome is not None and outcome.players == ("Ann",) and outcome.round_number == 1
    assert game.is_over()
    with pytest.raises(GameOver):
        game.with_round(ROUNDS[1])
    corrected = game.replacing(1, result("Ann", Bob=6, Cy=5))
    assert corrected.outcome() is None and not corrected.is_over()
    assert isinstance(GameOver(), ValueError)


def test_the_outcome_is_the_first_round_that_reaches_the_target():
    game = sheet(result("Bob", Ann=60, Cy=0), result("Bob", Ann=50, Cy=0), target=100)
    outcome = game.outcome()
    assert outcome is not None and outcome.round_number == 2 and outcome.players == ("Bob",)


@pytest.mark.parametrize(
    ("first", "played", "next_dealer", "first_player", "dealer_of_round_2"),
    [(0, 0, 0, 1, 1), (0, 2, 2, 0, 1), (2, 1, 0, 1, 0), (1, 3, 1, 2, 2)],
)
def test_the_deal_passes_clockwise(first, played, next_dealer, first_player, dealer_of_round_2):
    game = sheet(*ROUNDS[:played], first_dealer=first)
    assert game.dealer() == next_dealer
    assert game.first_player() == first_player
    assert game.dealer(2) == dealer_of_round_2


@pytest.mark.parametrize(
    "bad",
    [
        RoundResult(3, {0: Leftover(1), 1: Leftover(1), 2: Leftover(1)}),  # seat 3 is empty
        result("Ann", Bob=1),
        RoundResult(0, {1: Leftover(1), 2: Leftover(1), 3: Leftover(1)}),
    ],
)
def test_rounds_must_fit_the_table(bad):
    with pytest.raises(ScoresheetError):
        sheet(bad)


def test_rules_travel_with_the_scoresheet():
    party = get_preset("party")
    game = Scoresheet(Table(PLAYERS), party, ROUNDS)
    assert game.rules == party
    assert game.with_round(result("Cy", Ann=1, Bob=1)).rules == party
    assert game.with_rules(HouseRules()).rules == HouseRules()
    assert game.with_rules(HouseRules()).totals() == game.totals()


def test_standings_and_team_totals_come_from_the_same_totals():
    teams = (("Ann", "Cy"), ("Bob", "Dee"))
    game = Scoresheet(
        Table(("Ann", "Bob", "Cy", "Dee"), teams=teams),
        rounds=(result("Ann", Bob=["R7", "BS"], Cy=35, Dee=["G0"]),),
    )
    assert game.team_totals(Method.COLLECT) == [27, 0]
    assert game.team_totals(Method.LOWEST) == [35, 27]
    assert [line.player for line in game.standings()][0] == "Ann"


def test_adding_rounds_one_by_one_equals_making_the_scoresheet_at_once():
    rounds = (*ROUNDS, result("Cy", Ann=100, Bob=40), result("Cy", Ann=30, Bob=20))
    for method in (Method.COLLECT, Method.LOWEST):  # elimination: tests/referee/test_editions.py
        step = sheet(target=120, method=method)
        for number, one in enumerate(rounds, start=1):
            if step.is_over():
                break
            step = step.with_round(one)
            whole = sheet(*rounds[:number], target=120, method=method)
            assert step == whole
            assert step.running_totals() == whole.running_totals()
            assert step.outcome() == whole.outcome()
        assert step.is_over()


def test_a_round_that_does_not_fit_is_refused_when_added():
    """The game's own rules are checked where the scoresheet takes a round, whichever way
    it came (form, API, import, restore): a missing hand names its player's seat."""
    with pytest.raises(InputError) as refused:
        sheet().with_round(result("Ann", Bob=1))
    assert refused.value.code == "missing_field"
    assert refused.value.naming(PLAYERS).field == "hands.Cy"


def test_a_replacement_that_breaks_the_games_rules_is_refused_and_changes_nothing():
    game = sheet().with_round(result("Ann", Bob=1, Cy=2))
    with pytest.raises(InputError) as refused:
        game.replacing(1, result("Ann", Ann=5, Bob=1, Cy=2))
    assert refused.value.naming(PLAYERS).field == "hands.Ann"
    assert game.round(1).hands[1].points == 1


# ---- RULES.md "Settled 2026-11-27" -----------------------------------------------------

FIVE = ("Ann", "Bob", "Cy", "Dee", "Eve")


def five(winner, **points):
    """A round of five players: ``winner`` went out, the others held ``points``."""
    seat = {name: i for i, name in enumerate(FIVE)}
    return RoundResult(seat[winner], {seat[n]: Leftover.of_points(p) for n, p in points.items()})


def out_order(game):
    return [(player, m.round_number) for m in game.eliminated() for player in m.players]


def test_challenge_uno_lists_those_out_in_one_round_higher_total_first():
    table = Table(FIVE, target=100, method=Method.ELIMINATION)
    game = Scoresheet(table, rounds=(five("Ann", Bob=100, Cy=130, Dee=100, Eve=5),))
    assert out_order(game) == [("Cy", 1), ("Bob", 1), ("Dee", 1)]


@pytest.mark.parametrize(
    ("first_dealer", "expected"),
    [
        (0, ["Dee", "Eve", "Ann", "Bob"]),  # round 2 dealt by Bob: from Cy, his left
        (2, ["Eve", "Ann", "Bob", "Dee"]),  # round 2 dealt by Dee: from Eve, her left
        (3, ["Ann", "Bob", "Dee", "Eve"]),  # round 2 dealt by Eve: from Ann, her left
    ],
)
def test_equal_totals_go_out_in_seat_order_from_the_left_of_that_rounds_dealer(
    first_dealer, expected
):
    table = Table(FIVE, target=100, method=Method.ELIMINATION, first_dealer=first_dealer)
    rounds = (
        five("Cy", Ann=5, Bob=5, Dee=5, Eve=5),
        five("Cy", Ann=95, Bob=95, Dee=95, Eve=95),
    )
    game = Scoresheet(table, rounds=rounds)
    assert out_order(game) == [(name, 2) for name in expected]
    assert game.outcome().players == ("Cy",)


def test_the_last_of_the_final_two_is_listed_in_the_round_they_went_out():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.ELIMINATION)
    rounds = (
        result("Ann", Bob=100, Cy=10),  # Bob out
        result("Ann", Cy=95),  # Cy reaches 105: out, and Ann is the last one left
    )
    game = Scoresheet(table, rounds=rounds)
    assert out_order(game) == [("Bob", 1), ("Cy", 2)]
    assert game.outcome().players == ("Ann",) and game.outcome().round_number == 2


def test_a_correction_that_decides_the_game_earlier_keeps_the_rounds_after_it():
    game = sheet(
        result("Ann", Bob=50, Cy=5),
        result("Bob", Ann=30, Cy=5),
        result("Cy", Ann=30, Bob=5),
        target=100,
    )
    assert not game.is_over()
    corrected = game.replacing(1, result("Ann", Bob=150, Cy=5))
    assert corrected.outcome().players == ("Ann",)
    assert corrected.outcome().round_number == 1
    assert len(corrected.rounds) == 3  # played on, kept
    with pytest.raises(GameOver):
        corrected.with_round(result("Ann", Bob=1, Cy=1))


def test_a_correction_that_ends_challenge_uno_earlier_keeps_rounds_with_players_then_out():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.ELIMINATION)
    game = Scoresheet(table, rounds=(result("Ann", Bob=50, Cy=5), result("Bob", Ann=30, Cy=5)))
    corrected = game.replacing(1, result("Ann", Bob=150, Cy=100))
    assert out_order(corrected) == [("Bob", 1), ("Cy", 1)]
    assert corrected.outcome().players == ("Ann",) and corrected.outcome().round_number == 1
    assert len(corrected.rounds) == 2  # round 2 (Bob went out in it) stays, played on


def test_a_correction_that_puts_a_player_out_while_the_game_goes_on_is_refused():
    table = Table(FIVE[:4], target=100, method=Method.ELIMINATION)
    seat = {name: i for i, name in enumerate(FIVE)}
    game = Scoresheet(
        table,
        rounds=(
            RoundResult(0, {1: Leftover.of_points(50), 2: Leftover.of_points(5),
                            3: Leftover.of_points(5)}),
            RoundResult(seat["Bob"], {0: Leftover.of_points(5), 2: Leftover.of_points(5),
                                      3: Leftover.of_points(5)}),
        ),
    )  # fmt: skip
    with pytest.raises(ScoresheetError, match="Round 2: Bob is out of the game by then"):
        game.replacing(1, RoundResult(0, {1: Leftover.of_points(150), 2: Leftover.of_points(5),
                                          3: Leftover.of_points(5)}))  # fmt: skip


# ---- a round clock stopping a game -------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "winners"),
    [(Method.COLLECT, ("Ann",)), (Method.LOWEST, ("Cy",))],
)
def test_a_stopped_game_is_won_by_its_leaders_under_its_method(method, winners):
    # Collected: Ann 31, Cy 4. Left in hand: Ann 2, Bob 32, Cy 1.
    played = (result("Ann", Bob=30, Cy=1), result("Cy", Ann=2, Bob=2))
    going = sheet(*played, target=500, method=method)
    assert not going.is_over()
    stopped = going.stopping()
    assert stopped.is_over() and stopped.outcome().players == winners
    assert stopped.outcome().round_number == 2
    with pytest.raises(GameOver):
        stopped.with_round(result("Cy", Ann=1, Bob=1))
    with pytest.raises(GameOver):
        stopped.stopping()


def test_a_game_stopped_before_any_round_is_over_with_no_winner():
    stopped = sheet(target=500).stopping()
    assert stopped.is_over() and stopped.outcome().players == ()
    assert stopped.with_rules(HouseRules()).is_over()  # kept as the game is read again


def test_a_game_over_at_its_target_is_not_stopped_again():
    over = sheet(*ROUNDS, target=40)
    assert over.is_over()
    with pytest.raises(GameOver):
        over.stopping()


def test_a_stopped_challenge_uno_game_is_won_by_the_lowest_still_in():
    players = Table(("Ann", "Bob", "Cy", "Dee"), target=50, method=Method.ELIMINATION)
    going = Scoresheet(players, rounds=(result("Ann", Bob=60, Cy=10, Dee=20),))
    stopped = going.stopping()
    assert stopped.outcome().players == ("Ann",)  # 0, Cy 10, Dee 20 still in; Bob out
