"""Club nights over the JSON API: start a night, read it (``ETag``, ``304``), seat the next
round, and end a round when its clock runs out (the work is
:mod:`referee.web.service.nights`'s)."""

from __future__ import annotations

import dataclasses
from typing import Any

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import HTTPException

from referee.errors import InputError
from referee.scorekeeping.scoresheet import ScoresheetError
from referee.web.api.replies import (
    answer_refusal,
    created_night,
    get_json_object,
    is_wanted,
    joined_group,
    json_document,
    not_modified,
    require_edit_key,
)
from referee.web.edge.fields import reject_unknown_query_keys
from referee.web.edge.schema.nights import NewNightBody, SeatRound
from referee.web.edge.schema.reading import read
from referee.web.edge.schema.values import Body
from referee.web.infra.errors import (
    ApiError,
    answer_api_error,
    answer_input_error,
    http_error_response,
)
from referee.web.infra.extensions import bearer_key, csrf
from referee.web.infra.kept import Kept
from referee.web.service import games, nights

bp = Blueprint("night_api", __name__)
csrf.exempt(bp)  # the API authenticates writes with a bearer key, not cookies
bp.register_error_handler(ApiError, answer_api_error)
bp.register_error_handler(InputError, answer_input_error)
bp.register_error_handler(games.StaleVersion, answer_refusal)
bp.register_error_handler(ScoresheetError, answer_refusal)
bp.register_error_handler(nights.NightRefusal, answer_refusal)
bp.before_request(reject_unknown_query_keys)


@bp.errorhandler(HTTPException)
def handle_http_error(error: HTTPException) -> Response:
    """Flask's own errors (404, 405, 413) keep the common shape."""
    return http_error_response(error)


class EndRound(Body):
    """Ending a round takes no values; the body may be left out."""


def optional_body() -> dict[str, Any]:
    """The request body as a JSON object, or an empty one when no body was sent."""
    if not request.get_data():
        return {}
    return get_json_object()


# Night documents encoded lately, per night version.
encoded: Kept[bytes] = Kept(128)


def document_response(night_id: str, status: int = 200, stamp: Any = None) -> Response:
    """The night document with its ETag (encoded once per night version)."""
    stamp = stamp or nights.read_stamp(night_id)
    versions: dict[str, int] = {}

    def encode() -> tuple[tuple[str, int], bytes]:
        document = nights.night_document(night_id, stamp)
        version = int(document["version"])  # type: ignore[call-overload]
        versions[night_id] = version
        return (night_id, version), jsonify(document).get_data()

    body = encoded.get_or_make_as((night_id, stamp.version), encode)
    return json_document(body, versions.get(night_id, stamp.version), status)


@bp.post("/api/nights")
def create_night() -> Response:
    """Start a night (in a group, with the group's edit key); the answer carries the
    organiser's key, shown only here."""
    body = read(NewNightBody, get_json_object())
    settings = nights.check_night(nights.settings_from(body))
    if body.group is not None:
        settings = dataclasses.replace(settings, group=joined_group(body.group))
    night, key = nights.create_night(settings)
    games.commit()
    return created_night(night, key)


@bp.get("/api/nights/<night_id>")
def read_night(night_id: str) -> Response:
    """The night document; ``If-None-Match`` with the current version gets a 304.

    A poll reads only the night's version (one small query) to answer its 304.
    """
    stamp = nights.read_stamp(night_id)
    if is_wanted(stamp.version):
        return not_modified(stamp.version)
    return document_response(night_id, stamp=stamp)


@bp.post("/api/nights/<night_id>/rounds")
def seat_round(night_id: str) -> Response:
    """Seat the next round (or the final) and start a game per table (organiser's key):
    ``201`` with the document, whose new round gives each table's game its edit key (in
    this answer only). A repeated ``request_id`` seats nothing and answers ``200``."""
    request.get_data()  # all of it before the lock: a slow upload holds up no writer
    night = nights.get_night_for_write(night_id)
    require_edit_key(night, "night")
    body = read(SeatRound, optional_body())
    if nights.seated_for(night, body.request_id) is not None:
        games.commit()  # nothing to write: the lock ends
        return document_response(night_id)
    key = bearer_key()
    assert key is not None  # checked above
    seated = nights.seat_next_round(night, body.request_id, key)
    games.commit()
    document = nights.with_table_keys(nights.night_document(night_id), seated.number, key)
    response = jsonify(document)
    response.status_code = 201
    response.headers["ETag"] = f'"{document["version"]}"'
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.post("/api/nights/<night_id>/rounds/<int:number>/end")
def end_round(night_id: str, number: int) -> Response:
    """The round clock ran out (organiser's key): every game of the round not over ends
    as it stands. Ending it again changes nothing."""
    request.get_data()
    night = nights.get_night_for_write(night_id)
    require_edit_key(night, "night")
    read(EndRound, optional_body())
    nights.end_round(night, number)
    games.commit()
    return document_response(night_id)
