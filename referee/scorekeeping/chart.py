"""A game as a line chart: every player's running total per round, ready to draw as SVG.

The page draws the chart on the server from a :class:`Chart`: scaled points, ticks, the
target line and name labels at the line ends, pushed apart so that they never overlap.
Colours come from the stylesheet by series number (a colour-blind-safe palette); each
series also has its own dash pattern and marker shape, so no one needs to tell colours
apart at all. Nothing here knows about HTML.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from referee import i18n
from referee.i18n import _, ngettext, pgettext
from referee.scorekeeping.scoring import Method
from referee.scorekeeping.summary import GamePlace

WIDTH = 300.0
HEIGHT = 200.0
LEFT = 38.0  # room for the score labels ("10000" at 12 units)
RIGHT = 72.0  # room for the names at the line ends
TOP = 10.0
BOTTOM = 24.0  # room for the round numbers
LABEL_GAP = 15.0  # one line of 13-unit text (its box is 15 units tall), so labels never touch
MAX_LABEL = 8  # characters of a name shown at a line end
MARKER_RADIUS = 3.2
MAX_MARKED_ROUNDS = 20  # beyond this, markers only at the line ends (they would crowd)


class Marker(enum.Enum):
    """The shape drawn on a series' points, so series differ by more than colour."""

    CIRCLE = "circle"
    """A filled circle."""
    SQUARE = "square"
    """A filled square."""
    TRIANGLE = "triangle"
    """A filled triangle pointing up."""
    DIAMOND = "diamond"
    """A filled diamond."""
    DOWN = "down"
    """A filled triangle pointing down."""
    RING = "ring"
    """A hollow circle."""
    BOX = "box"
    """A hollow square."""
    PEAK = "peak"
    """A hollow triangle pointing up."""
    GEM = "gem"
    """A hollow diamond."""
    VALLEY = "valley"
    """A hollow triangle pointing down."""

    @property
    def hollow(self) -> bool:
        """Whether the shape is drawn as an outline."""
        return self in HOLLOW


HOLLOW = frozenset({Marker.RING, Marker.BOX, Marker.PEAK, Marker.GEM, Marker.VALLEY})
MARKERS = tuple(Marker)
# Dash patterns in drawing units, one per seat: solid first, then ever more broken lines.
DASHES = ("", "7 3", "2 2.5", "9 3 2 3", "4 4", "12 4", "1.5 4", "7 2 1.5 2 1.5 2", "3 2", "10 2")


@dataclass(frozen=True, slots=True)
class Tick:
    """A gridline or mark along an axis: where it is drawn, and its label."""

    position: float
    label: str


@dataclass(frozen=True, slots=True)
class Series:
    """One player's line: points from the start, its style, and its end label."""

    player: str
    number: int  # the style: colour (from the stylesheet), dash and marker
    points: tuple[tuple[float, float], ...]
    total: float
    label: str
    label_y: float
    dash: str
    marker: Marker
    marker_path: str  # the marker's shape, centred on (0, 0)
    marked: str  # where markers go: "every" point, or only the "end"
    out_round: int | None = None  # Challenge UNO: the round that put the player out
    out_at: tuple[float, float] | None = None  # where that round is on the line

    @property
    def points_attr(self) -> str:
        """The points as an SVG ``points`` attribute."""
        return " ".join(f"{x:g},{y:g}" for x, y in self.points)

    @property
    def end(self) -> tuple[float, float]:
        """Where the line ends."""
        return self.points[-1]


