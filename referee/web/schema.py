"""The JSON API's bodies, declared once: what each request takes and each answer gives.

Every request and response body is a pydantic model here. Unknown keys are errors and
types are strict (``true`` is not ``1``, ``5.0`` is not a whole number, text is not a
number). Limits, decks, house-rule options, scoring methods and verdicts come from the
modules that enforce them, never retyped. :func:`read` checks a parsed JSON value with a
model and turns the first fault into the project's :class:`InputError`, with the path of
the value and the API's error code. :func:`openapi_document` builds the OpenAPI 3.1
document served at ``/api/openapi.json`` from these models and a table of operations.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, ClassVar, Literal, TypeVar, Union, cast, get_args, get_origin

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    GetJsonSchemaHandler,
    Tag,
    ValidationError,
    ValidationInfo,
    WithJsonSchema,
    create_model,
)
from pydantic.json_schema import JsonSchemaValue, models_json_schema
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from referee.cards import (
    CLASSIC_COLORS,
    DECKS,
    SIDES,
    Card,
    CardError,
    Color,
    Deck,
    deck_title,
    find_card,
)
from referee.checks import GameSettings, check_player_count
from referee.errors import InputError, Path, field_text, json_text
from referee.expectations import Figures
from referee.i18n import N_, _, ngettext
from referee.rules import OPTIONS, PRESETS, json_value
from referee.rules import HouseRules as Rules
from referee.ruling import EffectType, Verdict
from referee.scoring import DEFAULT_TARGET, Leftover, Method, RoundResult, Table
from referee.situation import Direction
from referee.web.fields import (
    CONTROL_BUT_SPACING,
    CONTROL_CHARACTER,
    MAX_GAME_NAME,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_POINTS,
    MAX_REQUEST_ID,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
    clean_game_name,
    clean_group_name,
    clean_name,
    clean_request_id,
    clean_target,
    deck_name,
    hand_owner,
    new_game,
    one_of,
    plain_text,
    round_by_seat,
    unknown_field,
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
FIELD = "{field}"  # stands for the value's path in a message; read() writes it in

# Stored text holds no control character (names may hold spacing, turned into spaces).
NAME_TEXT = f"^[^{CONTROL_BUT_SPACING.pattern[1:-1]}]*$"
PLAIN_TEXT = f"^[^{CONTROL_CHARACTER.pattern[1:-1]}]*$"


def refusal(message: str, code: str = "invalid_value") -> PydanticCustomError:
    """A fault in our own words; ``{field}`` in ``message`` becomes the value's path."""
    return PydanticCustomError(code, message)


def reading(reader: Callable[..., R], value: object, *args: Any) -> R:
    """``reader(value, *args)``, one of the edge's readers (:mod:`referee.web.fields`),
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
    """A value read by one of the edge's readers (:mod:`referee.web.fields`), so that a
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
        """The key, or a refusal."""
        players = (info.context or {}).get("players")
        if players is not None and isinstance(value, str):
            reading(hand_owner, value, players)
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
    """A card code in any case, read as a :class:`Card`; a bad one is refused with ``code``."""

    code: str = "invalid_card"

    def check(self, value: object, info: ValidationInfo) -> Card:
        """The card, read against the deck being read for (the context's ``deck``; the
        classic family's codes without one), or a refusal."""
        context = info.context or {}
        deck = context.get("deck")
        try:
            if deck is None:
                return Card.from_code(value)  # type: ignore[arg-type]
            return deck.read(value, context.get("side"))  # type: ignore[no-any-return]
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
        return {"type": "string", "minLength": 1, "description": "A card code, in any case."}


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
    """One of the dispute helper's questions (looked up when used: the helper's module
    reaches the API's through the pages, so it cannot be imported while this one loads)."""

    @staticmethod
    def names() -> tuple[str, ...]:
        """The questions' names."""
        from referee.web.disputes import WIZARDS

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


Seat = Annotated[int, Whole(0, MAX_SEAT)]
ScoredCard = Annotated[Card, CardCode("invalid_card")]
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
Side = Annotated[str, OneOf(SIDES)]


