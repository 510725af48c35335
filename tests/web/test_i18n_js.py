"""The page's translation function (web/js/i18n.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_plural_messages() -> None:
    # A count picks its form with Intl.PluralRules: 1 karta, 2 karty, 5 kart; 1 card, 2 cards.
    run_node_tests("i18n.test.mjs", passed=4)


def test_reasons_in_words() -> None:
    # The engine's reasons worded on the page: cards as shown, rules named, plural forms (P5, T19).
    run_node_tests("reasons.test.mjs", passed=2)
