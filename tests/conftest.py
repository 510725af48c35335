"""Make tests/helpers.py importable as ``helpers``, and order the run longest first."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

# The test command runs four processes that take the next test as each finishes (--dist loadgroup):
# the longest kinds go first, so that a test of minutes never starts last and holds the run's end,
# and the many short engine tests fill in at the end. The Pyodide tests are one group: they share
# one booted engine per process (tests/pyodide/conftest.py), so one process runs them all.
LONGEST_FIRST = ("tests/e2e/test_reliability_browser.py", "tests/pyodide/", "tests/e2e/test_friends", "tests/e2e/", "tests/property/")


def rank(item: pytest.Item) -> int:
    path = item.nodeid
    return next((index for index, prefix in enumerate(LONGEST_FIRST) if path.startswith(prefix)), len(LONGEST_FIRST))


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=rank)  # stable: each kind keeps its files' order
    for item in items:
        if item.nodeid.startswith("tests/pyodide/"):
            item.add_marker(pytest.mark.xdist_group("pyodide"))
