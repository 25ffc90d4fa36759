"""The Spanish words players use: what the rulebook search reads a Spanish question with.

The cards' and the options' names come from the catalogs (:func:`said_cards`,
:func:`said_options`: "Comodín roba cuatro", "Siete-Cero"); beside them, the names
Spanish-speaking families use at the table, in Spain and in Latin America ("+4", "más
cuatro", "toma dos", "cambio de sentido", "acumular", "cantar UNO", "coger", "agarrar"), and
the Latin American box's names (the ``es-419`` catalog's: "Toma dos", "Comodín toma
cuatro"). Latin American Spanish (:mod:`referee.rulebook.vocabularies.es_419`) is built from
this one, so both read both countries' words.
The ideas (``STACK``, ``#W+4``...) are the English vocabulary's: a Spanish question is read
as the same ideas, and offers the same wizards.

Words are written as people spell them: the search drops accents (``comodín`` is read
``comodin``), so questions typed without them read the same. "uno" is both the number and
the call: the phrases that say the call ("decir uno", "cantar uno") are read first.
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

LANGUAGE = "es"
NUMBERS = ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve")
MATCH = "MATCH"

_COLOUR_NAMES = {
    "rojo": Color.RED, "amarillo": Color.YELLOW, "verde": Color.GREEN, "azul": Color.BLUE,
    "rosa": DARK_COLORS["P"], "rosado": DARK_COLORS["P"], "turquesa": DARK_COLORS["T"],
    "naranja": DARK_COLORS["O"],
    "morado": DARK_COLORS["U"], "violeta": DARK_COLORS["U"], "lila": DARK_COLORS["U"],
}  # fmt: skip
_COLOURS = {
    **{name: color for name, color in _COLOUR_NAMES.items()},
    **{name[:-1] + "a": color for name, color in _COLOUR_NAMES.items() if name.endswith("o")},
    **{name[:-1] + "os": color for name, color in _COLOUR_NAMES.items() if name.endswith("o")},
    **{name[:-1] + "as": color for name, color in _COLOUR_NAMES.items() if name[-1] in "oa"},
    "verdes": Color.GREEN, "azules": Color.BLUE, "celeste": Color.BLUE,
    # the cards' codes, as the app writes them (r7, b+2); "y" is the word "and" here
    "r": Color.RED, "g": Color.GREEN, "b": Color.BLUE,
}  # fmt: skip

PHRASES = (
    # the Latin American rules' words for draw cards, read as Spain's
    ("carta de castigo", "carta de robo"), ("cartas de castigo", "cartas de robo"),
    # cards, as players say them beyond the printed names
    ("roba cuatro", "#W+4"), ("roba 4", "#W+4"), ("más cuatro", "#W+4"), ("más 4", "#W+4"),
    ("mas cuatro", "#W+4"), ("mas 4", "#W+4"), ("+4", "#W+4"), ("+ 4", "#W+4"),
    ("toma cuatro", "#W+4"), ("toma 4", "#W+4"), ("come cuatro", "#W+4"), ("come 4", "#W+4"),
    ("chupate cuatro", "#W+4"), ("chupate 4", "#W+4"), ("w+4", "#W+4"),
    ("comodín +4", "#W+4"), ("comodín más cuatro", "#W+4"), ("comodín roba 4", "#W+4"),
    ("comodín toma cuatro", "#W+4"), ("comodín come cuatro", "#W+4"),
    ("cuatro cartas negra", "#W+4"), ("+4 negro", "#W+4"),
    ("roba dos", "#+2"), ("roba 2", "#+2"), ("más dos", "#+2"), ("más 2", "#+2"),
    ("mas dos", "#+2"), ("mas 2", "#+2"), ("+2", "#+2"), ("+ 2", "#+2"),
    ("toma dos", "#+2"), ("toma 2", "#+2"), ("come dos", "#+2"), ("come 2", "#+2"),
    ("chupate dos", "#+2"), ("chupate 2", "#+2"),
    ("comodín", "#W"), ("comodin", "#W"), ("cambio de color", "#W"), ("cambia color", "#W"),
    ("carta negra", "#W"), ("negra", "#W"), ("wild", "#W"), ("elige color", "#W"),
    ("multicolor", "#W"), ("cambiacolor", "#W"),
    ("salta", "#S"), ("salto", "#S"), ("saltar turno", "#S"), ("bloqueo", "#S"),
    ("bloquear", "#S"), ("skip", "#S"), ("pierde turno", "#S"),
    ("pierde el turno", "#S"), ("pierdo turno", "#S"), ("pierdo el turno", "#S"),
    ("reversa", "#R"), ("reverso", "#R"), ("reverse", "#R"), ("cambio de sentido", "#R"),
    ("cambia sentido", "#R"), ("cambio de dirección", "#R"), ("cambio dirección", "#R"),
    ("cambia dirección", "#R"), ("retorno", "#R"),
    ("sentido contrario", "#R"), ("al revés", "#R"), ("invertir", "#R"),
    ("intercambio de manos", "#WSW"), ("cambio de manos", "#WSW"),
    ("intercambiar manos", "#WSW"), ("mezcla manos", "#WSH"), ("mezclar manos", "#WSH"),
    ("barajar manos", "#WSH"), ("personalizable", "#WC"), ("en blanco", "#WC"),
    ("carta blanca", "#WC"), ("comodín blanco", "#WC"), ("escribir una regla", "#WC"),
    # Seven-O
    ("siete cero", "@seven_o"), ("7 0", "@seven_o"), ("7 cero", "@seven_o"),
    ("siete 0", "@seven_o"), ("7 y 0", "@seven_o"), ("siete y cero", "@seven_o"),
    ("7 o 0", "@seven_o"), ("70", "@seven_o"), ("seven o", "@seven_o"),
    ("seven zero", "@seven_o"), ("sietes y ceros", "@seven_o"),
    ("pasan las manos", "@seven_o"), ("pasar las manos", "@seven_o"),
    ("cambiar manos", "@seven_o"), ("cambiar la mano", "@seven_o"),
    # Jump-In
    ("jump in", "@jump_in"), ("jumpin", "@jump_in"), ("meterse", "@jump_in"),
    ("meter", "@jump_in"), ("meterme", "@jump_in"), ("colarse", "@jump_in"),
    ("colar", "@jump_in"), ("colarme", "@jump_in"),
    ("carta idéntica", "@jump_in"), ("misma carta", "@jump_in"), ("carta igual", "@jump_in"),
    ("fuera de turno", "OUT_OF_TURN"), ("no era su turno", "OUT_OF_TURN"),
    ("no es su turno", "OUT_OF_TURN"), ("no era mi turno", "OUT_OF_TURN"),
    ("no es mi turno", "OUT_OF_TURN"), ("no le toca", "OUT_OF_TURN"),
    ("no le tocaba", "OUT_OF_TURN"), ("no me toca", "OUT_OF_TURN"),
    ("antes de su turno", "OUT_OF_TURN"), ("antes de tiempo", "FALSE_UNO"),
    # calling UNO
    ("decir uno", CALL_UNO), ("dice uno", CALL_UNO), ("dijo uno", CALL_UNO),
    ("cantar uno", CALL_UNO), ("canto uno", CALL_UNO), ("canta uno", CALL_UNO),
    ("gritar uno", CALL_UNO), ("grita uno", CALL_UNO), ("grito uno", CALL_UNO),
    ("olvidar uno", CALL_UNO), ("olvido uno", CALL_UNO), ("sin uno", CALL_UNO),
    ("no dijo uno", CALL_UNO), ("no dice uno", CALL_UNO), ("no canto uno", CALL_UNO),
    ("no decir uno", CALL_UNO), ("no cantar uno", CALL_UNO), ("sin decir uno", CALL_UNO),
    ("sin cantar uno", CALL_UNO), ("olvidar decir uno", CALL_UNO),
    ("olvidar cantar uno", CALL_UNO), ("olvidar gritar uno", CALL_UNO),
    ("penúltima carta", CALL_UNO), ("una carta queda", CALL_UNO), ("queda una carta", CALL_UNO),
    ("queda 1 carta", CALL_UNO), ("solo una carta", CALL_UNO), ("cachar", "pillar"),
    ("atrapar", "pillar"), ("agarrar sin decir uno", CALL_UNO),
    ("dijo uno y tenia", "FALSE_UNO"), ("dijo uno y tenía", "FALSE_UNO"),
    ("grito uno y tenia", "FALSE_UNO"), ("gritó uno y tenía", "FALSE_UNO"),
    ("uno falso", "FALSE_UNO"), ("falso uno", "FALSE_UNO"), ("uno antes de tiempo", "FALSE_UNO"),
    ("uno teniendo", "FALSE_UNO"), ("dijo uno teniendo", "FALSE_UNO"),
    ("uno sin tener", "FALSE_UNO"), ("uno por error", "FALSE_UNO"),
    # stacking
    ("acumular", STACK), ("acumulación", STACK), ("acumulable", STACK), ("apilar", STACK),
    ("stackear", STACK), ("stack", STACK), ("progresivo", STACK), ("encadenar", STACK),
    ("sumar puntos", "POINTS"), ("sumar los puntos", "POINTS"), ("sumar los +2", STACK),
    ("sumar roba", STACK), ("suma de cartas", STACK), ("sumar cartas de robar", STACK),
    ("sumar", STACK), ("devolver el +2", STACK), ("devolver", STACK), ("tengo otro", STACK),
    ("otro +2", STACK), ("otro +4", STACK), ("otro roba dos", STACK), ("otro más dos", STACK),
    ("otro más cuatro", STACK),
    # challenges
    ("desafiar", CHALLENGE), ("desafío", CHALLENGE), ("desafiante", CHALLENGE),
    ("retar", CHALLENGE), ("reto", CHALLENGE), ("dudar", CHALLENGE), ("challenge", CHALLENGE),
    ("pillar el farol", CHALLENGE), ("pillar en un farol", CHALLENGE), ("farol", CHALLENGE),
    ("farolear", CHALLENGE), ("blufear", CHALLENGE), ("bluff", CHALLENGE),
    ("blof", CHALLENGE), ("blofear", CHALLENGE), ("blofea", CHALLENGE), ("blofeó", CHALLENGE),
    ("blofeo", CHALLENGE), ("sin blof", "NO_BLUFFING"), ("sin blofs", "NO_BLUFFING"),
    ("mentir", CHALLENGE), ("trampa", CHALLENGE), ("hacer trampa", CHALLENGE),
    ("enseñar las cartas", CHALLENGE), ("enseñar la mano", CHALLENGE),
    ("mostrar las cartas", CHALLENGE), ("mostrar la mano", CHALLENGE),
    ("enseñar mano", CHALLENGE), ("mostrar mano", CHALLENGE), ("ver la mano", CHALLENGE),
    ("ver las cartas", CHALLENGE), ("ilegal", CHALLENGE),
    ("sin faroles", "NO_BLUFFING"), ("sin farol", "NO_BLUFFING"), ("no farol", "NO_BLUFFING"),
    ("prohibido el farol", "NO_BLUFFING"), ("sin desafío", "NO_BLUFFING"),
    ("permitido", "LEGAL"), ("legal", "LEGAL"), ("válido", "LEGAL"), ("vale tirar", "LEGAL"),
    ("se vale", "LEGAL"), ("reglamentario", "LEGAL"),
    # the first card
    ("primera carta", FIRST_CARD), ("carta inicial", FIRST_CARD), ("carta de inicio", FIRST_CARD),
    ("dar la vuelta", FIRST_CARD), ("voltear", FIRST_CARD), ("carta volteada", FIRST_CARD),
    ("destapar", FIRST_CARD), ("carta destapada", FIRST_CARD),
    ("primera que sale", FIRST_CARD), ("de primera", FIRST_CARD), ("al empezar", FIRST_CARD),
    ("carta de arranque", FIRST_CARD), ("boca arriba", FIRST_CARD), ("empieza con", FIRST_CARD),
    ("sale al principio", FIRST_CARD),
    # the draw pile running out
    ("se acaba el mazo", "EMPTY_PILE"), ("se acabó el mazo", "EMPTY_PILE"),
    ("acabar el mazo", "EMPTY_PILE"), ("mazo vacío", "EMPTY_PILE"), ("mazo acabado", "EMPTY_PILE"),
    ("no quedan cartas", "EMPTY_PILE"), ("no hay cartas", "EMPTY_PILE"),
    ("no hay más cartas", "EMPTY_PILE"), ("sin cartas para robar", "EMPTY_PILE"),
    ("no queda mazo", "EMPTY_PILE"), ("pozo vacío", "EMPTY_PILE"), ("montón vacío", "EMPTY_PILE"),
    ("se terminó el mazo", "EMPTY_PILE"), ("terminar el mazo", "EMPTY_PILE"),
    ("se acaban las cartas", "EMPTY_PILE"),
    # points
    ("puntos", "POINTS"), ("punto", "POINTS"), ("puntuación", "POINTS"), ("puntaje", "POINTS"),
    ("valer", "POINTS"), ("cuánto vale", "POINTS"), ("cuántos puntos", "POINTS"),
    ("valor", "POINTS"), ("contar puntos", "POINTS"),
    ("contar los puntos", "POINTS"), ("ganar la partida", "POINTS"),
    ("puntos para ganar", "POINTS"),
    ("cuántos puntos para ganar", "POINTS"), ("marcador", "POINTS"), ("anotar", "POINTS"),
    ("menos puntos", "LOWEST"), ("menor puntuación", "LOWEST"), ("total más bajo", "LOWEST"),
    ("menos puntos gana", "LOWEST"), ("puntos en contra", "LOWEST"),
    ("el que tenga menos", "LOWEST"), ("puntuación más baja", "LOWEST"),
    # dealing and going first
    ("repartir", "DEAL"), ("reparte", "DEAL"), ("reparto", "DEAL"), ("repartidor", "DEAL"),
    ("dar cartas", "DEAL"), ("cartas dan", "DEAL"), ("cartas reparten", "DEAL"),
    ("da las cartas", "DEAL"), ("quien da", "DEAL"),
    ("quien empieza", "DEAL"), ("quien sale", "DEAL"), ("quien abre", "DEAL"),
    ("quien juega primero", "DEAL"), ("quien va primero", "DEAL"), ("quien comienza", "DEAL"),
    ("7 cartas", "DEAL"), ("siete cartas", "DEAL"), ("cartas a cada uno", "DEAL"),
    ("cartas cada uno", "DEAL"), ("a cada uno", "jugador"), ("cada uno", "jugador"),
    ("cartas por jugador", "DEAL"), ("cartas al principio", "DEAL"),
    ("cartas al empezar", "DEAL"), ("empezar", "DEAL"), ("comenzar", "DEAL"),
    # going out
    ("quedarse sin cartas", "GO_OUT"), ("sin cartas", "GO_OUT"), ("última carta", "GO_OUT"),
    ("terminar", "GO_OUT"), ("acabar", "GO_OUT"), ("cerrar", "GO_OUT"), ("ganar", "GO_OUT"),
    ("salir", "GO_OUT"), ("ganar la ronda", "GO_OUT"), ("fin de la ronda", "GO_OUT"),
    ("termina la ronda", "GO_OUT"), ("acaba la ronda", "GO_OUT"),
    # other words for the same thing
    ("rojo", "color"), ("amarillo", "color"), ("verde", "color"), ("azul", "color"),
    ("colores", "color"), ("otro color", "color"), ("del color", "color"),
    ("mazo para robar", "baraja"), ("mazo", "baraja"), ("cartas en total", "baraja"),
    ("cartas tiene la baraja", "baraja"),
    ("cartas hay", "baraja"), ("cartas trae", "baraja"), ("caja", "baraja"),
    ("turno extra", "EXTRA_TURN"), ("otra vez", "EXTRA_TURN"), ("volver a jugar", "EXTRA_TURN"),
    ("vuelvo a jugar", "EXTRA_TURN"), ("juega otra vez", "EXTRA_TURN"),
    ("dos veces", "EXTRA_TURN"), ("repetir turno", "EXTRA_TURN"), ("repite", "EXTRA_TURN"),
    ("obligado", "obligar"), ("obligatorio", "obligar"), ("a fuerza", "obligar"),
    ("tengo que", "obligar"), ("tiene que", "obligar"), ("hay que", "obligar"),
    ("robar hasta", "DRAW_UNTIL"), ("robando hasta", "DRAW_UNTIL"),
    ("seguir robando", "DRAW_UNTIL"), ("sigue robando", "DRAW_UNTIL"),
    ("hasta que salga", "DRAW_UNTIL"), ("hasta que sirva", "DRAW_UNTIL"),
    ("hasta poder jugar", "DRAW_UNTIL"), ("hasta que pueda", "DRAW_UNTIL"),
    ("pasar turno", "PASS_TURN"), ("paso", "PASS_TURN"), ("pasar", "PASS_TURN"),
    ("coger", "robar"), ("agarrar", "robar"), ("tomar", "robar"), ("comer", "robar"),
    ("levantar", "robar"), ("sacar", "robar"), ("chupar", "robar"), ("pescar", "robar"),
    ("pareja", "equipo"), ("parejas", "equipo"), ("compañero", "equipo"),
    ("compañera", "equipo"), ("2 contra 2", "equipo"), ("dos contra dos", "equipo"),
    ("en equipo", "equipo"), ("equipos", "equipo"),
    ("dos jugadores", TWO_PLAYERS), ("2 jugadores", TWO_PLAYERS), ("solo dos", TWO_PLAYERS),
    ("de a dos", TWO_PLAYERS), ("entre dos", TWO_PLAYERS), ("mano a mano", TWO_PLAYERS),
    ("uno contra uno", TWO_PLAYERS), ("1 contra 1", TWO_PLAYERS), ("1v1", TWO_PLAYERS),
    ("uno entre dos", TWO_PLAYERS), ("uno de a dos", TWO_PLAYERS), ("uno para dos", TWO_PLAYERS),
    ("dos personas", TWO_PLAYERS), ("somos dos", TWO_PLAYERS), ("con dos", TWO_PLAYERS),
    ("no puedo jugar", "CANNOT_PLAY"), ("no puedo tirar", "CANNOT_PLAY"),
    ("nada que tirar", "CANNOT_PLAY"), ("nada que jugar", "CANNOT_PLAY"),
    ("nada que poner", "CANNOT_PLAY"), ("no tengo nada", "CANNOT_PLAY"),
    ("no tengo carta", "CANNOT_PLAY"), ("no me sirve", "CANNOT_PLAY"),
    ("ninguna sirve", "CANNOT_PLAY"), ("no tengo que tirar", "CANNOT_PLAY"),
    ("coincidir", MATCH), ("coincida", MATCH), ("coincide", MATCH), ("combinar color", MATCH),
    ("mismo color", MATCH), ("mismo número", MATCH),
    ("que cartas puedo tirar", MATCH), ("qué cartas puedo tirar", MATCH),
    ("que cartas puedo jugar", MATCH), ("qué cartas puedo jugar", MATCH),
    ("igual color", MATCH), ("igual número", MATCH),
    ("ayudar", "ayudar"), ("decirle que tirar", "ayudar"), ("decir que tirar", "ayudar"),
    ("decirle que jugar", "ayudar"), ("decir compañero", "ayudar"), ("decir equipo", "ayudar"),
    ("aconsejar", "ayudar"), ("consejo", "ayudar"), ("soplar", "ayudar"), ("chivar", "ayudar"),
    ("pasar cartas", "intercambiar"), ("cambiar cartas", "intercambiar"),
    ("intercambiar cartas", "intercambiar"), ("regalar cartas", "intercambiar"),
    ("juntar reglas", "combinar"), ("combinar", "combinar"), ("a la vez", "combinar"),
    ("al mismo tiempo", "combinar"), ("juntas", "combinar"),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip", FLIP), ("lado claro", FLIP), ("lado oscuro", FLIP),
    ("cara clara", FLIP), ("cara oscura", FLIP), ("doble cara", FLIP),
    ("roba cinco", FLIP_CARD), ("roba 5", FLIP_CARD), ("+5", FLIP_CARD),
    ("roba uno", FLIP_CARD), ("+1", FLIP_CARD),
    ("salta a todos", FLIP_CARD), ("roba color", FLIP_CARD), ("comodín roba dos", FLIP_CARD),
    ("comodín roba color", FLIP_CARD),
    ("rosa", FLIP), ("turquesa", FLIP), ("naranja", FLIP), ("morado", FLIP), ("violeta", FLIP),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("sin piedad", NO_MERCY), ("sin clemencia", NO_MERCY), ("clemencia", NO_MERCY),
    ("regla de clemencia", "clemencia eliminar"), ("+6", NO_MERCY), ("+10", NO_MERCY),
    ("roba seis", NO_MERCY), ("roba 6", NO_MERCY), ("roba diez", NO_MERCY),
    ("roba 10", NO_MERCY), ("ruleta de color", NO_MERCY), ("ruleta", NO_MERCY),
    ("descarta todas", NO_MERCY), ("comodín reversa roba cuatro", NO_MERCY),
    ("reversa +4", NO_MERCY),
    ("all wild", ALL_WILD), ("todo comodín", ALL_WILD), ("todos comodines", ALL_WILD),
    ("salta dos", ALL_WILD), ("roba dos dirigido", ALL_WILD), ("intercambio forzado", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("lanzador", ATTACK), ("lanzacartas", ATTACK),
    ("máquina", ATTACK), ("botón", ATTACK), ("pulsar", ATTACK), ("pulsa", ATTACK),
    ("apretar", ATTACK), ("todos pulsan", ATTACK), ("fuego", ATTACK), ("pulsa 2", ATTACK),
    ("challenge uno", ELIMINATION), ("eliminatoria", ELIMINATION),
    ("fuera del juego", ELIMINATION), ("fuera de la partida", ELIMINATION),
    ("último en pie", ELIMINATION), ("quien queda", ELIMINATION),
    ("eliminado", "eliminar"), ("eliminada", "eliminar"), ("quedar fuera", "eliminar"),
    ("queda fuera", "eliminar"), ("quedas fuera", "eliminar"), ("quedo fuera", "eliminar"),
    # playing a card
    ("jugar", PLAY), ("tirar", PLAY), ("echar", PLAY), ("poner", PLAY), ("soltar", PLAY),
    ("bajar", PLAY), ("lanzar", PLAY), ("descartar", PLAY), ("usar", PLAY),
    ("aventar", PLAY), ("avento", PLAY), ("aviento", PLAY), ("avienta", PLAY),
)  # fmt: skip

ENTRY_WORDS = {
    "deck": "cuántas cartas tiene la baraja, cuántas cartas hay en el mazo, número de cartas, "
    "qué cartas hay, un 0 por color, dos de cada número por color, cuántas hay de cada "
    "carta en total, la caja",
    "deal": "quién reparte, quién da las cartas, repartir, quién empieza, quién sale, quién "
    "juega primero, primer jugador después de repartir, cuántas cartas a cada uno, 7 "
    "cartas, cartas al empezar, empezar la partida, hacia dónde se juega, sentido de las "
    "agujas del reloj, a la izquierda del repartidor",
    "first-card": "primera carta destapada, carta inicial, qué pasa con la primera "
    "carta, la carta con la que empieza la partida, carta volteada al principio",
    "first-card-reverse": "la primera carta es una reversa, reversa de primera carta, carta "
    "inicial reversa, se empieza con una reversa, sale una reversa al principio",
    "first-card-wild-draw-four": "la primera carta es un +4, comodín roba cuatro de primera "
    "carta, se vuelve a barajar, vuelve al mazo",
    "matching": "qué puedo tirar, puedo poner esta, sirve, carta que coincida, mismo color, "
    "mismo número, mismo símbolo, un 5 rojo sobre un 5 verde, color distinto con el mismo "
    "número, legal, qué cartas puedo jugar en mi turno, encima de, qué cartas puedo tirar, qué "
    "puedo aventar",
    "turn-order": "fuera de turno, no era su turno, jugó antes de tiempo, a quién le toca, "
    "orden de los turnos",
    "wild": "comodín, cambio de color, elegir color, quién elige, pedir el mismo color, carta "
    "negra, comodín sobre comodín",
    "skip": "salta, pierde turno, saltar turno, bloqueo, a quién se salta, el siguiente "
    "pierde el turno, el que pierde el turno roba, cómo funciona el salta, qué hace el salta, a "
    "quién le toca después de un salta o un pierde el turno",
    "reverse": "reversa, cambio de sentido, cambio de dirección, al revés, sentido contrario, "
    "vuelve al que acaba de jugar, cómo funciona la reversa, qué hace la reversa",
    "draw-two": "+2, roba dos, más dos, toma dos, robar dos cartas",
    "wild-draw-four": "+4, comodín roba cuatro, más cuatro, toma cuatro, cuántas cartas "
    "roba el +4, cuántas cartas se roban, cuándo se puede tirar, solo si no tienes el color, "
    "solo si no tengo ninguna "
    "carta del color",
    "wild-draw-four-challenge": "desafiar, desafío, farol, tirarse un farol, pillar el farol, "
    "blof, blofear, "
    "trampa, enseñar "
    "la mano, ver la mano, +4 ilegal, desafiar el +4, el +4 era válido, desafío fallido, "
    "cuántas cartas si pierdo el desafío",
    "drawing": "robar, robar una carta, coger del mazo, agarrar una carta del mazo y tirarla, "
    "no puedo jugar, nada que tirar, no "
    "tengo carta, jugar la carta robada, tirar otra carta después de robar, robar y luego "
    "jugar, la carta robada no sirve, se acaba mi turno, robar aunque pueda jugar, pasar, "
    "robar a propósito, no estoy obligado a jugar",
    "empty-draw-pile": "no quedan cartas para robar, se acaba el mazo, mazo vacío, barajar la "
    "pila de descarte, volver a barajar",
    "uno-call": "decir UNO, cantar UNO, gritar UNO, se me olvidó decir UNO, pillar, "
    "penalización, penúltima carta, no dijo UNO, sin decir UNO",
    "false-uno": "UNO falso, dijo UNO con dos cartas, UNO antes de tiempo, dijo UNO teniendo "
    "muchas cartas",
    "going-out": "última carta, quedarse sin cartas, terminar, se acaba la ronda, ganar la "
    "ronda, fin de la ronda, terminar con una carta de acción, terminar con un roba dos, "
    "el siguiente roba igual",
    "scoring": "puntos, puntuación, cuánto vale, valor, cuántos puntos, contar los puntos, "
    "puntos de las cartas, quién se lleva los puntos, el ganador de la ronda suma los puntos, "
    "hasta 500 puntos, cuántos puntos para ganar la partida",
    "scoring-lowest": "gana el que tenga menos puntos, total más bajo, puntos en contra, cada "
    "uno suma sus propias cartas, menos puntos gana",
    "two-players": "dos jugadores, 2 jugadores, solo dos, mano a mano, uno contra uno",
    "partners": "parejas, por parejas, compañero, equipo, 2 contra 2, jugar en equipo",
    "special-wilds": "comodín intercambio de manos, comodín mezcla manos, comodín "
    "personalizable, carta en blanco, escribir una regla, comodines especiales",
    "other-penalties": "ayudar, ayuda, ayudar al compañero, decirle a otro qué tirar, soplar, "
    "dar consejos, pasar "
    "cartas, regalar cartas a otro jugador, intercambiar cartas, penalización",
    "stacking": "acumular, acumulación, apilar, sumar, robo sobre robo, +2 sobre +2, UNO "
    "progresivo, tirar dos cartas de robar a la vez, se suman",
    "seven-o": "siete cero, 7-0, cambiar la mano con el 7, pasar las manos con el 0, "
    "intercambiar las cartas con el 7",
    "jump-in": "meterse, colarse, jump-in, interrumpir, carta idéntica, la misma carta, "
    "fuera de turno",
    "draw-until-playable": "robar hasta poder jugar, seguir robando, robar hasta que salga "
    "una que sirva, robar muchas cartas, hasta que sirva",
    "must-play-drawn": "hay que jugar la carta robada, obligado a jugarla, tengo que tirarla, "
    "jugar la carta robada o quedármela, no puedo quedarme la carta robada",
    "no-bluffing": "sin faroles, sin farol, prohibido el farol, jugar sin desafío, sin blof, "
    "jugar sin blofear",
    "no-wild-finish": "terminar con un comodín, ganar con un comodín, última carta comodín, "
    "acabar con comodín",
    "combined-rules": "juntar reglas de la casa, dos reglas de la casa a la vez, combinar "
    "reglas, las dos reglas, contradicción",
    "flip": "UNO Flip, baraja Flip, carta Flip, lado claro, lado oscuro, qué lado cuenta, "
    "cuánto vale una carta Flip, puntos Flip, cartas de doble cara",
    "flip-cards": "cartas de UNO Flip, roba uno, roba cinco, salta a todos, comodín roba dos, "
    "comodín roba color, robar hasta que salga el color, Flip de primera carta",
    "no-mercy": "UNO No Mercy, Show 'Em No Mercy, sin piedad, baraja No Mercy, cartas No "
    "Mercy, puntos No Mercy, 168 cartas",
    "no-mercy-knockout": "regla de clemencia, eliminado, fuera, 25 cartas, demasiadas cartas, "
    "cuántas cartas para quedar fuera, queda fuera, fuera de la ronda, último jugador en la ronda",
    "no-mercy-stacking": "acumular en No Mercy, +6 sobre +4, +10, roba seis, roba diez, "
    "comodín reversa roba cuatro, ruleta de color, descarta todas, salta a todos",
    "all-wild": "All Wild, todas las cartas son comodines, salta dos, roba dos dirigido, "
    "intercambio forzado, puntos All Wild",
    "attack": "UNO Attack, lanzador, lanzacartas, pulsar el botón, pulsa 2, todos pulsan, "
    "fuego, cambio de manos, puntos Attack",
    "challenge-uno": "Challenge UNO, eliminación, eliminado de la partida, fuera de la "
    "partida, cuándo quedo eliminado, último jugador en pie, quién queda",
}

_STOP_TEXT = (
    "el la los las lo un una unos unas al del de a en con por para y e o u ni pero si "
    "sino que qué quien quién quienes cual cuál cuales cuáles como cómo cuando cuándo "
    "donde dónde cuanto cuánto cuanta cuánta cuantos cuántos cuantas cuántas porque por qué "
    "yo tu tú él ella ellos ellas usted ustedes nosotros vosotros me te se le les nos os "
    "mi mis su sus mí ti sí conmigo contigo este esta esto estos estas ese esa eso esos esas "
    "aquel aquella es son era eran fue ser soy eres somos sea está están estaba estar estoy "
    "he has ha han hemos había habia haber hay hubo puedo puede puedes pueden podemos "
    "podéis pueda puedan podria podría poder tengo tiene tienes tienen tenemos tenga tengan "
    "tener teniendo tenía tenia hago hace haces hacen hacer hecho debo debe debes deben "
    "deber debería pasa pasó paso también tambien ya aún aun aunque muy mucho mas entonces "
    "luego ahora pues bueno ok okay porfa favor hola regla reglas juego partida "
    "oficial oficiales casa mesa bien mal así asi verdad cierto realmente eh o sea "
    "alguien algo todos todo toda todas cada otro otra otros otras mismo misma "
    "ocurre sucede significa sirve vez"
)

VERBS = {
    # forms the stemmer does not take to the plain word
    "decir": "decirle decirles digo dice dices dicen dije dijo dijiste dijeron diga digas digan "
    "dicho diciendo",
    "poner": "pongo pone pones ponen puse puso pusiste pusieron ponga pongas puesto",
    "echar": "echo echa echas echan eché eche echó echaron echado echen",
    "jugar": "juega juegas juegan juegue juegues jueguen jugué",
    "empezar": "empieza empiezas empiezan empiezo empiece empecé empezó",
    "elegir": "elige eliges eligen elijo elija eligió elegido",
    "pedir": "pide pides piden pido pida pidió pedido",
    "perder": "pierde pierdes pierden pierdo pierda perdió perdido",
    "contar": "cuenta cuentan cuento cuente cuentas",
    "volver": "vuelve vuelves vuelven vuelvo vuelva",
    "seguir": "sigue sigues siguen sigo siga siguió",
    "mostrar": "muestra muestras muestran muestro muestre muéstrame muestrame",
    "enseñar": "enséñame enseñame enseñó",
    "cerrar": "cierra cierras cierran cierro cierre",
    "coger": "cojo coja cojas",
    "salir": "sale sales salen salgo salga salió",
    "valer": "vale valen valga",
    "primera": "primer primero primeros primeras",
    "olvidar": "olvidó",
    "jugador": "jugadores jugadora jugadoras",
    "penalización": "penalizacion penalizaciones",
    "robar": "robada robadas robado",
    # the way of scoring, not a player knocked out ("eliminado", read "eliminar")
    "eliminatoria": "eliminación eliminaciones",
}

_PLAIN_CARD = ANY_CARD - DRAW_CARDS  # a draw card on a draw card is stacking
_ON = frozenset({"sobr", "encim", "arrib", "despues", "tras"})  # the terms of "on", "onto"
_IMPLIED = (
    Implied(((DRAW_CARDS, 2),), STACK),
    Implied(((DRAW_CARDS, 1), (frozenset({"junt", "combinar", "ambos", "dobl", "sum"}), 1)),
            STACK),
    Implied(((ANY_CARD, 1), (frozenset({"cuant"}), 1), (frozenset({"hay"}), 1)), "baraj"),
    Implied(((_PLAIN_CARD, 2), (_ON, 1)), MATCH),  # "5 verde sobre 5 rojo"
    Implied(((_PLAIN_CARD, 1), (frozenset({PLAY}), 1), (_ON, 1)), MATCH),  # "tirar sobre un 7"
)  # fmt: skip

_INFLECTIONS = Inflections(
    endings=("a", "o", "as", "os", "e", "es", "ar", "er", "ir", "ado", "ada", "ido",
             "an", "en", "ando", "aron", "amos"),
    on_stem=True,
)  # fmt: skip

VOCABULARY = Vocabulary(
    language=LANGUAGE,
    stop_words=frozenset(_STOP_TEXT.split()),
    irregular=MappingProxyType(
        {form: word for word, forms in VERBS.items() for form in forms.split()}
    ),
    phrases=(
        *said_options(LANGUAGE),
        *PHRASES,
        *said_cards(LANGUAGE),
        *said_cards("es-419"),  # the Latin American box: "toma dos", "comodín toma cuatro"
        *((word, str(number)) for number, word in enumerate(NUMBERS)),
    ),
    implied=_IMPLIED,
    entry_words=MappingProxyType(ENTRY_WORDS),
    intents=INTENTS,
    colors=MappingProxyType(_COLOURS),
    before_top=frozenset({"sobre", "encima", "arriba", "después", "tras"}),
    closest=CLOSEST,
    numbers=frozenset(NUMBERS),
    scopes=SCOPES,
    inflections=_INFLECTIONS,
)
