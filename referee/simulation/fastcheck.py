"""Differential check: replay a fast round step by step through the referee, both ways.

At the start of each turn the moves the fast path offered (``Step.offered``) must be
exactly the referee's legal moves (:func:`referee.rulings.engine.legal_moves`), so a fast path
grown too strict or too lenient is found at once, not through skewed statistics.

Every step the fast path (:mod:`referee.simulation.fastplay`) took becomes an ``Action`` judged by
:func:`referee.rulings.engine.judge` in the situation the replay has reached, with every hand
known. The ruling must be legal and its situation afterwards must equal the fast path's
snapshot; where the referee cannot know a hand (someone drew unseen cards, the hands were
shuffled), the snapshot fills it in after its size is checked against the ruling's
effects. A bluffed Wild Draw Four is judged as at a real table, where the referee does
not see the bluffer's hand; the replay then tells it the hand, so a challenge is judged
on the real cards. A Wild Draw Four that its victim challenges is not drawn for before the
challenge: the challenge's ruling says who draws what (``Step.draw_waits``).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable

from referee.rules import HouseRules
from referee.rulings.engine import judge, legal_moves
from referee.rulings.ruling import Action, EffectType, Ruling
from referee.rulings.situation import Hand, Situation, UnoWindow, without
from referee.simulation.compact import to_card, to_color
from referee.simulation.fastplay import RoundLog, Snapshot, Step

Observer = Callable[[Situation, Action, Ruling], None]


class FastPathMismatch(ValueError):
    """The fast path took a step the referee refuses, or reached another state."""


def to_action(step: Step) -> Action:
    """The referee's ``Action`` for a fast step."""
    card = None if step.card < 0 else to_card(step.card)
    target = None if step.target < 0 else step.target
    seat = None if step.seat < 0 else step.seat
    drawn = tuple(to_card(kind) for kind in step.drawn) or None
    return Action(step.action, seat, card, to_color(step.color), target, drawn)


def replay_round(
    log: RoundLog,
    rules: HouseRules,
    players: int,
    dealer: int,
    deck_size: int,
    observe: Observer | None = None,
) -> int:
    """Replay every step of ``log``; return how many were checked.

    ``observe`` (if given) sees each situation, action and ruling as judged.

    :raises FastPathMismatch: at the first step the referee disagrees with.
    """
    s = Situation(players, dealer=dealer, hands=tuple(_hand(h) for h in log.dealt))
    for number, step in enumerate(log.steps):
        assert step.after is not None
        try:
            if step.offered is not None:
                allowed = legal_moves(s, rules)
                if allowed != step.offered:
                    raise FastPathMismatch(
                        f"offered {sorted(step.offered)}, the referee allows {sorted(allowed)}"
                    )
            s = _check_step(s, step, step.after, rules, deck_size, observe)
        except FastPathMismatch as error:
            raise FastPathMismatch(f"step {number} ({step}): {error}") from None
    return len(log.steps)


def _hand(kinds: tuple[int, ...]) -> Hand:
    """A compact hand as cards."""
    return tuple(to_card(kind) for kind in kinds)


def _check_step(
    s: Situation,
    step: Step,
    want: Snapshot,
    rules: HouseRules,
    deck_size: int,
    observe: Observer | None,
) -> Situation:
    """Judge one step, compare, and return the situation with every hand known."""
    action = to_action(step)
    seen = s.with_hand(step.seat, None) if step.bluff else s
    ruling = judge(seen, action, rules)
    if observe is not None:
        observe(seen, action, ruling)
    if not ruling.legal or ruling.after is None:
        rules_broken = ", ".join(ruling.rules_applied)
        raise FastPathMismatch(f"the referee refuses it ({rules_broken}) in {seen}")
    after = ruling.after
    if step.bluff:
        after = _told_the_hand(after, s.hand(step.seat), step, want)
    if sum(map(len, want.hands)) + want.unseen != deck_size:
        raise FastPathMismatch("cards are not conserved")
    _compare(after, want, s, ruling, step)
    return after.replace(hands=tuple(_hand(h) for h in want.hands))


def _told_the_hand(after: Situation, hand: Hand | None, step: Step, want: Snapshot) -> Situation:
    """After a bluff judged unseen: the real hand before it, and the UNO window it opened."""
    assert after.last_play is not None
    last_play = dataclasses.replace(after.last_play, hand_before=hand)
    assert hand is not None and step.card >= 0
    after = after.with_hand(step.seat, without(hand, to_card(step.card)))
    after = after.replace(last_play=last_play)
    for seat, called, acted in want.uno:
        if seat == step.seat:
            after = after.with_uno(UnoWindow(seat, called, acted))
    return after


def _compare(
    after: Situation, want: Snapshot, before: Situation, ruling: Ruling, step: Step
) -> None:
    """Raise unless the referee's situation is the fast path's snapshot."""
    got_uno = tuple((w.seat, w.called, w.next_has_acted) for w in after.uno)
    pairs: dict[str, tuple[object, object]] = {
        "top": (after.top, None if want.top < 0 else to_card(want.top)),
        "turn": (after.turn, want.turn),
        "direction": (after.direction.step, want.direction),
        "pending draw": (after.pending_draw, want.pending),
        "winner": (after.winner, None if want.winner < 0 else want.winner),
        "UNO windows": (got_uno, want.uno),
        "last play": (after.last_play.seat if after.last_play else -1, want.last_play_seat),
        "drawn": (after.drawn is not None, want.drawn),
    }
    if after.top is not None:
        pairs["colour"] = (after.current_color, to_color(want.color))
    for name, (got, expected) in pairs.items():
        if got != expected:
            raise FastPathMismatch(f"{name}: referee {got}, fast path {expected}")
    _compare_hands(after, want, before, ruling, step)


def _compare_hands(
    after: Situation, want: Snapshot, before: Situation, ruling: Ruling, step: Step
) -> None:
    """Known hands must be equal; unknown ones must have grown by the cards drawn."""
    effects = ruling.effects
    if any(effect.type is EffectType.SHUFFLE_HANDS for effect in effects):
        gathered = Counter(card for hand in before.hands for card in hand or ())
        gathered[to_card(want.top)] -= 1  # the Wild Shuffle Hands itself is on the pile now
        dealt = Counter(to_card(kind) for hand in want.hands for kind in hand)
        if +gathered != dealt or max(map(len, want.hands)) - min(map(len, want.hands)) > 1:
            raise FastPathMismatch("the shuffled hands are not the same cards dealt evenly")
        return
    drawn = Counter[int]()
    for effect in effects:
        if step.draw_waits:
            break  # the victim of a challenged Wild Draw Four draws when it is settled
        if effect.type is EffectType.DRAW and effect.seat is not None and effect.count:
            drawn[effect.seat] += effect.count
    for seat, hand in enumerate(after.hands):
        fast = want.hands[seat]
        if hand is not None:
            if Counter(hand) != Counter(to_card(kind) for kind in fast):
                raise FastPathMismatch(f"seat {seat}: referee holds {hand}, fast path {fast}")
            continue
        held = before.hand(seat)
        if held is None or len(fast) != len(held) + drawn[seat]:
            raise FastPathMismatch(f"seat {seat}: {len(fast)} cards, drew {drawn[seat]}")
