"""House rules and the rulebook: a game's rules as played, changing them, and searching rules.

A game's rules page states every rule the way its options make it; each rule has an
anchor (``#rule-<entry id>``) that rulings link to. The edit link may change the rules
at any time: they decide disputes, never scores.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from flask import Blueprint, Response, abort, flash, redirect, render_template, request, url_for

from referee import i18n
from referee.cards import rank_name, side_name
from referee.decks import DECKS, Deck
from referee.errors import InputError
from referee.i18n import _, ngettext
from referee.rulebook.book import (
    EDITION_ENTRIES,
    RULEBOOK,
    Entry,
    as_played,
    deck_entry,
    method_entry,
    translated_entries,
)
from referee.rulebook.search import Found, search_rules
from referee.rulebook.vocabularies import VOCABULARIES
from referee.rules import (
    OPTIONS,
    PRESET_LABELS,
    HouseRules,
    preset_name,
)
from referee.web.edge import fields
from referee.web.edge.forms import (
    HouseRulesForm,
    RulesForm,
    chosen_rules,
    deck_label,
    fill_rules_form,
)
from referee.web.pages.links import (
    INDEX_PREFIX,
    MAX_QUERY,
    index_script,
    index_url,
    offer_link,
    rulebook_url,
    wizard_choices,
)
from referee.web.pages.parts import game_rulings, get_editable_game
from referee.web.service import games
from referee.web.service.access import can_edit
from referee.web.service.expectations import expectations_panel
from referee.web.service.games import get_game_or_404
from referee.web.service.models import Game
from referee.web.service.refusals import page_message

bp = Blueprint("house_rules", __name__)


def option_rows(rules: HouseRules) -> list[dict[str, str]]:
    """Each option's label, the label of the value chosen and its description, for people."""
    return [
        {
            "name": option.name,
            "label": _(option.label),
            "value": _(option.choice(getattr(rules, option.name)).label),
            "description": _(option.description),
        }
        for option in OPTIONS
    ]


def option_labels(entry: Entry) -> list[str]:
    """The names of the options an entry depends on, for people (templates call it)."""
    return [_(label) for label in entry.option_labels]


def preset_label(rules: HouseRules) -> str:
    """The preset's name, or "Custom"."""
    name = preset_name(rules)
    return _(PRESET_LABELS[name]) if name in PRESET_LABELS else _("Custom")


@cache
def rule_titles(language: str) -> dict[str, str]:
    """Each rule's title in ``language``, by id: the phone names the closest rules with it."""
    with i18n.speaking(language):
        return {entry.id: _(entry.title) for entry in RULEBOOK.values()}


def edition(entry: Entry) -> bool:
    """Whether an entry belongs to an edition (or Challenge UNO), not the classic game."""
    return entry.id in EDITION_ENTRIES


def deck_rows(deck: Deck) -> list[dict[str, Any]]:
    """The deck's cards for the rules page, from the card table: each kind with its side,
    points and copies; the numbers of a side on one row."""
    rows: list[dict[str, Any]] = []
    numbers: dict[str | None, list[Any]] = {}
    for kind in deck.kinds:
        side = kind.side or kind.rank.side
        if kind.rank.is_number:
            numbers.setdefault(side, []).append(kind)
            continue
        rows.append({"name": rank_name(kind.rank), "side": side, "side_label": side_label(side),
                     "points": str(kind.rank.points),
                     "copies": copies_text(kind.copies, kind.rank.is_wild)})  # fmt: skip
    for side, kinds in reversed(numbers.items()):
        # One row per run of numbers with as many copies (a classic deck: one 0, two of
        # each of 1 to 9, per colour), in order.
        runs: list[list[Any]] = []
        for kind in kinds:
            if runs and runs[-1][0].copies == kind.copies:
                runs[-1].append(kind)
            else:
                runs.append([kind])
        for run in reversed(runs):
            first, last = run[0].rank.code, run[-1].rank.code
            rows.insert(0, {
                "name": _("Numbers {first} to {last}").format(first=first, last=last)
                if first != last else _("Number {number}").format(number=first),
                "side": side,
                "side_label": side_label(side),
                "points": _("face value"),
                "copies": copies_text(run[0].copies, False, each=len(run) > 1),
            })  # fmt: skip
    if deck.sides:
        rows.sort(key=lambda row: deck.sides.index(row["side"]))
    return rows


def side_label(side: str | None) -> str:
    """A Flip card's side for people ("light", "dark"); "" for a deck of one side."""
    return side_name(side) if side else ""


def copies_text(copies: int | None, wild: bool, each: bool = False) -> str:
    """How many of a card the deck holds, for people: "2 per colour", "4", "not known"."""
    if copies is None:
        return _("not known")
    if wild:
        return str(copies)
    if each:
        return _("{copies} of each per colour").format(copies=copies)
    return _("{copies} per colour").format(copies=copies)


