"""The analysis of a deal's decisions inside Pyodide equals CPython's, reply for reply."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia import computers
from karciarnia import api  # noqa: E402
from karciarnia.catalog import GAMES  # noqa: E402
from pyodide_server import PyodideEngine  # noqa: E402

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


def test_pyodide_analyses_a_deal_exactly_like_cpython(pyodide_engine: PyodideEngine) -> None:
    # the same record gives the same analysis, in the browser's Python too (Dou Dizhu:
    # rollouts and exact endgame solves both run in one deal; Tarok: many decisions whose
    # sampling stops once the verdict is clear, a rule of float sums that must agree)
    for record, seat in ((first_deal("doudizhu", 2), 1), (first_deal("tarok", 0), 0)):
        listed = pyodide_engine.call("decisions", record=record, seat=seat)
        assert listed == cpython("decisions", record=record, seat=seat)
        replies = [pyodide_engine.call("analyse", record=record, seat=seat, move=decision["move"]) for decision in listed["decisions"]]
        assert replies and any(reply["values"] for reply in replies)
        for reply in replies:
            assert reply == cpython("analyse", record=record, seat=seat, move=reply["move"])
