"""Dou Dizhu's hard level against an outside player: RLCard's rule agent ("doudizhu-rule-v1").

    .venv/bin/pip install -r requirements-bench.txt     # rlcard (and numpy): not needed by the tests
    nice -n 10 .venv/bin/python scripts/bench_rlcard_doudizhu.py [--deals 100] [--seed 0] [--workers 1] [--traces 200] [--seeing]

The rule agent (``rlcard.models.doudizhu_rule_models.DouDizhuRuleAgentV1``) reads ``state['raw_obs']``:
its hand, the trace of plays, the landlord, its own id and the legal actions (``raw_obs`` also holds
``others_hand``, which the agent never reads; it is the union of the two other hands, and so no secret:
the adapter fills it with the cards neither in the seat's hand nor played). It is seated on Karciarnia's
engine through an adapter, :func:`raw_observation`, built from the seat's observation only, and its
answer (RLCard's notation, e.g. ``'33344'`` or ``'pass'``) becomes the legal action with those ranks.

1. Trace check: ``--traces`` RLCard-native games (the rule agent in every seat of RLCard's own
   environment, its random draws seeded per decision) are replayed through Karciarnia's engine. At
   every decision the adapted observation must equal RLCard's (the legal actions as a set when
   leading, as RLCard's ordered list when following: the agent breaks ties by it), the agent must pick
   the same action from it, and that action must be legal in Karciarnia. Where the two rule sets give
   different legal actions the difference is counted by combination (``rule_differences``).
2. Duplicate deals (DouZero's protocol: the landlord fixed, taking the 3 bottom cards): on each deal
   all three seats are played by the rule agent, then hard takes the landlord's seat, then hard takes
   both farmers' seats. Per role: the deals where hard's result (its side's score) differs from the
   rule agent's in the same seat(s), the share where hard's is the better with a 95 % Wilson interval,
   and the seeds of the deals where it is the worse (``hard_worse_on``: each replays alone, its landlord
   seat the seed mod 3); and the landlord's win rate in each line-up. Hard searches the browser's
   rollouts per decision (the bundle's ``browser_rollouts``) as an iteration count, so a run is
   reproducible.
3. With ``--seeing``, hard's one world is the real deal, every hand seen (:func:`seeing_hard`): the shares it
   then reaches bound what any better reading of the hidden hands could give the real hard, whose worlds are
   read from the bids and the play.

The engine has no option that fixes the landlord, so a deal is played from an explicit deal whose
first bidder is the landlord, who bids 3 (D4: the bidding ends at once) and takes the bottom (D6).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))

from karciarnia.ai.budget import Budget, Policy
from karciarnia.ai.search import Valuation, searched_choice
from karciarnia.computers import decision_rng
from karciarnia.games.doudizhu import BUNDLE, ai
from karciarnia.games.doudizhu.combos import CARD_RANK, DECK, RANKS, Play, counts_of, hand_of, plays
from karciarnia.games.doudizhu.game import DOUDIZHU, SEATS, DoudizhuObservation, DoudizhuState, Turn
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

PIP_COMMAND = ".venv/bin/pip install -r requirements-bench.txt"
RL_RANKS = "3456789TJQKA2BR"  # RLCard's rank letters, in the order of Karciarnia's RANKS (D2)
RL_RANK = {letter: rank for rank, letter in enumerate(RL_RANKS)}
RL_PASS = "pass"
NP_SEEDS = 2**32  # numpy's legacy seeds

try:
    import numpy as np
    from rlcard.games.doudizhu.judger import DoudizhuJudger
    from rlcard.games.doudizhu.utils import CARD_TYPE, TYPE_CARD
    from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1
except ImportError:  # the script installs nothing: it says how
    np = None  # type: ignore[assignment]


# -- cards: Karciarnia's ids and ranks ↔ RLCard's letters ------------------------------------------
def rl_ranks(ranks: Iterable[int]) -> str:
    """Ranks (Karciarnia's indices) in RLCard's notation, low to high: ``(0, 0, 7)`` → ``'33T'``."""
    return "".join(RL_RANKS[rank] for rank in sorted(ranks))


def rl_cards(cards: Iterable[str]) -> str:
    """Card ids (``'10H'``, ``'BJ'``) in RLCard's notation, low to high."""
    return rl_ranks(CARD_RANK[card] for card in cards)


def rl_action(action: Action) -> str:
    """A Karciarnia play or pass in RLCard's notation."""
    return rl_ranks(action.ranks) if isinstance(action, Play) else RL_PASS


def rl_turn(turn: Turn) -> str:
    """A public turn in RLCard's notation."""
    return rl_ranks(turn.play.ranks) if turn.play is not None else RL_PASS


def card_id(card: Any) -> str:
    """An RLCard ``Card`` as Karciarnia's card id: ``Card('H', 'T')`` → ``'10H'``, ``Card('BJ', '')`` → ``'BJ'``."""
    if not card.rank:
        return str(card.suit)
    return RANKS[RL_RANK[card.rank]] + card.suit


# -- the adapter: a seat's observation → RLCard's raw_obs -------------------------------------------
def rl_seat(seat: int, landlord: int) -> int:
    """RLCard's player id of a Karciarnia seat: the landlord is 0, then in the order of play."""
    return (seat - landlord) % SEATS


def seen_cards(bottom: Sequence[str], landlord_plays: Iterable[str]) -> str:
    """RLCard's ``seen_cards``: the bottom, every letter of a rank the landlord has played removed (as RLCard does)."""
    seen = rl_cards(bottom)
    for play in landlord_plays:
        for letter in play:
            seen = seen.replace(letter, "")
    return seen


@cache
def type_positions() -> dict[str, dict[str, tuple[int, int]]]:
    """Per RLCard type, each action's (weight, position in RLCard's table): the order of ``get_gt_cards``."""
    out: dict[str, dict[str, tuple[int, int]]] = {}
    for kind, by_weight in TYPE_CARD.items():
        table: dict[str, tuple[int, int]] = {}
        for weight, actions in by_weight.items():
            for action in actions:
                table.setdefault(action, (int(weight), len(table)))
        out[kind] = table
    return out


def follow_key(target: str) -> Callable[[str], tuple[int, int] | None]:
    """Where RLCard's ``get_gt_cards`` lists an action that may follow ``target`` (None: RLCard does not allow it)."""
    thresholds: dict[str, int] = {}
    for kind, weight in CARD_TYPE[0][target]:
        thresholds.setdefault(kind, int(weight))
    if "rocket" in thresholds:
        return lambda action: None
    thresholds["rocket"] = -1
    thresholds.setdefault("bomb", -1)
    tables = type_positions()

    def key(action: str) -> tuple[int, int] | None:
        for index, (kind, weight) in enumerate(thresholds.items()):
            place = tables[kind].get(action)
            if place is not None and place[0] > weight:
                return index, place[1]
        return None

    return key


def rl_actions(obs: DoudizhuObservation) -> list[str]:
    """The seat's legal actions as RLCard lists them: a lead in a fixed order (RLCard's is a set's, which the
    agent never reads), a follow as ``get_gt_cards`` orders it ('pass' first). Plays RLCard does not know or
    does not allow are left out: the agent cannot name them."""
    plays = {rl_action(action) for action in obs.legal_actions if isinstance(action, Play)}
    if obs.to_beat is None:
        return sorted((play for play in plays if play in CARD_TYPE[2]), key=lambda play: (len(play), [RL_RANK[c] for c in play]))
    key = follow_key(rl_turn(obs.to_beat))
    placed = sorted((place, play) for play in plays if (place := key(play)) is not None)
    return [RL_PASS, *(play for _, play in placed)]


def raw_observation(obs: DoudizhuObservation) -> dict[str, Any]:
    """RLCard's ``raw_obs`` for the seat to play, from what that seat may know (its observation) only."""
    landlord = obs.landlord
    assert landlord is not None and obs.bottom is not None
    trace = [(rl_seat(turn.seat, landlord), rl_turn(turn)) for turn in obs.turns]
    played = ["" for _ in range(SEATS)]
    for player, play in trace:
        if play != RL_PASS:
            played[player] = rl_ranks(sorted(RL_RANK[c] for c in played[player] + play))
    hidden = Counter(DECK) - Counter(obs.hand) - Counter(obs.played)  # the two other hands together: no secret
    return {
        "seen_cards": seen_cards(obs.bottom, (play for player, play in trace if player == 0 and play != RL_PASS)),
        "landlord": 0,
        "trace": trace,
        "played_cards": played,
        "self": rl_seat(obs.seat, landlord),
        "current_hand": rl_cards(obs.hand),
        "others_hand": rl_cards(hidden.elements()),
        "num_cards_left": [obs.card_counts[(player + landlord) % SEATS] for player in range(SEATS)],
        "actions": rl_actions(obs),
    }


def karciarnia_action(obs: DoudizhuObservation, choice: str) -> Action:
    """The legal action with the ranks of RLCard's ``choice``; ``ValueError`` if Karciarnia has none."""
    for action in obs.legal_actions:
        if rl_action(action) == choice:
            return action
    raise ValueError(f"{choice!r} is not legal in Karciarnia here (legal: {[rl_action(a) for a in obs.legal_actions]})")


# -- the rule agent ---------------------------------------------------------------------------------
@cache
def rule_agent() -> Any:
    """One rule agent per process (it keeps no state between decisions)."""
    return DouDizhuRuleAgentV1()


def rule_step(raw_obs: dict[str, Any], np_seed: int) -> str:
    """The rule agent's action: its random draws (``np.random``, when it may not follow) seeded by ``np_seed``."""
    np.random.seed(np_seed)
    return str(rule_agent().step({"raw_obs": raw_obs, "raw_legal_actions": list(raw_obs["actions"])}))


def rule_policy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """The rule agent as a Karciarnia policy: the adapted observation in, its chosen legal action out."""
    assert isinstance(observation, DoudizhuObservation)
    return karciarnia_action(observation, rule_step(raw_observation(observation), rng.below(NP_SEEDS)))


# -- 1. the trace check ------------------------------------------------------------------------------
def native_np_seed(game: int, move: int) -> int:
    """The rule agent's numpy seed at ``move`` of RLCard-native game ``game`` (the same in the replay)."""
    return (game * 1009 + move) % NP_SEEDS


def native_game(game: int) -> dict[str, Any]:
    """One RLCard-native game, rule agents in every seat: the deal (Karciarnia's ids), each decision's raw_obs and action."""
    import rlcard

    env = rlcard.make("doudizhu", config={"seed": game})
    state, _ = env.reset()
    deck = env.game.round.dealer.deck
    hands = [[card_id(card) for card in deck[17 * player : 17 * (player + 1)]] for player in range(SEATS)]
    steps: list[tuple[dict[str, Any], str]] = []
    while not env.is_over():
        raw = state["raw_obs"]
        snapshot = {**raw, "trace": list(raw["trace"]), "played_cards": list(raw["played_cards"]), "actions": list(raw["actions"])}
        action = rule_step(raw, native_np_seed(game, len(steps)))
        steps.append((snapshot, action))
        state, _ = env.step(action, raw_action=True)
    return {"hands": hands, "bottom": [card_id(card) for card in deck[-3:]], "steps": steps, "landlord_won": env.game.winner_id == 0}


def fixed_landlord_state(hands: Sequence[Sequence[str]], bottom: Sequence[str], landlord: int) -> DoudizhuState:
    """A deal played from these cards with ``landlord`` fixed: it bids first and bids 3 (D4), taking the bottom (D6)."""
    state = DOUDIZHU.new_state({"deal": {"hands": [list(hand) for hand in hands], "bottom": list(bottom), "first_bidder": landlord}}, 0)
    assert isinstance(state, DoudizhuState)
    state.apply("bid:3")
    return state


def compare_raw(mine: dict[str, Any], theirs: dict[str, Any]) -> list[str]:
    """The raw_obs fields where the adapter's differs from RLCard's (the actions as a set when leading)."""
    trace = theirs["trace"]
    leading = not trace or (len(trace) >= 2 and trace[-1][1] == trace[-2][1] == RL_PASS)
    fields = [key for key in theirs if key != "actions" and mine.get(key) != theirs[key]]
    same_actions = set(mine["actions"]) == set(theirs["actions"]) if leading else mine["actions"] == theirs["actions"]
    return fields if same_actions else [*fields, "actions"]


@dataclass
class Differences:
    """Legal plays one rule set allows and the other does not, counted by combination, with an example of each."""

    counts: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)

    def add(self, ours: dict[str, str], theirs: Iterable[str]) -> None:
        """Compare our plays (RLCard's notation → Karciarnia's combination) with RLCard's; 'pass' is no play."""
        theirs = {play for play in theirs if play != RL_PASS}
        for play in theirs - ours.keys():
            self.note(f"rlcard only: {CARD_TYPE[0][play][0][0]}", play)
        for play in ours.keys() - theirs:
            self.note(f"karciarnia only: {ours[play]}", play)

    def note(self, key: str, example: str) -> None:
        self.counts[key] += 1
        self.examples.setdefault(key, example)

    def merge(self, other: Differences) -> None:
        self.counts.update(other.counts)
        for key, example in other.examples.items():
            self.examples.setdefault(key, example)

    def to_json(self) -> dict[str, Any]:
        return {key: {"count": count, "example": self.examples[key]} for key, count in sorted(self.counts.items())}


