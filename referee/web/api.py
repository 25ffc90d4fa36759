"""The JSON API, version 1: cards, scoring, games, rounds, groups and rulings.

The game document follows the contract in DESIGN.md. A game with partners adds
``"team_totals": {"collect": [t1, t2, ...], "lowest": [t1, t2, ...]}`` after ``version``:
each team's total under each method, in the order of ``"teams"`` (a team's total is the
sum of its members' totals).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from flask import Blueprint, Response, jsonify, request, url_for
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from referee import i18n
from referee.cards import DECKS, ENGINE_DECKS, card_name, deck_title, hand_points
from referee.checks import check_in_deck
from referee.engine import judge
from referee.errors import InputError
from referee.i18n import N_, _
from referee.rules import HouseRules
from referee.scoresheet import Scoresheet, ScoresheetError
from referee.scoring import RoundResult
from referee.state_json import ruling_to_json
from referee.web import fields, games, groups, languages, rulings_json, schema
from referee.web.extensions import bearer_key, csrf
from referee.web.kept import Kept
from referee.web.models import Game

bp = Blueprint("api", __name__, url_prefix="/api")
csrf.exempt(bp)  # the API authenticates writes with a bearer key, not cookies


class ApiError(Exception):
    """An error answered in the API's common shape."""

    def __init__(self, status: int, code: str, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.field = status, code, message, field


def error_response(status: int, code: str, message: str, field: str | None = None) -> Response:
    """The common error body: ``{"error": {"code", "message", "field"}}``."""
    response = jsonify({"error": {"code": code, "message": message, "field": field}})
    response.status_code = status
    return response


@bp.errorhandler(ApiError)
def handle_api_error(error: ApiError) -> Response:
    """Answer an :class:`ApiError` in the common shape."""
    response = error_response(error.status, error.code, error.message, error.field)
    if error.status == 401:
        response.headers["WWW-Authenticate"] = 'Bearer realm="game"'
    return response


@bp.errorhandler(games.GameNotFound)
def handle_game_not_found(error: games.GameNotFound) -> Response:
    """A game id that names no game is a 404 in the common shape."""
    return error_response(404, "game_not_found", _("No game has this id."))


@bp.errorhandler(groups.GroupNotFound)
def handle_group_not_found(error: groups.GroupNotFound) -> Response:
    """A group id that names no group is a 404 in the common shape."""
    return error_response(404, "group_not_found", _("No group has this id."))


@bp.errorhandler(InputError)
def handle_input_error(error: InputError) -> Response:
    """Bad input is a 400 naming the field."""
    return error_response(400, error.code, error.message, error.field)


# One sentence each, in the API's own words (Werkzeug's descriptions run to several);
# said in the request's language.
HTTP_MESSAGES = {
    400: N_("The request could not be read."),
    404: N_("Nothing is found at this address."),
    405: N_("This address does not take that method."),
    413: N_("The request body is too large."),
    415: N_("The request body must be JSON."),
    429: N_("Too many writes in a short time; wait a minute and try again."),
}


def http_error_response(error: HTTPException) -> Response:
    """A Werkzeug error (404, 405, 413...) in the common shape."""
    status = error.code or 500
    code = (error.name or "error").lower().replace(" ", "_")
    allowed = error.valid_methods if isinstance(error, MethodNotAllowed) else None
    # Said in the request's language even when refused before it was chosen (a body too
    # large, too many writes, a control character in the address).
    with i18n.speaking(languages.chosen()):
        if allowed:
            methods = sorted(set(allowed) - {"HEAD", "OPTIONS"})
            message = _("This address takes only {methods}.").format(methods=both(methods))
        elif status in HTTP_MESSAGES:
            message = _(HTTP_MESSAGES[status])
        else:
            message = _("The request failed ({status} {name}).").format(
                status=status, name=error.name
            )
    response = error_response(status, code, message)
    if allowed:
        response.headers["Allow"] = ", ".join(allowed)
    return response


def both(names: list[str]) -> str:
    """Names joined as a sentence lists them ("GET and POST")."""
    joined = names[0] if names else ""
    for name in names[1:]:
        joined = _("{first} and {second}").format(first=joined, second=name)
    return joined


@bp.errorhandler(HTTPException)
def handle_http_error(error: HTTPException) -> Response:
    """Even Flask's own errors (404, 405, 413) keep the common shape under /api."""
    return http_error_response(error)


@bp.before_app_request
def answer_api_routing_errors() -> Response | None:
    """Unknown addresses and methods under /api get the common shape too.

    Routing fails before any blueprint handler could see the request, so this runs
    for the whole app and answers only for paths under /api.
    """
    error = request.routing_exception
    if isinstance(error, HTTPException) and is_api_path(request.path):
        return http_error_response(error)
    return None


def is_api_path(path: str) -> bool:
    """Whether ``path`` is under /api."""
    prefix = bp.url_prefix or "/api"
    return path == prefix or path.startswith(prefix + "/")


@bp.before_request
def reject_unknown_query_keys() -> None:
    """Unknown keys are an error in the query string too.

    An endpoint that reads its query with a model of :mod:`referee.web.schema` is
    checked there; any other takes no query key at all.
    """
    if request.endpoint not in QUERY_READERS:
        fields.reject_unknown(request.args, ())


QUERY_READERS = ("api.list_cards",)


# ---- helpers ------------------------------------------------------------------------


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


def require_edit_key(owner: games.Keyed, what: str = "game") -> None:
    """Writes need the game's (or group's) edit key as a bearer token: 401 without, 403
    if wrong."""
    key = bearer_key()
    if key is None:
        raise ApiError(401, "unauthorized", _(NEEDS_KEY[what]))
    if not games.key_matches(owner, key):
        raise ApiError(403, "forbidden", _(WRONG_KEY[what]))


# What a write without its key, or with another's, is told: for a game, for a group.
NEEDS_KEY = {
    "game": N_("This needs the game's edit key: Authorization: Bearer <edit_key>."),
    "group": N_("This needs the group's edit key: Authorization: Bearer <edit_key>."),
}
WRONG_KEY = {
    "game": N_("That edit key does not belong to this game."),
    "group": N_("That edit key does not belong to this group."),
}


def expected_version() -> int | None:
    """The version named by ``If-Match``, or ``None`` when absent or ``*``."""
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    try:
        return fields.clean_version(header.strip().removeprefix("W/").strip('"'), "If-Match")
    except InputError as error:
        raise ApiError(412, error.code, error.message) from None


# Game documents encoded lately, per game version.
documents: Kept[bytes] = Kept(512)


def document_response(game: Game, sheet: Scoresheet, status: int = 200) -> Response:
    """The game document with its ETag (encoded once per game version)."""
    body = documents.get_or_make(
        (game.id, game.version), lambda: jsonify(games.game_document(game, sheet)).get_data()
    )
    return json_document(body, game.version, status)


def wanted_versions() -> list[str]:
    """The versions ``If-None-Match`` names, as sent (``"3"``, ``*``)."""
    return [
        tag.strip().removeprefix("W/")
        for tag in request.headers.get("If-None-Match", "").split(",")
    ]


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


def refusal(error: Exception) -> ApiError:
    """The API's answer to a write the service or the scoresheet refused."""
    if isinstance(error, games.StaleVersion):
        return ApiError(
            412, "precondition_failed", _("The game changed since that version; reload and retry.")
        )
    if isinstance(error, games.GameOver):
        return ApiError(409, "game_over", _("This game is over and takes no more rounds."))
    if isinstance(error, games.NotPlayingOn):
        return ApiError(
            409, "not_play_on", _("Only a game that plays on past the target is ended by hand.")
        )
    if isinstance(error, games.NothingToEnd):
        return ApiError(409, "no_rounds", _("A game with no rounds cannot be ended."))
    if isinstance(error, games.RoundNotFound):
        number = error.args[0] if error.args else "?"
        return ApiError(
            404, "round_not_found", _("This game has no round {number}.").format(number=number)
        )
    return ApiError(400, "invalid_value", str(error))


@bp.errorhandler(games.StaleVersion)
@bp.errorhandler(ScoresheetError)
def handle_refusal(error: Exception) -> Response:
    """A write the game refused, answered in the common shape (the one place for all)."""
    return handle_api_error(refusal(error))


ROUND_KEYS = tuple(schema.RoundBody.model_fields)  # what a round body may hold


class RoundWrite:
    """One write to a game, as every write goes: the game read under its lock, the key,
    the body and the version checked, the change stored and committed once."""

    def __init__(self, game_id: str, with_body: bool = True) -> None:
        """Lock and load the game, check the key, read the body, check ``If-Match``.

        :raises ApiError: for a missing game, a missing or wrong key, or a bad body.
        :raises StaleVersion: for a stale ``If-Match`` (unless the request id shows this
            is a retry).
        """
        if with_body:
            request.get_data()  # all of it before the lock: a slow upload holds up no writer
        self.game = games.get_game_or_404(game_id, for_write=True)
        require_edit_key(self.game)
        self.raw = get_json_object() if with_body else {}
        self.request_id = schema.Retried.of(self.raw, ROUND_KEYS) if with_body else None
        self.sheet = games.load_scoresheet(self.game)
        self.repeat = games.was_applied(self.game, self.request_id)
        if not self.repeat:
            games.check_version(self.game, expected_version())

    def read_round(self, number: int | None = None) -> RoundResult:
        """The round the body describes (as round ``number``, the next by default), by
        seat; errors name hands by player. It is read when the game can take it (a
        finished game refuses any round, good or bad).

        :raises InputError: naming the first value that is wrong.
        """
        deck = DECKS[self.sheet.table.deck]
        body = schema.read(schema.RoundBody, self.raw, players=self.sheet.players, deck=deck)
        try:
            return body.result(self.sheet.table, self.sheet.out_before(number))
        except InputError as error:
            raise error.naming(self.sheet.players) from None

    def commit(self, change: Callable[[], Scoresheet], created: bool = False) -> Response:
        """Apply ``change``, commit, and answer with the changed game (the game as it is
        for a retry)."""
        if self.repeat:
            return document_response(self.game, self.sheet, 200)
        sheet = change()
        games.commit()
        return document_response(self.game, sheet, 201 if created else 200)


# ---- the description -------------------------------------------------------------------


@cache
def openapi_document() -> bytes:
    """The OpenAPI document as JSON, built once from the models of :mod:`referee.web.schema`."""
    return jsonify(schema.openapi_document()).get_data()


@bp.get("/openapi.json")
def show_openapi() -> Response:
    """This API described in OpenAPI 3.1."""
    return Response(openapi_document(), mimetype="application/json")


# ---- stateless helpers ----------------------------------------------------------------


@bp.get("/decks")
def list_decks() -> Response:
    """Every deck: its id, name, size, default target and colour letters."""
    decks = [
        {
            "deck": deck.name,
            "name": deck_title(deck),
            "cards": deck.size,
            "target": deck.target,
            "colors": [color.code for color in deck.colors],
        }
        for deck in DECKS.values()
    ]
    return jsonify({"decks": decks})


@bp.get("/cards")
def list_cards() -> Response:
    """The cards of a deck with their points and counts: an edition's cards with their
    names too, counts ``null`` where not known, and a two-sided deck's with their ``side``
    (the classic family's keep the v1 shape)."""
    query = schema.read(schema.CardsQuery, request.args.to_dict())
    deck = DECKS[query.deck]
    named = deck.name not in ENGINE_DECKS
    cards = [
        {
            "code": card.code,
            **({"name": card_name(card)} if named else {}),
            "points": card.points,
            "count": count,
            **({"side": card.side} if deck.sides else {}),
        }
        for card, count in deck.counts.items()
    ]
    return jsonify({"deck": deck.name, "cards": cards})


@bp.post("/score")
def score_cards() -> Response:
    """The points of a list of cards."""
    raw = get_json_object()
    # The cards are read as codes of the deck named, when it names one (else it is refused).
    named = DECKS.get(raw["deck"]) if isinstance(raw.get("deck"), str) else None
    body = schema.read(schema.ScoreBody, raw, deck=named or DECKS["classic"])
    check_in_deck(body.cards, DECKS[body.deck], ("cards",))
    return jsonify({"points": hand_points(body.cards)})


# ---- games --------------------------------------------------------------------------


@bp.post("/games")
def create_game() -> Response:
    """Start a game (in a group, with the group's edit key); the answer carries the
    game's edit key, shown only here."""
    body = schema.read(schema.NewGameBody, get_json_object())
    settings = body.settings()
    if body.group is not None:
        group = groups.get_group(body.group)
        if group is None:
            raise ApiError(400, "invalid_value", _("No group has this id."), "group")
        require_edit_key(group, "group")
        settings = dataclasses.replace(settings, group=group.id)
    game, key = games.create_game(settings)
    games.commit()
    document = games.game_document(game, games.load_scoresheet(game))
    return created(
        {**document, "edit_key": key}, game.version, url_for("api.read_game", game_id=game.id)
    )


def created(document: dict[str, Any], version: int, location: str) -> Response:
    """``201 Created``: a new game's or group's document, its ETag and its address."""
    response = jsonify(document)
    response.status_code = 201
    response.headers["ETag"] = f'"{version}"'
    response.headers["Location"] = location
    return response


@bp.get("/games/<game_id>")
def read_game(game_id: str) -> Response:
    """The game document; ``If-None-Match`` with the current version gets a 304.

    A poll reads only the game's version (one small query) to answer its 304.
    """
    wanted = wanted_versions()
    stamp = games.read_stamp(game_id)
    if f'"{stamp.version}"' in wanted or "*" in wanted:
        return not_modified(stamp.version)
    body = documents.get((stamp.id, stamp.version))
    if body is not None:
        return json_document(body, stamp.version)
    game = games.get_game_or_404(game_id)
    return document_response(game, games.load_scoresheet(game))


@bp.post("/games/<game_id>/rounds")
def add_round(game_id: str) -> Response:
    """Record a round (edit key needed); a repeated ``request_id`` records nothing new."""
    write = RoundWrite(game_id)

    def record() -> Scoresheet:
        if write.sheet.is_over():
            raise games.GameOver()
        result = write.read_round()
        return games.store_round(write.game, write.sheet, result, write.request_id)

    return write.commit(record, created=True)


@bp.put("/games/<game_id>/rounds/<int:number>")
def replace_round(game_id: str, number: int) -> Response:
    """Replace a round (edit key needed)."""
    write = RoundWrite(game_id)

    def replace() -> Scoresheet:
        write.sheet.round(number)
        result = write.read_round(number)
        return games.store_replacement(write.game, write.sheet, number, result, write.request_id)

    return write.commit(replace)


@bp.delete("/games/<game_id>/rounds/<int:number>")
def remove_round(game_id: str, number: int) -> Response:
    """Remove a round (edit key needed); later rounds renumber."""
    write = RoundWrite(game_id, with_body=False)
    return write.commit(lambda: games.delete_round(write.game, write.sheet, number))


@bp.post("/games/<game_id>/end")
def end_game(game_id: str) -> Response:
    """End a game that plays on past the target (edit key needed): the leaders win.

    Ending a game the table already ended answers with the game as it is (a retry).
    """
    write = RoundWrite(game_id, with_body=False)

    def end() -> Scoresheet:
        # Checked again if the game changed before it was locked: it may have just ended.
        return write.sheet if write.sheet.ended else games.end_game(write.game, write.sheet)

    return write.commit(end)


# ---- groups ----------------------------------------------------------------------------


@bp.post("/groups")
def create_group() -> Response:
    """Start a group; the answer carries its edit key, shown only here."""
    body = schema.read(schema.NewGroup, get_json_object())
    group, key = groups.create_group(body.name)
    games.commit()
    season = groups.load_season(group.id)
    return created(
        {**season.document(), "edit_key": key},
        season.version,
        url_for("api.read_group", group_id=group.id),
    )


# Group documents encoded lately, per group version.
group_documents: Kept[bytes] = Kept(128)


@bp.get("/groups/<group_id>")
def read_group(group_id: str) -> Response:
    """The group document: games, standings, ratings; ``If-None-Match`` may get a 304."""
    stamp = groups.read_stamp(group_id)
    wanted = wanted_versions()
    if f'"{stamp.version}"' in wanted or "*" in wanted:
        return not_modified(stamp.version)
    versions: dict[str, int] = {}

    def encode() -> tuple[tuple[str, int], bytes]:
        season = groups.load_season(group_id, stamp)
        versions[group_id] = season.version
        return (group_id, season.version), jsonify(season.document()).get_data()

    body = group_documents.get_or_make_as((group_id, stamp.version), encode)
    return json_document(body, versions.get(group_id, stamp.version))


# ---- rulings --------------------------------------------------------------------------


@bp.post("/rulings")
def rule_on_action() -> Response:
    """Rule on one action in a described situation, under house rules.

    ``rules`` overrides the official rules, or, with ``game``, that game's rules. An
    illegal action is still a ruling (200); only a malformed request is an error.
    """
    data = get_json_object()
    deck = rulings_json.request_deck(data, games.deck_of_game)
    state = data.get("state") if isinstance(data, dict) else None
    body = schema.read(schema.RulingRequest, data, deck=deck,
                       side=rulings_json.given_side(state, deck))  # fmt: skip
    situation = rulings_json.to_situation(body.state, body.action.type == "flip", deck)
    action = rulings_json.to_action(body.action, situation)
    base = None
    if body.game is not None:
        base = games.load_scoresheet(games.get_game_or_404(body.game)).rules
    overrides: dict[str, object] = {}
    if body.rules is not None:
        overrides = body.rules.model_dump(exclude_unset=True)
    rules = HouseRules.from_mapping(overrides, base)
    return jsonify(ruling_to_json(judge(situation, action, rules)))
