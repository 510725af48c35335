"""Hostile saved data, links and a full storage never break the page; and the share link of a prepared deal.

Every value the page reads from localStorage or from a link is checked before
use: tampered storage and hostile links open a working lobby with a message,
and the bad value is not used again on the next visit. A full storage says so
and the game goes on in memory.

The page's reading of storage and links is checked on the stand-in engine (the same engine, in
CPython): what the engine refuses it refuses there too. That the real worker answers a request
the engine cannot read is test_reliability_browser.py's (after a failed engine's restart), in Pyodide.
"""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlparse

import pytest

from conftest import ROOT
from karciarnia.games.tarok.game import DECK as TAROK_DECK
from test_prezydent_browser import BOOT_TIMEOUT, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.standin]

# A storage that refuses every write while ``window.storageFull`` is true (set by the test).
FULL_STORAGE = """
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (window.storageFull) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  return setItem.call(this, key, value);
};
"""


def write_storage(page, site, storage: dict[str, str] | str) -> None:
    """Empty the site's localStorage and write ``storage`` (items, or JS that writes it) into it."""
    # Written from a plain file of the site, not the app: a table left running (its computers
    # still moving) would save its game over the value written here.
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # asked for by a plain file only
    page.goto(site.url + "build.json")
    script = storage if isinstance(storage, str) else f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);"
    page.evaluate(f"() => {{ localStorage.clear(); {script} }}")


def open_app(page, site, query: str = "?pace=0&nosw") -> None:
    page.goto(site.url + query)
    # A usable saved game reopens by itself: "back to your game" while the engine starts, or already
    # its table when the engine was quicker than this wait's first look (a hidden "#resuming" stays
    # under it: the tests' wait takes any element of the list that shows, see timer_waits).
    page.wait_for_selector("#play-prezydent, #resuming, #table:not([hidden])")


def open_with(page, site, storage: dict[str, str] | str, query: str = "?pace=0&nosw") -> None:
    """Open the app on an emptied localStorage holding ``storage``."""
    write_storage(page, site, storage)
    open_app(page, site, query)


def notices(page) -> list[str]:
    return page.eval_on_selector_all("#lobby-notices [data-notice]", "ps => ps.map(p => p.dataset.notice)")


def start_works(page) -> None:
    """The home still starts a game: Zagraj in the options sheet opens the table and a move can be made."""
    wait_ready(page)
    if not page.is_visible("#options-sheet"):  # a shared link opens its game's sheet by itself
        page.click("#options-prezydent")
    page.click("#start")
    make_move(page)


def make_move(page) -> None:
    """Play the hint on the human's turn and wait for the move to be counted."""
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    moves = page.get_attribute("#table", "data-moves")
    page.click("#hint")
    page.click("#hint-play")
    page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)


def reload_clean(page) -> None:
    """On the next visit the bad value is gone: no message, the lobby drawn."""
    page.reload()
    page.wait_for_selector("#play-prezydent")
    assert notices(page) == []


def stored(page, key: str) -> str | None:
    return page.evaluate("(key) => localStorage.getItem(key)", key)


SAVED = {"format": 1, "game": "prezydent", "players": ["human", "easy", "easy", "easy"]}
RECORD = {"format": 1, "game": "prezydent", "options": {"players": 4}, "seed": 1}


def test_a_saved_game_without_actions_is_set_aside(page, site) -> None:
    # a saved game whose record.actions was null or missing once threw in savedGamePanel on every load.
    page, watch = page
    for record in (dict(RECORD, actions=None), RECORD):
        saved = json.dumps(dict(SAVED, record=record))
        open_with(page, site, {"karciarnia.saved": saved})
        assert page.is_visible("#saved-problem") and notices(page) == ["saved.set_aside"]
        assert [stored(page, "karciarnia.saved"), stored(page, "karciarnia.saved.set-aside")] == [None, saved]
    start_works(page)
    page.reload()
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)  # the new game is the saved one now
    page.click("text=Wyjdź do menu")
    page.wait_for_selector("#saved-game")
    assert notices(page) == []


