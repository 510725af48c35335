"""AI players: functions of an observation, never of a state.

A policy takes what its seat may know (an :class:`~karciarnia.protocol.Observation`),
its own seeded :class:`~karciarnia.rng.Rng` and a :class:`Budget`, and returns one
of the observation's legal actions. Easy and normal ignore the budget; the
search of the hard level spends it.
"""

from __future__ import annotations

from karciarnia.ai import doudizhu, koalicje, prezydent, tarok
from karciarnia.ai.budget import Budget, Policy
from karciarnia.ai.search import SearchSpec
from karciarnia.errors import InvalidOptionError, excerpt
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng, hashed_stream

__all__ = [
    "Budget",
    "Policy",
    "SEARCHES",
    "POLICIES",
    "BROWSER_ITERATIONS",
    "levels",
    "get_policy",
    "choose",
    "decision_rng",
    "rollout_floor",
]

SEARCHES: dict[str, SearchSpec] = {
    "prezydent": prezydent.SEARCH,
    "koalicje": koalicje.SEARCH,
    "doudizhu": doudizhu.SEARCH,
    "tarok": tarok.SEARCH,
}
"""Each game's search setup (world sampler, how a world is played out) behind its hard level."""

POLICIES: dict[str, dict[str, Policy]] = {
    "prezydent": {"easy": prezydent.easy, "normal": prezydent.normal, "hard": prezydent.hard},
    "tarok": {"easy": tarok.easy, "normal": tarok.normal, "hard": tarok.hard},
    "koalicje": {"easy": koalicje.easy, "normal": koalicje.normal, "hard": koalicje.hard},
    "doudizhu": {"easy": doudizhu.easy, "normal": doudizhu.normal, "hard": doudizhu.hard},
}

BROWSER_ITERATIONS: dict[str, int] = {
    # Rollouts the hard level reaches in the browser's 700 ms per decision (play.BROWSER_THINK_MS),
    # counted in Pyodide (scripts/bench_rollouts.mjs: the median over 24 positions spread over a
    # deal) on a quiet machine (load 1.2-1.9 on 2 cores): Prezydent 449, Koalicje 974, Dou Dizhu
    # 370, Tarok 4462; rounded down. Three runs under a load of 4-5, scaled to a whole core, counted
    # 10-25 % fewer (cores that share a busy machine do less in a CPU second). Koalicje's were counted
    # again when its rollouts came to play the other seats as normal and its worlds to be read from
    # their choices (each costs several of the old): 261, on the same machine the same hour as
    # Prezydent 401, Dou Dizhu 324, Tarok 3218 (so about 10 % below the quiet figures above).
    "prezydent": 440,
    "koalicje": 260,
    "doudizhu": 370,
    "tarok": 4_400,
}
"""The hard level's rollouts per decision in the browser: the ladder's budget (tournament.ladder)."""

SLOW_DEVICE = 4
"""How many times slower than the counted browser a slow device may be: a hard search given time
still reaches its share of the browser's rollouts, which the ladder checks still beats normal."""

FLOOR_SHARE: dict[str, int] = {
    # Prezydent's floor is half its browser rollouts, not a quarter: at a quarter (110) hard was not
    # clearly above normal (ladder, 40 duplicate deals from seed 777: +0.07 [-0.12, +0.27] points per
    # deal), at half (220) it is (+0.23 [+0.04, +0.41]; at 440, +0.30 [+0.09, +0.51]).
    "prezydent": 2,
    # Dou Dizhu's too: at a quarter (92) hard was not clearly above normal (ladder, 40 duplicate deals
    # from seed 4242: +0.30 [-0.64, +1.24] points per deal), at half (185) it is (+2.21 [+0.88, +3.54];
    # at 370, +1.77 [+0.44, +3.11]). A device a quarter as fast reaches 185 in 1.4 s, inside the ceiling.
    "doudizhu": 2,
}
"""Per game, the share (1/n) of the browser's rollouts a slow device still reaches, if not 1/SLOW_DEVICE."""


def rollout_floor(game_id: str) -> int:
    """The rollouts a hard search given a time budget always reaches (within its ceiling): a slow device's share."""
    return BROWSER_ITERATIONS[game_id] // FLOOR_SHARE.get(game_id, SLOW_DEVICE)


def levels(game_id: str) -> list[str]:
    """The AI levels available for a game, weakest first."""
    return list(POLICIES.get(game_id, {}))


def get_policy(game_id: str, level: object) -> Policy:
    """The policy of ``level`` for ``game_id``, or ``InvalidOptionError``."""
    by_level = POLICIES.get(game_id, {})
    if not isinstance(level, str) or level not in by_level:
        raise InvalidOptionError(f"no AI level {excerpt(level)} for {game_id}; known: {', '.join(by_level)}")
    return by_level[level]


def choose(game_id: str, level: str, observation: Observation, rng: Rng, budget: Budget | None = None) -> Action:
    """Ask the AI of ``level`` for its action in ``observation``."""
    if not observation.legal_actions:
        raise InvalidOptionError(f"seat {observation.seat} has no action to choose")
    return get_policy(game_id, level)(observation, rng, budget or Budget())


DECISION_DOMAIN = b"karciarnia.ai"
"""Personalisation of the hash behind :func:`decision_rng`."""


def decision_rng(seed: int, move_number: int, seat: int) -> Rng:
    """The AI's own stream for one decision: reproducible from the game's seed and position.

    Derived through a one-way hash, so that the AI cannot read the game's seed
    back from its stream, replay the deal and see every hidden card.
    """
    return hashed_stream(DECISION_DOMAIN, seed, move_number, seat)
