"""How far a game's hard could get over normal if its worlds were the true deal: a measuring stick, not an AI.

Plays duplicate deals (hard and normal alternating round the table, in every
rotation, as the ladder seats them) of the first deal from each seed (Koalicje:
its first round) with a hard level whose one world per decision is the real
deal, every hand seen, played out as the shipped hard plays its worlds out. Its
edge over normal bounds what any better reading of the hidden hands can give the
real hard, whose worlds are only read from the play. Prints the mean difference
per deal in the ladder's points (Prezydent: places, Koalicje: votes) with its
95 % interval, and the deals won and lost.

Usage: .venv/bin/python scripts/seeing_ceiling.py {koalicje,prezydent} [--deals 100] [--seed 0]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
from types import ModuleType

from karciarnia import ai, computers, tournament
from karciarnia.ai import Budget
from karciarnia.ai.search import Valuation, evaluate, searched_choice
from karciarnia.catalog import get_game
from karciarnia.games.koalicje import ai as koalicje
from karciarnia.games.prezydent import ai as prezydent
from karciarnia.protocol import Action, Observation, State
from karciarnia.rng import Rng

AIS: dict[str, tuple[ModuleType, type[State]]] = {
    "koalicje": (koalicje, koalicje.SearchWorld),  # its worlds stop at the end of the round
    "prezydent": (prezydent, prezydent.SearchWorld),  # its worlds play the searching seat as hard does
}
ASSIGNMENTS = tournament.rotations(["hard", "normal", "hard", "normal"])


def seeing_hard(game_id: str, state: State, observation: Observation, rng: Rng) -> Action:
    """The shipped hard's choice, its candidates valued in the one world that is the real deal."""
    module, world = AIS[game_id]
    hands = [list(hand) for hand in state.hands]  # type: ignore[attr-defined]  # both games keep every hand
    real = dataclasses.replace(module.SEARCH, worlds=lambda seen: lambda stream: world.world(seen, hands, stream.fork(1)))

    def valued_in_the_real_deal(seen: Observation, candidates: tuple[Action, ...], stream: Rng, budget: ai.Budget) -> Valuation:
        return evaluate(real, dataclasses.replace(seen, legal_actions=candidates), candidates, stream, budget)

    return searched_choice(observation, rng, Budget(iterations=1), module.search_candidates, valued_in_the_real_deal, module.normal)


def play_deal(game_id: str, seed: int, seats: list[str]) -> list[float]:
    """Each seat's result at the end of the first deal from ``seed``."""
    state = get_game(game_id).new_state({}, seed)
    first = state.deal_number
    while not state.is_terminal and state.deal_number == first:
        seat = state.current_player
        assert seat is not None
        observation, rng = state.observation(seat), computers.decision_rng(seed, len(state.history), seat)
        if seats[seat] == "hard":
            state.apply(seeing_hard(game_id, state, observation, rng))
        else:
            state.apply(AIS[game_id][0].normal(observation, rng, Budget()))
    return [float(points) for points in state.returns()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(AIS))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    results = [[play_deal(args.game, seed, seats) for seats in ASSIGNMENTS] for seed in range(args.seed, args.seed + args.deals)]
    differences = [deal["hard"] - deal["normal"] for deal in tournament.deal_means(ASSIGNMENTS, results)]
    print(json.dumps({
        "game": args.game,
        "deals": args.deals,
        "seed": args.seed,
        "mean_difference": round(statistics.fmean(differences), 4),
        "difference_ci95": tournament.interval(differences),
        "deals_won": [sum(d > 0 for d in differences), sum(d < 0 for d in differences)],
    }))


if __name__ == "__main__":
    main()
