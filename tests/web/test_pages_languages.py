"""The pages in every language: what a worker keeps is kept per language, so a device
reading German never gets a copy made for English; numbers are written the language's
way, and English reads as it always did."""

from __future__ import annotations

from referee import i18n
from referee.web.infra import display, wording
from referee.web.pages import games as pages
from referee.web.pages import groups as group_pages
from referee.web.pages import share
from referee.web.service import groups

FOUR = ["Ann", "Bob", "Cy", "Dee"]


def reader(app, language):
    """A client whose device reads ``language`` (its ``lang`` cookie)."""
    client = app.test_client()
    client.set_cookie("lang", language)
    return client


def kept_languages(kept, first):
    """The languages kept for the page whose key starts with ``first``."""
    return {key[-1] for key in list(kept._values) if key[0] == first}


def test_each_language_gets_its_own_kept_scoreboard(app, api):
    game, key = api.create(players=FOUR)
    api.play(game["id"], key, "Ann", Bob=10, Cy=20, Dee=30)
    for language in ("de", "en", "de", "pl"):
        assert reader(app, language).get(f"/g/{game['id']}").status_code == 200
    assert kept_languages(pages.scoreboards, game["id"]) == {"de", "en", "pl"}


def test_each_language_gets_its_own_kept_group_page_and_pictures(app, client):
    group_id = client.post("/api/groups", json={"name": "Friday table"}).get_json()["id"]
    game = client.post("/api/games", json={"players": FOUR}).get_json()
    for language in ("fr", "en"):
        device = reader(app, language)
        assert device.get(f"/groups/{group_id}").status_code == 200
        assert device.get(f"/groups/{group_id}/standings.png").status_code == 200
        assert device.get(f"/g/{game['id']}/summary.png").status_code == 200
    assert kept_languages(group_pages.group_pages, group_id) == {"fr", "en"}
    assert {k[-1] for k in list(share.pictures._values) if k[1] == group_id} == {"fr", "en"}
    assert {k[-1] for k in list(share.pictures._values) if k[1] == game["id"]} == {"fr", "en"}


def test_the_keypad_reminder_and_card_chips_are_worked_out_per_language():
    display.keypad_rows_in.cache_clear()
    display.draw_cards_in.cache_clear()
    display.card_chip_in.cache_clear()
    for language in ("en", "de", "en"):
        with i18n.speaking(language):
            display.keypad_rows("flip")
            display.draw_cards("flip")
    assert display.keypad_rows_in.cache_info().currsize == 2
    assert display.draw_cards_in.cache_info().currsize == 2
    assert display.draw_cards("classic") == "Draw Two or Wild Draw Four"  # English as it was


def test_numbers_are_written_the_languages_way():
    assert (wording.decimal(5.25), wording.decimal(-0.04), wording.percent(0.25)) == (
        "5.2",
        "0.0",
        "25%",
    )
    with i18n.speaking("de"):
        assert (wording.decimal(1.25), wording.decimal(3.0, 0)) == ("1,2", "3")
        assert wording.percent(0.25) == "25\u00a0%"
    with i18n.speaking("pl"):
        assert wording.decimal(12.75, 2) == "12,75"


def test_english_ratings_and_sides_read_as_before():
    assert groups.Rating(0.0, 0.01).shown == "0.0"  # never "-0.0"
    assert groups.Rating(10.0, 1.5).shown == "5.5"
    with i18n.speaking("de"):
        assert groups.Rating(10.0, 1.5).shown == "5,5"
    assert (wording.side_name("light"), wording.side_choice("dark")) == ("light side", "Dark")
