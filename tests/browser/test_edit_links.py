"""A phone that opens the edit links of several tables one after another (scanning their QR
codes at a club) keeps every one of them, whatever answers of the pages before arrive late."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .screenshots import snapshot

pytestmark = pytest.mark.browser

TABLES = 5


def test_edit_links_opened_back_to_back_are_all_kept(page, server, artifacts):
    opened = [server.new_game(["Ann", "Bob"]) for _ in range(TABLES)]
    for game in opened:
        # The next link as soon as the page has loaded: the offline copy of the page before
        # is still being fetched.
        page.goto(f"{server.base_url}/g/{game['id']}/edit/{game['edit_key']}")
        expect(page.locator("#record")).to_be_visible()
    # The page before asks again once more after the last link, and answers late.
    first = opened[0]["id"]
    page.evaluate("url => fetch(url, {credentials: 'same-origin'})", f"/g/{first}")
    page.evaluate("url => fetch(url, {credentials: 'same-origin'})", f"/g/{first}/rounds/new")
    for game in opened:
        page.goto(f"{server.base_url}/g/{game['id']}")
        page.locator("#record").click()
        page.wait_for_url(re.compile(r"/rounds/new$"))
        page.locator("label.chip:has-text('Ann')").click()
        page.locator(".key-rank[data-rank='7']").click()
        page.locator("#save").click()
        page.wait_for_url(re.compile(r"/g/[\w-]+$"))
        expect(page.locator("#standings .total[data-player=Ann]")).to_have_text("7")
    snapshot(page, artifacts / "edit-links-last.png", full_page=True)
    recorded = {game["id"]: len(server.wait_for_rounds(game["id"], 1)) for game in opened}
    assert recorded == {game["id"]: 1 for game in opened}
    keys = [c["name"] for c in page.context.cookies() if c["name"].startswith("edit-game-")]
    assert sorted(keys) == sorted(f"edit-game-{game['id']}" for game in opened)
    assert all(c["httpOnly"] for c in page.context.cookies() if c["name"] in keys)
