"""Rulings in every language: the person format's neutral form, cards and colours in their
forms, counts by each language's plural rules, and sentences with no English left over.

The catalogs of ``referee/translations`` are compiled into a temporary folder.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from referee import i18n
from referee.cards import Card, Color, Rank, card_name, color_name
from referee.decks import DECKS, parse_card
from referee.rules import HouseRules
from referee.rulings.engine import judge
from referee.rulings.explain import (
    EFFECT_LINES,
    HELD_TEMPLATES,
    SYMBOL_TEMPLATES,
    TEMPLATES,
    Person,
    card_term,
    consequences,
    plural,
    rank_term,
    sentence,
    times,
    told,
)
from referee.rulings.notation import parse_action, parse_situation
from referee.rulings.ruling import Clause, Effect, EffectType, Ruling, Say, Verdict, allowed
from referee.rulings.situation import Direction, Situation
from tests.rulings_table import SCENARIOS, Scenario

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ("de", "es", "es_419", "fr", "it", "nl", "pl", "pt_BR")
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo")
# A person's spec in a translation: the neutral form (an "@" in it, or a leading "=").
PERSON_SPEC = re.compile(r"\{(?:p|a|o|who|first|second):([^{}]*)\}")


def source(locale: str) -> Path:
    """Where a language's rulings are translated: its catalog."""
    return i18n.CATALOGS / locale / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every language's rulings compiled into a temporary catalog folder."""
    folder = tmp_path_factory.mktemp("catalogs")
    for locale in LOCALES:
        with source(locale).open("rb") as file:
            catalog = read_po(file)
        target = folder / locale / "LC_MESSAGES"
        target.mkdir(parents=True)
        with (target / f"{i18n.DOMAIN}.mo").open("wb") as file:
            write_mo(file, catalog)
    return folder


