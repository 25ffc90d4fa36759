"""Languages: how a device chooses, what varies, and that the pages hold no English left.

The "no English left" check reads every text a person sees on the main pages (text,
``title``, ``aria-label``, ``placeholder``, ``alt``, the meta description) in English and
in each other language: a text of a page in German that is also, word for word, in the
English page is English left, unless it is a name (a player's, an edition's) or a code.
It also looks for English words that no other language of ours uses.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest

from referee import i18n

OTHERS = [tag for tag in i18n.LANGUAGES if tag != "en"]
PLAYERS = ["Ann", "Bob", "Cy"]
# Words the same in every language of ours: the game's and editions' names, codes.
SAME_EVERYWHERE = {
    "uno", "flip", "flip!", "ok", "mercy", "attack!", "all", "wild!", "show", "'em", "no",
    "challenge", "jump-in", "seven-o", "+2", "+4", "ann", "bob", "cy", "csv", "json", "png",
    "qr", "api", "wild", "friday", "em", "plackett-luce", "openskill", "mu", "sigma", "σ", "μ",
}  # fmt: skip
# English words that are not words of any other language of ours.
ENGLISH_ONLY = {
    "the", "and", "you", "your", "with", "this", "that", "which", "round", "rounds",
    "card", "cards", "player", "players", "game", "games", "score", "scores", "rules",
    "draw", "draws", "save", "play", "turn", "points", "winner", "new", "start", "who",
}  # fmt: skip
# Words English shares with one of our languages: they may stand alone there.
SHARED = {
    "fr": {"points", "score", "scores", "total", "rival", "rivals", "offensive"},
    "nl": {"score", "scores", "details", "spreadsheet", "rating", "ratings"},
    "de": {"rating", "ratings"},
    "it": {"rating", "ratings"},
    "pt-BR": {"rating", "ratings"},
}
ENGLISH_ONLY_IN = SHARED


class VisibleText(HTMLParser):
    """The texts of a page a person reads, one per text node or attribute."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style", "template"):
            self._skip += 1
        values = dict(attrs)
        for name in ("title", "aria-label", "placeholder", "alt"):
            if values.get(name):
                self.texts.append(values[name] or "")
        if tag == "meta" and values.get("name") == "description":
            self.texts.append(values.get("content") or "")
        if tag == "input" and values.get("type") in ("submit", "button") and values.get("value"):
            self.texts.append(values["value"] or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "template") and self._skip:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(" ".join(data.split()))


def visible(html: str) -> list[str]:
    parser = VisibleText()
    parser.feed(html)
    return parser.texts


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"[^\W\d_][\w'!+-]*", text.lower()) if len(w) > 1]


def english_left(english: list[str], translated: list[str], tag: str) -> list[str]:
    """Texts of the translated page that are still English."""
    same = set(english)
    left = []
    for text in translated:
        if text in i18n.NAMES.values() or re.fullmatch(r"https?://\S+", text):
            continue  # the picker names each language in itself; addresses are addresses
        shared = SAME_EVERYWHERE | SHARED.get(tag, set())
        meaningful = [w for w in words(text) if w not in shared]
        english_words = set(meaningful) & (ENGLISH_ONLY - ENGLISH_ONLY_IN.get(tag, set()))
        if (text in same and meaningful) or english_words:
            left.append(text)
    return left


@pytest.fixture
def game(api: Any, client: Any) -> tuple[str, str]:
    doc, key = api.create(players=PLAYERS, name="Friday")
    api.play(doc["id"], key, "Ann", Bob=["r7", "w+4"], Cy=12)
    api.play(doc["id"], key, "Bob", Ann=["bs", "g2"], Cy=["y9"])
    client.get(f"/g/{doc['id']}/edit/{key}")  # this phone may record rounds
    return doc["id"], key


def main_pages(game_id: str) -> list[str]:
    return [
        "/",
        f"/g/{game_id}",
        f"/g/{game_id}/rounds/new",
        f"/g/{game_id}/rounds/1/edit",
        f"/g/{game_id}/rules",
        f"/g/{game_id}/rules/edit",
        f"/g/{game_id}/summary",
        f"/g/{game_id}/timeline",
        f"/g/{game_id}/help",
        "/players/Ann",
        "/rulebook",
        "/rulebook?q=stack",
        "/help",
        "/help?deck=flip",
        "/insights",
        "/offline",
    ]


def test_no_english_is_left_on_a_group_page_or_a_dispute_question(client, api, game):
    group = client.post("/api/groups", json={"name": "Ann Bob Cy"}).get_json()
    client.get(f"/groups/{group['id']}/edit/{group['edit_key']}")
    pages = [f"/groups/{group['id']}"]
    help_page = get(client, f"/g/{game[0]}/help", "en")
    pages += sorted(set(re.findall(rf'href="(/g/{game[0]}/help/[\w-]+)"', help_page)))[:6]
    assert len(pages) > 3
    for tag in OTHERS:
        left = {}
        for path in pages:
            english = visible(get(client, path, "en"))
            found = english_left(english, visible(get(client, path, tag)), tag)
            if found:
                left[path] = found
        assert not left, (tag, left)


