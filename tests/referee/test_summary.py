"""A game's summary and a player's record, from scoresheets."""

import pytest

from referee.scorekeeping.scoresheet import GameOver, NothingToEnd, NotPlayingOn, Scoresheet
from referee.scorekeeping.scoring import Leftover, Method, RoundResult, Table
from referee.scorekeeping.summary import name_key, player_record, summarize

PLAYERS = ("Ann", "Bob", "Cy")


def result(winner, **hands):
    """A round in which ``winner`` went out; hands as point totals, by name."""
    return winner, hands


def sheet(*rounds, players=PLAYERS, **table):
    """A scoresheet of these rounds, their names read as seats at this table."""
    return Scoresheet(Table(players, **table), rounds=tuple(by_seat(players, r) for r in rounds))


def by_seat(players, named):
    """A round given by names, as the core holds it: by seat."""
    winner, hands = named
    return RoundResult(
        players.index(winner), {players.index(n): Leftover.of_points(p) for n, p in hands.items()}
    )


GAME = (
    result("Ann", Bob=10, Cy=20),  # Ann +30
    result("Bob", Ann=5, Cy=90),  # Bob +95: biggest hand, Cy's 90
    result("Bob", Ann=1, Cy=2),  # Bob +3
    result("Bob", Ann=1, Cy=2),  # Bob +3: a run of three
    result("Ann", Bob=90, Cy=5),  # Ann +95: 90 again, later, so not the biggest
)


def test_summary_of_a_game_in_progress():
    summary = summarize(sheet(*GAME))
    assert summary.outcome is None and summary.first_to_target is None
    assert summary.rounds == 5
    assert summary.wins == {"Ann": 2, "Bob": 3, "Cy": 0}
    assert summary.most_wins == ("Bob",) and summary.most_wins_count == 3
    big = summary.biggest_hand
    assert (big.points, big.holder, big.catcher, big.round_number) == (90, "Cy", "Bob", 2)
    (run,) = summary.longest_runs
    assert (run.player, run.length, run.first_round, run.last_round) == ("Bob", 3, 2, 4)
    assert [(s.player, s.total) for s in summary.standings(Method.COLLECT)] == [
        ("Ann", 125), ("Bob", 101), ("Cy", 0)
    ]  # fmt: skip
    assert [(s.player, s.total) for s in summary.standings(Method.LOWEST)] == [
        ("Ann", 7), ("Bob", 100), ("Cy", 119)
    ]  # fmt: skip


def test_ties_are_shared():
    summary = summarize(sheet(result("Ann", Bob=1, Cy=1), result("Bob", Ann=1, Cy=1)))
    assert summary.most_wins == ("Ann", "Bob")
    assert [run.player for run in summary.longest_runs] == ["Ann", "Bob"]


def test_an_empty_game_has_no_records():
    summary = summarize(sheet())
    assert summary.most_wins == () and summary.longest_runs == () and summary.biggest_hand is None


def test_a_partners_hand_is_never_caught():
    four = ("Ann", "Bob", "Cy", "Dee")
    game = sheet(
        result("Ann", Bob=10, Cy=99, Dee=20), players=four, teams=(("Ann", "Cy"), ("Bob", "Dee"))
    )
    big = summarize(game).biggest_hand
    assert (big.points, big.holder) == (20, "Dee")


def test_summary_of_a_finished_game():
    game = sheet(*GAME, target=120)
    summary = summarize(game)
    assert summary.outcome.players == ("Ann",) and summary.outcome.round_number == 5
    assert summary.first_to_target.players == ("Ann",)


# ---- playing on past the target ----------------------------------------------------------


def test_playing_on_the_game_goes_on_past_the_target_until_the_table_ends_it():
    game = sheet(*GAME[:2], target=90, play_on=True)
    assert game.first_to_target().players == ("Bob",)
    assert game.first_to_target().round_number == 2
    assert not game.is_over()
    game = game.with_round(by_seat(PLAYERS, GAME[4]))  # Ann +95 takes the lead
    assert not game.is_over()
    ended = game.ending()
    assert ended.is_over() and ended.ended
    assert ended.outcome().players == ("Ann",) and ended.outcome().round_number == 3
    with pytest.raises(GameOver):
        ended.with_round(by_seat(PLAYERS, GAME[0]))
    with pytest.raises(GameOver):
        ended.ending()
    assert ended.without(3).outcome().players == ("Bob",)  # still ended, Bob leads again


