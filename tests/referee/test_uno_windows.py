"""An UNO window per player: several players down to one card at once, each with their own.

After a Seven-O 0, a 7 or a Wild Swap Hands several players can hold one card at once;
each must call UNO, can be caught, and stops being catchable, on their own.
"""

from __future__ import annotations

import pytest

from referee.cards import Card, Rank
from referee.decks import DECKS
from referee.rulebook.book import RULEBOOK
from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.explain import sentence
from referee.rulings.notation import NotationError, format_situation, parse_action, parse_situation
from referee.rulings.ruling import Ruling
from referee.rulings.situation import Situation, UnoWindow

SEVEN_O = {"seven_o": True}
# Seat 1 plays a 0 holding R0 and B1: the hands pass clockwise, so seat 2 gets B1 and seat 0
# gets seat 3's G1. Two players are down to one card at once.
ROTATE = "4p t1 top:R5 h0:Y1,Y2 h1:R0,B1 h2:G2,G3 h3:G1"


def rule(state: str | Situation, action: str, **options: object) -> Ruling:
    """Judge notation (or a situation) under some options."""
    s = parse_situation(state) if isinstance(state, str) else state
    return judge(s, parse_action(action), HouseRules.from_mapping(options))


def after(state: str | Situation, action: str, **options: object) -> Situation:
    """The table after a legal action."""
    ruling = rule(state, action, **options)
    assert ruling.legal and ruling.after is not None, sentence(ruling)
    return ruling.after


def rotated() -> Situation:
    """The table right after the 0 of :data:`ROTATE`."""
    return after(ROTATE, "play 1 R0", **SEVEN_O)


def test_a_zero_leaving_two_players_on_one_card_opens_a_window_for_each() -> None:
    s = rotated()
    assert s.hands[0] == (Card.from_code("G1"),) and s.hands[2] == (Card.from_code("B1"),)
    assert s.uno == (UnoWindow(0), UnoWindow(2))
    assert s.uno_window(0) == UnoWindow(0) and s.uno_window(1) is None


def test_counterclockwise_the_zero_opens_windows_for_whoever_received_one_card() -> None:
    s = after("4p t1 ccw top:R5 h0:Y1,Y2 h1:R0,B1 h2:G1 h3:G2,G3", "play 1 R0", **SEVEN_O)
    # Passed to the right: seat 0 gets B1, seat 1 gets seat 2's G1.
    assert s.uno == (UnoWindow(0), UnoWindow(1))


def test_each_can_be_caught_separately() -> None:
    s = rotated()
    first = rule(s, "catch 3 tgt:2")
    assert first.legal and first.after is not None
    assert first.after.uno == (UnoWindow(0),)  # seat 0's window is untouched
    second = rule(first.after, "catch 1 tgt:0")
    assert second.legal and second.after is not None
    assert second.after.uno == ()
    assert [(e.seat, e.count) for e in first.effects + second.effects] == [(2, 2), (0, 2)]


def test_one_calls_and_the_other_is_caught() -> None:
    called = after(rotated(), "uno 0")
    assert called.uno == (UnoWindow(0, called=True), UnoWindow(2))
    safe = rule(called, "catch 3 tgt:0")
    assert not safe.legal and "called uno in time" in sentence(safe).lower()
    caught = rule(called, "catch 3 tgt:2")
    assert caught.legal and caught.after is not None
    assert caught.after.uno == (UnoWindow(0, called=True),)


def test_the_windows_close_independently() -> None:
    s = rotated()
    assert s.turn == 2
    # Seat 2, on turn, draws: their own window ends, and seat 0's is too late to catch now.
    drew = after(s, "draw 2 drawn:R9")
    assert drew.uno == (UnoWindow(0, next_has_acted=True),)
    late = rule(drew, "catch 1 tgt:0")
    assert not late.legal and "too late" in sentence(late).lower()
    # Had seat 0 called first, the called window is kept through the draw, still safe.
    called = after(after(s, "uno 0"), "draw 2 drawn:R9")
    assert called.uno == (UnoWindow(0, called=True, next_has_acted=True),)


def test_a_window_still_open_is_kept_when_another_player_goes_down_to_one() -> None:
    s = after("4p t1 top:R7 h0:Y1 h1:R2,B5 uno:0", "play 1 R2")
    assert s.uno == (UnoWindow(0, next_has_acted=True), UnoWindow(1))
    assert not rule(s, "catch 3 tgt:0").legal  # seat 1 has played since seat 0's card
    assert rule(s, "catch 3 tgt:1").legal


def test_a_seven_keeps_the_window_of_a_player_whose_hand_did_not_move() -> None:
    s = after("4p t1 top:R5 h0:Y1 h1:R7,B1 h3:G1,G2,G3 uno:0:called", "play 1 R7 tgt:3",
              **SEVEN_O)  # fmt: skip
    assert s.uno == (UnoWindow(0, called=True, next_has_acted=True), UnoWindow(3))


