"""The dispute helper through the client: each wizard's answer under the table's rules."""

from __future__ import annotations

import html
import re
from urllib.parse import urlencode

import pytest

from referee.rulebook.book import get_entry
from referee.web.edge.disputes.questions import TAMPERED

FOUR = ["Ann", "Bob", "Cy", "Dee"]


def new_game(api, **rules) -> str:
    doc, _ = api.create(players=FOUR, rules=rules)
    return doc["id"]


def ask(client, game_id, slug, status=200, **answers):
    """Answer a wizard; return the page text with tags stripped, and the raw page."""
    query = urlencode({key: str(value) for key, value in answers.items()})
    response = client.get(f"/g/{game_id}/help/{slug}?{query}")
    assert response.status_code == status, response.text
    return response.text


def answer_of(page: str) -> dict:
    """The answer block: headline, sentence, consequences and cited rule titles."""
    block = re.search(r'<section class="panel answer[^"]*" id="answer".*?</section>', page, re.S)
    assert block, "no answer on the page"
    text = block.group(0)

    def all_of(pattern):
        found = re.findall(pattern, text, re.S)
        return [html.unescape(re.sub(r"<[^>]+>", "", m)).strip() for m in found]

    return {
        "legal": "answer-yes" in text.split(">", 1)[0],
        "headline": all_of(r'<p class="answer-headline">(.*?)</p>')[0],
        "sentence": all_of(r'<p class="answer-sentence">(.*?)</p>')[0],
        "consequences": all_of(r"<li>(.*?)</li>"),
        "rules": all_of(r'<p class="cited-title">Rule: <a [^>]*>(.*?)</a>'),
        "links": re.findall(r'<p class="cited-title">Rule: <a href="([^"]+)"', text),
    }


def errors_of(page: str) -> dict[str, str]:
    """Question id -> the error shown in that question's group."""
    found = {}
    for name, body in re.findall(r'<fieldset [^>]*id="q-(\w+)"[^>]*>(.*?)</fieldset>', page, re.S):
        message = re.search(r'<p class="error"[^>]*>(.*?)</p>', body)
        if message:
            found[name] = html.unescape(message.group(1))
    return found


# ---- getting there -----------------------------------------------------------------------


def test_the_game_page_links_to_the_helper_in_one_tap_even_on_the_view_link(client, api):
    game = new_game(api)
    page = client.get(f"/g/{game}").text  # this client holds no edit key
    assert f'href="/g/{game}/help"' in page
    menu = client.get(f"/g/{game}/help").text
    for slug in ("play", "challenge", "uno", "first", "stack"):
        assert f'href="/g/{game}/help/{slug}"' in menu


def test_the_menu_names_the_tables_house_rules(client, api):
    game = new_game(api, stacking="same", seven_o=True)
    menu = html.unescape(client.get(f"/g/{game}/help").text)
    assert "Stacking +2/+4 (same card)" in menu
    assert "Seven-O" in menu


def test_a_wizard_without_answers_asks_without_complaining(client, api):
    game = new_game(api)
    page = ask(client, game, "play")
    assert 'id="answer"' not in page
    assert errors_of(page) == {}
    # chips for every player, every coloured rank and the deck's wilds
    for name in FOUR:
        assert f"<span>{name}</span>" in page
    assert 'name="card" value="W+4"' in page
    assert 'name="card" value="WSW"' not in page  # not in the classic deck


def test_the_2015_deck_offers_its_own_wilds(client, api):
    doc, _ = api.create(players=FOUR, deck="2015")
    page = ask(client, doc["id"], "play")
    assert 'name="card" value="WSW"' in page
    assert 'name="card" value="WC"' in page


# ---- can I play this card? -----------------------------------------------------------------


PLAY = {"seat": 1, "turn": "", "last": "no", "direction": "cw"}


