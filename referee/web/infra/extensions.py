"""Flask extensions, created unbound here and bound in the app factory."""

import fcntl
import hashlib
import os
import sqlite3
from typing import TYPE_CHECKING, Any, ClassVar

from flask import Flask, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from sqlalchemy import Table, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Session, SessionTransaction


class Base(DeclarativeBase):
    """Declarative base of every model."""

    if TYPE_CHECKING:
        # Every model here maps one table (SQLAlchemy types it as any FROM clause).
        __table__: ClassVar[Table]


# Posts that change nothing stored: a ruling, the points of some cards.
LOOK_UPS = frozenset({"api.rule_on_action", "api.score_cards"})
# Posts that start something new: counted per client address, as nothing holds a key yet.
STARTS = frozenset(
    {
        "api.create_game",
        "api.create_group",
        "exports.import_json",
        "exports.import_group",
        "exports.import_night",
        "night_api.create_night",
        "nights.start_night",
        "pages.start_game",
        "groups.start_group",
    }
)


def is_read() -> bool:
    """Whether the request only reads or looks something up (never rate limited)."""
    return request.method in ("GET", "HEAD", "OPTIONS") or request.endpoint in LOOK_UPS


def bearer_key() -> str | None:
    """The key of an ``Authorization: Bearer <key>`` header, if the request has one."""
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    return key.strip() or None if scheme.lower() == "bearer" else None


def write_key() -> str:
    """Whose budget a write counts against: its edit key's (a night's organiser key for
    seating and ending its rounds), else the game's, group's or night's it writes to (the
    pages keep the key in the device's cookie), else the client address's.

    Starting a game, a group or a night counts per address. So thirty tables behind one address
    each have their own budget, and one client flooding one game meets its game's limit.
    """
    address = get_remote_address()
    if request.endpoint in STARTS:
        return f"address:{address}"
    key = bearer_key()
    if key is not None:
        return "key:" + hashlib.sha256(key.encode()).hexdigest()[:32]
    arguments = request.view_args or {}
    for name in ("game_id", "group_id", "night_id"):
        if isinstance(arguments.get(name), str):
            return f"{name}:{arguments[name]}"
    return f"address:{address}"


# After a commit the session keeps the values it wrote instead of reading them back; the
# one value the database changes by itself (a game's version) is set by the write itself.
db = SQLAlchemy(model_class=Base, session_options={"expire_on_commit": False})
migrate = Migrate()
csrf = CSRFProtect()
# The app-wide limit (RATELIMIT_APPLICATION) counts the writes of one edit key (or one
# client address, for starting games and groups).
limiter = Limiter(write_key, application_limits_exempt_when=is_read)


def init_limiter(app: Flask) -> None:
    """Bind the limiter with this app's own limits (``RATELIMIT_APPLICATION``).

    The limiter keeps the limits of the first app it was bound to; a process that makes
    several apps (the tests do) gives each its own.
    """
    limiter.limit_manager.set_application_limits([])
    limiter.init_app(app)


@event.listens_for(Engine, "connect")
def tune_sqlite(dbapi_connection: Any, _record: Any) -> None:
    """SQLite in write-ahead-log mode: readers never wait for a writer, commits stay cheap.

    With WAL, ``synchronous=NORMAL`` still survives a killed process (only a power cut may
    lose the last commits); writers queue for up to 15 s instead of failing at once.
    """
    if not isinstance(dbapi_connection, sqlite3.Connection):
        return
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=15000")  # first, so that switching to WAL waits too
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def wait_sqlite_write_turn(session: Session) -> None:
    """Wait until this SQLite database's other writers are done; the turn lasts until the
    session's transaction ends (commit or rollback).

    SQLite has one writer at a time, and a writer that finds the database locked sleeps
    and polls (up to 100 ms a time), so busy writers would mostly wait on their sleeps.
    A lock file beside the database queues them instead: the next one goes on at once.
    Every thread and process takes its turn the same way. Other engines, and a database
    with no file, have no turn to wait for.
    """
    url = session.get_bind().engine.url
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return
    if "sqlite_write_turn" in session.info:
        return  # this transaction's turn already (a second lock would wait for itself)
    # Read-only is enough to lock, so a file made by another user (a restore) still works.
    turn = os.open(f"{url.database}.write-lock", os.O_RDONLY | os.O_CREAT, 0o644)
    try:
        fcntl.flock(turn, fcntl.LOCK_EX)
    except BaseException:
        os.close(turn)
        raise
    session.info["sqlite_write_turn"] = turn


@event.listens_for(Session, "after_transaction_end")
def end_sqlite_write_turn(session: Session, transaction: SessionTransaction) -> None:
    """The writer's transaction is over: the next writer's turn (closing drops the lock)."""
    if transaction.parent is None and "sqlite_write_turn" in session.info:
        os.close(session.info.pop("sqlite_write_turn"))
