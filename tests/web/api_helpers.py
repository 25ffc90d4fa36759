"""Helpers for the JSON API tests: a small client wrapper and assertions on errors."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
EXAMPLE_ROUND = {
    "winner": "Ann",
    "hands": {"Bob": ["R7", "BS"], "Cy": {"points": 35}, "Dee": ["G0"]},
}
OFFICIAL_RULES = {
    "stacking": "off",
    "seven_o": False,
    "jump_in": False,
    "draw_until_playable": False,
    "must_play_drawn": False,
    "draw_four_challenge": True,
    "challenge_winner_plays": True,
    "uno_penalty": 2,
    "false_uno_penalty": 0,
    "two_player_reverse_skips": True,
    "no_wild_finish": False,
    "first_reverse": "dealer",
}
DOCUMENT_KEYS = [
    "id",
    "name",
    "target",
    "scoring",
    "deck",
    "rules",
    "players",
    "teams",
    "rounds",
    "totals",
    "over",
    "winners",
    "dealer",
    "version",
]
SNAKE_CASE = re.compile(r"[a-z]+(_[a-z0-9]+)*")
# A second sentence starts after a full stop, a space and a capital letter.
SECOND_SENTENCE = re.compile(r"[.!?]\s+[A-Z]")


def assert_error(response: Any, status: int, code: str, field: str | None = None) -> dict:
    """Check the common error shape, status, code and field; return the error."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.is_json, response.content_type
    body = response.get_json()
    assert list(body) == ["error"]
    error = body["error"]
    assert set(error) == {"code", "message", "field"}
    assert error["code"] == code, error
    assert SNAKE_CASE.fullmatch(error["code"])
    assert error["field"] == field, error
    assert_one_sentence(error["message"])
    return error


def assert_one_sentence(message: object) -> None:
    """A message is one clear sentence: text ending in a full stop, no second sentence."""
    assert isinstance(message, str) and len(message) > 5, message
    assert message.rstrip().endswith("."), message
    assert not SECOND_SENTENCE.search(message), message


def bearer(key: str) -> dict[str, str]:
    """The header that carries an edit key."""
    return {"Authorization": f"Bearer {key}"}


class Api:
    """Short calls on the JSON API through the test client."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def create(self, **body: Any) -> tuple[dict, str]:
        """Create a game (four players unless told); return its document and edit key."""
        body.setdefault("players", list(PLAYERS))
        response = self.client.post("/api/games", json=body)
        assert response.status_code == 201, response.get_json()
        doc = response.get_json()
        key = doc.pop("edit_key")
        return doc, key

    def document(self, game_id: str) -> dict:
        """The current game document."""
        response = self.client.get(f"/api/games/{game_id}")
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    def post_round(self, game_id: str, key: str | None, body: Any, **headers: str) -> Any:
        """POST a round; ``key=None`` sends no Authorization header."""
        if key is not None:
            headers.update(bearer(key))
        return self.client.post(f"/api/games/{game_id}/rounds", json=body, headers=headers)

    def put_round(self, game_id: str, key: str | None, number: int, body: Any, **headers: str):
        """PUT (replace) a round."""
        if key is not None:
            headers.update(bearer(key))
        return self.client.put(f"/api/games/{game_id}/rounds/{number}", json=body, headers=headers)

    def delete_round(self, game_id: str, key: str | None, number: int, **headers: str) -> Any:
        """DELETE a round."""
        if key is not None:
            headers.update(bearer(key))
        return self.client.delete(f"/api/games/{game_id}/rounds/{number}", headers=headers)

    def play(self, game_id: str, key: str, winner: str, **hands: Any) -> dict:
        """Record a round that must succeed; hands are card lists or point totals."""
        body = {
            "winner": winner,
            "hands": {
                name: {"points": hand} if isinstance(hand, int) else hand
                for name, hand in hands.items()
            },
        }
        response = self.post_round(game_id, key, body)
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    @contextmanager
    def unchanged(self, game_id: str) -> Iterator[dict]:
        """Assert that the game document (version included) is the same afterwards."""
        before = self.document(game_id)
        yield before
        assert self.document(game_id) == before


def hands_of(doc: Mapping[str, Any], number: int) -> dict:
    """The hands of round ``number`` in a document."""
    return doc["rounds"][number - 1]["hands"]
