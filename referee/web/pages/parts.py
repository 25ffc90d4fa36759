"""Parts several pages draw: a ruling's answer block and the saved rulings of a game judged
again, a game's chart panel, the game a device may edit (else a 403 page), and an edit
link opened (its key kept on the device)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import (
    abort,
    flash,
    make_response,
    redirect,
    render_template,
    url_for,
)
from werkzeug.datastructures import MultiDict
from werkzeug.wrappers import Response

from referee.rulebook.book import (
    get_entry,
)
from referee.rules import (
    HouseRules,
)
from referee.rulings.editions import edition_rule
from referee.rulings.explain import consequences, told
from referee.rulings.ruling import Ruling
from referee.scorekeeping.chart import Chart, draw_chart
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Method
from referee.web.edge.disputes import questions as dispute_questions
from referee.web.edge.disputes.questions import (
    DisputeTable,
    Headline,
)
from referee.web.edge.disputes.wizards import WIZARDS
from referee.web.pages.links import rulebook_url
from referee.web.service import games
from referee.web.service.access import can_edit
from referee.web.service.games import get_game_or_404
from referee.web.service.models import Game, SavedRuling


def answer_block(
    ruling: Ruling, headline: Headline, table: DisputeTable, game: Game | None, first: str = ""
) -> dict[str, Any]:
    """A ruling as the answer block shows it: headline, sentence, what follows, rules
    (``first``, the rule the question is about, before the others; the edition's entry,
    which describes the whole deck, after the rules at issue)."""
    cited = []
    edition = edition_rule(table.deck)
    cites = (
        ruling.rules_applied
        if not first or first in ruling.rules_applied
        else (first, *ruling.rules_applied)
    )  # the rule the question is about, even when it spares them
    order = sorted(cites, key=lambda rule: (rule != first, rule == edition))
    for entry_id in order:
        entry = get_entry(entry_id)
        cited.append(
            {
                "title": entry.translated().title,
                "text": entry.as_played(table.in_force),
                "url": rulebook_url(entry_id, game),
            }
        )
    return {
        "legal": ruling.legal,  # the action asked about, not the headline
        "headline": headline[0],
        "tone": headline[1],
        "sentence": told(ruling, table.names),
        "consequences": consequences(ruling, table.names),
        "rules": cited,
    }


def get_editable_game(game_id: str, for_write: bool = False) -> Game:
    """The game, if this device may edit it; else a 403 page."""
    game = get_game_or_404(game_id, for_write)
    if not can_edit(game):
        abort(make_response(render_template("forbidden.html", game=game), 403))
    return game


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


def game_rulings(game: Game) -> list[dict[str, Any]]:
    """The rulings saved in a game, in order, each judged and worded afresh."""
    sheet = games.load_scoresheet(game)
    told = (tell_ruling(saved, game, sheet) for saved in game.rulings)
    return [entry for entry in told if entry is not None]


def ruling_table(
    sheet: Scoresheet, rules: HouseRules, round_number: int
) -> dispute_questions.DisputeTable:
    """The dispute helper's view of the table as it was during round ``round_number``."""
    return dispute_questions.DisputeTable(
        names=sheet.players, rules=rules, deck=sheet.table.deck, dealer=sheet.dealer(round_number)
    )


@dataclass(frozen=True)
class Judged:
    """A dispute judged from its answers: the answers it used, the ruling, its headline."""

    answers: dict[str, str]
    ruling: Ruling
    headline: dispute_questions.Headline
    table: dispute_questions.DisputeTable


def judge_answers(
    dispute: str, answers: MultiDict[str, str], sheet: Scoresheet, rules: HouseRules, number: int
) -> Judged | None:
    """Judge a dispute helper's answers at round ``number``; ``None`` if they do not judge."""
    wizard = WIZARDS.get(dispute)
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
    first = WIZARDS[saved.dispute].cites_first
    answer = answer_block(judged.ruling, judged.headline, judged.table, game, first)
    # As url_for types its values: str ones would be checked against its _external, ...
    answers: dict[str, Any] = dict(saved.answers)
    return {
        "id": saved.id,
        "round": saved.round_number,
        "question": WIZARDS[saved.dispute].title_in(judged.table.deck),
        **answer,
        "link": url_for("disputes.wizard", game_id=game.id, slug=saved.dispute, **answers),
    }


def open_key_link(
    owner: games.Keyed,
    key: str,
    remember: Callable[[str, str], None],
    told: str,
    page: str,
    refused: Callable[[], str] | None = None,
) -> Response:
    """An edit link (a game's, a group's) or a night's organiser link opened: a wrong key
    gets the page ``refused`` draws (the missing page by default) with a 403; the right
    one is kept on this device by ``remember``, ``told`` once, and the clean ``page``
    opened, so the key leaves the address bar."""
    if not games.key_matches(owner, key):
        abort(make_response(refused() if refused else render_template("missing.html"), 403))
    remember(owner.id, key)
    flash(told, "ok")
    return redirect(page)
