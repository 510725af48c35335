"""Determinized search, written once for every game: the engine of the hard level.

Perfect-information Monte Carlo (PIMC): sample a world that agrees with
everything the seat knows (the game's sampler is a function of the
observation only, never of the true state), try every candidate action in it,
play the rest of the deal with a rollout (most games: a policy at every seat,
each a function of its observation in that world), and keep the action with the best mean
result for the searching seat over all sampled worlds.

Anytime: it stops after ``budget.iterations`` rollouts (reproducible, for
tests and tournaments) or ``budget.millis`` milliseconds (the browser),
whichever comes first, and always evaluates every candidate at least once.
A time limit waits for ``budget.floor`` rollouts, up to ``budget.ceiling_millis``
(:class:`~karciarnia.ai.budget.Deadline`). The clock is read before every
rollout, so the time limit is overrun by one rollout at most; a world the
deadline cuts short is left out, so that every candidate is valued over the
same worlds.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from karciarnia.ai.budget import NO_BUDGET, Budget, Deadline, Policy
from karciarnia.protocol import Action, Observation, State
from karciarnia.rng import Rng


def own_gain(state: State, seat: int, before: Sequence[float]) -> float:
    """What ``seat`` gained since ``before``: the default value of a rollout."""
    return state.returns()[seat] - before[seat]


PlayOut = Callable[[State, Rng], None]
"""Plays a sampled world, just after a candidate's move, to the end of its deal: a rollout. It is not
called when the candidate's move ended the deal (the world has then dealt the next one)."""


WorldPolicy = Callable[[State, int, Sequence[Action], Rng], Action]
"""A rollout policy that reads a seat's choice straight from a sampled world, given the seat and its legal
actions there: it must choose exactly as the policy would from that seat's observation (the world holds
more, so the game's tests check this)."""


def world_play_out(choose: WorldPolicy) -> PlayOut:
    """A rollout by ``choose`` at every seat.

    A seat with one legal action is not asked: a policy could only answer it (about a third of
    the turns of a rollout, mostly passes), and asking costs most of a turn. The rollout policies
    draw nothing from ``rng`` there, so the rollouts are the same.
    """

    def play_out(world: State, rng: Rng) -> None:
        deal = world.deal_number
        while not world.is_terminal and world.deal_number == deal:
            actions = world.legal_actions()
            if len(actions) == 1:
                world.advance(actions[0])
                continue
            seat = world.current_player
            assert seat is not None
            world.advance(choose(world, seat, actions, rng))

    return play_out


def policy_play_out(policy: Policy) -> PlayOut:
    """A rollout by ``policy`` at every seat, each deciding from its own observation in the world
    (:func:`world_play_out`)."""
    return world_play_out(lambda world, seat, actions, rng: policy(world.observation(seat), rng, NO_BUDGET))


WorldSampler = Callable[[Rng], State]
"""Draws one world of a search: a state that agrees with everything the searching seat knows."""


@dataclass(frozen=True)
class SearchSpec:
    """What the generic search needs to know about one game.

    ``worlds`` gives the sampler of one observation's worlds. The search builds it once, so it may
    work out once what all its worlds share (the unseen cards, a reading of the play).
    """

    worlds: Callable[[Observation], WorldSampler]
    play_out: PlayOut
    default_iterations: int
    action_key: Callable[[Action], Hashable] = field(default=lambda action: action.id)
    value: Callable[[State, int, Sequence[float]], float] = own_gain


def distinct(actions: Sequence[Action], key: Callable[[Action], Hashable]) -> list[Action]:
    """One action per equivalence class (e.g. the same ranks in other suits), in order."""
    seen: set[Hashable] = set()
    out = []
    for action in actions:
        k = key(action)
        if k not in seen:
            seen.add(k)
            out.append(action)
    return out


@dataclass
class SearchCount:
    """How many searches and rollouts have run in this process: the bench tells real searches from
    quick decisions, the ladder counts a search's rollouts."""

    runs: int = 0
    rollouts: int = 0


SEARCHES_RUN = SearchCount()


Evaluator = Callable[[State, Sequence[float]], float]
"""The searching seat's value of a world just after a candidate's move, given the returns before it."""


