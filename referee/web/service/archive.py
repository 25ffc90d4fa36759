"""Games out and back in: JSON export and import, CSV export, and whole-database backups.

A game's export holds everything needed to rebuild it (settings, players, teams, house
rules, every round with its hands as cards or points and the time it was recorded). It
is built from the service layer's view of a game and read back through the same checks
as starting a game and recording rounds, so an import is refused whole or stored whole.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import select

from referee.decks import get_deck
from referee.errors import InputError, Path, field_text
from referee.i18n import N_, _
from referee.rules import HouseRules
from referee.scorekeeping import plays
from referee.scorekeeping.checks import GameSettings
from referee.scorekeeping.scoresheet import GameOver, Scoresheet
from referee.scorekeeping.scoring import Leftover, Method, RoundResult
from referee.web.edge import fields
from referee.web.edge.schema.games import GameFile, NewGame, SavedRulingBody
from referee.web.edge.schema.groups import GroupFile
from referee.web.edge.schema.nights import ExportedSeating, NightFile
from referee.web.edge.schema.reading import read
from referee.web.edge.schema.values import (
    MAX_GROUP_GAMES,
    MAX_GROUP_NIGHTS,
)
from referee.web.infra.extensions import db
from referee.web.service import games, groups, nights
from referee.web.service.games import as_utc
from referee.web.service.models import Game, Group, Night, NightRound, SavedRuling

GAME_FORMAT = "uno-referee-game"
BACKUP_FORMAT = "uno-referee-backup"
FORMAT_VERSION = 1
EXPORT_FIELDS = (
    "format", "format_version", "id", "created_at", "started_at", "last_round_at",
    *NewGame.model_fields, "rounds", "ended", "rulings",
)  # fmt: skip
BACKUP_FIELDS = (*EXPORT_FIELDS, "edit_key_hash", "group")
GROUP_FORMAT = "uno-referee-group"
GROUP_FIELDS = tuple(GroupFile.model_fields)
BACKUP_GROUP_FIELDS = ("id", "name", "created_at", "edit_key_hash")
RULING_FIELDS = ("round", "dispute", "answers", "rules", "recorded_at")
KEY_HASH = re.compile(r"[0-9a-f]{64}")
# Spreadsheets run a cell that starts with one of these as a formula.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True, slots=True)
class GameExport:
    """A game read back from an export, every part of it checked."""

    settings: GameSettings
    rounds: tuple[RoundResult, ...]
    round_times: tuple[datetime, ...]
    created_at: datetime
    ended: bool = False  # ended by the table (it plays on) or by a round clock
    rulings: tuple[ImportedRuling, ...] = ()
    # When play started and when the newest round was recorded (an export made before
    # they were kept: when the game was set up, and its newest round's time).
    started_at: datetime | None = None
    last_round_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class ImportedRuling:
    """A saved ruling read back from an export: when, which dispute, its answers, its rules."""

    round_number: int
    dispute: str
    answers: dict[str, str]
    rules: HouseRules
    recorded_at: datetime


# ---- out ---------------------------------------------------------------------------------


def export_game(game: Game) -> dict[str, object]:
    """The game as a lossless JSON document (no edit key: the view link can fetch it)."""
    sheet = games.load_scoresheet(game)
    table, names = sheet.table, sheet.players
    rounds = [
        {
            "winner": names[result.winner],
            "hands": {names[seat]: hand_json(hand) for seat, hand in result.hands.items()},
            **games.round_extras(sheet, result),
            "recorded_at": as_utc(row.created_at).isoformat(),
        }
        for result, row in zip(sheet.rounds, game.rounds, strict=True)
    ]
    return {
        "format": GAME_FORMAT,
        "format_version": FORMAT_VERSION,
        "id": game.id,
        "created_at": as_utc(game.created_at).isoformat(),
        "started_at": games.iso_time(games.started_at(game)),
        "last_round_at": games.iso_time(game.last_round_at),
        "name": game.name,
        "players": list(names),
        "target": table.target,
        "scoring": table.method.value,
        "deck": table.deck,
        "rules": sheet.rules.to_dict(),
        "teams": [list(team) for team in table.teams] if table.teams else None,
        "dealer": names[table.first_dealer],
        "rounds": rounds,
        # A game that plays on says so, and whether the table ended it; another says when
        # a round clock ended it as it stood.
        **({"play_on": True, "ended": sheet.ended} if table.play_on else {}),
        **({"ended": True} if sheet.ended and not table.play_on else {}),
        **(
            {"rulings": [games.ruling_json(saved) for saved in game.rulings]}
            if game.rulings
            else {}
        ),
    }


def bgstats_play(game: Game) -> dict[str, object]:
    """The finished game as a play for BG Stats (see :mod:`referee.scorekeeping.plays`).

    :raises NotOver: if the game is not over.
    """
    sheet = games.load_scoresheet(game)
    return plays.bgstats_play(sheet, game.id, games.started_at(game), games.last_round_at(game))


def hand_json(hand: Leftover) -> list[str] | dict[str, int]:
    """A hand as a round body gives it: its card codes, or ``{"points": n}``."""
    if hand.cards is None:
        return {"points": hand.points}
    return [card.code for card in hand.cards]


def csv_text(game: Game) -> str:
    """One row per round and player, with both methods' points and running totals."""
    sheet = games.load_scoresheet(game)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(
        [
            "round",
            "recorded_at",
            "player",
            "went_out",
            "cards",
            "hand_points",
            "collect_points",
            "collect_total",
            "lowest_points",
            "lowest_total",
        ]
    )
    collect_after = sheet.running_totals(Method.COLLECT)
    lowest_after = sheet.running_totals(Method.LOWEST)
    before_collect = sheet.tally(0).collect
    for number, (result, row) in enumerate(zip(sheet.rounds, game.rounds, strict=True), start=1):
        # Totals after this round, from the scoresheet: their steps are the round's points.
        collect, lowest = collect_after[number - 1], lowest_after[number - 1]
        for seat, player in enumerate(sheet.players):
            hand = result.hands.get(seat)
            codes = [] if hand is None or hand.cards is None else [c.code for c in hand.cards]
            writer.writerow(
                [
                    number,
                    as_utc(row.created_at).isoformat(),
                    spreadsheet_safe(player),
                    "yes" if seat == result.winner else "no",
                    spreadsheet_safe(" ".join(codes)),  # a colourless "+2" first is no formula
                    result.points_of(seat),
                    collect[player] - before_collect[player],
                    collect[player],
                    result.points_of(seat),
                    lowest[player],
                ]
            )
        before_collect = collect
    return out.getvalue()


