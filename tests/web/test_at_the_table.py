"""What phones at the table rely on: versioned, long-cached and compressed static files,
the service worker and its offline page, the edit key on the round form, and cards
entered without their colour."""

from __future__ import annotations

import html
import json
import re
import struct

import pytest

from referee.decks import CLASSIC
from referee.web.edge.forms import HandTextError, read_hand

VERSIONED = re.compile(r"/static/([\w.-]+)\?v=([0-9a-f]{12})")


def static_urls(page_html: str) -> dict[str, str]:
    """Each static file a page links, with its version."""
    return dict(VERSIONED.findall(html.unescape(page_html)))


def test_every_static_link_carries_the_hash_of_the_file(client, app):
    urls = static_urls(client.get("/").text)
    assert {"app.css", "app.js", "outbox.js", "home.js", "icon.svg"} <= set(urls)
    assert len(set(urls.values())) == len(urls)  # different files, different hashes
    with app.test_request_context():
        from referee.web.infra.assets import static_version

        assert static_version("app.css") == urls["app.css"]
        assert static_version("no-such-file.css") == ""


def test_a_versioned_file_is_cached_for_a_year_and_never_revalidated(client):
    version = static_urls(client.get("/").text)["app.css"]
    response = client.get(f"/static/app.css?v={version}")
    assert response.status_code == 200
    cache = response.cache_control
    assert cache.public and cache.immutable and cache.max_age == 365 * 24 * 3600
    assert not cache.no_cache
    plain = client.get("/static/app.css")  # no version: the browser must ask again
    assert not plain.cache_control.immutable


def test_text_is_compressed_but_the_game_document_keeps_its_etag(client, table):
    version = static_urls(client.get("/").text)["app.css"]
    raw = client.get(f"/static/app.css?v={version}")
    packed = client.get(f"/static/app.css?v={version}", headers={"Accept-Encoding": "gzip"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert int(packed.headers["Content-Length"]) < len(raw.data) / 2
    page = client.get("/", headers={"Accept-Encoding": "br, gzip"})
    assert page.headers["Content-Encoding"] in ("br", "gzip")
    game_id = table.new_game()
    doc = client.get(f"/api/games/{game_id}", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in doc.headers
    assert doc.headers["ETag"] == '"1"'  # the contract's ETag, untouched
    assert client.get(f"/api/games/{game_id}", headers={"If-None-Match": '"1"'}).status_code == 304


def test_the_service_worker_is_served_from_the_root_and_keeps_the_shell(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert response.cache_control.no_cache
    urls = static_urls(response.text)
    assert {"app.css", "app.js", "outbox.js", "round.js", "live.js", "icon-192.png"} <= set(urls)
    assert urls["app.css"] == static_urls(client.get("/").text)["app.css"]
    assert '"/rulebook"' in response.text and '"/offline"' in response.text
    offline = client.get("/offline")
    assert offline.status_code == 200 and "No signal" in offline.text


@pytest.mark.parametrize("size", [192, 512])
def test_the_manifest_names_png_icons_of_their_stated_size(client, size):
    manifest = json.loads(client.get("/static/manifest.webmanifest").data)
    icon = next(i for i in manifest["icons"] if i["sizes"] == f"{size}x{size}")
    assert icon["type"] == "image/png"
    png = client.get(icon["src"]).data
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (size, size)


def test_the_round_form_carries_the_edit_key_only_for_its_editor(table, client, app):
    game_id = table.new_game()
    key = client.get_cookie(f"edit-game-{game_id}").value.split(".")[0]
    _, form = table.round_form(game_id)
    assert f'data-key="{key}"' in form.text
    assert f'data-api="/api/games/{game_id}/rounds"' in form.text
    viewer = app.test_client()
    assert key not in viewer.get(f"/g/{game_id}").text
    assert viewer.get(f"/g/{game_id}/rounds/new").status_code == 403


@pytest.mark.parametrize(
    ("text", "hand"),
    [
        ("7 skip +2", ["7", "S", "+2"]),
        ("7 S +2", ["7", "S", "+2"]),  # the codes without their colour letters
        ("7 Rev W+4", ["7", "R", "W+4"]),
        ("r7 skip", ["R7", "S"]),  # coloured and colourless cards in one hand
        ("9 0 W", ["9", "0", "W"]),
        ("7", ["7"]),  # a lone digit is a number card
        ("7 p", {"points": 7}),  # a total says so
        ("35", {"points": 35}),
        ("draw two, 3", ["+2", "3"]),
        ("r7 bs w+4", ["R7", "BS", "W+4"]),
        ("red 7, wild", ["R7", "W"]),
    ],
)
def test_cards_may_be_typed_without_their_colour(text, hand):
    read = read_hand(text)
    if isinstance(hand, dict):
        assert read.to_json() == {"cards": None, **hand}
    else:
        points = sum(CLASSIC.read(code, colourless=True).points for code in hand)
        assert read.to_json() == {"cards": hand, "points": points}


@pytest.mark.parametrize("text", ["x7", "7 banana", "red"])
def test_unreadable_hands_are_refused(text):
    with pytest.raises(HandTextError):
        read_hand(text)


def test_a_round_of_colourless_cards_keeps_its_cards(table):
    game_id = table.new_game()
    response = table.record(game_id, 0, {1: "7 Skip 3", 2: "W+4 2", 3: "R9 Y0 W"})
    assert response.status_code == 302
    hands = table.document(game_id)["rounds"][0]["hands"]
    assert hands == {
        "Bob": {"cards": ["7", "S", "3"], "points": 30},
        "Cy": {"cards": ["W+4", "2"], "points": 52},
        "Dee": {"cards": ["R9", "Y0", "W"], "points": 59},
    }
    assert table.document(game_id)["rounds"][0]["winner"] == "Ann"