@pytest.mark.parametrize(
    ("answers", "legal", "sentence", "consequences"),
    [
        ({"top": "7", "top_color": "R", "card": "7", "card_color": "G"}, True,
         "it matches the number (7)", ["Cy plays next."]),
        ({"top": "7", "top_color": "R", "card": "3", "card_color": "G"}, False,
         "matches neither the colour (red) nor the number", []),
        ({"top": "W", "top_color": "G", "card": "3", "card_color": "G"}, True,
         "matches the colour (green)", ["Cy plays next."]),
        ({"top": "5", "top_color": "B", "card": "S", "card_color": "B"}, True,
         "", ["Cy loses their turn.", "Dee plays next."]),
        ({"top": "5", "top_color": "B", "card": "+2", "card_color": "B"}, True,
         "", ["Cy draws 2 cards.", "Cy loses their turn.", "Dee plays next."]),
        ({"top": "5", "top_color": "B", "card": "W+4", "card_color": "R", "holds": "yes"}, False,
         "Bob holds a blue card", []),
        ({"top": "5", "top_color": "B", "card": "W+4", "card_color": "R", "holds": "no"}, True,
         "", ["Cy draws 4 cards.", "Cy loses their turn.", "The colour is now red.",
              "Cy may challenge the Wild Draw Four.", "Dee plays next."]),
        ({"top": "5", "top_color": "B", "card": "R", "card_color": "B", "direction": "ccw"}, True,
         "", ["Play changes direction.", "Cy plays next."]),
    ],
)  # fmt: skip
def test_can_i_play(client, api, answers, legal, sentence, consequences):
    game = new_game(api)
    answer = answer_of(ask(client, game, "play", **{**PLAY, **answers}))
    assert answer["legal"] is legal
    assert answer["headline"] == ("Yes, it can be played" if legal else "No, it can't be played")
    assert sentence in answer["sentence"]
    if consequences:
        assert sorted(answer["consequences"]) == sorted(consequences)
    assert "seat " not in answer["sentence"]
    assert "you" not in answer["sentence"].lower().split()


def test_a_bluff_says_what_happens_if_it_is_played_anyway(client, api):
    answers = {**PLAY, "top": "5", "top_color": "B", "card": "W+4", "card_color": "R"}
    answer = answer_of(ask(client, new_game(api), "play", **answers, holds="yes"))
    assert answer["headline"] == "No, it can't be played"
    assert answer["sentence"].endswith(
        "It is against the rules, but if it is played anyway it stands unless Cy challenges "
        "it; the challenge then succeeds and Bob draws 4 instead of Cy."
    )


def test_wild_draw_four_with_the_hand_unknown_says_what_it_assumes(client, api):
    game = new_game(api)
    answer = answer_of(
        ask(client, game, "play", **PLAY, top="5", top_color="B", card="W+4", card_color="R")
    )
    assert answer["legal"] is True
    assert answer["sentence"].startswith("Assuming")
    assert "Wild Draw Four" in answer["rules"]


def test_a_wild_as_last_card_depends_on_no_wild_finish(client, api):
    answers = {**PLAY, "top": "5", "top_color": "B", "card": "W", "card_color": "G", "last": "yes"}
    official = answer_of(ask(client, new_game(api), "play", **answers))
    assert official["legal"] is True
    assert official["consequences"][-1] == "Bob goes out: the round is over."
    strict = answer_of(ask(client, new_game(api, no_wild_finish=True), "play", **answers))
    assert strict["legal"] is False
    assert "No wild finish" in strict["rules"]


def test_out_of_turn_is_refused_unless_jump_in_allows_an_identical_card(client, api):
    answers = {**PLAY, "turn": 3, "top": "7", "top_color": "R", "card": "7", "card_color": "R"}
    official = answer_of(ask(client, new_game(api), "play", **answers))
    assert official["legal"] is False
    assert "Dee's turn" in official["sentence"]
    party = answer_of(ask(client, new_game(api, jump_in=True), "play", **answers))
    assert party["legal"] is True
    assert party["consequences"][-1] == "Cy plays next."  # play continues from the jumper


def test_seven_o_swaps_hands_with_the_player_named(client, api):
    answers = {**PLAY, "top": "7", "top_color": "R", "card": "7", "card_color": "G", "target": 3}
    answer = answer_of(ask(client, new_game(api, seven_o=True), "play", **answers))
    assert "Bob and Dee swap hands." in answer["consequences"]
    plain = answer_of(ask(client, new_game(api), "play", **answers))
    assert not [line for line in plain["consequences"] if "swap" in line]


def test_seven_o_asks_who_to_swap_with(client, api):
    answers = {**PLAY, "top": "7", "top_color": "R", "card": "7", "card_color": "G"}
    page = ask(client, new_game(api, seven_o=True), "play", status=422, **answers)
    assert errors_of(page) == {"target": "Tap one of these."}


# ---- was that Wild Draw Four legal? ---------------------------------------------------------


CHALLENGE = {"seat": 0, "before": "R", "named": "G", "direction": "cw"}


def test_a_bluff_found_makes_the_bluffer_draw_four(client, api):
    answer = answer_of(ask(client, new_game(api), "challenge", **CHALLENGE, held="yes"))
    assert answer["headline"] == "No: it was a bluff"
    assert answer["consequences"] == ["Ann draws 4 cards.", "Bob plays next."]
    assert "the colour stays green" in answer["sentence"]


