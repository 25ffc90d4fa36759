"""Every template global and filter, registered once by the factory."""

from __future__ import annotations

from flask import Flask

from referee.web.infra import display
from referee.web.pages import links
from referee.web.service import access, games


def register(app: Flask) -> None:
    """Make the helpers templates call available to every template."""
    display.register(app)
    app.add_template_global(links.rulebook_url)
    app.add_template_global(links.deck_rule_links)
    app.add_template_global(links.new_request_id)
    app.add_template_global(links.ruling_answers)
    app.add_template_global(access.edit_key_for)
    app.add_template_global(games.title_of)
    app.add_template_global(games.game_title)
