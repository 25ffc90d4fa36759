"""House rules pages: the rules as played, changing them by the edit link, the rulebook."""

from __future__ import annotations

import html
import re

import pytest

from referee.decks import DECKS
from referee.rulebook.book import EDITION_ENTRIES, deck_entry, entries, get_entry
from referee.rules import OPTIONS, HouseRules, Stacking, get_preset


def text_of(page: str) -> str:
    """The page's text, tags stripped and entities decoded."""
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def entry_text(page: str, entry_id: str) -> str:
    """The text of one rule entry on a page."""
    found = re.search(
        rf'<section class="rule-entry" id="rule-{entry_id}">(.*?)</section>', page, re.S
    )
    assert found, f"no entry {entry_id}"
    return " ".join(text_of(found.group(1)).split())


def edit_form(client, game_id):
    page = client.get(f"/g/{game_id}/rules/edit")
    assert page.status_code == 200, page.text
    return page.text


def post_rules(table, game_id, preset, page=None, **options):
    """Post the house-rules form as a phone would (options: option name -> value index)."""
    client = table.client
    page = page or edit_form(client, game_id)
    data = {
        "csrf_token": table.token_of(page),
        "version": table.hidden(page, "version"),
        "preset": preset,
    }
    for option in OPTIONS:
        data[f"rules-{option.name}"] = str(options.get(option.name, 0))
    return client.post(f"/g/{game_id}/rules/edit", data=data)


# ---- the rules as played ---------------------------------------------------------------


def test_every_rule_is_on_the_rules_page_with_an_anchor(client, table):
    game = table.new_game()
    page = client.get(f"/g/{game}/rules").text
    for entry in entries():
        assert f'id="rule-{entry.id}"' in page


def test_the_rules_are_stated_as_this_table_plays_them(client, table):
    official = client.get(f"/g/{table.new_game()}/rules").text
    party = client.get(f"/g/{table.new_game(preset='party')}/rules").text
    rules = get_preset("party")
    for entry_id in ("stacking", "seven-o", "jump-in"):
        assert entry_text(official, entry_id) != entry_text(party, entry_id)
        played = " ".join(get_entry(entry_id).as_played(rules).split())
        assert played in entry_text(party, entry_id)
    assert "Not played here" in entry_text(official, "seven-o")


def test_the_rules_page_names_the_preset_and_every_option(client, table):
    page = text_of(client.get(f"/g/{table.new_game(preset='progressive')}/rules").text)
    assert "Progressive" in page
    for option in OPTIONS:
        assert option.label in page


def test_the_scoreboard_summary_links_to_the_details(client, table):
    game = table.new_game(preset="party")
    page = client.get(f"/g/{game}").text
    assert f'href="/g/{game}/rules"' in page
    assert HouseRules.from_mapping(get_preset("party").to_dict()).summary() in html.unescape(page)


# ---- changing the rules ----------------------------------------------------------------


def test_only_the_edit_link_offers_to_change_the_rules(client, app, table):
    game = table.new_game()
    assert f'href="/g/{game}/rules/edit"' in client.get(f"/g/{game}/rules").text
    stranger = app.test_client()
    assert "/rules/edit" not in stranger.get(f"/g/{game}/rules").text
    assert stranger.get(f"/g/{game}/rules/edit").status_code == 403


def test_the_form_starts_from_the_current_rules(client, table):
    game = table.new_game(preset="progressive")
    page = edit_form(client, game)
    assert re.search(r'name="preset"[^>]*value="progressive"[^>]*checked|'
                     r'checked[^>]*name="preset"[^>]*value="progressive"', page)  # fmt: skip


def test_changing_to_a_preset_updates_the_game(client, table):
    game = table.new_game()
    before = table.document(game)
    response = post_rules(table, game, "party")
    assert response.status_code == 302
    doc = table.document(game)
    assert doc["rules"] == get_preset("party").to_dict()
    assert doc["version"] == before["version"] + 1
    assert doc["rounds"] == before["rounds"]
    scoreboard = client.get(response.headers["Location"]).text
    assert "House rules changed" in html.unescape(scoreboard)