def get(client: Any, path: str, tag: str) -> str:
    client.set_cookie("lang", tag)
    response = client.get(path)
    assert response.status_code == 200, (path, tag, response.status_code)
    return response.get_data(as_text=True)


# -- choosing -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cookie", "header", "expected"),
    [
        ("de", "fr", "de"),
        (None, "de-DE,de;q=0.9", "de"),
        (None, "pt-BR,pt;q=0.8", "pt-BR"),
        (None, "pt", "pt-BR"),
        (None, "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr"),
        (None, "en;q=0.5, pl;q=0.9", "pl"),
        (None, "ja, nl;q=0.1", "nl"),
        (None, "es;q=0", "en"),
        (None, "xx-YY", "en"),
        (None, "!!!,;;q=,", "en"),
        (None, "de;q=abc, it", "it"),
        ("klingon", "nl-BE", "nl"),
        ("pt_br", None, "pt-BR"),
        ("", "", "en"),
        ("x" * 5000, "y" * 5000, "en"),
        (None, "es-MX,es;q=0.9,en;q=0.8", "es-419"),
        (None, "es-ES,es;q=0.9", "es"),
        (None, "es", "es"),
        (None, "es-419", "es-419"),
        ("es-419", "es-ES", "es-419"),
        ("es", "es-AR", "es"),
        ("es_ar", None, "es-419"),
        (None, "es-Latn-CO", "es-419"),
        (None, "en;q=0.4, es-CL;q=0.6", "es-419"),
    ],
)
def test_a_device_chooses_by_cookie_then_accept_language_then_english(cookie, header, expected):
    assert i18n.choose(cookie, header) == expected


LATIN_AMERICAN = (
    "es-419", "es-MX", "es-AR", "es-CO", "es-CL", "es-PE", "es-VE", "es-US", "es-UY", "es-EC",
    "es-GT", "es-CU", "es-BO", "es-DO", "es-HN", "es-PY", "es-SV", "es-NI", "es-CR", "es-PA",
    "es-PR",
)  # fmt: skip


@pytest.mark.parametrize("tag", LATIN_AMERICAN)
def test_every_latin_american_spanish_tag_chooses_latin_american_spanish(client, tag):
    assert i18n.known(tag) == "es-419"
    assert i18n.known(tag.lower().replace("-", "_")) == "es-419"
    response = client.get("/", headers={"Accept-Language": f"{tag},es;q=0.9"})
    assert response.headers["Content-Language"] == "es-419"
    assert '<html lang="es-419">' in response.get_data(as_text=True)


@pytest.mark.parametrize("tag", ["es", "es-ES", "ES", "es-es", "es-GQ"])
def test_spain_and_a_bare_es_choose_spains_spanish(client, tag):
    assert i18n.known(tag) == "es"
    response = client.get("/", headers={"Accept-Language": tag})
    assert response.headers["Content-Language"] == "es"
    assert '<html lang="es">' in response.get_data(as_text=True)


def test_the_picker_names_both_spanishes(client):
    page = client.get("/", headers={"Accept-Language": "es-MX"}).get_data(as_text=True)
    assert '<option value="es" lang="es">Español (España)</option>' in page
    assert '<option value="es-419" lang="es-419" selected>Español (Latinoamérica)</option>' in page


@pytest.mark.parametrize("tag", i18n.LANGUAGES)
def test_every_page_says_its_language_and_offers_all_eight(client, game, tag):
    for path in main_pages(game[0]):
        html = get(client, path, tag)
        assert f'<html lang="{tag}"' in html, path
        offered = re.findall(r'<option value="([^"]+)" lang="[^"]+"', html)
        assert offered == list(i18n.LANGUAGES), path
        assert re.search(r'<meta name="description" content="[^"]{20,}">', html), path


def test_the_accept_language_header_chooses_when_there_is_no_cookie(client):
    response = client.get("/", headers={"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"})
    assert '<html lang="pl"' in response.get_data(as_text=True)
    assert response.headers["Content-Language"] == "pl"


@pytest.mark.parametrize("cookie", ["tlh", "", "de;DROP TABLE", "\u00e9\u00e8", "en-GB"])
def test_a_bad_cookie_or_header_falls_back_without_an_error(client, cookie):
    client.set_cookie("lang", cookie)
    response = client.get("/", headers={"Accept-Language": "q=;;,, zz"})
    assert response.status_code == 200
    assert '<html lang="en"' in response.get_data(as_text=True)