class Body(BaseModel):
    """A JSON object with exactly the keys declared."""

    model_config = ConfigDict(extra="forbid", strict=True)


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


HouseRules = house_rules_model("HouseRules", every_option=True)
HouseRulesChanges = house_rules_model("HouseRulesChanges", every_option=False)


# ---- games ------------------------------------------------------------------------------


class PointsOnly(Body):
    """A hand known only by its points total."""

    null_is_a_bad_value: ClassVar[tuple[str, ...]] = ("points",)

    # Any whole number is read; what the game's deck is worth bounds it (the game's check,
    # worded as for the form). The document gives the bound of the richest deck.
    points: Annotated[
        int,
        Whole(0, 10**9),
        WithJsonSchema({"type": "integer", "minimum": 0, "maximum": MAX_POINTS}),
    ]


def hand_kind(value: object) -> str:
    """Which kind of hand a value is: ``{"points": n}`` or a list of card codes."""
    return "points" if isinstance(value, dict | PointsOnly) else "cards"


def leftover(hand: list[Card] | PointsOnly) -> Leftover:
    """A hand as the core holds it (its points derived from its cards when given)."""
    return (
        Leftover.of_points(hand.points) if isinstance(hand, PointsOnly) else Leftover.of_cards(hand)
    )


Hand = Annotated[
    Annotated[list[ScoredCard], Tag("cards")] | Annotated[PointsOnly, Tag("points")],
    Discriminator(hand_kind),
    AfterValidator(leftover),
    Field(description="Card codes (at least one), or only a points total."),
]


class NewGame(Body):
    """A new game's settings; only ``players`` is required."""

    null_is_a_bad_value: ClassVar[tuple[str, ...]] = ("players",)

    players: Annotated[
        list[Name],
        Players(),
        Field(
            min_length=MIN_PLAYERS,
            max_length=MAX_PLAYERS,
            description="Names in clockwise seat order, distinct ignoring case.",
        ),
    ]
    name: GameName | None = None
    target: Target = Field(
        DEFAULT_TARGET, description="If left out, the deck's own (500 but for No Mercy's 1000)."
    )
    scoring: MethodName = Method.COLLECT.value
    deck: DeckName = "classic"
    rules: HouseRulesChanges | None = None  # type: ignore[valid-type]
    teams: list[list[Name]] | None = Field(
        None, description="Every player in exactly one team, teams of equal size."
    )
    # Looked up among the players: a value that names none is an unknown player.
    dealer: PlayerName | None = Field(
        None, description="A player's name; the first player if left out."
    )
    play_on: bool = Field(False, description="The game goes on past the target until ended.")

    def settings(self) -> GameSettings:
        """The new game as the core holds it, checked against the game's rules.

        :raises InputError: naming the first value that breaks one.
        """
        rules: dict[str, Any] = {}
        if self.rules is not None:
            rules = self.rules.model_dump(exclude_unset=True)
        return new_game(
            name=self.name or "",
            players=self.players,
            target=self.target if "target" in self.model_fields_set else DECKS[self.deck].target,
            method=Method(self.scoring),
            deck=self.deck,
            rules=Rules.from_mapping(rules),
            teams=self.teams,
            dealer_name=self.dealer,
            play_on=self.play_on,
        )


class NewGameBody(NewGame):
    """A new game's settings, and the group it is played in, if any."""

    group: GroupRef | None = Field(
        None,
        description="A group's id: the game is played in that group (needs the group's "
        "edit key as the bearer key).",
    )


