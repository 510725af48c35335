"""Accessibility in Chromium: axe-core on every screen, keyboard play, visible focus, reduced motion.

axe-core (npm, pinned in package.json) is evaluated into the page through
Playwright's ``page.evaluate``, which runs over the DevTools protocol: the
page's Content-Security-Policy (no inline scripts, no eval) does not apply to
it, so the page is checked as shipped, CSP on. ``add_script_tag`` would add an
inline <script>, which that CSP refuses, and ``bypass_csp`` would switch the
CSP off for the page under test as well.

A violation of serious or critical impact among the WCAG 2.0/2.1/2.2 A and AA
rules fails the test. The felt is a radial gradient, on which axe cannot
measure contrast (it reports "incomplete"), so the page is audited with the
felt made solid in its lightest colour, where light text has the least
contrast: one run of axe, which finds every contrast violation a run on the
gradient would (a text on a background of its own measures the same on both)
and those over the felt too.
"""

from __future__ import annotations

import json

import pytest

from conftest import ROOT, HeldRequests
from playthrough import play_until
from stored_games import near_end, open_stored

pytestmark = pytest.mark.browser

BOOT_TIMEOUT = 120_000
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
BLOCKING = ("serious", "critical")

RUN_AXE = """
async ([tags, blocking]) => {
  // The page as it settles: a card still flying in (the deal, a trick) may overlap another for a moment.
  // CSS animations are left out: a loop (the thinking dots) never finishes.
  const flights = document.getAnimations().filter((animation) => !(animation instanceof CSSAnimation));
  await Promise.all(flights.map((animation) => animation.finished.catch(() => {})));
  const summary = (result) => result.violations
    .filter((v) => blocking.includes(v.impact))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                   nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(" ")}: ${n.failureSummary.replace(/\\s+/g, " ")}`) }));
  // On a solid felt of the gradient's lightest colour: axe cannot measure contrast on a gradient.
  const body = document.body.style;
  const felt = getComputedStyle(document.documentElement).getPropertyValue("--felt").trim();
  body.setProperty("background", felt);
  try {
    const found = summary(await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }));
    return found.map((v) => (v.id === "color-contrast" ? { ...v, id: `${v.id} (on the solid felt ${felt})` } : v));
  } finally {
    body.removeProperty("background");
  }
}
"""


def axe_source() -> str:
    if not AXE.exists():
        pytest.fail("node_modules/axe-core is missing: run scripts/setup.sh (npm ci)")
    return AXE.read_text(encoding="utf-8")


