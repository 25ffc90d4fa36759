"""The Dutch words players use: what the rulebook search reads a Dutch question with.

The cards' and the options' names come from the catalogs (:func:`said_cards`,
:func:`said_options`: "Keuzekaart neem vier", "Zeven-Nul"); beside them, the names Dutch
families use at the table ("+4", "plus vier", "sla over", "pak twee", "stapelen", "UNO
roepen"). The ideas (``STACK``, ``#W+4``...) are the English vocabulary's: a Dutch question
is read as the same ideas, and offers the same wizards.

Words are written as people spell them: the search drops accents (``tweeën`` is read
``tweeen``) and apostrophes (``z'n`` is ``zn``), and reads a compound typed as one word as
the words it is made of (``pakstapel``, ``keuzekaartregel``).
"""

from __future__ import annotations

from types import MappingProxyType

from referee.cards import Color
from referee.rulebook.vocabularies.en import CLOSEST, INTENTS, SCOPES
from referee.rulebook.vocabulary import (
    ALL_WILD,
    ANY_CARD,
    ATTACK,
    CALL_UNO,
    CHALLENGE,
    COLOR_CODES,
    DARK_COLORS,
    DRAW_CARDS,
    ELIMINATION,
    FIRST_CARD,
    FLIP,
    FLIP_CARD,
    NO_MERCY,
    PLAY,
    STACK,
    TWO_PLAYERS,
    Implied,
    Inflections,
    Vocabulary,
    said_cards,
    said_options,
)

LANGUAGE = "nl"
NUMBERS = ("nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen")
MATCH = "match"

_COLOURS = {
    "rood": Color.RED, "rode": Color.RED, "roden": Color.RED,
    "geel": Color.YELLOW, "gele": Color.YELLOW, "gelen": Color.YELLOW,
    "groen": Color.GREEN, "groene": Color.GREEN, "groenen": Color.GREEN,
    "blauw": Color.BLUE, "blauwe": Color.BLUE, "blauwen": Color.BLUE,
    "roze": DARK_COLORS["P"], "turquoise": DARK_COLORS["T"], "turkoois": DARK_COLORS["T"],
    "turkooise": DARK_COLORS["T"], "oranje": DARK_COLORS["O"], "paars": DARK_COLORS["U"],
    "paarse": DARK_COLORS["U"],
    # the cards' codes, as the app writes them (r7, b+2)
    **COLOR_CODES,
}  # fmt: skip

