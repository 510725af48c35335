"""The table fits the screen: every game, every phase, six window sizes.

Each game is played through once (the human seat moved by the hint); the
first time a phase shows (bidding, leading, following, giving, naming trumps,
discarding, results) the table is measured at 1920×1080, 1366×768, 1280×720,
a 390×844 phone, 844×390 in landscape and 360×640: the page does not scroll,
the hand, the actions, the centre and the message line lie inside the
viewport and do not overlap, and on a phone every button is at least 44×44 px;
axe finds no serious WCAG A/AA violation (at every size in the first phase, on phones in all).
Hand cards overlap in a fan, so their tap target is the strip a fan leaves in
view: at least 24 px wide (WCAG 2.5.8), the full card height.

On a 360×640 and a 390×844 phone, in Polish and in English, every dialog and table the page has
(the results of every game, the scores and a deal's figures in them, the review, the rules, the
settings, the options sheet with its seats for friends, the friends' dialog) and the table at every
turn fit the width: nothing passes the screen's edge unless it lies inside something that scrolls
sideways itself, and only a table's own wrapper, its first column sticky, may do that (a Prezydent
trick of six players, the Tabela of six).
"""

from __future__ import annotations

import json

import pytest

from helpers import KOALICJE_ELECTION_DEAL
from playthrough import BOOT_TIMEOUT, open_home_in, open_table, play_through
from stored_games import fast_forward
from test_accessibility import audit

# What the table and the dialogs look like, not what the engine computes: on the stand-in engine.
pytestmark = [pytest.mark.browser, pytest.mark.standin]

SIZES = [(1920, 1080), (1366, 768), (1280, 720), (390, 844), (844, 390), (360, 640)]
ZONES = ("hand", "actions", "trick", "message")

MEASURE = """() => {
  const page = document.scrollingElement;
  const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
  const zones = {};
  for (const e of document.querySelectorAll('#table [data-zone]')) {
    const name = e.dataset.zone === 'seat' ? `seat ${e.dataset.seat}` : e.dataset.zone;
    if (e.getClientRects().length) zones[name] = box(e);
  }
  const buttons = [...document.querySelectorAll('#table button, #table a[href]')]
    .filter((e) => e.getClientRects().length && !e.closest('[data-zone="hand"]'))
    .map((e) => ({id: e.id || e.textContent.trim().slice(0, 20), ...box(e)}));
  const cards = [...document.querySelectorAll('[data-zone="hand"] button.card')];
  const tops = cards.map((card) => ({top: card.offsetTop}));  // the row's place: a chosen card's lift is a transform
  const strips = cards.map((card, i) => {
    const next = cards[i + 1];
    const r = box(card);
    const sameRow = next && Math.abs(next.getBoundingClientRect().top - r.top) < 2;
    return {card: card.dataset.card, width: sameRow ? next.getBoundingClientRect().left - r.left : r.width};
  });
  const results = document.querySelector('#results');
  const fan = document.querySelector('.fan');
  return {
    fan: fan && {class: fan.className, step: fan.style.getPropertyValue('--step'), for: fan.dataset.layoutFor, width: fan.clientWidth},
    scroll: [page.scrollWidth, page.scrollHeight], viewport: [innerWidth, innerHeight], zones, buttons, strips, cards: tops,
    results: results && box(results), resultsButton: results && box(results.querySelector('button.primary') ?? results),
  };
}"""


def inside(box: dict, width: int, height: int) -> bool:
    return box["left"] >= -0.5 and box["top"] >= -0.5 and box["right"] <= width + 0.5 and box["bottom"] <= height + 0.5


def overlap(a: dict, b: dict) -> bool:
    return min(a["right"], b["right"]) - max(a["left"], b["left"]) > 0.5 and min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > 0.5


def settled(page) -> None:
    """The fan laid out again for the window's size, and every card landed (as check_table waits).

    The fan is laid out on the frame after the table's resize is observed, and a headless browser
    asked for no frame may hold the observation back for as long as it likes (a CI run waited 30 s):
    this wait looks on each animation frame, so that frames are drawn while it waits."""
    page.wait_for_function(
        "() => (document.querySelector('.fan')?.dataset.layoutFor ?? `${innerWidth}x${innerHeight}`) === `${innerWidth}x${innerHeight}`", polling="raf"
    )
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running' || a instanceof CSSAnimation)")


