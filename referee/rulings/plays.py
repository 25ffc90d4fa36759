"""Playing a card: whether it may go down, and everything that follows once it does.

Shared by a normal play and a Jump-In. Rule ids name entries of the rulebook. A card
played onto a pending stack must answer the stack AND pass every other check: house
rules add to the official ones, never replace them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.cards import Card, Color, Rank
from referee.decks import WILD_COLOR_ROULETTE
from referee.rules import HouseRules
from referee.rulings.editions import (
    cards_rule,
    deck_of,
    has_colors,
    other_side,
    restricted,
    restricted_rule,
    stack_answers,
)
from referee.rulings.ruling import (
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
    press,
    refused,
    skip,
)
from referee.rulings.situation import (
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
    if other_side(s.deck, card, s.side):
        return not_allowed(Say.OTHER_SIDE, "flip", card=card, side=s.side or "light")
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
    """The checks that hold on any play: restricted wilds, last card, chosen players."""
    hand = s.hand(seat)
    color = s.current_color
    held = hand is not None and color is not None and holds_color(hand, color)
    if held and restricted(s.deck, card.rank):
        assert color is not None
        return _bluff(s, seat, card, color, rules)
    last = hand is not None and len(hand) == 1
    if last and card.is_wild and rules.no_wild_finish:
        return not_allowed(Say.NO_WILD_FINISH, "no-wild-finish", card=card)
    if last and "trade_hands" in card.rank.does:
        return not_allowed(Say.NOT_LAST_CARD, "attack", card=card)
    if "targeted" in card.rank.does:
        return check_target(s, seat, action.target, card, draws=True)
    if needs_target(card, rules) and not last:
        return check_target(s, seat, action.target, card)
    return None


def _bluff(s: Situation, seat: int, card: Card, color: Color, rules: HouseRules) -> Ruling:
    """A restricted wild from a hand that holds the colour in force."""
    rule = restricted_rule(card.rank)
    reason = Clause(Say.HOLDS_COLOR, seat=seat, color=color, card=card)
    if not rules.draw_four_challenge:
        return refused(Verdict.NOT_ALLOWED, [reason], rule, "no-bluffing")
    # Against the rules; played anyway it stands unless the next player challenges.
    anyway = Clause(Say.IF_PLAYED_ANYWAY, seat=seat, other=s.next_seat(seat),
                    count=card.rank.draw or None, card=card, color=color)  # fmt: skip
    ruling = refused(Verdict.BLUFF, [reason], rule)
    return Ruling(ruling.verdict, ruling.reasons, rules_applied=ruling.rules_applied,
                  follows=(anyway,))  # fmt: skip


def needs_target(card: Card, rules: HouseRules) -> bool:
    """True for the cards that swap hands with a chosen player."""
    rank = card.rank
    if rank is Rank.WILD_SWAP_HANDS or (rules.seven_o and rank is Rank.SEVEN):
        return True
    return "forced_swap" in rank.does or "trade_hands" in rank.does


def _target_rule(card: Card) -> str:
    """The rulebook entry of a card that names a player."""
    does = card.rank.does
    if "forced_swap" in does or "targeted" in does:
        return "all-wild"
    if "trade_hands" in does:
        return "attack"
    return "special-wilds" if card.is_wild else "seven-o"


def check_target(
    s: Situation, seat: int, target: int | None, card: Card, draws: bool = False
) -> Ruling | None:
    """A refusal unless ``target`` is another seat still in the round (to swap hands with,
    or, when ``draws``, to make draw)."""
    rule = _target_rule(card)
    name, bad = (Say.NAME_VICTIM, Say.BAD_VICTIM) if draws else (Say.NAME_TARGET, Say.BAD_TARGET)
    if target is None:
        return incomplete(name, rule, card=card)
    if target in s.out:  # No Mercy: a player knocked out holds no hand and is never chosen
        return not_allowed(Say.IS_OUT, rule, "no-mercy-knockout", seat=target)
    if target == seat or not 0 <= target < s.players or target in s.out:
        return not_allowed(bad, rule)
    return None


def check_stack(s: Situation, card: Card, rules: HouseRules) -> Ruling | None:
    """A refusal unless ``card`` may answer the pending stack."""
    total = s.pending_draw
    top_rank = s.top.rank if s.top else Rank.DRAW_TWO
    answers = stack_answers(s.deck, rules, top_rank, s.side)
    rule = "no-mercy-stacking" if deck_of(s.deck).edition.stacks_by_value else "stacking"
    if card.rank in answers:
        plain_on_wild = (
            not card.rank.wild and top_rank.wild and not deck_of(s.deck).edition.stacks_by_value
        )
        if plain_on_wild and card.color is not s.current_color:
            return not_allowed(Say.STACK_COLOR, rule, color=s.current_color, count=total,
                               card=card, ranks=(top_rank,))  # fmt: skip
        return None
    if not answers:
        return not_allowed(Say.MUST_TAKE_STACK, rule, count=total)
    deflects = "skip" in card.rank.does or "reverse" in card.rank.does
    if deflects and not card.rank.draw:  # a draw card too small is simply not an answer
        return not_allowed(Say.NO_DEFLECT, rule, ranks=(card.rank,), count=total)
    return not_allowed(Say.ANSWER_STACK, rule, ranks=answers, count=total)


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
    does = card.rank.does
    if "discard_all" in does and hand_after is not None:
        hand_after = tuple(held for held in hand_after if held.color is not card.color)
    out = hand_after == ()
    work = _Work(s, seat, direction, s.next_seat(seat, direction), pending=0)
    named = has_colors(s.deck) and card.rank is not WILD_COLOR_ROULETTE
    if card.is_wild and named and not out:
        _name_color(work, action.color)
    _card_effect(work, card, action, rules, pending, out)
    if "discard_all" in does:
        work.rules.append(cards_rule(s.deck))
        work.effects.append(Effect(EffectType.DISCARD_ALL, seat=seat, color=card.color))
        work.says.insert(0, Clause(Say.DISCARDS_COLOR, color=card.color))
    hands = list(s.with_hand(seat, hand_after).hands)
    moved = hands
    if not out:
        moved = _hand_changes(work, card, action, rules, hands)
    for effect in work.effects:
        if effect.type in _HAND_GROWS and effect.seat is not None:
            moved[effect.seat] = None  # they hold cards the table has not named
    if out:
        work.rules.append("going-out")
        work.says.append(Clause(Say.GOES_OUT))
    elif not work.told:
        _tell_turn(work)
    after = s.replace(
        top=card,
        color=card.color if card.color else (action.color if named else None),
        direction=work.direction,
        turn=work.turn,
        pending_draw=work.pending,
        hands=tuple(moved),
        last_play=LastPlay(seat, card, s.current_color, hand_before),
        uno=_uno_after(s, seat, hands[seat], moved, work.moved),
        drawn=None,
        winner=seat if out else None,
    )
    if work.side is not None:  # every card turned over: their other faces are not known
        after = after.replace(side=work.side, top=None, color=None,
                              hands=(None,) * s.players, last_play=None)  # fmt: skip
    return Resolution(tuple(work.effects), after, tuple(work.rules), tuple(work.says))


_HAND_GROWS = frozenset((EffectType.DRAW, EffectType.DRAW_UNTIL_COLOR, EffectType.PRESS))


def _card_effect(
    work: _Work, card: Card, action: Action, rules: HouseRules, pending: int, out: bool
) -> None:
    """What the card does to turn order, direction and the other players."""
    rank, does = card.rank, card.rank.does
    if "reverse" in does and rank.draw:  # Wild Reverse Draw Four: turn round, then draw
        work.direction = work.direction.flipped()
        work.turn = work.after(1)
        work.effects.append(Effect(EffectType.REVERSE))
        work.rules.append("no-mercy")
        _draw_card(work, card, rules, pending, out)
    elif "reverse" in does:
        _reverse(work, rules)
    elif "skip" in does:
        _skip(work)
    elif "skip_two" in does:
        _skip_two(work)
    elif "skip_everyone" in does:
        _skip_everyone(work)
    elif "flip" in does:
        _flip(work)
    elif "hit" in does:
        _hit(work, 2)
    elif "hit_fire" in does:
        _hit(work, None)
    elif "all_hit" in does:
        _all_hit(work)
    elif "draw_until_color" in does:
        _draw_until_color(work, card, action, rules, out)
    elif "targeted" in does:
        _targeted(work, card, action)
    elif rank.draw:
        _draw_card(work, card, rules, pending, out)


@dataclass(slots=True)
class _Work:
    """Scratch space while a card's effects are worked out (never leaves this module)."""

    s: Situation
    seat: int
    direction: Direction
    turn: int
    pending: int
    moved: frozenset[int] = frozenset()  # seats whose hands changed owners
    side: str | None = None  # UNO Flip!: the side every card turned to
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
    if work.s.seats_in == 2:
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
    """A draw card: penalty now, or passed on as a stack."""
    deck = work.s.deck
    work.rules.append(_draw_rule(deck, card))
    victim = work.after(1)
    total = pending + card.rank.draw
    if out:
        work.effects.append(draw(victim, total))
        work.says.append(Clause(Say.STILL_DRAWS, seat=victim, count=total))
    elif not rules.stacking_on:
        work.effects += [draw(victim, total), skip(victim)]
        work.turn = work.after(2)
        work.says.append(Clause(Say.DRAWS_AND_LOSES, seat=victim, count=total))
        _tell_turn(work)
    else:
        work.rules.append(
            "no-mercy-stacking" if deck_of(deck).edition.stacks_by_value else "stacking"
        )
        work.pending = total
        work.turn = victim
        work.told = True
        work.says.append(Clause(Say.MUST_STACK, seat=victim, count=total))
    _may_challenge(work, card, rules, victim, out)


