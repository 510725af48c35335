"""Which hand cards look playable (web/js/table/playable.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_playable_cards() -> None:
    # One rule for every game: a card is playable when a legal action plays a card of its kind.
    run_node_tests("playable.test.mjs", passed=3)
