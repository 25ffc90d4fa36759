"""The edge's readers of input, and the game's checks behind them: each from a table of values."""

import re
from pathlib import Path

import pytest

from referee.decks import get_deck
from referee.errors import InputError
from referee.rules import HouseRules, Stacking
from referee.scorekeeping.checks import check_in_deck
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Method, Table
from referee.web.edge import fields
from referee.web.edge.fields import (
    clean_deck,
    clean_game_name,
    clean_method,
    clean_name,
    clean_players,
    clean_request_id,
    clean_target,
    clean_text,
    clean_version,
    moved,
    number_text,
    one_of,
    plain_text,
    reject_unknown,
    require,
    seat_of,
    whole_number,
)
from referee.web.edge.schema.cards import ScoreBody
from referee.web.edge.schema.games import NewGame, RoundBody
from referee.web.edge.schema.reading import read

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
CLASSIC = get_deck("classic")
# A message is one sentence: it ends with a full stop and no second sentence starts in it.
SECOND_SENTENCE = re.compile(r"[.!?]\s+[A-Z]")


def clean_settings(body):
    """A new game's body read at the API's edge into the core's settings."""
    return read(NewGame, body).settings()


def round_from_body(body, table):
    """A round's body read at the API's edge into the core's round, by seat, and taken by
    the game's scoresheet (which checks the game's own rules); faults name hands as sent."""
    read_round = read(RoundBody, body).result(table)
    try:
        Scoresheet(table, HouseRules()).with_round(read_round.result)
    except InputError as error:
        raise error.naming(read_round.names) from None
    return read_round.result


def clean_cards(codes, field, deck):
    """Card codes read as the score's body reads them, then checked against ``deck``."""
    cards = read(ScoreBody, {"cards": codes}).cards
    check_in_deck(cards, deck, (field,))
    return cards


def refusal(check, *args, **kwargs) -> InputError:
    """The error ``check`` raises for these arguments."""
    with pytest.raises(InputError) as caught:
        check(*args, **kwargs)
    error = caught.value
    assert error.message.endswith(".") and not SECOND_SENTENCE.search(error.message)
    return error


# ---- keys ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "allowed", "prefix", "field", "message"),
    [
        ({"a": 1, "z": 2}, ("a", "b"), "", "z", "Unknown field “z”; allowed: a, b."),
        ({"pts": 5}, ("points",), "hands.Bob.", "hands.Bob.pts", "Unknown field “pts”;"),
        ({"x": 1}, (), "", "x", "Unknown field “x”; none is allowed here."),
    ],
)
def test_unknown_keys_are_refused_by_path(body, allowed, prefix, field, message):
    error = refusal(reject_unknown, body, allowed, prefix)
    assert (error.field, error.code) == (field, "unknown_field")
    assert error.message.startswith(message)


def test_known_keys_pass():
    reject_unknown({"a": 1, "b": None}, ("a", "b"))


@pytest.mark.parametrize(
    ("body", "prefix", "what", "field", "message"),
    [
        ({}, "", "", "state", "state is required."),
        ({"state": None}, "", "", "state", "state is required."),
        (
            {},
            "hands.Bob.",
            "the total",
            "hands.Bob.state",
            "hands.Bob.state is required: the total.",
        ),
    ],
)
def test_a_missing_key_is_named(body, prefix, what, field, message):
    error = refusal(require, body, "state", prefix, what)
    assert (error.field, error.code, error.message) == (field, "missing_field", message)


def test_a_present_key_gives_its_value():
    assert require({"state": 0}, "state") == 0
    assert require({"state": None}, "state", null=False) is None