def _draw_rule(deck: str, card: Card) -> str:
    """The rulebook entry of a draw card: the classic family's own, else its edition's."""
    if card.rank is Rank.DRAW_TWO and not deck_of(deck).edition.stacks_by_value:
        return "draw-two"
    if card.rank is Rank.WILD_DRAW_FOUR:
        return "wild-draw-four"
    return cards_rule(deck)


def _may_challenge(work: _Work, card: Card, rules: HouseRules, victim: int, out: bool) -> None:
    """A restricted wild: its victim may challenge it."""
    if restricted(work.s.deck, card.rank) and rules.draw_four_challenge and not out:
        work.rules.append(
            "wild-draw-four-challenge" if card.rank is Rank.WILD_DRAW_FOUR else "flip-cards"
        )
        work.says.append(Clause(Say.MAY_CHALLENGE, seat=victim, card=card))


def _skip_two(work: _Work) -> None:
    """All Wild's Wild Skip Two: the next two players lose their turns."""
    work.rules.append("all-wild")
    victims = _others(work, 2)
    work.effects += [skip(seat) for seat in victims]
    if not victims:  # nobody else is in the round
        work.turn = work.seat
        _tell_turn(work)
        return
    work.turn = work.s.next_seat(victims[-1], work.direction)
    if len(victims) == 1:  # two players: both skips fall on the one opponent, said once
        work.says.append(Clause(Say.LOSES_TURN, seat=victims[0]))
    else:
        work.says.append(Clause(Say.SKIPS_TWO, seat=victims[0], other=victims[-1]))
    _tell_turn(work)


