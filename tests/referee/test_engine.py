"""Engine rulings, table-driven in situation notation: one block per rule and per option.

Each row: situation, action, house-rule overrides, legal?, the effects in a short form
("draw 2 2, skip 2"), the next turn (or None), and a word the ruling must contain.
"""

from __future__ import annotations

import pytest

from referee.rulebook.book import RULEBOOK
from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.explain import sentence
from referee.rulings.notation import format_situation, parse_action, parse_situation
from referee.rulings.ruling import Effect, Ruling
from referee.rulings.situation import UnoWindow

Row = tuple[str, str, dict[str, object], bool, str, int | None, str]


def effects_text(effects: tuple[Effect, ...]) -> str:
    """Effects in a short form: ``draw 2 2, skip 2, color G, swap 0 2``."""
    parts = []
    for e in effects:
        data = e.to_json()
        kind = str(data.pop("type"))
        values = [" ".join(map(str, v)) if isinstance(v, list) else str(v) for v in data.values()]
        parts.append(" ".join([kind, *values]))
    return ", ".join(parts)


def rule(state: str, action: str, **options: object) -> Ruling:
    """Judge notation under some options."""
    return judge(parse_situation(state), parse_action(action), HouseRules.from_mapping(options))


def check(row: Row) -> Ruling:
    """Run one table row and check every column."""
    state, action, options, legal, effects, turn, word = row
    ruling = rule(state, action, **options)
    assert ruling.legal is legal, sentence(ruling)
    assert word.lower() in sentence(ruling).lower()
    assert sentence(ruling).endswith(".")
    assert all(rid in RULEBOOK for rid in ruling.rules_applied)
    assert ruling.rules_applied
    if legal:
        assert ruling.after is not None
        assert effects_text(ruling.effects) == effects
        assert ruling.after.turn == turn
    else:
        assert ruling.after is None and ruling.effects == ()
        assert sentence(ruling).startswith(("Not allowed", "No penalty"))
    return ruling


FIRST_CARD: list[Row] = [
    ("4p d0", "flip R5", {}, True, "", 1, "plays first"),
    ("4p d3", "flip R5", {}, True, "", 0, "dealer's left"),
    ("4p d0", "flip GS", {}, True, "skip 1", 2, "skipped"),
    ("4p d0", "flip G+2", {}, True, "draw 1 2, skip 1", 2, "draws 2"),
    ("4p d0", "flip G+2", {"stacking": "any"}, True, "draw 1 2, skip 1", 2, "draws 2"),
    ("4p d2", "flip BR", {}, True, "reverse", 2, "dealer"),
    ("4p d2", "flip BR", {"first_reverse": "right_of_dealer"}, True, "reverse", 1, "right"),
    ("4p d0", "flip W", {}, True, "choose_color 1", 1, "names the colour"),
    ("4p d0", "flip W col:G", {}, True, "color G", 1, "names the colour"),
    ("4p d0 t0", "flip W+4", {}, True, "reshuffle", 0, "shuffle"),
    ("4p d0", "flip WSW", {}, True, "choose_color 1", 1, "nothing else"),
    ("4p d0", "flip WSH col:B", {}, True, "color B", 1, "nothing else"),
    ("4p d0", "flip WC", {}, True, "choose_color 1", 1, "nothing else"),
]


@pytest.mark.parametrize("row", FIRST_CARD)
def test_first_card(row: Row) -> None:
    check(row)


def test_first_card_reverse_sets_direction_and_wild_four_clears_top() -> None:
    after = rule("4p d2", "flip BR").after
    assert after is not None and after.direction.value == "ccw"
    again = rule("4p d0", "flip W+4").after
    assert again is not None and again.top is None


