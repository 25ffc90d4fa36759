"""Judging what players say: a Wild Draw Four challenge, an UNO call, and a catch."""

from __future__ import annotations

from referee.cards import Rank
from referee.rules import HouseRules
from referee.ruling import (
    Action,
    Clause,
    Ruling,
    Say,
    Verdict,
    allowed,
    draw,
    not_allowed,
    refused,
    skip,
)
from referee.situation import Situation, UnoWindow, holds_color


def judge_challenge(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """Challenging the Wild Draw Four just played."""
    last = s.last_play
    if not rules.draw_four_challenge:
        return not_allowed(Say.NO_CHALLENGES, "no-bluffing")
    if last is None or last.card.rank is not Rank.WILD_DRAW_FOUR or s.top != last.card:
        return not_allowed(Say.NOTHING_TO_CHALLENGE, "wild-draw-four-challenge")
    victim = s.next_seat(last.seat)
    if seat != victim:
        return not_allowed(Say.ONLY_VICTIM, "wild-draw-four-challenge", seat=victim)
    if last.hand_before is None or last.color_before is None:
        return allowed([Clause(Say.SHOWS_HAND, seat=last.seat)], [], s,
                       ["wild-draw-four-challenge"])  # fmt: skip
    # The Wild Draw Four has no colour, so the hand may be given with it or without it.
    guilty = holds_color(last.hand_before, last.color_before)
    return (_challenge_won if guilty else _challenge_lost)(s, seat, rules)


def _challenge_won(s: Situation, seat: int, rules: HouseRules) -> Ruling:
    """Guilty: the Wild Draw Four's player draws 4; the challenger draws nothing."""
    assert s.last_play is not None and s.last_play.color_before is not None
    bluffer, before = s.last_play.seat, s.last_play.color_before
    penalty = Rank.WILD_DRAW_FOUR.draw_penalty
    left = max(s.pending_draw - penalty, 0)
    follows = [Clause(Say.BLUFFER_DRAWS, seat=bluffer, count=penalty)]
    if left:
        turn = seat
        follows.append(Clause(Say.STILL_FACES, count=left))
    elif rules.challenge_winner_plays:
        turn = seat
        follows.append(Clause(Say.TAKES_TURN))
    else:
        turn = s.next_seat(seat)
        follows.append(Clause(Say.TURN_PASSES, seat=turn))
    drew = s.with_hand(bluffer, None).without_uno(bluffer)  # drawing ends their UNO window
    after = drew.replace(turn=turn, pending_draw=left, last_play=None, drawn=None)
    reasons = [Clause(Say.CHALLENGE_SUCCEEDS, seat=bluffer, color=before), _color_stays(s)]
    return allowed(reasons, [draw(bluffer, penalty)], after,
                   ["wild-draw-four-challenge", "wild-draw-four"], follows=follows)  # fmt: skip


def _challenge_lost(s: Situation, seat: int, rules: HouseRules) -> Ruling:
    """Innocent: the challenger draws the penalty plus 2 and loses the turn."""
    assert s.last_play is not None and s.last_play.color_before is not None
    total = (s.pending_draw or Rank.WILD_DRAW_FOUR.draw_penalty) + 2
    nxt = s.next_seat(seat)
    drew = s.with_hand(seat, None).without_uno(seat)  # drawing ends their UNO window
    after = drew.replace(turn=nxt, pending_draw=0, last_play=None, drawn=None)
    reasons = [
        Clause(Say.CHALLENGE_FAILS, seat=s.last_play.seat, color=s.last_play.color_before),
        _color_stays(s),
    ]
    follows = [Clause(Say.DRAWS_AND_LOSES, seat=seat, count=total),
               Clause(Say.PLAYS_NEXT, seat=nxt)]  # fmt: skip
    return allowed(reasons, [draw(seat, total), skip(seat)], after,
                   ["wild-draw-four-challenge", "wild-draw-four"], follows=follows)  # fmt: skip


def _color_stays(s: Situation) -> Clause:
    """Either way the card stays and the colour named with it stands."""
    return Clause(Say.COLOR_STAYS, color=s.current_color)


def judge_call_uno(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """Calling UNO: right with one card left (or while playing the next-to-last)."""
    hand = s.hand(seat)
    own = s.uno_window(seat)
    keep = own is not None and own.next_has_acted
    called = s.with_uno(UnoWindow(seat, called=True, next_has_acted=keep))
    if hand is None:
        return allowed([Clause(Say.UNO_CALLED)], [], called, ["uno-call"],
                       assumed=[Clause(Say.ASSUME_ONE_CARD)])  # fmt: skip
    if len(hand) == 1 or (len(hand) == 2 and seat == s.turn and s.drawn is None):
        return allowed([Clause(Say.UNO_CALLED)], [], called, ["uno-call"])
    penalty = rules.false_uno_penalty
    if penalty:
        return allowed([Clause(Say.FALSE_CALL, total=len(hand), count=penalty)],
                       [draw(seat, penalty)], s.with_hand(seat, None), ["false-uno"],
                       verdict=Verdict.FALSE_CALL)  # fmt: skip
    return allowed([Clause(Say.FALSE_CALL_FREE, total=len(hand))], [], s, ["false-uno"],
                   verdict=Verdict.NO_EFFECT)  # fmt: skip


def judge_catch(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """Catching a player who has one card and did not call UNO in time."""
    target = action.target
    if target is None or target == seat or not 0 <= target < s.players:
        return not_allowed(Say.NAME_CATCH, "uno-call")
    window = s.uno_window(target)
    assumed: list[Clause] = []
    hand = s.hand(target)
    if window is None:
        if hand is None or len(hand) != 1:
            held = None if hand is None else len(hand)
            reason = Clause(Say.NOT_DOWN_TO_ONE, seat=target, total=held)
            return refused(Verdict.NO_PENALTY, [reason], "uno-call")
        window = UnoWindow(target)
        assumed.append(Clause(Say.ASSUME_NOT_CALLED, seat=target))
    if window.called:
        return refused(Verdict.NO_PENALTY, [Clause(Say.CALLED_IN_TIME, seat=target)], "uno-call")
    if window.next_has_acted:
        return refused(Verdict.NO_PENALTY, [Clause(Say.TOO_LATE)], "uno-call")
    n = rules.uno_penalty
    after = s.with_hand(target, None).without_uno(target)
    return allowed([Clause(Say.CAUGHT, seat=target, count=n)], [draw(target, n)], after,
                   ["uno-call"], assumed=assumed)  # fmt: skip
