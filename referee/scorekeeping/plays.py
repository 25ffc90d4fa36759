"""A finished game as a play for BG Stats, the app board gamers log their plays in.

BG Stats takes a play from another app as JSON in a link, documented on its support page
"Push plays to BG Stats from other apps or websites"
(https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/):
``https://app.bgstatsapp.com/createPlay.html?data=<the JSON, URL-encoded>`` (or the same
after ``bgstats://``). Opened on a phone with the app, it shows the app's import dialog,
where the game and the players are matched to the app's own once (the app remembers the
matches by ``sourceName`` with ``sourceGameId`` and ``sourcePlayerId``), and
``sourcePlayId`` lets it know a play sent again.

The play, in the documented shape: ``sourceName`` (this app), ``sourcePlayId`` (the
game's id), ``playDate`` (when play started, UTC, ``YYYY-MM-DD HH:MM:SS``),
``durationMin`` (from the start to the last round, at least 1), ``game`` (UNO, with
BoardGameGeek's id 2223; ``highestWins`` when the winner collects) and ``players`` in
seat order, each with ``name``, ``sourcePlayerId`` (the name as players are matched
across games), ``score`` (their own total under the game's method), ``rank`` (1 best,
ties and partners sharing), ``winner`` and ``startPlayer`` (the first dealer's left, who
played first). Every flag is given, true or false: the app reads them all.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from urllib.parse import quote

from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Method
from referee.scorekeeping.season import ranks_of
from referee.scorekeeping.summary import name_key

SOURCE_NAME = "UNO score"  # this app, as the play logger shows where a play came from
GAME_NAME = "UNO"
BGG_ID = 2223  # UNO on BoardGameGeek
SOURCE_GAME_ID = "uno"
LINK = "https://app.bgstatsapp.com/createPlay.html?data="
APP_LINK = "bgstats://app.bgstatsapp.com/createPlay.html?data="
PLAY_DATE = "%Y-%m-%d %H:%M:%S"


class NotOver(ValueError):
    """Only a finished game is a play to log."""


def duration_minutes(started: datetime, ended: datetime) -> int:
    """Whole minutes from ``started`` to ``ended`` (aware times), never below 0."""
    return max(0, int((ended - started).total_seconds() // 60))


def bgstats_play(
    sheet: Scoresheet, reference: str, started: datetime, last_round: datetime | None
) -> dict[str, object]:
    """The finished game as BG Stats' play: ``reference`` is the game's id, ``started``
    when play started and ``last_round`` when its last round was recorded (aware times).

    :raises NotOver: if the game is not over.
    """
    outcome = sheet.outcome()
    if outcome is None:
        raise NotOver()
    totals = sheet.totals(sheet.method)
    ranks = ranks_of(sheet)
    first = sheet.players[(sheet.table.first_dealer + 1) % len(sheet.players)]
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": reference,
        "playDate": started.astimezone(UTC).strftime(PLAY_DATE),
        "durationMin": max(1, duration_minutes(started, last_round or started)),
        "game": {
            "name": GAME_NAME,
            "bggId": BGG_ID,
            "sourceGameId": SOURCE_GAME_ID,
            "highestWins": sheet.method is Method.COLLECT,
            "noPoints": False,
        },
        "players": [
            {
                "name": player,
                "sourcePlayerId": name_key(player),
                "score": totals[player],
                "rank": ranks[player],
                "winner": player in outcome.players,
                "startPlayer": player == first,
            }
            for player in sheet.players
        ],
    }


def bgstats_link(play: dict[str, object], app: bool = False) -> str:
    """The link that hands ``play`` to BG Stats: its web address, which opens the app
    where it is installed, or (``app``) the app's own ``bgstats://`` address."""
    data = json.dumps(play, ensure_ascii=False, separators=(",", ":"))
    return (APP_LINK if app else LINK) + quote(data, safe="")
