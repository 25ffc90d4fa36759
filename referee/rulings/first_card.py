"""The first card turned up after the deal, and what it does to the first turn."""

from __future__ import annotations

from referee.cards import Card
from referee.rules import HouseRules
from referee.rulings.editions import FirstCard, edition_rule, first_card_kind, other_side
from referee.rulings.ruling import (
    Action,
    Clause,
    Effect,
    EffectType,
    Ruling,
    Say,
    allowed,
    draw,
    incomplete,
    not_allowed,
    press,
    skip,
)
from referee.rulings.situation import Direction, Situation


def judge_flip(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """The first card turned up after the deal."""
    card = action.card
    if card is None:
        return incomplete(Say.SAY_FIRST_CARD, "first-card")
    left = s.next_seat(s.dealer, Direction.CW)
    base = s.replace(
        top=card,
        color=None,
        turn=left,
        direction=Direction.CW,
        pending_draw=0,
        last_play=None,
        uno=(),
        drawn=None,
        winner=None,
    )
    kind = first_card_kind(s.deck, card, s.side)
    if other_side(s.deck, card, s.side):
        return not_allowed(Say.OTHER_SIDE, "flip", card=card, side=s.side or "light")
    if kind is FirstCard.RESHUFFLE:
        after = base.replace(top=None, color=None, turn=s.turn)
        rule = "first-card" if edition_rule(s.deck) else "first-card-wild-draw-four"
        return allowed([Clause(Say.FIRST_RESHUFFLE, card=card)], [Effect(EffectType.RESHUFFLE)],
                       after, [rule])  # fmt: skip
    if kind is FirstCard.FLIPS:
        side = "dark" if (s.side or "light") == "light" else "light"
        after = base.replace(top=None, color=None, turn=s.turn, side=side, hands=())
        return allowed([Clause(Say.FIRST_FLIPS, side=side)],
                       [Effect(EffectType.FLIP, side=side)], after, ["flip-cards"])  # fmt: skip
    if kind is FirstCard.REVERSES:
        return _flip_reverse(base, rules)
    if kind is FirstCard.NAMES_COLOR:
        return _flip_wild(base, card, action, left)
    if kind in (FirstCard.SKIPS, FirstCard.PRESSES):
        return _flip_skip(base, card, left)
    reasons = [Clause(Say.STARTS_PILE, card=card), Clause(Say.LEFT_PLAYS_FIRST, seat=left)]
    return allowed(reasons, [], base, ["first-card", "deal"])


def _flip_skip(base: Situation, card: Card, left: int) -> Ruling:
    """A Skip or draw card turned up first (Attack: a Hit 2): the dealer's left misses
    the first turn."""
    effects = [skip(left)]
    reason = Clause(Say.FIRST_SKIPPED, seat=left)
    if card.rank.draw:
        effects.insert(0, draw(left, card.rank.draw))
        reason = Clause(Say.FIRST_DRAWS, seat=left, count=card.rank.draw)
    elif "hit" in card.rank.does:
        effects.insert(0, press(left, 2))
        reason = Clause(Say.FIRST_PRESSES, seat=left, count=2)
    after = base.with_hand(left, None).replace(turn=base.next_seat(left))
    follows = [Clause(Say.PLAYS_FIRST, seat=after.turn)]
    return allowed([reason], effects, after, ["first-card"], follows=follows)


def _flip_reverse(base: Situation, rules: HouseRules) -> Ruling:
    """A Reverse turned up first: play runs counterclockwise from the dealer or their right."""
    dealer = base.dealer
    if rules.first_reverse == "dealer":
        first, say = dealer, Say.DEALER_PLAYS_FIRST
    else:
        first, say = base.next_seat(dealer, Direction.CCW), Say.RIGHT_PLAYS_FIRST
    after = base.replace(turn=first, direction=Direction.CCW)
    return allowed([Clause(say, seat=first)], [Effect(EffectType.REVERSE)], after,
                   ["first-card-reverse"])  # fmt: skip


def _flip_wild(base: Situation, card: Card, action: Action, left: int) -> Ruling:
    """A Wild or special wild turned up first: the dealer's left names the colour."""
    special = card.rank.does and not edition_rule(base.deck)
    rules_used = ["first-card"] + (["special-wilds"] if special else [])
    if action.color is None:
        effect = Effect(EffectType.CHOOSE_COLOR, seat=left)
    else:
        effect = Effect(EffectType.COLOR, color=action.color)
    after = base.replace(color=action.color)
    return allowed([Clause(Say.LEFT_NAMES_COLOR, seat=left)], [effect], after, rules_used)
