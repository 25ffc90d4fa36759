"""Random rounds and games played through the referee, with a real deck.

The simulator keeps the actual cards (hands, draw pile, discard pile), lets random
players choose among the actions the engine rules legal, applies the effects itself and
checks on every step that the engine agrees: every action taken was legal, every card is
still somewhere, and every hand the engine reports matches the real one. A broken
invariant raises ``SimulationError``. Same seed, same game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from referee.cards import Card, Color, get_deck, hand_points
from referee.engine import judge
from referee.rules import HouseRules
from referee.ruling import Action, ActionType, EffectType, Ruling
from referee.situation import Situation

MAX_ACTIONS = 4000
HAND_SIZE = 7
Observer = Callable[[Situation, Action, Ruling], None]


class SimulationError(ValueError):
    """The engine and the real cards disagree, or an illegal action was applied."""


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How one round went."""

    winner: int | None  # None if the round stalled (no cards left to draw)
    points: int  # what the winner collects from the other hands
    turns: int
    actions: Counter[str]  # action type -> how many were taken
    cards_drawn: int
    reshuffles: int
    largest_stack: int
    hand_sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Statistics:
    """Totals over many rounds."""

    rounds: int
    stalled: int
    turns: int
    actions: Counter[str]
    cards_drawn: int
    reshuffles: int
    largest_stack: int
    wins: Counter[int]
    mean_points: float


@dataclass(slots=True)
class _Table:
    """The real cards of one round (mutable, private to the simulator)."""

    rng: random.Random
    deck_size: int
    hands: list[list[Card]]
    pile: list[Card]
    discard: list[Card] = field(default_factory=list)
    reshuffles: int = 0
    drawn: int = 0

    def take(self, n: int) -> list[Card]:
        """Draw ``n`` cards, turning the discard pile over when the pile runs out."""
        if len(self.pile) < n:
            self.reshuffle()
        if len(self.pile) < n:
            raise _Stalled
        self.drawn += n
        return [self.pile.pop() for _ in range(n)]

    def reshuffle(self) -> None:
        """Keep the top discard, shuffle the rest into the draw pile."""
        rest, self.discard = self.discard[:-1], self.discard[-1:]
        self.rng.shuffle(rest)
        self.pile = rest + self.pile
        self.reshuffles += 1

    def count(self) -> int:
        """Every card on the table."""
        return sum(map(len, self.hands)) + len(self.pile) + len(self.discard)


class _Stalled(Exception):
    """No cards left to draw: the round cannot go on."""


def play_round(
    rules: HouseRules,
    rng: random.Random,
    players: int = 4,
    deck: str = "classic",
    dealer: int = 0,
    observe: Observer | None = None,
) -> RoundResult:
    """Deal, flip and play one random round to its end; see the module docstring.

    :raises SimulationError: if an invariant breaks.
    """
    cards = get_deck(deck).cards()
    rng.shuffle(cards)
    hands = [[cards.pop() for _ in range(HAND_SIZE)] for _ in range(players)]
    table = _Table(rng, get_deck(deck).size, hands, cards)
    run = _Run(table, rules, rng, observe)
    try:
        s = run.flip(Situation(players, dealer=dealer))
        while s.winner is None:
            s = run.step(s)
    except _Stalled:
        return run.result(None)
    return run.result(s.winner)


