"""Runs one of the page's unit-test files (``*.test.mjs``) with Node's own test runner."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def run_node_tests(name: str, passed: int) -> None:
    """Run tests/web/``name``; every test must pass, and there must be ``passed`` of them."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed for the page's unit tests (scripts/setup.sh installs it)")
    result = subprocess.run([node, "--test", str(HERE / name)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "# fail 0" in result.stdout and f"# pass {passed}" in result.stdout