def test_custom_options_are_stored_one_by_one(client, table):
    game = table.new_game()
    stacking = next(o for o in OPTIONS if o.name == "stacking")
    penalty = next(o for o in OPTIONS if o.name == "uno_penalty")
    response = post_rules(
        table,
        game,
        "custom",
        stacking=stacking.allowed.index(Stacking.ANY),
        uno_penalty=penalty.allowed.index(4),
    )
    assert response.status_code == 302
    rules = table.document(game)["rules"]
    assert rules["stacking"] == "any"
    assert rules["uno_penalty"] == 4
    assert rules["seven_o"] is False


def test_the_new_rules_decide_disputes_at_once(client, table):
    game = table.new_game()
    ask = f"/g/{game}/help/stack?top=%2B2&top_color=B&seat=2&card=%2B2&card_color=R&direction=cw"
    assert "No, it can&#39;t be stacked" in client.get(ask).text
    post_rules(table, game, "progressive")
    assert "Yes, it can be stacked" in client.get(ask).text


@pytest.mark.parametrize(
    ("preset", "options", "field"),
    [
        ("cheating", {}, "preset"),
        ("custom", {"stacking": 9}, "rules-stacking"),
        ("custom", {"uno_penalty": "x"}, "rules-uno_penalty"),
    ],
)
def test_bad_choices_are_refused_next_to_the_field(client, table, preset, options, field):
    game = table.new_game()
    before = table.document(game)
    response = post_rules(table, game, preset, **options)
    assert response.status_code == 422
    assert table.document(game) == before
    assert re.search(rf'name="{field}".*?class="error"', response.text, re.S)


def test_a_stale_form_changes_nothing_and_says_why(client, table):
    game = table.new_game()
    page = edit_form(client, game)
    table.record(game, 0, {1: "5", 2: "7", 3: "9"})
    before = table.document(game)
    response = post_rules(table, game, "party", page=page)
    assert response.status_code == 409
    assert "Someone changed this game" in html.unescape(response.text)
    assert table.document(game) == before
    # the form now carries the fresh version: saving again works
    again = post_rules(table, game, "party", page=response.text)
    assert again.status_code == 302
    assert table.document(game)["rules"] == get_preset("party").to_dict()


def test_without_a_csrf_token_nothing_changes(client, table):
    game = table.new_game()
    page = edit_form(client, game)
    before = table.document(game)
    response = client.post(
        f"/g/{game}/rules/edit", data={"version": table.hidden(page, "version"), "preset": "party"}
    )
    assert response.status_code in (400, 422)
    assert table.document(game) == before


def test_unchanged_rules_do_not_bump_the_version(client, table):
    game = table.new_game()
    before = table.document(game)
    response = post_rules(table, game, "official")
    assert response.status_code == 302
    assert table.document(game) == before


# ---- the rulebook ----------------------------------------------------------------------


def test_the_rulebook_lists_every_rule_with_its_sources(client):
    page = client.get("/rulebook").text
    for entry in entries():
        text = entry_text(page, entry.id)
        assert entry.title in text
        for source in entry.sources:
            assert source in text


def test_sources_are_named_as_people_know_them(client):
    page = text_of(client.get("/rulebook").text)
    assert "Mattel instruction sheet, 2008" in page
    assert "unorules.com summary" in page
    assert "a common house rule" in page
    assert "seeds/" not in page and "seed 0" not in page


def test_card_points_and_deck_counts_come_from_the_card_table(client):
    page = client.get("/rulebook").text
    assert "Draw Two 20, Wild and Wild Draw Four 50, the special wilds 40" in entry_text(
        page, "scoring"
    )
    assert entry_text(page, "deck").startswith("The deck 108 cards")


def test_the_rules_page_and_the_rulings_agree_on_the_wild_draw_four_bluff(client, table):
    game = table.new_game()
    page = entry_text(client.get(f"/g/{game}/rules").text, "wild-draw-four")
    assert "Playing it anyway is a bluff, against the rules" in page
    assert "the challenge succeeds and the bluffer picks up the 4 instead" in page
    body = client.post(
        "/api/rulings",
        json={
            "game": game,
            "state": {"players": 4, "turn": 1, "top": "R7", "hands": {"1": ["R2", "W+4"]}},
            "action": {"type": "play", "seat": 1, "card": "W+4", "color": "G"},
        },
    ).get_json()
    assert body["legal"] is False and body["verdict"] == "bluff"
    assert "against the rules" in body["if_played_anyway"]
    assert "the challenge then succeeds and you draw 4" in body["if_played_anyway"]


