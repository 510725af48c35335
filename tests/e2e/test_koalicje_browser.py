"""Koalicje in Chromium: from the lobby through a whole round by clicking, to its votes."""

from __future__ import annotations

import re

import pytest

from playthrough import play_until
from test_layout import SIZES, check_table

pytestmark = pytest.mark.browser

BOOT_TIMEOUT = 120_000
SEAT_FACTS = """els => els.map(e => ({
    seat: Number(e.dataset.seat),
    rate: Number(e.dataset.rate),
    counts: e.dataset.counts.split(',').map(Number),
    tricks: Number(e.dataset.tricks),
}))"""
RESULT_ROWS = """rows => rows.map(r => ({
    seat: Number(r.dataset.seat),
    tricks: r.querySelector('.tricks').textContent,
    formula: r.querySelector('.formula').textContent,
    votes: r.querySelector('.votes').textContent,
    total: r.querySelector('.total').textContent,
}))"""
# Each card of the trick as drawn: its id, its motion key, the seat it flies in from, the seat of its place.
TRICK_CARDS = """els => els.map(e => ({
    card: e.dataset.card, key: e.dataset.key, from: e.dataset.enterFrom, place: e.closest('.slot').dataset.seat,
}))"""


def start_koalicje(page, site, seed: int, deuces: bool = False) -> list[str]:
    """Open the lobby, choose Koalicje and start; returns the list that collects missing translations."""
    missing: list[str] = []
    page.on("console", lambda msg: "missing translation" in msg.text and missing.append(msg.text))
    page.goto(site.url + f"?pace=0&seed={seed}")
    page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)
    page.click("#options-koalicje")
    if deuces:
        page.check("#option-deuces_as_jokers")
    page.click("#start")
    page.wait_for_selector(".game-koalicje .seat", timeout=BOOT_TIMEOUT)
    return missing


def message(page) -> str:
    return page.text_content("#table-message").strip()


def play_a_card(page, refusals: list[str]) -> None:
    """Try the hand from its first card, as a beginner would; a refused card is explained."""
    moves = page.get_attribute("#table", "data-moves")
    count = page.locator(".hand button.card").count()
    for index in range(count):
        page.click(f'.hand button.card[data-index="{index}"]')
        if page.is_enabled("#play"):
            page.click("#play")
            page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
            return
        # K22: Play stays disabled, the reason is said by itself (a notice, not the prompt), and nothing happened.
        page.wait_for_selector("#table-message.notice")
        refusals.append(message(page))
        assert page.get_attribute("#table", "data-moves") == moves
    raise AssertionError("no card of the hand was accepted")


def play_round(page) -> dict:
    """Click through one round until its result is shown; return what was seen on the way."""
    seen: dict = {"refusals": [], "trump_buttons": [], "seats": None, "trick_trumps": set(), "trick_cards": []}

    def turn(page) -> None:
        if page.is_visible("#trump-choice"):
            # K11: the seat names a trump with one of the suit buttons offered.
            seen["trump_buttons"] = page.eval_on_selector_all("#trump-choice button", "els => els.map(e => e.id)")
            page.click("#trump-choice button >> nth=0")
        elif page.is_visible("#keep"):
            page.click("#keep")  # K20: discarding is optional
        else:
            seen["seats"] = page.eval_on_selector_all(".koalicje-seat", SEAT_FACTS)
            seen["trick_cards"] += page.eval_on_selector_all("#trick .card", TRICK_CARDS)
            if page.locator("#trick-trump[data-suit]").count():
                seen["trick_trumps"].add(page.get_attribute("#trick-trump", "data-suit"))
            play_a_card(page, seen["refusals"])

    play_until(page, turn)
    return seen


