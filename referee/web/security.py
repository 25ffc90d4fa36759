"""Response headers that keep the pages safe: a strict Content-Security-Policy and friends."""

from __future__ import annotations

import re

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


def init_app(app: Flask) -> None:
    """Register the checks and headers on the app."""
    app.before_request(reject_control_characters)
    app.after_request(add_security_headers)
