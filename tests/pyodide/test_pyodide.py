"""The built wheel inside Pyodide under Node.js: it installs and plays full games."""

from __future__ import annotations

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

pytestmark = pytest.mark.pyodide
SEARCH_ITERATIONS = 12  # as in play_games.mjs


# Python started normally, and restored from the build's memory snapshot as the page's worker does for a fast start.
@pytest.fixture(scope="module", params=[("normal", 8), ("snapshot", 3)], ids=["normal", "snapshot"])
def pyodide_games(request) -> list[dict]:
    if not (ROOT / "dist" / "build.json").exists():
        pytest.fail("dist/ is not built: run scripts/build_site.py (scripts/test.sh does)")
    boot, per_game = request.param
    result = subprocess.run(
        ["node", str(ROOT / "tests" / "pyodide" / "play_games.mjs"), str(per_game), boot],
        capture_output=True, text=True, timeout=600, check=False,
    )
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]


def test_runs_python_314_and_lists_every_game(pyodide_games: list[dict]) -> None:
    header = pyodide_games[0]
    assert header["python"].startswith("3.14")
    assert "prezydent" in header["games"]


def test_full_games_finish_with_valid_scores(pyodide_games: list[dict]) -> None:
    games = pyodide_games[1:]
    assert len(games) >= 3 * 4
    for game in games:
        assert game["terminal"] and game["moves"] > 0
        if game["game"] == "prezydent":
            n = game["options"]["players"]
            # P15: each deal hands out n + (n-1) + … + 1 points.
            assert sum(game["scores"]) == game["options"]["deals"] * n * (n + 1) // 2


def test_pyodide_plays_exactly_like_cpython(pyodide_games: list[dict]) -> None:
    """Same seed, same AIs: the same moves and scores bit for bit (the Rng is ours, not the platform's)."""
    for game in pyodide_games[1:]:
        state = get_game(game["game"]).new_state(game["options"], game["seed"])
        while not state.is_terminal:
            actor = state.current_player
            rng = computers.decision_rng(state.seed, len(state.history), actor)
            budget = Budget(iterations=SEARCH_ITERATIONS)
            state.apply(computers.choose(game["game"], game["players"][actor], state.observation(actor), rng, budget))
        assert state.returns() == game["scores"]
        assert len(state.history) == game["moves"]


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
