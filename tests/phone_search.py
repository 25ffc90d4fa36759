"""The phone's copy of the rulebook search (``static/rule_search.js``) run by Node, without
a browser: its answers to compare with the server's, question by question."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

SCRIPT = Path(__file__).resolve().parents[1] / "static" / "rule_search.js"


def find_node() -> str | None:
    """Node: the system's, else the one Playwright (a development requirement) brings."""
    system = shutil.which("node")
    if system:
        return system
    try:
        from playwright._impl._driver import compute_driver_executable

        bundled = Path(str(compute_driver_executable()[0]))
    except Exception:  # no Playwright, or another layout of it
        return None
    return str(bundled) if bundled.is_file() else None


NODE = find_node()

# The script reads its index from ``window`` and finds no search box outside a page.
RUNNER = """
const fs = require("fs");
const [script, indexPath, questionsPath] = process.argv.slice(1);
globalThis.window = { UnoRuleIndex: JSON.parse(fs.readFileSync(indexPath, "utf8")) };
globalThis.document = { getElementById: () => null };
(0, eval)(fs.readFileSync(script, "utf8"));
const searcher = new window.UnoRuleSearch.Searcher(window.UnoRuleIndex);
const questions = JSON.parse(fs.readFileSync(questionsPath, "utf8"));
process.stdout.write(JSON.stringify(questions.map((q) => searcher.search(q))));
"""


def phone_answers(index: dict[str, Any], questions: list[str]) -> list[dict[str, Any]]:
    """What the phone's search answers to each question with ``index`` (what the page's
    ``/rulebook/index-<tag>.js`` holds), as :meth:`referee.rulebook.search.Found.to_json`
    gives it."""
    assert NODE is not None, "the phone's search runs in Node"
    with tempfile.TemporaryDirectory() as folder:
        index_path, questions_path = Path(folder, "index.json"), Path(folder, "questions.json")
        index_path.write_text(json.dumps(index, ensure_ascii=False), encoding="utf-8")
        questions_path.write_text(json.dumps(questions, ensure_ascii=False), encoding="utf-8")
        done = subprocess.run(
            [NODE, "-e", RUNNER, str(SCRIPT), str(index_path), str(questions_path)],
            capture_output=True, text=True, encoding="utf-8", check=False, timeout=600,
        )  # fmt: skip
    assert done.returncode == 0, done.stderr
    answers: list[dict[str, Any]] = json.loads(done.stdout)
    return answers
