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


def play_games(engine: PyodideEngine, per_game: int) -> list[dict]:
    """AI-only games of every game in the wheel, played in Pyodide through the boundary: a header
    (Python's version, the games), then per game its seed, options, levels and end."""
    catalog = engine.call("catalog")
    played: list[dict] = [{"python": engine.header["python"], "games": [game["id"] for game in catalog["games"]]}]
    for game in catalog["games"]:
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
# Four games of each game give every seat each level (they turn round the table by one a game) and
# Prezydent each table size (3-6 players), with one deal and two, revolution on and off.
# One test per start: its games are played once, by whichever test process runs it (a fixture shared
# by several tests was played again in each process that ran one of them).
@pytest.mark.parametrize(("boot", "per_game"), [("normal", 4), ("snapshot", 3)], ids=["normal", "snapshot"])
def test_pyodide_plays_full_games_exactly_like_cpython(request: pytest.FixtureRequest, boot: str, per_game: int) -> None:
    played = play_games(request.getfixturevalue("pyodide_engine" if boot == "normal" else "pyodide_snapshot_engine"), per_game)
    header, games = played[0], played[1:]
    assert header["python"].startswith("3.14")
    assert set(header["games"]) == {"prezydent", "doudizhu", "tarok", "koalicje"}
    assert len(games) == 4 * per_game
    for game in games:
        assert game["terminal"] and game["moves"] > 0
        if game["game"] == "prezydent":
            n = game["options"]["players"]
            # P15: each deal hands out n + (n-1) + … + 1 points.
            assert sum(game["scores"]) == game["options"]["deals"] * n * (n + 1) // 2
        # Same seed, same AIs: the same moves and scores bit for bit (the Rng is ours, not the platform's).
        scores, moves = cpython_game(game["game"], json.dumps(game["options"], sort_keys=True), game["seed"], tuple(game["players"]))
        assert (scores, moves) == (game["scores"], game["moves"]), game


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
