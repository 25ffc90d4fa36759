"""Cards whose colour nobody noted: read, scored and counted against the deck by rank."""

import pytest

from referee.cards import CardError, hand_points
from referee.decks import DECKS, find_card, get_deck, parse_codes
from referee.errors import InputError, Seat
from referee.scorekeeping.checks import check_in_deck, check_round, round_side
from referee.scorekeeping.scoresheet import Scoresheet
from referee.scorekeeping.scoring import Leftover, RoundResult, Table
from referee.scorekeeping.summary import summarize


def cards(deck, codes, side=None):
    return parse_codes(codes.split(), get_deck(deck), side, colourless=True)


def hand(deck, codes, side=None):
    return Leftover.of_cards(cards(deck, codes, side))


# ---- reading and points --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "code", "points", "side"),
    [
        ("classic", "7", 7, None),
        ("classic", "0", 0, None),
        ("classic", "S", 20, None),
        ("classic", "R", 20, None),  # no code is a lone colour letter: R alone is the Reverse
        ("classic", "+2", 20, None),
        ("2015", "s", 20, None),  # any case
        ("flip", "+1", 10, "light"),
        ("flip", "S", 20, "light"),
        ("flip", "F", 20, "light"),  # on both sides: light unless the side is given
        ("flip", "+5", 20, "dark"),
        ("flip", "SE", 30, "dark"),
        ("no_mercy", "+4", 20, None),
        ("no_mercy", "DA", 20, None),
        ("no_mercy", "SE", 20, None),
        ("attack", "H2", 20, None),
        ("attack", "DA", 30, None),
        ("attack", "TH", 30, None),
    ],
)
def test_a_card_without_its_colour_is_its_code_without_the_letter(deck, code, points, side):
    card = get_deck(deck).read(code, colourless=True)
    assert card.colourless and not card.is_wild
    assert card.code == code.upper()
    assert card.points == points
    assert card.side == side
    assert card.rank.code == code.upper()


def test_a_colourless_card_scores_its_ranks_points():
    assert hand_points(cards("classic", "7 S +2 W+4")) == 7 + 20 + 20 + 50
    assert hand("flip", "+5 SE WDC").points == 110  # the Flip dark hand of the example
    assert hand("attack", "TH H2 5").to_json() == {"cards": ["TH", "H2", "5"], "points": 55}


def test_flip_reads_a_code_on_both_sides_on_the_side_given():
    flip = get_deck("flip")
    assert flip.read("F", "dark", colourless=True).side == "dark"
    assert flip.read("R", "dark", colourless=True).side == "dark"
    assert flip.read("7", "light", colourless=True).side == "light"
    assert flip.sides_of("7") == ("light", "dark")
    assert flip.sides_of("+5") == ("dark",)


def test_codes_without_a_colour_are_read_only_where_asked():
    with pytest.raises(CardError):
        get_deck("classic").read("7")  # the rules engine plays coloured cards only
    with pytest.raises(CardError):
        find_card("S")
    assert find_card("S", colourless=True).points == 20


@pytest.mark.parametrize(
    ("deck", "code"),
    [("classic", "+1"), ("classic", "SE"), ("flip", "0"), ("attack", "+2"), ("all_wild", "S")],
)
def test_a_rank_the_deck_lacks_is_no_card_of_it(deck, code):
    with pytest.raises(CardError):
        get_deck(deck).read(code, colourless=True)


def test_a_colourless_code_is_not_a_lone_colour_or_a_wild():
    for deck in DECKS.values():
        codes = {card.code for card in deck.colourless}
        assert not codes & {color.code for color in deck.colors} - {"R"}
        assert all(not code.startswith("W") for code in codes)
        assert not codes & {card.code for card in deck.counts}


# ---- the deck check, by rank ------------------------------------------------------------


