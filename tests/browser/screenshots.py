"""Screenshots kept for people to look at, never an assertion.

Chromium may refuse a capture when the machine is short of memory (a page of 20,000 px
taken whole while other workers run): the capture is tried again as the visible screen,
and a capture refused twice is written to the test's output, so no check of the page is lost
to a picture that could not be taken.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Error


def snapshot(target: Any, path: Path | str, *, full_page: bool = False) -> None:
    """Keep a screenshot of a page or a locator at `path`."""
    options = {"full_page": True} if full_page else {}
    try:
        target.screenshot(path=path, **options)
        return
    except Error as first:
        reason = first
    try:
        target.screenshot(path=path)
    except Error as second:
        print(f"no screenshot at {path}: {reason}; {second}", file=sys.stderr)
