"""The training in Chromium, a week on a fixed clock: a careless deal's blunders kept as the page keeps
them once its analysis is done, the home says how many are due today, the room asks them one at a time
and judges each answer by the engine's values, and as the days pass a missed puzzle comes back the next
day, a solved one after 3 days, one solved twice in a row never again. Days are the player's local ones
(Warsaw here: half past midnight on Tuesday is still Monday in UTC, the deal of the day's day). The answers move the puzzle rating
of Prezydent, never the game's rating."""

from __future__ import annotations

import json
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from conftest import PageWatch
from karciarnia import api
from stored_games import near_end
from test_hostile_storage import notices, open_app, open_with, write_storage

pytestmark = [pytest.mark.browser, pytest.mark.standin]

WARSAW = ZoneInfo("Europe/Warsaw")
ROOM = "#training"
PUZZLES = 3
# The page's own way to keep a finished deal's analysed decisions (main.js: keepForTraining), on its clock.
KEEP = """async ([base, record, replies]) => {
  const { keepMistakes } = await import(base + "js/player/training-store.js");
  const { localDay } = await import(base + "js/player/training-schedule.js");
  return keepMistakes(replies, record, localDay(Date.now()));
}"""
TRAINING = "() => JSON.parse(localStorage.getItem('karciarnia.training'))"


def engine(request: dict) -> dict:
    reply = json.loads(api.handle(json.dumps(request)))
    assert reply["ok"], reply
    return reply["result"]


def careless_blunders() -> tuple[dict, list[dict]]:
    """A three-player Prezydent deal (seed 21) played carelessly, and the analysis of the player's last decisions up to its first PUZZLES marked ones."""
    record = near_end("prezydent", 21, {"players": 3, "deals": 1}, turns_left=1, careless=True)
    decisions = engine({"op": "decisions", "record": record, "seat": 0})["decisions"]
    replies = []
    for decision in reversed([d for d in decisions if d["analysed"] and not d["forced"]]):
        replies.append(engine({"op": "analyse", "record": record, "seat": 0, "move": decision["move"]}))
        if sum(reply["verdict"] in ("mistake", "blunder") for reply in replies) == PUZZLES:
            return record, replies
    raise AssertionError("the careless deal has too few marked decisions")


def on_day(page, site, day: int, hour: int = 10, minute: int = 0) -> None:
    """The page opened again on December ``day``, 2026, at ``hour``:``minute`` in Warsaw."""
    page.clock.set_fixed_time(datetime(2026, 12, day, hour, minute, tzinfo=WARSAW))
    open_app(page, site)
    page.wait_for_selector("#training-due")


def due_text(page) -> str:
    return page.text_content("#training-due")


def open_room(page) -> None:
    page.click("#training-open")
    page.wait_for_selector(f"{ROOM}[open] .sandbox-table[data-phase=turn]")


def puzzle_at_table(page) -> dict:
    """The stored puzzle the room shows."""
    shown = page.get_attribute(ROOM, "data-puzzle")
    return next(puzzle for puzzle in page.evaluate(TRAINING)["puzzles"] if puzzle["id"] == shown)


def answer(page, action_id: str) -> str:
    """Try ``action_id`` (Prezydent's "play:7S,7H" or "pass") at the puzzle's table: the verdict's kind, once said."""
    page.evaluate("() => { delete document.getElementById('training-answer').dataset.verdict; }")
    if action_id == "pass":
        page.click(f"{ROOM} #pass")
    else:
        for card in action_id.split(":", 1)[1].split(","):
            page.click(f'{ROOM} .hand button[data-card="{card}"]')
        page.click(f"{ROOM} #play")
    page.wait_for_selector("#training-answer[data-verdict]", timeout=60_000)
    return page.get_attribute("#training-answer", "data-verdict")


def close_room(page) -> None:
    page.click(f"{ROOM}-close")
    page.wait_for_selector(ROOM, state="detached")


