"""The OpenAPI 3.1 description of the JSON API, served at ``/api/openapi.json``.

It says in machine-readable form what docs/api.md says in prose. Limits, decks and
house-rule options come from the modules that enforce them, so the two cannot drift.
"""

from __future__ import annotations

from typing import Any

from referee.cards import DECKS, ENGINE_DECKS
from referee.rules import OPTIONS, PRESETS, json_value
from referee.ruling import Verdict
from referee.web.disputes import WIZARDS
from referee.web.fields import (
    CONTROL_BUT_SPACING,
    CONTROL_CHARACTER,
    MAX_GAME_NAME,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_REQUEST_ID,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
)

JSON = "application/json"

# Stored text holds no control character (names may hold spacing, turned into spaces).
NAME_TEXT = f"^[^{CONTROL_BUT_SPACING.pattern[1:-1]}]*$"
PLAIN_TEXT = f"^[^{CONTROL_CHARACTER.pattern[1:-1]}]*$"


def ref(name: str) -> dict[str, str]:
    """A reference to a schema of ``components``."""
    return {"$ref": f"#/components/schemas/{name}"}


def json_body(schema: dict[str, Any], description: str) -> dict[str, Any]:
    """A JSON response or request body."""
    return {"description": description, "content": {JSON: {"schema": schema}}}


def errors(*statuses: int) -> dict[str, Any]:
    """Error responses in the common shape."""
    return {str(status): {"$ref": f"#/components/responses/Error{status}"} for status in statuses}


ERROR_MEANINGS = {
    400: "The request could not be read or breaks a rule; `field` names the value at fault.",
    401: "A write without the game's edit key.",
    403: "An edit key that does not belong to this game.",
    404: "No game, round or address by that name.",
    405: "This address does not take that method.",
    409: "The game is over and takes no more rounds (or, ending it: it does not play on, "
    "or has no rounds).",
    412: "`If-Match` names a version that is no longer current.",
    413: "The request body is larger than 64 KiB (however it is sent).",
    415: "The request body must be JSON.",
    429: "Too many writes from this client address; `Retry-After` says when to retry.",
}
# Every operation may meet these.
ALWAYS = (404, 405, 429)
GAME_ID = {
    "name": "game_id",
    "in": "path",
    "required": True,
    "description": "The game's id (16 URL-safe characters).",
    "schema": {"type": "string"},
}
ROUND_NUMBER = {
    "name": "number",
    "in": "path",
    "required": True,
    "description": "The round's number, from 1.",
    "schema": {"type": "integer", "minimum": 0},
}
IF_MATCH = {
    "name": "If-Match",
    "in": "header",
    "required": False,
    "description": 'The version the write is based on, such as `"3"`; a stale one gets 412.',
    "schema": {"type": "string"},
}
WRITE_SECURITY: list[dict[str, list[str]]] = [{"editKey": []}]


def house_rules_schema(every_option: bool) -> dict[str, Any]:
    """The ``rules`` object: every option in a document, any subset in a request."""
    properties = {}
    for option in OPTIONS:
        properties[option.name] = {
            "enum": list(option.json_values),
            "default": json_value(option.default),
            "description": option.description,
        }
    schema: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if every_option:
        schema["required"] = [option.name for option in OPTIONS]
    return schema


def query(name: str, schema: dict[str, Any], description: str = "") -> dict[str, Any]:
    """An optional query parameter."""
    found = {"name": name, "in": "query", "required": False, "schema": schema}
    if description:
        found["description"] = description
    return found


def expectation_parameters() -> list[dict[str, Any]]:
    """The table and the house-rule options, as ``GET /api/expectations`` reads them."""
    parameters = [
        query("players", {"type": "integer", "minimum": MIN_PLAYERS, "maximum": MAX_PLAYERS}),
        query("deck", {"enum": list(ENGINE_DECKS)}),
        query("target", {"type": "integer", "minimum": MIN_TARGET, "maximum": MAX_TARGET}),
        query("scoring", {"enum": ["collect", "lowest"]}),
        query("preset", {"enum": list(PRESETS)}, "The rules to start from (official)."),
    ]
    for option in OPTIONS:
        values = [str(v).lower() if isinstance(v, bool) else str(v) for v in option.json_values]
        parameters.append(query(option.name, {"enum": values}, option.description))
    return parameters


