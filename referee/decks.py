"""The registry of decks: each deck people own (the classic family, UNO Flip!, Show 'Em No
Mercy, All Wild!, Attack!) as data, with every fact of its edition (:class:`Edition`): its
colours, kinds of card and copies, size, default target, the words people use for its
cards, and what its own rules change. Everything else asks here and compares no deck's
name. Codes are read against a deck (:meth:`Deck.read`, :func:`find_card`) and typed
text leniently (:func:`parse_card`)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from referee.cards import (
    ALL_CARDS,
    CLASSIC_COLORS,
    COLOR_WORDS,
    DEFAULT_TARGET,
    NO_COLOUR_OF_SIDE,
    NUMBER_WORDS,
    NUMBERS,
    RANK_PHRASES,
    SIDES,
    Card,
    CardError,
    Color,
    Rank,
    hand_points,
    rank_name,
)
from referee.i18n import N_, _


@dataclass(frozen=True, slots=True)
class Kind:
    """One row of a deck: a rank, and how many copies the deck has of it.

    ``copies`` counts per colour for a coloured rank and in all for a wild; ``None`` when
    the number is not known. ``side`` is the Flip side whose colours a coloured rank takes.
    """

    rank: Rank
    copies: int | None
    side: str | None = None


@dataclass(frozen=True, slots=True)
class Edition:
    """What a deck's own rules change (EDITIONS.md; DESIGN.md "Rulings in an edition"): the
    one place every part of the app asks, so that no code compares a deck's name.

    The classic family (classic, 2015, 2018) changes nothing: the defaults below.
    """

    rules_entry: str = "deck"  # the rulebook entry that describes the deck and its rules
    cards_entry: str = ""  # the entry of its own cards, where it has one apart
    ignores: tuple[str, ...] = ()  # house-rule options its own rules stand in for
    own_rules: Mapping[str, object] = field(default_factory=dict)  # their values, as JSON
    own_rules_said: str = ""  # its own rules in a few words (N_), for the dispute helper
    mercy_limit: int | None = None  # No Mercy: a hand of this many cards is out of the round
    launcher: bool = False  # Attack: a draw is a press of the launcher
    stacks_by_value: bool = False  # No Mercy: any draw card of equal or higher value answers
    numbers_start: bool = False  # No Mercy: only a number card may start the pile
    actions_start: bool = True  # False (All Wild): a card turned up first does nothing
    most_players: int = 10  # the box's largest table (No Mercy: 6)
    figures: tuple[str, ...] = ()  # the simulator's figures only this edition has
    disputes: tuple[str, ...] = ()  # the dispute helper's questions only this edition asks
    # The dispute helper's questions as this edition words them (N_), by question.
    dispute_titles: Mapping[str, str] = field(default_factory=dict)
    dispute_intros: Mapping[str, str] = field(default_factory=dict)

    @property
    def own(self) -> bool:
        """Whether the deck has rules of its own (every edition but the classic family)."""
        return self.rules_entry != "deck"

    @property
    def cards_rule(self) -> str:
        """The rulebook entry of the edition's cards."""
        return self.cards_entry or self.rules_entry


CLASSIC_EDITION = Edition(figures=("challenges_per_round",))


