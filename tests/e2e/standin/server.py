"""The stand-in site: scripts/serve.py's static server of dist/, with the stand-in worker and its engines.

It serves the built site as it is, but for two paths: ``js/boot/worker.js`` is the stand-in
worker (``worker.js`` here) instead of the build's, and ``POST /__standin__/engine/<worker id>``
with one request (JSON text, as the page's worker receives it) is answered with the reply of
that worker's engine (JSON text). The page itself is the build's, unchanged. It is a server of
its own (the real engine's tests have theirs, serve.py's plain one), so that no browser
routing is needed: Playwright's routing turns the context's HTTP cache off and holds every
request matched until the test process answers it.
"""

from __future__ import annotations

import functools
import http
import re
from pathlib import Path

from serve import Handler, Server

from standin.engines import EngineGone, StandInEngines

WORKER = Path(__file__).with_name("worker.js")
WORKER_PATH = "/js/boot/worker.js"
ENDPOINT = re.compile(r"^/__standin__/engine/([0-9a-f-]{36})$")
ENGINE_ROUTE = "**/__standin__/engine/*"  # the engine calls, as a test holds or refuses them (browser routing)
MAX_REQUEST_BYTES = 4_000_000  # beyond the engine's own limit (1,000,000 characters), so the engine says no


class StandInHandler(Handler):
    """The static files as serve.py serves them, the stand-in worker, and its engines' answers."""

    # The worker's requests come one after another: one kept-alive connection carries them all
    # (HTTP/1.0 would open a connection, and start a server thread, per engine call).
    protocol_version = "HTTP/1.1"
    # The reply goes out as two writes (headers, body): without this the second waits for the
    # browser's delayed acknowledgement of the first.
    disable_nagle_algorithm = True

    def __init__(self, *args: object, engines: StandInEngines, **kwargs: object) -> None:
        self.engines = engines  # set first: the base class answers the request in its __init__
        super().__init__(*args, **kwargs)

    def translate_path(self, path: str) -> str:
        """The stand-in worker for the build's worker; every other path as serve.py maps it."""
        if path.split("?", 1)[0] == WORKER_PATH:
            return str(WORKER)
        return super().translate_path(path)

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


def make_standin_server(directory: Path, port: int, engines: StandInEngines) -> Server:
    """A threaded server of ``directory`` (port 0 picks a free one) with the stand-in worker and ``engines``."""
    return Server(("127.0.0.1", port), functools.partial(StandInHandler, engines=engines, directory=str(directory)))