@dataclass(slots=True)
class _Run:
    """One round in progress: the table, the rules, and counters."""

    table: _Table
    rules: HouseRules
    rng: random.Random
    observe: Observer | None
    turns: int = 0
    largest_stack: int = 0
    actions: Counter[str] = field(default_factory=Counter)

    def flip(self, s: Situation) -> Situation:
        """Turn up first cards until one that may start the pile."""
        while True:
            card = self.table.take(1)[0]
            self.table.discard.append(card)
            color = self.rng.choice(list(Color)) if card.is_wild else None
            s = self.apply(s, Action(ActionType.FLIP, card=card, color=color))
            if s.top is not None:
                return s
            self.table.pile.insert(0, self.table.discard.pop())
            self.rng.shuffle(self.table.pile)

    def step(self, s: Situation) -> Situation:
        """One thing happens: a jump-in, a challenge, or the player on turn acts."""
        if self.rules.jump_in and self.rng.random() < 0.3:
            jumper = self.jumper(s)
            if jumper is not None and s.top is not None:
                jump = Action(ActionType.JUMP_IN, jumper, s.top, target=self.target_for(s, jumper))
                return self.after_play(self.apply(s, jump))
        last = s.last_play
        challengeable = last is not None and s.top == last.card and last.card.code == "W+4"
        if challengeable and self.rules.draw_four_challenge and self.rng.random() < 0.25:
            assert last is not None
            return self.apply(s, Action(ActionType.CHALLENGE, s.next_seat(last.seat)))
        self.turns += 1
        return self.turn(s)

    def turn(self, s: Situation) -> Situation:
        """The player on turn plays a random legal card, draws, or passes."""
        seat = s.turn
        if s.drawn is not None:
            play = self.choose_play(s, seat, only=s.drawn[-1])
            if play is not None and (self.rules.must_play_drawn or self.rng.random() < 0.8):
                return self.after_play(self.apply(s, play))
            if not self.rules.draw_until_playable or play is not None:
                return self.apply(s, Action(ActionType.PASS, seat))
        elif self.rng.random() < 0.95:
            play = self.choose_play(s, seat)
            if play is not None:
                return self.after_play(self.apply(s, play))
        count = s.pending_draw or 1
        self.largest_stack = max(self.largest_stack, s.pending_draw)
        drawn = tuple(self.table.take(count))
        return self.apply(s, Action(ActionType.DRAW, seat, drawn=drawn), own_draw=drawn)

    def choose_play(self, s: Situation, seat: int, only: Card | None = None) -> Action | None:
        """A random legal play from ``seat``'s hand (or just ``only``), or None."""
        hand = self.table.hands[seat]
        options = []
        for card in sorted(set(hand) if only is None else {only}, key=lambda c: c.code):
            action = Action(ActionType.PLAY, seat, card, self.color_for(hand, card),
                            self.target_for(s, seat))  # fmt: skip
            if judge(s, action, self.rules).legal:
                options.append(action)
        return self.rng.choice(options) if options else None

    def color_for(self, hand: list[Card], card: Card) -> Color | None:
        """The colour a player names: the one they hold most of."""
        if not card.is_wild:
            return None
        held = Counter(c.color for c in hand if c.color is not None)
        return held.most_common(1)[0][0] if held else self.rng.choice(list(Color))

    def target_for(self, s: Situation, seat: int) -> int:
        """A random other seat, for swaps."""
        return self.rng.choice([i for i in range(s.players) if i != seat])

    def jumper(self, s: Situation) -> int | None:
        """A seat holding a card identical to the top card, who did not play it."""
        if s.top is None or s.top.is_wild or s.pending_draw:
            return None
        played = s.last_play.seat if s.last_play is not None else None
        seats = [i for i, h in enumerate(self.table.hands) if s.top in h and i != played]
        return self.rng.choice(seats) if seats else None

    def after_play(self, s: Situation) -> Situation:
        """After a play: the player may call UNO, or be caught not having called."""
        uno = s.uno
        if s.winner is not None or uno is None or uno.called or uno.next_has_acted:
            return s
        if self.rng.random() < 0.7:
            return self.apply(s, Action(ActionType.CALL_UNO, uno.seat))
        if self.rng.random() < 0.5:
            catcher = self.target_for(s, uno.seat)
            return self.apply(s, Action(ActionType.CATCH, catcher, target=uno.seat))
        return s

    def apply(self, s: Situation, action: Action, own_draw: tuple[Card, ...] = ()) -> Situation:
        """Judge ``action``, insist it is legal, and carry out its effects on the cards."""
        ruling = judge(s, action, self.rules)
        if self.observe is not None:
            self.observe(s, action, ruling)
        if not ruling.legal or ruling.after is None:
            raise SimulationError(
                f"Illegal action applied: {action} in {s}: {ruling.verdict.value}"
            )
        self.actions[action.type.value] += 1
        if action.card is not None and action.type is not ActionType.FLIP:
            self.table.hands[action.seat if action.seat is not None else s.turn].remove(action.card)
            self.table.discard.append(action.card)
        for effect in ruling.effects:
            self.carry_out(effect.type, effect.seat, effect.count, effect.seats, own_draw, s)
        return self.check(ruling.after)

    def carry_out(
        self,
        kind: EffectType,
        seat: int | None,
        count: int | None,
        seats: tuple[int, int] | None,
        own_draw: tuple[Card, ...],
        s: Situation,
    ) -> None:
        """Move the real cards as one effect says."""
        hands = self.table.hands
        if kind is EffectType.DRAW and seat is not None and count is not None:
            hands[seat] += list(own_draw) if own_draw else self.table.take(count)
        elif kind is EffectType.SWAP and seats is not None:
            a, b = seats
            hands[a], hands[b] = hands[b], hands[a]
        elif kind is EffectType.ROTATE_HANDS:
            n, step = len(hands), s.direction.step
            hands[:] = [hands[(i - step) % n] for i in range(n)]
        elif kind is EffectType.SHUFFLE_HANDS and seat is not None:
            self.shuffle_hands(seat, s)

    def shuffle_hands(self, seat: int, s: Situation) -> None:
        """Wild Shuffle Hands: gather, shuffle, deal out from the next player."""
        cards = [c for h in self.table.hands for c in h]
        self.rng.shuffle(cards)
        n = s.players
        new: list[list[Card]] = [[] for _ in range(n)]
        for i, card in enumerate(cards):
            new[s.next_seat(seat, steps=i + 1)].append(card)
        self.table.hands[:] = new

    def check(self, after: Situation) -> Situation:
        """Check the invariants; return the situation with every hand known."""
        if self.table.count() != self.table.deck_size:
            raise SimulationError(f"Cards not conserved: {self.table.count()} on the table.")
        for seat, hand in enumerate(after.hands):
            if hand is not None and Counter(hand) != Counter(self.table.hands[seat]):
                raise SimulationError(f"Seat {seat}: engine has {hand}, table has others.")
        if after.top is not None and self.table.discard[-1] != after.top:
            raise SimulationError(f"Top card {after.top} is not the discard pile's top.")
        return after.replace(hands=tuple(tuple(h) for h in self.table.hands))

    def result(self, winner: int | None) -> RoundResult:
        """Sum up the round."""
        hands = self.table.hands
        points = 0 if winner is None else sum(hand_points(h) for h in hands)
        return RoundResult(winner, points, self.turns, self.actions, self.table.drawn,
                           self.table.reshuffles, self.largest_stack,
                           tuple(len(h) for h in hands))  # fmt: skip


