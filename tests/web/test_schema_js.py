"""The page's schema helpers (web/js/schema.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_schema_helpers() -> None:
    # every value read from storage or a link is checked against a schema before use.
    run_node_tests("schema.test.mjs", passed=8)
