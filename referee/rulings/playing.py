"""Judging a card played: on the player's own turn, or out of turn with Jump-In."""

from __future__ import annotations

import dataclasses

from referee.cards import Card
from referee.rules import HouseRules
from referee.rulings.editions import other_side, restricted
from referee.rulings.plays import check_card_rules, check_play, needs_target, resolve
from referee.rulings.ruling import (
    Action,
    Clause,
    Ruling,
    Say,
    Verdict,
    allowed,
    incomplete,
    not_allowed,
    refused,
)
from referee.rulings.situation import Situation, holds_color, matches


def judge_play(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """A card played on the player's own turn."""
    action = implied_target(s, seat, action, rules)
    card = action.card
    problem = _play_problem(s, seat, card, rules)
    if problem is not None:
        return problem
    if card is None:
        return incomplete(Say.SAY_CARD, "matching")
    problem = check_play(s, seat, card, action, rules)
    if problem is not None:
        return problem
    done = resolve(s, seat, card, action, rules, direction=s.direction, pending=s.pending_draw)
    return allowed(
        [_why(s, card)],
        list(done.effects),
        done.after,
        ["matching", *done.rules],
        follows=done.follows,
        assumed=_assumptions(s, seat, card, rules),
    )


def _play_problem(s: Situation, seat: int, card: Card | None, rules: HouseRules) -> Ruling | None:
    """Refusals that come before the card itself is looked at."""
    if s.top is None:
        return not_allowed(Say.NO_TOP_CARD, "deal")
    if seat != s.turn:
        reasons = [Clause(Say.NOT_YOUR_TURN, seat=s.turn)]
        if rules.jump_in and card is not None and card == s.top and not card.is_wild:
            reasons.append(Clause(Say.JUMP_IN_HINT))
        return refused(Verdict.NOT_ALLOWED, reasons, "turn-order")
    if s.drawn and card is not None and card != s.drawn[-1]:
        return not_allowed(Say.ONLY_DRAWN_CARD, "drawing", card=s.drawn[-1])
    if s.drawn and card is not None and rules.draw_until_playable and not playable(s, card, seat):
        return not_allowed(Say.KEEP_DRAWING, "draw-until-playable")
    return None


def _why(s: Situation, card: Card) -> Clause:
    """Why the card may go down."""
    if s.pending_draw > 0 and s.top is not None:
        return Clause(Say.STACKS, card=s.top, count=s.pending_draw + card.rank.draw_penalty)
    if restricted(s.deck, card.rank) and s.current_color is not None:
        return Clause(Say.NO_COLOR_HELD, color=s.current_color, card=card)
    if card.is_wild:
        return Clause(Say.WILD_ON_ANY, card=card)
    if s.current_color is None:
        return Clause(Say.ANY_COLOR_FOLLOWS)
    if card.color is s.current_color:
        return Clause(Say.MATCHES_COLOR, color=card.color)
    return Clause(Say.MATCHES_RANK, ranks=(card.rank,))


def _assumptions(s: Situation, seat: int, card: Card, rules: HouseRules) -> list[Clause]:
    """What the referee assumed about unknown hands."""
    hand = s.hand(seat)
    said: list[Clause] = []
    if s.drawn == ():
        said.append(Clause(Say.ASSUME_JUST_DREW))
    elif hand is None:
        said.append(Clause(Say.ASSUME_HOLDS))
    if hand is None and restricted(s.deck, card.rank) and s.current_color is not None:
        said.append(Clause(Say.ASSUME_NO_COLOR, color=s.current_color))
    if hand is None and card.is_wild and rules.no_wild_finish:
        said.append(Clause(Say.ASSUME_NOT_LAST))
    return said


def playable(s: Situation, card: Card, seat: int) -> bool:
    """True if ``card`` (just drawn by ``seat``) could go down now."""
    if not matches(card, s.top, s.current_color):
        return False
    hand, color = s.hand(seat), s.current_color
    if other_side(s.deck, card, s.side):
        return False
    if restricted(s.deck, card.rank) and hand is not None and color is not None:
        return not holds_color(hand, color)
    return True


def implied_target(s: Situation, seat: int, action: Action, rules: HouseRules) -> Action:
    """The action with the player it swaps with (or makes draw) filled in when there is
    only one other player in the round to choose."""
    card = action.card
    if action.target is not None or card is None:
        return action
    if not (needs_target(card, rules) or "targeted" in card.rank.does):
        return action
    others = [i for i in range(s.players) if i != seat and i not in s.out]
    return dataclasses.replace(action, target=others[0]) if len(others) == 1 else action


def judge_jump_in(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """An identical card played out of turn; play continues from the jumper."""
    action = implied_target(s, seat, action, rules)
    card, top = action.card, s.top
    if not rules.jump_in:
        return not_allowed(Say.NO_JUMP_IN, "jump-in", "turn-order")
    if top is None or card is None:
        return not_allowed(Say.NOTHING_TO_JUMP, "jump-in")
    if card.is_wild or top.is_wild:
        return not_allowed(Say.NO_WILD_JUMP, "jump-in")
    if card != top:
        return not_allowed(Say.NOT_IDENTICAL, "jump-in", card=top)
    if s.last_play is not None and s.last_play.card == top and s.last_play.seat == seat:
        return not_allowed(Say.OWN_CARD, "jump-in")
    hand = s.hand(seat)
    if hand is not None and card not in hand:
        return not_allowed(Say.NOT_HELD, "jump-in", seat=seat, card=card)
    if seat == s.turn and s.drawn is None:
        return _on_turn(s, seat, card, action, rules)
    problem = check_card_rules(s, seat, card, action, rules)
    if problem is not None:
        return problem
    return _jumped_in(s, seat, card, action, rules)


def _on_turn(s: Situation, seat: int, card: Card, action: Action, rules: HouseRules) -> Ruling:
    """A jump-in by the player on turn is their ordinary play of an identical card: facing
    a pending draw it stacks exactly as playing it would (with stacking off the draw must
    be taken), and a Reverse turns play round again."""
    problem = check_play(s, seat, card, action, rules)
    if problem is not None:
        return dataclasses.replace(
            problem, rules_applied=tuple(dict.fromkeys(("jump-in", *problem.rules_applied)))
        )
    done = resolve(s, seat, card, action, rules, direction=s.direction, pending=s.pending_draw)
    reasons = [Clause(Say.JUMPS_IN, card=card)]
    if s.pending_draw > 0:
        reasons.append(_why(s, card))
    assumed = [Clause(Say.ASSUME_HOLDS)] if s.hand(seat) is None else []
    return allowed(reasons, list(done.effects), done.after, ["jump-in", "matching", *done.rules],
                   follows=done.follows, assumed=assumed)  # fmt: skip


def _jumped_in(s: Situation, seat: int, card: Card, action: Action, rules: HouseRules) -> Ruling:
    """Undo the first card's effect on direction and stack, then play the jumper's card."""
    direction = s.direction.flipped() if "reverse" in card.rank.does else s.direction
    # The first card's own effect is replaced, not added to.
    pending = max(s.pending_draw - card.rank.draw_penalty, 0)
    done = resolve(s, seat, card, action, rules, direction=direction, pending=pending)
    reasons = [Clause(Say.JUMPS_IN, card=card)]
    if card.rank.is_action:
        reasons.append(Clause(Say.REPLACES_EFFECT))
    reasons.append(Clause(Say.CONTINUES_FROM))
    assumed = [Clause(Say.ASSUME_HOLDS)] if s.hand(seat) is None else []
    return allowed(reasons, list(done.effects), done.after, ["jump-in", *done.rules],
                   follows=done.follows, assumed=assumed)  # fmt: skip
