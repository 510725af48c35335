"""Prezydent's guided first deal for three: lead, beat, pass, a revolution, and out first (rules P3–P15)."""

from __future__ import annotations

from karciarnia.games.prezydent.game import PREZYDENT
from karciarnia.tutorial import Step, Text, Tutorial

DEAL = {
    "hands": [
        ["3S", "3H", "5S", "6S", "7S", "7H", "7D", "9S", "JS", "JH", "JD", "JC", "QS", "KS", "AS", "AH", "2S", "2H"],
        ["3D", "4S", "4H", "4D", "5D", "6D", "7C", "9H", "9D", "10S", "10H", "10D", "QD", "KH", "KD", "AD", "2D"],
        ["3C", "4C", "5H", "5C", "6H", "6C", "8S", "8H", "8D", "8C", "9C", "10C", "QH", "QC", "KC", "AC", "2C"],
    ],
}

# Once you are out, the two computers play the deal to its end (P9, P10).
ENDGAME = (
    "play:9D",
    "play:8C",
    "play:7C",
    "play:6C",
    "play:5D",
    "play:4C",
    "play:3D",
    "pass",
    "play:2D",
    "play:AC",
    "play:QD",
    "play:10C",
    "play:6D",
    "play:5H",
    "pass",
    "play:2C",
    "play:AD",
)

