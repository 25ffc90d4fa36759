"""Groups in and out: a new group, the group document, its export."""

from __future__ import annotations

from typing import Literal

from pydantic import (
    Field,
)

from referee.web.edge.schema.games import GameFile
from referee.web.edge.schema.nights import NightFile
from referee.web.edge.schema.values import (
    MAX_GROUP_GAMES,
    MAX_GROUP_NIGHTS,
    Body,
    GroupName,
    Timestamp,
)

# ---- groups ------------------------------------------------------------------------------


class NewGroup(Body):
    """A new group: a table that plays together often."""

    name: GroupName


class GroupGameEntry(Body):
    """One game of a group."""

    id: str
    name: str
    over: bool
    winners: list[str]
    rounds: int = Field(description="How many rounds it has.")


class RatingOut(Body):
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
    rating: RatingOut


class GroupDocument(Body):
    """The group document."""

    id: str
    name: str
    version: int
    games: list[GroupGameEntry]
    players: list[GroupPlayer]


class CreatedGroup(GroupDocument):
    """The group document of a group just created, with its edit key (shown only here)."""

    edit_key: str


class GroupFile(Body):
    """A whole group, lossless: its name and every game's export."""

    format: Literal["uno-referee-group"]
    format_version: Literal[1]
    id: str | None = Field(None, description="The exported group's id (ignored).")
    name: GroupName
    created_at: Timestamp | None = None
    games: list[GameFile] = Field([], max_length=MAX_GROUP_GAMES)
    nights: list[NightFile] = Field(
        [],
        max_length=MAX_GROUP_NIGHTS,
        description="Only when the group has club nights: each with its games (which are "
        "not among games).",
    )