def test_a_saved_table_whose_friends_are_no_seats_of_the_game_is_set_aside(page, site) -> None:
    # play with friends: the friends' seats, and the seats a friend has held, are seats of the saved game
    page, watch = page
    for friends in ({"seats": [4]}, {"seats": [1], "joined": [2]}, {"seats": [1], "joined": "1"}):
        saved = json.dumps(dict(SAVED, record=dict(RECORD, actions=[]), friends={"table": "0a1b2c3d", "level": "easy", **friends}))
        open_with(page, site, {"karciarnia.saved": saved})
        assert page.is_visible("#saved-problem") and notices(page) == ["saved.set_aside"]
        assert [stored(page, "karciarnia.saved"), stored(page, "karciarnia.saved.set-aside")] == [None, saved]


def test_megabytes_of_junk_in_the_saved_game_are_dropped_and_reported(page, site) -> None:
    # 2.5–5 MB of junk in the saved game once could not be copied aside (QuotaExceededError) and stayed.
    page, watch = page
    open_with(page, site, "localStorage.setItem('karciarnia.saved', 'x'.repeat(3_000_000));")
    assert notices(page) == ["saved.dropped"]
    assert [stored(page, "karciarnia.saved"), stored(page, "karciarnia.saved.set-aside")] == [None, None]
    start_works(page)
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved'))?.record.actions.length > 0")


GOOD_ENTRY = {"game": "prezydent", "level": "easy", "played": 2, "won": 1, "scoreSum": 5}
# (stored statistics, rows left): every way they were once damaged is tests/web/stats.test.mjs's; the
# lobby is shown two, whole statistics gone bad and one bad entry beside a good one.
BAD_STATS = [
    ({"format": 1, "games": None}, 0),
    ({"format": 1, "games": {"a": None, "prezydent|easy": GOOD_ENTRY}}, 1),
]


def test_damaged_statistics_are_set_aside_keeping_good_entries(page, site) -> None:
    # damaged statistics: readStats once accepted null games or entries and statsPanel threw.
    page, watch = page
    for stats, rows in BAD_STATS:
        open_with(page, site, {"karciarnia.stats": json.dumps(stats)})
        assert notices(page) == ["stats.set_aside"], stats
        page.click("#stats-open")
        assert len(page.query_selector_all("#stats-dialog .stats-levels tbody tr")) == rows
        page.keyboard.press("Escape")
        assert stored(page, "karciarnia.stats.set-aside") == json.dumps(stats)
        reload_clean(page)
        assert len(json.loads(stored(page, "karciarnia.stats"))["games"]) == rows


def test_damaged_statistics_too_big_to_keep_aside_are_said_to_be_deleted_not_kept(page, site) -> None:
    # A value over the stored bound is not parsed and cannot be set aside: the player is told it is gone.
    page, watch = page
    huge = json.dumps({"format": 2, "games": {"x": "y" * 250_000}})
    open_with(page, site, {"karciarnia.stats": huge})
    assert notices(page) == ["stats.dropped"]
    assert stored(page, "karciarnia.stats.set-aside") is None and json.loads(stored(page, "karciarnia.stats"))["games"] == {}
    start_works(page)


def test_a_link_whose_options_are_no_object_opens_a_working_lobby(page, site) -> None:
    # a link's options: share.js once did not check that options is an object; preselect threw.
    page, watch = page
    for options in ("null", "{not json"):  # every value that is no object: tests/web/schema.test.mjs
        open_with(page, site, {}, f"?pace=0&nosw&game=prezydent&seed=3&options={options}")
        assert notices(page) == ["share.bad_options"], options
        assert page.input_value("#option-players") == "4"  # the default
    start_works(page)


