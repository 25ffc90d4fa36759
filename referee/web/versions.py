"""Game versions as they change, heard from PostgreSQL, so that most polls need no query.

Every phone at a table polls its game every two seconds with ``If-None-Match``, and
almost every answer is ``304 Not Modified``. On PostgreSQL each write announces the
game's new version inside its own transaction (``NOTIFY``, delivered only if and when it
commits), and each worker process listens on a connection of its own and remembers the
latest version of every game it heard of. A poll naming that version is answered
without a query. Versions only grow, so the newest heard is the one kept.

What a worker knows is used only while it is demonstrably listening: the listener pings
itself through its own server process every half second, and the server delivers
announcements in commit order, so its ping back means every write committed before the
ping was sent has been heard. If none came back from a ping sent in the last two
seconds, or the connection broke, polls go to the database; on listening again the
worker starts from nothing (announcements may have been missed). So a poll can miss a
write only for as long as an announcement takes to arrive: milliseconds, two seconds at
the very worst. Games this worker has not heard of since it began listening are read
from the database as before.
SQLite has no announcements; its polls always read the version, which costs little there.
"""

from __future__ import annotations

import logging
import os
import secrets
import threading
import time
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import URL, Engine
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
        # When the last ping that came back was sent (monotonic clock): every write
        # committed before then has been heard.
        self.heard_at = 0.0
        self.backend: int | None = None  # the server process of the listening connection
        self.generation = 0  # one more each time it starts listening from nothing
        self.token = secrets.token_hex(8)  # tells this listener's pings from others
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

    def heard(self, game_id: str, version: int, generation: int | None = None) -> None:
        """A write made this version (announced, or committed by this very worker).

        A worker's own commit counts only if the listener has not started again since
        the write began (``generation``): it may have missed a newer one meanwhile.
        """
        with self.lock:
            if generation is not None and generation != self.generation:
                return
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
                ping = f"{PING} {self.token} {time.monotonic()!r}"
                connection.execute("SELECT pg_notify(%s, %s)", (CHANNEL, ping))
                for note in connection.notifies(timeout=PING_SECONDS):
                    self.take(note.payload, note.pid)
        finally:
            pooled.close()

    def take(self, payload: str, sender: int) -> None:
        """One announcement, ``"<game id> <version>"``, or a ping.

        Only this listener's own pings, sent through its own server process, prove that
        it hears everything (a pooler between them would break the proof, so it fails
        safe: the ping does not count).
        """
        word, _, rest = payload.partition(" ")
        if word == PING:
            token, _, sent = rest.partition(" ")
            if token == self.token and sender == self.backend:
                with self.lock:
                    self.heard_at = max(self.heard_at, float(sent))
            return
        if rest.isdigit():
            self.heard(word, int(rest))

    def forget(self) -> None:
        """Announcements may have been missed: know nothing until listening again."""
        with self.lock:
            self.versions.clear()
            self.heard_at = 0.0
            self.generation += 1

    def stop(self) -> None:
        """Stop listening (the thread ends within a ping)."""
        self.stopped.set()


_listeners: dict[tuple[int, URL], Listener] = {}
_listeners_lock = threading.Lock()


def listener(engine: Engine) -> Listener | None:
    """This process's listener for the engine's database (PostgreSQL only), started on
    first use: a forked worker starts its own."""
    if engine.dialect.name != "postgresql":
        return None
    key = (os.getpid(), engine.url)  # one per database, however many engines name it
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


def hearing(engine: Engine) -> int | None:
    """Taken before a write commits, for :func:`committed`: how long the listener has
    been listening (``None`` without one)."""
    heard = listener(engine)
    return None if heard is None else heard.generation


def committed(engine: Engine, game_id: str, version: int, since: int | None) -> None:
    """This worker committed the version: it knows it without waiting for the
    announcement, unless its listener started again since ``since`` (:func:`hearing`)."""
    heard = listener(engine)
    if heard is not None and since is not None:
        heard.heard(game_id, version, since)
