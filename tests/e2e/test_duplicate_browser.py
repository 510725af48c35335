"""Duplicate in the browser: a finished game against computers offers its cards from the seat across the
table; that playing deals the player that seat's cards (the computers deciding as before: the page's
hand at the first decision is the one CPython reaches by the same moves), and its end shows both
playings side by side, the difference the sum of what the player did better than the computer in the
same seat. In every game. A duplicate match plays each deal from both seats and adds the differences.
Duplicate playings are kept saved (a reload comes back to one) but neither counted in the statistics nor
rated; the first playing, a game like any other, is both.

On the stand-in engine: that the same seed deals the same cards whoever sits where, and that a
computer decides by its seat and the position only, is tests/engine/test_duplicate.py's.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from karciarnia import computers
from karciarnia.catalog import GAMES
from karciarnia.rng import Rng
from playthrough import BOOT_TIMEOUT, play_until
from stored_games import SEATS, SETTLED, near_end, saved_game
from test_accessibility import doudizhu_turn, koalicje_turn, prezydent_turn, tarok_turn
from test_hostile_storage import write_storage

pytestmark = [pytest.mark.browser, pytest.mark.standin]

GAMES_PLAYED = {
    # game: (seed, options, a quick decision of the player's)
    "prezydent": (11, {"players": 4}, prezydent_turn),
    "doudizhu": (5, {}, doudizhu_turn),
    "tarok": (3, {}, tarok_turn),
    "koalicje": (2, {}, koalicje_turn),
}
SCORES_NOW = "(seats) => [...document.querySelectorAll('#scoreboard tfoot td')].slice(0, seats).map((cell) => cell.textContent)"


def last_deal(game: str, seed: int, options: dict[str, Any]) -> int:
    """How many deals (Koalicje: rounds) the game takes with easy computers at every seat, as near_end plays it."""
    state = GAMES[game].new_state(dict(options), seed)
    first = state.deal_number
    while not state.is_terminal:
        state.apply(computers.choose(game, "easy", state.observation(state.current_player), Rng(len(state.history))))
    return state.deal_number - first + (0 if game == "koalicje" else 1)


def forced(observation: Any) -> Any:
    """The action the table makes for the player (table.js: forcedMove), or None: a lone pass, or a last card."""
    legal = [action.to_json() for action in observation.legal_actions]
    passes = [action for action in legal if action["type"] == "pass"]
    plays = [action for action in legal if action["type"] != "pass"]
    if not plays and len(passes) == 1:
        return passes[0]["id"]
    if len(plays) == 1 and len(observation.hand) == 1 and (plays[0].get("cards") or [plays[0].get("card")]) == list(observation.hand):
        return plays[0]["id"]
    return None


def first_decision(game: str, seed: int, options: dict[str, Any], seat: int) -> tuple[int, list[str]]:
    """The moves before ``seat``'s first decision with a choice when it plays the same cards, easy computers at the
    others (seat 0's from ``seat``'s), and its hand then: what the page's duplicate must show."""
    state = GAMES[game].new_state(dict(options), seed)
    while True:
        actor = state.current_player
        observation = state.observation(actor)
        if actor == seat:
            made = forced(observation)
            if made is None:
                return len(state.history), sorted(observation.hand)
            state.apply(made)
        else:
            state.apply(computers.choose(game, "easy", observation, computers.decision_rng(seed, len(state.history), actor)))


def shown_hand(page) -> list[str]:
    return sorted(page.eval_on_selector_all("#table [data-zone=hand] button.card", "cards => cards.map((card) => card.dataset.card)"))


def final_scores(page) -> list[int]:
    """Every seat's score at the game's end, as the score table's last row says it."""
    page.click("#scoreboard-open")
    seats = page.eval_on_selector_all("#table [data-zone=seat]", "seats => seats.length")
    scores = [int(score) for score in page.evaluate(SCORES_NOW, seats)]
    page.click("#scoreboard-close")
    return scores


def stored(page, key: str) -> Any:
    return json.loads(page.evaluate("(key) => localStorage.getItem(key)", key) or "null")


def open_in_english(page, site, record: dict) -> None:
    """The page reopens ``record`` as its saved game, in English."""
    page.emulate_media(reduced_motion="reduce")  # no card slides: a click waits for no animation to end
    write_storage(page, site, {"karciarnia.saved": saved_game(record), "karciarnia.lang": "en"})
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)


def play_out(page, turn) -> None:
    play_until(page, turn, ("over",), limit=600)


