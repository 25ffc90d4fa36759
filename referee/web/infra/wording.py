"""Numbers and a Flip deck's sides as the device's language writes them (the names of
cards, colours and decks are the core's: :mod:`referee.cards`).

Decimals and percentages follow the language's conventions (``1,5`` in German, ``25 %``
in French) through Babel, with the locale Flask-Babel uses for the request (the language
of the moment, :func:`referee.i18n.current`), so they work the same outside a request.
They are rounded as Python rounds them first, so English reads as it always did.
"""

from __future__ import annotations

from babel import numbers

from referee import i18n
from referee.i18n import N_, _

# A Flip deck's sides: as a tag on a round ("light side") and as a choice ("Light").
SIDE_NAMES = {"light": N_("light side"), "dark": N_("dark side")}
SIDE_CHOICES = {"light": N_("Light"), "dark": N_("Dark")}


def locale() -> str:
    """The Babel locale of the language of the moment (``pt_BR``)."""
    return i18n.locale_of(i18n.current())


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals in the language of the moment, never ``-0.0``."""
    pattern = "0." + "0" * digits if digits else "0"
    return numbers.format_decimal(round(value, digits) + 0.0, format=pattern, locale=locale())


def percent(share: float) -> str:
    """A share (0 to 1) as a whole percentage in the language of the moment (``25%``)."""
    return numbers.format_percent(round(share * 100) / 100, locale=locale())


def side_name(side: str) -> str:
    """A side of the Flip deck as a round's tag: ``light side``."""
    return _(SIDE_NAMES[side]) if side in SIDE_NAMES else side


def side_choice(side: str) -> str:
    """A side of the Flip deck as a choice: ``Light``."""
    return _(SIDE_CHOICES[side]) if side in SIDE_CHOICES else side.capitalize()
