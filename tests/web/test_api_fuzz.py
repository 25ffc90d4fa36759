"""Property-based fuzzing of every endpoint from the served OpenAPI document.

For each operation, Hypothesis (through schemathesis) generates requests from the
document, valid and invalid, and each is sent twice: as generated, and aimed at a real
game with its edit key (so writes get past the 404 and the 401). Every answer must be
no 5xx, a status and body the document declares (every 4xx in the error shape), and a
refused request must leave the database exactly as it was.
"""

from __future__ import annotations

import os
from collections import Counter
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from referee.decks import DECKS
from referee.rulebook.book import get_entry
from referee.web.edge.schema.openapi import openapi_document

pytestmark = pytest.mark.database

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
EXAMPLE_ROUND = {
    "winner": "Ann",
    "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["G0"]},
}

# Enough to find what a change breaks, few enough to keep each engine's run short.
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "50"))
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]
# What each answer was, by operation and status (printed at the end of the run).
SEEN: Counter[tuple[str, int]] = Counter()


@pytest.fixture
def api_schema(app: Any) -> Any:
    """The app's own OpenAPI document, loaded through its WSGI interface."""
    return schemathesis.openapi.from_wsgi("/api/openapi.json", app)


@pytest.fixture
def real_game(app: Any) -> tuple[str, str]:
    """A game with one round, and its edit key (it plays on, so that it can be ended too)."""
    client = app.test_client()
    created = client.post("/api/games", json={"players": PLAYERS, "target": 10000, "play_on": True})
    game_id, key = created.get_json()["id"], created.get_json()["edit_key"]
    recorded = client.post(
        f"/api/games/{game_id}/rounds",
        json=EXAMPLE_ROUND,
        headers={"Authorization": f"Bearer {key}"},
    )
    assert recorded.status_code == 201
    return game_id, key


@pytest.fixture
def real_group(app: Any, real_game: tuple[str, str]) -> tuple[str, str]:
    """A group with one finished game, and the group's edit key."""
    client = app.test_client()
    created = client.post("/api/groups", json={"name": "Fuzz table"})
    group_id, key = created.get_json()["id"], created.get_json()["edit_key"]
    started = client.post(
        "/api/games",
        json={"players": ["Ann", "Bob"], "target": 50, "group": group_id},
        headers={"Authorization": f"Bearer {key}"},
    )
    game = started.get_json()
    recorded = client.post(
        f"/api/games/{game['id']}/rounds",
        json={"winner": "Ann", "hands": {"Bob": {"points": 60}}},
        headers={"Authorization": f"Bearer {game['edit_key']}"},
    )
    assert recorded.status_code == 201
    return group_id, key


@pytest.fixture
def real_night(app: Any) -> tuple[str, str]:
    """A club night of four with its first round seated, and the organiser's key."""
    client = app.test_client()
    created = client.post("/api/nights", json={"players": PLAYERS, "target": 50})
    night_id, key = created.get_json()["id"], created.get_json()["edit_key"]
    seated = client.post(
        f"/api/nights/{night_id}/rounds", headers={"Authorization": f"Bearer {key}"}
    )
    assert seated.status_code == 201
    return night_id, key


def round_bodies() -> st.SearchStrategy[dict[str, Any]]:
    """Rounds the real game takes: a winner, the others' cards or points, maybe a request id."""
    hand = st.one_of(
        st.builds(lambda n: {"points": n}, st.integers(0, 300)),
        st.lists(st.sampled_from(["R7", "BS", "G+2", "W", "W+4", "Y0"]), min_size=1, max_size=3),
    )

    def body(winner: str, hands: list[Any], request_id: str | None) -> dict[str, Any]:
        """A round body from its drawn parts."""
        others = [name for name in PLAYERS if name != winner]
        found: dict[str, Any] = {"winner": winner, "hands": dict(zip(others, hands, strict=True))}
        if request_id is not None:
            found["request_id"] = request_id
        return found

    return st.builds(
        body,
        st.sampled_from(PLAYERS),
        st.lists(hand, min_size=3, max_size=3),
        st.one_of(st.none(), st.sampled_from(["r1", "r2", "r3"])),
    )


