"""A finished game sent on to BG Stats: ``GET /api/games/<id>/bgstats`` and the summary
page's "Post to BG Stats" link, both carrying the same play."""

from __future__ import annotations

import html
import json
import re
from datetime import datetime
from urllib.parse import unquote

import pytest

pytestmark = pytest.mark.database

LINK = "bgstats://app.bgstatsapp.com/createPlay.html?data="  # the app's own address
# Bob +60, Ann +45, Bob +75: Bob reaches 100 with 135.
ROUNDS = [
    ("Bob", {"Ann": 20, "Cy": 30, "Dee": 10}, "2026-11-27T19:15:00+00:00"),
    ("Ann", {"Bob": 5, "Cy": 40, "Dee": 0}, "2026-11-27T19:31:30+00:00"),
    ("Bob", {"Ann": 10, "Cy": 60, "Dee": 5}, "2026-11-27T19:49:50+00:00"),
]


def imported(client, rounds=ROUNDS, **settings) -> str:
    """A game with known rounds and times, brought in as an export; its id."""
    export = {
        "format": "uno-referee-game", "format_version": 1,
        "created_at": "2026-11-27T18:58:00+00:00", "started_at": "2026-11-27T20:02:11+01:00",
        "last_round_at": rounds[-1][2] if rounds else None,
        "players": ["Ann", "Bob", "Cy", "Dee"], "target": 100, "dealer": "Cy",
        "rounds": [
            {"winner": w, "hands": {p: {"points": n} for p, n in hands.items()}, "recorded_at": t}
            for w, hands, t in rounds
        ],
        **settings,
    }  # fmt: skip
    response = client.post("/api/games/import", json=export)
    assert response.status_code == 201, response.get_json()
    return response.get_json()["id"]


def player(name, score, rank, winner=False, start=False):
    return {"name": name, "sourcePlayerId": name.casefold(), "score": score, "rank": rank,
            "winner": winner, "startPlayer": start}  # fmt: skip


def test_a_finished_game_is_a_play_in_bg_stats_format(client):
    game = imported(client)
    response = client.get(f"/api/games/{game}/bgstats")
    assert response.status_code == 200 and response.is_json
    assert response.get_json() == {
        "sourceName": "UNO score",
        "sourcePlayId": game,
        "playDate": "2026-11-27 19:02:11",  # when play started, in UTC
        "durationMin": 47,  # to the last round: 47 min 39 s
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
            player("Dee", 0, 3, start=True),  # left of Cy, the first dealer
        ],
    }


@pytest.mark.parametrize(
    ("settings", "players", "highest"),
    [
        ({"scoring": "lowest"},
         [player("Ann", 30, 3), player("Bob", 5, 1, winner=True), player("Cy", 130, 4),
          player("Dee", 15, 2, start=True)], False),
        ({"teams": [["Ann", "Cy"], ["Bob", "Dee"]]},
         [player("Ann", 5, 2), player("Bob", 120, 1, winner=True), player("Cy", 0, 2),
          player("Dee", 0, 1, winner=True, start=True)], True),
    ],
    ids=["lowest", "teams"],
)  # fmt: skip
def test_each_player_scores_their_own_total_under_the_games_method(
    client, settings, players, highest
):
    game = imported(client, **settings)
    play = client.get(f"/api/games/{game}/bgstats").get_json()
    assert play["game"]["highestWins"] is highest
    assert play["players"] == players


def test_challenge_uno_ranks_players_by_when_they_went_out(api, client):
    doc, key = api.create(scoring="elimination", target=50)
    api.play(doc["id"], key, "Ann", Bob=60, Cy=10, Dee=10)  # Bob out
    api.play(doc["id"], key, "Ann", Cy=50, Dee=10)  # Cy out
    over = api.play(doc["id"], key, "Dee", Ann=50)  # Ann out: Dee is the last left
    assert over["winners"] == ["Dee"]
    play = client.get(f"/api/games/{doc['id']}/bgstats").get_json()
    assert play["game"]["highestWins"] is False
    assert play["players"] == [
        player("Ann", 50, 2),
        player("Bob", 60, 4, start=True),
        player("Cy", 60, 3),
        player("Dee", 20, 1, winner=True),
    ]
    started = datetime.fromisoformat(over["started_at"])
    last_round = datetime.fromisoformat(over["last_round_at"])
    assert play["playDate"] == started.strftime("%Y-%m-%d %H:%M:%S")
    assert play["durationMin"] == max(1, int((last_round - started).total_seconds() // 60))


def test_a_game_not_over_is_409_and_an_unknown_one_404(api, client, assert_error):
    game = imported(client, ROUNDS[:2])
    response = client.get(f"/api/games/{game}/bgstats")
    assert_error(response, 409, "game_not_over")
    assert_error(client.get("/api/games/" + "x" * 16 + "/bgstats"), 404, "game_not_found")


def bgstats_links(page: str) -> list[str]:
    """The "Post to BG Stats" links of a page, as tags."""
    return re.findall(r'<a [^>]*href="bgstats://app\.bgstatsapp\.com/[^"]*"[^>]*>', page)


def test_the_summary_of_a_finished_game_links_the_play(client):
    game = imported(client)
    page = client.get(f"/g/{game}/summary").text
    (tag,) = bgstats_links(page)
    assert 'rel="noopener"' in tag and 'id="bgstats"' in tag
    assert "Post to BG Stats" in page
    href = html.unescape(re.search(r'href="([^"]+)"', tag).group(1))
    assert href.startswith(LINK)
    play = json.loads(unquote(href.removeprefix(LINK)))
    assert play == client.get(f"/api/games/{game}/bgstats").get_json()


def test_the_summary_of_a_game_in_progress_has_no_link(client):
    game = imported(client, ROUNDS[:2])
    page = client.get(f"/g/{game}/summary").text
    assert bgstats_links(page) == [] and "Post to BG Stats" not in page
