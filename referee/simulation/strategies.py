"""How simulated players choose: which card (the strategy) and how they behave (habits).

Cards are the compact integers of :mod:`referee.simulation.compact`. A strategy picks one of the
legal cards it is offered; the simulator alone decides what is legal. Habits are the
chances of everything else a player does or forgets: calling UNO, catching, bluffing,
challenging, jumping in.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from referee.i18n import N_, _
from referee.simulation.compact import COLOR_OF, POINTS, WILD

Random = Callable[[], float]


class Strategy(enum.Enum):
    """Which legal card a simulated player puts down."""

    RANDOM = "random"
    """Any legal card, each held card as likely as the next."""
    OFFENSIVE = "offensive"
    """Keep the wild cards to go out with: play them only when nothing else fits."""
    DEFENSIVE = "defensive"
    """Shed the cards worth most first, so little is left to count against you."""

    @property
    def label(self) -> str:
        """The strategy's name for people, in the language of the moment."""
        return _(STRATEGY_LABELS[self.value])


STRATEGY_LABELS: dict[str, str] = {
    "random": N_("Random"),
    "offensive": N_("Offensive"),
    "defensive": N_("Defensive"),
}


@dataclass(frozen=True, slots=True)
class Habits:
    """Chances (0 to 1) of what players do besides choosing a card."""

    forget_uno: float = 0.15  # a player down to one card forgets to call UNO
    catch: float = 0.5  # someone notices a forgotten UNO in time
    bluff: float = 0.2  # a Wild Draw Four is played although the colour is held
    challenge: float = 0.25  # the player hit by a Wild Draw Four challenges it
    jump_in: float = 0.5  # a player holding the identical card jumps in
    draw_instead: float = 0.0  # a player who could play draws instead
    keep_drawn: float = 0.0  # a playable drawn card is kept (when the rules allow)
    false_uno: float = 0.0  # a player calls UNO holding more than one card


TABLE_HABITS = Habits()
"""Habits of a typical table, used for the expectations."""
CAREFUL_HABITS = Habits(forget_uno=0.0, bluff=0.0, challenge=0.0, jump_in=0.0)
"""Players who never slip: the benchmark's plain random play."""
CHAOTIC_HABITS = Habits(forget_uno=0.25, catch=0.6, bluff=0.5, challenge=0.5, jump_in=0.5,
                        draw_instead=0.1, keep_drawn=0.3, false_uno=0.03)  # fmt: skip
"""Every kind of action often, so tests reach every rule."""


def choose_card(strategy: Strategy, options: Sequence[int], random: Random) -> int:
    """The card ``strategy`` plays among the legal ``options`` (never empty)."""
    if strategy is Strategy.OFFENSIVE:
        plain = [card for card in options if not WILD[card]]
        pool = plain or options
        return pool[int(random() * len(pool))]
    if strategy is Strategy.DEFENSIVE:
        best = max(POINTS[card] for card in options)
        top = [card for card in options if POINTS[card] == best]
        return top[int(random() * len(top))]
    return options[int(random() * len(options))]


def choose_color(hand: Sequence[int], random: Random) -> int:
    """The colour a player names for a wild: the one they hold most of (0-3)."""
    counts = [0, 0, 0, 0]
    for card in hand:
        color = COLOR_OF[card]
        if color >= 0:
            counts[color] += 1
    best = max(counts)
    if best == 0:
        return int(random() * 4)
    return counts.index(best)


def choose_target(strategy: Strategy, seat: int, sizes: Sequence[int], random: Random) -> int:
    """Whom to swap hands with: anyone (random play) or the player holding fewest cards."""
    others = [other for other in range(len(sizes)) if other != seat]
    if strategy is Strategy.RANDOM:
        return others[int(random() * len(others))]
    return min(others, key=lambda other: sizes[other])
