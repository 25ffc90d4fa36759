"""How cards, numbers and places are shown: card faces and chips, the keypad's keys, QR
codes, and the template globals every page uses (:func:`register`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

import segno
from flask import (
    Flask,
    get_template_attribute,
)
from markupsafe import Markup

from referee import decks as deck_cards
from referee import i18n
from referee.cards import Card, Color, Rank, card_name, color_name, rank_name
from referee.decks import FLIP_RANK, deck_title, find_card, get_deck
from referee.i18n import N_, _, pgettext
from referee.scorekeeping.chart import ordinal
from referee.web.infra import wording

SHORT_FACES = {
    Rank.SKIP: "Skip",
    Rank.REVERSE: "Rev",
    Rank.DRAW_TWO: "+2",
    Rank.WILD: "Wild",
    Rank.WILD_DRAW_FOUR: "+4",
    Rank.WILD_SWAP_HANDS: "Swap",
    Rank.WILD_SHUFFLE_HANDS: "Shuffle",
    Rank.WILD_CUSTOMIZABLE: "Custom",
    FLIP_RANK: "Flip",  # "F" alone is no word the round form reads
}


def shown_face(face: str) -> str:
    """A short face as the page's language writes it; the face itself is what the round
    form's reader takes ("skip"), so only what is shown changes."""
    words = {
        "Skip": pgettext("a card's short face", "Skip"),
        "Rev": pgettext("a card's short face", "Rev"),
        "Wild": pgettext("a card's short face", "Wild"),
        "Swap": pgettext("a card's short face", "Swap"),
        "Shuffle": pgettext("a card's short face", "Shuffle"),
        "Custom": pgettext("a card's short face", "Custom"),
    }
    return words.get(face) or _(face)


def card_face(code: str | Card) -> dict[str, object]:
    """How a card (or a card code) is drawn: colour letter (W for wilds, X for a card whose
    colour nobody noted), short face, full name, points. A card read in its game's deck
    keeps its own points (Flip's Wild is 40)."""
    card = code if isinstance(code, Card) else find_card(code, colourless=True)
    return {
        "code": card.code,
        "color": "X" if card.colourless else card.color.value if card.color else "W",
        "face": (face := SHORT_FACES.get(card.rank, card.rank.value)),
        "shown": shown_face(face),
        "label": card_name(card),
        "points": card.points,
    }


def strong(text: object) -> Markup:
    """``text`` in bold (escaped), to put into a translated sentence."""
    return Markup("<strong>%s</strong>") % text


def card_chips(cards: Iterable[Card]) -> Markup:
    """A hand's card chips, as the ``card`` macro draws them."""
    return Markup("").join(card_chip(card) for card in cards)


def card_chip(card: Card | str) -> Markup:
    """One card's chip, drawn once per card and language (a scoreboard shows hundreds)."""
    return card_chip_in(card, i18n.current())


@lru_cache(maxsize=512)
def card_chip_in(card: Card | str, language: str) -> Markup:
    """One card's chip as drawn in ``language`` (its name and points are words)."""
    return Markup(get_template_attribute("macros.html", "card")(card))


@lru_cache(maxsize=1024)
def qr_data_uri(url: str) -> str:
    """A QR code of ``url`` as an SVG data URI (the CSP allows ``data:`` images).

    Cached: drawing one takes longer than the rest of the scoreboard, and a code
    depends only on its URL.
    """
    return segno.make(url, error="m").svg_data_uri(scale=5, border=2, dark="#111")


def keypad_rows(deck_name: str) -> dict[str, Any]:
    """The keypad's buttons for a deck, one group per side (a single group for a deck of
    one side): the side's colours, one key per coloured rank and its wilds, all from the
    deck's own table. A key is drawn with its face, name and points. Worked out once per
    deck and language (the round form reads it, never changes it)."""
    return keypad_rows_in(deck_name, i18n.current())


@lru_cache(maxsize=64)
def keypad_rows_in(deck_name: str, language: str) -> dict[str, Any]:
    """The keypad of a deck with its keys named in ``language``."""
    deck = get_deck(deck_name)
    groups = []
    for side in deck.sides or (None,):
        colors = deck.colors_of(side)
        # One card per coloured rank, of the first colour: points do not depend on colour.
        coloured = [card for card in deck.counts if colors and card.color is colors[0]]
        if deck.readable:  # the classic family shares one keypad: every classic rank
            coloured = [Card(rank, Color.RED) for rank in Rank if not rank.is_wild]
        wilds = [card for card in deck.counts if card.is_wild and card.side == side]
        groups.append(
            {
                "side": side,
                "colors": list(colors),
                "ranks": [key_face(card) for card in coloured],
                "wilds": [key_face(card) for card in wilds],
            }
        )
    examples = [code.lower() for group in groups for code in example_codes(group)]
    return {
        "sides": groups,
        "colors": any(group["colors"] for group in groups),
        "examples": " ".join(examples),
    }


