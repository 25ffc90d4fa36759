"""Games as stored: creating them, recording rounds, and the game document.

The one place both the JSON API and the HTML pages go through, so a round recorded by
either is checked, stored and counted the same way. Rows become a
:class:`~referee.scorekeeping.scoresheet.Scoresheet` in :func:`load_scoresheet` and nowhere else.

Every write takes one path: the view reads the game under a lock
(:func:`get_game_for_write`), asks the scoresheet for the changed game, has it stored
here (nothing here commits), and commits once (:func:`commit`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import re
import secrets
from collections.abc import Mapping, Sequence
from contextlib import suppress
from datetime import UTC, datetime
from typing import Any, NamedTuple, Protocol, cast

from sqlalchemy import (
    CursorResult,
    Row,
    Select,
    bindparam,
    delete,
    event,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload
from sqlalchemy.orm.attributes import set_committed_value
from werkzeug.exceptions import NotFound

from referee.decks import get_deck, parse_codes
from referee.i18n import _
from referee.rules import HouseRules
from referee.scorekeeping.checks import GameSettings
from referee.scorekeeping.scoresheet import (
    GameOver,
    NothingToEnd,
    NotPlayingOn,
    RoundNotFound,
    Scoresheet,
)
from referee.scorekeeping.scoring import Leftover, Method, RoundResult, Table
from referee.web.infra.extensions import db, wait_sqlite_write_turn
from referee.web.infra.kept import Kept
from referee.web.service.models import (
    AppliedRequest,
    Game,
    NightRound,
    Player,
    Round,
    RoundHand,
    SavedRuling,
    now,
)

__all__ = [
    "GameOver",
    "NothingToEnd",
    "NotPlayingOn",
    "RoundNotFound",
]  # the core's refusals, re-exported for the views

# What new_game_id makes: 16 characters of the URL-safe base64 alphabet.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{16}")

# Load options that read a whole game (its players, rounds and hands) in few queries.
WHOLE_GAME = (selectinload(Game.players), selectinload(Game.rounds).selectinload(Round.hands))


class GameNotFound(NotFound):
    """No game has this id."""


class StaleVersion(Exception):
    """The game changed since the version the request was based on."""


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


class Keyed(Protocol):
    """Anything with an id and an edit key's hash: a game, a group, a night, their stamps."""

    @property
    def id(self) -> str:
        """What it is known by."""

    @property
    def edit_key_hash(self) -> str:
        """The stored form of the edit key."""


def key_matches(game: Keyed, key: str | None) -> bool:
    """Whether ``key`` is the game's (or group's) edit key (compared in constant time)."""
    if not key:
        return False
    return hmac.compare_digest(game.edit_key_hash, hash_key(key))


def again_settings(game: Game, sheet: Scoresheet) -> GameSettings:
    """A new game like this one: same players and seats, rules, target, deck, teams, and
    the deal passing on to whoever would have dealt next."""
    table = dataclasses.replace(sheet.table, first_dealer=sheet.dealer())
    return GameSettings(game.name, table, sheet.rules, follows=game.id, group=game.group_id)


# ---- from rows to the scoresheet (the only place) -----------------------------------------


# Scoresheets of the games read lately, per (game id, version).
scoresheets: Kept[Scoresheet] = Kept(512)


def load_scoresheet(game: Game) -> Scoresheet:
    """The stored game as a pure scoresheet (kept per game version)."""
    return scoresheets.get_or_make((game.id, game.version), lambda: scoresheet_from_rows(game))


