"""Groups as stored: a table that plays together often, its games, standings and ratings.

A group holds games; everything else about it (standings, ratings, rivalries) is worked
out from those games whenever one of them changes, never stored apart from them. The
group document's version is the group's own plus its games' versions, so a round
recorded in any of its games gives the group a new version: what is worked out is kept
per version (:data:`seasons`), like a game's scoresheet.

Ratings follow OpenSkill's Plackett-Luce model with its default parameters, updated once
for every finished game in the order the games ended (:func:`rate_season`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from openskill.models import PlackettLuce
from sqlalchemy import bindparam, func, select
from werkzeug.exceptions import NotFound

from referee.scorekeeping.season import Placing, SeasonGame, SeasonLine, placings, season
from referee.web.infra.extensions import db
from referee.web.infra.kept import Kept
from referee.web.infra.wording import decimal
from referee.web.service import games
from referee.web.service.games import as_utc
from referee.web.service.models import Game, Group, NightRound, Round

# Group ids look like game ids: 16 URL-safe characters.
GROUP_ID = games.GAME_ID


class GroupNotFound(NotFound):
    """No group has this id."""


# ---- ratings -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rating:
    """A person's skill as OpenSkill estimates it: ``mu`` (the estimate), ``sigma`` (how
    unsure it is) and ``display``, ``mu - 3 * sigma``: a rating they are very likely above."""

    mu: float
    sigma: float

    @property
    def display(self) -> float:
        """The conservative rating shown: ``mu - 3 * sigma``."""
        return self.mu - 3 * self.sigma

    @property
    def shown(self) -> str:
        """The displayed rating to one decimal, as people read it in the language of the
        moment ("1.5", in German "1,5"; never "-0.0")."""
        return decimal(self.display, 1)

    def to_json(self) -> dict[str, float]:
        """The rating as the group document gives it (unrounded: anyone can check it)."""
        return {"mu": self.mu, "sigma": self.sigma, "display": self.display}


def rate_season(found: Sequence[Placing]) -> tuple[dict[str, Rating], list[dict[str, float]]]:
    """Every person's rating after the placings (in the order the games ended), and each
    rated person's ``display`` after each game (for the chart).

    Each player is rated on their own, with the rank of their side (their team's, with
    partners); a person's first game starts from the model's default rating.
    """
    model = PlackettLuce()
    current: dict[str, Rating] = {}
    history: list[dict[str, float]] = []
    for placing in found:
        keys = list(placing.ranks)
        teams = [
            [model.rating(mu=current[k].mu, sigma=current[k].sigma)]
            if k in current
            else [model.rating()]
            for k in keys
        ]
        rated = model.rate(teams, ranks=[placing.ranks[k] for k in keys])
        for key, (player,) in zip(keys, rated, strict=True):
            current[key] = Rating(player.mu, player.sigma)
        history.append({key: rating.display for key, rating in current.items()})
    return current, history


def default_rating() -> Rating:
    """The rating of a person before any finished game: the model's default."""
    return DEFAULT_RATING


_START = PlackettLuce().rating()
DEFAULT_RATING = Rating(_START.mu, _START.sigma)


# ---- the season of a group, worked out once per version -----------------------------------------


@dataclass(frozen=True)
class GroupGame:
    """One game as the group shows it."""

    id: str
    name: str
    players: tuple[str, ...]
    over: bool
    winners: tuple[str, ...]
    rounds: int
    place: games.NightPlace | None = None  # a club night's game: its round and table


@dataclass(frozen=True)
class Standing:
    """One person's line in the group: their season and their rating."""

    line: SeasonLine
    rating: Rating


@dataclass(frozen=True)
class GroupSeason:
    """Everything shown of a group at one version: its games (oldest first), the
    standings (best first), and the ratings after each finished game."""

    id: str
    name: str
    version: int
    games: tuple[GroupGame, ...]
    standings: tuple[Standing, ...]
    history: tuple[dict[str, float], ...] = field(default=())  # display by person key

    def document(self) -> dict[str, object]:
        """The group document of the API contract."""
        return {
            "id": self.id,
            "name": self.name,
            "version": self.version,
            "games": [
                {
                    "id": game.id,
                    "name": game.name,
                    "over": game.over,
                    "winners": list(game.winners),
                    "rounds": game.rounds,
                }
                for game in self.games
            ],
            "players": [
                {
                    "name": standing.line.name,
                    "games": standing.line.games,
                    "wins": standing.line.wins,
                    "rounds_won": standing.line.rounds_won,
                    "rating": standing.rating.to_json(),
                }
                for standing in self.standings
            ],
        }


# Seasons worked out lately, per (group id, version).
seasons: Kept[GroupSeason] = Kept(64)


class GroupStamp(NamedTuple):
    """What a read needs to know of a group before it answers from what is kept."""

    id: str
    version: int
    edit_key_hash: str


GROUP_TABLE, GAME_TABLE = Group.__table__, Game.__table__
# The group's version plus its games' versions: any change to the group or a game of it
# makes it larger (versions only grow, and a new game adds at least 1).
STAMP_QUERY = select(
    GROUP_TABLE.c.version,
    GROUP_TABLE.c.edit_key_hash,
    select(func.coalesce(func.sum(GAME_TABLE.c.version), 0))
    .where(GAME_TABLE.c.group_id == GROUP_TABLE.c.id)
    .scalar_subquery()
    .label("games_version"),
).where(GROUP_TABLE.c.id == bindparam("group_id"))


def read_stamp(group_id: str) -> GroupStamp:
    """The group's id, version (its own and its games') and key hash, in one small read.

    :raises GroupNotFound: if no group has this id.
    """
    if not GROUP_ID.fullmatch(group_id):
        raise GroupNotFound()
    row = games.read_alone(STAMP_QUERY, {"group_id": group_id})
    if row is None:
        raise GroupNotFound()
    return GroupStamp(group_id, row.version + row.games_version, row.edit_key_hash)