def test_an_honest_wild_draw_four_costs_the_challenger_six(client, api):
    answer = answer_of(ask(client, new_game(api), "challenge", **CHALLENGE, held="no"))
    assert answer["headline"] == "Yes, it was legal"
    assert answer["consequences"] == [
        "Bob draws 6 cards.",
        "Bob loses their turn.",
        "Cy plays next.",
    ]


def test_the_challenger_is_whoever_plays_next_in_the_direction_of_play(client, api):
    answers = {**CHALLENGE, "direction": "ccw", "held": "no"}
    answer = answer_of(ask(client, new_game(api), "challenge", **answers))
    assert answer["consequences"][0] == "Dee draws 6 cards."


def test_after_a_successful_challenge_the_turn_can_pass_on(client, api):
    game = new_game(api, challenge_winner_plays=False)
    answer = answer_of(ask(client, game, "challenge", **CHALLENGE, held="yes"))
    assert answer["consequences"] == ["Ann draws 4 cards.", "Cy plays next."]


def test_no_bluffing_tables_have_no_challenge(client, api):
    game = new_game(api, draw_four_challenge=False)
    answer = answer_of(ask(client, game, "challenge", **CHALLENGE, held="yes"))
    assert answer["headline"] == "No challenge at this table"
    assert answer["rules"] == [get_entry("no-bluffing").title]


# ---- missed UNO ------------------------------------------------------------------------------


UNO = {"target": 2, "seat": 0, "direction": "cw"}


@pytest.mark.parametrize(
    ("rules", "called", "acted", "counts", "consequences"),
    [
        ({}, "no", "no", True, ["Cy draws 2 cards.", "Dee plays next."]),
        ({"uno_penalty": 4}, "no", "no", True, ["Cy draws 4 cards.", "Dee plays next."]),
        ({"uno_penalty": 1}, "no", "no", True, ["Cy draws 1 card.", "Dee plays next."]),
        ({}, "yes", "no", False, []),
        ({}, "no", "yes", False, []),
    ],
)
def test_does_the_catch_count(client, api, rules, called, acted, counts, consequences):
    game = new_game(api, **rules)
    answer = answer_of(ask(client, game, "uno", **UNO, called=called, acted=acted))
    assert answer["headline"] == (
        "Yes, the catch counts" if counts else "No, the catch doesn't count"
    )
    assert answer["consequences"] == consequences
    assert answer["rules"] == ["Calling UNO"]


def test_nobody_catches_themselves(client, api):
    answer = answer_of(
        ask(client, new_game(api), "uno", **{**UNO, "seat": 2}, called="no", acted="no")
    )
    assert answer["legal"] is False


# ---- the first card --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "card", "consequences"),
    [
        ({}, {"card": "5", "card_color": "Y"}, ["Cy plays next."]),
        ({}, {"card": "S", "card_color": "Y"}, ["Cy loses their turn.", "Dee plays next."]),
        ({}, {"card": "+2", "card_color": "Y"},
         ["Cy draws 2 cards.", "Cy loses their turn.", "Dee plays next."]),
        ({}, {"card": "R", "card_color": "Y"}, ["Play changes direction.", "Bob plays next."]),
        ({"first_reverse": "right_of_dealer"}, {"card": "R", "card_color": "Y"},
         ["Play changes direction.", "Ann plays next."]),
        ({}, {"card": "W"}, ["Cy names the colour.", "Cy plays next."]),
    ],
)  # fmt: skip
def test_what_the_first_card_does(client, api, rules, card, consequences):
    game = new_game(api, **rules)
    answer = answer_of(ask(client, game, "first", dealer=1, **card))
    assert answer["consequences"] == consequences


def test_a_wild_draw_four_turned_up_goes_back(client, api):
    answer = answer_of(ask(client, new_game(api), "first", dealer=1, card="W+4"))
    assert answer["headline"] == "Wild Draw Four turned up first"
    assert answer["consequences"][0].startswith("The card goes back into the deck")


def test_the_dealer_defaults_to_whoever_deals_this_round(client, api):
    doc, key = api.create(players=FOUR)
    page = ask(client, doc["id"], "first")
    assert re.search(r'name="dealer" value="0" checked', page)
    api.play(doc["id"], key, "Ann", Bob=10, Cy=5, Dee=3)  # the deal passes to Bob
    page = ask(client, doc["id"], "first")
    assert re.search(r'name="dealer" value="1" checked', page)


# ---- can I stack this? -----------------------------------------------------------------------


STACK = {"seat": 2, "direction": "cw", "total": ""}
TWO_ON_TWO = {"top": "+2", "top_color": "B", "card": "+2", "card_color": "R"}
FOUR_ON_TWO = {"top": "+2", "top_color": "B", "card": "W+4", "card_color": "R"}
TWO_ON_FOUR = {"top": "W+4", "top_color": "B", "card": "+2", "card_color": "B"}


