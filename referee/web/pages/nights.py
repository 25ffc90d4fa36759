"""The club night pages: starting a night from the home page, the night's page for everyone
(its tables, round clock and standings, live), its big screen for a TV or projector, and
the organiser's buttons to seat a round and to end one.

What a page shows comes from the night document (:func:`nights.night_document`), the same
the JSON API answers; views stay thin.
"""

from __future__ import annotations

import uuid
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
from wtforms import HiddenField

from referee import i18n
from referee.errors import InputError
from referee.i18n import _
from referee.web.edge import fields
from referee.web.edge.forms import Checked, NewGameForm, NightForm, RulesForm, chosen_rules
from referee.web.infra.display import qr_data_uri
from referee.web.infra.kept import Kept
from referee.web.pages.home import new_night_forms, playing_group, render_home
from referee.web.pages.links import CSRF_HOLE, link_pair
from referee.web.pages.parts import open_key_link
from referee.web.service import games, groups, nights
from referee.web.service.access import organiser_key, remember_night
from referee.web.service.models import Night
from referee.web.service.refusals import REFUSED, page_message

bp = Blueprint("nights", __name__)

# A kept page holds REQUEST_HOLE where the seating form's request id goes: each answer
# gets a fresh one, so a double tap seats once and the next tap seats the next round.
REQUEST_HOLE = f"request-{uuid.uuid4().hex}"
PAGES = {"night": "nights/night.html", "screen": "nights/screen.html"}


# ---- starting a night -----------------------------------------------------------------------


@bp.post("/nights")
def start_night() -> Any:
    """Create a night from the home page's form and open its page."""
    form, rules_form = new_night_forms()
    group = playing_group(form.group.data) if form.group.data else None
    if form.group.data and group is None:
        abort(make_response(render_template("missing.html"), 403))
    if not form.validate() or not rules_form.validate():
        return home_again(form, rules_form)
    settings = night_settings(form, rules_form, group.id if group else None)
    if settings is None:
        return home_again(form, rules_form)
    try:
        night, key = nights.create_night(settings)
    except InputError as error:  # a rule of the night as a whole, checked as the API's
        night_field(form, error).errors = [error.message]
        return home_again(form, rules_form)
    games.commit()
    remember_night(night.id, key)
    return redirect(url_for("nights.show_night", night_id=night.id))


def home_again(form: NightForm, rules_form: RulesForm) -> Any:
    """The home page again, the night's part open with its errors; nothing stored."""
    game_form = NewGameForm(formdata=None)
    game_form.group.data = form.group.data or ""
    return render_home(game_form, RulesForm(formdata=None, prefix="rules"), 422,
                       night=(form, rules_form), night_open=True)  # fmt: skip


def night_settings(
    form: NightForm, rules_form: RulesForm, group: str | None
) -> nights.NightSettings | None:
    """The night the form describes, each value read as the API reads it; ``None`` when
    any is wrong, each error put next to its field."""
    errors: dict[str, str] = {}

    def read(field: Any, reader: Any, *values: Any) -> Any:
        try:
            return reader(*values)
        except InputError as error:
            if field.name not in errors:  # the first wrong value of each field
                errors[field.name] = error.message
                field.errors = [error.message]
            return None

    name = read(form.name, fields.clean_night_name, form.name.data)
    players = read(form.players, fields.clean_night_players, form.player_names())
    table_size = read(form.table_size, fields.clean_table_size, form.number(form.table_size))
    rounds = read(form.rounds, fields.clean_night_rounds, form.number(form.rounds))
    minutes = read(form.minutes, fields.clean_minutes, form.number(form.minutes))
    deck = read(form.deck, fields.clean_deck, form.deck.data)
    method = read(form.scoring, fields.clean_method, form.scoring.data)
    target = read(form.target_other, fields.clean_target, form.chosen_target(deck)) if deck else 0
    if errors:
        return None
    return nights.NightSettings(
        name=name,
        players=players,
        table_size=table_size,
        rounds=rounds,
        minutes=minutes,
        final=bool(form.final.data),
        deck=deck.name,
        scoring=method,
        target=target,
        rules=chosen_rules(form.preset.data, rules_form),
        group=group,
    )


def night_field(form: NightForm, error: InputError) -> Any:
    """The field of the night's form that ``error`` names (the players' list otherwise)."""
    root = str(error.path[0]) if error.path else ""
    fields_by_name = {
        "name": form.name,
        "table_size": form.table_size,
        "rounds": form.rounds,
        "minutes": form.minutes,
        "target": form.target_other,
        "scoring": form.scoring,
        "deck": form.deck,
        "rules": form.preset,
    }
    return fields_by_name.get(root, form.players)


@bp.get("/nights/<night_id>/edit/<key>")
def open_organiser_link(night_id: str, key: str) -> Response:
    """Check a night's organiser link, keep its key on this device, and open the night."""
    night = nights.get_night_or_404(night_id)
    return open_key_link(
        night,
        key,
        remember_night,
        _("This phone can now seat the night's rounds and end them."),
        url_for("nights.show_night", night_id=night.id),
    )


# ---- the night's page and its big screen ------------------------------------------------------

# Night pages rendered lately: per night version, page, organiser or not, address, language.
night_pages: Kept[str] = Kept(64)