def edition_panel(game: Game) -> dict[str, Any]:
    """The game's deck and way of scoring, with their rulebook entries."""
    table = games.load_scoresheet(game).table
    deck = DECKS[table.deck]
    return {
        "deck": deck,
        "rows": deck_rows(deck),
        "entry": RULEBOOK[deck_entry(deck.name)].translated(),
        "method": table.method,
        "method_entry": RULEBOOK[method_entry(table.method.value)].translated(),
    }


@bp.get("/g/<game_id>/rules")
def show_rules(game_id: str) -> Any:
    """The game's house rules, every rule as played at this table, and a search of them."""
    game = get_game_or_404(game_id)
    rules = games.load_scoresheet(game).rules
    search = rule_search(game, url_for("house_rules.show_rules", game_id=game.id), rules)
    page = render_template(
        "rules.html",
        game=game,
        rows=option_rows(rules),
        preset=preset_label(rules),
        deck_label=deck_label(DECKS[game.deck]),
        played=as_played(rules),
        option_labels=option_labels,
        editor=can_edit(game),
        search=search,
        rulings=game_rulings(game),
        expectations=expectations_panel(game),
        edition=edition_panel(game),
    )
    return page, 400 if search["error"] else 200


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
        flash(_("The house rules are unchanged."), "ok")
        return redirect(url_for("pages.show_game", game_id=game.id))
    try:
        games.check_version(game, form.seen_version())
        games.update_rules(game, chosen)
        games.commit()
    except InputError as error:
        return render_edit(game, form, rules_form, error=error.message, status=412)
    except games.StaleVersion:
        fresh = games.get_game(game.id) or game
        form.version.data = str(fresh.version)
        again = _("Save again to use the rules chosen here.")
        message = f"{page_message(games.StaleVersion())} {again}"
        return render_edit(fresh, form, rules_form, error=message, status=409)
    flash(_("House rules changed: {summary}.").format(summary=chosen.summary()), "ok")
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
    """Every rule, official and house, and a search that reads questions as players type them."""
    search = rule_search(None, url_for("house_rules.rulebook"))
    every = translated_entries()
    page = render_template(
        "rulebook.html",
        search=search,
        groups=[
            (_("Official rules"), [e for e in every if not e.is_house_rule and not edition(e)]),
            (_("Editions and Challenge UNO"), [e for e in every if edition(e)]),
            (_("House rules"), [e for e in every if e.is_house_rule]),
        ],
        option_labels=option_labels,
    )
    return page, 400 if search["error"] else 200


def rule_search(game: Game | None, action: str, rules: HouseRules | None = None) -> dict[str, Any]:
    """The search box's state: the question asked (``q``), the rules found, the wizard offered.

    Within a game, rules read as played there and wizards use the game's house rules. A
    question that matches nothing says so and links the closest rules.
    """
    error, found = "", None
    try:
        query = fields.clean_text(request.args.get("q", ""), "q", _("A search"), MAX_QUERY)
    except InputError as refused:
        query, error = "", refused.message
    choices = wizard_choices(game)
    hits: list[tuple[Entry, str]] = []
    closest: list[tuple[str, str]] = []
    if query:
        found = search_rules(query, i18n.current())  # in the page's words, or in English
        for entry_id in found.entry_ids:
            entry = RULEBOOK[entry_id]
            if not found.matched:
                closest.append((entry_id, entry.translated().title))
            else:
                said = entry.translated()
                hits.append((said, entry.as_played(rules) if rules else said.text))
    return {
        "action": action,
        "query": query,
        "max_query": MAX_QUERY,
        "error": error,
        "found": found,
        "hits": hits,
        "closest": closest,
        "offer": offer_link(found.offer, choices) if found else None,
        "summary": found_summary(found),
        "titles": rule_titles(i18n.current()),
        "rule_url": rulebook_url("", game),  # the phone adds the rule's id
        "wizards": choices,
        "index_url": index_url(i18n.current()),
        "own_words": i18n.current() in VOCABULARIES,  # questions in the page's language
    }


@bp.get(INDEX_PREFIX + "<language>.js")
def search_index(language: str) -> Response:
    """The search index the phone searches with when it has no signal (one per language
    of the pages: its address names it, nothing varies)."""
    if language not in i18n.LANGUAGES:
        abort(404)
    body, version = index_script(language)
    response = Response(body, mimetype="text/javascript")
    if request.args.get("v") == version:
        response.cache_control.public = True
        response.cache_control.max_age = 60 * 60 * 24 * 365
        response.cache_control.immutable = True
    else:
        response.cache_control.no_cache = True
    return response


def found_summary(found: Found | None) -> str:
    """One line above the results: how many rules answer the question (static/rule_search.js
    says the same messages)."""
    if found is None:
        return ""
    if not found.matched:
        return _("No rule mentions “{query}”. The closest rules:").format(query=found.query)
    count = len(found.hits)
    return ngettext(
        "{n} rule answers this, best first.", "{n} rules answer this, best first.", count
    ).format(n=count)
