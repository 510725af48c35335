"""Dou Dizhu in Chromium: from the lobby through the bidding and a whole deal to the result, by clicking."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from playthrough import play_until
from stored_games import fast_forward

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
RANK_ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ"]  # D2
BOOT_TIMEOUT = 120_000
SETTLED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"


def rank_of(card: str) -> str:
    return card if card in ("BJ", "RJ") else card[:-1]


def open_game(page, site, seed: int, deals: int = 1) -> list[str]:
    """From the lobby to the first decision of a Dou Dizhu game; returns the 'missing translation' warnings seen."""
    warnings: list[str] = []
    page.on("console", lambda m: m.type == "warning" and "missing translation" in m.text and warnings.append(m.text))
    page.goto(site.url + f"?pace=0&seed={seed}")
    page.click("#options-doudizhu")
    page.select_option("#option-deals", str(deals))
    page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector(".game-doudizhu", timeout=BOOT_TIMEOUT)
    return warnings


def hand(page) -> list[str]:
    """The hand as shown, left to right."""
    return page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)")


def by_rank(page) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    for card in hand(page):
        groups.setdefault(rank_of(card), []).append(card)
    return groups


def click_cards(page, cards: list[str]) -> None:
    for card in cards:
        page.click(f'.hand button[data-card="{card}"]')


def message(page) -> str:
    return page.text_content("#table-message").strip()


def selection_plays(page) -> bool:
    """Whether the selected cards make a legal play: the message line then names it."""
    return message(page).startswith("Zaznaczone:")


def wait_message(page) -> str:
    """The refusal's explanation: the message line turns from the prompt to a notice."""
    page.wait_for_selector("#table-message.notice")
    return message(page)


def bid(page) -> None:
    """Bid as high as allowed (only legal bids are enabled, D3)."""
    for button in ("#bid-3", "#bid-2", "#bid-1", "#bid-pass"):
        if page.is_enabled(button):
            page.click(button)
            return
    raise AssertionError("no bid button is enabled")


def play(page, seen: dict[str, str]) -> None:
    """Play as a simple person would: lead the lowest single; follow a single, pair or trio with
    the lowest group of that size the table accepts (the message line names it); else pass."""
    groups = by_rank(page)
    top = page.get_attribute("#trick .play.top", "data-combo") if page.query_selector("#trick .play.top") else None
    if top is None:  # leading (D17): a pass is not offered
        assert page.is_disabled("#pass")
        if "no_combination" not in seen:
            low, high = next(iter(groups.values()))[0], [g for r, g in groups.items() if r not in ("BJ", "RJ")][-1][0]
            if rank_of(low) != rank_of(high):
                # D7-D15: two cards of two ranks are no combination; Play stays disabled, the table says why
                # as soon as they are chosen (and in the button's title), and nothing changes.
                moves = page.get_attribute("#table", "data-moves")
                click_cards(page, [low, high])
                assert not selection_plays(page) and page.is_disabled("#play")
                seen["no_combination"] = wait_message(page)
                assert page.get_attribute("#play", "title") == seen["no_combination"]
                assert page.get_attribute("#table", "data-moves") == moves
                page.click("#clear")
        click_cards(page, hand(page)[:1])
        page.click("#play")
        return
    size = {"single": 1, "pair": 2, "triple": 3}.get(top)
    if size:
        for rank in sorted(groups, key=RANK_ORDER.index):
            if len(groups[rank]) < size:
                continue
            click_cards(page, groups[rank][:size])
            if selection_plays(page):
                page.click("#play")
                return
            if "too_low" not in seen:
                assert page.is_disabled("#play")
                seen["too_low"] = wait_message(page)
            page.click("#clear")
    page.click("#pass")


def rank_looks(page) -> dict[str, set[bool]]:
    """Each rank in the hand and how its cards look: {True} all dimmed, {False} all playable, both when they differ."""
    looks: dict[str, set[bool]] = {}
    cards = page.eval_on_selector_all(".hand button.card", "els => els.map(e => [e.dataset.card, e.classList.contains('unplayable')])")
    for card, dimmed in cards:
        looks.setdefault(rank_of(card), set()).add(dimmed)
    return looks


