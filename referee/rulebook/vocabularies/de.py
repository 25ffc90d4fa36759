"""The German words players use: what the rulebook search reads a German question with.

The cards' and the options' names come from the catalogs (:func:`said_cards`,
:func:`said_options`: "Zieh Vier Farbenwahl", "Sieben-Null"); beside them, the names German
families use at the table ("Plus Vier", "Richtungswechsel", "Joker", "stapeln", "reinwerfen").
The ideas (``STACK``, ``#W+4``...) are the English vocabulary's: a German question is read
as the same ideas, and offers the same wizards.

Words are written as people spell them: the search drops accents (``grün`` is read
``grun``), reads ``gruen``, ``ueber``, ``ausser`` as ``grün``, ``über``, ``außer``, and a
compound typed as one word as the words it is made of (``Farbwahlkarte``).
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

LANGUAGE = "de"
NUMBERS = ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun")
MATCH = "match"

_COLOUR_NAMES = {
    "rot": Color.RED, "gelb": Color.YELLOW, "grün": Color.GREEN, "blau": Color.BLUE,
    "pink": DARK_COLORS["P"], "türkis": DARK_COLORS["T"], "orange": DARK_COLORS["O"],
    "lila": DARK_COLORS["U"],
    "violett": DARK_COLORS["U"],
}  # fmt: skip
_COLOURS = {
    **{name + ending: color for name, color in _COLOUR_NAMES.items()
       for ending in ("", "e", "en", "er", "es", "em")},
    "orangene": DARK_COLORS["O"], "orangenen": DARK_COLORS["O"], "orangener": DARK_COLORS["O"],
    "lilane": DARK_COLORS["U"], "lilanen": DARK_COLORS["U"],
    # the cards' codes, as the app writes them (r7, b+2)
    **COLOR_CODES,
}  # fmt: skip

_PHRASES = (
    # cards, as German players say them beyond the printed names
    ("zieh vier", "#W+4"), ("zieh 4", "#W+4"), ("plus vier", "#W+4"), ("plus 4", "#W+4"),
    ("+4", "#W+4"), ("+ 4", "#W+4"), ("vierer", "#W+4"), ("w+4", "#W+4"), ("wd4", "#W+4"),
    ("joker +4", "#W+4"), ("joker plus vier", "#W+4"), ("joker plus 4", "#W+4"),
    ("joker zieh vier", "#W+4"), ("farbwahl +4", "#W+4"), ("farbwahl zieh vier", "#W+4"),
    ("farbenwahl zieh vier", "#W+4"), ("farbenwahl +4", "#W+4"), ("schwarze +4", "#W+4"),
    ("zieh vier karte", "#W+4"), ("vier ziehen karte", "#W+4"),
    ("zieh zwei", "#+2"), ("zieh 2", "#+2"), ("plus zwei", "#+2"), ("plus 2", "#+2"),
    ("+2", "#+2"), ("+ 2", "#+2"), ("zieh zwei karte", "#+2"),
    ("farbwahl", "#W"), ("farbenwahlkarte", "#W"), ("farbwahlkarte", "#W"),
    ("farbwechsel", "#W"), ("farbwechselkarte", "#W"), ("farbwunsch", "#W"),
    ("wunschkarte", "#W"), ("farbwunschkarte", "#W"), ("joker", "#W"), ("jokerkarte", "#W"),
    ("schwarze karte", "#W"), ("schwarze", "#W"), ("wild", "#W"), ("wild card", "#W"),
    ("farben wahl", "#W"), ("farb wahl", "#W"),
    ("aussetzer", "#S"), ("aussetzkarte", "#S"), ("aussetzenkarte", "#S"), ("skip", "#S"),
    ("setzt aus", "aussetzen"), ("aussetzen muss", "aussetzen"), ("stoppkarte", "#S"),
    # the names the app printed before the box's (Retour), still said at the table
    ("richtungswechsel", "#R"),
    ("richtungswechselkarte", "#R"), ("richtungswechsler", "#R"), ("reverse", "#R"),
    ("richtung wechseln", "richtungswechsel"), ("richtung ändern", "richtungswechsel"),
    ("richtung umkehren", "richtungswechsel"), ("andersrum", "richtungswechsel"),
    ("rückwärts", "richtungswechsel"), ("kehrt um", "richtungswechsel"),
    ("andere richtung", "richtungswechsel"), ("gegen den uhrzeigersinn", "richtungswechsel"),
    ("hände tauschen", "#WSW"), ("handtausch", "#WSW"), ("hände mischen", "#WSH"),
    ("zum beschriften", "#WC"), ("beschriften", "#WC"), ("beschriftbar", "#WC"),
    ("blanko", "#WC"), ("blankokarte", "#WC"), ("leere karte", "#WC"),
    ("selbst beschriften", "#WC"),
    # Seven-O
    ("7 0", "@seven_o"), ("7 null", "@seven_o"), ("sieben 0", "@seven_o"),
    ("7 und 0", "@seven_o"), ("sieben und null", "@seven_o"), ("7 oder 0", "@seven_o"),
    ("70", "@seven_o"), ("seven o", "@seven_o"), ("7 o", "@seven_o"),
    ("seven zero", "@seven_o"), ("siebener und nuller", "@seven_o"),
    # Jump-In
    ("dazwischen werfen", "@jump_in"), ("reinwerfen", "@jump_in"), ("rein werfen", "@jump_in"),
    ("reinschmeißen", "@jump_in"), ("dazwischenlegen", "@jump_in"),
    ("dazwischen legen", "@jump_in"), ("einwerfen", "@jump_in"), ("jumpin", "@jump_in"),
    ("zwischenwerfen", "@jump_in"), ("reingrätschen", "@jump_in"),
    ("dazwischenwerfer", "@jump_in"), ("reinlegen", "@jump_in"),
    ("außer der reihe", "OUT_OF_TURN"), ("nicht an der reihe", "OUT_OF_TURN"),
    ("nicht dran", "OUT_OF_TURN"), ("vor meinem zug", "OUT_OF_TURN"),
    ("zu früh gelegt", "OUT_OF_TURN"), ("falsche reihenfolge", "OUT_OF_TURN"),
    # calling UNO
    ("uno rufen", CALL_UNO), ("uno sagen", CALL_UNO), ("uno schreien", CALL_UNO),
    ("uno vergessen", CALL_UNO), ("vergessen uno", CALL_UNO), ("nicht uno", CALL_UNO),
    ("kein uno", CALL_UNO), ("ohne uno", CALL_UNO), ("uno strafe", CALL_UNO),
    ("uno erwischt", CALL_UNO), ("vorletzte karte", CALL_UNO), ("eine karte übrig", CALL_UNO),
    ("nur noch eine karte", CALL_UNO), ("1 karte übrig", CALL_UNO),
    ("noch eine karte", CALL_UNO), ("noch 1 karte", CALL_UNO),
    ("vergessen zu rufen", CALL_UNO), ("vergessen zu sagen", CALL_UNO),
    ("nicht gerufen", CALL_UNO), ("nicht gesagt", CALL_UNO), ("uno ruf", CALL_UNO),
    ("nicht uno gerufen", CALL_UNO), ("uno nicht gerufen", CALL_UNO),
    ("nicht uno gesagt", CALL_UNO), ("uno nicht gesagt", CALL_UNO),
    ("falsches uno", "FALSE_UNO"), ("uno zu früh", "FALSE_UNO"), ("fake uno", "FALSE_UNO"),
    ("uno falsch", "FALSE_UNO"), ("unberechtigt uno", "FALSE_UNO"),
    # stacking
    ("stacken", STACK), ("stacking", STACK), ("progressive", STACK), ("progressiv", STACK),
    ("draufpacken", STACK), ("ziehkarte auf ziehkarte", STACK), ("plus auf plus", STACK),
    ("zieh auf zieh", STACK), ("aufaddieren", STACK), ("weiterreichen", STACK),
    # challenges
    ("anzweifeln", CHALLENGE), ("zweifeln", CHALLENGE), ("zweifel", CHALLENGE),
    ("zweifler", CHALLENGE), ("challenge", CHALLENGE), ("herausfordern", CHALLENGE),
    ("bluff", CHALLENGE), ("bluffen", CHALLENGE), ("bluffer", CHALLENGE),
    ("schummeln", CHALLENGE), ("geschummelt", CHALLENGE), ("mogeln", CHALLENGE),
    ("gemogelt", CHALLENGE), ("betrogen", CHALLENGE), ("hand zeigen", CHALLENGE),
    ("karten zeigen", CHALLENGE), ("zeig hand", CHALLENGE), ("zeigen hand", CHALLENGE),
    ("nachprüfen", CHALLENGE), ("kontrollieren", CHALLENGE), ("überprüfen", CHALLENGE),
    ("illegal", CHALLENGE), ("unerlaubt", CHALLENGE), ("regelwidrig", CHALLENGE),
    ("zu unrecht", CHALLENGE), ("kein bluffen", "NO_BLUFFING"),
    ("ohne bluffen", "NO_BLUFFING"), ("nicht bluffen", "NO_BLUFFING"),
    ("bluffen verboten", "NO_BLUFFING"),
    ("erlaubt", "LEGAL"), ("legal", "LEGAL"), ("regelgerecht", "LEGAL"),
    ("zulässig", "LEGAL"), ("regelkonform", "LEGAL"),
    # the first card
    ("erste karte", FIRST_CARD), ("startkarte", FIRST_CARD), ("start karte", FIRST_CARD),
    ("anfangskarte", FIRST_CARD), ("erste aufgedeckte karte", FIRST_CARD),
    ("aufdecken", FIRST_CARD), ("umdrehen", FIRST_CARD), ("aufgedeckte karte", FIRST_CARD),
    ("karte zum start", FIRST_CARD), ("karte am anfang", FIRST_CARD),
    ("erste offene karte", FIRST_CARD), ("offene karte", FIRST_CARD),
    # the draw pile running out
    ("stapel leer", "EMPTY_PILE"), ("leerer stapel", "EMPTY_PILE"),
    ("nachziehstapel leer", "EMPTY_PILE"), ("keine karten mehr", "EMPTY_PILE"),
    ("nichts mehr zu ziehen", "EMPTY_PILE"), ("stapel aufgebraucht", "EMPTY_PILE"),
    ("aufgebraucht", "EMPTY_PILE"), ("deck leer", "EMPTY_PILE"),
    ("kein stapel mehr", "EMPTY_PILE"), ("keine karten zum ziehen", "EMPTY_PILE"),
    ("karten alle", "EMPTY_PILE"),
    # points
    ("punkt", "POINTS"), ("wert", "POINTS"), ("wertung", "POINTS"),
    ("punktestand", "POINTS"), ("abrechnung", "POINTS"), ("abrechnen", "POINTS"),
    ("zählen punkte", "POINTS"), ("punkte zählen", "POINTS"),
    ("niedrigste summe", "LOWEST"), ("niedrigste punktzahl", "LOWEST"),
    ("niedrigsten punkte", "LOWEST"), ("wenigste punkte", "LOWEST"),
    ("wenigsten punkte", "LOWEST"), ("minuspunkte", "LOWEST"), ("strafpunkte", "LOWEST"),
    ("wenig punkte gewinnt", "LOWEST"),
    # dealing and going first
    ("geben", "DEAL"), ("austeilen", "DEAL"), ("verteilen", "DEAL"), ("geber", "DEAL"),
    ("kartengeber", "DEAL"), ("wer gibt", "DEAL"), ("wer teilt aus", "DEAL"),
    ("gibt man", "DEAL"), ("gibt jedem", "DEAL"), ("teilt aus", "DEAL"),
    ("wer fängt an", "DEAL"), ("wer beginnt", "DEAL"), ("wer darf anfangen", "DEAL"),
    ("wer ist zuerst dran", "DEAL"), ("wer zuerst", "DEAL"), ("wer anfängt", "DEAL"),
    ("7 karten", "DEAL"), ("sieben karten", "DEAL"), ("karten jeder", "DEAL"),
    ("karten pro spieler", "DEAL"), ("karten am anfang", "DEAL"), ("anfangen", "DEAL"),
    # going out
    ("ausmachen", "GO_OUT"), ("letzte karte", "GO_OUT"), ("fertig", "GO_OUT"),
    ("keine karten mehr hand", "GO_OUT"), ("hand leer", "GO_OUT"), ("leere hand", "GO_OUT"),
    ("runde gewinnen", "GO_OUT"), ("rausgehen", "GO_OUT"), ("beenden", "GO_OUT"),
    ("macht aus", "GO_OUT"), ("mit ausmachen", "GO_OUT"), ("zu ende", "GO_OUT"),
    # other words for the same thing
    ("rot", "farbe"), ("gelb", "farbe"), ("grün", "farbe"), ("blau", "farbe"),
    ("deck", "kartenspiel"), ("packung", "kartenspiel"), ("karten insgesamt", "kartenspiel"),
    ("uno spiel", "kartenspiel"), ("karten im spiel", "kartenspiel"),
    ("extra zug", "EXTRA_TURN"), ("nochmal dran", "EXTRA_TURN"),
    ("noch mal dran", "EXTRA_TURN"), ("wieder dran", "EXTRA_TURN"),
    ("zweimal dran", "EXTRA_TURN"), ("noch ein zug", "EXTRA_TURN"),
    ("nochmal legen", "EXTRA_TURN"), ("noch einmal dran", "EXTRA_TURN"),
    ("gezwungen", "muss"), ("pflicht", "muss"), ("zwang", "muss"), ("legezwang", "muss legen"),
    ("ziehen bis", "DRAW_UNTIL"), ("so lange ziehen", "DRAW_UNTIL"),
    ("solange ziehen", "DRAW_UNTIL"), ("weiterziehen", "DRAW_UNTIL"),
    ("weiter ziehen", "DRAW_UNTIL"), ("bis eine passt", "DRAW_UNTIL"),
    ("passen", "PASS_TURN"), ("zug beenden", "PASS_TURN"),
    ("nehmen", "ziehen"), ("aufnehmen", "ziehen"), ("nachziehen", "ziehen"),
    ("abheben", "ziehen"), ("karte holen", "ziehen"),
    ("partner", "team"), ("teampartner", "team"), ("2 gegen 2", "team"),
    ("zwei gegen zwei", "team"), ("2v2", "team"), ("im team", "team"),
    ("zu zweit", TWO_PLAYERS), ("zwei spieler", TWO_PLAYERS), ("2 spieler", TWO_PLAYERS),
    ("1 gegen 1", TWO_PLAYERS), ("eins gegen eins", TWO_PLAYERS), ("1v1", TWO_PLAYERS),
    ("1 v 1", TWO_PLAYERS),
    ("einer gegen einen", TWO_PLAYERS), ("nur zwei", TWO_PLAYERS), ("zu 2", TWO_PLAYERS),
    ("zwei leute", TWO_PLAYERS), ("2 personen", TWO_PLAYERS), ("zweierspiel", TWO_PLAYERS),
    ("kann nicht legen", "CANNOT_PLAY"), ("kann nicht", "CANNOT_PLAY"),
    ("nichts zu legen", "CANNOT_PLAY"), ("kann nichts", "CANNOT_PLAY"),
    ("keine passende karte", "CANNOT_PLAY"), ("keine karte passt", "CANNOT_PLAY"),
    ("nichts passt", "CANNOT_PLAY"), ("nicht bedienen", "CANNOT_PLAY"),
    ("farbe bedienen", MATCH), ("bedienen", MATCH),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip", FLIP), ("flipkarte", FLIP), ("helle seite", FLIP),
    ("dunkle seite", FLIP), ("zieh fünf", FLIP_CARD), ("zieh 5", FLIP_CARD),
    ("+5", FLIP_CARD), ("zieh eins", FLIP_CARD), ("+1", FLIP_CARD),
    ("zieh bis farbe", FLIP_CARD), ("farbenwahl zieh bis farbe", FLIP_CARD),
    ("doppelseitig", FLIP), ("pink", FLIP), ("türkis", FLIP), ("orange", FLIP),
    ("lila", FLIP), ("violett", FLIP),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("gnadenlos", NO_MERCY), ("gnadenregel", NO_MERCY), ("gnade", NO_MERCY),
    ("+6", NO_MERCY), ("+10", NO_MERCY), ("zieh sechs", NO_MERCY), ("zieh 6", NO_MERCY),
    ("zieh zehn", NO_MERCY), ("zieh 10", NO_MERCY), ("farbenroulette", NO_MERCY),
    ("roulette", NO_MERCY), ("alle ablegen", NO_MERCY), ("alle aussetzen", NO_MERCY),
    ("richtungswechsel zieh vier", NO_MERCY), ("richtungswechsel +4", NO_MERCY),
    ("all wild", ALL_WILD), ("zweimal aussetzen", ALL_WILD), ("gezieltes zieh", ALL_WILD),
    ("erzwungener tausch", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("werfer", ATTACK), ("kartenwerfer", ATTACK),
    ("kartenschleuder", ATTACK), ("knopf", ATTACK), ("drücken", ATTACK), ("drück", ATTACK),
    ("alle drücken", ATTACK), ("feuer", ATTACK), ("drück 2", ATTACK), ("drück zwei", ATTACK),
    ("challenge uno", ELIMINATION), ("ausscheiden", ELIMINATION), ("scheidet aus", ELIMINATION),
    ("eliminiert", ELIMINATION), ("eliminieren", ELIMINATION), ("elimination", ELIMINATION),
    ("rausfliegen", ELIMINATION), ("rausgeflogen", ELIMINATION), ("fliegt raus", ELIMINATION),
    ("raus aus dem spiel", ELIMINATION), ("wer ist raus", ELIMINATION),
    ("bin ich raus", ELIMINATION), ("letzter übrig", ELIMINATION),
    # playing a card
    ("legen", PLAY), ("ablegen", PLAY), ("drauflegen", PLAY), ("werfen", PLAY),
    ("draufwerfen", PLAY), ("hinlegen", PLAY), ("ausspielen", PLAY), ("drauf legen", PLAY),
)  # fmt: skip

_ENTRY_WORDS = {
    "deck": "wie viele Karten hat das Spiel, wie viele Karten sind im Deck, Anzahl der Karten, "
    "Kartenanzahl, Packung, welche Karten gibt es, eine 0 pro Farbe, zwei von jeder Zahl pro "
    "Farbe, wie viele von jeder Karte insgesamt",
    "deal": "wer gibt, wer teilt aus, austeilen, wer fängt an, wer beginnt, wer ist zuerst "
    "dran, erster Spieler nach dem Geben, wie viele Karten bekommt jeder, 7 Karten, "
    "Handkarten am Anfang, Spiel beginnen, in welche Richtung wird gespielt, im "
    "Uhrzeigersinn, links vom Geber",
    "first-card": "erste Karte aufgedeckt, Startkarte, Anfangskarte, was passiert mit der "
    "ersten Karte, die Karte, mit der das Spiel beginnt, umgedrehte Karte",
    "first-card-reverse": "erste Karte ist ein Richtungswechsel, Richtungswechsel als Startkarte",
    "first-card-wild-draw-four": "erste Karte ist eine +4, Zieh Vier als Startkarte, neu "
    "mischen, zurück in den Stapel",
    "matching": "was darf ich legen, darf ich das legen, passt das, passende Karte, gleiche "
    "Farbe, gleiche Zahl, gleiches Symbol, Farbe bedienen, erlaubt, welche Karten darf ich "
    "in meinem Zug legen",
    "turn-order": "außer der Reihe, nicht dran, zu früh gelegt, wer ist dran, falsche Reihenfolge",
    "wild": "Farbenwahl, Farbwahl, Joker, Farbe wählen, Farbe wünschen, Farbe aussuchen, "
    "Farbe ansagen, Farbe ändern, Farbwechsel, Wunschkarte, Farbenwahl auf Farbenwahl",
    "skip": "Aussetzen, Aussetzer, einmal aussetzen, eine Runde aussetzen, wer setzt aus, der "
    "nächste setzt aus, muss der Aussetzende ziehen",
    "reverse": "Richtungswechsel, Richtung wechseln, andersrum, Richtung ändern, zurück zu "
    "dem, der gerade gelegt hat",
    "draw-two": "+2, Zieh Zwei, Plus Zwei, zwei Karten ziehen",
    "wild-draw-four": "+4, Zieh Vier, Plus Vier, wie viele Karten ziehen, wann darf man sie "
    "legen, nur wenn man die Farbe nicht hat, nur wenn keine Karte der Farbe auf der Hand ist",
    "wild-draw-four-challenge": "anzweifeln, Zweifel, Bluff, bluffen, schummeln, mogeln, Hand "
    "zeigen, Bluff erwischt, +4 zu Unrecht gelegt, +4 anzweifeln, war die +4 erlaubt, Zweifel "
    "falsch, wie "
    "viele Karten bei falschem Zweifel",
    "drawing": "ziehen, Karte ziehen, nachziehen, kann nicht legen, nichts zu legen, keine "
    "passende Karte, gezogene Karte legen, eine andere Karte nach dem Ziehen legen, ziehen "
    "und dann legen, gezogene Karte passt nicht, ist mein Zug vorbei, ziehen obwohl ich legen "
    "könnte, muss ich ziehen, wenn ich legen kann, passen, freiwillig ziehen, muss nicht legen",
    "empty-draw-pile": "keine Karten mehr zum Ziehen, Stapel leer, Nachziehstapel leer, "
    "Ablagestapel mischen, neu mischen",
    "uno-call": "UNO rufen, UNO sagen, UNO vergessen, erwischt, Strafe, UNO schreien, "
    "vorletzte Karte, kein UNO gerufen",
    "false-uno": "falsches UNO, UNO mit zwei Karten gerufen, UNO zu früh gerufen, UNO "
    "gerufen mit voller Hand",
    "going-out": "letzte Karte, ausmachen, fertig, Runde vorbei, Runde gewinnen, Ende der "
    "Runde, mit einer Aktionskarte ausmachen, mit einer Ziehkarte ausmachen",
    "scoring": "Punkte, Punktestand, Wertung, wie viele Punkte, wert, Punkte zählen, "
    "Kartenwerte, wer bekommt die Punkte, der Gewinner der Runde bekommt die Punkte",
    "scoring-lowest": "niedrigste Punktzahl gewinnt, wenigste Punkte, Minuspunkte, "
    "Strafpunkte, eigene Karten zusammenzählen, Golf",
    "two-players": "zu zweit, zwei Spieler, 2 Spieler, nur zwei, einer gegen einen",
    "partners": "Teams, Partner, 2 gegen 2, zwei gegen zwei, im Team spielen",
    "special-wilds": "Hände tauschen, Hände mischen, zum Beschriften, leere Karte, "
    "Blankokarte, eigene Regel schreiben",
    "other-penalties": "helfen, Hilfe, vorsagen, Tipps geben, jemandem sagen, was er legen soll, "
    "Karten verschenken, Karte an einen anderen Spieler geben, Karten tauschen, Strafe",
    "stacking": "stapeln, stacken, draufstapeln, Ziehkarte auf Ziehkarte, zwei Ziehkarten "
    "gleichzeitig oder doppelt legen, die Ziehkarten zusammenzählen, Progressive UNO",
    "seven-o": "Sieben-Null, 7-0, Hände tauschen bei 7, Hände weitergeben bei 0",
    "jump-in": "Dazwischenwerfen, reinwerfen, dazwischenlegen, unterbrechen, identische Karte, "
    "gleiche Karte, außer der Reihe",
    "draw-until-playable": "so lange ziehen, ziehen bis es passt, ziehen bis spielbar, immer "
    "weiter ziehen, viele Karten ziehen, bis eine passt",
    "must-play-drawn": "gezogene Karte muss gelegt werden, Legezwang, muss ich sie legen, "
    "gezogene Karte legen oder behalten, darf die gezogene Karte nicht behalten",
    "no-bluffing": "kein Bluffen, nicht bluffen, ohne Bluffen, Bluffen verboten",
    "no-wild-finish": "mit Farbenwahl ausmachen, mit Joker beenden, letzte Karte Farbenwahl, "
    "mit Farbwahl aufhören",
    "combined-rules": "Hausregeln kombinieren, zwei Hausregeln gleichzeitig, beide Regeln, "
    "Widerspruch",
    "flip": "UNO Flip, Flip-Kartenspiel, Flip-Karte, helle Seite, dunkle Seite, welche Seite "
    "zählt, was ist eine Flip-Karte wert, Flip Punkte, doppelseitige Karten",
    "flip-cards": "UNO Flip Karten, Zieh Eins, Zieh Fünf, Alle aussetzen, Farbenwahl Zieh "
    "Zwei, Farbenwahl Zieh bis Farbe, ziehen bis die Farbe kommt, Flip als erste Karte",
    "no-mercy": "UNO No Mercy, Show 'Em No Mercy, gnadenlos, No-Mercy-Kartenspiel, "
    "No-Mercy-Karten, No-Mercy-Punkte, 168 Karten",
    "no-mercy-knockout": "Gnadenregel, ausgeschieden, raus, 25 Karten, zu viele Karten, ist "
    "sie raus, aus der Runde, letzter Spieler in der Runde",
    "no-mercy-stacking": "No Mercy stapeln, +6 auf +4, +10, Zieh Sechs, Zieh Zehn, "
    "Farbenwahl Richtungswechsel Zieh Vier, Farbenroulette, Alle ablegen, Alle aussetzen",
    "all-wild": "All Wild, jede Karte ist eine Farbenwahl, Zweimal aussetzen, Gezieltes Zieh "
    "Zwei, Erzwungener Tausch, All Wild Punkte",
    "attack": "UNO Attack, Werfer, Kartenwerfer, Knopf drücken, Drück 2, Alle drücken, "
    "Feuer, Hände tauschen, Attack Punkte",
    "challenge-uno": "Challenge UNO, Ausscheiden, aus dem Spiel ausgeschieden, raus aus dem "
    "Spiel, wann bin ich raus, letzter Spieler übrig, wer bleibt übrig",
}

_STOP_TEXT = (
    "der die das den dem des ein eine einer eines einem einen und oder aber wenn falls dann "
    "als wie was wer wen wem wessen wo wann warum wieso weshalb weswegen welche welcher "
    "welches welchen welchem ich du er sie es wir ihr man mich dich sich uns euch mir dir "
    "ihm ihn ihnen mein meine meinen meinem meiner meins dein deine deinen deinem deiner "
    "sein seine seinen seinem seiner ihre ihren ihrem ihrer unser unsere unseren euer eure "
    "ist bin bist sind seid war warst waren wäre wären wird wirst werden wurde wurden "
    "worden hat habe hab hast haben hatte hatten hätte hätten kann kannst können könnt "
    "konnte konnten könnte darf darfst dürfen durfte dürfte soll sollst sollen sollte mag "
    "möchte möchten will willst wollen wollte in im ins an am ans auf aufs aus bei beim mit "
    "nach von vom zu zum zur für über unter vor hinter neben zwischen durch ohne um gegen "
    "bis noch schon auch nur so ja nein doch mal denn eigentlich genau bitte hallo jetzt "
    "gerade da dort hier dass daß ob weil also etwa sehr ganz eben halt dabei damit dafür "
    "dazu davon darüber daran drauf darauf oben obendrauf passiert passieren geht gehts "
    "regel regeln hausregel hausregeln spiel okay ok einfach wirklich richtig stimmt immer "
    "wieder mehr alle alles jeder jede jeden jedes jedem viel viele vielen wieviel wieviele "
    "nun sonst trotzdem überhaupt dieser diese dieses diesen diesem denen deren dessen "
    "selbst selber lassen lässt laut eig bzw usw macht machen mache machst bewirkt bewirken "
    "tut"
)

_VERBS = {
    # strong and irregular verbs: their forms the stemmer does not take to the infinitive
    "ziehen": "zog zogen zogst gezogen",
    "nehmen": "nimmt nimmst nimm nahm nahmen genommen",
    "geben": "gibst gab gaben gegeben",
    "werfen": "wirft wirfst wirf warf warfen geworfen",
    "rufen": "rief riefen gerufen",
    "vergessen": "vergisst vergaß vergaßen",
    "anfangen": "fängt fängst fing fingen angefangen",
    "beginnen": "begann begannen begonnen",
    "gewinnen": "gewann gewannen gewonnen",
    "verlieren": "verlor verloren",
    "gelten": "gilt galt gegolten",
    "liegen": "lag lagen gelegen",
    "bleiben": "blieb blieben geblieben",
    "halten": "hält hielt gehalten",
    "kommen": "kam kamen",
    "gehen": "ging gingen gegangen",
    "sehen": "sieht sah",
    "ausscheiden": "schied schieden ausgeschieden",
    "fliegen": "flog flogen geflogen",
    "schreien": "schrie schrien geschrien",
    "helfen": "hilft half geholfen",
    "stehen": "stand standen gestanden",
    "treffen": "trifft traf getroffen",
    "schmeißen": "schmeißt schmiss geschmissen",
    "bekommen": "bekam bekamen",
    "heben": "hob hoben gehoben",
    "setzen": "setzt",
    "tun": "tut tat getan",
    "matchen": "passt passend",  # "passt" fits; "passen" is also passing one's turn
    "stacken": "stapeln stapelbar stapelung stapelregel",  # a "Stapel" is a pile
    "werten": "zählt zählst zählte zählten gezählt",  # "Zahlen" are numbers
    "legen": "spielen",  # to play a card is to lay it
    "muss": "musst müssen musste mussten müsste muß",
}

# verbs whose every form a question may use ("gelegt", "legst", "abzulegen")
_REGULAR_VERBS = (
    "legen ablegen drauflegen hinlegen dazulegen dazwischenlegen auslegen spielen ausspielen "
    "stapeln draufstapeln stacken aussetzen anzweifeln zweifeln aufdecken umdrehen decken "
    "ausmachen mischen tauschen wechseln zählen zusammenzählen bluffen schummeln mogeln "
    "sagen ansagen wählen wünschen aussuchen ändern behalten passen bedienen drücken "
    "erwischen bestrafen austeilen verteilen addieren kombinieren beenden aufhören "
    "beschriften vorsagen verschenken antworten bestimmen stecken zurückstecken "
    "erlauben schreiben unterbrechen überspringen reinlegen aufnehmen nachziehen "
    "dazwischenwerfen reinwerfen weitergeben abheben"
)

# prefixes a verb's participle or "zu" stands behind: "aus-ge-setzt", "auf-zu-nehmen"
_SEPARABLE = (
    "ab an auf aus dazu dazwischen drauf durch ein mit nach rein raus um vor weg weiter zu "
    "zurück zusammen hin her los hoch"
)
_ON = frozenset({"auf", "drauf", "darauf", "uber"})  # the terms of "on", "onto"
_IMPLIED = (
    Implied(((DRAW_CARDS, 2),), STACK),
    Implied(((DRAW_CARDS, 1), (frozenset({"zusamm", "kombini", "doppelt", "beid", "gleichzeit"}),
                               1)), STACK),
    Implied(((ANY_CARD, 2), (_ON, 1)), MATCH),  # "grüne 5 auf rote 5"
    Implied(((ANY_CARD, 1), (frozenset({PLAY}), 1), (_ON, 1)), MATCH),  # "was auf eine 7 legen"
)  # fmt: skip

_INFLECTIONS = Inflections(
    endings=("e", "en", "n", "er", "es", "s", "em"),
    on_stem=True,
    verbs=tuple(_REGULAR_VERBS.split()),
    infinitive=("en", "n"),
    verb_endings=("e", "st", "t", "et", "te", "ten"),
    participle="ge",
    participle_endings=("t", "et", "en"),
    separable=tuple(_SEPARABLE.split()),
    infix="zu",
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
        *((word, str(number)) for number, word in enumerate(NUMBERS)),
    ),
    implied=_IMPLIED,
    entry_words=MappingProxyType(_ENTRY_WORDS),
    intents=INTENTS,
    colors=MappingProxyType(_COLOURS),
    before_top=frozenset({"auf", "drauf", "darauf", "über", "oben", "obendrauf", "nach"}),
    closest=CLOSEST,
    numbers=frozenset(NUMBERS),
    scopes=SCOPES,
    spellings=(("ae", "a"), ("oe", "o"), ("ue", "u"), ("ss", "ß")),
    compounds=True,
    joins=("s", "n", "en", "es"),
    inflections=_INFLECTIONS,
)