def check_table(page, where: str) -> None:
    # The fan is laid out again on resize, for the window's new size; the deal's cards have landed
    # (a card in flight is measured where it is drawn).
    settled(page)
    facts = page.evaluate(MEASURE)
    width, height = facts["viewport"]
    assert facts["scroll"] == [width, height], f"{where}: the page scrolls ({facts['scroll']} in {facts['viewport']})"
    if facts["results"]:
        assert inside(facts["resultsButton"], width, height), f"{where}: the results' button is off screen: {facts['resultsButton']}"
        return
    zones = facts["zones"]
    for name in ZONES:
        assert name in zones, f"{where}: no {name} zone on the table"
    seats = [name for name in zones if name.startswith("seat ")]
    assert seats, f"{where}: no seats"
    for name in (*ZONES, *seats):
        assert inside(zones[name], width, height), f"{where}: the {name} zone is off screen: {zones[name]}"
    for i, first in enumerate(ZONES):
        for second in ZONES[i + 1 :]:
            assert not overlap(zones[first], zones[second]), f"{where}: {first} and {second} overlap"
    # The fan: one row on a laptop (even Dou Dizhu's 20 cards), at most two anywhere, in the hand's order.
    rows = len({round(card["top"]) for card in facts["cards"]})
    assert rows <= (1 if width >= 1280 else 2), f"{where}: the hand is in {rows} rows"
    if min(width, height) <= 500:
        small = [b for b in facts["buttons"] if b["width"] < 43.5 or b["height"] < 43.5]
        assert not small, f"{where}: buttons under 44×44 px on a phone: {small}"
        narrow = [s for s in facts["strips"] if s["width"] < 24]
        assert not narrow, f"{where}: hand cards whose visible strip is under 24 px: {narrow} (the fan: {facts['fan']})"


def fits_everywhere(page, game: str):
    """At each new stage: the fit at every size; axe at every size on the first stage, on phones always."""
    stages: list[str] = []

    def measure(stage: str) -> None:
        stages.append(stage)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            where = f"{game} {stage} at {width}×{height}"
            check_table(page, where)
            if stage != "over" and (len(stages) == 1 or min(width, height) <= 500):
                audit(page, where)
        page.set_viewport_size({"width": 1366, "height": 768})

    return measure


@pytest.mark.parametrize(
    ("game", "options", "least_stages"),
    [
        ("prezydent", {"players": "6", "deals": "2"}, {"play-lead", "play-follow", "results", "exchange-lead"}),
        ("doudizhu", {"deals": "1"}, {"bidding-lead", "play-lead", "over"}),
        ("tarok", {"deals": "1"}, {"play-lead", "play-follow", "over"}),
        ("koalicje", {}, {"play-lead", "play-follow", "results"}),
    ],
)
def test_every_phase_fits_every_size(page, site, game: str, options: dict[str, str], least_stages: set[str]) -> None:
    page, watch = page
    open_table(page, f"{site.url}?pace=0&seed=11&nosw", game, "pl", options)
    measure = fits_everywhere(page, game)
    stages: list[str] = []

    def first_time(stage: str) -> None:
        if stage not in stages:
            stages.append(stage)
            measure(stage)

    # The deal's first phases from its start; its end (the results, the game over, and Prezydent's
    # exchange after them) from two of the player's turns before it.
    opening = least_stages & {"bidding-lead", "play-lead", "play-follow"}
    play_through(page, first_time, stop_after=150, until=opening)
    fast_forward(page, site)
    play_through(page, first_time, stop_after=150, until=least_stages - opening)
    assert least_stages <= set(stages), f"{game}: phases seen {stages}"
    watch.assert_clean()