def our_plays(plays: Iterable[Action]) -> dict[str, str]:
    """Plays in RLCard's notation, each with its combination (passes left out)."""
    return {rl_action(play): play.kind for play in plays if isinstance(play, Play)}


def replay(game: int, native: dict[str, Any]) -> dict[str, Any]:
    """Replay a native game through Karciarnia with the adapter: whether every action (and the end) is the same, the
    raw_obs fields that differed, the rule differences met."""
    landlord = game % SEATS  # a different Karciarnia seat for RLCard's landlord from game to game
    hands = [native["hands"][rl_seat(seat, landlord)] for seat in range(SEATS)]
    state = fixed_landlord_state(hands, native["bottom"], landlord)
    fields: Counter[str] = Counter()
    rules = Differences()
    outcome = {"decisions": len(native["steps"]), "fields": fields, "rules": rules, "diverged": None}
    for move, (theirs, action) in enumerate(native["steps"]):
        seat = state.current_player
        assert seat is not None and rl_seat(seat, landlord) == theirs["self"], f"move {move}: another seat to play"
        obs = state.observation(seat)
        mine = raw_observation(obs)
        fields.update(compare_raw(mine, theirs))
        rules.add(our_plays(obs.legal_actions), theirs["actions"])
        choice = rule_step(mine, native_np_seed(game, move))
        if choice != action:
            return {**outcome, "decisions": move + 1, "diverged": f"move {move}: {choice!r} for RLCard's {action!r}"}
        state.apply(karciarnia_action(obs, action))
    if not state.is_terminal or (state.results[0].winner == "landlord") != native["landlord_won"]:
        return {**outcome, "diverged": "the end"}
    return outcome


