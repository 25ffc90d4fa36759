"""Club night pages through the test client: the start form on the home page and its checks,
the night's page for the organiser and for everyone else, the organiser's buttons and their
refusals, the big screen, a night of a group's players, and a table's scoreboard."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from referee.web.infra.extensions import db
from referee.web.service.models import Game, Night, NightRound

pytestmark = pytest.mark.database

TWELVE = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou"]


def count(app: Any, model: Any) -> int:
    with app.app_context():
        return db.session.query(model).count()


def start_night(table: Any, players: list[str] = TWELVE, **fields: str) -> Any:
    """Post the home page's club night form (not followed)."""
    page = table.client.get("/")
    data = {
        "csrf_token": table.token_of(page.text),
        "night-players": "\n".join(players),
        "night-table_size": "4",
        "night-rounds": "3",
        "night-target": "deck",
        "night-scoring": "collect",
        "night-deck": "classic",
        "night-preset": "official",
    }
    data.update(fields)
    return table.client.post("/nights", data=data)


def night_id_of(response: Any) -> str:
    """The night id in a redirect to ``/nights/<id>``."""
    assert response.status_code == 302, response.text
    return re.fullmatch(r"/nights/([\w-]+)", response.headers["Location"]).group(1)


def form_of(page: str, action: str) -> dict[str, str]:
    """The hidden fields of the form posting to ``action``."""
    found = re.search(rf'<form method="post" action="{re.escape(action)}".*?</form>', page, re.S)
    assert found, f"no form posting to {action}"
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', found.group()))


def seat(client: Any, night_id: str, request_id: str | None = None) -> Any:
    """Tap "Seat the next round" on the night's page; return the night's page after."""
    page = client.get(f"/nights/{night_id}").text
    data = form_of(page, f"/nights/{night_id}/rounds")
    if request_id is not None:
        data["request_id"] = request_id
    response = client.post(f"/nights/{night_id}/rounds", data=data)
    assert response.status_code == 302, response.text
    return client.get(response.headers["Location"])


def document(client: Any, night_id: str) -> dict[str, Any]:
    return client.get(f"/api/nights/{night_id}").get_json()


def edit_links(page: str) -> list[str]:
    """The tables' edit links the organiser's page shows beside their QR codes."""
    return [html.unescape(link) for link in re.findall(r'class="url edit-link">([^<]+)<', page)]


def finish(client_for: Any, app: Any, link: str) -> None:
    """Open a table's edit link on a phone of its own and play its game to the end."""
    phone = client_for(app.test_client())
    opened = phone.client.get(link)
    assert opened.status_code == 302
    game_id = phone.game_id_of(opened.headers["Location"])
    players = phone.document(game_id)["players"]
    hands = {seat: "600" for seat in range(1, len(players))}
    assert phone.record(game_id, 0, hands).status_code == 302
    assert phone.document(game_id)["over"] is True


@pytest.fixture
def night(table: Any) -> str:
    """A night of twelve at tables of four, three rounds and a final, a 30-minute clock,
    started by ``table``'s device (its organiser)."""
    return night_id_of(start_night(table, **{"night-minutes": "30", "night-final": "y"}))


# ---- the home page's form ---------------------------------------------------------------------


def test_the_home_page_leads_to_start_game_and_folds_the_club_night_below(client):
    page = client.get("/").text
    assert page.index('id="start"') < page.index('id="new-night"')
    assert re.search(r'<details class="panel night-start" id="new-night">', page)  # folded
    unfolded = client.get("/?night=").text
    assert re.search(r'<details class="panel night-start" id="new-night" open>', unfolded)


