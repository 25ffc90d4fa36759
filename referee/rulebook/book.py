"""The rulebook: every official rule and house rule, searchable, and "as played here".

Texts live in :mod:`referee.rulebook.entries`; this module turns them into ``Entry``
values, finds them by id or by words, and states each rule the way a table's
``HouseRules`` make it.

``RULEBOOK`` holds the entries in English, as written: the rule search reads them so.
What people read comes through :meth:`Entry.translated`, :meth:`Entry.as_played`,
:func:`as_played` and :func:`translated_entries`, in the language of the moment
(:mod:`referee.i18n`): each text is translated first, then its numbers are filled in
from the card table (an entry's title and source names are messages of their own too:
``_(entry.title)`` says one alone).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from types import MappingProxyType

from referee import i18n
from referee.cards import Card, Rank, rank_name
from referee.decks import CLASSIC, DECK_2015, DECK_2018, DECKS, Deck, get_deck
from referee.errors import InputError
from referee.i18n import _, pgettext
from referee.rulebook.entries import AWAITING, ENTRIES, HOUSE, RawEntry, Variant
from referee.rules import OPTIONS_BY_NAME, HouseRules


def _and(names: list[str]) -> str:
    """Names joined the way a sentence lists them: "a, b and c"."""
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def deck_points(deck: Deck, side: str | None = None) -> str:
    """What a deck's cards (or one side's) score, from the card table: "numbers at face
    value; Skip and Reverse 20; Wild 50", cheapest first, in the language of the moment."""
    by_points: dict[int, list[str]] = {}
    numbers = False
    for kind in deck.kinds:
        rank = kind.rank
        if side is not None and (kind.side or rank.side) not in (side, None):
            continue
        if rank.is_number:
            numbers = True
        elif rank_name(rank) not in by_points.setdefault(rank.points, []):
            by_points[rank.points].append(rank_name(rank))
    parts = [_("numbers at face value")] if numbers else []
    parts += [f"{_and(names)} {points}" for points, names in sorted(by_points.items())]
    return "; ".join(parts)


def deck_copies(deck: Deck, side: str | None = None) -> str:
    """How many of each card a deck (or one side) holds, from the card table: "2 of each
    number 1 to 9, 2 Skip and 2 Reverse per colour; 4 Wild"; "?" where the table does not
    know, in the language of the moment."""
    colored: list[str] = []
    wild: list[str] = []
    numbers: list[tuple[int, int | None]] = []
    for kind in deck.kinds:
        if side is not None and (kind.side or kind.rank.side) not in (side, None):
            continue
        if kind.rank.is_number:
            numbers.append((int(kind.rank.code), kind.copies))
            continue
        label = pgettext("copies of a card", "{copies} {card}").format(
            copies=kind.copies if kind.copies is not None else "?", card=rank_name(kind.rank)
        )
        (wild if kind.rank.is_wild else colored).append(label)
    parts = []
    if numbers:
        counts = {copies for _, copies in numbers}
        low, high = numbers[0][0], numbers[-1][0]
        each = counts.pop() if len(counts) == 1 else None
        colored.insert(
            0,
            _("{copies} of each number {low} to {high}").format(
                copies=each if each is not None else "?", low=low, high=high
            ),
        )
    if colored:
        parts.append(_("{cards} per colour").format(cards=_and(colored)))
    if wild:
        parts.append(_and(wild))
    return "; ".join(parts)


def _edition_facts() -> dict[str, int | str]:
    """Each edition's size, target, points and copies, keyed ``<deck>_size`` and so on."""
    facts: dict[str, int | str] = {}
    for deck in DECKS.values():
        if not deck.edition.own:
            continue
        name = deck.name
        facts[f"{name}_size"] = deck.size
        facts[f"{name}_target"] = deck.target
        facts[f"{name}_points"] = deck_points(deck)
        facts[f"{name}_copies"] = deck_copies(deck)
        for side in deck.sides:
            facts[f"{name}_{side}_points"] = deck_points(deck, side)
            facts[f"{name}_{side}_copies"] = deck_copies(deck, side)
    return facts


def _card_facts() -> dict[str, int | str]:
    """The numbers rule texts quote, from the card table (never typed in a text), and the
    mark of a fact awaiting the printed sheet; the words among them in the language of the
    moment."""
    classic, d2015, d2018 = CLASSIC, DECK_2015, DECK_2018
    return {
        **_edition_facts(),
        "classic_size": classic.size,
        "size_2015": d2015.size,
        "size_2018": d2018.size,
        "per_color": sum(n or 0 for card, n in classic.counts.items() if card.color) // 4,
        "wilds": classic.count(Card(Rank.WILD)) or 0,
        "wild_draw_fours": classic.count(Card(Rank.WILD_DRAW_FOUR)) or 0,
        "swap_2015": d2015.count(Card(Rank.WILD_SWAP_HANDS)) or 0,
        "custom_2015": d2015.count(Card(Rank.WILD_CUSTOMIZABLE)) or 0,
        "shuffle_2018": d2018.count(Card(Rank.WILD_SHUFFLE_HANDS)) or 0,
        "custom_2018": d2018.count(Card(Rank.WILD_CUSTOMIZABLE)) or 0,
        "action_points": Rank.SKIP.points,
        "wild_points": Rank.WILD.points,
        "special_points": Rank.WILD_CUSTOMIZABLE.points,
        "awaiting": _(AWAITING),
    }


