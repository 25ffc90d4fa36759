"""The editions' simulated rounds, replayed through the referee in both directions."""

from __future__ import annotations

import dataclasses
import os
import random

import pytest

from referee.decks import DECKS, EDITION_DECKS, simulation_cards
from referee.rules import HouseRules
from referee.rulings.engine import legal_moves
from referee.rulings.ruling import ActionType
from referee.rulings.situation import Situation
from referee.simulation import edition_play
from referee.simulation.edition_check import EditionMismatch, replay_edition_round
from referee.simulation.edition_play import EditionLog, play_edition_round
from referee.simulation.fastplay import RoundLog, play_round
from referee.simulation.simulate import (
    VARIANTS,
    SimulationError,
    check,
    checked_edition_round,
    main,
)
from referee.simulation.strategies import CHAOTIC_HABITS

ROUNDS = int(os.environ.get("UNO_DIFFERENTIAL_ROUNDS", "5"))


@pytest.mark.parametrize("deck", EDITION_DECKS)
@pytest.mark.parametrize("name", ["official", "stack_all", "mixed"])
def test_every_step_and_every_offer_agree_with_the_referee(deck: str, name: str) -> None:
    rng = random.Random(f"{deck}-{name}")
    checked = offered = 0
    for number in range(ROUNDS * 2):
        players = (2, 3, 4, 6)[number % 4]
        steps, offers = checked_edition_round(deck, VARIANTS[name], rng, players, number % players)
        checked, offered = checked + steps, offered + offers
    assert offered > 0.5 * checked > 0


@pytest.mark.parametrize("deck", EDITION_DECKS)
def test_each_edition_plays_its_own_cards(deck: str) -> None:
    rng = random.Random(deck)
    codes: set[str] = set()
    effects: set[str] = set()
    for number in range(12):
        log = EditionLog()
        play_edition_round(deck, HouseRules(), rng, 4, number % 4, log)
        codes |= {s.action.card.code for s in log.steps if s.action.card is not None}
        effects |= {s.action.type.value for s in log.steps}
    own = {card.code for card in DECKS[deck].counts}
    assert codes <= own | {"W"} and len(codes & own) > len(own) // 2
    assert {"flip", "play", "draw"} <= effects


def test_no_mercy_knocks_players_out_and_builds_big_stacks() -> None:
    rng = random.Random(4)
    rounds = [play_edition_round("no_mercy", HouseRules(), rng, 4, i % 4) for i in range(60)]
    assert sum(r.knocked_out for r in rounds) > 0
    assert max(r.largest_draw for r in rounds) >= 10
    for result in rounds:
        if result.winner is not None:
            assert result.leftovers[result.winner] == 0
    flips = [play_edition_round("flip", HouseRules(), rng, 4, 0).flips for _ in range(30)]
    presses = [play_edition_round("attack", HouseRules(), rng, 3, 0).presses for _ in range(10)]
    assert sum(flips) > 0 and min(presses) > 0


def test_a_fast_path_too_strict_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    # A fast path that forgot No Mercy's equal-value stacking would skew the statistics.
    real = edition_play._Round.stacks_on

    def strict(self: edition_play._Round, card: object, top: object) -> bool:
        return real(self, card, top) and card.rank.draw > top.draw  # type: ignore[attr-defined]

    monkeypatch.setattr(edition_play._Round, "stacks_on", strict)
    with pytest.raises(SimulationError, match="offered"):
        for number in range(30):
            checked_edition_round("no_mercy", HouseRules(), random.Random(number), 4)


def test_a_fast_path_too_lenient_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    # Going out on Trade Hands is not allowed; a fast path that offered it would be caught.
    real = edition_play._Round.options

    def lenient(self: edition_play._Round, seat: int) -> list[object]:
        found = real(self, seat)
        hand = self.faces(seat)
        extra = [c for c in hand if "trade_hands" in c.rank.does and c not in found]
        return [*found, *extra] if len(hand) == 1 else found

    monkeypatch.setattr(edition_play._Round, "options", lenient)
    with pytest.raises(SimulationError):
        for number in range(200):
            checked_edition_round("attack", HouseRules(), random.Random(number), 2)


def test_a_state_the_referee_does_not_reach_is_found() -> None:
    log = EditionLog()
    play_edition_round("flip", HouseRules(), random.Random(2), 3, 0, log)
    number = next(i for i, s in enumerate(log.steps) if s.action.type is ActionType.PLAY)
    step = log.steps[number]
    log.steps[number] = dataclasses.replace(
        step, after=dataclasses.replace(step.after, turn=(step.after.turn + 1) % 3)
    )
    with pytest.raises(EditionMismatch, match="turn"):
        replay_edition_round(log, "flip", HouseRules(), 3, 0)


def test_the_referees_legal_moves_are_its_rulings() -> None:
    deck = DECKS["no_mercy"]
    hand = tuple(deck.read(code) for code in ("R+2", "G+4", "W+6", "B7"))
    s = Situation(3, top=deck.read("Y+4"), pending_draw=4, hands=(hand,), deck="no_mercy")
    assert legal_moves(s, HouseRules()) == {"G+4", "W+6", "draw"}
    calm = s.replace(pending_draw=0, top=deck.read("B2"))
    assert legal_moves(calm, HouseRules()) == {"W+6", "B7", "draw"}


def test_the_classic_fast_path_offers_exactly_the_referees_moves() -> None:
    log = RoundLog()
    play_round(VARIANTS["stack_all"], random.Random(9), 4, "classic", 0, None, CHAOTIC_HABITS,
               log)  # fmt: skip
    offered = [step.offered for step in log.steps if step.offered is not None]
    assert offered and all("draw" in moves for moves in offered)


def test_the_simulator_assumes_copies_only_where_they_are_unknown() -> None:
    assert len(simulation_cards("no_mercy")) == DECKS["no_mercy"].size == 168
    assert len(simulation_cards("all_wild")) == DECKS["all_wild"].size == 112
    assert sorted(map(str, simulation_cards("attack"))) == sorted(map(str, DECKS["attack"].cards()))
    assert len(simulation_cards("flip")) == 2 * DECKS["flip"].size


@pytest.mark.parametrize("deck", ["flip", "no_mercy"])
def test_the_command_line_checks_and_benches_an_edition(
    deck: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--check", "1", "--deck", deck]) == 0
    assert "all agreed" in capsys.readouterr().out
    assert main(["--bench", "--players", "2", "--seconds", "0.05", "--deck", deck]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith("rounds/s: ") and int(lines[-1].split()[-1]) > 0
    assert f"{deck} deck" in lines[0]


def test_a_disagreement_makes_the_command_fail(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = edition_play._Round.options
    monkeypatch.setattr(edition_play._Round, "options", lambda self, seat: real(self, seat)[1:])
    assert main(["--check", "1", "--deck", "all_wild"]) == 1
    assert "disagreement" in capsys.readouterr().err


def test_the_check_counts_rounds_steps_and_offers() -> None:
    rounds, steps, offers = check(1, deck="attack")
    assert rounds == len(VARIANTS) * 5 and steps > offers > 0
