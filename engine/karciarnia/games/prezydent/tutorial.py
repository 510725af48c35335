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
            ),
            Text("Na początek pozbądź się najsłabszych kart: zagraj parę trójek.", "Shed your weakest cards first: play the pair of 3s."),
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
            ),
            Text("Para asów przebija ósemki i da Ci wyjście: zagraj ją.", "The pair of aces beats the 8s and wins you the lead: play it."),
        ),
        "pass",
        "pass",
        Step(
            "play:7S,7H,7D",
            "P7",
            Text(
                "Obaj spasowali, więc lewę bierzesz Ty i znów wychodzisz (P7). Zagraj trzy siódemki.",
                "Both passed, so the trick is yours and you lead again (P7). Play your three 7s.",
            ),
            Text("Trzy siódemki to dobry sposób na pozbycie się trzech kart naraz: zagraj je.", "Three 7s shed three cards at once: play them."),
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
            ),
            Text("Nie rozbijaj czterech waletów: w tej lewie spasuj.", "Do not break up your four jacks: pass in this trick."),
        ),
        "play:4D",
        "play:6H",
        Step(
            "play:9S",
            "P5",
            Text(
                "Lewę wziął Komputer 1 i wyszedł pojedynczą czwórką; Komputer 2 dołożył szóstkę. Przebij dziewiątką — jedna karta, wyższa od szóstki (P5).",
                "Computer 1 took the trick and led a single 4; Computer 2 added a 6. Beat it with your 9: one card, higher than the 6 (P5).",
            ),
            Text("Dziewiątka wystarczy: wyższe karty zachowaj na później.", "The 9 is enough: keep your higher cards for later."),
        ),
        "play:KH",
        "pass",
        Step(
            "play:2S",
            "P3",
            Text(
                "Komputer 1 dołożył króla. Dwójka to najwyższa karta w grze (P3): zagraj ją, a lewa będzie Twoja.",
                "Computer 1 added a king. A 2 is the highest card in the game (P3): play it and the trick is yours.",
            ),
            Text("Tylko dwójka przebije króla: zagraj ją.", "Only a 2 beats the king: play it."),
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
            ),
            Text("Ten krok uczy rewolucji: zagraj wszystkie cztery walety.", "This step teaches the revolution: play all four jacks."),
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
            ),
            Text(
                "Po rewolucji dwójka jest najniższa: wyjdź nią teraz, potem nic nią nie przebijesz.",
                "After the revolution the 2 is the lowest: lead it now, later it beats nothing.",
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
            ),
            Text(
                "Szóstka też by wystarczyła, ale piątka jest mocniejsza i zapewni Ci wyjście.",
                "The 6 would do too, but the 5 is stronger and makes sure the lead comes back to you.",
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
            ),
            Text(
                "Wyjdź najsłabszą kartą, królem: szóstkę zachowaj, by odzyskać wyjście.", "Lead your weakest card, the king: keep the 6 to win the lead back."
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
            ),
            Text("Tylko szóstka przebije dziewiątkę: zagraj ją.", "Only the 6 beats the 9: play it."),
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
            ),
        ),
        *ENDGAME,
    ),
    outro=Text(
        "Zostajesz Prezydentem! Komputery grają dalej, aż zostanie jeden z kartami — on jest Dupkiem (P10, P14). "
        "Za pierwsze miejsce przy trzech graczach dostajesz 3 punkty, za kolejne 2 i 1 (P15). Teraz zagraj prawdziwe rozdanie.",
        "You are the President! The computers play on until one is left holding cards, the Scum (P10, P14). "
        "With three players first place scores 3 points, then 2 and 1 (P15). Now play a real deal.",
    ),
)
