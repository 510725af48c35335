#!/usr/bin/env bash
# Set everything up and run every test: engine, property, Pyodide (Node.js) and browser.
# Extra arguments go to pytest (e.g. -k prezydent; -n 0 runs in one process).
# The tests run on every core up to four (pytest-xdist): the browser tests wait
# on Pyodide and Chromium, and two at a time halve the run on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python scripts/build_site.py
exec .venv/bin/python -m pytest -q -n auto --maxprocesses 4 --dist worksteal "$@"
