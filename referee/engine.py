"""The referee: a situation, an action and the house rules in; a ``Ruling`` out.

:func:`judge` works on the value types of :mod:`referee.situation` and
:mod:`referee.ruling` (the web layer reads the JSON API's ``state`` and ``action`` into
them). An action that breaks a rule is a ruling with a verdict that is not
legal, never an exception. Each kind of action is judged in its own module:
:mod:`referee.first_card`, :mod:`referee.playing` (play, Jump-In), :mod:`referee.drawing`
(draw, pass) and :mod:`referee.calls` (challenge, UNO, catch).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from referee.calls import judge_call_uno, judge_catch, judge_challenge
from referee.drawing import judge_draw, judge_pass
from referee.first_card import judge_flip
from referee.playing import judge_jump_in, judge_play
from referee.rules import HouseRules
from referee.ruling import Action, ActionType, Effect, EffectType, Ruling, Say, not_allowed
from referee.situation import Situation

__all__ = [
    "Action",
    "ActionType",
    "Effect",
    "EffectType",
    "Ruling",
    "Situation",
    "judge",
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
    """Rule on ``action`` taken in ``s`` under ``rules`` (default: official)."""
    rules = rules or HouseRules()
    if action.type is ActionType.FLIP:
        return judge_flip(s, action, rules)
    seat = s.turn if action.seat is None else action.seat
    if s.winner is not None:
        ruling = not_allowed(Say.ROUND_OVER, "going-out", seat=s.winner)
    else:
        ruling = _HANDLERS[action.type](s, seat, action, rules)
    return dataclasses.replace(ruling, actor=seat)