def test_lobby_does_not_scroll_sideways(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#play-prezydent")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        scroll_width = page.evaluate("() => document.scrollingElement.scrollWidth")
        assert scroll_width <= width, f"the lobby scrolls sideways at {width}×{height}"


def test_the_engine_state_leaves_the_header_once_ready(page, site) -> None:
    # "Silnik gotowy" once stayed in the header for good; it is for screen readers only once ready.
    page, watch = page
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=120_000)
    box = page.locator("#engine-status").bounding_box()
    assert box["width"] <= 1 and box["height"] <= 1, f"the ready state still takes {box} in the header"
    assert page.get_attribute("#engine-status", "role") == "status"


def test_koalicje_election_discards_fit_every_size(page, site) -> None:
    # the election's discards (K20) are a phase of their own; a prepared deal brings it at once.
    page, watch = page
    record = {"format": 1, "game": "koalicje", "options": {"deal": KOALICJE_ELECTION_DEAL}, "seed": 4, "actions": []}
    saved = {"format": 1, "game": "koalicje", "record": record, "players": ["human", "easy", "easy", "easy"], "levels": ["easy"] * 3}
    page.add_init_script(f"localStorage.setItem('karciarnia.saved', {json.dumps(json.dumps(saved))});")
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=120_000)  # the saved game reopens
    stages = play_through(page, fits_everywhere(page, "koalicje"), stop_after=20, until={"discard-lead"})
    assert "discard-lead" in stages, f"phases seen {stages}"
    watch.assert_clean()


# Phones: every dialog and table fits the width, or scrolls inside itself with its first column in view.
PHONES = [(390, 844), (360, 640)]  # the narrower last: the game goes on at it
SETTLED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"

# What sticks out sideways on the page as it is now, as sentences (none: it fits). An element whose box
# passes the viewport's left or right edge sticks out, unless it lies inside an element that scrolls
# sideways itself; and whatever does scroll sideways and has more to show must be a table's own
# wrapper whose first column is sticky (a whole dialog or panel that scrolls sideways is cut).
SIDEWAYS = """() => {
  const width = document.documentElement.clientWidth;
  const scrolls = (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
  const name = (e) => `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${[...e.classList].map((c) => '.' + c).join('')} "${e.textContent.trim().slice(0, 24)}"`;
  const stickyTable = (e) => {
    const table = e.children.length === 1 && e.firstElementChild.tagName === 'TABLE' ? e.firstElementChild : null;
    return table && [...table.rows].every((row) => !row.cells.length || getComputedStyle(row.cells[0]).position === 'sticky');
  };
  const problems = [];
  const page = document.scrollingElement;
  if (page.scrollWidth > width) problems.push(`the page scrolls sideways (${page.scrollWidth} px)`);
  for (const e of document.body.querySelectorAll('*')) {
    if (e.closest('svg *, .skip-link:not(:focus), .visually-hidden') || !e.checkVisibility({ visibilityProperty: true })) continue;
    const box = e.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    if (scrolls(e) && e.scrollWidth > e.clientWidth + 1 && !stickyTable(e)) {
      problems.push(`${name(e)} scrolls sideways as a whole (${e.scrollWidth} px in ${e.clientWidth})`);
    }
    if (box.left < -0.5 || box.right > width + 0.5) {
      let scroller = e.parentElement;
      while (scroller && !scrolls(scroller)) scroller = scroller.parentElement;
      if (!scroller) problems.push(`${name(e)} sticks out: ${Math.round(box.left)}…${Math.round(box.right)} px of ${width}`);
    }
  }
  return problems;
}"""


def assert_fits_width(page, where: str) -> None:
    settled(page)
    problems = page.evaluate(SIDEWAYS)
    assert not problems, f"{where}: " + "; ".join(problems)


def at_phone_sizes(page, where: str) -> None:
    for width, height in PHONES:
        page.set_viewport_size({"width": width, "height": height})
        assert_fits_width(page, f"{where} at {width}×{height}")


def from_menu(page, item: str) -> None:
    """Press a button of the table's menu (folded behind one button on a phone): the menu folds at once."""
    if page.is_visible("#menu-toggle") and not page.is_visible(f"#{item}"):
        page.click("#menu-toggle")
    page.click(f"#{item}")
    assert not page.is_visible("#table-menu.open"), f"the menu stays open over what {item} opened"


