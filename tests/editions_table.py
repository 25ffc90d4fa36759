"""Rulings in every edition, from DESIGN.md's "Rulings in an edition" and EDITIONS.md.

Shared data (no tests here): tests/referee/test_editions_rulings.py judges each row with
the engine, tests/web/test_api_editions_rulings.py sends each row through
``POST /api/rulings``. Rows are written as the API's JSON (``state``, ``action``,
``rules``) and what must come out is worked out from the rules' own words: who is next
in the direction of play, how many cards, which effects.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from tests.rulings_table import effects_text


class Row(NamedTuple):
    """One ruling in an edition and what must come out of it."""

    name: str
    deck: str
    state: dict[str, Any]
    action: dict[str, Any]
    legal: bool
    effects: str | None = None  # "draw 1 2, skip 1" (None: not checked)
    after: dict[str, Any] = {}  # fields of ``next`` that must hold  # noqa: RUF012
    rules_applied: tuple[str, ...] = ()  # entries the ruling must cite
    rules: dict[str, Any] = {}  # the table's house rules  # noqa: RUF012
    word: str = ""  # a phrase the ruling's sentence must contain
    verdict: str = ""


def check(row: Row, body: dict[str, Any]) -> None:
    """Assert that a ruling's JSON body is what ``row`` expects."""
    assert body["legal"] is row.legal, body
    if row.effects is not None:
        assert effects_text(body["effects"]) == row.effects, body
    if row.after:
        assert body["next"] is not None, body
        for key, value in row.after.items():
            assert body["next"].get(key) == value, (key, body["next"])
    for rule in row.rules_applied:
        assert rule in body["rules_applied"], (rule, body["rules_applied"])
    if row.word:
        assert row.word in body["ruling"], body["ruling"]
    if row.verdict:
        assert body["verdict"] == row.verdict, body


def state(top: str | None, players: int = 4, **fields: Any) -> dict[str, Any]:
    """A ``state`` object (seat 0's turn, clockwise, unless said)."""
    data: dict[str, Any] = {"players": players, **fields}
    if top is not None:
        data["top"] = top
    return data


def play(card: str, seat: int = 0, **fields: Any) -> dict[str, Any]:
    return {"type": "play", "seat": seat, "card": card, **fields}


def first(card: str) -> dict[str, Any]:
    return {"type": "flip", "card": card}


TWENTY = ["B1"] * 20  # a No Mercy hand of twenty cards

