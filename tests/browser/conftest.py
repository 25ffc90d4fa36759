"""A live server on a free local port and a phone-sized Chromium page.

Chromium comes from the system (``/usr/bin/chromium`` or ``CHROMIUM_PATH``). Without it
the browser tests are skipped, except in CI (``CI`` set), where they fail instead.
"""

from __future__ import annotations

import json
import os
import re
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .screenshots import snapshot

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
PHONE = {"width": 390, "height": 844}


def require_chromium() -> None:
    """Skip without Chromium, unless running in CI, where a missing browser is a failure."""
    if Path(CHROMIUM).exists():
        return
    message = f"Chromium not found at {CHROMIUM}"
    if os.environ.get("CI"):
        pytest.fail(message + " (CI needs the browser tests)")
    pytest.skip(message)


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory, serve: Any) -> Iterator[str]:
    """The app served by werkzeug in a thread, on its own SQLite database."""
    from app import create_app

    database = tmp_path_factory.mktemp("live") / "live.sqlite"
    app = create_app(
        {"SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}", "SECRET_KEY": "browser-test"}
    )
    with serve(app) as base_url:
        yield base_url


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the session."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


BROWSER_NOTES = (
    "responded with a status of 4",  # forms with errors get 422, refused rounds 409
    "responded with a status of 503",  # the database away for a moment: sent again later
    "ERR_INTERNET_DISCONNECTED",  # requests made while the test holds the phone offline
)


def is_script_error(message: Any) -> bool:
    """A console error other than the browser noting a 4xx answer or a lost connection."""
    return message.type == "error" and not any(note in message.text for note in BROWSER_NOTES)


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh phone-sized page (its own cookies) that fails the test on a script error."""
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on(
        "console", lambda message: errors.append(message.text) if is_script_error(message) else None
    )
    yield page
    context.close()
    assert not errors, f"errors in the page: {errors}"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """The folder for screenshots (git-ignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


class Taps:
    """Clicks a locator and counts every tap, the number the round entry is judged by."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = 0

    def __call__(self, selector: str) -> None:
        self.page.locator(selector).click()
        self.count += 1


@pytest.fixture
def tap(page: Any) -> Taps:
    """``tap(selector)``: click and count; ``tap.count`` is the taps so far."""
    return Taps(page)


@pytest.fixture
def start_game(page: Any, live_server: str, artifacts: Path) -> Any:
    """``start_game(names)``: fill the start form; return the taps it took."""

    def start(names: list[str]) -> int:
        taps = Taps(page)
        page.goto(live_server + "/")
        snapshot(page, artifacts / "home.png", full_page=True)
        for slot, name in enumerate(names):
            taps(f"#players-{slot}")
            page.keyboard.type(name)
        snapshot(page, artifacts / "home-filled.png", full_page=True)
        taps("#start")
        page.wait_for_url(re.compile(r"/g/[\w-]+$"))
        return taps.count

    return start


class Server:
    """The live server seen from outside the browser: what the database holds, whatever
    the phones' connections."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url

    def call(self, method: str, path: str, body: object = None, key: str | None = None) -> Any:
        """Send a JSON request; return the parsed answer (errors included)."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if key:
            request.add_header("Authorization", f"Bearer {key}")
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as error:
            with error:
                return json.loads(error.read())

    def new_game(self, players: list[str], **settings: object) -> dict[str, Any]:
        """Create a game through the API: its document with ``edit_key``."""
        return self.call("POST", "/api/games", {"players": players, **settings})

    def rounds(self, game_id: str) -> list[dict[str, Any]]:
        """The rounds the server holds for a game."""
        return self.call("GET", f"/api/games/{game_id}")["rounds"]

    def wait_for_rounds(self, game_id: str, count: int, seconds: float = 15) -> list[Any]:
        """The game's rounds once there are ``count`` of them (or whatever is there at the end)."""
        deadline = time.monotonic() + seconds
        rounds = self.rounds(game_id)
        while len(rounds) < count and time.monotonic() < deadline:
            time.sleep(0.2)
            rounds = self.rounds(game_id)
        return rounds


@pytest.fixture
def server(live_server: str) -> Server:
    """The live server, asked directly."""
    return Server(live_server)


@pytest.fixture(scope="session")
def server_at() -> Any:
    """``server_at(base_url)``: another live server, asked directly."""
    return Server


@pytest.fixture(scope="session")
def phone_viewport() -> dict[str, int]:
    """The phone-sized viewport every page is opened in."""
    return dict(PHONE)


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    """Opens more phones (each its own cookies and storage), failing on script errors."""
    contexts: list[Any] = []
    errors: list[str] = []

    def open_phone(**options: Any) -> Any:
        """A new phone; ``options`` add to or change the browser context's (a big screen
        gives its own viewport and ``is_mobile=False``)."""
        settings = {"viewport": PHONE, "device_scale_factor": 2, "is_mobile": True}
        settings["has_touch"] = True
        context = browser.new_context(**(settings | options))
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on(
            "console",
            lambda message: errors.append(message.text) if is_script_error(message) else None,
        )
        return page

    yield open_phone
    for context in contexts:
        context.close()
    assert not errors, f"errors in the page: {errors}"


def wait_until_kept(page: Any, paths: list[str], seconds: float = 15) -> None:
    """Wait until the service worker controls the page and keeps a copy of each path."""
    page.wait_for_function("() => navigator.serviceWorker && !!navigator.serviceWorker.controller")
    missing = list(paths)
    deadline = time.monotonic() + seconds
    while missing and time.monotonic() < deadline:
        page.wait_for_timeout(100)
        kept = page.evaluate(
            """async () => {
                const cache = await caches.open("pages-" + document.documentElement.lang);
                return (await cache.keys()).map(request => new URL(request.url).pathname);
            }"""
        )
        missing = [path for path in paths if path not in kept]
    assert not missing, f"not kept for use offline: {missing}"


@pytest.fixture
def kept() -> Any:
    """``kept(page, paths)``: wait until those pages are kept for use offline."""
    return wait_until_kept


@pytest.fixture(scope="session")
def cold_load() -> Any:
    """``cold_load(page, url)``: open ``url`` in a page that has nothing kept yet, wait
    until the service worker controls it, and return the bytes each address took over
    the wire (headers and body), the edit link's redirect and API calls left out."""

    def load(page: Any, url: str) -> dict[str, int]:
        sizes: dict[str, int] = {}

        def note(request: Any) -> None:
            size = request.sizes()
            sizes[request.url] = size["responseBodySize"] + size["responseHeadersSize"]

        page.on("requestfinished", note)
        page.goto(url, wait_until="load")
        page.wait_for_function("() => !!navigator.serviceWorker.controller")
        return {
            address: n
            for address, n in sizes.items()
            if "/api/" not in address and "/edit/" not in address
        }

    return load
