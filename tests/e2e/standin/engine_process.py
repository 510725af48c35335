"""One stand-in engine: the real ``karciarnia.api`` in CPython, answering JSON lines.

Run as ``python engine_process.py <engine directory>``, where the directory holds the
``karciarnia`` package of the served build's wheel (see ``engines.unpack_wheel``). Each line
in is one request as the page's worker sends it, each line out its reply from
``karciarnia.api.handle``: the same text the real worker would return. One process per
page worker keeps what Pyodide keeps per worker (the open sessions, their numbering).

The one difference from the page's engine: a search the page gives a time budget
(the computers' thinking, the hint's 400 ms) runs a few rollouts instead
(:func:`quickened`), so that a test moving by the hint waits milliseconds, and the same
position gets the same move every time.
"""

from __future__ import annotations

import json
import sys
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


def serve(engine_directory: str) -> None:
    """Answer each request line on stdin with one reply line on stdout, until stdin closes."""
    sys.path.insert(0, engine_directory)
    from karciarnia.api import handle  # the served build's engine, not the checkout's

    for line in sys.stdin:
        sys.stdout.write(handle(quickened(line)) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve(sys.argv[1])
