"""Games as stored: creating them, recording rounds, and the game document.

The one place both the JSON API and the HTML pages go through, so a round recorded by
either is checked, stored and counted the same way.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import delete, update
from sqlalchemy.exc import IntegrityError

from referee.cards import Card, CardError, get_deck
from referee.errors import InputError
from referee.rules import HouseRules
from referee.scoring import (
    Hand,
    Method,
    RoundResult,
    Table,
    clean_players,
    clean_target,
    clean_teams,
    collect_totals,
    collected_points,
    dealer_seat,
    find_player,
    game_outcome,
    lowest_totals,
    team_totals,
)
from referee.web.extensions import db
from referee.web.models import AppliedRequest, Game, Player, Round, now
from referee.web.models import Hand as HandRow

MAX_GAME_NAME = 60
MAX_REQUEST_ID = 64
# What new_game_id makes: 16 characters of the URL-safe base64 alphabet.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{16}")
GAME_FIELDS = ("name", "players", "target", "scoring", "deck", "rules", "teams", "dealer")


class StaleVersion(Exception):
    """The game changed since the version the request was based on."""


class AlreadyApplied(StaleVersion):
    """A write with the same request id got in first; this one changes nothing.

    A kind of :class:`StaleVersion`, so callers that only know that one still refuse it.
    """


class GameOver(Exception):
    """The game is finished and takes no more rounds."""


class RoundNotFound(LookupError):
    """No round has that number."""


@dataclass(frozen=True, slots=True)
class GameSettings:
    """Everything needed to start a game, already checked."""

    name: str
    players: tuple[str, ...]
    target: int
    scoring: Method
    deck: str
    rules: HouseRules
    teams: tuple[tuple[str, ...], ...] | None
    dealer: int


# ---- keys -----------------------------------------------------------------------


def new_game_id() -> str:
    """An unguessable, URL-safe game id (96 random bits)."""
    return secrets.token_urlsafe(12)


def new_edit_key() -> str:
    """An edit key (144 random bits)."""
    return secrets.token_urlsafe(18)


def hash_key(key: str) -> str:
    """The stored form of an edit key (keys are long random tokens, so SHA-256 suffices)."""
    return hashlib.sha256(key.encode()).hexdigest()


def key_matches(game: Game, key: str | None) -> bool:
    """Whether ``key`` is the game's edit key (compared in constant time)."""
    if not key:
        return False
    return hmac.compare_digest(game.edit_key_hash, hash_key(key))


# ---- reading settings -------------------------------------------------------------


def reject_unknown(body: Mapping[str, object], allowed: tuple[str, ...], prefix: str = "") -> None:
    """Refuse keys the contract does not know.

    :raises InputError: naming the first unknown key.
    """
    for key in body:
        if key not in allowed:
            raise InputError(
                f"Unknown field “{key}”; allowed: {', '.join(allowed)}.",
                prefix + str(key),
                "unknown_field",
            )


def clean_settings(body: Mapping[str, object]) -> GameSettings:
    """Check a new game's settings as the JSON API writes them.

    :raises InputError: naming the first field that is wrong.
    """
    reject_unknown(body, GAME_FIELDS)
    if "players" not in body:
        raise InputError("players is required: 2 to 10 names.", "players", "missing_field")
    players = clean_players(body["players"])
    name = body.get("name")
    if name is None:
        name = ""
    if not isinstance(name, str) or len(name.strip()) > MAX_GAME_NAME:
        raise InputError(
            f"name must be text of at most {MAX_GAME_NAME} characters.", "name", "invalid_value"
        )
    target = clean_target(body.get("target", 500))
    scoring = Method.parse(body.get("scoring", "collect"))
    deck = body.get("deck", "classic")
    try:
        get_deck(deck)  # type: ignore[arg-type]
    except CardError as error:
        raise InputError(str(error), "deck", "invalid_value") from None
    rules_body = body.get("rules")
    rules = HouseRules.from_mapping({} if rules_body is None else rules_body)
    teams = clean_teams(body.get("teams"), players)
    dealer = 0
    if body.get("dealer") is not None:
        dealer = players.index(find_player(players, body["dealer"], "dealer"))
    return GameSettings(
        " ".join(name.split()), players, target, scoring, str(deck), rules, teams, dealer
    )


