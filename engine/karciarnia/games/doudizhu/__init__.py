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
    # over 24 positions spread over a deal): 370 on a quiet 2-core machine, 520 since the engine's speed-ups. Reading
    # the worlds from the others' bids and plays (ai.likely_world) costs about as much as their rollouts: in paired
    # runs against the build before it, 0.50 times as many (1,487.5 against 2,997 over four runs), so 260; a plan
    # that skips the ranks where no chain starts then bought 1.20 times as many (1,280 against 1,067), so 310.
    # Reading normal's choices straight from the world then brought it to 1.31 (942 against 719.5, two runs each):
    # left unspent, for the benchmarks below ran at 310. The plan searched on rank masks then bought 1.22 times as
    # many (18,579 against 15,288 rollouts over the 24 positions, two paired runs): 310 x 1.31 x 1.22 = 495, so 480.
    # Against RLCard's rule agent (scripts/bench_rlcard_doudizhu.py) read worlds at 310 make hard the better in
    # 86.1 % [80.1, 90.6] of the differing deals as landlord (143 of 166) and 89.7 % [84.5, 93.3] as farmers (166 of
    # 185) over 300 deals from seed 0 (the first 100: 90.3 % and 90.4 %; at 260 the same 100 gave 88.3 % [77.8, 94.2]
    # and 97.8 % [88.4, 99.6]); blind worlds at 520 did in 86.0 % [74.7, 92.7] and 87.3 % [76.0, 93.7] over those 100.
    # Keeping its bombs whole (ai.candidates), over the same 300 deals: 90.1 % [84.6, 93.8] (146 of 162) and 89.7 %.
    # At 480, the same 300 deals: 86.8 % [80.9, 91.1] (145 of 167) and 91.1 % [86.2, 94.4] (174 of 191); the
    # landlord's win rate 84.0 % [79.4, 87.7] as at 310 (rule 50.3 %).
    browser_rollouts=480,
    # Half, not a quarter: at a quarter (92) hard was not clearly above normal (ladder, 40 duplicate deals
    # from seed 4242: +0.30 [-0.64, +1.24] points per deal), at half (185) it is (+2.21 [+0.88, +3.54];
    # at 370, +1.77 [+0.44, +3.11]). With read worlds at 260 and its half, 130 (100 duplicate deals from seed 0):
    # +1.31 [+0.61, +2.01] and +0.82 [+0.17, +1.47] (blind at 520 and 260: +1.00 [+0.15, +1.85] and +0.78
    # [+0.07, +1.48]). A device a quarter as fast reaches 130 in 1.4 s, inside the ceiling.
    slow_share=2,
    # Normal p90 1.40, p95 2.27, p98 3.33 (4.00 over 10 first deals); easy p95 2.00, p98 4.00.
    analyst=Analyst("points", Thresholds(1.0, 2.5, 5.0), ai.SEARCH.default_iterations, ai.search_candidates, ai.valuation),
    explain=reasons.reasons,
    tutorial=TUTORIAL,
    # The levels' ratings against normal's 0 (Elo-like, from the share of duplicate deals won), which the player's
    # rating plays against (karciarnia.rating): python -m karciarnia ladder doudizhu --deals 100 --budgets 310,155
    # gave easy -382 [-526, -296] and hard, reading its worlds, at the browser's 310 rollouts +78 [+25, +135]
    # (+0.69 [+0.01, +1.36] points per deal; at 155, +1.24 [+0.48, +2.00]). The same deals at 260 had given
    # +115 [+62, +175], and blind worlds at 520 +96 [+42, +155]: the differences are within the intervals.
    # With its bombs kept whole and at the browser's 480 (--budgets left to their defaults, 480,240), the same
    # deals gave hard +96 [+43, +154] (+1.47 [+0.68, +2.25] points per deal; at 240, +85 [+30, +144] and +0.87
    # [+0.02, +1.72]), easy -382 again.
    ladder={"easy": -382, "hard": 96},
    rated_results=rated.by_sides,
    counter=counter.counter,
)