MATCHING: list[Row] = [
    ("4p t1 top:R7 h1:R2,B5", "play 1 R2", {}, True, "", 2, "colour"),
    ("4p t1 top:R7 h1:G7", "play 1 G7", {}, True, "", 2, "number"),
    ("4p t1 top:RS h1:GS", "play 1 GS", {}, True, "skip 2", 3, "symbol"),
    ("4p t1 top:R7 h1:G5", "play 1 G5", {}, False, "", None, "neither"),
    ("4p t1 top:R7 h1:R2", "play 1 B2", {}, False, "", None, "do not hold"),
    ("4p t1 top:R7", "play 1 R2", {}, True, "", 2, "assuming you hold that card"),
    ("4p t1 top:R7", "play 2 R2", {}, False, "", None, "seat 1's turn"),
    ("4p t1 top:W col:G h1:G2", "play 1 G2", {}, True, "", 2, "colour"),
    ("4p t1 top:W col:G h1:R2", "play 1 R2", {}, False, "", None, "green"),
    ("4p t1 top:W col:G h1:R2,W", "play 1 W col:B", {}, True, "color B", 2, "any card"),
    ("4p t1 top:W col:G h1:R2,W", "play 1 W", {}, True, "choose_color 1", 2, "name a colour"),
    ("4p t1 top:R7 h1:R2,W", "play 1 W col:R", {}, True, "color R", 2, "any card"),
    ("4p t1 top:W", "play 1 B9", {}, True, "", 2, "any colour"),
    ("4p t0 d0 won:2 top:R7", "play 0 R2", {}, False, "", None, "round is over"),
    ("4p t0", "play 0 R2", {}, False, "", None, "no card is face up"),
]


@pytest.mark.parametrize("row", MATCHING)
def test_matching(row: Row) -> None:
    check(row)


def test_named_colour_is_recorded_not_wild() -> None:
    after = rule("4p t1 top:R7 h1:W,B2", "play 1 W col:B").after
    assert after is not None and after.current_color is not None
    assert after.current_color.value == "B"


ACTION_CARDS: list[Row] = [
    ("4p t1 top:R7 h1:RS,B1", "play 1 RS", {}, True, "skip 2", 3, "seat 2 loses the turn"),
    ("4p t1 ccw top:R7 h1:RS,B1", "play 1 RS", {}, True, "skip 0", 3, "seat 0"),
    ("4p t1 top:R7 h1:RR,B1", "play 1 RR", {}, True, "reverse", 0, "counterclockwise"),
    ("4p t1 ccw top:R7 h1:RR,B1", "play 1 RR", {}, True, "reverse", 2, "clockwise"),
    ("4p t1 top:R7 h1:R+2,B1", "play 1 R+2", {}, True, "draw 2 2, skip 2", 3, "draws 2"),
    ("4p t0 ccw top:R7 h0:R+2,B1", "play 0 R+2", {}, True, "draw 3 2, skip 3", 2, "draws 2"),
    ("2p t0 top:R7 h0:RS,B1", "play 0 RS", {}, True, "skip 1", 0, "play again"),
    ("2p t0 top:R7 h0:RR,B1", "play 0 RR", {}, True, "reverse, skip 1", 0, "play again"),
    ("2p t0 top:R7 h0:RR,B1", "play 0 RR", {"two_player_reverse_skips": False}, True,
     "reverse", 1, "seat 1 plays next"),
    ("2p t0 top:R7 h0:R+2,B1", "play 0 R+2", {}, True, "draw 1 2, skip 1", 0, "play again"),
    ("2p t0 top:R7 h0:W+4,B1", "play 0 W+4 col:B", {}, True, "color B, draw 1 4, skip 1", 0,
     "play again"),
]  # fmt: skip


@pytest.mark.parametrize("row", ACTION_CARDS)
def test_action_cards(row: Row) -> None:
    check(row)


WILD_DRAW_FOUR: list[Row] = [
    ("4p t1 top:R7 h1:G7,W+4", "play 1 W+4 col:G", {}, True, "color G, draw 2 4, skip 2", 3,
     "may challenge"),
    ("4p t1 top:R7 h1:R2,W+4", "play 1 W+4 col:G", {}, False, "", None, "you hold a red card"),
    ("4p t1 top:R7 h1:W,W+4", "play 1 W+4 col:G", {}, True, "color G, draw 2 4, skip 2", 3,
     "no other red"),
    ("4p t1 top:W col:B h1:R2,W+4", "play 1 W+4 col:G", {}, True, "color G, draw 2 4, skip 2",
     3, "blue"),
    ("4p t1 top:W col:B h1:B2,W+4", "play 1 W+4 col:G", {}, False, "", None, "blue card"),
    ("4p t1 top:R7", "play 1 W+4 col:Y", {}, True, "color Y, draw 2 4, skip 2", 3,
     "assuming you hold that card and you hold no red card"),
    ("4p t1 top:R7 h1:R2,W+4", "play 1 W+4 col:G", {"draw_four_challenge": False}, False, "",
     None, "you hold a red card"),
    ("4p t1 top:R7 h1:W+4,B2", "play 1 W+4 col:G", {"draw_four_challenge": False}, True,
     "color G, draw 2 4, skip 2", 3, "seat 3 plays next"),
]  # fmt: skip


