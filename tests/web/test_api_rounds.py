"""Rounds: POST, PUT and DELETE /api/games/<id>/rounds, hands, deck limits, game end, dealer."""

import pytest

pytestmark = pytest.mark.database

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def hands_of(doc, number):
    """The hands of round ``number`` in a document."""
    return doc["rounds"][number - 1]["hands"]


EXAMPLE_ROUND = {
    "winner": "Ann",
    "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["G0"]},
}


@pytest.fixture
def game(api):
    """A four-player classic game: its document and edit key."""
    return api.create(name="Friday")


# ---- recording --------------------------------------------------------------------------


def test_recording_answers_201_with_the_document(api, client, game):
    doc, key = game
    response = api.post_round(doc["id"], key, EXAMPLE_ROUND)
    assert response.status_code == 201
    assert response.headers["ETag"] == '"2"'
    written = response.get_json()
    assert written == api.document(doc["id"])
    assert written["rounds"][0]["number"] == 1
    assert written["rounds"][0]["collected"] == 62


def test_codes_are_read_case_insensitively_and_written_upper_case(api, game):
    doc, key = game
    body = {"winner": "ann", "hands": {"bob": ["r7", " bs"], "CY": ["w+4", "y+2"], "Dee": ["g0"]}}
    written = api.post_round(doc["id"], key, body).get_json()
    assert written["rounds"][0]["winner"] == "Ann"
    assert hands_of(written, 1) == {
        "Bob": {"cards": ["R7", "BS"], "points": 27},
        "Cy": {"cards": ["W+4", "Y+2"], "points": 70},
        "Dee": {"cards": ["G0"], "points": 0},
    }


def test_hands_are_listed_in_seat_order(api, game):
    doc, key = game
    body = {"winner": "Cy", "hands": {"Dee": ["G1"], "Ann": ["G2"], "Bob": ["G3"]}}
    written = api.post_round(doc["id"], key, body).get_json()
    assert list(hands_of(written, 1)) == ["Ann", "Bob", "Dee"]


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["R7", "BS", "W+4", "G0"], 77),
        (["W"], 50),
        (["R+2", "YR", "GS"], 60),
        (["B9", "B9"], 18),
        (["Y0"], 0),
    ],
)
def test_points_are_derived_from_the_cards(api, game, cards, points):
    doc, key = game
    written = api.play(doc["id"], key, "Ann", Bob=cards, Cy=1, Dee=2)
    assert hands_of(written, 1)["Bob"] == {"cards": cards, "points": points}
    assert written["totals"]["lowest"]["Bob"] == points
    assert written["totals"]["collect"]["Ann"] == points + 3


@pytest.mark.parametrize("points", [0, 1, 35, 1200])
def test_a_points_total_is_kept_without_cards(api, game, points):
    doc, key = game
    written = api.play(doc["id"], key, "Bob", Ann=points, Cy=0, Dee=0)
    assert hands_of(written, 1)["Ann"] == {"cards": None, "points": points}
    assert written["rounds"][0]["collected"] == points


# ---- hands that are refused ------------------------------------------------------------

