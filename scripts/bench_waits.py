"""How long a player waits for the computers, per game and level, at the table's default speed.

Whole deals are played in Chromium at 1366x768 with the page's own settings (no ``?pace``), the
player's seat moved by the hint. The wait is the time from the player's move (the click that plays
the hint's choice) until the table next asks the player for anything: their next turn, or the
results of a deal. It holds the computers' decisions, the pace between moves, the pauses on a taken
trick, the player's forced moves and the background analysis: everything a player sits through.
Prints JSON: per game and level the number of waits, their median, 95th percentile and maximum (s),
and the most any wait lasted beyond the computers' thinking budgets in it (``beyond_thinking``: the
wait less 0.7 s, the default thinking time, per computer decision; what the hard level's wait may
exceed its searches by).

    .venv/bin/python scripts/bench_waits.py [--games prezydent,doudizhu] [--levels easy,normal,hard] [--turns 30] [--seeds 11,12,13] [--dist DIR]

A deal has about ten of the player's turns, so the 95th percentile of one deal is its longest wait:
``--seeds`` plays one deal per seed and pools their waits.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_page import served_chromium  # noqa: E402
from playthrough import BOOT_TIMEOUT, open_table  # noqa: E402

GAMES = ("prezydent", "doudizhu", "tarok", "koalicje")
OPTIONS = {"prezydent": {"players": "4", "deals": "1"}, "doudizhu": {"deals": "1"}, "tarok": {}, "koalicje": {}}
THINKING_S = 0.7  # the default thinking time of a search (web/js/player/settings.js)
ASKED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"
# In the page: when the player's move was made, and when the table next asked the player for anything.
WATCH = """() => {
  window.__waits = [];
  let movedAt = null;
  let movesAt = 0;
  const table = document.getElementById("table");
  document.addEventListener("click", (event) => {
    if (event.target.closest("#hint-play")) [movedAt, movesAt] = [performance.now(), Number(table.dataset.moves)];
  }, true);
  new MutationObserver(() => {
    if (movedAt !== null && ["turn", "results", "over"].includes(table.dataset.phase) && table.dataset.moves) {
      // the moves since the player's: theirs, then the computers' decisions (and any forced move of theirs)
      window.__waits.push([performance.now() - movedAt, Number(table.dataset.moves) - movesAt - 1]);
      movedAt = null;
    }
  }).observe(table, { attributes: true, attributeFilter: ["data-phase", "data-moves"] });
}"""


def play(page: Page, turns: int) -> list[tuple[float, int]]:
    """Play up to ``turns`` of the player's moves by the hint; the waits that followed them (s), each with the moves made meanwhile."""
    page.evaluate(WATCH)
    for _ in range(turns):
        page.wait_for_selector(ASKED, timeout=BOOT_TIMEOUT)
        phase = page.get_attribute("#table", "data-phase")
        if phase != "turn":
            break
        moves = page.get_attribute("#table", "data-moves")
        page.click("#hint")
        page.wait_for_selector("#hint-play", timeout=BOOT_TIMEOUT)
        page.click("#hint-play")
        page.wait_for_function("(moves) => document.getElementById('table').dataset.moves !== moves", arg=moves, timeout=BOOT_TIMEOUT)
    page.wait_for_selector(ASKED, timeout=BOOT_TIMEOUT)
    return [(millis / 1000, moves) for millis, moves in page.evaluate("window.__waits")]


def figures(waits: list[tuple[float, int]]) -> dict[str, float | int]:
    ordered = sorted(wait for wait, _ in waits)
    return {
        "waits": len(ordered),
        "median": round(statistics.median(ordered), 2),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 2),
        "max": round(ordered[-1], 2),
        "beyond_thinking": round(max(wait - THINKING_S * moves for wait, moves in waits), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--turns", type=int, default=30, help="the player's moves per game and level (fewer if the deal ends)")
    parser.add_argument("--seeds", default="11", help="the deals' seeds, comma-separated: one deal each, their waits pooled")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="the built site to serve (default dist/)")
    args = parser.parse_args()
    report: dict[str, dict[str, object]] = {}
    with served_chromium(args.dist) as (browser, site):
        for game in args.games.split(","):
            for level in args.levels.split(","):
                waits = []
                for seed in args.seeds.split(","):
                    page = browser.new_page(viewport={"width": 1366, "height": 768})
                    open_table(page, f"{site.url}?seed={int(seed)}&nosw", game, "pl", OPTIONS[game], level)
                    waits += play(page, args.turns)
                    page.close()
                report.setdefault(game, {})[level] = figures(waits)
                print(game, level, report[game][level], file=sys.stderr, flush=True)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