FLIP = [
    Row("draw one skips", "flip", state("R5"), play("R+1"), True, "draw 1 1, skip 1",
        {"turn": 2}, ("flip-cards",)),
    Row("draw five on the dark side skips", "flip", state("P5", side="dark"), play("P+5"), True,
        "draw 1 5, skip 1", {"turn": 2, "side": "dark"}),
    Row("flip card turns everything over", "flip", state("R5"), play("RF"), True, "flip dark",
        {"turn": 1, "top": None, "color": None, "side": "dark"}, ("flip-cards",)),
    Row("flip back to the light side", "flip", state("P5", side="dark"), play("PF"), True,
        "flip light", {"turn": 1, "top": None, "color": None, "side": "light"}),
    Row("skip everyone plays again", "flip", state("P5", side="dark"), play("PSE"), True,
        "skip_everyone", {"turn": 0}),
    Row("wild draw two without the colour", "flip", state("R5", hands={"0": ["W+2", "G3"]}),
        play("W+2", color="G"), True, "color G, draw 1 2, skip 1", {"turn": 2, "color": "G"},
        ("flip-cards",)),
    Row("wild draw two holding the colour is a bluff", "flip",
        state("R5", hands={"0": ["W+2", "R3"]}), play("W+2", color="G"), False,
        rules_applied=("flip-cards",), verdict="bluff"),
    Row("wild draw two holding the colour, no bluffing", "flip",
        state("R5", hands={"0": ["W+2", "R3"]}), play("W+2", color="G"), False,
        rules={"draw_four_challenge": False}, rules_applied=("no-bluffing",),
        verdict="not_allowed"),
    Row("wild draw color", "flip", state("P5", side="dark", hands={"0": ["WDC", "T3"]}),
        play("WDC", color="O"), True, "color O, draw_until_color 1 O, skip 1", {"turn": 2}),
    Row("wild draw color holding the colour is a bluff", "flip",
        state("P5", side="dark", hands={"0": ["WDC", "P3"]}), play("WDC", color="O"), False,
        verdict="bluff"),
    Row("wild draw two challenged, guilty", "flip",
        state("W+2", color="G", turn=1, last_play={"seat": 0, "card": "W+2", "color_before": "R",
                                                   "hand_before": ["W+2", "R3"]}),
        {"type": "challenge", "seat": 1}, True, "draw 0 2", {"turn": 1}, ("flip-cards",)),
    Row("wild draw two challenged, innocent", "flip",
        state("W+2", color="G", turn=1, last_play={"seat": 0, "card": "W+2", "color_before": "R",
                                                   "hand_before": ["W+2", "G3"]}),
        {"type": "challenge", "seat": 1}, True, "draw 1 4, skip 1", {"turn": 2}),
    Row("wild draw two stacked and challenged, innocent: the total plus 2", "flip",
        state("W+2", color="G", turn=1, pending_draw=3,
              last_play={"seat": 0, "card": "W+2", "color_before": "R",
                         "hand_before": ["W+2", "G3"]}),
        {"type": "challenge", "seat": 1}, True, "draw 1 5, skip 1", {"turn": 2},
        rules={"stacking": "plus4_on_plus2"}),
    Row("wild draw color challenged, guilty", "flip",
        state("WDC", color="T", side="dark", turn=1,
              last_play={"seat": 0, "card": "WDC", "color_before": "P",
                         "hand_before": ["WDC", "P2"]}),
        {"type": "challenge", "seat": 1}, True, "draw_until_color 0 T", {"turn": 1}),
    Row("wild draw color challenged, innocent: until the colour plus 2", "flip",
        state("WDC", color="T", side="dark", turn=1,
              last_play={"seat": 0, "card": "WDC", "color_before": "P",
                         "hand_before": ["WDC", "T2"]}),
        {"type": "challenge", "seat": 1}, True, "draw_until_color 1 T, draw 1 2, skip 1",
        {"turn": 2}),
    Row("a card of the other side is refused", "flip", state("R5"), play("P5"), False,
        rules_applied=("flip",)),
    Row("a light card on the dark side is refused", "flip", state("P5", side="dark"),
        play("R5"), False, rules_applied=("flip",)),
    Row("first card flip", "flip", state(None, dealer=0), first("RF"), True, "flip dark",
        {"top": None, "color": None, "side": "dark"}),
    Row("first card wild draw two goes back", "flip", state(None, dealer=0), first("W+2"), True,
        "reshuffle"),
    Row("first card draw one", "flip", state(None, dealer=0), first("R+1"), True,
        "draw 1 1, skip 1", {"turn": 2}),
    Row("flip takes the stacking option", "flip", state("R+1", turn=1, pending_draw=1),
        play("B+1", seat=1), True, after={"pending_draw": 2, "turn": 2},
        rules={"stacking": "same"}),
    Row("flip without stacking takes the draw one", "flip",
        state("R+1", turn=1, pending_draw=1), play("B+1", seat=1), False),
]  # fmt: skip