def test_a_week_of_training_brings_each_puzzle_back_on_its_day(site, new_context) -> None:
    page = new_context(locale="pl-PL", timezone_id="Europe/Warsaw", viewport={"width": 1100, "height": 900}).new_page()
    watch = PageWatch(page, site.url.rstrip("/"))
    record, replies = careless_blunders()

    # Monday: the deal's analysis is done, its blunders kept as the page keeps them.
    page.clock.set_fixed_time(datetime(2026, 12, 7, 10, 0, tzinfo=WARSAW))
    write_storage(page, site, {"karciarnia.lang": "pl"})
    assert page.evaluate(KEEP, [site.url, record, replies]) == PUZZLES
    on_day(page, site, 7)
    assert due_text(page) == "3 zadania na dziś"
    open_room(page)
    missed = puzzle_at_table(page)
    prompt = page.text_content("#training-prompt")
    assert prompt.startswith("Zadanie 1 z 3 · Prezydent: poważny błąd.") and prompt.endswith("Znajdź lepszy ruch.")
    assert page.locator(f"{ROOM} .faces").count() == 0  # the others' cards are backs, as the player saw them then
    assert answer(page, missed["chosen"]["id"]) == "poor"  # the blunder again
    said = page.text_content("#training-answer")
    assert said.startswith("Nie:") and said.endswith("Wróci jutro.")
    assert page.text_content("#training-why").startswith("Strata: ")  # by how much, the engine's better move and why
    assert page.get_attribute("#training-answer", "data-better") == missed["best"]["id"]
    assert page.text_content("#training-rating").startswith("Ranking zadań w grze Prezydent: ")
    assert answer(page, missed["best"]["id"]) == "good"  # a second try is judged, and does not count
    assert page.text_content("#training-answer").startswith("Tak:") and "Wróci" not in page.text_content("#training-answer")
    for number in (2, 3):
        page.click("#training-next")
        page.wait_for_function(f"() => document.getElementById('training-prompt').textContent.startsWith('Zadanie {number} z 3')")
        assert answer(page, puzzle_at_table(page)["best"]["id"]) == "good"
        assert "Wróci za 3 dni." in page.text_content("#training-answer")
    page.click("#training-next")
    assert page.text_content("#training-empty") == "Na dziś koniec: rozwiązane 2 z 3.Na dziś nic do treningu. Następne zadanie wróci: wtorek, 8 grudnia."
    close_room(page)
    assert due_text(page) == "Na dziś nic do treningu. Następne zadanie wróci: wtorek, 8 grudnia."
    stored = page.evaluate(TRAINING)
    rating = stored["ratings"]["prezydent"]
    assert page.text_content("#training-ratings") == f"Rankingi zadań: Prezydent {round(rating['rating'])}? ± {round(rating['deviation'])}"  # provisional, after 3 answers
    assert stored["ratings"]["prezydent"]["answers"] == 3  # each first answer once
    assert page.evaluate("() => localStorage.getItem('karciarnia.ratings')") is None  # a puzzle is not a game: no game's rating

    # Tuesday, half past midnight (still Monday in UTC): the missed one is back, and solved.
    on_day(page, site, 8, 0, 30)
    assert due_text(page) == "1 zadanie na dziś"
    assert page.get_attribute("#daily", "data-date") == "2026-12-07"  # the deal of the day, the same for everyone, goes by UTC's day
    open_room(page)
    assert puzzle_at_table(page)["id"] == missed["id"]
    assert answer(page, missed["best"]["id"]) == "good"
    assert "Wróci za 3 dni." in page.text_content("#training-answer")
    close_room(page)

    # Wednesday: nothing; Thursday: Monday's two solved ones; Friday: Tuesday's too.
    on_day(page, site, 9)
    assert due_text(page) == "Na dziś nic do treningu. Następne zadanie wróci: czwartek, 10 grudnia."
    on_day(page, site, 10)
    assert due_text(page) == "2 zadania na dziś"
    on_day(page, site, 11)
    assert due_text(page) == "3 zadania na dziś"

    # Friday, filtered to the missed one's kind of mistake: each solved twice in a row retires.
    open_room(page)
    kind = missed["kinds"][0]
    page.select_option("#training-kind", kind)
    with_kind = [puzzle for puzzle in stored["puzzles"] if kind in puzzle["kinds"]]
    assert page.text_content("#training-kind option:checked").endswith(f"({len(with_kind)})")
    page.wait_for_function(f"() => document.getElementById('training-prompt').textContent.startsWith('Zadanie 1 z {len(with_kind)}')")
    for number in range(1, len(with_kind) + 1):
        shown = puzzle_at_table(page)
        assert kind in shown["kinds"]
        assert answer(page, shown["best"]["id"]) == "good"
        assert "Rozwiązane dwa razy z rzędu: to zadanie już nie wróci." in page.text_content("#training-answer")
        page.click("#training-next")
        if number < len(with_kind):
            page.wait_for_function(f"() => document.getElementById('training-prompt').textContent.startsWith('Zadanie {number + 1} z')")
    assert page.text_content("#training-empty").startswith(f"Na dziś koniec: rozwiązane {len(with_kind)} z {len(with_kind)}.")
    close_room(page)
    left = PUZZLES - len(with_kind)
    assert due_text(page) == {1: "1 zadanie na dziś", 2: "2 zadania na dziś"}[left]
    retired = {puzzle["id"] for puzzle in page.evaluate(TRAINING)["puzzles"] if puzzle["retired"]}
    assert retired == {puzzle["id"] for puzzle in with_kind} and missed["id"] in retired
    watch.assert_clean()


def test_a_damaged_training_is_set_aside_with_a_word_and_its_good_puzzles_kept(page, site) -> None:
    page, watch = page
    record, replies = careless_blunders()
    write_storage(page, site, {})
    page.evaluate(KEEP, [site.url, record, replies])
    training = page.evaluate(TRAINING)
    damaged = {**training, "puzzles": [*training["puzzles"], {"id": "broken", "due": "tomorrow"}]}
    open_with(page, site, {"karciarnia.training": json.dumps(damaged)})
    assert "training.set_aside" in notices(page)
    assert json.loads(page.evaluate("() => localStorage.getItem('karciarnia.training.set-aside')")) == damaged
    assert page.evaluate(TRAINING)["puzzles"] == training["puzzles"]
    assert page.text_content("#training-due") == "3 zadania na dziś"
    page.reload()
    page.wait_for_selector("#training-due")
    assert notices(page) == []  # said once
    watch.assert_clean()
