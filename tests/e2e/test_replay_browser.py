"""The replay of a finished deal in Chromium: from the results panel and from the Tabela
after a reload, stepped by keyboard, every hand face up at the end, and the analysis of the
player's decisions (begun in the background, or asked for) run to the end with its mistakes marked."""

from __future__ import annotations

import re

import pytest

from test_prezydent_browser import BOOT_TIMEOUT, hand_by_rank, select, start_game, wait_ready

pytestmark = pytest.mark.browser

SETTLED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"
ANALYSIS_TIMEOUT = 300_000  # one engine request per decision: a deal's analysis in Pyodide


def careless_turn(page) -> None:
    """Play as a careless player would: pass whenever allowed, else the highest group that fits."""
    if page.is_visible("#give"):
        count = int(page.get_attribute("#give", "data-count"))
        select(page, [card for cards in hand_by_rank(page).values() for card in cards][:count])
        page.click("#give")
        return
    if page.is_enabled("#pass"):
        page.click("#pass")
        return
    count = int(page.get_attribute("#play", "data-count")) or 1
    groups = [cards for cards in hand_by_rank(page).values() if len(cards) >= count]
    select(page, groups[-1][:count])
    page.click("#play")


def play_deal(page) -> None:
    """Take the human's turns until a deal's results show."""
    for _ in range(200):
        page.wait_for_selector(SETTLED, timeout=60_000)
        if page.get_attribute("#table", "data-phase") in ("results", "over"):
            return
        moves = page.get_attribute("#table", "data-moves")
        careless_turn(page)
        page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves)
    raise AssertionError("no result reached")


def first_deal(page, site, seed: int, deals: int) -> None:
    """A Prezydent series of ``deals`` deals for three at ``seed``, its first deal played to its results."""
    page.goto(site.url + f"?pace=0&seed={seed}&nosw")
    wait_ready(page)
    start_game(page, players=3, deals=deals)
    play_deal(page)


def step(page) -> int:
    return int(page.get_attribute("#review", "data-step"))


def last_step(page) -> int:
    return int(page.get_attribute("#replay-slider", "max"))


def face_up_counts(page) -> dict[str, tuple[int, str]]:
    """Each other seat's cards drawn face up, and the count its label says."""
    return page.eval_on_selector_all(
        "#review [data-zone=seat]:not(.me)",
        "seats => Object.fromEntries(seats.map(s => [s.dataset.seat, [s.querySelectorAll('.faces .card').length, s.querySelector('.count').textContent]]))",
    )


def cards_pl(count: int) -> str:
    """A count of cards in Polish: 1 karta, 2–4 karty (not 12–14), else kart."""
    if count == 1:
        return "1 karta"
    few = count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14)
    return f"{count} {'karty' if few else 'kart'}"


def check_steps_by_keyboard(page) -> None:
    """The slider has the focus: → and ← step, End reaches the deal's end with every hand face up, Home the start."""
    assert page.evaluate("() => document.activeElement.id") == "replay-slider"
    assert step(page) == 0 and "Początek" in page.text_content("#replay-step")
    starting = face_up_counts(page)
    assert starting and all(shown > 0 and label == cards_pl(shown) for shown, label in starting.values())  # faces, not backs
    assert page.locator("#review .backs").count() == 0
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#review[data-step='1']")
    assert page.text_content("#replay-step").startswith(f"Krok 1 z {last_step(page)}")
    page.focus("#replay-forward")  # the keys step from the buttons too
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#review[data-step='2']")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("#review[data-step='1']")
    page.keyboard.press("End")
    page.wait_for_selector(f"#review[data-step='{last_step(page)}']")
    assert "Koniec rozdania" in page.text_content("#replay-step")
    ending = face_up_counts(page)
    assert sum(shown for shown, _ in ending.values()) < sum(shown for shown, _ in starting.values())  # cards were played
    assert all(label == cards_pl(shown) for shown, label in ending.values())
    assert page.locator("#review .replay-result table").count() == 1  # the deal's result at its end
    assert page.is_disabled("#replay-forward") and page.is_disabled("#replay-end")
    page.keyboard.press("Home")
    page.wait_for_selector("#review[data-step='0']")
    assert page.is_disabled("#replay-back")
    assert page.locator("#review [data-zone=hand] button.card:not([disabled])").count() == 0  # read-only: nothing to play