@bp.get("/nights/<night_id>")
def show_night(night_id: str) -> str:
    """The night for everyone: the round's tables, the round clock, the standings; the
    organiser also sees each table's edit link as a QR code and the buttons. With
    ``?screen=big``, the big screen (as ``/nights/<id>/screen``)."""
    return night_page(night_id, "screen" if request.args.get("screen") == "big" else "night")


@bp.get("/nights/<night_id>/screen")
def show_screen(night_id: str) -> str:
    """The night on a TV or projector: large type, the tables, the clock, the standings."""
    return night_page(night_id, "screen")


def night_page(night_id: str, page: str) -> str:
    """One of the night's pages, kept per version; the CSRF token and the seating's request
    id written in for each answer."""
    stamp = nights.read_stamp(night_id)
    key = organiser_key(stamp) if page == "night" else None
    if session.get("_flashes"):  # said once, to this device: not kept
        return filled(render_night(night_id, page, key, nights.night_document(night_id, stamp)))
    language = i18n.current()

    def render() -> tuple[tuple[object, ...], str]:
        document = nights.night_document(night_id, stamp)
        made = render_night(night_id, page, key, document, csrf_token=lambda: CSRF_HOLE)
        return (night_id, document["version"], page, key is not None, request.host_url,
                language), made  # fmt: skip

    kept = night_pages.get_or_make_as(
        (night_id, stamp.version, page, key is not None, request.host_url, language), render
    )
    return filled(kept)


def filled(page: str) -> str:
    """A page with this answer's CSRF token and seating request id."""
    if CSRF_HOLE in page:
        page = page.replace(CSRF_HOLE, generate_csrf())
    return page.replace(REQUEST_HOLE, uuid.uuid4().hex)


def render_night(
    night_id: str,
    page: str,
    key: str | None,
    document: dict[str, Any] | None = None,
    **extra: Any,
) -> str:
    """The night's page (``"night"``) or big screen (``"screen"``) from its document;
    ``key``: the organiser's, when this device holds it."""
    night: dict[str, Any] = document or nights.night_document(night_id)
    seated = list(night["seated"])
    current = seated[-1] if seated else None
    group_id = night.get("group")
    view = url_for("nights.show_night", night_id=night_id, _external=True)
    edit = None
    if key is not None:
        edit = url_for("nights.open_organiser_link", night_id=night_id, key=key, _external=True)
    return render_template(
        PAGES[page],
        night=night,
        current=current,
        round_done=current is not None and all(t["over"] for t in current["tables"]),
        earlier=seated[:-1],
        organiser=key is not None,
        links=table_links(current, key),
        next_final=next_is_final(night),
        group=groups.get_group(str(group_id)) if group_id else None,
        request_hole=REQUEST_HOLE,
        **link_pair(view, edit),
        **extra,
    )


def table_links(seated: dict[str, Any] | None, key: str | None) -> dict[str, dict[str, str]]:
    """Each table's game edit link and its QR code, for the organiser (none for others)."""
    if seated is None or key is None:
        return {}
    links = {}
    for table in seated["tables"]:
        game_id = table["game"]
        url = url_for(
            "pages.open_edit_link",
            game_id=game_id,
            key=nights.table_key(key, game_id),
            _external=True,
        )
        links[game_id] = {"url": url, "qr": qr_data_uri(url)}
    return links


def next_is_final(night: dict[str, Any]) -> bool:
    """Whether the next seating is the final table."""
    played = [s for s in night["seated"] if not s["final"]]
    return bool(night["final"]) and len(played) >= night["rounds"]


# ---- the organiser's buttons ----------------------------------------------------------------


class SeatForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """Seating the next round: a request id, so that a double tap seats once."""

    request_id = HiddenField(validators=[Checked(fields.clean_request_id)])


def organised_night(night_id: str) -> tuple[Night, str]:
    """The night, locked for a write, and its organiser's key, if this device holds it;
    else a 403 page."""
    night = nights.get_night_for_write(night_id)
    key = organiser_key(night)
    if key is None:
        abort(make_response(render_template("missing.html"), 403))
    return night, key


@bp.post("/nights/<night_id>/rounds")
def seat_round(night_id: str) -> Response:
    """Seat the next round (or the final table) and start a game at each table."""
    night, key = organised_night(night_id)
    form = SeatForm()
    if not form.validate():
        flash(" ".join(form.request_id.errors), "error")
        return redirect(url_for("nights.show_night", night_id=night_id))
    try:
        seated = nights.seat_next_round(night, form.request_id.data or None, key)
        games.commit()
    except REFUSED as error:
        flash(page_message(error), "error")
    else:
        flash(seated_message(seated.final, seated.number), "ok")
    return redirect(url_for("nights.show_night", night_id=night_id))


def seated_message(final: bool, number: int) -> str:
    """What the organiser is told once a round is seated."""
    if final:
        return _("The final table is seated: let its phone scan its QR code.")
    return _("Round {number} is seated: let each table's phone scan its QR code.").format(
        number=number
    )


@bp.post("/nights/<night_id>/rounds/<int:number>/end")
def end_round(night_id: str, number: int) -> Response:
    """End a round on the clock: every game of it still going ends as it stands."""
    night, _key = organised_night(night_id)
    try:
        nights.end_round(night, number)
        games.commit()
    except REFUSED as error:
        flash(page_message(error, number), "error")
    else:
        flash(_("Round {number} is over: every table's game ended.").format(number=number), "ok")
    return redirect(url_for("nights.show_night", night_id=night_id))
