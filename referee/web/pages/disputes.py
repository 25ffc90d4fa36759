"""The dispute helper's pages: the menu of disputes for a game (or for any table), and each
dispute's questions with the referee's answer below them. Each answer is a plain GET that
works without script and can be shared; the questions are :mod:`referee.web.edge.disputes`."""

from __future__ import annotations

import dataclasses
from typing import Any

from flask import Blueprint, abort, make_response, render_template, request, url_for

from referee.decks import CLASSIC, DECKS, deck_title, get_deck
from referee.i18n import _
from referee.rules import HouseRules
from referee.web.edge.disputes.questions import (
    Answers,
    DisputeTable,
    Question,
    card_chips,
    colour_chips,
)
from referee.web.edge.disputes.wizards import WIZARDS, offered
from referee.web.pages.links import DECK_ARG, MAX_QUERY, PREFILL, anywhere_deck, help_url, table_of
from referee.web.pages.parts import answer_block
from referee.web.service.access import can_edit
from referee.web.service.games import get_game_or_404
from referee.web.service.models import Game

bp = Blueprint("disputes", __name__)
# ---- pages ------------------------------------------------------------------------------


@bp.get("/g/<game_id>/help")
def menu(game_id: str) -> str:
    """The dispute helper's menu: one tap per kind of dispute."""
    return render_menu(get_game_or_404(game_id))


@bp.get("/help")
def menu_anywhere() -> str:
    """The dispute helper without a game: under the official rules, in the deck picked."""
    return render_menu(None, anywhere_deck())


def render_menu(game: Game | None, deck: str = "classic") -> str:
    """The menu of wizards for ``game`` (or for no game, in ``deck``)."""
    table = table_of(game, deck)
    return render_template(
        "disputes/menu.html",
        game=game,
        deck=get_deck(table.deck),
        decks=[(each, help_url(None, deck=each.name)) for each in DECKS.values()],
        wizards=[
            (
                wizard.title_in(table.deck),
                wizard.intro_in(table.deck),
                help_url(game, wizard.slug, table.deck),
            )
            for wizard in offered(table)
        ],  # fmt: skip
        rules_summary=rules_summary(table),
        ask_url=url_for("house_rules.show_rules", game_id=game.id, _anchor="ask")
        if game
        else url_for("house_rules.rulebook"),
        max_query=MAX_QUERY,
    )


def rules_summary(table: DisputeTable) -> str:
    """The table's house rules that apply in its deck, and the edition's own rules."""
    edition = table.cards.edition
    own = edition.own_rules_said
    if not own:
        return table.rules.summary()
    official = HouseRules()
    kept = {name: getattr(official, name) for name in edition.ignores}
    summary = dataclasses.replace(table.rules, **kept).summary()
    return _("{rules}; {deck}'s own: {own}").format(
        rules=summary, deck=deck_title(table.cards), own=_(own)
    )


@bp.get("/g/<game_id>/help/<slug>")
def wizard(game_id: str, slug: str) -> Any:
    """One wizard: its questions, and the answer once they are answered."""
    return render_wizard(get_game_or_404(game_id), slug)


@bp.get("/help/<slug>")
def wizard_anywhere(slug: str) -> Any:
    """One wizard without a game: four players, the official rules, the deck picked."""
    return render_wizard(None, slug, anywhere_deck())


def render_wizard(game: Game | None, slug: str, deck: str = "classic") -> Any:
    """A wizard's questions, and its answer when they were answered (not just filled in).

    A dispute that cannot arise in the game's deck is not there (404).
    """
    table = table_of(game, deck)
    chosen = WIZARDS.get(slug)
    if chosen is None or not chosen.offered(table):
        abort(make_response(render_template("missing.html"), 404))
    questions = chosen.questions(table)
    answers, answer, status = Answers(), None, 200
    asked = [key for key in request.args if key not in (PREFILL, DECK_ARG)]
    if asked and PREFILL not in request.args:
        answers = chosen.read(table, request.args)
        if answers.errors:
            status = 400 if answers.tampered else 422
        else:
            ruling, headline = chosen.judge(answers, table)
            answer = answer_block(ruling, headline, table, game, chosen.cites_first)
    return render_template(
        "disputes/wizard.html",
        game=game,
        wizard=chosen,
        title=chosen.title_in(table.deck),
        intro=chosen.intro_in(table.deck),
        deck=get_deck(table.deck),
        anywhere_deck=None if game is not None or table.deck == CLASSIC.name else table.deck,
        questions=questions,
        table=table,
        answers=answers,
        answer=answer,
        chips={q.name: card_chips(q, table) for q in questions if q.kind == "card"},
        colours={q.name: colour_chips(q, table) for q in questions if q.kind in ("card", "color")},
        picked=picked(questions),
        rules_summary=rules_summary(table),
        menu_url=help_url(game, deck=table.deck),
        wizard_url=help_url(game, chosen.slug, table.deck),
        editor=game is not None and can_edit(game),
    ), status


def picked(questions: tuple[Question, ...]) -> dict[str, str]:
    """Which chip each group shows as chosen: the one asked for, else the default."""
    chosen = {q.name: q.default for q in questions if q.default is not None}
    chosen.update((k, v) for k, v in request.args.items() if k != PREFILL)
    return chosen
