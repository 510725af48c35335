"""The page's schema helpers (web/js/schema.js), unit-tested with Node's own test runner."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def test_schema_helpers() -> None:
    # issue 11: every value read from storage or a link is checked against a schema before use.
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed for the page's unit tests (scripts/setup.sh installs it)")
    result = subprocess.run([node, "--test", str(HERE / "schema.test.mjs")], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "# fail 0" in result.stdout and "# pass 8" in result.stdout
