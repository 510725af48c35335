"""The benchmark pages still run: they use the page's own engine worker, so a
change to the worker protocol that breaks them fails here, not in a benchmark run.
The decisions and the soak speak that protocol to the stand-in engine (which speaks it as the
real worker does: test_standin_engine.py); the boot baseline boots Pyodide itself."""

from __future__ import annotations

import json

import pytest

from test_prezydent_browser import BOOT_TIMEOUT

pytestmark = pytest.mark.browser


def bench_result(page, url: str) -> dict:
    page.goto(url)
    page.wait_for_selector("#result[data-done]", timeout=4 * BOOT_TIMEOUT)
    return json.loads(page.text_content("#result"))


@pytest.mark.standin
def test_decision_times_cover_every_game_and_level(page, site) -> None:
    page, _ = page
    catalog = json.loads((site.directory / "catalog.json").read_text())
    report = bench_result(page, site.url + "bench/run.html?bench=decisions&decisions=2")
    expected = {game["id"]: set(game["levels"]) for game in catalog["games"]}
    assert {game: set(levels) for game, levels in report["figures"].items()} == expected
    for levels in report["figures"].values():
        for figures in levels.values():
            assert figures["decisions"] == 2
            assert 0 < figures["median_ms"] <= figures["p95_ms"] <= figures["max_ms"]


@pytest.mark.standin
def test_the_soak_closes_every_session_it_opens(page, site) -> None:
    page, _ = page
    report = bench_result(page, site.url + "bench/run.html?bench=soak&deals=4")
    assert report["deals"] == 4
    assert report["samples"][-1]["deal"] == 4
    assert report["samples"][-1]["sessions"] == 0


def test_the_boot_baseline_boots_pyodide(page, site) -> None:
    page, _ = page
    page.goto(site.url + "bench/run.html?bench=boot")
    page.wait_for_selector("#result[data-millis]", timeout=BOOT_TIMEOUT)
    assert float(page.get_attribute("#result", "data-millis")) > 0
