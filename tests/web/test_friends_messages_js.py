"""What a friend's page accepts from the host (web/js/friends/messages.js), unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_host_messages_are_checked() -> None:
    # play with friends: messages are versioned and validated on the guest's side too; a malformed one is refused, never used.
    run_node_tests("friends-messages.test.mjs", passed=5)