@pytest.mark.parametrize(
    ("stacking", "cards", "legal"),
    [
        ("off", TWO_ON_TWO, False),
        ("same", TWO_ON_TWO, True),
        ("same", FOUR_ON_TWO, False),
        ("plus4_on_plus2", FOUR_ON_TWO, True),
        ("plus4_on_plus2", TWO_ON_FOUR, False),
        ("any", TWO_ON_FOUR, True),
    ],
)
def test_can_i_stack_under_each_stacking_mode(client, api, stacking, cards, legal):
    game = new_game(api, stacking=stacking)
    answer = answer_of(ask(client, game, "stack", **STACK, **cards))
    assert answer["headline"] == ("Yes, it can be stacked" if legal else "No, it can't be stacked")
    assert "Stacking (Progressive UNO)" in answer["rules"] or stacking == "off"


def test_a_stack_adds_up_and_passes_on(client, api):
    game = new_game(api, stacking="same")
    answer = answer_of(ask(client, game, "stack", **{**STACK, "total": 6}, **TWO_ON_TWO))
    assert answer["consequences"] == ["Dee must stack a draw card or draw 8."]


def test_with_stacking_off_the_answer_says_to_draw(client, api):
    answer = answer_of(ask(client, new_game(api), "stack", **STACK, **TWO_ON_TWO))
    assert "draw the 2 cards" in answer["sentence"]


# ---- the answer block --------------------------------------------------------------------------


def test_cited_rules_link_to_their_entry_as_played_at_this_table(client, api):
    game = new_game(api, uno_penalty=4)
    page = ask(client, game, "uno", **UNO, called="no", acted="no")
    answer = answer_of(page)
    assert answer["links"] == [f"/g/{game}/rules#rule-uno-call"]
    assert "pick up 4" in html.unescape(page)  # the rule's text as this table plays it


def test_names_are_escaped(client, api):
    doc, _ = api.create(players=["<b>Al</b>", "Bo"])
    page = ask(client, doc["id"], "uno", target=0, seat=1, called="no", acted="no", direction="cw")
    assert "<b>Al</b>" not in page
    assert "&lt;b&gt;Al&lt;/b&gt; draws 2 cards." in page


# ---- bad answers -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("slug", "answers", "status", "errors"),
    [
        ("play", {**PLAY, "top": "7"}, 422,
         {"top": "Tap the card's colour.", "card": "Tap one of these."}),
        ("play", {**PLAY, "top": "W", "card": "3", "card_color": "R"}, 422,
         {"top": "Tap the colour that was named."}),
        ("play", {**PLAY, "seat": 9, "top": "7", "top_color": "R", "card": "7",
                  "card_color": "R"}, 400, {"seat": TAMPERED}),
        ("play", {**PLAY, "top": "Z", "top_color": "R", "card": "7", "card_color": "R"}, 400,
         {"top": TAMPERED}),
        ("play", {**PLAY, "top": "7", "top_color": "P", "card": "7", "card_color": "R"}, 400,
         {"top": TAMPERED}),
        ("stack", {**STACK, "top": "7", "top_color": "R", "card": "+2", "card_color": "R"}, 400,
         {"top": TAMPERED}),
        ("stack", {**STACK, **TWO_ON_TWO, "total": 5}, 400,
         {"total": TAMPERED}),
        ("challenge", {**CHALLENGE, "held": "maybe"}, 400,
         {"held": TAMPERED}),
        ("uno", {"direction": "up"}, 400,
         {"direction": TAMPERED,
          "target": "Tap one of these.", "called": "Tap one of these.",
          "acted": "Tap one of these.", "seat": "Tap one of these."}),
    ],
)  # fmt: skip
def test_bad_or_missing_answers_are_shown_at_their_question(
    client, api, slug, answers, status, errors
):
    page = ask(client, new_game(api), slug, status=status, **answers)
    assert 'id="answer"' not in page
    assert errors_of(page) == errors


def test_unknown_wizard_and_unknown_game_are_404(client, api):
    game = new_game(api)
    assert client.get(f"/g/{game}/help/cheating").status_code == 404
    assert client.get("/g/nosuchgame/help").status_code == 404
    assert client.get("/g/nosuchgame/help/play").status_code == 404


def test_asking_changes_nothing_in_the_game(client, api):
    game = new_game(api)
    with api.unchanged(game):
        ask(client, game, "uno", **UNO, called="no", acted="no")


# ---- every edition's questions ----------------------------------------------------------------


def deck_game(api, deck, **rules) -> str:
    doc, _ = api.create(players=FOUR, deck=deck, rules=rules)
    return doc["id"]


