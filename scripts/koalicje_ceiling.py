"""How far Koalicje's hard could get over normal if its worlds were the true deal: a measuring stick, not an AI.

Plays duplicate deals (hard in seats 0 and 2, then 1 and 3, as ``tournament
koalicje --levels hard,normal`` does) with a hard level whose one world per
decision is the real deal, every hand seen, played out as the shipped hard plays
its worlds out. Its edge over normal bounds what any better sampling of the
hidden hands can give the real hard. Prints the mean difference in votes per
seat and round with its 95 % interval, and the deals won and lost.

Usage: .venv/bin/python scripts/koalicje_ceiling.py [--deals 100] [--seed 9000]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics

from karciarnia.ai import Budget
from karciarnia import computers
from karciarnia import ai, tournament
from karciarnia.games.koalicje import ai as koalicje
from karciarnia.ai.search import Valuation, evaluate, searched_choice
from karciarnia.games.koalicje.game import KOALICJE, KoalicjeState
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

ASSIGNMENTS = tournament.rotations(["hard", "normal", "hard", "normal"])


def seeing_hard(state: KoalicjeState, observation: Observation, rng: Rng) -> Action:
    """The shipped hard's choice, its candidates valued in the one world that is the real deal."""
    real = dataclasses.replace(
        koalicje.SEARCH,
        sample_world=lambda seen, stream: koalicje.SearchWorld.world(seen, [list(hand) for hand in state.hands], stream.fork(1)),
    )

    def valued_in_the_real_deal(seen: Observation, candidates: tuple[Action, ...], stream: Rng, budget: ai.Budget) -> Valuation:
        return evaluate(real, dataclasses.replace(seen, legal_actions=candidates), candidates, stream, budget)

    return searched_choice(observation, rng, Budget(iterations=1), koalicje.search_candidates, valued_in_the_real_deal, koalicje.normal)


def play_round(seed: int, seats: list[str]) -> list[float]:
    """Each seat's votes at the end of the first round of the deal from ``seed``."""
    state = KOALICJE.new_state({}, seed)
    assert isinstance(state, KoalicjeState)
    while not state.is_terminal and state.round == 1:
        seat = state.current_player
        assert seat is not None
        observation, rng = state.observation(seat), computers.decision_rng(seed, len(state.history), seat)
        if seats[seat] == "hard":
            state.apply(seeing_hard(state, observation, rng))
        else:
            state.apply(koalicje.normal(observation, rng, Budget()))
    return [float(votes) for votes in state.returns()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=9000)
    args = parser.parse_args()
    results = [[play_round(seed, seats) for seats in ASSIGNMENTS] for seed in range(args.seed, args.seed + args.deals)]
    differences = [deal["hard"] - deal["normal"] for deal in tournament.deal_means(ASSIGNMENTS, results)]
    print(json.dumps({
        "deals": args.deals,
        "seed": args.seed,
        "mean_difference": round(statistics.fmean(differences), 4),
        "difference_ci95": tournament.interval(differences),
        "deals_won": [sum(d > 0 for d in differences), sum(d < 0 for d in differences)],
    }))


if __name__ == "__main__":
    main()