def test_a_linked_player_count_outside_the_catalog_is_ignored(page, site) -> None:
    # a linked player count: 200,000 players once drew 200,002 selects for 75 s; -5 or a string
    # drew no level select and Start threw; either was remembered for every later visit.
    page, watch = page
    for players in ("200000", '"4"'):  # every count outside the catalog's (-5, 4.5, true, null …): tests/web/schema.test.mjs
        open_with(page, site, {}, f'?pace=0&nosw&game=prezydent&seed=3&options={{"players":{players},"deals":2}}')
        assert notices(page) == ["share.bad_options"], players
        assert page.input_value("#option-players") == "4"
        assert page.input_value("#option-deals") == "2"  # the valid part of the link is kept
        assert len(page.query_selector_all("#lobby select")) == 2 + 1 + 3  # players, deals, the level, one per computer
        page.goto(site.url + "?pace=0&nosw")
        page.click("#options-prezydent")
        assert notices(page) == [] and page.input_value("#option-players") == "4"
    start_works(page)


# Each visit's choices, every one outside the catalog: a number, a level, a yes-or-no option, a seat's level, the game.
REMEMBERED = [
    {
        "karciarnia.prezydent.players": "200000",
        "karciarnia.prezydent.level": "godlike",
        "karciarnia.prezydent.revolution": "maybe",
        "karciarnia.prezydent.level.2": "null",
        "karciarnia.game": "chess",
    },
    {"karciarnia.prezydent.players": "-5"},
]


def test_remembered_choices_outside_the_catalog_are_forgotten(page, site) -> None:
    # choices remembered from earlier visits (players, level, options, game): each one is checked against the catalog.
    page, watch = page
    for items in REMEMBERED:
        open_with(page, site, items)
        assert notices(page) == ["lobby.choice_ignored"], items
        assert all(stored(page, key) is None for key in items)
        page.click("#options-prezydent")
        assert page.input_value("#option-players") == "4"
    start_works(page)


def test_bad_settings_and_language_are_replaced_by_defaults(page, site) -> None:
    # every reader of localStorage checks what it reads (settings, language).
    page, watch = page
    settings = {"format": 1, "contrast": 5000, "cardSize": "huge", "pace": "fast"}
    open_with(page, site, {"karciarnia.settings": json.dumps(settings), "karciarnia.lang": "xx"})
    assert notices(page) == ["settings.repaired"]
    assert page.get_attribute("html", "lang") == "pl"
    repaired = json.loads(stored(page, "karciarnia.settings"))
    assert (repaired["contrast"], repaired["cardSize"], repaired["pace"]) == (50, "normal", "fast")
    reload_clean(page)


def test_a_hostile_seed_or_game_in_a_link_is_reported(page, site) -> None:
    # every URL parameter is checked; a link's bad seed means the deal will differ.
    page, watch = page
    open_with(page, site, {}, "?pace=0&nosw&game=prezydent&seed=-1&options={}")
    assert notices(page) == ["share.bad_seed"]
    open_with(page, site, {}, "?pace=0&nosw&game=chess")
    assert notices(page) == ["share.unknown_game"]


def wait_saved(page) -> int:
    """Wait until the stored game holds every move on the table; returns that number of moves."""
    page.wait_for_function(
        "() => JSON.parse(localStorage.getItem('karciarnia.saved'))?.record.actions.length"
        " === Number(document.querySelector('#table').dataset.moves)"
    )
    return int(page.get_attribute("#table", "data-moves"))


def assert_save_status_shown(page) -> None:
    """The message that the game was not saved is shown on top of the table, not under it."""
    page.wait_for_selector("#save-status", state="visible")
    on_top = "() => { const r = document.querySelector('#save-status').getBoundingClientRect();"
    on_top += " return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.id === 'save-status'; }"
    assert page.evaluate(on_top)


