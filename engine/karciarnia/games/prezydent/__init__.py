"""Prezydent (President) for 3–6 players: rules P1–P22 of rules/prezydent.md.

``game`` holds the rules (state, observation, actions), ``ai`` the easy, normal
and hard levels, ``reasons`` the review's reasons, ``tutorial`` the guided first
deal, ``counter`` the card counter; :data:`BUNDLE` is all the rest of the engine
reads (through the catalog).
"""

from karciarnia.bundle import GameBundle
from karciarnia.games.prezydent import ai, counter, reasons
from karciarnia.games.prezydent.game import PREZYDENT
from karciarnia.games.prezydent.tutorial import TUTORIAL
from karciarnia.verdicts import Analyst, Thresholds

BUNDLE = GameBundle(
    game=PREZYDENT,
    policies={"easy": ai.easy, "normal": ai.normal, "hard": ai.hard},
    search=ai.SEARCH,
    # Rollouts in the browser's 700 ms per decision, counted in Pyodide (scripts/bench_rollouts.mjs: the median
    # over 24 positions spread over a deal), on a quiet 2-core machine, rounded down. Blind worlds bought 960-996;
    # worlds read from the play 480 (so 470); with hard's own last cards looked ahead in its rollouts, 0.69 of
    # the reading's count in the same runs (277 against 403 under load; 427 against 685 quiet, before normal's
    # choice was read from the world), so 320. With normal's choice read from the world's rank groups, x1.30
    # (1,054 against 1,370, the sums of two alternating runs' medians), so 410. With rollouts on a table of
    # cards per rank value, x1.80 (4,146 against 2,306, four alternating runs each), so 730. With the reading's
    # misses remembered per seat's rank counts, x1.19 (3,829 against 3,224, three alternating runs), so 860.
    browser_rollouts=860,
    # Half, not a quarter: with blind worlds, at a quarter (110) hard was not clearly above normal (ladder, 40
    # duplicate deals from seed 777: +0.07 [-0.12, +0.27] points per deal), at half (220) it was (+0.23 [+0.04,
    # +0.41]). With worlds read from the play and the look-ahead, at half (160) +0.41 [+0.33, +0.50] and at 320
    # +0.44 [+0.36, +0.52] (200 duplicate deals from seed 0); at 410 +0.46 [+0.37, +0.54], at half (205) +0.44
    # [+0.36, +0.52] on the same deals: more rollouts barely move it. At 730 +0.47 [+0.39, +0.55], at half
    # (365) +0.47 [+0.38, +0.55]; at 860 +0.52 [+0.44, +0.60], at half (430) +0.44 [+0.36, +0.52].
    slow_share=2,
    # Its rollouts are whole deals of 4-6 hands: a verdict still unclear after 240 evaluations is a close call
    # either way, and a larger cap puts a deal's analysis in the browser past 10 s.
    # Normal p90 0.17, p95 0.24, p98 0.33; easy p95 0.35, p98 0.47.
    # Hard's worlds, played out by normal at every seat (ai.REVIEW): hard's own look-ahead doubled a deal's review
    # in Pyodide (CPU 2.0 s to 3.8 s) and would need the bars measured again. Without it, and with rollouts that
    # stop once the seat is out, a deal's review takes 1.2 s in Pyodide (scripts/bench_analysis.py --deals 3).
    analyst=Analyst("points", Thresholds(0.15, 0.3, 0.6), 240, ai.search_candidates, ai.review_valuation, ai.SEARCH.action_key),
    explain=reasons.reasons,
    tutorial=TUTORIAL,
    # The levels' ratings against normal's 0 (Elo-like, from the share of duplicate deals won), which the player's
    # rating plays against (karciarnia.rating): python -m karciarnia ladder prezydent --deals 200 --budgets 860
    # gave easy -94 [-134, -57] and hard +225 [+183, +274] (+207 [+166, +255] at the earlier 730, +184 [+143,
    # +230] at 410, +215 [+171, +266] at 320: the same within their intervals).
    ladder={"easy": -94, "hard": 225},
    counter=counter.counter,
)
