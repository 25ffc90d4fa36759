"""The Brazilian Portuguese words players use: what the rulebook search reads a question
typed in Brazil with.

The cards' and the options' names come from the catalogs (:func:`said_cards`,
:func:`said_options`: "Coringa compra quatro", "Sete-Zero"); beside them, the names
Brazilian families use at the table ("+4", "mais quatro", "curinga", "bloqueio", "acumular",
"bater", "falar UNO"). The ideas (``STACK``, ``#W+4``...) are the English vocabulary's: a
Portuguese question is read as the same ideas, and offers the same wizards.

Words are written as people spell them: the search drops accents, so "nao", "voce" and
"mao" typed without them are read as "não", "você" and "mão".
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

LANGUAGE = "pt-BR"
NUMBERS = ("zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove")
MATCH = "combin"  # MATCH: the stem of "combinar" (fits)

_COLOURS = {
    **{word: Color.RED for word in ("vermelho", "vermelha", "vermelhos", "vermelhas")},
    **{word: Color.YELLOW for word in ("amarelo", "amarela", "amarelos", "amarelas")},
    **{word: Color.GREEN for word in ("verde", "verdes")},
    **{word: Color.BLUE for word in ("azul", "azuis")},
    **{word: DARK_COLORS["P"] for word in ("rosa", "rosas", "pink")},
    **{word: DARK_COLORS["T"] for word in ("turquesa", "turquesas")},
    **{word: DARK_COLORS["O"] for word in ("laranja", "laranjas")},
    **{word: DARK_COLORS["U"] for word in ("roxo", "roxa", "roxos", "roxas", "lilás")},
    # the cards' codes, as the app writes them (r7, b+2)
    **COLOR_CODES,
}  # fmt: skip

_PHRASES = (
    # cards, as Brazilian players say them beyond the printed names
    ("+4", "#W+4"), ("+ 4", "#W+4"), ("mais quatro", "#W+4"), ("mais 4", "#W+4"),
    ("compra quatro", "#W+4"), ("compra 4", "#W+4"), ("compre quatro", "#W+4"),
    ("compre 4", "#W+4"), ("puxa quatro", "#W+4"), ("puxa 4", "#W+4"),
    ("pega quatro", "#W+4"), ("pega 4", "#W+4"), ("coringa +4", "#W+4"),
    ("curinga +4", "#W+4"), ("coringa mais quatro", "#W+4"), ("curinga mais quatro", "#W+4"),
    ("curinga compra quatro", "#W+4"), ("coringa compra 4", "#W+4"), ("w+4", "#W+4"),
    ("carta +4", "#W+4"), ("preto +4", "#W+4"),
    ("+2", "#+2"), ("+ 2", "#+2"), ("mais dois", "#+2"), ("mais 2", "#+2"),
    ("compra dois", "#+2"), ("compra 2", "#+2"), ("compre duas", "#+2"), ("compre 2", "#+2"),
    ("puxa dois", "#+2"), ("puxa 2", "#+2"), ("pega dois", "#+2"), ("pega 2", "#+2"),
    ("curinga", "#W"), ("coringa", "#W"), ("carta coringa", "#W"), ("carta preta", "#W"),
    ("muda cor", "#W"), ("mudar cor", "#W"), ("troca cor", "#W"), ("trocar cor", "#W"),
    ("escolher cor", "#W"), ("escolhe cor", "#W"), ("wild", "#W"),
    ("bloqueio", "#S"), ("bloquear", "#S"), ("bloqueia", "#S"), ("bloqueado", "#S"),
    ("pular", "#S"), ("pula", "#S"), ("pulou", "#S"), ("pulo", "#S"), ("pulado", "#S"),
    ("perder vez", "#S"), ("perde vez", "#S"), ("perdeu vez", "#S"), ("skip", "#S"),
    ("carta de pular", "#S"),
    ("inverte", "#R"), ("inverter", "#R"), ("inverteu", "#R"), ("invertido", "#R"),
    ("reverso", "#R"), ("reverse", "#R"), ("volta", "#R"), ("voltar", "#R"),
    ("mudar sentido", "#R"), ("muda sentido", "#R"), ("sentido contrario", "#R"),
    ("outro sentido", "#R"), ("seta", "#R"),
    ("embaralha maos", "#WSH"), ("embaralhar maos", "#WSH"),
    ("personalizavel", "#WC"), ("em branco", "#WC"), ("carta branca", "#WC"),
    ("carta em branco", "#WC"), ("escrever regra", "#WC"),
    # Seven-O
    ("7 0", "@seven_o"), ("7 zero", "@seven_o"), ("sete 0", "@seven_o"),
    ("sete e zero", "@seven_o"), ("7 e 0", "@seven_o"), ("7 ou 0", "@seven_o"),
    ("70", "@seven_o"), ("seven o", "@seven_o"), ("7 o", "@seven_o"),
    ("sete zero", "@seven_o"), ("seven zero", "@seven_o"),
    # Jump-In
    ("jump in", "@jump_in"), ("jumpin", "@jump_in"), ("cortar", "@jump_in"),
    ("corta", "@jump_in"), ("cortei", "@jump_in"), ("cortou", "@jump_in"),
    ("atravessar", "@jump_in"), ("atravessou", "@jump_in"), ("intercepta", "@jump_in"),
    ("carta igual", "@jump_in"), ("cartas iguais", "@jump_in"),
    ("fora da vez", "OUT_OF_TURN"), ("fora de vez", "OUT_OF_TURN"),
    ("antes da vez", "OUT_OF_TURN"), ("nao era vez", "OUT_OF_TURN"),
    ("nao e vez", "OUT_OF_TURN"), ("nao sendo vez", "OUT_OF_TURN"),
    ("vez errada", "OUT_OF_TURN"), ("passou na frente", "OUT_OF_TURN"),
    # calling UNO
    ("falar uno", CALL_UNO), ("dizer uno", CALL_UNO), ("gritar uno", CALL_UNO),
    ("disse uno", CALL_UNO), ("sem uno", CALL_UNO), ("nao uno", CALL_UNO),
    ("esquecer uno", CALL_UNO), ("uno esquecer", CALL_UNO), ("sem falar", CALL_UNO),
    ("sem dizer", CALL_UNO), ("sem gritar", CALL_UNO), ("esquecer falar", CALL_UNO),
    ("esquecer dizer", CALL_UNO), ("esquecer gritar", CALL_UNO),
    ("penalidade uno", CALL_UNO), ("uma carta so", CALL_UNO),
    ("so uma carta", CALL_UNO), ("ultima carta na mao", CALL_UNO),
    ("penultima carta", CALL_UNO), ("1 carta na mao", CALL_UNO),
    ("uno falso", "FALSE_UNO"), ("falso uno", "FALSE_UNO"), ("uno errado", "FALSE_UNO"),
    ("uno antes da hora", "FALSE_UNO"), ("uno cedo", "FALSE_UNO"),
    # stacking
    ("acumular", STACK), ("acumulo", STACK), ("acumulado", STACK), ("acumulativo", STACK),
    ("empilhar", STACK), ("somar", STACK), ("soma", STACK), ("progressivo", STACK),
    ("stack", STACK), ("passar adiante", STACK), ("repassar", STACK),
    ("+2 em cima de +2", STACK), ("mais em cima de mais", STACK),
    # challenges
    ("desafiar", CHALLENGE), ("desafio", CHALLENGE), ("desafiado", CHALLENGE),
    ("duvidar", CHALLENGE), ("duvida", CHALLENGE), ("contestar", CHALLENGE),
    ("blefe", CHALLENGE), ("blefar", CHALLENGE), ("blefou", CHALLENGE), ("bluff", CHALLENGE),
    ("roubar", CHALLENGE), ("roubou", CHALLENGE), ("trapacear", CHALLENGE),
    ("trapaca", CHALLENGE), ("mostrar mao", CHALLENGE), ("mostrar cartas", CHALLENGE),
    ("ver mao", CHALLENGE), ("ver cartas", CHALLENGE), ("ilegal", CHALLENGE),
    ("tinha cor", CHALLENGE), ("tinha a cor", CHALLENGE), ("errei", CHALLENGE),
    ("sem blefe", "NO_BLUFFING"), ("nao blefar", "NO_BLUFFING"),
    ("proibido blefar", "NO_BLUFFING"), ("sem blefar", "NO_BLUFFING"),
    ("permitido", "LEGAL"), ("legal", "LEGAL"), ("valido", "LEGAL"), ("vale", "LEGAL"),
    ("liberado", "LEGAL"), ("regra oficial", "LEGAL"),
    # the first card
    ("primeira carta", FIRST_CARD), ("carta inicial", FIRST_CARD), ("carta virada", FIRST_CARD),
    ("virar", FIRST_CARD), ("virou", FIRST_CARD), ("desvirar", FIRST_CARD),
    ("desvirou", FIRST_CARD), ("no inicio", FIRST_CARD), ("no comeco", FIRST_CARD),
    ("comecou com", FIRST_CARD), ("carta da mesa", FIRST_CARD),
    ("primeira da pilha", FIRST_CARD), ("abrir mesa", FIRST_CARD),
    # the draw pile running out
    ("monte acabou", "EMPTY_PILE"), ("acabou monte", "EMPTY_PILE"),
    ("monte vazio", "EMPTY_PILE"), ("baralho acabou", "EMPTY_PILE"),
    ("acabou baralho", "EMPTY_PILE"), ("acabaram cartas", "EMPTY_PILE"),
    ("nao tem mais carta", "EMPTY_PILE"), ("sem carta pra comprar", "EMPTY_PILE"),
    ("nada pra comprar", "EMPTY_PILE"), ("acabou as cartas", "EMPTY_PILE"),
    # points
    ("ponto", "POINTS"), ("pontuacao", "POINTS"), ("placar", "POINTS"), ("valor", "POINTS"),
    ("quanto vale", "POINTS"), ("vale quanto", "POINTS"), ("valem", "POINTS"),
    ("contar ponto", "POINTS"), ("conta", "POINTS"), ("contagem", "POINTS"),
    ("menos ponto", "LOWEST"), ("menor pontuacao", "LOWEST"), ("menor total", "LOWEST"),
    ("menor placar", "LOWEST"), ("pontos contra", "LOWEST"), ("ponto contra", "LOWEST"),
    # dealing and going first
    ("dar carta", "DEAL"), ("da carta", "DEAL"), ("da as carta", "DEAL"),
    ("distribuir", "DEAL"), ("distribui", "DEAL"), ("carteador", "DEAL"),
    ("quem da", "DEAL"), ("quem deu", "DEAL"), ("embaralha", "DEAL"), ("embaralhar", "DEAL"),
    ("quem comeca", "DEAL"), ("quem joga primeiro", "DEAL"), ("quem sai", "DEAL"),
    ("quem e o primeiro", "DEAL"), ("cada um recebe", "DEAL"), ("cartas cada", "DEAL"),
    ("cada jogador", "DEAL"), ("7 cartas", "DEAL"), ("sete cartas", "DEAL"),
    ("comecar", "DEAL"), ("receber", "DEAL"), ("recebe", "DEAL"),
    ("sentido horario", "DEAL"),
    # going out
    ("bater", "GO_OUT"), ("bate", "GO_OUT"), ("bati", "GO_OUT"), ("bateu", "GO_OUT"),
    ("batida", "GO_OUT"), ("terminar", "GO_OUT"), ("termina", "GO_OUT"),
    ("acabar cartas da mao", "GO_OUT"), ("ultima carta", "GO_OUT"), ("mao vazia", "GO_OUT"),
    ("sem cartas na mao", "GO_OUT"), ("ganhar rodada", "GO_OUT"), ("fechar", "GO_OUT"),
    ("carta de acao", "GO_OUT"), ("finalizar", "GO_OUT"),
    # other words for the same thing
    ("vermelho", "cor"), ("amarelo", "cor"), ("verde", "cor"), ("azul", "cor"),
    ("naipe", "cor"), ("deck", "baralho"), ("caixa", "baralho"),
    ("jogar de novo", "EXTRA_TURN"), ("joga de novo", "EXTRA_TURN"),
    ("joga outra vez", "EXTRA_TURN"), ("jogar outra vez", "EXTRA_TURN"),
    ("vez extra", "EXTRA_TURN"), ("mais uma vez", "EXTRA_TURN"),
    ("jogar duas vezes", "EXTRA_TURN"), ("joga duas vezes", "EXTRA_TURN"),
    ("tem que", "dever"), ("tenho que", "dever"), ("obrigado", "dever"),
    ("obrigatorio", "dever"), ("obrigada", "dever"), ("precisa", "dever"),
    ("preciso", "dever"),
    ("comprar ate", "DRAW_UNTIL"), ("compra ate", "DRAW_UNTIL"),
    ("comprando ate", "DRAW_UNTIL"), ("ate sair", "DRAW_UNTIL"),
    ("ate achar", "DRAW_UNTIL"), ("ate poder jogar", "DRAW_UNTIL"),
    ("ate servir", "DRAW_UNTIL"), ("continuar comprando", "DRAW_UNTIL"),
    ("passar vez", "PASS_TURN"), ("passo vez", "PASS_TURN"), ("passa vez", "PASS_TURN"),
    ("puxar", "comprar"), ("puxa", "comprar"), ("puxei", "comprar"), ("pescar", "comprar"),
    ("pegar carta", "comprar"), ("pega carta", "comprar"), ("peguei carta", "comprar"),
    ("parceiro", "dupla"), ("parceira", "dupla"), ("time", "dupla"), ("equipe", "dupla"),
    ("2 contra 2", "dupla"), ("dois contra dois", "dupla"), ("2x2", "dupla"),
    ("2 x 2", "dupla"),
    ("em dois", TWO_PLAYERS), ("dois jogadores", TWO_PLAYERS), ("2 jogadores", TWO_PLAYERS),
    ("so dois", TWO_PLAYERS), ("so 2", TWO_PLAYERS), ("em 2", TWO_PLAYERS),
    ("1 contra 1", TWO_PLAYERS), ("um contra um", TWO_PLAYERS), ("1x1", TWO_PLAYERS),
    ("1 x 1", TWO_PLAYERS), ("x1", TWO_PLAYERS), ("duas pessoas", TWO_PLAYERS),
    ("2 pessoas", TWO_PLAYERS), ("eu e mais um", TWO_PLAYERS),
    ("nao tenho carta", "CANNOT_PLAY"), ("nao posso jogar", "CANNOT_PLAY"),
    ("nao consigo jogar", "CANNOT_PLAY"), ("nada pra jogar", "CANNOT_PLAY"),
    ("nenhuma carta", "CANNOT_PLAY"), ("nao serve", "CANNOT_PLAY"),
    ("nao servir", "CANNOT_PLAY"),
    ("mesma cor", MATCH), ("mesmo numero", MATCH), ("igual", MATCH),
    # the editions, and Challenge UNO: a rule of one answers a question that names it
    ("uno flip", FLIP), ("flip", FLIP), ("carta flip", FLIP), ("lado claro", FLIP),
    ("lado escuro", FLIP), ("compra cinco", FLIP_CARD), ("compra 5", FLIP_CARD),
    ("+5", FLIP_CARD), ("+1", FLIP_CARD),
    ("compra cor", FLIP_CARD), ("coringa compra cor", FLIP_CARD),
    ("bloqueia todos", FLIP_CARD), ("dupla face", FLIP), ("rosa", FLIP),
    ("turquesa", FLIP), ("laranja", FLIP), ("roxo", FLIP),
    ("no mercy", NO_MERCY), ("show em no mercy", NO_MERCY), ("mercy", NO_MERCY),
    ("sem misericordia", NO_MERCY), ("misericordia", NO_MERCY),
    ("+6", NO_MERCY), ("+10", NO_MERCY), ("compra seis", NO_MERCY), ("compra 6", NO_MERCY),
    ("compra dez", NO_MERCY), ("compra 10", NO_MERCY), ("roleta", NO_MERCY),
    ("roleta de cores", NO_MERCY), ("descarta todas", NO_MERCY),
    ("inverter compra quatro", NO_MERCY), ("inverter +4", NO_MERCY),
    ("all wild", ALL_WILD), ("pula dois", ALL_WILD), ("compra duas direcionado", ALL_WILD),
    ("troca forcada", ALL_WILD),
    ("uno attack", ATTACK), ("attack", ATTACK), ("lancador", ATTACK), ("maquina", ATTACK),
    ("botao", ATTACK), ("apertar", ATTACK), ("aperta", ATTACK), ("aperte", ATTACK),
    ("todos apertam", ATTACK), ("fogo", ATTACK), ("aperte 2", ATTACK),
    ("challenge uno", ELIMINATION), ("eliminacao", ELIMINATION),
    # knocked out of No Mercy too: the edition named says which
    ("sai do jogo", "eliminado"), ("saiu do jogo", "eliminado"), ("fora do jogo", "eliminado"),
    ("quem sobra", ELIMINATION), ("ultimo que sobrar", ELIMINATION),
    # playing a card
    ("jogar", PLAY), ("colocar", PLAY), ("por", PLAY), ("botar", PLAY), ("soltar", PLAY),
    ("descartar", PLAY), ("baixar", PLAY),
)  # fmt: skip

_ENTRY_WORDS = {
    "deck": "quantas cartas tem o baralho, quantas cartas tem no uno, número de cartas, "
    "caixa, quais cartas existem, um 0 por cor, dois de cada número por cor, quantas de "
    "cada carta no total",
    "deal": "quem dá as cartas, quem distribui, carteador, quem começa, quem joga primeiro, "
    "primeiro jogador depois de dar as cartas, quantas cartas cada um recebe, 7 cartas, "
    "começar a partida, para que lado se joga, sentido horário, à esquerda do carteador",
    "first-card": "primeira carta virada, carta inicial, o que acontece com a primeira carta, "
    "a carta que começa a partida, carta virada no começo",
    "first-card-reverse": "primeira carta é um inverter, inverter virado no começo",
    "first-card-wild-draw-four": "primeira carta é um +4, coringa compra quatro no começo, "
    "embaralhar de novo, volta para o monte",
    "matching": "o que posso jogar, posso jogar essa, combina, carta que serve, mesma cor, "
    "mesmo número, mesmo símbolo, permitido, quais cartas posso jogar na minha vez",
    "turn-order": "fora da vez, jogou antes da vez, não era a vez dele, de quem é a vez, "
    "vez errada",
    "wild": "coringa, curinga, escolher a cor, pedir cor, mudar a cor, trocar a cor, "
    "coringa em cima de coringa",
    "skip": "bloqueio, pular, pula a vez, perde a vez, quem é bloqueado, o próximo perde a "
    "vez, o bloqueado compra",
    "reverse": "inverter, inverte, muda o sentido, volta, sentido contrário, volta para quem "
    "acabou de jogar",
    "draw-two": "+2, mais dois, compra duas, comprar duas cartas",
    "wild-draw-four": "+4, mais quatro, compra quatro, quantas cartas comprar, quando pode "
    "jogar, só quando não tem a cor, só se não tiver carta da cor na mão",
    "wild-draw-four-challenge": "desafiar, desafio, duvidar, blefe, blefou, mostrar a mão, "
    "ver as cartas, +4 ilegal, desafiar o +4, ele tinha a cor, desafio errado, quantas "
    "cartas compra quem errou o desafio",
    "drawing": "comprar, comprar carta, não tenho carta pra jogar, não posso jogar, nada pra "
    "jogar, jogar a carta comprada, jogar outra carta depois de comprar, comprar e jogar, "
    "carta comprada não serve, acabou minha vez, passar a vez, comprar mesmo podendo "
    "jogar, não é obrigado a jogar",
    "empty-draw-pile": "acabou o monte, monte de compra vazio, não tem mais carta pra "
    "comprar, embaralhar a pilha de descarte",
    "uno-call": "falar uno, dizer uno, gritar uno, esqueci de falar uno, peguei sem falar "
    "uno, penalidade, última carta na mão, não falou uno",
    "false-uno": "uno falso, falou uno com duas cartas, uno antes da hora, falou uno com a "
    "mão cheia",
    "going-out": "bater, última carta, terminar, acabar as cartas da mão, fim da rodada, "
    "ganhar a rodada, bater com carta de ação, bater com +2",
    "scoring": "pontos, pontuação, placar, quanto vale, valor, contar pontos, quantos pontos "
    "vale cada carta, quem ganha os pontos, o vencedor da rodada marca os pontos",
    "scoring-lowest": "vence o menor total, quem tem menos pontos ganha, pontos contra, cada "
    "um soma as próprias cartas, menor pontuação",
    "two-players": "dois jogadores, 2 jogadores, só em dois, um contra um, x1",
    "partners": "duplas, dupla, parceiro, 2 contra 2, time",
    "special-wilds": "coringa troca de mãos, coringa embaralha mãos, coringa personalizável, "
    "carta em branco, escrever uma regra",
    "other-penalties": "ajudar, ajuda, dar dica, dizer ao outro o que jogar, dar cartas ao "
    "parceiro, passar carta para outro jogador, trocar cartas, penalidade",
    "stacking": "acumular, acúmulo, acumula, +2 em cima de +2, +4 em cima de +2, somar as "
    "cartas de compra, passar adiante, UNO progressivo",
    "seven-o": "sete zero, 7-0, trocar de mão no 7, passar as mãos no 0",
    "jump-in": "jump-in, cortar, interceptar, carta igual, carta idêntica, fora da vez",
    "draw-until-playable": "comprar até poder jogar, comprar até sair uma que sirva, "
    "continuar comprando, comprar muitas cartas",
    "must-play-drawn": "carta comprada deve ser jogada, obrigado a jogar a carta comprada, "
    "tenho que jogar a que comprei, jogar ou guardar a carta comprada",
    "no-bluffing": "sem blefe, não pode blefar, +4 só quando permitido",
    "no-wild-finish": "bater com coringa, terminar com coringa, última carta coringa",
    "combined-rules": "juntar regras da casa, duas regras da casa juntas, as duas regras, conflito",
    "flip": "uno flip, baralho flip, carta flip, lado claro, lado escuro, qual lado conta, "
    "quanto vale uma carta flip, pontos do flip, cartas dupla face",
    "flip-cards": "cartas do uno flip, compra uma, compra cinco, bloqueia todos, coringa "
    "compra duas, coringa compra cor, comprar até sair a cor, flip como primeira carta",
    "no-mercy": "uno no mercy, show em no mercy, sem misericórdia, baralho no mercy, cartas "
    "no mercy, pontos no mercy, 168 cartas",
    "no-mercy-knockout": "regra da misericórdia, eliminado, 25 cartas, cartas demais, ela "
    "está fora, fora da rodada, último jogador na rodada",
    "no-mercy-stacking": "acumular no no mercy, +6 em cima de +4, +10, compra seis, compra "
    "dez, coringa inverter compra quatro, roleta de cores, descarta todas, bloqueia todos",
    "all-wild": "all wild, toda carta é coringa, pula dois, compra duas direcionado, troca "
    "forçada, pontos do all wild",
    "attack": "uno attack, lançador, máquina, apertar o botão, aperte 2, todos apertam, "
    "fogo, troca de mãos, pontos do attack",
    "challenge-uno": "challenge uno, eliminação, eliminado do jogo, fora do jogo, quando "
    "estou fora, último jogador que sobrar, quem sobra",
}

_STOP_TEXT = (
    "o a os as um uma uns umas de do da dos das em no na nos nas num numa dum duma ao aos à com "
    "às por pelo pela pelos pelas para pra pro pros pras e ou mas se que quando como onde "
    "qual quais quem porque porquê pq eu tu ele ela nós vós eles elas você vocês vc vcs cê "
    "me te lhe lhes mim ti si meu minha meus minhas teu tua teus tuas seu sua seus suas "
    "dele dela deles delas nosso nossa nossos nossas isso isto esse essa esses essas este "
    "esta estes estas aquele aquela aquilo aí lá aqui ali já ainda também só então né tipo "
    "tá tô é era eram foi foram ser sou somos são sendo sido estar está estou estamos estão "
    "estava estavam tava tavam tem têm ter tenho temos tinha tinham tive teve tiver tiverem "
    "for fosse forem tendo há haver hein pode podem posso podemos podia poderia poderiam "
    "pude pôde deu dá "
    "quanto quantos quanta quantas muito muita muitos muitas pouco mais menos cada todo "
    "toda todos todas tudo algum alguma alguns algumas alguém ninguém nada outro outra "
    "outros outras faz fazer fiz fez faço feito fica ficar fico ficou acontece acontecer "
    "aconteceu rola rolou vai vou vão ir indo fui assim agora aí então hora regra regras "
    "jogo partida oi olá gente galera pessoal pfv pf favor ok okay beleza sim mesmo acho "
    "achar sei saber certo correto verdade realmente mesmo sobre entre até após depois "
    "antes durante desde contra sob lado vem veio ver viu vejo"
)

_VERBS = {
    # forms the stemmer does not take to their word
    "dizer": "disse disseram digo diga diz dito dizendo falei",
    "jogar": "joguei jogue joguem",
    "pegar": "peguei pegue peguem",
    "comprar": "comprei",
    "dar": "dei dou deram dado",
    "por": "pôs pus pôr põe ponho coloca coloquei",
    "ter": "tenha",
    "mão": "mãos mao maos",
    "ação": "ações acao acoes",
    "cor": "cores",
    "dever": "devo deve devia deveria devem",
    "bloquear": "bloqueei",
    "começar": "comecei comece começou",
    "sair": "sai saiu saí",
}

_ON = frozenset({"cim", "sobr", "no", "na"})  # the terms of "on", "onto"
_IMPLIED = (
    Implied(((DRAW_CARDS, 2),), STACK),
    Implied(((DRAW_CARDS, 1), (frozenset({"junt", "som"}), 1)), STACK),
    Implied(((ANY_CARD, 2), (_ON, 1)), MATCH),  # "5 verde em cima de 5 vermelho"
    Implied(((ANY_CARD, 1), (frozenset({PLAY}), 1), (_ON, 1)), MATCH),  # "jogar no 7"
    Implied(((frozenset({"cor"}), 2), (_ON, 1)), MATCH),  # "amarelo em cima de amarelo"
    Implied(((frozenset({"7", "0"}), 1), (frozenset({"troc"}), 1)), "@seven_o"),  # "7 troca"
)  # fmt: skip

_INFLECTIONS = Inflections(
    endings=(
        "a", "as", "o", "os", "e", "es", "s", "ar", "er", "ir", "ou", "ado", "ada", "ados",
        "adas", "ido", "ida", "am", "em",
    ),
    on_stem=True,
)  # fmt: skip

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
        # "um" is also the article "a": only "número um" is read as the digit
        *((word, str(number)) for number, word in enumerate(NUMBERS) if word != "um"),
        ("numero um", "1"),
        ("carta um", "1"),
    ),
    implied=_IMPLIED,
    entry_words=MappingProxyType(_ENTRY_WORDS),
    intents=INTENTS,
    colors=MappingProxyType(_COLOURS),
    before_top=frozenset({"em", "no", "na", "cima", "sobre", "depois", "após"}),
    closest=CLOSEST,
    numbers=frozenset(NUMBERS),
    scopes=SCOPES,
    inflections=_INFLECTIONS,
)
