"""Brazilian Portuguese questions typed the way a Brazilian family types them mid-game, and
the rule each asks about: ``(question, rule, place)``, the rule first (``1``) or within the
first three (``3``, where two rules both answer). Most are typed without accents ("nao",
"voce", "mao"), some with typos and table slang ("+4", "mais quatro", "curinga", "bater").

Both batches were written before the vocabulary. The first was tuned against; the second
was first run untuned (17 of 22 first, 21 of 22 in the first three), and the few words its
misses showed were added afterwards.

The server's search and the phone's copy of it answer the same table
(tests/referee/test_search_languages.py).
"""

QUESTIONS = [
    # stacking
    ("posso jogar +4 em cima de +2?", "stacking", 1),
    ("pode acumular +2 com +2", "stacking", 1),
    ("acumula ou nao acumula", "stacking", 1),
    ("mais quatro em cima do mais dois pode", "stacking", 1),
    ("da pra acumular compra quatro", "stacking", 1),
    ("se eu jogar +2 em cima do +2 o proximo compra 4?", "stacking", 1),
    ("acumulo de cartas", "stacking", 1),
    # Seven-O
    ("regra do sete zero", "seven-o", 1),
    ("joguei um 7 troco de mao com quem", "seven-o", 1),
    ("o que acontece quando alguem joga 0", "seven-o", 1),
    # calling UNO
    ("esqueci de falar uno", "uno-call", 1),
    ("ele nao gritou uno quantas cartas ele compra", "uno-call", 1),
    ("quando tem que dizer uno", "uno-call", 1),
    ("peguei ele sem falar uno", "uno-call", 1),
    ("nao falou uno e ja jogou a proxima", "uno-call", 1),
    ("falou uno com 3 cartas na mao", "false-uno", 1),
    # the Wild Draw Four and challenges
    ("posso desafiar o +4", "wild-draw-four-challenge", 1),
    ("acho que ele blefou no mais quatro", "wild-draw-four-challenge", 1),
    ("desafiei e errei quantas cartas compro", "wild-draw-four-challenge", 1),
    ("ele tinha a cor e jogou +4 mesmo assim", "wild-draw-four-challenge", 3),
    ("quando pode jogar o +4", "wild-draw-four", 1),
    ("posso jogar +4 tendo a cor na mao", "wild-draw-four", 1),
    ("sem blefe", "no-bluffing", 1),
    # points
    ("quantos pontos vale o coringa", "scoring", 1),
    ("quanto vale um bloqueio", "scoring", 1),
    ("como conta os pontos no final", "scoring", 1),
    ("vence quem tem menos pontos", "scoring-lowest", 1),
    # dealing and the first card
    ("quem da as cartas", "deal", 1),
    ("quantas cartas cada um recebe", "deal", 1),
    ("quem comeca a partida", "deal", 1),
    ("quantas cartas tem o baralho", "deck", 1),
    ("primeira carta virada foi um bloqueio", "first-card", 1),
    ("a carta que virou no inicio e um coringa quem escolhe a cor", "first-card", 1),
    ("primeira carta e inverter quem comeca", "first-card-reverse", 1),
    ("virou um +4 no comeco", "first-card-wild-draw-four", 1),
    # turns, Jump-In
    ("posso cortar com carta igual fora da minha vez", "jump-in", 1),
    ("jump in vale?", "jump-in", 1),
    ("ele jogou antes da vez dele", "turn-order", 1),
    # drawing
    ("nao tenho carta pra jogar o que faco", "drawing", 1),
    ("comprei uma carta posso jogar ela na hora", "drawing", 3),
    ("compra ate sair uma que sirva", "draw-until-playable", 1),
    ("sou obrigado a jogar a carta que comprei", "must-play-drawn", 1),
    ("acabou o monte de compra", "empty-draw-pile", 1),
    ("nao tem mais carta pra comprar", "empty-draw-pile", 1),
    # going out
    ("pode bater com +2", "going-out", 1),
    ("bater com coringa pode", "no-wild-finish", 3),
    ("bati com um +4 o proximo ainda compra", "going-out", 1),
    # the cards
    ("o que faz o coringa", "wild", 1),
    ("coringa em cima de coringa", "wild", 3),
    ("o que faz o bloqueio", "skip", 1),
    ("carta de pular a vez", "skip", 1),
    ("inverter muda o sentido", "reverse", 1),
    ("compra duas o proximo perde a vez?", "draw-two", 1),
    ("coringa troca de maos", "special-wilds", 1),
    ("carta em branco pra escrever regra", "special-wilds", 1),
    ("posso jogar um 5 verde em cima de um 5 vermelho", "matching", 1),
    ("o que posso jogar em cima de um 7 azul", "matching", 1),
    ("curinga", "wild", 1),
    # players, teams, help
    ("inverter com dois jogadores", "two-players", 1),
    ("jogando so em dois", "two-players", 1),
    ("jogar em dupla", "partners", 1),
    ("posso ajudar meu parceiro a escolher a carta", "other-penalties", 3),
    ("acumular e jump in juntos", "combined-rules", 3),
    # the editions
    ("uno flip lado escuro pontos", "flip", 1),
    ("o que faz o compra cinco", "flip-cards", 1),
    ("no mercy com 25 cartas eliminado", "no-mercy-knockout", 1),
    ("no mercy +6 em cima do +4", "no-mercy-stacking", 1),
    ("uno attack apertar o botao do lancador", "attack", 1),
    ("all wild pontos", "all-wild", 1),
    ("challenge uno quando sou eliminado", "challenge-uno", 1),
    # second batch: written with the first, kept apart while tuning
    ("da pra jogar +2 no +4?", "stacking", 1),
    ("compra quatro em cima de compra quatro", "stacking", 1),
    ("se alguem joga 7 tem que trocar as cartas", "seven-o", 1),
    ("nao disse uno e o outro viu", "uno-call", 1),
    ("qual a penalidade por nao falar uno", "uno-call", 1),
    ("vc pode duvidar do +4?", "wild-draw-four-challenge", 1),
    ("ele me desafiou e eu tava certo", "wild-draw-four-challenge", 1),
    ("quanto vale cada carta", "scoring", 1),
    ("quem embaralha e da as cartas", "deal", 1),
    ("comecou com um compra duas", "first-card", 1),
    ("posso jogar uma carta igual mesmo nao sendo minha vez", "jump-in", 1),
    ("se eu comprar e nao servir passo a vez?", "drawing", 1),
    ("o monte acabou e agora", "empty-draw-pile", 1),
    ("posso terminar com carta de acao", "going-out", 1),
    ("bloqueio com 2 jogadores", "two-players", 1),
    ("pula a vez de quem", "skip", 1),
    ("posso mudar a cor com o coringa se ja for a mesma", "wild", 1),
    ("amarelo em cima de amarelo pode", "matching", 1),
    ("uno flip o que faz a carta flip", "flip-cards", 3),
    ("no mercy quando sai do jogo", "no-mercy-knockout", 1),
    ("regra de quem tem menos pontos ganha", "scoring-lowest", 1),
    ("mais dois faz o proximo comprar e perder a vez?", "draw-two", 1),
]
