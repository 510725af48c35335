"""The card counter (记牌器) at a table shared with friends, in Chromium on the stand-in engine.

A friend's page has no engine: at a table whose card counter is on, the host's engine counts each
friend's seat from that seat's observation only and sends the count with the seat's view; the
friend's page draws it in the same strip as the host's. Every message the friend receives is
recorded (test_friends_browser's init script) and each count in it is checked against the engine in
this process: exactly its own seat's counter at that view's move, never one that knows another
seat's cards (D6: the bottom cards are not counted during the bidding).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from karciarnia.catalog import BUNDLES
from test_accessibility import doudizhu_turn
from test_friends_browser import finished_record, host_table, play, received, replay, seat_friend

pytestmark = [pytest.mark.browser, pytest.mark.standin]

FRIEND = 1
COUNTER_ON = "localStorage.setItem('karciarnia.doudizhu.counter', 'true')"  # the options sheet's choice, remembered


def drawn(page) -> dict:
    """The strip on ``page`` once it counts the view on its table: the view's moves, its total and each chip's count."""
    page.wait_for_function(
        "() => { const s = document.getElementById('counter-strip'); return s && s.dataset.moves === document.getElementById('table').dataset.moves; }",
        timeout=30_000,
    )
    return page.eval_on_selector(
        "#counter-strip",
        "s => ({moves: Number(s.dataset.moves), count: Number(s.dataset.count), chips: Object.fromEntries([...s.querySelectorAll('.counter-chip')].map(c => [c.dataset.key, Number(c.dataset.count)]))})",
    )


def test_a_friend_sees_its_own_seats_card_counter_and_nothing_more(browser, site, tmp_path: Path) -> None:
    host_context = browser.new_context(locale="en-GB", viewport={"width": 1366, "height": 768})
    host_context.add_init_script(COUNTER_ON)
    host = host_context.new_page()
    host_table(host, site, "doudizhu", 21, [FRIEND], {"deals": "1"})
    guest = seat_friend(host, browser.new_context(locale="en-GB", viewport={"width": 390, "height": 844}), "Ania", FRIEND)
    host.click("#friends-close")

    # D6: in the bidding the friend counts the 54 cards but its own 17 (the bottom cards are face down)
    first = drawn(guest)
    assert first["moves"] == 0 and first["count"] == 54 - 17, first
    assert drawn(host)["count"] == 54 - 17  # the host's own strip, from its own seat

    play([host, guest], doudizhu_turn)  # the whole deal, to its results on both pages
    guest.wait_for_selector("#table[data-phase=over]")
    messages = [m for m in received(guest) if m["type"] in ("table", "move")]
    record = finished_record(host, tmp_path)
    assert messages[-1]["view"]["moves"] == len(record["actions"])  # the friend was shown the deal to its last move
    counter = BUNDLES["doudizhu"].counter
    assert counter is not None
    for message in messages:  # every view came with its own seat's count at that move, and only that
        state = replay(record, message["view"]["moves"])
        assert message["counter"] == counter(state.observation(FRIEND)), f"move {message['view']['moves']}: not seat {FRIEND}'s own count"
    assert len(messages) > 20
    assert guest.is_visible("#counter-note")  # a game played with the counter says so in its results

    # the friend may hide its strip (the table's menu), and show it again
    last = messages[-1]
    guest.click("#menu-toggle")
    guest.click("#counter-toggle")
    assert not guest.query_selector("#counter-strip")
    assert not guest.is_visible("#table-menu.open")  # a switch pressed folds the phone's menu
    guest.click("#menu-toggle")
    guest.click("#counter-toggle")
    strip = drawn(guest)
    assert strip["moves"] == last["view"]["moves"]
    assert strip["chips"] == {item["key"]: item["out"] + item["known"] for item in last["counter"]["groups"][0]["items"]}  # drawn as sent
    host_context.close()
    guest.context.close()
