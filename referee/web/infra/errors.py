"""The API's common error shape, ``{"error": {"code", "message", "field"}}``, for every
error answered under ``/api``: the app's own refusals and Werkzeug's alike."""

from __future__ import annotations

from flask import Response, jsonify
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from referee import i18n
from referee.errors import InputError
from referee.i18n import N_, _
from referee.web.infra import languages

API_PREFIX = "/api"


def is_api_path(path: str) -> bool:
    """Whether ``path`` is under /api."""
    return path == API_PREFIX or path.startswith(API_PREFIX + "/")


class ApiError(Exception):
    """An error answered in the API's common shape."""

    def __init__(self, status: int, code: str, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.field = status, code, message, field


def error_response(status: int, code: str, message: str, field: str | None = None) -> Response:
    """The common error body: ``{"error": {"code", "message", "field"}}``."""
    response = jsonify({"error": {"code": code, "message": message, "field": field}})
    response.status_code = status
    return response


# One sentence each, in the API's own words (Werkzeug's descriptions run to several);
# said in the request's language.
HTTP_MESSAGES = {
    400: N_("The request could not be read."),
    404: N_("Nothing is found at this address."),
    405: N_("This address does not take that method."),
    413: N_("The request body is too large."),
    415: N_("The request body must be JSON."),
    429: N_("Too many writes in a short time; wait a minute and try again."),
}


def http_error_response(error: HTTPException) -> Response:
    """A Werkzeug error (404, 405, 413...) in the common shape."""
    status = error.code or 500
    code = (error.name or "error").lower().replace(" ", "_")
    allowed = error.valid_methods if isinstance(error, MethodNotAllowed) else None
    # Said in the request's language even when refused before it was chosen (a body too
    # large, too many writes, a control character in the address).
    with i18n.speaking(languages.chosen()):
        if allowed:
            methods = sorted(set(allowed) - {"HEAD", "OPTIONS"})
            message = _("This address takes only {methods}.").format(methods=both(methods))
        elif status in HTTP_MESSAGES:
            message = _(HTTP_MESSAGES[status])
        else:
            message = _("The request failed ({status} {name}).").format(
                status=status, name=error.name
            )
    response = error_response(status, code, message)
    if allowed:
        response.headers["Allow"] = ", ".join(allowed)
    return response


def both(names: list[str]) -> str:
    """Names joined as a sentence lists them ("GET and POST")."""
    joined = names[0] if names else ""
    for name in names[1:]:
        joined = _("{first} and {second}").format(first=joined, second=name)
    return joined


def answer_api_error(error: ApiError) -> Response:
    """Answer an :class:`ApiError` in the common shape."""
    response = error_response(error.status, error.code, error.message, error.field)
    if error.status == 401:
        response.headers["WWW-Authenticate"] = 'Bearer realm="game"'
    return response


def answer_input_error(error: InputError) -> Response:
    """Bad input is a 400 naming the field."""
    return error_response(400, error.code, error.message, error.field)
