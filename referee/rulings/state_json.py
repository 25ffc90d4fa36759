"""The JSON the rulings API answers with: ``next`` (a ``Situation``), actions, the ruling.

These are the referee's values written as the API's JSON; reading the API's ``state``
and ``action`` is the web layer's (:mod:`referee.web.edge.rulings_json`), which checks their
shapes. ``next`` can be sent back as ``state``: besides the documented keys it carries
``drawn`` (cards the player on turn drew this turn) and ``winner`` (the seat that went
out) when they are known, UNO Flip!'s ``side`` and No Mercy's ``out`` (the seats knocked
out). ``uno`` is ``null`` with no UNO window open, the window's object with one, and a
list of them (in seat order) when several players are down to one card. The ruling adds
``verdict`` (the :class:`~referee.rulings.ruling.Verdict`) and, for a bluff, ``if_played_anyway``;
its sentences come from :mod:`referee.rulings.explain`.
"""

from __future__ import annotations

from referee.rulings.explain import if_played_anyway, sentence
from referee.rulings.ruling import Action, Ruling
from referee.rulings.situation import Hand, LastPlay, Situation, UnoWindow


def situation_to_json(s: Situation) -> dict[str, object]:
    """The table as a ``state`` object (what ``next`` holds)."""
    data: dict[str, object] = {
        "players": s.players,
        "turn": s.turn,
        "dealer": s.dealer,
        "direction": s.direction.value,
        "top": None if s.top is None else s.top.code,
        "color": None if s.current_color is None else s.current_color.value,
        "pending_draw": s.pending_draw,
        "hands": {str(i): _codes(h) for i, h in enumerate(s.hands) if h is not None},
        "last_play": None if s.last_play is None else _last_play_json(s.last_play),
        "uno": _uno_json(s.uno),
    }
    if s.drawn is not None:
        data["drawn"] = _codes(s.drawn)
    if s.winner is not None:
        data["winner"] = s.winner
    if s.side is not None:
        data["side"] = s.side
    if s.out:
        data["out"] = sorted(s.out)
    return data


def action_to_json(action: Action) -> dict[str, object]:
    """An action as the ``action`` object (what the rulings API reads back)."""
    data: dict[str, object] = {"type": action.type.value}
    if action.seat is not None:
        data["seat"] = action.seat
    if action.card is not None:
        data["card"] = action.card.code
    if action.color is not None:
        data["color"] = action.color.value
    if action.target is not None:
        data["target"] = action.target
    if action.drawn is not None:
        data["drawn"] = _codes(action.drawn)
    return data


def ruling_to_json(ruling: Ruling) -> dict[str, object]:
    """The response body of ``POST /api/rulings``."""
    body: dict[str, object] = {
        "legal": ruling.legal,
        "ruling": sentence(ruling),
        "effects": [effect.to_json() for effect in ruling.effects],
        "next": None if ruling.after is None else situation_to_json(ruling.after),
        "rules_applied": list(ruling.rules_applied),
        "verdict": ruling.verdict.value,
    }
    anyway = if_played_anyway(ruling)
    if anyway is not None:
        body["if_played_anyway"] = anyway
    return body


def _uno_json(windows: tuple[UnoWindow, ...]) -> object:
    """The UNO windows: ``null`` for none, one object for one (as ever), else a list."""
    found = [
        {"seat": w.seat, "called": w.called, "next_has_acted": w.next_has_acted} for w in windows
    ]
    if not found:
        return None
    return found[0] if len(found) == 1 else found


def _last_play_json(last: LastPlay) -> dict[str, object]:
    """A last play as JSON."""
    return {
        "seat": last.seat,
        "card": last.card.code,
        "color_before": None if last.color_before is None else last.color_before.value,
        "hand_before": None if last.hand_before is None else _codes(last.hand_before),
    }


def _codes(hand: Hand) -> list[str]:
    """Card codes of a hand."""
    return [card.code for card in hand]
