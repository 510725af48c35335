"""The local server answers like GitHub Pages where the offline cache depends on it:
every file has a strong ETag, and a request naming it is answered 304 with no body."""

from __future__ import annotations

import hashlib
import http.client
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from serve import make_server  # noqa: E402


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    server = make_server(tmp_path, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tmp_path, server.server_port
    server.shutdown()
    server.server_close()


def get(port: int, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    answer = response.status, {name.lower(): value for name, value in response.getheaders()}, response.read()
    connection.close()
    return answer


def write(path: Path, data: bytes, mtime_ns: int) -> None:
    path.write_bytes(data)
    os.utime(path, ns=(mtime_ns, mtime_ns))


def test_a_file_is_served_with_a_strong_etag_of_its_content(served) -> None:
    root, port = served
    (root / "game.js").write_bytes(b"export const x = 1;\n")
    status, headers, body = get(port, "/game.js")
    assert status == 200 and body == b"export const x = 1;\n"
    # the tag is the content's sha256 (strong: no W/ prefix); no Last-Modified beside it
    assert headers["etag"] == f'"{hashlib.sha256(body).hexdigest()}"'
    assert "last-modified" not in headers
    assert headers["cache-control"] == "no-cache"


def test_a_request_naming_the_current_etag_is_answered_304_without_a_body(served) -> None:
    root, port = served
    (root / "index.html").write_bytes(b"<!doctype html>")
    _, headers, _ = get(port, "/")
    tag = headers["etag"]
    # an unchanged file costs a revalidation, not a download (also in a list, or weak)
    for if_none_match in (tag, f'"other", {tag}', f"W/{tag}", "*"):
        status, answer, body = get(port, "/", **{"If-None-Match": if_none_match})
        assert (status, body, answer["etag"]) == (304, b"", tag), if_none_match
    status, _, body = get(port, "/index.html", **{"If-None-Match": '"other"'})
    assert (status, body) == (200, b"<!doctype html>")


def test_a_file_changed_within_the_same_second_gets_a_new_etag_and_a_200(served) -> None:
    root, port = served
    second = 1_700_000_000 * 10**9
    sw = root / "sw.js"
    write(sw, b'const VERSION = "aaaa";', second + 1_000)
    _, headers, _ = get(port, "/sw.js")
    old_tag = headers["etag"]
    # a new build's sw.js, written in the same second and at the same size, is not 304
    write(sw, b'const VERSION = "bbbb";', second + 2_000)
    status, headers, body = get(port, "/sw.js", **{"If-None-Match": old_tag})
    assert (status, body) == (200, b'const VERSION = "bbbb";')
    assert headers["etag"] not in (old_tag, None)
    # and a file rewritten with the very same mtime is told apart by its size
    write(sw, b'const VERSION = "cccccc";', second + 2_000)
    status, _, body = get(port, "/sw.js", **{"If-None-Match": headers["etag"]})
    assert (status, body) == (200, b'const VERSION = "cccccc";')


def test_an_unchanged_file_written_anew_keeps_its_etag(served) -> None:
    root, port = served
    wasm = root / "pyodide.asm.wasm"
    write(wasm, b"\0asm" * 1000, 1_000)
    _, headers, _ = get(port, "/pyodide.asm.wasm")
    # a rebuild copies pyodide again; the browser's copy stays valid (304, no download)
    write(wasm, b"\0asm" * 1000, 2_000_000_000)
    status, _, body = get(port, "/pyodide.asm.wasm", **{"If-None-Match": headers["etag"]})
    assert (status, body) == (304, b"")


def test_a_missing_file_is_still_404(served) -> None:
    _, port = served
    status, headers, _ = get(port, "/nothing.js", **{"If-None-Match": "*"})
    assert status == 404 and "etag" not in headers
