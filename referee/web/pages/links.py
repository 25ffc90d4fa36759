"""Links the pages share: a game's view and edit links with their QR codes, the rulebook's
entries and its search index, and the dispute helper's questions and saved answers."""

from __future__ import annotations

import hashlib
import json
import secrets
import uuid
from functools import cache
from typing import Any
from urllib.parse import urlencode

from flask import (
    request,
    url_for,
)
from werkzeug.datastructures import MultiDict

from referee.decks import CLASSIC, DECKS, deck_title
from referee.i18n import _
from referee.rulebook.book import (
    deck_entry,
)
from referee.rulebook.search import Offer, phone_index
from referee.rules import (
    HouseRules,
)
from referee.web.edge.disputes.questions import (
    DisputeTable,
    card_chips,
)
from referee.web.edge.disputes.wizards import offered
from referee.web.infra.display import qr_data_uri
from referee.web.service import games
from referee.web.service.access import can_edit, remembered_games
from referee.web.service.models import Game

CSRF_HOLE = f"csrf-{secrets.token_hex(16)}"


def share_links(game: Game) -> dict[str, Any]:
    """The view link, and the edit link for editors, each with a QR code."""
    view = url_for("pages.show_game", game_id=game.id, _external=True)
    edit = None
    if can_edit(game):
        key = next(k for gid, k in remembered_games() if gid == game.id)
        edit = url_for("pages.open_edit_link", game_id=game.id, key=key, _external=True)
    return link_pair(view, edit)


def link_pair(view: str, edit: str | None) -> dict[str, Any]:
    """A view link and an edit link (for editors), each with its QR code."""
    return {
        "view_url": view,
        "view_qr": qr_data_uri(view),
        "edit_url": edit,
        "edit_qr": qr_data_uri(edit) if edit else None,
    }


MAX_QUERY = 80


INDEX_PREFIX = "/rulebook/index-"  # the search index's address, before the page's language


def deck_rule_links() -> list[tuple[str, str]]:
    """Each deck's name and where the rulebook describes it (the new-game form's deck)."""
    return [(deck_title(deck), rulebook_url(deck_entry(name))) for name, deck in DECKS.items()]


def rulebook_url(entry_id: str, game: Game | None = None) -> str:
    """Where a rule is explained: in the game's rules as played, else in the rulebook."""
    if game is not None:
        return url_for("house_rules.show_rules", game_id=game.id, _anchor=f"rule-{entry_id}")
    return url_for("house_rules.rulebook", _anchor=f"rule-{entry_id}")


@cache
def index_script(language: str) -> tuple[str, str]:
    """The phone's copy of the search index for a page in ``language`` (a tag), as a
    script, and a hash of it: the index of that language's vocabulary with the English
    one, or for a language without a vocabulary the English index and the rules' titles
    there (:func:`referee.rulebook.search.phone_index`)."""
    data = json.dumps(phone_index(language), separators=(",", ":"), ensure_ascii=False)
    body = f"window.UnoRuleIndex={data};\n"
    return body, hashlib.sha256(body.encode()).hexdigest()[:12]


def index_url(language: str) -> str:
    """Where the phone fetches the search index for a page in ``language`` (its hash in
    the address, kept for a year)."""
    return url_for("house_rules.search_index", language=language, v=index_script(language)[1])


ANYWHERE_PLAYERS = 4


PREFILL = "prefill"  # a link that fills in answers without asking for the answer yet


DECK_ARG = "deck"  # without a game: the deck picked


def anywhere_deck() -> str:
    """Without a game: the deck picked in the query string (the classic one by default)."""
    deck = request.args.get(DECK_ARG, CLASSIC.name)
    return deck if deck in DECKS else CLASSIC.name


def table_of(game: Game | None, deck: str = "classic") -> DisputeTable:
    """The wizards' view of a game: the dealer is whoever deals the round being played.

    Without a game: four players, the official rules and the ``deck`` picked.
    """
    if game is None:
        seats = range(1, ANYWHERE_PLAYERS + 1)
        names = tuple(_("Player {number}").format(number=n) for n in seats)
        return DisputeTable(names=names, rules=HouseRules(), deck=deck, dealer=0)
    sheet = games.load_scoresheet(game)
    return DisputeTable(
        names=sheet.players, rules=sheet.rules, deck=sheet.table.deck, dealer=sheet.dealer()
    )


def help_url(game: Game | None, slug: str | None = None, deck: str = "classic") -> str:
    """The dispute helper's menu, or one wizard, for ``game`` (or for no game, in ``deck``)."""
    picked: dict[str, Any] = {} if deck == CLASSIC.name else {DECK_ARG: deck}
    if slug is None:
        if game is None:
            return url_for("disputes.menu_anywhere", **picked)
        return url_for("disputes.menu", game_id=game.id)
    if game is None:
        return url_for("disputes.wizard_anywhere", slug=slug, **picked)
    return url_for("disputes.wizard", game_id=game.id, slug=slug)


def wizard_choices(game: Game | None) -> dict[str, dict[str, Any]]:
    """Each wizard's title, address and the cards each card question takes.

    The rulebook search turns a question's offer into a link with these, on the server
    and on the phone alike (:func:`offer_link`, ``static/rule_search.js``).
    """
    table = table_of(game)
    return {
        wizard.slug: {
            "title": wizard.title_in(table.deck),
            "url": help_url(game, wizard.slug),
            "ranks": {
                q.name: [chip.value for chip in card_chips(q, table)]
                for q in wizard.questions(table)
                if q.kind == "card"
            },
        }
        for wizard in offered(table)
    }


def offer_link(offer: Offer | None, choices: dict[str, dict[str, Any]]) -> dict[str, str] | None:
    """A search's offer as a link: the wizard's title, and its address with the cards filled."""
    if offer is None or offer.wizard not in choices:
        return None
    chosen = choices[offer.wizard]
    args: list[tuple[str, str]] = []
    for name, rank, color in offer.cards:
        if rank.value in chosen["ranks"].get(name, ()):
            args.append((name, rank.value))
            if color is not None:
                args.append((name + "_color", color.value))
    args.append((PREFILL, "1"))
    return {"title": chosen["title"], "url": chosen["url"] + "?" + urlencode(args)}


def new_request_id() -> str:
    """A fresh idempotency key for a form that changes a game."""
    return uuid.uuid4().hex


def ruling_answers(args: MultiDict[str, str]) -> str:
    """A wizard's answers as the save form carries them."""
    return urlencode(list(args.items(multi=True)))
