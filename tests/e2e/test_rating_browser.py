"""The player's rating per game in the browser: a finished game against computers moves it, the results
say by how much and the game's tile shows it; a game with the card counter on is not rated, nor is a deal played again; damaged
ratings in the storage are set aside with a word on the home, the good ones kept.

On the stand-in engine: the engine that rates the game (op rate) is the real one, in CPython; that
Pyodide rates the same game the same is tests/pyodide/test_rating_pyodide.py's.
"""

from __future__ import annotations

import json
import math

import pytest

from playthrough import BOOT_TIMEOUT, hint_turn, play_until
from stored_games import SETTLED, fast_forward, near_end, saved_game
from test_hostile_storage import notices, open_with, stored, write_storage

pytestmark = [pytest.mark.browser, pytest.mark.standin]

KEY = "karciarnia.ratings"
RATED = {"rating": 1620.5, "deviation": 95.2, "volatility": 0.06}
# The player's Prezydent rating after six games, as the page keeps it.
RATINGS = {"format": 1, "games": {"prezydent": {"game": "prezydent", **RATED, "games": 6, "history": [{"at": "2026-11-30T10:00:00.000Z", "rating": 1621, "deviation": 95}]}}}


def shown(value: float) -> int:
    """``value`` rounded as the page rounds it (Math.round: a half goes up)."""
    return math.floor(value + 0.5)


def finish_stored_game(page, site, storage: dict[str, str], counter: bool = False) -> None:
    """The page reopens a Prezydent deal two of the player's turns before its end (with the card counter
    on in it, or not) beside ``storage``, and the player plays it out by the hint."""
    saved = json.loads(saved_game(near_end("prezydent", 11, {"players": 4})))
    write_storage(page, site, {**storage, "karciarnia.saved": json.dumps({**saved, **({"counter": True} if counter else {})})})
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)
    play_until(page, hint_turn, ("over",))


def test_a_finished_game_against_computers_moves_the_rating_said_in_the_results_and_on_the_tile(page, site) -> None:
    page, watch = page
    finish_stored_game(page, site, {KEY: json.dumps(RATINGS), "karciarnia.lang": "en"})
    page.wait_for_selector("#rating-result", timeout=BOOT_TIMEOUT)
    kept = json.loads(stored(page, KEY))["games"]["prezydent"]
    assert kept["games"] == 7 and len(kept["history"]) == 2
    change = shown(kept["rating"]) - shown(RATED["rating"])
    assert change != 0  # three results against easy computers always move it
    assert page.text_content("#rating-change").strip() == (f"+{change}" if change > 0 else str(change))
    figures = f"{shown(kept['rating'])} ± {shown(kept['deviation'])}"
    assert page.text_content("#rating-result") == f"Your rating: {figures} {page.text_content('#rating-change').strip()}"
    # Back on the home, the game's tile says it.
    page.click("#new-game")
    page.wait_for_selector("#play-prezydent .tile-rating")
    assert page.text_content("#play-prezydent .tile-rating") == f"Rating {figures}"
    assert page.query_selector("#play-tarok .tile-rating") is None  # a game never rated shows none
    watch.assert_clean()


def test_a_first_rated_game_says_so_and_is_provisional(page, site) -> None:
    page, watch = page
    finish_stored_game(page, site, {"karciarnia.lang": "pl"})
    page.wait_for_selector("#rating-result", timeout=BOOT_TIMEOUT)
    assert page.query_selector("#rating-change") is None
    assert "(pierwsza gra w rankingu)" in page.text_content("#rating-result")
    assert page.get_attribute("#rating-result", "data-provisional") == "true"
    assert "? ± " in page.text_content("#rating-result .rating-result-figures")
    watch.assert_clean()


def test_a_game_with_the_card_counter_on_is_counted_apart_but_not_rated(page, site) -> None:
    page, watch = page
    finish_stored_game(page, site, {KEY: json.dumps(RATINGS)}, counter=True)
    page.wait_for_selector("#counter-note")  # the results say the counter was on
    stats = json.loads(stored(page, "karciarnia.stats"))
    assert list(stats["games"]) == ["prezydent|easy|counter"]  # counted, apart
    page.wait_for_timeout(500)  # the engine answers a rating in milliseconds: time to have done so wrongly
    assert page.query_selector("#rating-result") is None
    assert json.loads(stored(page, KEY)) == RATINGS
    watch.assert_clean()


def test_a_deal_played_again_is_neither_counted_nor_rated_and_its_results_say_so(page, site) -> None:
    page, watch = page
    finish_stored_game(page, site, {KEY: json.dumps(RATINGS), "karciarnia.lang": "en"})
    page.wait_for_selector("#rating-result", timeout=BOOT_TIMEOUT)  # the deal itself was rated
    rated, counted = stored(page, KEY), stored(page, "karciarnia.stats")
    page.click("#play-deal-again")
    # The same cards again, kept marked as played again (a reload plays on unrated).
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved'))?.replayed === true", timeout=BOOT_TIMEOUT)
    saved = json.loads(stored(page, "karciarnia.saved"))
    assert saved["record"]["seed"] == 11
    assert fast_forward(page, site)["seed"] == 11  # two of the player's turns before the end, still marked played again
    play_until(page, hint_turn, ("over",))
    assert page.text_content("#rating-replayed") == "This deal was played again: you knew its cards, so it counts neither in your rating nor in your statistics."
    page.wait_for_timeout(500)  # the engine answers a rating in milliseconds: time to have done so wrongly
    assert page.query_selector("#rating-result") is None
    assert (stored(page, KEY), stored(page, "karciarnia.stats")) == (rated, counted)
    page.click("#new-game")
    page.wait_for_selector("#play-prezydent")
    page.click("#play-prezydent")  # a game dealt anew carries no mark
    page.wait_for_function("() => { const saved = JSON.parse(localStorage.getItem('karciarnia.saved')); return saved && saved.record.seed !== 11; }", timeout=BOOT_TIMEOUT)
    assert "replayed" not in json.loads(stored(page, "karciarnia.saved"))
    watch.assert_clean()


def test_damaged_ratings_are_set_aside_with_a_word_and_the_good_ones_kept(page, site) -> None:
    page, _ = page
    damaged = {"format": 1, "games": {**RATINGS["games"], "tarok": {"game": "tarok", "rating": "high"}}}
    open_with(page, site, {KEY: json.dumps(damaged)})
    assert "rating.set_aside" in notices(page)
    assert json.loads(stored(page, f"{KEY}.set-aside")) == damaged
    assert json.loads(stored(page, KEY)) == RATINGS
    assert page.text_content("#play-prezydent .tile-rating").endswith("1621 ± 95")
    page.reload()
    page.wait_for_selector("#play-prezydent")
    assert notices(page) == []  # said once