# ---- numbers --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (49, "The target must be a whole number from 50 to 10000; 49 given."),
        (10001, "The target must be a whole number from 50 to 10000; 10001 given."),
        (True, "The target must be a whole number from 50 to 10000."),
        (500.0, "The target must be a whole number from 50 to 10000."),
        ("500", "The target must be a whole number from 50 to 10000."),
        (None, "The target must be a whole number from 50 to 10000."),
        ([500], "The target must be a whole number from 50 to 10000."),
    ],
)
def test_whole_numbers_out_of_range_or_of_another_type_are_refused(value, message):
    error = refusal(clean_target, value)
    assert (error.field, error.code, error.message) == ("target", "invalid_value", message)


@pytest.mark.parametrize(("value", "low", "high"), [(0, 0, 0), (50, 50, 10000), (-3, -5, 5)])
def test_whole_numbers_in_range_pass(value, low, high):
    assert whole_number(value, "n", low, high) == value


def test_a_label_replaces_the_path_in_the_message():
    error = refusal(whole_number, -1, "hands.Cy.points", 0, 700, "points")
    assert error.field == "hands.Cy.points"
    assert error.message == "points must be a whole number from 0 to 700; -1 given."


@pytest.mark.parametrize(
    ("value", "allowed", "ok"),
    [
        ("lowest", ("collect", "lowest"), True),
        ("LOWEST", ("collect", "lowest"), False),
        (1, (1, 2), True),
        (True, (1, 2), False),
        (1, (True, False), False),
        (None, ("a",), False),
    ],
)
def test_one_of_compares_type_and_value(value, allowed, ok):
    if ok:
        assert one_of(value, allowed, "f") == value
    else:
        error = refusal(one_of, value, allowed, "f")
        assert error.message.startswith("f must be one of ")


@pytest.mark.parametrize(
    ("value", "version"),
    [(None, None), ("1", 1), ("042", 42), ("9" * 18, 999_999_999_999_999_999)],
)
def test_versions_are_digits(value, version):
    assert clean_version(value, "version") == version


@pytest.mark.parametrize(
    "value", ["", " ", "abc", "-1", "3.0", "3 ", "٣", "²", "1" * 19, "0x10", "\x00"]
)
def test_a_version_that_is_not_digits_is_refused_as_a_failed_precondition(value):
    error = refusal(clean_version, value, "If-Match")
    assert (error.field, error.code) == ("If-Match", "precondition_failed")
    assert error.message == "If-Match must be a game version such as “3”."


@pytest.mark.parametrize(
    ("text", "read"),
    [("12", 12), (" 12 ", 12), ("-3", -3), ("007", 7), ("12.0", "12.0"), ("", ""), ("x", "x")],
)
def test_typed_numbers_are_read_and_other_text_is_left_for_the_checks(text, read):
    assert number_text(text) == read


@pytest.mark.parametrize(
    ("value", "method"), [("collect", Method.COLLECT), ("lowest", Method.LOWEST)]
)
def test_methods_by_name(value, method):
    assert clean_method(value) is method


@pytest.mark.parametrize("value", ["Lowest", "most", None, 1, ["lowest"]])
def test_unknown_methods_are_refused(value):
    error = refusal(clean_method, value)
    assert error.message == 'scoring must be one of "collect", "lowest", "elimination".'


def test_a_refusal_moves_to_where_the_value_was_read():
    error = moved(InputError("rules.stacking must be one of x.", "rules.stacking", "c"), "rules.")
    assert (error.message, error.field, error.code) == (
        "stacking must be one of x.",
        "stacking",
        "c",
    )


# ---- text -----------------------------------------------------------------------------------

CONTROLS = ["\x00", "\x01", "\x08", "\x0e", "\x1b", "\x1f", "\x7f", "\x80", "\x85", "\x9f"]
SPACING = ["\t", "\n", "\x0b", "\x0c", "\r"]
NAME_CHECKS = [
    (lambda v: clean_name(v, "players[1]"), "players[1]", "A player name"),
    (lambda v: clean_game_name(v), "name", "The game name"),
]
TAKEN_AS_SENT = [
    (lambda v: clean_request_id(v), "request_id", "request_id"),
    (lambda v: plain_text(v, "game", "game"), "game", "game"),
]