def scoresheets_of(versions: Mapping[str, int]) -> dict[str, Scoresheet]:
    """The scoresheets of these games (id -> version read): a game's kept for its version
    is used as it is; only the games without one are read, row by row, in few queries."""
    sheets = {game_id: scoresheets.get((game_id, version)) for game_id, version in versions.items()}
    missing = [game_id for game_id, sheet in sheets.items() if sheet is None]
    if missing:
        for game in db.session.execute(
            select(Game).where(Game.id.in_(missing)).options(*WHOLE_GAME)
        ).scalars():
            sheets[game.id] = load_scoresheet(game)
    return {game_id: sheet for game_id, sheet in sheets.items() if sheet is not None}


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
            row.winner_seat,
            {hand.seat: leftover_of(hand, game.deck, row.side) for hand in row.hands},
            row.side,
            frozenset(row.knocked_out or ()),
        )
        for row in game.rounds
    )
    return Scoresheet(
        table, HouseRules.from_mapping(game.rules), rounds, ended=game.ended_at is not None
    )


def leftover_of(hand: RoundHand, deck: str = "classic", side: str | None = None) -> Leftover:
    """A stored hand as the pure layer sees it: cards when they were given (read against
    the game's deck, on the round's side, with or without their colours), else points."""
    if hand.cards is None:
        return Leftover.of_points(hand.points)
    return Leftover.of_cards(parse_codes(hand.cards.split(), get_deck(deck), side, colourless=True))


# ---- the document -------------------------------------------------------------------


