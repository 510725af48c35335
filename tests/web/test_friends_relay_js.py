"""Friends across the internet (web/js/friends/relay.js): the room's link and the relays a page uses, unit-tested with Node's own test runner."""

from __future__ import annotations

from node_tests import run_node_tests


def test_the_room_link_the_hosts_proof_and_the_relays() -> None:
    # the room's key and the host's public key ride in the link's fragment only; the host's proof holds for its own
    # connection alone; a test's relay is honoured on a loopback address only
    run_node_tests("friends-relay.test.mjs", passed=6)
