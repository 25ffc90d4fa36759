"""Writes: the edit key (401/403), If-Match (412), request ids, and racing writers."""

import threading

import pytest

pytestmark = pytest.mark.database

EXAMPLE_ROUND = {
    "winner": "Ann",
    "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["G0"]},
}


@pytest.fixture
def game(api):
    """A four-player game with one round recorded: its document (version 2) and key."""
    doc, key = api.create()
    return api.play(doc["id"], key, "Ann", Bob=1, Cy=2, Dee=3), key


def write(api, kind, game_id, key, **headers):
    """One write of each kind the contract protects."""
    if kind == "post":
        return api.post_round(game_id, key, EXAMPLE_ROUND, **headers)
    if kind == "put":
        return api.put_round(game_id, key, 1, EXAMPLE_ROUND, **headers)
    return api.delete_round(game_id, key, 1, **headers)


WRITES = ["post", "put", "delete"]


# ---- the edit key -------------------------------------------------------------------------


@pytest.mark.parametrize("kind", WRITES)
@pytest.mark.parametrize(
    "authorization",
    [None, "", "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "Token abc", "abc"],
)
def test_writes_without_the_key_are_401(assert_error, api, client, game, kind, authorization):
    doc, _ = game
    headers = {} if authorization is None else {"Authorization": authorization}
    with api.unchanged(doc["id"]):
        response = write(api, kind, doc["id"], None, **headers)
        assert_error(response, 401, "unauthorized", None)
        assert response.headers["WWW-Authenticate"].startswith("Bearer")


@pytest.mark.parametrize("kind", WRITES)
def test_writes_with_a_wrong_key_are_403(assert_error, api, game, kind):
    doc, key = game
    _, other_key = api.create()
    with api.unchanged(doc["id"]):
        for wrong in ("wrong", key[:-1], key + "x", other_key, key.upper()):
            assert_error(write(api, kind, doc["id"], wrong), 403, "forbidden", None)


@pytest.mark.parametrize("kind", WRITES)
@pytest.mark.parametrize("scheme", ["Bearer", "bearer", "BEARER"])
def test_the_bearer_scheme_is_case_insensitive(api, client, game, kind, scheme):
    doc, key = game
    response = write(api, kind, doc["id"], None, Authorization=f"{scheme} {key}")
    assert response.status_code in (200, 201)
    assert response.get_json()["version"] == doc["version"] + 1


def test_the_key_is_checked_before_the_body(assert_error, api, game):
    doc, key = game
    with api.unchanged(doc["id"]):
        assert_error(api.post_round(doc["id"], None, {"bogus": 1}), 401, "unauthorized", None)
        assert_error(api.post_round(doc["id"], "wrong", {"bogus": 1}), 403, "forbidden", None)


# ---- If-Match ---------------------------------------------------------------------------


@pytest.mark.parametrize("kind", WRITES)
@pytest.mark.parametrize("if_match", ['"1"', '"3"', '"0"', 'W/"1"'])
def test_a_stale_if_match_is_412_and_changes_nothing(assert_error, api, game, kind, if_match):
    doc, key = game
    with api.unchanged(doc["id"]):
        response = write(api, kind, doc["id"], key, **{"If-Match": if_match})
        assert_error(response, 412, "precondition_failed", None)


@pytest.mark.parametrize("kind", WRITES)
@pytest.mark.parametrize("if_match", ['"2"', 'W/"2"', "*"])
def test_a_current_if_match_lets_the_write_through(api, game, kind, if_match):
    doc, key = game
    response = write(api, kind, doc["id"], key, **{"If-Match": if_match})
    assert response.status_code in (200, 201)
    assert response.get_json()["version"] == 3
    assert response.headers["ETag"] == '"3"'


@pytest.mark.parametrize("kind", WRITES)
def test_if_match_is_optional(api, game, kind):
    doc, key = game
    assert write(api, kind, doc["id"], key).get_json()["version"] == 3


def test_every_write_bumps_the_version(api, game):
    doc, key = game
    versions = [doc["version"]]
    for kind in ("post", "put", "delete", "delete", "post"):
        response = write(api, kind, doc["id"], key, **{"If-Match": f'"{versions[-1]}"'})
        versions.append(response.get_json()["version"])
    assert versions == [2, 3, 4, 5, 6, 7]


def test_a_write_on_a_read_etag_then_a_second_on_the_same_etag(assert_error, api, client, game):
    doc, key = game
    etag = client.get(f"/api/games/{doc['id']}").headers["ETag"]
    first = api.post_round(doc["id"], key, EXAMPLE_ROUND, **{"If-Match": etag})
    assert first.status_code == 201
    with api.unchanged(doc["id"]):
        second = api.put_round(doc["id"], key, 1, EXAMPLE_ROUND, **{"If-Match": etag})
        assert_error(second, 412, "precondition_failed", None)


# ---- request ids ----------------------------------------------------------------------


@pytest.mark.parametrize("request_id", ["7f3c", "x" * 64, "a b/c?d", "é"])
def test_a_repeated_request_id_returns_200_and_records_nothing_new(api, game, request_id):
    doc, key = game
    body = {**EXAMPLE_ROUND, "request_id": request_id}
    first = api.post_round(doc["id"], key, body)
    assert first.status_code == 201
    recorded = first.get_json()
    assert len(recorded["rounds"]) == 2
    for repeat in (body, {**body, "winner": "Bob", "hands": {"Ann": ["W"], "Cy": [], "Dee": 5}}):
        again = api.post_round(doc["id"], key, repeat)
        assert again.status_code == 200
        assert again.get_json() == recorded
        assert again.headers["ETag"] == f'"{recorded["version"]}"'
    assert api.document(doc["id"]) == recorded


def test_a_repeat_returns_the_game_as_it_is_now(api, game):
    doc, key = game
    api.post_round(doc["id"], key, {**EXAMPLE_ROUND, "request_id": "one"})
    later = api.play(doc["id"], key, "Bob", Ann=5, Cy=5, Dee=5)
    again = api.post_round(doc["id"], key, {**EXAMPLE_ROUND, "request_id": "one"})
    assert again.status_code == 200
    assert again.get_json() == later


def test_different_request_ids_each_record_a_round(api, game):
    doc, key = game
    for n in range(3):
        response = api.post_round(doc["id"], key, {**EXAMPLE_ROUND, "request_id": f"id-{n}"})
        assert response.status_code == 201
    assert len(api.document(doc["id"])["rounds"]) == 4


def test_request_ids_belong_to_one_game(api, game):
    doc, key = game
    other, other_key = api.create()
    body = {**EXAMPLE_ROUND, "request_id": "shared"}
    assert api.post_round(doc["id"], key, body).status_code == 201
    assert api.post_round(other["id"], other_key, body).status_code == 201
    assert len(api.document(other["id"])["rounds"]) == 1


def test_a_repeat_after_the_final_round_is_200_not_game_over(api):
    doc, key = api.create(target=50)
    body = {
        "winner": "Ann",
        "hands": {"Bob": ["W"], "Cy": ["R1"], "Dee": ["R2"]},
        "request_id": "last",
    }
    finished = api.post_round(doc["id"], key, body)
    assert finished.get_json()["over"] is True
    again = api.post_round(doc["id"], key, body)
    assert again.status_code == 200
    assert again.get_json() == finished.get_json()


def test_a_repeated_put_changes_nothing_new(api, game):
    doc, key = game
    body = {**EXAMPLE_ROUND, "request_id": "fix-1"}
    first = api.put_round(doc["id"], key, 1, body)
    assert first.status_code == 200
    api.play(doc["id"], key, "Bob", Ann=5, Cy=5, Dee=5)
    with api.unchanged(doc["id"]) as now:
        again = api.put_round(
            doc["id"], key, 1, {**body, "winner": "Cy", "hands": {"Ann": [], "Bob": 1, "Dee": 1}}
        )
        assert again.status_code == 200
        assert again.get_json() == now


def test_a_refused_write_does_not_use_up_its_request_id(api, game):
    doc, key = game
    bad = {"winner": "Ann", "hands": {"Bob": ["R7"]}, "request_id": "retry-me"}
    assert api.post_round(doc["id"], key, bad).status_code == 400
    good = {**EXAMPLE_ROUND, "request_id": "retry-me"}
    assert api.post_round(doc["id"], key, good, **{"If-Match": '"1"'}).status_code == 412
    assert api.post_round(doc["id"], key, good).status_code == 201


# ---- racing writers ---------------------------------------------------------------------


def post_at_once(app, game_id, key, bodies, headers=None):
    """Send every body from its own thread, released together; the responses in order."""
    start = threading.Barrier(len(bodies), timeout=30)
    responses = [None] * len(bodies)

    def post(index):
        client = app.test_client()
        start.wait()
        responses[index] = client.post(
            f"/api/games/{game_id}/rounds",
            json=bodies[index],
            headers={"Authorization": f"Bearer {key}", **(headers or {})},
        )

    threads = [threading.Thread(target=post, args=(n,)) for n in range(len(bodies))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return responses


def round_won_by(winner, points=5):
    """A four-player round body in which ``winner`` went out."""
    others = [p for p in ("Ann", "Bob", "Cy", "Dee") if p != winner]
    return {"winner": winner, "hands": {p: {"points": points} for p in others}}


def test_eight_writers_at_once_without_if_match_are_all_recorded(app, api, game):
    doc, key = game
    winners = ["Ann", "Bob", "Cy", "Dee"] * 2
    bodies = [round_won_by(w, points=n + 1) for n, w in enumerate(winners)]
    responses = post_at_once(app, doc["id"], key, bodies)
    assert [r.status_code for r in responses] == [201] * 8
    after = api.document(doc["id"])
    assert len(after["rounds"]) == 9 and after["version"] == 10
    recorded = sorted((r["winner"], r["collected"]) for r in after["rounds"][1:])
    assert recorded == sorted((w, 3 * (n + 1)) for n, w in enumerate(winners))
    assert sum(after["totals"]["collect"].values()) == 6 + sum(3 * (n + 1) for n in range(8))


def test_writers_on_the_same_version_with_if_match_one_wins_the_rest_get_412(app, api, game):
    doc, key = game
    bodies = [round_won_by(w) for w in ("Ann", "Bob", "Cy")]
    responses = post_at_once(app, doc["id"], key, bodies, {"If-Match": '"2"'})
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201, 412, 412]
    winner = next(r for r in responses if r.status_code == 201)
    after = api.document(doc["id"])
    assert after == winner.get_json()
    assert len(after["rounds"]) == 2 and after["version"] == 3


def test_the_same_request_id_sent_at_once_is_recorded_once(app, api, game):
    doc, key = game
    body = {**round_won_by("Cy"), "request_id": "twice"}
    responses = post_at_once(app, doc["id"], key, [body] * 4)
    assert sorted(r.status_code for r in responses) == [200, 200, 200, 201]
    after = api.document(doc["id"])
    assert len(after["rounds"]) == 2 and after["version"] == 3
    assert all(r.get_json() == after for r in responses)


@pytest.mark.parametrize("kind", ["put", "delete"])
def test_a_correction_with_a_stale_if_match_changes_nothing(assert_error, api, game, kind):
    doc, key = game
    api.play(doc["id"], key, "Bob", Ann=5, Cy=5, Dee=5)
    with api.unchanged(doc["id"]):
        assert_error(
            write(api, kind, doc["id"], key, **{"If-Match": '"2"'}), 412, "precondition_failed"
        )
