"""AI decision times in Chromium, per game and level, as the page waits for them:
the round trip to the engine worker with the browser's search budget
(play.BROWSER_THINK_MS for hard). Prints JSON: median, 95th percentile and
maximum milliseconds of seat 0's real choices.

Usage: .venv/bin/python scripts/bench_decisions.py [--decisions 40]   (after build_site.py)
"""

from __future__ import annotations

import argparse
import json

from bench_page import run_bench_page


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=40, help="decisions timed per game and level")
    args = parser.parse_args()
    print(json.dumps(run_bench_page(f"run.html?bench=decisions&decisions={args.decisions}"), indent=2))


if __name__ == "__main__":
    main()
