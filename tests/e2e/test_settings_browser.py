"""Visual settings: sliders 0–100 % (default 50 %), card size, four colours, motion, pace; remembered."""

from __future__ import annotations

import pytest

from playthrough import play_first_playable
from test_prezydent_browser import start_game, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.standin]

CSS_VAR = "(name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()"


def set_range(page, selector: str, value: int) -> None:
    page.eval_on_selector(selector, "(input, value) => { input.value = value; input.dispatchEvent(new Event('input')); }", value)


def effects(page) -> list[str]:
    """The contrast filter on the page, and the colour tint's colour and blend ("none" where not drawn)."""
    return page.evaluate(
        """() => {
          const tint = getComputedStyle(document.body, "::after");
          const drawn = tint.content !== "none";
          return [getComputedStyle(document.querySelector("main")).filter, drawn ? tint.backgroundColor : "none", drawn ? tint.mixBlendMode : "none"];
        }"""
    )


def test_settings_apply_at_once_and_are_remembered(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=9", wait_until="commit")
    page.click("#settings-open")  # as soon as the button shows, it works: no click is lost
    for name in ("contrast", "grain", "temperature"):
        assert page.input_value(f"#setting-{name}") == "50"  # the source app's defaults
    assert page.evaluate(CSS_VAR, "--contrast") == "1"
    assert effects(page) == ["none", "none", "none"]  # neutral effects are not drawn: the compositor has nothing to blend
    set_range(page, "#setting-contrast", 80)
    set_range(page, "#setting-temperature", 100)
    assert page.evaluate(CSS_VAR, "--contrast") == "1.24"
    assert page.evaluate(CSS_VAR, "--warm") == "0.6" and page.evaluate(CSS_VAR, "--cool") == "0"
    assert effects(page) == ["contrast(1.24)", "rgba(255, 150, 60, 0.6)", "multiply"]
    set_range(page, "#setting-temperature", 0)
    assert effects(page)[1:] == ["rgba(70, 130, 255, 0.6)", "multiply"]
    set_range(page, "#setting-temperature", 100)
    page.select_option("#setting-cardSize", "large")
    page.check("#setting-fourColour")
    page.select_option("#setting-animation", "off")
    page.keyboard.press("Escape")
    assert page.evaluate("() => document.activeElement.id") == "settings-open"

    page.reload()
    assert page.evaluate(CSS_VAR, "--contrast") == "1.24"
    assert page.evaluate(CSS_VAR, "--card-scale") == "1.22"
    assert page.evaluate("() => document.documentElement.className") == "four-colour no-animation"
    wait_ready(page)
    start_game(page, players=4)
    diamond = page.query_selector(".hand button.card.suit-D")
    assert diamond is not None
    assert diamond.evaluate("(card) => getComputedStyle(card).color") == "rgb(26, 95, 200)"
    assert diamond.evaluate("(card) => getComputedStyle(card).transitionDuration") == "0s"

    page.click("#table-settings")  # at the table, the settings are in the table's menu
    assert page.input_value("#setting-contrast") == "80"
    page.click("#settings-reset")
    assert page.input_value("#setting-contrast") == "50"
    assert page.evaluate(CSS_VAR, "--contrast") == "1"
    assert page.evaluate("() => document.documentElement.className") == ""
    assert effects(page) == ["none", "none", "none"]


def test_reduced_motion_wins_over_the_animation_setting(page, site) -> None:
    page, watch = page
    page.emulate_media(reduced_motion="reduce")
    page.goto(site.url + "?pace=0&seed=9")
    wait_ready(page)
    start_game(page, players=3)
    card = page.query_selector(".hand button.card")
    assert card.evaluate("(c) => getComputedStyle(c).transitionDuration") == "0s"


COUNT_SOUNDS = """
window.__sounds = 0;
const Base = window.AudioContext;
window.AudioContext = class extends Base {
  createBufferSource() { window.__sounds += 1; return super.createBufferSource(); }
  createOscillator() { window.__sounds += 1; return super.createOscillator(); }
};
"""


def test_sounds_are_off_until_switched_on(page, site) -> None:
    # short sounds for a card played, a trick taken, a deal won or lost; off by default.
    page, watch = page
    page.add_init_script(COUNT_SOUNDS)
    page.goto(site.url + "?pace=0&seed=9")
    wait_ready(page)
    start_game(page, players=3)
    play_first_playable(page)
    assert page.evaluate("() => window.__sounds") == 0
    page.click("#table-settings")
    assert not page.is_checked("#setting-sound")
    page.check("#setting-sound")
    page.keyboard.press("Escape")
    page.wait_for_selector("#table[data-phase=turn]", timeout=60_000)
    play_first_playable(page)
    assert page.evaluate("() => window.__sounds") > 0
    watch.assert_clean()


MEAN_DIFFERENCE = """async ([first, second]) => {
  const pixels = async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const [a, b] = [await pixels(first), await pixels(second)];
  const sums = [0, 0, 0];
  for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) sums[c] += b[i + c] - a[i + c];
  let absolute = 0;
  for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) absolute += Math.abs(b[i + c] - a[i + c]);
  const n = a.length / 4;
  return { absolute: absolute / (3 * n), red: sums[0] / n, blue: sums[2] / n };
}"""


def test_grain_and_temperature_change_the_picture_visibly(page, site) -> None:
    # at 100 % grain and colour temperature once barely changed the picture.
    import base64

    page, watch = page
    page.goto(site.url + "?pace=0&seed=9")
    page.wait_for_selector("#play-prezydent")
    page.click("#settings-open")

    felt = {"x": 0, "y": 80, "width": 60, "height": 700}  # bare felt, left of the home's column

    def shot(clip: dict) -> str:
        return base64.b64encode(page.screenshot(clip=clip)).decode()

    def cards_at(temperature: int) -> str:
        """The first tile's cards (white and red, where a tint shows best) at ``temperature``, the dialog closed."""
        set_range(page, "#setting-temperature", temperature)
        page.keyboard.press("Escape")
        page.wait_for_selector("#settings", state="detached")
        picture = base64.b64encode(page.locator("#play-prezydent .tile-picture").screenshot()).decode()
        page.click("#settings-open")
        page.wait_for_selector("#settings[open]")
        return picture

    set_range(page, "#setting-grain", 0)
    plain = shot(felt)
    set_range(page, "#setting-grain", 100)
    grainy = shot(felt)
    set_range(page, "#setting-grain", 0)
    neutral, warm, cool = cards_at(50), cards_at(100), cards_at(0)
    grain = page.evaluate(MEAN_DIFFERENCE, [plain, grainy])
    assert grain["absolute"] >= 5.5, f"grain at 100 % changes each pixel by {grain['absolute']:.1f} of 255 on average"
    warmth = page.evaluate(MEAN_DIFFERENCE, [neutral, warm])
    assert warmth["red"] - warmth["blue"] >= 10, f"warm at 100 %: red − blue shifts by {warmth['red'] - warmth['blue']:.1f}"
    coolness = page.evaluate(MEAN_DIFFERENCE, [neutral, cool])
    assert coolness["blue"] - coolness["red"] >= 5, f"cool at 0 %: blue − red shifts by {coolness['blue'] - coolness['red']:.1f}"


RECORD_AI_BUDGETS = """
  const post = Worker.prototype.postMessage;
  window.aiBudgets = [];
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.op === "ai") window.aiBudgets.push(message.budget);
    return post.call(this, message, ...rest);
  };
"""


def test_the_computers_thinking_time_reaches_the_engine(page, site) -> None:
    page, watch = page
    page.add_init_script(RECORD_AI_BUDGETS)
    page.goto(site.url + "?pace=0&seed=9", wait_until="commit")
    page.click("#settings-open")
    assert page.input_value("#setting-thinking") == "normal"
    page.select_option("#setting-thinking", "long")
    page.keyboard.press("Escape")
    wait_ready(page)
    start_game(page, players=4)
    page.wait_for_selector("#table[data-phase=turn]", timeout=60_000)
    if not page.evaluate("() => window.aiBudgets.length"):  # the player leads: the computers answer
        play_first_playable(page)
    page.wait_for_function("() => window.aiBudgets.length > 0", timeout=60_000)
    assert page.evaluate("() => window.aiBudgets")[0] == {"millis": 1500}
    page.reload()  # the game in progress reopens by itself: the settings are in the table's menu
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=wait])", timeout=60_000)
    page.click("#table-settings")
    assert page.input_value("#setting-thinking") == "long"  # remembered
    watch.assert_clean()