@pytest.mark.parametrize("control", CONTROLS)
@pytest.mark.parametrize(("check", "field", "label"), NAME_CHECKS + TAKEN_AS_SENT)
def test_control_characters_are_refused_naming_the_field(check, field, label, control):
    error = refusal(check, f"Bo{control}b")
    assert (error.field, error.code) == (field, "invalid_value")
    assert error.message == f"{label} cannot hold control characters (U+{ord(control):04X} found)."


@pytest.mark.parametrize("control", SPACING)
@pytest.mark.parametrize(("check", "field", "label"), TAKEN_AS_SENT)
def test_tabs_and_line_breaks_are_refused_in_text_taken_as_sent(check, field, label, control):
    error = refusal(check, f"Bo{control}b")
    assert error.message == f"{label} cannot hold control characters (U+{ord(control):04X} found)."


@pytest.mark.parametrize("control", SPACING)
@pytest.mark.parametrize(("check", "field", "label"), NAME_CHECKS)
def test_tabs_and_line_breaks_in_names_become_one_space(check, field, label, control):
    assert check(f"{control}Bo{control}{control}b{control}") == "Bo b"


@pytest.mark.parametrize("text", ["Zoë", "Łukasz", "李", "🙂 Ann", "Ann\xa0B", "O'Neil & co"])
def test_printable_text_passes(text):
    assert clean_name(text, "p") == " ".join(text.split())


@pytest.mark.parametrize(
    ("value", "required", "collapse", "clean"),
    [
        ("  a   b  ", False, True, "a b"),
        ("  a   b  ", False, False, "  a   b  "),
        ("", False, True, ""),
        ("x" * 10, True, True, "x" * 10),
    ],
)
def test_text_is_trimmed_unless_taken_as_sent(value, required, collapse, clean):
    assert clean_text(value, "f", "f", 10, required=required, collapse=collapse) == clean


@pytest.mark.parametrize(
    ("value", "required", "message"),
    [
        (5, False, "label must be text."),
        (None, False, "label must be text."),
        (["a"], False, "label must be text."),
        ("   ", True, "label cannot be empty."),
        ("x" * 11, False, "label must be at most 10 characters; 11 given."),
        (" x" * 6, False, "label must be at most 10 characters; 11 given."),
    ],
)
def test_bad_text_is_refused(value, required, message):
    error = refusal(clean_text, value, "f", "label", 10, required=required)
    assert (error.field, error.code, error.message) == ("f", "invalid_value", message)


@pytest.mark.parametrize(
    ("value", "clean"),
    [(None, None), ("a", "a"), ("x" * 64, "x" * 64), (" a b ", " a b ")],
)
def test_request_ids_are_taken_as_sent(value, clean):
    assert clean_request_id(value) == clean


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("", "request_id cannot be empty."),
        ("x" * 65, "request_id must be at most 64 characters; 65 given."),
        (7, "request_id must be text."),
        ("a\x00b", "request_id cannot hold control characters (U+0000 found)."),
    ],
)
def test_bad_request_ids_are_refused(value, message):
    error = refusal(clean_request_id, value)
    assert (error.field, error.message) == ("request_id", message)


@pytest.mark.parametrize(
    ("value", "clean"), [(None, ""), ("", ""), ("  Friday   night ", "Friday night")]
)
def test_game_names_are_optional_and_trimmed(value, clean):
    assert clean_game_name(value) == clean


def test_a_long_game_name_is_refused():
    error = refusal(clean_game_name, "x" * 61)
    assert error.message == "The game name must be at most 60 characters; 61 given."


