"""How much the analysis of a deal's decisions says each AI level loses per decision, and what it costs in CPython.

Plays ``--deals`` first deals of each game with every seat at one AI level,
analyses seat 0's decisions in it, and prints per game and level the spread of
the losses of searched, unforced decisions (the data behind each game's
bars), the share above each bar (inaccuracy, mistake, blunder), the share of
marked decisions (mistakes and blunders) whose verdict carries a reason in
words (beyond the two values), with the kinds given, and the analysis time per
decision and per deal. ``--unexplained N`` prints up to N marked decisions
without one (the position, the move played and the better move).

    .venv/bin/python scripts/analysis_losses.py --deals 20 --levels normal easy
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia.analysis import analyse_observation
from karciarnia.catalog import GAMES


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(game_id: str, level: str, deals: int, unexplained: int = 0) -> None:
    losses: list[float] = []
    per_decision: list[float] = []
    per_deal: list[float] = []
    marked = 0
    kinds: Counter[str] = Counter()
    without: list[str] = []
    for seed in range(deals):
        state = GAMES[game_id].new_state({}, seed)
        deal = state.deal_number
        spent = 0.0
        while not state.is_terminal and state.deal_number == deal:
            seat = state.current_player
            assert seat is not None
            observation = state.observation(seat)
            action = computers.choose(game_id, level, observation, computers.decision_rng(seed, len(state.history), seat))
            if seat == 0:
                start = time.perf_counter()
                decision = analyse_observation(game_id, observation, action, len(state.history), deal)
                took = time.perf_counter() - start
                spent += took
                if decision.values:
                    per_decision.append(took)
                    losses.append(decision.loss)
                if decision.mistake:
                    marked += 1
                    said = {reason.kind for reason in decision.reasons} - {"better_move_value"}
                    kinds.update(said or {"(none)"})
                    if not said and len(without) < unexplained:
                        without.append(f"  seed {seed} move {decision.move}: played {decision.chosen.id}, better {decision.best.id}, loss {decision.loss:.2f}\n    {observation}")
            state.apply(action)
        per_deal.append(spent)
    shares = " ".join(
        f"{name}>{bar:g}: {100 * sum(loss > bar for loss in losses) / len(losses):.1f}%" for name, bar in reversed(BUNDLES[game_id].analyst.thresholds.bars())
    )
    spread = " ".join(f"p{int(share * 100)}={percentile(losses, share):.2f}" for share in (0.5, 0.75, 0.9, 0.95, 0.98))
    print(
        f"{game_id:9} {level:6} searched decisions {len(losses):4}  loss {spread} max={max(losses):.2f}  "
        f"{shares}  "
        f"s/decision mean {statistics.mean(per_decision):.3f} max {max(per_decision):.3f}  "
        f"s/deal mean {statistics.mean(per_deal):.2f} max {max(per_deal):.2f}",
        flush=True,
    )
    explained = marked - kinds["(none)"]
    print(f"{'':9} {level:6} marked decisions {marked}, with a reason in words {explained} ({100 * explained / max(marked, 1):.0f}%): {dict(kinds.most_common())}", flush=True)
    for line in without:
        print(line, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--levels", nargs="+", default=["normal", "easy"])
    parser.add_argument("--games", nargs="+", default=list(BUNDLES))
    parser.add_argument("--unexplained", type=int, default=0, help="print up to this many marked decisions with no reason in words")
    args = parser.parse_args()
    for game_id in args.games:
        for level in args.levels:
            measure(game_id, level, args.deals, args.unexplained)


if __name__ == "__main__":
    main()
