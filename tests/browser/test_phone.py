"""A whole game on a phone-sized Chromium: start it, record a round on the keypad, read it."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .screenshots import snapshot

pytestmark = pytest.mark.browser


def test_four_players_record_a_round_of_eight_cards_on_the_keypad(page, start_game, tap, artifacts):
    start_taps = start_game(["Ann", "Bob", "Cy", "Dee"])
    assert "Round 1: Ann deals, Bob plays first." in page.locator(".next-line").inner_text()
    snapshot(page, artifacts / "game-new.png", full_page=True)

    tap("#record")
    page.wait_for_url(re.compile(r"/rounds/new$"))
    tap("label.chip:has-text('Ann')")  # Ann went out; Bob's hand opens first
    # Colours are optional: points do not depend on them.
    tap(".key-rank[data-rank='7']")  # Bob: 7, Skip, 3 = 30
    tap(".key-rank[data-rank='S']")
    tap(".key-rank[data-rank='3']")
    tap("[data-action=next]")
    tap(".key-wild[data-code='W+4']")  # Cy: Wild Draw Four, 2 = 52
    tap(".key-rank[data-rank='2']")
    tap("[data-action=next]")
    tap(".key-rank[data-rank='9']")  # Dee: 9, 0, Wild = 59
    tap(".key-rank[data-rank='0']")
    tap(".key-wild[data-code='W']")
    assert page.locator("#hand-1 .points").inner_text() == "30"
    assert page.locator("#hand-2 .points").inner_text() == "52"
    assert page.locator("#hand-3 .points").inner_text() == "59"
    assert "141" in page.locator("#round-total").inner_text()
    assert page.get_by_label("Dee's cards").input_value() == "9 0 W"
    snapshot(page, artifacts / "round-keypad.png", full_page=True)
    snapshot(page, artifacts / "round-keypad-screen.png")
    tap("#save")
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    cards, players = 8, 4
    print(
        f"\nTAPS: start a four-player game: {start_taps} (4 name fields + start); "
        f"record a round of {cards} leftover cards in 3 hands: {tap.count} "
        f"(goal: at most {cards + players + 2})"
    )
    assert tap.count <= cards + players + 2

    totals = {
        el.get_attribute("data-player"): int(el.inner_text())
        for el in page.locator("#standings .total").all()
    }
    assert totals == {"Ann": 141, "Bob": 0, "Cy": 0, "Dee": 0}
    page.locator(".other-method summary").click()
    lowest = {
        el.get_attribute("data-player"): int(el.inner_text())
        for el in page.locator("#other-standings .total").all()
    }
    assert lowest == {"Ann": 0, "Bob": 30, "Cy": 52, "Dee": 59}
    assert "Round 2: Bob deals, Cy plays first." in page.locator(".next-line").inner_text()
    snapshot(page, artifacts / "game-after-round.png", full_page=True)


def test_colours_stay_available_and_every_card_is_named_with_its_colour(
    page, start_game, artifacts
):
    start_game(["Ann", "Bob"])
    page.locator("#record").click()
    page.locator("label.chip:has-text('Ann')").click()
    page.locator("details.colours summary").click()
    page.get_by_role("button", name="Red", exact=True).click()
    assert (
        page.get_by_role("button", name="Red", exact=True).get_attribute("aria-pressed") == "true"
    )
    page.get_by_role("button", name="7", exact=True).click()
    page.get_by_role("button", name="Rev").click()  # named "Reverse", showing "Rev"
    page.get_by_role("button", name="Red", exact=True).click()  # tapped again: no colour
    page.get_by_role("button", name="+2 (Draw Two)").click()
    assert page.get_by_label("Bob's cards").input_value() == "R7 RR +2"
    chips = page.locator("#hand-1 .hand-cards .card")
    shown = ["".join(c.inner_text().split(":")[0].split()) for c in chips.all()]
    assert shown == ["R7", "RRev", "+2"]  # the colour letter is shown, not only the colour
    expect(page.get_by_role("button", name=re.compile("red 7, tap to remove"))).to_have_count(1)
    snapshot(page, artifacts / "round-colours.png", full_page=True)
    chips.nth(2).click()  # the colourless Draw Two goes; the hand is all cards again
    page.locator("#save").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    history = page.locator("#round-1 .cards [role=img]")
    assert [c.get_attribute("aria-label") for c in history.all()] == ["red 7", "red Reverse"]
    assert ["".join(c.inner_text().split()) for c in history.all()] == ["R7", "RRev"]


def test_a_missing_hand_is_shown_next_to_that_player_and_nothing_is_saved(
    page, start_game, artifacts
):
    start_game(["Ann", "Bob", "Cy"])
    game_url = page.url
    page.locator("#record").click()
    page.locator("label.chip:has-text('Cy')").click()
    page.locator(".key-rank[data-rank='+2']").click()
    page.locator("#save").click()  # Bob's hand was left empty
    error = page.locator("#hand-1 .error")
    assert "Bob's leftover cards are missing" in error.inner_text()
    assert page.locator("#hand_0").input_value() == "+2"
    assert page.locator("#hand-1").get_attribute("class").count("active") == 1
    snapshot(page, artifacts / "round-error.png", full_page=True)
    page.goto(game_url)
    assert page.locator(".round").count() == 0


def test_entries_survive_a_closed_page_and_are_saved_once(page, live_server, start_game, artifacts):
    start_game(["Ann", "Bob"])
    game_url = page.url
    page.locator("#record").click()
    form_url = page.url
    page.locator("label.chip:has-text('Bob')").click()
    page.locator("details.colours summary").click()
    page.locator(".key-color[data-color=B]").click()
    page.locator(".key-rank[data-rank='R']").click()
    request_id = page.locator("input[name=request_id]").input_value()
    page.goto(game_url)
    page.goto(form_url)  # a fresh form: the draft comes back with its request id
    assert page.locator("#hand_0").input_value() == "BR"
    assert page.locator("input[name=request_id]").input_value() == request_id
    assert page.locator("#hand-0 .points").inner_text() == "20"
    page.locator("#save").click()
    page.wait_for_url(game_url)
    assert page.locator("#standings .total[data-player=Bob]").inner_text() == "20"
    page.locator("#record").click()  # the saved draft is gone: round 2 starts empty
    assert page.locator("#hand_0").input_value() == ""
    assert page.locator("text=Restore unsaved entries").count() == 0
    page.goto(game_url)
    page.locator("details.share summary").click()
    snapshot(page, artifacts / "game-share.png", full_page=True)
    page.goto(live_server + "/")
    assert page.locator(".chip-name").count() == 2
    page.locator(".chip-name[data-name=Bob]").click()
    assert page.locator("#players-0").input_value() == "Bob"
    page.locator("details.more > summary").click()
    snapshot(page, artifacts / "home-recent.png", full_page=True)


def test_the_view_link_follows_rounds_recorded_elsewhere(page, live_server):
    created = page.request.post(live_server + "/api/games", data={"players": ["Ann", "Bob"]})
    game = created.json()
    page.goto(f"{live_server}/g/{game['id']}")
    assert page.locator("#record").count() == 0  # the view link shows no edit controls
    page.request.post(
        f"{live_server}/api/games/{game['id']}/rounds",
        data={"winner": "Bob", "hands": {"Ann": ["W+4"]}},
        headers={"Authorization": f"Bearer {game['edit_key']}"},
    )
    bob = page.locator("#standings .total[data-player=Bob]")
    expect(bob).to_have_text("50", timeout=20000)  # the page polls and reloads itself