def spreadsheet_safe(text: str) -> str:
    """Text a spreadsheet shows as text, never runs as a formula."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


# ---- in ----------------------------------------------------------------------------------


# What a file that is not an export of its kind is told: a game's, a group's.
NOT_AN_EXPORT = {
    "game": N_("This is not a game export: format must be “{format}”, version {version}."),
    "group": N_("This is not a group export: format must be “{format}”, version {version}."),
    "night": N_("This is not a night export: format must be “{format}”, version {version}."),
}


def check_format(body: Mapping[str, object], name: str, what: str) -> None:
    """Refuse a file that is not an export of this kind (``what``: game or group) and version.

    :raises InputError: naming ``format``.
    """
    if body.get("format") != name or body.get("format_version") != FORMAT_VERSION:
        raise InputError(
            _(NOT_AN_EXPORT[what]).format(format=name, version=FORMAT_VERSION),
            "format",
            "invalid_value",
        )


def read_export(body: Mapping[str, object], allowed: Sequence[str] = EXPORT_FIELDS) -> GameExport:
    """Check a game export as the API's model declares it (:class:`GameFile`), then with
    the checks of starting a game and of the scoresheet taking its rounds.

    :raises InputError: naming the first field that is wrong.
    """
    fields.reject_unknown(body, tuple(allowed))  # a backup's own keys are read apart
    check_format(body, GAME_FORMAT, "game")
    settings = read(NewGame, {k: v for k, v in body.items() if k in NewGame.model_fields})
    table = settings.settings().table
    # The rounds name the players and hold the deck's cards: read against them.
    game = read(
        GameFile,
        {k: v for k, v in body.items() if k in GameFile.model_fields},
        players=table.players,
        deck=get_deck(table.deck),
    )
    sheet = Scoresheet(table, settings.settings().rules)
    times: list[datetime] = []
    for index, played in enumerate(game.rounds):
        where = f"rounds[{index}]"
        try:
            read_round = played.result(table)
            sheet = sheet.with_round(read_round.result)
        except InputError as error:
            raise error.naming(sheet.players).within("rounds", index) from None
        except GameOver:
            raise InputError(_("The game is over before this round."), where, "game_over") from None
        times.append(read_time(played.recorded_at, where + ".recorded_at"))
    created_at = read_time(game.created_at, "created_at")
    started = created_at if game.started_at is None else read_time(game.started_at, "started_at")
    last_round = max(times, default=None)
    if game.last_round_at is not None:
        if not times:
            raise InputError(
                _("{field} must be null for a game without rounds.").format(field="last_round_at"),
                "last_round_at",
                "invalid_value",
            )
        last_round = read_time(game.last_round_at, "last_round_at")
    if game.ended and not table.play_on and sheet.is_over():
        raise InputError(
            _("{field} is true only for a game ended before it was over.").format(field="ended"),
            "ended",
            "invalid_value",
        )
    if game.ended and table.play_on and not sheet.rounds:
        raise InputError(
            _(
                "{field} must be true or false, and true only for a game that plays on and has "
                "rounds."
            ).format(field="ended"),
            "ended",
            "invalid_value",
        )
    rulings = tuple(
        imported_ruling(saved, f"rulings[{index}]", len(sheet.rounds), sheet.rules)
        for index, saved in enumerate(game.rulings)
    )
    return GameExport(
        settings.settings(),
        sheet.rounds,
        tuple(times),
        created_at,
        game.ended,
        rulings,
        started,
        last_round,
    )


def imported_ruling(
    saved: SavedRulingBody, where: str, rounds: int, rules: HouseRules
) -> ImportedRuling:
    """A saved ruling of an export, read by its model, checked against the game: a round
    it had (or the next), rules over the game's, answers of plain text.

    :raises InputError: naming the first field that is wrong (``rulings[i].<key>``).
    """
    number = fields.whole_number(saved.round, where + ".round", 1, rounds + 1, "round")
    try:
        changes: dict[str, object] = (
            saved.rules.model_dump(exclude_unset=True) if saved.rules is not None else {}
        )
        judged_under = HouseRules.from_mapping(changes, rules)
    except InputError as error:
        raise InputError(error.message, f"{where}.{error.field}", error.code) from None
    for key, text in saved.answers.items():
        fields.plain_text(key, f"{where}.answers.{key}", _("An answer's name"))
        fields.plain_text(text, f"{where}.answers.{key}", _("An answer"))
    at = read_time(saved.recorded_at, where + ".recorded_at")
    return ImportedRuling(number, saved.dispute, dict(saved.answers), judged_under, at)


def read_time(value: object, where: str) -> datetime:
    """An ISO 8601 time with its zone, as UTC; ``None`` means now.

    :raises InputError: if it is not one.
    """
    if value is None:
        return datetime.now(UTC)
    try:
        moment = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        raise InputError(
            _("Times must be ISO 8601 with a zone, such as 2026-11-23T10:00:00+00:00."),
            where,
            "invalid_value",
        )
    return moment.astimezone(UTC)


def store_export(
    export: GameExport,
    game_id: str | None = None,
    key_hash: str | None = None,
    group_id: str | None = None,
) -> tuple[Game, str | None]:
    """Add a checked export to this request's transaction as a game; return it and its
    new edit key. The caller commits once, so a failure leaves nothing behind.

    With ``game_id`` and ``key_hash`` (a restore) the game keeps its id and edit key.
    Rounds go in through the service layer one by one, as they were recorded. With
    ``group_id`` the game is played in that group.
    """
    if group_id is not None:
        export = dataclasses.replace(
            export, settings=dataclasses.replace(export.settings, group=group_id)
        )
    if game_id is None:
        game, key = games.create_game(export.settings)
    else:
        game, key = games.store_game(export.settings, game_id, key_hash or ""), None
    sheet = Scoresheet(export.settings.table, export.settings.rules)  # kept once committed
    for result in export.rounds:
        sheet = games.store_round(game, sheet, result, None)
    if export.ended:
        games.end_game(game, sheet, clock=not export.settings.table.play_on)
    for ruling in export.rulings:
        game.rulings.append(
            SavedRuling(
                round_number=ruling.round_number,
                dispute=ruling.dispute,
                answers=ruling.answers,
                rules=ruling.rules.to_dict(),
                created_at=ruling.recorded_at,
            )
        )
    # Times are kept as recorded, not as restored.
    game.created_at = export.created_at
    game.started_at = export.started_at or export.created_at
    game.last_round_at = export.last_round_at
    for row, recorded_at in zip(game.rounds, export.round_times, strict=True):
        row.created_at = recorded_at
    db.session.flush()
    return game, key


# ---- groups -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GroupExport:
    """A group read back from an export: its name, when it started, its games."""

    name: str
    created_at: datetime
    games: tuple[GameExport, ...]
    nights: tuple[NightExport, ...] = ()


def export_group(group: Group) -> dict[str, object]:
    """The group and every game of it, oldest first, as a lossless JSON document; its club
    nights (if any) each with their games, which are not among the group's ``games``."""
    found = db.session.scalars(
        db.select(Night).where(Night.group_id == group.id).order_by(Night.created_at, Night.id)
    ).all()
    return {
        "format": GROUP_FORMAT,
        "format_version": FORMAT_VERSION,
        "id": group.id,
        "name": group.name,
        "created_at": as_utc(group.created_at).isoformat(),
        "games": [
            export_game(game) for game in groups.group_games(group.id) if game.night_id is None
        ],
        **({"nights": [export_night(night) for night in found]} if found else {}),
    }


