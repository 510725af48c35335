"""The deal of the day in the browser: the same deal in every browser on a UTC day, another the next
day (the page's clock set by the test), and at its end the player's result beside the par.

The par is worked out in the page while the player plays (the engine plays the deal with the hard
level, a piece at a time): a Dou Dizhu deal of the day is played to its par on the real engine; the
rest runs on the stand-in engine."""

from __future__ import annotations

import datetime
import re

import pytest

from playthrough import BOOT_TIMEOUT, choose_language, play_through
from stored_games import fast_forward
from test_hostile_storage import write_storage

pytestmark = pytest.mark.browser

GAMES = ["prezydent", "koalicje", "tarok", "doudizhu"]
DAY = datetime.datetime(2026, 12, 1, 23, 30, tzinfo=datetime.timezone.utc)  # late evening: the UTC day decides, not the local one
NEXT_DAY = DAY + datetime.timedelta(hours=1)
HAND = "[data-zone=hand] [data-card]"


def open_daily(context, url: str, game: str, when: datetime.datetime, lang: str = "pl"):
    """A fresh page of ``context`` on ``when``: from the lobby to the first view of ``game``'s deal of the day."""
    page = context.new_page()
    page.clock.set_fixed_time(when)
    page.goto(url + "?pace=0&nosw")
    choose_language(page, lang)
    page.wait_for_selector(f"#daily-{game}")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click(f"#daily-{game}")
    page.wait_for_selector(HAND, timeout=BOOT_TIMEOUT)
    return page


def first_hand(page) -> list[str]:
    """The player's cards as first dealt (no move of the player's has changed them yet)."""
    return sorted(page.eval_on_selector_all(HAND, "cards => cards.map(card => card.dataset.card)"))


@pytest.mark.standin
@pytest.mark.parametrize("game", GAMES)
def test_the_deal_of_the_day_is_the_same_in_two_browsers_and_another_the_next_day(browser, site, game: str) -> None:
    hands = []
    for when in (DAY, DAY, NEXT_DAY):
        context = browser.new_context(locale="pl-PL", viewport={"width": 1100, "height": 900})  # a fresh browser each time
        try:
            page = open_daily(context, site.url, game, when)
            hands.append(first_hand(page))
        finally:
            context.close()
    assert hands[0] == hands[1]
    assert hands[0] != hands[2]


@pytest.mark.standin
def test_the_lobby_entry_names_the_utc_day(context, site) -> None:
    page = context.new_page()
    page.clock.set_fixed_time(NEXT_DAY)
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#daily")
    assert page.get_attribute("#daily", "data-date") == "2026-12-02"
    assert "2026-12-02" in page.inner_text("#daily")


def points(amount: int) -> str:
    """Dou Dizhu's unit in English words."""
    return f"{amount} point" if abs(amount) == 1 else f"{amount} points"


def test_the_table_names_the_deal_of_the_day_and_its_par_which_the_end_compares_in_words(context, site) -> None:
    # A Dou Dizhu deal: three seats, the shortest to play through against hard computers.
    page = open_daily(context, site.url, "doudizhu", DAY, lang="en")
    assert page.inner_text("#daily-note").startswith("Deal of the day · par: ")  # computing, or already known
    assert page.query_selector("#daily-result") is None
    assert page.query_selector("#share, #share-unavailable") is None  # the day's deal is shared by its result line only
    # The par is worked out while the player decides, and shown at the table before the deal ends.
    page.wait_for_function("() => /par: -?\\d+ points?$/.test(document.getElementById('daily-note').textContent)", timeout=BOOT_TIMEOUT)
    par_at_the_table = page.inner_text("#daily-note")
    fast_forward(page, site)  # two of the player's turns before the end: still the deal of the day
    play_through(page, lambda stage: None)
    page.wait_for_selector("#daily-result", timeout=BOOT_TIMEOUT)
    page.wait_for_function("() => document.getElementById('daily-result').dataset.par !== ''", timeout=BOOT_TIMEOUT)
    result = page.locator("#daily-result")
    score = int(result.get_attribute("data-score"))
    par = int(result.get_attribute("data-par"))
    assert par_at_the_table == f"Deal of the day · par: {points(par)}"
    assert page.inner_text("#daily-score") == f"Your result: {points(score)}"
    assert page.inner_text("#daily-par") == f"par: {points(par)}"
    compared = page.inner_text("#daily-compared")
    if score > par:
        assert compared == f"You beat the par by {points(score - par)}."
    elif score < par:
        assert compared == f"Under par by {points(par - score)}."
    else:
        assert compared == "You matched the par."
    assert page.inner_text("#daily-best").startswith(f"Your best in this game's daily deals: {points(score)}")
    assert "Streak: 1 day in a row" in page.inner_text("#daily-best")
    line = page.input_value("#daily-share-line")
    assert line == f"Karciarnia · Dou Dizhu (Fight the Landlord) · deal of the day 2026-12-01: my result {score}, par {par}"
    for size in ({"width": 360, "height": 640}, {"width": 1366, "height": 768}):  # the line is read whole before it is copied
        page.set_viewport_size(size)
        assert page.eval_on_selector("#daily-share-line", "box => box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1")
    assert not re.search(r"\b(10|[2-9JQKA])[SHDC]\b|[♠♥♦♣]", line)  # no card of the deal in it
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.click("#daily-share")
    page.wait_for_selector("#daily-copied:has-text('Result copied.')")
    assert page.evaluate("navigator.clipboard.readText()") == line


