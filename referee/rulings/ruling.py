"""Actions a player takes, the effects that follow, and the referee's ``Ruling`` as data.

A ruling is a :class:`Verdict` and clauses (:class:`Clause`) that refer to seats, cards,
colours and counts; it holds no sentence. :mod:`referee.rulings.explain` words it, with "you"
and seat numbers for the JSON API or with players' names for a table.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.cards import Card, Color, Rank
from referee.rulings.situation import Direction, Hand, Situation


class ActionType(enum.Enum):
    """What a player does (or, for ``FLIP``, what the dealer turns up)."""

    FLIP = "flip"
    """The first card turned up after the deal."""
    PLAY = "play"
    """A card played on the player's turn."""
    DRAW = "draw"
    """Drawing from the pile (or taking a pending stack)."""
    PASS = "pass"
    """Keeping a card just drawn; the turn passes on."""
    CHALLENGE = "challenge"
    """Challenging the Wild Draw Four just played."""
    CALL_UNO = "call_uno"
    """Calling "UNO"."""
    CATCH = "catch"
    """Catching a player who did not call UNO."""
    JUMP_IN = "jump_in"
    """Playing an identical card out of turn."""


@dataclass(frozen=True, slots=True)
class Action:
    """One action; which fields matter depends on the type."""

    type: ActionType
    seat: int | None = None
    card: Card | None = None
    color: Color | None = None  # the colour named with a wild
    target: int | None = None  # Seven-O swap, Wild Swap Hands, or the player caught
    drawn: Hand | None = None  # the cards drawn, if the table says which


class EffectType(enum.Enum):
    """The vocabulary of what happens after a legal action."""

    DRAW = "draw"
    """A seat draws cards."""
    SKIP = "skip"
    """A seat loses its turn."""
    REVERSE = "reverse"
    """Play changes direction."""
    COLOR = "color"
    """A colour is named."""
    CHOOSE_COLOR = "choose_color"
    """A seat still has to name the colour."""
    SWAP = "swap"
    """Two seats swap hands."""
    ROTATE_HANDS = "rotate_hands"
    """Every hand passes one seat along."""
    SHUFFLE_HANDS = "shuffle_hands"
    """All hands are gathered, shuffled and dealt out again."""
    RESHUFFLE = "reshuffle"
    """The card turned up goes back into the deck."""
    PLAY_DRAWN = "play_drawn"
    """A seat may (or must) play the card just drawn."""
    FLIP = "flip"
    """UNO Flip!: every card turns over; play goes on on ``side``."""
    SKIP_EVERYONE = "skip_everyone"
    """Every other player is skipped; the player plays again."""
    DISCARD_ALL = "discard_all"
    """A seat discards every card of ``color`` from their hand."""
    DRAW_UNTIL_COLOR = "draw_until_color"
    """A seat turns over cards until ``color`` appears (``None``: the colour they name)."""
    KNOCKED_OUT = "knocked_out"
    """No Mercy's mercy rule: a seat holding 25 cards or more is out of the round."""
    PRESS = "press"
    """UNO Attack!: a seat presses the launcher ``count`` times (or until it fires)."""


