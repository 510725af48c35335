"""Prezydent in Chromium: from the lobby to the results by clicking, online and offline."""

from __future__ import annotations


import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from playthrough import play_until
from stored_games import fast_forward

pytestmark = pytest.mark.browser

RANK_ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
BOOT_TIMEOUT = 120_000


def wait_ready(page) -> None:
    """The engine is ready (its status is in the header, which a table in play covers)."""
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)


def start_game(page, players: int = 4, deals: int = 1) -> None:
    page.click("#options-prezydent")
    page.select_option("#option-players", str(players))
    page.select_option("#option-deals", str(deals))
    page.click("#start")
    page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT)


def one_turn(page) -> None:
    """Wait for the player's turn, play it as take_turn does, and wait until the move counts."""
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    moves = page.get_attribute("#table", "data-moves")
    take_turn(page, ["no explanation needed"])
    page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)


def saved_game_in_progress(page, url: str) -> tuple[list[str], str]:
    """Open ``url``, start a 4-player game and play one turn; once every move is saved and
    it is the player's turn again: the player's hand and the number of moves."""
    page.goto(url)
    wait_ready(page)
    start_game(page, players=4)
    one_turn(page)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    moves = page.get_attribute("#table", "data-moves")
    page.wait_for_function(
        "(m) => JSON.parse(localStorage.getItem('karciarnia.saved') || 'null')?.record.actions.length === Number(m)", arg=moves
    )
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)"), moves


def hand_by_rank(page) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    for card in page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)"):
        groups.setdefault(card[:-1], []).append(card)
    return groups


def select(page, cards: list[str]) -> None:
    for card in cards:
        page.click(f'.hand button[data-card="{card}"]')


def refused(page) -> bool:
    return page.is_visible("#table-message.notice")  # the message line says why a selection was refused


def wait_until_played(page, cards: list[str]) -> None:
    """Wait for ``cards`` to leave the hand; if they stay, fail with what the table shows instead."""
    try:
        page.wait_for_function("([cards]) => cards.every(c => !document.querySelector(`.hand button[data-card='${c}']`))", arg=[cards])
    except PlaywrightTimeout:
        table = page.evaluate("() => ({...document.getElementById('table').dataset, message: document.getElementById('table-message')?.textContent})")
        raise AssertionError(f"{cards} stayed in the hand after #play; the table: {table}") from None


def take_turn(page, explained: list[str]) -> None:
    """Play as a simple person would: the lowest group that is accepted, else pass."""
    if page.is_visible("#give"):
        count = int(page.get_attribute("#give", "data-count"))
        select(page, [card for cards in hand_by_rank(page).values() for card in cards][:count])
        page.click("#give")
        return
    count = int(page.get_attribute("#play", "data-count"))
    groups = hand_by_rank(page)
    if not explained and len(groups) >= 2:
        # P4: a mixed selection is refused with an explanation, and nothing changes.
        first, second = list(groups)[:2]
        select(page, [groups[first][0], groups[second][0]])
        assert page.is_disabled("#play")  # enabled only for a legal play; the reason comes by itself
        page.wait_for_selector("#table-message.notice")
        explained.append(page.text_content("#table-message"))
        select(page, [groups[first][0], groups[second][0]])  # deselect again
    for rank in sorted(groups, key=RANK_ORDER.index):
        if len(groups[rank]) < max(count, 1):
            continue
        chosen = groups[rank][: count or len(groups[rank])]
        select(page, chosen)
        if page.is_enabled("#play"):  # a legal play (P4-P8)
            page.click("#play")
            wait_until_played(page, chosen)
            return
        page.wait_for_selector("#table-message.notice")  # why not, said by itself
        select(page, chosen)
    page.click("#pass")


def play_to_results(page, on_turn=lambda: None) -> list[str]:
    """Click through the whole game, every deal of it; returns the explanations seen for refused selections."""
    explained: list[str] = []

    def turn(page) -> None:
        on_turn()
        take_turn(page, explained)

    play_until(page, turn, ("over",))
    return explained


def results_table(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "#results tbody tr", "rows => rows.map(r => [...r.children].map(c => c.textContent))"
    )


@pytest.mark.motion
def test_four_player_game_from_lobby_to_results(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=7")
    page.wait_for_selector("#play-prezydent")
    # The lobby works before Python does: Pyodide takes seconds to boot, the lobby milliseconds.
    assert page.get_attribute("#engine-status", "data-state") == "loading"
    wait_ready(page)
    start_game(page, players=4)
    assert page.locator('[data-zone="seat"]').count() == 4
    assert len(page.query_selector_all(".hand button.card")) == 13  # P2: 52 cards among 4
    explained = play_to_results(page)
    assert explained and "tej samej wysokości" in explained[0]
    rows = results_table(page)
    # P14, P15: four places, titles from Prezydent to Dupek, 4+3+2+1 points.
    assert [row[0] for row in rows] == ["1", "2", "3", "4"]
    assert [row[2] for row in rows] == ["Prezydent", "Wiceprezydent", "Wice-dupek", "Dupek"]
    assert sorted(int(row[3]) for row in rows) == [1, 2, 3, 4]


@pytest.mark.standin
def test_series_shows_exchange_and_totals(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=11")
    wait_ready(page)
    start_game(page, players=4, deals=2)
    fast_forward(page, site)  # deal 1, two of the player's turns before its end
    assert play_until(page, lambda page: take_turn(page, ["no refusal wanted"]), ("results",)) == "results"
    page.click("#next-deal")
    # P17: with 4 players every seat takes part in the exchange before deal 2; the table says so at the player's turns.
    seen_exchange = []

    def turn(page) -> None:
        seen_exchange.append(page.is_visible(".exchange-note"))
        take_turn(page, ["no refusal wanted"])

    play_until(page, turn, lambda page, phase: len(seen_exchange) >= 2)
    fast_forward(page, site)  # deal 2, two of the player's turns before its end
    play_to_results(page)
    rows = results_table(page)
    # P15, P16: two deals of 4+3+2+1 points each.
    assert sum(int(row[4]) for row in rows) == 20
    assert any(seen_exchange)


@pytest.mark.standin
def test_english_is_selectable(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0")
    page.click("#languages button[lang=en]")
    page.wait_for_selector("text=Choose a game")
    wait_ready(page)
    assert page.text_content("#play-prezydent .tile-go") == "Play"  # a tile deals at once


@pytest.mark.standin
def test_levels_per_seat_and_a_hint_from_the_hard_level(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=21")
    wait_ready(page)
    page.click("#options-prezydent")  # the game's options, in a sheet
    page.select_option("#option-players", "3")
    page.select_option("#option-level", "easy")
    page.click(".seat-levels summary")
    page.select_option("#option-level-2", "hard")
    page.click("#start")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    seats = page.eval_on_selector_all(
        '[data-zone="seat"]',
        "els => Object.fromEntries(els.map(e => [e.dataset.seat, [...e.querySelectorAll('.seat-name, .level')].map(n => n.textContent)]))",
    )
    assert seats == {"0": ["Ty"], "1": ["Komputer 1", "łatwy"], "2": ["Komputer 2", "trudny"]}
    page.click("#hint")
    page.wait_for_function("() => document.querySelector('#table-message').textContent.startsWith('Podpowiedź')")
    raised = page.eval_on_selector_all(".hand button[aria-pressed=true]", "els => els.map(e => e.dataset.card)")
    assert raised and len({card[:-1] for card in raised}) == 1  # P4: the hint is one legal play, selected
    moves = page.get_attribute("#table", "data-moves")
    page.click("#play")  # playing the hinted selection is accepted
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    assert not refused(page)
