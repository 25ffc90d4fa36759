"""The dispute helper: short tap-only questions, answered by the referee under the game's rules.

Each wizard is a list of questions (players, cards, colours, yes/no) read from the query
string, so an answer is a plain GET that works without script and can be shared. The
answers become a ``Situation`` and an ``Action`` for the engine: the web layer decides
no rule itself.

The questions follow the game's deck: a wizard is offered only in the editions where its
dispute can arise (no Wild Draw Four challenge in No Mercy, All Wild or Attack), its card
chips are the deck's own cards (per side in UNO Flip!), and the engine judges the case in
that deck, under the table's house rules as the edition takes them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, abort, make_response, render_template, request, url_for

from referee import cards as deck_cards
from referee.cards import DECKS, Card, Color, Deck, Rank, card_name, deck_title, get_deck, rank_name
from referee.editions import (
    ALL_WILD_DECK,
    ATTACK_DECK,
    EDITION_RULE,
    FLIP_DECK,
    IGNORED,
    NO_MERCY_DECK,
    has_colors,
    restricted,
    rules_for,
)
from referee.engine import judge
from referee.explain import consequences, told
from referee.i18n import N_, _, ngettext
from referee.rulebook import get_entry
from referee.rules import HouseRules
from referee.ruling import Action, ActionType, EffectType, Ruling, Say
from referee.search import Offer
from referee.situation import Direction, Hand, LastPlay, Situation, UnoWindow
from referee.web import games
from referee.web.games import get_game_or_404
from referee.web.house_rules import MAX_QUERY, rulebook_url
from referee.web.models import Game
from referee.web.pages import SHORT_FACES, can_edit, shown_face

bp = Blueprint("disputes", __name__)

Headline = tuple[str, str]  # the answer in a few words, and its tone: yes, no or info

# The tables keep the English; a question's chips and messages are said in the
# language of the request (:func:`said`, ``_(MISSING)``).
YES_NO = (("yes", N_("Yes")), ("no", N_("No")))
DONT_KNOW = ("", N_("Don't know"))
DIRECTIONS = (("cw", N_("Clockwise")), ("ccw", N_("Counterclockwise")))
SIDE_CHOICES = (("light", N_("Light side")), ("dark", N_("Dark side")))
MISSING = N_("Tap one of these.")
OTHER_CARDS_DO_NOT_COUNT = N_(
    "The same number or symbol in another colour, and wilds, don't count."
)
TAMPERED = N_("That is not one of the choices here; tap one of them.")
# A colour or a card of the side that is not up (UNO Flip!), by the side that is up.
COLOUR_OF_OTHER_SIDE = {
    "light": N_("That colour is on the other side; the light side is up."),
    "dark": N_("That colour is on the other side; the dark side is up."),
}
CARD_OF_OTHER_SIDE = {
    "light": N_("That card is on the other side; the light side is up."),
    "dark": N_("That card is on the other side; the dark side is up."),
}
CLASSIC_FAMILY = ("classic", "2015", "2018")

# Short faces for the editions' card chips (the full name is the chip's accessible name);
# a face with a word in it is translated where the chip is made.
EDITION_FACES: Mapping[Rank, str] = {
    deck_cards.DRAW_ONE: "+1",
    deck_cards.DRAW_FIVE: "+5",
    deck_cards.FLIP_SKIP_EVERYONE: N_("Skip all"),
    deck_cards.FLIP_WILD_LIGHT: N_("Wild"),
    deck_cards.FLIP_WILD_DARK: N_("Wild"),
    deck_cards.WILD_DRAW_TWO: "+2",
    deck_cards.WILD_DRAW_COLOR: N_("+Colour"),
    deck_cards.DRAW_FOUR: "+4",
    deck_cards.DISCARD_ALL: N_("Discard"),
    deck_cards.SKIP_EVERYONE: N_("Skip all"),
    deck_cards.WILD_REVERSE_DRAW_FOUR: N_("Rev +4"),
    deck_cards.WILD_DRAW_SIX: "+6",
    deck_cards.WILD_DRAW_TEN: "+10",
    deck_cards.WILD_COLOR_ROULETTE: N_("Roulette"),
    deck_cards.ALL_WILD_WILD: N_("Wild"),
    deck_cards.WILD_REVERSE: N_("Rev"),
    deck_cards.WILD_SKIP: N_("Skip"),
    deck_cards.WILD_SKIP_TWO: N_("Skip 2"),
    deck_cards.ALL_WILD_DRAW_TWO: "+2",
    deck_cards.ALL_WILD_DRAW_FOUR: "+4",
    deck_cards.WILD_TARGETED_DRAW_TWO: N_("Target +2"),
    deck_cards.WILD_FORCED_SWAP: N_("Swap"),
    deck_cards.HIT_TWO: N_("Hit 2"),
    deck_cards.ATTACK_DISCARD_ALL: N_("Discard"),
    deck_cards.TRADE_HANDS: N_("Trade"),
    deck_cards.WILD_ALL_HIT: N_("All Hit"),
    deck_cards.WILD_HIT_FIRE: N_("Hit-Fire"),
}


@dataclass(frozen=True)
class Question:
    """One group of chips. ``kind``: ``card`` (rank and colour chips), ``color`` or
    ``choice``."""

    name: str
    label: str
    kind: str
    choices: tuple[tuple[str, str], ...] = ()
    default: str | None = None
    hint: str = ""
    required: bool = True
    only: Callable[[Rank], bool] | None = None  # card questions: the ranks offered (default: all)
    wild_color: bool = True  # card questions: whether a wild needs a colour too
    show_if: str = ""  # "question:value value": only asked for those answers (script hides it)
    cast: Callable[[str], Any] = str  # choice questions: the chip value as the case wants it
    side_from: str = ""  # card and colour questions (Flip): the question naming the side up
    side: str | None = None  # card and colour questions (Flip): a fixed side
    grid: bool = False  # choice questions: number chips, laid out in a grid


@dataclass(frozen=True)
class Chip:
    """A rank chip of a card question: the rank's code, its face and name, whether a
    colour goes with it, and the Flip sides it is on (empty: any)."""

    value: str
    face: str
    label: str
    wild: bool
    colour: bool
    sides: str = ""


@dataclass(frozen=True)
class DisputeTable:
    """What a wizard knows about the game: names, rules, deck, who deals this round."""

    names: tuple[str, ...]
    rules: HouseRules
    deck: str
    dealer: int

    @property
    def in_force(self) -> HouseRules:
        """The rules as the deck's edition takes them (its own rules in place of the
        options it ignores)."""
        return rules_for(self.deck, self.rules)

    @property
    def cards(self) -> Deck:
        """The deck played."""
        return get_deck(self.deck)

    def colors(self, side: str | None = None) -> tuple[Color, ...]:
        """The deck's colours (of one side for Flip; the light side when none is said)."""
        deck = self.cards
        if deck.sides:
            return deck.colors_of(side or "light")
        return deck.colors

    def plain(self, n: int = 1, side: str | None = None, avoid: Color | None = None) -> Hand:
        """``n`` ordinary cards standing for a hand (number cards not of ``avoid``; All
        Wild's plain Wilds)."""
        colors = [c for c in self.colors(side) if c is not avoid]
        if not colors:
            return (Card(deck_cards.ALL_WILD_WILD),) * n
        return tuple(Card(Rank.EIGHT, colors[i % len(colors)]) for i in range(n))

    def under(self, card: Card, side: str | None = None) -> Card:
        """A number card for the pile under ``card`` that it matches by colour (when the
        question is not what matches, only what the card does)."""
        colors = self.colors(side)
        if not colors:
            return Card(deck_cards.ALL_WILD_WILD)
        color = card.color if card.color in colors else colors[0]
        return Card(Rank.TWO, color)

    def after(self, seat: int, direction: Direction) -> int:
        """The seat after ``seat`` in ``direction``."""
        return self.situation().next_seat(seat, direction)

    def before(self, seat: int, direction: Direction) -> int:
        """The seat before ``seat`` in ``direction``."""
        return self.situation().next_seat(seat, direction.flipped())

    def situation(self, hand: tuple[int, Hand] | None = None, **fields: Any) -> Situation:
        """A situation at this table, in its deck; ``hand`` is one known hand as
        ``(seat, cards)``."""
        hands: list[Hand | None] = [None] * len(self.names)
        if hand is not None:
            hands[hand[0]] = hand[1]
        fields.setdefault("dealer", self.dealer)
        fields.setdefault("deck", self.deck)
        return Situation(players=len(self.names), hands=tuple(hands), **fields)


