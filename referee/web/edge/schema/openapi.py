"""The OpenAPI 3.1 document served at ``/api/openapi.json``, built from the models and a
table of operations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import (
    BaseModel,
)
from pydantic.json_schema import models_json_schema

from referee.web.edge.schema.cards import CardList, CardsQuery, DeckList, Points, ScoreBody
from referee.web.edge.schema.expectations import ExpectationsAnswer, ExpectationsQuery
from referee.web.edge.schema.games import (
    CreatedGame,
    GameDocument,
    GameFile,
    NewGame,
    NewGameBody,
    RoundBody,
    SavedRulingBody,
)
from referee.web.edge.schema.groups import CreatedGroup, GroupDocument, GroupFile, NewGroup
from referee.web.edge.schema.nights import (
    CreatedNight,
    NewNightBody,
    NightDocument,
    NightFile,
    SeatRound,
)
from referee.web.edge.schema.plays import BgStatsPlay
from referee.web.edge.schema.reading import Error
from referee.web.edge.schema.rules import HouseRulesChanges, RulesDocument
from referee.web.edge.schema.rulings import RulingAnswer, RulingRequest
from referee.web.edge.schema.values import JSON

# ---- the OpenAPI document ----------------------------------------------------------------------

# Every schema of the document, by name (a model's own and those it uses).
MODELS: tuple[type[BaseModel], ...] = (
    Error, NewGame, NewGameBody, CreatedGame, GameDocument, RoundBody, GameFile, CardList,
    DeckList, ScoreBody, Points, RulingRequest, RulingAnswer, ExpectationsAnswer, RulesDocument,
    HouseRulesChanges, SavedRulingBody, NewGroup, GroupDocument, CreatedGroup, GroupFile,
    NewNightBody, CreatedNight, NightDocument, SeatRound, NightFile,
    BgStatsPlay,
)  # fmt: skip
ERROR_MEANINGS = {
    400: "The request could not be read or breaks a rule; `field` names the value at fault.",
    401: "A write without the game's (group's, night's organiser) edit key.",
    403: "An edit key that does not belong to this game (group, night).",
    404: "No game, group, night, round or address by that name.",
    405: "This address does not take that method.",
    409: "The game is over and takes no more rounds (or, ending it: it does not play on, "
    "or has no rounds; or, asking for its play: `game_not_over`). A night: `round_open` (a "
    "table of the round seated last is still playing) or `night_over` (nothing left to "
    "seat).",
    412: "`If-Match` names a version that is no longer current.",
    413: "The request body is larger than 64 KiB (however it is sent).",
    415: "The request body must be JSON.",
    429: "Too many writes with this edit key (or, starting games, groups and nights, from this "
    "client address); `Retry-After` says when to retry.",
    503: "`database_unavailable`: the database cannot be reached just now (a restart); nothing "
    "was recorded. `Retry-After` says when to send the same request again.",
}
ALWAYS = (404, 405, 503)  # every operation may meet these; a write also 429
WRITE = (400, 401, 403, 409, 412)  # a write to a game


@dataclass(frozen=True, slots=True)
class Op:
    """One operation: what it does, what it takes and what it answers."""

    summary: str
    answers: dict[int, tuple[type[BaseModel] | None, str]]  # status -> (body, description)
    body: type[BaseModel] | None = None
    query: type[BaseModel] | None = None
    parameters: tuple[str, ...] = ()  # named in PARAMETERS
    statuses: tuple[int, ...] = ()  # error statuses besides ALWAYS (and 400, 413, 415 with a body)
    write: bool = False  # needs the edit key
    look_up: bool = False  # a post that stores nothing: never counted as a write (no 429)
    headers: tuple[str, ...] = ()  # response headers of a success: ETag, Location
    optional_body: bool = False  # the body may be left out


PARAMETERS: dict[str, dict[str, Any]] = {
    "game_id": {"name": "game_id", "in": "path", "required": True,
                "description": "The game's id (16 URL-safe characters).",
                "schema": {"type": "string"}},
    "night_id": {"name": "night_id", "in": "path", "required": True,
                 "description": "The night's id (16 URL-safe characters).",
                 "schema": {"type": "string"}},
    "group_id": {"name": "group_id", "in": "path", "required": True,
                 "description": "The group's id (16 URL-safe characters).",
                 "schema": {"type": "string"}},
    "number": {"name": "number", "in": "path", "required": True,
               "description": "The round's number, from 1.",
               "schema": {"type": "integer", "minimum": 1}},
    "If-Match": {"name": "If-Match", "in": "header", "required": False,
                 "description": 'The version the write is based on, such as `"3"`; a stale one '
                 "gets 412.", "schema": {"type": "string"}},
    "If-None-Match": {"name": "If-None-Match", "in": "header", "required": False,
                      "description": "A version already held: 304 if it is still current.",
                      "schema": {"type": "string"}},
}  # fmt: skip
HEADERS = {
    "ETag": {"description": 'The version, such as `"3"`.', "schema": {"type": "string"}},
    "Location": {
        "description": "The new game's, group's or night's address.",
        "schema": {"type": "string"},
    },
}
GAME = ("ETag",)
NEW_GAME = ("ETag", "Location")
PATHS: dict[str, dict[str, Op]] = {
    "/api/decks": {"get": Op("Every deck: its size, default target and colours.",
                             {200: (DeckList, "The decks.")})},
    "/api/cards": {"get": Op(
        "The cards of a deck with their points and counts.",
        {200: (CardList, "The deck's cards.")}, query=CardsQuery, statuses=(400,))},
    "/api/score": {"post": Op(
        "The points of a list of cards.", {200: (Points, "The points.")}, body=ScoreBody,
        look_up=True)},
    "/api/games": {"post": Op(
        "Start a game (in a group, with the group's edit key); the answer carries the game's "
        "edit key, shown only here.",
        {201: (CreatedGame, "The new game with its edit_key.")}, body=NewGameBody,
        statuses=(401, 403), headers=NEW_GAME)},
    "/api/games/import": {"post": Op(
        "Store a game export as a new game with a new id and edit key.",
        {201: (CreatedGame, "The new game with its edit_key.")}, body=GameFile,
        statuses=(409,), headers=NEW_GAME)},
    "/api/games/{game_id}": {"get": Op(
        "The game document; If-None-Match with the current version gets 304.",
        {200: (GameDocument, "The game."), 304: (None, "Not changed since the version named.")},
        parameters=("game_id", "If-None-Match"), headers=GAME)},
    "/api/games/{game_id}/export": {"get": Op(
        "The game as a lossless export (no edit key).", {200: (GameFile, "The export.")},
        parameters=("game_id",))},
    "/api/games/{game_id}/bgstats": {"get": Op(
        "The finished game as a play in BG Stats' import format (the JSON its link "
        "https://app.bgstatsapp.com/createPlay.html?data= carries, URL-encoded); a game not "
        "over is 409 game_not_over.",
        {200: (BgStatsPlay, "The play.")}, parameters=("game_id",), statuses=(409,))},
    "/api/games/{game_id}/rounds": {"post": Op(
        "Record a round; a repeated request_id records nothing and answers 200.",
        {201: (GameDocument, "Recorded: the game as it is now."),
         200: (GameDocument, "A repeated request_id: the game as it is.")},
        body=RoundBody, parameters=("game_id", "If-Match"), statuses=WRITE, write=True,
        headers=GAME)},
    "/api/games/{game_id}/rounds/{number}": {
        "put": Op("Replace round n.", {200: (GameDocument, "The game as it is now.")},
                  body=RoundBody, parameters=("game_id", "number", "If-Match"), statuses=WRITE,
                  write=True, headers=GAME),
        "delete": Op("Remove round n; later rounds move up one number.",
                     {200: (GameDocument, "The game as it is now.")},
                     parameters=("game_id", "number", "If-Match"), statuses=WRITE, write=True,
                     headers=GAME),
    },
    "/api/games/{game_id}/end": {"post": Op(
        "End a game that plays on past the target: the leaders win. Ending it again answers "
        "with the game as it is.", {200: (GameDocument, "The ended game.")},
        parameters=("game_id",), statuses=(401, 403, 409), write=True, headers=GAME)},
    "/api/groups": {"post": Op(
        "Start a group; the answer carries its edit key, shown only here.",
        {201: (CreatedGroup, "The new group with its edit_key.")}, body=NewGroup,
        headers=NEW_GAME)},
    "/api/groups/import": {"post": Op(
        "Store a group export as a new group (and its games) with new ids and edit keys.",
        {201: (CreatedGroup, "The new group with its edit_key.")}, body=GroupFile,
        statuses=(409,), headers=NEW_GAME)},
    "/api/groups/{group_id}": {"get": Op(
        "The group document: its games, standings and ratings; If-None-Match with the "
        "current version gets 304.",
        {200: (GroupDocument, "The group."), 304: (None, "Not changed since the version named.")},
        parameters=("group_id", "If-None-Match"), headers=GAME)},
    "/api/groups/{group_id}/export": {"get": Op(
        "The group and its games as a lossless export (no edit keys).",
        {200: (GroupFile, "The export.")}, parameters=("group_id",))},
    "/api/nights": {"post": Op(
        "Start a club night (in a group, with the group's edit key); the answer carries the "
        "organiser's key, shown only here.",
        {201: (CreatedNight, "The new night with the organiser's edit_key.")},
        body=NewNightBody, statuses=(401, 403), headers=NEW_GAME)},
    "/api/nights/import": {"post": Op(
        "Store a night export as a new night (and its games) with new ids and keys.",
        {201: (CreatedNight, "The new night with the organiser's edit_key.")}, body=NightFile,
        statuses=(409,), headers=NEW_GAME)},
    "/api/nights/{night_id}": {"get": Op(
        "The night document: its seated rounds, standings and winners; If-None-Match with the "
        "current version gets 304.",
        {200: (NightDocument, "The night."), 304: (None, "Not changed since the version named.")},
        parameters=("night_id", "If-None-Match"), headers=GAME)},
    "/api/nights/{night_id}/export": {"get": Op(
        "The night, its seating and its games as a lossless export (no keys).",
        {200: (NightFile, "The export.")}, parameters=("night_id",))},
    "/api/nights/{night_id}/rounds": {"post": Op(
        "Seat the next round (after the last, with final, the final table) and start a game "
        "per table (organiser's key). Each new table's game carries its edit_key in this "
        "answer only: HMAC-SHA256 of the game's id under the organiser's key, URL-safe "
        "base64 of its first 18 bytes. A repeated request_id seats nothing and answers 200.",
        {201: (NightDocument, "Seated: the night as it is now."),
         200: (NightDocument, "A repeated request_id: the night as it is.")},
        body=SeatRound, parameters=("night_id",), statuses=(401, 403, 409), write=True,
        headers=GAME, optional_body=True)},
    "/api/nights/{night_id}/rounds/{number}/end": {"post": Op(
        "The round clock ran out (organiser's key): every game of round n (the final too) "
        "not yet over ends as it stands, its leaders winning; a game with no round ends "
        "with no winners.",
        {200: (NightDocument, "The night as it is now.")},
        parameters=("night_id", "number"), statuses=(400, 401, 403), write=True,
        headers=GAME)},
    "/api/rulings": {"post": Op(
        "Judge an action in a situation under house rules.",
        {200: (RulingAnswer, "The ruling (also for an action that breaks a rule).")},
        body=RulingRequest, look_up=True)},
    "/api/expectations": {"get": Op(
        "What a table's house rules do to a game, by simulation, next to official.",
        {200: (ExpectationsAnswer, "The expected figures.")}, query=ExpectationsQuery,
        statuses=(400,))},
    "/api/openapi.json": {"get": Op(
        "This document.", {200: (None, "The OpenAPI document.")})},
}  # fmt: skip


# The names the document was first published with, for models named apart from the rows
# and the core's values since: a client generated from the document keeps its types.
PUBLISHED_NAMES = {
    "GameDocument": "Game", "GroupDocument": "Group", "RulesDocument": "HouseRules",
    "RulingAnswer": "Ruling", "LastPlayIn": "LastPlay", "SavedRulingBody": "SavedRuling",
    "GameFile": "GameExport", "GroupFile": "GroupExport", "GroupGameEntry": "GroupGame",
    "RatingOut": "Rating", "ExpectationsAnswer": "Expectations", "NightDocument": "Night",
    "NightFile": "NightExport",
}  # fmt: skip
REF = "#/components/schemas/"


def published(name: str) -> str:
    """A model's name in the document."""
    return PUBLISHED_NAMES.get(name, name)


