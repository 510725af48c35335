"""One browser session through all four games: nothing leaves the origin, no console error; each
game opens from the home, is played, and leaves for the home, mid-deal or from its results.

Each game's whole deal from the home to its result is its own test's (test_prezydent_browser.py,
test_doudizhu_browser.py, test_tarok_browser.py, test_koalicje_browser.py): here the session
begins on a game reopened two of the player's turns before its end, so that one page goes from
a deal's results to the home and on through the four games."""

from __future__ import annotations

import pytest

from playthrough import hint_turn, play_until
from stored_games import near_end, open_stored

from test_prezydent_browser import BOOT_TIMEOUT, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.standin]

GAMES = ["prezydent", "doudizhu", "tarok", "koalicje"]
TURNS = 2  # the player's turns taken in each game before leaving it


def leave_for_home(page) -> None:
    page.click("#leave")
    page.wait_for_selector("#play-prezydent")


@pytest.mark.motion
def test_all_four_games_in_one_session(page, site) -> None:
    page, watch = page
    open_stored(page, site, near_end("tarok", 8, {}), query="?pace=0&seed=8")
    assert play_until(page) in ("results", "over") and page.is_visible("#results")
    leave_for_home(page)
    wait_ready(page)
    for game in GAMES:
        page.click(f"#options-{game}")
        page.click("#start")
        page.wait_for_selector("#table:not([hidden])", timeout=BOOT_TIMEOUT)
        taken = 0

        def take(page) -> None:
            nonlocal taken
            taken += 1
            hint_turn(page)

        assert play_until(page, take, lambda page, phase: taken == TURNS or phase != "turn") == "turn", game
        assert taken == TURNS, game
        leave_for_home(page)
    watch.assert_clean()
