"""What a dispute asks and how the answers are read: questions, chips, the table a dispute
is asked at, and the answers checked against the deck."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from referee import decks as deck_cards
from referee.cards import Card, Color, Rank, rank_name
from referee.decks import Deck, get_deck
from referee.i18n import N_, _
from referee.rules import HouseRules
from referee.rulings.editions import (
    has_colors,
    restricted,
    rules_for,
)
from referee.rulings.engine import judge
from referee.rulings.ruling import Action, Ruling
from referee.rulings.situation import Direction, Hand, Situation
from referee.web.infra.display import EDITION_FACES, SHORT_FACES, shown_face

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


def edition_asks(slug: str) -> Offered:
    """Offered in the editions that list dispute ``slug`` as their own."""
    return lambda table: slug in table.cards.edition.disputes


def can_stack(table: DisputeTable) -> bool:
    """Offered where draw cards may stack."""
    edition = table.cards.edition
    return "stacking" not in edition.ignores or edition.stacks_by_value


@dataclass(frozen=True)
class Wizard:
    """One dispute: its question, what it asks, and how the answers become a case.

    ``offered`` says in which games the dispute can arise; an edition may word the question
    its own way (:attr:`referee.cards.Edition.dispute_titles`). The texts are kept in
    English and said in the language of the request.
    """

    slug: str
    title: str
    intro: str
    questions: Callable[[DisputeTable], tuple[Question, ...]]
    case: Callable[[Answers, DisputeTable], tuple[Situation, Action]]
    headline: Callable[[Ruling, Answers, DisputeTable], Headline]
    offered: Offered = every_deck
    check: Callable[[Answers, DisputeTable], None] | None = None
    cites_first: str = ""  # the rulebook entry the answer cites first, when it applies

    def title_in(self, deck: str) -> str:
        """The question as a game of ``deck`` asks it."""
        return _(get_deck(deck).edition.dispute_titles.get(self.slug, self.title))

    def intro_in(self, deck: str) -> str:
        """The question's explanation in ``deck``."""
        return _(get_deck(deck).edition.dispute_intros.get(self.slug, self.intro))

    def read(self, table: DisputeTable, args: Any) -> Answers:
        """The answers to this dispute's questions (``args``: the query string),
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
    return (side_up(),) if table.cards.sides else ()


def on_side(table: DisputeTable) -> str:
    """Card and colour questions follow the side question in UNO Flip!."""
    return "side" if table.cards.sides else ""


def side_of(answers: Answers, table: DisputeTable) -> str | None:
    """The side up (UNO Flip! only)."""
    if not table.cards.sides:
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


def read_answers(questions: tuple[Question, ...], table: DisputeTable, args: Any) -> Answers:
    """Check every answer in ``args`` (the query string) against its question.

    A question that does not apply (``show_if``) is not asked: its answer is ``None``.
    """
    answers = Answers()
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
