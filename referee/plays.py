"""Playing a card: whether it may go down, and everything that follows once it does.

Shared by a normal play and a Jump-In. Rule ids name entries of the rulebook. A card
played onto a pending stack must answer the stack AND pass every other check: house
rules add to the official ones, never replace them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.cards import Card, Color, Rank
from referee.rules import HouseRules
from referee.ruling import (
    Action,
    Clause,
    Effect,
    EffectType,
    Ruling,
    Say,
    Verdict,
    draw,
    incomplete,
    not_allowed,
    refused,
    skip,
)
from referee.situation import (
    Direction,
    Hand,
    LastPlay,
    Situation,
    UnoWindow,
    holds_color,
    matches,
    without,
)


def check_play(
    s: Situation, seat: int, card: Card, action: Action, rules: HouseRules
) -> Ruling | None:
    """A refusal if ``card`` may not go down from ``seat`` now, else None (turn not checked)."""
    hand = s.hand(seat)
    if hand is not None and card not in hand:
        return not_allowed(Say.NOT_HELD, "matching", seat=seat, card=card)
    if s.pending_draw > 0:
        problem = check_stack(s, card, rules)
        if problem is not None:
            return problem
    elif not matches(card, s.top, s.current_color):
        top_rank = s.top.rank if s.top is not None else card.rank
        return not_allowed(
            Say.NO_MATCH, "matching", card=card, color=s.current_color, ranks=(top_rank,)
        )
    return check_card_rules(s, seat, card, action, rules)


def check_card_rules(
    s: Situation, seat: int, card: Card, action: Action, rules: HouseRules
) -> Ruling | None:
    """The checks that hold on any play: Wild Draw Four, last card, Seven-O, swap target."""
    hand = s.hand(seat)
    color = s.current_color
    four = card.rank is Rank.WILD_DRAW_FOUR
    if four and hand is not None and color is not None and holds_color(hand, color):
        return _bluff(s, seat, color, rules)
    last = hand is not None and len(hand) == 1
    if last and card.is_wild and rules.no_wild_finish:
        return not_allowed(Say.NO_WILD_FINISH, "no-wild-finish", card=card)
    if needs_target(card, rules) and not last:
        return check_target(s, seat, action.target, card)
    return None


def _bluff(s: Situation, seat: int, color: Color, rules: HouseRules) -> Ruling:
    """A Wild Draw Four from a hand that holds the colour in force."""
    reason = Clause(Say.HOLDS_COLOR, seat=seat, color=color)
    if not rules.draw_four_challenge:
        return refused(Verdict.NOT_ALLOWED, [reason], "wild-draw-four", "no-bluffing")
    # Against the rules; played anyway it stands unless the next player challenges.
    anyway = Clause(Say.IF_PLAYED_ANYWAY, seat=seat, other=s.next_seat(seat), count=4)
    ruling = refused(Verdict.BLUFF, [reason], "wild-draw-four")
    return Ruling(ruling.verdict, ruling.reasons, rules_applied=ruling.rules_applied,
                  follows=(anyway,))  # fmt: skip


def needs_target(card: Card, rules: HouseRules) -> bool:
    """True for the cards that swap hands with a chosen player."""
    return card.rank is Rank.WILD_SWAP_HANDS or (rules.seven_o and card.rank is Rank.SEVEN)


def check_target(s: Situation, seat: int, target: int | None, card: Card) -> Ruling | None:
    """A refusal unless ``target`` is another seat at the table."""
    rule = "special-wilds" if card.is_wild else "seven-o"
    if target is None:
        return incomplete(Say.NAME_TARGET, rule, card=card)
    if target == seat or not 0 <= target < s.players:
        return not_allowed(Say.BAD_TARGET, rule)
    return None


def check_stack(s: Situation, card: Card, rules: HouseRules) -> Ruling | None:
    """A refusal unless ``card`` may answer the pending stack."""
    total = s.pending_draw
    top_rank = s.top.rank if s.top else Rank.DRAW_TWO
    answers = rules.stacking.answers(top_rank)
    if card.rank in answers:
        on_four = top_rank is Rank.WILD_DRAW_FOUR
        if card.rank is Rank.DRAW_TWO and on_four and card.color is not s.current_color:
            return not_allowed(Say.STACK_COLOR, "stacking", color=s.current_color, count=total)
        return None
    if not answers:
        return not_allowed(Say.MUST_TAKE_STACK, "stacking", count=total)
    if card.rank in (Rank.SKIP, Rank.REVERSE):
        return not_allowed(Say.NO_DEFLECT, "stacking", ranks=(card.rank,), count=total)
    return not_allowed(Say.ANSWER_STACK, "stacking", ranks=answers, count=total)


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a card does once it is down: effects, the table after, rules used, what follows."""

    effects: tuple[Effect, ...]
    after: Situation
    rules: tuple[str, ...]
    follows: tuple[Clause, ...]


