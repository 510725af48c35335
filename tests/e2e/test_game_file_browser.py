"""A finished game as a file in Chromium: downloaded from the results panel and from the review,
opened again in the review from the home's picker or dropped on the page, showing the same deal;
a hostile or broken file gets a clear message, and the home, the saved game and the statistics
stay as they were."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import HeldRequests
from karciarnia import api
from test_hostile_storage import open_app, write_storage
from test_prezydent_browser import BOOT_TIMEOUT, wait_ready

pytestmark = pytest.mark.browser

SEATS = {"prezydent": 4, "koalicje": 4, "tarok": 2, "doudizhu": 3}
FILE_NAME = re.compile(r"karciarnia-(\w+)-\d{4}-\d\d-\d\d\.json")
# The results panel without its buttons (a game from a file is not offered to be dealt again).
RESULTS_TEXT = "() => { const r = document.getElementById('results').cloneNode(true); r.querySelector('.result-actions')?.remove(); return r.innerText; }"


def call(op: str, **fields) -> dict:
    reply = api.handle_request({"id": 1, "op": op, **fields})
    assert reply["ok"], reply
    return reply["result"]


def finished_record(game: str, seed: int = 7) -> dict:
    """A whole game of ``game`` played by easy computers in CPython: its record."""
    view = call("new", game=game, seed=seed, players=["easy"] * SEATS[game])["view"]
    while not view["terminal"]:
        view = call("ai", session=view["session"], seat=0)["view"]
    return call("save", session=view["session"])["record"]


def saved_game(record: dict, names: list[str] | None = None) -> str:
    """``record`` as the game in progress the browser keeps (web/js/player/saved.js), the player at seat 0."""
    seats = SEATS[record["game"]]
    players = ["human"] * seats if names else ["human"] + ["easy"] * (seats - 1)
    saved = {"format": 1, "game": record["game"], "record": record, "players": players, "levels": players[1:]}
    return json.dumps(saved | ({"names": names} if names else {}))


def open_finished(page, site, record: dict, names: list[str] | None = None) -> None:
    """The page reopens ``record`` (a finished game, saved as the game in progress) at its end."""
    write_storage(page, site, {"karciarnia.saved": saved_game(record, names)})
    open_app(page, site)
    page.wait_for_selector("#table[data-phase=over] #results", timeout=BOOT_TIMEOUT)


def deal_shown(page) -> dict:
    """What the table and the review show of the game: its moves, its results, the last deal's steps."""
    page.click("#review-deal")
    page.wait_for_selector("#review")
    steps = int(page.get_attribute("#replay-slider", "max"))
    page.click("#replay-close")
    return {"moves": page.get_attribute("#table", "data-moves"), "results": page.evaluate(RESULTS_TEXT), "steps": steps}


def download(page, button: str, into: Path) -> tuple[str, dict, Path]:
    """Click ``button`` and keep the download: its suggested name, its JSON, its path."""
    with page.expect_download() as downloaded:
        page.click(button)
    path = into / downloaded.value.suggested_filename
    downloaded.value.save_as(path)
    return downloaded.value.suggested_filename, json.loads(path.read_text()), path


def to_home(page) -> None:
    page.click("#new-game")
    page.wait_for_selector("#game-file-open")


