"""What a game, or a player's games, come to: winners, standings, records and runs.

:func:`summarize` tells the story of one game (who won, the final standings under both
methods, the biggest hand caught, the most rounds won, the longest run of round wins);
:func:`player_record` adds up one player's games across the server. Both read
scoresheets only, so every figure follows from the rounds as recorded.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from referee.cards import Card
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Method, Milestone, Standing, leaders


@dataclass(frozen=True, slots=True)
class BiggestHand:
    """The most points a round's winner collected from one hand."""

    points: int
    holder: str  # who was left holding the cards
    catcher: str  # who went out and collected them
    round_number: int
    cards: tuple[Card, ...] | None = None  # the hand's cards, when they were given


@dataclass(frozen=True, slots=True)
class Run:
    """Consecutive rounds won by one player."""

    player: str
    length: int
    first_round: int
    last_round: int


@dataclass(frozen=True, slots=True)
class Summary:
    """One game at a glance."""

    outcome: Milestone | None
    first_to_target: Milestone | None
    rounds: int
    collect: tuple[Standing, ...]
    lowest: tuple[Standing, ...]
    wins: Mapping[str, int]  # rounds won, by player in seat order
    most_wins: tuple[str, ...]  # every player with the most round wins (none before round 1)
    biggest_hand: BiggestHand | None
    longest_runs: tuple[Run, ...]  # every run of the greatest length, in order
    # Challenge UNO: who went out, in order, each with the round that put them out; and
    # the last player left once the game is over (empty otherwise, and for other methods)
    eliminated: tuple[Milestone, ...] = ()
    last_left: tuple[str, ...] = ()

    def standings(self, method: Method) -> tuple[Standing, ...]:
        """The final standings under ``method``."""
        return self.collect if method is Method.COLLECT else self.lowest

    @property
    def most_wins_count(self) -> int:
        """How many rounds the most successful player won."""
        return max(self.wins.values(), default=0)


def summarize(sheet: Scoresheet) -> Summary:
    """The summary of a game, finished or not."""
    wins = dict.fromkeys(sheet.players, 0)
    for result in sheet.rounds:
        wins[sheet.players[result.winner]] += 1
    best = max(wins.values(), default=0)
    return Summary(
        outcome=sheet.outcome(),
        first_to_target=sheet.first_to_target(),
        rounds=len(sheet.rounds),
        collect=tuple(sheet.standings(Method.COLLECT)),
        lowest=tuple(sheet.standings(Method.LOWEST)),
        wins=wins,
        most_wins=tuple(p for p in sheet.players if best and wins[p] == best),
        biggest_hand=biggest_hand(sheet),
        longest_runs=longest_runs(sheet),
        eliminated=sheet.eliminated(),
        last_left=last_left(sheet),
    )


def last_left(sheet: Scoresheet) -> tuple[str, ...]:
    """The last player left in a finished Challenge UNO game (empty otherwise)."""
    outcome = sheet.outcome()
    if sheet.method is not Method.ELIMINATION or outcome is None:
        return ()
    return outcome.players


def biggest_hand(sheet: Scoresheet) -> BiggestHand | None:
    """The largest single hand a winner collected (partners' hands are not collected).

    The earliest round wins a tie; ``None`` when no hand held any points.
    """
    best: BiggestHand | None = None
    for number, result in enumerate(sheet.rounds, start=1):
        partners = sheet.table.partner_seats(result.winner)
        names = sheet.players
        for holder, hand in result.hands.items():
            if holder in partners or hand.points <= 0:
                continue
            if best is None or hand.points > best.points:
                best = BiggestHand(
                    hand.points, names[holder], names[result.winner], number, hand.cards
                )
    return best


