"""Rule scenarios drawn from the rule sources and the API contract, in situation notation.

Shared data (no tests here): tests/referee/test_engine_scenarios.py judges each row with
the engine; tests/web/test_api_rulings.py sends ``API_SAMPLE`` through ``POST /api/rulings``,
a row of each shape the JSON carries (see :func:`api_sample`).
Expected seats are computed here from the rules' own words (the next player in the
direction of play, the one after that, ...), never from the engine.
"""

from __future__ import annotations

from typing import NamedTuple


class Scenario(NamedTuple):
    """One ruling: the table, the action, options, and what must come out."""

    state: str
    action: str
    options: dict[str, object]
    legal: bool
    effects: str  # "draw 2 2, skip 2"; "" for none
    turn: int | None  # whose turn it is next (None when not allowed)
    word: str  # a phrase the seat-based sentence must contain
    verdict: str = ""  # the verdict, when it matters ("bluff", "no_penalty")
    after: dict[str, object] = {}  # fields of ``next`` that must hold (JSON names)  # noqa: RUF012

    @property
    def id(self) -> str:
        """A readable test id."""
        opts = ",".join(f"{k}={v}" for k, v in self.options.items())
        return f"{self.state} | {self.action} | {opts}"


def effects_text(effects: list[dict[str, object]]) -> str:
    """Effects as the JSON API writes them, in a short form: ``draw 2 2, skip 2``."""
    parts = []
    for effect in effects:
        data = dict(effect)
        kind = str(data.pop("type"))
        values = [" ".join(map(str, v)) if isinstance(v, list) else str(v) for v in data.values()]
        parts.append(" ".join([kind, *values]))
    return ", ".join(parts)


def _step(direction: str) -> int:
    """+1 clockwise, -1 counterclockwise."""
    return 1 if direction == "cw" else -1


