"""The dispute helper: short tap-only questions, answered by the referee under the game's rules.

Each wizard is a list of questions (players, cards, colours, yes/no) read from the query
string, so an answer is a plain GET that works without script and can be shared. The
answers become a ``Situation`` and an ``Action`` for the engine: the web layer decides
no rule itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, abort, make_response, render_template, request, url_for

from referee.cards import Card, Color, Rank, get_deck
from referee.engine import judge
from referee.explain import consequences, told
from referee.rulebook import get_entry
from referee.rules import HouseRules
from referee.ruling import Action, ActionType, Ruling, Say
from referee.search import Offer
from referee.situation import Direction, Hand, LastPlay, Situation, UnoWindow
from referee.web import games
from referee.web.games import get_game_or_404
from referee.web.house_rules import MAX_QUERY, rulebook_url
from referee.web.models import Game
from referee.web.pages import can_edit

bp = Blueprint("disputes", __name__)

Headline = tuple[str, str]  # the answer in a few words, and its tone: yes, no or info

YES_NO = (("yes", "Yes"), ("no", "No"))
DIRECTIONS = (("cw", "Clockwise"), ("ccw", "Counterclockwise"))
STACK_TOTALS = (("", "Just this card"), *((str(n), str(n)) for n in range(4, 22, 2)))
DRAW_CARDS = (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
MISSING = "Tap one of these."
OTHER_CARDS_DO_NOT_COUNT = "The same number or symbol in another colour, and wilds, don't count."
TAMPERED = "That is not one of the choices here; tap one of them."


@dataclass(frozen=True)
class Question:
    """One group of chips. ``kind``: ``card`` (rank and colour chips) or ``choice``."""

    name: str
    label: str
    kind: str
    choices: tuple[tuple[str, str], ...] = ()
    default: str | None = None
    hint: str = ""
    required: bool = True
    ranks: tuple[Rank, ...] | None = None  # card questions: the ranks offered (default: all)
    wild_color: bool = True  # card questions: whether a wild needs a colour too
    show_if: str = ""  # "question:value value": only asked for those answers (script hides it)
    cast: Callable[[str], Any] = str  # choice questions: the chip value as the case wants it


@dataclass(frozen=True)
class DisputeTable:
    """What a wizard knows about the game: names, rules, deck, who deals this round."""

    names: tuple[str, ...]
    rules: HouseRules
    deck: str
    dealer: int

    def after(self, seat: int, direction: Direction) -> int:
        """The seat after ``seat`` in ``direction``."""
        return self.situation().next_seat(seat, direction)

    def before(self, seat: int, direction: Direction) -> int:
        """The seat before ``seat`` in ``direction``."""
        return self.situation().next_seat(seat, direction.flipped())

    def situation(self, hand: tuple[int, Hand] | None = None, **fields: Any) -> Situation:
        """A situation at this table; ``hand`` is one known hand as ``(seat, cards)``."""
        hands: list[Hand | None] = [None] * len(self.names)
        if hand is not None:
            hands[hand[0]] = hand[1]
        fields.setdefault("dealer", self.dealer)
        return Situation(players=len(self.names), hands=tuple(hands), **fields)


@dataclass
class Answers:
    """The answers read, and a message for each question answered wrongly or not at all."""

    values: dict[str, Any] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    tampered: bool = False

    def __getitem__(self, name: str) -> Any:
        return self.values.get(name)


@dataclass(frozen=True)
class Wizard:
    """One dispute: its question, what it asks, and how the answers become a case."""

    slug: str
    title: str
    intro: str
    questions: Callable[[DisputeTable], tuple[Question, ...]]
    case: Callable[[Answers, DisputeTable], tuple[Situation, Action]]
    headline: Callable[[Ruling, Answers], Headline]


# ---- question builders ----------------------------------------------------------------


def player(table: DisputeTable, name: str, label: str, **options: Any) -> Question:
    """Pick a player by name (the values are seats)."""
    seats = tuple((str(seat), who) for seat, who in enumerate(table.names))
    return Question(name, label, "choice", seats, cast=int, **options)


def yes_no(name: str, label: str, **options: Any) -> Question:
    """A yes/no question."""
    return Question(name, label, "choice", YES_NO, cast=is_yes, **options)


def colour(name: str, label: str) -> Question:
    """Pick one of the four colours."""
    choices = tuple((color.value, color.label.capitalize()) for color in Color)
    return Question(name, label, "choice", choices, cast=Color.from_code)


def direction() -> Question:
    """Which way play runs (clockwise unless a Reverse turned it)."""
    return Question("direction", "Which way is play going?", "choice", DIRECTIONS,
                    default="cw", cast=Direction)  # fmt: skip


def is_yes(value: str) -> bool:
    """A yes/no chip's value as a bool."""
    return value == "yes"


