"""Fixtures shared by the web tests: actions on the JSON API and on the pages, and checks.

Like flaskr's ``AuthActions``: ``api`` calls the JSON API the way a client does, ``table``
posts the pages' forms the way a phone does. Test modules take these as fixtures and
never import one another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

FOUR = ["Ann", "Bob", "Cy", "Dee"]
SNAKE_CASE = re.compile(r"[a-z]+(_[a-z0-9]+)*")
# A second sentence starts after a full stop, a space and a capital letter.
SECOND_SENTENCE = re.compile(r"[.!?]\s+[A-Z]")


def check_one_sentence(message: object) -> None:
    """A message is one clear sentence: text ending in a full stop, no second sentence."""
    assert isinstance(message, str) and len(message) > 5, message
    assert message.rstrip().endswith("."), message
    assert not SECOND_SENTENCE.search(message), message


def check_error(response: Any, status: int, code: str, field: str | None = None) -> dict:
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
    check_one_sentence(error["message"])
    return error


@pytest.fixture(scope="session")
def assert_error() -> Any:
    """``assert_error(response, status, code, field)``: the common error shape; the error."""
    return check_error


@pytest.fixture
def database_state(app: Any) -> Callable[[], list[tuple[Any, ...]]]:
    """``database_state()``: every row of every table, in a stable order (compare two to
    show that a request wrote nothing)."""
    import sqlalchemy as sa

    from referee.web.infra.extensions import db

    def rows() -> list[tuple[Any, ...]]:
        with app.app_context():
            found: list[tuple[Any, ...]] = []
            for table in db.metadata.sorted_tables:
                ordered = sa.select(table).order_by(*table.primary_key.columns)
                found.extend((table.name, *map(str, row)) for row in db.session.execute(ordered))
            db.session.remove()
        return found

    return rows


@pytest.fixture(scope="session")
def assert_one_sentence() -> Any:
    """``assert_one_sentence(message)``: one sentence ending in a full stop."""
    return check_one_sentence


class Api:
    """Short calls on the JSON API through the test client."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def create(self, **body: Any) -> tuple[dict, str]:
        """Create a game (four players unless told); return its document and edit key."""
        body.setdefault("players", list(FOUR))
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
            headers["Authorization"] = f"Bearer {key}"
        return self.client.post(f"/api/games/{game_id}/rounds", json=body, headers=headers)

    def put_round(self, game_id: str, key: str | None, number: int, body: Any, **headers: str):
        """PUT (replace) a round."""
        if key is not None:
            headers["Authorization"] = f"Bearer {key}"
        return self.client.put(f"/api/games/{game_id}/rounds/{number}", json=body, headers=headers)

    def delete_round(self, game_id: str, key: str | None, number: int, **headers: str) -> Any:
        """DELETE a round."""
        if key is not None:
            headers["Authorization"] = f"Bearer {key}"
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


@pytest.fixture
def api(client: Any) -> Api:
    """Calls on the JSON API."""
    return Api(client)


@pytest.fixture
def api_for() -> Any:
    """``api_for(client)``: calls on the JSON API through another client."""
    return Api


class Table:
    """Actions on the pages, the way a phone does them."""

    def __init__(self, client: Any) -> None:
        self.client = client

    @staticmethod
    def token_of(html: str) -> str:
        """The CSRF token of the first form in the page."""
        return re.search(r'name="csrf_token"[^>]*value="([^"]+)"', html).group(1)

    @staticmethod
    def hidden(html: str, name: str) -> str:
        """The value of a hidden field."""
        return re.search(rf'name="{name}"[^>]*value="([^"]*)"', html).group(1)

    @staticmethod
    def game_id_of(location: str) -> str:
        """The game id in a ``/g/<id>`` URL."""
        return re.fullmatch(r"/g/([\w-]+)", location).group(1)

    def start(self, players=FOUR, **fields):
        """Post the start form; return the response (not followed)."""
        page = self.client.get("/")
        data = {
            "csrf_token": self.token_of(page.text),
            "target": "500",
            "scoring": "collect",
            "deck": "classic",
            "preset": "official",
            "teams": "none",
            "dealer": "0",
        }
        data.update({f"players-{slot}": name for slot, name in enumerate(players)})
        data.update(fields)
        return self.client.post("/", data=data)

    def new_game(self, players=FOUR, **fields) -> str:
        """Start a game and return its id."""
        response = self.start(players, **fields)
        assert response.status_code == 302, response.text
        return self.game_id_of(response.headers["Location"])

    def round_form(self, game_id, number=None):
        """The round form page (new, or editing ``number``)."""
        path = (
            f"/g/{game_id}/rounds/new" if number is None else f"/g/{game_id}/rounds/{number}/edit"
        )
        return path, self.client.get(path)

    def record(self, game_id, winner, hands, number=None, **overrides):
        """Fill and post the round form; ``hands`` maps seats to typed text."""
        path, page = self.round_form(game_id, number)
        assert page.status_code == 200, page.text
        data = {
            "csrf_token": self.token_of(page.text),
            "request_id": self.hidden(page.text, "request_id"),
            "version": self.hidden(page.text, "version"),
            "winner": str(winner),
        }
        data.update({f"hand_{seat}": text for seat, text in hands.items()})
        data.update(overrides)
        return self.client.post(path, data=data)

    def document(self, game_id):
        """The game as the JSON API shows it."""
        return self.client.get(f"/api/games/{game_id}").get_json()


@pytest.fixture
def table(client: Any) -> Table:
    """Actions on the pages."""
    return Table(client)


@pytest.fixture
def table_for() -> Any:
    """``table_for(client)``: actions on the pages through another client (another phone)."""
    return Table
