"""Every page at 320 and 390 px wide, light and dark: axe-core finds no serious or critical
violation, nothing scrolls sideways, every tap target is at least 44 by 44 px, and a
screenshot of each is kept in test-artifacts/pages/.

axe-core (MPL-2.0, its licence in axe.LICENSE) is vendored as tests/browser/axe.min.js.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .screenshots import snapshot

pytestmark = pytest.mark.browser

AXE = Path(__file__).with_name("axe.min.js")
SERIOUS = ("serious", "critical")
AXE_RUN = """async () => {
    const result = await axe.run(document, {
        rules: {"label-content-name-mismatch": {enabled: true}},
    });
    return result.violations.map(v => ({
        id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 4).map(n => n.target.join(" ")),
    }));
}"""
# Visible controls smaller than 44 by 44 px (a radio drawn as a chip is measured by its chip).
SMALL_TARGETS = """() => {
    const small = [];
    for (const el of document.querySelectorAll("a, button, summary, select, input, textarea")) {
        if (el.type === "hidden") continue;
        const box = (el.type === "radio" || el.type === "checkbox")
            ? el.closest("label").getBoundingClientRect() : el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (getComputedStyle(el).visibility === "hidden") continue;
        if (el.closest(".vh")) continue;
        if (box.width < 44 || box.height < 44) {
            small.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.name || "").trim()
                .slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
        }
    }
    return small;
}"""
SIDEWAYS = "() => document.documentElement.scrollWidth - window.innerWidth"


@pytest.fixture(scope="module")
def pages(live_server: str, server_at: Any) -> dict[str, Any]:
    """A game in every state worth a look, and the address of every page."""
    server = server_at(live_server)
    game = server.new_game(["Ann", "Bob", "Cy", "Dee"], name="Friday")
    key, gid = game["edit_key"], game["id"]
    rounds = [
        {
            "winner": "Ann",
            "hands": {"Bob": ["R7", "BS", "G+2"], "Cy": {"points": 35}, "Dee": ["W+4"]},
        },
        {"winner": "Cy", "hands": {"Ann": ["Y9", "Y0"], "Bob": ["B3"], "Dee": ["W", "GR"]}},
    ]
    for body in rounds:
        server.call("POST", f"/api/games/{gid}/rounds", body, key=key)
    over = server.new_game(["Ann", "Bob"], target=50)
    server.call(
        "POST",
        f"/api/games/{over['id']}/rounds",
        {"winner": "Ann", "hands": {"Bob": ["W"]}},
        key=over["edit_key"],
    )
    group = server.call("POST", "/api/groups", {"name": "Friday table"})
    for winner, loser in (("Ann", "Bob"), ("Bob", "Ann"), ("Ann", "Bob")):
        played = server.call(
            "POST",
            "/api/games",
            {"players": ["Ann", "Bob", "Cy"], "target": 50, "group": group["id"]},
            key=group["edit_key"],
        )
        hands = {loser: {"points": 60}, "Cy": {"points": 5}}
        body = {"winner": winner, "hands": hands}
        server.call("POST", f"/api/games/{played['id']}/rounds", body, key=played["edit_key"])
    night = server.call(
        "POST",
        "/api/nights",
        {"name": "Friday club night", "players": ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"],
         "table_size": 3, "minutes": 30, "final": True},
    )  # fmt: skip
    seated = server.call("POST", f"/api/nights/{night['id']}/rounds", {}, key=night["edit_key"])
    night_game = seated["seated"][0]["tables"][0]["game"]
    editor = {
        "home": "/",
        "home-night": "/?night=",
        "night": f"/nights/{night['id']}",
        "night-screen": f"/nights/{night['id']}/screen",
        "group": f"/groups/{group['id']}",
        "home-in-group": f"/?group={group['id']}",
        "game": f"/g/{gid}",
        "game-over": f"/g/{over['id']}",
        "round-new": f"/g/{gid}/rounds/new",
        "round-edit": f"/g/{gid}/rounds/1/edit",
        "rules": f"/g/{gid}/rules",
        "rules-edit": f"/g/{gid}/rules/edit",
        "rulebook": "/rulebook",
        "rulebook-search": "/rulebook?q=stack",
        "disputes": f"/g/{gid}/help",
        "missing": "/g/no-such-game",
        "offline": "/offline",
        "insights": "/insights",
        "summary": f"/g/{gid}/summary",
        "summary-over": f"/g/{over['id']}/summary",
        "timeline": f"/g/{gid}/timeline",
        "player": "/players/Ann",
    }
    editor["disputes-anywhere-flip"] = "/help?deck=flip"
    editions = {
        deck: f"/g/{server.new_game(['Ann', 'Bob', 'Cy', 'Dee'], deck=deck)['id']}/help"
        for deck in ("flip", "no_mercy", "all_wild", "attack")
    }
    return {
        "edit_links": [
            f"/g/{gid}/edit/{key}",
            f"/g/{over['id']}/edit/{over['edit_key']}",
            f"/groups/{group['id']}/edit/{group['edit_key']}",
            f"/nights/{night['id']}/edit/{night['edit_key']}",
        ],
        "editor": editor,
        "viewer": {
            "game-view": f"/g/{gid}",
            "forbidden": f"/g/{gid}/rounds/new",
            "group-view": f"/groups/{group['id']}",
            "night-view": f"/nights/{night['id']}",
            "game-in-night": f"/g/{night_game}",
        },
        "help": f"/g/{gid}/help",
        "editions": editions,
    }


def wizard_paths(page: Any, base: str, help_path: str, prefix: str = "dispute-") -> dict[str, str]:
    """The dispute helper's wizards, as its menu links them."""
    page.goto(base + help_path)
    links = page.locator(f"a[href^='{help_path}/']").all()
    return {
        prefix + link.get_attribute("href").rsplit("/", 1)[-1]: link.get_attribute("href")
        for link in links
    }


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [320, 390])
def test_every_page_is_accessible_and_fits(browser, live_server, pages, artifacts, width, scheme):
    check_every_page(browser, live_server, pages, artifacts, width, scheme, "en")


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_every_page_in_german_and_polish_is_accessible_and_fits_at_320(
    browser, live_server, pages, artifacts, lang
):
    """The longest words of ours wrap at 320 px; axe-core is clean in a second language."""
    check_every_page(browser, live_server, pages, artifacts, 320, "light", lang)


