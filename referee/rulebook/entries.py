"""The rule texts: the one place they are written (in this project's own words).

Each entry: id, title, kind (``official`` or ``house``), general text, the options it
depends on, its sources, and variants: ``(conditions, text)`` pairs stating the rule as
a given set of options makes it (values as ``HouseRules`` holds them); a variant's text
may use ``{option}`` placeholders. Sources are named the way a player knows them
(``SOURCES``). Card points and deck counts are never typed here: a text says
``{classic_size}`` or ``{action_points}`` and the rulebook fills them in from the card
table (and ``{awaiting}`` with :data:`AWAITING`). Every title, text and source name is
marked for the catalogs (``N_``) and kept in English here; the rulebook says it in the
language of the moment, before filling in the numbers.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.i18n import N_
from referee.rules import Stacking

M93 = N_("Mattel instruction sheet, 1993")
M01 = N_("Mattel instruction sheet, 2001")
M08 = N_("Mattel instruction sheet, 2008")
M15 = N_("Mattel instruction sheet, 2015")
SOCIAL19 = N_("UNO's official social accounts, 2019")
SOCIAL20 = N_("UNO's official social accounts, 2020")
UNORULES = N_("unorules.com summary")
HOWTO = N_("an online how-to guide")
WIKIPEDIA = N_("Wikipedia, “Uno (card game)”")
VARIATIONS = N_("an UNO variations site's rules summary")
GERMAN = N_("a rules page translated from German")
HOUSE_RULE = N_("a common house rule")
MFLIP = N_("Mattel instruction sheet (UNO Flip!)")
MATTACK = N_("Mattel instruction sheet (UNO Attack!)")
RULES_SITE = N_("a rules site")
RETAIL = N_("a retail listing")
COMMON = N_("a common reading")
FLIP_GAME = N_("an open-source UNO Flip! game")
SCORE_APP = N_("a score-keeping app's card list")
SOURCES = (M93, M01, M08, M15, SOCIAL19, SOCIAL20, UNORULES, HOWTO, WIKIPEDIA, VARIATIONS,
           GERMAN, HOUSE_RULE, MFLIP, MATTACK, RULES_SITE, RETAIL, COMMON, FLIP_GAME,
           SCORE_APP)  # fmt: skip

# The plain mark a text carries where a fact awaits the printed sheet.
AWAITING = N_("(awaits the printed sheet)")

Variant = tuple[Mapping[str, object], str]
RawEntry = tuple[str, str, str, str, tuple[str, ...], tuple[str, ...], tuple[Variant, ...]]

OFFICIAL = "official"
HOUSE = "house"

ENTRIES: tuple[RawEntry, ...] = (
    (
        "deck", N_("The deck"), OFFICIAL,
        N_("{classic_size} cards: in each of red, yellow, green and blue ({per_color} cards) a "
           "single 0, a pair of every number 1 to 9 and a pair each of Skip, Reverse and Draw "
           "Two; then {wilds} Wilds and {wild_draw_fours} Wild Draw Fours. The 2015 deck "
           "({size_2015} cards) adds {swap_2015} Wild Swap Hands and {custom_2015} Wild "
           "Customizable cards; the 2018 deck ({size_2018} cards) adds {shuffle_2018} Wild "
           "Shuffle Hands and {custom_2018} Wild Customizable cards."),
        (), (M08, M15, UNORULES, WIKIPEDIA), (),
    ),
    (
        "deal", N_("Dealing and who starts"), OFFICIAL,
        N_("Everyone gets 7 cards. The rest forms the face-down draw pile and its top card is "
           "turned over to start the discard pile. The player on the dealer's left goes first and "
           "play moves clockwise. The deal passes to the left each round."),
        (), (M08, UNORULES, WIKIPEDIA, GERMAN), (),
    ),
    (
        "first-card", N_("The first card turned up"), OFFICIAL,
        N_("If the first card is a Skip, the dealer's left misses the first turn. A Draw Two: "
           "that player picks up 2 and misses the turn. A Wild or a special wild: the dealer's "
           "left chooses the colour and then plays; nothing else happens. A number card simply "
           "starts the pile."),
        (), (M08, M15, UNORULES), (),
    ),
    (
        "first-card-reverse", N_("A Reverse turned up first"), OFFICIAL,
        N_("Play starts counterclockwise. Newer sheets have the dealer play first; the 2001 sheet "
           "has the player on the dealer's right start."),
        ("first_reverse",), (M08, M15, M01, UNORULES),
        (
            ({"first_reverse": "dealer"},
             N_("Play starts counterclockwise and the dealer plays the first card.")),
            ({"first_reverse": "right_of_dealer"},
             N_("Play starts counterclockwise and the player on the dealer's right goes first.")),
        ),
    ),
    (
        "first-card-wild-draw-four", N_("A Wild Draw Four turned up first"), OFFICIAL,
        N_("It cannot start the game: put it back, shuffle the pile and turn over a new card."),
        (), (M08, M15, UNORULES), (),
    ),
    (
        "matching", N_("What may be played"), OFFICIAL,
        N_("On your turn put down one card that shares the colour of the top card (or the colour "
           "named after a wild), or its number or symbol. Any wild may be played at any time, "
           "even by a player who has a matching card, and wilds may follow wilds."),
        (), (M08, UNORULES, WIKIPEDIA, VARIATIONS), (),
    ),
    (
        "turn-order", N_("Playing in turn"), OFFICIAL,
        N_("Only the player whose turn it is may play or draw. A card put down out of turn goes "
           "back to its owner, who draws 1 card as a penalty (one rules page's reading)."),
        ("jump_in",), (M08, GERMAN),
        (
            ({"jump_in": True},
             N_("Only the player whose turn it is may play or draw, except that an identical card "
                "may jump in (see Jump-In).")),
        ),
    ),
    (
        "wild", N_("Wild"), OFFICIAL,
        N_("Playable on anything. Its player names the colour that continues, which may be the "
           "colour already in play. Record the colour named, never just 'wild'."),
        (), (M08, UNORULES, VARIATIONS), (),
    ),
    (
        "skip", N_("Skip"), OFFICIAL,
        N_("The next player in the direction of play misses a turn."),
        (), (M08, UNORULES, WIKIPEDIA), (),
    ),
    (
        "reverse", N_("Reverse"), OFFICIAL,
        N_("Play turns round: clockwise becomes counterclockwise and the other way about."),
        ("two_player_reverse_skips",), (M08, UNORULES, WIKIPEDIA), (),
    ),
    (
        "draw-two", N_("Draw Two"), OFFICIAL,
        N_("The next player picks up 2 cards and misses the turn. Unless stacking is played, they "
           "cannot answer it with another Draw Two."),
        ("stacking",), (M08, SOCIAL19, UNORULES, WIKIPEDIA),
        (
            ({"stacking": Stacking.OFF},
             N_("The next player picks up 2 cards and misses the turn; no card can pass it on.")),
            ({},
             N_("The next player either answers with a draw card allowed by the stacking rule or "
                "picks up the whole total and misses the turn.")),
        ),
    ),
    (
        "wild-draw-four", N_("Wild Draw Four"), OFFICIAL,
        N_("Its player names the colour; the next player picks up 4 and misses the turn. It may "
           "only be played by someone holding no card of the colour in force (the named one after "
           "a wild). Cards with the same number or symbol in another colour, and wilds, do not "
           "count against it."),
        ("draw_four_challenge",),
        (M08, M15, UNORULES, WIKIPEDIA, GERMAN),
        (
            ({"draw_four_challenge": True},
             N_("Its player names the colour; the next player picks up 4 and misses the turn. It "
                "may only be played by someone holding no card of the colour in force (the named "
                "one after a wild); the same number or symbol in another colour, and wilds, do "
                "not count. Playing it anyway is a bluff, against the rules: it stands unless the "
                "next player challenges, and then the challenge succeeds and the bluffer picks up "
                "the 4 instead.")),
            ({"draw_four_challenge": False},
             N_("Its player names the colour; the next player picks up 4 and misses the turn. It "
                "may only be played by someone holding no card of the colour in force (the named "
                "one after a wild); holding one, it simply cannot be played here.")),
        ),
    ),
    (
        "wild-draw-four-challenge", N_("Challenging a Wild Draw Four"), OFFICIAL,
        N_("Only the player who has to draw for it may challenge, by asking to see the hand of "
           "whoever played it. If that hand held a card of the colour that was in force, the "
           "bluffer picks up the 4 and the challenger none. If not, the challenger picks up 6 and "
           "misses the turn. The card stays and the named colour holds either way."),
        ("draw_four_challenge", "challenge_winner_plays"),
        (M08, M15, UNORULES, GERMAN),
        (
            ({"draw_four_challenge": False},
             N_("There are no challenges at this table: a Wild Draw Four may only be played "
                "legally.")),
            ({"challenge_winner_plays": True},
             N_("The player who must draw may challenge. Bluff found: the bluffer picks up 4, the "
                "challenger none and then plays a normal turn. No bluff: the challenger picks up "
                "6 and misses the turn. The named colour holds either way.")),
            ({"challenge_winner_plays": False},
             N_("The player who must draw may challenge. Bluff found: the bluffer picks up 4, the "
                "challenger none, and the turn passes on. No bluff: the challenger picks up 6 and "
                "misses the turn. The named colour holds either way.")),
        ),
    ),
    (
        "drawing", N_("Drawing a card"), OFFICIAL,
        N_("Instead of playing, a player may draw one card from the pile, even holding a playable "
           "card. If the drawn card fits, it may be played straight away; no other card may. "
           "Otherwise the turn moves on. Drawing never gives a whole extra turn."),
        ("draw_until_playable", "must_play_drawn"), (M08, UNORULES, WIKIPEDIA),
        (),
    ),
    (
        "empty-draw-pile", N_("When the draw pile runs out"), OFFICIAL,
        N_("Keep the top card of the discard pile, shuffle the others and use them as the new "
           "draw pile."),
        (), (M08, UNORULES), (),
    ),
    (
        "uno-call", N_("Calling UNO"), OFFICIAL,
        N_("Whoever plays their second-to-last card must call 'UNO'. A player who has not called "
           "and is caught after the card reaches the pile, but before the next player draws or "
           "plays, picks up 2. Once they have called, or once the next player has begun, there is "
           "no penalty. A catch before the card is down does not count. Each player down to one "
           "card has a window of their own: when hands are swapped or passed on, several players "
           "may have to call at once, and each is caught, or safe, on their own."),
        ("uno_penalty",), (M93, M08, M15, M01,
                           UNORULES, HOWTO, WIKIPEDIA, VARIATIONS, GERMAN),
        (
            ({},
             N_("Whoever plays their second-to-last card must call 'UNO'. Caught before calling, "
                "after the card is down and before the next player begins: pick up {uno_penalty}. "
                "Already called, or caught too late: no penalty. Every player down to one card, "
                "say after hands are swapped or passed on, has a window of their own.")),
        ),
    ),
    (
        "false-uno", N_("A false UNO call"), HOUSE,
        N_("Calling UNO while holding more than one card (other than while playing the "
           "second-to-last one) costs nothing by the printed rules; some tables charge 2 cards."),
        ("false_uno_penalty",), (UNORULES,),
        (
            ({"false_uno_penalty": 0}, N_("A false UNO call costs nothing.")),
            ({}, N_("Calling UNO while holding more than one card costs {false_uno_penalty} "
                    "cards.")),
        ),
    ),
    (
        "going-out", N_("Going out"), OFFICIAL,
        N_("The round ends as soon as someone plays their last card. If that card was a Draw Two "
           "or Wild Draw Four, the next player still picks up those cards, and they count in the "
           "score. A Seven-O 7 or 0 played last swaps nothing."),
        (), (M08, UNORULES), (),
    ),
    (
        "scoring", N_("Scoring"), OFFICIAL,
        N_("The winner of a round scores the cards left in everyone else's hands: numbers at face "
           "value, Skip, Reverse and Draw Two {action_points}, Wild and Wild Draw Four "
           "{wild_points}, the special wilds {special_points}. The first to 500 wins the game."),
        (), (M08, UNORULES, WIKIPEDIA, GERMAN), (),
    ),
    (
        "scoring-lowest", N_("Scoring: lowest total wins"), OFFICIAL,
        N_("The printed alternative: each player adds up the cards left in their own hand after "
           "every round; when someone passes the target, the lowest total wins."),
        (), (M93, M08, VARIATIONS), (),
    ),
    (
        "two-players", N_("Two players"), OFFICIAL,
        N_("With two players a Reverse works like a Skip. After a Skip or Reverse you go again; "
           "after your Draw Two or Wild Draw Four the other player draws and you go again."),
        ("two_player_reverse_skips",), (M93, M01, UNORULES),
        (
            ({"two_player_reverse_skips": True},
             N_("With two players a Reverse works like a Skip, so you go again, as after a Skip "
                "or after your Draw Two or Wild Draw Four.")),
            ({"two_player_reverse_skips": False},
             N_("With two players a Reverse only turns play round, so the other player goes next; "
                "after a Skip, Draw Two or Wild Draw Four you go again.")),
        ),
    ),
    (
        "partners", N_("Partners"), OFFICIAL,
        N_("Four players sit so that partners face each other. When either partner goes out, the "
           "team scores both opponents' hands; teams play to 500."),
        (), (M93, M01), (),
    ),
    (
        "special-wilds", N_("Special wilds"), OFFICIAL,
        N_("Wild Swap Hands (2015): name the colour and swap hands with a player of your choice. "
           "Wild Shuffle Hands (2018): name the colour; all hands are collected, shuffled and "
           "dealt out again starting with the next player. Wild Customizable: a rule the table "
           "writes on it; the referee treats it as a plain wild. Each scores {special_points}."),
        (), (M15,), (),
    ),
    (
        "other-penalties", N_("Other penalties"), OFFICIAL,
        N_("Helping another player choose a card costs 2 cards (one rules page) or 4 (the 1993 "
           "sheet). Trading cards is not allowed."),
        (), (M93, UNORULES, GERMAN), (),
    ),
    (
        "flip", N_("UNO Flip!"), OFFICIAL,
        N_("{flip_size} cards with two faces: a light side in red, yellow, green and blue and a "
           "dark side in pink, teal, orange and purple, and no 0s on either. Light side: "
           "{flip_light_copies}. Dark side: {flip_dark_copies}. A Flip card turns everything over "
           "together (the draw pile, the discard pile and every hand) and play carries on with "
           "the other faces until the next Flip. Games start light side up. A round is scored on "
           "the side showing when it ends. Light side: {flip_light_points}. Dark side: "
           "{flip_dark_points}. The first to {flip_target} wins."),
        (), (MFLIP, FLIP_GAME, RULES_SITE, SCORE_APP), (),
    ),
    (
        "flip-cards", N_("UNO Flip!: what each card does"), OFFICIAL,
        N_("Draw One: the next player picks up a card and misses the turn; Draw Five does the "
           "same with five. Skip Everyone passes over every other player, so its player goes "
           "again. Wild Draw Two is allowed only to someone holding nothing of the colour in "
           "force: the next player picks up two and misses the turn, and it can be challenged "
           "like a Wild Draw Four (a wrong challenge costs four). Wild Draw Color: name a colour; "
           "the next player turns cards off the pile until that colour shows (a wild does not "
           "count), keeps them all and misses the turn; same limit and challenge, a wrong "
           "challenge costing the cards plus two more. A Reverse turned up first lets the dealer "
           "start, playing to the right. A Wild Draw Two turned up first is put back and another "
           "card turned; a Flip turned up first turns everything over and the dark card on top "
           "starts the pile {awaiting}, unless it is a Flip or a Wild Draw Color too, which goes "
           "back for another. A Draw One or Draw Five turned up first hits the dealer's left, who "
           "also misses the turn; so does a Skip Everyone (the common reading). A card of the "
           "side not showing can never be played. No stacking; a table that stacks counts Draw "
           "One and Draw Five as Draw Twos and Wild Draw Two as a Wild Draw Four, while Wild Draw "
           "Color never stacks. After a Flip nobody can know the new top card until it is seen, "
           "so the referee asks for it. With two players a Reverse acts as a Skip."),
        (), (MFLIP, RULES_SITE, COMMON, SCORE_APP), (),
    ),
    (
        "no-mercy", N_("UNO Show 'Em No Mercy"), OFFICIAL,
        N_("{no_mercy_size} cards in red, yellow, green and blue, with no plain Wild and no Wild "
           "Draw Four. Each colour has numbers 0 to 9, Skip, Reverse, Draw Two, a coloured Draw "
           "Four, Discard All and Skip Everyone; the wilds are Wild Reverse Draw Four, Wild Draw "
           "Six, Wild Draw Ten and Wild Color Roulette. How many of each {awaiting}: the "
           "published lists do not add up to {no_mercy_size}, so the referee checks the kinds of "
           "card only. Points {awaiting}, as commonly published: {no_mercy_points}. Target "
           "{no_mercy_target} {awaiting}. Mercy rule: whoever holds 25 cards or more is out of "
           "the round at once and back for the next; the round's winner never scores a "
           "knocked-out hand. A round is won by playing your last card or by being the last "
           "player left."),
        (), (RULES_SITE, RETAIL, SCORE_APP), (),
    ),
    (
        "no-mercy-knockout", N_("No Mercy: the mercy rule"), OFFICIAL,
        N_("Whoever holds 25 cards or more is out of the round at once, however the cards came: "
           "taking a stack, drawing until a card fits, or a hand passed or swapped to them. The "
           "players left in carry on, passing over the empty seat, and the player who was out "
           "comes back for the next round. Until then they hold no hand: a 0 passes hands only "
           "among the players still in, and a 7 cannot pick them. A knocked-out hand never "
           "scores for the round's winner. When only one player is left in, that player wins the "
           "round. Where the knocked-out cards go, the sources differ (under the discard pile, or "
           "aside until the draw pile runs out)."),
        (), (RULES_SITE, RETAIL), (),
    ),
    (
        "no-mercy-stacking", N_("No Mercy: stacking and the other cards"), OFFICIAL,
        N_("Draw cards always stack here, whatever the table's stacking option: a +2, +4, +6 or "
           "+10 (a Wild Reverse Draw Four counts as +4) may answer one of equal or higher value "
           "in any colour, so a +6 may go on a +4 but never a +4 on a +6. The total keeps growing "
           "until someone cannot add to it; that player takes the lot and misses the turn, and if "
           "a wild was stacked last its player names the colour. Nothing can be challenged. With "
           "nothing to play you keep drawing until a card fits and then must play it. A 7 swaps "
           "your hand with a player you pick; a 0 moves every hand one seat on in the direction "
           "of play. Discard All takes every card of its colour out of your hand with it. Skip "
           "Everyone: everyone else misses a turn and you go again. Wild Reverse Draw Four turns "
           "play round, then the next player picks up four and misses the turn. Wild Color "
           "Roulette: the next player names a colour, turns cards off the pile until it shows, "
           "keeps them and misses the turn; play goes on in that colour (a common reading). An "
           "action card turned up first is set aside for another."),
        (), (RULES_SITE, RETAIL, COMMON), (),
    ),
    (
        "all-wild", N_("UNO All Wild!"), OFFICIAL,
        N_("{all_wild_size} cards and every one a wild: there are no numbers, colour plays no "
           "part, any card may go on any card and there is nothing to challenge. The kinds: plain "
           "Wild, Wild Reverse, Wild Skip, Wild Skip Two (the next two players miss a turn; with "
           "two players both skips fall on the other one, so you go again), Wild Draw Two, Wild "
           "Draw Four, Wild Targeted Draw Two (a player you pick draws two but keeps the turn) "
           "and Wild Forced Swap (swap hands with a player you pick; whoever is then left with "
           "one card must call UNO). How many of each {awaiting}: no source gives "
           "the numbers, so the referee checks the kinds only. Points: {all_wild_points}. You may "
           "draw instead of playing, then play that card or pass. The action of the first card "
           "turned up is ignored. The first to {all_wild_target} wins."),
        (), (RULES_SITE, RETAIL, SCORE_APP), (),
    ),
    (
        "attack", N_("UNO Attack!"), OFFICIAL,
        N_("{attack_size} cards and a launcher that takes the place of the draw pile; no 0s and "
           "no draw cards. The cards: {attack_copies}. Wherever you would draw, press the "
           "launcher instead: whatever it shoots out, and any card left sticking out of it, is "
           "yours. Hit 2: the next player presses twice and misses the turn. Wild All Hit: every "
           "other player presses once. Wild Hit-Fire: the next player presses until cards come "
           "out, then misses the turn. Discard All lets every card of its colour go with it; "
           "Trade Hands swaps hands with a player you pick and cannot be your last card. You may "
           "hold back a playable card, but then you press and your turn is over. Telling someone "
           "what to play costs four presses; a missed UNO call costs as many presses as the "
           "table's UNO penalty (two unless it says otherwise), and a false UNO call, at a table "
           "that charges for it, is paid in presses too. A Hit 2 turned up first makes the "
           "dealer's left press twice and miss the turn; a Discard All or Trade Hands turned up "
           "first does nothing. Points: {attack_points}. The first to {attack_target} wins."),
        (), (MATTACK, RULES_SITE, WIKIPEDIA), (),
    ),
    (
        "challenge-uno", N_("Challenge UNO (elimination)"), OFFICIAL,
        N_("Every round, each player adds the cards left in their own hand to a running total "
           "(counted as for the lowest-total method). Whoever reaches the target is out of the "
           "game from the next round on. When only two remain they play each other by the "
           "two-player rules, and as soon as one of them reaches the target the other, the last "
           "player left, wins the game. Players who reach the target in the same round go out "
           "together, listed with the higher total first and equal totals in seat order from the "
           "left of that round's dealer. Partners do not play this way."),
        (), (RULES_SITE, MATTACK), (),
    ),
    (
        "stacking", N_("Stacking (Progressive UNO)"), HOUSE,
        N_("Not an official rule: a player who faces a draw card answers with another and the "
           "totals add up, until someone cannot or will not and picks up everything, missing the "
           "turn. One draw card per turn. A Skip or Reverse never passes a stack on."),
        ("stacking",), (M08, HOWTO, SOCIAL19, SOCIAL20),
        (
            ({"stacking": Stacking.OFF},
             N_("No stacking: whoever faces a Draw Two or Wild Draw Four picks the cards up and "
                "misses the turn.")),
            ({"stacking": Stacking.SAME},
             N_("A Draw Two may answer a Draw Two, and a Wild Draw Four a Wild Draw Four; the "
                "totals add up until someone picks them all up and misses the turn.")),
            ({"stacking": Stacking.PLUS4_ON_PLUS2},
             N_("A Draw Two may answer a Draw Two; a Wild Draw Four may answer either draw card; "
                "the totals add up until someone picks them all up and misses the turn.")),
            ({"stacking": Stacking.ANY},
             N_("Any draw card may answer any draw card (a Draw Two on a Wild Draw Four must be "
                "of the named colour); the totals add up until someone picks them all up and "
                "misses the turn.")),
        ),
    ),
    (
        "seven-o", N_("Seven-O"), HOUSE,
        N_("Playing a 7 swaps your hand with a player you choose; playing a 0 moves every hand "
           "one seat along in the direction of play. Neither happens when it is your last card."),
        ("seven_o",), (M08,),
        (
            ({"seven_o": False}, N_("Not played here: a 7 and a 0 are ordinary number cards.")),
            ({"seven_o": True},
             N_("A 7 swaps your hand with a player you choose; a 0 moves every hand one seat "
                "along in the direction of play; not when it is your last card.")),
        ),
    ),
    (
        "jump-in", N_("Jump-In"), HOUSE,
        N_("Anyone holding a card identical to the top card (same colour and same number or "
           "symbol, never a wild) may put it down out of turn, even before the next player moves. "
           "Play continues from them; an action card played this way takes the place of the first "
           "one's effect. For the player whose turn it is, jumping in is simply their ordinary "
           "play."),
        ("jump_in",), (M08,),
        (({"jump_in": False}, N_("Not played here: nobody plays out of turn.")),),
    ),
    (
        "draw-until-playable", N_("Draw until playable"), HOUSE,
        N_("A player who draws keeps drawing until a card that can be played turns up."),
        ("draw_until_playable",), (UNORULES,),
        (({"draw_until_playable": False}, N_("Not played here: a player draws one card only.")),),
    ),
    (
        "must-play-drawn", N_("Must play a drawn card"), HOUSE,
        N_("A drawn card that can be played has to be played."),
        ("must_play_drawn",), (HOUSE_RULE,),
        (
            ({"must_play_drawn": False},
             N_("Not played here: a playable drawn card may also be kept.")),
        ),
    ),
    (
        "no-bluffing", N_("No bluffing with Wild Draw Four"), HOUSE,
        N_("A Wild Draw Four held against the rule simply may not be played, and nobody "
           "challenges."),
        ("draw_four_challenge",), (HOUSE_RULE,),
        (
            ({"draw_four_challenge": True},
             N_("Not played here: a Wild Draw Four held against the rule is a bluff; if it is "
                "played anyway it stands unless challenged, and a challenge then succeeds.")),
        ),
    ),
    (
        "no-wild-finish", N_("No wild finish"), HOUSE,
        N_("A player may not go out on a wild of any kind: not on a Wild or Wild Draw Four, nor "
           "on the special ones of the 2015 and 2018 decks (Swap Hands, Shuffle Hands, "
           "Customizable)."),
        ("no_wild_finish",), (HOUSE_RULE,),
        (({"no_wild_finish": False}, N_("Not played here: any card may be the last one.")),),
    ),
    (
        "combined-rules", N_("When house rules meet"), HOUSE,
        N_("House rules add to the official ones, never replace them, and where the sources do "
           "not say how two combine the referee takes the reading that changes least. A card "
           "stacked on a draw total must still be playable by every other rule: a Wild Draw Four "
           "from a hand holding the colour in force is still a bluff, and no wild finish still "
           "holds. A stacked Wild Draw Four may be challenged by the player facing the total: "
           "bluff found, its player picks up 4 and the challenger still faces the rest; no bluff, "
           "the challenger picks up the whole total plus 2 and misses the turn. A 7, a 0, a Skip "
           "or a Reverse never answers a total. With Jump-In, the player facing a total who jumps "
           "in with an identical draw card is simply playing it: it adds to the total as "
           "stacking allows, and with stacking off it is not allowed, since the cards must be "
           "picked up. Anyone else who jumps in with an identical draw card takes the place of "
           "the first one, so the total stays and the player after the jumper faces it. With two "
           "players a Seven-O 0 simply swaps the hands. "
           "Whoever holds a single card after hands move (Seven-O, Wild Swap Hands) must call "
           "UNO, and a catch counts until the next player acts."),
        ("stacking", "seven_o", "jump_in", "draw_four_challenge"), (M08, HOUSE_RULE), (),
    ),
)  # fmt: skip