NO_MERCY = [
    Row("a higher draw card on a stack, another colour", "no_mercy",
        state("R+4", turn=1, pending_draw=4), play("W+6", seat=1, color="G"), True,
        after={"pending_draw": 10, "turn": 2}, rules_applied=("no-mercy-stacking",)),
    Row("an equal draw card on a stack, another colour", "no_mercy",
        state("R+4", turn=1, pending_draw=4), play("B+4", seat=1), True,
        after={"pending_draw": 8, "turn": 2}),
    Row("a lower draw card is refused", "no_mercy", state("W+6", color="R", turn=1,
        pending_draw=6), play("R+2", seat=1), False, rules_applied=("no-mercy-stacking",)),
    Row("a ten on a ten", "no_mercy", state("W+10", color="R", turn=1, pending_draw=10),
        play("W+10", seat=1, color="B"), True, after={"pending_draw": 20, "turn": 2}),
    Row("wild reverse draw four turns back, the new next faces the stack", "no_mercy",
        state("R+2", turn=1, pending_draw=2), play("WR+4", seat=1, color="G"), True,
        after={"direction": "ccw", "turn": 0, "pending_draw": 6}),
    Row("wild reverse draw four on a six is too small", "no_mercy",
        state("W+6", color="R", turn=1, pending_draw=6), play("WR+4", seat=1, color="G"), False,
        word="Wild Draw Six"),
    Row("taking the stack", "no_mercy", state("W+6", color="R", turn=1, pending_draw=6),
        {"type": "draw", "seat": 1}, True, "draw 1 6, skip 1", {"turn": 2, "pending_draw": 0}),
    Row("mercy rule at 25", "no_mercy",
        state("W+6", color="R", turn=1, pending_draw=6, hands={"1": TWENTY[:19]}),
        {"type": "draw", "seat": 1}, True, "draw 1 6, skip 1, knocked_out 1",
        {"out": [1], "turn": 2}, ("no-mercy-knockout", "no-mercy")),
    Row("twenty-four cards stay in", "no_mercy",
        state("W+6", color="R", turn=1, pending_draw=6, hands={"1": TWENTY[:18]}),
        {"type": "draw", "seat": 1}, True, "draw 1 6, skip 1", {"turn": 2}),
    Row("the last player left wins", "no_mercy",
        state("W+6", 3, color="R", turn=1, pending_draw=6, out=[2], hands={"1": TWENTY}),
        {"type": "draw", "seat": 1}, True, "draw 1 6, skip 1, knocked_out 1",
        {"out": [1, 2], "winner": 0}),
    Row("seats knocked out are passed over", "no_mercy", state("R3", out=[1]), play("R5"), True,
        "", {"turn": 2}),
    Row("a skip passes over the seats knocked out", "no_mercy", state("R3", out=[1]),
        play("RS"), True, "skip 2", {"turn": 3}),
    Row("the 7 must name a player", "no_mercy", state("R3"), play("R7"), False,
        rules={"seven_o": False}),
    Row("the 7 swaps even with seven-o off", "no_mercy", state("R3"), play("R7", target=2), True,
        "swap 0 2", {"turn": 1}, ("seven-o",), rules={"seven_o": False}),
    Row("the 0 passes every hand", "no_mercy", state("R3"), play("R0"), True,
        "rotate_hands cw", {"turn": 1}),
    Row("discard all", "no_mercy", state("R5", hands={"0": ["RDA", "R3", "R7", "B2"]}),
        play("RDA"), True, "discard_all 0 R", {"turn": 1, "hands": {"0": ["B2"]}}),
    Row("skip everyone", "no_mercy", state("R5"), play("RSE"), True, "skip_everyone",
        {"turn": 0}),
    Row("wild color roulette: the victim names the colour", "no_mercy", state("R5"),
        play("WCR"), True, "choose_color 1, draw_until_color 1 None, skip 1", {"turn": 2}),
    Row("no challenge", "no_mercy",
        state("W+6", color="G", turn=1, pending_draw=6,
              last_play={"seat": 0, "card": "W+6", "color_before": "R",
                         "hand_before": ["W+6", "R3"]}),
        {"type": "challenge", "seat": 1}, False, rules_applied=("no-mercy",)),
    Row("an action card turned up first goes back", "no_mercy", state(None), first("RS"), True,
        "reshuffle"),
    Row("a wild turned up first goes back", "no_mercy", state(None), first("W+10"), True,
        "reshuffle"),
    Row("a number turned up first starts", "no_mercy", state(None), first("R5"), True, "",
        {"turn": 1}),
    Row("draw until playable, then must play it", "no_mercy", state("R5"),
        {"type": "draw", "seat": 0, "drawn": ["B2", "G3", "R9"]}, True,
        "draw 0 3, play_drawn 0 R9", rules={"draw_until_playable": False}),
    Row("drawing goes on past an unplayable card", "no_mercy", state("R5"),
        {"type": "draw", "seat": 0, "drawn": ["B2"]}, True, "draw 0 1", {"turn": 0}),
    Row("no stopping before a playable card", "no_mercy", state("R5"),
        {"type": "draw", "seat": 0, "drawn": ["B2", "R9", "G3"]}, False),
    Row("a playable drawn card may not be kept", "no_mercy", state("R5", drawn=["R9"]),
        {"type": "pass", "seat": 0}, False, rules={"must_play_drawn": False}),
    Row("stacking off has no effect", "no_mercy", state("R+4", turn=1, pending_draw=4),
        play("W+6", seat=1, color="G"), True, after={"pending_draw": 10},
        rules={"stacking": "off"}),
]  # fmt: skip

