"""Browser fixtures: the built site on a local server, Chromium through Playwright.

Every page is watched: a console error, an uncaught exception or a request to
another origin fails the test that caused it. A wait for a CSS selector looks
on every animation frame (see ``frame_waits``).

A test marked ``@pytest.mark.standin`` runs its pages on the stand-in engine
(``standin/``): the built page, whose worker hands each request to the real engine
in CPython on the test server instead of booting Pyodide. Every other test runs
on the real engine in the page.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from frame_waits import wait_for_selector_each_frame  # noqa: E402
from standin.engines import StandInEngines, unpack_wheel  # noqa: E402
from standin.route import StandInRoute  # noqa: E402
from standin.server import make_test_server  # noqa: E402

playwright_api = pytest.importorskip("playwright.sync_api", reason="run scripts/setup.sh to install Playwright")

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]


def chromium_path() -> str | None:
    """Debian's Chromium where present (or $KARCIARNIA_CHROMIUM); else Playwright's own."""
    explicit = os.environ.get("KARCIARNIA_CHROMIUM")
    if explicit:
        return explicit
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "standin: the test's pages run on the stand-in engine (tests/e2e/standin), not Pyodide")


class Site:
    """The static server of dist/ (and of the stand-in engines), which a test may stop and start again."""

    def __init__(self, directory: Path, engines: StandInEngines) -> None:
        self.directory = directory
        self.engines = engines
        self.port = 0
        self.server = None
        self.start()

    def start(self) -> None:
        self.server = make_test_server(self.directory, self.port, self.engines)
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    dist = Path(os.environ.get("KARCIARNIA_DIST", ROOT / "dist"))  # another build, e.g. beside a running one
    if not (dist / "build.json").exists():
        pytest.fail("dist/ is not built: run scripts/build_site.py (scripts/test.sh does)")
    engines = StandInEngines(unpack_wheel(dist, tmp_path_factory.mktemp("standin-engine")))
    served = Site(dist, engines)
    yield served
    served.stop()
    engines.close()


@pytest.fixture(scope="session", autouse=True)
def waits_each_frame() -> Iterator[None]:
    """Every page's ``wait_for_selector`` on a CSS selector looks on each animation frame."""
    patch = pytest.MonkeyPatch()
    patch.setattr(playwright_api.Page, "wait_for_selector", wait_for_selector_each_frame(playwright_api.Page.wait_for_selector))
    yield
    patch.undo()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    with playwright_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


class PageWatch:
    """What went wrong on a page: console errors, page errors, foreign requests."""

    def __init__(self, page: object, origin: str) -> None:
        self.origin = origin  # a test serving another site sets its own
        self.errors: list[str] = []
        self.foreign: list[str] = []
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("pageerror", lambda error: self.errors.append(str(error)))

        def check(request: object) -> None:
            parsed = urlparse(request.url)
            if parsed.scheme in ("http", "https", "ws", "wss") and f"{parsed.scheme}://{parsed.netloc}" != self.origin:
                self.foreign.append(request.url)

        page.context.on("request", check)

    def assert_clean(self) -> None:
        assert not self.foreign, f"requests left the origin: {self.foreign}"
        assert not self.errors, f"console errors: {self.errors}"


@pytest.fixture
def new_context(browser: object, site: Site, request: pytest.FixtureRequest) -> Iterator[Callable[..., object]]:
    """Make a browser context (``browser.new_context``'s arguments), on the stand-in engine if the
    test is marked ``standin``; every one is closed after the test."""
    standin = request.node.get_closest_marker("standin") is not None
    made: list[tuple[object, StandInRoute | None]] = []

    def make(**options: object) -> object:
        ctx = browser.new_context(**options)
        made.append((ctx, StandInRoute(ctx, site.url) if standin else None))
        return ctx

    yield make
    for ctx, _ in made:
        ctx.close()
    if standin:
        site.engines.close_workers()
    for _, route in made:
        if route is not None:
            route.assert_held()


@pytest.fixture
def context(new_context: Callable[..., object]) -> object:
    return new_context(locale="pl-PL", viewport={"width": 1100, "height": 900})


@pytest.fixture
def page(context: object, site: Site) -> Iterator[tuple[object, PageWatch]]:
    page = context.new_page()
    watch = PageWatch(page, site.url.rstrip("/"))
    yield page, watch
    watch.assert_clean()
