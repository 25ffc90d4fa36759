"""The game's story through the client: chart, summary, play again, playing on and ending,
the timeline with saved rulings, the rules page's rulings, player pages, page weights."""

from __future__ import annotations

import gzip
import html
import re
from urllib.parse import urlencode

import pytest
from sqlalchemy import func, select

FOUR = ["Ann", "Bob", "Cy", "Dee"]
# Ann +90, Bob +12, Bob +8 (a run of two), Ann +420 (three hands of 140): Ann 510
ROUNDS = [
    ("Ann", {"Bob": 10, "Cy": 20, "Dee": 60}),
    ("Bob", {"Ann": 5, "Cy": 4, "Dee": 3}),
    ("Bob", {"Ann": 2, "Cy": 3, "Dee": 3}),
    ("Ann", {"Bob": 140, "Cy": 140, "Dee": 140}),
]
GZIP = {"Accept-Encoding": "gzip"}
CHALLENGE = {"seat": "1", "before": "R", "held": "yes", "named": "G", "direction": "cw"}


def token_of(page: str) -> str:
    """The CSRF token of the first form in the page."""
    return re.search(r'name="csrf_token"[^>]*value="([^"]+)"', page).group(1)


class Games:
    """Setting games up over the JSON API, and this client's edit keys."""

    def __init__(self, client):
        self.client = client
        self.keys: dict[str, str] = {}

    def start(self, players=FOUR, **settings) -> str:
        """Create a game; return its id (its key is kept)."""
        response = self.client.post("/api/games", json={"players": players, **settings})
        assert response.status_code == 201, response.text
        game = response.get_json()
        self.keys[game["id"]] = game["edit_key"]
        return game["id"]

    def play(self, game_id: str, rounds=ROUNDS) -> dict:
        """Record rounds given as ``(winner, {player: points})``; return the last document."""
        document = {}
        for winner, hands in rounds:
            response = self.client.post(
                f"/api/games/{game_id}/rounds",
                json={"winner": winner, "hands": {p: {"points": n} for p, n in hands.items()}},
                headers=self.bearer(game_id),
            )
            assert response.status_code == 201, response.text
            document = response.get_json()
        return document

    def bearer(self, game_id: str) -> dict[str, str]:
        """The write header for a game."""
        return {"Authorization": f"Bearer {self.keys[game_id]}"}

    def hold_key(self, game_id: str) -> None:
        """Open the edit link, so this client's phone can edit the game."""
        response = self.client.get(f"/g/{game_id}/edit/{self.keys[game_id]}")
        assert response.status_code == 302

    def document(self, game_id: str) -> dict:
        """The game document."""
        return self.client.get(f"/api/games/{game_id}").get_json()


@pytest.fixture
def table(client):
    return Games(client)


def game_count(app) -> int:
    """How many games are stored."""
    from referee.web.infra.extensions import db
    from referee.web.service.models import Game

    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Game))


