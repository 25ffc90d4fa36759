"""Rulings told with the table's names: sentences and consequences."""

from __future__ import annotations

import pytest

from referee.cards import Card, Color
from referee.engine import judge
from referee.explain import consequences, with_names, without_verdict
from referee.rules import HouseRules
from referee.ruling import Action, ActionType, refused
from referee.situation import Direction, Situation

NAMES = ("Ann", "Bob", "Cy", "Dee")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("it is seat 2's turn", "it is Cy's turn"),
        ("Seat 0 draws 2; seat 3 plays next.", "Ann draws 2; Dee plays next."),
        ("seat 12 is not at this table", "seat 12 is not at this table"),
        ("the seating plan", "the seating plan"),
        ("seat 1seat", "seat 1seat"),
    ],
)
def test_with_names(sentence: str, expected: str) -> None:
    assert with_names(sentence, NAMES) == expected


def card(code: str) -> Card:
    return Card.from_code(code)


def test_consequences_follow_the_effects_then_say_who_plays_next() -> None:
    s = Situation(players=4, top=card("B5"), turn=1)
    ruling = judge(s, Action(ActionType.PLAY, seat=1, card=card("W+4"), color=Color.RED))
    assert consequences(ruling, NAMES) == [
        "The colour is now red.",
        "Cy draws 4 cards.",
        "Cy loses their turn.",
        "Dee plays next.",
    ]


def test_a_pending_stack_is_told_as_stack_or_draw() -> None:
    s = Situation(players=3, top=card("B5"), turn=0)
    action = Action(ActionType.PLAY, seat=0, card=card("B+2"))
    ruling = judge(s, action, HouseRules(stacking="same"))
    assert consequences(ruling, NAMES[:3]) == ["Bob must stack a draw card or draw 2."]


def test_going_out_ends_the_round() -> None:
    s = Situation(players=3, top=card("B5"), turn=2, hands=(None, None, (card("B7"),)))
    ruling = judge(s, Action(ActionType.PLAY, seat=2, card=card("B7")))
    assert consequences(ruling, NAMES[:3])[-1] == "Cy goes out: the round is over."


def test_seven_o_and_zero_name_the_hands_that_move() -> None:
    rules = HouseRules(seven_o=True)
    seven = judge(
        Situation(players=4, top=card("R7")),
        Action(ActionType.PLAY, seat=0, card=card("G7"), target=2),
        rules,
    )
    assert "Ann and Cy swap hands." in consequences(seven, NAMES)
    zero = judge(
        Situation(players=4, top=card("R0"), direction=Direction.CCW),
        Action(ActionType.PLAY, seat=0, card=card("B0")),
        rules,
    )
    assert "Every hand passes one seat counterclockwise." in consequences(zero, NAMES)


def test_a_refusal_has_no_consequences() -> None:
    assert consequences(refused("Not allowed: no."), NAMES) == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Legal: the colour matches.", "The colour matches."),
        ("Not allowed: you hold a red card.", "You hold a red card."),
        (
            "Legal, assuming you hold that card: it matches.",
            "Assuming you hold that card: it matches.",
        ),
        ("Not allowed yet: name the player.", "Not allowed yet: name the player."),
        ("No penalty: too late.", "No penalty: too late."),
        ("Legal: a: b.", "A: b."),
    ],
)
def test_without_verdict_keeps_the_reason(sentence: str, expected: str) -> None:
    assert without_verdict(sentence) == expected
