"""The statistics' stored format, its migration and the chart's bars (web/js/lobby/saved.js, stats.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_statistics_format_and_chart() -> None:
    # a player's statistics survive the new format, and the chart is drawn from the stored scores.
    run_node_tests("stats.test.mjs", passed=8)
