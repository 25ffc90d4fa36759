"""How many bytes a phone fetches on a cold visit to each page of a game's story.

Run from the repository root: ``.venv/bin/python bench/page_weights.py``. For games of
4 players and 12 rounds, 6 and 25, and 10 and 40 (cards in some hands, a saved ruling),
prints the page's HTML, the page with its stylesheets and scripts (a cold visit), the
same compressed as it goes over the wire, and the chart's share, for the scoreboard (as
the edit link and as the view link sees it), the summary, the timeline, a player page and
the rules page. Figures, not a test.
"""

from __future__ import annotations

import html
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402

SIZES = [(4, 12), (6, 25), (10, 40)]
GZIP = {"Accept-Encoding": "gzip"}
CHALLENGE = "seat=1&before=R&held=yes&named=G&direction=cw"


def weight(client: Any, path: str) -> tuple[int, int, int, int]:
    """The page's bytes; with its stylesheets and scripts, plain and compressed as a phone
    asks for them (over the wire); and its charts' bytes."""
    plain = wire = 0
    page = client.get(path)
    assert page.status_code == 200, path
    assets = set(re.findall(r'(?:href|src)="(/static/[^"]+\.(?:css|js)[^"]*)"', page.text))
    for address in [path, *(html.unescape(asset) for asset in assets)]:
        for headers in ({}, GZIP):
            response = client.get(address, headers=headers)
            if headers:
                wire += len(response.data)
            else:
                plain += len(response.data)
            response.close()
    charts = sum(
        len(svg) for svg in re.findall(r"<svg class=\"score-chart.*?</svg>", page.text, re.S)
    )
    return len(page.data), plain, wire, charts


def play(client: Any, players: int, rounds: int) -> tuple[str, str]:
    """A game that plays on, with rounds in which everyone wins in turn; returns id and key."""
    names = [f"Player {n}" for n in range(players)]
    game = client.post("/api/games", json={"players": names, "target": 10000, "play_on": True})
    game_id, key = game.get_json()["id"], game.get_json()["edit_key"]
    for number in range(rounds):
        winner = names[number % players]
        others = [name for name in names if name != winner]
        hands: dict[str, object] = {name: {"points": 5 + 7 * number % 60} for name in others}
        hands[others[0]] = ["R7", "BS", "W+4"]
        response = client.post(
            f"/api/games/{game_id}/rounds",
            json={"winner": winner, "hands": hands},
            headers={"Authorization": f"Bearer {key}"},
        )
        assert response.status_code == 201, response.text
    return game_id, key


def main() -> None:
    """Print the weights."""
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/bench.sqlite",
                "SECRET_KEY": "bench",
                "WTF_CSRF_ENABLED": False,
            }
        )
        print(f"{'game':>6}  {'page':<18} {'html':>7} {'cold':>7} {'wire':>7} {'charts':>7}")
        for players, rounds in SIZES:
            editor, viewer = app.test_client(), app.test_client()
            game, key = play(editor, players, rounds)
            editor.get(f"/g/{game}/edit/{key}")
            editor.post(
                f"/g/{game}/rulings",
                data={"dispute": "challenge", "answers": CHALLENGE, "request_id": "bench"},
            )
            pages = [
                ("scoreboard (edit)", editor, f"/g/{game}"),
                ("scoreboard (view)", viewer, f"/g/{game}"),
                ("summary", viewer, f"/g/{game}/summary"),
                ("timeline", viewer, f"/g/{game}/timeline"),
                ("player", viewer, "/players/Player 1"),
                ("rules", viewer, f"/g/{game}/rules"),
            ]
            for label, client, path in pages:
                page, cold, wire, charts = weight(client, path)
                size = f"{players}x{rounds}"
                print(f"{size:>6}  {label:<18} {page:>7} {cold:>7} {wire:>7} {charts:>7}")


if __name__ == "__main__":
    main()
