"""House rules and the rulebook: a game's rules as played, changing them, and searching rules.

A game's rules page states every rule the way its options make it; each rule has an
anchor (``#rule-<entry id>``) that rulings link to. The edit link may change the rules
at any time: they decide disputes, never scores.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, flash, redirect, render_template, request, url_for

from referee import checks
from referee.errors import InputError
from referee.rulebook import Entry, as_played, entries, search
from referee.rules import (
    OPTIONS,
    OPTIONS_BY_NAME,
    PRESET_LABELS,
    HouseRules,
    Option,
    preset_name,
)
from referee.web import games
from referee.web.forms import (
    DECK_LABELS,
    HouseRulesForm,
    RulesForm,
    chosen_rules,
    fill_rules_form,
)
from referee.web.games import get_game_or_404
from referee.web.models import Game
from referee.web.pages import STALE_MESSAGE, can_edit, get_editable_game

bp = Blueprint("house_rules", __name__)

MAX_QUERY = 80


def option_rows(rules: HouseRules) -> list[tuple[Option, str]]:
    """Each option with the label of the value chosen."""
    values = rules.to_dict()
    return [(option, option.choice(values[option.name]).label) for option in OPTIONS]


def option_labels(entry: Entry) -> list[str]:
    """The names of the options an entry depends on, for people."""
    return [OPTIONS_BY_NAME[name].label for name in entry.options if name in OPTIONS_BY_NAME]


def preset_label(rules: HouseRules) -> str:
    """The preset's name, or "Custom"."""
    return PRESET_LABELS.get(preset_name(rules), "Custom")


@bp.app_template_global()
def rulebook_url(entry_id: str, game: Game | None = None) -> str:
    """Where a rule is explained: in the game's rules as played, else in the rulebook."""
    if game is not None:
        return url_for("house_rules.show_rules", game_id=game.id, _anchor=f"rule-{entry_id}")
    return url_for("house_rules.rulebook", _anchor=f"rule-{entry_id}")


@bp.get("/g/<game_id>/rules")
def show_rules(game_id: str) -> str:
    """The game's house rules, and every rule as played at this table."""
    game = get_game_or_404(game_id)
    rules = games.load_scoresheet(game).rules
    return render_template(
        "rules.html",
        game=game,
        rows=option_rows(rules),
        preset=preset_label(rules),
        deck_label=DECK_LABELS[game.deck],
        played=as_played(rules),
        option_labels=option_labels,
        editor=can_edit(game),
    )


@bp.route("/g/<game_id>/rules/edit", methods=["GET", "POST"])
def edit_rules(game_id: str) -> Any:
    """Change the game's house rules (edit link only)."""
    game = get_editable_game(game_id, for_write=request.method == "POST")
    form = HouseRulesForm()
    rules_form = RulesForm(prefix="rules")
    current = games.load_scoresheet(game).rules
    if request.method == "GET":
        name = preset_name(current)
        form.preset.data = name if name in PRESET_LABELS else "custom"
        form.version.data = str(game.version)
        fill_rules_form(rules_form, current)
        return render_edit(game, form, rules_form)
    if not form.validate() or not rules_form.validate():
        return render_edit(game, form, rules_form, status=422)
    chosen = chosen_rules(form.preset.data, rules_form)
    if chosen == current:
        flash("The house rules are unchanged.", "ok")
        return redirect(url_for("pages.show_game", game_id=game.id))
    try:
        games.check_version(game, form.seen_version())
        games.update_rules(game, chosen)
    except InputError as error:
        return render_edit(game, form, rules_form, error=error.message, status=412)
    except games.StaleVersion:
        fresh = games.get_game(game.id) or game
        form.version.data = str(fresh.version)
        message = f"{STALE_MESSAGE} Save again to use the rules chosen here."
        return render_edit(fresh, form, rules_form, error=message, status=409)
    flash(f"House rules changed: {chosen.summary()}.", "ok")
    return redirect(url_for("pages.show_game", game_id=game.id))


def render_edit(
    game: Game, form: HouseRulesForm, rules_form: RulesForm, error: str = "", status: int = 200
) -> Any:
    """The house-rules form."""
    page = render_template(
        "rules_edit.html", game=game, form=form, rules_form=rules_form, options=OPTIONS, error=error
    )
    return page, status


@bp.get("/rulebook")
def rulebook() -> Any:
    """Every rule, official and house, with a search by words."""
    error = ""
    found = entries()
    try:
        query = checks.clean_text(request.args.get("q", ""), "q", "A search", MAX_QUERY)
    except InputError as refused:
        query, error = "", refused.message
    if query:
        found = search(query)
    status = 400 if error else 200
    return render_template(
        "rulebook.html",
        query=query,
        max_query=MAX_QUERY,
        error=error,
        groups=[
            ("Official rules", [e for e in found if not e.is_house_rule]),
            ("House rules", [e for e in found if e.is_house_rule]),
        ],
        found=found,
        option_labels=option_labels,
    ), status
