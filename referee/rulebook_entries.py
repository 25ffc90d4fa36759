"""The rule texts: the one place they are written (in this project's own words).

Each entry: id, title, kind (``official`` or ``house``), general text, the options it
depends on, its sources, and variants: ``(conditions, text)`` pairs stating the rule as
a given set of options makes it (values as ``HouseRules`` holds them); a variant's text
may use ``{option}`` placeholders. Sources are named the way a player knows them
(``SOURCES``). Card points and deck counts are never typed here: a text says
``{classic_size}`` or ``{action_points}`` and the rulebook fills them in from the card
table.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.rules import Stacking

M93 = "Mattel instruction sheet, 1993"
M01 = "Mattel instruction sheet, 2001"
M08 = "Mattel instruction sheet, 2008"
M15 = "Mattel instruction sheet, 2015"
SOCIAL19 = "UNO's official social accounts, 2019"
SOCIAL20 = "UNO's official social accounts, 2020"
UNORULES = "unorules.com summary"
HOWTO = "an online how-to guide"
WIKIPEDIA = "Wikipedia, “Uno (card game)”"
VARIATIONS = "an UNO variations site's rules summary"
GERMAN = "a rules page translated from German"
HOUSE_RULE = "a common house rule"
SOURCES = (M93, M01, M08, M15, SOCIAL19, SOCIAL20, UNORULES, HOWTO, WIKIPEDIA, VARIATIONS,
           GERMAN, HOUSE_RULE)  # fmt: skip

Variant = tuple[Mapping[str, object], str]
RawEntry = tuple[str, str, str, str, tuple[str, ...], tuple[str, ...], tuple[Variant, ...]]

OFFICIAL = "official"
HOUSE = "house"

ENTRIES: tuple[RawEntry, ...] = (
    (
        "deck", "The deck", OFFICIAL,
        "{classic_size} cards: in each of red, yellow, green and blue ({per_color} cards) a "
        "single 0, a pair of every number 1 to 9 and a pair each of Skip, Reverse and Draw "
        "Two; then {wilds} Wilds and {wild_draw_fours} Wild Draw Fours. The 2015 deck "
        "({size_2015} cards) adds {swap_2015} Wild Swap Hands and {custom_2015} Wild "
        "Customizable cards; the 2018 deck ({size_2018} cards) adds {shuffle_2018} Wild "
        "Shuffle Hands and {custom_2018} Wild Customizable cards.",
        (), (M08, M15, UNORULES, WIKIPEDIA), (),
    ),
    (
        "deal", "Dealing and who starts", OFFICIAL,
        "Everyone gets 7 cards. The rest forms the face-down draw pile and its top card is "
        "turned over to start the discard pile. The player on the dealer's left goes first "
        "and play moves clockwise. The deal passes to the left each round.",
        (), (M08, UNORULES, WIKIPEDIA, GERMAN), (),
    ),
    (
        "first-card", "The first card turned up", OFFICIAL,
        "If the first card is a Skip, the dealer's left misses the first turn. A Draw Two: "
        "that player picks up 2 and misses the turn. A Wild or a special wild: the dealer's "
        "left chooses the colour and then plays; nothing else happens. A number card simply "
        "starts the pile.",
        (), (M08, M15, UNORULES), (),
    ),
    (
        "first-card-reverse", "A Reverse turned up first", OFFICIAL,
        "Play starts counterclockwise. Newer sheets have the dealer play first; the 2001 "
        "sheet has the player on the dealer's right start.",
        ("first_reverse",), (M08, M15, M01, UNORULES),
        (
            ({"first_reverse": "dealer"},
             "Play starts counterclockwise and the dealer plays the first card."),
            ({"first_reverse": "right_of_dealer"},
             "Play starts counterclockwise and the player on the dealer's right goes first."),
        ),
    ),
    (
        "first-card-wild-draw-four", "A Wild Draw Four turned up first", OFFICIAL,
        "It cannot start the game: put it back, shuffle the pile and turn over a new card.",
        (), (M08, M15, UNORULES), (),
    ),
    (
        "matching", "What may be played", OFFICIAL,
        "On your turn put down one card that shares the colour of the top card (or the colour "
        "named after a wild), or its number or symbol. Any wild may be played at any time, "
        "even by a player who has a matching card, and wilds may follow wilds.",
        (), (M08, UNORULES, WIKIPEDIA, VARIATIONS), (),
    ),
    (
        "turn-order", "Playing in turn", OFFICIAL,
        "Only the player whose turn it is may play or draw. A card put down out of turn goes "
        "back to its owner, who draws 1 card as a penalty (one rules page's reading).",
        ("jump_in",), (M08, GERMAN),
        (
            ({"jump_in": True},
             "Only the player whose turn it is may play or draw, except that an identical card "
             "may jump in (see Jump-In)."),
        ),
    ),
    (
        "wild", "Wild", OFFICIAL,
        "Playable on anything. Its player names the colour that continues, which may be the "
        "colour already in play. Record the colour named, never just 'wild'.",
        (), (M08, UNORULES, VARIATIONS), (),
    ),
    (
        "skip", "Skip", OFFICIAL,
        "The next player in the direction of play misses a turn.",
        (), (M08, UNORULES, WIKIPEDIA), (),
    ),
    (
        "reverse", "Reverse", OFFICIAL,
        "Play turns round: clockwise becomes counterclockwise and the other way about.",
        ("two_player_reverse_skips",), (M08, UNORULES, WIKIPEDIA), (),
    ),
    (
        "draw-two", "Draw Two", OFFICIAL,
        "The next player picks up 2 cards and misses the turn. Unless stacking is played, "
        "they cannot answer it with another Draw Two.",
        ("stacking",), (M08, SOCIAL19, UNORULES, WIKIPEDIA),
        (
            ({"stacking": Stacking.OFF},
             "The next player picks up 2 cards and misses the turn; no card can pass it on."),
            ({},
             "The next player either answers with a draw card allowed by the stacking rule or "
             "picks up the whole total and misses the turn."),
        ),
    ),
    (
        "wild-draw-four", "Wild Draw Four", OFFICIAL,
        "Its player names the colour; the next player picks up 4 and misses the turn. It may "
        "only be played by someone holding no card of the colour in force (the named one "
        "after a wild). Cards with the same number or symbol in another colour, and wilds, do "
        "not count against it.",
        ("draw_four_challenge",),
        (M08, M15, UNORULES, WIKIPEDIA, GERMAN),
        (
            ({"draw_four_challenge": True},
             "Its player names the colour; the next player picks up 4 and misses the turn. It "
             "may only be played by someone holding no card of the colour in force (the named "
             "one after a wild); the same number or symbol in another colour, and wilds, do "
             "not count. Playing it anyway is a bluff, against the rules: it stands unless the "
             "next player challenges, and then the challenge succeeds and the bluffer picks up "
             "the 4 instead."),
            ({"draw_four_challenge": False},
             "Its player names the colour; the next player picks up 4 and misses the turn. It "
             "may only be played by someone holding no card of the colour in force (the named "
             "one after a wild); holding one, it simply cannot be played here."),
        ),
    ),
    (
        "wild-draw-four-challenge", "Challenging a Wild Draw Four", OFFICIAL,
        "Only the player who has to draw for it may challenge, by asking to see the hand of "
        "whoever played it. If that hand held a card of the colour that was in force, the "
        "bluffer picks up the 4 and the challenger none. If not, the challenger picks up 6 "
        "and misses the turn. The card stays and the named colour holds either way.",
        ("draw_four_challenge", "challenge_winner_plays"),
        (M08, M15, UNORULES, GERMAN),
        (
            ({"draw_four_challenge": False},
             "There are no challenges at this table: a Wild Draw Four may only be played "
             "legally."),
            ({"challenge_winner_plays": True},
             "The player who must draw may challenge. Bluff found: the bluffer picks up 4, the "
             "challenger none and then plays a normal turn. No bluff: the challenger picks up "
             "6 and misses the turn. The named colour holds either way."),
            ({"challenge_winner_plays": False},
             "The player who must draw may challenge. Bluff found: the bluffer picks up 4, the "
             "challenger none, and the turn passes on. No bluff: the challenger picks up 6 and "
             "misses the turn. The named colour holds either way."),
        ),
    ),
    (
        "drawing", "Drawing a card", OFFICIAL,
        "Instead of playing, a player may draw one card from the pile, even holding a "
        "playable card. If the drawn card fits, it may be played straight away; no other "
        "card may. Otherwise the turn moves on. Drawing never gives a whole extra turn.",
        ("draw_until_playable", "must_play_drawn"), (M08, UNORULES, WIKIPEDIA),
        (),
    ),
    (
        "empty-draw-pile", "When the draw pile runs out", OFFICIAL,
        "Keep the top card of the discard pile, shuffle the others and use them as the new "
        "draw pile.",
        (), (M08, UNORULES), (),
    ),
    (
        "uno-call", "Calling UNO", OFFICIAL,
        "Whoever plays their second-to-last card must call 'UNO'. A player who has not called "
        "and is caught after the card reaches the pile, but before the next player draws or "
        "plays, picks up 2. Once they have called, or once the next player has begun, there is "
        "no penalty. A catch before the card is down does not count.",
        ("uno_penalty",), (M93, M08, M15, M01,
                           UNORULES, HOWTO, WIKIPEDIA, VARIATIONS, GERMAN),
        (
            ({},
             "Whoever plays their second-to-last card must call 'UNO'. Caught before calling, "
             "after the card is down and before the next player begins: pick up "
             "{uno_penalty}. Already called, or caught too late: no penalty."),
        ),
    ),
    (
        "false-uno", "A false UNO call", HOUSE,
        "Calling UNO while holding more than one card (other than while playing the "
        "second-to-last one) costs nothing by the printed rules; some tables charge 2 cards.",
        ("false_uno_penalty",), (UNORULES,),
        (
            ({"false_uno_penalty": 0}, "A false UNO call costs nothing."),
            ({}, "Calling UNO while holding more than one card costs {false_uno_penalty} cards."),
        ),
    ),
    (
        "going-out", "Going out", OFFICIAL,
        "The round ends as soon as someone plays their last card. If that card was a Draw Two "
        "or Wild Draw Four, the next player still picks up those cards, and they count in the "
        "score. A Seven-O 7 or 0 played last swaps nothing.",
        (), (M08, UNORULES), (),
    ),
    (
        "scoring", "Scoring", OFFICIAL,
        "The winner of a round scores the cards left in everyone else's hands: numbers at face "
        "value, Skip, Reverse and Draw Two {action_points}, Wild and Wild Draw Four "
        "{wild_points}, the special wilds {special_points}. The first to 500 wins the game.",
        (), (M08, UNORULES, WIKIPEDIA, GERMAN), (),
    ),
    (
        "scoring-lowest", "Scoring: lowest total wins", OFFICIAL,
        "The printed alternative: each player adds up the cards left in their own hand after "
        "every round; when someone passes the target, the lowest total wins.",
        (), (M93, M08, VARIATIONS), (),
    ),
    (
        "two-players", "Two players", OFFICIAL,
        "With two players a Reverse works like a Skip. After a Skip or Reverse you go again; "
        "after your Draw Two or Wild Draw Four the other player draws and you go again.",
        ("two_player_reverse_skips",), (M93, M01, UNORULES),
        (
            ({"two_player_reverse_skips": True},
             "With two players a Reverse works like a Skip, so you go again, as after a Skip "
             "or after your Draw Two or Wild Draw Four."),
            ({"two_player_reverse_skips": False},
             "With two players a Reverse only turns play round, so the other player goes next; "
             "after a Skip, Draw Two or Wild Draw Four you go again."),
        ),
    ),
    (
        "partners", "Partners", OFFICIAL,
        "Four players sit so that partners face each other. When either partner goes out, "
        "the team scores both opponents' hands; teams play to 500.",
        (), (M93, M01), (),
    ),
    (
        "special-wilds", "Special wilds", OFFICIAL,
        "Wild Swap Hands (2015): name the colour and swap hands with a player of your choice. "
        "Wild Shuffle Hands (2018): name the colour; all hands are collected, shuffled and "
        "dealt out again starting with the next player. Wild Customizable: a rule the table "
        "writes on it; the referee treats it as a plain wild. Each scores {special_points}.",
        (), (M15,), (),
    ),
    (
        "other-penalties", "Other penalties", OFFICIAL,
        "Helping another player choose a card costs 2 cards (one rules page) or 4 (the 1993 "
        "sheet). "
        "Trading cards is not allowed.",
        (), (M93, UNORULES, GERMAN), (),
    ),
    (
        "stacking", "Stacking (Progressive UNO)", HOUSE,
        "Not an official rule: a player who faces a draw card answers with another and the "
        "totals add up, until someone cannot or will not and picks up everything, missing the "
        "turn. One draw card per turn. A Skip or Reverse never passes a stack on.",
        ("stacking",), (M08, HOWTO, SOCIAL19, SOCIAL20),
        (
            ({"stacking": Stacking.OFF},
             "No stacking: whoever faces a Draw Two or Wild Draw Four picks the cards up and "
             "misses the turn."),
            ({"stacking": Stacking.SAME},
             "A Draw Two may answer a Draw Two, and a Wild Draw Four a Wild Draw Four; the "
             "totals add up until someone picks them all up and misses the turn."),
            ({"stacking": Stacking.PLUS4_ON_PLUS2},
             "A Draw Two may answer a Draw Two; a Wild Draw Four may answer either draw card; "
             "the totals add up until someone picks them all up and misses the turn."),
            ({"stacking": Stacking.ANY},
             "Any draw card may answer any draw card (a Draw Two on a Wild Draw Four must be of "
             "the named colour); the totals add up until someone picks them all up and misses "
             "the turn."),
        ),
    ),
    (
        "seven-o", "Seven-O", HOUSE,
        "Playing a 7 swaps your hand with a player you choose; playing a 0 moves every hand "
        "one seat along in the direction of play. Neither happens when it is your last card.",
        ("seven_o",), (M08,),
        (
            ({"seven_o": False}, "Not played here: a 7 and a 0 are ordinary number cards."),
            ({"seven_o": True},
             "A 7 swaps your hand with a player you choose; a 0 moves every hand one seat "
             "along in the direction of play; not when it is your last card."),
        ),
    ),
    (
        "jump-in", "Jump-In", HOUSE,
        "Anyone holding a card identical to the top card (same colour and same number or "
        "symbol, never a wild) may put it down out of turn, even before the next player moves. "
        "Play continues from them; an action card played this way takes the place of the "
        "first one's effect.",
        ("jump_in",), (M08,),
        (({"jump_in": False}, "Not played here: nobody plays out of turn."),),
    ),
    (
        "draw-until-playable", "Draw until playable", HOUSE,
        "A player who draws keeps drawing until a card that can be played turns up.",
        ("draw_until_playable",), (UNORULES,),
        (({"draw_until_playable": False}, "Not played here: a player draws one card only."),),
    ),
    (
        "must-play-drawn", "Must play a drawn card", HOUSE,
        "A drawn card that can be played has to be played.",
        ("must_play_drawn",), (HOUSE_RULE,),
        (
            ({"must_play_drawn": False},
             "Not played here: a playable drawn card may also be kept."),
        ),
    ),
    (
        "no-bluffing", "No bluffing with Wild Draw Four", HOUSE,
        "A Wild Draw Four held against the rule simply may not be played, and nobody "
        "challenges.",
        ("draw_four_challenge",), (HOUSE_RULE,),
        (
            ({"draw_four_challenge": True},
             "Not played here: a Wild Draw Four held against the rule is a bluff; if it is "
             "played anyway it stands unless challenged, and a challenge then succeeds."),
        ),
    ),
    (
        "no-wild-finish", "No wild finish", HOUSE,
        "A Wild or Wild Draw Four may not be the card a player goes out with.",
        ("no_wild_finish",), (HOUSE_RULE,),
        (({"no_wild_finish": False}, "Not played here: any card may be the last one."),),
    ),
    (
        "combined-rules", "When house rules meet", HOUSE,
        "House rules add to the official ones, never replace them, and where the sources do "
        "not say how two combine the referee takes the reading that changes least. A card "
        "stacked on a draw total must still be playable by every other rule: a Wild Draw Four "
        "from a hand holding the colour in force is still a bluff, and no wild finish still "
        "holds. A stacked Wild Draw Four may be challenged by the player facing the total: "
        "bluff found, its player picks up 4 and the challenger still faces the rest; no "
        "bluff, the challenger picks up the whole total plus 2 and misses the turn. A 7, a 0, "
        "a Skip or a Reverse never answers a total. With Jump-In an identical draw card may "
        "jump in on a total; it takes the place of the first one, so the total stays and the "
        "player after the jumper faces it. With two players a Seven-O 0 simply swaps the "
        "hands. Whoever holds a single card after hands move (Seven-O, Wild Swap Hands) must "
        "call UNO, and a catch counts until the next player acts.",
        ("stacking", "seven_o", "jump_in", "draw_four_challenge"), (M08, HOUSE_RULE), (),
    ),
)  # fmt: skip