def operations() -> list[tuple[str, str, GenerationMode]]:
    """Every operation with valid data; those with a body or query also with invalid data."""
    found = []
    for path, methods in openapi_document()["paths"].items():
        for method, spec in methods.items():
            found.append((path, method, GenerationMode.POSITIVE))
            query = [p for p in spec.get("parameters", []) if p["in"] == "query"]
            if "requestBody" in spec or query:
                found.append((path, method, GenerationMode.NEGATIVE))
    return found


@pytest.mark.parametrize(("path", "method", "mode"), operations())
def test_every_endpoint_answers_honestly(
    database_state,
    assert_one_sentence,
    app: Any,
    real_game: tuple[str, str],
    real_group: tuple[str, str],
    real_night: tuple[str, str],
    path: str,
    method: str,
    mode: GenerationMode,
) -> None:
    """No 5xx, only declared answers, errors in the common shape, nothing written by a 4xx."""
    game_id, key = real_game
    group_id, group_key = real_group
    night_id, organiser_key = real_night
    operation = schemathesis.openapi.from_wsgi("/api/openapi.json", app)[path][method]
    cases = operation.as_strategy(mode)
    if "{night_id}" in path:  # also aimed at a real night with the organiser's key
        numbers = {"number": 1} if "{number}" in path else {}
        aimed_night = {
            "path_parameters": {"night_id": night_id, **numbers},
            "headers": {"Authorization": f"Bearer {organiser_key}"},
        }
        cases = st.one_of(cases, operation.as_strategy(mode, **aimed_night))
    if "{group_id}" in path:  # also aimed at a real group
        aimed_group = {"path_parameters": {"group_id": group_id}}
        cases = st.one_of(cases, operation.as_strategy(mode, **aimed_group))
    if path == "/api/games" and mode is GenerationMode.POSITIVE:
        # Games started in the real group, with its key, a wrong one, or none.
        in_group = st.builds(
            lambda players, bearer: (
                {"players": players, "group": group_id},
                {"Authorization": f"Bearer {bearer}"} if bearer else {},
            ),
            st.sampled_from([PLAYERS, PLAYERS[:2]]),
            st.sampled_from([group_key, "not-the-key", None]),
        )
        cases = st.one_of(
            cases,
            in_group.flatmap(
                lambda parts: operation.as_strategy(mode, body=parts[0], headers=parts[1])
            ),
        )
    if "{game_id}" in path:
        # Also aimed at a real game with its edit key, so writes get past the 404 and 401,
        # and for rounds with bodies that the game takes, so that writes succeed too.
        aimed = {
            "path_parameters": {"game_id": game_id},
            "headers": {"Authorization": f"Bearer {key}"},
        }
        cases = st.one_of(cases, operation.as_strategy(mode, **aimed))
        if "{number}" in path:  # round 1 exists
            first = {**aimed, "path_parameters": {"game_id": game_id, "number": 1}}
            cases = st.one_of(cases, operation.as_strategy(mode, **first))
        if path.endswith(("/rounds", "/rounds/{number}")) and method != "delete":
            first = {**aimed, "path_parameters": {"game_id": game_id, "number": 1}}
            if "{number}" not in path:
                first = aimed
            cases = st.one_of(
                cases,
                round_bodies().flatmap(
                    lambda body: operation.as_strategy(mode, body=body, **first)
                ),
            )

    @given(case=cases)
    @settings(
        # Each new table for /api/expectations is a simulation: a few suffice there.
        max_examples=EXAMPLES // 5 if path == "/api/expectations" else EXAMPLES,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        derandomize=True,
        database=None,
    )
    def answers_honestly(case: Any) -> None:
        """One generated request, checked."""
        before = database_state()
        response = case.call()
        SEEN[(operation.label, response.status_code)] += 1
        case.validate_response(response, checks=CHECKS)
        assert response.status_code < 500
        if response.status_code >= 400:
            assert_one_sentence(response.json()["error"]["message"])
            assert database_state() == before, (operation.label, response.status_code)

    answers_honestly()


