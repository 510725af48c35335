"""Tarok dla dwóch in Chromium: from the lobby to the result by clicking (and by keyboard)."""

from __future__ import annotations

from pathlib import Path

import pytest

from karciarnia.catalog import get_game
from playthrough import play_until
from stored_games import fast_forward
from test_game_file_browser import download

pytestmark = pytest.mark.browser

BOOT_TIMEOUT = 120_000
# With seed 33 against the normal AI, playing the first playable card each turn meets the
# king-and-page duty (T8) on the sixth turn: the refused card must name the page.
SEED = 33


def wait_ready(page) -> None:
    page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)


def start_tarok(page, deals: int = 1) -> None:
    page.click("#options-tarok")
    page.wait_for_selector("#option-deals")
    page.select_option("#option-deals", str(deals))
    page.select_option("#option-level", "normal")
    page.click("#start")
    page.wait_for_selector(".hand button.card", timeout=BOOT_TIMEOUT)


def message(page) -> str:
    return page.text_content("#table-message").strip()


def refuse(page) -> tuple[str, str]:
    """Click a card the rules forbid now: nothing is played and the duty is explained."""
    moves = page.get_attribute("#table", "data-moves")
    hint = page.text_content("#duty-hint")
    page.click(".hand button.card.unplayable")
    page.wait_for_selector("#table-message.notice")  # the line holds the duty as a prompt until the refusal replaces it
    assert page.get_attribute("#table", "data-moves") == moves  # nothing was played
    assert page.locator(".hand button.refused").count() == 1
    return hint, message(page)


def play_one(page, turn: int) -> None:
    """Play the first playable card: by mouse, or every third turn by keyboard (focus, Enter)."""
    card = page.locator(".hand button.card:not(.unplayable)").first
    if turn % 3 == 2:
        card.focus()
        page.keyboard.press("Enter")
    else:
        card.click()


def play_deal(page, seen: dict) -> str:
    """Click through until the results (or the end); returns the phase reached."""
    turns = 0

    def turn(page) -> None:
        nonlocal turns
        seen["slots"].add(page.locator("#trick li.slot").count())
        seen["points"].append(sum(int(p) for p in page.eval_on_selector_all(".stat.points", "els => els.map(e => e.dataset.points)")))
        if page.locator("#last-trick").count():
            seen["last_trick"] = True
        rule = page.get_attribute("#duty-hint", "data-rule")
        if page.locator(".hand button.card.unplayable").count() and (rule == "T8" or not seen["refusals"]):
            seen["refusals"].append((rule, *refuse(page)))
        play_one(page, turns)
        turns += 1

    return play_until(page, turn)


def results_rows(page) -> dict[str, list[int]]:
    return page.eval_on_selector_all(
        "#results tbody tr",
        "rows => Object.fromEntries(rows.map(r => [r.dataset.seat,"
        " [...r.querySelectorAll('td')].map(c => Number(c.textContent))]))",
    )


