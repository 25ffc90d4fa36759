"""Scoring arithmetic: both official methods, standings, game end, partners.

Method ``collect`` (official): the round's winner collects the points of the cards left
in the opponents' hands; the first to reach the target wins. Method ``lowest`` (official
alternative): everyone adds the points of their own leftover cards; when anyone reaches
the target, the lowest total wins and ties share the win. Method ``elimination``
(Challenge UNO): the lowest-total method's totals; whoever reaches the target is out from
the next round on, and the last player left wins. Totals are always derived from the
rounds, never stored; :class:`referee.scorekeeping.scoresheet.Scoresheet` puts them together.

A round of UNO Flip! is scored on the side in play when it ended (``side``); in No
Mercy a round may name players knocked out by the mercy rule (``knocked_out``): the
winner never collects their hands, which count under the lowest-total method only.

With partners (``teams``), the winner's team collects the opposing players' hands only
(a partner's leftover cards are not scored), team totals are the sums of their members'
totals, and the game ends on team totals under either method.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee.cards import Card, hand_points
from referee.i18n import N_, _

DEFAULT_TARGET = 500
# Each method's short name for people, said in the language of the moment.
METHOD_LABELS: dict[str, str] = {
    "collect": N_("Winner collects"),
    "lowest": N_("Lowest score wins"),
    "elimination": N_("Challenge UNO: out at the target, last one left wins"),
}


class Method(enum.Enum):
    """How a game is scored."""

    COLLECT = "collect"
    """Official: the winner of a round collects the opponents' leftover points."""
    LOWEST = "lowest"
    """Official alternative: everyone adds their own leftovers; lowest total wins."""
    ELIMINATION = "elimination"
    """Challenge UNO: lowest-total totals; reaching the target puts a player out; the last
    player left wins."""

    @property
    def label(self) -> str:
        """A short name for people, in the language of the moment."""
        return _(METHOD_LABELS[self.value])

    @property
    def totals_method(self) -> Method:
        """The method whose totals this one keeps (elimination keeps the lowest's)."""
        return Method.LOWEST if self is Method.ELIMINATION else self


@dataclass(frozen=True, slots=True)
class Leftover:
    """What a non-winner held at the end of a round: the cards, or only a points total."""

    points: int
    cards: tuple[Card, ...] | None = None

    @classmethod
    def of_cards(cls, cards: Sequence[Card]) -> Leftover:
        """A hand given card by card; its points are derived from the cards."""
        return cls(hand_points(cards), tuple(cards))

    @classmethod
    def of_points(cls, points: int) -> Leftover:
        """A hand given only as a total."""
        return cls(points, None)

    def to_json(self) -> dict[str, object]:
        """The hand as the JSON API writes it."""
        codes = None if self.cards is None else [card.code for card in self.cards]
        return {"cards": codes, "points": self.points}


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One finished round: the seat that went out, and what everyone else held, by seat."""

    winner: int
    hands: Mapping[int, Leftover]
    side: str | None = None  # UNO Flip!: the side in play when the round ended
    knocked_out: frozenset[int] = frozenset()  # No Mercy: seats out by the mercy rule

    def points_of(self, seat: int) -> int:
        """Leftover points of the player at ``seat`` this round (0 for the winner)."""
        hand = self.hands.get(seat)
        return 0 if hand is None else hand.points


@dataclass(frozen=True, slots=True)
class Milestone:
    """Players and the round that took them there: a game's winners, or the first to its target.

    Ties share it: everyone who got there in that round, in seat order.
    """

    players: tuple[str, ...]
    round_number: int


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the scoreboard under a method."""

    player: str
    total: int
    place: int  # 1 = leading; ties share a place
    needs: int  # collect: points still needed to reach the target; lowest: room left
    progress: float  # 0.0 .. 1.0 toward the target


@dataclass(frozen=True, slots=True)
class Table:
    """The fixed facts of a game that scoring needs."""

    players: tuple[str, ...]
    target: int = DEFAULT_TARGET
    method: Method = Method.COLLECT
    deck: str = "classic"
    teams: tuple[tuple[str, ...], ...] | None = None
    first_dealer: int = 0
    play_on: bool = False  # reaching the target does not end the game; the table does

    def team_of(self, player: str) -> tuple[str, ...]:
        """The team ``player`` belongs to (just the player without teams)."""
        for team in self.teams or ():
            if player in team:
                return team
        return (player,)

    def partner_seats(self, seat: int) -> frozenset[int]:
        """The seats of the team the player at ``seat`` belongs to (just ``seat`` without teams)."""
        team = self.team_of(self.players[seat])
        return frozenset(self.players.index(player) for player in team)


# ---- points -----------------------------------------------------------------------


def collected_points(table: Table, result: RoundResult) -> int:
    """Points the round's winner collects: every opponent's hand, partners excluded."""
    partners = table.partner_seats(result.winner)
    return sum(
        hand.points
        for seat, hand in result.hands.items()
        if seat not in partners and seat not in result.knocked_out
    )


def team_totals(table: Table, totals: Mapping[str, int]) -> list[int]:
    """Team totals, in the order of ``table.teams`` (empty without teams)."""
    return [sum(totals[player] for player in team) for team in table.teams or ()]


# ---- game end -----------------------------------------------------------------------


def _sides(table: Table) -> list[tuple[str, ...]]:
    """The competing sides: teams, or each player alone."""
    return list(table.teams) if table.teams else [(player,) for player in table.players]


def decide(table: Table, totals: Mapping[str, int]) -> tuple[str, ...] | None:
    """The winners if these totals end the game (any side reached the target), else ``None``."""
    if not reached_target(table, totals):
        return None
    return leaders(table, totals)


def leaders(
    table: Table, totals: Mapping[str, int], method: Method | None = None
) -> tuple[str, ...]:
    """The players of the leading side (or sides, when tied) under ``method``, in seat order.

    ``collect``: the highest total leads; ``lowest``: the lowest. The game's method by default.
    """
    sides = _sides(table)
    scores = [sum(totals[p] for p in side) for side in sides]
    chosen = (method or table.method).totals_method
    best = max(scores) if chosen is Method.COLLECT else min(scores)
    winners = [p for side, score in zip(sides, scores, strict=True) if score == best for p in side]
    return tuple(p for p in table.players if p in winners)


def reached_target(table: Table, totals: Mapping[str, int]) -> tuple[str, ...]:
    """The players of every side whose total reached the target, in seat order."""
    sides = _sides(table)
    return tuple(
        p
        for p in table.players
        for side in sides
        if p in side and sum(totals[m] for m in side) >= table.target
    )


def standings(table: Table, totals: Mapping[str, int], method: Method) -> list[Standing]:
    """The scoreboard lines under ``method``: leader first, ties sharing a place."""
    reverse = method is Method.COLLECT
    ordered = sorted(table.players, key=lambda p: -totals[p] if reverse else totals[p])
    lines = []
    for player in ordered:
        total = totals[player]
        place = 1 + sum(
            1
            for other in table.players
            if (totals[other] > total if reverse else totals[other] < total)
        )
        needs = max(0, table.target - total)
        progress = min(1.0, total / table.target) if table.target else 0.0
        lines.append(Standing(player, total, place, needs, progress))
    return lines
