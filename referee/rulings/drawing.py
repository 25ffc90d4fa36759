"""Judging a draw (from the pile, or taking a pending stack) and a pass after drawing."""

from __future__ import annotations

from referee.rules import HouseRules
from referee.rulings.editions import deck_of
from referee.rulings.playing import playable
from referee.rulings.ruling import (
    Action,
    Clause,
    Effect,
    EffectType,
    Ruling,
    Say,
    allowed,
    draw,
    not_allowed,
    press,
    skip,
)
from referee.rulings.situation import Hand, Situation


def judge_draw(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """Drawing from the pile, or taking the stack."""
    if seat != s.turn:
        return not_allowed(Say.NOT_YOUR_TURN, "turn-order", seat=s.turn)
    if s.pending_draw > 0:
        return _take_stack(s, seat, action.drawn)
    if deck_of(s.deck).edition.launcher:
        return _press(s, seat, action.drawn)
    if s.drawn is not None and not _may_draw_again(s, rules):
        return not_allowed(Say.DRAWN_ALREADY, "drawing")
    drawn = action.drawn
    if drawn and len(drawn) > 1 and not rules.draw_until_playable:
        return not_allowed(Say.DRAW_ONE_ONLY, "drawing")
    if drawn:
        early = [card for card in drawn[:-1] if playable(s, card, seat)]
        if early:
            return not_allowed(Say.STOP_AT, "draw-until-playable", card=early[0])
    return _drew(s, seat, drawn, rules)


def _may_draw_again(s: Situation, rules: HouseRules) -> bool:
    """With draw until playable, a player keeps drawing while nothing drawn can be played."""
    if not rules.draw_until_playable or s.drawn is None:
        return False
    return not s.drawn or not playable(s, s.drawn[-1], s.turn)


def _press(s: Situation, seat: int, drawn: Hand | None) -> Ruling:
    """UNO Attack!: instead of drawing, one press of the launcher; the turn ends."""
    nxt = s.next_seat(seat)
    after = _after_draw(s, seat, drawn).replace(turn=nxt, drawn=None, last_play=None)
    return allowed([Clause(Say.PRESS_ONCE)], [press(seat, 1)], after, ["attack"],
                   follows=[Clause(Say.PLAYS_NEXT, seat=nxt)])  # fmt: skip


def _take_stack(s: Situation, seat: int, drawn: Hand | None) -> Ruling:
    """The player facing a stack draws the whole total and loses the turn."""
    total = s.pending_draw
    if drawn is not None and len(drawn) != total:
        return not_allowed(Say.DRAW_EXACTLY, "stacking", count=total)
    nxt = s.next_seat(seat)
    after = _after_draw(s, seat, drawn).replace(turn=nxt, pending_draw=0, last_play=None)
    rule = "no-mercy-stacking" if deck_of(s.deck).edition.stacks_by_value else "stacking"
    return allowed([Clause(Say.TAKES_STACK, count=total)], [draw(seat, total), skip(seat)],
                   after, [rule], follows=[Clause(Say.PLAYS_NEXT, seat=nxt)])  # fmt: skip


def _drew(s: Situation, seat: int, drawn: Hand | None, rules: HouseRules) -> Ruling:
    """A normal draw: the drawn card may (or must) be played, or the turn passes."""
    used = ["drawing"]
    used += ["draw-until-playable"] if rules.draw_until_playable else []
    used += ["must-play-drawn"] if rules.must_play_drawn else []
    so_far = (s.drawn or ()) + (drawn or ())
    base = _after_draw(s, seat, drawn).replace(last_play=None)
    if not drawn:
        if rules.draw_until_playable:
            then = Say.UNTIL_MUST_PLAY if rules.must_play_drawn else Say.UNTIL_MAY_PLAY
        else:
            then = Say.MUST_PLAY_IF if rules.must_play_drawn else Say.MAY_PLAY_IF
        reasons = [Clause(Say.DRAW_A_CARD), Clause(then)]
        return allowed(reasons, [draw(seat, 1)], base.replace(drawn=so_far), used)
    card = drawn[-1]
    count = [draw(seat, len(drawn))]
    if playable(s, card, seat):
        say = Say.DRAWN_MUST_PLAY if rules.must_play_drawn else Say.DRAWN_PLAYABLE
        effects = [*count, Effect(EffectType.PLAY_DRAWN, seat=seat, card=card)]
        return allowed([Clause(say, card=card)], effects, base.replace(drawn=so_far), used)
    if rules.draw_until_playable:
        reasons = [Clause(Say.DRAWN_UNPLAYABLE, card=card), Clause(Say.DRAW_UNTIL)]
        return allowed(reasons, count, base.replace(drawn=so_far), used)
    nxt = s.next_seat(seat)
    reasons = [Clause(Say.DRAWN_UNPLAYABLE, card=card), Clause(Say.KEEPS_CARD)]
    return allowed(reasons, count, base.replace(turn=nxt, drawn=None), used,
                   follows=[Clause(Say.PLAYS_NEXT, seat=nxt)])  # fmt: skip


def _after_draw(s: Situation, seat: int, drawn: Hand | None) -> Situation:
    """The table after ``seat`` drew: hand grown (or unknown), UNO window updated."""
    hand = s.hand(seat)
    grown = None if hand is None or drawn is None else hand + drawn
    return s.with_hand(seat, grown).replace(uno=s.uno_once_acted(seat))


def judge_pass(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """Keeping the card just drawn; the turn moves on."""
    if seat != s.turn:
        return not_allowed(Say.NOT_YOUR_TURN, "turn-order", seat=s.turn)
    if s.drawn is None:
        return not_allowed(Say.PASS_BEFORE_DRAW, "drawing")
    last = s.drawn[-1] if s.drawn else None
    if last is not None and rules.must_play_drawn and playable(s, last, seat):
        return not_allowed(Say.DRAWN_MUST_PLAY, "must-play-drawn", card=last)
    if rules.draw_until_playable and last is not None and not playable(s, last, seat):
        return not_allowed(Say.DRAW_UNTIL, "draw-until-playable")
    nxt = s.next_seat(seat)
    return allowed([Clause(Say.KEEPS_CARD)], [], s.replace(turn=nxt, drawn=None), ["drawing"],
                   follows=[Clause(Say.PLAYS_NEXT, seat=nxt)])  # fmt: skip
