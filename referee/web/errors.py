"""The app-wide error answers, registered once by the factory: under /api the API's
common shape, elsewhere a page in the device's language."""

from __future__ import annotations

from typing import Any

from flask import Flask, render_template, request
from werkzeug.exceptions import HTTPException
from werkzeug.wrappers import Response

from referee.i18n import _
from referee.web.infra.errors import error_response, http_error_response, is_api_path
from referee.web.service.games import GameNotFound
from referee.web.service.groups import GroupNotFound


def register(app: Flask) -> None:
    """Answer every error the app raises outside a view's own handling."""
    app.register_error_handler(HTTPException, answer_http_error)
    app.register_error_handler(GameNotFound, answer_missing_game)
    app.register_error_handler(GroupNotFound, answer_missing_group)


def answer_missing_game(error: GameNotFound) -> Any:
    """A game id that names no game: the API's 404 under /api, else a friendly page."""
    if is_api_path(request.path):
        return error_response(404, "game_not_found", _("No game has this id."))
    return render_template("missing.html"), 404


def answer_missing_group(error: GroupNotFound) -> Any:
    """A group id that names no group: the API's 404 under /api, else a friendly page."""
    if is_api_path(request.path):
        return error_response(404, "group_not_found", _("No group has this id."))
    return render_template("missing.html"), 404


def answer_http_error(error: HTTPException) -> Any:
    """Errors raised before a view is chosen: the API's shape under /api, else a page."""
    if is_api_path(request.path):
        return http_error_response(error)
    if error.code == 429:
        return Response(render_template("too_many_requests.html"), 429)
    if error.response is not None or error.code is None:
        return error  # a page of its own, already made
    headers = [(k, v) for k, v in error.get_headers() if k.lower() != "content-type"]
    return Response(render_template("error.html", **error_words(error.code)), error.code, headers)


def error_words(code: int) -> dict[str, str]:
    """A page's title and one sentence for an HTTP error, in the device's language."""
    if code == 404:
        return {
            "title": _("Page not found"),
            "explanation": _("This address leads to no page here. Check the link."),
        }
    if code == 405:
        return {
            "title": _("Not possible here"),
            "explanation": _("This page cannot be used that way. Go back and try again."),
        }
    if code < 500:
        return {
            "title": _("This request could not be read"),
            "explanation": _("Something in it was not as expected. Go back and try again."),
        }
    return {
        "title": _("Something went wrong"),
        "explanation": _("Nothing was changed. Please try again in a moment."),
    }
