"""The editions through the JSON API: decks, cards, rounds of each deck, Challenge UNO,
and export/import of their rounds."""

import pytest

THREE = ["Ann", "Bob", "Cy"]


def test_decks_list_every_deck_with_size_target_and_colours(client):
    body = client.get("/api/decks").get_json()
    decks = {deck["deck"]: deck for deck in body["decks"]}
    assert list(decks) == ["classic", "2015", "2018", "flip", "no_mercy", "all_wild", "attack"]
    assert all(list(d) == ["deck", "name", "cards", "target", "colors"] for d in body["decks"])
    assert decks["classic"]["cards"] == 108 and decks["classic"]["target"] == 500
    assert decks["no_mercy"] == {
        "deck": "no_mercy", "name": "UNO Show 'Em No Mercy", "cards": 168, "target": 1000,
        "colors": ["R", "Y", "G", "B"],
    }  # fmt: skip
    assert decks["flip"]["colors"] == ["R", "Y", "G", "B", "P", "T", "O", "U"]
    assert decks["all_wild"]["colors"] == []


def test_flip_cards_carry_their_side_and_name(client):
    cards = client.get("/api/cards?deck=flip").get_json()["cards"]
    assert {
        "code": "R+1",
        "name": "red Draw One",
        "points": 10,
        "count": 2,
        "side": "light",
    } in cards
    assert {"code": "W", "name": "Wild", "points": 40, "count": 4, "side": "dark"} in cards
    assert {
        "code": "PSE",
        "name": "pink Skip Everyone",
        "points": 30,
        "count": 2,
        "side": "dark",
    } in cards


def test_unknown_counts_are_null(client):
    cards = client.get("/api/cards?deck=no_mercy").get_json()["cards"]
    assert {"code": "W+10", "name": "Wild Draw Ten", "points": 50, "count": None} in cards
    assert all(card["count"] is None for card in cards)


def test_score_reads_codes_against_the_deck(client, assert_error):
    assert client.post("/api/score", json={"cards": ["R+1", "W+2"], "deck": "flip"}).get_json() == {
        "points": 60
    }
    assert client.post("/api/score", json={"cards": ["W+2"], "deck": "all_wild"}).get_json() == {
        "points": 50
    }
    response = client.post("/api/score", json={"cards": ["R+1"], "deck": "classic"})
    assert_error(response, 400, "invalid_card", "cards[0]")


@pytest.mark.parametrize(("deck", "target"), [("no_mercy", 1000), ("flip", 500), ("attack", 500)])
def test_a_new_game_takes_its_decks_target(api, deck, target):
    doc, _ = api.create(deck=deck)
    assert doc["target"] == target


def test_flip_rounds_carry_their_side(api):
    doc, key = api.create(players=THREE, deck="flip")
    doc = api.play(doc["id"], key, "Ann", Bob=["r+1", "w"], Cy=["GF"])
    assert doc["rounds"][0]["side"] == "light"
    assert doc["rounds"][0]["collected"] == 10 + 40 + 20
    body = {"winner": "Bob", "hands": {"Ann": ["W"], "Cy": ["P+5", "WDC"]}}
    doc = api.post_round(doc["id"], key, body).get_json()
    assert doc["rounds"][1]["side"] == "dark"
    assert doc["totals"]["collect"] == {"Ann": 70, "Bob": 120, "Cy": 0}
    body = {"winner": "Cy", "hands": {"Ann": ["W"], "Bob": {"points": 3}}, "side": "dark"}
    doc = api.post_round(doc["id"], key, body).get_json()
    assert doc["rounds"][2]["side"] == "dark"
    assert api.document(doc["id"]) == doc


def flip_round(bob, cy, **extra):
    return {"winner": "Ann", "hands": {"Bob": bob, "Cy": cy}, **extra}


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        (flip_round(["R1"], ["P2"]), "invalid_card", "hands.Cy[0]"),
        (flip_round(["R1", "P2"], ["R3"]), "invalid_card", "hands.Bob[1]"),
        (flip_round(["R1"], ["R3"], side="dark"), "invalid_value", "side"),
        (flip_round(["R1"], ["R3"], side="up"), "invalid_value", "side"),
        (flip_round(["R0"], ["R3"]), "invalid_card", "hands.Bob[0]"),
        (flip_round(["W+4"], ["R3"]), "invalid_card", "hands.Bob[0]"),
        (flip_round(["R1"], ["R3"], knocked_out=["Cy"]), "invalid_value", "knocked_out"),
    ],
)
def test_flip_round_errors_name_the_field(api, assert_error, body, code, field):
    doc, key = api.create(players=THREE, deck="flip")
    with api.unchanged(doc["id"]):
        assert_error(api.post_round(doc["id"], key, body), 400, code, field)


