"""Golden playthroughs (tests/golden/*.json): a rule change can never slip through unnoticed.

Each file is a whole game written by scripts/make_golden.py: options, seed, the
AI level of every seat, every action id and the final state. Two checks per
file:

* the record replays, in this process and through the boundary's ``load``, to
  exactly the recorded end: scores, moves, the digest of every seat's final
  observation, the results and the features met on the way (rules unchanged);
* the recorded AI levels, asked again move by move from the same seed through
  the boundary's ``ai`` op, choose exactly the recorded actions (AIs unchanged;
  hard seats run with the recorded iterations budget, which is deterministic).

A failure means a rule, an observation or an AI now behaves differently. If
that is meant, regenerate with ``.venv/bin/python scripts/make_golden.py`` and
commit the new files with the change, saying why; if not, it is a regression.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from karciarnia import ai, api
from karciarnia.games import GAMES
from karciarnia.protocol import Record

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
FILES = sorted(GOLDEN.glob("*.json"))

_spec = importlib.util.spec_from_file_location("make_golden", ROOT / "scripts" / "make_golden.py")
assert _spec and _spec.loader
make_golden = importlib.util.module_from_spec(_spec)
sys.modules["make_golden"] = make_golden  # its dataclasses look their module up
_spec.loader.exec_module(make_golden)


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def call(request: dict[str, Any]) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps(request)))
    assert reply["ok"], (request.get("op"), reply)
    return reply["result"]


def first_difference(got: list[str], want: list[str]) -> str:
    for index, (a, b) in enumerate(zip(got, want)):
        if a != b:
            return f"move {index}: now {a!r}, recorded {b!r}"
    return f"now {len(got)} moves, recorded {len(want)}"


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_record_replays_to_the_recorded_end(path: Path) -> None:
    golden = load(path)
    game, final = golden["game"], golden["final"]
    record = Record.from_json(
        {"format": golden["format"], "game": game, "options": golden["options"], "seed": golden["seed"], "actions": golden["actions"]}
    )
    state = record.replay(GAMES[game])
    assert state.is_terminal and final["terminal"]
    assert state.returns() == final["returns"]
    assert len(state.history) == final["moves"]
    now = make_golden.final_state(game, golden["actions"], golden["options"], golden["seed"])
    assert now["summary"] == final["summary"]
    assert now["features"] == final["features"]
    for seat, (a, b) in enumerate(zip(now["observations"], final["observations"])):
        assert a == b, f"seat {seat}'s final observation differs"
    # The boundary loads the same record to the same end.
    view = call({"op": "load", "record": record.to_json(), "players": golden["players"]})["view"]
    assert view["terminal"] and view["scores"] == final["returns"] and view["moves"] == final["moves"]
    assert make_golden.digest(view["observation"]) == final["observations"][0]
    call({"op": "close", "session": view["session"]})


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_ais_choose_the_recorded_actions(path: Path) -> None:
    golden = load(path)
    for level in golden["players"]:
        assert level in ai.levels(golden["game"])
        if level == "hard":  # a wall-clock budget is not reproducible: hard seats need iterations
            assert golden["budget"] and set(golden["budget"]) == {"iterations"}
    actions = make_golden.play(golden["game"], golden["options"], golden["seed"], golden["players"], golden["budget"])
    assert actions == golden["actions"], first_difference(actions, golden["actions"])


def test_the_golden_set_covers_what_it_promises() -> None:
    goldens = [load(path) for path in FILES]
    by_game: dict[str, list[dict[str, Any]]] = {}
    for golden in goldens:
        by_game.setdefault(golden["game"], []).append(golden)
        assert golden["name"] == Path(golden["name"]).name and (GOLDEN / f"{golden['name']}.json").exists()
    assert set(by_game) == set(GAMES) and all(len(files) >= 2 for files in by_game.values())

    def has(game: str, feature: str) -> bool:
        return any(feature in golden["final"]["features"] for golden in by_game[game])

    prezydent = by_game["prezydent"]
    assert {golden["options"]["players"] for golden in prezydent} >= {3, 6}
    assert {golden["options"]["revolution"] for golden in prezydent} == {True, False}
    assert any(golden["options"]["deals"] == 2 for golden in prezydent)
    assert has("prezydent", "revolution") and has("prezydent", "exchange")
    assert has("doudizhu", "redeal") and has("doudizhu", "bomb")
    assert any(golden["options"]["deals"] == 2 for golden in by_game["tarok"]) and has("tarok", "second_deal")
    assert has("koalicje", "election") and has("koalicje", "election_round")
    assert any(golden["final"]["summary"]["winner"] is not None for golden in by_game["koalicje"])
    assert any("hard" in golden["players"] for golden in prezydent)


def test_the_script_lists_every_golden_file() -> None:
    assert sorted(case.name for case in make_golden.CASES) == [path.stem for path in FILES]
