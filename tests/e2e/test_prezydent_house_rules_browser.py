"""Prezydent's house rules at the table (P23-P27), from the options sheet to the results.

The deal is seed 1 with three players, all three house rules on: the player (seat 0) holds both
jokers, the 5 and 6 of spades among 18 cards; the easy computers answer as P20 says (the lowest
legal play, so an equal one when they have it). What the test expects of the engine is asked of
the engine in CPython first (``opening``), so that a change of the deal fails here with its reason.
"""

from __future__ import annotations

import pytest
from karciarnia import computers
from karciarnia.catalog import GAMES
from karciarnia.rng import Rng
from playthrough import BOOT_TIMEOUT, RECORD_ANNOUNCEMENTS, announced, hint_turn, open_home_in, play_until

pytestmark = [pytest.mark.browser, pytest.mark.standin]

SEED = 1
OPTIONS = {"players": 3, "equalize": True, "jokers": True, "stairs": True}
LEAD = ["5S", "6S", "RJ"]  # two readings (P27): the run 4♠-6♠ or 5♠-7♠
CHOSEN = "play:run:5S,6S,RJ=7S"


def opening() -> dict:
    """The engine's own account of the opening: the player's hand, the lead's readings, and the
    position after it (seat 1's equal run, seat 2 skipped) as the player sees it."""
    state = GAMES["prezydent"].new_state(dict(OPTIONS), SEED)
    view = state.observation(0).to_json()
    readings = [a["id"] for a in view["legal_actions"] if sorted(a["cards"]) == sorted(LEAD)]
    state.apply(CHOSEN)
    while state.current_player != 0:
        state.apply(computers.choose("prezydent", "easy", state.observation(state.current_player), Rng(0)))
    return {"hand": view["hand"], "readings": readings, "after": state.observation(0).to_json()}


def start(page, url: str, lang: str) -> None:
    """From the home in ``lang`` through the options sheet, every house rule on, to the first turn."""
    page.add_init_script(RECORD_ANNOUNCEMENTS)
    open_home_in(page, url + f"?pace=0&seed={SEED}", lang)
    page.click("#options-prezydent")
    page.select_option("#option-players", "3")
    for rule in ("equalize", "jokers", "stairs"):  # P23, P25, P26: the house rules, off by default
        assert not page.is_checked(f"#option-{rule}")
        page.check(f"#option-{rule}")
    page.select_option("#option-level", "easy")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)


def hand(page) -> list[str]:
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")


def lead_with_the_joker_run(page, expected: dict) -> list[str]:
    """Select 5♠ 6♠ and the red joker, choose the reading 5♠-7♠ (P27); returns the readings' buttons."""
    for card in LEAD:
        page.click(f'.hand button[data-card="{card}"]')
    page.click("#play")
    page.wait_for_selector("#readings .reading")
    shown = page.eval_on_selector_all("#readings .reading", "els => els.map(e => [e.dataset.action, e.textContent])")
    assert sorted(action for action, _ in shown) == sorted(expected["readings"])
    moves = page.get_attribute("#table", "data-moves")
    page.click(f'#readings .reading[data-action="{CHOSEN}"]')
    page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    return [text.replace("\xa0", " ") for _, text in shown]  # (the parenthesis is bound by no-break spaces)


def test_house_rules_from_the_options_sheet_to_the_results(page, site) -> None:
    page, watch = page
    expected = opening()
    assert expected["after"]["skipped"] == [2]  # the deal this test is written for (see the module's note)
    start(page, site.url, "pl")
    # P25: 54 cards among three, the jokers last in the hand as the engine sorts it.
    assert hand(page) == expected["hand"] and len(hand(page)) == 18 and hand(page)[-2:] == ["RJ", "BJ"]
    assert "schodki" in page.text_content("#table-message")  # P26: the lead may be a run

    # P27: one selection, two readings, each its own button in words.
    readings = lead_with_the_joker_run(page, expected)
    assert sorted(readings) == ["schodki 4♠ 5♠ 6♠ (joker jako 4♠)", "schodki 5♠ 6♠ 7♠ (joker jako 7♠)"]

    # P25, P26: the joker lies where the 7♠ would, with a tag saying so, and its name says it too.
    mine = page.locator('#trick .play[data-seat="0"]')
    assert mine.locator(".card").evaluate_all("els => els.map(e => e.dataset.card)") == ["5S", "6S", "RJ"]
    assert mine.locator(".card.standing .stands-for").text_content() == "= 7♠"
    assert mine.locator(".card.standing").get_attribute("aria-label") == "czerwony joker jako 7 pik"
    # P23: seat 1 equalled with 5♥-7♥, so seat 2 lost its turn: its badge says so, the announcement too.
    assert page.locator('#trick .play[data-seat="1"] .card').evaluate_all("els => els.map(e => e.dataset.card)") == ["5H", "6H", "7H"]
    assert page.text_content('[data-zone="seat"][data-seat="2"] .badge.skipped') == "traci kolejkę"
    assert page.locator(".badge.skipped").count() == 1
    skipped = "zagrywa schodki 5♥–7♥. Wyrównanie: Komputer 2 (łatwy) traci kolejkę."
    said = announced(page, skipped)
    assert any(text.endswith(skipped) for text in said), said
    assert "schodki 5♠–7♠ (czerwony joker jako 7♠)" in " ".join(said)  # the player's own move, in words
    # P23, P26: the prompt asks to beat or equal a run of three.
    assert page.text_content("#table-message").startswith("Przebij lub wyrównaj schodki z 3 kart")

    # P24-P27 on to the results by the hint's moves: three places, 3 + 2 + 1 points (P14, P15).
    play_until(page, hint_turn, ("over",))
    rows = page.eval_on_selector_all("#results tbody tr", "rows => rows.map(r => [...r.children].map(c => c.textContent))")
    assert [row[0] for row in rows] == ["1", "2", "3"]
    assert sorted(int(row[3]) for row in rows) == [1, 2, 3]


def test_the_house_rules_words_in_english(page, site) -> None:
    page, watch = page
    start(page, site.url, "en")
    readings = lead_with_the_joker_run(page, opening())
    assert sorted(readings) == ["run 4♠ 5♠ 6♠ (joker as 4♠)", "run 5♠ 6♠ 7♠ (joker as 7♠)"]  # P27
    assert page.text_content('#trick .play[data-seat="0"] .stands-for') == "= 7♠"  # P25
    assert page.text_content('[data-zone="seat"][data-seat="2"] .badge.skipped') == "loses a turn"  # P23
    assert page.text_content("#table-message").startswith("Beat or equal the run of 3 cards")
    skipped = "Equalised: Computer 2 (easy) loses a turn."
    said = announced(page, skipped)
    assert any(skipped in text for text in said), said
