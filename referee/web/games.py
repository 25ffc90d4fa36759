"""Games as stored: creating them, recording rounds, and the game document.

The one place both the JSON API and the HTML pages go through, so a round recorded by
either is checked, stored and counted the same way. Rows become a
:class:`~referee.scoresheet.Scoresheet` in :func:`load_scoresheet` and nowhere else; a
write loads the game under a lock (:func:`get_game_for_write`), asks the scoresheet for
the changed game, and stores the difference.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
from collections import OrderedDict
from collections.abc import Mapping

from sqlalchemy import delete, select, text, update
from sqlalchemy.exc import IntegrityError
from werkzeug.exceptions import NotFound

from referee.cards import parse_codes
from referee.checks import GameSettings
from referee.rules import HouseRules
from referee.scoresheet import GameOver, NothingToEnd, NotPlayingOn, RoundNotFound, Scoresheet
from referee.scoring import Leftover, Method, RoundResult, Table
from referee.web.extensions import db
from referee.web.models import AppliedRequest, Game, Player, Round, RoundHand, SavedRuling, now

__all__ = [
    "GameOver",
    "NothingToEnd",
    "NotPlayingOn",
    "RoundNotFound",
]  # the core's refusals, re-exported for the views

# What new_game_id makes: 16 characters of the URL-safe base64 alphabet.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{16}")


class GameNotFound(NotFound):
    """No game has this id."""


class StaleVersion(Exception):
    """The game changed since the version the request was based on."""


class AlreadyApplied(StaleVersion):
    """A write with the same request id got in first; this one changes nothing.

    A kind of :class:`StaleVersion`, so callers that only know that one still refuse it.
    """


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


def again_settings(game: Game, sheet: Scoresheet) -> GameSettings:
    """A new game like this one: same players and seats, rules, target, deck, teams, and
    the deal passing on to whoever would have dealt next."""
    table = sheet.table
    return GameSettings(
        name=game.name,
        players=table.players,
        target=table.target,
        scoring=table.method,
        deck=table.deck,
        rules=sheet.rules,
        teams=table.teams,
        dealer=sheet.dealer(),
        play_on=table.play_on,
        follows=game.id,
    )


# ---- from rows to the scoresheet (the only place) -----------------------------------------


# A game's version changes with every write, so a scoresheet read for one version stays
# right for as long as it is kept: reads of a game that has not changed skip the rows.
KEPT_SCORESHEETS = 512
_kept: OrderedDict[tuple[str, int], Scoresheet] = OrderedDict()
_kept_lock = threading.Lock()


def load_scoresheet(game: Game) -> Scoresheet:
    """The stored game as a pure scoresheet (kept per game version)."""
    key = (game.id, game.version)
    with _kept_lock:
        sheet = _kept.get(key)
        if sheet is not None:
            _kept.move_to_end(key)
            return sheet
    sheet = scoresheet_from_rows(game)
    keep_scoresheet(key, sheet)
    return sheet


def keep_scoresheet(key: tuple[str, int], sheet: Scoresheet) -> None:
    """Remember the scoresheet of one version of a game, forgetting the oldest."""
    with _kept_lock:
        _kept[key] = sheet
        _kept.move_to_end(key)
        while len(_kept) > KEPT_SCORESHEETS:
            _kept.popitem(last=False)


def scoresheet_from_rows(game: Game) -> Scoresheet:
    """The stored rows of a game as a pure scoresheet."""
    names = game.player_names
    table = Table(
        players=names,
        target=game.target,
        method=Method(game.scoring),
        deck=game.deck,
        teams=tuple(tuple(team) for team in game.teams) if game.teams else None,
        first_dealer=game.first_dealer,
        play_on=game.play_on,
    )
    rounds = tuple(
        RoundResult(
            names[row.winner_seat],
            {names[hand.seat]: leftover_of(hand) for hand in row.hands},
        )
        for row in game.rounds
    )
    return Scoresheet(
        table, HouseRules.from_mapping(game.rules), rounds, ended=game.ended_at is not None
    )


def leftover_of(hand: RoundHand) -> Leftover:
    """A stored hand as the pure layer sees it: cards when they were given, else points."""
    if hand.cards is None:
        return Leftover.of_points(hand.points)
    return Leftover.of_cards(parse_codes(hand.cards.split()))


# ---- the document -------------------------------------------------------------------


def game_document(game: Game, sheet: Scoresheet) -> dict[str, object]:
    """The game as the JSON API shows it (see the API contract).

    A game that plays on past the target adds, after ``version``: ``"play_on": true``,
    ``ended`` (whether the table ended it) and ``first_to_target`` (``{"players", "round"}``
    of whoever reached the target first, or ``null``). With teams, ``team_totals`` holds
    ``{"collect": [...], "lowest": [...]}``: one total per team, in the order of ``teams``.
    """
    outcome = sheet.outcome()
    doc: dict[str, object] = {
        "id": game.id,
        "name": game.name,
        "target": sheet.table.target,
        "scoring": sheet.method.value,
        "deck": sheet.table.deck,
        "rules": sheet.rules.to_dict(),
        "players": list(sheet.players),
        "teams": [list(team) for team in sheet.table.teams] if sheet.table.teams else None,
        "rounds": [
            {
                "number": number,
                "winner": result.winner,
                "hands": {name: hand.to_json() for name, hand in result.hands.items()},
                "collected": sheet.collected(number),
            }
            for number, result in enumerate(sheet.rounds, start=1)
        ],
        "totals": {
            "collect": dict(sheet.totals(Method.COLLECT)),
            "lowest": dict(sheet.totals(Method.LOWEST)),
        },
        "over": outcome is not None,
        "winners": list(outcome.winners) if outcome else [],
        "dealer": sheet.players[sheet.dealer()],
        "version": game.version,
    }
    if sheet.table.play_on:
        first = sheet.first_to_target()
        doc["play_on"] = True
        doc["ended"] = sheet.ended
        doc["first_to_target"] = (
            None if first is None else {"players": list(first.players), "round": first.round_number}
        )
    if sheet.table.teams:
        doc["team_totals"] = {
            "collect": sheet.team_totals(Method.COLLECT),
            "lowest": sheet.team_totals(Method.LOWEST),
        }
    return doc


# ---- writes -----------------------------------------------------------------------


def get_game(game_id: str) -> Game | None:
    """The game with this id, or ``None`` (without a query when it cannot be an id)."""
    if not GAME_ID.fullmatch(game_id):
        return None
    return db.session.get(Game, game_id)


def get_game_or_404(game_id: str, for_write: bool = False) -> Game:
    """The game (locked for a write when ``for_write``: see :func:`get_game_for_write`).

    :raises GameNotFound: if no game has this id; each blueprint answers it in its own form.
    """
    game = get_game_for_write(game_id) if for_write else get_game(game_id)
    if game is None:
        raise GameNotFound()
    return game


def get_game_for_write(game_id: str) -> Game | None:
    """The game with this id, read afresh under a lock that later writers wait for.

    Writes to one game are serialised so that none is refused as stale for having come
    at the same moment as another: PostgreSQL locks the row (``SELECT … FOR UPDATE``);
    SQLite takes its write lock first (``BEGIN IMMEDIATE``). The lock ends with the commit
    or rollback. Call it before reading anything else in the request.
    """
    if db.session.get_bind().dialect.name == "sqlite":
        db.session.rollback()  # SQLite allows one transaction per connection
        db.session.execute(text("BEGIN IMMEDIATE"))
    return db.session.execute(
        select(Game)
        .where(Game.id == game_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    ).scalar_one_or_none()


def create_game(settings: GameSettings) -> tuple[Game, str]:
    """Store a new game; return it with its edit key (never stored in clear)."""
    key = new_edit_key()
    return store_game(settings, new_game_id(), hash_key(key)), key


def store_game(settings: GameSettings, game_id: str, key_hash: str) -> Game:
    """Store a game under this id and edit-key hash (a restore brings back its own)."""
    game = Game(
        id=game_id,
        name=settings.name,
        target=settings.target,
        scoring=settings.scoring.value,
        deck=settings.deck,
        rules=settings.rules.to_dict(),
        teams=[list(team) for team in settings.teams] if settings.teams else None,
        first_dealer=settings.dealer,
        play_on=settings.play_on,
        follows_id=settings.follows,
        edit_key_hash=key_hash,
        version=1,
        players=[Player(seat=seat, name=name) for seat, name in enumerate(settings.players)],
    )
    db.session.add(game)
    db.session.commit()
    return game


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


def _commit_change(game: Game, request_id: str | None, changed: Scoresheet | None = None) -> None:
    """Bump the version, note the request id, commit, and keep the ``changed`` scoresheet.

    The game is locked (:func:`get_game_for_write`), so the version check in the update
    only fails if a caller skipped the lock; the unique request id catches a retry that
    raced its original.

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
    if changed is not None:
        keep_scoresheet((game_id, based_on + 1), changed)


