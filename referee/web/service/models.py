"""Database models: groups, club nights and their seated rounds, games, their players,
rounds, the hands left in each round, and rulings."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import JSON, BigInteger, DateTime, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from referee.scorekeeping.summary import name_key
from referee.web.edge.fields import MAX_GAME_NAME, MAX_NAME_LENGTH, MAX_REQUEST_ID
from referee.web.infra.extensions import Base, db

if TYPE_CHECKING:
    # A type checker cannot take an attribute (db.Model) as a base class. Flask-SQLAlchemy
    # makes db.Model from Base at run time, so the models are checked as Base's subclasses.
    Model = Base
else:
    Model = db.Model


def now() -> datetime:
    """The current time in UTC (a function, so it is evaluated per row)."""
    return datetime.now(UTC)


def player_name_key(context: Any) -> str:
    """A new player row's name key, from its name."""
    return name_key(context.get_current_parameters()["name"])


class Group(Model):
    """A table that plays together often: its games are counted together.

    Its ``version`` changes only with the group itself; the group document's version
    adds its games' versions, so any change to one of its games changes it too.
    """

    __tablename__ = "game_group"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(MAX_GAME_NAME))
    edit_key_hash: Mapped[str] = mapped_column(String(128))
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class Night(Model):
    """A club night: players seated at several tables for some rounds, each table playing
    one game per round (ordinary games, linked back by ``Game.night_id``).

    ``seed`` is drawn once and kept, so every round's draw can be made again. Its
    ``version`` changes with the night itself; the night document's version adds its
    games' versions, as a group's does.
    """

    __tablename__ = "night"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(MAX_GAME_NAME))
    players: Mapped[list[str]] = mapped_column(JSON)
    table_size: Mapped[int]
    rounds: Mapped[int]  # rounds of play, the final not counted
    minutes: Mapped[int | None] = mapped_column(nullable=True)  # the round clock, if any
    final: Mapped[bool] = mapped_column(default=False)
    deck: Mapped[str] = mapped_column(String(16))
    scoring: Mapped[str] = mapped_column(String(16))
    target: Mapped[int]
    rules: Mapped[dict[str, object]] = mapped_column(JSON)
    group_id: Mapped[str | None] = mapped_column(
        ForeignKey("game_group.id", ondelete="CASCADE"), nullable=True, index=True
    )
    seed: Mapped[int] = mapped_column(BigInteger)
    edit_key_hash: Mapped[str] = mapped_column(String(128))
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)

    seated: Mapped[list[NightRound]] = relationship(
        back_populates="night", order_by="NightRound.number", cascade="all, delete-orphan"
    )


class NightRound(Model):
    """One seated round of a night (the final too): its tables, by name in seat order.

    Unique per night and number, so two requests at once never seat one round twice.
    """

    __tablename__ = "night_round"
    __table_args__ = (
        UniqueConstraint("night_id", "number"),
        UniqueConstraint("night_id", "request_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    night_id: Mapped[str] = mapped_column(ForeignKey("night.id", ondelete="CASCADE"), index=True)
    number: Mapped[int]
    final: Mapped[bool] = mapped_column(default=False)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    ends_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    tables: Mapped[list[list[str]]] = mapped_column(JSON)
    request_id: Mapped[str | None] = mapped_column(String(MAX_REQUEST_ID), nullable=True)

    night: Mapped[Night] = relationship(back_populates="seated")


class Game(Model):
    """A game: its table settings, its players and its rounds."""

    __tablename__ = "game"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(MAX_GAME_NAME))
    target: Mapped[int]
    scoring: Mapped[str] = mapped_column(String(16))
    deck: Mapped[str] = mapped_column(String(16))
    rules: Mapped[dict[str, object]] = mapped_column(JSON)
    teams: Mapped[list[list[str]] | None] = mapped_column(JSON, nullable=True)
    first_dealer: Mapped[int] = mapped_column(default=0)
    edit_key_hash: Mapped[str] = mapped_column(String(128))
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now, onupdate=now)
    # When play started (the game set up, or its table seated) and when its last round was
    # recorded: a game's duration, for its clock and for the plays sent on to a play logger.
    started_at: Mapped[datetime | None] = mapped_column(
        DateTime(timezone=True), nullable=True, default=now
    )
    last_round_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    play_on: Mapped[bool] = mapped_column(default=False)  # reaching the target ends nothing
    ended_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    # The game this one was started from ("play again"); unique, so a retry starts no second.
    follows_id: Mapped[str | None] = mapped_column(String(32), nullable=True, unique=True)
    # The group the game is played in, if any.
    group_id: Mapped[str | None] = mapped_column(
        ForeignKey("game_group.id", ondelete="CASCADE"), nullable=True, index=True
    )
    # The club night the game is a table of, if any: which round, which table (from 1).
    night_id: Mapped[str | None] = mapped_column(
        ForeignKey("night.id", ondelete="CASCADE"), nullable=True, index=True
    )
    night_round: Mapped[int | None] = mapped_column(nullable=True)
    night_table: Mapped[int | None] = mapped_column(nullable=True)

    players: Mapped[list[Player]] = relationship(
        back_populates="game", order_by="Player.seat", cascade="all, delete-orphan"
    )
    rounds: Mapped[list[Round]] = relationship(
        back_populates="game", order_by="Round.number", cascade="all, delete-orphan"
    )
    rulings: Mapped[list[SavedRuling]] = relationship(
        back_populates="game", order_by="SavedRuling.id", cascade="all, delete-orphan"
    )

    @property
    def player_names(self) -> tuple[str, ...]:
        """Names in clockwise seat order."""
        return tuple(player.name for player in self.players)


