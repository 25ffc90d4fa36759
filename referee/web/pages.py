"""The HTML pages: start a game, the live scoreboard, and recording rounds.

Views parse the form, call the service layer and redirect (POST/redirect/GET). This
device's edit keys and recent player names live in the signed session cookie.
"""

from __future__ import annotations

import dataclasses
import secrets
import uuid
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

import segno
from flask import (
    Blueprint,
    abort,
    flash,
    get_template_attribute,
    make_response,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup
from sqlalchemy import select
from werkzeug.wrappers import Response

from referee import i18n
from referee.cards import (
    FLIP_RANK,
    Card,
    Color,
    Rank,
    card_name,
    color_name,
    deck_title,
    find_card,
    get_deck,
    rank_name,
)
from referee.chart import ordinal
from referee.checks import GameSettings, check_round
from referee.errors import InputError, Seat
from referee.i18n import N_, _, pgettext
from referee.rules import OPTIONS, preset_name
from referee.scoresheet import Scoresheet
from referee.scoring import Leftover, Method, RoundResult
from referee.web import fields, games, groups, wording
from referee.web.expectations import expectations_panel
from referee.web.extensions import db
from referee.web.forms import (
    METHOD_HINTS,
    TARGET_CHOICES,
    HandTextError,
    NewGameForm,
    RemoveRoundForm,
    RoundForm,
    RulesForm,
    chosen_rules,
    fill_rules_form,
    read_hand,
)
from referee.web.games import GameNotFound, get_game_or_404
from referee.web.kept import Kept
from referee.web.models import Game, Group

bp = Blueprint("pages", __name__)

MAX_REMEMBERED_GAMES = 12
MAX_REMEMBERED_NAMES = 16
STALE_MESSAGE = N_(
    "Someone changed this game while you had this page open. "
    "Check the rounds on the scoreboard; your entries are still here."
)


def refusal_text(error: Exception, number: int | None = None) -> str:
    """What a page says when a write is refused: the one place each refusal is worded.

    ``number`` is the round the write was about, if any.
    """
    if isinstance(error, InputError):
        return error.message
    if isinstance(error, games.StaleVersion):
        return _(STALE_MESSAGE)
    if isinstance(error, games.GameOver):
        return _("This game is over and takes no more rounds.")
    if isinstance(error, games.RoundNotFound):
        return _("There is no round {number} any more; nothing was changed.").format(number=number)
    if isinstance(error, games.NotPlayingOn):
        return _("This game ends when someone reaches the target.")
    if isinstance(error, games.NothingToEnd):
        return _("Play a round before ending the game.")
    return _("This change could not be made; nothing was changed.")


# ---- this device's memory (the signed session cookie) -------------------------------


def remembered_keys(kind: str = "games") -> list[list[str]]:
    """``[id, edit_key]`` pairs of games (or ``"groups"``) this device holds, most recent
    first."""
    pairs = session.get(kind, [])
    return [p for p in pairs if isinstance(p, list) and len(p) == 2]


def remember_key(owner_id: str, key: str, kind: str = "games") -> None:
    """Keep a game's (or ``"groups"``: a group's) edit key on this device, as the most
    recent one."""
    pairs = [p for p in remembered_keys(kind) if p[0] != owner_id]
    session[kind] = [[owner_id, key], *pairs][:MAX_REMEMBERED_GAMES]
    session.permanent = True


def remembered_games() -> list[list[str]]:
    """``[game_id, edit_key]`` pairs this device holds, most recent first."""
    return remembered_keys("games")


def remember_game(game_id: str, key: str) -> None:
    """Keep a game's edit key on this device, as the most recent game."""
    remember_key(game_id, key, "games")


def remember_names(names: list[str]) -> None:
    """Keep player names for quick re-use on this device."""
    known = [
        n for n in session.get("names", []) if n.casefold() not in {m.casefold() for m in names}
    ]
    session["names"] = [*names, *known][:MAX_REMEMBERED_NAMES]
    session.permanent = True


def can_edit(game: Game | games.Stamp) -> bool:
    """Whether this device holds the game's edit key."""
    key = next((k for gid, k in remembered_games() if gid == game.id), None)
    return games.key_matches(game, key)


# ---- helpers ---------------------------------------------------------------------------

SHORT_FACES = {
    Rank.SKIP: "Skip",
    Rank.REVERSE: "Rev",
    Rank.DRAW_TWO: "+2",
    Rank.WILD: "Wild",
    Rank.WILD_DRAW_FOUR: "+4",
    Rank.WILD_SWAP_HANDS: "Swap",
    Rank.WILD_SHUFFLE_HANDS: "Shuffle",
    Rank.WILD_CUSTOMIZABLE: "Custom",
    FLIP_RANK: "Flip",  # "F" alone is no word the round form reads
}


def shown_face(face: str) -> str:
    """A short face as the page's language writes it; the face itself is what the round
    form's reader takes ("skip"), so only what is shown changes."""
    words = {
        "Skip": pgettext("a card's short face", "Skip"),
        "Rev": pgettext("a card's short face", "Rev"),
        "Wild": pgettext("a card's short face", "Wild"),
        "Swap": pgettext("a card's short face", "Swap"),
        "Shuffle": pgettext("a card's short face", "Shuffle"),
        "Custom": pgettext("a card's short face", "Custom"),
    }
    return words.get(face) or _(face)


@bp.app_template_global()
def card_face(code: str | Card) -> dict[str, object]:
    """How a card (or a card code) is drawn: colour letter (W for wilds), short face, full
    name, points. A card read in its game's deck keeps its own points (Flip's Wild is 40)."""
    card = code if isinstance(code, Card) else find_card(code)
    return {
        "code": card.code,
        "color": card.color.value if card.color else "W",
        "face": (face := SHORT_FACES.get(card.rank, card.rank.value)),
        "shown": shown_face(face),
        "label": card_name(card),
        "points": card.points,
    }


# Numbers, places and sides as the page's language writes them.
bp.add_app_template_global(wording.decimal, "decimal")
bp.add_app_template_global(wording.percent, "percent")
bp.add_app_template_global(ordinal, "place_name")
bp.add_app_template_global(wording.side_name, "side_name")
bp.add_app_template_global(color_name, "colour_name")
bp.add_app_template_global(deck_title, "deck_title")


@bp.app_template_filter("strong")
def strong(text: object) -> Markup:
    """``text`` in bold (escaped), to put into a translated sentence."""
    return Markup("<strong>%s</strong>") % text


@bp.app_errorhandler(GameNotFound)
def show_missing_game(error: GameNotFound) -> tuple[str, int]:
    """A game id that names no game gets a friendly page (the API answers in JSON)."""
    return render_template("missing.html"), 404


@bp.app_template_global()
def card_chips(cards: Iterable[Card]) -> Markup:
    """A hand's card chips, as the ``card`` macro draws them."""
    return Markup("").join(card_chip(card) for card in cards)


def card_chip(card: Card | str) -> Markup:
    """One card's chip, drawn once per card and language (a scoreboard shows hundreds)."""
    return card_chip_in(card, i18n.current())


@lru_cache(maxsize=512)
def card_chip_in(card: Card | str, language: str) -> Markup:
    """One card's chip as drawn in ``language`` (its name and points are words)."""
    return Markup(get_template_attribute("macros.html", "card")(card))


def get_editable_game(game_id: str, for_write: bool = False) -> Game:
    """The game, if this device may edit it; else a 403 page."""
    game = get_game_or_404(game_id, for_write)
    if not can_edit(game):
        abort(make_response(render_template("forbidden.html", game=game), 403))
    return game


@lru_cache(maxsize=1024)
def qr_data_uri(url: str) -> str:
    """A QR code of ``url`` as an SVG data URI (the CSP allows ``data:`` images).

    Cached: drawing one takes longer than the rest of the scoreboard, and a code
    depends only on its URL.
    """
    return segno.make(url, error="m").svg_data_uri(scale=5, border=2, dark="#111")


def keypad_rows(deck_name: str) -> dict[str, Any]:
    """The keypad's buttons for a deck, one group per side (a single group for a deck of
    one side): the side's colours, one key per coloured rank and its wilds, all from the
    deck's own table. A key is drawn with its face, name and points. Worked out once per
    deck and language (the round form reads it, never changes it)."""
    return keypad_rows_in(deck_name, i18n.current())


@lru_cache(maxsize=64)
def keypad_rows_in(deck_name: str, language: str) -> dict[str, Any]:
    """The keypad of a deck with its keys named in ``language``."""
    deck = get_deck(deck_name)
    groups = []
    for side in deck.sides or (None,):
        colors = deck.colors_of(side)
        # One card per coloured rank, of the first colour: points do not depend on colour.
        coloured = [card for card in deck.counts if colors and card.color is colors[0]]
        if deck.readable:  # the classic family shares one keypad: every classic rank
            coloured = [Card(rank, Color.RED) for rank in Rank if not rank.is_wild]
        wilds = [card for card in deck.counts if card.is_wild and card.side == side]
        groups.append(
            {
                "side": side,
                "colors": list(colors),
                "ranks": [key_face(card) for card in coloured],
                "wilds": [key_face(card) for card in wilds],
            }
        )
    examples = [code.lower() for group in groups for code in example_codes(group)]
    return {
        "sides": groups,
        "colors": any(group["colors"] for group in groups),
        "examples": " ".join(examples),
    }


def example_codes(group: dict[str, Any]) -> list[str]:
    """A few codes of a keypad group for the hint: a number, an action card, a wild."""
    colors, ranks, wilds = group["colors"], group["ranks"], group["wilds"]
    codes = []
    if colors and ranks:
        number = next((c for c in ranks if c["rank"] == "7"), ranks[0])
        action = next((c for c in ranks if not str(c["rank"]).isdigit()), None)
        codes.append(colors[0].value + number["rank"])
        if action is not None:
            codes.append(colors[-1].value + action["rank"])
    codes.extend(str(card["code"]) for card in wilds[-1:] if wilds)
    if not colors:
        codes = [str(card["code"]) for card in wilds[:3]]
    return codes


def key_face(card: Card) -> dict[str, object]:
    """A keypad key's card: its face (:func:`card_face`), its rank code, and a coloured
    rank named without its colour (the key stands for every colour)."""
    return {**card_face(card), "rank": card.rank.code, "label": rank_name(card.rank)}


# ---- home: start a game ------------------------------------------------------------------


@bp.get("/")
def show_home() -> str | tuple[str, int]:
    """The start form, with this device's recent games."""
    form = NewGameForm()
    rules_form = RulesForm(prefix="rules")
    again = games.get_game(request.args.get("again", "")) if request.args.get("again") else None
    group = playing_group(request.args.get("group"))
    if again is None and group is not None:
        again = latest_game(group.id)
    if again is not None:
        fill_again(form, rules_form, again)
        group = group or playing_group(again.group_id)
    form.group.data = group.id if group else ""
    return render_home(form, rules_form)


def playing_group(group_id: str | None) -> Group | None:
    """The group a new game from this device would be played in: one whose key it holds."""
    from referee.web.group_pages import can_edit_group  # the group pages build on these

    group = groups.get_group(group_id) if group_id else None
    return group if group is not None and can_edit_group(group) else None


def latest_game(group_id: str) -> Game | None:
    """The group's most recently started game, if any."""
    return db.session.execute(
        select(Game).where(Game.group_id == group_id).order_by(Game.created_at.desc()).limit(1)
    ).scalar_one_or_none()


def fill_again(form: NewGameForm, rules_form: RulesForm, game: Game) -> None:
    """Fill the start form for the next game at ``game``'s table: same seats, rules,
    target, deck, teams; the deal passing on."""
    settings = games.again_settings(game, games.load_scoresheet(game))
    table = settings.table
    names = list(table.players)
    for entry, name in zip(form.players.entries, names, strict=False):
        entry.data = name
    target = str(table.target)
    if target in TARGET_CHOICES:
        form.target.data = target
    else:
        form.target_other.data = table.target
    form.scoring.data = table.method.value
    form.deck.data = table.deck
    teams = [list(team) for team in table.teams] if table.teams else None
    form.teams.data = next(
        (c for c in ("pairs", "halves") if teams and partner_teams(c, names) == teams), "none"
    )
    form.dealer.data = str(table.first_dealer)
    name = preset_name(settings.rules)
    form.preset.data = name
    fill_rules_form(rules_form, settings.rules)
    form.play_on.data = table.play_on


def render_home(
    form: NewGameForm, rules_form: RulesForm, status: int = 200
) -> str | tuple[str, int]:
    """The home page with ``form``."""
    from referee.web.group_pages import NewGroupForm, remembered_groups

    recent = [g for g in (games.get_game(gid) for gid, _key in remembered_games()) if g]
    my_groups = [g for g in (groups.get_group(gid) for gid, _key in remembered_groups()) if g]
    body = render_template(
        "home.html",
        form=form,
        group=groups.get_group(form.group.data or ""),
        groups=my_groups,
        group_form=NewGroupForm(),
        rules_form=rules_form,
        recent=recent,
        names=session.get("names", []),
        method_hints={method: _(hint) for method, hint in METHOD_HINTS.items()},
        options=OPTIONS,
        expectations=expectations_panel(None),
    )
    return body if status == 200 else (body, status)


@bp.post("/")
def start_game() -> Any:
    """Create a game from the start form and open its scoreboard."""
    form = NewGameForm()
    rules_form = RulesForm(prefix="rules")
    if not form.validate() or not rules_form.validate():
        return render_home(form, rules_form, 422)
    slots = form.player_names()
    try:
        settings = settings_from_form(form, rules_form, slots)
    except InputError as error:
        attach_game_error(form, error, slots)
        return render_home(form, rules_form, 422)
    if form.group.data:
        group = playing_group(form.group.data)
        if group is None:
            abort(make_response(render_template("missing.html"), 403))
        settings = dataclasses.replace(settings, group=group.id)
    game, key = games.create_game(settings)
    games.commit()
    remember_game(game.id, key)
    remember_names(list(settings.table.players))
    return redirect(url_for("pages.show_game", game_id=game.id))


def settings_from_form(
    form: NewGameForm, rules_form: RulesForm, slots: list[tuple[int, str]]
) -> GameSettings:
    """The new game the start form describes, read and checked as the API's is.

    :raises InputError: naming the first value that is wrong.
    """
    names = fields.clean_players([name for _, name in slots])
    deck = fields.clean_deck(form.deck.data)
    return fields.new_game(
        name=fields.clean_game_name(form.name.data),
        players=names,
        target=fields.clean_target(form.chosen_target(deck)),
        method=fields.clean_method(form.scoring.data),
        deck=deck.name,
        rules=chosen_rules(form.preset.data, rules_form),
        teams=partner_teams(form.teams.data, names),
        dealer_seat=dealer_seat(form.dealer.data, slots),
        play_on=bool(form.play_on.data),
    )


def partner_teams(choice: str | None, names: Sequence[str]) -> list[list[str]] | None:
    """Teams from the partner choice: pairs sitting opposite, or alternating seats."""
    count = len(names)
    if choice == "pairs":
        half = count // 2
        return [[names[seat], names[seat + half]] for seat in range(half)] if count >= 2 else []
    if choice == "halves":
        return [list(names[0::2]), list(names[1::2])]
    return None


def dealer_seat(raw: str | None, slots: list[tuple[int, str]]) -> int:
    """The dealer's seat from the chosen slot (the first player when that slot is empty)."""
    slot = int(raw) if raw and raw.isdigit() else 0
    return next((seat for seat, (taken, _) in enumerate(slots) if taken == slot), 0)


def attach_game_error(form: NewGameForm, error: InputError, slots: list[tuple[int, str]]) -> None:
    """Show the error next to the field that caused it."""
    root = error.path[0] if error.path else ""
    if root == "players" and slots:
        index = error.path[1] if len(error.path) > 1 else fields.MAX_PLAYERS
        if isinstance(index, int) and (len(error.path) > 1 or len(slots) > fields.MAX_PLAYERS):
            form.players.entries[slots[min(index, len(slots) - 1)][0]].errors = [error.message]
            return
    widgets = {
        "name": form.name,
        "target": form.target_other,
        "scoring": form.scoring,
        "deck": form.deck,
        "rules": form.preset,
        "teams": form.teams,
        "dealer": form.dealer,
    }
    widget = widgets.get(str(root), form.players.entries[0])  # the player list, or anything else
    widget.errors = [error.message]


# ---- the scoreboard ------------------------------------------------------------------------


# Scoreboards rendered lately: per game version, editor or viewer, address, chart and
# language.
# A kept page holds CSRF_HOLE where a form's CSRF token goes; each device gets its own.
scoreboards: Kept[str] = Kept(128)
CSRF_HOLE = f"csrf-{secrets.token_hex(16)}"
CHART_METHODS = frozenset(m.value for m in Method)


@bp.get("/g/<game_id>")
def show_game(game_id: str) -> str:
    """The live scoreboard; editing controls for a device holding the edit key."""
    stamp = games.read_stamp(game_id)
    editor = can_edit(stamp)
    saved_request = session.pop("saved_request", "")
    if saved_request or session.get("_flashes"):  # said once, to this device: not kept
        return render_scoreboard(get_game_or_404(game_id), editor, saved_request)
    chart = request.args.get("chart")

    def key(version: int) -> tuple[object, ...]:
        return (
            game_id,
            version,
            editor,
            request.host_url,
            chart if chart in CHART_METHODS else None,
            i18n.current(),
        )

    page = scoreboards.get(key(stamp.version))
    if page is None:  # kept under the version it shows, which may be newer than the stamp
        game = get_game_or_404(game_id)
        page = scoreboards.keep(
            key(game.version), render_scoreboard(game, editor, "", csrf_token=lambda: CSRF_HOLE)
        )
    return page.replace(CSRF_HOLE, generate_csrf()) if CSRF_HOLE in page else page


def render_scoreboard(game: Game, editor: bool, saved_request: str, **extra: Any) -> str:
    """The scoreboard page of a game."""
    from referee.web.history import chart_panel  # history builds on these pages

    sheet = games.load_scoresheet(game)
    return render_template(
        "game.html",
        **scoreboard(game, sheet),
        **chart_panel(sheet, request.args.get("chart")),
        editor=editor,
        saved_request=saved_request,
        **share_links(game),
        group=groups.get_group(game.group_id) if game.group_id else None,
        image_url=url_for("share.game_picture", game_id=game.id, _external=True),
        **extra,
    )


def scoreboard(game: Game, sheet: Scoresheet) -> dict[str, Any]:
    """What the scoreboard shows: the scoresheet, and its standings under both methods."""
    method = sheet.method
    other = Method.LOWEST if method is Method.COLLECT else Method.COLLECT
    outcome = sheet.outcome()
    return {
        "game": game,
        "sheet": sheet,
        "outcome": outcome,
        "method": method,
        "other": other,
        "lines": sheet.standings(method),
        "other_lines": sheet.standings(other),
        "team_lines": [
            (" & ".join(team), total)
            for team, total in zip(sheet.table.teams or (), sheet.team_totals(), strict=True)
        ],
        "winning_total": winning_total(sheet),
        "out_since": {
            player: milestone.round_number
            for milestone in sheet.eliminated()
            for player in milestone.players
        },
    }


def winning_total(sheet: Scoresheet) -> int | None:
    """The total that won the game (the team's total with partners), if it is over."""
    outcome = sheet.outcome()
    if outcome is None:
        return None
    # Decided in that round: rounds recorded after it (a correction) were played on.
    totals = sheet.tally(outcome.round_number).of(sheet.method)
    return sum(totals[p] for p in sheet.table.team_of(outcome.players[0]))


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


@bp.get("/g/<game_id>/edit/<key>")
def open_edit_link(game_id: str, key: str) -> Response:
    """Check an edit link's key, keep it on this device, and open the clean game page."""
    game = get_game_or_404(game_id)
    if not games.key_matches(game, key):
        abort(make_response(render_template("forbidden.html", game=game), 403))
    remember_game(game.id, key)
    flash(_("This phone can now record rounds for this game."), "ok")
    return redirect(url_for("pages.show_game", game_id=game.id))


# ---- rounds ----------------------------------------------------------------------------------


@bp.route("/g/<game_id>/rounds/new", methods=["GET", "POST"])
def record_round(game_id: str) -> Any:
    """The round form; a valid post records the round once, even if sent twice."""
    game = get_editable_game(game_id, for_write=request.method == "POST")
    sheet = games.load_scoresheet(game)
    form = round_form(sheet)
    if request.method == "GET":
        if sheet.is_over():
            flash(refusal_text(games.GameOver()), "error")
            return redirect(url_for("pages.show_game", game_id=game.id))
        form.request_id.data = uuid.uuid4().hex
        form.version.data = str(game.version)
        return render_round_form(game, sheet, form, None)
    if form.request_id.validate(form) and games.was_applied(game, form.request_id.data or None):
        return saved(game, form, _("That round was already saved."))
    return save_round(game, sheet, form, None)


@bp.route("/g/<game_id>/rounds/<int:number>/edit", methods=["GET", "POST"])
def edit_round(game_id: str, number: int) -> Any:
    """The round form filled with a recorded round; a valid post replaces it."""
    game = get_editable_game(game_id, for_write=request.method == "POST")
    sheet = games.load_scoresheet(game)
    form = round_form(sheet, number)
    try:
        result = sheet.round(number)
    except games.RoundNotFound as error:
        flash(refusal_text(error, number), "error")
        return redirect(url_for("pages.show_game", game_id=game.id))
    if request.method == "GET":
        fill_round_form(form, sheet, result)
        form.request_id.data = uuid.uuid4().hex
        form.version.data = str(game.version)
        return render_round_form(game, sheet, form, number)
    if form.request_id.validate(form) and games.was_applied(game, form.request_id.data or None):
        return saved(game, form, _("Round {number} was already saved.").format(number=number))
    return save_round(game, sheet, form, number)


def round_form(sheet: Scoresheet, number: int | None = None) -> RoundForm:
    """The round form of this game: its deck's fields, winners among the players still in."""
    still_in = sheet.still_in(number) if number is None or number <= len(sheet.rounds) else None
    return RoundForm.for_players(sheet.players, get_deck(sheet.table.deck), still_in)


def fill_round_form(form: RoundForm, sheet: Scoresheet, result: RoundResult) -> None:
    """Put a recorded round's winner, hands, side and knock-outs into the form."""
    form.winner.data = str(result.winner)
    if result.side is not None:
        form.side.data = result.side
    if result.knocked_out:
        form.knocked_out.data = [str(seat) for seat in sorted(result.knocked_out)]
    for seat, hand in result.hands.items():
        text = " ".join(c.code for c in hand.cards) if hand.cards is not None else str(hand.points)
        form.hands[seat].data = text


def save_round(game: Game, sheet: Scoresheet, form: RoundForm, number: int | None) -> Any:
    """Check and store a posted round (new when ``number`` is None); re-render on errors."""

    def again(status: int, **errors: Any) -> Any:
        return render_round_form(game, sheet, form, number, status=status, **errors)

    if not form.validate():
        return again(422, form_error=" ".join(form.request_id.errors) or None)
    result, hand_errors = round_from_form(form, sheet)
    if hand_errors or result is None:  # a winner not at the table is a form's fault too
        form.winner.errors = [] if result else [form.winner.validators[0].message]
        return again(422, hand_errors=hand_errors)
    try:
        seen = form.seen_version()
        result = fields.with_side(result, get_deck(sheet.table.deck), form.chosen_side())
        check_round(sheet.table, result, sheet.out_before(number))
        games.check_version(game, seen)
        request_id = form.request_id.data or None
        if number is None:
            games.store_round(game, sheet, result, request_id)
        else:
            games.store_replacement(game, sheet, number, result, request_id)
        games.commit()
    except InputError as error:
        step = error.path[1] if error.path[:1] == ("hands",) and len(error.path) > 1 else None
        if isinstance(step, Seat):
            return again(422, hand_errors={step.index: error.message})
        if error.path[:1] == ("winner",):
            form.winner.errors = [error.message]
            return again(422)
        status = 412 if error.code == "precondition_failed" else 422
        return again(status, form_error=refusal_text(error))
    except games.StaleVersion:
        form.version.data = str(game.version)
        return again(409, form_error=stale_message(number))
    except games.GameOver as error:
        return again(409, form_error=refusal_text(error))
    except games.RoundNotFound as error:
        flash(refusal_text(error, number), "error")
        return redirect(url_for("pages.show_game", game_id=game.id))
    message = _("Round {number} saved.").format(number=number) if number else _("Round saved.")
    return saved(game, form, message)


def saved(game: Game, form: RoundForm, message: str) -> Response:
    """Redirect to the scoreboard, which tells this phone's draft of the round it is saved."""
    flash(message, "ok")
    session["saved_request"] = form.request_id.data or ""
    return redirect(url_for("pages.show_game", game_id=game.id))


def stale_message(number: int | None) -> str:
    """What to say when the game changed under the user's feet."""
    again = (
        _("Save again to add this round anyway.")
        if number is None
        else _("Save again to keep yours.")
    )
    return f"{refusal_text(games.StaleVersion())} {again}"


def round_from_form(
    form: RoundForm, sheet: Scoresheet
) -> tuple[RoundResult | None, dict[int, str]]:
    """The round the form describes, by seat (``None`` without a winner), and the hands
    whose text could not be read. A hand left empty is missing: the game's check says so."""
    winner = form.winner_seat()
    deck = get_deck(sheet.table.deck)
    hands: dict[int, Leftover] = {}
    errors: dict[int, str] = {}
    for seat in form.still_in:
        text = (form.hands[seat].data or "").strip()
        if seat == winner or not text:
            continue  # the winner holds nothing
        try:
            hands[seat] = read_hand(text, deck)
        except HandTextError as error:
            errors[seat] = str(error)
    if winner is None or winner >= len(sheet.players):
        return None, errors
    return RoundResult(winner, hands, knocked_out=form.knocked_out_seats()), errors


def draw_cards(deck_name: str) -> str:
    """The deck's cards that make the next player draw, named for a sentence
    ("Draw Two or Wild Draw Four"; Flip's "Draw One, Wild Draw Two, Draw Five or Wild
    Draw Color")."""
    return draw_cards_in(deck_name, i18n.current())


@lru_cache(maxsize=64)
def draw_cards_in(deck_name: str, language: str) -> str:
    """The deck's draw cards named in ``language``."""
    seen: list[str] = []  # each kind of card once, by its English name
    names: list[str] = []
    for kind in get_deck(deck_name).kinds:
        rank = kind.rank
        if (rank.draw or "draw_until_color" in rank.does) and rank.label not in seen:
            seen.append(rank.label)
            names.append(rank_name(rank))
    if len(names) < 2:
        return names[0] if names else ""
    return _("{cards} or {last}").format(cards=", ".join(names[:-1]), last=names[-1])


def render_round_form(
    game: Game,
    sheet: Scoresheet,
    form: RoundForm,
    number: int | None,
    hand_errors: dict[int, str] | None = None,
    form_error: str | None = None,
    status: int = 200,
) -> Any:
    """The round form page."""
    round_number = number or len(sheet.rounds) + 1
    body = render_template(
        "round.html",
        game=game,
        form=form,
        number=number,
        round_number=round_number,
        players=sheet.players,
        hand_errors=hand_errors or {},
        form_error=form_error,
        keypad_keys=keypad_rows(sheet.table.deck),
        draw_cards=draw_cards(sheet.table.deck),
        dealer=sheet.players[sheet.dealer(round_number)],
        still_in=form.still_in,
        side=form.chosen_side(),
    )
    return body if status == 200 else (body, status)


@bp.post("/g/<game_id>/rounds/<int:number>/delete")
def remove_round(game_id: str, number: int) -> Response:
    """Remove a round, unless the game changed since the user saw it."""
    game = get_editable_game(game_id, for_write=True)
    form = RemoveRoundForm()
    try:
        games.check_version(game, form.seen_version())
        games.delete_round(game, games.load_scoresheet(game), number)
        games.commit()
    except (InputError, games.StaleVersion, games.RoundNotFound) as error:
        reason = refusal_text(error, number)
        flash(_("Round {number} was not removed: {reason}").format(number=number, reason=reason),
              "error")  # fmt: skip
    else:
        flash(_("Round {number} removed.").format(number=number), "ok")
    return redirect(url_for("pages.show_game", game_id=game.id))
