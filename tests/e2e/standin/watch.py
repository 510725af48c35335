"""Whether a browser context ran on the stand-in engine: it never asked for the real engine's files."""

from __future__ import annotations

from typing import Any

REAL_ENGINE_FILES = ("/pyodide/", "/snapshot/", "/wheels/")  # what only the real worker fetches


class StandInWatch:
    """Notes every request of ``context`` for Pyodide, the engine's snapshot or its wheel."""

    def __init__(self, context: Any) -> None:
        self.real_engine_requests: list[str] = []
        context.on("request", self._note)

    def _note(self, request: Any) -> None:
        if any(part in request.url for part in REAL_ENGINE_FILES):
            self.real_engine_requests.append(request.url)

    def assert_held(self) -> None:
        """The pages ran on the stand-in: Pyodide, its snapshot and the wheel were never asked for."""
        assert not self.real_engine_requests, f"a stand-in test fetched the real engine: {self.real_engine_requests[:3]}"
