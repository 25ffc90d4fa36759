"""The API's value types: limits, names, card and colour codes, seats, each with its own
checks and messages in the API's words, and the base of every body (:class:`Body`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    ValidationInfo,
    WithJsonSchema,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from referee.cards import CLASSIC_COLORS, SIDES, Card, CardError, Color
from referee.decks import CLASSIC, DECKS, Deck, deck_title, find_card
from referee.errors import InputError, json_text
from referee.i18n import N_, _, ngettext
from referee.scorekeeping.checks import check_player_count
from referee.scorekeeping.scoring import Method
from referee.web.edge.disputes.wizards import WIZARDS
from referee.web.edge.fields import (
    CONTROL_BUT_SPACING,
    CONTROL_CHARACTER,
    MAX_GAME_NAME,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_REQUEST_ID,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
    SeatName,
    clean_game_name,
    clean_group_name,
    clean_name,
    clean_request_id,
    clean_target,
    deck_name,
    hand_owner,
    one_of,
    plain_text,
    whole_number,
)

JSON = "application/json"
MAX_SEAT = MAX_PLAYERS - 1
MAX_PENDING = 200  # a stack of draw cards larger than any deck could make
MAX_ROUNDS = 1000  # rounds in an export
MAX_RULINGS = 1000  # saved rulings in an export
MAX_ANSWERS = 20  # the dispute helper asks fewer questions than this
MAX_ANSWER_TEXT = 32
MAX_ID = 32  # a game's or group's id as stored
MAX_GROUP_GAMES = 1000  # games in a group's export
MAX_GROUP_NIGHTS = 100  # club nights in a group's export
M = TypeVar("M", bound=BaseModel)
R = TypeVar("R")
FIELD = "{field}"  # stands for the value's path in a message; read() writes it in

# Said when a request is read (a message fixed here would be in one language only).
UNO_FORM = N_(
    "{field} must be an object (seat, called, next_has_acted) or a list of them, one per seat."
)

# Stored text holds no control character (names may hold spacing, turned into spaces).
NAME_TEXT = f"^[^{CONTROL_BUT_SPACING.pattern[1:-1]}]*$"
PLAIN_TEXT = f"^[^{CONTROL_CHARACTER.pattern[1:-1]}]*$"


def refusal(message: str, code: str = "invalid_value") -> PydanticCustomError:
    """A fault in our own words; ``{field}`` in ``message`` becomes the value's path."""
    return PydanticCustomError(code, message)


def reading(reader: Callable[..., R], value: object, *args: Any) -> R:
    """``reader(value, *args)``, one of the edge's readers (:mod:`referee.web.edge.fields`),
    its refusal turned into a fault of the model being read."""
    try:
        return reader(value, *args)
    except InputError as error:
        raise refusal(error.message, error.code) from None


def given(value: object) -> str:
    """A value as a message quotes it."""
    if value is None:
        return "null"
    return json_text(value) if isinstance(value, str | bool | int | float) else type(value).__name__


# ---- value types: checks of their own, with messages in the API's words --------------------


@dataclass(frozen=True, slots=True)
class Whole:
    """A whole number from ``low`` to ``high`` (``true`` and ``5.0`` are not)."""

    low: int
    high: int

    def check(self, value: object) -> object:
        """The value, or a refusal naming the range (the forms' reader, worded alike)."""
        return reading(whole_number, value, FIELD, self.low, self.high)

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        inner = core_schema.int_schema(ge=self.low, le=self.high, strict=True)
        return core_schema.no_info_before_validator_function(self.check, inner)


@dataclass(frozen=True, slots=True)
class OneOf:
    """One of ``values``, of the same JSON type (``true`` is not ``1``)."""

    values: tuple[object, ...]

    def check(self, value: object) -> object:
        """The value, or a refusal listing the values taken."""
        return reading(one_of, value, self.values, FIELD)

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.no_info_before_validator_function(
            self.check, core_schema.literal_schema(list(self.values))
        )


