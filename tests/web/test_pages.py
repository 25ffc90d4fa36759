"""The HTML pages through the test client: forms, the edit key, rounds, errors, safety."""

from __future__ import annotations

import html
import re

import pytest

from referee.web.infra.extensions import db
from referee.web.service.models import Game, Round

FOUR = ["Ann", "Bob", "Cy", "Dee"]


def count(app, model) -> int:
    with app.app_context():
        return db.session.query(model).count()


# ---- home and starting a game ----------------------------------------------------------


def test_home_has_a_csrf_token_and_a_strict_csp(client):
    response = client.get("/")
    assert 'name="csrf_token"' in response.text
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "unsafe-inline" not in policy
    assert "<script src=" in response.text
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", response.text)
    assert " style=" not in response.text


def test_starting_a_game_stores_it_and_opens_its_scoreboard(table, app):
    response = table.start(
        FOUR, target="1000", scoring="lowest", deck="2018", dealer="2", name="Friday"
    )
    game_id = table.game_id_of(response.headers["Location"])
    doc = table.document(game_id)
    assert doc["players"] == FOUR
    assert (doc["target"], doc["scoring"], doc["deck"], doc["name"]) == (
        1000,
        "lowest",
        "2018",
        "Friday",
    )
    assert doc["dealer"] == "Cy"
    page = table.client.get(response.headers["Location"])
    assert "Round 1: <strong>Cy</strong> deals, <strong>Dee</strong> plays first." in page.text
    assert f'href="/g/{game_id}/rounds/new"' in page.text


def test_other_target_partners_and_a_preset(table):
    game_id = table.new_game(FOUR, target_other="250", teams="pairs", preset="progressive")
    doc = table.document(game_id)
    assert doc["target"] == 250
    assert doc["teams"] == [["Ann", "Cy"], ["Bob", "Dee"]]
    assert doc["rules"]["stacking"] == "same"
    page = table.client.get(f"/g/{game_id}")
    assert "Ann &amp; Cy" in page.text and "Bob &amp; Dee" in page.text
    assert "Stacking +2/+4 (same card)" in page.text


def test_custom_house_rules(table):
    stacking = ["off", "same", "plus4_on_plus2", "any"].index("any")
    game_id = table.new_game(
        FOUR, preset="custom", **{"rules-stacking": str(stacking), "rules-seven_o": "1"}
    )
    rules = table.document(game_id)["rules"]
    assert (rules["stacking"], rules["seven_o"], rules["jump_in"]) == ("any", True, False)
    page = table.client.get(f"/g/{game_id}/rules")
    assert "Any draw card" in page.text


@pytest.mark.parametrize(
    ("players", "fields", "message", "slot"),
    [
        (["Ann", "ann"], {}, "appears twice", 1),
        (["Ann"], {}, "A game needs 2 to 10 players", 0),
        (["Ann", "B" * 30], {}, "A player name must be at most 24 characters; 30 given.", 1),
    ],
)
def test_a_bad_player_list_is_shown_next_to_the_slot_and_nothing_is_stored(
    table, app, players, fields, message, slot
):
    response = table.start(players, **fields)
    assert response.status_code == 422
    block = re.search(
        rf'<div class="slot has-error">\s*<input[^>]*id="players-{slot}".*?</div>',
        response.text,
        re.S,
    )
    assert block and message in block.group(0)
    assert f'value="{players[0]}"' in response.text  # entries are kept
    assert count(app, Game) == 0


def test_bad_partners_and_target_are_shown_next_to_their_fields(table, app):
    response = table.start(["Ann", "Bob", "Cy"], teams="pairs")
    assert response.status_code == 422
    assert re.search(r"Partners.*?class=\"error\"", response.text, re.S)
    response = table.start(FOUR, target_other="20")
    assert "The target must be a whole number from 50 to 10000; 20 given." in response.text
    assert count(app, Game) == 0


def test_a_post_without_csrf_token_is_refused(client, app):
    response = client.post("/", data={"players-0": "Ann", "players-1": "Bob"})
    assert response.status_code == 400
    assert count(app, Game) == 0


def test_the_start_remembers_names_and_games_on_this_device(table):
    game_id = table.new_game(["Zed", "Yan"])
    home = table.client.get("/")
    assert 'data-name="Zed"' in home.text and 'data-name="Yan"' in home.text
    assert f'href="/g/{game_id}"' in home.text
    again = table.client.get(f"/?again={game_id}")
    assert re.search(r'<input[^>]*id="players-0"[^>]*value="Zed"', again.text)


# ---- the edit key ------------------------------------------------------------------------


def api_game(client, players=FOUR) -> tuple[str, str]:
    response = client.post("/api/games", json={"players": players})
    body = response.get_json()
    return body["id"], body["edit_key"]


def test_the_view_link_shows_no_edit_controls(client):
    game_id, key = api_game(client)
    page = client.get(f"/g/{game_id}")
    assert page.status_code == 200
    assert "Record round" not in page.text
    assert key not in page.text
    assert "/edit/" not in page.text
    assert client.get(f"/g/{game_id}/rounds/new").status_code == 403


