"""Rulings in words: the one place that turns a ruling's data into sentences.

The engine returns a verdict and clauses about seats; this module words them. The JSON
API speaks to the player who acted ("you") and of others by seat ("seat 2"):
:func:`sentence`. A table knows its players by name: :func:`told` and
:func:`consequences` never say "you". Every sentence is said in the language of the
moment (:mod:`referee.i18n`); the wordings below are the English messages.

How a wording names things (its fields, and the format specs after a field's ``:``):

People (``p`` the clause's seat, ``o`` its other seat, ``a`` the actor; ``who``,
``first``, ``second`` in the effect lines) are "you" (the one spoken to), "seat 2" or a
player's name:

- ``{p}`` the name ("you", "seat 2", "Ann").
- The neutral form, for every language: ``{p:ADDRESSED|OTHERWISE}``, where a spec holding
  an ``@`` or starting with ``=`` is taken as it stands: the text before ``|`` when the
  person is the one spoken to, the text after it otherwise, every ``@`` replaced by the
  name ("{p:tu turno|el turno de @}" says "tu turno" or "el turno de Ann"; "{p:=hast|hat}"
  a verb alone, "hast" or "hat"; "{p:=@}" the name). Write whatever your grammar needs
  around the name, and use a field as often as needed; its name (``p``) must stay, and a
  spec holds no braces (no other field inside it). A spec with neither ``@`` nor a
  leading ``=`` is one of the English forms below.
- The English forms (the English wordings use them; the pronouns they write are
  messages too): ``{p:'s}`` "your" / "Ann's"; ``{p:yours}`` "yours" / "Ann's";
  ``{p:their}`` "your" / "their"; ``{p:self}`` "yourself" / "themselves";
  ``{p:draw|draws}`` the subject with its verb ("you draw", "Ann draws");
  ``{p:~lose|loses}`` the verb alone, its subject said just before ("and lose", "and
  loses"); ``{p:^hold}`` a pronoun with its verb ("you hold", "they hold").

Cards, colours, ranks and sides are words with forms:

- ``{card}`` a card's name ("red Draw Two"), its colour in form 1; ``{card:2}``,
  ``{card:3}`` with the colour in form 2 or 3; ``{card:a}`` with the indefinite article
  ("a red Draw Two"), itself a message ("a {card}"), so a language may write it as it
  likes or leave the article out, and pick the form that agrees with its article
  ("una carta {card:2}"; ``{card:a2}`` asks for form 2 whatever the article says).
- ``{color}`` a colour's name ("red"); ``{color:1}`` .. ``{color:3}`` the forms a
  language gives it in front of a card (:func:`referee.cards.color_name`: German
  "rote", Polish "czerwoną", ...); ``{color:a}`` form 1 with the article ("a red").
- ``{rank}``, ``{rank_of_card}`` a kind of card ("Wild Draw Four"); ``:a`` with the
  article.
- ``{side}`` a UNO Flip! side ("light"); ``{side:1}`` .. ``{side:3}`` its forms.

Other fields are ready-made text or numbers: count, total, cards ("1 card", "2 cards"),
total_cards (the same for ``total``), answers ("a Draw Two or a Wild Draw Four"), way
("clockwise"), times ("once", "twice", "3 times"), penalty ("4", or cards until a colour
appears), penalty_plus (the challenger's: 2 more).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from referee.cards import (
    COLOR_FORMS,
    Card,
    Color,
    Rank,
    card_name,
    color_name,
    rank_name,
    side_name,
)
from referee.i18n import N_, _, ngettext, pgettext
from referee.rulings.ruling import Clause, Effect, EffectType, Ruling, Say, Verdict
from referee.rulings.situation import Direction

OPENERS: Mapping[Verdict, str] = {
    Verdict.LEGAL: N_("Legal"),
    Verdict.NOT_ALLOWED: N_("Not allowed"),
    Verdict.BLUFF: N_("Not allowed"),
    Verdict.INCOMPLETE: N_("Not allowed yet"),
    Verdict.NO_PENALTY: N_("No penalty"),
    Verdict.FALSE_CALL: N_("False call"),
    Verdict.NO_EFFECT: N_("No effect"),
}
DIRECTION_WORDS = {Direction.CW: N_("clockwise"), Direction.CCW: N_("counterclockwise")}

# One wording per clause (the fields and their forms: see the module's docstring).
TEMPLATES: Mapping[Say, str] = {
    Say.MATCHES_COLOR: N_("it matches the colour ({color})"),
    Say.MATCHES_RANK: N_("it matches the number ({rank})"),
    Say.ANY_COLOR_FOLLOWS: N_("no colour has been named yet, so any colour may follow the wild"),
    Say.WILD_ON_ANY: N_("{card:a} may go on any card"),
    Say.NO_COLOR_HELD: N_(
        "{a:hold|holds} no other {color} card, so the {rank_of_card} may go down"
    ),
    Say.STACKS: N_("it stacks on the {card}, making {count}"),
    Say.JUMPS_IN: N_("{a:jump|jumps} in with an identical {card}"),
    Say.REPLACES_EFFECT: N_("it replaces the first card's effect"),
    Say.CONTINUES_FROM: N_("play continues from {a}"),
    Say.ROUND_OVER: N_("the round is over; {p} went out"),
    Say.SAY_FIRST_CARD: N_("say which card was turned up"),
    Say.SAY_CARD: N_("say which card is played"),
    Say.NO_TOP_CARD: N_("no card is face up yet; turn up the first card"),
    Say.NOT_YOUR_TURN: N_("it is {p:'s} turn, not {a:yours}"),
    Say.JUMP_IN_HINT: N_("with Jump-In, an identical card may jump in instead"),
    Say.ONLY_DRAWN_CARD: N_("after drawing, only the card just drawn ({card}) may be played"),
    Say.KEEP_DRAWING: N_("that card cannot be played; keep drawing"),
    Say.NOT_HELD: N_("{p:do|does} not hold {card:a}"),
    Say.NO_MATCH: N_(
        "{card:a} matches neither the colour ({color}) nor the number of the top card"
    ),
    Say.HOLDS_COLOR: N_(
        "{p:hold|holds} {color:a} card, and {rank_of_card:a} may only be played "
        "when {p:^hold} no card of the current colour"
    ),
    Say.NO_WILD_FINISH: N_("{card:a} may not be {a:'s} last card at this table"),
    Say.NAME_TARGET: N_("{card:a} swaps hands, so name the player (target) to swap with"),
    Say.BAD_TARGET: N_("swap hands with another player at the table"),
    Say.NAME_VICTIM: N_("{card:a} makes a player of {a:their} choice draw, so name them (target)"),
    Say.BAD_VICTIM: N_("choose another player still in the round"),
    Say.STACK_COLOR: N_(
        "{rank_of_card:a} on {rank:a} must be {color}; stack another or draw {count}"
    ),
    Say.MUST_TAKE_STACK: N_("{a:must|must} draw the {cards} and lose the turn"),
    Say.NO_DEFLECT: N_("a {rank} cannot pass a stack on; stack a draw card or draw {count}"),
    Say.ANSWER_STACK: N_(
        "{a:face|faces} a stack of {count}; answer it with {answers} or draw {count}"
    ),
    Say.NO_JUMP_IN: N_("Jump-In is not played at this table; wait for {a:their} turn"),
    Say.NOTHING_TO_JUMP: N_("there is no card to jump in on"),
    Say.NO_WILD_JUMP: N_("nobody may jump in with a wild card"),
    Say.NOT_IDENTICAL: N_("only a card identical to the top card ({card}) may jump in"),
    Say.OWN_CARD: N_("{a:played|played} the top card {a:self}; wait for {a:their} turn"),
    Say.OTHER_SIDE: N_(
        "{card:a} is on the other side of the cards; play goes on on the {side} side"
    ),
    Say.NOT_LAST_CARD: N_("{card:a} may never be a player's last card"),
    Say.DRAWN_ALREADY: N_("{a:have|has} drawn already this turn; play the drawn card or pass"),
    Say.DRAW_ONE_ONLY: N_("draw one card only"),
    Say.STOP_AT: N_("drawing stops at the first card that can be played ({card})"),
    Say.DRAW_EXACTLY: N_("{a:draw|draws} exactly {cards}"),
    Say.TAKES_STACK: N_("{a:draw|draws} the {cards} of the stack and {a:~lose|loses} the turn"),
    Say.DRAW_A_CARD: N_("{a:draw|draws} a card"),
    Say.DRAW_UNTIL: N_("keep drawing until a card can be played"),
    Say.MAY_PLAY_IF: N_(
        "if it can be played {a:may|may} play it now, that card only; otherwise "
        "pass and the turn moves on"
    ),
    Say.MUST_PLAY_IF: N_(
        "if it can be played {a:must|must} play it now, that card only; "
        "otherwise pass and the turn moves on"
    ),
    Say.UNTIL_MAY_PLAY: N_(
        "keep drawing until a card can be played; {a:may|may} play that card at once"
    ),
    Say.UNTIL_MUST_PLAY: N_(
        "keep drawing until a card can be played; {a:must|must} play that card at once"
    ),
    Say.DRAWN_PLAYABLE: N_(
        "the {card} drawn can be played, so {a:may|may} play it now (that card "
        "only) or keep it and pass"
    ),
    Say.DRAWN_MUST_PLAY: N_("the {card} drawn can be played, so {a:must|must} play it now"),
    Say.DRAWN_UNPLAYABLE: N_("the {card} cannot be played"),
    Say.KEEPS_CARD: N_("{a:keep|keeps} the drawn card"),
    Say.PASS_BEFORE_DRAW: N_("play a card or draw one before passing"),
    Say.NO_CHALLENGES: N_(
        "at this table a Wild Draw Four cannot be challenged; it may only be played legally"
    ),
    Say.NO_CHALLENGES_HERE: N_("no card can be challenged in this edition; every draw card stands"),
    Say.NOTHING_TO_CHALLENGE: N_("only {answers} that was just played can be challenged"),
    Say.ONLY_VICTIM: N_("only {p}, who must draw for it, may challenge"),
    Say.SHOWS_HAND: N_(
        "{p:show|shows} {a} their hand; if it held a card of the colour in force, "
        "{p:^draw} {penalty} and {a:draw|draws} nothing; otherwise {a:draw|draws} "
        "{penalty_plus} and {a:~lose|loses} the turn"
    ),
    Say.CHALLENGE_SUCCEEDS: N_("the challenge succeeds, since {p} held {color:a} card"),
    Say.CHALLENGE_FAILS: N_("the challenge fails, since {p} held no {color} card"),
    Say.BLUFFER_DRAWS: N_("{p:draw|draws} {penalty} and {a:draw|draws} nothing"),
    Say.DRAWS_UNTIL_PLUS: N_(
        "{p:turn|turns} over cards until {color:a} card appears, "
        "{p:~draw|draws} {count} more and {p:~lose|loses} the turn"
    ),
    Say.COLOR_STAYS: N_("the colour stays {color}"),
    Say.STILL_FACES: N_("{a:still face|still faces} the {count} below it: stack or draw"),
    Say.TAKES_TURN: N_("{a:now take|now takes} a normal turn"),
    Say.TURN_PASSES: N_("the turn passes to {p}"),
    Say.IF_PLAYED_ANYWAY: N_(
        "it is against the rules, but if it is played anyway it stands unless "
        "{o} challenges it; the challenge then succeeds and {p:draw|draws} {penalty} instead of {o}"
    ),
    Say.UNO_CALLED: N_("UNO is called, so nobody can catch {a}"),
    Say.FALSE_CALL: N_("{a:hold|holds} {total_cards}, so {a:^draw} {cards} as a penalty"),
    Say.FALSE_CALL_FREE: N_(
        "{a:hold|holds} {total_cards}, and a false UNO call costs nothing here"
    ),
    Say.NAME_CATCH: N_("name another player to catch (target)"),
    Say.NOT_DOWN_TO_ONE: N_("{p} is not down to one card"),
    Say.CALLED_IN_TIME: N_("{p} called UNO in time"),
    Say.TOO_LATE: N_("too late, the next player has already begun their turn"),
    Say.CAUGHT_PRESSES: N_(
        "{p} did not call UNO and {p:~are|is} caught in time, so {p:^press} the launcher {times}"
    ),
    Say.FALSE_CALL_PRESSES: N_(
        "{a:hold|holds} {total_cards}, so {a:^press} the launcher {times} as a penalty"
    ),
    Say.CAUGHT: N_("{p} did not call UNO and {p:~are|is} caught in time, so {p:^draw} {cards}"),
    Say.FIRST_RESHUFFLE: N_(
        "{card:a} turned up first goes back into the deck; shuffle and turn up another card"
    ),
    Say.FIRST_FLIPS: N_(
        "a Flip turned up first turns every card over to the {side} side; the "
        "card now on top acts as the first card (say which it is)"
    ),
    Say.FIRST_PRESSES: N_(
        "the dealer's left ({p}) presses the launcher {count} times and is skipped"
    ),
    Say.FIRST_SKIPPED: N_("the dealer's left ({p}) is skipped"),
    Say.FIRST_DRAWS: N_("the dealer's left ({p}) draws {count} and is skipped"),
    Say.STARTS_PILE: N_("{card:a} starts the pile"),
    Say.PLAYS_FIRST: N_("{p} plays first"),
    Say.LEFT_PLAYS_FIRST: N_("the dealer's left ({p}) plays first"),
    Say.DEALER_PLAYS_FIRST: N_("play runs counterclockwise and the dealer ({p}) plays first"),
    Say.RIGHT_PLAYS_FIRST: N_(
        "play runs counterclockwise and the dealer's right ({p}) plays first"
    ),
    Say.LEFT_NAMES_COLOR: N_(
        "the dealer's left ({p}) names the colour and plays first; nothing else happens"
    ),
    Say.NAME_A_COLOR: N_("{a:name|names} a colour"),
    Say.COLOR_NOW: N_("the colour is now {color}"),
    Say.REVERSE_AS_SKIP: N_("with two players it acts as a Skip, so {a:play|plays} again"),
    Say.RUNS: N_("play now runs {way}"),
    Say.LOSES_TURN: N_("{p:lose|loses} the turn"),
    Say.DRAWS_AND_LOSES: N_("{p:draw|draws} {count} and {p:~lose|loses} the turn"),
    Say.STILL_DRAWS: N_("{p:still draw|still draws} {count}"),
    Say.MUST_STACK: N_("{p:must|must} stack a draw card or draw {count}"),
    Say.MAY_CHALLENGE: N_("{p:may|may} challenge it"),
    Say.PLAYS_AGAIN: N_("{a:play|plays} again"),
    Say.PLAYS_NEXT: N_("{p:play|plays} next"),
    Say.GOES_OUT: N_("{a:go|goes} out and {a:~win|wins} the round"),
    Say.SWAPS_WITH: N_("{a:swap|swaps} hands with {p}"),
    Say.HANDS_PASS: N_("every hand passes one seat {way}"),
    Say.HANDS_PASS_IN: N_(
        "every hand of a player still in the round passes one seat {way}, passing over "
        "the players knocked out"
    ),
    Say.HANDS_SHUFFLED: N_("all hands are shuffled together and dealt out again"),
    Say.FLIPS: N_(
        "every card turns over and play goes on on the {side} side; say the new top card"
    ),
    Say.SKIPS_EVERYONE: N_("every other player is skipped, so {a:play|plays} again"),
    Say.DISCARDS_COLOR: N_("{a:discard|discards} every other {color} card {a:^hold} too"),
    Say.DRAWS_UNTIL: N_(
        "{p:turn|turns} over cards until {color:a} card appears, {p:~keep|keeps} "
        "them all and {p:~lose|loses} the turn"
    ),
    Say.NAMES_AND_DRAWS: N_(
        "{p:name|names} a colour, {p:~turn|turns} over cards until it "
        "appears, {p:~keep|keeps} them all and {p:~lose|loses} the turn"
    ),
    Say.KNOCKED_OUT: N_(
        "{p:hold|holds} {total_cards} and {p:~are|is} knocked out of the round by the mercy rule"
    ),
    Say.IS_OUT: N_(
        "{p:have|has} been knocked out of this round and {p:~take|takes} no part in "
        "it until the next"
    ),
    Say.LAST_ONE_LEFT: N_("{p:are|is} the last player left and {p:~win|wins} the round"),
    Say.PRESSES: N_("{p:press|presses} the launcher {times} and {p:~lose|loses} the turn"),
    Say.PRESSES_UNTIL_FIRE: N_(
        "{p:press|presses} the launcher until it fires and {p:~lose|loses} the turn"
    ),
    Say.ALL_PRESS: N_("every other player presses the launcher once"),
    Say.PRESS_ONCE: N_(
        "{a:press|presses} the launcher once and {a:~keep|keeps} whatever it fires; the turn ends"
    ),
    Say.TARGET_DRAWS: N_("{p:draw|draws} {count} and {p:~keep|keeps} {p:their} turn"),
    Say.SKIPS_TWO: N_("{p} and {o} lose their turns"),
    Say.ASSUME_JUST_DREW: N_("it is the card {a} just drew"),
    Say.ASSUME_HOLDS: N_("{a:hold|holds} that card"),
    Say.ASSUME_NO_COLOR: N_("{a:hold|holds} no {color} card"),
    Say.ASSUME_NOT_LAST: N_("it is not {a:'s} last card"),
    Say.ASSUME_ONE_CARD: N_(
        "{a:hold|holds} one card (or {a:~are|is} playing {a:their} next-to-last)"
    ),
    Say.ASSUME_NOT_CALLED: N_("{p} has not called and nobody has acted since"),
}


# Wordings in place of a clause's usual one: a rank matched or missed that is a symbol
# rather than a number; a player not down to one card whose cards are counted.
SYMBOL_TEMPLATES: Mapping[Say, str] = {
    Say.MATCHES_RANK: N_("it matches the symbol ({rank})"),
    Say.NO_MATCH: N_(
        "{card:a} matches neither the colour ({color}) nor the symbol of the top card"
    ),
}
HELD_TEMPLATES: Mapping[Say, str] = {
    Say.NOT_DOWN_TO_ONE: N_("{p} is not down to one card: {p:~hold|hold} {total_cards}"),
}
# The article a card, colour or rank takes ("a"/"an" in English).
ARTICLES: Mapping[str, tuple[str, str]] = {
    "card": (N_("a {card}"), N_("an {card}")),
    "color": (N_("a {color}"), N_("an {color}")),
    "rank": (N_("a {rank}"), N_("an {rank}")),
}


@dataclass(frozen=True, slots=True)
class Person:
    """A seat as a sentence names it: "you", "seat 2" or a player's name."""

    name: str
    second: bool = False  # addressed as "you"

    def __format__(self, spec: str) -> str:
        """The form ``spec`` asks for (see the module's docstring)."""
        if not spec:
            return self.name
        if "@" in spec or spec.startswith("="):  # the neutral form: as it stands
            addressed, bar, otherwise = spec.removeprefix("=").partition("|")
            return (otherwise if bar and not self.second else addressed).replace("@", self.name)
        if spec in ("'s", "yours"):
            if self.second:
                return pgettext("person", "your") if spec == "'s" else pgettext("person", "yours")
            return pgettext("person", "{name}'s").format(name=self.name)
        if spec == "their":
            return pgettext("person", "your") if self.second else pgettext("person", "their")
        if spec == "self":
            if self.second:
                return pgettext("person", "yourself")
            return pgettext("person", "themselves")
        if spec.startswith("^"):  # a pronoun subject: "you draw", "they draw"
            pronoun = pgettext("person", "you") if self.second else pgettext("person", "they")
            return f"{pronoun} {spec[1:]}"
        you_form, _bar, they_form = spec.lstrip("~").partition("|")
        verb = you_form if self.second else they_form
        if spec.startswith("~"):  # the verb alone, its subject said just before
            return verb
        return f"{pgettext('person', 'you') if self.second else self.name} {verb}"