def check_dialog(page, where: str, opener, opened: str, close: str) -> None:
    opener()
    page.wait_for_selector(opened)
    at_phone_sizes(page, where)
    page.click(close)
    page.wait_for_selector(opened, state="detached")


def check_scores(page, where: str) -> None:
    """The Tabela, then its first deal's figures, then that deal's review opened from it."""
    from_menu(page, "scoreboard-open")
    page.wait_for_selector("#scoreboard[open]")
    at_phone_sizes(page, f"{where}: the scores")
    page.click("#scoreboard .deal-open >> nth=0")
    page.wait_for_selector("#scoreboard .scoreboard-deal")
    at_phone_sizes(page, f"{where}: a deal's result in the scores")
    page.click("#scoreboard-back")
    page.click("#scoreboard .deal-replay >> nth=0")
    check_review(page, f"{where}: the review from the scores")
    page.click("#scoreboard-close")


# Whatever of the review's felt lies below the felt's inner edge (under its rim, or off it): the
# seats' open hands, the centre's line, as "what: pixels".
OUT_OF_THE_FELT = """
() => {
  const felt = document.querySelector('#review .felt');
  const style = getComputedStyle(felt);
  const inner = felt.getBoundingClientRect().bottom - parseFloat(style.borderBottomWidth);
  return [...felt.querySelectorAll('*')]
    .filter((part) => part.getClientRects().length && part.getBoundingClientRect().bottom > inner + 1)
    .map((part) => `${part.className || part.tagName}: ${Math.round(part.getBoundingClientRect().bottom - inner)}px`);
}
"""


# In the review, the parts of the felt's centre (the trick, its line, the stock, the last trick) that lie over a
# seat's panel: a seat that shows its whole hand must leave the centre its room.
OVER_A_SEAT = """() => {
  const seats = [...document.querySelectorAll('#review .felt .seat')].map((seat) => seat.getBoundingClientRect());
  const over = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  return [...document.querySelectorAll('#review .felt .centre *')]
    .filter((part) => !part.children.length && part.getClientRects().length)
    .filter((part) => seats.some((seat) => over(part.getBoundingClientRect(), seat)))
    .map((part) => part.textContent.trim() || part.className);
}"""
LAPTOPS = [(1366, 768), (1280, 720)]
MOTION_ENDED = "() => document.getAnimations().every((motion) => motion.playState !== 'running' || motion.effect?.getTiming().iterations === Infinity)"


def centre_clear(page, where: str) -> None:
    """At each laptop size, at steps spread over the deal, the centre lies clear of every seat's open hand."""
    for width, height in LAPTOPS:
        page.set_viewport_size({"width": width, "height": height})
        for share in (0.1, 0.3, 0.5, 0.7, 0.9):
            step = page.eval_on_selector(
                "#replay-slider",
                "(s, share) => { s.value = String(Math.round(s.max * share)); s.dispatchEvent(new Event('input', { bubbles: true })); return s.value; }",
                share,
            )
            page.wait_for_function(MOTION_ENDED)  # the cards of the step have flown to their places
            assert page.evaluate(OVER_A_SEAT) == [], f"{where} at {width}×{height}, step {step}: the centre lies over a seat"


def review_fits(page, where: str) -> None:
    """At each phone size nothing spills sideways, and the felt holds its seats and centre."""
    for width, height in PHONES:
        page.set_viewport_size({"width": width, "height": height})
        assert_fits_width(page, f"{where} at {width}×{height}")
        assert page.evaluate(OUT_OF_THE_FELT) == [], f"{where} at {width}×{height}: below the felt's rim"
        # the deal's graph and slider have the dialog's whole width, not what the step buttons leave them
        track = page.eval_on_selector("#review .replay-track", "t => t.getBoundingClientRect().width")
        assert track >= width - 40, f"{where} at {width}×{height}: the graph is squeezed to {track:.0f} px"


