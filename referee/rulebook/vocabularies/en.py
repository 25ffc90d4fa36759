"""English: the words players use for the rules, the cards and the options.

Every other language's vocabulary takes its scopes, intents and closest rules from here
(:data:`SCOPES`, :data:`INTENTS`, :data:`CLOSEST`): every language names the same editions
and offers the same wizards.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from referee.cards import COLOR_WORDS, NUMBER_WORDS, RANK_PHRASES, Rank
from referee.rulebook.vocabulary import (
    ALL_WILD,
    ANY_CARD,
    ATTACK,
    CALL_UNO,
    CHALLENGE,
    DRAW_CARDS,
    ELIMINATION,
    FIRST_CARD,
    FLIP,
    NO_MERCY,
    PLAY,
    STACK,
    Implied,
    Inflections,
    Intent,
    Vocabulary,
    card_idea,
)
from referee.rules import OPTIONS


def _english_cards() -> tuple[tuple[str, str], ...]:
    """Every English name of a card rank, from the card table's words."""
    named = [(phrase, card_idea(rank)) for phrase, rank in RANK_PHRASES]
    named += [(rank.label.lower(), card_idea(rank)) for rank in Rank if not rank.is_number]
    named += [(rank.value.lower(), card_idea(rank)) for rank in Rank if len(rank.value) > 1]
    named += [(word, str(number)) for number, word in enumerate(NUMBER_WORDS)]
    return tuple(named)


def _english_options() -> tuple[tuple[str, str], ...]:
    """Each option's name read as the option: "seven-o", "jump-in", "draw until playable"."""
    return tuple((option.label.lower(), "@" + option.name) for option in OPTIONS)


