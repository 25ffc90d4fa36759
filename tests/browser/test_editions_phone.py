"""Every deck on a phone-sized Chromium, by taps only: the keypad shows the game's own
cards (Flip's side switches them), No Mercy's knock-out is one tap on the player's row,
the round form passes axe-core in both colour schemes, and a Flip scoreboard stays light.

Taps are counted as in test_phone.py: the winner, the side or knock-out, every card key,
"Next player" and Save, for four players with eight leftover cards.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.test_every_page import AXE, AXE_RUN, SERIOUS, SIDEWAYS, SMALL_TARGETS

from .screenshots import snapshot

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
CARDS, TAP_LIMIT = 8, 14
COLD_LIMIT = 50 * 1024


def open_round_form(page: Any, server: Any, live_server: str, deck: str) -> dict[str, Any]:
    """A new four-player game of ``deck``, opened for editing on this phone, its round form up."""
    game = server.new_game(PLAYERS, deck=deck)
    page.goto(f"{live_server}/g/{game['id']}/edit/{game['edit_key']}")
    page.locator("#record").click()
    page.wait_for_url(re.compile(r"/rounds/new$"))
    return game


def key(code: str) -> str:
    """The visible keypad key for a rank code (``"+5"``) or a wild's code (``"WDC"``)."""
    return (
        f"#keypad .keys-ranks:not([hidden]) :is(.key-rank[data-rank='{code}'],"
        f" .key-wild[data-code='{code}'])"
    )


def enter_hands(tap: Any, hands: list[list[str]]) -> None:
    """Tap each hand's cards, "Next player" between hands."""
    for index, hand in enumerate(hands):
        if index:
            tap("[data-action=next]")
        for code in hand:
            tap(key(code))


def totals(page: Any, selector: str = "#standings") -> dict[str, int]:
    """The scoreboard's totals by player."""
    return {
        el.get_attribute("data-player"): int(el.inner_text())
        for el in page.locator(f"{selector} .total").all()
    }


def report(deck: str, count: int) -> None:
    print(f"\nTAPS {deck}: a four-player round of {CARDS} leftover cards: {count} taps")


def test_a_flip_round_on_the_dark_side_by_taps(page, live_server, server, tap, artifacts):
    game = open_round_form(page, server, live_server, "flip")
    tap("#winner-block label.chip:has-text('Ann')")
    expect(page.locator(key("+1"))).to_be_visible()  # the light side's cards first
    expect(page.locator(key("+5"))).to_have_count(0)
    tap("#side-block label.chip:has-text('Dark')")
    expect(page.locator(key("+1"))).to_have_count(0)  # the dark side's cards now
    assert page.locator("#keypad").get_attribute("data-side") == "dark"
    dark_colours = page.locator(".keys-colors:not([hidden]) .key-color")
    assert [k.get_attribute("data-color") for k in dark_colours.all()] == ["P", "T", "O", "U"]
    # Bob: Draw Five 20, Skip Everyone 30, Flip 20; Cy: Wild 40, Wild Draw Color 60;
    # Dee: 9, 2, Draw Five 20.
    enter_hands(tap, [["+5", "SE", "F"], ["W", "WDC"], ["9", "2", "+5"]])
    assert [page.locator(f"#hand-{seat} .points").inner_text() for seat in (1, 2, 3)] == [
        "70",
        "100",
        "31",
    ]
    assert "201" in page.locator("#round-total").inner_text()
    snapshot(page, artifacts / "round-flip-dark-side.png", full_page=True)
    tap("#save")
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    report("flip (dark side)", tap.count)
    assert tap.count <= TAP_LIMIT
    assert totals(page) == {"Ann": 201, "Bob": 0, "Cy": 0, "Dee": 0}
    (kept,) = server.rounds(game["id"])
    assert kept["side"] == "dark"
    snapshot(page, artifacts / "game-flip-dark.png", full_page=True)