@dataclass(frozen=True, slots=True)
class Text:
    """Text without control characters (``spacing``: tabs and line breaks allowed)."""

    max_length: int | None = None
    min_length: int = 0
    spacing: bool = False

    def check(self, value: object) -> object:
        """The text as sent, or a refusal."""
        text = reading(plain_text, value, FIELD, FIELD, self.spacing)
        if not self.min_length <= len(text) <= (self.max_length or len(text)):
            raise refusal(
                ngettext(
                    "{field} must be {low} to {high} character; {count} given.",
                    "{field} must be {low} to {high} characters; {count} given.",
                    self.max_length or 0,
                ).format(field=FIELD, low=self.min_length, high=self.max_length, count=len(text))
            )
        return text

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        inner = core_schema.str_schema(
            min_length=self.min_length or None,
            max_length=self.max_length,
            pattern=NAME_TEXT if self.spacing else PLAIN_TEXT,
        )
        return core_schema.no_info_before_validator_function(self.check, inner)


@dataclass(frozen=True, slots=True)
class ReadBy:
    """A value read by one of the edge's readers (:mod:`referee.web.edge.fields`), so that a
    form and the API say the same of the same fault; the value is as read (names trimmed).
    The limits the document shows are declared beside it, with :class:`Field`."""

    reader: Callable[[object, str], object]

    def check(self, value: object) -> object:
        """The value as read, or the reader's refusal."""
        return reading(self.reader, value, "")

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.no_info_before_validator_function(self.check, handler(source))


@dataclass(frozen=True, slots=True)
class Players:
    """The players of a new game: a list of 2 to 10 names (each a :data:`Name`)."""

    def check(self, value: object) -> object:
        """The list, or a refusal saying how many players a game takes."""
        if not isinstance(value, list):
            raise refusal(
                _("{field} must be a list of {low} to {high} names.").format(
                    field=FIELD, low=MIN_PLAYERS, high=MAX_PLAYERS
                )
            )
        reading(check_player_count, len(value))
        return value

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.no_info_before_validator_function(self.check, handler(source))


@dataclass(frozen=True, slots=True)
class HandKey:
    """A key of a round's ``hands``: a player of the game being read for (the context's
    ``players``); a key naming nobody is an unknown key. Without a game, any text."""

    def check(self, value: object, info: ValidationInfo) -> object:
        """The key with the seat it names (looked up once, here), or a refusal."""
        players = (info.context or {}).get("players")
        if players is not None and isinstance(value, str):
            return SeatName(value, reading(hand_owner, value, players))
        return value

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.with_info_after_validator_function(self.check, handler(source))