@dataclass
class Answers:
    """The answers read, and a message for each question answered wrongly or not at all."""

    values: dict[str, Any] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    tampered: bool = False

    def __getitem__(self, name: str) -> Any:
        return self.values.get(name)


Offered = Callable[[DisputeTable], bool]


def every_deck(table: DisputeTable) -> bool:
    return True


def in_decks(*decks: str) -> Offered:
    """Offered in these decks only."""
    return lambda table: table.deck in decks


@dataclass(frozen=True)
class Wizard:
    """One dispute: its question, what it asks, and how the answers become a case.

    ``offered`` says in which games the dispute can arise; ``titles`` and ``intros`` give
    a deck its own wording of the question. The texts are kept in English and said in the
    language of the request.
    """

    slug: str
    title: str
    intro: str
    questions: Callable[[DisputeTable], tuple[Question, ...]]
    case: Callable[[Answers, DisputeTable], tuple[Situation, Action]]
    headline: Callable[[Ruling, Answers, DisputeTable], Headline]
    offered: Offered = every_deck
    titles: Mapping[str, str] = field(default_factory=dict)
    intros: Mapping[str, str] = field(default_factory=dict)
    check: Callable[[Answers, DisputeTable], None] | None = None
    cites_first: str = ""  # the rulebook entry the answer cites first, when it applies

    def title_in(self, deck: str) -> str:
        """The question as a game of ``deck`` asks it."""
        return _(self.titles.get(deck, self.title))

    def intro_in(self, deck: str) -> str:
        """The question's explanation in ``deck``."""
        return _(self.intros.get(deck, self.intro))

    def read(self, table: DisputeTable, args: Any = None) -> Answers:
        """The answers to this dispute's questions (from the query string, or ``args``),
        each checked, then checked together."""
        answers = read_answers(self.questions(table), table, args)
        if not answers.errors and self.check is not None:
            self.check(answers, table)
        return answers

    def judge(self, answers: Answers, table: DisputeTable) -> tuple[Ruling, Headline]:
        """The ruling on checked answers under the table's deck and rules, and its headline."""
        situation, action = self.case(answers, table)
        ruling = judge(situation, action, table.rules)
        return ruling, self.headline(ruling, answers, table)


# ---- question builders ----------------------------------------------------------------


