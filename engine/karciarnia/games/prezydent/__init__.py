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
    # over 24 positions spread over a deal): 480 with hard's worlds read from the play (each costs about twice a
    # blind world's rollouts; 960-996 without), on a quiet 2-core machine; rounded down.
    browser_rollouts=470,
    # Half, not a quarter: with blind worlds, at a quarter (110) hard was not clearly above normal (ladder, 40
    # duplicate deals from seed 777: +0.07 [-0.12, +0.27] points per deal), at half (220) it was (+0.23 [+0.04,
    # +0.41]). With worlds read from the play, at half (235) +0.36 [+0.28, +0.45] and at 470 +0.41 [+0.33, +0.49]
    # (200 duplicate deals from seed 0).
    slow_share=2,
    # Its rollouts are whole deals of 4-6 hands: a verdict still unclear after 240 evaluations is a close call
    # either way, and a larger cap puts a deal's analysis in the browser past 10 s.
    # Normal p90 0.17, p95 0.24, p98 0.33; easy p95 0.35, p98 0.47.
    analyst=Analyst("points", Thresholds(0.15, 0.3, 0.6), 240, ai.search_candidates, ai.valuation, ai.SEARCH.action_key),
    explain=reasons.reasons,
    tutorial=TUTORIAL,
    # The levels' ratings against normal's 0 (Elo-like, from the share of duplicate deals won), which the player's
    # rating plays against (karciarnia.rating): python -m karciarnia ladder prezydent --deals 200 --budgets 470,235
    # gave easy -94 [-134, -57] and hard +168 [+128, +213].
    ladder={"easy": -94, "hard": 168},
    counter=counter.counter,
)