def text_of(page: str) -> str:
    """The page's visible text, roughly: tags removed, spaces collapsed."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


# ---- the chart ---------------------------------------------------------------------------


def test_the_scoreboard_draws_every_player_and_the_target_on_the_server(client, table):
    game = table.start(target=300)
    table.play(game, ROUNDS[:3])
    page = client.get(f"/g/{game}").text
    svg = re.search(r"<svg class=\"score-chart\".*?</svg>", page, re.S).group(0)
    assert svg.count("<polyline") == 4
    assert len(set(re.findall(r'stroke-dasharray="([^"]+)"', svg))) == 3  # Ann's line is solid
    assert 'class="target"' in svg and "target 300" in svg
    assert "Winner collects: totals after 3 rounds: Ann 90, Bob 20, Cy 0, Dee 0." in svg
    for name in FOUR:
        assert re.search(rf'<text class="name"[^>]*>{name}</text>', svg)
    assert "<script" not in svg


def test_the_other_method_is_one_plain_link_away(client, table):
    game = table.start()
    table.play(game, ROUNDS[:2])
    page = client.get(f"/g/{game}?chart=lowest").text
    assert re.search(r'href="/g/[^"]+\?chart=collect#chart">Winner collects', page)
    assert re.search(r'aria-current="true">Lowest score wins', page)
    assert "Lowest score wins: totals after 2 rounds: Ann 5, Bob 10, Cy 24, Dee 63." in page
    odd = client.get(f"/g/{game}?chart=nonsense").text  # anything else: the game's method
    assert "Winner collects: totals after 2 rounds" in odd


def test_names_on_the_scoreboard_lead_to_the_player_pages(client, table):
    game = table.start()
    page = client.get(f"/g/{game}").text
    for name in FOUR:
        assert f'href="/players/{name}"' in page


# ---- the summary -----------------------------------------------------------------------------


def test_the_summary_of_a_finished_game(client, table):
    game = table.start()
    document = table.play(game)
    assert document["over"] and document["winners"] == ["Ann"]
    page = client.get(f"/g/{game}/summary")
    assert page.status_code == 200
    text = text_of(page.text)
    assert "★ Ann wins" in text and "after 4 rounds" in text
    assert "4 rounds played" in text
    assert "140 points : Ann caught Bob’s hand in round 4" in text  # the first of three
    assert "Most rounds won Ann & Bob : 2 rounds each" in text
    assert "Bob : 2 in a row (rounds 2–3)" in text
    collect, lowest = re.findall(r'<ol class="final">(.*?)</ol>', page.text, re.S)
    assert re.findall(r">(\w+)</a> <strong class=\"num\">(\d+)<", collect) == [
        ("Ann", "510"), ("Bob", "20"), ("Cy", "0"), ("Dee", "0")
    ]  # fmt: skip
    assert re.findall(r">(\w+)</a> <strong class=\"num\">(\d+)<", lowest) == [
        ("Ann", "7"), ("Bob", "150"), ("Cy", "167"), ("Dee", "206")
    ]  # fmt: skip
    assert page.text.count("<polyline") == 4


def test_the_summary_is_shareable_and_says_when_the_game_is_still_going(client, table, app):
    game = table.start()
    table.play(game, ROUNDS[:1])
    viewer = app.test_client()
    page = viewer.get(f"/g/{game}/summary")
    assert page.status_code == 200
    assert "Game in progress" in page.text and "★" not in page.text
    assert viewer.get("/g/nope/summary").status_code == 404


def test_the_game_over_banner_links_the_summary_and_play_again(client, table, app):
    game = table.start()
    table.play(game)
    viewer_page = app.test_client().get(f"/g/{game}").text
    assert f'href="/g/{game}/summary"' in viewer_page
    assert f'href="/?again={game}"' in viewer_page  # no key: the start form, filled in
    assert f'action="/g/{game}/again"' not in viewer_page
    table.hold_key(game)
    editor_page = client.get(f"/g/{game}").text
    assert f'action="/g/{game}/again"' in editor_page


# ---- play again ---------------------------------------------------------------------------


def test_play_again_starts_the_next_game_at_the_same_table_on_this_phone(client, table, app):
    game = table.start(
        name="Friday", target=250, scoring="lowest", deck="2018", rules={"stacking": "same"},
        teams=[["Ann", "Cy"], ["Bob", "Dee"]], dealer="Cy", play_on=True,
    )  # fmt: skip
    table.play(game, ROUNDS[:3])  # Cy, Dee and Ann dealt: Bob deals next
    assert client.post(f"/api/games/{game}/end", headers=table.bearer(game)).status_code == 200
    table.hold_key(game)
    summary = client.get(f"/g/{game}/summary").text
    games_before = game_count(app)
    response = client.post(f"/g/{game}/again", data={"csrf_token": token_of(summary)})
    assert response.status_code == 302
    new = re.fullmatch(r"/g/([\w-]+)", response.headers["Location"]).group(1)
    assert new != game and game_count(app) == games_before + 1
    old_doc, new_doc = table.document(game), table.document(new)
    for key in ("name", "players", "target", "scoring", "deck", "rules", "teams", "play_on"):
        assert new_doc[key] == old_doc[key], key
    assert new_doc["dealer"] == "Bob" and new_doc["rounds"] == []
    # the new game's edit key went to this phone
    assert client.get(f"/g/{new}/rounds/new").status_code == 200
    assert "you can edit" in client.get(f"/g/{new}").text
    # the same tap again opens the same new game
    again = client.post(f"/g/{game}/again", data={"csrf_token": token_of(summary)})
    assert again.headers["Location"] == f"/g/{new}"
    assert game_count(app) == games_before + 1
    assert f'href="/g/{new}"' in client.get(f"/g/{game}/summary").text


def test_play_again_needs_the_edit_key_and_a_csrf_token(client, table, app):
    game = table.start()
    table.play(game)
    before = game_count(app)
    viewer = app.test_client()
    token = token_of(viewer.get("/").text)
    assert viewer.post(f"/g/{game}/again", data={"csrf_token": token}).status_code == 403
    table.hold_key(game)
    assert client.post(f"/g/{game}/again", data={}).status_code == 400
    assert game_count(app) == before


def test_without_the_key_play_again_fills_the_start_form(client, table, app):
    game = table.start(target=250, scoring="lowest", deck="2015", dealer="Bob")
    table.play(game, ROUNDS[:2])
    page = app.test_client().get(f"/?again={game}").text
    assert re.findall(r'name="players-\d"[^>]*value="([^"]+)"', page) == FOUR
    assert re.search(r'name="target_other"[^>]*value="250"', page)
    assert re.search(r'checked[^>]*name="scoring"[^>]*value="lowest"', page)
    assert re.search(r'checked[^>]*name="deck"[^>]*value="2015"', page)
    assert re.search(r'<option selected value="3">', page)  # Bob and Cy dealt: Dee is next


# ---- playing on past the target, and ending the game ----------------------------------------


def test_a_game_started_to_play_on_goes_past_the_target_until_ended(client, table):
    table_page = client.get("/").text
    data = {
        "csrf_token": token_of(table_page), "target": "500", "scoring": "collect",
        "deck": "classic", "preset": "official", "teams": "none", "dealer": "0",
        "play_on": "y", **{f"players-{i}": name for i, name in enumerate(FOUR)},
    }  # fmt: skip
    response = client.post("/", data=data)
    game = re.fullmatch(r"/g/([\w-]+)", response.headers["Location"]).group(1)
    assert table.document(game)["play_on"] is True
    for winner, hands in ROUNDS:  # Ann passes 500 in round 4, and play goes on
        page = client.get(f"/g/{game}/rounds/new").text
        form = {
            "csrf_token": token_of(page),
            "request_id": re.search(r'name="request_id"[^>]*value="([^"]*)"', page).group(1),
            "version": re.search(r'name="version"[^>]*value="([^"]*)"', page).group(1),
            "winner": str(FOUR.index(winner)),
            **{f"hand_{FOUR.index(p)}": str(n) for p, n in hands.items()},
        }
        assert client.post(f"/g/{game}/rounds/new", data=form).status_code == 302
    document = table.document(game)
    assert document["over"] is False and document["ended"] is False
    assert document["first_to_target"] == {"players": ["Ann"], "round": 4}
    board = client.get(f"/g/{game}").text
    assert "Ann</strong> reached 500 first, in round 4" in board
    assert 'id="record"' in board and 'id="end-game"' in board
    response = client.post(f"/g/{game}/end", data={"csrf_token": token_of(board)})
    assert response.headers["Location"] == f"/g/{game}/summary"
    document = table.document(game)
    assert document["over"] and document["ended"] and document["winners"] == ["Ann"]
    assert "★ Ann wins" in client.get(f"/g/{game}/summary").text
    assert client.get(f"/g/{game}/rounds/new").status_code == 302  # no more rounds


def test_the_api_ends_a_game_that_plays_on(client, table):
    game = table.start(target=100, play_on=True, scoring="lowest")
    empty = client.post(f"/api/games/{game}/end", headers=table.bearer(game))
    assert empty.status_code == 409 and empty.get_json()["error"]["code"] == "no_rounds"
    table.play(game, ROUNDS[:2])
    assert table.document(game)["first_to_target"] is None
    assert client.post(f"/api/games/{game}/end").status_code == 401
    response = client.post(f"/api/games/{game}/end", headers=table.bearer(game))
    assert response.status_code == 200
    document = response.get_json()
    assert document["over"] and document["ended"] and document["winners"] == ["Ann"]
    version = document["version"]
    retry = client.post(f"/api/games/{game}/end", headers=table.bearer(game))
    assert retry.status_code == 200 and retry.get_json()["version"] == version
    more = client.post(
        f"/api/games/{game}/rounds",
        json={"winner": "Ann", "hands": {p: {"points": 1} for p in FOUR[1:]}},
        headers=table.bearer(game),
    )
    assert more.status_code == 409 and more.get_json()["error"]["code"] == "game_over"


def test_a_game_that_does_not_play_on_is_not_ended_by_hand(client, table):
    game = table.start()
    table.play(game, ROUNDS[:1])
    response = client.post(f"/api/games/{game}/end", headers=table.bearer(game))
    assert response.status_code == 409
    assert response.get_json()["error"]["code"] == "not_play_on"
    assert table.document(game)["over"] is False
    assert "play_on" not in table.document(game)  # the contract's document, unchanged
    bad = client.post("/api/games", json={"players": FOUR, "play_on": "yes"})
    assert bad.status_code == 400 and bad.get_json()["error"]["field"] == "play_on"


# ---- rulings saved to the game, the timeline, the rules page -------------------------------


def wizard_page(client, game, answers=CHALLENGE):
    """The challenge wizard's answer page."""
    return client.get(f"/g/{game}/help/challenge?{urlencode(answers)}")


