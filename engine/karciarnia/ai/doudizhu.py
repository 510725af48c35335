"""Dou Dizhu AIs: easy and normal, functions of an observation (never of a state).

``easy`` bids only with an obviously strong hand, leads the whole group of its
lowest rank and follows with the lowest play that beats (bombs and the rocket
last), passing otherwise.

``normal`` splits its hand into the fewest plays it can (:func:`plan`: bombs and
the rocket kept whole, then an exact search over straights, pair sequences and
airplanes, triples carrying the low singles and pairs) and plays to that plan:
it leads its lowest planned group, follows without breaking its plan, keeps
2s, jokers and bombs as controls, does not overtake its partner as a farmer,
and spends its highest cards when an opponent is about to go out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from karciarnia.games.doudizhu.combos import (
    ACE,
    AIRPLANE,
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BLACK,
    BOMB,
    CHAIN,
    NUM_RANKS,
    PAIR,
    PAIR_SEQUENCE,
    RED,
    ROCKET,
    SAME,
    SINGLE,
    STRAIGHT,
    TRIPLE,
    TRIPLE_PAIR,
    TRIPLE_SINGLE,
    TWO,
    Play,
    counts_of,
)
from karciarnia.games.doudizhu.game import BIDS, DoudizhuObservation, Pass
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

if TYPE_CHECKING:
    from karciarnia.ai import Budget

Counts = tuple[int, ...]


# -- shared helpers -----------------------------------------------------------------
def _obs(observation: Observation) -> DoudizhuObservation:
    assert isinstance(observation, DoudizhuObservation)
    return observation


def _plays(observation: DoudizhuObservation) -> list[Play]:
    return [action for action in observation.legal_actions if isinstance(action, Play)]


def _pass(observation: DoudizhuObservation) -> Action:
    return next(action for action in observation.legal_actions if isinstance(action, Pass))


def _bid(observation: DoudizhuObservation, wanted: int) -> Action:
    """The bid of ``wanted`` if legal, a higher legal bid never, else pass."""
    if wanted > observation.bid:
        return BIDS[wanted]
    return BIDS[0]


def _is_control(play: Play) -> bool:
    """A play kept back to win the lead: bombs, the rocket, 2s and jokers."""
    return play.kind in (BOMB, ROCKET) or play.main >= TWO


def _weight(play: Play) -> tuple[int, int, int]:
    """Order of 'lowest' plays: bombs and the rocket after everything else, then by rank."""
    bomb = 1 if play.kind in (BOMB, ROCKET) else 0
    return bomb, play.main, sum(play.wings)


# -- easy -------------------------------------------------------------------------------
def easy_bid_strength(counts: Counts) -> bool:
    """Easy bids only with an obviously strong hand: the rocket, two bombs, or four 2s/jokers."""
    rocket = counts[BLACK] and counts[RED]
    bombs = sum(1 for rank in range(TWO + 1) if counts[rank] == 4)
    big = counts[TWO] + counts[BLACK] + counts[RED]
    return bool(rocket) or bombs >= 2 or big >= 4


def easy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Bid the lowest bid on an obviously strong hand; lead the lowest group; follow lowest."""
    obs = _obs(observation)
    if obs.phase == "bidding":
        return _bid(obs, obs.bid + 1) if easy_bid_strength(tuple(counts_of(obs.hand))) else BIDS[0]
    plays = _plays(obs)
    if obs.to_beat is None:
        counts = counts_of(obs.hand)
        lowest = min(rank for rank in range(NUM_RANKS) if counts[rank])
        whole = [
            play for play in plays
            if play.kind in (SINGLE, PAIR, TRIPLE, BOMB) and play.main == lowest and play.size == counts[lowest]
        ]  # fmt: skip
        return whole[0] if whole else min(plays, key=_weight)
    if not plays:
        return _pass(obs)
    return min(plays, key=_weight)


# -- the plan (normal) --------------------------------------------------------------------
_BEST: dict[tuple[Counts, int, int], tuple[tuple[int, int], tuple[Play, ...]]] = {}
_CACHE_LIMIT = 20_000  # memo entries kept (cleared when full): bounded memory in Pyodide


def _leaf_value(c: Counts, capacity: int) -> tuple[int, int]:
    """Plays needed for a chain-free remainder: one per rank, less the low singles and
    pairs that triples (and airplanes, ``capacity``) carry; then its loose low singles."""
    groups = low_singles = low_pairs = triples = 0
    for rank in range(NUM_RANKS):
        n = c[rank]
        if n:
            groups += 1
            if n == 3:
                triples += 1
            elif rank < TWO:
                if n == 1:
                    low_singles += 1
                else:
                    low_pairs += 1
    carriers = triples + capacity
    carried = min(carriers, low_singles + low_pairs)
    return groups - carried, max(0, low_singles - carriers)


