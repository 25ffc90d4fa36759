"""What to expect on a phone: the new-game form follows the options chosen; insights at 320 px."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .screenshots import snapshot

pytestmark = pytest.mark.browser


def test_the_new_game_form_updates_what_to_expect(page, live_server, artifacts):
    page.goto(live_server + "/")
    caption = page.locator("#expect-caption")
    assert "4 players" in caption.inner_text()
    for index, name in enumerate(["Ann", "Bob", "Cy", "Dee", "Eve"]):
        page.locator(".player-input").nth(index).fill(name)
    page.locator("details.more > summary").click()
    page.locator("input[name=preset][value=custom]").check(force=True)
    page.locator("details.custom-rules > summary").click()
    page.select_option("select[name='rules-stacking']", index=3)  # any draw card
    expect(caption).to_contain_text("any draw card")
    assert caption.inner_text().startswith("5 players · Classic · to 500 · Winner collects")
    big = page.locator("tr[data-key=big_draw_share]")
    assert big.locator(".ours").inner_text() != "0%"
    assert big.locator(".official").inner_text() == "0%"
    page.locator("#expectations").scroll_into_view_if_needed()
    snapshot(page, str(artifacts / "expectations-new-game.png"))


@pytest.mark.parametrize("path", ["/insights", "/"])
def test_pages_fit_a_narrow_phone(page, live_server, artifacts, path):
    page.set_viewport_size({"width": 320, "height": 700})
    page.goto(live_server + path)
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    if path == "/insights":
        assert page.locator("svg.chart rect").count() == 4
        snapshot(page, str(artifacts / "insights-320.png"), full_page=True)


def test_each_deck_shows_its_own_figures(page, live_server, artifacts):
    page.goto(live_server + "/")
    flips = page.locator("#expectations tr[data-key=flips_per_round]")
    challenges = page.locator("#expectations tr[data-key=challenges_per_round]")
    expect(challenges).to_be_visible()
    expect(flips).to_be_hidden()
    page.locator("details.more > summary").click()
    page.locator("input[name=deck][value=flip]").check(force=True)
    expect(flips).to_be_visible()
    expect(challenges).to_be_hidden()
    expect(page.locator("#expect-caption")).to_contain_text("UNO Flip!")
    expect(flips.locator(".ours")).not_to_have_text("0.0")
    page.locator("#expectations").scroll_into_view_if_needed()
    snapshot(page, str(artifacts / "expectations-flip.png"))
    page.locator("input[name=deck][value=no_mercy]").check(force=True)
    expect(page.locator("#expectations tr[data-key=knockout_share]")).to_be_visible()
    expect(flips).to_be_hidden()
    page.locator("input[name=deck][value=classic]").check(force=True)
    expect(challenges).to_be_visible()
    page.locator("input[name=scoring][value=elimination]").check(force=True)
    expect(page.locator("#expect-caption")).to_contain_text("Challenge UNO")