def test_a_night_is_started_and_its_organiser_key_kept_on_this_device(table, app):
    response = start_night(
        table,
        [*TWELVE, " Max  Moe "],
        **{"night-name": " Friday ", "night-table_size": "3", "night-rounds": "2",
           "night-minutes": "45", "night-final": "y", "night-target": "200",
           "night-scoring": "lowest", "night-deck": "flip", "night-preset": "progressive"},
    )  # fmt: skip
    night_id = night_id_of(response)
    doc = document(table.client, night_id)
    assert doc["players"] == [*TWELVE, "Max Moe"]
    assert (doc["name"], doc["table_size"], doc["rounds"], doc["minutes"], doc["final"]) == (
        "Friday", 3, 2, 45, True,
    )  # fmt: skip
    assert (doc["target"], doc["scoring"], doc["deck"]) == (200, "lowest", "flip")
    assert doc["rules"]["stacking"] == "same"
    page = table.client.get(f"/nights/{night_id}").text
    assert 'id="seat"' in page and "you organise" in page
    home = table.client.get("/").text
    assert f'href="/nights/{night_id}"' in home


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"night-players": "Ann\nBob\nCy"}, "players",
         "A club night needs 4 to 120 players; 3 given."),
        ({"night-players": "Ann\nBob\nCy\nann"}, "players", "“ann” appears twice."),
        ({"night-players": "Ann\nBob\nCy\n" + "x" * 25}, "players",
         "A player name must be at most 24 characters; 25 given."),
        ({"night-table_size": "11"}, "table_size",
         "The table size must be a whole number from 3 to 10; 11 given."),
        ({"night-table_size": "two"}, "table_size",
         "The table size must be a whole number from 3 to 10."),
        ({"night-rounds": "13"}, "rounds",
         "The number of rounds must be a whole number from 1 to 12; 13 given."),
        ({"night-minutes": "3"}, "minutes",
         "The round clock in minutes must be a whole number from 5 to 240; 3 given."),
        ({"night-minutes": "soon"}, "minutes",
         "The round clock in minutes must be a whole number from 5 to 240."),
        ({"night-target_other": "20"}, "target_other",
         "The target must be a whole number from 50 to 10000; 20 given."),
        ({"night-name": "n" * 61}, "name", "at most 60 characters; 61 given."),
    ],
)  # fmt: skip
def test_a_wrong_value_is_shown_beside_its_field_and_nothing_is_stored(
    table, database_state, fields, field, message
):
    before = database_state()
    response = start_night(table, **fields)
    assert response.status_code == 422
    assert database_state() == before
    page = response.text
    assert re.search(r'<details class="panel night-start" id="new-night" open>', page)
    field_at = page.index(f'name="night-{field}"')
    error_at = page.index(html.escape(message, quote=False), field_at - 3000)
    # The message stands next to its field: after it, before the next field of the form.
    assert field_at < error_at < field_at + 1500, (field_at, error_at)


def test_every_wrong_field_is_named_at_once(table):
    response = start_night(table, ["Ann", "Bob"], **{"night-table_size": "2", "night-minutes": "1"})
    assert response.status_code == 422
    assert response.text.count('class="error"') == 3


def test_a_night_without_csrf_token_is_refused(client, app):
    response = client.post("/nights", data={"night-players": "\n".join(TWELVE)})
    assert response.status_code == 400
    assert count(app, Night) == 0


# ---- the night's page: the organiser and everyone else ----------------------------------------


def test_the_organiser_seats_a_round_and_sees_each_tables_qr_code(table, app, night):
    page = seat(table.client, night).text
    assert "Round 1 is seated" in page
    doc = document(table.client, night)
    tables = doc["seated"][0]["tables"]
    assert [len(t["players"]) for t in tables] == [4, 4, 4]
    links = edit_links(page)
    assert [link.split("/g/")[1].split("/")[0] for link in links] == [t["game"] for t in tables]
    assert page.count('alt="QR code of the edit link of table') == 3
    for number, t in enumerate(tables, start=1):
        players = "".join(f'<li class="seat">{name}</li>' for name in t["players"])
        assert players in re.sub(r"\s+<", "<", page), number
        assert f'href="/g/{t["game"]}"' in page
    assert 'data-ends-at="' in page  # the round clock
    assert 'id="end-round"' in page


def test_a_visitor_sees_the_night_without_qr_codes_or_buttons(table, app, night, database_state):
    seat(table.client, night)
    visitor = app.test_client()
    page = visitor.get(f"/nights/{night}").text
    doc = document(visitor, night)
    for t in doc["seated"][0]["tables"]:
        assert f'href="/g/{t["game"]}"' in page
    assert 'class="qr"' not in page and "/edit/" not in page
    assert 'id="seat"' not in page and 'id="end-round"' not in page
    assert "Standings" in page and all(name in page for name in TWELVE)
    before = database_state()
    token = table.token_of(visitor.get("/").text)
    refused = visitor.post(f"/nights/{night}/rounds", data={"csrf_token": token})
    assert refused.status_code == 403
    refused = visitor.post(f"/nights/{night}/rounds/1/end", data={"csrf_token": token})
    assert refused.status_code == 403
    assert database_state() == before


def test_a_double_tap_seats_once(table, app, night):
    page = table.client.get(f"/nights/{night}").text
    data = form_of(page, f"/nights/{night}/rounds")
    first = table.client.post(f"/nights/{night}/rounds", data=data)
    second = table.client.post(f"/nights/{night}/rounds", data=data)
    assert first.status_code == second.status_code == 302
    assert len(document(table.client, night)["seated"]) == 1
    assert count(app, Game) == 3