def hand_rows(sheet: Scoresheet, result: RoundResult) -> list[RoundHand]:
    """Rows for the hands of a round, by seat."""
    seats = {name: seat for seat, name in enumerate(sheet.players)}
    return [
        RoundHand(
            seat=seats[name],
            cards=None if hand.cards is None else " ".join(card.code for card in hand.cards),
            points=hand.points,
        )
        for name, hand in result.hands.items()
    ]


def store_round(
    game: Game, sheet: Scoresheet, result: RoundResult, request_id: str | None
) -> Scoresheet:
    """Add a round at the end; return the changed scoresheet.

    :raises GameOver: if the game is already finished.
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.with_round(result)
    game.rounds.append(
        Round(
            number=len(changed.rounds),
            winner_seat=sheet.players.index(result.winner),
            hands=hand_rows(sheet, result),
        )
    )
    _commit_change(game, request_id, changed)
    return changed


def store_replacement(
    game: Game, sheet: Scoresheet, number: int, result: RoundResult, request_id: str | None
) -> Scoresheet:
    """Replace a round's winner and hands; return the changed scoresheet.

    :raises RoundNotFound: if there is no such round.
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.replacing(number, result)
    row = game.rounds[number - 1]
    db.session.execute(delete(RoundHand).where(RoundHand.round_id == row.id))
    db.session.expire(row, ["hands"])
    row.winner_seat = sheet.players.index(result.winner)
    row.hands = hand_rows(sheet, result)
    _commit_change(game, request_id, changed)
    return changed


