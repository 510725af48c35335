"""issue 13, the worker's side of the start: a returning player's engine starts from a
memory snapshot of this build; a damaged snapshot, another build's, or none falls back to
a normal boot by itself (and the game plays); only this build's snapshot is ever kept;
``?snapshot=off`` neither reads nor writes one; the boot's progress counts the bytes of
the files it downloads, then says the engine is being prepared, before it is ready.
Timings are the benchmarks' business: nothing here measures one."""

from __future__ import annotations

import json

import pytest

from playthrough import BOOT_TIMEOUT, open_prezydent, play_first_playable

pytestmark = pytest.mark.browser

CACHE = "engine-snapshots"  # web/js/snapshot-store.js: SNAPSHOT_CACHE
OLD_BUILD = "0123456789abcdef"  # a build version this site never has

STORED_KEYS = f"""async () => {{
  if (!(await caches.has("{CACHE}"))) return [];
  return (await (await caches.open("{CACHE}")).keys()).map((request) => new URL(request.url).pathname);
}}"""

# Replace this build's stored snapshot by ``how``: "bytes" changes bytes of the stored body
# (headers kept, so only the checksum can tell); "content" stores bytes Pyodide cannot start
# from, well formed and with a matching checksum (so Pyodide's own load fails); "rename" moves
# it under another build's key; "copy" adds a copy under another build's key.
TAMPER = f"""async ([build, how, old]) => {{
  const cache = await caches.open("{CACHE}");
  const key = new URL(`engine-snapshot/${{build}}`, location.href).href;
  const response = await cache.match(key);
  const headers = new Headers(response.headers);
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (how === "bytes") {{
    for (let i = bytes.length >> 1; i < (bytes.length >> 1) + 4096; i++) bytes[i] ^= 0x5a;
  }} else if (how === "content") {{
    // 256 pages of 4 KiB, all kept (snapshot-store.js: a byte per page, then the pages), all sevens
    bytes = new Uint8Array(256 + (1 << 20)).fill(1, 0, 256).fill(7, 256);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    headers.set("x-snapshot-sha256", [...digest].map((b) => b.toString(16).padStart(2, "0")).join(""));
    headers.set("x-snapshot-length", String(1 << 20));
    headers.set("x-snapshot-stored", String(bytes.length));
  }}
  const target = how === "rename" || how === "copy" ? new URL(`engine-snapshot/${{old}}`, location.href).href : key;
  if (how === "rename") await cache.delete(key);
  await cache.put(target, new Response(bytes, {{ headers }}));
}}"""


def open_quiet_page(page, site) -> None:
    """A document of the site that starts no engine of its own: the icon (also given as the
    favicon Chromium asks such a document for, which the site does not have)."""
    icon = site.directory / "icons" / "icon.svg"
    page.route("**/favicon.ico", lambda route: route.fulfill(path=icon, content_type="image/svg+xml"))
    page.goto(site.url + "icons/icon.svg")


def status(page, name: str) -> str | None:
    return page.get_attribute("#engine-status", f"data-{name}")


def wait_snapshot(page, state: str) -> None:
    page.wait_for_selector(f"#engine-status[data-snapshot={state}]", state="attached", timeout=BOOT_TIMEOUT)


def first_visit(page, url: str) -> str:
    """Boot normally (nothing stored yet) and wait until the snapshot is saved; returns the build."""
    page.goto(url)
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    assert status(page, "boot-path") == "normal"
    wait_snapshot(page, "saved")
    build = status(page, "build")
    assert page.evaluate(STORED_KEYS) == [f"/engine-snapshot/{build}"]
    return build


def play_prezydent(page, url: str, path: str) -> None:
    """Open a Prezydent table at ``url``, check the engine took ``path``, and make a move."""
    open_prezydent(page, url)
    assert status(page, "boot-path") == path
    play_first_playable(page)
    assert int(page.get_attribute("#table", "data-moves")) > 0


def test_a_second_visit_starts_from_the_snapshot_and_plays(page, site) -> None:
    page, watch = page
    url = site.url + "?pace=0"
    first_visit(page, url)
    play_prezydent(page, url, "snapshot")


