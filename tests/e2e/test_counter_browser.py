"""The card counter (记牌器) at the table: an assist chosen on the options sheet, off by default, never at
the deal of the day; a strip that draws the engine's count of what the player's seat has seen (D6, D27,
P17, K8, K9, T3), a dot where a counted card was seen but is still held; a game played with it says so
in its results and counts apart in the statistics."""

from __future__ import annotations

import json

import pytest

from playthrough import BOOT_TIMEOUT, hint_turn, play_until
from test_accessibility import audit

pytestmark = [pytest.mark.browser, pytest.mark.standin]

STRIP = "#counter-strip"
# The deck of each game as the counter counts it (a count of the strip's chips' totals).
DECKS = {"doudizhu": 54, "prezydent": 52, "tarok": 78, "koalicje": 36}


def open_with_counter(page, site, game: str, seed: int, counter: bool = True) -> None:
    """From the options sheet of ``game`` (the counter chosen, or not) to the table's first stop."""
    page.goto(site.url + f"?pace=0&seed={seed}&nosw")
    page.click(f"#options-{game}")
    assert not page.is_checked("#option-counter")  # off by default
    if counter:
        page.check("#option-counter")
    page.select_option("#option-level", "easy")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=results])", timeout=BOOT_TIMEOUT)


def strip(page) -> dict:
    """The strip as drawn: its count and known part, and each chip's key, count, known part, total and look."""
    page.wait_for_function(  # the engine's count for the view on the table is in
        "() => { const s = document.getElementById('counter-strip'); return s && s.dataset.moves === document.getElementById('table').dataset.moves; }"
    )
    return page.eval_on_selector(
        STRIP,
        """s => ({count: Number(s.dataset.count), known: Number(s.dataset.known),
          chips: [...s.querySelectorAll('.counter-chip')].map(c => ({group: c.closest('ul').dataset.group, key: c.dataset.key,
            count: Number(c.dataset.count), known: Number(c.dataset.known), total: Number(c.dataset.total),
            dot: Boolean(c.querySelector('.known-dot')), zero: c.classList.contains('zero'), label: c.querySelector('.counter-label').textContent}))})""",
    )


def hand(page) -> list[str]:
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")


def trick(page) -> list[str]:
    """The cards played and still on the table (the current trick, face up)."""
    return page.eval_on_selector_all("#trick .card:not(.back)", "els => els.map(e => e.dataset.card)")


def rank_of(card: str) -> str:
    return card if card in ("RJ", "BJ") else card[:-1]


def others_cards(page) -> list[int]:
    """How many cards each other seat holds, as its panel says ("17 kart")."""
    counts = page.eval_on_selector_all('[data-zone="seat"]:not(.me) .count', "els => els.map(e => e.textContent)")
    return [int(text.split()[0]) for text in counts]


def menu(page) -> None:
    """Open the table's menu where a narrow screen folds it."""
    if page.is_visible("#menu-toggle") and page.get_attribute("#menu-toggle", "aria-expanded") == "false":
        page.click("#menu-toggle")


