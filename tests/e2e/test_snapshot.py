"""The start, the worker's side: the engine starts from the build's memory
snapshot on a first visit (test_first_visit.py) and offline (test_offline.py); a damaged or refused snapshot
falls back to a normal boot by itself (and the game plays; the reasons for every unusable snapshot are
tests/web/snapshot-file.test.mjs's); ``?snapshot=off`` boots normally
and never asks for it; the boot's progress counts the bytes of the files it downloads, then
says the engine is being prepared, before it is ready.
Timings are the benchmarks' business: nothing here measures one."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json

import pytest

from playthrough import BOOT_TIMEOUT, open_prezydent, play_first_playable

pytestmark = pytest.mark.browser

SNAPSHOT = "**/snapshot/engine-*.gz"


def open_quiet_page(page, site) -> None:
    """A document of the site that starts no engine of its own: the icon (also given as the
    favicon Chromium asks such a document for, which the site does not have)."""
    icon = site.directory / "icons" / "icon.svg"
    page.route("**/favicon.ico", lambda route: route.fulfill(path=icon, content_type="image/svg+xml"))
    page.goto(site.url + "icons/icon.svg")


def status(page, name: str) -> str | None:
    return page.get_attribute("#engine-status", f"data-{name}")


def play_prezydent(page, url: str, path: str, reason: str | None = None) -> None:
    """Open a Prezydent table at ``url``, check the engine took ``path`` (for ``reason``), and make a move."""
    open_prezydent(page, url)
    assert (status(page, "boot-path"), status(page, "boot-reason")) == (path, reason)
    play_first_playable(page)
    assert int(page.get_attribute("#table", "data-moves")) > 0


def snapshot_requests(page) -> list[str]:
    """The snapshot's URL each time the page or its engine asks for it (the service worker's precache aside)."""
    asked: list[str] = []
    page.context.on("request", lambda request: "/snapshot/" in request.url and not request.service_worker and asked.append(request.url))
    return asked


def damaged(route) -> None:
    """The snapshot with some of its bytes changed: it would unpack and restore, so its checksum must tell."""
    body = bytearray(route.fetch().body())
    for i in range(len(body) // 2, len(body) // 2 + 4096):
        body[i] ^= 0x5A
    route.fulfill(status=200, body=bytes(body), content_type="application/gzip")


def test_a_damaged_snapshot_falls_back_to_a_normal_boot_and_the_game_plays(page, site) -> None:
    # One unusable snapshot in the page, end to end: the worker says why and boots normally in the same
    # worker. Every way a snapshot is unusable (missing, the connection lost, damaged, cut short, the wrong
    # length) and the reason each gives: tests/web/snapshot-file.test.mjs.
    page, watch = page
    page.context.route(SNAPSHOT, damaged)
    play_prezydent(page, site.url + "?pace=0", "normal", "corrupt")


def test_a_snapshot_pyodide_refuses_falls_back_to_a_normal_boot_and_the_game_plays(page, site) -> None:
    # Well formed and with the checksum and length build.json gives, but not a Pyodide memory
    # snapshot (as one of another Pyodide would be): Pyodide's own load fails, and a second
    # Pyodide boots in the same worker.
    page, watch = page
    foreign = gzip.compress(bytes([7]) * (1 << 20), mtime=0)
    info = json.loads((site.directory / "build.json").read_text())
    info["snapshot"] |= {"integrity": "sha256-" + base64.b64encode(hashlib.sha256(foreign).digest()).decode(), "length": 1 << 20}
    page.context.route("**/build.json", lambda route: route.fulfill(status=200, body=json.dumps(info), content_type="application/json"))
    page.context.route(SNAPSHOT, lambda route: route.fulfill(status=200, body=foreign, content_type="application/gzip"))
    play_prezydent(page, site.url + "?pace=0&nosw", "normal", "refused")


def test_snapshot_off_boots_normally_and_never_asks_for_the_snapshot(page, site) -> None:
    page, watch = page
    asked = snapshot_requests(page)
    play_prezydent(page, site.url + "?pace=0&snapshot=off", "normal", "disabled")
    assert asked == []


HOLD = "**/pyodide/python_stdlib.zip"
WORKER_MESSAGES = """(url) => {
  window.messages = [];
  const worker = new Worker(url, { type: "module" });
  worker.onmessage = (event) => window.messages.push(event.data);
}"""


def test_progress_counts_the_boot_files_then_prepares_then_is_ready(page, context, site) -> None:
    # a determinate progress: bytes loaded of the boot files' total (the snapshot's too), then "prepare".
    page, watch = page
    boot_bytes = json.loads((site.directory / "build.json").read_text())["boot_bytes"]  # the build served
    total = sum(boot_bytes.values())
    held: list = []
    context.route(HOLD, lambda route: held.append(route))  # Python's standard library is held back until the rest is counted
    open_quiet_page(page, site)
    page.evaluate(WORKER_MESSAGES, site.url + "js/boot/worker.js")
    without_stdlib = total - boot_bytes["pyodide/python_stdlib.zip"]
    page.wait_for_function(f"() => messages.some((m) => m.type === 'progress' && m.loaded === {without_stdlib})", timeout=BOOT_TIMEOUT)
    assert held, "the worker never asked for the standard library"
    for route in held:
        route.continue_()
    context.unroute(HOLD)
    page.wait_for_function("() => messages.some((m) => m.type === 'ready')", timeout=BOOT_TIMEOUT)
    messages = page.evaluate("messages.filter((m) => m.type !== 'alive')")
    ready = next(i for i, m in enumerate(messages) if m["type"] == "ready")
    progress = messages[:ready]
    assert {m["type"] for m in progress} == {"progress"}, "only progress comes before ready"
    assert all(m["total"] == total for m in progress)
    assert progress[0] == {"type": "progress", "stage": "download", "loaded": 0, "total": total}
    loaded = [m["loaded"] for m in progress]
    assert loaded == sorted(loaded), "the count never goes back"
    assert [m["stage"] for m in progress if m["stage"] != "download"] == ["prepare"]
    assert progress[-1] == {"type": "progress", "stage": "prepare", "loaded": total, "total": total}
    assert messages[ready]["boot"] == {"path": "snapshot", "reason": None}
    assert not any(m["type"] == "progress" for m in messages[ready:]), "no progress after ready"


# A worker whose Cache Storage is absent, or refuses to open (as in some private modes):
# a module worker (from a blob) takes it away, then runs the engine's worker in itself.
REFUSED_STORAGE = {
    "absent": "undefined",
    "denied": "{ open: () => Promise.reject(new DOMException('denied', 'SecurityError')), keys: () => Promise.resolve([]) }",
}
WORKER_WITHOUT_STORAGE = """async ([storage, worker]) => {
  const source = `Object.defineProperty(self, "caches", { value: ${storage} }); await import("${worker}");`;
  const messages = [];
  const engine = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
  return await new Promise((resolve) => {
    engine.onmessage = ({ data }) => {
      messages.push(data);
      if (data.type === "ready") engine.postMessage({ id: 1, op: "new", game: "prezydent", seed: 5, options: { players: 4 } });
      const done = (kind) => messages.some((m) => m.type === kind || (kind === "game" && m.id === 1));
      if (done("game") && done("settled")) resolve(messages);
    };
  });
}"""


@pytest.mark.parametrize("storage", sorted(REFUSED_STORAGE))
def test_storage_that_refuses_only_costs_the_offline_copy_and_the_engine_plays(page, site, storage) -> None:
    # refused storage is no reason to fail: the boot takes the snapshot, the boot files are
    # not kept for offline play (the worker still settles), and it plays.
    page, watch = page
    open_quiet_page(page, site)
    messages = page.evaluate(WORKER_WITHOUT_STORAGE, [REFUSED_STORAGE[storage], site.url + "js/boot/worker.js"])
    (ready,) = [m for m in messages if m.get("type") == "ready"]
    assert ready["boot"] == {"path": "snapshot", "reason": None}
    (game,) = [m for m in messages if m.get("id") == 1]
    assert game["ok"] and game["result"]["view"]["game"] == "prezydent" and not game["result"]["view"]["terminal"], game