def read_group_export(
    body: Mapping[str, object], allowed: Sequence[str] = GROUP_FIELDS
) -> GroupExport:
    """Check a group export: its name, and every game as a game export is checked.

    :raises InputError: naming the first field that is wrong.
    """
    fields.reject_unknown(body, tuple(allowed))
    check_format(body, GROUP_FORMAT, "group")
    name = fields.clean_group_name(fields.require(body, "name"))
    raw_games = body.get("games", [])
    if not isinstance(raw_games, list) or len(raw_games) > MAX_GROUP_GAMES:
        raise InputError(
            _("{field} must be a list of up to {count} games.").format(
                field="games", count=MAX_GROUP_GAMES
            ),
            "games",
            "invalid_value",
        )
    found = []
    for index, raw in enumerate(raw_games):
        if not isinstance(raw, dict):
            raise InputError(_("Each game must be an object."), f"games[{index}]", "invalid_value")
        try:
            found.append(read_export(raw))
        except InputError as error:
            raise error.within("games", index) from None
    raw_nights = body.get("nights", [])
    if not isinstance(raw_nights, list) or len(raw_nights) > MAX_GROUP_NIGHTS:
        raise InputError(
            _("{field} must be a list of up to {count} club nights.").format(
                field="nights", count=MAX_GROUP_NIGHTS
            ),
            "nights",
            "invalid_value",
        )
    nights_found = []
    for index, raw in enumerate(raw_nights):
        if not isinstance(raw, dict):
            raise InputError(
                _("Each club night must be an object."), f"nights[{index}]", "invalid_value"
            )
        try:
            nights_found.append(read_night_export(raw))
        except InputError as error:
            raise error.within("nights", index) from None
    created_at = read_time(body.get("created_at"), "created_at")
    return GroupExport(name, created_at, tuple(found), tuple(nights_found))