def test_colourless_cards_count_with_their_rank_in_every_colour():
    classic = get_deck("classic")
    check_in_deck(cards("classic", "R7 R7 7 7 7 7 7 7"), classic, ("cards",))  # 8 sevens
    with pytest.raises(InputError) as caught:
        check_in_deck(cards("classic", "R7 R7 7 7 7 7 7 7 7"), classic, ("cards",))
    assert caught.value.code == "too_many_cards"
    assert caught.value.path == ("cards",)
    assert "9" in str(caught.value) and "8" in str(caught.value)
    assert classic.excess(cards("classic", "0 0 0 0 0")) == [(cards("classic", "0")[0], 5)]


def test_coloured_cards_are_still_counted_per_colour():
    with pytest.raises(InputError) as caught:
        check_in_deck(cards("classic", "R7 R7 R7 7"), get_deck("classic"), ("cards",))
    assert caught.value.code == "too_many_cards"
    assert "R7" in str(caught.value)


def test_the_round_check_names_the_hand_where_the_rank_runs_over():
    table = Table(("Ann", "Bob", "Cy"))
    fine = RoundResult(0, {1: hand("classic", "S S BS"), 2: hand("classic", "S S S S S")})
    check_round(table, fine)  # 8 Skips in all
    over = RoundResult(0, {1: hand("classic", "S S BS RS"), 2: hand("classic", "S S S S S")})
    with pytest.raises(InputError) as caught:
        check_round(table, over)
    assert caught.value.code == "too_many_cards"
    assert caught.value.path == ("hands", Seat(2))


def test_attack_counts_its_single_copies_by_rank():
    table = Table(("Ann", "Bob"), deck="attack")
    check_round(table, RoundResult(0, {1: hand("attack", "DA DA RDA TH")}))
    with pytest.raises(InputError) as caught:
        check_round(table, RoundResult(0, {1: hand("attack", "DA DA RDA BDA YDA")}))
    assert caught.value.code == "too_many_cards"


def test_a_deck_without_known_copies_checks_kinds_only():
    table = Table(("Ann", "Bob"), deck="no_mercy")
    check_round(table, RoundResult(0, {1: hand("no_mercy", " ".join(["+4"] * 40))}))


def test_flip_side_is_told_by_cards_of_one_side_only():
    flip = get_deck("flip")
    assert round_side(flip, [cards("flip", "+5 7")], None) == "dark"
    assert round_side(flip, [cards("flip", "7 F R")], None) == "light"  # nothing tells
    assert round_side(flip, [cards("flip", "7 F R")], "dark") == "dark"
    with pytest.raises(InputError) as caught:
        round_side(flip, [cards("flip", "S 7")], "dark")
    assert caught.value.path == ("side",)


def test_flip_counts_a_sides_rank_in_that_sides_colours():
    table = Table(("Ann", "Bob"), deck="flip")
    dark = RoundResult(1, {0: hand("flip", " ".join(["9"] * 8), "dark")}, "dark")
    check_round(table, dark)
    over = RoundResult(1, {0: hand("flip", " ".join(["9"] * 8) + " P9", "dark")}, "dark")
    with pytest.raises(InputError) as caught:
        check_round(table, over)
    assert caught.value.code == "too_many_cards"
    light_card = RoundResult(1, {0: hand("flip", "+1 7", "dark")}, "dark")
    with pytest.raises(InputError) as caught:
        check_round(table, light_card)
    assert caught.value.path == ("hands", Seat(0), 0)
    assert caught.value.code == "invalid_card"


# ---- records ------------------------------------------------------------------------------


def test_the_biggest_hand_keeps_its_cards():
    table = Table(("Ann", "Bob", "Cy"), deck="flip")
    sheet = Scoresheet(table).with_round(
        RoundResult(0, {1: hand("flip", "+5 SE WDC", "dark"), 2: hand("flip", "7", "dark")}, "dark")
    )
    big = summarize(sheet).biggest_hand
    assert big is not None and big.points == 110 and big.holder == "Bob"
    assert [card.code for card in big.cards or ()] == ["+5", "SE", "WDC"]
