"""Cards without a colour through the API and the pages: kept as sent, scored by rank,
counted against the deck by rank, and given back by the document, the export, the
spreadsheet and the backup."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from referee.web.edge.schema.openapi import openapi_document

pytestmark = pytest.mark.database  # storage: run again on PostgreSQL


def test_a_round_keeps_cards_without_their_colours(api):
    doc, key = api.create()
    played = api.play(doc["id"], key, "Ann", Bob=["7", "s", "+2"], Cy=["r7", "R"], Dee=12)
    hands = played["rounds"][0]["hands"]
    assert hands["Bob"] == {"cards": ["7", "S", "+2"], "points": 47}
    assert hands["Cy"] == {"cards": ["R7", "R"], "points": 27}  # R alone: the Reverse
    assert hands["Dee"] == {"cards": None, "points": 12}
    assert played["rounds"][0]["collected"] == 47 + 27 + 12
    assert api.document(doc["id"])["rounds"] == played["rounds"]


def test_a_flip_dark_round_tapped_without_colours_keeps_its_cards(api):
    doc, key = api.create(players=["Ann", "Bob", "Cy"], deck="flip")
    played = api.play(doc["id"], key, "Ann", Bob=["+5", "SE", "WDC"], Cy=["7"])
    (round_,) = played["rounds"]
    assert round_["side"] == "dark"  # told by the Draw Five and the Skip Everyone
    assert round_["hands"] == {
        "Bob": {"cards": ["+5", "SE", "WDC"], "points": 110},
        "Cy": {"cards": ["7"], "points": 7},
    }


def test_flip_refuses_a_colourless_card_of_the_other_side(api, assert_error):
    doc, key = api.create(players=["Ann", "Bob"], deck="flip")
    with api.unchanged(doc["id"]):
        body = {"winner": "Ann", "hands": {"Bob": ["7", "+1"]}, "side": "dark"}
        response = api.post_round(doc["id"], key, body)
        assert_error(response, 400, "invalid_value", "side")
        body = {"winner": "Ann", "hands": {"Bob": ["+5", "S"]}}
        assert_error(api.post_round(doc["id"], key, body), 400, "invalid_card", "hands.Bob[1]")


def test_the_deck_check_counts_colourless_and_coloured_cards_of_a_rank_together(api, assert_error):
    doc, key = api.create()
    too_many = {
        "winner": "Ann",
        "hands": {"Bob": ["R7", "R7", "7", "7"], "Cy": ["7", "7", "7"], "Dee": ["7", "7"]},
    }
    with api.unchanged(doc["id"]):
        body = assert_error(
            api.post_round(doc["id"], key, too_many), 400, "too_many_cards", "hands.Dee"
        )
        assert "9" in body["message"] and "8" in body["message"]
        per_colour = {"winner": "Ann", "hands": {"Bob": ["R7", "R7", "7"], "Cy": ["R7"]}}
        per_colour["hands"]["Dee"] = {"points": 0}
        assert_error(api.post_round(doc["id"], key, per_colour), 400, "too_many_cards", "hands.Cy")
    eight = {**too_many, "hands": {**too_many["hands"], "Dee": ["7"]}}
    assert api.post_round(doc["id"], key, eight).status_code == 201


def test_a_code_of_no_rank_of_the_deck_is_refused(api, assert_error):
    doc, key = api.create(deck="attack")
    with api.unchanged(doc["id"]):
        body = {"winner": "Ann", "hands": {"Bob": ["TH", "+2"], "Cy": ["0"], "Dee": ["H2"]}}
        assert_error(api.post_round(doc["id"], key, body), 400, "invalid_card", "hands.Bob[1]")


def test_score_takes_cards_without_their_colours(client, assert_error):
    score = client.post("/api/score", json={"cards": ["7", "S", "+2", "W+4"]})
    assert score.get_json() == {"points": 97}
    flip = client.post("/api/score", json={"cards": ["+5", "SE", "WDC"], "deck": "flip"})
    assert flip.get_json() == {"points": 110}
    attack = client.post("/api/score", json={"cards": ["TH", "DA", "H2"], "deck": "attack"})
    assert attack.get_json() == {"points": 80}
    nine = client.post("/api/score", json={"cards": ["9"] * 9})
    assert_error(nine, 400, "too_many_cards", "cards")
    assert_error(client.post("/api/score", json={"cards": ["SE"]}), 400, "invalid_card", "cards[0]")


def test_rulings_still_take_coloured_cards_only(client, assert_error):
    body = {"state": {"players": 3, "top": "7"}, "action": {"type": "play", "seat": 0}}
    assert_error(client.post("/api/rulings", json=body), 400, "invalid_value", "state.top")


def test_export_and_import_give_colourless_cards_back_as_sent(api, client):
    doc, key = api.create(players=["Ann", "Bob", "Cy"], deck="flip")
    api.play(doc["id"], key, "Ann", Bob=["+5", "se", "WDC"], Cy=["7", "PF"])
    api.play(doc["id"], key, "Bob", Ann=["r", "F", "+1"], Cy=["W"])
    exported = client.get(f"/api/games/{doc['id']}/export").get_json()
    assert [r["hands"] for r in exported["rounds"]] == [
        {"Bob": ["+5", "SE", "WDC"], "Cy": ["7", "PF"]},
        {"Ann": ["R", "F", "+1"], "Cy": ["W"]},
    ]
    response = client.post("/api/games/import", json=exported)
    assert response.status_code == 201, response.get_json()
    copy = response.get_json()
    assert copy["rounds"] == api.document(doc["id"])["rounds"]
    assert [r["side"] for r in copy["rounds"]] == ["dark", "light"]
    again = client.get(f"/api/games/{copy['id']}/export").get_json()
    assert again["rounds"] == exported["rounds"]


def test_the_spreadsheet_gives_colourless_cards_as_text(api, client):
    doc, key = api.create(players=["Ann", "Bob", "Cy"])
    api.play(doc["id"], key, "Ann", Bob=["+2", "7", "S"], Cy=["R", "B3"])
    text = client.get(f"/g/{doc['id']}/export.csv").get_data(as_text=True)
    rows = {row["player"]: row for row in csv.DictReader(io.StringIO(text))}
    assert rows["Bob"]["cards"] == "'+2 7 S"  # a spreadsheet shows it, never runs it
    assert rows["Bob"]["hand_points"] == "47"
    assert rows["Cy"]["cards"] == "R B3"
    assert rows["Ann"]["collect_points"] == str(47 + 23)


def test_backup_and_restore_keep_colourless_cards(app, api, client, tmp_path):
    doc, key = api.create(players=["Ann", "Bob"], deck="no_mercy")
    api.play(doc["id"], key, "Ann", Bob=["+4", "DA", "SE", "G+4"])
    before = api.document(doc["id"])
    runner = app.test_cli_runner()
    backup = tmp_path / "backup.json"
    assert runner.invoke(args=["backup", str(backup)]).exit_code == 0
    written = json.loads(backup.read_text())
    (game,) = [g for g in written["games"] if g["id"] == doc["id"]]
    assert game["rounds"][0]["hands"] == {"Bob": ["+4", "DA", "SE", "G+4"]}
    from referee.web.infra.extensions import db

    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
    assert client.get(f"/api/games/{doc['id']}").status_code == 404
    assert runner.invoke(args=["restore", str(backup)]).exit_code == 0
    assert api.document(doc["id"])["rounds"] == before["rounds"]


def test_the_document_describes_codes_without_their_colours():
    stored = openapi_document()["components"]["schemas"]["StoredHand"]
    codes = stored["properties"]["cards"]["anyOf"][0]["items"]["enum"]
    assert {"7", "S", "R", "+2", "+1", "F", "+5", "SE", "+4", "DA", "H2", "TH"} <= set(codes)
    assert {"R7", "W+4", "PSE"} <= set(codes)


# ---- the pages ----------------------------------------------------------------------------


def test_the_rounds_history_draws_colourless_cards_as_chips_without_colour(table):
    game_id = table.new_game()
    assert table.record(game_id, 0, {1: "7 Skip +2", 2: "r7 rev", 3: "12"}).status_code == 302
    page = table.client.get(f"/g/{game_id}").text
    drawn = re.findall(
        r'<span class="card card-(\w)"[^>]*aria-label="([^"]+)"[^>]*>(.*?)</span>', page
    )
    assert [(colour, label) for colour, label, _ in drawn] == [
        ("X", "7"), ("X", "Skip"), ("X", "Draw Two"), ("R", "red 7"), ("X", "Reverse"),
    ]  # fmt: skip
    faces = {label: inside for _, label, inside in drawn}
    assert faces["Skip"] == "Skip" and faces["Draw Two"] == "+2"  # no colour letter
    assert faces["red 7"] == '<span class="card-letter">R'  # the letter, then the face
    assert table.document(game_id)["rounds"][0]["hands"]["Dee"] == {"cards": None, "points": 12}


def test_the_summary_shows_the_biggest_hands_cards(table, client):
    game_id = table.new_game()
    table.record(game_id, 0, {1: "+2 S W", 2: "3", 3: "0"})
    page = client.get(f"/g/{game_id}/summary").text
    records = page[page.index('id="records"') :]
    records = records[: records.index("</section>")]
    assert records.count('class="card card-X"') == 2 and records.count('class="card card-W"') == 1


def test_editing_a_round_keeps_its_colourless_cards_and_its_totals(table):
    game_id = table.new_game()
    table.record(game_id, 0, {1: "7 S", 2: "5 p", 3: "R7"})
    _, form = table.round_form(game_id, 1)
    assert 'value="7 S"' in form.text and 'value="5 p"' in form.text
    assert table.record(game_id, 0, {1: "7 S", 2: "5 p", 3: "R7 3"}, number=1).status_code == 302
    hands = table.document(game_id)["rounds"][0]["hands"]
    assert hands["Bob"] == {"cards": ["7", "S"], "points": 27}
    assert hands["Cy"] == {"cards": None, "points": 5}
    assert hands["Dee"] == {"cards": ["R7", "3"], "points": 10}