def store_group_export(export: GroupExport) -> tuple[Group, str]:
    """Add a checked group export and its games, with new ids, to this request's
    transaction; return the group and its new edit key, which also edits every game
    imported with it and organises its nights (their tables' keys derived from it). The
    caller commits once."""
    group, key = groups.create_group(export.name)
    group.created_at = export.created_at
    for game in export.games:
        store_export(game, games.new_game_id(), group.edit_key_hash, group.id)
    for night in export.nights:
        store_night_export(night, key, group_id=group.id)
    return group, key


# ---- club nights ------------------------------------------------------------------------------


NIGHT_FORMAT = "uno-referee-night"
NIGHT_FIELDS = tuple(NightFile.model_fields)
SEATING_FIELDS = ("number", "final", "started_at", "ends_at", "tables")
TABLE_FIELDS = ("players", "game")
# What a backup adds: the night's organiser-key hash and group, a round's request id, and
# each table's game's own id and edit-key hash (its export's id is its id).
BACKUP_NIGHT_FIELDS = (*NIGHT_FIELDS, "edit_key_hash", "group")
BACKUP_SEATING_FIELDS = (*SEATING_FIELDS, "request_id")


@dataclass(frozen=True, slots=True)
class TableExport:
    """A table of a seated round read back: its players, its game's export, and (in a
    backup) its game's id and edit-key hash."""

    players: tuple[str, ...]
    game: GameExport
    game_id: str | None = None
    key_hash: str | None = None


