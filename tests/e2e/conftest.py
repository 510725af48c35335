"""Browser fixtures: the built site on a local server, Chromium through Playwright.

Every page is watched: a console error, an uncaught exception or a request to
another origin fails the test that caused it. A wait for a CSS selector or a function looks
every 16 ms (see ``timer_waits``).

A test marked ``@pytest.mark.standin`` runs its pages on the stand-in engine
(``standin/``): the built page, whose worker hands each request to the real engine
in CPython on the test server instead of booting Pyodide. Every other test runs
on the real engine in the page, and so does every test with KARCIARNIA_ENGINE=pyodide.

Pages ask for reduced motion unless their test is marked ``@pytest.mark.motion`` (``motion_wanted``).

A test that asks only for ``page`` borrows its test process's kept page (``PagePool``), made new
again after each test; a test that takes a context, the browser or ``new_context`` makes its own.
"""

from __future__ import annotations

import inspect
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
playwright_generated = pytest.importorskip("playwright.sync_api._generated")

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


HEADLESS_SHELL = Path("/usr/bin/chromium-headless-shell")


def headless_chromium_path() -> str | None:
    """The Chromium the tests' shared browser runs: Debian's headless shell where present (or
    $KARCIARNIA_CHROMIUM), else ``chromium_path()``.

    The shell is the same Chromium (its pages, engine and service workers) without the desktop
    browser's windowing layer, as Playwright's own headless runs use: the browser tests cost about
    a sixth less CPU on it. What needs the whole browser (the camera, an installed app, a profile
    on disk) and the benchmarks launch ``chromium_path()``."""
    if os.environ.get("KARCIARNIA_CHROMIUM") or not HEADLESS_SHELL.exists():
        return chromium_path()
    return str(HEADLESS_SHELL)


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
        launched = playwright.chromium.launch(executable_path=headless_chromium_path(), args=CHROMIUM_ARGS)
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


# What a test may do to its page or context that would outlast it: a kept page so touched is closed
# after the test instead of being lent again (the next test gets a fresh one). A route, a listener, an
# init script, an exposed function and the colour scheme are not among them: the kept page undoes them.
LASTING = {
    "Page": ("once", "set_extra_http_headers", "set_default_timeout", "set_default_navigation_timeout", "add_locator_handler", "close"),
    "BrowserContext": ("once", "set_offline", "grant_permissions", "clear_permissions", "add_cookies", "set_geolocation",
                       "set_extra_http_headers", "set_default_timeout", "set_default_navigation_timeout", "close"),
    "Clock": ("install", "set_fixed_time", "set_system_time", "pause_at", "fast_forward", "run_for", "resume"),
}
LISTENED = ("Page", "BrowserContext")  # whose ``on`` and UNDONE_BY_HANDLE the kept page notes, to undo each
# What returns a handle that undoes it (Playwright's Disposable): the kept page closes each one a test made.
UNDONE_BY_HANDLE = ("add_init_script", "expose_function", "expose_binding")
# A new page's media as the tests change it: Playwright's default colour scheme (the reduced motion is
# as the test is marked). A test emulating another media feature must add it here.
NEW_PAGE_MEDIA = {"color_scheme": "light"}