@dataclass(frozen=True, slots=True)
class Chart:
    """Everything needed to draw the chart, in the units of its viewBox.

    A score chart has its ``method`` and its ``target`` (drawn as a line when
    ``target_in_view``, else named at the top with an arrow: a target far above every
    total would squeeze the lines together). A ratings chart has neither.
    """

    method: Method | None
    width: float
    height: float
    plot_left: float
    plot_right: float
    plot_top: float
    plot_bottom: float
    x_ticks: tuple[Tick, ...]
    y_ticks: tuple[Tick, ...]
    target: Tick | None
    series: tuple[Series, ...]
    rounds: int  # rounds (a score chart) or games (a ratings chart) drawn
    target_in_view: bool = True
    target_label_y: float = 0.0  # the target's label: above its line, or below it at the top

    @property
    def description(self) -> str:
        """The chart in one sentence, for people who cannot see it."""
        if self.method is None:
            ratings = ", ".join(f"{s.player} {i18n.decimal(s.total)}" for s in self.series)
            return ngettext(
                "Ratings after {count} game: {ratings}.",
                "Ratings after {count} games: {ratings}.",
                self.rounds,
            ).format(count=self.rounds, ratings=ratings)
        totals = ", ".join(f"{s.player} {decimal(f'{s.total:g}')}" for s in self.series)
        sentences = [
            ngettext(
                "{method}: totals after {count} round: {totals}.",
                "{method}: totals after {count} rounds: {totals}.",
                self.rounds,
            ).format(method=self.method.label, count=self.rounds, totals=totals)
        ]
        if self.target:
            sentences.append(_("Target {target}.").format(target=self.target.label))
        outs = sorted((s.out_round, s.number, s.player) for s in self.series if s.out_round)
        sentences.extend(
            _("{player} out in round {number}.").format(player=player, number=number)
            for number, _seat, player in outs
        )
        return " ".join(sentences)


def decimal(number: str) -> str:
    """A number written with a point (``"-2.5"``) as the language of the moment writes it."""
    return number.replace(".", i18n.decimal_separator())


def nice_step(span: float, most: int) -> int:
    """The smallest step (1, 2 or 5 times a power of ten) cutting ``span`` in at most ``most``."""
    if span <= 0:
        return 1
    power = 10 ** max(0, math.floor(math.log10(span / most)))
    for factor in (1, 2, 5, 10):
        if span / (factor * power) <= most:
            return int(factor * power)
    return int(10 * power)  # pragma: no cover - the loop always ends at 10


def spread(wanted: Sequence[float], gap: float, low: float, high: float) -> list[float]:
    """Label positions as close as possible to ``wanted``, at least ``gap`` apart, within bounds.

    The order of the wanted positions is kept. Labels are pushed down past their
    neighbours, then up from the bottom bound, so a crowd at either end still fits.
    """
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    placed = [0.0] * len(wanted)
    floor = low
    for i in order:
        placed[i] = max(wanted[i], floor)
        floor = placed[i] + gap
    ceiling = high
    for i in reversed(order):
        placed[i] = min(placed[i], ceiling)
        ceiling = placed[i] - gap
    return placed


def short_label(name: str) -> str:
    """A name cut to fit beside the chart."""
    return name if len(name) <= MAX_LABEL else name[: MAX_LABEL - 1] + "…"


def marker_path(marker: Marker) -> str:
    """SVG path data of ``marker`` centred on (0, 0): defined once, placed on every point."""
    r = MARKER_RADIUS
    shape = MARKERS.index(marker) % 5  # the hollow shapes repeat the filled ones
    if shape == 0:
        return f"M{-r:g} 0a{r:g} {r:g} 0 1 0 {2 * r:g} 0a{r:g} {r:g} 0 1 0 {-2 * r:g} 0z"
    if shape == 1:
        side = round(r * 0.9, 2)
        return f"M{-side:g} {-side:g}h{2 * side:g}v{2 * side:g}h{-2 * side:g}z"
    if shape == 2:
        return f"M0 {-r:g}L{r:g} {r * 0.8:g}H{-r:g}z"
    if shape == 3:
        return f"M0 {-r:g}L{r:g} 0L0 {r:g}L{-r:g} 0z"
    return f"M0 {r:g}L{r:g} {-r * 0.8:g}H{-r:g}z"


def chart_height(players: int) -> float:
    """The chart's height: taller with many players, so their end labels fit near their
    lines (twice a label's height per player)."""
    return max(HEIGHT, TOP + BOTTOM + 2 * LABEL_GAP * players)


