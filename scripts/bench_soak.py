"""Long session: 200 AI-only deals (the four games in turn) through the page's
engine worker in Chromium, sampling Pyodide's memory, live Python objects and
open sessions every 20 deals. Prints JSON; the figures should level off.

Usage: .venv/bin/python scripts/bench_soak.py [--deals 200]   (after build_site.py)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from conftest import CHROMIUM_ARGS, Site, chromium_path  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args()
    site = Site(ROOT / "dist")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(f"{site.url}bench/soak.html?deals={args.deals}")
        page.wait_for_selector("#result[data-done]", timeout=3_600_000)
        report = json.loads(page.text_content("#result"))
        browser.close()
    site.stop()
    first, last = report["samples"][0], report["samples"][-1]
    report["growth"] = {key: last[key] - first[key] for key in ("wasm_bytes", "python_objects", "sessions")}
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
