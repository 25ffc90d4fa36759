"""The referee: a situation, an action and the house rules in; a ``Ruling`` out.

:func:`judge` works on the value types of :mod:`referee.situation` and
:mod:`referee.ruling`; :func:`judge_request` is the same for the JSON API's ``state`` and
``action`` objects. An action that breaks a rule is a ruling with ``legal`` False, never
an exception. ``rules_applied`` names entries of :mod:`referee.rulebook`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from referee.cards import Card, Rank
from referee.plays import a, check_card_rules, check_play, color_name, resolve, seat_name
from referee.rules import HouseRules
from referee.ruling import (
    Action,
    ActionType,
    Effect,
    EffectType,
    Ruling,
    allowed,
    draw,
    refused,
    skip,
)
from referee.situation import Direction, Hand, Situation, UnoWindow, holds_color, matches, without
from referee.state_json import parse_action, parse_state, ruling_to_json

__all__ = [
    "Action",
    "ActionType",
    "Effect",
    "EffectType",
    "Ruling",
    "Situation",
    "judge",
    "judge_request",
    "is_legal",
]


def judge(s: Situation, action: Action, rules: HouseRules | None = None) -> Ruling:
    """Rule on ``action`` taken in ``s`` under ``rules`` (default: official)."""
    rules = rules or HouseRules()
    if action.type is not ActionType.FLIP and s.winner is not None:
        return refused(
            f"Not allowed: the round is over; {seat_name(s.winner)} went out.", "going-out"
        )
    return _HANDLERS[action.type](s, action, rules)


def is_legal(s: Situation, action: Action, rules: HouseRules | None = None) -> bool:
    """True if ``action`` is allowed in ``s``."""
    return judge(s, action, rules).legal


def judge_request(
    state: Mapping[str, object], action: Mapping[str, object], rules: HouseRules
) -> dict[str, object]:
    """Rule on the JSON API's ``state`` and ``action``; return the response body.

    :raises InputError: if ``state`` or ``action`` is malformed (never for a rule broken).
    """
    situation = parse_state(state, action)
    return ruling_to_json(judge(situation, parse_action(action, situation), rules))


# ---- flip ---------------------------------------------------------------------------


def _flip(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """The first card turned up after the deal."""
    card = action.card
    if card is None:
        return refused("Not allowed yet: say which card was turned up.", "first-card")
    left = (s.dealer + 1) % s.players
    base = s.replace(
        top=card,
        color=None,
        turn=left,
        direction=Direction.CW,
        pending_draw=0,
        last_play=None,
        uno=None,
        drawn=None,
        winner=None,
    )
    if card.rank is Rank.WILD_DRAW_FOUR:
        after = base.replace(top=None, turn=s.turn)
        return allowed(
            "Legal: a Wild Draw Four turned up first goes back into the deck; shuffle "
            "and turn up another card.",
            [Effect(EffectType.RESHUFFLE)],
            after,
            ["first-card-wild-draw-four"],
        )
    if card.rank is Rank.REVERSE:
        return _flip_reverse(base, rules)
    if card.is_wild:
        return _flip_wild(base, card, action, left)
    if card.rank in (Rank.SKIP, Rank.DRAW_TWO):
        effects = [skip(left)]
        if card.rank is Rank.DRAW_TWO:
            effects.insert(0, draw(left, 2))
        after = base.with_hand(left, None).replace(turn=(left + 1) % s.players)
        what = "draws 2 and is skipped" if card.rank is Rank.DRAW_TWO else "is skipped"
        return allowed(
            f"Legal: the dealer's left ({seat_name(left)}) {what}; {seat_name(after.turn)} "
            "plays first.",
            effects,
            after,
            ["first-card"],
        )
    return allowed(
        f"Legal: {a(card.label)} starts the pile; the dealer's left ({seat_name(left)}) "
        "plays first.",
        [],
        base,
        ["first-card", "deal"],
    )


def _flip_reverse(base: Situation, rules: HouseRules) -> Ruling:
    """A Reverse turned up first: play runs counterclockwise from the dealer or their right."""
    dealer = base.dealer
    first = dealer if rules.first_reverse == "dealer" else (dealer - 1) % base.players
    after = base.replace(turn=first, direction=Direction.CCW)
    who = "the dealer" if first == dealer else "the dealer's right"
    return allowed(
        f"Legal: play runs counterclockwise and {who} ({seat_name(first)}) plays first.",
        [Effect(EffectType.REVERSE)],
        after,
        ["first-card-reverse"],
    )


def _flip_wild(base: Situation, card: Card, action: Action, left: int) -> Ruling:
    """A Wild or special wild turned up first: the dealer's left names the colour."""
    rules_used = ["first-card"] + (["special-wilds"] if card.rank is not Rank.WILD else [])
    if action.color is None:
        effect = Effect(EffectType.CHOOSE_COLOR, seat=left)
    else:
        effect = Effect(EffectType.COLOR, color=action.color)
    after = base.replace(color=action.color)
    return allowed(
        f"Legal: the dealer's left ({seat_name(left)}) names the colour and plays first; "
        "nothing else happens.",
        [effect],
        after,
        rules_used,
    )


