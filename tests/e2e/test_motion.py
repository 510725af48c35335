"""Motion on the table: a move animates, a redraw replays nothing, reduced motion stills it.

Every call of Element.animate is counted by an init script: the table's motion (motion.js) is
made of such calls, while the CSS transitions of a chosen card are not counted.
"""

from __future__ import annotations

import pytest

from playthrough import open_prezydent, play_first_playable

pytestmark = pytest.mark.browser

COUNT_ANIMATIONS = """
window.__animations = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  window.__animations.push(this.dataset.key ?? this.className);
  return animate.apply(this, args);
};
"""


def start(page, site, reduced: bool) -> None:
    page.add_init_script(COUNT_ANIMATIONS)
    page.emulate_media(reduced_motion="reduce" if reduced else "no-preference")
    page.set_viewport_size({"width": 900, "height": 700})
    # The computers wait 3 s before each move, so the table stays still after ours.
    open_prezydent(page, site.url + "?pace=3000&seed=7&nosw")


def test_a_move_animates_and_a_redraw_replays_nothing(page, site) -> None:
    page, watch = page
    start(page, site, reduced=False)
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running' || a instanceof CSSAnimation)")
    page.evaluate("() => { window.__animations = []; }")
    card = play_first_playable(page)
    # The card played flies from the hand to the trick, keyed by its id.
    assert f"card:{card}" in page.evaluate("() => window.__animations")
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running' || a instanceof CSSAnimation)")
    page.evaluate("() => { window.__animations = []; }")
    # A redraw with nothing moved (the table's menu opened and closed) starts no animation.
    page.click("#menu-toggle")
    page.click("#menu-toggle")
    assert page.get_attribute("#menu-toggle", "aria-expanded") == "false"
    assert page.evaluate("() => window.__animations") == []
    watch.assert_clean()


def test_reduced_motion_moves_nothing(page, site) -> None:
    page, watch = page
    start(page, site, reduced=True)
    play_first_playable(page)
    assert page.evaluate("() => window.__animations") == []
    watch.assert_clean()
