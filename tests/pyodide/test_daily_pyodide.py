"""The deal of the day in Pyodide under Node.js: the same seed and the same par as in CPython."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia import daily  # noqa: E402
from karciarnia.catalog import GAMES  # noqa: E402

pytestmark = pytest.mark.pyodide
DAYS = ["2026-12-01", "2027-03-14"]


def test_every_game_s_seed_and_par_are_the_same_in_pyodide_and_cpython() -> None:
    if not (ROOT / "dist" / "build.json").exists():
        pytest.fail("dist/ is not built: run scripts/build_site.py (scripts/test.sh does)")
    result = subprocess.run(
        ["node", str(ROOT / "tests" / "pyodide" / "daily_pars.mjs"), *DAYS],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    seen = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert len(seen) == len(DAYS) * len(GAMES)
    for day in seen:
        assert day["seed"] == daily.day_seed(day["game"], day["date"])
        assert day["par"] == daily.par(day["game"], day["date"]), day
