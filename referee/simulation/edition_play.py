"""Fast rounds in the editions: UNO Flip!, Show 'Em No Mercy, All Wild! and Attack!.

The classic family has its own compact hot path (:mod:`referee.simulation.fastplay`). The editions
are played here on :class:`~referee.cards.Card` values with plain lists, by the rules of
EDITIONS.md, deciding legality by their own code (never by asking the referee), so that
:mod:`referee.simulation.edition_check` can replay a round through the referee and find every
disagreement in both directions: each step must be legal there, and at the start of each
turn the cards offered must be exactly those the referee allows.

A physical card is a tuple of faces: one for most decks, a light and a dark face for
Flip (paired at random, since which face backs which is not known). The simulated players
choose at random among their moves, call UNO in time and neither bluff nor challenge.
UNO Attack!'s launcher fires no card on about half the presses and one to four
otherwise. Where a deck's copies are not known, :data:`referee.cards.SIMULATED_COPIES`
gives those the simulator assumes.
"""

from __future__ import annotations

import random as random_module
from collections.abc import Callable
from dataclasses import dataclass, field

from referee.cards import Card, Color, Rank
from referee.decks import WILD_COLOR_ROULETTE, Edition, get_deck, simulation_cards
from referee.rules import HouseRules
from referee.rulings.editions import restricted, rules_for
from referee.rulings.ruling import Action, ActionType
from referee.rulings.situation import Direction, seat_after
from referee.simulation.fastplay import SimulatedRound

HAND_SIZE = 7
MAX_TURNS = 3000

Physical = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class EditionSnapshot:
    """The table right after a step, as the fast path knows it."""

    top: Card | None
    color: Color | None
    turn: int
    direction: Direction
    pending: int
    winner: int | None
    side: str | None
    out: frozenset[int]
    hands: tuple[tuple[Card, ...], ...]  # the faces in play


@dataclass(frozen=True, slots=True)
class EditionStep:
    """One action, the moves offered before it (at the start of a turn), the state after."""

    action: Action
    offered: frozenset[str] | None
    after: EditionSnapshot


@dataclass(slots=True)
class EditionLog:
    """A round for replaying: the deal (faces in play) and every step."""

    dealt: tuple[tuple[Card, ...], ...] = ()
    steps: list[EditionStep] = field(default_factory=list)


class _Stalled(Exception):
    """No card left to draw: the round is called off."""


def move_name(action: Action) -> str:
    """A move as the checks compare it: ``"draw"`` or the card's code."""
    return "draw" if action.card is None else action.card.code


