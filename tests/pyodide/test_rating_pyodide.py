"""The player's rating in Pyodide under Node.js: the same finished games give the same rating as in CPython.

The page has no rating code of its own: it sends the finished game's session and the rating kept so
far to the engine (op rate, karciarnia/rating.py) and keeps what comes back. So the page's rating
is CPython's when the engine in Pyodide answers each game as CPython does, here two games in a row
of each game, the second rated from the first's answer. The results against each computer are the
same exactly; the rating's figures to the last bit or two of a double (Glicko-2 takes exp and log,
and Pyodide's C library rounds their last bit its own way now and then), so the same as shown.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia import api  # noqa: E402
from karciarnia.catalog import GAMES  # noqa: E402
from pyodide_server import PyodideEngine  # noqa: E402

pytestmark = pytest.mark.pyodide
# The computers the player met at each game's table, as the game is loaded to be rated (it is played
# quicker: every seat by easy).
COMPUTERS = {"prezydent": ["easy", "hard", "normal"], "koalicje": ["easy", "normal", "hard"], "tarok": ["hard"], "doudizhu": ["easy", "hard"]}


def cpython(op: str, **fields: Any) -> Any:
    reply = json.loads(api.handle(json.dumps({**fields, "op": op})))
    assert reply["ok"], reply
    return reply["result"]


def finished_record(game: str, seed: int) -> dict:
    """A whole game of ``game`` played in CPython by easy computers at every seat."""
    players = ["easy"] * (len(COMPUTERS[game]) + 1)
    view = cpython("new", game=game, seed=seed, players=players)["view"]
    while not view["terminal"]:
        view = cpython("ai", session=view["session"])["view"]
    return cpython("save", session=view["session"])["record"]


def rated(call: Any, record: dict, rating: dict | None) -> dict:
    """The rating after ``record`` (the player at seat 0 against its computers) from ``rating``, by ``call``."""
    session = call("load", record=record, players=["human", *COMPUTERS[record["game"]]])["view"]["session"]
    return call("rate", session=session, **({"rating": rating} if rating else {}))


def test_the_same_games_give_the_same_rating_in_pyodide_and_cpython(pyodide_engine: PyodideEngine) -> None:
    assert sorted(COMPUTERS) == sorted(GAMES)
    for game in COMPUTERS:
        here = there = None
        for seed in (5, 6):
            record = finished_record(game, seed)
            in_cpython = rated(cpython, record, here)
            in_pyodide = rated(pyodide_engine.call, record, there)
            assert in_pyodide["results"] == in_cpython["results"], (game, seed)
            for name, value in in_cpython["rating"].items():
                assert in_pyodide["rating"][name] == pytest.approx(value, rel=1e-12), (game, seed, name)
            here, there = in_cpython["rating"], in_pyodide["rating"]
        assert here["deviation"] < 350