class Player(Model):
    """A player, by seat in clockwise order."""

    __tablename__ = "player"
    __table_args__ = (UniqueConstraint("game_id", "seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    name: Mapped[str] = mapped_column(String(MAX_NAME_LENGTH))
    # The name as players are matched across games (trimmed, case folded), kept for lookups.
    name_key: Mapped[str] = mapped_column(String(96), index=True, default=player_name_key)

    game: Mapped[Game] = relationship(back_populates="players")


class Round(Model):
    """A finished round: who went out, and when."""

    __tablename__ = "round"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    number: Mapped[int]
    winner_seat: Mapped[int]
    side: Mapped[str | None] = mapped_column(String(8), nullable=True)  # UNO Flip!'s side
    # No Mercy: the seats knocked out by the mercy rule this round (none: null).
    knocked_out: Mapped[list[int] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)

    game: Mapped[Game] = relationship(back_populates="rounds")
    # Rounds are read together, so their hands are too: one query for all of them
    # ("selectin") instead of one per round. A 304 reads neither.
    hands: Mapped[list[RoundHand]] = relationship(
        back_populates="round",
        order_by="RoundHand.seat",
        cascade="all, delete-orphan",
        lazy="selectin",
    )


class RoundHand(Model):
    """What one non-winner held when the round ended: card codes, or only points."""

    __tablename__ = "hand"
    __table_args__ = (UniqueConstraint("round_id", "seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("round.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    cards: Mapped[str | None] = mapped_column(String(1000), nullable=True)  # "R7 BS W+4"
    points: Mapped[int]

    round: Mapped[Round] = relationship(back_populates="hands")


class AppliedRequest(Model):
    """A write's request id, kept so that a retried request is never applied twice."""

    __tablename__ = "applied_request"

    game_id: Mapped[str] = mapped_column(
        ForeignKey("game.id", ondelete="CASCADE"), primary_key=True
    )
    request_id: Mapped[str] = mapped_column(String(MAX_REQUEST_ID), primary_key=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SavedRuling(Model):
    """A dispute settled during a game, kept as the questions' answers, not as a sentence.

    ``dispute`` names the dispute helper's question, ``answers`` holds the answers as the
    helper reads them, and ``rules`` the house rules it was judged under; the page judges
    it again from these and words it afresh.
    """

    __tablename__ = "ruling"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    round_number: Mapped[int]  # the round being played when it was ruled
    dispute: Mapped[str] = mapped_column(String(16))
    answers: Mapped[dict[str, str]] = mapped_column(JSON)
    rules: Mapped[dict[str, object]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)

    game: Mapped[Game] = relationship(back_populates="rulings")