def is_card_elsewhere(value: object) -> bool:
    """Whether ``value`` is the code of a card of some deck (a card of another deck)."""
    try:
        find_card(value)  # type: ignore[arg-type]
    except CardError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class CardCode:
    """A card code in any case, read as a :class:`Card`; a bad one is refused with ``code``.
    With ``colourless`` (a card left in a hand), a coloured card's code may leave its
    colour letter out (``7``, ``S``, ``+2``)."""

    code: str = "invalid_card"
    colourless: bool = False

    def check(self, value: object, info: ValidationInfo) -> Card:
        """The card, read against the deck being read for (the context's ``deck``; the
        classic family's codes without one), or a refusal."""
        context = info.context or {}
        deck = context.get("deck")
        try:
            if deck is None and not self.colourless:
                return Card.from_code(value)  # type: ignore[arg-type]
            return (deck or CLASSIC).read(value, context.get("side"), self.colourless)
        except CardError:
            message = (
                _("{field} must be a card code such as R7, BS, G+2, YR, W or W+4; {value} given.")
                if deck is None
                else _("{field} must be a card code such as those of {deck}; {value} given.")
            )
            raise refusal(
                message.format(field=FIELD, deck=deck and deck_title(deck), value=given(value)),
                "invalid_card" if is_card_elsewhere(value) else self.code,
            ) from None

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.with_info_plain_validator_function(self.check)

    def __get_pydantic_json_schema__(
        self, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        description = (
            "A card code, in any case; a coloured card's colour letter may be left out."
            if self.colourless
            else "A card code, in any case."
        )
        return {"type": "string", "minLength": 1, "description": description}


@dataclass(frozen=True, slots=True)
class ColorCode:
    """A colour letter in any case, read as a :class:`Color` of the deck being read for
    (the context's ``deck`` and ``side``; the classic colours without one)."""

    def check(self, value: object, info: ValidationInfo) -> Color:
        """The colour, or a refusal."""
        context = info.context or {}
        deck: Deck | None = context.get("deck")
        colors = CLASSIC_COLORS if deck is None else deck.colors_of(context.get("side"))
        if isinstance(value, str):
            for color in colors:
                if value.strip().upper() == color.code:
                    return color
        if not colors:
            message = (
                _("{field}: the cards of {deck} have no colour, so none is named; leave it out.")
                if deck
                else _("{field}: the cards of this deck have no colour, so none is named; "
                       "leave it out.")
            )  # fmt: skip
            raise refusal(message.format(field=FIELD, deck=deck and deck_title(deck)))
        letters = ", ".join(color.code for color in colors)
        raise refusal(
            _("{field} must be a colour: {letters}; {value} given.").format(
                field=FIELD, letters=letters, value=given(value)
            )
        )

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.with_info_plain_validator_function(self.check)

    def __get_pydantic_json_schema__(
        self, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        letters = sorted({color.value for deck in DECKS.values() for color in deck.colors})
        return {"type": "string", "enum": letters + [letter.lower() for letter in letters]}


@dataclass(frozen=True, slots=True)
class SeatKey:
    """A seat written as a key of ``hands``: ``"0"`` to ``"9"``."""

    def check(self, value: object) -> object:
        """The key, or a refusal."""
        if isinstance(value, str) and value.isdigit() and value.isascii() and len(value) == 1:
            return value
        raise refusal(
            _("{key} is not a seat; seats are {low} to {high}.").format(
                key=FIELD, low=0, high=MAX_SEAT
            )
        )

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.no_info_before_validator_function(
            self.check, core_schema.str_schema(pattern=f"^[0-{MAX_SEAT}]$")
        )


@dataclass(frozen=True, slots=True)
class DisputeName:
    """One of the dispute helper's questions."""

    @staticmethod
    def names() -> tuple[str, ...]:
        """The questions' names."""
        return tuple(WIZARDS)

    def check(self, value: object) -> object:
        """The name, or a refusal listing the names."""
        return OneOf(self.names()).check(value)

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.no_info_before_validator_function(self.check, core_schema.str_schema())

    def __get_pydantic_json_schema__(
        self, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {"type": "string", "enum": list(self.names())}


SeatNumber = Annotated[int, Whole(0, MAX_SEAT)]
ScoredCard = Annotated[Card, CardCode("invalid_card", colourless=True)]
RuledCard = Annotated[Card, CardCode("invalid_value")]  # the rulings call a bad card a bad value
Colour = Annotated[Color, ColorCode()]
Name = Annotated[
    str, Field(min_length=1, max_length=MAX_NAME_LENGTH, pattern=NAME_TEXT), ReadBy(clean_name)
]
GameName = Annotated[
    str, Field(max_length=MAX_GAME_NAME, pattern=NAME_TEXT), ReadBy(clean_game_name)
]
GroupName = Annotated[
    str,
    Field(min_length=1, max_length=MAX_GAME_NAME, pattern=NAME_TEXT),
    ReadBy(clean_group_name),
]
# A group named in a new game: any text (a value that names no group is refused as such).
GroupRef = Annotated[str, Text(max_length=MAX_ID)]
# A player named in a round or as the dealer: looked up among the game's players, so a
# value that names none (whatever its type) is an unknown player.
PlayerName = Annotated[object, WithJsonSchema({"type": "string"})]
Target = Annotated[int, Field(ge=MIN_TARGET, le=MAX_TARGET), ReadBy(clean_target)]
RequestId = Annotated[
    str,
    Field(min_length=1, max_length=MAX_REQUEST_ID, pattern=PLAIN_TEXT),
    ReadBy(clean_request_id),
]
DECK_NAMES = tuple(DECKS)
METHODS = tuple(method.value for method in Method)
DeckName = Annotated[
    str, ReadBy(deck_name), WithJsonSchema({"type": "string", "enum": list(DECK_NAMES)})
]
MethodName = Annotated[str, OneOf(METHODS)]
Timestamp = Annotated[str, Field(json_schema_extra={"format": "date-time"})]
# Card codes as the API writes them: upper case.
CODES = sorted({card.code for deck in DECKS.values() for card in deck.counts})
CardOut = Annotated[str, Field(json_schema_extra={"enum": CODES})]
# A card left in a hand as the API writes it: a code, or one without its colour letter.
HAND_CODES = sorted({*CODES, *(card.code for deck in DECKS.values() for card in deck.colourless)})
HandCardOut = Annotated[str, Field(json_schema_extra={"enum": HAND_CODES})]
Side = Annotated[str, OneOf(SIDES)]


class Body(BaseModel):
    """A JSON object with exactly the keys declared."""

    model_config = ConfigDict(extra="forbid", strict=True)
