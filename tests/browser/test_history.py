"""The game's story on a phone: chart, summary, play again, timeline, rulings, player page,
at 390 px in light and dark, and at 320 px without sideways scrolling."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .screenshots import snapshot

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
ROUNDS = [
    ("Ann", {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["G0", "W+4"]}),
    ("Bob", {"Ann": {"points": 12}, "Cy": ["Y9", "B+2"], "Dee": {"points": 40}}),
    ("Cy", {"Ann": {"points": 80}, "Bob": {"points": 5}, "Dee": {"points": 60}}),
    ("Bob", {"Ann": {"points": 90}, "Cy": {"points": 45}, "Dee": {"points": 33}}),
    ("Dee", {"Ann": {"points": 20}, "Bob": {"points": 70}, "Cy": {"points": 10}}),
]
CHALLENGE = "seat=1&before=R&held=yes&named=G&direction=cw"


def new_game(page, base: str, **settings) -> tuple[str, str]:
    """A game made over the API, with rounds; this phone opens its edit link."""
    response = page.request.post(f"{base}/api/games", data={"players": PLAYERS, **settings})
    assert response.status == 201
    game = response.json()
    headers = {"Authorization": f"Bearer {game['edit_key']}"}
    for winner, hands in ROUNDS:
        answer = page.request.post(
            f"{base}/api/games/{game['id']}/rounds",
            data={"winner": winner, "hands": hands},
            headers=headers,
        )
        assert answer.status == 201
    page.goto(f"{base}/g/{game['id']}/edit/{game['edit_key']}")
    return game["id"], game["edit_key"]


def shoot(page, artifacts, name: str) -> None:
    """Screenshots in light and dark, and a check that nothing scrolls sideways at 320 px."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        snapshot(page, artifacts / f"history-{name}-{scheme}.png", full_page=True)
    page.emulate_media(color_scheme="light")
    page.set_viewport_size({"width": 320, "height": 700})
    wide = page.evaluate("document.documentElement.scrollWidth")
    page.set_viewport_size({"width": 390, "height": 844})
    assert wide <= 320, f"{name} scrolls sideways at 320 px ({wide})"


def test_the_story_of_a_game_that_plays_on(page, live_server, artifacts):
    game, _ = new_game(page, live_server, target=200, play_on=True)
    page.goto(f"{live_server}/g/{game}")
    expect(page.locator("#play-on")).to_contain_text("reached 200 first")
    chart = page.locator("#chart svg")
    expect(chart.locator("polyline")).to_have_count(4)
    box = chart.bounding_box()
    assert box["width"] > 300  # the chart fills the phone's width
    page.locator("#chart").scroll_into_view_if_needed()
    shoot(page, artifacts, "scoreboard")

    page.locator("a.chart-tab", has_text="Lowest score wins").click()  # one tap, no script
    expect(page.locator("a.chart-tab[aria-current]")).to_have_text("Lowest score wins")
    expect(page.locator("#chart svg title")).to_contain_text("Lowest score wins")

    # a ruling saved from a dispute's answer
    page.goto(f"{live_server}/g/{game}/help/challenge?{CHALLENGE}")
    page.locator("#save-ruling").scroll_into_view_if_needed()
    snapshot(page, artifacts / "history-save-ruling.png")
    page.locator("#save-ruling").click()
    page.wait_for_url(re.compile(r"/timeline$"))
    expect(page.locator("#timeline .ruling")).to_contain_text("Ruled at round 6")
    shoot(page, artifacts, "timeline")
    page.goto(f"{live_server}/g/{game}/rules")
    page.locator("#rulings").scroll_into_view_if_needed()
    expect(page.locator("#rulings")).to_contain_text("it was a bluff")
    snapshot(page, artifacts / "history-rules-rulings.png")

    # the table ends the game, then plays again with one tap
    page.goto(f"{live_server}/g/{game}")
    page.locator("#play-on summary").click()
    page.locator("#end-game").click()
    page.wait_for_url(re.compile(r"/summary$"))
    expect(page.locator("#result")).to_contain_text("wins")
    expect(page.locator("#records")).to_contain_text("Biggest hand caught")
    shoot(page, artifacts, "summary")
    page.locator("#play-again").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    assert game not in page.url
    expect(page.locator(".subtitle .tag")).to_have_text("you can edit")
    expect(page.locator(".next-line")).to_contain_text("Round 1")
    expect(page.locator("#play-on")).to_be_visible()


def test_a_player_page_from_the_scoreboard(page, live_server, artifacts):
    game, _ = new_game(page, live_server)
    page.goto(f"{live_server}/g/{game}")
    page.locator("#standings a.who", has_text="Bob").click()
    page.wait_for_url(re.compile(r"/players/Bob$"))
    expect(page.locator("h1")).to_have_text("Bob")
    expect(page.locator("#recent svg rect").first).to_be_visible()
    shoot(page, artifacts, "player")
