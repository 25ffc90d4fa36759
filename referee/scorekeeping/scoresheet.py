"""One game as a pure value: the table, its rules and its rounds, and what follows from them.

A :class:`Scoresheet` is to a game what python-chess's ``Board`` is to a position: it
answers questions (totals under both methods, standings, the outcome, who deals next)
and returns a new scoresheet for a change (:meth:`Scoresheet.with_round`,
:meth:`Scoresheet.replacing`, :meth:`Scoresheet.without`). It never changes in place.

Totals are computed once, in one pass over the rounds, when the scoresheet is made, so a
request that loads a game, adds a round and renders it totals the rounds once per step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from referee.i18n import _
from referee.rules import HouseRules
from referee.scorekeeping.checks import check_round
from referee.scorekeeping.scoring import (
    Method,
    Milestone,
    RoundResult,
    Standing,
    Table,
    collected_points,
    decide,
    leaders,
    reached_target,
    standings,
    team_totals,
)


class ScoresheetError(ValueError):
    """A change the scoresheet cannot take."""


class GameOver(ScoresheetError):
    """The game is finished and takes no more rounds."""


class RoundNotFound(ScoresheetError, LookupError):
    """No round has that number (rounds are numbered from 1)."""


class NotPlayingOn(ScoresheetError):
    """Only a game that plays on past the target is ended by the table; others end there."""


class NothingToEnd(ScoresheetError):
    """A game with no rounds cannot be ended: nobody has a score yet."""


@dataclass(frozen=True, slots=True)
class Tally:
    """Both methods' totals after some number of rounds."""

    collect: Mapping[str, int]
    lowest: Mapping[str, int]

    def of(self, method: Method) -> Mapping[str, int]:
        """The totals under ``method``."""
        return self.collect if method is Method.COLLECT else self.lowest


