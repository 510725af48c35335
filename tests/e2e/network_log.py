"""What a visit transfers, as Chromium reports it to Playwright.

Playwright receives the requests of the page, its module worker and its
service worker (the service worker's by default since Playwright 1.5x; a CDP
session on the page alone sees only the page's own). A request answered from
the HTTP cache transferred 0 bytes. Used by tests/e2e/test_first_visit.py and
scripts/bench_browser.py.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urljoin

MANIFEST = re.compile(r"const MANIFEST = (\{.*?\});")
PRECACHE_TIMEOUT = 120_000


def precached_files(dist: Path) -> dict[str, list[str]]:
    """The service worker's manifest as file (sha256) → its paths ("" is the site root)."""
    manifest = json.loads(MANIFEST.search((dist / "sw.js").read_text()).group(1))
    files: dict[str, list[str]] = {}
    for path, sha256 in manifest.items():
        files.setdefault(sha256, []).append(path)
    return files


def precached_bytes(dist: Path) -> int:
    """The size of the precached files, each counted once."""
    return sum((dist / (paths[0] or "index.html")).stat().st_size for paths in precached_files(dist).values())


@dataclass(frozen=True)
class Transfer:
    url: str
    bytes: int  # 0 when the HTTP cache answered
    by_service_worker: bool
    resource_type: str


class NetworkLog:
    """Every finished request of one browser context, against the precache manifest of ``dist``."""

    def __init__(self, context, site_url: str, dist: Path) -> None:
        self.files = precached_files(dist)
        self.url_file = {urljoin(site_url, path): sha256 for sha256, paths in self.files.items() for path in paths}
        self.transfers: list[Transfer] = []
        context.on("requestfinished", self._record)

    def _record(self, request) -> None:
        sizes = request.sizes()
        size = max(0, sizes["responseBodySize"] + sizes["responseHeadersSize"])
        self.transfers.append(Transfer(request.url, size, bool(request.service_worker), request.resource_type))

    @property
    def total(self) -> int:
        return sum(transfer.bytes for transfer in self.transfers)

    def requested(self) -> set[str]:
        """The precached files (sha256) the page, its engine worker or the service worker requested."""
        return {self.url_file[t.url] for t in self.transfers if t.url in self.url_file}

    def wait_for_precache(self, page) -> list[str]:
        """Until the service worker controls ``page`` (its install cached every file) and
        this log holds a request for each (the engine worker's, for the files it kept in the
        cache, else the service worker's); returns the URLs in its cache."""
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=PRECACHE_TIMEOUT)
        cached = page.evaluate(
            "async () => { const name = (await caches.keys()).find((n) => n.startsWith('karciarnia-'));"
            " return (await (await caches.open(name)).keys()).map((request) => request.url); }"
        )
        # The service worker's requests reach Playwright a moment after its install ends.
        for _ in range(100):
            if self.requested() == set(self.files):
                break
            page.wait_for_timeout(100)
        return cached