def ref(model: type[BaseModel]) -> dict[str, str]:
    """A reference to a model's schema in ``components``."""
    return {"$ref": REF + published(model.__name__)}


def renamed_refs(value: Any) -> Any:
    """``value`` with every reference to a model under its published name."""
    if isinstance(value, dict):
        return {
            key: REF + published(item[len(REF) :])
            if key == "$ref" and isinstance(item, str) and item.startswith(REF)
            else renamed_refs(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [renamed_refs(item) for item in value]
    return value


def component_schemas() -> dict[str, Any]:
    """Every model's schema by its published name, with the schemas they refer to."""
    top = models_json_schema(
        [(model, "validation") for model in MODELS],
        ref_template=REF + "{model}",
    )[1]
    found = {published(name): renamed_refs(body) for name, body in top.get("$defs", {}).items()}
    for name, body in found.items():
        if "title" in body:
            body["title"] = name
    return dict(sorted(found.items()))


def query_parameters(model: type[BaseModel]) -> list[dict[str, Any]]:
    """A query model's fields as optional query parameters."""
    properties = model.model_json_schema()["properties"]
    found = []
    for name, schema in properties.items():
        schema = {
            k: v
            for k, v in schema.items()
            if k not in ("title", "description") and not (k == "default" and v is None)
        }
        parameter = {"name": name, "in": "query", "required": False, "schema": schema}
        description = model.model_fields[name].description
        if description:
            parameter["description"] = description
        found.append(parameter)
    return found


def operation(op: Op, method: str = "post") -> dict[str, Any]:
    """One operation of the document, with its error responses (a write's include 429)."""
    found: dict[str, Any] = {"summary": op.summary}
    parameters = [PARAMETERS[name] for name in op.parameters]
    if op.query is not None:
        parameters += query_parameters(op.query)
    if parameters:
        found["parameters"] = parameters
    if op.body is not None:
        found["requestBody"] = {
            "required": not op.optional_body,
            "content": {JSON: {"schema": ref(op.body)}},
        }
    if op.write:
        found["security"] = [{"editKey": []}]
    responses: dict[str, Any] = {}
    for status, (model, description) in op.answers.items():
        answer: dict[str, Any] = {"description": description}
        if model is not None:
            answer["content"] = {JSON: {"schema": ref(model)}}
        elif status == 200:
            answer["content"] = {JSON: {"schema": {"type": "object"}}}
        if op.headers and status < 300:
            answer["headers"] = {name: HEADERS[name] for name in op.headers}
        responses[str(status)] = answer
    errors = set(op.statuses) | set(ALWAYS) | ({400, 413, 415} if op.body else set())
    if method != "get" and not op.look_up:
        errors.add(429)
    for status in sorted(errors):
        responses[str(status)] = {"$ref": f"#/components/responses/Error{status}"}
    found["responses"] = responses
    return found


def openapi_document() -> dict[str, Any]:
    """The whole OpenAPI 3.1 document."""
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "UNO table companion",
            "version": "1",
            "description": "Scores, games and rulings. Every error is in one shape and "
            "changes nothing: a 4xx for the request, a 503 while the database cannot be "
            "reached. See docs/api.md.",
        },
        "paths": {
            path: {method: operation(op, method) for method, op in methods.items()}
            for path, methods in PATHS.items()
        },
        "components": {
            "schemas": component_schemas(),
            "responses": {
                f"Error{status}": {
                    "description": meaning,
                    "content": {JSON: {"schema": {"$ref": "#/components/schemas/Error"}}},
                }
                for status, meaning in ERROR_MEANINGS.items()
            },
            "securitySchemes": {
                "editKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "The game's edit key, given once when the game starts "
                    "(a group's, or a night organiser's, for their writes).",
                }
            },
        },
    }
