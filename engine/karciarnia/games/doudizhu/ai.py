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

``hard`` bids as ``normal`` does and searches its plays, and the doubling (D28),
over worlds dealt from what its seat has seen (D1, D6) and read from the others'
bids, plays and passes (:func:`likely_world`: of a few deals of the unseen cards,
the one in which they chose most as ``normal`` would have): the generic
determinized search with ``normal`` rollouts while many cards are out, and once
:data:`ENDGAME_CARDS` or fewer are left, an exact won/lost solve of every world
(:class:`Solver`). Of plays valued alike it keeps ``normal``'s own. It keeps its
bombs whole: no play that breaks one is searched but ``normal``'s own.

Why the reading. Against RLCard's rule agent (``scripts/bench_rlcard_doudizhu.py
--deals 100``, seed 0), of the duplicate deals where hard's result differs from
the rule agent's in the same seats, blind worlds at 520 rollouts made hard's the
better in 86.0 % [74.7, 92.7] as landlord and 87.3 % [76.0, 93.7] as farmers;
read worlds at 260 (what the reading left of the browser's 700 ms) 88.3 %
[77.8, 94.2] and 97.8 % [88.4, 99.6], at 280 91.4 % and 96.0 %, at 310 90.3 %
and 90.4 %: within each other's intervals. Over 300 deals at 310 (the browser's
then): 86.1 % [80.1, 90.6] and 89.7 % [84.5, 93.3]. A replay costs about what a
world's rollouts do, so the browser searches about half the worlds it would blind.

Why the bombs. The rollouts rated a four spent as wings, a triple or a straight's
card above the bomb kept, where against the rule agent the bomb kept won twice
as much (D22). Searching no such play, over the same 300 deals at 310: 90.1 %
[84.6, 93.8] as landlord (146 of 162, from 143 of 166) and 89.7 % [84.5, 93.3]
as farmers (166 of 185, as before); on the first 80, every landlord result that
changed went up (10 deals). Keeping the rocket whole too changed none of 54 deals.
At 480, what the browser buys since the plan's speed-up, the same 300 deals: 86.8 %
[80.9, 91.1] (145 of 167) and 91.1 % [86.2, 94.4] (174 of 191), within the intervals at 310.
Seeing every hand (``--seeing``, its one world the real deal) it reaches 86.4 % [80.3, 90.9] and
94.6 % [90.3, 97.0] there: a better reading could give the farmers a few points, the landlord none.