def trace_task(game: int) -> dict[str, Any]:
    """One native game and its replay."""
    try:
        return replay(game, native_game(game))
    except (AssertionError, ValueError) as error:
        return {"decisions": 0, "fields": Counter(), "rules": Differences(), "diverged": str(error)}


def trace_check(games: int, seed: int, workers: int) -> dict[str, Any]:
    """Replay ``games`` RLCard-native games: how many traces are identical (every action and the end), how many also
    had every adapted observation equal to RLCard's, what differed, and the rule differences met."""
    outcomes = list(run_tasks(trace_task, range(seed, seed + games), workers))
    fields: Counter[str] = Counter()
    rules = Differences()
    for outcome in outcomes:
        fields.update(outcome["fields"])
        rules.merge(outcome["rules"])
    diverged = [f"game {seed + index}: {o['diverged']}" for index, o in enumerate(outcomes) if o["diverged"]]
    return {
        "games": games,
        "identical_traces": games - len(diverged),
        "identical_observations": sum(not o["diverged"] and not o["fields"] for o in outcomes),
        "decisions": sum(o["decisions"] for o in outcomes),
        "raw_obs_fields_differing": dict(fields),
        "rule_differences": rules.to_json(),
        "diverged": diverged[:10],
    }


def rule_comparison(hands: int, seed: int) -> dict[str, Any]:
    """Every lead from ``hands`` random hands of 20 cards (a landlord's) by both rule sets: the differences."""
    rules = Differences()
    for index in range(hands):
        cards = random_cards(seed + index, 20)
        rules.add(our_plays(plays(counts_of(cards), hand_of(cards))), DoudizhuJudger.playable_cards_from_hand(rl_cards(cards)))
    return {"hands": hands, "cards": 20, "differences": rules.to_json()}


