"""Rulings in words: seat-based sentences for the API, names for a table, never twice."""

from __future__ import annotations

import re

import pytest

from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.explain import EFFECT_LINES, TEMPLATES, consequences, plural, sentence, told
from referee.rulings.notation import parse_action, parse_situation
from referee.rulings.ruling import (
    Clause,
    Effect,
    EffectType,
    Ruling,
    Say,
    Verdict,
    allowed,
    refused,
)
from referee.rulings.situation import Situation

NAMES = ("Ann", "Bob", "Cy", "Dee")


def rule(state: str, action: str, **options: object) -> Ruling:
    """Judge notation under some options."""
    return judge(parse_situation(state), parse_action(action), HouseRules.from_mapping(options))


def test_every_clause_has_one_wording() -> None:
    assert set(TEMPLATES) == set(Say)


@pytest.mark.parametrize("kind", list(EffectType))
def test_every_effect_is_told_with_names(kind: EffectType) -> None:
    effect = Effect(kind, seat=1, count=2, seats=(0, 2))
    ruling = allowed([], [effect], Situation(4, turn=3), ["matching"])
    lines = consequences(ruling, NAMES)
    assert set(EFFECT_LINES) == set(EffectType)
    assert lines[-1] == "Dee plays next." and "{" not in lines[0] and "None" not in lines[0]
    if kind in (EffectType.DRAW, EffectType.SKIP, EffectType.PRESS, EffectType.KNOCKED_OUT):
        assert lines[0].startswith("Bob ")


@pytest.mark.parametrize("say", list(Say))
def test_every_clause_words_for_the_api_and_for_a_table(say: Say) -> None:
    clause = Clause(say, seat=2, other=3, count=1, total=3)
    ruling = refused(Verdict.NOT_ALLOWED, [clause], "matching")
    ruling = Ruling(ruling.verdict, ruling.reasons, actor=1)
    api = sentence(ruling)
    table = told(ruling, NAMES)
    assert "{" not in api and "{" not in table
    assert not re.search(r"\byou(r|rs|rself)?\b", table, re.IGNORECASE), table
    assert not re.search(r"\bseat \d", table), table
    # "they" takes the plural verb; a subject said once is not said again
    assert not re.search(r"\bthey (is|has|[a-z]+[^s]s)\b", table), table
    assert not re.search(r"\band you (lose|win)\b", api), api


def test_the_design_example_is_worded_exactly() -> None:
    ruling = rule("4p t1 top:R7 h1:R2,W+4", "play 1 W+4 col:G", stacking="same")
    assert sentence(ruling) == (
        "Not allowed: you hold a red card, and a Wild Draw Four may only be played when you "
        "hold no card of the current colour."
    )
    assert ruling.verdict is Verdict.BLUFF


def test_a_bluff_told_at_the_table_says_what_happens_if_played_anyway() -> None:
    ruling = rule("4p t1 top:R7 h1:R2,W+4", "play 1 W+4 col:G")
    assert told(ruling, NAMES) == (
        "Bob holds a red card, and a Wild Draw Four may only be played when they hold no card "
        "of the current colour. It is against the rules, but if it is played anyway it stands "
        "unless Cy challenges it; the challenge then succeeds and Bob draws 4 instead of Cy."
    )


def test_consequences_follow_the_effects_then_say_who_plays_next() -> None:
    ruling = rule("4p t1 top:B5", "play 1 W+4 col:R")
    assert consequences(ruling, NAMES) == [
        "The colour is now red.",
        "Cy draws 4 cards.",
        "Cy loses their turn.",
        "Cy may challenge the Wild Draw Four.",
        "Dee plays next.",
    ]


def test_a_pending_stack_is_told_as_stack_or_draw() -> None:
    ruling = rule("3p t0 top:B5", "play 0 B+2", stacking="same")
    assert consequences(ruling, NAMES[:3]) == ["Bob must stack a draw card or draw 2."]


def test_going_out_ends_the_round() -> None:
    ruling = rule("3p t2 top:B5 h2:B7", "play 2 B7")
    assert consequences(ruling, NAMES[:3])[-1] == "Cy goes out: the round is over."


@pytest.mark.parametrize(("count", "text"), [(0, "0 cards"), (1, "1 card"), (2, "2 cards")])
def test_plural(count: int, text: str) -> None:
    assert plural(count, "card") == text


def test_one_card_penalty_is_singular_everywhere() -> None:
    ruling = rule("4p t2 top:R7 h1:B1 uno:1", "catch 3 tgt:1", uno_penalty=1)
    assert "draw 1 card." in sentence(ruling)
    assert consequences(ruling, NAMES)[0] == "Bob draws 1 card."


def test_seven_o_and_zero_name_the_hands_that_move() -> None:
    seven = rule("4p t0 top:R7", "play 0 G7 tgt:2", seven_o=True)
    assert "Ann and Cy swap hands." in consequences(seven, NAMES)
    zero = rule("4p t0 ccw top:R0", "play 0 B0", seven_o=True)
    assert "Every hand passes one seat counterclockwise." in consequences(zero, NAMES)


def test_a_refusal_has_no_consequences() -> None:
    ruling = rule("4p t1 top:R7 h1:G5", "play 1 G5")
    assert consequences(ruling, NAMES) == []
    assert told(ruling, NAMES) == (
        "A green 5 matches neither the colour (red) nor the number of the top card."
    )


@pytest.mark.parametrize(
    ("state", "action", "options"),
    [
        ("4p t1 top:R7 h1:RS,B1", "play 1 RS", {}),
        ("4p t1 top:R7", "play 1 R2", {}),
        ("4p t3 top:W+4 col:G last:1:W+4:R:R2,W+4", "challenge 2", {}),
        ("4p t3 top:W+4 col:G last:1:W+4:R:B2,W+4", "challenge 2", {}),
        ("4p t2 top:R+2 pd:6", "draw 2", {"stacking": "same"}),
        ("4p t2 top:R7 h1:B1 uno:1", "catch 3 tgt:1", {}),
        ("4p t1 top:R7", "play 1 W+4 col:Y", {}),
        ("4p t2 top:R7 h3:R7,B1", "jump 3 R7", {"jump_in": True}),
        ("2p t0 top:R7 h0:RR,B1", "play 0 RR", {}),
    ],
)
def test_table_answers_use_names_and_never_repeat_a_sentence(
    state: str, action: str, options: dict[str, object]
) -> None:
    ruling = rule(state, action, **options)
    lines = [told(ruling, NAMES), *consequences(ruling, NAMES)]
    text = " ".join(lines)
    assert not re.search(r"\byou(r|rs|rself)?\b", text, re.IGNORECASE), text
    assert not re.search(r"\bseat \d", text), text
    sentences = [s.strip() for line in lines for s in line.split(".") if s.strip()]
    assert len(sentences) == len(set(sentences)), sentences
