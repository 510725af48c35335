"""The review's practice in Chromium: "play on from here" plays a deal on from one of the player's
decisions at a table of its own and compares its result with what happened, leaving the statistics and
the saved game alone; "learn from your mistakes" shows each marked mistake as the player saw it and
judges a move tried there, with its reason."""

from __future__ import annotations

import json
import re

import pytest

from playthrough import play_until
from stored_games import fast_forward
from test_doudizhu_browser import play_deals as play_doudizhu_deal
from test_prezydent_browser import start_game, wait_ready
from test_replay_browser import ANALYSIS_TIMEOUT, play_deal
from test_koalicje_browser import play_round, start_koalicje
from test_tarok_browser import play_deal as play_tarok_deal, start_tarok

pytestmark = pytest.mark.browser

PLAY_ON = "#play-on-table"
PUZZLES = "#puzzles"
STORED = "() => JSON.stringify([localStorage.getItem('karciarnia.stats'), localStorage.getItem('karciarnia.saved')])"


def hand(page, within: str) -> list[str]:
    return page.eval_on_selector_all(f"{within} .hand button.card", "els => els.map(e => e.dataset.card)")


def careless_turn(page, within: str) -> None:
    """Pass whenever allowed (by the table's key S: the copy's table takes its keys), else the highest group that fits."""
    if page.is_enabled(f"{within} #pass"):
        page.keyboard.press("s")
        return
    count = int(page.get_attribute(f"{within} #play", "data-count")) or 1
    groups: dict[str, list[str]] = {}
    for card in hand(page, within):
        groups.setdefault(card[:-1], []).append(card)
    for card in [cards for cards in groups.values() if len(cards) >= count][-1][:count]:
        page.click(f'{within} .hand button[data-card="{card}"]')
    page.click(f"{within} #play")


def open_review(page) -> None:
    page.click("#review-deal")
    page.wait_for_selector("#review[open]")


def to_decision(page, last: bool = False) -> int:
    """Step the replay to where "play on from here" is first offered for the player's first decision (or,
    ``last``, for one of the deal's last, found from the end backwards): that step (the decision follows).

    Play on is offered on the step that shows the first decision too: one step on, it still plays on from before it.
    """
    if last:
        page.click("#replay-end")
        for _ in range(200):  # back to the last decision's steps, then to the step before them
            if page.is_visible("#play-on"):
                break
            page.click("#replay-back")
        while page.is_visible("#play-on"):
            page.click("#replay-back")
    for _ in range(60):
        if page.is_visible("#play-on"):
            step = int(page.get_attribute("#review", "data-step"))
            if not last:  # (near the end a decision may follow the player's last at once: one step on is that one's)
                page.click("#replay-forward")
                assert page.is_visible("#play-on"), "play on is hidden on the step that shows the player's decision"
            return step
        page.click("#replay-forward")
    raise AssertionError("no decision of the player in the replay")


def finished_prezydent_deal(page, site) -> str:
    """A three-player Prezydent deal (seed 21) played carelessly to its end (the page takes the player's last
    two turns); the statistics and saved game then stored."""
    page.goto(site.url + "?pace=0&seed=21&nosw")
    wait_ready(page)
    start_game(page, players=3, deals=1)
    fast_forward(page, site, careless=True)
    play_deal(page)
    return page.evaluate(STORED)


def finished_doudizhu_deal(page, site) -> str:
    """A Dou Dizhu deal (seed 5: the player bids first) bid and played carelessly to its end (the page takes the
    player's last two turns, by clicking); the statistics and saved game then stored."""
    page.goto(site.url + "?pace=0&seed=5&nosw")
    wait_ready(page)
    page.click("#options-doudizhu")
    page.select_option("#option-deals", "1")
    page.click("#start")
    page.wait_for_selector(".game-doudizhu", timeout=60_000)
    fast_forward(page, site, careless=True)
    play_doudizhu_deal(page)
    return page.evaluate(STORED)


def careless_doudizhu_turn(page, within: str) -> None:
    """D3: bid as high as allowed (no redeal for ever); D18: pass whenever allowed; D17: else lead the lowest single."""
    if page.locator(f"{within} .dd-bids").count():
        page.click(next(f"{within} #bid-{bid}" for bid in ("3", "2", "1", "pass") if page.is_enabled(f"{within} #bid-{bid}")))
    elif page.is_enabled(f"{within} #pass"):
        page.click(f"{within} #pass")
    else:
        page.click(f"{within} .hand button.card >> nth=0")
        page.click(f"{within} #play")