@pytest.fixture
def catalogs(compiled: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Speak from the compiled catalogs for one test."""
    monkeypatch.setattr(i18n, "CATALOGS", compiled)
    i18n.catalog.cache_clear()
    yield
    i18n.catalog.cache_clear()


def rule(state: str, action: str, **options: object) -> Ruling:
    """Judge notation under some options."""
    return judge(parse_situation(state), parse_action(action), HouseRules.from_mapping(options))


def every_clause() -> Iterator[Ruling]:
    """One ruling per clause and wording, with every field given."""
    orange = next(c for c in DECKS["flip"].colors if c.label == "orange")
    cards = (Card(Rank.DRAW_TWO, Color.RED), Card(Rank.WILD_DRAW_FOUR), Card(Rank.EIGHT, orange))
    for say in Say:
        for card in cards:
            for ranks in ((Rank.SEVEN,), (Rank.SKIP,), (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)):
                for total in (None, 3):
                    clause = Clause(say, seat=2, other=3, count=2, total=total, card=card,
                                    color=Color.GREEN, ranks=ranks, direction=Direction.CCW,
                                    side="dark")  # fmt: skip
                    yield Ruling(Verdict.LEGAL, (clause,), actor=1, assumed=(clause,))
                    yield Ruling(Verdict.BLUFF, (clause,), follows=(clause,), actor=2)


def every_effect() -> Iterator[Ruling]:
    """One ruling per effect, in each of its wordings."""
    for kind in EffectType:
        for named in (True, False):
            effect = Effect(kind, seat=1, count=2, seats=(0, 2), card=Card(Rank.NINE, Color.YELLOW),
                            color=Color.BLUE if named else None, side="dark",
                            until_fire=not named, direction=Direction.CCW)  # fmt: skip
            yield allowed([], [effect], Situation(4, turn=3), ["matching"])


def texts(ruling: Ruling, players: int = 4) -> list[str]:
    """Everything said about a ruling: to the player, at a table, and what follows."""
    names = NAMES[:players]
    return [sentence(ruling), told(ruling, names), *consequences(ruling, names)]


# ---- the person format --------------------------------------------------------------


def test_the_neutral_form_picks_the_addressed_or_the_other_wording() -> None:
    you, ann = Person("you", True), Person("Ann")
    assert format(you, "tu turno|el turno de @") == "tu turno"
    assert format(ann, "tu turno|el turno de @") == "el turno de Ann"
    assert format(you, "=hast|hat") == "hast"
    assert format(ann, "=hast|hat") == "hat"
    assert format(ann, "=@") == "Ann"
    assert format(ann, "@, weil @ dafür ziehen muss") == "Ann, weil Ann dafür ziehen muss"
    wording = "{p:du hast|@ hat} keine Karte"
    assert wording.format(p=you) == "du hast keine Karte"
    assert wording.format(p=ann) == "Ann hat keine Karte"


ENGLISH_FORMS = "{p:draw|draws}, {p:~lose|loses}, {p:^hold}; {p:'s} {p:their} {p:self} {p:yours}"


def test_the_english_forms_are_as_before() -> None:
    assert ENGLISH_FORMS.format(p=Person("you", True)) == (
        "you draw, lose, you hold; your your yourself yours"
    )
    assert ENGLISH_FORMS.format(p=Person("Ann")) == (
        "Ann draws, loses, they hold; Ann's their themselves Ann's"
    )


def test_english_words_stay_english_without_a_catalog() -> None:
    assert plural(1) == "1 card" and plural(2) == "2 cards"
    assert [times(n) for n in (1, 2, 3)] == ["once", "twice", "3 times"]
    card = Card(Rank.DRAW_TWO, Color.RED)
    assert card_name(card) == card.label == "red Draw Two"


# ---- the catalogs -------------------------------------------------------------------


@pytest.mark.parametrize("locale", LOCALES)
def test_every_wording_is_translated_with_its_fields(locale: str) -> None:
    with source(locale).open("rb") as file:
        catalog = read_po(file)
    wordings = [*TEMPLATES.values(), *SYMBOL_TEMPLATES.values(), *HELD_TEMPLATES.values(),
                *EFFECT_LINES.values()]  # fmt: skip
    for english in wordings:
        message = catalog.get(english)
        assert message is not None and message.string, (locale, english)
        # a person's spec with alternatives is the neutral form, never English verbs
        for spec in PERSON_SPEC.findall(str(message.string)):
            if "|" in spec:
                assert "@" in spec or spec.startswith("="), (locale, message.string)


@pytest.fixture(scope="module")
def english() -> list[str]:
    """Every clause and effect in English words (said once for every language's test)."""
    return [text for ruling in (*every_clause(), *every_effect()) for text in texts(ruling)]


@pytest.mark.parametrize("tag", [tag for tag in i18n.LANGUAGES if tag != "en"])
@pytest.mark.usefixtures("catalogs")
def test_every_clause_and_effect_words_in_every_language(tag: str, english: list[str]) -> None:
    with i18n.speaking(tag):
        said = [text for ruling in (*every_clause(), *every_effect()) for text in texts(ruling)]
    assert len(said) == len(english)
    for text in said:
        assert "{" not in text and "}" not in text and "None" not in text, text
    # nearly every sentence reads differently from the English one
    assert sum(a == b for a, b in zip(english, said, strict=True)) < len(said) // 50


ENGLISH = re.compile(
    r"\b(the|you|your|yours|they|their|card|cards|draw|draws|drawn|seat|and|or|not|may|must|"
    r"Wild|Skip|Reverse|Draw|Two|Four|once|twice|times|clockwise|counterclockwise|light|dark|"
    r"red|yellow|green|blue|Legal|allowed|penalty|someone|other|side|plays|turn|colour|"
    r"stack|challenge|launcher|player|round|hand|hands)\b"
)


@pytest.mark.usefixtures("catalogs")
def test_no_english_is_left_in_a_german_ruling() -> None:
    rulings = [(judge_row(row), int(row.state.split("p")[0])) for row in SCENARIOS]
    rulings += [(ruling, 4) for ruling in (*every_clause(), *every_effect())]
    with i18n.speaking("de"):
        for ruling, players in rulings:
            for text in texts(ruling, players):
                assert not ENGLISH.search(text), text


def judge_row(row: Scenario) -> Ruling:
    """A scenario of the rulings table, judged."""
    return rule(row.state, row.action, **row.options)


@pytest.mark.usefixtures("catalogs")
@pytest.mark.parametrize(
    ("lang", "red_skip", "skip", "wild"),
    [
        ("en", "a red Skip", "a Skip", "a Wild"),
        ("de", "eine rote Karte „Aussetzen“", "eine Karte „Aussetzen“", "eine Farbenwahl"),
        ("es-419", "una carta Salta roja", "una carta Salta", "una carta Comodín"),
        ("pt-BR", "uma carta Pular vermelha", "uma carta Pular", "uma carta Coringa"),
        ("it", "una carta Salta turno rossa", "un Salta turno", "una carta Jolly"),
    ],
)
def test_a_card_with_its_article_agrees_with_it(
    lang: str, red_skip: str, skip: str, wild: str
) -> None:
    """The article's message picks the form of the colour that agrees with it: a Latin
    American or Brazilian ruling says "una carta Salta roja", never "una carta Salta rojo"."""
    with i18n.speaking(lang):
        card = Card(Rank.SKIP, Color.RED)
        assert format(card_term(card), "a") == red_skip
        assert format(rank_term(Rank.SKIP), "a") == skip
        assert format(card_term(Card(Rank.WILD)), "a") == wild
        # a form asked for with the article wins over the message's own
        first_form = red_skip.replace(card_name(card, 2), card_name(card, 1))
        assert format(card_term(card), "a1") == first_form


@pytest.mark.usefixtures("catalogs")
def test_a_german_ruling_reads_as_german() -> None:
    with i18n.speaking("de"):
        bluff = rule("4p t1 top:R7 h1:R2,W+4", "play 1 W+4 col:G", stacking="same")
        assert sentence(bluff) == (
            "Nicht erlaubt: du hast eine rote Karte, und eine Karte „Zieh Vier Farbenwahl“ darf "
            "nur gelegt werden, wenn du keine Karte der aktuellen Farbe hast."
        )
        assert told(bluff, NAMES[:4]).startswith(
            "Bob hat eine rote Karte, und eine Karte „Zieh Vier Farbenwahl“ darf nur gelegt "
            "werden, wenn Bob keine Karte der aktuellen Farbe hat. "
        )
        refused = rule("4p t1 top:R7 h1:G5", "play 1 G5")
        assert told(refused, NAMES[:4]) == (
            "Eine grüne 5 passt weder zur Farbe (Rot) noch zur Zahl der obersten Karte."
        )
        assert consequences(rule("4p t1 top:B5", "play 1 W+4 col:R"), NAMES[:4]) == [
            "Die Farbe ist jetzt Rot.",
            "Cy zieht 4 Karten.",
            "Cy setzt aus.",
            "Cy darf die Zieh Vier Farbenwahl anzweifeln.",
            "Dee ist als Nächstes dran.",
        ]


@pytest.mark.usefixtures("catalogs")
def test_the_english_ruling_is_unchanged_beside_the_catalogs() -> None:
    ruling = rule("4p t1 top:R7 h1:R2,W+4", "play 1 W+4 col:G", stacking="same")
    with i18n.speaking("en"):
        assert sentence(ruling) == (
            "Not allowed: you hold a red card, and a Wild Draw Four may only be played when you "
            "hold no card of the current colour."
        )


@pytest.mark.usefixtures("catalogs")
def test_cards_and_colours_take_each_languages_forms() -> None:
    red_two, red_seven = Card(Rank.DRAW_TWO, Color.RED), Card(Rank.SEVEN, Color.RED)
    with i18n.speaking("de"):
        assert color_name(Color.RED) == "Rot"
        assert card_name(red_seven) == "rote 7"
        assert card_name(red_seven, 2) == "roten 7"
        assert card_name(red_two) == "rote Karte „Zieh Zwei“"
        assert card_name(Card(Rank.WILD_DRAW_FOUR)) == "Zieh Vier Farbenwahl"
    with i18n.speaking("fr"):
        assert card_name(Card(Rank.REVERSE, Color.GREEN)) == "Inversion verte"
    with i18n.speaking("pl"):
        assert [color_name(Color.RED, form) for form in range(4)] == [
            "czerwony", "czerwona", "czerwoną", "czerwonej",
        ]  # fmt: skip
    # the card reader still reads the English words, whatever the language
    with i18n.speaking("de"):
        assert parse_card("red draw two") == red_two
        assert red_two.label == "red Draw Two"


@pytest.mark.usefixtures("catalogs")
def test_counts_follow_each_languages_plural_rules() -> None:
    with i18n.speaking("pl"):
        assert [plural(n) for n in (1, 2, 5, 22, 25)] == [
            "1 kartę", "2 karty", "5 kart", "22 karty", "25 kart",
        ]  # fmt: skip
        assert [times(n) for n in (1, 2, 5)] == ["raz", "dwa razy", "5 razy"]
    with i18n.speaking("fr"):
        assert [plural(n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    with i18n.speaking("de"):
        assert [plural(n) for n in (1, 2)] == ["1 Karte", "2 Karten"]
        assert times(3) == "3-mal"


@pytest.mark.usefixtures("catalogs")
def test_a_seat_and_you_are_said_in_the_language() -> None:
    ruling = rule("3p t0 top:B5", "play 0 B+2", stacking="same")
    with i18n.speaking("es"):
        assert sentence(ruling) == (
            "Legal, dando por hecho que tienes esa carta: coincide con el color (azul); "
            "Asiento 1 tiene que acumular una carta de robo o robar 2."
        )
    with i18n.speaking("nl"):
        assert "je hebt" in sentence(rule("4p t1 top:R7 h1:R2,W+4", "play 1 W+4 col:G"))
