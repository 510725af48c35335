"""No needless clicks: the table plays a forced move by itself (never in a lesson), every game shows
its previous trick, and a whole Prezydent deal is played with the keyboard alone."""

from __future__ import annotations

import pytest

from playthrough import hint_turn, open_prezydent, open_table, play_until
from test_tutorial_browser import follow_step, open_tutorial

pytestmark = [pytest.mark.browser, pytest.mark.standin]

# The player must pass: passing is allowed and no card of the hand is part of any legal play.
ONLY_PASS = """() => {
  const pass = document.querySelector('#pass');
  const cards = [...document.querySelectorAll('[data-zone=hand] button.card')];
  return Boolean(pass && !pass.disabled && cards.length && cards.every((c) => c.classList.contains('unplayable')));
}"""
# The player holds one card.
LAST_CARD = "() => document.querySelectorAll('[data-zone=hand] button.card').length === 1"
# Every text the message line shows, kept as it changes (the forced move's beat is short).
RECORD_MESSAGES = """() => {
  window.messagesSeen = [];
  new MutationObserver(() => {
    const line = document.getElementById('table-message');
    if (line) window.messagesSeen.push(line.textContent);
  }).observe(document.getElementById('table'), { subtree: true, childList: true, characterData: true });
}"""
FORCED_PASS_TEXTS = {"Nie masz czym przebić: pasujesz.", "You cannot beat it: you pass."}


def turn_off_forced_moves(page, url: str) -> None:
    page.goto(url)
    page.evaluate("() => localStorage.setItem('karciarnia.settings', JSON.stringify({format: 1, autoForced: false}))")


def play_prezydent_by_clicks(page, turns: int, *, until_forced: bool = False) -> list[bool]:
    """Up to ``turns`` of the player's turns (with ``until_forced``, only until one had no choice): pass
    where passing is allowed, else lead the highest card (so that later tricks find nothing to beat them with).
    Returns, for each turn the player was given, whether it had no choice but to pass."""
    given: list[bool] = []

    def turn(page) -> None:
        given.append(page.evaluate(ONLY_PASS))
        if page.is_enabled("#pass"):
            page.click("#pass")
        else:
            page.click("[data-zone=hand] button.card >> nth=-1")
            page.click("#play")

    play_until(page, turn, lambda page, phase: phase != "turn" or len(given) >= turns or (until_forced and any(given)))
    return given


def test_a_forced_pass_is_played_by_the_table(page, site) -> None:
    # P6: a player who cannot beat the trick passes; the table does it for them after a beat, saying so
    page, _watch = page
    open_prezydent(page, site.url + "?pace=0&seed=5&nosw")
    page.evaluate(RECORD_MESSAGES)
    given = play_prezydent_by_clicks(page, 40)
    assert given and not any(given)  # the player is never left to press "pass" when it is the only move
    assert FORCED_PASS_TEXTS & set(page.evaluate("() => window.messagesSeen"))


def test_with_the_setting_off_the_player_passes_themselves(page, site) -> None:
    # The same deal with the setting off: the forced passes wait for the player
    page, _watch = page
    turn_off_forced_moves(page, site.url + "?pace=0&seed=5&nosw")
    open_prezydent(page, site.url + "?pace=0&seed=5&nosw")
    assert any(play_prezydent_by_clicks(page, 40, until_forced=True))


def test_a_lesson_waits_for_the_player_even_without_a_choice(page, site) -> None:
    # A lesson teaches every move, the last card too: the table never makes one for the player
    page, _watch = page
    open_tutorial(page, site.url, "prezydent", "pl")
    forced_steps = 0
    while page.get_attribute("#tutorial", "data-done") != "true":
        action = page.get_attribute("#tutorial", "data-action")
        if (action == "pass" and page.evaluate(ONLY_PASS)) or (action.startswith("play:") and page.evaluate(LAST_CARD)):
            moves = page.get_attribute("#table", "data-moves")
            page.wait_for_timeout(1000)
            assert page.get_attribute("#table", "data-moves") == moves
            assert page.get_attribute("#table", "data-phase") == "turn"
            forced_steps += 1
        follow_step(page)
    assert forced_steps > 0


def hint_until(page, selector: str, limit: int = 120) -> None:
    """Play by the hint (and go on after a deal) until ``selector`` shows on the player's turn."""
    play_until(page, hint_turn, lambda page, phase: page.locator(selector).count() > 0, limit=limit)
    assert page.locator(selector).count(), f"{selector} never showed"


@pytest.mark.parametrize(("game", "options"), [("prezydent", {}), ("doudizhu", {}), ("tarok", {}), ("koalicje", {})])
def test_every_game_shows_its_previous_trick(page, site, game: str, options: dict[str, str]) -> None:
    # P7, D20, T14, K21: once a trick is taken, the player can look at it again
    page, _watch = page
    open_table(page, site.url + "?pace=0&seed=2&nosw", game, "en", options)
    if game == "tarok":  # Tarok keeps its previous trick on view by the stock
        hint_until(page, "#table[data-phase=turn] #last-trick")
    else:
        hint_until(page, "#table[data-phase=turn] #show-last-trick")
        assert page.get_attribute("#show-last-trick", "aria-expanded") == "false"
        page.click("#show-last-trick")
        assert page.get_attribute("#show-last-trick", "aria-expanded") == "true"
    trick = page.locator("#last-trick")
    assert trick.locator(".card").count() >= 2
    assert "Taken by" in trick.inner_text() or "Trick taken by" in trick.inner_text()


def focus_in_hand(page) -> bool:
    return page.evaluate("() => Boolean(document.activeElement?.matches('[data-zone=hand] button.card'))")


def test_a_prezydent_deal_is_played_with_the_keyboard_alone(page, site) -> None:
    # P4–P9 by keys: the focus waits in the hand across the computers' moves; S passes, Space and P lead a card
    page, _watch = page
    open_prezydent(page, site.url + "?pace=0&seed=5&nosw")
    presses = 0

    def press(key: str) -> None:
        nonlocal presses
        presses += 1
        page.keyboard.press(key)

    hand = page.locator("[data-zone=hand] button.card").count()
    assert page.locator("[data-zone=hand] button.card[tabindex='0']").count() == 1  # one tab stop for the hand
    turns = 0

    def turn(page) -> None:
        nonlocal turns
        turns += 1
        assert focus_in_hand(page), f"the focus left the hand before turn {turns}"
        if page.is_enabled("#pass"):
            press("s")
        else:  # lead the hand's highest card: End goes there from wherever the focus is
            press("End")
            press("Space")
            press("p")

    play_until(page, turn)
    # The deal is over: its results take the focus on their primary button.
    assert page.get_attribute("#table", "data-phase") in ("results", "over")
    assert page.evaluate("() => document.activeElement?.matches('#results button.primary')")
    assert turns > 0
    # No key for a move without a choice: one key per pass chosen, three per lead (End, Space, P).
    assert presses <= 3 * hand + turns


def test_question_mark_lists_the_keys(page, site) -> None:
    page, _watch = page
    open_prezydent(page, site.url + "?pace=0&seed=5&nosw")
    page.keyboard.press("?")
    dialog = page.locator("#key-help")
    assert dialog.is_visible()
    text = dialog.inner_text()
    for key in ("P", "S", "Enter", "?"):
        assert key in text
    page.keyboard.press("Escape")
    page.wait_for_selector("#key-help", state="detached")
    assert focus_in_hand(page)
