"""Club nights over the JSON API: seating without repeats, the final, standings from the
games' own ranks, the round clock, 409s, a night in a group, bad bodies refused whole,
ETag and 304, retries that seat once, table keys, write limits, exports and backups."""

from __future__ import annotations

import itertools
import json
import threading
import urllib.error
import urllib.request
from datetime import datetime, timedelta
from typing import Any

import pytest

pytestmark = pytest.mark.database

SIXTEEN = [f"P{number:02}" for number in range(1, 17)]
TWELVE = SIXTEEN[:12]
NIGHT_KEYS = [
    "id", "name", "players", "table_size", "rounds", "minutes", "final", "deck", "scoring",
    "target", "rules", "group", "state", "seated", "standings", "winners", "repeats", "version",
]  # fmt: skip


class Night:
    """A night started over the API, with its organiser's key, and short calls on it."""

    def __init__(self, client: Any, **body: Any) -> None:
        body.setdefault("players", list(SIXTEEN))
        body.setdefault("target", 50)
        response = client.post("/api/nights", json=body)
        assert response.status_code == 201, response.get_json()
        self.client = client
        self.created = response.get_json()
        self.key = self.created.pop("edit_key")
        self.id = self.created["id"]

    def headers(self, key: str | None = "") -> dict[str, str]:
        """The organiser's bearer header (``None``: none; another key: that one)."""
        if key is None:
            return {}
        return {"Authorization": f"Bearer {key or self.key}"}

    def seat(self, key: str | None = "", **body: Any) -> Any:
        """POST the next round's seating."""
        path = f"/api/nights/{self.id}/rounds"
        return self.client.post(path, json=body or None, headers=self.headers(key))

    def seated(self) -> dict:
        """Seat the next round, which must be seated; the answer's document."""
        response = self.seat()
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    def end(self, number: int, key: str | None = "") -> Any:
        """POST the end of round ``number``."""
        path = f"/api/nights/{self.id}/rounds/{number}/end"
        return self.client.post(path, headers=self.headers(key))

    def document(self) -> dict:
        """The night document as GET gives it."""
        response = self.client.get(f"/api/nights/{self.id}")
        assert response.status_code == 200, response.get_json()
        return response.get_json()


def play_out(client: Any, table: dict, target: int = 50) -> dict:
    """Play a table's game to its end with its own key: the second player takes round 1
    (5 points from each other hand), the first takes round 2 and the game. Places: the
    first, the second, then the others sharing third."""
    players, key = table["players"], table["edit_key"]
    headers = {"Authorization": f"Bearer {key}"}
    for winner, points in ((players[1], 5), (players[0], target)):
        body = {"winner": winner, "hands": {p: {"points": points} for p in players if p != winner}}
        response = client.post(f"/api/games/{table['game']}/rounds", json=body, headers=headers)
        assert response.status_code == 201, response.get_json()
    return response.get_json()


def play_round(client: Any, document: dict) -> None:
    """Play out every table of the round seated last."""
    for table in document["seated"][-1]["tables"]:
        play_out(client, table)


def pairs_of(seated: list[dict]) -> list[frozenset[str]]:
    """Every pair of players sharing a table, once per round they shared one."""
    return [
        frozenset(pair)
        for row in seated
        for table in row["tables"]
        for pair in itertools.combinations(table["players"], 2)
    ]


def expected_standings(client: Any, night: dict) -> list[dict]:
    """The standings worked out here from the games' documents: in each finished game of a
    round (the final's never), places by total under the game's method (equal totals
    share), a point for each player placed below; ordered by points, wins, average place."""
    lines = {p: {"points": 0, "wins": 0, "places": []} for p in night["players"]}
    for row in night["seated"]:
        if row["final"]:
            continue
        for table in row["tables"]:
            game = client.get(f"/api/games/{table['game']}").get_json()
            if not game["over"] or not game["rounds"]:
                continue
            totals = game["totals"][game["scoring"]]
            high = game["scoring"] == "collect"
            for player, total in totals.items():
                place = 1 + sum(1 for t in totals.values() if (t > total if high else t < total))
                below = sum(1 for t in totals.values() if (t < total if high else t > total))
                lines[player]["points"] += below
                lines[player]["wins"] += place == 1
                lines[player]["places"].append(place)

    def order(player: str) -> tuple:
        line = lines[player]
        average = sum(line["places"]) / len(line["places"]) if line["places"] else None
        return (-line["points"], -line["wins"], average is None, average or 0)

    ranked = sorted(night["players"], key=order)
    found = []
    for player in ranked:
        line = lines[player]
        place = 1 + sum(1 for other in ranked if order(other) < order(player))
        average = sum(line["places"]) / len(line["places"]) if line["places"] else None
        found.append(
            {
                "player": player,
                "place": place,
                "points": line["points"],
                "wins": line["wins"],
                "games": len(line["places"]),
                "average_place": average,
            }  # fmt: skip
        )
    return found


