"""Serve dist/ on localhost (a plain static server, as GitHub Pages would)."""

from __future__ import annotations

import argparse
import functools
import http.server
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs, and quiet logs."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        pass

    def send_header(self, keyword: str, value: str) -> None:
        """No ``Last-Modified``: its one-second grain would answer "304 Not Modified" for a
        file replaced within the same second (a new ``sw.js`` would go unnoticed)."""
        if keyword.lower() != "last-modified":
            super().send_header(keyword, value)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")  # the service worker is the cache
        super().end_headers()


class Server(http.server.ThreadingHTTPServer):
    """A threaded server that does not print a trace when a browser drops a connection."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        pass


def make_server(directory: Path, port: int, host: str = "127.0.0.1") -> Server:
    """A threaded static server for ``directory`` (port 0 picks a free one)."""
    return Server((host, port), functools.partial(Handler, directory=str(directory)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    server = make_server(args.dir, args.port)
    print(f"Karciarnia: http://127.0.0.1:{server.server_port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
