"""Rulings in words: the one place that turns a ruling's data into sentences.

The engine returns a verdict and clauses about seats; this module words them. The JSON
API speaks to the player who acted ("you") and of others by seat ("seat 2"):
:func:`sentence`. A table knows its players by name: :func:`told` and
:func:`consequences` never say "you".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee.cards import Card, Color
from referee.ruling import Clause, Effect, EffectType, Ruling, Say, Verdict
from referee.situation import Direction

OPENERS: Mapping[Verdict, str] = {
    Verdict.LEGAL: "Legal",
    Verdict.NOT_ALLOWED: "Not allowed",
    Verdict.BLUFF: "Not allowed",
    Verdict.INCOMPLETE: "Not allowed yet",
    Verdict.NO_PENALTY: "No penalty",
    Verdict.FALSE_CALL: "False call",
    Verdict.NO_EFFECT: "No effect",
}
DIRECTION_WORDS = {Direction.CW: "clockwise", Direction.CCW: "counterclockwise"}

# One wording per clause. Fields: p (the clause's seat), o (its other seat), a (the
# actor), card / a_card, color / a_color, count, cards ("1 card", "2 cards"), total,
# rank, kind ("number" or "symbol"), answers, way. A person's format spec picks the
# form: "" the name, "'s" possessive, "their", "self", "yours"; "verb|verbs" the subject
# with its verb ("you draw", "Ann draws"); "~verb|verbs" the verb alone ("and lose",
# "and loses"); "^verb" a pronoun with its verb ("you draw", "they draw").
TEMPLATES: Mapping[Say, str] = {
    Say.MATCHES_COLOR: "it matches the colour ({color})",
    Say.MATCHES_RANK: "it matches the {kind} ({rank})",
    Say.ANY_COLOR_FOLLOWS: "no colour has been named yet, so any colour may follow the wild",
    Say.WILD_ON_ANY: "{a_card} may go on any card",
    Say.NO_COLOR_HELD: "{a:hold|holds} no other {color} card, so the {rank_of_card} may go down",
    Say.STACKS: "it stacks on the {card}, making {count}",
    Say.JUMPS_IN: "{a:jump|jumps} in with an identical {card}",
    Say.REPLACES_EFFECT: "it replaces the first card's effect",
    Say.CONTINUES_FROM: "play continues from {a}",
    Say.ROUND_OVER: "the round is over; {p} went out",
    Say.SAY_FIRST_CARD: "say which card was turned up",
    Say.SAY_CARD: "say which card is played",
    Say.NO_TOP_CARD: "no card is face up yet; turn up the first card",
    Say.NOT_YOUR_TURN: "it is {p:'s} turn, not {a:yours}",
    Say.JUMP_IN_HINT: "with Jump-In, an identical card may jump in instead",
    Say.ONLY_DRAWN_CARD: "after drawing, only the card just drawn ({card}) may be played",
    Say.KEEP_DRAWING: "that card cannot be played; keep drawing",
    Say.NOT_HELD: "{p:do|does} not hold {a_card}",
    Say.NO_MATCH: "{a_card} matches neither the colour ({color}) nor the {kind} of the top card",
    Say.HOLDS_COLOR: "{p:hold|holds} {a_color} card, and {a_rank_of_card} may only be played "
    "when {p:^hold} no card of the current colour",
    Say.NO_WILD_FINISH: "{a_card} may not be {a:'s} last card at this table",
    Say.NAME_TARGET: "{a_card} swaps hands, so name the player (target) to swap with",
    Say.BAD_TARGET: "swap hands with another player at the table",
    Say.NAME_VICTIM: "{a_card} makes a player of {a:their} choice draw, so name them (target)",
    Say.BAD_VICTIM: "choose another player still in the round",
    Say.STACK_COLOR: "{a_rank_of_card} on {a_rank} must be {color}; stack another or draw {count}",
    Say.MUST_TAKE_STACK: "{a:must|must} draw the {cards} and lose the turn",
    Say.NO_DEFLECT: "a {rank} cannot pass a stack on; stack a draw card or draw {count}",
    Say.ANSWER_STACK: "{a:face|faces} a stack of {count}; answer it with {answers} or draw {count}",
    Say.NO_JUMP_IN: "Jump-In is not played at this table; wait for {a:their} turn",
    Say.NOTHING_TO_JUMP: "there is no card to jump in on",
    Say.NO_WILD_JUMP: "nobody may jump in with a wild card",
    Say.NOT_IDENTICAL: "only a card identical to the top card ({card}) may jump in",
    Say.OWN_CARD: "{a:played|played} the top card {a:self}; wait for {a:their} turn",
    Say.OTHER_SIDE: "{a_card} is on the other side of the cards; play goes on on the {side} side",
    Say.NOT_LAST_CARD: "{a_card} may never be a player's last card",
    Say.DRAWN_ALREADY: "{a:have|has} drawn already this turn; play the drawn card or pass",
    Say.DRAW_ONE_ONLY: "draw one card only",
    Say.STOP_AT: "drawing stops at the first card that can be played ({card})",
    Say.DRAW_EXACTLY: "{a:draw|draws} exactly {cards}",
    Say.TAKES_STACK: "{a:draw|draws} the {cards} of the stack and {a:~lose|loses} the turn",
    Say.DRAW_A_CARD: "{a:draw|draws} a card",
    Say.DRAW_UNTIL: "keep drawing until a card can be played",
    Say.MAY_PLAY_IF: "if it can be played {a:may|may} play it now, that card only; otherwise "
    "pass and the turn moves on",
    Say.MUST_PLAY_IF: "if it can be played {a:must|must} play it now, that card only; "
    "otherwise pass and the turn moves on",
    Say.UNTIL_MAY_PLAY: "keep drawing until a card can be played; {a:may|may} play that card "
    "at once",
    Say.UNTIL_MUST_PLAY: "keep drawing until a card can be played; {a:must|must} play that "
    "card at once",
    Say.DRAWN_PLAYABLE: "the {card} drawn can be played, so {a:may|may} play it now (that card "
    "only) or keep it and pass",
    Say.DRAWN_MUST_PLAY: "the {card} drawn can be played, so {a:must|must} play it now",
    Say.DRAWN_UNPLAYABLE: "the {card} cannot be played",
    Say.KEEPS_CARD: "{a:keep|keeps} the drawn card",
    Say.PASS_BEFORE_DRAW: "play a card or draw one before passing",
    Say.NO_CHALLENGES: "at this table a Wild Draw Four cannot be challenged; it may only be "
    "played legally",
    Say.NO_CHALLENGES_HERE: "no card can be challenged in this edition; every draw card stands",
    Say.NOTHING_TO_CHALLENGE: "only {answers} that was just played can be challenged",
    Say.ONLY_VICTIM: "only {p}, who must draw for it, may challenge",
    Say.SHOWS_HAND: "{p:show|shows} {a} their hand; if it held a card of the colour in force, "
    "{p:^draw} {penalty} and {a:draw|draws} nothing; otherwise {a:draw|draws} {penalty_plus} and "
    "{a:~lose|loses} the turn",
    Say.CHALLENGE_SUCCEEDS: "the challenge succeeds, since {p} held {a_color} card",
    Say.CHALLENGE_FAILS: "the challenge fails, since {p} held no {color} card",
    Say.BLUFFER_DRAWS: "{p:draw|draws} {penalty} and {a:draw|draws} nothing",
    Say.DRAWS_UNTIL_PLUS: "{p:turn|turns} over cards until {a_color} card appears, "
    "{p:~draw|draws} {count} more and {p:~lose|loses} the turn",
    Say.COLOR_STAYS: "the colour stays {color}",
    Say.STILL_FACES: "{a:still face|still faces} the {count} below it: stack or draw",
    Say.TAKES_TURN: "{a:now take|now takes} a normal turn",
    Say.TURN_PASSES: "the turn passes to {p}",
    Say.IF_PLAYED_ANYWAY: "it is against the rules, but if it is played anyway it stands unless "
    "{o} challenges it; the challenge then succeeds and {p:draw|draws} {penalty} instead of {o}",
    Say.UNO_CALLED: "UNO is called, so nobody can catch {a}",
    Say.FALSE_CALL: "{a:hold|holds} {total} cards, so {a:^draw} {cards} as a penalty",
    Say.FALSE_CALL_FREE: "{a:hold|holds} {total} cards, and a false UNO call costs nothing here",
    Say.NAME_CATCH: "name another player to catch (target)",
    Say.NOT_DOWN_TO_ONE: "{p} is not down to one card{held}",
    Say.CALLED_IN_TIME: "{p} called UNO in time",
    Say.TOO_LATE: "too late, the next player has already begun their turn",
    Say.CAUGHT_PRESSES: "{p} did not call UNO and {p:~are|is} caught in time, so {p:^press} "
    "the launcher {times}",
    Say.FALSE_CALL_PRESSES: "{a:hold|holds} {total} cards, so {a:^press} the launcher {times} "
    "as a penalty",
    Say.CAUGHT: "{p} did not call UNO and {p:~are|is} caught in time, so {p:^draw} {cards}",
    Say.FIRST_RESHUFFLE: "{a_card} turned up first goes back into the deck; shuffle "
    "and turn up another card",
    Say.FIRST_FLIPS: "a Flip turned up first turns every card over to the {side} side; the "
    "card now on top acts as the first card (say which it is)",
    Say.FIRST_PRESSES: "the dealer's left ({p}) presses the launcher {count} times and is skipped",
    Say.FIRST_SKIPPED: "the dealer's left ({p}) is skipped",
    Say.FIRST_DRAWS: "the dealer's left ({p}) draws {count} and is skipped",
    Say.STARTS_PILE: "{a_card} starts the pile",
    Say.PLAYS_FIRST: "{p} plays first",
    Say.LEFT_PLAYS_FIRST: "the dealer's left ({p}) plays first",
    Say.DEALER_PLAYS_FIRST: "play runs counterclockwise and the dealer ({p}) plays first",
    Say.RIGHT_PLAYS_FIRST: "play runs counterclockwise and the dealer's right ({p}) plays first",
    Say.LEFT_NAMES_COLOR: "the dealer's left ({p}) names the colour and plays first; nothing "
    "else happens",
    Say.NAME_A_COLOR: "{a:name|names} a colour",
    Say.COLOR_NOW: "the colour is now {color}",
    Say.REVERSE_AS_SKIP: "with two players it acts as a Skip, so {a:play|plays} again",
    Say.RUNS: "play now runs {way}",
    Say.LOSES_TURN: "{p:lose|loses} the turn",
    Say.DRAWS_AND_LOSES: "{p:draw|draws} {count} and {p:~lose|loses} the turn",
    Say.STILL_DRAWS: "{p:still draw|still draws} {count}",
    Say.MUST_STACK: "{p:must|must} stack a draw card or draw {count}",
    Say.MAY_CHALLENGE: "{p:may|may} challenge it",
    Say.PLAYS_AGAIN: "{a:play|plays} again",
    Say.PLAYS_NEXT: "{p:play|plays} next",
    Say.GOES_OUT: "{a:go|goes} out and {a:~win|wins} the round",
    Say.SWAPS_WITH: "{a:swap|swaps} hands with {p}",
    Say.HANDS_PASS: "every hand passes one seat {way}",
    Say.HANDS_SHUFFLED: "all hands are shuffled together and dealt out again",
    Say.FLIPS: "every card turns over and play goes on on the {side} side; say the new top card",
    Say.SKIPS_EVERYONE: "every other player is skipped, so {a:play|plays} again",
    Say.DISCARDS_COLOR: "{a:discard|discards} every other {color} card {a:^hold} too",
    Say.DRAWS_UNTIL: "{p:turn|turns} over cards until {a_color} card appears, {p:~keep|keeps} "
    "them all and {p:~lose|loses} the turn",
    Say.NAMES_AND_DRAWS: "{p:name|names} a colour, {p:~turn|turns} over cards until it "
    "appears, {p:~keep|keeps} them all and {p:~lose|loses} the turn",
    Say.KNOCKED_OUT: "{p:hold|holds} {total} cards and {p:~are|is} knocked out of the round "
    "by the mercy rule",
    Say.IS_OUT: "{p:have|has} been knocked out of this round and {p:~take|takes} no part in "
    "it until the next",
    Say.LAST_ONE_LEFT: "{p:are|is} the last player left and {p:~win|wins} the round",
    Say.PRESSES: "{p:press|presses} the launcher {times} and {p:~lose|loses} the turn",
    Say.PRESSES_UNTIL_FIRE: "{p:press|presses} the launcher until it fires and "
    "{p:~lose|loses} the turn",
    Say.ALL_PRESS: "every other player presses the launcher once",
    Say.PRESS_ONCE: "{a:press|presses} the launcher once and {a:~keep|keeps} whatever it "
    "fires; the turn ends",
    Say.TARGET_DRAWS: "{p:draw|draws} {count} and {p:~keep|keeps} {p:their} turn",
    Say.SKIPS_TWO: "{p} and {o} lose their turns",
    Say.ASSUME_JUST_DREW: "it is the card {a} just drew",
    Say.ASSUME_HOLDS: "{a:hold|holds} that card",
    Say.ASSUME_NO_COLOR: "{a:hold|holds} no {color} card",
    Say.ASSUME_NOT_LAST: "it is not {a:'s} last card",
    Say.ASSUME_ONE_CARD: "{a:hold|holds} one card (or {a:~are|is} playing {a:their} next-to-last)",
    Say.ASSUME_NOT_CALLED: "{p} has not called and nobody has acted since",
}


@dataclass(frozen=True, slots=True)
class Person:
    """A seat as a sentence names it: "you", "seat 2" or a player's name."""

    name: str
    second: bool = False  # addressed as "you"

    def __format__(self, spec: str) -> str:
        """The form ``spec`` asks for (see ``TEMPLATES``)."""
        if not spec:
            return self.name
        forms = {
            "'s": ("your", f"{self.name}'s"),
            "yours": ("yours", f"{self.name}'s"),
            "their": ("your", "their"),
            "self": ("yourself", "themselves"),
        }
        if spec in forms:
            return forms[spec][0 if self.second else 1]
        if spec.startswith("^"):  # a pronoun subject: "you draw", "they draw"
            return f"{'you' if self.second else 'they'} {spec[1:]}"
        you_form, _, they_form = spec.lstrip("~").partition("|")
        verb = you_form if self.second else they_form
        if spec.startswith("~"):  # the verb alone, its subject said just before
            return verb
        return f"{'you' if self.second else self.name} {verb}"