# ---- the hidden check's evening ------------------------------------------------------------


def test_sixteen_at_tables_of_four_play_three_rounds_and_a_final_without_meeting_twice(client):
    night = Night(client, name="Friday", final=True)
    document = night.created
    assert document["state"] == "open" and document["seated"] == []
    for number in (1, 2, 3):
        document = night.seated()
        row = document["seated"][-1]
        assert row["number"] == number and row["final"] is False
        assert [len(table["players"]) for table in row["tables"]] == [4, 4, 4, 4]
        seated = sorted(p for table in row["tables"] for p in table["players"])
        assert seated == sorted(SIXTEEN)  # everyone once
        assert document["state"] == "playing"
        play_round(client, document)
    pairs = pairs_of(night.document()["seated"])
    assert len(pairs) == len(set(pairs)) == 3 * 4 * 6  # nobody met anyone twice
    before = night.document()
    assert before["repeats"] == 0 and before["winners"] == [] and before["state"] == "playing"
    final = night.seated()["seated"][-1]
    assert final["number"] == 4 and final["final"] is True and len(final["tables"]) == 1
    finalists = final["tables"][0]["players"]
    # The first four of the standings (those sharing a place at the cut drawn by lot).
    cut = before["standings"][3]["place"]
    places = {line["player"]: line["place"] for line in before["standings"]}
    assert all(places[p] <= cut for p in finalists)
    assert {p for p, place in places.items() if place < cut} <= set(finalists)
    final_game = client.get(f"/api/games/{final['tables'][0]['game']}").get_json()
    assert final_game["night"]["final"] is True and final_game["night"]["round"] == 4
    assert "Club night: the final table" in client.get(f"/g/{final_game['id']}").text
    game = play_out(client, final["tables"][0])
    after = night.document()
    assert after["state"] == "over" and after["winners"] == game["winners"] == [finalists[0]]
    assert after["standings"] == before["standings"]  # the final changes no standings
    assert after["repeats"] == 0
    assert night.seat().get_json()["error"]["code"] == "night_over"


def test_the_standings_are_what_the_games_ranks_give(client, api):
    night = Night(client, players=SIXTEEN[:10], rounds=2, table_size=4)
    document = night.seated()
    assert [len(t["players"]) for t in document["seated"][0]["tables"]] == [4, 3, 3]
    tables = document["seated"][0]["tables"]
    play_out(client, tables[0])
    # Table 2 ties its two players behind; table 3 goes on (it counts in no standings yet).
    second = tables[1]
    api.play(second["game"], second["edit_key"], second["players"][0],
             **{p: 50 for p in second["players"][1:]})  # fmt: skip
    found = night.document()
    assert found["standings"] == expected_standings(client, found)
    by_player = {line["player"]: line for line in found["standings"]}
    assert by_player[tables[0]["players"][0]]["points"] == 3  # above all three others
    assert (
        by_player[tables[0]["players"][2]]["place"] == by_player[tables[0]["players"][3]]["place"]
    )
    assert all(by_player[p]["games"] == 0 for p in tables[2]["players"])
    assert all(by_player[p]["average_place"] is None for p in tables[2]["players"])
    play_out(client, tables[2])
    play_round(client, night.seated())
    found = night.document()
    assert found["state"] == "over"
    assert found["standings"] == expected_standings(client, found)
    first = [line["player"] for line in found["standings"] if line["place"] == 1]
    assert found["winners"] == first  # no final: the first place wins, all who share it


# ---- refusals ---------------------------------------------------------------------------------


def test_a_round_is_seated_only_when_the_last_is_over(client, assert_error, database_state):
    night = Night(client, players=TWELVE, rounds=1)
    document = night.seated()
    state = database_state()
    assert_error(night.seat(), 409, "round_open")
    assert database_state() == state
    first, *others = document["seated"][0]["tables"]
    play_out(client, first)
    assert_error(night.seat(), 409, "round_open")  # one table still playing
    for table in others:
        play_out(client, table)
    assert_error(night.seat(), 409, "night_over")
    # Round open is checked first: a night with nothing left to seat whose last round is
    # still being played says so.
    last = Night(client, players=TWELVE, rounds=1)
    last.seated()
    assert_error(last.seat(), 409, "round_open")