def menu_slugs(client, game) -> list[str]:
    menu = client.get(f"/g/{game}/help").text
    return re.findall(rf'href="/g/{game}/help/([\w-]+)"', menu)


@pytest.mark.parametrize(
    ("deck", "slugs"),
    [
        ("classic", ["play", "challenge", "stack", "uno", "first"]),
        ("2018", ["play", "challenge", "stack", "uno", "first"]),
        ("flip", ["play", "challenge", "other-side", "stack", "uno", "first"]),
        ("no_mercy", ["play", "stack", "reverse-stack", "knockout", "uno", "first"]),
        ("all_wild", ["play", "targeted", "forced-swap", "uno", "first"]),
        ("attack", ["play", "presses", "trade-hands", "uno", "first"]),
    ],
)
def test_each_edition_offers_the_questions_that_arise_in_it(client, api, deck, slugs):
    game = deck_game(api, deck)
    assert menu_slugs(client, game) == slugs


@pytest.mark.parametrize(
    ("deck", "slug"),
    [("no_mercy", "challenge"), ("all_wild", "challenge"), ("attack", "challenge"),
     ("all_wild", "stack"), ("attack", "stack"), ("classic", "knockout"),
     ("flip", "presses"), ("no_mercy", "other-side")],
)  # fmt: skip
def test_a_question_that_cannot_arise_in_the_deck_is_not_there(client, api, deck, slug):
    game = deck_game(api, deck)
    assert client.get(f"/g/{game}/help/{slug}").status_code == 404


def chip_values(page: str, name: str) -> list[str]:
    return re.findall(rf'name="{name}" value="([^"]+)"', page)


def test_the_chips_are_the_decks_own_cards(client, api):
    no_mercy = ask(client, deck_game(api, "no_mercy"), "play")
    assert {"+4", "DA", "SE", "WR+4", "W+6", "W+10", "WCR"} <= set(chip_values(no_mercy, "card"))
    assert "W+4" not in chip_values(no_mercy, "card")
    assert "W" not in chip_values(no_mercy, "card")
    attack = ask(client, deck_game(api, "attack"), "play")
    assert {"H2", "TH", "DA", "WAH", "WHF"} <= set(chip_values(attack, "card"))
    assert "0" not in chip_values(attack, "card") and "+2" not in chip_values(attack, "card")
    all_wild = ask(client, deck_game(api, "all_wild"), "play")
    assert set(chip_values(all_wild, "card")) == {
        "W",
        "WR",
        "WS",
        "WS2",
        "W+2",
        "W+4",
        "WT2",
        "WFS",
    }
    assert chip_values(all_wild, "card_color") == []  # no colours to tap
    flip = ask(client, deck_game(api, "flip"), "play")
    assert chip_values(flip, "card_color") == ["R", "Y", "G", "B", "P", "T", "O", "U"]
    assert re.search(r'data-side="dark"><input type="radio" name="card" value="\+5"', flip)
    assert re.search(r'data-side="light dark"><input type="radio" name="card" value="R"', flip)


def test_flip_cards_follow_the_side_that_is_up(client, api):
    game = deck_game(api, "flip")
    play = {**PLAY, "top": "3", "top_color": "P", "card": "SE", "card_color": "P"}
    answer = answer_of(ask(client, game, "play", side="dark", **play))
    assert answer["legal"] is True
    assert answer["consequences"] == ["Every other player is skipped.", "Bob plays next."]
    page = ask(client, game, "play", status=422, side="light", **play)
    assert errors_of(page) == {
        "top": "That colour is on the other side; the light side is up.",
        "card": "That card is on the other side; the light side is up.",
    }


def test_flip_other_side_card_is_refused(client, api):
    game = deck_game(api, "flip")
    answer = answer_of(
        ask(client, game, "other-side", side="light", seat=0, card="+5", card_color="P")
    )
    assert answer["headline"] == "No: only the side that is up is played"
    assert "on the other side" in answer["sentence"]
    assert "UNO Flip!" in answer["rules"]
    same = answer_of(
        ask(client, game, "other-side", side="dark", seat=0, card="+5", card_color="P")
    )
    assert same["headline"] == "Yes: it is on the side that is up"
    # a Wild is printed on both sides: the one facing up is played
    wild = answer_of(ask(client, game, "other-side", side="dark", seat=0, card="W", card_color="T"))
    assert wild["headline"] == "Yes: it is on the side that is up"


FLIP_CHALLENGE = {"seat": 0, "direction": "cw"}


