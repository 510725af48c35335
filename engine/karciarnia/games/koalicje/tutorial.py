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
                (
                    "你已经有 90 票，而门槛是 100 票：谁独自达到门槛，谁就赢得选举（K5）。这一轮由你发牌。你拿到三张王："
                    "两张红色的大王和一张黑色的小王。王要翻开放在面前，并从牌池补牌（K8）。一对同色的王可以指定该颜色的将牌（K11）：红色就是红桃或方块。"
                    "你有红桃 A、K 和 9：选红桃。"
                ),
            ),
            Text(
                "Karo też wolno wybrać, ale kierów masz najwięcej i najwyższe: wybierz kiery.",
                "Diamonds are allowed too, but your hearts are more and higher: choose hearts.",
                "也可以选方块，但你的红桃更多也更大：选红桃。",
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
                (
                    "有三张王时，你与持有第四张王的人——电脑 2（小王）——结成联盟：你或它赢的每一墩都让你们各得 3 票（K17）。"
                    "发牌人首先出第一墩（K21）。首先出红桃 A：一墩中第一张将牌花色的牌决定这一墩的将牌（K23）。"
                ),
            ),
            Text(
                "Zacznij od najwyższego atutu, asa kier: wyciągniesz kiery przeciwników.",
                "Start with your highest trump, the ace of hearts: it draws the opponents' hearts.",
                "从你最大的将牌红桃 A 开始：它能逼出对手的红桃。",
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
                (
                    "电脑 1 没有红桃，所以跟了一张梅花：不能跟同花色时可以这样（K22）。你的 A 赢下了这一墩："
                    "这一墩将牌中最大的牌（K24）。你再次首先出牌：出红桃 K，Q 已经出过，现在它最大。"
                ),
            ),
            Text(
                "Król kier jest teraz najwyższy: zagraj go, zanim ktoś pozbędzie się kier.",
                "The king of hearts is now the highest: play it before anyone runs out of hearts.",
                "红桃 K 现在最大：趁别人的红桃还没出完，把它打出去。",
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
                "第二墩也归你。出黑桃 A：没有将牌的一墩由首出花色中最大的牌赢得（K24）。",
            ),
            Text("As pik na pewno weźmie tę lewę: zagraj go.", "The ace of spades is sure to take this trick: play it.", "黑桃 A 一定能赢下这一墩：出它。"),
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
                "你的红桃只剩 9，另外还有一张方块和几张梅花。首先出方块 7：有方块的人都必须跟方块（K22），但没有方块的人可以出任何牌，包括将牌。",
            ),
            Text(
                "Zachowaj dziewiątkę kier i trefle na później: wyjdź siódemką karo.",
                "Keep the nine of hearts and your clubs for later: lead the seven of diamonds.",
                "把红桃 9 和梅花留到后面：首先出方块 7。",
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
                (
                    "你的盟友电脑 2 没有方块，用红桃 J 将吃了 A：红桃是这一墩的第一个将牌花色，所以它最大（K23、K24）。"
                    "这一墩也算你的（K17）。电脑 2 首先出了梅花 K：你必须跟梅花（K22）。跟你最小的 7：没有必须压过的义务。"
                ),
            ),
            Text(
                "Masz trefle, więc musisz dołożyć trefla; wystarczy najniższy, siódemka.",
                "You hold clubs, so you must follow with one; your lowest, the seven, will do.",
                "你有梅花，所以必须跟梅花；跟最小的 7 就行。",
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
                (
                    "电脑 1 用梅花 A 赢下了那一墩，并首先出了黑桃 K。你没有黑桃，所以可以出任何牌（K22）："
                    "用红桃 9 将吃，它是这一墩唯一的将牌，所以能赢下这一墩（K24）。"
                ),
            ),
            Text(
                "Trefl przegrałby z królem pik; dziewiątka kier to atut i weźmie lewę.",
                "A club would lose to the king of spades; the nine of hearts is a trump and takes the trick.",
                "梅花会输给黑桃 K；红桃 9 是将牌，能赢下这一墩。",
            ),
        ),
        Step(
            "play:QC",
            "K24",
            Text(
                "Wyjdź damą trefl: as i król trefl już wyszły, więc jest najwyższa w kolorze.",
                "Lead the queen of clubs: the ace and king of clubs are gone, so it is the highest of its suit.",
                "首先出梅花 Q：梅花 A 和 K 都已出过，所以它是这一花色中最大的牌。",
            ),
            Text(
                "Dama trefl jest teraz najwyższa: zagraj ją przed dziesiątką.",
                "The queen of clubs is now the highest: play it before the ten.",
                "梅花 Q 现在最大：在 10 之前先出它。",
            ),
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
                "最后一墩。第八墩之后，每人加上票数：算作自己的墩数乘以自己的每墩票数（K25）。出梅花 10。",
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
        (
            "这一轮结束：你和电脑 2 共赢了 7 墩，所以你们各得 3 × 7 = 21 票（K17、K25）。你有 111 票："
            "只有你达到了 100 票的门槛，所以你赢得选举（K5）。现在来玩一场真正的游戏吧。"
        ),
    ),
)
