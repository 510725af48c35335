"""Offline after one visit, on the real engine: the service worker's offline copy holds the page, the
engine (Pyodide, the wheel, the memory snapshot), the rules, the app manifest and its icons.

One visit, then the server stops: the manifest's start URL opens, the engine starts from the build's
memory snapshot, the manifest and icons are served, a game's rules open, and a five-player Prezydent
game is played to its results. (These were four tests, each paying for its own two boots of Pyodide:
test_prezydent_browser's offline play, test_snapshot's offline start, test_install's start URL and
test_rules_browser's offline rules.)
"""

from __future__ import annotations

import json
from urllib.parse import urljoin

import pytest

from playthrough import BOOT_TIMEOUT
from test_prezydent_browser import play_to_results, results_table, start_game, wait_ready
from test_rules_browser import check_open_dialog

pytestmark = pytest.mark.browser

PRECACHED = """async () => {
  const names = await caches.keys();
  const keys = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
  return keys.flat();
}"""


def test_after_one_visit_the_app_its_engine_rules_and_a_game_work_offline(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0")
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT)
    manifest_url = urljoin(site.url, page.get_attribute("link[rel=manifest]", "href"))
    manifest = json.loads(page.request.get(manifest_url).text())
    icons = [urljoin(manifest_url, icon["src"]) for icon in manifest["icons"]]
    touch = urljoin(site.url, page.get_attribute("link[rel=apple-touch-icon]", "href"))
    assert {manifest_url, touch, *icons} <= set(page.evaluate(PRECACHED)), "the manifest and its icons are not all precached"

    # The computers move at once (the installed app's start URL carries no ?pace=0).
    page.evaluate("() => localStorage.setItem('karciarnia.settings', JSON.stringify({format: 1, pace: 'instant'}))")

    site.stop()
    try:
        # The installed app opens at the manifest's start URL; its engine starts from the build's snapshot.
        page.goto(urljoin(manifest_url, manifest["start_url"]))
        page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)
        assert page.get_attribute("#engine-status", "data-boot-path") == "snapshot"
        assert page.is_visible("#play-prezydent")
        served = page.evaluate("(urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.ok, () => false)))", [manifest_url, touch, *icons])
        assert all(served), dict(zip([manifest_url, touch, *icons], served))

        # The rules: every Dou Dizhu combination (D7–D15) is there offline.
        page.click("#rules-doudizhu")
        check_open_dialog(page, "doudizhu", "pl")
        assert page.locator("#rules-doudizhu-combinations .rules-term").count() == 14
        page.keyboard.press("Escape")
        page.wait_for_selector("#rules-dialog", state="detached")

        # A game, played to its results: P14, five places.
        start_game(page, players=5)
        play_to_results(page)
        assert len(results_table(page)) == 5
    finally:
        site.start()
    watch.assert_clean()
