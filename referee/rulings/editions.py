"""What an edition changes about the rules of play: the one place the engine asks.

The engine plays every deck of :data:`referee.decks.DECKS` through the same judges; a
card's :class:`~referee.cards.Rank` says what it does (``draw``, ``does``), and this
module says what the deck's own rules are (EDITIONS.md, DESIGN.md "Rulings in an
edition"):

- which house-rule options an edition ignores, and the values its own rules force
  (:func:`rules_for`): No Mercy always stacks, draws until playable and plays it, swaps
  on 7 and passes on 0, and has no challenge; All Wild stacks nothing and has no
  restricted card; Attack has no draw pile to stack from or draw until playable;
- which draw cards may answer a pending stack (:func:`stack_answers`): No Mercy's by
  equal or higher value of any colour, Flip's by the classic option with its Draw One and
  Draw Five in the Draw Two's place and its Wild Draw Two in the Wild Draw Four's;
- which wilds are restricted and may be challenged (:func:`restricted`): the Wild Draw
  Four, and Flip's Wild Draw Two and Wild Draw Color;
- what a card turned up first does in each edition (:func:`first_card_kind`).
"""

from __future__ import annotations

import dataclasses
import enum
from functools import cache

from referee.cards import Card, Rank
from referee.decks import CLASSIC, DECKS, Deck
from referee.rules import HouseRules


def deck_of(name: str) -> Deck:
    """The deck a situation names (the classic one for an unknown name)."""
    return DECKS.get(name, CLASSIC)


def edition_rule(deck: str) -> str | None:
    """The rulebook entry of the deck's own rules (``None`` for the classic family)."""
    edition = deck_of(deck).edition
    return edition.rules_entry if edition.own else None


def cards_rule(deck: str) -> str:
    """The rulebook entry of the deck's own cards."""
    return deck_of(deck).edition.cards_rule


def rules_for(deck: str, rules: HouseRules) -> HouseRules:
    """The rules in force in ``deck``: the table's, with the options the edition ignores
    set by its own rules (to the official value where the edition has none)."""
    edition = deck_of(deck).edition
    if not edition.ignores:
        return rules
    own = _own_rules(deck)
    forced = {name: getattr(own, name) for name in edition.ignores}
    return dataclasses.replace(rules, **forced)


@cache
def _own_rules(deck: str) -> HouseRules:
    """The values the edition's own rules give the options it ignores (official otherwise)."""
    return HouseRules.from_mapping(deck_of(deck).edition.own_rules)


def has_colors(deck: str) -> bool:
    """False for a deck whose cards have no colour and name none (All Wild)."""
    return bool(deck_of(deck).colors)


def _role(rank: Rank) -> Rank | None:
    """The classic draw card a draw card stands in for (Flip: Draw One and Draw Five for
    the Draw Two, Wild Draw Two for the Wild Draw Four)."""
    if not rank.draw:
        return None
    return Rank.WILD_DRAW_FOUR if rank.wild else Rank.DRAW_TWO


def stack_answers(deck: str, rules: HouseRules, top: Rank, side: str | None) -> tuple[Rank, ...]:
    """The ranks that may answer a pending stack with ``top`` on it (none: draw it)."""
    edition = deck_of(deck).edition
    if edition.stacks_by_value:
        ranks = _ranks(deck_of(deck), None)
        return tuple(rank for rank in ranks if rank.draw and rank.draw >= top.draw)
    if not edition.own:
        return rules.stacking.answers(top)
    role = _role(top)
    if role is None:
        return ()
    roles = rules.stacking.answers(role)
    return tuple(rank for rank in _ranks(deck_of(deck), side) if _role(rank) in roles)


def _ranks(deck: Deck, side: str | None) -> tuple[Rank, ...]:
    """The deck's ranks (of one side for Flip), in the deck's order."""
    return tuple(
        dict.fromkeys(card.rank for card in deck.counts if side is None or card.side == side)
    )


def restricted(deck: str, rank: Rank) -> bool:
    """True for a wild that may go down only when its player holds no card of the colour
    in force, and may be challenged: a wild that makes the next player draw (the Wild Draw
    Four; Flip's Wild Draw Two and Wild Draw Color), in an edition that has challenges
    (No Mercy and All Wild have none; Attack has no such card)."""
    if "draw_four_challenge" in deck_of(deck).edition.ignores:
        return False
    return rank.wild and (rank.draw > 0 or "draw_until_color" in rank.does)


def restricted_rule(rank: Rank) -> str:
    """The rulebook entry of a restricted wild."""
    return "wild-draw-four" if rank is Rank.WILD_DRAW_FOUR else "flip-cards"


def other_side(deck: str, card: Card, side: str | None) -> bool:
    """True for a Flip card of the side not in play."""
    return bool(deck_of(deck).sides) and card.side is not None and card.side != (side or "light")


class FirstCard(enum.Enum):
    """What a card turned up first does, by edition."""

    STARTS = "starts"  # it starts the pile; the dealer's left plays first
    RESHUFFLE = "reshuffle"  # it goes back and another is turned
    FLIPS = "flips"  # everything turns over; the other face acts as the first card
    SKIPS = "skips"  # the dealer's left is skipped (and draws, for a draw card)
    PRESSES = "presses"  # Attack: the dealer's left presses and is skipped
    REVERSES = "reverses"  # the dealer (or their right) plays first, counterclockwise
    NAMES_COLOR = "names_color"  # a wild: the dealer's left names the colour


def first_card_kind(deck: str, card: Card, side: str | None = None) -> FirstCard:
    """What ``card`` does when turned up first in ``deck`` (Flip: on ``side``; a dark Flip
    turned up after a light one goes back, so that the game starts)."""
    rank = card.rank
    if "flip" in rank.does and side == "dark":
        return FirstCard.RESHUFFLE
    edition = deck_of(deck).edition
    if not edition.actions_start:
        return FirstCard.STARTS  # its action is ignored
    if edition.numbers_start:
        return FirstCard.STARTS if rank.is_number else FirstCard.RESHUFFLE
    if "flip" in rank.does:
        return FirstCard.FLIPS
    if restricted(deck, rank) or (not deck_of(deck).sides and rank.wild and rank.draw):
        return FirstCard.RESHUFFLE
    if "hit" in rank.does:
        return FirstCard.PRESSES
    if "reverse" in rank.does and not rank.wild:
        return FirstCard.REVERSES
    if rank.wild:
        return FirstCard.NAMES_COLOR
    if rank.draw or "skip" in rank.does or "skip_everyone" in rank.does:
        return FirstCard.SKIPS
    return FirstCard.STARTS