def play_deals(page, on_play=lambda: None, stop_at: tuple[str, ...] = ("over",)) -> dict[str, str]:
    """Click through every decision until the game is over, or the table shows a phase of ``stop_at``
    (``on_play()`` looks at each turn to play first); returns the refusals and the pause seen."""
    seen: dict[str, str] = {}

    def turn(page) -> None:
        if page.query_selector(".dd-bids"):
            bid(page)
        else:
            on_play()
            play(page, seen)

    def until(page, phase: str) -> bool:
        if phase == "results":  # a pause between deals (D24): the driver goes on to the next deal
            seen["pause"] = page.text_content("#results-title")
            seen["pause_header"] = page.text_content(".deal-number")
        return phase in stop_at

    play_until(page, turn, until)
    return seen


def score_rows(page) -> list[dict[str, str]]:
    return page.eval_on_selector_all(
        ".dd-scores tbody tr",
        "rows => rows.map(r => ({seat: r.dataset.seat, role: r.children[1].textContent,"
        " points: r.querySelector('.points').textContent, total: r.querySelector('.total').textContent}))",
    )


@pytest.mark.motion
def test_bid_and_play_a_whole_deal(page, site) -> None:
    page, watch = page
    warnings = open_game(page, site, seed=5)
    assert page.locator('[data-zone="seat"]').count() == 3  # D1: you and two AIs
    assert len(hand(page)) == 17
    assert page.locator("#bottom .card.back").count() == 3  # D6: face down while bidding
    assert page.locator("#bottom .card:not(.back)").count() == 0
    assert [rank_of(c) for c in hand(page)] == sorted((rank_of(c) for c in hand(page)), key=RANK_ORDER.index)  # D2
    # Bidding: you open (seed 5), so every bid is open; bid 3 ends it at once (D4).
    page.wait_for_selector("#table[data-phase=turn]")
    assert [page.is_enabled(b) for b in ("#bid-1", "#bid-2", "#bid-3", "#bid-pass")] == [True, True, True, True]
    moves = page.get_attribute("#table", "data-moves")
    page.click("#bid-3")
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    page.wait_for_selector(SETTLED)
    # D6: you are the landlord, the bottom cards are shown and in your hand; you lead.
    assert page.is_visible('[data-zone="seat"].me.landlord')
    assert page.text_content('[data-zone="seat"].me .dd-role') == "Właściciel"
    bottom = page.eval_on_selector_all("#bottom .card", "els => els.map(e => e.dataset.card)")
    assert len(bottom) == 3 and set(bottom) <= set(hand(page)) and len(hand(page)) == 20
    fresh = page.eval_on_selector_all(".hand button.card.fresh", "els => els.map(e => e.dataset.card)")
    assert sorted(fresh) == sorted(bottom)
    assert page.text_content("#dd-bid").endswith("3")
    seen = play_deals(page)
    # A refused selection is explained (D7-D15) in Polish.
    assert "nie tworzą żadnej kombinacji" in seen["no_combination"]
    assert page.text_content("#results-title").startswith("Koniec gry")
    rows = score_rows(page)
    points = [int(row["points"]) for row in rows]
    assert sum(points) == 0  # D23
    landlord = [int(row["points"]) for row in rows if row["role"] == "Właściciel"]
    farmers = [int(row["points"]) for row in rows if row["role"] == "Rolnik"]
    assert len(landlord) == 1 and farmers[0] == farmers[1] and landlord[0] == -2 * farmers[0]  # D23
    breakdown = page.text_content("#breakdown")
    multiplier = int(re.search(r"Mnożnik: ×(\d+)", breakdown).group(1))
    assert abs(farmers[0]) == 3 * multiplier  # D23: bid × multiplier
    # D22: bombs, rockets and a spring each double the stake, counted apart; a line only for what happened
    counted = {name: int(found.group(1)) if (found := re.search(rf"{name}: (\d+)", breakdown)) else 0 for name in ("Bomby", "Rakiety")}
    springs = int("Wiosna:" in breakdown or "Antywiosna:" in breakdown)
    assert multiplier == 2 ** (counted["Bomby"] + counted["Rakiety"] + springs) and "0 (" not in breakdown
    assert page.is_visible("#new-game")
    assert not warnings


