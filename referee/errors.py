"""The error the pure layer raises for input it cannot accept, and how its messages quote values.

Where the value was is kept as data, a path of keys, list positions and seats
(``("hands", Seat(1), 1)``), never as a string to be parsed back. :func:`field_text`
writes a path the way the JSON API reports it (``hands.Bob[1]``) when the error is
answered; a page reads the path itself to put the message next to its field.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Seat:
    """A step of a path that names a player by seat (written as their name, or the number)."""

    index: int


Step = str | int | Seat
Path = tuple[Step, ...]


class InputError(ValueError):
    """Input that breaks a rule of the data (not of the game).

    ``path`` is where the offending value was (empty when no one value is at fault);
    ``code`` is the snake_case error code the JSON API reports.
    """

    def __init__(
        self, message: str, path: Path | str | None = (), code: str = "invalid_value"
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path: Path = (path,) if isinstance(path, str) else (path or ())
        self.code = code

    @property
    def field(self) -> str | None:
        """The path as the API writes it, seats by number (``state.hands.1[0]``)."""
        return field_text(self.path)

    def naming(self, names: Sequence[str]) -> InputError:
        """The same refusal with its seats written as the players' names (``hands.Bob``)."""
        path = tuple(
            names[step.index] if isinstance(step, Seat) and step.index < len(names) else step
            for step in self.path
        )
        return InputError(self.message, path, self.code)

    def within(self, *prefix: Step) -> InputError:
        """The same refusal for a value that sits under ``prefix`` (a message that names
        the value names it from there too)."""
        path = (*prefix, *self.path)
        message = self.message
        old, new = field_text(self.path), field_text(path)
        if old and new and message.startswith(old):
            message = new + message[len(old) :]
        return InputError(message, path, self.code)


def field_text(path: Path, names: Sequence[str] = ()) -> str | None:
    """A path written as the JSON API names fields: keys joined by dots, positions in
    brackets, seats by the player's name when ``names`` are given (else by number).
    ``None`` for the empty path."""
    text = ""
    for step in path:
        if isinstance(step, int):
            text += f"[{step}]"
            continue
        if isinstance(step, Seat):
            step = names[step.index] if step.index < len(names) else str(step.index)
        text += f".{step}" if text else step
    return text or None


def json_text(value: object) -> str:
    """A value as JSON writes it (``true``, ``2``, ``"same"``), for messages."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)