def example_codes(group: dict[str, Any]) -> list[str]:
    """A few codes of a keypad group for the hint: a number, an action card, a wild."""
    colors, ranks, wilds = group["colors"], group["ranks"], group["wilds"]
    codes = []
    if colors and ranks:
        number = next((c for c in ranks if c["rank"] == "7"), ranks[0])
        action = next((c for c in ranks if not str(c["rank"]).isdigit()), None)
        codes.append(colors[0].value + number["rank"])
        if action is not None:
            codes.append(colors[-1].value + action["rank"])
    codes.extend(str(card["code"]) for card in wilds[-1:] if wilds)
    if not colors:
        codes = [str(card["code"]) for card in wilds[:3]]
    return codes


def key_face(card: Card) -> dict[str, object]:
    """A keypad key's card: its face (:func:`card_face`), its rank code, and a coloured
    rank named without its colour (the key stands for every colour)."""
    return {**card_face(card), "rank": card.rank.code, "label": rank_name(card.rank)}


def draw_cards(deck_name: str) -> str:
    """The deck's cards that make the next player draw, named for a sentence
    ("Draw Two or Wild Draw Four"; Flip's "Draw One, Wild Draw Two, Draw Five or Wild
    Draw Color")."""
    return draw_cards_in(deck_name, i18n.current())


@lru_cache(maxsize=64)
def draw_cards_in(deck_name: str, language: str) -> str:
    """The deck's draw cards named in ``language``."""
    seen: list[str] = []  # each kind of card once, by its English name
    names: list[str] = []
    for kind in get_deck(deck_name).kinds:
        rank = kind.rank
        if (rank.draw or "draw_until_color" in rank.does) and rank.label not in seen:
            seen.append(rank.label)
            names.append(rank_name(rank))
    if len(names) < 2:
        return names[0] if names else ""
    return _("{cards} or {last}").format(cards=", ".join(names[:-1]), last=names[-1])


# Short faces for the editions' card chips (the full name is the chip's accessible name);
# a face with a word in it is translated where the chip is made.
EDITION_FACES: Mapping[Rank, str] = {
    deck_cards.DRAW_ONE: "+1",
    deck_cards.DRAW_FIVE: "+5",
    deck_cards.FLIP_SKIP_EVERYONE: N_("Skip all"),
    deck_cards.FLIP_WILD_LIGHT: N_("Wild"),
    deck_cards.FLIP_WILD_DARK: N_("Wild"),
    deck_cards.WILD_DRAW_TWO: "+2",
    deck_cards.WILD_DRAW_COLOR: N_("+Colour"),
    deck_cards.DRAW_FOUR: "+4",
    deck_cards.DISCARD_ALL: N_("Discard"),
    deck_cards.SKIP_EVERYONE: N_("Skip all"),
    deck_cards.WILD_REVERSE_DRAW_FOUR: N_("Rev +4"),
    deck_cards.WILD_DRAW_SIX: "+6",
    deck_cards.WILD_DRAW_TEN: "+10",
    deck_cards.WILD_COLOR_ROULETTE: N_("Roulette"),
    deck_cards.ALL_WILD_WILD: N_("Wild"),
    deck_cards.WILD_REVERSE: N_("Rev"),
    deck_cards.WILD_SKIP: N_("Skip"),
    deck_cards.WILD_SKIP_TWO: N_("Skip 2"),
    deck_cards.ALL_WILD_DRAW_TWO: "+2",
    deck_cards.ALL_WILD_DRAW_FOUR: "+4",
    deck_cards.WILD_TARGETED_DRAW_TWO: N_("Target +2"),
    deck_cards.WILD_FORCED_SWAP: N_("Swap"),
    deck_cards.HIT_TWO: N_("Hit 2"),
    deck_cards.ATTACK_DISCARD_ALL: N_("Discard"),
    deck_cards.TRADE_HANDS: N_("Trade"),
    deck_cards.WILD_ALL_HIT: N_("All Hit"),
    deck_cards.WILD_HIT_FIRE: N_("Hit-Fire"),
}


def register(app: Flask) -> None:
    """Make the display helpers available to every template."""
    app.add_template_global(card_face)
    app.add_template_global(card_chips)
    # Numbers, places and sides as the page's language writes them.
    app.add_template_global(wording.decimal, "decimal")
    app.add_template_global(wording.percent, "percent")
    app.add_template_global(ordinal, "place_name")
    app.add_template_global(wording.side_name, "side_name")
    app.add_template_global(color_name, "colour_name")
    app.add_template_global(deck_title, "deck_title")
    app.add_template_filter(strong, "strong")
