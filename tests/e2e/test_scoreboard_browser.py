"""The score table ("Tabela") in Chromium: any finished deal of a series opens from it with
the same figures its results panel showed, by keyboard too, and a reload keeps it all
(the rows come from the observation, not from what the page saw)."""

from __future__ import annotations

import pytest

from playthrough import play_until
from stored_games import fast_forward
from test_accessibility import audit
from test_prezydent_browser import BOOT_TIMEOUT, one_turn, start_game, take_turn, wait_ready
from test_tarok_browser import start_tarok

pytestmark = [pytest.mark.browser, pytest.mark.standin]

SETTLED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"
ROWS = "rows => rows.map(r => [...r.children].map(c => c.textContent))"
DEAL_VIEW = "#scoreboard .scoreboard-deal"


def prezydent_turn(page) -> None:
    take_turn(page, ["no refusal needed"])


def tarok_turn(page) -> None:
    page.click(".hand button.card:not(.unplayable) >> nth=0")


def prezydent_figures(page, within: str) -> dict[str, object]:
    """A deal's result as drawn: place, player, title, points and total per row."""
    return {"rows": page.eval_on_selector_all(f"{within} tbody tr", ROWS)}


def tarok_figures(page, within: str) -> dict[str, object]:
    """A deal's result as drawn: the table, the deal's winner and each seat's scoring cards."""
    return {
        "rows": page.eval_on_selector_all(f"{within} tbody tr, {within} tfoot tr", ROWS),
        "winner": page.text_content(f"{within} .deal-breakdown > p.winner"),
        "cards": page.eval_on_selector_all(f"{within} .scoring-card", "els => els.map(e => e.dataset.card + ':' + e.dataset.points)"),
    }


GAMES = {
    # game: (seed, start the series, a human turn, the figures of a result)
    "prezydent": (13, lambda page: start_game(page, players=3, deals=2), prezydent_turn, prezydent_figures),
    "tarok": (53, lambda page: start_tarok(page, deals=2), tarok_turn, tarok_figures),
}


def active(page) -> str:
    return page.evaluate("() => document.activeElement.id || document.activeElement.className")


def repeated_ids(page) -> list[str]:
    return page.locator("[id]").evaluate_all("els => els.map(e => e.id).filter((id, i, all) => all.indexOf(id) !== i)")


def open_scoreboard(page) -> list[list[str]]:
    page.click("#scoreboard-open")
    page.wait_for_selector("#scoreboard[open]")
    return page.eval_on_selector_all("#scoreboard tbody tr", ROWS)


def open_deal(page, number: int, figures, title: str = "Wynik rozdania") -> dict[str, object]:
    """Open deal ``number`` from the Tabela by keyboard; returns its figures."""
    page.focus(f'#scoreboard .deal-open[data-deal="{number}"]')
    page.keyboard.press("Enter")
    page.wait_for_selector(f'{DEAL_VIEW}[data-deal="{number}"]')
    assert active(page) == "scoreboard-deal-title"  # the focus moves to the deal's title
    assert page.text_content("#scoreboard-deal-title") == f"{title} {number}"
    assert page.locator("#scoreboard table:not(.scoreboard-deal table)").count() == 0  # the table of scores gave way
    return figures(page, DEAL_VIEW)


def back_to_table(page, number: int) -> None:
    page.keyboard.press("Tab")
    if active(page) != "scoreboard-back":  # past the deal's table, which a keyboard may scroll sideways
        page.keyboard.press("Tab")
    assert active(page) == "scoreboard-back"
    page.keyboard.press("Enter")
    page.wait_for_selector(DEAL_VIEW, state="detached")
    assert page.evaluate("() => document.activeElement.dataset.deal") == str(number)  # back where it was opened


def close_scoreboard(page) -> None:
    page.keyboard.press("Escape")
    page.wait_for_selector("#scoreboard", state="detached")
    assert active(page) == "scoreboard-open"


