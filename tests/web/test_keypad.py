"""The round keypad of every deck: drawn from the deck's own table, and every token a key
writes is read back by the round form as the card it names."""

from __future__ import annotations

import pytest

from referee.decks import DECKS, get_deck
from referee.web.edge.forms import read_hand
from referee.web.infra.display import draw_cards, keypad_rows


@pytest.mark.parametrize("name", list(DECKS))
def test_every_key_writes_a_token_the_round_form_reads(name):
    deck = get_deck(name)
    rows = keypad_rows(name)
    assert [group["side"] for group in rows["sides"]] == list(deck.sides or (None,))
    for group in rows["sides"]:
        for card in group["ranks"]:
            alone = read_hand(str(card["face"]), deck)  # no colour: its points
            assert alone.points == card["points"], (name, card)
            for color in group["colors"]:
                code = color.value + str(card["rank"])
                (read,) = read_hand(code, deck).cards or ()
                assert read.code == code and read.side == group["side"], (name, code)
        for card in group["wilds"]:
            (read,) = read_hand(str(card["code"]), deck).cards or ()
            assert read.points == card["points"], (name, card)


def test_each_deck_has_its_own_keys():
    flip = {group["side"]: group for group in keypad_rows("flip")["sides"]}
    assert [c.value for c in flip["dark"]["colors"]] == ["P", "T", "O", "U"]
    assert {c["rank"] for c in flip["dark"]["ranks"]} >= {"+5", "SE", "F", "R"}
    assert [c["code"] for c in flip["dark"]["wilds"]] == ["W", "WDC"]
    assert [c["code"] for c in flip["light"]["wilds"]] == ["W", "W+2"]
    (all_wild,) = keypad_rows("all_wild")["sides"]
    assert all_wild["colors"] == [] and all_wild["ranks"] == [] and len(all_wild["wilds"]) == 8
    assert keypad_rows("all_wild")["colors"] is False
    (attack,) = keypad_rows("attack")["sides"]
    assert {c["rank"] for c in attack["ranks"]} >= {"H2", "TH", "DA"}


def test_the_hint_gives_codes_of_the_game_deck():
    assert keypad_rows("classic")["examples"] == "r7 bs w+4"
    assert keypad_rows("flip")["examples"] == "r7 b+1 w+2 p7 u+5 wdc"
    for name in DECKS:
        for code in keypad_rows(name)["examples"].split():
            read_hand(code, get_deck(name))


@pytest.mark.parametrize(
    ("name", "reminder"),
    [
        ("classic", "Draw Two or Wild Draw Four"),
        ("flip", "Draw One, Wild Draw Two, Draw Five or Wild Draw Color"),
        ("attack", ""),  # the launcher deals what is drawn: nothing to remind
    ],
)
def test_the_round_form_reminds_of_the_decks_own_draw_cards(name, reminder):
    assert draw_cards(name) == reminder
    for kind in get_deck(name).kinds:  # every card that makes the next player draw is named
        if kind.rank.draw:
            assert kind.rank.label in reminder


SOFT = "\u00ad"  # a soft hyphen: where a long word may break on a narrow key


@pytest.mark.parametrize(
    ("face", "label", "read"),
    [
        ("Rev", "Reverse", 'Rev<span class="vh">erse</span>'),
        (f"Aus{SOFT}set{SOFT}zen", "Aussetzen", f"Aus{SOFT}set{SOFT}zen"),  # read once
        (f"Co{SOFT}ringa", "Coringa compra", f'Co{SOFT}ringa<span class="vh"> compra</span>'),
        (f"Sen{SOFT}tido", "Cambio de sentido",
         f'Sen{SOFT}tido<span class="vh"> (Cambio de sentido)</span>'),
    ],
)  # fmt: skip
def test_a_short_face_is_read_with_the_rest_of_its_name_soft_hyphens_aside(app, face, label, read):
    macros = app.jinja_env.get_template("macros.html").module
    assert str(macros.face_name(face, label)).strip() == read
