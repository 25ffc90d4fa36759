"""Without signal: pages kept by the service worker, rounds kept on the phone and sent by
themselves when the signal returns, and two phones following each other live."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from .screenshots import snapshot

pytestmark = pytest.mark.browser


def open_as_editor(page, server, players, **settings):
    """Create a game and open its edit link on ``page``: the game's id and paths."""
    game = server.new_game(players, **settings)
    page.goto(f"{server.base_url}/g/{game['id']}/edit/{game['edit_key']}")
    board = f"/g/{game['id']}"
    return game, {"board": board, "rules": board + "/rules", "form": board + "/rounds/new"}


def record_offline(page, winner: str, keys: list[str]) -> None:
    """On the kept round form, tap who went out and the cards of the one other player."""
    page.locator("#record").click()
    page.wait_for_url(re.compile(r"/rounds/new$"))
    page.locator(f"label.chip:has-text('{winner}')").click()
    for key in keys:
        page.locator(key).click()
    page.locator("#save").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))


def test_an_offline_reload_shows_the_app_and_says_since_when(page, server, kept, artifacts):
    game, paths = open_as_editor(page, server, ["Ann", "Bob"])
    kept(page, [paths["board"], paths["rules"], paths["form"], "/rulebook", "/"])
    page.context.set_offline(True)
    page.reload()
    banner = page.locator("#offline-banner")
    expect(banner).to_contain_text("Offline")
    expect(banner).to_contain_text("last updated at")
    expect(page.locator("#standings .total[data-player=Ann]")).to_have_text("0")
    snapshot(page, artifacts / "offline-game.png", full_page=True)
    page.locator("#record").click()
    expect(page.locator("#round-form")).to_be_visible()
    expect(page.locator("#offline-banner")).to_be_visible()
    page.goto(server.base_url + paths["rules"])
    expect(page.locator("h1")).to_be_visible()
    expect(page.locator("#offline-banner")).to_be_visible()
    page.goto(server.base_url + "/rulebook")
    expect(page.locator(".rule-entry").first).to_be_visible()
    page.goto(server.base_url + "/g/never-opened-here")
    expect(page.locator("h1")).to_have_text("No signal")
    snapshot(page, artifacts / "offline-unknown.png", full_page=True)


def test_a_round_saved_offline_reaches_the_server_once_without_a_tap(page, server, kept, artifacts):
    game, paths = open_as_editor(page, server, ["Ann", "Bob"])
    kept(page, [paths["board"], paths["form"]])
    page.context.set_offline(True)
    record_offline(page, "Ann", [".key-rank[data-rank='7']", ".key-rank[data-rank='S']"])
    expect(page.locator(".flash")).to_contain_text("kept on this phone")
    outbox = page.locator("#outbox")
    expect(outbox).to_be_visible()
    expect(outbox).to_contain_text("Round 1")
    expect(outbox).to_contain_text("Waiting to be sent")
    expect(outbox).to_contain_text("Ann went out · Bob 27")
    assert page.locator("#standings .total[data-player=Ann]").inner_text() == "0"  # apart
    snapshot(page, artifacts / "offline-kept-round.png", full_page=True)
    assert server.rounds(game["id"]) == []

    page.context.set_offline(False)  # no tap from here on
    rounds = server.wait_for_rounds(game["id"], 1)
    assert len(rounds) == 1
    assert rounds[0]["hands"]["Bob"] == {"cards": ["7", "S"], "points": 27}  # tapped: kept
    expect(outbox).to_be_hidden()
    expect(page.locator("#standings .total[data-player=Ann]")).to_have_text("27")

    # A second round kept offline goes on the next page load, and a reload sends nothing twice.
    page.context.set_offline(True)
    record_offline(page, "Bob", [".key-wild[data-code='W']"])
    page.context.set_offline(False)
    page.reload()
    assert len(server.wait_for_rounds(game["id"], 2)) == 2
    page.reload()
    time.sleep(1)  # give a wrong second send the chance to arrive before counting
    assert [r["winner"] for r in server.rounds(game["id"])] == ["Ann", "Bob"]


