"""Scoring arithmetic: both official methods, standings, game end, partners, round input.

Method ``collect`` (official): the round's winner collects the points of the cards left
in the opponents' hands; the first to reach the target wins. Method ``lowest`` (official
alternative): everyone adds the points of their own leftover cards; when anyone reaches
the target, the lowest total wins and ties share the win. Totals are always derived from
the rounds, never stored; :class:`referee.scoresheet.Scoresheet` puts them together.

With partners (``teams``), the winner's team collects the opposing players' hands only
(a partner's leftover cards are not scored), team totals are the sums of their members'
totals, and the game ends on team totals under either method.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee.cards import Card, CardError, Deck, get_deck, hand_points
from referee.errors import InputError

MIN_PLAYERS = 2
MAX_PLAYERS = 10
MAX_NAME_LENGTH = 24
MIN_TARGET = 50
MAX_TARGET = 10000
DEFAULT_TARGET = 500


class Method(enum.Enum):
    """How a game is scored."""

    COLLECT = "collect"
    """Official: the winner of a round collects the opponents' leftover points."""
    LOWEST = "lowest"
    """Official alternative: everyone adds their own leftovers; lowest total wins."""

    @property
    def label(self) -> str:
        """A short name for people."""
        return {"collect": "Winner collects", "lowest": "Lowest score wins"}[self.value]

    @classmethod
    def parse(cls, value: object, field_name: str = "scoring") -> Method:
        """Read a method name.

        :raises InputError: if it is not ``collect`` or ``lowest``.
        """
        try:
            return cls(value)
        except ValueError:
            raise InputError(
                "scoring must be “collect” or “lowest”.", field_name, "invalid_value"
            ) from None


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
    """One finished round: who went out and what everyone else held."""

    winner: str
    hands: Mapping[str, Leftover]

    def points_of(self, player: str) -> int:
        """Leftover points of ``player`` this round (0 for the winner)."""
        hand = self.hands.get(player)
        return 0 if hand is None else hand.points


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: who won, and the round that ended it."""

    winners: tuple[str, ...]
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

    def team_of(self, player: str) -> tuple[str, ...]:
        """The team ``player`` belongs to (just the player without teams)."""
        for team in self.teams or ():
            if player in team:
                return team
        return (player,)


# ---- points -----------------------------------------------------------------------


def collected_points(table: Table, result: RoundResult) -> int:
    """Points the round's winner collects: every opponent's hand, partners excluded."""
    partners = set(table.team_of(result.winner))
    return sum(hand.points for name, hand in result.hands.items() if name not in partners)


def team_totals(table: Table, totals: Mapping[str, int]) -> list[int]:
    """Team totals, in the order of ``table.teams`` (empty without teams)."""
    return [sum(totals[player] for player in team) for team in table.teams or ()]


# ---- game end -----------------------------------------------------------------------


def _sides(table: Table) -> list[tuple[str, ...]]:
    """The competing sides: teams, or each player alone."""
    return list(table.teams) if table.teams else [(player,) for player in table.players]


def decide(table: Table, totals: Mapping[str, int]) -> tuple[str, ...] | None:
    """The winners if these totals end the game (any side reached the target), else ``None``."""
    sides = _sides(table)
    scores = [sum(totals[p] for p in side) for side in sides]
    if max(scores) < table.target:
        return None
    best = max(scores) if table.method is Method.COLLECT else min(scores)
    winners = [p for side, score in zip(sides, scores, strict=True) if score == best for p in side]
    return tuple(p for p in table.players if p in winners)


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


# ---- reading input ------------------------------------------------------------------


def clean_name(value: object, where: str) -> str:
    """A player name, trimmed, 1 to 24 characters.

    :raises InputError: if it is not such a string.
    """
    if not isinstance(value, str):
        raise InputError("A player name must be text.", where, "invalid_value")
    name = " ".join(value.split())
    if not name:
        raise InputError("A player name cannot be empty.", where, "invalid_value")
    if len(name) > MAX_NAME_LENGTH:
        raise InputError(
            f"“{name[:30]}” is longer than {MAX_NAME_LENGTH} characters.", where, "invalid_value"
        )
    return name


def clean_players(values: object, where: str = "players") -> tuple[str, ...]:
    """The players in clockwise seat order: 2–10 distinct names.

    :raises InputError: naming the first bad or repeated name.
    """
    if not isinstance(values, list):
        raise InputError("players must be a list of 2 to 10 names.", where, "invalid_value")
    if not MIN_PLAYERS <= len(values) <= MAX_PLAYERS:
        raise InputError(
            f"A game needs {MIN_PLAYERS} to {MAX_PLAYERS} players; {len(values)} given.",
            where,
            "invalid_value",
        )
    names: list[str] = []
    for index, value in enumerate(values):
        name = clean_name(value, f"{where}[{index}]")
        if name.casefold() in {n.casefold() for n in names}:
            raise InputError(f"“{name}” appears twice.", f"{where}[{index}]", "invalid_value")
        names.append(name)
    return tuple(names)


def clean_target(value: object, where: str = "target") -> int:
    """A target score between 50 and 10000.

    :raises InputError: otherwise.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError("target must be a whole number.", where, "invalid_value")
    if not MIN_TARGET <= value <= MAX_TARGET:
        raise InputError(
            f"target must be between {MIN_TARGET} and {MAX_TARGET}; {value} given.",
            where,
            "invalid_value",
        )
    return value


