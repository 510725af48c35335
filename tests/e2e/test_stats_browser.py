"""The statistics panel: per game and computer level the figures and a chart of the last scores,
drawn from the stored games; a game's statistics exported as JSON and cleared; the panel fits a
phone and a laptop in both languages."""

from __future__ import annotations

import json

import pytest

from test_accessibility import audit
from test_hostile_storage import write_storage
from test_layout import assert_fits_width

pytestmark = [pytest.mark.browser, pytest.mark.standin]

KEY = "karciarnia.stats"


def entry(game: str, level: str, results: list[tuple[bool, int]], earlier: dict | None = None) -> dict:
    """A stored entry after ``results`` ((won, score), oldest first), on top of ``earlier`` format 1 counts."""
    before = earlier or {"played": 0, "won": 0, "scoreSum": 0}
    streak = best_streak = 0
    for won, _ in results:
        streak = streak + 1 if won else 0
        best_streak = max(best_streak, streak)
    scores = [score for _, score in results]
    return {
        "game": game,
        "level": level,
        "played": before["played"] + len(results),
        "won": before["won"] + sum(won for won, _ in results),
        "scoreSum": before["scoreSum"] + sum(scores),
        "best": max(scores) if scores else None,
        "streak": streak,
        "bestStreak": best_streak,
        "recent": scores[-50:],
        "earlier": before["played"],
    }


# Every game, some at two levels; a long one keeps only its last 50 scores, Tarok's go below zero.
ENTRIES = [
    entry("prezydent", "easy", [(True, 3), (False, 1), (True, 3), (True, 2), (False, 0)]),
    entry("prezydent", "hard", [(False, 0), (True, 2)]),
    entry("tarok", "normal", [(False, -70), (True, 35), (True, 120)]),
    entry("koalicje", "mixed", [(game % 3 != 0, game) for game in range(1, 61)]),
    entry("doudizhu", "normal", [(True, 6)]),
]
STATS = {"format": 2, "games": {f"{e['game']}|{e['level']}": e for e in ENTRIES}}
LEVELS = {"pl": {"easy": "łatwy", "normal": "średni", "hard": "trudny", "mixed": "różne"}, "en": {"easy": "easy", "normal": "normal", "hard": "hard", "mixed": "mixed"}}


# Each bar of a chart as drawn on the screen, with the zero line's height.
DRAWN_BARS = """svg => {
  const zero = svg.querySelector('.zero').getBoundingClientRect().top;
  return [...svg.querySelectorAll('.stats-bar')].map((bar) => { const r = bar.getBoundingClientRect(); return {left: r.left, top: r.top, bottom: r.bottom, zero}; });
}"""