def said(choices: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """A table's chips with their labels in the language of the moment."""
    return tuple((value, _(label)) for value, label in choices)


def player(table: DisputeTable, name: str, label: str, **options: Any) -> Question:
    """Pick a player by name (the values are seats)."""
    seats = tuple((str(seat), who) for seat, who in enumerate(table.names))
    return Question(name, label, "choice", seats, cast=int, **options)


def yes_no(name: str, label: str, **options: Any) -> Question:
    """A yes/no question."""
    return Question(name, label, "choice", said(YES_NO), cast=is_yes, **options)


def colour(name: str, label: str, **options: Any) -> Question:
    """Pick one of the deck's colours (of the side up, in Flip)."""
    return Question(name, label, "color", **options)


def direction() -> Question:
    """Which way play runs (clockwise unless a Reverse turned it)."""
    return Question("direction", _("Which way is play going?"), "choice", said(DIRECTIONS),
                    default="cw", cast=Direction)  # fmt: skip


def side_up() -> Question:
    """UNO Flip!: the side facing up."""
    return Question("side", _("Which side is up?"), "choice", said(SIDE_CHOICES),
                    default="light")  # fmt: skip


def numbers(values: range | tuple[int, ...]) -> tuple[tuple[str, str], ...]:
    """Number chips."""
    return tuple((str(n), str(n)) for n in values)


def is_yes(value: str) -> bool:
    """A yes/no chip's value as a bool."""
    return value == "yes"


def optional_number(value: str) -> int | None:
    """A chip whose empty value means "none" (the default) and others a number."""
    return int(value) if value else None


def optional_yes(value: str) -> bool | None:
    """A yes/no chip with an empty "don't know"."""
    return is_yes(value) if value else None


def is_draw_card(rank: Rank) -> bool:
    """The cards a stack is made of (Wild Draw Color makes no count, so it does not)."""
    return rank.draw > 0


def flipped(table: DisputeTable) -> tuple[Question, ...]:
    """The side question, in UNO Flip! only."""
    return (side_up(),) if table.deck == FLIP_DECK else ()


def on_side(table: DisputeTable) -> str:
    """Card and colour questions follow the side question in UNO Flip!."""
    return "side" if table.deck == FLIP_DECK else ""


def side_of(answers: Answers, table: DisputeTable) -> str | None:
    """The side up (UNO Flip! only)."""
    if table.deck != FLIP_DECK:
        return None
    side: str | None = answers["side"]
    return side or "light"


def restricted_codes(table: DisputeTable) -> str:
    """The codes of the deck's restricted wilds, for a ``show_if``."""
    ranks = {card.rank.code for card in table.cards.counts if restricted(table.deck, card.rank)}
    return " ".join(sorted(ranks))


def named_colour(answers: Answers, name: str) -> Color | None:
    """The colour named with a wild answered to ``name`` (None in All Wild)."""
    named: Color | None = answers[name + "_color"]
    return named


def colour_in_play(answers: Answers, name: str) -> Color | None:
    """The colour of a picked card, or for a wild the colour named with it."""
    card: Card = answers[name]
    if card.is_wild:
        return named_colour(answers, name)
    return card.color


def filler(table: DisputeTable, color: Color, holds: bool, side: str | None = None) -> Hand:
    """Two cards standing for the rest of a hand: of ``color`` or of none of it."""
    other = next(c for c in table.colors(side) if c is not color)
    shade = color if holds else other
    return (Card(Rank.FIVE, shade), Card(Rank.EIGHT, other))


# ---- can I play this card? ----------------------------------------------------------------


def swap_codes(table: DisputeTable) -> str:
    """The codes of the cards that swap hands with a player picked (for a ``show_if``)."""
    rules = table.in_force
    codes = {
        card.rank.code
        for card in table.cards.counts
        if card.rank is Rank.WILD_SWAP_HANDS
        or (rules.seven_o and card.rank is Rank.SEVEN)
        or {"forced_swap", "trade_hands", "targeted"} & set(card.rank.does)
    }
    return " ".join(sorted(codes))


def play_questions(table: DisputeTable) -> tuple[Question, ...]:
    turn_choices = (("", _("Theirs")), *((str(i), name) for i, name in enumerate(table.names)))
    side = on_side(table)
    held: tuple[Question, ...] = ()
    if restricted_codes(table) and has_colors(table.deck):
        held = (Question("holds", _("Do they hold a card of the colour in play?"), "choice",
                         said((*YES_NO, DONT_KNOW)), default="",
                         show_if="card:" + restricted_codes(table), cast=optional_yes,
                         hint=_(OTHER_CARDS_DO_NOT_COUNT)),)  # fmt: skip
    picks = (_("Who do they pick?") if table.deck == ALL_WILD_DECK
             else _("Who do they swap hands with?"))  # fmt: skip
    target: tuple[Question, ...] = ()
    if swap_codes(table):
        target = (player(table, "target", picks, show_if="card:" + swap_codes(table)),)
    return (
        *flipped(table),
        player(table, "seat", _("Who wants to play?")),
        Question("top", _("Card on top of the pile"), "card",
                 hint=_("After a wild, tap the colour that was named.")
                 if has_colors(table.deck) else "", side_from=side),
        Question("card", _("The card they want to play"), "card",
                 hint=_("For a wild, tap the colour they will name.")
                 if has_colors(table.deck) else "", side_from=side),
        *held,
        *target,
        yes_no("last", _("Is it their last card?"), default="no"),
        Question("turn", _("Whose turn is it?"), "choice", turn_choices, default="",
                 hint=_("Tap someone else if they want to play out of turn."),
                 cast=optional_number),
        direction(),
    )  # fmt: skip


def play_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, top, card = answers["seat"], answers["top"], answers["card"]
    side = side_of(answers, table)
    turn = seat if answers["turn"] is None else answers["turn"]
    current = colour_in_play(answers, "top")
    hand = None
    if answers["last"]:
        hand = (seat, (card,))
    elif answers["holds"] is not None and current is not None:
        hand = (seat, (card, *filler(table, current, answers["holds"], side)))
    situation = table.situation(
        hand, top=top, turn=turn, direction=answers["direction"], color=current, side=side
    )
    kind = ActionType.PLAY
    if seat != turn and table.in_force.jump_in:
        kind = ActionType.JUMP_IN
    action = Action(kind, seat=seat, card=card, color=named_colour(answers, "card"),
                    target=answers["target"])  # fmt: skip
    return situation, action


# ---- UNO Flip!: a card of the other side ----------------------------------------------------


def other_side_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        side_up(),
        player(table, "seat", _("Who wants to play?")),
        Question("card", _("The card they want to play"), "card",
                 hint=_("Tap it as printed on the face they want to play: any side.")),
    )  # fmt: skip


def other_side_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, card = answers["seat"], answers["card"]
    side = side_of(answers, table)
    situation = table.situation(top=table.under(card, side), turn=seat, side=side)
    action = Action(ActionType.PLAY, seat=seat, card=card, color=named_colour(answers, "card"))
    return situation, action


# ---- was that restricted wild legal? --------------------------------------------------------


