"""The layers of DESIGN.md "Layout": imports only go down, and no module's imports lead back
to it. Imports written inside functions count like any other."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "referee"

# Each part and the parts it may import (besides itself). The ground is the core's own
# modules directly in referee/; every web tier may import the whole core.
CORE = ("ground", "scorekeeping", "rulings", "rulebook", "simulation")
MAY_IMPORT: dict[str, set[str]] = {
    "ground": set(),
    "scorekeeping": {"ground"},
    "rulings": {"ground"},
    "rulebook": {"ground"},
    "simulation": {"ground", "scorekeeping", "rulings"},
    "entry": {"ground", "simulation"},
    "web": set(CORE),
    "infra": {*CORE, "web"},
    "edge": {*CORE, "web", "infra"},
    "service": {*CORE, "web", "infra", "edge"},
    "api": {*CORE, "web", "infra", "edge", "service"},
    "pages": {*CORE, "web", "infra", "edge", "service"},
    "commands": {*CORE, "web", "infra", "edge", "service"},
    "factory": {*CORE, "web", "infra", "edge", "service", "api", "pages", "commands"},
}
BLUEPRINT_TIERS = {"api", "pages"}
ENTRY_POINTS = {
    "referee.simulate": "entry",
    "referee.web.cli": "commands",
    "referee.web.errors": "factory",
    "referee.web.templating": "factory",
    "app": "factory",
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    found = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    found["app"] = ROOT / "app.py"
    return found


MODULES = all_modules()


def part_of(name: str) -> str:
    """The part of the layout module ``name`` belongs to."""
    if name in ENTRY_POINTS:
        return ENTRY_POINTS[name]
    parts = name.split(".")
    if parts[:2] == ["referee", "web"]:
        return parts[2] if len(parts) > 3 or (len(parts) == 3 and parts[2] in MAY_IMPORT) else "web"
    if len(parts) > 2 or (len(parts) == 2 and parts[1] in CORE):
        return parts[1]
    return "ground"


def imported_names(path: Path, package: str) -> set[str]:
    """Every dotted name an import in ``path`` may refer to (``from a.b import c`` names
    ``a.b`` and ``a.b.c``), relative imports read from ``package``."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def imports(name: str) -> set[str]:
    """Every module of the project that module ``name`` imports, anywhere in it."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    return (imported_names(path, package) & set(MODULES)) - {name}


def is_blueprint(name: str) -> bool:
    """Whether module ``name`` defines a blueprint."""
    return "Blueprint(" in MODULES[name].read_text(encoding="utf-8")


def graph() -> dict[str, set[str]]:
    return {name: imports(name) for name in MODULES}


def test_every_module_belongs_to_a_part() -> None:
    assert {part_of(name) for name in MODULES} <= set(MAY_IMPORT)
    assert part_of("referee.cards") == "ground"
    assert part_of("referee.scorekeeping.scoring") == "scorekeeping"
    assert part_of("referee.web.pages.games") == "pages"
    assert part_of("referee.web.edge.schema.games") == "edge"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_go_down(name: str) -> None:
    part = part_of(name)
    for target in imports(name):
        other = part_of(target)
        if other == part:
            if part in BLUEPRINT_TIERS:
                # no blueprint imports another (a module of helpers beside them is no blueprint)
                assert not is_blueprint(target), f"{name} imports {target}: a blueprint"
            continue
        assert other in MAY_IMPORT[part], f"{name} ({part}) imports {target} ({other})"


def strongly_connected(edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in edges.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle() -> None:
    assert strongly_connected(graph()) == []


def test_the_circle_finder_finds_a_circle() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert strongly_connected(edges) == [["a", "b", "c"]]


def test_the_import_reader_sees_imports_inside_functions(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text("def f():\n    from referee.web.pages import games\n    from . import x\n")
    names = imported_names(module, "referee.web.service")
    assert {"referee.web.pages.games", "referee.web.service.x"} <= names


def test_the_folders_stay_small() -> None:
    assert len(list(PACKAGE.glob("*.py"))) <= 8
    assert len(list((PACKAGE / "web").glob("*.py"))) <= 6
    for name, path in MODULES.items():
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= 1000, f"{name} has {lines} lines"


# ---- each fact in one place -----------------------------------------------------------------

DECK_NAMES = {"classic", "2015", "2018", "flip", "no_mercy", "all_wild", "attack"}
REGISTRY = "referee.decks"


def mentions_a_deck(node: ast.expr) -> bool:
    """Whether an expression names a deck: ``deck``, ``s.deck``, ``deck.name``, ``DECKS``."""
    return any(
        isinstance(part, ast.Name)
        and "deck" in part.id.lower()
        or isinstance(part, ast.Attribute)
        and "deck" in part.attr.lower()
        for part in ast.walk(node)
    )


def deck_names_used(path: Path) -> list[tuple[int, str]]:
    """Where a module compares a deck's name or looks a deck up by name:
    ``deck == "flip"``, ``s.deck in ("flip", ...)``, ``DECKS["flip"]``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        values: list[ast.expr] = []
        if isinstance(node, ast.Compare):
            sides = (node.left, *node.comparators)
            if any(mentions_a_deck(side) for side in sides):
                for side in sides:
                    values.extend(
                        side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]
                    )
        elif isinstance(node, ast.Subscript) and mentions_a_deck(node.value):
            values.append(node.slice)
        for value in values:
            if isinstance(value, ast.Constant) and value.value in DECK_NAMES:
                found.append((value.lineno, value.value))
            elif isinstance(value, ast.Name) and value.id.endswith("_DECK"):  # FLIP_DECK
                found.append((value.lineno, value.id))
    return found


def test_no_module_but_the_registry_compares_a_decks_name() -> None:
    used = {
        name: places
        for name, path in MODULES.items()
        if name != REGISTRY and (places := deck_names_used(path))
    }
    assert used == {}


def test_the_deck_name_finder_finds_a_comparison(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text(
        'if s.deck == "no_mercy" or deck.name in ("flip",) or "flip" in rank.does:\n'
        '    x = DECKS["attack"] if table.deck != ALL_WILD_DECK else None\n'
    )
    assert sorted(name for _, name in deck_names_used(module)) == [
        "ALL_WILD_DECK", "attack", "flip", "no_mercy",
    ]  # fmt: skip


def test_a_module_asked_for_by_its_earlier_address_is_the_module_at_its_new_one() -> None:
    import referee

    for old, new in referee.MOVED.items():
        assert old not in MODULES, f"{old} is still a module of its own"
        moved = importlib.import_module(old)
        assert moved is importlib.import_module(new)
        assert moved.__name__ == new and moved.__spec__ is not None
        assert moved.__spec__.name == new  # it keeps its own spec
