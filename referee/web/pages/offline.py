"""Working without signal: the service worker, the page shown for unvisited pages offline,
and the edit key that lets a phone send rounds it kept while offline.
"""

from __future__ import annotations

import hashlib

from flask import Blueprint, Response, render_template, url_for

from referee.web.infra.assets import static_version
from referee.web.infra.languages import chosen
from referee.web.pages.links import INDEX_PREFIX, index_url

bp = Blueprint("offline", __name__)

# Everything a page may need without signal; pages visited are added as they are seen.
SHELL_FILES = (
    "app.css",
    "chart.css",
    "story.css",
    "night.css",
    "app.js",
    "outbox.js",
    "poll.js",
    "live.js",
    "round.js",
    "home.js",
    "house_rules.js",
    "disputes.js",
    "rule_search.js",
    "expectations.js",
    "share.js",
    "wakelock.js",
    "clock.js",
    "night.js",
    "icon.svg",
    "icon-192.png",
    "icon-512.png",
    "manifest.webmanifest",
)


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, served from the root so that it may look after every page."""
    shell = [url_for("static", filename=name) for name in SHELL_FILES]
    shell.append(index_url(chosen()))  # the search index of a page in this language
    # The scripts' messages and the manifest in this device's language.
    shell.append(url_for("languages.messages_script", tag=chosen()))
    shell.append(url_for("languages.manifest", tag=chosen()))
    pages = [url_for("pages.show_home"), url_for("house_rules.rulebook"), url_for(".show_offline")]
    version = hashlib.sha256(
        "".join(static_version(name) for name in SHELL_FILES).encode()
        + "".join(shell[-3:]).encode()
    ).hexdigest()[:12]
    body = render_template(
        "sw.js",
        version=version,
        shell=shell,
        pages=pages,
        offline_url=url_for(".show_offline"),
        outbox_url=url_for("static", filename="outbox.js"),
        search_index=INDEX_PREFIX,
    )
    response = Response(body, mimetype="text/javascript")
    # Browsers check for a new worker on every visit; the file is small.
    response.cache_control.no_cache = True
    return response


@bp.get("/offline")
def show_offline() -> str:
    """Shown without signal in place of a page this phone has not opened before."""
    return render_template("offline.html")
