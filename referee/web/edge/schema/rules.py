"""House rules in a body: one field per option of :data:`referee.rules.OPTIONS`."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import (
    Field,
    create_model,
)

from referee.rules import OPTIONS, json_value
from referee.web.edge.schema.values import Body, OneOf

# ---- house rules: one field per option of referee.rules.OPTIONS -----------------------------


def house_rules_model(name: str, every_option: bool) -> type[Body]:
    """The ``rules`` object: every option in an answer, any of them in a request."""
    fields: dict[str, Any] = {}
    for option in OPTIONS:
        kind = Annotated[object, OneOf(option.json_values)]
        default = ... if every_option else json_value(option.default)
        fields[option.name] = (kind, Field(default, description=option.description))
    doc = (
        "Every house-rule option with its value."
        if every_option
        else ("House-rule options to change; the others stay as they are.")
    )
    return create_model(name, __base__=Body, __doc__=doc, **fields)


RulesDocument = house_rules_model("HouseRules", every_option=True)
HouseRulesChanges = house_rules_model("HouseRulesChanges", every_option=False)
