"""The guided first deals (lessons) inside Pyodide: each is followed to its end exactly as in CPython."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia import api  # noqa: E402
from pyodide_server import PyodideEngine  # noqa: E402

pytestmark = pytest.mark.pyodide


def cpython(op: str, **fields: object) -> dict:
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def follow(call: Callable[..., dict], game: str) -> dict:
    """A player's walk through the lesson of ``game``: the taught move on the player's turns, the
    script's on the computers', asked of the engine ``call`` answers for."""
    view = call("tutorial", game=game)["view"]
    steps = []
    while not view["tutorial"]["done"] and not view["terminal"]:
        step, action = view["tutorial"]["step"], view["tutorial"]["action"]
        if view["current_is_ai"]:
            reply = call("ai", session=view["session"], seat=view["seat"])
        else:
            reply = call("act", session=view["session"], seat=view["seat"], action=action)
        steps.append({"step": step, "action": reply["action"]["id"] if reply.get("action") else action})
        view = reply["view"]
    call("close", session=view["session"])
    return {"game": game, "steps": steps, "done": view["tutorial"]["done"], "moves": view["moves"]}


def test_every_tutorial_ends_in_pyodide_exactly_as_in_cpython(pyodide_engine: PyodideEngine) -> None:
    # the tutorial scripts are engine Python, tested in CPython and in Pyodide
    games = [game["id"] for game in pyodide_engine.call("catalog")["games"]]
    assert games == [game["id"] for game in cpython("catalog")["games"]]
    for game in games:
        walk = follow(pyodide_engine.call, game)
        assert walk["done"] and len(walk["steps"]) >= 8, game
        assert walk == follow(cpython, game)
