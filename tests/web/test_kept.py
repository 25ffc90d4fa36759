"""What a worker keeps per game version, and how writers take their turn.

A kept scoreboard or document must never show a device anything another device should
not see (another's CSRF token, the editor's controls, a message said once), nor an older
version of the game. A write worked out from a game that changed before it was locked is
checked again; on SQLite, writers queue on a lock file beside the database.
"""

from __future__ import annotations

import fcntl
import re
import threading
import time
from pathlib import Path

import pytest

from referee.scorekeeping.scoring import Method
from referee.web.infra.kept import Kept
from referee.web.pages import games as pages
from referee.web.service import games

pytestmark = pytest.mark.database

TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


# ---- the memory itself -------------------------------------------------------------------


def test_the_least_recently_used_value_is_forgotten_first():
    kept: Kept[str] = Kept(2)
    kept.keep("a", "A")
    kept.keep("b", "B")
    assert kept.get("a") == "A"  # now "b" is the oldest
    kept.keep("c", "C")
    assert (kept.get("a"), kept.get("b"), kept.get("c")) == ("A", None, "C")


def test_a_value_is_made_once_and_then_found():
    kept: Kept[int] = Kept(4)
    made = []

    def make() -> int:
        made.append(1)
        return len(made)

    assert kept.get_or_make("x", make) == 1
    assert kept.get_or_make("x", make) == 1
    assert len(made) == 1


