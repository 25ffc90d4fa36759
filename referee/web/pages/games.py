"""The HTML pages: start a game, the live scoreboard, and recording rounds.

Views parse the form, call the service layer and redirect (POST/redirect/GET). This
device's edit keys and recent player names live in its signed cookies (see device.py).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Sequence
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
from flask_wtf.csrf import generate_csrf
from sqlalchemy import select
from werkzeug.wrappers import Response

from referee import i18n
from referee.decks import get_deck
from referee.errors import InputError, Seat
from referee.i18n import _
from referee.rules import preset_name
from referee.scorekeeping.checks import GameSettings
from referee.scorekeeping.plays import duration_minutes
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Leftover, Method, RoundResult
from referee.web.edge import fields
from referee.web.edge.forms import (
    TARGET_CHOICES,
    HandTextError,
    NewGameForm,
    RemoveRoundForm,
    RoundForm,
    RulesForm,
    chosen_rules,
    fill_rules_form,
    read_hand,
)
from referee.web.infra.display import draw_cards, keypad_rows
from referee.web.infra.extensions import db
from referee.web.infra.kept import Kept
from referee.web.pages.home import NIGHT_ARG, new_night_forms, playing_group, render_home
from referee.web.pages.links import CSRF_HOLE, share_links
from referee.web.pages.parts import chart_panel, get_editable_game, open_key_link
from referee.web.service import games, groups
from referee.web.service.access import (
    can_edit,
    remember_game,
    remember_names,
)
from referee.web.service.games import get_game_or_404
from referee.web.service.models import Game
from referee.web.service.refusals import page_message

bp = Blueprint("pages", __name__)

# ---- this device's memory (its signed cookies) --------------------------------------


# ---- helpers ---------------------------------------------------------------------------


# ---- home: start a game ------------------------------------------------------------------


@bp.get("/")
def show_home() -> str | tuple[str, int]:
    """The start form, with this device's recent games."""
    form = NewGameForm()
    rules_form = RulesForm(prefix="rules")
    again = games.get_game(request.args.get("again", "")) if request.args.get("again") else None
    group = playing_group(request.args.get("group"))
    if again is None and group is not None:
        again = latest_game(group.id)
    if again is not None:
        fill_again(form, rules_form, again)
        group = group or playing_group(again.group_id)
    form.group.data = group.id if group else ""
    night_group = playing_group(request.args.get(NIGHT_ARG)) or group
    return render_home(
        form, rules_form, night=new_night_forms(night_group), night_open=NIGHT_ARG in request.args
    )


def latest_game(group_id: str) -> Game | None:
    """The group's most recently started game, if any."""
    return db.session.execute(
        select(Game).where(Game.group_id == group_id).order_by(Game.created_at.desc()).limit(1)
    ).scalar_one_or_none()


def fill_again(form: NewGameForm, rules_form: RulesForm, game: Game) -> None:
    """Fill the start form for the next game at ``game``'s table: same seats, rules,
    target, deck, teams; the deal passing on."""
    settings = games.again_settings(game, games.load_scoresheet(game))
    table = settings.table
    names = list(table.players)
    for entry, name in zip(form.players.entries, names, strict=False):
        entry.data = name
    target = str(table.target)
    if target in TARGET_CHOICES:
        form.target.data = target
    else:
        form.target_other.data = table.target
    form.scoring.data = table.method.value
    form.deck.data = table.deck
    teams = [list(team) for team in table.teams] if table.teams else None
    form.teams.data = next(
        (c for c in ("pairs", "halves") if teams and partner_teams(c, names) == teams), "none"
    )
    form.dealer.data = str(table.first_dealer)
    name = preset_name(settings.rules)
    form.preset.data = name
    fill_rules_form(rules_form, settings.rules)
    form.play_on.data = table.play_on


@bp.post("/")
def start_game() -> Any:
    """Create a game from the start form and open its scoreboard."""
    form = NewGameForm()
    rules_form = RulesForm(prefix="rules")
    if not form.validate() or not rules_form.validate():
        return render_home(form, rules_form, 422)
    slots = form.player_names()
    try:
        settings = settings_from_form(form, rules_form, slots)
    except InputError as error:
        attach_game_error(form, error, slots)
        return render_home(form, rules_form, 422)
    if form.group.data:
        group = playing_group(form.group.data)
        if group is None:
            abort(make_response(render_template("missing.html"), 403))
        settings = dataclasses.replace(settings, group=group.id)
    game, key = games.create_game(settings)
    games.commit()
    remember_game(game.id, key)
    remember_names(list(settings.table.players))
    return redirect(url_for("pages.show_game", game_id=game.id))


