"""The chart: scaled points, ticks, the target line, labels that never overlap, styles."""

import re

import pytest

from referee.scorekeeping.chart import (
    DASHES,
    LABEL_GAP,
    MARKER_RADIUS,
    Marker,
    draw_chart,
    draw_places,
    marker_path,
    nice_step,
    ordinal,
    short_label,
    spread,
)
from referee.scorekeeping.scoring import Method
from referee.scorekeeping.summary import GamePlace

RUNNING = [
    {"Ann": 62, "Bob": 0, "Cy": 0},
    {"Ann": 62, "Bob": 40, "Cy": 0},
    {"Ann": 520, "Bob": 40, "Cy": 0},
]


@pytest.mark.parametrize(
    ("span", "most", "step"),
    [(500, 5, 100), (620, 5, 200), (1000, 5, 200), (7, 8, 1), (30, 8, 5), (95, 8, 20), (0, 5, 1)],
)
def test_steps_are_one_two_or_five_times_a_power_of_ten(span, most, step):
    assert nice_step(span, most) == step


def test_the_scale_keeps_the_target_in_view_and_starts_every_line_at_zero():
    chart = draw_chart(["Ann", "Bob", "Cy"], RUNNING[:1], 500, Method.COLLECT)
    assert [t.label for t in chart.y_ticks] == ["0", "100", "200", "300", "400", "500"]
    assert chart.target.position == chart.y_ticks[-1].position == chart.plot_top
    for series in chart.series:
        assert series.points[0] == (chart.plot_left, chart.plot_bottom)


def test_points_are_scaled_per_round_and_total():
    chart = draw_chart(["Ann", "Bob", "Cy"], RUNNING, 500, Method.COLLECT)
    ann = chart.series[0]
    xs = [x for x, _ in ann.points]
    assert xs[0] == chart.plot_left and xs[-1] == chart.plot_right
    assert [t.label for t in chart.x_ticks] == ["0", "1", "2", "3"]
    # 520 is above the target: the scale grows to the next tick, 600
    assert chart.y_ticks[-1].label == "600"
    height = chart.plot_bottom - chart.plot_top
    assert ann.end[1] == pytest.approx(chart.plot_bottom - height * 520 / 600, abs=0.5)
    assert chart.target.position == pytest.approx(chart.plot_bottom - height * 500 / 600, abs=0.5)
    assert ann.points_attr.split()[1] == f"{xs[1]:g},{ann.points[1][1]:g}"


def test_labels_at_the_line_ends_never_overlap_and_stay_in_the_plot():
    names = [f"Player {n}" for n in range(10)]
    running = [dict.fromkeys(names, 0)]  # ten lines ending at the same spot
    chart = draw_chart(names, running, 500, Method.LOWEST)
    ys = sorted(s.label_y for s in chart.series)
    assert all(b - a >= LABEL_GAP - 0.01 for a, b in zip(ys, ys[1:], strict=False))
    assert ys[0] >= chart.plot_top and ys[-1] <= chart.plot_bottom


@pytest.mark.parametrize(
    ("wanted", "placed"),
    [
        ([50, 100], [50, 100]),  # far apart: untouched
        ([50, 55], [50, 63]),  # pushed down
        ([100, 100, 100], [74, 87, 100]),  # at the bottom bound: pushed up
        ([0, 0], [10, 23]),  # above the top bound
    ],
)
def test_spread_keeps_order_and_gap(wanted, placed):
    assert spread(wanted, 13, 10, 100) == placed


def test_every_player_gets_a_distinct_dash_and_marker():
    names = [f"P{n}" for n in range(10)]
    chart = draw_chart(names, [dict.fromkeys(names, 1)], 500, Method.COLLECT)
    assert len({s.dash for s in chart.series}) == 10 == len(DASHES)
    assert len({s.marker for s in chart.series}) == 10 == len(Marker)
    assert sum(s.marker.hollow for s in chart.series) == 5


def test_markers_on_every_point_until_rounds_crowd_the_chart():
    few = draw_chart(["A", "B"], [{"A": n, "B": 0} for n in range(20)], 500, Method.COLLECT)
    many = draw_chart(["A", "B"], [{"A": n, "B": 0} for n in range(21)], 500, Method.COLLECT)
    assert few.series[0].marked == "every" and many.series[0].marked == "end"


