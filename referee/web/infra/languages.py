"""The device's language: Flask-Babel for the web layer, the core's catalogs for the rest.

A device chooses with the language picker on every page (the ``lang`` cookie), else its
browser's ``Accept-Language``, else English (:func:`referee.i18n.choose`). Every request
speaks that language from its first line, in the core too; every answer says it varies
with the cookie and ``Accept-Language``, so no cache or ETag hands one device another
language's copy.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

from babel.messages.extract import DEFAULT_KEYWORDS, extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from flask import Blueprint, Flask, abort, current_app, g, redirect, request, url_for
from flask_babel import Babel
from werkzeug.wrappers import Response

from referee import i18n

bp = Blueprint("languages", __name__)
babel = Babel()

COOKIE = "lang"
COOKIE_AGE = 60 * 60 * 24 * 365 * 2


def chosen() -> str:
    """This request's language tag (``pt-BR``), chosen once per request."""
    tag: str | None = g.get("language")
    if tag is None:
        tag = i18n.choose(request.cookies.get(COOKIE), request.headers.get("Accept-Language"))
        g.language = tag
    return tag


def _locale() -> str:
    return i18n.locale_of(chosen())


def init_app(app: Flask) -> None:
    """Flask-Babel on the app's catalogs, and the core speaking each request's language."""
    app.config.setdefault("BABEL_DEFAULT_LOCALE", "en")
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(i18n.CATALOGS))
    babel.init_app(app, locale_selector=_locale)
    app.register_blueprint(bp)

    def speak() -> None:
        g.language_token = i18n.use(chosen())

    # Before every other check, so that a request they refuse (CSRF, size, too many
    # writes) is answered in its language too.
    app.before_request_funcs.setdefault(None, []).insert(0, speak)

    @app.teardown_request
    def stop_speaking(_error: BaseException | None) -> None:
        token = g.pop("language_token", None)
        if token is not None:
            i18n.restore(token)

    @app.after_request
    def vary(response: Response) -> Response:
        if request.endpoint != "static":
            response.vary.add("Cookie")
            response.vary.add("Accept-Language")
            response.headers.setdefault("Content-Language", chosen())
        return response

    @app.url_defaults
    def version_language_files(endpoint: str, values: dict[str, object]) -> None:
        if endpoint in ("languages.messages_script", "languages.manifest") and "v" not in values:
            tag = str(values.get("tag", ""))
            if tag in i18n.LANGUAGES:
                values["v"] = file_version(endpoint, tag)

    @app.context_processor
    def language_context() -> dict[str, object]:
        return {"lang": chosen(), "language_names": i18n.NAMES}


# ---------------------------------------------------------------------------------------
# The compiled catalogs: made on start from the .po files, however the app is started.


