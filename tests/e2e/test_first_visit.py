"""A first visit downloads each file once (issue 13).

The service worker fills the offline cache from the browser's HTTP cache, so
only the files the page and its engine worker never fetched (the app manifest
and its icons) cross the network for it. Chromium reports to Playwright the
requests of all three (page, module worker, service worker; the service
worker's by default since Playwright 1.5x); an answer from the HTTP cache is
a request of 0 bytes transferred.

The visit runs in a profile on disk, as a person's browser does. A private
profile (Playwright's ``new_context``, an incognito window) keeps its HTTP cache
in memory, which did not keep pyodide.asm.wasm (9.6 MB): there the wasm is
downloaded twice; scripts/bench_browser.py reports that figure too.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from urllib.parse import urljoin

import pytest
from conftest import CHROMIUM_ARGS, Site, chromium_path

pytestmark = pytest.mark.browser

BOOT_TIMEOUT = 120_000
MANIFEST = re.compile(r"const MANIFEST = (\{.*?\});")


def precached_files(site: Site) -> dict[str, list[str]]:
    """The service worker's manifest as file (sha256) → its paths ("" is the site root)."""
    manifest = json.loads(MANIFEST.search((site.directory / "sw.js").read_text()).group(1))
    files: dict[str, list[str]] = {}
    for path, sha256 in manifest.items():
        files.setdefault(sha256, []).append(path)
    return files


def transferred(request) -> int:
    """Bytes that crossed the network for ``request`` (0 when the HTTP cache answered)."""
    sizes = request.sizes()
    return max(0, sizes["responseBodySize"] + sizes["responseHeadersSize"])


def asked_by_worker(log: list[tuple[str, int, bool, str]], url_file: dict[str, str]) -> set[str]:
    """The precached files (sha256) the service worker requested."""
    return {url_file[url] for url, _, by_worker, _ in log if by_worker and url in url_file}


def test_a_first_visit_downloads_each_precached_file_once(browser, site: Site, tmp_path: Path) -> None:
    files = precached_files(site)
    url_file = {urljoin(site.url, path): sha256 for sha256, paths in files.items() for path in paths}
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=chromium_path(), args=CHROMIUM_ARGS, locale="pl-PL"
    )
    log: list[tuple[str, int, bool, str]] = []  # url, bytes, by the service worker, resource type
    context.on(
        "requestfinished",
        lambda request: log.append((request.url, transferred(request), bool(request.service_worker), request.resource_type)),
    )
    try:
        page = context.new_page()
        page.goto(site.url)
        favicon = urljoin(site.url, page.get_attribute("link[rel=icon]", "href"))
        # The worker takes over only once its install has cached every file.
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT)
        cached = page.evaluate(
            "async () => { const name = (await caches.keys()).find((n) => n.startsWith('karciarnia-'));"
            " return (await (await caches.open(name)).keys()).map((request) => request.url); }"
        )
        assert set(cached) == set(url_file), "the offline cache is not the manifest"
        # The service worker's requests reach this log a moment after its install ends.
        for _ in range(100):
            if asked_by_worker(log, url_file) == set(files):
                break
            page.wait_for_timeout(100)
    finally:
        context.close()

    # issue 13: Chromium's favicon loader fetches the page's icon twice on its own, the
    # second time past the HTTP cache; that second fetch is the browser's, not the site's.
    total = sum(size for _, size, _, _ in log)
    site_requests = list(log)
    for second in [entry for entry in log if entry[0] == favicon and entry[3] == "other"][1:]:
        site_requests.remove(second)
    downloads = Counter(url_file[url] for url, size, _, _ in site_requests if url in url_file and size > 0)
    assert asked_by_worker(log, url_file) == set(files), "the service worker did not ask for every precached file"
    twice = {files[sha256][0]: count for sha256, count in downloads.items() if count != 1}
    never = [paths[0] for sha256, paths in files.items() if sha256 not in downloads]
    assert not twice and not never, f"downloaded more than once: {twice}; never downloaded: {never}"

    # issue 13: everything that crossed the network (headers, sw.js, the favicon's fetches
    # too) is within 1.1 times the precached files' own size
    precached_bytes = sum((site.directory / (paths[0] or "index.html")).stat().st_size for paths in files.values())
    assert total <= 1.1 * precached_bytes, f"{total} bytes transferred for {precached_bytes} bytes precached"