def test_the_clock_ends_a_round_as_it_stands(client, api, assert_error):
    night = Night(client, players=TWELVE, minutes=30, target=500)
    row = night.seated()["seated"][0]
    started = datetime.fromisoformat(row["started_at"])
    assert datetime.fromisoformat(row["ends_at"]) - started == timedelta(minutes=30)
    one, two, three = row["tables"]
    game = api.document(one["game"])
    assert game["night"] == {"id": night.id, "round": 1, "table": 1, "ends_at": row["ends_at"],
                             "final": False}  # fmt: skip
    assert game["name"] == "" and game["players"] == one["players"]  # the night has no name
    api.play(one["game"], one["edit_key"], one["players"][1],
             **{p: 10 for p in one["players"] if p != one["players"][1]})  # fmt: skip
    play_out(client, three, target=500)
    version = night.document()["version"]
    # Only the organiser ends a round: no key, a table's key, an unknown round.
    assert_error(night.end(1, key=None), 401, "unauthorized")
    assert_error(night.end(1, key=one["edit_key"]), 403, "forbidden")
    assert_error(night.end(9), 404, "round_not_found")
    assert night.document()["version"] == version
    response = night.end(1)
    assert response.status_code == 200
    ended = response.get_json()
    tables = ended["seated"][0]["tables"]
    assert [t["over"] for t in tables] == [True, True, True]
    assert tables[0]["winners"] == [one["players"][1]]  # the leader when the clock ran out
    assert tables[1]["winners"] == []  # no round played: nobody wins
    assert tables[2]["winners"] == [three["players"][0]]  # over before: as it was
    assert api.document(three["game"])["version"] == 3  # two rounds, not ended again
    doc_one = api.document(one["game"])
    assert doc_one["over"] and doc_one["winners"] == [one["players"][1]]
    # The game takes no more rounds.
    body = {"winner": one["players"][0],
            "hands": {p: {"points": 1} for p in one["players"][1:]}}  # fmt: skip
    assert_error(api.post_round(one["game"], one["edit_key"], body), 409, "game_over")
    # The game with no round counts in nobody's standings.
    lines = {line["player"]: line for line in ended["standings"]}
    assert all(lines[p]["games"] == 0 for p in two["players"])
    assert all(lines[p]["games"] == 1 for p in one["players"] + three["players"])
    assert ended["standings"] == expected_standings(client, ended)
    # Ending it again changes nothing; the next round can be seated.
    again = night.end(1)
    assert again.status_code == 200 and again.get_json() == ended
    assert night.seat().status_code == 201


def test_a_round_without_a_clock_has_no_end_time(client, api):
    night = Night(client, players=SIXTEEN[:4])
    row = night.seated()["seated"][0]
    assert row["ends_at"] is None and len(row["tables"]) == 1
    assert api.document(row["tables"][0]["game"])["night"]["ends_at"] is None


# ---- a night in a group ----------------------------------------------------------------------


def test_a_night_in_a_group_counts_in_its_season(client, assert_error, database_state):
    made = client.post("/api/groups", json={"name": "Club"}).get_json()
    group_id, group_key = made["id"], made.pop("edit_key")
    body = {"players": SIXTEEN[:8], "target": 50, "group": group_id, "minutes": 10}
    before = database_state()
    assert_error(client.post("/api/nights", json=body), 401, "unauthorized")
    wrong = {"Authorization": "Bearer wrong-key"}
    assert_error(client.post("/api/nights", json=body, headers=wrong), 403, "forbidden")
    unknown = {**body, "group": "A" * 16}
    headers = {"Authorization": f"Bearer {group_key}"}
    assert_error(client.post("/api/nights", json=unknown, headers=headers), 400,
                 "invalid_value", "group")  # fmt: skip
    assert database_state() == before
    response = client.post("/api/nights", json=body, headers=headers)
    assert response.status_code == 201
    night_id, key = response.get_json()["id"], response.get_json()["edit_key"]
    assert response.get_json()["group"] == group_id and key != group_key
    answer = client.post(f"/api/nights/{night_id}/rounds",
                         headers={"Authorization": f"Bearer {key}"})  # fmt: skip
    tables = answer.get_json()["seated"][0]["tables"]
    play_out(client, tables[0])  # table 2 plays no round: the clock ends it
    client.post(f"/api/nights/{night_id}/rounds/1/end", headers={"Authorization": f"Bearer {key}"})
    season = client.get(f"/api/groups/{group_id}").get_json()
    assert [g["id"] for g in season["games"]] == [t["game"] for t in tables]
    players = {p["name"]: p for p in season["players"]}
    assert set(players) == set(tables[0]["players"])  # the game with no round counts not
    assert players[tables[0]["players"][0]]["wins"] == 1
    assert players[tables[0]["players"][0]]["rating"]["mu"] > 25


