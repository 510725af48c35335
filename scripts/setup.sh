#!/usr/bin/env bash
# Set up everything a fresh machine needs: a Python venv with the build and
# test tools, the pinned npm packages (Pyodide and the page's vendored libraries;
# for the tests axe-core and TypeScript's checker), and a Chromium for the
# browser tests. Safe to run again: each step skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
.venv/bin/python -m pip install --quiet --disable-pip-version-check --no-build-isolation --no-deps -e .

if [ ! -d node_modules/pyodide ] || [ ! -x node_modules/.bin/tsc ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --silent
fi

# Chromium: Debian's packages where we can install them, else Playwright's own build. The browser
# tests run on the headless shell (lighter); the camera, the installed app and the benchmarks on
# the whole browser. KARCIARNIA_NO_BROWSER=1 skips it (a site build needs no browser).
if [ -z "${KARCIARNIA_NO_BROWSER:-}" ] && [ -z "${KARCIARNIA_CHROMIUM:-}" ]; then
  if grep -qi '^ID=debian' /etc/os-release 2>/dev/null && [ "$(id -u)" = 0 ]; then
    missing=()
    [ -x /usr/bin/chromium ] || missing+=(chromium)
    [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
    if [ "${#missing[@]}" != 0 ]; then
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
  elif [ ! -x /usr/bin/chromium ]; then  # Playwright's build brings its headless shell too
    .venv/bin/python -m playwright install --with-deps chromium
  fi
fi
# Debian's Chromium brings no CJK font: the Chinese page would show boxes in the project's own
# screenshots and layout tests. Same guard as Chromium's (a site build needs no browser nor font).
if [ -z "${KARCIARNIA_NO_BROWSER:-}" ] && grep -qi '^ID=debian' /etc/os-release 2>/dev/null && [ "$(id -u)" = 0 ] && ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null
fi