def check_review(page, where: str) -> None:
    """The review at its first step and at its last (the deal's result in the centre)."""
    page.wait_for_selector("#review[open] #replay-slider")
    centre_clear(page, where)
    page.click("#replay-first")
    review_fits(page, f"{where}, first step")
    page.click("#replay-end")
    page.wait_for_selector("#review .replay-result")
    review_fits(page, f"{where}, last step")
    page.click("#replay-close")
    page.wait_for_selector("#review", state="detached")


def check_rules_and_settings(page, where: str) -> None:
    check_dialog(page, f"{where}: the rules", lambda: from_menu(page, "table-rules"), "dialog.rules-dialog[open]", "#rules-close")
    check_dialog(page, f"{where}: the settings", lambda: from_menu(page, "table-settings"), "#settings[open]", "#settings .dialog-buttons button.primary")


# A seat chip's name or badge (a title, "passed", a named trump), or the game's name in the bar, that shows only its
# first letters (text wider than its box).
CUT_SHORT = """() => [...document.querySelectorAll('.seat .seat-name, .seat .seat-name-short, .seat .badge, .seat .suit-chip, .table-bar h2')]
  .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent)"""
RESULTS_SCROLL = """() => [...document.querySelectorAll('#results .table-scroll')].some((s) => s.scrollWidth > s.clientWidth + 1)"""
# The results' title if it breaks inside its figures ("Wynik rozdania 1 z" / "2"), whatever its markup: the
# lines that the characters of "1 z 2" (or "1 of 2") lie on, found through a range over its text.
BROKEN_FIGURES = """() => {
  const title = document.querySelector('#results-title');
  const figures = title && /\\d+ (z|of) \\d+/.exec(title.textContent);
  if (!figures) return null;
  const range = document.createRange();
  const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
  const [start, end] = [figures.index, figures.index + figures[0].length];
  for (let node = walker.nextNode(), at = 0; node; at += node.length, node = walker.nextNode()) {
    if (start >= at && start < at + node.length) range.setStart(node, start - at);
    if (end > at && end <= at + node.length) range.setEnd(node, end - at);
  }
  const lines = new Set([...range.getClientRects()].filter((box) => box.width).map((box) => Math.round(box.bottom)));
  return lines.size > 1 ? title.textContent : null;
}"""

