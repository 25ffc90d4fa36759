"""The Flask application factory."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask
from flask.json.provider import DefaultJSONProvider
from werkzeug.middleware.proxy_fix import ProxyFix

from referee.web.infra.startup import (
    DatabaseUnavailable,
    database_url,
    env_flag,
    instance_secret_key,
    upgrade_database,
)

# The exit status for "cannot start": gunicorn stops instead of restarting the worker.
CANNOT_START = 3
# Writes (POST, PUT, DELETE) per client address; a table records a round every minute
# or two, so only a runaway script meets these.
DEFAULT_WRITE_LIMITS = "60 per minute; 600 per hour"


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
    from referee.web.api import nights as night_api
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
    app.register_blueprint(night_api.bp)
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