def new_table(page) -> None:
    """Wait for the table that takes the finished one's place to be drawn and settled."""
    page.wait_for_selector("#table:not([data-phase=over])", timeout=BOOT_TIMEOUT)
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def duplicate_opened(page, site, game: str) -> dict[str, Any]:
    """A game of ``game`` finished (reopened near its end, played out), then its cards from the seat across:
    checked to be that seat's, at the first decision. Returns the first playing's scores, statistics, ratings."""
    seed, options, turn = GAMES_PLAYED[game]
    other = SEATS[game] // 2
    open_in_english(page, site, near_end(game, seed, options, deal=last_deal(game, seed, options)))
    play_out(page, turn)
    page.wait_for_function("() => localStorage.getItem('karciarnia.ratings') !== null", timeout=BOOT_TIMEOUT)  # the first playing is rated
    first = {"scores": final_scores(page), "stats": stored(page, "karciarnia.stats"), "ratings": stored(page, "karciarnia.ratings")}
    assert page.query_selector("#duplicate-result") is None
    page.click("#duplicate-open")
    assert f"Play as Computer {other}" == page.text_content("#duplicate-deal")
    page.click("#duplicate-deal")
    new_table(page)
    assert page.get_attribute("#table .dock [data-zone=seat]", "data-seat") == str(other)
    moves, hand = first_decision(game, seed, options, other)
    assert page.get_attribute("#table", "data-phase") == "turn"
    assert int(page.get_attribute("#table", "data-moves")) == moves
    assert shown_hand(page) == hand  # the other seat's very cards, the computers deciding as they would
    return first


@pytest.mark.parametrize("game", sorted(GAMES_PLAYED))
def test_the_end_of_a_game_offers_its_cards_from_the_seat_across(page, site, game: str) -> None:
    page, watch = page
    duplicate_opened(page, site, game)
    watch.assert_clean()


def test_both_playings_side_by_side_and_the_second_neither_counted_nor_rated(page, site) -> None:
    page, watch = page
    first = duplicate_opened(page, site, "doudizhu")
    # The second playing is kept as any game in progress: a reload comes back to it, from the same seat.
    hand = shown_hand(page)
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved') ?? 'null')?.duplicate", timeout=BOOT_TIMEOUT)
    assert stored(page, "karciarnia.saved")["duplicate"] == {"seat": 1, "first": first["scores"]}
    page.reload()
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#table .dock [data-zone=seat]", "data-seat") == "1" and shown_hand(page) == hand
    play_out(page, GAMES_PLAYED["doudizhu"][2])
    second = final_scores(page)
    scores = first["scores"]
    page.wait_for_selector("#duplicate-result")
    rows = page.eval_on_selector_all("#duplicate-result tbody tr", "rows => rows.map((row) => [row.dataset.seat, ...[...row.cells].slice(1).map((cell) => cell.textContent)])")
    assert rows == [
        ["0", str(scores[0]), str(second[0]), signed(scores[0] - second[0])],
        ["1", str(second[1]), str(scores[1]), signed(second[1] - scores[1])],
    ]
    difference = scores[0] - second[0] + second[1] - scores[1]
    assert page.text_content("#duplicate-difference") == signed(difference)
    assert page.get_attribute("#duplicate-result", "data-difference") == str(difference)
    assert page.is_visible("#play-again") and page.query_selector("#duplicate-next") is None
    page.wait_for_timeout(300)  # time to have counted or rated it wrongly
    assert stored(page, "karciarnia.stats") == first["stats"] and stored(page, "karciarnia.ratings") == first["ratings"]
    assert stored(page, "karciarnia.saved") is None
    watch.assert_clean()


def test_a_duplicate_match_plays_each_deal_from_both_seats_and_adds_the_differences(page, site) -> None:
    # One whole deal of a match of two, and the next deal's start: when the match ends is matchGoesOn's
    # (tests/web/duplicate.test.mjs), and the sum of several deals matchTotal's.
    page, watch = page
    seed, options, turn = GAMES_PLAYED["tarok"]
    open_in_english(page, site, near_end("tarok", seed, options))
    play_out(page, turn)
    page.click("#duplicate-open")
    page.select_option("#duplicate-deals", "2")
    page.click("#duplicate-match-start")
    new_table(page)
    assert page.get_attribute("#table .dock [data-zone=seat]", "data-seat") == "0"
    dealt = shown_hand(page)
    play_out(page, turn)
    assert page.text_content("#duplicate-result") == "Match: deal 1 of 2. Next, the same cards as Computer 1."
    assert page.get_attribute("#duplicate-next", "class") == "primary" and page.query_selector("#play-again") is None
    first = final_scores(page)
    page.click("#duplicate-next")
    new_table(page)
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved') ?? 'null')?.duplicate?.seat === 1", timeout=BOOT_TIMEOUT)
    page.reload()  # the match comes back with its playing
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#table .dock [data-zone=seat]", "data-seat") == "1"
    play_out(page, turn)
    second = final_scores(page)
    difference = first[0] - second[0] + second[1] - first[1]
    assert page.text_content("#duplicate-result h3") == "Match: deal 1 of 2"
    assert page.text_content("#duplicate-match") == f"Match (1 of 2): {signed(difference)} = {signed(difference)}"
    assert page.get_attribute("#duplicate-next", "class") == "primary" and page.get_attribute("#new-game", "class") == "secondary"
    page.click("#duplicate-next")
    new_table(page)
    assert page.get_attribute("#table .dock [data-zone=seat]", "data-seat") == "0"
    assert shown_hand(page) != dealt  # a new deal
    assert stored(page, "karciarnia.stats")["games"].keys() == {"tarok|easy"}  # only the game before the match
    watch.assert_clean()
