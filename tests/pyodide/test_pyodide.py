"""The built wheel inside Pyodide under Node.js: it installs and plays full games."""

from __future__ import annotations

import functools
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia.ai import Budget
from karciarnia import computers
from karciarnia.catalog import get_game  # noqa: E402
from pyodide_server import PyodideEngine  # noqa: E402

pytestmark = pytest.mark.pyodide
SEARCH_ITERATIONS = 12  # a small, reproducible budget for the hard level


def play_games(engine: PyodideEngine, per_game: int, only: str | None = None) -> list[dict]:
    """AI-only games of every game in the wheel (``only`` that one), played in Pyodide through the boundary:
    a header (Python's version, the games), then per game its seed, options, levels and end."""
    catalog = engine.call("catalog")
    played: list[dict] = [
        {"python": engine.header["python"], "games": [game["id"] for game in catalog["games"]], "levels": {game["id"]: game["levels"] for game in catalog["games"]}}
    ]
    for game in catalog["games"]:
        if only not in (None, game["id"]):
            continue
        for i in range(per_game):
            seed = 1000 + i
            options = {"players": 3 + i % 4, "deals": 1 + i % 2, "revolution": i % 3 != 0} if game["id"] == "prezydent" else {}
            view = engine.call("new", game=game["id"], options=options, seed=seed)["view"]
            engine.call("close", session=view["session"])
            players = [game["levels"][(seat + i) % len(game["levels"])] for seat in range(len(view["players"]))]
            view = engine.call("new", game=game["id"], options=options, seed=seed, players=players)["view"]
            while not view["terminal"]:
                view = engine.call("ai", session=view["session"], budget={"iterations": SEARCH_ITERATIONS})["view"]
            engine.call("close", session=view["session"])
            played.append({"game": game["id"], "seed": seed, "options": options, "players": players,
                           "scores": view["scores"], "moves": view["moves"], "terminal": view["terminal"]})  # fmt: skip
    return played


@functools.cache
def cpython_game(game_id: str, options: str, seed: int, players: tuple[str, ...]) -> tuple[list[float], int]:
    """The scores and moves of the same game played in this CPython (once per game: the snapshot's
    games are the normal boot's first ones)."""
    state = get_game(game_id).new_state(json.loads(options), seed)
    while not state.is_terminal:
        actor = state.current_player
        rng = computers.decision_rng(state.seed, len(state.history), actor)
        budget = Budget(iterations=SEARCH_ITERATIONS)
        state.apply(computers.choose(game_id, players[actor], state.observation(actor), rng, budget))
    return state.returns(), len(state.history)


# Python started normally, and restored from the build's memory snapshot as the page's worker does for a fast start.
# Started normally, each game plays until every level has sat at the table (the levels turn round the table by
# one a game): one game of Dou Dizhu (three seats) and Koalicje (four, to its elections), two of Tarok, and
# Prezydent's four for each table size (3-6 players), with one deal and two, revolution on and off; one test per
# game, so that the games' costs are shared among the test processes.
# Restored from the snapshot, the engine is the same wheel: the first game of each game shows it plays
# the same (and the page's own start is in tests/e2e/test_snapshot.py).
GAMES = ("prezydent", "doudizhu", "tarok", "koalicje")
PER_GAME = {"prezydent": 4, "doudizhu": 1, "tarok": 2, "koalicje": 1}


def check_like_cpython(played: list[dict], games: set[str], per_game: int) -> None:
    header, games_played = played[0], played[1:]
    assert header["python"].startswith("3.14")
    assert set(header["games"]) == set(GAMES)
    assert len(games_played) == len(games) * per_game and {game["game"] for game in games_played} == games
    for game in games_played:
        assert game["terminal"] and game["moves"] > 0
        if game["game"] == "prezydent":
            n = game["options"]["players"]
            # P15: each deal hands out n + (n-1) + … + 1 points.
            assert sum(game["scores"]) == game["options"]["deals"] * n * (n + 1) // 2
        # Same seed, same AIs: the same moves and scores bit for bit (the Rng is ours, not the platform's).
        scores, moves = cpython_game(game["game"], json.dumps(game["options"], sort_keys=True), game["seed"], tuple(game["players"]))
        assert (scores, moves) == (game["scores"], game["moves"]), game


@pytest.mark.parametrize("game", GAMES)
def test_pyodide_plays_full_games_exactly_like_cpython(pyodide_engine: PyodideEngine, game: str) -> None:
    played = play_games(pyodide_engine, PER_GAME[game], only=game)
    check_like_cpython(played, {game}, PER_GAME[game])
    assert {level for each in played[1:] for level in each["players"]} == set(played[0]["levels"][game])  # every level played


def test_pyodide_from_the_snapshot_plays_like_cpython(pyodide_snapshot_engine: PyodideEngine) -> None:
    check_like_cpython(play_games(pyodide_snapshot_engine, 1), set(GAMES), 1)


def test_the_engine_imports_from_its_bytecode() -> None:
    """The wheel carries its modules compiled for the site's Python, so the worker's
    first boot does not compile their source (its sources are made to fail, and it still imports)."""
    result = subprocess.run(
        ["node", str(ROOT / "tests" / "pyodide" / "import_bytecode.mjs")], capture_output=True, text=True, timeout=300, check=False
    )
    assert result.returncode == 0, result.stderr[-2000:]  # Pyodide's error quotes its whole runtime first
    imported = json.loads(result.stdout)
    assert set(imported["games"]) == {"prezydent", "doudizhu", "tarok", "koalicje"}
    assert imported["modules"] > 20
