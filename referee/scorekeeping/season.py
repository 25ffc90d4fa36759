"""A group's season: the games one table played together, added up per person.

A group's games are scoresheets, each with the moment it started and (when over) the
moment it ended. From them: who is the same person (:func:`~referee.scorekeeping.summary.name_key`),
each finished game's places (:func:`placings`, the order ratings are updated in), the
standings (games, wins, rounds won, points left), head-to-head rivalries and winning
runs. Ratings themselves are the web layer's (a third-party model), fed by
:class:`Placing` values. Every figure follows from the rounds as recorded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Method
from referee.scorekeeping.summary import name_key


@dataclass(frozen=True, slots=True)
class SeasonGame:
    """One game of a group: the caller's reference to it, its scoresheet and its times."""

    reference: str
    name: str
    sheet: Scoresheet
    started: datetime
    ended: datetime | None  # when it ended (its last round, or the table ending it)


@dataclass(frozen=True, slots=True)
class Placing:
    """A finished game's result as ranks: 1 is best, ties share a rank, by person key."""

    reference: str
    ranks: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Rivalry:
    """One opponent and how often one finished ahead of the other."""

    opponent: str  # the opponent's shown name
    count: int


@dataclass(frozen=True, slots=True)
class SeasonLine:
    """One person's season: games sat in, games won, rounds won, points left per round."""

    key: str
    name: str  # as spelled in the group's most recently started game they sat in
    games: int
    wins: int
    rounds: int
    rounds_won: int
    points_left: int
    longest_run: int  # the most finished games won in a row (of the games they played)
    beats_most: Rivalry | None  # whom they finished ahead of most often
    beaten_most_by: Rivalry | None  # who finished ahead of them most often

    @property
    def average_left(self) -> float | None:
        """Average points left in hand per round played, or ``None`` before any round."""
        return self.points_left / self.rounds if self.rounds else None


def ranks_of(sheet: Scoresheet) -> dict[str, int]:
    """Each player's rank in a finished game under its own method, 1 best.

    Players (with teams: teams) with the same final total share a rank; with teams each
    member takes the team's rank. Challenge UNO ranks by the order players went out: the
    last player left first, then whoever went out last; those out in one round share (a
    game stopped as it stood: its leaders first, then the others still in, sharing).
    """
    outcome = sheet.outcome()
    if sheet.method is Method.ELIMINATION:
        winners = set(outcome.players) if outcome else set()
        out_round = {p: m.round_number for m in sheet.eliminated() for p in m.players}
        # The winners first, then those still in, then the later a player went out, the better.
        last = len(sheet.rounds) + 1
        score = {p: last + 1 if p in winners else out_round.get(p, last) for p in sheet.players}
        return {p: 1 + sum(1 for q in sheet.players if score[q] > score[p]) for p in score}
    totals = sheet.totals(sheet.method)
    sides = list(sheet.table.teams) if sheet.table.teams else [(p,) for p in sheet.players]
    side_total = {side: sum(totals[p] for p in side) for side in sides}
    better_high = sheet.method.totals_method is Method.COLLECT
    ranks: dict[str, int] = {}
    for side, total in side_total.items():
        ahead = sum(
            1 for other in side_total.values() if (other > total if better_high else other < total)
        )
        for player in side:
            ranks[player] = 1 + ahead
    return {p: ranks[p] for p in sheet.players}


def counts(sheet: Scoresheet) -> bool:
    """Whether a game counts in a season: all but one stopped before any round was played
    (a club night's round clock ran out first), which nobody won or lost."""
    return bool(sheet.rounds) or not sheet.is_over()


def in_end_order(games: Sequence[SeasonGame]) -> list[SeasonGame]:
    """The finished games that count, in the order they ended (then started, then by
    reference)."""
    finished = [g for g in games if g.sheet.is_over() and g.ended is not None and counts(g.sheet)]
    return sorted(finished, key=lambda g: (g.ended, g.started, g.reference))


def placings(games: Sequence[SeasonGame]) -> list[Placing]:
    """Each finished game's ranks by person key, in the order the games ended."""
    return [
        Placing(g.reference, {name_key(p): r for p, r in ranks_of(g.sheet).items()})
        for g in in_end_order(games)
    ]


def shown_names(games: Sequence[SeasonGame]) -> dict[str, str]:
    """Each person's name as spelled in the most recently started game they sat in."""
    shown: dict[str, str] = {}
    for game in sorted(games, key=lambda g: (g.started, g.reference)):
        for player in game.sheet.players:
            shown[name_key(player)] = player
    return shown


def head_to_head(found: Sequence[Placing]) -> dict[tuple[str, str], int]:
    """How often the first person finished ahead of the second, in the games both played."""
    ahead: dict[tuple[str, str], int] = {}
    for placing in found:
        for one, rank in placing.ranks.items():
            for other, other_rank in placing.ranks.items():
                if rank < other_rank:
                    ahead[(one, other)] = ahead.get((one, other), 0) + 1
    return ahead


def most(counts: Mapping[str, int], names: Mapping[str, str]) -> Rivalry | None:
    """The opponent with the highest count (ties: the first by shown name), if any count."""
    if not counts:
        return None
    key = min(counts, key=lambda k: (-counts[k], names[k].casefold(), k))
    return Rivalry(names[key], counts[key])


def longest_winning_run(key: str, found: Sequence[Placing]) -> int:
    """The most finished games in a row that ``key`` won, among the games they played."""
    best = run = 0
    for placing in found:
        if key not in placing.ranks:
            continue
        run = run + 1 if placing.ranks[key] == 1 else 0
        best = max(best, run)
    return best


def season(games: Sequence[SeasonGame]) -> list[SeasonLine]:
    """Every person of the group's games that count with their season, in no particular
    order."""
    games = [game for game in games if counts(game.sheet)]
    names = shown_names(games)
    found = placings(games)
    ahead = head_to_head(found)
    tallies = {key: [0, 0, 0, 0, 0] for key in names}  # games, wins, rounds, won, left
    for game in games:
        sheet = game.sheet
        outcome = sheet.outcome()
        for seat, player in enumerate(sheet.players):
            tally = tallies[name_key(player)]
            tally[0] += 1
            tally[1] += outcome is not None and player in outcome.players
            for number, result in enumerate(sheet.rounds, start=1):
                if seat in sheet.out_before(number):
                    continue  # out of a Challenge UNO game: the round was not theirs
                tally[2] += 1
                tally[3] += result.winner == seat
                tally[4] += result.points_of(seat)
    lines = []
    for key, (played, wins, rounds, won, left) in tallies.items():
        beaten = {o: n for (k, o), n in ahead.items() if k == key}
        beaten_by = {k: n for (k, o), n in ahead.items() if o == key}
        lines.append(
            SeasonLine(
                key,
                names[key],
                played,
                wins,
                rounds,
                won,
                left,
                longest_winning_run(key, found),
                most(beaten, names),
                most(beaten_by, names),
            )
        )
    return lines
