"""The rulebook in the language of the moment: English as written, every text marked and
translated, numbers kept."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from referee import i18n
from referee.rulebook import book as rulebook
from referee.rulebook.book import RULEBOOK, as_played, translated_entries
from referee.rulebook.entries import AWAITING, ENTRIES, SOURCES
from referee.rules import PRESETS, HouseRules


def catalog_of(locale: str) -> Path:
    """A language's catalog, as kept in the repository."""
    return i18n.CATALOGS / locale / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


LOCALES = ("de", "es", "es_419", "fr", "it", "nl", "pl", "pt_BR")
TABLES = (HouseRules(), *PRESETS.values())


def written() -> set[str]:
    """Every title, text, variant and source name of the tables, as written."""
    texts = {AWAITING, *SOURCES}
    for _, title, _, text, _, _, variants in ENTRIES:
        texts |= {title, text, *(variant for _, variant in variants)}
    return texts


def numbers(text: str) -> Counter[str]:
    """The numbers a text states (card names such as "+4" aside)."""
    return Counter(re.findall(r"\d+", re.sub(r"\+\d+", "", text)))


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The core speaking German from its catalog, compiled here."""
    with catalog_of("de").open("rb") as file:
        catalog = read_po(file, locale="de")
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / f"{i18n.DOMAIN}.mo").open("wb") as file:
        write_mo(file, catalog)
    monkeypatch.setattr(i18n, "CATALOGS", tmp_path)
    i18n.catalog.cache_clear()
    with i18n.speaking("de"):
        yield
    i18n.catalog.cache_clear()


def test_english_reads_as_written() -> None:
    with i18n.speaking("en"):
        assert translated_entries() == rulebook.entries()
        for rules in TABLES:
            assert as_played(rules) == [(e, e.as_played(rules)) for e in rulebook.entries()]
    assert all(entry.translated() is entry for entry in RULEBOOK.values())


@pytest.mark.parametrize("locale", LOCALES)
def test_every_text_is_marked_and_translated(locale: str) -> None:
    with catalog_of(locale).open("rb") as file:
        catalog = read_po(file)
    translated = {message.id for message in catalog if message.id and message.string}
    assert written() <= translated


def test_german_rulebook_differs_from_english_and_keeps_its_numbers(german: None) -> None:
    for entry in translated_entries():
        english = RULEBOOK[entry.id]
        assert entry.text != english.text, entry.id
        assert numbers(entry.text) == numbers(english.text), entry.id
        assert "{" not in entry.text, entry.id
        assert set(entry.sources).isdisjoint(english.sources), entry.id
    for rules in TABLES:
        with i18n.speaking("en"):
            english_played = {e.id: text for e, text in as_played(rules)}
        for entry, text in as_played(rules):
            assert text != english_played[entry.id], entry.id
            assert numbers(text) == numbers(english_played[entry.id]), entry.id
    # The search keeps reading the rulebook in English.
    assert RULEBOOK["deck"].title == "The deck"