The house rules' decisions (D26-D28, D29): ``easy`` calls where it would bid
and never robs, shows or doubles; ``normal`` and ``hard`` call, rob and show by
:func:`hand_strength`; ``normal`` doubles and redoubles by it too, ``hard`` by its
search (the stake doubled against the deal's outcome in its worlds).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import NamedTuple

from karciarnia.actions import PASS
from karciarnia.ai.budget import NO_BUDGET, Budget, Deadline
from karciarnia.ai.memo import Memo
from karciarnia.ai.rank_code import coded, decoded, weight
from karciarnia.ai.reading import ChoiceCheck, likeliest_world
from karciarnia.ai.search import (
    Evaluator,
    SearchSpec,
    Valuation,
    evaluate,
    own_gain,
    searched_choice,
    value_over_worlds,
    world_play_out,
)
from karciarnia.games.doudizhu.combos import (
    ACE,
    AIRPLANE,
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BLACK,
    BOMB,
    CHAIN,
    DECK,
    KINDS,
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
from karciarnia.games.doudizhu.combos import plays as legal_plays
from karciarnia.games.doudizhu.game import (
    BIDS,
    DOUBLING,
    PLAY,
    QUESTIONS,
    REDOUBLING,
    WORLD_PHASES,
    DoudizhuObservation,
    DoudizhuState,
    Pass,
    Turn,
    play_actions,
)
from karciarnia.protocol import Action, Observation, State
from karciarnia.rng import Rng

Counts = tuple[int, ...]


# -- shared helpers -----------------------------------------------------------------
def _obs(observation: Observation) -> DoudizhuObservation:
    assert isinstance(observation, DoudizhuObservation)
    return observation


def _plays(legal: Sequence[Action]) -> list[Play]:
    return [action for action in legal if isinstance(action, Play)]


def _pass(legal: Sequence[Action]) -> Action:
    return next(action for action in legal if isinstance(action, Pass))


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


def _answer(obs: DoudizhuObservation, yes: bool) -> Action:
    """The answer ``yes`` or no to the question of the house rules asked now (D26-D28)."""
    return QUESTIONS[obs.phase][0 if yes else 1]


def easy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Bid the lowest bid on an obviously strong hand; lead the lowest group; follow lowest.

    D29: calls where it would bid, and never robs, shows or doubles."""
    obs = _obs(observation)
    if obs.phase in QUESTIONS:
        return _answer(obs, obs.phase == "calling" and easy_bid_strength(tuple(counts_of(obs.hand))))
    if obs.phase == "bidding":
        return _bid(obs, obs.bid + 1) if easy_bid_strength(tuple(counts_of(obs.hand))) else BIDS[0]
    plays = _plays(obs.legal_actions)
    if obs.to_beat is None:
        counts = counts_of(obs.hand)
        lowest = min(rank for rank in range(NUM_RANKS) if counts[rank])
        whole = [
            play for play in plays
            if play.kind in (SINGLE, PAIR, TRIPLE, BOMB) and play.main == lowest and play.size == counts[lowest]
        ]  # fmt: skip
        return whole[0] if whole else min(plays, key=_weight)
    if not plays:
        return _pass(obs.legal_actions)
    return min(plays, key=_weight)


# -- the plan (normal) --------------------------------------------------------------------
# The exact search over chains reads a hand as three rank masks, its planes (bit r: rank r): the ranks held
# at least once, twice and three times (no fours: bombs are kept whole before it). A chain of width w
# starts where the w-th plane holds a long enough run, and taking it off the ranks R moves every plane
# down by w on R. A search visits a few nodes, each a handful of integer operations: it remembers
# nothing (the plans themselves are remembered, :data:`_PLANS`).
LOW_RANKS = (1 << TWO) - 1  # 3..A: the ranks a chain runs over (D11), and whose singles and pairs are low
_CHAIN_KINDS = ((1, 5, STRAIGHT), (2, 3, PAIR_SEQUENCE), (3, 2, AIRPLANE))  # D8-D10: cards of each rank, shortest chain
Planes = tuple[int, int, int]
# What the search asks of a rank mask, looked up: in Pyodide a call of int.bit_count() or bit_length() costs
# several times an index into bytes.
_RANKS_HELD = bytes(mask.bit_count() for mask in range(1 << NUM_RANKS))  # how many ranks a mask holds
_HIGHEST = bytes(max(mask.bit_length() - 1, 0) for mask in range(1 << TWO))  # the highest rank of a chain ranks' mask
_RUN = bytes((~mask & (mask + 1)).bit_length() - 1 for mask in range(1 << TWO))  # how many ranks it holds from rank 0 on
_RANKS_OF_BYTE = [tuple(tuple(rank for rank in range(low, low + 8) if mask >> rank & 1) for mask in range(0, 256 << low, 1 << low)) for low in (0, 8)]
"""The ranks of a mask's low byte (``[0][mask & 255]``) and of its high byte (``[1][mask >> 8]``)."""


def _planes(counts: Sequence[int]) -> Planes:
    """The rank masks of a hand without fours: ranks held at least once, twice and three times."""
    once = twice = thrice = 0
    for rank, n in enumerate(counts):
        if n:
            bit = 1 << rank
            once |= bit
            if n >= 2:
                twice |= bit
                if n >= 3:
                    thrice |= bit
    return once, twice, thrice


def _taken(planes: Planes, width: int, ranks: int) -> Planes:
    """The hand ``planes`` less ``width`` cards of each of ``ranks``."""
    once, twice, thrice = planes
    kept = ~ranks
    if width == 1:
        return (once & kept) | (twice & ranks), (twice & kept) | (thrice & ranks), thrice & kept
    if width == 2:
        return (once & kept) | (thrice & ranks), twice & kept, thrice & kept
    return once & kept, twice & kept, thrice & kept


def _leaf_value(planes: Planes, capacity: int) -> tuple[int, int]:
    """Plays needed for a chain-free remainder: one per rank, less the low singles and
    pairs that triples (and airplanes, ``capacity``) carry; then its loose low singles."""
    once, twice, thrice = planes
    low_singles = _RANKS_HELD[once & ~twice & LOW_RANKS]
    carriers = _RANKS_HELD[thrice] + capacity
    carried = min(carriers, low_singles + _RANKS_HELD[twice & ~thrice & LOW_RANKS])
    return _RANKS_HELD[once] - carried, max(0, low_singles - carriers)


def _best(planes: Planes, start: int, capacity: int) -> tuple[tuple[int, int], tuple[Play, ...]]:
    """The fewest plays for the hand ``planes`` choosing chains that start at ``start`` or later (exact)."""
    once, twice, thrice = planes
    singles, pairs, triples = masks = (once & LOW_RANKS, twice & LOW_RANKS, thrice & LOW_RANKS)
    starts = (  # where a run of each kind's shortest chain starts (D8-D10)
        singles & singles >> 1 & singles >> 2 & singles >> 3 & singles >> 4,
        pairs & pairs >> 1 & pairs >> 2,
        triples & triples >> 1,
    )
    here = (starts[0] | starts[1] | starts[2]) >> start << start
    result: tuple[tuple[int, int], tuple[Play, ...]] = (_leaf_value(planes, capacity), ())  # no (more) chains
    while here:  # the ranks a chain may start at, highest first: of plans valued alike, the first found stays
        rank = _HIGHEST[here]
        here ^= 1 << rank
        for (width, shortest, kind), chain_starts in zip(_CHAIN_KINDS, starts, strict=True):
            if not chain_starts >> rank & 1:
                continue
            for length in range(shortest, _RUN[masks[width - 1] >> rank] + 1):
                rest = _taken(planes, width, ((1 << length) - 1) << rank)
                value, chains = _best(rest, rank, capacity + (length if width == 3 else 0))
                value = (value[0] + 1, value[1])
                if value < result[0]:
                    core = CHAIN[width, rank, length]
                    result = (value, (Play(kind, rank + length - 1, len(core), core),) + chains)
    return result


_PLANS: Memo[Counts, list[Play]] = Memo("doudizhu.plans", 4_000)  # plan() by hand, about 800 bytes each: rollouts meet the same hands again and again


def plan(counts: Counts) -> list[Play]:
    """Split a hand into the fewest plays: bombs and rocket whole, chains, then
    triples and airplanes carrying the lowest singles or pairs (memoised: do not
    change the list returned)."""
    key = tuple(counts)
    found = _PLANS.get(key)
    if found is None:
        found = _plan(key)
        _PLANS.put(key, found)
    return found


_ROCKET = Play(ROCKET, RED, 2, (BLACK, RED))
_SAME_PLAY = {n: tuple(Play(kind, rank, n, SAME[rank][n]) for rank in range(NUM_RANKS)) for n, kind in ((1, SINGLE), (2, PAIR), (3, TRIPLE), (4, BOMB))}
"""The plays of all a plan's cards of one rank, by count and rank: shared, as the plans' plays are values."""


def _ranks_in(mask: int) -> list[int]:
    """The ranks of a rank mask, lowest first."""
    return [*_RANKS_OF_BYTE[0][mask & 255], *_RANKS_OF_BYTE[1][mask >> 8]]


def _plan(counts: Counts) -> list[Play]:
    c = list(counts)
    groups: list[Play] = []
    if c[BLACK] and c[RED]:
        groups.append(_ROCKET)
        c[BLACK] = c[RED] = 0
    if 4 in c:
        for rank in range(TWO + 1):
            if c[rank] == 4:
                groups.append(_SAME_PLAY[4][rank])
                c[rank] = 0
    planes = _planes(c)
    _, chains = _best(planes, 0, 0)
    for chain in chains:
        length = chain.main - chain.core[0] + 1
        planes = _taken(planes, len(chain.core) // length, ((1 << length) - 1) << chain.core[0])
    once, twice, thrice = planes
    singles = _ranks_in(once & ~twice)
    pairs = _ranks_in(twice & ~thrice)
    low_singles = _ranks_in(once & ~twice & LOW_RANKS)
    low_pairs = _ranks_in(twice & ~thrice & LOW_RANKS)
    carriers: list[Play] = [chain for chain in chains if chain.kind == AIRPLANE]
    carriers += [_SAME_PLAY[3][r] for r in _ranks_in(thrice)]
    if len(carriers) > 1:
        carriers.sort(key=lambda p: (-len(p.core), p.main))
    for carrier in carriers:
        k = len(carrier.core) // 3
        take_single = len(low_singles) >= k and (len(low_pairs) < k or low_singles[k - 1] <= low_pairs[k - 1] or len(low_singles) > len(low_pairs))
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
    groups += [_SAME_PLAY[2][r] for r in pairs]
    groups += [_SAME_PLAY[1][r] for r in singles]
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


ROB_STRENGTH = BID_THRESHOLDS[1]  # D26: call at a bid of 1's strength, rob at a bid of 2's
SHOW_STRENGTH = 16  # D27: the landlord's 20 cards show only when the hand is all but won
DOUBLE_STRENGTH = BID_THRESHOLDS[2]  # D28: a farmer doubles on a hand it would bid 3 with
REDOUBLE_STRENGTH = 13  # D28: the landlord's 20 cards redouble only when strong


def _normal_answer(obs: DoudizhuObservation) -> Action:
    """D29: call, rob, show, double and redouble by the strength of the hand held now."""
    strength = hand_strength(tuple(counts_of(obs.hand)))
    needed = {"calling": BID_THRESHOLDS[0], "robbing": ROB_STRENGTH, "showing": SHOW_STRENGTH, "doubling": DOUBLE_STRENGTH}
    return _answer(obs, strength >= needed.get(obs.phase, REDOUBLE_STRENGTH))


def _normal_bid(obs: DoudizhuObservation) -> Action:
    return BIDS[bid_value(tuple(counts_of(obs.hand)), obs.bid)]


def bid_value(counts: Counts, bid: int) -> int:
    """``normal``'s bid (D3) holding ``counts`` when the highest bid so far is ``bid``: 1 to 3 by
    :func:`hand_strength` if that is above ``bid``, else 0, the pass."""
    strength = hand_strength(counts)
    wanted = sum(1 for threshold in BID_THRESHOLDS if strength >= threshold)
    return wanted if wanted > bid else 0


def _lead(view: _PlayView, plays: list[Play], groups: list[Play]) -> Action:
    seat, landlord = view.seat, view.landlord
    opponents = [s for s in range(3) if s != seat and (seat == landlord or s == landlord)]
    danger = min(view.card_counts[s] for s in opponents)
    by_key = {play.key(): play for play in plays}
    planned = [by_key[g.key()] for g in groups if g.key() in by_key]
    if len(planned) == 2 and any(p.kind in (BOMB, ROCKET) for p in planned):
        return next(p for p in planned if p.kind in (BOMB, ROCKET))  # win the lead, then go out
    # A farmer whose partner plays next and holds one card: give the partner a low single.
    if landlord is not None and seat != landlord:
        partner = next(s for s in range(3) if s not in (seat, landlord))
        if partner == (seat + 1) % 3 and view.card_counts[partner] == 1:
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


def _follow(view: _PlayView, plays: list[Play], groups: list[Play]) -> Action:
    seat, landlord = view.seat, view.landlord
    assert view.to_beat is not None and view.to_beat.play is not None  # the play to beat (a pass never is one)
    leader, top = view.to_beat.seat, view.to_beat.play
    if seat != landlord and leader != landlord:
        return _pass(view.legal_actions)  # never overtake the partner
    if not plays:
        return _pass(view.legal_actions)
    opponents = [s for s in range(3) if s != seat and (seat == landlord or s == landlord)]
    danger = min(view.card_counts[s] for s in opponents)
    if danger <= DANGER or view.card_counts[leader] <= DANGER:
        same = [p for p in plays if p.kind not in (BOMB, ROCKET)]
        if same:
            return max(same, key=lambda p: (p.main, -sum(p.wings)))
        return min(plays, key=_weight)
    now = len(groups)
    best: tuple[int, int, int] | None = None
    choice: Play | None = None
    for play in plays:
        control = _is_control(play)
        bomb = play.kind in (BOMB, ROCKET)
        if control and not bomb and now > CONTROL_PLAYS and top.main < CONTROL_ANSWER:
            continue  # a 2 or a joker kept back: no need to plan the hand without it
        after = plan_size(_minus(view.counts, play))
        if after > now or (bomb and after > 1):  # a bomb only to go out next
            continue
        key = (after, 1 if control else 0, play.main)
        if best is None or key < best:
            best, choice = key, play
    if choice is None:
        return _pass(view.legal_actions)
    return choice


class _PlayView(NamedTuple):
    """What normal's card play reads of a seat's position: from its observation, or straight from a sampled world."""

    seat: int
    landlord: int | None
    card_counts: Sequence[int]  # every seat's cards left
    to_beat: Turn | None
    legal_actions: Sequence[Action]
    counts: Counts  # the seat's hand by rank


def normal(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Bid by strength; play to the fewest-plays plan, as described in the module doc."""
    obs = _obs(observation)
    if obs.phase in QUESTIONS:
        return _normal_answer(obs)
    if obs.phase == "bidding":
        return _normal_bid(obs)
    return _card_play(_PlayView(obs.seat, obs.landlord, obs.card_counts, obs.to_beat, obs.legal_actions, tuple(counts_of(obs.hand))))


def normal_in_world(world: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """``normal``'s choice of the ``legal`` actions for ``seat`` in a sampled world, its card play read straight from the world:
    the same facts its observation there holds (its hand, the others' counts, the play to beat, its
    legal plays), without building the observation. Bids and the house rules' questions ask normal."""
    assert isinstance(world, DoudizhuState)
    if world.phase != PLAY:
        return normal(world.observation(seat), rng, NO_BUDGET)
    card_counts = tuple(map(sum, world.counts))
    return _card_play(_PlayView(seat, world.landlord, card_counts, world.to_beat, legal, world.counts[seat]))


def _card_play(view: _PlayView) -> Action:
    """normal's play or pass: go out if it can, else lead or follow to the fewest-plays plan."""
    plays = _plays(view.legal_actions)
    size = sum(view.counts)
    for play in plays:
        if play.size == size:
            return play  # going out ends the deal (D21)
    groups = plan(view.counts)
    if view.to_beat is None:
        return _lead(view, plays, groups)
    return _follow(view, plays, groups)


# -- hard -----------------------------------------------------------------------------------
def sample_world(observation: Observation, rng: Rng) -> DoudizhuState:
    """A deal of the unseen cards that agrees with all this seat knows (D1, D6): :func:`sample_hands`.
    Only the play and the doubling (D28): the bidding is left to ``normal``."""
    obs = _obs(observation)
    return DoudizhuState.world(obs, sample_hands(obs, rng), rng.fork(1))


def sample_hands(obs: DoudizhuObservation, rng: Rng) -> list[list[str]]:
    """Every seat's hand in a deal of the unseen cards that agrees with all this seat knows (D1, D6).

    Unseen: the 54 cards less this hand, the cards played and the bottom cards
    (shown to everyone once the landlord takes them, D6): those not yet played
    are certainly in the landlord's hand. The rest is dealt at random to fit
    every seat's card count.
    """
    if obs.phase not in WORLD_PHASES or obs.landlord is None or obs.bottom is None:
        raise ValueError("worlds are sampled in the play and the doubling only")
    me, landlord = obs.seat, obs.landlord
    hands: list[list[str]] = [[] for _ in range(3)]
    hands[me] = list(obs.hand)
    known = set(obs.hand) | set(obs.played)
    if obs.shown_hand is not None and landlord != me:  # D27: the landlord's hand is face up
        hands[landlord] = list(obs.shown_hand)
        known.update(obs.shown_hand)
    elif landlord != me:
        hands[landlord] = [card for card in obs.bottom if card not in known]
    known.update(obs.bottom)
    rest = [card for card in DECK if card not in known]
    rng.shuffle(rest)
    for seat in range(3):
        if seat != me:
            missing = obs.card_counts[seat] - len(hands[seat])
            hands[seat].extend(rest[:missing])
            del rest[:missing]
    assert not rest, "the card counts and the unseen cards disagree"
    return hands


READ_ATTEMPTS = 4  # hard: deals of the unseen cards drawn for one that explains the others' bids, plays and passes


def likely_world(observation: Observation, rng: Rng) -> DoudizhuState:
    """A deal of the unseen cards in which the other seats bid, played and passed this deal as ``normal``
    would have (D1: what is still out, read from the play as well as counted).

    Of up to ``READ_ATTEMPTS`` deals (:func:`sample_hands`), the first that explains every bid, play
    and pass of the others (:func:`unexplained`), else the earliest that explains the most. Only public
    choices are read. Drawn blind (:func:`sample_world`): with a house rule on (D26-D28), whose choices
    ``normal`` makes otherwise, and in a position that does not record its deal from the first lead.
    """
    return Reading(_obs(observation)).likely_world(rng)


def replayable(obs: DoudizhuObservation) -> bool:
    """Whether ``obs`` records its deal's whole play, from the landlord's first lead with 20 cards against
    17 and 17 (D6, D17): a lesson's or a puzzle's position may start later, and then nothing is read."""
    gone = [0, 0, 0]
    for turn in obs.turns:
        gone[turn.seat] += len(turn.cards)
    dealt = [count + played for count, played in zip(obs.card_counts, gone, strict=True)]
    first_lead = not obs.turns or obs.turns[0].seat == obs.landlord
    return first_lead and dealt == [20 if seat == obs.landlord else 17 for seat in range(3)]


def unexplained(obs: DoudizhuObservation, hands: Sequence[Sequence[str]], limit: int) -> int:
    """How many bids, plays and passes of the seats other than ``obs``'s this deal ``normal`` would not have
    chosen had the hands now been ``hands`` (counted up to ``limit``): :meth:`Reading.unexplained`."""
    return Reading(obs).unexplained(hands, limit)


class Reading:
    """The reading of one observation's deal, for every world of a search (:func:`likely_world`).

    Each seat holds its hand now with the cards it played since given back (the landlord less the
    bottom while it bids, D6), and each choice of the others is compared with ``normal``'s. What the
    worlds share is worked out once: the cards each seat played from each turn on, and what was public
    before each turn (the play to beat, every seat's card count), read from one replay of the deal in
    the first world, since no world changes it. ``normal``'s choice is then a function of the turn and
    its chooser's rank counts, which are its counts now with its later plays given back: a turn and its
    seat's counts now key a remembered choice (``_REPLAYED``). The turns an earlier world failed to
    explain are checked first (:class:`~karciarnia.ai.reading.ChoiceCheck`).
    """

    def __init__(self, obs: DoudizhuObservation) -> None:
        self.obs = obs
        landlord = obs.landlord
        self.readable = obs.house is None and landlord is not None and obs.bottom is not None and replayable(obs)
        if not self.readable:  # drawn blind (or refused before the play, :func:`sample_world`)
            return
        assert landlord is not None and obs.bottom is not None
        self.all_played = [tuple(counts_of(card for turn in obs.turns if turn.seat == seat for card in turn.cards)) for seat in range(3)]
        self.played_since = [  # at each turn, the cards its seat plays from that turn on
            tuple(counts_of(card for later in obs.turns[index:] if later.seat == turn.seat for card in later.cards)) for index, turn in enumerate(obs.turns)
        ]
        self.public: list[tuple[Turn | None, tuple[int, ...]]] | None = None  # before each turn: the play to beat, every seat's card count
        self.bottom = tuple(counts_of(obs.bottom))
        self.opening = dataclasses.replace(
            obs,
            phase="play",
            current_player=landlord,
            legal_actions=(),
            card_counts=tuple(count + sum(played) for count, played in zip(obs.card_counts, self.all_played, strict=True)),
            to_beat=None,
            trick=(),
            last_plays=(None, None, None),
            last_trick=(),
            turns=(),
            played=(),
            plays_made=(0, 0, 0),
            bombs=0,
            rockets=0,
        )
        # normal's choice is a function of the public choices so far and its chooser's hand. A string: it keeps its hash.
        self.history = repr((landlord, obs.bids, [(turn.seat, turn.play and turn.play.id) for turn in obs.turns]))
        self.check = ChoiceCheck({index: turn.play or PASS for index, turn in enumerate(obs.turns) if turn.seat != obs.seat}, _REPLAYED)

    def likely_world(self, rng: Rng) -> DoudizhuState:
        """A world as :func:`likely_world` reads it."""
        obs = self.obs
        if not self.readable:
            return sample_world(obs, rng)
        hands, _ = likeliest_world(lambda: sample_hands(obs, rng), self.unexplained, READ_ATTEMPTS, len(obs.bids) + len(obs.turns) + 1)
        return DoudizhuState.world(obs, hands, rng.fork(1))

    def _given_back(self, hands: Sequence[Sequence[str]]) -> list[list[str]]:
        """``hands`` with every card played this deal given back: the hands of the first lead."""
        start = [list(hand) for hand in hands]
        for turn in self.obs.turns:
            start[turn.seat].extend(turn.cards)
        return start

    def unexplained(self, hands: Sequence[Sequence[str]], limit: int) -> int:
        """How many choices of the others ``normal`` would not have made in a world of ``hands`` (up to ``limit``)."""
        obs = self.obs
        now = [tuple(counts_of(hand)) for hand in hands]
        missed = 0
        bid = 0
        for seat, value in obs.bids:
            if seat != obs.seat:
                dealt = [held + played for held, played in zip(now[seat], self.all_played[seat], strict=True)]
                if seat == obs.landlord:
                    dealt = [count - bottom for count, bottom in zip(dealt, self.bottom, strict=True)]
                if bid_value(tuple(dealt), bid) != value:
                    missed += 1
                    if missed >= limit:
                        return missed
            bid = max(bid, value)
        if self.public is None:
            self.public = self._read_public(hands)
        public = self.public
        return missed + self.check.unexplained(
            lambda index: (self.history, index, now[obs.turns[index].seat]),
            lambda index: self._normal_at(index, now[obs.turns[index].seat], public[index]),
            limit - missed,
        )

    def _read_public(self, hands: Sequence[Sequence[str]]) -> list[tuple[Turn | None, tuple[int, ...]]]:
        """What was public before each turn, from the deal replayed in the world of ``hands`` (any world: it is public)."""
        state = DoudizhuState.world(self.opening, self._given_back(hands), Rng(0))
        public = []
        for turn in self.obs.turns:
            public.append((state.to_beat, tuple(map(sum, state.counts))))
            state.advance(turn.play or PASS)
        return public

    def _normal_at(self, index: int, now: Counts, public: tuple[Turn | None, tuple[int, ...]]) -> Action:
        """``normal``'s choice at turn ``index`` in a world where its seat holds ``now``, with ``public`` before it (the
        play to beat, the card counts): a forced one is the only legal action, and a play is unbound (the reading is
        what counts, not a hand it is bound to)."""
        seat = self.obs.turns[index].seat
        counts = tuple(held + played for held, played in zip(now, self.played_since[index], strict=True))
        to_beat, card_counts = public
        legal = play_actions(counts, None, to_beat)
        choice = legal[0] if len(legal) == 1 else _card_play(_PlayView(seat, self.obs.landlord, card_counts, to_beat, legal, counts))
        return choice.unbound() if isinstance(choice, Play) else choice


_REPLAYED: Memo[tuple[str, int, Counts], Action] = Memo("doudizhu.replayed", 10_000)  # about 300 bytes an entry: 3 MiB
"""``normal``'s choices met in the readings' replays, by the public choices, the turn's place among them and
the rank counts its chooser holds now in the world read (its counts then, less its later plays): the worlds
of one search share many."""


LEAD_CANDIDATES = 10  # hard: plays searched at most (the most promising by the plan, normal's own among them)


def candidates(obs: DoudizhuObservation) -> list[Action]:
    """The actions worth searching, ``normal``'s own choice first (it wins ties).

    No play that breaks a bomb (:func:`breaks_a_bomb`) but ``normal``'s own: the rollouts,
    ``normal`` at every seat, spend a bomb late or never, so they undervalue keeping it.
    Following, every other legal action. A lead from a full hand may have hundreds of
    readings (wings of triples, airplanes and fours): of each core only the
    wings that leave the fewest plays are kept, the cores ordered by the plays
    they leave and then by rank, and the first :data:`LEAD_CANDIDATES` searched.
    """
    mine = normal(obs, Rng(0), NO_BUDGET)
    counts = tuple(counts_of(obs.hand))
    actions = [mine] + [action for action in obs.legal_actions if action != mine and not breaks_a_bomb(counts, action)]
    if len(actions) <= LEAD_CANDIDATES:
        return actions
    best: dict[tuple[str, tuple[int, ...]], tuple[tuple[int, int, int], Play]] = {}
    others: list[Action] = []
    for action in actions[1:]:
        if not isinstance(action, Play):
            others.append(action)  # the pass
            continue
        key = (plan_size(_minus(counts, action)), sum(action.wings), action.main)
        core = (action.kind, action.core)
        if core not in best or key < best[core][0]:
            best[core] = (key, action)
    ranked = sorted(best.values(), key=lambda item: (item[0][0], item[0][2], -item[1].size))
    chosen = [play for _, play in ranked if play != mine][: LEAD_CANDIDATES - 1 - len(others)]
    return [mine, *chosen, *others]


def breaks_a_bomb(counts: Counts, action: Action) -> bool:
    """Whether ``action`` plays some of the four cards of a rank the hand holds all four of, but not as a
    bomb: it gives up the bomb's power (D19) and its doubling (D22)."""
    return isinstance(action, Play) and action.kind != BOMB and any(counts[rank] == 4 for rank in action.core + action.wings)


SEARCH = SearchSpec(
    worlds=lambda observation: Reading(_obs(observation)).likely_world, play_out=world_play_out(normal_in_world), default_iterations=120, value=own_gain
)

ENDGAME_CARDS = 20  # hard: solve every world exactly once this few cards are left in all hands
NODE_LIMIT = 4000  # positions one exact solve may visit before it gives way to a rollout
RETRY_AFTER = 4  # cards played before a solve that ran out of nodes is tried again


class OutOfNodes(Exception):
    """An exact solve went over its node limit (or the search's deadline)."""


WEIGHT = tuple(weight(rank) for rank in range(NUM_RANKS))  # what one card of each rank adds to a hand's code


KIND_NUMBER = {kind: number for number, kind in enumerate(KINDS)}


def top_key(play: Play) -> int:
    """What a play to beat is, for what may follow it (D18, D19): its type, size and main rank."""
    return (KIND_NUMBER[play.kind] << 10) | (play.size << 5) | play.main


class Solver:
    """Perfect-information solver of one world's end of deal (D17–D21).

    A position is the three hands (:func:`~karciarnia.ai.rank_code.coded`), the seat to move, the
    play to beat (:func:`top_key`) with its owner, and whether one pass
    followed it. The landlord plays against the two farmers, who win or lose
    together (D21), so it is a two-sided game with a won/lost value: positions
    are memoised and a side stops at its first winning move (largest plays
    first, a pass first when the trick is the partner's). Bombs and the
    multiplier do not change who goes out first, so they are left out of the solve.
    """

    __slots__ = ("deadline", "landlord", "limit", "memo", "moves", "nodes")

    def __init__(self, landlord: int, limit: int, deadline: Deadline | None = None) -> None:
        self.landlord = landlord
        self.limit = limit
        self.deadline = deadline
        self.nodes = 0
        self.memo: dict[tuple[int, int, int, int, int, int, int], bool] = {}
        self.moves: dict[tuple[int, int], list[tuple[Play, int, int]]] = {}

    def wins(self, hands: tuple[int, int, int], seat: int, top: Play | None, key: int, owner: int, passes: int) -> bool:
        """Whether the side of ``seat``, to move, wins with best play by everyone.

        ``top`` is the play to beat (``key`` its :func:`top_key`, −1 for none),
        ``owner`` its seat, ``passes`` the passes since it.
        """
        position = (hands[0], hands[1], hands[2], seat, key, owner, passes)
        known = self.memo.get(position)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.limit or (self.deadline is not None and not self.nodes & 255 and self.deadline.passed()):
            raise OutOfNodes
        mine = hands[seat]
        moves = self.moves.get((mine, key))
        if moves is None:
            found = legal_plays(decoded(mine, NUM_RANKS), None, top)
            found.sort(key=lambda play: -play.size)  # going out first, then the largest
            moves = [(play, mine - sum(WEIGHT[rank] for rank in play.core + play.wings), top_key(play)) for play in found]
            self.moves[mine, key] = moves
        landlord = self.landlord
        following = (seat + 1) % 3
        partner_next = (seat == landlord) == (following == landlord)
        result = False
        partners_trick = top is not None and owner != seat and (owner == landlord) == (seat == landlord)
        if partners_trick:
            result = self._passes(hands, seat, top, key, owner, passes)  # type: ignore[arg-type]
        if not result:
            for play, left, played in moves:
                if not left:
                    result = True  # D21: out
                    break
                if seat == 0:
                    after = (left, hands[1], hands[2])
                elif seat == 1:
                    after = (hands[0], left, hands[2])
                else:
                    after = (hands[0], hands[1], left)
                if self.wins(after, following, play, played, seat, 0) == partner_next:
                    result = True
                    break
        if not result and top is not None and not partners_trick:
            result = self._passes(hands, seat, top, key, owner, passes)
        self.memo[position] = result
        return result

    def _passes(self, hands: tuple[int, int, int], seat: int, top: Play, key: int, owner: int, passes: int) -> bool:
        """Whether ``seat``'s side wins after ``seat`` passes (D18, D20)."""
        if passes:
            mover = owner
            child = self.wins(hands, owner, None, -1, -1, 0)  # D20: the owner leads
        else:
            mover = (seat + 1) % 3
            child = self.wins(hands, mover, top, key, owner, 1)
        return child == ((seat == self.landlord) == (mover == self.landlord))

    def state_value(self, world: DoudizhuState, seat: int) -> float:
        """``seat``'s result of ``world`` with best play from here, scored as :data:`SEARCH` values it."""
        self.nodes = 0
        mover = world.current_player
        assert mover is not None
        hands = (coded(enumerate(world.counts[0])), coded(enumerate(world.counts[1])), coded(enumerate(world.counts[2])))
        top = world.to_beat
        if top is None:
            won = self.wins(hands, mover, None, -1, -1, 0)
        else:
            assert top.play is not None
            won = self.wins(hands, mover, top.play, top_key(top.play), top.seat, world.passes)
        if (mover == self.landlord) != (seat == self.landlord):
            won = not won
        sign = 1.0 if won else -1.0
        return sign * world.at_stake(seat)  # D23, D28: the bid times the multiplier, each farmer's doubling


def finish(world: DoudizhuState, seat: int, before: Sequence[float], solver: Solver, rng: Rng) -> float:
    """``seat``'s value of ``world``, solved exactly; while a solve is too big
    (:data:`NODE_LIMIT`), ``normal`` plays :data:`RETRY_AFTER` more cards first."""
    deal = world.deal_number
    next_try = ENDGAME_CARDS
    while not world.is_terminal and world.deal_number == deal:
        cards = sum(map(sum, world.counts))
        if cards <= next_try:
            try:
                return solver.state_value(world, seat)
            except OutOfNodes:
                next_try = cards - RETRY_AFTER  # the memo keeps what was solved; try again lower
        mover = world.current_player
        assert mover is not None
        world.advance(normal(world.observation(mover), rng, NO_BUDGET))
    return SEARCH.value(world, seat, before)


def deep_search(obs: DoudizhuObservation, actions: Sequence[Action], rng: Rng, budget: Budget, spec: SearchSpec = SEARCH) -> Valuation:
    """Determinized search whose worlds end in an exact solve rather than a full rollout.

    The scheme of :func:`~karciarnia.ai.search.evaluate` (every candidate in every
    world, totals per candidate, normal's own play first so it wins ties) with one
    :class:`Solver` per world, its memo shared by the candidates; each
    evaluation is :func:`finish`. The worlds are ``spec``'s (:data:`SEARCH`'s).
    """
    seat = obs.seat

    def solved(world: State, deadline: Deadline | None) -> Evaluator:
        solver = Solver(obs.landlord, NODE_LIMIT, deadline)  # type: ignore[arg-type]
        return lambda simulation, before: finish(simulation, seat, before, solver, rng)  # type: ignore[arg-type]

    return value_over_worlds(actions, rng, budget, spec.default_iterations, spec.worlds(obs), solved)


def hard(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Determinized search over worlds dealt from the unseen cards, of the plays and the doubling (D28);
    the bidding, the call, the rob and the show are left to ``normal``.

    Near the end of the deal (:data:`ENDGAME_CARDS`) every world is solved
    exactly (:func:`deep_search`); before that, the generic search rolls each
    world out with ``normal``.
    """
    return searched_choice(observation, rng, budget, search_candidates, valuation, normal)


def search_candidates(observation: Observation) -> tuple[Action, ...] | None:
    """The actions ``hard`` searches: the plays (:func:`candidates`) and the doubling's answers (D28); ``None``
    in the bidding, the call, the rob and the show (D3-D5, D26, D27), left to ``normal`` (the review lists
    them as not analysed)."""
    obs = _obs(observation)
    if obs.phase in (DOUBLING, REDOUBLING):  # normal's answer first: it wins ties
        own = _normal_answer(obs)
        return (own, *(action for action in obs.legal_actions if action != own))
    if obs.phase != "play":
        return None
    return tuple(candidates(obs))


def valuation(observation: Observation, actions: tuple[Action, ...], rng: Rng, budget: Budget, spec: SearchSpec = SEARCH) -> Valuation:
    """Every candidate's value for this seat in points of the deal (D22), over the worlds of ``spec`` (hard's
    :data:`SEARCH`; a benchmark may give its search other worlds)."""
    obs = _obs(observation)
    if sum(obs.card_counts) <= ENDGAME_CARDS:
        return deep_search(obs, actions, rng, budget, spec)
    return evaluate(spec, obs, actions, rng, budget)
