"""Dou Dizhu's guided first deal: you bid 3, become the landlord and go out first (rules D2–D23)."""

from __future__ import annotations

from karciarnia.games.doudizhu.game import DOUDIZHU
from karciarnia.tutorial import Step, Text, Tutorial

# Your 17 cards and the bottom three complete a straight, a pair sequence, a bomb of aces and
# three kings; the farmers hold what the script has them play.
DEAL = {
    "hands": [
        ["3S", "4S", "5S", "6S", "7S", "9S", "9H", "10S", "10H", "JS", "JH", "QS", "KS", "KH", "AS", "AH", "AD"],
        ["4H", "5H", "6H", "7H", "8H", "10D", "10C", "JD", "JC", "QH", "QD", "2H", "4D", "5D", "3H", "3D", "BJ"],
        ["3C", "4C", "5C", "6D", "6C", "7D", "7C", "8S", "8D", "8C", "9D", "9C", "QC", "KC", "2D", "2C", "RJ"],
    ],
    "bottom": ["AC", "KD", "2S"],
    "first_bidder": 0,
}

TUTORIAL = Tutorial(
    game=DOUDIZHU,
    options={"deal": DEAL},
    script=(
        Step(
            "bid:3",
            "D4",
            Text(
                "Licytację zaczynasz Ty. Masz mocne karty, więc zgłoś od razu 3 — najwyższą stawkę. "
                "Na trójce licytacja się kończy, a Ty zostajesz właścicielem: grasz sam przeciw dwóm rolnikom (D3, D4, D6).",
                "You open the bidding. Your cards are strong, so bid 3 straight away, the highest bid. "
                "A bid of 3 ends the bidding at once and makes you the landlord: you play alone against two farmers (D3, D4, D6).",
                "由你先叫分。你的牌很强，所以直接叫 3 分——最高的叫分。叫 3 分会立即结束叫分，你成为地主：一个人对抗两个农民（D3、D4、D6）。",
            ),
            Text(
                "W tej lekcji grasz jako właściciel: niższa stawka albo pas dałyby rolnikom szansę przelicytować. Zgłoś 3.",
                "In this lesson you play the landlord: a lower bid or a pass would let a farmer outbid you. Bid 3.",
                "本课中你当地主：叫低分或不叫，农民就可能叫得比你高。叫 3 分。",
            ),
        ),
        Step(
            "play:straight:34567",
            "D8",
            Text(
                "Jako właściciel bierzesz trzy karty z dna (wszyscy je widzą) i wychodzisz. Wychodzący musi coś zagrać (D17). "
                "Zagraj strit 3-4-5-6-7: co najmniej pięć kolejnych wartości po jednej karcie, bez dwójek i dżokerów (D8, D11).",
                "As the landlord you take the three bottom cards (everyone sees them) and lead. The leader must play (D17). "
                "Play the straight 3-4-5-6-7: five or more consecutive ranks, one card each, no 2s or jokers (D8, D11).",
                (
                    "作为地主，你拿起三张底牌（所有人都能看到），并首先出牌。首家必须出牌（D17）。出顺子 3-4-5-6-7："
                    "五张或更多点数相连的牌，每个点数一张，不能含 2 和王（D8、D11）。"
                ),
            ),
            Text(
                "Zacznij od strita 3–7: pozbędziesz się naraz pięciu najsłabszych kart.",
                "Start with the 3–7 straight: it sheds your five weakest cards at once.",
                "先出 3–7 的顺子：一次出掉你最小的五张牌。",
            ),
        ),
        "play:straight:45678",
        "pass",
        Step(
            "play:bomb:AAAA",
            "D19",
            Text(
                "Komputer 1 przebił Twój strit wyższym stritem 4–8: ten sam typ, ta sama długość, wyższa najwyższa karta (D18). "
                "Wyższego strita nie masz, ale masz bombę — cztery asy (czwarty przyszedł z dna). Bomba bije każdą kombinację "
                "oprócz wyższej bomby i rakiety (D19), a każda podwaja stawkę (D22). Zagraj cztery asy.",
                "Computer 1 beat your straight with the higher 4–8 straight: same type, same length, a higher top card (D18). "
                "You have no higher straight, but you have a bomb, four aces (the fourth came from the bottom). A bomb beats "
                "any combination but a higher bomb and the rocket (D19), and each one doubles the stake (D22). Play the four aces.",
                (
                    "电脑 1 用更大的顺子 4–8 压过了你：牌型相同、张数相同、最大的牌更大（D18）。"
                    "你没有更大的顺子，但你有炸弹——四张 A（第四张来自底牌）。"
                    "炸弹能压过除更大的炸弹和王炸以外的任何牌型（D19），而且每个炸弹都让倍数翻倍（D22）。出四张 A。"
                ),
            ),
            Text(
                "Pas oddałby tę lewę rolnikom. Ten krok uczy bomby: zagraj cztery asy.",
                "A pass would give this trick to the farmers. This step teaches the bomb: play the four aces.",
                "不要的话，这一轮就归农民了。本步教的是炸弹：出四张 A。",
            ),
        ),
        "pass",
        "pass",
        Step(
            "play:pair_sequence:991010JJ",
            "D9",
            Text(
                "Dwa pasy z rzędu: lewa jest Twoja i znów wychodzisz (D20). Zagraj ciąg par 9-9-10-10-W-W: co najmniej trzy kolejne pary (D9).",
                "Two passes in a row: the trick is yours and you lead again (D20). Play the pair sequence 9-9-10-10-J-J: three or more consecutive pairs (D9).",
                "连续两家不要：这一轮归你，你再次首先出牌（D20）。出连对 9-9-10-10-J-J：三对或更多点数相连的对子（D9）。",
            ),
            Text(
                "Ciąg par pozbywa się sześciu kart naraz: zagraj 9-9-10-10-W-W.",
                "A pair sequence sheds six cards at once: play 9-9-10-10-J-J.",
                "连对一次出掉六张牌：出 9-9-10-10-J-J。",
            ),
        ),
        "play:pair_sequence:1010JJQQ",
        "pass",
        Step(
            "pass",
            "D18",
            Text(
                "Komputer 1 pobił Twój ciąg wyższym: 10-10-W-W-D-D. Nie masz wyższego ciągu par, a bomba już poszła. "
                "Dokładający zawsze może spasować (D18): spasuj.",
                "Computer 1 beat your sequence with a higher one: 10-10-J-J-Q-Q. You have no higher pair sequence, and your bomb "
                "is spent. A follower may always pass (D18): pass.",
                "电脑 1 用更大的连对 10-10-J-J-Q-Q 压过了你。你没有更大的连对，炸弹也已经用掉了。跟牌的人随时都可以不要（D18）：选择不要。",
            ),
        ),
        "play:single:4",
        "pass",
        Step(
            "play:single:Q",
            "D2",
            Text(
                "Po dwóch pasach wychodzi Komputer 1 (D20): zagrał pojedynczą czwórkę, Komputer 2 spasował. Pojedynczą kartę bije "
                "wyższa pojedyncza (D18); od najwyższej: duży dżoker, mały dżoker, 2, A, K, D, W, 10 … 3 (D2). Zagraj damę.",
                "After two passes Computer 1 leads (D20): a single 4, and Computer 2 passed. A single is beaten by a higher single "
                "(D18); from the top: red joker, black joker, 2, A, K, Q, J, 10 … 3 (D2). Play the queen.",
                (
                    "两家不要之后由电脑 1 出牌（D20）：它出了单张 4，电脑 2 不要。单张要用更大的单张来压（D18）；从大到小："
                    "大王、小王、2、A、K、Q、J、10 … 3（D2）。出 Q。"
                ),
            ),
            Text(
                "Zachowaj dwójkę na później, to Twoja najwyższa karta: teraz wystarczy dama.",
                "Keep your 2 for later, it is your highest card: the queen is enough now.",
                "把 2 留到后面，它是你最大的牌：现在出 Q 就够了。",
            ),
        ),
        "play:single:2",
        "pass",
        Step(
            "pass",
            "D18",
            Text(
                "Komputer 1 przebił damę dwójką. Twoja dwójka jej nie pobije: karta musi być wyższa, równa nie wystarcza (D18). Spasuj.",
                "Computer 1 beat your queen with a 2. Your own 2 cannot beat it: a card must be higher, an equal one is not enough (D18). Pass.",
                "电脑 1 用 2 压过了你的 Q。你的 2 压不住它：出的牌必须更大，一样大不行（D18）。选择不要。",
            ),
        ),
        "play:single:5",
        "pass",
        Step(
            "play:single:2",
            "D2",
            Text(
                "Komputer 1 wychodzi piątką. Zagraj teraz dwójkę: wyższe od niej są tylko dżokery (D2).",
                "Computer 1 leads a 5. Now play your 2: only the jokers are higher (D2).",
                "电脑 1 出单张 5。现在出你的 2：只有大王和小王比它大（D2）。",
            ),
            Text(
                "Dwójka zapewni Ci wyjście w następnej lewie: zagraj ją teraz.",
                "The 2 wins you the next lead: play it now.",
                "这张 2 能为你赢回下一轮的出牌权：现在就出。",
            ),
        ),
        "pass",
        "pass",
        Step(
            "play:triple:KKK",
            "D21",
            Text(
                "Wychodzisz, a zostały Ci trzy króle: zagraj je jako trójkę (D7). To Twoje ostatnie karty — "
                "rozdanie kończy się, gdy ktoś pozbędzie się wszystkich kart, więc właściciel wygrywa (D21).",
                "You lead, and three kings are left: play them as a triple (D7). They are your last cards: "
                "the deal ends the moment a player has none left, so the landlord wins (D21).",
                "轮到你出牌，手里剩三张 K：把它们作为三张打出（D7）。这是你最后的牌：有人出完所有牌，这一局就立即结束，所以地主获胜（D21）。",
            ),
            Text(
                "Zagraj wszystkie trzy króle naraz: to koniec rozdania.", "Play all three kings at once: that ends the deal.", "三张 K 一起出：这一局就结束了。"
            ),
        ),
    ),
    outro=Text(
        "Wygrana! Stawka 3 razy mnożnik 2 (jedna bomba, D22) to 6: każdy rolnik traci 6 punktów, a właściciel zyskuje 12 (D23). "
        "Teraz zagraj prawdziwe rozdanie.",
        "You win! The bid of 3 times a multiplier of 2 (one bomb, D22) makes 6: each farmer loses 6 points and the landlord gains 12 (D23). "
        "Now play a real deal.",
        "你赢了！叫分 3 乘以倍数 2（一个炸弹，D22）得 6：每个农民输 6 分，地主赢 12 分（D23）。现在来打一局真正的牌吧。",
    ),
)
