"""Faults and upgrades lose nothing: a failed engine is reported and restarted
with the saved game kept; a new build is offered and switched to whole."""

from __future__ import annotations

import json
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import ROOT, PageWatch, Site, built_site
from playthrough import choose_language
from test_accessibility import audit
from test_prezydent_browser import BOOT_TIMEOUT, saved_game_in_progress, start_game, take_turn, wait_ready

sys.path.insert(0, str(ROOT / "scripts"))

from build_site import build  # noqa: E402

pytestmark = pytest.mark.browser
WEB = ROOT / "web"


def test_no_html_is_written_from_strings() -> None:
    """Text reaches the page through textContent only: no innerHTML and its relatives."""
    sinks = re.compile(r"\.(innerHTML|outerHTML)\s*\+?=|\binsertAdjacentHTML\s*\(|\bdocument\.write(ln)?\s*\(")
    offenders = [str(path) for path in WEB.rglob("*.js") if sinks.search(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_csp_allows_only_the_origin_and_the_relays_of_friends_across_the_internet() -> None:
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', (WEB / "index.html").read_text()).group(1)
    directives = {part.split()[0]: set(part.split()[1:]) for part in csp.split(";") if part.strip()}
    relays = set(re.findall(r'"(wss://[^"]+)"', re.search(r"export const RELAYS = \[(.*?)\];", (WEB / "js" / "friends" / "relay.js").read_text()).group(1)))
    assert relays and directives["connect-src"] == {"'self'"} | relays  # exactly the relays the internet mode uses
    others = {word for name, words in directives.items() if name != "connect-src" for word in words}
    assert others <= {"'self'", "'wasm-unsafe-eval'", "'none'", "data:"}
    assert "default-src 'self'" in csp


def test_a_failed_engine_is_reported_and_restarted_keeping_the_saved_game(page, site, context) -> None:
    page, watch = page
    saved_hand, _ = saved_game_in_progress(page, site.url + "?pace=0&seed=31&nosw")

    # The engine answers a request too big or too deep without its id (it cannot read it): the real
    # worker answers it with the id the page waits for, and the engine stays up (hostile storage's
    # one real-engine check, once test_hostile_storage's own test).
    refusals = page.evaluate(
        """async () => {
          const { firstEngine } = await import("./js/boot/engine-start.js");
          const deep = JSON.parse('['.repeat(100) + ']'.repeat(100));
          const asks = [{ pad: "x".repeat(1_100_000) }, { pad: deep }];
          return Promise.all(asks.map((args) => firstEngine.call("catalog", args).then(() => "answered", (error) => error.type)));
        }"""
    )
    assert refusals == ["InvalidRequestError", "InvalidRequestError"]
    assert page.get_attribute("#engine-status", "data-state") == "ready"  # refused, not broken

    # The engine cannot boot: Python's standard library does not arrive.
    context.route("**/python_stdlib.zip", lambda route: route.abort())
    page.reload()
    page.wait_for_selector("#engine-status[data-state=failed]", timeout=BOOT_TIMEOUT)
    assert page.is_visible("#engine-restart")
    assert page.is_visible("#saved-game")  # the lobby and the saved game are still there

    context.unroute("**/python_stdlib.zip")
    page.click("#engine-restart")  # the saved game reopens by itself once the engine is up
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert any("standard library" in error for error in watch.errors)
    watch.errors.clear()  # the failed boot logged its own errors, on purpose
    assert page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)") == saved_hand


def strings(lang: str) -> dict[str, str]:
    return json.loads((WEB / "i18n" / lang / "common.json").read_text(encoding="utf-8"))


def wait_controlled(page) -> None:
    """The page is controlled by a service worker that has finished activating."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT)
    page.wait_for_function(
        "() => navigator.serviceWorker.ready.then((r) => r.active.state === 'activated')", polling=100, timeout=BOOT_TIMEOUT
    )


def publish(served: Path, build_dir: Path, page) -> None:
    """Serve ``build_dir`` in place of the site and let ``page`` find the new worker and offer it."""
    shutil.rmtree(served)
    shutil.copytree(build_dir, served)
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    try:
        page.wait_for_selector("#update", state="visible", timeout=BOOT_TIMEOUT)
    except Exception:
        states = page.evaluate("""() => navigator.serviceWorker.getRegistration().then((r) => ({
            installing: r.installing && r.installing.state, waiting: r.waiting && r.waiting.state,
            active: r.active && r.active.state, controller: !!navigator.serviceWorker.controller}))""")
        raise AssertionError(f"no update offered; registration: {states}; sw: {[w.url for w in page.context.service_workers]}")


READY_TWO = strings("pl")["engine.ready"] + " (2)"  # build 2 says "ready" in its own words, so its strings can be told apart


@dataclass(frozen=True)
class Builds:
    """Build 1 (the build under test) and build 2 (the same files, its "ready" in its own words), and their versions."""

    first: Path
    second: Path
    version_one: str
    version_two: str


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> Builds:
    """One second build for the module's upgrade tests (its engine, unchanged, comes from the build's engine cache)."""
    made = tmp_path_factory.mktemp("builds")
    web = made / "web"
    shutil.copytree(WEB, web)
    (web / "i18n" / "pl" / "common.json").write_text(
        json.dumps({**strings("pl"), "engine.ready": READY_TWO}, ensure_ascii=False), encoding="utf-8"
    )
    first = built_site()
    version_two = build(made / "second", label="two", web=web)
    version_one = json.loads((first / "build.json").read_text())["version"]
    assert version_one != version_two
    return Builds(first, made / "second", version_one, version_two)


def test_a_new_build_is_offered_and_switched_to_whole(page, builds: Builds, tmp_path: Path) -> None:
    page, watch = page
    first, second, version_one, version_two = builds.first, builds.second, builds.version_one, builds.version_two
    served = tmp_path / "served"
    shutil.copytree(first, served)
    site = Site(served)
    try:
        watch.origin = site.url.rstrip("/")
        page.goto(site.url + "?pace=0")
        wait_ready(page)
        wait_controlled(page)  # the first worker must have finished activating before a second one arrives
        # what earlier builds kept: the memory snapshot they made in the browser, deleted by the new build
        page.evaluate("async () => (await caches.open('engine-snapshots')).put('engine-snapshot/old', new Response('old'))")
        publish(served, second, page)
        audit(page, "the update banner")  # axe: no serious WCAG A/AA violation (was test_accessibility's own test)
        # Until the player accepts, the page keeps its own build, whole.
        assert page.evaluate("() => fetch('build.json').then((r) => r.json()).then((b) => b.version)") == version_one
        with page.expect_navigation():
            page.click("#update-reload")
        wait_ready(page)
        assert page.evaluate("() => fetch('build.json').then((r) => r.json()).then((b) => b.version)") == version_two
        assert page.evaluate("() => caches.keys()") == [f"karciarnia-{version_two}"]
        # build two's engine starts from build two's memory snapshot; both come from the same files
        assert page.get_attribute("#engine-status", "data-boot-path") == "snapshot"
        snapshots = [json.loads((built / "build.json").read_text())["snapshot"] for built in (first, second)]
        assert snapshots[0] == snapshots[1], "the two builds' engines differ: is the build under test made from this engine?"
        assert (first / snapshots[0]["path"]).read_bytes() == (second / snapshots[1]["path"]).read_bytes()
        assert page.is_visible("#play-prezydent")
    finally:
        site.stop()


def hand(page) -> list[str]:
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")


def kill_engine(page) -> None:
    """The engine worker dies without a word: no error event, no answer ever again."""
    (worker,) = page.workers
    worker.evaluate("() => self.close()")


def test_two_tabs_never_mix_builds_when_one_accepts_an_update(page, context, builds: Builds, tmp_path: Path) -> None:
    """Two tabs on build 1, the update accepted in one. The other tab
    must not run build-1 code against build-2 files: it ends whole on build 2, its page,
    strings, worker and wheel alike, also after an engine restart, with its game kept."""
    tab_one, watch_one = page
    second, version_one, version_two = builds.second, builds.version_one, builds.version_two
    served = tmp_path / "served"
    shutil.copytree(builds.first, served)
    site = Site(served)
    tab_two = context.new_page()
    watch_two = PageWatch(tab_two, site.url.rstrip("/"))
    try:
        watch_one.origin = site.url.rstrip("/")
        tab_one.goto(site.url + "?pace=0")
        wait_ready(tab_one)
        wait_controlled(tab_one)
        tab_two.goto(site.url + "?pace=0&seed=44")
        wait_ready(tab_two)
        wait_controlled(tab_two)
        assert tab_two.get_attribute("#engine-status", "data-build") == version_one
        start_game(tab_two, players=3)
        tab_two.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
        kept = hand(tab_two)
        tab_two.wait_for_function("() => localStorage.getItem('karciarnia.saved') !== null")

        publish(served, second, tab_one)
        tab_two.evaluate("() => { window.onBuildOne = true; }")
        with tab_one.expect_navigation():
            tab_one.click("#update-reload")
        # The other tab follows on its own, into build 2 whole.
        tab_two.wait_for_function("() => window.onBuildOne === undefined", timeout=BOOT_TIMEOUT)
        for tab in (tab_one, tab_two):
            wait_ready(tab)
            assert tab.text_content("#engine-status") == READY_TWO  # build 2's strings
            assert tab.get_attribute("#engine-status", "data-build") == version_two  # build 2's worker and wheel
        # A restarted engine in that tab is build 2's as well.
        kill_engine(tab_two)
        tab_two.wait_for_selector("#engine-status[data-state=failed]")
        tab_two.click("#engine-restart")
        wait_ready(tab_two)
        assert tab_two.get_attribute("#engine-status", "data-build") == version_two
        assert tab_two.text_content("#engine-status") == READY_TWO
        # The game it was playing opens again by itself, where it was left.
        tab_two.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
        assert hand(tab_two) == kept
        watch_two.assert_clean()
    finally:
        tab_two.close()
        site.stop()


@pytest.mark.standin  # the page noticing its worker gone: any worker, the stand-in's too
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_worker_that_dies_while_the_computer_is_to_move_is_reported_at_once(page, site, lang: str) -> None:
    """The worker dies without a word while a computer is to move. The page
    says so at once, in its own language (no "thinking…", no "engine ready" left), and the
    restart keeps the saved game. The page's clock stands still from the human's move on,
    so the 30-second answer timeout cannot be what noticed."""
    page, watch = page
    page.emulate_media(reduced_motion="reduce")  # nothing on the table waits for an animation while the clock stands
    page.clock.install()
    page.goto(site.url + "?pace=1000&seed=44&nosw")
    wait_ready(page)
    if lang != "pl":
        choose_language(page, lang)
    stopped = strings(lang)["engine.failed.stopped"]
    start_game(page, players=3)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    # A second on (the clock moves on meanwhile, and cannot be paused in its past), in seconds: Playwright
    # for Python reads a number so. The page's milliseconds, read as seconds, jumped the clock 56 years
    # on and fired every pending timer, a request's 30-second answer timeout too.
    page.clock.pause_at((page.evaluate("() => Date.now()") + 1000) / 1000)
    assert page.evaluate("() => Date.now()") < 2 * 10**12  # still this century: no timer was fired early
    moves = page.get_attribute("#table", "data-moves")
    take_turn(page, ["no explanation needed"])
    page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)
    assert page.evaluate("() => document.querySelector('#table').dataset.phase") == "wait"  # a computer is to move
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved') || 'null')?.record.actions.length > 0")
    saved_hand = hand(page)

    kill_engine(page)
    page.wait_for_selector("#engine-status[data-state=failed]")
    assert page.text_content("#engine-status") == stopped
    assert page.is_visible("#engine-restart")
    page.clock.run_for(1000)  # the computer's turn comes: its request is refused at once, not timed out
    page.wait_for_function("(text) => document.querySelector('#table-message').textContent === text", arg=stopped)
    assert not page.is_visible("#table-message.thinking")

    page.click("#engine-restart")  # the saved game opens again by itself
    page.wait_for_selector("#table[data-phase=wait], #table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    page.clock.resume()
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert hand(page) == saved_hand


# The next element the page makes throws, once: the table's redraw fails, whichever part of it draws
# first, and the page's message about it is drawn as usual. (The page's modules are one bundle, so a
# test cannot swap one renderer's file.)
FAIL_NEXT_DRAWING = """() => {
  const make = document.createElement;
  document.createElement = function () {
    document.createElement = make;
    throw new Error("drawing failing on purpose");
  };
}"""


@pytest.mark.standin
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_table_that_cannot_be_drawn_says_so_and_offers_a_way_on(page, site, lang: str) -> None:
    """Drawing throws while the table is redrawn (a card chosen): the error is in the console, the
    player reads what happened in their language instead of a blank table, and the way back to the
    menu works; the table asks for no more moves meanwhile."""
    page, watch = page
    page.goto(site.url + "?pace=0&seed=31&nosw")
    wait_ready(page)
    if lang != "pl":
        choose_language(page, lang)
    start_game(page, players=3)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    moves = page.get_attribute("#table", "data-moves")

    page.evaluate(FAIL_NEXT_DRAWING)
    page.click(".hand button.card >> nth=0")
    page.wait_for_selector("#table-failure")
    texts = strings(lang)
    assert page.text_content("#table-failure h2") == texts["table.failed"]
    assert page.get_attribute("#table-failure", "role") == "alert"
    assert page.evaluate("() => document.activeElement.id") == "table-reload"
    assert page.get_attribute("#table", "data-phase") == "failed"
    assert page.get_attribute("#table", "data-moves") == moves  # nothing was played behind the message
    assert watch.errors and all("drawing failing on purpose" in error for error in watch.errors), watch.errors
    watch.errors.clear()  # the drawing's error was logged on purpose

    page.click("#table-failure-leave")
    page.wait_for_selector("#play-prezydent")
    assert page.is_hidden("#table")
