"""The signalling codes of play with friends (web/js/friends/signal-code.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_signal_codes() -> None:
    # play with friends: invitation and answer codes round-trip real SDPs, stay short, and refuse bad input with an i18n key.
    run_node_tests("signal-code.test.mjs", passed=15)
