"""The stand-in engines behind the test server: one CPython engine process per page worker.

A page's real worker holds its own Pyodide, so its sessions and their numbering are its
own; here each stand-in worker (named by the id in its requests' path) gets its own
process, forked by ``engine_process.py`` with the served build's wheel already imported:
a page's first request does not wait for Python to import the engine.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

ENGINE_SCRIPT = Path(__file__).with_name("engine_process.py")
FORKER_READY_TRIES = 600  # 50 ms apart: the engine's import takes a fraction of a second, more on a busy machine


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
    """One engine, forked for this page worker: requests as JSON text in, replies as JSON text out, one at a time."""

    def __init__(self, socket_path: Path) -> None:
        self._connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._connection.connect(str(socket_path))
        self._lines = self._connection.makefile("r", encoding="utf-8")
        self._requests = self._connection.makefile("w", encoding="utf-8")
        self._process = os.pidfd_open(int(self._lines.readline()))  # this very process, even once its id is another's
        self._lock = threading.Lock()

    def answer(self, request: str) -> str:
        """The engine's reply to ``request``; ``EngineGone`` if the process has ended."""
        line = request.replace("\n", " ")  # a JSON text is one line once its white space is blank
        with self._lock:
            try:
                self._requests.write(line + "\n")
                self._requests.flush()
                reply = self._lines.readline()
            except (OSError, ValueError) as error:
                raise EngineGone(str(error)) from error
        if not reply:
            raise EngineGone("the engine process ended")
        return reply.rstrip("\n")

    def close(self) -> None:
        """End the process at once: its page is gone, and a search or analysis under way with it."""
        try:
            signal.pidfd_send_signal(self._process, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.close(self._process)
        for stream in (self._requests, self._lines, self._connection):
            try:
                stream.close()
            except OSError:
                pass


class EngineGone(Exception):
    """The engine process ended: the stand-in worker reports it as Pyodide breaking."""


class StandInEngines:
    """The engines of the stand-in workers that called, by worker id, each forked by one process
    that imported the engine once (``engine_process.py``)."""

    def __init__(self, engine_directory: Path) -> None:
        self._socket_path = engine_directory.with_name(engine_directory.name + ".sock")
        # Its standard input is this process's to hold: the forker ends when it closes, even if this process is killed.
        self._forker = subprocess.Popen([sys.executable, str(ENGINE_SCRIPT), str(engine_directory), str(self._socket_path)], stdin=subprocess.PIPE)
        for _ in range(FORKER_READY_TRIES):
            if self._socket_path.exists() or self._forker.poll() is not None:
                break
            time.sleep(0.05)
        if not self._socket_path.exists():
            raise RuntimeError(f"the stand-in engines did not start ({self._forker.poll()})")
        self._engines: dict[str, EngineProcess] = {}
        self._lock = threading.Lock()

    def answer(self, worker: str, request: str) -> str:
        """``worker``'s engine's reply to ``request`` (its engine is forked on its first request)."""
        return self._engine_of(worker).answer(request)

    def _engine_of(self, worker: str) -> EngineProcess:
        with self._lock:
            engine = self._engines.get(worker)
            if engine is None:
                engine = self._engines[worker] = EngineProcess(self._socket_path)
            return engine

    @property
    def workers(self) -> int:
        """How many stand-in workers have called since the last ``close_workers``."""
        with self._lock:
            return len(self._engines)

    def close_workers(self) -> None:
        """End every worker's engine (a test's pages are gone)."""
        with self._lock:
            engines, self._engines = list(self._engines.values()), {}
        for engine in engines:
            engine.close()

    def close(self) -> None:
        """End every engine, and the process that forks them."""
        self.close_workers()
        self._forker.kill()
        self._forker.wait()
        self._forker.stdin.close()
        self._socket_path.unlink(missing_ok=True)
