"""A compact text notation for situations and actions (what FEN and UCI are to chess).

Situation: space-separated tokens, ``<n>p`` first, the rest in any order::

    4p t1 d0 cw top:R7 col:R pd:0 h1:R2,W+4 last:0:W+4:R:R2,B5 uno:0

=============================  ==================================================
``4p``                         number of players (required)
``t1``                         whose turn it is (seat, 0-based; default 0)
``d0``                         the dealer (default 0)
``cw`` / ``ccw``               direction of play (default cw)
``top:R7``                     the top card of the discard pile
``col:G``                      the colour in force (named after a wild)
``pd:4``                       a pending stack the player on turn must answer
``h1:R2,W+4``                  seat 1's hand (``h1:-`` for an empty hand)
``last:0:W+4:R:R2,B5``         last play: seat, card, colour before, hand before
                               (colour and hand may be ``?`` or left off)
``uno:0`` ``uno:0:called``     seat 0 is down to one card; flags ``called`` and
``uno:0:acted``                ``acted`` (the next player has begun), comma-joined;
                               one token per player with a window (``uno:0 uno:2``)
``drawn:R5`` ``drawn:-``       the player on turn drew these cards (``-``: unknown)
``won:2``                      seat 2 has gone out
=============================  ==================================================

Action: a type, usually a seat, maybe a card, then ``key:value`` options::

    flip W+4 col:G      play 1 W+4 col:G     play 1 R7 tgt:2     draw 1 drawn:R5,G2
    pass 1              challenge 1          uno 0               catch 2 tgt:0
    jump 3 R7

Both parse case-insensitively and format back to the canonical form, so
``format_situation(parse_situation(text))`` round-trips.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.cards import Card, CardError, Color
from referee.rulings.ruling import Action, ActionType
from referee.rulings.situation import Direction, Hand, LastPlay, Situation, UnoWindow


class NotationError(ValueError):
    """Text that is not valid situation or action notation."""


_ACTION_WORDS = {
    "flip": ActionType.FLIP,
    "play": ActionType.PLAY,
    "draw": ActionType.DRAW,
    "pass": ActionType.PASS,
    "challenge": ActionType.CHALLENGE,
    "uno": ActionType.CALL_UNO,
    "catch": ActionType.CATCH,
    "jump": ActionType.JUMP_IN,
}
_WORD_OF = {kind: word for word, kind in _ACTION_WORDS.items()}


def parse_situation(text: str) -> Situation:
    """Read situation notation.

    :raises NotationError: if a token cannot be read.
    """
    tokens = text.split()
    if not tokens or not tokens[0].lower().endswith("p") or not tokens[0][:-1].isdigit():
        raise NotationError(f"{text!r}: start with the number of players, e.g. '4p'.")
    fields: dict[str, object] = {"players": int(tokens[0][:-1])}
    hands: dict[int, Hand] = {}
    windows: list[UnoWindow] = []
    for token in tokens[1:]:
        try:
            _read_token(token, fields, hands, windows)
        except (CardError, ValueError, IndexError) as error:
            raise NotationError(f"Cannot read {token!r}: {error}") from None
    players = int(str(fields["players"]))
    fields["hands"] = tuple(hands.get(seat) for seat in range(players))
    fields["uno"] = tuple(windows)
    return Situation(**fields)  # type: ignore[arg-type]


def _read_token(
    token: str, fields: dict[str, object], hands: dict[int, Hand], windows: list[UnoWindow]
) -> None:
    """Store what one token says."""
    low = token.lower()
    key, _, value = low.partition(":")
    if low in ("cw", "ccw"):
        fields["direction"] = Direction(low)
    elif low[0] in "td" and not value and low[1:].isdigit():
        fields["turn" if low[0] == "t" else "dealer"] = int(low[1:])
    elif key.startswith("h") and key[1:].isdigit():
        hands[int(key[1:])] = _cards(value)
    elif key in _SIMPLE:
        fields[_SIMPLE[key][0]] = _SIMPLE[key][1](value)
    elif key == "last":
        fields["last_play"] = _last_play(value)
    elif key == "uno":
        seat, _, flags = value.partition(":")
        names = set(flags.split(",")) - {""}
        if names - {"called", "acted"}:
            raise ValueError("uno flags are 'called' and 'acted'")
        window = UnoWindow(int(seat), "called" in names, "acted" in names)
        if any(other.seat == window.seat for other in windows):
            raise ValueError(f"seat {window.seat} already has an UNO window")
        windows.append(window)
    else:
        raise ValueError("unknown token")


def _cards(value: str) -> Hand:
    """Comma-separated card codes (``-`` for none)."""
    return () if value in ("-", "") else tuple(Card.from_code(c) for c in value.split(","))


_SIMPLE: dict[str, tuple[str, Callable[[str], object]]] = {
    "top": ("top", Card.from_code),
    "col": ("color", Color.from_code),
    "pd": ("pending_draw", int),
    "drawn": ("drawn", _cards),
    "won": ("winner", int),
}


def _last_play(value: str) -> LastPlay:
    """``seat:card[:colour[:hand]]``."""
    parts = value.split(":")
    color = parts[2] if len(parts) > 2 and parts[2] != "?" else None
    hand = parts[3] if len(parts) > 3 and parts[3] != "?" else None
    return LastPlay(
        int(parts[0]),
        Card.from_code(parts[1]),
        None if color is None else Color.from_code(color),
        None if hand is None else _cards(hand),
    )


def format_situation(s: Situation) -> str:
    """Write ``s`` in situation notation (defaults left out)."""
    tokens = [f"{s.players}p", f"t{s.turn}", f"d{s.dealer}", s.direction.value]
    if s.top is not None:
        tokens.append(f"top:{s.top.code}")
    if s.top is not None and s.top.is_wild and s.color is not None:
        tokens.append(f"col:{s.color.value}")
    if s.pending_draw:
        tokens.append(f"pd:{s.pending_draw}")
    tokens += [f"h{i}:{_codes(h)}" for i, h in enumerate(s.hands) if h is not None]
    if s.last_play is not None:
        tokens.append(_format_last(s.last_play))
    for window in s.uno:
        flags = [n for n, on in (("called", window.called), ("acted", window.next_has_acted)) if on]
        tokens.append(f"uno:{window.seat}" + (":" + ",".join(flags) if flags else ""))
    if s.drawn is not None:
        tokens.append(f"drawn:{_codes(s.drawn)}")
    if s.winner is not None:
        tokens.append(f"won:{s.winner}")
    return " ".join(tokens)


def _format_last(last: LastPlay) -> str:
    """A last-play token."""
    color = "?" if last.color_before is None else last.color_before.value
    hand = "?" if last.hand_before is None else _codes(last.hand_before)
    return f"last:{last.seat}:{last.card.code}:{color}:{hand}"


def _codes(hand: Hand) -> str:
    """Comma-joined codes, ``-`` for none."""
    return ",".join(card.code for card in hand) or "-"


def parse_action(text: str) -> Action:
    """Read action notation.

    :raises NotationError: if the text is not an action.
    """
    words = text.split()
    if not words or words[0].lower() not in _ACTION_WORDS:
        raise NotationError(f"{text!r}: start with one of {', '.join(_ACTION_WORDS)}.")
    kind = _ACTION_WORDS[words[0].lower()]
    fields: dict[str, object] = {}
    try:
        for word in words[1:]:
            key, _, value = word.lower().partition(":")
            if word.isdigit():
                fields["seat"] = int(word)
            elif key == "col":
                fields["color"] = Color.from_code(value)
            elif key == "tgt":
                fields["target"] = int(value)
            elif key == "drawn":
                fields["drawn"] = _cards(value)
            else:
                fields["card"] = Card.from_code(word)
    except (CardError, ValueError) as error:
        raise NotationError(f"Cannot read {text!r}: {error}") from None
    return Action(kind, **fields)  # type: ignore[arg-type]


def format_action(action: Action) -> str:
    """Write ``action`` in action notation."""
    parts = [_WORD_OF[action.type]]
    if action.seat is not None:
        parts.append(str(action.seat))
    if action.card is not None:
        parts.append(action.card.code)
    if action.color is not None:
        parts.append(f"col:{action.color.value}")
    if action.target is not None:
        parts.append(f"tgt:{action.target}")
    if action.drawn is not None:
        parts.append(f"drawn:{_codes(action.drawn)}")
    return " ".join(parts)