TUTORIAL = Tutorial(
    game=PREZYDENT,
    options={"players": 3, "deal": DEAL},
    script=(
        Step(
            "play:3S,3H",
            "P4",
            Text(
                "Cel: pozbyć się kart jako pierwszy. Wychodzisz do pierwszej lewy (P18). Wychodzący zagrywa od jednej do czterech kart "
                "jednej wartości, dowolnej (P4). Kolejność od najniższej: 3 4 5 … W D K A 2 (P3). Zagraj parę trójek — najsłabsze karty.",
                "The goal: be the first to get rid of your cards. You lead the first trick (P18). The leader plays one to four cards "
                "of one rank, any rank (P4). Ranks from the lowest: 3 4 5 … J Q K A 2 (P3). Play your pair of 3s, your weakest cards.",
                (
                    "目标：最先出完手里的牌。第一轮由你首先出牌（P18）。首家出一到四张同点数的牌，点数不限（P4）。点数从小到大："
                    "3 4 5 … J Q K A 2（P3）。出你的一对 3，这是你最小的牌。"
                ),
            ),
            Text(
                "Na początek pozbądź się najsłabszych kart: zagraj parę trójek.",
                "Shed your weakest cards first: play the pair of 3s.",
                "先出掉最小的牌：出一对 3。",
            ),
        ),
        "play:4S,4H",
        "play:8S,8H",
        Step(
            "play:AS,AH",
            "P5",
            Text(
                "Komputery dołożyły parę czwórek i parę ósemek. Żeby przebić, trzeba zagrać tyle samo kart jednej wartości, "
                "i to ściśle wyższej — równa nie wystarczy (P5). Przebij parą asów.",
                "The computers added a pair of 4s and a pair of 8s. To beat them you play as many cards of one rank, "
                "strictly higher: equal is not enough (P5). Beat them with your pair of aces.",
                "两台电脑跟了一对 4 和一对 8。要压过它们，必须出同样张数、同一点数且严格更大的牌：一样大不行（P5）。用你的一对 A 压过它们。",
            ),
            Text(
                "Para asów przebija ósemki i da Ci wyjście: zagraj ją.",
                "The pair of aces beats the 8s and wins you the lead: play it.",
                "一对 A 能压过一对 8，并为你赢得出牌权：出这一对。",
            ),
        ),
        "pass",
        "pass",
        Step(
            "play:7S,7H,7D",
            "P7",
            Text(
                "Obaj spasowali, więc lewę bierzesz Ty i znów wychodzisz (P7). Zagraj trzy siódemki.",
                "Both passed, so the trick is yours and you lead again (P7). Play your three 7s.",
                "两家都选择不要，所以这一轮归你，你再次首先出牌（P7）。出你的三张 7。",
            ),
            Text(
                "Trzy siódemki to dobry sposób na pozbycie się trzech kart naraz: zagraj je.",
                "Three 7s shed three cards at once: play them.",
                "三张 7 能一次出掉三张牌：出这三张。",
            ),
        ),
        "play:10S,10H,10D",
        "pass",
        Step(
            "pass",
            "P6",
            Text(
                "Komputer 1 przebił trzema dziesiątkami. Trzy walety by je pobiły, ale rozbiłyby Twoją czwórkę waletów — "
                "przyda się za chwilę. Spasuj: pas obowiązuje do końca tej lewy (P6).",
                "Computer 1 beat you with three 10s. Three jacks would beat them, but they would break your four jacks, "
                "which you will need in a moment. Pass: a pass holds until this trick ends (P6).",
                "电脑 1 用三张 10 压过了你。三张 J 能压过它们，但会拆散你的四张 J，而它们马上就要派上用场。选择不要：不要的决定一直有效到这一轮结束（P6）。",
            ),
            Text(
                "Nie rozbijaj czterech waletów: w tej lewie spasuj.",
                "Do not break up your four jacks: pass in this trick.",
                "别拆散你的四张 J：这一轮选择不要。",
            ),
        ),
        "play:4D",
        "play:6H",
        Step(
            "play:9S",
            "P5",
            Text(
                "Lewę wziął Komputer 1 i wyszedł pojedynczą czwórką; Komputer 2 dołożył szóstkę. Przebij dziewiątką — jedna karta, wyższa od szóstki (P5).",
                "Computer 1 took the trick and led a single 4; Computer 2 added a 6. Beat it with your 9: one card, higher than the 6 (P5).",
                "电脑 1 赢了这一轮，首先出了单张 4；电脑 2 跟了一张 6。用你的 9 压过它：一张牌，比 6 大（P5）。",
            ),
            Text(
                "Dziewiątka wystarczy: wyższe karty zachowaj na później.",
                "The 9 is enough: keep your higher cards for later.",
                "9 就够了：把更大的牌留到后面。",
            ),
        ),
        "play:KH",
        "pass",
        Step(
            "play:2S",
            "P3",
            Text(
                "Komputer 1 dołożył króla. Dwójka to najwyższa karta w grze (P3): zagraj ją, a lewa będzie Twoja.",
                "Computer 1 added a king. A 2 is the highest card in the game (P3): play it and the trick is yours.",
                "电脑 1 跟了一张 K。2 是游戏中最大的牌（P3）：出 2，这一轮就归你。",
            ),
            Text("Tylko dwójka przebije króla: zagraj ją.", "Only a 2 beats the king: play it.", "只有 2 能压过 K：出 2。"),
        ),
        "pass",
        Step(
            "play:JS,JH,JD,JC",
            "P11",
            Text(
                "Wychodzisz. Zagraj cztery walety: to rewolucja — kolejność się odwraca, od teraz 2 jest najniższa, a 3 najwyższa (P11). "
                "Zostaną Ci 5, 6, D, K i 2: po rewolucji piątka i szóstka są mocne.",
                "You lead. Play the four jacks: that is a revolution, the order turns over and from now on the 2 is the lowest and the 3 the highest (P11). "
                "You will keep 5, 6, Q, K and 2: after the revolution your 5 and 6 are strong.",
                (
                    "轮到你首先出牌。出四张 J：这就是革命——牌的大小顺序颠倒，从现在起 2 最小、3 最大（P11）。"
                    "你手里将剩下 5、6、Q、K 和 2：革命之后，5 和 6 都成了大牌。"
                ),
            ),
            Text(
                "Ten krok uczy rewolucji: zagraj wszystkie cztery walety.",
                "This step teaches the revolution: play all four jacks.",
                "本步教的是革命：把四张 J 一起出。",
            ),
        ),
        "pass",
        "pass",
        Step(
            "play:2H",
            "P11",
            Text(
                "Nikt nie przebił czwórki — po rewolucji mogłaby to zrobić tylko czwórka niższej wartości (P11). "
                "Teraz dwójka jest najsłabsza: pozbądź się jej, póki wychodzisz.",
                "Nobody beat the four: after a revolution only a four of a lower rank could (P11). "
                "Now your 2 is the weakest card: get rid of it while you lead.",
                "没人压过这四张：革命之后只有点数更小的四张才能压过（P11）。现在你的 2 是最小的牌：趁你首先出牌时把它出掉。",
            ),
            Text(
                "Po rewolucji dwójka jest najniższa: wyjdź nią teraz, potem nic nią nie przebijesz.",
                "After the revolution the 2 is the lowest: lead it now, later it beats nothing.",
                "革命之后 2 最小：现在就把它出掉，以后它什么也压不过。",
            ),
        ),
        "play:KD",
        "play:8D",
        Step(
            "play:5S",
            "P11",
            Text(
                "Po rewolucji król przebił dwójkę, a ósemka króla. Przebij piątką: teraz piątka jest wyższa od ósemki.",
                "After the revolution the king beat the 2, and the 8 beat the king. Beat it with your 5: the 5 is now higher than the 8.",
                "革命之后，K 压过了 2，8 又压过了 K。用你的 5 压过它：现在 5 比 8 大。",
            ),
            Text(
                "Szóstka też by wystarczyła, ale piątka jest mocniejsza i zapewni Ci wyjście.",
                "The 6 would do too, but the 5 is stronger and makes sure the lead comes back to you.",
                "6 也可以，但 5 更大，能确保出牌权回到你手里。",
            ),
        ),
        "pass",
        "pass",
        Step(
            "play:KS",
            "P4",
            Text(
                "Znów wychodzisz. Zostały Ci 6, D i K. Wyjdź królem — najsłabszą z nich po rewolucji.",
                "You lead again, with 6, Q and K left. Lead the king, the weakest of them after the revolution.",
                "你再次首先出牌，手里剩 6、Q 和 K。先出 K，革命之后它是三张里最小的。",
            ),
            Text(
                "Wyjdź najsłabszą kartą, królem: szóstkę zachowaj, by odzyskać wyjście.",
                "Lead your weakest card, the king: keep the 6 to win the lead back.",
                "先出你最小的牌 K：留着 6 来赢回出牌权。",
            ),
        ),
        "play:9H",
        "pass",
        Step(
            "play:6S",
            "P11",
            Text(
                "Komputer 1 przebił króla dziewiątką. Przebij szóstką — po rewolucji jest wyższa od dziewiątki.",
                "Computer 1 beat the king with a 9. Beat it with your 6: after the revolution it is higher than the 9.",
                "电脑 1 用 9 压过了 K。用你的 6 压过它：革命之后 6 比 9 大。",
            ),
            Text("Tylko szóstka przebije dziewiątkę: zagraj ją.", "Only the 6 beats the 9: play it.", "只有 6 能压过 9：出 6。"),
        ),
        "pass",
        Step(
            "play:QS",
            "P9",
            Text(
                "Lewa Twoja. Zagraj ostatnią kartę, damę: kto pozbędzie się wszystkich kart, zajmuje najbliższe wolne miejsce "
                "i kończy rozdanie, a lewa toczy się dalej bez niego (P9). Pierwszy jest Prezydentem (P14).",
                "The trick is yours. Play your last card, the queen: whoever plays their last card takes the next finishing place "
                "and leaves the deal, which goes on without them (P9). The first out is the President (P14).",
                "这一轮归你。出你最后一张牌 Q：出完最后一张牌的人获得下一个空着的名次并离开这一局，其余的人继续打（P9）。第一个出完的人是总统（P14）。",
            ),
        ),
        *ENDGAME,
    ),
    outro=Text(
        "Zostajesz Prezydentem! Komputery grają dalej, aż zostanie jeden z kartami — on jest Dupkiem (P10, P14). "
        "Za pierwsze miejsce przy trzech graczach dostajesz 3 punkty, za kolejne 2 i 1 (P15). Teraz zagraj prawdziwe rozdanie.",
        "You are the President! The computers play on until one is left holding cards, the Scum (P10, P14). "
        "With three players first place scores 3 points, then 2 and 1 (P15). Now play a real deal.",
        (
            "你成了总统！电脑继续打，直到只剩一人手里有牌，那人就是大贫民（P10、P14）。"
            "三人游戏中第一名得 3 分，之后依次为 2 分和 1 分（P15）。现在来打一局真正的牌吧。"
        ),
    ),
)
