"""What a person expects beyond the table (a reload is test_boot_progress.py's): bad saved games
set aside, shareable deals, play again, the score table and statistics."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlencode, urlparse

import pytest

from playthrough import play_until
from stored_games import fast_forward
from test_hostile_storage import write_storage
from test_prezydent_browser import BOOT_TIMEOUT, one_turn, play_to_results, start_game, take_turn, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.standin]


def take_turn_quietly(page) -> None:
    """A simple player's turn (test_prezydent_browser.take_turn), no refused selection tried."""
    take_turn(page, ["no refusal wanted"])


def hand(page) -> list[str]:
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")


@pytest.mark.parametrize(
    "saved",
    [
        "{not json",
        json.dumps({"format": 99, "game": "prezydent", "record": {}, "players": []}),
        json.dumps({"format": 1, "game": "chess", "record": {"game": "chess"}, "players": ["human"]}),
    ],
    ids=["truncated", "future-format", "foreign-game"],
)
def test_a_bad_saved_game_is_set_aside_and_reported(page, site, saved: str) -> None:
    page, watch = page
    write_storage(page, site, {"karciarnia.saved": saved})
    page.goto(site.url + "?pace=0")
    page.wait_for_selector("#saved-problem")
    assert page.is_visible("#play-prezydent")  # the home still works
    kept = page.evaluate("() => [localStorage.getItem('karciarnia.saved'), localStorage.getItem('karciarnia.saved.set-aside')]")
    assert kept == [None, saved]


def test_a_saved_game_the_engine_refuses_is_set_aside(page, site) -> None:
    """A record that parses but does not replay (tampered actions) is refused by the engine."""
    page, watch = page
    record = {"format": 1, "game": "prezydent", "options": {"players": 4}, "seed": 1, "actions": ["play:2S,2H,2D,2C,AS"]}
    saved = json.dumps({"format": 1, "game": "prezydent", "record": record, "players": ["human", "easy", "easy", "easy"]})
    write_storage(page, site, {"karciarnia.saved": saved})
    page.goto(site.url + "?pace=0")  # the game reopens by itself, and the engine refuses it
    page.wait_for_selector("#lobby-message:has-text('odłożono')", timeout=BOOT_TIMEOUT)
    assert page.evaluate("() => localStorage.getItem('karciarnia.saved.set-aside')") == saved


def test_a_shared_link_deals_the_same_cards(page, site, context) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=77")
    wait_ready(page)
    start_game(page, players=5)
    first_hand = hand(page)
    link = page.get_attribute("#share", "href")
    assert "seed=77" in link and "game=prezydent" in link
    other = context.browser.new_context(locale="pl-PL")
    try:
        friend = other.new_page()
        friend.goto(link.replace("?", "?pace=0&", 1))
        wait_ready(friend)
        assert friend.input_value("#option-players") == "5"
        friend.click("#start")
        friend.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT)
        assert hand(friend) == first_hand
    finally:
        other.close()


def shared_link(site, game: str, seed: int, options: dict) -> str:
    return site.url + "?" + urlencode({"pace": 0, "nosw": "", "game": game, "seed": seed, "options": json.dumps(options)})


def test_play_again_after_a_shared_deal_deals_a_new_one(page, site) -> None:
    # The link's deal is dealt once: "play again" deals anew, "play this deal again" the same cards.
    page, watch = page
    page.goto(shared_link(site, "prezydent", 77, {"players": 3, "deals": 1}))
    wait_ready(page)
    page.click("#start")
    page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT)
    shared = hand(page)
    assert "seed" not in parse_qs(urlparse(page.url).query)  # spent: a reload resumes the game, not the link
    fast_forward(page, site)  # the shared deal, reopened two of the player's turns before its end
    play_to_results(page)
    page.click("#play-deal-again")
    page.wait_for_selector("#results", state="detached")
    page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT)
    assert hand(page) == shared
    fast_forward(page, site)
    play_to_results(page)
    page.click("#play-again")
    page.wait_for_selector("#results", state="detached")
    page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT)
    assert hand(page) != shared
    watch.assert_clean()


def test_the_link_to_a_deal_is_copied_and_the_game_stays(page, site, context) -> None:
    page, watch = page
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    page.goto(site.url + "?pace=0&nosw&seed=77")
    wait_ready(page)
    start_game(page, players=3)
    position = (hand(page), page.get_attribute("#table", "data-moves"))
    link = page.get_attribute("#share", "href")
    page.click("#share")
    page.wait_for_selector("#table-message:has-text('Skopiowano link')")
    assert page.evaluate("() => navigator.clipboard.readText()") == link
    assert page.is_visible("#table") and page.is_hidden("#lobby")  # the game stays on screen
    assert (hand(page), page.get_attribute("#table", "data-moves")) == position
    assert "seed=77" in link and "game=prezydent" in link
    watch.assert_clean()