# ---- bad bodies --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"players": SIXTEEN[:3]}, "invalid_value", "players"),
        ({"players": [f"N{n}" for n in range(121)]}, "invalid_value", "players"),
        ({"players": ["Ann", "Bob", "Cy", "ann"]}, "invalid_value", "players[3]"),
        ({"players": ["Ann", "Bob", " Cy ", "Dee", "cy"]}, "invalid_value", "players[4]"),
        ({"players": ["Ann", "Bob", "Cy", "x" * 25]}, "invalid_value", "players[3]"),
        ({"players": ["Ann", "Bob", "Cy", "  "]}, "invalid_value", "players[3]"),
        ({"players": "Ann, Bob"}, "invalid_value", "players"),
        ({"players": None}, "invalid_value", "players"),
        ({}, "missing_field", "players"),
        ({"name": "x" * 61}, "invalid_value", "name"),
        ({"table_size": 2}, "invalid_value", "table_size"),
        ({"table_size": 11}, "invalid_value", "table_size"),
        ({"table_size": True}, "invalid_value", "table_size"),
        ({"rounds": 0}, "invalid_value", "rounds"),
        ({"rounds": 13}, "invalid_value", "rounds"),
        ({"minutes": 4}, "invalid_value", "minutes"),
        ({"minutes": 241}, "invalid_value", "minutes"),
        ({"minutes": "30"}, "invalid_value", "minutes"),
        ({"final": "yes"}, "invalid_value", "final"),
        ({"deck": "tarot"}, "invalid_value", "deck"),
        ({"scoring": "most"}, "invalid_value", "scoring"),
        ({"target": 10}, "invalid_value", "target"),
        ({"rules": {"stacking": "always"}}, "invalid_value", "rules.stacking"),
        ({"rules": {"mood": 1}}, "unknown_field", "rules.mood"),
        ({"group": 5}, "invalid_value", "group"),
        ({"tables": 4}, "unknown_field", "tables"),
        ({"players": SIXTEEN, "teams": [["P01", "P02"]]}, "unknown_field", "teams"),
    ],
)
def test_a_bad_night_is_refused_whole_naming_the_field(
    client, assert_error, database_state, body, code, field
):
    body = {"players": SIXTEEN[:8], **body} if body else {}
    before = database_state()
    assert_error(client.post("/api/nights", json=body), 400, code, field)
    assert database_state() == before


def test_any_four_to_a_hundred_and_twenty_sit_at_tables_of_two_or_more(client):
    """4 at tables of 3 sit 2 and 2; 5 at tables of 4 sit 3 and 2; 120 at tables of 10."""
    for players, size, sizes in (
        (4, 3, [2, 2]),
        (5, 4, [3, 2]),
        (7, 10, [7]),
        (120, 10, [10] * 12),
    ):
        night = Night(client, players=[f"N{n}" for n in range(players)], table_size=size)
        row = night.seated()["seated"][0]
        assert [len(table["players"]) for table in row["tables"]] == sizes


def test_a_bad_seating_body_seats_nothing(client, assert_error, database_state):
    night = Night(client, players=TWELVE)
    before = database_state()
    assert_error(night.seat(request_id="x" * 65), 400, "invalid_value", "request_id")
    assert_error(night.seat(request_id=""), 400, "invalid_value", "request_id")
    assert_error(night.seat(tables=2), 400, "unknown_field", "tables")
    assert_error(night.seat(key=None), 401, "unauthorized")
    assert_error(night.seat(key="not-the-key"), 403, "forbidden")
    response = client.post(f"/api/nights/{night.id}/rounds", data=b"[1]",
                           content_type="application/json", headers=night.headers())  # fmt: skip
    assert_error(response, 400, "invalid_json")
    assert_error(client.post("/api/nights/AAAAAAAAAAAAAAAA/rounds", headers=night.headers()),
                 404, "night_not_found")  # fmt: skip
    assert database_state() == before


