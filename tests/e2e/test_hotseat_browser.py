"""Hot seat in Chromium: two people and two computers at one device.

Between two people's turns a cover hides the table: no card of any hand is in
the page until the named person says it is them; then the table shows their
seat. The results and a resumed game name the people. A hot seat's mistakes feed no training.
"""

from __future__ import annotations

import json

import pytest

from playthrough import play_until
from stored_games import fast_forward, near_end
from test_game_file_browser import call, open_finished
from test_hostile_storage import write_storage
from test_prezydent_browser import BOOT_TIMEOUT, take_turn, wait_ready
from test_replay_browser import ANALYSIS_TIMEOUT

pytestmark = [pytest.mark.browser, pytest.mark.standin]

PEOPLE = {0: "Ania", 2: "Bartek"}  # seats 1 and 3 are easy computers
SETTLED_OR_COVER = ("turn", "cover", "over")


def open_hot_seat(page, site) -> None:
    """From the lobby to a one-deal, four-player Prezydent with PEOPLE at seats 0 and 2."""
    page.goto(site.url + "?pace=0&seed=7&nosw")
    wait_ready(page)
    page.click("#options-prezydent")
    page.select_option("#option-players", "4")
    page.select_option("#option-deals", "1")
    page.select_option("#option-level", "easy")
    page.click(".seat-levels summary")
    assert not page.is_visible("#option-name-0")  # no person among the other seats yet: no names asked
    page.select_option("#option-level-2", "human")
    page.fill("#option-name-0", PEOPLE[0])
    page.fill("#option-name-2", f"  {PEOPLE[2]}  ")  # trimmed
    assert not page.is_visible("#option-name-1")  # a computer seat has no name
    page.click("#start")


def pass_cover(page) -> str:
    """At the cover: check it hides every hand, take the device; returns the person it named."""
    page.wait_for_selector("#table[data-phase=cover]", timeout=BOOT_TIMEOUT)
    # while the cover is up no card of any hand is in the page
    assert page.locator(".hand .card").count() == 0
    assert page.locator("#table .card").count() == 0
    title = page.text_content("#hotseat-title")
    named = [name for name in PEOPLE.values() if name in title]
    assert len(named) == 1, title
    assert page.text_content("#hotseat-ready") == f"Jestem {named[0]} — pokaż moje karty"
    page.click("#hotseat-ready")
    # The table shows the named person's seat, at their turn: a person whose only move is a pass
    # (or whose last card is their only play) is never handed the device, the table makes it for them.
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert page.text_content(".seat.me .seat-name") == named[0]
    return named[0]


def test_two_people_and_two_computers_play_a_deal_to_its_results(page, site) -> None:
    page, _ = page
    open_hot_seat(page, site)
    holder = pass_cover(page)  # the first person to move (or Ania, seat 0, while computers lead)
    covers = 1
    explained = ["no refusal wanted"]

    def turn(page) -> None:
        # the table plays from the seat of the person to move, who holds the device
        assert page.text_content(".seat.me .seat-name") == holder
        take_turn(page, explained)

    def play(covers_wanted: int | None = None) -> None:
        """Play on, passing the device at each cover, to the deal's end (or the ``covers_wanted``-th cover)."""
        nonlocal holder, covers
        while covers != covers_wanted and play_until(page, turn, ("cover",), settled=SETTLED_OR_COVER) == "cover":
            named = pass_cover(page)
            assert named != holder  # the cover comes between two different people only
            covers += 1
            holder = named

    play(covers_wanted=3)  # both people moved, the device passed between them
    fast_forward(page, site, settled=("cover",))  # on to two of Ania's turns before the end: the reopened game asks who holds it
    holder = pass_cover(page)
    play()
    results = page.text_content("#results")
    assert PEOPLE[0] in results and PEOPLE[2] in results  # results name the people
    page.click("#scoreboard-open")
    header = page.eval_on_selector_all("#scoreboard thead th", "cells => cells.map(c => c.textContent)")
    assert PEOPLE[0] in header and PEOPLE[2] in header  # and so does the Tabela
    page.keyboard.press("Escape")
    # The running score of the people's games: after this one each person's total, carried on when played again.
    assert page.text_content("#friends-tally-title") == "Wynik łączny po 1 grze"
    rows = page.eval_on_selector_all("#friends-tally th", "cells => cells.map(c => c.textContent)")
    assert PEOPLE[0] in rows and PEOPLE[2] in rows
    page.click("#play-again")
    pass_cover(page)
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved') || 'null')?.tally?.games === 1", timeout=BOOT_TIMEOUT)


