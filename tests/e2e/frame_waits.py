"""A ``wait_for_selector`` that looks on every animation frame.

Playwright's own looks again after 0, 20, 50, 100, 100 and then every 500 ms: a
table that answers 400 ms after a click is seen 770 ms after it, and the browser
tests wait so on every move. ``wait_for_function`` polls on each animation frame;
this wait uses it for any selector the page's ``querySelectorAll`` understands,
with Playwright's meaning of the states (visible: a box with an area, not
``visibility: hidden``; any of the elements matched, not only the first), and
leaves Playwright's own selectors (``text=``, ``:visible``, ``>>`` …) to Playwright.
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


def wait_for_selector_each_frame(playwrights: Callable[..., Any]) -> Callable[..., Any]:
    """``Page.wait_for_selector`` with the same arguments and answer, looking each frame."""

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
