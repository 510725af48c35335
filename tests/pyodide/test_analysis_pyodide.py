"""The analysis of a deal's decisions inside Pyodide equals CPython's, reply for reply."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia import computers
from karciarnia import api  # noqa: E402
from karciarnia.catalog import GAMES  # noqa: E402

pytestmark = pytest.mark.pyodide


def first_deal(game_id: str, seed: int) -> dict:
    state = GAMES[game_id].new_state({}, seed)
    deal = state.deal_number
    while not state.is_terminal and state.deal_number == deal:
        seat = state.current_player
        state.apply(computers.choose(game_id, "normal", state.observation(seat), computers.decision_rng(seed, len(state.history), seat)))
    return state.record().to_json()


def cpython(op: str, **fields: object) -> dict:
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def test_pyodide_analyses_a_deal_exactly_like_cpython() -> None:
    # the same record gives the same analysis, in the browser's Python too (Dou Dizhu:
    # rollouts and exact endgame solves both run in one deal; Tarok: many decisions whose
    # sampling stops once the verdict is clear, a rule of float sums that must agree)
    if not (ROOT / "dist" / "build.json").exists():
        pytest.fail("dist/ is not built: run scripts/build_site.py (scripts/test.sh does)")
    reviews = [{"record": first_deal("doudizhu", 2), "seat": 1}, {"record": first_deal("tarok", 0), "seat": 0}]
    result = subprocess.run(
        ["node", str(ROOT / "scripts" / "analyse_records.mjs")],
        input=json.dumps({"reviews": reviews}),
        capture_output=True, text=True, timeout=600, check=False,
    )
    assert result.returncode == 0, result.stderr
    done = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert len(done) == len(reviews)
    for review, asked in zip(done, reviews, strict=True):
        record, seat = asked["record"], asked["seat"]
        assert review["decisions"] == cpython("decisions", record=record, seat=seat)
        replies = [analysis["reply"] for analysis in review["analyses"]]
        assert len(replies) == len(review["decisions"]["decisions"]) and any(reply["values"] for reply in replies)
        for reply in replies:
            assert reply == cpython("analyse", record=record, seat=seat, move=reply["move"])