@dataclass(frozen=True, slots=True)
class Scoresheet:
    """A game: who sits where, how it is scored, its house rules, and its rounds in order.

    :raises ScoresheetError: if a round names someone who is not at the table, or leaves
        out a player other than its winner.
    """

    table: Table
    rules: HouseRules = field(default_factory=HouseRules)
    rounds: tuple[RoundResult, ...] = ()
    # The table ended a game that plays on past the target, or a club night's round clock
    # stopped the game as it stood (any game): the leaders win, or nobody without a round.
    ended: bool = False
    _tallies: tuple[Tally, ...] = field(init=False, repr=False, compare=False)
    _outcome: Milestone | None = field(init=False, repr=False, compare=False)
    _eliminated: tuple[Milestone, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Total the rounds once, then check them against the table and who was out."""
        for number, result in enumerate(self.rounds, start=1):
            check_seats_in_range(self.table, result, number)
        tallies = tuple(running_tallies(self.table, self.rounds))
        eliminated = tuple(eliminations(self.table, tallies))
        outcome = final_outcome(self.table, tallies, self.ended, eliminated)
        # A correction may decide the game in an earlier round: the rounds recorded after
        # it stay, played on, as they were recorded.
        decided = len(self.rounds) if outcome is None else outcome.round_number
        for number, result in enumerate(self.rounds[:decided], start=1):
            check_seats(self.table, result, number, seats_out(self.table, eliminated, number))
        object.__setattr__(self, "_tallies", tallies)
        object.__setattr__(self, "_eliminated", eliminated)
        object.__setattr__(self, "_outcome", outcome)

    # ---- the table --------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """Names in clockwise seat order."""
        return self.table.players

    @property
    def method(self) -> Method:
        """The game's own scoring method (both are always totalled)."""
        return self.table.method

    def dealer(self, number: int | None = None) -> int:
        """Seat of whoever deals round ``number`` (the next round by default).

        The deal passes clockwise each round, starting from the first dealer.
        """
        played = len(self.rounds) if number is None else number - 1
        return (self.table.first_dealer + played) % len(self.players)

    def first_player(self) -> int:
        """Seat of the dealer's left, who plays first unless the first card says otherwise."""
        return (self.dealer() + 1) % len(self.players)

    # ---- totals -------------------------------------------------------------------------

    def tally(self, after: int | None = None) -> Tally:
        """Both methods' totals after ``after`` rounds (all of them by default)."""
        count = len(self.rounds) if after is None else after
        if not 0 <= count <= len(self.rounds):
            raise RoundNotFound(count)
        if count == 0:
            zero = dict.fromkeys(self.players, 0)
            return Tally(zero, zero)
        return self._tallies[count - 1]

    def totals(self, method: Method | None = None) -> Mapping[str, int]:
        """Each player's total under ``method`` (the game's own by default)."""
        return self.tally().of(method or self.method)

    def running_totals(self, method: Method | None = None) -> list[Mapping[str, int]]:
        """Each player's total after each round, in order, under ``method``."""
        chosen = method or self.method
        return [tally.of(chosen) for tally in self._tallies]

    def team_totals(self, method: Method | None = None) -> list[int]:
        """Each team's total under ``method``, in the order of the teams (empty without)."""
        return team_totals(self.table, self.totals(method))

    def standings(self, method: Method | None = None) -> list[Standing]:
        """The scoreboard's lines under ``method``: leader first, ties sharing a place."""
        chosen = method or self.method
        return standings(self.table, self.totals(chosen), chosen)

    def collected(self, number: int) -> int:
        """Points the winner of round ``number`` collected (partners' hands excluded).

        :raises RoundNotFound: if there is no such round.
        """
        return collected_points(self.table, self.round(number))

    # ---- Challenge UNO (elimination) -------------------------------------------------

    def eliminated(self) -> tuple[Milestone, ...]:
        """Who went out of an elimination game, in order: each with the round whose total
        took them to the target (empty for other methods)."""
        return self._eliminated

    def out_before(self, number: int | None = None) -> frozenset[int]:
        """Seats out of an elimination game before round ``number`` (the next by default)."""
        chosen = len(self.rounds) + 1 if number is None else number
        return seats_out(self.table, self._eliminated, chosen)

    def still_in(self, number: int | None = None) -> tuple[int, ...]:
        """Seats still playing in round ``number`` (the next by default), in seat order."""
        out = self.out_before(number)
        return tuple(seat for seat in range(len(self.players)) if seat not in out)

    # ---- the end ----------------------------------------------------------------------

    def outcome(self) -> Milestone | None:
        """Who won and in which round, or ``None`` while the game goes on."""
        return self._outcome

    def is_over(self) -> bool:
        """Whether the game is finished under its own method."""
        return self._outcome is not None

    def first_to_target(self) -> Milestone | None:
        """Who reached the target first, or ``None`` while nobody has.

        Under ``collect`` that player leads; under ``lowest`` they are the first to bust.
        With ``play_on`` the game goes on past this until the table ends it.
        """
        for number, tally in enumerate(self._tallies, start=1):
            players = reached_target(self.table, tally.of(self.method))
            if players:
                return Milestone(players, number)
        return None

    def ending(self) -> Scoresheet:
        """This game ended by the table: the leaders now win.

        :raises NotPlayingOn: unless the game plays on past the target.
        :raises GameOver: if the game is already finished.
        :raises NothingToEnd: if no round has been played.
        """
        if not self.table.play_on:
            raise NotPlayingOn()
        if self.is_over():
            raise GameOver()
        if not self.rounds:
            raise NothingToEnd()
        return Scoresheet(self.table, self.rules, self.rounds, ended=True)

    def stopping(self) -> Scoresheet:
        """This game stopped as it stands, whatever its method (a club night's round clock
        ran out): the leaders under its method win; with no round played, nobody does.

        :raises GameOver: if the game is already finished.
        """
        if self.is_over():
            raise GameOver()
        return Scoresheet(self.table, self.rules, self.rounds, ended=True)

    # ---- rounds -------------------------------------------------------------------------

    def round(self, number: int) -> RoundResult:
        """Round ``number`` (from 1).

        :raises RoundNotFound: if there is no such round.
        """
        if not 1 <= number <= len(self.rounds):
            raise RoundNotFound(number)
        return self.rounds[number - 1]

    def with_round(self, result: RoundResult) -> Scoresheet:
        """This scoresheet with ``result`` added as the next round, which must keep the
        game's own rules (:func:`~referee.scorekeeping.checks.check_round`).

        :raises GameOver: if the game is already finished.
        :raises InputError: naming the first value of the round that breaks a rule.
        """
        if self.is_over():
            raise GameOver()
        check_round(self.table, result, self.out_before())
        if self.table.method is Method.ELIMINATION:
            return self._with_rounds((*self.rounds, result))
        number = len(self.rounds) + 1
        check_seats(self.table, result, number)
        # One more round only adds to the last totals: no need to total them all again.
        tally = next_tally(self.table, self.tally(), result)
        winners = decide(self.table, tally.of(self.method))
        changed = object.__new__(Scoresheet)
        for name, value in (
            ("table", self.table),
            ("rules", self.rules),
            ("rounds", (*self.rounds, result)),
            ("ended", self.ended),
            ("_tallies", (*self._tallies, tally)),
            ("_eliminated", self._eliminated),
            (
                "_outcome",
                None if winners is None or self.table.play_on else Milestone(winners, number),
            ),
        ):
            object.__setattr__(changed, name, value)
        return changed

    def replacing(self, number: int, result: RoundResult) -> Scoresheet:
        """This scoresheet with round ``number`` replaced by ``result``, which must keep
        the game's own rules.

        :raises RoundNotFound: if there is no such round.
        :raises InputError: naming the first value of the round that breaks a rule.
        """
        self.round(number)
        check_round(self.table, result, self.out_before(number))
        rounds = list(self.rounds)
        rounds[number - 1] = result
        return self._with_rounds(tuple(rounds))

    def without(self, number: int) -> Scoresheet:
        """This scoresheet without round ``number``; later rounds move up one number.

        :raises RoundNotFound: if there is no such round.
        """
        self.round(number)
        return self._with_rounds(self.rounds[: number - 1] + self.rounds[number:])

    def with_rules(self, rules: HouseRules) -> Scoresheet:
        """This scoresheet under other house rules."""
        return Scoresheet(self.table, rules, self.rounds, self.ended)

    def _with_rounds(self, rounds: tuple[RoundResult, ...]) -> Scoresheet:
        """The same game with these rounds."""
        return Scoresheet(self.table, self.rules, rounds, self.ended)


# ---- computing once ---------------------------------------------------------------------


def check_seats(
    table: Table, result: RoundResult, number: int, out: frozenset[int] = frozenset()
) -> None:
    """A round must name seats of this table, with a hand for every seat but the winner's,
    the seats ``out`` of the game and those knocked out (whose hands may be left out).

    :raises ScoresheetError: otherwise.
    """
    names = table.players
    if result.winner in out:
        raise ScoresheetError(
            _("Round {number}: {name} is out of the game by then and cannot win it.").format(
                number=number, name=names[result.winner]
            )
        )
    if set(result.hands) & out:
        raise ScoresheetError(
            _("Round {number}: {name} is out of the game by then and holds no hand.").format(
                number=number, name=names[min(set(result.hands) & out)]
            )
        )
    if not 0 <= result.winner < len(table.players):
        raise ScoresheetError(
            _("Round {number}: seat {seat} is not at this table.").format(
                number=number, seat=result.winner
            )
        )
    others = {seat for seat in range(len(table.players)) if seat != result.winner} - out
    if not others - result.knocked_out <= set(result.hands) <= others:
        raise ScoresheetError(
            _("Round {number}: every player but the winner needs a hand.").format(number=number)
        )


def check_seats_in_range(table: Table, result: RoundResult, number: int) -> None:
    """A round names only seats of this table.

    :raises ScoresheetError: otherwise.
    """
    seats = range(len(table.players))
    if result.winner not in seats or not set(result.hands) <= set(seats):
        raise ScoresheetError(
            _("Round {number}: a seat is not at this table.").format(number=number)
        )


def eliminations(table: Table, tallies: Sequence[Tally]) -> list[Milestone]:
    """Challenge UNO: the players whose total reached the target, each with that round,
    in order, the last one of the final two included; empty for other methods. Players
    out in the same round: the higher total first, equal totals in seat order from the
    left of that round's dealer."""
    if table.method is not Method.ELIMINATION:
        return []
    gone: set[str] = set()
    found: list[Milestone] = []
    for number, tally in enumerate(tallies, start=1):
        reached = tuple(
            player
            for player in out_order(table, tally.lowest, number)
            if player not in gone and tally.lowest[player] >= table.target
        )
        if reached:
            gone.update(reached)
            found.append(Milestone(reached, number))
        if len(table.players) - len(gone) <= 1:
            break  # the game is over: rounds recorded after it were played on
    return found


def out_order(table: Table, totals: Mapping[str, int], number: int) -> list[str]:
    """The players in the order Challenge UNO lists those out in round ``number``: the
    higher total first, equal totals in seat order from the left of that round's dealer."""
    seats = len(table.players)
    left = (table.first_dealer + number) % seats
    return sorted(
        table.players,
        key=lambda player: (-totals[player], (table.players.index(player) - left) % seats),
    )


def seats_out(table: Table, eliminated: Sequence[Milestone], number: int) -> frozenset[int]:
    """The seats out of the game before round ``number``."""
    return frozenset(
        table.players.index(player)
        for milestone in eliminated
        if milestone.round_number < number
        for player in milestone.players
    )


def elimination_outcome(
    table: Table, tallies: Sequence[Tally], eliminated: Sequence[Milestone]
) -> Milestone | None:
    """Challenge UNO's end: once one player is left in, they win. When the last players
    in all reach the target in one round, the lowest of them share the win."""
    if not eliminated:
        return None
    gone = {player for milestone in eliminated for player in milestone.players}
    left = tuple(p for p in table.players if p not in gone)
    last = eliminated[-1]
    if len(left) == 1:
        return Milestone(left, last.round_number)
    if not left:
        totals = tallies[last.round_number - 1].lowest
        best = min(totals[p] for p in last.players)
        return Milestone(tuple(p for p in last.players if totals[p] == best), last.round_number)
    return None


def next_tally(table: Table, before: Tally, result: RoundResult) -> Tally:
    """Both methods' totals once ``result`` is added to ``before``."""
    collect = dict(before.collect)
    lowest = dict(before.lowest)
    names = table.players
    collect[names[result.winner]] += collected_points(table, result)
    for seat, leftover in result.hands.items():
        lowest[names[seat]] += leftover.points
    return Tally(collect, lowest)


def running_tallies(table: Table, rounds: Sequence[RoundResult]) -> list[Tally]:
    """Both methods' totals after each round, in one pass."""
    zero = dict.fromkeys(table.players, 0)
    tallies: list[Tally] = []
    for result in rounds:
        tallies.append(next_tally(table, tallies[-1] if tallies else Tally(zero, zero), result))
    return tallies


def final_outcome(
    table: Table, tallies: Sequence[Tally], ended: bool, eliminated: Sequence[Milestone] = ()
) -> Milestone | None:
    """How the game ended: at the target (unless it plays on); Challenge UNO when one
    player is left in; else, when the game was ended (the table ending a game that plays
    on, or a round clock stopping any game), with its leaders then, or with nobody when
    a stopped game had no round (``Milestone((), 0)``)."""
    if table.method is Method.ELIMINATION:
        decided = elimination_outcome(table, tallies, eliminated)
    else:
        decided = None if table.play_on else first_outcome(table, tallies)
    if decided is not None or not ended:
        return decided
    if not tallies:
        # A game that plays on ends only with a round played (its rounds all removed
        # after, it goes on); a stopped game with no round was won by nobody.
        return None if table.play_on else Milestone((), 0)
    # Challenge UNO: those out hold the highest totals, so the leaders are among those in.
    return Milestone(leaders(table, tallies[-1].of(table.method)), len(tallies))


def first_outcome(table: Table, tallies: Sequence[Tally]) -> Milestone | None:
    """The outcome of the first round whose totals reach the target, else ``None``."""
    for number, tally in enumerate(tallies, start=1):
        winners = decide(table, tally.of(table.method))
        if winners is not None:
            return Milestone(winners, number)
    return None