def reopened(page) -> dict:
    """The game opened from a file: the review of its last deal over its table; then as deal_shown."""
    page.wait_for_selector("#review", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#review", "data-step") == "0"
    page.click("#replay-close")
    page.wait_for_selector("#table[data-phase=over] #results")
    return deal_shown(page)


def drop_file(page, text: str, name: str) -> None:
    """Drop a file holding ``text`` on the home, as a drag from the desktop would (a DataTransfer of one File)."""
    page.evaluate(
        """([text, name]) => {
          const data = new DataTransfer();
          data.items.add(new File([text], name, { type: "application/json" }));
          const home = document.getElementById("home");
          for (const type of ["dragenter", "dragover", "drop"]) home.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
        }""",
        [text, name],
    )


@pytest.mark.standin
@pytest.mark.parametrize("game", list(SEATS))
def test_a_downloaded_game_opens_again_in_the_review_with_the_same_deal(page, site, game: str, tmp_path: Path) -> None:
    page, watch = page
    record = finished_record(game)
    open_finished(page, site, record)
    before = deal_shown(page)
    name, file, path = download(page, "#download-game", tmp_path)
    assert FILE_NAME.fullmatch(name) and FILE_NAME.fullmatch(name).group(1) == game
    assert file["record"] == record
    assert (file["game"], file["seat"], file["players"]) == (game, 0, ["human"] + ["easy"] * (SEATS[game] - 1))
    to_home(page)
    page.set_input_files("#game-file-input", path)
    assert reopened(page) == before
    watch.assert_clean()


@pytest.mark.standin
def test_the_review_downloads_the_same_file_and_a_dropped_file_opens(page, site, tmp_path: Path) -> None:
    page, watch = page
    record = finished_record("prezydent", seed=11)
    names = ["Ala", "Olek", "Ewa", "Jan"]  # a hot seat's game keeps its people's names
    open_finished(page, site, record, names)
    before = deal_shown(page)
    _, from_results, _ = download(page, "#download-game", tmp_path)
    page.click("#review-deal")
    _, from_review, path = download(page, "#replay-download", tmp_path)
    assert {**from_review, "savedAt": None} == {**from_results, "savedAt": None}
    assert from_review["names"] == names
    page.click("#replay-close")
    to_home(page)
    drop_file(page, path.read_text(), path.name)
    assert reopened(page) == before
    assert "Ala" in page.evaluate(RESULTS_TEXT)  # the people by their names, no device to hand over
    assert not page.is_visible("#hotseat-cover")
    watch.assert_clean()


def broken_files() -> dict[str, tuple[str, str]]:
    """Hostile and broken files, each with the start of what the home says about it."""
    record = finished_record("tarok")
    good = {"kind": "karciarnia.game", "format": 1, "game": "tarok", "seat": 0, "players": ["human", "easy"], "record": record}
    bad_file = "Tego pliku nie da się otworzyć jako zapisu gry z Karciarni"
    return {
        "not JSON": ("PK\u0003\u0004 a zip, not a game", bad_file),
        "too deep": (json.dumps({**good, "extra": json.loads("[" * 40 + "]" * 40)}), bad_file),
        "too big": (json.dumps({**good, "extra": "x" * 300_000}), bad_file),
        "wrong types": (json.dumps({**good, "seat": "0"}), bad_file),
        "wrong game": (json.dumps({**good, "game": "chess", "record": {**record, "game": "chess"}}), bad_file),
        "illegal move": (json.dumps({**good, "record": {**record, "actions": [*record["actions"][:5], "play:T22", *record["actions"][6:]]}}), "Zapis gry z pliku jest uszkodzony"),
        "bad options": (json.dumps({**good, "record": {**record, "options": {"deals": 10_000}}}), "Zapis gry z pliku jest uszkodzony"),
        "unfinished": (json.dumps({**good, "record": {**record, "actions": record["actions"][:-3]}}), "Ta gra nie jest ukończona"),
    }


@pytest.mark.standin
def test_a_hostile_or_broken_file_is_refused_and_the_home_works(page, site, context, engine_start, tmp_path: Path) -> None:
    page, watch = page
    in_progress = json.loads(saved_game(finished_record("prezydent")))
    in_progress["record"]["actions"] = in_progress["record"]["actions"][:4]
    stats = json.dumps({"format": 2, "games": {}})
    write_storage(page, site, {"karciarnia.saved": json.dumps(in_progress), "karciarnia.stats": stats})
    held = HeldRequests(context, engine_start)  # "back to your game" is shown only while the engine starts
    open_app(page, site)
    page.click("#resume-leave")  # the game in progress waits on the home
    page.wait_for_selector("#game-file-open")
    held.release()
    wait_ready(page)
    kept = page.evaluate("() => JSON.stringify(localStorage)")
    for case, (text, said) in broken_files().items():
        path = tmp_path / f"{case.replace(' ', '-')}.json"
        path.write_text(text)
        page.set_input_files("#game-file-input", path)
        page.wait_for_function("(said) => document.getElementById('lobby-message').textContent.startsWith(said)", arg=said, timeout=BOOT_TIMEOUT)
        assert page.is_visible("#lobby-message"), case
        assert page.is_visible("#saved-game") and page.is_visible("#play-prezydent"), case
        assert not page.is_visible("#table") and page.is_enabled("#game-file-open"), case
        assert page.evaluate("() => JSON.stringify(localStorage)") == kept, case  # nothing lost, nothing counted
        page.evaluate("() => { document.getElementById('lobby-message').textContent = ''; }")
    drop_file(page, "not a game", "notes.json")
    page.wait_for_function("() => document.getElementById('lobby-message').textContent !== ''")
    page.click("#resume")  # the game in progress still opens where it was
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=wait])", timeout=BOOT_TIMEOUT)
    assert int(page.get_attribute("#table", "data-moves")) >= 4  # from its four moves on (the computers may have moved since)
    watch.assert_clean()


@pytest.mark.standin
def test_a_game_with_takebacks_keeps_their_count_in_its_file_and_its_review_says_so(page, site, tmp_path: Path) -> None:
    page, watch = page
    saved = json.loads(saved_game(finished_record("tarok"))) | {"takebacks": 2}
    write_storage(page, site, {"karciarnia.saved": json.dumps(saved), "karciarnia.lang": "en"})
    open_app(page, site)
    page.wait_for_selector("#table[data-phase=over] #results", timeout=BOOT_TIMEOUT)
    _, file, path = download(page, "#download-game", tmp_path)
    assert file["takebacks"] == 2
    to_home(page)
    page.set_input_files("#game-file-input", path)
    page.wait_for_selector("#review #replay-takebacks", timeout=BOOT_TIMEOUT)
    assert page.text_content("#replay-takebacks") == "Moves were taken back in this game (2 times): it was not rated."
    page.click("#replay-close")
    assert page.text_content("#takeback-result").startswith("Moves were taken back (2 times)")  # the results say it too
    assert not page.is_visible("#takeback")  # a game from a file offers nothing to take back
    watch.assert_clean()
