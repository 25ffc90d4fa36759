"""Games: POST /api/games (settings, defaults, validation) and GET /api/games/<id>."""

import re
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

pytestmark = pytest.mark.database

DOCUMENT_KEYS = [
    "id",
    "name",
    "target",
    "scoring",
    "deck",
    "rules",
    "players",
    "teams",
    "rounds",
    "totals",
    "over",
    "winners",
    "dealer",
    "version",
    "started_at",
    "last_round_at",
]
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
EXAMPLE_ROUND = {
    "winner": "Ann",
    "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["G0"]},
}


def game_count(app) -> int:
    """How many games are stored."""
    from referee.web.infra.extensions import db
    from referee.web.service.models import Game

    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Game))


# ---- the contract's example -----------------------------------------------------------


def test_the_contract_example_document(official_rules, api, client):
    game, key = api.create(name="Friday", players=PLAYERS)
    response = api.post_round(game["id"], key, EXAMPLE_ROUND)
    assert response.status_code == 201
    response = client.get(f"/api/games/{game['id']}")
    assert response.headers["ETag"] == '"2"'
    doc = response.get_json()
    assert list(doc) == DOCUMENT_KEYS
    # The times the document adds after the contract's keys: when play started, and when
    # the round was recorded, in UTC.
    started = datetime.fromisoformat(doc.pop("started_at"))
    last_round = datetime.fromisoformat(doc.pop("last_round_at"))
    assert started.utcoffset() == last_round.utcoffset() == timedelta(0)
    assert started <= last_round <= datetime.now(UTC)
    assert doc == {
        "id": game["id"],
        "name": "Friday",
        "target": 500,
        "scoring": "collect",
        "deck": "classic",
        "rules": official_rules,
        "players": ["Ann", "Bob", "Cy", "Dee"],
        "teams": None,
        "rounds": [
            {
                "number": 1,
                "winner": "Ann",
                "hands": {
                    "Bob": {"cards": ["R7", "BS"], "points": 27},
                    "Cy": {"cards": None, "points": 35},
                    "Dee": {"cards": ["G0"], "points": 0},
                },
                "collected": 62,
            }
        ],
        "totals": {
            "collect": {"Ann": 62, "Bob": 0, "Cy": 0, "Dee": 0},
            "lowest": {"Ann": 0, "Bob": 27, "Cy": 35, "Dee": 0},
        },
        "over": False,
        "winners": [],
        "dealer": "Bob",
        "version": 2,
    }
    assert response.get_json() == response.get_json()  # document order is stable


def test_the_contract_example_request_creates_that_game(official_rules, client):
    body = {
        "name": "Friday",
        "players": ["Ann", "Bob", "Cy", "Dee"],
        "target": 500,
        "scoring": "collect",
        "deck": "classic",
        "rules": {"stacking": "same"},
        "teams": [["Ann", "Cy"], ["Bob", "Dee"]],
        "dealer": "Ann",
    }
    response = client.post("/api/games", json=body)
    assert response.status_code == 201
    doc = response.get_json()
    assert doc["rules"] == {**official_rules, "stacking": "same"}
    assert doc["teams"] == [["Ann", "Cy"], ["Bob", "Dee"]]
    assert doc["dealer"] == "Ann"
    assert doc["team_totals"] == {"collect": [0, 0], "lowest": [0, 0]}


# ---- creating: the answer ---------------------------------------------------------------


def test_create_answers_201_with_location_and_edit_key(client):
    response = client.post("/api/games", json={"players": ["Ann", "Bob"]})
    assert response.status_code == 201
    doc = response.get_json()
    assert list(doc) == [*DOCUMENT_KEYS, "edit_key"]
    assert response.headers["Location"].endswith(f"/api/games/{doc['id']}")
    assert response.headers["ETag"] == '"1"'
    assert isinstance(doc["edit_key"], str) and len(doc["edit_key"]) >= 16
    located = client.get(response.headers["Location"])
    assert located.status_code == 200
    expected = dict(doc)
    del expected["edit_key"]
    assert located.get_json() == expected