class RoundHands(Body):
    """Who went out, and what everyone else was left holding."""

    # Looked up among the players: a value that names none is an unknown player.
    winner: PlayerName = Field(description="Who went out: a player's name.")
    hands: dict[Annotated[str, HandKey()], Hand] = Field(
        description="Every other player's leftover cards or points, by name."
    )
    side: Side | None = Field(
        None, description="A two-sided deck's side the round ended on (read from the cards)."
    )
    knocked_out: list[PlayerName] | None = Field(
        None, description="No Mercy: the players the mercy rule knocked out of the round."
    )

    def result(self, table: Table, out: frozenset[int] = frozenset()) -> RoundResult:
        """The round as the core holds it, by seat, checked against the table, its deck
        and the seats ``out`` of the game.

        :raises InputError: naming the first value that is wrong (hands by the key sent).
        """
        # ``Hand`` reads each hand into a Leftover (its declared type is what JSON holds).
        hands = cast(Mapping[str, Leftover], self.hands)
        return round_by_seat(
            self.winner,
            hands,
            table,
            out=out,
            side=self.side,
            knocked_out=self.knocked_out or (),
        )


class Retried(Body):
    """A write's idempotency key: read before the rest, since a retry of a write already
    applied is answered as the game is, whatever else it holds."""

    request_id: RequestId | None = Field(
        None, description="A repeat with the same id records nothing and answers 200."
    )

    @classmethod
    def of(cls, body: Mapping[str, object], keys: tuple[str, ...]) -> str | None:
        """The request id of ``body``, whose keys must be among ``keys``.

        :raises InputError: for an unknown key or a request id that is not one.
        """
        read(Keys.of(keys), dict.fromkeys(body))
        return read(cls, {k: v for k, v in body.items() if k == "request_id"}).request_id


class Keys(Body):
    """Only that an object's keys are among some known ones (their values read later)."""

    @classmethod
    @cache
    def of(cls, keys: tuple[str, ...]) -> type[Body]:
        """A model taking these keys, any value (made once per set of keys)."""
        return create_model(  # type: ignore[no-any-return,call-overload]
            "Keys", __base__=cls, **{key: (Any, None) for key in keys}
        )


class RoundBody(RoundHands, Retried):
    """A round: who went out, and what everyone else was left holding."""


class StoredHand(Body):
    """A leftover hand as recorded: its cards (``null`` when only the total was given)."""

    cards: list[CardOut] | None
    points: int


class PlayedRound(Body):
    """A recorded round."""

    number: Annotated[int, Field(ge=1)]
    winner: str
    hands: dict[str, StoredHand]
    collected: int = Field(description="What the winner collects.")
    side: Side | None = Field(None, description="Only for a two-sided deck: the round's side.")
    knocked_out: list[str] = Field([], description="Only for No Mercy: who was knocked out.")


class Elimination(Body):
    """Challenge UNO: a player out of the game, and the round that put them out."""

    player: str
    round: Annotated[int, Field(ge=1)]


class Totals(Body):
    """Each player's total under both methods, whatever the game's own."""

    collect: dict[str, int]
    lowest: dict[str, int]


class TeamTotals(Body):
    """One total per team, in the order of ``teams``."""

    collect: list[int]
    lowest: list[int]


class FirstToTarget(Body):
    """Who reached the target first, and in which round (ties: all of them)."""

    players: list[str]
    round: Annotated[int, Field(ge=1)]


class SavedRuling(Body):
    """A dispute settled during the game: the helper's answers and the rules it was judged under."""

    round: Annotated[int, Field(ge=1)]
    dispute: Annotated[str, DisputeName()]
    answers: Annotated[
        dict[
            Annotated[str, Field(max_length=MAX_ANSWER_TEXT)],
            Annotated[str, Field(max_length=MAX_ANSWER_TEXT)],
        ],
        Field(max_length=MAX_ANSWERS),
    ]
    rules: HouseRulesChanges = None  # type: ignore[valid-type]
    recorded_at: Timestamp | None = None


class Game(Body):
    """The game document."""

    id: str
    name: str
    target: int
    scoring: Literal[METHODS]  # type: ignore[valid-type]
    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    rules: HouseRules  # type: ignore[valid-type]
    players: list[str]
    teams: list[list[str]] | None
    rounds: list[PlayedRound]
    totals: Totals
    over: bool
    winners: list[str]
    dealer: str = Field(description="Who deals the next round.")
    version: int
    play_on: Literal[True] = Field(True, description="Only for a game that plays on.")
    ended: bool = Field(False, description="Only with play_on: whether the table ended it.")
    first_to_target: FirstToTarget | None = Field(None, description="Only with play_on.")
    team_totals: TeamTotals | None = Field(None, description="Only with teams.")
    rulings: list[SavedRuling] = Field([], description="Only when rulings were saved.")
    eliminated: list[Elimination] = Field(
        [], description="Only for Challenge UNO: who is out, in order."
    )


