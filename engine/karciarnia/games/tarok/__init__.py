"""Tarok dla dwóch (two-player tarok, 78 cards): rules T1–T22 of rules/tarok.md.

``game`` holds the rules (state, observation, actions), ``ai`` the easy, normal
and hard levels, ``reasons`` the review's reasons, ``tutorial`` the guided first
deal, ``counter`` the card counter; :data:`BUNDLE` is all the rest of the engine
reads (through the catalog).
"""

from karciarnia.bundle import GameBundle
from karciarnia.games.tarok import ai, counter, reasons
from karciarnia.games.tarok.game import TAROK
from karciarnia.games.tarok.tutorial import TUTORIAL
from karciarnia.verdicts import Analyst, Thresholds

BUNDLE = GameBundle(
    game=TAROK,
    policies={"easy": ai.easy, "normal": ai.normal, "hard": ai.hard},
    search=ai.SEARCH,
    # Rollouts in the browser's 700 ms per decision, counted in Pyodide (scripts/bench_rollouts.mjs: the median
    # over 24 positions spread over a deal): 4462 on a quiet 2-core machine (load 1.2-1.9), 3218 under load.
    # Raised by the measured ratio once the rollouts read greedy's card from the world, the search worlds kept
    # their stock unshuffled and the horizon counted only the cards played since the world was dealt: 29,387.5 /
    # 20,614 = 1.43 (three runs of each build, alternately, same hour), so 6,300. Raised again once its worlds were
    # dealt from facts worked out once per search and the horizon read from the dealt hands: 25,721.5 / 20,233 = 1.27
    # (two runs of each build, alternately, same hour), so 8,000.
    browser_rollouts=8_000,
    # Normal p90 2.19, p95 3.02, p98 4.64 (4.99 over 10 first deals); easy p90 4.79, p95 8.73: its easy level
    # gives tricks away often, so the blunder bar sits under its p95.
    analyst=Analyst(
        "points",
        Thresholds(2.0, 4.0, 8.0),
        ai.SEARCH.default_iterations,
        ai.review_candidates,
        ai.review_valuation,
        sampled=ai.review_sampled,
    ),
    explain=reasons.reasons,
    tutorial=TUTORIAL,
    # The levels' ratings against normal's 0 (Elo-like, from the share of duplicate deals won), which the player's
    # rating plays against (karciarnia.rating): python -m karciarnia ladder tarok --seed 1000 --deals 100 gave easy
    # -436 [-629, -340], and hard at the browser's 8,000 rollouts +111 [+44, +188] (+4.96 [+1.14, +8.78] points per
    # deal over normal), at the floor of 2,000 +104 [+36, +181] (+6.00 [+2.29, +9.71]).
    ladder={"easy": -436, "hard": 111},
    counter=counter.counter,
)
