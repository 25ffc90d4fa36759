"""The rulebook search on the phone: the same answers as the server, with or without signal."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from referee.rulebook.search import search_rules
from tests.rule_questions import QUESTIONS

from .screenshots import snapshot

pytestmark = pytest.mark.browser

# The phone's search is compared with the server's on every question (and odd input) by
# tests/referee/test_search_languages.py, in Node; here a few show that the page loads the
# script and its index and answers the same in Chromium, online and without signal.
SAMPLE = [q for q, _ in QUESTIONS[:12]] + ["xyzzy", "stack ٣", "stack +\ufeff4 on +2", "İstack"]


def phone_answers(page, questions: list[str]) -> list[dict]:
    """What the phone's copy of the search answers, question by question."""
    return page.evaluate(
        "qs => qs.map(q => new UnoRuleSearch.Searcher(UnoRuleIndex).search(q))", questions
    )


def shown_ids(page) -> list[str]:
    """The rules the page shows as the answer, in order."""
    return page.locator("#search-results .rule-entry").evaluate_all(
        "els => els.map(e => e.dataset.entry || e.id.replace('rule-', ''))"
    )


def test_the_phone_ranks_questions_exactly_as_the_server(page, live_server):
    page.goto(live_server + "/rulebook")
    for question, answer in zip(SAMPLE, phone_answers(page, SAMPLE), strict=True):
        assert answer == search_rules(question).to_json(), question


def test_without_signal_the_kept_rulebook_answers_as_the_server_did(
    page, live_server, kept, artifacts
):
    page.goto(live_server + "/rulebook")
    kept(page, ["/rulebook"])
    online = {}
    for question, _ in QUESTIONS[:12]:
        page.goto(live_server + "/rulebook?q=" + question.replace("+", "%2B"))
        online[question] = page.locator("#search-results .rule-entry").evaluate_all(
            "els => els.map(e => e.id.replace('rule-', ''))"
        )
    page.goto(live_server + "/rulebook")
    page.context.set_offline(True)
    asked = [q for q in SAMPLE if search_rules(q).matched]  # the rules it finds, shown
    for question in asked:
        page.fill("input[name=q]", question)
        page.locator("#rule-search button[type=submit]").click()
        expect(page.locator("#search-summary")).not_to_be_empty()
        ids = shown_ids(page)
        assert ids == search_rules(question).entry_ids, question
        if question in online:
            assert ids == online[question], question
    page.fill("input[name=q]", "can I put a +4 on a +2")
    page.locator("#rule-search button[type=submit]").click()
    offer = page.locator("#search-offer")
    expect(offer).to_be_visible()
    expect(offer).to_contain_text("Can I stack this?")
    assert offer.get_attribute("href") == "/help/stack?card=W%2B4&top=%2B2&prefill=1"
    snapshot(page, artifacts / "rulebook-search-offline.png", full_page=True)
    # A question asked by address, without signal: the kept rulebook answers it.
    page.goto(live_server + "/rulebook?q=forgot+to+say+uno")
    expect(page.locator("#search-results .rule-entry").first).to_be_visible()
    assert shown_ids(page)[0] == "uno-call"
    expect(page.locator("#search-offer")).to_contain_text("Missed UNO")
    page.context.set_offline(False)


def test_a_question_that_matches_nothing_offers_the_closest_rules(page, live_server):
    page.goto(live_server + "/rulebook")
    page.fill("input[name=q]", "xyzzy")
    page.locator("#rule-search button[type=submit]").click()
    expect(page.locator("#search-summary")).to_contain_text("No rule mentions “xyzzy”")
    links = page.locator("#search-closest a")
    assert links.count() >= 3
    assert re.fullmatch(r"/rulebook#rule-[a-z-]+", links.first.get_attribute("href"))


def test_a_game_s_rules_page_offers_its_own_wizard_offline(page, server, kept):
    game = server.new_game(["Ann", "Bob", "Cy"], rules={"stacking": "plus4_on_plus2"})
    page.goto(f"{server.base_url}/g/{game['id']}/edit/{game['edit_key']}")
    rules = f"/g/{game['id']}/rules"
    kept(page, [rules])
    page.goto(server.base_url + rules)
    page.context.set_offline(True)
    page.fill("input[name=q]", "stack +4 on +2")
    page.locator("#rule-search button[type=submit]").click()
    assert shown_ids(page)[0] == "stacking"
    text = page.locator("#search-results .rule-entry").first.inner_text()
    assert "Wild Draw Four" in text
    href = page.locator("#search-offer").get_attribute("href")
    assert href == f"/g/{game['id']}/help/stack?card=W%2B4&top=%2B2&prefill=1"
    page.context.set_offline(False)
