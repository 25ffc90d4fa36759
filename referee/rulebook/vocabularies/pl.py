"""The Polish words players use: what the rulebook search reads a Polish question with.

The cards' and the options' names come from the catalogs (:func:`said_cards`,
:func:`said_options`: "Dzika Weź Cztery", "Siedem-Zero"); beside them, the names Polish
families use at the table ("+4", "plus cztery", "zmiana koloru", "postój", "dokładanie").
The ideas (``STACK``, ``#W+4``...) are the English vocabulary's: a Polish question is read
as the same ideas, and offers the same wizards.

Words are written as people spell them: the search drops accents (``żółty`` is read
``zołty``), and reads an ``l`` typed for ``ł`` (``dobral``, ``zolty``) as ``ł``. Polish
inflects heavily: Snowball's Polish stemmer takes most forms of a word to one stem; the
infinitives it leaves apart once accents are dropped (``dobrac``) are read as their past
tense (``dobrał``), whose forms (``dobrałem``, ``dobrała``) the word forms list, and the
two aspects of a verb (``dobierać``, ``dobrać``) are one word.
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

LANGUAGE = "pl"
NUMBERS = ("zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem",
           "dziewięć")  # fmt: skip
MATCH = "MATCH"

_HARD = ("y", "a", "e", "ą", "ej", "ego", "emu", "ym", "ych", "ymi")  # czerwony, czerwoną
_SOFT = ("i", "a", "ie", "ą", "iej", "iego", "iemu", "im", "ich", "imi")  # niebieski
_COLOUR_NAMES = {
    "czerwon": (Color.RED, _HARD), "żółt": (Color.YELLOW, _HARD),
    "zielon": (Color.GREEN, _HARD), "niebiesk": (Color.BLUE, _SOFT),
    "różow": (DARK_COLORS["P"], _HARD), "turkusow": (DARK_COLORS["T"], _HARD),
    "pomarańczow": (DARK_COLORS["O"], _HARD), "fioletow": (DARK_COLORS["U"], _HARD),
}  # fmt: skip
_COLOURS = {
    **{stem + ending: color for stem, (color, endings) in _COLOUR_NAMES.items()
       for ending in endings},
    # the cards' codes, as the app writes them (r7, b+2)
    **COLOR_CODES,
}  # fmt: skip

_PHRASES = (
    # cards, as Polish players say them beyond the printed names
    ("+4", "#W+4"), ("+ 4", "#W+4"), ("plus cztery", "#W+4"), ("plus 4", "#W+4"),
    ("weź cztery", "#W+4"), ("weź 4", "#W+4"), ("dzika +4", "#W+4"),
    ("dzika plus cztery", "#W+4"), ("dzika weź 4", "#W+4"), ("czarna +4", "#W+4"),
    ("dzika karta weź cztery", "#W+4"),
    # the names this app printed before the box's (Postój, Wybierz kolor...), still said
    ("stop", "#S"), ("dzika", "#W"), ("dzika weź cztery", "#W+4"), ("dzika zamiana rąk", "#WSW"),
    ("dzika tasowanie rąk", "#WSH"), ("dzika do własnej zasady", "#WC"),
    ("+2", "#+2"), ("+ 2", "#+2"), ("plus dwa", "#+2"), ("plus 2", "#+2"), ("weź 2", "#+2"),
    ("weź dwa", "#+2"),
    ("dzika karta", "#W"), ("zmiana koloru", "#W"), ("zmiana kolorów", "#W"),
    ("zmieniacz koloru", "#W"), ("wybór koloru", "#W"), ("joker", "#W"), ("czarna karta", "#W"),
    ("czarna", "#W"), ("dzikus", "#W"),
    ("postój", "#S"), ("blokada", "#S"), ("stopka", "#S"), ("pauza", "#S"),
    ("karta stop", "#S"),
    ("zmiana kierunku", "#R"), ("zmienić kierunek", "#R"), ("odwrotka", "#R"),
    ("odwrócenie kierunku", "#R"), ("w drugą stronę", "#R"),
    ("zamiana rąk", "#WSW"), ("zamiana kart", "#WSW"), ("tasowanie rąk", "#WSH"),
    ("do własnej zasady", "#WC"), ("własna zasada", "#WC"), ("pusta karta", "#WC"),
    ("czysta karta", "#WC"), ("do wpisania", "#WC"), ("napisać zasadę", "#WC"),
    ("zadanie specjalne", "#WC"),
    ("siódemka", "7"), ("zerówka", "0"), ("dwie", "2"),
    # Seven-O
    ("siedem zero", "@seven_o"), ("7 0", "@seven_o"), ("7 i 0", "@seven_o"),
    ("siedem i zero", "@seven_o"), ("70", "@seven_o"), ("seven o", "@seven_o"),
    ("7 o", "@seven_o"), ("siódemka i zero", "@seven_o"), ("7 albo 0", "@seven_o"),
    # Jump-In
    ("wskoczyć", "@jump_in"), ("wskakuje", "@jump_in"), ("wskakiwać", "@jump_in"),
    ("wrzucić", "@jump_in"), ("wrzucanie", "@jump_in"), ("wtrącić", "@jump_in"),
    ("poza kolejką", "OUT_OF_TURN"), ("nie w swojej kolejce", "OUT_OF_TURN"),
    ("nie jego kolejka", "OUT_OF_TURN"), ("nie moja kolejka", "OUT_OF_TURN"),
    ("nie twoja kolejka", "OUT_OF_TURN"), ("nie jej kolejka", "OUT_OF_TURN"),
    ("przed swoją kolejką", "OUT_OF_TURN"), ("za wcześnie położył", "OUT_OF_TURN"),
    ("nie po kolei", "OUT_OF_TURN"),
    # calling UNO
    ("powiedzieć uno", CALL_UNO), ("mówić uno", CALL_UNO), ("krzyknąć uno", CALL_UNO),
    ("krzyczeć uno", CALL_UNO), ("zawołać uno", CALL_UNO), ("zapomnieć uno", CALL_UNO),
    ("zapomnieć powiedzieć", CALL_UNO), ("nie powiedzieć uno", CALL_UNO),
    ("nie powiedzieć", CALL_UNO), ("bez uno", CALL_UNO), ("brak uno", CALL_UNO),
    ("kara za uno", CALL_UNO), ("przedostatnia karta", CALL_UNO),
    ("przyłapać", CALL_UNO), ("złapać", CALL_UNO), ("niepowiedziane uno", CALL_UNO),
    ("powiedzenie uno", CALL_UNO), ("nie krzyknąć", CALL_UNO),
    ("jedna karta", CALL_UNO), ("została jedna karta", CALL_UNO),
    ("powiedzieć uno a miał", "FALSE_UNO"), ("powiedzieć uno mając", "FALSE_UNO"),
    ("powiedzieć uno choć miał", "FALSE_UNO"), ("krzyknąć uno a miał", "FALSE_UNO"),
    ("uno a miał", "FALSE_UNO"), ("uno mając", "FALSE_UNO"), ("fałszywe uno", "FALSE_UNO"),
    ("uno za wcześnie", "FALSE_UNO"),
    ("niepotrzebnie uno", "FALSE_UNO"), ("uno na niby", "FALSE_UNO"),
    # stacking
    ("dokładać", STACK), ("dokładanie", STACK), ("dołożyć", STACK), ("kumulować", STACK),
    ("kumulowanie", STACK), ("sumować się", STACK), ("sumują się", STACK),
    ("sumuje się", STACK), ("dodają się", STACK), ("się sumują", STACK),
    ("się dodają", STACK), ("się kumulują", STACK), ("przebić", STACK), ("przebijać", STACK),
    ("stackowanie", STACK), ("progressive", STACK),
    ("weź na weź", STACK), ("plus na plus", STACK),
    ("razem", "naraz"), ("jednocześnie", "naraz"), ("podwójnie", "naraz"),
    ("w jednym ruchu", "naraz"), ("na raz", "naraz"),
    # challenges
    ("zakwestionować", CHALLENGE), ("kwestionować", CHALLENGE), ("rzucić wyzwanie", CHALLENGE),
    ("wyzwanie", CHALLENGE),
    ("kwestionowanie", CHALLENGE), ("sprawdzić", CHALLENGE), ("sprawdzam", CHALLENGE),
    ("blef", CHALLENGE), ("blefować", CHALLENGE), ("blefuje", CHALLENGE),
    ("oszukiwać", CHALLENGE), ("oszukać", CHALLENGE), ("oszust", CHALLENGE),
    ("pokazać rękę", CHALLENGE), ("pokazać karty", CHALLENGE),
    ("nielegalnie", CHALLENGE), ("niezgodnie z zasadami", CHALLENGE),
    ("bez blefowania", "NO_BLUFFING"), ("nie wolno blefować", "NO_BLUFFING"),
    ("zakaz blefowania", "NO_BLUFFING"), ("bez blefu", "NO_BLUFFING"),
    ("legalne", "LEGAL"), ("legalnie", "LEGAL"), ("dozwolone", "LEGAL"), ("wolno", "LEGAL"),
    ("zgodnie z zasadami", "LEGAL"),
    # the first card
    ("pierwsza karta", FIRST_CARD), ("karta startowa", FIRST_CARD),
    ("pierwsza odkryta karta", FIRST_CARD), ("odkryta karta", FIRST_CARD),
    ("odkryć", FIRST_CARD), ("odkryto", FIRST_CARD), ("odwrócić", FIRST_CARD),
    ("karta na start", FIRST_CARD), ("na początku odkryto", FIRST_CARD),
    ("karta na początku", FIRST_CARD), ("pierwsza karta ze stosu", FIRST_CARD),
    # the draw pile running out
    ("pusty stos", "EMPTY_PILE"), ("stos pusty", "EMPTY_PILE"),
    ("skończyć się stos", "EMPTY_PILE"), ("stos się skończył", "EMPTY_PILE"),
    ("skończyły się karty", "EMPTY_PILE"), ("brak kart do dobierania", "EMPTY_PILE"),
    ("nie ma kart", "EMPTY_PILE"), ("koniec kart", "EMPTY_PILE"),
    ("nie ma z czego dobierać", "EMPTY_PILE"), ("talia się skończyła", "EMPTY_PILE"),
    ("nie ma co dobierać", "EMPTY_PILE"),
    # points
    ("punkt", "POINTS"), ("wartość", "POINTS"), ("wart", "POINTS"), ("warta", "POINTS"),
    ("punktacja", "POINTS"), ("wynik", "POINTS"), ("liczyć punkty", "POINTS"),
    ("najmniej punktów", "LOWEST"), ("najniższa suma", "LOWEST"),
    ("najniższy wynik", "LOWEST"), ("punkty karne", "LOWEST"), ("minusowe punkty", "LOWEST"),
    ("mniej punktów", "LOWEST"), ("ujemne punkty", "LOWEST"),
    # dealing and going first
    ("rozdać", "DEAL"), ("rozdawać", "DEAL"), ("rozdanie", "DEAL"), ("rozdający", "DEAL"),
    ("rozdaje", "DEAL"), ("kto zaczyna", "DEAL"), ("kto pierwszy", "DEAL"),
    ("kto gra pierwszy", "DEAL"), ("ile kart na początek", "DEAL"), ("7 kart", "DEAL"),
    ("siedem kart", "DEAL"), ("ile kart każdy", "DEAL"), ("na początek", "DEAL"),
    ("rozpocząć grę", "DEAL"), ("zaczyna grę", "DEAL"), ("zacząć grę", "DEAL"),
    ("kto zaczyna grę", "DEAL"), ("dostaje kart", "DEAL"),
    # going out
    ("wyjść", "GO_OUT"), ("wyjście", "GO_OUT"), ("wyszedł", "GO_OUT"), ("wyszła", "GO_OUT"),
    ("skończyć", "GO_OUT"), ("kończyć", "GO_OUT"), ("ostatnia karta", "GO_OUT"),
    ("koniec rundy", "GO_OUT"), ("wygrać rundę", "GO_OUT"), ("pusta ręka", "GO_OUT"),
    ("zejść z kart", "GO_OUT"), ("pozbyć się kart", "GO_OUT"), ("zamknąć", "GO_OUT"),
    # other words for the same thing
    ("czerwony", "kolor"), ("żółty", "kolor"), ("zielony", "kolor"), ("niebieski", "kolor"),
    ("pudełko", "talia"), ("ile kart w grze", "talia"), ("wszystkie karty", "talia"),
    ("dodatkowy ruch", "EXTRA_TURN"), ("jeszcze raz", "EXTRA_TURN"),
    ("znowu gram", "EXTRA_TURN"), ("gra znowu", "EXTRA_TURN"), ("grasz znowu", "EXTRA_TURN"),
    ("drugi ruch", "EXTRA_TURN"), ("jeszcze jeden ruch", "EXTRA_TURN"),
    ("trzeba", "musieć"), ("przymus", "musieć"), ("zmuszony", "musieć"),
    ("obowiązek", "musieć"), ("muszę", "musieć"), ("obowiązkowo", "musieć"),
    ("dobierać aż", "DRAW_UNTIL"), ("dobierać do skutku", "DRAW_UNTIL"),
    ("do skutku", "DRAW_UNTIL"), ("aż będzie pasować", "DRAW_UNTIL"),
    ("dobierać dalej", "DRAW_UNTIL"), ("aż trafi", "DRAW_UNTIL"),
    ("dobieranie aż", "DRAW_UNTIL"), ("ciągnąć aż", "DRAW_UNTIL"),
    ("pas", "PASS_TURN"), ("spasować", "PASS_TURN"), ("pasować ruch", "PASS_TURN"),
    ("oddać ruch", "PASS_TURN"),
    ("pasuje", MATCH), ("pasować", MATCH), ("pasująca", MATCH), ("ten sam kolor", MATCH),
    ("pod kolor", MATCH), ("dopasować", MATCH), ("co zagrać", MATCH), ("co położyć", MATCH),
    ("dzika na dziką", "WILD_ON_WILD"), ("dzika po dzikiej", "WILD_ON_WILD"),
    ("dzika karta na dziką", "WILD_ON_WILD"),
    ("dobierać", "dobrać"), ("dobieranie", "dobrać"), ("ciągnąć", "dobrać"),
    ("pociągnąć", "dobrać"), ("wziąć kartę", "dobrać"), ("brać", "dobrać"),
    ("weź", "dobrać"), ("bierze", "dobrać"), ("dociągnąć", "dobrać"),
    ("w parach", "drużyna"), ("para", "drużyna"), ("partner", "drużyna"),
    ("partnerzy", "drużyna"), ("2 na 2", "drużyna"), ("dwóch na dwóch", "drużyna"),
    ("drużynowo", "drużyna"),
    ("dwóch graczy", TWO_PLAYERS), ("dwoje graczy", TWO_PLAYERS), ("we dwoje", TWO_PLAYERS),
    ("we dwóch", TWO_PLAYERS), ("we dwie", TWO_PLAYERS), ("dwie osoby", TWO_PLAYERS),
    ("dwóch osobach", TWO_PLAYERS), ("2 osoby", TWO_PLAYERS), ("2 graczy", TWO_PLAYERS),
    ("1 na 1", TWO_PLAYERS), ("jeden na jeden", TWO_PLAYERS), ("sam na sam", TWO_PLAYERS),
    ("we 2", TWO_PLAYERS), ("tylko dwoje", TWO_PLAYERS),
    ("nie mogę zagrać", "CANNOT_PLAY"), ("nie mam czym zagrać", "CANNOT_PLAY"),
    ("nie mam czego zagrać", "CANNOT_PLAY"), ("nic nie pasuje", "CANNOT_PLAY"),
    ("nie mam pasującej", "CANNOT_PLAY"), ("brak pasującej karty", "CANNOT_PLAY"),
    ("nie mogę położyć", "CANNOT_PLAY"), ("nie mam czym", "CANNOT_PLAY"),
    ("podpowiadać", "pomagać"), ("podpowiadanie", "pomagać"), ("podpowiedź", "pomagać"),
    ("pomóc", "pomagać"), ("pomoc", "pomagać"), ("doradzać", "pomagać"),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip", FLIP), ("jasna strona", FLIP), ("ciemna strona", FLIP),
    ("dwustronne", FLIP), ("różowy", FLIP), ("turkusowy", FLIP), ("pomarańczowy", FLIP),
    ("fioletowy", FLIP),
    ("weź pięć", FLIP_CARD), ("weź 5", FLIP_CARD), ("+5", FLIP_CARD),
    ("weź jedną", FLIP_CARD), ("weź 1", FLIP_CARD), ("+1", FLIP_CARD),
    ("dobieraj kolor", FLIP_CARD), ("dzika dobieraj kolor", FLIP_CARD),
    ("weź w tym kolorze", FLIP_CARD), ("wybierz kolor weź dwie", FLIP_CARD),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("bez litości", NO_MERCY), ("zasada litości", "no mercy 25"), ("litość", NO_MERCY),
    ("+6", NO_MERCY), ("+10", NO_MERCY), ("weź sześć", NO_MERCY), ("weź 6", NO_MERCY),
    ("weź dziesięć", NO_MERCY), ("weź 10", NO_MERCY), ("ruletka kolorów", NO_MERCY),
    ("ruletka", NO_MERCY), ("odrzuć wszystkie", NO_MERCY), ("stop dla wszystkich", NO_MERCY),
    ("kolorowa ruletka", NO_MERCY), ("wyłóż wszystkie", NO_MERCY),
    ("postój dla wszystkich", NO_MERCY),
    ("zmiana kierunku weź cztery", NO_MERCY), ("zmiana kierunku +4", NO_MERCY),
    ("all wild", ALL_WILD), ("stop dla dwóch", ALL_WILD), ("postój dla dwóch", ALL_WILD),
    ("celowane weź dwie", ALL_WILD), ("ty weź dwie", ALL_WILD),
    ("wymuszona zamiana", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("wyrzutnia", ATTACK),
    ("wyrzutnia kart", ATTACK), ("naciśnij", ATTACK), ("nacisnąć", ATTACK),
    ("naciskać", ATTACK), ("przycisk", ATTACK), ("wszyscy naciskają", ATTACK),
    ("ogień", ATTACK), ("guzik", ATTACK),
    ("challenge uno", ELIMINATION), ("eliminacja", ELIMINATION),
    ("wyeliminowany", ELIMINATION), ("odpaść", ELIMINATION), ("odpadam", ELIMINATION),
    ("odpada z gry", ELIMINATION), ("kto odpada", ELIMINATION),
    ("wypada z gry", ELIMINATION), ("ostatni w grze", ELIMINATION),
    # playing a card
    ("zagrać", PLAY), ("zagrywać", PLAY), ("zagrywa", PLAY), ("położyć", PLAY),
    ("kłaść", PLAY), ("dać", PLAY), ("dawać", PLAY), ("rzucić", PLAY), ("rzucać", PLAY),
    ("wyłożyć", PLAY), ("wyrzucić", PLAY), ("położenie", PLAY), ("zagranie", PLAY),
)  # fmt: skip

_ENTRY_WORDS = {
    "deck": "ile kart ma talia, ile kart jest w talii, liczba kart, pudełko, jakie są "
    "karty, jedno 0 w każdym kolorze, po dwie karty każdej liczby, ile jest każdej karty",
    "deal": "kto rozdaje, rozdanie, rozdawanie, kto zaczyna, kto gra pierwszy, ile kart "
    "dostaje każdy, 7 kart, ile kart na początek, początek gry, w którą stronę się gra, "
    "zgodnie z ruchem wskazówek zegara, gracz po lewej od rozdającego",
    "first-card": "pierwsza odkryta karta, karta startowa, co z pierwszą kartą, karta, od "
    "której zaczyna się gra, odwrócona karta na początku",
    "first-card-reverse": "pierwsza karta to zmiana kierunku, zmiana kierunku na start",
    "first-card-wild-draw-four": "pierwsza karta to +4, dzika weź cztery na start, "
    "przetasować, włożyć z powrotem do stosu",
    "matching": "co można zagrać, czy mogę to położyć, czy to pasuje, pasująca karta, ten "
    "sam kolor, ta sama liczba, ten sam symbol, pod kolor, legalne, żółta 5 na czerwoną 5, "
    "zielona na niebieską, liczba na liczbę, jakie karty mogę zagrać "
    "w swoim ruchu",
    "turn-order": "poza kolejką, nie w swojej kolejce, za wcześnie położył, czyja kolejka, "
    "nie po kolei",
    "wild": "dzika karta, zmiana koloru, joker, wybrać kolor, zmienić kolor, powiedzieć "
    "kolor, czarna karta, dzika na dziką, czy można dać dziką na dziką, dzika po dzikiej",
    "skip": "stop, postój, blokada, traci ruch, traci kolejkę, kto czeka, następny gracz "
    "czeka, czy zatrzymany gracz dobiera",
    "reverse": "zmiana kierunku, odwrotka, zmienić kierunek, w drugą stronę, z powrotem "
    "do tego, kto właśnie zagrał",
    "draw-two": "+2, weź dwie, plus dwa, dobrać dwie karty",
    "wild-draw-four": "+4, weź cztery, plus cztery, ile kart się dobiera, kiedy wolno ją "
    "zagrać, tylko gdy nie masz karty w tym kolorze",
    "wild-draw-four-challenge": "zakwestionować, sprawdzić, sprawdzam, blef, blefować, "
    "oszukiwać, pokazać rękę, przyłapany na blefie, +4 zagrana nielegalnie, zakwestionować "
    "+4, czy +4 była legalna, nieudane sprawdzenie, ile kart za złe zakwestionowanie, "
    "sprawdzić, czy miał kartę w kolorze, miał inny kolor",
    "drawing": "dobrać, dobrać kartę, ciągnąć kartę, nie mogę zagrać, nie mam czym zagrać, "
    "nic nie pasuje, zagrać dobraną kartę, zagrać inną kartę po dobraniu, dobrać i zagrać, "
    "dobrana karta nie pasuje, czy mój ruch się skończył, dobrać mimo że mogę zagrać, czy "
    "muszę dobrać, pas, nie muszę zagrać",
    "empty-draw-pile": "nie ma kart do dobierania, pusty stos, skończył się stos, "
    "przetasować stos kart odrzuconych",
    "uno-call": "powiedzieć uno, mówić uno, krzyknąć uno, zapomniał powiedzieć uno, "
    "przyłapany, kara, brak uno, przedostatnia karta, nie powiedział uno",
    "false-uno": "fałszywe uno, uno powiedziane z dwiema kartami, uno za wcześnie, uno z "
    "pełną ręką, powiedział uno a miał więcej kart",
    "going-out": "ostatnia karta, wyjść, wyjście, koniec rundy, wygrać rundę, skończyć na "
    "karcie akcji, skończyć na karcie weź",
    "scoring": "punkty, punktacja, ile punktów, ile jest warta, wartość kart, liczyć "
    "punkty, kto dostaje punkty, zwycięzca rundy dostaje punkty",
    "scoring-lowest": "wygrywa najniższa suma, najmniej punktów, punkty karne, minusowe "
    "punkty, sumować własne karty, golf",
    "two-players": "dwóch graczy, we dwoje, dwie osoby, 2 graczy, jeden na jeden",
    "partners": "drużyny, w parach, partner, 2 na 2, gra drużynowa",
    "special-wilds": "zamiana rąk, tasowanie rąk, do własnej zasady, pusta karta, napisać "
    "własną zasadę, zadanie specjalne",
    "other-penalties": "podpowiadanie, pomaganie, podpowiadać, podpowiadać komuś kartę, "
    "oddać kartę, dać kartę innemu graczowi, wymieniać się kartami, kara",
    "stacking": "dokładanie, dokładać, dołożyć, przebić, karta weź na kartę weź, dwie "
    "karty weź naraz, sumować karty weź, kumulowanie, Progressive UNO, położyć dwie +2, "
    "+2 na +2",
    "seven-o": "siedem zero, 7-0, zamiana rąk przy 7, przekazanie rąk przy 0, siódemka",
    "jump-in": "wskakiwanie, wskoczyć, wrzucić, taka sama karta, identyczna karta, poza kolejką",
    "draw-until-playable": "dobierać aż do skutku, dobierać aż coś pasuje, dobierać dalej, "
    "dobierać wiele kart, aż będzie pasować",
    "must-play-drawn": "dobraną kartę trzeba zagrać, przymus, czy muszę ją zagrać, zagrać "
    "albo zatrzymać dobraną kartę, nie wolno zatrzymać dobranej karty",
    "no-bluffing": "bez blefowania, nie wolno blefować, zakaz blefowania",
    "no-wild-finish": "wyjść dziką kartą, skończyć na dzikiej, ostatnia karta dzika, "
    "zakończyć zmianą koloru",
    "combined-rules": "łączenie zasad domowych, dwie zasady domowe naraz, obie zasady, sprzeczność",
    "flip": "UNO Flip, talia Flip, karta Flip, jasna strona, ciemna strona, która strona "
    "się liczy, ile jest warta karta Flip, punkty Flip, dwustronne karty",
    "flip-cards": "karty UNO Flip, weź jedną, weź pięć, stop dla wszystkich, dzika weź "
    "dwie, dzika dobieraj kolor, wybierz kolor weź w tym kolorze, dobierać aż do koloru, Flip "
    "jako pierwsza karta",
    "no-mercy": "UNO No Mercy, Show 'Em No Mercy, bez litości, talia No Mercy, karty No "
    "Mercy, punkty No Mercy, 168 kart",
    "no-mercy-knockout": "zasada litości, wyeliminowany, odpada, 25 kart, za dużo kart, czy "
    "ona odpada, z rundy, ostatni gracz w rundzie",
    "no-mercy-stacking": "dokładanie No Mercy, +6 na +4, +10, weź sześć, weź dziesięć, "
    "dzika zmiana kierunku weź cztery, ruletka kolorów, odrzuć wszystkie, stop dla wszystkich",
    "all-wild": "All Wild, każda karta jest dzika, stop dla dwóch, celowane weź dwie, ty weź dwie, "
    "wymuszona zamiana, punkty All Wild",
    "attack": "UNO Attack, wyrzutnia, wyrzutnia kart, nacisnąć przycisk, naciśnij 2, "
    "wszyscy naciskają, ogień, zamiana rąk, punkty Attack",
    "challenge-uno": "Challenge UNO, eliminacja, odpaść z gry, wypaść z gry, kiedy odpadam, "
    "ostatni gracz w grze, kto zostaje",
}

_STOP_TEXT = (
    "ile a i oraz albo lub ale czy że ze bo bo to ten ta te tego tej temu tym tą tych tymi "
    "to jest są był była było byli były będzie będą być jestem jesteś jesteśmy "
    "się sie siebie sobie mnie mi ja ty ci cię ciebie on ona ono my wy oni one go jego "
    "jej mu ją nim niej ich im nas nam was wam mój moja moje mojej mojego moim twój twoja "
    "twoje twojej swój swoja swoje swojej swoim co czego czemu czym jak jaki jaka jakie "
    "jakiej kiedy gdy gdzie dlaczego czemu po na w we z do od o u przy za przez dla "
    "pod nad przed między ktoś ktos kto któryś który która które którą którego której "
    "można mozna moge mogę możesz mogą może mógłby mogłaby "
    "mam masz ma mamy macie mają mieć miał miała mieli "
    "już juz jeszcze też tez tylko nawet no tak dobrze ok okej proszę prosze pytanie "
    "zasada zasady zasadą zasadzie reguła reguły gra gry grze grę gramy grają gracie gram "
    "grasz teraz wtedy potem więc wiec jeśli jesli jeżeli jakby czyli czy chyba "
    "dzieje dziać stało się robi robić zrobić robią działa "
    "taki taka takie taką takiej tam tu tutaj sam sama samo"
)

_VERBS = (
    # verbs whose infinitive, read without accents ("dobrac"), the stemmer leaves apart
    # from their other forms: read as their past tense ("dobrał"), which it takes them to
    "dobrać dobierać zagrać położyć dać rzucić wyrzucić powiedzieć zapomnieć krzyczeć "
    "krzyknąć zawołać dołożyć dokładać odpowiedzieć wybrać wybierać zmienić zmieniać "
    "skończyć kończyć zacząć zaczynać rozdać liczyć policzyć sprawdzić zakwestionować "
    "kwestionować blefować oszukiwać oszukać wskoczyć wrzucić tasować potasować zamienić "
    "przyłapać złapać wygrać przegrać trzymać zatrzymać musieć pomagać podpowiadać "
    "odkryć odwrócić pokazać przebić sumować kumulować ciągnąć pociągnąć dociągnąć "
    "stracić tracić pasować dopasować spasować wyłożyć zamknąć nacisnąć naciskać odpaść"
)

# forms the stemmer takes nowhere near their word: strong verbs, other stems, the two
# aspects of a verb where its forms are few ("rozdawać", "rozdać")
_IRREGULAR = {
    "kłaść": "położył", "kładę": "położył", "kładzie": "położył", "kładł": "położył",
    "wyjść": "wyszedł", "wyjdę": "wyszedł", "wyjdzie": "wyszedł", "wychodzi": "wyszedł",
    "wziąć": "wziął", "wzięła": "wziął", "wziąłem": "wziął", "weźmie": "wziął",
    "biorę": "bierze", "brać": "bierze", "bierzesz": "bierze", "brał": "bierze",
    "mówić": "mówi", "mówię": "mówi", "mówił": "mówi", "mówiła": "mówi",
    "pomóc": "pomagał", "pomógł": "pomagał", "pomoże": "pomagał",
    "muszę": "musi", "musiał": "musi", "musisz": "musi", "musimy": "musi",
    "dam": "dał", "dasz": "dał", "daje": "dał", "dajesz": "dał", "daję": "dał",
    "dawać": "dał",
    "zagrywać": "zagrywa", "zagrywam": "zagrywa",
    "rozdawać": "rozdaje", "rozdaję": "rozdaje", "rozdał": "rozdaje", "rozdała": "rozdaje",
    "rozdać": "rozdaje", "rozdawał": "rozdaje",
    "wskakiwać": "wskakuje", "wskakuję": "wskakuje",
    "dobiorę": "dobierze", "dobierzesz": "dobierze",
    "punktów": "punkty", "kart": "karty", "ręce": "ręka", "rąk": "ręka",
}  # fmt: skip


def _past(infinitive: str) -> str:
    """The past tense of a regular verb (he): dobrać -> dobrał, powiedzieć -> powiedział,
    zacząć -> zaczął, rzucić -> rzucił, położyć -> położył."""
    for ending, past in (("eć", "ał"), ("ać", "ał"), ("ić", "ił"), ("yć", "ył"), ("ąć", "ął"),
                         ("uć", "uł")):  # fmt: skip
        if infinitive.endswith(ending):
            return infinitive[: -len(ending)] + past
    return infinitive


# each verb's infinitive read as its past tense, and the past tense listed so that its
# own forms are ("dobrałem", "dobrała")
_VERB_FORMS = {form: _past(verb) for verb in _VERBS.split() for form in (verb, _past(verb))}

_ON = frozenset({"na"})  # the terms of "on", "onto"
_IMPLIED = (
    Implied(((DRAW_CARDS, 2),), STACK),
    Implied(((DRAW_CARDS, 1), (frozenset({"naraz", "ob"}), 1)), STACK),  # "dwie +2 naraz"
    Implied(((ANY_CARD, 2), (_ON, 1)), MATCH),  # "zolta 5 na czerwona 5"
    Implied(((ANY_CARD, 1), (frozenset({PLAY}), 1), (_ON, 1)), MATCH),  # "co polozyc na 7"
)  # fmt: skip

_INFLECTIONS = Inflections(
    endings=(
        # nouns and adjectives, written as read (no accents): the forms questions use most
        "a", "e", "i", "y", "u", "ie", "ow", "em", "ej", "ego", "ami",
        # verbs: the present tense, and the past tense (he, she, I)
        "am", "asz", "isz", "ał", "ała", "ałem", "iał", "iała", "iałem", "ił", "iła", "iłem",
        "ył", "yła", "yłem",
    ),
    on_stem=True,
)  # fmt: skip

VOCABULARY = Vocabulary(
    language=LANGUAGE,
    stop_words=frozenset(_STOP_TEXT.split()),
    irregular=MappingProxyType({**_VERB_FORMS, **_IRREGULAR}),
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
    before_top=frozenset({"na", "po"}),
    closest=CLOSEST,
    numbers=frozenset(NUMBERS),
    scopes=SCOPES,
    spellings=(("l", "ł"),),  # "dobral", "zolty": an l typed for a ł
    inflections=_INFLECTIONS,
)