def test_searching_finds_a_rule_by_a_word_of_its_text(client):
    page = client.get("/rulebook?q=challenge").text
    assert 'id="rule-wild-draw-four-challenge"' in page
    assert 'id="rule-seven-o"' not in page


def test_a_search_that_finds_nothing_says_so_and_links_the_closest_rules(client):
    page = client.get("/rulebook?q=xyzzy").text
    assert "No rule mentions “xyzzy”" in html.unescape(page)
    assert 'class="rule-entry"' not in page
    closest = re.search(
        r'<nav class="panel closest" id="search-closest"[^>]*>(.*?)</nav>', page, re.S
    )
    assert closest and len(re.findall(r'href="/rulebook#rule-[a-z-]+"', closest.group(1))) >= 3


def test_an_overlong_search_is_refused_with_a_message(client):
    response = client.get("/rulebook?q=" + "a" * 200)
    assert response.status_code == 400
    assert "A search must be at most 80 characters; 200 given." in response.text


def test_the_home_page_links_to_the_rulebook(client):
    assert 'href="/rulebook"' in client.get("/").text


def edition_section(page: str) -> str:
    found = re.search(r'<section class="panel edition" id="edition">(.*?)</section>', page, re.S)
    assert found, "no edition panel"
    return found.group(1)


@pytest.mark.parametrize("deck", list(DECKS))
def test_the_rules_page_shows_the_games_deck_with_its_cards_and_points(client, deck):
    game = client.post("/api/games", json={"players": ["Ann", "Bob"], "deck": deck}).get_json()
    panel = edition_section(client.get(f"/g/{game['id']}/rules").text)
    text = " ".join(text_of(panel).split())
    edition = DECKS[deck]
    assert f"The deck: {edition.title}" in text and f"{edition.size} cards" in text
    row = r'<th scope="row">([^<]+)</th>.*?<td class="points">([^<]+)</td>'
    rows = dict(re.findall(row, panel))
    for kind in edition.kinds:
        if not kind.rank.is_number:
            assert html.unescape(rows[kind.rank.label]) == str(kind.rank.points)
    assert any(name.startswith("Number") for name in rows) == any(
        kind.rank.is_number for kind in edition.kinds
    )
    assert f'href="/rulebook#rule-{deck_entry(deck)}"' in panel
    # "not known" only where the edition's counts are not known.
    assert ("not known" in text) == (not edition.counts_known)


def test_the_rules_page_tells_the_copies_of_each_number(client):
    """A classic deck holds one 0 and two of each other number per colour: said as such."""
    game = client.post("/api/games", json={"players": ["Ann", "Bob"]}).get_json()
    panel = edition_section(client.get(f"/g/{game['id']}/rules").text)
    text = " ".join(text_of(panel).split())
    assert "Number 0 face value 1 per colour" in text
    assert "Numbers 1 to 9 face value 2 of each per colour" in text


def test_the_rules_page_links_challenge_uno_for_an_elimination_game(client):
    body = {"players": ["Ann", "Bob", "Cy"], "scoring": "elimination"}
    game = client.post("/api/games", json=body).get_json()
    panel = edition_section(client.get(f"/g/{game['id']}/rules").text)
    assert 'href="/rulebook#rule-challenge-uno"' in panel
    assert "Challenge UNO (elimination) in the rulebook" in text_of(panel)


def test_the_new_game_form_links_each_deck_to_its_rulebook_entry(client):
    page = client.get("/").text
    links = re.search(r'<p class="muted deck-rules">(.*?)</p>', page, re.S)
    assert links
    for name, deck in DECKS.items():
        link = f'<a href="/rulebook#rule-{deck_entry(name)}">{deck.title}</a>'
        assert link in html.unescape(links.group(1))


def test_the_rulebook_groups_the_editions_apart(client):
    page = client.get("/rulebook").text
    headings = re.findall(r"<h2>([^<]+)</h2>", page)
    assert headings[-3:] == ["Official rules", "Editions and Challenge UNO", "House rules"]
    editions = page.split("<h2>Editions and Challenge UNO</h2>")[1].split("<h2>")[0]
    assert set(re.findall(r'id="rule-([a-z0-9-]+)"', editions)) == set(EDITION_ENTRIES)