@dataclass(frozen=True, slots=True)
class SeatingExport:
    """A seated round read back."""

    number: int
    final: bool
    started_at: datetime
    ends_at: datetime | None
    tables: tuple[TableExport, ...]
    request_id: str | None = None


@dataclass(frozen=True, slots=True)
class NightExport:
    """A club night read back from an export, every part of it checked."""

    settings: nights.NightSettings
    seed: int
    created_at: datetime
    seated: tuple[SeatingExport, ...]


def export_night(night: Night) -> dict[str, object]:
    """The night, its seating and its tables' games as a lossless JSON document (no keys)."""
    return {
        "format": NIGHT_FORMAT,
        "format_version": FORMAT_VERSION,
        "id": night.id,
        "created_at": as_utc(night.created_at).isoformat(),
        **nights.settings_json(night),
        "seed": night.seed,
        "seated": [seating_json(night, row) for row in night.seated],
    }


def seating_json(night: Night, row: NightRound, backup: bool = False) -> dict[str, object]:
    """A seated round with each table's game's export (in a backup, with its key hash)."""
    found = db.session.execute(
        select(Game)
        .where(Game.night_id == night.id, Game.night_round == row.number)
        .options(*games.WHOLE_GAME)
    ).scalars()
    by_table = {game.night_table: game for game in found}
    tables = []
    for number, players in enumerate(row.tables, start=1):
        game = by_table[number]
        entry = export_game(game)
        if backup:
            entry["edit_key_hash"] = game.edit_key_hash
        tables.append({"players": list(players), "game": entry})
    return {
        **nights.round_heading(row),
        "tables": tables,
        **({"request_id": row.request_id} if backup and row.request_id else {}),
    }


def read_night_export(body: Mapping[str, object], backup: bool = False) -> NightExport:
    """Check a night export: its settings as a new night's, its seed, and every seated
    round in order, each player of the night at one table of each round (the final's
    table theirs), each table's game read as a game export whose players are the table's.

    :raises InputError: naming the first field that is wrong.
    """
    fields.reject_unknown(body, BACKUP_NIGHT_FIELDS if backup else NIGHT_FIELDS)
    check_format(body, NIGHT_FORMAT, "night")
    head = read(NightFile, {k: v for k, v in body.items() if k in NIGHT_FIELDS and k != "seated"})
    settings = nights.check_night(nights.settings_from(head))
    raw_seated = body.get("seated", [])
    if not isinstance(raw_seated, list) or len(raw_seated) > settings.rounds + settings.final:
        raise InputError(
            _("{field} must be a list of up to {count} seated rounds.").format(
                field="seated", count=settings.rounds + settings.final
            ),
            "seated",
            "invalid_value",
        )
    seated = tuple(
        read_seating(raw, index, settings, backup) for index, raw in enumerate(raw_seated)
    )
    return NightExport(settings, head.seed, read_time(head.created_at, "created_at"), seated)


