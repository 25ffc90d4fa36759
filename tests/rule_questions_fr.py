"""French questions typed the way a French-speaking family types them mid-game, and the rule
each asks about: ``(question, rule, place)``, the rule first (``1``) or within the first
three (``3``, where two rules both answer). Some are typed without accents, with typos, or
with the elisions French writes ("l'inversion", "qu'il", "d'une").

The first table was written before the vocabulary and the vocabulary tuned on it; the
second (``UNTUNED``) was written at the same time and not tuned on. The server's search and
the phone's copy of it answer both (tests/referee/test_search_languages.py).
"""

TUNED = [
    # stacking
    ("est-ce qu'on peut mettre un +4 sur un +2", "stacking", 1),
    ("on peut cumuler les +2 ?", "stacking", 1),
    ("+2 sur +2", "stacking", 1),
    ("cumul des +4 autorisé", "stacking", 1),
    ("je peux poser un plus quatre sur un plus deux", "stacking", 1),
    ("cumuller", "stacking", 1),
    # Seven-O
    ("regle du 7 et du 0", "seven-o", 1),
    ("quand on pose un 7 on echange les mains ?", "seven-o", 1),
    ("sept zero", "seven-o", 1),
    # calling UNO
    ("il a oublié de dire uno", "uno-call", 1),
    ("j'ai pas dit uno, je pioche combien", "uno-call", 1),
    ("contre-uno", "uno-call", 1),
    ("quand faut il dire uno", "uno-call", 1),
    ("penalite si on oublie uno", "uno-call", 1),
    ("qu'est-ce qu'il se passe si l'on oublie de dire uno", "uno-call", 1),
    ("il a dit uno alors qu'il avait encore 3 cartes", "false-uno", 1),
    # the Wild Draw Four and its challenge
    ("contester un +4", "wild-draw-four-challenge", 1),
    ("je pense qu'il bluffe avec son +4", "wild-draw-four-challenge", 1),
    ("si je conteste et qu'il avait pas la couleur", "wild-draw-four-challenge", 1),
    ("montrer sa main apres un super joker", "wild-draw-four-challenge", 1),
    ("contestation ratée combien de cartes", "wild-draw-four-challenge", 1),
    ("quand a t on le droit de poser un +4", "wild-draw-four", 1),
    ("je peux jouer le super joker si j'ai la couleur", "wild-draw-four", 1),
    ("pas de bluff avec le +4", "no-bluffing", 1),
    # points
    ("combien vaut un joker", "scoring", 1),
    ("calcul des points", "scoring", 1),
    ("combien de points pour une inversion", "scoring", 1),
    ("on joue en combien de points", "scoring", 1),
    ("comptage des poinst", "scoring", 1),
    ("celui qui a le moins de points gagne", "scoring-lowest", 1),
    # dealing, the deck, the first card
    ("qui distribue", "deal", 1),
    ("combien de cartes on distribue au debut", "deal", 1),
    ("qui commence", "deal", 1),
    ("combien de cartes dans un jeu de uno", "deck", 1),
    ("la premiere carte retournee est un +2", "first-card", 1),
    ("premiere carte est un joker qui choisit la couleur", "first-card", 1),
    ("premiere carte inversion", "first-card-reverse", 1),
    ("la carte de depart est un +4", "first-card-wild-draw-four", 1),
    # turns, Jump-In
    ("interception", "jump-in", 1),
    ("on peut jouer une carte identique meme si c pas mon tour", "jump-in", 1),
    ("il a joue avant son tour", "turn-order", 1),
    # drawing
    ("je peux jouer la carte que je viens de piocher", "drawing", 3),
    ("je ne peux pas jouer je fais quoi", "drawing", 1),
    ("piocher jusqu'a ce qu'on puisse jouer", "draw-until-playable", 1),
    ("on est obligé de jouer la carte piochée", "must-play-drawn", 1),
    ("la pioche est vide", "empty-draw-pile", 1),
    ("plus de cartes dans la pioche", "empty-draw-pile", 1),
    # going out
    ("on peut finir sur un +2", "going-out", 1),
    ("finir avec un joker", "no-wild-finish", 3),
    ("derniere carte est un +4 le suivant pioche quand meme", "going-out", 1),
    # the cards
    ("que fait le passe ton tour", "skip", 1),
    ("passe ton tour", "skip", 1),
    ("changement de sens", "reverse", 1),
    ("inversion", "reverse", 1),
    ("inverssion", "reverse", 1),
    ("le +2 que fait il", "draw-two", 1),
    ("joker changement de couleur", "wild", 1),
    ("apres un joker je peux redemander la meme couleur", "wild", 1),
    ("joker echange de mains", "special-wilds", 1),
    ("je peux poser un 5 vert sur un 5 rouge", "matching", 1),
    ("qu'est ce que je peux jouer sur un 7 bleu", "matching", 1),
    # players, teams, help, house rules together
    ("l'inversion à deux joueurs", "two-players", 1),
    ("on joue a 2", "two-players", 1),
    ("jouer en equipe 2 contre 2", "partners", 1),
    ("on a le droit d'aider son partenaire", "other-penalties", 3),
    ("cumul et interception en meme temps", "combined-rules", 3),
    # the editions
    ("uno flip face sombre points", "flip", 1),
    ("que fait le +5", "flip-cards", 1),
    ("no mercy 25 cartes elimine", "no-mercy-knockout", 1),
    ("no mercy +6 sur un +4", "no-mercy-stacking", 1),
    ("uno attack lanceur", "attack", 1),
    ("all wild points", "all-wild", 1),
    ("challenge uno quand est on elimine", "challenge-uno", 1),
]

UNTUNED = [
    ("est-ce qu'on peut enchaîner +2 et +4", "stacking", 1),
    ("je dois piocher 8 cartes si on a cumulé deux +4 ?", "stacking", 3),
    ("quand on met un zéro on fait tourner les jeux", "seven-o", 1),
    ("oublier uno combien de cartes", "uno-call", 1),
    ("il m'a dit contre uno apres que j'ai posé ma carte", "uno-call", 1),
    ("qui peut contester le +4", "wild-draw-four-challenge", 1),
    ("super joker alors que j'ai du rouge", "wild-draw-four", 1),
    ("combien vaut un +4 a la fin", "scoring", 1),
    ("combien de cartes chacun au départ", "deal", 1),
    ("premiere carte passe ton tour", "first-card", 1),
    ("poser une carte pas a son tour", "turn-order", 3),
    ("je pioche une carte et elle va, je peux la jouer ?", "drawing", 3),
    ("on repioche jusqu'à avoir une bonne carte", "draw-until-playable", 1),
    ("plus de pioche on fait comment", "empty-draw-pile", 1),
    ("peut on terminer par un joker", "no-wild-finish", 3),
    ("changement de sens a deux", "two-players", 1),
    ("le joueur suivant passe son tour avec le +2 ?", "draw-two", 1),
    ("joker personnalisable", "special-wilds", 1),
    ("no mercy roulette des couleurs", "no-mercy-stacking", 1),
    ("uno flip combien de cartes", "flip", 1),
    ("un 3 jaune sur un 3 bleu c'est bon", "matching", 1),
]

QUESTIONS = TUNED + UNTUNED