@pytest.mark.parametrize(
    ("answers", "headline", "consequences"),
    [
        ({"side": "light", "card": "W+2", "before": "R", "named": "G", "held": "yes"},
         "No: it was a bluff", ["Ann draws 2 cards.", "Bob plays next."]),
        ({"side": "light", "card": "W+2", "before": "R", "named": "G", "held": "no"},
         "Yes, it was legal", ["Bob draws 4 cards.", "Bob loses their turn.", "Cy plays next."]),
        ({"side": "dark", "card": "WDC", "before": "P", "named": "T", "held": "yes"},
         "No: it was a bluff",
         ["Ann turns over cards until a teal card appears.", "Bob plays next."]),
        ({"side": "dark", "card": "WDC", "before": "P", "named": "T", "held": "no"},
         "Yes, it was legal",
         ["Bob turns over cards until a teal card appears.", "Bob draws 2 cards.",
          "Bob loses their turn.", "Cy plays next."]),
    ],
)  # fmt: skip
def test_flip_wild_draw_two_and_wild_draw_color_challenges(
    client, api, answers, headline, consequences
):
    game = deck_game(api, "flip")
    answer = answer_of(ask(client, game, "challenge", **FLIP_CHALLENGE, **answers))
    assert answer["headline"] == headline
    assert answer["consequences"] == consequences
    assert "UNO Flip!: what each card does" in answer["rules"]


def test_flip_challenge_names_both_cards_and_keeps_colours_on_their_side(client, api):
    game = deck_game(api, "flip")
    page = html.unescape(ask(client, game, "challenge"))
    assert "<h1>Was that Wild Draw Two or Wild Draw Color legal?</h1>" in page
    assert chip_values(page, "card") == ["W+2", "WDC"]
    bad = {"side": "light", "card": "W+2", "before": "P", "named": "G", "held": "no"}
    page = ask(client, game, "challenge", status=422, **FLIP_CHALLENGE, **bad)
    assert errors_of(page) == {"before": "That colour is on the other side; the light side is up."}


NM_STACK = {"seat": 2, "direction": "cw", "total": ""}


@pytest.mark.parametrize(
    ("cards", "legal", "consequence"),
    [
        ({"top": "+4", "top_color": "R", "card": "W+6", "card_color": "B"}, True,
         "Dee must stack a draw card or draw 10."),
        ({"top": "+4", "top_color": "R", "card": "+4", "card_color": "G"}, True,
         "Dee must stack a draw card or draw 8."),
        ({"top": "W+6", "top_color": "R", "card": "+4", "card_color": "R"}, False, None),
        ({"top": "W+10", "top_color": "Y", "card": "W+10", "card_color": "B"}, True,
         "Dee must stack a draw card or draw 20."),
    ],
)  # fmt: skip
def test_no_mercy_stacks_equal_or_higher_in_any_colour(client, api, cards, legal, consequence):
    game = deck_game(api, "no_mercy", stacking="off")  # the table's option does not apply
    page = html.unescape(ask(client, game, "stack", **NM_STACK, **cards))
    assert "<h1>Can I stack this +6?</h1>" in page
    answer = answer_of(page)
    assert answer["legal"] is legal
    if legal:
        assert consequence in answer["consequences"]
    else:
        assert "Wild Draw Six or a Wild Draw Ten" in answer["sentence"]
        assert "No Mercy: stacking and the other cards" in answer["rules"]


@pytest.mark.parametrize(
    ("answers", "headline"),
    [
        ({"top": "+2", "top_color": "R", "total": 6, "direction": "cw"},
         "Yes: play turns round and Bob faces the 10"),
        ({"top": "+4", "top_color": "R", "direction": "ccw"},
         "Yes: play turns round and Dee faces the 8"),
        ({"top": "W+6", "top_color": "R", "direction": "cw"}, "No, it can't go on that stack"),
    ],
)  # fmt: skip
def test_no_mercy_wild_reverse_draw_four_turns_the_stack_back(client, api, answers, headline):
    game = deck_game(api, "no_mercy")
    answer = answer_of(ask(client, game, "reverse-stack", seat=2, named="G", **answers))
    assert answer["headline"] == headline
    if answer["legal"]:
        assert answer["consequences"][:2] == ["The colour is now green.", "Play changes direction."]
    else:
        assert "cannot pass a stack on" not in answer["sentence"]  # it can, when big enough


