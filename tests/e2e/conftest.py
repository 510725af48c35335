"""Browser fixtures: the built site on a local server, Chromium through Playwright.

Every page is watched: a console error, an uncaught exception or a request to
another origin fails the test that caused it. A wait for a CSS selector or a function looks
every 16 ms (see ``timer_waits``).

A test marked ``@pytest.mark.standin`` runs its pages on the stand-in engine
(``standin/``): the built page, whose worker hands each request to the real engine
in CPython on the test server instead of booting Pyodide. Every other test runs
on the real engine in the page, and so does every test with KARCIARNIA_ENGINE=pyodide.

Pages ask for reduced motion unless their test is marked ``@pytest.mark.motion`` (``motion_wanted``).
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

from timer_waits import wait_for_function_by_timer, wait_for_selector_by_timer  # noqa: E402
from serve import Server, make_server  # noqa: E402
from standin.engines import StandInEngines, unpack_wheel  # noqa: E402
from standin.server import ENGINE_ROUTE, make_standin_server  # noqa: E402
from standin.watch import StandInWatch  # noqa: E402

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
    config.addinivalue_line("markers", "motion: the test's pages move as a player's do (no reduced motion asked for)")


def motion_wanted(request: pytest.FixtureRequest) -> str:
    """The reduced motion a test's contexts ask for: none for a test marked ``motion``, else "reduce".

    Cards fly and fade only in the tests of motion itself (test_motion, the whole deals on the real
    engine and the few that look at a flight): a flight is frames to paint, a third of a move's work in
    the page, and no other test looks at it. A test may still ask otherwise (``reduced_motion=`` or
    ``page.emulate_media``)."""
    return "no-preference" if request.node.get_closest_marker("motion") is not None else "reduce"


def on_standin(request: pytest.FixtureRequest) -> bool:
    """Whether the test asking runs on the stand-in: it is marked ``standin``, and $KARCIARNIA_ENGINE
    is not ``pyodide`` (which runs every test on the real engine, to show the stand-in hides nothing)."""
    return request.node.get_closest_marker("standin") is not None and os.environ.get("KARCIARNIA_ENGINE") != "pyodide"


class Site:
    """A server of dist/ (``make(directory, port)`` makes it), which a test may stop and start again."""

    def __init__(self, directory: Path, make: Callable[[Path, int], Server] = make_server) -> None:
        self.directory = directory
        self.make = make
        self.port = 0
        self.server = None
        self.start()

    def start(self) -> None:
        self.server = self.make(self.directory, self.port)
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


def built_site() -> Path:
    """The built site under test: dist/, or $KARCIARNIA_DIST (another build, e.g. beside a running one)."""
    dist = Path(os.environ.get("KARCIARNIA_DIST", ROOT / "dist"))
    if not (dist / "build.json").exists():
        pytest.fail("dist/ is not built: run scripts/build_site.py (scripts/test.sh does)")
    return dist


class HeldRequests:
    """Holds the requests of ``context`` that match ``pattern`` until released: a test that must see the
    page before its engine is ready holds the engine's start (Pyodide's wasm, or the stand-in engine's
    calls: ``standin.server.ENGINE_ROUTE``)."""

    def __init__(self, context: object, pattern: str) -> None:
        self.routes: list = []
        self.released = False
        context.route(pattern, self.arrived)

    def arrived(self, route: object) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def wait_requested(self, page: object) -> None:
        for _ in range(600):
            if self.routes:
                return
            page.wait_for_timeout(50)
        raise AssertionError("the engine never asked for what is held")

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()


@pytest.fixture(scope="session")
def real_site() -> Iterator[Site]:
    """The built site as published (serve.py): its pages boot the engine in Pyodide."""
    served = Site(built_site(), make_server)
    yield served
    served.stop()


@pytest.fixture(scope="session")
def standin_engines(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StandInEngines]:
    """The stand-in site's engines: the served build's wheel, unpacked once, run in CPython."""
    engines = StandInEngines(unpack_wheel(built_site(), tmp_path_factory.mktemp("standin-engine")))
    yield engines
    engines.close()


@pytest.fixture(scope="session")
def standin_site(standin_engines: StandInEngines) -> Iterator[Site]:
    """The built site with the stand-in worker, whose requests the engines answer (standin/server.py)."""
    served = Site(built_site(), lambda directory, port: make_standin_server(directory, port, standin_engines))
    yield served
    served.stop()


@pytest.fixture
def engine_start(request: pytest.FixtureRequest) -> str:
    """What a test holds back (or refuses) to keep its page's engine from starting: the stand-in engine's
    calls for a test on the stand-in, else Pyodide's wasm."""
    return ENGINE_ROUTE if on_standin(request) else "**/pyodide.asm.wasm"


@pytest.fixture
def site(request: pytest.FixtureRequest) -> Site:
    """The site the test's pages come from: the stand-in site for a test marked ``standin``, else the real one."""
    return request.getfixturevalue("standin_site" if on_standin(request) else "real_site")


@pytest.fixture(autouse=True)
def standin_workers_end(request: pytest.FixtureRequest) -> Iterator[None]:
    """After a stand-in test, its pages' engines end, whatever made its contexts (``new_context``, or
    ``browser.new_context`` as the friends' tests do for each friend's browser)."""
    yield
    if on_standin(request) and "site" in request.fixturenames:
        request.getfixturevalue("standin_engines").close_workers()


@pytest.fixture(scope="session", autouse=True)
def waits_by_timer() -> Iterator[None]:
    """Every page's ``wait_for_selector`` on a CSS selector, and its ``wait_for_function``, look every 16 ms (``timer_waits``)."""
    patch = pytest.MonkeyPatch()
    patch.setattr(playwright_api.Page, "wait_for_function", wait_for_function_by_timer(playwright_api.Page.wait_for_function))
    patch.setattr(playwright_api.Page, "wait_for_selector", wait_for_selector_by_timer(playwright_api.Page.wait_for_selector))
    yield
    patch.undo()


@pytest.fixture(autouse=True)
def motion_as_marked(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every browser context the test makes (``new_context``, or ``browser.new_context`` as the friends'
    tests do) asks for the reduced motion ``motion_wanted`` says, unless the test asks otherwise."""
    wanted = motion_wanted(request)
    plain = playwright_api.Browser.new_context
    monkeypatch.setattr(playwright_api.Browser, "new_context", lambda self, **options: plain(self, **{"reduced_motion": wanted, **options}))


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
def new_context(browser: object, request: pytest.FixtureRequest) -> Iterator[Callable[..., object]]:
    """Make a browser context (``browser.new_context``'s arguments); every one is closed after the
    test. A test marked ``standin`` fails if one of its contexts fetched the real engine."""
    made: list[object] = []
    watches: list[StandInWatch] = []

    def make(**options: object) -> object:
        ctx = browser.new_context(**options)
        made.append(ctx)
        if on_standin(request):
            watches.append(StandInWatch(ctx))
        return ctx

    yield make
    for ctx in made:
        ctx.close()
    if on_standin(request):
        request.getfixturevalue("standin_engines").close_workers()  # the pages are gone, and their workers
    for watch in watches:
        watch.assert_held()


@pytest.fixture
def context(new_context: Callable[..., object]) -> object:
    return new_context(locale="pl-PL", viewport={"width": 1100, "height": 900})


@pytest.fixture
def page(context: object, site: Site) -> Iterator[tuple[object, PageWatch]]:
    page = context.new_page()
    watch = PageWatch(page, site.url.rstrip("/"))
    yield page, watch
    watch.assert_clean()