@pytest.mark.parametrize("row", WILD_DRAW_FOUR)
def test_wild_draw_four(row: Row) -> None:
    check(row)


GUILTY = "4p t3 top:W+4 col:G last:1:W+4:R:R2,W+4"
INNOCENT = "4p t3 top:W+4 col:G last:1:W+4:R:B2,W+4,G7"
CHALLENGES: list[Row] = [
    (GUILTY, "challenge 2", {}, True, "draw 1 4", 2, "succeeds"),
    (GUILTY, "challenge 2", {"challenge_winner_plays": False}, True, "draw 1 4", 3,
     "turn passes"),
    (INNOCENT, "challenge 2", {}, True, "draw 2 6, skip 2", 3, "fails"),
    (GUILTY, "challenge 3", {}, False, "", None, "only seat 2"),
    (GUILTY, "challenge 2", {"draw_four_challenge": False}, False, "", None, "cannot be"),
    ("4p t3 top:R7 last:1:R7:R:-", "challenge 2", {}, False, "", None, "only a wild draw four"),
    ("2p t0 top:W+4 col:G last:0:W+4:R:R2,W+4", "challenge 1", {}, True, "draw 0 4", 1,
     "succeeds"),
    ("2p t0 top:W+4 col:G last:0:W+4:R:B2,W+4", "challenge 1", {}, True, "draw 1 6, skip 1",
     0, "fails"),
    ("4p t2 top:W+4 col:G last:1:W+4", "challenge 2", {}, True, "", 2, "shows you"),
    # with stacking the challenger faces the stack: guilty removes the 4, innocent adds 2
    ("4p t2 top:W+4 col:G pd:4 last:1:W+4:R:R2,W+4", "challenge 2", {"stacking": "same"},
     True, "draw 1 4", 2, "succeeds"),
    ("4p t2 top:W+4 col:G pd:8 last:1:W+4:R:B2,W+4", "challenge 2", {"stacking": "same"},
     True, "draw 2 10, skip 2", 3, "fails"),
    ("4p t2 top:W+4 col:G pd:6 last:1:W+4:R:R2,W+4", "challenge 2",
     {"stacking": "plus4_on_plus2"}, True, "draw 1 4", 2, "still face the 2"),
]  # fmt: skip


@pytest.mark.parametrize("row", CHALLENGES)
def test_challenge(row: Row) -> None:
    ruling = check(row)
    if ruling.legal and ruling.after is not None and ruling.effects:
        assert ruling.after.current_color is not None
        assert ruling.after.current_color.value == "G"  # the named colour stands
        assert ruling.after.last_play is None  # no second challenge


DRAWING: list[Row] = [
    ("4p t1 top:R7", "draw 1", {}, True, "draw 1 1", 1, "may play it"),
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:R5", {}, True, "draw 1 1, play_drawn 1 R5", 1,
     "may play it now"),
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:G5", {}, True, "draw 1 1", 2, "cannot be played"),
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:G5,R5", {}, False, "", None, "one card only"),
    ("4p t1 top:R7 h1:B2", "draw 2", {}, False, "", None, "seat 1's turn"),
    ("4p t1 top:R7 h1:B2 drawn:R5", "draw 1", {}, False, "", None, "drawn already"),
    ("4p t1 top:R7 h1:B2,R5 drawn:R5", "play 1 R5", {}, True, "", 2, "colour"),
    ("4p t1 top:R7 h1:B2,R5,R6 drawn:R5", "play 1 R6", {}, False, "", None,
     "only the card just drawn"),
    ("4p t1 top:R7 drawn:-", "play 1 R6", {}, True, "", 2, "card you just drew"),
    ("4p t1 top:R7 h1:B2,R5 drawn:R5", "pass 1", {}, True, "", 2, "keep"),
    ("4p t1 top:R7 h1:B2", "pass 1", {}, False, "", None, "before passing"),
    # must play drawn
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:R5", {"must_play_drawn": True}, True,
     "draw 1 1, play_drawn 1 R5", 1, "must play it"),
    ("4p t1 top:R7 h1:B2,R5 drawn:R5", "pass 1", {"must_play_drawn": True}, False, "", None,
     "must play it"),
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:G5", {"must_play_drawn": True}, True, "draw 1 1", 2,
     "cannot be played"),
    # draw until playable
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:G5,B1,R5", {"draw_until_playable": True}, True,
     "draw 1 3, play_drawn 1 R5", 1, "may play it"),
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:G5", {"draw_until_playable": True}, True,
     "draw 1 1", 1, "keep drawing"),
    ("4p t1 top:R7 h1:B2 drawn:G5", "draw 1 drawn:R1", {"draw_until_playable": True}, True,
     "draw 1 1, play_drawn 1 R1", 1, "may play it"),
    ("4p t1 top:R7 h1:B2", "draw 1 drawn:R5,G1", {"draw_until_playable": True}, False, "",
     None, "first card that can be played"),
    ("4p t1 top:R7 h1:B2,G5 drawn:G5", "pass 1", {"draw_until_playable": True}, False, "",
     None, "keep drawing"),
    # a drawn Wild Draw Four is only playable without the colour in force
    ("4p t1 top:R7 h1:R2", "draw 1 drawn:W+4", {}, True, "draw 1 1", 2, "cannot be played"),
]  # fmt: skip


