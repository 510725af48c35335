"""The stand-in engines behind the test server: one CPython engine process per page worker.

A page's real worker holds its own Pyodide, so its sessions and their numbering are its
own; here each stand-in worker (named by the id in its requests' path) gets its own
process running ``engine_process.py`` on the served build's wheel. A spare process is
started ahead, so a page's first request does not wait for Python to import the engine.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

ENGINE_SCRIPT = Path(__file__).with_name("engine_process.py")


def unpack_wheel(dist: Path, into: Path) -> Path:
    """The served build's engine wheel (build.json's ``wheel``) unpacked into ``into``; returns ``into``.

    The build's own wheel, not the checkout's engine: the views are then those the built
    page was made for. Unpacked rather than imported from the zip, so that the
    processes share its compiled modules instead of compiling them each time."""
    wheel = dist / json.loads((dist / "build.json").read_text(encoding="utf-8"))["wheel"]
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(into)
    return into


class EngineProcess:
    """One engine: requests as JSON text in, replies as JSON text out, one at a time."""

    def __init__(self, engine_directory: Path) -> None:
        self._process = subprocess.Popen(
            [sys.executable, str(ENGINE_SCRIPT), str(engine_directory)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        self._lock = threading.Lock()

    def answer(self, request: str) -> str:
        """The engine's reply to ``request``; ``EngineGone`` if the process has ended."""
        line = request.replace("\n", " ")  # a JSON text is one line once its white space is blank
        with self._lock:
            try:
                self._process.stdin.write(line + "\n")
                self._process.stdin.flush()
                reply = self._process.stdout.readline()
            except (BrokenPipeError, ValueError) as error:
                raise EngineGone(str(error)) from error
        if not reply:
            raise EngineGone(f"the engine process ended ({self._process.poll()})")
        return reply.rstrip("\n")

    def close(self) -> None:
        """End the process at once: its page is gone, and a search or analysis under way with it."""
        self._process.kill()
        self._process.wait()
        for pipe in (self._process.stdin, self._process.stdout):
            try:
                pipe.close()
            except OSError:
                pass


class EngineGone(Exception):
    """The engine process ended: the stand-in worker reports it as Pyodide breaking."""


class StandInEngines:
    """The engines of the stand-in workers that called, by worker id, and one spare."""

    def __init__(self, engine_directory: Path) -> None:
        self.engine_directory = engine_directory
        self._engines: dict[str, EngineProcess] = {}
        self._spare: EngineProcess | None = None
        self._lock = threading.Lock()

    def answer(self, worker: str, request: str) -> str:
        """``worker``'s engine's reply to ``request`` (its engine is started on its first request)."""
        return self._engine_of(worker).answer(request)

    def _engine_of(self, worker: str) -> EngineProcess:
        with self._lock:
            engine = self._engines.get(worker)
            if engine is None:
                engine = self._spare or EngineProcess(self.engine_directory)
                self._engines[worker] = engine
                self._spare = EngineProcess(self.engine_directory)  # the next page's, starting meanwhile
            return engine

    @property
    def workers(self) -> int:
        """How many stand-in workers have called since the last ``close_workers``."""
        with self._lock:
            return len(self._engines)

    def close_workers(self) -> None:
        """End every worker's engine (a test's pages are gone); the spare stays for the next test."""
        with self._lock:
            engines, self._engines = list(self._engines.values()), {}
        for engine in engines:
            engine.close()

    def close(self) -> None:
        """End every engine, the spare too."""
        self.close_workers()
        with self._lock:
            spare, self._spare = self._spare, None
        if spare is not None:
            spare.close()
