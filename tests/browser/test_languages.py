"""Languages on the phone: the picker, and pages kept for use offline in the language the
device chose, never in another."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_the_picker_changes_the_language_and_offline_pages_follow(page, server, kept):
    game = server.new_game(["Ann", "Bob"])
    base = server.base_url
    board = f"/g/{game['id']}"
    page.goto(f"{base}{board}/edit/{game['edit_key']}")
    kept(page, [board, "/offline"])
    english_title = page.title()

    page.select_option("#language-choice", "de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#language-choice")).to_have_value("de")
    assert page.url.endswith(board)
    german_title = page.title()
    assert german_title != english_title
    kept(page, [board, "/offline", "/"])  # the device's new language is kept as well

    page.context.set_offline(True)
    page.reload()
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.title() == german_title
    expect(page.locator("#offline-banner")).to_be_visible()
    page.goto(base + "/g/never-opened-here")
    assert page.evaluate("document.documentElement.lang") == "de"

    page.context.set_offline(False)
    page.goto(f"{base}/language?lang=en&next={board}")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    kept(page, [board])
    page.context.set_offline(True)
    page.reload()
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.title() == english_title


def test_a_phone_set_to_mexican_spanish_reads_latin_american_spanish_offline_too(
    phone, server, kept
):
    page = phone(locale="es-MX")  # Accept-Language: es-MX
    game = server.new_game(["Ana", "Beto"])
    base = server.base_url
    board = f"/g/{game['id']}"
    page.goto(f"{base}{board}/edit/{game['edit_key']}")
    expect(page.locator("html")).to_have_attribute("lang", "es-419")
    expect(page.locator("#language-choice")).to_have_value("es-419")
    expect(page.locator("#language-choice option[value='es']")).to_have_text("Español (España)")
    assert page.evaluate("LANG") == "es-419"  # the scripts' messages, /messages/es-419.js
    kept(page, [board, "/offline"])  # in "pages-es-419", the cache of its language
    latin_title = page.title()

    page.select_option("#language-choice", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    kept(page, [board])
    page.goto(f"{base}/language?lang=es-419&next={board}")
    expect(page.locator("html")).to_have_attribute("lang", "es-419")
    kept(page, [board])

    page.context.set_offline(True)
    page.reload()
    assert page.evaluate("document.documentElement.lang") == "es-419"
    assert page.title() == latin_title