@pytest.mark.parametrize("row", DRAWING)
def test_drawing(row: Row) -> None:
    check(row)


def test_draw_keeps_hand_known_when_cards_are_named() -> None:
    after = rule("4p t1 top:R7 h1:B2", "draw 1 drawn:G5").after
    assert after is not None and after.hand(1) is not None
    assert [c.code for c in after.hand(1) or ()] == ["B2", "G5"]
    unknown = rule("4p t1 top:R7 h1:B2", "draw 1").after
    assert unknown is not None and unknown.hand(1) is None


STACKING: list[Row] = [
    # off: the penalty applies at once, nothing is pending
    ("4p t1 top:R+2 h1:G+2,B1", "play 1 G+2", {}, True, "draw 2 2, skip 2", 3, "draws 2"),
    ("4p t1 top:R7 h1:R+2,B1", "play 1 R+2", {"stacking": "same"}, True, "", 2,
     "must stack a draw card or draw 2"),
    ("4p t2 top:R+2 pd:2 h2:G+2,B1", "play 2 G+2", {"stacking": "same"}, True, "", 3,
     "making 4"),
    ("4p t2 top:R+2 pd:2 h2:W+4,B1", "play 2 W+4 col:B", {"stacking": "same"}, False, "",
     None, "draw two"),
    ("4p t2 top:R+2 pd:2 h2:W+4,B1", "play 2 W+4 col:B", {"stacking": "plus4_on_plus2"}, True,
     "color B", 3, "making 6"),
    ("4p t2 top:W+4 col:G pd:4 h2:G+2,B1", "play 2 G+2", {"stacking": "plus4_on_plus2"},
     False, "", None, "wild draw four"),
    ("4p t2 top:W+4 col:G pd:4 h2:G+2,B1", "play 2 G+2", {"stacking": "any"}, True, "", 3,
     "making 6"),
    ("4p t2 top:W+4 col:G pd:4 h2:R+2,B1", "play 2 R+2", {"stacking": "any"}, False, "",
     None, "must be green"),
    ("4p t2 top:W+4 col:G pd:4 h2:W+4,B1", "play 2 W+4 col:R", {"stacking": "same"}, True,
     "color R", 3, "making 8"),
    ("4p t2 top:R+2 pd:2 h2:RS,B1", "play 2 RS", {"stacking": "any"}, False, "", None,
     "cannot pass a stack"),
    ("4p t2 top:R+2 pd:2 h2:RR,B1", "play 2 RR", {"stacking": "any"}, False, "", None,
     "cannot pass a stack"),
    ("4p t2 top:R+2 pd:2 h2:R5,B1", "play 2 R5", {"stacking": "same"}, False, "", None,
     "draw 2"),
    ("4p t2 top:R+2 pd:6", "draw 2", {"stacking": "same"}, True, "draw 2 6, skip 2", 3,
     "6 cards of the stack"),
    ("4p t2 top:R+2 pd:6", "draw 2 drawn:R1", {"stacking": "same"}, False, "", None,
     "exactly 6"),
    ("2p t1 top:R+2 pd:2 h1:G+2,B1", "play 1 G+2", {"stacking": "same"}, True, "", 0,
     "seat 0 must stack"),
]  # fmt: skip


@pytest.mark.parametrize("row", STACKING)
def test_stacking(row: Row) -> None:
    ruling = check(row)
    if ruling.after is not None and row[2].get("stacking", "off") == "off":
        assert ruling.after.pending_draw == 0


