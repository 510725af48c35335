"""The deal of the day in Pyodide under Node.js: the same seed and the same par as in CPython."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia import daily  # noqa: E402
from karciarnia.catalog import GAMES  # noqa: E402
from pyodide_server import PyodideEngine  # noqa: E402

pytestmark = pytest.mark.pyodide
DAYS = ["2026-12-01", "2027-03-14"]


def test_every_game_s_seed_and_par_are_the_same_in_pyodide_and_cpython(pyodide_engine: PyodideEngine) -> None:
    games = [game["id"] for game in pyodide_engine.call("catalog")["games"]]
    assert sorted(games) == sorted(GAMES)
    for date in DAYS:
        for game in games:
            assert pyodide_engine.call("daily", game=game, date=date)["seed"] == daily.day_seed(game, date)
    # Each game's par on one day: the hard level playing every seat, the same moves in both interpreters
    # (another day is the same code from another seed, as the seeds above show; its par cost 24 s more).
    for game in games:
        assert pyodide_engine.call("par", game=game, date=DAYS[0])["par"] == daily.par(game, DAYS[0]), game