@dataclass(frozen=True, slots=True)
class Term:
    """A card, colour, rank or side as a sentence names it; the spec picks its form."""

    english: str  # the English name, which picks "a" or "an"
    kind: str  # "card", "color", "rank" or "side" (the article's message)
    forms: Callable[[int | None], str]  # form -> text; None: the usual one
    article_form: int | None = None  # the form that follows an article

    def __format__(self, spec: str) -> str:
        """``""`` the name, ``"1"``-``"3"`` a form, ``"a"`` with the article."""
        article = spec.startswith("a") and self.kind in ARTICLES
        form = spec[1:] if article else spec
        if form and not (form.isdigit() and 1 <= int(form) <= COLOR_FORMS):
            raise ValueError(f"no form {spec!r} of a {self.kind}")
        if not article:
            return self.forms(int(form) if form else None)
        a, an = ARTICLES[self.kind]
        message = an if self.english[:1].lower() in "aeiou8" else a

        # The article's message names the word itself, so a language picks the form that
        # agrees with its article ("una carta {card:2}": "una carta Salta roja").
        def after_article(asked: int | None) -> str:
            return self.forms(int(form) if form else (asked or self.article_form))

        after = Term(self.english, "", after_article)
        return _(message).format(**{self.kind: after})


def card_term(card: Card | None) -> Term:
    """A card for a wording; "card" when none is given."""
    if card is None:
        return Term("card", "card", lambda form: pgettext("no card named", "card"))
    return Term(card.label, "card", lambda form: card_name(card, form or 1))