def test_stack_total_clears_after_the_draw() -> None:
    after = rule("4p t2 top:R+2 pd:6", "draw 2", stacking="same").after
    assert after is not None and after.pending_draw == 0


GOING_OUT: list[Row] = [
    ("4p t1 top:R7 h1:R2", "play 1 R2", {}, True, "", 2, "go out"),
    ("4p t1 top:R7 h1:R+2", "play 1 R+2", {}, True, "draw 2 2", 2, "still draws 2"),
    ("4p t2 top:R+2 pd:2 h2:G+2", "play 2 G+2", {"stacking": "same"}, True, "draw 3 4", 3,
     "still draws 4"),
    ("4p t1 top:R7 h1:W+4", "play 1 W+4 col:G", {}, True, "draw 2 4", 2, "go out"),
    ("4p t1 top:R7 h1:W", "play 1 W", {}, True, "", 2, "go out"),
    ("4p t1 top:R7 h1:W", "play 1 W col:G", {"no_wild_finish": True}, False, "", None,
     "last card"),
    ("4p t1 top:R7 h1:W+4", "play 1 W+4 col:G", {"no_wild_finish": True}, False, "", None,
     "last card"),
    ("4p t1 top:R7 h1:W,R2", "play 1 W col:G", {"no_wild_finish": True}, True, "color G", 2,
     "any card"),
    ("4p t1 top:R7", "play 1 W col:G", {"no_wild_finish": True}, True, "color G", 2,
     "not your last card"),
    ("4p t1 top:R7 h1:R7", "play 1 R7", {"seven_o": True}, True, "", 2, "go out"),
    ("4p t1 top:R0 h1:G0", "play 1 G0", {"seven_o": True}, True, "", 2, "go out"),
]  # fmt: skip


@pytest.mark.parametrize("row", GOING_OUT)
def test_going_out(row: Row) -> None:
    ruling = check(row)
    if ruling.legal and "go out" in sentence(ruling):
        assert ruling.after is not None
        assert ruling.after.winner == parse_action(row[1]).seat


SEVEN_O: list[Row] = [
    ("4p t1 top:R5 h1:R7,B1 h3:G1", "play 1 R7 tgt:3", {"seven_o": True}, True, "swap 1 3", 2,
     "swap hands with seat 3"),
    ("4p t1 top:R5 h1:R7,B1", "play 1 R7", {"seven_o": True}, False, "", None, "target"),
    ("4p t1 top:R5 h1:R7,B1", "play 1 R7 tgt:1", {"seven_o": True}, False, "", None,
     "another player"),
    ("4p t1 top:R5 h1:R7,B1", "play 1 R7", {}, True, "", 2, "colour"),
    ("4p t1 top:R5 h1:R0,B1", "play 1 R0", {"seven_o": True}, True, "rotate_hands cw", 2,
     "passes one seat clockwise"),
    ("4p t1 ccw top:R5 h1:R0,B1", "play 1 R0", {"seven_o": True}, True, "rotate_hands ccw", 0,
     "counterclockwise"),
    ("4p t1 top:R5 h1:WSW,B1", "play 1 WSW col:B tgt:0", {}, True, "color B, swap 1 0", 2,
     "swap hands"),
    ("4p t1 top:R5 h1:WSH,B1", "play 1 WSH col:B", {}, True, "color B, shuffle_hands 1", 2,
     "shuffled"),
]  # fmt: skip


@pytest.mark.parametrize("row", SEVEN_O)
def test_seven_o_and_special_wilds(row: Row) -> None:
    check(row)


def test_seven_swaps_and_zero_rotates_known_hands() -> None:
    state = "4p t1 top:R5 h0:Y1 h1:R7,B1 h2:G2,G3 h3:G1"
    after = rule(state, "play 1 R7 tgt:3", seven_o=True).after
    assert after is not None
    assert format_situation(after).split()[5:9] == ["h0:Y1", "h1:G1", "h2:G2,G3", "h3:B1"]
    state = "4p t1 top:R5 h0:Y1 h1:R0,B1 h2:G2,G3 h3:G1"
    after = rule(state, "play 1 R0", seven_o=True).after
    assert after is not None
    assert [[c.code for c in h or ()] for h in after.hands] == [["G1"], ["Y1"], ["B1"],
                                                                ["G2", "G3"]]  # fmt: skip


