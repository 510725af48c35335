"""Faults and upgrades lose nothing: a failed engine is reported and restarted
with the saved game kept; a new build is offered and switched to whole."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

from conftest import ROOT, Site
from test_prezydent_browser import BOOT_TIMEOUT, start_game, take_turn, wait_ready

sys.path.insert(0, str(ROOT / "scripts"))

from build_site import build  # noqa: E402

pytestmark = pytest.mark.browser
WEB = ROOT / "web"


def test_no_html_is_written_from_strings() -> None:
    """Text reaches the page through textContent only: no innerHTML and its relatives."""
    sinks = re.compile(r"\.(innerHTML|outerHTML)\s*\+?=|\binsertAdjacentHTML\s*\(|\bdocument\.write(ln)?\s*\(")
    offenders = [str(path) for path in WEB.rglob("*.js") if sinks.search(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_csp_allows_only_the_origin() -> None:
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', (WEB / "index.html").read_text()).group(1)
    sources = {word for part in csp.split(";") for word in part.split()[1:]}
    assert sources <= {"'self'", "'wasm-unsafe-eval'", "'none'", "data:"}
    assert "default-src 'self'" in csp


def test_a_failed_engine_is_reported_and_restarted_keeping_the_saved_game(page, site, context) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=31&nosw")
    wait_ready(page)
    start_game(page, players=4)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    moves = page.get_attribute("#table", "data-moves")
    take_turn(page, ["no explanation needed"])
    page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    saved_hand = page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('karciarnia.saved') || 'null')?.record.actions.length > 0")

    # The engine cannot boot: Python's standard library does not arrive.
    context.route("**/python_stdlib.zip", lambda route: route.abort())
    page.reload()
    page.wait_for_selector("#engine-status[data-state=failed]", timeout=BOOT_TIMEOUT)
    assert page.is_visible("#engine-restart")
    assert page.is_visible("#saved-game")  # the lobby and the saved game are still there

    context.unroute("**/python_stdlib.zip")
    page.click("#engine-restart")
    wait_ready(page)
    assert any("standard library" in error for error in watch.errors)
    watch.errors.clear()  # the failed boot logged its own errors, on purpose
    page.click("#resume")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)") == saved_hand


def test_a_new_build_is_offered_and_switched_to_whole(page, tmp_path: Path) -> None:
    page, watch = page
    first, second = tmp_path / "first", tmp_path / "second"
    version_one, version_two = build(first, label="one"), build(second, label="two")
    assert version_one != version_two
    served = tmp_path / "served"
    shutil.copytree(first, served)
    site = Site(served)
    try:
        watch.origin = site.url.rstrip("/")
        page.goto(site.url + "?pace=0")
        wait_ready(page)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT)
        for _ in range(600):  # the first worker must have finished activating before a second one arrives
            if page.evaluate("() => navigator.serviceWorker.ready.then((r) => r.active.state)") == "activated":
                break
            page.wait_for_timeout(100)

        shutil.rmtree(served)
        shutil.copytree(second, served)  # the new build is published
        page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
        try:
            page.wait_for_selector("#update", state="visible", timeout=BOOT_TIMEOUT)
        except Exception:
            states = page.evaluate("""() => navigator.serviceWorker.getRegistration().then((r) => ({
                installing: r.installing && r.installing.state, waiting: r.waiting && r.waiting.state,
                active: r.active && r.active.state, controller: !!navigator.serviceWorker.controller}))""")
            raise AssertionError(f"no update offered; registration: {states}; sw: {[w.url for w in page.context.service_workers]}")
        # Until the player accepts, the page keeps its own build, whole.
        assert page.evaluate("() => fetch('build.json').then((r) => r.json()).then((b) => b.version)") == version_one
        with page.expect_navigation():
            page.click("#update-reload")
        wait_ready(page)
        assert page.evaluate("() => fetch('build.json').then((r) => r.json()).then((b) => b.version)") == version_two
        assert page.evaluate("() => caches.keys()") == [f"karciarnia-{version_two}"]
        assert page.is_visible("#start")
    finally:
        site.stop()


def test_a_killed_worker_is_noticed_and_the_game_resumed(page, site) -> None:
    """The worker dies mid-game without a word: the page notices, says so, and restarts with the game kept."""
    page, watch = page
    page.goto(site.url + "?pace=0&seed=44&nosw")
    wait_ready(page)
    start_game(page, players=3)
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    hand = page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")
    page.wait_for_function("() => localStorage.getItem('karciarnia.saved') !== null")
    (worker,) = page.workers
    worker.evaluate("() => self.close()")  # killed: no error event, no answer ever again
    page.click("#hint")
    page.wait_for_selector("#engine-status[data-state=failed]", timeout=60_000)
    page.click("#engine-restart")
    page.wait_for_selector("#saved-game")
    wait_ready(page)
    page.click("#resume")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)") == hand
