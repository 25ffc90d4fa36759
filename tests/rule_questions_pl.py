"""Polish questions typed the way a Polish family types them mid-game, and the rule each
asks about: ``(question, rule, place)``, the rule first (``1``) or within the first three
(``3``, where two rules both answer). Many are typed without Polish letters ("dobrac",
"zolty", "powiedzial"), some with typos, most as half sentences.

``TUNED`` were written first and the vocabulary tuned until they passed; ``UNTUNED`` were
written before the tuning too, and first run only once it was done. The server's search
and the phone's copy of it answer the same table (tests/referee/test_search_languages.py).
"""

TUNED = [
    # stacking
    ("czy mozna dac +4 na +2", "stacking", 1),
    ("mozna dokladac +2 do +2?", "stacking", 1),
    ("dokładanie kart", "stacking", 1),
    ("+2 na +2", "stacking", 1),
    ("polozyl plus cztery na plus dwa czy to legalne", "stacking", 1),
    ("czy karty weź się sumują", "stacking", 1),
    # Seven-O
    ("zasada siedem zero", "seven-o", 1),
    ("co sie dzieje jak ktos zagra 7", "seven-o", 1),
    ("zamiana rąk przy siódemce", "seven-o", 1),
    ("7 0 zasada", "seven-o", 1),
    # calling UNO
    ("zapomniał powiedzieć uno", "uno-call", 1),
    ("nie powiedzial uno ile kart bierze", "uno-call", 1),
    ("kara za brak uno", "uno-call", 1),
    ("kiedy trzeba mowic uno", "uno-call", 1),
    ("przylapalem go bez uno", "uno-call", 1),
    ("powiedział uno a miał 3 karty", "false-uno", 1),
    ("falszywe uno", "false-uno", 1),
    # the +4 and its challenge
    ("czy moge sprawdzic czy mial inny kolor jak dal +4", "wild-draw-four-challenge", 1),
    ("blef z +4", "wild-draw-four-challenge", 1),
    ("zakwestionowac plus cztery", "wild-draw-four-challenge", 1),
    ("ile kart jak sprawdzilem i nie blefowal", "wild-draw-four-challenge", 1),
    ("kiedy mozna rzucic +4", "wild-draw-four", 1),
    ("ile kart bierze sie za weź cztery", "wild-draw-four", 1),
    # points
    ("ile punktow za dzika karte", "scoring", 1),
    ("jak liczyc punkty", "scoring", 1),
    ("ile jest wart stop", "scoring", 1),
    ("wygrywa kto ma najmniej punktow", "scoring-lowest", 1),
    # dealing
    ("kto rozdaje", "deal", 1),
    ("ile kart na poczatek", "deal", 1),
    ("kto zaczyna gre", "deal", 1),
    # the first card
    ("pierwsza karta to dzika", "first-card", 1),
    ("na poczatku odkryto stop", "first-card", 1),
    ("pierwsza karta zmiana kierunku", "first-card-reverse", 1),
    ("pierwsza karta +4", "first-card-wild-draw-four", 1),
    # Jump-In and turns
    ("wskakiwanie", "jump-in", 1),
    ("moge wskoczyc z taka sama karta?", "jump-in", 1),
    ("polozyl karte nie w swojej kolejce", "turn-order", 3),
    # drawing
    ("nie mam czym zagrac", "drawing", 1),
    ("czy moge zagrac karte ktora dobralem", "drawing", 3),
    ("dobieram az bede mial pasujaca", "draw-until-playable", 1),
    ("czy musze zagrac dobrana karte", "must-play-drawn", 1),
    ("czy moge dobrac mimo ze mam karte do zagrania", "drawing", 1),
    # the empty pile
    ("skonczyly sie karty w stosie", "empty-draw-pile", 1),
    ("pusty stos co teraz", "empty-draw-pile", 1),
    # going out
    ("czy mozna skonczyc na +2", "going-out", 1),
    ("ostatnia karta to weź dwie", "going-out", 1),
    ("czy mozna wyjsc dzika karta", "no-wild-finish", 3),
    # the cards
    ("co robi stop", "skip", 1),
    ("zmiana kierunku co robi", "reverse", 1),
    ("dzika karta wybieram kolor", "wild", 1),
    ("zmiana koloru", "wild", 1),
    ("ile kart w talii", "deck", 1),
    ("co to jest dzika zamiana rąk", "special-wilds", 1),
    ("mozna dac dzika na dzika", "wild", 1),
    ("czy moge polozyc zolta 5 na czerwona 5", "matching", 1),
    ("co moge zagrac", "matching", 1),
    # two players, teams, helping
    ("gramy we dwoje zmiana kierunku", "two-players", 1),
    ("gra w parach", "partners", 1),
    ("gramy dwie osoby", "two-players", 1),
    ("czy moge podpowiadac", "other-penalties", 1),
    # house rules
    ("bez blefowania", "no-bluffing", 1),
    ("dwie zasady domowe naraz", "combined-rules", 1),
    # the editions
    ("uno flip ciemna strona", "flip", 1),
    ("weź pięć", "flip-cards", 1),
    ("no mercy 25 kart", "no-mercy-knockout", 1),
    ("+10 no mercy", "no-mercy-stacking", 1),
    ("wyrzutnia uno attack", "attack", 1),
    ("all wild ile punktow", "all-wild", 1),
    ("challenge uno eliminacja", "challenge-uno", 1),
]

UNTUNED = [
    ("mozna polozyc dwie +2 naraz", "stacking", 1),
    ("plus dwa na plus cztery?", "stacking", 1),
    ("kto nie krzyknie uno bierze karty?", "uno-call", 1),
    ("ile kart za nie powiedzenie uno", "uno-call", 1),
    ("moge zakwestionowac dzika +4", "wild-draw-four-challenge", 1),
    ("ile punktow za zmiane kierunku", "scoring", 1),
    ("ile dostaje kart kazdy gracz", "deal", 1),
    ("pierwsza odkryta karta to weź dwie", "first-card", 1),
    ("siodemka zamienia rece?", "seven-o", 1),
    ("wrzucanie tej samej karty poza kolejka", "jump-in", 1),
    ("brak kart do dobierania", "empty-draw-pile", 1),
    ("czy trzeba zagrac karte ktora sie dobralo", "must-play-drawn", 1),
    ("dobieranie do skutku", "draw-until-playable", 1),
    ("co robi postoj", "skip", 1),
    ("czy zmiana kierunku przy dwoch osobach dziala jak stop", "two-players", 1),
    ("ostatnia karta dzika czy mozna", "no-wild-finish", 3),
    ("ile kart ma talia uno flip", "flip", 1),
    ("zasada litosci", "no-mercy-knockout", 1),
    ("nacisnij 2 wyrzutnia", "attack", 1),
    ("odpadam z gry challenge uno", "challenge-uno", 1),
    ("podpowiadanie innym kara", "other-penalties", 1),
]

QUESTIONS = [*TUNED, *UNTUNED]
