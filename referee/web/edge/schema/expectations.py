"""What to expect from house rules: the table asked about and the figures answered."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    Field,
    create_model,
)

from referee.errors import json_text
from referee.rules import OPTIONS, PRESETS
from referee.scorekeeping.scoring import DEFAULT_TARGET, Method
from referee.simulation.expectations import Figures
from referee.web.edge.fields import (
    MAX_PLAYERS,
    MIN_PLAYERS,
)
from referee.web.edge.schema.rules import RulesDocument
from referee.web.edge.schema.values import (
    DECK_NAMES,
    METHODS,
    Body,
    DeckName,
    MethodName,
    OneOf,
    Target,
    Whole,
)

# ---- expectations and errors ----------------------------------------------------------------

TABLE_QUERY: dict[str, Any] = {
    "players": (Annotated[int, Whole(MIN_PLAYERS, MAX_PLAYERS)], 4),
    "deck": (DeckName, "classic"),
    "target": (Target, DEFAULT_TARGET),
    "scoring": (MethodName, Method.COLLECT.value),
    "preset": (Annotated[str, OneOf(tuple(PRESETS))],
               Field("official", description="The rules to start from.")),
}  # fmt: skip
ExpectationsQuery = create_model(
    "ExpectationsQuery",
    __base__=Body,
    __doc__="A table, and house-rule options over the preset (as text, as a query holds them).",
    **TABLE_QUERY,
    **{
        option.name: (
            Annotated[str, OneOf(tuple(json_text(v).strip('"') for v in option.json_values))],
            Field(None, description=option.description),
        )
        for option in OPTIONS
    },
)  # type: ignore[call-overload]
# The figures the API writes (Figures.to_json of any figures).
FIGURE_KEYS = tuple(Figures(**dict.fromkeys(Figures.__dataclass_fields__, 0)).to_json())
ExpectedFigures = create_model(
    "ExpectedFigures",
    __base__=Body,
    __doc__="What to expect per round and to the target.",
    **{
        name: (float, ...)
        for name in Figures(**dict.fromkeys(Figures.__dataclass_fields__, 0)).to_json()
    },
)  # type: ignore[call-overload]


class ExpectationsAnswer(Body):
    """What a table's house rules do to a game, next to the official rules."""

    players: int
    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    target: int
    scoring: Literal[METHODS]  # type: ignore[valid-type]
    rules: RulesDocument  # type: ignore[valid-type]
    rules_summary: str
    expected: ExpectedFigures  # type: ignore[valid-type]
    official: ExpectedFigures  # type: ignore[valid-type]
    rounds_simulated: int
    games_assembled: int
    seconds_per_turn: int
    seconds_per_deal: int
