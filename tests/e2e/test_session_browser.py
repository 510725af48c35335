"""One browser session through all four games: nothing leaves the origin, no
console error, every game reaches its result (the human plays the hints)."""

from __future__ import annotations

import pytest

from playthrough import play_until

from test_prezydent_browser import BOOT_TIMEOUT, wait_ready

# Each game's whole deal on the real engine is its own test's (test_prezydent_browser.py and the others).
pytestmark = [pytest.mark.browser, pytest.mark.standin]

GAMES = ["prezydent", "doudizhu", "tarok", "koalicje"]


def play_first_deal_by_hints(page) -> str:
    """Play the human's turns with 'play the hint' until a result shows; returns the phase."""
    return play_until(page)


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