# ---- players and teams ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "field", "message"),
    [
        (["Ann"], "players", "A game needs 2 to 10 players; 1 given."),
        ([f"P{i}" for i in range(11)], "players", "A game needs 2 to 10 players; 11 given."),
        (["Ann", "ann "], "players[1]", "“ann” appears twice."),
        (["Ann", ""], "players[1]", "A player name cannot be empty."),
        (["Ann", "x" * 25], "players[1]", "A player name must be at most 24 characters; 25 given."),
        (["Ann", 3], "players[1]", "A player name must be text."),
        (["Ann", "B\x07b"], "players[1]", "A player name cannot hold control characters"),
        ("Ann, Bob", "players", "players must be a list of 2 to 10 names."),
    ],
)
def test_bad_player_lists_name_the_field(players, field, message):
    error = refusal(clean_settings, {"players": players})
    assert (error.field, error.code) == (field, "invalid_value")
    assert error.message.startswith(message)


def test_player_names_are_trimmed():
    assert clean_players(["  Ann  ", "Bob   Smith"]) == ("Ann", "Bob Smith")


@pytest.mark.parametrize(("name", "seat"), [("ann", 0), (" BOB ", 1), ("Cy", 2)])
def test_players_are_found_ignoring_case_and_spaces(name, seat):
    assert seat_of(PLAYERS, name, "winner") == seat


@pytest.mark.parametrize("name", ["Zed", "", None, 3, "A nn"])
def test_an_unknown_player_is_refused(name):
    error = refusal(seat_of, PLAYERS, name, "winner")
    assert (error.field, error.code) == ("winner", "unknown_player")


@pytest.mark.parametrize(
    ("teams", "field"),
    [
        ([["Ann", "Cy"], ["Bob"]], "teams"),
        ([["Ann", "Cy"], ["Bob", "Ann"]], "teams[1][1]"),
        ([["Ann", "Cy", "Bob", "Dee"]], "teams"),
        ([["Ann", "Cy"], ["Bob", "Zed"]], "teams[1][1]"),
        ([["Ann", "Cy", "Bob"], ["Dee"]], "teams"),
        ([["Ann", "Cy"], "Bob Dee"], "teams[1]"),
        ([["Ann", "Cy"], ["Bob", "D\x00ee"]], "teams[1][1]"),
    ],
)
def test_bad_teams(teams, field):
    assert refusal(clean_settings, {"players": list(PLAYERS), "teams": teams}).field == field


def test_teams_are_read_by_name():
    settings = clean_settings({"players": list(PLAYERS), "teams": [["ann", "cy"], ["Bob", "DEE"]]})
    assert settings.table.teams == (("Ann", "Cy"), ("Bob", "Dee"))
    assert clean_settings({"players": list(PLAYERS)}).table.teams is None


# ---- cards ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("classic ", "'classic ' is not a deck"),
        ("", "'' is not a deck"),
        (["classic"], "['classic'] is not a deck"),
        (None, "None is not a deck"),
    ],
)
def test_unknown_decks_are_refused(value, message):
    error = refusal(clean_deck, value)
    assert (error.field, error.code) == ("deck", "invalid_value")
    assert error.message.startswith(message)


@pytest.mark.parametrize(
    ("value", "deck", "code"),
    [("r7", "classic", "R7"), ("W+4", "2018", "W+4"), ("wsw", "2015", "WSW")],
)
def test_card_codes_of_the_deck_pass(value, deck, code):
    assert clean_cards([value], "c", get_deck(deck))[0].code == code


@pytest.mark.parametrize(
    ("value", "deck", "message"),
    [
        ("Q9", "classic", "cards[0] must be a card code such as R7"),
        (7, "classic", "cards[0] must be a card code such as R7"),
        ("WSW", "classic", "WSW is not in the classic deck."),
        ("WSH", "2015", "WSH is not in the 2015 deck."),
    ],
)
def test_bad_cards_are_refused(value, deck, message):
    error = refusal(clean_cards, [value], "cards", get_deck(deck))
    assert (error.field, error.code) == ("cards[0]", "invalid_card")
    assert error.message.startswith(message)


