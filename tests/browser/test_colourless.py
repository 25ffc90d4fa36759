"""Cards tapped without their colours on a phone-sized Chromium: the round keeps them as
cards, the round's history draws them as chips without colour, readable in light and dark."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_editions_phone import enter_hands, key, open_round_form
from tests.browser.test_every_page import AXE, AXE_RUN

from .screenshots import snapshot

pytestmark = pytest.mark.browser


def history(page, number):
    """The chips of a round in the round's history: (class, name, face) each."""
    chips = page.locator(f"#round-{number} .cards [role=img]")
    return [
        (
            next(c for c in (chip.get_attribute("class") or "").split() if c.startswith("card-")),
            chip.get_attribute("aria-label"),
            "".join(chip.inner_text().split()),
        )
        for chip in chips.all()
    ]


def test_cards_tapped_without_colours_stay_cards_in_the_rounds_history(
    page, live_server, server, tap, artifacts
):
    game = open_round_form(page, server, live_server, "classic")
    tap("#winner-block label.chip:has-text('Ann')")
    enter_hands(tap, [["7", "S", "+2"], ["W+4"]])  # Bob and Cy without colours
    tap("[data-action=next]")
    page.locator("details.colours summary").click()
    page.get_by_role("button", name="Red", exact=True).click()
    tap(key("7"))  # Dee: a red 7, then a Reverse with no colour
    page.get_by_role("button", name="Red", exact=True).click()
    tap(key("R"))
    assert page.get_by_label("Bob's cards").input_value() == "7 SKIP +2"  # faces, as typed
    assert page.get_by_label("Dee's cards").input_value() == "R7 Rev"
    expect(page.locator("#hand-1 .hand-cards .card-X")).to_have_count(3)
    tap("#save")
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    (kept,) = server.rounds(game["id"])
    assert kept["hands"] == {
        "Bob": {"cards": ["7", "S", "+2"], "points": 47},
        "Cy": {"cards": ["W+4"], "points": 50},
        "Dee": {"cards": ["R7", "R"], "points": 27},
    }
    assert history(page, 1) == [
        ("card-X", "7", "7"),
        ("card-X", "Skip", "Skip"),
        ("card-X", "Draw Two", "+2"),
        ("card-W", "Wild Draw Four", "+4"),
        ("card-R", "red 7", "R7"),
        ("card-X", "Reverse", "Rev"),
    ]
    expect(page.locator("#round-1 .cards .muted")).to_have_count(0)  # no "total" left
    snapshot(page, artifacts / "colourless-history.png", full_page=True)


def test_a_flip_dark_round_tapped_without_colours_keeps_its_cards(page, live_server, server, tap):
    game = open_round_form(page, server, live_server, "flip")
    tap("#winner-block label.chip:has-text('Ann')")
    tap("#side-block label.chip:has-text('Dark')")
    enter_hands(tap, [["+5", "SE", "WDC"], ["7"], ["F"]])
    tap("#save")
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    (kept,) = server.rounds(game["id"])
    assert kept["side"] == "dark"
    assert kept["hands"] == {
        "Bob": {"cards": ["+5", "SE", "WDC"], "points": 110},
        "Cy": {"cards": ["7"], "points": 7},
        "Dee": {"cards": ["F"], "points": 20},
    }
    assert [(colour, face) for colour, _, face in history(page, 1)] == [
        ("card-X", "+5"), ("card-X", "SE"), ("card-W", "WDC"), ("card-X", "7"), ("card-X", "Flip"),
    ]  # fmt: skip
    page.goto(f"{live_server}/g/{game['id']}/summary")
    expect(page.locator("#records .card-X")).to_have_count(2)  # Bob's hand: the biggest caught


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_chips_without_colour_are_readable_in_both_schemes(
    browser, live_server, server, phone_viewport, scheme, artifacts
):
    game = server.new_game(["Ann", "Bob"])
    body = {"winner": "Ann", "hands": {"Bob": ["7", "S", "R", "+2", "B5"]}}
    answer = server.call("POST", f"/api/games/{game['id']}/rounds", body, key=game["edit_key"])
    assert "error" not in answer, answer
    context = browser.new_context(
        viewport=phone_viewport,
        color_scheme=scheme,
        bypass_csp=True,  # to inject axe-core
    )
    page = context.new_page()
    page.goto(f"{live_server}/g/{game['id']}")
    chip = page.locator("#round-1 .cards .card-X").first
    colours = chip.evaluate("c => [getComputedStyle(c).color, getComputedStyle(c).backgroundColor]")
    assert colours[0] != colours[1]
    page.add_script_tag(path=str(AXE))
    contrast = [v for v in page.evaluate(AXE_RUN) if v["id"] == "color-contrast"]
    snapshot(page, artifacts / f"colourless-chips-{scheme}.png", full_page=True)
    context.close()
    assert not contrast, contrast