def _best(c: Counts, start: int, capacity: int) -> tuple[tuple[int, int], tuple[Play, ...]]:
    """The fewest plays for ``c`` choosing chains that start at ``start`` or later (exact)."""
    key = (c, start, capacity)
    found = _BEST.get(key)
    if found is not None:
        return found
    rank = start
    while rank <= ACE and not c[rank]:
        rank += 1
    if rank > ACE:
        result: tuple[tuple[int, int], tuple[Play, ...]] = (_leaf_value(c, capacity), ())
    else:
        result = _best(c, rank + 1, capacity)  # no (more) chains start at ``rank``
        for width, shortest, kind in ((1, 5, STRAIGHT), (2, 3, PAIR_SEQUENCE), (3, 2, AIRPLANE)):
            end = rank
            while end <= ACE and c[end] >= width:
                end += 1
            for length in range(shortest, end - rank + 1):
                rest = list(c)
                for r in range(rank, rank + length):
                    rest[r] -= width
                value, chains = _best(tuple(rest), rank, capacity + (length if width == 3 else 0))
                value = (value[0] + 1, value[1])
                if value < result[0]:
                    core = CHAIN[width, rank, length]
                    result = (value, (Play(kind, rank + length - 1, len(core), core),) + chains)
    if len(_BEST) > _CACHE_LIMIT:
        _BEST.clear()
    _BEST[key] = result
    return result


def plan(counts: Counts) -> list[Play]:
    """Split a hand into the fewest plays: bombs and rocket whole, chains, then
    triples and airplanes carrying the lowest singles or pairs."""
    c = list(counts)
    groups: list[Play] = []
    if c[BLACK] and c[RED]:
        groups.append(Play(ROCKET, RED, 2, (BLACK, RED)))
        c[BLACK] = c[RED] = 0
    for rank in range(TWO + 1):
        if c[rank] == 4:
            groups.append(Play(BOMB, rank, 4, SAME[rank][4]))
            c[rank] = 0
    _, chains = _best(tuple(c), 0, 0)
    for chain in chains:
        width = len(chain.core) // (chain.main - chain.core[0] + 1)
        for rank in set(chain.core):
            c[rank] -= width
    singles = [r for r in range(NUM_RANKS) if c[r] == 1]
    pairs = [r for r in range(NUM_RANKS) if c[r] == 2]
    triples = [r for r in range(NUM_RANKS) if c[r] == 3]
    low_singles = [r for r in singles if r < TWO]
    low_pairs = [r for r in pairs if r < TWO]
    carriers: list[Play] = [chain for chain in chains if chain.kind == AIRPLANE]
    carriers += [Play(TRIPLE, r, 3, SAME[r][3]) for r in triples]
    carriers.sort(key=lambda p: (-len(p.core), p.main))
    for carrier in carriers:
        k = len(carrier.core) // 3
        take_single = len(low_singles) >= k and (
            len(low_pairs) < k or low_singles[k - 1] <= low_pairs[k - 1] or len(low_singles) > len(low_pairs)
        )
        if take_single:
            wings, low_singles = tuple(low_singles[:k]), low_singles[k:]
            kind = TRIPLE_SINGLE if k == 1 else AIRPLANE_SINGLE
            groups.append(Play(kind, carrier.main, carrier.size + k, carrier.core, wings))
            for r in wings:
                singles.remove(r)
        elif len(low_pairs) >= k:
            chosen, low_pairs = low_pairs[:k], low_pairs[k:]
            kind = TRIPLE_PAIR if k == 1 else AIRPLANE_PAIR
            wings = tuple(r for r in chosen for _ in range(2))
            groups.append(Play(kind, carrier.main, carrier.size + 2 * k, carrier.core, wings))
            for r in chosen:
                pairs.remove(r)
        else:
            groups.append(carrier)
    groups += [chain for chain in chains if chain.kind != AIRPLANE]
    groups += [Play(PAIR, r, 2, SAME[r][2]) for r in pairs]
    groups += [Play(SINGLE, r, 1, SAME[r][1]) for r in singles]
    return groups


def plan_size(counts: Counts) -> int:
    """How many plays the hand needs by :func:`plan`."""
    return len(plan(counts))


def _minus(counts: Counts, play: Play) -> Counts:
    c = list(counts)
    for rank in play.core + play.wings:
        c[rank] -= 1
    return tuple(c)