def is_flip_restricted(rank: Rank) -> bool:
    """Wild Draw Two and Wild Draw Color."""
    return restricted(FLIP_DECK, rank)


def challenge_questions(table: DisputeTable) -> tuple[Question, ...]:
    side = on_side(table)
    card: tuple[Question, ...] = ()
    if table.deck == FLIP_DECK:
        card = (Question("card", _("Which card was it?"), "card", wild_color=False,
                         only=is_flip_restricted, side_from=side),)  # fmt: skip
    stacked: tuple[Question, ...] = ()
    if table.in_force.stacking_on:  # a stacked one is challenged alone; the rest remains
        stacked = (Question("total", _("Cards to draw so far"), "choice", stack_totals(table),
                            default="", cast=optional_number),)  # fmt: skip
    return (
        *flipped(table),
        *card,
        player(table, "seat", _("Who played it?")),
        colour("before", _("The colour in play just before it"), side_from=side),
        yes_no("held", _("Their hand, shown to the challenger: did it hold a card of that colour?"),
               hint=_(OTHER_CARDS_DO_NOT_COUNT)),
        colour("named", _("The colour they named with it"), side_from=side),
        *stacked,
        direction(),
    )  # fmt: skip


def challenge_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, way = answers["seat"], answers["direction"]
    side = side_of(answers, table)
    victim = table.after(seat, way)
    before = answers["before"]
    wild: Card = answers["card"] or Card(Rank.WILD_DRAW_FOUR)
    hand_before = (wild, *filler(table, before, answers["held"], side))
    pending = 0
    if table.in_force.stacking_on:
        pending = max(answers["total"] or 0, wild.rank.draw)
    situation = table.situation(
        top=wild,
        turn=victim,
        direction=way,
        color=answers["named"],
        pending_draw=pending,
        last_play=LastPlay(seat, wild, before, hand_before),
        side=side,
    )
    return situation, Action(ActionType.CHALLENGE, seat=victim)


# ---- missed UNO --------------------------------------------------------------------------------


def uno_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "target", _("Who is down to one card?")),
        yes_no("called", _("Did they call “UNO” before they were caught?")),
        yes_no("acted", _("Had the next player already drawn or played?"),
               hint=_("A catch counts from when the card touches the pile until then.")),
        player(table, "seat", _("Who caught them?")),
        direction(),
    )  # fmt: skip


def uno_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    target, way = answers["target"], answers["direction"]
    situation = table.situation(
        (target, table.plain(1)),
        turn=table.after(target, way),
        direction=way,
        uno=(UnoWindow(target, called=answers["called"], next_has_acted=answers["acted"]),),
    )
    return situation, Action(ActionType.CATCH, seat=answers["seat"], target=target)


# ---- the first card ----------------------------------------------------------------------------


def first_questions(table: DisputeTable) -> tuple[Question, ...]:
    # UNO Flip! starts light side up; after a Flip turned up first, the dark card on top
    # acts as the first card.
    return (
        *flipped(table),
        Question("card", _("The card turned up"), "card", wild_color=False,
                 side_from=on_side(table)),
        player(table, "dealer", _("Who dealt?"), default=str(table.dealer)),
    )  # fmt: skip


def first_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    dealer = answers["dealer"]
    side = side_of(answers, table)
    situation = table.situation(turn=dealer, dealer=dealer, side=side)
    return situation, Action(ActionType.FLIP, card=answers["card"])


# ---- can I stack this? -------------------------------------------------------------------------


def stack_totals(table: DisputeTable) -> tuple[tuple[str, str], ...]:
    """The totals a stack may have reached in this deck."""
    if table.deck == NO_MERCY_DECK:
        totals: range | tuple[int, ...] = (*range(4, 22, 2), 24, 26, 28, 30, 34, 40)
    elif table.deck == FLIP_DECK:
        totals = range(2, 13)
    else:
        totals = range(4, 22, 2)
    return (("", _("Just this card")), *numbers(totals))


def stack_questions(table: DisputeTable) -> tuple[Question, ...]:
    side = on_side(table)
    wild_hint = _("For a wild, tap the colour that was named.") if has_colors(table.deck) else ""
    return (
        *flipped(table),
        Question("top", _("The draw card on top"), "card", only=is_draw_card, hint=wild_hint,
                 side_from=side),
        Question("total", _("Cards to draw so far"), "choice", stack_totals(table), default="",
                 cast=optional_number),
        player(table, "seat", _("Who has to answer it?")),
        Question("card", _("The card they want to put on it"), "card",
                 hint=_("For a wild, tap the colour they will name."), side_from=side),
        direction(),
    )  # fmt: skip


def stack_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    top, seat = answers["top"], answers["seat"]
    situation = table.situation(
        top=top,
        turn=seat,
        direction=answers["direction"],
        color=colour_in_play(answers, "top"),
        pending_draw=answers["total"] or top.rank.draw,
        last_play=LastPlay(table.before(seat, answers["direction"]), top),
        side=side_of(answers, table),
    )
    action = Action(ActionType.PLAY, seat=seat, card=answers["card"],
                    color=named_colour(answers, "card"))  # fmt: skip
    return situation, action


# ---- No Mercy: does a Wild Reverse Draw 4 turn the stack back? --------------------------------


def reverse_stack_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Wild Reverse Draw 4?")),
        Question("top", _("The draw card they face"), "card", only=is_draw_card,
                 hint=_("For a wild, tap the colour that was named.")),
        Question("total", _("Cards to draw so far"), "choice", stack_totals(table), default="",
                 cast=optional_number),
        colour("named", _("The colour they name with it")),
        direction(),
    )  # fmt: skip


def reverse_stack_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, top, way = answers["seat"], answers["top"], answers["direction"]
    situation = table.situation(
        top=top,
        turn=seat,
        direction=way,
        color=colour_in_play(answers, "top"),
        pending_draw=answers["total"] or top.rank.draw,
        last_play=LastPlay(table.before(seat, way), top),
    )
    card = Card(deck_cards.WILD_REVERSE_DRAW_FOUR)
    return situation, Action(ActionType.PLAY, seat=seat, card=card, color=answers["named"])


