"""The referee: a situation, an action and the house rules in; a ``Ruling`` out.

:func:`judge` works on the value types of :mod:`referee.rulings.situation` and
:mod:`referee.rulings.ruling` (the web layer reads the JSON API's ``state`` and ``action`` into
them). An action that breaks a rule is a ruling with a verdict that is not
legal, never an exception. Each kind of action is judged in its own module:
:mod:`referee.rulings.first_card`, :mod:`referee.rulings.playing` (play, Jump-In),
:mod:`referee.rulings.drawing` (draw, pass) and :mod:`referee.rulings.calls` (challenge, UNO,
catch).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from referee.decks import get_deck
from referee.rules import HouseRules
from referee.rulings.calls import judge_call_uno, judge_catch, judge_challenge
from referee.rulings.drawing import judge_draw, judge_pass
from referee.rulings.editions import deck_of, edition_rule, has_colors, rules_for
from referee.rulings.first_card import judge_flip
from referee.rulings.playing import judge_jump_in, judge_play
from referee.rulings.ruling import (
    Action,
    ActionType,
    Clause,
    Effect,
    EffectType,
    Ruling,
    Say,
    not_allowed,
)
from referee.rulings.situation import Situation

__all__ = [
    "Action",
    "ActionType",
    "Effect",
    "EffectType",
    "Ruling",
    "Situation",
    "judge",
    "legal_moves",
]

Judge = Callable[[Situation, int, Action, HouseRules], Ruling]
_HANDLERS: dict[ActionType, Judge] = {
    ActionType.PLAY: judge_play,
    ActionType.JUMP_IN: judge_jump_in,
    ActionType.DRAW: judge_draw,
    ActionType.PASS: judge_pass,
    ActionType.CHALLENGE: judge_challenge,
    ActionType.CALL_UNO: judge_call_uno,
    ActionType.CATCH: judge_catch,
}


def judge(s: Situation, action: Action, rules: HouseRules | None = None) -> Ruling:
    """Rule on ``action`` taken in ``s`` under ``rules`` (default: official), in the
    situation's deck: the options its edition ignores give way to its own rules."""
    rules = rules_for(s.deck, rules or HouseRules())
    if action.type is ActionType.FLIP:
        return _in_edition(s, judge_flip(s, action, rules))
    seat = s.turn if action.seat is None else action.seat
    if s.winner is not None:
        ruling = not_allowed(Say.ROUND_OVER, "going-out", seat=s.winner)
    elif s.last_seat_in is not None:
        ruling = not_allowed(Say.LAST_ONE_LEFT, "no-mercy", seat=s.last_seat_in)
    elif seat in s.out:
        ruling = not_allowed(Say.IS_OUT, "no-mercy", seat=seat)
    else:
        ruling = _HANDLERS[action.type](s, seat, action, rules)
    return _in_edition(s, dataclasses.replace(ruling, actor=seat))


def _in_edition(s: Situation, ruling: Ruling) -> Ruling:
    """An edition's ruling: the mercy rule applied (No Mercy), its entry named."""
    rule = edition_rule(s.deck)
    if rule is None:
        return ruling
    limit = deck_of(s.deck).edition.mercy_limit
    if limit is not None:
        ruling = _mercy(s, ruling, limit)
    used = tuple(dict.fromkeys((*ruling.rules_applied, rule)))
    return dataclasses.replace(ruling, rules_applied=used)


def _mercy(s: Situation, ruling: Ruling, limit: int) -> Ruling:
    """No Mercy's mercy rule: a draw that brings a known hand to ``limit`` cards or more
    (25) knocks that player out of the round; the last player left wins it."""
    after = ruling.after
    if not ruling.legal or after is None:
        return ruling
    grown: dict[int, int] = {}
    for effect in ruling.effects:
        if effect.type is EffectType.DRAW and effect.seat is not None:
            grown[effect.seat] = grown.get(effect.seat, 0) + (effect.count or 0)
    knocked: list[tuple[int, int]] = []
    for seat, count in grown.items():
        now, before = after.hand(seat), s.hand(seat)
        size = len(now) if now is not None else None
        if size is None and before is not None:
            size = len(before) + count
        if seat not in after.out and size is not None and size >= limit:
            knocked.append((seat, size))
    if not knocked:
        return ruling
    effects = list(ruling.effects)
    follows = list(ruling.follows)
    for seat, size in knocked:
        effects.append(Effect(EffectType.KNOCKED_OUT, seat=seat))
        follows.append(Clause(Say.KNOCKED_OUT, seat=seat, total=size))
        after = after.with_hand(seat, None).replace(out=after.out | {seat})
        after = after.without_uno(seat)
    if after.turn in after.out:
        after = after.replace(turn=after.next_seat(after.turn), pending_draw=0, drawn=None)
    last = after.last_seat_in
    if last is not None and after.winner is None:
        after = after.replace(winner=last, turn=last)
        follows.append(Clause(Say.LAST_ONE_LEFT, seat=last))
    rules = (*ruling.rules_applied, "no-mercy-knockout")
    return dataclasses.replace(ruling, effects=tuple(effects), after=after,
                               follows=tuple(follows), rules_applied=rules)  # fmt: skip


def legal_moves(s: Situation, rules: HouseRules) -> frozenset[str]:
    """Every move the referee allows the player on turn: the codes of the cards they may
    play (a wild with a colour named, a chosen player named) and ``"draw"``."""
    seat = s.turn
    hand = s.hand(seat) or ()
    colors = get_deck(s.deck).colors_of(s.side) if has_colors(s.deck) else ()
    others = [i for i in range(s.players) if i != seat and i not in s.out]
    target = others[0] if others else None
    moves = set()
    for card in dict.fromkeys(hand):
        color = colors[0] if card.is_wild and colors else None
        action = Action(ActionType.PLAY, seat, card, color, target)
        if judge(s, action, rules).legal:
            moves.add(card.code)
    if judge(s, Action(ActionType.DRAW, seat), rules).legal:
        moves.add("draw")
    return frozenset(moves)