class CreatedGame(Game):
    """The game document of a game just created, with its edit key (shown only here)."""

    edit_key: str


class ExportedRound(RoundHands):
    """A round in an export: hands as in a round body."""

    recorded_at: Timestamp | None = None


class GameExport(NewGame):
    """A whole game, lossless: what the export gives and the import takes."""

    format: Literal["uno-referee-game"]
    format_version: Literal[1]
    id: str | None = Field(None, description="The exported game's id (ignored).")
    created_at: Timestamp | None = None
    rounds: list[ExportedRound] = Field([], max_length=MAX_ROUNDS)
    ended: bool = Field(False, description="A game that plays on was ended.")
    rulings: list[SavedRuling] = Field([], max_length=MAX_RULINGS)


# ---- groups ------------------------------------------------------------------------------


class NewGroup(Body):
    """A new group: a table that plays together often."""

    name: GroupName


class GroupGame(Body):
    """One game of a group."""

    id: str
    name: str
    over: bool
    winners: list[str]
    rounds: int = Field(description="How many rounds it has.")


class Rating(Body):
    """An OpenSkill (Plackett-Luce) rating: ``display`` is ``mu - 3 * sigma``."""

    mu: float
    sigma: float
    display: float


class GroupPlayer(Body):
    """One person of a group (names matched ignoring case and runs of spaces)."""

    name: str = Field(description="As spelled in the group's most recently started game.")
    games: int = Field(description="Games of the group they sit in.")
    wins: int = Field(description="Games over that they won.")
    rounds_won: int
    rating: Rating


class Group(Body):
    """The group document."""

    id: str
    name: str
    version: int
    games: list[GroupGame]
    players: list[GroupPlayer]


class CreatedGroup(Group):
    """The group document of a group just created, with its edit key (shown only here)."""

    edit_key: str


class GroupExport(Body):
    """A whole group, lossless: its name and every game's export."""

    format: Literal["uno-referee-group"]
    format_version: Literal[1]
    id: str | None = Field(None, description="The exported group's id (ignored).")
    name: GroupName
    created_at: Timestamp | None = None
    games: list[GameExport] = Field([], max_length=MAX_GROUP_GAMES)


# ---- stateless helpers ------------------------------------------------------------------


class CardsQuery(Body):
    """The query of ``GET /api/cards``."""

    deck: DeckName = "classic"


class ScoreBody(Body):
    """Cards to add up."""

    cards: list[ScoredCard]
    deck: DeckName = "classic"


class CardCount(Body):
    """A kind of card: its points and how many the deck holds (``null`` where not known);
    an edition's cards carry their name, a two-sided deck's their side."""

    code: CardOut
    name: str = Field("", description="Only for the editions' decks.")
    points: int
    count: int | None
    side: Side | None = Field(None, description="Only for a two-sided deck.")


class DeckInfo(Body):
    """A deck: its id, name, size, default target and colour letters."""

    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    name: str
    cards: int
    target: int
    colors: list[str]


class DeckList(Body):
    """Every deck the app knows."""

    decks: list[DeckInfo]


class CardList(Body):
    """A deck's cards."""

    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    cards: list[CardCount]


class Points(Body):
    """The points of the cards."""

    points: int


# ---- rulings: the state and the action in ---------------------------------------------------


class LastPlay(Body):
    """The last card played, and what the table knew before it (what a challenge judges)."""

    seat: Seat
    card: RuledCard
    color_before: Colour | None = None
    hand_before: list[RuledCard] | None = Field(
        None, description="The hand before the play, with or without the card played."
    )


class Uno(Body):
    """A player down to one card (what a catch judges)."""

    seat: Seat
    called: bool = False
    next_has_acted: bool = False


