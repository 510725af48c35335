"""The table redraws in place (table/patch.js): what did not change stays the same node on the page.

A node kept is neither built nor painted again, and keeps its focus; its listeners are those of the
redraw that kept it. The module is checked in the page on hand-built trees; the table, on a move.
"""

from __future__ import annotations

import pytest

from playthrough import open_prezydent, phase_now, play_first_playable

pytestmark = [pytest.mark.browser, pytest.mark.standin]

PATCH_CASES = """async () => {
  const { patchChildren } = await import("/js/table/patch.js");
  const { el } = await import("/js/dom.js");
  const calls = [];
  const tree = (items, label) => el("div", {},
    el("h2", { class: "title" }, label),
    ...items.map((id) => el("button", { dataset: { key: id }, onclick: () => calls.push(`${label}:${id}`) }, id)),
    el("input", { id: "amount", value: label }),
  );
  const live = el("div", {}, tree(["a", "b", "c"], "first"));
  document.body.append(live);
  const [title, a, b, c] = live.firstChild.children;
  const amount = live.querySelector("#amount");
  b.focus();
  patchChildren(live, el("div", {}, tree(["c", "b", "d"], "second")));
  const [title2, ...rest] = live.firstChild.children;
  const buttons = rest.filter((node) => node.tagName === "BUTTON");
  buttons.forEach((button) => button.click());
  const titleText = title.textContent;
  const focusKept = document.activeElement === b;
  const inputFresh = live.querySelector("#amount") !== amount && live.querySelector("#amount")?.value === "second";
  const persistent = el("p", { id: "persistent" }, "kept by its owner");
  live.firstChild.append(persistent);
  patchChildren(live, el("div", {}, el("div", {}, el("h2", { class: "title", title: "tip" }, "third"), persistent)));
  const result = {
    titleKept: title2 === title,
    titleText,
    order: buttons.map((button) => button.dataset.key),
    keptB: buttons[1] === b, keptC: buttons[0] === c, aGone: !a.isConnected, dNew: ![a, b, c].includes(buttons[2]),
    focusKept,
    calls,
    inputFresh,
    afterThird: [...live.firstChild.childNodes].map((node) => node.id || node.tagName),
    titleAttribute: title.getAttribute("title"), titleClass: title.className,
    persistentKept: live.querySelector("#persistent") === persistent,
  };
  live.remove();
  return result;
}"""


def cases_in_the_page(page, site, cases: str) -> dict:
    """What ``cases`` (a function run in the home page, with the page's own modules) returns."""
    host, _ = page
    host.goto(site.url + "?nosw")
    host.wait_for_selector("#play-prezydent")
    return host.evaluate(cases)


def test_a_redraw_keeps_each_node_that_is_still_there_with_the_listeners_of_the_redraw(page, site) -> None:
    result = cases_in_the_page(page, site, PATCH_CASES)
    # unchanged and moved nodes are kept (matched by key), a new one is added, a gone one removed, in the new order
    assert result["titleKept"] and result["titleText"] == "second"
    assert result["order"] == ["c", "b", "d"]
    assert result["keptB"] and result["keptC"] and result["aGone"] and result["dNew"]
    assert result["focusKept"], "the focused button was rebuilt: its focus is lost"
    # a kept button answers with the new redraw's listener only, not also with the old one
    assert result["calls"] == ["second:c", "second:b", "second:d"]
    # a form control is taken as built (its value lives beyond its attributes)
    assert result["inputFresh"]
    # attributes follow the new tree; a node its owner keeps and puts in the new tree stays itself
    assert result["afterThird"] == ["H2", "persistent"]
    assert result["titleAttribute"] == "tip" and result["titleClass"] == "title"
    assert result["persistentKept"]


DRAWING_CASES = """async () => {
  const { patchChildren } = await import("/js/table/patch.js");
  const { el } = await import("/js/dom.js");
  const face = (drawing, inside, label) => el("span", { dataset: { key: "card", drawing }, "aria-label": label }, el("b", {}, inside));
  const live = el("div", {}, face("pl:french:QS", "queen", "Q"));
  const inside = live.querySelector("b");
  patchChildren(live, el("div", {}, face("pl:french:QS", "built again", "Q♠")));
  const same = { inside: live.querySelector("b") === inside && inside.textContent, label: live.firstChild.getAttribute("aria-label") };
  patchChildren(live, el("div", {}, face("en:french:KS", "king", "K♠")));
  return { same, other: { inside: live.querySelector("b").textContent, drawing: live.firstChild.dataset.drawing } };
}"""


