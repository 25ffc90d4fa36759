"""UNO table companion: the pure scoring and refereeing core (standard library only).

The core's modules stood side by side in this folder before they were grouped by layer;
code written against those addresses (``referee.scoring``, ``referee.web.games``) still
finds each module at its new one (:data:`MOVED`), without a module left behind here.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
from collections.abc import Sequence
from types import ModuleType

# Each module's earlier address and the one it has in the layers now.
MOVED = {
    **{f"referee.{name}": f"referee.scorekeeping.{name}" for name in (
        "scoring", "scoresheet", "checks", "summary", "season", "chart")},
    **{f"referee.{name}": f"referee.rulings.{name}" for name in (
        "situation", "ruling", "editions", "engine", "playing", "plays", "drawing", "calls",
        "first_card", "explain", "notation", "state_json")},
    **{f"referee.{name}": f"referee.simulation.{name}" for name in (
        "compact", "strategies", "fastplay", "fastcheck", "edition_play", "edition_check",
        "expectations")},
    "referee.rulebook_entries": "referee.rulebook.entries",
    "referee.search": "referee.rulebook.search",
    "referee.vocabulary": "referee.rulebook.vocabulary",
    "referee.vocabularies": "referee.rulebook.vocabularies",
    **{f"referee.web.{name}": f"referee.web.infra.{name}" for name in (
        "extensions", "kept", "security", "languages", "assets", "wording", "device")},
    **{f"referee.web.{name}": f"referee.web.edge.{name}" for name in (
        "fields", "forms", "schema", "rulings_json")},
    **{f"referee.web.{name}": f"referee.web.service.{name}" for name in (
        "models", "games", "groups")},
    "referee.web.exports": "referee.web.service.archive",
    "referee.web.expectations": "referee.web.service.expectations",
    "referee.web.history": "referee.web.pages.history",
    "referee.web.house_rules": "referee.web.pages.house_rules",
    "referee.web.group_pages": "referee.web.pages.groups",
    "referee.web.offline": "referee.web.pages.offline",
    "referee.web.disputes": "referee.web.pages.disputes",
    "referee.web.share": "referee.web.pages.share",
}  # fmt: skip


class _MovedModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds a module asked for by its earlier address: the module at its new one."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in MOVED:
            return None
        return importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(MOVED[spec.name])
        spec.loader_state = module.__spec__  # given back once the import is done
        return module

    def exec_module(self, module: ModuleType) -> None:
        """The module at its new address has run already: it keeps its own spec."""
        alias = module.__spec__
        if alias is not None and alias.loader_state is not None:
            module.__spec__ = alias.loader_state


sys.meta_path.append(_MovedModules())