@pytest.mark.motion
def test_a_round_from_the_lobby_to_its_votes(page, site) -> None:
    page, watch = page
    # Seed 19: the viewer holds the red pair (K14) and names a trump; the AI holds the black pair.
    missing = start_koalicje(page, site, seed=19)
    assert page.locator(".game-koalicje .seat").count() == 4  # K1
    assert page.locator(".hand button.card").count() == 8  # K7, K9: 8 cards, no joker in hand
    assert page.locator(".koalicje-seat .jokers .card").count() == 4  # K9: all jokers face up
    assert page.text_content("#threshold").strip() == "Próg wyborów: 100"  # K5
    seen = play_round(page)

    # K11: a red pair may name ♥ or ♦ only; two trumps were in play.
    assert sorted(seen["trump_buttons"]) == ["trump-D", "trump-H"]
    assert page.locator("#results").is_visible()
    assert page.text_content("#review-deal").startswith("Przejrzyj rundę")  # K6: the game's own word for what ended
    # K22: a card of another suit was refused with the reason, not ignored.
    assert seen["refusals"], "no refusal happened in this round"
    assert all(re.match(r"Musisz dołożyć do koloru: wysz(edł|ło) [♠♥♦♣]", text) for text in seen["refusals"]), seen["refusals"]

    rows = page.eval_on_selector_all("#results tbody tr", RESULT_ROWS)
    assert [row["seat"] for row in rows] == [0, 1, 2, 3]
    tricks = [int(row["tricks"]) for row in rows]
    votes = [int(row["votes"].lstrip("+")) for row in rows]
    assert sum(tricks) == 8  # K21: eight tricks
    # K25: each seat's votes are the tricks of the seats that count for it × its rate, as the
    # seat panels showed the coalitions during play (K12–K18).
    coalitions = {seat["seat"]: seat for seat in seen["seats"]}
    implied = [coalitions[s]["rate"] * sum(tricks[c] for c in coalitions[s]["counts"]) for s in range(4)]
    assert votes == implied
    assert sum(votes) == sum(implied)
    for row, seat in zip(rows, range(4)):
        counted = [str(tricks[c]) for c in coalitions[seat]["counts"]]
        expected = counted[0] if len(counted) == 1 else "(" + " + ".join(counted) + ")"
        assert row["formula"] == f"{expected} × {coalitions[seat]['rate']}"
        assert int(row["total"]) == votes[seat]  # the first round: totals start at 0
    # The tricks the panels showed before the last trick never exceed the round's count.
    assert all(panel["tricks"] <= tricks[panel["seat"]] for panel in seen["seats"])
    assert page.locator("#results .last-trick .card").count() == 4  # the last trick stays visible
    # each card of the trick lies in front of the seat that played it, flies in from
    # that seat and is keyed by its id (one of each suit card, K2), so that it moves from the hand.
    assert seen["trick_cards"], "no trick was seen on the table"
    for card in seen["trick_cards"]:
        assert card["key"] == f"card:{card['card']}" and card["from"] == card["place"], card

    page.click("#next-round")
    page.wait_for_selector("#table:not([data-phase=results])")
    assert "Runda 2" in page.text_content(".round-number")  # K6: the next round, the next dealer

    # the score table names the game's rounds as the game does, "Runda", not "Rozdanie".
    page.click("#scoreboard-open")
    page.wait_for_selector("#scoreboard[open]")
    assert page.text_content("#scoreboard thead th >> nth=0") == "Runda"
    assert page.text_content('#scoreboard .deal-open[data-deal="1"]') == "Wynik rundy 1"
    assert "Rozdani" not in page.text_content("#scoreboard")
    page.click("#scoreboard-close")
    assert not missing
    watch.assert_clean()


@pytest.mark.standin
def test_deuces_partner_hand_and_english(page, site) -> None:
    page, watch = page
    # Seed 22: the viewer and seat 2 each hold a red and a black joker (K15).
    missing = start_koalicje(page, site, seed=22, deuces=True)
    # K2: the jokers are drawn as deuces, red ones red and black ones black, with their ids kept.
    jokers = page.eval_on_selector_all(".koalicje-seat .jokers .card", "els => els.map(e => [e.dataset.card, e.dataset.looks])")
    assert sorted(jokers) == [["BJ", "2C"], ["BJ", "2S"], ["RJ", "2D"], ["RJ", "2H"]]
    me = page.locator('.koalicje-seat[data-seat="0"]')
    assert me.get_attribute("data-case") == "mixed_pair" and me.get_attribute("data-rate") == "3"
    assert "3 głosy za lewę" in me.text_content()
    # the seat explains its case (K15) without the rules' ids, which belong to the rules pages.
    assert "widzi nawzajem swoje karty" in me.text_content()
    assert not re.search(r"\b[KD]\d+\b", page.inner_text("#table")), page.inner_text("#table")
    # K15: the partner's hand can be shown to this seat, and only the partner's.
    assert page.locator(".show-hand").count() == 1
    page.click("#show-hand-2")
    assert page.locator('.seat[data-seat="2"] .seen-hand .card').count() == 8
    assert page.get_attribute("#show-hand-2", "aria-expanded") == "true"
    # The language switch sits in the site header, which the table covers while a game is on.
    page.eval_on_selector("#languages button[lang=en]", "button => button.click()")
    page.wait_for_selector("text=Election threshold: 100")
    assert "3 votes per trick" in me.text_content()
    assert not missing
    watch.assert_clean()



@pytest.mark.standin
def test_naming_a_trump_and_playing_fit_every_size(page, site) -> None:
    """At 1366×768 the hand, 'Zagraj' and the trump buttons once lay below the fold; now naming
    a trump (K11) and playing a card (K22) fit every size unscrolled (the layout test's measure)."""
    page, watch = page
    start_koalicje(page, site, seed=19)  # the viewer holds the red pair and names a trump first (K14)
    page.wait_for_selector("#trump-choice")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        check_table(page, f"naming a trump at {width}×{height}")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.click("#trump-choice button >> nth=0")
    page.wait_for_selector("#table[data-phase=turn] #play", timeout=60_000)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        check_table(page, f"playing a card at {width}×{height}")
    watch.assert_clean()