def schemas() -> dict[str, Any]:
    """The component schemas."""
    name = {
        "type": "string",
        "minLength": 1,
        "maxLength": MAX_NAME_LENGTH,
        "pattern": NAME_TEXT,
    }
    card_codes = {"type": "array", "items": {"type": "string"}, "minItems": 1}
    points_only = {
        "type": "object",
        "properties": {"points": {"type": "integer", "minimum": 0}},
        "required": ["points"],
        "additionalProperties": False,
    }
    stored_hand = {
        "type": "object",
        "properties": {
            "cards": {"type": ["array", "null"], "items": {"type": "string"}},
            "points": {"type": "integer"},
        },
        "required": ["cards", "points"],
        "additionalProperties": False,
    }
    totals = {"type": "object", "additionalProperties": {"type": "integer"}}
    team_list = {"type": "array", "items": {"type": "array", "items": {"type": "string"}}}
    settings = {
        "players": {
            "type": "array",
            "items": name,
            "minItems": MIN_PLAYERS,
            "maxItems": MAX_PLAYERS,
            "description": "Names in clockwise seat order, distinct ignoring case.",
        },
        "name": {"type": ["string", "null"], "maxLength": MAX_GAME_NAME, "pattern": NAME_TEXT},
        "target": {"type": "integer", "minimum": MIN_TARGET, "maximum": MAX_TARGET},
        "scoring": {"enum": ["collect", "lowest"]},
        "deck": {"enum": list(DECKS)},
        "rules": {"anyOf": [house_rules_schema(False), {"type": "null"}]},
        "teams": {
            "type": ["array", "null"],
            "items": {"type": "array", "items": {"type": "string"}},
            "description": "Every player in exactly one team, teams of equal size.",
        },
        "dealer": {"type": ["string", "null"], "description": "A player's name."},
        "play_on": {
            "type": "boolean",
            "default": False,
            "description": "Extension: the game goes on past the target until ended.",
        },
    }
    exported_round = {
        "type": "object",
        "properties": {
            "winner": {"type": "string"},
            "hands": {"type": "object", "additionalProperties": ref("HandInput")},
            "side": {"enum": ["light", "dark"]},
            "knocked_out": {"type": "array", "items": {"type": "string"}},
            "recorded_at": {"type": "string", "format": "date-time"},
        },
        "required": ["winner", "hands"],
        "additionalProperties": False,
    }
    return {
        "Error": {
            "type": "object",
            "properties": {
                "error": {
                    "type": "object",
                    "properties": {
                        "code": {"type": "string", "pattern": "^[a-z]+(_[a-z0-9]+)*$"},
                        "message": {"type": "string", "minLength": 1},
                        "field": {"type": ["string", "null"]},
                    },
                    "required": ["code", "message", "field"],
                    "additionalProperties": False,
                }
            },
            "required": ["error"],
            "additionalProperties": False,
        },
        "HandInput": {
            "description": "Card codes, or only a points total.",
            "oneOf": [card_codes, points_only],
        },
        "HouseRules": house_rules_schema(True),
        "HouseRulesChanges": house_rules_schema(False),
        "NewGame": {
            "type": "object",
            "properties": settings,
            "required": ["players"],
            "additionalProperties": False,
        },
        "RoundInput": {
            "type": "object",
            "properties": {
                "winner": {"type": "string", "description": "Who went out."},
                "hands": {
                    "type": "object",
                    "description": "Every other player's leftover cards or points.",
                    "additionalProperties": ref("HandInput"),
                },
                "request_id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": MAX_REQUEST_ID,
                    "pattern": PLAIN_TEXT,
                },
            },
            "required": ["winner", "hands"],
            "additionalProperties": False,
        },
        "Game": {
            "type": "object",
            "properties": {
                "id": {"type": "string"},
                "name": {"type": "string"},
                "target": {"type": "integer"},
                "scoring": {"enum": ["collect", "lowest"]},
                "deck": {"type": "string"},
                "rules": ref("HouseRules"),
                "players": {"type": "array", "items": {"type": "string"}},
                "teams": {"anyOf": [team_list, {"type": "null"}]},
                "rounds": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "number": {"type": "integer"},
                            "winner": {"type": "string"},
                            "hands": {"type": "object", "additionalProperties": stored_hand},
                            "collected": {"type": "integer"},
                        },
                        "required": ["number", "winner", "hands", "collected"],
                    },
                },
                "totals": {
                    "type": "object",
                    "properties": {"collect": totals, "lowest": totals},
                    "required": ["collect", "lowest"],
                },
                "over": {"type": "boolean"},
                "winners": {"type": "array", "items": {"type": "string"}},
                "dealer": {"type": "string"},
                "version": {"type": "integer"},
                "team_totals": {
                    "type": "object",
                    "properties": {
                        "collect": {"type": "array", "items": {"type": "integer"}},
                        "lowest": {"type": "array", "items": {"type": "integer"}},
                    },
                },
                "play_on": {"const": True, "description": "Only for a game that plays on."},
                "ended": {"type": "boolean", "description": "Only with play_on."},
                "first_to_target": {
                    "description": "Only with play_on: who reached the target first.",
                    "anyOf": [
                        {
                            "type": "object",
                            "properties": {
                                "players": {"type": "array", "items": {"type": "string"}},
                                "round": {"type": "integer"},
                            },
                            "required": ["players", "round"],
                        },
                        {"type": "null"},
                    ],
                },
                "edit_key": {"type": "string", "description": "Only when a game is created."},
                "rulings": {
                    "type": "array",
                    "items": ref("SavedRuling"),
                    "description": "Extension: the rulings saved during the game, if any.",
                },
            },
            "required": [
                "id",
                "name",
                "target",
                "scoring",
                "deck",
                "rules",
                "players",
                "teams",
                "rounds",
                "totals",
                "over",
                "winners",
                "dealer",
                "version",
            ],
        },
        "GameExport": {
            "type": "object",
            "description": "A whole game, lossless: what the export gives and the import takes.",
            "properties": {
                "format": {"const": "uno-referee-game"},
                "format_version": {"const": 1},
                "id": {"type": "string", "description": "The exported game's id (ignored)."},
                "created_at": {"type": "string", "format": "date-time"},
                **settings,
                "rounds": {"type": "array", "items": exported_round},
                "ended": {"type": "boolean", "description": "A game that plays on was ended."},
                "rulings": {"type": "array", "items": ref("SavedRuling"), "maxItems": 1000},
            },
            "required": ["format", "format_version", "players"],
            "additionalProperties": False,
        },
        "SavedRuling": {
            "type": "object",
            "description": "A dispute settled during the game: the dispute helper's answers "
            "and the house rules it was judged under.",
            "properties": {
                "round": {"type": "integer", "minimum": 1},
                "dispute": {"enum": list(WIZARDS)},
                "answers": {
                    "type": "object",
                    "maxProperties": 20,
                    "propertyNames": {"maxLength": 32},
                    "additionalProperties": {"type": "string", "maxLength": 32},
                },
                "rules": ref("HouseRulesChanges"),
                "recorded_at": {"type": "string", "format": "date-time"},
            },
            "required": ["round", "dispute", "answers"],
            "additionalProperties": False,
        },
        "Ruling": {
            "type": "object",
            "properties": {
                "legal": {"type": "boolean"},
                "ruling": {"type": "string"},
                "effects": {"type": "array", "items": {"type": "object"}},
                "next": {"type": ["object", "null"]},
                "rules_applied": {"type": "array", "items": {"type": "string"}},
                "verdict": {"enum": [verdict.value for verdict in Verdict]},
                "if_played_anyway": {
                    "type": "string",
                    "description": "Only for a bluff: what happens if it is played anyway.",
                },
            },
            "required": ["legal", "ruling", "effects", "next", "rules_applied", "verdict"],
        },
    }