def optional_number(value: str) -> int | None:
    """A chip whose empty value means "none" (the default) and others a number."""
    return int(value) if value else None


def optional_yes(value: str) -> bool | None:
    """A yes/no chip with an empty "don't know"."""
    return is_yes(value) if value else None


# ---- the five wizards -------------------------------------------------------------------


def play_questions(table: DisputeTable) -> tuple[Question, ...]:
    swaps = "7 WSW" if table.rules.seven_o else "WSW"
    turn_choices = (("", "Theirs"), *((str(i), name) for i, name in enumerate(table.names)))
    return (
        player(table, "seat", "Who wants to play?"),
        Question("top", "Card on top of the pile", "card",
                 hint="After a wild, tap the colour that was named."),
        Question("card", "The card they want to play", "card",
                 hint="For a wild, tap the colour they will name."),
        Question("holds", "Do they hold a card of the colour in play?", "choice",
                 (*YES_NO, ("", "Don't know")), default="", show_if="card:W+4", cast=optional_yes,
                 hint=OTHER_CARDS_DO_NOT_COUNT),
        player(table, "target", "Who do they swap hands with?", show_if=f"card:{swaps}"),
        yes_no("last", "Is it their last card?", default="no"),
        Question("turn", "Whose turn is it?", "choice", turn_choices, default="",
                 hint="Tap someone else if they want to play out of turn.",
                 cast=optional_number),
        direction(),
    )  # fmt: skip


def play_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, top, card = answers["seat"], answers["top"], answers["card"]
    turn = seat if answers["turn"] is None else answers["turn"]
    current = colour_in_play(answers, "top")
    hand = None
    if answers["last"]:
        hand = (seat, (card,))
    elif card.rank is Rank.WILD_DRAW_FOUR and answers["holds"] is not None:
        hand = (seat, (card, *filler(current, answers["holds"])))
    situation = table.situation(
        hand, top=top, turn=turn, direction=answers["direction"], color=current
    )
    kind = ActionType.PLAY
    if seat != turn and table.rules.jump_in:
        kind = ActionType.JUMP_IN
    action = Action(kind, seat=seat, card=card, color=answers["card_color"],
                    target=answers["target"])  # fmt: skip
    return situation, action


def colour_in_play(answers: Answers, name: str) -> Color:
    """The colour of a picked card, or for a wild the colour named with it."""
    card: Card = answers[name]
    if card.is_wild:
        named: Color = answers[name + "_color"]
        return named
    assert card.color is not None
    return card.color


def filler(color: Color, holds: bool) -> Hand:
    """Two cards standing for the rest of a hand: of ``color`` or of none of it."""
    other = next(c for c in Color if c is not color)
    shade = color if holds else other
    return (Card(Rank.FIVE, shade), Card(Rank.EIGHT, other))


def challenge_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", "Who played the Wild Draw Four?"),
        colour("before", "The colour in play just before it"),
        yes_no("held", "Their hand, shown to the challenger: did it hold a card of that colour?",
               hint=OTHER_CARDS_DO_NOT_COUNT),
        colour("named", "The colour they named with it"),
        direction(),
    )  # fmt: skip


