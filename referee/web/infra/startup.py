"""What a process does before it serves: settings from the environment, the secret key kept
in ``instance/``, and the database opened and migrated, one process at a time."""

from __future__ import annotations

import fcntl
import os
import secrets
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa
from flask import Flask
from flask_migrate import upgrade

from referee.web.infra.extensions import db

# Any fixed number shared by every process of the app: the PostgreSQL advisory lock
# that lets one process migrate while the others wait.
MIGRATION_LOCK_KEY = 0x756E6F_6D6967  # "uno mig"


def env_flag(name: str, default: bool) -> bool:
    """A yes/no setting from the environment (``0``, ``false``, ``no``, ``off`` mean no)."""
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() not in ("0", "false", "no", "off", "")


def database_url(instance_path: str) -> str:
    """``DATABASE_URL`` from the environment, else a SQLite file in the instance folder."""
    url = os.environ.get("DATABASE_URL")
    if url:
        # Hosting platforms often hand out postgres:// URLs; SQLAlchemy wants a driver name.
        for prefix in ("postgres://", "postgresql://"):
            if url.startswith(prefix):
                url = "postgresql+psycopg://" + url.removeprefix(prefix)
        return url
    return "sqlite:///" + str(Path(instance_path) / "uno.sqlite")


def instance_secret_key(instance_path: str) -> str:
    """The secret key kept in ``instance/secret_key``, generated on first run."""
    path = Path(instance_path) / "secret_key"
    if not path.exists():
        # Written whole under another name, then linked in place: a worker starting at
        # the same moment sees either no file or the whole key, never an empty one.
        with tempfile.NamedTemporaryFile(
            "w", dir=instance_path, prefix=".secret_key.", delete=False, encoding="ascii"
        ) as file:
            os.chmod(file.name, 0o600)
            file.write(secrets.token_hex(32))
        try:
            os.link(file.name, path)
        except FileExistsError:
            pass  # another worker created it first
        finally:
            os.unlink(file.name)
    return path.read_text(encoding="ascii").strip()


class DatabaseUnavailable(RuntimeError):
    """The database cannot be reached, or does not exist."""


def safe_url(url: sa.engine.URL) -> str:
    """The database URL with its password hidden."""
    return url.render_as_string(hide_password=True)


def upgrade_database(app: Flask) -> None:
    """Create or migrate the schema to the newest revision, one process at a time.

    :raises DatabaseUnavailable: naming the database when it cannot be opened.
    """
    with app.app_context():
        engine = db.engine
        try:
            with migration_lock(engine):
                upgrade()
        except sa.exc.OperationalError as error:
            reason = " ".join(str(error.orig or error).split())
            raise DatabaseUnavailable(
                f"cannot open the database {safe_url(engine.url)}: {reason}"
            ) from error
        finally:
            # A process that forks workers next (gunicorn --preload) must not hand
            # them its open connections.
            engine.dispose()


@contextmanager
def migration_lock(engine: sa.Engine) -> Iterator[None]:
    """Hold the lock that lets one process at a time migrate this database.

    Workers and machines that start together queue here; the first migrates, the
    others find the schema current.
    """
    if engine.dialect.name == "postgresql":
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            conn.execute(sa.select(sa.func.pg_advisory_lock(MIGRATION_LOCK_KEY)))
            try:
                yield
            finally:
                conn.execute(sa.select(sa.func.pg_advisory_unlock(MIGRATION_LOCK_KEY)))
    elif engine.dialect.name == "sqlite" and engine.url.database not in (None, "", ":memory:"):
        # SQLite runs each CREATE TABLE on its own, so a lock file beside the database
        # keeps two processes from creating the same table.
        lock_path = Path(str(engine.url.database) + ".migrate-lock")
        try:
            lock_file = open(lock_path, "a")  # noqa: SIM115 (held until the end)
        except OSError as error:
            raise DatabaseUnavailable(
                f"cannot open the database {safe_url(engine.url)}: {error.strerror}"
            ) from error
        with lock_file:
            fcntl.flock(lock_file, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock_file, fcntl.LOCK_UN)
    else:
        yield