def operation(
    summary: str,
    responses: dict[str, Any],
    *,
    parameters: list[dict[str, Any]] | None = None,
    body: dict[str, Any] | None = None,
    write: bool = False,
    statuses: tuple[int, ...] = (),
) -> dict[str, Any]:
    """One operation with its error responses."""
    found: dict[str, Any] = {"summary": summary}
    if parameters:
        found["parameters"] = parameters
    if body is not None:
        found["requestBody"] = {"required": True, "content": {JSON: {"schema": body}}}
    if write:
        found["security"] = WRITE_SECURITY
    all_statuses = sorted(set(statuses) | set(ALWAYS) | ({400, 413, 415} if body else set()))
    found["responses"] = {**responses, **errors(*all_statuses)}
    return found


def game_response(status: str, description: str, *, location: bool = False) -> dict[str, Any]:
    """A response carrying the game document with its ETag."""
    headers: dict[str, Any] = {
        "ETag": {"description": 'The version, such as `"3"`.', "schema": {"type": "string"}}
    }
    if location:
        headers["Location"] = {"description": "The game's address.", "schema": {"type": "string"}}
    return {status: {**json_body(ref("Game"), description), "headers": headers}}


def document() -> dict[str, Any]:
    """The whole OpenAPI document."""
    write_statuses = (400, 401, 403, 409, 412)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "UNO table companion",
            "version": "1",
            "description": (
                "Scores, games and rulings. Every error is a 4xx in one shape and changes "
                "nothing. See docs/api.md."
            ),
        },
        "paths": {
            "/api/decks": {
                "get": operation(
                    "Every deck: its id, name, size, default target and colours.",
                    {"200": json_body({"type": "object"}, "The decks.")},
                )
            },
            "/api/cards": {
                "get": operation(
                    "The cards of a deck with their points and counts.",
                    {"200": json_body({"type": "object"}, "The deck's cards.")},
                    parameters=[
                        {
                            "name": "deck",
                            "in": "query",
                            "required": False,
                            "schema": {"enum": list(DECKS)},
                        }
                    ],
                    statuses=(400,),
                )
            },
            "/api/score": {
                "post": operation(
                    "The points of a list of cards.",
                    {
                        "200": json_body(
                            {
                                "type": "object",
                                "properties": {"points": {"type": "integer"}},
                                "required": ["points"],
                            },
                            "The points.",
                        )
                    },
                    body={
                        "type": "object",
                        "properties": {
                            "cards": {"type": "array", "items": {"type": "string"}},
                            "deck": {"enum": list(DECKS)},
                        },
                        "required": ["cards"],
                        "additionalProperties": False,
                    },
                )
            },
            "/api/games": {
                "post": operation(
                    "Start a game; the answer carries the edit key, shown only here.",
                    game_response("201", "The new game with its edit_key.", location=True),
                    body=ref("NewGame"),
                )
            },
            "/api/games/import": {
                "post": operation(
                    "Store a game export as a new game with a new id and edit key.",
                    game_response("201", "The new game with its edit_key.", location=True),
                    body=ref("GameExport"),
                )
            },
            "/api/games/{game_id}": {
                "get": operation(
                    "The game document; If-None-Match with the current version gets 304.",
                    {
                        **game_response("200", "The game."),
                        "304": {"description": "Not changed since the version named."},
                    },
                    parameters=[
                        GAME_ID,
                        {
                            "name": "If-None-Match",
                            "in": "header",
                            "required": False,
                            "schema": {"type": "string"},
                        },
                    ],
                )
            },
            "/api/games/{game_id}/export": {
                "get": operation(
                    "The game as a lossless export (no edit key).",
                    {"200": json_body(ref("GameExport"), "The export.")},
                    parameters=[GAME_ID],
                )
            },
            "/api/games/{game_id}/rounds": {
                "post": operation(
                    "Record a round; a repeated request_id records nothing and answers 200.",
                    {
                        **game_response("201", "Recorded: the game as it is now."),
                        **game_response("200", "A repeated request_id: the game as it is."),
                    },
                    parameters=[GAME_ID, IF_MATCH],
                    body=ref("RoundInput"),
                    write=True,
                    statuses=write_statuses,
                )
            },
            "/api/games/{game_id}/rounds/{number}": {
                "put": operation(
                    "Replace round n.",
                    game_response("200", "The game as it is now."),
                    parameters=[GAME_ID, ROUND_NUMBER, IF_MATCH],
                    body=ref("RoundInput"),
                    write=True,
                    statuses=write_statuses,
                ),
                "delete": operation(
                    "Remove round n; later rounds move up one number.",
                    game_response("200", "The game as it is now."),
                    parameters=[GAME_ID, ROUND_NUMBER, IF_MATCH],
                    write=True,
                    statuses=write_statuses,
                ),
            },
            "/api/games/{game_id}/end": {
                "post": operation(
                    "End a game that plays on past the target: the leaders win. Ending it "
                    "again answers with the game as it is.",
                    game_response("200", "The ended game."),
                    parameters=[GAME_ID],
                    write=True,
                    statuses=(401, 403, 409),
                )
            },
            "/api/rulings": {
                "post": operation(
                    "Judge an action in a situation under house rules.",
                    {"200": json_body(ref("Ruling"), "The ruling (also for illegal actions).")},
                    body={
                        "type": "object",
                        "properties": {
                            "game": {"type": "string"},
                            "rules": ref("HouseRulesChanges"),
                            "state": {"type": "object"},
                            "action": {"type": "object"},
                        },
                        "required": ["state", "action"],
                        "additionalProperties": False,
                    },
                )
            },
            "/api/expectations": {
                "get": operation(
                    "What a table's house rules do to a game, by simulation, next to official.",
                    {"200": json_body({"type": "object"}, "The expected figures.")},
                    parameters=expectation_parameters(),
                    statuses=(400,),
                )
            },
            "/api/openapi.json": {
                "get": operation(
                    "This document.",
                    {"200": json_body({"type": "object"}, "The OpenAPI document.")},
                )
            },
        },
        "components": {
            "schemas": schemas(),
            "responses": {
                f"Error{status}": json_body(ref("Error"), meaning)
                for status, meaning in ERROR_MEANINGS.items()
            },
            "securitySchemes": {
                "editKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "The game's edit key, given once when the game starts.",
                }
            },
        },
    }
