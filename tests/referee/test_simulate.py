"""Property test: many random rounds through the engine under every preset and option."""

from __future__ import annotations

import random

import pytest

from referee.cards import Rank
from referee.rules import PRESETS, HouseRules
from referee.ruling import Action, ActionType, EffectType, Ruling
from referee.simulate import play_game, play_round, simulate
from referee.situation import Situation

VARIANTS = {
    **PRESETS,
    "strict": HouseRules(draw_until_playable=True, must_play_drawn=True, no_wild_finish=True,
                         challenge_winner_plays=False, two_player_reverse_skips=False,
                         first_reverse="right_of_dealer", uno_penalty=4, false_uno_penalty=2),
    "mixed": HouseRules(stacking="plus4_on_plus2", jump_in=True, uno_penalty=1),
}  # fmt: skip


def follows_the_rules(s: Situation, action: Action, ruling: Ruling) -> None:
    """Per-step checks on turns and draws, independent of the engine's own code paths."""
    after = ruling.after
    assert ruling.legal and after is not None
    assert after.pending_draw >= 0
    if action.type is ActionType.PLAY and action.card is not None and after.winner is None:
        seat, rank = action.seat, action.card.rank
        assert seat == s.turn
        draws = [e for e in ruling.effects if e.type is EffectType.DRAW]
        if rank is Rank.SKIP:
            assert after.turn == s.next_seat(seat, steps=2)
        if rank.draw_penalty and after.pending_draw == 0:
            assert draws and draws[0].count == rank.draw_penalty
            assert after.turn == s.next_seat(seat, steps=2)
        if rank.draw_penalty and after.pending_draw:
            assert after.pending_draw == s.pending_draw + rank.draw_penalty
            assert not draws and after.turn == s.next_seat(seat)
        if rank.is_number and not ruling.effects:
            assert after.turn == s.next_seat(seat)
    if action.type is ActionType.DRAW and s.pending_draw:
        assert ruling.effects[0].count == s.pending_draw and after.pending_draw == 0


@pytest.mark.parametrize("players", [2, 3, 4, 7])
@pytest.mark.parametrize("name", list(VARIANTS))
def test_random_rounds_conserve_cards_and_stay_legal(name: str, players: int) -> None:
    rules = VARIANTS[name]
    rng = random.Random(f"{name}-{players}")
    deck = {2: "2015", 7: "2018"}.get(players, "classic")
    for number in range(12):
        result = play_round(rules, rng, players, deck, number % players, follows_the_rules)
        assert result.winner is not None or players >= 7
        if result.winner is not None:
            assert result.hand_sizes[result.winner] == 0


def test_statistics_and_seeds() -> None:
    stats = simulate(PRESETS["party"], rounds=20, players=5, seed=7)
    assert stats == simulate(PRESETS["party"], rounds=20, players=5, seed=7)
    assert stats.rounds == 20 and sum(stats.wins.values()) == 20 - stats.stalled
    assert stats.actions["play"] > 0 and stats.actions["draw"] > 0
    assert stats.largest_stack >= 4 and stats.mean_points > 0
    assert simulate(HouseRules(), rounds=20, seed=7).largest_stack == 0


def test_play_game_reaches_target() -> None:
    winner, totals = play_game(PRESETS["official"], players=3, target=300, seed=2)
    assert totals[winner] >= 300 and max(totals) == totals[winner]