def reverse_stack_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    after = ruling.after
    if not ruling.legal or after is None:
        return _("No, it can't go on that stack"), "no"
    who = table.names[after.turn]
    if after.pending_draw:
        return _("Yes: play turns round and {name} faces the {count}").format(
            name=who, count=after.pending_draw
        ), "yes"
    return _("Yes: play turns round; {name} plays next").format(name=who), "yes"


# ---- No Mercy: the mercy rule ------------------------------------------------------------------


WHY_DRAW = (("stack", N_("Taking a stack")), ("until", N_("Drawing until a card fits")))


def knockout_questions(table: DisputeTable) -> tuple[Question, ...]:
    out = (("", _("Nobody")), *((str(i), name) for i, name in enumerate(table.names)))
    return (
        player(table, "seat", _("Who picks up cards?")),
        Question("held", _("Cards in their hand before picking up"), "choice",
                 numbers(range(1, 25)), cast=int, grid=True),
        Question("count", _("Cards they pick up"), "choice", numbers((*range(1, 21), 24, 30, 40)),
                 cast=int, grid=True),
        Question("why", _("Why do they pick up?"), "choice", said(WHY_DRAW),
                 default="stack"),
        Question("out", _("Is anyone else already out this round?"), "choice", out, default="",
                 cast=optional_number),
    )  # fmt: skip


def knockout_check(answers: Answers, table: DisputeTable) -> None:
    if answers["out"] is not None and answers["out"] == answers["seat"]:
        answers.errors["out"] = _("They can't pick up cards once they are out; tap someone else.")


def knockout_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, held, count = answers["seat"], answers["held"], answers["count"]
    out = frozenset(()) if answers["out"] is None else frozenset((answers["out"],))
    top = Card(Rank.FIVE, Color.RED)
    hand = (seat, table.plain(held, avoid=Color.RED))
    if answers["why"] == "stack":
        situation = table.situation(hand, top=Card(Rank.DRAW_TWO, Color.RED), turn=seat,
                                    pending_draw=count, out=out)  # fmt: skip
        return situation, Action(ActionType.DRAW, seat=seat)
    # Drawing until a card fits: none of these fits the red 5 on top.
    situation = table.situation(hand, top=top, turn=seat, out=out)
    drawn = table.plain(count, avoid=Color.RED)
    return situation, Action(ActionType.DRAW, seat=seat, drawn=tuple(c for c in drawn))


def knockout_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    who = table.names[answers["seat"]]
    if not ruling.legal:
        return _("That pick-up is not possible"), "no"
    if any(effect.type is EffectType.KNOCKED_OUT for effect in ruling.effects):
        return _("Yes, {name} is knocked out").format(name=who), "yes"
    return _("No, {name} stays in").format(name=who), "no"


# ---- All Wild: Targeted Draw Two and Forced Swap -----------------------------------------------


def targeted_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Targeted Draw Two?")),
        player(table, "target", _("Who do they pick?")),
        direction(),
    )


def targeted_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat = answers["seat"]
    situation = table.situation(top=Card(deck_cards.ALL_WILD_WILD), turn=seat,
                                direction=answers["direction"])  # fmt: skip
    card = Card(deck_cards.WILD_TARGETED_DRAW_TWO)
    return situation, Action(ActionType.PLAY, seat=seat, card=card, target=answers["target"])


def targeted_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    after = ruling.after
    if not ruling.legal or after is None:
        return _("No, pick another player"), "no"
    draws = table.names[answers["target"]]
    next_up = table.names[after.turn]
    return _("{name} draws 2; {next} plays next").format(name=draws, next=next_up), "info"


def forced_swap_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Forced Swap?")),
        player(table, "target", _("Who do they swap with?")),
        Question("mine", _("Cards in their hand, the Forced Swap included"), "choice",
                 numbers(range(1, 11)), cast=int, grid=True),
        Question("theirs", _("Cards in the other player's hand"), "choice", numbers(range(1, 11)),
                 cast=int, grid=True),
        direction(),
    )  # fmt: skip


def forced_swap_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, target = answers["seat"], answers["target"]
    swap = Card(deck_cards.WILD_FORCED_SWAP)
    situation = table.situation(
        (seat, (swap, *table.plain(answers["mine"] - 1))),
        top=Card(deck_cards.ALL_WILD_WILD),
        turn=seat,
        direction=answers["direction"],
    )
    if target is not None and target != seat:
        situation = situation.with_hand(target, table.plain(answers["theirs"]))
    return situation, Action(ActionType.PLAY, seat=seat, card=swap, target=target)


def forced_swap_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    after = ruling.after
    if not ruling.legal or after is None:
        return _("No, pick another player"), "no"
    if after.winner is not None:
        winner = table.names[after.winner]
        return _("Nobody: {name} goes out, no swap").format(name=winner), "info"
    callers = [table.names[window.seat] for window in after.uno if not window.called]
    if len(callers) == 1:
        return _("{name} must call UNO").format(name=callers[0]), "info"
    if callers:  # the two hands swapped (no one else's is known)
        return _("{name} and {other} must call UNO").format(
            name=", ".join(callers[:-1]), other=callers[-1]
        ), "info"
    return _("Nobody has to call UNO"), "info"


# ---- Attack: presses and Trade Hands -------------------------------------------------------


def is_hit(rank: Rank) -> bool:
    return bool({"hit", "all_hit", "hit_fire"} & set(rank.does))


def presses_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the card?")),
        Question("card", _("The card they play"), "card", only=is_hit,
                 hint=_("For a wild, tap the colour they name.")),
        direction(),
    )  # fmt: skip


def presses_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat = answers["seat"]
    top = table.under(answers["card"])
    situation = table.situation(top=top, turn=seat, direction=answers["direction"])
    action = Action(ActionType.PLAY, seat=seat, card=answers["card"],
                    color=named_colour(answers, "card"))  # fmt: skip
    return situation, action


