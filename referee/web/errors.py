"""The app-wide error answers, registered once by the factory: under /api the API's
common shape, elsewhere a page in the device's language."""

from __future__ import annotations

import sqlite3
from contextlib import suppress
from typing import Any

import sqlalchemy as sa
from flask import Flask, render_template, request
from werkzeug.exceptions import HTTPException
from werkzeug.wrappers import Response

from referee.i18n import _
from referee.web.infra.errors import error_response, http_error_response, is_api_path
from referee.web.infra.extensions import db
from referee.web.service.games import GameNotFound
from referee.web.service.groups import GroupNotFound
from referee.web.service.nights import NightNotFound


def register(app: Flask) -> None:
    """Answer every error the app raises outside a view's own handling."""
    app.register_error_handler(HTTPException, answer_http_error)
    app.register_error_handler(GameNotFound, answer_missing)
    app.register_error_handler(GroupNotFound, answer_missing)
    app.register_error_handler(NightNotFound, answer_missing)
    app.register_error_handler(sa.exc.DBAPIError, answer_database_error)
    app.register_error_handler(sa.exc.DisconnectionError, answer_database_error)


def answer_missing(error: GameNotFound | GroupNotFound | NightNotFound) -> Any:
    """An id that names no game, group or night: the API's 404 under /api, else a
    friendly page."""
    if is_api_path(request.path):
        if isinstance(error, GroupNotFound):
            return error_response(404, "group_not_found", _("No group has this id."))
        if isinstance(error, NightNotFound):
            return error_response(404, "night_not_found", _("No night has this id."))
        return error_response(404, "game_not_found", _("No game has this id."))
    return render_template("missing.html"), 404


def answer_http_error(error: HTTPException) -> Any:
    """Errors raised before a view is chosen: the API's shape under /api, else a page."""
    if is_api_path(request.path):
        return http_error_response(error)
    if error.code == 429:
        return Response(render_template("too_many_requests.html"), 429, mimetype="text/html")
    if error.response is not None or error.code is None:
        return error  # a page of its own, already made
    headers = [(k, v) for k, v in error.get_headers() if k.lower() != "content-type"]
    page = render_template("error.html", **error_words(error.code))
    return Response(page, error.code, headers, mimetype="text/html")


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


# How long a client waits before sending a refused write again while the database is away.
DATABASE_RETRY_AFTER = 5
# SQLSTATE classes of a lost or refused connection: 08 (connection exception) and 57P
# (the server shutting down, or starting and not yet taking connections).
UNREACHABLE_STATES = ("08", "57P")


def database_unreachable(error: sa.exc.SQLAlchemyError) -> bool:
    """Whether ``error`` says the database server cannot be reached (stopped, restarting,
    the network gone), rather than that something is wrong with the request or the data.

    A connection that could not be opened, or was lost and invalidated. SQLite's own
    errors (a file that cannot be opened, a lock) are not this: no server is away.
    """
    if isinstance(error, sa.exc.DisconnectionError):
        return True
    if not isinstance(error, sa.exc.DBAPIError) or isinstance(error.orig, sqlite3.Error):
        return False
    if error.connection_invalidated:
        return True
    if not isinstance(error, sa.exc.OperationalError | sa.exc.InterfaceError):
        return False
    state = getattr(error.orig, "sqlstate", None)  # none when no server answered at all
    return state is None or str(state).startswith(UNREACHABLE_STATES)


def answer_database_error(error: sa.exc.SQLAlchemyError) -> Any:
    """The database cannot be reached: ``503`` with ``Retry-After``, in the API's shape
    under /api, else a page saying to try again in a moment. Nothing was stored: the
    transaction is rolled back. Any other database error stays a ``500``.
    """
    if not database_unreachable(error):
        raise error
    # Nothing of this transaction was committed; a connection already gone has nothing
    # to roll back.
    with suppress(sa.exc.SQLAlchemyError):
        db.session.rollback()
    message = _("The database cannot be reached just now, so nothing was recorded.")
    response: Response
    if is_api_path(request.path):
        response = error_response(503, "database_unavailable", message)
    else:
        page = render_template(
            "error.html",
            title=_("Try again in a moment"),
            explanation=message,
            retry_url=request.full_path if request.method == "GET" else None,
        )
        response = Response(page, 503, mimetype="text/html")
    response.headers["Retry-After"] = str(DATABASE_RETRY_AFTER)
    response.headers["Cache-Control"] = "no-store"
    return response


def end_session(_error: BaseException | None) -> None:
    """End the request's database session; a connection lost since the answer was made
    (the database stopping) leaves nothing to roll back, so the answer stands."""
    try:
        db.session.remove()
    except sa.exc.SQLAlchemyError as error:
        if not database_unreachable(error):
            raise
        with suppress(sa.exc.SQLAlchemyError):
            db.session().invalidate()  # closed without a word to the server
        db.session.remove()
