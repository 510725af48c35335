"""The room in Simplified Chinese as a player meets it (issue 35): a whole Dou Dizhu deal on a 390×844
phone with the card counter on, in its players' words, and each game's table, results and review at
360×640, nothing sticking out sideways and no Polish or English word left on the way."""

from __future__ import annotations

import re

import pytest

from playthrough import BOOT_TIMEOUT, hint_turn, open_table, play_until
from stored_games import fast_forward
from test_layout import assert_fits_width

pytestmark = [pytest.mark.browser, pytest.mark.standin]

# Latin words a Chinese page may show: card ranks and Tarok's court letters, names, the language row.
ALLOWED_LATIN = {"J", "Q", "K", "A", "N", "P", "Karciarnia", "Polski", "English", "PL", "EN", "Dou", "Dizhu"}


def latin_words(page, selector: str) -> set[str]:
    """Words of two or more Latin letters in the visible text of ``selector`` that a Chinese page should not hold."""
    text = page.inner_text(selector)
    return {word for word in re.findall(r"[A-Za-ząćęłńóśźżĄĆĘŁŃÓŚŹŻ]{2,}", text)} - ALLOWED_LATIN


def start(page, site, game: str, seed: int, counter: bool = False) -> None:
    open_table(page, site.url + f"?pace=0&nosw&seed={seed}", game, "zh", {}, ticked=("counter",) if counter else ())


def test_a_whole_dou_dizhu_deal_in_chinese_on_a_phone_with_the_card_counter(page, site) -> None:
    page, watch = page
    page.set_viewport_size({"width": 390, "height": 844})
    start(page, site, "doudizhu", seed=7, counter=True)
    # D2: the counter names the jokers as the apps do, 大王 then 小王, before 2 A K … 3
    labels = page.eval_on_selector_all("#counter-strip .counter-label", "els => els.map(e => e.textContent)")
    assert labels[:3] == ["大王", "小王", "2"], labels
    seen: set[str] = set()

    def turn(page) -> None:
        seen.add(page.get_attribute("#table", "data-stage") or "")
        assert_fits_width(page, f"Dou Dizhu in Chinese, {page.get_attribute('#table', 'data-stage')}")
        assert not latin_words(page, "#table"), latin_words(page, "#table")
        hint_turn(page)

    play_until(page, turn, ("over",))
    assert "bidding" in seen and any(stage.startswith("play") for stage in seen), seen
    assert_fits_width(page, "Dou Dizhu's results in Chinese")
    results = page.inner_text("#results")
    assert "地主" in results and "农民" in results and "记牌器" in results  # the roles, and that the counter helped
    assert not latin_words(page, "#results"), latin_words(page, "#results")
    watch.assert_clean()


@pytest.mark.parametrize("game", ["prezydent", "doudizhu", "tarok", "koalicje"])
def test_each_game_s_table_results_and_review_fit_a_small_phone_in_chinese(page, site, game: str) -> None:
    page, watch = page
    page.set_viewport_size({"width": 360, "height": 640})
    start(page, site, game, seed=12)
    assert_fits_width(page, f"{game}'s table in Chinese")
    assert not latin_words(page, "#table"), latin_words(page, "#table")
    fast_forward(page, site)
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=results])", timeout=BOOT_TIMEOUT)
    play_until(page, hint_turn, ("results", "over"))
    assert_fits_width(page, f"{game}'s results in Chinese")
    assert not latin_words(page, "#results"), latin_words(page, "#results")
    page.click("#review-deal")
    page.wait_for_selector("#review[open]")
    assert_fits_width(page, f"{game}'s review in Chinese")
    assert not latin_words(page, "#review"), latin_words(page, "#review")
    watch.assert_clean()
