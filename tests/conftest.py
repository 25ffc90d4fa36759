"""Fixtures shared by the web and browser tests: a migrated database, the app, a client.

The database is SQLite in a temporary folder, or a fresh PostgreSQL database when
``TEST_POSTGRES_URL`` names a server (``postgresql+psycopg://postgres@127.0.0.1:5432/test``):
the suite then creates its own database beside the one named (one per run), and drops it
at the end.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

import pytest

POSTGRES_ADMIN_URL = os.environ.get("TEST_POSTGRES_URL")
# One database per run, so that several runs may share a server at once.
TEST_DATABASE = f"uno_referee_test_{os.getpid()}"


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A database URL for the whole run, empty at the start."""
    if not POSTGRES_ADMIN_URL:
        yield "sqlite:///" + str(tmp_path_factory.mktemp("db") / "test.sqlite")
        return
    import sqlalchemy as sa

    admin = sa.create_engine(POSTGRES_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f"DROP DATABASE IF EXISTS {TEST_DATABASE} WITH (FORCE)"))
        conn.execute(sa.text(f"CREATE DATABASE {TEST_DATABASE}"))
    yield re.sub(r"/[^/]*$", "/" + TEST_DATABASE, POSTGRES_ADMIN_URL)
    with admin.connect() as conn:
        conn.execute(sa.text(f"DROP DATABASE IF EXISTS {TEST_DATABASE} WITH (FORCE)"))
    admin.dispose()


@pytest.fixture
def app(database_url: str) -> Iterator[Any]:
    """The app on the test database; every table is emptied after each test."""
    from app import create_app
    from referee.web.extensions import db

    app = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": database_url,
            "SECRET_KEY": "test-secret",
        }
    )
    yield app
    with app.app_context():
        db.session.remove()
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.engine.dispose()


@pytest.fixture
def client(app: Any) -> Any:
    """A test client of the app."""
    return app.test_client()
