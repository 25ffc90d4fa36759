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

from referee.cards import SIDES, Card, Color, card_name
from referee.decks import DECKS, ENGINE_DECKS, Deck, deck_title, get_deck
from referee.errors import InputError, Path, Seat, field_text
from referee.i18n import N_, _, ngettext
from referee.rules import MAX_PLAYERS, MIN_PLAYERS, HouseRules
from referee.scorekeeping.scoring import Method, RoundResult, Table

MIN_TARGET = 50
MAX_TARGET = 10000

# A two-sided deck's sides in sentences, one whole sentence for each side named: the
# side said first, then the other (``{card}``: a card's name; ``{field}``: a path).
WRONG_SIDE = {
    ("light", "dark"): N_("The cards are of the light side, not the dark side."),
    ("dark", "light"): N_("The cards are of the dark side, not the light side."),
}
CARD_OF_OTHER_SIDE = {
    ("light", "dark"): N_("{card} is a card of the light side; this round ended on the dark side."),
    ("dark", "light"): N_("{card} is a card of the dark side; this round ended on the light side."),
}
SHOWN_ON_OTHER_SIDE = {
    ("light", "dark"): N_(
        "{field}: {card} is on the light side, and the dark side is in play (state.side)."
    ),
    ("dark", "light"): N_(
        "{field}: {card} is on the dark side, and the light side is in play (state.side)."
    ),
}


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
            raise InputError(
                _("“{name}” appears twice.").format(name=name), ("players", seat), "invalid_value"
            )
        seen.add(name.casefold())
    if not MIN_TARGET <= table.target <= MAX_TARGET:
        raise InputError(
            _("The target must be a whole number from {low} to {high}; {value} given.").format(
                low=MIN_TARGET, high=MAX_TARGET, value=table.target
            ),
            "target",
            "invalid_value",
        )
    if not 0 <= table.first_dealer < count:
        raise InputError(_("The dealer must be one of the players."), "dealer", "unknown_player")
    get_deck(table.deck)
    if table.teams is not None:
        if table.method is Method.ELIMINATION:
            raise InputError(
                _("Challenge UNO (elimination) is played alone, not in teams."),
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
            _("A game needs {low} to {high} players; {count} given.").format(
                low=MIN_PLAYERS, high=MAX_PLAYERS, count=count
            ),
            "players",
            "invalid_value",
        )


def check_teams(teams: Sequence[Sequence[str]], players: Sequence[str]) -> None:
    """Partner teams: at least two, every player in exactly one, all the same size.

    :raises InputError: if a player is missing, repeated or unknown, or sizes differ.
    """
    if len(teams) < 2:
        raise InputError(
            _("{field} must be a list of at least two teams.").format(field="teams"),
            "teams",
            "invalid_value",
        )
    seen: list[str] = []
    for t_index, team in enumerate(teams):
        if not team:
            raise InputError(
                _("Each team must be a list of player names."), ("teams", t_index), "invalid_value"
            )
        for p_index, name in enumerate(team):
            path: Path = ("teams", t_index, p_index)
            if name not in players:
                raise InputError(
                    _("{name} is not a player in this game.").format(name=repr(name)),
                    path,
                    "unknown_player",
                )
            if name in seen:
                raise InputError(
                    _("{name} is in more than one team.").format(name=name), path, "invalid_value"
                )
            seen.append(name)
    missing = [p for p in players if p not in seen]
    if missing:
        raise InputError(
            _("{name} is not in any team.").format(name=missing[0]), "teams", "invalid_value"
        )
    if len({len(team) for team in teams}) != 1:
        raise InputError(
            _("All teams must have the same number of players."), "teams", "invalid_value"
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
                _("{card} is not in the {deck} deck.").format(card=card.code, deck=deck.name),
                (*path, index),
                "invalid_card",
            )
    check_deck_counts(cards, deck, path)