def number(value: float, lang: str) -> str:
    """A figure as the page words it: one decimal at most, a decimal comma in Polish."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "pl" else text


def expected_row(e: dict, lang: str) -> list[str]:
    best = "—" if e["best"] is None else number(e["best"], lang)
    rate = f"{round(100 * e['won'] / e['played'])}%"
    cells = [e["played"], e["won"], rate, number(e["scoreSum"] / e["played"], lang), best, e["streak"], e["bestStreak"]]
    return [LEVELS[lang][e["level"]], *map(str, cells)]


def open_stats(page, site, stats: dict, lang: str = "pl") -> None:
    write_storage(page, site, {KEY: json.dumps(stats), "karciarnia.lang": lang})
    page.goto(site.url + "?pace=0&nosw")
    page.click("#stats-open")
    page.wait_for_selector("#stats-dialog[open]")


def section(game: str) -> str:
    return f"#stats-dialog [data-game={game}]"


def rows(page, game: str) -> list[list[str]]:
    return page.eval_on_selector_all(f"{section(game)} .stats-levels tbody tr", "rows => rows.map(r => [...r.children].map(c => c.textContent))")


def stored(page) -> dict:
    return json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')"))


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_figures_and_chart_are_drawn_from_the_stored_games(page, site, lang: str) -> None:
    page, watch = page
    open_stats(page, site, STATS, lang)
    assert page.eval_on_selector_all("#stats-dialog .stats-game", "s => s.map(e => e.dataset.game)") == ["prezydent", "koalicje", "tarok", "doudizhu"]  # the catalog's order
    for game in ("prezydent", "tarok", "koalicje", "doudizhu"):
        mine = sorted((e for e in ENTRIES if e["game"] == game), key=lambda e: list(LEVELS["en"]).index(e["level"]))
        assert rows(page, game) == [expected_row(e, lang) for e in mine], game
        charts = page.query_selector_all(f"{section(game)} svg.stats-chart")
        assert len(charts) == len(mine)
        for chart, e in zip(charts, mine, strict=True):
            # One bar per stored score, in order: taller for a higher score, below the zero line for a negative one.
            # Measured as drawn: a positive score's bar stands on the zero line, a negative one hangs from it.
            bars = chart.evaluate(DRAWN_BARS)
            assert len(bars) == len(e["recent"]) == min(50, e["played"])
            assert [bar["left"] for bar in bars] == sorted(bar["left"] for bar in bars)  # oldest first
            for score, bar in zip(e["recent"], bars, strict=True):
                assert abs((bar["bottom"] if score > 0 else bar["top"]) - bar["zero"]) < 1, (score, bar)
            positive = [(score, bar["bottom"] - bar["top"]) for score, bar in zip(e["recent"], bars, strict=True) if score > 0]
            assert [h for _, h in sorted(positive)] == sorted(h for _, h in positive)
            hidden = chart.evaluate("svg => [...svg.parentElement.querySelectorAll('table.visually-hidden td:last-child')].map(td => td.textContent)")
            assert hidden == [number(score, lang) for score in e["recent"]]  # the numbers, for screen readers
            name = chart.evaluate("svg => document.getElementById(svg.getAttribute('aria-labelledby')).textContent")
            assert LEVELS[lang][e["level"]] in name and number(max(e["recent"]), lang) in name
    audit(page, f"the statistics ({lang})")


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_games_with_house_rules_are_a_row_of_their_own_under_their_game(page, site, lang: str) -> None:
    # P27, D29: a game with house rules counts apart, shown after the standard games' rows, with its own chart
    house = {**entry("doudizhu", "normal", [(False, -8), (True, 12)]), "house": True}
    stats = {"format": 2, "games": {**STATS["games"], "doudizhu|normal|house": house}}
    page, watch = page
    open_stats(page, site, stats, lang)
    marked = {"pl": "{level} · zasady domowe", "en": "{level} · house rules"}[lang]
    standard = next(e for e in ENTRIES if e["game"] == "doudizhu")
    with_house = expected_row(house, lang)
    with_house[0] = marked.format(level=LEVELS[lang]["normal"])
    assert rows(page, "doudizhu") == [expected_row(standard, lang), with_house]
    captions = page.eval_on_selector_all(f"{section('doudizhu')} figcaption", "cs => cs.map(c => c.textContent)")
    assert len(captions) == 2 and marked.format(level=LEVELS[lang]["normal"]) in captions[1]
    watch.assert_clean()


def test_statistics_kept_in_the_older_format_are_shown(page, site) -> None:
    # Format 1 kept played, won and the sum: they stay; the best score and the streaks are unknown for them.
    format1 = {"format": 1, "games": {"tarok|hard": {"game": "tarok", "level": "hard", "played": 7, "won": 3, "scoreSum": 140}}}
    page, watch = page
    open_stats(page, site, format1)
    assert rows(page, "tarok") == [["trudny", "7", "3", "43%", "20", "—", "0", "0"]]
    assert "7 gier" in page.text_content(f"{section('tarok')} .note")
    assert not page.query_selector(f"{section('tarok')} svg")
    assert stored(page)["format"] == 2


def test_export_gives_the_games_json_and_clear_empties_it(page, site) -> None:
    page, watch = page
    open_stats(page, site, STATS)
    with page.expect_download() as download:
        page.click(f"{section('prezydent')} .stats-export")
    assert download.value.suggested_filename == "karciarnia-prezydent-stats.json"
    exported = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert exported == {"format": 2, "games": {k: v for k, v in STATS["games"].items() if v["game"] == "prezydent"}}
    # Clear asks first; "Cancel" keeps everything.
    page.click(f"{section('prezydent')} .stats-clear")
    assert "Prezydent" in page.text_content(f"{section('prezydent')} .stats-confirm")
    page.click(f"{section('prezydent')} .stats-cancel")
    assert stored(page) == STATS
    page.click(f"{section('prezydent')} .stats-clear")
    page.click(f"{section('prezydent')} .stats-clear-yes")
    page.wait_for_selector(section("prezydent"), state="detached")
    assert sorted(stored(page)["games"]) == sorted(k for k in STATS["games"] if not k.startswith("prezydent|"))
    assert len(page.query_selector_all("#stats-dialog svg.stats-chart")) == 3  # the other games' charts are still there
    for game in ("tarok", "koalicje", "doudizhu"):
        page.click(f"{section(game)} .stats-clear")
        page.click(f"{section(game)} .stats-clear-yes")
    assert page.is_visible("#stats-dialog .stats-none")
    assert stored(page)["games"] == {}
    page.keyboard.press("Escape")
    page.wait_for_selector("#stats-dialog", state="detached")
    assert page.evaluate("() => document.activeElement.id") == "stats-open"


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("size", [(390, 844), (1366, 768)])
def test_the_panel_fits(page, site, lang: str, size: tuple[int, int]) -> None:
    # Nothing sticks out sideways (the levels' table scrolls inside itself, its first column sticky),
    # and the dialog stays inside the window, scrolling inside itself.
    page, watch = page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_stats(page, site, STATS, lang)
    assert_fits_width(page, f"statistics {lang} at {size}")
    box = page.eval_on_selector("#stats-dialog", "d => { const r = d.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }")
    assert box[0] >= 0 and box[1] >= 0 and box[2] <= size[0] and box[3] <= size[1], box
    for chart in page.query_selector_all("#stats-dialog svg.stats-chart"):
        assert chart.bounding_box()["width"] > 0.6 * min(size[0], 700)  # the chart spans the panel
