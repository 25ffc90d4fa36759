"""Fast rounds and games under any house rules: compact cards, no sentences, same rules.

This is the simulator's hot path. It keeps the real cards as small integers (see
:mod:`referee.simulation.compact`), decides legality from precomputed match tables and mirrors the
referee's rulings (:func:`referee.rulings.engine.judge`) state for state: turn, direction, top
card and colour, pending stack, each player's UNO window, the last play (for a
challenge), the winner. It never builds a sentence. Differential tests replay its steps
through the engine (:mod:`referee.simulation.fastcheck`): every step must be legal there and lead to
the same state. Only legal actions are taken; the simulated players choose among them by
:mod:`referee.simulation.strategies`.

Cards are drawn from a random place in the draw pile, which is the same as drawing from
the top of a shuffled pile and saves shuffling. Same seed, same round.
"""

from __future__ import annotations

import random as random_module
from collections.abc import Sequence
from dataclasses import dataclass, field

from referee.rules import STACKING_ANSWERS, HouseRules, Stacking
from referee.rulings.ruling import ActionType
from referee.scorekeeping.scoring import Method
from referee.simulation.compact import (
    COLOR_OF,
    DRAW_TWO,
    MATCH,
    PENALTY,
    POINTS,
    RANK_COUNT,
    RANK_OF,
    RANKS,
    REVERSE,
    SEVEN,
    SHUFFLE_HANDS,
    SKIP,
    SWAP_HANDS,
    WILD,
    WILD_DRAW_FOUR,
    ZERO,
    deck_cards,
    to_card,
)
from referee.simulation.strategies import TABLE_HABITS, Habits, Strategy, choose_card, choose_color
from referee.simulation.strategies import choose_target as _choose_target

HAND_SIZE = 7
MAX_TURNS = 5000  # a round this long is called off (it has never happened)
WILD_RANK = RANK_OF[WILD_DRAW_FOUR]
_HAND_CHANGERS = frozenset((ZERO, SEVEN, SWAP_HANDS, SHUFFLE_HANDS))
# (stacking, rank on top) -> ranks that may answer a pending stack: the referee's table
# (``Stacking.answers``) in compact ranks.
STACK_ANSWERS: dict[tuple[Stacking, int], tuple[int, ...]] = {
    (stacking, RANKS.index(top)): tuple(RANKS.index(rank) for rank in answers)
    for (stacking, top), answers in STACKING_ANSWERS.items()
}


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The state of a round right after one step, in compact values (-1: none)."""

    top: int
    color: int
    turn: int
    direction: int  # +1 clockwise, -1 counterclockwise
    pending: int
    winner: int
    uno: tuple[tuple[int, bool, bool], ...]  # seat, called, next player has acted; by seat
    last_play_seat: int
    drawn: bool  # the player on turn has drawn this turn
    hands: tuple[tuple[int, ...], ...]
    unseen: int  # cards in the draw and discard piles


@dataclass(frozen=True, slots=True)
class Step:
    """One action the fast path took, and the state it led to."""

    action: ActionType
    seat: int
    card: int = -1
    color: int = -1
    target: int = -1
    drawn: tuple[int, ...] = ()
    bluff: bool = False  # a Wild Draw Four played although its player held the colour
    # The Wild Draw Four will be challenged: its victim draws as the challenge decides.
    draw_waits: bool = False
    after: Snapshot | None = None
    # At the start of a turn: every move the rules allow (card codes and "draw").
    offered: frozenset[str] | None = None


@dataclass(slots=True)
class RoundLog:
    """Everything a round did, for replaying it through the referee: the deal, each step."""

    dealt: tuple[tuple[int, ...], ...] = ()
    steps: list[Step] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SimulatedRound:
    """How one simulated round went."""

    winner: int | None  # None if the round was called off (no cards left to draw)
    leftovers: tuple[int, ...]  # points left in each seat's hand (0 for the winner)
    cards_left: tuple[int, ...]  # cards left in each seat's hand
    turns: int
    cards_drawn: int  # after the deal, by anyone, for any reason
    largest_draw: int  # the most cards drawn at once, or the largest stack built
    challenges: int
    catches: int
    jump_ins: int
    reshuffles: int
    knocked_out: int = 0  # No Mercy: players put out by the mercy rule
    presses: int = 0  # UNO Attack!: presses of the launcher
    flips: int = 0  # UNO Flip!: Flip cards played or turned up first

    @property
    def points(self) -> int:
        """What the winner collects: every other hand's points."""
        return sum(self.leftovers)