@pytest.mark.parametrize("how", ["bytes", "content"])
def test_a_damaged_snapshot_falls_back_to_a_normal_boot_and_the_game_plays(page, site, how) -> None:
    # "bytes": a snapshot with changed bytes would restore and answer, so its checksum must catch it;
    # "content": Pyodide itself refuses it, and a second Pyodide boots in the same worker.
    page, watch = page
    url = site.url + "?pace=0"
    build = first_visit(page, url)
    page.evaluate(TAMPER, [build, how, OLD_BUILD])
    play_prezydent(page, url, "normal")
    wait_snapshot(page, "saved")  # the damaged one was replaced by a good one
    assert page.evaluate(STORED_KEYS) == [f"/engine-snapshot/{build}"]
    page.reload()
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    assert status(page, "boot-path") == "snapshot"


@pytest.mark.parametrize(("how", "path"), [("rename", "normal"), ("copy", "snapshot")])
def test_only_this_builds_snapshot_is_kept(page, site, how, path) -> None:
    # "rename": only an older build's snapshot is stored: never started from, deleted, this build's saved;
    # "copy": another build's beside this build's: this build's is used and the other deleted.
    page, watch = page
    url = site.url + "?pace=0"
    build = first_visit(page, url)
    page.evaluate(TAMPER, [build, how, OLD_BUILD])
    assert f"/engine-snapshot/{OLD_BUILD}" in page.evaluate(STORED_KEYS)
    play_prezydent(page, url, path)
    if path == "normal":
        wait_snapshot(page, "saved")
    assert page.evaluate(STORED_KEYS) == [f"/engine-snapshot/{build}"]


def test_offline_the_engine_starts_from_the_snapshot_and_plays(page, site) -> None:
    page, watch = page
    url = site.url + "?pace=0"
    first_visit(page, url)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT)
    site.stop()
    try:
        play_prezydent(page, url, "snapshot")
    finally:
        site.start()


def test_snapshot_off_neither_reads_nor_writes_a_snapshot(page, site) -> None:
    page, watch = page
    off = site.url + "?pace=0&snapshot=off"
    page.goto(off)
    wait_snapshot(page, "disabled")
    assert status(page, "boot-path") == "normal"
    assert page.evaluate(STORED_KEYS) == []
    build = first_visit(page, site.url + "?pace=0")
    stored = page.evaluate(f"async (key) => (await (await caches.open('{CACHE}')).match(key)).headers.get('x-snapshot-sha256')",
                           f"/engine-snapshot/{build}")
    play_prezydent(page, off, "normal")
    assert status(page, "snapshot") == "disabled"
    assert page.evaluate(f"async (key) => (await (await caches.open('{CACHE}')).match(key)).headers.get('x-snapshot-sha256')",
                         f"/engine-snapshot/{build}") == stored


HOLD = "**/pyodide/python_stdlib.zip"
WORKER_MESSAGES = """(url) => {
  window.messages = [];
  const worker = new Worker(url, { type: "module" });
  worker.onmessage = (event) => window.messages.push(event.data);
}"""


def test_progress_counts_the_boot_files_then_prepares_then_is_ready(page, context, site) -> None:
    # issue 13: a determinate progress: bytes loaded of the boot files' total, then "prepare".
    page, watch = page
    boot_bytes = json.loads((site.directory / "build.json").read_text())["boot_bytes"]  # the build served
    total = sum(boot_bytes.values())
    held: list = []
    context.route(HOLD, lambda route: held.append(route))  # Python's standard library is held back until the rest is counted
    open_quiet_page(page, site)
    page.evaluate(WORKER_MESSAGES, site.url + "js/worker.js")
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
    assert messages[ready]["boot"] == {"path": "normal", "reason": "missing"}
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
      if (data.id === 1 && messages.some((m) => m.type === "snapshot")) resolve(messages);
      if (data.type === "snapshot" && messages.some((m) => m.id === 1)) resolve(messages);
    };
  });
}"""


@pytest.mark.parametrize("storage", sorted(REFUSED_STORAGE))
def test_storage_that_refuses_gives_a_normal_boot_and_the_engine_plays(page, site, storage) -> None:
    # issue 13: refused storage is no reason to fail: a normal boot, the snapshot "failed", and it plays.
    page, watch = page
    open_quiet_page(page, site)
    messages = page.evaluate(WORKER_WITHOUT_STORAGE, [REFUSED_STORAGE[storage], site.url + "js/worker.js"])
    (ready,) = [m for m in messages if m.get("type") == "ready"]
    assert ready["boot"] == {"path": "normal", "reason": "refused"}
    (snapshot,) = [m for m in messages if m.get("type") == "snapshot"]
    assert snapshot["state"] == "failed" and snapshot["reason"]
    (game,) = [m for m in messages if m.get("id") == 1]
    assert game["ok"] and game["result"]["view"]["game"] == "prezydent" and not game["result"]["view"]["terminal"], game