# ---- reading ------------------------------------------------------------------------------------


def test_the_document_has_the_contracts_shape(client, official_rules):
    night = Night(client, name="  Club   night ", players=TWELVE, minutes=20, final=True)
    created = night.created
    assert list(created) == NIGHT_KEYS
    assert created["name"] == "Club night" and created["players"] == TWELVE
    assert (created["table_size"], created["rounds"], created["minutes"]) == (4, 3, 20)
    assert (created["deck"], created["scoring"], created["target"]) == ("classic", "collect", 50)
    assert created["rules"] == official_rules and created["group"] is None
    assert created["standings"][0] == {"player": "P01", "place": 1, "points": 0, "wins": 0,
                                       "games": 0, "average_place": None}  # fmt: skip
    assert len(night.key) >= 20
    seated = night.seated()
    row = seated["seated"][0]
    assert list(row) == ["number", "final", "started_at", "ends_at", "tables"]
    assert list(row["tables"][0]) == ["table", "players", "game", "over", "winners", "edit_key"]
    assert [t["table"] for t in row["tables"]] == [1, 2, 3]
    document = night.document()
    assert list(document) == NIGHT_KEYS
    assert list(document["seated"][0]["tables"][0]) == ["table", "players", "game", "over",
                                                        "winners"]  # fmt: skip
    assert "edit_key" not in json.dumps(document)  # GET never shows a key
    assert list(document["standings"][0]) == ["player", "place", "points", "wins", "games",
                                              "average_place"]  # fmt: skip
    # Only the round just seated carries keys.
    play_round(client, document | {"seated": [row]})
    second = night.seated()
    assert "edit_key" not in json.dumps(second["seated"][0])
    assert all("edit_key" in table for table in second["seated"][1]["tables"])
    no_mercy = client.post("/api/nights", json={"players": TWELVE, "deck": "no_mercy"})
    assert no_mercy.get_json()["target"] == 1000  # the deck's own, as for a game


def test_only_a_nights_game_carries_its_night(client, api):
    alone, _ = api.create()
    assert "night" not in alone and "night" not in api.document(alone["id"])
    night = Night(client, players=TWELVE, name="Saturday")
    table = night.seated()["seated"][0]["tables"][2]
    game = api.document(table["game"])
    assert game["night"] == {
        "id": night.id,
        "round": 1,
        "table": 3,
        "ends_at": None,
        "final": False,
    }
    # the night's name; its round and table are in "night", never stored as words, so
    # each page says them in its reader's language
    assert game["name"] == "Saturday"
    assert list(game)[-1] == "night"  # an addition after the contract's keys


def test_a_poll_gets_304_until_a_table_records_a_round(client, api, assert_error):
    night = Night(client, players=TWELVE)
    first = client.get(f"/api/nights/{night.id}")
    etag = first.headers["ETag"]
    assert etag == f'"{first.get_json()["version"]}"'
    assert client.get(f"/api/nights/{night.id}", headers={"If-None-Match": etag}).status_code == 304
    table = night.seated()["seated"][0]["tables"][0]
    seated = client.get(f"/api/nights/{night.id}", headers={"If-None-Match": etag})
    assert seated.status_code == 200 and seated.headers["ETag"] != etag
    etag = seated.headers["ETag"]
    assert client.get(f"/api/nights/{night.id}", headers={"If-None-Match": etag}).status_code == 304
    api.play(table["game"], table["edit_key"], table["players"][0],
             **{p: 1 for p in table["players"][1:]})  # fmt: skip
    changed = client.get(f"/api/nights/{night.id}", headers={"If-None-Match": etag})
    assert changed.status_code == 200
    assert int(changed.headers["ETag"].strip('"')) > int(etag.strip('"'))
    for missing in ("nope", "AAAAAAAAAAAAAAAA"):
        assert_error(client.get(f"/api/nights/{missing}"), 404, "night_not_found")
        assert_error(client.get(f"/api/nights/{missing}/export"), 404, "night_not_found")


# ---- retries and keys ---------------------------------------------------------------------------


