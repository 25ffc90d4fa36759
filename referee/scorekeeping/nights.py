"""A club night: several tables, one evening, everyone seated anew each round.

Each round seats every player at one of ``ceil(players / table_size)`` tables differing
in size by at most one (:func:`table_sizes`), drawn by :func:`seat_round` so that as few
pairs as possible share a table who already met that night: exactly the fewest for up to
16 players (a search that proves it), as few as a bounded search finds beyond. While a
round without any repeat is possible, the draw also keeps the next rounds possible: 16
players at tables of 4 play 5 rounds and 12 at tables of 3 play 4 without meeting anyone
twice. Every draw follows from its arguments and a seed, so it can be shown again.

Each finished game ranks its table; :func:`standings` adds the ranks up into night
points (one per player finishing below), :func:`final_table` seats the night's best at
the final and :func:`night_winners` names who won the night.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

Table = tuple[str, ...]  # names, in seat order (clockwise)
SeatedRound = Sequence[Table]  # one round's tables, table 1 first
Draw = tuple[int, ...]  # one round's tables as bit masks of players (inside this module)

EXACT_UP_TO = 16  # players: up to this many, a draw is proved to seat the fewest repeats
LOOKAHEAD_DRAWS = 40  # repeat-free draws tried for one that keeps the next rounds possible
LOOKAHEAD_BRANCHES = 4  # repeat-free draws tried for each later round looked at
LOOKAHEAD_NODES = 20_000  # search steps the look-ahead may take per call
LOOKAHEAD_UP_TO = 40  # players: up to this many, large nights look ahead too
SEARCH_STEPS = 600_000  # player-swaps the local search weighs per call (well under a second)


def table_sizes(players: int, table_size: int) -> list[int]:
    """The tables' sizes: ``ceil(players / table_size)`` tables, larger first.

    Sizes differ by at most one: 10 players at tables of 4 sit 4, 3, 3.
    """
    if players < 0 or table_size < 1:
        raise ValueError("players must be at least 0 and table_size at least 1")
    if players == 0:
        return []
    count = -(-players // table_size)
    base, extra = divmod(players, count)
    return [base + 1] * extra + [base] * (count - extra)


def met_pairs(rounds: Sequence[SeatedRound]) -> dict[frozenset[str], int]:
    """How often each pair of players shared a table in these rounds (pairs who never did
    are absent)."""
    counts: dict[frozenset[str], int] = {}
    for seated in rounds:
        for table in seated:
            for one, other in combinations(table, 2):
                pair = frozenset((one, other))
                counts[pair] = counts.get(pair, 0) + 1
    return counts


def repeat_pairs(rounds: Sequence[SeatedRound]) -> int:
    """The number of pairs of players who shared a table more than once in these rounds."""
    return sum(1 for count in met_pairs(rounds).values() if count > 1)


def seat_round(
    players: Sequence[str], table_size: int, earlier: Sequence[SeatedRound], seed: int
) -> list[Table]:
    """The next round's tables, table 1 (a largest) first, each in seat order.

    ``earlier`` holds the night's rounds so far (never the final). The draw seats together
    as few pairs who already met in them as possible (each such pair counted once), and
    none whenever a draw without one exists. For up to :data:`EXACT_UP_TO` players the
    fewest is proved by an exhaustive search; among repeat-free draws, one is preferred
    after which the next rounds can be repeat-free too (as far as a bounded search sees).
    Beyond, a bounded search for a repeat-free draw (up to :data:`LOOKAHEAD_UP_TO`
    players, choosing as above) and else a local search swapping players between tables
    find as few as they can. The same arguments always give the same draw (a
    ``random.Random(seed)`` inside; the order of ``players`` counts); the seats at each
    table are drawn at random.
    """
    if len(set(players)) != len(players):
        raise ValueError("players must be distinct")
    sizes = table_sizes(len(players), table_size)
    rng = random.Random(seed)
    order = list(players)
    rng.shuffle(order)
    rounds = _masks(order, earlier)
    graph = _graph(len(order), rounds)
    if len(order) <= EXACT_UP_TO:
        groups = _Exact(graph, rounds, sizes, rng).draw()
    else:
        groups = _searched(graph, rounds, sizes, rng)
    tables = [[order[i] for i in range(len(order)) if group >> i & 1] for group in groups]
    rng.shuffle(tables)
    tables.sort(key=len, reverse=True)
    for table in tables:
        rng.shuffle(table)
    return [tuple(table) for table in tables]


def _searched(
    graph: list[int], rounds: Sequence[Draw], sizes: Sequence[int], rng: random.Random
) -> Draw:
    """A draw for a large night: for up to :data:`LOOKAHEAD_UP_TO` players, a repeat-free
    one if a bounded search finds one (chosen as for a small night); else as few repeats
    as a local search finds, stopping at a lower bound (one, once the search above proved
    that no repeat-free draw exists)."""
    big, everyone = sizes[0], (1 << len(graph)) - 1
    bigs = sizes.count(big)
    floor = _Bound(graph, rounds, sizes)(everyone, bigs, len(sizes) - bigs, len(graph) ** 2)
    if not floor and len(graph) <= LOOKAHEAD_UP_TO:
        look = _Lookahead(graph, big, bigs, len(sizes) - bigs, rng)
        first = next(look.draws(graph, everyone, bigs), None)
        if first is not None:
            return look.choose(first)
        if look.steps > 0:
            floor = 1
    return _LocalSearch(graph, sizes, rng, floor).draw()


def _masks(order: Sequence[str], earlier: Sequence[SeatedRound]) -> list[Draw]:
    """The earlier rounds' tables as bit masks of players (bit ``i``: ``order[i]``);
    names not in ``order`` are left out."""
    index = {name: i for i, name in enumerate(order)}
    return [
        tuple(sum(1 << index[name] for name in set(table) if name in index) for table in seated)
        for seated in earlier
    ]


def _graph(players: int, rounds: Sequence[Draw]) -> list[int]:
    """Who already met whom, as one bit mask per player (bit ``j``: met player ``j``)."""
    graph = [0] * players
    for seated in rounds:
        graph = _with(graph, seated)
    return graph


def _cost(graph: Sequence[int], group: int) -> int:
    """The pairs in ``group`` (a bit mask of players) who already met."""
    total = 0
    rest = group
    while rest:
        low = rest & -rest
        total += (graph[low.bit_length() - 1] & group).bit_count()
        rest ^= low
    return total // 2


def _spread(players: int, tables: int) -> int:
    """The fewest pairs sharing a table when ``players`` sit at ``tables``: spread evenly."""
    if not tables:
        return 0
    each, more = divmod(players, tables)
    return more * (each + 1) * each // 2 + (tables - more) * each * (each - 1) // 2


def _union(groups: Sequence[int]) -> int:
    """Everyone in these groups, as one bit mask."""
    union = 0
    for group in groups:
        union |= group
    return union


def _bits(mask: int) -> list[int]:
    """The players in a bit mask, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


