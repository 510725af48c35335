"""The table fits the screen (issue 12): every game, every phase, six window sizes.

Each game is played through once (the human seat moved by the hint); the
first time a phase shows (bidding, leading, following, giving, naming trumps,
discarding, results) the table is measured at 1920×1080, 1366×768, 1280×720,
a 390×844 phone, 844×390 in landscape and 360×640: the page does not scroll,
the hand, the actions, the centre and the message line lie inside the
viewport and do not overlap, and on a phone every button is at least 44×44 px;
axe finds no serious WCAG A/AA violation (at every size in the first phase, on phones in all).
Hand cards overlap in a fan, so their tap target is the strip a fan leaves in
view: at least 24 px wide (WCAG 2.5.8), the full card height.
"""

from __future__ import annotations

import json

import pytest

from helpers import KOALICJE_ELECTION_DEAL
from playthrough import open_table, play_through
from test_accessibility import audit

pytestmark = pytest.mark.browser

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


def check_table(page, where: str) -> None:
    # The fan is laid out again on resize, for the window's new size.
    page.wait_for_function("() => (document.querySelector('.fan')?.dataset.layoutFor ?? `${innerWidth}x${innerHeight}`) === `${innerWidth}x${innerHeight}`")
    # ... and the deal's cards have landed (a card in flight is measured where it is drawn).
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running' || a instanceof CSSAnimation)")
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
    stages = play_through(page, fits_everywhere(page, game), stop_after=150, until=least_stages)
    assert least_stages <= set(stages), f"{game}: phases seen {stages}"
    watch.assert_clean()


def test_lobby_does_not_scroll_sideways(page, site) -> None:
    page, watch = page
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(site.url + "?pace=0&nosw")
        page.wait_for_selector("#start")
        scroll_width = page.evaluate("() => document.scrollingElement.scrollWidth")
        assert scroll_width <= width, f"the lobby scrolls sideways at {width}×{height}"


def test_the_engine_state_leaves_the_header_once_ready(page, site) -> None:
    # issue 12: "Silnik gotowy" stayed in the header for good; it is for screen readers only once ready.
    page, watch = page
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=120_000)
    box = page.locator("#engine-status").bounding_box()
    assert box["width"] <= 1 and box["height"] <= 1, f"the ready state still takes {box} in the header"
    assert page.get_attribute("#engine-status", "role") == "status"


def test_koalicje_election_discards_fit_every_size(page, site) -> None:
    # issue 12: the election's discards (K20) are a phase of their own; a prepared deal brings it at once.
    page, watch = page
    record = {"format": 1, "game": "koalicje", "options": {"deal": KOALICJE_ELECTION_DEAL}, "seed": 4, "actions": []}
    saved = {"format": 1, "game": "koalicje", "record": record, "players": ["human", "easy", "easy", "easy"], "levels": ["easy"] * 3}
    page.add_init_script(f"localStorage.setItem('karciarnia.saved', {json.dumps(json.dumps(saved))});")
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=120_000)  # the saved game reopens
    stages = play_through(page, fits_everywhere(page, "koalicje"), stop_after=20, until={"discard-lead"})
    assert "discard-lead" in stages, f"phases seen {stages}"
    watch.assert_clean()