@dataclass(frozen=True, slots=True)
class Frame:
    """Where values and steps land in a chart: the plot's edges and the scales' ends."""

    height: float
    steps: int  # rounds or games along the x axis
    low: float  # the value at the bottom of the plot
    high: float  # the value at the top

    @property
    def plot_bottom(self) -> float:
        """The plot's lower edge."""
        return self.height - BOTTOM

    def x_of(self, number: int) -> int:
        """Where step ``number`` is drawn (a unit is about a pixel)."""
        return round(LEFT + (WIDTH - RIGHT - LEFT) * number / max(self.steps, 1))

    def y_of(self, value: float) -> int:
        """Where ``value`` is drawn."""
        share = (value - self.low) / (self.high - self.low)
        return round(self.plot_bottom - (self.plot_bottom - TOP) * share)

    def x_ticks(self) -> tuple[Tick, ...]:
        """The step numbers along the bottom."""
        last = max(self.steps, 1)
        return tuple(Tick(self.x_of(n), str(n)) for n in range(0, last + 1, nice_step(last, 8)))

    def y_ticks(self, step: int) -> tuple[Tick, ...]:
        """The values along the left, every ``step``."""
        first = math.ceil(self.low / step) * step
        values = range(int(first), int(self.high) + 1, step)
        return tuple(Tick(self.y_of(v), str(v)) for v in values)


def scale(low: float, high: float, most: int = 5) -> tuple[int, float, float]:
    """A step and the scale's ends, on whole steps, around ``low`` to ``high``."""
    step = nice_step(high - low, most)
    bottom = step * math.floor(low / step)
    top = step * math.ceil(high / step)
    return step, bottom, top if top > bottom else bottom + step


def lay_out(
    players: Sequence[str],
    paths: Sequence[tuple[tuple[float, float], ...]],
    frame: Frame,
    totals: Sequence[float],
    out: Mapping[str, int],
) -> tuple[Series, ...]:
    """Each player's series: their path, style and end label, labels pushed apart."""
    label_ys = spread([path[-1][1] for path in paths], LABEL_GAP, TOP + 4, frame.plot_bottom)
    series = []
    for seat, (player, path, label_y) in enumerate(zip(players, paths, label_ys, strict=True)):
        marker = MARKERS[seat % len(MARKERS)]
        series.append(
            Series(
                player=player,
                number=seat,
                points=path,
                total=totals[seat],
                label=short_label(player),
                label_y=round(label_y),
                dash=DASHES[seat % len(DASHES)],
                marker=marker,
                marker_path=marker_path(marker),
                marked="every" if frame.steps <= MAX_MARKED_ROUNDS else "end",
                out_round=out.get(player),
                out_at=path[out[player]] if 0 < out.get(player, 0) < len(path) else None,
            )
        )
    return tuple(series)


def label_distance(series: Sequence[Series]) -> float:
    """How far the farthest end label sits from the end of its line."""
    return max((abs(s.label_y - s.end[1]) for s in series), default=0.0)


def draw_chart(
    players: Sequence[str],
    running: Sequence[Mapping[str, int]],
    target: int,
    method: Method,
    out: Mapping[str, int] | None = None,
) -> Chart:
    """The chart of ``running`` totals (one mapping per round) for ``players`` in seat order.

    The scale runs from 0 to the target or the highest total, whichever is more, so the
    target line is in view, unless the totals are so far below a target that their end
    labels would sit far from their lines: then the scale fits the totals, and the
    target is named at the top with an arrow. ``out`` (Challenge UNO) gives the round
    that put a player out: their line is marked there.
    """
    out = out or {}
    rounds = len(running)
    highest = max([0, *(totals[p] for totals in running for p in players)])
    totals = [running[-1][p] if running else 0 for p in players]
    height = chart_height(len(players))
    in_view = True
    for fit_target in (True, False):
        step, _, top = scale(0, max(target, highest) if fit_target else highest)
        frame = Frame(height, rounds, 0, top)
        paths = [
            (
                (LEFT, frame.plot_bottom),
                *((frame.x_of(n), frame.y_of(t[p])) for n, t in enumerate(running, start=1)),
            )
            for p in players
        ]
        series = lay_out(players, paths, frame, totals, out)
        crowded = label_distance(series) > 2 * LABEL_GAP
        if not (fit_target and crowded and 0 < highest < target):
            break
        in_view = False  # the totals' own scale: tried once, and kept
    target_y = frame.y_of(target) if in_view else TOP
    # A label above a line at the top would be cut off: it goes below the line there.
    label_y = target_y - 4 if target_y - 4 >= TOP + 10 else target_y + 13
    return framed(
        frame,
        step,
        series,
        method=method,
        target=Tick(target_y, str(target)),
        target_in_view=in_view,
        target_label_y=label_y,
    )