@dataclass(slots=True)
class _Round:
    deck: str
    rules: HouseRules
    players: int
    random: random_module.Random
    log: EditionLog | None
    pile: list[Physical]
    hands: list[list[Physical]] = field(default_factory=list)
    discard: list[Physical] = field(default_factory=list)
    face: int = 0  # which face of each card is in play (Flip: 0 light, 1 dark)
    top: Card | None = None
    color: Color | None = None
    turn: int = 0
    direction: int = 1
    pending: int = 0
    out: set[int] = field(default_factory=set)
    winner: int = -1
    turns: int = 0
    cards_drawn: int = 0
    largest_draw: int = 0  # the most cards drawn at once, or the largest stack built
    reshuffles: int = 0
    presses: int = 0
    flips: int = 0
    edition: Edition = field(init=False)
    two_sided: bool = field(init=False)
    colours: bool = field(init=False)
    restricted_ranks: frozenset[Rank] = field(init=False)

    def __post_init__(self) -> None:
        """The deck's facts this round asks at every turn, read once from the registry."""
        deck = get_deck(self.deck)
        self.edition = deck.edition
        self.two_sided, self.colours = bool(deck.sides), bool(deck.colors)
        self.restricted_ranks = frozenset(
            kind.rank for kind in deck.kinds if restricted(self.deck, kind.rank)
        )

    # ---- cards and seats --------------------------------------------------------

    def faces(self, seat: int) -> list[Card]:
        return [card[self.face] for card in self.hands[seat]]

    @property
    def side(self) -> str | None:
        return ("light", "dark")[self.face] if self.two_sided else None

    def after(self, seat: int, steps: int = 1, direction: int | None = None) -> int:
        step = self.direction if direction is None else direction
        return seat_after(seat, step, self.players, self.out, steps)

    def take(self, count: int) -> list[Physical]:
        if len(self.pile) < count:
            self.pile += self.discard[:-1]
            del self.discard[:-1]
            self.random.shuffle(self.pile)
            self.reshuffles += 1
            if len(self.pile) < count:
                raise _Stalled
        taken = self.pile[-count:] if count else []
        del self.pile[len(self.pile) - count :]
        return taken

    def give(self, seat: int, count: int) -> None:
        self.hands[seat] += self.take(count)
        self.drew(count)
        self.mercy(seat)

    def drew(self, count: int) -> None:
        self.cards_drawn += count
        self.largest_draw = max(self.largest_draw, count)

    def mercy(self, seat: int) -> None:
        """No Mercy: 25 cards or more and the player is out of the round."""
        limit = self.edition.mercy_limit
        if limit is None or seat in self.out or len(self.hands[seat]) < limit:
            return
        self.out.add(seat)
        self.discard[:0] = self.hands[seat]  # set aside under the pile
        self.hands[seat] = []
        if self.turn == seat:
            self.turn, self.pending = self.after(seat), 0
        left = [i for i in range(self.players) if i not in self.out]
        if len(left) == 1 and self.winner < 0:
            self.winner = self.turn = left[0]

    def draw_until(self, seat: int, color: Color | None) -> None:
        """Turn cards over until one of ``color`` (wilds do not count), keeping them all."""
        if color is None:
            color = self.choose_color(seat)
        count = 0
        while True:
            card = self.take(1)[0]
            self.hands[seat].append(card)
            count += 1
            if card[self.face].color is color:
                break
        self.drew(count)
        self.mercy(seat)

    def press(self, seat: int, times: int | None) -> None:
        """UNO Attack!: press the launcher ``times`` times, or until it fires."""
        rand = self.random.random
        fired = 0
        count = 0
        while (times is None and fired == 0) or (times is not None and count < times):
            count += 1
            if rand() >= 0.5:
                fired += 1 + int(rand() * 4)
        self.presses += count
        self.hands[seat] += self.take(fired)
        self.drew(fired)

    def choose_color(self, seat: int) -> Color:
        colors = get_deck(self.deck).colors_of(self.side)
        held = [card.color for card in self.faces(seat) if card.color is not None]
        if held:
            return max(colors, key=held.count)
        return colors[int(self.random.random() * len(colors))]

    def choose_target(self, seat: int) -> int:
        others = [i for i in range(self.players) if i != seat and i not in self.out]
        return min(others, key=lambda i: (len(self.hands[i]), i))

    def record(self, action: Action, offered: frozenset[str] | None = None) -> None:
        if self.log is None:
            return
        after = EditionSnapshot(
            self.top, self.color, self.turn, Direction.CW if self.direction > 0 else Direction.CCW,
            self.pending, None if self.winner < 0 else self.winner, self.side,
            frozenset(self.out), tuple(tuple(self.faces(i)) for i in range(self.players)),
        )  # fmt: skip
        self.log.steps.append(EditionStep(action, offered, after))

    # ---- what may be played ------------------------------------------------------

    def matches(self, card: Card) -> bool:
        if not self.colours or card.rank.wild or self.top is None:
            return True
        if self.color is None or card.color is self.color:
            return True
        return not self.top.rank.wild and card.rank is self.top.rank

    def restricted(self, rank: Rank) -> bool:
        return rank in self.restricted_ranks

    def stacks_on(self, card: Card, top: Rank) -> bool:
        if self.edition.stacks_by_value:
            return card.rank.draw > 0 and card.rank.draw >= top.draw
        if "stacking" in self.edition.ignores or not card.rank.draw:
            return False
        role = Rank.WILD_DRAW_FOUR if card.rank.wild else Rank.DRAW_TWO
        top_role = Rank.WILD_DRAW_FOUR if top.wild else Rank.DRAW_TWO
        if role not in self.rules.stacking.answers(top_role):
            return False
        return card.rank.wild or not top.wild or card.color is self.color

    def options(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now, one entry per kind held."""
        hand = self.faces(seat)
        held = self.color is not None and any(c.color is self.color for c in hand)
        last = len(hand) == 1
        found: list[Card] = []
        for card in dict.fromkeys(hand):
            if self.pending:
                assert self.top is not None
                if not self.stacks_on(card, self.top.rank):
                    continue
            elif not self.matches(card):
                continue
            if self.restricted(card.rank) and held:
                continue
            if last and card.rank.wild and self.rules.no_wild_finish:
                continue
            if last and "trade_hands" in card.rank.does:
                continue
            found.append(card)
        return found

    # ---- the first card ----------------------------------------------------------

    def first_card(self, dealer: int) -> None:
        left = self.after(dealer, direction=1)
        self.turn = left
        physical = self.take(1)[0]
        while True:
            card = physical[self.face]
            rank = card.rank
            flips = self.two_sided and "flip" in rank.does
            if (
                (self.edition.numbers_start and not rank.is_number)
                or self.restricted(rank)
                or (flips and self.face == 1)
            ):
                # It goes back into the deck and another card is turned up.
                self.pile.insert(0, physical)
                self.record(Action(ActionType.FLIP, card=card))
                physical = self.take(1)[0]
                continue
            if flips:  # everything turns over; the other face acts as the first card
                self.face = 1
                self.flips += 1
                self.record(Action(ActionType.FLIP, card=card))
                continue
            self.discard.append(physical)
            break
        self.top, self.color = card, card.color
        named = None
        if not self.edition.actions_start:
            pass
        elif "hit" in rank.does:
            self.press(left, 2)
            self.turn = self.after(left)
        elif "reverse" in rank.does and not rank.wild:
            self.direction = -1
            first = dealer if self.rules.first_reverse == "dealer" else None
            self.turn = self.after(dealer, direction=-1) if first is None else dealer
        elif rank.wild:
            named = self.color = self.choose_color(left)
        elif rank.draw or "skip" in rank.does or "skip_everyone" in rank.does:
            if rank.draw:
                self.give(left, rank.draw)
            self.turn = self.after(left)
        self.record(Action(ActionType.FLIP, card=card, color=named))

    # ---- a turn ------------------------------------------------------------------

    def turn_step(self) -> None:
        seat = self.turn
        self.turns += 1
        options = self.options(seat)
        offered = None
        if self.log is not None:
            offered = frozenset([*(card.code for card in options), "draw"])
        rand = self.random.random
        if options and rand() >= 0.05:
            self.play(seat, options[int(rand() * len(options))], offered)
        elif self.pending:
            total = self.pending
            self.pending = 0
            self.turn = self.after(seat)
            self.give(seat, total)
            self.record(Action(ActionType.DRAW, seat), offered)
        elif self.edition.launcher:
            self.turn = self.after(seat)
            self.press(seat, 1)
            self.record(Action(ActionType.DRAW, seat), offered)
        else:
            self.draw_turn(seat, offered)

    def draw_turn(self, seat: int, offered: frozenset[str] | None) -> None:
        rules = self.rules
        first = True
        while True:
            physical = self.take(1)[0]
            self.hands[seat].append(physical)
            self.drew(1)
            card = physical[self.face]
            playable = card in self.options(seat)
            keeps = not playable and not rules.draw_until_playable
            if keeps:
                self.turn = self.after(seat)
            self.mercy(seat)
            self.record(Action(ActionType.DRAW, seat, drawn=(card,)), offered if first else None)
            first = False
            if seat in self.out or keeps:
                return
            if playable:
                break
        if rules.must_play_drawn or self.random.random() < 0.8:
            self.play(seat, card, None)
        else:
            self.turn = self.after(seat)
            self.record(Action(ActionType.PASS, seat))

    def play(self, seat: int, card: Card, offered: frozenset[str] | None) -> None:
        hand = self.hands[seat]
        physical = next(p for p in hand if p[self.face] == card)
        hand.remove(physical)
        self.discard.append(physical)
        rank, does = card.rank, card.rank.does
        if "discard_all" in does:
            kept = [p for p in hand if p[self.face].color is not card.color]
            self.discard[:-1] += [p for p in hand if p[self.face].color is card.color]
            hand[:] = kept
        out = not hand
        colors = self.colours and rank is not WILD_COLOR_ROULETTE
        named = self.choose_color(seat) if card.is_wild and colors and not out else None
        target = None
        if "targeted" in does or (
            not out
            and (rank is Rank.SEVEN and self.rules.seven_o
                 or "forced_swap" in does or "trade_hands" in does)
        ):  # fmt: skip
            target = self.choose_target(seat)
        action = Action(ActionType.PLAY, seat, card, named, target)
        self.top, self.color = card, card.color or named
        nxt = self.after(seat)
        pending, self.pending = self.pending, 0
        after_effects: list[Callable[[], None]] = []
        if "reverse" in does and rank.draw:
            self.direction = -self.direction
            nxt = self.after(seat)
            nxt = self.draw_card(seat, nxt, pending + rank.draw, out)
        elif "reverse" in does:
            self.direction = -self.direction
            if self.players - len(self.out) == 2 and self.rules.two_player_reverse_skips:
                nxt = seat
            else:
                nxt = self.after(seat)
        elif "skip" in does:
            nxt = self.after(seat, 2)
        elif "skip_two" in does:
            victims = []
            x = seat
            for _ in range(2):
                x = self.after(x)
                if x == seat or x in victims:
                    break
                victims.append(x)
            nxt = self.after(victims[-1]) if victims else seat
        elif "skip_everyone" in does:
            nxt = seat
        elif "flip" in does:
            self.face = 1 - self.face
            self.flips += 1
            self.top = physical[self.face]
            self.color = self.top.color or self.choose_color(seat)
        elif "hit" in does or "hit_fire" in does:
            victim = nxt
            after_effects.append(lambda: self.press(victim, 2 if "hit" in does else None))
            nxt = self.after(seat, 2)
        elif "all_hit" in does:
            for other in range(self.players):
                if other != seat:
                    after_effects.append(lambda other=other: self.press(other, 1))  # type: ignore[misc]
        elif "draw_until_color" in does:
            victim = nxt
            color = None if rank is WILD_COLOR_ROULETTE else named
            after_effects.append(lambda: self.draw_until(victim, color))
            nxt = victim if out else self.after(seat, 2)
        elif "targeted" in does:
            assert target is not None
            victim_of = target
            after_effects.append(lambda: self.give(victim_of, rank.draw))
        elif rank.draw:
            nxt = self.draw_card(seat, nxt, pending + rank.draw, out)
        if target is not None and "targeted" not in does:
            self.hands[seat], self.hands[target] = self.hands[target], self.hands[seat]
        elif rank is Rank.ZERO and self.rules.seven_o and not out:
            moved = list(self.hands)
            for i in range(self.players):
                if i not in self.out:
                    moved[self.after(i)] = self.hands[i]
            self.hands[:] = moved
        self.turn = nxt
        if out:
            self.winner = seat
        for effect in after_effects:
            effect()
        if self.turn in self.out:  # the player next was knocked out by this card
            self.turn = self.after(self.turn)
        self.record(action, offered)

    def draw_card(self, seat: int, victim: int, total: int, out: bool) -> int:
        """A draw card: drawn now, or a stack for the victim; the seat that plays next."""
        if out:
            self.give(victim, total)
            return victim
        if self.rules.stacking_on:
            self.pending = total
            self.largest_draw = max(self.largest_draw, total)
            return victim
        nxt = self.after(victim)
        self.give(victim, total)
        return nxt

    def play_out(self) -> None:
        while self.winner < 0:
            self.turn_step()
            if self.turns > MAX_TURNS:
                raise _Stalled

    def result(self) -> SimulatedRound:
        hands = [self.faces(seat) for seat in range(self.players)]
        return SimulatedRound(
            winner=None if self.winner < 0 else self.winner,
            leftovers=tuple(0 if seat == self.winner else sum(c.points for c in hand)
                            for seat, hand in enumerate(hands)),
            cards_left=tuple(len(hand) for hand in hands),
            turns=self.turns, cards_drawn=self.cards_drawn, largest_draw=self.largest_draw,
            challenges=0, catches=0, jump_ins=0, reshuffles=self.reshuffles,
            knocked_out=len(self.out), presses=self.presses, flips=self.flips,
        )  # fmt: skip


def _physical_deck(deck: str, rng: random_module.Random) -> list[Physical]:
    """Every card of the deck as faces; Flip's light and dark faces paired at random."""
    cards = simulation_cards(deck)
    if not get_deck(deck).sides:
        physical: list[Physical] = [(card,) for card in cards]
    else:
        light = [card for card in cards if card.side == "light"]
        dark = [card for card in cards if card.side == "dark"]
        rng.shuffle(dark)
        physical = list(zip(light, dark, strict=True))
    rng.shuffle(physical)
    return physical


def play_edition_round(
    deck: str,
    rules: HouseRules,
    rng: random_module.Random,
    players: int = 4,
    dealer: int = 0,
    log: EditionLog | None = None,
) -> SimulatedRound:
    """Deal, turn up the first card and play one round of an edition to its end."""
    state = _Round(deck, rules_for(deck, rules), players, rng, log, _physical_deck(deck, rng))
    state.hands = [state.take(HAND_SIZE) for _ in range(players)]
    if log is not None:
        log.dealt = tuple(tuple(state.faces(i)) for i in range(players))
    try:
        state.first_card(dealer)
        state.play_out()
    except _Stalled:
        state.winner = -1
    return state.result()
