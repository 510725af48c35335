#!/usr/bin/env bash
# Set everything up, build the site and serve it: bash scripts/serve.sh [--port N]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python scripts/build_site.py
exec .venv/bin/python scripts/serve.py "$@"