def uno_form(value: object) -> str | None:
    """Which form ``state.uno`` takes: one window (an object) or a list of them."""
    if isinstance(value, list):
        return "list"
    return "one" if isinstance(value, dict | Uno) else None


# Said when a request is read (a message fixed here would be in one language only).
UNO_FORM = N_(
    "{field} must be an object (seat, called, next_has_acted) or a list of them, one per seat."
)
UnoWindows = Annotated[
    Annotated[Uno, Tag("one")] | Annotated[list[Uno], Field(max_length=MAX_PLAYERS), Tag("list")],
    Discriminator(uno_form, custom_error_type="invalid_value", custom_error_message=UNO_FORM),
]


class State(Body):
    """The situation; every part but ``players`` and ``top`` defaults to the plain case."""

    players: Annotated[int, Whole(MIN_PLAYERS, MAX_PLAYERS)]
    top: RuledCard | None = Field(None, description="The card on the pile (not for flip).")
    turn: Seat = 0
    dealer: Seat = 0
    direction: Annotated[str, OneOf(tuple(d.value for d in Direction))] = Direction.CW.value
    color: Colour | None = Field(None, description="The colour in force; needed after a wild.")
    pending_draw: Annotated[int, Whole(0, MAX_PENDING)] = 0
    hands: dict[Annotated[str, SeatKey()], list[RuledCard]] | None = Field(
        None, description="Known hands by seat."
    )
    last_play: LastPlay | None = None
    uno: UnoWindows | None = Field(
        None,
        description="Who is down to one card: one window, or a list with one per seat "
        "when several players are.",
    )
    drawn: list[RuledCard] | None = Field(
        None, description="Cards the player on turn drew this turn."
    )
    winner: Seat | None = Field(None, description="The seat that went out.")
    side: Side | None = Field(None, description="UNO Flip!: the side in play (default light).")
    out: list[Seat] | None = Field(
        None, description="No Mercy: the seats knocked out this round.", max_length=MAX_SEAT
    )


class FlipAction(Body):
    """The first card turned up after the deal."""

    type: Literal["flip"]
    card: RuledCard
    color: Colour | None = Field(None, description="For a wild: the colour the first player names.")


class PlayAction(Body):
    """A card played (by the player on turn when ``seat`` is left out)."""

    type: Literal["play"]
    seat: Seat | None = None
    card: RuledCard
    color: Colour | None = Field(None, description="The colour named for a wild.")
    target: Seat | None = Field(None, description="Who a Seven-O 7 swaps with.")


class DrawAction(Body):
    """A card drawn (by the player on turn when ``seat`` is left out)."""

    type: Literal["draw"]
    seat: Seat | None = None
    drawn: list[RuledCard] | None = Field(None, description="The cards drawn, if known.")


class PassAction(Body):
    """Keeping the card just drawn."""

    type: Literal["pass"]
    seat: Seat | None = None


class ChallengeAction(Body):
    """A challenge of the last Wild Draw Four."""

    type: Literal["challenge"]
    seat: Seat


class CallUnoAction(Body):
    """Calling UNO."""

    type: Literal["call_uno"]
    seat: Seat


class CatchAction(Body):
    """Catching a player who did not call UNO."""

    type: Literal["catch"]
    seat: Seat = Field(description="The catcher.")
    target: Seat | None = None


class JumpInAction(Body):
    """A card identical to the top card, played out of turn."""

    type: Literal["jump_in"]
    seat: Seat
    card: RuledCard
    color: Colour | None = None
    target: Seat | None = None


ActionBody = Annotated[
    FlipAction | PlayAction | DrawAction | PassAction | ChallengeAction | CallUnoAction
    | CatchAction | JumpInAction,
    Field(discriminator="type"),
]  # fmt: skip


class RulingRequest(Body):
    """An action in a situation, under house rules (``rules`` over ``game``'s or official),
    in a deck (``deck``, else ``game``'s, else classic)."""

    rules: HouseRulesChanges | None = None  # type: ignore[valid-type]
    deck: DeckName | None = Field(None, description="The deck played (default classic).")
    game: Annotated[str, Text()] | None = Field(None, description="Use this game's rules.")
    state: State
    action: ActionBody