@pytest.mark.parametrize(
    ("answers", "headline", "last"),
    [
        ({"held": 20, "count": 4, "why": "stack"}, "No, Bob stays in", "Cy plays next."),
        ({"held": 20, "count": 6, "why": "stack"}, "Yes, Bob is knocked out", "Cy plays next."),
        ({"held": 24, "count": 1, "why": "until"}, "Yes, Bob is knocked out", "Cy plays next."),
        ({"held": 20, "count": 10, "why": "stack", "out": 2}, "Yes, Bob is knocked out",
         "Dee plays next."),
    ],
)  # fmt: skip
def test_no_mercy_mercy_rule(client, api, answers, headline, last):
    game = deck_game(api, "no_mercy")
    answer = answer_of(ask(client, game, "knockout", seat=1, **answers))
    assert answer["headline"] == headline
    knocked = "Bob is knocked out of the round." in answer["consequences"]
    assert knocked is headline.startswith("Yes")
    assert answer["consequences"][-1] == last
    assert answer["rules"][0] == "No Mercy: the mercy rule"
    assert answer["rules"][-1] == "UNO Show 'Em No Mercy"  # the deck's entry comes last


def test_no_mercy_last_player_left_wins_the_round(client, api):
    doc, _ = api.create(players=["Ann", "Bob", "Cy"], deck="no_mercy")
    answers = {"seat": 1, "held": 24, "count": 2, "why": "stack", "out": 2}
    answer = answer_of(ask(client, doc["id"], "knockout", **answers))
    assert answer["headline"] == "Yes, Bob is knocked out"
    assert "Ann is the last player left and wins the round" in " ".join(answer["consequences"])


def test_no_mercy_knockout_of_someone_already_out_is_asked_again(client, api):
    game = deck_game(api, "no_mercy")
    page = ask(client, game, "knockout", status=422, seat=1, held=20, count=6, why="stack", out=1)
    assert list(errors_of(page)) == ["out"]


def test_no_mercy_seven_always_swaps_and_roulette_names_no_colour(client, api):
    game = deck_game(api, "no_mercy")  # seven_o off at this table: No Mercy plays it anyway
    seven = {**PLAY, "top": "7", "top_color": "R", "card": "7", "card_color": "G"}
    assert errors_of(ask(client, game, "play", status=422, **seven)) == {"target": MISSING_TAP}
    answer = answer_of(ask(client, game, "play", **seven, target=3))
    assert "Bob and Dee swap hands." in answer["consequences"]
    roulette = {**PLAY, "top": "7", "top_color": "R", "card": "WCR"}
    answer = answer_of(ask(client, game, "play", **roulette))
    assert answer["consequences"][:3] == [
        "Cy names the colour.",
        "Cy turns over cards until a card of the colour they named appears.",
        "Cy loses their turn.",
    ]


MISSING_TAP = "Tap one of these."


def test_no_mercy_action_card_first_goes_back(client, api):
    answer = answer_of(ask(client, deck_game(api, "no_mercy"), "first", dealer=0, card="S",
                           card_color="R"))  # fmt: skip
    assert answer["consequences"][0].startswith("The card goes back into the deck")


def test_all_wild_targeted_draw_two(client, api):
    game = deck_game(api, "all_wild")
    answer = answer_of(ask(client, game, "targeted", seat=0, target=2, direction="cw"))
    assert answer["headline"] == "Cy draws 2; Bob plays next"
    assert answer["consequences"] == ["Cy draws 2 cards.", "Bob plays next."]
    answer = answer_of(ask(client, game, "targeted", seat=0, target=0, direction="ccw"))
    assert answer["legal"] is False


@pytest.mark.parametrize(
    ("mine", "theirs", "headline"),
    [(3, 1, "Ann must call UNO"), (2, 4, "Cy must call UNO"), (4, 4, "Nobody has to call UNO"),
     (1, 4, "Nobody: Ann goes out, no swap")],
)  # fmt: skip
def test_all_wild_forced_swap_who_calls_uno(client, api, mine, theirs, headline):
    game = deck_game(api, "all_wild")
    answers = {"seat": 0, "target": 2, "mine": mine, "theirs": theirs, "direction": "cw"}
    answer = answer_of(ask(client, game, "forced-swap", **answers))
    assert answer["headline"] == headline
    assert ("Ann and Cy swap hands." in answer["consequences"]) is (mine > 1)


def test_all_wild_play_needs_no_colour(client, api):
    game = deck_game(api, "all_wild")
    answer = answer_of(ask(client, game, "play", **{**PLAY, "top": "W+4", "card": "WS2"}))
    assert answer["consequences"] == [
        "Cy loses their turn.",
        "Dee loses their turn.",
        "Ann plays next.",
    ]
    page = ask(client, game, "play", status=400, **{**PLAY, "top": "W", "card": "W",
                                                   "card_color": "R"})  # fmt: skip
    assert errors_of(page) == {"card": TAMPERED}


