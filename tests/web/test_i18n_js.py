"""The page's translation function (web/js/i18n.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_plural_messages() -> None:
    # A count picks its form with Intl.PluralRules: 1 karta, 2 karty, 5 kart; 1 card, 2 cards.
    run_node_tests("i18n.test.mjs", passed=4)
