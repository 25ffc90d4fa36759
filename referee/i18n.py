"""Languages: the one place the core asks which language a person reads, and in what words.

The app speaks nine languages (:data:`LANGUAGES`, tags as written in ``<html lang>``).
Every sentence a person reads is written in English in the code and marked for the
catalogs: :func:`_` (``gettext``) where it is said, :func:`N_` where a table holds it
and it is said later (``_(ENTRY_TEXT)``), :func:`ngettext` for anything counted (never a
plural glued from fragments) and :func:`pgettext` where one English word has two
meanings. The catalogs (``referee/translations/<locale>/LC_MESSAGES/messages.po``) are
compiled by the app on start (and by the set-up scripts); Flask-Babel reads the same
files for the web layer. A language whose compiled catalog is missing is said once on
stderr, and spoken in English.

The language of the moment is a context variable: the web layer sets it for each
request (:func:`use`), a script with :func:`speaking`. A missing or empty translation
shows the English text, never a blank or a key.

Standard library only, like the rest of the core.
"""

from __future__ import annotations

import gettext as _gettext
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from functools import cache
from pathlib import Path

# The languages, English first, as tags (``<html lang>``, the ``lang`` cookie).
LANGUAGES: tuple[str, ...] = ("en", "de", "es", "es-419", "fr", "it", "nl", "pl", "pt-BR")
DEFAULT = "en"
# Each language's name in itself, for the picker.
NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español (España)",
    "es-419": "Español (Latinoamérica)",
    "fr": "Français",
    "it": "Italiano",
    "nl": "Nederlands",
    "pl": "Polski",
    "pt-BR": "Português (Brasil)",
}
CATALOGS = Path(__file__).resolve().parent / "translations"
DOMAIN = "messages"

_language: ContextVar[str] = ContextVar("language", default=DEFAULT)


def locale_of(tag: str) -> str:
    """The catalog's locale for a language tag: ``pt-BR`` -> ``pt_BR``."""
    return tag.replace("-", "_")


@cache
def catalog(tag: str) -> _gettext.NullTranslations:
    """The compiled catalog of a language (English: none, the code's own words)."""
    if tag == DEFAULT:
        return _gettext.NullTranslations()
    if _gettext.find(DOMAIN, CATALOGS, languages=[locale_of(tag)]) is None:
        warn_once(f"warning: no compiled catalog for {tag} in {CATALOGS}: English instead")
    return _gettext.translation(DOMAIN, CATALOGS, languages=[locale_of(tag)], fallback=True)


_warned: list[str] = []


def warn_once(line: str) -> None:
    """Say ``line`` on stderr, unless a warning about the catalogs was said already."""
    if not _warned:
        _warned.append(line)
        print(line, file=sys.stderr, flush=True)


def current() -> str:
    """The language of the moment (a tag of :data:`LANGUAGES`)."""
    return _language.get()


def use(tag: str) -> Token[str]:
    """Speak ``tag`` from now on in this context; returns the token to undo it."""
    return _language.set(tag if tag in LANGUAGES else DEFAULT)


def restore(token: Token[str]) -> None:
    """Undo :func:`use`."""
    _language.reset(token)


@contextmanager
def speaking(tag: str) -> Iterator[None]:
    """Speak ``tag`` inside the block."""
    token = use(tag)
    try:
        yield
    finally:
        restore(token)


def _(message: str) -> str:
    """``message`` in the language of the moment (English where no translation is)."""
    if not message:
        return message
    return catalog(_language.get()).gettext(message) or message


gettext = _


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form for ``count`` in the language of the moment (its own plural rules)."""
    text = catalog(_language.get()).ngettext(singular, plural, count)
    return text or (singular if count == 1 else plural)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` (one English word, two meanings)."""
    return catalog(_language.get()).pgettext(context, message) or message


def decimal(value: float, digits: int = 1) -> str:
    """A number with ``digits`` decimals as the language of the moment writes it (``12,5``
    in German), the same as Babel writes it for the web layer; no thousands separators."""
    return f"{value:.{digits}f}".replace(".", decimal_separator())


def decimal_separator() -> str:
    """The decimal separator of the language of the moment (a point in English and, as
    Babel's ``es_419`` writes it, in Latin American Spanish)."""
    return "." if _language.get() in POINT_DECIMALS else ","


POINT_DECIMALS = frozenset((DEFAULT, "es-419"))


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs; it is translated where it is said."""
    return message


# ---------------------------------------------------------------------------------------
# Choosing a language: the ``lang`` cookie, else ``Accept-Language``, else English.

_BY_LOWER = {tag.lower(): tag for tag in LANGUAGES}
# The Spanish of the Americas: these countries' tags choose Latin American Spanish (``es``
# and every other Spanish tag, Spain's).
LATIN_AMERICA = frozenset(
    ("419", "ar", "bo", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni", "pa", "pe",
     "pr", "py", "sv", "us", "uy", "ve")
)  # fmt: skip
_RANGE = re.compile(
    r"^\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*$"
)


def known(tag: str | None) -> str | None:
    """The language a tag names, if we have it: ``de``, ``de-AT`` -> ``de``; ``pt`` ->
    ``pt-BR`` (the one Portuguese we have); ``es-MX``, ``es-AR``, ``es-419`` -> ``es-419``
    (:data:`LATIN_AMERICA`), ``es``, ``es-ES`` -> ``es``; anything else ``None``."""
    if not tag or len(tag) > 35:
        return None
    tag = tag.strip().replace("_", "-").lower()
    if tag in _BY_LOWER:
        return _BY_LOWER[tag]
    subtags = tag.split("-")
    primary = subtags[0]
    if primary == "es" and any(sub in LATIN_AMERICA for sub in subtags[1:]):
        return "es-419"
    if primary in _BY_LOWER:
        return _BY_LOWER[primary]
    for lower, language in _BY_LOWER.items():
        if lower.split("-", 1)[0] == primary:
            return language
    return None


def from_accept_language(header: str | None) -> str | None:
    """The best language of ours an ``Accept-Language`` header asks for (garbage: none)."""
    if not header or len(header) > 1000:
        return None
    wanted: list[tuple[float, int, str]] = []
    for position, part in enumerate(header.split(",")):
        match = _RANGE.match(part)
        if not match:
            continue
        try:
            quality = float(match.group(2)) if match.group(2) is not None else 1.0
        except ValueError:
            continue
        if not 0 < quality <= 1:
            continue
        language = known(match.group(1))
        if language is not None:
            wanted.append((-quality, position, language))
    return min(wanted)[2] if wanted else None


def choose(cookie: str | None, accept_language: str | None) -> str:
    """The device's language: its ``lang`` cookie, else ``Accept-Language``, else English."""
    return known(cookie) or from_accept_language(accept_language) or DEFAULT
