"""Dou Dizhu's house rules at the table (D26-D28), on the stand-in engine: from the options sheet with call and
rob, the shown hand and doubling on, through each decision the player is asked, to the play with the
landlord's hand face up at its seat and the results settled with each farmer apart; a doubling not made
judged by the review and asked again as a puzzle."""

from __future__ import annotations

import re

import pytest
from karciarnia.ai import Budget
from karciarnia.games.doudizhu import ai
from karciarnia.games.doudizhu.combos import DECK
from karciarnia.games.doudizhu.game import DOUDIZHU
from karciarnia.rng import Rng
from playthrough import BOOT_TIMEOUT, RECORD_ANNOUNCEMENTS, announced, choose_language, hint_turn, play_until
from stored_games import fast_forward
from test_game_file_browser import open_finished
from test_practice_browser import answer as answer_puzzle

pytestmark = pytest.mark.browser

# Seed 19 against normal computers, the player calling and then letting a rob stand: seat 2 declines,
# the player calls, seat 1 robs, the player does not rob again, seat 1 shows its hand, seat 2 does not
# double, the player doubles and seat 1 redoubles (the engine's draws and the computers' answers are
# fixed by the seed: karciarnia.computers.decision_rng).
SEED = 19
LANDLORD = 1
HOUSE_RULES = {"bidding": "rob", "show_cards": True, "doubling": True}
SETTLED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"


def open_house_rules_table(page, url: str, lang: str = "pl", seed: int = SEED, level: str = "normal") -> None:
    """From the lobby's options sheet, with every house rule on, to the player's first decision."""
    page.add_init_script(RECORD_ANNOUNCEMENTS)
    page.goto(url + f"?pace=0&seed={seed}&nosw")
    page.wait_for_selector("#play-prezydent")
    choose_language(page, lang)
    page.click("#options-doudizhu")
    page.select_option("#option-bidding", HOUSE_RULES["bidding"])  # D26
    page.check("#option-show_cards")  # D27
    page.check("#option-doubling")  # D28
    page.select_option("#option-level", level)
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)


def answer(page, button: str, next_button: str | None) -> None:
    """Press one of the house rules' answers; wait for the table to settle at the next question (or the play)."""
    moves = page.get_attribute("#table", "data-moves")
    page.click(button)
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    page.wait_for_selector(f"#table[data-phase=turn] {next_button or '#play'}", timeout=BOOT_TIMEOUT)


def seat(page, number: int) -> str:
    return f'[data-zone=seat][data-seat="{number}"]'


def said(page, number: int) -> str | None:
    """What a seat said last in the call and rob (or the doubling), as data-said."""
    element = page.query_selector(f"{seat(page, number)} .dd-said")
    return element.get_attribute("data-said") if element else None


def multiplier(page) -> int:
    return int(page.get_attribute("#dd-multiplier", "data-multiplier"))


def shown_cards(page) -> list[str]:
    """The landlord's shown hand as drawn at its seat, left to right."""
    return page.eval_on_selector_all(f"{seat(page, LANDLORD)} #shown-hand .card", "els => els.map(e => e.dataset.card)")