class _Bound:
    """A lower bound on the repeats a draw of some players must seat, by the better of
    two counts.

    By tablemates: each player needs ``size - 1`` of them, and those they have not met may
    be too few (every repeat is counted from both its ends, so halved). By an earlier
    round: the players who shared one of its tables spread over the tables at best evenly,
    and those who land together have met (10 players from three tables of four at three
    tables of four cannot avoid a repeat at each).
    """

    def __init__(self, graph: list[int], rounds: Sequence[Draw], sizes: Sequence[int]) -> None:
        self.graph = graph
        # the earlier rounds whose tables are apart (as drawn), without tables of one
        self.rounds = [
            [g for g in seated if g & (g - 1)]
            for seated in rounds
            if sum(g.bit_count() for g in seated) == _union(seated).bit_count()
        ]
        self.big = sizes[0] if sizes else 0
        # spread[t][c]: the fewest pairs together when c players sit at t tables
        self.spread = [
            [_spread(c, t) for c in range(len(graph) + 1)] for t in range(len(sizes) + 1)
        ]

    def __call__(self, unseated: int, bigs: int, smalls: int, budget: int) -> int:
        """The bound for the ``unseated`` at ``bigs`` larger and ``smalls`` smaller
        tables; once it exceeds ``budget`` it may stop growing."""
        small = self.big - 1 if smalls else self.big
        short = 0
        roomy = 0  # players with enough fresh tablemates even for a larger table
        for player in _bits(unseated):
            fresh = (unseated & ~self.graph[player]).bit_count() - 1
            if fresh < small - 1:
                short += small - 1 - fresh
            elif fresh >= self.big - 1:
                roomy += 1
        if smalls:
            short += max(0, bigs * self.big - roomy)
        bound = (short + 1) // 2
        spread = self.spread[bigs + smalls]
        for seated in self.rounds:
            if bound > budget:
                break
            bound = max(bound, sum(spread[(group & unseated).bit_count()] for group in seated))
        return bound