def test_each_answer_gets_its_own_request_id(table, night):
    first = form_of(table.client.get(f"/nights/{night}").text, f"/nights/{night}/rounds")
    again = form_of(table.client.get(f"/nights/{night}").text, f"/nights/{night}/rounds")
    assert first["request_id"] != again["request_id"]


def test_seating_while_a_table_plays_is_refused_with_a_clear_message(table, app, night):
    seat(table.client, night)
    before = document(table.client, night)
    page = seat(table.client, night).text
    assert "A table of this round is still playing; end the round before seating the next." in page
    assert 'class="flash flash-error"' in page
    assert document(table.client, night) == before


def test_ending_the_round_ends_its_games_and_lets_the_next_be_seated(table, app, night, table_for):
    page = seat(table.client, night).text
    links = edit_links(page)
    finish(table_for, app, links[0])
    data = form_of(page, f"/nights/{night}/rounds/1/end")
    ended = table.client.post(f"/nights/{night}/rounds/1/end", data=data)
    assert ended.status_code == 302
    doc = document(table.client, night)
    assert all(t["over"] for t in doc["seated"][0]["tables"])
    page = seat(table.client, night).text
    assert "Round 2 is seated" in page
    assert len(document(table.client, night)["seated"]) == 2


def test_a_night_over_refuses_more_and_names_its_winners(table, app, table_for):
    night = night_id_of(start_night(table, TWELVE[:4], **{"night-rounds": "1"}))
    page = seat(table.client, night).text
    finish(table_for, app, edit_links(page)[0])
    page = table.client.get(f"/nights/{night}").text
    doc = document(table.client, night)
    assert doc["state"] == "over" and doc["winners"]
    assert "The night is over" in page and 'id="seat"' not in page
    token = table.token_of(table.client.get("/").text)
    refused = table.client.post(
        f"/nights/{night}/rounds", data={"csrf_token": token, "request_id": "late"}
    )
    after = table.client.get(refused.headers["Location"]).text
    assert "Every round of this night is seated already." in after
    assert len(document(table.client, night)["seated"]) == 1


def test_the_big_screen_shows_tables_and_standings_and_no_qr_codes(table, night):
    seat(table.client, night)
    screen = table.client.get(f"/nights/{night}/screen").text
    assert 'class="qr"' not in screen and 'id="seat"' not in screen
    assert "data-wakelock" in screen
    assert len(re.findall(r'<li class="night-table[" ]', screen)) == 3
    assert all(name in screen for name in TWELVE)
    big = table.client.get(f"/nights/{night}?screen=big").text
    assert 'class="night-screen' in big and 'class="qr"' not in big


# ---- a night of a group's players, and a table's scoreboard -----------------------------------


def test_a_night_of_ticked_group_players_joins_the_group(table, app):
    group = table.client.post("/api/groups", json={"name": "Friday table"}).get_json()
    for players in (["Ann", "Bob", "Cy"], ["Dee", "Eve"]):
        table.client.post(
            "/api/games",
            json={"players": players, "group": group["id"]},
            headers={"Authorization": f"Bearer {group['edit_key']}"},
        )
    table.client.get(f"/groups/{group['id']}/edit/{group['edit_key']}")
    group_page = table.client.get(f"/groups/{group['id']}").text
    assert f'href="/?night={group["id"]}#new-night"' in html.unescape(group_page)
    home = table.client.get(f"/?night={group['id']}").text
    ticks = re.findall(r'name="night-ticked"[^>]*value="([^"]+)"', home)
    assert sorted(ticks) == ["Ann", "Bob", "Cy", "Dee", "Eve"]
    assert 'id="night-in-group"' in home
    response = start_night(
        table, ["Zed"], **{"night-ticked": ["Ann", "Cy", "Eve"], "night-group": group["id"]}
    )
    night = night_id_of(response)
    doc = document(table.client, night)
    assert doc["players"] == ["Ann", "Cy", "Eve", "Zed"]
    assert doc["group"] == group["id"]
    seat(table.client, night)  # its table's game is in the group's list, titled by its place
    table.client.set_cookie("lang", "de")
    group_page = table.client.get(f"/groups/{group['id']}").text
    listed = re.findall(r"<strong>([^<]*)</strong>", group_page)
    assert "Runde 1 · Tisch 1" in [html.unescape(title) for title in listed]


