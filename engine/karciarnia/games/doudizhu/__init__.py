"""Dou Dizhu (Walka z właścicielem): rules D1–D25 of rules/doudizhu.md.

``combos`` holds the combination classifier and the legal-move generator, ``game``
the deal, bidding, tricks and scoring, ``ai`` the easy, normal and hard levels,
``reasons`` the review's reasons, ``tutorial`` the guided first deal, ``counter`` the card counter;
:data:`BUNDLE` is all the rest of the engine reads (through the catalog).
"""

from karciarnia.bundle import GameBundle
from karciarnia.games.doudizhu import ai, counter, rated, reasons
from karciarnia.games.doudizhu.game import DOUDIZHU
from karciarnia.games.doudizhu.tutorial import TUTORIAL
from karciarnia.verdicts import Analyst, Thresholds

BUNDLE = GameBundle(
    game=DOUDIZHU,
    policies={"easy": ai.easy, "normal": ai.normal, "hard": ai.hard},
    search=ai.SEARCH,
    # Rollouts in the browser's 700 ms per decision, counted in Pyodide (scripts/bench_rollouts.mjs: the median
    # over 24 positions spread over a deal): 370 on a quiet 2-core machine (load 1.2-1.9), 324 under load; since
    # the engine's speed-ups 538 quiet, and 1.08-1.17 times Prezydent's 480 in paired runs; rounded down, 520.
    # Against RLCard's rule agent (scripts/bench_rlcard_doudizhu.py, 100 deals from seed 0) 520 did as well as 370:
    # better in 86.0 % [74.7, 92.7] of the differing deals as landlord and 87.3 % [76.0, 93.7] as farmers
    # (370: 86.2 % [75.1, 92.8] and 85.7 % [73.3, 92.9]).
    browser_rollouts=520,
    # Half, not a quarter: at a quarter (92) hard was not clearly above normal (ladder, 40 duplicate deals
    # from seed 4242: +0.30 [-0.64, +1.24] points per deal), at half (185) it is (+2.21 [+0.88, +3.54];
    # at 370, +1.77 [+0.44, +3.11]). At 520 and its half, 260 (100 duplicate deals from seed 0): +1.00 [+0.15,
    # +1.85] and +0.78 [+0.07, +1.48]. A device a quarter as fast reaches 260 in 1.4 s, inside the ceiling.
    slow_share=2,
    # Normal p90 1.40, p95 2.27, p98 3.33 (4.00 over 10 first deals); easy p95 2.00, p98 4.00.
    analyst=Analyst("points", Thresholds(1.0, 2.5, 5.0), ai.SEARCH.default_iterations, ai.search_candidates, ai.valuation),
    explain=reasons.reasons,
    tutorial=TUTORIAL,
    # The levels' ratings against normal's 0 (Elo-like, from the share of duplicate deals won), which the player's
    # rating plays against (karciarnia.rating): python -m karciarnia ladder doudizhu --deals 100 --budgets 520,260
    # gave easy -382 [-526, -296] and hard at the browser's 520 rollouts +96 [+42, +155] (before: easy -354 in 100
    # deals from seed 1000, hard +58 [-71, +207] in 24 at 370).
    ladder={"easy": -382, "hard": 96},
    rated_results=rated.by_sides,
    counter=counter.counter,
)