def test_every_marker_is_a_closed_shape_around_its_point():
    for marker in Marker:
        path = marker_path(marker)
        assert path.startswith("M") and path.endswith("z")
        x, y = (float(n) for n in re.match(r"M(-?[\d.]+) (-?[\d.]+)", path).groups())
        assert abs(x) <= MARKER_RADIUS and abs(y) <= MARKER_RADIUS


def test_a_game_without_rounds_is_two_flat_lines_and_says_so():
    chart = draw_chart(["Ann", "Bob"], [], 300, Method.COLLECT)
    assert all(len(s.points) == 1 for s in chart.series)
    assert chart.description == "Winner collects: totals after 0 rounds: Ann 0, Bob 0. Target 300."


def test_long_names_are_cut_at_the_line_end():
    assert short_label("Bartholomew") == "Barthol…"
    assert short_label("Ann") == "Ann"


@pytest.mark.parametrize(
    ("n", "text"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (22, "22nd")]
)
def test_ordinals(n, text):
    assert ordinal(n) == text


def test_recent_games_are_bars_oldest_first_taller_for_better_places():
    def place(ref, place, of):
        return GamePlace(ref, "Ann", Method.COLLECT, 0, place, of, True, place == 1)

    chart = draw_places([place("new", 1, 4), place("old", 4, 4)])
    old, new = chart.bars
    assert (old.place.game, new.place.game) == ("old", "new")
    assert new.height == 4 * old.height
    assert new.y + new.height == chart.baseline == old.y + old.height
    assert (old.label, new.label) == ("4th", "1st")
    assert old.x + old.width < new.x


def test_a_player_out_of_challenge_uno_is_marked_where_they_went_out():
    running = [{"Ann": 0, "Bob": 120, "Cy": 30}, {"Ann": 40, "Bob": 120, "Cy": 30}]
    chart = draw_chart(["Ann", "Bob", "Cy"], running, 100, Method.ELIMINATION, {"Bob": 1})
    ann, bob, cy = chart.series
    assert bob.out_round == 1 and bob.out_at == bob.points[1]
    assert ann.out_at is None and cy.out_round is None
    assert chart.description.endswith("Bob out in round 1.")
    assert draw_chart(["Ann", "Bob", "Cy"], running, 100, Method.LOWEST).series[1].out_at is None


def crowded_far_target():
    """Ten players, forty rounds, a target of 10,000 far above every total."""
    names = [f"Player {n}" for n in range(10)]
    running, totals = [], dict.fromkeys(names, 0)
    for number in range(40):
        totals = {**totals, names[number % 10]: totals[names[number % 10]] + 37 * (number % 7 + 1)}
        running.append(totals)
    return names, running


def test_with_ten_players_and_a_far_target_labels_sit_by_their_lines():
    names, running = crowded_far_target()
    chart = draw_chart(names, running, 10000, Method.COLLECT)
    assert not chart.target_in_view  # the totals' own scale: their lines spread out
    assert max(abs(s.label_y - s.end[1]) for s in chart.series) <= 3 * LABEL_GAP
    ys = sorted(s.label_y for s in chart.series)
    assert all(b - a >= LABEL_GAP - 0.01 for a, b in zip(ys, ys[1:], strict=False))
    assert chart.height >= 10 * 2 * LABEL_GAP  # room for ten labels near their lines


def test_the_target_label_is_never_cut_off_at_the_top():
    names, running = crowded_far_target()
    for target in (10000, 50, 500):
        chart = draw_chart(names, running, target, Method.COLLECT)
        assert chart.target_label_y - 12 >= 0  # a 12-unit label's top is inside the chart
    level = draw_chart(["A", "B"], [{"A": 500, "B": 0}], 500, Method.COLLECT)
    assert level.target_in_view and level.target.position == level.plot_top
    assert level.target_label_y > level.target.position  # below the line at the top


def test_ratings_chart_starts_at_zero_and_takes_negative_ratings():
    from referee.scorekeeping.chart import draw_ratings

    history = [{"Ann": 4.5, "Bob": -1.2}, {"Ann": 6.0, "Bob": -2.5, "Cy": 0.5}]
    chart = draw_ratings(["Ann", "Bob", "Cy"], history)
    assert chart.target is None and chart.method is None and chart.rounds == 2
    zero = chart.series[0].points[0][1]
    assert all(s.points[0][1] == zero for s in chart.series)
    bob = chart.series[1]
    assert bob.end[1] > zero  # below the zero line
    assert chart.description == "Ratings after 2 games: Ann 6.0, Bob -2.5, Cy 0.5."
    assert [t.label for t in chart.y_ticks][0].startswith("-")