def clean_request_id(body: Mapping[str, object]) -> str | None:
    """The optional idempotency key of a write.

    :raises InputError: if it is not text of 1 to 64 characters.
    """
    value = body.get("request_id")
    if value is None:
        return None
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_REQUEST_ID:
        raise InputError(
            f"request_id must be text of 1 to {MAX_REQUEST_ID} characters.",
            "request_id",
            "invalid_value",
        )
    return value


# ---- from rows to the pure layer ------------------------------------------------------


def table_of(game: Game) -> Table:
    """The pure scoring view of a stored game."""
    teams = tuple(tuple(team) for team in game.teams) if game.teams else None
    return Table(
        players=game.player_names,
        target=game.target,
        method=Method(game.scoring),
        deck=game.deck,
        teams=teams,
        first_dealer=game.first_dealer,
    )


def results_of(game: Game) -> list[RoundResult]:
    """The stored rounds as pure results, in order."""
    names = game.player_names
    results = []
    for row in game.rounds:
        hands = {}
        for hand in row.hands:
            if hand.cards is None:
                hands[names[hand.seat]] = Hand.of_points(hand.points)
            else:
                hands[names[hand.seat]] = Hand.of_cards(
                    [Card.from_code(code) for code in hand.cards.split()]
                )
        results.append(RoundResult(names[row.winner_seat], hands))
    return results


def rules_of(game: Game) -> HouseRules:
    """The game's house rules as the pure layer sees them."""
    return HouseRules.from_mapping(game.rules)


# ---- the document -------------------------------------------------------------------


def game_document(game: Game) -> dict[str, object]:
    """The game as the JSON API shows it (see the API contract).

    With teams, ``team_totals`` holds ``{"collect": [...], "lowest": [...]}``: one total
    per team, in the order of ``teams``.
    """
    table = table_of(game)
    results = results_of(game)
    collect = collect_totals(table, results)
    lowest = lowest_totals(table, results)
    outcome = game_outcome(table, results)
    doc: dict[str, object] = {
        "id": game.id,
        "name": game.name,
        "target": game.target,
        "scoring": game.scoring,
        "deck": game.deck,
        "rules": rules_of(game).to_dict(),
        "players": list(table.players),
        "teams": [list(team) for team in table.teams] if table.teams else None,
        "rounds": [
            {
                "number": number,
                "winner": result.winner,
                "hands": {name: hand.to_json() for name, hand in result.hands.items()},
                "collected": collected_points(table, result),
            }
            for number, result in enumerate(results, start=1)
        ],
        "totals": {"collect": collect, "lowest": lowest},
        "over": outcome.over,
        "winners": list(outcome.winners),
        "dealer": table.players[dealer_seat(table, len(results))],
        "version": game.version,
    }
    if table.teams:
        doc["team_totals"] = {
            "collect": team_totals(table, collect),
            "lowest": team_totals(table, lowest),
        }
    return doc


# ---- writes -----------------------------------------------------------------------


def get_game(game_id: str) -> Game | None:
    """The game with this id, or ``None`` (without a query when it cannot be an id)."""
    if not GAME_ID.fullmatch(game_id):
        return None
    return db.session.get(Game, game_id)


def create_game(settings: GameSettings) -> tuple[Game, str]:
    """Store a new game; return it with its edit key (never stored in clear)."""
    key = new_edit_key()
    game = Game(
        id=new_game_id(),
        name=settings.name,
        target=settings.target,
        scoring=settings.scoring.value,
        deck=settings.deck,
        rules=settings.rules.to_dict(),
        teams=[list(team) for team in settings.teams] if settings.teams else None,
        first_dealer=settings.dealer,
        edit_key_hash=hash_key(key),
        version=1,
        players=[Player(seat=seat, name=name) for seat, name in enumerate(settings.players)],
    )
    db.session.add(game)
    db.session.commit()
    return game, key


