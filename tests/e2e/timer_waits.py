"""Waits that look every 16 ms: a ``wait_for_selector`` and ``wait_for_function``'s default.

Playwright's own ``wait_for_selector`` looks again after 0, 20, 50, 100, 100 and then every
500 ms: a table that answers 400 ms after a click is seen 770 ms after it, and the browser
tests wait so on every move. This one uses ``wait_for_function`` for any selector the page's
``querySelectorAll`` understands, with Playwright's meaning of the states (visible: a box
with an area, not ``visibility: hidden``; any of the elements matched, not only the first),
and leaves Playwright's own selectors (``text=``, ``:visible``, ``>>`` …) to Playwright.

``wait_for_function`` looks on each animation frame unless told otherwise, and asking for a
frame makes the browser draw one: 0.065 CPU-seconds per second of waiting, against 0.014 for a
look every 16 ms by the page's timer (measured on an idle table, all Chromium's processes). The
tests wait most of their time, so every wait here looks by the timer, as often as a frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

NOT_CSS = "not a CSS selector"

# The element the wait is for (visible, attached), or whether none is (hidden, detached); false: not yet.
LOOK = """([selector, state, notCss]) => {
  let found;
  try { found = [...document.querySelectorAll(selector)]; } catch { return notCss; }
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  if (state === 'attached') return found[0] ?? false;
  if (state === 'detached') return found.length === 0;
  if (state === 'hidden') return !found.some(shown);
  return found.find(shown) ?? false;
}"""


POLL_MS = 16  # as often as a frame at 60 Hz, without asking for one


def wait_for_function_by_timer(playwrights: Callable[..., Any]) -> Callable[..., Any]:
    """``Page.wait_for_function`` looking every ``POLL_MS`` unless the caller names its polling."""

    def wait_for_function(page: Any, expression: str, *, arg: Any = None, timeout: float | None = None, polling: float | str | None = None) -> Any:
        return playwrights(page, expression, arg=arg, timeout=timeout, polling=POLL_MS if polling is None else polling)

    return wait_for_function


def wait_for_selector_by_timer(playwrights: Callable[..., Any]) -> Callable[..., Any]:
    """``Page.wait_for_selector`` with the same arguments and answer, looking every ``POLL_MS``."""

    def wait_for_selector(page: Any, selector: str, *, timeout: float | None = None, state: str | None = None, strict: bool | None = None) -> Any:
        if strict:
            return playwrights(page, selector, timeout=timeout, state=state, strict=strict)
        state = state or "visible"
        handle = page.wait_for_function(LOOK, arg=[selector, state, NOT_CSS], timeout=timeout)
        element = handle.as_element()
        if element is None and handle.json_value() == NOT_CSS:
            return playwrights(page, selector, timeout=timeout, state=state)
        return element

    return wait_for_selector
