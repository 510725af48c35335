"""How much stronger each level is than the one below it, per game: the matches that were tests.

Strength is a benchmark, not a test (issue 33): these duplicate and seat-swapped
matches between levels used to be assertions in tests/engine, each with a bar
below what the code produced. They are played here exactly as the tests played
them (same seeds, same deals, same search budgets, same way of drawing each
decision's stream), and print their figures with the bar the test asserted, so
a change in strength shows without any test failing on it. The tests keep what
is behaviour: hard takes the clearly better move in positions built for it,
its choices are legal and reproducible, its worlds hide what it may not see.

For a fuller view at the browser's budgets, ``python -m karciarnia ladder GAME``
rates easy and hard against normal; ``tournament`` plays any pairing.

Prints one JSON line per match: ``name``, ``was`` (the test it was), ``figures``
and ``bar`` (the test's assertion, in words) and ``clears_bar``; the exit status
is 0 whatever the figures.

Usage: .venv/bin/python scripts/bench_strength.py [--only NAME,…] [--workers N]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from karciarnia import computers, tournament
from karciarnia.ai import Budget
from karciarnia.games.doudizhu import ai as doudizhu_ai
from karciarnia.games.doudizhu.game import DOUDIZHU, DoudizhuState
from karciarnia.games.koalicje import ai as koalicje_ai
from karciarnia.games.koalicje.game import KOALICJE
from karciarnia.games.prezydent.game import PREZYDENT
from karciarnia.games.tarok.game import TAROK
from karciarnia.rng import Rng

Figures = dict[str, Any]


# -- hard against normal: duplicate tournaments (karciarnia.tournament) -----------------------------
def hard_pair(game: str, levels: list[str], deals: int, seed: int, iterations: int) -> Figures:
    report = tournament.run(game, levels, deals=deals, seed=seed, iterations=iterations, workers=1)
    pair = report["pairs"][0]
    assert pair["levels"] == ["hard", "normal"]
    won, lost = pair["deals_won"]
    return {
        "deals": deals, "seed": seed, "iterations": iterations, "won": won, "lost": lost,
        "tied": pair["deals_tied"], "mean_difference": pair["mean_difference"], "difference_ci95": pair["difference_ci95"],
    }  # fmt: skip


def doudizhu_hard() -> tuple[Figures, bool]:
    # Hard in each seat in turn against two normals on the same cards, 40 rollouts a decision.
    got = hard_pair("doudizhu", ["hard", "normal", "normal"], 20, 5000, 40)
    return got, got["won"] > got["lost"] and got["mean_difference"] > 0


def koalicje_hard() -> tuple[Figures, bool]:
    # Each level in each seat on the same cards, 30 rollouts a decision (votes per seat and round).
    got = hard_pair("koalicje", ["hard", "normal"], 40, 2000, 30)
    clears = got["mean_difference"] >= 1.5 and got["difference_ci95"][0] > 0 and got["won"] >= 2 * got["lost"]
    return got, clears


def tarok_hard() -> tuple[Figures, bool]:
    # Every deal twice with the seats swapped, 150 rollouts a decision (a tenth of the default).
    got = hard_pair("tarok", ["hard", "normal"], 24, 4000, 150)
    return got, got["won"] > got["lost"] and got["mean_difference"] > 0


# -- normal against easy ---------------------------------------------------------------------------
def tarok_normal() -> tuple[Figures, bool]:
    def play(seed: int, levels: tuple[str, str]) -> list[int]:
        state = TAROK.new_state({}, seed)
        while not state.is_terminal:
            seat = state.current_player
            rng = Rng(seed).fork(len(state.history) * 8 + seat)
            state.apply(computers.choose("tarok", levels[seat], state.observation(seat), rng))
        return state.returns()

    deals = 40
    normal_points = easy_points = normal_wins = 0
    for seed in range(deals):
        first, second = play(seed, ("normal", "easy")), play(seed, ("easy", "normal"))
        normal_points += first[0] + second[1]
        easy_points += first[1] + second[0]
        normal_wins += (first[0] > first[1]) + (second[1] > second[0])
    got = {
        "deals": 2 * deals, "normal_points_per_deal": normal_points / (2 * deals),
        "easy_points_per_deal": easy_points / (2 * deals), "normal_win_share": normal_wins / (2 * deals),
    }  # fmt: skip
    clears = got["normal_points_per_deal"] >= got["easy_points_per_deal"] + 12 and got["normal_win_share"] >= 0.65
    return got, clears


def koalicje_games() -> tuple[Figures, bool]:
    wins = games = 0
    for seed in range(60):
        for seat in range(4):
            levels = [koalicje_ai.easy] * 4
            levels[seat] = koalicje_ai.normal
            state = KOALICJE.new_state({}, seed=seed)
            rng = Rng(seed ^ 0x5EED)
            while not state.is_terminal:
                actor = state.current_player
                state.apply(levels[actor](state.observation(actor), rng, Budget()))
            wins += state.winner == seat
            games += 1
    return {"games": games, "normal_win_share": wins / games}, wins / games >= 0.55


def koalicje_votes() -> tuple[Figures, bool]:
    def first_round(levels: list[Callable[..., Any]], seed: int) -> tuple[int, ...]:
        state = KOALICJE.new_state({}, seed=seed)
        rng = Rng(seed)
        while not state.round_results:
            seat = state.current_player
            state.apply(levels[seat](state.observation(seat), rng, Budget()))
        return state.round_results[0].gained

    normal_votes = easy_votes = 0
    for seed in range(100):
        base = first_round([koalicje_ai.easy] * 4, seed)
        for seat in range(4):
            levels = [koalicje_ai.easy] * 4
            levels[seat] = koalicje_ai.normal
            normal_votes += first_round(levels, seed)[seat]
            easy_votes += base[seat]
    return {"rounds": 400, "normal_votes": normal_votes, "easy_votes": easy_votes}, normal_votes >= 1.15 * easy_votes


DOUDIZHU_LEVELS = {"easy": doudizhu_ai.easy, "normal": doudizhu_ai.normal}


def doudizhu_play_out(state: DoudizhuState, seating: tuple[str, ...]) -> None:
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None
        rng = Rng(state.seed).fork(len(state.history) * 8 + seat)
        state.apply(DOUDIZHU_LEVELS[seating[seat]](state.observation(seat), rng, None))  # type: ignore[arg-type]


def doudizhu_bidding() -> tuple[Figures, bool]:
    # Every deal in the six seatings that mix the levels; roles come from the bidding.
    seatings = [s for s in itertools.product(("normal", "easy"), repeat=3) if len(set(s)) == 2]
    score = {"normal": 0, "easy": 0}
    for seed in range(500, 560):
        for seating in seatings:
            state = DOUDIZHU.new_state(None, seed)
            assert isinstance(state, DoudizhuState)
            doudizhu_play_out(state, seating)
            for seat, level in enumerate(seating):
                score[level] += state.results[0].scores[seat]
    seat_games = 60 * len(seatings) * 3 / 2
    got = {"seat_deals_per_level": seat_games, "normal_per_seat_deal": score["normal"] / seat_games}
    return got, got["normal_per_seat_deal"] > 0.5


def doudizhu_roles() -> tuple[Figures, bool]:
    # Forced roles (a chosen seat bids 3) on the same cards: the landlord's hand played by normal or by
    # easy (farmers easy), and the farmers' hands by two normals or two easies (landlord easy).
    def force_landlord(state: DoudizhuState, landlord: int) -> None:
        while state.phase == "bidding":
            state.apply("bid:3" if state.current_player == landlord else "bid:pass")

    landlord_wins = {"normal": 0, "easy": 0}
    farmer_wins = {"normal": 0, "easy": 0}
    for seed in range(700, 790):
        landlord = seed % 3
        for level in ("normal", "easy"):
            for seating, side, wins in (
                (tuple(level if seat == landlord else "easy" for seat in range(3)), "landlord", landlord_wins),
                (tuple("easy" if seat == landlord else level for seat in range(3)), "farmers", farmer_wins),
            ):
                state = DOUDIZHU.new_state(None, seed)
                assert isinstance(state, DoudizhuState)
                force_landlord(state, landlord)
                doudizhu_play_out(state, seating)
                wins[level] += state.results[0].winner == side
    got = {"deals": 90, "landlord_wins": landlord_wins, "farmer_wins": farmer_wins}
    clears = landlord_wins["normal"] >= landlord_wins["easy"] + 15 and farmer_wins["normal"] >= farmer_wins["easy"] + 6
    return got, clears


def prezydent_normal() -> tuple[Figures, bool]:
    # 300 seeded 4-player deals, each played twice with the seats swapped.
    def seat_game(levels: list[str], seed: int) -> list[int]:
        state = PREZYDENT.new_state({"players": len(levels), "deals": 1}, seed=seed)
        rng = Rng(seed + 10_000)
        while not state.is_terminal:
            seat = state.current_player
            state.apply(computers.choose("prezydent", levels[seat], state.observation(seat), rng))
        return state.returns()

    totals = {"easy": 0, "normal": 0}
    for seed in range(300):
        for levels in (["normal", "easy"] * 2, ["easy", "normal"] * 2):
            for level, score in zip(levels, seat_game(levels, seed), strict=True):
                totals[level] += score
    games = 300 * 2 * 2
    got = {"seat_deals_per_level": games, "normal_mean": totals["normal"] / games, "easy_mean": totals["easy"] / games}
    return got, got["normal_mean"] - got["easy_mean"] > 0.2


# name: (measure, the test it was, the bar that test asserted)
MATCHES: dict[str, tuple[Callable[[], tuple[Figures, bool]], str, str]] = {
    "doudizhu-hard": (doudizhu_hard, "tests/engine/test_doudizhu_hard.py::test_hard_beats_normal_on_duplicate_deals",
                      "more deals won than lost, mean difference > 0"),
    "koalicje-hard": (koalicje_hard, "tests/engine/test_koalicje_hard.py::test_hard_beats_normal_in_a_small_duplicate_tournament",
                      "mean difference >= 1.5 votes, its 95 % interval above 0, deals won >= 2 × lost"),
    "tarok-hard": (tarok_hard, "tests/engine/test_tarok_hard.py::test_hard_beats_normal_on_duplicate_deals",
                   "more deals won than lost, mean difference > 0"),
    "tarok-normal": (tarok_normal, "tests/engine/test_tarok_ai.py::test_normal_beats_easy_on_seat_swapped_deals",
                     "normal >= easy + 12 points a deal, wins >= 65 % of deals"),
    "koalicje-normal-games": (koalicje_games, "tests/engine/test_koalicje_ai.py::test_normal_beats_easy_in_seat_rotated_games",
                              "one normal among three easies wins >= 55 % of games"),
    "koalicje-normal-votes": (koalicje_votes, "tests/engine/test_koalicje_ai.py::test_normal_takes_more_votes_than_easy_from_the_same_deals",
                              "normal's votes >= 1.15 × easy's in the same seat of the same round"),
    "doudizhu-normal-bidding": (doudizhu_bidding, "tests/engine/test_doudizhu_ai.py::test_normal_beats_easy_on_duplicate_deals_with_bidding",
                                "normal > +0.5 a seat and deal"),
    "doudizhu-normal-roles": (doudizhu_roles, "tests/engine/test_doudizhu_ai.py::test_normal_beats_easy_in_both_roles",
                              "as landlord >= easy + 15 deals won, as farmers >= easy + 6"),
    "prezydent-normal": (prezydent_normal, "tests/engine/test_prezydent_ai.py::test_normal_beats_easy_on_average",
                         "normal's mean points a deal > easy's + 0.2"),
}  # fmt: skip


def measure(name: str) -> dict[str, Any]:
    run, was, bar = MATCHES[name]
    started = time.process_time()
    figures, clears = run()
    return {"name": name, "was": was, "figures": figures, "bar": bar, "clears_bar": clears,
            "cpu_seconds": round(time.process_time() - started, 1)}  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated names: " + ", ".join(MATCHES))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: one per core)")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else list(MATCHES)
    unknown = [name for name in names if name not in MATCHES]
    if unknown:
        parser.error(f"unknown: {', '.join(unknown)}")
    if args.workers > 1:
        with ProcessPoolExecutor(min(args.workers, len(names))) as pool:
            for line in pool.map(measure, names):
                print(json.dumps(line), flush=True)
    else:
        for name in names:
            print(json.dumps(measure(name)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
