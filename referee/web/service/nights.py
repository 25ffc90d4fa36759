"""Club nights as stored: players seated at several tables for some rounds, each table
playing one ordinary game per round, the standings across the evening, and the final.

The pure work (seating, standings, the final table, the winners) is
:mod:`referee.scorekeeping.nights`'s; here rows become its values and back. A night's
games are ordinary games (``Game.night_id``): they are recorded, corrected and ended as
any game is, and a night in a group puts them in the group.

The night document's version is the night's own plus its games' versions (as a group's),
so a round recorded at any table gives the night a new version; what is worked out from
them is kept per version (:data:`views`), like a group's season.

Every write takes the games' path: the night read under its lock
(:func:`get_night_for_write`), the change added here (nothing here commits), and one
commit by the caller (``games.commit()``).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import NamedTuple

from sqlalchemy import bindparam, func, select
from werkzeug.exceptions import NotFound

from referee.decks import DECKS
from referee.rules import HouseRules
from referee.scorekeeping import nights as seating
from referee.scorekeeping.checks import GameSettings
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Method, Table
from referee.scorekeeping.season import ranks_of
from referee.web.edge import fields
from referee.web.edge.schema.nights import NewNight
from referee.web.infra.extensions import db
from referee.web.infra.kept import Kept
from referee.web.service import games
from referee.web.service.games import as_utc
from referee.web.service.models import Game, Night, NightRound, now

# Night ids look like game ids: 16 URL-safe characters.
NIGHT_ID = games.GAME_ID


class NightNotFound(NotFound):
    """No night has this id."""


class NightRefusal(Exception):
    """A write the night refuses (answered as the game's refusals are:
    :mod:`referee.web.service.refusals`)."""


class RoundOpen(NightRefusal):
    """The round seated last still has a table playing: the next cannot be seated yet."""


class NightOver(NightRefusal):
    """Every round of the night (and its final) is seated: there is nothing left to seat."""


class NightRoundNotFound(NightRefusal, LookupError):
    """The night has no round of this number (``args[0]``)."""


@dataclass(frozen=True)
class NightSettings:
    """Everything needed to start a night (read by the API's body or the home page's form).

    ``players`` in the order given; ``scoring`` a :class:`Method` (or its value);
    ``group`` the id of the group its games join, if any (the caller has checked the
    group's key). :func:`check_night` reads them all again.
    """

    name: str
    players: tuple[str, ...]
    table_size: int = fields.DEFAULT_TABLE_SIZE
    rounds: int = fields.DEFAULT_NIGHT_ROUNDS
    minutes: int | None = None
    final: bool = False
    deck: str = "classic"
    scoring: Method = Method.COLLECT
    target: int = 500
    rules: HouseRules = HouseRules()
    group: str | None = None


class NightStamp(NamedTuple):
    """What a read needs to know of a night before it answers from what is kept."""

    id: str
    version: int
    edit_key_hash: str


def settings_from(body: NewNight) -> NightSettings:
    """The settings a new night's body (or an export) gives, with a game's defaults: the
    deck's own target when none is given, the official rules under the changes named."""
    changes: dict[str, object] = {}
    if body.rules is not None:
        changes = body.rules.model_dump(exclude_unset=True)
    return NightSettings(
        name=body.name or "",
        players=tuple(body.players),
        table_size=body.table_size,
        rounds=body.rounds,
        minutes=body.minutes,
        final=body.final,
        deck=body.deck,
        scoring=Method(body.scoring),
        target=body.target if "target" in body.model_fields_set else DECKS[body.deck].target,
        rules=HouseRules.from_mapping(changes),
    )


def settings_json(night: Night) -> dict[str, object]:
    """A stored night's settings as the night document and its export both give them."""
    return {
        "name": night.name,
        "players": list(night.players),
        "table_size": night.table_size,
        "rounds": night.rounds,
        "minutes": night.minutes,
        "final": night.final,
        "deck": night.deck,
        "scoring": night.scoring,
        "target": night.target,
        "rules": HouseRules.from_mapping(night.rules).to_dict(),
    }


# ---- keys ------------------------------------------------------------------------------------


def table_key(organiser_key: str, game_id: str) -> str:
    """The edit key of a table's game, derived from the organiser's key (an HMAC-SHA256 of
    the game's id under it, URL-safe, as long as any edit key): the organiser's device can
    show every table's QR code again, though keys are stored only as hashes."""
    digest = hmac.new(organiser_key.encode(), game_id.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


def round_seed(seed: int, number: int) -> int:
    """The seed of round ``number``'s draw, from the night's kept seed: the same draw can
    always be made again."""
    digest = hashlib.sha256(f"{seed}:{number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


# ---- settings ------------------------------------------------------------------------------


def check_night(settings: NightSettings) -> NightSettings:
    """The settings read again, each by the edge's readers (the API's body and the home
    page's form say the same of the same fault): the name, 4 to 120 players named once
    each, tables of 3 to 10, 1 to 12 rounds, a clock of 5 to 240 minutes or none, and the
    deck, scoring and target as for a game.

    :raises InputError: naming the first setting that breaks a rule.
    """
    players = fields.clean_night_players(list(settings.players))
    table_size = fields.clean_table_size(settings.table_size)
    rounds = fields.clean_night_rounds(settings.rounds)
    minutes = fields.clean_minutes(settings.minutes)
    final = bool(fields.one_of(settings.final, (False, True), "final"))
    return NightSettings(
        name=fields.clean_night_name(settings.name),
        players=players,
        table_size=table_size,
        rounds=rounds,
        minutes=minutes,
        final=final,
        deck=fields.deck_name(settings.deck),
        scoring=fields.clean_method(
            settings.scoring.value if isinstance(settings.scoring, Method) else settings.scoring
        ),
        target=fields.clean_target(settings.target),
        rules=settings.rules,
        group=settings.group,
    )


# ---- reads ---------------------------------------------------------------------------------


NIGHT_TABLE, GAME_TABLE = Night.__table__, Game.__table__
# The night's version plus its games' versions: any change to the night or a game of it
# makes it larger (versions only grow, and a new game adds at least 1).
STAMP_QUERY = select(
    NIGHT_TABLE.c.version,
    NIGHT_TABLE.c.edit_key_hash,
    select(func.coalesce(func.sum(GAME_TABLE.c.version), 0))
    .where(GAME_TABLE.c.night_id == NIGHT_TABLE.c.id)
    .scalar_subquery()
    .label("games_version"),
).where(NIGHT_TABLE.c.id == bindparam("night_id"))


def read_stamp(night_id: str) -> NightStamp:
    """The night's id, version (its own and its games') and key hash, in one small read.

    :raises NightNotFound: if no night has this id.
    """
    if not isinstance(night_id, str) or not NIGHT_ID.fullmatch(night_id):
        raise NightNotFound()
    row = games.read_alone(STAMP_QUERY, {"night_id": night_id})
    if row is None:
        raise NightNotFound()
    return NightStamp(night_id, row.version + row.games_version, row.edit_key_hash)


def get_night(night_id: str) -> Night | None:
    """The night with this id, or ``None`` (without a query when it cannot be an id)."""
    if not isinstance(night_id, str) or not NIGHT_ID.fullmatch(night_id):
        return None
    return db.session.get(Night, night_id)


def get_night_or_404(night_id: str) -> Night:
    """The night with this id.

    :raises NightNotFound: if there is none.
    """
    night = get_night(night_id)
    if night is None:
        raise NightNotFound()
    return night


def get_night_for_write(night_id: str) -> Night:
    """The night with this id, read afresh under a lock that later writers wait for (as a
    game's write is: :func:`referee.web.service.games.get_game_for_write`): two requests
    seating at once seat one round, then find it seated. Call it before reading anything
    else in the request.

    :raises NightNotFound: if there is none.
    """
    if not isinstance(night_id, str) or not NIGHT_ID.fullmatch(night_id):
        raise NightNotFound()
    games.begin_write()
    night = db.session.execute(
        select(Night)
        .where(Night.id == night_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    ).scalar_one_or_none()
    if night is None:
        raise NightNotFound()
    db.session.refresh(night, ["seated"])  # the rounds as they are under the lock
    return night


@dataclass(frozen=True)
class TableGame:
    """One table's game: its round and table (from 1), its id and its scoresheet."""

    round: int
    table: int
    id: str
    sheet: Scoresheet

    def result(self) -> seating.TableResult | None:
        """The game's places, once it is over; ``None`` while it goes on or when it was
        stopped before any round (it counts in nobody's standings)."""
        if not self.sheet.is_over() or not self.sheet.rounds:
            return None
        return seating.TableResult(self.sheet.players, ranks_of(self.sheet))


GAMES_QUERY = (
    select(
        GAME_TABLE.c.id, GAME_TABLE.c.version, GAME_TABLE.c.night_round, GAME_TABLE.c.night_table
    )
    .where(GAME_TABLE.c.night_id == bindparam("night_id"))
    .order_by(GAME_TABLE.c.night_round, GAME_TABLE.c.night_table)
)


def night_games(night_id: str) -> tuple[list[TableGame], int]:
    """The night's games by round and table, and the sum of their versions (a game's
    scoresheet kept for its version is used as it is)."""
    found = db.session.execute(GAMES_QUERY, {"night_id": night_id}).all()
    sheets = games.scoresheets_of({row.id: row.version for row in found})
    played = [
        TableGame(row.night_round, row.night_table, row.id, sheets[row.id])
        for row in found
        if row.night_round is not None and row.night_table is not None
    ]
    return played, sum(row.version for row in found)


# ---- what a night shows, worked out once per version ---------------------------------------


@dataclass(frozen=True)
class NightView:
    """A night at one version: its settings, its seated rounds with their games, the
    standings (from every finished game of its rounds, the final's never), the winners
    (once it is over) and how many pairs met more than once."""

    night: Night
    seated: tuple[NightRound, ...]
    games: tuple[TableGame, ...]
    version: int
    lines: tuple[seating.NightLine, ...] = field(default=())

    @property
    def planned(self) -> int:
        """How many rounds the night seats in all: its rounds, and the final if it has one."""
        return self.night.rounds + (1 if self.night.final else 0)

    def games_of(self, number: int) -> list[TableGame]:
        """The games of round ``number``, by table."""
        return [game for game in self.games if game.round == number]

    def round_open(self) -> bool:
        """Whether a game of the round seated last is still being played."""
        if not self.seated:
            return False
        return any(not game.sheet.is_over() for game in self.games_of(self.seated[-1].number))

    @property
    def state(self) -> str:
        """``open`` before the first round, ``over`` once every round is seated and played,
        ``playing`` in between."""
        if not self.seated:
            return "open"
        if len(self.seated) >= self.planned and not self.round_open():
            return "over"
        return "playing"

    def final_result(self) -> seating.TableResult | None:
        """The final's result, once its game is over (with a round played)."""
        finals = [row for row in self.seated if row.final]
        if not finals:
            return None
        found = [game.result() for game in self.games_of(finals[0].number)]
        return next((result for result in found if result is not None), None)

    def winners(self) -> list[str]:
        """Who won the night, once it is over: the final's winners, else the first place."""
        if self.state != "over":
            return []
        return list(seating.night_winners(self.lines, self.final_result()))

    def repeats(self) -> int:
        """The pairs who shared a table more than once in the night's rounds (not the final)."""
        return seating.repeat_pairs(
            [tuple(tuple(table) for table in row.tables) for row in self.seated if not row.final]
        )

    def document(self) -> dict[str, object]:
        """The night document of the API contract."""
        night = self.night
        return {
            "id": night.id,
            **settings_json(night),
            "group": night.group_id,
            "state": self.state,
            "seated": [self.round_json(row) for row in self.seated],
            "standings": [
                {
                    "player": line.player,
                    "place": line.place,
                    "points": line.points,
                    "wins": line.wins,
                    "games": line.games,
                    "average_place": line.average_place,
                }
                for line in self.lines
            ],
            "winners": self.winners(),
            "repeats": self.repeats(),
            "version": self.version,
        }

    def round_json(self, row: NightRound) -> dict[str, object]:
        """One seated round: its tables, each with its game, whether it is over, its winners."""
        by_table = {game.table: game for game in self.games_of(row.number)}
        tables = []
        for number, players in enumerate(row.tables, start=1):
            game = by_table.get(number)
            outcome = game.sheet.outcome() if game else None
            tables.append(
                {
                    "table": number,
                    "players": list(players),
                    "game": game.id if game else None,
                    "over": outcome is not None,
                    "winners": list(outcome.players) if outcome else [],
                }
            )
        return {**round_heading(row), "tables": tables}


def standings_of(
    night: Night, played: Sequence[TableGame], seated: Sequence[NightRound]
) -> list[seating.NightLine]:
    """The standings from the finished games of the night's rounds (never the final's)."""
    finals = {row.number for row in seated if row.final}
    results = [
        result
        for game in played
        if game.round not in finals and (result := game.result()) is not None
    ]
    return list(seating.standings(list(night.players), results))


def load_view(night_id: str) -> NightView:
    """The night as it is now, read whole (its games' kept scoresheets used as they are).

    :raises NightNotFound: if no night has this id.
    """
    night = db.session.execute(
        select(Night).where(Night.id == night_id).execution_options(populate_existing=True)
    ).scalar_one_or_none()
    if night is None:
        raise NightNotFound()
    seated = tuple(
        db.session.execute(
            select(NightRound).where(NightRound.night_id == night_id).order_by(NightRound.number)
        ).scalars()
    )
    played, games_version = night_games(night_id)
    lines = tuple(standings_of(night, played, seated))
    return NightView(night, seated, tuple(played), night.version + games_version, lines)


# Night documents worked out lately, per (night id, version).
documents: Kept[dict[str, object]] = Kept(64)


def night_document(night_id: str, stamp: NightStamp | None = None) -> dict[str, object]:
    """The night document of the API contract at the night's current version (its
    ``"version"`` is the ETag); ``stamp`` is the night's, when the caller has read it.
    Made once per version: do not change what it returns.

    :raises NightNotFound: if no night has this id.
    """
    stamp = stamp or read_stamp(night_id)

    def work_out() -> tuple[tuple[str, int], dict[str, object]]:
        view = load_view(night_id)
        # The version of what was read: a write may have come in since the stamp.
        return (night_id, view.version), view.document()

    return documents.get_or_make_as((night_id, stamp.version), work_out)


def with_table_keys(
    document: dict[str, object], number: int, organiser_key: str
) -> dict[str, object]:
    """A copy of the night document whose round ``number`` gives each table's game its
    ``edit_key`` (the answer that seats the round, and the organiser's page)."""
    seated = []
    for row in document["seated"]:  # type: ignore[attr-defined]
        if row["number"] == number:
            row = {
                **row,
                "tables": [
                    {**table, "edit_key": table_key(organiser_key, table["game"])}
                    if table["game"]
                    else table
                    for table in row["tables"]
                ],
            }
        seated.append(row)
    return {**document, "seated": seated}


# ---- writes --------------------------------------------------------------------------------


def create_night(settings: NightSettings) -> tuple[Night, str]:
    """Add a new night to this request's transaction; return it with the organiser's key
    (never stored in clear). The caller commits (``games.commit()``).

    :raises InputError: naming the first setting that breaks a rule.
    """
    checked = check_night(settings)
    games.begin_write()
    key = games.new_edit_key()
    night = store_night(checked, games.new_game_id(), games.hash_key(key), secrets.randbits(52))
    return night, key


def store_night(
    settings: NightSettings,
    night_id: str,
    key_hash: str,
    seed: int,
    created_at: datetime | None = None,
) -> Night:
    """Add a night under this id, organiser-key hash and seed (a restore brings back its
    own)."""
    night = Night(
        id=night_id,
        name=settings.name,
        players=list(settings.players),
        table_size=settings.table_size,
        rounds=settings.rounds,
        minutes=settings.minutes,
        final=settings.final,
        deck=settings.deck,
        scoring=Method(settings.scoring).value,
        target=settings.target,
        rules=settings.rules.to_dict(),
        group_id=settings.group,
        seed=seed,
        edit_key_hash=key_hash,
        version=1,
    )
    if created_at is not None:
        night.created_at = created_at
    db.session.add(night)
    db.session.flush()
    return night


def seated_for(night: Night, request_id: str | None) -> NightRound | None:
    """The round a seating with this request id seated already, if any (a retry)."""
    if request_id is None:
        return None
    return next((row for row in night.seated if row.request_id == request_id), None)


def next_tables(night: Night, view: NightView) -> tuple[list[tuple[str, ...]], bool]:
    """The next round's tables (names in seat order) and whether it is the final.

    :raises RoundOpen: if a game of the round seated last is not over (checked first).
    :raises NightOver: if nothing is left to seat.
    """
    if view.round_open():
        raise RoundOpen()
    number = len(view.seated) + 1
    seed = round_seed(night.seed, number)
    if number <= night.rounds:
        earlier = [[tuple(table) for table in row.tables] for row in view.seated if not row.final]
        return list(seating.seat_round(list(night.players), night.table_size, earlier, seed)), False
    if night.final and number == night.rounds + 1:
        return [tuple(seating.final_table(view.lines, night.table_size, seed))], True
    raise NightOver()


def seat_next_round(night: Night, request_id: str | None, organiser_key: str) -> NightRound:
    """Seat the next round (or the final) of the night, locked for this write
    (:func:`get_night_for_write`), and start one game per table with the night's deck,
    scoring, target and rules, its players in the drawn seat order, each editable with
    :func:`table_key` of ``organiser_key`` (which the caller has checked). A request id
    that seated a round already returns that round and seats nothing. The caller commits.

    :raises RoundOpen: if a game of the round seated last is not over (checked first).
    :raises NightOver: if nothing is left to seat.
    """
    again = seated_for(night, request_id)
    if again is not None:
        return again
    view = load_view(night.id)
    tables, final = next_tables(night, view)
    number = len(view.seated) + 1
    started = now()
    ends = None if night.minutes is None else started + timedelta(minutes=night.minutes)
    row = NightRound(
        number=number,
        final=final,
        started_at=started,
        ends_at=ends,
        tables=[list(table) for table in tables],
        request_id=request_id,
    )
    night.seated.append(row)
    rules = HouseRules.from_mapping(night.rules)
    for index, players in enumerate(tables, start=1):
        settings = GameSettings(
            # the night's name; its round and table are said in the reader's language
            # when shown (games.title_of), never stored as words
            night.name[: fields.MAX_GAME_NAME],
            Table(tuple(players), night.target, Method(night.scoring), night.deck),
            rules,
            group=night.group_id,
        )
        game_id = games.new_game_id()
        game = games.store_game(
            settings, game_id, games.hash_key(table_key(organiser_key, game_id))
        )
        game.night_id, game.night_round, game.night_table = night.id, number, index
        game.started_at = started
    night.version += 1
    db.session.flush()
    return row


def end_round(night: Night, number: int) -> None:
    """The round clock ran out: every game of round ``number`` (the final too) not yet
    over ends as it stands, its leaders winning, as a game that plays on is ended (a game
    with no round ends with no winners). Games over already are left as they are; ending
    a round again changes nothing. The caller commits.

    :raises NightRoundNotFound: if the night has no such round.
    """
    if not any(row.number == number for row in night.seated):
        raise NightRoundNotFound(number)
    locked = db.session.execute(
        select(Game)
        .where(Game.night_id == night.id, Game.night_round == number)
        .order_by(Game.night_table)
        .with_for_update()
        .execution_options(populate_existing=True)
    ).scalars()
    for game in locked:
        sheet = games.load_scoresheet(game)
        if not sheet.is_over():
            games.end_game(game, sheet, clock=True)


def round_heading(row: NightRound) -> dict[str, object]:
    """A round as the night's document and its export begin it: its number, whether it is
    the final, when it was seated and when its clock runs out (``None``: no clock)."""
    return {
        "number": row.number,
        "final": row.final,
        "started_at": as_utc(row.started_at).isoformat(),
        "ends_at": None if row.ends_at is None else as_utc(row.ends_at).isoformat(),
    }
