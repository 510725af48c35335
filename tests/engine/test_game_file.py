"""A finished game's file (web/js/player/game-file.js) gives the engine the game itself: the page's
own writer and reader run under Node.js on a game played here, and the record it reads back opens
at the game's end and gets the very analysis of the original."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from karciarnia import api

ROOT = Path(__file__).resolve().parents[2]
SEATS = {"prezydent": 4, "koalicje": 4, "tarok": 2, "doudizhu": 3}

# The page's download (gameFile, written as the page writes it) and its reading back (readGameFile).
WRITE_AND_READ = """
import { gameFile, readGameFile } from "./web/js/player/game-file.js";
const { record, players, games } = JSON.parse(process.argv[1]);
const text = JSON.stringify(gameFile({ record, players, seat: 0 }), null, 2);
process.stdout.write(JSON.stringify(readGameFile(text, games)));
"""


def call(op: str, **fields) -> dict:
    reply = api.handle_request({"id": 1, "op": op, **fields})
    assert reply["ok"], reply
    return reply["result"]


def finished_record(game: str) -> dict:
    view = call("new", game=game, seed=5, players=["easy"] * SEATS[game])["view"]
    while not view["terminal"]:
        view = call("ai", session=view["session"], seat=0)["view"]
    return call("save", session=view["session"])["record"]


def through_the_page(record: dict, players: list[str]) -> dict:
    """``record`` downloaded and opened again by the page's own code: the file it reads back."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed to run the page's file code (scripts/setup.sh installs it)")
    arguments = json.dumps({"record": record, "players": players, "games": list(SEATS)})
    result = subprocess.run([node, "--input-type=module", "-e", WRITE_AND_READ, arguments], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    read = json.loads(result.stdout)
    assert "problem" not in read, read
    return read["file"]


@pytest.mark.parametrize("game", list(SEATS))
def test_a_downloaded_record_opened_again_gets_the_same_analysis(game: str) -> None:
    record = finished_record(game)
    players = ["human"] + ["easy"] * (SEATS[game] - 1)
    file = through_the_page(record, players)
    opened = call("load", record=file["record"], players=file["players"], seat=file["seat"])["view"]
    assert opened["terminal"] and opened["moves"] == len(record["actions"])
    decisions = call("decisions", record=record, seat=0)["decisions"]
    assert call("decisions", record=file["record"], seat=file["seat"])["decisions"] == decisions
    searched = [decision["move"] for decision in decisions if decision["analysed"] and not decision["forced"]]
    last = searched[-1]  # the last searched decision: the quickest to analyse again
    assert call("analyse", record=file["record"], seat=file["seat"], move=last) == call("analyse", record=record, seat=0, move=last)