def get_group(group_id: str) -> Group | None:
    """The group with this id, or ``None`` (without a query when it cannot be an id)."""
    if not isinstance(group_id, str) or not GROUP_ID.fullmatch(group_id):
        return None
    return db.session.get(Group, group_id)


def get_group_or_404(group_id: str) -> Group:
    """The group with this id.

    :raises GroupNotFound: if there is none.
    """
    group = get_group(group_id)
    if group is None:
        raise GroupNotFound()
    return group


def group_games(group_id: str) -> list[Game]:
    """The group's games, oldest first, with their players, rounds and hands, in few queries."""
    return list(
        db.session.execute(
            select(Game)
            .where(Game.group_id == group_id)
            .order_by(Game.created_at, Game.id)
            .options(*games.WHOLE_GAME)
        ).scalars()
    )


ROUND_TABLE, NIGHT_ROUND_TABLE = Round.__table__, NightRound.__table__
# What the season needs of each game besides its scoresheet, without its rows: the time
# of its last round (when a game over ended, unless the table ended it), and a club
# night's game's place in its night.
GAMES_QUERY = (
    select(
        GAME_TABLE.c.id,
        GAME_TABLE.c.version,
        GAME_TABLE.c.name,
        GAME_TABLE.c.created_at,
        GAME_TABLE.c.ended_at,
        select(ROUND_TABLE.c.created_at)
        .where(ROUND_TABLE.c.game_id == GAME_TABLE.c.id)
        .order_by(ROUND_TABLE.c.number.desc())
        .limit(1)
        .scalar_subquery()
        .label("last_round_at"),
        GAME_TABLE.c.night_round,
        GAME_TABLE.c.night_table,
        select(NIGHT_ROUND_TABLE.c.final)
        .where(
            NIGHT_ROUND_TABLE.c.night_id == GAME_TABLE.c.night_id,
            NIGHT_ROUND_TABLE.c.number == GAME_TABLE.c.night_round,
        )
        .scalar_subquery()
        .label("night_final"),
    )
    .where(GAME_TABLE.c.group_id == bindparam("group_id"))
    .order_by(GAME_TABLE.c.created_at, GAME_TABLE.c.id)
)


def season_games(group_id: str) -> tuple[list[SeasonGame], int, dict[str, games.NightPlace]]:
    """The group's games as the season counts them, oldest first, the sum of their
    versions, and the places of the club nights' games among them. A game's scoresheet
    kept for its version is used as it is; only the games without one are read row by
    row. A game over ended with its last round, or when the table ended it."""
    found = db.session.execute(GAMES_QUERY, {"group_id": group_id}).all()
    sheets = games.scoresheets_of({row.id: row.version for row in found})
    played = []
    places = {}
    for row in found:
        sheet = sheets[row.id]
        ended = None
        if sheet.is_over():
            ended = as_utc(row.ended_at or row.last_round_at or row.created_at)
        played.append(SeasonGame(row.id, row.name, sheet, as_utc(row.created_at), ended))
        if row.night_round is not None and row.night_table is not None:
            places[row.id] = games.NightPlace(
                row.night_round, row.night_table, bool(row.night_final)
            )
    return played, sum(row.version for row in found), places


def load_season(group_id: str, stamp: GroupStamp | None = None) -> GroupSeason:
    """The group's season at its current version (worked out once per version); ``stamp``
    is the group's, when the caller has read it already.

    :raises GroupNotFound: if no group has this id.
    """
    stamp = stamp or read_stamp(group_id)

    def work_out() -> tuple[tuple[str, int], GroupSeason]:
        group = get_group_or_404(group_id)
        played, games_version, places = season_games(group_id)
        # The version of what was read: a write may have come in since the stamp.
        version = group.version + games_version
        return (group_id, version), work_out_season(group, played, version, places)

    return seasons.get_or_make_as((group_id, stamp.version), work_out)


def work_out_season(
    group: Group,
    played: Sequence[SeasonGame],
    version: int,
    places: Mapping[str, games.NightPlace] | None = None,
) -> GroupSeason:
    """The season of ``group`` from its games (``places``: the club nights' games' places
    in their nights, by game id)."""
    found = placings(played)
    ratings, history = rate_season(found)
    start = default_rating()
    lines = season(played)
    standings = sorted(
        (Standing(line, ratings.get(line.key, start)) for line in lines),
        key=lambda s: (-s.line.wins, -s.rating.display, s.line.name.casefold(), s.line.key),
    )
    shown = [
        GroupGame(
            game.reference,
            game.name,
            game.sheet.players,
            game.sheet.is_over(),
            outcome.players if (outcome := game.sheet.outcome()) else (),
            len(game.sheet.rounds),
            (places or {}).get(game.reference),
        )
        for game in played
    ]
    return GroupSeason(
        group.id, group.name, version, tuple(shown), tuple(standings), tuple(history)
    )


# ---- writes ----------------------------------------------------------------------------------


def create_group(name: str) -> tuple[Group, str]:
    """Add a new group to this request's transaction; return it with its edit key (never
    stored in clear). The view commits."""
    games.begin_write()
    key = games.new_edit_key()
    return store_group(name, games.new_game_id(), games.hash_key(key)), key


def store_group(name: str, group_id: str, key_hash: str, created_at: object = None) -> Group:
    """Add a group under this id and edit-key hash (a restore brings back its own)."""
    group = Group(id=group_id, name=name, edit_key_hash=key_hash, version=1)
    if created_at is not None:
        group.created_at = created_at  # type: ignore[assignment]
    db.session.add(group)
    db.session.flush()
    return group