def test_a_full_storage_says_so_and_the_game_goes_on(page, site) -> None:
    # a full storage: writeSaved once threw inside a promise (unhandled), and nothing was said.
    page, watch = page
    page.add_init_script(FULL_STORAGE)
    page.goto(site.url + "?pace=0&nosw&seed=5")
    start_works(page)
    wait_saved(page)
    assert page.is_hidden("#save-status")
    # The computers go on moving (and saving) until the storage fills: count what it holds then.
    saved_moves = page.evaluate(
        "() => { window.storageFull = true; return JSON.parse(localStorage.getItem('karciarnia.saved')).record.actions.length; }"
    )
    make_move(page)
    assert_save_status_shown(page)
    assert "nie zamykaj" in page.text_content("#save-status")
    make_move(page)  # the game goes on in memory
    assert int(page.get_attribute("#table", "data-moves")) > saved_moves
    assert page.evaluate("() => JSON.parse(localStorage.getItem('karciarnia.saved')).record.actions.length") == saved_moves
    page.evaluate("() => { window.storageFull = false; }")
    make_move(page)  # the next move is saved again, and the message goes
    wait_saved(page)
    page.wait_for_selector("#save-status", state="hidden")


def test_a_storage_full_from_the_start_still_opens_and_plays(page, site) -> None:
    # storage full from the start: no write (language, choices, game) may stop the page.
    page, watch = page
    page.add_init_script(FULL_STORAGE + "window.storageFull = true;")
    page.goto(site.url + "?pace=0&nosw&seed=5")
    start_works(page)
    assert_save_status_shown(page)


def tarok_deal() -> dict:
    """A prepared Tarok deal: the 78 cards in order (hands of 9, then the stock)."""
    cards = list(TAROK_DECK)
    return {"hands": [cards[:9], cards[9:18]], "stock": cards[18:]}


def resume(page, site, options: dict) -> None:
    """Resume a stored Tarok game with ``options`` that has no move yet."""
    record = {"format": 1, "game": "tarok", "options": options, "seed": 4, "actions": []}
    saved = {"format": 1, "game": "tarok", "record": record, "players": ["human", "easy"], "levels": ["easy"]}
    open_with(page, site, {"karciarnia.saved": json.dumps(saved)})  # it reopens by itself once the engine is up
    page.wait_for_selector("#table:not([hidden])", timeout=BOOT_TIMEOUT)


def test_a_prepared_deal_says_it_cannot_be_shared(page, site) -> None:
    # a share link of a record whose options carry a deal would deal other cards.
    page, watch = page
    resume(page, site, {"deals": 1, "deal": tarok_deal()})
    page.wait_for_selector("#share-unavailable")
    assert page.query_selector("#share") is None
    assert "z góry" in page.text_content("#share-unavailable")


def test_a_resumed_deal_shares_a_link_the_friend_can_use(page, site, context) -> None:
    # a resumed game's options carry "deal": null; its link leaves it out and is taken whole.
    page, watch = page
    resume(page, site, {"deals": 1, "deal": None})
    link = page.get_attribute("#share", "href")
    assert json.loads(parse_qs(urlparse(link).query)["options"][0]) == {"deals": 1}
    friend = context.new_page()
    friend.goto(link.replace("?", "?pace=0&nosw&", 1))
    friend.wait_for_selector("#sheet-message:has-text('z linku')")  # in the link's game's options sheet, opened by itself
    assert friend.query_selector("#lobby-notices") is None


def test_the_bench_page_has_the_apps_csp() -> None:
    # the benchmark page bench/run.html once shipped without object-src and base-uri.
    csp = re.compile(r'http-equiv="Content-Security-Policy" content="([^"]+)"')
    app = csp.search((ROOT / "web" / "index.html").read_text()).group(1)
    bench = csp.search((ROOT / "web" / "bench" / "run.html").read_text()).group(1)
    relays = re.search(r"connect-src 'self'([^;]*);", app).group(1)  # friends across the internet: the app's page alone
    assert bench == app.replace(relays, "")
    assert "object-src 'none'" in bench and "base-uri 'self'" in bench


# -- hostile saved games: real ones, mutated -----------------------------------------------------------
def real_saved_game(page, site) -> str:
    """A saved game as the page writes it: a Prezydent game one move in."""
    open_with(page, site, {}, "?pace=0&nosw&seed=5")
    start_works(page)
    wait_saved(page)
    return stored(page, "karciarnia.saved")


def mutated(saved: str, where: str, text: str) -> str:
    """``saved`` whose record has ``where`` (a field name, or "action 0") replaced by the JSON ``text``."""
    value = json.loads(saved)
    if where == "action 0":
        value["record"]["actions"][0] = "@@"
    else:
        value["record"][where] = "@@"
    return json.dumps(value).replace('"@@"', text)


