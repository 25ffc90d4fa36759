"""Check translation catalogs: every message translated, none fuzzy, placeholders kept.

Usage: python scripts/check_catalogs.py [PO_FILE ...]
(default: every catalog in referee/translations). Prints one line per fault and exits 1
when there is any.

Placeholders are ``{name}`` or ``{name:spec}`` (the core's and the scripts' messages)
and ``%(name)s`` (the templates'). A translation must use the same names as the English:
a plural's forms together use the English forms' names, and no form uses a name the
English lacks.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po

CATALOGS = Path(__file__).resolve().parent.parent / "referee" / "translations"
PLACEHOLDER = re.compile(
    r"\{([A-Za-z_][A-Za-z0-9_]*)(?:[:!][^{}]*)?\}|%\(([A-Za-z_][A-Za-z0-9_]*)\)[sdif]"
)


def names(text: str) -> set[str]:
    """The placeholders a text uses."""
    return {brace or percent for brace, percent in PLACEHOLDER.findall(text)}


def faults(path: Path) -> list[str]:
    """What is wrong with one catalog."""
    with path.open("rb") as file:
        catalog = read_po(file)
    found: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        where = f"{path}: {ids[0]!r}"
        if message.fuzzy:
            found.append(f"{where}: fuzzy")
        if not all(strings):
            found.append(f"{where}: not translated")
            continue
        english = set().union(*(names(text) for text in ids))
        used = [names(text) for text in strings]
        if isinstance(message.id, tuple):
            extra = set().union(*used) - english
            if extra or set().union(*used) != english:
                found.append(f"{where}: placeholders {sorted(set().union(*used))} "
                             f"instead of {sorted(english)}")  # fmt: skip
        elif used[0] != english:
            found.append(f"{where}: placeholders {sorted(used[0])} instead of {sorted(english)}")
    return found


def main(arguments: list[str]) -> int:
    paths = [Path(a) for a in arguments] or sorted(CATALOGS.glob("*/LC_MESSAGES/*.po"))
    problems = [line for path in paths for line in faults(path)]
    for line in problems:
        print(line)
    print(f"{len(paths)} catalogs, {len(problems)} faults", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