def read_seating(
    raw: object, index: int, settings: nights.NightSettings, backup: bool
) -> SeatingExport:
    """One seated round of a night export (``seated[index]``).

    :raises InputError: naming the first field that is wrong.
    """
    where = f"seated[{index}]"
    if not isinstance(raw, dict):
        raise InputError(_("Each seated round must be an object."), where, "invalid_value")
    fields.reject_unknown(raw, BACKUP_SEATING_FIELDS if backup else SEATING_FIELDS, where + ".")
    # The tables are read one by one below, each game against its own players and deck.
    given = {k: v for k, v in raw.items() if k in SEATING_FIELDS[:-1]}
    head = read(ExportedSeating, {**given, "tables": []}, ("seated", index))
    final = head.number == settings.rounds + 1
    if head.number != index + 1 or head.final != final:
        raise InputError(
            _("Seated rounds are numbered from 1 in order, the final last."),
            f"{where}.number",
            "invalid_value",
        )
    raw_tables = raw.get("tables")
    if not isinstance(raw_tables, list) or not raw_tables or final and len(raw_tables) != 1:
        raise InputError(
            _("{field} must be a list of the round's tables.").format(field=f"{where}.tables"),
            f"{where}.tables",
            "invalid_value",
        )
    tables = tuple(
        read_table(table, ("seated", index, "tables", number), backup)
        for number, table in enumerate(raw_tables)
    )
    seated = [name.casefold() for table in tables for name in table.players]
    everyone = [name.casefold() for name in settings.players]
    if len(set(seated)) != len(seated) or (
        set(seated) != set(everyone) if not final else not set(seated) <= set(everyone)
    ):
        raise InputError(
            _("Every player of the night sits at one table of each round."),
            f"{where}.tables",
            "invalid_value",
        )
    request_id = fields.clean_request_id(raw.get("request_id"), f"{where}.request_id")
    started = read_time(head.started_at, f"{where}.started_at")
    ends = None if head.ends_at is None else read_time(head.ends_at, f"{where}.ends_at")
    return SeatingExport(head.number, final, started, ends, tables, request_id)


def read_table(raw: object, at: Path, backup: bool) -> TableExport:
    """One table of a seated round (at ``seated[i].tables[j]``): its players and its game,
    whose players they are.

    :raises InputError: naming the first field that is wrong.
    """
    where = field_text(at) or ""
    if not isinstance(raw, dict):
        raise InputError(_("Each table must be an object."), where, "invalid_value")
    fields.reject_unknown(raw, TABLE_FIELDS, where + ".")
    names = fields.require(raw, "players", where + ".")
    if not isinstance(names, list):
        raise InputError(
            _("{field} must be a list.").format(field=f"{where}.players"), f"{where}.players"
        )
    players = fields.clean_players(names, f"{where}.players")
    entry = raw.get("game")
    if not isinstance(entry, dict):
        raise InputError(_("Each table must have its game."), f"{where}.game", "invalid_value")
    game_id = key_hash = None
    if backup:
        game_id, key_hash = read_id_and_key(entry, f"{where}.game", "game")
    try:
        export = read_export(
            {k: v for k, v in entry.items() if k != "edit_key_hash" or not backup},
            BACKUP_FIELDS if backup else EXPORT_FIELDS,
        )
    except InputError as error:
        raise error.within(*at, "game") from None
    if export.settings.table.players != players:
        raise InputError(
            _("A table's game is played by the table's players, in their seats."),
            f"{where}.game.players",
            "invalid_value",
        )
    return TableExport(players, export, game_id, key_hash)


def store_night_export(
    export: NightExport,
    organiser_key: str | None = None,
    night_id: str | None = None,
    key_hash: str | None = None,
    group_id: str | None = None,
) -> Night:
    """Add a checked night export and its games to this request's transaction; the caller
    commits once, so a failure leaves nothing behind.

    An import gives the night a new id and the organiser's key ``organiser_key``, and each
    game a new id and the key derived from it (:func:`nights.table_key`); a restore
    (``night_id``, ``key_hash``) keeps the night's and each game's id and key hash.
    """
    if night_id is None:
        assert organiser_key is not None  # an import's new key
        night_id, key_hash = games.new_game_id(), games.hash_key(organiser_key)
    settings = dataclasses.replace(export.settings, group=group_id)
    night = nights.store_night(settings, night_id, key_hash or "", export.seed, export.created_at)
    for seating in export.seated:
        night.seated.append(
            NightRound(
                number=seating.number,
                final=seating.final,
                started_at=seating.started_at,
                ends_at=seating.ends_at,
                tables=[list(table.players) for table in seating.tables],
                request_id=seating.request_id,
            )
        )
        for number, table in enumerate(seating.tables, start=1):
            game_id, game_hash = table.game_id, table.key_hash
            if game_id is None or game_hash is None:
                assert organiser_key is not None
                game_id = games.new_game_id()
                game_hash = games.hash_key(nights.table_key(organiser_key, game_id))
            game, _key = store_export(table.game, game_id, game_hash, group_id)
            game.night_id, game.night_round, game.night_table = night.id, seating.number, number
            game.started_at = seating.started_at
    night.version = 1 + len(export.seated)  # one more for each round seated, as when seated
    db.session.flush()
    return night


