"""The group pages: starting a group, its page (standings, ratings, rivalries, games),
and its edit link. The figures come from :mod:`referee.web.groups`; views stay thin."""

from __future__ import annotations

from typing import Any

from flask import (
    Blueprint,
    abort,
    flash,
    make_response,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_wtf import FlaskForm
from flask_wtf.csrf import generate_csrf
from werkzeug.wrappers import Response
from wtforms import StringField

from referee import i18n
from referee.chart import Chart, draw_ratings
from referee.errors import InputError
from referee.i18n import N_, _
from referee.web import fields, games, groups
from referee.web.forms import lazy_gettext
from referee.web.kept import Kept
from referee.web.models import Group
from referee.web.pages import CSRF_HOLE, link_pair, remember_key, remembered_keys

bp = Blueprint("groups", __name__)

RATING_SENTENCE = N_(
    "A rating is a level of play the games so far show a player is very likely above: "
    "everyone starts at 0, finishing ahead of others (strong players above all) raises it, "
    "and it firms up as more games are played."
)


class NewGroupForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """Starting a group: its name."""

    name = StringField(lazy_gettext("Group name"), render_kw={"maxlength": fields.MAX_GAME_NAME})


# ---- this device's groups (the signed session cookie) ---------------------------------------


def remembered_groups() -> list[list[str]]:
    """``[group_id, edit_key]`` pairs this device holds, most recent first."""
    return remembered_keys("groups")


def remember_group(group_id: str, key: str) -> None:
    """Keep a group's edit key on this device, as the most recent group."""
    remember_key(group_id, key, "groups")


def group_key(group_id: str) -> str | None:
    """The edit key this device holds for the group, if any."""
    return next((k for gid, k in remembered_groups() if gid == group_id), None)


def can_edit_group(group: Group | groups.GroupStamp) -> bool:
    """Whether this device holds the group's edit key."""
    return games.key_matches(group, group_key(group.id))


@bp.app_errorhandler(groups.GroupNotFound)
def show_missing_group(error: groups.GroupNotFound) -> Any:
    """A group id that names no group: the API's 404 under /api, else a friendly page."""
    from referee.web import api

    if api.is_api_path(request.path):
        return api.handle_group_not_found(error)
    return render_template("missing.html"), 404


# ---- starting a group -------------------------------------------------------------------------


@bp.post("/groups")
def start_group() -> Any:
    """Create a group from the home page's form and open its page."""
    form = NewGroupForm()
    if not form.validate():
        abort(400)
    try:
        name = fields.clean_group_name(form.name.data)
    except InputError as error:
        flash(error.message, "error")
        return redirect(url_for("pages.show_home") + "#new-group")
    group, key = groups.create_group(name)
    games.commit()
    remember_group(group.id, key)
    return redirect(url_for("groups.show_group", group_id=group.id))


@bp.get("/groups/<group_id>/edit/<key>")
def open_group_edit_link(group_id: str, key: str) -> Response:
    """Check a group's edit link, keep its key on this device, and open the group page."""
    group = groups.get_group_or_404(group_id)
    if not games.key_matches(group, key):
        abort(make_response(render_template("missing.html"), 403))
    remember_group(group.id, key)
    flash(_("This phone can now start games in this group."), "ok")
    return redirect(url_for("groups.show_group", group_id=group.id))


# ---- the group page ----------------------------------------------------------------------------

# Group pages rendered lately: per group version, editor or viewer, address and language.
group_pages: Kept[str] = Kept(64)


@bp.get("/groups/<group_id>")
def show_group(group_id: str) -> str:
    """The group's page: standings, ratings and their chart, rivalries, games, share links."""
    stamp = groups.read_stamp(group_id)
    editor = can_edit_group(stamp)
    if session.get("_flashes"):  # said once, to this device: not kept
        return render_group(groups.load_season(group_id, stamp), editor)
    language = i18n.current()

    def render() -> tuple[tuple[object, ...], str]:
        season = groups.load_season(group_id, stamp)
        return (group_id, season.version, editor, request.host_url, language), render_group(
            season, editor, csrf_token=lambda: CSRF_HOLE
        )

    page = group_pages.get_or_make_as(
        (group_id, stamp.version, editor, request.host_url, language), render
    )
    return page.replace(CSRF_HOLE, generate_csrf()) if CSRF_HOLE in page else page


def ratings_chart(season: groups.GroupSeason) -> Chart:
    """Each person's rating after each finished game, best-rated first (ten at most)."""
    shown = season.standings[:10]
    by_key = [
        {s.line.name: rated[s.line.key] for s in shown if s.line.key in rated}
        for rated in season.history
    ]
    return draw_ratings([s.line.name for s in shown], by_key)


def render_group(season: groups.GroupSeason, editor: bool, **extra: Any) -> str:
    """The group page of ``season``."""
    view = url_for("groups.show_group", group_id=season.id, _external=True)
    edit = None
    if editor:
        key = group_key(season.id)
        edit = url_for("groups.open_group_edit_link", group_id=season.id, key=key, _external=True)
    return render_template(
        "groups/group.html",
        season=season,
        editor=editor,
        chart=ratings_chart(season),
        rating_sentence=_(RATING_SENTENCE),
        **link_pair(view, edit),
        image_url=url_for("share.group_picture", group_id=season.id, _external=True),
        **extra,
    )