def test_fuzzing_reached_every_answer_that_matters() -> None:
    """The fuzzing above got successes and refusals (not only 404s); print the counts."""
    if not SEEN:
        pytest.skip("runs after the fuzzing test")
    by_status = Counter(status for (_label, status) in SEEN.elements())
    print(f"\nfuzzing: {sum(SEEN.values())} requests, by status {dict(sorted(by_status.items()))}")
    assert {200, 201, 304, 400, 404}.issubset(by_status), by_status
    for label in {label for (label, _status) in SEEN if "/games" in label}:
        # The fuzzed game never ends, so its play for BG Stats is refused as not over: that
        # refusal is the answer that matters there (the play itself is tested apart).
        reached = {409} if label.endswith("/bgstats") else set()
        assert any(s < 300 or s in reached for (name, s) in SEEN if name == label), label


# ---- /api/rulings in every deck -----------------------------------------------------------------

# Every card code of every deck, so that each deck also meets the others' cards.
EVERY_CODE = sorted({card.code for deck in DECKS.values() for card in deck.counts})
COLOUR_CODES = sorted({color.code for deck in DECKS.values() for color in deck.colors})


def any_ruling_body() -> st.SearchStrategy[dict[str, Any]]:
    """A ruling asked with anything in it: every deck's cards, seats out of range, unknown
    values, the editions' own fields where they do not belong."""
    code = st.sampled_from(EVERY_CODE)
    seat = st.integers(-1, 7)
    state = st.fixed_dictionaries(
        {"players": st.integers(1, 7), "top": code},
        optional={
            "turn": seat,
            "direction": st.sampled_from(["cw", "ccw", "up"]),
            "color": st.sampled_from([*COLOUR_CODES, "X"]),
            "pending_draw": st.integers(-1, 30),
            "side": st.sampled_from(["light", "dark", "grey"]),
            "out": st.lists(seat, max_size=4),
            "hands": st.dictionaries(
                st.sampled_from(["0", "1", "9", "x"]), st.lists(code, max_size=4), max_size=2
            ),
        },
    )
    action = st.fixed_dictionaries(
        {"type": st.sampled_from([*KINDS, "x"])},
        optional={"seat": seat, "card": code, "color": st.sampled_from(COLOUR_CODES),
                  "target": seat, "drawn": st.lists(code, max_size=3)},
    )  # fmt: skip
    return st.fixed_dictionaries(
        {"deck": st.sampled_from([*DECKS, "bogus"]), "state": state, "action": action}
    )


KINDS = ["play", "draw", "pass", "challenge", "call_uno", "catch", "jump_in", "flip"]