def test_classic_rounds_take_no_side(api, assert_error):
    doc, key = api.create(players=THREE)
    body = {"winner": "Ann", "hands": {"Bob": ["R1"], "Cy": ["R3"]}, "side": "light"}
    with api.unchanged(doc["id"]):
        assert_error(api.post_round(doc["id"], key, body), 400, "invalid_value", "side")
    assert "side" not in api.play(doc["id"], key, "Ann", Bob=["R1"], Cy=["R3"])["rounds"][0]


def test_no_mercy_knocked_out_players(api, assert_error):
    doc, key = api.create(players=THREE, deck="no_mercy")
    body = {"winner": "Ann", "hands": {"Bob": ["R+4", "W+6"]}, "knocked_out": ["Cy"]}
    doc = api.post_round(doc["id"], key, body).get_json()
    assert doc["rounds"][0]["knocked_out"] == ["Cy"]
    assert doc["totals"]["collect"]["Ann"] == 70
    body = {"winner": "Bob", "hands": {"Ann": ["R1"], "Cy": {"points": 400}}, "knocked_out": ["cy"]}
    doc = api.post_round(doc["id"], key, body).get_json()
    assert doc["totals"] == {
        "collect": {"Ann": 70, "Bob": 1, "Cy": 0},
        "lowest": {"Ann": 1, "Bob": 70, "Cy": 400},
    }
    with api.unchanged(doc["id"]):
        refused = {"winner": "Cy", "hands": {"Ann": ["R1"]}, "knocked_out": ["Cy"]}
        assert_error(api.post_round(doc["id"], key, refused), 400, "invalid_value", "winner")
        refused = {"winner": "Ann", "hands": {"Bob": ["R1"]}, "knocked_out": ["Dee"]}
        assert_error(
            api.post_round(doc["id"], key, refused), 400, "unknown_player", "knocked_out[0]"
        )
        refused = {"winner": "Ann", "hands": {"Bob": ["W"], "Cy": ["R1"]}}
        assert_error(api.post_round(doc["id"], key, refused), 400, "invalid_card", "hands.Bob[0]")
        refused = {"winner": "Ann", "hands": {"Bob": ["R1"]}}
        assert_error(api.post_round(doc["id"], key, refused), 400, "missing_field", "hands.Cy")


def test_all_wild_and_attack_rounds(api, assert_error):
    doc, key = api.create(players=["Ann", "Bob"], deck="all_wild")
    assert (
        api.play(doc["id"], key, "Ann", Bob=["W", "WS2", "W+4"])["totals"]["collect"]["Ann"] == 120
    )
    doc, key = api.create(players=["Ann", "Bob"], deck="attack")
    assert (
        api.play(doc["id"], key, "Ann", Bob=["RTH", "WHF", "G9"])["totals"]["collect"]["Ann"] == 89
    )
    with api.unchanged(doc["id"]):
        body = {"winner": "Ann", "hands": {"Bob": ["RTH", "RTH"]}}
        assert_error(api.post_round(doc["id"], key, body), 400, "too_many_cards", "hands.Bob")


def test_an_unknown_deck_is_refused(client, assert_error):
    response = client.post("/api/games", json={"players": THREE, "deck": "mega_hit"})
    assert_error(response, 400, "invalid_value", "deck")


# ---- Challenge UNO -------------------------------------------------------------------


def test_elimination_end_to_end(api, assert_error):
    doc, key = api.create(players=["Ann", "Bob", "Cy", "Dee"], scoring="elimination", target=100)
    game = doc["id"]
    assert doc["eliminated"] == []
    doc = api.play(game, key, "Ann", Bob=120, Cy=10, Dee=20)
    assert doc["eliminated"] == [{"player": "Bob", "round": 1}] and not doc["over"]
    assert doc["totals"]["lowest"] == {"Ann": 0, "Bob": 120, "Cy": 10, "Dee": 20}
    assert doc["totals"]["collect"]["Ann"] == 150
    with api.unchanged(game):
        body = {
            "winner": "Ann",
            "hands": {"Bob": {"points": 1}, "Cy": {"points": 1}, "Dee": {"points": 1}},
        }
        assert_error(api.post_round(game, key, body), 400, "invalid_value", "hands.Bob")
        body = {
            "winner": "Bob",
            "hands": {"Ann": {"points": 1}, "Cy": {"points": 1}, "Dee": {"points": 1}},
        }
        assert_error(api.post_round(game, key, body), 400, "invalid_value", "winner")
    doc = api.play(game, key, "Cy", Ann=5, Dee=90)
    assert doc["eliminated"] == [{"player": "Bob", "round": 1}, {"player": "Dee", "round": 2}]
    assert not doc["over"]
    doc = api.play(game, key, "Ann", Cy=30)  # head to head: Ann 5, Cy 40
    assert not doc["over"]
    doc = api.play(game, key, "Cy", Ann=100)
    assert doc["over"] and doc["winners"] == ["Cy"]
    assert doc["eliminated"][-1] == {"player": "Ann", "round": 4}
    assert api.post_round(game, key, {"winner": "Cy", "hands": {"Ann": ["R1"]}}).status_code == 409


