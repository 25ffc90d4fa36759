"""What to expect from house rules, by simulation: the JSON answer, panels and insights.

``GET /api/expectations`` reads the table from the query string (players, deck, target,
scoring, a preset, then any option overriding it) and answers with the figures for those
rules next to the official rules'. The pure layer (:mod:`referee.simulation.expectations`) caches
results per rules, deck, player count, target and method. The same figures fill the
panel on the new-game form and on a game's rules page; ``/insights`` compares strategies.
"""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, render_template, request

from referee.errors import InputError
from referee.rules import OPTIONS, OPTIONS_BY_NAME, HouseRules, get_preset
from referee.scorekeeping.scoring import DEFAULT_TARGET, Method
from referee.simulation.expectations import (
    compare_strategies,
    expect,
)
from referee.web.edge import fields
from referee.web.infra.errors import answer_input_error
from referee.web.service.expectations import expectations_json, insight_bars

bp = Blueprint("expectations", __name__)

TABLE_KEYS = ("players", "deck", "target", "scoring", "preset")
DEFAULT_PLAYERS = 4


bp.register_error_handler(InputError, answer_input_error)  # a 400 naming the parameter


@bp.get("/api/expectations")
def get_expectations() -> Response:
    """Expected figures for a table's rules, deck, players, target and scoring method."""
    fields.reject_unknown(request.args, (*TABLE_KEYS, *OPTIONS_BY_NAME))
    found = expect(read_rules(), *read_table())
    return jsonify(expectations_json(found))


def read_table() -> tuple[str, int, int, Method]:
    """Deck, players, target and method from the query string, with their defaults.

    :raises InputError: for a value out of range, naming the parameter.
    """
    args = request.args
    deck = fields.deck_name(args.get("deck", "classic"))
    players = fields.number_text(args.get("players", str(DEFAULT_PLAYERS)))
    target = fields.number_text(args.get("target", str(DEFAULT_TARGET)))
    return (
        deck,
        fields.whole_number(players, "players", fields.MIN_PLAYERS, fields.MAX_PLAYERS),
        fields.clean_target(target),
        fields.clean_method(args.get("scoring", "collect")),
    )


def read_rules() -> HouseRules:
    """A preset (default: official) with any options given overriding it.

    :raises InputError: for an unknown preset or a value an option does not allow.
    """
    base = get_preset(request.args.get("preset", "official"))
    overrides: dict[str, object] = {}
    for option in OPTIONS:
        raw = request.args.get(option.name)
        if raw is not None:
            overrides[option.name] = query_value(option.kind, raw)
    try:
        return HouseRules.from_mapping(overrides, base)
    except InputError as error:
        raise fields.moved(error, "rules.") from None


def query_value(kind: str, raw: str) -> object:
    """A query-string text as the value an option of ``kind`` takes (checked later)."""
    if kind == "bool":
        return {"true": True, "false": False}.get(raw, raw)
    if kind == "int":
        return fields.number_text(raw)
    return raw


@bp.get("/insights")
def show_insights() -> str:
    """Offensive against defensive play, by simulation."""
    comparison = compare_strategies()
    return render_template("expectations/insights.html", comparison=comparison,
                           bars=insight_bars(comparison.records))  # fmt: skip