# Effects that write every one of their keys, a ``None`` as null.
_ALWAYS: dict[EffectType, tuple[str, ...]] = {
    EffectType.DRAW_UNTIL_COLOR: ("seat", "color"),
    EffectType.PRESS: ("seat", "count"),
}


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing that happens; only the fields of its type are set."""

    type: EffectType
    seat: int | None = None
    count: int | None = None
    color: Color | None = None
    seats: tuple[int, int] | None = None
    direction: Direction | None = None
    card: Card | None = None
    side: str | None = None
    until_fire: bool = False

    def to_json(self) -> dict[str, object]:
        """The effect as the JSON API writes it."""
        data: dict[str, object] = {"type": self.type.value}
        for key in _ALWAYS.get(self.type, ()):
            data[key] = None
        if self.seat is not None:
            data["seat"] = self.seat
        if self.count is not None:
            data["count"] = self.count
        if self.color is not None:
            data["color"] = self.color.value
        if self.seats is not None:
            data["seats"] = list(self.seats)
        if self.direction is not None:
            data["direction"] = self.direction.value
        if self.card is not None:
            data["card"] = self.card.code
        if self.side is not None:
            data["side"] = self.side
        if self.until_fire:
            data["until_fire"] = True
        return data


def draw(seat: int, count: int) -> Effect:
    """``seat`` draws ``count`` cards."""
    return Effect(EffectType.DRAW, seat=seat, count=count)


def skip(seat: int) -> Effect:
    """``seat`` loses their turn."""
    return Effect(EffectType.SKIP, seat=seat)


def press(seat: int, count: int | None) -> Effect:
    """``seat`` presses the launcher ``count`` times (``None``: until it fires)."""
    return Effect(EffectType.PRESS, seat=seat, count=count, until_fire=count is None)


class Verdict(enum.Enum):
    """The referee's answer in one word, like chess's ``Termination``."""

    LEGAL = "legal"
    """The action is allowed; its effects follow."""
    NOT_ALLOWED = "not_allowed"
    """The action breaks a rule and nothing happens."""
    BLUFF = "bluff"
    """A Wild Draw Four held against the rule: not allowed, but if it is played anyway it
    stands unless challenged, and a challenge then succeeds."""
    INCOMPLETE = "incomplete"
    """Something must be said first (which card, which player to swap with)."""
    NO_PENALTY = "no_penalty"
    """A catch that costs nobody anything: called in time, too late, or not down to one."""
    FALSE_CALL = "false_call"
    """UNO called with more than one card, at a table that charges for it."""
    NO_EFFECT = "no_effect"
    """UNO called with more than one card, at a table where that costs nothing."""

    @property
    def legal(self) -> bool:
        """True when the action stands and its effects follow."""
        return self in (Verdict.LEGAL, Verdict.FALSE_CALL, Verdict.NO_EFFECT)


class Say(enum.Enum):
    """What one clause of a ruling states; :mod:`referee.rulings.explain` words each one."""

    # ---- why a card may go down
    MATCHES_COLOR = "matches_color"
    """The card has the colour in force (``color``)."""
    MATCHES_RANK = "matches_rank"
    """The card has the top card's number or symbol (``ranks[0]``)."""
    ANY_COLOR_FOLLOWS = "any_color_follows"
    """No colour was named after the wild on top, so any colour may follow."""
    WILD_ON_ANY = "wild_on_any"
    """A wild (``card``) may go on any card."""
    NO_COLOR_HELD = "no_color_held"
    """The actor holds no other card of ``color``, so a Wild Draw Four may go down."""
    STACKS = "stacks"
    """The card stacks on the draw card ``card``, making ``count``."""
    JUMPS_IN = "jumps_in"
    """The actor jumps in with an identical ``card``."""
    REPLACES_EFFECT = "replaces_effect"
    """The jumped-in action card replaces the first one's effect."""
    CONTINUES_FROM = "continues_from"
    """Play continues from the actor."""
    # ---- why it may not
    ROUND_OVER = "round_over"
    """The round is over: ``seat`` went out."""
    SAY_FIRST_CARD = "say_first_card"
    """The card turned up was not given."""
    SAY_CARD = "say_card"
    """The card played was not given."""
    NO_TOP_CARD = "no_top_card"
    """No card is face up yet."""
    NOT_YOUR_TURN = "not_your_turn"
    """It is ``seat``'s turn, not the actor's."""
    JUMP_IN_HINT = "jump_in_hint"
    """With Jump-In an identical card may jump in instead."""
    ONLY_DRAWN_CARD = "only_drawn_card"
    """After drawing only the card just drawn (``card``) may be played."""
    KEEP_DRAWING = "keep_drawing"
    """With draw until playable: that card cannot be played; keep drawing."""
    NOT_HELD = "not_held"
    """``seat`` does not hold ``card``."""
    NO_MATCH = "no_match"
    """``card`` matches neither ``color`` nor the number or symbol ``ranks[0]``."""
    HOLDS_COLOR = "holds_color"
    """``seat`` holds a card of ``color``, so a restricted wild (``card``) may not go down."""
    NO_WILD_FINISH = "no_wild_finish"
    """``card`` may not be the actor's last card at this table."""
    NAME_TARGET = "name_target"
    """``card`` swaps hands: the player to swap with must be named."""
    BAD_TARGET = "bad_target"
    """The player to swap with must be another seat at the table."""
    NAME_VICTIM = "name_victim"
    """``card`` makes a chosen player draw: name them (target)."""
    BAD_VICTIM = "bad_victim"
    """The player chosen must be another seat still in the round."""
    STACK_COLOR = "stack_color"
    """A Draw Two on a Wild Draw Four must be of ``color``; else stack another or draw ``count``."""
    MUST_TAKE_STACK = "must_take_stack"
    """Stacking is off: the actor draws ``count`` and loses the turn."""
    NO_DEFLECT = "no_deflect"
    """A ``ranks[0]`` cannot pass a stack of ``count`` on."""
    ANSWER_STACK = "answer_stack"
    """Facing a stack of ``count``: answer it with one of ``ranks`` or draw."""
    NO_JUMP_IN = "no_jump_in"
    """Jump-In is not played at this table."""
    NOTHING_TO_JUMP = "nothing_to_jump"
    """There is no card to jump in on."""
    NO_WILD_JUMP = "no_wild_jump"
    """Nobody may jump in with a wild."""
    NOT_IDENTICAL = "not_identical"
    """Only a card identical to the top card (``card``) may jump in."""
    OWN_CARD = "own_card"
    """The actor played the top card themselves."""
    OTHER_SIDE = "other_side"
    """UNO Flip!: ``card`` is on the side not in play (``side`` is in play)."""
    NOT_LAST_CARD = "not_last_card"
    """``card`` may never be a player's last card (UNO Attack!'s Trade Hands)."""
    # ---- drawing
    DRAWN_ALREADY = "drawn_already"
    """The actor has drawn already this turn."""
    DRAW_ONE_ONLY = "draw_one_only"
    """Only one card may be drawn."""
    STOP_AT = "stop_at"
    """Drawing stops at the first playable card (``card``)."""
    DRAW_EXACTLY = "draw_exactly"
    """Taking a stack means drawing exactly ``count`` cards."""
    TAKES_STACK = "takes_stack"
    """The actor draws the ``count`` cards of the stack and loses the turn."""
    DRAW_A_CARD = "draw_a_card"
    """The actor draws one card."""
    DRAW_UNTIL = "draw_until"
    """With draw until playable: keep drawing until a card can be played."""
    MAY_PLAY_IF = "may_play_if"
    """A drawn card that can be played may be played at once (that card only)."""
    MUST_PLAY_IF = "must_play_if"
    """A drawn card that can be played must be played at once."""
    UNTIL_MAY_PLAY = "until_may_play"
    """With draw until playable: keep drawing; the playable card may then be played."""
    UNTIL_MUST_PLAY = "until_must_play"
    """With draw until playable: keep drawing; the playable card must then be played."""
    DRAWN_PLAYABLE = "drawn_playable"
    """The drawn ``card`` can be played: it may be played now or kept."""
    DRAWN_MUST_PLAY = "drawn_must_play"
    """The drawn ``card`` can be played and must be."""
    DRAWN_UNPLAYABLE = "drawn_unplayable"
    """The drawn ``card`` cannot be played."""
    KEEPS_CARD = "keeps_card"
    """The actor keeps the card drawn."""
    PASS_BEFORE_DRAW = "pass_before_draw"
    """Passing comes only after drawing."""
    # ---- challenges
    NO_CHALLENGES = "no_challenges"
    """At this table a Wild Draw Four cannot be challenged."""
    NO_CHALLENGES_HERE = "no_challenges_here"
    """The edition has no card that can be challenged."""
    NOTHING_TO_CHALLENGE = "nothing_to_challenge"
    """Only a restricted wild (``ranks``) just played can be challenged."""
    ONLY_VICTIM = "only_victim"
    """Only ``seat``, who must draw for it, may challenge."""
    SHOWS_HAND = "shows_hand"
    """``seat`` shows the actor their hand; how it is judged."""
    CHALLENGE_SUCCEEDS = "challenge_succeeds"
    """``seat`` held a card of ``color``: the challenge succeeds."""
    CHALLENGE_FAILS = "challenge_fails"
    """``seat`` held no card of ``color``: the challenge fails."""
    BLUFFER_DRAWS = "bluffer_draws"
    """``seat`` draws ``count`` and the challenger draws nothing."""
    DRAWS_UNTIL_PLUS = "draws_until_plus"
    """``seat`` turns over cards until ``color`` appears, draws ``count`` more and loses
    the turn."""
    COLOR_STAYS = "color_stays"
    """The named ``color`` stands."""
    STILL_FACES = "still_faces"
    """The actor still faces ``count`` below it."""
    TAKES_TURN = "takes_turn"
    """The actor now takes a normal turn."""
    TURN_PASSES = "turn_passes"
    """The turn passes to ``seat``."""
    IF_PLAYED_ANYWAY = "if_played_anyway"
    """Played anyway, it stands unless ``other`` challenges; then ``seat`` draws ``count``."""
    # ---- UNO
    UNO_CALLED = "uno_called"
    """UNO is called; nobody can catch the actor."""
    FALSE_CALL = "false_call"
    """The actor holds ``total`` cards and draws ``count`` for a false call."""
    FALSE_CALL_FREE = "false_call_free"
    """The actor holds ``total`` cards; a false call costs nothing here."""
    NAME_CATCH = "name_catch"
    """The player caught must be another seat."""
    NOT_DOWN_TO_ONE = "not_down_to_one"
    """``seat`` is not down to one card (holding ``total``, when known)."""
    CALLED_IN_TIME = "called_in_time"
    """``seat`` called UNO in time."""
    TOO_LATE = "too_late"
    """The next player has already begun their turn."""
    CAUGHT_PRESSES = "caught_presses"
    """UNO Attack!: ``seat`` did not call UNO, is caught and presses ``count`` times."""
    FALSE_CALL_PRESSES = "false_call_presses"
    """UNO Attack!: the actor holds ``total`` cards and presses ``count`` times."""
    CAUGHT = "caught"
    """``seat`` did not call UNO, is caught in time and draws ``count``."""
    # ---- the first card
    FIRST_RESHUFFLE = "first_reshuffle"
    """A Wild Draw Four turned up first goes back; turn up another."""
    FIRST_FLIPS = "first_flips"
    """UNO Flip!: a Flip turned up first turns everything to ``side``; that face acts as the
    first card."""
    FIRST_PRESSES = "first_presses"
    """UNO Attack!: the dealer's left (``seat``) presses ``count`` times and is skipped."""
    FIRST_SKIPPED = "first_skipped"
    """The dealer's left (``seat``) is skipped."""
    FIRST_DRAWS = "first_draws"
    """The dealer's left (``seat``) draws ``count`` and is skipped."""
    STARTS_PILE = "starts_pile"
    """``card`` starts the pile."""
    PLAYS_FIRST = "plays_first"
    """``seat`` plays first."""
    LEFT_PLAYS_FIRST = "left_plays_first"
    """The dealer's left (``seat``) plays first."""
    DEALER_PLAYS_FIRST = "dealer_plays_first"
    """Play runs counterclockwise and the dealer (``seat``) plays first."""
    RIGHT_PLAYS_FIRST = "right_plays_first"
    """Play runs counterclockwise and the dealer's right (``seat``) plays first."""
    LEFT_NAMES_COLOR = "left_names_color"
    """The dealer's left (``seat``) names the colour and plays first; nothing else happens."""
    # ---- what follows a card
    NAME_A_COLOR = "name_a_color"
    """The actor still names a colour."""
    COLOR_NOW = "color_now"
    """The colour is now ``color``."""
    REVERSE_AS_SKIP = "reverse_as_skip"
    """With two players the Reverse acts as a Skip."""
    RUNS = "runs"
    """Play now runs ``direction``."""
    LOSES_TURN = "loses_turn"
    """``seat`` loses the turn."""
    DRAWS_AND_LOSES = "draws_and_loses"
    """``seat`` draws ``count`` and loses the turn."""
    STILL_DRAWS = "still_draws"
    """``seat`` still draws ``count`` though the round is over."""
    MUST_STACK = "must_stack"
    """``seat`` must stack a draw card or draw ``count``."""
    MAY_CHALLENGE = "may_challenge"
    """``seat`` may challenge the Wild Draw Four."""
    PLAYS_AGAIN = "plays_again"
    """The actor plays again."""
    PLAYS_NEXT = "plays_next"
    """``seat`` plays next."""
    GOES_OUT = "goes_out"
    """The actor goes out and wins the round."""
    SWAPS_WITH = "swaps_with"
    """The actor swaps hands with ``seat``."""
    HANDS_PASS = "hands_pass"
    """Every hand passes one seat ``direction``."""
    HANDS_PASS_IN = "hands_pass_in"
    """Every hand of a player still in the round passes one seat ``direction``, passing
    over the players knocked out."""
    HANDS_SHUFFLED = "hands_shuffled"
    """All hands are shuffled together and dealt out again."""
    FLIPS = "flips"
    """Every card turns over: play goes on on the ``side`` side; say the new top card."""
    SKIPS_EVERYONE = "skips_everyone"
    """Every other player is skipped and the actor plays again."""
    DISCARDS_COLOR = "discards_color"
    """The actor also discards every ``color`` card they hold."""
    DRAWS_UNTIL = "draws_until"
    """``seat`` turns over cards until ``color`` appears and loses the turn."""
    NAMES_AND_DRAWS = "names_and_draws"
    """``seat`` names a colour, turns over cards until it appears and loses the turn."""
    KNOCKED_OUT = "knocked_out"
    """``seat`` holds ``total`` cards and is knocked out of the round (the mercy rule)."""
    IS_OUT = "is_out"
    """``seat`` has been knocked out of the round and takes no part in it."""
    LAST_ONE_LEFT = "last_one_left"
    """``seat`` is the last player left and wins the round."""
    PRESSES = "presses"
    """``seat`` presses the launcher ``count`` times (and loses the turn when ``other``)."""
    PRESSES_UNTIL_FIRE = "presses_until_fire"
    """``seat`` presses the launcher until it fires and loses the turn."""
    ALL_PRESS = "all_press"
    """Every other player presses the launcher once."""
    PRESS_ONCE = "press_once"
    """The actor presses the launcher once; the turn ends."""
    TARGET_DRAWS = "target_draws"
    """``seat`` draws ``count`` and keeps their turn."""
    SKIPS_TWO = "skips_two"
    """``seat`` and ``other`` lose their turns."""
    # ---- what the referee assumed about unknown hands
    ASSUME_JUST_DREW = "assume_just_drew"
    """The card is the one the actor just drew."""
    ASSUME_HOLDS = "assume_holds"
    """The actor holds the card."""
    ASSUME_NO_COLOR = "assume_no_color"
    """The actor holds no card of ``color``."""
    ASSUME_NOT_LAST = "assume_not_last"
    """The card is not the actor's last."""
    ASSUME_ONE_CARD = "assume_one_card"
    """The actor holds one card (or is playing their next-to-last)."""
    ASSUME_NOT_CALLED = "assume_not_called"
    """``seat`` has not called and nobody has acted since."""


