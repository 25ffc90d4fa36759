"""The Latin American Spanish words players use: what the rulebook search reads a question
with on a page in ``es-419``.

Built from Spain's vocabulary (:mod:`referee.rulebook.vocabularies.es`): the same ideas,
stop words, verbs and card phrases, so that a question typed with Spain's words ("roba
dos", "pierde el turno", "coger", "pillar") is read as well as one typed with Latin
America's. What differs is the word the rules themselves use: the Latin American catalog
says "tomar" (draw), "atrapar" (catch) and "cartas de castigo" (draw cards), where Spain's
says "robar", "pillar" and "cartas de robo", so here the other countries' words are read as
these, and Spain's the other way round. The cards' names come from both catalogs
(:func:`said_cards`): "Toma dos", "Comodín toma cuatro" and "Roba dos", "Pierde el turno".
Beside them the names players say from Mexico to Argentina: "chúpate dos", "come cuatro",
"+4", "cambio de sentido", "agarrar", "levantar", "sacar".
"""

from __future__ import annotations

from types import MappingProxyType

from referee.rulebook.vocabularies import es
from referee.rulebook.vocabulary import (
    FLIP_CARD,
    STACK,
    Vocabulary,
    said_cards,
    said_options,
)

LANGUAGE = "es-419"

# Each word of Spain's vocabulary that names "draw" or "catch" is read here as the Latin
# American catalog's word.
_OURS = {"robar": "tomar", "pillar": "atrapar"}

_LATIN_AMERICA = (
    # drawing, catching and the draw cards as the Latin American rules say them
    ("robar", "tomar"), ("coger", "tomar"), ("pillar", "atrapar"), ("cachar", "atrapar"),
    ("carta de robo", "carta de castigo"), ("cartas de robo", "cartas de castigo"),
    ("carta de robar", "carta de castigo"), ("cartas de robar", "cartas de castigo"),
    ("carta de tomar", "carta de castigo"), ("cartas de tomar", "cartas de castigo"),
    ("tomar hasta", "DRAW_UNTIL"), ("tomando hasta", "DRAW_UNTIL"),
    ("seguir tomando", "DRAW_UNTIL"), ("sigue tomando", "DRAW_UNTIL"),
    ("agarrar hasta", "DRAW_UNTIL"), ("sacar hasta", "DRAW_UNTIL"),
    ("sin cartas para tomar", "EMPTY_PILE"), ("se acabó la pila", "EMPTY_PILE"),
    ("se acabaron las cartas", "EMPTY_PILE"),
    ("sumar toma", STACK), ("otro toma dos", STACK), ("sumar cartas de tomar", STACK),
    ("acumular castigo", STACK), ("chúpate cuatro", "#W+4"), ("chupate cuatro", "#W+4"),
    ("chúpate dos", "#+2"), ("chupate dos", "#+2"), ("comodín chúpate cuatro", "#W+4"),
    ("cuantos puntos da", "POINTS"), ("cuántos puntos da", "POINTS"),
    ("toma cinco", FLIP_CARD), ("toma uno", FLIP_CARD), ("toma 5", FLIP_CARD),
)  # fmt: skip

# Read before the options' names: the option "Acumular cartas de castigo" is the rule itself.
_FIRST = (("acumular cartas de castigo", STACK),)

_SPAIN = {said for said, _ in _LATIN_AMERICA}
_PHRASES = (
    *_LATIN_AMERICA,
    *(
        (said, _OURS.get(idea, idea))
        for said, idea in es.PHRASES
        if said not in _SPAIN
        and said not in _OURS.values()
        and idea not in ("carta de robo", "cartas de robo")
    ),
)

_LATIN_WORDS = {
    "first-card-wild-draw-four": "comodín toma cuatro de primera carta",
    "skip": "el que pierde el turno toma, salta al siguiente",
    "draw-two": "toma dos, chúpate dos, tomar dos cartas",
    "wild-draw-four": "comodín toma cuatro, chúpate cuatro, cuántas cartas toma el +4, "
    "cuántas cartas se toman",
    "wild-draw-four-challenge": "atrapar el farol, cuántas cartas tomo si pierdo el desafío",
    "drawing": "tomar, tomar una carta, agarrar del mazo, sacar una carta, jugar la carta "
    "tomada, tomar y luego jugar, tomar aunque pueda jugar, tomar a propósito, me toca "
    "tomar del mazo, tomar del mazo y después jugar",
    "empty-draw-pile": "no quedan cartas para tomar",
    "uno-call": "atrapar, me atraparon sin decir UNO",
    "going-out": "terminar con un toma dos, el siguiente toma igual",
    "stacking": "toma dos sobre toma dos, cartas de castigo, tirar dos cartas de castigo a la vez",
    "draw-until-playable": "tomar hasta poder jugar, seguir tomando, tomar hasta que salga "
    "una que sirva, tomar muchas cartas",
    "must-play-drawn": "hay que jugar la carta tomada, jugar la carta tomada o quedármela",
    "flip-cards": "toma uno, toma cinco, comodín toma dos, comodín toma color, tomar hasta "
    "que salga el color",
    "no-mercy-stacking": "toma seis, toma diez, comodín reversa toma cuatro",
}
_ENTRY_WORDS = {
    rule: f"{words}, {_LATIN_WORDS[rule]}" if rule in _LATIN_WORDS else words
    for rule, words in es.ENTRY_WORDS.items()
}

_VERBS = {
    **{word: forms for word, forms in es.VERBS.items() if word != "robar"},
    "tomar": "tomada tomadas tomado",
    "agarrar": "agarré agarró",
    "atrapar": "atrapé atrapó",
}

VOCABULARY = Vocabulary(
    language=LANGUAGE,
    stop_words=es.VOCABULARY.stop_words,
    irregular=MappingProxyType(
        {form: word for word, forms in _VERBS.items() for form in forms.split()}
    ),
    phrases=tuple(
        dict.fromkeys(
            (
                *_FIRST,
                *said_options(LANGUAGE),
                *_PHRASES,
                *said_cards(LANGUAGE),
                *said_cards("es"),  # Spain's box: "roba dos", "pierde el turno"
                *((word, str(number)) for number, word in enumerate(es.NUMBERS)),
            )
        )
    ),
    implied=es.VOCABULARY.implied,
    entry_words=MappingProxyType(_ENTRY_WORDS),
    intents=es.VOCABULARY.intents,
    colors=es.VOCABULARY.colors,
    before_top=es.VOCABULARY.before_top,
    closest=es.VOCABULARY.closest,
    numbers=es.VOCABULARY.numbers,
    scopes=es.VOCABULARY.scopes,
    inflections=es.VOCABULARY.inflections,
)