def test_a_retried_seating_seats_once(client):
    night = Night(client, players=TWELVE)
    first = night.seat(request_id="seat-1")
    assert first.status_code == 201
    again = night.seat(request_id="seat-1")
    assert again.status_code == 200
    assert again.get_json() == night.document() and len(again.get_json()["seated"]) == 1
    play_round(client, first.get_json())
    assert night.seat(request_id="seat-1").status_code == 200  # still that round's
    assert len(night.document()["seated"]) == 1
    assert night.seat(request_id="seat-2").status_code == 201
    assert len(night.document()["seated"]) == 2


def test_table_keys_are_derived_from_the_organisers_and_work_on_their_games_only(client, api):
    from referee.web.service.nights import table_key

    night = Night(client, players=TWELVE)
    tables = night.seated()["seated"][0]["tables"]
    body = {"winner": tables[0]["players"][0],
            "hands": {p: {"points": 1} for p in tables[0]["players"][1:]}}  # fmt: skip
    for table in tables:
        assert table["edit_key"] == table_key(night.key, table["game"])
        assert len(table["edit_key"]) == len(night.key)
    assert api.post_round(tables[0]["game"], night.key, body).status_code == 403
    assert api.post_round(tables[0]["game"], tables[1]["edit_key"], body).status_code == 403
    assert api.post_round(tables[0]["game"], tables[0]["edit_key"], body).status_code == 201


def test_two_seatings_at_once_seat_one_round(app, serve):
    def call(url: str, key: str | None = None, body: Any = None) -> tuple[int, dict]:
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(url, data=data, method="POST", headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def at_once(count: int, send: Any) -> list[Any]:
        gate = threading.Barrier(count, timeout=30)
        results: list[Any] = [None] * count

        def run(index: int) -> None:
            gate.wait()
            results[index] = send(index)

        threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        return results

    with serve(app) as base:
        status, night = call(f"{base}/api/nights", body={"players": TWELVE, "target": 50})
        assert status == 201
        seat = f"{base}/api/nights/{night['id']}/rounds"
        key = night["edit_key"]
        # The same request sent four times at once: one seating, three retries.
        answers = at_once(4, lambda n: call(seat, key, {"request_id": "same"}))
        assert sorted(status for status, _ in answers) == [200, 200, 200, 201]
        # Four organisers' taps at once without a request id: one seats, the rest find
        # the round just seated open.
        client = app.test_client()
        for table in next(doc for status, doc in answers if status == 201)["seated"][0]["tables"]:
            play_out(client, table)
        answers = at_once(4, lambda n: call(seat, key))
        assert sorted(status for status, _ in answers) == [201, 409, 409, 409]
        assert {doc["error"]["code"] for status, doc in answers if status == 409} == {"round_open"}
        final = client.get(f"/api/nights/{night['id']}").get_json()
        assert [row["number"] for row in final["seated"]] == [1, 2]
        assert len({t["game"] for row in final["seated"] for t in row["tables"]}) == 6


# ---- write limits -------------------------------------------------------------------------------


@pytest.fixture
def club_client(database_url: str) -> Any:
    """A client of an app with tight write limits (3 a minute)."""
    from app import create_app

    app = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": database_url,
            "SECRET_KEY": "test-secret",
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_APPLICATION": "3 per minute",
        }
    )
    yield app.test_client()
    from referee.web.infra.extensions import db, limiter

    limiter.reset()
    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.engine.dispose()


def test_writes_count_per_organiser_key(club_client, assert_error):
    nights = [Night(club_client, players=TWELVE, rounds=12) for _ in range(3)]
    # Starting nights counts per address: a fourth is refused.
    assert_error(club_client.post("/api/nights", json={"players": TWELVE}), 429,
                 "too_many_requests")  # fmt: skip
    # Each organiser's key has its own budget, whatever the address.
    for night in nights:
        assert [night.end(1).status_code for _ in range(3)] == [404, 404, 404]
        assert_error(night.end(1), 429, "too_many_requests")


# ---- exports and backups -------------------------------------------------------------------------


def played_night(client: Any) -> Night:
    """A night of twelve at tables of four with a clock and a final: round 1 played out,
    round 2 ended by the clock with one table not started."""
    night = Night(client, name="Friday", players=TWELVE, minutes=15, final=True)
    play_round(client, night.seated())
    second = night.seated()["seated"][1]["tables"]
    play_out(client, second[0])
    players = second[1]["players"]
    headers = {"Authorization": f"Bearer {second[1]['edit_key']}"}
    body = {"winner": players[2], "hands": {p: {"points": 9} for p in players if p != players[2]}}
    path = f"/api/games/{second[1]['game']}/rounds"
    assert client.post(path, json=body, headers=headers).status_code == 201
    assert night.end(2).status_code == 200  # table 3 played no round
    return night