def test_answers_vary_by_language(client, game):
    for path in ("/", f"/g/{game[0]}", f"/api/games/{game[0]}", "/sw.js"):
        vary = client.get(path).headers.get("Vary", "")
        assert "Cookie" in vary and "Accept-Language" in vary, path


def test_the_picker_keeps_the_choice_and_goes_back(client):
    response = client.get("/language?lang=de&next=/rulebook")
    assert response.status_code == 303
    assert response.headers["Location"] == "/rulebook"
    assert "lang=de" in response.headers["Set-Cookie"]
    assert '<html lang="de"' in client.get("/rulebook").get_data(as_text=True)
    response = client.get("/language?lang=pt-br&next=/")
    assert "lang=pt-BR" in response.headers["Set-Cookie"]


@pytest.mark.parametrize(
    "target", ["//evil.example/", "https://evil.example/", "javascript:alert(1)", "rulebook", ""]
)
def test_the_picker_never_sends_a_device_to_another_site(client, target):
    response = client.get("/language", query_string={"lang": "fr", "next": target})
    assert response.headers["Location"] == "/"


def test_the_picker_forgets_a_language_we_do_not_have(client):
    client.set_cookie("lang", "de")
    response = client.get("/language?lang=xx&next=/")
    assert "lang=;" in response.headers["Set-Cookie"]


def test_the_scripts_messages_and_manifest_are_per_language(client):
    assert client.get("/messages/xx.js").status_code == 404
    assert client.get("/manifest/../x.webmanifest").status_code == 404
    german = client.get("/messages/de.js")
    assert german.status_code == 200 and 'var LANG = "de"' in german.get_data(as_text=True)
    manifest = client.get("/manifest/pl.webmanifest").get_json(force=True)
    assert manifest["lang"] == "pl"
    assert manifest["name"] != "" and manifest["start_url"] == "/"
    client.set_cookie("lang", "nl")
    html = client.get("/").get_data(as_text=True)
    assert "/messages/nl.js?v=" in html and "/manifest/nl.webmanifest?v=" in html


# -- no English left ------------------------------------------------------------------


@pytest.mark.parametrize("tag", OTHERS)
def test_no_english_is_left_on_the_main_pages(client, game, tag):
    left: dict[str, list[str]] = {}
    for path in main_pages(game[0]):
        english = visible(get(client, path, "en"))
        translated = visible(get(client, path, tag))
        found = english_left(english, translated, tag)
        if found:
            left[path] = found
    assert not left, left


@pytest.mark.parametrize("tag", OTHERS)
def test_a_ruling_and_an_error_come_in_the_language_with_codes_unchanged(client, game, tag):
    ruling = {
        "state": {"players": 3, "top": "R5"},
        "action": {"type": "play", "seat": 0, "card": "B7"},
    }
    headers = {"Accept-Language": tag}
    english = client.post("/api/rulings", json=ruling).get_json()
    translated = client.post("/api/rulings", json=ruling, headers=headers).get_json()
    assert translated["verdict"] == english["verdict"]
    assert translated["ruling"] != english["ruling"]
    assert not english_left([english["ruling"]], [translated["ruling"]], tag)
    bad = {"players": ["Ann"], "target": "lots"}
    english_error = client.post("/api/games", json=bad).get_json()["error"]
    error = client.post("/api/games", json=bad, headers=headers).get_json()["error"]
    assert error["code"] == english_error["code"]
    assert error.get("field") == english_error.get("field")
    assert error["message"] != english_error["message"]


@pytest.mark.parametrize("tag", OTHERS)
def test_an_error_page_speaks_the_language_even_when_a_check_refuses_early(client, tag):
    english = {}
    for path, status in (("/no/such/page", 404), ("/groups", 400)):
        for language in ("en", tag):
            client.set_cookie("lang", language)
            call = client.get if status == 404 else client.post  # a form without its token
            response = call(path)
            assert response.status_code == status, (path, language)
            texts = visible(response.get_data(as_text=True))
            if language == "en":
                english[path] = texts
            else:
                assert not english_left(english[path], texts, tag), (path, texts)


def test_latin_american_spanish_names_the_cards_on_its_box_and_not_spains(client):
    page = client.get("/rulebook", headers={"Accept-Language": "es-AR"})
    text = " ".join(visible(page.get_data(as_text=True)))
    for name in ("Toma dos", "Salta", "Reversa", "Comodín toma cuatro", "tomar", "atrapar"):
        assert name in text, name
    for spain in ("Roba", "robar", "pillar", "Pierde el turno", "coger", "vosotros"):
        assert spain not in text, spain
    spain = client.get("/rulebook", headers={"Accept-Language": "es-ES"})
    assert "Roba" in " ".join(visible(spain.get_data(as_text=True)))