class _Exact:
    """The fewest repeats for a small night, proved by branch and bound.

    A draw is built table by table; the next table always holds the lowest unseated
    player, so each draw is met once (tables of one size are interchangeable). A branch is
    cut when its repeats so far plus a lower bound for the unseated exceed the best draw
    known; what is learnt about a set of unseated players (its fewest, or a bound) is
    remembered, so no set is searched twice.
    """

    def __init__(
        self,
        graph: list[int],
        rounds: Sequence[Draw],
        sizes: Sequence[int],
        rng: random.Random,
    ) -> None:
        self.graph = graph
        self.bound = _Bound(graph, rounds, sizes)
        self.rng = rng
        self.big = sizes[0] if sizes else 0
        self.bigs = sizes.count(self.big)
        self.smalls = len(sizes) - self.bigs
        self.everyone = (1 << len(graph)) - 1
        self.known: dict[tuple[int, int], tuple[int, Draw]] = {}
        self.floor: dict[tuple[int, int], int] = {}

    def draw(self) -> Draw:
        """A draw with the fewest repeats; when that is none, one that keeps (if it can)
        the next round repeat-free too."""
        if not self.graph:
            return ()
        best = self.fewest(self.everyone, self.bigs, self.smalls, len(self.graph) ** 2)
        assert best is not None
        cost, found = best
        if cost:
            return found
        return _Lookahead(self.graph, self.big, self.bigs, self.smalls, self.rng).choose(found)

    def fewest(self, unseated: int, bigs: int, smalls: int, budget: int) -> tuple[int, Draw] | None:
        """The unseated players' draw with the fewest repeats if that is at most
        ``budget``, else ``None``."""
        if not unseated:
            return 0, ()
        if bigs + smalls == 1:  # the last table holds whoever is left
            cost = _cost(self.graph, unseated)
            return (cost, (unseated,)) if cost <= budget else None
        key = (unseated, bigs)
        if key in self.known:
            known = self.known[key]
            return known if known[0] <= budget else None
        bound = max(self.floor.get(key, 0), self.bound(unseated, bigs, smalls, budget))
        if bound > budget:
            return None
        if bigs + smalls == 2:
            return self.split(unseated, bigs, budget)
        best: tuple[int, Draw] | None = None
        for size, left in ((self.big, (bigs - 1, smalls)), (self.big - 1, (bigs, smalls - 1))):
            if min(left) < 0:
                continue
            for cost, group in self.groups(unseated, size, budget):
                if cost > budget:
                    break
                rest = self.fewest(unseated & ~group, *left, budget - cost)
                if rest is not None:
                    best = cost + rest[0], (group, *rest[1])
                    budget = best[0] - 1
                    if best[0] <= bound:
                        self.known[key] = best
                        return best
        if best is None:
            self.floor[key] = budget + 1
            return None
        self.known[key] = best
        return best

    def split(self, unseated: int, bigs: int, budget: int) -> tuple[int, Draw] | None:
        """The unseated players' best split over the last two tables, if at most
        ``budget``: the table of the lowest is weighed with the rest by one count (the
        repeats of both are those among everyone, less the pairs the split separates)."""
        graph = self.graph
        first = unseated & -unseated
        others = _bits(unseated ^ first)
        degree = [(graph[p] & unseated).bit_count() for p in others]
        first_degree = (graph[first.bit_length() - 1] & unseated).bit_count()
        everyone = (sum(degree) + first_degree) // 2
        sizes = {self.big if bigs else self.big - 1, self.big - 1 if bigs < 2 else self.big}
        best: tuple[int, int] | None = None

        def grow(start: int, group: int, cost: int, degrees: int, needed: int) -> None:
            nonlocal best, budget
            if not needed:
                total = everyone - degrees + 2 * cost
                if total <= budget:
                    best, budget = (total, group), total - 1
                return
            for at in range(start, len(others) - needed + 1):
                player = others[at]
                more = cost + (graph[player] & group).bit_count()
                if more <= budget:  # the rest's repeats only add to these
                    grow(at + 1, group | 1 << player, more, degrees + degree[at], needed - 1)

        for size in sorted(sizes, reverse=True):
            grow(0, first, 0, first_degree, size - 1)
        if best is None:
            return None
        return best[0], (best[1], unseated & ~best[1])

    def groups(self, unseated: int, size: int, budget: int) -> list[tuple[int, int]]:
        """Tables of ``size`` holding the lowest unseated player with at most ``budget``
        repeats, as (repeats, bit mask), fewest first."""
        graph = self.graph
        first = unseated & -unseated
        others = _bits(unseated ^ first)
        found: list[tuple[int, int]] = []

        def grow(start: int, group: int, cost: int, needed: int) -> None:
            if not needed:
                found.append((cost, group))
                return
            for at in range(start, len(others) - needed + 1):
                player = others[at]
                more = cost + (graph[player] & group).bit_count()
                if more <= budget:
                    grow(at + 1, group | 1 << player, more, needed - 1)

        grow(0, first, 0, size - 1)
        found.sort(key=lambda item: item[0])
        return found


