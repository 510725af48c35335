"""Koalicje's guided first round: three jokers, a trump, a coalition and the votes that win (rules K5–K25)."""

from __future__ import annotations

from karciarnia.games.koalicje.game import KOALICJE
from karciarnia.tutorial import Step, Text, Tutorial

# You deal (seat 0) with three jokers; Computer 2 holds the fourth. Your totals stand at 90 of the
# threshold 100, so this round decides the game (K5).
DEAL = {
    "hands": [
        ["RJ", "RJ", "BJ", "AH", "KH", "9H", "AS", "7D"],
        ["KS", "QS", "8S", "AD", "QD", "10D", "AC", "8C"],
        ["BJ", "JS", "10S", "9S", "JH", "8H", "KC", "9C"],
        ["7S", "QH", "7H", "KD", "JD", "9D", "8D", "JC"],
    ],
    "pool": ["10H", "QC", "10C", "7C"],
    "dealer": 0,
    "scores": [90, 55, 20, 60],
    "threshold": 100,
}

TUTORIAL = Tutorial(
    game=KOALICJE,
    options={"deal": DEAL},
    script=(
        Step(
            "trump:H",
            "K11",
            Text(
                "Masz już 90 głosów, a próg wynosi 100: kto sam go osiągnie, wygrywa partię (K5). Rozdajesz. "
                "Masz trzy dżokery — dwa czerwone i czarny. Dżokery kładzie się odkryte i dobiera za nie karty z puli (K8). "
                "Para dżokerów jednego koloru pozwala wybrać atut tego koloru (K11): czerwone to kier albo karo. "
                "Masz asa, króla i dziewiątkę kier: wybierz kiery.",
                "You have 90 votes already, and the threshold is 100: whoever alone reaches it wins the game (K5). You deal. "
                "You got three jokers, two red and a black one. Jokers are laid face up and replaced from the pool (K8). "
                "A pair of jokers of one colour names a trump of that colour (K11): red means hearts or diamonds. "
                "You hold the ace, king and nine of hearts: choose hearts.",
            ),
            Text(
                "Karo też wolno wybrać, ale kierów masz najwięcej i najwyższe: wybierz kiery.",
                "Diamonds are allowed too, but your hearts are more and higher: choose hearts.",
            ),
        ),
        Step(
            "play:AH",
            "K23",
            Text(
                "Z trzema dżokerami grasz w koalicji z tym, kto ma czwarty — Komputerem 2 (czarny dżoker): każda lewa wzięta "
                "przez Ciebie albo przez niego daje Wam po 3 głosy (K17). Rozdający wychodzi do pierwszej lewy (K21). "
                "Wyjdź asem kier: pierwsza karta atutowa w lewie ustala jej atut (K23).",
                "With three jokers you are in coalition with the holder of the fourth, Computer 2 (the black joker): every trick "
                "taken by you or by them gives you both 3 votes (K17). The dealer leads the first trick (K21). "
                "Lead the ace of hearts: the first trump card in a trick sets its trump (K23).",
            ),
            Text(
                "Zacznij od najwyższego atutu, asa kier: wyciągniesz kiery przeciwników.",
                "Start with your highest trump, the ace of hearts: it draws the opponents' hearts.",
            ),
        ),
        "play:8C",
        "play:8H",
        "play:QH",
        Step(
            "play:KH",
            "K24",
            Text(
                "Komputer 1 nie miał kier, więc dołożył trefla — wolno, gdy nie można dołożyć do koloru (K22). "
                "Lewę wziął Twój as: najwyższa karta atutu lewy (K24). Wychodzisz znowu: zagraj króla kier — dama już wyszła, więc jest najwyższy.",
                "Computer 1 had no hearts, so they added a club: allowed when you cannot follow suit (K22). "
                "Your ace took the trick: the highest card of the trick's trump (K24). "
                "You lead again: play the king of hearts, the highest now that the queen is gone.",
            ),
            Text(
                "Król kier jest teraz najwyższy: zagraj go, zanim ktoś pozbędzie się kier.",
                "The king of hearts is now the highest: play it before anyone runs out of hearts.",
            ),
        ),
        "play:8S",
        "play:10H",
        "play:7H",
        Step(
            "play:AS",
            "K24",
            Text(
                "Druga lewa Twoja. Zagraj asa pik: w lewie bez atutu bierze najwyższa karta koloru wyjścia (K24).",
                "The second trick is yours. Play the ace of spades: in a trick without a trump the highest card of the led suit takes it (K24).",
            ),
            Text("As pik na pewno weźmie tę lewę: zagraj go.", "The ace of spades is sure to take this trick: play it."),
        ),
        "play:QS",
        "play:JS",
        "play:7S",
        Step(
            "play:7D",
            "K22",
            Text(
                "Z kier została Ci tylko dziewiątka, do tego karo i trefle. Wyjdź siódemką karo: "
                "każdy musi dołożyć karo, jeśli je ma (K22), ale kto nie ma, może zagrać dowolną kartę, także atut.",
                "Of your hearts only the nine is left, besides a diamond and clubs. Lead the seven of diamonds: "
                "everyone must follow with a diamond if they can (K22), but whoever has none may play any card, a trump too.",
            ),
            Text(
                "Zachowaj dziewiątkę kier i trefle na później: wyjdź siódemką karo.",
                "Keep the nine of hearts and your clubs for later: lead the seven of diamonds.",
            ),
        ),
        "play:AD",
        "play:JH",
        "play:9D",
        "play:KC",
        "play:JC",
        Step(
            "play:7C",
            "K22",
            Text(
                "Twój partner, Komputer 2, nie miał karo i przebił asa waletem kier: kier był pierwszym atutem w tej lewie, więc bije (K23, K24). "
                "Ta lewa też liczy się dla Ciebie (K17). Komputer 2 wyszedł królem trefl: musisz dołożyć trefla (K22). "
                "Dołóż najniższego, siódemkę — nie ma obowiązku bicia.",
                "Your partner, Computer 2, had no diamonds and trumped the ace with the jack of hearts: "
                "hearts were the first trump in this trick, so it wins (K23, K24). "
                "That trick counts for you too (K17). Computer 2 led the king of clubs: you must follow with a club (K22). "
                "Add your lowest, the seven: there is no duty to beat.",
            ),
            Text(
                "Masz trefle, więc musisz dołożyć trefla; wystarczy najniższy, siódemka.",
                "You hold clubs, so you must follow with one; your lowest, the seven, will do.",
            ),
        ),
        "play:AC",
        "play:KS",
        "play:9S",
        "play:8D",
        Step(
            "play:9H",
            "K24",
            Text(
                "Komputer 1 wziął lewę asem trefl i wyszedł królem pik. Nie masz pik, więc możesz zagrać cokolwiek (K22): "
                "przebij dziewiątką kier — jedyny atut w tej lewie, więc bierze ją (K24).",
                "Computer 1 took the trick with the ace of clubs and led the king of spades. You have no spades, so you may play anything (K22): "
                "trump with the nine of hearts, the only trump in this trick, so it takes it (K24).",
            ),
            Text(
                "Trefl przegrałby z królem pik; dziewiątka kier to atut i weźmie lewę.",
                "A club would lose to the king of spades; the nine of hearts is a trump and takes the trick.",
            ),
        ),
        Step(
            "play:QC",
            "K24",
            Text(
                "Wyjdź damą trefl: as i król trefl już wyszły, więc jest najwyższa w kolorze.",
                "Lead the queen of clubs: the ace and king of clubs are gone, so it is the highest of its suit.",
            ),
            Text("Dama trefl jest teraz najwyższa: zagraj ją przed dziesiątką.", "The queen of clubs is now the highest: play it before the ten."),
        ),
        "play:10D",
        "play:9C",
        "play:JD",
        Step(
            "play:10C",
            "K25",
            Text(
                "Ostatnia lewa. Po ósmej lewie każdy dopisuje głosy: lewy liczące się dla niego razy jego stawka (K25). Zagraj dziesiątkę trefl.",
                "The last trick. After the eighth each player adds votes: the tricks that count for them times their rate (K25). Play the ten of clubs.",
            ),
        ),
        "play:QD",
        "play:10S",
        "play:KD",
    ),
    outro=Text(
        "Koniec rundy: Ty i Komputer 2 wzięliście 7 lew, więc każde z Was dostaje 3 × 7 = 21 głosów (K17, K25). "
        "Masz 111 głosów — tylko Ty osiągasz próg 100, więc wygrywasz partię (K5). Teraz zagraj prawdziwą partię.",
        "End of the round: you and Computer 2 took 7 tricks, so each of you gets 3 × 7 = 21 votes (K17, K25). "
        "You have 111: the only one to reach the threshold of 100, you win the game (K5). Now play a real game.",
    ),
)