@dataclass(frozen=True, slots=True)
class Voice:
    """Who is who in a ruling's words: the actor is "you" unless names are given."""

    actor: int | None
    names: Sequence[str] | None = None

    def person(self, seat: int | None) -> Person:
        """How ``seat`` is named."""
        if seat is None:
            return Person("someone")
        if self.names is not None:
            return Person(self.names[seat] if seat < len(self.names) else f"seat {seat}")
        return Person("you", True) if seat == self.actor else Person(f"seat {seat}")


def plural(count: int, noun: str) -> str:
    """``count`` with ``noun`` in the right number ("1 card", "2 cards")."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def times(count: int) -> str:
    """How many times: "once", "twice", "3 times"."""
    return {1: "once", 2: "twice"}.get(count, f"{count} times")


def article(label: str) -> str:
    """``label`` with its indefinite article."""
    return ("an " if label[0].lower() in "aeiou8" else "a ") + label


def clause_text(clause: Clause, voice: Voice) -> str:
    """One clause in words."""
    rank = clause.ranks[0] if clause.ranks else None
    fields: dict[str, object] = {
        "p": voice.person(clause.seat),
        "o": voice.person(clause.other),
        "a": voice.person(voice.actor),
        "card": _card(clause.card),
        "a_card": article(_card(clause.card)),
        "color": _color(clause.color),
        "a_color": article(_color(clause.color)),
        "count": clause.count,
        "cards": plural(clause.count or 0, "card"),
        "total": clause.total,
        "held": "" if clause.total is None else _held(voice.person(clause.seat), clause.total),
        "rank": rank.label if rank else "",
        "kind": "number" if rank is not None and rank.is_number else "symbol",
        "answers": " or ".join(article(r.label) for r in clause.ranks),
        "way": DIRECTION_WORDS[clause.direction or Direction.CW],
        "side": clause.side or "light",
        "rank_of_card": _rank_label(clause.card),
        "a_rank_of_card": article(_rank_label(clause.card)),
        "a_rank": article(rank.label) if rank else "",
        "times": times(clause.count or 0),
        "penalty": _penalty(clause.count, clause.color),
        "penalty_plus": _penalty(None if clause.count is None else clause.count + 2, clause.color)
        + ("" if clause.count is not None else " plus 2 more"),
    }
    return TEMPLATES[clause.say].format(**fields)


def sentence(ruling: Ruling, names: Sequence[str] | None = None) -> str:
    """The whole ruling in one sentence: verdict, assumptions, reasons, what follows.

    Without ``names`` the actor is "you" and others are seats (the JSON API's wording).
    """
    voice = Voice(ruling.actor, names)
    opener = OPENERS[ruling.verdict]
    if ruling.assumed:
        opener += ", assuming " + " and ".join(clause_text(c, voice) for c in ruling.assumed)
    follows = ruling.follows if ruling.legal else ()
    body = "; ".join(clause_text(c, voice) for c in (*ruling.reasons, *follows))
    return f"{opener}: {body}."


def if_played_anyway(ruling: Ruling, names: Sequence[str] | None = None) -> str | None:
    """For a bluff, what happens if the card is played anyway; else None."""
    if ruling.verdict is not Verdict.BLUFF:
        return None
    voice = Voice(ruling.actor, names)
    return _capital("; ".join(clause_text(c, voice) for c in ruling.follows)) + "."


def _capital(text: str) -> str:
    """``text`` with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def told(ruling: Ruling, names: Sequence[str]) -> str:
    """Why, for a page whose headline already gives the verdict: names, no "you".

    What follows is left to :func:`consequences`, so nothing is said twice; only a
    bluff's warning (what happens if it is played anyway) is added.
    """
    voice = Voice(ruling.actor, names)
    text = "; ".join(clause_text(c, voice) for c in ruling.reasons)
    if ruling.assumed:
        assumed = " and ".join(clause_text(c, voice) for c in ruling.assumed)
        text = f"assuming {assumed}: {text}"
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
        if any(c.say is Say.LAST_ONE_LEFT for c in ruling.follows):  # No Mercy's mercy rule
            lines.append(
                f"{voice.person(after.winner)} is the last player left and wins the round."
            )
        else:
            lines.append(f"{voice.person(after.winner)} goes out: the round is over.")
        return lines
    challenge = next((c for c in ruling.follows if c.say is Say.MAY_CHALLENGE), None)
    if challenge is not None:
        lines.append(
            f"{voice.person(challenge.seat)} may challenge the {_rank_label(challenge.card)}."
        )
    if after.pending_draw:
        person = voice.person(after.turn)
        lines.append(f"{person} must stack a draw card or draw {after.pending_draw}.")
    else:
        lines.append(f"{voice.person(after.turn)} plays next.")
    return lines


# One sentence per effect. Fields: who (its seat), cards ("2 cards"), color, a_color,
# way, first and second (the seats that swap), card, side, times.
EFFECT_LINES: Mapping[EffectType, str] = {
    EffectType.DRAW: "{who} draws {cards}.",
    EffectType.SKIP: "{who} loses their turn.",
    EffectType.REVERSE: "Play changes direction.",
    EffectType.COLOR: "The colour is now {color}.",
    EffectType.CHOOSE_COLOR: "{who} names the colour.",
    EffectType.SWAP: "{first} and {second} swap hands.",
    EffectType.ROTATE_HANDS: "Every hand passes one seat {way}.",
    EffectType.SHUFFLE_HANDS: "All hands are gathered, shuffled and dealt out again.",
    EffectType.RESHUFFLE: "The card goes back into the deck, which is shuffled; turn up a new "
    "card.",
    EffectType.PLAY_DRAWN: "{who} may play the {card} just drawn.",
    EffectType.FLIP: "Every card turns over: play goes on on the {side} side.",
    EffectType.SKIP_EVERYONE: "Every other player is skipped.",
    EffectType.DISCARD_ALL: "{who} discards every {color} card they hold.",
    EffectType.DRAW_UNTIL_COLOR: "{who} turns over cards until {a_color} card appears.",
    EffectType.KNOCKED_OUT: "{who} is knocked out of the round.",
    EffectType.PRESS: "{who} presses the launcher {times}.",
}


def _effect_line(effect: Effect, voice: Voice) -> str:
    """One effect as a sentence."""
    first, second = effect.seats or (None, None)
    if effect.type is EffectType.PRESS and effect.until_fire:
        return f"{voice.person(effect.seat)} presses the launcher until it fires."
    if effect.type is EffectType.DRAW_UNTIL_COLOR and effect.color is None:
        # Wild Color Roulette: its victim names the colour
        who = voice.person(effect.seat)
        return f"{who} turns over cards until a card of the colour they named appears."
    return EFFECT_LINES[effect.type].format(
        who=voice.person(effect.seat),
        cards=plural(effect.count or 0, "card"),
        color=_color(effect.color),
        a_color=article(_color(effect.color)),
        way=DIRECTION_WORDS[effect.direction or Direction.CW],
        first=voice.person(first),
        second=voice.person(second),
        card=_card(effect.card),
        side=effect.side or "other",
        times=times(effect.count or 0),
    )


def _rank_label(card: Card | None) -> str:
    """The name of a card's kind ("Wild Draw Four"), "Wild Draw Four" when none is given."""
    return "Wild Draw Four" if card is None else card.rank.label


def _penalty(count: int | None, color: Color | None) -> str:
    """A restricted wild's penalty: a number of cards, or cards until the colour appears."""
    if count is not None:
        return str(count)
    return "cards until " + article(_color(color)) + " card appears"


def _held(person: Person, count: int) -> str:
    """ ": they hold 2 cards" (the count of a known hand)."""
    return f": {person:~hold|hold} {plural(count, 'card')}"


def _card(card: Card | None) -> str:
    """A card's name, or "card" when none is given."""
    return "card" if card is None else card.label


def _color(color: Color | None) -> str:
    """A colour's name, or "any colour" when none is named."""
    return "any colour" if color is None else color.label
