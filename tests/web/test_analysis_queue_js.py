"""The analysis in the background (web/js/review/analysis-queue.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_analysis_queue() -> None:
    # One request at a time, only while the table is idle; replies kept per record, seat and move.
    run_node_tests("analysis-queue.test.mjs", passed=3)
