"""A live server on a free local port and a phone-sized Chromium page.

Chromium comes from the system (``/usr/bin/chromium`` or ``CHROMIUM_PATH``). Without it
the browser tests are skipped, except in CI (``CI`` set), where they fail instead.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

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


def is_script_error(message: Any) -> bool:
    """A console error other than the browser noting a 4xx answer (forms with errors get 422)."""
    return message.type == "error" and "responded with a status of 4" not in message.text


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
        page.screenshot(path=artifacts / "home.png", full_page=True)
        for slot, name in enumerate(names):
            taps(f"#players-{slot}")
            page.keyboard.type(name)
        page.screenshot(path=artifacts / "home-filled.png", full_page=True)
        taps("#start")
        page.wait_for_url(re.compile(r"/g/[\w-]+$"))
        return taps.count

    return start