def presses_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    presses = [e for e in ruling.effects if e.type is EffectType.PRESS]
    if not ruling.legal or not presses:
        return _("No presses"), "info"
    if len(presses) > 1:
        return _("Everyone else presses once"), "info"
    press = presses[0]
    assert press.seat is not None
    who = table.names[press.seat]
    if press.count is None:
        return _("{name} presses until cards come out").format(name=who), "info"
    return presses_text(who, press.count), "info"


def presses_text(who: str, count: int) -> str:
    """How many times ``who`` presses: "once", "twice", "3 times"."""
    if count == 1:
        return _("{name} presses once").format(name=who)
    if count == 2:
        return _("{name} presses twice").format(name=who)
    text = ngettext("{name} presses {count} time", "{name} presses {count} times", count)
    return text.format(name=who, count=count)


def trade_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Trade Hands?")),
        colour("color", _("Its colour")),
        player(table, "target", _("Who do they trade with?")),
        yes_no("last", _("Is it their last card?"), default="yes"),
        direction(),
    )


def trade_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat = answers["seat"]
    card = Card(deck_cards.TRADE_HANDS, answers["color"])
    hand = (seat, (card,)) if answers["last"] else (seat, (card, *table.plain(2)))
    situation = table.situation(hand, top=table.under(card), turn=seat,
                                direction=answers["direction"])  # fmt: skip
    return situation, Action(ActionType.PLAY, seat=seat, card=card, target=answers["target"])


# ---- headlines and the registry -----------------------------------------------------------


def yes_or_no(yes: str, no: str) -> Callable[[Ruling, Answers, DisputeTable], Headline]:
    """A headline that follows whether the action asked about is allowed."""

    def headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
        return (_(yes), "yes") if ruling.legal else (_(no), "no")

    return headline


def challenge_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    if not ruling.legal:
        return _("No challenge at this table"), "no"
    if any(clause.say is Say.CHALLENGE_SUCCEEDS for clause in ruling.reasons):
        return _("No: it was a bluff"), "no"
    return _("Yes, it was legal"), "yes"


def first_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    card: Card = answers["card"]
    text = _("{card} turned up first").format(card=card_name(card))
    return f"{text[0].upper()}{text[1:]}", "info"


WITH_COLOURS = (*CLASSIC_FAMILY, FLIP_DECK)  # the decks with a restricted wild to challenge

WIZARDS = {
    wizard.slug: wizard
    for wizard in (
        Wizard("play", N_("Can I play this card?"),
               N_("Tap the card on the pile and the card someone wants to play."),
               play_questions, play_case,
               yes_or_no(N_("Yes, it can be played"), N_("No, it can't be played")),
               intros={ALL_WILD_DECK: N_("Any card goes on any card here; tap the cards to see "
                                         "what follows.")}),
        Wizard("challenge", N_("Was that Wild Draw Four legal?"),
               N_("The player who must draw may challenge it and see the hand of the player "
                  "who played it."), challenge_questions, challenge_case, challenge_headline,
               offered=in_decks(*WITH_COLOURS),
               titles={FLIP_DECK: N_("Was that Wild Draw Two or Wild Draw Color legal?")},
               intros={FLIP_DECK: N_("The player who must draw may challenge either card and see "
                                     "the hand of the player who played it.")}),
        Wizard("other-side", N_("Can I play a card of the other side?"),
               N_("Only the faces of the side up are played until the next Flip."),
               other_side_questions, other_side_case,
               yes_or_no(N_("Yes: it is on the side that is up"),
                         N_("No: only the side that is up is played")),
               offered=in_decks(FLIP_DECK)),
        Wizard("stack", N_("Can I stack this?"),
               N_("A Draw Two or Wild Draw Four is waiting, and someone wants to pass it on."),
               stack_questions, stack_case,
               yes_or_no(N_("Yes, it can be stacked"), N_("No, it can't be stacked")),
               offered=in_decks(*CLASSIC_FAMILY, FLIP_DECK, NO_MERCY_DECK),
               titles={NO_MERCY_DECK: N_("Can I stack this +6?")},
               intros={FLIP_DECK: N_("A Draw One, Draw Five or Wild Draw Two is waiting, and "
                                     "someone wants to pass it on."),
                       NO_MERCY_DECK: N_("A draw card is waiting. Any draw card of equal or "
                                         "higher value may go on it, in any colour.")}),
        Wizard("reverse-stack", N_("Does a Wild Reverse Draw 4 turn the stack back?"),
               N_("A draw card is waiting, and the player facing it answers with a Wild "
                  "Reverse Draw 4."), reverse_stack_questions, reverse_stack_case,
               reverse_stack_headline, offered=in_decks(NO_MERCY_DECK)),
        Wizard("knockout", N_("Is she knocked out?"),
               N_("The mercy rule: 25 cards or more in hand after picking up, and that "
                  "player is out of the round."), knockout_questions, knockout_case,
               knockout_headline, offered=in_decks(NO_MERCY_DECK), check=knockout_check,
               cites_first="no-mercy-knockout"),
        Wizard("targeted", N_("Targeted Draw Two: who draws, who plays next?"),
               N_("A Wild Targeted Draw Two makes the player picked draw 2."),
               targeted_questions, targeted_case, targeted_headline,
               offered=in_decks(ALL_WILD_DECK)),
        Wizard("forced-swap", N_("Forced Swap: who must call UNO?"),
               N_("A Wild Forced Swap swaps two hands; whoever is left with one card calls UNO."),
               forced_swap_questions, forced_swap_case, forced_swap_headline,
               offered=in_decks(ALL_WILD_DECK)),
        Wizard("presses", N_("How many presses?"),
               N_("Hit 2, Wild All Hit and Wild Hit-Fire send players to the launcher."),
               presses_questions, presses_case, presses_headline,
               offered=in_decks(ATTACK_DECK)),
        Wizard("trade-hands", N_("Can I go out on Trade Hands?"),
               N_("Trade Hands swaps hands with a player picked."), trade_questions, trade_case,
               yes_or_no(N_("Yes, it can be played"), N_("No, it can't be played")),
               offered=in_decks(ATTACK_DECK)),
        Wizard("uno", N_("Missed UNO: does the catch count?"),
               N_("Someone is down to one card and was caught."), uno_questions, uno_case,
               yes_or_no(N_("Yes, the catch counts"), N_("No, the catch doesn't count"))),
        Wizard("first", N_("What does the first card do?"),
               N_("The card turned up after the deal to start the pile."),
               first_questions, first_case, first_headline),
    )
}  # fmt: skip


