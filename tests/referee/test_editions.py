"""The registry of decks: sizes, codes, points, words; scoring in every edition."""

import pytest

from referee.cards import CardError, Color, Rank, hand_points
from referee.decks import DECKS, get_deck, parse_card, parse_codes
from referee.errors import InputError, Seat
from referee.scorekeeping.checks import check_round, round_side
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Leftover, Method, RoundResult, Table, collected_points

# Sizes from EDITIONS.md (No Mercy and All Wild: the stated size; their copies are unknown).
SIZES = {
    "classic": 108, "2015": 112, "2018": 112, "flip": 112, "no_mercy": 168,
    "all_wild": 112, "attack": 112,
}  # fmt: skip


@pytest.mark.parametrize(("deck", "size"), SIZES.items())
def test_every_deck_has_its_size(deck, size):
    assert get_deck(deck).size == size


def test_the_registry_holds_every_deck_in_order():
    assert list(DECKS) == list(SIZES)


def test_flip_has_112_cards_on_each_side():
    flip = get_deck("flip")
    for side in ("light", "dark"):
        assert sum(n for card, n in flip.counts.items() if card.side == side) == 112


@pytest.mark.parametrize("deck", ["attack", "classic", "2015", "2018", "flip"])
def test_known_counts_add_up(deck):
    assert get_deck(deck).counts_known


@pytest.mark.parametrize("deck", ["no_mercy", "all_wild"])
def test_unknown_counts_are_none(deck):
    assert all(n is None for n in get_deck(deck).counts.values())


@pytest.mark.parametrize("name", list(SIZES))
def test_every_code_reads_back_to_its_card(name):
    deck = get_deck(name)
    for card in deck.counts:
        assert deck.read(card.code, card.side) == card
        assert deck.read(card.code.lower(), card.side) == card
        assert parse_card(card.code.lower(), deck).code == card.code


@pytest.mark.parametrize(
    ("deck", "codes"),
    [
        ("flip", "R1 R9 R+1 RS RR RF W W+2 P1 P9 P+5 PSE PR PF WDC"),
        ("no_mercy", "R0 R9 RS RR R+2 R+4 RDA RSE WR+4 W+6 W+10 WCR"),
        ("all_wild", "W WR WS WS2 W+2 W+4 WT2 WFS"),
        ("attack", "R1 R9 RH2 RS RR RDA RTH W WAH WHF"),
    ],
)
def test_the_design_codes_are_cards_of_their_deck(deck, codes):
    for code in codes.split():
        assert get_deck(deck).read(code).code == code


@pytest.mark.parametrize(
    ("deck", "code"),
    [("flip", "R0"), ("flip", "W+4"), ("no_mercy", "W"), ("no_mercy", "W+4"),
     ("all_wild", "R1"), ("attack", "R0"), ("attack", "R+2"), ("classic", "R+1")],
)  # fmt: skip
def test_a_code_of_another_deck_is_no_card(deck, code):
    with pytest.raises(CardError):
        get_deck(deck).read(code)


@pytest.mark.parametrize(
    ("deck", "code", "side", "points"),
    [
        ("flip", "R7", "light", 7), ("flip", "R+1", "light", 10), ("flip", "RS", "light", 20),
        ("flip", "RR", "light", 20), ("flip", "RF", "light", 20), ("flip", "W", "light", 40),
        ("flip", "W+2", "light", 50), ("flip", "P7", "dark", 7), ("flip", "P+5", "dark", 20),
        ("flip", "PR", "dark", 20), ("flip", "PSE", "dark", 30), ("flip", "PF", "dark", 20),
        ("flip", "W", "dark", 40), ("flip", "WDC", "dark", 60),
        ("no_mercy", "R0", None, 0), ("no_mercy", "R+4", None, 20), ("no_mercy", "RDA", None, 20),
        ("no_mercy", "RSE", None, 20), ("no_mercy", "WR+4", None, 50),
        ("no_mercy", "W+10", None, 50), ("no_mercy", "WCR", None, 50),
        ("all_wild", "W", None, 20), ("all_wild", "W+2", None, 50), ("all_wild", "WFS", None, 50),
        ("attack", "RH2", None, 20), ("attack", "RDA", None, 30), ("attack", "RTH", None, 30),
        ("attack", "W", None, 50), ("attack", "WHF", None, 50),
    ],
)  # fmt: skip
def test_points_per_edition(deck, code, side, points):
    card = get_deck(deck).read(code, side)
    assert (card.points, card.side) == (points, side)