BAD_ROUNDS = [
    ({"hands": EXAMPLE_ROUND["hands"]}, "missing_field", "winner"),
    ({"winner": "Zed", "hands": EXAMPLE_ROUND["hands"]}, "unknown_player", "winner"),
    ({"winner": None, "hands": EXAMPLE_ROUND["hands"]}, "unknown_player", "winner"),
    ({"winner": 0, "hands": EXAMPLE_ROUND["hands"]}, "unknown_player", "winner"),
    ({"winner": "Ann"}, "missing_field", "hands"),
    ({"winner": "Ann", "hands": None}, "missing_field", "hands"),
    ({"winner": "Ann", "hands": [["R7"], ["G0"], ["B1"]]}, "invalid_value", "hands"),
    ({"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["G0"]}}, "missing_field", "hands.Dee"),
    ({"winner": "Ann", "hands": {}}, "missing_field", "hands.Bob"),
    (
        {"winner": "Ann", "hands": {"Ann": ["R1"], "Bob": ["R7"], "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_value",
        "hands.Ann",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["G0"], "Dee": ["B1"], "Zed": [1]}},
        "unknown_field",
        "hands.Zed",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["R7"], "bob": ["R8"], "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_value",
        "hands.bob",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": [], "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_value",
        "hands.Bob",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": "R7 BS", "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_value",
        "hands.Bob",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": 27, "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_value",
        "hands.Bob",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": None, "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_value",
        "hands.Bob",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["R7", "R10"], "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_card",
        "hands.Bob[1]",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["R7", 7], "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_card",
        "hands.Bob[1]",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["red 7"], "Cy": ["G0"], "Dee": ["B1"]}},
        "invalid_card",
        "hands.Bob[0]",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["WSW"], "Dee": ["B1"]}},
        "invalid_card",
        "hands.Cy[0]",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": {}, "Dee": ["B1"]}},
        "missing_field",
        "hands.Cy.points",
    ),
    *(
        (
            {"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": {"points": bad}, "Dee": ["B1"]}},
            "invalid_value",
            "hands.Cy.points",
        )
        for bad in (-1, "35", 35.5, True, None, 100000, [35])
    ),
    (
        {
            "winner": "Ann",
            "hands": {"Bob": ["R7"], "Cy": {"points": 27, "cards": ["R7"]}, "Dee": ["B1"]},
        },
        "unknown_field",
        "hands.Cy.cards",
    ),
    (
        {"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": {"cards": ["R7", "BS"]}, "Dee": ["B1"]}},
        "unknown_field",
        "hands.Cy.cards",
    ),
    ({**EXAMPLE_ROUND, "number": 1}, "unknown_field", "number"),
    ({**EXAMPLE_ROUND, "edit_key": "x"}, "unknown_field", "edit_key"),
    ({**EXAMPLE_ROUND, "request_id": ""}, "invalid_value", "request_id"),
    ({**EXAMPLE_ROUND, "request_id": "x" * 65}, "invalid_value", "request_id"),
    ({**EXAMPLE_ROUND, "request_id": 7}, "invalid_value", "request_id"),
]


@pytest.mark.parametrize(("body", "code", "field"), BAD_ROUNDS)
def test_bad_rounds_are_refused_and_change_nothing(assert_error, api, game, body, code, field):
    doc, key = game
    api.play(doc["id"], key, "Dee", Ann=1, Bob=2, Cy=3)
    with api.unchanged(doc["id"]):
        assert_error(api.post_round(doc["id"], key, body), 400, code, field)
        assert_error(api.put_round(doc["id"], key, 1, body), 400, code, field)


@pytest.mark.parametrize("data", ["", "winner=Ann", "[]", "null", '{"winner": "Ann",'])
@pytest.mark.parametrize("path", ["rounds", "rounds/1"])
def test_a_round_needs_a_json_object(assert_error, api, client, game, data, path):
    doc, key = game
    api.play(doc["id"], key, "Dee", Ann=1, Bob=2, Cy=3)
    send = client.post if path == "rounds" else client.put
    with api.unchanged(doc["id"]):
        response = send(
            f"/api/games/{doc['id']}/{path}",
            data=data,
            content_type="application/json",
            headers={"Authorization": f"Bearer {key}"},
        )
        assert_error(response, 400, "invalid_json", None)


# ---- the deck limit across the hands of a round ------------------------------------------


@pytest.mark.parametrize(
    ("deck", "hands"),
    [
        ("classic", {"Bob": ["R7"], "Cy": ["R7"], "Dee": ["G0"]}),
        ("classic", {"Bob": ["R0"], "Cy": ["Y0", "G0", "B0"], "Dee": ["R1", "R1"]}),
        ("classic", {"Bob": ["W+4", "W+4"], "Cy": ["W+4"], "Dee": ["W+4", "W", "W", "W", "W"]}),
        ("2015", {"Bob": ["WSW"], "Cy": ["WC", "WC"], "Dee": ["WC"]}),
        ("2018", {"Bob": ["WSH"], "Cy": ["WC", "WC"], "Dee": ["WC"]}),
    ],
)
def test_hands_may_hold_the_whole_deck_of_a_card(api, deck, hands):
    doc, key = api.create(deck=deck)
    assert api.post_round(doc["id"], key, {"winner": "Ann", "hands": hands}).status_code == 201