def _others(work: _Work, most: int) -> list[int]:
    """Up to ``most`` other players, in order of play after the player."""
    found: list[int] = []
    seat = work.seat
    for _ in range(most):
        seat = work.s.next_seat(seat, work.direction)
        if seat == work.seat or seat in found:
            break
        found.append(seat)
    return found


def _skip_everyone(work: _Work) -> None:
    """Skip Everyone: every other player is skipped and the player goes again."""
    work.rules.append(cards_rule(work.s.deck))
    work.effects.append(Effect(EffectType.SKIP_EVERYONE))
    work.turn = work.seat
    work.told = True
    work.says.append(Clause(Say.SKIPS_EVERYONE))


def _flip(work: _Work) -> None:
    """UNO Flip!'s Flip card: every card turns over; the next player plays on that side."""
    work.rules.append("flip-cards")
    side = "dark" if (work.s.side or "light") == "light" else "light"
    work.side = side
    work.effects.append(Effect(EffectType.FLIP, side=side))
    work.says.append(Clause(Say.FLIPS, side=side))


def _hit(work: _Work, presses: int | None) -> None:
    """UNO Attack!'s Hit 2 and Wild Hit-Fire: the next player presses and is skipped."""
    work.rules.append("attack")
    victim = work.after(1)
    work.effects += [press(victim, presses), skip(victim)]
    work.turn = work.after(2)
    if presses is None:
        work.says.append(Clause(Say.PRESSES_UNTIL_FIRE, seat=victim))
    else:
        work.says.append(Clause(Say.PRESSES, seat=victim, count=presses))
    _tell_turn(work)


