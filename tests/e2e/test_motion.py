"""Motion on the table: a move animates, a redraw replays nothing, reduced motion stills it.

Every call of Element.animate is counted by an init script: the table's motion (motion.js) is
made of such calls, while the CSS transitions of a chosen card are not counted.
"""

from __future__ import annotations

import pytest

from playthrough import open_prezydent, play_first_playable

pytestmark = [pytest.mark.browser, pytest.mark.standin, pytest.mark.motion]

COUNT_ANIMATIONS = """
window.__animations = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  window.__animations.push(this.dataset.key ?? this.className);
  return animate.apply(this, args);
};
"""

# No card in flight (the thinking dots' CSS animation loops for ever).
STILL = "() => document.getAnimations().every((a) => a.playState !== 'running' || a instanceof CSSAnimation)"
# The page's engine has answered every request made (boot/engine-start.js: the engine main.js takes over).
ENGINE_IDLE = """async () => {
  const { firstEngine } = await import(new URL("js/boot/engine-start.js", location.href).href);
  return firstEngine.pending.size === 0;
}"""


def start(page, site, reduced: bool) -> None:
    page.add_init_script(COUNT_ANIMATIONS)
    page.emulate_media(reduced_motion="reduce" if reduced else "no-preference")
    page.set_viewport_size({"width": 900, "height": 700})
    # The first computer waits half the pace (30 s) after our move, so the table stays still after ours
    # however slow the machine: the test is done long before.
    open_prezydent(page, site.url + "?pace=60000&seed=7&nosw")


def redraw(page) -> None:
    """Draw the table again without a move: its menu opened and closed."""
    page.click("#menu-toggle")
    page.click("#menu-toggle")


def test_a_move_animates_and_a_redraw_replays_nothing(page, site) -> None:
    page, watch = page
    start(page, site, reduced=False)
    page.wait_for_function(STILL)
    page.evaluate("() => { window.__animations = []; }")
    card = play_first_playable(page)
    # The card played flies from the hand to the trick, keyed by its id.
    assert f"card:{card}" in page.evaluate("() => window.__animations")
    # The computer's answer is in (it waits out the beat): a computer slower than 150 ms shows
    # "… is thinking", and the next redraw takes that line away, which moves the trick.
    page.wait_for_function(ENGINE_IDLE)
    redraw(page)
    page.wait_for_function(STILL)
    page.evaluate("() => { window.__animations = []; }")
    # A redraw with nothing moved starts no animation.
    redraw(page)
    assert page.get_attribute("#menu-toggle", "aria-expanded") == "false"
    assert page.evaluate("() => window.__animations") == []
    watch.assert_clean()


def test_reduced_motion_moves_nothing(page, site) -> None:
    page, watch = page
    start(page, site, reduced=True)
    play_first_playable(page)
    assert page.evaluate("() => window.__animations") == []
    watch.assert_clean()


def test_the_hand_waiting_for_the_computers_is_dimmed_not_see_through(page, site) -> None:
    # The fan's rows overlap on a phone: a see-through card would show the one under it.
    page, watch = page
    start(page, site, reduced=False)
    play_first_playable(page)
    page.wait_for_selector(".hand button.card:disabled")
    looks = page.eval_on_selector_all(".hand button.card:disabled", "cards => cards.map((c) => [getComputedStyle(c).opacity, getComputedStyle(c).filter])")
    assert looks and all(opacity == "1" and "brightness" in dim for opacity, dim in looks), looks
    watch.assert_clean()