# The results' cells and scoring cards that show under the way on (its buttons, which stay in view as the panel scrolls), as their
# texts: a cell's visible part is what every box that clips it leaves in view.
COVERED_FIGURES = """() => {
  const bar = document.querySelector('#results .result-actions')?.getBoundingClientRect();
  if (!bar) return [];
  const shown = (cell) => {
    let { top, bottom } = cell.getBoundingClientRect();
    for (let box = cell.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    }
    return { top, bottom };
  };
  return [...document.querySelectorAll('#results :is(th, td, .scoring-card)')]
    .filter((cell) => { const { top, bottom } = shown(cell); return Math.min(bottom, bar.bottom) - Math.max(top, bar.top) > 1; })
    .map((cell) => cell.textContent.trim());
}"""
# Tarok's scoring sections narrower than the panel's figures (side by side on a phone), or a card that leaves its section.
SQUEEZED_SCORING = """() => [...document.querySelectorAll('#results .breakdown')].filter((section) => {
  const box = section.getBoundingClientRect();
  const room = section.closest('.deal-breakdown').getBoundingClientRect();
  const out = [...section.querySelectorAll('.scoring-card')].some((card) => card.getBoundingClientRect().right > box.right + 0.5);
  return box.width < room.width - 1 || out;
}).map((section) => section.querySelector('h3').textContent)"""


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("prezydent", {"players": "6", "deals": "2"}),
        ("doudizhu", {"deals": "2"}),
        ("tarok", {"deals": "2"}),
        ("koalicje", {}),
    ],
)
def test_every_dialog_and_table_fits_a_phone(page, site, game: str, options: dict[str, str]) -> None:
    """Played in Polish on a 360×640 phone, every turn fits; at the deal's results, the results panel, the
    scores and a deal's figures in them, the review, the rules and the settings fit both phones. Then in
    English (a reload: the game resumes at the next deal) the table, the scores, the review, the rules and
    the settings again."""
    page, watch = page
    page.set_viewport_size({"width": 360, "height": 640})
    open_table(page, f"{site.url}?pace=0&seed=11&nosw", game, "pl", options)
    plays: list[int] = []

    def turn_fits(stage: str) -> None:
        assert_fits_width(page, f"{game} {stage} at 360×640")
        plays.append(page.locator("#trick .play").count())
        assert not page.evaluate(CUT_SHORT), f"{game} {stage}: a seat's name or pass cut short"

    def results_fit(stage: str) -> None:
        if stage != "results":
            return
        at_phone_sizes(page, f"{game}: the results (pl)")
        for width, height in PHONES:  # every column in view (the Polish "Razem" too): nothing to scroll to
            page.set_viewport_size({"width": width, "height": height})
            assert not page.evaluate(RESULTS_SCROLL), f"{game}: the results scroll sideways at {width}×{height}"
            assert not page.evaluate(BROKEN_FIGURES), f"{game}: the results' title breaks inside its figures at {width}×{height}"
            squeezed = page.evaluate(SQUEEZED_SCORING)
            assert not squeezed, f"{game}: scoring cards squeezed at {width}×{height}: {squeezed}"
            covered = page.evaluate(COVERED_FIGURES)  # the figures scroll above the way on, never under it
            assert not covered, f"{game}: the results' buttons cover its figures at {width}×{height}: {covered}"
        page.click("#review-deal")
        check_review(page, f"{game}: the review (pl)")
        check_scores(page, f"{game} (pl)")
        check_rules_and_settings(page, f"{game} (pl)")

    stages = play_through(page, results_fit, until={"results"}, on_turn=turn_fits)
    assert "results" in stages, f"{game}: phases seen {stages}"
    if game == "prezydent":  # P7: a trick goes round the table until all pass: six players make long ones
        assert max(plays) >= 6, f"no trick of six plays or more came to be measured: {plays}"

    page.evaluate("() => localStorage.setItem('karciarnia.lang', 'en')")
    page.reload()
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)
    assert page.get_attribute("html", "lang") == "en"
    at_phone_sizes(page, f"{game}: the table (en)")
    check_scores(page, f"{game} (en)")
    check_rules_and_settings(page, f"{game} (en)")
    watch.assert_clean()


def test_a_named_trump_is_whole_on_every_seat(page, site) -> None:
    """Koalicje's named trumps (K11) on the seats say their whole suit, on a laptop and on phones:
    "♦ diamonds" (the longest), never "♦ diamonc…"."""
    page, watch = page
    open_table(page, f"{site.url}?pace=0&seed=46&nosw", "koalicje", "en", {})  # Computer 2 names ♦ before your first card
    page.wait_for_selector(".felt .seat .badge.named-trump .suit-chip[data-suit=D]", state="attached")
    for width, height in [(1366, 768), *PHONES]:
        page.set_viewport_size({"width": width, "height": height})
        settled(page)
        assert not page.evaluate(CUT_SHORT), f"a named trump cut short at {width}×{height}: {page.evaluate(CUT_SHORT)}"
    watch.assert_clean()


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_friends_dialog_fits_a_phone(page, site, lang: str) -> None:
    page, watch = page
    page.set_viewport_size({"width": 360, "height": 640})
    open_home_in(page, site.url + "?pace=0&nosw", lang)
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#friends-setup")  # every other seat to a friend
    for game in ("koalicje", "tarok", "doudizhu", "prezydent"):  # the options sheet, its seats' longest choice in each game
        page.check(f"input[name=game][value={game}]")
        at_phone_sizes(page, f"the options sheet for friends, {game} ({lang})")
    page.click("#start")
    page.wait_for_selector("#friends[open]", timeout=BOOT_TIMEOUT)  # the friends' dialog opens by itself
    at_phone_sizes(page, f"the friends' dialog ({lang})")
    page.click("#friends-invite")
    page.wait_for_selector("#friends-link", timeout=30_000)
    at_phone_sizes(page, f"the friends' dialog with its invitation ({lang})")
    watch.assert_clean()
