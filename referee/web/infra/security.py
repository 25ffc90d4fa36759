"""Response headers that keep the pages safe: a strict Content-Security-Policy and friends."""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from typing import Any

from flask import Flask, Response, abort, request

# C0 controls (NUL included), DEL and the C1 controls: no id, name or query value holds one.
CONTROL_CHARACTERS = re.compile(r"[\x00-\x1f\x7f-\x9f]")

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
    ]
)


def add_security_headers(response: Response) -> Response:
    """Add the security headers to every response."""
    headers = response.headers
    headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
    headers.setdefault("X-Content-Type-Options", "nosniff")
    headers.setdefault("X-Frame-Options", "DENY")
    # Edit links carry a key in the path: never send it on to another site.
    headers.setdefault("Referrer-Policy", "no-referrer")
    return response


def reject_control_characters() -> None:
    """Refuse control characters in the address before any view or query sees them.

    A path holding one names nothing here (404); a query value holding one is
    unreadable (400). Either way nothing is looked up or stored.
    """
    if CONTROL_CHARACTERS.search(request.path):
        abort(404)
    for key, value in request.args.items(multi=True):
        if CONTROL_CHARACTERS.search(key) or CONTROL_CHARACTERS.search(value):
            abort(400)


TOO_LARGE = "uno.body_too_large"


class StreamedBodyLimit:
    """WSGI middleware: a body sent without ``Content-Length`` (chunked) is held to
    ``MAX_CONTENT_LENGTH`` like any other.

    Werkzeug stops reading such a body at the limit without saying so, and the cut
    body then reads as broken JSON or a half form. Here it is read once, up to one
    byte past the limit: within it, it is passed on with its length; past it, the
    request is marked, and :func:`refuse_large_body` answers 413.
    """

    def __init__(self, wsgi_app: Any, app: Flask) -> None:
        """Wrap ``wsgi_app``; the limit is read from ``app``'s config on each request."""
        self.wsgi_app, self.app = wsgi_app, app

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Iterable[bytes]:
        """Read a streamed body against the limit, then hand the request on."""
        limit = self.app.config.get("MAX_CONTENT_LENGTH")
        streamed = not environ.get("CONTENT_LENGTH") and (
            environ.get("wsgi.input_terminated")
            or "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        )
        if limit is not None and streamed:
            body = environ["wsgi.input"].read(limit + 1)
            if len(body) > limit:
                environ[TOO_LARGE] = True
                body = b""
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
            environ.pop("HTTP_TRANSFER_ENCODING", None)
        return self.wsgi_app(environ, start_response)  # type: ignore[no-any-return]


def refuse_large_body() -> None:
    """Answer 413 for a streamed body that went past the limit."""
    if request.environ.get(TOO_LARGE):
        abort(413)


def init_app(app: Flask) -> None:
    """Register the checks and headers on the app."""
    app.wsgi_app = StreamedBodyLimit(app.wsgi_app, app)  # type: ignore[method-assign]
    app.before_request(refuse_large_body)
    app.before_request(reject_control_characters)
    app.after_request(add_security_headers)