def test_a_wrong_edit_key_is_refused(client):
    game_id, _ = api_game(client)
    response = client.get(f"/g/{game_id}/edit/not-the-key")
    assert response.status_code == 403
    assert "cannot edit" in response.text
    assert "Record round" not in client.get(f"/g/{game_id}").text


def test_the_edit_link_keeps_the_key_and_redirects_to_the_clean_page(client):
    game_id, key = api_game(client)
    response = client.get(f"/g/{game_id}/edit/{key}")
    assert response.status_code == 302
    assert response.headers["Location"] == f"/g/{game_id}"
    page = client.get(f"/g/{game_id}")
    assert "Record round 1" in page.text
    assert f"/g/{game_id}/edit/{key}" in page.text  # to share, with its QR code
    assert page.text.count('src="data:image/svg+xml') == 2


def test_an_unknown_game_is_a_404_page(client):
    response = client.get("/g/nope")
    assert response.status_code == 404
    assert "No such game" in response.text


# ---- rounds -------------------------------------------------------------------------------


def test_recording_a_round_through_the_form(table):
    game_id = table.new_game()
    response = table.record(game_id, 0, {1: "r7 bs", 2: "red 7, wild draw four", 3: "12"})
    assert response.status_code == 302
    assert response.headers["Location"] == f"/g/{game_id}"
    doc = table.document(game_id)
    assert doc["rounds"][0]["hands"] == {
        "Bob": {"cards": ["R7", "BS"], "points": 27},
        "Cy": {"cards": ["R7", "W+4"], "points": 57},
        "Dee": {"cards": None, "points": 12},
    }
    assert doc["totals"]["collect"]["Ann"] == 96
    page = table.client.get(f"/g/{game_id}")
    assert 'data-player="Ann">96<' in page.text
    assert "Round saved." in page.text


def test_the_winners_own_field_is_ignored(table):
    game_id = table.new_game(["Ann", "Bob"])
    response = table.record(game_id, 1, {0: "G5", 1: "R9"})
    assert response.status_code == 302
    assert table.document(game_id)["rounds"][0]["hands"] == {"Ann": {"cards": ["G5"], "points": 5}}


@pytest.mark.parametrize(
    ("hands", "seat", "message"),
    [
        ({1: "r7 zz", 2: "G1", 3: "G2"}, 1, "Cannot read “zz” as a card"),
        ({1: "R0", 2: "G1", 3: "r0"}, 3, "R0 appears 2 times"),
        ({1: "R1", 2: "WSW", 3: "G2"}, 2, "WSW is not in the classic deck"),
        ({1: "R1", 3: "G2"}, 2, "Cy's leftover cards are missing"),
        (
            {1: "R1", 2: "9999", 3: "G2"},
            2,
            "The points total must be a whole number from 0 to 1240; 9999 given.",
        ),
    ],
)
def test_a_bad_hand_is_shown_in_that_players_block_and_nothing_is_saved(
    table, app, hands, seat, message
):
    game_id = table.new_game()
    response = table.record(game_id, 0, hands)
    assert response.status_code == 422
    block = re.search(
        rf'<section class="panel hand has-error" data-seat="{seat}".*?</section>',
        response.text,
        re.S,
    )
    assert block, response.text
    assert message in html.unescape(block.group(0))
    assert response.text.count('class="panel hand has-error"') == 1
    for entered in hands.values():
        assert f'value="{entered}"' in response.text  # the entries are kept
    assert re.search(r'<input checked[^>]*name="winner"[^>]*value="0"', response.text)
    assert count(app, Round) == 0


def test_no_winner_is_shown_at_the_winner_question(table, app):
    game_id = table.new_game()
    path, page = table.round_form(game_id)
    response = table.client.post(
        path, data={"csrf_token": table.token_of(page.text), "request_id": "r1", "hand_1": "R1"}
    )
    assert response.status_code == 422
    assert re.search(r'id="winner-block".*?Tap who went out\.', response.text, re.S)
    assert count(app, Round) == 0


def test_a_double_submit_records_once(table):
    game_id = table.new_game()
    path, page = table.round_form(game_id)
    data = {
        "csrf_token": table.token_of(page.text),
        "request_id": table.hidden(page.text, "request_id"),
        "version": table.hidden(page.text, "version"),
        "winner": "0",
        "hand_1": "R1",
        "hand_2": "R2",
        "hand_3": "R3",
    }
    first = table.client.post(path, data=data)
    second = table.client.post(path, data=data)
    assert first.headers["Location"] == second.headers["Location"] == f"/g/{game_id}"
    assert len(table.document(game_id)["rounds"]) == 1
    assert "already saved" in table.client.get(f"/g/{game_id}").text