@pytest.mark.motion
def test_a_whole_deal_from_lobby_to_result(page, site) -> None:
    page, watch = page
    # Forced moves wait for a click here: the last trick's only card is played by hand, so that the
    # table is seen at the last trick's turn (T5's two slots).
    page.add_init_script("localStorage.setItem('karciarnia.settings', JSON.stringify({format: 1, autoForced: false}))")
    page.goto(site.url + f"?pace=0&seed={SEED}")
    wait_ready(page)
    start_tarok(page)
    # T3: 9 cards each and a 60-card stock; T5: four slots, leader and opponent alternating.
    assert page.locator('[data-zone="seat"]').count() == 2
    assert page.text_content('[data-zone="seat"]:not(.me) .count-row .count') == "9 kart"
    assert page.get_attribute("#stock", "data-count") == "60"
    assert page.locator("#trick li.slot").count() == 4
    assert page.locator(".hand button.card").count() == 9
    seen = {"slots": set(), "points": [], "last_trick": False, "refusals": []}
    assert play_deal(page, seen) == "over"

    # A refused card names the duty: T8 "musisz zagrać pazia …", shown before as a hint too.
    t8 = [(hint, why) for rule, hint, why in seen["refusals"] if rule == "T8"]
    assert t8, seen["refusals"]
    hint, why = t8[0]
    assert "musisz zagrać pazia" in hint and "musisz zagrać pazia" in why
    assert all(why.startswith("Nie ta karta") and "musisz" in why for _, _, why in seen["refusals"])
    # T5: the last trick has two slots; points taken so far never pass 89; the last trick is shown.
    assert seen["slots"] == {2, 4}
    assert seen["points"] == sorted(seen["points"]) and seen["points"][-1] <= 89
    assert seen["last_trick"]

    # T18–T20: the result shows tricks, card points and the deal's points adding up to 89.
    rows = results_rows(page)
    assert sorted(rows) == ["0", "1"]
    tricks, card_points, points = (sum(row[i] for row in rows.values()) for i in range(3))
    assert points == 89 and tricks == 19 and card_points == 70
    assert page.get_attribute(".deal-sum", "data-sum") == "89"
    for seat, (seat_tricks, seat_cards, seat_points) in rows.items():
        assert seat_tricks + seat_cards == seat_points
        listed = page.eval_on_selector_all(f'.breakdown[data-seat="{seat}"] .scoring-card', "els => els.map(e => Number(e.dataset.points))")
        assert sum(listed) == seat_cards  # T19: each scoring card with its points
    assert "Rozdanie wygrywa" in page.text_content("#verdict")
    page.click("#new-game")
    page.wait_for_selector("#lobby:not([hidden]) #play-tarok")