def settings_from_form(
    form: NewGameForm, rules_form: RulesForm, slots: list[tuple[int, str]]
) -> GameSettings:
    """The new game the start form describes, read and checked as the API's is.

    :raises InputError: naming the first value that is wrong.
    """
    names = fields.clean_players([name for _, name in slots])
    deck = fields.clean_deck(form.deck.data)
    return fields.new_game(
        name=fields.clean_game_name(form.name.data),
        players=names,
        target=fields.clean_target(form.chosen_target(deck)),
        method=fields.clean_method(form.scoring.data),
        deck=deck.name,
        rules=chosen_rules(form.preset.data, rules_form),
        teams=partner_teams(form.teams.data, names),
        dealer_seat=dealer_seat(form.dealer.data, slots),
        play_on=bool(form.play_on.data),
    )


def partner_teams(choice: str | None, names: Sequence[str]) -> list[list[str]] | None:
    """Teams from the partner choice: pairs sitting opposite, or alternating seats."""
    count = len(names)
    if choice == "pairs":
        half = count // 2
        return [[names[seat], names[seat + half]] for seat in range(half)] if count >= 2 else []
    if choice == "halves":
        return [list(names[0::2]), list(names[1::2])]
    return None


def dealer_seat(raw: str | None, slots: list[tuple[int, str]]) -> int:
    """The dealer's seat from the chosen slot (the first player when that slot is empty)."""
    slot = int(raw) if raw and raw.isdigit() else 0
    return next((seat for seat, (taken, _) in enumerate(slots) if taken == slot), 0)


def attach_game_error(form: NewGameForm, error: InputError, slots: list[tuple[int, str]]) -> None:
    """Show the error next to the field that caused it."""
    root = error.path[0] if error.path else ""
    if root == "players" and slots:
        index = error.path[1] if len(error.path) > 1 else fields.MAX_PLAYERS
        if isinstance(index, int) and (len(error.path) > 1 or len(slots) > fields.MAX_PLAYERS):
            form.players.entries[slots[min(index, len(slots) - 1)][0]].errors = [error.message]
            return
    widgets = {
        "name": form.name,
        "target": form.target_other,
        "scoring": form.scoring,
        "deck": form.deck,
        "rules": form.preset,
        "teams": form.teams,
        "dealer": form.dealer,
    }
    widget = widgets.get(str(root), form.players.entries[0])  # the player list, or anything else
    widget.errors = [error.message]


# ---- the scoreboard ------------------------------------------------------------------------


# Scoreboards rendered lately: per game version, editor or viewer, address, chart and
# language.
# A kept page holds CSRF_HOLE where a form's CSRF token goes; each device gets its own.
scoreboards: Kept[str] = Kept(128)
CHART_METHODS = frozenset(m.value for m in Method)


@bp.get("/g/<game_id>")
def show_game(game_id: str) -> str:
    """The live scoreboard; editing controls for a device holding the edit key."""
    stamp = games.read_stamp(game_id)
    editor = can_edit(stamp)
    saved_request = session.pop("saved_request", "")
    if saved_request or session.get("_flashes"):  # said once, to this device: not kept
        return render_scoreboard(get_game_or_404(game_id), editor, saved_request)
    chart = request.args.get("chart")

    def key(version: int) -> tuple[object, ...]:
        return (
            game_id,
            version,
            editor,
            request.host_url,
            chart if chart in CHART_METHODS else None,
            i18n.current(),
        )

    def render() -> tuple[tuple[object, ...], str]:
        # Kept under the version it shows, which may be newer than the stamp.
        game = get_game_or_404(game_id)
        return key(game.version), render_scoreboard(game, editor, "", csrf_token=lambda: CSRF_HOLE)

    page = scoreboards.get_or_make_as(key(stamp.version), render)
    return page.replace(CSRF_HOLE, generate_csrf()) if CSRF_HOLE in page else page


def render_scoreboard(game: Game, editor: bool, saved_request: str, **extra: Any) -> str:
    """The scoreboard page of a game."""
    sheet = games.load_scoresheet(game)
    return render_template(
        "game.html",
        **scoreboard(game, sheet),
        **chart_panel(sheet, request.args.get("chart")),
        editor=editor,
        saved_request=saved_request,
        **share_links(game),
        group=groups.get_group(game.group_id) if game.group_id else None,
        night=games.night_link(game) if game.night_id else None,
        image_url=url_for("share.game_picture", game_id=game.id, _external=True),
        **extra,
    )


def scoreboard(game: Game, sheet: Scoresheet) -> dict[str, Any]:
    """What the scoreboard shows: the scoresheet, and its standings under both methods."""
    method = sheet.method
    other = Method.LOWEST if method is Method.COLLECT else Method.COLLECT
    outcome = sheet.outcome()
    return {
        "game": game,
        "sheet": sheet,
        "outcome": outcome,
        "method": method,
        "other": other,
        "lines": sheet.standings(method),
        "other_lines": sheet.standings(other),
        "team_lines": [
            (" & ".join(team), total)
            for team, total in zip(sheet.table.teams or (), sheet.team_totals(), strict=True)
        ],
        "winning_total": winning_total(sheet),
        "clock": game_clock(game, sheet),
        "out_since": {
            player: milestone.round_number
            for milestone in sheet.eliminated()
            for player in milestone.players
        },
    }