def test_the_results_panel_opens_the_replay_and_the_analysis_marks_the_mistakes(page, site) -> None:
    page, watch = page
    first_deal(page, site, seed=21, deals=1)
    page.click("#review-deal")
    page.wait_for_selector("#review[open]")
    check_steps_by_keyboard(page)

    # Analysis: begun in the background when the deal ended, it goes on by itself to every decision marked on the slider.
    page.wait_for_selector("#review .analysis[data-state=done]", timeout=ANALYSIS_TIMEOUT)
    assert page.is_hidden("#analysis-progress") and page.is_hidden("#analysis-cancel")
    marks = page.eval_on_selector_all("#review .analysis-marks .mark", "ms => ms.map(m => [Number(m.dataset.step), m.dataset.kind, m.classList.contains('largest')])")
    assert marks, "no decision marked"
    mistakes = [mark for mark in marks if mark[1] == "mistake"]
    assert mistakes, marks  # passing whenever allowed throws points away
    assert sum(largest for *_, largest in marks) == 1
    status = page.text_content("#analysis-status")
    assert f"Wyraźne błędy: {len(mistakes)}." in status and "Największa strata" in status

    # The largest loss is one button away, and its step says what the engine preferred.
    largest = next(at for at, _, is_largest in marks if is_largest)
    page.click("#analysis-largest")
    page.wait_for_selector(f"#review[data-step='{largest}']")
    said = page.text_content("#replay-step")
    assert "silnik woli" in said and "strata" in said

    page.keyboard.press("Escape")
    page.wait_for_selector("#review", state="detached")
    assert page.evaluate("() => document.activeElement.id") == "review-deal"  # back where the player was


def test_the_tabela_opens_an_earlier_deal_after_a_reload(page, site) -> None:
    page, watch = page
    first_deal(page, site, seed=13, deals=2)
    page.click("#next-deal")
    page.wait_for_selector("#table[data-phase=turn]", timeout=60_000)
    page.reload()
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)  # the saved game resumes

    page.click("#scoreboard-open")
    page.wait_for_selector("#scoreboard[open]")
    page.focus('#scoreboard .deal-replay[data-deal="1"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("#review[open]")
    assert "przegląd rozdania 1" in page.text_content("#replay-title")
    check_steps_by_keyboard(page)
    page.click("#analyse")  # a deal ended before the reload is analysed when asked
    assert page.evaluate("() => document.activeElement.id") == "analysis-cancel"
    repeated = page.locator("[id]").evaluate_all("els => els.map(e => e.id).filter((id, i, all) => all.indexOf(id) !== i)")
    assert repeated == []  # the replay's table has no ids of the live one's

    page.keyboard.press("Escape")
    page.wait_for_selector("#review", state="detached")
    assert page.evaluate("() => document.activeElement.dataset.deal") == "1"  # back on the row's button, the Tabela still open
    assert page.is_visible("#scoreboard[open]")


def test_the_replay_speaks_to_the_player_in_english(page, site) -> None:
    """The player's own move is "Your move: …", never "You plays" or "You passes"; counts agree with their noun."""
    page, watch = page
    page.add_init_script("localStorage.setItem('karciarnia.lang', 'en')")
    first_deal(page, site, seed=7, deals=1)
    page.click("#review-deal")
    page.wait_for_selector("#review[data-step='0']")
    lines, labels = [], set()
    for number in range(1, last_step(page) + 1):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f"#review[data-step='{number}']")
        lines.append(page.text_content("#replay-step"))
        labels |= {label for _, label in face_up_counts(page).values()}
    mine = [line for line in lines if "Your move:" in line]
    assert mine and any("Your move: pass." in line for line in mine)  # the careless player passes
    assert not [line for line in lines if re.search(r"\bYou (?:plays|passes|gives)\b", line)]
    assert labels and all(label == (f"{label.split()[0]} card" if label.split()[0] == "1" else f"{label.split()[0]} cards") for label in labels)