def test_a_round_recorded_meanwhile_is_reported_and_the_entries_are_kept(table):
    game_id = table.new_game(["Ann", "Bob"])
    path, page = table.round_form(game_id)
    table.record(game_id, 0, {1: "R1"})  # another phone was quicker
    data = {
        "csrf_token": table.token_of(page.text),
        "request_id": table.hidden(page.text, "request_id"),
        "version": table.hidden(page.text, "version"),
        "winner": "1",
        "hand_0": "B7",
    }
    response = table.client.post(path, data=data)
    assert response.status_code == 409
    assert "Someone changed this game" in response.text
    assert 'value="B7"' in response.text
    assert len(table.document(game_id)["rounds"]) == 1
    data["version"] = table.hidden(response.text, "version")
    assert table.client.post(path, data=data).status_code == 302
    assert len(table.document(game_id)["rounds"]) == 2


def test_editing_a_round(table):
    game_id = table.new_game()
    table.record(game_id, 0, {1: "R1", 2: "R2", 3: "R3"})
    path, page = table.round_form(game_id, 1)
    assert 'value="R2"' in page.text
    response = table.record(game_id, 2, {0: "W", 1: "R1", 3: "30"}, number=1)
    assert response.headers["Location"] == f"/g/{game_id}"
    doc = table.document(game_id)
    assert len(doc["rounds"]) == 1
    assert doc["rounds"][0]["winner"] == "Cy"
    assert doc["totals"]["collect"]["Cy"] == 81


def test_a_stale_edit_is_refused_with_a_clear_message(table):
    game_id = table.new_game()
    table.record(game_id, 0, {1: "R1", 2: "R2", 3: "R3"})
    path, page = table.round_form(game_id, 1)
    table.record(game_id, 1, {0: "G1", 2: "G2", 3: "G3"})  # round 2, from another phone
    data = {
        "csrf_token": table.token_of(page.text),
        "request_id": table.hidden(page.text, "request_id"),
        "version": table.hidden(page.text, "version"),
        "winner": "0",
        "hand_1": "Y9",
        "hand_2": "R2",
        "hand_3": "R3",
    }
    response = table.client.post(path, data=data)
    assert response.status_code == 409
    assert "Someone changed this game" in response.text
    assert table.document(game_id)["rounds"][0]["hands"]["Bob"]["cards"] == ["R1"]


def test_removing_a_round_needs_the_version_the_user_saw(table):
    game_id = table.new_game(["Ann", "Bob"])
    table.record(game_id, 0, {1: "R1"})
    table.record(game_id, 1, {0: "R2"})
    page = table.client.get(f"/g/{game_id}")
    assert "Remove round 1 for good?" in page.text
    version = table.document(game_id)["version"]
    stale = table.client.post(
        f"/g/{game_id}/rounds/1/delete",
        data={"csrf_token": table.token_of(page.text), "version": str(version - 1)},
    )
    assert stale.headers["Location"] == f"/g/{game_id}"
    assert len(table.document(game_id)["rounds"]) == 2
    assert "was not removed" in table.client.get(f"/g/{game_id}").text
    done = table.client.post(
        f"/g/{game_id}/rounds/1/delete",
        data={"csrf_token": table.token_of(page.text), "version": str(version)},
    )
    assert done.headers["Location"] == f"/g/{game_id}"
    rounds = table.document(game_id)["rounds"]
    assert [(r["number"], r["winner"]) for r in rounds] == [(1, "Bob")]


def test_viewers_cannot_post_rounds(table, client, app):
    game_id, _ = api_game(client)
    page = client.get("/")
    data = {"csrf_token": table.token_of(page.text), "winner": "0", "hand_1": "R1"}
    assert client.post(f"/g/{game_id}/rounds/new", data=data).status_code == 403
    assert client.post(f"/g/{game_id}/rounds/1/delete", data=data).status_code == 403
    assert count(app, Round) == 0


def test_a_finished_game_shows_the_winners_and_takes_no_more_rounds(table):
    game_id = table.new_game(["Ann", "Bob"], target_other="50")
    table.record(game_id, 0, {1: "W W+4"})
    page = table.client.get(f"/g/{game_id}")
    assert "Game over" in page.text and "<strong>Ann</strong> wins with 100 points." in page.text
    assert "Record round" not in page.text
    assert table.client.get(f"/g/{game_id}/rounds/new").status_code == 302


# ---- escaping ----------------------------------------------------------------------------------


def test_player_names_are_escaped_everywhere(table):
    game_id = table.new_game(["<script>", "Bob & <b>"])
    table.record(game_id, 1, {0: "R1"})
    for path in ("/", f"/g/{game_id}", f"/g/{game_id}/rounds/new", f"/g/{game_id}/rounds/1/edit"):
        text = table.client.get(path).text
        assert "&lt;script&gt;" in text, path
        assert "<script>" not in text and "<b>" not in text, path


def test_partners_win_with_their_team_total(table):
    game_id = table.new_game(FOUR, teams="pairs", scoring="lowest", target_other="100")
    table.record(game_id, 0, {1: "R7 BS", 2: "W+4", 3: "G9"})
    table.record(game_id, 0, {1: "9", 2: "B+2 Y+2 W", 3: "50"})
    page = table.client.get(f"/g/{game_id}")
    assert "<strong>Bob &amp; Dee</strong> win with the lowest total, 95." in page.text
