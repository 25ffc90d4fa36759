"""Every template global and filter, registered once by the factory."""

from __future__ import annotations

from flask import Flask

from referee.web.infra import display


def register(app: Flask) -> None:
    """Make the helpers templates call available to every template."""
    display.register(app)
