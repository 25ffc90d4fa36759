"""Every page at 320 px in every language: nothing wider than the screen, no control past
its edge, no word broken across lines where it would have fitted on a line of its own.

One browser context per language opens every page in turn (the dark scheme too for the
languages with the longest words). The test browser hyphenates nothing, so a word it
breaks is a word a phone could at best hyphenate: such a break passes only where the word
is wider than its box's whole line and is either a name (cut anywhere) or a word long
enough for a phone to hyphenate, and in an address, which breaks anywhere.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import i18n

pytestmark = pytest.mark.browser

WIDTH = 320
LANGUAGES = list(i18n.LANGUAGES)
# What overflows at 320 px on a page: the document's width, the visible controls that
# reach past either edge, and the words broken across lines though a line would hold them.
MEASURE = """(width) => {
    const result = {page: document.scrollingElement.scrollWidth, controls: [], words: []};
    const shown = el => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return null;
        if (el.closest(".vh, .visually-hidden, [hidden]")) return null;
        if (getComputedStyle(el).visibility === "hidden") return null;
        return box;
    };
    const inScroller = el => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            const x = getComputedStyle(up).overflowX;
            if (x === "auto" || x === "scroll") return true;
        }
        return false;
    };
    const controls = "a, button, summary, select, input, textarea, label.chip > span, .key";
    for (const el of document.querySelectorAll(controls)) {
        if (el.type === "radio" || el.type === "checkbox" || el.type === "hidden") continue;
        const box = shown(el);
        if (!box || inScroller(el)) continue;
        if (box.right > width + 0.5 || box.left < -0.5) {
            result.controls.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.name || "")
                .trim().slice(0, 30)}" ${Math.round(box.left)}..${Math.round(box.right)}`);
        }
    }
    const canvas = document.createElement("canvas").getContext("2d");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Addresses break anywhere: a hyphen would change them.
        if (!parent || parent.closest("script, style, svg, .vh, .visually-hidden, [hidden], .url"))
            continue;
        const text = node.data;
        const words = /[^\\s\\-\\u00ad\\u2010\\u2011\\u2013\\u2014\\/]{2,}/g;
        let block = null, room = 0, style = null;
        for (let m = words.exec(text); m; m = words.exec(text)) {
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            // A piece of a word at a soft hyphen: a break there is drawn with its hyphen.
            if (text[m.index - 1] === "\\u00ad" || text[m.index + m[0].length] === "\\u00ad")
                continue;
            const rects = [...range.getClientRects()].filter(r => r.width > 0);
            if (rects.length < 2) continue;
            const tops = new Set(rects.map(r => Math.round(r.top)));
            if (tops.size < 2) continue;
            if (!block) {
                block = parent;
                while (block.parentElement && getComputedStyle(block).display.startsWith("inline"))
                    block = block.parentElement;
                const s = getComputedStyle(block);
                room = block.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
                style = getComputedStyle(parent);
                canvas.font = style.font;
            }
            const word = style.textTransform === "uppercase" ? m[0].toUpperCase() : m[0];
            const wide = canvas.measureText(word).width;
            // No line of its box could hold it whole: a name may be cut anywhere, and a
            // long word where it hyphenates (a phone's browser draws the hyphen).
            const long = style.hyphens === "auto" && /^\\p{L}{8,}[:;,.!?)]?$/u.test(m[0]);
            const name = style.overflowWrap === "anywhere" && !parent.closest(".chip, .key");
            if (wide > room + 1 && (name || long)) continue;
            result.words.push(`"${m[0]}" in <${parent.tagName.toLowerCase()} class="${
                parent.className}"> (${Math.round(wide)} px word, ${Math.round(room)} px line)`);
        }
    }
    return result;
}"""


@pytest.fixture(scope="module")
def addresses(live_server: str, server_at: Any) -> dict[str, Any]:
    """Games, a group and a player worth a look, and the address of every page."""
    return make_addresses(server_at(live_server))


def make_addresses(server: Any) -> dict[str, Any]:
    """Create the games and the group on a live server; the address of every page."""
    game = server.new_game(["Bartholomew", "Bob", "Cy", "Dee"], name="Friday")
    key, gid = game["edit_key"], game["id"]
    for body in (
        {
            "winner": "Bartholomew",
            "hands": {"Bob": ["R7", "BS", "G+2"], "Cy": {"points": 35}, "Dee": ["W+4"]},
        },
        {"winner": "Cy", "hands": {"Bartholomew": ["Y9"], "Bob": ["B3"], "Dee": ["W", "GR"]}},
    ):
        server.call("POST", f"/api/games/{gid}/rounds", body, key=key)
    fresh = server.new_game(["Ann", "Bob"])
    flip = server.new_game(["Ann", "Bob", "Cy"], deck="flip")
    over = server.new_game(["Ann", "Bob"], target=50)
    server.call(
        "POST",
        f"/api/games/{over['id']}/rounds",
        {"winner": "Ann", "hands": {"Bob": ["W"]}},
        key=over["edit_key"],
    )
    locked = server.new_game(["Ann", "Bob"])  # its edit link never opened: forbidden
    group = server.call("POST", "/api/groups", {"name": "Friday table"})
    for winner, loser in (("Ann", "Bob"), ("Bob", "Ann")):
        played = server.call(
            "POST",
            "/api/games",
            {"players": ["Ann", "Bob", "Cy"], "target": 50, "group": group["id"]},
            key=group["edit_key"],
        )
        body = {"winner": winner, "hands": {loser: {"points": 60}, "Cy": {"points": 5}}}
        server.call("POST", f"/api/games/{played['id']}/rounds", body, key=played["edit_key"])
    night = server.call(
        "POST",
        "/api/nights",
        {
            "name": "Friday club night",
            "players": ["Bartholomew", "Alexandrina", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus",
                        "Hal", "Ivy", "Jo", "Kim", "Lou"],
            "minutes": 30,
            "final": True,
        },
    )  # fmt: skip
    seated = server.call("POST", f"/api/nights/{night['id']}/rounds", {}, key=night["edit_key"])
    night_game = seated["seated"][0]["tables"][0]["game"]
    pages = {
        "home": "/",
        "home-night": "/?night=",
        "night": f"/nights/{night['id']}",
        "night-screen": f"/nights/{night['id']}/screen",
        "game-in-night": f"/g/{night_game}",
        "home-in-group": f"/?group={group['id']}",
        "group": f"/groups/{group['id']}",
        "game": f"/g/{gid}",
        "game-fresh": f"/g/{fresh['id']}",
        "game-flip": f"/g/{flip['id']}",
        "game-over": f"/g/{over['id']}",
        "round-new": f"/g/{gid}/rounds/new",
        "round-edit": f"/g/{gid}/rounds/1/edit",
        "round-new-flip": f"/g/{flip['id']}/rounds/new",
        "rules": f"/g/{gid}/rules",
        "rules-flip": f"/g/{flip['id']}/rules",
        "rules-edit": f"/g/{gid}/rules/edit",
        "rules-edit-flip": f"/g/{flip['id']}/rules/edit",
        "rulebook": "/rulebook",
        "rulebook-search": "/rulebook?q=stack",
        "summary": f"/g/{gid}/summary",
        "summary-over": f"/g/{over['id']}/summary",
        "summary-fresh": f"/g/{fresh['id']}/summary",
        "timeline": f"/g/{gid}/timeline",
        "player": "/players/Ann",
        "offline": "/offline",
        "insights": "/insights",
        "missing": "/g/no-such-game",
        "forbidden": f"/g/{locked['id']}/rounds/new",
        "disputes": f"/g/{gid}/help",
        "disputes-flip": f"/g/{flip['id']}/help",
        "disputes-anywhere": "/help?deck=no_mercy",
    }
    return {
        "edit_links": [
            f"/g/{game_['id']}/edit/{game_['edit_key']}" for game_ in (game, fresh, flip, over)
        ]
        + [f"/groups/{group['id']}/edit/{group['edit_key']}"]
        + [f"/nights/{night['id']}/edit/{night['edit_key']}"],
        "pages": pages,
        "menus": {"": f"/g/{gid}/help", "flip-": f"/g/{flip['id']}/help"},
    }


def overflows(browser: Any, live_server: str, addresses: dict[str, Any], lang: str, scheme: str):
    """Every page's overflow at 320 px in one language: {page: what went past}."""
    context = browser.new_context(
        viewport={"width": WIDTH, "height": 700},
        device_scale_factor=1,
        is_mobile=True,
        has_touch=True,
        color_scheme=scheme,
    )
    context.add_cookies([{"name": "lang", "value": lang, "url": live_server}])
    page = context.new_page()
    for link in addresses["edit_links"]:
        page.goto(live_server + link)
    paths = dict(addresses["pages"])
    for prefix, menu in addresses["menus"].items():
        page.goto(live_server + menu)
        for link in page.locator(f"a[href^='{menu}/']").all():
            href = link.get_attribute("href")
            paths[f"dispute-{prefix}{href.rsplit('/', 1)[-1]}"] = href
    problems: dict[str, Any] = {}
    for name, path in paths.items():
        page.goto(live_server + path)
        assert page.evaluate("document.documentElement.lang") == lang, path
        found = page.evaluate(MEASURE, WIDTH)
        if found["page"] > WIDTH or found["controls"] or found["words"]:
            problems[name] = found
        if name.startswith("round-"):  # the keypad, open once the round's winner is picked
            page.locator("label.chip:has-text('Bob')").first.click()
            found = page.evaluate(MEASURE, WIDTH)
            if found["page"] > WIDTH or found["controls"] or found["words"]:
                problems[name + " (keypad)"] = found
    context.close()
    return paths, problems