ALL_WILD = [
    Row("any card on any card", "all_wild", state("W+4"), play("WR"), True, "reverse",
        {"turn": 3, "direction": "ccw"}),
    Row("skip two", "all_wild", state("W+4"), play("WS2"), True, "skip 1, skip 2", {"turn": 3}),
    Row("targeted draw two needs a target", "all_wild", state("W"), play("WT2"), False,
        verdict="incomplete"),
    Row("targeted draw two", "all_wild", state("W"), play("WT2", target=2), True, "draw 2 2",
        {"turn": 1}, ("all-wild",)),
    Row("targeted draw two never at oneself", "all_wild", state("W"), play("WT2", target=0),
        False),
    Row("forced swap opens the UNO window of whoever holds one card", "all_wild",
        state("W", hands={"0": ["WFS", "W"], "2": ["W", "W+2", "WR"]}), play("WFS", target=2),
        True, "swap 0 2", {"turn": 1, "uno": {"seat": 2, "called": False,
                                               "next_has_acted": False}}),
    Row("forced swap needs a target", "all_wild", state("W"), play("WFS"), False,
        verdict="incomplete"),
    Row("wild draw four draws and skips", "all_wild", state("W"), play("W+4"), True,
        "draw 1 4, skip 1", {"turn": 2}),
    Row("no challenge", "all_wild",
        state("W+4", turn=1, last_play={"seat": 0, "card": "W+4", "hand_before": ["W+4", "W"]}),
        {"type": "challenge", "seat": 1}, False, rules_applied=("all-wild",)),
    Row("no stacking whatever the option", "all_wild", state("W+2", turn=1, pending_draw=2),
        play("W+2", seat=1), False, rules={"stacking": "any"}),
]  # fmt: skip

ATTACK = [
    Row("a draw is one press and ends the turn", "attack", state("R5"),
        {"type": "draw", "seat": 0}, True, "press 0 1", {"turn": 1}, ("attack",)),
    Row("hit 2", "attack", state("R5"), play("RH2"), True, "press 1 2, skip 1", {"turn": 2}),
    Row("wild all hit", "attack", state("R5"), play("WAH", color="G"), True,
        "color G, press 1 1, press 2 1, press 3 1", {"turn": 1}),
    Row("wild hit-fire", "attack", state("R5"), play("WHF", color="G"), True,
        "color G, press 1 None True, skip 1", {"turn": 2}),
    Row("trade hands is never the last card", "attack", state("R5", hands={"0": ["RTH"]}),
        play("RTH", target=2), False, rules_applied=("attack",)),
    Row("trade hands swaps", "attack", state("R5", hands={"0": ["RTH", "B3"]}),
        play("RTH", target=2), True, "swap 0 2", {"turn": 1}),
    Row("trade hands needs a target", "attack", state("R5"), play("RTH"), False,
        verdict="incomplete"),
    Row("discard all discards the colour", "attack",
        state("R5", hands={"0": ["RDA", "R3", "B4"]}), play("RDA"), True, "discard_all 0 R",
        {"hands": {"0": ["B4"]}}),
    Row("a missed UNO is two presses", "attack",
        state("R5", turn=3, uno={"seat": 2, "called": False, "next_has_acted": False}),
        {"type": "catch", "seat": 0, "target": 2}, True, "press 2 2"),
    Row("the stacking option is ignored", "attack", state("R5"), play("RH2"), True,
        "press 1 2, skip 1", {"turn": 2, "pending_draw": 0}, rules={"stacking": "any"}),
    Row("no challenge", "attack", state("W", color="G", turn=1),
        {"type": "challenge", "seat": 1}, False, rules_applied=("attack",)),
    Row("hit 2 turned up first: the dealer's left presses", "attack", state(None, dealer=0),
        first("RH2"), True, "press 1 2, skip 1", {"turn": 2}),
]  # fmt: skip

