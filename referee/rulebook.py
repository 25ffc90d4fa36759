"""The rulebook: every official rule and house rule, searchable, and "as played here".

Texts live in :mod:`referee.rulebook_entries`; this module turns them into ``Entry``
values, finds them by id or by words, and states each rule the way a table's
``HouseRules`` make it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from referee.cards import DECKS, Card, Rank
from referee.errors import InputError
from referee.rulebook_entries import ENTRIES, HOUSE, RawEntry, Variant
from referee.rules import OPTIONS_BY_NAME, HouseRules


def _card_facts() -> dict[str, int]:
    """The numbers rule texts quote, from the card table (never typed in a text)."""
    classic, d2015, d2018 = DECKS["classic"], DECKS["2015"], DECKS["2018"]
    return {
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
    }


CARD_FACTS: Mapping[str, int] = MappingProxyType(_card_facts())


@dataclass(frozen=True, slots=True)
class Entry:
    """One rule: id, title, kind, text, the options it depends on, and its sources."""

    id: str
    title: str
    kind: str  # "official" or "house"
    text: str
    options: tuple[str, ...]
    sources: tuple[str, ...]
    variants: tuple[Variant, ...] = ()

    @property
    def is_house_rule(self) -> bool:
        """True for rules that are not printed as official."""
        return self.kind == HOUSE

    @property
    def option_labels(self) -> list[str]:
        """The names of the options the rule depends on, for people."""
        return [OPTIONS_BY_NAME[name].label for name in self.options if name in OPTIONS_BY_NAME]

    def as_played(self, rules: HouseRules) -> str:
        """The rule as ``rules`` make it: the first matching variant, else the general text."""
        for conditions, text in self.variants:
            if all(getattr(rules, name) == value for name, value in conditions.items()):
                return text.format(**CARD_FACTS, **rules.to_dict())
        return self.text


def _entry(raw: RawEntry) -> Entry:
    """An entry with the card table's numbers filled into its general text."""
    ident, title, kind, text, options, sources, variants = raw
    return Entry(ident, title, kind, text.format(**CARD_FACTS), options, sources, variants)


RULEBOOK: Mapping[str, Entry] = MappingProxyType({raw[0]: _entry(raw) for raw in ENTRIES})


def get_entry(entry_id: str) -> Entry:
    """The entry called ``entry_id``.

    :raises InputError: if there is no such entry.
    """
    try:
        return RULEBOOK[entry_id]
    except (KeyError, TypeError):
        raise InputError(
            f"{entry_id!r} is not a rule in the rulebook.", "id", "not_found"
        ) from None


def entries() -> list[Entry]:
    """Every entry, official rules first, in rulebook order."""
    return sorted(RULEBOOK.values(), key=lambda entry: entry.is_house_rule)


def entries_for_option(option: str) -> list[Entry]:
    """The entries that depend on house-rule ``option``."""
    return [entry for entry in RULEBOOK.values() if option in entry.options]


def search(query: str, language: str = "en") -> list[Entry]:
    """The entries that answer ``query``, best first; none when nothing matches.

    See :mod:`referee.search`, whose answer also offers the closest rules and a wizard.
    """
    from referee.search import search_rules  # the search reads this module's entries

    found = search_rules(query, language)
    return [RULEBOOK[entry_id] for entry_id in found.entry_ids] if found.matched else []


def as_played(rules: HouseRules) -> list[tuple[Entry, str]]:
    """Every entry with its text as ``rules`` make it."""
    return [(entry, entry.as_played(rules)) for entry in entries()]