def test_the_same_code_is_another_card_in_another_deck():
    flip, all_wild = get_deck("flip"), get_deck("all_wild")
    assert flip.read("W+2") != all_wild.read("W+2")
    assert flip.read("W", "light") != flip.read("W", "dark")
    assert flip.sides_of("W") == ("light", "dark")


@pytest.mark.parametrize(
    ("deck", "text", "code"),
    [
        ("flip", "red draw one", "R+1"), ("flip", "pink draw five", "P+5"),
        ("flip", "teal skip everyone", "TSE"), ("flip", "green flip", "GF"),
        ("flip", "wild draw color", "WDC"), ("flip", "o+5", "O+5"),
        ("no_mercy", "+10", "W+10"), ("no_mercy", "red discard all", "RDA"),
        ("no_mercy", "blue skip everyone", "BSE"), ("no_mercy", "yellow draw four", "Y+4"),
        ("no_mercy", "wild reverse draw four", "WR+4"), ("no_mercy", "color roulette", "WCR"),
        ("all_wild", "skip two", "WS2"), ("all_wild", "forced swap", "WFS"),
        ("attack", "red hit 2", "RH2"), ("attack", "wild hit-fire", "WHF"),
        ("attack", "green trade hands", "GTH"), ("classic", "wild draw four", "W+4"),
    ],
)  # fmt: skip
def test_words_people_type_read_against_the_deck(deck, text, code):
    assert parse_card(text, get_deck(deck)).code == code


def test_the_classic_kinds_stay_the_engines_vocabulary():
    assert [rank.code for rank in Rank][:3] == ["0", "1", "2"]
    assert len(list(Rank)) == 18
    assert [color.code for color in Color] == ["R", "Y", "G", "B"]
    assert Rank.DRAW_TWO.draw_penalty == 2 and Rank.WILD_DRAW_FOUR.is_wild


# ---- scoring per edition -----------------------------------------------------------------


def hand(deck, codes, side=None):
    return Leftover.of_cards(parse_codes(codes.split(), get_deck(deck), side))


def test_flip_light_round_is_scored_on_the_light_side():
    table = Table(("Ann", "Bob", "Cy"), deck="flip")
    result = RoundResult(
        0, {1: hand("flip", "R+1 W+2 W", "light"), 2: hand("flip", "GF R9", "light")}, "light"
    )
    check_round(table, result)
    assert collected_points(table, result) == 10 + 50 + 40 + 20 + 9


def test_flip_dark_round_is_scored_on_the_dark_side():
    table = Table(("Ann", "Bob"), deck="flip")
    result = RoundResult(1, {0: hand("flip", "PSE WDC W P+5", "dark")}, "dark")
    check_round(table, result)
    assert collected_points(table, result) == 30 + 60 + 40 + 20


def test_flip_refuses_a_card_of_the_other_side():
    table = Table(("Ann", "Bob"), deck="flip")
    result = RoundResult(1, {0: hand("flip", "P1 R2")}, "dark")
    with pytest.raises(InputError) as caught:
        check_round(table, result)
    assert caught.value.path == ("hands", Seat(0), 1)
    assert caught.value.code == "invalid_card"


def test_flip_side_is_read_from_the_cards_or_refused_when_it_contradicts_them():
    flip = get_deck("flip")
    assert round_side(flip, [parse_codes(["W", "P3"], flip)], None) == "dark"
    assert round_side(flip, [parse_codes(["W"], flip)], None) == "light"
    with pytest.raises(InputError) as caught:
        round_side(flip, [parse_codes(["R3"], flip)], "dark")
    assert caught.value.path == ("side",)
    with pytest.raises(InputError):
        round_side(get_deck("classic"), [], "light")


