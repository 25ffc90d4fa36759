"""A game's story and its players: the chart, the summary, playing again, ending a game
that plays on, the timeline with the rulings made during the game, and player records.

Views stay thin: the figures come from the pure layer (:mod:`referee.chart`,
:mod:`referee.summary`); saved rulings are kept as the dispute helper's answers and judged
again by the referee whenever they are shown, so their wording follows the explain layer.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode

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

from referee.chart import Chart, draw_chart, draw_places
from referee.i18n import _
from referee.rules import HouseRules
from referee.ruling import Ruling
from referee.scoresheet import Scoresheet
from referee.scoring import Method, RoundResult
from referee.summary import name_key, player_record, summarize
from referee.web import disputes, games
from referee.web.extensions import db
from referee.web.games import get_game_or_404
from referee.web.models import Game, Player, SavedRuling
from referee.web.pages import (
    can_edit,
    get_editable_game,
    refusal_text,
    remember_game,
    remember_names,
)

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


def other_method(method: Method) -> Method:
    """The method a game does not use."""
    return Method.LOWEST if method is Method.COLLECT else Method.COLLECT


def game_chart(sheet: Scoresheet, wanted: str | None = None) -> Chart:
    """The chart of a game under ``wanted`` (a method's name), else the game's own method."""
    method = sheet.method
    if wanted in {m.value for m in Method}:
        method = Method(wanted)
    out = {player: m.round_number for m in sheet.eliminated() for player in m.players}
    return draw_chart(sheet.players, sheet.running_totals(method), sheet.table.target, method, out)


def chart_methods(sheet: Scoresheet) -> tuple[Method, Method]:
    """The game's own method first, then the other one."""
    return sheet.method, other_method(sheet.method)


def chart_panel(sheet: Scoresheet, wanted: str | None) -> dict[str, Any]:
    """What the chart panel shows: the chart under ``wanted`` (or the game's method), and
    the tabs of both methods."""
    return {"chart": game_chart(sheet, wanted), "chart_tabs": chart_methods(sheet)}


@bp.app_template_global()
def new_request_id() -> str:
    """A fresh idempotency key for a form that changes a game."""
    return uuid.uuid4().hex


def game_rulings(game: Game) -> list[dict[str, Any]]:
    """The rulings saved in a game, in order, each judged and worded afresh."""
    sheet = games.load_scoresheet(game)
    told = (tell_ruling(saved, game, sheet) for saved in game.rulings)
    return [entry for entry in told if entry is not None]


# ---- rulings kept with a game -----------------------------------------------------------------


def ruling_table(sheet: Scoresheet, rules: HouseRules, round_number: int) -> disputes.DisputeTable:
    """The dispute helper's view of the table as it was during round ``round_number``."""
    return disputes.DisputeTable(
        names=sheet.players, rules=rules, deck=sheet.table.deck, dealer=sheet.dealer(round_number)
    )


@dataclass(frozen=True)
class Judged:
    """A dispute judged from its answers: the answers it used, the ruling, its headline."""

    answers: dict[str, str]
    ruling: Ruling
    headline: disputes.Headline
    table: disputes.DisputeTable


def judge_answers(
    dispute: str, answers: MultiDict[str, str], sheet: Scoresheet, rules: HouseRules, number: int
) -> Judged | None:
    """Judge a dispute helper's answers at round ``number``; ``None`` if they do not judge."""
    wizard = disputes.WIZARDS.get(dispute)
    table = ruling_table(sheet, rules, number)
    if wizard is None or not wizard.offered(table):
        return None
    read = wizard.read(table, answers)
    if read.errors:
        return None
    ruling, headline = wizard.judge(read, table)
    questions = wizard.questions(table)
    names = {q.name for q in questions} | {q.name + "_color" for q in questions}
    used = {key: value for key, value in answers.items() if key in names and value}
    return Judged(used, ruling, headline, table)


def tell_ruling(saved: SavedRuling, game: Game, sheet: Scoresheet) -> dict[str, Any] | None:
    """A saved ruling judged again from its answers under the rules it was made under."""
    rules = HouseRules.from_mapping(saved.rules)
    judged = judge_answers(
        saved.dispute, MultiDict(saved.answers), sheet, rules, saved.round_number
    )
    if judged is None:
        return None  # the table changed so much that the answers no longer apply
    first = disputes.WIZARDS[saved.dispute].cites_first
    answer = disputes.answer_block(judged.ruling, judged.headline, judged.table, game, first)
    # As url_for types its values: str ones would be checked against its _external, ...
    answers: dict[str, Any] = dict(saved.answers)
    return {
        "id": saved.id,
        "round": saved.round_number,
        "question": disputes.WIZARDS[saved.dispute].title_in(judged.table.deck),
        **answer,
        "link": url_for("disputes.wizard", game_id=game.id, slug=saved.dispute, **answers),
    }


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
        flash(_("{reason} Save the ruling again.").format(reason=refusal_text(error)), "error")
        return redirect(back or url_for("disputes.menu", game_id=game.id))
    flash(_("Ruling saved to the game at round {number}.").format(number=number), "ok")
    return redirect(url_for("history.show_timeline", game_id=game.id))


@bp.app_template_global()
def ruling_answers(args: MultiDict[str, str]) -> str:
    """A wizard's answers as the save form carries them."""
    return urlencode(list(args.items(multi=True)))


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
        flash(refusal_text(error), "error")
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
    names = {game.id: game.name or ", ".join(game.player_names) for game in found}
    body = render_template(
        "history/player.html",
        record=record,
        places=draw_places(record.recent),
        game_names=names,
        # Challenge UNO gets a column only for a player who has played it (a phone's width).
        methods=tuple(m for m in Method if m is not Method.ELIMINATION or record.played[m]),
    )
    return body if record.games else (body, 404)
