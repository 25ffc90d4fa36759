"""What a phone remembers (the edit keys it opened, the names it started games with, the
round it just saved) survives answers that arrive late: an answer writes back only what its
own request changed, and each key is kept in a cookie of its own."""

from __future__ import annotations

import re
from http.cookies import SimpleCookie

import pytest

from referee.web.infra import device

FOUR = ["Ann", "Bob", "Cy", "Dee"]


def api_game(client, players=FOUR) -> tuple[str, str]:
    body = client.post("/api/games", json={"players": players}).get_json()
    return body["id"], body["edit_key"]


def open_link(client, game_id: str, key: str) -> None:
    """Open an edit link and the page it leads to, as a phone does."""
    response = client.get(f"/g/{game_id}/edit/{key}")
    assert response.status_code == 302
    assert client.get(response.headers["Location"]).status_code == 200


def cookie_header(client) -> str:
    """The Cookie header the phone sends now: what a request that starts now carries."""
    return client.get("/offline").request.headers.get("Cookie", "")


def set_cookies(response) -> list[str]:
    return response.headers.getlist("Set-Cookie")


def replay(client, response) -> None:
    """Let the phone take the cookies of an answer, as a browser does whenever it arrives."""
    for header in set_cookies(response):
        for name, morsel in SimpleCookie(header).items():
            path = morsel["path"] or "/"
            if morsel["max-age"] == "0" or "1970" in morsel["expires"]:
                client.delete_cookie(name, path=path)
            else:
                client.set_cookie(name, morsel.value, path=path)


def can_record(client, game_id: str) -> bool:
    """Whether the phone is let in to the game's round form."""
    status = client.get(f"/g/{game_id}/rounds/new").status_code
    assert status in (200, 403)
    return status == 200


def record(table, game_id: str) -> None:
    """Record a round through the form and check the game holds it."""
    response = table.record(game_id, 0, {1: "7", 2: "3", 3: "9"})
    assert response.status_code == 302, response.text
    assert table.client.get(f"/api/games/{game_id}").get_json()["rounds"][0]["winner"] == "Ann"


def test_a_late_answer_of_the_page_before_keeps_the_newest_edit_key(app, client, table):
    game_a, key_a = api_game(client)
    game_b, key_b = api_game(client)
    open_link(client, game_a, key_a)
    old = cookie_header(client)  # the offline copy fetches the scoreboard again ...
    open_link(client, game_b, key_b)  # ... while the next table's link is opened
    late = app.test_client(use_cookies=False).get(f"/g/{game_a}", headers={"Cookie": old})
    assert late.status_code == 200 and "Record round 1" in late.text
    assert set_cookies(late) == []  # it changed nothing, so it writes nothing back
    replay(client, late)
    assert can_record(client, game_a) and can_record(client, game_b)
    record(table, game_a)
    record(table, game_b)


@pytest.mark.parametrize("late_request", ["edit link", "round", "new game"])
def test_a_late_answer_that_writes_keeps_what_was_kept_meanwhile(app, client, table, late_request):
    """Answers that write something (another key, a saved round, a new game's key and
    names) write only that: the key kept meanwhile stays."""
    game_a, key_a = api_game(client)
    game_b, key_b = api_game(client)
    game_c, key_c = api_game(client)
    open_link(client, game_a, key_a)
    form = client.get(f"/g/{game_a}/rounds/new").text
    home = client.get("/").text
    old = cookie_header(client)
    open_link(client, game_b, key_b)
    other = app.test_client(use_cookies=False)
    headers = {"Cookie": old}
    if late_request == "edit link":
        late = other.get(f"/g/{game_c}/edit/{key_c}", headers=headers)
    elif late_request == "round":
        data = {
            "csrf_token": table.token_of(form),
            "request_id": table.hidden(form, "request_id"),
            "version": table.hidden(form, "version"),
            "winner": "0",
            **{f"hand_{seat}": "5" for seat in (1, 2, 3)},
        }
        late = other.post(f"/g/{game_a}/rounds/new", data=data, headers=headers)
    else:
        data = {"csrf_token": table.token_of(home), "players-0": "Zed", "players-1": "Yan"}
        late = other.post("/", data=data, headers=headers)
    assert late.status_code == 302, late.text
    assert set_cookies(late)  # it did change something
    replay(client, late)
    assert can_record(client, game_a) and can_record(client, game_b)
    if late_request == "edit link":
        assert can_record(client, game_c)
    if late_request == "new game":
        new_game = late.headers["Location"].rsplit("/", 1)[1]
        assert can_record(client, new_game)
        assert 'data-name="Zed"' in client.get("/").text
    record(table, game_b)


