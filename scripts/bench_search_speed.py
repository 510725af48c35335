"""CPU seconds of the hard level's search from fixed positions: a change to a game's rules or AI
compared with another commit's on exactly the same work.

Positions come from four seeds of the game played by the normal level (every sixth decision with a
choice); from each, hard searches ``--iterations`` rollouts. Each pass starts from empty memos (every
``Memo`` in ``karciarnia.ai.memo.MEMOS``: one filled by the pass before would serve the same positions
again; Koalicje's bounded cache of completions, 15 tables here, stays, and clearing it changes nothing
measurable), and the best of three is printed as
JSON, so two engines are compared by running this script with each on ``PYTHONPATH``, e.g. an older
commit checked out with ``git worktree add /tmp/old <commit>``:

    PYTHONPATH=/tmp/old/engine .venv/bin/python scripts/bench_search_speed.py doudizhu
    PYTHONPATH=engine .venv/bin/python scripts/bench_search_speed.py doudizhu

``--option NAME=JSON`` plays a house rule (the plain game by default). Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import json
import time

from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.ai.memo import MEMOS
from karciarnia.catalog import get_game
from karciarnia.protocol import Observation

Position = tuple[Observation, int, int, int]


def positions(game_id: str, options: dict, seeds: int = 4, moves: int = 60) -> list[Position]:
    """Decisions with a choice, every sixth of the first ``moves`` of ``seeds`` normal-level games."""
    found: list[Position] = []
    for seed in range(seeds):
        state = get_game(game_id).new_state(options, seed)
        for step in range(moves):
            if state.is_terminal:
                break
            seat = state.current_player
            observation = state.observation(seat)
            if step % 6 == 3 and len(observation.legal_actions) > 1:
                found.append((observation, state.seed, len(state.history), seat))
            rng = computers.decision_rng(state.seed, len(state.history), seat)
            state.apply(computers.choose(game_id, "normal", observation, rng, Budget(iterations=10)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--iterations", type=int, default=200, help="hard's rollouts per position")
    parser.add_argument("--option", action="append", default=[], help="NAME=JSON, a game option")
    args = parser.parse_args()
    options = {name: json.loads(value) for name, value in (item.split("=", 1) for item in args.option)}
    chosen = positions(args.game, options)
    best = float("inf")
    for _ in range(3):
        for memo in MEMOS.values():  # no pass reuses what the one before (or the positions' normal play) memoised
            memo.clear()
        started = time.process_time()
        for observation, seed, moves, seat in chosen:
            computers.choose(args.game, "hard", observation, computers.decision_rng(seed, moves, seat), Budget(iterations=args.iterations))
        best = min(best, time.process_time() - started)
    print(json.dumps({"game": args.game, "options": options, "positions": len(chosen), "iterations": args.iterations, "best_cpu_s": round(best, 3)}))


if __name__ == "__main__":
    main()
