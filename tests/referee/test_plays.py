"""A finished game as a play for BG Stats: its documented JSON, and the link that carries it."""

import json
from datetime import UTC, datetime, timedelta, timezone
from urllib.parse import unquote

import pytest

from referee.scorekeeping.plays import NotOver, bgstats_link, bgstats_play, duration_minutes
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Leftover, Method, RoundResult, Table

FOUR = ("Ann", "Bob", "Cy", "Dee")
# Bob +60, Ann +45, Bob +75: collect Bob 135, Ann 45; lowest Ann 30, Bob 5, Cy 130, Dee 15.
ROUNDS = [
    ("Bob", {"Ann": 20, "Cy": 30, "Dee": 10}),
    ("Ann", {"Bob": 5, "Cy": 40, "Dee": 0}),
    ("Bob", {"Ann": 10, "Cy": 60, "Dee": 5}),
]
# 20:02:11 in Paris is 19:02:11 UTC; the last round 47 min 39 s later.
STARTED = datetime(2026, 11, 27, 20, 2, 11, tzinfo=timezone(timedelta(hours=1)))
LAST_ROUND = datetime(2026, 11, 27, 19, 49, 50, tzinfo=UTC)


def sheet(rounds=ROUNDS, players=FOUR, **table):
    """A scoresheet; rounds as (winner, {name: points}) by name."""
    table.setdefault("target", 100)
    return Scoresheet(
        Table(players, **table),
        rounds=tuple(
            RoundResult(
                players.index(winner),
                {players.index(n): Leftover.of_points(p) for n, p in hands.items()},
            )
            for winner, hands in rounds
        ),
    )


def player(name, score, rank, winner=False, start=False):
    """A player of the play as BG Stats reads it."""
    return {"name": name, "sourcePlayerId": name.casefold(), "score": score, "rank": rank,
            "winner": winner, "startPlayer": start}  # fmt: skip


def test_a_game_the_winner_collects_is_a_play_with_highest_wins():
    play = bgstats_play(sheet(first_dealer=2), "g1", STARTED, LAST_ROUND)
    assert play == {
        "sourceName": "UNO score",
        "sourcePlayId": "g1",
        "playDate": "2026-11-27 19:02:11",
        "durationMin": 47,
        "game": {
            "name": "UNO",
            "bggId": 2223,
            "sourceGameId": "uno",
            "highestWins": True,
            "noPoints": False,
        },  # fmt: skip
        "players": [
            player("Ann", 45, 2),
            player("Bob", 135, 1, winner=True),
            player("Cy", 0, 3),
            player("Dee", 0, 3, start=True),  # Cy dealt first: Dee, on Cy's left, began
        ],
    }


def test_a_lowest_score_game_ranks_the_lowest_total_first():
    play = bgstats_play(sheet(method=Method.LOWEST), "g2", STARTED, LAST_ROUND)
    assert play["game"]["highestWins"] is False
    assert play["players"] == [
        player("Ann", 30, 3),
        player("Bob", 5, 1, winner=True, start=True),  # Ann dealt first
        player("Cy", 130, 4),
        player("Dee", 15, 2),
    ]


def test_partners_share_the_win_and_rank_but_keep_their_own_scores():
    teams = (("Ann", "Cy"), ("Bob", "Dee"))
    play = bgstats_play(sheet(teams=teams, first_dealer=3), "g3", STARTED, LAST_ROUND)
    # Bob's team collects the other team's hands only: 50, then Ann 5, then 70.
    assert play["players"] == [
        player("Ann", 5, 2, start=True),
        player("Bob", 120, 1, winner=True),
        player("Cy", 0, 2),
        player("Dee", 0, 1, winner=True),
    ]


def test_challenge_uno_ranks_by_who_went_out_last_and_scores_what_each_held():
    rounds = [
        ("Ann", {"Bob": 60, "Cy": 10, "Dee": 10}),  # Bob out
        ("Ann", {"Cy": 50, "Dee": 10}),  # Cy out
        ("Dee", {"Ann": 50}),  # Ann out: Dee is the last left
    ]
    play = bgstats_play(
        sheet(rounds, target=50, method=Method.ELIMINATION), "g4", STARTED, LAST_ROUND
    )
    assert play["game"]["highestWins"] is False
    assert play["players"] == [
        player("Ann", 50, 2),
        player("Bob", 60, 4, start=True),
        player("Cy", 60, 3),
        player("Dee", 20, 1, winner=True),
    ]


def test_a_game_not_over_is_no_play():
    with pytest.raises(NotOver):
        bgstats_play(sheet(ROUNDS[:2]), "g5", STARTED, LAST_ROUND)


@pytest.mark.parametrize(
    ("last_round", "minutes"),
    [(LAST_ROUND, 47), (STARTED + timedelta(seconds=20), 1), (STARTED, 1),
     (STARTED - timedelta(minutes=3), 1), (None, 1)],
)  # fmt: skip
def test_a_play_lasts_a_whole_number_of_minutes_and_at_least_one(last_round, minutes):
    assert bgstats_play(sheet(), "g6", STARTED, last_round)["durationMin"] == minutes


def test_minutes_are_whole_and_never_negative():
    assert duration_minutes(STARTED, STARTED + timedelta(minutes=59, seconds=59)) == 59
    assert duration_minutes(STARTED, STARTED + timedelta(hours=2, minutes=5)) == 125
    assert duration_minutes(STARTED, STARTED - timedelta(minutes=5)) == 0


def test_the_link_carries_the_play_as_url_encoded_json():
    names = ("Zoë", "Bob & Al")
    play = bgstats_play(sheet([("Zoë", {"Bob & Al": 120})], names), "g7", STARTED, None)
    link = bgstats_link(play)
    prefix = "https://app.bgstatsapp.com/createPlay.html?data="
    assert link.startswith(prefix)
    data = link.removeprefix(prefix)
    assert not set(data) & set(' "&?#{}') and "Zo%C3%AB" in data
    assert json.loads(unquote(data)) == play
    app = bgstats_link(play, app=True)
    assert app == "bgstats://app.bgstatsapp.com/createPlay.html?data=" + data