def test_a_swap_closes_the_windows_of_the_hands_it_moves() -> None:
    # Seat 3 had one card and a window; the 7 gives seat 3 seat 1's two cards instead.
    s = after("4p t1 top:R5 h1:R7,B1,B2 h3:G1 uno:3", "play 1 R7 tgt:3", **SEVEN_O)
    assert s.hands[1] == (Card.from_code("G1"),)
    assert s.uno == (UnoWindow(1),)


def test_a_wild_swap_hands_can_leave_both_players_on_one_card() -> None:
    s = after("6p t5 top:R5 h5:WSW,B1 h2:G1", "play 5 WSW col:B tgt:2")
    assert s.uno == (UnoWindow(2), UnoWindow(5))
    assert rule(s, "catch 0 tgt:5").legal and rule(s, "catch 0 tgt:2").legal


def test_a_wild_shuffle_hands_closes_every_window() -> None:
    s = after("4p t1 top:R5 h0:Y1 h1:WSH,B1 uno:0", "play 1 WSH col:B")
    assert s.uno == ()


def test_calling_touches_only_the_callers_window() -> None:
    s = parse_situation("4p t1 top:R5 h0:Y1 h2:G1 uno:0:acted uno:2")
    assert after(s, "uno 2").uno == (UnoWindow(0, next_has_acted=True), UnoWindow(2, called=True))
    assert after(s, "uno 0").uno == (UnoWindow(0, True, True), UnoWindow(2))


def test_catching_a_player_without_a_window_leaves_the_others_open() -> None:
    s = after("4p t2 top:R7 h1:B1 h3:G1 uno:3", "catch 0 tgt:1")
    assert s.uno == (UnoWindow(3),)


def test_a_challenge_closes_only_the_drawing_players_window() -> None:
    # Seat 0 bluffed a Wild Draw Four as their second-to-last card; seat 2 is on one card.
    state = "4p t1 top:W+4 col:G h0:R3 h2:Y4 last:0:W+4:R:R3,W+4 uno:0 uno:2:acted"
    s = after(state, "challenge 1")
    assert s.uno == (UnoWindow(2, next_has_acted=True),)


def test_windows_are_kept_in_seat_order_and_one_per_seat() -> None:
    one = Situation(4, uno=(UnoWindow(2), UnoWindow(0, called=True)))
    other = Situation(4, uno=(UnoWindow(0, called=True), UnoWindow(2)))
    assert one == other and hash(one) == hash(other)
    assert one.uno == (UnoWindow(0, called=True), UnoWindow(2))
    with pytest.raises(ValueError, match="more than one UNO window"):
        Situation(4, uno=(UnoWindow(1), UnoWindow(1, called=True)))
    assert one.with_uno(UnoWindow(2, called=True)).uno == (UnoWindow(0, True), UnoWindow(2, True))
    assert one.without_uno(0).uno == (UnoWindow(2),) and one.without_uno(3) == one


def test_notation_writes_one_token_per_window() -> None:
    text = "4p t1 d0 cw top:R5 h0:G1 h2:B1 uno:0:called uno:2"
    s = parse_situation(text)
    assert s.uno == (UnoWindow(0, called=True), UnoWindow(2))
    assert format_situation(s) == text
    with pytest.raises(NotationError, match="already has an UNO window"):
        parse_situation("4p top:R5 uno:1 uno:1:called")


SPECIAL_WILDS = [("2015", "WSW"), ("2015", "WC"), ("2018", "WSH"), ("2018", "WC")]


@pytest.mark.parametrize(("deck", "code"), SPECIAL_WILDS)
def test_no_wild_finish_covers_the_special_wilds(deck: str, code: str) -> None:
    card = Card.from_code(code)
    assert card.is_wild and DECKS[deck].count(card), (deck, code)
    state = f"4p t1 top:R5 h1:{code}"
    refused = rule(state, f"play 1 {code} col:B", no_wild_finish=True)
    assert not refused.legal and refused.rules_applied == ("no-wild-finish",)
    assert sentence(refused).startswith("Not allowed")
    allowed = rule(state, f"play 1 {code} col:B")
    assert allowed.legal and allowed.after is not None and allowed.after.winner == 1
    # Not the last card: the option does not stand in the way.
    before_last = rule(f"4p t1 top:R5 h1:{code},B2", f"play 1 {code} col:B tgt:2",
                       no_wild_finish=True)  # fmt: skip
    assert before_last.legal


def test_the_rulebook_says_which_wilds_may_not_finish_and_that_windows_are_per_player() -> None:
    text = RULEBOOK["no-wild-finish"].text
    for name in ("Wild Draw Four", "Swap Hands", "Shuffle Hands", "Customizable"):
        assert name in text
    assert Rank.WILD_SWAP_HANDS.is_wild and Rank.WILD_SHUFFLE_HANDS.is_wild
    official = RULEBOOK["uno-call"]
    for played in (official.text, official.as_played(HouseRules())):
        assert "own" in played and "swapped" in played