def challenge_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, way = answers["seat"], answers["direction"]
    victim = table.after(seat, way)
    before = answers["before"]
    four = Card(Rank.WILD_DRAW_FOUR)
    hand_before = (four, *filler(before, answers["held"]))
    situation = table.situation(
        top=four,
        turn=victim,
        direction=way,
        color=answers["named"],
        pending_draw=4 if table.rules.stacking_on else 0,
        last_play=LastPlay(seat, four, before, hand_before),
    )
    return situation, Action(ActionType.CHALLENGE, seat=victim)


def uno_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "target", "Who is down to one card?"),
        yes_no("called", "Did they call “UNO” before they were caught?"),
        yes_no("acted", "Had the next player already drawn or played?",
               hint="A catch counts from when the card touches the pile until then."),
        player(table, "seat", "Who caught them?"),
        direction(),
    )  # fmt: skip


def uno_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    target, way = answers["target"], answers["direction"]
    situation = table.situation(
        (target, (Card(Rank.FIVE, Color.RED),)),
        turn=table.after(target, way),
        direction=way,
        uno=(UnoWindow(target, called=answers["called"], next_has_acted=answers["acted"]),),
    )
    return situation, Action(ActionType.CATCH, seat=answers["seat"], target=target)


def first_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        Question("card", "The card turned up", "card", wild_color=False),
        player(table, "dealer", "Who dealt?", default=str(table.dealer)),
    )


def first_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    dealer = answers["dealer"]
    situation = table.situation(turn=dealer, dealer=dealer)
    return situation, Action(ActionType.FLIP, card=answers["card"])


def stack_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        Question("top", "The draw card on top", "card", ranks=DRAW_CARDS,
                 hint="For a Wild Draw Four, tap the colour that was named."),
        Question("total", "Cards to draw so far", "choice", STACK_TOTALS, default="",
                 cast=optional_number),
        player(table, "seat", "Who has to answer it?"),
        Question("card", "The card they want to put on it", "card",
                 hint="For a wild, tap the colour they will name."),
        direction(),
    )  # fmt: skip


def stack_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    top, seat = answers["top"], answers["seat"]
    own = 2 if top.rank is Rank.DRAW_TWO else 4
    situation = table.situation(
        top=top,
        turn=seat,
        direction=answers["direction"],
        color=colour_in_play(answers, "top"),
        pending_draw=answers["total"] or own,
        last_play=LastPlay(table.before(seat, answers["direction"]), top),
    )
    action = Action(ActionType.PLAY, seat=seat, card=answers["card"], color=answers["card_color"])
    return situation, action


def yes_or_no(yes: str, no: str) -> Callable[[Ruling, Answers], Headline]:
    """A headline that follows whether the action asked about is allowed."""

    def headline(ruling: Ruling, answers: Answers) -> Headline:
        return (yes, "yes") if ruling.legal else (no, "no")

    return headline


def challenge_headline(ruling: Ruling, answers: Answers) -> Headline:
    if not ruling.legal:
        return "No challenge at this table", "no"
    if any(clause.say is Say.CHALLENGE_SUCCEEDS for clause in ruling.reasons):
        return "No: it was a bluff", "no"
    return "Yes, it was legal", "yes"


def first_headline(ruling: Ruling, answers: Answers) -> Headline:
    card: Card = answers["card"]
    return f"{card.label[0].upper()}{card.label[1:]} turned up first", "info"


WIZARDS = {
    wizard.slug: wizard
    for wizard in (
        Wizard("play", "Can I play this card?",
               "Tap the card on the pile and the card someone wants to play.",
               play_questions, play_case,
               yes_or_no("Yes, it can be played", "No, it can't be played")),
        Wizard("challenge", "Was that Wild Draw Four legal?",
               "The player who must draw may challenge it and see the hand of the player "
               "who played it.", challenge_questions, challenge_case, challenge_headline),
        Wizard("uno", "Missed UNO: does the catch count?",
               "Someone is down to one card and was caught.", uno_questions, uno_case,
               yes_or_no("Yes, the catch counts", "No, the catch doesn't count")),
        Wizard("first", "What does the first card do?",
               "The card turned up after the deal to start the pile.",
               first_questions, first_case, first_headline),
        Wizard("stack", "Can I stack this?",
               "A Draw Two or Wild Draw Four is waiting, and someone wants to pass it on.",
               stack_questions, stack_case,
               yes_or_no("Yes, it can be stacked", "No, it can't be stacked")),
    )
}  # fmt: skip