def test_a_no_mercy_round_with_a_player_knocked_out_by_taps(
    page, live_server, server, tap, artifacts
):
    game = open_round_form(page, server, live_server, "no_mercy")
    tap("#winner-block label.chip:has-text('Ann')")
    tap("#hand-1 label.knock-out")  # Bob was knocked out: one tap on his row
    assert "is-out" in (page.locator("#hand-1").get_attribute("class") or "")
    assert "active" in (page.locator("#hand-2").get_attribute("class") or "")
    # Cy: Wild Draw Ten 50, Draw Four 20, Discard All 20, 7; Dee: Skip Everyone 20, 0, 5,
    # Wild Color Roulette 50.
    enter_hands(tap, [["W+10", "+4", "DA", "7"], ["SE", "0", "5", "WCR"]])
    assert "172" in page.locator("#round-total").inner_text()
    snapshot(page, artifacts / "round-no-mercy.png", full_page=True)
    tap("#save")
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    report("no_mercy (one knocked out)", tap.count)
    assert tap.count <= TAP_LIMIT
    assert totals(page) == {"Ann": 172, "Bob": 0, "Cy": 0, "Dee": 0}  # Bob's hand not collected
    (kept,) = server.rounds(game["id"])
    assert kept["knocked_out"] == ["Bob"]


ROUNDS = {
    # deck: (three hands of eight cards in all, what the winner collects)
    "classic": ([["7", "S", "3"], ["W+4", "2"], ["9", "0", "W"]], 141),
    "2015": ([["7", "S", "3"], ["W+4", "2"], ["9", "0", "W"]], 141),
    "2018": ([["7", "S", "3"], ["W+4", "2"], ["9", "0", "W"]], 141),
    "no_mercy": ([["7", "+4", "DA"], ["W+6", "SE"], ["WR+4", "0", "S"]], 187),
    "flip": ([["+1", "S", "F"], ["W", "W+2"], ["9", "R", "1"]], 10 + 20 + 20 + 90 + 9 + 20 + 1),
    "all_wild": ([["W", "WR", "WS"], ["WS2", "W+2"], ["W+4", "WT2", "WFS"]], 20 + 7 * 50),
    "attack": ([["1", "H2", "TH"], ["W", "WAH"], ["WHF", "DA", "9"]], 51 + 100 + 89),
}


@pytest.mark.parametrize("deck", list(ROUNDS))
def test_every_deck_takes_a_round_of_eight_cards_in_few_taps(page, live_server, server, tap, deck):
    hands, collected = ROUNDS[deck]
    open_round_form(page, server, live_server, deck)
    if deck == "all_wild":  # no colours at all: wilds only
        expect(page.locator("#keypad .key-rank")).to_have_count(0)
        expect(page.locator("#keypad details.colours")).to_have_count(0)
    tap("#winner-block label.chip:has-text('Ann')")
    enter_hands(tap, hands)
    tap("#save")
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    report(deck, tap.count)
    assert tap.count <= TAP_LIMIT
    assert totals(page)["Ann"] == collected


def test_dark_colours_are_named_and_lettered_on_keys_and_chips(page, live_server, server):
    open_round_form(page, server, live_server, "flip")
    page.locator("#winner-block label.chip:has-text('Ann')").click()
    page.locator("#side-block label.chip:has-text('Dark')").click()
    page.locator("details.colours summary").click()
    page.get_by_role("button", name="Pink", exact=True).click()
    page.locator(key("+5")).click()
    page.get_by_role("button", name="Orange", exact=True).click()
    page.locator(key("SE")).click()
    assert page.get_by_label("Bob's cards").input_value() == "P+5 OSE"
    chips = page.locator("#hand-1 .hand-cards .card")
    assert ["".join(c.inner_text().split(":")[0].split()) for c in chips.all()] == ["P+5", "OSE"]
    named = page.get_by_role("button", name=re.compile("pink Draw Five, tap to remove"))
    expect(named).to_have_count(1)
    page.locator("#hand-2 .hand-name").click()
    page.locator(key("WDC")).click()
    page.locator("#hand-3 .hand-name").click()
    page.locator(key("7")).click()
    page.locator("#save").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    history = page.locator("#round-1 .cards [role=img]")
    labels = [c.get_attribute("aria-label") for c in history.all()]
    assert "pink Draw Five" in labels and "orange Skip Everyone" in labels
    assert totals(page)["Ann"] == 20 + 30 + 60 + 7


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_flip_round_form_is_accessible_in_both_schemes(
    browser, live_server, server, phone_viewport, artifacts, scheme
):
    context = browser.new_context(
        viewport=phone_viewport,
        device_scale_factor=1,
        is_mobile=True,
        has_touch=True,
        color_scheme=scheme,
        bypass_csp=True,  # to inject axe-core
    )
    page = context.new_page()
    problems: dict[str, Any] = {}
    for deck in ("flip", "no_mercy"):
        open_round_form(page, server, live_server, deck)
        page.locator("#winner-block label.chip:has-text('Ann')").click()
        if deck == "flip":
            page.locator("#side-block label.chip:has-text('Dark')").click()
            page.locator("details.colours summary").click()
            for colour in ("Pink", "Teal", "Orange", "Purple"):  # chips of every dark colour
                page.get_by_role("button", name=colour, exact=True).click()
                page.locator(key("+5")).click()
            page.locator(key("WDC")).click()
            expect(page.locator("#hand-1 .hand-cards .card")).to_have_count(5)
        else:
            page.locator("#hand-1 label.knock-out").click()
            page.locator(key("WCR")).click()
        snapshot(page, artifacts / f"round-{deck}-{scheme}.png", full_page=True)
        page.add_script_tag(path=str(AXE))
        serious = [v for v in page.evaluate(AXE_RUN) if v["impact"] in SERIOUS]
        small = page.evaluate(SMALL_TARGETS)
        sideways = page.evaluate(SIDEWAYS)
        if serious or small or sideways > 0:
            problems[deck] = {"axe": serious, "small": small, "sideways_px": sideways}
    context.close()
    print(f"\nAXE round forms {scheme}: {len(problems)} with problems")
    assert not problems, problems


