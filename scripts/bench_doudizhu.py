"""Dou Dizhu figures: random legal games per second, and normal against easy.

    python scripts/bench_doudizhu.py [--seconds 10] [--deals 500]

1. Speed: complete random legal games (deal, bidding, play; every action drawn
   uniformly from ``legal_actions()``) for ``--seconds``; games per second.
2. Normal against easy on duplicate deals, with bidding: every deal is played
   in the six seatings that mix the two levels (one or two normal seats), so
   both levels hold every hand in every seat. Mean score per seat and game,
   and per role (landlord / farmer) as the bidding made it.
3. Card play with forced roles, duplicate: on each deal a chosen seat bids 3;
   (a) the landlord is normal or easy against two easy farmers; (b) the
   farmers are both normal or both easy against an easy landlord.
"""

from __future__ import annotations

import argparse
import itertools
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))

from karciarnia.games.doudizhu import ai as policies  # noqa: E402
from karciarnia.games.doudizhu.game import DOUDIZHU, DoudizhuState  # noqa: E402
from karciarnia.rng import Rng  # noqa: E402

LEVELS = {"easy": policies.easy, "normal": policies.normal}


def random_games(seconds: float, seed: int = 0) -> dict[str, Any]:
    rng = Rng(seed)
    games = moves = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = DOUDIZHU.new_state(None, seed + games)
        while not state.is_terminal:
            actions = state.legal_actions()
            state.apply(actions[rng.below(len(actions))])
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"games": games, "games_per_second": round(games / elapsed, 1), "moves_per_game": round(moves / games, 1)}


def play_out(state: DoudizhuState, seats: tuple[str, ...]) -> None:
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None
        action = LEVELS[seats[seat]](state.observation(seat), Rng(state.seed).fork(len(state.history) * 8 + seat), None)
        state.apply(action)


def force_landlord(state: DoudizhuState, landlord: int) -> None:
    """Seats pass until ``landlord``, which bids 3 (D4: the bidding ends at once)."""
    while state.phase == "bidding":
        state.apply("bid:3" if state.current_player == landlord else "bid:pass")


def duel_with_bidding(deals: range) -> dict[str, Any]:
    seatings = [s for s in itertools.product(("normal", "easy"), repeat=3) if len(set(s)) == 2]
    score = {"normal": 0, "easy": 0}
    seats = {"normal": 0, "easy": 0}
    roles: dict[str, list[int]] = {}
    for seed in deals:
        for seating in seatings:
            state = DOUDIZHU.new_state(None, seed)
            assert isinstance(state, DoudizhuState)
            play_out(state, seating)
            result = state.results[0]
            for seat, level in enumerate(seating):
                score[level] += result.scores[seat]
                seats[level] += 1
                role = "landlord" if seat == result.landlord else "farmer"
                won = (result.winner == "landlord") == (seat == result.landlord)
                entry = roles.setdefault(f"{level}_{role}", [0, 0, 0])
                entry[0] += 1
                entry[1] += result.scores[seat]
                entry[2] += won
    return {
        "games": len(deals) * len(seatings),
        "mean_score_per_seat": {level: round(score[level] / seats[level], 3) for level in score},
        "by_role": {
            key: {"seat_games": n, "mean_score": round(total / n, 3), "win_rate": round(wins / n, 3)}
            for key, (n, total, wins) in sorted(roles.items())
        },
    }


def duel_forced_roles(deals: range) -> dict[str, Any]:
    landlord_score = {"normal": 0, "easy": 0}
    landlord_wins = {"normal": 0, "easy": 0}
    farmer_score = {"normal": 0, "easy": 0}
    farmer_wins = {"normal": 0, "easy": 0}
    for seed in deals:
        landlord = seed % 3
        for level in ("normal", "easy"):
            seating = tuple(level if seat == landlord else "easy" for seat in range(3))
            state = DOUDIZHU.new_state(None, seed)
            assert isinstance(state, DoudizhuState)
            force_landlord(state, landlord)
            play_out(state, seating)
            result = state.results[0]
            landlord_score[level] += result.scores[landlord]
            landlord_wins[level] += result.winner == "landlord"
            seating = tuple("easy" if seat == landlord else level for seat in range(3))
            state = DOUDIZHU.new_state(None, seed)
            assert isinstance(state, DoudizhuState)
            force_landlord(state, landlord)
            play_out(state, seating)
            result = state.results[0]
            farmer_score[level] -= result.scores[landlord] // 2
            farmer_wins[level] += result.winner == "farmers"
    n = len(deals)
    return {
        "deals": n,
        "landlord_vs_two_easy": {
            level: {"mean_score": round(landlord_score[level] / n, 3), "win_rate": round(landlord_wins[level] / n, 3)}
            for level in landlord_score
        },
        "farmers_vs_easy_landlord": {
            level: {
                "mean_score_per_farmer": round(farmer_score[level] / n, 3),
                "win_rate": round(farmer_wins[level] / n, 3),
            }
            for level in farmer_score
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0, help="time for the random-games figure")
    parser.add_argument("--deals", type=int, default=500, help="duplicate deals for the AI comparisons")
    parser.add_argument("--seed", type=int, default=100_000, help="first deal seed of the AI comparisons")
    args = parser.parse_args()
    report: dict[str, Any] = {"python": platform.python_version(), "implementation": platform.python_implementation()}
    report["random"] = random_games(args.seconds)
    deals = range(args.seed, args.seed + args.deals)
    start = time.perf_counter()
    report["normal_vs_easy_with_bidding"] = duel_with_bidding(deals)
    report["normal_vs_easy_forced_roles"] = duel_forced_roles(deals)
    report["ai_comparison_seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