def was_applied(game: Game, request_id: str | None) -> bool:
    """Whether a write with this request id was already applied to the game."""
    if request_id is None:
        return False
    return db.session.get(AppliedRequest, (game.id, request_id)) is not None


def check_version(game: Game, expected: int | None) -> None:
    """Refuse a write based on an older version of the game.

    :raises StaleVersion: if ``expected`` is given and is not the current version.
    """
    if expected is not None and expected != game.version:
        raise StaleVersion()


def _commit_change(game: Game, request_id: str | None) -> None:
    """Bump the version if nobody else did meanwhile, note the request id, and commit.

    :raises AlreadyApplied: if a write with the same request id got in first.
    :raises StaleVersion: if another write got in first (everything is rolled back).
    """
    game_id, based_on = game.id, game.version
    if request_id is not None:
        db.session.add(AppliedRequest(game_id=game_id, request_id=request_id))
    try:
        bumped = db.session.execute(
            update(Game)
            .where(Game.id == game_id, Game.version == based_on)
            .values(version=Game.version + 1, updated_at=now())
        )
        if bumped.rowcount != 1:
            raise StaleVersion()
        db.session.commit()
    except (StaleVersion, IntegrityError):
        db.session.rollback()
        if request_id is not None and was_applied(game, request_id):
            raise AlreadyApplied() from None
        raise StaleVersion() from None


def _hand_rows(game: Game, result: RoundResult) -> list[HandRow]:
    """Rows for the hands of a round."""
    seats = {name: seat for seat, name in enumerate(game.player_names)}
    return [
        HandRow(
            seat=seats[name],
            cards=None if hand.cards is None else " ".join(card.code for card in hand.cards),
            points=hand.points,
        )
        for name, hand in result.hands.items()
    ]


def is_over(game: Game) -> bool:
    """Whether the game is finished under its own scoring method."""
    return game_outcome(table_of(game), results_of(game)).over


def record_round(game: Game, result: RoundResult, request_id: str | None) -> None:
    """Add a round at the end.

    :raises GameOver: if the game is already finished.
    :raises StaleVersion: if another write got in first.
    """
    if is_over(game):
        raise GameOver()
    seats = {name: seat for seat, name in enumerate(game.player_names)}
    game.rounds.append(
        Round(
            number=len(game.rounds) + 1,
            winner_seat=seats[result.winner],
            hands=_hand_rows(game, result),
        )
    )
    _commit_change(game, request_id)


def find_round(game: Game, number: int) -> Round:
    """The round with this number.

    :raises RoundNotFound: if there is none.
    """
    for row in game.rounds:
        if row.number == number:
            return row
    raise RoundNotFound(number)


def replace_round(game: Game, number: int, result: RoundResult, request_id: str | None) -> None:
    """Replace a round's winner and hands.

    :raises RoundNotFound: if there is no such round.
    :raises StaleVersion: if another write got in first.
    """
    row = find_round(game, number)
    seats = {name: seat for seat, name in enumerate(game.player_names)}
    db.session.execute(delete(HandRow).where(HandRow.round_id == row.id))
    db.session.expire(row, ["hands"])
    row.winner_seat = seats[result.winner]
    row.hands = _hand_rows(game, result)
    _commit_change(game, request_id)


def delete_round(game: Game, number: int, request_id: str | None = None) -> None:
    """Remove a round; later rounds move up one number.

    :raises RoundNotFound: if there is no such round.
    :raises StaleVersion: if another write got in first.
    """
    row = find_round(game, number)
    game.rounds.remove(row)
    db.session.flush()
    for later in sorted(game.rounds, key=lambda r: r.number):
        if later.number > number:
            later.number -= 1
            db.session.flush()
    _commit_change(game, request_id)


def update_rules(game: Game, rules: HouseRules) -> None:
    """Change the game's house rules.

    :raises StaleVersion: if another write got in first.
    """
    game.rules = rules.to_dict()
    _commit_change(game, None)
