"""Long session: 200 AI-only deals (the four games in turn) through the page's
engine worker in Chromium, sampling Pyodide's memory, the interpreter's allocated memory blocks and
open sessions every 20 deals. Prints JSON; the figures should level off.

Usage: .venv/bin/python scripts/bench_soak.py [--deals 200]   (after build_site.py)
"""

from __future__ import annotations

import argparse
import json

from bench_page import run_bench_page


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args()
    report = run_bench_page(f"run.html?bench=soak&deals={args.deals}")
    first, last = report["samples"][0], report["samples"][-1]
    report["growth"] = {key: last[key] - first[key] for key in ("wasm_bytes", "allocated_blocks", "sessions")}
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