def save_ruling(client, game, page, request_id="r1"):
    """Post the page's "save this ruling" form."""
    form = re.search(r'<form method="post" action="[^"]*/rulings".*?</form>', page, re.S).group(0)
    data = dict(re.findall(r'name="(\w+)" value="([^"]*)"', form))
    data["answers"] = data["answers"].replace("&amp;", "&")
    data["request_id"] = request_id
    return client.post(f"/g/{game}/rulings", data=data)


def test_a_ruling_is_saved_with_one_tap_and_told_on_the_timeline(client, table):
    game = table.start()
    table.play(game, ROUNDS[:3])
    table.hold_key(game)
    page = wizard_page(client, game).text
    assert 'id="save-ruling"' in page
    response = save_ruling(client, game, page)
    assert response.headers["Location"] == f"/g/{game}/timeline"
    timeline = text_of(client.get(f"/g/{game}/timeline").text)
    assert "Ruled at round 4: Was that Wild Draw Four legal?" in timeline
    assert "No: it was a bluff." in timeline and "Bob draws 4 cards." in timeline
    # in order: the three rounds, then the ruling made while round 4 was played
    assert timeline.index("Round 3") < timeline.index("Ruled at round 4")
    # the rules page lists it too
    rules = text_of(client.get(f"/g/{game}/rules").text)
    assert "Rulings made in this game" in rules and "No: it was a bluff." in rules
    # a retried post saves nothing twice
    save_ruling(client, game, page)
    assert client.get(f"/g/{game}/rules").text.count('class="ruling ') == 1