def test_dou_dizhu_counts_what_the_farmer_has_seen_through_the_deal(page, site) -> None:
    page, _ = page
    open_with_counter(page, site, "doudizhu", seed=7)
    assert page.get_attribute("#table", "data-stage") == "bidding"
    # D6: while the bottom lies face down, it is out like every card the player has not seen: 54 − 17
    shown = strip(page)
    assert [chip["key"] for chip in shown["chips"]] == ["RJ", "BJ", "2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"]  # D2
    assert [chip["label"] for chip in shown["chips"][:5]] == ["★", "☆", "2", "A", "K"]
    assert sum(chip["total"] for chip in shown["chips"]) == DECKS["doudizhu"]
    assert shown["count"] == 54 - 17 and shown["known"] == 0 and len(hand(page)) == 17
    held = [rank_of(card) for card in hand(page)]
    for chip in shown["chips"]:
        assert chip["count"] == chip["total"] - held.count(chip["key"])
        assert chip["zero"] == (chip["count"] == 0) and not chip["dot"]

    # Pass every bid: a computer becomes the landlord and takes the bottom, which it turns face up (D6).
    def farmer_plays(page, phase: str) -> bool:
        return phase == "turn" and page.get_attribute("#table", "data-stage") != "bidding"

    def pass_bids(page) -> None:
        page.click("#bid-pass")

    play_until(page, pass_bids, farmer_plays)
    assert not page.is_visible('[data-zone="seat"].me.landlord')
    bottom = [rank_of(card) for card in page.eval_on_selector_all("#bottom .card:not(.back)", "els => els.map(e => e.dataset.card)")]
    assert len(bottom) == 3
    shown = strip(page)
    # Nothing is face down any more: what the others may still play is what they hold, the bottom in it.
    assert shown["count"] == sum(others_cards(page))
    # The bottom is seen but (until played) still in the landlord's hand: counted, and marked as known.
    assert 0 < shown["known"] <= 3 or len(hand(page)) < 17
    for chip in shown["chips"]:
        assert chip["known"] <= bottom.count(chip["key"]), chip
        assert chip["dot"] == (chip["known"] > 0), chip
    first = shown["count"]
    page.mouse.move(0, 0)  # no button under the pointer (a hovered one is lighter)
    audit(page, "Dou Dizhu's table with the card counter")  # the greyed chips, the dots and the lighter digits too

    # Every card the others play is counted off; the player's own were never in the count.
    for _ in range(3):
        moves = page.get_attribute("#table", "data-moves")
        hint_turn(page)
        page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
        if play_until(page, hint_turn, ("turn", "results", "over")) != "turn":
            break
    later = strip(page)["count"] if page.get_attribute("#table", "data-phase") == "turn" else 0
    assert later < first

    # The game ends with the counter on: the results say so, and the statistics count it apart.
    play_until(page, hint_turn, ("over",))
    assert page.text_content("#counter-note") == "Z licznikiem kart"
    stats = json.loads(page.evaluate("() => localStorage.getItem('karciarnia.stats')"))
    assert [key.split("|")[2:] for key in stats["games"]] == [["counter"]]
    assert next(iter(stats["games"].values()))["counter"] is True


@pytest.mark.parametrize("game", ["prezydent", "tarok", "koalicje"])
def test_each_game_counts_the_deck_less_the_own_hand(page, site, game: str) -> None:
    page, _ = page
    open_with_counter(page, site, game, seed=7)
    shown = strip(page)
    assert sum(chip["total"] for chip in shown["chips"]) == DECKS[game]
    assert shown["known"] == 0
    cards, played = hand(page), trick(page)
    if game == "koalicje":
        # K8, K9: the jokers are laid out face up as the deal completes: none is out, none is held
        jokers = [chip for chip in shown["chips"] if chip["group"] == "jokers"]
        assert [chip["key"] for chip in jokers] == ["RJ", "BJ"] and all(chip["zero"] for chip in jokers)
        assert [chip["group"] for chip in shown["chips"][::8][:4]] == ["S", "H", "D", "C"]
        assert shown["count"] == 32 - len(cards) - len(played)
    else:
        assert shown["count"] == DECKS[game] - len(cards) - len(played)
    if game == "tarok":
        taroks = [chip for chip in shown["chips"] if chip["group"] == "taroks"]
        assert [chip["key"] for chip in taroks] == [f"T{n}" for n in range(1, 22)] + ["FOOL"]
        assert [chip["key"] for chip in shown["chips"] if chip["group"] == "S"] == ["K", "Q", "N", "J", "pips"]
        assert [chip["label"] for chip in shown["chips"] if chip["group"] == "S"][:4] == ["K", "D", "R", "P"]  # Polish letters
        for chip in taroks:
            assert chip["zero"] == (chip["key"] in cards or chip["key"] in played)
    # The table's menu turns it off and on again.
    menu(page)
    assert page.get_attribute("#counter-toggle", "aria-pressed") == "true"
    page.click("#counter-toggle")
    page.wait_for_selector(STRIP, state="detached")
    menu(page)
    page.click("#counter-toggle")
    page.wait_for_selector(STRIP)


def test_the_counter_is_off_by_default(page, site) -> None:
    page, _ = page
    open_with_counter(page, site, "doudizhu", seed=3, counter=False)
    assert page.query_selector(STRIP) is None
    menu(page)
    assert page.get_attribute("#counter-toggle", "aria-pressed") == "false"  # it can still be turned on here


def test_the_counter_is_never_at_the_deal_of_the_day(page, site) -> None:
    page, _ = page
    # Chosen for Dou Dizhu (remembered), it still stays off at the deal of the day: no strip, no switch.
    page.goto(site.url + "?pace=0&nosw")
    page.click("#options-doudizhu")
    page.check("#option-counter")
    page.click("#options-close")
    page.click("#options-doudizhu")
    assert page.is_checked("#option-counter")  # remembered for the game's own deals
    page.click("#options-close")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#daily-doudizhu")
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=results])", timeout=BOOT_TIMEOUT)
    assert page.is_visible("#daily-note")
    assert page.query_selector(STRIP) is None
    assert page.query_selector("#counter-toggle") is None