_EN_PHRASES = (
    # cards, as players write them beyond the card table's own words
    ("plus four", "#W+4"), ("plus 4", "#W+4"), ("wild plus four", "#W+4"), ("d4", "#W+4"),
    ("draw4", "#W+4"), ("wild 4", "#W+4"), ("+ 4", "#W+4"),
    ("plus two", "#+2"), ("plus 2", "#+2"), ("draw2", "#+2"), ("+ 2", "#+2"),
    ("pick up two", "#+2"), ("pick up 2", "#+2"), ("pick up four", "#W+4"),
    ("pick up 4", "#W+4"), ("w4", "#W+4"), ("wild4", "#W+4"), ("wd 4", "#W+4"),
    ("wild card", "#W"), ("wildcard", "#W"), ("wilds", "#W"),
    # Seven-O
    ("seven o", "@seven_o"), ("7 o", "@seven_o"), ("7 0", "@seven_o"),
    ("seven zero", "@seven_o"), ("7 zero", "@seven_o"), ("seven 0", "@seven_o"),
    ("7 and 0", "@seven_o"), ("7 or 0", "@seven_o"), ("seven and zero", "@seven_o"),
    ("sevens and zeros", "@seven_o"), ("7s and 0s", "@seven_o"), ("70", "@seven_o"),
    ("seveno", "@seven_o"), ("sevenzero", "@seven_o"),
    # Jump-In
    ("jump in", "@jump_in"), ("jumpin", "@jump_in"), ("jumping in", "@jump_in"),
    ("jump", "@jump_in"), ("cut in", "@jump_in"), ("butt in", "@jump_in"),
    ("out of turn", "OUT_OF_TURN"), ("before my turn", "OUT_OF_TURN"),
    ("before his turn", "OUT_OF_TURN"), ("before her turn", "OUT_OF_TURN"),
    ("before their turn", "OUT_OF_TURN"), ("before your turn", "OUT_OF_TURN"),
    ("not my turn", "OUT_OF_TURN"),
    ("not your turn", "OUT_OF_TURN"), ("not there turn", "OUT_OF_TURN"),
    ("not his turn", "OUT_OF_TURN"), ("not her turn", "OUT_OF_TURN"),
    ("not their turn", "OUT_OF_TURN"),
    ("wrong turn", "OUT_OF_TURN"),
    # calling UNO
    ("say uno", CALL_UNO), ("uno yell", CALL_UNO), ("uno shout", CALL_UNO), ("call uno", CALL_UNO),
    ("shout uno", CALL_UNO),
    ("yell uno", CALL_UNO), ("uno call", CALL_UNO), ("forget uno", CALL_UNO),
    ("miss uno", CALL_UNO), ("uno penalty", CALL_UNO), ("catch uno", CALL_UNO),
    ("one card left", CALL_UNO), ("1 card left", CALL_UNO), ("last but one", CALL_UNO),
    ("second to last", CALL_UNO), ("second last", CALL_UNO), ("forget say", CALL_UNO),
    ("forget call", CALL_UNO), ("without say", CALL_UNO), ("without call", CALL_UNO),
    ("not say", CALL_UNO), ("not call", CALL_UNO), ("didnt say", CALL_UNO),
    ("didnt call", CALL_UNO), ("dont say", CALL_UNO), ("dont call", CALL_UNO),
    ("false uno", "FALSE_UNO"), ("wrong uno", "FALSE_UNO"), ("fake uno", "FALSE_UNO"),
    # stacking
    ("stack", STACK), ("progressive", STACK), ("chain", STACK), ("pass it on", STACK),
    ("add up", STACK), ("draw on a draw", STACK), ("draw card on a draw card", STACK),
    ("plus on plus", STACK), ("pass on", STACK),
    # challenges
    ("challenge", CHALLENGE), ("doubt", CHALLENGE), ("call out", CHALLENGE),
    ("callout", CHALLENGE), ("accuse", CHALLENGE), ("prove", CHALLENGE), ("bluff", CHALLENGE),
    ("cheat", CHALLENGE),
    ("show hand", CHALLENGE), ("show their hand", CHALLENGE), ("show your hand", CHALLENGE),
    ("show me their hand", CHALLENGE), ("illegal", CHALLENGE), ("legal", "LEGAL"),
    # the first card
    ("first card", FIRST_CARD), ("opening card", FIRST_CARD), ("open card", FIRST_CARD),
    ("card to begin", FIRST_CARD), ("begin card", FIRST_CARD), ("turn up", FIRST_CARD),
    ("turn over", FIRST_CARD),
    ("flip over", FIRST_CARD), ("start card", FIRST_CARD), ("starting card", FIRST_CARD),
    ("first discard", FIRST_CARD), ("card to start", FIRST_CARD),
    ("start the pile", FIRST_CARD), ("start the discard", FIRST_CARD),
    # the draw pile running out
    ("run out", "EMPTY_PILE"), ("run dry", "EMPTY_PILE"), ("no card left", "EMPTY_PILE"),
    ("no more card", "EMPTY_PILE"),
    ("nothing left to draw", "EMPTY_PILE"), ("pile empty", "EMPTY_PILE"),
    ("empty pile", "EMPTY_PILE"), ("deck empty", "EMPTY_PILE"), ("empty deck", "EMPTY_PILE"),
    ("deck is gone", "EMPTY_PILE"), ("pile is gone", "EMPTY_PILE"), ("no deck left", "EMPTY_PILE"),
    ("draw deck empty", "EMPTY_PILE"), ("nothing left in the deck", "EMPTY_PILE"),
    ("draw pile is empty", "EMPTY_PILE"),
    ("pile is empty", "EMPTY_PILE"), ("deck is empty", "EMPTY_PILE"),
    # points
    ("point", "POINTS"), ("worth", "POINTS"), ("value", "POINTS"), ("score", "POINTS"),
    ("how much", "POINTS"), ("count", "POINTS"), ("tally", "POINTS"),
    ("lowest score", "LOWEST"), ("lowest total", "LOWEST"), ("lowest point", "LOWEST"),
    ("lowest win", "LOWEST"), ("low score", "LOWEST"), ("fewest point", "LOWEST"),
    ("penalty point", "LOWEST"),
    # dealing and going first
    ("deal", "DEAL"), ("setup", "DEAL"), ("set up", "DEAL"), ("how to start", "deal start"),
    ("who begin", "deal start"), ("begin the game", "deal start"),
    ("start the game", "deal start"), ("who go first", "DEAL"), ("dealer", "DEAL"),
    ("go first", "DEAL"), ("start first", "DEAL"),
    ("play first", "DEAL"), ("goes first", "DEAL"), ("who start", "DEAL"),
    ("how many card each", "DEAL"), ("card each", "DEAL"), ("7 card", "DEAL"),
    # going out
    ("go out", "GO_OUT"), ("win on", "GO_OUT"), ("win with", "GO_OUT"), ("teammate", "team"),
    ("hand empty", "GO_OUT"), ("out of card", "GO_OUT"), ("nothing in hand", "GO_OUT"),
    ("last card", "GO_OUT"), ("finish", "GO_OUT"), ("end on", "GO_OUT"),
    ("win the round", "GO_OUT"), ("empty hand", "GO_OUT"), ("no card", "GO_OUT"),
    # other words for the same thing
    ("color", "colour"), ("colors", "colour"), ("red", "colour"), ("yellow", "colour"),
    ("green", "colour"), ("blue", "colour"), ("pack", "deck"),
    ("box", "deck"), ("flip", FIRST_CARD), ("another turn", "EXTRA_TURN"),
    ("extra turn", "EXTRA_TURN"), ("go again", "EXTRA_TURN"), ("play again", "EXTRA_TURN"),
    ("another go", "EXTRA_TURN"), ("have to", "must"), ("forced play", "must play"),
    ("force play", "must play"), ("til", "until"), ("till", "until"), ("draw until", "DRAW_UNTIL"),
    ("keep draw", "DRAW_UNTIL"), ("pass turn", "PASS_TURN"), ("pass my turn", "PASS_TURN"),
    ("has to", "must"),
    ("forced to", "must"), ("required to", "must"), ("obliged to", "must"), ("pick up", "draw"),
    ("take a card", "draw"), ("go on", "play on"),
    ("draw a card", "draw"), ("partner", "team"), ("2v2", "team"), ("2 v 2", "team"),
    ("team up", "team"), ("head to head", "2 player"), ("one on one", "2 player"),
    ("1v1", "2 player"), ("vs", "2 player"), ("versus", "2 player"), ("heads up", "2 player"),
    ("two of us", "2 player"),
    ("only 2 of us", "2 player"), ("just me and", "2 player"), ("1 on 1", "2 player"),
    ("cannot go out", "not go out"), ("cannot go", "CANNOT_PLAY"), ("cannot play", "CANNOT_PLAY"),
    ("nothing to play", "CANNOT_PLAY"),
    ("no playable", "CANNOT_PLAY"), ("no card to play", "CANNOT_PLAY"), ("cant go", "CANNOT_PLAY"),
    ("not able to play", "CANNOT_PLAY"), ("nothing playable", "CANNOT_PLAY"),
    ("no match", "CANNOT_PLAY"), ("nothing match", "CANNOT_PLAY"), ("1 v 1", "2 player"),
    ("2 people", "2 player"),
    ("counter clockwise", "counterclockwise"), ("anticlockwise", "counterclockwise"),
    ("anti clockwise", "counterclockwise"), ("direction", "counterclockwise"),
    ("backwards", "counterclockwise"), ("change direction", "counterclockwise"),
    ("arrow", "#R"), ("block", "#S"), ("circle with a line", "#S"), ("no entry", "#S"),
    *(
        (f"{verb} {whose} turn", "skip turn")
        for verb in ("miss", "lose")
        for whose in ("a", "the", "my", "your", "his", "her", "their", "there")
    ),
    ("skipped", "#S"),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip card", FLIP), ("flip deck", FLIP), ("flip edition", FLIP),
    ("flip version", FLIP), ("flip uno", FLIP), ("dark side", FLIP), ("light side", FLIP),
    ("draw five", FLIP), ("draw 5", FLIP), ("+5", FLIP),
    ("wild draw color", FLIP), ("wild draw colour", FLIP), ("draw color", FLIP),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("+6", NO_MERCY), ("+10", NO_MERCY), ("draw six", NO_MERCY), ("draw 6", NO_MERCY),
    ("wild draw ten", NO_MERCY), ("wild draw 10", NO_MERCY), ("roulette", NO_MERCY),
    ("reverse draw four", NO_MERCY), ("reverse draw 4", NO_MERCY), ("reverse +4", NO_MERCY),
    ("discard all", NO_MERCY), ("skip everyone", NO_MERCY),
    ("all wild", ALL_WILD), ("skip two", ALL_WILD), ("targeted draw", ALL_WILD),
    ("forced swap", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("launcher", ATTACK), ("shooter", ATTACK),
    ("hit 2", ATTACK), ("hit two", ATTACK), ("all hit", ATTACK), ("hit fire", ATTACK),
    ("trade hands", ATTACK), ("press", ATTACK),
    ("challenge uno", ELIMINATION), ("elimination", ELIMINATION), ("eliminate", ELIMINATION),
    ("knocked out", ELIMINATION), ("knock out", ELIMINATION), ("last player", ELIMINATION),
    ("last one standing", ELIMINATION), ("last one left", ELIMINATION),
    ("out of the game", ELIMINATION), ("when am i out", ELIMINATION),
    ("who is out", ELIMINATION),
)  # fmt: skip

_EN_SCOPES = {
    "flip": frozenset({FLIP}),
    "flip-cards": frozenset({FLIP}),
    "no-mercy": frozenset({NO_MERCY}),
    "no-mercy-knockout": frozenset({NO_MERCY}),
    "no-mercy-stacking": frozenset({NO_MERCY}),
    "all-wild": frozenset({ALL_WILD}),
    "attack": frozenset({ATTACK}),
    "challenge-uno": frozenset({ELIMINATION}),
}

_EN_ENTRY_WORDS = {
    "deck": "how many cards are in the deck, deck size, box, which cards, count the cards, "
    "one 0 per colour, two of each number per colour, "
    "how many of each card in total",
    "deal": "who deals, who goes first, first player after the deal, how many cards each, "
    "7 cards, hand size, start the game, "
    "which way does play go, normal direction, clockwise",
    "first-card": "first card turned up, starting card, what happens to the first card, "
    "the card that starts the game",
    "first-card-reverse": "first card is a reverse, reverse to start",
    "first-card-wild-draw-four": "first card is a +4, wild draw four to start, reshuffle",
    "matching": "what can I play, can I play, match, same colour, same number, symbol, legal, "
    "which cards am I allowed to play on my turn",
    "turn-order": "out of turn, wrong turn, played too early, whose turn",
    "wild": "wild, choose a colour, name a colour, pick a colour, change colour, wild on wild",
    "skip": "skip, miss a turn, lose a turn, who gets skipped, skips the next person, "
    "does the skipped player draw",
    "reverse": "reverse, change direction, backwards, goes back the other way, back to the "
    "person who just played",
    "draw-two": "+2, plus two, pick up two",
    "wild-draw-four": "+4, plus four, how many cards to pick up, when is it legal to play it, "
    "only when you "
    "hold no card of the colour in your hand",
    "wild-draw-four-challenge": "challenge, bluff, bluffing, cheat, show hand, illegal +4, "
    "doubt the +4, wrong challenge, how many cards for a failed challenge",
    "drawing": "draw, pick up, can't play, cannot go, nothing to play, play the drawn card, "
    "play a different card from my hand after drawing, "
    "draw then play the same turn, drew one that doesn't match, is my turn over, "
    "take a card even with a playable card, pass my turn, choose to draw instead, "
    "you don't have to play, may draw even when you can play",
    "empty-draw-pile": "no cards left to draw, run out, draw pile empty, reshuffle",
    "uno-call": "say uno, call uno, forgot uno, catch, caught, penalty, shout uno",
    "false-uno": "false uno, called uno with two cards, wrong uno, yelled uno with a full hand, "
    "said uno too early",
    "going-out": "last card, go out, finish, end of the round, win the round, round over, "
    "win on an action card, go out on a draw card",
    "scoring": "points, score, worth, value, how many points, count points, card points, "
    "who gets the points, the winner of the round scores",
    "scoring-lowest": "lowest score wins, lowest total, penalty points, add up own cards, golf",
    "two-players": "2 players, two people, head to head",
    "partners": "teams, partner, 2v2, team play",
    "special-wilds": "swap hands, shuffle hands, customizable, blank card, write a rule",
    "other-penalties": "helping, help, telling someone what to play, coaching, advice, giving "
    "cards to a teammate, pass a card to another player, "
    "trading cards, penalty",
    "stacking": "stack, stacking, progressive, draw on draw, add up the draw cards",
    "seven-o": "seven zero, 7-0, swap hands on 7, pass hands on 0",
    "jump-in": "jump in, interrupt, identical card, out of turn, same card",
    "draw-until-playable": "keep drawing, draw until you can play, draw till playable, "
    "draw many cards until one matches, endless draw",
    "must-play-drawn": "must play the drawn card, forced to play, have to play it, play the "
    "drawn card or keep it, "
    "cannot keep a drawn card that fits",
    "no-bluffing": "no bluffing, cannot bluff, +4 only when legal",
    "no-wild-finish": "end on a wild, finish with a wild, last card wild",
    "combined-rules": "combine house rules, together, both rules, conflict",
    "flip": "uno flip, flip deck, flip card, light side, dark side, which side is scored, "
    "what is a flip card worth, flip points, double-sided cards",
    "flip-cards": "uno flip cards, draw one, draw five, skip everyone, wild draw two, "
    "wild draw color, draw until the colour, flip first card",
    "no-mercy": "uno no mercy, show em no mercy, no mercy deck, no mercy cards, no mercy "
    "points, mercy rule, 25 cards, 168 cards",
    "no-mercy-knockout": "mercy rule, knocked out, knock out, 25 cards, too many cards, "
    "is she out, out of the round, last player left in the round",
    "no-mercy-stacking": "no mercy stacking, stack +6 on +4, +10, draw six, draw ten, "
    "wild reverse draw four, color roulette, discard all, skip everyone",
    "all-wild": "all wild, every card is wild, wild skip two, targeted draw two, forced swap, "
    "all wild points",
    "attack": "uno attack, launcher, card shooter, press the button, hit 2, all hit, "
    "hit fire, trade hands, attack points",
    "challenge-uno": "challenge uno, elimination, knocked out of the game, out of the game, "
    "when am I out, last player left, last one standing",
}

_EN_STOP_TEXT = (
    "a about after again all also game am an and any anyone anything are as at be been being "
    "but by can could did do does doing dont else ever for from get gets getting got had "
    "has have having he her hers him his how i if im in into is isnt it its ive just let "
    "lets like many me mine my myself need of off ok okay on once one onto or our ours over "
    "please rule rules she should so some someone something still such than that the their "
    "theirs them then there these they this those to too u up us very want wants was "
    "we were what whats when where which while who whom why will with would yes you your "
    "yours happen happens happened get allowed allow okay supposed wat wut ur pls plz house "
    "correct exactly thats really real"
)
_EN_STOP_WORDS = frozenset(_EN_STOP_TEXT.split())

_EN_IRREGULAR = {
    "drew": "draw", "drawn": "draw", "dealt": "deal", "said": "say", "says": "say",
    "caught": "catch", "went": "go", "gone": "go", "goes": "go", "won": "win", "took": "take",
    "taken": "take", "threw": "throw", "thrown": "throw", "forgot": "forget",
    "forgotten": "forget", "forgets": "forget", "forgetting": "forget", "ran": "run",
    "lost": "lose", "chose": "choose", "chosen": "choose", "held": "hold", "laid": "lay",
    "gave": "give", "given": "give", "shown": "show", "showed": "show", "cant": "cannot",
    "wont": "not", "colours": "colour", "colors": "colour", "color": "colour",
    "zeroes": "zero", "zeros": "zero",
}  # fmt: skip

_EN_INTENTS = (
    Intent("stack", frozenset({STACK}), ("card", "top")),
    Intent("challenge", frozenset({CHALLENGE})),
    Intent("challenge", frozenset({"LEGAL"}), with_card=frozenset({"#W+4"})),
    Intent("uno", frozenset({CALL_UNO})),
    Intent("first", frozenset({FIRST_CARD}), ("card",)),
    Intent("play", frozenset({PLAY, "LEGAL"}), ("card", "top"),
           with_card=ANY_CARD),
)  # fmt: skip

VOCABULARY = Vocabulary(
    language="en",
    stop_words=_EN_STOP_WORDS,
    irregular=MappingProxyType(_EN_IRREGULAR),
    phrases=(
        *_english_options(),
        *_EN_PHRASES,
        *_english_cards(),
        ("play", PLAY),
        ("put", PLAY),
        ("lay", PLAY),
        ("throw", PLAY),
        ("place", PLAY),
        ("drop", PLAY),
    ),
    implied=(
        Implied(((DRAW_CARDS, 2),), STACK),
        Implied(((DRAW_CARDS, 1), (frozenset({"togeth", "combin", "doubl", "both"}), 1)), STACK),
        Implied(((ANY_CARD, 2), (frozenset({"on", "onto"}), 1)), "match"),
    ),
    entry_words=MappingProxyType(_EN_ENTRY_WORDS),
    intents=_EN_INTENTS,
    colors=MappingProxyType(COLOR_WORDS),
    before_top=frozenset({"on", "onto", "over", "after", "atop", "top"}),
    closest=("matching", "wild-draw-four-challenge", "uno-call", "stacking", "scoring"),
    numbers=frozenset(NUMBER_WORDS),
    scopes=MappingProxyType(_EN_SCOPES),
    inflections=Inflections(endings=("s", "es", "ed", "d", "ing", "er", "ers", "ly")),
)

# Every language names the same editions and offers the same wizards: its phrases read its
# words as these ideas (STACK, UNO_FLIP...), and its vocabulary takes these as they are.
SCOPES: Mapping[str, frozenset[str]] = VOCABULARY.scopes
INTENTS: tuple[Intent, ...] = VOCABULARY.intents
CLOSEST: tuple[str, ...] = VOCABULARY.closest