def backup_nights() -> Iterator[dict[str, object]]:
    """Every night's export with its id, organiser-key hash, group, rounds' request ids,
    and its games' ids and key hashes, oldest first."""
    ids = db.session.scalars(db.select(Night.id).order_by(Night.created_at, Night.id)).all()
    for night_id in ids:
        night = nights.get_night(night_id)
        if night is None:
            continue  # removed while the backup ran
        entry = export_night(night)
        entry["seated"] = [seating_json(night, row, backup=True) for row in night.seated]
        entry["edit_key_hash"] = night.edit_key_hash
        if night.group_id is not None:
            entry["group"] = night.group_id
        yield entry
        db.session.expunge_all()  # one night in memory at a time


def read_backup_night(
    entry: object, index: int, known_groups: frozenset[str]
) -> tuple[str, str, NightExport, str | None]:
    """Check one night of a backup: its id, organiser-key hash, export and group.

    :raises InputError: naming the first field that is wrong.
    """
    where = f"nights[{index}]"
    if not isinstance(entry, dict):
        raise InputError("Each night must be an object.", where, "invalid_value")
    night_id, key_hash = read_id_and_key(entry, where, "night")
    group_id = read_backup_group_ref(entry, where, known_groups)
    try:
        export = read_night_export(entry, backup=True)
    except InputError as error:
        raise error.within("nights", index) from None
    return night_id, key_hash, export, group_id


# ---- backups -----------------------------------------------------------------------------


def backup_groups() -> list[dict[str, object]]:
    """Every group with its id and edit-key hash, oldest first (their games are in the
    games of the backup, each naming its group)."""
    found = db.session.scalars(db.select(Group).order_by(Group.created_at, Group.id)).all()
    return [
        {
            "id": group.id,
            "name": group.name,
            "created_at": as_utc(group.created_at).isoformat(),
            "edit_key_hash": group.edit_key_hash,
        }
        for group in found
    ]


def backup_document() -> Iterator[dict[str, object]]:
    """Every game's export with its id, edit-key hash and group, oldest first (a night's
    games are in its night's entry)."""
    ids = db.session.scalars(
        db.select(Game.id).where(Game.night_id.is_(None)).order_by(Game.created_at, Game.id)
    ).all()
    for game_id in ids:
        game = games.get_game(game_id)
        if game is None:
            continue  # removed while the backup ran
        entry = export_game(game)
        entry["edit_key_hash"] = game.edit_key_hash
        if game.group_id is not None:
            entry["group"] = game.group_id
        yield entry
        db.session.expunge_all()  # one game in memory at a time


def read_id_and_key(entry: Mapping[str, object], where: str, what: str) -> tuple[str, str]:
    """A backed-up game's or group's id and edit-key hash (ids of both look alike).

    :raises InputError: naming the one that is wrong.
    """
    owner_id, key_hash = entry.get("id"), entry.get("edit_key_hash")
    if not isinstance(owner_id, str) or not games.GAME_ID.fullmatch(owner_id):
        raise InputError(f"This is not a {what} id.", where + ".id", "invalid_value")
    if not isinstance(key_hash, str) or not KEY_HASH.fullmatch(key_hash):
        raise InputError("This is not an edit-key hash.", where + ".edit_key_hash", "invalid_value")
    return owner_id, key_hash


def read_backup_group(entry: object, index: int) -> tuple[str, str, str, datetime]:
    """Check one group of a backup: its id, name, edit-key hash and start.

    :raises InputError: naming the first field that is wrong.
    """
    where = f"groups[{index}]"
    if not isinstance(entry, dict):
        raise InputError("Each group must be an object.", where, "invalid_value")
    fields.reject_unknown(entry, BACKUP_GROUP_FIELDS, where + ".")
    group_id, key_hash = read_id_and_key(entry, where, "group")
    name = fields.clean_group_name(entry.get("name"), where + ".name")
    return group_id, name, key_hash, read_time(entry.get("created_at"), where + ".created_at")