# ---- play and jump-in ---------------------------------------------------------------


def _play(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """A card played on the player's own turn."""
    seat, card = _seat(action, s), action.card
    problem = _play_problem(s, seat, card, rules)
    if problem is not None or card is None:
        return problem or refused("Not allowed yet: say which card is played.", "matching")
    problem = check_play(s, seat, card, action, rules)
    if problem is not None:
        return problem
    done = resolve(s, seat, card, action, rules, direction=s.direction, pending=s.pending_draw)
    assumed = _assumptions(s, seat, card, rules)
    sentence = f"Legal{assumed}: {_why(s, card)}; {done.follows}."
    return allowed(sentence, list(done.effects), done.after, ["matching", *done.rules])


def _play_problem(s: Situation, seat: int, card: Card | None, rules: HouseRules) -> Ruling | None:
    """Refusals that come before the card itself is looked at."""
    if s.top is None:
        return refused("Not allowed: no card is face up yet; turn up the first card.", "deal")
    if seat != s.turn:
        hint = ""
        if rules.jump_in and card is not None and card == s.top and not card.is_wild:
            hint = " With Jump-In, an identical card may jump in instead."
        return refused(
            f"Not allowed: it is {seat_name(s.turn)}'s turn, not yours.{hint}", "turn-order"
        )
    if s.drawn and card is not None and card != s.drawn[-1]:
        return refused(
            f"Not allowed: after drawing, only the card just drawn ({s.drawn[-1].label}) "
            "may be played.",
            "drawing",
        )
    if (
        s.drawn
        and card is not None
        and rules.draw_until_playable
        and not _playable(s, card, s.hand(seat))
    ):
        return refused(
            "Not allowed: that card cannot be played; keep drawing.", "draw-until-playable"
        )
    return None


def _why(s: Situation, card: Card) -> str:
    """Why the card may go down."""
    if s.pending_draw > 0 and s.top is not None:
        return f"it stacks on the {s.top.label}, making {s.pending_draw + card.rank.draw_penalty}"
    if card.rank is Rank.WILD_DRAW_FOUR and s.current_color is not None:
        return f"you hold no other {s.current_color.label} card, so the Wild Draw Four may go down"
    if card.is_wild:
        return f"{a(card.label)} may go on any card"
    if s.current_color is None:
        return "no colour has been named yet, so any colour may follow the wild"
    if card.color is s.current_color:
        return f"it matches the colour ({color_name(card.color)})"
    kind = "number" if card.rank.is_number else "symbol"
    return f"it matches the {kind} ({card.rank.label})"


def _assumptions(s: Situation, seat: int, card: Card, rules: HouseRules) -> str:
    """What the referee assumed about unknown hands, as a clause (or "")."""
    hand = s.hand(seat)
    said: list[str] = []
    if s.drawn == ():
        said.append("it is the card you just drew")
    elif hand is None:
        said.append("you hold that card")
    if hand is None and card.rank is Rank.WILD_DRAW_FOUR and s.current_color is not None:
        said.append(f"you hold no {s.current_color.label} card")
    if hand is None and card.is_wild and rules.no_wild_finish:
        said.append("it is not your last card")
    return ", assuming " + " and ".join(said) if said else ""


def _jump_in(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """An identical card played out of turn; play continues from the jumper."""
    seat, card, top = _seat(action, s), action.card, s.top
    if not rules.jump_in:
        return refused(
            "Not allowed: Jump-In is not played at this table; wait for your turn.",
            "jump-in",
            "turn-order",
        )
    if top is None or card is None:
        return refused("Not allowed: there is no card to jump in on.", "jump-in")
    if card.is_wild or top.is_wild:
        return refused("Not allowed: nobody may jump in with a wild card.", "jump-in")
    if card != top:
        return refused(
            f"Not allowed: only a card identical to the top card ({top.label}) may jump in.",
            "jump-in",
        )
    if s.last_play is not None and s.last_play.card == top and s.last_play.seat == seat:
        return refused(
            "Not allowed: you played the top card yourself; wait for your turn.", "jump-in"
        )
    hand = s.hand(seat)
    if hand is not None and card not in hand:
        return refused(f"Not allowed: you do not hold {a(card.label)}.", "jump-in")
    problem = check_card_rules(s, seat, card, action, rules)
    if problem is not None:
        return problem
    return _jump_in_resolved(s, seat, card, action, rules)


def _jump_in_resolved(
    s: Situation, seat: int, card: Card, action: Action, rules: HouseRules
) -> Ruling:
    """Undo the first card's effect on direction and stack, then play the jumper's card."""
    direction = s.direction.flipped() if card.rank is Rank.REVERSE else s.direction
    pending = max(s.pending_draw - card.rank.draw_penalty, 0)
    # The first card's own effect is replaced, not added to.
    replaced = "; it replaces the first card's effect" if card.rank.is_action else ""
    done = resolve(s, seat, card, action, rules, direction=direction, pending=pending)
    assumed = ", assuming you hold it" if s.hand(seat) is None else ""
    sentence = (
        f"Legal{assumed}: you jump in with an identical {card.label}{replaced}; "
        f"play continues from you: {done.follows}."
    )
    return allowed(sentence, list(done.effects), done.after, ["jump-in", *done.rules])


# ---- drawing ------------------------------------------------------------------------


def _draw(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """Drawing from the pile, or taking the stack."""
    seat = _seat(action, s)
    if seat != s.turn:
        return refused(f"Not allowed: it is {seat_name(s.turn)}'s turn, not yours.", "turn-order")
    if s.pending_draw > 0:
        return _take_stack(s, seat, action.drawn)
    if s.drawn is not None and not _may_draw_again(s, rules):
        return refused(
            "Not allowed: you have drawn already this turn; play the drawn card or pass.",
            "drawing",
        )
    drawn = action.drawn
    if drawn and len(drawn) > 1 and not rules.draw_until_playable:
        return refused("Not allowed: draw one card only.", "drawing")
    if drawn:
        early = [c for c in drawn[:-1] if _playable(s, c, s.hand(seat))]
        if early:
            return refused(
                f"Not allowed: you stop drawing at the first card that can be played "
                f"({early[0].label}).",
                "draw-until-playable",
            )
    return _drew(s, seat, drawn, rules)


def _may_draw_again(s: Situation, rules: HouseRules) -> bool:
    """With draw until playable, a player keeps drawing while nothing drawn can be played."""
    if not rules.draw_until_playable or s.drawn is None:
        return False
    return not s.drawn or not _playable(s, s.drawn[-1], s.hand(s.turn))


def _take_stack(s: Situation, seat: int, drawn: Hand | None) -> Ruling:
    """The player facing a stack draws the whole total and loses the turn."""
    total = s.pending_draw
    if drawn is not None and len(drawn) != total:
        return refused(f"Not allowed: you draw exactly {total} cards.", "stacking")
    nxt = s.next_seat(seat)
    after = _after_draw(s, seat, drawn).replace(turn=nxt, pending_draw=0, last_play=None)
    return allowed(
        f"Legal: you draw the {total} cards of the stack and lose your turn; "
        f"{seat_name(nxt)} plays next.",
        [draw(seat, total), skip(seat)],
        after,
        ["stacking"],
    )


def _drew(s: Situation, seat: int, drawn: Hand | None, rules: HouseRules) -> Ruling:
    """A normal draw: the drawn card may (or must) be played, or the turn passes."""
    used = ["drawing"] + [
        rule
        for rule, on in (
            ("draw-until-playable", rules.draw_until_playable),
            ("must-play-drawn", rules.must_play_drawn),
        )
        if on
    ]
    may = "must" if rules.must_play_drawn else "may"
    so_far = (s.drawn or ()) + (drawn or ())
    base = _after_draw(s, seat, drawn).replace(last_play=None)
    if not drawn:
        until = " (keep drawing until one can be played)" if rules.draw_until_playable else ""
        return allowed(
            f"Legal: draw a card{until}; if it can be played you {may} play it now, that card "
            "only; otherwise pass and the turn moves on.",
            [draw(seat, 1)],
            base.replace(drawn=so_far),
            used,
        )
    card = drawn[-1]
    count = [draw(seat, len(drawn))]
    if _playable(s, card, base.hand(seat)):
        return allowed(
            f"Legal: the {card.label} you drew can be played, so you {may} play it now "
            f"(that card only){'' if rules.must_play_drawn else ' or keep it and pass'}.",
            [*count, Effect(EffectType.PLAY_DRAWN, seat=seat, card=card)],
            base.replace(drawn=so_far),
            used,
        )
    if rules.draw_until_playable:
        return allowed(
            f"Legal: the {card.label} cannot be played; keep drawing.",
            count,
            base.replace(drawn=so_far),
            used,
        )
    nxt = s.next_seat(seat)
    return allowed(
        f"Legal: the {card.label} cannot be played, so you keep it and {seat_name(nxt)} "
        "plays next.",
        count,
        base.replace(turn=nxt, drawn=None),
        used,
    )


def _after_draw(s: Situation, seat: int, drawn: Hand | None) -> Situation:
    """The table after ``seat`` drew: hand grown (or unknown), UNO window updated."""
    hand = s.hand(seat)
    grown = None if hand is None or drawn is None else hand + drawn
    uno = s.uno
    if uno is not None:
        uno = None if uno.seat == seat else UnoWindow(uno.seat, uno.called, next_has_acted=True)
    return s.with_hand(seat, grown).replace(uno=uno)


def _playable(s: Situation, card: Card, hand: Hand | None = None) -> bool:
    """True if a card just drawn could go down now."""
    if not matches(card, s.top, s.current_color):
        return False
    color = s.current_color
    if card.rank is Rank.WILD_DRAW_FOUR and hand is not None and color is not None:
        rest = without(hand, card) if card in hand else hand
        return not holds_color(rest, color)
    return True


def _pass(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """Keeping the card just drawn; the turn moves on."""
    seat = _seat(action, s)
    if seat != s.turn:
        return refused(f"Not allowed: it is {seat_name(s.turn)}'s turn, not yours.", "turn-order")
    if s.drawn is None:
        return refused("Not allowed: play a card or draw one before passing.", "drawing")
    last = s.drawn[-1] if s.drawn else None
    if last is not None and rules.must_play_drawn and _playable(s, last, s.hand(seat)):
        return refused(
            f"Not allowed: the {last.label} you drew can be played, so you must play it.",
            "must-play-drawn",
        )
    if rules.draw_until_playable and last is not None and not _playable(s, last, s.hand(seat)):
        return refused(
            "Not allowed: keep drawing until a card can be played.", "draw-until-playable"
        )
    nxt = s.next_seat(seat)
    return allowed(
        f"Legal: you keep the drawn card; {seat_name(nxt)} plays next.",
        [],
        s.replace(turn=nxt, drawn=None),
        ["drawing"],
    )


# ---- challenge, UNO, catch ----------------------------------------------------------


def _challenge(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """Challenging the Wild Draw Four just played."""
    seat, last = _seat(action, s), s.last_play
    if not rules.draw_four_challenge:
        return refused(
            "Not allowed: at this table a Wild Draw Four cannot be challenged; it may only "
            "be played legally.",
            "no-bluffing",
        )
    if last is None or last.card.rank is not Rank.WILD_DRAW_FOUR or s.top != last.card:
        return refused(
            "Not allowed: only a Wild Draw Four that was just played can be challenged.",
            "wild-draw-four-challenge",
        )
    victim = s.next_seat(last.seat)
    if seat != victim:
        return refused(
            f"Not allowed: only {seat_name(victim)}, who must draw for it, may challenge.",
            "wild-draw-four-challenge",
        )
    if last.hand_before is None or last.color_before is None:
        return allowed(
            f"Legal: {seat_name(last.seat)} shows you their hand; if it held a card of the "
            "colour in force, they draw 4 and you draw nothing, otherwise you draw 6 and lose "
            "your turn.",
            [],
            s,
            ["wild-draw-four-challenge"],
        )
    guilty = holds_color(without(last.hand_before, last.card), last.color_before)
    return (_challenge_won if guilty else _challenge_lost)(s, seat, rules)


def _challenge_won(s: Situation, seat: int, rules: HouseRules) -> Ruling:
    """Guilty: the Wild Draw Four's player draws 4; the challenger draws nothing."""
    assert s.last_play is not None and s.last_play.color_before is not None
    bluffer, before = s.last_play.seat, s.last_play.color_before
    left = max(s.pending_draw - 4, 0)
    if left:
        turn, then = seat, f"you still face the {left} below it: stack or draw"
    elif rules.challenge_winner_plays:
        turn, then = seat, "you now take your turn"
    else:
        turn = s.next_seat(seat)
        then = f"the turn passes to {seat_name(turn)}"
    after = _closed(s.with_hand(bluffer, None), bluffer).replace(
        turn=turn, pending_draw=left, last_play=None, drawn=None
    )
    return allowed(
        f"Legal: the challenge succeeds, since {seat_name(bluffer)} held {a(before.label)} "
        f"card; they draw 4 and you draw nothing; the colour stays "
        f"{color_name(s.current_color)}; {then}.",
        [draw(bluffer, 4)],
        after,
        ["wild-draw-four-challenge", "wild-draw-four"],
    )


def _challenge_lost(s: Situation, seat: int, rules: HouseRules) -> Ruling:
    """Innocent: the challenger draws the penalty plus 2 and loses the turn."""
    assert s.last_play is not None and s.last_play.color_before is not None
    total = (s.pending_draw or 4) + 2
    nxt = s.next_seat(seat)
    after = _closed(s.with_hand(seat, None), seat).replace(
        turn=nxt, pending_draw=0, last_play=None, drawn=None
    )
    return allowed(
        f"Legal: the challenge fails, since {seat_name(s.last_play.seat)} held no "
        f"{s.last_play.color_before.label} card; you draw {total} and lose your turn; "
        f"{seat_name(nxt)} plays next.",
        [draw(seat, total), skip(seat)],
        after,
        ["wild-draw-four-challenge", "wild-draw-four"],
    )


def _closed(s: Situation, seat: int) -> Situation:
    """``s`` with any UNO window of ``seat`` closed (they just drew)."""
    return s.replace(uno=None) if s.uno is not None and s.uno.seat == seat else s


def _call_uno(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """Calling UNO: right with one card left (or while playing the next-to-last)."""
    seat = _seat(action, s)
    hand = s.hand(seat)
    keep = s.uno is not None and s.uno.seat == seat and s.uno.next_has_acted
    called = s.replace(uno=UnoWindow(seat, called=True, next_has_acted=keep))
    if hand is None:
        return allowed(
            "Legal, assuming you hold one card (or are playing your next-to-last): "
            "UNO is called, so nobody can catch you.",
            [],
            called,
            ["uno-call"],
        )
    if len(hand) == 1 or (len(hand) == 2 and seat == s.turn and s.drawn is None):
        return allowed("Legal: UNO is called, so nobody can catch you.", [], called, ["uno-call"])
    if rules.false_uno_penalty:
        penalty = rules.false_uno_penalty
        return allowed(
            f"False call: you hold {len(hand)} cards, so you draw {penalty} as a penalty.",
            [draw(seat, penalty)],
            s.with_hand(seat, None),
            ["false-uno"],
        )
    return allowed(
        f"No effect: you hold {len(hand)} cards, and a false UNO call costs nothing here.",
        [],
        s,
        ["false-uno"],
    )


def _catch(s: Situation, action: Action, rules: HouseRules) -> Ruling:
    """Catching a player who has one card and did not call UNO in time."""
    seat, target = _seat(action, s), action.target
    if target is None or target == seat or not 0 <= target < s.players:
        return refused("Not allowed: name another player to catch (target).", "uno-call")
    window, assumed = s.uno if s.uno is not None and s.uno.seat == target else None, ""
    hand = s.hand(target)
    if window is None:
        if hand is None or len(hand) != 1:
            held = "" if hand is None else f": they hold {len(hand)} cards"
            return refused(
                f"No penalty: {seat_name(target)} is not down to one card{held}.", "uno-call"
            )
        window = UnoWindow(target)
        assumed = ", assuming they have not called and nobody has acted since"
    if window.called:
        return refused(f"No penalty: {seat_name(target)} called UNO in time.", "uno-call")
    if window.next_has_acted:
        return refused(
            "No penalty: too late, the next player has already begun their turn.", "uno-call"
        )
    n = rules.uno_penalty
    after = s.with_hand(target, None).replace(uno=None)
    return allowed(
        f"Legal{assumed}: {seat_name(target)} did not call UNO and is caught in time, so they "
        f"draw {n} card{'s' if n != 1 else ''}.",
        [draw(target, n)],
        after,
        ["uno-call"],
    )


def _seat(action: Action, s: Situation) -> int:
    """The acting seat (the player on turn when not given)."""
    return s.turn if action.seat is None else action.seat


_HANDLERS: dict[ActionType, Callable[[Situation, Action, HouseRules], Ruling]] = {
    ActionType.FLIP: _flip,
    ActionType.PLAY: _play,
    ActionType.JUMP_IN: _jump_in,
    ActionType.DRAW: _draw,
    ActionType.PASS: _pass,
    ActionType.CHALLENGE: _challenge,
    ActionType.CALL_UNO: _call_uno,
    ActionType.CATCH: _catch,
}