@pytest.mark.parametrize(
    ("deck", "hands"),
    [
        ("classic", {"Bob": ["R7"], "Cy": ["R7"], "Dee": ["r7"]}),
        ("classic", {"Bob": ["R7", "R7", "R7"], "Cy": ["G1"], "Dee": ["G0"]}),
        ("classic", {"Bob": ["R0"], "Cy": ["G1"], "Dee": ["R0"]}),
        ("classic", {"Bob": ["W+4", "W+4"], "Cy": ["W+4", "W+4"], "Dee": ["w+4"]}),
        ("classic", {"Bob": ["W"] * 5, "Cy": ["G1"], "Dee": ["G0"]}),
        ("2015", {"Bob": ["WSW"], "Cy": ["WSW"], "Dee": ["G0"]}),
        ("2015", {"Bob": ["WC", "WC"], "Cy": ["WC"], "Dee": ["WC"]}),
        ("2018", {"Bob": ["WSH"], "Cy": ["G1"], "Dee": ["WSH"]}),
        ("2018", {"Bob": ["WC"] * 4, "Cy": ["G1"], "Dee": ["G0"]}),
    ],
)
def test_hands_may_not_exceed_the_deck(assert_error, api, deck, hands):
    doc, key = api.create(deck=deck)
    with api.unchanged(doc["id"]):
        response = api.post_round(doc["id"], key, {"winner": "Ann", "hands": hands})
        error = assert_error(response, 400, "too_many_cards", response.get_json()["error"]["field"])
        assert error["field"] in {f"hands.{name}" for name in hands}


@pytest.mark.parametrize(
    ("deck", "card"),
    [("classic", "WSW"), ("classic", "WSH"), ("classic", "WC"), ("2015", "WSH"), ("2018", "WSW")],
)
def test_special_wilds_only_in_their_decks(assert_error, api, deck, card):
    doc, key = api.create(deck=deck)
    body = {"winner": "Ann", "hands": {"Bob": ["G1", card], "Cy": ["G2"], "Dee": ["G3"]}}
    with api.unchanged(doc["id"]):
        assert_error(api.post_round(doc["id"], key, body), 400, "invalid_card", "hands.Bob[1]")


def test_the_deck_limit_is_per_round(api, game):
    doc, key = game
    for _ in range(3):
        api.play(
            doc["id"], key, "Ann", Bob=["R0", "W+4", "W+4"], Cy=["W+4", "W+4"], Dee=["R7", "R7"]
        )
    assert len(api.document(doc["id"])["rounds"]) == 3


# ---- replacing and removing ------------------------------------------------------------


def three_rounds(api, doc, key):
    """Ann, Bob and Cy win one round each."""
    api.play(doc["id"], key, "Ann", Bob=10, Cy=20, Dee=30)
    api.play(doc["id"], key, "Bob", Ann=1, Cy=2, Dee=3)
    return api.play(doc["id"], key, "Cy", Ann=100, Bob=200, Dee=300)


def test_put_replaces_a_round(api, game):
    doc, key = game
    before = three_rounds(api, doc, key)
    response = api.put_round(
        doc["id"],
        key,
        2,
        {"winner": "Dee", "hands": {"Ann": ["R5"], "Bob": {"points": 4}, "Cy": ["W"]}},
    )
    assert response.status_code == 200
    after = response.get_json()
    assert after["version"] == before["version"] + 1
    assert response.headers["ETag"] == f'"{after["version"]}"'
    assert [r["number"] for r in after["rounds"]] == [1, 2, 3]
    assert after["rounds"][0] == before["rounds"][0]
    assert after["rounds"][2] == before["rounds"][2]
    assert after["rounds"][1] == {
        "number": 2,
        "winner": "Dee",
        "hands": {
            "Ann": {"cards": ["R5"], "points": 5},
            "Bob": {"cards": None, "points": 4},
            "Cy": {"cards": ["W"], "points": 50},
        },
        "collected": 59,
    }
    assert after["totals"] == {
        "collect": {"Ann": 60, "Bob": 0, "Cy": 600, "Dee": 59},
        "lowest": {"Ann": 105, "Bob": 214, "Cy": 70, "Dee": 330},
    }
    assert after == api.document(doc["id"])


