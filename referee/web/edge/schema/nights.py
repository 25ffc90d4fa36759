"""Club nights in and out: a new night, seating a round, the night document, its export."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field
from pydantic_core import CoreSchema, core_schema

from referee.i18n import _
from referee.scorekeeping.scoring import DEFAULT_TARGET, Method
from referee.web.edge.fields import (
    DEFAULT_NIGHT_ROUNDS,
    DEFAULT_TABLE_SIZE,
    MAX_MINUTES,
    MAX_NIGHT_PLAYERS,
    MAX_NIGHT_ROUNDS,
    MAX_TABLE_SIZE,
    MIN_MINUTES,
    MIN_NIGHT_PLAYERS,
    MIN_NIGHT_ROUNDS,
    MIN_TABLE_SIZE,
    check_night_player_count,
)
from referee.web.edge.schema.games import GameFile
from referee.web.edge.schema.rules import HouseRulesChanges, RulesDocument
from referee.web.edge.schema.values import (
    DECK_NAMES,
    FIELD,
    METHODS,
    Body,
    DeckName,
    GameName,
    GroupRef,
    MethodName,
    Name,
    RequestId,
    Target,
    Timestamp,
    Whole,
    reading,
    refusal,
)

MAX_SEATED = MAX_NIGHT_ROUNDS + 1  # the rounds and the final
NIGHT_STATES = ("open", "playing", "over")


@dataclass(frozen=True, slots=True)
class NightPlayers:
    """The players of a night: a list of 4 to 120 names (each a :data:`Name`; a name given
    twice is refused naming it, ``players[i]``, when the night is checked whole)."""

    def check(self, value: object) -> object:
        """The list, or a refusal saying how many players a night takes."""
        if not isinstance(value, list):
            raise refusal(
                _("{field} must be a list of {low} to {high} names.").format(
                    field=FIELD, low=MIN_NIGHT_PLAYERS, high=MAX_NIGHT_PLAYERS
                )
            )
        reading(check_night_player_count, len(value))
        return value

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> CoreSchema:
        return core_schema.no_info_before_validator_function(self.check, handler(source))


TableSize = Annotated[int, Whole(MIN_TABLE_SIZE, MAX_TABLE_SIZE)]
Rounds = Annotated[int, Whole(MIN_NIGHT_ROUNDS, MAX_NIGHT_ROUNDS)]
Minutes = Annotated[int, Whole(MIN_MINUTES, MAX_MINUTES)]


class NewNight(Body):
    """A new club night's settings; only ``players`` is required. ``deck``, ``scoring``,
    ``target`` and ``rules`` are every table's, as for a game."""

    null_is_a_bad_value: ClassVar[tuple[str, ...]] = ("players",)

    name: GameName | None = Field(None, description="Up to 60 characters.")
    players: Annotated[
        list[Name],
        NightPlayers(),
        Field(
            min_length=MIN_NIGHT_PLAYERS,
            max_length=MAX_NIGHT_PLAYERS,
            description="Everyone playing, distinct ignoring case (a repeat is refused "
            "naming it, players[i]).",
        ),
    ]
    table_size: TableSize = Field(
        DEFAULT_TABLE_SIZE,
        description="Players per table at most: ceil(players / table_size) tables, their "
        "sizes differing by one at most.",
    )
    rounds: Rounds = Field(DEFAULT_NIGHT_ROUNDS, description="Rounds of play, the final apart.")
    minutes: Minutes | None = Field(None, description="The round clock, if any.")
    final: bool = Field(False, description="A final table after the last round.")
    deck: DeckName = "classic"
    scoring: MethodName = Method.COLLECT.value
    target: Target = Field(
        DEFAULT_TARGET, description="If left out, the deck's own (500 but for No Mercy's 1000)."
    )
    rules: HouseRulesChanges | None = None  # type: ignore[valid-type]


class NewNightBody(NewNight):
    """A new club night's settings, and the group its games join, if any."""

    group: GroupRef | None = Field(
        None,
        description="A group's id: the night's games are played in that group (needs the "
        "group's edit key as the bearer key).",
    )


class SeatRound(Body):
    """Seating the next round; the body may be left out."""

    request_id: RequestId | None = Field(
        None, description="A repeat with the same id seats nothing and answers 200."
    )


class NightTable(Body):
    """One table of a seated round: its players in seat order and its game."""

    table: Annotated[int, Field(ge=1)]
    players: list[str]
    game: str | None = Field(description="The table's game's id.")
    over: bool
    winners: list[str]
    edit_key: str | None = Field(
        None, description="Only in the answer that seats the round: the game's edit key."
    )


class SeatedRound(Body):
    """A seated round (or the final, numbered ``rounds + 1``)."""

    number: Annotated[int, Field(ge=1)]
    final: bool
    started_at: Timestamp
    ends_at: Timestamp | None = Field(description="When the round clock runs out, or null.")
    tables: list[NightTable]


class NightStanding(Body):
    """One player's line in the night's standings."""

    player: str
    place: Annotated[int, Field(ge=1)] = Field(description="Those equal share; places skip.")
    points: int = Field(description="One per player finishing below them at their table.")
    wins: int
    games: int = Field(description="Finished games they were ranked in.")
    average_place: float | None = Field(description="null before any finished game.")


class NightDocument(Body):
    """The night document."""

    id: str
    name: str
    players: list[str]
    table_size: int
    rounds: int
    minutes: int | None
    final: bool
    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    scoring: Literal[METHODS]  # type: ignore[valid-type]
    target: int
    rules: RulesDocument  # type: ignore[valid-type]
    group: str | None
    state: Literal[NIGHT_STATES]  # type: ignore[valid-type]
    seated: list[SeatedRound]
    standings: list[NightStanding]
    winners: list[str] = Field(description="Once the night is over.")
    repeats: int = Field(description="Pairs who shared a table more than once (not the final).")
    version: int


class CreatedNight(NightDocument):
    """The night document of a night just started, with the organiser's key (shown only
    here)."""

    edit_key: str


class ExportedTable(Body):
    """A table of a seated round in an export: its players and its game's export."""

    players: list[Name]
    game: GameFile


class ExportedSeating(Body):
    """A seated round in an export."""

    number: Annotated[int, Field(ge=1, le=MAX_SEATED)]
    final: bool = False
    started_at: Timestamp | None = None
    ends_at: Timestamp | None = None
    tables: list[ExportedTable] = Field(max_length=MAX_NIGHT_PLAYERS)


class NightFile(NewNight):
    """A whole club night, lossless: its settings, its seed and every seated round with
    its tables' games."""

    format: Literal["uno-referee-night"]
    format_version: Literal[1]
    id: str | None = Field(None, description="The exported night's id (ignored).")
    created_at: Timestamp | None = None
    seed: Annotated[int, Whole(0, 2**53)] = Field(description="The seed of every draw.")
    seated: list[ExportedSeating] = Field([], max_length=MAX_SEATED)