def test_a_reload_shows_the_cover_for_the_person_to_move(page, site) -> None:
    page, _ = page
    open_hot_seat(page, site)
    holder = pass_cover(page)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    moves = page.get_attribute("#table", "data-moves")
    take_turn(page, ["no refusal wanted"])
    page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=cover])", timeout=BOOT_TIMEOUT)
    moves = page.get_attribute("#table", "data-moves")
    page.wait_for_function(
        "(m) => JSON.parse(localStorage.getItem('karciarnia.saved') || 'null')?.record.actions.length === Number(m)", arg=moves
    )
    saved = json.loads(page.evaluate("() => localStorage.getItem('karciarnia.saved')"))
    assert saved["players"] == ["human", "easy", "human", "easy"]
    assert saved["names"] == [PEOPLE[0], "Gracz 2", PEOPLE[2], "Gracz 4"]
    covered = page.get_attribute("#table", "data-phase") == "cover"
    to_move = next(name for name in PEOPLE.values() if name in page.text_content("#hotseat-title")) if covered else holder
    page.reload()
    # The cover has a way out: the menu, where the game waits saved; and it comes back.
    page.wait_for_selector("#hotseat-cover", timeout=BOOT_TIMEOUT)
    page.click("#hotseat-leave")
    page.wait_for_selector("#saved-game")
    page.click("#resume")
    # a reload during a hot seat game shows the cover, for the person to move
    assert pass_cover(page) == to_move
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert page.text_content(".seat.me .seat-name") == to_move
    assert page.get_attribute("#table", "data-moves") == moves  # nothing lost, nothing played meanwhile


def saved_hot_seat(**fields: object) -> str:
    """A stored hot seat Prezydent at its first move (PEOPLE's seats are people), with ``fields``."""
    record = {"format": 1, "game": "prezydent", "options": {"players": 4, "deals": 1}, "seed": 7, "actions": []}
    return json.dumps({"format": 1, "game": "prezydent", "record": record, "players": ["human", "easy", "human", "easy"], **fields})


def test_an_older_save_without_names_resumes_with_default_names(page, site) -> None:
    # saved games from before the names still load; their people get "Gracz n"
    page, _ = page
    write_storage(page, site, {"karciarnia.saved": saved_hot_seat()})
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#table[data-phase=cover]", timeout=BOOT_TIMEOUT)
    title = page.text_content("#hotseat-title")
    assert title in {"Podaj urządzenie: Gracz 1", "Podaj urządzenie: Gracz 3"}
    assert page.locator("#table .card").count() == 0


@pytest.mark.parametrize("names", [["Ania", "x" * 21, "Bartek", "Gracz 4"], ["Ania", "Bartek"], ["Ania", " Ola", "Bartek", "Gracz 4"], "Ania"])
def test_a_saved_game_with_bad_names_is_set_aside(page, site, names) -> None:
    # saved data is checked: a stored name too long, untrimmed, or not one per seat is not used; the game is set aside and reported
    page, _ = page
    saved = saved_hot_seat(names=names)
    write_storage(page, site, {"karciarnia.saved": saved})
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#play-prezydent")
    assert page.is_visible("#saved-problem")
    assert page.evaluate("() => [localStorage.getItem('karciarnia.saved'), localStorage.getItem('karciarnia.saved.set-aside')]") == [None, saved]


def test_two_people_with_one_name_are_asked_for_another(page, site) -> None:
    # the cover names who takes the device, so two people may not share a name
    page, _ = page
    page.goto(site.url + "?pace=0&seed=7&nosw")
    wait_ready(page)
    page.click("#options-prezydent")
    page.select_option("#option-players", "3")
    page.click(".seat-levels summary")
    page.select_option("#option-level-1", "human")
    page.fill("#option-name-0", "Ania")
    page.fill("#option-name-1", " Ania ")  # the same name once trimmed
    page.click("#start")
    page.wait_for_selector("#sheet-message:has-text('innego imienia')")
    assert page.is_visible("#start") and page.is_hidden("#table")  # no game started
    page.fill("#option-name-1", "Bartek")
    page.click("#start")
    page.wait_for_selector("#table[data-phase=cover]", timeout=BOOT_TIMEOUT)


def careless_deal() -> dict:
    """A four-player Prezydent deal (seed 21) in which seat 0 played at random (its analysis finds mistakes), played out by easy computers."""
    record = near_end("prezydent", 21, {"players": 4, "deals": 1}, turns_left=1, careless=True)
    view = call("load", record=record, players=["easy"] * 4, seat=0)["view"]
    while not view["terminal"]:
        view = call("ai", session=view["session"], seat=0)["view"]
    return call("save", session=view["session"])["record"]


def test_a_hot_seat_deal_reviewed_whole_gives_the_training_nothing(page, site) -> None:
    """The device's training is its owner's: a hot seat's marked mistakes are shown in the review, never kept as puzzles."""
    page, watch = page
    record = careless_deal()
    open_finished(page, site, record, names=["Ania", "Olek", "Bartek", "Ewa"])
    page.click("#review-deal")
    page.click("#analyse")
    page.wait_for_selector("#review .analysis[data-state=done]", timeout=ANALYSIS_TIMEOUT)
    assert page.locator("#deal-graph .graph-point.mistake, #deal-graph .graph-point.blunder").count() > 0
    assert page.evaluate("() => localStorage.getItem('karciarnia.training')") is None
    watch.assert_clean()