@pytest.mark.standin
def test_a_deal_of_the_day_reopened_after_a_reload_still_ends_with_its_par(context, site) -> None:
    page = open_daily(context, site.url, "doudizhu", DAY, lang="en")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved') ?? '{}').daily === '2026-12-01'", timeout=BOOT_TIMEOUT)
    seed = page.evaluate("() => JSON.parse(localStorage.getItem('karciarnia.saved')).record.seed")
    page.reload()  # the saved game reopens by itself
    page.wait_for_selector(HAND, timeout=BOOT_TIMEOUT)
    play_through(page, lambda stage: None)
    page.wait_for_function("() => document.getElementById('daily-result')?.dataset.par !== ''", timeout=BOOT_TIMEOUT)
    assert re.fullmatch(r"par: -?\d+ points?", page.inner_text("#daily-par"))
    # Played again, the day's deal is an ordinary game of cards already seen: neither the day's result, counted nor rated.
    page.click("#play-deal-again")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved'))?.replayed === true", timeout=BOOT_TIMEOUT)
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('karciarnia.saved'))")
    assert "daily" not in saved and saved["record"]["seed"] == seed


@pytest.mark.standin
def test_the_streak_counts_days_in_a_row_and_a_day_counts_once(context, site) -> None:
    # The record as the page keeps it after a Tarok deal of the day before (read through its schema).
    page = context.new_page()
    page.clock.set_fixed_time(DAY)
    write_storage(
        page,
        site,
        """localStorage.setItem('karciarnia.daily', JSON.stringify(
             {format: 1, games: {tarok: {best: 40, date: '2026-11-30', score: 40}}, streak: {last: '2026-11-30', days: 4}}))""",
    )
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#daily-streak")
    assert page.inner_text("#daily-streak") == "Seria: 4 dni z rzędu"  # yesterday's streak still stands today
    record = page.evaluate(
        """async () => {
             const { recordDay } = await import('./js/lobby/daily.js');
             recordDay('tarok', '2026-12-01', 30);
             return recordDay('tarok', '2026-12-01', 70);  // the same day's deal again: known now, not counted
           }"""
    )
    assert record["games"]["tarok"] == {"best": 40, "date": "2026-12-01", "score": 30}
    assert record["streak"] == {"last": "2026-12-01", "days": 5}


@pytest.mark.standin
def test_the_statistics_list_each_games_last_deal_of_the_day(context, site) -> None:
    page = context.new_page()
    page.clock.set_fixed_time(DAY)
    write_storage(
        page,
        site,
        """localStorage.setItem('karciarnia.daily', JSON.stringify({format: 1, games: {
             tarok: {best: 40, date: '2026-11-29', score: 40}, prezydent: {best: 4, date: '2026-11-30', score: 3}}}))""",
    )
    page.goto(site.url + "?nosw")
    page.click("#stats-open")
    page.wait_for_selector("#stats-dialog[open]")
    rows = page.eval_on_selector_all(".stats-daily tbody tr", "rows => rows.map((r) => [...r.cells].map((c) => c.textContent))")
    assert [row[1:] for row in rows] == [["Prezydent", "3"], ["Tarok dla dwóch", "40"]]  # newest first


@pytest.mark.standin
def test_a_bad_record_is_set_aside_and_the_entry_still_works(context, site) -> None:
    page = context.new_page()
    page.clock.set_fixed_time(DAY)
    # Written from a plain file of the site: the home, were it open, could read (and set aside) the
    # bad record before the visit under test.
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    page.goto(site.url + "build.json")
    page.evaluate("() => localStorage.setItem('karciarnia.daily', JSON.stringify({format: 1, games: {tarok: {best: 'many'}}}))")
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#daily-problem")
    assert page.evaluate("() => localStorage.getItem('karciarnia.daily.set-aside')").startswith('{"format":1')
    assert page.is_enabled("#daily-tarok")