def game_clock(game: Game, sheet: Scoresheet) -> dict[str, Any]:
    """The game's clock: when play started (``since``), and for a game over, how long it
    lasted, to its last round (``until``, ``minutes``). A game going on is timed on the
    phone: the page is the same for every viewer of a version, whenever it is read."""
    since = games.started_at(game)
    clock: dict[str, Any] = {"since": since.isoformat(), "until": None, "minutes": None}
    if sheet.is_over():
        until = games.last_round_at(game) or since
        clock.update(until=until.isoformat(), minutes=duration_minutes(since, until))
    return clock


def winning_total(sheet: Scoresheet) -> int | None:
    """The total that won the game (the team's total with partners), if it is over."""
    outcome = sheet.outcome()
    if outcome is None or not outcome.players:
        return None  # going on, or stopped by a round clock before any round
    # Decided in that round: rounds recorded after it (a correction) were played on.
    totals = sheet.tally(outcome.round_number).of(sheet.method)
    return sum(totals[p] for p in sheet.table.team_of(outcome.players[0]))


@bp.get("/g/<game_id>/edit/<key>")
def open_edit_link(game_id: str, key: str) -> Response:
    """Check an edit link's key, keep it on this device, and open the clean game page."""
    game = get_game_or_404(game_id)
    return open_key_link(
        game,
        key,
        remember_game,
        _("This phone can now record rounds for this game."),
        url_for("pages.show_game", game_id=game.id),
        refused=lambda: render_template("forbidden.html", game=game),
    )


# ---- rounds ----------------------------------------------------------------------------------


@bp.route("/g/<game_id>/rounds/new", methods=["GET", "POST"])
def record_round(game_id: str) -> Any:
    """The round form; a valid post records the round once, even if sent twice."""
    game = get_editable_game(game_id, for_write=request.method == "POST")
    sheet = games.load_scoresheet(game)
    form = round_form(sheet)
    if request.method == "GET":
        if sheet.is_over():
            flash(page_message(games.GameOver()), "error")
            return redirect(url_for("pages.show_game", game_id=game.id))
        form.request_id.data = uuid.uuid4().hex
        form.version.data = str(game.version)
        return render_round_form(game, sheet, form, None)
    if form.request_id.validate(form) and games.was_applied(game, form.request_id.data or None):
        return saved(game, form, _("That round was already saved."))
    return save_round(game, sheet, form, None)


@bp.route("/g/<game_id>/rounds/<int:number>/edit", methods=["GET", "POST"])
def edit_round(game_id: str, number: int) -> Any:
    """The round form filled with a recorded round; a valid post replaces it."""
    game = get_editable_game(game_id, for_write=request.method == "POST")
    sheet = games.load_scoresheet(game)
    form = round_form(sheet, number)
    try:
        result = sheet.round(number)
    except games.RoundNotFound as error:
        flash(page_message(error, number), "error")
        return redirect(url_for("pages.show_game", game_id=game.id))
    if request.method == "GET":
        fill_round_form(form, sheet, result)
        form.request_id.data = uuid.uuid4().hex
        form.version.data = str(game.version)
        return render_round_form(game, sheet, form, number)
    if form.request_id.validate(form) and games.was_applied(game, form.request_id.data or None):
        return saved(game, form, _("Round {number} was already saved.").format(number=number))
    return save_round(game, sheet, form, number)


def round_form(sheet: Scoresheet, number: int | None = None) -> RoundForm:
    """The round form of this game: its deck's fields, winners among the players still in."""
    still_in = sheet.still_in(number) if number is None or number <= len(sheet.rounds) else None
    return RoundForm.for_players(sheet.players, get_deck(sheet.table.deck), still_in)


def fill_round_form(form: RoundForm, sheet: Scoresheet, result: RoundResult) -> None:
    """Put a recorded round's winner, hands, side and knock-outs into the form."""
    form.winner.data = str(result.winner)
    if result.side is not None:
        form.side.data = result.side
    if result.knocked_out:
        form.knocked_out.data = [str(seat) for seat in sorted(result.knocked_out)]
    for seat, hand in result.hands.items():
        if hand.cards is not None:
            text = " ".join(c.code for c in hand.cards)
        else:  # a total, written so that a lone digit is not read as a number card
            text = str(hand.points) if hand.points > 9 else f"{hand.points} p"
        form.hands[seat].data = text