def test_the_edit_key_is_shown_only_in_the_create_answer(api, client):
    game, key = api.create()
    assert key not in client.get(f"/api/games/{game['id']}").get_data(as_text=True)
    written = api.post_round(game["id"], key, EXAMPLE_ROUND)
    assert "edit_key" not in written.get_json()
    assert key not in written.get_data(as_text=True)
    changed = api.put_round(game["id"], key, 1, EXAMPLE_ROUND)
    assert key not in changed.get_data(as_text=True)
    assert "edit_key" not in api.document(game["id"])


def test_game_ids_and_keys_are_unguessable(api):
    ids, keys = set(), set()
    for _ in range(5):
        game, key = api.create()
        # URL-safe base64; 11 characters carry 66 bits.
        assert re.fullmatch(r"[A-Za-z0-9_-]{11,32}", game["id"])
        ids.add(game["id"])
        keys.add(key)
    assert len(ids) == len(keys) == 5


def test_only_players_is_required_and_the_rest_defaults(official_rules, api):
    game, _ = api.create(players=["Ann", "Bob", "Cy"])
    assert game["target"] == 500
    assert game["scoring"] == "collect"
    assert game["deck"] == "classic"
    assert game["rules"] == official_rules
    assert game["teams"] is None
    assert "team_totals" not in game
    assert game["dealer"] == "Ann"
    assert game["rounds"] == []
    assert game["totals"] == {"collect": dict.fromkeys(["Ann", "Bob", "Cy"], 0)} | {
        "lowest": dict.fromkeys(["Ann", "Bob", "Cy"], 0)
    }
    assert (game["over"], game["winners"], game["version"]) == (False, [], 1)


# ---- players ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "stored"),
    [
        (["Ann", "Bob"], ["Ann", "Bob"]),
        (["  Ann ", "\tBob\n"], ["Ann", "Bob"]),
        ([f"P{n}" for n in range(10)], [f"P{n}" for n in range(10)]),
        (["x" * 24, "y"], ["x" * 24, "y"]),
        ([" " + "x" * 24 + " ", "y"], ["x" * 24, "y"]),
        (["Zoë", "Ånne", "李"], ["Zoë", "Ånne", "李"]),
        (["Dee", "Cy", "Bob", "Ann"], ["Dee", "Cy", "Bob", "Ann"]),  # seat order kept
    ],
)
def test_players_are_trimmed_and_kept_in_seat_order(api, players, stored):
    game, _ = api.create(players=players)
    assert game["players"] == stored
    assert list(game["totals"]["collect"]) == stored


@pytest.mark.parametrize(
    ("players", "field"),
    [
        ([], "players"),
        (["Ann"], "players"),
        ([f"P{n}" for n in range(11)], "players"),
        ("Ann, Bob", "players"),
        ({"Ann": 1, "Bob": 2}, "players"),
        (None, "players"),
        (["Ann", ""], "players[1]"),
        (["Ann", "   "], "players[1]"),
        (["Ann", "x" * 25], "players[1]"),
        (["x" * 25, "Ann"], "players[0]"),
        (["Ann", 5], "players[1]"),
        (["Ann", None], "players[1]"),
        (["Ann", "Bob", "ann"], "players[2]"),
        (["Ann", "Bob", " ANN "], "players[2]"),
        (["Ann", "Bob", "Bob"], "players[2]"),
    ],
)
def test_players_must_be_2_to_10_distinct_short_names(assert_error, app, client, players, field):
    before = game_count(app)
    response = client.post("/api/games", json={"players": players})
    assert_error(response, 400, "invalid_value", field)
    assert game_count(app) == before


def test_players_are_required(assert_error, app, client):
    response = client.post("/api/games", json={"name": "Friday"})
    assert_error(response, 400, "missing_field", "players")
    assert game_count(app) == 0


# ---- target, scoring, deck, name ---------------------------------------------------------


@pytest.mark.parametrize("target", [50, 51, 500, 777, 9999, 10000])
def test_target_between_50_and_10000(api, target):
    game, _ = api.create(target=target)
    assert game["target"] == target


