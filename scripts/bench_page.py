"""Run a benchmark page of dist/bench/ in Chromium and read its JSON result.

A benchmark (web/bench/run.html?bench=…) does its work through the page's own engine worker and writes its
figures into ``#result``, marking it ``data-done`` when finished.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from conftest import CHROMIUM_ARGS, Site, chromium_path  # noqa: E402


@contextmanager
def served_chromium(dist: Path = ROOT / "dist") -> Iterator[tuple[Browser, Site]]:
    """``dist`` served on a local port and a Chromium to open it with, both stopped at the end."""
    site = Site(dist)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            yield browser, site
            browser.close()
    finally:
        site.stop()


def run_bench_page(page_path: str, timeout_ms: int = 3_600_000) -> dict[str, Any]:
    """Serve dist/, open ``bench/<page_path>`` and return the JSON it writes into ``#result``."""
    with served_chromium() as (browser, site):
        page = browser.new_page()
        page.goto(f"{site.url}bench/{page_path}")
        page.wait_for_selector("#result[data-done]", timeout=timeout_ms)
        return json.loads(page.text_content("#result"))
