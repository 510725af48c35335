"""One Pyodide for the Pyodide tests: the built engine booted once under Node.js (engine_server.mjs)
and asked through the JSON boundary as the page's worker asks it, instead of a boot per test.

A boot costs seconds of CPU (Python, the standard library, the wheel); the tests need one engine
whose answers they compare with CPython's, as the page keeps one worker for all it asks.
Under pytest-xdist each worker that runs a Pyodide test boots its own.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "tests" / "pyodide"))

from pyodide_server import PyodideEngine  # noqa: E402


def start(boot: str, tmp_path_factory: pytest.TempPathFactory) -> PyodideEngine:
    if not (ROOT / "dist" / "build.json").exists():
        pytest.fail("dist/ is not built: run scripts/build_site.py (scripts/test.sh does)")
    log = (tmp_path_factory.mktemp(f"pyodide-{boot}") / "stderr.txt").open("w+", encoding="utf-8")
    return PyodideEngine(boot, log)


@pytest.fixture(scope="session")
def pyodide_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PyodideEngine]:
    """The engine in Pyodide started normally (a first visit's worker), shared by the session."""
    engine = start("normal", tmp_path_factory)
    yield engine
    engine.close()


@pytest.fixture(scope="session")
def pyodide_snapshot_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PyodideEngine]:
    """The engine in Pyodide restored from the build's memory snapshot, as the worker starts on later visits."""
    engine = start("snapshot", tmp_path_factory)
    yield engine
    engine.close()
