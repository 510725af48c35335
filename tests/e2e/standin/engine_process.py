"""The stand-in engines: the real ``karciarnia.api`` in CPython, answering JSON lines.

Run as ``python engine_process.py <engine directory> <socket path>``, where the directory holds
the ``karciarnia`` package of the served build's wheel (see ``engines.unpack_wheel``). The
process imports the engine once, then forks one engine for each connection to the socket (a
fork costs a millisecond where importing the engine costs 0.2 CPU-seconds, and a test opens a
few pages), until its standard input closes. An engine first sends its process id, then answers
each line in (one request as the page's worker sends it) with one line out, its reply from
``karciarnia.api.handle``: the same text the real worker would return. One engine per page
worker keeps what Pyodide keeps per worker (the open sessions, their numbering).

The one difference from the page's engine: a search the page gives a time budget
(the computers' thinking, the hint's 400 ms) runs a few rollouts instead
(:func:`quickened`), so that a test moving by the hint waits milliseconds, and the same
position gets the same move every time.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import sys
from collections.abc import Callable
from typing import Any

SEARCH_OPS = ("ai", "hint")
QUICK_ITERATIONS = 8  # rollouts per searched decision: a legal, sensible move in tens of milliseconds
MAX_THINK_MS = 10_000  # the longest time budget the engine accepts (karciarnia.play): a longer one is refused as sent


def quickened(text: str) -> str:
    """``text`` with a search's time budget ``{"millis": m}`` replaced by ``QUICK_ITERATIONS`` rollouts.

    Only a budget the engine would accept is replaced (a whole number of milliseconds, alone):
    anything else goes on as sent, so the engine's refusal is the page's."""
    try:
        request: Any = json.loads(text)
    except ValueError:
        return text
    if not isinstance(request, dict) or request.get("op") not in SEARCH_OPS:
        return text
    budget = request.get("budget")
    if not isinstance(budget, dict) or set(budget) != {"millis"}:
        return text
    millis = budget["millis"]
    if isinstance(millis, bool) or not isinstance(millis, int) or not 0 < millis <= MAX_THINK_MS:
        return text
    return json.dumps({**request, "budget": {"iterations": QUICK_ITERATIONS}})


def answer_lines(connection: socket.socket, handle: Callable[[str], str]) -> None:
    """Answer each request line from ``connection`` with one reply line, until it closes."""
    with connection, connection.makefile("r", encoding="utf-8") as lines, connection.makefile("w", encoding="utf-8") as replies:
        replies.write(f"{os.getpid()}\n")
        replies.flush()
        for line in lines:
            replies.write(handle(quickened(line)) + "\n")
            replies.flush()


def fork_engines(engine_directory: str, socket_path: str) -> None:
    """Import the engine, then fork a fresh engine for each connection to ``socket_path``."""
    sys.path.insert(0, engine_directory)
    from karciarnia.api import handle  # the served build's engine, not the checkout's

    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # an engine that ends is reaped by the system
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        listener.bind(socket_path + ".new")
        listener.listen()
        os.rename(socket_path + ".new", socket_path)  # it shows when it listens: no connection is refused
        while True:
            ready, _, _ = select.select([listener, sys.stdin], [], [])
            if sys.stdin in ready:  # the tests' process has closed its end, or is gone: so is this one
                return
            connection, _ = listener.accept()
            if os.fork() == 0:
                listener.close()
                answer_lines(connection, handle)
                os._exit(0)
            connection.close()


if __name__ == "__main__":
    fork_engines(sys.argv[1], sys.argv[2])