# RULES.md "Settled 2026-11-27", in the editions.
UNO_WINDOW = {"seat": 2, "called": False, "next_has_acted": False}
SETTLED = [
    # UNO Attack!: a missed UNO costs as many presses as uno_penalty says.
    Row("a missed UNO presses as often as uno_penalty says: 4", "attack",
        state("R5", turn=3, uno=UNO_WINDOW), {"type": "catch", "seat": 0, "target": 2}, True,
        "press 2 4", rules={"uno_penalty": 4}, word="press the launcher 4 times"),
    Row("a missed UNO presses as often as uno_penalty says: 1", "attack",
        state("R5", turn=3, uno=UNO_WINDOW), {"type": "catch", "seat": 0, "target": 2}, True,
        "press 2 1", rules={"uno_penalty": 1}, word="press the launcher once"),
    Row("a missed UNO presses twice by default", "attack",
        state("R5", turn=3, uno=UNO_WINDOW), {"type": "catch", "seat": 0, "target": 2}, True,
        "press 2 2", word="press the launcher twice"),
    # All Wild's Wild Skip Two with two players: both skips on the opponent, said once.
    Row("wild skip two with two players: the player plays again", "all_wild",
        state("W", players=2), play("WS2"), True, "skip 1", {"turn": 0},
        word="seat 1 loses the turn; you play again"),
    Row("wild skip two with two players, second seat", "all_wild",
        state("W", players=2, turn=1), play("WS2", seat=1), True, "skip 0", {"turn": 1},
        word="seat 0 loses the turn; you play again"),
    # No Mercy: knocked-out players hold no hand, are passed over, never chosen.
    Row("a 0 passes hands only among the players still in", "no_mercy",
        state("R5", out=[2], hands={"0": ["R0", "B1"], "1": ["G1"], "2": ["Y9"],
                                    "3": ["Y1", "Y2"]}),
        play("R0"), True, "rotate_hands cw",
        {"turn": 1, "out": [2], "hands": {"0": ["Y1", "Y2"], "1": ["B1"], "3": ["G1"]}},
        word="passing over the players knocked out"),
    Row("a 0 counterclockwise passes over the player out", "no_mercy",
        state("R5", direction="ccw", out=[3], hands={"0": ["R0", "B1"], "1": ["G1"],
                                                      "2": ["Y1", "Y2"]}),
        play("R0"), True, "rotate_hands ccw",
        {"turn": 2, "hands": {"0": ["G1"], "1": ["Y1", "Y2"], "2": ["B1"]}}),
    Row("a 7 cannot choose a player knocked out", "no_mercy",
        state("R5", out=[2], hands={"0": ["R7", "B1"]}), play("R7", target=2), False,
        rules_applied=("no-mercy-knockout",), word="seat 2 has been knocked out"),
    Row("a 7 with one other player in swaps with them", "no_mercy",
        state("R5", players=3, out=[2], hands={"0": ["R7", "B1"]}), play("R7"), True,
        "swap 0 1", {"turn": 1}),
    Row("a skip passes over the player out", "no_mercy",
        state("R5", out=[1], hands={"0": ["RS", "B1"]}), play("RS"), True, "skip 2",
        {"turn": 3}),
    Row("nobody catches a player knocked out", "no_mercy",
        state("R5", turn=3, out=[2]), {"type": "catch", "seat": 0, "target": 2}, False,
        word="knocked out"),
    # UNO Flip!: Wild Draw Color neither starts nor joins a stack.
    Row("wild draw color does not join a stack", "flip",
        state("P+5", side="dark", pending_draw=5, hands={"0": ["WDC", "T1"]}),
        play("WDC", color="O"), False, rules={"stacking": "any"}),
    Row("wild draw color does not start a stack", "flip",
        state("P5", side="dark", hands={"0": ["WDC", "T1"]}), play("WDC", color="O"), True,
        "color O, draw_until_color 1 O, skip 1", {"turn": 2, "pending_draw": 0},
        rules={"stacking": "any"}),
    Row("no draw card stacks on a wild draw color", "flip",
        state("WDC", color="O", side="dark", turn=1, hands={"1": ["O+5", "T1"]}),
        play("O+5", seat=1), True, None, {"pending_draw": 5}, rules={"stacking": "any"}),
    # UNO Flip!: the dark card on top after an opening Flip acts as the first card.
    Row("skip everyone after an opening flip skips the dealer's left", "flip",
        state(None, dealer=1, side="dark"), first("PSE"), True, "skip 2", {"turn": 3}),
    Row("draw five after an opening flip: the dealer's left draws five", "flip",
        state(None, dealer=1, side="dark"), first("P+5"), True, "draw 2 5, skip 2", {"turn": 3}),
    Row("a dark flip after an opening flip goes back", "flip",
        state(None, dealer=1, side="dark"), first("PF"), True, "reshuffle", {"top": None}),
    Row("a wild draw color after an opening flip goes back", "flip",
        state(None, dealer=1, side="dark"), first("WDC"), True, "reshuffle", {"top": None}),
]  # fmt: skip

ROWS = [*FLIP, *NO_MERCY, *ALL_WILD, *ATTACK, *SETTLED]
