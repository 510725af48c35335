"""The JSON boundary the browser calls (through the Web Worker): one table from op name to handler.

:func:`handle` takes one request as a JSON string and returns one reply as a
JSON string, always: ``{"id", "ok": true, "result": …}`` or
``{"id", "ok": false, "error": {"type", "message"}}``. An illegal action or a
malformed request changes nothing. Each handler lives in the module of its
concern: :mod:`play` (a table in play), :mod:`analysis` (the review),
:mod:`replay`, :mod:`remote` (a friend's messages), :mod:`daily` (the deal
of the day); the sessions they share and the reading of a request's fields
are in :mod:`sessions`. Nothing in the engine imports this module: only the
page's worker and the CLI call it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from karciarnia import __version__, computers, daily, jsontext, play, rating
from karciarnia.analysis import op_analyse, op_decisions
from karciarnia.catalog import GAMES
from karciarnia.errors import InvalidRequestError, KarciarniaError, excerpt
from karciarnia.protocol import JSON
from karciarnia.remote import op_guest
from karciarnia.replay import op_replay
from karciarnia.sessions import registry

MAX_REQUEST_CHARS = 1_000_000
MAX_MESSAGE_CHARS = 2_000  # error messages quote the bad value; a hostile one is cut short


def op_catalog(request: JSON) -> JSON:
    """The games, their options, AI levels and the levels' ratings (also written at build time for the lobby)."""
    return {
        "version": __version__,
        "games": [dict(game.describe(), levels=computers.levels(game.id), ratings=rating.level_ratings(game.id)) for game in GAMES.values()],
    }


def op_diagnostics(request: JSON) -> JSON:
    """Figures for soak tests: open sessions, and the memory blocks the interpreter holds (a leak's
    count; reading it costs nothing, where counting live objects walks the whole heap)."""
    return {"sessions": len(registry), "allocated_blocks": sys.getallocatedblocks()}


OPERATIONS: dict[str, Callable[[JSON], JSON]] = {
    "catalog": op_catalog,
    "new": play.op_new,
    "tutorial": play.op_tutorial,
    "view": play.op_view,
    "act": play.op_act,
    "ai": play.op_ai,
    "explain": play.op_explain,
    "hint": play.op_hint,
    "counter": play.op_counter,
    "save": play.op_save,
    "load": play.op_load,
    "fork": play.op_fork,
    "takeback": play.op_takeback,
    "close": play.op_close,
    "diagnostics": op_diagnostics,
    "decisions": op_decisions,
    "analyse": op_analyse,
    "replay": op_replay,
    "guest": op_guest,
    "seat": play.op_seat,
    "daily": daily.op_daily,
    "par": daily.op_par,
    "rate": rating.op_rate,
    "rate_puzzle": rating.op_rate_puzzle,
}


def handle_request(request: Any) -> JSON:
    """Answer one decoded request; never raises."""
    request_id = request.get("id") if isinstance(request, dict) else None
    if not isinstance(request_id, (int, str)) or isinstance(request_id, bool):
        request_id = None
    try:
        if not isinstance(request, dict):
            raise InvalidRequestError("a request must be a JSON object")
        op = request.get("op")
        operation = OPERATIONS.get(op) if isinstance(op, str) else None
        if operation is None:
            raise InvalidRequestError(f"unknown op {excerpt(request.get('op'))}; known: {', '.join(OPERATIONS)}")
        return {"id": request_id, "ok": True, "result": operation(request)}
    except KarciarniaError as exc:
        return _error(request_id, type(exc).__name__, str(exc))
    except Exception as exc:  # the boundary never dies: report, do not crash the worker
        return _error(request_id, "InternalError", f"{type(exc).__name__}: {exc}")


def _error(request_id: int | str | None, kind: str, message: str) -> JSON:
    if len(message) > MAX_MESSAGE_CHARS:
        message = message[: MAX_MESSAGE_CHARS - 1] + "…"
    return {"id": request_id, "ok": False, "error": {"type": kind, "message": message}}


def handle(message: str) -> str:
    """Answer one JSON request string with one JSON reply string."""
    try:
        request = jsontext.decode(message, MAX_REQUEST_CHARS, "request")
    except InvalidRequestError as exc:
        return json.dumps(_error(None, "InvalidRequestError", str(exc)))
    reply = handle_request(request)
    try:
        return json.dumps(reply, allow_nan=False)  # the page's JSON.parse knows no NaN
    except (ValueError, TypeError) as exc:
        return json.dumps(_error(reply.get("id"), "InternalError", f"reply is not JSON: {exc}"))