def check_every_page(browser, live_server, pages, artifacts, width, scheme, lang):
    folder = artifacts / "pages"
    folder.mkdir(exist_ok=True)
    problems: dict[str, object] = {}
    checked = []
    for role in ("editor", "viewer"):
        context = browser.new_context(
            viewport={"width": width, "height": 844},
            device_scale_factor=1,
            is_mobile=True,
            has_touch=True,
            color_scheme=scheme,
            bypass_csp=True,  # to inject axe-core
        )
        context.add_cookies([{"name": "lang", "value": lang, "url": live_server}])
        page = context.new_page()
        paths = dict(pages[role])
        if role == "editor":
            for link in pages["edit_links"]:
                page.goto(live_server + link)
            paths.update(wizard_paths(page, live_server, pages["help"]))
            for deck, help_path in pages["editions"].items():  # each edition's own questions
                paths[f"disputes-{deck}"] = help_path
                paths.update(wizard_paths(page, live_server, help_path, f"dispute-{deck}-"))
        for name, path in paths.items():
            page.goto(live_server + path)
            assert page.evaluate("document.documentElement.lang") == lang, path
            suffix = "" if lang == "en" else f"-{lang}"
            snapshot(page, folder / f"{name}-{width}-{scheme}{suffix}.png", full_page=True)
            page.add_script_tag(path=str(AXE))
            serious = [v for v in page.evaluate(AXE_RUN) if v["impact"] in SERIOUS]
            small = page.evaluate(SMALL_TARGETS)
            sideways = page.evaluate(SIDEWAYS)
            checked.append(name)
            if serious or small or sideways > 0:
                problems[name] = {"axe": serious, "small": small, "sideways_px": sideways}
        context.close()
    print(f"\nAXE {lang} {width}px {scheme}: {len(checked)} pages, {len(problems)} with problems")
    assert len(checked) >= 16  # every page above, and the dispute wizards
    assert not problems, problems
