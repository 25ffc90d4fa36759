"""The rulebook: ids, coverage of every option and every ruling, search, rules as played."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.decks import DECKS
from referee.errors import InputError
from referee.rulebook import book as rulebook
from referee.rulebook.book import RULEBOOK, as_played, entries_for_option, get_entry
from referee.rulebook.entries import AWAITING, COMMON, MATTACK, MFLIP, RULES_SITE, SOURCES
from referee.rulebook.search import matching_entries as search
from referee.rulebook.vocabularies import VOCABULARIES
from referee.rules import OPTIONS, OPTIONS_BY_NAME, PRESETS, HouseRules
from referee.rulings import engine


def test_ids_are_unique_kebab_case_and_entries_complete() -> None:
    ids = [entry.id for entry in rulebook.entries()]
    assert len(ids) == len(set(ids)) == len(RULEBOOK)
    for entry in RULEBOOK.values():
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", entry.id)
        assert entry.title and entry.text.endswith(".")
        assert entry.kind in ("official", "house")
        assert entry.sources and set(entry.sources) <= set(SOURCES)
        assert not any("seed" in src or "/" in src for src in entry.sources)
        assert set(entry.options) <= {o.name for o in OPTIONS}


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.name)
def test_every_option_has_an_entry(option: object) -> None:
    assert entries_for_option(option.name)  # type: ignore[attr-defined]
    entry = get_entry(option.entry)  # type: ignore[attr-defined]
    assert option.name in entry.options  # type: ignore[attr-defined]


def test_variant_conditions_are_values_the_options_take() -> None:
    for entry in RULEBOOK.values():
        for conditions, _ in entry.variants:
            for name, value in conditions.items():
                option = OPTIONS_BY_NAME[name]
                assert value in option.allowed and type(value) is type(option.default), entry.id


def test_required_ids_exist() -> None:
    for entry_id in ("wild-draw-four", "uno-call", "stacking", "first-card-reverse",
                     "seven-o", "jump-in", "going-out", "wild-draw-four-challenge"):  # fmt: skip
        assert get_entry(entry_id).id == entry_id
    with pytest.raises(InputError):
        get_entry("no-such-rule")


def test_engine_names_only_existing_entries() -> None:
    source = "".join(
        Path(engine.__file__).with_name(name).read_text()
        for name in ("engine.py", "plays.py", "first_card.py", "playing.py", "drawing.py",
                     "calls.py")
    )  # fmt: skip
    named = set(re.findall(r'"([a-z]+(?:-[a-z]+)+)"', source))
    assert named and named <= set(RULEBOOK)


def test_texts_are_not_copied_from_the_seeds() -> None:
    seeds = Path(__file__).parents[2].parent / "shared" / "seeds"
    if not seeds.is_dir():
        pytest.skip("source texts not beside the repository")
    corpus = " ".join(p.read_text(errors="ignore") for p in seeds.iterdir()).lower()
    corpus = " ".join(corpus.split())
    for entry in RULEBOOK.values():
        words = entry.text.lower().split()
        for i in range(len(words) - 8):
            assert " ".join(words[i : i + 9]) not in corpus, entry.id


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("stacking", "stacking"),
        ("challenge", "wild-draw-four-challenge"),
        ("UNO call", "uno-call"),
        ("seven", "seven-o"),
        ("jump", "jump-in"),
        ("reverse first", "first-card-reverse"),
        ("Draw pile runs out", "empty-draw-pile"),
    ],
)
def test_search(query: str, first: str) -> None:
    found = search(query)
    assert found and found[0].id == first


def test_search_nothing() -> None:
    assert search("") == []
    assert search("zebra") == []


def test_as_played_follows_the_options() -> None:
    def text(rules: HouseRules, entry_id: str) -> str:
        return dict((e.id, t) for e, t in as_played(rules))[entry_id]

    stacking = ("off", "same", "plus4_on_plus2", "any")
    modes = {text(HouseRules.from_mapping({"stacking": m}), "stacking") for m in stacking}
    assert len(modes) == 4
    assert "4" in text(HouseRules(uno_penalty=4), "uno-call")
    assert "1" in text(HouseRules(uno_penalty=1), "uno-call")
    assert text(HouseRules(), "seven-o").startswith("Not played here")
    assert not text(PRESETS["party"], "seven-o").startswith("Not played here")
    assert text(HouseRules(first_reverse="right_of_dealer"), "first-card-reverse") != text(
        HouseRules(), "first-card-reverse"
    )
    assert len(as_played(HouseRules())) == len(RULEBOOK)
    for entry, played in as_played(PRESETS["party"]):
        assert "{" not in played, entry.id


EDITION_ENTRIES = {"flip": "flip", "no_mercy": "no-mercy", "all_wild": "all-wild",
                   "attack": "attack"}  # fmt: skip


@pytest.mark.parametrize(("deck", "entry_id"), EDITION_ENTRIES.items())
def test_every_edition_has_an_entry_with_its_cards_points_from_the_card_table(
    deck: str, entry_id: str
) -> None:
    entry = get_entry(entry_id)
    assert rulebook.deck_entry(deck) == entry_id
    assert str(DECKS[deck].size) in entry.text
    assert rulebook.deck_points(DECKS[deck], *DECKS[deck].sides[:1]) in entry.text
    for kind in DECKS[deck].kinds:
        assert kind.rank.is_number or kind.rank.label in entry.text, (entry_id, kind.rank.label)


def test_the_classic_family_points_to_the_deck_entry() -> None:
    for deck in ("classic", "2015", "2018"):
        assert rulebook.deck_entry(deck) == "deck"


def test_points_are_read_from_the_card_table() -> None:
    assert rulebook.deck_points(DECKS["flip"], "dark") == (
        "numbers at face value; Draw Five, Reverse and Flip 20; Skip Everyone 30; Wild 40; "
        "Wild Draw Color 60"
    )
    assert "Hit 2, Reverse and Skip 20" in rulebook.deck_points(DECKS["attack"])
    assert "2 of each number 1 to 9" in rulebook.deck_copies(DECKS["attack"])


def test_facts_awaiting_the_printed_sheet_are_marked() -> None:
    no_mercy, all_wild = get_entry("no-mercy").text, get_entry("all-wild").text
    assert no_mercy.count(AWAITING) >= 3  # copies, points, target
    assert AWAITING in all_wild  # copies
    assert AWAITING not in get_entry("attack").text


def test_edition_entries_name_their_sources() -> None:
    assert MFLIP in get_entry("flip").sources
    assert MATTACK in get_entry("attack").sources
    assert COMMON in get_entry("no-mercy-stacking").sources
    assert {RULES_SITE} <= set(get_entry("challenge-uno").sources)


def test_challenge_uno_is_the_elimination_method() -> None:
    assert rulebook.method_entry("elimination") == "challenge-uno"
    assert rulebook.method_entry("lowest") == "scoring-lowest"
    assert rulebook.method_entry("collect") == "scoring"


@pytest.mark.parametrize(
    ("query", "first"),
    [("uno flip", "flip"), ("uno no mercy", "no-mercy"), ("all wild", "all-wild"),
     ("uno attack", "attack"), ("challenge uno", "challenge-uno")],
)  # fmt: skip
def test_an_edition_named_finds_its_entry(query: str, first: str) -> None:
    assert search(query)[0].id == first


def test_the_edition_entries_are_the_ones_the_search_scopes() -> None:
    assert set(rulebook.EDITION_ENTRIES) <= set(RULEBOOK)
    for vocabulary in VOCABULARIES.values():
        assert set(vocabulary.scopes) == set(rulebook.EDITION_ENTRIES)
    named = {rulebook.deck_entry(deck) for deck in DECKS} | {"challenge-uno"}
    assert named - {"deck"} <= set(rulebook.EDITION_ENTRIES)