# -- normal -------------------------------------------------------------------------------
BID_THRESHOLDS = (4, 7, 10)  # strength for a bid of 1, 2, 3 (tuned by simulation)
CONTROL_PLAYS = 3  # spend 2s and jokers freely once the plan is down to this many plays
CONTROL_ANSWER = 10  # ... or to answer a king or higher
DANGER = 2  # an opponent with this many cards or fewer is about to go out


def hand_strength(counts: Counts) -> int:
    """Points for bidding: high cards and bombs, less the plays the hand needs."""
    points = 4 * counts[RED] + 3 * counts[BLACK] + 2 * counts[TWO] + counts[ACE]
    points += 6 * sum(1 for rank in range(TWO + 1) if counts[rank] == 4)
    if counts[BLACK] and counts[RED]:
        points += 2
    points -= plan_size(counts) - 7
    return points


def _normal_bid(obs: DoudizhuObservation) -> Action:
    strength = hand_strength(tuple(counts_of(obs.hand)))
    wanted = sum(1 for threshold in BID_THRESHOLDS if strength >= threshold)
    return _bid(obs, wanted) if wanted else BIDS[0]


def _lead(obs: DoudizhuObservation, plays: list[Play], counts: Counts, groups: list[Play]) -> Action:
    seat, landlord = obs.seat, obs.landlord
    opponents = [s for s in range(3) if s != seat and (seat == landlord or s == landlord)]
    danger = min(obs.card_counts[s] for s in opponents)
    by_key = {play.key(): play for play in plays}
    planned = [by_key[g.key()] for g in groups if g.key() in by_key]
    if len(planned) == 2 and any(p.kind in (BOMB, ROCKET) for p in planned):
        return next(p for p in planned if p.kind in (BOMB, ROCKET))  # win the lead, then go out
    # A farmer whose partner plays next and holds one card: give the partner a low single.
    if landlord is not None and seat != landlord:
        partner = next(s for s in range(3) if s not in (seat, landlord))
        if partner == (seat + 1) % 3 and obs.card_counts[partner] == 1:
            singles = [p for p in plays if p.kind == SINGLE]
            if singles:
                return min(singles, key=lambda p: p.main)
    candidates = planned or plays
    if danger <= DANGER:  # avoid the sizes the opponent could go out with
        safe = [p for p in candidates if p.size != danger or p.kind in (BOMB, ROCKET)]
        if safe:
            candidates = safe
        else:
            return max(candidates, key=lambda p: (p.main, p.size))
    normal = [p for p in candidates if not _is_control(p)]
    pool = normal or candidates
    return min(pool, key=lambda p: (p.main - (2 if p.size >= 5 else 0), -p.size, sum(p.wings)))


def _follow(obs: DoudizhuObservation, plays: list[Play], counts: Counts, groups: list[Play]) -> Action:
    seat, landlord = obs.seat, obs.landlord
    assert obs.to_beat is not None
    leader = obs.to_beat.seat
    if seat != landlord and leader != landlord:
        return _pass(obs)  # never overtake the partner
    if not plays:
        return _pass(obs)
    opponents = [s for s in range(3) if s != seat and (seat == landlord or s == landlord)]
    danger = min(obs.card_counts[s] for s in opponents)
    if danger <= DANGER or obs.card_counts[leader] <= DANGER:
        same = [p for p in plays if p.kind not in (BOMB, ROCKET)]
        if same:
            return max(same, key=lambda p: (p.main, -sum(p.wings)))
        return min(plays, key=_weight)
    now = len(groups)
    best: tuple[int, int, int] | None = None
    choice: Play | None = None
    for play in plays:
        after = plan_size(_minus(counts, play))
        control = _is_control(play)
        if play.kind in (BOMB, ROCKET):
            if after > 1:
                continue
        elif control and now > CONTROL_PLAYS and obs.to_beat.play.main < CONTROL_ANSWER:
            continue
        if after > now:
            continue
        key = (after, 1 if control else 0, play.main)
        if best is None or key < best:
            best, choice = key, play
    if choice is None:
        return _pass(obs)
    return choice


def normal(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Bid by strength; play to the fewest-plays plan, as described in the module doc."""
    obs = _obs(observation)
    if obs.phase == "bidding":
        return _normal_bid(obs)
    plays = _plays(obs)
    for play in plays:
        if play.size == len(obs.hand):
            return play  # going out ends the deal (D21)
    counts = tuple(counts_of(obs.hand))
    groups = plan(counts)
    if obs.to_beat is None:
        return _lead(obs, plays, counts, groups)
    return _follow(obs, plays, counts, groups)
