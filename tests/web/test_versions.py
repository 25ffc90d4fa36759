"""Polls answered from announced versions (PostgreSQL), and from a read everywhere else.

A poll may skip the database only for a version this worker heard announced while it
was demonstrably listening; a write by any other worker must reach the next poll.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import event

from referee.web import versions
from referee.web.extensions import db

ROUND = {"winner": "Ann", "hands": {"Bob": {"points": 4}, "Cy": {"points": 5}, "Dee": ["R7"]}}


def wait_until(condition: Callable[[], object], seconds: float = 10) -> None:
    """Wait for ``condition`` to hold (announcements arrive within milliseconds)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "still not true after waiting"
        time.sleep(0.01)


@contextmanager
def counted(app) -> Iterator[list[str]]:
    """The statements the app sends meanwhile."""
    with app.app_context():
        engine = db.engine
    sent: list[str] = []

    def note(_conn, _cursor, statement, *_args) -> None:
        sent.append(statement)

    event.listen(engine, "before_cursor_execute", note)
    try:
        yield sent
    finally:
        event.remove(engine, "before_cursor_execute", note)


def is_postgres(app) -> bool:
    return app.config["SQLALCHEMY_DATABASE_URI"].startswith("postgresql")


def poll(client, game_id, version):
    return client.get(f"/api/games/{game_id}", headers={"If-None-Match": f'"{version}"'})


def listening(app) -> versions.Listener | None:
    """This process's listener (PostgreSQL), once it listens; ``None`` on SQLite."""
    with app.app_context():
        heard = versions.listener(db.engine)
    if heard is not None:
        wait_until(lambda: heard.heard_at > 0)
    return heard


def test_a_poll_for_the_current_version_reads_the_database_only_without_announcements(app, api):
    heard = listening(app)
    doc, key = api.create()
    done = api.post_round(doc["id"], key, ROUND).get_json()
    if heard is not None:
        wait_until(lambda: heard.known(doc["id"]) == done["version"])
    queries = []
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:  # a loaded machine may delay a ping now and then
        with counted(app) as sent:
            answer = poll(api.client, doc["id"], done["version"])
        assert answer.status_code == 304 and answer.headers["ETag"] == f'"{done["version"]}"'
        queries.append(len(sent))
        if not is_postgres(app) or not sent:
            break
    assert queries[-1] == (0 if is_postgres(app) else 1)


def test_a_write_by_another_worker_reaches_the_next_poll(app, api):
    """Another worker's write: the version bumped and announced from another connection."""
    heard = listening(app)
    doc, key = api.create()
    done = api.post_round(doc["id"], key, ROUND).get_json()
    assert poll(api.client, doc["id"], done["version"]).status_code == 304
    with app.app_context():
        # The other worker's write: a round and the version, as one transaction.
        other = db.engine.connect()
        with other.begin():
            other.exec_driver_sql(
                "UPDATE game SET version = version + 1 WHERE id = %s"
                if is_postgres(app)
                else "UPDATE game SET version = version + 1 WHERE id = ?",
                (doc["id"],),
            )
            if is_postgres(app):
                other.exec_driver_sql(
                    "SELECT pg_notify(%s, %s)",
                    (versions.CHANNEL, f"{doc['id']} {done['version'] + 1}"),
                )
        other.close()
    if heard is not None:
        wait_until(lambda: heard.known(doc["id"]) == done["version"] + 1)
    stale = poll(api.client, doc["id"], done["version"])
    assert stale.status_code == 200 and stale.get_json()["version"] == done["version"] + 1


def postgres_listener(app) -> versions.Listener:
    """A listener of its own (PostgreSQL only), started; stopped by the caller."""
    if not is_postgres(app):
        pytest.skip("only PostgreSQL announces versions; SQLite polls read the version")
    with app.app_context():
        own = versions.Listener(db.engine)
    wait_until(lambda: own.heard_at > 0)
    return own


def announce(app, payload: str) -> None:
    with app.app_context(), db.engine.connect() as conn:
        conn.exec_driver_sql("SELECT pg_notify(%s, %s)", (versions.CHANNEL, payload))
        conn.commit()


def test_the_newest_version_heard_is_kept(app):
    own = postgres_listener(app)
    try:
        announce(app, "someGameId000001 7")
        wait_until(lambda: own.known("someGameId000001") == 7)
        announce(app, "someGameId000001 5")  # an older one, arriving late
        announce(app, "someGameId000001 not-a-version")
        announce(app, "otherGameId00001 2")
        wait_until(lambda: own.known("otherGameId00001") == 2)
        assert own.known("someGameId000001") == 7
    finally:
        own.stop()


def test_a_listener_that_lost_its_connection_knows_nothing_until_it_listens_again(app):
    own = postgres_listener(app)
    try:
        announce(app, "someGameId000002 3")
        wait_until(lambda: own.known("someGameId000002") == 3)
        backend = own.backend
        with app.app_context(), db.engine.connect() as conn:
            conn.exec_driver_sql("SELECT pg_terminate_backend(%s)", (backend,))
        wait_until(lambda: own.backend != backend)  # listening again, on a new connection
        wait_until(lambda: own.heard_at > 0)
        assert own.known("someGameId000002") is None  # it may have missed announcements
        announce(app, "someGameId000002 4")
        wait_until(lambda: own.known("someGameId000002") == 4)
    finally:
        own.stop()


def test_a_stopped_listener_knows_nothing(app):
    own = postgres_listener(app)
    announce(app, "someGameId000003 9")
    wait_until(lambda: own.known("someGameId000003") == 9)
    own.stop()
    own.thread.join(timeout=10)
    assert not own.thread.is_alive() and own.known("someGameId000003") is None


def test_only_its_own_pings_through_its_own_server_process_prove_it_listens(app):
    own = postgres_listener(app)
    try:
        own.stop()
        own.thread.join(timeout=10)
        own.heard_at = 0.0
        sent = time.monotonic()
        own.take(f"{versions.PING} someone-else {sent!r}", own.backend)
        own.take(f"{versions.PING} {own.token} {sent!r}", (own.backend or 0) + 1)
        assert own.heard_at == 0.0
        own.take(f"{versions.PING} {own.token} {sent!r}", own.backend)
        assert own.heard_at == sent
    finally:
        own.stop()


def test_a_commit_from_before_the_listener_started_again_is_not_trusted(app):
    own = postgres_listener(app)
    try:
        before = own.generation
        own.forget()  # as after a lost connection: announcements may have been missed
        wait_until(lambda: own.heard_at == 0.0 or own.generation != before)
        own.heard("someGameId000004", 6, before)
        assert own.versions.get("someGameId000004") is None
        own.heard("someGameId000004", 7, own.generation)
        assert own.versions.get("someGameId000004") == 7
    finally:
        own.stop()
