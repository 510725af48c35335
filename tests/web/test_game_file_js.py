"""A finished game's file (web/js/lobby/game-file.js): what the page writes and how it reads one back, unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_game_file_is_written_and_read_back_checked() -> None:
    # a downloaded game opens again; a file too big, too deep, of the wrong types or game, or not JSON is refused with its reason.
    run_node_tests("game-file.test.mjs", passed=10)
