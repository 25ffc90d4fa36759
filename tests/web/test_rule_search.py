"""Asking the rulebook from its page and from a game: ranked rules, and the dispute helper."""

from __future__ import annotations

import html
import re

import pytest

from referee.rulebook.search import search_rules


def shown(page: str) -> list[str]:
    """The rules a page shows, in order."""
    return re.findall(r'<section class="rule-entry" id="rule-([a-z0-9-]+)">', page)


def offer_href(page: str) -> str:
    """Where the page's offer of the dispute helper leads ("" when it offers none)."""
    found = re.search(r'<a class="panel offer" id="search-offer" href="([^"]*)"', page)
    assert found
    return html.unescape(found.group(1))


@pytest.mark.parametrize(
    "question",
    ["stack +4 on +2", "forgot to say uno", "how many points is a wild", "jumpin", "who deals"],
)
def test_the_rulebook_page_shows_the_ranked_answer(client, question):
    page = client.get("/rulebook", query_string={"q": question}).text
    assert shown(page) == search_rules(question).entry_ids
    assert 1 <= len(shown(page)) <= 8


def test_a_question_about_a_dispute_offers_that_wizard_with_its_cards(client):
    page = client.get("/rulebook", query_string={"q": "can I put a +4 on a +2"}).text
    assert offer_href(page) == "/help/stack?card=W%2B4&top=%2B2&prefill=1"
    assert page.index('id="search-offer"') < page.index('id="rule-stacking"')
    assert "Can I stack this?" in page


def test_a_plain_question_offers_no_wizard(client):
    page = client.get("/rulebook", query_string={"q": "how many points is a wild"}).text
    assert offer_href(page) == ""
    assert re.search(r'id="search-offer" href="" hidden', page)


def test_a_game_s_rules_answer_as_played_there_and_offer_its_wizard(client, table):
    game = table.new_game()
    page = client.get(f"/g/{game}/rules", query_string={"q": "stack +4 on +2"}).text
    assert shown(page)[0] == "stacking"
    assert offer_href(page) == f"/g/{game}/help/stack?card=W%2B4&top=%2B2&prefill=1"
    every = client.get(f"/g/{game}/rules").text
    assert len(shown(every)) > len(shown(page))


def test_a_filled_in_wizard_waits_for_the_answer(client, table):
    game = table.new_game()
    response = client.get(f"/g/{game}/help/stack?card=W%2B4&top=%2B2&prefill=1")
    assert response.status_code == 200
    page = response.text
    assert 'id="answer"' not in page and "has-error" not in page
    assert re.search(r'name="top" value="\+2" checked', page)
    assert re.search(r'name="card" value="W\+4" checked', page)


def test_the_dispute_helper_answers_without_a_game_under_the_official_rules(client):
    menu = client.get("/help").text
    assert 'href="/help/stack"' in menu and "official rules" in menu
    answer = client.get(
        "/help/stack",
        query_string={"top": "+2", "top_color": "R", "total": "", "seat": "1",
                      "card": "+2", "card_color": "B", "direction": "cw"},
    )  # fmt: skip
    assert answer.status_code == 200
    assert "No, it can't be stacked" in html.unescape(answer.text)  # printed rules: no stacking
    assert 'href="/rulebook#rule-' in answer.text
    assert "Save this ruling" not in answer.text


def test_the_search_index_is_kept_for_a_year_under_its_hash(client):
    page = client.get("/rulebook").text
    address = re.search(r'<script src="(/rulebook/index-en\.js\?v=[0-9a-f]+)"', page).group(1)
    response = client.get(address)
    assert response.status_code == 200 and response.mimetype == "text/javascript"
    assert "immutable" in response.headers["Cache-Control"]
    assert response.text.startswith("window.UnoRuleIndex=")
    assert client.get("/rulebook/index-en.js").headers["Cache-Control"] == "no-cache"
    assert client.get("/rulebook/index-xx.js").status_code == 404
    assert address in client.get("/sw.js").text


def test_the_dispute_menu_asks_the_rules_of_its_table(client, table):
    game = table.new_game()
    page = client.get(f"/g/{game}/help").text
    assert re.search(rf'<form method="get" action="/g/{game}/rules#ask" class="panel search"', page)
    assert re.search(r'<form method="get" action="/rulebook" class="panel search"',
                     client.get("/help").text)  # fmt: skip


@pytest.mark.parametrize("question", ["stack ٣", "stack ❶", "first card ፩", "stack 𜳷 on +2"])
def test_digits_of_other_scripts_are_no_cards_and_no_error(client, question):
    response = client.get("/rulebook", query_string={"q": question})
    assert response.status_code == 200
    assert "card=" not in offer_href(response.text)


def test_the_search_speaks_the_page_s_language_and_keeps_reading_english(client):
    english = client.get("/rulebook", query_string={"q": "stack +4 on +2"}).text
    client.set_cookie("lang", "de")
    page = client.get("/rulebook", query_string={"q": "stack +4 on +2"}).text
    assert shown(page) == shown(english) == search_rules("stack +4 on +2").entry_ids
    address = re.search(r'<script src="(/rulebook/index-de\.js\?v=[0-9a-f]+)"', page).group(1)
    index = client.get(address)
    assert index.status_code == 200 and "immutable" in index.headers["Cache-Control"]
    assert index.text.startswith('window.UnoRuleIndex={"language":"de"')  # German's own words
    assert '"english":{"language":"en"' in index.text and '"titles"' not in index.text
    assert '"titles"' not in client.get("/rulebook/index-en.js").text
    assert address in client.get("/sw.js").text
    nothing = client.get("/rulebook", query_string={"q": "xyzzy"}).text
    assert re.search(r'id="search-closest"', nothing) and 'data-titles="{' in nothing


def test_a_page_in_a_language_with_a_vocabulary_reads_questions_in_it(client):
    client.set_cookie("lang", "de")
    question = "Darf ich eine +4 auf eine +2 legen?"
    page = client.get("/rulebook", query_string={"q": question}).text
    assert shown(page) == search_rules(question, "de").entry_ids and shown(page)[0] == "stacking"
    assert offer_href(page) == "/help/stack?card=W%2B4&top=%2B2&prefill=1"
    assert "Frag in deinen eigenen Worten" in html.unescape(page)
    nothing = client.get("/rulebook", query_string={"q": "xyzzy"}).text
    assert re.search(r'id="search-closest"', nothing)


def test_a_page_in_a_language_without_a_vocabulary_reads_english_and_the_titles(
    client, monkeypatch
):
    from referee.rulebook import search
    from referee.web.pages import house_rules

    tag = "nl"  # as if Dutch had no vocabulary yet
    without = {language: v for language, v in search.VOCABULARIES.items() if language != tag}
    monkeypatch.setattr(search, "VOCABULARIES", without)
    monkeypatch.setattr(house_rules, "VOCABULARIES", without)
    house_rules.index_script.cache_clear()
    try:
        client.set_cookie("lang", tag)
        page = client.get("/rulebook", query_string={"q": "stack +4 on +2"}).text
        assert shown(page) == search_rules("stack +4 on +2").entry_ids
        address = re.search(rf'<script src="(/rulebook/index-{tag}\.js\?v=[0-9a-f]+)"', page)
        index = client.get(address.group(1)).text
        assert index.startswith('window.UnoRuleIndex={"language":"en"') and '"titles"' in index
    finally:
        house_rules.index_script.cache_clear()