def test_put_may_reuse_the_replaced_rounds_cards(api, game):
    doc, key = game
    api.play(doc["id"], key, "Ann", Bob=["R0", "R7"], Cy=["R7"], Dee=["W+4"] * 4)
    body = {"winner": "Bob", "hands": {"Ann": ["R0", "R7"], "Cy": ["R7"], "Dee": ["W+4"] * 4}}
    response = api.put_round(doc["id"], key, 1, body)
    assert response.status_code == 200
    assert response.get_json()["rounds"][0]["collected"] == 214


@pytest.mark.parametrize("number", [1, 2, 3])
def test_delete_removes_a_round_and_later_rounds_renumber(api, game, number):
    doc, key = game
    before = three_rounds(api, doc, key)
    response = api.delete_round(doc["id"], key, number)
    assert response.status_code == 200
    after = response.get_json()
    kept = [r for r in before["rounds"] if r["number"] != number]
    assert [r["number"] for r in after["rounds"]] == [1, 2]
    assert [r["winner"] for r in after["rounds"]] == [r["winner"] for r in kept]
    assert [r["hands"] for r in after["rounds"]] == [r["hands"] for r in kept]
    assert after["version"] == before["version"] + 1
    assert after["dealer"] == "Cy"  # two rounds played from Ann's deal
    collected = {r["winner"]: r["collected"] for r in kept}
    assert after["totals"]["collect"] == {p: collected.get(p, 0) for p in PLAYERS}
    assert after == api.document(doc["id"])
    # the renumbered rounds can be addressed by their new numbers
    assert api.delete_round(doc["id"], key, 2).status_code == 200
    assert api.delete_round(doc["id"], key, 1).get_json()["rounds"] == []


@pytest.mark.parametrize("number", [0, 4, 99])
def test_unknown_rounds_are_404(assert_error, api, game, number):
    doc, key = game
    three_rounds(api, doc, key)
    with api.unchanged(doc["id"]):
        assert_error(
            api.put_round(doc["id"], key, number, EXAMPLE_ROUND), 404, "round_not_found", None
        )
        assert_error(api.delete_round(doc["id"], key, number), 404, "round_not_found", None)


@pytest.mark.parametrize("path", ["rounds", "rounds/1"])
def test_rounds_of_an_unknown_game_are_404(assert_error, client, path):
    for method in (client.post, client.put, client.delete):
        response = method(
            f"/api/games/nope/{path}", json=EXAMPLE_ROUND, headers={"Authorization": "Bearer x"}
        )
        if response.status_code == 405:
            continue  # POST on a round, PUT/DELETE on the list
        assert_error(response, 404, "game_not_found", None)


@pytest.mark.parametrize("path", ["rounds/-1", "rounds/one", "rounds/1.5", "round/1"])
def test_malformed_round_addresses_are_404_in_the_common_shape(
    assert_error, api, client, game, path
):
    doc, key = game
    three_rounds(api, doc, key)
    with api.unchanged(doc["id"]):
        response = client.delete(
            f"/api/games/{doc['id']}/{path}", headers={"Authorization": f"Bearer {key}"}
        )
        assert_error(response, 404, response.get_json()["error"]["code"], None)


# ---- game end -------------------------------------------------------------------------------


@pytest.mark.parametrize("points", [50, 51, 400])
def test_collect_the_first_to_reach_the_target_wins(api, points):
    doc, key = api.create(target=50)
    written = api.play(doc["id"], key, "Bob", Ann=points - 1, Cy=1, Dee=0)
    assert (written["over"], written["winners"]) == (True, ["Bob"])


def test_collect_is_not_over_below_the_target(api):
    doc, key = api.create(target=50)
    written = api.play(doc["id"], key, "Bob", Ann=48, Cy=1, Dee=0)
    assert (written["over"], written["winners"]) == (False, [])
    written = api.play(doc["id"], key, "Ann", Bob=0, Cy=0, Dee=49)
    assert (written["over"], written["winners"]) == (False, [])
    written = api.play(doc["id"], key, "Ann", Bob=0, Cy=0, Dee=1)
    assert (written["over"], written["winners"]) == (True, ["Ann"])


