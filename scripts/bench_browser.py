"""Boot timings and first-visit bytes in Chromium: how soon a person can make the first move.

Measures, against the built site on a local server, each run in a fresh browser
profile on disk (as a person's browser, with a disk HTTP cache):
- bare boot: a page that only boots Pyodide (bench/run.html?bench=boot), to its ready mark;
- cold: the app on a first visit, from navigation to the first legal move
  clickable in a 4-player Prezydent game (the start button is pressed at once;
  seat 0 leads deal 1, P18); the engine starts from the build's memory snapshot;
- cold without snapshot: the same in another fresh profile with ``?snapshot=off``
  (a normal boot: what a player waits when the snapshot cannot be used);
- warm (snapshot): the same after a reload, once the service worker controls the
  page and has cached every file;
- warm without snapshot: the same reload with ``?snapshot=off``;
- first-visit bytes: what crossed the network (page, engine worker and service
  worker, as Chromium reports them; see tests/e2e/network_log.py) until the
  service worker has cached every file, against the precached files' size;
  once more in a private profile, whose memory HTTP cache keeps less;
- the engine worker's boot phases (ms since the worker started) and the boot
  path it took ("snapshot" or "normal"), for each kind of start.
Prints JSON: medians over ``--runs`` runs, and cold/bare (target ≤ 1.10) and
warm/bare (target ≤ 0.5).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from conftest import CHROMIUM_ARGS, Site, chromium_path  # noqa: E402
from network_log import NetworkLog, precached_bytes  # noqa: E402

FIRST_MOVE = ".hand button.card:not([disabled])"
# The page stamps the moment a move first becomes clickable, as the bare boot page stamps its
# ready mark: Playwright's polling and round trip are left out of both.
STAMP_FIRST_MOVE = f"""
new MutationObserver((_, observer) => {{
  if (!document.querySelector({json.dumps(FIRST_MOVE)})) return;
  window.firstMoveAt = performance.now();
  observer.disconnect();
}}).observe(document, {{ subtree: true, childList: true, attributes: true }});
"""
GAME = "?pace=0&seed=1"


def first_move(page, url: str) -> dict:
    """Milliseconds from navigation to the first clickable move, with the boot the worker reports."""
    page.goto(url)
    # A reload may reopen the saved game by itself; otherwise the Prezydent tile is tapped at once.
    shown = page.wait_for_selector(f"#play-prezydent:visible, {FIRST_MOVE}", timeout=120_000)
    if shown.get_attribute("id") == "play-prezydent":
        shown.click()
    page.wait_for_function("() => window.firstMoveAt !== undefined", timeout=120_000)
    millis = page.evaluate("() => window.firstMoveAt")
    status = page.locator("#engine-status")
    phases = status.get_attribute("data-boot-phases")
    return {"ms": millis, "path": status.get_attribute("data-boot-path"), "phases": json.loads(phases) if phases else {}}


def bare_boot_ms(page, url: str) -> float:
    page.goto(url)
    page.wait_for_selector("#result[data-millis]", timeout=120_000)
    return float(page.get_attribute("#result", "data-millis"))


def app_context(launch):
    """A fresh profile whose pages stamp their first clickable move."""
    context = launch()
    context.add_init_script(STAMP_FIRST_MOVE)
    return context


def app_run(launch, site: Site) -> dict:
    """Fresh profiles: cold first move and first-visit bytes, then the warm reloads; a cold one without the snapshot."""
    context = app_context(launch)
    try:
        log = NetworkLog(context, site.url, site.directory)
        page = context.new_page()
        cold = first_move(page, site.url + GAME)
        log.wait_for_precache(page)
        run = {"cold": cold, "bytes": log.total}
        run["warm"] = first_move(page, site.url + GAME)
        run["warm_no_snapshot"] = first_move(page, site.url + GAME + "&snapshot=off")
    finally:
        context.close()
    context = app_context(launch)
    try:
        run["cold_no_snapshot"] = first_move(context.new_page(), site.url + GAME + "&snapshot=off")
    finally:
        context.close()
    return run


def private_bytes(browser, site: Site) -> int:
    """First-visit bytes in a private profile (its HTTP cache is in memory)."""
    context = browser.new_context()
    try:
        log = NetworkLog(context, site.url, site.directory)
        page = context.new_page()
        page.goto(site.url)
        log.wait_for_precache(page)
        return log.total
    finally:
        context.close()


def median(values: list[float]) -> float | None:
    return round(statistics.median(values), 1) if values else None


def boot_phases(runs: list[dict], kind: str) -> dict:
    """The boot paths one kind of start took, and the median of each phase mark over them."""
    boots = [run[kind] for run in runs if kind in run]
    marks: dict[str, list[float]] = {}
    for boot in boots:
        for name, millis in boot["phases"].items():
            marks.setdefault(name, []).append(millis)
    return {"paths": [boot["path"] for boot in boots], "median_ms": {name: median(values) for name, values in marks.items()}}


def ratio(part: float | None, whole: float | None) -> float | None:
    return round(part / whole, 3) if part is not None and whole else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    site = Site(args.dist)
    bare: list[float] = []
    runs: list[dict] = []
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profiles:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)

        def launch():
            profile = tempfile.mkdtemp(dir=profiles)
            return playwright.chromium.launch_persistent_context(profile, executable_path=chromium_path(), args=CHROMIUM_ARGS)

        for _ in range(args.runs):
            context = launch()
            bare.append(bare_boot_ms(context.new_page(), site.url + "bench/run.html?bench=boot"))
            context.close()
            runs.append(app_run(launch, site))
        private = private_bytes(browser, site)
        browser.close()
    site.stop()

    timings = {
        "bare_boot_ms": bare,
        "cold_ms": [run["cold"]["ms"] for run in runs],
        "cold_no_snapshot_ms": [run["cold_no_snapshot"]["ms"] for run in runs],
        "warm_snapshot_ms": [run["warm"]["ms"] for run in runs],
        "warm_no_snapshot_ms": [run["warm_no_snapshot"]["ms"] for run in runs],
    }
    medians = {name: median(values) for name, values in timings.items()}
    precached = precached_bytes(args.dist)
    transferred = median([run["bytes"] for run in runs])
    report = {
        "runs": args.runs,
        "median": medians,
        "cold_over_bare": ratio(medians["cold_ms"], medians["bare_boot_ms"]),
        "cold_no_snapshot_over_bare": ratio(medians["cold_no_snapshot_ms"], medians["bare_boot_ms"]),
        "warm_over_bare": ratio(medians["warm_snapshot_ms"], medians["bare_boot_ms"]),
        "warm_no_snapshot_over_bare": ratio(medians["warm_no_snapshot_ms"], medians["bare_boot_ms"]),
        "first_visit_bytes": {
            "transferred": transferred,
            "precached": precached,
            "ratio": ratio(transferred, precached),
            "private_profile_transferred": private,
            "private_profile_ratio": ratio(private, precached),
        },
        "worker_boot_phases": {kind: boot_phases(runs, kind) for kind in ("cold", "cold_no_snapshot", "warm", "warm_no_snapshot")},
        "samples": {name: [round(v, 1) for v in values] for name, values in timings.items()},
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
