"""The error the pure layer raises for input it cannot accept, and how its messages quote values."""

from __future__ import annotations


class InputError(ValueError):
    """Input that breaks a rule of the data (not of the game).

    ``field`` is the path of the offending value (``"hands.Bob[1]"``) or ``None``;
    ``code`` is the snake_case error code the JSON API reports.
    """

    def __init__(self, message: str, field: str | None = None, code: str = "invalid") -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.code = code


def json_text(value: object) -> str:
    """A value as JSON writes it (``true``, ``2``, ``"same"``), for messages."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)