def play_on_to_the_end(page, stored: str, turn, stage: str | None = None, last: bool = False) -> None:
    """From the replay's first decision of the player (in the deal's ``stage``; or, ``last``, its last one), play the deal on at its own table
    (``turn(page, within)`` takes each of the player's turns) to its end, compare, and go back: the statistics and
    the saved game stay ``stored``."""
    assert json.loads(stored)[0], "the game counted in the statistics"
    open_review(page)
    step = to_decision(page, last)
    page.click("#play-on")
    page.wait_for_selector(f"{PLAY_ON}[open] .sandbox-table .table-frame")
    assert f"kroku {step + 1}" in page.text_content(f"{PLAY_ON} h2")  # the decision's step, as the review shows it
    assert page.locator("#table .table-frame").count() == 0  # the game in play stepped aside: one table's ids on the page
    # The deal's first moves, as they were; a forced pass at that decision (near the end, often) may
    # already have played itself, at pace 0 before this line looks (it did once in a run of the browser tests).
    assert step <= int(page.get_attribute(f"{PLAY_ON} .sandbox-table", "data-moves")) <= step + 1
    if stage is not None:
        assert page.get_attribute(f"{PLAY_ON} .sandbox-table", "data-stage") == stage
    assert play_until(page, lambda page: turn(page, PLAY_ON), ("results", "over"), table=f"{PLAY_ON} .sandbox-table", limit=120) == "over"
    compared = page.text_content("#play-on-compare")
    then, now = (int(page.get_attribute("#play-on-compare", f"data-{when}")) for when in ("then", "now"))
    assert f"wtedy {then:+d}".replace("+0", "0") in compared and f"teraz {now:+d}".replace("+0", "0") in compared
    assert ("Lepiej" if now > then else "Gorzej" if now < then else "Tak samo") in compared
    assert page.evaluate(STORED) == stored  # neither counted nor saved

    page.click("#play-on-back")
    page.wait_for_selector(PLAY_ON, state="detached")
    assert page.evaluate("() => document.activeElement.id") == "play-on"  # back in the replay where the player was
    assert page.locator("#table .table-frame").count() == 1  # the game in play is drawn again
    page.keyboard.press("Escape")
    page.wait_for_selector("#review", state="detached")
    assert page.evaluate(STORED) == stored


@pytest.mark.standin
def test_play_on_from_here_finishes_the_deal_and_changes_no_statistics_nor_saved_game(page, site) -> None:
    page, watch = page
    play_on_to_the_end(page, finished_prezydent_deal(page, site), careless_turn, last=True)


@pytest.mark.standin
def test_play_on_from_here_in_doudizhu_from_the_bidding(page, site) -> None:
    # D3: the player bids first (seed 5), so the first decision offered is a bid
    page, watch = page
    stored = finished_doudizhu_deal(page, site)
    play_on_to_the_end(page, stored, careless_doudizhu_turn, stage="bidding")


def cards_named(page, action_id: str) -> list[str]:
    """The cards an action id names: Prezydent's "play:7S,7H", Tarok's and Koalicje's "play:KH"."""
    return action_id.split(":", 1)[1].split(",")


DOUDIZHU_RANK = re.compile(r"10|BJ|RJ|[3-9JQKA2]")


def doudizhu_cards(page, action_id: str) -> list[str]:
    """D2: Dou Dizhu's ids name ranks ("play:pair_sequence:334455", "play:triple_single:777+3"); a click takes
    the leftmost card of its rank not yet chosen, so these are the hand's first cards of each rank, in turn."""
    held: dict[str, list[str]] = {}
    for card in hand(page, PUZZLES):
        held.setdefault(card if card in ("BJ", "RJ") else card[:-1], []).append(card)
    return [held[rank].pop(0) for rank in DOUDIZHU_RANK.findall(action_id.split(":", 2)[2])]


def answer(page, action_id: str, cards=cards_named) -> str:
    """Try ``action_id`` at the puzzle's table (``cards(page, id)``: the cards to click for it; an answer, as D28's
    doubling, by its own button); return the verdict's kind once the answer is said. D16: where the cards have two
    readings, the one meant is chosen."""
    page.evaluate("() => { const v = document.querySelector('#puzzle-answer'); delete v.dataset.verdict; }")
    answer_button = f'{PUZZLES} .dd-answers button[data-action="{action_id}"]'
    if action_id == "pass":
        page.click(f"{PUZZLES} #pass")
    elif page.locator(answer_button).count():
        page.click(answer_button)
    else:
        for card in cards(page, action_id):
            page.click(f'{PUZZLES} .hand button[data-card="{card}"]')
        if page.is_visible(f"{PUZZLES} #play"):
            page.click(f"{PUZZLES} #play")
        if page.is_visible(f"{PUZZLES} #readings"):
            page.click(f'{PUZZLES} #readings button[data-action="{action_id}"]')
    page.wait_for_selector("#puzzle-answer[data-verdict]", timeout=120_000)
    return page.get_attribute("#puzzle-answer", "data-verdict")


def title_whole_on_a_phone(page, dialog: str) -> None:
    """On a phone the dialog's title (the game's name, which may be long, and what the dialog does) is read whole."""
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.eval_on_selector(f"{dialog} h2", "h => h.scrollWidth <= h.clientWidth && h.getBoundingClientRect().right <= innerWidth")
    page.set_viewport_size(size)


# Beside the table (a laptop) or under it (a phone): the question as wide as its panel, every button on the screen.
PANEL_UNSQUEEZED = """() => {
  const panel = document.querySelector('#puzzles .puzzle-panel').getBoundingClientRect();
  const prompt = document.querySelector('#puzzle-prompt').getBoundingClientRect();
  const buttons = [...document.querySelectorAll('#puzzles .puzzle-buttons button')].map((b) => b.getBoundingClientRect());
  return prompt.width >= panel.width * 0.8 && buttons.every((b) => b.right <= innerWidth && b.bottom <= innerHeight);
}"""


