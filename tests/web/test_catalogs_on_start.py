"""Every start speaks every language: the app compiles the catalogs it finds missing or
older than their ``.po`` (they are not kept with the code), and a start that cannot says
so in one line instead of speaking English without a word."""

from __future__ import annotations

import gettext
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from referee import i18n
from referee.web.infra import languages

GERMAN_PHONE = {"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"}


def forget_everything_read() -> None:
    """As in a process that has read no catalog yet."""
    languages.forget_catalogs()
    i18n._warned.clear()


@pytest.fixture
def plain_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The catalogs as a checkout has them: ``.po`` files, nothing compiled."""
    folder = tmp_path / "translations"
    for po in i18n.CATALOGS.glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po"):
        target = folder / po.relative_to(i18n.CATALOGS)
        target.parent.mkdir(parents=True)
        shutil.copy(po, target)
    assert not list(folder.rglob("*.mo"))
    monkeypatch.setattr(i18n, "CATALOGS", folder)
    forget_everything_read()
    yield folder
    monkeypatch.undo()
    forget_everything_read()


def build(database_url: str) -> Any:
    from app import create_app

    return create_app(
        {"TESTING": True, "SQLALCHEMY_DATABASE_URI": database_url, "SECRET_KEY": "test-secret"}
    )


def test_a_start_without_compiled_catalogs_speaks_german_to_a_german_phone(
    plain_checkout: Path, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    app = build(database_url)
    compiled = sorted(p.parent.parent.name for p in plain_checkout.rglob("*.mo"))
    assert compiled == ["de", "es", "es_419", "fr", "it", "nl", "pl", "pt_BR"]
    client = app.test_client()

    page = client.get("/", headers=GERMAN_PHONE)
    assert page.headers["Content-Language"] == "de"
    assert 'lang="de"' in page.text
    with i18n.speaking("de"):
        assert i18n._("Start a game") != "Start a game"
        assert i18n._("Start a game") in page.text  # the templates' words

    error = client.post("/api/games", json={"players": ["Ann"]}, headers=GERMAN_PHONE)
    with i18n.speaking("en"):
        english = i18n._("Start a game")
    assert error.status_code == 400
    assert english not in error.text
    with i18n.speaking("de"):
        assert error.get_json()["error"]["message"] != build_english_error(app)  # the core's

    script = client.get("/messages/de.js")
    assert script.status_code == 200
    assert '"Round {number}": "Runde {number}"' in script.text  # the phone's messages
    assert "warning" not in capsys.readouterr().err


def build_english_error(app: Any) -> str:
    """The same refusal in English."""
    answer = app.test_client().post(
        "/api/games", json={"players": ["Ann"]}, headers={"Accept-Language": "en"}
    )
    return str(answer.get_json()["error"]["message"])


def test_a_catalog_older_than_its_po_is_compiled_again(
    plain_checkout: Path, database_url: str
) -> None:
    build(database_url)
    mo = plain_checkout / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    mo.write_bytes(b"")  # an old, broken file ...
    os.utime(mo, (1, 1))  # ... from long before its .po
    forget_everything_read()
    app = build(database_url)
    assert mo.stat().st_size > 1000
    assert 'lang="de"' in app.test_client().get("/", headers=GERMAN_PHONE).text
    with i18n.speaking("de"):
        assert i18n._("Start a game") != "Start a game"


def test_workers_starting_together_each_find_whole_catalogs(plain_checkout: Path) -> None:
    start = threading.Barrier(8)
    errors: list[BaseException] = []

    def worker() -> None:
        start.wait()
        try:
            languages.prepare_catalogs(plain_checkout)
            for tag in i18n.LANGUAGES[1:]:  # each reads a whole file, never a half one
                with (plain_checkout / i18n.locale_of(tag) / "LC_MESSAGES" / "messages.mo").open(
                    "rb"
                ) as file:
                    gettext.GNUTranslations(file)
        except BaseException as error:  # noqa: BLE001 (reported below)
            errors.append(error)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    assert [p.name for p in plain_checkout.rglob("*") if p.name.startswith(".")] == []


def test_a_start_that_cannot_compile_says_so_in_one_line(
    plain_checkout: Path,
    database_url: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def read_only(path: Path, data: bytes) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(languages, "write_atomically", read_only)
    app = build(database_url)
    app.test_client().get("/", headers=GERMAN_PHONE)
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert lines == [
        f"warning: cannot compile the language catalogs in {plain_checkout} "
        "(Permission denied): pages will be in English instead of "
        "de, es, es_419, fr, it, nl, pl, pt_BR"
    ]