@dataclass(frozen=True, slots=True)
class SimulatedGame:
    """How one simulated game went, round by round, to the target."""

    rounds: tuple[SimulatedRound, ...]
    totals: tuple[int, ...]  # each seat's total under the game's method
    winners: tuple[int, ...]  # one seat, or the seats tied for the lowest total


class _Stalled(Exception):
    """No cards left to draw: the round cannot go on."""


@dataclass(slots=True)
class _RoundState:
    """One round in progress (mutable, private to this module)."""

    rules: HouseRules
    players: int
    random: random_module.Random
    strategies: Sequence[Strategy]
    habits: Habits
    log: list[Step] | None
    hands: list[list[int]]
    pile: list[int]
    discard: list[int] = field(default_factory=list)
    top: int = -1
    color: int = -1
    turn: int = 0
    direction: int = 1
    pending: int = 0
    lp_seat: int = -1  # the last play, kept while a challenge may follow
    lp_bluff: bool = False
    will_challenge: bool = False  # the victim of the Wild Draw Four just played challenges
    uno: dict[int, tuple[bool, bool]] = field(default_factory=dict)  # seat: called, acted
    handed: list[int] = field(default_factory=list)  # others a hand move left on one card
    drawn: bool = False
    winner: int = -1
    turns: int = 0
    cards_drawn: int = 0
    largest_draw: int = 0
    challenges: int = 0
    catches: int = 0
    jump_ins: int = 0
    reshuffles: int = 0
    offered: frozenset[str] | None = None  # the legal moves at the start of this turn (logged)

    # ---- cards ----------------------------------------------------------------------

    def take(self, count: int) -> list[int]:
        """Draw ``count`` cards, turning the discard pile over when the pile runs short."""
        pile = self.pile
        if len(pile) < count:
            pile += self.discard[:-1]
            del self.discard[:-1]
            self.reshuffles += 1
            if len(pile) < count:
                raise _Stalled
        rand = self.random.random
        taken = []
        for _ in range(count):
            # Any card of the pile, moved out by swapping in the last one.
            i = int(rand() * len(pile))
            last = pile.pop()
            if i < len(pile):
                taken.append(pile[i])
                pile[i] = last
            else:
                taken.append(last)
        return taken

    def give(self, seat: int, count: int) -> None:
        """``seat`` draws ``count`` cards as a penalty."""
        self.hands[seat] += self.take(count)
        self.cards_drawn += count
        if count > self.largest_draw:
            self.largest_draw = count

    def holds_color(self, seat: int) -> bool:
        """True if ``seat`` holds a card of the colour in force."""
        color = self.color
        return any(COLOR_OF[card] == color for card in self.hands[seat])

    def record(self, action: ActionType, seat: int, card: int = -1, color: int = -1,
               target: int = -1, drawn: tuple[int, ...] = (), bluff: bool = False,
               draw_waits: bool = False) -> None:  # fmt: skip
        """Log a step with the state after it, when a log is kept."""
        if self.log is None:
            return
        offered, self.offered = self.offered, None
        uno = tuple((seat, *self.uno[seat]) for seat in sorted(self.uno))
        after = Snapshot(self.top, self.color, self.turn, self.direction, self.pending,
                         self.winner, uno, self.lp_seat, self.drawn,
                         tuple(tuple(hand) for hand in self.hands),
                         len(self.pile) + len(self.discard))  # fmt: skip
        self.log.append(
            Step(action, seat, card, color, target, drawn, bluff, draw_waits, after, offered)
        )

    # ---- the first card -------------------------------------------------------------

    def flip(self, dealer: int) -> None:
        """Turn up first cards until one may start the pile, and apply what it does."""
        n = self.players
        left = (dealer + 1) % n
        while True:
            card = self.take(1)[0]
            if card != WILD_DRAW_FOUR:
                break
            # A Wild Draw Four goes back into the deck and another card is turned up.
            self.pile.append(card)
            self.record(ActionType.FLIP, -1, card)
        self.discard.append(card)
        self.top, self.turn, self.direction = card, left, 1
        rank, named = RANK_OF[card], -1
        if WILD[card]:
            named = choose_color(self.hands[left], self.random.random)
            self.color = named
        else:
            self.color = COLOR_OF[card]
        if rank == REVERSE:
            self.direction = -1
            self.turn = dealer if self.rules.first_reverse == "dealer" else (dealer - 1) % n
        elif rank == SKIP:
            self.turn = (left + 1) % n
        elif rank == DRAW_TWO:
            self.give(left, 2)
            self.turn = (left + 1) % n
        self.record(ActionType.FLIP, -1, card, named)

    # ---- playing a card -------------------------------------------------------------

    def options(self, seat: int, dare: bool = True) -> list[int]:
        """The cards ``seat`` may play on their turn (a bluff only if they ``dare`` and
        dare it)."""
        hand = self.hands[seat]
        if self.pending:
            return self.stack_options(hand, dare)
        match = MATCH[self.color * RANK_COUNT + RANK_OF[self.top]]
        options = [card for card in hand if match[card]]
        if (
            WILD_DRAW_FOUR in options
            and self.holds_color(seat)
            and not (dare and self.dares_bluff())
        ):
            options = [card for card in options if card != WILD_DRAW_FOUR]
        if self.rules.no_wild_finish and len(hand) == 1:
            options = [card for card in options if not WILD[card]]
        return options

    def stack_options(self, hand: list[int], dare: bool = True) -> list[int]:
        """The draw cards that may answer the pending stack."""
        top_rank = RANK_OF[self.top]
        answers = STACK_ANSWERS.get((self.rules.stacking, top_rank), ())
        options = [card for card in hand if RANK_OF[card] in answers]
        if top_rank == WILD_RANK:
            # A Draw Two on a Wild Draw Four must be of the colour named.
            options = [c for c in options if WILD[c] or COLOR_OF[c] == self.color]
        if WILD_DRAW_FOUR in options:
            # House rules stack on the official ones: the Wild Draw Four rule still holds.
            held = any(COLOR_OF[card] == self.color for card in hand)
            if held and not (dare and self.dares_bluff()):
                options = [card for card in options if card != WILD_DRAW_FOUR]
        if len(hand) == 1 and self.rules.no_wild_finish:
            options = [card for card in options if not WILD[card]]
        return options

    def decides_to_challenge(self) -> bool:
        """Whether the victim of a Wild Draw Four challenges it (decided as it goes down)."""
        return self.rules.draw_four_challenge and self.random.random() < self.habits.challenge

    def dares_bluff(self) -> bool:
        """Whether a player holding the colour plays a Wild Draw Four anyway."""
        return self.rules.draw_four_challenge and self.random.random() < self.habits.bluff

    def play(self, seat: int, card: int, jump: bool = False) -> None:
        """``seat`` puts ``card`` down (on their turn, or jumping in) and it takes effect."""
        # The hot path: number cards skip every special case in a test or two.
        n, hands = self.players, self.hands
        hand = hands[seat]
        bluff = card == WILD_DRAW_FOUR and self.holds_color(seat)
        hand.remove(card)
        self.discard.append(card)
        out = not hand
        rank = RANK_OF[card]
        direction = self.direction
        turn = (seat + direction) % n
        named, target, new_pending, shuffled = -1, -1, 0, False
        if rank >= SKIP:
            pending = self.pending
            if jump and seat != self.turn:
                # Another player's jump-in replaces the first card's effect, not adds to it;
                # the player on turn jumping in simply plays the card.
                if rank == REVERSE:
                    direction = -direction
                    turn = (seat + direction) % n
                pending = max(pending - PENALTY[card], 0)
            if WILD[card]:
                named = choose_color(hand, self.random.random)
            if rank == REVERSE:
                direction = -direction
                if n == 2 and self.rules.two_player_reverse_skips:
                    turn = seat
                else:
                    turn = (seat + direction) % n
            elif rank == SKIP:
                turn = (seat + 2 * direction) % n
            elif PENALTY[card]:
                if card == WILD_DRAW_FOUR and not out:
                    self.will_challenge = self.decides_to_challenge()
                new_pending, turn = self.draw_penalty(turn, pending + PENALTY[card], out, turn)
                if turn < 0:
                    turn = (seat + 2 * direction) % n
        if not out and rank in _HAND_CHANGERS:
            shuffled, target = self.change_hands(seat, rank, direction)
        if shuffled:
            self.uno_after_moving(seat, rank, target)
        elif len(hand) == 1:
            called = self.uno.get(seat, (False, False))[0]
            if self.uno:
                self.acted(seat)
            self.uno[seat] = (called, False)
        elif self.uno:
            self.acted(seat)
        self.top, self.color = card, COLOR_OF[card] if named < 0 else named
        self.direction, self.turn, self.pending = direction, turn, new_pending
        self.lp_seat, self.lp_bluff = seat, bluff
        self.drawn = False
        if out:
            self.winner = seat
        if jump:
            self.jump_ins += 1
        if self.log is not None:
            kind = ActionType.JUMP_IN if jump else ActionType.PLAY
            waits = self.will_challenge and card == WILD_DRAW_FOUR and not self.rules.stacking_on
            self.record(kind, seat, card, named, target, bluff=bluff, draw_waits=waits)

    def draw_penalty(self, victim: int, total: int, out: bool, turn: int) -> tuple[int, int]:
        """A Draw Two or Four: the victim draws now, or faces a stack; (pending, turn).

        A turn of -1 means the victim is skipped.
        """
        if out:
            self.give(victim, total)  # the last card's penalty is still drawn, and scored
            return 0, turn
        if not self.rules.stacking_on:
            if not self.will_challenge:
                # A challenged Wild Draw Four's penalty is drawn as the challenge decides.
                self.give(victim, total)
            return 0, -1
        if total > self.largest_draw:
            self.largest_draw = total
        return total, victim

    def acted(self, seat: int) -> None:
        """``seat`` played or drew: their own UNO window closes, and every other window
        is past its catch (a player has acted since it opened)."""
        uno = self.uno
        uno.pop(seat, None)
        for other, (called, acted) in uno.items():
            if not acted:
                uno[other] = (called, True)

    def uno_after_moving(self, seat: int, rank: int, target: int) -> None:
        """After hands change owners, whoever now holds one card must call UNO, as after a
        play: each gets a window of their own; those whose hands stayed keep theirs."""
        n = self.players
        moved = (seat, target) if target >= 0 else range(n)
        self.acted(seat)
        for other in moved:
            self.uno.pop(other, None)
            # Hands dealt out again are unknown to the referee: no window opens.
            if rank != SHUFFLE_HANDS and len(self.hands[other]) == 1:
                self.uno[other] = (False, False)
        following = ((seat + step * self.direction) % n for step in range(1, n))
        self.handed = [other for other in following if self.uno.get(other) == (False, False)]

    def change_hands(self, seat: int, rank: int, direction: int) -> tuple[bool, int]:
        """Seven-O and the special wilds move hands around; (whether they did, target)."""
        hands, n = self.hands, self.players
        if rank == SWAP_HANDS or (rank == SEVEN and self.rules.seven_o):
            target = self.choose_target(seat)
            hands[seat], hands[target] = hands[target], hands[seat]
            return True, target
        if rank == ZERO and self.rules.seven_o:
            hands[:] = [hands[(i - direction) % n] for i in range(n)]
            return True, -1
        if rank == SHUFFLE_HANDS:
            self.shuffle_hands(seat)
            return True, -1
        return False, -1

    def choose_target(self, seat: int) -> int:
        """The seat ``seat`` swaps hands with."""
        sizes = [len(hand) for hand in self.hands]
        return _choose_target(self.strategies[seat], seat, sizes, self.random.random)

    def shuffle_hands(self, seat: int) -> None:
        """Wild Shuffle Hands: gather every hand, shuffle, deal out from the next player."""
        cards = [card for hand in self.hands for card in hand]
        self.random.shuffle(cards)
        n, step = self.players, self.direction
        new: list[list[int]] = [[] for _ in range(n)]
        for i, card in enumerate(cards):
            new[(seat + step * (i + 1)) % n].append(card)
        self.hands[:] = new

    # ---- drawing --------------------------------------------------------------------

    def drew(self, seat: int) -> None:
        """What drawing does besides the card: UNO windows and the last play."""
        if self.uno:
            self.acted(seat)
        self.lp_seat = -1

    def draw_turn(self, seat: int) -> None:
        """Draw (until playable, if so agreed), then play the drawn card or pass."""
        rules, hand = self.rules, self.hands[seat]
        while True:
            card = self.take(1)[0]
            hand.append(card)
            self.cards_drawn += 1
            self.drew(seat)
            playable = MATCH[self.color * RANK_COUNT + RANK_OF[self.top]][card] and not (
                card == WILD_DRAW_FOUR and self.holds_color(seat)
            )
            if playable or rules.draw_until_playable:
                self.drawn = True
                self.record(ActionType.DRAW, seat, drawn=(card,))
                if playable:
                    break
            else:
                self.turn = (seat + self.direction) % self.players
                self.record(ActionType.DRAW, seat, drawn=(card,))
                return
        if rules.must_play_drawn or self.random.random() >= self.habits.keep_drawn:
            self.play(seat, card)
            self.after_play(seat)
        else:
            self.turn, self.drawn = (seat + self.direction) % self.players, False
            self.record(ActionType.PASS, seat)

    def take_stack(self, seat: int) -> None:
        """The player facing a stack draws it all and loses the turn."""
        self.give(seat, self.pending)
        self.drew(seat)
        self.turn, self.pending = (seat + self.direction) % self.players, 0
        self.record(ActionType.DRAW, seat)

    # ---- challenges and UNO ---------------------------------------------------------

    def challenge(self, seat: int) -> None:
        """``seat`` challenges the Wild Draw Four just played."""
        self.challenges += 1
        bluffer = self.lp_seat
        if self.lp_bluff:
            self.give(bluffer, 4)
            self.uno.pop(bluffer, None)
            left = max(self.pending - 4, 0)
            plays = left or self.rules.challenge_winner_plays
            self.turn = seat if plays else (seat + self.direction) % self.players
            self.pending = left
        else:
            self.give(seat, (self.pending or 4) + 2)
            self.uno.pop(seat, None)
            self.turn, self.pending = (seat + self.direction) % self.players, 0
        self.lp_seat, self.drawn = -1, False
        self.record(ActionType.CHALLENGE, seat)

    def after_play(self, seat: int) -> None:
        """After a play: its player calls UNO, or forgets and may be caught; so does each
        player the play left holding one card (hands swapped or passed), in turn order."""
        handed, self.handed = self.handed, []
        if self.winner >= 0:
            return
        habits, rand = self.habits, self.random.random
        if self.uno.get(seat) == (False, False):
            self.uno_or_caught(seat)
        elif habits.false_uno and len(self.hands[seat]) > 1 and rand() < habits.false_uno:
            self.call_uno(seat)
        for other in handed:
            self.uno_or_caught(other)

    def uno_or_caught(self, seat: int) -> None:
        """``seat``, down to one card, calls UNO, or forgets and may be caught."""
        habits, rand = self.habits, self.random.random
        if rand() >= habits.forget_uno:
            self.call_uno(seat)
        elif rand() < habits.catch:
            others = [other for other in range(self.players) if other != seat]
            catcher = others[int(rand() * len(others))]
            self.give(seat, self.rules.uno_penalty)
            del self.uno[seat]
            self.catches += 1
            self.record(ActionType.CATCH, catcher, target=seat)

    def call_uno(self, seat: int) -> None:
        """``seat`` calls UNO: rightly, early (next-to-last card), or falsely."""
        size = len(self.hands[seat])
        if size == 1 or (size == 2 and seat == self.turn and not self.drawn):
            self.uno[seat] = (True, self.uno.get(seat, (False, False))[1])
        elif self.rules.false_uno_penalty:
            self.give(seat, self.rules.false_uno_penalty)
        self.record(ActionType.CALL_UNO, seat)

    # ---- turns ----------------------------------------------------------------------

    def jumper(self) -> int:
        """A seat that jumps in with the card identical to the top card, or -1."""
        top = self.top
        if WILD[top] or self.random.random() >= self.habits.jump_in:
            return -1
        # The player facing a pending draw plays on it as any play would: with stacking off
        # the draw must be taken, so they cannot jump in.
        facing = self.turn if self.pending and not self.rules.stacking_on else -1
        seats = [
            seat
            for seat, hand in enumerate(self.hands)
            if seat != self.lp_seat and seat != facing and top in hand
        ]
        return seats[int(self.random.random() * len(seats))] if seats else -1

    def turn_step(self) -> None:
        """The player on turn plays a card, takes the stack, or draws."""
        seat = self.turn
        self.turns += 1
        if self.log is not None:  # the moves allowed, for the check against the referee
            legal = self.options(seat, dare=False)
            self.offered = frozenset([*(to_card(card).code for card in legal), "draw"])
        options = self.options(seat)
        draw_instead = self.habits.draw_instead
        if options and not (draw_instead and self.random.random() < draw_instead):
            strategy, rand = self.strategies[seat], self.random.random
            if self.rules.no_wild_finish and len(self.hands[seat]) == 2:
                # Nobody keeps a wild as a last card they may not go out with.
                options = [card for card in options if WILD[card]] or options
            if strategy is Strategy.RANDOM:
                card = options[int(rand() * len(options))]
            else:
                card = choose_card(strategy, options, rand)
            self.play(seat, card)
            if seat in self.uno or self.handed or self.habits.false_uno:
                self.after_play(seat)
        elif self.pending:
            self.take_stack(seat)
        else:
            self.draw_turn(seat)

    def play_out(self) -> None:
        """Play steps until someone goes out."""
        may_jump = self.rules.jump_in and self.habits.jump_in > 0
        turn_step = self.turn_step
        while self.winner < 0:
            if may_jump:
                jumper = self.jumper()
                if jumper >= 0:
                    self.play(jumper, self.top, jump=True)
                    self.after_play(jumper)
                    continue
            if self.will_challenge:
                self.will_challenge = False
                self.challenge((self.lp_seat + self.direction) % self.players)
                continue
            turn_step()
            if self.turns > MAX_TURNS:
                raise _Stalled

    def result(self) -> SimulatedRound:
        """Sum up the round."""
        hands = self.hands
        return SimulatedRound(
            winner=self.winner if self.winner >= 0 else None,
            leftovers=tuple(sum(POINTS[card] for card in hand) for hand in hands),
            cards_left=tuple(len(hand) for hand in hands),
            turns=self.turns,
            cards_drawn=self.cards_drawn,
            largest_draw=self.largest_draw,
            challenges=self.challenges,
            catches=self.catches,
            jump_ins=self.jump_ins,
            reshuffles=self.reshuffles,
        )