@pytest.mark.parametrize(
    ("value", "field", "code", "message"),
    [
        (None, "cards", "missing_field", "cards is required."),
        ("R7 R8", "cards", "invalid_value", "cards must be a list."),
        (["R7", "X"], "cards[1]", "invalid_card", "cards[1] must be a card code such as R7"),
        (["W+4"] * 5, "cards", "too_many_cards", "W+4 appears 5 times, but the classic deck"),
    ],
)
def test_bad_card_lists_name_the_field(value, field, code, message):
    error = refusal(clean_cards, value, "cards", CLASSIC)
    assert (error.field, error.code) == (field, code)
    assert error.message.startswith(message)


def test_a_card_list_up_to_the_deck_passes():
    assert len(clean_cards(["W+4"] * 4 + ["r0"], "cards", CLASSIC)) == 5
    assert list(clean_cards([], "cards", CLASSIC)) == []


# ---- a round --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field", "code"),
    [
        ({"hands": {}}, "winner", "missing_field"),
        ({"winner": None, "hands": {}}, "winner", "unknown_player"),
        ({"winner": "Zed", "hands": {}}, "winner", "unknown_player"),
        ({"winner": "Ann"}, "hands", "missing_field"),
        ({"winner": "Ann", "hands": {"Bob": ["R7"], "Cy": ["R1"]}}, "hands.Dee", "missing_field"),
        (
            {"winner": "Ann", "hands": {"Ann": ["R7"], "Bob": ["R7"], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Ann",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["R1"], "bob": ["R2"], "Cy": ["G1"], "Dee": ["R3"]}},
            "hands.bob",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": [], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": "R7", "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["R7", "Q9"], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob[1]",
            "invalid_card",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["WSW"], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob[0]",
            "invalid_card",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {"points": -1}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.points",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {"points": "5"}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.points",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {"points": True}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.points",
            "invalid_value",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.points",
            "missing_field",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": {"pts": 5}, "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Bob.pts",
            "unknown_field",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["R0"], "Cy": ["R0"], "Dee": ["R2"]}},
            "hands.Cy",
            "too_many_cards",
        ),
        (
            {
                "winner": "Ann",
                "hands": {"Bob": ["W+4", "W+4"], "Cy": ["W+4", "W+4"], "Dee": ["W+4"]},
            },
            "hands.Dee",
            "too_many_cards",
        ),
        (
            {"winner": "Ann", "hands": {"Bob": ["R1"], "Zed": ["R1"], "Cy": ["R1"], "Dee": ["R2"]}},
            "hands.Zed",
            "unknown_field",
        ),
        ({"winner": "Ann", "hands": "R1"}, "hands", "invalid_value"),
    ],
)
def test_bad_rounds_name_the_field(body, field, code):
    error = refusal(round_from_body, body, Table(PLAYERS))
    assert (error.field, error.code) == (field, code)


def test_a_round_reads_cards_and_totals_and_matches_names_loosely():
    body = {"winner": "ann", "hands": {"BOB": ["r7", "bs"], "Cy": {"points": 35}, "Dee": ["G0"]}}
    round_ = round_from_body(body, Table(PLAYERS))
    assert round_.winner == 0
    assert list(round_.hands) == [1, 2, 3]
    assert round_.hands[1].points == 27
    assert round_.hands[2].cards is None and round_.hands[2].points == 35


def test_the_points_of_a_hand_reach_up_to_the_whole_deck():
    most = sum(card.points for card in CLASSIC.cards())
    body = {"winner": "Ann", "hands": {"Bob": {"points": most}, "Cy": ["R1"], "Dee": ["R2"]}}
    assert round_from_body(body, Table(PLAYERS)).hands[1].points == most
    body["hands"]["Bob"] = {"points": most + 1}
    error = refusal(round_from_body, body, Table(PLAYERS))
    assert (
        error.message
        == f"The points total must be a whole number from 0 to {most}; {most + 1} given."
    )