def test_elimination_takes_no_teams(client, assert_error):
    body = {"players": ["Ann", "Bob", "Cy", "Dee"], "scoring": "elimination",
            "teams": [["Ann", "Cy"], ["Bob", "Dee"]]}  # fmt: skip
    assert_error(client.post("/api/games", json=body), 400, "invalid_value", "teams")


def test_elimination_pages_show_who_is_out(api, client):
    doc, key = api.create(players=THREE, scoring="elimination", target=100)
    api.play(doc["id"], key, "Ann", Bob=120, Cy=10)
    page = client.get(f"/g/{doc['id']}")
    assert page.status_code == 200
    assert "out since round 1" in page.text
    api.play(doc["id"], key, "Cy", Ann=100)  # Ann out: Cy is the last player left
    pages = [
        f"/g/{doc['id']}", f"/g/{doc['id']}?chart=collect", f"/g/{doc['id']}?chart=elimination",
        f"/g/{doc['id']}/timeline", f"/g/{doc['id']}/summary", "/players/Cy",
    ]  # fmt: skip
    for path in pages:
        assert client.get(path).status_code == 200, path
    assert "the last player left" in client.get(f"/g/{doc['id']}").text


# ---- export and import ---------------------------------------------------------------


def round_trip(client, game_id):
    exported = client.get(f"/api/games/{game_id}/export").get_json()
    response = client.post("/api/games/import", json=exported)
    assert response.status_code == 201, response.get_json()
    copy = response.get_json()
    again = client.get(f"/api/games/{copy['id']}/export").get_json()
    return exported, copy, again


@pytest.mark.database
def test_a_flip_game_with_sides_survives_export_and_import(api, client):
    doc, key = api.create(players=THREE, deck="flip")
    api.play(doc["id"], key, "Ann", Bob=["W"], Cy=["P1"])
    doc = api.play(doc["id"], key, "Bob", Ann=["W", "R+1"], Cy=5)
    exported, copy, again = round_trip(client, doc["id"])
    assert [r["side"] for r in exported["rounds"]] == ["dark", "light"]
    assert copy["rounds"] == doc["rounds"] and copy["totals"] == doc["totals"]
    assert again["rounds"] == exported["rounds"]


@pytest.mark.database
def test_a_no_mercy_game_with_knock_outs_survives_export_and_import(api, client):
    doc, key = api.create(players=THREE, deck="no_mercy")
    body = {
        "winner": "Ann",
        "hands": {"Bob": ["WCR"], "Cy": {"points": 300}},
        "knocked_out": ["Cy"],
    }
    doc = api.post_round(doc["id"], key, body).get_json()
    exported, copy, again = round_trip(client, doc["id"])
    assert exported["rounds"][0]["knocked_out"] == ["Cy"]
    assert copy["rounds"] == doc["rounds"] and copy["totals"] == doc["totals"]
    assert again["rounds"] == exported["rounds"]


@pytest.mark.database
def test_an_elimination_game_survives_export_and_import(api, client):
    doc, key = api.create(players=THREE, scoring="elimination", target=100)
    api.play(doc["id"], key, "Ann", Bob=120, Cy=10)
    doc = api.play(doc["id"], key, "Cy", Ann=100)
    _, copy, _ = round_trip(client, doc["id"])
    assert copy["eliminated"] == doc["eliminated"] and copy["winners"] == ["Cy"]


# ---- the pages ---------------------------------------------------------------------------


def test_the_start_form_offers_every_deck_and_takes_its_target(table, client):
    page = client.get("/").text
    assert "UNO Flip! (112 cards)" in page and "UNO Show &#39;Em No Mercy (168 cards)" in page
    game = table.new_game(deck="no_mercy", target="deck")
    assert table.document(game)["target"] == 1000
    game = table.new_game(deck="no_mercy", target="300")
    assert table.document(game)["target"] == 300


def test_the_round_form_takes_a_flip_side_and_no_mercy_knock_outs(table):
    game = table.new_game(deck="flip", target="deck")
    response = table.record(game, 0, {1: "pink draw five, w", 2: "p3", 3: "wdc"}, side="dark")
    assert response.status_code == 302, response.text
    first = table.document(game)["rounds"][0]
    assert first["side"] == "dark" and first["collected"] == 20 + 40 + 3 + 60
    game = table.new_game(deck="no_mercy", target="deck")
    response = table.record(game, 0, {1: "+10", 2: "red 7"}, knocked_out="3")
    assert response.status_code == 302, response.text
    first = table.document(game)["rounds"][0]
    assert first["knocked_out"] == ["Dee"] and first["collected"] == 57
