"""What to expect from house rules, by simulation: the figures for a table, as the API
writes them and as the pages show them (panels and insights)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from babel.numbers import format_decimal, format_percent

from referee import i18n
from referee.decks import DECK_NAMES, DECKS, deck_title
from referee.i18n import N_, _
from referee.rules import OPTIONS, HouseRules
from referee.scorekeeping.scoring import Method
from referee.simulation.expectations import (
    SECONDS_PER_DEAL,
    SECONDS_PER_TURN,
    Expectations,
    expect,
)
from referee.web.service import games
from referee.web.service.models import Game


def expectations_json(found: Expectations) -> dict[str, Any]:
    """The JSON answer."""
    return {
        "players": found.players,
        "deck": found.deck,
        "target": found.target,
        "scoring": found.method.value,
        "rules": found.rules.to_dict(),
        "rules_summary": found.rules.summary(),
        "expected": found.figures.to_json(),
        "official": found.official.to_json(),
        "rounds_simulated": found.rounds_simulated,
        "games_assembled": found.figures.games,
        "seconds_per_turn": SECONDS_PER_TURN,
        "seconds_per_deal": SECONDS_PER_DEAL,
    }


def write_figure(value: float, form: str) -> str:
    """A figure as the panel writes it, in the language of the moment: a percentage, or
    with ``form`` decimals (rounded as before, then written with the language's signs)."""
    locale = i18n.locale_of(i18n.current())
    if form == "%":
        return format_percent(Decimal(round(value * 100)) / 100, locale=locale)
    digits = int(form)
    pattern = "0." + "0" * digits if digits else "0"
    return format_decimal(Decimal(f"{value:.{digits}f}"), format=pattern, locale=locale)


def expectation_rows(found: Expectations) -> list[dict[str, Any]]:
    """Each row of the panel: key, label, form, these rules' figure, the official one, the
    decks it is for (space-separated; empty for every deck) and whether it is shown for
    the panel's deck."""
    ours, official = found.figures.to_json(), found.official.to_json()
    return [
        {"key": key, "label": _(label), "form": form, "ours": write_figure(ours[key], form),
         "official": write_figure(official[key], form), "decks": " ".join(decks),
         "shown": not decks or found.deck in decks}
        for key, label, form, decks in ROWS
    ]  # fmt: skip


def table_expectations(game: Game | None = None) -> Expectations:
    """What to expect for a game's own rules, deck and table, or a new game's defaults."""
    if game is None:
        return expect(HouseRules(), "classic", 4, 500, Method.COLLECT)
    sheet = games.load_scoresheet(game)
    table = sheet.table
    return expect(sheet.rules, table.deck, len(table.players), table.target, table.method)


def option_values() -> dict[str, list[object]]:
    """Each option's allowed values in form order, for the new-game form's script."""
    return {option.name: list(option.json_values) for option in OPTIONS}


def expectations_panel(game: Game | None = None) -> dict[str, Any]:
    """What the "what to expect" panel shows for a game (or a new game's defaults)."""
    found = table_expectations(game)
    return {
        "found": found,
        "deck": DECKS[found.deck],
        "deck_titles": {name: deck_title(DECKS[name]) for name in DECK_NAMES},
        "method_labels": {method.value: method.label for method in Method},
        "rows": expectation_rows(found),
        "allowed": option_values(),
        "turn_seconds": SECONDS_PER_TURN,
        "deal_seconds": SECONDS_PER_DEAL,
    }


def insight_bars(records: Any) -> list[dict[str, Any]]:
    """Bar lengths (0-100) for the chart: win rate and points conceded per strategy."""
    most_points = max(record.points_conceded for record in records) or 1
    return [
        {
            "label": record.strategy.label,
            "key": record.strategy.value,
            "win": record.game_win_rate,
            "win_width": round(record.game_win_rate * 200),  # 50% fills the bar
            "points": record.points_conceded,
            "points_width": round(record.points_conceded / most_points * 100),
        }
        for record in records
    ]


# Rows of the panel: the figure's key, its label, how it is written ("%" or the number
# of decimals; static/expectations.js writes them the same way), and the decks it is
# shown for (every deck when empty).
FIGURES: tuple[tuple[str, str, str], ...] = (
    ("rounds_to_target", N_("Rounds to the target"), "1"),
    ("minutes_to_target", N_("Minutes to the target"), "0"),
    ("turns_per_round", N_("Turns per round"), "0"),
    ("points_per_round", N_("Points per round"), "0"),
    ("cards_drawn_per_round", N_("Cards drawn per round"), "0"),
    ("big_draw_share", N_("Rounds with a draw of 8 or more"), "%"),
    ("largest_draw", N_("Largest draw or stack, per round"), "1"),
    ("challenges_per_round", N_("+4 challenges per round"), "2"),
    ("knockout_share", N_("Rounds in which someone is knocked out"), "%"),
    ("knockouts_per_round", N_("Players knocked out per round"), "1"),
    ("flips_per_round", N_("Flips per round"), "1"),
    ("presses_per_round", N_("Launcher presses per round"), "0"),
)


def figure_decks(key: str) -> tuple[str, ...]:
    """The decks whose editions claim figure ``key`` (none: it is every deck's)."""
    return tuple(deck.name for deck in DECKS.values() if key in deck.edition.figures)


ROWS: tuple[tuple[str, str, str, tuple[str, ...]], ...] = tuple(
    (key, label, form, figure_decks(key)) for key, label, form in FIGURES
)