@pytest.mark.standin
def test_cards_of_one_rank_look_alike(page, site) -> None:
    # D2: suits never matter, so the cards of a rank are all playable or all not, at every turn
    page, watch = page
    open_game(page, site, seed=5)
    turns: list[dict[str, set[bool]]] = []
    play_deals(page, on_play=lambda: turns.append(rank_looks(page)))
    uneven = [{rank: looks for rank, looks in turn.items() if len(looks) > 1} for turn in turns]
    assert not any(uneven), uneven
    # Not a vacuous look: some turn dims a rank of several cards while another rank stays playable.
    assert any(any(looks == {True} for looks in turn.values()) and any(looks == {False} for looks in turn.values()) for turn in turns)
    watch.assert_clean()


@pytest.mark.standin
def test_series_pauses_between_deals_and_keeps_totals(page, site) -> None:
    page, watch = page
    warnings = open_game(page, site, seed=21, deals=2)
    fast_forward(page, site)  # deal 1, two of the player's turns before its end
    seen = play_deals(page, stop_at=("results",))
    assert seen["pause"].startswith("Wynik rozdania 1 z 2")  # D24: a pause with "next deal"
    assert seen["pause_header"] == "Rozdanie 1 z 2"
    page.click("#next-deal")
    page.wait_for_selector("#table:not([data-phase=results])")
    fast_forward(page, site)  # deal 2, two of the player's turns before its end
    play_deals(page)
    series = page.eval_on_selector_all(
        "#series tbody tr, #series tfoot tr", "rows => rows.map(r => [...r.querySelectorAll('td')].map(c => Number(c.textContent)))"
    )
    deal_rows, totals = series[:-1], series[-1]
    assert len(deal_rows) == 2
    assert all(sum(row) == 0 for row in deal_rows) and sum(totals) == 0  # D23
    assert totals == [a + b for a, b in zip(*deal_rows)]
    assert [int(row["total"]) for row in score_rows(page)] == totals
    assert not warnings


# D16: the engine proves no set of cards has two readings under D7-D15, so no real deal can
# show the choice. This drives the real TableController and the real Dou Dizhu renderer with
# a stand-in engine whose legal actions are two readings of the same cards.
READINGS_SCRIPT = """
async () => {
  const { TableController, doudizhu, root } = window.standIn;
  const cards = ["3S", "3H", "3D", "4S", "4H", "4D", "5S", "5H", "6S", "6H"];
  const reading = (combo, core, wings) => ({
    id: `play:${combo}:${core.join("")}+${wings.join("")}`, type: "play", combo, core, wings,
    ranks: [...core, ...wings], main: core[core.length - 1], size: 10, cards,
  });
  const observation = {
    game: "doudizhu", seat: 0, num_players: 3, current_player: 0, phase: "play", deal_number: 0, deals: 1,
    redeals: 0, first_bidder: 0, hand: [...cards, "KS"], card_counts: [11, 17, 17], bids: [{ seat: 0, value: 1 }],
    bid: 1, landlord: 0, bottom: ["3S", "6H", "KS"], to_beat: null, trick: [], last_plays: [null, null, null],
    last_trick: [], turns: [], played: [], plays_made: [0, 0, 0], bombs: 0, multiplier: 1, results: [], totals: [0, 0, 0],
    legal_actions: [reading("airplane_pair", ["3", "3", "3", "4", "4", "4"], ["5", "5", "6", "6"]),
                    reading("pair_sequence", ["3", "3", "4", "4", "5", "5", "6", "6"], ["3", "4"])],
  };
  const view = { session: "stand-in", game: "doudizhu", seat: 0, players: ["human", "easy", "easy"], current_player: 0,
                 current_is_ai: false, terminal: false, scores: [0, 0, 0], moves: 5, observation };
  const calls = [];
  const engine = { call: async (op, request) => {
    calls.push({ op, action: request.action ?? null });
    if (op === "explain") return { reason: "no_combination", params: {} }; // a choice on the way to the ten cards (D7-D15)
    const after = { ...observation, current_player: 1, legal_actions: [], hand: ["KS"], card_counts: [1, 17, 17] };
    return { view: { ...view, current_player: 1, moves: 6, observation: after } };
  } };
  window.readingsTest = { controller: new TableController({ engine, root, renderer: doudizhu, pace: () => 0, onExit: () => {} }), calls };
  await window.readingsTest.controller.start(view);
}
"""