@pytest.mark.standin
def test_call_rob_show_double_and_each_farmers_settlement(page, site) -> None:
    page, watch = page
    open_house_rules_table(page, site.url)

    # D26: the first question is the call; seat 2 (the random first seat) has declined, and says so at its seat.
    assert page.is_visible("#dd-call") and page.is_visible("#dd-decline")
    assert page.text_content("#dd-call").strip() == "Wołam叫地主" and page.get_attribute("#dd-call", "aria-label") == "Wołam"
    assert page.text_content("#table-message").startswith("Wołasz?")
    assert said(page, 2) == "decline" and page.text_content(f"{seat(page, 2)} .dd-said") == "nie woła"
    assert page.text_content("#bid-state") == "Nikt jeszcze nie zawołał."
    assert multiplier(page) == 1 and page.text_content("#dd-bid strong") == "–"
    answer(page, "#dd-call", "#dd-no-rob")

    # D26: seat 1 robbed (x2), so the first caller may rob once more; the stake is 1.
    assert said(page, 0) == "call" and said(page, 1) == "rob" and page.text_content(f"{seat(page, 1)} .dd-said") == "przejmuje"
    assert multiplier(page) == 2 and page.text_content("[data-robs]") == "przejęcia: 1"
    assert page.text_content("#dd-bid strong") == "1"
    assert page.text_content("#bid-state") == "Właścicielem zostanie: Komputer 1 (średni) — chyba że ktoś przejmie."
    assert page.text_content("#dd-rob .word") == "Przejmuję" and page.text_content("#dd-no-rob .zh") == "不抢"
    assert page.text_content("#table-message").startswith("Przejmujesz?")
    answer(page, "#dd-no-rob", "#dd-double")

    # D27: seat 1 is the landlord and showed its hand: its 20 cards lie face up at its seat, seen from seat 0
    # (a farmer), and the multiplier doubled again. D28: seat 2 would not double; now the player is asked.
    assert page.get_attribute(f"{seat(page, LANDLORD)} .dd-role", "class").endswith("landlord")
    assert page.is_visible(f"{seat(page, LANDLORD)} [data-shown]")
    shown = shown_cards(page)
    assert len(shown) == 20 and page.is_visible(f"{seat(page, LANDLORD)} #shown-hand")
    assert not set(shown) & set(page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)"))
    assert page.text_content(f"{seat(page, LANDLORD)} .count") == "20 kart"
    assert multiplier(page) == 4 and page.is_visible(".dd-stakes [data-shown]")
    assert said(page, 2) == "no_double" and page.text_content(f"{seat(page, 2)} .dd-said") == "nie podwaja"
    assert page.text_content("#table-message").startswith("Podwajasz?")
    said_so_far = announced(page, "Komputer 1 (średni) odkrywa karty.")
    assert "Komputer 1 (średni) przejmuje. Mnożnik: ×2." in said_so_far  # the other seats' moves, for a screen reader
    assert any(text.startswith("Komputer 1 (średni) odkrywa karty. Mnożnik: ×4. Karty właściciela: ") for text in said_so_far)
    answer(page, "#dd-double", None)

    # D28: the player doubled (x2 by its name), the landlord redoubled (by its name); the landlord led, and
    # its shown hand shrank by the cards it played.
    assert page.is_visible(".dock .seat.me [data-doubled]")
    assert page.text_content(f"{seat(page, LANDLORD)} [data-redoubled] [aria-hidden]") == "kontra ×2"
    assert "Komputer 1 (średni) daje kontrę (×2)." in announced(page, "Komputer 1 (średni) daje kontrę (×2).")
    left = shown_cards(page)
    assert 0 < len(left) < 20 and set(left) < set(shown)
    assert page.text_content(f"{seat(page, LANDLORD)} .count").startswith(f"{len(left)} kar")
    assert multiplier(page) >= 4

    # The deal's end: two of the player's decisions before it, then the results.
    fast_forward(page, site)
    assert play_until(page, hint_turn) == "over"
    rows = page.query_selector_all("#settlements tbody tr")
    assert [row.get_attribute("data-farmer") for row in rows] == ["0", "2"]
    assert [row.get_attribute("data-factor") for row in rows] == ["4", "1"]  # D28: doubled and redoubled x4; neither x1
    cells = [[cell.text_content() for cell in row.query_selector_all("td")] for row in rows]
    assert [c[:3] for c in cells] == [["×2", "×2", "×4"], ["nie", "nie", "×1"]]
    points = [[int(c[3].replace("−", "-")), int(c[4].replace("−", "-"))] for c in cells]
    assert all(farmer == -landlord for farmer, landlord in points) and abs(points[0][0]) == 4 * abs(points[1][0])
    total = int(page.text_content("#settlements tfoot td.landlord").replace("−", "-"))
    assert total == sum(landlord for _, landlord in points)  # the landlord's result is the sum of both
    scores = page.eval_on_selector_all(".dd-scores tbody td.points", "els => els.map(e => Number(e.textContent.replace('−', '-')))")
    assert scores == [points[0][0], total, points[1][0]]
    breakdown = page.text_content("#breakdown")
    assert "Stawka przy wołaniu: 1" in breakdown and "Przejęcia: 1 (każde podwaja: ×2)" in breakdown and "Odkryte karty: ×2" in breakdown
    assert re.search(r"Jednostka: 1 × \d+ = \d+ pkt", breakdown)
    watch.assert_clean()


# The player (seat 0) holds the rocket, the four 2s and three aces, kings and queens, farmer against a
# landlord who bid 1: not doubling loses (D28). The others' hands are the rest of the deck in order.
STRONG_FARMER = ["BJ", "RJ", "2S", "2H", "2D", "2C", "AS", "AH", "AD", "KS", "KH", "KD", "QS", "QH", "QD", "JS", "JH"]


def undoubled_deal() -> dict:
    """A finished deal with doubling on (D28) where the player, a farmer this strong, did not double."""
    rest = [card for card in DECK if card not in STRONG_FARMER]
    deal = {"hands": [STRONG_FARMER, rest[:17], rest[17:34]], "bottom": rest[34:], "first_bidder": 1}
    state = DOUDIZHU.new_state({"doubling": True, "deal": deal}, 3)
    for action in ("bid:1", "bid:pass", "bid:pass", "no_double", "no_double"):
        state.apply(action)
    rng = Rng(1)
    while not state.is_terminal:
        state.apply(ai.normal(state.observation(state.current_player), rng, Budget()))
    return state.record().to_json()


@pytest.mark.standin
def test_a_doubling_not_made_is_a_mistake_of_the_review_and_a_puzzle_answered_with_the_doubling_buttons(page, site) -> None:
    # D28, D29: hard searches the doubling, so the review judges it and names the better answer in words,
    # and the training asks it again at the table's own doubling buttons
    page, watch = page
    open_finished(page, site, undoubled_deal())
    page.click("#review-deal")
    page.wait_for_selector("#review[open]")
    page.click("#analyse")
    page.wait_for_selector("#review .analysis[data-state=done]", timeout=BOOT_TIMEOUT)
    page.click("#puzzles-open")
    page.wait_for_selector("#puzzles[open] .sandbox-table[data-phase=turn] .dd-answers[data-phase=doubling]")
    assert "(krok 5). Wtedy: bez podwojenia." in page.text_content("#puzzle-prompt")
    for action, verdict, words in (("no_double", "poor", "Lepszy ruch (podwojenie)"), ("double", "good", "Tak: podwojenie")):
        assert answer_puzzle(page, action) == verdict
        assert words in page.text_content("#puzzle-answer")
    watch.assert_clean()
