#!/usr/bin/env bash
# Set everything up and run every test: the page's pure modules under Node's own
# test runner (tests/web/*.test.mjs, one run), TypeScript's checker over the page's
# JavaScript and JSDoc (tsconfig.json), ruff and mypy over the engine, then engine, property, Pyodide (Node.js) and
# browser tests under pytest.
# Extra arguments go to pytest (e.g. -k prezydent; -n 0 runs in one process).
# The pytest tests run in four processes whatever the cores (pytest-xdist): most of a browser
# test is waiting (on Chromium's frames, the engine's answers, the page's timers), so on a
# 2-core machine four at a time keep both cores busy where two left them idle most of the run.
# At the end it prints how long the whole command took and each part of it, also
# when a part failed; the exit status is the failing part's.
set -euo pipefail
cd "$(dirname "$0")/.."

now_us() { echo "${EPOCHREALTIME//[!0-9]/}"; }  # microseconds (whatever the locale's decimal mark)
seconds_since() { echo $((($(now_us) - $1 + 500000) / 1000000)); }

started=$(now_us)
parts=()
timed() {  # timed NAME COMMAND…: run COMMAND, adding how long it took to the summary; its status
  local name=$1 begin status=0
  shift
  begin=$(now_us)
  "$@" || status=$?
  parts+=("$name $(seconds_since "$begin") s")
  return "$status"
}
summary() {
  local joined
  joined=$(IFS=,; echo "${parts[*]}")
  echo "test command: $(seconds_since "$started") s (${joined//,/, })"
}
trap summary EXIT

node_tests() {
  # Every tests/web/*.test.mjs in one run of Node's own runner. A test skipped, left to do or
  # cancelled fails the command as a failing one does: no test passes unseen.
  local tap status=0
  tap=$(mktemp)
  node --test \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$tap" tests/web/*.test.mjs || status=$?
  awk '/^# (pass|fail|cancelled|skipped|todo) [0-9]+$/ { n[$2] = $3 }
       END {
         bad = n["fail"] + n["cancelled"] + n["skipped"] + n["todo"]
         if (n["pass"] + 0 == 0 || bad > 0) {
           printf "node tests: %d passed, %d failed, %d cancelled, %d skipped, %d to do: every test must run and pass\n",
             n["pass"], n["fail"], n["cancelled"], n["skipped"], n["todo"]
           exit 1
         }
       }' "$tap" || { [ "$status" != 0 ] || status=1; }
  rm -f "$tap"
  return "$status"
}

timed setup bash scripts/setup.sh
timed build .venv/bin/python scripts/build_site.py
python_checks() {  # the engine's style, lint and types (config in engine/pyproject.toml)
  .venv/bin/ruff check engine && .venv/bin/ruff format --check engine &&
    .venv/bin/mypy --config-file engine/pyproject.toml engine/karciarnia
}

# Each check runs whatever the one before it said: one command reports all; the first failing
# part's status is the command's.
status=0
timed node node_tests || { [ "$status" != 0 ] || status=$?; }
timed types npx --no-install tsc -p . || { [ "$status" != 0 ] || status=$?; }
timed python-checks python_checks || { [ "$status" != 0 ] || status=$?; }
# The slowest tests are named at the end, so that a run over the 15 minutes says where they went.
timed pytest .venv/bin/python -m pytest -q -n 4 --dist worksteal --durations=15 "$@" || { [ "$status" != 0 ] || status=$?; }
exit "$status"