def clean_teams(
    values: object, players: Sequence[str], where: str = "teams"
) -> tuple[tuple[str, ...], ...] | None:
    """Partner teams: every player in exactly one team, all teams the same size.

    :raises InputError: if a player is missing, repeated or unknown, or sizes differ.
    """
    if values is None:
        return None
    if not isinstance(values, list) or len(values) < 2:
        raise InputError("teams must be a list of at least two teams.", where, "invalid_value")
    seen: list[str] = []
    teams: list[tuple[str, ...]] = []
    for t_index, team in enumerate(values):
        if not isinstance(team, list) or not team:
            raise InputError(
                "Each team must be a list of player names.", f"{where}[{t_index}]", "invalid_value"
            )
        members = []
        for p_index, value in enumerate(team):
            path = f"{where}[{t_index}][{p_index}]"
            name = find_player(players, clean_name(value, path), path)
            if name in seen:
                raise InputError(f"{name} is in more than one team.", path, "invalid_value")
            seen.append(name)
            members.append(name)
        teams.append(tuple(members))
    missing = [p for p in players if p not in seen]
    if missing:
        raise InputError(f"{missing[0]} is not in any team.", where, "invalid_value")
    if len({len(team) for team in teams}) != 1:
        raise InputError("All teams must have the same number of players.", where, "invalid_value")
    return tuple(teams)


def find_player(players: Sequence[str], name: object, where: str) -> str:
    """The player called ``name`` (case-insensitively, spaces trimmed).

    :raises InputError: if no player has that name.
    """
    if isinstance(name, str):
        key = " ".join(name.split()).casefold()
        for player in players:
            if player.casefold() == key:
                return player
    raise InputError(f"{name!r} is not a player in this game.", where, "unknown_player")


def clean_round(body: Mapping[str, object], table: Table) -> RoundResult:
    """Read a round (``winner`` and ``hands``) as the JSON API writes it.

    Every player but the winner appears in ``hands`` with a non-empty list of card codes
    or ``{"points": n}``. Cards across all hands may not exceed the deck.

    :raises InputError: naming the first field that is wrong.
    """
    if "winner" not in body:
        raise InputError("Say who went out: winner is required.", "winner", "missing_field")
    winner = find_player(table.players, body["winner"], "winner")
    raw_hands = body.get("hands")
    if not isinstance(raw_hands, dict):
        code = "missing_field" if raw_hands is None else "invalid_value"
        raise InputError(
            "hands must map each other player to their cards or points.", "hands", code
        )
    hands: dict[str, Leftover] = {}
    for key, value in raw_hands.items():
        path = f"hands.{key}"
        try:
            player = find_player(table.players, key, path)
        except InputError:
            # A key of ``hands`` that names nobody is an unknown key of the request.
            raise InputError(
                f"{key!r} is not a player in this game, so hands cannot hold it.",
                path,
                "unknown_field",
            ) from None
        if player == winner:
            raise InputError(f"{winner} went out and has no cards left.", path, "invalid_value")
        if player in hands:
            raise InputError(f"{player} appears twice in hands.", path, "invalid_value")
        hands[player] = clean_hand(value, path, get_deck(table.deck))
    for player in table.players:
        if player != winner and player not in hands:
            raise InputError(
                f"{player}'s leftover cards are missing; give cards or a points total.",
                f"hands.{player}",
                "missing_field",
            )
    check_deck_limit(hands, get_deck(table.deck))
    ordered = {p: hands[p] for p in table.players if p in hands}
    return RoundResult(winner, ordered)


def clean_hand(value: object, where: str, deck: Deck) -> Leftover:
    """One hand: a non-empty list of card codes, or ``{"points": n}``.

    :raises InputError: if it is neither, or a code is not a card of the deck.
    """
    if isinstance(value, list):
        if not value:
            raise InputError(
                "A hand left at the end of a round holds at least one card; "
                "give the cards or a points total.",
                where,
                "invalid_value",
            )
        cards = []
        for index, code in enumerate(value):
            try:
                card = Card.from_code(code) if isinstance(code, str) else Card.from_code(repr(code))
            except CardError as error:
                raise InputError(str(error), f"{where}[{index}]", "invalid_card") from None
            if not deck.count(card):
                raise InputError(
                    f"{card.code} is not in the {deck.name} deck.",
                    f"{where}[{index}]",
                    "invalid_card",
                )
            cards.append(card)
        return Leftover.of_cards(cards)
    if isinstance(value, dict):
        unknown = [key for key in value if key != "points"]
        if unknown:
            raise InputError(
                f'Unknown field “{unknown[0]}”; a total is written {{"points": n}}.',
                f"{where}.{unknown[0]}",
                "unknown_field",
            )
        if "points" not in value:
            raise InputError("Give the points total.", f"{where}.points", "missing_field")
        return Leftover.of_points(clean_points(value["points"], f"{where}.points", deck))
    raise InputError('A hand is a list of card codes or {"points": n}.', where, "invalid_value")


def clean_points(value: object, where: str, deck: Deck) -> int:
    """A hand's points total: a whole number from 0 to what the whole deck is worth.

    :raises InputError: otherwise.
    """
    most = hand_points(deck.cards())
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError("points must be a whole number.", where, "invalid_value")
    if not 0 <= value <= most:
        raise InputError(
            f"points must be between 0 and {most} (the whole {deck.name} deck); {value} given.",
            where,
            "invalid_value",
        )
    return value


def check_deck_limit(hands: Mapping[str, Leftover], deck: Deck) -> None:
    """All hands of a round together may not hold more of a card than the deck has.

    :raises InputError: naming the first card seen too often.
    """
    cards = [card for hand in hands.values() for card in hand.cards or ()]
    excess = deck.excess(cards)
    if excess:
        card, seen = excess[0]
        holders = [p for p, hand in hands.items() if hand.cards and card in hand.cards]
        where = f"hands.{holders[-1]}" if holders else "hands"
        raise InputError(
            f"{card.code} appears {seen} times across the hands, "
            f"but the {deck.name} deck has only {deck.count(card)}.",
            where,
            "too_many_cards",
        )
