"""The catalogs: complete, placeholders kept, nothing marked in the code left out of them,
and the core speaking each language with its own plural rules."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from referee import i18n

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import check_catalogs  # noqa: E402

LOCALES = [i18n.locale_of(tag) for tag in i18n.LANGUAGES if tag != i18n.DEFAULT]


def ids(path: Path) -> set[str]:
    with path.open("rb") as file:
        catalog = read_po(file)
    return {m.id[0] if isinstance(m.id, tuple) else m.id for m in catalog if m.id}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalog_is_complete_with_the_english_placeholders(locale):
    path = i18n.CATALOGS / locale / "LC_MESSAGES" / "messages.po"
    assert check_catalogs.faults(path) == []


def test_a_catalog_with_a_fault_is_caught(tmp_path):
    bad = tmp_path / "bad.po"
    bad.write_text(
        'msgid ""\nmsgstr "Language: de\\n"\n\n'
        'msgid "{count} cards left"\nmsgstr "{anzahl} Karten übrig"\n\n'
        'msgid "Save"\nmsgstr ""\n\n'
        '#, fuzzy\nmsgid "Round"\nmsgstr "Runde"\n',
        encoding="utf-8",
    )
    found = "\n".join(check_catalogs.faults(bad))
    assert "placeholders ['anzahl'] instead of ['count']" in found
    assert "'Save': not translated" in found
    assert "'Round': fuzzy" in found


def test_extraction_finds_no_message_missing_from_the_catalogs(tmp_path):
    template = tmp_path / "messages.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg",
         "-k", "lazy_gettext", "--no-location", "-o", str(template), "."],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    marked = ids(template)
    assert len(marked) > 500
    for locale in LOCALES:
        missing = marked - ids(i18n.CATALOGS / locale / "LC_MESSAGES" / "messages.po")
        assert not missing, (locale, sorted(missing)[:20])


def test_a_missing_translation_shows_the_english():
    with i18n.speaking("de"):
        assert i18n._("A sentence no catalog holds.") == "A sentence no catalog holds."
        assert i18n._("") == ""
        assert i18n.ngettext("{n} thing", "{n} things", 3) == "{n} things"


def test_an_unknown_language_speaks_english():
    with i18n.speaking("xx"):
        assert i18n.current() == "en"


@pytest.mark.parametrize("tag", i18n.LANGUAGES)
def test_the_core_writes_decimals_as_babel_does(tag):
    from babel.numbers import format_decimal

    for value in (0.0, 1.25, -3.5, 12.04, 999.96):
        with i18n.speaking(tag):
            mine = i18n.decimal(value)
        expected = format_decimal(round(value, 1), format="0.0", locale=i18n.locale_of(tag))
        assert mine == expected.replace("\u2212", "-"), (tag, value)