def resolve(
    s: Situation,
    seat: int,
    card: Card,
    action: Action,
    rules: HouseRules,
    *,
    direction: Direction,
    pending: int,
) -> Resolution:
    """Apply ``card`` played from ``seat`` with play running ``direction`` beforehand."""
    hand_before = s.hand(seat)
    hand_after = None if hand_before is None else without(hand_before, card)
    out = hand_after == ()
    work = _Work(s, seat, direction, s.next_seat(seat, direction), pending=0)
    if card.is_wild and not out:
        _name_color(work, action.color)
    if card.rank is Rank.REVERSE:
        _reverse(work, rules)
    elif card.rank is Rank.SKIP:
        _skip(work)
    elif card.rank.draw_penalty:
        _draw_card(work, card, rules, pending, out)
    hands = list(s.with_hand(seat, hand_after).hands)
    moved = hands
    if not out:
        moved = _hand_changes(work, card, action, rules, hands)
    for effect in work.effects:
        if effect.type is EffectType.DRAW and effect.seat is not None:
            moved[effect.seat] = None  # they hold cards the table has not named
    if out:
        work.rules.append("going-out")
        work.says.append(Clause(Say.GOES_OUT))
    elif not work.told:
        _tell_turn(work)
    after = s.replace(
        top=card,
        color=card.color if card.color else action.color,
        direction=work.direction,
        turn=work.turn,
        pending_draw=work.pending,
        hands=tuple(moved),
        last_play=LastPlay(seat, card, s.current_color, hand_before),
        uno=_uno_after(s, seat, hands[seat], moved, work.moved),
        drawn=None,
        winner=seat if out else None,
    )
    return Resolution(tuple(work.effects), after, tuple(work.rules), tuple(work.says))


@dataclass(slots=True)
class _Work:
    """Scratch space while a card's effects are worked out (never leaves this module)."""

    s: Situation
    seat: int
    direction: Direction
    turn: int
    pending: int
    moved: frozenset[int] = frozenset()  # seats whose hands changed owners
    told: bool = False  # whether the clauses already say who plays next
    effects: list[Effect] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    says: list[Clause] = field(default_factory=list)

    def after(self, steps: int) -> int:
        """The seat ``steps`` places after the player, in the current direction."""
        return self.s.next_seat(self.seat, self.direction, steps)


def _name_color(work: _Work, color: Color | None) -> None:
    """A wild: the colour named, or the player still has to name one."""
    work.rules.append("wild")
    if color is None:
        work.effects.append(Effect(EffectType.CHOOSE_COLOR, seat=work.seat))
        work.says.append(Clause(Say.NAME_A_COLOR))
    else:
        work.effects.append(Effect(EffectType.COLOR, color=color))
        work.says.append(Clause(Say.COLOR_NOW, color=color))


def _reverse(work: _Work, rules: HouseRules) -> None:
    """Reverse: play turns round; with two players it may act as a Skip."""
    work.rules.append("reverse")
    work.direction = work.direction.flipped()
    work.effects.append(Effect(EffectType.REVERSE))
    if work.s.players == 2:
        work.rules.append("two-players")
        if rules.two_player_reverse_skips:
            work.effects.append(skip(work.after(1)))
            work.turn = work.seat
            work.told = True
            work.says.append(Clause(Say.REVERSE_AS_SKIP))
            return
    work.turn = work.after(1)
    work.says.append(Clause(Say.RUNS, direction=work.direction))
    _tell_turn(work)


def _skip(work: _Work) -> None:
    """Skip: the next player loses the turn."""
    work.rules.append("skip")
    victim = work.after(1)
    work.effects.append(skip(victim))
    work.turn = work.after(2)
    work.says.append(Clause(Say.LOSES_TURN, seat=victim))
    _tell_turn(work)


