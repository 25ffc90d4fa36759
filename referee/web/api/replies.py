"""What every endpoint of the API reads and answers alike: the body as a JSON object, the
bearer key a write needs, the versions a poll holds, a document with its ETag, ``201
Created``, ``304 Not Modified`` and a refused write."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from flask import Response, jsonify, request, url_for

from referee.i18n import N_, _
from referee.web.infra.errors import ApiError, answer_api_error
from referee.web.infra.extensions import bearer_key
from referee.web.service import games, groups, nights, refusals
from referee.web.service.models import Game, Group, Night

# What a write without its key, or with another's, is told: for a game, a group, a night.
NEEDS_KEY = {
    "game": N_("This needs the game's edit key: Authorization: Bearer <edit_key>."),
    "group": N_("This needs the group's edit key: Authorization: Bearer <edit_key>."),
    "night": N_("This needs the night's organiser key: Authorization: Bearer <edit_key>."),
}
WRONG_KEY = {
    "game": N_("That edit key does not belong to this game."),
    "group": N_("That edit key does not belong to this group."),
    "night": N_("That key is not this night's organiser key."),
}


def require_edit_key(owner: games.Keyed, what: str = "game") -> None:
    """Writes need the game's (group's, night's) edit key as a bearer token: 401 without,
    403 if wrong."""
    key = bearer_key()
    if key is None:
        raise ApiError(401, "unauthorized", _(NEEDS_KEY[what]))
    if not games.key_matches(owner, key):
        raise ApiError(403, "forbidden", _(WRONG_KEY[what]))


def joined_group(group_id: str) -> str:
    """The group a new game or night is started in: it must exist (400 naming ``group``)
    and the request must carry its edit key (401/403)."""
    group = groups.get_group(group_id)
    if group is None:
        raise ApiError(400, "invalid_value", _("No group has this id."), "group")
    require_edit_key(group, "group")
    return group.id


def wanted_versions() -> list[str]:
    """The versions ``If-None-Match`` names, as sent (``"3"``, ``*``)."""
    return [
        tag.strip().removeprefix("W/")
        for tag in request.headers.get("If-None-Match", "").split(",")
    ]


def is_wanted(version: int) -> bool:
    """Whether ``If-None-Match`` names this version (or ``*``): a 304 answers."""
    wanted = wanted_versions()
    return f'"{version}"' in wanted or "*" in wanted


def answer_refusal(error: Exception) -> Response:
    """A write the game (or night) refused, answered in the common shape (the one place
    for all)."""
    found = refusals.refusal_of(error)
    return answer_api_error(ApiError(found.status, found.code, refusals.api_message(error)))


def get_json_object() -> dict[str, Any]:
    """The request body as a JSON object.

    :raises ApiError: if the body is not a JSON object.
    """
    try:
        body = request.get_json(silent=True, force=True)
    except RecursionError:  # nesting too deep for the JSON decoder
        body = None
    if not isinstance(body, dict):
        raise ApiError(400, "invalid_json", _("The request body must be a JSON object."))
    for text in texts_in(body):
        # JSON escapes can spell lone surrogates and NUL characters; text columns refuse both.
        if "\x00" in text or not text.isascii() and not is_encodable(text):
            raise ApiError(
                400,
                "invalid_json",
                _("The request body holds a NUL character or a lone surrogate."),
            )
    return body


def texts_in(value: object) -> Iterator[str]:
    """Every string in a parsed JSON value, keys included (without recursion)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def is_encodable(text: str) -> bool:
    """Whether ``text`` is valid Unicode (no lone surrogates)."""
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


def not_modified(version: int) -> Response:
    """``304 Not Modified`` for a poll that names the current version."""
    response = Response(status=304)
    response.headers["ETag"] = f'"{version}"'
    response.headers["Cache-Control"] = "no-cache"
    return response


def json_document(body: bytes, version: int, status: int = 200) -> Response:
    """An encoded game document with the ETag of its version."""
    response = Response(body, status=status, mimetype="application/json")
    response.headers["ETag"] = f'"{version}"'
    response.headers["Cache-Control"] = "no-cache"
    return response


def created(document: dict[str, Any], version: int, location: str) -> Response:
    """``201 Created``: a new game's, group's or night's document, its ETag and its address."""
    response = jsonify(document)
    response.status_code = 201
    response.headers["ETag"] = f'"{version}"'
    response.headers["Location"] = location
    return response


def created_game(game: Game, key: str) -> Response:
    """``201 Created`` for a game just started or imported, with its edit key (shown only
    here)."""
    document = games.game_document(game, games.load_scoresheet(game))
    return created(
        {**document, "edit_key": key}, game.version, url_for("api.read_game", game_id=game.id)
    )


def created_night(night: Night, key: str) -> Response:
    """``201 Created`` for a night just started or imported, with its organiser key (shown
    only here)."""
    document = nights.night_document(night.id)
    return created(
        {**document, "edit_key": key},
        int(document["version"]),  # type: ignore[call-overload]
        url_for("night_api.read_night", night_id=night.id),
    )


def created_group(group: Group, key: str) -> Response:
    """``201 Created`` for a group just started or imported, with its edit key (shown only
    here)."""
    season = groups.load_season(group.id)
    return created(
        {**season.document(), "edit_key": key},
        season.version,
        url_for("api.read_group", group_id=group.id),
    )
