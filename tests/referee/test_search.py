"""The rulebook search: questions typed the way players type them find their rule."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from referee import i18n
from referee.cards import Color, Rank
from referee.rulebook.book import RULEBOOK
from referee.rulebook.search import (
    MAX_RESULTS,
    TitleIndex,
    build_index,
    edit_distance,
    index_for,
    page_titles,
    same_title_word,
    search_rules,
    words_of,
)
from referee.rulebook.vocabulary import Intent, Vocabulary
from tests.rule_questions import PLAYER_QUESTIONS, QUESTIONS

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("question", "expected"), QUESTIONS)
def test_question_finds_its_rule_in_the_first_three(question: str, expected: str) -> None:
    found = search_rules(question)
    assert expected in found.entry_ids[:3], (question, found.entry_ids)
    assert len(found.hits) <= MAX_RESULTS


def test_the_question_set_is_large_and_names_real_rules() -> None:
    assert len(QUESTIONS) >= 60
    assert {expected for _, expected in QUESTIONS} <= set(RULEBOOK)
    assert len({q for q, _ in QUESTIONS}) == len(QUESTIONS)


def test_share_in_the_first_three_and_first() -> None:
    firsts = sum(search_rules(q).entry_ids[:1] == [e] for q, e in QUESTIONS)
    assert firsts >= 0.85 * len(QUESTIONS)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("W+4 on r7", ["w", "+4", "on", "r", "7"]),
        ("Didn’t say UNO!", ["didnt", "say", "uno"]),
        ("7-0", ["7", "0"]),
        ("+ 2", ["+2"]),
        ("Jump-In", ["jump", "in"]),
        ("Farbwähler", ["farbwahler"]),
    ],
)
def test_words_of(text: str, words: list[str]) -> None:
    assert words_of(text) == words


@pytest.mark.parametrize(
    ("a", "b", "distance"),
    [("stack", "stack", 0), ("stackng", "stacking", 1), ("chalenge", "challenge", 1),
     ("teh", "the", 1), ("draw", "drew", 1), ("kitten", "sitting", 3)],
)  # fmt: skip
def test_edit_distance(a: str, b: str, distance: int) -> None:
    assert edit_distance(a, b, 3) == distance
    assert edit_distance(a, b, 1) == min(distance, 2)


@pytest.mark.parametrize("word", ["draw", "drew", "drawn", "drawing", "draws"])
def test_word_forms_read_as_one_word(word: str) -> None:
    index = index_for("en")
    assert index.term(word) == index.term("draw")


def test_words_that_carry_no_meaning_do_not_stop_a_match() -> None:
    assert search_rules("can I is the stacking").entry_ids[0] == "stacking"


@pytest.mark.parametrize("question", ["+4", "draw four", "wild draw 4", "plus four", "W+4", "wd4"])
def test_every_name_of_the_wild_draw_four_is_one_idea(question: str) -> None:
    index = index_for("en")
    assert [t.term for t in index.meaningful(index.read(question))] == ["#W+4"]


def test_a_question_that_matches_nothing_offers_the_closest_rules() -> None:
    found = search_rules("zzzz qqqq")
    assert not found.matched and found.hits
    found = search_rules("stakc")  # no rule word near enough for a match, but close
    assert found.hits


@pytest.mark.parametrize(
    ("question", "wizard", "cards"),
    [
        ("can I put a +4 on a +2", "stack",
         [("card", Rank.WILD_DRAW_FOUR, None), ("top", Rank.DRAW_TWO, None)]),
        ("stack a red draw two on a blue +2", "stack",
         [("card", Rank.DRAW_TWO, Color.RED), ("top", Rank.DRAW_TWO, Color.BLUE)]),
        ("was that +4 a bluff", "challenge", []),
        ("was that +4 legal", "challenge", []),
        ("forgot to say uno", "uno", []),
        ("first card is a draw two", "first", [("card", Rank.DRAW_TWO, None)]),
        ("can I play a g5 on a red 5", "play",
         [("card", Rank.FIVE, Color.GREEN), ("top", Rank.FIVE, Color.RED)]),
        ("how many points is a wild", None, []),
    ],
)  # fmt: skip
def test_questions_lead_to_the_dispute_helper(
    question: str, wizard: str | None, cards: list[tuple[str, Rank, Color | None]]
) -> None:
    offer = search_rules(question).offer
    if wizard is None:
        assert offer is None
        return
    assert offer is not None and offer.wizard == wizard
    assert list(offer.cards) == cards


def test_another_language_needs_only_a_vocabulary() -> None:
    toy = Vocabulary(
        language="xx",
        stop_words=frozenset({"kann", "ich"}),
        irregular={},
        phrases=(("plus vier", "#W+4"), ("stapeln", "STACK")),
        implied=(),
        entry_words={"stacking": "stapeln"},
        intents=(Intent("stack", frozenset({"STACK"}), ("card", "top")),),
        colors={"rot": Color.RED},
        before_top=frozenset({"auf"}),
        closest=("matching",),
    )
    index = build_index(toy, {})
    found = index.search("kann ich plus vier auf rot 8 stapeln")
    assert found.entry_ids[0] == "stacking"
    assert found.offer is not None
    assert list(found.offer.cards) == [
        ("card", Rank.WILD_DRAW_FOUR, None), ("top", Rank.EIGHT, Color.RED)
    ]  # fmt: skip


def test_no_question_returns_more_than_eight_rules() -> None:
    counts = Counter(len(search_rules(q).hits) for q in ["card", "play", "the card", "draw a card"])
    assert max(counts) <= MAX_RESULTS


@pytest.mark.skipif(importlib.util.find_spec("snowballstemmer") is None, reason="needs the stemmer")
def test_word_forms_file_is_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "word_forms.py"), "--check"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def test_player_questions_find_their_rule_in_the_first_three_95_percent_of_the_time() -> None:
    found = [expected in search_rules(q).entry_ids[:3] for q, expected in PLAYER_QUESTIONS]
    assert len(found) >= 500
    assert 20 * sum(found) >= 19 * len(found)  # 95%
    assert max(len(search_rules(q).hits) for q, _ in PLAYER_QUESTIONS) <= MAX_RESULTS


# ---- the titles of a page in another language ------------------------------------------


@pytest.mark.parametrize("tag", [tag for tag in i18n.LANGUAGES if tag != "en"])
def test_english_questions_answer_the_same_on_a_page_in_any_language(tag: str) -> None:
    for question in [q for q, _ in QUESTIONS + PLAYER_QUESTIONS] + ["xyzzy", "stakc", "   "]:
        assert search_rules(question, page=tag) == search_rules(question), (tag, question)


def test_a_page_in_english_or_an_unknown_language_reads_no_titles() -> None:
    assert page_titles("en") is None and page_titles("xx") is None and page_titles(None) is None
    assert page_titles("de") is not None and page_titles("de").docs == index_for("en").docs


@pytest.mark.parametrize(
    ("word", "known", "same"),
    [
        ("karte", "karte", True), ("karte", "karten", True), ("karte", "karty", True),
        ("zieh", "ziehen", True), ("stapeln", "stapel", True), ("spiel", "spieler", True),
        ("uno", "uno", True), ("uno", "unos", False), ("der", "des", False),
        ("karte", "kurze", False), ("regel", "rechts", False),
    ],
)  # fmt: skip
def test_a_title_word_is_read_with_another_ending(word: str, known: str, same: bool) -> None:
    assert same_title_word(word, known) is same


def toy_titles() -> TitleIndex:
    """Titles in a made-up German: three rules of the index, the rest without words."""
    docs = index_for("en").docs
    titled = {"stacking": 1500, "uno-call": 1200, "deal": 1800}
    postings = {
        "stapeln": ((docs.index("stacking"), titled["stacking"]),),
        "rufen": ((docs.index("uno-call"), titled["uno-call"]),),
        "uno": ((docs.index("uno-call"), 300), (docs.index("stacking"), 300)),
        "geben": ((docs.index("deal"), titled["deal"]),),
    }
    return TitleIndex("de", postings, docs)


def test_words_no_vocabulary_reads_are_matched_with_the_titles() -> None:
    index, titles = index_for("en"), toy_titles()
    found = index.search("UNO rufen vergessen", titles)  # "uno" read, "rufen" matched: 1 >= 1
    assert found.matched and found.entry_ids[0] == "uno-call"
    assert index.search("Karten stapeln", titles).entry_ids == ["stacking"]
    assert index.search("geben", titles).entry_ids == ["deal"]


def test_the_vocabulary_answers_when_it_reads_more_words_than_the_titles_match() -> None:
    index, titles = index_for("en"), toy_titles()
    question = "can I stack +4 on +2 stapeln"  # read: stack, +4, +2; matched: stapeln
    assert index.search(question, titles) == index.search(question)
    assert index.search("stack on draw two", titles) == index.search("stack on draw two")
    assert index.unread("stakc xyzzy +4") == (2, ["xyzzy"])  # a typo is read