@cache
def _facts_in(language: str, catalog: object) -> Mapping[str, int | str]:
    """The card table's facts as rule texts quote them in ``language`` (``catalog``, the
    language's catalog, keys them too: catalogs read again, words said again)."""
    with i18n.speaking(language):
        return MappingProxyType(_card_facts())


def card_facts() -> Mapping[str, int | str]:
    """The card table's facts as rule texts quote them in the language of the moment."""
    language = i18n.current()
    return _facts_in(language, i18n.catalog(language))


CARD_FACTS: Mapping[str, int | str] = _facts_in(i18n.DEFAULT, None)  # in English, as written


@dataclass(frozen=True, slots=True)
class Entry:
    """One rule: id, title, kind, text, the options it depends on, and its sources.

    As kept in ``RULEBOOK`` it is in English (``text`` with the numbers filled in,
    ``written`` as written); :meth:`translated` gives it in the language of the moment.
    """

    id: str
    title: str
    kind: str  # "official" or "house"
    text: str
    options: tuple[str, ...]
    sources: tuple[str, ...]
    variants: tuple[Variant, ...] = ()
    written: str = ""  # the general text as written, its placeholders not filled in

    @property
    def is_house_rule(self) -> bool:
        """True for rules that are not printed as official."""
        return self.kind == HOUSE

    @property
    def option_labels(self) -> list[str]:
        """The names of the options the rule depends on, for people."""
        return [OPTIONS_BY_NAME[name].label for name in self.options if name in OPTIONS_BY_NAME]

    def translated(self) -> Entry:
        """The entry in the language of the moment: its title, its general text (numbers
        filled in after translating) and its sources' names; in English, the entry itself."""
        if i18n.current() == i18n.DEFAULT:
            return self
        text = _(self.written).format(**card_facts()) if self.written else _(self.text)
        sources = tuple(_(source) for source in self.sources)
        return replace(self, title=_(self.title), text=text, sources=sources)

    def as_played(self, rules: HouseRules) -> str:
        """The rule as ``rules`` make it, in the language of the moment: the first matching
        variant, else the general text."""
        for conditions, text in self.variants:
            if all(getattr(rules, name) == value for name, value in conditions.items()):
                return _(text).format(**card_facts(), **rules.to_dict())
        return self.translated().text


def _entry(raw: RawEntry) -> Entry:
    """An entry with the card table's numbers filled into its general text (English)."""
    ident, title, kind, text, options, sources, variants = raw
    filled = text.format(**CARD_FACTS)
    return Entry(ident, title, kind, filled, options, sources, variants, written=text)


RULEBOOK: Mapping[str, Entry] = MappingProxyType({raw[0]: _entry(raw) for raw in ENTRIES})


def get_entry(entry_id: str) -> Entry:
    """The entry called ``entry_id``.

    :raises InputError: if there is no such entry.
    """
    try:
        return RULEBOOK[entry_id]
    except (KeyError, TypeError):
        raise InputError(
            _("{entry_id!r} is not a rule in the rulebook.").format(entry_id=entry_id),
            "id",
            "not_found",
        ) from None


def entries() -> list[Entry]:
    """Every entry, official rules first, in rulebook order."""
    return sorted(RULEBOOK.values(), key=lambda entry: entry.is_house_rule)


def translated_entries() -> list[Entry]:
    """Every entry as :func:`entries` orders them, in the language of the moment."""
    return [entry.translated() for entry in entries()]


def entries_for_option(option: str) -> list[Entry]:
    """The entries that depend on house-rule ``option``."""
    return [entry for entry in RULEBOOK.values() if option in entry.options]


# The entry that describes each way of scoring (a deck's is its edition's).
METHOD_ENTRIES: Mapping[str, str] = MappingProxyType(
    {"collect": "scoring", "lowest": "scoring-lowest", "elimination": "challenge-uno"}
)


# The entries of one edition or of Challenge UNO, beside the classic game's rules.
EDITION_ENTRIES: tuple[str, ...] = (
    "flip", "flip-cards", "no-mercy", "no-mercy-knockout", "no-mercy-stacking", "all-wild",
    "attack", "challenge-uno",
)  # fmt: skip


def deck_entry(deck: str) -> str:
    """The id of the entry describing ``deck`` (a deck id of the registry)."""
    return get_deck(deck).edition.rules_entry


def method_entry(method: str) -> str:
    """The id of the entry describing a way of scoring (``collect``, ``lowest``...)."""
    return METHOD_ENTRIES.get(method, "scoring")


def as_played(rules: HouseRules) -> list[tuple[Entry, str]]:
    """Every entry with its text as ``rules`` make it, in the language of the moment."""
    return [(entry.translated(), entry.as_played(rules)) for entry in entries()]