def test_a_ruling_comes_before_the_round_it_was_made_in(client, table):
    game = table.start()
    table.play(game, ROUNDS[:1])
    table.hold_key(game)
    save_ruling(client, game, wizard_page(client, game).text)
    table.play(game, ROUNDS[1:2])
    timeline = text_of(client.get(f"/g/{game}/timeline").text)
    assert (
        timeline.index("Round 1") < timeline.index("Ruled at round 2") < timeline.index("Round 2")
    )


def test_a_saved_ruling_keeps_the_rules_it_was_made_under(client, table):
    game = table.start()
    table.hold_key(game)
    save_ruling(client, game, wizard_page(client, game).text)
    edit = client.get(f"/g/{game}/rules/edit").text
    changed = client.post(
        f"/g/{game}/rules/edit",
        data={
            "csrf_token": token_of(edit), "preset": "no_bluffing",
            "version": re.search(r'name="version"[^>]*value="(\d+)"', edit).group(1),
        },
    )  # fmt: skip
    assert changed.status_code == 302
    assert "No challenge at this table" in wizard_page(client, game).text  # today's rules
    assert "No: it was a bluff." in client.get(f"/g/{game}/rules").text  # the ruling as made


def test_only_the_edit_link_saves_rulings_and_only_answers_that_judge(client, table, app):
    game = table.start()
    viewer = app.test_client()
    page = wizard_page(viewer, game).text
    assert 'id="save-ruling"' not in page
    forbidden = viewer.post(
        f"/g/{game}/rulings",
        data={
            "csrf_token": token_of(viewer.get("/").text),
            "dispute": "challenge",
            "answers": urlencode(CHALLENGE),
        },
    )
    assert forbidden.status_code == 403
    table.hold_key(game)
    board = client.get("/").text
    for dispute, answers in [("challenge", "seat=9"), ("nonsense", ""), ("uno", "target=0")]:
        response = client.post(
            f"/g/{game}/rulings",
            data={"csrf_token": token_of(board), "dispute": dispute, "answers": answers},
        )
        assert response.status_code == 302 and "/timeline" not in response.headers["Location"]
    assert 'class="ruling ' not in client.get(f"/g/{game}/rules").text
    assert "None yet" in client.get(f"/g/{game}/rules").text