def prepare_catalogs(folder: Path) -> None:
    """Compile each catalog in ``folder`` whose ``.mo`` is missing or older than its
    ``.po``, so that every start speaks every language (the ``.mo`` files are not kept
    with the code). A start that cannot says so in one line on stderr.

    Workers starting at the same moment may each compile: each writes a whole file under
    another name and renames it into place, so a reader finds the old file or the new one.
    """
    compiled = False
    failed: list[str] = []
    reason = ""
    for po in sorted(folder.glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po")):
        mo = po.with_suffix(".mo")
        locale = po.parent.parent.name
        try:
            if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
                continue
            write_atomically(mo, compile_catalog(po, locale))
            compiled = True
        except (OSError, ValueError) as error:
            if not mo.exists():
                failed.append(locale)
                reason = reason or (getattr(error, "strerror", None) or str(error))
    if compiled:
        forget_catalogs()
    if failed:
        i18n.warn_once(
            f"warning: cannot compile the language catalogs in {folder} ({reason}): "
            f"pages will be in English instead of {', '.join(failed)}"
        )


def compile_catalog(po: Path, locale: str) -> bytes:
    """The ``.mo`` of one ``.po`` file, as ``pybabel compile`` makes it (no fuzzy entries)."""
    with po.open("rb") as file:
        catalog = read_po(file, locale=locale, domain=i18n.DOMAIN)
    with tempfile.SpooledTemporaryFile() as out:
        write_mo(out, catalog, use_fuzzy=False)
        out.seek(0)
        return out.read()


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``path`` whole under another name, then rename it into place."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def forget_catalogs() -> None:
    """Forget catalogs read before they were compiled (in the core, Flask-Babel and the
    phone's messages), so that the next request reads them again."""
    i18n.catalog.cache_clear()
    domain = vars(babel).get("domain_instance")  # made on the first request, if any yet
    if domain is not None:
        domain.cache.clear()
    for made in (file_version, messages_script_body, manifest_body):
        made.cache_clear()


def _local(address: str | None) -> str:
    """``address`` if it is a path on this site, else the home page."""
    if not address:
        return "/"
    parts = urlsplit(address)
    if parts.scheme or parts.netloc or not address.startswith("/") or address.startswith("//"):
        return "/"
    return address


@bp.get("/language")
def choose_language() -> Response:
    """The picker: keep the chosen language in the ``lang`` cookie and go back."""
    tag = i18n.known(request.args.get("lang"))
    response = redirect(_local(request.args.get("next")), code=303)
    if tag is None:
        response.delete_cookie(COOKIE)
    else:
        response.set_cookie(
            COOKIE, tag, max_age=COOKIE_AGE, samesite="Lax", secure=request.is_secure
        )
    return response


# ---------------------------------------------------------------------------------------
# The phone's scripts: the messages they show, in the page's language.

ONE_YEAR = 60 * 60 * 24 * 365
_PLURAL = re.compile(r"plural\s*=\s*([^;]+)")
_COUNT = re.compile(r"nplurals\s*=\s*([0-9])")


@cache
def file_version(endpoint: str, tag: str) -> str:
    """A short hash of the scripts' messages or the manifest in one language, worked out
    once: both are made once per process, so their address never changes under it."""
    body = messages_script_body(tag) if endpoint.endswith("script") else manifest_body(tag)
    return hashlib.sha256(body).hexdigest()[:12]


@cache
def script_messages(static_folder: str) -> tuple[str | tuple[str, ...], ...]:
    """Every message the static scripts mark (``_("…")``, ``ngettext("…", "…", n)``)."""
    found: dict[str | tuple[str, ...], None] = {}
    for path in sorted(Path(static_folder).glob("*.js")):
        with path.open("rb") as file:
            for _line, message, _comments, _context in extract(
                "javascript", file, keywords=DEFAULT_KEYWORDS
            ):
                found[message] = None
    return tuple(found)


def _plural_expression(tag: str) -> str:
    """The catalog's plural rule as an expression of ``n`` (C syntax, which is also JS)."""
    header = i18n.catalog(tag).info().get("plural-forms", "") if tag != i18n.DEFAULT else ""
    match = _PLURAL.search(header)
    expression = match.group(1).strip() if match else "n != 1"
    if not re.fullmatch(r"[n0-9%<>=!&|?:() ]+", expression):
        expression = "n != 1"
    return expression


@cache
def messages_script_body(tag: str) -> bytes:
    """``MESSAGES`` (English -> this language) and the functions the scripts call."""
    table: dict[str, str | list[str]] = {}
    translations = i18n.catalog(tag)
    with i18n.speaking(tag):
        for message in script_messages(current_app.static_folder or ""):
            if isinstance(message, str):
                text = i18n.gettext(message)
                if text != message:
                    table[message] = text
            else:
                singular, plural = message[0], message[1]
                forms = [translations.ngettext(singular, plural, n) for n in _samples(tag)]
                if forms and forms != [singular, plural][: len(forms)]:
                    table["\u0004" + singular] = forms
    body = (
        "/* The messages of the phone's scripts in this language; English where none. */\n"
        '"use strict";\n'
        f"var LANG = {json.dumps(tag)};\n"
        f"var MESSAGES = {json.dumps(table, ensure_ascii=False, sort_keys=True)};\n"
        "function fill(text, values) {\n"
        "  return values ? text.replace(/\\{(\\w+)\\}/g, function (whole, name) {\n"
        "    var known = Object.prototype.hasOwnProperty.call(values, name);\n"
        "    return known ? String(values[name]) : whole;\n"
        "  }) : text;\n"
        "}\n"
        "function _(text, values) { return fill(MESSAGES[text] || text, values); }\n"
        "function ngettext(singular, plural, n, values) {\n"
        '  var forms = MESSAGES["\\u0004" + singular];\n'
        f"  var index = forms ? Number({_plural_expression(tag)}) : (n === 1 ? 0 : 1);\n"
        "  var text = forms ? forms[index] || forms[forms.length - 1]\n"
        "    : (index ? plural : singular);\n"
        "  return fill(text, Object.assign({ n: n }, values || {}));\n"
        "}\n"
    )
    return body.encode()


def _samples(tag: str) -> list[int]:
    """One number for each plural form of the language, in the catalog's order."""
    translations = i18n.catalog(tag)
    match = _COUNT.search(translations.info().get("plural-forms", ""))
    count = int(match.group(1)) if match else 2
    plural = getattr(translations, "plural", None)
    samples: list[int] = []
    for index in range(count):
        for n in range(0, 200):
            if plural is not None and plural(n) == index:
                samples.append(n)
                break
        else:
            samples.append(1 if index == 0 else 2)
    return samples


def _cached(body: bytes, mimetype: str) -> Response:
    response = Response(body, mimetype=mimetype)
    if request.args.get("v"):
        response.cache_control.public = True
        response.cache_control.max_age = ONE_YEAR
        response.cache_control.immutable = True
    return response


@bp.get("/messages/<tag>.js")
def messages_script(tag: str) -> Response:
    """The scripts' messages in one language (its address names it: nothing varies)."""
    if tag not in i18n.LANGUAGES:
        abort(404)
    return _cached(messages_script_body(tag), "text/javascript")


@cache
def manifest_body(tag: str) -> bytes:
    """The web app manifest (``static/manifest.webmanifest``) in one language: its name
    and description said in it, everything else as the file has it."""
    path = Path(current_app.static_folder or "") / "manifest.webmanifest"
    document = json.loads(path.read_text(encoding="utf-8"))
    with i18n.speaking(tag):
        for key in MANIFEST_KEYS:  # a loop, so that no key is taken for a message
            document[key] = i18n.gettext(document[key])
    document["lang"] = tag
    for icon in document.get("icons", ()):
        name = icon["src"].removeprefix("/static/")
        icon["src"] = url_for("static", filename=name)
    return json.dumps(document, ensure_ascii=False, indent=1).encode()


MANIFEST_KEYS = ("name", "short_name", "description")
# The manifest's words, for the catalogs (the file holds them in English).
MANIFEST_WORDS = (
    i18n.N_("UNO score"),
    i18n.N_("Scorekeeper and house-rules referee for UNO with a real deck"),
)


@bp.get("/manifest/<tag>.webmanifest")
def manifest(tag: str) -> Response:
    """The web app manifest in the language its address names."""
    if tag not in i18n.LANGUAGES:
        abort(404)
    return _cached(manifest_body(tag), "application/manifest+json")