def burst(count: int, ask) -> list[object]:
    """``ask()`` from ``count`` threads let go at the same moment; their answers or errors."""
    start = threading.Barrier(count)
    answers: list[object] = [None] * count

    def one(index: int) -> None:
        start.wait()
        try:
            answers[index] = ask()
        except Exception as error:  # noqa: BLE001 (the test looks at each answer)
            answers[index] = error

    threads = [threading.Thread(target=one, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not any(thread.is_alive() for thread in threads), "a thread is still waiting"
    return answers


def test_a_burst_asking_for_a_missing_value_makes_it_once():
    kept: Kept[str] = Kept(4)
    made = []

    def render() -> str:
        made.append(1)
        time.sleep(0.05)  # long enough for the others to arrive while it is made
        return "page"

    answers = burst(16, lambda: kept.get_or_make("scoreboard", render))
    assert answers == ["page"] * 16
    assert len(made) == 1


def test_a_value_kept_under_a_newer_key_is_shared_with_those_waiting():
    kept: Kept[str] = Kept(4)
    made = []

    def render() -> tuple[str, str]:
        made.append(1)
        time.sleep(0.05)
        return "version 4", "page of version 4"

    answers = burst(8, lambda: kept.get_or_make_as("version 3", render))
    assert answers == ["page of version 4"] * 8
    assert len(made) == 1
    assert kept.get("version 4") == "page of version 4"
    assert kept.get("version 3") is None  # not kept under a version it does not show


def test_different_keys_are_made_side_by_side():
    kept: Kept[str] = Kept(8)
    both_inside = threading.Barrier(2, timeout=10)

    def render(name: str) -> str:
        both_inside.wait()  # breaks (an error) unless the other key is made meanwhile
        return name

    answers = burst(
        2, lambda: kept.get_or_make(threading.current_thread().name, lambda: render("x"))
    )
    assert answers == ["x", "x"]


def test_when_the_maker_fails_the_waiting_ones_make_it_themselves():
    kept: Kept[str] = Kept(4)
    calls = []
    lock = threading.Lock()

    def render() -> str:
        with lock:
            calls.append(1)
            first = len(calls) == 1
        time.sleep(0.05)
        if first:
            raise RuntimeError("the first render failed")
        return "page"

    answers = burst(6, lambda: kept.get_or_make("scoreboard", render))
    errors = [a for a in answers if isinstance(a, RuntimeError)]
    assert len(errors) == 1  # the maker's own caller gets its error
    assert answers.count("page") == 5  # nobody hangs, nobody else sees the error
    assert kept.get("scoreboard") == "page"


def test_a_value_asked_for_again_while_it_is_made_is_made_there_not_waited_for():
    kept: Kept[str] = Kept(4)

    def render() -> str:
        return "outer " + kept.get_or_make("same", lambda: "inner")

    assert kept.get_or_make("same", render) == "outer inner"


# ---- kept scoreboards --------------------------------------------------------------------


def editor(app, game_id, key):
    """A client holding the game's edit key, as a phone that opened the edit link."""
    client = app.test_client()
    assert client.get(f"/g/{game_id}/edit/{key}").status_code == 302
    client.get(f"/g/{game_id}")  # says "this phone can now record rounds" once
    return client


@pytest.fixture
def played(api):
    """A game with two rounds: its id and edit key."""
    doc, key = api.create()
    api.play(doc["id"], key, "Ann", Bob=3, Cy=4, Dee=5)
    api.play(doc["id"], key, "Bob", Ann=7, Cy=1, Dee=2)
    return doc["id"], key


def test_each_editor_gets_its_own_token_in_the_same_kept_page(app, played):
    game_id, key = played
    first, second = editor(app, game_id, key), editor(app, game_id, key)
    page_one = first.get(f"/g/{game_id}").text
    page_two = second.get(f"/g/{game_id}").text
    tokens_one, tokens_two = set(TOKEN.findall(page_one)), set(TOKEN.findall(page_two))
    assert len(tokens_one) == 1 and len(tokens_two) == 1 and tokens_one != tokens_two
    assert pages.CSRF_HOLE not in page_one + page_two
    # The rest of the page is the same page.
    assert TOKEN.sub("", page_one) == TOKEN.sub("", page_two)
    # Each token works for its own device only.
    (token_two,) = tokens_two
    refused = first.post(f"/g/{game_id}/rounds/2/delete", data={"csrf_token": token_two})
    assert refused.status_code == 400
    removed = second.post(f"/g/{game_id}/rounds/2/delete", data={"csrf_token": token_two})
    assert removed.status_code == 302
    assert len(second.get(f"/api/games/{game_id}").get_json()["rounds"]) == 1


def test_a_viewer_never_gets_the_editors_page(app, played):
    game_id, key = played
    editor_page = editor(app, game_id, key).get(f"/g/{game_id}").text
    assert "Remove round 2" in editor_page
    viewer_page = app.test_client().get(f"/g/{game_id}").text
    assert "Remove round" not in viewer_page and "csrf_token" not in viewer_page
    assert "Record round 3" not in viewer_page and "Record round 3" in editor_page
    assert pages.CSRF_HOLE not in viewer_page


def test_the_page_follows_every_write(app, api, played):
    game_id, key = played
    viewer = app.test_client()
    assert 'id="round-2"' in viewer.get(f"/g/{game_id}").text
    api.play(game_id, key, "Cy", Ann=10, Bob=20, Dee=30)
    after_play = viewer.get(f"/g/{game_id}").text
    assert 'id="round-3"' in after_play and "+60" in after_play
    assert api.delete_round(game_id, key, 3).status_code == 200
    after_delete = viewer.get(f"/g/{game_id}").text
    assert 'id="round-3"' not in after_delete and 'id="round-2"' in after_delete


def test_a_message_said_once_is_said_once_and_to_one_device(app, played):
    game_id, key = played
    phone = app.test_client()
    phone.get(f"/g/{game_id}/edit/{key}")
    said = "This phone can now record rounds for this game."
    assert said in phone.get(f"/g/{game_id}").text
    assert said not in phone.get(f"/g/{game_id}").text
    other_editor = editor(app, game_id, key)  # has seen its own message already
    assert said not in other_editor.get(f"/g/{game_id}").text


def test_a_burst_of_phones_asking_for_a_new_version_renders_it_once(app, api, played, monkeypatch):
    game_id, key = played
    api.play(game_id, key, "Bob", Ann=2, Cy=3, Dee=4)  # a version nobody has seen yet
    renders = []
    render = pages.render_scoreboard

    def slow_render(*args, **kwargs):
        renders.append(1)
        time.sleep(0.1)  # the other phones arrive while it is rendered
        return render(*args, **kwargs)

    monkeypatch.setattr(pages, "render_scoreboard", slow_render)
    phones = [app.test_client() for _ in range(16)]
    answers = burst(16, lambda: phones.pop().get(f"/g/{game_id}"))
    assert [a.status_code for a in answers] == [200] * 16
    assert len({a.text for a in answers}) == 1
    assert len(renders) == 1


def test_each_chart_is_kept_apart(app, played):
    game_id, _ = played
    viewer = app.test_client()
    current = re.compile(r'class="chart-tab"[^>]*aria-current="true">([^<]+)<')
    lowest = current.findall(viewer.get(f"/g/{game_id}?chart=lowest").text)
    collect = current.findall(viewer.get(f"/g/{game_id}?chart=collect").text)
    assert lowest == [Method.LOWEST.label] and collect == [Method.COLLECT.label]
    assert current.findall(viewer.get(f"/g/{game_id}").text) == collect
    assert current.findall(viewer.get(f"/g/{game_id}?chart=nonsense").text) == collect


# ---- writers taking their turn -----------------------------------------------------------

ROUND = {"winner": "Ann", "hands": {"Bob": {"points": 4}, "Cy": {"points": 5}, "Dee": ["R7"]}}
OTHER = {"winner": "Bob", "hands": {"Ann": {"points": 9}, "Cy": {"points": 1}, "Dee": ["G2"]}}


def sqlite_file(app) -> Path:
    """The SQLite database file (the test is about SQLite only)."""
    url = app.config["SQLALCHEMY_DATABASE_URI"]
    if not url.startswith("sqlite:///"):
        pytest.skip("PostgreSQL locks the game's row, not the whole database")
    return Path(url.removeprefix("sqlite:///"))


def test_a_sqlite_writer_waits_for_its_turn_and_then_goes_on(app, api):
    database = sqlite_file(app)
    doc, key = api.create()
    answers = []
    with open(f"{database}.write-lock", "a") as turn:
        fcntl.flock(turn, fcntl.LOCK_EX)  # another writer's turn
        writer = threading.Thread(
            target=lambda: answers.append(
                app.test_client().post(
                    f"/api/games/{doc['id']}/rounds",
                    json=ROUND,
                    headers={"Authorization": f"Bearer {key}"},
                )
            )
        )
        writer.start()
        writer.join(timeout=0.5)
        assert writer.is_alive() and not answers  # it cannot have written
        assert api.document(doc["id"])["version"] == 1  # readers do not wait
        fcntl.flock(turn, fcntl.LOCK_UN)
    writer.join(timeout=30)
    assert [a.status_code for a in answers] == [201]
    assert api.document(doc["id"])["version"] == 2


@pytest.fixture
def interleaved(app, monkeypatch):
    """``interleave((game id, key, body))``: the next write that locks its game finds that
    ``body`` was recorded just before (or, for ``None``, the game ended), by another
    phone, while the write was on its way."""
    real = games.get_game_for_write
    pending = []

    def lock_after_another_write(game_id):
        if pending:
            game_id, key, body = pending.pop()
            path = f"/api/games/{game_id}/" + ("end" if body is None else "rounds")
            other = threading.Thread(
                target=lambda: app.test_client().post(
                    path, json=body, headers={"Authorization": f"Bearer {key}"}
                )
            )
            other.start()
            other.join(timeout=30)
        return real(game_id)

    monkeypatch.setattr(games, "get_game_for_write", lock_after_another_write)
    return pending.append


def test_a_write_to_a_game_that_changed_before_the_lock_is_checked_again(app, api, interleaved):
    sqlite_file(app)
    doc, key = api.create()
    interleaved((doc["id"], key, OTHER))
    answer = api.post_round(doc["id"], key, ROUND)
    assert answer.status_code == 201
    after = api.document(doc["id"])
    assert answer.get_json() == after
    assert [r["winner"] for r in after["rounds"]] == ["Bob", "Ann"] and after["version"] == 3


def test_a_write_based_on_a_version_that_changed_before_the_lock_is_refused(
    app, api, interleaved, assert_error
):
    sqlite_file(app)
    doc, key = api.create()
    interleaved((doc["id"], key, OTHER))
    answer = api.post_round(doc["id"], key, ROUND, **{"If-Match": '"1"'})
    assert_error(answer, 412, "precondition_failed")
    after = api.document(doc["id"])
    assert [r["winner"] for r in after["rounds"]] == ["Bob"] and after["version"] == 2
    # The refused write let go of the database: the next one goes through.
    answers = []
    writer = threading.Thread(target=lambda: answers.append(api_post(app, doc["id"], key)))
    writer.start()
    writer.join(timeout=30)
    assert [a.status_code for a in answers] == [201]


def test_a_retry_whose_original_got_in_before_the_lock_records_nothing(app, api, interleaved):
    sqlite_file(app)
    doc, key = api.create()
    body = {**ROUND, "request_id": "sent-twice"}
    interleaved((doc["id"], key, body))
    answer = api.post_round(doc["id"], key, body)
    assert answer.status_code == 200
    after = api.document(doc["id"])
    assert answer.get_json() == after
    assert [r["winner"] for r in after["rounds"]] == ["Ann"] and after["version"] == 2


def api_post(app, game_id, key):
    """A round posted by a phone of its own."""
    return app.test_client().post(
        f"/api/games/{game_id}/rounds", json=ROUND, headers={"Authorization": f"Bearer {key}"}
    )


def test_ending_a_game_that_ended_before_the_lock_answers_with_the_game(app, api, interleaved):
    sqlite_file(app)
    doc, key = api.create(play_on=True, target=50)
    api.play(doc["id"], key, "Ann", Bob=60, Cy=1, Dee=2)
    interleaved((doc["id"], key, None))  # another phone ends it meanwhile
    answer = api.client.post(
        f"/api/games/{doc['id']}/end", headers={"Authorization": f"Bearer {key}"}
    )
    assert answer.status_code == 200
    after = api.document(doc["id"])
    assert answer.get_json() == after and after["ended"] and after["version"] == 3
