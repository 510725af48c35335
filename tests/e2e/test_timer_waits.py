"""The tests' wait_for_selector (timer_waits): Playwright's answers and states, looked for every 16 ms."""

from __future__ import annotations

import pytest

from conftest import playwright_api

pytestmark = pytest.mark.browser

PAGE = """<main hidden><section id="resuming">saved</section></main>
<div id="table">table</div><p id="empty"></p><p id="unseen" style="visibility: hidden">x</p>"""


def test_any_matching_element_that_shows_is_waited_for_not_only_the_first(page) -> None:
    page, watch = page
    page.set_content(PAGE)
    found = page.wait_for_selector("#resuming, #table", timeout=2_000)
    assert found.get_attribute("id") == "table"


def test_states_mean_what_they_mean_in_playwright(page) -> None:
    page, watch = page
    page.set_content(PAGE)
    assert page.wait_for_selector("#resuming", state="attached", timeout=2_000).get_attribute("id") == "resuming"
    assert page.wait_for_selector("#resuming, #empty, #unseen", state="hidden", timeout=2_000) is None
    assert page.wait_for_selector("#nowhere", state="detached", timeout=2_000) is None
    for unseen in ("#resuming", "#empty", "#unseen"):  # display none, no area, visibility hidden
        with pytest.raises(playwright_api.TimeoutError):
            page.wait_for_selector(unseen, timeout=300)


def test_an_element_added_later_is_found_and_playwrights_own_selectors_still_work(page) -> None:
    page, watch = page
    page.set_content(PAGE)
    page.evaluate("() => setTimeout(() => document.body.append(Object.assign(document.createElement('button'), {id: 'late', textContent: 'Zagraj'})), 100)")
    assert page.wait_for_selector("#late", timeout=2_000).text_content() == "Zagraj"
    assert page.wait_for_selector("text=Zagraj", timeout=2_000).get_attribute("id") == "late"
    assert page.wait_for_selector("#table:visible", timeout=2_000).get_attribute("id") == "table"