def test_the_same_drawing_keeps_its_insides_unread_and_another_drawing_is_redrawn(page, site) -> None:
    # A card's face is built from what it draws (data-drawing): a redraw compares only its own attributes.
    result = cases_in_the_page(page, site, DRAWING_CASES)
    assert result["same"] == {"inside": "queen", "label": "Q♠"}
    assert result["other"] == {"inside": "king", "drawing": "en:french:KS"}


# Each node stamped, and each hand card with the row of the fan it sits in (a phone's fan has two).
ROW = "(card) => card.parentElement.classList.contains('fan-row') ? [...card.parentElement.parentElement.children].indexOf(card.parentElement) : 0"
STAMP = f"""() => {{
  for (const node of document.querySelectorAll('#leave, #table [data-zone="seat"], .hand button.card')) node.__stamp = true;
  for (const card of document.querySelectorAll('.hand button.card')) card.__row = ({ROW})(card);
}}"""
STAMPED = f"""() => ({{
  leave: document.getElementById('leave').__stamp === true,
  seats: [...document.querySelectorAll('#table [data-zone="seat"]')].map((seat) => seat.__stamp === true),
  hand: [...document.querySelectorAll('.hand button.card')].map((card) => ({{
    kept: card.__stamp === true, row: card.__row === undefined || card.__row === ({ROW})(card),
  }})),
  twoRows: document.querySelector('.hand .fan').classList.contains('two-rows'),
}})"""


@pytest.mark.parametrize(("width", "height", "rows"), [(1100, 900, 1), (360, 640, 2)])
def test_a_move_at_the_table_keeps_what_it_did_not_change(page, site, width: int, height: int, rows: int) -> None:
    host, _ = page
    host.set_viewport_size({"width": width, "height": height})
    # The first computer waits half the pace (30 s) after the player's move: the table stands still meanwhile.
    open_prezydent(host, site.url + "?pace=60000&seed=7&nosw")
    host.evaluate(STAMP)
    hand_before = host.locator(".hand button.card").count()
    played = play_first_playable(host)
    stamped = host.evaluate(STAMPED)
    assert stamped["leave"], "the menu's Leave button was built again for a move that did not touch it"
    assert all(stamped["seats"]) and len(stamped["seats"]) == 4
    assert stamped["twoRows"] == (rows == 2), f"the fan at {width}×{height} is not in {rows} row(s)"
    hand = stamped["hand"]
    assert len(hand) < hand_before, "no card left the hand"
    # A phone's fan keeps its two rows as laid out: only a card that changed rows (the rows are even) is new.
    stayed = [card["kept"] for card in hand if card["row"]]
    assert len(stayed) >= len(hand) - (rows - 1) and all(stayed), f"the cards left in the hand were built again: {hand}"
    assert host.locator(f'.hand button[data-card="{played}"]').count() == 0  # P: one deck, so the card played is gone


# Every computer's face-down card stamped; then, per computer seat, whether each back it shows is a stamped one,
# and the seat's badges (a pass comes and goes with each trick, P7).
BACKS_STAMP = "() => { for (const back of document.querySelectorAll('#table .seat .backs .card')) back.__stamp = true; }"
SEATS_NOW = """() => [...document.querySelectorAll('#table [data-zone="seat"]:not(.me)')].map((seat) => ({
  backs: [...seat.querySelectorAll('.backs .card')].map((back) => back.__stamp === true),
  badges: [...seat.querySelectorAll('.badge')].map((badge) => badge.className).join(' '),
}))"""


def test_a_seats_cards_stay_while_its_badges_come_and_go(page, site) -> None:
    """A badge that appears over a seat (a pass) or leaves it does not make the seat's cards be built
    again: only the backs of cards the seat played go (one redraw kept its face-down fan all along)."""
    host, _ = page
    open_prezydent(host, site.url + "?pace=0&seed=7&nosw")
    badges_changed = False
    for _ in range(6):
        host.evaluate(BACKS_STAMP)
        before = host.evaluate(SEATS_NOW)
        play_first_playable(host)
        phase_now(host)
        after = host.evaluate(SEATS_NOW)
        badges_changed |= [seat["badges"] for seat in before] != [seat["badges"] for seat in after]
        for seat, (then, now) in enumerate(zip(before, after)):
            assert all(now["backs"]), f"computer seat {seat + 1}'s face-down cards were built again ({then['badges']!r} → {now['badges']!r}): {now['backs']}"
        if host.get_attribute("#table", "data-phase") != "turn":
            break
    assert badges_changed, "no badge came or went in these turns: the check saw nothing"