def delete_round(
    game: Game, sheet: Scoresheet, number: int, request_id: str | None = None
) -> Scoresheet:
    """Remove a round; later rounds move up one number. Return the changed scoresheet.

    :raises RoundNotFound: if there is no such round.
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.without(number)
    game.rounds.remove(game.rounds[number - 1])
    db.session.flush()
    for later in game.rounds[number - 1 :]:
        later.number -= 1
        db.session.flush()
    _commit_change(game, request_id, changed)
    return changed


def update_rules(game: Game, rules: HouseRules) -> None:
    """Change the game's house rules.

    :raises StaleVersion: if another write got in first.
    """
    game.rules = rules.to_dict()
    _commit_change(game, None)


def end_game(game: Game, sheet: Scoresheet) -> Scoresheet:
    """The table ends the game: the leaders win. Return the ended scoresheet.

    :raises NotPlayingOn: unless the game plays on past the target.
    :raises GameOver: if the game is already finished.
    :raises NothingToEnd: if no round was played.
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.ending()
    game.ended_at = now()
    _commit_change(game, None, changed)
    return changed


def save_ruling(
    game: Game,
    dispute: str,
    answers: Mapping[str, str],
    rules: HouseRules,
    round_number: int,
    request_id: str | None,
) -> None:
    """Keep a settled dispute with the game, as its answers and the rules it was judged under.

    :raises StaleVersion: if another write got in first (:class:`AlreadyApplied` for a retry).
    """
    game.rulings.append(
        SavedRuling(
            round_number=round_number,
            dispute=dispute,
            answers=dict(answers),
            rules=rules.to_dict(),
        )
    )
    _commit_change(game, request_id)


def next_game(game: Game) -> Game | None:
    """The game started from this one with "play again", if any."""
    return db.session.execute(select(Game).where(Game.follows_id == game.id)).scalar_one_or_none()