def test_where_the_browser_will_not_copy_the_link_is_shown_with_a_copy_button(page, site) -> None:
    page, watch = page
    page.add_init_script("navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));")
    page.goto(site.url + "?pace=0&nosw&seed=77")
    wait_ready(page)
    start_game(page, players=3)
    link = page.get_attribute("#share", "href")
    page.click("#share")
    page.wait_for_selector("#share-dialog[open]")
    assert page.input_value("#share-url") == link
    assert page.evaluate("() => document.activeElement.id") == "share-url"  # selected, ready to copy by hand
    page.click("#share-url-copy")
    assert page.text_content("#share-dialog .copied")  # says what happened: here, copy it yourself
    page.click("#share-close")
    page.wait_for_selector("#share-dialog", state="detached")
    assert page.is_visible("#table") and page.is_hidden("#lobby")
    assert page.evaluate("() => document.activeElement.id") == "share"
    watch.assert_clean()


def test_score_table_statistics_and_play_again(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=13")
    wait_ready(page)
    start_game(page, players=3, deals=2)
    first_hand = hand(page)
    fast_forward(page, site)  # two of the player's turns before the end of deal 1…
    play_until(page, take_turn_quietly, ("results",))
    page.click("#next-deal")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    fast_forward(page, site)  # …and of deal 2
    play_to_results(page)
    page.click("#scoreboard-open")
    rows = page.eval_on_selector_all("#scoreboard tbody tr", "rows => rows.map(r => [...r.children].map(c => c.textContent))")
    assert [row[0] for row in rows] == ["1", "2"]
    # P15: each finished deal hands out 3 + 2 + 1 points (the last two cells open the deal's replay and result).
    assert all(sorted(int(cell) for cell in row[1:-2]) == [1, 2, 3] for row in rows)
    page.keyboard.press("Escape")
    page.wait_for_selector("#scoreboard", state="detached")
    assert page.evaluate("() => document.activeElement.id") == "scoreboard-open"
    page.click("#replay")
    page.wait_for_selector("#table[data-phase=turn], #table[data-phase=wait]", timeout=BOOT_TIMEOUT)
    page.wait_for_selector(".hand .card")
    assert hand(page) == first_hand  # the same deal again
    page.click("text=Wyjdź do menu")
    page.click("#stats-open")
    section = "#stats-dialog [data-game=prezydent]"
    stats = page.eval_on_selector_all(f"{section} .stats-levels tbody tr", "rows => rows.map(r => [...r.children].map(c => c.textContent))")
    assert stats and stats[0][0] == "średni" and stats[0][1] == "1"  # the finished game, at the default level
    assert len(page.query_selector_all(f"{section} .stats-bar")) == 1  # and its score in the chart
    page.click(f"{section} .stats-clear")
    page.click(f"{section} .stats-clear-yes")
    assert page.is_visible("#stats-dialog .stats-none")  # "no finished game yet"


def saved_moves(page) -> int:
    return page.evaluate("() => JSON.parse(localStorage.getItem('karciarnia.saved')).record.actions.length")


def test_one_tab_at_a_time_keeps_the_game(context, site) -> None:
    # The browser keeps one game: a second tab does not reopen the game a first tab is playing…
    first = context.new_page()
    first.goto(site.url + "?pace=0&seed=1&nosw")
    wait_ready(first)
    start_game(first, players=4)
    one_turn(first)
    first.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved'))?.record.actions.length > 0")
    second = context.new_page()
    second.goto(site.url + "?pace=0&nosw")
    second.wait_for_selector("#saved-game #saved-note:has-text('otwarta w innej karcie')")
    assert second.is_visible("#saved-game") and not second.query_selector(".hand")
    # …until the player resumes it there: then the first tab says so and saves no more.
    wait_ready(second)
    second.click("#resume")
    second.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    first.wait_for_selector("#table-message:has-text('nie jest już zapisywana')")
    kept = saved_moves(second)
    one_turn(first)
    one_turn(first)
    assert saved_moves(second) == kept  # the first tab's moves are not saved over the second's game
    one_turn(second)
    second.wait_for_function("(kept) => JSON.parse(localStorage.getItem('karciarnia.saved')).record.actions.length > kept", arg=kept)
