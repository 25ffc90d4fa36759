"""The cards are named as the box and instruction sheet of each language's market print
them: each catalog's name for each classic card is the box's, and the keypad's short faces
abbreviate that name, never another one.

The names below are the glossary's (shared/GLOSSARY.md, "Classic cards", with its sources
and how sure each is); a catalog that does not exist yet is skipped.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from referee import i18n

# (msgid of the card's name, its short face's msgid) -> the box's name, per catalog locale
CARDS = ("Draw Two", "Skip", "Reverse", "Wild", "Wild Draw Four")
SHORT_FACES = {"Skip": "Skip", "Reverse": "Rev", "Wild": "Wild"}
SHORT_FACE = "a card's short face"

BOX_NAMES: dict[str, tuple[str, str, str, str, str]] = {
    # Draw Two, Skip, Reverse, Wild, Wild Draw Four
    "de": ("Zieh Zwei", "Aussetzen", "Retour", "Farbenwahl", "Zieh Vier Farbenwahl"),
    "es": ("Roba dos", "Pierde el turno", "Cambio de sentido", "Comodín", "Comodín roba cuatro"),
    "es_419": ("Toma dos", "Salta", "Reversa", "Comodín", "Comodín toma cuatro"),
    "fr": ("+2", "Passer", "Inversion", "Joker", "Super Joker"),
    "it": ("Pesca due", "Salta turno", "Cambio giro", "Jolly", "Jolly pesca quattro"),
    "nl": ("Neem twee", "Sla beurt over", "Keer om", "Keuzekaart", "Keuzekaart neem vier"),
    "pl": ("Weź dwie", "Postój", "Zmiana kierunku", "Wybierz kolor", "Wybierz kolor + weź cztery"),
    "pt_BR": ("Compra duas", "Pular", "Inverter", "Coringa", "Coringa compra quatro"),
}

# The names the app printed before it took the box's (as patterns): no sentence uses them
# any more (the rulebook search still reads them, as words players say).
OLD_NAMES: dict[str, tuple[str, ...]] = {
    "de": ("Richtungswechsel",),
    "es": ("Reversa", "Roba Dos", "Roba Cuatro"),
    "fr": ("Passe ton tour", r"(?<!Super )Joker \+4"),
    "it": ("Inverti", "Pesca Due", "Pesca Quattro"),
    "nl": ("Pak Twee", "Pak Vier", "Sla over", "Sla Over", "Keer Om"),
    "pt_BR": ("Bloqueio", "Compra Duas", "Compra Quatro"),
    "pl": ("Dzika Weź", r"\bStop\b"),
}


def translations(locale: str) -> dict[tuple[str | None, str], str]:
    """A catalog's translations by (context, msgid); skips a catalog that does not exist."""
    path = i18n.CATALOGS / locale / "LC_MESSAGES" / "messages.po"
    if not Path(path).exists():
        pytest.skip(f"no catalog for {locale}")
    with path.open("rb") as file:
        catalog = read_po(file)
    return {
        (m.context, m.id if isinstance(m.id, str) else m.id[0]): (
            m.string if isinstance(m.string, str) else m.string[0]
        )
        for m in catalog
        if m.id
    }


def cases() -> list[object]:
    return [
        pytest.param(locale, card, name, id=f"{locale}-{card}")
        for locale, names in BOX_NAMES.items()
        for card, name in zip(CARDS, names, strict=True)
    ]


@pytest.mark.parametrize(("locale", "card", "name"), cases())
def test_each_catalog_names_each_card_as_its_box_prints_it(locale, card, name):
    assert translations(locale)[(None, card)] == name


@pytest.mark.parametrize(
    ("locale", "card", "name"),
    [case for case in cases() if case.values[1] in SHORT_FACES],  # type: ignore[attr-defined]
)
def test_a_short_face_abbreviates_the_box_name(locale, card, name):
    face = translations(locale)[(SHORT_FACE, SHORT_FACES[card])].replace("\u00ad", "").rstrip(".")
    assert face and face.casefold() in name.casefold(), (face, name)


@pytest.mark.parametrize("locale", sorted(OLD_NAMES))
def test_no_sentence_keeps_a_name_the_box_does_not_print(locale):
    kept = {
        (key, old)
        for key, text in translations(locale).items()
        for old in OLD_NAMES[locale]
        if re.search(old, text)
    }
    assert kept == set()
