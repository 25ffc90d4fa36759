"""Club nights as stored: players seated at several tables for some rounds, each table
playing one ordinary game per round, the standings across the evening, and the final.

The pure work (seating, standings, the final table, the winners) is
:mod:`referee.scorekeeping.nights`'s; here rows become its values and back. A night's
games are ordinary games (``Game.night_id``): they are recorded, corrected and ended as
any game is, and a night in a group puts them in the group.

The night document's version is the night's own plus its games' versions (as a group's),
so a round recorded at any table gives the night a new version.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from werkzeug.exceptions import NotFound

from referee.rules import HouseRules
from referee.scorekeeping.scoring import Method
from referee.web.service.models import Night, NightRound


class NightNotFound(NotFound):
    """No night has this id."""


class NightRefusal(Exception):
    """A write the night refuses (answered as the game's refusals are)."""


class RoundOpen(NightRefusal):
    """The round seated last still has a table playing: the next cannot be seated yet."""


class NightOver(NightRefusal):
    """Every round of the night (and its final) is seated: there is nothing left to seat."""


class NightRoundNotFound(NightRefusal, LookupError):
    """The night has no round of this number (``args[0]``)."""


@dataclass(frozen=True)
class NightSettings:
    """Everything needed to start a night (read by the API's body or the home page's form).

    ``players`` in the order given; ``scoring`` a :class:`Method` (its value is taken
    too); ``group`` the id of the group its games join, if any (the caller has checked
    the group's key).
    """

    name: str
    players: tuple[str, ...]
    table_size: int = 4
    rounds: int = 3
    minutes: int | None = None
    final: bool = False
    deck: str = "classic"
    scoring: Method = Method.COLLECT
    target: int = 500
    rules: HouseRules = HouseRules()
    group: str | None = None


class NightStamp(NamedTuple):
    """What a read needs to know of a night before it answers from what is kept."""

    id: str
    version: int
    edit_key_hash: str


def create_night(settings: NightSettings) -> tuple[Night, str]:
    """Add a new night to this request's transaction; return it with the organiser's key
    (never stored in clear). The caller commits (``games.commit()``).

    :raises InputError: naming the first setting that breaks a rule.
    """
    raise NotImplementedError


def get_night_or_404(night_id: str) -> Night:
    """The night with this id.

    :raises NightNotFound: if there is none.
    """
    raise NotImplementedError


def get_night_for_write(night_id: str) -> Night:
    """The night with this id, read afresh under a lock that later writers wait for (as a
    game's write is: :func:`referee.web.service.games.get_game_for_write`).

    :raises NightNotFound: if there is none.
    """
    raise NotImplementedError


def read_stamp(night_id: str) -> NightStamp:
    """The night's id, version (its own and its games') and key hash, in one small read.

    :raises NightNotFound: if no night has this id.
    """
    raise NotImplementedError


def night_document(night_id: str) -> dict[str, object]:
    """The night document of the API contract at the night's current version (its
    ``"version"`` is the ETag). Made once per version: do not change what it returns.

    :raises NightNotFound: if no night has this id.
    """
    raise NotImplementedError


def key_matches_night(night: Night, key: str | None) -> bool:
    """Whether ``key`` is the night's organiser key (compared in constant time)."""
    raise NotImplementedError


def table_key(organiser_key: str, game_id: str) -> str:
    """The edit key of a table's game, derived from the organiser's key: the organiser's
    device can show every table's QR code again, though keys are stored only as hashes."""
    raise NotImplementedError


def seated_for(night: Night, request_id: str | None) -> NightRound | None:
    """The round a seating with this request id seated already, if any (a retry)."""
    raise NotImplementedError


def seat_next_round(night: Night, request_id: str | None, organiser_key: str) -> NightRound:
    """Seat the next round (or the final) of the night, locked for this write
    (:func:`get_night_for_write`), and start one game per table, each editable with
    :func:`table_key` of ``organiser_key`` (which the caller has checked). A request id
    that seated a round already returns that round and seats nothing. The caller commits.

    :raises RoundOpen: if a game of the round seated last is not over (checked first).
    :raises NightOver: if nothing is left to seat.
    """
    raise NotImplementedError


def end_round(night: Night, number: int) -> None:
    """The round clock ran out: every game of round ``number`` (the final too) not yet
    over ends as it stands, its leaders winning (a game with no round ends with no
    winners). Games over already are left as they are. The caller commits.

    :raises NightRoundNotFound: if the night has no such round.
    """
    raise NotImplementedError
