"""The group pages: starting a group, its page (standings, ratings, rivalries, games),
and its edit link. The figures come from :mod:`referee.web.service.groups`; views stay thin."""

from __future__ import annotations

from typing import Any

from flask import (
    Blueprint,
    abort,
    flash,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_wtf.csrf import generate_csrf
from werkzeug.wrappers import Response

from referee import i18n
from referee.errors import InputError
from referee.i18n import N_, _
from referee.scorekeeping.chart import Chart, draw_ratings
from referee.web.edge import fields
from referee.web.edge.forms import NewGroupForm
from referee.web.infra.kept import Kept
from referee.web.pages.links import CSRF_HOLE, link_pair
from referee.web.pages.parts import open_key_link
from referee.web.service import games, groups
from referee.web.service.access import can_edit_group, group_key, remember_group

bp = Blueprint("groups", __name__)

RATING_SENTENCE = N_(
    "A rating is a level of play the games so far show a player is very likely above: "
    "everyone starts at 0, finishing ahead of others (strong players above all) raises it, "
    "and it firms up as more games are played."
)


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
    return open_key_link(
        group,
        key,
        remember_group,
        _("This phone can now start games in this group."),
        url_for("groups.show_group", group_id=group.id),
    )


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
