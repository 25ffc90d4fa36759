"""Italian questions typed the way an Italian family types them mid-game, and the rule each
asks about: ``(question, rule, place)``, the rule first (``1``) or within the first three
(``3``, where two rules both answer). Some are typed without accents ("si puo", "piu"),
some with typos, some with elided words ("l'ultima", "dell'avversario").

The first batch was written before the vocabulary was tuned, and tuned against; the second
(``# a second batch``) was written at the same time and left aside until the end.

The server's search and the phone's copy of it answer the same table
(tests/referee/test_search_languages.py).
"""

QUESTIONS = [
    # stacking
    ("posso mettere un +4 sopra un +2?", "stacking", 1),
    ("si possono accumulare i +2", "stacking", 1),
    ("+2 su +2 vale?", "stacking", 1),
    ("pesca due sopra pesca due si puo", "stacking", 1),
    ("se mi tirano un +4 posso rispondere con un altro +4", "stacking", 1),
    ("si sommano i più due?", "stacking", 1),
    ("accumulo", "stacking", 1),
    ("accumulre i piu due", "stacking", 1),
    # Seven-O
    ("regola del 7 e dello 0", "seven-o", 1),
    ("quando butti un 7 scambi le carte con qualcuno?", "seven-o", 1),
    ("sette zero come funziona", "seven-o", 1),
    ("con lo zero si passano le carte a tutti", "seven-o", 1),
    # calling UNO
    ("ho dimenticato di dire uno", "uno-call", 1),
    ("non ha detto uno cosa succede", "uno-call", 1),
    ("quante carte pesca se non dice uno", "uno-call", 1),
    ("quando si deve dire uno", "uno-call", 1),
    ("mi sono scordato di dire uno ma nessuno se n'è accorto", "uno-call", 1),
    ("dimenticato uno", "uno-call", 1),
    ("ha detto uno ma aveva ancora 3 carte", "false-uno", 1),
    ("ha gridato uno per sbaglio con due carte in mano", "false-uno", 1),
    # the Wild Draw Four and challenges
    ("posso sfidare il +4", "wild-draw-four-challenge", 1),
    ("secondo me ha bluffato col più quattro", "wild-draw-four-challenge", 1),
    ("se sfido e perdo quante carte pesco", "wild-draw-four-challenge", 1),
    ("mi fa vedere le carte se contesto il +4?", "wild-draw-four-challenge", 1),
    ("si puo sfidare il piu quattro", "wild-draw-four-challenge", 1),
    ("posso vedere le carte dell'avversario se contesto il +4", "wild-draw-four-challenge", 1),
    ("quando si puo giocare il jolly pesca quattro", "wild-draw-four", 1),
    ("posso buttare il +4 se ho il colore", "wild-draw-four", 1),
    ("pesca quattro", "wild-draw-four", 1),
    ("giochiamo senza bluffare", "no-bluffing", 1),
    # points
    ("quanti punti vale un jolly", "scoring", 1),
    ("come si contano i punti", "scoring", 1),
    ("quanto vale la carta salta", "scoring", 1),
    ("quanto vale l'inverti", "scoring", 1),
    ("vince chi ha meno punti", "scoring-lowest", 1),
    # dealing, the deck and the first card
    ("chi fa le carte", "deal", 1),
    ("quante carte si danno a testa", "deal", 1),
    ("chi inizia", "deal", 1),
    ("quante carte ci sono nel mazzo", "deck", 1),
    ("quanti jolly ci sono nel mazzo", "deck", 1),
    ("la prima carta girata è un salta", "first-card", 1),
    ("se la prima carta è un jolly chi sceglie il colore", "first-card", 1),
    ("prima carta inverti", "first-card-reverse", 1),
    ("la prima carta scoperta è un +4", "first-card-wild-draw-four", 1),
    # turns, Jump-In
    ("posso buttare la stessa carta anche se non è il mio turno", "jump-in", 1),
    ("jump in", "jump-in", 1),
    ("inserimento vale?", "jump-in", 1),
    ("ha giocato fuori turno", "turn-order", 3),
    # drawing
    ("non ho niente da giocare cosa faccio", "drawing", 1),
    ("se pesco una carta buona posso giocarla subito", "drawing", 3),
    ("devo pescare finché non trovo una carta giusta", "draw-until-playable", 1),
    ("si pesca una sola carta o finche puoi giocare", "draw-until-playable", 3),
    ("sono obbligato a giocare la carta pescata", "must-play-drawn", 1),
    ("il mazzo è finito e non si può pescare", "empty-draw-pile", 1),
    ("sono finite le carte da pescare", "empty-draw-pile", 1),
    # going out
    ("posso chiudere con un +2", "going-out", 1),
    ("l'ultima carta è un salta vale?", "going-out", 1),
    ("si puo chiudere con il jolly", "no-wild-finish", 3),
    # the cards
    ("cosa fa la carta inverti", "reverse", 1),
    ("chi salta il turno con il salta", "skip", 1),
    ("cambio colore come funziona", "wild", 1),
    ("jolly su jolly", "wild", 3),
    ("pesca due cosa fa", "draw-two", 1),
    ("posso mettere un 5 rosso su un 5 blu", "matching", 1),
    ("cosa posso giocare su un 7 verde", "matching", 1),
    ("jolly scambia mani", "special-wilds", 1),
    # players, teams, help
    ("in due il cambio giro fa saltare il turno?", "two-players", 1),
    ("regole per due giocatori", "two-players", 1),
    ("giochiamo a coppie", "partners", 1),
    ("si può aiutare il compagno dicendogli cosa giocare", "other-penalties", 1),
    ("usiamo il 7-0 e l'accumulo insieme", "combined-rules", 3),
    # the editions
    ("uno flip quanto valgono le carte", "flip", 1),
    ("lato scuro uno flip", "flip", 3),
    ("pesca cinque flip", "flip-cards", 3),
    ("uno no mercy 25 carte eliminato", "no-mercy-knockout", 1),
    ("+6 sopra +4 no mercy", "no-mercy-stacking", 1),
    ("uno all wild", "all-wild", 1),
    ("uno attack lanciacarte", "attack", 1),
    ("challenge uno eliminazione", "challenge-uno", 1),
    # a second batch
    ("metto un +2 sopra il +2 di mia sorella e lei ne pesca 4?", "stacking", 1),
    ("cosa succede con lo 0", "seven-o", 1),
    ("se non dici uno in tempo quante ne peschi", "uno-call", 1),
    ("l'ho beccato senza dire uno", "uno-call", 1),
    ("chi perde la sfida del +4 quante ne pesca", "wild-draw-four-challenge", 1),
    ("sfidare il +4 dell'avversario", "wild-draw-four-challenge", 1),
    ("il jolly pesca 4 si puo mettere sempre?", "wild-draw-four", 1),
    ("il jolly quanti punti fa", "scoring", 1),
    ("chi da le carte all'inizio", "deal", 1),
    ("quante carte ha il mazzo di uno", "deck", 1),
    ("prima carta pesca due", "first-card", 1),
    ("pesco una carta e la posso buttare subito?", "drawing", 3),
    ("mazzo finito cosa si fa", "empty-draw-pile", 1),
    ("l'ultima carta era un +4 la mano finisce?", "going-out", 1),
    ("cambio giro con 2 giocatori", "two-players", 1),
    ("chi viene saltato con il salta", "skip", 1),
    ("posso cambiare colore con un jolly quando voglio", "wild", 1),
    ("giallo 3 sopra giallo 8 si puo", "matching", 1),
    ("uno flip lato chiaro e lato scuro", "flip", 1),
    ("no mercy regola della pieta", "no-mercy-knockout", 1),
    ("posso buttarmi dentro con una carta uguale", "jump-in", 1),
    ("squadre 2 contro 2", "partners", 1),
]