@pytest.mark.parametrize("target", [49, 10001, 0, -500, "500", 500.0, 500.5, True, None, [500]])
def test_target_out_of_range_or_not_a_whole_number(assert_error, app, client, target):
    response = client.post("/api/games", json={"players": PLAYERS, "target": target})
    assert_error(response, 400, "invalid_value", "target")
    assert game_count(app) == 0


@pytest.mark.parametrize("scoring", ["collect", "lowest"])
def test_scoring_methods(api, scoring):
    game, _ = api.create(scoring=scoring)
    assert game["scoring"] == scoring


@pytest.mark.parametrize("scoring", ["Collect", "LOWEST", "highest", "", None, 1, ["collect"]])
def test_scoring_must_be_collect_or_lowest(assert_error, app, client, scoring):
    response = client.post("/api/games", json={"players": PLAYERS, "scoring": scoring})
    assert_error(response, 400, "invalid_value", "scoring")
    assert game_count(app) == 0


@pytest.mark.parametrize("deck", ["classic", "2015", "2018"])
def test_decks(api, deck):
    game, _ = api.create(deck=deck)
    assert game["deck"] == deck


@pytest.mark.parametrize("deck", ["2016", "uno", "", 2015, None, ["classic"]])
def test_deck_must_be_a_known_deck(assert_error, app, client, deck):
    response = client.post("/api/games", json={"players": PLAYERS, "deck": deck})
    assert_error(response, 400, "invalid_value", "deck")
    assert game_count(app) == 0


@pytest.mark.parametrize(
    ("name", "stored"), [("Friday", "Friday"), ("  Friday  night ", "Friday night"), ("", "")]
)
def test_name_is_kept_trimmed(api, name, stored):
    game, _ = api.create(name=name)
    assert game["name"] == stored


@pytest.mark.parametrize("name", ["x" * 61, 7, ["Friday"], {"name": "Friday"}])
def test_name_must_be_short_text(assert_error, app, client, name):
    response = client.post("/api/games", json={"players": PLAYERS, "name": name})
    assert_error(response, 400, "invalid_value", "name")
    assert game_count(app) == 0


# ---- rules --------------------------------------------------------------------------------

OVERRIDES = [
    {"stacking": "same"},
    {"stacking": "plus4_on_plus2"},
    {"stacking": "any"},
    {"seven_o": True},
    {"jump_in": True},
    {"draw_until_playable": True},
    {"must_play_drawn": True},
    {"draw_four_challenge": False},
    {"challenge_winner_plays": False},
    {"uno_penalty": 1},
    {"uno_penalty": 4},
    {"false_uno_penalty": 2},
    {"two_player_reverse_skips": False},
    {"no_wild_finish": True},
    {"first_reverse": "right_of_dealer"},
    {"seven_o": True, "jump_in": True, "stacking": "any", "uno_penalty": 4},
    {"stacking": "off", "uno_penalty": 2},
    {},
]


@pytest.mark.parametrize("overrides", OVERRIDES)
def test_rules_overrides_are_resolved_to_every_option(official_rules, api, client, overrides):
    game, _ = api.create(rules=overrides)
    assert game["rules"] == {**official_rules, **overrides}
    assert list(game["rules"]) == list(official_rules)
    assert api.document(game["id"])["rules"] == game["rules"]


@pytest.mark.parametrize(
    ("rules", "code", "field"),
    [
        ({"stacking": "same", "stack": "any"}, "unknown_field", "rules.stack"),
        ({"Stacking": "same"}, "unknown_field", "rules.Stacking"),
        ({"stacking": "sometimes"}, "invalid_value", "rules.stacking"),
        ({"stacking": None}, "invalid_value", "rules.stacking"),
        ({"seven_o": "yes"}, "invalid_value", "rules.seven_o"),
        ({"seven_o": 1}, "invalid_value", "rules.seven_o"),
        ({"uno_penalty": 3}, "invalid_value", "rules.uno_penalty"),
        ({"uno_penalty": True}, "invalid_value", "rules.uno_penalty"),
        ({"uno_penalty": "2"}, "invalid_value", "rules.uno_penalty"),
        ({"false_uno_penalty": 1}, "invalid_value", "rules.false_uno_penalty"),
        ({"first_reverse": "left_of_dealer"}, "invalid_value", "rules.first_reverse"),
        ([], "invalid_value", "rules"),
        (["stacking"], "invalid_value", "rules"),
        ("same", "invalid_value", "rules"),
        (0, "invalid_value", "rules"),
        (False, "invalid_value", "rules"),
    ],
)
def test_rules_are_checked_strictly(assert_error, app, client, rules, code, field):
    response = client.post("/api/games", json={"players": PLAYERS, "rules": rules})
    assert_error(response, 400, code, field)
    assert game_count(app) == 0