def _around_the_table() -> list[Scenario]:
    """Skip, Reverse, Draw Two, Wild Draw Four, challenges and catches for 2-10 players."""
    rows: list[Scenario] = []
    for n in range(2, 11):
        for way in ("cw", "ccw"):
            for t in sorted({0, n - 1, n // 2}):
                rows += _one_seat(n, way, t)
    return rows


def _one_seat(n: int, way: str, t: int) -> list[Scenario]:
    """The scenarios for the player at seat ``t`` of ``n`` with play running ``way``."""
    s = _step(way)
    v, after_v = (t + s) % n, (t + 2 * s) % n
    base = f"{n}p t{t} {way}"
    rows = [
        Scenario(f"{base} top:R5 h{t}:R7,B1", f"play {t} R7", {}, True, "", v, "colour"),
        Scenario(f"{base} top:R5 h{t}:G5,B1", f"play {t} G5", {}, True, "", v, "number"),
        Scenario(f"{base} top:R5 h{t}:G7,B1", f"play {t} G7", {}, False, "", None, "neither"),
        Scenario(f"{base} top:R5 h{t}:RS,B1", f"play {t} RS", {}, True, f"skip {v}", after_v,
                 "loses the turn"),
        Scenario(f"{base} top:R5 h{t}:R+2,B1", f"play {t} R+2", {}, True,
                 f"draw {v} 2, skip {v}", after_v, "draws 2"),
        Scenario(f"{base} top:R5 h{t}:R+2,B1", f"play {t} R+2", {"stacking": "same"}, True, "",
                 v, "must stack", after={"pending_draw": 2}),
        Scenario(f"{base} top:R5 h{t}:B2,W+4", f"play {t} W+4 col:G", {}, True,
                 f"color G, draw {v} 4, skip {v}", after_v, "may challenge",
                 after={"color": "G"}),
        Scenario(f"{base} top:R5 h{t}:R2,W+4", f"play {t} W+4 col:G", {}, False, "", None,
                 "hold a red card", "bluff"),
        Scenario(f"{base} top:R5 h{t}:R2,W+4", f"play {t} W+4 col:G",
                 {"draw_four_challenge": False}, False, "", None, "hold a red card",
                 "not_allowed"),
    ]  # fmt: skip
    if n == 2:
        rows.append(Scenario(f"{base} top:R5 h{t}:RR,B1", f"play {t} RR", {}, True,
                             f"reverse, skip {v}", t, "play again"))  # fmt: skip
        rows.append(Scenario(f"{base} top:R5 h{t}:RR,B1", f"play {t} RR",
                             {"two_player_reverse_skips": False}, True, "reverse", v,
                             "plays next"))  # fmt: skip
    else:
        back = (t - s) % n
        rows.append(Scenario(f"{base} top:R5 h{t}:RR,B1", f"play {t} RR", {}, True, "reverse",
                             back, "plays next",
                             after={"direction": "ccw" if way == "cw" else "cw"}))  # fmt: skip
    rows += _challenges(n, way, t)
    rows += _catches(n, way, t)
    rows += _flips(n, t)
    return rows


def _challenges(n: int, way: str, t: int) -> list[Scenario]:
    """Seat ``t`` played a Wild Draw Four; the next player challenges it."""
    s = _step(way)
    v, after_v = (t + s) % n, (t + 2 * s) % n
    guilty = f"{n}p t{after_v} {way} top:W+4 col:G last:{t}:W+4:R:R2,W+4"
    honest = f"{n}p t{after_v} {way} top:W+4 col:G last:{t}:W+4:R:B2,W+4"
    without = f"{n}p t{after_v} {way} top:W+4 col:G last:{t}:W+4:R:R2,B5"
    rows = [
        Scenario(guilty, f"challenge {v}", {}, True, f"draw {t} 4", v, "succeeds",
                 after={"color": "G"}),
        Scenario(without, f"challenge {v}", {}, True, f"draw {t} 4", v, "succeeds"),
        Scenario(guilty, f"challenge {v}", {"challenge_winner_plays": False}, True,
                 f"draw {t} 4", (v + s) % n, "turn passes"),
        Scenario(honest, f"challenge {v}", {}, True, f"draw {v} 6, skip {v}", (v + s) % n,
                 "fails", after={"color": "G"}),
        Scenario(guilty, f"challenge {v}", {"draw_four_challenge": False}, False, "", None,
                 "cannot be challenged"),
    ]  # fmt: skip
    if n > 2:
        rows.append(Scenario(guilty, f"challenge {after_v}", {}, False, "", None,
                             f"only seat {v}"))  # fmt: skip
    return rows


def _catches(n: int, way: str, t: int) -> list[Scenario]:
    """Seat ``t`` is down to one card; someone else catches them."""
    s = _step(way)
    v = (t + s) % n
    catcher = (t - s) % n if n > 2 else v
    state = f"{n}p t{v} {way} top:R7 h{t}:B1"
    return [
        Scenario(f"{state} uno:{t}", f"catch {catcher} tgt:{t}", {}, True, f"draw {t} 2", v,
                 "caught in time"),
        Scenario(f"{state} uno:{t}", f"catch {catcher} tgt:{t}", {"uno_penalty": 4}, True,
                 f"draw {t} 4", v, "draw 4 cards"),
        Scenario(f"{state} uno:{t}:called", f"catch {catcher} tgt:{t}", {}, False, "", None,
                 "called uno in time", "no_penalty"),
        Scenario(f"{state} uno:{t}:acted", f"catch {catcher} tgt:{t}", {}, False, "", None,
                 "too late", "no_penalty"),
    ]  # fmt: skip


def _flips(n: int, d: int) -> list[Scenario]:
    """The first card turned up, with seat ``d`` dealing."""
    left, second, right = (d + 1) % n, (d + 2) % n, (d - 1) % n
    base = f"{n}p d{d} t{d}"
    return [
        Scenario(base, "flip R5", {}, True, "", left, "plays first"),
        Scenario(base, "flip GS", {}, True, f"skip {left}", second, "skipped"),
        Scenario(base, "flip G+2", {}, True, f"draw {left} 2, skip {left}", second, "draws 2"),
        Scenario(base, "flip BR", {}, True, "reverse", d, "dealer",
                 after={"direction": "ccw"}),
        Scenario(base, "flip BR", {"first_reverse": "right_of_dealer"}, True, "reverse", right,
                 "right"),
        Scenario(base, "flip W", {}, True, f"choose_color {left}", left, "names the colour"),
        Scenario(base, "flip W+4", {}, True, "reshuffle", d, "shuffle"),
        Scenario(base, "flip WSW col:B", {}, True, "color B", left, "nothing else"),
    ]  # fmt: skip


# A draw card played onto a pending stack still obeys every other rule.
STACKS = [
    # Wild Draw Four onto a Draw Two from a hand holding the colour in force: a bluff.
    Scenario("4p t2 top:R+2 pd:2 h2:R3,W+4", "play 2 W+4 col:B", {"stacking": "plus4_on_plus2"},
             False, "", None, "hold a red card", "bluff"),
    Scenario("4p t2 top:R+2 pd:2 h2:B3,W+4", "play 2 W+4 col:B", {"stacking": "plus4_on_plus2"},
             True, "color B", 3, "making 6", after={"pending_draw": 6}),
    # From an unknown hand it stands, on the stated assumption.
    Scenario("4p t2 top:R+2 pd:2", "play 2 W+4 col:B", {"stacking": "any"}, True, "color B", 3,
             "assuming you hold that card and you hold no red card", after={"pending_draw": 6}),
    Scenario("4p t2 top:W+4 col:G pd:4 h2:G3,W+4", "play 2 W+4 col:R", {"stacking": "same"},
             False, "", None, "hold a green card", "bluff"),
    Scenario("4p t2 top:W+4 col:G pd:4 h2:R3,W+4", "play 2 W+4 col:R", {"stacking": "same"},
             True, "color R", 3, "making 8"),
    Scenario("4p t2 top:W+4 col:G pd:4 h2:G3,W+4", "play 2 W+4 col:R",
             {"stacking": "same", "draw_four_challenge": False}, False, "", None,
             "hold a green card", "not_allowed"),
    # The stacked Wild Draw Four is challenged: the bluffer draws its 4, the rest remains.
    Scenario("4p t3 top:W+4 col:B pd:6 last:2:W+4:R:R3,W+4", "challenge 3",
             {"stacking": "plus4_on_plus2"}, True, "draw 2 4", 3, "still face the 2",
             after={"pending_draw": 2}),
    Scenario("4p t3 top:W+4 col:B pd:6 last:2:W+4:R:B3,W+4", "challenge 3",
             {"stacking": "plus4_on_plus2"}, True, "draw 3 8, skip 3", 0, "fails",
             after={"pending_draw": 0}),
    # No wild finish holds on a stack too.
    Scenario("4p t2 top:R+2 pd:2 h2:W+4", "play 2 W+4 col:B",
             {"stacking": "plus4_on_plus2", "no_wild_finish": True}, False, "", None,
             "last card"),
    Scenario("4p t2 top:R+2 pd:2 h2:G+2", "play 2 G+2", {"stacking": "same",
             "no_wild_finish": True}, True, "draw 3 4", 3, "still draws 4"),
    # Skip and Reverse never deflect a stack; counterclockwise the stack goes the other way.
    Scenario("5p t2 ccw top:R+2 pd:2 h2:RS,B1", "play 2 RS", {"stacking": "any"}, False, "",
             None, "cannot pass a stack"),
    Scenario("5p t2 ccw top:R+2 pd:2 h2:G+2,B1", "play 2 G+2", {"stacking": "same"}, True, "",
             1, "seat 1 must stack"),
    Scenario("5p t1 ccw top:R+2 pd:4", "draw 1", {"stacking": "same"}, True, "draw 1 4, skip 1",
             0, "4 cards of the stack"),
]  # fmt: skip

# After a Seven-O swap or a Zero pass leaves someone with one card, the UNO window is open.
SEVEN_O = [
    Scenario("4p t1 top:R5 h1:R7,B1 h3:G1,G2,G3", "play 1 R7 tgt:3", {"seven_o": True}, True,
             "swap 1 3", 2, "swap hands with seat 3",
             after={"uno": {"seat": 3, "called": False, "next_has_acted": False}}),
    Scenario("4p t1 top:R5 h0:Y1,Y2 h1:R0,B1 h2:G2,G3 h3:G1,G4", "play 1 R0", {"seven_o": True},
             True, "rotate_hands cw", 2, "passes one seat clockwise",
             after={"uno": {"seat": 2, "called": False, "next_has_acted": False}}),
    Scenario("4p t1 ccw top:R5 h0:Y1,Y2 h1:R0,B1 h2:G2,G3 h3:G1,G4", "play 1 R0",
             {"seven_o": True}, True, "rotate_hands ccw", 0, "counterclockwise",
             after={"uno": {"seat": 0, "called": False, "next_has_acted": False}}),
    # The receiver is caught before the next player acts; after that it is too late.
    Scenario("4p t2 top:R7 h3:B1 uno:3", "catch 0 tgt:3", {"seven_o": True}, True, "draw 3 2",
             2, "caught in time"),
    Scenario("4p t2 top:R7 h3:B1 uno:3", "draw 2", {"seven_o": True}, True, "draw 2 1", 2,
             "draw a card", after={"uno": {"seat": 3, "called": False, "next_has_acted": True}}),
    Scenario("4p t2 top:R7 h3:B1 uno:3:acted", "catch 0 tgt:3", {"seven_o": True}, False, "",
             None, "too late", "no_penalty"),
    # A 7 or 0 played as the last card swaps nothing.
    Scenario("4p t1 top:R5 h1:R7", "play 1 R7", {"seven_o": True}, True, "", 2, "go out"),
    # Two players: a 0 passes the hands, which is a swap.
    Scenario("2p t0 top:R5 h0:R0,B1 h1:G1,G2,G3", "play 0 R0", {"seven_o": True}, True,
             "rotate_hands cw", 1, "passes one seat",
             after={"uno": {"seat": 1, "called": False, "next_has_acted": False}}),
]  # fmt: skip

# The 2015/2018 decks' special wilds, drawing, calls and a few more rules.
MORE = [
    Scenario("6p t5 top:R5 h5:WSW,B1 h2:G1,G2", "play 5 WSW col:B tgt:2", {}, True,
             "color B, swap 5 2", 0, "swap hands with seat 2",
             after={"uno": {"seat": 2, "called": False, "next_has_acted": False}}),
    Scenario("6p t5 top:R5 h5:WSW,B1", "play 5 WSW col:B", {}, False, "", None, "target",
             "incomplete"),
    Scenario("6p t5 top:R5 h5:WSH,B1", "play 5 WSH col:B", {}, True, "color B, shuffle_hands 5",
             0, "shuffled"),
    Scenario("6p t5 ccw top:R5 h5:WC,B1", "play 5 WC col:Y", {}, True, "color Y", 4,
             "any card"),
    Scenario("4p t1 top:W col:G h1:W,B1", "play 1 W col:R", {}, True, "color R", 2,
             "any card"),
    Scenario("4p t1 top:W+4 col:G h1:Y2,W+4", "play 1 W+4 col:R", {}, True,
             "color R, draw 2 4, skip 2", 3, "no other green"),
    Scenario("4p t1 top:R7 h1:W+4", "play 1 W+4 col:G", {}, True, "draw 2 4", 2, "go out"),
    Scenario("3p t2 top:R7 h2:B2,R2 drawn:R2", "play 2 R2", {}, True, "", 0, "colour"),
    Scenario("3p t2 top:R7 h2:B2", "draw 2 drawn:Y9", {"must_play_drawn": True}, True,
             "draw 2 1", 0, "cannot be played"),
    Scenario("3p t2 top:R7 h2:B2", "draw 2 drawn:Y9,B1,R3", {"draw_until_playable": True},
             True, "draw 2 3, play_drawn 2 R3", 2, "may play it now"),
    Scenario("3p t2 top:R7 h2:B2,R5", "uno 2", {}, True, "", 2, "nobody can catch you"),
    Scenario("3p t0 top:R7 h2:B2,R5,G1", "uno 2", {"false_uno_penalty": 2}, True, "draw 2 2", 0,
             "false call", "false_call"),
    Scenario("10p t9 top:R7 h9:R8,B1", "play 9 R8", {}, True, "", 0, "seat 0 plays next"),
    Scenario("10p t0 ccw top:R7 h0:R8,B1", "play 0 R8", {}, True, "", 9, "seat 9 plays next"),
    Scenario("5p t3 top:R7 h0:R7,B1 last:2:R7", "jump 0 R7", {"jump_in": True}, True, "", 1,
             "continues from you"),
    Scenario("5p t3 ccw top:R7 h0:R7,B1 last:4:R7", "jump 0 R7", {"jump_in": True}, True, "", 4,
             "continues from you"),
    Scenario("5p t3 top:RS h0:RS,B1 last:1:RS", "jump 0 RS", {"jump_in": True}, True, "skip 1",
             2, "replaces"),
    Scenario("5p t2 top:R+2 pd:2 h0:R+2,B1 last:1:R+2", "jump 0 R+2",
             {"jump_in": True, "stacking": "same"}, True, "", 1, "seat 1 must stack",
             after={"pending_draw": 2}),
]  # fmt: skip

# Every option of the house-rules table, each value at least once.
OPTIONS_ROWS = [
    # draw_until_playable / must_play_drawn
    Scenario("4p t1 top:R7 h1:B2", "draw 1 drawn:G5", {"draw_until_playable": True}, True,
             "draw 1 1", 1, "keep drawing"),
    Scenario("4p t1 top:R7 h1:B2 drawn:G5", "pass 1", {"draw_until_playable": True}, False, "",
             None, "keep drawing"),
    Scenario("4p t1 top:R7 h1:B2 drawn:G5", "pass 1", {}, True, "", 2, "keep the drawn card"),
    Scenario("4p t1 top:R7 h1:B2,R5 drawn:R5", "pass 1", {"must_play_drawn": True}, False, "",
             None, "must play it"),
    Scenario("4p t1 top:R7 h1:B2", "draw 1 drawn:R5", {"must_play_drawn": True}, True,
             "draw 1 1, play_drawn 1 R5", 1, "must play it now"),
    Scenario("4p t1 top:R7 h1:B2", "draw 1 drawn:R5", {}, True, "draw 1 1, play_drawn 1 R5", 1,
             "or keep it and pass"),
    Scenario("4p t1 top:R7 h1:B2 drawn:R5", "draw 1", {}, False, "", None, "drawn already"),
    # stacking: every mode, both kinds of card on top
    Scenario("4p t2 top:R+2 pd:2 h2:B+2,B1", "play 2 B+2", {}, False, "", None,
             "must draw the 2 cards"),
    Scenario("4p t2 top:R+2 pd:2 h2:W+4,B1", "play 2 W+4 col:G", {"stacking": "same"}, False,
             "", None, "answer it with a draw two"),
    Scenario("4p t2 top:W+4 col:G pd:4 h2:G+2,B1", "play 2 G+2", {"stacking": "plus4_on_plus2"},
             False, "", None, "answer it with a wild draw four"),
    Scenario("4p t2 top:W+4 col:G pd:4 h2:G+2,B1", "play 2 G+2", {"stacking": "any"}, True, "",
             3, "making 6", after={"pending_draw": 6, "color": "G"}),
    Scenario("4p t2 top:W+4 col:G pd:4 h2:B+2,B1", "play 2 B+2", {"stacking": "any"}, False, "",
             None, "must be green"),
    Scenario("2p t1 top:R+2 pd:2 h1:G+2,B1", "play 1 G+2", {"stacking": "same"}, True, "", 0,
             "seat 0 must stack", after={"pending_draw": 4}),
    Scenario("2p t0 top:G+2 pd:4", "draw 0", {"stacking": "same"}, True, "draw 0 4, skip 0", 1,
             "4 cards of the stack", after={"pending_draw": 0}),
    # no_wild_finish, both values, every wild
    Scenario("4p t1 top:R7 h1:W", "play 1 W col:G", {"no_wild_finish": True}, False, "", None,
             "last card"),
    Scenario("4p t1 top:R7 h1:W", "play 1 W col:G", {}, True, "", 2, "go out"),
    Scenario("4p t1 top:R7 h1:WC", "play 1 WC col:G", {"no_wild_finish": True}, False, "", None,
             "last card"),
    Scenario("4p t1 top:R7", "play 1 W col:G", {"no_wild_finish": True}, True, "color G", 2,
             "assuming you hold that card and it is not your last card"),
    # false_uno_penalty and uno_penalty, both values
    Scenario("4p t2 top:R7 h1:B1,R2,G3", "uno 1", {}, True, "", 2, "costs nothing",
             "no_effect"),
    Scenario("4p t2 top:R7 h1:B1 uno:1", "catch 3 tgt:1", {"uno_penalty": 1}, True, "draw 1 1",
             2, "draw 1 card."),
    # challenge_winner_plays, two_player_reverse_skips, first_reverse, seven_o, jump_in off
    Scenario("2p t1 top:W+4 col:G last:1:W+4:R:R2,W+4", "challenge 0",
             {"challenge_winner_plays": False}, True, "draw 1 4", 1, "turn passes to seat 1"),
    Scenario("3p t1 top:R5 h1:R7,B1", "play 1 R7", {}, True, "", 2, "colour"),
    Scenario("3p t1 top:R5 h1:R0,B1", "play 1 R0", {}, True, "", 2, "colour"),
    Scenario("3p t2 top:R7 h0:R7,B1 last:1:R7", "jump 0 R7", {}, False, "", None,
             "not played at this table"),
    Scenario("3p t2 top:R7 h0:R7,B1", "play 0 R7", {"jump_in": True}, False, "", None,
             "jump in instead"),
    Scenario("4p d3 t3", "flip YR", {"first_reverse": "right_of_dealer"}, True, "reverse", 2,
             "dealer's right (seat 2)", after={"direction": "ccw"}),
    # no bluffing: nothing to challenge, and a legal Wild Draw Four still stands
    Scenario("4p t1 top:R7 h1:W+4,B2", "play 1 W+4 col:G", {"draw_four_challenge": False}, True,
             "color G, draw 2 4, skip 2", 3, "seat 3 plays next"),
    # the colour in force after a wild: nothing named yet means any colour
    Scenario("4p t1 top:W h1:B9,R1", "play 1 B9", {}, True, "", 2, "any colour"),
    Scenario("4p t1 top:W h1:B9,W+4", "play 1 W+4 col:R", {}, True, "color R, draw 2 4, skip 2",
             3, "any card"),
    # the round is over once someone went out
    Scenario("4p t1 won:0 top:R7 h1:R2", "play 1 R2", {}, False, "", None, "round is over"),
    Scenario("4p d1 won:0 top:R7", "flip G3", {}, True, "", 2, "plays first"),
]  # fmt: skip

# RULES.md "Settled 2026-11-27", classic deck.
SETTLED = [
    # Jump-In by the player facing a pending draw is their ordinary play: it stacks...
    Scenario("4p t2 top:R+2 pd:2 h2:R+2,B1 last:1:R+2", "jump 2 R+2",
             {"jump_in": True, "stacking": "same"}, True, "", 3, "making 4",
             after={"pending_draw": 4}),
    Scenario("5p t2 ccw top:R+2 pd:2 h2:R+2,B1 last:3:R+2", "jump 2 R+2",
             {"jump_in": True, "stacking": "same"}, True, "", 1, "seat 1 must stack a draw card "
             "or draw 4", after={"pending_draw": 4}),
    Scenario("4p t2 top:R+2 pd:4 h2:R+2,B1 last:1:R+2", "jump 2 R+2",
             {"jump_in": True, "stacking": "any"}, True, "", 3, "making 6",
             after={"pending_draw": 6}),
    # ... and with stacking off it is refused: the draw must be taken.
    Scenario("4p t2 top:R+2 pd:2 h2:R+2,B1 last:1:R+2", "jump 2 R+2", {"jump_in": True},
             False, "", None, "must draw the 2 cards"),
    Scenario("3p t1 top:G+2 pd:2 last:0:G+2", "jump 1 G+2", {"jump_in": True}, False, "", None,
             "must draw the 2 cards"),
    # Another player's jump-in still replaces the first card's effect.
    Scenario("4p t2 top:R+2 pd:2 h3:R+2,B1 last:1:R+2", "jump 3 R+2",
             {"jump_in": True, "stacking": "same"}, True, "", 0, "replaces",
             after={"pending_draw": 2}),
    # The player on turn jumping in with a Reverse turns play round again, as a play would.
    Scenario("4p t0 ccw top:RR h0:RR,B1 last:1:RR", "jump 0 RR", {"jump_in": True}, True,
             "reverse", 1, "seat 1 plays next", after={"direction": "cw"}),
    # A stacked Wild Draw Four challenged: about that card alone.
    Scenario("4p t3 top:W+4 col:B pd:8 last:2:W+4:R:R3,W+4", "challenge 3", {"stacking": "same"},
             True, "draw 2 4", 3, "still face the 4", after={"pending_draw": 4}),
    Scenario("4p t3 top:W+4 col:B pd:8 last:2:W+4:R:B3,W+4", "challenge 3", {"stacking": "same"},
             True, "draw 3 10, skip 3", 0, "draw 10 and lose the turn",
             after={"pending_draw": 0}),
    Scenario("4p t3 top:W+4 col:B pd:8 last:2:W+4:R:R3,W+4", "challenge 3",
             {"stacking": "same", "challenge_winner_plays": False}, True, "draw 2 4", 3,
             "still face the 4", after={"pending_draw": 4}),
    # A Reverse turned up first with two players, Reverse not a Skip: the dealer plays first.
    Scenario("2p d0 t0", "flip BR", {"two_player_reverse_skips": False}, True, "reverse", 0,
             "dealer (seat 0) plays first", after={"direction": "ccw"}),
    Scenario("2p d1 t1", "flip GR", {"two_player_reverse_skips": False}, True, "reverse", 1,
             "dealer (seat 1) plays first", after={"direction": "ccw"}),
]  # fmt: skip

SCENARIOS: list[Scenario] = [
    *_around_the_table(), *STACKS, *SEVEN_O, *MORE, *OPTIONS_ROWS, *SETTLED
]  # fmt: skip


def shape(row: Scenario) -> tuple[object, ...]:
    """What a row asks of the JSON API's reading and writing: the action's type, the
    verdict, the kinds of effect, the options sent and the fields of ``next`` checked."""
    kinds = sorted({effect.split()[0] for effect in row.effects.split(", ") if effect})
    options = sorted(f"{name}={value}" for name, value in row.options.items())
    return (row.action.split()[0], row.legal, row.verdict, *kinds, "|", *options, "|", *row.after)


def table_of(row: Scenario) -> tuple[str, str, str]:
    """The action's type at a table: the number of players and the direction of play."""
    words = row.state.split()
    return (row.action.split()[0], words[0], "ccw" if "ccw" in words else "cw")


def api_sample(rows: list[Scenario]) -> list[Scenario]:
    """The first row of each shape, and of each action type at each table size in each
    direction: every way a ruling's request and answer differ in JSON, once.

    The engine's test judges every row; what the API adds (reading the state and action,
    writing effects and ``next``) depends on these, not on which cards are in the hands.
    """
    seen: set[tuple[object, ...]] = set()
    sample = []
    for row in rows:
        keys = {("shape", *shape(row)), ("table", *table_of(row))}
        if not keys <= seen:
            sample.append(row)
            seen |= keys
    return sample


API_SAMPLE = api_sample(SCENARIOS)
