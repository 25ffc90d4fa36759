"""The words players use, per language: what the rulebook search reads a question with.

One :class:`Vocabulary` per language holds everything the search knows about that
language: words that carry no meaning, irregular word forms, phrases read as one idea
("+4", "draw four" and "wild draw 4" are one card), ideas implied by a question ("+4 on
+2" is about stacking), the words players use for each rule, and which questions the
dispute helper answers. The search itself (:mod:`referee.rulebook.search`) knows no language:
adding one is adding a vocabulary and its word forms (``referee/rulebook/word_forms/<lang>.json``,
made from the vocabulary and the rulebook by ``scripts/word_forms.py`` with a Snowball
stemmer).

English is written here; every other language's vocabulary is a module of its own,
``referee/rulebook/vocabularies/<tag>.py`` (see :mod:`referee.rulebook.vocabularies`, which
gathers them all in :data:`VOCABULARIES`), built from the pieces below. A language's words are
written as people spell them (``über``, ``grün``, ``weiß``): the search reads them the way it
reads a question (lower case, accents dropped).

Card names come from the card table's own words (:data:`referee.cards.RANK_PHRASES`,
the rank labels, colour and number words), option names from :data:`referee.rules.OPTIONS`;
in another language, from the catalogs (:func:`said_cards`, :func:`said_options`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from referee import i18n
from referee.cards import COLOR_WORDS, Color, Rank, rank_name
from referee.decks import DECKS
from referee.rules import OPTIONS


@dataclass(frozen=True, slots=True)
class Intent:
    """A dispute the helper answers, recognised in a question.

    The question is about ``wizard`` when it holds one of ``any_of`` (ideas or words), or,
    with ``with_card`` set, one of ``any_of`` and one of those cards. ``cards`` names the
    wizard's card questions that the cards recognised fill, in the order a question
    usually names them ("put *this* on *that*": the card played, then the card on top).
    """

    wizard: str
    any_of: frozenset[str]
    cards: tuple[str, ...] = ()
    with_card: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Implied:
    """An idea a question implies: each ``(ideas, n)`` of ``needs`` appears ``n`` times."""

    needs: tuple[tuple[frozenset[str], int], ...]
    idea: str


@dataclass(frozen=True, slots=True)
class Inflections:
    """How a language changes its words, for ``scripts/word_forms.py`` to find the forms of
    each word the search reads (the search itself only reads the forms file it writes).

    ``endings`` are tried on every word (on its stem, with ``on_stem``), and kept where the
    Snowball stemmer agrees it is the same word ("karte" -> "karten"). A language whose
    verb forms the stemmer leaves apart names their ``infinitive`` endings ("en", "n"), the
    ``verb_endings`` of the other forms ("legt", "legte": "t", "te"), its ``participle``
    ("ge": "gelegt", with one of ``participle_endings``) and the ``separable`` prefixes
    that stand before it ("ausgesetzt") or before ``infix`` ("auszusetzen"). Every word of
    the rules or the vocabulary in such a form is read as its infinitive, when that is a
    word of theirs too; and the forms of its ``verbs`` (and of the irregular forms' verbs)
    are listed, so that a question may use any of them.
    """

    endings: tuple[str, ...] = ()
    on_stem: bool = False  # endings are added to a word's stem, not to the word
    verbs: tuple[str, ...] = ()  # whose forms are listed, with the irregular forms' verbs
    infinitive: tuple[str, ...] = ()
    verb_endings: tuple[str, ...] = ()
    participle: str = ""
    participle_endings: tuple[str, ...] = ()
    separable: tuple[str, ...] = ()
    infix: str = ""


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """What the search knows of one language (see the module's docstring)."""

    language: str
    stop_words: frozenset[str]
    irregular: Mapping[str, str]  # a word form -> its plain word ("drew" -> "draw")
    phrases: tuple[tuple[str, str], ...]  # (words, idea): the words read as that one idea
    implied: tuple[Implied, ...]  # ideas (or words) that a question implies
    entry_words: Mapping[str, str]  # entry id -> the words players use for that rule
    intents: tuple[Intent, ...]  # first match wins
    colors: Mapping[str, Color]  # colour words ("r", "red")
    before_top: frozenset[str]  # words before the card on top: "on", "onto", "after"
    closest: tuple[str, ...]  # rules offered when a question matches nothing
    numbers: frozenset[str] = frozenset()  # number words ("seven"): no inflections of them
    # entry id -> the ideas naming the edition (or way of scoring) the rule belongs to: the
    # rule answers a question that names one of them, and weighs little otherwise
    scopes: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # other ways of writing letters, replaced in order in a word of a question that is not
    # known, to read it as the known word it then is (German ``("ue", "u")``: "gruen" is
    # "grün", read "grun" once accents are dropped)
    spellings: tuple[tuple[str, str], ...] = ()
    # whether a word of a question that the vocabulary does not know is read as the known
    # words it is written of ("Farbwahlkarte": "farbwahl karte"), and the letters that may
    # join two of them ("Richtungswechsel*s*karte")
    compounds: bool = False
    joins: tuple[str, ...] = ()
    inflections: Inflections = Inflections()  # how its words change: their forms are listed


def card_idea(rank: Rank) -> str:
    """The idea a card's name is read as: ``#W+4`` for every way of naming a Wild Draw Four."""
    return "#" + rank.value


DRAW_CARDS = frozenset({card_idea(Rank.DRAW_TWO), card_idea(Rank.WILD_DRAW_FOUR)})
ANY_CARD = frozenset({card_idea(rank) for rank in Rank if not rank.is_number}) | frozenset(
    rank.value for rank in Rank if rank.is_number
)
STACK, CHALLENGE, CALL_UNO, FIRST_CARD, PLAY = "STACK", "CHALLENGE", "CALL_UNO", "FIRST", "PLAY"
FLIP, NO_MERCY, ALL_WILD, ATTACK = "UNO_FLIP", "NO_MERCY", "ALL_WILD", "UNO_ATTACK"
ELIMINATION = "ELIMINATION"
# Ideas the other languages' words name beyond English's: a two-player table, and a card
# of UNO Flip! (its rules say what each does).
TWO_PLAYERS, FLIP_CARD = "TWO_PLAYERS", "FLIP_CARD"
# A two-sided deck's colours (UNO Flip!'s dark ones among them) by their code letter, and
# the classic colours' code letters as the app writes them in card codes (r7, b+2): every
# language reads both.
DARK_COLORS: Mapping[str, Color] = MappingProxyType(
    {color.code: color for deck in DECKS.values() if deck.sides for color in deck.colors}
)
COLOR_CODES: Mapping[str, Color] = MappingProxyType(
    {code: COLOR_WORDS[code] for code in ("r", "y", "g", "b")}
)


_ALSO_CALLED = re.compile(r"[()]")  # "Sieben-Null (Seven-O)": a name, and another in brackets


def said_cards(tag: str) -> tuple[tuple[str, str], ...]:
    """Each card rank's name as the catalogs of language ``tag`` say it, read as that card:
    ``("zieh vier farbenwahl", "#W+4")``. A language's vocabulary adds the names players
    use beside them by hand."""
    with i18n.speaking(tag):
        return tuple(
            (rank_name(rank).lower(), card_idea(rank)) for rank in Rank if not rank.is_number
        )


def said_options(tag: str) -> tuple[tuple[str, str], ...]:
    """Each option's name as the catalogs of language ``tag`` say it, read as the option;
    a name with another in brackets gives both: ``("sieben-null", "@seven_o")``,
    ``("seven-o", "@seven_o")``."""
    named: list[tuple[str, str]] = []
    with i18n.speaking(tag):
        for option in OPTIONS:
            for name in _ALSO_CALLED.split(i18n._(option.label)):
                if name.strip():
                    named.append((name.strip().lower(), "@" + option.name))
    return tuple(dict.fromkeys(named))
