"""Keeping the phone's screen on: the toggle on the scoreboard and the round form asks the
Screen Wake Lock API for the screen, remembers the choice on the device, asks again when
the page is seen again, and stays hidden where the browser lacks the API.

The API is stubbed in the page (headless Chromium may refuse a real lock): the stub notes
each request and each release."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

STUB = """
window.wakeCalls = [];
window.wakeReleases = 0;
window.wakeLocks = [];
Object.defineProperty(navigator, "wakeLock", { configurable: true, value: {
  request: function (type) {
    window.wakeCalls.push(type);
    var lock = { released: false, type: type, addEventListener: function () {},
      release: function () {
        lock.released = true;
        window.wakeReleases += 1;
        return Promise.resolve();
      } };
    window.wakeLocks.push(lock);
    return Promise.resolve(lock);
  }
} });
"""


@pytest.fixture
def game(server):
    return server.new_game(["Ann", "Bob", "Cy"])


def open_as_editor(page, live_server, game):
    page.goto(f"{live_server}/g/{game['id']}/edit/{game['edit_key']}")
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))


def test_the_toggle_asks_for_the_screen_and_the_next_page_remembers(page, live_server, game):
    page.add_init_script(STUB)
    open_as_editor(page, live_server, game)
    toggle = page.locator("[data-wakelock]")
    expect(toggle).to_be_visible()
    expect(toggle).to_have_text("Keep screen on")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("window.wakeCalls") == []

    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("window.wakeCalls.length === 1")
    assert page.evaluate("window.wakeCalls") == ["screen"]
    assert page.evaluate("localStorage.getItem('wakelock')") == "on"

    # The round form: the same toggle, already on, and the screen asked for by itself.
    page.locator("#record").click()
    page.wait_for_url(re.compile(r"/rounds/new$"))
    toggle = page.locator("[data-wakelock]")
    expect(toggle).to_be_visible()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("window.wakeCalls.length === 1")
    assert page.evaluate("window.wakeCalls") == ["screen"]

    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    page.wait_for_function("window.wakeReleases === 1")
    assert page.evaluate("localStorage.getItem('wakelock')") is None


def test_the_screen_is_asked_for_again_when_the_page_is_seen_again(page, live_server, game):
    page.add_init_script(STUB)
    open_as_editor(page, live_server, game)
    page.locator("[data-wakelock]").click()
    page.wait_for_function("window.wakeCalls.length === 1")
    # Hidden, the browser lets the lock go; seen again, the page asks once more.
    page.evaluate("window.wakeLocks[0].released = true")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_function("window.wakeCalls.length === 2")
    # A lock still held is not asked for twice.
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_timeout(100)
    assert page.evaluate("window.wakeCalls.length") == 2


def test_without_the_api_there_is_no_toggle(page, live_server, game):
    page.add_init_script("delete Navigator.prototype.wakeLock;")
    open_as_editor(page, live_server, game)
    assert page.evaluate("'wakeLock' in navigator") is False
    expect(page.locator("[data-wakelock]")).to_be_hidden()
    page.goto(f"{live_server}/g/{game['id']}/rounds/new")
    expect(page.locator("[data-wakelock]")).to_have_count(1)
    expect(page.locator("[data-wakelock]")).to_be_hidden()