def draw_ratings(players: Sequence[str], history: Sequence[Mapping[str, float]]) -> Chart:
    """The chart of ratings after each game (one mapping per game, by player) for
    ``players``; every line starts at 0, a new player's rating (``mu - 3 * sigma``)."""
    games = len(history)
    values = [0.0, *(rated.get(p, 0.0) for rated in history for p in players)]
    step, low, high = scale(min(values), max(values), 4)
    frame = Frame(chart_height(len(players)), games, low, high)
    paths = []
    for player in players:
        path = [(float(LEFT), float(frame.y_of(0)))]
        for number, rated in enumerate(history, start=1):
            path.append((frame.x_of(number), frame.y_of(rated.get(player, 0.0))))
        paths.append(tuple(path))
    totals = [history[-1].get(p, 0.0) if history else 0.0 for p in players]
    return framed(frame, step, lay_out(players, paths, frame, totals, {}), method=None, target=None)


def framed(
    frame: Frame,
    step: int,
    series: tuple[Series, ...],
    method: Method | None,
    target: Tick | None,
    **extra: Any,
) -> Chart:
    """The chart of ``series`` drawn in ``frame``, with a value tick every ``step``."""
    return Chart(
        method=method,
        width=WIDTH,
        height=frame.height,
        plot_left=LEFT,
        plot_right=WIDTH - RIGHT,
        plot_top=TOP,
        plot_bottom=frame.plot_bottom,
        x_ticks=frame.x_ticks(),
        y_ticks=frame.y_ticks(step),
        target=target,
        series=series,
        rounds=frame.steps,
        **extra,
    )


# ---- a player's recent games --------------------------------------------------------------

BAR_WIDTH = 300.0
BAR_HEIGHT = 96.0
BAR_TOP = 14.0  # room for a star over a won game
BAR_BOTTOM = 18.0  # room for the places


@dataclass(frozen=True, slots=True)
class Bar:
    """One game as a bar: the better the place, the taller the bar."""

    x: float
    y: float
    width: float
    height: float
    label: str  # the place: "1st", "2nd"...
    place: GamePlace


@dataclass(frozen=True, slots=True)
class PlaceChart:
    """A player's recent games as bars, oldest on the left."""

    width: float
    height: float
    baseline: float
    bars: tuple[Bar, ...]


def ordinal(number: int) -> str:
    """``1`` -> ``"1st"``, ``12`` -> ``"12th"``, ``22`` -> ``"22nd"`` (in the language of
    the moment: each English ending is its own message, first place apart)."""
    if number == 1:
        text = pgettext("place 1", "{number}st")
    elif 10 <= number % 100 <= 20 or number % 10 not in (1, 2, 3):
        text = pgettext("place 4-20, 24-30, ...", "{number}th")
    elif number % 10 == 1:
        text = pgettext("place 21, 31, 41, ...", "{number}st")
    elif number % 10 == 2:
        text = pgettext("place 2, 22, 32, ...", "{number}nd")
    else:
        text = pgettext("place 3, 23, 33, ...", "{number}rd")
    return text.format(number=number)


def draw_places(places: Sequence[GamePlace]) -> PlaceChart:
    """Bars for ``places`` (most recent first, as a record lists them), drawn oldest first.

    A bar's height is the share of the table the player finished ahead of or level
    with: first of four is full height, last of four a quarter.
    """
    baseline = BAR_HEIGHT - BAR_BOTTOM
    room = baseline - BAR_TOP
    slot = BAR_WIDTH / max(len(places), 1)
    width = round(min(slot * 0.7, 36.0), 1)
    bars = []
    for index, place in enumerate(reversed(places)):
        height = round(room * (place.of - place.place + 1) / place.of, 1)
        x = round(index * slot + (slot - width) / 2, 1)
        bars.append(Bar(x, round(baseline - height, 1), width, height, ordinal(place.place), place))
    return PlaceChart(BAR_WIDTH, BAR_HEIGHT, baseline, tuple(bars))
