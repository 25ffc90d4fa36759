"""The stateless helpers: GET /api/cards and POST /api/score."""

import pytest

POINTS = {
    **{f"{color}{n}": n for color in "RYGB" for n in range(10)},
    **{f"{color}{action}": 20 for color in "RYGB" for action in ("S", "R", "+2")},
    "W": 50,
    "W+4": 50,
    "WSW": 40,
    "WSH": 40,
    "WC": 40,
}
SPECIALS = {"classic": {}, "2015": {"WSW": 1, "WC": 3}, "2018": {"WSH": 1, "WC": 3}}


def expected_count(deck: str, code: str) -> int:
    """How many of ``code`` the deck holds, written out from the contract."""
    if code in ("WSW", "WSH", "WC"):
        return SPECIALS[deck].get(code, 0)
    if code in ("W", "W+4"):
        return 4
    return 1 if code[1:] == "0" else 2


# ---- GET /api/cards -------------------------------------------------------------------


@pytest.mark.parametrize(("deck", "size"), [("classic", 108), ("2015", 112), ("2018", 112)])
def test_cards_lists_every_card_of_the_deck(client, deck, size):
    response = client.get(f"/api/cards?deck={deck}")
    assert response.status_code == 200
    body = response.get_json()
    assert list(body) == ["deck", "cards"]
    assert body["deck"] == deck
    assert all(list(card) == ["code", "points", "count"] for card in body["cards"])
    listed = {card["code"]: (card["points"], card["count"]) for card in body["cards"]}
    assert len(listed) == len(body["cards"])  # each code once
    expected = {
        code: (points, expected_count(deck, code))
        for code, points in POINTS.items()
        if expected_count(deck, code)
    }
    assert listed == expected
    assert sum(count for _, count in listed.values()) == size


def test_cards_start_with_the_red_zero_as_in_the_contract(client):
    body = client.get("/api/cards?deck=classic").get_json()
    assert body["cards"][0] == {"code": "R0", "points": 0, "count": 1}


def test_cards_default_to_the_classic_deck(client):
    assert client.get("/api/cards").get_json() == client.get("/api/cards?deck=classic").get_json()


@pytest.mark.parametrize("deck", ["", "2016", "CLASSIC", "uno"])
def test_cards_refuse_an_unknown_deck(assert_error, client, deck):
    assert_error(client.get(f"/api/cards?deck={deck}"), 400, "invalid_value", "deck")


def test_cards_refuse_an_unknown_query_key(assert_error, client):
    assert_error(client.get("/api/cards?deck=classic&colour=R"), 400, "unknown_field", "colour")


# ---- POST /api/score ------------------------------------------------------------------


def test_score_the_contract_example(client):
    response = client.post(
        "/api/score", json={"cards": ["R7", "BS", "W+4", "G0"], "deck": "classic"}
    )
    assert response.status_code == 200
    assert response.get_json() == {"points": 77}


@pytest.mark.parametrize(("code", "points"), sorted(POINTS.items()))
def test_score_each_card(client, code, points):
    deck = "2018" if code == "WSH" else "2015"
    response = client.post("/api/score", json={"cards": [code], "deck": deck})
    assert response.get_json() == {"points": points}


@pytest.mark.parametrize("cards", [["r7", "bs", "w+4", "g0"], ["R7", "bS", "W+4", " g0 "]])
def test_score_reads_codes_case_insensitively(client, cards):
    assert client.post("/api/score", json={"cards": cards}).get_json() == {"points": 77}


@pytest.mark.parametrize(
    ("cards", "points"),
    [([], 0), (["W"] * 4 + ["W+4"] * 4, 400), (["R0", "R9", "R9"], 18), (["Y+2", "YR", "YS"], 60)],
)
def test_score_sums_points_with_the_classic_deck_by_default(client, cards, points):
    assert client.post("/api/score", json={"cards": cards}).get_json() == {"points": points}


@pytest.mark.parametrize(
    ("deck", "cards", "points"),
    [("2015", ["WSW", "WC", "wc", "WC"], 160), ("2018", ["wsh", "WC"], 80)],
)
def test_score_special_wilds_in_their_decks(client, deck, cards, points):
    response = client.post("/api/score", json={"cards": cards, "deck": deck})
    assert response.get_json() == {"points": points}


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"cards": ["R7"], "colour": "R"}, "unknown_field", "colour"),
        ({"deck": "classic"}, "missing_field", "cards"),
        ({"cards": "R7"}, "invalid_value", "cards"),
        ({"cards": {"R7": 1}}, "invalid_value", "cards"),
        ({"cards": ["R7", "X9"]}, "invalid_card", "cards[1]"),
        ({"cards": ["R7", 7]}, "invalid_card", "cards[1]"),
        ({"cards": ["WSW"]}, "invalid_card", "cards[0]"),
        ({"cards": ["WSW"], "deck": "2018"}, "invalid_card", "cards[0]"),
        ({"cards": ["WSH"], "deck": "2015"}, "invalid_card", "cards[0]"),
        ({"cards": ["W+4"] * 5}, "too_many_cards", "cards"),
        ({"cards": ["R0", "r0"]}, "too_many_cards", "cards"),
        ({"cards": ["WSW", "wsw"], "deck": "2015"}, "too_many_cards", "cards"),
        ({"cards": ["R7"], "deck": "2019"}, "invalid_value", "deck"),
        ({"cards": ["R7"], "deck": None}, "invalid_value", "deck"),
    ],
)
def test_score_refuses_bad_input(assert_error, client, body, code, field):
    assert_error(client.post("/api/score", json=body), 400, code, field)


@pytest.mark.parametrize("data", ["", "not json", "[1, 2]", '"R7"', "{"])
def test_score_needs_a_json_object(assert_error, client, data):
    response = client.post("/api/score", data=data, content_type="application/json")
    assert_error(response, 400, "invalid_json", None)