def longest_runs(sheet: Scoresheet) -> tuple[Run, ...]:
    """Every run of consecutive round wins of the greatest length (a run is at least one round)."""
    runs: list[Run] = []
    for number, result in enumerate(sheet.rounds, start=1):
        last = runs[-1] if runs else None
        winner = sheet.players[result.winner]
        if last is not None and last.player == winner and last.last_round == number - 1:
            runs[-1] = Run(last.player, last.length + 1, last.first_round, number)
        else:
            runs.append(Run(winner, 1, number, number))
    longest = max((run.length for run in runs), default=0)
    return tuple(run for run in runs if run.length == longest)


# ---- one player across games ------------------------------------------------------------


def name_key(name: str) -> str:
    """How names are matched across games: spaces trimmed and collapsed, case ignored."""
    return " ".join(name.split()).casefold()


@dataclass(frozen=True, slots=True)
class GamePlace:
    """How one player did in one game."""

    game: str  # the caller's reference to the game (its id)
    player: str  # the name as written in that game
    method: Method
    total: int
    place: int
    of: int  # how many players
    over: bool
    won: bool


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A player's games on this server, added up."""

    name: str  # as written in the most recent game
    games: int
    finished: int
    played: Mapping[Method, int]  # games played, by the game's own method
    won: Mapping[Method, int]  # games won, by the game's own method
    led: Mapping[Method, int]  # finished games (any method) whose final totals it led under each
    rounds: int
    rounds_won: int
    points_left: int  # points left in hand over all rounds (0 for the rounds won)
    recent: tuple[GamePlace, ...]  # most recent first

    @property
    def won_total(self) -> int:
        """Games won, each under its own method."""
        return sum(self.won.values())

    @property
    def average_left(self) -> float | None:
        """Average points left in hand per round played, or ``None`` before any round."""
        return self.points_left / self.rounds if self.rounds else None


def player_record(
    name: str, sheets: Iterable[tuple[str, Scoresheet]], recent: int = 10
) -> PlayerRecord:
    """The record of the player called ``name`` (matched by :func:`name_key`).

    ``sheets`` are ``(reference, scoresheet)`` pairs, most recent first; games without the
    player, or without a round, are skipped. ``played`` and ``won`` go by each game's own
    method; ``led`` counts, for each method, the finished games whose final totals put the
    player's side in the lead under it, whatever the game was scored by.
    """
    key = name_key(name)
    shown = " ".join(name.split())
    games = finished = 0
    played = dict.fromkeys(Method, 0)
    won_by = dict.fromkeys(Method, 0)
    led = dict.fromkeys((Method.COLLECT, Method.LOWEST), 0)
    rounds = rounds_won = points_left = 0
    places: list[GamePlace] = []
    for reference, sheet in sheets:
        player = next((p for p in sheet.players if name_key(p) == key), None)
        if player is None or not sheet.rounds:
            continue  # not at this table, or nothing played yet
        if not games:
            shown = player
        games += 1
        played[sheet.method] += 1
        totals = sheet.totals()
        over = sheet.is_over()
        if over:
            finished += 1
            for method in (Method.COLLECT, Method.LOWEST):  # elimination's totals are lowest's
                led[method] += player in leaders(sheet.table, sheet.totals(method), method)
        outcome = sheet.outcome()
        won = outcome is not None and player in outcome.players
        won_by[sheet.method] += won
        seat = sheet.players.index(player)
        for result in sheet.rounds:
            rounds += 1
            rounds_won += result.winner == seat
            points_left += result.points_of(seat)
        if len(places) < recent:
            place = next(line.place for line in sheet.standings() if line.player == player)
            places.append(
                GamePlace(
                    reference,
                    player,
                    sheet.method,
                    totals[player],
                    place,
                    len(sheet.players),
                    over,
                    won,
                )
            )
    return PlayerRecord(
        name=shown,
        games=games,
        finished=finished,
        played=played,
        won=won_by,
        led=led,
        rounds=rounds,
        rounds_won=rounds_won,
        points_left=points_left,
        recent=tuple(places),
    )
