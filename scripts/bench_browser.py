"""Boot timings in Chromium: how soon a person can make the first move.

Measures, against the built dist/ on a local server, each in a fresh profile:
- baseline: a page that only boots Pyodide (bench/run.html?bench=boot), to its ready mark;
- cold: the app, from navigation to the first legal move clickable in a
  4-player Prezydent game (the start button is pressed as soon as the lobby
  shows; seat 0 leads deal 1, P18);
- warm: the same after a reload served by the service worker.
Prints JSON with medians over ``--runs`` runs and the cold/baseline ratio
(target ≤ 1.25).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from conftest import CHROMIUM_ARGS, Site, chromium_path  # noqa: E402

FIRST_MOVE = ".hand button.card:not([disabled])"


def first_move_ms(page, url: str, phases: list[dict]) -> float:
    page.goto(url)
    page.click("#start")
    page.wait_for_selector(FIRST_MOVE, timeout=120_000)
    phases.append(json.loads(page.get_attribute("#engine-status", "data-boot-phases")))
    return page.evaluate("() => performance.now()")


def baseline_ms(page, url: str) -> float:
    page.goto(url)
    page.wait_for_selector("#result[data-millis]", timeout=120_000)
    return float(page.get_attribute("#result", "data-millis"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    site = Site(ROOT / "dist")
    figures: dict[str, list[float]] = {"baseline_ms": [], "cold_ms": [], "warm_ms": []}
    phases: list[dict] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for _ in range(args.runs):
            context = browser.new_context()
            figures["baseline_ms"].append(baseline_ms(context.new_page(), site.url + "bench/run.html?bench=boot"))
            context.close()
            context = browser.new_context()
            page = context.new_page()
            figures["cold_ms"].append(first_move_ms(page, site.url + "?pace=0&seed=1", phases))
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
            figures["warm_ms"].append(first_move_ms(page, site.url + "?pace=0&seed=1", phases))
            context.close()
        browser.close()
    site.stop()
    medians = {name: round(statistics.median(values), 1) for name, values in figures.items()}
    report = {
        "runs": args.runs,
        "median": medians,
        "cold_over_baseline": round(medians["cold_ms"] / medians["baseline_ms"], 3),
        "warm_over_baseline": round(medians["warm_ms"] / medians["baseline_ms"], 3),
        "samples": {name: [round(v, 1) for v in values] for name, values in figures.items()},
        "worker_boot_phases_ms": phases,
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