@dataclass(frozen=True)
class Valuation:
    """Every candidate's total value over the same sampled worlds: the search's whole answer.

    ``totals[i]`` is candidate ``i``'s summed value for the searching seat over
    ``worlds`` worlds (each candidate is played once in every world).
    """

    candidates: tuple[Action, ...]
    totals: tuple[float, ...]
    worlds: int

    @property
    def best(self) -> Action:
        """The candidate with the best total; ties go to the earlier candidate."""
        return self.candidates[max(range(len(self.candidates)), key=self.totals.__getitem__)]

    def means(self) -> list[float]:
        """Each candidate's mean value per world, in the searching seat's own returns."""
        return [total / self.worlds for total in self.totals]


def value_over_worlds(
    candidates: Sequence[Action],
    rng: Rng,
    budget: Budget,
    default_iterations: int,
    sample_world: WorldSampler,
    evaluator: Callable[[State, Deadline | None], Evaluator],
) -> Valuation:
    """Every candidate's total value over sampled worlds, within ``budget``.

    Each world is drawn by ``sample_world``; ``evaluator(world, deadline)``
    gives that world's :data:`Evaluator` (it may keep what it learns across
    the candidates, e.g. an endgame solver's memo), which values every
    candidate played in a copy of the world. The first world is always
    valued whole; a later one the deadline interrupts is dropped.
    """
    SEARCHES_RUN.runs += 1
    limit = budget.iterations
    if limit is None and budget.millis is None:
        limit = default_iterations
    deadline = budget.deadline()
    totals = [0.0] * len(candidates)
    done = worlds = 0
    while True:
        values = world_values(candidates, sample_world(rng), evaluator, deadline, whole=not worlds)
        if values is None:
            break
        totals = [total + value for total, value in zip(totals, values, strict=True)]
        done += len(values)
        SEARCHES_RUN.rollouts += len(values)
        worlds += 1
        if deadline is not None:
            deadline = deadline.having_done(done)  # the floor counts toward the stop (and in the next world)
        if (limit is not None and done >= limit) or (deadline is not None and deadline.passed()):
            break
    return Valuation(tuple(candidates), tuple(totals), worlds)


def world_values(
    candidates: Sequence[Action],
    world: State,
    evaluator: Callable[[State, Deadline | None], Evaluator],
    deadline: Deadline | None,
    whole: bool,
) -> list[float] | None:
    """Each candidate's value in ``world``; ``None`` if ``deadline`` passes before they are all valued, unless ``whole``."""
    evaluate = evaluator(world, deadline)
    before = world.returns()
    values = []
    for action in candidates:
        if not whole and deadline is not None and deadline.passed():
            return None
        simulation = world.clone()
        simulation.advance(action)
        values.append(evaluate(simulation, before))
    return values


def evaluate(spec: SearchSpec, observation: Observation, candidates: Sequence[Action], rng: Rng, budget: Budget) -> Valuation:
    """Every candidate's total rollout value over sampled worlds (the generic search's answer)."""
    seat = observation.seat

    def rolled_out_in(world: State, deadline: Deadline | None) -> Evaluator:
        deal = world.deal_number

        def rolled_out(simulation: State, before: Sequence[float]) -> float:
            if simulation.deal_number == deal:  # a move that ends the deal leaves nothing to play
                spec.play_out(simulation, rng)
            return spec.value(simulation, seat, before)

        return rolled_out

    return value_over_worlds(candidates, rng, budget, spec.default_iterations, spec.worlds(observation), rolled_out_in)


Candidates = Callable[[Observation], "tuple[Action, ...] | None"]
"""The actions a hard level searches in an observation, or ``None`` where it does not search."""
Valuer = Callable[[Observation, "tuple[Action, ...]", Rng, "Budget"], Valuation]
"""Every candidate's value for the observation's seat (a game's hard search)."""


def searched_choice(observation: Observation, rng: Rng, budget: Budget, candidates_of: Candidates, valuation: Valuer, otherwise: Policy) -> Action:
    """A hard level's action: ``otherwise``'s where it does not search, the only candidate, or the best valued one."""
    candidates = candidates_of(observation)
    if candidates is None:
        return otherwise(observation, rng, budget)
    if len(candidates) == 1:
        return candidates[0]
    return valuation(observation, candidates, rng, budget).best


def search(spec: SearchSpec, observation: Observation, rng: Rng, budget: Budget) -> Action:
    """The candidate with the best mean rollout value over sampled worlds."""
    candidates = distinct(observation.legal_actions, spec.action_key)
    if len(candidates) == 1:
        return candidates[0]
    return evaluate(spec, observation, candidates, rng, budget).best