def test_the_timeline_shows_the_target_and_the_end(client, table):
    game = table.start()
    table.play(game)
    timeline = text_of(client.get(f"/g/{game}/timeline").text)
    assert "Ann reached 500 first." in timeline
    assert timeline.index("Round 4") < timeline.index("★ Ann wins")
    assert "Nothing yet" in client.get(f"/g/{table.start()}/timeline").text


# ---- players over time -------------------------------------------------------------------


def test_a_player_page_across_games_matches_names_trimmed_and_in_any_case(client, table):
    first = table.start()
    table.play(first)  # Ann wins under collect
    second = table.start(players=["ANN", "Eve"], scoring="lowest")
    table.play(second, [("Eve", {"ANN": 30})])
    table.start(players=["Bob", "Eve"])  # no Ann
    page = client.get("/players/%20aNn%20")
    assert page.status_code == 200
    text = text_of(page.text)
    assert "ANN" in re.search(r"<h1>(.*?)</h1>", page.text).group(1)  # the latest spelling
    assert "2 games on this server, 1 finished" in text
    assert re.search(
        r"Games played</th>\s*<td class=\"num\">1</td><td class=\"num\">1</td>", page.text
    )
    assert 'Games won</th><td class="num"><strong>1</strong>' in page.text
    assert "2 of 5" in text  # rounds won
    assert "7.4 per round" in text  # (0 + 5 + 2 + 0 + 30) / 5 points left in hand
    assert page.text.count("<rect") == 2
    assert f'href="/g/{first}/summary"' in page.text


def test_an_unknown_player_is_a_friendly_404(client):
    page = client.get("/players/Nobody")
    assert page.status_code == 404 and "No game on this server" in page.text


# ---- page weights -------------------------------------------------------------------------


def page_weight(client, path: str) -> int:
    """Bytes over the wire on a cold visit: the page, its stylesheets and scripts, compressed
    as a phone asks for them."""
    page = client.get(path, headers=GZIP)
    assert page.status_code == 200, path
    total = len(page.data)
    text = gzip.decompress(page.data).decode() if page.content_encoding == "gzip" else page.text
    for asset in set(re.findall(r'(?:href|src)="(/static/[^"]+\.(?:css|js)[^"]*)"', text)):
        total += asset_size(client, html.unescape(asset))
    return total


def asset_size(client, path: str) -> int:
    """Bytes of a static file over the wire (the response is closed: no file left open)."""
    response = client.get(path, headers=GZIP)
    assert response.status_code == 200, path
    size = len(response.data)
    response.close()
    return size


def long_game(table, players: int, rounds: int) -> str:
    """A game that plays on: ``rounds`` rounds of ``players`` players, each winning in turn."""
    names = [f"Player {n}" for n in range(players)]
    game = table.start(players=names, target=10000, play_on=True)
    table.play(
        game,
        [
            (names[n % players], {p: 50 for p in names if p != names[n % players]})
            for n in range(rounds)
        ],
    )
    return game


def test_every_page_of_the_story_stays_under_50_kb_cold_even_for_ten_players_and_40_rounds(
    client, table
):
    game = long_game(table, 10, 40)
    table.hold_key(game)
    for number in range(3):
        save_ruling(client, game, wizard_page(client, game).text, request_id=f"r{number}")
    for path in (f"/g/{game}/summary", f"/g/{game}/timeline", "/players/Player 3",
                 f"/g/{game}/rules"):  # fmt: skip
        assert page_weight(client, path) < 50_000, path
    board = client.get(f"/g/{game}").text
    chart = re.search(r'<section class="panel chart-panel".*?</section>', board, re.S).group(0)
    assert len(chart) < 10_000  # uncompressed, ten players and 40 rounds


