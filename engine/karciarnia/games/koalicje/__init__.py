"""Koalicje (Coalitions): rules K1–K25 of rules/koalicje.md.

``rules`` holds the cards and the trick rules, ``coalitions`` the coalitions
read from the jokers (K10–K18), ``game`` the state machine of a whole game,
``ai`` the easy, normal and hard levels, ``reasons`` the review's reasons,
``tutorial`` the guided first deal, ``counter`` the card counter;
:data:`BUNDLE` is all the rest of the engine reads (through the catalog).
"""

from karciarnia.bundle import GameBundle
from karciarnia.games.koalicje import ai, counter, reasons
from karciarnia.games.koalicje.game import KOALICJE
from karciarnia.games.koalicje.tutorial import TUTORIAL
from karciarnia.verdicts import Analyst, Thresholds

BUNDLE = GameBundle(
    game=KOALICJE,
    policies={"easy": ai.easy, "normal": ai.normal, "hard": ai.hard},
    search=ai.SEARCH,
    # Rollouts in the browser's 700 ms per decision, counted in Pyodide (scripts/bench_rollouts.mjs: the median
    # over 24 positions spread over a deal): 974 before its rollouts came to play the other seats as normal and
    # its worlds to be read from their choices (each costs several of the old); 261 since, under a load of 4-5
    # (the same hour as Prezydent 401, Dou Dizhu 324, Tarok 3218, about 10 % below the quiet figures). Raised by
    # the measured ratio once normal weighed its cards faster and was asked straight from the world in the
    # play-outs and the reading: 1,350.5 / 978 = 1.38 (three runs of each build, alternately, same hour), so 360.
    # Raised again once normal read a trick card by card and the reading kept its facts for the whole search:
    # 1,156.5 / 897 = 1.29 (two runs of each build, alternately, same hour), so 460.
    browser_rollouts=460,
    # Once its play-outs answered as normal and its worlds were read from the choices (10 first deals):
    # normal p90 3.37, p95 4.54 (4.9 % over 5); easy p90 6.93, p95 9.90 (4.5 % over 10): the bars fit.
    analyst=Analyst("votes", Thresholds(2.5, 5.0, 10.0), ai.SEARCH.default_iterations, ai.search_candidates, ai.valuation),
    explain=reasons.reasons,
    tutorial=TUTORIAL,
    # The levels' ratings against normal's 0 (Elo-like, from the share of duplicate deals won), which the player's
    # rating plays against (karciarnia.rating): python -m karciarnia ladder koalicje --seed 1000 --deals 300 gave easy
    # -248 [-295, -208], and hard at the browser's 460 rollouts +84 [+51, +118] (+0.85 [+0.54, +1.16] votes per deal
    # over normal), at the floor of 115 +89 [+55, +124] (+1.08 [+0.74, +1.42]). Its first 100 deals alone had given
    # hard +38 [-17, +96]: its edge is small, and takes a few hundred deals to show.
    ladder={"easy": -248, "hard": 84},
    counter=counter.counter,
)
