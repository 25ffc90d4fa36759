"""Static files: a content hash in every URL, long-lived immutable caching, and compression.

``url_for("static", filename=...)`` adds ``?v=<hash of the file>``, so a changed file gets
a new URL and an unchanged one may be kept for a year without asking again.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from flask import Flask, Response, current_app, request
from flask_compress import Compress

ONE_YEAR = 60 * 60 * 24 * 365
# JSON stays out: compressing would rewrite the game document's ETag, which the API
# contract fixes as the bare version.
COMPRESSED_TYPES = [
    "text/html",
    "text/css",
    "text/javascript",
    "application/javascript",
    "application/manifest+json",
    "image/svg+xml",
]

compress = Compress()
_hashes: dict[tuple[str, float], str] = {}


def static_version(filename: str) -> str:
    """A short hash of a static file's content ("" when there is no such file)."""
    folder = current_app.static_folder or ""
    path = Path(folder) / filename
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return ""
    key = (str(path), stamp)
    if key not in _hashes:
        _hashes[key] = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    return _hashes[key]


def add_static_version(endpoint: str, values: dict[str, Any]) -> None:
    """Put the file's hash into every static URL the app builds."""
    if endpoint == "static" and "filename" in values and "v" not in values:
        version = static_version(values["filename"])
        if version:
            values["v"] = version


def cache_static_files(response: Response) -> Response:
    """Versioned static files never change under their URL: cache them for a year.

    The file is read into the response here, so that it is compressed whole (with a
    length) and its handle is closed at once.
    """
    if request.endpoint != "static" or response.status_code != 200:
        return response
    response.direct_passthrough = False
    body = b"".join(response.iter_encoded())
    response.close()  # the file is read: let go of it now
    response.set_data(body)
    if request.args.get("v"):
        response.cache_control.public = True
        response.cache_control.max_age = ONE_YEAR
        response.cache_control.immutable = True
        response.cache_control.no_cache = None
    return response


def init_app(app: Flask) -> None:
    """Version, cache and compress the app's responses."""
    app.config.setdefault("COMPRESS_MIMETYPES", COMPRESSED_TYPES)
    app.url_defaults(add_static_version)
    compress.init_app(app)
    app.after_request(cache_static_files)  # registered last, so it runs before compressing
