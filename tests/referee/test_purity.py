"""The pure core imports only the standard library and itself."""

import ast
import sys
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "referee"
MODULES = sorted(p for p in CORE.rglob("*.py") if "web" not in p.relative_to(CORE).parts)


def imported(path: Path) -> set[str]:
    """Full names of every module ``path`` imports (``from a.b import c`` names ``a.b``
    and ``a.b.c``, since ``c`` may be a module)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def imported_roots(path: Path) -> set[str]:
    """Top-level names of every module ``path`` imports."""
    return {name.split(".")[0] for name in imported(path)}


def test_the_core_has_modules_to_check():
    names = {p.name for p in MODULES}
    assert {"cards.py", "scoring.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_core_module_imports_only_the_standard_library(path):
    foreign = imported_roots(path) - set(sys.stdlib_module_names) - {"referee"}
    assert not foreign, f"{path.name} imports {sorted(foreign)}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_core_module_imports_nothing_of_the_web_layer(path):
    web = {name for name in imported(path) if name.startswith("referee.web")}
    assert not web, f"{path.name} imports {sorted(web)}"


def test_the_checker_would_catch_an_import_of_the_web_layer(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from referee import web\nfrom referee.cards import Card\n")
    assert {name for name in imported(bad) if name.startswith("referee.web")} == {"referee.web"}


def test_the_checker_would_catch_a_web_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import flask\nfrom sqlalchemy.orm import Session\nfrom wtforms import Form\n")
    assert imported_roots(bad) - set(sys.stdlib_module_names) == {"flask", "sqlalchemy", "wtforms"}
