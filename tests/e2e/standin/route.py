"""Putting the stand-in worker in place of the build's, in one browser context, and checking it held."""

from __future__ import annotations

from pathlib import Path
from typing import Any

WORKER = Path(__file__).with_name("worker.js")
REAL_ENGINE_FILES = ("/pyodide/", "/snapshot/", "/wheels/")  # what only the real worker fetches


class StandInRoute:
    """Serves the stand-in worker at ``site_url``'s js/boot/worker.js in ``context`` and notes
    any request for the real engine's files, which a stand-in page never makes."""

    def __init__(self, context: Any, site_url: str) -> None:
        self.real_engine_requests: list[str] = []
        script = WORKER.read_text(encoding="utf-8")
        context.route(
            f"{site_url}js/boot/worker.js",
            lambda route: route.fulfill(status=200, content_type="text/javascript", body=script),
        )
        context.on("request", self._note)

    def _note(self, request: Any) -> None:
        if any(part in request.url for part in REAL_ENGINE_FILES):
            self.real_engine_requests.append(request.url)

    def assert_held(self) -> None:
        """The page ran on the stand-in: Pyodide, its snapshot and the wheel were never asked for."""
        assert not self.real_engine_requests, f"a stand-in test fetched the real engine: {self.real_engine_requests[:3]}"