# ---- teams ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "teams", "stored"),
    [
        (PLAYERS, [["Ann", "Cy"], ["Bob", "Dee"]], [["Ann", "Cy"], ["Bob", "Dee"]]),
        (PLAYERS, [["ann", " CY "], ["dee", "Bob"]], [["Ann", "Cy"], ["Dee", "Bob"]]),
        (["A", "B", "C", "D", "E", "F"], [["A", "D"], ["B", "E"], ["C", "F"]], None),
        (["A", "B", "C", "D", "E", "F"], [["A", "C", "E"], ["B", "D", "F"]], None),
        (["A", "B"], [["A"], ["B"]], None),
    ],
)
def test_teams_of_equal_size(api, players, teams, stored):
    game, _ = api.create(players=players, teams=teams)
    assert game["teams"] == (stored or teams)
    assert game["team_totals"] == {
        "collect": [0] * len(teams),
        "lowest": [0] * len(teams),
    }


@pytest.mark.parametrize(
    ("teams", "field"),
    [
        ([["Ann", "Cy"], ["Bob"]], "teams"),  # Dee in no team
        ([["Ann", "Cy", "Bob"], ["Dee"]], "teams"),  # unequal sizes
        ([["Ann", "Cy"], ["Bob", "Dee"], []], "teams[2]"),
        ([["Ann", "Cy"], ["Bob", "Ann"]], "teams[1][1]"),  # Ann twice
        ([["Ann", "Cy"], ["Bob", "ann"]], "teams[1][1]"),
        ([["Ann", "Cy"], ["Bob", "Zed"]], "teams[1][1]"),
        ([["Ann", "Cy"], ["Bob", 4]], "teams[1][1]"),
        ([["Ann", "Bob", "Cy", "Dee"]], "teams"),  # one team is no partnership
        ([["Ann", "Cy"], "Bob Dee"], "teams[1]"),
        ({"a": ["Ann", "Cy"], "b": ["Bob", "Dee"]}, "teams"),
        ("Ann+Cy", "teams"),
    ],
)
def test_teams_put_every_player_in_exactly_one_team(assert_error, app, client, teams, field):
    response = client.post("/api/games", json={"players": PLAYERS, "teams": teams})
    error = assert_error(response, 400, response.get_json()["error"]["code"], field)
    assert error["code"] in ("invalid_value", "unknown_player")
    assert game_count(app) == 0


def test_team_totals_in_the_document(api):
    game, key = api.create(teams=[["Ann", "Cy"], ["Bob", "Dee"]])
    doc = api.play(game["id"], key, "Ann", Bob=["R7", "BS"], Cy=35, Dee=["G0"])
    # Ann's team collects the opponents' hands only: Bob 27 + Dee 0, not Cy's 35.
    assert doc["rounds"][0]["collected"] == 27
    assert doc["totals"]["collect"] == {"Ann": 27, "Bob": 0, "Cy": 0, "Dee": 0}
    assert doc["totals"]["lowest"] == {"Ann": 0, "Bob": 27, "Cy": 35, "Dee": 0}
    assert doc["team_totals"] == {"collect": [27, 0], "lowest": [35, 27]}
    doc = api.play(game["id"], key, "Dee", Ann=10, Bob=["W"], Cy=["G+2", "Y1"])
    # Dee collects Ann 10 + Cy 21, not partner Bob's 50.
    assert doc["rounds"][1]["collected"] == 31
    assert doc["team_totals"] == {"collect": [27, 31], "lowest": [35 + 10 + 21, 27 + 50]}
    assert list(doc)[: len(DOCUMENT_KEYS)] == DOCUMENT_KEYS


