"""The scoreboard's clock: how long the game has been going, counted on the phone from
when play started, to the minute, and frozen at the game's length once it is over.

The phone's clock is Playwright's: the page reads the time the test sets."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

STARTED = datetime(2026, 11, 27, 19, 2, 11, tzinfo=UTC)


def imported(server, rounds, last_round=None):
    """A game brought in with known times: its document with ``edit_key``."""
    export = {
        "format": "uno-referee-game", "format_version": 1,
        "created_at": STARTED.isoformat(), "started_at": STARTED.isoformat(),
        "last_round_at": last_round, "players": ["Ann", "Bob"], "target": 100,
        "rounds": [{"winner": "Ann", "hands": {"Bob": {"points": n}}} for n in rounds],
    }  # fmt: skip
    game = server.call("POST", "/api/games/import", export)
    assert "id" in game, game
    return game


def test_the_clock_counts_the_minutes_since_play_started(page, live_server, server):
    game = imported(server, [30])
    page.clock.install(time=STARTED + timedelta(hours=1, minutes=15, seconds=20))
    page.goto(f"{live_server}/g/{game['id']}")
    clock = page.locator("[data-clock]")
    expect(clock).to_be_visible()
    expect(clock).to_have_text("Playing for 1:15")
    expect(clock.locator("time")).to_have_attribute("datetime", "PT75M")
    page.clock.fast_forward("05:00")
    expect(clock).to_have_text("Playing for 1:20")


def test_a_game_over_shows_how_long_it_lasted_and_stops(page, live_server, server):
    game = imported(server, [60, 50], last_round="2026-11-27T19:49:50+00:00")
    page.clock.install(time=STARTED + timedelta(hours=5))
    page.goto(f"{live_server}/g/{game['id']}")
    clock = page.locator("[data-clock]")
    expect(clock).to_have_text("Played for 0:47")
    page.clock.fast_forward("10:00")
    expect(clock).to_have_text("Played for 0:47")


def test_the_clock_stops_when_the_game_ends_while_the_page_is_open(page, live_server, server):
    game = server.new_game(["Ann", "Bob"], target=50)
    page.goto(f"{live_server}/g/{game['id']}")
    clock = page.locator("[data-clock]")
    expect(clock).to_have_text(re.compile(r"^Playing for 0:0\d$"))
    server.call(
        "POST", f"/api/games/{game['id']}/rounds",
        {"winner": "Ann", "hands": {"Bob": {"points": 60}}}, key=game["edit_key"],
    )  # fmt: skip
    expect(page.locator("[data-clock][data-until]")).to_have_count(1, timeout=15000)
    expect(clock).to_have_text(re.compile(r"^Played for 0:0\d$"))
