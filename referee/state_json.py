"""The JSON the rulings API answers with: ``next`` (a ``Situation``), actions, the ruling.

These are the referee's values written as the API's JSON; reading the API's ``state``
and ``action`` is the web layer's (:mod:`referee.web.rulings_json`), which checks their
shapes. ``next`` can be sent back as ``state``: besides the documented keys it carries
``drawn`` (cards the player on turn drew this turn) and ``winner`` (the seat that went
out) when they are known, UNO Flip!'s ``side`` and No Mercy's ``out`` (the seats knocked
out). The ruling adds ``verdict`` (the :class:`~referee.ruling.Verdict`)
and, for a bluff, ``if_played_anyway``; its sentences come from :mod:`referee.explain`.
"""

from __future__ import annotations

from referee.explain import if_played_anyway, sentence
from referee.ruling import Action, Ruling
from referee.situation import Hand, LastPlay, Situation


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
        "uno": None
        if s.uno is None
        else {"seat": s.uno.seat, "called": s.uno.called, "next_has_acted": s.uno.next_has_acted},
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
