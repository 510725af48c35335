"""Layout in Chromium: every table fits a phone in portrait and a desktop window.

One page per game: the table is looked at on a desktop (1280×800), then the
same table on a phone in portrait (390×844), with the widest hand the game
deals. Neither may scroll sideways, and every card of the hand lies inside
the viewport's width.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

BOOT_TIMEOUT = 120_000
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}

MEASURE = """() => {
  const page = document.scrollingElement;
  const width = page.clientWidth;
  const name = (e) => `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${[...e.classList].map((c) => '.' + c).join('')}`;
  const wide = [...document.body.querySelectorAll('*')]
    .filter((e) => e.getClientRects().length && e.getBoundingClientRect().right > width + 0.5)
    .filter((e) => !e.parentElement || e.parentElement.getBoundingClientRect().right <= width + 0.5)
    .map((e) => `${name(e)} reaches ${Math.round(e.getBoundingClientRect().right)}px`);
  const cards = [...document.querySelectorAll('.hand button.card')].map((card) => {
    const box = card.getBoundingClientRect();
    return { card: card.dataset.card, left: box.left, right: box.right };
  });
  return { scrollWidth: page.scrollWidth, clientWidth: width, wide, cards };
}"""


def check_fits(page, where: str, hand: int) -> None:
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    facts = page.evaluate(MEASURE)
    assert facts["scrollWidth"] <= facts["clientWidth"], (
        f"{where}: the page scrolls sideways ({facts['scrollWidth']}px > {facts['clientWidth']}px); too wide: {facts['wide']}"
    )
    assert len(facts["cards"]) == hand, f"{where}: {len(facts['cards'])} cards in hand, expected {hand}"
    outside = [c for c in facts["cards"] if c["left"] < 0 or c["right"] > facts["clientWidth"] + 0.5]
    assert not outside, f"{where}: hand cards outside the viewport's width {facts['clientWidth']}px: {outside}"


def open_game(page, site, game: str, seed: int, **options: str) -> None:
    page.set_viewport_size(DESKTOP)
    page.goto(site.url + f"?pace=0&seed={seed}&nosw")
    page.wait_for_selector("#start")
    page.check(f"input[name=game][value={game}]")
    for name, value in options.items():
        page.select_option(f"#option-{name}", value)
    page.select_option("#option-level", "easy")
    page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)


def desktop_then_phone(page, game: str, hand: int) -> None:
    check_fits(page, f"{game} on a desktop", hand)
    page.set_viewport_size(PHONE)
    check_fits(page, f"{game} on a phone", hand)


def test_lobby_fits(page, site) -> None:
    page, watch = page
    page.set_viewport_size(DESKTOP)
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#start")
    check_fits(page, "the lobby on a desktop", 0)
    page.set_viewport_size(PHONE)
    check_fits(page, "the lobby on a phone", 0)


def test_prezydent_fits(page, site) -> None:
    page, watch = page
    # Three players: 17 or 18 cards each (P2), the longest hand of the game.
    open_game(page, site, "prezydent", seed=7, players="3", deals="1")
    desktop_then_phone(page, "prezydent", page.locator(".hand button.card").count())
    assert page.locator(".hand button.card").count() >= 17


def test_tarok_fits(page, site) -> None:
    page, watch = page
    open_game(page, site, "tarok", seed=33, deals="1")
    desktop_then_phone(page, "tarok", 9)  # T3


def test_koalicje_fits(page, site) -> None:
    page, watch = page
    open_game(page, site, "koalicje", seed=19)
    desktop_then_phone(page, "koalicje", 8)  # K7


def test_doudizhu_fits(page, site) -> None:
    page, watch = page
    # Seed 5: you bid first; bidding 3 makes you the landlord with the bottom cards: 20 cards (D6).
    open_game(page, site, "doudizhu", seed=5, deals="1")
    moves = page.get_attribute("#table", "data-moves")
    page.click("#bid-3")
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    page.wait_for_selector("#table[data-phase=turn]", timeout=60_000)
    desktop_then_phone(page, "doudizhu", 20)
