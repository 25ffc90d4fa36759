"""Simulated rounds replayed through the referee: every step legal, every state the same."""

from __future__ import annotations

import dataclasses
import os
import random

import pytest

from referee.cards import Rank
from referee.decks import ENGINE_DECKS, get_deck
from referee.rules import HouseRules
from referee.rulings.ruling import Action, ActionType, EffectType, Ruling
from referee.rulings.situation import Situation
from referee.simulation.fastcheck import FastPathMismatch, replay_round
from referee.simulation.fastplay import RoundLog, play_round
from referee.simulation.simulate import VARIANTS, SimulationError, checked_round, main, simulate
from referee.simulation.strategies import CHAOTIC_HABITS, Strategy

# The default run replays a few rounds per variant; set this for thousands.
ROUNDS = int(os.environ.get("UNO_DIFFERENTIAL_ROUNDS", "5"))
TABLES = [(2, "2015"), (3, "classic"), (4, "2018"), (5, "classic"), (7, "2015"), (10, "2018")]


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


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_fast_step_is_legal_and_agrees_with_the_referee(name: str) -> None:
    rules, rng = VARIANTS[name], random.Random(name)
    seen: set[ActionType] = set()
    for number in range(ROUNDS):
        players, deck = TABLES[number % len(TABLES)]
        mix = [rng.choice(list(Strategy)) for _ in range(players)]
        observed: list[Action] = []

        def observe(
            s: Situation, action: Action, ruling: Ruling, seen: list[Action] = observed
        ) -> None:
            follows_the_rules(s, action, ruling)
            seen.append(action)

        result, steps = checked_round(rules, rng, players, deck, number % players, mix,
                                      CHAOTIC_HABITS, observe)  # fmt: skip
        assert steps == len(observed) > 0
        seen.update(action.type for action in observed)
        if result.winner is not None:
            assert result.cards_left[result.winner] == 0
            assert observed[-1].seat == result.winner
    assert {ActionType.FLIP, ActionType.PLAY, ActionType.DRAW} <= seen


def test_the_variants_switch_every_option_away_from_official() -> None:
    official = HouseRules().to_dict()
    changed = {key for rules in VARIANTS.values() for key, value in rules.to_dict().items()
               if value != official[key]}  # fmt: skip
    assert changed == set(official)


def test_a_disagreement_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    # A fast path that let the Wild Draw Four's victim play on would be caught.
    import referee.simulation.fastcheck as fastcheck

    real = fastcheck.judge

    def lenient_turns(s: Situation, action: Action, rules: HouseRules | None = None) -> Ruling:
        ruling = real(s, action, rules)
        after = ruling.after
        if after is not None and action.type is ActionType.PLAY:
            late = after.replace(turn=(after.turn + 1) % s.players)
            return dataclasses.replace(ruling, after=late)
        return ruling

    monkeypatch.setattr(fastcheck, "judge", lenient_turns)
    with pytest.raises(SimulationError, match="turn"):
        checked_round(HouseRules(), random.Random(3), 3)


def test_statistics_and_seeds() -> None:
    stats = simulate(VARIANTS["party"], rounds=40, players=5, seed=7)
    assert stats == simulate(VARIANTS["party"], rounds=40, players=5, seed=7)
    assert stats != simulate(VARIANTS["party"], rounds=40, players=5, seed=8)
    assert stats.rounds == 40 and sum(stats.wins.values()) == 40 - stats.stalled
    assert stats.largest_draw >= 8 and stats.mean_points > 0 and stats.jump_ins > 0
    assert simulate(HouseRules(), rounds=40, seed=7).largest_draw <= 6


@pytest.mark.parametrize("deck", ENGINE_DECKS)
def test_the_log_replays_to_the_same_round(deck: str) -> None:
    first, second = RoundLog(), RoundLog()
    a = play_round(VARIANTS["mixed"], random.Random(5), 4, deck, 1, None, CHAOTIC_HABITS, first)
    b = play_round(VARIANTS["mixed"], random.Random(5), 4, deck, 1, None, CHAOTIC_HABITS, second)
    assert a == b and first == second and len(first.steps) > 10


def test_bench_prints_the_rate_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bench", "--players", "2", "--seconds", "0.05"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith("rounds/s: ") and int(lines[-1].split()[-1]) > 0
    assert lines[-2].startswith("rounds: ")


def test_a_step_the_referee_refuses_is_reported() -> None:
    log = RoundLog()
    play_round(HouseRules(), random.Random(1), 3, "classic", 0, None, CHAOTIC_HABITS, log)
    number, step = next((i, s) for i, s in enumerate(log.steps) if s.action is ActionType.PLAY)
    # The same player puts down a card the referee cannot allow: one they do not hold.
    held = {kind for hand in log.steps[number - 1].after.hands for kind in hand}  # type: ignore[union-attr]
    missing = next(kind for kind in range(52) if kind not in held and kind != step.card)
    log.steps[number] = dataclasses.replace(step, card=missing, color=-1)
    with pytest.raises(FastPathMismatch, match="refuses"):
        replay_round(log, HouseRules(), 3, 0, 108)


def test_the_fast_path_keeps_a_window_per_player_as_the_referee_does() -> None:
    # Seven-O and the 2015/2018 special wilds leave several players on one card at once;
    # each calls or is caught on their own, and every step must replay alike.
    several = caught_among_several = 0
    for seed in range(40):
        log = RoundLog()
        deck = ("2015", "2018")[seed % 2]
        play_round(VARIANTS["party"], random.Random(seed), 5, deck, 0, None, CHAOTIC_HABITS, log)
        replay_round(log, VARIANTS["party"], 5, 0, get_deck(deck).size)
        before: tuple[tuple[int, bool, bool], ...] = ()
        for step in log.steps:
            assert step.after is not None
            several += len(step.after.uno) > 1
            if step.action is ActionType.CATCH and len(before) > 1:
                caught_among_several += 1
                assert step.target not in {seat for seat, _, _ in step.after.uno}
                assert len(step.after.uno) == len(before) - 1
            before = step.after.uno
    assert several and caught_among_several