def random_cards(seed: int, size: int) -> list[str]:
    """``size`` cards of the deck shuffled by ``seed``."""
    deck = list(DECK)
    Rng(seed).shuffle(deck)
    return deck[:size]


# -- 2. duplicate deals --------------------------------------------------------------------------------
LINEUPS = {"rule": ("rule", "rule"), "hard_landlord": ("hard", "rule"), "hard_farmers": ("rule", "hard")}  # (landlord, farmers)


def policy(level: str) -> Policy:
    """Hard (the engine's) or the rule agent (through the adapter)."""
    return rule_policy if level == "rule" else BUNDLE.policies[level]


SEEING_ITERATIONS = 1  # --seeing: the budget of hard's search, one world a decision (every copy of the real deal values alike)


def seeing_hard(state: DoudizhuState, observation: Observation, rng: Rng) -> Action:
    """The shipped hard's choice with the real deal as its one world, every hand seen (``--seeing``): a measuring
    stick, not an AI. Its rollouts and endgame solves are the shipped ones, and as both are deterministic in one
    world, one world values the candidates as any number of copies would."""
    hands = [list(state.hand_cards(seat)) for seat in range(SEATS)]
    real = dataclasses.replace(ai.SEARCH, worlds=lambda seen: lambda stream: DoudizhuState.world(seen, hands, stream.fork(1)))

    def valued_in_the_real_deal(seen: Observation, candidates: tuple[Action, ...], stream: Rng, budget: Budget) -> Valuation:
        return ai.valuation(seen, candidates, stream, budget, real)

    return searched_choice(observation, rng, Budget(iterations=SEEING_ITERATIONS), ai.search_candidates, valued_in_the_real_deal, ai.normal)


