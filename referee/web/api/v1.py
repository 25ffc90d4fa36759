"""The JSON API, version 1: cards, scoring, games, rounds, groups and rulings.

The game document follows the contract in DESIGN.md. A game with partners adds
``"team_totals": {"collect": [t1, t2, ...], "lowest": [t1, t2, ...]}`` after ``version``:
each team's total under each method, in the order of ``"teams"`` (a team's total is the
sum of its members' totals).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import cache

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import HTTPException

from referee.cards import card_name, hand_points
from referee.decks import CLASSIC, DECKS, deck_title
from referee.errors import InputError
from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.state_json import ruling_to_json
from referee.scorekeeping.checks import check_in_deck
from referee.scorekeeping.scoresheet import Scoresheet, ScoresheetError
from referee.scorekeeping.scoring import RoundResult
from referee.web.api.replies import (
    answer_refusal,
    created_game,
    created_group,
    get_json_object,
    is_wanted,
    joined_group,
    json_document,
    not_modified,
    require_edit_key,
)
from referee.web.edge import fields, rulings_json
from referee.web.edge.fields import reject_unknown_query_keys
from referee.web.edge.schema import openapi
from referee.web.edge.schema.cards import CardsQuery, ScoreBody
from referee.web.edge.schema.games import NewGameBody, Retried, RoundBody
from referee.web.edge.schema.groups import NewGroup
from referee.web.edge.schema.reading import read
from referee.web.edge.schema.rulings import RulingRequest
from referee.web.infra.errors import (
    API_PREFIX,
    ApiError,
    answer_api_error,
    answer_input_error,
    http_error_response,
    is_api_path,
)
from referee.web.infra.extensions import csrf
from referee.web.infra.kept import Kept
from referee.web.service import games, groups
from referee.web.service.models import Game

bp = Blueprint("api", __name__, url_prefix=API_PREFIX)
csrf.exempt(bp)  # the API authenticates writes with a bearer key, not cookies
bp.register_error_handler(ApiError, answer_api_error)
bp.register_error_handler(InputError, answer_input_error)
bp.before_request(reject_unknown_query_keys)


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


# ---- helpers ------------------------------------------------------------------------


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


bp.register_error_handler(games.StaleVersion, answer_refusal)
bp.register_error_handler(ScoresheetError, answer_refusal)


ROUND_KEYS = tuple(RoundBody.model_fields)  # what a round body may hold


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
        self.request_id = Retried.of(self.raw, ROUND_KEYS) if with_body else None
        self.sheet = games.load_scoresheet(self.game)
        self.repeat = games.was_applied(self.game, self.request_id)
        self.names: tuple[str, ...] = self.sheet.players
        if not self.repeat:
            games.check_version(self.game, expected_version())

    def read_round(self) -> RoundResult:
        """The round the body describes, by seat; its faults, here or when the scoresheet
        takes it, name hands as the body did. It is read when the game can take it (a
        finished game refuses any round, good or bad).

        :raises InputError: naming the first value that is wrong.
        """
        deck = DECKS[self.sheet.table.deck]
        body = read(RoundBody, self.raw, players=self.sheet.players, deck=deck)
        read_round = body.result(self.sheet.table)  # its own faults name hands as sent
        self.names = read_round.names
        return read_round.result

    def commit(self, change: Callable[[], Scoresheet], created: bool = False) -> Response:
        """Apply ``change``, commit, and answer with the changed game (the game as it is
        for a retry). A round the game's rules refuse names its hands as the body did."""
        if self.repeat:
            return document_response(self.game, self.sheet, 200)
        try:
            sheet = change()
        except InputError as error:
            raise error.naming(self.names) from None
        games.commit()
        return document_response(self.game, sheet, 201 if created else 200)


# ---- the description -------------------------------------------------------------------


@cache
def openapi_document() -> bytes:
    """The OpenAPI document as JSON, built once from the models of
    :mod:`referee.web.edge.schema`."""
    return jsonify(openapi.openapi_document()).get_data()


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
    query = read(CardsQuery, request.args.to_dict())
    deck = DECKS[query.deck]
    named = deck.edition.own
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
    body = read(ScoreBody, raw, deck=named or CLASSIC)
    check_in_deck(body.cards, DECKS[body.deck], ("cards",))
    return jsonify({"points": hand_points(body.cards)})


# ---- games --------------------------------------------------------------------------


@bp.post("/games")
def create_game() -> Response:
    """Start a game (in a group, with the group's edit key); the answer carries the
    game's edit key, shown only here."""
    body = read(NewGameBody, get_json_object())
    settings = body.settings()
    if body.group is not None:
        settings = dataclasses.replace(settings, group=joined_group(body.group))
    game, key = games.create_game(settings)
    games.commit()
    return created_game(game, key)


@bp.get("/games/<game_id>")
def read_game(game_id: str) -> Response:
    """The game document; ``If-None-Match`` with the current version gets a 304.

    A poll reads only the game's version (one small query) to answer its 304.
    """
    stamp = games.read_stamp(game_id)
    if is_wanted(stamp.version):
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
        result = write.read_round()
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
    body = read(NewGroup, get_json_object())
    group, key = groups.create_group(body.name)
    games.commit()
    return created_group(group, key)


# Group documents encoded lately, per group version.
group_documents: Kept[bytes] = Kept(128)


@bp.get("/groups/<group_id>")
def read_group(group_id: str) -> Response:
    """The group document: games, standings, ratings; ``If-None-Match`` may get a 304."""
    stamp = groups.read_stamp(group_id)
    if is_wanted(stamp.version):
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
    body = read(RulingRequest, data, deck=deck,
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