@pytest.mark.parametrize(
    ("lang", "scheme"),
    [(lang, "light") for lang in LANGUAGES] + [("de", "dark"), ("pl", "dark")],
)
def test_every_page_fits_320_px(browser, live_server, addresses, lang, scheme):
    paths, problems = overflows(browser, live_server, addresses, lang, scheme)
    print(f"\nNARROW {lang} {scheme}: {len(paths)} pages, {len(problems)} overflow")
    assert len(paths) >= 38  # every page above and the dispute helper's wizards
    assert not problems, problems


# Where each folded section's title starts, below the top of its summary (the padding,
# when the marker stands beside it; a line more, when the marker stands on a line of its own).
TITLE_DROP = """() => [...document.querySelectorAll("details > summary:not(.button)")]
    .filter(summary => summary.getBoundingClientRect().height > 0)
    .map(summary => {
        const text = [...summary.childNodes].find(node => node.nodeType === 3 && node.data.trim());
        const range = document.createRange();
        range.selectNodeContents(text);
        const top = range.getClientRects()[0].top - summary.getBoundingClientRect().top;
        const padding = parseFloat(getComputedStyle(summary).paddingTop);
        return [text.data.trim(), Math.round(top), padding];
    })"""


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_folded_sections_markers_stand_beside_their_titles(browser, live_server, addresses, lang):
    context = browser.new_context(viewport={"width": WIDTH, "height": 700})
    context.add_cookies([{"name": "lang", "value": lang, "url": live_server}])
    page = context.new_page()
    page.goto(live_server + addresses["edit_links"][0])
    titles = []
    for name in ("home", "game", "round-new"):
        page.goto(live_server + addresses["pages"][name])
        titles += page.evaluate(TITLE_DROP)
    context.close()
    assert len(titles) >= 3  # the start form's options, the other method, the colours
    assert all(top <= padding + 2 for _, top, padding in titles), titles
