"""House rules: defaults, strict validation, presets, summary, option metadata."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from referee.errors import InputError
from referee.rules import (
    OPTIONS,
    PRESETS,
    HouseRules,
    Stacking,
    get_preset,
    json_value,
    preset_name,
)


def test_defaults_are_official(official_rules: dict[str, object]) -> None:
    assert HouseRules().to_dict() == official_rules


def test_to_dict_is_json_and_round_trips() -> None:
    rules = HouseRules(stacking=Stacking.ANY, uno_penalty=4, first_reverse="right_of_dealer")
    data = json.loads(json.dumps(rules.to_dict()))
    assert HouseRules.from_mapping(data) == rules


def test_from_mapping_applies_over_base() -> None:
    base = HouseRules(seven_o=True)
    rules = HouseRules.from_mapping({"stacking": "same"}, base)
    assert rules == HouseRules(seven_o=True, stacking=Stacking.SAME)
    assert HouseRules.from_mapping({}) == HouseRules()


def test_is_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        HouseRules().seven_o = True  # type: ignore[misc]


@pytest.mark.parametrize(
    ("overrides", "field", "code"),
    [
        ({"stack": "same"}, "rules.stack", "unknown_field"),
        ({"stacking": "all"}, "rules.stacking", "invalid_value"),
        ({"stacking": 1}, "rules.stacking", "invalid_value"),
        ({"seven_o": 1}, "rules.seven_o", "invalid_value"),
        ({"seven_o": "true"}, "rules.seven_o", "invalid_value"),
        ({"jump_in": None}, "rules.jump_in", "invalid_value"),
        ({"uno_penalty": True}, "rules.uno_penalty", "invalid_value"),
        ({"uno_penalty": 3}, "rules.uno_penalty", "invalid_value"),
        ({"uno_penalty": "2"}, "rules.uno_penalty", "invalid_value"),
        ({"uno_penalty": 2.0}, "rules.uno_penalty", "invalid_value"),
        ({"false_uno_penalty": 1}, "rules.false_uno_penalty", "invalid_value"),
        ({"first_reverse": "left"}, "rules.first_reverse", "invalid_value"),
        ({"draw_four_challenge": 0}, "rules.draw_four_challenge", "invalid_value"),
    ],
)
def test_from_mapping_rejects(overrides: dict[str, object], field: str, code: str) -> None:
    with pytest.raises(InputError) as info:
        HouseRules.from_mapping(overrides)
    assert info.value.field == field
    assert info.value.code == code
    assert info.value.message.endswith(".")


def test_invalid_value_message_names_allowed_values() -> None:
    with pytest.raises(InputError, match='"off", "same", "plus4_on_plus2", "any"'):
        HouseRules.from_mapping({"stacking": "both"})


def test_constructor_validates_too() -> None:
    with pytest.raises(InputError):
        HouseRules(uno_penalty=3)


def test_presets() -> None:
    assert PRESETS["official"] == HouseRules()
    assert PRESETS["progressive"].stacking is Stacking.SAME
    party = PRESETS["party"]
    assert (party.stacking, party.seven_o, party.jump_in) == (Stacking.ANY, True, True)
    assert get_preset("party") is party
    for name, rules in PRESETS.items():
        assert preset_name(rules) == name
    assert preset_name(HouseRules(uno_penalty=4)) == "custom"
    with pytest.raises(InputError):
        get_preset("chaos")


@pytest.mark.parametrize(
    ("rules", "summary"),
    [
        (HouseRules(), "Official rules"),
        (HouseRules(stacking=Stacking.SAME, seven_o=True, jump_in=True),
         "Stacking +2/+4 (same card), Seven-O, Jump-In"),
        (HouseRules(uno_penalty=1), "Missed UNO: 1 card"),
        (HouseRules(uno_penalty=4, false_uno_penalty=2), "Missed UNO: 4 cards, False UNO: 2 cards"),
        (HouseRules(draw_four_challenge=False), "No bluffing on +4"),
    ],
)  # fmt: skip
def test_summary(rules: HouseRules, summary: str) -> None:
    assert rules.summary() == summary


def test_every_option_has_a_summary_phrase() -> None:
    for option in OPTIONS:
        other = next(v for v in option.json_values if v != json_value(option.default))
        rules = HouseRules.from_mapping({option.name: other})
        assert rules.summary() != "Official rules"
        assert "\n" not in rules.summary()


def test_options_metadata_matches_dataclass() -> None:
    names = [f.name for f in dataclasses.fields(HouseRules)]
    assert [o.name for o in OPTIONS] == names
    for option in OPTIONS:
        assert getattr(HouseRules(), option.name) == option.default
        assert option.allowed[0] == option.default
        assert len(option.choice_labels) == len(option.allowed)
        assert option.label and option.description.endswith(".")
    kinds = {o.name: o.kind for o in OPTIONS}
    assert kinds["stacking"] == "choice"
    assert kinds["seven_o"] == "bool"
    assert kinds["uno_penalty"] == "int"


def options_table() -> str:
    """The options table of docs/api.md, as ``OPTIONS`` defines it."""
    rows = [
        "| option | values (official first) | what it changes | rulebook |",
        "|---|---|---|---|",
    ]
    for option in OPTIONS:
        values = ", ".join(
            f"`{json.dumps(json_value(choice.value))}` ({choice.label})"
            for choice in option.choices
        )
        rows.append(f"| `{option.name}` | {values} | {option.description} | `{option.entry}` |")
    return "\n".join(rows) + "\n"


def test_the_api_docs_table_is_the_options_as_defined() -> None:
    docs = (Path(__file__).parents[2] / "docs" / "api.md").read_text(encoding="utf-8")
    assert options_table() in docs


def test_every_value_but_the_official_one_has_summary_words() -> None:
    for option in OPTIONS:
        assert option.choices[0].summary == ""
        assert all(choice.summary for choice in option.choices[1:]), option.name
        assert len({choice.value for choice in option.choices}) == len(option.choices)
