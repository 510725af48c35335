"""The start, the page's side: the engine's boot progress in view from the first
paint, "Zagraj" pressed early taken at once, a reload straight back into the game (with
a way out), and "play again" in one click. The engine's start is held back where a
test must see the page before the engine is ready: Pyodide's download for the boot's
progress in bytes (the real engine), the stand-in engine's calls for the rest."""

from __future__ import annotations

import pytest

from conftest import HeldRequests
from playthrough import choose_language
from stored_games import fast_forward
from test_prezydent_browser import BOOT_TIMEOUT, play_to_results, saved_game_in_progress, start_game, wait_ready

pytestmark = pytest.mark.browser

WASM = "**/pyodide.asm.wasm"
# Every value the progress bars take, in order, from the first paint on.
RECORD_PROGRESS = """
window.progressSeen = [];
new MutationObserver(() => {
  for (const bar of document.querySelectorAll("[data-boot-progress] progress")) {
    const value = Number(bar.getAttribute("value"));
    if (window.progressSeen.at(-1) !== value) window.progressSeen.push(value);
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
// Every request the page sends its engine, by operation.
window.engineRequests = [];
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.op) window.engineRequests.push(message.op);
  return post.call(this, message, ...rest);
};
"""


def hand(page) -> list[str]:
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")


def test_progress_is_in_view_from_the_first_paint_and_an_early_start_opens_the_game(page, context, site) -> None:
    page, watch = page
    page.add_init_script(RECORD_PROGRESS)
    held = HeldRequests(context, WASM)
    page.goto(site.url + "?pace=0&nosw&seed=7", wait_until="commit")
    # The first paint already holds a determinate bar (the static page), before any script.
    page.wait_for_selector("[data-boot-progress] progress[value='0']", state="attached")
    page.wait_for_selector("#play-prezydent")
    held.wait_requested(page)
    assert page.get_attribute("#engine-status", "data-state") == "loading"
    # While the wasm is held, the bar under the tiles counts the bytes that did arrive.
    page.wait_for_selector("#home [data-boot-progress][data-stage=download]")
    label = page.text_content("#home .boot-progress-label")
    assert "MB" in label and "Pobieranie" in label
    # The header's own "loading" steps aside while the bar says it (screen readers still hear it).
    assert page.evaluate("() => document.getElementById('engine-status').getBoundingClientRect().width") <= 1

    page.click("#play-prezydent")  # before the engine is ready: taken at once, no second click needed
    assert page.get_attribute("#play-prezydent", "aria-busy") == "true"
    assert page.text_content("#play-prezydent .tile-go") == "Gra otworzy się, gdy tylko silnik będzie gotowy…"
    page.click("#play-prezydent", force=True)  # a second press (aria-disabled, still focusable) is not a second game
    assert page.is_visible("#home [data-boot-progress]")  # the progress stays in view

    held.release()
    page.wait_for_selector("#table[data-phase=turn], #table[data-phase=wait]", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#engine-status", "data-state") == "ready"
    assert page.query_selector("[data-boot-progress]") is None  # gone once the engine is ready
    seen = page.evaluate("() => window.progressSeen")
    assert seen == sorted(seen) and seen[0] == 0 and 0 < seen[-1] <= 100, seen  # it only ever moves forward
    assert page.evaluate("() => window.engineRequests.filter((op) => op === 'new').length") == 1  # one game, not two
    watch.assert_clean()


@pytest.mark.standin  # the page's side: its engine's start is held, whichever engine it is
def test_a_reload_mid_game_goes_straight_back_with_a_way_out(page, context, site, engine_start) -> None:
    page, watch = page
    position = saved_game_in_progress(page, site.url + "?pace=0&nosw&seed=5")

    # While the engine starts, the page says it is going back to the game, with the progress.
    held = HeldRequests(context, engine_start)
    page.reload()
    page.wait_for_selector("#resuming [data-boot-progress]")
    assert "Prezydent" in page.text_content("#resuming")
    # The way out: the lobby, with the game still saved there; it does not open behind the player's back.
    page.click("#resume-leave")
    page.wait_for_selector("#saved-game")
    held.release()
    wait_ready(page)
    page.wait_for_timeout(300)  # the load the player turned down has been answered by now
    assert page.is_hidden("#table") and page.is_visible("#saved-game")
    page.click("#resume")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert (hand(page), page.get_attribute("#table", "data-moves")) == position

    page.reload()  # and a plain reload opens the game with no click at all
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert (hand(page), page.get_attribute("#table", "data-moves")) == position
    watch.assert_clean()


@pytest.mark.standin
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_play_again_is_one_click(page, site, lang: str) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&nosw")
    wait_ready(page)
    if lang != "pl":
        choose_language(page, lang)
    start_game(page, players=3)
    fast_forward(page, site)  # the deal, two of the player's turns before its end
    play_to_results(page)
    label = page.text_content("#play-again")
    assert label == {"pl": "Zagraj jeszcze raz", "en": "Play again"}[lang]
    assert page.is_visible("#new-game")  # the other way: back to the lobby for another game
    page.click("#play-again")
    page.wait_for_selector("#table[data-phase=turn], #table[data-phase=wait]", timeout=BOOT_TIMEOUT)
    page.wait_for_selector("#results", state="detached")
    assert page.locator('[data-zone="seat"]').count() == 3  # the same game, the same table
    assert len(hand(page)) in (17, 18)  # P2: a new deal, 52 cards among 3, none of yours played yet
    watch.assert_clean()
