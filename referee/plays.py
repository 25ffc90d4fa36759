"""Playing a card: whether it may go down, and everything that follows once it does.

Shared by a normal play and a Jump-In. Rule ids name entries of the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.cards import Card, Color, Rank
from referee.rules import HouseRules
from referee.ruling import Action, Effect, EffectType, Ruling, draw, refused, skip
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

STACKING_ANSWERS = {
    # (mode, card on top) -> ranks that may answer it
    ("same", Rank.DRAW_TWO): (Rank.DRAW_TWO,),
    ("same", Rank.WILD_DRAW_FOUR): (Rank.WILD_DRAW_FOUR,),
    ("plus4_on_plus2", Rank.DRAW_TWO): (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR),
    ("plus4_on_plus2", Rank.WILD_DRAW_FOUR): (Rank.WILD_DRAW_FOUR,),
    ("any", Rank.DRAW_TWO): (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR),
    ("any", Rank.WILD_DRAW_FOUR): (Rank.WILD_DRAW_FOUR, Rank.DRAW_TWO),
}


def seat_name(seat: int) -> str:
    """How a sentence names a seat."""
    return f"seat {seat}"


def color_name(color: Color | None) -> str:
    """A colour's name, or "any colour" when none is named."""
    return "any colour" if color is None else color.label


def a(label: str) -> str:
    """``label`` with its indefinite article."""
    return ("an " if label[0].lower() in "aeiou8" else "a ") + label


def check_play(
    s: Situation, seat: int, card: Card, action: Action, rules: HouseRules
) -> Ruling | None:
    """A refusal if ``card`` may not go down from ``seat`` now, else None (turn not checked)."""
    hand = s.hand(seat)
    if hand is not None and card not in hand:
        return refused(f"Not allowed: you do not hold {a(card.label)}.", "matching")
    if s.pending_draw > 0:
        return check_stack(s, card, rules)
    if not matches(card, s.top, s.current_color):
        kind = "symbol" if s.top and not s.top.rank.is_number else "number"
        return refused(
            f"Not allowed: {a(card.label)} matches neither the colour "
            f"({color_name(s.current_color)}) nor the {kind} of the top card.",
            "matching",
        )
    return check_card_rules(s, seat, card, action, rules)


def check_card_rules(
    s: Situation, seat: int, card: Card, action: Action, rules: HouseRules
) -> Ruling | None:
    """The checks that hold on any play: Wild Draw Four, last card, Seven-O, swap target."""
    hand = s.hand(seat)
    color = s.current_color
    four = card.rank is Rank.WILD_DRAW_FOUR
    if four and hand is not None and color is not None and holds_color(without(hand, card), color):
        return refused(
            f"Not allowed: you hold {a(color.label)} card, and a Wild Draw Four may only be "
            "played when you hold no card of the current colour.",
            "wild-draw-four",
            *(() if rules.draw_four_challenge else ("no-bluffing",)),
        )
    last = hand is not None and len(hand) == 1
    if last and card.is_wild and rules.no_wild_finish:
        return refused(
            f"Not allowed: {a(card.label)} may not be your last card at this table.",
            "no-wild-finish",
        )
    if needs_target(card, rules) and not last:
        return check_target(s, seat, action.target, card)
    return None


def needs_target(card: Card, rules: HouseRules) -> bool:
    """True for the cards that swap hands with a chosen player."""
    return card.rank is Rank.WILD_SWAP_HANDS or (rules.seven_o and card.rank is Rank.SEVEN)


def check_target(s: Situation, seat: int, target: int | None, card: Card) -> Ruling | None:
    """A refusal unless ``target`` is another seat at the table."""
    rule = "special-wilds" if card.is_wild else "seven-o"
    if target is None:
        return refused(
            f"Not allowed yet: {a(card.label)} swaps hands, so name the player (target) "
            "to swap with.",
            rule,
        )
    if target == seat or not 0 <= target < s.players:
        return refused("Not allowed: swap hands with another player at the table.", rule)
    return None


def check_stack(s: Situation, card: Card, rules: HouseRules) -> Ruling | None:
    """A refusal unless ``card`` may answer the pending stack."""
    total = s.pending_draw
    top_rank = s.top.rank if s.top else Rank.DRAW_TWO
    answers = STACKING_ANSWERS.get((rules.stacking, top_rank), ())
    if card.rank in answers:
        on_four = top_rank is Rank.WILD_DRAW_FOUR
        if card.rank is Rank.DRAW_TWO and on_four and card.color is not s.current_color:
            return refused(
                f"Not allowed: a Draw Two on a Wild Draw Four must be "
                f"{color_name(s.current_color)}; stack another or draw {total}.",
                "stacking",
            )
        return None
    if not answers:
        return refused(
            f"Not allowed: you must draw the {total} cards and lose your turn.", "stacking"
        )
    if card.rank in (Rank.SKIP, Rank.REVERSE):
        return refused(
            f"Not allowed: a {card.rank.label} cannot pass a stack on; stack a draw card "
            f"or draw {total}.",
            "stacking",
        )
    names = " or ".join(a(rank.label) for rank in answers)
    return refused(
        f"Not allowed: you face a stack of {total}; answer it with {names} or draw {total}.",
        "stacking",
    )


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a card does once it is down: effects, the table after, rules used, and why."""

    effects: tuple[Effect, ...]
    after: Situation
    rules: tuple[str, ...]
    follows: str  # a clause saying what happens next


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
        _name_color(work, seat, action.color)
    if card.rank is Rank.REVERSE:
        _reverse(work, rules)
    elif card.rank is Rank.SKIP:
        _skip(work)
    elif card.rank.draw_penalty:
        _draw_card(work, card, rules, pending, out)
    hands = list(s.with_hand(seat, hand_after).hands)
    if not out:
        hands = _hand_changes(work, card, action, rules, hands)
    for effect in work.effects:
        if effect.type is EffectType.DRAW and effect.seat is not None:
            hands[effect.seat] = None  # they hold cards the table has not named
    if out:
        work.rules.append("going-out")
        work.words.append("you go out and win the round")
    elif not work.told:
        _tell_turn(work)
    after = s.replace(
        top=card,
        color=card.color if card.color else action.color,
        direction=work.direction,
        turn=work.turn,
        pending_draw=work.pending,
        hands=tuple(hands),
        last_play=LastPlay(seat, card, s.current_color, hand_before),
        uno=_uno_after(s, seat, hands[seat], work.shuffled),
        drawn=None,
        winner=seat if out else None,
    )
    return Resolution(tuple(work.effects), after, tuple(work.rules), "; ".join(work.words))


@dataclass(slots=True)
class _Work:
    """Scratch space while a card's effects are worked out (never leaves this module)."""

    s: Situation
    seat: int
    direction: Direction
    turn: int
    pending: int
    shuffled: bool = False
    told: bool = False  # whether the words already say who plays next
    effects: list[Effect] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)

    def after(self, steps: int) -> int:
        """The seat ``steps`` places after the player, in the current direction."""
        return self.s.next_seat(self.seat, self.direction, steps)