def audit(page, screen: str) -> None:
    """Run axe-core on the page as it is now; fail on serious or critical WCAG A/AA violations."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source() + "\n;undefined")
    found = page.evaluate(RUN_AXE, [WCAG_TAGS, list(BLOCKING)])
    assert not found, f"{screen}: accessibility violations:\n{json.dumps(found, indent=1, ensure_ascii=False)}"


def wait_ready(page) -> None:
    page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)


def open_lobby(page, site, seed: int) -> None:
    page.goto(site.url + f"?pace=0&seed={seed}&nosw")
    wait_ready(page)


def start(page, game: str, **options: str) -> None:
    """Choose ``game`` in the lobby, set the given options (select id suffix → value), easy computers, start."""
    page.click(f"#options-{game}")
    for name, value in options.items():
        page.select_option(f"#option-{name}", value)
    page.select_option("#option-level", "easy")
    page.click("#start")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)


# -- one decision per game, as a quick beginner would take it ---------------------------------
def prezydent_turn(page) -> None:
    if page.is_visible("#give"):
        for index in range(int(page.get_attribute("#give", "data-count"))):
            page.click(f'.hand button.card[data-index="{index}"]')
        page.click("#give")
    elif page.is_enabled("#pass"):
        page.click("#pass")
    else:  # leading (P4): any single card will do
        page.click(".hand button.card >> nth=0")
        page.click("#play")


def tarok_turn(page) -> None:
    page.click(".hand button.card:not(.unplayable) >> nth=0")


def koalicje_turn(page) -> None:
    if page.is_visible("#trump-choice"):
        page.click("#trump-choice button >> nth=0")
    elif page.is_visible("#keep"):
        page.click("#keep")
    else:  # a card the engine allows (K22): the table dims the others
        page.click(".hand button.card:not(.unplayable) >> nth=0")
        page.click("#play")


def doudizhu_turn(page) -> None:
    if page.query_selector(".dd-bids"):
        page.click("#bid-pass" if page.is_enabled("#bid-pass") else ".dd-bids button:enabled >> nth=0")
    elif page.is_enabled("#pass"):
        page.click("#pass")
    else:
        page.click(".hand button.card >> nth=0")
        page.click("#play")


GAMES = {
    # game: (seed, lobby options, one decision of yours)
    "prezydent": (7, {"players": "4", "deals": "1"}, prezydent_turn),
    "tarok": (33, {"deals": "1"}, tarok_turn),
    "koalicje": (19, {}, koalicje_turn),
    "doudizhu": (21, {"deals": "1"}, doudizhu_turn),
}


# -- the screens ----------------------------------------------------------------------------
@pytest.mark.standin
def test_lobby_its_dialogs_and_english(page, site, context, engine_start) -> None:
    page, watch = page
    held = HeldRequests(context, engine_start)  # the lobby is audited while its engine is still loading
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#play-prezydent")
    held.wait_requested(page)
    assert page.get_attribute("#engine-status", "data-state") == "loading"
    audit(page, "lobby while the engine loads")
    held.release()
    wait_ready(page)
    audit(page, "lobby, engine ready")
    # The lobby's dialogs and panels: settings, a game's rules, the statistics.
    page.click("#settings-open")
    page.wait_for_selector("#settings[open]")
    audit(page, "the settings dialog")
    page.keyboard.press("Escape")
    page.click("#rules-prezydent")
    page.wait_for_selector("#rules-dialog[open]")
    audit(page, "the rules of Prezydent")
    page.keyboard.press("Escape")
    page.click("#stats-open")
    page.wait_for_selector("#stats-dialog[open]")
    audit(page, "the statistics")
    page.keyboard.press("Escape")
    page.click("#options-prezydent")
    page.wait_for_selector("#options-sheet[open]")
    audit(page, "the options sheet")
    page.keyboard.press("Escape")
    page.click("#languages button[lang=en]")
    page.wait_for_selector("text=Choose a game")
    assert page.get_attribute("html", "lang") == "en"
    audit(page, "lobby in English")


@pytest.mark.standin
@pytest.mark.parametrize("game", list(GAMES))
def test_table_on_your_turn_and_the_results(page, site, game: str) -> None:
    page, watch = page
    seed, options, turn = GAMES[game]
    open_lobby(page, site, seed)
    start(page, game, **options)
    audit(page, f"{game}: the table on your turn")
    if game == "prezydent":  # the score table ("Tabela") is the same dialog at every table
        page.click("#scoreboard-open")
        page.wait_for_selector("#scoreboard[open]")
        audit(page, "the score table")
        page.keyboard.press("Escape")
    # The results: the same game's first deal, reopened two of the player's turns before its end.
    open_stored(page, site, near_end(game, seed, {name: int(value) for name, value in options.items()}))
    play_until(page, turn)
    page.wait_for_selector("#results")
    audit(page, f"{game}: the results")


@pytest.mark.standin
def test_engine_failure_and_a_page_that_cannot_start(page, site, context, engine_start) -> None:
    page, watch = page
    # The engine cannot boot (its start is refused). The lobby stays, with the failure and a restart.
    context.route(engine_start, lambda route: route.abort())
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#engine-status[data-state=failed]", timeout=BOOT_TIMEOUT)
    assert page.is_visible("#engine-restart")
    audit(page, "lobby with a failed engine")
    # The page itself cannot start (no game list): the fatal notice.
    context.route("**/catalog.json", lambda route: route.abort())
    page.reload()
    page.wait_for_selector("#fatal", state="visible")
    audit(page, "the page that could not start")
    watch.errors.clear()  # the refused downloads were logged on purpose


# -- keyboard, focus, motion ---------------------------------------------------------------
FOCUS_STYLE = """(e) => { const s = getComputedStyle(e);
  return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 ? s.outlineColor : null,
           shadow: s.boxShadow !== 'none' ? s.boxShadow : null }; }"""


def tab_to(page, selector: str, limit: int = 80) -> None:
    """Press Tab until the focus is on an element matching ``selector`` (as a keyboard user would)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


ANIMATED = """() => [...document.querySelectorAll('*')].flatMap((e) => {
  const s = getComputedStyle(e);
  const moving = s.transitionDuration.split(',').some((d) => parseFloat(d) > 0) || s.animationName !== 'none';
  return moving ? [`${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${[...e.classList].join('.')}`] : [];
})"""


@pytest.mark.motion
@pytest.mark.standin
def test_a_prezydent_turn_by_keyboard_visible_focus_and_reduced_motion(page, site) -> None:
    page, watch = page
    open_lobby(page, site, seed=7)
    page.click("#options-prezydent")
    page.select_option("#option-players", "4")
    page.select_option("#option-deals", "1")
    page.focus("#start")
    page.keyboard.press("Enter")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#play", "data-count") == "0"  # seat 0 leads deal 1 (P18): any single card is legal (P4)

    # Tab to a card (its focus shows), Space chooses it, Tab to "Zagraj", Enter plays it.
    tab_to(page, ".hand button.card")
    card = page.evaluate("() => document.activeElement.dataset.card")
    focus = page.evaluate(f"({FOCUS_STYLE})(document.activeElement)")
    assert focus["outline"], f"a focused card shows no outline: {focus}"
    page.keyboard.press("Space")
    assert page.get_attribute(f'.hand button[data-card="{card}"]', "aria-pressed") == "true"
    audit(page, "prezydent: a card chosen by keyboard")
    tab_to(page, "#play")
    assert page.evaluate(f"({FOCUS_STYLE})(document.activeElement)")["outline"]
    moves = page.get_attribute("#table", "data-moves")
    page.keyboard.press("Enter")
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    assert not page.is_visible("#table-message.notice")  # accepted, not refused
    assert page.locator(f'.hand button[data-card="{card}"]').count() == 0

    # Reduced motion: with it, nothing on the page has a transition or an animation left.
    page.wait_for_selector("#table[data-phase=turn], #results", timeout=60_000)
    assert page.evaluate(ANIMATED), "nothing moves even without reduced motion: the check would prove nothing"
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate(ANIMATED) == []
    page.emulate_media(reduced_motion="no-preference")
    assert page.evaluate(ANIMATED)