# ---- reading the answers ----------------------------------------------------------------


def card_ranks(question: Question, deck: str) -> tuple[Rank, ...]:
    """The ranks a card question offers: every coloured rank and the deck's wilds."""
    if question.ranks is not None:
        return question.ranks
    wilds = {card.rank for card in get_deck(deck).counts if card.is_wild}
    return tuple(rank for rank in Rank if not rank.is_wild or rank in wilds)


def read_answers(questions: tuple[Question, ...], table: DisputeTable, args: Any = None) -> Answers:
    """Check every answer in the query string (or in ``args``) against its question.

    A question that does not apply (``show_if``) is not asked: its answer is ``None``.
    """
    answers = Answers()
    args = request.args if args is None else args
    for question in questions:
        name = question.name
        if not applies(question, args):
            answers.values[name] = None
            continue
        raw = args.get(name, question.default or "")
        if question.kind == "card":
            read_card(question, raw, args.get(name + "_color", ""), table, answers)
            continue
        allowed = [value for value, _ in question.choices]
        if raw in allowed:
            answers.values[name] = question.cast(raw)
        elif raw:
            answers.errors[name] = TAMPERED
            answers.tampered = True
        elif question.required:
            answers.errors[name] = MISSING
        else:
            answers.values[name] = None
    return answers


def read_card(
    question: Question, rank: str, color: str, table: DisputeTable, answers: Answers
) -> None:
    """A card question: a rank chip and, for coloured cards and named wilds, a colour chip."""
    ranks = {r.value: r for r in card_ranks(question, table.deck)}
    colors = {c.value: c for c in Color}
    name = question.name
    if rank and rank not in ranks or color and color not in colors:
        answers.errors[name] = TAMPERED
        answers.tampered = True
        return
    if not rank:
        answers.errors[name] = MISSING
        return
    picked = ranks[rank]
    shade = colors.get(color)
    if shade is None and (not picked.is_wild or question.wild_color):
        answers.errors[name] = (
            "Tap the colour that was named." if picked.is_wild else "Tap the card's colour."
        )
        return
    answers.values[name] = Card(picked) if picked.is_wild else Card(picked, shade)
    answers.values[name + "_color"] = shade if picked.is_wild else None


def applies(question: Question, args: Any) -> bool:
    """Whether a question with ``show_if`` is asked, given the other answers."""
    if not question.show_if:
        return True
    other, _, values = question.show_if.partition(":")
    return args.get(other, "") in values.split()


# ---- pages ------------------------------------------------------------------------------


ANYWHERE_NAMES = ("Player 1", "Player 2", "Player 3", "Player 4")
PREFILL = "prefill"  # a link that fills in answers without asking for the answer yet


def table_of(game: Game | None) -> DisputeTable:
    """The wizards' view of a game: the dealer is whoever deals the round being played.

    Without a game: four players, the official rules and the classic deck.
    """
    if game is None:
        return DisputeTable(names=ANYWHERE_NAMES, rules=HouseRules(), deck="classic", dealer=0)
    sheet = games.load_scoresheet(game)
    return DisputeTable(
        names=sheet.players, rules=sheet.rules, deck=sheet.table.deck, dealer=sheet.dealer()
    )


def help_url(game: Game | None, slug: str | None = None) -> str:
    """The dispute helper's menu, or one wizard, for ``game`` (or for no game)."""
    if slug is None:
        if game is None:
            return url_for("disputes.menu_anywhere")
        return url_for("disputes.menu", game_id=game.id)
    if game is None:
        return url_for("disputes.wizard_anywhere", slug=slug)
    return url_for("disputes.wizard", game_id=game.id, slug=slug)