@st.composite
def deck_ruling_body(draw: Any, deck: str) -> dict[str, Any]:
    """A ruling asked in ``deck`` that is well formed but for a slip now and then: the
    deck's own cards and colours (of the side up in UNO Flip!), seats at the table, No
    Mercy's knocked-out seats."""
    cards = DECKS[deck]
    side = draw(st.sampled_from(["light", "dark"])) if cards.sides else None
    own = sorted({c.code for c in cards.counts if side is None or c.side in (None, side)})
    own_code = st.sampled_from(own)
    code = st.one_of(own_code, own_code, st.sampled_from(EVERY_CODE))
    colours = [c.code for c in cards.colors if side is None or c.side == side]
    players = draw(st.integers(2, 6))
    out = []
    if deck == "no_mercy" and players > 2:
        out = draw(st.lists(st.integers(1, players - 1), max_size=players - 2, unique=True))
    seat = st.sampled_from([n for n in range(players) if n not in out])
    state: dict[str, Any] = {"players": players, "top": draw(code), "turn": draw(seat)}
    if side is not None:
        state["side"] = side
    if out:
        state["out"] = out
    wild_top = any(c.code == state["top"] and c.is_wild for c in cards.counts)
    if colours and (wild_top or draw(st.integers(0, 5)) == 0):
        state["color"] = draw(st.sampled_from(colours))
    if draw(st.booleans()):
        state["pending_draw"] = draw(st.sampled_from([0, 1, 2, 4, 6, 10, 20]))
    if draw(st.booleans()):
        state["direction"] = "ccw"
    if draw(st.booleans()):
        state["hands"] = {str(draw(seat)): draw(st.lists(own_code, min_size=1, max_size=26))}
    if draw(st.booleans()):
        state["last_play"] = {"seat": draw(seat), "card": state["top"],
                              "hand_before": draw(st.lists(own_code, max_size=3))}  # fmt: skip
        if colours:
            state["last_play"]["color_before"] = draw(st.sampled_from(colours))
    if draw(st.booleans()):
        state["uno"] = {"seat": draw(seat), "called": draw(st.booleans()),
                        "next_has_acted": draw(st.booleans())}  # fmt: skip
    kind = draw(st.sampled_from(KINDS))
    action: dict[str, Any] = {"type": kind}
    if kind != "flip":
        action["seat"] = draw(seat)
    if kind in ("play", "jump_in", "flip"):
        action["card"] = draw(code)
        if colours and draw(st.booleans()):
            action["color"] = draw(st.sampled_from(colours))
    if kind in ("play", "catch") and draw(st.booleans()):
        action["target"] = draw(seat)
    if kind == "draw" and draw(st.booleans()):
        action["drawn"] = draw(st.lists(own_code, max_size=3))
    body = {"deck": deck, "state": state, "action": action}
    if draw(st.booleans()):
        body["rules"] = draw(st.fixed_dictionaries({}, optional={
            "stacking": st.sampled_from(["off", "same", "plus4_on_plus2", "any"]),
            "seven_o": st.booleans(), "jump_in": st.booleans(),
            "draw_until_playable": st.booleans(), "draw_four_challenge": st.booleans(),
        }))  # fmt: skip
    return body


def ruling_bodies() -> st.SearchStrategy[dict[str, Any]]:
    """Rulings asked in every deck: mostly well formed in their deck, some anything."""
    decks = st.sampled_from(list(DECKS)).flatmap(deck_ruling_body)
    return st.one_of(decks, decks, decks, any_ruling_body())


@settings(max_examples=EXAMPLES * 6, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize=True, database=None)  # fmt: skip
@given(body=ruling_bodies())
def test_rulings_in_every_deck_never_fail_and_name_the_field(client, database_state, body):
    """No 5xx; a refusal names the field at fault; a ruling cites only rulebook entries."""
    before = database_state()
    response = client.post("/api/rulings", json=body)
    assert response.status_code in (200, 400), response.text
    answer = response.get_json()
    if response.status_code == 400:
        error = answer["error"]
        assert error["field"], error
        assert error["code"] in ("invalid_value", "invalid_card", "missing_field", "unknown_field")
        head = error["field"].split(".")[0].split("[")[0]
        assert head in ("deck", "state", "action", "rules"), error
    else:
        assert {"legal", "ruling", "effects", "next", "rules_applied"} <= set(answer)
        for rule in answer["rules_applied"]:
            get_entry(rule)
    assert database_state() == before


def test_the_rulings_operation_takes_every_deck(app: Any, real_game: tuple[str, str]) -> None:
    """The served document's /api/rulings, fuzzed by schemathesis with every deck's bodies."""
    operation = schemathesis.openapi.from_wsgi("/api/openapi.json", app)["/api/rulings"]["post"]
    cases = ruling_bodies().flatmap(lambda body: operation.as_strategy(body=body))
    statuses: Counter[int] = Counter()

    @given(case=cases)
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
              derandomize=True, database=None)  # fmt: skip
    def answers(case: Any) -> None:
        response = case.call()
        statuses[response.status_code] += 1
        case.validate_response(response, checks=CHECKS)
        assert response.status_code < 500

    answers()
    assert {200, 400} <= set(statuses), statuses