def _all_hit(work: _Work) -> None:
    """UNO Attack!'s Wild All Hit: every other player presses once."""
    work.rules.append("attack")
    work.effects += [press(seat, 1) for seat in _others(work, work.s.players)]
    work.says.append(Clause(Say.ALL_PRESS))


def _draw_until_color(
    work: _Work, card: Card, action: Action, rules: HouseRules, out: bool
) -> None:
    """Wild Draw Color (the player names the colour) and Wild Color Roulette (the victim
    does): the next player turns over cards until the colour appears and is skipped."""
    victim = work.after(1)
    if card.rank is WILD_COLOR_ROULETTE:
        work.rules.append("no-mercy")
        work.effects += [
            Effect(EffectType.CHOOSE_COLOR, seat=victim),
            Effect(EffectType.DRAW_UNTIL_COLOR, seat=victim),
            skip(victim),
        ]
        work.says.append(Clause(Say.NAMES_AND_DRAWS, seat=victim))
    else:
        work.rules.append("flip-cards")
        color = action.color
        work.effects += [Effect(EffectType.DRAW_UNTIL_COLOR, seat=victim, color=color),
                         skip(victim)]  # fmt: skip
        work.says.append(Clause(Say.DRAWS_UNTIL, seat=victim, color=color))
    if out:  # the round is over: the cards are still drawn, and scored
        work.effects = [e for e in work.effects if e.type is not EffectType.SKIP]
        return
    work.turn = work.after(2)
    _tell_turn(work)
    _may_challenge(work, card, rules, victim, False)


def _targeted(work: _Work, card: Card, action: Action) -> None:
    """All Wild's Wild Targeted Draw Two: the player chosen draws 2 and keeps their turn."""
    work.rules.append("all-wild")
    target = action.target
    if target is not None:
        work.effects.append(draw(target, card.rank.draw))
        work.says.append(Clause(Say.TARGET_DRAWS, seat=target, count=card.rank.draw))


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
        work.rules.append(_target_rule(card))
        work.effects.append(Effect(EffectType.SWAP, seats=(seat, target)))
        moved[seat], moved[target] = hands[target], hands[seat]
        work.says.append(Clause(Say.SWAPS_WITH, seat=target))
        work.moved = frozenset((seat, target))
        return moved
    elif rules.seven_o and card.rank is Rank.ZERO:
        work.rules.append("seven-o")
        work.effects.append(Effect(EffectType.ROTATE_HANDS, direction=work.direction))
        for i in range(work.s.players):
            if i in work.s.out:  # No Mercy: knocked out, they hold no hand
                moved[i] = None
            else:
                moved[work.s.next_seat(i, work.direction)] = hands[i]
        say = Say.HANDS_PASS_IN if work.s.out else Say.HANDS_PASS
        work.says.append(Clause(say, direction=work.direction))
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