def _draw_card(work: _Work, card: Card, rules: HouseRules, pending: int, out: bool) -> None:
    """Draw Two or Wild Draw Four: penalty now, or passed on as a stack."""
    work.rules.append("draw-two" if card.rank is Rank.DRAW_TWO else "wild-draw-four")
    victim = work.after(1)
    total = pending + card.rank.draw_penalty
    if out:
        work.effects.append(draw(victim, total))
        work.says.append(Clause(Say.STILL_DRAWS, seat=victim, count=total))
    elif not rules.stacking_on:
        work.effects += [draw(victim, total), skip(victim)]
        work.turn = work.after(2)
        work.says.append(Clause(Say.DRAWS_AND_LOSES, seat=victim, count=total))
        _tell_turn(work)
    else:
        work.rules.append("stacking")
        work.pending = total
        work.turn = victim
        work.told = True
        work.says.append(Clause(Say.MUST_STACK, seat=victim, count=total))
    if card.rank is Rank.WILD_DRAW_FOUR and rules.draw_four_challenge and not out:
        work.rules.append("wild-draw-four-challenge")
        work.says.append(Clause(Say.MAY_CHALLENGE, seat=victim))


def _tell_turn(work: _Work) -> None:
    """Say who plays next: the next seat, or the player again (two players)."""
    work.told = True
    if work.turn == work.seat:
        work.rules.append("two-players")
        work.says.append(Clause(Say.PLAYS_AGAIN))
    else:
        work.says.append(Clause(Say.PLAYS_NEXT, seat=work.turn))


def _hand_changes(
    work: _Work, card: Card, action: Action, rules: HouseRules, hands: list[Hand | None]
) -> list[Hand | None]:
    """Seven-O and the special wilds: swap, pass along or shuffle the hands."""
    seat = work.seat
    moved = list(hands)
    if needs_target(card, rules) and action.target is not None:
        target = action.target
        work.rules.append("special-wilds" if card.is_wild else "seven-o")
        work.effects.append(Effect(EffectType.SWAP, seats=(seat, target)))
        moved[seat], moved[target] = hands[target], hands[seat]
        work.says.append(Clause(Say.SWAPS_WITH, seat=target))
        work.moved = frozenset((seat, target))
        return moved
    elif rules.seven_o and card.rank is Rank.ZERO:
        work.rules.append("seven-o")
        work.effects.append(Effect(EffectType.ROTATE_HANDS, direction=work.direction))
        n = work.s.players
        moved = [hands[(i - work.direction.step) % n] for i in range(n)]
        work.says.append(Clause(Say.HANDS_PASS, direction=work.direction))
    elif card.rank is Rank.WILD_SHUFFLE_HANDS:
        work.rules.append("special-wilds")
        work.effects.append(Effect(EffectType.SHUFFLE_HANDS, seat=seat))
        moved = [None] * work.s.players
        work.says.append(Clause(Say.HANDS_SHUFFLED))
    else:
        return hands
    work.moved = frozenset(range(work.s.players))
    return moved


def _uno_after(
    s: Situation, seat: int, hand: Hand | None, hands: list[Hand | None], moved: frozenset[int]
) -> tuple[UnoWindow, ...]:
    """The UNO windows after ``seat`` played: each opened, carried, or closed on its own.

    When hands change owners, whoever now holds a single card must call UNO, with the
    same window as after any play: it closes once the next player acts.
    """
    if moved:
        return _uno_after_move(s, seat, hands, moved)
    others = s.uno_once_acted(seat)
    if hand is not None and len(hand) == 1:
        own = s.uno_window(seat)
        return (*others, UnoWindow(seat, called=own is not None and own.called))
    return others


def _uno_after_move(
    s: Situation, seat: int, hands: list[Hand | None], moved: frozenset[int]
) -> tuple[UnoWindow, ...]:
    """The UNO windows once hands have changed owners: a new one for each player now
    holding a single card; those whose hands did not move keep theirs."""
    kept = tuple(window for window in s.uno_once_acted(seat) if window.seat not in moved)
    singles = [i for i in sorted(moved) if (hand := hands[i]) is not None and len(hand) == 1]
    return (*kept, *(UnoWindow(i) for i in singles))