def check_deck_counts(cards: Iterable[Card], deck: Deck, path: Path) -> None:
    """Cards together may not hold more copies of a card than the deck has; cards without
    their colour count with the cards of their rank in every colour.

    :raises InputError: ``too_many_cards``, naming the first card seen too often.
    """
    excess = deck.excess(cards)
    if excess:
        card, seen = excess[0]
        if card.colourless:
            raise InputError(
                ngettext(
                    "{card} (in any colour) appears {seen} time in all, but the {deck} deck "
                    "has only {count} in all colours.",
                    "{card} (in any colour) appears {seen} times in all, but the {deck} deck "
                    "has only {count} in all colours.",
                    seen,
                ).format(card=card.code, seen=seen, deck=deck.name, count=deck.count(card)),
                path,
                "too_many_cards",
            )
        raise InputError(
            ngettext(
                "{card} appears {seen} time, but the {deck} deck has only {count}.",
                "{card} appears {seen} times, but the {deck} deck has only {count}.",
                seen,
            ).format(card=card.code, seen=seen, deck=deck.name, count=deck.count(card)),
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
                _("The {deck} deck has one side; leave {field} out.").format(
                    deck=deck.name, field="side"
                ),
                "side",
                "invalid_value",
            )
        return None
    if given is not None and given not in deck.sides:
        raise InputError(
            _("{field} must be one of {values}.").format(field="side", values=", ".join(SIDES)),
            "side",
            "invalid_value",
        )
    telling = [card.side for hand in hands for card in hand if len(deck.sides_of(card.code)) == 1]
    if given is None:
        return telling[0] if telling else deck.sides[0]
    if telling and given not in telling:
        raise InputError(_(WRONG_SIDE[str(telling[0]), given]), "side", "invalid_value")
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
        raise InputError(_("The winner must be one of the players."), "winner", "unknown_player")
    if result.winner in out:
        raise InputError(
            _("{name} is out of this game and cannot win a round.").format(
                name=names[result.winner]
            ),
            "winner",
            "invalid_value",
        )
    check_knocked_out(table, result)
    if (result.side is None) != (not deck.sides) or (
        result.side is not None and result.side not in deck.sides
    ):
        raise InputError(_("The round's side is not one of the deck's."), "side", "invalid_value")
    if result.winner in result.hands:
        raise InputError(
            _("{name} went out and has no cards left.").format(name=names[result.winner]),
            ("hands", Seat(result.winner)),
            "invalid_value",
        )
    for seat, hand in result.hands.items():
        path: Path = ("hands", Seat(seat))
        if not 0 <= seat < len(names):
            raise InputError(
                _("Seat {seat} is not at this table.").format(seat=seat), path, "unknown_field"
            )
        if seat in out:
            raise InputError(
                _("{name} is out of this game and holds no hand.").format(name=names[seat]),
                path,
                "invalid_value",
            )
        if hand.cards is None:
            if not 0 <= hand.points <= most_points(deck):
                raise InputError(
                    _(
                        "The points total must be a whole number from 0 to {high}; {value} given."
                    ).format(high=most_points(deck), value=hand.points),
                    (*path, "points"),
                    "invalid_value",
                )
            continue
        if not hand.cards:
            raise InputError(
                _(
                    "A hand left at the end of a round holds at least one card; "
                    "give the cards or a points total."
                ),
                path,
                "invalid_value",
            )
        check_in_deck(hand.cards, deck, path)
        for index, card in enumerate(hand.cards):
            if card.side != result.side:
                raise InputError(
                    _(CARD_OF_OTHER_SIDE[str(card.side), str(result.side)]).format(card=card.code),
                    (*path, index),
                    "invalid_card",
                )
    for seat, name in enumerate(names):
        if seat in out or seat in result.knocked_out:
            continue
        if seat != result.winner and seat not in result.hands:
            raise InputError(
                _("{name}'s leftover cards are missing; give cards or a points total.").format(
                    name=name
                ),
                ("hands", Seat(seat)),
                "missing_field",
            )
    cards = [card for hand in result.hands.values() for card in hand.cards or ()]
    excess = deck.excess(cards)
    if excess:
        card = excess[0][0]
        holders = [
            s
            for s, hand in result.hands.items()
            if any(deck.counted_with(card, held) for held in hand.cards or ())
        ]
        check_deck_counts(cards, deck, ("hands", Seat(holders[-1])))


def check_knocked_out(table: Table, result: RoundResult) -> None:
    """Players knocked out by No Mercy's mercy rule: only in that deck, and never the winner.

    :raises InputError: naming ``knocked_out`` or ``winner``.
    """
    if not result.knocked_out:
        return
    if get_deck(table.deck).edition.mercy_limit is None:
        raise InputError(
            _("Only No Mercy knocks players out of a round."), "knocked_out", "invalid_value"
        )
    if result.winner in result.knocked_out:
        raise InputError(
            _("{name} was knocked out and cannot have won the round.").format(
                name=table.players[result.winner]
            ),
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
            _("{field} must be a whole number from {low} to {high}; {value} given.").format(
                field=field_text(path), low=0, high=players - 1, value=value
            ),
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
            _("{field} repeats seat {seat}; a player has one UNO window at most.").format(
                field=field_text(path), seat=seat
            ),
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
            _("{field} is required: the card on the pile.").format(field="state.top"),
            ("state", "top"),
            "missing_field",
        )
    return top