def nested(levels: int) -> str:
    return '{"a": ' * levels + "1" + "}" * levels


def test_a_saved_game_too_big_or_too_deep_is_refused_before_it_is_read(page, site) -> None:
    # A stored value is bounded (size, then nesting) before it is parsed or sent to the engine: the
    # engine answered such a request without its id, and the page waited for ever on "back to your game".
    page, watch = page
    saved = real_saved_game(page, site)
    for where, text, notice in (
        ("action 0", json.dumps("x" * 1_200_000), "saved.dropped"),  # too big to keep aside
        ("options", json.dumps({"players": 4, "bogus": "y" * 1_100_000}), "saved.dropped"),
        ("options", nested(100), "saved.set_aside"),
        ("options", nested(3000), "saved.set_aside"),
        ("unknown", nested(70), "saved.set_aside"),
    ):
        hostile = mutated(saved, where, text)
        open_with(page, site, {"karciarnia.saved": hostile})
        assert notices(page) == [notice], (where, len(text))
        kept = hostile if notice == "saved.set_aside" else None
        assert [stored(page, "karciarnia.saved"), stored(page, "karciarnia.saved.set-aside")] == [None, kept]
    start_works(page)


def refused_by_the_engine(page, site) -> str:
    """A real saved game the engine refuses: an option with a value 100,000 characters long."""
    return mutated(real_saved_game(page, site), "options", json.dumps({"players": 4, "deals": "y" * 100_000}))


def resumed_message(page) -> str:
    page.wait_for_selector("#play-prezydent", timeout=BOOT_TIMEOUT)  # the lobby comes once the engine has refused it
    page.wait_for_selector("#lobby-message:not(:empty)")
    return page.text_content("#lobby-message")


def test_a_saved_game_the_engine_refuses_is_really_set_aside_and_quoted_short(page, site) -> None:
    page, watch = page
    hostile = refused_by_the_engine(page, site)
    open_with(page, site, {"karciarnia.saved": hostile})
    message = resumed_message(page)
    assert "odłożono ją na bok" in message and "'deals'" in message
    assert len(message) < 300 and "y" * 100 not in message  # an excerpt of the bad value, not the value
    assert [stored(page, "karciarnia.saved"), stored(page, "karciarnia.saved.set-aside")] == [None, hostile]
    start_works(page)


def test_a_refused_saved_game_that_cannot_be_kept_aside_says_so(page, site) -> None:
    # The page said "set aside" of a game it had dropped: here the storage refuses the copy.
    page, watch = page
    hostile = refused_by_the_engine(page, site)
    write_storage(page, site, {"karciarnia.saved": hostile})
    page.add_init_script(FULL_STORAGE + "window.storageFull = true;")  # from the next visit on
    open_app(page, site)
    message = resumed_message(page)
    assert "nie było miejsca" in message and "odłożono" not in message
    assert [stored(page, "karciarnia.saved"), stored(page, "karciarnia.saved.set-aside")] == [None, None]


def test_a_request_made_during_the_boot_is_timed_too(page, site) -> None:
    # A saved game's load is asked for while the engine boots; were it never answered, the page
    # waited on "back to your game" for ever. Here the worker never hears of it.
    page, watch = page
    saved = real_saved_game(page, site)
    page.add_init_script(
        """const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (message, ...rest) {
          if (message?.op !== "load") return post.call(this, message, ...rest);
        };"""
    )
    page.clock.install()
    open_with(page, site, {"karciarnia.saved": saved})
    page.wait_for_selector("#resuming")
    wait_ready(page)
    page.clock.run_for(31_000)  # the page's answer time-out (web/js/boot/engine.js)
    page.wait_for_selector("#play-prezydent")
    assert page.get_attribute("#engine-status", "data-state") == "failed" and page.is_visible("#engine-restart")
    assert stored(page, "karciarnia.saved") == saved  # the engine failed, not the game: it stays saved