class _Lookahead:
    """Among repeat-free draws, one after which the next round can be repeat-free too.

    A greedy choice of any repeat-free round can dead-end: after two rounds of 16 players
    at tables of 4, some third rounds leave no repeat-free fourth (their tables form a
    Latin square without an orthogonal mate). Each candidate draw is tried against a
    search for a repeat-free next round (and the one after), in a bounded number of steps;
    the first candidate that passes the deepest check wins.
    """

    def __init__(
        self, graph: list[int], big: int, bigs: int, smalls: int, rng: random.Random
    ) -> None:
        self.graph = graph
        self.big = big
        self.bigs = bigs
        self.smalls = smalls
        self.rng = rng
        self.steps = LOOKAHEAD_NODES
        self.everyone = (1 << len(graph)) - 1

    def choose(self, first: Draw) -> Draw:
        """The chosen draw (``first``, a repeat-free draw, when no other does better)."""
        depth = self.rounds_left(self.graph) - 1
        if depth <= 0:
            return first
        best, best_depth = first, -1
        for tried, candidate in enumerate(self.draws(self.graph, self.everyone, self.bigs)):
            if tried >= LOOKAHEAD_DRAWS or self.steps <= 0:
                break
            reached = self.chain(_with(self.graph, candidate), min(depth, 2))
            if reached > best_depth:
                best, best_depth = candidate, reached
                if reached >= min(depth, 2):
                    break
        return best

    def rounds_left(self, graph: list[int]) -> int:
        """An upper bound on the repeat-free rounds still possible: each takes ``size - 1``
        new tablemates from everyone (``size`` the smallest table's)."""
        size = self.big - 1 if self.smalls else self.big
        if size <= 1:
            return len(graph)
        fresh = min((self.everyone & ~g).bit_count() - 1 for g in graph)
        return fresh // (size - 1)

    def chain(self, graph: list[int], depth: int) -> int:
        """How many repeat-free rounds (up to ``depth``) can follow, as far as the search
        sees within its steps (trying a few draws for each round)."""
        if depth <= 0:
            return 0
        best = 0
        for tried, candidate in enumerate(self.draws(graph, self.everyone, self.bigs)):
            if tried >= LOOKAHEAD_BRANCHES or self.steps <= 0:
                break
            best = max(best, 1 + self.chain(_with(graph, candidate), depth - 1))
            if best >= depth:
                break
        return best

    def draws(
        self, graph: list[int], unseated: int, bigs: int, dead: set[tuple[int, int]] | None = None
    ) -> Iterator[Draw]:
        """Repeat-free draws of the unseated players, in a random order (when the steps run
        out, no more); ``dead`` gathers sets of players found to have none."""
        if not unseated:
            yield ()
            return
        dead = set() if dead is None else dead
        if (unseated, bigs) in dead:
            return
        smalls = self.smalls_left(unseated, bigs)
        first = unseated & -unseated
        fresh = unseated & ~graph[first.bit_length() - 1] & ~first
        options = []
        if bigs:
            options.append((self.big, bigs - 1))
        if smalls:
            options.append((self.big - 1, bigs))
        found = False
        for size, left in options:
            for group in self.groups(graph, first, fresh, size - 1):
                for rest in self.draws(graph, unseated & ~group, left, dead):
                    found = True
                    yield (group, *rest)
        if not found and self.steps > 0:
            dead.add((unseated, bigs))

    def groups(self, graph: list[int], group: int, candidates: int, needed: int) -> Iterator[int]:
        """``group`` with ``needed`` more of the ``candidates``, all pairwise unmet, in a
        random order (each such group once)."""
        if not needed:
            yield group
            return
        pool = _bits(candidates)
        self.rng.shuffle(pool)
        left = candidates
        for player in pool:
            if left.bit_count() < needed:
                return
            left ^= 1 << player
            self.steps -= 1
            if self.steps <= 0:
                return
            yield from self.groups(graph, group | 1 << player, left & ~graph[player], needed - 1)

    def smalls_left(self, unseated: int, bigs: int) -> int:
        """How many smaller tables the unseated fill besides ``bigs`` larger ones."""
        return (unseated.bit_count() - bigs * self.big) // max(self.big - 1, 1)


