"""How often Prezydent's normal AI breaks a group when it need not (rule P21).

Plays all-normal 4-player games from seeds 0, 1, … and counts normal's plays
that split a pair, triple or four of its hand while a legal play that keeps
every group whole existed. Prints JSON: plays, needless breaks and their share.

Usage: .venv/bin/python scripts/bench_prezydent_breaks.py [--games 200]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

from karciarnia import computers
from karciarnia.games.prezydent.game import PREZYDENT, PrezydentObservation
from karciarnia.games.prezydent.plays import Play, card_value


def breaks_group(play: Play, observation: PrezydentObservation) -> bool:
    """Whether ``play`` leaves part of its rank's group in the hand."""
    counts = Counter(card_value(card) for card in observation.hand)
    return counts[card_value(play.cards[0])] > len(play.cards)


def measure(games: int) -> dict[str, float]:
    """Plays and needless breaks of all-normal games from seeds ``0 … games - 1``."""
    plays = needless = 0
    for seed in range(games):
        state = PREZYDENT.new_state({"players": 4}, seed)
        while not state.is_terminal:
            actor = state.current_player
            assert actor is not None
            observation = state.observation(actor)
            action = computers.choose("prezydent", "normal", observation, computers.decision_rng(seed, len(state.history), actor))
            if isinstance(action, Play) and observation.phase == "play":
                plays += 1
                whole_exists = any(
                    isinstance(other, Play) and not breaks_group(other, observation) for other in observation.legal_actions
                )
                needless += breaks_group(action, observation) and whole_exists
            state.apply(action)
    return {"games": games, "plays": plays, "needless_breaks": needless, "share_percent": round(100 * needless / plays, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="all-normal games to play")
    print(json.dumps(measure(parser.parse_args().games), indent=2))


if __name__ == "__main__":
    main()
