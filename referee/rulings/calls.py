"""Judging what players say: a Wild Draw Four challenge, an UNO call, and a catch."""

from __future__ import annotations

import dataclasses

from referee.cards import Rank
from referee.rules import HouseRules
from referee.rulings.editions import (
    deck_of,
    edition_rule,
    restricted,
    restricted_rule,
)
from referee.rulings.ruling import (
    Action,
    Clause,
    Effect,
    EffectType,
    Ruling,
    Say,
    Verdict,
    allowed,
    draw,
    not_allowed,
    press,
    refused,
    skip,
)
from referee.rulings.situation import Situation, UnoWindow, holds_color


def judge_challenge(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """Challenging the restricted wild just played (a Wild Draw Four; Flip's Wild Draw Two
    or Wild Draw Color)."""
    last = s.last_play
    if not _restricted_ranks(s.deck):  # No Mercy, All Wild, Attack
        return not_allowed(Say.NO_CHALLENGES_HERE, edition_rule(s.deck) or "deck")
    if not rules.draw_four_challenge:
        return not_allowed(Say.NO_CHALLENGES, "no-bluffing")
    rule = deck_of(s.deck).edition.cards_entry or "wild-draw-four-challenge"
    if last is None or not restricted(s.deck, last.card.rank) or s.top != last.card:
        ranks = _restricted_ranks(s.deck)
        return not_allowed(Say.NOTHING_TO_CHALLENGE, rule, ranks=ranks)
    victim = s.next_seat(last.seat)
    if seat != victim:
        return not_allowed(Say.ONLY_VICTIM, rule, seat=victim)
    if last.hand_before is None or last.color_before is None:
        shows = Clause(Say.SHOWS_HAND, seat=last.seat, card=last.card,
                       count=last.card.rank.draw or None, color=s.current_color)  # fmt: skip
        return allowed([shows], [], s, [rule])
    # A restricted wild has no colour, so the hand may be given with it or without it.
    guilty = holds_color(last.hand_before, last.color_before)
    ruling = (_challenge_won if guilty else _challenge_lost)(s, seat, rules, rule)
    if s.pending_draw > last.card.rank.draw > 0:  # stacked: the card is challenged alone
        ruling = dataclasses.replace(ruling, rules_applied=(*ruling.rules_applied,
                                                            "combined-rules"))  # fmt: skip
    return ruling


def _restricted_ranks(deck: str) -> tuple[Rank, ...]:
    """The wilds of ``deck`` that can be challenged."""
    cards = deck_of(deck).counts
    return tuple(dict.fromkeys(card.rank for card in cards if restricted(deck, card.rank)))


def _penalty(s: Situation, seat: int, extra: int = 0) -> list[Effect]:
    """What the restricted wild on top makes ``seat`` take, plus ``extra`` cards."""
    assert s.last_play is not None
    rank = s.last_play.card.rank
    if rank.draw:
        return [draw(seat, (s.pending_draw or rank.draw) + extra)]
    until = Effect(EffectType.DRAW_UNTIL_COLOR, seat=seat, color=s.current_color)
    return [until, draw(seat, extra)] if extra else [until]


def _challenge_won(s: Situation, seat: int, rules: HouseRules, rule: str) -> Ruling:
    """Guilty: the restricted wild's player takes its penalty; the challenger nothing."""
    assert s.last_play is not None and s.last_play.color_before is not None
    bluffer, before = s.last_play.seat, s.last_play.color_before
    penalty = s.last_play.card.rank.draw
    left = max(s.pending_draw - penalty, 0)
    follows = [Clause(Say.BLUFFER_DRAWS, seat=bluffer, count=penalty or None,
                      color=s.current_color)]  # fmt: skip
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
    effects = _penalty(s.replace(pending_draw=0), bluffer)
    reasons = [Clause(Say.CHALLENGE_SUCCEEDS, seat=bluffer, color=before), _color_stays(s)]
    card_rule = restricted_rule(s.last_play.card.rank)
    return allowed(reasons, effects, after, [rule, card_rule], follows=follows)


def _challenge_lost(s: Situation, seat: int, rules: HouseRules, rule: str) -> Ruling:
    """Innocent: the challenger takes the penalty plus 2 and loses the turn."""
    assert s.last_play is not None and s.last_play.color_before is not None
    effects = _penalty(s, seat, 2)
    total = effects[0].count if effects[0].type is EffectType.DRAW else None
    nxt = s.next_seat(seat)
    drew = s.with_hand(seat, None).without_uno(seat)  # drawing ends their UNO window
    after = drew.replace(turn=nxt, pending_draw=0, last_play=None, drawn=None)
    reasons = [
        Clause(Say.CHALLENGE_FAILS, seat=s.last_play.seat, color=s.last_play.color_before),
        _color_stays(s),
    ]
    lose = (
        Clause(Say.DRAWS_AND_LOSES, seat=seat, count=total)
        if total is not None
        else Clause(Say.DRAWS_UNTIL_PLUS, seat=seat, color=s.current_color, count=2)
    )
    follows = [lose, Clause(Say.PLAYS_NEXT, seat=nxt)]
    card_rule = restricted_rule(s.last_play.card.rank)
    return allowed(reasons, [*effects, skip(seat)], after, [rule, card_rule],
                   follows=follows)  # fmt: skip


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
        say = Say.FALSE_CALL_PRESSES if deck_of(s.deck).edition.launcher else Say.FALSE_CALL
        return allowed([Clause(say, total=len(hand), count=penalty)],
                       [_take(s, seat, penalty)], s.with_hand(seat, None), ["false-uno"],
                       verdict=Verdict.FALSE_CALL)  # fmt: skip
    return allowed([Clause(Say.FALSE_CALL_FREE, total=len(hand))], [], s, ["false-uno"],
                   verdict=Verdict.NO_EFFECT)  # fmt: skip


def judge_catch(s: Situation, seat: int, action: Action, rules: HouseRules) -> Ruling:
    """Catching a player who has one card and did not call UNO in time."""
    target = action.target
    if target is None or target == seat or not 0 <= target < s.players:
        return not_allowed(Say.NAME_CATCH, "uno-call")
    if target in s.out:  # No Mercy: a player knocked out holds no hand to call UNO on
        return not_allowed(Say.IS_OUT, "no-mercy-knockout", seat=target)
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
    say = Say.CAUGHT_PRESSES if deck_of(s.deck).edition.launcher else Say.CAUGHT
    return allowed([Clause(say, seat=target, count=n)], [_take(s, target, n)], after,
                   ["uno-call"], assumed=assumed)  # fmt: skip


def _take(s: Situation, seat: int, count: int) -> Effect:
    """A penalty of ``count`` cards: drawn, or in UNO Attack! pressed for."""
    return press(seat, count) if deck_of(s.deck).edition.launcher else draw(seat, count)
