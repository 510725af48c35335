"""Everything in one file, in Chromium: "Save everything" downloads the unfinished game, the
statistics, the ratings, the training (its puzzles and puzzle ratings), the deal of the day, the settings and the remembered choices; the storage cleared,
"Restore" brings them all back and says what it added, and again adds nothing;
a damaged file is refused with nothing changed; the home says when the browser will not promise
to keep the page's data, and only then."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import HeldRequests
from test_game_file_browser import download, finished_record, saved_game
from test_hostile_storage import open_app, write_storage
from test_prezydent_browser import BOOT_TIMEOUT
from test_training_browser import KEEP, careless_blunders

pytestmark = [pytest.mark.browser, pytest.mark.standin]

STATS = {
    "format": 2,
    "games": {
        "tarok|hard": {"game": "tarok", "level": "hard", "played": 2, "won": 1, "scoreSum": 30, "best": 50, "streak": 1, "bestStreak": 1, "recent": [-20, 50], "earlier": 0},
        "prezydent|easy": {"game": "prezydent", "level": "easy", "played": 1, "won": 1, "scoreSum": 3, "best": 3, "streak": 1, "bestStreak": 1, "recent": [3], "earlier": 0},
    },
}
RATINGS = {"format": 1, "games": {"tarok": {"game": "tarok", "rating": 1437.5, "deviation": 188.1, "volatility": 0.06, "games": 2,
                                           "history": [{"at": "2026-05-01T10:00:00.000Z", "rating": 1460, "deviation": 250}, {"at": "2026-05-02T10:00:00.000Z", "rating": 1438, "deviation": 188}]}}}
DAILY = {"format": 1, "games": {"doudizhu": {"best": 6, "date": "2026-05-02", "score": 6}}, "streak": {"last": "2026-05-02", "days": 1}}
SETTINGS = {"format": 1, "contrast": 70, "grain": 50, "temperature": 50, "cardSize": "large", "fourColour": True, "animation": "normal", "pace": "normal",
            "thinking": "normal", "sound": False, "autoForced": True, "stun": "", "internet": False, "turn": "", "turnUser": "", "turnPassword": ""}
# The browser's answer to "keep this site's data", as the test wants it.
PERSIST = "navigator.storage.persisted = async () => false; navigator.storage.persist = async () => {kept};"
STORED = "() => Object.fromEntries(Object.keys(localStorage).sort().map((key) => [key, localStorage.getItem(key)]))"
RESTORED = ("Przywrócono z pliku: niedokończoną grę, 3 gry do statystyk, 1 ranking, 3 zadania treningu, 1 ranking zadań, 1 wynik rozdania dnia, "
            "twoje ustawienia i 3 zapamiętane wybory (język, opcje, imiona).")
# The first puzzle answered, solved, and the puzzle rating after it kept, as the training room keeps them (review/training.js).
ANSWER = """async ([base]) => {
  const { readTraining, recordAnswer } = await import(base + "js/player/training-store.js");
  const [first] = readTraining().training.puzzles;
  return recordAnswer(first.id, true, first.made, { rating: 1583.4, deviation: 251.7, volatility: 0.06 }).solves;
}"""


def seed_training(page, site) -> None:
    """A careless deal's three marked decisions kept as the page keeps them, one answered and rated."""
    record, replies = careless_blunders()
    assert page.evaluate(KEEP, [site.url, record, replies]) == 3
    assert page.evaluate(ANSWER, [site.url]) == 1


def without_lines(stored: dict[str, str]) -> dict:
    """The stored items read (JSON as values), the statistics' figures without their lines (a restore gives them new ids)."""
    values = {key: text if key in ("karciarnia.lang", "karciarnia.friends.name") else json.loads(text) for key, text in stored.items()}
    games = values["karciarnia.stats"]["games"]
    return {**values, "karciarnia.stats": {key: {name: value for name, value in entry.items() if name not in ("id", "from")} for key, entry in games.items()}}


def restore(page, path: Path) -> str:
    """Choose ``path`` with Restore: what the home then says."""
    page.evaluate("() => { document.getElementById('lobby-message').textContent = ''; }")
    page.set_input_files("#backup-input", path)
    page.wait_for_function("() => document.getElementById('lobby-message').textContent !== ''", timeout=BOOT_TIMEOUT)
    return page.text_content("#lobby-message")


def test_everything_saved_comes_back_after_the_storage_is_cleared_and_a_bad_file_changes_nothing(page, site, context, engine_start, tmp_path: Path) -> None:
    page, watch = page
    unfinished = json.loads(saved_game(finished_record("prezydent")))
    unfinished["record"]["actions"] = unfinished["record"]["actions"][:4]
    unfinished["savedAt"] = "2026-05-02T10:00:00.000Z"
    write_storage(page, site, {
        "karciarnia.saved": json.dumps(unfinished), "karciarnia.stats": json.dumps(STATS), "karciarnia.ratings": json.dumps(RATINGS), "karciarnia.daily": json.dumps(DAILY),
        "karciarnia.settings": json.dumps(SETTINGS), "karciarnia.lang": "pl", "karciarnia.tarok.deals": "3", "karciarnia.friends.name": "Ala",
    })
    seed_training(page, site)
    page.add_init_script(PERSIST.format(kept="false"))
    held = HeldRequests(context, engine_start)  # "back to your game" is shown only while the engine starts
    open_app(page, site)
    page.click("#resume-leave")
    assert page.text_content("#storage-not-kept").startswith("Twoja przeglądarka nie obiecała przechować danych Karciarni")
    held.release()
    assert page.get_attribute("#backup-save", "aria-describedby") == "backup-note" == page.get_attribute("#backup-open", "aria-describedby")
    page.focus("#backup-save")
    page.keyboard.press("Tab")  # both buttons one key apart, in the order they read
    assert page.evaluate("() => document.activeElement.id") == "backup-open"
    name, backup, path = download(page, "#backup-save", tmp_path)
    assert re.fullmatch(r"karciarnia-backup-\d{4}-\d\d-\d\d\.json", name)
    assert (backup["kind"], backup["format"], sorted(backup["stores"])) == ("karciarnia.backup", 1, ["choices", "daily", "ratings", "saved", "settings", "stats", "training"])
    before = page.evaluate(STORED)

    page.evaluate("() => localStorage.clear()")
    page.add_init_script(PERSIST.format(kept="true"))  # this time the browser promises: the home says nothing of it
    open_app(page, site)
    assert not page.is_visible("#saved-game")
    assert restore(page, path) == RESTORED
    assert not page.is_visible("#storage-not-kept")
    assert without_lines(page.evaluate(STORED)) == without_lines(before)  # the training's puzzles and puzzle rating and the ratings among them
    assert {"karciarnia.training", "karciarnia.ratings"} <= set(before)
    assert page.is_visible("#saved-game") and page.get_attribute("html", "data-contrast") == "on"  # the home and the settings at once
    restored = page.evaluate(STORED)
    assert restore(page, path) == "Niczego z pliku tu nie brakowało: nic nie dodano."
    assert page.evaluate(STORED) == restored  # no game counted twice

    damaged = json.loads(path.read_text())
    damaged["stores"]["stats"]["games"]["tarok|hard"]["won"] = 5
    for text in [json.dumps(damaged), "PK\u0003\u0004 not a backup", json.dumps({**backup, "format": 9})]:
        path.write_text(text)
        said = restore(page, path)
        assert said.endswith("Niczego nie zmieniono."), said
        assert page.evaluate(STORED) == restored
    assert "format 9" in said
    watch.assert_clean()

