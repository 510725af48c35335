"""The built engine in Pyodide under Node.js (engine_server.mjs), asked as the page's worker asks it."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import IO, Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "pyodide" / "engine_server.mjs"


class PyodideEngine:
    """The engine in Pyodide, one request at a time: ``call(op, **fields)`` is its result, as the
    boundary gives it (a refusal fails the test with its message)."""

    def __init__(self, boot: str, log: IO[str]) -> None:
        self.log = log
        self.process = subprocess.Popen(
            ["node", str(SERVER), boot], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True, cwd=ROOT
        )
        self.header: dict[str, Any] = json.loads(self._line())
        self.next_id = 1

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            self.process.wait(timeout=30)
            self.log.seek(0)
            pytest.fail(f"the Pyodide engine ended ({self.process.returncode}): {self.log.read()[-2000:]}")
        return line

    def reply(self, op: str, **fields: Any) -> dict[str, Any]:
        """The whole reply, refusals too."""
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({**fields, "op": op, "id": self.next_id}) + "\n")
        self.process.stdin.flush()
        self.next_id += 1
        return json.loads(self._line())

    def call(self, op: str, **fields: Any) -> Any:
        reply = self.reply(op, **fields)
        assert reply["ok"], reply
        return reply["result"]

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
