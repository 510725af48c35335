#!/usr/bin/env bash
# Set everything up and run every test: engine, property, Pyodide (Node.js) and browser.
# Extra arguments go to pytest (e.g. -k prezydent).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python scripts/build_site.py
exec .venv/bin/python -m pytest -q "$@"