class PagePool:
    """One page per test process, lent to each test that needs only a page of the site, and left as a
    new one would be: its origin's storage of every kind cleared (the offline cache and the service
    worker too), on about:blank, its window size, motion and watchers those of a new page.

    A page costs Chromium a renderer and Playwright a setup (about half a CPU-second) before the site
    loads; a test that changes what would outlast it (the clock, offline, permissions: ``LASTING``) gets
    its page closed afterwards instead. Its routes, listeners, init scripts, exposed functions and
    emulated media are undone.
    """

    def __init__(self, browser: object) -> None:
        self.browser = browser
        self.page = None
        self.lent = False
        self.touched = False
        self.undoings: list[Callable[[], object]] = []  # a test's listeners removed, its Disposables closed
        self.standin_watch: StandInWatch | None = None

    def owns(self, target: object) -> bool:
        return self.lent and self.page is not None and target in (self.page, self.page.context, self.page.clock)

    def lend(self, site: Site, motion: str, standin: bool) -> tuple[object, PageWatch]:
        if self.page is None:
            self.page = self.browser.new_context(**CONTEXT_OPTIONS).new_page()
        page = self.page
        page.emulate_media(reduced_motion=motion, **NEW_PAGE_MEDIA)
        self.lent, self.touched = True, False
        # The watchers' listeners are noted as a test's are, and go with them when the page is taken back.
        watch = PageWatch(page, site.url.rstrip("/"))
        self.standin_watch = StandInWatch(page.context) if standin else None
        return page, watch

    def take_back(self, site: Site) -> None:
        """The page made new again for the next test, or closed if the test changed what would outlast it."""
        self.lent = False
        if not self.page.is_closed():
            for undo in self.undoings:
                undo()
        self.undoings.clear()
        try:
            if self.touched or self.page.is_closed():
                self.close()
            else:
                self.renew(site)
        finally:
            if self.standin_watch is not None:
                self.standin_watch.assert_held()

    def renew(self, site: Site) -> None:
        """On about:blank, with nothing kept of the origins it visited, at the usual window size."""
        page = self.page
        try:
            visited = urlparse(page.url)
            origins = {site.url.rstrip("/")} | ({f"{visited.scheme}://{visited.netloc}"} if visited.scheme.startswith("http") else set())
            page.goto("about:blank")
            page.unroute_all(behavior="ignoreErrors")
            page.context.unroute_all(behavior="ignoreErrors")
            session = page.context.new_cdp_session(page)
            for origin in origins:
                session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
            session.detach()
            page.set_viewport_size(CONTEXT_OPTIONS["viewport"])
        except Exception:
            self.close()
            raise

    def close(self) -> None:
        if self.page is not None:
            self.page.context.close()
        self.page = None


@pytest.fixture(scope="session")
def page_pool(browser: object) -> Iterator[PagePool]:
    pool = PagePool(browser)
    patch = pytest.MonkeyPatch()
    for name, methods in LASTING.items():
        cls = getattr(playwright_api, name, None) or getattr(playwright_generated, name)  # Clock is not re-exported
        for method in methods:
            plain = getattr(cls, method)

            def marking(self, *args, _plain=plain, **kwargs):
                if pool.owns(self):
                    pool.touched = True
                return _plain(self, *args, **kwargs)

            patch.setattr(cls, method, marking)
    for name in LISTENED:
        cls = getattr(playwright_api, name)

        def noting(self, event, handler, _plain=cls.on):
            if pool.owns(self):
                pool.undoings.append(lambda: self.remove_listener(event, handler))
            return _plain(self, event, handler)

        patch.setattr(cls, "on", noting)
        for method in UNDONE_BY_HANDLE:

            def keeping(self, *args, _plain=getattr(cls, method), **kwargs):
                handle = _plain(self, *args, **kwargs)
                if pool.owns(self):
                    pool.undoings.append(handle.close)
                return handle

            patch.setattr(cls, method, keeping)
    yield pool
    patch.undo()
    pool.close()


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


CONTEXT_OPTIONS = {"locale": "pl-PL", "viewport": {"width": 1100, "height": 900}}


@pytest.fixture
def context(new_context: Callable[..., object]) -> object:
    return new_context(**CONTEXT_OPTIONS)


def takes_a_context(request: pytest.FixtureRequest) -> bool:
    """Whether the test itself asks for a context, the browser or a way to make contexts (then its page is its context's)."""
    return bool({"context", "new_context", "browser"} & set(inspect.signature(request.function).parameters))


@pytest.fixture
def page(request: pytest.FixtureRequest, site: Site, page_pool: PagePool) -> Iterator[tuple[object, PageWatch]]:
    """A page of the site's browser: the test process's kept page (page_pool) unless the test takes a context of its own."""
    if takes_a_context(request):
        page = request.getfixturevalue("context").new_page()
        watch = PageWatch(page, site.url.rstrip("/"))
        yield page, watch
        watch.assert_clean()
        return
    page, watch = page_pool.lend(site, motion_wanted(request), standin=on_standin(request))
    try:
        yield page, watch
        watch.assert_clean()
    finally:
        page_pool.take_back(site)  # its engine's worker ends with the page's document (standin_workers_end)
