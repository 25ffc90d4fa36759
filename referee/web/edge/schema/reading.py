"""Reading a body: a model's first fault as an :class:`~referee.errors.InputError`, with the
value's path and the API's code, and the shape of every error."""

from __future__ import annotations

import types
from collections.abc import Sequence
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    Field,
    Tag,
    ValidationError,
)

from referee.decks import Deck
from referee.errors import InputError, Path, field_text
from referee.i18n import N_, _
from referee.web.edge.fields import (
    unknown_field,
)
from referee.web.edge.schema.values import FIELD, UNO_FORM, Body, M


class ErrorDetail(Body):
    """What went wrong."""

    code: Annotated[str, Field(pattern="^[a-z]+(_[a-z0-9]+)*$")]
    message: Annotated[str, Field(min_length=1, description="One sentence.")]
    field: str | None = Field(description="The path of the value at fault, or null.")


class Error(Body):
    """Every error: a 4xx in this shape, which changes nothing."""

    error: ErrorDetail


# ---- reading: a model's first fault as an InputError ------------------------------------------


def read(
    model: type[M],
    data: object,
    at: Path = (),
    players: Sequence[str] | None = None,
    deck: Deck | None = None,
    side: str | None = None,
) -> M:
    """``data`` (parsed JSON) checked and read by ``model``.

    :raises InputError: for the first fault, with its path (under ``at``) and its code:
        ``unknown_field``, ``missing_field``, ``invalid_card`` or ``invalid_value``.
    """
    try:
        context = {"players": players, "deck": deck, "side": side}
        return model.model_validate(data, context=context)
    except ValidationError as error:
        faults = error.errors(include_url=False)
        # An unknown key is named first, wherever it is: the request is not what it seems.
        first = next((f for f in faults if f["type"] == "extra_forbidden"), faults[0])
        raise input_error(model, first, at) from None


def input_error(model: type[BaseModel], error: Any, at: Path = ()) -> InputError:
    """One pydantic error in the API's terms."""
    kind: str = error["type"]
    path, parent = walk(model, error["loc"])
    path = (*at, *path)
    if kind in ("union_tag_not_found", "union_tag_invalid"):
        path = (*path, "type")
    field = field_text(path) or _("The request body")
    if error.get("input", 0) is None and null_is_missing(parent, path):
        kind = "missing"
    code = {"extra_forbidden": "unknown_field", "missing": "missing_field"}.get(kind)
    if kind == "union_tag_not_found":
        code = "missing_field"
    if kind in ("invalid_card", "invalid_value", "unknown_field"):
        said: str = error["msg"]
        if said in FIXED_MESSAGES:  # fixed when the model was made: said now, in words of now
            said = _(said)
        return InputError(said.replace(FIELD, field, 1), path, kind)
    return InputError(message(kind, field, error, parent), path, code or "invalid_value")


def null_is_missing(parent: type[BaseModel] | None, path: Path) -> bool:
    """Whether ``null`` at ``path`` counts as leaving out a required key of ``parent``
    (unless the model says ``null`` is a value to refuse as such, as for ``players``)."""
    if parent is None or not path or not isinstance(path[-1], str):
        return False
    found = parent.model_fields.get(path[-1])
    refused = getattr(parent, "null_is_a_bad_value", ())
    return found is not None and found.is_required() and path[-1] not in refused


# The models' own messages, fixed when the models are made (translated when said).
FIXED_MESSAGES = frozenset({UNO_FORM})
# A value of the wrong JSON type: one whole sentence per type (said in the request's words).
WRONG_TYPE = {
    "bool_type": N_("{field} must be true or false."),
    "list_type": N_("{field} must be a list."),
    "string_type": N_("{field} must be text."),
    "int_type": N_("{field} must be a whole number."),
    "dict_type": N_("{field} must be an object."),
    "model_type": N_("{field} must be an object."),
    "model_attributes_type": N_("{field} must be an object."),
}


def message(kind: str, field: str, error: Any, parent: type[BaseModel] | None) -> str:
    """A sentence for a fault pydantic found (pydantic's own words are not ours), in the
    language of the moment."""
    if kind == "extra_forbidden":
        allowed = tuple(parent.model_fields) if parent else ()
        return unknown_field(field_text(error["loc"][-1:]) or "", allowed)
    if kind in ("missing", "union_tag_not_found"):
        return _("{field} is required.").format(field=field)
    if kind == "union_tag_invalid":
        tags = error["ctx"]["expected_tags"].replace("'", "")
        return _("{field} must be one of {values}.").format(field=field, values=tags)
    if kind in WRONG_TYPE:
        return _(WRONG_TYPE[kind]).format(field=field)
    if kind == "too_long":
        return _("{field} holds too many items; at most {limit}.").format(
            field=field, limit=error["ctx"]["max_length"]
        )
    return _("{field} holds a value this API does not take.").format(field=field)


def walk(model: type[BaseModel], loc: Sequence[str | int]) -> tuple[Path, type[BaseModel] | None]:
    """The path of ``loc`` (without union tags and ``[key]``) and the model holding its end."""
    path: list[str | int] = []
    here: Any = model
    parent: type[BaseModel] | None = None
    for index, step in enumerate(loc):
        if step == "[key]" and index == len(loc) - 1:
            continue  # pydantic's mark of a fault in a key (a player may be called "[key]")
        here = unwrap(here)
        variants = get_args(here) if get_origin(here) in (Union, types.UnionType) else ()
        tagged = [v for v in variants if tag_of(v) == step]
        if tagged:  # a discriminated union names the variant: not a step of the path
            here = tagged[0]
            continue
        parent = here if isinstance(here, type) and issubclass(here, BaseModel) else None
        if parent is not None:
            found = parent.model_fields.get(str(step))
            here = None if found is None else found.annotation
        elif get_origin(here) in (list, dict):
            here = get_args(here)[-1]
        else:
            here = None
        path.append(step)
    return tuple(path), parent


def unwrap(kind: Any) -> Any:
    """``kind`` without ``Annotated`` and without ``None`` as an alternative."""
    while get_origin(kind) is Annotated:
        kind = get_args(kind)[0]
    if get_origin(kind) in (Union, types.UnionType):
        rest = [arg for arg in get_args(kind) if arg is not type(None)]
        if len(rest) == 1:
            return unwrap(rest[0])
    return kind


def tag_of(variant: Any) -> object:
    """The ``type`` a variant of a discriminated union stands for, if it is one (or the
    :class:`Tag` a variant read by a callable discriminator carries)."""
    if get_origin(variant) is Annotated:
        tags = [meta.tag for meta in get_args(variant)[1:] if isinstance(meta, Tag)]
        return tags[0] if tags else None
    if isinstance(variant, type) and issubclass(variant, BaseModel):
        found = variant.model_fields.get("type")
        if found is not None and get_origin(found.annotation) is Literal:
            return get_args(found.annotation)[0]
    return None
