"""Take back your last move in the browser: the table returns to the player's previous decision (the same hand,
the same position), the saved game follows it (a reload resumes there, still marked), the button is disabled at the
deal's first decision, and the finished game is counted apart and not rated, as its results say.

On the stand-in engine (the real engine in CPython answers op takeback); that the position is exactly the previous
decision's in every game is tests/engine/test_takeback.py's.
"""

from __future__ import annotations

import json

import pytest

from playthrough import BOOT_TIMEOUT, hint_turn, play_until, wait_for_move
from stored_games import SAVED_AS_SHOWN, SETTLED, near_end, saved_game
from test_hostile_storage import stored, write_storage

pytestmark = [pytest.mark.browser, pytest.mark.standin]

TURN = "#table[data-phase=turn]"


def hand(page) -> list[str]:
    return page.eval_on_selector_all('[data-zone="hand"] button.card', "cards => cards.map(card => card.dataset.key)")


def test_a_takeback_returns_to_the_previous_decision_is_kept_and_the_game_is_not_rated(page, site) -> None:
    page, watch = page
    write_storage(page, site, {"karciarnia.saved": saved_game(near_end("prezydent", 11, {"players": 4}, turns_left=3)), "karciarnia.lang": "en"})
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector(TURN, timeout=BOOT_TIMEOUT)
    decision = {"moves": page.get_attribute("#table", "data-moves"), "hand": hand(page)}
    assert page.is_enabled("#takeback")  # the deal's earlier decisions are known again after the reload
    hint_turn(page)
    wait_for_move(page, decision["moves"])
    page.wait_for_selector(TURN, timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#table", "data-moves") != decision["moves"]

    page.focus("#takeback")  # beside the hint, in the tab order: the keyboard takes back as a click does
    page.keyboard.press("Enter")
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves === moves", arg=decision["moves"])
    page.wait_for_selector(TURN)
    assert hand(page) == decision["hand"]
    assert "Move taken back" in page.text_content("#table-message")
    page.wait_for_function(SAVED_AS_SHOWN)
    saved = json.loads(stored(page, "karciarnia.saved"))
    assert saved["takebacks"] == 1 and len(saved["record"]["actions"]) == int(decision["moves"])

    # A reload resumes at the position taken back to, still marked.
    page.reload()
    page.wait_for_selector(TURN, timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#table", "data-moves") == decision["moves"] and hand(page) == decision["hand"]

    # Back and back to the deal's first decision: there is nothing more to take back.
    while page.is_enabled("#takeback"):
        moves = page.get_attribute("#table", "data-moves")
        page.click("#takeback")
        wait_for_move(page, moves)
        page.wait_for_selector(TURN)
    assert page.get_attribute("#takeback", "title").startswith("Nothing to take back")
    assert json.loads(stored(page, "karciarnia.saved"))["takebacks"] >= 2

    play_until(page, hint_turn, ("over",))
    page.wait_for_selector("#takeback-result")
    assert "not rated" in page.text_content("#takeback-result")
    assert list(json.loads(stored(page, "karciarnia.stats"))["games"]) == ["prezydent|easy|takeback"]  # counted, apart
    page.wait_for_timeout(500)  # the engine answers a rating in milliseconds: time to have done so wrongly
    assert page.query_selector("#rating-result") is None
    assert stored(page, "karciarnia.ratings") is None
    watch.assert_clean()
