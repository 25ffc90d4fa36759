"""Writes a game or a club night refuses, worded once: each refusal's status and code for
the API, and what the API and a page say about it (the page speaks to the person who just
tapped)."""

from __future__ import annotations

from dataclasses import dataclass

from referee.errors import InputError
from referee.i18n import N_, _
from referee.scorekeeping.scoresheet import (
    GameOver,
    NothingToEnd,
    NotPlayingOn,
    RoundNotFound,
    ScoresheetError,
)
from referee.web.service.games import StaleVersion
from referee.web.service.nights import NightOver, NightRefusal, NightRoundNotFound, RoundOpen

STALE_MESSAGE = N_(
    "Someone changed this game while you had this page open. "
    "Check the rounds on the scoreboard; your entries are still here."
)


@dataclass(frozen=True)
class Refusal:
    """How a refused write is answered: the API's status, code and sentence, and the
    page's sentence (``{number}``: the round the write was about)."""

    status: int
    code: str
    api: str
    page: str


REFUSALS: dict[type[Exception], Refusal] = {
    StaleVersion: Refusal(
        412, "precondition_failed",
        N_("The game changed since that version; reload and retry."), STALE_MESSAGE,
    ),
    GameOver: Refusal(
        409, "game_over", N_("This game is over and takes no more rounds."),
        N_("This game is over and takes no more rounds."),
    ),
    NotPlayingOn: Refusal(
        409, "not_play_on", N_("Only a game that plays on past the target is ended by hand."),
        N_("This game ends when someone reaches the target."),
    ),
    NothingToEnd: Refusal(
        409, "no_rounds", N_("A game with no rounds cannot be ended."),
        N_("Play a round before ending the game."),
    ),
    RoundNotFound: Refusal(
        404, "round_not_found", N_("This game has no round {number}."),
        N_("There is no round {number} any more; nothing was changed."),
    ),
    RoundOpen: Refusal(
        409, "round_open",
        N_("A table of the round seated last is still playing; end that round first."),
        N_("A table of this round is still playing; end the round before seating the next."),
    ),
    NightOver: Refusal(
        409, "night_over",
        N_("Every round of this night is seated; there is nothing left to seat."),
        N_("Every round of this night is seated already."),
    ),
    NightRoundNotFound: Refusal(
        404, "round_not_found", N_("This night has no round {number}."),
        N_("This night has no round {number}; nothing was changed."),
    ),
}  # fmt: skip
# Any other refusal of the scoresheet's.
OTHER = Refusal(400, "invalid_value", "", N_("This change could not be made; nothing was changed."))
# The exceptions a write may be refused with.
REFUSED = (StaleVersion, ScoresheetError, NightRefusal)


def refusal_of(error: Exception) -> Refusal:
    """The refusal ``error`` stands for (the closest class's)."""
    for kind in type(error).__mro__:
        if kind in REFUSALS:
            return REFUSALS[kind]
    return OTHER


def api_message(error: Exception) -> str:
    """The API's sentence for a refused write."""
    refusal = refusal_of(error)
    if not refusal.api:
        return str(error)
    numbered = isinstance(error, RoundNotFound | NightRoundNotFound) and error.args
    number = error.args[0] if numbered else "?"
    return _(refusal.api).format(number=number)


def page_message(error: Exception, number: int | None = None) -> str:
    """What a page says when a write is refused; ``number`` is the round the write was
    about, if any."""
    if isinstance(error, InputError):
        return error.message
    return _(refusal_of(error).page).format(number=number)