JUMP_IN: list[Row] = [
    ("4p t2 top:R7 h0:R7,B1 last:1:R7", "jump 0 R7", {"jump_in": True}, True, "", 1,
     "continues from you"),
    ("4p t2 top:R7 h0:R7,B1", "jump 0 R7", {}, False, "", None, "not played at this table"),
    ("4p t2 top:R7 h0:G7,B1", "jump 0 G7", {"jump_in": True}, False, "", None, "identical"),
    ("4p t2 top:W col:R h0:W", "jump 0 W", {"jump_in": True}, False, "", None, "wild"),
    ("4p t2 top:R7 last:1:R7", "jump 1 R7", {"jump_in": True}, False, "", None, "yourself"),
    ("4p t3 top:RS h0:RS,B1 last:1:RS", "jump 0 RS", {"jump_in": True}, True, "skip 1", 2,
     "replaces"),
    ("4p t0 ccw top:RR h3:RR,B1 last:1:RR", "jump 3 RR", {"jump_in": True}, True, "reverse",
     2, "replaces"),
    ("4p t3 top:R+2 h0:R+2,B1 last:1:R+2", "jump 0 R+2", {"jump_in": True}, True,
     "draw 1 2, skip 1", 2, "replaces"),
    ("4p t2 top:R+2 pd:2 h0:R+2,B1 last:1:R+2", "jump 0 R+2",
     {"jump_in": True, "stacking": "same"}, True, "", 1, "seat 1 must stack a draw card or draw 2"),
    ("4p t2 top:R7 h3:R7", "jump 3 R7", {"jump_in": True}, True, "", 0, "go out"),
    ("4p t2 top:R7 h0:R7,B1", "play 0 R7", {"jump_in": True}, False, "", None, "jump in"),
]  # fmt: skip


@pytest.mark.parametrize("row", JUMP_IN)
def test_jump_in(row: Row) -> None:
    check(row)


UNO: list[Row] = [
    ("4p t2 top:R7 h1:B1 uno:1", "catch 3 tgt:1", {}, True, "draw 1 2", 2, "caught in time"),
    ("4p t2 top:R7 h1:B1 uno:1", "catch 3 tgt:1", {"uno_penalty": 4}, True, "draw 1 4", 2,
     "draw 4 cards"),
    ("4p t2 top:R7 h1:B1 uno:1", "catch 3 tgt:1", {"uno_penalty": 1}, True, "draw 1 1", 2,
     "draw 1 card"),
    ("4p t2 top:R7 uno:1:called", "catch 3 tgt:1", {}, False, "", None, "called uno in time"),
    ("4p t3 top:R7 uno:1:acted", "catch 3 tgt:1", {}, False, "", None, "too late"),
    ("4p t2 top:R7 h1:B1", "catch 3 tgt:1", {}, True, "draw 1 2", 2, "assuming"),
    ("4p t2 top:R7 h1:B1,B2", "catch 3 tgt:1", {}, False, "", None, "2 cards"),
    ("4p t2 top:R7 uno:1", "catch 1 tgt:1", {}, False, "", None, "another player"),
    ("4p t2 top:R7 h1:B1 uno:1", "uno 1", {}, True, "", 2, "nobody can catch you"),
    ("4p t1 top:R7 h1:B1,R2", "uno 1", {}, True, "", 1, "nobody can catch you"),
    ("4p t2 top:R7 h1:B1,R2,G3", "uno 1", {}, True, "", 2, "costs nothing"),
    ("4p t2 top:R7 h1:B1,R2,G3", "uno 1", {"false_uno_penalty": 2}, True, "draw 1 2", 2,
     "false call"),
    ("4p t2 top:R7", "uno 1", {}, True, "", 2, "assuming"),
]  # fmt: skip


@pytest.mark.parametrize("row", UNO)
def test_uno_call_and_catch(row: Row) -> None:
    check(row)


def test_uno_window_opens_on_next_to_last_card_and_closes_when_next_acts() -> None:
    after = rule("4p t1 top:R7 h1:R2,B5", "play 1 R2").after
    assert after is not None and after.uno == (UnoWindow(1, called=False, next_has_acted=False),)
    later = rule(format_situation(after), "draw 2").after
    assert later is not None and later.uno == (UnoWindow(1, next_has_acted=True),)
    called = rule("4p t1 top:R7 h1:R2,B5", "uno 1").after
    assert called is not None
    played = rule(format_situation(called), "play 1 R2").after
    assert played is not None and played.uno == (UnoWindow(1, called=True),)