def test_a_cold_flip_scoreboard_weighs_at_most_50_kb(
    browser, live_server, server, phone_viewport, cold_load
):
    game = server.new_game(PLAYERS, deck="flip")
    rounds = [
        {"winner": "Ann", "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["W+2"]}},
        {
            "winner": "Bob",
            "side": "dark",
            "hands": {"Ann": ["P+5", "TSE"], "Cy": ["WDC"], "Dee": ["U3"]},
        },
        {"winner": "Cy", "side": "dark", "hands": {"Ann": ["OF"], "Bob": ["W"], "Dee": ["P9"]}},
        {"winner": "Dee", "hands": {"Ann": ["G+1", "YF"], "Bob": ["W"], "Cy": ["B2", "RR"]}},
    ]
    for body in rounds:
        answer = server.call("POST", f"/api/games/{game['id']}/rounds", body, key=game["edit_key"])
        assert "error" not in answer, answer
    context = browser.new_context(viewport=phone_viewport, is_mobile=True, has_touch=True)
    page = context.new_page()
    cold = cold_load(page, f"{live_server}/g/{game['id']}/edit/{game['edit_key']}")
    total = sum(cold.values())
    print(f"\nWEIGHT: cold Flip scoreboard, {len(rounds)} rounds: {total / 1024:.1f} KB")
    for url, n in sorted(cold.items(), key=lambda item: -item[1]):
        print(f"  {n / 1024:6.1f} KB  {url.removeprefix(live_server)}")
    assert page.locator("#round-2 .cards .card-P").count() == 1  # dark colours drawn
    context.close()
    assert total <= COLD_LIMIT


@pytest.mark.parametrize("deck", ["flip", "no_mercy"])
def test_an_edition_round_saved_offline_keeps_its_side_and_knock_outs(
    page, live_server, server, kept, deck
):
    game = server.new_game(PLAYERS, deck=deck)
    page.goto(f"{live_server}/g/{game['id']}/edit/{game['edit_key']}")
    board = f"/g/{game['id']}"
    kept(page, [board, board + "/rounds/new"])
    page.context.set_offline(True)
    page.locator("#record").click()
    page.wait_for_url(re.compile(r"/rounds/new$"))
    page.locator("#winner-block label.chip:has-text('Ann')").click()
    if deck == "flip":
        page.locator("#side-block label.chip:has-text('Dark')").click()
        hands = [["WDC"], ["+5"], ["SE", "W"]]
    else:
        page.locator("#hand-3 label.knock-out").click()
        hands = [["W+10"], ["+4", "DA"]]
    for index, hand in enumerate(hands):
        if index:
            page.locator("[data-action=next]").click()
        for code in hand:
            page.locator(key(code)).click()
    page.locator("#save").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    expect(page.locator(".flash")).to_contain_text("kept on this phone")
    assert server.rounds(game["id"]) == []

    page.context.set_offline(False)  # sent by itself
    (sent,) = server.wait_for_rounds(game["id"], 1)
    if deck == "flip":
        assert sent["side"] == "dark"
        expected = 60 + 20 + 30 + 40
    else:
        assert sent["knocked_out"] == ["Dee"]
        expected = 50 + 20 + 20
    expect(page.locator("#standings .total[data-player=Ann]")).to_have_text(str(expected))
