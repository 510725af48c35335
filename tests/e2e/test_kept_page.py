"""The kept page (conftest's PagePool) comes back to the next test as a new page would: what a test
added to it and could undo is undone; what it cannot undo gets the page closed."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.standin]


def leftovers(page, url: str) -> dict:
    """What a new page of the site would not have, seen from the page at ``url``."""
    page.goto(url)
    page.wait_for_selector("#play-prezydent")
    return page.evaluate("""async () => ({
      initScript: window.__leftover ?? null,
      exposed: typeof window.leftoverFunction,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
      width: innerWidth,
      saved: localStorage.length,
      probe: (await fetch('/leftover-probe')).status,
    })""")


def test_a_lent_page_comes_back_without_what_the_last_test_added(page_pool, site) -> None:
    page, _ = page_pool.lend(site, "reduce", standin=True)
    try:
        page.add_init_script("window.__leftover = 'init script'")
        page.context.add_init_script("window.__leftover = 'context init script'")
        page.expose_function("leftoverFunction", lambda: 1)
        page.emulate_media(color_scheme="dark")
        page.set_viewport_size({"width": 360, "height": 640})
        page.route("**/leftover-probe", lambda route: route.fulfill(status=200, body="routed"))
        heard: list[str] = []
        page.on("console", lambda message: heard.append(message.text))
        changed = leftovers(page, site.url)
        page.evaluate("localStorage.setItem('karciarnia.leftover', '1')")
        assert changed["initScript"] in ("init script", "context init script") and changed["exposed"] == "function"
        assert changed["dark"] and changed["width"] == 360 and changed["probe"] == 200
    finally:
        page_pool.take_back(site)
    kept = page_pool.page
    assert kept is page  # nothing above was of a kind that only closing the page undoes

    page, _ = page_pool.lend(site, "no-preference", standin=False)
    try:
        page.evaluate("console.log('after')")
        assert leftovers(page, site.url) == {
            "initScript": None, "exposed": "undefined", "dark": False, "reduced": False, "width": 1100, "saved": 0, "probe": 404,
        }
        assert heard == []  # the last test's listener was removed with it
    finally:
        page_pool.take_back(site)


def test_a_page_whose_clock_was_installed_is_closed_not_lent_again(page_pool, site) -> None:
    page, _ = page_pool.lend(site, "reduce", standin=True)
    try:
        page.clock.install()
    finally:
        page_pool.take_back(site)
    assert page.is_closed() and page_pool.page is None