class DeckOnly(Body):
    """A deck named on its own."""

    deck: DeckName


class ActionOnly(Body):
    """An action read on its own."""

    action: ActionBody


# ---- rulings: the answer --------------------------------------------------------------------


def effect_model(kind: EffectType, doc: str, **fields: Any) -> type[Body]:
    """One kind of effect: its ``type`` and the keys it always carries."""
    name = "".join(part.title() for part in kind.value.split("_")) + "Effect"
    tag: Any = Literal[kind.value]
    return create_model(name, __base__=Body, __doc__=doc, type=(tag, ...), **fields)


SEAT_OUT = (int, ...)
# Every colour letter of every deck, as the API writes them.
COLOR_OUT: Any = Literal[tuple(sorted({c.code for deck in DECKS.values() for c in deck.colors}))]
EFFECTS: dict[EffectType, type[Body]] = {
    EffectType.DRAW: effect_model(EffectType.DRAW, "A seat draws cards.", seat=SEAT_OUT,
                                  count=(int, ...)),
    EffectType.SKIP: effect_model(EffectType.SKIP, "A seat loses its turn.", seat=SEAT_OUT),
    EffectType.REVERSE: effect_model(EffectType.REVERSE, "Play changes direction."),
    EffectType.COLOR: effect_model(EffectType.COLOR, "A colour is named.",
                                   color=(COLOR_OUT, ...)),
    EffectType.CHOOSE_COLOR: effect_model(EffectType.CHOOSE_COLOR,
                                          "A seat still has to name the colour.", seat=SEAT_OUT),
    EffectType.SWAP: effect_model(EffectType.SWAP, "Two seats swap hands.",
                                  seats=(list[int], ...)),
    EffectType.ROTATE_HANDS: effect_model(EffectType.ROTATE_HANDS, "Every hand passes along.",
                                          direction=(Literal[tuple(d.value for d in Direction)],
                                                     ...)),
    EffectType.SHUFFLE_HANDS: effect_model(EffectType.SHUFFLE_HANDS,
                                           "All hands are shuffled and dealt again.",
                                           seat=SEAT_OUT),
    EffectType.RESHUFFLE: effect_model(EffectType.RESHUFFLE,
                                       "The card turned up goes back into the deck."),
    EffectType.PLAY_DRAWN: effect_model(EffectType.PLAY_DRAWN,
                                        "A seat may (or must) play the card just drawn.",
                                        seat=SEAT_OUT, card=(CardOut, ...)),
    EffectType.FLIP: effect_model(EffectType.FLIP, "UNO Flip!: every card turns over.",
                                  side=(Side, ...)),
    EffectType.SKIP_EVERYONE: effect_model(EffectType.SKIP_EVERYONE,
                                           "Every other player is skipped; the player goes "
                                           "again."),
    EffectType.DISCARD_ALL: effect_model(EffectType.DISCARD_ALL,
                                         "A seat discards every card of a colour.",
                                         seat=SEAT_OUT, color=(COLOR_OUT, ...)),
    EffectType.DRAW_UNTIL_COLOR: effect_model(EffectType.DRAW_UNTIL_COLOR,
                                              "A seat turns over cards until the colour "
                                              "appears (null: the colour they name).",
                                              seat=SEAT_OUT, color=(COLOR_OUT | None, ...)),
    EffectType.KNOCKED_OUT: effect_model(EffectType.KNOCKED_OUT,
                                         "No Mercy: a seat holding 25 cards or more is out "
                                         "of the round.", seat=SEAT_OUT),
    EffectType.PRESS: effect_model(EffectType.PRESS,
                                   "UNO Attack!: a seat presses the launcher (count null: "
                                   "until it fires).", seat=SEAT_OUT, count=(int | None, ...),
                                   until_fire=(bool, False)),
}  # fmt: skip
Effect = Annotated[Union[tuple(EFFECTS.values())], Field(discriminator="type")]  # type: ignore[valid-type]  # noqa: UP007


