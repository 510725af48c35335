"""The browser tests' server: scripts/serve.py's static server of dist/, plus the stand-in engines' endpoint.

``POST /__standin__/engine/<worker id>`` with one request (JSON text, as the page's worker
receives it) is answered with the engine's reply (JSON text). Only the stand-in worker
(``worker.js`` here, put in place of the build's by ``route.py``) calls it; the site as
published has no such path, and a page on the real engine never asks for it.
"""

from __future__ import annotations

import functools
import http
import re
from pathlib import Path

from serve import Handler, Server

from standin.engines import EngineGone, StandInEngines

ENDPOINT = re.compile(r"^/__standin__/engine/([0-9a-f-]{36})$")
MAX_REQUEST_BYTES = 4_000_000  # beyond the engine's own limit (1,000,000 characters), so the engine says no


class StandInHandler(Handler):
    """The static files as serve.py serves them, and the stand-in engines' answers."""

    def __init__(self, *args: object, engines: StandInEngines, **kwargs: object) -> None:
        self.engines = engines  # set first: the base class answers the request in its __init__
        super().__init__(*args, **kwargs)

    def do_POST(self) -> None:  # noqa: N802 - stdlib name
        found = ENDPOINT.match(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        if not found or length > MAX_REQUEST_BYTES:
            self.send_error(http.HTTPStatus.NOT_FOUND if not found else http.HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
            return
        request = self.rfile.read(length).decode("utf-8", errors="replace")
        try:
            reply = self.engines.answer(found.group(1), request).encode("utf-8")
        except EngineGone as gone:
            self.send_error(http.HTTPStatus.BAD_GATEWAY, str(gone))
            return
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)


def make_test_server(directory: Path, port: int, engines: StandInEngines) -> Server:
    """A threaded server of ``directory`` (port 0 picks a free one) that also answers for ``engines``."""
    return Server(("127.0.0.1", port), functools.partial(StandInHandler, engines=engines, directory=str(directory)))
