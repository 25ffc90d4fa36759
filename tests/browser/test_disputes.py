"""The dispute helper on a phone: from the scoreboard to an answer, tap by tap."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .screenshots import snapshot

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def chip(question: str, value: str, row: str = "") -> str:
    """The chip of ``value`` in a question (``row``: ``.ranks`` or ``.colours`` of a card)."""
    return f'#q-{question} {row} label:has(input[value="{value}"])'


@pytest.fixture
def game_page(page, start_game):
    start_game(NAMES)
    return page.url


WIZARDS = [
    (
        "play",
        "Can I play this card?",
        [
            chip("seat", "1"),
            chip("top", "7", ".ranks"),
            chip("top", "R", ".colours"),
            chip("card", "W+4", ".ranks"),
            chip("card", "G", ".colours"),
            chip("holds", "yes"),
        ],
        "No, it can't be played",
        None,
    ),
    (
        "challenge",
        "Was that Wild Draw Four legal?",
        [chip("seat", "0"), chip("before", "R"), chip("held", "yes"), chip("named", "G")],
        "No: it was a bluff",
        "Ann draws 4 cards.",
    ),
    (
        "uno",
        "Missed UNO: does the catch count?",
        [chip("target", "2"), chip("called", "no"), chip("acted", "no"), chip("seat", "0")],
        "Yes, the catch counts",
        "Cy draws 2 cards.",
    ),
    (
        "first",
        "What does the first card do?",
        [chip("card", "+2", ".ranks"), chip("card", "Y", ".colours")],
        "Yellow Draw Two turned up first",
        "Bob draws 2 cards.",
    ),
    (
        "stack",
        "Can I stack this?",
        [
            chip("top", "+2", ".ranks"),
            chip("top", "B", ".colours"),
            chip("seat", "2"),
            chip("card", "+2", ".ranks"),
            chip("card", "R", ".colours"),
        ],
        "No, it can't be stacked",
        None,
    ),
]


@pytest.mark.parametrize(("slug", "title", "chips", "headline", "line"), WIZARDS)
def test_each_wizard_answers_in_a_few_taps(
    page, game_page, tap, artifacts, slug, title, chips, headline, line
):
    tap("#dispute")
    tap(f"text={title}")
    expect(page.locator("h1")).to_have_text(title)
    snapshot(page, artifacts / f"dispute-{slug}-questions.png", full_page=True)
    for selector in chips:
        tap(selector)
    tap("#ask")
    answer = page.locator("#answer")
    expect(answer.locator(".answer-headline")).to_have_text(headline)
    if line:
        expect(answer.locator(".consequences")).to_contain_text(line)
    expect(answer.locator(".cited-title").first).to_contain_text("Rule:")
    answer.scroll_into_view_if_needed()
    snapshot(page, artifacts / f"dispute-{slug}-answer.png")
    print(f"\nTAPS: dispute '{title}' from the scoreboard: {tap.count}")
    # two taps to reach the wizard, one per answer chip, one to ask
    assert tap.count == len(chips) + 3 <= 9


def test_the_swap_question_shows_only_for_a_card_that_swaps(page, live_server, artifacts):
    page.goto(live_server + "/")
    # a Seven-O table: the target question appears once a 7 is the card to play
    for slot, name in enumerate(NAMES):
        page.locator(f"#players-{slot}").fill(name)
    page.locator(".more > summary").click()
    page.locator('label:has(input[name="preset"][value="party"])').click()
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/g/[\w-]+$"))
    page.locator("#dispute").click()
    page.locator("text=Can I play this card?").click()
    target = page.locator("#q-target")
    expect(target).to_be_hidden()
    page.locator(chip("card", "7", ".ranks")).click()
    expect(target).to_be_visible()
    page.locator(chip("card", "5", ".ranks")).click()
    expect(target).to_be_hidden()


def test_a_cited_rule_opens_as_played_at_this_table(page, game_page, artifacts):
    page.locator("#dispute").click()
    page.locator("text=Missed UNO: does the catch count?").click()
    for selector in (chip("target", "2"), chip("called", "no"), chip("acted", "no")):
        page.locator(selector).click()
    page.locator(chip("seat", "0")).click()
    page.locator("#ask").click()
    page.locator("#answer .cited-title a").first.click()
    page.wait_for_url(re.compile(r"/rules#rule-uno-call$"))
    entry = page.locator("#rule-uno-call")
    expect(entry).to_be_in_viewport()
    expect(entry).to_contain_text("pick up 2")
    snapshot(page, artifacts / "rules-as-played.png")


def edition_game(page, live_server, deck: str) -> str:
    """A game of ``deck`` started over the API; its scoreboard's address."""
    created = page.request.post(live_server + "/api/games", data={"players": NAMES, "deck": deck})
    assert created.status == 201
    return live_server + "/g/" + created.json()["id"]


def test_a_no_mercy_knock_out_in_a_few_taps(page, live_server, tap, artifacts):
    page.goto(edition_game(page, live_server, "no_mercy"))
    tap("#dispute")
    expect(page.locator(".dispute-link")).not_to_contain_text(["Was that Wild Draw Four legal?"])
    tap("text=Is she knocked out?")
    for selector in (chip("seat", "1"), chip("held", "22"), chip("count", "4")):
        tap(selector)
    tap("#ask")
    answer = page.locator("#answer")
    expect(answer.locator(".answer-headline")).to_have_text("Yes, Bob is knocked out")
    expect(answer.locator(".cited-title").first).to_contain_text("No Mercy: the mercy rule")
    snapshot(page, artifacts / "dispute-no-mercy-knockout.png", full_page=True)
    assert tap.count == 6


def test_flip_chips_follow_the_side_that_is_up(page, live_server, artifacts):
    page.goto(edition_game(page, live_server, "flip") + "/help/play")
    ranks = page.locator("#q-card .ranks label:visible input")
    colours = page.locator("#q-card .colours label:visible input")
    expect(ranks).to_have_count(15)
    assert "+1" in [ranks.nth(i).get_attribute("value") for i in range(15)]
    expect(colours).to_have_count(4)
    page.locator(chip("side", "dark")).click()
    values = [ranks.nth(i).get_attribute("value") for i in range(ranks.count())]
    assert "+5" in values and "WDC" in values and "+1" not in values
    assert [colours.nth(i).get_attribute("value") for i in range(4)] == ["P", "T", "O", "U"]
    page.locator(chip("seat", "1")).click()
    for question in ("top", "card"):
        page.locator(chip(question, "5", ".ranks")).click()
        page.locator(chip(question, "P", ".colours")).click()
    snapshot(page, artifacts / "dispute-flip-dark.png", full_page=True)
    page.locator("#ask").click()
    expect(page.locator("#answer .answer-headline")).to_have_text("Yes, it can be played")