def wizard_choices(game: Game | None) -> dict[str, dict[str, Any]]:
    """Each wizard's title, address and the cards each card question takes.

    The rulebook search turns a question's offer into a link with these, on the server
    and on the phone alike (:func:`offer_link`, ``static/rule_search.js``).
    """
    table = table_of(game)
    return {
        slug: {
            "title": wizard.title,
            "url": help_url(game, slug),
            "ranks": {
                q.name: [rank.value for rank in card_ranks(q, table.deck)]
                for q in wizard.questions(table)
                if q.kind == "card"
            },
        }
        for slug, wizard in WIZARDS.items()
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


@bp.get("/g/<game_id>/help")
def menu(game_id: str) -> str:
    """The dispute helper's menu: one tap per kind of dispute."""
    return render_menu(get_game_or_404(game_id))


@bp.get("/help")
def menu_anywhere() -> str:
    """The dispute helper without a game: under the official rules."""
    return render_menu(None)


def render_menu(game: Game | None) -> str:
    """The menu of wizards for ``game`` (or for no game)."""
    return render_template(
        "disputes/menu.html",
        game=game,
        wizards=[(wizard, help_url(game, wizard.slug)) for wizard in WIZARDS.values()],
        rules_summary=table_of(game).rules.summary(),
        ask_url=url_for("house_rules.show_rules", game_id=game.id, _anchor="ask")
        if game
        else url_for("house_rules.rulebook"),
        max_query=MAX_QUERY,
    )


@bp.get("/g/<game_id>/help/<slug>")
def wizard(game_id: str, slug: str) -> Any:
    """One wizard: its questions, and the answer once they are answered."""
    return render_wizard(get_game_or_404(game_id), slug)


@bp.get("/help/<slug>")
def wizard_anywhere(slug: str) -> Any:
    """One wizard without a game: four players, the official rules, the classic deck."""
    return render_wizard(None, slug)


def render_wizard(game: Game | None, slug: str) -> Any:
    """A wizard's questions, and its answer when they were answered (not just filled in)."""
    chosen = WIZARDS.get(slug)
    if chosen is None:
        abort(make_response(render_template("missing.html"), 404))
    table = table_of(game)
    questions = chosen.questions(table)
    answers, answer, status = Answers(), None, 200
    if request.args and PREFILL not in request.args:
        answers = read_answers(questions, table)
        if answers.errors:
            status = 400 if answers.tampered else 422
        else:
            situation, action = chosen.case(answers, table)
            ruling = judge(situation, action, table.rules)
            answer = answer_block(ruling, chosen.headline(ruling, answers), table, game)
    return render_template(
        "disputes/wizard.html",
        game=game,
        wizard=chosen,
        questions=questions,
        table=table,
        answers=answers,
        answer=answer,
        ranks={q.name: card_ranks(q, table.deck) for q in questions if q.kind == "card"},
        picked=picked(questions),
        colors=list(Color),
        rules_summary=table.rules.summary(),
        menu_url=help_url(game),
        wizard_url=help_url(game, chosen.slug),
        editor=game is not None and can_edit(game),
    ), status


def picked(questions: tuple[Question, ...]) -> dict[str, str]:
    """Which chip each group shows as chosen: the one asked for, else the default."""
    chosen = {q.name: q.default for q in questions if q.default is not None}
    chosen.update((k, v) for k, v in request.args.items() if k != PREFILL)
    return chosen


def answer_block(
    ruling: Ruling, headline: Headline, table: DisputeTable, game: Game | None
) -> dict[str, Any]:
    """A ruling as the answer block shows it: headline, sentence, what follows, rules."""
    cited = []
    for entry_id in ruling.rules_applied:
        entry = get_entry(entry_id)
        cited.append(
            {
                "title": entry.title,
                "text": entry.as_played(table.rules),
                "url": rulebook_url(entry_id, game),
            }
        )
    return {
        "legal": ruling.legal,  # the action asked about, not the headline
        "headline": headline[0],
        "tone": headline[1],
        "sentence": told(ruling, table.names),
        "consequences": consequences(ruling, table.names),
        "rules": cited,
    }
