"""The Flask application factory."""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask


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
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = instance_secret_key(app.instance_path)

    from referee.web import (
        api,
        assets,
        cli,
        disputes,
        expectations,
        house_rules,
        offline,
        pages,
        security,
    )
    from referee.web.extensions import csrf, db, migrate

    db.init_app(app)
    migrate.init_app(app, db, directory=str(Path(__file__).parent / "migrations"))
    csrf.init_app(app)
    security.init_app(app)
    assets.init_app(app)
    cli.init_app(app)
    app.json.sort_keys = False  # keep documents in the order the contract writes them
    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(disputes.bp)
    app.register_blueprint(house_rules.bp)
    app.register_blueprint(offline.bp)
    app.register_blueprint(expectations.bp)
    if app.config["AUTO_MIGRATE"]:
        upgrade_database(app)
    return app


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
        try:
            with open(path, "x", encoding="ascii") as file:
                os.chmod(path, 0o600)
                file.write(secrets.token_hex(32))
        except FileExistsError:
            pass  # another worker created it first
    return path.read_text(encoding="ascii").strip()


def upgrade_database(app: Flask) -> None:
    """Create or migrate the schema to the newest revision."""
    from flask_migrate import upgrade

    with app.app_context():
        upgrade()