# What every stand-in script finds in window.standIn: the real controller and renderer, and the
# element its table is drawn into. They are the modules' sources, not the page's bundle, so their
# translations are loaded here (in Polish, as the page's).
STAND_IN = """
async () => {
  const { TableController } = await import(new URL("js/table/table.js", location.href).href);
  const { doudizhu } = await import(new URL("js/games/doudizhu.js", location.href).href);
  const { setLanguage } = await import(new URL("js/i18n.js", location.href).href);
  await setLanguage("pl");
  const root = document.createElement("section");
  root.id = "stand-in-table";
  document.querySelector("main").append(root);
  window.standIn = { TableController, doudizhu, root };
}
"""


def stand_in_table(page, site, script: str) -> list[str]:
    """Run ``script`` (a table on a stand-in engine) in the page; returns the console warnings seen."""
    warnings: list[str] = []
    page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))
    page.goto(site.url + "?pace=0")
    page.wait_for_selector("#play-prezydent")  # the translations are in; the engine is not needed
    page.evaluate(STAND_IN)
    page.evaluate(script)
    return warnings


@pytest.mark.standin
def test_an_ambiguous_selection_offers_each_reading(page, site) -> None:
    page, watch = page
    warnings = stand_in_table(page, site, READINGS_SCRIPT)
    table = "#stand-in-table"
    for card in ["3S", "3H", "3D", "4S", "4H", "4D", "5S", "5H", "6S", "6H"]:
        page.click(f'{table} .hand button[data-card="{card}"]')
    assert page.is_hidden(f"{table} #readings")
    page.click(f"{table} #play")
    buttons = page.locator(f"{table} #readings button")
    assert buttons.count() == 2
    assert buttons.all_text_contents() == ["samolot z parami: 3 3 3 4 4 4 + 5 5 6 6", "ciąg par: 3 3 4 4 5 5 6 6 + 3 4"]
    assert "więcej niż jedną kombinację" in page.text_content(f"{table} #table-message")
    acts = "() => window.readingsTest.calls.filter((call) => call.op === 'act')"  # a choice on the way was only explained
    assert page.evaluate(acts) == []  # nothing is played before the choice
    buttons.nth(1).click()
    page.wait_for_function(f"() => ({acts})().length === 1")
    assert page.evaluate(acts) == [{"op": "act", "action": "play:pair_sequence:33445566+34"}]
    page.wait_for_selector(f"{table} .hand button.card >> nth=0")
    assert page.locator(f"{table} #readings").count() == 0
    assert not warnings


