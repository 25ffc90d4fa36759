"""This device's memory: the edit keys of the games, groups and club nights it opened (a
night's key is its organiser's), the player names
it started games with, and the session (flashed messages, the CSRF token, the round just
saved).

A phone opens pages faster than their answers arrive: its offline copy fetches the page
before again while the next edit link is opened. So no answer may write back more than
its own request changed:

- each edit key lives in a cookie of its own (``edit-game-<id>``, ``edit-group-<id>``,
  ``edit-night-<id>``),
  signed with the app's secret key and stamped with the time it was kept. Keeping a key
  writes only that cookie (and forgets the oldest beyond ``MAX_KEPT``), so a late answer
  cannot drop a key kept meanwhile, and two keys kept at once are both kept;
- the names live in a signed cookie of their own, written only by the start of a game;
- the session cookie is sent only by an answer whose request changed the session, never
  again as it was when the request started.

Every cookie is HttpOnly, SameSite=Lax, Secure over https, and kept for
``PERMANENT_SESSION_LIFETIME`` after it was last written. Devices that kept their keys and
names in the session before still use them; the next key or names kept moves them out.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from flask import Flask, current_app, g, request, session
from flask.sessions import SecureCookieSessionInterface, SessionMixin
from itsdangerous import BadSignature, Signer
from werkzeug.wrappers import Response

# The most recent games (and, apart, groups and nights) whose keys a device keeps.
MAX_KEPT = 12
MAX_NAMES = 16
PREFIXES = {"games": "edit-game-", "groups": "edit-group-", "nights": "edit-night-"}
NAMES = "names"


@dataclass(frozen=True)
class Kept:
    """One remembered edit key: whose, the key, and when it was kept (ms since the epoch)."""

    owner_id: str
    key: str
    at: int


def signer(name: str) -> Signer:
    """The signer of the cookie ``name``: a value signed for one cookie fits no other."""
    secret = current_app.secret_key
    assert secret is not None  # create_app always sets one
    return Signer(secret, salt=f"device {name}", key_derivation="hmac")


def cookie_name(kind: str, owner_id: str) -> str:
    """The cookie that keeps the edit key of a game (or ``"groups"``: a group; ``"nights"``:
    a night's organiser)."""
    return PREFIXES[kind] + owner_id


def pending() -> dict[str, str | None]:
    """The cookies this request writes (``None``: forgets), by name."""
    if "device_cookies" not in g:
        g.device_cookies = {}
    writes: dict[str, str | None] = g.device_cookies
    return writes


def current_cookies() -> dict[str, str]:
    """The device's cookies as this request leaves them: those it came with, then its own
    writes."""
    g.device_read = True
    cookies = dict(request.cookies)
    for name, value in pending().items():
        if value is None:
            cookies.pop(name, None)
        else:
            cookies[name] = value
    return cookies


def read_key(name: str, value: str) -> tuple[str, int] | None:
    """The key and time a key cookie holds, if it is signed for that cookie."""
    try:
        key, _, at = signer(name).unsign(value).decode().rpartition(".")
    except (BadSignature, UnicodeDecodeError):
        return None
    return (key, int(at)) if key and at.isdigit() else None


def cookie_keys(kind: str) -> list[Kept]:
    """The keys of ``kind`` this device holds in their own cookies, most recent first."""
    prefix = PREFIXES[kind]
    found = []
    for name, value in current_cookies().items():
        if name.startswith(prefix) and (read := read_key(name, value)) is not None:
            found.append(Kept(name.removeprefix(prefix), *read))
    return sorted(found, key=lambda kept: kept.at, reverse=True)


def session_keys(kind: str) -> list[list[str]]:
    """The ``[id, key]`` pairs an older version kept in the session."""
    pairs = session.get(kind, [])
    if not isinstance(pairs, list):
        return []
    return [p for p in pairs if isinstance(p, list) and [type(v) for v in p] == [str, str]]


def remembered(kind: str) -> list[list[str]]:
    """``[id, edit_key]`` pairs of games (or ``"groups"``, ``"nights"``) this device holds,
    most recent first."""
    pairs = [[kept.owner_id, kept.key] for kept in cookie_keys(kind)]
    held = {owner_id for owner_id, _ in pairs}
    pairs += [p for p in session_keys(kind) if p[0] not in held]
    return pairs[:MAX_KEPT]


def remember(kind: str, owner_id: str, key: str) -> None:
    """Keep a game's (or ``"groups"``: a group's, ``"nights"``: a night's) edit key on this
    device, as the most recent one; forget the oldest beyond ``MAX_KEPT``."""
    now = time.time_ns() // 1_000_000
    held = [kept for kept in cookie_keys(kind) if kept.owner_id != owner_id]
    known = {kept.owner_id for kept in held}
    moved = [p for p in session_keys(kind) if p[0] != owner_id and p[0] not in known]
    moved_ids = {gid for gid, _ in moved}
    oldest = min((kept.at for kept in held), default=now)
    # Keys kept in the session by an older version come after the device's own cookies.
    held += [Kept(gid, k, oldest - 1 - index) for index, (gid, k) in enumerate(moved)]
    writes = pending()
    writes[cookie_name(kind, owner_id)] = signed_key(kind, owner_id, key, now)
    for index, kept in enumerate(held):
        name = cookie_name(kind, kept.owner_id)
        if index >= MAX_KEPT - 1:
            if name in request.cookies:
                writes[name] = None
        elif kept.owner_id in moved_ids:
            writes[name] = signed_key(kind, kept.owner_id, kept.key, kept.at)
    session.pop(kind, None)


def signed_key(kind: str, owner_id: str, key: str, at: int) -> str:
    """The value of a key cookie: the key and when it was kept, signed for that cookie."""
    return signer(cookie_name(kind, owner_id)).sign(f"{key}.{at}").decode()


def remembered_names() -> list[str]:
    """The player names this device started games with, most recent first."""
    value = current_cookies().get(NAMES)
    if value is None:
        names = session.get(NAMES, [])
    else:
        try:
            names = json.loads(signer(NAMES).unsign(value))
        except (BadSignature, ValueError):
            names = []
    if not isinstance(names, list):
        return []
    return [name for name in names if isinstance(name, str)][:MAX_NAMES]


def remember_names(names: list[str]) -> None:
    """Keep player names for quick re-use on this device, as the most recent ones."""
    new = {name.casefold() for name in names}
    known = [name for name in remembered_names() if name.casefold() not in new]
    kept = json.dumps([*names, *known][:MAX_NAMES], ensure_ascii=False, separators=(",", ":"))
    pending()[NAMES] = signer(NAMES).sign(kept.encode()).decode()
    session.pop(NAMES, None)


def secure() -> bool:
    """Whether cookies are sent over https only: when told, or the request came so."""
    return bool(current_app.config["SESSION_COOKIE_SECURE"]) or request.is_secure


def write_cookies(response: Response) -> Response:
    """Send the cookies this request changed, and no other."""
    if g.get("device_read"):
        response.vary.add("Cookie")
    for name, value in g.get("device_cookies", {}).items():
        options: dict[str, Any] = {
            "path": "/",
            "domain": current_app.session_interface.get_cookie_domain(current_app),
            "secure": secure(),
            "httponly": True,
            "samesite": "Lax",
        }
        if value is None:
            response.delete_cookie(name, **options)
        else:
            lifetime = int(current_app.permanent_session_lifetime.total_seconds())
            response.set_cookie(name, value, max_age=lifetime, **options)
    return response


class DeviceSessions(SecureCookieSessionInterface):
    """The session cookie, sent only by an answer whose request changed the session (never
    refreshed as it was), Secure over https, kept ``PERMANENT_SESSION_LIFETIME`` after its
    last change."""

    def should_set_cookie(self, app: Flask, session: SessionMixin) -> bool:
        return session.modified

    def get_cookie_secure(self, app: Flask) -> bool:
        return bool(app.config["SESSION_COOKIE_SECURE"]) or request.is_secure

    def get_expiration_time(self, app: Flask, session: SessionMixin) -> datetime:
        return datetime.now(UTC) + app.permanent_session_lifetime


def init_app(app: Flask) -> None:
    """Keep the device's memory as this module says."""
    app.session_interface = DeviceSessions()
    app.after_request(write_cookies)