def color_term(color: Color | None) -> Term:
    """A colour for a wording; "any colour" when none is named."""
    english = "any colour" if color is None else color.label
    return Term(english, "color", lambda form: color_name(color, form or 0), article_form=1)


def rank_term(rank: Rank | None) -> Term:
    """A kind of card for a wording ("" when none is given)."""
    if rank is None:
        return Term("", "rank", lambda form: "")
    return Term(rank.label, "rank", lambda form: rank_name(rank))


def side_term(side: str) -> Term:
    """A UNO Flip! side for a wording."""
    return Term(side, "side", lambda form: side_name(side, form or 0))


@dataclass(frozen=True, slots=True)
class Voice:
    """Who is who in a ruling's words: the actor is "you" unless names are given."""

    actor: int | None
    names: Sequence[str] | None = None

    def person(self, seat: int | None) -> Person:
        """How ``seat`` is named."""
        if seat is None:
            return Person(pgettext("person", "someone"))
        if self.names is not None and seat < len(self.names):
            return Person(self.names[seat])
        if self.names is None and seat == self.actor:
            return Person(pgettext("person", "you"), True)
        return Person(pgettext("person", "seat {number}").format(number=seat))


def plural(count: int, noun: str = "card") -> str:
    """``count`` cards in the right number ("1 card", "2 cards")."""
    if noun != "card":
        raise ValueError(f"no plural of {noun!r}")
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def times(count: int) -> str:
    """How many times: "once", "twice", "3 times"."""
    if count == 1:
        return _("once")
    if count == 2:
        return _("twice")
    return ngettext("{count} time", "{count} times", count).format(count=count)