@pytest.mark.standin
def test_a_match_pauses_between_deals_in_english(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=53")
    page.click("#languages button[lang=en]")
    page.wait_for_selector("text=Choose a game")
    wait_ready(page)
    start_tarok(page, deals=2)
    assert page.inner_text(".table-bar h2") == "Two-player Tarok"  # the whole name on a laptop (a phone's bar: "Tarok")
    seen = {"slots": set(), "points": [], "last_trick": False, "refusals": []}
    # T21: after the first deal the table pauses on its result ("next deal"). Deal 1 is reopened four of the
    # player's turns before its end, deal 2 two: a refused card (the duties of T8-T13) comes in those turns.
    fast_forward(page, site, turns_left=4)
    assert play_deal(page, seen) == "results"
    assert "Result of deal 1 of 2" in page.text_content("#results-title")
    first = results_rows(page)
    assert sum(row[2] for row in first.values()) == 89 and all(row[3] == row[2] for row in first.values())
    assert seen["refusals"] and "you must" in seen["refusals"][0][2]
    page.click("#next-deal")
    page.wait_for_selector("#table:not([data-phase=results])")
    fast_forward(page, site)
    assert play_deal(page, seen) == "over"
    final = results_rows(page)
    # T21: match totals are the two deals summed: 178 points in all.
    assert sum(row[3] for row in final.values()) == 178
    assert page.text_content("#verdict").startswith(("Match won by", "A draw"))


# Every render of the table, as the trick's cards stand right after it: key and running animations.
RECORD_RENDERS = """() => {
  window.tarokRenders = [];
  new MutationObserver(() => {
    window.tarokRenders.push([...document.querySelectorAll('#trick .card')].map((card) => ({
      key: card.dataset.key,
      animations: card.getAnimations({ subtree: true }).length,
    })));
  }).observe(document.getElementById('table'), { childList: true, subtree: true }); // a redraw in place changes what changed
}"""
TRICK_AT_REST = "() => [...document.querySelectorAll('#trick .card')].every((card) => !card.getAnimations({ subtree: true }).length)"


@pytest.mark.motion
@pytest.mark.standin
def test_a_redraw_does_not_replay_a_trick_card(page, site) -> None:
    # a card flies into the trick once, when it is played (motion.js, keyed by
    # data-key); a redraw that moves nothing (here the hint) starts no animation on it.
    page, watch = page
    page.goto(site.url + f"?pace=0&seed={SEED}")
    wait_ready(page)
    start_tarok(page)
    page.wait_for_selector("#table[data-phase=turn]")
    page.evaluate(RECORD_RENDERS)
    card = page.get_attribute(".hand button.card:not(.unplayable)", "data-card")
    moves = page.get_attribute("#table", "data-moves")
    page.click(f'.hand button.card[data-card="{card}"]')
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    page.wait_for_selector("#table[data-phase=turn]")
    landed = [cards for cards in page.evaluate("() => window.tarokRenders") if any(c["key"] == f"card:{card}" for c in cards)]
    assert landed, "the played card never reached the trick"
    assert next(c for c in landed[0] if c["key"] == f"card:{card}")["animations"] > 0  # the real move flies in

    page.wait_for_function(TRICK_AT_REST)
    assert page.locator("#trick .card").count() > 0
    page.evaluate("() => { window.tarokRenders.length = 0; }")
    page.click("#hint")
    page.wait_for_selector("#hint-play")
    renders = page.evaluate("() => window.tarokRenders")
    assert renders and all(renders), renders  # the hint redrew the table, trick cards and all
    assert all(c["animations"] == 0 for cards in renders for c in cards), renders


def drawn_marks(page, within: str) -> tuple[list[str], str]:
    """The hand's cards marked as drawn from the stock in ``within`` (the table or the replay), and the seat's note."""
    marked = page.eval_on_selector_all(f"{within} .hand button.card.drawn", "els => els.map(e => e.dataset.card)")
    note = page.locator(f'{within} [data-zone="seat"].me .drawn-note')
    return marked, note.text_content() if note.count() else ""


def drawn_in_hand(record: dict, moves: int) -> list[str]:
    """T6: the cards seat 0 drew after the last trick and still holds, after ``moves`` of ``record``'s moves."""
    state = get_game("tarok").new_state(record["options"], record["seed"])
    for action in record["actions"][:moves]:
        state.apply(action)
    observation = state.observation(0)
    return sorted(card for card in observation.drawn if card in observation.hand)


@pytest.mark.standin
def test_only_the_cards_just_drawn_are_marked_at_the_table_and_in_the_replay(page, site, tmp_path: Path) -> None:
    # T6: after a trick each player draws two cards: those two are marked (until the next trick), no
    # other card, whichever step of the replay the player jumps to; checked against the engine's record.
    page, watch = page
    page.goto(site.url + f"?pace=0&seed={SEED}&nosw")
    wait_ready(page)
    start_tarok(page)
    at_table: list[tuple[int, list[str]]] = []  # (moves made, the cards marked) at each of the player's turns

    def turn(page) -> None:
        at_table.append((int(page.get_attribute("#table", "data-moves")), sorted(drawn_marks(page, "#table")[0])))
        page.locator(".hand button.card:not(.unplayable)").first.click()

    assert play_until(page, turn, ("over",), limit=40) == "over"
    record = download(page, "#download-game", tmp_path)[1]["record"]
    assert at_table == [(moves, drawn_in_hand(record, moves)) for moves, _ in at_table]
    assert any(len(marked) == 2 for _, marked in at_table)
    page.click("#review-deal")
    last = int(page.get_attribute("#replay-slider", "max"))
    seen = 0
    for target in [*range(1, last + 1, 5), last - 1, 3]:  # jumps forward and back from wherever the replay is
        page.eval_on_selector("#replay-slider", "(s, v) => { s.value = String(v); s.dispatchEvent(new Event('input')); }", target)
        page.wait_for_selector(f"#review[data-step='{target}']")
        marked, note = drawn_marks(page, "#review")
        assert sorted(marked) == drawn_in_hand(record, target) and bool(marked) <= bool(note), (target, marked, note)
        seen = max(seen, len(marked))
    assert seen == 2
    watch.assert_clean()
