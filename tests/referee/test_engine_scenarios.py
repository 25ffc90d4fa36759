"""Every scenario of tests/rulings_table.py judged by the engine (the API runs them too)."""

from __future__ import annotations

import pytest

from referee.rulebook.book import RULEBOOK
from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.explain import sentence
from referee.rulings.notation import parse_action, parse_situation
from referee.rulings.state_json import situation_to_json
from tests.rulings_table import SCENARIOS, Scenario, effects_text


@pytest.mark.parametrize("row", SCENARIOS, ids=lambda row: row.id)
def test_scenario(row: Scenario) -> None:
    ruling = judge(
        parse_situation(row.state), parse_action(row.action), HouseRules.from_mapping(row.options)
    )
    said = sentence(ruling)
    assert ruling.legal is row.legal, said
    assert row.word.lower() in said.lower(), said
    assert set(ruling.rules_applied) <= set(RULEBOOK) and ruling.rules_applied
    if row.verdict:
        assert ruling.verdict.value == row.verdict
    if not row.legal:
        assert ruling.after is None and ruling.effects == ()
        return
    assert ruling.after is not None
    assert effects_text([effect.to_json() for effect in ruling.effects]) == row.effects
    assert ruling.after.turn == row.turn
    state = situation_to_json(ruling.after)
    for key, value in row.after.items():
        assert state[key] == value, (key, state)


def test_the_table_is_large_and_covers_every_player_count() -> None:
    counts = {int(row.state.split("p")[0]) for row in SCENARIOS}
    assert counts == set(range(2, 11))
    assert len(SCENARIOS) > 500
