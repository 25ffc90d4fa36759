"""The game's own rules on what a table and a round may hold.

Input arrives here already read into core values at the edge (``referee/web``): names
trimmed, numbers whole, card codes read, players named by seat. What is left to check
is what only the game knows: a card that is not in this deck, more copies of a card
than the deck holds, the winner holding cards, a player left out, a team of another
size, a name used twice. Each refusal is an :class:`InputError` whose path names the
value by keys, positions and seats (``("hands", Seat(1), 0)``); the edge writes it in
the API's words or puts it next to a form's field.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from referee.cards import DECKS, ENGINE_DECKS, SIDES, Card, Color, Deck, get_deck
from referee.editions import ATTACK_DECK, FLIP_DECK, MERCY_LIMIT, NO_MERCY_DECK
from referee.errors import InputError, Path, Seat, field_text
from referee.rules import HouseRules
from referee.scoring import Method, RoundResult, Table
from referee.situation import MAX_PLAYERS, MIN_PLAYERS

MIN_TARGET = 50
MAX_TARGET = 10000


@dataclass(frozen=True, slots=True)
class GameSettings:
    """Everything needed to start a game: its name, table and house rules."""

    name: str
    table: Table  # players, target, scoring method, deck, teams, first dealer, play on
    rules: HouseRules
    follows: str | None = None  # the game this one is played again from
    group: str | None = None  # the group the game is played in


# ---- a table ------------------------------------------------------------------------------


def check_table(table: Table) -> None:
    """Players 2 to 10, no name twice (ignoring case), a target in range, the dealer at
    the table, and teams that hold every player once, all of one size.

    :raises InputError: naming the first value that breaks a rule.
    """
    count = len(table.players)
    check_player_count(count)
    seen: set[str] = set()
    for seat, name in enumerate(table.players):
        if name.casefold() in seen:
            raise InputError(f"“{name}” appears twice.", ("players", seat), "invalid_value")
        seen.add(name.casefold())
    if not MIN_TARGET <= table.target <= MAX_TARGET:
        raise InputError(
            f"The target must be a whole number from {MIN_TARGET} to {MAX_TARGET}; "
            f"{table.target} given.",
            "target",
            "invalid_value",
        )
    if not 0 <= table.first_dealer < count:
        raise InputError("The dealer must be one of the players.", "dealer", "unknown_player")
    get_deck(table.deck)
    if table.teams is not None:
        if table.method is Method.ELIMINATION:
            raise InputError(
                "Challenge UNO (elimination) is played alone, not in teams.",
                "teams",
                "invalid_value",
            )
        check_teams(table.teams, table.players)


def check_player_count(count: int) -> None:
    """A game is played by 2 to 10 players.

    :raises InputError: naming ``players`` otherwise.
    """
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise InputError(
            f"A game needs {MIN_PLAYERS} to {MAX_PLAYERS} players; {count} given.",
            "players",
            "invalid_value",
        )


def check_teams(teams: Sequence[Sequence[str]], players: Sequence[str]) -> None:
    """Partner teams: at least two, every player in exactly one, all the same size.

    :raises InputError: if a player is missing, repeated or unknown, or sizes differ.
    """
    if len(teams) < 2:
        raise InputError("teams must be a list of at least two teams.", "teams", "invalid_value")
    seen: list[str] = []
    for t_index, team in enumerate(teams):
        if not team:
            raise InputError(
                "Each team must be a list of player names.", ("teams", t_index), "invalid_value"
            )
        for p_index, name in enumerate(team):
            path: Path = ("teams", t_index, p_index)
            if name not in players:
                raise InputError(f"{name!r} is not a player in this game.", path, "unknown_player")
            if name in seen:
                raise InputError(f"{name} is in more than one team.", path, "invalid_value")
            seen.append(name)
    missing = [p for p in players if p not in seen]
    if missing:
        raise InputError(f"{missing[0]} is not in any team.", "teams", "invalid_value")
    if len({len(team) for team in teams}) != 1:
        raise InputError(
            "All teams must have the same number of players.", "teams", "invalid_value"
        )


# ---- cards --------------------------------------------------------------------------------


def check_in_deck(cards: Sequence[Card], deck: Deck, path: Path) -> None:
    """Every card is one the deck holds, no more copies than it has.

    :raises InputError: ``invalid_card`` at the first card the deck lacks, or
        ``too_many_cards`` naming the list.
    """
    for index, card in enumerate(cards):
        if not deck.holds(card):
            raise InputError(
                f"{card.code} is not in the {deck.name} deck.", (*path, index), "invalid_card"
            )
    check_deck_counts(cards, deck, path)


def check_deck_counts(cards: Iterable[Card], deck: Deck, path: Path) -> None:
    """Cards together may not hold more copies of a card than the deck has.

    :raises InputError: ``too_many_cards``, naming the first card seen too often.
    """
    excess = deck.excess(cards)
    if excess:
        card, seen = excess[0]
        raise InputError(
            f"{card.code} appears {seen} times, but the {deck.name} deck has only "
            f"{deck.count(card)}.",
            path,
            "too_many_cards",
        )


def most_points(deck: Deck) -> int:
    """What the whole deck is worth: the most a hand given as a total can hold."""
    return deck.most_points()


def round_side(deck: Deck, hands: Sequence[Sequence[Card]], given: str | None) -> str | None:
    """The side a round of a two-sided deck ended on: ``given``, else the side of the first
    card printed on one side only (light, the side a game starts on, when there is none).
    ``None`` for a deck of one side.

    :raises InputError: ``side`` when it is given to a deck of one side, is no side, or
        contradicts every card that says its side.
    """
    if not deck.sides:
        if given is not None:
            raise InputError(
                f"The {deck.name} deck has one side; leave side out.", "side", "invalid_value"
            )
        return None
    if given is not None and given not in deck.sides:
        raise InputError(f"side must be one of {', '.join(SIDES)}.", "side", "invalid_value")
    telling = [card.side for hand in hands for card in hand if len(deck.sides_of(card.code)) == 1]
    if given is None:
        return telling[0] if telling else deck.sides[0]
    if telling and given not in telling:
        raise InputError(
            f"The cards are of the {telling[0]} side, not the {given} side.",
            "side",
            "invalid_value",
        )
    return given


# The most a hand given as a total can hold in any deck.
MAX_POINTS = max(most_points(deck) for deck in DECKS.values())


# ---- a round ------------------------------------------------------------------------------


def check_round(table: Table, result: RoundResult, out: frozenset[int] = frozenset()) -> None:
    """A round of this table: the winner holds nothing, every other player still in the
    game (``out``: seats out of a Challenge UNO game) holds a hand of this deck's cards or
    a total it could be worth, and all hands together hold no more of a card than the deck
    has. A two-sided deck's hands are all of the round's side; in No Mercy players knocked
    out may be left out of ``hands``, and none of them went out.

    :raises InputError: naming the first value that breaks a rule; hands by seat.
    """
    names = table.players
    deck = get_deck(table.deck)
    if not 0 <= result.winner < len(names):
        raise InputError("The winner must be one of the players.", "winner", "unknown_player")
    if result.winner in out:
        raise InputError(
            f"{names[result.winner]} is out of this game and cannot win a round.",
            "winner",
            "invalid_value",
        )
    check_knocked_out(table, result)
    if (result.side is None) != (not deck.sides) or (
        result.side is not None and result.side not in deck.sides
    ):
        raise InputError("The round's side is not one of the deck's.", "side", "invalid_value")
    if result.winner in result.hands:
        raise InputError(
            f"{names[result.winner]} went out and has no cards left.",
            ("hands", Seat(result.winner)),
            "invalid_value",
        )
    for seat, hand in result.hands.items():
        path: Path = ("hands", Seat(seat))
        if not 0 <= seat < len(names):
            raise InputError(f"Seat {seat} is not at this table.", path, "unknown_field")
        if seat in out:
            raise InputError(
                f"{names[seat]} is out of this game and holds no hand.", path, "invalid_value"
            )
        if hand.cards is None:
            if not 0 <= hand.points <= most_points(deck):
                raise InputError(
                    f"The points total must be a whole number from 0 to {most_points(deck)}; "
                    f"{hand.points} given.",
                    (*path, "points"),
                    "invalid_value",
                )
            continue
        if not hand.cards:
            raise InputError(
                "A hand left at the end of a round holds at least one card; "
                "give the cards or a points total.",
                path,
                "invalid_value",
            )
        check_in_deck(hand.cards, deck, path)
        for index, card in enumerate(hand.cards):
            if card.side != result.side:
                raise InputError(
                    f"{card.code} is a card of the {card.side} side; this round ended on "
                    f"the {result.side} side.",
                    (*path, index),
                    "invalid_card",
                )
    for seat, name in enumerate(names):
        if seat in out or seat in result.knocked_out:
            continue
        if seat != result.winner and seat not in result.hands:
            raise InputError(
                f"{name}'s leftover cards are missing; give cards or a points total.",
                ("hands", Seat(seat)),
                "missing_field",
            )
    cards = [card for hand in result.hands.values() for card in hand.cards or ()]
    excess = deck.excess(cards)
    if excess:
        card = excess[0][0]
        holders = [s for s, hand in result.hands.items() if hand.cards and card in hand.cards]
        check_deck_counts(cards, deck, ("hands", Seat(holders[-1])))


def check_knocked_out(table: Table, result: RoundResult) -> None:
    """Players knocked out by No Mercy's mercy rule: only in that deck, and never the winner.

    :raises InputError: naming ``knocked_out`` or ``winner``.
    """
    if not result.knocked_out:
        return
    if table.deck != "no_mercy":
        raise InputError(
            "Only No Mercy knocks players out of a round.", "knocked_out", "invalid_value"
        )
    if result.winner in result.knocked_out:
        raise InputError(
            f"{table.players[result.winner]} was knocked out and cannot have won the round.",
            "winner",
            "invalid_value",
        )


def check_settings(settings: GameSettings) -> None:
    """A new game's settings: its table (:func:`check_table`).

    :raises InputError: naming the first value that breaks a rule.
    """
    check_table(settings.table)


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


def clean_uno_seat(value: int, path: Path, players: int, taken: Collection[int]) -> int:
    """The seat of an UNO window: a seat of the table without a window in ``taken``.

    :raises InputError: ``invalid_value`` for a seat past the table or one given twice.
    """
    seat = clean_seat(value, path, players)
    if seat in taken:
        raise InputError(
            f"{field_text(path)} repeats seat {seat}; a player has one UNO window at most.",
            path,
            "invalid_value",
        )
    return seat


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


def clean_hand_before(
    hand: tuple[Card, ...], card: Card, deck: str = "classic"
) -> tuple[Card, ...]:
    """The hand before the last play, given with or without the card played.

    :raises InputError: for a hand the deck could not hold (more copies of a card than the
        deck has; in the classic family, than any of its decks has).
    """
    path = ("state", "last_play", "hand_before")
    full = hand if card in hand else (*hand, card)
    family = ENGINE_DECKS if deck in ENGINE_DECKS else (deck,)
    for held in set(full):
        counts = [DECKS[name].count(held) for name in family]
        if None in counts:
            continue  # the deck's copies are not known
        most = max(n or 0 for n in counts)
        if full.count(held) > most:
            raise InputError(
                f"{field_text(path)} cannot be right: it holds {full.count(held)} × {held.code} "
                f"(counting the card played), and the deck has no more than {most}.",
                path,
                "invalid_value",
            )
    return hand


# ---- a ruling's table in an edition ----------------------------------------------------------


def clean_side(deck: Deck, side: str | None) -> str | None:
    """The side in play: UNO Flip!'s (light unless said), ``None`` for a deck of one side.

    :raises InputError: for a side named outside UNO Flip!.
    """
    if deck.name != FLIP_DECK:
        if side is not None:
            raise InputError(f"state.side: only UNO Flip! has sides, and {deck.title} is "
                             "played.", ("state", "side"), "invalid_value")  # fmt: skip
        return None
    return side or "light"


def check_pending_draw(deck: Deck, pending: int) -> None:
    """UNO Attack! has no draw cards, so nothing is ever stacked.

    :raises InputError: for a pending draw in UNO Attack!.
    """
    if pending and deck.name == ATTACK_DECK:
        raise InputError("state.pending_draw: UNO Attack! has no draw cards to stack; the "
                         "launcher is pressed at once.", ("state", "pending_draw"),
                         "invalid_value")  # fmt: skip


def check_on_side(shown: Iterable[tuple[Path, Card]], side: str) -> None:
    """UNO Flip!: every card the table shows is on the side in play.

    :raises InputError: naming the first card of the other side.
    """
    for path, card in shown:
        if card.side not in (None, side):
            raise InputError(
                f"{field_text(path)}: {card.label} is on the {card.side} side, and the {side} "
                "side is in play (state.side).", path, "invalid_value")  # fmt: skip


def clean_out(deck: Deck, given: Sequence[int] | None, players: int, turn: int) -> frozenset[int]:
    """The seats No Mercy's mercy rule has put out of the round.

    :raises InputError: outside No Mercy, for a seat past the table, or when the seat on
        turn is out or nobody is left in.
    """
    if not given:
        return frozenset()
    path: Path = ("state", "out")
    if deck.name != NO_MERCY_DECK:
        raise InputError(f"state.out: only No Mercy knocks players out, and {deck.title} is "
                         "played.", path, "invalid_value")  # fmt: skip
    out = frozenset(clean_seat(seat, (*path, i), players) for i, seat in enumerate(given))
    if len(out) >= players:
        raise InputError("state.out: at least one player must be left in the round.", path,
                         "invalid_value")  # fmt: skip
    if turn in out:
        raise InputError(f"state.turn: seat {turn} is knocked out; give a seat still in the "
                         "round.", ("state", "turn"), "invalid_value")  # fmt: skip
    return out


def check_mercy_hands(deck: Deck, sizes: Mapping[str, int], out: frozenset[int]) -> None:
    """No Mercy: a player still in the round holds fewer than 25 cards.

    :raises InputError: naming the hand of a player the mercy rule has put out.
    """
    if deck.name != NO_MERCY_DECK:
        return
    for key, size in sizes.items():
        if size >= MERCY_LIMIT and int(key) not in out:
            raise InputError(
                f"state.hands.{key}: {size} cards, and a player holding {MERCY_LIMIT} or more "
                "is out of the round (list the seat in state.out).",
                ("state", "hands", key), "invalid_value")  # fmt: skip