@pytest.mark.parametrize(
    ("scoring", "second", "team_totals", "winners"),
    [
        ("collect", {"Ann": 5, "Bob": 20, "Dee": 20}, [110, 0], ["Ann", "Cy"]),
        ("lowest", {"Ann": 50, "Bob": 5, "Dee": 5}, [110, 80], ["Bob", "Dee"]),
    ],
)
def test_a_team_game_ends_on_team_totals(api, scoring, second, team_totals, winners):
    game, key = api.create(teams=[["Ann", "Cy"], ["Bob", "Dee"]], target=100, scoring=scoring)
    doc = api.play(game["id"], key, "Ann", Bob=40, Cy=60, Dee=30)
    assert doc["team_totals"] == {"collect": [70, 0], "lowest": [60, 70]}
    assert doc["over"] is False  # no team has 100 yet
    doc = api.play(game["id"], key, "Cy", **second)
    assert doc["team_totals"][scoring] == team_totals
    assert doc["over"] is True
    assert doc["winners"] == winners


# ---- dealer ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("dealer", "stored"), [("Ann", "Ann"), ("Cy", "Cy"), (" dee ", "Dee")])
def test_first_dealer(api, dealer, stored):
    game, _ = api.create(dealer=dealer)
    assert game["dealer"] == stored


@pytest.mark.parametrize("dealer", ["Zed", "", 2, ["Ann"]])
def test_dealer_must_be_a_player(assert_error, app, client, dealer):
    response = client.post("/api/games", json={"players": PLAYERS, "dealer": dealer})
    error = assert_error(response, 400, response.get_json()["error"]["code"], "dealer")
    assert error["code"] in ("invalid_value", "unknown_player")
    assert game_count(app) == 0


# ---- unknown keys and bodies -------------------------------------------------------------


@pytest.mark.parametrize("key", ["colour", "edit_key", "id", "version", "Players", "round"])
def test_unknown_keys_are_refused(assert_error, app, client, key):
    response = client.post("/api/games", json={"players": PLAYERS, key: 1})
    assert_error(response, 400, "unknown_field", key)
    assert game_count(app) == 0


@pytest.mark.parametrize("data", ["", "players=Ann", "[]", '["Ann", "Bob"]', "null", "{"])
def test_create_needs_a_json_object(assert_error, app, client, data):
    response = client.post("/api/games", data=data, content_type="application/json")
    assert_error(response, 400, "invalid_json", None)
    assert game_count(app) == 0


# ---- reading ----------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["nope", "A" * 16, "a-b_c"])
def test_reading_an_unknown_game_is_404(assert_error, client, game_id):
    assert_error(client.get(f"/api/games/{game_id}"), 404, "game_not_found", None)


def test_etag_is_the_quoted_version_and_if_none_match_gets_304(api, client):
    game, key = api.create()
    url = f"/api/games/{game['id']}"
    first = client.get(url)
    assert first.headers["ETag"] == '"1"'
    unchanged = client.get(url, headers={"If-None-Match": '"1"'})
    assert unchanged.status_code == 304
    assert unchanged.get_data() == b""
    assert unchanged.headers["ETag"] == '"1"'
    api.post_round(game["id"], key, EXAMPLE_ROUND)
    changed = client.get(url, headers={"If-None-Match": '"1"'})
    assert changed.status_code == 200
    assert changed.headers["ETag"] == '"2"'
    assert changed.get_json()["version"] == 2
    assert client.get(url, headers={"If-None-Match": '"2"'}).status_code == 304


@pytest.mark.parametrize(
    ("header", "status"),
    [('"1"', 304), ('W/"1"', 304), ('"0", "1"', 304), ("*", 304), ('"2"', 200), ("1", 200)],
)
def test_if_none_match_forms(api, client, header, status):
    game, _ = api.create()
    response = client.get(f"/api/games/{game['id']}", headers={"If-None-Match": header})
    assert response.status_code == status
    assert response.headers["ETag"] == '"1"'


def test_reading_needs_no_key_but_a_wrong_key_does_not_hurt(api, client):
    game, _ = api.create()
    response = client.get(f"/api/games/{game['id']}", headers={"Authorization": "Bearer wrong"})
    assert response.get_json() == game
