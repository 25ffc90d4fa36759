"""A group on a phone: started from the home page, a game started from its page, and every
chart (scores, ratings) readable at 320 px with ten players and forty rounds."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .screenshots import snapshot

pytestmark = pytest.mark.browser

TEN = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]


def fill_group(page, base: str, group_id: str, key: str) -> str:
    """Twelve short games of ten players and one of forty rounds to 10,000; its id."""
    auth = {"Authorization": f"Bearer {key}"}
    for number in range(12):
        game = page.request.post(
            f"{base}/api/games",
            data={"players": TEN, "target": 50, "group": group_id},
            headers=auth,
        ).json()
        winner = TEN[(number * 3) % 10]
        hands = {name: {"points": 5 + seat} for seat, name in enumerate(TEN) if name != winner}
        answer = page.request.post(
            f"{base}/api/games/{game['id']}/rounds",
            data={"winner": winner, "hands": hands},
            headers={"Authorization": f"Bearer {game['edit_key']}"},
        )
        assert answer.status == 201
    long = page.request.post(
        f"{base}/api/games",
        data={"players": TEN, "target": 10000, "group": group_id},
        headers=auth,
    ).json()
    for number in range(40):
        winner = TEN[(number * 7) % 10]
        hands = {
            name: {"points": (number + seat) % 9 + 1}
            for seat, name in enumerate(TEN)
            if name != winner
        }
        answer = page.request.post(
            f"{base}/api/games/{long['id']}/rounds",
            data={"winner": winner, "hands": hands},
            headers={"Authorization": f"Bearer {long['edit_key']}"},
        )
        assert answer.status == 201
    return str(long["id"])


BOXES = """els => els.map(e => { const r = e.getBoundingClientRect();
    return {cls: e.getAttribute("class"), top: r.top, bottom: r.bottom, left: r.left,
            right: r.right}; })"""


def check_chart_readable(page, selector: str) -> None:
    """Every label of the chart inside it and at least 9 px tall, the ten names apart."""
    expect(page.locator(selector)).to_be_visible()
    top, bottom, left, right = page.eval_on_selector(
        selector,
        "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; }",
    )
    labels = page.eval_on_selector_all(f"{selector} text", BOXES)
    for label in labels:
        assert label["top"] >= top - 0.5 and label["bottom"] <= bottom + 0.5, label
        assert label["left"] >= left - 0.5 and label["right"] <= right + 4, label
        assert label["bottom"] - label["top"] >= 9, label
    names = sorted((lab for lab in labels if lab["cls"] == "name"), key=lambda lab: lab["top"])
    assert len(names) == 10
    for above, below in zip(names, names[1:], strict=False):
        assert below["top"] >= above["bottom"] - 1, (above, below)


def test_a_group_on_a_phone_at_320_px(page, live_server, artifacts):
    page.set_viewport_size({"width": 360, "height": 780})
    page.goto(f"{live_server}/")
    page.locator("#new-group input[name=name]").fill("Friday table")
    page.locator("#start-group").click()
    page.wait_for_url(re.compile(r"/groups/[\w-]+$"))
    group_id = page.url.rsplit("/", 1)[1]
    edit_link = page.locator("details.share a.url").nth(1).get_attribute("href")
    key = edit_link.rsplit("/", 1)[1]

    # A game started from the group page is in the group.
    page.locator("#start-in-group").click()
    expect(page.locator("#in-group")).to_contain_text("Friday table")
    for slot, name in enumerate(["Ann", "Bob"]):
        page.locator(f"#players-{slot}").fill(name)
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    expect(page.locator("#group-link")).to_have_text("Friday table")

    long = fill_group(page, live_server, group_id, key)
    for width in (360, 320):
        page.set_viewport_size({"width": width, "height": 780})
        page.goto(f"{live_server}/groups/{group_id}")
        expect(page.locator("#rating-note")).to_contain_text("A rating is")
        expect(page.locator("#group-standings tbody tr")).to_have_count(10)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= width, f"the group page scrolls sideways at {width} px ({wide})"
        page.locator("#ratings").scroll_into_view_if_needed()
        check_chart_readable(page, "#ratings-svg")
        snapshot(page, artifacts / f"group-{width}.png", full_page=True)

        page.goto(f"{live_server}/g/{long}")
        page.locator("#chart").scroll_into_view_if_needed()
        check_chart_readable(page, "#chart-svg")
        snapshot(page.locator("#chart"), artifacts / f"group-score-chart-{width}.png")