# D5: only three passes with no bid deal the cards again. A stand-in engine (as above) gives the
# real TableController and renderer a bidding with no bid yet, a hint to pass, and then the view
# after a real redeal, so that both can be told apart.
REDEAL_SCRIPT = """
async () => {
  const { TableController, doudizhu, root } = window.standIn;
  const hand = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", "2S", "3H", "4H", "5H", "6H"];
  const bids = ["bid:1", "bid:2", "bid:3", "bid:pass"].map((id) => ({ id, type: "bid", value: id === "bid:pass" ? 0 : Number(id.slice(4)) }));
  const bidding = (bidsMade, redeals, current) => ({
    game: "doudizhu", seat: 0, num_players: 3, current_player: current, phase: "bidding", deal_number: 0, deals: 1,
    redeals, first_bidder: 1, hand, card_counts: [17, 17, 17], bids: bidsMade, bid: 0, landlord: null, bottom: null,
    to_beat: null, trick: [], last_plays: [null, null, null], last_trick: [], turns: [], played: [], plays_made: [0, 0, 0],
    bombs: 0, rockets: 0, multiplier: 1, results: [], totals: [0, 0, 0], legal_actions: current === 0 ? bids : [],
  });
  const viewOf = (observation, moves) => ({ session: "stand-in", game: "doudizhu", seat: 0, players: ["human", "human", "human"],
    current_player: observation.current_player, current_is_ai: false, terminal: false, scores: [0, 0, 0], moves, observation });
  const start = viewOf(bidding([], 0, 0), 0);
  const replies = {
    hint: () => ({ action: bids[3] }),
    // Seat 0 bids last (first bidder 1): its pass is the third, and the cards are dealt again.
    act: () => ({ view: viewOf(bidding([], 1, 1), 1) }),
  };
  const engine = { call: async (op) => replies[op]() };
  const controller = new TableController({ engine, root, renderer: doudizhu, pace: () => 0, onExit: () => {} });
  const said = (view, action) => doudizhu.describeAction(Object.assign(Object.create(controller), { view }), 0, action);
  window.redealTest = {
    controller,
    // the announcer's sentence for a pass seen from a bidding with no bid and no redeal, and after the redeal
    beforeAnyBid: said(start, bids[3]),
    afterRedeal: said(viewOf(bidding([], 1, 1), 1), bids[3]),
  };
  await controller.start(start);
}
"""


@pytest.mark.standin
def test_the_redeal_is_said_only_when_it_happened(page, site) -> None:
    page, watch = page
    warnings = stand_in_table(page, site, REDEAL_SCRIPT)
    table = "#stand-in-table"
    redeal = "rozdano ponownie"
    # a bidding with no bid yet is no redeal (D5 needs three passes), neither in the announcer's sentence nor in the hint.
    assert redeal not in page.evaluate("() => window.redealTest.beforeAnyBid")
    assert redeal in page.evaluate("() => window.redealTest.afterRedeal")
    assert page.locator(f"{table} #redealt").count() == 0
    page.click(f"{table} #hint")
    page.wait_for_function("() => document.querySelector('#stand-in-table #table-message').textContent.includes('Podpowiedź')")
    hint = page.text_content(f"{table} #table-message")
    assert hint == "Podpowiedź (poziom trudny): pas"  # no subject, and no redeal
    # The third pass: now the cards were dealt again (D5), and the table says so.
    page.click(f"{table} #hint-play")
    page.wait_for_function("() => document.querySelector('#announcer').textContent.includes('rozdano ponownie')")
    # Your own move is said without "you" as its subject, then what it brought about.
    assert page.text_content("#announcer") == "Twój ruch: pas. Wszyscy spasowali: karty rozdano ponownie."
    assert "razy: 1" in page.text_content(f"{table} #redealt")
    assert not warnings