def test_a_night_in_a_group_needs_the_groups_key(table, app):
    group = table.client.post("/api/groups", json={"name": "Friday table"}).get_json()
    response = start_night(table, **{"night-group": group["id"]})
    assert response.status_code == 403
    assert count(app, Night) == 0


def test_a_tables_scoreboard_shows_the_round_clock_and_the_way_back(table, app, night):
    page = seat(table.client, night).text
    game_id = edit_links(page)[1].split("/g/")[1].split("/")[0]
    scoreboard = table.client.get(f"/g/{game_id}").text
    assert f'href="/nights/{night}"' in scoreboard
    assert "Club night: round 1, table 2" in scoreboard
    assert 'class="round-clock"' in scoreboard and 'data-ends-at="' in scoreboard
    with app.app_context():
        ends_at = db.session.query(NightRound).one().ends_at
    assert ends_at is not None


def test_a_tables_game_is_titled_in_the_readers_language(table, app, table_for):
    night = night_id_of(start_night(table, TWELVE[:8], **{"night-rounds": "1", "night-final": "y",
                                                          "night-name": "Viernes"}))  # fmt: skip
    links = edit_links(seat(table.client, night).text)
    game_id = links[1].split("/g/")[1].split("/")[0]
    title = re.compile(r"<h1[^>]*>(.*?)</h1>", re.S)
    scoreboard = table.client.get(f"/g/{game_id}").text
    assert "Viernes · Round 1 · Table 2" in title.search(scoreboard).group(1)
    table.client.set_cookie("lang", "pl")
    scoreboard = table.client.get(f"/g/{game_id}").text
    heading = html.unescape(title.search(scoreboard).group(1))
    assert "Viernes · Runda 1 · Stół 2" in heading and "Round" not in heading
    table.client.get(links[1])  # the table's edit link: its game is kept on this phone
    assert "Viernes · Runda 1 · Stół 2" in table.client.get("/").text  # games on this phone
    table.client.set_cookie("lang", "en")
    for link in links:
        finish(table_for, app, link)
    final = edit_links(seat(table.client, night).text)[0].split("/g/")[1].split("/")[0]
    assert "Viernes · Final" in title.search(table.client.get(f"/g/{final}").text).group(1)
    # a table whose game is over goes back to the night, never to a game of its own
    over = table.client.get(f"/g/{game_id}").text
    back = re.search(r'id="back-to-night" href="([^"]+)">([^<]+)</a>', over)
    assert back and back.groups() == (f"/nights/{night}", "Back to the club night")
    assert 'id="play-again"' not in over


def test_a_game_outside_a_night_shows_no_round_clock(table):
    game_id = table.new_game()
    assert "round-clock" not in table.client.get(f"/g/{game_id}").text


def test_an_unknown_night_is_a_404_page_and_a_wrong_organiser_link_a_403(client, table, night):
    missing = client.get("/nights/no-such-night")
    assert missing.status_code == 404 and "<html" in missing.text
    assert client.get("/nights/no-such-night/screen").status_code == 404
    visitor = client.application.test_client()
    assert visitor.get(f"/nights/{night}/edit/not-the-key").status_code == 403
    assert 'id="seat"' not in visitor.get(f"/nights/{night}").text


def test_the_organiser_link_hands_the_night_to_another_phone(table, app, night):
    page = table.client.get(f"/nights/{night}").text
    link = html.unescape(re.search(r'href="(http://[^"]+/nights/[^"]+/edit/[^"]+)"', page).group(1))
    other = app.test_client()
    opened = other.get(link)
    assert opened.status_code == 302 and opened.headers["Location"] == f"/nights/{night}"
    assert 'id="seat"' in other.get(f"/nights/{night}").text


def test_after_the_last_round_the_final_table_is_seated(table, app, table_for):
    night = night_id_of(start_night(table, TWELVE[:8], **{"night-rounds": "1", "night-final": "y"}))
    page = seat(table.client, night).text
    links = edit_links(page)
    for link in links:
        finish(table_for, app, link)
    page = table.client.get(f"/nights/{night}").text
    assert "Every table has finished this round." in page and "round-clock" not in page
    assert re.search(r'class="button primary big" id="seat">\s*Seat the final table', page)
    page = seat(table.client, night).text
    assert "The final table is seated" in page
    assert '<h2 id="round-title">Final table</h2>' in page
    assert "Earlier rounds" in page
    doc = document(table.client, night)
    final = doc["seated"][-1]
    assert final["final"] and len(final["tables"]) == 1
    winners = {t["winners"][0] for t in doc["seated"][0]["tables"]}
    assert winners <= set(final["tables"][0]["players"])
    assert len(edit_links(page)) == 1