@dataclass(frozen=True)
class Deck:
    """A deck as data: id, name, colours, kinds of card and copies, size, default target,
    and the words people use for its cards."""

    name: str  # the deck's id ("classic", "flip")
    title: str  # its English name; people read deck_title()
    colors: tuple[Color, ...]
    kinds: tuple[Kind, ...]
    declared_size: int | None = None  # where copies are unknown, or cards have two faces
    target: int = DEFAULT_TARGET
    words: tuple[tuple[str, Rank], ...] = ()
    readable: tuple[Card, ...] = ()  # codes read as cards besides the deck's own (its family)
    edition: Edition = Edition()  # what its own rules change
    counts: Mapping[Card, int | None] = field(init=False, repr=False)
    # A coloured rank without its colour: the copies of that rank in all colours of its side.
    colourless: Mapping[Card, int | None] = field(init=False, repr=False)
    _by_code: Mapping[str, tuple[Card, ...]] = field(init=False, repr=False)
    _colourless_by_code: Mapping[str, tuple[Card, ...]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        counts: dict[Card, int | None] = {}
        colourless: dict[Card, int | None] = {}
        for kind in self.kinds:
            if kind.rank.is_wild:
                counts[Card(kind.rank)] = kind.copies
                continue
            colors = [color for color in self.colors if color.side == kind.side]
            for color in colors:
                counts[Card(kind.rank, color)] = kind.copies
            if colors:
                copies = None if kind.copies is None else kind.copies * len(colors)
                colourless[Card(kind.rank, NO_COLOUR_OF_SIDE[kind.side])] = copies
        object.__setattr__(self, "counts", MappingProxyType(counts))
        object.__setattr__(self, "colourless", MappingProxyType(colourless))
        object.__setattr__(self, "_by_code", _codes((*counts, *self.readable)))
        object.__setattr__(self, "_colourless_by_code", _codes(colourless))

    @property
    def size(self) -> int:
        """Number of cards in the deck (a Flip card, two faces, counts once)."""
        if self.declared_size is not None:
            return self.declared_size
        return sum(n or 0 for n in self.counts.values())

    @property
    def counts_known(self) -> bool:
        """Whether the number of copies of every card is known."""
        return all(n is not None for n in self.counts.values())

    @property
    def sides(self) -> tuple[str, ...]:
        """The sides the deck's cards have (empty for a deck of one side)."""
        return tuple(side for side in SIDES if any(c.side == side for c in self.colors))

    def colors_of(self, side: str | None = None) -> tuple[Color, ...]:
        """The deck's colours, or those of one side."""
        return tuple(c for c in self.colors if side is None or c.side == side)

    def holds(self, card: Card) -> bool:
        """Whether the deck has this card at all (a card without its colour: its rank)."""
        return self.count(card) != 0

    def count(self, card: Card) -> int | None:
        """How many copies of ``card`` the deck holds: 0 if none, ``None`` if not known (a
        card without its colour: the copies of its rank in all colours of its side)."""
        if card.colourless:
            return self.colourless.get(card, 0)
        return self.counts.get(card, 0)

    def cards(self) -> list[Card]:
        """Every card of the deck, copies included, in table order.

        :raises CardError: where the number of copies is not known.
        """
        if not self.counts_known:
            raise CardError(
                _("The {deck} deck's copies of each card are not known.").format(deck=self.name)
            )
        return [card for card, n in self.counts.items() for _ in range(n or 0)]

    def excess(self, cards: Iterable[Card]) -> list[tuple[Card, int]]:
        """Cards that appear more often than the deck holds, with the count seen (a card
        whose copies are not known is never in excess). A card without its colour is
        counted with every card of its rank and side: together they may not outnumber
        the rank's copies in all colours; it is given with the count of them all."""
        seen = Counter(cards)
        ranks = Counter((card.rank, card.side) for card in seen.elements() if not card.is_wild)
        return [
            (card, n)
            for card, n in (
                (card, ranks[card.rank, card.side] if card.colourless else n)
                for card, n in seen.items()
            )
            if (most := self.count(card)) is not None and n > most
        ]

    @staticmethod
    def counted_with(card: Card, other: Card) -> bool:
        """Whether ``other`` counts against the copies of ``card`` (itself; for a card
        without its colour, every card of its rank and side)."""
        if card.colourless:
            return not other.is_wild and (other.rank, other.side) == (card.rank, card.side)
        return other == card

    def most_points(self) -> int:
        """The richest hand possible: what every card the deck holds is worth together
        (a two-sided deck's cards all showing its dearer side, since a hand is scored on
        one side; where copies are not known: the deck's size times its dearest card)."""
        if not self.counts_known:
            return self.size * max(card.points for card in self.counts)
        cards = self.cards()
        if not self.sides:
            return hand_points(cards)
        return max(hand_points([c for c in cards if c.side == side]) for side in self.sides)

    def sides_of(self, code: str) -> tuple[str | None, ...]:
        """The sides a code is a card of in this deck (one entry for most codes; a code
        without its colour letter included)."""
        key = code.strip().upper()
        found = self._by_code.get(key) or self._colourless_by_code.get(key, ())
        return tuple(card.side for card in found)

    def read(self, code: object, side: str | None = None, colourless: bool = False) -> Card:
        """The card a code names in this deck, any case; on ``side`` when a code names a
        card on both sides (Flip's ``W``, or ``7`` without its colour), else the first.
        With ``colourless``, a coloured card's code without its colour letter (``7``,
        ``S``, ``+2``) is read too, as that card with no colour noted.

        :raises CardError: if the code names no card of this deck (or of its family).
        """
        if not isinstance(code, str):
            raise CardError(_("{code} is not a card code.").format(code=repr(code)))
        key = code.strip().upper()
        found = self._by_code.get(key) or (
            self._colourless_by_code.get(key, ()) if colourless else ()
        )
        if not found:
            raise CardError(
                _("{code} is not a card code of the {deck} deck.").format(
                    code=repr(code), deck=deck_title(self)
                )
            )
        return next((card for card in found if card.side == side), found[0])

    def rank_of(self, code: str) -> Rank | None:
        """The rank a rank code names among the deck's cards (``"7"``, ``"S"``), if any."""
        for card in (*self.counts, *self.readable):
            if card.rank.code == code:
                return card.rank
        return None

    def color_words(self) -> dict[str, Color]:
        """Colour letters and names, lower-case, for the deck's colours."""
        words: dict[str, Color] = {}
        for color in self.colors:
            words.setdefault(color.code.lower(), color)
            words.setdefault(color.label, color)
        return words


def deck_title(deck: Deck) -> str:
    """A deck's name for people ("Classic"; editions' names as printed on the box)."""
    return _(deck.title)


def _words(*groups: tuple[Rank, str]) -> tuple[tuple[str, Rank], ...]:
    """An edition's words: ``(rank, "phrase|phrase|...")`` rows, longest phrase first."""
    pairs = [(phrase, rank) for rank, phrases in groups for phrase in phrases.split("|")]
    return tuple(sorted(pairs, key=lambda pair: -len(pair[0])))


def _codes(cards: Iterable[Card]) -> Mapping[str, tuple[Card, ...]]:
    """Cards by code, each once, in the order given (a code on both sides: both)."""
    by_code: dict[str, list[Card]] = {}
    for card in cards:
        if card not in by_code.setdefault(card.code, []):
            by_code[card.code].append(card)
    return MappingProxyType({code: tuple(found) for code, found in by_code.items()})


_CLASSIC_KINDS = (
    Kind(Rank.ZERO, 1),
    *(Kind(rank, 2) for rank in NUMBERS[1:]),
    Kind(Rank.SKIP, 2),
    Kind(Rank.REVERSE, 2),
    Kind(Rank.DRAW_TWO, 2),
    Kind(Rank.WILD, 4),
    Kind(Rank.WILD_DRAW_FOUR, 4),
)


def _classic_family(name: str, title: str, *extra: Kind) -> Deck:
    return Deck(
        name, title, CLASSIC_COLORS, (*_CLASSIC_KINDS, *extra),
        words=RANK_PHRASES, readable=ALL_CARDS, edition=CLASSIC_EDITION,
    )  # fmt: skip


CLASSIC = _classic_family("classic", N_("Classic"))


DECK_2015 = _classic_family(
    "2015",
    N_("2015 (Wild Swap Hands)"),
    Kind(Rank.WILD_SWAP_HANDS, 1),
    Kind(Rank.WILD_CUSTOMIZABLE, 3),
)


DECK_2018 = _classic_family(
    "2018",
    N_("2018 (Wild Shuffle Hands)"),
    Kind(Rank.WILD_SHUFFLE_HANDS, 1),
    Kind(Rank.WILD_CUSTOMIZABLE, 3),
)


# UNO Flip!: two sides, each a set of kinds and counts; scored on the side in play.
_LIGHT = tuple(
    Color(code, label, "light")
    for code, label in zip("RYGB", (N_("red"), N_("yellow"), N_("green"), N_("blue")), strict=True)
)


_DARK = tuple(
    Color(code, label, "dark")
    for code, label in zip(
        "PTOU", (N_("pink"), N_("teal"), N_("orange"), N_("purple")), strict=True
    )
)


FLIP_RANK = Rank("F", N_("Flip"), 20, does=("flip",))


DRAW_ONE = Rank("+1", N_("Draw One"), 10, draw=1)


DRAW_FIVE = Rank("+5", N_("Draw Five"), 20, draw=5)


FLIP_SKIP_EVERYONE = Rank("SE", N_("Skip Everyone"), 30, does=("skip_everyone",))


FLIP_WILD_LIGHT = Rank("W", N_("Wild"), 40, wild=True, side="light")


FLIP_WILD_DARK = Rank("W", N_("Wild"), 40, wild=True, side="dark")


WILD_DRAW_TWO = Rank("W+2", N_("Wild Draw Two"), 50, wild=True, draw=2, side="light")


WILD_DRAW_COLOR = Rank(
    "WDC", N_("Wild Draw Color"), 60, wild=True, does=("draw_until_color",), side="dark"
)


FLIP = Deck(
    "flip",
    "UNO Flip!",
    (*_LIGHT, *_DARK),
    (
        *(Kind(rank, 2, "light") for rank in NUMBERS[1:]),
        Kind(DRAW_ONE, 2, "light"),
        Kind(Rank.REVERSE, 2, "light"),
        Kind(Rank.SKIP, 2, "light"),
        Kind(FLIP_RANK, 2, "light"),
        Kind(FLIP_WILD_LIGHT, 4),
        Kind(WILD_DRAW_TWO, 4),
        *(Kind(rank, 2, "dark") for rank in NUMBERS[1:]),
        Kind(DRAW_FIVE, 2, "dark"),
        Kind(Rank.REVERSE, 2, "dark"),
        Kind(FLIP_SKIP_EVERYONE, 2, "dark"),
        Kind(FLIP_RANK, 2, "dark"),
        Kind(FLIP_WILD_DARK, 4),
        Kind(WILD_DRAW_COLOR, 4),
    ),
    declared_size=112,  # double-sided: 112 cards, each with a light and a dark face
    edition=Edition(
        "flip",
        cards_entry="flip-cards",
        figures=("flips_per_round",),
        disputes=("other-side",),
        dispute_titles={"challenge": N_("Was that Wild Draw Two or Wild Draw Color legal?")},
        dispute_intros={
            "challenge": N_(
                "The player who must draw may challenge either card and see "
                "the hand of the player who played it."
            ),
            "stack": N_(
                "A Draw One, Draw Five or Wild Draw Two is waiting, and "
                "someone wants to pass it on."
            ),
        },
    ),  # fmt: skip
    words=_words(
        (WILD_DRAW_TWO, "wild draw two|wild draw 2|wild +2|w+2|wd2|draw two|draw 2|+2"),
        (WILD_DRAW_COLOR, "wild draw color|wild draw colour|draw color|draw colour|wdc"),
        (DRAW_ONE, "draw one|draw 1|+1|d1"),
        (DRAW_FIVE, "draw five|draw 5|+5|d5"),
        (FLIP_SKIP_EVERYONE, "skip everyone|skip all|se"),
        (FLIP_RANK, "flip"),
        (Rank.SKIP, "skip"),
        (Rank.REVERSE, "reverse|rev"),
        (FLIP_WILD_LIGHT, "wild"),
    ),
)


# UNO Show 'Em No Mercy: copies of each card not known (the sources do not add up).
DRAW_FOUR = Rank("+4", N_("Draw Four"), 20, draw=4)


DISCARD_ALL = Rank("DA", N_("Discard All"), 20, does=("discard_all",))


SKIP_EVERYONE = Rank("SE", N_("Skip Everyone"), 20, does=("skip_everyone",))


WILD_REVERSE_DRAW_FOUR = Rank("WR+4", N_("Wild Reverse Draw Four"), 50, True, 4, ("reverse",))


WILD_DRAW_SIX = Rank("W+6", N_("Wild Draw Six"), 50, wild=True, draw=6)


WILD_DRAW_TEN = Rank("W+10", N_("Wild Draw Ten"), 50, wild=True, draw=10)


WILD_COLOR_ROULETTE = Rank(
    "WCR", N_("Wild Color Roulette"), 50, wild=True, does=("draw_until_color",)
)


NO_MERCY = Deck(
    "no_mercy",
    "UNO Show 'Em No Mercy",
    CLASSIC_COLORS,
    (
        *(Kind(rank, None) for rank in NUMBERS),
        Kind(Rank.SKIP, None),
        Kind(Rank.REVERSE, None),
        Kind(Rank.DRAW_TWO, None),
        Kind(DRAW_FOUR, None),
        Kind(DISCARD_ALL, None),
        Kind(SKIP_EVERYONE, None),
        Kind(WILD_REVERSE_DRAW_FOUR, None),
        Kind(WILD_DRAW_SIX, None),
        Kind(WILD_DRAW_TEN, None),
        Kind(WILD_COLOR_ROULETTE, None),
    ),
    declared_size=168,
    target=1000,
    edition=Edition(
        "no-mercy",
        ignores=(
            "stacking",
            "seven_o",
            "draw_until_playable",
            "must_play_drawn",
            "draw_four_challenge",
            "challenge_winner_plays",
        ),
        own_rules={
            "stacking": "any",
            "seven_o": True,
            "draw_until_playable": True,
            "must_play_drawn": True,
            "draw_four_challenge": False,
        },
        own_rules_said=N_(
            "draw cards stack (equal or higher), 7-0 swaps, draw until playable, no challenges"
        ),
        mercy_limit=25,
        stacks_by_value=True,
        numbers_start=True,
        figures=("knockout_share", "knockouts_per_round"),
        disputes=("reverse-stack", "knockout"),
        dispute_titles={"stack": N_("Can I stack this +6?")},
        dispute_intros={
            "stack": N_(
                "A draw card is waiting. Any draw card of equal or "
                "higher value may go on it, in any colour."
            )
        },
    ),  # fmt: skip
    words=_words(
        (
            WILD_REVERSE_DRAW_FOUR,
            "wild reverse draw four|wild reverse draw 4|reverse draw four|"
            "reverse draw 4|wild reverse +4|wr+4|wrd4",
        ),
        (WILD_DRAW_SIX, "wild draw six|wild draw 6|draw six|draw 6|wild +6|w+6|+6"),
        (WILD_DRAW_TEN, "wild draw ten|wild draw 10|draw ten|draw 10|wild +10|w+10|+10"),
        (
            WILD_COLOR_ROULETTE,
            "wild color roulette|wild colour roulette|color roulette|colour roulette|roulette|wcr",
        ),
        (DRAW_FOUR, "draw four|draw 4|+4|d4"),
        (Rank.DRAW_TWO, "draw two|draw 2|+2|d2"),
        (DISCARD_ALL, "discard all|discard|da"),
        (SKIP_EVERYONE, "skip everyone|skip all|se"),
        (Rank.SKIP, "skip"),
        (Rank.REVERSE, "reverse|rev"),
    ),  # fmt: skip
)


# UNO All Wild!: every card a wild; copies not known.
ALL_WILD_WILD = Rank("W", N_("Wild"), 20, wild=True)


WILD_REVERSE = Rank("WR", N_("Wild Reverse"), 50, wild=True, does=("reverse",))


WILD_SKIP = Rank("WS", N_("Wild Skip"), 50, wild=True, does=("skip",))


WILD_SKIP_TWO = Rank("WS2", N_("Wild Skip Two"), 50, wild=True, does=("skip_two",))


ALL_WILD_DRAW_TWO = Rank("W+2", N_("Wild Draw Two"), 50, wild=True, draw=2)


ALL_WILD_DRAW_FOUR = Rank("W+4", N_("Wild Draw Four"), 50, wild=True, draw=4)


WILD_TARGETED_DRAW_TWO = Rank("WT2", N_("Wild Targeted Draw Two"), 50, True, 2, ("targeted",))


WILD_FORCED_SWAP = Rank("WFS", N_("Wild Forced Swap"), 50, wild=True, does=("forced_swap",))


ALL_WILD = Deck(
    "all_wild",
    "UNO All Wild!",
    (),
    tuple(
        Kind(rank, None)
        for rank in (
            ALL_WILD_WILD,
            WILD_REVERSE,
            WILD_SKIP,
            WILD_SKIP_TWO,
            ALL_WILD_DRAW_TWO,
            ALL_WILD_DRAW_FOUR,
            WILD_TARGETED_DRAW_TWO,
            WILD_FORCED_SWAP,
        )
    ),  # fmt: skip
    declared_size=112,
    edition=Edition(
        "all-wild",
        ignores=("stacking", "draw_four_challenge", "challenge_winner_plays", "no_wild_finish"),
        own_rules={"stacking": "off", "draw_four_challenge": False, "no_wild_finish": False},
        own_rules_said=N_("any card on any card, no stacking, no challenges"),
        actions_start=False,
        disputes=("targeted", "forced-swap"),
        dispute_intros={
            "play": N_("Any card goes on any card here; tap the cards to see what follows.")
        },
    ),  # fmt: skip
    words=_words(
        (
            WILD_TARGETED_DRAW_TWO,
            "wild targeted draw two|wild targeted draw 2|"
            "targeted draw two|targeted draw 2|targeted|wt2",
        ),
        (WILD_FORCED_SWAP, "wild forced swap|forced swap|swap|wfs"),
        (WILD_SKIP_TWO, "wild skip two|wild skip 2|skip two|skip 2|ws2"),
        (ALL_WILD_DRAW_FOUR, "wild draw four|wild draw 4|draw four|draw 4|+4|w+4"),
        (ALL_WILD_DRAW_TWO, "wild draw two|wild draw 2|draw two|draw 2|+2|w+2"),
        (WILD_REVERSE, "wild reverse|reverse|rev|wr"),
        (WILD_SKIP, "wild skip|skip|ws"),
        (ALL_WILD_WILD, "wild|w"),
    ),  # fmt: skip
)


# UNO Attack!: the launcher instead of a draw pile; no 0s, no draw cards.
HIT_TWO = Rank("H2", N_("Hit 2"), 20, does=("hit",))


ATTACK_DISCARD_ALL = Rank("DA", N_("Discard All"), 30, does=("discard_all",))


TRADE_HANDS = Rank("TH", N_("Trade Hands"), 30, does=("trade_hands",))


WILD_ALL_HIT = Rank("WAH", N_("Wild All Hit"), 50, wild=True, does=("all_hit",))


WILD_HIT_FIRE = Rank("WHF", N_("Wild Hit-Fire"), 50, wild=True, does=("hit_fire",))


ATTACK = Deck(
    "attack",
    "UNO Attack!",
    CLASSIC_COLORS,
    (
        *(Kind(rank, 2) for rank in NUMBERS[1:]),
        Kind(HIT_TWO, 2),
        Kind(Rank.REVERSE, 2),
        Kind(Rank.SKIP, 2),
        Kind(ATTACK_DISCARD_ALL, 1),
        Kind(TRADE_HANDS, 1),
        Kind(Rank.WILD, 4),
        Kind(WILD_ALL_HIT, 2),
        Kind(WILD_HIT_FIRE, 2),
    ),
    edition=Edition(
        "attack",
        ignores=("stacking", "draw_until_playable", "must_play_drawn"),
        own_rules={"stacking": "off", "draw_until_playable": False, "must_play_drawn": False},
        own_rules_said=N_("the launcher instead of a draw pile, no stacking"),
        launcher=True,
        figures=("presses_per_round",),
        disputes=("presses", "trade-hands"),
    ),  # fmt: skip
    words=_words(
        (WILD_HIT_FIRE, "wild hit fire|hit fire|whf"),
        (WILD_ALL_HIT, "wild all hit|all hit|wah"),
        (HIT_TWO, "hit two|hit 2|h2"),
        (ATTACK_DISCARD_ALL, "discard all|discard|da"),
        (TRADE_HANDS, "trade hands|trade|th"),
        (Rank.SKIP, "skip"),
        (Rank.REVERSE, "reverse|rev"),
        (Rank.WILD, "wild"),
    ),
)


# The copies the simulator assumes where a deck's are not known (never used to check a
# round): No Mercy per colour as the most complete listing gives them, with 3 Draw Twos
# so the deck makes its 168; All Wild with 8 of each action card and plain Wilds for the
# rest of its 112.
SIMULATED_COPIES: Mapping[str, Mapping[Rank, int]] = MappingProxyType(
    {
        "no_mercy": {
            **{rank: 2 for rank in NUMBERS}, Rank.SKIP: 3, SKIP_EVERYONE: 2, Rank.REVERSE: 3,
            Rank.DRAW_TWO: 3, DRAW_FOUR: 2, DISCARD_ALL: 3, WILD_REVERSE_DRAW_FOUR: 8,
            WILD_DRAW_SIX: 4, WILD_DRAW_TEN: 4, WILD_COLOR_ROULETTE: 8,
        },
        "all_wild": {
            ALL_WILD_WILD: 56, WILD_REVERSE: 8, WILD_SKIP: 8, WILD_SKIP_TWO: 8,
            ALL_WILD_DRAW_TWO: 8, ALL_WILD_DRAW_FOUR: 8, WILD_TARGETED_DRAW_TWO: 8,
            WILD_FORCED_SWAP: 8,
        },
    }
)  # fmt: skip


def simulation_cards(name: str) -> list[Card]:
    """Every card of a deck for the simulator: the known copies, else the assumed ones."""
    deck = DECKS[name]
    if deck.counts_known:
        return deck.cards()
    assumed = SIMULATED_COPIES[name]
    return [card for card in deck.counts for _ in range(assumed[card.rank])]


# The registry: every deck the app knows, by id, in the order the forms offer them.
DECKS: Mapping[str, Deck] = MappingProxyType(
    {deck.name: deck for deck in (CLASSIC, DECK_2015, DECK_2018, FLIP, NO_MERCY, ALL_WILD, ATTACK)}
)


DECK_NAMES: tuple[str, ...] = tuple(DECKS)


# The decks whose cards the rules engine and the simulator play (the classic family).
ENGINE_DECKS: tuple[str, ...] = tuple(name for name, deck in DECKS.items() if not deck.edition.own)
# The editions, each with rules of its own (the simulator plays them apart).
EDITION_DECKS: tuple[str, ...] = tuple(name for name, deck in DECKS.items() if deck.edition.own)


def get_deck(name: str) -> Deck:
    """The deck called ``name``.

    :raises CardError: if there is no such deck.
    """
    try:
        return DECKS[name]
    except (KeyError, TypeError):
        raise CardError(
            _("{name} is not a deck; use one of {names}.").format(
                name=repr(name), names=", ".join(DECK_NAMES)
            )
        ) from None


def find_card(code: str, colourless: bool = False) -> Card:
    """A card by its code in any deck: the classic family's first, then the editions' in
    registry order (for drawing a stored code; reading input takes the game's deck). With
    ``colourless``, codes without their colour letter too (``7``, ``S``).

    :raises CardError: if no deck has such a card.
    """
    for deck in DECKS.values():
        try:
            return deck.read(code, colourless=colourless)
        except CardError:
            continue
    raise CardError(_("{code} is not a card code.").format(code=repr(code)))


def parse_codes(
    codes: Iterable[str], deck: Deck = CLASSIC, side: str | None = None, colourless: bool = False
) -> list[Card]:
    """Parse a list of strict card codes of a deck (the classic family's by default); with
    ``colourless``, codes without their colour letter too.

    :raises CardError: naming the first code that is not a card.
    """
    return [deck.read(code, side, colourless) for code in codes]


def parse_card(text: str, deck: Deck = CLASSIC) -> Card:
    """Read a card the way people write it: ``"red 7"``, ``"wild draw four"``, ``"b+2"``,
    against a deck's words and colours (the classic family's by default).

    :raises CardError: if the text names no card, or names it ambiguously.
    """
    if not isinstance(text, str) or not text.strip():
        raise CardError(_("Name a card, for example “red 7”, “blue skip” or “wild draw four”."))
    raw = text.strip()
    try:
        return deck.read(raw.upper().replace(" ", ""))
    except CardError:
        pass
    color_words = COLOR_WORDS if deck.readable else deck.color_words()
    words = " ".join(re.sub(r"[,_\-/]+", " ", raw.lower()).split())
    words = re.sub(r"\+\s+(\d)", r"+\1", words)
    rank, rest = _take_rank(words, deck)
    colors = {color_words[w] for w in rest.split() if w in color_words}
    leftovers = [w for w in rest.split() if w not in color_words]
    if rank is None and color_words:
        # Compact forms such as "b+2", "r7", "gs": a colour letter glued to a rank.
        names = "|".join(sorted(map(re.escape, color_words), key=len, reverse=True))
        match = re.fullmatch(rf"({names})\s*(.+)", words)
        if match:
            rank, rest2 = _take_rank(match.group(2), deck)
            if rank is not None and not rest2.strip():
                colors, leftovers = {color_words[match.group(1)]}, []
    if rank is None or leftovers:
        raise CardError(
            _("Cannot read {text} as a card; try “red 7”, “blue skip” or “W+4”.").format(
                text=repr(text)
            )
        )
    if rank.is_wild:
        if colors:
            raise CardError(
                _("{text}: a {rank} has no colour.").format(text=repr(text), rank=rank_name(rank))
            )
        return Card(rank)
    if len(colors) != 1:
        names = ", ".join(color.label for color in deck.colors)  # the words the reader reads
        raise CardError(
            _("{text}: say which colour ({names}).").format(text=repr(text), names=names)
        )
    return Card(rank, colors.pop())


def parse_rank(text: str, deck: Deck = CLASSIC) -> Rank:
    """Read a rank named without a colour: ``"7"``, ``"skip"``, ``"rev"``, ``"+2"``.

    A card's colour does not change its points, so a hand may be counted from ranks alone.

    :raises CardError: if the text is not exactly one rank.
    """
    words = " ".join(re.sub(r"[,_\-/]+", " ", str(text).lower()).split())
    words = re.sub(r"\+\s+(\d)", r"+\1", words)
    rank, rest = _take_rank(words, deck)
    if rank is None or rest:
        raise CardError(
            _("Cannot read {text} as a card; try “7”, “skip” or “+2”.").format(text=repr(text))
        )
    return rank


def _take_rank(words: str, deck: Deck = CLASSIC) -> tuple[Rank | None, str]:
    """Find one rank phrase of the deck in ``words``; return it and the remaining words."""
    for phrase, rank in deck.words:
        pattern = r"(?:^|\s)" + re.escape(phrase) + r"(?:$|\s)"
        if re.search(pattern, words) or words == phrase:
            return rank, re.sub(pattern, " ", words, count=1).strip()
    for token in words.split():
        digit = token if token.isdigit() and len(token) == 1 else None
        if token in NUMBER_WORDS:
            digit = str(NUMBER_WORDS.index(token))
        number = None if digit is None else deck.rank_of(digit)
        if number is not None:
            return number, _drop_token(words, token)
    return None, words


def _drop_token(words: str, token: str) -> str:
    """Remove the first whole-word ``token`` from ``words``."""
    parts = words.split()
    parts.remove(token)
    return " ".join(parts)