def read_backup_group_ref(
    entry: Mapping[str, object], where: str, known_groups: frozenset[str]
) -> str | None:
    """The group a backed-up game or night is in: one of the backup's groups, or one
    already here (or none).

    :raises InputError: naming ``group`` if it is neither.
    """
    group_id = entry.get("group")
    if group_id is not None and (
        not isinstance(group_id, str)
        or group_id not in known_groups
        and groups.get_group(group_id) is None
    ):
        raise InputError("No group of the backup has this id.", where + ".group", "invalid_value")
    return group_id


def read_backup_entry(
    entry: object, index: int, known_groups: frozenset[str] = frozenset()
) -> tuple[str, str, GameExport, str | None]:
    """Check one game of a backup: its id, its edit-key hash, its export and its group
    (one of the backup's groups, or one already here).

    :raises InputError: naming the first field that is wrong.
    """
    where = f"games[{index}]"
    if not isinstance(entry, dict):
        raise InputError("Each game must be an object.", where, "invalid_value")
    game_id, key_hash = read_id_and_key(entry, where, "game")
    group_id = read_backup_group_ref(entry, where, known_groups)
    try:
        export = read_export({k: v for k, v in entry.items() if k != "group"}, BACKUP_FIELDS)
    except InputError as error:
        raise error.within("games", index) from None
    return game_id, key_hash, export, group_id


def restore_backup(document: object) -> tuple[list[str], list[str]]:
    """Add every game of a backup whose id is not taken yet, in one transaction that the
    caller commits.

    Every game is checked before any is stored, so a bad file changes nothing.

    :returns: the ids restored, and those skipped because a game (or, written "group
        <id>", a group) already has them.
    :raises InputError: naming the first field that is wrong.
    """
    if not isinstance(document, dict) or document.get("format") != BACKUP_FORMAT:
        raise InputError(
            f"This is not a backup: format must be “{BACKUP_FORMAT}”.", "format", "invalid_value"
        )
    entries, group_entries = document.get("games"), document.get("groups", [])
    night_entries = document.get("nights", [])
    if not isinstance(group_entries, list):
        raise InputError("groups must be a list.", "groups", "invalid_value")
    if not isinstance(night_entries, list):
        raise InputError("nights must be a list.", "nights", "invalid_value")
    if not isinstance(entries, list):
        raise InputError("games must be a list.", "games", "invalid_value")
    checked_groups = [read_backup_group(entry, index) for index, entry in enumerate(group_entries)]
    seen: set[str] = set()
    for index, (group_id, *_rest) in enumerate(checked_groups):
        if group_id in seen:
            raise InputError("Another group of the backup has this id.",
                             f"groups[{index}].id", "invalid_value")  # fmt: skip
        seen.add(group_id)
    known = frozenset(seen)
    checked = [read_backup_entry(entry, index, known) for index, entry in enumerate(entries)]
    checked_nights = [
        read_backup_night(entry, index, known) for index, entry in enumerate(night_entries)
    ]
    restored: list[str] = []
    skipped: list[str] = []
    games.begin_write()
    for group_id, name, key_hash, created_at in checked_groups:
        if groups.get_group(group_id) is None:
            groups.store_group(name, group_id, key_hash, created_at)
        else:
            skipped.append(f"group {group_id}")
    for game_id, game_key_hash, export, in_group in checked:
        if games.get_game(game_id) is not None or game_id in restored:
            skipped.append(game_id)
            continue
        store_export(export, game_id, game_key_hash, in_group)
        restored.append(game_id)
        db.session.expunge_all()
    for night_id, night_key_hash, night, in_group in checked_nights:
        taken = [
            table.game_id
            for seating in night.seated
            for table in seating.tables
            if table.game_id in restored or games.get_game(table.game_id or "") is not None
        ]
        if nights.get_night(night_id) is not None or taken:
            skipped.append(f"night {night_id}")
            continue
        store_night_export(night, None, night_id, night_key_hash, in_group)
        restored.extend(table.game_id or "" for seating in night.seated for table in seating.tables)
        db.session.expunge_all()
    return restored, skipped


# ---- routes ------------------------------------------------------------------------------