class LastPlayOut(Body):
    """The last card played."""

    seat: int
    card: CardOut
    color_before: COLOR_OUT | None
    hand_before: list[CardOut] | None


class UnoOut(Body):
    """A player down to one card."""

    seat: int
    called: bool
    next_has_acted: bool


class NextState(Body):
    """The situation after the action, ready to be sent back as ``state``."""

    players: int
    turn: int
    dealer: int
    direction: Literal[tuple(d.value for d in Direction)]  # type: ignore[valid-type]
    top: CardOut | None
    color: COLOR_OUT | None
    pending_draw: int
    hands: dict[str, list[CardOut]]
    last_play: LastPlayOut | None
    uno: UnoOut | list[UnoOut] | None = Field(
        description="null with no window open, an object with one, a list (in seat order) "
        "with several."
    )
    drawn: list[CardOut] = Field([], description="Only when the player on turn drew.")
    winner: int = Field(0, description="Only once someone went out.")
    side: Side = Field("light", description="Only in UNO Flip!: the side in play.")
    out: list[int] = Field([], description="Only in No Mercy: the seats knocked out.")


class Ruling(Body):
    """The referee's answer (also for an action that breaks a rule)."""

    legal: bool
    ruling: str = Field(description="One sentence.")
    effects: list[Effect]  # type: ignore[valid-type]
    next: NextState | None
    rules_applied: list[str] = Field(description="Rulebook entry ids.")
    verdict: Literal[tuple(v.value for v in Verdict)]  # type: ignore[valid-type]
    if_played_anyway: str = Field("", description="Only for a bluff: what follows if played.")


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


class Expectations(Body):
    """What a table's house rules do to a game, next to the official rules."""

    players: int
    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    target: int
    scoring: Literal[METHODS]  # type: ignore[valid-type]
    rules: HouseRules  # type: ignore[valid-type]
    rules_summary: str
    expected: ExpectedFigures  # type: ignore[valid-type]
    official: ExpectedFigures  # type: ignore[valid-type]
    rounds_simulated: int
    games_assembled: int
    seconds_per_turn: int
    seconds_per_deal: int


class ErrorDetail(Body):
    """What went wrong."""

    code: Annotated[str, Field(pattern="^[a-z]+(_[a-z0-9]+)*$")]
    message: Annotated[str, Field(min_length=1, description="One sentence.")]
    field: str | None = Field(description="The path of the value at fault, or null.")


class Error(Body):
    """Every error: a 4xx in this shape, which changes nothing."""

    error: ErrorDetail


# ---- reading: a model's first fault as an InputError ------------------------------------------

M = TypeVar("M", bound=BaseModel)
R = TypeVar("R")


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


# ---- the OpenAPI document ----------------------------------------------------------------------