def save_round(game: Game, sheet: Scoresheet, form: RoundForm, number: int | None) -> Any:
    """Check and store a posted round (new when ``number`` is None); re-render on errors."""

    def again(status: int, **errors: Any) -> Any:
        return render_round_form(game, sheet, form, number, status=status, **errors)

    if not form.validate():
        return again(422, form_error=" ".join(form.request_id.errors) or None)
    result, hand_errors = round_from_form(form, sheet)
    if hand_errors or result is None:  # a winner not at the table is a form's fault too
        form.winner.errors = [] if result else [form.winner.validators[0].message]
        return again(422, hand_errors=hand_errors)
    try:
        seen = form.seen_version()
        result = fields.with_side(result, get_deck(sheet.table.deck), form.chosen_side())
        games.check_version(game, seen)
        request_id = form.request_id.data or None
        if number is None:
            games.store_round(game, sheet, result, request_id)
        else:
            games.store_replacement(game, sheet, number, result, request_id)
        games.commit()
    except InputError as error:
        step = error.path[1] if error.path[:1] == ("hands",) and len(error.path) > 1 else None
        if isinstance(step, Seat):
            return again(422, hand_errors={step.index: error.message})
        if error.path[:1] == ("winner",):
            form.winner.errors = [error.message]
            return again(422)
        status = 412 if error.code == "precondition_failed" else 422
        return again(status, form_error=page_message(error))
    except games.StaleVersion:
        form.version.data = str(game.version)
        return again(409, form_error=stale_message(number))
    except games.GameOver as error:
        return again(409, form_error=page_message(error))
    except games.RoundNotFound as error:
        flash(page_message(error, number), "error")
        return redirect(url_for("pages.show_game", game_id=game.id))
    message = _("Round {number} saved.").format(number=number) if number else _("Round saved.")
    return saved(game, form, message)


def saved(game: Game, form: RoundForm, message: str) -> Response:
    """Redirect to the scoreboard, which tells this phone's draft of the round it is saved."""
    flash(message, "ok")
    session["saved_request"] = form.request_id.data or ""
    return redirect(url_for("pages.show_game", game_id=game.id))


def stale_message(number: int | None) -> str:
    """What to say when the game changed under the user's feet."""
    again = (
        _("Save again to add this round anyway.")
        if number is None
        else _("Save again to keep yours.")
    )
    return f"{page_message(games.StaleVersion())} {again}"


def round_from_form(
    form: RoundForm, sheet: Scoresheet
) -> tuple[RoundResult | None, dict[int, str]]:
    """The round the form describes, by seat (``None`` without a winner), and the hands
    whose text could not be read. A hand left empty is missing: the game's check says so."""
    winner = form.winner_seat()
    deck = get_deck(sheet.table.deck)
    hands: dict[int, Leftover] = {}
    errors: dict[int, str] = {}
    for seat in form.still_in:
        text = (form.hands[seat].data or "").strip()
        if seat == winner or not text:
            continue  # the winner holds nothing
        try:
            hands[seat] = read_hand(text, deck)
        except HandTextError as error:
            errors[seat] = str(error)
    if winner is None or winner >= len(sheet.players):
        return None, errors
    return RoundResult(winner, hands, knocked_out=form.knocked_out_seats()), errors


def render_round_form(
    game: Game,
    sheet: Scoresheet,
    form: RoundForm,
    number: int | None,
    hand_errors: dict[int, str] | None = None,
    form_error: str | None = None,
    status: int = 200,
) -> Any:
    """The round form page."""
    round_number = number or len(sheet.rounds) + 1
    body = render_template(
        "round.html",
        game=game,
        form=form,
        number=number,
        round_number=round_number,
        players=sheet.players,
        hand_errors=hand_errors or {},
        form_error=form_error,
        keypad_keys=keypad_rows(sheet.table.deck),
        draw_cards=draw_cards(sheet.table.deck),
        dealer=sheet.players[sheet.dealer(round_number)],
        still_in=form.still_in,
        side=form.chosen_side(),
    )
    return body if status == 200 else (body, status)


@bp.post("/g/<game_id>/rounds/<int:number>/delete")
def remove_round(game_id: str, number: int) -> Response:
    """Remove a round, unless the game changed since the user saw it."""
    game = get_editable_game(game_id, for_write=True)
    form = RemoveRoundForm()
    try:
        games.check_version(game, form.seen_version())
        games.delete_round(game, games.load_scoresheet(game), number)
        games.commit()
    except (InputError, games.StaleVersion, games.RoundNotFound) as error:
        reason = page_message(error, number)
        flash(_("Round {number} was not removed: {reason}").format(number=number, reason=reason),
              "error")  # fmt: skip
    else:
        flash(_("Round {number} removed.").format(number=number), "ok")
    return redirect(url_for("pages.show_game", game_id=game.id))
