"""A club night: seating with the fewest repeat pairs, standings, the final table, winners."""

import math
import os
import random
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest

from referee.scorekeeping.nights import (
    EXACT_UP_TO,
    NightLine,
    TableResult,
    final_table,
    met_pairs,
    night_winners,
    repeat_pairs,
    seat_round,
    standings,
    table_sizes,
)

ROOT = Path(__file__).resolve().parents[2]


def names(count):
    return [f"P{number:03d}" for number in range(count)]


def repeats_in(tables, earlier, met=None):
    """The pairs seated together in ``tables`` who already met in ``earlier``."""
    met = met_pairs(earlier) if met is None else met
    return sum(1 for table in tables for pair in combinations(table, 2) if frozenset(pair) in met)


def night(players, table_size, rounds, seed):
    """A night seated round after round, as the app does: earlier rounds passed in."""
    earlier = []
    for _ in range(rounds):
        earlier.append(seat_round(players, table_size, earlier, seed))
    return earlier


def partitions(players, sizes):
    """Every way to seat ``players`` at tables of ``sizes`` (tables of one size unordered)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for size in sorted(set(sizes)):
        left = list(sizes)
        left.remove(size)
        for mates in combinations(rest, size - 1):
            others = [p for p in rest if p not in mates]
            for more in partitions(others, left):
                yield [(first, *mates), *more]


def random_round(players, table_size, rng):
    shuffled = list(players)
    rng.shuffle(shuffled)
    tables, at = [], 0
    for size in table_sizes(len(players), table_size):
        tables.append(tuple(shuffled[at : at + size]))
        at += size
    return tables


# ---- table sizes ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "table_size", "sizes"),
    [(10, 4, [4, 3, 3]), (12, 4, [4, 4, 4]), (13, 4, [4, 3, 3, 3]), (16, 3, [3, 3, 3, 3, 2, 2]),
     (4, 10, [4]), (11, 5, [4, 4, 3]), (120, 5, [5] * 24), (0, 4, [])],
)  # fmt: skip
def test_table_sizes(players, table_size, sizes):
    assert table_sizes(players, table_size) == sizes


def test_table_sizes_are_as_few_tables_as_fit_and_within_one_larger_first():
    for players in range(1, 130):
        for table_size in range(2, 11):
            sizes = table_sizes(players, table_size)
            assert len(sizes) == math.ceil(players / table_size)
            assert sum(sizes) == players
            assert max(sizes) <= table_size
            assert max(sizes) - min(sizes) <= 1
            assert sizes == sorted(sizes, reverse=True)


def test_table_sizes_refuses_tables_of_nobody():
    with pytest.raises(ValueError):
        table_sizes(8, 0)


# ---- repeat pairs ---------------------------------------------------------------------------


def test_repeat_pairs_counts_each_pair_that_met_again_once():
    rounds = [
        [("A", "B", "C"), ("D", "E", "F")],
        [("A", "B", "D"), ("C", "E", "F")],  # A-B and E-F meet again
        [("A", "B"), ("C", "D"), ("E",), ("F",)],  # A-B a third time: still one pair
    ]
    assert repeat_pairs(rounds) == 2
    assert repeat_pairs(rounds[:1]) == 0
    assert repeat_pairs([]) == 0


# ---- seating: what every draw is ------------------------------------------------------------


CONFIGURATIONS = [(5, 4), (7, 3), (10, 4), (13, 4), (16, 3), (16, 6), (17, 4), (23, 5), (40, 4)]


@pytest.mark.parametrize(("count", "table_size"), CONFIGURATIONS)
def test_every_player_sits_once_a_round_at_tables_of_the_sizes(count, table_size):
    players = names(count)
    for seed in range(3):
        for tables in night(players, table_size, 4, seed):
            assert [len(table) for table in tables] == table_sizes(count, table_size)
            seated = [p for table in tables for p in table]
            assert sorted(seated) == sorted(players)
            assert all(isinstance(table, tuple) for table in tables)


@pytest.mark.parametrize(("count", "table_size"), [(12, 4), (16, 4), (30, 4)])
def test_the_same_arguments_give_the_same_draw(count, table_size):
    players = names(count)
    earlier = night(players, table_size, 2, seed=5)
    draws = {tuple(seat_round(players, table_size, earlier, 9)) for _ in range(3)}
    assert len(draws) == 1
    others = {tuple(seat_round(players, table_size, earlier, seed)) for seed in range(8)}
    assert len(others) > 1  # the seed draws


def test_the_draw_does_not_depend_on_the_process():
    script = (
        "from referee.scorekeeping.nights import seat_round\n"
        "p = [f'P{i}' for i in range(14)] + ['Zoë', 'Ann']\n"
        "e = []\n"
        "for _ in range(3):\n"
        "    e.append(seat_round(p, 4, e, 77))\n"
        "print(e)\n"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        environment = dict(os.environ, PYTHONHASHSEED=hash_seed)
        result = subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env=environment,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(result.stdout)
    assert len(outputs) == 1


def test_the_seats_at_a_table_are_drawn_at_random():
    players = names(8)
    first_seats = {seat_round(players, 4, [], seed)[0][0] for seed in range(30)}
    assert len(first_seats) > 3
    # the same table, seen under different seeds, in different seat orders
    orders = {
        table
        for seed in range(40)
        for table in seat_round(players, 8, [], seed)  # one table: everyone
    }
    assert len(orders) > 10


def test_seating_refuses_a_player_twice():
    with pytest.raises(ValueError):
        seat_round(["Ann", "Bob", "Ann", "Cy"], 4, [], 1)


def test_names_not_at_the_night_in_earlier_rounds_are_ignored():
    players = names(8)
    earlier = [[("P000", "P001", "Gone"), ("P002", "P003")]]
    tables = seat_round(players, 4, earlier, 3)
    assert sorted(p for t in tables for p in t) == players
    assert repeats_in(tables, earlier) == 0


# ---- seating: the fewest repeats ------------------------------------------------------------


@pytest.mark.parametrize(("count", "table_size"), [(6, 3), (7, 3), (8, 3), (8, 4), (9, 3),
                                                   (9, 4), (9, 5), (10, 4)])  # fmt: skip
def test_the_draw_has_exactly_the_fewest_repeats_of_all_draws(count, table_size):
    players = names(count)
    sizes = table_sizes(count, table_size)
    everything = list(partitions(players, sizes))
    rng = random.Random(count * 100 + table_size)
    for case in range(12):
        earlier = [random_round(players, table_size, rng) for _ in range(1 + case % 4)]
        met = met_pairs(earlier)
        fewest = min(repeats_in(tables, earlier, met) for tables in everything)
        assert repeats_in(seat_round(players, table_size, earlier, case), earlier) == fewest


def test_the_draw_has_the_fewest_even_after_rounds_at_other_table_sizes():
    players = names(9)
    rng = random.Random(4)
    everything = list(partitions(players, table_sizes(9, 3)))
    for case in range(10):
        earlier = [random_round(players, size, rng) for size in (2, 4, 5)[: 1 + case % 3]]
        met = met_pairs(earlier)
        fewest = min(repeats_in(tables, earlier, met) for tables in everything)
        assert repeats_in(seat_round(players, 3, earlier, case), earlier) == fewest


def test_sixteen_at_tables_of_four_play_five_rounds_without_meeting_twice():
    players = names(16)
    for seed in range(20):
        rounds = night(players, 4, 5, seed)
        assert repeat_pairs(rounds) == 0, seed
        # everyone has now met everyone else exactly once: a sixth round repeats all
        assert len(met_pairs(rounds)) == 16 * 15 // 2


def test_twelve_at_tables_of_three_play_four_rounds_without_meeting_twice():
    players = names(12)
    for seed in range(20):
        assert repeat_pairs(night(players, 3, 4, seed)) == 0, seed


def test_nine_at_tables_of_three_play_four_rounds_without_meeting_twice():
    for seed in range(10):
        rounds = night(names(9), 3, 4, seed)
        assert repeat_pairs(rounds) == 0
        assert len(met_pairs(rounds)) == 36


def test_twelve_at_tables_of_four_repeat_the_fewest_possible():
    # From the second round on, each table of four draws from the first round's three
    # tables, so two of its players met: at least one repeat per table, 3 a round. A third
    # round of 3 needs a pair per table that met in both earlier rounds: the same 3 pairs.
    players = names(12)
    for seed in range(10):
        rounds = night(players, 4, 3, seed)
        assert repeats_in(rounds[0], []) == 0
        assert repeats_in(rounds[1], rounds[:1]) == 3
        assert repeats_in(rounds[2], rounds[:2]) == 3
        assert repeat_pairs(rounds) == 3


def test_a_repeat_free_round_that_dead_ends_is_avoided():
    # Rows and columns of a 4 x 4 grid, then the tables of the cyclic Latin square: a
    # third round without repeats after which no fourth round is.
    players = names(16)
    grid = [[players[4 * r + c] for c in range(4)] for r in range(4)]
    rows = [tuple(row) for row in grid]
    columns = [tuple(grid[r][c] for r in range(4)) for c in range(4)]
    cyclic = [tuple(grid[r][(r + s) % 4] for r in range(4)) for s in range(4)]
    assert repeats_in(cyclic, [rows, columns]) == 0
    stuck = seat_round(players, 4, [rows, columns, cyclic], 1)
    assert repeats_in(stuck, [rows, columns, cyclic]) > 0
    # the draw itself, given the same two rounds, keeps rounds four and five possible
    for seed in range(10):
        earlier = [rows, columns]
        for _ in range(3):
            earlier.append(seat_round(players, 4, earlier, seed))
        assert repeat_pairs(earlier) == 0, seed


def test_once_everyone_met_every_draw_repeats_every_pair_seated():
    players = names(9)
    rounds = night(players, 3, 4, 2)
    fifth = seat_round(players, 3, rounds, 2)
    assert repeats_in(fifth, rounds) == 9


# ---- seating beyond the proved sizes --------------------------------------------------------


def test_forty_at_tables_of_four_play_six_rounds_without_meeting_twice():
    for seed in range(3):
        assert repeat_pairs(night(names(40), 4, 6, seed)) == 0


def test_a_hundred_and_twenty_at_tables_of_five_play_twelve_rounds_without_meeting_twice():
    assert repeat_pairs(night(names(120), 5, 12, 1)) == 0


@pytest.mark.parametrize(("count", "table_size", "fewest"), [(18, 6, 9), (20, 5, 4), (24, 6, 8)])
def test_beyond_the_proved_sizes_the_search_reaches_the_fewest_after_one_round(
    count, table_size, fewest
):
    # After one round at t tables, every table of the next holds its size spread over t
    # earlier tables: 6 over 3 (three pairs), 5 over 4 (one), 6 over 4 (two pairs).
    assert count > EXACT_UP_TO
    players = names(count)
    for seed in range(3):
        first = seat_round(players, table_size, [], seed)
        assert repeats_in(seat_round(players, table_size, [first], seed), [first]) == fewest


# ---- standings ------------------------------------------------------------------------------


def line(player, place, points, wins, games, average):
    return NightLine(player, place, points, wins, games, average)


def test_standings_before_any_game_list_everyone_first():
    assert standings(["Ann", "Bob"], []) == [
        line("Ann", 1, 0, 0, 0, None),
        line("Bob", 1, 0, 0, 0, None),
    ]


def test_a_point_for_every_player_finishing_below():
    results = [TableResult(("Ann", "Bob", "Cy", "Dee"), {"Ann": 1, "Bob": 2, "Cy": 2, "Dee": 4})]
    assert standings(["Dee", "Cy", "Bob", "Ann"], results) == [
        line("Ann", 1, 3, 1, 1, 1.0),
        line("Cy", 2, 1, 0, 1, 2.0),  # equal: the order given
        line("Bob", 2, 1, 0, 1, 2.0),
        line("Dee", 4, 0, 0, 1, 4.0),
    ]


def order_of(lines):
    return [(entry.player, entry.place, entry.points, entry.wins, entry.average_place)
            for entry in lines]  # fmt: skip


def test_points_come_before_games_won():
    results = [
        TableResult(tuple("ABCDEF"), {"A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6}),
        TableResult(("Ann", "Bob", "Cy"), {"Ann": 1, "Bob": 2, "Cy": 3}),
    ]
    lines = standings(["Ann", "B"], results)
    assert order_of(lines) == [("B", 1, 4, 0, 2.0), ("Ann", 2, 2, 1, 1.0)]


def test_games_won_come_before_the_average_place():
    results = [
        TableResult(("Wes", "Ula"), {"Wes": 1, "Ula": 2}),  # Wes: 1 point, a win
        TableResult(tuple("VNOWY"), {"V": 1, "N": 2, "O": 3, "Wes": 4, "Y": 5}),  # Wes: 1 more
        TableResult(("Nia", "P", "Q", "R"), {"P": 1, "Nia": 2, "Q": 3, "R": 4}),  # Nia: 2
    ]
    lines = standings(["Nia", "Wes"], results)
    assert order_of(lines) == [("Wes", 1, 2, 1, 2.5), ("Nia", 2, 2, 0, 2.0)]


def test_the_lower_average_place_comes_first_on_equal_points_and_wins():
    results = [
        TableResult(("Ann", "Bob", "Cy"), {"Ann": 1, "Bob": 2, "Cy": 3}),
        TableResult(("Dee", "Gus", "Hal"), {"Dee": 1, "Gus": 2, "Hal": 3}),
        TableResult(("Ivy", "Dee"), {"Ivy": 1, "Dee": 2}),
    ]
    lines = standings(["Dee", "Ann"], results)
    assert order_of(lines) == [("Ann", 1, 2, 1, 1.0), ("Dee", 2, 2, 1, 1.5)]


def test_averages_equal_as_fractions_share_a_place():
    # 4/3 and 8/6: one place, though both come from different sums
    results = [
        TableResult(("A", "x"), {"A": 1, "x": 2}),
        TableResult(("A", "y"), {"A": 1, "y": 2}),
        TableResult(("A", "z"), {"z": 1, "A": 2}),
        TableResult(("B", "u", "v"), {"B": 1, "u": 2, "v": 3}),
        TableResult(("B", "w"), {"w": 1, "B": 2}),
        TableResult(("B", "t"), {"B": 1, "t": 1}),
    ]
    lines = standings(["A", "B"], results)
    assert order_of(lines) == [("A", 1, 2, 2, 4 / 3), ("B", 1, 2, 2, 4 / 3)]


def test_standings_ties_share_a_place_and_the_next_skips():
    results = [
        TableResult(("Ann", "Bob", "Cy"), {"Ann": 1, "Bob": 2, "Cy": 3}),
        TableResult(("Dee", "Eve", "Fay"), {"Dee": 1, "Eve": 2, "Fay": 3}),
    ]
    lines = standings(["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"], results)
    assert [(e.player, e.place) for e in lines] == [
        ("Ann", 1),
        ("Dee", 1),
        ("Bob", 3),
        ("Eve", 3),
        ("Cy", 5),
        ("Fay", 5),
        ("Gus", 7),  # no game yet: after everyone with one
    ]
    gus = lines[-1]
    assert (gus.games, gus.average_place) == (0, None)


def test_names_not_at_the_night_count_for_others_but_get_no_line():
    results = [TableResult(("Ann", "Guest"), {"Ann": 1, "Guest": 2})]
    assert standings(["Ann"], results) == [line("Ann", 1, 1, 1, 1, 1.0)]


# ---- final table and winners ----------------------------------------------------------------


def test_the_final_seats_the_first_of_the_standings():
    lines = [line(p, place, 0, 0, 1, 1.0) for p, place in
             [("A", 1), ("B", 2), ("C", 3), ("D", 4), ("E", 5)]]  # fmt: skip
    final = final_table(lines, 3, seed=1)
    assert sorted(final) == ["A", "B", "C"]


def test_those_sharing_the_place_at_the_cut_are_drawn_by_lot():
    lines = [line(p, place, 0, 0, 1, 1.0) for p, place in
             [("A", 1), ("B", 2), ("C", 3), ("D", 3), ("E", 3), ("F", 6)]]  # fmt: skip
    drawn = {}
    for seed in range(40):
        final = final_table(lines, 4, seed)
        assert {"A", "B"} <= set(final) and len(final) == 4
        assert not {"F"} & set(final)
        drawn[seed] = final
        assert final_table(lines, 4, seed) == final  # the same lot for the same seed
    assert {p for final in drawn.values() for p in final} == {"A", "B", "C", "D", "E"}


def test_a_final_with_room_for_everyone_seats_everyone():
    lines = [line("A", 1, 0, 0, 0, None), line("B", 1, 0, 0, 0, None)]
    assert sorted(final_table(lines, 4, 3)) == ["A", "B"]


def test_the_final_winners_win_the_night():
    lines = [line("A", 1, 5, 2, 2, 1.0), line("B", 2, 3, 0, 2, 2.0), line("C", 2, 3, 0, 2, 2.0)]
    final = TableResult(("C", "A", "B"), {"A": 2, "B": 1, "C": 1})
    assert night_winners(lines, final) == ["C", "B"]


def test_without_a_final_everyone_in_first_place_wins():
    lines = [line("A", 1, 5, 2, 2, 1.0), line("B", 1, 5, 2, 2, 1.0), line("C", 3, 3, 0, 2, 2.0)]
    assert night_winners(lines, None) == ["A", "B"]
