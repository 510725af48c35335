"""Golden playthroughs (tests/golden/*.json): a change to a rule, a view or an AI can never slip through unnoticed.

Each file is a whole game written by scripts/make_golden.py: options, seed, the
AI level of every seat, then every step: the action that made it and a digest
of every seat's view there (the JSON the page draws), whole views at some
steps (at every step of one short game per game), and the end. Per file:

* the record replayed through the boundary (op ``fork`` at each step, no AI
  asked) shows every seat exactly the recorded view at every step, and ends
  where recorded: scores, moves, results, the features met on the way (rules
  and views unchanged);
* the recorded AI levels, asked again move by move from the same seed through
  the boundary's ``ai`` op, choose exactly the recorded actions, and the page's
  seat 0 is shown the recorded view after each (AIs unchanged; hard seats run
  with the recorded iterations budget, which is deterministic).

A failure means a rule, a view or an AI now behaves differently; the message
names the first step and seat whose view changed. If that is meant, regenerate
with ``.venv/bin/python scripts/make_golden.py`` and commit the new files with
the change, saying why; if not, it is a regression.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
FILES = sorted(GOLDEN.glob("*.json"))

_spec = importlib.util.spec_from_file_location("make_golden", ROOT / "scripts" / "make_golden.py")
assert _spec and _spec.loader
make_golden = importlib.util.module_from_spec(_spec)
sys.modules["make_golden"] = make_golden  # its dataclasses look their module up
_spec.loader.exec_module(make_golden)
CASES = {case.name: case for case in make_golden.CASES}


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def levels() -> dict[str, list[str]]:
    """Each game's AI levels, as the lobby reads them (op ``catalog``)."""
    return {game["id"]: game["levels"] for game in make_golden.call({"op": "catalog"})["games"]}


def first_difference(got: list[str], want: list[str]) -> str:
    for index, (a, b) in enumerate(zip(got, want)):
        if a != b:
            return f"move {index}: now {a!r}, recorded {b!r}"
    return f"now {len(got)} moves, recorded {len(want)}"


def what_differs(now: dict[str, Any], recorded: dict[str, Any]) -> str:
    """The fields of a view (and of its observation) that differ, now against recorded, each cut short."""
    pairs = [(key, now.get(key), recorded.get(key)) for key in {*now, *recorded} - {"observation"}]
    observation_now, observation_recorded = now.get("observation", {}), recorded.get("observation", {})
    pairs += [(f"observation.{key}", observation_now.get(key), observation_recorded.get(key)) for key in {*observation_now, *observation_recorded}]
    return "; ".join(f"{key}: now {json.dumps(a)[:200]}, recorded {json.dumps(b)[:200]}" for key, a, b in sorted(pairs) if a != b)


def first_changed_view(golden: dict[str, Any], views: list[list[dict[str, Any]]]) -> str:
    """Where the first view that differs from the recording is: its step, the move that made it, the seat, and how."""
    for step, (recorded, now) in enumerate(zip(golden["steps"], views)):
        whole = golden["views"].get(str(step))
        for seat, view in enumerate(now):
            made = f"after seat {recorded['seat']}'s {recorded['action']}" if step else "the deal"
            where = f"step {step} ({made}), seat {seat}'s view"
            if whole and view != whole[seat]:
                return f"{where}: {what_differs(view, whole[seat])}"
            if make_golden.digest(view) != recorded["views"][seat]:
                return f"{where} is not the recorded one (its digest)"
    return "every view at every step is the recorded one"


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_every_seat_sees_the_recorded_view_at_every_step(path: Path) -> None:
    # P19, K19 and each game's observation: a seat's view holds what that seat may know; any change to it, at any
    # step, in any seat, is a change to what the page draws and must be meant.
    golden = load(path)
    game, record = golden["game"], make_golden.record_of(golden)
    views = make_golden.views_at_every_step(record, golden["players"])
    now = make_golden.describe(game, record, views, CASES[golden["name"]].every_view)
    assert now["steps"] == golden["steps"], first_changed_view(golden, views)
    assert now["views"] == golden["views"], first_changed_view(golden, views)  # a whole view's field beside its digest
    assert now["final"] == golden["final"]
    assert golden["final"]["terminal"] and golden["final"]["moves"] == len(record["actions"])
    # The boundary loads the same record to the last step's view.
    view = make_golden.call({"op": "load", "record": record, "players": golden["players"]})["view"]
    make_golden.call({"op": "close", "session": view["session"]})
    assert make_golden.digest(make_golden.shown(view)) == golden["steps"][-1]["views"][0]


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_ais_choose_the_recorded_actions(path: Path) -> None:
    golden = load(path)
    for level in golden["players"]:
        assert level in levels()[golden["game"]]
        if level == "hard":  # a wall-clock budget is not reproducible: hard seats need iterations
            assert golden["budget"] and set(golden["budget"]) == {"iterations"}
    record, live = make_golden.play(golden["game"], golden["options"], golden["seed"], golden["players"], golden["budget"])
    recorded = make_golden.record_of(golden)["actions"]
    assert record["actions"] == recorded, first_difference(record["actions"], recorded)
    # Played live as the page plays it (op ai after op ai), seat 0 is shown the views the replay shows it.
    assert [make_golden.digest(view) for view in live] == [step["views"][0] for step in golden["steps"]]


def test_the_golden_set_covers_what_it_promises() -> None:
    goldens = [load(path) for path in FILES]
    by_game: dict[str, list[dict[str, Any]]] = {}
    for golden in goldens:
        by_game.setdefault(golden["game"], []).append(golden)
        assert golden["name"] == Path(golden["name"]).name and (GOLDEN / f"{golden['name']}.json").exists()
    assert set(by_game) == set(levels()) and all(len(files) >= 2 for files in by_game.values())

    def has(game: str, feature: str) -> bool:
        return any(feature in golden["final"]["features"] for golden in by_game[game])

    prezydent = by_game["prezydent"]
    assert {golden["options"]["players"] for golden in prezydent} >= {3, 6}  # P1
    assert {golden["options"]["revolution"] for golden in prezydent} == {True, False}  # P11, P13
    assert any(golden["options"]["deals"] == 2 for golden in prezydent)  # P16
    assert has("prezydent", "revolution") and has("prezydent", "exchange")  # P11, P17
    assert has("doudizhu", "redeal") and has("doudizhu", "bomb")  # D5, D22
    assert any(golden["options"]["deals"] == 2 for golden in by_game["tarok"]) and has("tarok", "second_deal")  # T21
    assert has("koalicje", "election") and has("koalicje", "election_round")  # K5, K20
    assert any(golden["final"]["summary"]["winner"] is not None for golden in by_game["koalicje"])  # K5
    assert any("hard" in golden["players"] for golden in prezydent)


def test_every_game_has_a_game_to_replay_view_by_view() -> None:
    # A stand-in engine for the browser tests plays a recorded game to the page: it needs every seat's whole view
    # at every step of at least one game per game, and a file small enough to read in review.
    whole = {golden["game"] for golden in map(load, FILES) if len(golden["views"]) == len(golden["steps"])}
    assert whole == set(levels())
    assert all(path.stat().st_size <= make_golden.MAX_FILE_BYTES for path in FILES)


def test_the_script_lists_every_golden_file() -> None:
    assert sorted(CASES) == [path.stem for path in FILES]
