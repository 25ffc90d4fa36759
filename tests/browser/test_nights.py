"""A club night in real browsers: the organiser starts a night for twelve and seats it by
taps on a phone, three tables record their games from phones of their own (each opening
its QR code's edit link), and a big screen at 1920 by 1080 shows the standings change
within 3 s without a reload. axe-core finds nothing serious on the night's page or the big
screen, light or dark."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from referee.web.infra.display import qr_data_uri

from .screenshots import snapshot

pytestmark = pytest.mark.browser

TWELVE = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou"]
AXE = Path(__file__).with_name("axe.min.js")
AXE_RUN = """async () => (await axe.run(document)).violations
    .filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => ({id: v.id, nodes: v.nodes.slice(0, 4).map(n => n.target.join(" "))}))"""
BIG = {"width": 1920, "height": 1080}
SIDEWAYS = "() => document.documentElement.scrollWidth - window.innerWidth"


def serious_violations(page: Any) -> dict[str, Any]:
    """axe-core's serious and critical findings on the page, light and dark."""
    found = {}
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.add_script_tag(path=str(AXE))
        found[scheme] = page.evaluate(AXE_RUN)
    page.emulate_media(color_scheme="light")
    return {scheme: v for scheme, v in found.items() if v}


def record(phone: Any, keys: list[str], artifacts: Path, name: str) -> None:
    """On a table's scoreboard: the first player went out, each other hand one key."""
    phone.locator("#record").click()
    phone.wait_for_url(re.compile(r"/rounds/new$"))
    phone.locator("label.chip").first.click()
    for index, key in enumerate(keys):
        phone.locator(key).click()
        if index < len(keys) - 1:
            phone.locator("[data-action=next]").click()
    snapshot(phone, artifacts / f"night-{name}-round.png", full_page=True)
    phone.locator("#save").click()
    phone.wait_for_url(re.compile(r"/g/[\w-]+$"))


def points_of(screen: Any, player: str) -> Any:
    """The night points the big screen shows for ``player``."""
    row = screen.locator(".night-standings tbody tr", has=screen.locator(f"th:text-is('{player}')"))
    return row.locator(".night-points")


@pytest.fixture
def device(phone: Any) -> Any:
    """``device(viewport=...)``: a browser of its own (a phone unless told), where axe-core
    may be added, failing the test on a script error."""

    def open_device(viewport: dict[str, int] | None = None) -> Any:
        if viewport is None:
            return phone(bypass_csp=True)  # to add axe-core
        screen = {"device_scale_factor": 1, "is_mobile": False, "has_touch": False}
        return phone(viewport=viewport, bypass_csp=True, **screen)

    return open_device


