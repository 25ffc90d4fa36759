"""A ruling told for people at a table: their names instead of seats, and what follows.

The engine speaks of "seat 2" so that the JSON API stays neutral; a table knows its
players by name. :func:`with_names` rewrites a sentence, and :func:`consequences` turns
a ruling's effects and the situation afterwards into short lines ("Bea draws 4").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from referee.ruling import Effect, EffectType, Ruling
from referee.situation import Direction

SEAT = re.compile(r"\b([Ss])eat (\d+)\b")
VERDICT = re.compile(r"^(?:Legal|Not allowed): |^Legal, (?=assuming [^:]*: )")
DIRECTION_WORDS = {Direction.CW: "clockwise", Direction.CCW: "counterclockwise"}


def with_names(sentence: str, names: Sequence[str]) -> str:
    """``sentence`` with every "seat N" replaced by the name of seat N.

    A seat number that no name covers is left as it is.
    """

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(2))
        return names[seat] if seat < len(names) else match.group(0)

    return SEAT.sub(name, sentence)


def without_verdict(sentence: str) -> str:
    """The reason alone, for a page whose headline already says yes or no.

    "Legal: the colour matches." -> "The colour matches."; "Legal, assuming you hold
    it: ..." -> "Assuming you hold it: ..."; other openings are kept.
    """
    rest = VERDICT.sub("", sentence, count=1)
    return rest[:1].upper() + rest[1:]


def consequences(ruling: Ruling, names: Sequence[str]) -> list[str]:
    """What happens after a legal ruling, in order, one short sentence each.

    Ends with who plays next (or who must answer a stack), unless the round is over.
    A ruling that allows nothing has no consequences.
    """
    if not ruling.legal or ruling.after is None:
        return []
    lines = [_effect_line(effect, names) for effect in ruling.effects]
    after = ruling.after
    if after.winner is not None:
        lines.append(f"{names[after.winner]} goes out: the round is over.")
    elif after.pending_draw:
        lines.append(f"{names[after.turn]} must stack a draw card or draw {after.pending_draw}.")
    else:
        lines.append(f"{names[after.turn]} plays next.")
    return lines


def _effect_line(effect: Effect, names: Sequence[str]) -> str:
    """One effect as a sentence."""
    who = names[effect.seat] if effect.seat is not None else ""
    kind = effect.type
    if kind is EffectType.DRAW:
        count = effect.count or 0
        return f"{who} draws {count} card{'' if count == 1 else 's'}."
    if kind is EffectType.SKIP:
        return f"{who} loses their turn."
    if kind is EffectType.REVERSE:
        return "Play changes direction."
    if kind is EffectType.COLOR:
        assert effect.color is not None
        return f"The colour is now {effect.color.label}."
    if kind is EffectType.CHOOSE_COLOR:
        return f"{who} names the colour."
    if kind is EffectType.SWAP:
        assert effect.seats is not None
        first, second = effect.seats
        return f"{names[first]} and {names[second]} swap hands."
    if kind is EffectType.ROTATE_HANDS:
        assert effect.direction is not None
        return f"Every hand passes one seat {DIRECTION_WORDS[effect.direction]}."
    if kind is EffectType.SHUFFLE_HANDS:
        return "All hands are gathered, shuffled and dealt out again."
    if kind is EffectType.RESHUFFLE:
        return "The card goes back into the deck, which is shuffled; turn up a new card."
    assert effect.card is not None  # PLAY_DRAWN
    return f"{who} may play the {effect.card.label} just drawn."
