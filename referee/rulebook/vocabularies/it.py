"""The Italian words players use: what the rulebook search reads an Italian question with.

The cards' and the options' names come from the catalogs (:func:`said_cards`,
:func:`said_options`: "Jolly pesca quattro", "Sette-Zero"); beside them, the names Italian
families use at the table ("+4", "più quattro", "cambio colore", "inverti",
"accumulare", "dire UNO"). The ideas (``STACK``, ``#W+4``...) are the English vocabulary's:
an Italian question is read as the same ideas, and offers the same wizards.

Words are written as people spell them: the search drops accents (``più`` is read ``piu``,
``finché`` ``finche``). It also drops apostrophes, so that an elided word is read joined to
the next one ("l'ultima" is ``lultima``, "dell'avversario" ``dellavversario``): the
irregular forms list those joined words, for the articles and prepositions that elide
(:data:`_ELIDED`) before the words a question may hold (:data:`_VOWEL_WORDS`), as the
word itself.
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

LANGUAGE = "it"
NUMBERS = ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove")
MATCH = "MATCH"

_COLOURS = {
    **{word: Color.RED for word in ("rosso", "rossa", "rossi", "rosse")},
    **{word: Color.YELLOW for word in ("giallo", "gialla", "gialli", "gialle")},
    **{word: Color.GREEN for word in ("verde", "verdi")},
    **{word: Color.BLUE for word in ("blu", "azzurro", "azzurra", "azzurri", "azzurre")},
    "rosa": DARK_COLORS["P"], "turchese": DARK_COLORS["T"], "turchesi": DARK_COLORS["T"],
    "arancione": DARK_COLORS["O"], "arancioni": DARK_COLORS["O"], "arancio": DARK_COLORS["O"],
    "viola": DARK_COLORS["U"],
    # the cards' codes, as the app writes them (r7, b+2)
    **COLOR_CODES,
}  # fmt: skip

_PHRASES = (
    # cards, as Italian players say them beyond the printed names
    ("+4", "#W+4"), ("+ 4", "#W+4"), ("più quattro", "#W+4"), ("più 4", "#W+4"),
    ("pesca quattro", "#W+4"), ("pesca 4", "#W+4"), ("pesco quattro", "#W+4"),
    ("jolly +4", "#W+4"), ("jolly più quattro", "#W+4"), ("jolly pesca 4", "#W+4"),
    ("cambio colore +4", "#W+4"), ("cambio colore pesca quattro", "#W+4"),
    ("w+4", "#W+4"), ("wd4", "#W+4"), ("quattro carte nere", "#W+4"),
    ("+2", "#+2"), ("+ 2", "#+2"), ("più due", "#+2"), ("più 2", "#+2"),
    ("pesca 2", "#+2"), ("pesco due", "#+2"),
    ("cambio colore", "#W"), ("cambia colore", "#W"), ("cambiacolore", "#W"),
    ("carta nera", "#W"), ("jolly nero", "#W"), ("wild", "#W"), ("matta", "#W"),
    # "salta il turno" is what a Salta turno does, and a Pesca due, and...: read as that,
    # even where the words are the card's name on the box ("Salta turno")
    ("salta il turno", "saltaturno"), ("stop", "#S"), ("skip", "#S"),
    # "Salta" and "Inverti", the names the app printed before the box's, still said at the table
    ("salta", "#S"), ("inverti", "#R"),
    ("blocca", "#S"), ("divieto", "#S"),
    ("cambio giro", "#R"), ("cambio senso", "#R"), ("cambio direzione", "#R"),
    ("inversione", "#R"), ("reverse", "#R"), ("freccia", "#R"), ("frecce", "#R"),
    ("cambia giro", "#R"), ("inverte", "#R"), ("invertire", "#R"),
    ("senso inverso", "direzione"), ("senso antiorario", "direzione"),
    ("altro senso", "direzione"), ("cambia direzione", "direzione"),
    ("scambia mani", "#WSW"), ("scambio mani", "#WSW"), ("scambiare mani", "#WSW"),
    ("mescola mani", "#WSH"), ("mescolare mani", "#WSH"),
    ("personalizzabile", "#WC"), ("carta bianca", "#WC"), ("jolly bianco", "#WC"),
    ("da scrivere", "#WC"), ("scrivere regola", "#WC"),
    # Seven-O
    ("7 0", "@seven_o"), ("7 zero", "@seven_o"), ("sette 0", "@seven_o"),
    ("7 e 0", "@seven_o"), ("7 e lo 0", "@seven_o"), ("sette e zero", "@seven_o"),
    ("7 o 0", "@seven_o"), ("70", "@seven_o"), ("seven o", "@seven_o"), ("7 o", "@seven_o"),
    ("seven zero", "@seven_o"), ("sette zero", "@seven_o"), ("settezero", "@seven_o"),
    ("scambiare carte", "@seven_o"), ("scambi carte", "@seven_o"),
    ("passano carte", "@seven_o"), ("passare carte", "@seven_o"),
    # Jump-In
    ("jump in", "@jump_in"), ("jumpin", "@jump_in"), ("inserirsi", "@jump_in"),
    ("buttarsi dentro", "@jump_in"), ("buttarmi dentro", "@jump_in"),
    ("buttare dentro", "@jump_in"), ("intromettersi", "@jump_in"), ("infilarsi", "@jump_in"),
    ("carta uguale", "@jump_in"), ("carta identica", "@jump_in"),
    ("stessa carta", "@jump_in"), ("stessa identica", "@jump_in"),
    ("fuori turno", "OUT_OF_TURN"), ("non è il mio turno", "OUT_OF_TURN"),
    ("non era il suo turno", "OUT_OF_TURN"), ("non tocca", "OUT_OF_TURN"),
    ("non toccava", "OUT_OF_TURN"), ("prima del suo turno", "OUT_OF_TURN"),
    ("prima del mio turno", "OUT_OF_TURN"), ("ordine sbagliato", "OUT_OF_TURN"),
    ("turno sbagliato", "OUT_OF_TURN"),
    # calling UNO
    ("dire uno", CALL_UNO), ("detto uno", CALL_UNO), ("dice uno", CALL_UNO),
    ("dici uno", CALL_UNO), ("dicono uno", CALL_UNO), ("gridare uno", CALL_UNO),
    ("urlare uno", CALL_UNO), ("chiamare uno", CALL_UNO), ("senza uno", CALL_UNO),
    ("uno dimenticato", CALL_UNO), ("dimenticato uno", CALL_UNO),
    ("scordato uno", CALL_UNO), ("uno non detto", CALL_UNO), ("non detto", CALL_UNO),
    ("penultima carta", CALL_UNO), ("una carta in mano", CALL_UNO),
    ("ultima carta in mano", CALL_UNO), ("una sola carta", CALL_UNO),
    ("1 carta", CALL_UNO), ("una carta rimasta", CALL_UNO),
    ("dimenticato dire", CALL_UNO), ("scordato dire", CALL_UNO),
    ("beccato", CALL_UNO), ("sgamato", CALL_UNO), ("uno penalità", CALL_UNO),
    ("uno falso", "FALSE_UNO"), ("falso uno", "FALSE_UNO"), ("uno sbagliato", "FALSE_UNO"),
    ("per sbaglio", "FALSE_UNO"), ("richiamo errato", "FALSE_UNO"),
    ("uno troppo presto", "FALSE_UNO"), ("uno a vuoto", "FALSE_UNO"),
    ("ancora 2 carte", "FALSE_UNO"), ("ancora 3 carte", "FALSE_UNO"),
    ("ancora due carte", "FALSE_UNO"), ("ancora tre carte", "FALSE_UNO"),
    ("due carte in mano", "FALSE_UNO"),
    # stacking
    ("accumulare", STACK), ("accumulo", STACK), ("sommare", STACK), ("somma", STACK),
    ("stacking", STACK), ("progressivo", STACK), ("impilare", STACK),
    ("rispondere con", STACK), ("rilanciare", STACK), ("passare avanti", STACK),
    ("più su più", STACK), ("pesca su pesca", STACK), ("sommano", STACK),
    # challenges
    ("sfidare", CHALLENGE), ("sfida", CHALLENGE), ("contestare", CHALLENGE),
    ("contesto", CHALLENGE), ("dubitare", CHALLENGE), ("bluff", CHALLENGE),
    ("bluffare", CHALLENGE), ("bluffato", CHALLENGE), ("challenge", CHALLENGE),
    ("imbrogliare", CHALLENGE), ("imbrogliato", CHALLENGE), ("barare", CHALLENGE),
    ("barato", CHALLENGE), ("fregato", CHALLENGE),
    ("vedere le carte", CHALLENGE), ("mostrare le carte", CHALLENGE),
    ("far vedere", CHALLENGE), ("fa vedere", CHALLENGE), ("mostrare mano", CHALLENGE),
    ("vedere mano", CHALLENGE), ("illegale", CHALLENGE), ("irregolare", CHALLENGE),
    ("non valido", CHALLENGE), ("scorretto", CHALLENGE),
    ("senza bluff", "NO_BLUFFING"), ("niente bluff", "NO_BLUFFING"),
    ("senza bluffare", "NO_BLUFFING"), ("no bluff", "NO_BLUFFING"),
    ("vietato bluffare", "NO_BLUFFING"),
    ("valido", "LEGAL"), ("consentito", "LEGAL"), ("permesso", "LEGAL"),
    ("regolare", "LEGAL"), ("lecito", "LEGAL"), ("legale", "LEGAL"),
    # the first card
    ("prima carta", FIRST_CARD), ("carta iniziale", FIRST_CARD), ("carta di partenza", FIRST_CARD),
    ("carta girata", FIRST_CARD), ("girare la prima", FIRST_CARD), ("carta scoperta", FIRST_CARD),
    ("prima scoperta", FIRST_CARD), ("carta di inizio", FIRST_CARD),
    ("prima girata", FIRST_CARD), ("si gira", FIRST_CARD), ("girare", FIRST_CARD),
    # the draw pile running out
    ("mazzo finito", "EMPTY_PILE"), ("mazzo vuoto", "EMPTY_PILE"),
    ("mazzo esaurito", "EMPTY_PILE"), ("finite le carte", "EMPTY_PILE"),
    ("finito il mazzo", "EMPTY_PILE"), ("carte finite", "EMPTY_PILE"),
    ("non ci sono più carte", "EMPTY_PILE"), ("niente da pescare", "EMPTY_PILE"),
    ("carte da pescare", "EMPTY_PILE"), ("mazzo di pesca vuoto", "EMPTY_PILE"),
    ("non si può pescare", "EMPTY_PILE"), ("rimescolare", "EMPTY_PILE"),
    ("mescolare gli scarti", "EMPTY_PILE"),
    # points
    ("punto", "POINTS"), ("punteggio", "POINTS"), ("quanto valgono", "POINTS"),
    ("valore", "POINTS"), ("conteggio", "POINTS"), ("contare", "POINTS"),
    ("quanto vale", "POINTS"), ("quanti punti", "POINTS"), ("contano", "POINTS"),
    ("contano punti", "POINTS"), ("contare punti", "POINTS"),
    ("meno punti", "LOWEST"), ("punteggio più basso", "LOWEST"),
    ("punti contro", "LOWEST"), ("punti negativi", "LOWEST"), ("punti di penalità", "LOWEST"),
    ("meno punti vince", "LOWEST"), ("chi ha meno", "LOWEST"),
    # dealing and going first
    ("fare le carte", "DEAL"), ("fa le carte", "DEAL"), ("dare le carte", "DEAL"),
    ("da le carte", "DEAL"), ("dà le carte", "DEAL"), ("danno a testa", "DEAL"),
    ("si danno", "DEAL"), ("distribuire", "DEAL"), ("mazziere", "DEAL"),
    ("chi inizia", "DEAL"), ("chi comincia", "DEAL"), ("chi parte", "DEAL"),
    ("chi gioca per primo", "DEAL"), ("chi va per primo", "DEAL"),
    ("chi tocca per primo", "DEAL"), ("a testa", "DEAL"), ("7 carte", "DEAL"),
    ("sette carte", "DEAL"), ("carte ciascuno", "DEAL"), ("carte per giocatore", "DEAL"),
    ("iniziare", "DEAL"), ("cominciare", "DEAL"), ("inizio", "DEAL"),
    ("senso orario", "DEAL"),
    # going out
    ("chiudere", "GO_OUT"), ("chiude", "GO_OUT"), ("chiuso", "GO_OUT"),
    ("ultima carta", "GO_OUT"), ("finire", "GO_OUT"), ("finisce la mano", "GO_OUT"),
    ("mano finisce", "GO_OUT"), ("mano finita", "GO_OUT"), ("finire le carte", "GO_OUT"),
    ("restare senza carte", "GO_OUT"), ("senza carte", "GO_OUT"), ("vincere la mano", "GO_OUT"),
    # a round is "la smazzata" in the app; players also say "la mano" (above) and "il round"
    ("finisce la smazzata", "GO_OUT"), ("smazzata finisce", "GO_OUT"),
    ("smazzata finita", "GO_OUT"), ("fine della smazzata", "GO_OUT"),
    ("finisce il round", "GO_OUT"), ("round finisce", "GO_OUT"), ("round finito", "GO_OUT"),
    ("fine del round", "GO_OUT"),
    ("ultimo", "GO_OUT"), ("per ultimo", "GO_OUT"),
    # other words for the same thing
    ("rosso", "colore"), ("giallo", "colore"), ("verde", "colore"), ("blu", "colore"),
    ("azzurro", "colore"),
    ("round", "smazzata"), ("fuori dalla mano", "fuori dalla smazzata"),
    ("eliminato dalla mano", "eliminato dalla smazzata"),
    ("carte in tutto", "mazzo"), ("scatola", "mazzo"), ("confezione", "mazzo"),
    ("mazzo di uno", "mazzo"), ("quante carte ci sono", "mazzo"),
    ("turno in più", "EXTRA_TURN"), ("turno extra", "EXTRA_TURN"),
    ("rigiocare", "EXTRA_TURN"), ("gioca ancora", "EXTRA_TURN"),
    ("di nuovo", "EXTRA_TURN"), ("due volte", "EXTRA_TURN"), ("ritocca", "EXTRA_TURN"),
    ("obbligato", "obbligo"), ("obbligatorio", "obbligo"), ("costretto", "obbligo"),
    ("per forza", "obbligo"),
    ("continuare a pescare", "DRAW_UNTIL"), ("pescare finché", "DRAW_UNTIL"),
    ("finché giocare", "DRAW_UNTIL"), ("finché trovare", "DRAW_UNTIL"),
    ("pescare fino a", "DRAW_UNTIL"), ("pescare ancora", "DRAW_UNTIL"),
    ("passare", "PASS_TURN"), ("passo", "PASS_TURN"), ("passare il turno", "PASS_TURN"),
    ("prendere", "pescare"), ("prendo", "pescare"), ("tirare su", "pescare"),
    ("carta pescata", "pescata"),
    ("compagno", "squadra"), ("coppia", "squadra"), ("coppie", "squadra"),
    ("squadre", "squadra"), ("2 contro 2", "squadra"), ("due contro due", "squadra"),
    ("in coppia", "squadra"), ("a coppie", "squadra"), ("alleato", "squadra"),
    ("in due", TWO_PLAYERS), ("due giocatori", TWO_PLAYERS), ("2 giocatori", TWO_PLAYERS),
    ("1 contro 1", TWO_PLAYERS), ("uno contro uno", TWO_PLAYERS), ("1v1", TWO_PLAYERS),
    ("solo due", TWO_PLAYERS), ("in 2", TWO_PLAYERS), ("due persone", TWO_PLAYERS),
    ("2 persone", TWO_PLAYERS), ("testa a testa", TWO_PLAYERS),
    ("non posso giocare", "CANNOT_PLAY"), ("non ho niente", "CANNOT_PLAY"),
    ("niente da giocare", "CANNOT_PLAY"), ("nessuna carta", "CANNOT_PLAY"),
    ("non ho carte", "CANNOT_PLAY"), ("non posso rispondere", "CANNOT_PLAY"),
    ("non ho la carta", "CANNOT_PLAY"), ("non ho il colore", "CANNOT_PLAY"),
    ("stesso colore", MATCH + " colore"), ("stesso numero", MATCH + " numero"),
    ("stesso simbolo", MATCH + " simbolo"),
    ("rispondere al colore", MATCH), ("abbinare", MATCH),
    ("aiutare", "aiuto"), ("suggerire", "aiuto"), ("suggerimenti", "aiuto"),
    ("dicendogli", "aiuto"), ("consigli", "aiuto"), ("dire cosa giocare", "aiuto"),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip", FLIP), ("lato chiaro", FLIP), ("lato scuro", FLIP),
    ("pesca cinque", FLIP_CARD), ("pesca 5", FLIP_CARD), ("+5", FLIP_CARD),
    ("pesca uno", FLIP_CARD), ("pesca 1", FLIP_CARD), ("+1", FLIP_CARD),
    ("pesca colore", FLIP_CARD), ("jolly pesca colore", FLIP_CARD),
    ("salta tutti", FLIP_CARD),
    ("doppia faccia", FLIP), ("rosa", FLIP), ("turchese", FLIP), ("arancione", FLIP),
    ("viola", FLIP),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("senza pietà", NO_MERCY), ("uno no mercy", NO_MERCY), ("uno all wild", ALL_WILD),
    ("regola della pietà", "pietà escluso"),
    ("+6", NO_MERCY), ("+10", NO_MERCY), ("pesca sei", NO_MERCY), ("pesca 6", NO_MERCY),
    ("pesca dieci", NO_MERCY), ("pesca 10", NO_MERCY), ("roulette", NO_MERCY),
    ("roulette dei colori", NO_MERCY), ("scarta tutto", NO_MERCY),
    ("inverti pesca quattro", NO_MERCY), ("inverti +4", NO_MERCY),
    ("all wild", ALL_WILD), ("salta due", ALL_WILD), ("pesca due mirato", ALL_WILD),
    ("scambio forzato", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("lanciacarte", ATTACK),
    ("lancia carte", ATTACK), ("sparacarte", ATTACK), ("premere", ATTACK),
    ("pulsante", ATTACK), ("bottone", ATTACK), ("premi 2", ATTACK), ("premi due", ATTACK),
    ("tutti premono", ATTACK), ("fuoco", ATTACK),
    ("challenge uno", ELIMINATION), ("eliminazione", ELIMINATION), ("eliminare", ELIMINATION),
    ("fuori dal gioco", ELIMINATION),
    ("fuori dalla partita", ELIMINATION), ("sono fuori", ELIMINATION),
    ("è fuori", ELIMINATION), ("chi resta", ELIMINATION), ("ultimo rimasto", ELIMINATION),
    # playing a card
    ("giocare", PLAY), ("mettere", PLAY), ("buttare", PLAY), ("calare", PLAY),
    ("tirare", PLAY), ("posare", PLAY), ("scartare", PLAY), ("mettere sopra", PLAY),
    ("buttare giù", PLAY),
)  # fmt: skip

_ENTRY_WORDS = {
    "deck": "quante carte ci sono nel mazzo, quante carte ha il mazzo di UNO, numero di "
    "carte, che carte ci sono, uno 0 per colore, due di ogni numero per colore, quanti "
    "jolly ci sono, quante carte di ogni tipo in tutto",
    "deal": "chi fa le carte, chi dà le carte, mazziere, distribuire, chi inizia, chi "
    "comincia, chi gioca per primo, quante carte a testa, 7 carte, sette carte ciascuno, "
    "iniziare la partita, in che senso si gioca, senso orario, a sinistra del mazziere",
    "first-card": "prima carta girata, prima carta scoperta, carta iniziale, cosa succede "
    "con la prima carta, la carta che inizia la partita",
    "first-card-reverse": "prima carta inverti, la prima carta è un cambio giro",
    "first-card-wild-draw-four": "prima carta +4, la prima carta è un jolly pesca quattro, "
    "rimettere nel mazzo, rimescolare",
    "matching": "cosa posso giocare, posso mettere questa carta, stesso colore, stesso "
    "numero, stesso simbolo, rispondere al colore, valido, che carte posso buttare nel mio "
    "turno, un 5 rosso su un 5 blu, colore diverso ma stesso numero, giallo su giallo",
    "turn-order": "fuori turno, non era il suo turno, giocato prima del turno, a chi tocca, "
    "ordine sbagliato",
    "wild": "jolly, cambio colore, scegliere il colore, cambiare colore, dire il colore, "
    "chiamare il colore, jolly su jolly, stesso colore dopo il jolly",
    "skip": "salta, salta il turno, stop, chi salta, chi viene saltato, il giocatore "
    "successivo salta, chi salta deve pescare",
    "reverse": "inverti, cambio giro, cambio senso, cambio direzione, senso inverso, torna a "
    "chi ha appena giocato",
    "draw-two": "+2, pesca due, più due, pescare due carte",
    "wild-draw-four": "+4, più quattro, pesca quattro, jolly pesca quattro, quante carte si "
    "pescano, quando si può giocare, solo se non hai il colore, solo senza carte del colore "
    "in mano",
    "wild-draw-four-challenge": "sfidare, sfida, bluff, bluffare, contestare il +4, vedere "
    "le carte, mostrare la mano, +4 irregolare, il +4 era valido, sfida persa, quante carte "
    "se perdi la sfida",
    "drawing": "pescare, pescare una carta, non posso giocare, niente da giocare, giocare la "
    "carta pescata, giocare un'altra carta dopo aver pescato, pescare e poi giocare, la "
    "carta pescata non va bene, è finito il mio turno, pescare anche se posso giocare, "
    "passare, non sei obbligato a giocare",
    "empty-draw-pile": "mazzo finito, mazzo vuoto, mazzo di pesca finito, non ci sono più "
    "carte da pescare, rimescolare gli scarti, pila degli scarti",
    "uno-call": "dire UNO, gridare UNO, dimenticato di dire UNO, beccato, penalità, "
    "penultima carta, non ha detto UNO, due carte di penalità",
    "false-uno": "UNO falso, richiamo errato, UNO detto con due carte, UNO detto troppo "
    "presto, UNO gridato per sbaglio con la mano piena",
    "going-out": "ultima carta, chiudere, chiudere la mano, fine della mano, vincere la mano, "
    "la mano finisce, fine della smazzata, vincere la smazzata, la smazzata finisce, fine del "
    "round, vincere il round, il round finisce, chiudere con una carta azione, chiudere con un +2",
    "scoring": "punti, punteggio, quanto vale, valore delle carte, quanti punti, contare i "
    "punti, chi guadagna i punti, il vincitore della mano prende i punti, il vincitore della "
    "smazzata segna i punti",
    "scoring-lowest": "vince chi ha meno punti, punteggio più basso, punti contro, punti di "
    "penalità, contare le proprie carte",
    "two-players": "in due, due giocatori, 2 giocatori, solo due, uno contro uno, inverti in "
    "due, cambio giro in due",
    "partners": "squadre, compagno, coppie, 2 contro 2, giocare a coppie, in coppia",
    "special-wilds": "jolly scambia mani, jolly mescola mani, jolly personalizzabile, carta "
    "bianca, scrivere una regola",
    "other-penalties": "aiutare, aiuto, suggerire, dire a qualcuno cosa giocare, consigli, "
    "aiutare il compagno, suggerire al compagno cosa giocare, "
    "regalare carte, passare una carta a un altro giocatore, scambiare carte, penalità",
    "stacking": "accumulare, accumulo, sommare, impilare, +2 su +2, +4 su +2, rispondere "
    "con un'altra carta pesca, le carte pesca si sommano, UNO progressivo, due carte pesca "
    "insieme o contemporaneamente, doppio +2, combinare entrambi",
    "seven-o": "sette-zero, 7-0, scambiare le carte con il 7, passare le carte con lo 0",
    "jump-in": "jump-in, inserimento, buttarsi dentro, inserirsi, carta identica, stessa "
    "carta, fuori turno",
    "draw-until-playable": "pescare finché si può giocare, continuare a pescare, pescare "
    "finché non trovi una carta buona, pescare tante carte",
    "must-play-drawn": "obbligo di giocare la carta pescata, obbligato a giocarla, devo "
    "giocarla, giocare o tenere la carta pescata, non puoi tenere la carta pescata",
    "no-bluffing": "senza bluff, niente bluff, non si può bluffare, vietato bluffare",
    "no-wild-finish": "chiudere con un jolly, ultima carta jolly, finire con il jolly, "
    "niente chiusura con jolly",
    "combined-rules": "combinare regole della casa, due regole insieme, entrambe le regole, "
    "conflitto",
    "flip": "UNO Flip, mazzo flip, carta flip, lato chiaro, lato scuro, quale lato conta, "
    "quanto vale una carta flip, punti flip, carte a doppia faccia",
    "flip-cards": "carte di UNO Flip, cosa fa pesca uno, cosa fa pesca cinque, salta tutti, "
    "jolly pesca due, jolly pesca colore, pescare fino al colore, flip come prima carta, "
    "pesca cinque flip, +5, +1, carte flip, carta flip girata per prima",
    "no-mercy": "UNO No Mercy, Show 'Em No Mercy, senza pietà, mazzo no mercy, carte no "
    "mercy, punti no mercy, 168 carte",
    "no-mercy-knockout": "regola della pietà, eliminato, eliminato con 25 carte, fuori, 25 "
    "carte, troppe carte, è "
    "fuori, fuori dalla mano, fuori dalla smazzata, fuori dal round, ultimo giocatore rimasto",
    "no-mercy-stacking": "accumulo no mercy, +6 su +4, +6 sopra +4, +10, pesca sei, pesca "
    "dieci, jolly inverti pesca quattro, roulette dei colori, scarta tutto, salta tutti",
    "all-wild": "UNO All Wild, ogni carta è un jolly, salta due, pesca due mirato, scambio "
    "forzato, punti all wild",
    "attack": "UNO Attack, lanciacarte, premere il pulsante, premi 2, tutti premono, fuoco, "
    "scambia mani, punti attack",
    "challenge-uno": "Challenge UNO, eliminazione, uscito dalla partita, fuori dal gioco, "
    "quando sono fuori, ultimo giocatore rimasto, chi resta",
}

_STOP_TEXT = (
    "il lo la i gli le l un una gl del dello della dei degli delle dell al allo "
    "alla ai agli alle all dal dallo dalla dai dagli dalle dall nel nello nella nei negli "
    "nelle nell sul sullo sulla sui sugli sulle sull col coi di a da in con su per tra fra "
    "e ed o od ma se che chi cosa cose come dove quando perche perché quale quali quanto "
    "quanta quanti quante io tu lui lei noi voi loro mi ti si ci vi ne me te se lo gli "
    "mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra vostro vostra "
    "sono e è siamo siete era eri erano ero sara sarà sarebbe stato stata stati "
    "ho hai ha abbiamo avete hanno aveva avevo avevi avevano avrei avrebbe abbia "
    "posso puoi può puo possiamo potete possono potrei potrebbe potevo poteva "
    "devo devi deve dobbiamo dovete devono dovrei dovrebbe bisogna "
    "voglio vuoi vuole vogliamo volete vogliono "
    "fa fai faccio facciamo fanno fare fatto succede succedono successo funziona funzionano "
    "allora poi anche ancora gia già solo pure proprio sempre mai piu mica "
    "ok okay va bene vale sopra dopo regola regole ufficiale ufficiali casa gioco partita "
    "questo questa questi queste quello quella quelli quelle ce c qui qua li là la "
    "ciao scusate scusa grazie per favore dai boh tipo cioe cioè insomma comunque "
    "secondo me altro altra altri altre qualcuno qualcosa nessuno niente tutto tutti "
    "tutta tutte ogni vero giusto no sì si certo esatto davvero"
)

_VERBS = {
    # irregular forms the stemmer does not take to their verb
    "dire": "detto detta dico dice dici dicono diciamo dite disse dirlo dirla diro dirà",
    "fare": "fatto",
    "mettere": "metto metti mette mettiamo mettono messo messa misi mise",
    "vincere": "vinto vinta vinse vinco",
    "perdere": "perso persa",
    "chiudere": "chiuso chiusa chiusi",
    "prendere": "preso presa prendi",
    "scegliere": "scelto scelta sceglie scelgo scegli",
    "rimanere": "rimasto rimasta rimane rimango rimasti",
    "dare": "do dà danno dato data diamo",
    "distribuire": "mazziere mazzieri",  # a "mazzo" is the deck
    "uscire": "esce esco uscito",
    "vedere": "visto vista vedo",
    "accorgersi": "accorto",
    "sfidare": "sfido",
    "giocare": "giochi giochiamo giocarla giocarlo",
    "direzione": "giro giri",  # "girare" is turning the first card up
    "buttare": "buttarla buttarlo butti",
    "pescare": "peschi pesco peschiamo pescarla",
    "tenere": "tengo tiene tieni tenuto tenerla",
    "rispondere": "risposto",
    # knocked out of a No Mercy round is "eliminato"; Challenge UNO is an "eliminazione"
    "escluso": "eliminato eliminata eliminati eliminate",
    "girata": "scoperta scoperte",  # "scoperto" is caught without saying UNO
}

# the articles and prepositions that elide before a vowel ("l'ultima", "dell'avversario")
_ELIDED = ("l", "dell", "all", "nell", "sull", "dall", "un", "quest", "quell", "c", "d", "s")
# the words a question holds after an elision, read as themselves
_VOWEL_WORDS = (
    "ultima ultimo ultime ultimi avversario avversaria avversari altro altra altri "
    "altre inizio iniziale uno una inverti inversione accumulo obbligo ordine ora "
    "altro esempio eliminato eliminata eliminazione effetto azione arbitro obiettivo "
    "opzione ultimo uno undici acqua ho ha hanno aveva abbiamo hai era è avevo "
    "avversaria accumulare altri alternativa intera interpretazione orario ultima"
)

_ON = frozenset({"su", "sul", "sulla", "sullo", "sui", "sulle", "sopr", "dop"})
_IMPLIED = (
    Implied(((DRAW_CARDS, 2),), STACK),
    Implied(((DRAW_CARDS, 1), (frozenset({"insiem", "entramb", "combin", "contemporan", "dopp"}),
                               1)), STACK),
    Implied(((ANY_CARD, 2), (_ON, 1)), MATCH),  # "5 verde su 5 rosso"
    Implied(((ANY_CARD, 1), (frozenset({PLAY}), 1), (_ON, 1)), MATCH),  # "cosa gioco su un 7"
)  # fmt: skip

_INFLECTIONS = Inflections(
    endings=(
        "a", "e", "i", "o", "are", "ere", "ire", "ato", "ata", "ati", "ate", "ito", "ita",
        "uto", "ando", "endo", "ano", "ono", "iamo",
    ),
    on_stem=True,
)  # fmt: skip


def _irregular() -> dict[str, str]:
    """Each irregular form -> its verb, and each elided word -> the word itself."""
    found = {form: verb for verb, forms in _VERBS.items() for form in forms.split()}
    for word in _VOWEL_WORDS.split():
        if word in _STOP_TEXT.split():
            continue  # elided, still a word that carries no meaning ("l'ho", "c'è")
        for article in _ELIDED:
            found.setdefault(article + word, word)
    return found


_STOP_WORDS = frozenset(_STOP_TEXT.split())
_STOP_WORDS |= {article + word for word in _VOWEL_WORDS.split() if word in _STOP_WORDS
                for article in _ELIDED}  # fmt: skip

VOCABULARY = Vocabulary(
    language=LANGUAGE,
    stop_words=_STOP_WORDS,
    irregular=MappingProxyType(_irregular()),
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
    before_top=frozenset({"su", "sul", "sulla", "sullo", "sui", "sulle", "sopra", "dopo"}),
    closest=CLOSEST,
    numbers=frozenset(NUMBERS),
    scopes=SCOPES,
    inflections=_INFLECTIONS,
)
