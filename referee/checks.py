"""One vocabulary of input checks, shared by the JSON API, the HTML forms and the rulings.

Each check reads one value and returns it clean, or raises :class:`InputError` carrying
the value's path (``players[2]``, ``hands.Bob[1]``), an error code, and a message worded
here and nowhere else. The API answers the error as a 400; a page shows the message next
to the field. Forms check only the shape of what a page sends and then call these same
checks, so one mistake gets one message however it is sent.

Text that is stored (names, request ids) never holds a control character: NUL, the other
C0 controls, DEL and the C1 controls are refused, naming the field. In names, tabs and
line breaks are spacing like a space: runs of spacing become one space, ends are trimmed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from referee.cards import DECKS, Card, CardError, Color, Deck, get_deck, hand_points
from referee.errors import InputError, Path, field_text, json_text
from referee.rules import HouseRules
from referee.scoring import DEFAULT_TARGET, Leftover, Method, RoundResult, Table
from referee.situation import MAX_PLAYERS, MIN_PLAYERS

__all__ = ["MAX_PLAYERS", "MIN_PLAYERS"]  # the table's size, re-exported for the forms

MAX_NAME_LENGTH = 24
MAX_GAME_NAME = 60
MIN_TARGET = 50
MAX_TARGET = 10000
MAX_REQUEST_ID = 64
GAME_FIELDS = (
    "name", "players", "target", "scoring", "deck", "rules", "teams", "dealer", "play_on"
)  # fmt: skip
ROUND_FIELDS = ("winner", "hands", "request_id")

# Unicode's control characters (category Cc): C0, DEL and C1.
CONTROL_CHARACTER = re.compile("[\x00-\x1f\x7f-\x9f]")
# The same without tab, line feed, vertical tab, form feed and carriage return: trimmed
# text turns those into a space (a name pasted with a line break) and stores none of them.
CONTROL_BUT_SPACING = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")
VERSION = re.compile("[0-9]{1,18}")
WHOLE_NUMBER_TEXT = re.compile(r"\s*-?[0-9]{1,9}\s*")


# ---- keys -------------------------------------------------------------------------------


def reject_unknown(body: Mapping[str, object], allowed: Sequence[str], prefix: str = "") -> None:
    """Refuse keys the contract does not know.

    :raises InputError: ``unknown_field``, naming the first unknown key.
    """
    for key in body:
        if key not in allowed:
            hint = f"allowed: {', '.join(allowed)}" if allowed else "none is allowed here"
            raise InputError(f"Unknown field “{key}”; {hint}.", f"{prefix}{key}", "unknown_field")


def require(
    body: Mapping[str, object], key: str, prefix: str = "", what: str = "", null: bool = True
) -> object:
    """The value of a required key; ``null`` counts as missing unless ``null`` is False.

    :raises InputError: ``missing_field`` when it is absent.
    """
    value = body.get(key)
    if key not in body or value is None and null:
        path = f"{prefix}{key}"
        raise InputError(f"{path} is required{': ' + what if what else ''}.", path, "missing_field")
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
    given = ""
    if isinstance(value, int) and not isinstance(value, bool):
        if low <= value <= high:
            return value
        given = f"; {value} given"
    raise InputError(
        f"{label or field} must be a whole number from {low} to {high}{given}.",
        field,
        "invalid_value",
    )


def one_of(value: object, allowed: Sequence[object], field: str) -> object:
    """One of the ``allowed`` values (``true`` is not ``1``).

    :raises InputError: ``invalid_value`` otherwise.
    """
    if any(type(value) is type(choice) and value == choice for choice in allowed):
        return value
    listed = ", ".join(json_text(choice) for choice in allowed)
    raise InputError(f"{field} must be one of {listed}.", field, "invalid_value")


def number_text(text: str) -> int | str:
    """Typed text as the number it spells, or as it is (for the checks to refuse).

    Query strings and form fields carry numbers as text; this reads them so that a
    number typed is checked like a number sent as JSON.
    """
    return int(text) if WHOLE_NUMBER_TEXT.fullmatch(text) else text


def clean_method(value: object, field: str = "scoring") -> Method:
    """A scoring method by name: ``collect`` or ``lowest``.

    :raises InputError: ``invalid_value`` otherwise.
    """
    return Method(one_of(value, [method.value for method in Method], field))


def clean_target(value: object, field: str = "target") -> int:
    """A target score from 50 to 10000.

    :raises InputError: otherwise.
    """
    return whole_number(value, field, MIN_TARGET, MAX_TARGET, "The target")


def clean_version(value: str | None, field: str) -> int | None:
    """The game version a write is based on, written as digits; ``None`` when not given.

    :raises InputError: ``precondition_failed`` for anything but digits.
    """
    if value is None:
        return None
    if not VERSION.fullmatch(value):
        raise InputError(
            f"{field} must be a game version such as “3”.", field, "precondition_failed"
        )
    return int(value)


# ---- text ---------------------------------------------------------------------------------


def plain_text(value: object, field: str, label: str, spacing: bool = False) -> str:
    """``value`` as text without control characters (but tabs and line breaks with ``spacing``).

    :raises InputError: ``invalid_value`` if it is not text or holds a control character.
    """
    if not isinstance(value, str):
        raise InputError(f"{label} must be text.", field, "invalid_value")
    found = (CONTROL_BUT_SPACING if spacing else CONTROL_CHARACTER).search(value)
    if found:
        raise InputError(
            f"{label} cannot hold control characters (U+{ord(found.group()):04X} found).",
            field,
            "invalid_value",
        )
    return value


def clean_text(
    value: object,
    field: str,
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
        raise InputError(f"{label} cannot be empty.", field, "invalid_value")
    if len(text) > max_length:
        raise InputError(
            f"{label} must be at most {max_length} characters; {len(text)} given.",
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


def clean_name(value: object, field: str) -> str:
    """A player name: spaces trimmed, 1 to 24 characters.

    :raises InputError: if it is not such text.
    """
    return clean_text(value, field, "A player name", MAX_NAME_LENGTH, required=True)


def clean_game_name(value: object, field: str = "name") -> str:
    """A game's optional name: spaces trimmed, at most 60 characters (``None`` is empty).

    :raises InputError: if it is not such text.
    """
    return clean_text("" if value is None else value, field, "The game name", MAX_GAME_NAME)


# ---- players and teams ----------------------------------------------------------------------


def clean_players(values: object, field: str = "players") -> tuple[str, ...]:
    """The players in clockwise seat order: 2–10 names, distinct ignoring case.

    :raises InputError: naming the list, or the first bad or repeated name.
    """
    if not isinstance(values, list):
        raise InputError(
            f"players must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} names.",
            field,
            "invalid_value",
        )
    if not MIN_PLAYERS <= len(values) <= MAX_PLAYERS:
        raise InputError(
            f"A game needs {MIN_PLAYERS} to {MAX_PLAYERS} players; {len(values)} given.",
            field,
            "invalid_value",
        )
    names: list[str] = []
    for index, value in enumerate(values):
        name = clean_name(value, f"{field}[{index}]")
        if name.casefold() in {n.casefold() for n in names}:
            raise InputError(f"“{name}” appears twice.", f"{field}[{index}]", "invalid_value")
        names.append(name)
    return tuple(names)


def find_player(players: Sequence[str], name: object, field: str) -> str:
    """The player called ``name`` (ignoring case and extra spaces).

    :raises InputError: ``unknown_player`` if no player has that name.
    """
    if isinstance(name, str):
        key = " ".join(name.split()).casefold()
        for player in players:
            if player.casefold() == key:
                return player
    raise InputError(f"{name!r} is not a player in this game.", field, "unknown_player")


def clean_teams(
    values: object, players: Sequence[str], field: str = "teams"
) -> tuple[tuple[str, ...], ...] | None:
    """Partner teams: every player in exactly one team, all teams the same size.

    :raises InputError: if a player is missing, repeated or unknown, or sizes differ.
    """
    if values is None:
        return None
    if not isinstance(values, list) or len(values) < 2:
        raise InputError("teams must be a list of at least two teams.", field, "invalid_value")
    seen: list[str] = []
    teams: list[tuple[str, ...]] = []
    for t_index, team in enumerate(values):
        if not isinstance(team, list) or not team:
            raise InputError(
                "Each team must be a list of player names.", f"{field}[{t_index}]", "invalid_value"
            )
        members = []
        for p_index, value in enumerate(team):
            path = f"{field}[{t_index}][{p_index}]"
            name = find_player(players, clean_name(value, path), path)
            if name in seen:
                raise InputError(f"{name} is in more than one team.", path, "invalid_value")
            seen.append(name)
            members.append(name)
        teams.append(tuple(members))
    missing = [p for p in players if p not in seen]
    if missing:
        raise InputError(f"{missing[0]} is not in any team.", field, "invalid_value")
    if len({len(team) for team in teams}) != 1:
        raise InputError("All teams must have the same number of players.", field, "invalid_value")
    return tuple(teams)


# ---- cards --------------------------------------------------------------------------------


def clean_deck(value: object, field: str = "deck") -> Deck:
    """The deck named ``value``.

    :raises InputError: ``invalid_value`` if there is no such deck.
    """
    try:
        return get_deck(value)  # type: ignore[arg-type]  # not a name is no deck either
    except CardError as error:
        raise InputError(str(error), field, "invalid_value") from None


def clean_card(value: object, field: str, deck: Deck) -> Card:
    """One card code (any case) of a card the deck holds.

    :raises InputError: ``invalid_card`` if it is no card code, or no card of the deck.
    """
    try:
        card = Card.from_code(value if isinstance(value, str) else repr(value))
    except CardError as error:
        raise InputError(str(error), field, "invalid_card") from None
    if not deck.count(card):
        raise InputError(f"{card.code} is not in the {deck.name} deck.", field, "invalid_card")
    return card


def clean_cards(value: object, field: str, deck: Deck) -> tuple[Card, ...]:
    """A list of card codes, no more of a card than the deck holds.

    :raises InputError: naming the list, or the first code that is wrong.
    """
    if not isinstance(value, list):
        code = "missing_field" if value is None else "invalid_value"
        raise InputError(f"{field} must be a list of card codes.", field, code)
    cards = tuple(clean_card(code, f"{field}[{index}]", deck) for index, code in enumerate(value))
    check_deck_counts(cards, deck, field)
    return cards


def check_deck_counts(cards: Iterable[Card], deck: Deck, field: str) -> None:
    """Cards together may not hold more copies of a card than the deck has.

    :raises InputError: ``too_many_cards``, naming the first card seen too often.
    """
    excess = deck.excess(cards)
    if excess:
        card, seen = excess[0]
        raise InputError(
            f"{card.code} appears {seen} times, but the {deck.name} deck has only "
            f"{deck.count(card)}.",
            field,
            "too_many_cards",
        )


# ---- a round ------------------------------------------------------------------------------


def clean_round(body: Mapping[str, object], table: Table) -> RoundResult:
    """Read a round (``winner`` and ``hands``) as the JSON API writes it.

    Every player but the winner appears in ``hands`` with a non-empty list of card codes
    or ``{"points": n}``. Cards across all hands may not exceed the deck.

    :raises InputError: naming the first field that is wrong.
    """
    winner = require(body, "winner", what="who went out", null=False)
    winner = find_player(table.players, winner, "winner")
    raw_hands = body.get("hands")
    if not isinstance(raw_hands, dict):
        code = "missing_field" if raw_hands is None else "invalid_value"
        raise InputError(
            "hands must map each other player to their cards or points.", "hands", code
        )
    deck = get_deck(table.deck)
    hands: dict[str, Leftover] = {}
    for key, value in raw_hands.items():
        path = f"hands.{key}"
        player = hand_owner(table.players, key, path)
        if player == winner:
            raise InputError(f"{winner} went out and has no cards left.", path, "invalid_value")
        if player in hands:
            raise InputError(f"{player} appears twice in hands.", path, "invalid_value")
        hands[player] = clean_hand(value, path, deck)
    for player in table.players:
        if player != winner and player not in hands:
            raise InputError(
                f"{player}'s leftover cards are missing; give cards or a points total.",
                f"hands.{player}",
                "missing_field",
            )
    check_deck_limit(hands, deck)
    return RoundResult(winner, {p: hands[p] for p in table.players if p in hands})


def hand_owner(players: Sequence[str], key: str, field: str) -> str:
    """The player a key of ``hands`` names.

    :raises InputError: ``unknown_field``: a key that names nobody is an unknown key.
    """
    try:
        return find_player(players, key, field)
    except InputError:
        raise InputError(
            f"{key!r} is not a player in this game, so hands cannot hold it.",
            field,
            "unknown_field",
        ) from None


def clean_hand(value: object, field: str, deck: Deck) -> Leftover:
    """One hand: a non-empty list of card codes, or ``{"points": n}``.

    :raises InputError: if it is neither, or a code is not a card of the deck.
    """
    if isinstance(value, list):
        if not value:
            raise InputError(
                "A hand left at the end of a round holds at least one card; "
                "give the cards or a points total.",
                field,
                "invalid_value",
            )
        return Leftover.of_cards(clean_cards(value, field, deck))
    if isinstance(value, dict):
        reject_unknown(value, ("points",), f"{field}.")
        points = require(value, "points", f"{field}.", "the hand's total", null=False)
        return Leftover.of_points(clean_points(points, f"{field}.points", deck))
    raise InputError('A hand is a list of card codes or {"points": n}.', field, "invalid_value")


def clean_points(value: object, field: str, deck: Deck) -> int:
    """A hand's points total: a whole number from 0 to what the whole deck is worth.

    :raises InputError: otherwise.
    """
    return whole_number(value, field, 0, hand_points(deck.cards()), "The points total")


def check_deck_limit(hands: Mapping[str, Leftover], deck: Deck) -> None:
    """All hands of a round together may not hold more of a card than the deck has.

    :raises InputError: naming the last hand holding the first card seen too often.
    """
    cards = [card for hand in hands.values() for card in hand.cards or ()]
    excess = deck.excess(cards)
    if excess:
        holders = [p for p, hand in hands.items() if hand.cards and excess[0][0] in hand.cards]
        check_deck_counts(cards, deck, f"hands.{holders[-1]}")


# ---- a new game ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameSettings:
    """Everything needed to start a game, already checked: its name, table and house rules."""

    name: str
    table: Table  # players, target, scoring method, deck, teams, first dealer, play on
    rules: HouseRules
    follows: str | None = None  # the game this one is played again from


def clean_flag(value: object, field: str) -> bool:
    """A yes/no option: JSON ``true`` or ``false`` only.

    :raises InputError: otherwise.
    """
    if not isinstance(value, bool):
        raise InputError(f"{field} must be true or false.", field, "invalid_value")
    return value


def clean_settings(body: Mapping[str, object]) -> GameSettings:
    """Check a new game's settings as the JSON API writes them.

    :raises InputError: naming the first field that is wrong.
    """
    reject_unknown(body, GAME_FIELDS)
    players = require(body, "players", what=f"{MIN_PLAYERS} to {MAX_PLAYERS} names", null=False)
    players = clean_players(players)
    name = clean_game_name(body.get("name"))
    target = clean_target(body.get("target", DEFAULT_TARGET))
    scoring = clean_method(body.get("scoring", "collect"))
    deck = clean_deck(body.get("deck", "classic"))
    rules_body = body.get("rules")
    rules = HouseRules.from_mapping({} if rules_body is None else rules_body)  # type: ignore[arg-type]
    teams = clean_teams(body.get("teams"), players)
    dealer = 0
    if body.get("dealer") is not None:
        dealer = players.index(find_player(players, body["dealer"], "dealer"))
    play_on = clean_flag(body.get("play_on", False), "play_on")
    table = Table(players, target, scoring, deck.name, teams, first_dealer=dealer, play_on=play_on)
    return GameSettings(name, table, rules)


# ---- a ruling's table (the shapes are read by the web layer) ----------------------------------


def clean_seat(value: int, path: Path, players: int) -> int:
    """A seat of a table of ``players`` (0-based).

    :raises InputError: ``invalid_value`` for a seat past the table.
    """
    if not 0 <= value < players:
        raise InputError(
            f"{field_text(path)} must be a whole number from 0 to {players - 1}; {value} given.",
            path,
            "invalid_value",
        )
    return value


def require_top(top: Card | None, flip: bool) -> Card | None:
    """The top card, required unless the action turns up the first card.

    :raises InputError: ``missing_field`` naming ``state.top``.
    """
    if top is None and not flip:
        raise InputError(
            "state.top is required: the card on the pile.", ("state", "top"), "missing_field"
        )
    return top


def clean_state_color(color: Color | None, top: Card | None) -> Color | None:
    """The colour in force: named after a wild, else the top card's own.

    :raises InputError: for a named colour that is not a coloured top card's own.
    """
    if color is not None and top is not None and top.color is not None and color is not top.color:
        raise InputError(
            f"state.color must be {top.color.value} for a {top.label}; "
            "only a wild takes a named colour.",
            ("state", "color"),
            "invalid_value",
        )
    return color


def clean_hand_seat(key: str, players: int) -> int:
    """A key of ``state.hands`` (digits) as a seat of the table.

    :raises InputError: for a seat past the table.
    """
    if int(key) >= players:
        raise InputError(f"{key} is not a seat; seats are 0 to {players - 1}.",
                         ("state", "hands", key), "invalid_value")  # fmt: skip
    return int(key)


def clean_hand_before(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """The hand before the last play, given with or without the card played.

    :raises InputError: for a hand no deck could hold (more copies of a card than any has).
    """
    path = ("state", "last_play", "hand_before")
    full = hand if card in hand else (*hand, card)
    for held in set(full):
        most = max(deck.count(held) for deck in DECKS.values())
        if full.count(held) > most:
            raise InputError(
                f"{field_text(path)} cannot be right: it holds {full.count(held)} × {held.code} "
                f"(counting the card played), and no deck has more than {most}.",
                path,
                "invalid_value",
            )
    return hand


def check_in_deck(cards: Sequence[Card], deck: Deck, field: str) -> tuple[Card, ...]:
    """Cards already read as codes: every one in the deck, no more copies than it holds.

    :raises InputError: ``invalid_card`` for a card not in the deck (naming its position),
        ``too_many_cards`` for one seen too often.
    """
    for index, card in enumerate(cards):
        if not deck.count(card):
            raise InputError(
                f"{card.code} is not in the {deck.name} deck.", (field, index), "invalid_card"
            )
    check_deck_counts(cards, deck, field)
    return tuple(cards)