def test_playing_on_under_lowest_the_lowest_total_wins_when_ended():
    game = sheet(*GAME, target=100, play_on=True, method=Method.LOWEST)
    assert game.first_to_target().players == ("Cy",)  # 110 in round 2
    assert game.first_to_target().round_number == 2
    assert game.ending().outcome().players == ("Ann",)


def test_playing_on_the_table_may_end_before_anyone_reaches_the_target():
    game = sheet(*GAME[:2], play_on=True)
    assert game.ending().outcome().players == ("Bob",)
    with pytest.raises(NothingToEnd):
        sheet(play_on=True).ending()


def test_only_a_game_that_plays_on_is_ended_by_the_table():
    with pytest.raises(NotPlayingOn):
        sheet(*GAME[:2]).ending()
    with pytest.raises(NotPlayingOn):
        sheet(*GAME, target=100).ending()


def test_without_play_on_the_first_to_the_target_ends_the_game_as_before():
    game = sheet(*GAME[:1], target=90).with_round(by_seat(PLAYERS, GAME[1]))
    assert game.outcome().players == ("Bob",) and game.first_to_target().players == ("Bob",)
    game = sheet(*GAME[:1], target=90, play_on=True).with_round(by_seat(PLAYERS, GAME[1]))
    assert game.outcome() is None


# ---- a player's record ------------------------------------------------------------------


def test_names_match_trimmed_and_case_insensitively():
    assert name_key("  ann   marie ") == name_key("ANN Marie") == "ann marie"


def test_player_record_across_games():
    won = sheet(*GAME, target=120)  # Ann wins under collect; leads under lowest too
    lost = sheet(result("Bob", ANN=60, Cy=1), players=("ANN", "Bob", "Cy"), target=50)
    going = sheet(result("ann", Bob=1, Cy=1), players=("ann", "Bob", "Cy"))
    other = sheet(result("Bob", Cy=1), players=("Bob", "Cy"))
    empty = sheet(players=("Ann", "Bob"))  # nothing played: not counted
    record = player_record(
        " Ann ", [("g5", empty), ("g4", going), ("g3", other), ("g2", lost), ("g1", won)]
    )
    assert record.name == "ann"  # as written in the most recent game
    assert (record.games, record.finished) == (3, 2)
    assert record.played == {Method.COLLECT: 3, Method.LOWEST: 0, Method.ELIMINATION: 0}
    assert record.won == {Method.COLLECT: 1, Method.LOWEST: 0, Method.ELIMINATION: 0}
    assert record.won_total == 1
    assert record.led == {Method.COLLECT: 1, Method.LOWEST: 1}
    assert (record.rounds, record.rounds_won) == (7, 3)
    assert record.points_left == 5 + 1 + 1 + 60
    assert record.average_left == pytest.approx(67 / 7)
    assert [(p.game, p.place, p.of, p.won, p.over) for p in record.recent] == [
        ("g4", 1, 3, False, False), ("g2", 2, 3, False, True), ("g1", 1, 3, True, True)
    ]  # fmt: skip


def test_a_player_with_no_games():
    record = player_record("Zed", [("g1", sheet(*GAME))])
    assert record.games == 0 and record.average_left is None and record.name == "Zed"


def test_the_summary_of_challenge_uno_says_who_went_out_and_who_was_left():
    rounds = (
        result("Ann", Bob=120, Cy=30),  # Bob out after round 1
        result("Cy", Ann=40),
        result("Ann", Cy=80),  # Cy reaches 110: Ann is the last left
    )
    going = summarize(sheet(*rounds[:2], target=100, method=Method.ELIMINATION))
    assert [(m.players, m.round_number) for m in going.eliminated] == [(("Bob",), 1)]
    assert going.last_left == ()
    over = summarize(sheet(*rounds, target=100, method=Method.ELIMINATION))
    assert [(m.players, m.round_number) for m in over.eliminated] == [
        (("Bob",), 1), (("Cy",), 3)
    ]  # fmt: skip
    assert over.last_left == ("Ann",) and over.outcome.players == ("Ann",)


def test_other_methods_have_no_one_out():
    summary = summarize(sheet(*GAME, target=100))
    assert summary.eliminated == () and summary.last_left == ()