def test_the_names_survive_a_late_answer(app, client, table):
    open_link(client, *api_game(client))  # a phone that already keeps something
    client.get("/")
    old = cookie_header(client)
    table.new_game(["Zed", "Yan"])
    late = app.test_client(use_cookies=False).get("/", headers={"Cookie": old})
    assert late.status_code == 200 and set_cookies(late) == []
    replay(client, late)
    home = client.get("/").text
    assert 'data-name="Zed"' in home and 'data-name="Yan"' in home


def test_the_saved_round_is_told_to_the_scoreboard_despite_a_late_answer(app, client, table):
    game_id = table.new_game()
    client.get(f"/g/{game_id}")
    old = cookie_header(client)
    path, form = table.round_form(game_id)
    request_id = table.hidden(form.text, "request_id")
    response = table.record(game_id, 0, {1: "7", 2: "3", 3: "9"}, request_id=request_id)
    assert response.status_code == 302
    late = app.test_client(use_cookies=False).get(f"/g/{game_id}", headers={"Cookie": old})
    assert set_cookies(late) == []
    replay(client, late)
    board = client.get(f"/g/{game_id}").text
    assert f'data-saved="{request_id}"' in board


def test_each_key_has_its_own_signed_httponly_lax_cookie(client):
    game_id, key = api_game(client)
    response = client.get(f"/g/{game_id}/edit/{key}")
    (header,) = [h for h in set_cookies(response) if h.startswith(f"edit-game-{game_id}=")]
    assert "HttpOnly" in header and "SameSite=Lax" in header and "Path=/" in header
    assert "Secure" not in header  # plain http: a Secure cookie would never come back
    assert re.search(r"Max-Age=31536000", header)
    secure = client.get(f"/g/{game_id}/edit/{key}", base_url="https://localhost")
    assert all("Secure" in h for h in set_cookies(secure))


def test_a_forged_or_moved_key_cookie_is_not_read(app, client):
    game_a, key_a = api_game(client)
    game_b, key_b = api_game(client)
    open_link(client, game_a, key_a)
    value = client.get_cookie(f"edit-game-{game_a}").value
    assert value.startswith(key_a + ".")
    other = app.test_client()
    other.set_cookie(f"edit-game-{game_b}", value)  # a's signed key under b's name
    other.set_cookie(f"edit-game-{game_a}", value[:-2] + "xx")  # a changed signature
    assert not can_record(other, game_a) and not can_record(other, game_b)
    other.set_cookie(f"edit-game-{game_b}", f"{key_b}.1")  # the right key, unsigned
    assert not can_record(other, game_b)


def test_the_most_recent_games_are_kept_and_the_oldest_forgotten(client):
    opened = [api_game(client) for _ in range(device.MAX_KEPT + 2)]
    for game_id, key in opened:
        open_link(client, game_id, key)
    held = [game_id for game_id, _ in opened if client.get_cookie(f"edit-game-{game_id}")]
    assert held == [game_id for game_id, _ in opened[2:]]
    assert [can_record(client, game_id) for game_id, _ in opened[:3]] == [False, False, True]
    home = client.get("/").text
    assert [m for m in re.findall(r'href="/g/([\w-]+)"', home) if m in dict(opened)] == [
        game_id for game_id, _ in reversed(opened[2:])
    ]


def test_keys_and_names_an_older_version_kept_in_the_session_still_count(client, app):
    game_a, key_a = api_game(client)
    game_b, key_b = api_game(client)
    with client.session_transaction() as session:
        session["games"] = [[game_a, key_a]]
        session["names"] = ["Old"]
        session.permanent = True
    assert can_record(client, game_a)
    assert 'data-name="Old"' in client.get("/").text
    open_link(client, game_b, key_b)  # moves the older keys to cookies of their own
    assert client.get_cookie(f"edit-game-{game_a}") is not None
    with client.session_transaction() as session:
        assert "games" not in session
    assert can_record(client, game_a) and can_record(client, game_b)
    home = client.get("/").text
    assert home.index(f'href="/g/{game_b}"') < home.index(f'href="/g/{game_a}"')