@pytest.mark.parametrize(
    ("card", "headline"),
    [({"card": "H2", "card_color": "R"}, "Bob presses twice"),
     ({"card": "WHF", "card_color": "G"}, "Bob presses until cards come out"),
     ({"card": "WAH", "card_color": "B"}, "Everyone else presses once")],
)  # fmt: skip
def test_attack_how_many_presses(client, api, card, headline):
    game = deck_game(api, "attack")
    answer = answer_of(ask(client, game, "presses", seat=0, direction="cw", **card))
    assert answer["headline"] == headline
    assert "UNO Attack!" in answer["rules"]


def test_attack_trade_hands_is_never_the_last_card(client, api):
    game = deck_game(api, "attack")
    answers = {"seat": 0, "color": "Y", "target": 2, "direction": "cw"}
    last = answer_of(ask(client, game, "trade-hands", last="yes", **answers))
    assert last["headline"] == "No, it can't be played"
    assert "last card" in last["sentence"]
    not_last = answer_of(ask(client, game, "trade-hands", last="no", **answers))
    assert not_last["legal"] is True
    assert "Ann and Cy swap hands." in not_last["consequences"]


def test_attack_missed_uno_costs_presses(client, api):
    game = deck_game(api, "attack")
    answer = answer_of(ask(client, game, "uno", **UNO, called="no", acted="no"))
    assert answer["consequences"][0] == "Cy presses the launcher twice."


def test_without_a_game_the_person_picks_the_deck(client):
    menu = html.unescape(client.get("/help?deck=no_mercy").text)
    assert 'href="/help/knockout?deck=no_mercy"' in menu
    assert 'href="/help/challenge' not in menu
    assert 'href="/help?deck=flip"' in menu  # the deck picker
    assert client.get("/help/knockout").status_code == 404  # the classic deck by default
    page = client.get("/help/other-side?deck=flip&side=light&seat=0&card=%2B5&card_color=P")
    assert page.status_code == 200
    assert '<input type="hidden" name="deck" value="flip">' in page.text
    assert answer_of(page.text)["headline"] == "No: only the side that is up is played"
    assert client.get("/help?deck=nonsense").status_code == 200  # the classic deck


def test_an_editions_menu_names_its_own_rules_not_the_options_it_ignores(client, api):
    game = deck_game(api, "no_mercy", stacking="off", jump_in=True)
    menu = html.unescape(client.get(f"/g/{game}/help").text)
    assert "Jump-In; UNO Show 'Em No Mercy's own: draw cards stack (equal or higher)" in menu
    assert "Stacking" not in menu.split("<h1>")[1].split("</p>")[0]


# ---- RULES.md "Settled 2026-11-27" -------------------------------------------------------------


def test_a_stacked_wild_draw_four_challenged_leaves_the_rest_of_the_stack(client, api):
    game = new_game(api, stacking="same")
    guilty = answer_of(ask(client, game, "challenge", **CHALLENGE, held="yes", total=8))
    assert guilty["headline"] == "No: it was a bluff"
    assert guilty["consequences"] == ["Ann draws 4 cards.", "Bob must stack a draw card or draw 4."]
    assert "When house rules meet" in guilty["rules"]
    honest = answer_of(ask(client, game, "challenge", **CHALLENGE, held="no", total=8))
    assert honest["consequences"] == ["Bob draws 10 cards.", "Bob loses their turn.",
                                      "Cy plays next."]  # fmt: skip


def test_the_challenge_asks_for_the_stack_only_where_draw_cards_stack(client, api):
    assert 'id="q-total"' in ask(client, new_game(api, stacking="same"), "challenge")
    assert 'id="q-total"' not in ask(client, new_game(api), "challenge")


@pytest.mark.parametrize(
    ("card", "consequences"),
    [
        ({"card": "SE", "card_color": "P"}, ["Cy loses their turn.", "Dee plays next."]),
        ({"card": "+5", "card_color": "T"},
         ["Cy draws 5 cards.", "Cy loses their turn.", "Dee plays next."]),
    ],
)  # fmt: skip
def test_the_dark_card_on_top_after_an_opening_flip_acts_as_the_first_card(
    client, api, card, consequences
):
    doc, _ = api.create(players=FOUR, deck="flip")
    answer = answer_of(ask(client, doc["id"], "first", side="dark", dealer=1, **card))
    assert answer["consequences"] == consequences


@pytest.mark.parametrize("card", [{"card": "F", "card_color": "O"}, {"card": "WDC"}])
def test_a_dark_flip_or_wild_draw_color_after_an_opening_flip_goes_back(client, api, card):
    doc, _ = api.create(players=FOUR, deck="flip")
    answer = answer_of(ask(client, doc["id"], "first", side="dark", dealer=1, **card))
    assert answer["consequences"][0].startswith("The card goes back into the deck")
