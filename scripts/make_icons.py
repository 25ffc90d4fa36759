"""Draw the app's PNG icons (192 and 512 px) from static/icon.svg with Chromium.

Run after changing the SVG: ``.venv/bin/python scripts/make_icons.py``. The PNGs are
committed; the app never draws them itself.
"""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import sync_playwright

STATIC = Path(__file__).resolve().parents[1] / "static"
SIZES = (192, 512)


def main() -> None:
    """Render the SVG at each size and save it as ``icon-<size>.png``."""
    svg = (STATIC / "icon.svg").read_text(encoding="utf-8")
    chromium = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            sized = svg.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)
            page.set_content(f"<style>html,body{{margin:0}}</style>{sized}")
            page.screenshot(path=str(STATIC / f"icon-{size}.png"), omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
