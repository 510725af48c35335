"""Serve dist/ on localhost (a plain static server, as GitHub Pages would).

Like GitHub Pages, every file carries a validator (a strong ``ETag``) and a
request that names it in ``If-None-Match`` is answered "304 Not Modified", so
an unchanged file costs the browser a revalidation, not a download.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import os
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class ETags:
    """Strong ETags from each file's sha256, hashed once per version of the file.

    The tag is the content's digest rather than size and mtime, so a rebuild that
    writes an unchanged file anew (pyodide.asm.wasm, 9.6 MB) still answers 304, and
    one that changes a file keeps its size (sw.js with a new build's hashes) still
    gets a new tag. The digest is kept per path, size, inode and mtime_ns, so a
    large file is not hashed on every request.
    """

    def __init__(self) -> None:
        self._known: dict[str, tuple[tuple[int, int, int], str]] = {}
        self._lock = threading.Lock()

    def __call__(self, path: str) -> str:
        status = os.stat(path)
        version = (status.st_size, status.st_ino, status.st_mtime_ns)
        with self._lock:
            known = self._known.get(path)
        if known and known[0] == version:
            return known[1]
        digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
        tag = f'"{digest}"'
        with self._lock:
            self._known[path] = (version, tag)
        return tag


def matches(if_none_match: str | None, tag: str) -> bool:
    """Whether an ``If-None-Match`` header names ``tag`` (weak comparison, as RFC 9110 asks)."""
    if not if_none_match:
        return False
    named = {candidate.strip().removeprefix("W/") for candidate in if_none_match.split(",")}
    return "*" in named or tag in named


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs, ETags and 304s, and quiet logs."""

    etags = ETags()  # shared by every request: the handler is made anew for each one
    etag: str | None = None

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
        file replaced within the same second (a new ``sw.js`` would go unnoticed); the
        ``ETag`` is the validator."""
        if keyword.lower() != "last-modified":
            super().send_header(keyword, value)

    def send_head(self):  # noqa: ANN201 - stdlib signature (a file object or None)
        """Answer 304 when the browser's copy is current; otherwise serve the file with its ETag."""
        path = self.file_path()
        self.etag = self.etags(path) if path else None
        if self.etag and matches(self.headers.get("If-None-Match"), self.etag):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        return super().send_head()

    def file_path(self) -> str | None:
        """The file a GET would send (a directory's index.html), or None."""
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return None  # the stdlib redirects to the slash form
            path = os.path.join(path, "index.html")
        return path if os.path.isfile(path) else None

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")  # revalidate every time: the service worker is the cache
        if self.etag:
            self.send_header("ETag", self.etag)
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