def offered(table: DisputeTable) -> list[Wizard]:
    """The wizards a game of this deck offers, in menu order."""
    return [wizard for wizard in WIZARDS.values() if wizard.offered(table)]


# ---- reading the answers ----------------------------------------------------------------


def question_sides(question: Question, table: DisputeTable) -> tuple[str, ...]:
    """The Flip sides a card or colour question may take chips from (empty: no sides)."""
    sides = table.cards.sides
    if not sides:
        return ()
    return (question.side,) if question.side else sides


def card_chips(question: Question, table: DisputeTable) -> tuple[Chip, ...]:
    """The rank chips of a card question: the deck's cards (of its sides), in deck order."""
    deck = table.cards
    wanted = question_sides(question, table)
    found: dict[str, list[Any]] = {}
    for card in deck.counts:
        rank = card.rank
        if question.only is not None and not question.only(rank):
            continue
        if wanted and card.side not in wanted:
            continue
        entry = found.setdefault(rank.code, [rank, []])
        if card.side is not None and card.side not in entry[1]:
            entry[1].append(card.side)
    chips = []
    for code, (rank, sides) in found.items():
        short = SHORT_FACES.get(rank) or EDITION_FACES.get(rank)
        face = shown_face(short) if short else rank.code
        colour = not rank.is_wild or (needs_colour(question, rank, table.deck))
        label = rank_name(rank)
        chips.append(Chip(code, face, label, rank.is_wild, colour, " ".join(sides)))
    return tuple(chips)


def needs_colour(question: Question, rank: Rank, deck: str) -> bool:
    """Whether a wild picked for ``question`` comes with a colour named."""
    if not has_colors(deck) or not question.wild_color:
        return False
    # The Wild Color Roulette's colour is named by its victim, not by its player.
    return not (question.name == "card" and rank is deck_cards.WILD_COLOR_ROULETTE)


def colour_chips(question: Question, table: DisputeTable) -> tuple[Color, ...]:
    """The colour chips of a card or colour question."""
    wanted = question_sides(question, table)
    return tuple(c for c in table.cards.colors if not wanted or c.side in wanted)


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
        side = asked_side(question, answers)
        if question.kind == "card":
            read_card(question, raw, args.get(name + "_color", ""), table, answers, side)
            continue
        if question.kind == "color":
            read_colour(question, raw, table, answers, side)
            continue
        allowed = [value for value, _label in question.choices]
        if raw in allowed:
            answers.values[name] = question.cast(raw)
        elif raw:
            answers.errors[name] = _(TAMPERED)
            answers.tampered = True
        elif question.required:
            answers.errors[name] = _(MISSING)
        else:
            answers.values[name] = None
    return answers


def asked_side(question: Question, answers: Answers) -> str | None:
    """The side a card or colour question is answered on: fixed, answered, or any."""
    if question.side:
        return question.side
    if question.side_from:
        side: str | None = answers[question.side_from]
        return side or "light"
    return None


def read_colour(
    question: Question, raw: str, table: DisputeTable, answers: Answers, side: str | None
) -> None:
    """A colour question: one of the deck's colours, on the side up."""
    name = question.name
    every = {c.code: c for c in table.cards.colors if side is None or c.side == side}
    if raw in every:
        answers.values[name] = every[raw]
    elif raw and raw in {c.code for c in table.cards.colors}:
        up = side or "light"  # only a Flip question has colours of another side
        answers.errors[name] = _(COLOUR_OF_OTHER_SIDE[up])
    elif raw:
        answers.errors[name] = _(TAMPERED)
        answers.tampered = True
    else:
        answers.errors[name] = _(MISSING)


def read_card(
    question: Question,
    rank: str,
    color: str,
    table: DisputeTable,
    answers: Answers,
    side: str | None = None,
) -> None:
    """A card question: a rank chip and, for coloured cards and named wilds, a colour chip."""
    chips = {chip.value: chip for chip in card_chips(question, table)}
    colors = {c.code: c for c in colour_chips(question, table)}
    name = question.name
    if rank and rank not in chips or color and color not in colors:
        answers.errors[name] = _(TAMPERED)
        answers.tampered = True
        return
    if not rank:
        answers.errors[name] = _(MISSING)
        return
    chip = chips[rank]
    shade = colors.get(color)
    if side is not None and (chip.sides and side not in chip.sides.split()):
        answers.errors[name] = _(CARD_OF_OTHER_SIDE[side])
        return
    if side is not None and shade is not None and shade.side != side:
        answers.errors[name] = _(COLOUR_OF_OTHER_SIDE[side])
        return
    if shade is None and chip.colour:
        answers.errors[name] = (
            _("Tap the colour that was named.") if chip.wild else _("Tap the card's colour.")
        )
        return
    deck = table.cards
    if chip.wild:
        sides = chip.sides.split()
        up = answers["side"]  # a Wild printed on both sides: the one of the side up
        wild_side = side or (up if up in sides else sides[0] if sides else None)
        card = deck.read(rank, wild_side)
        answers.values[name] = card
        answers.values[name + "_color"] = shade if chip.colour else None
        return
    assert shade is not None
    card = Card(next(c.rank for c in deck.counts if c.rank.code == rank), shade)
    if card not in deck.counts:  # a rank of one side in a colour of the other
        answers.errors[name] = _("That card is not in this deck; tap its own colour.")
        return
    answers.values[name] = card
    answers.values[name + "_color"] = None


