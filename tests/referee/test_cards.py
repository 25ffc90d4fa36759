"""Cards, codes, decks and card parsing."""

import pytest

from referee.cards import ALL_CARDS, Card, CardError, Color, Rank, hand_points
from referee.decks import DECKS, ENGINE_DECKS, get_deck, parse_card, parse_codes, parse_rank


@pytest.mark.parametrize(
    ("deck", "size"),
    [("classic", 108), ("2015", 112), ("2018", 112)],
)
def test_deck_sizes(deck, size):
    assert get_deck(deck).size == size


@pytest.mark.parametrize(
    ("deck", "code", "count"),
    [
        ("classic", "R0", 1),
        ("classic", "R7", 2),
        ("classic", "B+2", 2),
        ("classic", "YS", 2),
        ("classic", "GR", 2),
        ("classic", "W", 4),
        ("classic", "W+4", 4),
        ("classic", "WSW", 0),
        ("classic", "WC", 0),
        ("2015", "WSW", 1),
        ("2015", "WSH", 0),
        ("2015", "WC", 3),
        ("2018", "WSH", 1),
        ("2018", "WSW", 0),
        ("2018", "WC", 3),
    ],
)
def test_deck_counts(deck, code, count):
    assert get_deck(deck).count(Card.from_code(code)) == count


def test_each_colour_has_25_cards_in_every_classic_family_deck():
    for deck in (DECKS[name] for name in ENGINE_DECKS):
        for color in Color:
            assert sum(n for card, n in deck.counts.items() if card.color is color) == 25


@pytest.mark.parametrize(
    ("code", "points"),
    [
        ("R0", 0), ("Y5", 5), ("B9", 9), ("GS", 20), ("RR", 20), ("B+2", 20),
        ("W", 50), ("W+4", 50), ("WSW", 40), ("WSH", 40), ("WC", 40),
    ],
)  # fmt: skip
def test_points(code, points):
    assert Card.from_code(code).points == points


def test_worked_example_from_the_rules_is_77_points():
    assert hand_points(parse_codes(["R7", "BS", "W+4", "G0"])) == 77


@pytest.mark.parametrize("code", ["r7", " R7 ", "b+2", "w+4", "wsw", "gr"])
def test_codes_are_case_insensitive_and_print_upper_case(code):
    assert Card.from_code(code).code == code.strip().upper()


def test_every_card_round_trips_through_its_code_and_repr():
    for card in ALL_CARDS:
        assert Card.from_code(card.code) == card
        assert eval(repr(card), {"Card": Card}) == card  # noqa: S307 - our own repr


@pytest.mark.parametrize(
    "code", ["", "R10", "X7", "W+2", "RW", "7R", "R 7", "R+4", "wild", None, 7]
)
def test_strict_parsing_rejects_non_codes(code):
    with pytest.raises(CardError):
        Card.from_code(code)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("red 7", "R7"), ("Red Seven", "R7"), ("seven red", "R7"), ("r7", "R7"),
        ("b+2", "B+2"), ("blue draw two", "B+2"), ("Blue Draw 2", "B+2"), ("b + 2", "B+2"),
        ("wild draw four", "W+4"), ("Wild Draw 4", "W+4"), ("+4", "W+4"), ("wd4", "W+4"),
        ("wild", "W"), ("W", "W"), ("green skip", "GS"), ("gs", "GS"),
        ("yellow reverse", "YR"), ("y rev", "YR"), ("br", "BR"), ("green 0", "G0"),
        ("g zero", "G0"), ("swap hands", "WSW"), ("wild shuffle hands", "WSH"),
        ("custom", "WC"), ("Wild Customizable", "WC"),
    ],
)  # fmt: skip
def test_lenient_parsing_reads_what_people_write(text, code):
    assert parse_card(text).code == code


@pytest.mark.parametrize(
    "text", ["", "blue", "red blue 7", "purple 7", "red wild", "7", "skip", "banana"]
)
def test_lenient_parsing_refuses_what_is_not_one_card(text):
    with pytest.raises(CardError):
        parse_card(text)


def test_a_card_needs_a_colour_unless_wild():
    with pytest.raises(CardError):
        Card(Rank.SEVEN)
    with pytest.raises(CardError):
        Card(Rank.WILD, Color.RED)


def test_deck_excess_names_the_card_seen_too_often():
    deck = get_deck("classic")
    assert deck.excess(parse_codes(["R0", "R0", "R7"])) == [(Card.from_code("R0"), 2)]
    assert deck.excess(parse_codes(["R7", "R7", "W+4"] + ["W+4"] * 3)) == []


def test_unknown_deck_is_an_error():
    with pytest.raises(CardError):
        get_deck("2030")


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("7", Rank.SEVEN),
        ("skip", Rank.SKIP),
        ("Rev", Rank.REVERSE),
        ("reverse", Rank.REVERSE),
        ("+2", Rank.DRAW_TWO),
        ("draw two", Rank.DRAW_TWO),
        ("wild", Rank.WILD),
    ],
)
def test_a_rank_reads_without_a_colour(text, rank):
    assert parse_rank(text) == rank


@pytest.mark.parametrize("text", ["", "red 7", "7 skip", "banana", "17"])
def test_a_rank_alone_or_nothing(text):
    with pytest.raises(CardError):
        parse_rank(text)


@pytest.mark.parametrize("rank", list(Rank))
def test_a_ranks_points_are_its_cards_points(rank):
    colours = [None] if rank.is_wild else list(Color)
    assert {Card(rank, colour).points for colour in colours} == {rank.points}


def test_the_richest_hand_is_every_card_of_the_deck_on_one_side() -> None:
    # Worked out from the deck's own cards: a hand given as a total may hold no more.
    assert get_deck("classic").most_points() == 1240
    flip = get_deck("flip")
    by_side = {
        side: hand_points([card for card in flip.cards() if card.side == side])
        for side in flip.sides
    }
    assert by_side == {"light": 1280, "dark": 1480}
    assert flip.most_points() == 1480  # a hand shows one side, never both (2760)
    for name, deck in DECKS.items():
        if deck.counts_known and not deck.sides:
            assert deck.most_points() == hand_points(deck.cards()), name