def test_a_refused_round_is_shown_with_the_reason_and_can_be_corrected_or_discarded(
    page, server, kept, artifacts
):
    game, paths = open_as_editor(page, server, ["Ann", "Bob"], target=250)
    kept(page, [paths["board"], paths["form"]])
    page.context.set_offline(True)
    # Five Wild Draw Fours: a classic deck holds four, so the server refuses it.
    record_offline(page, "Ann", [".key-wild[data-code='W+4']"] * 5)
    page.context.set_offline(False)
    refused = page.locator("#outbox .kept-refused")
    expect(refused).to_contain_text("Not accepted")
    expect(refused).to_contain_text("W+4")
    assert server.rounds(game["id"]) == []

    refused.get_by_role("link", name="Correct").click()
    expect(page.locator("#form-error")).to_contain_text("Not sent")
    assert page.get_by_label("Bob's cards").input_value() == "W+4 W+4 W+4 W+4 W+4"
    page.locator("#hand-1 .hand-cards .card").last.click()  # take one away
    page.locator("#save").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    assert [r["collected"] for r in server.wait_for_rounds(game["id"], 1)] == [200]
    expect(page.locator("#outbox")).to_be_hidden()

    # The game ends on another phone while this one holds a round: refused, never dropped.
    page.goto(server.base_url + paths["board"])
    page.context.set_offline(True)
    page.goto(server.base_url + paths["form"])
    page.locator("label.chip:has-text('Ann')").click()
    page.locator(".key-rank[data-rank='3']").click()
    page.locator("#save").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    game_over = server.call(
        "POST",
        f"/api/games/{game['id']}/rounds",
        {"winner": "Ann", "hands": {"Bob": ["W"]}},
        key=game["edit_key"],
    )
    assert game_over["over"] is True  # Ann reaches 250
    page.context.set_offline(False)
    expect(refused).to_contain_text("This game is over")
    assert len(server.rounds(game["id"])) == 2
    refused.locator("summary").click()
    refused.get_by_role("button", name=re.compile("Yes, discard")).click()
    expect(page.locator("#outbox")).to_be_hidden()


def test_two_phones_see_each_others_rounds_without_a_reload(page, phone, server, artifacts):
    game, paths = open_as_editor(page, server, ["Ann", "Bob"])
    other = phone()
    other.goto(f"{server.base_url}/g/{game['id']}/edit/{game['edit_key']}")

    latencies = []
    for writer, reader, winner, loser in ((page, other, "Ann", "Bob"), (other, page, "Bob", "Ann")):
        reader.goto(server.base_url + paths["board"])
        reader.locator("#other-method summary").click()  # what the viewer opened stays open
        reader.evaluate("() => { window.stillTheSamePage = true; window.scrollTo(0, 200); }")
        writer.goto(server.base_url + paths["board"])
        writer.locator("#record").click()
        writer.locator(f"label.chip:has-text('{winner}')").click()
        writer.locator(".key-rank[data-rank='9']").click()
        saved = time.monotonic()
        writer.locator("#save").click()
        writer.wait_for_url(re.compile(r"/g/[\w-]+$"))
        total = reader.locator(f"#standings .total[data-player={winner}]")
        expect(total).to_have_text("9", timeout=15000)
        latencies.append(time.monotonic() - saved)
        assert reader.evaluate("() => window.stillTheSamePage") is True  # updated in place
        assert reader.locator("#other-method").get_attribute("open") is not None
        assert reader.evaluate("() => window.scrollY") > 100  # not thrown back to the top
        assert reader.locator(f"#other-standings .total[data-player={loser}]").inner_text() == "9"
    snapshot(other, artifacts / "live-second-phone.png", full_page=True)
    print(
        "\nLIVE: a round appears on the other phone "
        + ", ".join(f"{s:.1f}" for s in latencies)
        + " s after Save is tapped on the first (polling every 2 s)"
    )


def test_a_round_answered_503_waits_and_is_sent_again_by_itself(page, server, kept, artifacts):
    game, paths = open_as_editor(page, server, ["Ann", "Bob"])
    kept(page, [paths["board"], paths["form"]])
    refused: list[float] = []

    def database_restarting(route):
        """For 2.5 s from the first send, the database cannot be reached; then it is back."""
        if not refused or time.monotonic() < refused[0] + 2.5:
            refused.append(time.monotonic())
            route.fulfill(
                status=503,
                headers={"Retry-After": "1", "Content-Type": "application/json"},
                body='{"error": {"code": "database_unavailable", "message": "The database '
                'cannot be reached just now, so nothing was recorded.", "field": null}}',
            )
        else:
            route.continue_()

    # The page's sends and the service worker's alike.
    page.context.route(f"**/api/games/{game['id']}/rounds", database_restarting)
    record_offline(page, "Ann", [".key-rank[data-rank='7']"])  # with signal: answered 503
    expect(page.locator(".flash")).to_contain_text("kept on this phone")
    # No tap and no reload from here on: sent again after each Retry-After until recorded,
    # and never marked refused on the way. (Playwright's own waits, which let the route
    # answer meanwhile.)
    expect(page.locator("#outbox")).to_contain_text("Waiting to be sent")
    expect(page.locator("#outbox")).to_be_hidden(timeout=15000)
    expect(page.locator("#standings .total[data-player=Ann]")).to_have_text("7")
    assert len(refused) >= 3  # the first send, and again after Retry-After while it lasted
    page.wait_for_timeout(1500)  # give a wrong second send the chance to arrive
    assert [r["hands"]["Bob"]["points"] for r in server.rounds(game["id"])] == [7]
