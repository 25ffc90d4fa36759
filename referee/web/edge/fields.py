"""The shape of input, read into core values: one vocabulary for the JSON API and the forms.

Each reader takes one value as sent and returns it clean, or raises :class:`InputError`
carrying the value's path (``("players", 2)``), an error code, and a message worded
here and nowhere else. What comes out are the core's values keyed by seat (a
:class:`~referee.scorekeeping.scoring.RoundResult`,
:class:`~referee.scorekeeping.checks.GameSettings`); the game's
own rules on them (:mod:`referee.scorekeeping.checks`) run after, whichever way the input came.

Text that is stored (names, request ids) never holds a control character: NUL, the other
C0 controls, DEL and the C1 controls are refused, naming the field. In names, tabs and
line breaks are spacing like a space: runs of spacing become one space, ends are trimmed.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from flask import request

from referee.cards import CardError
from referee.decks import Deck, get_deck
from referee.errors import InputError, Path, json_text
from referee.i18n import _, ngettext
from referee.rules import MAX_PLAYERS, MIN_PLAYERS, HouseRules
from referee.scorekeeping.checks import (
    MAX_POINTS,
    MAX_TARGET,
    MIN_TARGET,
    GameSettings,
    check_settings,
    check_table,
    round_side,
)
from referee.scorekeeping.scoring import Leftover, Method, RoundResult, Table

__all__ = ["MAX_PLAYERS", "MAX_POINTS", "MAX_TARGET", "MIN_PLAYERS", "MIN_TARGET"]  # re-read

MAX_NAME_LENGTH = 24
MAX_GAME_NAME = 60
MAX_REQUEST_ID = 64

# Unicode's control characters (category Cc): C0, DEL and C1.
CONTROL_CHARACTER = re.compile("[\x00-\x1f\x7f-\x9f]")
# The same without tab, line feed, vertical tab, form feed and carriage return: trimmed
# text turns those into a space (a name pasted with a line break) and stores none of them.
CONTROL_BUT_SPACING = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")
# A club night: its players, the size of its tables, its rounds, its round clock.
MIN_NIGHT_PLAYERS, MAX_NIGHT_PLAYERS = 4, 120
MIN_TABLE_SIZE, MAX_TABLE_SIZE, DEFAULT_TABLE_SIZE = 3, 10, 4
MIN_NIGHT_ROUNDS, MAX_NIGHT_ROUNDS, DEFAULT_NIGHT_ROUNDS = 1, 12, 3
MIN_MINUTES, MAX_MINUTES = 5, 240
VERSION = re.compile("[0-9]{1,18}")
WHOLE_NUMBER_TEXT = re.compile(r"\s*-?[0-9]{1,9}\s*")


# ---- keys -------------------------------------------------------------------------------


def reject_unknown(body: Mapping[str, object], allowed: Sequence[str], prefix: str = "") -> None:
    """Refuse keys the contract does not know.

    :raises InputError: ``unknown_field``, naming the first unknown key.
    """
    for key in body:
        if key not in allowed:
            raise InputError(unknown_field(key, allowed), f"{prefix}{key}", "unknown_field")


def unknown_field(key: str, allowed: Sequence[str]) -> str:
    """The message for an unknown key, listing the keys allowed where it was."""
    if not allowed:
        return _("Unknown field “{key}”; none is allowed here.").format(key=key)
    return _("Unknown field “{key}”; allowed: {allowed}.").format(
        key=key, allowed=", ".join(allowed)
    )


def require(
    body: Mapping[str, object], key: str, prefix: str = "", what: str = "", null: bool = True
) -> object:
    """The value of a required key; ``null`` counts as missing unless ``null`` is False.
    ``what`` says what the value is (a phrase already in the language of the moment).

    :raises InputError: ``missing_field`` when it is absent.
    """
    value = body.get(key)
    if key not in body or value is None and null:
        path = f"{prefix}{key}"
        message = (
            _("{field} is required: {what}.").format(field=path, what=what)
            if what
            else _("{field} is required.").format(field=path)
        )
        raise InputError(message, path, "missing_field")
    return value


def moved(error: InputError, prefix: str) -> InputError:
    """The same refusal for a value read without ``prefix`` (``rules.x`` read as ``x``)."""
    field = None if error.field is None else error.field.removeprefix(prefix)
    return InputError(error.message.removeprefix(prefix), field, error.code)


# ---- numbers ------------------------------------------------------------------------------


def whole_number(value: object, field: str, low: int, high: int, label: str = "") -> int:
    """A whole number from ``low`` to ``high`` (``true`` and ``5.0`` are not whole numbers).

    :raises InputError: ``invalid_value`` otherwise.
    """
    named = label or field
    if isinstance(value, int) and not isinstance(value, bool):
        if low <= value <= high:
            return value
        message = _("{label} must be a whole number from {low} to {high}; {value} given.")
    else:
        message = _("{label} must be a whole number from {low} to {high}.")
    raise InputError(
        message.format(label=named, low=low, high=high, value=value), field, "invalid_value"
    )


def one_of(value: object, allowed: Sequence[object], field: str) -> object:
    """One of the ``allowed`` values (``true`` is not ``1``).

    :raises InputError: ``invalid_value`` otherwise.
    """
    if any(type(value) is type(choice) and value == choice for choice in allowed):
        return value
    listed = ", ".join(json_text(choice) for choice in allowed)
    raise InputError(
        _("{field} must be one of {values}.").format(field=field, values=listed),
        field,
        "invalid_value",
    )


def number_text(text: str) -> int | str:
    """Typed text as the number it spells, or as it is (for the checks to refuse).

    Query strings and form fields carry numbers as text; this reads them so that a
    number typed is checked like a number sent as JSON.
    """
    return int(text) if WHOLE_NUMBER_TEXT.fullmatch(text) else text


def clean_method(value: object, field: str = "scoring") -> Method:
    """A scoring method by name: ``collect``, ``lowest`` or ``elimination``.

    :raises InputError: ``invalid_value`` otherwise.
    """
    return Method(one_of(value, [method.value for method in Method], field))


def clean_target(value: object, field: str = "target") -> int:
    """A target score from 50 to 10000.

    :raises InputError: otherwise.
    """
    return whole_number(value, field, MIN_TARGET, MAX_TARGET, _("The target"))


def clean_version(value: str | None, field: str) -> int | None:
    """The game version a write is based on, written as digits; ``None`` when not given.

    :raises InputError: ``precondition_failed`` for anything but digits.
    """
    if value is None:
        return None
    if not VERSION.fullmatch(value):
        raise InputError(
            _("{field} must be a game version such as “3”.").format(field=field),
            field,
            "precondition_failed",
        )
    return int(value)


# ---- text ---------------------------------------------------------------------------------


def plain_text(value: object, field: Path | str, label: str, spacing: bool = False) -> str:
    """``value`` as text without control characters (but tabs and line breaks with ``spacing``).

    :raises InputError: ``invalid_value`` if it is not text or holds a control character.
    """
    if not isinstance(value, str):
        raise InputError(_("{label} must be text.").format(label=label), field, "invalid_value")
    found = (CONTROL_BUT_SPACING if spacing else CONTROL_CHARACTER).search(value)
    if found:
        raise InputError(
            _("{label} cannot hold control characters (U+{code} found).").format(
                label=label, code=f"{ord(found.group()):04X}"
            ),
            field,
            "invalid_value",
        )
    return value


def clean_text(
    value: object,
    field: Path | str,
    label: str,
    max_length: int,
    *,
    required: bool = False,
    collapse: bool = True,
) -> str:
    """Text of at most ``max_length`` characters; with ``collapse``, runs of spaces become one.

    :raises InputError: ``invalid_value`` if it is not such text, or empty when ``required``.
    """
    text = plain_text(value, field, label, spacing=collapse)
    if collapse:
        text = " ".join(text.split())
    if required and not text:
        raise InputError(_("{label} cannot be empty.").format(label=label), field, "invalid_value")
    if len(text) > max_length:
        raise InputError(
            ngettext(
                "{label} must be at most {limit} character; {count} given.",
                "{label} must be at most {limit} characters; {count} given.",
                max_length,
            ).format(label=label, limit=max_length, count=len(text)),
            field,
            "invalid_value",
        )
    return text


def clean_request_id(value: object, field: str = "request_id") -> str | None:
    """The optional idempotency key of a write: 1 to 64 characters, taken as sent.

    :raises InputError: if it is not such text.
    """
    if value is None:
        return None
    return clean_text(value, field, "request_id", MAX_REQUEST_ID, required=True, collapse=False)


def clean_name(value: object, field: Path | str) -> str:
    """A player name: spaces trimmed, 1 to 24 characters.

    :raises InputError: if it is not such text.
    """
    return clean_text(value, field, _("A player name"), MAX_NAME_LENGTH, required=True)


def clean_game_name(value: object, field: str = "name") -> str:
    """A game's optional name: spaces trimmed, at most 60 characters (``None`` is empty).

    :raises InputError: if it is not such text.
    """
    return clean_text("" if value is None else value, field, _("The game name"), MAX_GAME_NAME)


def clean_group_name(value: object, field: str = "name") -> str:
    """A group's name: spaces trimmed, 1 to 60 characters, read like a game's name.

    :raises InputError: if it is not such text.
    """
    return clean_text(value, field, _("The group name"), MAX_GAME_NAME, required=True)


# ---- players and teams ----------------------------------------------------------------------


def clean_players(values: Sequence[object], field: str = "players") -> tuple[str, ...]:
    """The players in clockwise seat order, each name read (how many, and names used
    twice, are the game's concern: :func:`referee.scorekeeping.checks.check_table`).

    :raises InputError: naming the first name that is not a name.
    """
    return tuple(clean_name(value, (field, index)) for index, value in enumerate(values))


def check_night_player_count(count: int, field: str = "players") -> None:
    """A club night seats 4 to 120 players.

    :raises InputError: naming ``players`` otherwise.
    """
    if not MIN_NIGHT_PLAYERS <= count <= MAX_NIGHT_PLAYERS:
        raise InputError(
            _("A club night needs {low} to {high} players; {count} given.").format(
                low=MIN_NIGHT_PLAYERS, high=MAX_NIGHT_PLAYERS, count=count
            ),
            field,
            "invalid_value",
        )


def clean_night_players(values: object, field: str = "players") -> tuple[str, ...]:
    """A club night's players: 4 to 120 player names (each read as a game's), no name
    twice ignoring case.

    :raises InputError: naming the list, or the first name that is wrong or a repeat
        (``players[i]``).
    """
    if not isinstance(values, list | tuple):
        raise InputError(
            _("{field} must be a list of {low} to {high} names.").format(
                field=field, low=MIN_NIGHT_PLAYERS, high=MAX_NIGHT_PLAYERS
            ),
            field,
            "invalid_value",
        )
    check_night_player_count(len(values), field)
    names = clean_players(values, field)
    seen: set[str] = set()
    for index, name in enumerate(names):
        if name.casefold() in seen:
            raise InputError(
                _("“{name}” appears twice.").format(name=name), (field, index), "invalid_value"
            )
        seen.add(name.casefold())
    return names


def seat_of(players: Sequence[str], name: object, path: Path | str) -> int:
    """The seat of the player called ``name`` (ignoring case and extra spaces).

    :raises InputError: ``unknown_player`` if no player has that name.
    """
    if isinstance(name, str):
        key = " ".join(name.split()).casefold()
        for seat, player in enumerate(players):
            if player.casefold() == key:
                return seat
    raise InputError(
        _("{name} is not a player in this game.").format(name=repr(name)), path, "unknown_player"
    )


# ---- decks --------------------------------------------------------------------------------


def clean_deck(value: object, field: str = "deck") -> Deck:
    """The deck named ``value``.

    :raises InputError: ``invalid_value`` if there is no such deck.
    """
    try:
        return get_deck(value)  # type: ignore[arg-type]  # not a name is no deck either
    except CardError as error:
        raise InputError(str(error), field, "invalid_value") from None


def deck_name(value: object, field: str = "deck") -> str:
    """The name of the deck ``value`` names (:func:`clean_deck`)."""
    return clean_deck(value, field).name


# ---- a new game ------------------------------------------------------------------------------


def new_game(
    *,
    name: str,
    players: Sequence[str],
    target: int,
    method: Method,
    deck: str,
    rules: HouseRules,
    teams: Sequence[Sequence[str]] | None,
    play_on: bool,
    dealer_name: object = None,
    dealer_seat: int = 0,
) -> GameSettings:
    """A new game from values already read (names trimmed, numbers whole), as the API and
    the start form both give them: teams by name, the dealer by name (the API) or by seat
    (the form), names looked up among the players, and the whole checked against the
    game's rules.

    :raises InputError: naming the first value that is wrong.
    """
    names = tuple(players)
    check_table(Table(names))  # no name twice, before names are looked up
    partners = None
    if teams is not None:
        partners = tuple(
            tuple(
                names[seat_of(names, member, ("teams", t_index, p_index))]
                for p_index, member in enumerate(team)
            )
            for t_index, team in enumerate(teams)
        )
    first = dealer_seat if dealer_name is None else seat_of(names, dealer_name, "dealer")
    table = Table(names, target, method, deck, partners, first_dealer=first, play_on=play_on)
    settings = GameSettings(name, table, rules)
    check_settings(settings)
    return settings


# ---- a round ------------------------------------------------------------------------------


def round_by_seat(
    winner: object,
    hands: Mapping[str, Leftover],
    table: Table,
    *,
    side: str | None = None,
    knocked_out: Sequence[object] = (),
) -> ReadRound:
    """A round given by names (``winner``, ``hands`` keyed by name as sent, the players
    ``knocked_out`` by No Mercy's mercy rule) as the core holds it, by seat, on its
    ``side`` (a two-sided deck's, read from the cards when not given).

    :raises InputError: naming the first value that is wrong: hands by the key sent.
    """
    seat = seat_of(table.players, winner, "winner")
    by_seat: dict[int, Leftover] = {}
    sent: dict[int, str] = {}  # each seat's key as sent, to name it as the request did
    for key, hand in hands.items():
        owner = key.seat if isinstance(key, SeatName) else hand_owner(key, table.players)
        if owner in by_seat:
            raise InputError(
                _("{name} appears twice in {field}.").format(
                    name=table.players[owner], field="hands"
                ),
                ("hands", key),
                "invalid_value",
            )
        by_seat[owner], sent[owner] = hand, key
    knocked = read_knocked_out(knocked_out, table.players)
    result = RoundResult(
        seat, {owner: by_seat[owner] for owner in sorted(by_seat)}, knocked_out=knocked
    )
    names = tuple(sent.get(s, name) for s, name in enumerate(table.players))
    try:
        return ReadRound(with_side(result, get_deck(table.deck), side), names)
    except InputError as error:
        raise error.naming(names) from None


class ReadRound(NamedTuple):
    """A round read at the edge: by seat, as the core holds it, and each seat's name as the
    request wrote it, to name the round's faults the way the request did (the game's own
    rules are checked when the scoresheet takes the round)."""

    result: RoundResult
    names: tuple[str, ...]


class SeatName(str):
    """A player's name as a request wrote it, with the seat it names (read once)."""

    seat: int

    def __new__(cls, name: str, seat: int) -> SeatName:
        named = super().__new__(cls, name)
        named.seat = seat
        return named


def hand_owner(key: str, players: Sequence[str]) -> int:
    """The seat a key of ``hands`` names.

    :raises InputError: ``unknown_field``: a key that names nobody is an unknown key.
    """
    try:
        return seat_of(players, key, ("hands", key))
    except InputError:
        raise InputError(
            _("{name} is not a player in this game, so {field} cannot hold it.").format(
                name=json_text(key), field="hands"
            ),
            ("hands", key),
            "unknown_field",
        ) from None


def read_knocked_out(value: Sequence[object], players: Sequence[str]) -> frozenset[int]:
    """The players a round names as knocked out by the mercy rule, as seats.

    :raises InputError: naming the name that is wrong, or ``knocked_out``.
    """
    seats = [seat_of(players, name, ("knocked_out", i)) for i, name in enumerate(value)]
    if len(set(seats)) != len(seats):
        raise InputError(_("A player is knocked out once."), "knocked_out", "invalid_value")
    return frozenset(seats)


def with_side(result: RoundResult, deck: Deck, given: str | None) -> RoundResult:
    """The round with its side: ``given``, else read from its cards (two-sided decks only);
    a code on both sides (Flip's ``W``) is then the card of the round's side.

    :raises InputError: naming ``side`` when it is wrong for the deck or the cards.
    """
    side = round_side(deck, [hand.cards or () for hand in result.hands.values()], given)
    if side is None:
        return result
    hands = {seat: on_side(hand, deck, side) for seat, hand in result.hands.items()}
    return dataclasses.replace(result, hands=hands, side=side)


def on_side(hand: Leftover, deck: Deck, side: str) -> Leftover:
    """A hand's cards read on ``side`` where a code names a card on both sides (Flip's
    ``W``, or a ``7`` without its colour)."""
    if hand.cards is None:
        return hand
    return Leftover.of_cards([deck.read(card.code, side, card.colourless) for card in hand.cards])


def reject_unknown_query_keys() -> None:
    """Unknown keys are an error in the query string too.

    An endpoint that reads its query with a model of :mod:`referee.web.edge.schema` is
    checked there; any other takes no query key at all.
    """
    if request.endpoint not in QUERY_READERS:
        reject_unknown(request.args, ())


QUERY_READERS = ("api.list_cards",)
