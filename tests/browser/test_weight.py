"""What a scoreboard costs a phone: its weight on a cold visit, and what a warm visit asks
the server (figures printed; the limits asserted are the ones promised)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytestmark = pytest.mark.browser

COLD_LIMIT = 50 * 1024


@pytest.fixture
def counted_server(tmp_path, serve) -> Iterator[tuple[str, list[str]]]:
    """A live server of its own that notes the path of every request it answers."""
    from app import create_app

    app = create_app(
        {"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'w.sqlite'}", "SECRET_KEY": "w"}
    )
    hits: list[str] = []
    inner = app.wsgi_app

    def counting(environ: dict[str, Any], start_response: Any) -> Any:
        hits.append(environ["PATH_INFO"])
        return inner(environ, start_response)

    app.wsgi_app = counting  # type: ignore[method-assign]
    with serve(app) as base_url:
        yield base_url, hits


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_cold_scoreboard_weighs_under_50_kb_and_a_warm_one_loads_no_static_file(
    browser, counted_server, server_at, phone_viewport, cold_load, lang
):
    base, hits = counted_server
    server = server_at(base)
    game = server.new_game(["Ann", "Bob", "Cy", "Dee"])
    for _ in range(3):
        server.call(
            "POST",
            f"/api/games/{game['id']}/rounds",
            {"winner": "Ann", "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["W"]}},
            key=game["edit_key"],
        )
    context = browser.new_context(viewport=phone_viewport, is_mobile=True, has_touch=True)
    context.add_cookies([{"name": "lang", "value": lang, "url": base}])
    page = context.new_page()
    cold = cold_load(page, f"{base}/g/{game['id']}/edit/{game['edit_key']}")
    total = sum(cold.values())
    assert page.evaluate("document.documentElement.lang") == lang
    print(f"\nWEIGHT ({lang}): cold scoreboard {total / 1024:.1f} KB over the wire", end="")
    print(f" in {len(cold)} requests:")
    for url, n in sorted(cold.items(), key=lambda item: -item[1]):
        print(f"  {n / 1024:6.1f} KB  {url.removeprefix(base)}")
    assert total < COLD_LIMIT

    page.wait_for_timeout(500)  # let the service worker keep what it was asked to
    hits.clear()
    page.goto(f"{base}/g/{game['id']}", wait_until="load")
    warm = [path for path in hits if not path.startswith("/api/")]
    print(f"WARM: a warm visit asks the server for {warm} (plus the live poll of /api)")
    assert not [path for path in warm if path.startswith(("/static/", "/messages/"))]
    assert f"/g/{game['id']}" in warm
    context.close()
