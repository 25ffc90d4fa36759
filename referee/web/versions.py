"""Game versions as they change, heard from PostgreSQL, so that most polls need no query.

Every phone at a table polls its game every two seconds with ``If-None-Match``, and
almost every answer is ``304 Not Modified``. On PostgreSQL each write announces the
game's new version inside its own transaction (``NOTIFY``, delivered only if and when it
commits), and each worker process listens on a connection of its own and remembers the
latest version of every game it heard of. A poll naming that version is answered
without a query. Versions only grow, so the newest heard is the one kept.

What a worker knows is used only while it is demonstrably listening: the listener pings
itself through the server every half second, and the server delivers announcements in
commit order, so a ping back means every write committed before it was heard. If no ping
came back for two seconds, or the connection broke, polls go to the database; on
listening again the worker starts from nothing (announcements may have been missed). So
a poll can miss a write only for as long as an announcement takes to arrive:
milliseconds, two seconds at the very worst.
SQLite has no announcements; its polls always read the version, which costs little there.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

CHANNEL = "uno_game_versions"
PING = "ping"
PING_SECONDS = 0.5
FRESH_SECONDS = 2.0
RETRY_SECONDS = 1.0

log = logging.getLogger(__name__)


class Listener:
    """One worker's knowledge of game versions, kept up to date by a listening thread."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.versions: dict[str, int] = {}
        self.heard_at = 0.0  # when the server last answered (monotonic clock)
        self.backend: int | None = None  # the server process of the listening connection
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self.run, name="game-versions", daemon=True)
        self.thread.start()

    def known(self, game_id: str) -> int | None:
        """The game's latest version as heard, while listening; else ``None``."""
        with self.lock:
            if time.monotonic() - self.heard_at > FRESH_SECONDS:
                return None
            return self.versions.get(game_id)

    def heard(self, game_id: str, version: int) -> None:
        """A write made this version (announced, or committed by this very worker)."""
        with self.lock:
            if version > self.versions.get(game_id, 0):
                self.versions[game_id] = version

    def run(self) -> None:
        """Listen until stopped; after a broken connection, forget and listen again."""
        while not self.stopped.is_set():
            try:
                self.listen()
            except Exception as error:  # noqa: BLE001 (any failure: forget, then retry)
                log.info("game versions: not listening (%s); polls read the database", error)
            self.forget()
            self.stopped.wait(RETRY_SECONDS)

    def listen(self) -> None:
        """Hold a connection that listens, pinging through the server to prove it works."""
        pooled = self.engine.raw_connection()
        connection: Any = pooled.driver_connection
        pooled.detach()  # the listener's own connection: closing it really closes it
        try:
            connection.autocommit = True
            connection.execute(f"LISTEN {CHANNEL}")
            self.backend = connection.info.backend_pid
            self.forget()  # what was known before may have missed announcements
            while not self.stopped.is_set():
                connection.execute("SELECT pg_notify(%s, %s)", (CHANNEL, PING))
                for note in connection.notifies(timeout=PING_SECONDS):
                    self.take(note.payload)
        finally:
            pooled.close()

    def take(self, payload: str) -> None:
        """One announcement: ``"<game id> <version>"``, or this listener's own ping."""
        if payload == PING:
            with self.lock:
                self.heard_at = time.monotonic()
            return
        game_id, _, version = payload.partition(" ")
        if version.isdigit():
            self.heard(game_id, int(version))

    def forget(self) -> None:
        """Announcements may have been missed: know nothing until listening again."""
        with self.lock:
            self.versions.clear()
            self.heard_at = 0.0

    def stop(self) -> None:
        """Stop listening (the thread ends within a ping)."""
        self.stopped.set()


_listeners: dict[tuple[int, str], Listener] = {}
_listeners_lock = threading.Lock()


def listener(engine: Engine) -> Listener | None:
    """This process's listener for the engine's database (PostgreSQL only), started on
    first use: a forked worker starts its own."""
    if engine.dialect.name != "postgresql":
        return None
    key = (os.getpid(), engine.url.render_as_string(hide_password=False))
    with _listeners_lock:
        found = _listeners.get(key)
        if found is None:
            found = _listeners[key] = Listener(engine)
        return found


def known_version(engine: Engine, game_id: str) -> int | None:
    """The game's latest version if this worker knows it for sure; else ``None``."""
    heard = listener(engine)
    return None if heard is None else heard.known(game_id)


def announce(session: Session, game_id: str, version: int) -> None:
    """Announce, within the write's transaction, the version it makes (PostgreSQL only)."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(select(func.pg_notify(CHANNEL, f"{game_id} {version}")))


def committed(engine: Engine, game_id: str, version: int) -> None:
    """This worker committed the version: it knows it without waiting for the echo."""
    heard = listener(engine)
    if heard is not None:
        heard.heard(game_id, version)