def test_the_scoreboard_with_its_chart_stays_under_50_kb_cold(client, table, app):
    game = long_game(table, 6, 25)
    assert page_weight(app.test_client(), f"/g/{game}") < 50_000


@pytest.mark.database
def test_a_game_that_plays_on_survives_export_and_import(client, table):
    game = table.start(target=100, play_on=True)
    table.play(game)  # Ann passes 100 in round 1; play goes on
    assert client.post(f"/api/games/{game}/end", headers=table.bearer(game)).status_code == 200
    export = client.get(f"/api/games/{game}/export").get_json()
    assert export["play_on"] is True and export["ended"] is True
    response = client.post("/api/games/import", json=export)
    assert response.status_code == 201, response.text
    copy = response.get_json()
    original = table.document(game)
    for key in ("rounds", "totals", "over", "winners", "play_on", "ended", "first_to_target"):
        assert copy[key] == original[key], key
    refused = client.post("/api/games/import", json={**export, "play_on": False})
    assert refused.status_code == 400  # without play_on the game ended in round 1


def test_the_summary_and_chart_of_challenge_uno_tell_who_went_out(client, table):
    game = table.start(players=["Ann", "Bob", "Cy"], target=100, scoring="elimination")
    table.play(game, [("Ann", {"Bob": 120, "Cy": 30}), ("Cy", {"Ann": 40})])
    page = client.get(f"/g/{game}/summary").text
    text = text_of(page)
    assert "Bob went out in round 1" in text and "last left" not in text
    assert "puts a player out, and the last one left wins" in text
    assert 'class="out" id="chart-svg-out1"' in page and "Bob out in round 1" in page
    assert page.count('class="out"') == 1
    document = table.play(game, [("Ann", {"Cy": 80})])
    assert document["over"] and document["winners"] == ["Ann"]
    page = client.get(f"/g/{game}/summary").text
    text = text_of(page)
    assert "Bob went out in round 1" in text and "Cy went out in round 3" in text
    assert "Ann was the last left, after 3 rounds" in text
    assert "Bob out in round 1. Cy out in round 3." in page  # the chart's description
    assert page.count('class="out"') == 2


def test_a_game_scored_otherwise_has_no_one_out(client, table):
    game = table.start()
    table.play(game)
    page = client.get(f"/g/{game}/summary").text
    assert 'id="knockouts"' not in page and 'class="out"' not in page


def test_an_editions_ruling_is_saved_and_told_in_its_own_words(client, table):
    game = table.start(deck="no_mercy")
    table.hold_key(game)
    answers = {"seat": "1", "held": "20", "count": "6", "why": "stack", "out": ""}
    page = client.get(f"/g/{game}/help/knockout?{urlencode(answers)}").text
    response = save_ruling(client, game, page)
    assert response.headers["Location"] == f"/g/{game}/timeline"
    timeline = text_of(client.get(f"/g/{game}/timeline").text)
    assert "Ruled at round 1: Is she knocked out?" in timeline
    assert "Bob is knocked out of the round." in timeline


def test_a_flip_challenge_is_saved_under_its_flip_title(client, table):
    game = table.start(deck="flip")
    table.hold_key(game)
    answers = {"side": "dark", "card": "WDC", "seat": "0", "before": "P", "held": "yes",
               "named": "T", "direction": "cw"}  # fmt: skip
    page = client.get(f"/g/{game}/help/challenge?{urlencode(answers)}").text
    save_ruling(client, game, page)
    timeline = text_of(client.get(f"/g/{game}/timeline").text)
    assert "Was that Wild Draw Two or Wild Draw Color legal?" in timeline
    assert "Ann turns over cards until a teal card appears." in timeline


def test_a_game_with_no_rounds_draws_no_lines_but_says_so(client, table):
    game = table.start(target=300)
    for path in (f"/g/{game}", f"/g/{game}/summary"):
        page = client.get(path).text
        panel = re.search(r'<section class="panel chart-panel".*?</section>', page, re.S).group(0)
        assert "<svg" not in panel and "<polyline" not in panel
        assert "No rounds yet. The lines grow with every round." in text_of(panel)
    table.play(game, ROUNDS[:1])
    page = client.get(f"/g/{game}").text
    panel = re.search(r'<section class="panel chart-panel".*?</section>', page, re.S).group(0)
    assert panel.count("<polyline") == 4 and "No rounds yet" not in panel