# D20: after two passes the last seat that played takes the trick. A stand-in engine (as above)
# gives the real controller and renderer your pass after a pass; each redraw of the table is
# recorded, so that the pause on the completed trick is seen whatever the machine's speed.
TRICK_SCRIPT = """
async () => {
  const { TableController, doudizhu, root } = window.standIn;
  const pair = { seat: 1, pass: false, id: "play:pair:7", combo: "pair", ranks: ["7", "7"], main: "7", cards: ["7S", "7H"] };
  const pass = (seat) => ({ seat, pass: true, id: "pass", cards: [] });
  const play = (trick, lastTrick, current) => ({
    game: "doudizhu", seat: 0, num_players: 3, current_player: current, phase: "play", deal_number: 0, deals: 1,
    redeals: 0, first_bidder: 1, hand: ["3S", "4S", "5S"], card_counts: [3, 15, 17], bids: [{ seat: 1, value: 1 }],
    bid: 1, landlord: 1, bottom: ["3S", "KH", "KD"], to_beat: trick.length ? pair : null, trick, last_plays: [null, null, null],
    last_trick: lastTrick, turns: [pair, ...trick.slice(1)], played: ["7S", "7H"], plays_made: [0, 2, 0], bombs: 0, rockets: 0,
    multiplier: 1, results: [], totals: [0, 0, 0], legal_actions: current === 0 ? [{ id: "pass", type: "pass" }] : [],
  });
  const viewOf = (observation, moves) => ({ session: "stand-in", game: "doudizhu", seat: 0, players: ["human", "easy", "easy"],
    current_player: observation.current_player, current_is_ai: false, terminal: false, scores: [0, 0, 0], moves, observation });
  const engine = { call: async () => ({ view: viewOf(play([], [pair, pass(2), pass(0)], 1), 9) }) };
  const shown = [];
  new MutationObserver(() => {
    const trick = root.querySelector("#trick");
    shown.push({
      complete: Boolean(trick?.classList.contains("complete")),
      exits: [...(trick?.querySelectorAll(".card") ?? [])].map((card) => card.dataset.exitTo ?? null),
      message: root.querySelector("#table-message")?.textContent ?? "",
    });
  }).observe(root, { childList: true, subtree: true });
  window.trickTest = { shown };
  // The player passes by hand here (only a pass is legal, which the table would otherwise make itself).
  localStorage.setItem("karciarnia.settings", JSON.stringify({ format: 1, autoForced: false }));
  const controller = new TableController({ engine, root, renderer: doudizhu, pace: () => 1, onExit: () => {} });
  await controller.start(viewOf(play([pair, pass(2)], [], 0), 8));
}
"""


@pytest.mark.motion
@pytest.mark.standin
def test_a_taken_trick_pauses_then_sweeps_to_its_taker(page, site) -> None:
    page, watch = page
    warnings = stand_in_table(page, site, TRICK_SCRIPT)
    table = "#stand-in-table"
    # The play to beat lies in the centre, keyed and flying in from its seat; a pass shows by its seat.
    top = page.locator(f"{table} #trick .play.top")
    assert top.get_attribute("data-seat") == "1" and top.get_attribute("data-combo") == "pair"
    keys = page.eval_on_selector_all(f"{table} #trick .card", "cards => cards.map(c => [c.dataset.key, c.dataset.enterFrom])")
    assert keys == [["card:7S", "1"], ["card:7H", "1"]]
    assert page.text_content(f'{table} [data-zone="seat"][data-seat="2"] .dd-said') == "pas"
    page.click(f"{table} #pass")
    page.wait_for_function("() => document.querySelector('#stand-in-table').dataset.moves === '9' && window.trickTest.shown.length > 0")
    page.wait_for_function("() => !document.querySelector('#stand-in-table #trick .card')")
    shown = page.evaluate("() => window.trickTest.shown")
    paused = [s for s in shown if s["complete"]]
    # D20: the completed trick stays, its cards bound for the taker, and the line says who took it …
    assert paused and all(s["exits"] == ["1", "1"] for s in paused)
    assert paused[0]["message"] == "Lewę bierze: Komputer 1 (łatwy)"
    # … then the centre is empty and no seat shows a turn of the old trick.
    assert shown[-1] == {"complete": False, "exits": [], "message": shown[-1]["message"]}
    assert page.locator(f"{table} .dd-said, {table} .dd-beaten").count() == 0
    assert not warnings


