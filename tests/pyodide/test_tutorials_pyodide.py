"""The guided first deals (lessons) inside Pyodide: each is followed to its end exactly as in CPython."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from karciarnia import api  # noqa: E402

pytestmark = pytest.mark.pyodide


def call(op: str, **fields: object) -> dict:
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def follow(game: str) -> dict:
    """The walk of follow_tutorials.mjs, in CPython."""
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


def test_every_tutorial_ends_in_pyodide_exactly_as_in_cpython() -> None:
    # the tutorial scripts are engine Python, tested in CPython and in Pyodide
    if not (ROOT / "dist" / "build.json").exists():
        pytest.fail("dist/ is not built: run scripts/build_site.py (scripts/test.sh does)")
    result = subprocess.run(
        ["node", str(ROOT / "tests" / "pyodide" / "follow_tutorials.mjs")], capture_output=True, text=True, timeout=600, check=False
    )
    assert result.returncode == 0, result.stderr
    walks = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert [walk["game"] for walk in walks] == [game["id"] for game in call("catalog")["games"]]
    for walk in walks:
        assert walk["done"] and len(walk["steps"]) >= 8, walk["game"]
        assert walk == follow(walk["game"])
