"""A first visit downloads each file once, and its engine starts from the build's memory snapshot.

The service worker fills the offline cache from the browser's HTTP cache, so
only the files the page and its engine worker never fetched (the app manifest
and its icons) cross the network for it; network_log.py says how the requests
of all three are seen.

The visit runs in a profile on disk, as a person's browser does, and in a
private one (Playwright's ``new_context``, an incognito window), whose HTTP
cache is kept in memory and does not keep pyodide.asm.wasm (9.6 MB): there the
service worker finds the boot files in the offline cache, where the engine
worker put them (worker.js keepForOffline).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from urllib.parse import urljoin

import pytest
from conftest import CHROMIUM_ARGS, Site, chromium_path
from network_log import NetworkLog, precached_bytes
from playthrough import BOOT_TIMEOUT, play_first_playable

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("profile", ["disk", "private"])
def test_a_first_visit_downloads_each_precached_file_once(browser, site: Site, tmp_path: Path, profile: str) -> None:
    if profile == "disk":
        context = browser.browser_type.launch_persistent_context(
            tmp_path / "profile", executable_path=chromium_path(), args=CHROMIUM_ARGS, locale="pl-PL"
        )
    else:
        context = browser.new_context(locale="pl-PL")
    log = NetworkLog(context, site.url, site.directory)
    snapshot = site.url + json.loads((site.directory / "build.json").read_text())["snapshot"]["path"]
    asked: list[str] = []  # the snapshot as the page or its engine asks for it (the service worker's precache aside)
    context.on("request", lambda request: request.url == snapshot and not request.service_worker and asked.append(request.url))
    try:
        page = context.new_page()
        page.goto(site.url)
        favicon = urljoin(site.url, page.get_attribute("link[rel=icon]", "href"))
        cached = log.wait_for_precache(page)
        # The engine started from the build's own memory snapshot, asked for once, and plays
        # (once test_snapshot.py's own test of a first visit).
        page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
        assert page.get_attribute("#engine-status", "data-boot-path") == "snapshot"
        assert page.get_attribute("#engine-status", "data-boot-reason") is None
        page.click("#play-prezydent")
        page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
        play_first_playable(page)
        assert asked == [snapshot]
    finally:
        context.close()
    assert set(cached) == set(log.url_file), "the offline cache is not the manifest"

    # Chromium's favicon loader fetches the page's icon twice on its own, the
    # second time past the HTTP cache; that second fetch is the browser's, not the site's.
    site_requests = list(log.transfers)
    for second in [t for t in log.transfers if t.url == favicon and t.resource_type == "other"][1:]:
        site_requests.remove(second)
    downloads = Counter(log.url_file[t.url] for t in site_requests if t.url in log.url_file and t.bytes > 0)
    twice = {log.files[sha256][0]: count for sha256, count in downloads.items() if count != 1}
    never = [paths[0] for sha256, paths in log.files.items() if sha256 not in downloads]
    assert not twice and not never, f"downloaded more than once: {twice}; never downloaded: {never}"

    # friends across the internet are a player's later choice: a first visit asks no other host, and
    # fetches none of the matchmaking library (it is not precached either)
    assert all(t.url.startswith(site.url) for t in log.transfers), [t.url for t in log.transfers if not t.url.startswith(site.url)]
    assert not [t.url for t in log.transfers if "/js/vendor/trystero/" in t.url]
    assert (site.directory / "js" / "vendor" / "trystero" / "nostr" / "index.mjs").exists()

    # everything that crossed the network (headers, sw.js, the favicon's fetches
    # too) is within 1.1 times the precached files' own size
    precached = precached_bytes(site.directory)
    assert log.total <= 1.1 * precached, f"{log.total} bytes transferred for {precached} bytes precached"