@dataclass(frozen=True, slots=True)
class Clause:
    """One statement of a ruling: what is said, and about which seats, cards and counts."""

    say: Say
    seat: int | None = None
    other: int | None = None
    card: Card | None = None
    color: Color | None = None
    count: int | None = None
    total: int | None = None
    ranks: tuple[Rank, ...] = ()
    direction: Direction | None = None
    side: str | None = None


@dataclass(frozen=True, slots=True)
class Ruling:
    """The referee's answer: a verdict, the clauses behind it, what follows, the rules used.

    ``reasons`` say why; ``assumed`` what was taken for granted about unknown hands;
    ``follows`` what happens next, in words; ``effects`` the same as data; ``after`` the
    table afterwards (None unless legal); ``actor`` the seat that acted (the "you" of
    seat-based wording), None for the first card turned up.
    """

    verdict: Verdict
    reasons: tuple[Clause, ...] = ()
    effects: tuple[Effect, ...] = ()
    after: Situation | None = None
    rules_applied: tuple[str, ...] = ()
    follows: tuple[Clause, ...] = ()
    assumed: tuple[Clause, ...] = ()
    actor: int | None = None

    @property
    def legal(self) -> bool:
        """True when the action stands and its effects follow."""
        return self.verdict.legal


def allowed(
    reasons: list[Clause],
    effects: list[Effect],
    after: Situation,
    rules: list[str],
    *,
    follows: list[Clause] | tuple[Clause, ...] = (),
    assumed: list[Clause] | tuple[Clause, ...] = (),
    verdict: Verdict = Verdict.LEGAL,
) -> Ruling:
    """A ruling for an action that stands."""
    return Ruling(
        verdict,
        tuple(reasons),
        tuple(effects),
        after,
        tuple(dict.fromkeys(rules)),
        tuple(follows),
        tuple(assumed),
    )


def refused(verdict: Verdict, reasons: list[Clause], *rules: str) -> Ruling:
    """A ruling for an action that does not stand: nothing happens."""
    return Ruling(verdict, tuple(reasons), (), None, tuple(dict.fromkeys(rules)))


def not_allowed(say: Say, *rules: str, **data: object) -> Ruling:
    """A refusal with one reason (``data``: the clause's fields)."""
    return refused(Verdict.NOT_ALLOWED, [Clause(say, **data)], *rules)  # type: ignore[arg-type]


def incomplete(say: Say, *rules: str, **data: object) -> Ruling:
    """Nothing to rule on until something is said (``say``: what is missing)."""
    return refused(Verdict.INCOMPLETE, [Clause(say, **data)], *rules)  # type: ignore[arg-type]
