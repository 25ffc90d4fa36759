"""Differential check of the editions' fast path, both ways
(:mod:`referee.simulation.edition_play`).

Every step is judged by :func:`referee.rulings.engine.judge` in the situation the replay has
reached, with every hand known: it must be legal and lead to the fast path's state. At the
start of each turn the moves the fast path offered must be exactly the referee's legal
moves there (:func:`legal_moves`), so a fast path grown too strict, or too lenient, is
found as soon as it offers a different set.

Where the referee cannot know something, the fast path's snapshot fills it in after it is
checked as far as it can be: hands that drew unseen cards (their sizes must have grown);
the new top card after a Flip (every face turned over); a player knocked out by No Mercy's
mercy rule after drawing until a colour appeared (only such a draw may knock out unseen).
"""

from __future__ import annotations

from collections import Counter

from referee.decks import get_deck
from referee.rules import HouseRules
from referee.rulings.editions import rules_for
from referee.rulings.engine import judge, legal_moves
from referee.rulings.ruling import EffectType, Ruling
from referee.rulings.situation import Situation
from referee.simulation.edition_play import EditionLog, EditionSnapshot, EditionStep, move_name


class EditionMismatch(ValueError):
    """The fast path and the referee disagree."""


def replay_edition_round(
    log: EditionLog, deck: str, rules: HouseRules, players: int, dealer: int
) -> tuple[int, int]:
    """Replay every step of ``log``; how many steps and offers were checked.

    :raises EditionMismatch: at the first disagreement.
    """
    left = (dealer + 1) % players
    s = Situation(players, turn=left, dealer=dealer, hands=log.dealt, deck=deck,
                  side="light" if get_deck(deck).sides else None)  # fmt: skip
    rules = rules_for(deck, rules)
    offers = 0
    for number, step in enumerate(log.steps):
        try:
            if step.offered is not None:
                offers += 1
                allowed = legal_moves(s, rules)
                if allowed != step.offered:
                    raise EditionMismatch(
                        f"offered {sorted(step.offered)}, the referee allows {sorted(allowed)}"
                    )
            s = _check_step(s, step, rules)
        except EditionMismatch as error:
            raise EditionMismatch(
                f"{deck} step {number} ({step.action.type.value} {move_name(step.action)}): {error}"
            ) from None
    return len(log.steps), offers


def _check_step(s: Situation, step: EditionStep, rules: HouseRules) -> Situation:
    """Judge one step, compare, and return the situation with everything known."""
    ruling = judge(s, step.action, rules)
    after, want = ruling.after, step.after
    if not ruling.legal or after is None:
        raise EditionMismatch(f"the referee refuses it ({', '.join(ruling.rules_applied)})")
    until = {e.seat for e in ruling.effects if e.type is EffectType.DRAW_UNTIL_COLOR}
    knocked = want.out - after.out
    if knocked and not knocked <= until:
        raise EditionMismatch(
            f"knocked out: referee {sorted(after.out)}, fast path {sorted(want.out)}"
        )
    if knocked:  # out after drawing until a colour: the referee could not count the cards
        after = after.replace(out=want.out, winner=want.winner, turn=want.turn)
    turned = after.top is None and want.top is not None
    pairs: dict[str, tuple[object, object]] = {
        "turn": (after.turn, want.turn),
        "direction": (after.direction, want.direction),
        "pending draw": (after.pending_draw, want.pending),
        "winner": (after.winner, want.winner),
        "side": (after.side, want.side),
        "knocked out": (after.out, want.out),
    }
    if not turned:
        pairs["top"] = (after.top, want.top)
        pairs["colour"] = (after.current_color, want.color)
    for name, (got, expected) in pairs.items():
        if got != expected:
            raise EditionMismatch(f"{name}: referee {got}, fast path {expected}")
    _compare_hands(s, after, want, ruling)
    filled = after.replace(hands=want.hands)
    if turned:
        filled = filled.replace(top=want.top, color=want.color)
    return filled


def _compare_hands(s: Situation, after: Situation, want: EditionSnapshot, ruling: Ruling) -> None:
    """Known hands must be equal; a hand the referee lost sight of must not have shrunk
    unless it moved, was turned over or was set aside."""
    moved = any(
        e.type in (EffectType.SWAP, EffectType.ROTATE_HANDS, EffectType.FLIP)
        for e in ruling.effects
    )
    for seat, hand in enumerate(after.hands):
        fast = want.hands[seat]
        if hand is not None:
            if Counter(hand) != Counter(fast) and seat not in want.out:
                raise EditionMismatch(f"seat {seat}: referee holds {hand}, fast path {fast}")
            continue
        before = s.hand(seat)
        if not moved and seat not in want.out and before is not None and len(fast) < len(before):
            raise EditionMismatch(f"seat {seat}: {len(before)} cards became {len(fast)}")