def article(label: str) -> str:
    """An English ``label`` with its indefinite article (English only; wordings use the
    ``:a`` form of a field, which each language words)."""
    return ("an " if label[0].lower() in "aeiou8" else "a ") + label


def _joined(message: str, items: Sequence[str]) -> str:
    """Items joined two at a time by ``message`` ("{first} and {second}")."""
    if not items:
        return ""
    text = items[0]
    for item in items[1:]:
        text = _(message).format(first=text, second=item)
    return text


def _and(items: Sequence[str]) -> str:
    """Items joined by "and"."""
    return _joined(N_("{first} and {second}"), items)


def _then(items: Sequence[str]) -> str:
    """Clauses one after the other, "; " between."""
    return _joined(N_("{first}; {second}"), items)


def clause_text(clause: Clause, voice: Voice) -> str:
    """One clause in words."""
    rank = clause.ranks[0] if clause.ranks else None
    color = color_term(clause.color)
    fields: dict[str, object] = {
        "p": voice.person(clause.seat),
        "o": voice.person(clause.other),
        "a": voice.person(voice.actor),
        "card": card_term(clause.card),
        "color": color,
        "count": clause.count,
        "cards": plural(clause.count or 0),
        "total": clause.total,
        "total_cards": plural(clause.total or 0),
        "rank": rank_term(rank),
        "answers": _joined(
            N_("{first} or {second}"), [format(rank_term(r), "a") for r in clause.ranks]
        ),
        "way": _(DIRECTION_WORDS[clause.direction or Direction.CW]),
        "side": side_term(clause.side or "light"),
        "rank_of_card": rank_term(_rank_of(clause.card)),
        "times": times(clause.count or 0),
        "penalty": _penalty(clause.count, color),
        "penalty_plus": _penalty(None if clause.count is None else clause.count + 2, color, 2),
    }
    template = TEMPLATES[clause.say]
    if clause.say in SYMBOL_TEMPLATES and not (rank is not None and rank.is_number):
        template = SYMBOL_TEMPLATES[clause.say]
    if clause.say in HELD_TEMPLATES and clause.total is not None:
        template = HELD_TEMPLATES[clause.say]
    return _(template).format(**fields)