# A phone: the table keeps its room under a long answer (the dialog scrolls), and the answer is brought into view.
ROOM_ON_A_PHONE = """() => {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const table = document.querySelector('#puzzles .sandbox-table').getBoundingClientRect();
  const said = document.querySelector('#puzzle-answer').getBoundingClientRect();
  return table.height >= 26 * rem - 1 && said.top >= 0 && said.bottom <= innerHeight + 1;
}"""


def check_puzzles(page, hidden_seats: int, cards=cards_named) -> None:
    """The analysis's mistakes as puzzles: the mistake made again is refused with its loss and the better
    move, which is then accepted; no hidden card is on the page."""
    # The deal was analysed in the background since it ended: the review goes on with it by itself.
    page.wait_for_selector("#review .analysis[data-state=done]", timeout=ANALYSIS_TIMEOUT)
    assert page.is_visible("#puzzles-open"), "the careless deal has no marked mistake"
    page.click("#puzzles-open")
    page.wait_for_selector(f"{PUZZLES}[open] .sandbox-table[data-phase=turn]")
    moves = page.get_attribute(f"{PUZZLES} .sandbox-table", "data-moves")
    assert page.get_attribute(PUZZLES, "data-move") == moves  # the position before the mistake
    assert page.locator(f"{PUZZLES} .faces").count() == 0  # the others' cards are backs, as the player saw them
    assert page.locator(f"{PUZZLES} [data-zone=seat]:not(.me)").count() == hidden_seats
    assert page.is_hidden(f"{PUZZLES} #hint")
    title_whole_on_a_phone(page, PUZZLES)
    assert page.evaluate(PANEL_UNSQUEEZED), "the puzzle's words share their column with its buttons, or a button is off the screen"
    chosen = page.get_attribute("#puzzle-prompt", "data-chosen")
    assert "Znajdź lepszy ruch" in page.text_content("#puzzle-prompt")
    # One numbering: the puzzle names the step at which the review's graph marks the same decision.
    marked = page.eval_on_selector_all("#deal-graph .graph-point.mistake, #deal-graph .graph-point.blunder", "points => points.map((p) => Number(p.dataset.step))")
    assert f"(krok {min(marked)})" in page.text_content("#puzzle-prompt")
    # The training keeps the same marked decisions, each a puzzle due today.
    kept = page.evaluate("() => JSON.parse(localStorage.getItem('karciarnia.training'))?.puzzles ?? []")
    assert len(kept) == len(marked) and all(puzzle["answers"] == 0 and puzzle["due"] == puzzle["made"] for puzzle in kept)

    size = page.viewport_size
    page.set_viewport_size({"width": 360, "height": 640})
    assert answer(page, chosen, cards) == "poor"
    assert page.evaluate(ROOM_ON_A_PHONE), "on a phone the answer squeezes the table, or is out of view"
    page.set_viewport_size(size)
    said = page.text_content("#puzzle-answer")
    assert said.startswith("Nie:") and "Strata:" in said and "Spróbuj jeszcze raz" in said
    better = page.get_attribute("#puzzle-answer", "data-better")
    assert better != chosen
    assert page.get_attribute(f"{PUZZLES} .sandbox-table", "data-moves") == moves  # judged, not played

    assert answer(page, better, cards) == "good"
    said = page.text_content("#puzzle-answer")
    assert said.startswith("Tak:") and "Silnik nie zna lepszego" in said
    page.click(f"{PUZZLES}-close")
    page.wait_for_selector(PUZZLES, state="detached")
    assert page.evaluate("() => document.activeElement.id") == "puzzles-open"


@pytest.mark.standin
def test_learn_from_your_mistakes_in_prezydent(page, site) -> None:
    page, watch = page
    stored = finished_prezydent_deal(page, site)
    open_review(page)
    check_puzzles(page, hidden_seats=2)
    assert page.evaluate(STORED) == stored


@pytest.mark.standin
def test_learn_from_your_mistakes_in_doudizhu(page, site) -> None:
    page, watch = page
    stored = finished_doudizhu_deal(page, site)
    open_review(page)
    check_puzzles(page, hidden_seats=2, cards=doudizhu_cards)
    assert page.evaluate(STORED) == stored


@pytest.mark.standin
def test_learn_from_your_mistakes_in_tarok(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=5&nosw")
    wait_ready(page)
    start_tarok(page)
    fast_forward(page, site, careless=True)
    assert play_tarok_deal(page, {"slots": set(), "points": [], "last_trick": False, "refusals": []}) == "over"
    open_review(page)
    check_puzzles(page, hidden_seats=1)


@pytest.mark.standin
def test_learn_from_your_mistakes_in_koalicje(page, site) -> None:
    page, watch = page
    start_koalicje(page, site, seed=1)
    fast_forward(page, site, careless=True)
    play_round(page)
    open_review(page)
    check_puzzles(page, hidden_seats=3)
