"""A finished game as a play for BG Stats, in the app's documented import format (see
:mod:`referee.scorekeeping.plays`): the answer of ``GET /api/games/<id>/bgstats``.

Its keys are BG Stats' own, in its spelling.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from referee.web.edge.schema.values import Body


class BgStatsGame(Body):
    """The game played: UNO, by its BoardGameGeek id."""

    name: Literal["UNO"]
    bggId: Literal[2223]
    sourceGameId: Literal["uno"]
    highestWins: bool = Field(
        description="Whether the highest score wins (when the winner collects)."
    )
    noPoints: Literal[False]


class BgStatsPlayer(Body):
    """One player of the play, in seat order."""

    name: str
    sourcePlayerId: str = Field(
        description="The name as players are matched across games (trimmed, case folded)."
    )
    score: int = Field(description="The player's own total under the game's method.")
    rank: int = Field(ge=1, description="1 best; ties and partners share a rank.")
    winner: bool
    startPlayer: bool = Field(
        description="Whether the player played first (the first dealer's left)."
    )


class BgStatsPlay(Body):
    """A finished game as a play to post to BG Stats: the JSON its link
    ``https://app.bgstatsapp.com/createPlay.html?data=<URL-encoded JSON>`` carries."""

    sourceName: Literal["UNO score"]
    sourcePlayId: str = Field(description="The game's id: a play sent again is known.")
    playDate: str = Field(
        pattern=r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$",
        description="When play started, in UTC: YYYY-MM-DD HH:MM:SS.",
    )
    durationMin: int = Field(
        ge=1, description="Minutes from the start to the last round, at least 1."
    )
    game: BgStatsGame
    players: list[BgStatsPlayer]