def game_document(game: Game, sheet: Scoresheet) -> dict[str, object]:
    """The game as the JSON API shows it (see the API contract).

    After ``version`` come the game's times, ISO 8601 in UTC: ``started_at`` (when play
    started) and ``last_round_at`` (when its newest round was recorded, ``null`` before
    any). A game that plays on past the target adds, after them: ``"play_on": true``,
    ``ended`` (whether the table ended it) and ``first_to_target`` (``{"players", "round"}``
    of whoever reached the target first, or ``null``). With teams, ``team_totals`` holds
    ``{"collect": [...], "lowest": [...]}``: one total per team, in the order of ``teams``.
    A club night's game ends with ``night``: ``{"id", "round", "table", "ends_at"}``.
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
                "winner": sheet.players[result.winner],
                "hands": {
                    sheet.players[seat]: hand.to_json() for seat, hand in result.hands.items()
                },
                "collected": sheet.collected(number),
                **round_extras(sheet, result),
            }
            for number, result in enumerate(sheet.rounds, start=1)
        ],
        "totals": {
            "collect": dict(sheet.totals(Method.COLLECT)),
            "lowest": dict(sheet.totals(Method.LOWEST)),
        },
        "over": outcome is not None,
        "winners": list(outcome.players) if outcome else [],
        "dealer": sheet.players[sheet.dealer()],
        "version": game.version,
        "started_at": iso_time(started_at(game)),
        "last_round_at": iso_time(game.last_round_at),
    }
    if sheet.method is Method.ELIMINATION:
        doc["eliminated"] = [
            {"player": player, "round": milestone.round_number}
            for milestone in sheet.eliminated()
            for player in milestone.players
        ]
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
    if game.rulings:
        doc["rulings"] = [ruling_json(saved) for saved in game.rulings]
    if game.night_id is not None:
        doc["night"] = night_link(game)
    return doc


# When the round of a night's game ends, by the night and the round's number.
ENDS_AT_QUERY = select(NightRound.__table__.c.ends_at, NightRound.__table__.c.final).where(
    NightRound.__table__.c.night_id == bindparam("night_id"),
    NightRound.__table__.c.number == bindparam("number"),
)


def night_link(game: Game) -> dict[str, object]:
    """A club night's game in its night: ``{"id", "round", "table", "ends_at", "final"}``
    (``ends_at``: when its round's clock runs out, or ``null`` without one; ``final``: the
    night's final table), so its scoreboard shows the clock and where it is played."""
    found = db.session.execute(
        ENDS_AT_QUERY, {"night_id": game.night_id, "number": game.night_round}
    ).one_or_none()
    ends_at, final = (None, False) if found is None else found
    return {
        "id": game.night_id,
        "round": game.night_round,
        "table": game.night_table,
        "ends_at": None if ends_at is None else as_utc(ends_at).isoformat(),
        "final": bool(final),
    }


@dataclasses.dataclass(frozen=True, slots=True)
class NightPlace:
    """Where a club night's game is played: its round and table, or the night's final
    table. Said in the reader's language when shown, never stored as words."""

    round: int
    table: int
    final: bool

    def __str__(self) -> str:
        if self.final:
            return _("Final")
        return _("Round {round} · Table {table}").format(round=self.round, table=self.table)


def night_place(game: Game, link: Mapping[str, object] | None = None) -> NightPlace | None:
    """The place of a club night's game in its night (``None`` for any other game);
    ``link``: its :func:`night_link`, when the caller has read it already."""
    if game.night_id is None or game.night_round is None or game.night_table is None:
        return None
    link = link or night_link(game)
    return NightPlace(game.night_round, game.night_table, bool(link["final"]))


def game_title(name: str, players: Sequence[str], place: NightPlace | None = None) -> str:
    """What a game is called on a page: its name, else its players; a club night's game
    adds its place ("Friday · Round 2 · Table 3") in the reader's language."""
    if place is None:
        return name or ", ".join(players)
    return f"{name} · {place}" if name else str(place)


def title_of(game: Game, link: Mapping[str, object] | None = None) -> str:
    """A game's title as its pages and lists show it (see :func:`game_title`); ``link``:
    its night link, when the page has read it already."""
    return game_title(game.name, game.player_names, night_place(game, link))


def round_extras(sheet: Scoresheet, result: RoundResult) -> dict[str, object]:
    """What a round adds in a two-sided deck (``side``) and in No Mercy (``knocked_out``,
    names in seat order), for the document and the export alike."""
    extras: dict[str, object] = {}
    if result.side is not None:
        extras["side"] = result.side
    if get_deck(sheet.table.deck).edition.mercy_limit is not None:
        extras["knocked_out"] = [sheet.players[seat] for seat in sorted(result.knocked_out)]
    return extras


def ruling_json(saved: SavedRuling) -> dict[str, object]:
    """A saved ruling as the game document, the export and a backup hold it.

    It is kept as the dispute helper's answers and the house rules it was judged under:
    ``{"round", "dispute", "answers", "rules", "recorded_at"}``.
    """
    return {
        "round": saved.round_number,
        "dispute": saved.dispute,
        "answers": dict(saved.answers),
        "rules": dict(saved.rules),
        "recorded_at": as_utc(saved.created_at).isoformat(),
    }


def as_utc(moment: datetime) -> datetime:
    """A stored time as an aware UTC time (SQLite hands them back without a zone)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def iso_time(moment: datetime | None) -> str | None:
    """A stored time as ISO 8601 in UTC, ``None`` kept."""
    return None if moment is None else as_utc(moment).isoformat()


def started_at(game: Game) -> datetime:
    """When play started, as UTC (a game kept before the time was recorded: when it was
    set up)."""
    return as_utc(game.started_at or game.created_at)


def last_round_at(game: Game) -> datetime | None:
    """When the game's newest round was recorded, as UTC (``None`` before any round)."""
    return None if game.last_round_at is None else as_utc(game.last_round_at)


# ---- reads -------------------------------------------------------------------------


class Stamp(NamedTuple):
    """What a read needs to know of a game before it answers from what is kept."""

    id: str
    version: int
    edit_key_hash: str


# The stamp's query, built once.
STAMP_QUERY = select(Game.__table__.c.version, Game.__table__.c.edit_key_hash).where(
    Game.__table__.c.id == bindparam("game_id")
)


def read_stamp(game_id: str) -> Stamp:
    """The game's id, version and key hash, in one small read.

    It runs on a connection of its own, outside the session; on PostgreSQL without a
    transaction (autocommit): a lone SELECT needs none, and the server is spared a BEGIN
    and a ROLLBACK. (SQLite begins no transaction for a SELECT anyway.)

    :raises GameNotFound: if no game has this id.
    """
    if not GAME_ID.fullmatch(game_id):
        raise GameNotFound()
    row = read_alone(STAMP_QUERY, {"game_id": game_id})
    if row is None:
        raise GameNotFound()
    return Stamp(game_id, row.version, row.edit_key_hash)


def read_alone(query: Select[Any], values: Mapping[str, object]) -> Row[Any] | None:
    """The one row (or none) of a small read, on a connection of its own, outside the
    session; on PostgreSQL without a transaction (autocommit): a lone SELECT needs none,
    and the server is spared a BEGIN and a ROLLBACK."""
    connection = db.engine.connect()
    if connection.dialect.name == "postgresql":
        connection = connection.execution_options(isolation_level="AUTOCOMMIT")
    with connection:
        return connection.execute(query, dict(values)).one_or_none()


def get_game(game_id: str) -> Game | None:
    """The game with this id, or ``None`` (without a query when it cannot be an id)."""
    if not GAME_ID.fullmatch(game_id):
        return None
    return db.session.get(Game, game_id)


def deck_of_game(game_id: str) -> str | None:
    """The deck of the game with this id, or ``None`` when there is no such game."""
    game = get_game(game_id)
    return None if game is None else game.deck


def get_game_or_404(game_id: str, for_write: bool = False) -> Game:
    """The game (locked for a write when ``for_write``: see :func:`get_game_for_write`).

    :raises GameNotFound: if no game has this id; each blueprint answers it in its own form.
    """
    game = get_game_for_write(game_id) if for_write else get_game(game_id)
    if game is None:
        raise GameNotFound()
    return game


# ---- writes -----------------------------------------------------------------------


def get_game_for_write(game_id: str) -> Game | None:
    """The game with this id, read afresh under a lock that later writers wait for.

    Writes to one game are serialised so that none is refused as stale for having come
    at the same moment as another: PostgreSQL locks the row (``SELECT … FOR UPDATE``);
    SQLite waits for its turn among the database's writers, then takes its write lock
    first (``BEGIN IMMEDIATE``). The lock ends with the commit or rollback. Call it
    before reading anything else in the request.

    On SQLite, where the lock stops every writer of the database, the game's scoresheet
    is first read without it (readers never wait): under the lock, a game whose version
    is still the one read finds its scoresheet kept, and only a game changed meanwhile
    is read again. What the write decides, it decides on the game read under the lock.
    """
    if db.session.get_bind().dialect.name == "sqlite" and GAME_ID.fullmatch(game_id):
        with suppress(GameNotFound):  # answered under the lock, as for any write
            stamp = read_stamp(game_id)
            if scoresheets.get((game_id, stamp.version)) is None:
                warm = get_game(game_id)
                if warm is not None:
                    load_scoresheet(warm)
    begin_write()
    game = db.session.execute(
        select(Game)
        .where(Game.id == game_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    ).scalar_one_or_none()
    return game


def begin_write() -> None:
    """On SQLite, wait for this writer's turn, then take the database's write lock
    (``BEGIN IMMEDIATE``); elsewhere nothing (rows are locked as they are read)."""
    session = db.session()
    if session.get_bind().dialect.name != "sqlite":
        return
    if session.connection().connection.driver_connection.in_transaction:  # type: ignore[union-attr]
        session.rollback()  # SQLite allows one transaction per connection
    wait_sqlite_write_turn(session)
    session.execute(text("BEGIN IMMEDIATE"))


def create_game(settings: GameSettings) -> tuple[Game, str]:
    """Add a new game to this request's transaction; return it with its edit key (never
    stored in clear). The view commits (:func:`commit`)."""
    begin_write()
    key = new_edit_key()
    return store_game(settings, new_game_id(), hash_key(key)), key


def store_game(settings: GameSettings, game_id: str, key_hash: str) -> Game:
    """Add a game under this id and edit-key hash (a restore brings back its own)."""
    table = settings.table
    game = Game(
        id=game_id,
        name=settings.name,
        target=table.target,
        scoring=table.method.value,
        deck=table.deck,
        rules=settings.rules.to_dict(),
        teams=[list(team) for team in table.teams] if table.teams else None,
        first_dealer=table.first_dealer,
        play_on=table.play_on,
        follows_id=settings.follows,
        group_id=settings.group,
        edit_key_hash=key_hash,
        version=1,
        players=[Player(seat=seat, name=name) for seat, name in enumerate(table.players)],
    )
    db.session.add(game)
    db.session.flush()
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


# The statements every write runs, built once.
NOTE_REQUEST = insert(AppliedRequest.__table__)
BUMP_VERSION = (
    update(Game.__table__)
    .where(
        Game.__table__.c.id == bindparam("game_id"),
        Game.__table__.c.version == bindparam("based_on"),
    )
    .values(version=Game.__table__.c.version + 1, updated_at=bindparam("stamp"))
)
# A change to the game's rounds also sets when its newest round was recorded, in the
# same statement.
BUMP_VERSION_AND_LAST_ROUND = BUMP_VERSION.values(last_round_at=bindparam("last_round_at"))
INSERT_HANDS = insert(RoundHand.__table__)


class LastRound(NamedTuple):
    """When the game's newest round was recorded, after a change to its rounds (``None``:
    no round is left)."""

    at: datetime | None


def note_change(
    game: Game,
    request_id: str | None,
    changed: Scoresheet | None = None,
    last_round: LastRound | None = None,
) -> None:
    """Note a change to the locked game: the request id, the next version, the time of
    its newest round when ``last_round`` says it changed, and the ``changed`` scoresheet
    to keep once the view commits.

    :raises StaleVersion: if the game was not locked and another write got in first.
    """
    game_id, based_on, stamp = game.id, game.version, now()
    if request_id is not None:
        db.session.execute(NOTE_REQUEST, {"game_id": game_id, "request_id": request_id})
    values: dict[str, object] = {"game_id": game_id, "based_on": based_on, "stamp": stamp}
    statement = BUMP_VERSION
    if last_round is not None:
        statement, values["last_round_at"] = BUMP_VERSION_AND_LAST_ROUND, last_round.at
    # An UPDATE's result is a CursorResult (the session types every result as Result).
    bumped = cast(CursorResult[Any], db.session.execute(statement, values))
    if bumped.rowcount != 1:
        raise StaleVersion()
    # The session keeps what it wrote (nothing is read back): only the version and times
    # changed in the database alone.
    set_committed_value(game, "version", based_on + 1)
    set_committed_value(game, "updated_at", stamp)
    if last_round is not None:
        set_committed_value(game, "last_round_at", last_round.at)
    if changed is not None:
        db.session.info.setdefault("changed_sheets", []).append(((game_id, based_on + 1), changed))


def commit() -> None:
    """Commit the request's one transaction: the view calls it once, after its change.

    :raises StaleVersion: if the database refused it (a request id used twice at once);
        everything is rolled back.
    """
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        raise StaleVersion() from None


@event.listens_for(Session, "after_commit")
def keep_changed_sheets(session: Session) -> None:
    """A committed change's scoresheet is kept for the next read of its version."""
    for key, sheet in session.info.pop("changed_sheets", ()):
        scoresheets.keep(key, sheet)


@event.listens_for(Session, "after_rollback")
def forget_changed_sheets(session: Session) -> None:
    """A change rolled back is not kept."""
    session.info.pop("changed_sheets", None)


def hand_values(result: RoundResult, round_id: int) -> list[dict[str, object]]:
    """The rows of a round's hands, by seat, as values to insert."""
    return [
        {
            "round_id": round_id,
            "seat": seat,
            "cards": None if hand.cards is None else " ".join(card.code for card in hand.cards),
            "points": hand.points,
        }
        for seat, hand in result.hands.items()
    ]


def insert_hands(result: RoundResult, round_id: int) -> None:
    """Insert a round's hands in one statement (the scoresheet already holds them)."""
    db.session.execute(INSERT_HANDS, hand_values(result, round_id))


def store_round(
    game: Game, sheet: Scoresheet, result: RoundResult, request_id: str | None
) -> Scoresheet:
    """Add a round at the end; return the changed scoresheet. The round is recorded now,
    and so is the game's last round.

    The rows are inserted as plain statements: the game's rounds are not read only to be
    appended to, and nothing is read back.

    :raises GameOver: if the game is already finished.
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.with_round(result)
    recorded = now()
    # An INSERT's result is a CursorResult (the session types every result as Result).
    added = cast(
        CursorResult[Any],
        db.session.execute(
            insert(Round.__table__).values(
                game_id=game.id,
                number=len(changed.rounds),
                winner_seat=result.winner,
                side=result.side,
                knocked_out=sorted(result.knocked_out) or None,
                created_at=recorded,
            )
        ),
    )
    round_key = added.inserted_primary_key
    assert round_key is not None  # always there after a one-row INSERT
    insert_hands(result, round_key[0])
    db.session.expire(game, ["rounds"])
    note_change(game, request_id, changed, LastRound(recorded))
    return changed


def store_replacement(
    game: Game, sheet: Scoresheet, number: int, result: RoundResult, request_id: str | None
) -> Scoresheet:
    """Replace a round's winner and hands; return the changed scoresheet.

    A correction is not play: the round keeps the time it was recorded, and the game the
    time of its last round (its clock and its duration do not move).

    :raises RoundNotFound: if there is no such round.
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.replacing(number, result)
    row = game.rounds[number - 1]
    db.session.execute(delete(RoundHand).where(RoundHand.round_id == row.id))
    insert_hands(result, row.id)
    db.session.expire(row, ["hands"])
    row.winner_seat = result.winner
    row.side = result.side
    row.knocked_out = sorted(result.knocked_out) or None
    note_change(game, request_id, changed)
    return changed


def delete_round(
    game: Game, sheet: Scoresheet, number: int, request_id: str | None = None
) -> Scoresheet:
    """Remove a round; later rounds move up one number. Return the changed scoresheet.
    The game's last round is then the newest round left (none: ``None``).

    :raises RoundNotFound: if there is no such round.
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.without(number)
    game.rounds.remove(game.rounds[number - 1])
    db.session.flush()
    for later in game.rounds[number - 1 :]:
        later.number -= 1
        db.session.flush()
    newest = max((row.created_at for row in game.rounds), default=None)
    note_change(game, request_id, changed, LastRound(newest))
    return changed


def update_rules(game: Game, rules: HouseRules) -> None:
    """Change the game's house rules.

    :raises StaleVersion: if another write got in first.
    """
    game.rules = rules.to_dict()
    note_change(game, None)


def end_game(game: Game, sheet: Scoresheet, clock: bool = False) -> Scoresheet:
    """The table ends the game: the leaders win. Return the ended scoresheet.

    With ``clock`` (a club night's round clock ran out) any game ends so, as it stands,
    and one with no round yet ends with no winners.

    :raises NotPlayingOn: unless the game plays on past the target (or ``clock``).
    :raises GameOver: if the game is already finished.
    :raises NothingToEnd: if no round was played (unless ``clock``).
    :raises StaleVersion: if another write got in first.
    """
    changed = sheet.stopping() if clock else sheet.ending()
    game.ended_at = now()
    note_change(game, None, changed)
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

    :raises StaleVersion: if another write got in first.
    """
    game.rulings.append(
        SavedRuling(
            round_number=round_number,
            dispute=dispute,
            answers=dict(answers),
            rules=rules.to_dict(),
        )
    )
    note_change(game, request_id)


def next_game(game: Game) -> Game | None:
    """The game started from this one with "play again", if any."""
    return db.session.execute(select(Game).where(Game.follows_id == game.id)).scalar_one_or_none()