def applies(question: Question, args: Any) -> bool:
    """Whether a question with ``show_if`` is asked, given the other answers."""
    if not question.show_if:
        return True
    other, _colon, values = question.show_if.partition(":")
    return args.get(other, "") in values.split()


# ---- pages ------------------------------------------------------------------------------


ANYWHERE_PLAYERS = 4
PREFILL = "prefill"  # a link that fills in answers without asking for the answer yet
DECK_ARG = "deck"  # without a game: the deck picked


def anywhere_deck() -> str:
    """Without a game: the deck picked in the query string (the classic one by default)."""
    deck = request.args.get(DECK_ARG, "classic")
    return deck if deck in DECKS else "classic"


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
    picked: dict[str, Any] = {} if deck == "classic" else {DECK_ARG: deck}
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


@bp.get("/g/<game_id>/help")
def menu(game_id: str) -> str:
    """The dispute helper's menu: one tap per kind of dispute."""
    return render_menu(get_game_or_404(game_id))


@bp.get("/help")
def menu_anywhere() -> str:
    """The dispute helper without a game: under the official rules, in the deck picked."""
    return render_menu(None, anywhere_deck())


def render_menu(game: Game | None, deck: str = "classic") -> str:
    """The menu of wizards for ``game`` (or for no game, in ``deck``)."""
    table = table_of(game, deck)
    return render_template(
        "disputes/menu.html",
        game=game,
        deck=get_deck(table.deck),
        decks=[(each, help_url(None, deck=each.name)) for each in DECKS.values()],
        wizards=[
            (
                wizard.title_in(table.deck),
                wizard.intro_in(table.deck),
                help_url(game, wizard.slug, table.deck),
            )
            for wizard in offered(table)
        ],  # fmt: skip
        rules_summary=rules_summary(table),
        ask_url=url_for("house_rules.show_rules", game_id=game.id, _anchor="ask")
        if game
        else url_for("house_rules.rulebook"),
        max_query=MAX_QUERY,
    )


# What an edition's own rules put in place of the house-rule options it ignores.
OWN_RULES = {
    NO_MERCY_DECK: N_(
        "draw cards stack (equal or higher), 7-0 swaps, draw until playable, no challenges"
    ),
    ALL_WILD_DECK: N_("any card on any card, no stacking, no challenges"),
    ATTACK_DECK: N_("the launcher instead of a draw pile, no stacking"),
}


def rules_summary(table: DisputeTable) -> str:
    """The table's house rules that apply in its deck, and the edition's own rules."""
    own = OWN_RULES.get(table.deck)
    if own is None:
        return table.rules.summary()
    official = HouseRules()
    kept = {name: getattr(official, name) for name in IGNORED.get(table.deck, ())}
    summary = dataclasses.replace(table.rules, **kept).summary()
    return _("{rules}; {deck}'s own: {own}").format(
        rules=summary, deck=deck_title(table.cards), own=_(own)
    )


@bp.get("/g/<game_id>/help/<slug>")
def wizard(game_id: str, slug: str) -> Any:
    """One wizard: its questions, and the answer once they are answered."""
    return render_wizard(get_game_or_404(game_id), slug)


@bp.get("/help/<slug>")
def wizard_anywhere(slug: str) -> Any:
    """One wizard without a game: four players, the official rules, the deck picked."""
    return render_wizard(None, slug, anywhere_deck())


def render_wizard(game: Game | None, slug: str, deck: str = "classic") -> Any:
    """A wizard's questions, and its answer when they were answered (not just filled in).

    A dispute that cannot arise in the game's deck is not there (404).
    """
    table = table_of(game, deck)
    chosen = WIZARDS.get(slug)
    if chosen is None or not chosen.offered(table):
        abort(make_response(render_template("missing.html"), 404))
    questions = chosen.questions(table)
    answers, answer, status = Answers(), None, 200
    asked = [key for key in request.args if key not in (PREFILL, DECK_ARG)]
    if asked and PREFILL not in request.args:
        answers = chosen.read(table)
        if answers.errors:
            status = 400 if answers.tampered else 422
        else:
            ruling, headline = chosen.judge(answers, table)
            answer = answer_block(ruling, headline, table, game, chosen.cites_first)
    return render_template(
        "disputes/wizard.html",
        game=game,
        wizard=chosen,
        title=chosen.title_in(table.deck),
        intro=chosen.intro_in(table.deck),
        deck=get_deck(table.deck),
        anywhere_deck=None if game is not None or table.deck == "classic" else table.deck,
        questions=questions,
        table=table,
        answers=answers,
        answer=answer,
        chips={q.name: card_chips(q, table) for q in questions if q.kind == "card"},
        colours={q.name: colour_chips(q, table) for q in questions if q.kind in ("card", "color")},
        picked=picked(questions),
        rules_summary=rules_summary(table),
        menu_url=help_url(game, deck=table.deck),
        wizard_url=help_url(game, chosen.slug, table.deck),
        editor=game is not None and can_edit(game),
    ), status


def picked(questions: tuple[Question, ...]) -> dict[str, str]:
    """Which chip each group shows as chosen: the one asked for, else the default."""
    chosen = {q.name: q.default for q in questions if q.default is not None}
    chosen.update((k, v) for k, v in request.args.items() if k != PREFILL)
    return chosen


def answer_block(
    ruling: Ruling, headline: Headline, table: DisputeTable, game: Game | None, first: str = ""
) -> dict[str, Any]:
    """A ruling as the answer block shows it: headline, sentence, what follows, rules
    (``first``, the rule the question is about, before the others; the edition's entry,
    which describes the whole deck, after the rules at issue)."""
    cited = []
    edition = EDITION_RULE.get(table.deck)
    cites = (
        ruling.rules_applied
        if not first or first in ruling.rules_applied
        else (first, *ruling.rules_applied)
    )  # the rule the question is about, even when it spares them
    order = sorted(cites, key=lambda rule: (rule != first, rule == edition))
    for entry_id in order:
        entry = get_entry(entry_id)
        cited.append(
            {
                "title": entry.translated().title,
                "text": entry.as_played(table.in_force),
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