# Every schema of the document, by name (a model's own and those it uses).
MODELS: tuple[type[BaseModel], ...] = (
    Error, NewGame, NewGameBody, CreatedGame, Game, RoundBody, GameExport, CardList, DeckList,
    ScoreBody, Points, RulingRequest, Ruling, Expectations, HouseRules, HouseRulesChanges,
    SavedRuling, NewGroup, Group, CreatedGroup, GroupExport,
)  # fmt: skip
ERROR_MEANINGS = {
    400: "The request could not be read or breaks a rule; `field` names the value at fault.",
    401: "A write without the game's (or group's) edit key.",
    403: "An edit key that does not belong to this game (or group).",
    404: "No game, group, round or address by that name.",
    405: "This address does not take that method.",
    409: "The game is over and takes no more rounds (or, ending it: it does not play on, "
    "or has no rounds).",
    412: "`If-Match` names a version that is no longer current.",
    413: "The request body is larger than 64 KiB (however it is sent).",
    415: "The request body must be JSON.",
    429: "Too many writes with this edit key (or, starting games and groups, from this client "
    "address); `Retry-After` says when to retry.",
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


PARAMETERS: dict[str, dict[str, Any]] = {
    "game_id": {"name": "game_id", "in": "path", "required": True,
                "description": "The game's id (16 URL-safe characters).",
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
    "Location": {"description": "The new game's or group's address.", "schema": {"type": "string"}},
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
        {201: (CreatedGame, "The new game with its edit_key.")}, body=GameExport,
        statuses=(409,), headers=NEW_GAME)},
    "/api/games/{game_id}": {"get": Op(
        "The game document; If-None-Match with the current version gets 304.",
        {200: (Game, "The game."), 304: (None, "Not changed since the version named.")},
        parameters=("game_id", "If-None-Match"), headers=GAME)},
    "/api/games/{game_id}/export": {"get": Op(
        "The game as a lossless export (no edit key).", {200: (GameExport, "The export.")},
        parameters=("game_id",))},
    "/api/games/{game_id}/rounds": {"post": Op(
        "Record a round; a repeated request_id records nothing and answers 200.",
        {201: (Game, "Recorded: the game as it is now."),
         200: (Game, "A repeated request_id: the game as it is.")},
        body=RoundBody, parameters=("game_id", "If-Match"), statuses=WRITE, write=True,
        headers=GAME)},
    "/api/games/{game_id}/rounds/{number}": {
        "put": Op("Replace round n.", {200: (Game, "The game as it is now.")}, body=RoundBody,
                  parameters=("game_id", "number", "If-Match"), statuses=WRITE, write=True,
                  headers=GAME),
        "delete": Op("Remove round n; later rounds move up one number.",
                     {200: (Game, "The game as it is now.")},
                     parameters=("game_id", "number", "If-Match"), statuses=WRITE, write=True,
                     headers=GAME),
    },
    "/api/games/{game_id}/end": {"post": Op(
        "End a game that plays on past the target: the leaders win. Ending it again answers "
        "with the game as it is.", {200: (Game, "The ended game.")}, parameters=("game_id",),
        statuses=(401, 403, 409), write=True, headers=GAME)},
    "/api/groups": {"post": Op(
        "Start a group; the answer carries its edit key, shown only here.",
        {201: (CreatedGroup, "The new group with its edit_key.")}, body=NewGroup,
        headers=NEW_GAME)},
    "/api/groups/import": {"post": Op(
        "Store a group export as a new group (and its games) with new ids and edit keys.",
        {201: (CreatedGroup, "The new group with its edit_key.")}, body=GroupExport,
        statuses=(409,), headers=NEW_GAME)},
    "/api/groups/{group_id}": {"get": Op(
        "The group document: its games, standings and ratings; If-None-Match with the "
        "current version gets 304.",
        {200: (Group, "The group."), 304: (None, "Not changed since the version named.")},
        parameters=("group_id", "If-None-Match"), headers=GAME)},
    "/api/groups/{group_id}/export": {"get": Op(
        "The group and its games as a lossless export (no edit keys).",
        {200: (GroupExport, "The export.")}, parameters=("group_id",))},
    "/api/rulings": {"post": Op(
        "Judge an action in a situation under house rules.",
        {200: (Ruling, "The ruling (also for an action that breaks a rule).")},
        body=RulingRequest, look_up=True)},
    "/api/expectations": {"get": Op(
        "What a table's house rules do to a game, by simulation, next to official.",
        {200: (Expectations, "The expected figures.")}, query=ExpectationsQuery,
        statuses=(400,))},
    "/api/openapi.json": {"get": Op(
        "This document.", {200: (None, "The OpenAPI document.")})},
}  # fmt: skip


def ref(model: type[BaseModel]) -> dict[str, str]:
    """A reference to a model's schema in ``components``."""
    return {"$ref": f"#/components/schemas/{model.__name__}"}


def component_schemas() -> dict[str, Any]:
    """Every model's schema by name, with the schemas they refer to."""
    top = models_json_schema(
        [(model, "validation") for model in MODELS],
        ref_template="#/components/schemas/{model}",
    )[1]
    return dict(sorted(top.get("$defs", {}).items()))


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
        found["requestBody"] = {"required": True, "content": {JSON: {"schema": ref(op.body)}}}
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
                    "description": "The game's edit key, given once when the game starts.",
                }
            },
        },
    }
