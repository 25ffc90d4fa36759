"""The database away (stopped, restarting, the network gone): every request it refuses
is answered ``503`` with ``Retry-After``, never ``500``; nothing is half-written, and the
app serves again as soon as the database is back.

The outage is made the way it happens: the app reaches PostgreSQL through a forwarder on
loopback, and cutting the forwarder closes every open connection and refuses new ones,
as a stopped server does. Other database errors stay what they are.
"""

from __future__ import annotations

import contextlib
import socket
import sqlite3
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from markupsafe import escape

from app import create_app
from referee import i18n
from referee.web.errors import database_unreachable
from tests.conftest import POSTGRES_ADMIN_URL

pytestmark = pytest.mark.database  # storage: run again on PostgreSQL

PLAYERS = ["Ann", "Bob", "Cy"]
ROUND = {"winner": "Ann", "hands": {"Bob": {"points": 10}, "Cy": ["R7", "BS"]}}
MESSAGE = "The database cannot be reached just now, so nothing was recorded."


class Forwarder:
    """A TCP forwarder to the database server that can be cut and restored."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.port = 0
        self.listener: socket.socket | None = None
        self.open: list[socket.socket] = []
        self.lock = threading.Lock()

    def up(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        self.port = listener.getsockname()[1]
        listener.listen(32)
        self.listener = listener
        threading.Thread(target=self.accept, args=(listener,), daemon=True).start()

    def accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _address = listener.accept()
            except OSError:
                return  # cut
            server = socket.create_connection(self.target)
            with self.lock:
                self.open += [client, server]
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self.pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)

    def down(self) -> None:
        """The server stops: new connections are refused, open ones are closed."""
        assert self.listener is not None
        self.listener.shutdown(socket.SHUT_RDWR)  # wakes the accepting thread: it stops
        self.listener.close()
        self.listener = None
        with self.lock:
            ends, self.open = self.open, []
        for end in ends:
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)
            end.close()


@pytest.fixture
def through_forwarder(database_url: str) -> Iterator[tuple[Any, Forwarder]]:
    """The app on the test database, reached through a forwarder (PostgreSQL only)."""
    if not POSTGRES_ADMIN_URL:
        pytest.skip("an outage of a database server: set TEST_POSTGRES_URL")
    url = sa.engine.make_url(database_url)
    forwarder = Forwarder(url.host or "127.0.0.1", url.port or 5432)
    forwarder.up()
    app = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": url.set(host="127.0.0.1", port=forwarder.port),
            "SECRET_KEY": "test-secret",
        }
    )
    yield app, forwarder
    if forwarder.listener is None:
        forwarder.up()
    from referee.web.infra.extensions import db

    with app.app_context():
        db.session.remove()
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.engine.dispose()
    forwarder.down()


def check_unavailable(response: Any) -> None:
    assert response.status_code == 503, response.get_data(as_text=True)
    assert int(response.headers["Retry-After"]) in range(1, 31)


def test_a_write_during_an_outage_is_503_and_recorded_once_when_resent(
    through_forwarder: tuple[Any, Forwarder], assert_error: Any
) -> None:
    app, forwarder = through_forwarder
    client = app.test_client()
    started = client.post("/api/games", json={"players": PLAYERS})
    assert started.status_code == 201
    game = started.get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    rounds = f"/api/games/{game['id']}/rounds"
    assert client.post(rounds, json=ROUND, headers=auth).status_code == 201

    forwarder.down()
    body = {**ROUND, "request_id": "outage-1"}
    refused = client.post(rounds, json=body, headers=auth)
    check_unavailable(refused)
    assert assert_error(refused, 503, "database_unavailable")["message"] == MESSAGE
    german = client.post(rounds, json=body, headers={**auth, "Accept-Language": "de"})
    check_unavailable(german)
    with i18n.speaking("de"):
        assert german.get_json()["error"]["message"] == i18n._(MESSAGE) != MESSAGE
    check_unavailable(client.get(f"/api/games/{game['id']}"))

    forwarder.up()  # the server is back: the pool finds fresh connections at once
    assert len(client.get(f"/api/games/{game['id']}").get_json()["rounds"]) == 1
    assert client.post(rounds, json=body, headers=auth).status_code == 201  # the phone resends
    assert client.post(rounds, json=body, headers=auth).status_code in (200, 201)  # twice
    assert len(client.get(f"/api/games/{game['id']}").get_json()["rounds"]) == 2


def test_a_page_during_an_outage_says_to_try_again_in_a_moment(
    through_forwarder: tuple[Any, Forwarder], table_for: Any
) -> None:
    app, forwarder = through_forwarder
    table = table_for(app.test_client())
    game_id = table.new_game()
    assert table.client.get(f"/g/{game_id}").status_code == 200  # kept by this worker now
    path, form = table.round_form(game_id)
    fields = {
        "csrf_token": table.token_of(form.text),
        "request_id": table.hidden(form.text, "request_id"),
        "version": table.hidden(form.text, "version"),
        "winner": "0",
        "hand_1": "10",
        "hand_2": "R7 BS",
        "hand_3": "4",
    }

    forwarder.down()
    for tag in i18n.LANGUAGES:
        page = table.client.get(f"/g/{game_id}", headers={"Accept-Language": tag})
        check_unavailable(page)
        assert page.headers["Content-Type"].startswith("text/html")
        with i18n.speaking(tag):
            assert escape(i18n._("Try again in a moment")) in page.text
            assert escape(i18n._(MESSAGE)) in page.text
            if tag != "en":
                assert i18n._(MESSAGE) != MESSAGE
        assert f'href="/g/{game_id}?"' in page.text  # the same page again
    saved = table.client.post(path, data=fields)
    check_unavailable(saved)
    assert (
        'href="/g/' not in saved.text.split("<main", 1)[1].split("</main>")[0]
    )  # no retry of a post

    forwarder.up()
    assert table.document(game_id)["rounds"] == []  # nothing was half-written
    assert table.client.post(path, data=fields).status_code == 302  # sent again: recorded
    assert table.client.post(path, data=fields).status_code == 302  # and once only
    assert len(table.document(game_id)["rounds"]) == 1


def test_an_answer_made_before_the_connection_was_lost_stands(
    through_forwarder: tuple[Any, Forwarder],
) -> None:
    app, forwarder = through_forwarder
    from referee.web.infra.extensions import db

    def read_then_lose() -> str:
        db.session.execute(sa.text("SELECT 1"))  # a transaction open at the end
        forwarder.down()  # the database stops before the session is closed
        return "read"

    app.add_url_rule("/read-then-lose", view_func=read_then_lose)
    answer = app.test_client().get("/read-then-lose")
    assert (answer.status_code, answer.text) == (200, "read")
    forwarder.up()
    assert app.test_client().get("/api/games/nothing-here").status_code == 404  # serves again


def test_only_a_server_out_of_reach_is_unavailable() -> None:
    refused = sa.exc.OperationalError("SELECT 1", {}, Exception("connection refused"))
    assert database_unreachable(refused)
    lost = sa.exc.DBAPIError("SELECT 1", {}, Exception("gone"), connection_invalidated=True)
    assert database_unreachable(lost)
    assert database_unreachable(sa.exc.DisconnectionError("pre-ping failed"))
    locked = sa.exc.OperationalError("BEGIN", {}, sqlite3.OperationalError("database is locked"))
    assert not database_unreachable(locked)  # SQLite: no server away

    class Deadlock(Exception):
        sqlstate = "40P01"

    assert not database_unreachable(sa.exc.OperationalError("UPDATE", {}, Deadlock()))

    class Shutdown(Exception):
        sqlstate = "57P01"

    assert database_unreachable(sa.exc.OperationalError("SELECT 1", {}, Shutdown()))
    assert not database_unreachable(sa.exc.IntegrityError("INSERT", {}, Exception("dup")))
