"""One browser session through all four games: nothing leaves the origin, no
console error, every game reaches its result (the human plays the hints)."""

from __future__ import annotations

import pytest

from test_prezydent_browser import BOOT_TIMEOUT, wait_ready

pytestmark = pytest.mark.browser

GAMES = ["prezydent", "doudizhu", "tarok", "koalicje"]


def play_first_deal_by_hints(page) -> str:
    """Play the human's turns with 'play the hint' until a result shows; returns the phase."""
    for _ in range(500):
        page.wait_for_selector("#table:is([data-phase=turn], [data-phase=results], [data-phase=over])", timeout=60_000)
        phase = page.get_attribute("#table", "data-phase")
        if phase in ("results", "over"):
            return phase
        moves = page.get_attribute("#table", "data-moves")
        page.click("#hint")
        page.click("#hint-play")
        page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)
    raise AssertionError("no result reached")


def test_all_four_games_in_one_session(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=8")
    wait_ready(page)
    for game in GAMES:
        page.click(f"#options-{game}")
        page.click("#start")
        page.wait_for_selector("#table:not([hidden])", timeout=BOOT_TIMEOUT)
        phase = play_first_deal_by_hints(page)
        assert page.is_visible("#results"), game
        assert phase in ("results", "over")
        page.click("text=Wyjdź do menu")
        page.wait_for_selector("#play-prezydent")