@pytest.mark.parametrize("game", list(GAMES))
def test_an_earlier_deal_opens_from_the_score_table_and_survives_a_reload(page, site, game: str) -> None:
    page, watch = page
    seed, start, turn, figures = GAMES[game]
    page.goto(site.url + f"?pace=0&seed={seed}&nosw")
    wait_ready(page)
    start(page)  # through the game's options sheet

    # Deal 1 ends (reopened two of the player's turns before its end): remember what its results panel shows.
    fast_forward(page, site)
    assert play_until(page, turn, ("results",)) == "results"
    first = figures(page, "#results")
    assert page.text_content(".table-bar .deal-number").strip().startswith("Rozdanie 1 z 2")  # not the next one's
    page.click("#next-deal")
    page.wait_for_selector("#table:not([data-phase=results])")
    play_until(page, turn, ("turn",))

    # In deal 2, the Tabela lists deal 1 and opens its full result.
    rows = open_scoreboard(page)
    assert [row[0] for row in rows] == ["1"] and rows[0][-1] == "Wynik rozdania 1"
    assert page.locator("#results").count() == 0  # deal 1's panel is gone from the table: the Tabela draws it anew
    assert open_deal(page, 1, figures) == first
    audit(page, f"{game}: deal 1's result in the score table")
    assert repeated_ids(page) == []  # the copy of a deal names no element the table names
    back_to_table(page, 1)
    assert page.eval_on_selector_all("#scoreboard tbody tr", ROWS) == rows
    close_scoreboard(page)

    # A reload (the game reopens by itself): the rows come from the observation, so deal 1 is still there.
    moves = page.get_attribute("#table", "data-moves")
    page.wait_for_function(
        "(moves) => JSON.parse(localStorage.getItem('karciarnia.saved') || 'null')?.record.actions.length === Number(moves)", arg=moves
    )
    page.reload()
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#table", "data-moves") == moves
    assert open_scoreboard(page) == rows
    assert open_deal(page, 1, figures) == first
    page.keyboard.press("Escape")  # Escape leaves the deal for the table of scores first
    page.wait_for_selector(DEAL_VIEW, state="detached")
    assert page.evaluate("() => document.activeElement.dataset.deal") == "1"
    close_scoreboard(page)
    if game != "prezydent":
        return

    # The series ends: deal 1 keeps its own totals, deal 2 shows what its panel shows.
    fast_forward(page, site)
    assert play_until(page, turn, ("over",)) == "over"
    last = figures(page, "#results")
    rows = open_scoreboard(page)
    assert [row[0] for row in rows] == ["1", "2"]
    assert open_deal(page, 1, figures) == first
    back_to_table(page, 1)
    assert open_deal(page, 2, figures) == last
    assert first["rows"] != last["rows"]
    back_to_table(page, 2)
    close_scoreboard(page)


@pytest.mark.parametrize("game", ["doudizhu", "koalicje"])
def test_the_score_table_opens_the_deal_the_results_panel_shows(page, site, game: str) -> None:
    """Every game's renderer draws a deal for the Tabela: the same figures as its panel, no id twice."""
    page, watch = page
    page.goto(site.url + "?pace=0&seed=8&nosw")
    wait_ready(page)
    page.click(f"#options-{game}")
    page.click("#start")
    page.wait_for_selector("#table:not([hidden])", timeout=BOOT_TIMEOUT)
    fast_forward(page, site)  # the first deal, two of the player's turns before its end
    assert play_until(page) in ("results", "over")
    panel = page.text_content("#results .deal-breakdown")
    open_scoreboard(page)
    # Koalicje plays rounds, and its Tabela says so.
    open_deal(page, 1, lambda page, within: None, title="Wynik rundy" if game == "koalicje" else "Wynik rozdania")
    assert page.text_content(f"{DEAL_VIEW} .deal-breakdown") == panel
    assert repeated_ids(page) == []  # the copy of a deal names no element the table names
    audit(page, f"{game}: the result of deal 1 in the score table")
    back_to_table(page, 1)
    close_scoreboard(page)


def test_the_computers_wait_while_the_scores_are_open(page, site) -> None:
    # The game holds while the player reads the scores over the table: no move is missed.
    page, watch = page
    page.goto(site.url + "?pace=6000&seed=1")  # the first computer moves 3 s (half the pace) after the player's move
    wait_ready(page)
    start_game(page, players=4)
    one_turn(page)  # seat 0 leads deal 1 (P18); now the computers are to move
    moves = page.get_attribute("#table", "data-moves")
    if not page.is_visible("#scoreboard-open"):
        page.click("#menu-toggle")  # a narrow table folds its menu
    page.click("#scoreboard-open")
    page.wait_for_selector("#scoreboard[open]")
    page.wait_for_timeout(4000)  # past the computer's 3 s: it would have moved
    assert page.get_attribute("#table", "data-moves") == moves
    page.keyboard.press("Escape")
    page.wait_for_function("(m) => document.querySelector('#table').dataset.moves !== m", arg=moves, timeout=30_000)