def play_round(
    rules: HouseRules,
    rng: random_module.Random,
    players: int = 4,
    deck: str = "classic",
    dealer: int = 0,
    strategies: Sequence[Strategy] | None = None,
    habits: Habits = TABLE_HABITS,
    log: RoundLog | None = None,
) -> SimulatedRound:
    """Deal, turn up the first card and play one round to its end.

    ``strategies`` has one entry per seat (default: random play). If ``log`` is given,
    the deal and every step, with the state it led to, are written into it.
    """
    pile = deck_cards(deck)
    state = _RoundState(rules, players, rng, strategies or [Strategy.RANDOM] * players,
                        habits, None if log is None else log.steps, [], pile)  # fmt: skip
    state.hands[:] = [state.take(HAND_SIZE) for _ in range(players)]
    if log is not None:
        log.dealt = tuple(tuple(hand) for hand in state.hands)
    try:
        state.flip(dealer)
        state.play_out()
    except _Stalled:
        state.winner = -1
    return state.result()


def play_game(
    rules: HouseRules,
    rng: random_module.Random,
    players: int = 4,
    deck: str = "classic",
    target: int = 500,
    method: Method = Method.COLLECT,
    strategies: Sequence[Strategy] | None = None,
    habits: Habits = TABLE_HABITS,
    dealer: int = 0,
) -> SimulatedGame:
    """Play rounds, the deal passing clockwise, until the game ends under ``method``."""
    totals = [0] * players
    rounds = []
    while True:
        result = play_round(rules, rng, players, deck, dealer, strategies, habits)
        rounds.append(result)
        dealer = (dealer + 1) % players
        if result.winner is None:
            continue  # a round called off scores nothing
        if method is Method.COLLECT:
            totals[result.winner] += result.points
            if totals[result.winner] >= target:
                return SimulatedGame(tuple(rounds), tuple(totals), (result.winner,))
        else:
            totals = [total + left for total, left in zip(totals, result.leftovers, strict=True)]
            if max(totals) >= target:
                low = min(totals)
                winners = tuple(seat for seat, total in enumerate(totals) if total == low)
                return SimulatedGame(tuple(rounds), tuple(totals), winners)
