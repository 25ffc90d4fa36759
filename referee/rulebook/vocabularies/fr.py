"""The French words players use: what the rulebook search reads a French question with.

The cards' and the options' names come from the catalogs (:func:`said_cards`,
:func:`said_options`: "Super Joker", "Sept-Zéro"); beside them, the names French-speaking
families use at the table ("joker +4", "plus quatre", "passe ton tour", "changement de
sens", "cumuler", "contre-UNO"). The ideas (``STACK``, ``#W+4``...) are the English
vocabulary's: a French question is read as the same ideas, and offers the same wizards.

Words are written as people spell them: the search drops accents (``carte piochée`` is read
``carte piochee``). It also drops apostrophes, so an elided word is read glued to the word
before it (``l'inversion`` as ``linversion``, ``qu'il`` as ``quil``): the elided forms of the
words that begin with a vowel are listed here as irregular forms of those words
(:data:`_ELIDED`), and the glued little words (``quil``, ``cest``, ``dune``) as stop words.
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

LANGUAGE = "fr"
NUMBERS = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf")
MATCH = "match"
HAPPEN = "HAPPEN"  # "qu'est-ce qui se passe": no Skip card ("Passe") in it

_COLOURS = {
    **{word: Color.RED for word in ("rouge", "rouges")},
    **{word: Color.YELLOW for word in ("jaune", "jaunes")},
    **{word: Color.GREEN for word in ("vert", "verte", "verts", "vertes")},
    **{word: Color.BLUE for word in ("bleu", "bleue", "bleus", "bleues")},
    **{word: DARK_COLORS["P"] for word in ("rose", "roses")},
    **{word: DARK_COLORS["T"] for word in ("turquoise", "turquoises")},
    **{word: DARK_COLORS["O"] for word in ("orange", "oranges")},
    **{word: DARK_COLORS["U"] for word in ("violet", "violette", "violets", "violettes")},
    # the cards' codes, as the app writes them (r7, b+2)
    **COLOR_CODES,
}  # fmt: skip

_PHRASES = (
    # cards, as French-speaking players say them beyond the printed names
    ("super joker", "#W+4"), ("plus quatre", "#W+4"), ("plus 4", "#W+4"), ("+ 4", "#W+4"),
    ("+4", "#W+4"), ("joker plus quatre", "#W+4"), ("joker plus 4", "#W+4"),
    ("joker +4", "#W+4"), ("carte +4", "#W+4"), ("w+4", "#W+4"), ("pioche quatre", "#W+4"),
    ("plus deux", "#+2"), ("plus 2", "#+2"), ("+ 2", "#+2"), ("+2", "#+2"),
    ("carte +2", "#+2"), ("pioche deux", "#+2"),
    ("joker", "#W"), ("joker simple", "#W"), ("joker normal", "#W"), ("carte joker", "#W"),
    ("changement de couleur", "#W"), ("change couleur", "#W"), ("carte noire", "#W"),
    ("multicolore", "#W"),
    # "Passe", the name the app printed before the box's (Passer), still said at the table
    ("passe", "#S"),
    ("passe ton tour", "#S"), ("passe tour", "#S"), ("passetour", "#S"), ("carte passe", "#S"),
    ("sens interdit", "#S"), ("interdit de jouer", "#S"), ("saute", "#S"),
    ("sauter", "#S"),
    ("changement de sens", "#R"), ("change de sens", "#R"), ("changer de sens", "#R"),
    ("sens inverse", "#R"), ("inverse", "#R"), ("inverser", "#R"), ("retour", "#R"),
    ("demi tour", "#R"), ("autre sens", "#R"),
    ("echange de mains", "#WSW"), ("echange de main", "#WSW"), ("echanger les mains", "#WSW"),
    ("melange des mains", "#WSH"), ("melanger les mains", "#WSH"),
    ("personnalisable", "#WC"), ("carte vierge", "#WC"), ("carte blanche", "#WC"),
    ("joker blanc", "#WC"), ("ecrire sa regle", "#WC"),
    # Seven-O
    ("7 0", "@seven_o"), ("7 et 0", "@seven_o"), ("7 ou 0", "@seven_o"),
    ("sept zero", "@seven_o"), ("sept et zero", "@seven_o"), ("70", "@seven_o"),
    ("7 zero", "@seven_o"),
    ("sept 0", "@seven_o"), ("tourner les jeux", "@seven_o"), ("tourner les mains", "@seven_o"),
    ("passer les mains", "@seven_o"), ("echanger son jeu", "@seven_o"),
    ("echanger les jeux", "@seven_o"), ("echange les mains", "@seven_o"),
    ("echange de jeu", "@seven_o"),
    # Jump-In
    ("intercepter", "@jump_in"),
    ("carte identique", "@jump_in"), ("meme carte", "@jump_in"), ("couper", "@jump_in"),
    ("hors de son tour", "OUT_OF_TURN"), ("hors tour", "OUT_OF_TURN"),
    ("pas son tour", "OUT_OF_TURN"), ("pas mon tour", "OUT_OF_TURN"),
    ("pas ton tour", "OUT_OF_TURN"), ("pas a son tour", "OUT_OF_TURN"),
    ("avant son tour", "OUT_OF_TURN"), ("avant mon tour", "OUT_OF_TURN"),
    ("trop tot", "OUT_OF_TURN"),
    # calling UNO
    ("dire uno", CALL_UNO), ("crier uno", CALL_UNO), ("annoncer uno", CALL_UNO),
    ("oublier uno", CALL_UNO), ("oublier de dire", CALL_UNO), ("oublie uno", CALL_UNO),
    ("pas dit uno", CALL_UNO), ("sans dire uno", CALL_UNO), ("contre uno", CALL_UNO),
    ("contreuno", CALL_UNO), ("uno oublie", CALL_UNO), ("penalite uno", CALL_UNO),
    ("avant derniere carte", CALL_UNO), ("l'avant-dernière", CALL_UNO),
    ("une seule carte", CALL_UNO),
    ("plus qu'une carte", CALL_UNO), ("derniere carte en main", CALL_UNO),
    ("pas dit", CALL_UNO), ("pas annonce", CALL_UNO), ("surpris", CALL_UNO),
    ("faux uno", "FALSE_UNO"), ("uno trop tot", "FALSE_UNO"), ("uno pour rien", "FALSE_UNO"),
    ("dit uno alors", "FALSE_UNO"), ("dit uno avec", "FALSE_UNO"),
    # stacking
    ("cumuler", STACK), ("cumul", STACK), ("empiler", STACK), ("enchainer", STACK),
    ("accumuler", STACK), ("additionner", STACK), ("progressif", STACK),
    ("renvoyer", STACK),
    ("+2 sur +2", STACK), ("+4 sur +4", STACK),
    # challenges
    ("contester", CHALLENGE), ("contestation", CHALLENGE), ("contestataire", CHALLENGE),
    ("bluff", CHALLENGE), ("bluffer", CHALLENGE), ("bluffeur", CHALLENGE),
    ("tricher", CHALLENGE), ("triche", CHALLENGE), ("tricheur", CHALLENGE),
    ("montrer sa main", CHALLENGE), ("montrer son jeu", CHALLENGE), ("voir sa main", CHALLENGE),
    ("voir son jeu", CHALLENGE), ("verifier", CHALLENGE), ("douter", CHALLENGE),
    ("defier", CHALLENGE), ("illegal", CHALLENGE),
    ("pas de bluff", "NO_BLUFFING"), ("sans bluff", "NO_BLUFFING"),
    ("interdit de bluffer", "NO_BLUFFING"),
    ("autorise", "LEGAL"), ("permis", "LEGAL"), ("legal", "LEGAL"), ("le droit", "LEGAL"),
    ("reglementaire", "LEGAL"),
    # the first card
    ("premiere carte", FIRST_CARD), ("carte de depart", FIRST_CARD),
    ("carte du debut", FIRST_CARD), ("carte retournee", FIRST_CARD), ("retourner", FIRST_CARD),
    ("premiere carte retournee", FIRST_CARD), ("carte de debut", FIRST_CARD),
    ("carte au debut", FIRST_CARD), ("debut de partie", FIRST_CARD),
    # the draw pile running out
    ("pioche vide", "EMPTY_PILE"), ("plus de pioche", "EMPTY_PILE"),
    ("plus de cartes dans la pioche", "EMPTY_PILE"), ("plus de carte a piocher", "EMPTY_PILE"),
    ("pioche finie", "EMPTY_PILE"), ("pioche epuisee", "EMPTY_PILE"),
    ("fin de la pioche", "EMPTY_PILE"), ("plus rien a piocher", "EMPTY_PILE"),
    ("remelanger", "EMPTY_PILE"), ("melanger la defausse", "EMPTY_PILE"),
    # points
    ("point", "POINTS"), ("vaut", "POINTS"), ("valeur", "POINTS"), ("score", "POINTS"),
    ("compter", "POINTS"), ("comptage", "POINTS"), ("calcul", "POINTS"), ("marquer", "POINTS"),
    ("combien vaut", "POINTS"), ("rapporte", "POINTS"), ("500", "POINTS"),
    ("moins de points", "LOWEST"), ("le plus bas", "LOWEST"), ("total le plus bas", "LOWEST"),
    ("points contre", "LOWEST"), ("moins de point", "LOWEST"), ("points negatifs", "LOWEST"),
    # dealing and going first
    ("distribuer", "DEAL"), ("distribution", "DEAL"), ("donneur", "DEAL"),
    ("qui donne", "DEAL"), ("qui commence", "DEAL"), ("qui joue en premier", "DEAL"),
    ("qui joue en 1er", "DEAL"), ("commencer", "DEAL"), ("7 cartes", "DEAL"),
    ("sept cartes", "DEAL"), ("cartes chacun", "DEAL"), ("cartes par joueur", "DEAL"),
    ("au depart", "DEAL"), ("au debut", "DEAL"), ("sens des aiguilles", "DEAL"),
    # going out
    ("finir", "GO_OUT"), ("terminer", "GO_OUT"), ("derniere carte", "GO_OUT"),
    ("fin de manche", "GO_OUT"), ("fin de la manche", "GO_OUT"), ("gagner la manche", "GO_OUT"),
    ("plus de cartes", "GO_OUT"),
    ("main vide", "GO_OUT"), ("sortir", "GO_OUT"),
    # other words for the same thing
    ("rouge", "couleur"), ("jaune", "couleur"), ("vert", "couleur"), ("bleu", "couleur"),
    ("jeu de cartes", "DECK"), ("paquet", "DECK"), ("jeu de uno", "DECK"), ("boite", "DECK"),
    ("cartes au total", "DECK"), ("paquet de cartes", "DECK"),
    ("rejouer", "EXTRA_TURN"), ("encore jouer", "EXTRA_TURN"), ("tour en plus", "EXTRA_TURN"),
    ("tour supplementaire", "EXTRA_TURN"), ("rejoue", "EXTRA_TURN"),
    ("oblige", "doit"), ("obligation", "doit"), ("obligatoire", "doit"), ("force", "doit"),
    ("il faut", "doit"), ("faut", "doit"), ("devoir", "doit"),
    ("piocher jusqu'à", "DRAW_UNTIL"), ("jusqu'à pouvoir", "DRAW_UNTIL"),
    ("continuer à piocher", "DRAW_UNTIL"), ("repiocher", "DRAW_UNTIL"),
    ("jusqu'à ce qu'on puisse jouer", "DRAW_UNTIL"), ("piocher encore", "DRAW_UNTIL"),
    ("jusqu'à avoir", "DRAW_UNTIL"), ("jusqu'à trouver", "DRAW_UNTIL"),
    ("jusqu'à tomber", "DRAW_UNTIL"),
    ("je passe", "PASS_TURN"), ("passer mon tour", "PASS_TURN"), ("le tour passe", "PASS_TURN"),
    ("se passe", HAPPEN), ("ne se passe", "rien"),  # what no rule text says "happens"
    ("prendre une carte", "piocher"), ("tirer", "piocher"), ("prendre", "piocher"),
    ("ramasser", "piocher"),
    ("partenaire", "equipe"), ("coequipier", "equipe"), ("2 contre 2", "equipe"),
    ("deux contre deux", "equipe"), ("en equipe", "equipe"),
    ("a deux", TWO_PLAYERS), ("a 2", TWO_PLAYERS), ("deux joueurs", TWO_PLAYERS),
    ("2 joueurs", TWO_PLAYERS), ("1 contre 1", TWO_PLAYERS), ("un contre un", TWO_PLAYERS),
    ("que deux", TWO_PLAYERS), ("tete a tete", TWO_PLAYERS),
    ("peux pas jouer", "CANNOT_PLAY"), ("peut pas jouer", "CANNOT_PLAY"),
    ("rien a jouer", "CANNOT_PLAY"), ("rien a poser", "CANNOT_PLAY"),
    ("aucune carte jouable", "CANNOT_PLAY"), ("pas de carte jouable", "CANNOT_PLAY"),
    ("aucune carte qui va", "CANNOT_PLAY"), ("rien qui va", "CANNOT_PLAY"),
    ("rien ne va", "CANNOT_PLAY"), ("bloque", "CANNOT_PLAY"),
    ("meme couleur", MATCH), ("meme chiffre", MATCH), ("meme numero", MATCH),
    ("convient", MATCH), ("va sur", MATCH), ("correspond", MATCH),
    ("aider", "aide"), ("conseil", "aide"), ("conseiller", "aide"), ("souffler", "aide"),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip", FLIP), ("carte flip", FLIP), ("face claire", FLIP),
    ("face sombre", FLIP), ("cote sombre", FLIP), ("cote clair", FLIP),
    ("double face", FLIP), ("+5", FLIP_CARD), ("plus cinq", FLIP_CARD), ("+1", FLIP_CARD),
    ("plus un", FLIP_CARD), ("pioche couleur", FLIP_CARD), ("joker pioche couleur", FLIP_CARD),
    ("tout le monde passe", FLIP_CARD), ("rose", FLIP), ("turquoise", FLIP),
    ("orange", FLIP), ("violet", FLIP),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("sans pitie", NO_MERCY), ("regle de pitie", NO_MERCY), ("pitie", NO_MERCY),
    ("+6", NO_MERCY), ("+10", NO_MERCY), ("plus six", NO_MERCY), ("plus dix", NO_MERCY),
    ("roulette", NO_MERCY), ("roulette des couleurs", NO_MERCY), ("defausse tout", NO_MERCY),
    ("joker inversion +4", NO_MERCY), ("25 cartes", NO_MERCY),
    ("all wild", ALL_WILD), ("passe deux tours", ALL_WILD), ("+2 cible", ALL_WILD),
    ("echange force", ALL_WILD), ("que des jokers", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("lanceur", ATTACK), ("machine", ATTACK),
    ("appuyer", ATTACK), ("appuie", ATTACK), ("bouton", ATTACK), ("appuie 2", ATTACK),
    ("tous appuient", ATTACK), ("joker feu", ATTACK),
    ("challenge uno", ELIMINATION), ("dernier en lice", ELIMINATION),
    ("dernier joueur", ELIMINATION), ("hors jeu", ELIMINATION),
    # playing a card
    ("poser", PLAY), ("jouer", PLAY), ("mettre", PLAY), ("placer", PLAY), ("lacher", PLAY),
    ("balancer", PLAY), ("envoyer", PLAY), ("deposer", PLAY),
)  # fmt: skip

_ENTRY_WORDS = {
    "deck": "combien de cartes dans le jeu, combien de cartes dans un paquet de UNO, nombre "
    "de cartes, quelles cartes y a-t-il, un seul 0 par couleur, deux de chaque chiffre par "
    "couleur, combien de chaque carte au total, combien de jokers",
    "deal": "qui distribue, qui donne, distribution, qui commence, qui joue en premier, premier "
    "joueur après la distribution, combien de cartes chacun, 7 cartes, cartes au départ, "
    "commencer la partie, dans quel sens on joue, sens des aiguilles d'une montre, à gauche "
    "du donneur",
    "first-card": "première carte retournée, carte de départ, carte du début, effet de la "
    "première carte, la carte qui commence la partie, carte retournée au début",
    "first-card-reverse": "première carte est une inversion, inversion comme carte de départ",
    "first-card-wild-draw-four": "première carte est un +4, super joker au début, remettre "
    "dans la pioche, mélanger, retourner une autre carte",
    "matching": "qu'est-ce que je peux jouer, je peux poser ça, ça va dessus, carte qui "
    "convient, même couleur, même chiffre, même symbole, quelles cartes puis-je poser à "
    "mon tour",
    "turn-order": "hors de son tour, pas son tour, joué trop tôt, à qui le tour, avant son tour",
    "wild": "joker, changement de couleur, choisir la couleur, annoncer la couleur, changer de "
    "couleur, demander une couleur, redemander la couleur déjà en jeu, redemander après un "
    "joker, joker sur joker",
    "skip": "passe ton tour, passe, carte passe, qui passe son tour, le suivant passe son "
    "tour, est-ce que celui qui passe pioche",
    "reverse": "inversion, changement de sens, inverser le sens, changer de sens, sens "
    "inverse, retour vers celui qui vient de jouer",
    "draw-two": "+2, plus deux, piocher deux cartes",
    "wild-draw-four": "+4, super joker, plus quatre, combien de cartes piocher, quand a-t-on "
    "le droit de le jouer, seulement si on n'a pas la couleur, aucune carte de la couleur en "
    "main",
    "wild-draw-four-challenge": "contester, contestation, bluff, bluffer, tricher, montrer sa "
    "main, bluff prouvé, +4 illégal, contester le +4, le +4 était-il autorisé, contestation "
    "ratée, combien de cartes si on conteste à tort, il avait la couleur, il n'avait pas la "
    "couleur",
    "drawing": "piocher, piocher une carte, prendre une carte, je ne peux pas jouer, rien à "
    "jouer, aucune carte qui va, jouer la carte piochée, jouer une autre carte après avoir "
    "pioché, piocher puis jouer, la carte piochée ne va pas, mon tour est fini, piocher même "
    "si je peux jouer, je passe, passer mon tour, je passe mon tour, pas obligé de jouer",
    "empty-draw-pile": "plus de cartes à piocher, pioche vide, plus de pioche, mélanger la "
    "défausse, refaire une pioche",
    "uno-call": "dire UNO, crier UNO, oublier UNO, oublié de dire UNO, surpris, contre-UNO, "
    "pénalité, avant-dernière carte, pas dit UNO, plus qu'une carte",
    "false-uno": "faux UNO, dire UNO avec deux cartes, UNO trop tôt, UNO pour rien, dit UNO "
    "avec plein de cartes",
    "going-out": "dernière carte, finir, terminer, fin de la manche, gagner la manche, manche "
    "finie, finir sur une carte action, finir sur un +2",
    "scoring": "points, score, comptage des points, combien vaut, valeur, combien de points, "
    "compter les points, valeur des cartes, qui marque les points, le gagnant de la manche "
    "marque les points, partie en 500",
    "scoring-lowest": "le moins de points gagne, total le plus bas, points contre soi, "
    "additionner ses propres cartes, golf",
    "two-players": "à deux, deux joueurs, 2 joueurs, un contre un, seulement deux",
    "partners": "équipes, partenaire, coéquipier, 2 contre 2, jouer en équipe",
    "special-wilds": "échange de mains, mélange des mains, joker personnalisable, carte "
    "vierge, écrire sa propre règle",
    "other-penalties": "aider, aide, conseiller, souffler, dire à quelqu'un quoi jouer, donner "
    "des cartes à un autre joueur, échanger des cartes, pénalité",
    "stacking": "cumuler, cumul, empiler, enchaîner, +2 sur +2, poser deux cartes + à la "
    "suite, jouer des cartes + ensemble, additionner les cartes +, UNO progressif",
    "seven-o": "sept-zéro, 7-0, échanger les mains sur un 7, faire tourner les mains sur un 0",
    "jump-in": "interception, intercepter, couper, carte identique, même carte, hors de son tour",
    "draw-until-playable": "piocher jusqu'à pouvoir jouer, piocher jusqu'à trouver une carte, "
    "continuer à piocher, repiocher, piocher plein de cartes",
    "must-play-drawn": "obligé de jouer la carte piochée, obligation, doit-on la jouer, jouer "
    "ou garder la carte piochée, on ne peut pas garder la carte piochée",
    "no-bluffing": "pas de bluff, interdit de bluffer, sans bluff",
    "no-wild-finish": "finir sur un joker, terminer avec un joker, dernière carte joker, pas "
    "de fin sur un joker",
    "combined-rules": "combiner des règles maison, deux règles maison en même temps, les deux "
    "règles, conflit",
    "flip": "UNO Flip, jeu Flip, carte Flip, face claire, face sombre, quelle face compte, "
    "combien vaut une carte Flip, points Flip, cartes à deux faces",
    "flip-cards": "cartes de UNO Flip, +1, +5, tout le monde passe, joker +2, joker pioche "
    "couleur, piocher jusqu'à la couleur, Flip en première carte",
    "no-mercy": "UNO No Mercy, Show 'Em No Mercy, sans pitié, jeu No Mercy, cartes No Mercy, "
    "points No Mercy, 168 cartes",
    "no-mercy-knockout": "règle de pitié, éliminé, dehors, 25 cartes, trop de cartes, est-il "
    "éliminé, hors de la manche, dernier joueur de la manche",
    "no-mercy-stacking": "cumul No Mercy, +6 sur +4, +10, joker +6, joker +10, joker "
    "inversion +4, roulette des couleurs, que fait la roulette des couleurs, défausse tout, "
    "tout le monde passe",
    "all-wild": "All Wild, toutes les cartes sont des jokers, passe deux tours, +2 ciblé, "
    "échange forcé, points All Wild",
    "attack": "UNO Attack, lanceur, machine, appuyer sur le bouton, appuie 2, tous appuient, "
    "joker feu, échange de mains, points Attack",
    "challenge-uno": "Challenge UNO, élimination, éliminé de la partie, hors jeu, quand suis-je "
    "éliminé, dernier joueur en lice, qui reste",
}

_STOP_TEXT = (
    "le la les l un une des du de d au aux a à et ou mais si alors donc puis que qu quoi qui "
    "quel quelle quels quelles lequel laquelle comment quand pourquoi ou où combien "
    "est ce cet cette ces ca ça cela c je j tu il elle on nous vous ils elles me m te t se s "
    "lui leur leurs mon ma mes ton ta tes son sa ses notre nos votre vos moi toi soi y en "
    "ne n est es suis sont sommes etes êtes etait était etre être ete été sera serait ai as "
    "avons avez ont avait avoir eu peut peux pouvons pouvez peuvent pouvoir puisse "
    "pourrait dans sur sous par pour avec chez vers entre sans "
    "apres après avant pendant jusqu jusque tres très bien aussi encore deja déjà toujours "
    "jamais vraiment juste ici la là voila voilà oui non svp stp merci bonjour salut regle "
    "règle regles règles jeu partie fait faire fais font va vais vont tout tous toute "
    "toutes autre autres meme même plus moins ok okay bon ben bah euh hein genre "
    "truc chose cas normalement exactement vrai cest quil quils quelle quon quun "
    "quune quest questce dun dune lun lune jai nai sil sils nest jen nen lon dou jsuis "
    "jpeux chui ya yen viens vient venu venir viennent aujourdhui celui celle ceux"
)

_ELIDED = (
    # words that begin with a vowel or a mute h, and which a question elides into
    "inversion inverser inverse interception intercepter identique echange echanger "
    "equipe equipier adversaire ordre option obligation oblige objectif elimination elimine "
    "eliminer erreur action annonce annoncer arbitre "
    "effet enchainer empiler accumuler aider aide oublier oublie oubli uno illegal "
    "interdit autorise autoriser appuyer attaque ecrire envoyer emporter arreter "
    "attendre exemple ajouter habitude habituel"
)
_ELISIONS = ("l", "d", "j", "n", "s", "m", "t", "qu")
# little words that begin with a vowel: glued to an elided one, still no meaning ("quil")
_GLUED = (
    "un une il ils elle elles on en y a ai as avait avais avons avez ont est es etait ete "
    "avoir etre autre autres avant apres ici ou aucun aucune importe"
)

_VERBS = {
    # forms the stemmer does not take to the verb, once accents are dropped
    "oublier": "oublie oublies oublient oubliee oubliees oublies oubliais oubliait",
    "mettre": "met mets mis mise mettent mettez mettons mettais mettait",
    "prendre": "prend prends pris prise prennent prenez prenons prenait",
    "dire": "dis dit dite dits disent dites disons disais disait",
    "recevoir": "recoit recoivent recu recus recue",
    "finir": "finie finies",
    "bout": "fin fins",  # "à la fin" is no going out ("finir"): "fin de manche" is a phrase
    "appuyer": "appuie appuies appuient",
    "premier": "premiere premieres premiers",
    "dernier": "derniere dernieres derniers",
    "joker": "jokers",
    "bleu": "bleue bleus bleues",
    "vert": "verte verts vertes",
    "voir": "vois voit vu vue",
    "tenir": "tiens tient tenu",
    "choisir": "choisit choisis",
    "doit": "dois doivent devez devons devait devrait",
}

_ON = frozenset({"sur", "dessus", "apre"})  # the terms of "on", "onto", "after"
_IMPLIED = (
    Implied(((DRAW_CARDS, 2),), STACK),
    Implied(((DRAW_CARDS, 1), (frozenset({"ensembl", "combin", "doubl", "temp"}), 1)),
            STACK),
    Implied(((ANY_CARD, 2), (_ON, 1)), MATCH),  # "un 5 vert sur un 5 rouge"
    Implied(((ANY_CARD, 1), (frozenset({PLAY}), 1), (_ON, 1)), MATCH),  # "jouer sur un 7"
)  # fmt: skip

_INFLECTIONS = Inflections(
    endings=("e", "es", "s", "x", "er", "ez", "ee", "ees", "ent", "ons", "ait", "ant",
             "ir", "it", "is", "ie", "eur", "eurs", "ation"),
    on_stem=True,
)  # fmt: skip


# verbs in -er whose participle in -ée and plural in -ent the stemmer, without the accent,
# does not read as the verb ("piochee", "cumulent")
_ER_VERBS = (
    "piocher poser jouer retourner distribuer contester cumuler annoncer echanger rater "
    "autoriser passer melanger garder rester ramasser commencer compter continuer combiner "
    "inverser intercepter empiler enchainer donner demander terminer tricher bluffer "
    "verifier montrer tourner changer ajouter additionner aider conseiller oublier placer "
    "deposer accumuler eliminer marquer gagner"
)


def _irregular() -> dict[str, str]:
    """Every irregular form -> its word: the verbs' forms, and the elided words as glued
    to the little word before them ("linversion", "joublie" are "inversion", "oublier")."""
    forms = {form: word for word, said in _VERBS.items() for form in said.split()}
    for verb in _ER_VERBS.split():
        for ending in ("ee", "ees", "ent"):
            forms.setdefault(verb[:-2] + ending, verb)
    for word in _ELIDED.split():
        for little in _ELISIONS:
            forms.setdefault(little + word, forms.get(word, word))
    return forms


VOCABULARY = Vocabulary(
    language=LANGUAGE,
    stop_words=frozenset(_STOP_TEXT.split())
    | {little + word for little in (*_ELISIONS, "c") for word in _GLUED.split()},
    irregular=MappingProxyType(_irregular()),
    phrases=(
        *said_options(LANGUAGE),
        *_PHRASES,
        *said_cards(LANGUAGE),
        *((word, str(number)) for number, word in enumerate(NUMBERS) if word != "un"),
        ("chiffre un", "1"),
        ("numero un", "1"),  # "un" alone is the article
    ),
    implied=_IMPLIED,
    entry_words=MappingProxyType(_ENTRY_WORDS),
    intents=INTENTS,
    colors=MappingProxyType(_COLOURS),
    before_top=frozenset({"sur", "dessus", "après"}),
    closest=CLOSEST,
    numbers=frozenset(NUMBERS),
    scopes=SCOPES,
    inflections=_INFLECTIONS,
)