def same_night(one: dict, other: dict) -> None:
    """Two night documents alike but for their ids, games' ids and group."""
    for key in NIGHT_KEYS:
        if key not in ("id", "seated", "group"):
            assert one[key] == other[key], key
    strip = [
        {**row, "tables": [{k: v for k, v in t.items() if k != "game"} for t in row["tables"]]}
        for row in one["seated"]
    ]
    assert strip == [
        {**row, "tables": [{k: v for k, v in t.items() if k != "game"} for t in row["tables"]]}
        for row in other["seated"]
    ]


def test_a_night_export_imports_as_a_new_night_with_new_keys(client, api):
    night = played_night(client)
    original = night.document()
    export = client.get(f"/api/nights/{night.id}/export").get_json()
    assert export["format"] == "uno-referee-night" and export["seed"] >= 0
    assert "edit_key_hash" not in json.dumps(export)
    response = client.post("/api/nights/import", json=export)
    assert response.status_code == 201, response.get_json()
    assert response.headers["Location"] == f"/api/nights/{response.get_json()['id']}"
    copy = response.get_json()
    key = copy.pop("edit_key")
    assert copy["id"] != night.id and key != night.key and copy["group"] is None
    same_night(original, copy)
    assert copy["version"] == original["version"]
    # Its tables' games take rounds with keys derived from the new organiser's key.
    from referee.web.service.nights import table_key

    game = copy["seated"][1]["tables"][2]["game"]  # ended by the clock with no round
    assert api.document(game)["over"] and api.document(game)["winners"] == []
    copy_night = {"Authorization": f"Bearer {key}"}
    assert client.post(f"/api/nights/{copy['id']}/rounds", headers=copy_night).status_code == 201
    seated = client.get(f"/api/nights/{copy['id']}").get_json()["seated"]
    final = seated[2]["tables"][0]
    body = {"winner": final["players"][0],
            "hands": {p: {"points": 1} for p in final["players"][1:]}}  # fmt: skip
    assert api.post_round(final["game"], table_key(key, final["game"]), body).status_code == 201
    # The export of the copy is the export, but for ids.
    again = client.get(f"/api/nights/{copy['id']}/export").get_json()
    assert again["seated"][0]["tables"][0]["players"] == export["seated"][0]["tables"][0]["players"]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda e: e["seated"][0]["tables"][0].update(players=["Zed", "Ann", "Bob", "Cy"]),
         "seated[0].tables[0].game.players"),
        (lambda e: e["seated"][0]["tables"][0]["game"].update(
            rounds=[{"winner": "Zed", "hands": {}}]),
         "seated[0].tables[0].game.rounds[0].winner"),
        (lambda e: e["seated"][0]["tables"][0].update(players=["Ann", "x" * 25]),
         "seated[0].tables[0].players[1]"),
        (lambda e: e["seated"][1].update(number=3), "seated[1].number"),
        (lambda e: e["seated"][0]["tables"].pop(), "seated[0].tables"),
        (lambda e: e.update(players=e["players"][:-1]), "seated[0].tables"),
        (lambda e: e.update(table_size=1), "table_size"),
        (lambda e: e.update(format="uno-referee-game"), "format"),
        (lambda e: e.update(seed=-1), "seed"),
        (lambda e: e.update(colour="red"), "colour"),
    ],
)  # fmt: skip
def test_a_bad_night_import_is_refused_whole(client, assert_error, database_state, change, field):
    night = played_night(client)
    export = client.get(f"/api/nights/{night.id}/export").get_json()
    change(export)
    before = database_state()
    response = client.post("/api/nights/import", json=export)
    assert response.status_code == 400 and response.get_json()["error"]["field"] == field
    assert database_state() == before