def simulate(
    rules: HouseRules | None = None,
    rounds: int = 100,
    players: int = 4,
    seed: int = 0,
    deck: str = "classic",
) -> Statistics:
    """Play ``rounds`` random rounds (the deal passing left) and total them up."""
    rng = random.Random(seed)
    results = [
        play_round(rules or HouseRules(), rng, players, deck, dealer=i % players)
        for i in range(rounds)
    ]
    done = [r for r in results if r.winner is not None]
    return Statistics(
        rounds=rounds,
        stalled=rounds - len(done),
        turns=sum(r.turns for r in results),
        actions=sum((r.actions for r in results), Counter()),
        cards_drawn=sum(r.cards_drawn for r in results),
        reshuffles=sum(r.reshuffles for r in results),
        largest_stack=max((r.largest_stack for r in results), default=0),
        wins=Counter(r.winner for r in done if r.winner is not None),
        mean_points=sum(r.points for r in done) / len(done) if done else 0.0,
    )


def play_game(
    rules: HouseRules | None = None,
    players: int = 4,
    target: int = 500,
    seed: int = 0,
    deck: str = "classic",
) -> tuple[int, list[int]]:
    """Play rounds until someone's collected points reach ``target``; winner and totals."""
    rng = random.Random(seed)
    totals = [0] * players
    for number in range(10_000):
        result = play_round(rules or HouseRules(), rng, players, deck, dealer=number % players)
        if result.winner is not None:
            totals[result.winner] += result.points
            if totals[result.winner] >= target:
                return result.winner, totals
    raise SimulationError("No game should take 10,000 rounds.")