def _with(graph: list[int], draw: Draw) -> list[int]:
    """The graph of who met whom once ``draw`` is played."""
    grown = list(graph)
    for group in draw:
        for player in _bits(group):
            grown[player] |= group & ~(1 << player)
    return grown


class _LocalSearch:
    """Few repeats for a large night: greedy seating, then swaps between tables.

    Each step takes a player who sits with someone they met and makes the best swap with
    a player at another table (a swap just made is not undone for a while, so the search
    crosses plateaus); after a long spell without progress it starts again from the best
    draw shuffled a little. It stops at a draw as good as a lower bound allows (often
    none), or after :data:`SEARCH_STEPS` weighed swaps.
    """

    def __init__(
        self, graph: list[int], sizes: Sequence[int], rng: random.Random, floor: int
    ) -> None:
        self.graph = graph
        self.sizes = list(sizes)
        self.rng = rng
        self.floor = floor  # no draw has fewer repeats: the search may stop there

    def draw(self) -> Draw:
        """The draw with the fewest repeats found."""
        graph, rng = self.graph, self.rng
        n = len(graph)
        seat = self.greedy()
        members = [0] * len(self.sizes)
        for player, table in enumerate(seat):
            members[table] |= 1 << player
        clash = [(graph[p] & members[seat[p]]).bit_count() for p in range(n)]
        cost = sum(clash) // 2
        best_cost, best_seat = cost, list(seat)
        tabu: dict[tuple[int, int], int] = {}
        step, since = 0, 0
        steps = SEARCH_STEPS if len(self.sizes) > 1 else 0
        while cost > self.floor and steps > 0:
            step += 1
            clashing = [p for p in range(n) if clash[p]]
            p = rng.choice(clashing)
            home = seat[p]
            reach = [(graph[p] & m).bit_count() for m in members]
            bit_p = 1 << p
            home_members = members[home]
            best_delta, moves = n * n, []
            for q in range(n):
                there = seat[q]
                if there == home:
                    continue
                met = 1 if graph[p] >> q & 1 else 0
                delta = (
                    reach[there]
                    - met
                    + (graph[q] & home_members).bit_count()
                    - met
                    - clash[p]
                    - clash[q]
                )
                if tabu.get((p, q), 0) > step and cost + delta >= best_cost:
                    continue
                if delta < best_delta:
                    best_delta, moves = delta, [q]
                elif delta == best_delta:
                    moves.append(q)
            steps -= n
            if not moves:
                continue
            q = rng.choice(moves)
            there = seat[q]
            bit_q = 1 << q
            members[home] ^= bit_p | bit_q
            members[there] ^= bit_p | bit_q
            seat[p], seat[q] = there, home
            for r in _bits((members[home] | members[there]) & ~(bit_p | bit_q)):
                clash[r] += (
                    (graph[r] >> q & 1) - (graph[r] >> p & 1)
                    if seat[r] == home
                    else (graph[r] >> p & 1) - (graph[r] >> q & 1)
                )
            clash[p] = (graph[p] & members[there]).bit_count()
            clash[q] = (graph[q] & members[home]).bit_count()
            cost += best_delta
            tenure = step + 3 + rng.randrange(10)
            tabu[(p, q)] = tabu[(q, p)] = tenure
            if cost < best_cost:
                best_cost, best_seat, since = cost, list(seat), 0
            else:
                since += 1
            if since > 40 * len(self.sizes):
                seat = self.shaken(best_seat)
                members = [0] * len(self.sizes)
                for player, table in enumerate(seat):
                    members[table] |= 1 << player
                clash = [(graph[r] & members[seat[r]]).bit_count() for r in range(n)]
                cost, since, tabu = sum(clash) // 2, 0, {}
        groups = [0] * len(self.sizes)
        for player, table in enumerate(best_seat):
            groups[table] |= 1 << player
        return tuple(groups)

    def greedy(self) -> list[int]:
        """Each player in turn at the open table where they met the fewest so far."""
        graph = self.graph
        members = [0] * len(self.sizes)
        room = list(self.sizes)
        seat = [0] * len(graph)
        for player in range(len(graph)):
            open_tables = [t for t in range(len(room)) if room[t]]
            clashes = [(graph[player] & members[t]).bit_count() for t in open_tables]
            fewest = min(clashes)
            table = self.rng.choice(
                [t for t, c in zip(open_tables, clashes, strict=True) if c == fewest]
            )
            seat[player] = table
            members[table] |= 1 << player
            room[table] -= 1
        return seat

    def shaken(self, seat: list[int]) -> list[int]:
        """``seat`` with a few random players swapped between tables."""
        shaken = list(seat)
        for _ in range(max(2, len(seat) // 10)):
            p, q = self.rng.sample(range(len(seat)), 2)
            shaken[p], shaken[q] = shaken[q], shaken[p]
        return shaken


@dataclass(frozen=True, slots=True)
class TableResult:
    """A finished game of the night: its table's players and their places."""

    players: tuple[str, ...]  # the table's players (night names)
    ranks: Mapping[str, int]  # each player's place in the game, 1 best, ties share


@dataclass(frozen=True, slots=True)
class NightLine:
    """One player's night so far: place, night points, games won and played."""

    player: str
    place: int  # 1 best; players equal on points, wins and average place share it
    points: int  # per game, one for every player at that table who finished below
    wins: int  # games finished in first place (shared or not)
    games: int  # finished games ranked in
    average_place: float | None  # the average of those places, None before any


def standings(players: Sequence[str], results: Sequence[TableResult]) -> list[NightLine]:
    """Every player's line, best first.

    Per game a player earns one night point for every player at that table who finished
    below them. The order: night points, then games won, then the average place (lower
    better, none last); players equal on all three share a place, and the next place
    skips (1, 2, 2, 4). Players are listed before any game (no games, no average);
    equal lines keep the order of ``players``. Names in a result that are not among
    ``players`` count for the others' points but get no line.
    """
    points = dict.fromkeys(players, 0)
    wins = dict.fromkeys(players, 0)
    places: dict[str, list[int]] = {p: [] for p in players}
    for result in results:
        for player, rank in result.ranks.items():
            if player not in points:
                continue
            points[player] += sum(1 for other in result.ranks.values() if other > rank)
            wins[player] += rank == 1
            places[player].append(rank)

    def merit(player: str) -> tuple[int, int, bool, Fraction]:
        ranks = places[player]
        average = Fraction(sum(ranks), len(ranks)) if ranks else Fraction(0)
        return -points[player], -wins[player], not ranks, average

    merits = {p: merit(p) for p in players}
    ordered = sorted(players, key=lambda p: merits[p])
    lines: list[NightLine] = []
    for at, player in enumerate(ordered):
        same = at > 0 and merits[ordered[at - 1]] == merits[player]
        place = lines[-1].place if same else at + 1
        ranks = places[player]
        lines.append(
            NightLine(
                player,
                place,
                points[player],
                wins[player],
                len(ranks),
                sum(ranks) / len(ranks) if ranks else None,
            )
        )
    return lines


def final_table(lines: Sequence[NightLine], table_size: int, seed: int) -> Table:
    """The final's table: the first ``table_size`` of the standings, in a random seat
    order; those sharing the place at the cut are drawn by lot (``random.Random(seed)``)."""
    rng = random.Random(seed)
    ordered = sorted(lines, key=lambda line: line.place)
    if len(ordered) <= table_size:
        chosen = [line.player for line in ordered]
    else:
        cut = ordered[table_size - 1].place
        chosen = [line.player for line in ordered if line.place < cut]
        tied = [line.player for line in ordered if line.place == cut]
        chosen += rng.sample(tied, table_size - len(chosen))
    rng.shuffle(chosen)
    return tuple(chosen)


def night_winners(lines: Sequence[NightLine], final: TableResult | None) -> list[str]:
    """Who won the night: with a finished final, its first place (all who share it, in
    seat order); else everyone in the standings' first place."""
    if final is not None:
        return [p for p in final.players if final.ranks.get(p) == 1]
    return [line.player for line in lines if line.place == 1]