def play_lineup(deal_seed: int, hands: Sequence[Sequence[str]], bottom: Sequence[str], landlord: int, lineup: tuple[str, str], seeing: bool) -> int:
    """One deal with the landlord's and the farmers' levels (hard seeing every hand if ``seeing``); the landlord's score."""
    state = fixed_landlord_state(hands, bottom, landlord)
    budget = Budget(iterations=BUNDLE.browser_rollouts)
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None
        level = lineup[0] if seat == landlord else lineup[1]
        observation, rng = state.observation(seat), decision_rng(deal_seed, len(state.history), seat)
        state.apply(seeing_hard(state, observation, rng) if seeing and level == "hard" else policy(level)(observation, rng, budget))
    return state.results[0].scores[landlord]


def duplicate_task(deal_seed: int, seeing: bool = False) -> dict[str, int]:
    """One deal (Karciarnia's shuffle of ``deal_seed``, the landlord seat ``deal_seed`` mod 3) in every line-up."""
    dealt = DOUDIZHU.new_state(None, deal_seed)
    assert isinstance(dealt, DoudizhuState)
    hands = [dealt.hand_cards(seat) for seat in range(SEATS)]
    landlord = deal_seed % SEATS
    return {name: play_lineup(deal_seed, hands, dealt.bottom, landlord, lineup, seeing) for name, lineup in LINEUPS.items()}


