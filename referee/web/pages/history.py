"""A game's story and its players: the chart, the summary, playing again, ending a game
that plays on, the timeline with the rulings made during the game, and player records.

Views stay thin: the figures come from the pure layer (:mod:`referee.scorekeeping.chart`,
:mod:`referee.scorekeeping.summary`); saved rulings are kept as the dispute helper's answers
and judged
again by the referee whenever they are shown, so their wording follows the explain layer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

from flask import (
    Blueprint,
    abort,
    flash,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_wtf import FlaskForm
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from werkzeug.datastructures import MultiDict
from werkzeug.wrappers import Response
from wtforms import HiddenField
from wtforms.validators import InputRequired, Length

from referee.i18n import _
from referee.scorekeeping.chart import draw_places
from referee.scorekeeping.plays import bgstats_link
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Method, RoundResult
from referee.scorekeeping.summary import name_key, player_record, summarize
from referee.web.infra.extensions import db
from referee.web.pages.parts import (
    chart_panel,
    game_rulings,
    get_editable_game,
    judge_answers,
    other_method,
)
from referee.web.service import archive, games
from referee.web.service.access import can_edit, remember_game, remember_names
from referee.web.service.games import get_game_or_404
from referee.web.service.models import Game, Player
from referee.web.service.refusals import page_message

bp = Blueprint("history", __name__)

MAX_PLAYER_GAMES = 200  # a player page reads at most this many of their latest games
RECENT_GAMES = 10


class EndGameForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """Ending a game that plays on: nothing but the CSRF token."""


class PlayAgainForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """Starting the next game with the same table: nothing but the CSRF token."""


class SaveRulingForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """Keeping a dispute's answer with the game: which dispute, and its answers."""

    dispute = HiddenField(validators=[InputRequired(), Length(max=16)])
    answers = HiddenField(validators=[Length(max=2000)])
    request_id = HiddenField(validators=[Length(max=64)])


# ---- helpers for the templates ------------------------------------------------------------


# ---- rulings kept with a game -----------------------------------------------------------------


@bp.post("/g/<game_id>/rulings")
def save_ruling(game_id: str) -> Response:
    """Keep a dispute's answer with the game (edit link only); a retry saves nothing twice."""
    game = get_editable_game(game_id, for_write=True)
    form = SaveRulingForm()
    if not form.validate():
        abort(400)
    dispute = form.dispute.data or ""
    back = url_for("disputes.wizard", game_id=game.id, slug=dispute) if dispute else None
    request_id = form.request_id.data or None
    if games.was_applied(game, request_id):
        flash(_("That ruling was already saved."), "ok")
        return redirect(url_for("history.show_timeline", game_id=game.id))
    sheet = games.load_scoresheet(game)
    number = len(sheet.rounds) if sheet.is_over() else len(sheet.rounds) + 1
    answers = MultiDict(parse_qsl(form.answers.data or "", keep_blank_values=True))
    judged = judge_answers(dispute, answers, sheet, sheet.rules, number)
    if judged is None:
        flash(_("Those answers cannot be judged; answer the questions again."), "error")
        return redirect(back or url_for("disputes.menu", game_id=game.id))
    try:
        games.save_ruling(game, dispute, judged.answers, sheet.rules, number, request_id)
        games.commit()
    except games.StaleVersion as error:  # the game is locked for this write: seldom
        flash(_("{reason} Save the ruling again.").format(reason=page_message(error)), "error")
        return redirect(back or url_for("disputes.menu", game_id=game.id))
    flash(_("Ruling saved to the game at round {number}.").format(number=number), "ok")
    return redirect(url_for("history.show_timeline", game_id=game.id))


# ---- the timeline -------------------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    """One line of the timeline: a ruling, a round, the target reached, or the end."""

    kind: str  # "ruling", "round", "target", "end"
    round_number: int
    detail: Any


def timeline(game: Game, sheet: Scoresheet) -> list[Event]:
    """Rounds and rulings in the order they happened.

    A ruling belongs to the round being played when it was made, so it comes before that
    round's result; the moment someone reached the target follows its round.
    """
    events: list[Event] = []
    rulings = game_rulings(game)
    first = sheet.first_to_target()
    outcome = sheet.outcome()
    for number, result in enumerate(sheet.rounds, start=1):
        events += [Event("ruling", number, r) for r in rulings if r["round"] == number]
        events.append(Event("round", number, round_line(sheet, number, result)))
        if first is not None and first.round_number == number:
            events.append(Event("target", number, first))
        if outcome is not None and outcome.round_number == number < len(sheet.rounds):
            # Decided here (a correction): the rounds recorded after it were played on.
            events.append(Event("end", number, outcome))
    later = len(sheet.rounds) + 1
    events += [Event("ruling", r["round"], r) for r in rulings if r["round"] >= later]
    if outcome is not None and outcome.round_number == len(sheet.rounds):
        events.append(Event("end", outcome.round_number, outcome))
    return events


