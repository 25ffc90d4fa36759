"""The Flask application factory."""

from __future__ import annotations

import fcntl
import os
import secrets
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from flask import Flask
from flask.json.provider import DefaultJSONProvider
from werkzeug.middleware.proxy_fix import ProxyFix

# Any fixed number shared by every process of the app: the PostgreSQL advisory lock
# that lets one process migrate while the others wait.
MIGRATION_LOCK_KEY = 0x756E6F_6D6967  # "uno mig"
# The exit status for "cannot start": gunicorn stops instead of restarting the worker.
CANNOT_START = 3
# Writes (POST, PUT, DELETE) per client address; a table records a round every minute
# or two, so only a runaway script meets these.
DEFAULT_WRITE_LIMITS = "60 per minute; 600 per hour"
# Seconds a client is asked to wait when the database cannot be reached (a restart, a


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Create and configure the app: SQLite in ``instance/`` unless told otherwise."""
    app = Flask(__name__, instance_relative_config=True)
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    app.config.from_mapping(
        SQLALCHEMY_DATABASE_URI=database_url(app.instance_path),
        SECRET_KEY=os.environ.get("SECRET_KEY") or None,
        AUTO_MIGRATE=True,
        PERMANENT_SESSION_LIFETIME=60 * 60 * 24 * 365,
        SESSION_COOKIE_SAMESITE="Lax",
        MAX_CONTENT_LENGTH=64 * 1024,
        WTF_CSRF_TIME_LIMIT=None,
        RATELIMIT_ENABLED=env_flag("RATELIMIT_ENABLED", True),
        RATELIMIT_APPLICATION=os.environ.get("RATELIMIT_WRITES", DEFAULT_WRITE_LIMITS),
        RATELIMIT_STORAGE_URI=os.environ.get("RATELIMIT_STORAGE_URI", "memory://"),
        RATELIMIT_HEADERS_ENABLED=True,
        PROXY_HOPS=int(os.environ.get("PROXY_HOPS", "0")),
        # A connection is tried before each use, so the first requests after the
        # database restarts get fresh connections instead of failing on dead ones.
        SQLALCHEMY_ENGINE_OPTIONS={"pool_pre_ping": True},
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        # Tests meet the limits only when they ask for them.
        app.config["RATELIMIT_ENABLED"] = False
        app.config.from_mapping(test_config)
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = instance_secret_key(app.instance_path)
    if app.config["PROXY_HOPS"]:
        hops = app.config["PROXY_HOPS"]
        # Flask's documented way to add WSGI middleware, though wsgi_app is a method.
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops
        )

    # The catalogs first: some modules say their words in every language as they load.
    from referee import i18n
    from referee.web.infra.languages import prepare_catalogs

    prepare_catalogs(i18n.CATALOGS)

    from referee.web import cli, errors, templating
    from referee.web.api import expectations, exports
    from referee.web.api import v1 as api
    from referee.web.infra import assets, device, languages, security
    from referee.web.infra.extensions import csrf, db, init_limiter, migrate
    from referee.web.pages import disputes, history, house_rules, offline, share
    from referee.web.pages import games as pages
    from referee.web.pages import groups as group_pages

    db.init_app(app)
    app.teardown_appcontext(errors.end_session)  # before Flask-SQLAlchemy's own (run in reverse)
    migrate.init_app(app, db, directory=str(Path(__file__).parent / "migrations"))
    security.init_app(app)  # first: its checks run before CSRF reads a form
    csrf.init_app(app)
    init_limiter(app)
    assets.init_app(app)
    cli.init_app(app)
    languages.init_app(app)
    device.init_app(app)
    assert isinstance(app.json, DefaultJSONProvider)  # Flask's own, unless told otherwise
    app.json.sort_keys = False  # keep documents in the order the contract writes them
    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(disputes.bp)
    app.register_blueprint(house_rules.bp)
    app.register_blueprint(history.bp)
    app.register_blueprint(offline.bp)
    app.register_blueprint(expectations.bp)
    app.register_blueprint(exports.bp)
    app.register_blueprint(group_pages.bp)
    app.register_blueprint(share.bp)
    errors.register(app)
    templating.register(app)
    if app.config["AUTO_MIGRATE"]:
        try:
            upgrade_database(app)
        except DatabaseUnavailable as error:
            # One line that names the database, instead of a traceback ending in the cause.
            print(f"error: {error}", file=sys.stderr, flush=True)
            raise SystemExit(CANNOT_START) from None
    return app


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
    from flask_migrate import upgrade

    from referee.web.infra.extensions import db

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
