"""Fixtures shared by every test folder: the app, a client, and random valid rounds.

The database is SQLite in a temporary folder, or a fresh PostgreSQL database when
``TEST_POSTGRES_URL`` names a server (``postgresql+psycopg://postgres@127.0.0.1:5432/test``):
the suite then creates its own database beside the one named (one per run, and per worker
under pytest-xdist: each process names it after itself), and drops it at the end. The app
is built once per process; each test gets it with every table empty.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import strategies as st

from referee.decks import get_deck

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


@pytest.fixture(scope="session")
def shared_app(database_url: str) -> Iterator[Any]:
    """The app on the test database, built (and migrated) once per run and worker."""
    from app import create_app
    from referee.web.infra.extensions import db

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
        db.engine.dispose()


@pytest.fixture
def app(shared_app: Any) -> Iterator[Any]:
    """The app on the test database, as new to each test: afterwards every table is
    emptied, the test's changes to the configuration are undone, what the process keeps
    in memory (kept scoresheets, documents, pages and pictures) is forgotten, and the
    write limiter, which an app a test built with limits may have taken, is this app's
    again (off, as tests meet no limit unless they ask)."""
    from referee.web.infra.extensions import db, init_limiter

    config = dict(shared_app.config)
    yield shared_app
    with shared_app.app_context():
        db.session.remove()
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.session.remove()
    shared_app.config.clear()
    shared_app.config.update(config)
    forget_kept()
    init_limiter(shared_app)


def forget_kept() -> None:
    """Empty every memory of kept values (``Kept``) of the web layer's modules."""
    import sys

    for name, module in list(sys.modules.items()):
        if not name.startswith("referee.web") or module is None:
            continue
        for value in list(vars(module).values()):
            if type(value).__name__ == "Kept" and hasattr(value, "_values"):
                with value._lock:
                    value._values.clear()


@pytest.fixture
def client(app: Any) -> Any:
    """A test client of the app."""
    return app.test_client()


@contextmanager
def serving(app: Any) -> Iterator[str]:
    """The app served over HTTP by a threaded werkzeug server on a free port; its base URL."""
    from werkzeug.serving import make_server

    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()
        thread.join(timeout=10)


@pytest.fixture(scope="session")
def serve() -> Any:
    """``with serve(app) as base_url:`` the app over real HTTP on loopback."""
    return serving


@pytest.fixture(scope="session")
def official_rules() -> dict[str, object]:
    """Every house-rule option at its official value, as the API contract writes them."""
    return {
        "stacking": "off",
        "seven_o": False,
        "jump_in": False,
        "draw_until_playable": False,
        "must_play_drawn": False,
        "draw_four_challenge": True,
        "challenge_winner_plays": True,
        "uno_penalty": 2,
        "false_uno_penalty": 0,
        "two_player_reverse_skips": True,
        "no_wild_finish": False,
        "first_reverse": "dealer",
    }


# ---- random valid rounds (session-scoped: property tests draw from them) ------------------


@st.composite
def random_round_body(draw: Any, players: tuple[str, ...], deck_name: str = "classic") -> Any:
    """A valid round as the JSON API takes it: each non-winner's cards (any case) or total."""
    pile = draw(st.permutations([card.code for card in get_deck(deck_name).cards()]))
    winner = draw(st.sampled_from(players))
    hands: dict[str, object] = {}
    for player in players:
        if player == winner:
            continue
        if draw(st.booleans()):
            hands[player] = {"points": draw(st.integers(0, 250))}
        else:
            count = draw(st.integers(1, 7))
            hands[player] = [c.lower() if draw(st.booleans()) else c for c in pile[:count]]
            pile = pile[count:]
    return {"winner": winner, "hands": hands}


def points_by_contract(raw: Any) -> int:
    """A hand's points written out from the contract's card values."""
    if isinstance(raw, dict):
        return raw["points"]
    values = {"W": 50, "W+4": 50, "WSW": 40, "WSH": 40, "WC": 40}
    return sum(values.get(code.upper(), int(code[1]) if code[1:].isdigit() else 20) for code in raw)


@pytest.fixture(scope="session")
def round_bodies() -> Any:
    """``round_bodies(players, deck)``: a strategy of valid round bodies."""
    return random_round_body


@pytest.fixture(scope="session")
def expected_points() -> Any:
    """``expected_points(raw)``: a hand's points from the contract's card values."""
    return points_by_contract


# Modules whose tests run in one process, in their order, under pytest-xdist (``-n``): the
# fuzzing's last test counts what the fuzzing before it saw.
ONE_WORKER = ("tests/web/test_api_fuzz.py",)


def pytest_xdist_make_scheduler(config: Any, log: Any) -> Any:
    """Under ``-n``, each test goes to whichever worker is free (as ``--dist load``), except
    that the tests of a module of ``ONE_WORKER`` all go to one worker."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class LoadKeepingModulesTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if module in ONE_WORKER else nodeid

    return LoadKeepingModulesTogether(config, log)


def pytest_configure(config: Any) -> None:
    """Compile the catalogs when a .po is newer than its .mo (the set-up does it too).

    Under pytest-xdist the main process does it, before any worker starts.
    """
    if hasattr(config, "workerinput"):
        return
    from pathlib import Path

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    from referee import i18n

    for po in Path(i18n.CATALOGS).glob("*/LC_MESSAGES/messages.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            with po.open("rb") as source:
                catalog = read_po(source)
            with mo.open("wb") as target:
                write_mo(target, catalog)
    i18n.catalog.cache_clear()
