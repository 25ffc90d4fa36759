"""What to expect: the JSON answer, the panels on the new-game form and rules page, insights."""

from __future__ import annotations

import html
import json
import re

import pytest

from referee.decks import DECKS
from referee.rules import OPTIONS, PRESETS, HouseRules, Stacking
from referee.scorekeeping.scoring import Method
from referee.simulation.expectations import compare_strategies, expect
from referee.simulation.strategies import Strategy
from referee.web.service.expectations import ROWS, write_figure

FIGURES = [key for key, _, _, _ in ROWS]


def shown_for(deck: str) -> list[str]:
    """The rows the panel shows for ``deck``."""
    return [key for key, _, _, decks in ROWS if not decks or deck in decks]


MAX_PAGE = 50 * 1024


def text_of(page: str) -> str:
    """The page's text, tags stripped, entities decoded, spaces squeezed."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def panel_figures(page: str) -> dict[str, tuple[str, str]]:
    """Each shown row of the panel: key -> (these rules, official), as written."""
    row = (
        r'<tr data-key="(\w+)" data-form="[^"]+"(?: data-decks="[^"]+")?><th scope="row">[^<]+</th>'
        r'<td class="ours">([^<]+)</td><td class="official">([^<]+)</td>'
    )
    rows = re.findall(row, page)
    return {key: (ours, official) for key, ours, official in rows}


def test_official_rules_by_default(client):
    body = client.get("/api/expectations").get_json()
    assert (body["players"], body["deck"], body["target"], body["scoring"]) == (
        4,
        "classic",
        500,
        "collect",
    )
    assert body["rules"] == HouseRules().to_dict() and body["rules_summary"] == "Official rules"
    assert body["expected"] == body["official"]
    assert set(body["expected"]) == set(FIGURES)
    assert body["expected"]["big_draw_share"] == 0 and body["expected"]["rounds_to_target"] > 2
    assert body["rounds_simulated"] >= 100 and body["games_assembled"] >= 60


def test_house_rules_are_compared_with_the_official_ones(client):
    body = client.get(
        "/api/expectations?players=5&stacking=any&deck=2018&target=300&scoring=lowest"
    ).get_json()
    found = expect(HouseRules(stacking=Stacking.ANY), "2018", 5, 300, Method.LOWEST)
    assert (
        body["expected"] == found.figures.to_json() and body["official"] == found.official.to_json()
    )
    assert body["expected"]["big_draw_share"] > 0 and body["official"]["big_draw_share"] == 0
    assert body["rules"]["stacking"] == "any" and body["scoring"] == "lowest"


def test_a_preset_with_options_over_it(client):
    body = client.get("/api/expectations?preset=party&seven_o=false&uno_penalty=4").get_json()
    assert body["rules"] == HouseRules(stacking=Stacking.ANY, jump_in=True, uno_penalty=4).to_dict()
    assert body["rules"] != PRESETS["party"].to_dict()


def test_answers_are_cached_per_table(client):
    expect.cache_clear()
    first = client.get("/api/expectations?players=3&jump_in=true").get_json()
    assert client.get("/api/expectations?jump_in=true&players=3").get_json() == first
    assert expect.cache_info().hits == 1 and expect.cache_info().misses == 1


@pytest.mark.parametrize(
    ("query", "field", "code"),
    [
        ("players=1", "players", "invalid_value"),
        ("players=11", "players", "invalid_value"),
        ("players=four", "players", "invalid_value"),
        ("target=49", "target", "invalid_value"),
        ("target=10001", "target", "invalid_value"),
        ("deck=1999", "deck", "invalid_value"),
        ("scoring=highest", "scoring", "invalid_value"),
        ("preset=chaos", "preset", "invalid_value"),
        ("stacking=sometimes", "stacking", "invalid_value"),
        ("seven_o=yes", "seven_o", "invalid_value"),
        ("uno_penalty=3", "uno_penalty", "invalid_value"),
        ("first_reverse=left", "first_reverse", "invalid_value"),
        ("stack=same", "stack", "unknown_field"),
        ("players=4&rules=x", "rules", "unknown_field"),
    ],
)
def test_bad_parameters_are_named(assert_error, client, query, field, code):
    error = assert_error(client.get(f"/api/expectations?{query}"), 400, code, field)
    assert field in error["message"]


def test_the_new_game_form_shows_what_to_expect(client):
    response = client.get("/")
    page = response.text
    assert len(response.data) < MAX_PAGE
    assert "What to expect" in page and "expectations.js" in page
    found = expect(HouseRules(), "classic", 4, 500, Method.COLLECT)
    figures = panel_figures(page)
    assert list(figures) == shown_for("classic")
    for key, _, form, _ in ROWS:
        if key in figures:
            assert figures[key][0] == write_figure(found.figures.to_json()[key], form)
    row = r'<tr data-key="(\w+)" data-form="[^"]+" data-decks="([^"]+)" hidden>'
    hidden = re.findall(row, page)
    assert {key for key, _ in hidden} == set(FIGURES) - set(shown_for("classic"))
    allowed = json.loads(html.unescape(re.search(r"data-allowed='([^']+)'", page).group(1)))
    assert allowed == {option.name: list(option.json_values) for option in OPTIONS}
    assert 'data-url="/api/expectations"' in page
    # "Start game" comes first; the figures, inside the form they follow, after it.
    form = re.search(r'<form method="post" action="/".*?</form>', page, re.S).group(0)
    assert form.index('id="start"') < form.index('id="expectations"')


def test_a_games_rules_page_shows_its_own_expectations(client):
    body = {"players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "target": 300, "scoring": "lowest",
            "deck": "2015", "rules": {"stacking": "same"}}  # fmt: skip
    game = client.post("/api/games", json=body).get_json()["id"]
    page = client.get(f"/g/{game}/rules").text
    found = expect(HouseRules(stacking=Stacking.SAME), "2015", 5, 300, Method.LOWEST)
    text = text_of(page)
    caption = "5 players · 2015 (Wild Swap Hands) · to 300 · Lowest score wins"
    assert "What to expect" in text and caption in text
    figures = panel_figures(page)
    rounds = write_figure(found.figures.rounds_to_target, "1")
    assert figures["rounds_to_target"] == (
        rounds,
        write_figure(found.official.rounds_to_target, "1"),
    )
    assert figures["big_draw_share"][1] == "0%"


def test_the_insights_page_compares_strategies(client):
    response = client.get("/insights")
    assert response.status_code == 200 and len(response.data) < MAX_PAGE
    page, records = response.text, {r.strategy: r for r in compare_strategies().records}
    offensive, defensive = records[Strategy.OFFENSIVE], records[Strategy.DEFENSIVE]
    text = text_of(page)
    assert f"Offensive players won {offensive.game_win_rate * 100:.0f}% of games" in text
    assert f"defensive players {defensive.game_win_rate * 100:.0f}%" in text
    assert f"caught holding {defensive.points_conceded:.0f} points" in text
    main = page.split('<main id="main"', 1)[1]  # the chart is drawn without a script of its own
    assert page.count('class="bar bar-offensive') == 2 and "<svg" in main and "<script" not in main
    assert 'href="/insights"' in client.get("/").text


@pytest.mark.parametrize(
    ("deck", "own"),
    [("flip", "flips_per_round"), ("no_mercy", "knockout_share"), ("all_wild", None),
     ("attack", "presses_per_round")],
)  # fmt: skip
def test_every_edition_has_its_own_figures(client, deck, own):
    body = {"players": ["Ann", "Bob", "Cy"], "deck": deck}
    game = client.post("/api/games", json=body).get_json()
    page = client.get(f"/g/{game['id']}/rules").text
    found = expect(HouseRules(), deck, 3, game["target"], Method.COLLECT)
    figures = panel_figures(page)
    assert list(figures) == shown_for(deck)
    assert DECKS[deck].title in text_of(page)
    assert figures["turns_per_round"][0] == write_figure(found.figures.turns_per_round, "0")
    if own is not None:
        assert found.figures.to_json()[own] > 0
        assert figures[own][0] == write_figure(
            found.figures.to_json()[own], dict((key, form) for key, _, form, _ in ROWS)[own]
        )
    assert "challenges_per_round" not in figures  # nobody challenges in the editions' play
    api = client.get(f"/api/expectations?deck={deck}&players=3&target={game['target']}")
    assert api.get_json()["expected"] == found.figures.to_json()


def test_no_mercy_says_how_often_someone_is_knocked_out_and_how_big_stacks_get(client):
    body = client.get("/api/expectations?deck=no_mercy&players=4&target=1000").get_json()
    figures = body["expected"]
    assert 0 < figures["knockout_share"] <= 1 and figures["knockouts_per_round"] > 0
    assert (
        figures["largest_draw"]
        > client.get("/api/expectations").get_json()["expected"]["largest_draw"]
    )
    assert figures["challenges_per_round"] == 0


def test_the_new_game_panel_knows_every_decks_name_and_every_methods_label(client):
    page = client.get("/").text

    def data(name):
        return json.loads(html.unescape(re.search(rf"data-{name}='([^']+)'", page).group(1)))

    assert data("deck-titles") == {name: deck.title for name, deck in DECKS.items()}
    assert data("methods") == {method.value: method.label for method in Method}
