"""Games, groups and club nights out and back in over HTTP: the JSON export and import of
a game, a group or a night, a game's spreadsheet, and a finished game as a play for BG
Stats (the work is
:mod:`referee.web.service.archive`'s)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from flask import Blueprint, Response, jsonify

from referee.errors import InputError
from referee.i18n import _
from referee.scorekeeping.plays import NotOver
from referee.web.api.replies import created_game, created_group, created_night, get_json_object
from referee.web.edge.fields import reject_unknown_query_keys
from referee.web.infra.errors import ApiError, answer_api_error, answer_input_error
from referee.web.infra.extensions import csrf
from referee.web.service import games, groups, nights
from referee.web.service.archive import (
    bgstats_play,
    csv_text,
    export_game,
    export_group,
    export_night,
    read_export,
    read_group_export,
    read_night_export,
    store_export,
    store_group_export,
    store_night_export,
)

T = TypeVar("T")


bp = Blueprint("exports", __name__)
csrf.exempt(bp)  # the import is an API call: no cookies, no form
bp.register_error_handler(ApiError, answer_api_error)
bp.register_error_handler(InputError, answer_input_error)
bp.before_request(reject_unknown_query_keys)


@bp.get("/api/games/<game_id>/export")
def export_json(game_id: str) -> Response:
    """The game as a lossless JSON export."""
    game = games.get_game_or_404(game_id)
    return export_response(export_game(game), f"uno-game-{game.id}.json")


@bp.get("/api/games/<game_id>/bgstats")
def bgstats_json(game_id: str) -> Response:
    """The finished game as a play in BG Stats' import format; a game not over is 409."""
    game = games.get_game_or_404(game_id)
    try:
        play = bgstats_play(game)
    except NotOver:
        raise ApiError(
            409, "game_not_over", _("Only a finished game can be sent on as a play.")
        ) from None
    return jsonify(play)


def export_response(document: dict[str, object], filename: str) -> Response:
    """An export as JSON, named for saving."""
    response = jsonify(document)
    response.headers["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


def read_import(read: Callable[[Mapping[str, object]], T]) -> T:
    """The request's body read by ``read``; a round after the game was over is answered
    as a round sent to a finished game is (409)."""
    try:
        return read(get_json_object())
    except InputError as error:
        if error.code == "game_over":
            raise ApiError(409, error.code, error.message, error.field) from None
        raise


@bp.post("/api/games/import")
def import_json() -> Response:
    """Store an export as a new game: ``201`` with the game document and a new edit key."""
    game, key = store_export(read_import(read_export))
    games.commit()
    assert key is not None  # a new key for an import (a restore keeps its hash)
    return created_game(game, key)


@bp.get("/api/groups/<group_id>/export")
def export_group_json(group_id: str) -> Response:
    """The group and its games as a lossless JSON export (no edit keys)."""
    group = groups.get_group_or_404(group_id)
    return export_response(export_group(group), f"uno-group-{group.id}.json")


@bp.post("/api/groups/import")
def import_group() -> Response:
    """Store a group export as a new group with its games: ``201`` with the group
    document and a new edit key."""
    export = read_import(read_group_export)
    group, key = store_group_export(export)
    games.commit()
    return created_group(group, key)


@bp.get("/api/nights/<night_id>/export")
def export_night_json(night_id: str) -> Response:
    """The night, its seating and its games as a lossless JSON export (no keys)."""
    night = nights.get_night_or_404(night_id)
    return export_response(export_night(night), f"uno-night-{night.id}.json")


@bp.post("/api/nights/import")
def import_night() -> Response:
    """Store a night export as a new night with its games: ``201`` with the night document
    and a new organiser key (each table's game's key derived from it, as when seated)."""
    export = read_import(read_night_export)
    games.begin_write()
    key = games.new_edit_key()
    night = store_night_export(export, key)
    games.commit()
    return created_night(night, key)


@bp.get("/g/<game_id>/export.csv")
def export_csv(game_id: str) -> Response:
    """The game's rounds as CSV, one row per round and player."""
    game = games.get_game_or_404(game_id)
    response = Response(csv_text(game), mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="uno-game-{game.id}.csv"'
    return response