def _name_color(work: _Work, seat: int, color: Color | None) -> None:
    """A wild: the colour named, or the player still has to name one."""
    work.rules.append("wild")
    if color is None:
        work.effects.append(Effect(EffectType.CHOOSE_COLOR, seat=seat))
        work.words.append("name a colour")
    else:
        work.effects.append(Effect(EffectType.COLOR, color=color))
        work.words.append(f"the colour is now {color.label}")


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
            work.words.append("with two players it acts as a Skip, so you play again")
            return
    work.turn = work.after(1)
    work.words.append(f"play now runs {_way(work.direction)}")
    _tell_turn(work)


def _skip(work: _Work) -> None:
    """Skip: the next player loses the turn."""
    work.rules.append("skip")
    victim = work.after(1)
    work.effects.append(skip(victim))
    work.turn = work.after(2)
    work.words.append(f"{seat_name(victim)} loses the turn")
    _tell_turn(work)


def _draw_card(work: _Work, card: Card, rules: HouseRules, pending: int, out: bool) -> None:
    """Draw Two or Wild Draw Four: penalty now, or passed on as a stack."""
    work.rules.append("draw-two" if card.rank is Rank.DRAW_TWO else "wild-draw-four")
    victim = work.after(1)
    total = pending + card.rank.draw_penalty
    if out:
        work.effects.append(draw(victim, total))
        work.words.append(f"{seat_name(victim)} still draws {total}")
    elif not rules.stacking_on:
        work.effects += [draw(victim, total), skip(victim)]
        work.turn = work.after(2)
        work.words.append(f"{seat_name(victim)} draws {total} and loses the turn")
        _tell_turn(work)
    else:
        work.rules.append("stacking")
        work.pending = total
        work.turn = victim
        work.told = True
        work.words.append(f"{seat_name(victim)} must stack a draw card or draw {total}")
    if card.rank is Rank.WILD_DRAW_FOUR and rules.draw_four_challenge and not out:
        work.rules.append("wild-draw-four-challenge")
        work.words.append(f"{seat_name(victim)} may challenge it")


def _tell_turn(work: _Work) -> None:
    """Say who plays next: the next seat, or the player again (two players)."""
    work.told = True
    if work.turn == work.seat:
        work.rules.append("two-players")
        work.words.append("you play again")
    else:
        work.words.append(f"{seat_name(work.turn)} plays next")


def _hand_changes(
    work: _Work, card: Card, action: Action, rules: HouseRules, hands: list[Hand | None]
) -> list[Hand | None]:
    """Seven-O and the special wilds: swap, pass along or shuffle the hands."""
    seat = work.seat
    if needs_target(card, rules) and action.target is not None:
        target = action.target
        work.rules.append("special-wilds" if card.is_wild else "seven-o")
        work.effects.append(Effect(EffectType.SWAP, seats=(seat, target)))
        hands[seat], hands[target] = hands[target], hands[seat]
        work.words.append(f"you swap hands with {seat_name(target)}")
        work.shuffled = True
    elif rules.seven_o and card.rank is Rank.ZERO:
        work.rules.append("seven-o")
        work.effects.append(Effect(EffectType.ROTATE_HANDS, direction=work.direction))
        n = work.s.players
        hands = [hands[(i - work.direction.step) % n] for i in range(n)]
        work.words.append(f"every hand passes one seat {_way(work.direction)}")
        work.shuffled = True
    elif card.rank is Rank.WILD_SHUFFLE_HANDS:
        work.rules.append("special-wilds")
        work.effects.append(Effect(EffectType.SHUFFLE_HANDS, seat=seat))
        hands = [None] * work.s.players
        work.words.append("all hands are shuffled together and dealt out again")
        work.shuffled = True
    return hands


def _way(direction: Direction) -> str:
    """A direction in words."""
    return "clockwise" if direction is Direction.CW else "counterclockwise"


def _uno_after(s: Situation, seat: int, hand: Hand | None, shuffled: bool) -> UnoWindow | None:
    """The UNO window after ``seat`` played: opened, carried, or closed."""
    if hand is not None and len(hand) == 1 and not shuffled:
        called = s.uno is not None and s.uno.seat == seat and s.uno.called
        return UnoWindow(seat, called=called)
    if s.uno is not None and s.uno.seat != seat and not shuffled:
        return UnoWindow(s.uno.seat, s.uno.called, next_has_acted=True)
    return None
