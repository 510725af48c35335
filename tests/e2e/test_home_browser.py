"""The home: a tile per game deals at once with the options last used, the game in progress
comes first and continues where it was, a phone shows every tile's play button without
scrolling, and the table's menu changes the language without moving the game."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT
from playthrough import BOOT_TIMEOUT, open_home_in

pytestmark = [pytest.mark.browser, pytest.mark.standin]

# Each game's remembered options (as the sheet stores them) and what its table then shows.
REMEMBERED = {
    "prezydent": ({"players": "5", "deals": "2"}, 5, "Rozdanie 1 z 2"),
    "tarok": ({"deals": "3"}, 2, "Rozdanie 1 z 3"),
    "doudizhu": ({"deals": "2"}, 3, "Rozdanie 1 z 2"),
    "koalicje": ({"deuces_as_jokers": "true"}, 4, None),
}


def wait_ready(page) -> None:
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)


def open_home(page, site, storage: dict[str, str] | None = None) -> None:
    page.goto(site.url + "?pace=0&seed=7&nosw")
    page.wait_for_selector("#play-prezydent")
    if storage:
        page.evaluate(f"() => {{ for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v); }}")
        page.reload()
        page.wait_for_selector("#play-prezydent")
    wait_ready(page)


@pytest.mark.parametrize("game", list(REMEMBERED))
def test_a_tap_on_a_tile_deals_with_the_remembered_options(page, site, game: str) -> None:
    page, watch = page
    options, seats, status = REMEMBERED[game]
    open_home(page, site, {f"karciarnia.{game}.{name}": value for name, value in options.items()} | {f"karciarnia.{game}.level": "easy"})
    page.click(f"#play-{game}")
    page.wait_for_selector(f".table-frame.game-{game}", timeout=BOOT_TIMEOUT)
    assert page.get_attribute(".table-frame", "data-seats") == str(seats)
    if status:
        assert status in page.text_content(".deal-number")
    page.wait_for_function("() => localStorage.getItem('karciarnia.saved') !== null", timeout=BOOT_TIMEOUT)
    record = json.loads(page.evaluate("() => localStorage.getItem('karciarnia.saved')"))["record"]
    for name, value in options.items():
        assert json.dumps(record["options"][name]) == value, name  # the remembered option, not the default
    watch.assert_clean()


def hand(page) -> list[str]:
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")


def leave_table(page) -> None:
    if page.is_visible("#menu-toggle"):
        page.click("#menu-toggle")
    page.click("#leave")


def test_continue_resumes_the_saved_game_from_the_home(page, site) -> None:
    page, watch = page
    open_home(page, site, {"karciarnia.prezydent.deals": "3", "karciarnia.prezydent.level": "easy"})
    page.click("#play-prezydent")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    position = (hand(page), page.get_attribute("#table", "data-moves"))
    page.wait_for_function("() => localStorage.getItem('karciarnia.saved') !== null")
    leave_table(page)
    # The game in progress is the first thing on the home: its game, its deal, the score so far.
    first = page.eval_on_selector("#home", "home => [...home.children].find((child) => child.id)?.id")
    assert first == "saved-game"
    assert page.text_content("#saved-game p") == "Prezydent — Rozdanie 1 z 3, twój wynik: 0."
    page.click("#resume")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert (hand(page), page.get_attribute("#table", "data-moves")) == position
    watch.assert_clean()


def test_a_game_starts_from_a_fresh_home_within_three_key_presses(page, site) -> None:
    # Enter on the home's first action deals the last game (a fresh home: the first tile)
    page, watch = page
    open_home(page, site)
    assert page.evaluate("document.activeElement.id") == "play-prezydent"
    page.keyboard.press("Enter")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    # With a game in progress, Enter continues it.
    page.wait_for_function("() => localStorage.getItem('karciarnia.saved') !== null")
    leave_table(page)
    page.wait_for_selector("#resume")
    assert page.evaluate("document.activeElement.id") == "resume"
    page.keyboard.press("Enter")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    watch.assert_clean()


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_every_tile_plays_without_scrolling_on_a_small_phone(page, site, lang: str) -> None:
    page, watch = page
    page.set_viewport_size({"width": 360, "height": 640})
    open_home_in(page, site.url + "?pace=0&nosw", lang)
    wait_ready(page)
    assert page.evaluate("() => scrollY") == 0
    boxes = page.eval_on_selector_all(".tile-play", "buttons => buttons.map((b) => { const r = b.getBoundingClientRect(); return [b.id, r.top, r.bottom, r.left, r.right]; })")
    assert len(boxes) == 4
    for name, top, bottom, left, right in boxes:
        assert top >= 0 and bottom <= 640 and left >= 0 and right <= 360, f"{name} is outside the 360×640 screen ({lang}): {top}–{bottom}"
    watch.assert_clean()


# Each tile's Play button and the top of its name, blurb cut or not: [id, Play's top, name's visible text, blurb cut].
TILES = """() => [...document.querySelectorAll('.tile-play')].map((tile) => {
  const blurb = tile.querySelector('.tile-blurb');
  return [tile.id, Math.round(tile.querySelector('.tile-go').getBoundingClientRect().top), tile.querySelector('.tile-name').innerText,
          tile.querySelector('.tile-name .name-whole').textContent, blurb.scrollHeight > blurb.clientHeight + 1];
})"""


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_tiles_are_one_height_with_whole_blurbs_on_a_laptop_and_short_names_on_a_phone(page, site, lang: str) -> None:
    page, watch = page
    open_home_in(page, site.url + "?pace=0&nosw", lang)
    names = {game: json.loads((ROOT / "web" / "i18n" / lang / f"{game}.json").read_text(encoding="utf-8")) for game in ("prezydent", "koalicje", "tarok", "doudizhu")}
    for width, height, row in ((1366, 768, 4), (360, 640, 2)):
        page.set_viewport_size({"width": width, "height": height})
        tiles = page.evaluate(TILES)
        rows = [tiles[start : start + row] for start in range(0, len(tiles), row)]
        assert all(len({top for _, top, *_ in tiles_in_row}) == 1 for tiles_in_row in rows), f"Play buttons out of line at {width}: {tiles}"
        for tile_id, _, name, whole, cut in tiles:
            game = tile_id.removeprefix("play-")
            if width > 400:  # a laptop: the whole name (the catalog's) and the whole blurb
                assert name == whole and not cut, (game, name, cut)
            else:  # a phone: the short name (the options sheet says the rest)
                assert name == names[game][f"game_short.{game}"], (game, name)
    watch.assert_clean()


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_games_options_sheet_says_its_whole_blurb(page, site, lang: str) -> None:
    # A tile cuts its blurb to two or three lines ("when a king lies in the trick…"): the game's options
    # sheet says the whole of it, so the rule a newcomer is told (Tarok's king and page, T8) can be read.
    page, watch = page
    page.set_viewport_size({"width": 360, "height": 640})
    open_home_in(page, site.url + "?pace=0&nosw", lang)
    for game in REMEMBERED:
        blurb = json.loads((ROOT / "web" / "i18n" / lang / f"{game}.json").read_text(encoding="utf-8"))[f"blurb.{game}"]
        page.click(f"#options-{game}")
        page.wait_for_selector("#options-sheet[open] #sheet-blurb")
        assert page.text_content("#sheet-blurb") == blurb
        assert page.eval_on_selector("#sheet-blurb", "p => p.scrollHeight <= p.clientHeight + 1 && p.checkVisibility()"), f"{game}: the blurb is cut"
        page.click("#options-close")
        page.wait_for_selector("#options-sheet", state="detached")
    watch.assert_clean()


def test_the_language_changes_in_a_game_and_the_game_stays(page, site) -> None:
    page, watch = page
    page.set_viewport_size({"width": 390, "height": 844})  # the menu is folded behind its button
    open_home(page, site, {"karciarnia.prezydent.level": "easy"})
    page.click("#play-prezydent")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    position = (hand(page), page.get_attribute("#table", "data-moves"))
    assert page.inner_text(".table-bar h2") == "Prezydent"
    page.click("#menu-toggle")
    page.click("#table-languages button[lang=en]")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    page.wait_for_function("() => document.querySelector('.table-bar h2').innerText === 'President'")
    assert (hand(page), page.get_attribute("#table", "data-moves")) == position
    assert page.get_attribute("#table-languages button[lang=en]", "aria-pressed") == "true"
    watch.assert_clean()