_PHRASES = (
    # cards, as Dutch players say them beyond the printed names
    ("pak vier", "#W+4"), ("pak 4", "#W+4"), ("plus vier", "#W+4"), ("plus 4", "#W+4"),
    ("+4", "#W+4"), ("+ 4", "#W+4"), ("w+4", "#W+4"), ("wd4", "#W+4"),
    ("keuzekaart +4", "#W+4"), ("keuzekaart plus vier", "#W+4"), ("zwarte +4", "#W+4"),
    ("keuzekaart pak vier", "#W+4"),
    ("neem vier", "#W+4"), ("vier pakken kaart", "#W+4"), ("pak vier kaart", "#W+4"),
    ("pak twee", "#+2"), ("pak 2", "#+2"), ("plus twee", "#+2"), ("plus 2", "#+2"),
    ("+2", "#+2"), ("+ 2", "#+2"), ("neem twee", "#+2"), ("pak twee kaart", "#+2"),
    ("keuze kaart", "#W"), ("kleurkeuze", "#W"), ("kleurwissel", "#W"),
    ("kleurwisselkaart", "#W"), ("kleur kiezen kaart", "#W"), ("joker", "#W"),
    ("zwarte kaart", "#W"), ("wild", "#W"), ("wild card", "#W"), ("wens kaart", "#W"),
    ("overslaan", "#S"), ("overslaankaart", "#S"), ("overslaan kaart", "#S"),
    ("sla beurt over", "#S"),
    # "Sla over" and "Pak Twee", the names the app printed before the box's, still said
    ("sla over", "#S"),
    ("slaat over", "#S"), ("overgeslagen", "#S"), ("beurt overslaan", "#S"),
    ("skip", "#S"), ("stopkaart", "#S"), ("beurt kwijt", "#S"),
    ("keer om kaart", "#R"), ("keerom", "#R"), ("omkeerkaart", "#R"), ("reverse", "#R"),
    ("draairichting", "#R"), ("draairichting veranderen", "#R"), ("richting veranderen", "#R"),
    ("andere kant op", "#R"),
    ("andersom", "#R"), ("omdraaien richting", "#R"), ("tegen de klok in", "#R"),
    ("handen ruilen", "#WSW"), ("handen ruilen kaart", "#WSW"), ("ruil handen", "#WSW"),
    ("handen wisselen", "#WSW"),
    ("handen schudden", "#WSH"), ("schud handen", "#WSH"),
    ("zelf invullen", "#WC"), ("invullen", "#WC"), ("lege kaart", "#WC"),
    ("blanco kaart", "#WC"), ("blanco", "#WC"), ("zelf schrijven", "#WC"),
    # Seven-O
    ("7 0", "@seven_o"), ("7 nul", "@seven_o"), ("zeven 0", "@seven_o"),
    ("zeven nul", "@seven_o"), ("7 en 0", "@seven_o"), ("zeven en nul", "@seven_o"),
    ("7 of 0", "@seven_o"), ("70", "@seven_o"), ("seven o", "@seven_o"), ("7 o", "@seven_o"),
    ("seven zero", "@seven_o"),
    # Jump-In
    ("ertussen gooien", "@jump_in"), ("tussendoor gooien", "@jump_in"),
    ("ertussen leggen", "@jump_in"), ("tussendoor leggen", "@jump_in"),
    ("erin gooien", "@jump_in"), ("ertussen springen", "@jump_in"),
    ("jumpin", "@jump_in"), ("inspringer", "@jump_in"), ("ertussendoor", "@jump_in"),
    ("springt in", "@jump_in"), ("spring in", "@jump_in"), ("sprong in", "@jump_in"),
    ("niet aan de beurt", "OUT_OF_TURN"), ("niet mijn beurt", "OUT_OF_TURN"),
    ("niet zijn beurt", "OUT_OF_TURN"), ("niet haar beurt", "OUT_OF_TURN"),
    ("buiten de beurt", "OUT_OF_TURN"), ("buiten beurt", "OUT_OF_TURN"),
    ("voor zijn beurt", "OUT_OF_TURN"), ("voor mijn beurt", "OUT_OF_TURN"),
    ("te vroeg gelegd", "OUT_OF_TURN"), ("verkeerde beurt", "OUT_OF_TURN"),
    # calling UNO
    ("uno roepen", CALL_UNO), ("uno zeggen", CALL_UNO), ("uno schreeuwen", CALL_UNO),
    ("uno vergeten", CALL_UNO), ("vergeten uno", CALL_UNO), ("geen uno", CALL_UNO),
    ("zonder uno", CALL_UNO), ("niet uno", CALL_UNO), ("uno straf", CALL_UNO),
    ("uno betrapt", CALL_UNO), ("betrapt", CALL_UNO), ("nog een kaart", CALL_UNO),
    ("nog 1 kaart", CALL_UNO), ("een kaart over", CALL_UNO), ("1 kaart over", CALL_UNO),
    ("laatste kaart op een na", CALL_UNO), ("voorlaatste kaart", CALL_UNO),
    ("vergeten te roepen", CALL_UNO), ("vergeten te zeggen", CALL_UNO),
    ("niet geroepen", CALL_UNO), ("niet gezegd", CALL_UNO), ("uno vergeet", CALL_UNO),
    ("onterecht uno", "FALSE_UNO"), ("uno te vroeg", "FALSE_UNO"), ("vals uno", "FALSE_UNO"),
    ("valse uno", "FALSE_UNO"), ("nep uno", "FALSE_UNO"), ("uno geroepen terwijl", "FALSE_UNO"),
    ("geroepen terwijl", "FALSE_UNO"), ("uno gezegd terwijl", "FALSE_UNO"),
    ("fake uno", "FALSE_UNO"),
    ("onterechte melding", "FALSE_UNO"), ("uno te snel", "FALSE_UNO"),
    # stacking
    ("stacken", STACK), ("stacking", STACK), ("progressive", STACK), ("opstapelen", STACK),
    ("pakkaart op pakkaart", STACK), ("plus op plus", STACK), ("doorgeven", STACK),
    ("optellen", STACK), ("bovenop leggen", STACK), ("erbovenop", STACK),
    # challenges
    ("uitdagen", CHALLENGE), ("uitdaging", CHALLENGE), ("uitdager", CHALLENGE),
    ("challenge", CHALLENGE), ("bluf", CHALLENGE), ("bluffen", CHALLENGE),
    ("valsspelen", CHALLENGE), ("vals spelen", CHALLENGE), ("smokkelen", CHALLENGE),
    ("kaarten zien", CHALLENGE), ("hand laten zien", CHALLENGE), ("kaarten laten zien", CHALLENGE),
    ("hand zien", CHALLENGE), ("controleren", CHALLENGE), ("checken", CHALLENGE),
    ("niet mogen", CHALLENGE), ("onterecht", CHALLENGE), ("illegaal", CHALLENGE),
    ("mocht", CHALLENGE), ("mochten", CHALLENGE),
    ("geen bluffen", "NO_BLUFFING"), ("zonder bluffen", "NO_BLUFFING"),
    ("niet bluffen", "NO_BLUFFING"), ("bluffen verboden", "NO_BLUFFING"),
    ("toegestaan", "LEGAL"), ("legaal", "LEGAL"), ("geldig", "LEGAL"),
    # the first card
    ("eerste kaart", FIRST_CARD), ("startkaart", FIRST_CARD), ("beginkaart", FIRST_CARD),
    ("begin kaart", FIRST_CARD), ("eerste open kaart", FIRST_CARD),
    ("omgedraaide kaart", FIRST_CARD), ("opengelegde kaart", FIRST_CARD),
    ("kaart aan het begin", FIRST_CARD), ("open kaart", FIRST_CARD),
    # the draw pile running out
    ("pakstapel op", "EMPTY_PILE"), ("stapel op", "EMPTY_PILE"), ("stapel leeg", "EMPTY_PILE"),
    ("lege stapel", "EMPTY_PILE"), ("pakstapel leeg", "EMPTY_PILE"),
    ("trekstapel leeg", "EMPTY_PILE"), ("trekstapel op", "EMPTY_PILE"),
    ("geen kaarten meer", "EMPTY_PILE"), ("niks meer te pakken", "EMPTY_PILE"),
    ("niets meer te pakken", "EMPTY_PILE"), ("kaarten op", "EMPTY_PILE"),
    ("stapel is op", "EMPTY_PILE"), ("leeg", "EMPTY_PILE"),
    # points
    ("punt", "POINTS"), ("waard", "POINTS"), ("waarde", "POINTS"), ("score", "POINTS"),
    ("telling", "POINTS"), ("tellen op", "optellen"), ("telt op", "optellen"),
    ("punten tellen", "POINTS"), ("tellen punten", "POINTS"),
    ("minste punten", "LOWEST"), ("laagste score", "LOWEST"), ("laagste punten", "LOWEST"),
    ("strafpunten", "LOWEST"), ("minpunten", "LOWEST"), ("minste wint", "LOWEST"),
    # dealing and going first
    ("delen", "DEAL"), ("uitdelen", "DEAL"), ("gever", "DEAL"), ("wie deelt", "DEAL"),
    ("wie geeft", "DEAL"), ("wie begint", "DEAL"), ("wie mag beginnen", "DEAL"),
    ("wie is eerst", "DEAL"), ("wie eerst", "DEAL"), ("beginnen", "DEAL"),
    ("7 kaarten", "DEAL"), ("zeven kaarten", "DEAL"), ("kaarten iedereen", "DEAL"),
    ("kaarten per speler", "DEAL"), ("kaarten krijgen", "DEAL"),
    # going out
    ("uitgaan", "GO_OUT"), ("uitgespeeld", "GO_OUT"), ("laatste kaart", "GO_OUT"),
    ("klaar", "GO_OUT"), ("hand leeg", "GO_OUT"), ("lege hand", "GO_OUT"),
    ("ronde winnen", "GO_OUT"), ("gaat uit", "GO_OUT"), ("ga uit", "GO_OUT"),
    ("afmaken", "GO_OUT"), ("eindigen", "GO_OUT"),
    # other words for the same thing
    ("rood", "kleur"), ("geel", "kleur"), ("groen", "kleur"), ("blauw", "kleur"),
    ("rode", "kleur"), ("gele", "kleur"), ("groene", "kleur"), ("blauwe", "kleur"),
    ("deck", "kaartspel"), ("doos", "kaartspel"), ("kaarten in totaal", "kaartspel"),
    ("uno spel", "kaartspel"), ("kaarten in het spel", "kaartspel"),
    ("kaarten zitten spel", "kaartspel"),
    ("nog een beurt", "EXTRA_TURN"), ("nog eens", "EXTRA_TURN"),
    ("weer aan de beurt", "EXTRA_TURN"),
    ("twee keer", "EXTRA_TURN"), ("extra beurt", "EXTRA_TURN"), ("nog een keer", "EXTRA_TURN"),
    ("kleur nog heb", "COLOUR_HELD"), ("kleur nog hebt", "COLOUR_HELD"),
    ("kleur nog heeft", "COLOUR_HELD"), ("kleur wel heb", "COLOUR_HELD"),
    ("kleur wel hebt", "COLOUR_HELD"), ("kleur wel heeft", "COLOUR_HELD"),
    ("tegelijk", "samen"), ("tegelijkertijd", "samen"), ("gelijktijdig", "samen"),
    ("verplicht", "moet"), ("gedwongen", "moet"),
    ("pakken tot", "DRAW_UNTIL"), ("blijven pakken", "DRAW_UNTIL"), ("doorpakken", "DRAW_UNTIL"),
    ("pakken totdat", "DRAW_UNTIL"), ("tot je kan", "DRAW_UNTIL"), ("tot je kunt", "DRAW_UNTIL"),
    ("tot er een past", "DRAW_UNTIL"), ("tot het past", "DRAW_UNTIL"),
    ("passen", "PASS_TURN"), ("beurt voorbij", "PASS_TURN"), ("beurt beeindigen", "PASS_TURN"),
    ("pakstapel", "trekstapel"), ("pak stapel", "trekstapel"),
    ("trekken", "pakken"), ("nemen", "pakken"), ("oppakken", "pakken"), ("kaart halen", "pakken"),
    ("partner", "team"), ("maat", "team"), ("2 tegen 2", "team"), ("twee tegen twee", "team"),
    ("2v2", "team"), ("in teams", "team"), ("teamgenoot", "team"),
    ("zn tweeen", TWO_PLAYERS), ("met zn 2", TWO_PLAYERS), ("twee spelers", TWO_PLAYERS),
    ("2 spelers", TWO_PLAYERS), ("1 tegen 1", TWO_PLAYERS), ("een tegen een", TWO_PLAYERS),
    ("1v1", TWO_PLAYERS), ("maar twee", TWO_PLAYERS), ("met twee", TWO_PLAYERS),
    ("twee personen", TWO_PLAYERS), ("2 personen", TWO_PLAYERS), ("tweeen", TWO_PLAYERS),
    ("kan niet spelen", "CANNOT_PLAY"), ("kan niet leggen", "CANNOT_PLAY"),
    ("kan niet", "CANNOT_PLAY"), ("kan niks", "CANNOT_PLAY"), ("kan niets", "CANNOT_PLAY"),
    ("niks te leggen", "CANNOT_PLAY"), ("niets te spelen", "CANNOT_PLAY"),
    ("geen passende kaart", "CANNOT_PLAY"), ("niks past", "CANNOT_PLAY"),
    ("niets past", "CANNOT_PLAY"), ("geen kaart past", "CANNOT_PLAY"),
    ("bekennen", MATCH),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip", FLIP), ("flipkaart", FLIP), ("lichte kant", FLIP),
    ("donkere kant", FLIP), ("pak vijf", FLIP_CARD), ("pak 5", FLIP_CARD),
    ("+5", FLIP_CARD), ("pak een", FLIP_CARD), ("pak 1", FLIP_CARD), ("+1", FLIP_CARD),
    ("pak een kaart", "pakken kaart"), ("pak 1 kaart", "pakken kaart"),
    ("pak kleur", FLIP_CARD), ("keuzekaart pak kleur", FLIP_CARD),
    ("iedereen overslaan", FLIP_CARD), ("dubbelzijdig", FLIP), ("roze", FLIP),
    ("turquoise", FLIP), ("turkoois", FLIP), ("oranje", FLIP), ("paars", FLIP),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("genadeloos", NO_MERCY), ("genaderegel", NO_MERCY), ("genade", NO_MERCY),
    ("+6", NO_MERCY), ("+10", NO_MERCY), ("pak zes", NO_MERCY), ("pak 6", NO_MERCY),
    ("pak tien", NO_MERCY), ("pak 10", NO_MERCY), ("kleurenroulette", NO_MERCY),
    ("roulette", NO_MERCY), ("alles afleggen", NO_MERCY), ("keer om pak vier", NO_MERCY),
    ("uitgeschakeld", NO_MERCY),
    ("all wild", ALL_WILD), ("sla twee over", ALL_WILD), ("gerichte pak twee", ALL_WILD),
    ("gedwongen ruil", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("lanceerder", ATTACK), ("kanon", ATTACK),
    ("schietmachine", ATTACK), ("knop", ATTACK), ("drukken", ATTACK), ("druk", ATTACK),
    ("iedereen drukt", ATTACK), ("vuur", ATTACK), ("druk 2", ATTACK), ("druk twee", ATTACK),
    ("challenge uno", ELIMINATION), ("eliminatie", ELIMINATION), ("geelimineerd", ELIMINATION),
    ("elimineren", ELIMINATION), ("elimination", ELIMINATION),
    ("wie is af", ELIMINATION), ("ben ik af", ELIMINATION),
    ("laatste over", ELIMINATION),
    # playing a card
    ("leggen", PLAY), ("opleggen", PLAY), ("afleggen", PLAY), ("gooien", PLAY),
    ("opgooien", PLAY), ("neerleggen", PLAY), ("uitspelen", PLAY), ("erop leggen", PLAY),
)  # fmt: skip

_ENTRY_WORDS = {
    "deck": "hoeveel kaarten zitten er in het spel, hoeveel kaarten in het kaartspel, aantal "
    "kaarten, doos, welke kaarten zijn er, een 0 per kleur, twee van elk getal per kleur, "
    "hoeveel van elke kaart in totaal",
    "deal": "wie deelt, wie geeft, kaarten delen, wie deelt de volgende ronde, wie begint, "
    "wie is eerst, eerste speler na het delen, hoeveel kaarten krijgt iedereen, 7 kaarten, "
    "kaarten aan het begin, spel "
    "beginnen, welke kant op wordt gespeeld, met de klok mee, links van de gever",
    "first-card": "eerste kaart omgedraaid, startkaart, beginkaart, wat gebeurt er met de "
    "eerste kaart, de kaart waarmee het spel begint, open kaart",
    "first-card-reverse": "eerste kaart is keer om, keer om als startkaart",
    "first-card-wild-draw-four": "eerste kaart is een +4, pak vier als startkaart, opnieuw "
    "schudden, terug in de stapel",
    "matching": "wat mag ik leggen, mag ik dit leggen, past dat, passende kaart, zelfde kleur, "
    "zelfde getal, zelfde symbool, kleur bekennen, toegestaan, welke kaarten mag ik in mijn "
    "beurt spelen",
    "turn-order": "niet aan de beurt, buiten de beurt, te vroeg gelegd, wie is aan de beurt, "
    "verkeerde beurt",
    "wild": "keuzekaart, kleurkeuze, joker, kleur kiezen, kleur noemen, kleur wensen, kleur "
    "veranderen, kleurwissel, keuzekaart op keuzekaart",
    "skip": "sla over, overslaan, beurt overslaan, wie wordt overgeslagen, de volgende slaat "
    "over, moet de overgeslagen speler pakken",
    "reverse": "keer om, draairichting, richting veranderen, andersom, andere kant op, terug "
    "naar wie net speelde",
    "draw-two": "+2, pak twee, plus twee, twee kaarten pakken, moet de volgende ook "
    "overslaan, de volgende pakt twee en slaat zijn beurt over",
    "wild-draw-four": "+4, pak vier, plus vier, hoeveel kaarten pakken, wanneer mag je hem "
    "spelen, alleen als je de kleur niet hebt, alleen als je geen kaart van de kleur hebt, "
    "als ik de kleur nog heb",
    "wild-draw-four-challenge": "uitdagen, uitdaging, bluf, bluffen, valsspelen, hand laten "
    "zien, bluf betrapt, +4 onterecht gespeeld, +4 uitdagen, mocht die +4, uitdaging fout, "
    "hoeveel kaarten bij een verloren uitdaging",
    "drawing": "pakken, kaart pakken, kan niet spelen, niks te leggen, geen passende kaart, "
    "gepakte kaart spelen, een andere kaart spelen na het pakken, pakken en dan spelen, "
    "gepakte kaart past niet, is mijn beurt voorbij, pakken terwijl ik kan spelen, moet ik "
    "pakken als ik kan spelen, passen, vrijwillig pakken, hoeft niet te spelen",
    "empty-draw-pile": "geen kaarten meer om te pakken, stapel op, pakstapel leeg, "
    "aflegstapel schudden, opnieuw schudden",
    "uno-call": "UNO roepen, UNO zeggen, UNO vergeten, betrapt, straf, UNO schreeuwen, "
    "voorlaatste kaart, geen UNO geroepen",
    "false-uno": "onterecht UNO, UNO geroepen met twee kaarten, UNO te vroeg geroepen, UNO "
    "geroepen met een volle hand",
    "going-out": "laatste kaart, uitgaan, klaar, ronde voorbij, ronde winnen, einde van de "
    "ronde, uitgaan met een actiekaart, uitgaan met een pakkaart",
    "scoring": "punten, score, telling, hoeveel punten, waard, punten tellen, kaartwaarde, "
    "wie krijgt de punten, de winnaar van de ronde krijgt de punten",
    "scoring-lowest": "laagste score wint, minste punten, strafpunten, eigen kaarten optellen, "
    "golf",
    "two-players": "met z'n tweeën, twee spelers, 2 spelers, maar twee, een tegen een",
    "partners": "teams, partner, 2 tegen 2, twee tegen twee, in teams spelen",
    "special-wilds": "handen ruilen, handen schudden, zelf invullen, lege kaart, blanco "
    "kaart, eigen regel schrijven",
    "other-penalties": "helpen, hulp, voorzeggen, tips geven, iemand zeggen wat hij moet "
    "leggen, kaarten weggeven, kaart aan een andere speler geven, kaarten ruilen, straf",
    "stacking": "stapelen, stacken, opstapelen, pakkaart op pakkaart, +2 op +2 leggen, +4 op "
    "+2 leggen, twee pakkaarten tegelijk, de pakkaarten optellen, progressive UNO",
    "seven-o": "zeven-nul, 7-0, ruilen met een speler bij een 7, doorgeven bij een 0",
    "jump-in": "inspringen, ertussen gooien, tussendoor leggen, onderbreken, identieke kaart, "
    "dezelfde kaart, buiten de beurt",
    "draw-until-playable": "blijven pakken, pakken tot het past, pakken tot je kunt spelen, "
    "doorpakken, veel kaarten pakken, tot er een past",
    "must-play-drawn": "gepakte kaart moet gespeeld worden, verplicht spelen, moet ik hem "
    "spelen, gepakte kaart spelen of houden, mag de gepakte kaart niet houden",
    "no-bluffing": "geen bluffen, niet bluffen, zonder bluffen, bluffen verboden",
    "no-wild-finish": "uitgaan met een keuzekaart, eindigen met een joker, laatste kaart "
    "keuzekaart",
    "combined-rules": "huisregels combineren, twee huisregels tegelijk, samen, beide regels, "
    "beiden, dubbel, tegenspraak",
    "flip": "UNO Flip, flip-kaartspel, flipkaart, lichte kant, donkere kant, welke kant "
    "telt, wat is een flipkaart waard, flip punten, dubbelzijdige kaarten",
    "flip-cards": "UNO Flip kaarten, pak een, pak vijf, iedereen overslaan, keuzekaart pak "
    "twee, keuzekaart pak kleur, pakken tot de kleur komt, flip als eerste kaart",
    "no-mercy": "UNO No Mercy, Show 'Em No Mercy, genadeloos, No Mercy kaartspel, No Mercy "
    "kaarten, No Mercy punten, 168 kaarten",
    "no-mercy-knockout": "genaderegel, uitgeschakeld, eruit, 25 kaarten, te veel kaarten, "
    "ligt ze eruit, uit de ronde, laatste speler in de ronde",
    "no-mercy-stacking": "No Mercy stapelen, +6 op +4, +10, pak zes, pak tien, keuzekaart "
    "keer om pak vier, kleurenroulette, alles afleggen, iedereen overslaan",
    "all-wild": "All Wild, elke kaart is een keuzekaart, sla twee over, gerichte pak twee, "
    "gedwongen ruil, All Wild punten",
    "attack": "UNO Attack, lanceerder, kaartenkanon, op de knop drukken, druk 2, iedereen "
    "drukt, vuur, handen ruilen, Attack punten",
    "challenge-uno": "Challenge UNO, eliminatie, uit het spel, uitgeschakeld, wanneer ben ik "
    "eruit, laatste speler over, wie blijft over",
}

_STOP_TEXT = (
    "de het een en of maar als dan wanneer want dus wat wie wiens waar waarom hoe hoeveel "
    "welke welk ik jij je u hij zij ze het wij we jullie men mij me jou hem haar hun "
    "mijn mn jouw zijn zn haar onze jullie hun is ben bent zijn was waren wordt worden "
    "werd werden geworden heb hebt heeft hebben had hadden kan kun kunt kunnen kon konden "
    "mag mogen zal zult zullen zou zouden wil wilt willen wou wilde "
    "in op aan bij met van voor na naar uit over onder tussen door zonder om tot tegen "
    "te er erop eraan ermee daar hier nu nog al ook alleen zo ja nee toch eens even "
    "eigenlijk gewoon precies alsjeblieft graag hallo dat die dit deze of omdat terwijl "
    "heel erg zeer regel regels huisregel huisregels spel oke ok echt wel "
    "nou hoor he hé jij toen dan daarna ervan erbij gebeurt gebeuren doet doen doe "
    "iets iemand alle alles elke elk ieder iedereen veel meer weer altijd nog "
    "zit zitten ligt"
)

_VERBS = {
    # strong and irregular verbs, and forms whose vowel the stemmer leaves apart
    "leggen": "leg legt legde legden gelegd gelegde spelen speel speelt speelde speelden gespeeld "
    "gespeelde",  # to play a card is to lay it
    "roepen": "roep roept riep riepen geroepen",
    "zeggen": "zeg zegt zei zeiden gezegd",
    "vergeten": "vergeet vergat vergaten",
    "geven": "geef geeft gaf gaven gegeven",
    "nemen": "neem neemt nam namen genomen",
    "gooien": "gooi gooit gooide gooiden gegooid",
    "beginnen": "begin begint begon begonnen",
    "winnen": "win wint won wonnen gewonnen",
    "delen": "deel deelt deelde deelden gedeeld",
    "krijgen": "krijg krijgt kreeg kregen gekregen",
    "kiezen": "kies kiest koos kozen gekozen",
    "uitdagen": "daag daagt daagde uitgedaagd",
    "overslaan": "sla slaat sloeg sloegen overgeslagen overslaat",
    "uitgaan": "uitgegaan",
    "zien": "ziet zag zagen gezien",
    "gelden": "geldt gold golden gegolden",
    "blijven": "blijf blijft bleef bleven gebleven",
    "trekken": "trek trekt trok trokken getrokken",
    "houden": "hou houdt hield hielden gehouden",
    "helpen": "help helpt hielp hielpen geholpen",
    "komen": "kom komt kwam kwamen gekomen",
    "schudden": "schud schudt schudde geschud",
    "ruilen": "ruil ruilt ruilde ruilden geruild",
    "bluffen": "bluft blufte bluften gebluft",
    "tellen": "tel telt telde telden geteld",
    "stacken": "stapelen stapelt stapelde stapelden gestapeld stapelbaar",  # a "stapel" is a pile
    "moet": "moeten moest moesten",
    "combineren": "combineert combineerde gecombineerd",
    "matchen": "past passend passende",  # "passen" is also passing one's turn
}

# verbs whose every form a question may use ("pakt", "gepakt", "op te leggen")
_REGULAR_VERBS = (
    "pakken oppakken leggen opleggen afleggen neerleggen spelen uitspelen gooien opgooien "
    "stapelen opstapelen stacken uitdagen overslaan omdraaien schudden ruilen wisselen "
    "tellen optellen bluffen zeggen roepen kiezen noemen wensen veranderen houden passen "
    "betrappen straffen smokkelen delen uitdelen combineren eindigen afmaken invullen voorzeggen "
    "weggeven doorgeven drukken inspringen controleren helpen"
)

_SEPARABLE = "op af uit aan in over mee door terug weg bij toe om samen neer tussen voor"
_ON = frozenset({"op", "erop", "bovenop", "over"})  # the terms of "on", "onto"
# the cards a question names: not "1", which a card named "een" (also "a") may be read as
_CARDS = ANY_CARD - {"1"}
_IMPLIED = (
    Implied(((DRAW_CARDS, 2),), STACK),
    Implied(((DRAW_CARDS, 1), (frozenset({"saam", "combiner", "dubbel", "beid", "beide"}),
                               1)), STACK),
    Implied(((_CARDS, 2), (_ON, 1)), MATCH),  # "groene 5 op rode 5"
    Implied(((_CARDS, 1), (frozenset({PLAY}), 1), (_ON, 1)), MATCH),  # "wat op een 7 leggen"
)  # fmt: skip

_INFLECTIONS = Inflections(
    endings=("e", "en", "n", "s", "er", "ste"),
    on_stem=True,
    verbs=tuple(_REGULAR_VERBS.split()),
    infinitive=("en", "n"),
    verb_endings=("t", "te", "ten", "de", "den"),
    participle="ge",
    participle_endings=("d", "t", "en"),
    separable=tuple(_SEPARABLE.split()),
    infix="te",
)

VOCABULARY = Vocabulary(
    language=LANGUAGE,
    stop_words=frozenset(_STOP_TEXT.split()),
    irregular=MappingProxyType(
        {form: verb for verb, forms in _VERBS.items() for form in forms.split()}
    ),
    phrases=(
        *said_options(LANGUAGE),
        *_PHRASES,
        *said_cards(LANGUAGE),
        *((word, str(number)) for number, word in enumerate(NUMBERS) if word != "een"),
        ("een een", "1"),  # "een" alone is "a", not a card 1 ("een een": "a one")
    ),
    implied=_IMPLIED,
    entry_words=MappingProxyType(_ENTRY_WORDS),
    intents=INTENTS,
    colors=MappingProxyType(_COLOURS),
    before_top=frozenset({"op", "erop", "bovenop", "over", "na"}),
    closest=CLOSEST,
    numbers=frozenset(NUMBERS),
    scopes=SCOPES,
    spellings=(("ij", "y"), ("y", "ij")),
    compounds=True,
    joins=("s", "en", "e"),
    inflections=_INFLECTIONS,
)
