"""The rulebook: every official rule and house rule, searchable, and "as played here".

Texts live in :mod:`referee.rulebook_entries`; this module turns them into ``Entry``
values, finds them by id or by words, and states each rule the way a table's
``HouseRules`` make it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from referee.errors import InputError
from referee.rulebook_entries import ENTRIES, HOUSE, Variant
from referee.rules import HouseRules


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

    def as_played(self, rules: HouseRules) -> str:
        """The rule as ``rules`` make it: the first matching variant, else the general text."""
        values = rules.to_dict()
        for conditions, text in self.variants:
            if all(values[name] == value for name, value in conditions.items()):
                return text.format(**values)
        return self.text


RULEBOOK: Mapping[str, Entry] = MappingProxyType({raw[0]: Entry(*raw) for raw in ENTRIES})


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


def search(query: str) -> list[Entry]:
    """Entries containing every word of ``query`` (any order), best matches first.

    A title match ranks above a text match; an empty query finds nothing.
    """
    words = _words(query)
    if not words:
        return []
    found = []
    for entry in RULEBOOK.values():
        haystack = _words(" ".join((entry.id, entry.title, entry.text, *entry.options)))
        if all(any(h.startswith(w) for h in haystack) for w in words):
            title, ident = _words(entry.title), _words(entry.id.replace("-", " "))
            # An id word counts twice: "uno call" should find uno-call before false-uno.
            score = sum(
                any(t.startswith(w) for t in title) + 2 * any(t.startswith(w) for t in ident)
                for w in words
            )
            found.append((-score, entry.id, entry))
    return [entry for _, _, entry in sorted(found, key=lambda item: item[:2])]


def as_played(rules: HouseRules) -> list[tuple[Entry, str]]:
    """Every entry with its text as ``rules`` make it."""
    return [(entry, entry.as_played(rules)) for entry in entries()]


def _words(text: str) -> list[str]:
    """Lower-case words of ``text`` (``+4``, ``seven-o`` and ``draw_four`` split sensibly)."""
    return re.findall(r"[a-z0-9+]+", text.lower().replace("_", " "))