def test_a_club_night_of_twelve_on_phones_and_a_big_screen(device, live_server, server, artifacts):
    # The organiser starts the night on a phone: the form folded under "Start game".
    page = device()
    page.goto(live_server + "/")
    page.locator("#new-night > summary").click()
    page.locator("#night-players").click()
    page.keyboard.type("\n".join(TWELVE))
    page.locator("#night-minutes").fill("30")
    page.locator("#night-settings > summary").click()
    page.locator("#night-target_other").fill("50")
    snapshot(page, artifacts / "night-form.png", full_page=True)
    page.locator("#start-night").click()
    page.wait_for_url(re.compile(r"/nights/[\w-]+$"))
    night_url = page.url
    night_id = night_url.rsplit("/", 1)[1]
    expect(page.locator("#round-title")).to_have_text("Not seated yet")

    # The big screen, in a browser of its own, before anyone is seated.
    screen = device(BIG)
    screen.goto(night_url + "/screen")
    screen.evaluate("window.neverReloaded = true")

    page.locator("#seat").click()
    page.wait_for_url(night_url)
    expect(page.locator(".flash-ok")).to_contain_text("Round 1 is seated")
    expect(page.locator("#night-tables > .night-table")).to_have_count(3)
    expect(page.locator(".round-clock .clock-time")).to_have_text(re.compile(r"^(29|30):\d\d$"))
    links = [a.get_attribute("href") for a in page.locator(".edit-link").all()]
    qr_codes = [img.get_attribute("src") for img in page.locator(".table-qr img.qr").all()]
    assert len(links) == 3 and qr_codes == [qr_data_uri(link) for link in links]
    assert page.evaluate(SIDEWAYS) <= 0
    snapshot(page, artifacts / "night-organiser-390.png", full_page=True)
    assert not serious_violations(page)

    expect(screen.locator(".night-table")).to_have_count(3, timeout=3000)
    expect(screen.locator(".big-clock .clock-time")).to_have_text(re.compile(r"^(29|30):\d\d$"))
    expect(screen.locator("[data-wakelock]")).to_have_attribute("aria-pressed", "true")
    snapshot(screen, artifacts / "night-screen-1920-playing.png")

    # Each table's phone opens its edit link; two tables play to the target, the third
    # records a round below it and is ended on the clock.
    tables = server.call("GET", f"/api/nights/{night_id}")["seated"][0]["tables"]
    phones = []
    for number, (link, seated) in enumerate(zip(links, tables, strict=True), start=1):
        table_phone = device()
        table_phone.goto(link)
        table_phone.wait_for_url(re.compile(rf"/g/{seated['game']}$"))
        expect(table_phone.locator("#night-link")).to_have_text(
            f"Club night: round 1, table {number}"
        )
        expect(table_phone.locator(".round-clock .clock-time")).to_have_text(
            re.compile(r"^(29|30):\d\d$")
        )
        phones.append(table_phone)
    wild = ".key-wild[data-code='W']"
    for number in (1, 2):
        seated = tables[number - 1]
        winner = seated["players"][0]
        record(phones[number - 1], [wild] * (len(seated["players"]) - 1), artifacts, f"t{number}")
        game = server.call("GET", f"/api/games/{seated['game']}")
        assert game["over"] and game["winners"] == [winner]
        # The big screen: the winner's three night points within 3 s, without a reload.
        expect(points_of(screen, winner)).to_have_text("3", timeout=3000)
        expect(screen.locator(f"#table-{number} .tag")).to_be_visible(timeout=3000)
    one = ".key-rank[data-rank='1']"
    record(phones[2], [one] * (len(tables[2]["players"]) - 1), artifacts, "t3")
    assert not server.call("GET", f"/api/games/{tables[2]['game']}")["over"]

    # The organiser ends the round: the third table's game ends as it stands.
    page.reload()
    page.locator("#end-round").click()
    page.locator("#end-round-yes").click()
    page.wait_for_url(night_url)
    expect(page.locator(".flash-ok")).to_contain_text("Round 1 is over")
    leader = tables[2]["players"][0]
    expect(points_of(screen, leader)).to_have_text("3", timeout=3000)
    expect(screen.locator(".night-table.is-over")).to_have_count(3, timeout=3000)
    assert screen.evaluate("window.neverReloaded") is True

    doc = server.call("GET", f"/api/nights/{night_id}")
    shown = {
        row.locator("th").inner_text(): row.locator(".night-points").inner_text()
        for row in screen.locator(".night-standings tbody tr").all()
    }
    assert shown == {line["player"]: str(line["points"]) for line in doc["standings"]}
    for scheme in ("light", "dark"):
        screen.emulate_media(color_scheme=scheme)
        snapshot(screen, artifacts / f"night-screen-1920-{scheme}.png")
    assert screen.evaluate("document.documentElement.scrollWidth") <= BIG["width"]
    standings_bottom = screen.evaluate(
        "document.querySelector('.screen-standings').getBoundingClientRect().bottom"
    )
    assert standings_bottom <= BIG["height"]
    assert not serious_violations(screen)

    # The next round is seated by a tap; everyone else sees the night without the controls.
    page.locator("#seat").click()
    expect(page.locator("#round-title")).to_have_text("Round 2 of 3")
    expect(screen.locator(".screen-round")).to_have_text("Round 2 of 3", timeout=3000)
    visitor = device()
    visitor.goto(night_url)
    expect(visitor.locator(".night-table")).to_have_count(3)
    assert visitor.locator("#seat, #end-round, img.qr, .edit-link").count() == 0
    snapshot(visitor, artifacts / "night-visitor-390.png", full_page=True)
    assert visitor.evaluate(SIDEWAYS) <= 0
    assert not serious_violations(visitor)
