"""Tarok dla dwóch, guided: the first five tricks, each teaching which card may be added (rules T4–T19)."""

from __future__ import annotations

from karciarnia.games.tarok.game import DECK, TAROK
from karciarnia.tutorial import Step, Text, Tutorial

HANDS = [
    ["T2", "T15", "KS", "5S", "7D", "FOOL", "JH", "1C", "4C"],
    ["T8", "T10", "2S", "9S", "3D", "KH", "6H", "QC", "8C"],
]
# The stock's first sixteen cards are what the two of you draw during the lesson (T6); the rest follow in deck order.
DRAWN = ["T5", "2C", "10S", "3C", "6S", "7C", "4S", "5C", "8S", "9C", "3S", "6C", "7S", "2H", "10C", "2D"]
STOCK = DRAWN + [card for card in DECK if card not in {*HANDS[0], *HANDS[1], *DRAWN}]

TUTORIAL = Tutorial(
    game=TAROK,
    options={"deal": {"hands": HANDS, "stock": STOCK}},
    script=(
        Step(
            "play:KS",
            "T15",
            Text(
                "W taroku im niższy numer, tym mocniejszy tarok: tarok 1 jest najwyższy. "
                "Masz tarok 2, a Komputer co najwyżej tarok 8, więc Ty masz najwyższy tarok i zaczynasz pierwszą lewę (T4). "
                "Lewa to cztery karty: Ty, Komputer, znów Ty i Komputer (T5). "
                "Wyjdź królem pik: bez taroków w lewie bierze ją najwyższa karta koloru wyjścia (T15).",
                "In tarok, the lower the number, the stronger the tarok: tarok 1 is the highest. "
                "You hold tarok 2 and the Computer tarok 8 at best, so yours is the highest tarok and you lead the first trick (T4). "
                "A trick is four cards: you, the Computer, you again, the Computer (T5). "
                "Lead the king of spades: with no tarok in it, the highest card of the led suit takes the trick (T15).",
                (
                    "在塔罗克中，编号越小，塔罗克越大：塔罗克 1 最大。"
                    "你有塔罗克 2，电脑最大也只有塔罗克 8，所以最大的塔罗克在你手里，由你首先出第一墩（T4）。一墩是四张牌："
                    "你、电脑、再是你、再是电脑（T5）。首先出黑桃国王：一墩里没有塔罗克时，由首出花色中最大的牌赢得这一墩（T15）。"
                ),
            ),
            Text(
                "Król pik to najwyższa karta w kolorze: wyjdź nim, a lewa będzie Twoja.",
                "The king of spades is the highest of its suit: lead it and the trick is yours.",
                "黑桃国王是这一花色中最大的牌：首先出它，这一墩就归你。",
            ),
        ),
        "play:2S",
        Step(
            "play:5S",
            "T13",
            Text(
                "Twoja druga karta w lewie podlega tym samym zasadom co karty Komputera (T13): skoro wyszedł pik, musisz dołożyć pika, jeśli go masz (T10). "
                "Dołóż piątkę pik.",
                "Your second card of the trick obeys the same rules as the Computer's cards (T13): "
                "spades were led, so you must add a spade if you hold one (T10). "
                "Add the five of spades.",
                "你在这一墩的第二张牌与电脑的牌遵守同样的规则（T13）：首出的是黑桃，所以你有黑桃就必须跟黑桃（T10）。跟黑桃 5。",
            ),
            Text(
                "Masz pika, więc musisz dołożyć pika: zagraj piątkę.", "You hold a spade, so you must add one: play the five.", "你有黑桃，就必须跟黑桃：出 5。"
            ),
        ),
        "play:9S",
        Step(
            "play:T15",
            "T11",
            Text(
                "Lewa Twoja: król jest wart 5 punktów (T19). Po każdej lewie oboje dobieracie po 2 karty z talonu, najpierw zwycięzca (T6), "
                "a zwycięzca wychodzi do następnej (T7). Wyjdź tarokiem 15: gdy wyjście jest tarokiem, trzeba dołożyć tarok, jeśli się go ma (T11).",
                "The trick is yours: the king is worth 5 points (T19). After each trick you both draw 2 cards from the stock, the winner first (T6), "
                "and the winner leads the next one (T7). Lead tarok 15: when a tarok is led, a tarok must be added if you hold one (T11).",
                (
                    "这一墩归你：国王值 5 分（T19）。每一墩之后，你们两人各从牌堆摸 2 张牌，赢家先摸（T6），"
                    "并由赢家首先出下一墩（T7）。首先出塔罗克 15：首出塔罗克时，手里有塔罗克就必须跟塔罗克（T11）。"
                ),
            ),
            Text(
                "Wyjdź tarokiem 15: Komputer będzie musiał oddać tarok.",
                "Lead tarok 15: the Computer will have to give up a tarok.",
                "首先出塔罗克 15：电脑将不得不交出一张塔罗克。",
            ),
        ),
        "play:T10",
        Step(
            "play:T2",
            "T14",
            Text(
                "Komputer dołożył tarok 10. Lewę bierze najwyższy tarok, czyli ten z najniższym numerem (T14). "
                "Dołóż tarok 2: żaden tarok Komputera go nie pobije.",
                "The Computer added tarok 10. The highest tarok (the one with the lowest number) takes the trick (T14). "
                "Add tarok 2: none of the Computer's taroks can beat it.",
                "电脑跟了塔罗克 10。最大的塔罗克（编号最小的那张）赢得这一墩（T14）。跟塔罗克 2：电脑的塔罗克都压不过它。",
            ),
            Text(
                "Tarok 2 zapewni Ci tę lewę niezależnie od karty Komputera: dołóż go.",
                "Tarok 2 wins this trick whatever the Computer adds: play it.",
                "无论电脑跟什么，塔罗克 2 都能赢下这一墩：出它。",
            ),
        ),
        "play:T8",
        Step(
            "play:7D",
            "T10",
            Text(
                "Tarok 2 wziął lewę mimo tarok 8 Komputera. Wyjdź siódemką karo: Komputer musi dołożyć karo, jeśli je ma (T10) — bez obowiązku przebijania.",
                "Tarok 2 took the trick over the Computer's 8. "
                "Lead the seven of diamonds: the Computer must add a diamond if it has one (T10), with no duty to beat.",
                "塔罗克 2 压过电脑的 8，赢下了这一墩。首先出方块 7：电脑有方块就必须跟方块（T10），但不必压过。",
            ),
            Text(
                "Ten krok uczy dokładania do koloru: wyjdź siódemką karo.",
                "This step teaches following suit: lead the seven of diamonds.",
                "本步教的是跟同花色：首先出方块 7。",
            ),
        ),
        "play:3D",
        Step(
            "play:FOOL",
            "T9",
            Text(
                "Głupca można zagrać zawsze, także zamiast dołożenia do koloru (T9). Sam nigdy nie bierze lewy, ale idzie z lewą do jej zwycięzcy (T17) "
                "i jest wart 5 punktów. Twoja siódemka karo wygra tę lewę, więc dołóż teraz Głupca.",
                "The Fool may always be played, even instead of following suit (T9). "
                "It never takes a trick itself, but goes with the trick to its winner (T17), "
                "and it is worth 5 points. Your seven of diamonds will win this trick, so add the Fool now.",
                (
                    "愚人随时都可以出，甚至可以代替跟同花色（T9）。它自己永远赢不了一墩，但会随这一墩归赢家所有（T17），而且值 5 分。"
                    "你的方块 7 会赢下这一墩，所以现在出愚人。"
                ),
            ),
            Text(
                "Twoja lewa jest bezpieczna: to dobra chwila, by zagrać Głupca i zatrzymać jego 5 punktów.",
                "This trick is safely yours: a good moment to play the Fool and keep its 5 points.",
                "这一墩稳稳归你：正是出愚人、保住它 5 分的好时机。",
            ),
        ),
        "play:10S",
        Step(
            "play:4C",
            "T15",
            Text(
                "Komputer nie miał ani karo, ani taroków, więc mógł dołożyć cokolwiek (T12). Lewa i Głupiec są Twoje. Wyjdź czwórką trefl.",
                "The Computer had neither diamonds nor taroks, so it could add any card (T12). The trick and the Fool are yours. Lead the four of clubs.",
                "电脑既没有方块也没有塔罗克，所以可以跟任何牌（T12）。这一墩和愚人都归你。首先出梅花 4。",
            ),
            Text(
                "Wyjdź czwórką trefl: to tania karta, a nauczysz się, jak oddać lewę.",
                "Lead the four of clubs: a cheap card, and you will see a trick go the other way.",
                "首先出梅花 4：一张不值钱的牌，你会看到一墩归对方的情形。",
            ),
        ),
        "play:QC",
        Step(
            "play:1C",
            "T10",
            Text(
                "Komputer dołożył damę trefl. Musisz dołożyć trefla (T10): zagraj jedynkę — dama i tak weźmie lewę, a jedynka jest warta tylko 1 punkt (T19).",
                "The Computer added the queen of clubs. You must add a club (T10): play the one. "
                "The queen takes the trick anyway, and the one is worth just 1 point (T19).",
                "电脑跟了梅花王后。你必须跟梅花（T10）：出梅花 1。反正王后会赢下这一墩，而 1 只值 1 分（T19）。",
            ),
            Text(
                "Dama trefl i tak wygra: oddaj najtańszą kartę, jedynkę trefl.",
                "The queen of clubs wins anyway: give up your cheapest card, the one of clubs.",
                "梅花王后反正会赢：交出你最不值钱的牌，梅花 1。",
            ),
        ),
        "play:8C",
        "play:KH",
        Step(
            "play:JH",
            "T8",
            Text(
                "Komputer wziął lewę i wyszedł królem kier. Zasada pierwsza: gdy w lewie leży król, a masz pazia tego koloru, musisz go dołożyć (T8) — "
                "nawet jeśli król go zabierze.",
                "The Computer took the trick and led the king of hearts. "
                "The first rule: when a king lies in the trick and you hold the page of its suit, you must add it (T8), "
                "even if the king takes it.",
                "电脑赢下了那一墩，并首先出了红桃国王。第一条义务：一墩里已有国王，而你有同花色的侍从时，必须把侍从跟上（T8），即使它会被国王吃掉。",
            ),
            Text(
                "Król kier leży w lewie, a masz pazia kier: musisz go dołożyć.",
                "The king of hearts is in the trick and you hold the page of hearts: you must add it.",
                "红桃国王在这一墩里，而你有红桃侍从：你必须跟上它。",
            ),
        ),
        "play:6H",
        Step(
            "play:T5",
            "T11",
            Text(
                "Nie masz już kier, więc musisz dołożyć tarok (T11). Zagraj tarok 5: tarok bije każdą kartę w kolorze (T14), "
                "więc zabierasz króla i pazia — 7 punktów.",
                "You have no hearts left, so you must add a tarok (T11). Play tarok 5: a tarok beats any suit card (T14), "
                "so you take the king and the page, 7 points.",
                "你已经没有红桃了，所以必须跟塔罗克（T11）。出塔罗克 5：塔罗克能压过任何花色牌（T14），所以你拿下国王和侍从，共 7 分。",
            ),
            Text(
                "Bez kier musisz dołożyć tarok: zagraj tarok 5.", "With no hearts you must add a tarok: play tarok 5.", "没有红桃就必须跟塔罗克：出塔罗克 5。"
            ),
        ),
    ),
    outro=Text(
        "Po pięciu lewach masz 21 punktów, Komputer 6: po punkcie za każdą wziętą lewę czterokartową (T18) i punkty kart w lewach (T19). "
        "W rozdaniu jest 89 punktów; wygrywa ten, kto ma ich więcej niż 44 (T20). Teraz zagraj prawdziwe rozdanie.",
        "After five tricks you have 21 points and the Computer 6: a point for each four-card trick taken (T18) plus the card points in the tricks (T19). "
        "A deal holds 89 points; more than 44 wins it (T20). Now play a real deal.",
        (
            "五墩之后你有 21 分，电脑 6 分：每赢得一墩四张牌的墩得 1 分（T18），再加上所赢墩中牌的分数（T19）。"
            "一局共 89 分；超过 44 分就赢（T20）。现在来打一局真正的牌吧。"
        ),
    ),
)