def clean_state_color(color: Color | None, top: Card | None) -> Color | None:
    """The colour in force: named after a wild, else the top card's own.

    :raises InputError: for a named colour that is not a coloured top card's own.
    """
    if color is not None and top is not None and top.color is not None and color is not top.color:
        raise InputError(
            _("{field} must be {color} for a {card}; only a wild takes a named colour.").format(
                field="state.color", color=top.color.value, card=card_name(top)
            ),
            ("state", "color"),
            "invalid_value",
        )
    return color


def clean_hand_seat(key: str, players: int) -> int:
    """A key of ``state.hands`` (digits) as a seat of the table.

    :raises InputError: for a seat past the table.
    """
    if int(key) >= players:
        raise InputError(
            _("{key} is not a seat; seats are {low} to {high}.").format(
                key=key, low=0, high=players - 1
            ),
            ("state", "hands", key),
            "invalid_value",
        )
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
                _(
                    "{field} cannot be right: it holds {count} × {card} (counting the card "
                    "played), and the deck has no more than {most}."
                ).format(field=field_text(path), count=full.count(held), card=held.code, most=most),
                path,
                "invalid_value",
            )
    return hand


# ---- a ruling's table in an edition ----------------------------------------------------------


def clean_side(deck: Deck, side: str | None) -> str | None:
    """The side in play: UNO Flip!'s (light unless said), ``None`` for a deck of one side.

    :raises InputError: for a side named outside UNO Flip!.
    """
    if not deck.sides:
        if side is not None:
            raise InputError(
                _("{field}: only UNO Flip! has sides, and {deck} is played.").format(
                    field="state.side", deck=deck_title(deck)
                ),
                ("state", "side"),
                "invalid_value",
            )
        return None
    return side or "light"


def check_pending_draw(deck: Deck, pending: int) -> None:
    """UNO Attack! has no draw cards, so nothing is ever stacked.

    :raises InputError: for a pending draw in UNO Attack!.
    """
    if pending and deck.edition.launcher:
        raise InputError(
            _(
                "{field}: UNO Attack! has no draw cards to stack; the launcher is pressed at once."
            ).format(field="state.pending_draw"),
            ("state", "pending_draw"),
            "invalid_value",
        )


def check_on_side(shown: Iterable[tuple[Path, Card]], side: str) -> None:
    """UNO Flip!: every card the table shows is on the side in play.

    :raises InputError: naming the first card of the other side.
    """
    for path, card in shown:
        if card.side not in (None, side):
            raise InputError(
                _(SHOWN_ON_OTHER_SIDE[str(card.side), side]).format(
                    field=field_text(path), card=card_name(card)
                ),
                path,
                "invalid_value",
            )


def clean_out(deck: Deck, given: Sequence[int] | None, players: int, turn: int) -> frozenset[int]:
    """The seats No Mercy's mercy rule has put out of the round.

    :raises InputError: outside No Mercy, for a seat past the table, or when the seat on
        turn is out or nobody is left in.
    """
    if not given:
        return frozenset()
    path: Path = ("state", "out")
    if deck.edition.mercy_limit is None:
        raise InputError(
            _("{field}: only No Mercy knocks players out, and {deck} is played.").format(
                field="state.out", deck=deck_title(deck)
            ),
            path,
            "invalid_value",
        )
    out = frozenset(clean_seat(seat, (*path, i), players) for i, seat in enumerate(given))
    if len(out) >= players:
        raise InputError(
            _("{field}: at least one player must be left in the round.").format(field="state.out"),
            path,
            "invalid_value",
        )
    if turn in out:
        raise InputError(
            _("{field}: seat {seat} is knocked out; give a seat still in the round.").format(
                field="state.turn", seat=turn
            ),
            ("state", "turn"),
            "invalid_value",
        )
    return out


def check_mercy_hands(deck: Deck, sizes: Mapping[str, int], out: frozenset[int]) -> None:
    """No Mercy: a player still in the round holds fewer than 25 cards.

    :raises InputError: naming the hand of a player the mercy rule has put out.
    """
    limit = deck.edition.mercy_limit
    if limit is None:
        return
    for key, size in sizes.items():
        if size >= limit and int(key) not in out:
            raise InputError(
                ngettext(
                    "{field}: {size} card, and a player holding {limit} or more is out of the "
                    "round (list the seat in state.out).",
                    "{field}: {size} cards, and a player holding {limit} or more is out of the "
                    "round (list the seat in state.out).",
                    size,
                ).format(field=f"state.hands.{key}", size=size, limit=limit),
                ("state", "hands", key),
                "invalid_value",
            )