def test_deck_limit_counts_the_special_wilds_of_the_chosen_deck():
    body = {"winner": "Ann", "hands": {"Bob": ["WC", "WC"], "Cy": ["WC"], "Dee": ["WSW"]}}
    assert round_from_body(body, Table(PLAYERS, deck="2015")).hands[3].points == 40
    body["hands"]["Dee"] = ["WC"]
    error = refusal(round_from_body, body, Table(PLAYERS, deck="2015"))
    assert error.message == "WC appears 4 times, but the 2015 deck has only 3."


# ---- a new game -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value", "read"),
    [
        ("name", " Friday  night ", "Friday night"),
        ("target", 300, 300),
        ("scoring", "lowest", Method.LOWEST),
        ("deck", "2018", "2018"),
        ("teams", [["ann", "Cy"], ["Bob", "DEE"]], (("Ann", "Cy"), ("Bob", "Dee"))),
        ("dealer", "cy", 2),
    ],
)
def test_each_setting_is_read(key, value, read):
    settings = clean_settings({"players": list(PLAYERS), key: value})
    if key == "name":
        assert settings.name == read
    else:
        field = {"scoring": "method", "dealer": "first_dealer"}.get(key, key)
        assert getattr(settings.table, field) == read


def test_rules_in_the_settings_are_overrides_of_the_official_rules():
    settings = clean_settings({"players": list(PLAYERS), "rules": {"stacking": "same"}})
    assert (settings.rules.stacking, settings.rules.seven_o) == (Stacking.SAME, False)


def test_settings_defaults():
    settings = clean_settings({"players": ["Ann", "Bob"]})
    table = settings.table
    assert (settings.name, table.target, table.method, table.deck) == (
        "",
        500,
        Method.COLLECT,
        "classic",
    )
    assert (table.teams, table.first_dealer, table.play_on) == (None, 0, False)


@pytest.mark.parametrize(
    ("body", "field", "code"),
    [
        ({}, "players", "missing_field"),
        ({"players": ["Ann", "Bob"], "extra": 1}, "extra", "unknown_field"),
        ({"players": ["Ann", "Bob"], "name": "Fri\x00day"}, "name", "invalid_value"),
        ({"players": ["Ann", "Bob"], "name": 5}, "name", "invalid_value"),
        ({"players": ["Ann", "Bob"], "target": "500"}, "target", "invalid_value"),
        ({"players": ["Ann", "Bob"], "scoring": "most"}, "scoring", "invalid_value"),
        ({"players": ["Ann", "Bob"], "scoring": ["lowest"]}, "scoring", "invalid_value"),
        ({"players": ["Ann", "Bob"], "deck": "1971"}, "deck", "invalid_value"),
        ({"players": ["Ann", "Bob"], "rules": {"nope": 1}}, "rules.nope", "unknown_field"),
        ({"players": ["Ann", "Bob"], "teams": [["Ann"]]}, "teams", "invalid_value"),
        ({"players": ["Ann", "Bob"], "dealer": "Zed"}, "dealer", "unknown_player"),
    ],
)
def test_bad_settings_name_the_field(body, field, code):
    error = refusal(clean_settings, body)
    assert (error.field, error.code) == (field, code)


# ---- each message worded once ---------------------------------------------------------------

WEB = Path(fields.__file__).parents[1]


# Input's shape is worded where it is read: the readers of JSON and forms (fields), the
# API's models (schema) and the reader of exports and backups; the game's own rules are
# worded in the core (referee/scorekeeping/checks.py). Views word none.
OWN_WORDING = ("edge/fields.py", "edge/schema/", "service/archive.py")


def test_views_word_no_input_error_of_their_own():
    """Input errors are raised where input is read or in the core; views only answer them."""
    modules = {path.relative_to(WEB).as_posix(): path for path in WEB.rglob("*.py")}
    assert {"api/v1.py", "pages/games.py", "edge/fields.py"} <= set(modules)
    for name, path in modules.items():
        if not name.startswith(OWN_WORDING):
            assert "InputError(" not in path.read_text(encoding="utf-8"), name