def wilson(successes: int, trials: int) -> list[float] | None:
    """The 95 % Wilson score interval of a share (None without trials)."""
    if not trials:
        return None
    z = 1.96
    share = successes / trials
    centre = (share + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z / (1 + z * z / trials) * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    return [round(centre - half, 4), round(centre + half, 4)]


def share(successes: int, trials: int) -> dict[str, Any]:
    """A share with its count and its Wilson interval."""
    return {"share": round(successes / trials, 4) if trials else None, "of": trials, "ci95": wilson(successes, trials)}


def versus(hard: Sequence[int], rule: Sequence[int], sign: int, deals: Sequence[int]) -> dict[str, Any]:
    """Hard's results against the rule agent's on the same ``deals`` (their seeds; ``sign`` -1: the farmers' side,
    whose score is the landlord's negated), and the deals where hard's is the worse: those to study one by one."""
    differ = [(sign * a, sign * b) for a, b in zip(hard, rule, strict=True) if a != b]
    wins = [(a > 0, b > 0) for a, b in differ]
    differ_wins = [(a, b) for a, b in wins if a != b]
    return {
        "deals": len(hard),
        "differ": len(differ),
        "hard_better": {"count": sum(a > b for a, b in differ), **share(sum(a > b for a, b in differ), len(differ))},
        "by_win_only": {"differ": len(differ_wins), **share(sum(a for a, _ in differ_wins), len(differ_wins))},
        "mean_score_difference": round(sum(a - b for a, b in zip(hard, rule, strict=True)) * sign / len(hard), 3),
        "hard_worse_on": [deal for deal, a, b in zip(deals, hard, rule, strict=True) if sign * a < sign * b],
    }


def duplicate_summary(outcomes: Sequence[dict[str, int]], first_deal: int, seeing: bool) -> dict[str, Any]:
    """Per role, hard against the rule agent; the landlord's win rate in each line-up. ``outcomes`` are
    those of the deals from ``first_deal`` on, in order; ``seeing``: hard saw every hand, one world a decision."""
    scores = {name: [outcome[name] for outcome in outcomes] for name in LINEUPS}
    deals = range(first_deal, first_deal + len(outcomes))
    return {
        "deals": len(outcomes),
        "iterations": SEEING_ITERATIONS if seeing else BUNDLE.browser_rollouts,
        "hard_as_landlord": versus(scores["hard_landlord"], scores["rule"], 1, deals),
        "hard_as_farmers": versus(scores["hard_farmers"], scores["rule"], -1, deals),
        "landlord_win_rate": {name: share(sum(score > 0 for score in scores[name]), len(outcomes)) for name in LINEUPS},
    }


def duplicate_deals(deals: int, seed: int, workers: int, every: int, seeing: bool = False) -> dict[str, Any]:
    """Hard as landlord and hard as farmers against the rule agent on the same deals (the figures so far on
    stderr every ``every`` deals); with ``seeing``, hard sees every hand (:func:`seeing_hard`)."""
    outcomes: list[dict[str, int]] = []
    for outcome in run_tasks(partial(duplicate_task, seeing=seeing), range(seed, seed + deals), workers):
        outcomes.append(outcome)
        if every and len(outcomes) % every == 0 and len(outcomes) < deals:
            print(json.dumps(duplicate_summary(outcomes, seed, seeing)), file=sys.stderr, flush=True)
    return duplicate_summary(outcomes, seed, seeing)


def run_tasks(task: Callable[[int], Any], items: range, workers: int) -> Iterator[Any]:
    """``task`` over ``items`` in ``workers`` processes, each result in order as soon as it is ready."""
    if workers <= 1:
        yield from map(task, items)
        return
    with ProcessPoolExecutor(workers) as pool:
        yield from pool.map(task, items)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="duplicate deals (0: the trace check only)")
    parser.add_argument("--traces", type=int, default=200, help="RLCard-native games replayed through the adapter (0: none)")
    parser.add_argument("--hands", type=int, default=2000, help="random 20-card hands whose leads both rule sets list (0: none)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--progress", type=int, default=20, help="the duplicate figures so far on stderr every N deals (0: never)")
    parser.add_argument("--seeing", action="store_true", help="hard sees every hand (its one world the real deal): the most any reading could give")
    args = parser.parse_args()
    if np is None:
        print(f"rlcard is not installed (a benchmark's extra, not the project's): {PIP_COMMAND}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    report: dict[str, Any] = {"seed": args.seed, "seeing": args.seeing}
    if args.hands:
        report["rule_comparison"] = rule_comparison(args.hands, args.seed)
    if args.traces:
        report["trace_check"] = trace_check(args.traces, args.seed, args.workers)
    if args.deals:
        report["duplicate"] = duplicate_deals(args.deals, args.seed, args.workers, args.progress, args.seeing)
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