def test_backup_and_restore_keep_nights(app, client, api, tmp_path, database_state):
    made = client.post("/api/groups", json={"name": "Club"}).get_json()
    group_headers = {"Authorization": f"Bearer {made['edit_key']}"}
    night = played_night(client)
    in_group = client.post("/api/nights", json={"players": TWELVE, "group": made["id"]},
                           headers=group_headers).get_json()  # fmt: skip
    client.post(f"/api/nights/{in_group['id']}/rounds", json={"request_id": "r1"},
                headers={"Authorization": f"Bearer {in_group['edit_key']}"})  # fmt: skip
    alone, _ = api.create()
    documents = {
        night_id: client.get(f"/api/nights/{night_id}").get_json()
        for night_id in (night.id, in_group["id"])
    }
    group = client.get(f"/api/groups/{made['id']}").get_json()
    runner = app.test_cli_runner()
    backup = tmp_path / "backup.json"
    result = runner.invoke(args=["backup", str(backup)])
    assert result.exit_code == 0 and "2 club nights" in result.output, result.output
    written = json.loads(backup.read_text())
    assert [entry["id"] for entry in written["nights"]] == [night.id, in_group["id"]]
    assert [entry["id"] for entry in written["games"]] == [alone["id"]]  # a night's are its own
    from referee.web.infra.extensions import db

    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
    # A night whose table's game is wrong is refused whole: nothing is restored.
    broken = json.loads(backup.read_text())
    table = broken["nights"][0]["seated"][0]["tables"][0]
    table["players"] = table["players"][::-1]  # not the seats of its game
    (tmp_path / "broken.json").write_text(json.dumps(broken))
    empty = database_state()
    result = runner.invoke(args=["restore", str(tmp_path / "broken.json")])
    assert result.exit_code != 0 and "nights[0].seated[0].tables[0].game.players" in result.output
    assert database_state() == empty
    result = runner.invoke(args=["restore", str(backup)])
    assert result.exit_code == 0, result.output
    for night_id, document in documents.items():
        assert client.get(f"/api/nights/{night_id}").get_json() == document
    assert client.get(f"/api/groups/{made['id']}").get_json() == group
    # The keys still work: the organiser's seats, a table's records, the retry is known.
    assert night.seat().status_code == 201  # round 3
    retry = client.post(f"/api/nights/{in_group['id']}/rounds", json={"request_id": "r1"},
                        headers={"Authorization": f"Bearer {in_group['edit_key']}"})  # fmt: skip
    assert retry.status_code == 200
    state = database_state()
    result = runner.invoke(args=["restore", str(backup)])
    assert result.exit_code == 0 and f"night {night.id}" in result.output
    assert database_state() == state


def test_a_group_export_keeps_its_nights(client, api):
    from referee.web.service.nights import table_key

    made = client.post("/api/groups", json={"name": "Club"}).get_json()
    headers = {"Authorization": f"Bearer {made['edit_key']}"}
    answer = client.post("/api/nights", json={"players": TWELVE, "target": 50,
                                              "group": made["id"]}, headers=headers)  # fmt: skip
    night = answer.get_json()
    seat = client.post(f"/api/nights/{night['id']}/rounds",
                       headers={"Authorization": f"Bearer {night['edit_key']}"})  # fmt: skip
    tables = seat.get_json()["seated"][0]["tables"]
    play_out(client, tables[0])
    alone = client.post("/api/games", json={"players": ["Ann", "Bob"], "group": made["id"]},
                        headers=headers).get_json()  # fmt: skip
    export = client.get(f"/api/groups/{made['id']}/export").get_json()
    assert [game["id"] for game in export["games"]] == [alone["id"]]
    assert [entry["id"] for entry in export["nights"]] == [night["id"]]
    imported = client.post("/api/groups/import", json=export)
    assert imported.status_code == 201, imported.get_json()
    copy = imported.get_json()
    key = copy.pop("edit_key")
    original = client.get(f"/api/groups/{made['id']}").get_json()
    assert copy["players"] == original["players"] and len(copy["games"]) == 4
    copied_night = next(g for g in copy["games"] if g["id"] != alone["id"])["id"]
    link = api.document(copied_night)["night"]
    assert link["round"] == 1
    # The group's new key organises the copied night and derives its tables' keys.
    night_copy = client.get(f"/api/nights/{link['id']}").get_json()
    assert night_copy["group"] == copy["id"]
    same_night(client.get(f"/api/nights/{night['id']}").get_json(), night_copy)
    for table in night_copy["seated"][0]["tables"][1:]:
        play_out(client, {**table, "edit_key": table_key(key, table["game"])})
    again = client.post(f"/api/nights/{link['id']}/rounds",
                        headers={"Authorization": f"Bearer {key}"})  # fmt: skip
    assert again.status_code == 201
