"""Flask extensions, created unbound here and bound in the app factory."""

import sqlite3
from typing import Any

from flask import request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    """Declarative base of every model."""


def is_read() -> bool:
    """Whether the request only reads (reads are never rate limited)."""
    return request.method in ("GET", "HEAD", "OPTIONS")


db = SQLAlchemy(model_class=Base)
migrate = Migrate()
csrf = CSRFProtect()
# The app-wide limit (RATELIMIT_APPLICATION) counts every write of one client address.
limiter = Limiter(get_remote_address, application_limits_exempt_when=is_read)


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