def sentence(ruling: Ruling, names: Sequence[str] | None = None) -> str:
    """The whole ruling in one sentence: verdict, assumptions, reasons, what follows.

    Without ``names`` the actor is "you" and others are seats (the JSON API's wording).
    """
    voice = Voice(ruling.actor, names)
    verdict = _(OPENERS[ruling.verdict])
    follows = ruling.follows if ruling.legal else ()
    reasons = _then([clause_text(c, voice) for c in (*ruling.reasons, *follows)])
    if ruling.assumed:
        assumed = _and([clause_text(c, voice) for c in ruling.assumed])
        return _("{verdict}, assuming {assumptions}: {reasons}.").format(
            verdict=verdict, assumptions=assumed, reasons=reasons
        )
    return _("{verdict}: {reasons}.").format(verdict=verdict, reasons=reasons)


def if_played_anyway(ruling: Ruling, names: Sequence[str] | None = None) -> str | None:
    """For a bluff, what happens if the card is played anyway; else None."""
    if ruling.verdict is not Verdict.BLUFF:
        return None
    voice = Voice(ruling.actor, names)
    return _capital(_then([clause_text(c, voice) for c in ruling.follows])) + "."


def _capital(text: str) -> str:
    """``text`` with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def told(ruling: Ruling, names: Sequence[str]) -> str:
    """Why, for a page whose headline already gives the verdict: names, no "you".

    What follows is left to :func:`consequences`, so nothing is said twice; only a
    bluff's warning (what happens if it is played anyway) is added.
    """
    voice = Voice(ruling.actor, names)
    text = _then([clause_text(c, voice) for c in ruling.reasons])
    if ruling.assumed:
        assumed = _and([clause_text(c, voice) for c in ruling.assumed])
        text = _("assuming {assumptions}: {reasons}").format(assumptions=assumed, reasons=text)
    anyway = if_played_anyway(ruling, names)
    return f"{_capital(text)}." + (f" {anyway}" if anyway else "")


def consequences(ruling: Ruling, names: Sequence[str]) -> list[str]:
    """What happens after a legal ruling, in order, one short sentence each.

    Ends with who plays next (or who must answer a stack), unless the round is over.
    A ruling that allows nothing has no consequences.
    """
    if not ruling.legal or ruling.after is None:
        return []
    voice = Voice(None, names)
    lines = [_effect_line(effect, voice) for effect in ruling.effects]
    after = ruling.after
    if after.winner is not None:
        winner = voice.person(after.winner)
        if any(c.say is Say.LAST_ONE_LEFT for c in ruling.follows):  # No Mercy's mercy rule
            lines.append(_("{who} is the last player left and wins the round.").format(who=winner))
        else:
            lines.append(_("{who} goes out: the round is over.").format(who=winner))
        return lines
    challenge = next((c for c in ruling.follows if c.say is Say.MAY_CHALLENGE), None)
    if challenge is not None:
        lines.append(
            _("{who} may challenge the {rank}.").format(
                who=voice.person(challenge.seat), rank=rank_term(_rank_of(challenge.card))
            )
        )
    if after.pending_draw:
        lines.append(
            _("{who} must stack a draw card or draw {count}.").format(
                who=voice.person(after.turn), count=after.pending_draw
            )
        )
    else:
        lines.append(_("{who} plays next.").format(who=voice.person(after.turn)))
    return lines


# One sentence per effect. Fields: who (its seat), cards ("2 cards"), color, way, first
# and second (the seats that swap), card, side, times; people, cards, colours and sides
# take the forms of the module's docstring.
EFFECT_LINES: Mapping[EffectType, str] = {
    EffectType.DRAW: N_("{who} draws {cards}."),
    EffectType.SKIP: N_("{who} loses their turn."),
    EffectType.REVERSE: N_("Play changes direction."),
    EffectType.COLOR: N_("The colour is now {color}."),
    EffectType.CHOOSE_COLOR: N_("{who} names the colour."),
    EffectType.SWAP: N_("{first} and {second} swap hands."),
    EffectType.ROTATE_HANDS: N_("Every hand passes one seat {way}."),
    EffectType.SHUFFLE_HANDS: N_("All hands are gathered, shuffled and dealt out again."),
    EffectType.RESHUFFLE: N_(
        "The card goes back into the deck, which is shuffled; turn up a new card."
    ),
    EffectType.PLAY_DRAWN: N_("{who} may play the {card} just drawn."),
    EffectType.FLIP: N_("Every card turns over: play goes on on the {side} side."),
    EffectType.SKIP_EVERYONE: N_("Every other player is skipped."),
    EffectType.DISCARD_ALL: N_("{who} discards every {color} card they hold."),
    EffectType.DRAW_UNTIL_COLOR: N_("{who} turns over cards until {color:a} card appears."),
    EffectType.KNOCKED_OUT: N_("{who} is knocked out of the round."),
    EffectType.PRESS: N_("{who} presses the launcher {times}."),
}


def _effect_line(effect: Effect, voice: Voice) -> str:
    """One effect as a sentence."""
    first, second = effect.seats or (None, None)
    who = voice.person(effect.seat)
    if effect.type is EffectType.PRESS and effect.until_fire:
        return _("{who} presses the launcher until it fires.").format(who=who)
    if effect.type is EffectType.DRAW_UNTIL_COLOR and effect.color is None:
        # Wild Color Roulette: its victim names the colour
        return _("{who} turns over cards until a card of the colour they named appears.").format(
            who=who
        )
    return _(EFFECT_LINES[effect.type]).format(
        who=who,
        cards=plural(effect.count or 0),
        color=color_term(effect.color),
        way=_(DIRECTION_WORDS[effect.direction or Direction.CW]),
        first=voice.person(first),
        second=voice.person(second),
        card=card_term(effect.card),
        side=side_term(effect.side or "other"),
        times=times(effect.count or 0),
    )


def _rank_of(card: Card | None) -> Rank:
    """A card's kind; a Wild Draw Four when no card is given."""
    return Rank.WILD_DRAW_FOUR if card is None else card.rank


def _penalty(count: int | None, color: Term, more: int = 0) -> str:
    """A restricted wild's penalty: a number of cards, or cards until the colour appears
    (and ``more`` after it, for a challenge that fails)."""
    if count is not None:
        return str(count)
    if more:
        return _("cards until {color:a} card appears plus 2 more").format(color=color)
    return _("cards until {color:a} card appears").format(color=color)