# D20: the player's pair stood two passes, so the player takes the trick and leads the next. A
# stand-in engine gives the real controller the last computer's pass; each redraw is recorded, so
# that what the hand offers while the taken trick is shown is seen whatever the machine's speed.
TAKEN_BY_YOU_SCRIPT = """
async () => {
  const { TableController, doudizhu, root } = window.standIn;
  const pair = { seat: 0, pass: false, id: "play:pair:7", combo: "pair", ranks: ["7", "7"], main: "7", cards: ["7S", "7H"] };
  const pass = (seat) => ({ seat, pass: true, id: "pass", cards: [] });
  const leads = ["3S", "4S", "5S"].map((card) => ({ id: `play:solo:${card}`, type: "play", combo: "solo", cards: [card] }));
  const play = (trick, lastTrick, current) => ({
    game: "doudizhu", seat: 0, num_players: 3, current_player: current, phase: "play", deal_number: 0, deals: 1,
    redeals: 0, first_bidder: 0, hand: ["3S", "4S", "5S"], card_counts: [3, 15, 15], bids: [{ seat: 0, value: 1 }],
    bid: 1, landlord: 0, bottom: ["3S", "KH", "KD"], to_beat: trick.length ? pair : null, trick, last_plays: [null, null, null],
    last_trick: lastTrick, turns: [pair, ...trick.slice(1)], played: ["7S", "7H"], plays_made: [2, 0, 0], bombs: 0, rockets: 0,
    multiplier: 1, results: [], totals: [0, 0, 0], legal_actions: current === 0 ? leads : [],
  });
  const viewOf = (observation, moves) => ({ session: "stand-in", game: "doudizhu", seat: 0, players: ["human", "easy", "easy"],
    current_player: observation.current_player, current_is_ai: observation.current_player !== 0, terminal: false,
    scores: [0, 0, 0], moves, observation });
  const engine = { call: async () => ({ view: viewOf(play([], [pair, pass(1), pass(2)], 0), 9), actor: 2, action: { id: "pass", type: "pass" } }) };
  const shown = [];
  new MutationObserver(() => {
    shown.push({
      complete: Boolean(root.querySelector("#trick")?.classList.contains("complete")),
      phase: root.dataset.phase,
      live: root.querySelectorAll('[data-zone="hand"] button.card:not([disabled]):not([aria-disabled="true"])').length,
    });
  }).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-phase"] });
  window.takenTest = { shown };
  const controller = new TableController({ engine, root, renderer: doudizhu, pace: () => 1, onExit: () => {} });
  await controller.start(viewOf(play([pair, pass(1)], [], 2), 8));
}
"""


@pytest.mark.motion
@pytest.mark.standin
def test_the_hand_waits_while_the_trick_it_took_is_shown(page, site) -> None:
    page, watch = page
    warnings = stand_in_table(page, site, TAKEN_BY_YOU_SCRIPT)
    page.wait_for_function("() => document.querySelector('#stand-in-table').dataset.phase === 'turn'")
    shown = page.evaluate("() => window.takenTest.shown")
    paused = [s for s in shown if s["complete"]]
    # D20: the player takes the trick and leads next, but not over the trick still on show …
    assert paused and all(s["phase"] == "wait" and s["live"] == 0 for s in paused)
    # … then the hand is live for the lead.
    assert shown[-1]["phase"] == "turn" and shown[-1]["live"] == 3
    assert not warnings


def test_every_refusal_reason_and_combination_is_translated() -> None:
    """Each reason DoudizhuState.explain gives and each combination type has its text in both languages."""
    game = (ROOT / "engine" / "karciarnia" / "games" / "doudizhu" / "game.py").read_text(encoding="utf-8")
    combos = (ROOT / "engine" / "karciarnia" / "games" / "doudizhu" / "combos.py").read_text(encoding="utf-8")
    explain = game[game.index("def explain") : game.index("def multiplier")]
    reasons = set(re.findall(r'return "([a-z_]+)", \{', explain))
    kinds = set(re.findall(r'^[A-Z_]+ = "([a-z_]+)"$', combos, re.MULTILINE))
    assert {"bidding_now", "no_combination", "same_combination", "not_higher"} <= reasons and len(kinds) == 14
    for lang in ("pl", "en"):
        strings: dict[str, str] = {}
        for namespace in ("common", "doudizhu"):
            strings.update(json.loads((ROOT / "web" / "i18n" / lang / f"{namespace}.json").read_text(encoding="utf-8")))
        # not_higher is worded per what is on the table (the renderer's explanation()).
        wanted = {f"why.{r}" for r in reasons - {"not_higher"}} | {"why.beat_higher", "why.beat_bomb", "why.beat_rocket", "why.bomb_only"}
        wanted |= {f"doudizhu.combo.{kind}" for kind in kinds}
        assert sorted(wanted - set(strings)) == [], lang