def test_no_mercy_knocked_out_hands_count_only_under_the_lowest_method():
    table = Table(("Ann", "Bob", "Cy"), deck="no_mercy", target=1000)
    result = RoundResult(
        0, {1: hand("no_mercy", "R+4 W+10"), 2: Leftover.of_points(300)}, None, frozenset({2})
    )
    check_round(table, result)
    sheet = Scoresheet(table).with_round(result)
    assert sheet.totals(Method.COLLECT) == {"Ann": 70, "Bob": 0, "Cy": 0}
    assert sheet.totals(Method.LOWEST) == {"Ann": 0, "Bob": 70, "Cy": 300}


def test_no_mercy_knocked_out_players_may_be_left_out_but_never_win():
    table = Table(("Ann", "Bob", "Cy"), deck="no_mercy")
    check_round(table, RoundResult(0, {1: hand("no_mercy", "R1")}, None, frozenset({2})))
    with pytest.raises(InputError) as caught:
        check_round(table, RoundResult(2, {1: hand("no_mercy", "R1")}, None, frozenset({2})))
    assert caught.value.path == ("winner",)


def test_no_mercy_checks_kinds_only():
    table = Table(("Ann", "Bob"), deck="no_mercy")
    check_round(table, RoundResult(0, {1: hand("no_mercy", " ".join(["W+10"] * 30))}))


def test_all_wild_and_attack_points():
    assert hand_points(parse_codes(["W", "WS2", "WT2"], get_deck("all_wild"))) == 120
    assert hand_points(parse_codes(["R5", "RH2", "BDA", "YTH", "WAH"], get_deck("attack"))) == 135


def test_attack_counts_are_checked():
    table = Table(("Ann", "Bob"), deck="attack")
    with pytest.raises(InputError) as caught:
        check_round(table, RoundResult(0, {1: hand("attack", "RDA RDA")}))
    assert caught.value.code == "too_many_cards"


# ---- Challenge UNO ---------------------------------------------------------------------


def points_round(winner, **hands):
    return RoundResult(winner, {seat: Leftover.of_points(p) for seat, p in hands.items()})


def test_elimination_puts_players_out_and_the_last_one_left_wins():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.ELIMINATION)
    sheet = Scoresheet(table).with_round(
        RoundResult(0, {1: Leftover.of_points(120), 2: Leftover.of_points(30)})
    )
    assert [(m.players, m.round_number) for m in sheet.eliminated()] == [(("Bob",), 1)]
    assert sheet.out_before() == frozenset({1}) and not sheet.is_over()
    sheet = sheet.with_round(RoundResult(0, {2: Leftover.of_points(80)}))
    assert sheet.outcome().players == ("Ann",)
    assert sheet.totals() == {"Ann": 0, "Bob": 120, "Cy": 110}


def test_elimination_refuses_a_player_who_is_out():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.ELIMINATION)
    out = frozenset({1})
    with pytest.raises(InputError) as caught:
        check_round(
            table, RoundResult(1, {0: Leftover.of_points(1), 2: Leftover.of_points(1)}), out
        )
    assert caught.value.path == ("winner",)
    with pytest.raises(InputError) as caught:
        check_round(
            table, RoundResult(0, {1: Leftover.of_points(1), 2: Leftover.of_points(1)}), out
        )
    assert caught.value.path == ("hands", Seat(1))


def test_elimination_one_by_one_equals_the_scoresheet_at_once():
    table = Table(("Ann", "Bob", "Cy"), target=100, method=Method.ELIMINATION)
    rounds = (
        RoundResult(0, {1: Leftover.of_points(120), 2: Leftover.of_points(30)}),
        RoundResult(2, {0: Leftover.of_points(40)}),
        RoundResult(0, {2: Leftover.of_points(80)}),
    )
    step = Scoresheet(table)
    for number, one in enumerate(rounds, start=1):
        step = step.with_round(one)
        whole = Scoresheet(table, rounds=rounds[:number])
        assert step == whole and step.outcome() == whole.outcome()
        assert step.eliminated() == whole.eliminated()
    assert step.outcome().players == ("Ann",)