def round_line(sheet: Scoresheet, number: int, result: RoundResult) -> dict[str, Any]:
    """What the timeline says about a round: who went out, what they got, the totals after."""
    return {
        "winner": sheet.players[result.winner],
        "collected": sheet.collected(number),
        "dealer": sheet.players[sheet.dealer(number)],
        "totals": sheet.tally(number).of(sheet.method),
    }


@bp.get("/g/<game_id>/timeline")
def show_timeline(game_id: str) -> str:
    """The game's rounds and the disputes settled during it, in order."""
    game = get_game_or_404(game_id)
    sheet = games.load_scoresheet(game)
    return render_template(
        "history/timeline.html", game=game, sheet=sheet, events=timeline(game, sheet)
    )


# ---- the summary, playing again, ending ---------------------------------------------------


@bp.get("/g/<game_id>/summary")
def show_summary(game_id: str) -> str:
    """The end of a game (or the story so far): winners, standings, records, the chart."""
    game = get_game_or_404(game_id)
    sheet = games.load_scoresheet(game)
    return render_template(
        "history/summary.html",
        game=game,
        sheet=sheet,
        summary=summarize(sheet),
        method=sheet.method,
        other=other_method(sheet.method),
        editor=can_edit(game),
        next_game=games.next_game(game),
        # A finished game's play, handed to BG Stats by a link.
        bgstats_url=bgstats_link(archive.bgstats_play(game), app=True) if sheet.is_over() else None,
        image_url=url_for("share.game_picture", game_id=game.id, _external=True),
        page_url=url_for("history.show_summary", game_id=game.id, _external=True),
        **chart_panel(sheet, request.args.get("chart")),
    )


@bp.post("/g/<game_id>/again")
def play_again(game_id: str) -> Response:
    """Start the next game at this table (edit link only); a retry opens the same new game."""
    game = get_editable_game(game_id)
    if not PlayAgainForm().validate():
        abort(400)
    existing = games.next_game(game)
    if existing is None:
        settings = games.again_settings(game, games.load_scoresheet(game))
        try:
            existing, key = games.create_game(settings)
        except IntegrityError:  # the same tap, sent twice at once: the other one started it
            db.session.rollback()
            existing = games.next_game(game)
        else:
            games.commit()
            remember_game(existing.id, key)
            remember_names(list(settings.table.players))
            flash(_("New game: same players, same seats, same rules. Good luck!"), "ok")
            return redirect(url_for("pages.show_game", game_id=existing.id))
    assert existing is not None
    flash(_("The next game was already started."), "ok")
    return redirect(url_for("pages.show_game", game_id=existing.id))


@bp.post("/g/<game_id>/end")
def end_game(game_id: str) -> Response:
    """End a game that plays on past the target (edit link only): the leaders win."""
    game = get_editable_game(game_id, for_write=True)
    if not EndGameForm().validate():
        abort(400)
    sheet = games.load_scoresheet(game)
    if sheet.ended:
        return redirect(url_for("history.show_summary", game_id=game.id))
    try:
        games.end_game(game, sheet)
        games.commit()
    except (games.NotPlayingOn, games.NothingToEnd, games.GameOver, games.StaleVersion) as error:
        flash(page_message(error), "error")
    else:
        return redirect(url_for("history.show_summary", game_id=game.id))
    return redirect(url_for("pages.show_game", game_id=game.id))


# ---- players over time -------------------------------------------------------------------


def games_of(key: str) -> list[Game]:
    """The latest games with a player of this name key, newest first, loaded in few queries."""
    return list(
        db.session.execute(
            select(Game)
            .where(Game.id.in_(select(Player.game_id).where(Player.name_key == key)))
            .order_by(Game.created_at.desc(), Game.id)
            .limit(MAX_PLAYER_GAMES)
            .options(*games.WHOLE_GAME)
        ).scalars()
    )


@bp.get("/players/<path:name>")
def show_player(name: str) -> Any:
    """A player's record across the games on this server (names match trimmed, any case)."""
    key = name_key(name)
    if not key or len(key) > 96:
        abort(make_response(render_template("missing.html"), 404))
    found = games_of(key)
    record = player_record(
        name, [(game.id, games.load_scoresheet(game)) for game in found], RECENT_GAMES
    )
    names = {game.id: games.title_of(game) for game in found}
    body = render_template(
        "history/player.html",
        record=record,
        places=draw_places(record.recent),
        game_names=names,
        # Challenge UNO gets a column only for a player who has played it (a phone's width).
        methods=tuple(m for m in Method if m is not Method.ELIMINATION or record.played[m]),
    )
    return body if record.games else (body, 404)