@pytest.mark.parametrize(
    ("hands", "winners"),
    [
        ({"Bob": 50, "Cy": 10, "Dee": 20}, ["Ann"]),  # Bob reaches 50; Ann has 0
        ({"Bob": 60, "Cy": 0, "Dee": 0}, ["Ann", "Cy", "Dee"]),  # ties share the win
        ({"Bob": 60, "Cy": 70, "Dee": 1}, ["Ann"]),
    ],
)
def test_lowest_when_anyone_reaches_the_target_the_lowest_total_wins(api, hands, winners):
    doc, key = api.create(target=50, scoring="lowest")
    written = api.play(doc["id"], key, "Ann", **hands)
    assert (written["over"], written["winners"]) == (True, winners)


def test_lowest_ties_share_across_rounds(api):
    doc, key = api.create(target=100, scoring="lowest", players=["Ann", "Bob", "Cy"])
    written = api.play(doc["id"], key, "Ann", Bob=30, Cy=60)
    assert written["over"] is False
    written = api.play(doc["id"], key, "Bob", Ann=30, Cy=40)
    assert written["totals"]["lowest"] == {"Ann": 30, "Bob": 30, "Cy": 100}
    assert (written["over"], written["winners"]) == (True, ["Ann", "Bob"])


@pytest.mark.parametrize(
    ("scoring", "over", "winners"), [("collect", False, []), ("lowest", True, ["Ann", "Cy"])]
)
def test_totals_hold_both_methods_and_over_follows_the_games_own(api, scoring, over, winners):
    doc, key = api.create(target=100, scoring=scoring, players=["Ann", "Bob", "Cy"])
    written = api.play(doc["id"], key, "Ann", Bob=60, Cy=20)
    written = api.play(doc["id"], key, "Cy", Ann=20, Bob=40)
    assert written["totals"] == {
        "collect": {"Ann": 80, "Bob": 0, "Cy": 60},
        "lowest": {"Ann": 20, "Bob": 100, "Cy": 20},
    }
    assert (written["over"], written["winners"]) == (over, winners)


@pytest.mark.parametrize("scoring", ["collect", "lowest"])
def test_a_finished_game_takes_no_more_rounds(assert_error, api, scoring):
    doc, key = api.create(target=50, scoring=scoring)
    finished = api.play(doc["id"], key, "Ann", Bob=60, Cy=1, Dee=2)
    assert finished["over"] is True
    with api.unchanged(doc["id"]):
        assert_error(api.post_round(doc["id"], key, EXAMPLE_ROUND), 409, "game_over", None)
        bad = {"winner": "Zed"}
        assert api.post_round(doc["id"], key, bad).status_code in (400, 409)


def test_a_finished_game_can_still_be_corrected(api):
    doc, key = api.create(target=50)
    api.play(doc["id"], key, "Ann", Bob=60, Cy=1, Dee=2)
    corrected = api.put_round(
        doc["id"], key, 1, {"winner": "Ann", "hands": {"Bob": ["R6"], "Cy": ["R1"], "Dee": ["R2"]}}
    )
    assert corrected.status_code == 200
    assert corrected.get_json()["over"] is False
    assert api.post_round(doc["id"], key, EXAMPLE_ROUND).status_code == 201


def test_deleting_the_deciding_round_reopens_the_game(api):
    doc, key = api.create(target=50)
    api.play(doc["id"], key, "Ann", Bob=10, Cy=1, Dee=2)
    assert api.play(doc["id"], key, "Bob", Ann=60, Cy=1, Dee=2)["over"] is True
    reopened = api.delete_round(doc["id"], key, 2).get_json()
    assert (reopened["over"], reopened["winners"]) == (False, [])
    assert api.post_round(doc["id"], key, EXAMPLE_ROUND).status_code == 201


# ---- the deal ------------------------------------------------------------------------------


@pytest.mark.parametrize("first", PLAYERS)
@pytest.mark.parametrize("rounds", [0, 1, 2, 3, 4, 5, 9])
def test_the_deal_passes_clockwise_each_round(api, first, rounds):
    doc, key = api.create(dealer=first)
    for _ in range(rounds):
        doc = api.play(doc["id"], key, "Ann", Bob=1, Cy=1, Dee=1)
    start = PLAYERS.index(first)
    assert doc["dealer"] == PLAYERS[(start + rounds) % len(PLAYERS)]
