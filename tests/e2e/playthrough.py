"""Play a game on the page: the one driver of "play until X" (``play_until``) and what is built on it.

``play_until`` takes the player's turns (by the hint, or a test's own way of playing) until the
table stops where the test wants it; ``play_through`` plays by the hint and looks at each new phase
(the layout test, and scripts/screenshots.py's gallery for review by eye).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from playwright.sync_api import TimeoutError as PlaywrightTimeout

BOOT_TIMEOUT = 120_000
MAX_MOVES = 400
SETTLED_PHASES = ("turn", "results", "over")  # where the table waits for the player, or has ended

# The table's phase: the engine's phase at the player's turn, and whether a trick is led or followed
# (every game's current trick is #trick; the bottom cards or the last trick lie elsewhere in the centre).
STAGE = """() => {
  const table = document.getElementById('table');
  const phase = table.dataset.phase;
  if (phase !== 'turn') return phase;
  const trick = document.querySelector('#trick .card:not(.back)');
  return `${table.dataset.stage || 'play'}-${trick ? 'follow' : 'lead'}`;
}"""


# Every sentence the announcer says, in order (its live region holds only the last one); add it as
# an init script before the page opens, and read it with ``announced``.
RECORD_ANNOUNCEMENTS = """
window.__said = [];
document.addEventListener('DOMContentLoaded', () => {
  const region = document.getElementById('announcer');  // none in a plain file of the site
  if (region) new MutationObserver(() => region.textContent && window.__said.push(region.textContent)).observe(region, {childList: true, characterData: true, subtree: true});
});
"""
ANNOUNCEMENT_WAIT_MS = 5_000

DOCUMENT_LANG = {"zh": "zh-Hans"}  # the page's lang attribute where it says more than the language's id


def choose_language(page, lang: str) -> None:
    """Tap ``lang``'s button on the home; returns once the page speaks it. The translations arrive
    after the tap: a game opened before them would open in the language before."""
    page.click(f"#languages button[lang|={lang}]")  # zh-Hans for zh
    page.wait_for_function(f"() => document.documentElement.lang === '{DOCUMENT_LANG.get(lang, lang)}'")


def open_home_in(page, url: str, lang: str) -> None:
    """The home at ``url`` in ``lang``, its translations in."""
    page.goto(url)
    page.wait_for_selector("#play-prezydent")
    choose_language(page, lang)


def open_table(page, url: str, game: str, lang: str, options: dict[str, str], level: str = "easy", ticked: tuple[str, ...] = ()) -> None:
    """From the lobby at ``url`` to the first decision of ``game`` against computers of ``level``, the
    sheet's lists set to ``options`` and its checkboxes named in ``ticked`` ticked (e.g. "counter")."""
    open_home_in(page, url, lang)
    page.click(f"#options-{game}")
    for name, value in options.items():
        page.select_option(f"#option-{name}", value)
    for name in ticked:
        page.check(f"#option-{name}")
    page.select_option("#option-level", level)
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=results])", timeout=BOOT_TIMEOUT)


def announced(page, sentence: str) -> list[str]:
    """Every sentence announced so far, once one holds ``sentence``: the page says a move a frame
    after drawing it, so the table can show a move before its sentence is out. If none comes, the
    list as it stands, for the test's assertion to show."""
    try:
        page.wait_for_function("(s) => window.__said.some((text) => text.includes(s))", arg=sentence, timeout=ANNOUNCEMENT_WAIT_MS)
    except PlaywrightTimeout:
        pass
    return page.evaluate("window.__said")


def hint_turn(page) -> None:
    """The player's turn as the hint plays it: ask for the hint, play what it chose."""
    page.click("#hint")
    page.wait_for_selector("#hint-play", timeout=BOOT_TIMEOUT)
    page.click("#hint-play")


def phase_now(page, table: str = "#table", settled: Collection[str] = SETTLED_PHASES, timeout: int = BOOT_TIMEOUT) -> str:
    """The phase of ``table`` once it settles in one of ``settled`` (not a computer's turn, not an animation)."""
    page.wait_for_selector(f"{table}:is({', '.join(f'[data-phase={phase}]' for phase in settled)})", timeout=timeout)
    return page.get_attribute(table, "data-phase")


def wait_for_move(page, moves: str | None, table: str = "#table", timeout: int = BOOT_TIMEOUT) -> None:
    """Wait until ``table`` counts another move than ``moves``."""
    page.wait_for_function(
        "([table, moves]) => document.querySelector(table).dataset.moves !== moves", arg=[table, moves], timeout=timeout
    )


def play_until(
    page,
    turn: Callable[[object], None] = hint_turn,
    until: Collection[str] | Callable[[object, str], bool] = ("results", "over"),
    *,
    table: str = "#table",
    settled: Collection[str] = SETTLED_PHASES,
    limit: int = MAX_MOVES,
    timeout: int = BOOT_TIMEOUT,
) -> str:
    """The one driver of "play until X": take the player's turns with ``turn(page)`` until the table stops at X.

    At each stop (``table`` settled in a phase of ``settled``) ``until`` says whether to stop there: a
    collection of phases, or ``until(page, phase)``, which may also look at the table. A game over
    always stops; a deal's results not stopped at go on to the next deal (the results' main button);
    any other phase is the player's turn: ``turn(page)`` must make a move (the table's move count
    changes). Returns the phase stopped at; fails after ``limit`` stops."""
    for _ in range(limit):
        phase = phase_now(page, table, settled, timeout)
        if (until(page, phase) if callable(until) else phase in until) or phase == "over":
            return phase
        if phase == "results":
            page.click("#results button.primary")
            page.wait_for_selector(f"{table}:not([data-phase=results])", timeout=timeout)
            continue
        moves = page.get_attribute(table, "data-moves")
        turn(page)
        wait_for_move(page, moves, table, timeout)
    raise AssertionError(f"the table never stopped where asked ({until}) in {limit} turns")


def play_through(
    page,
    on_stage: Callable[[str], None],
    stop_after: int = MAX_MOVES,
    until: set[str] | None = None,
    on_turn: Callable[[str], None] | None = None,
) -> list[str]:
    """Play by the hint to the end (or until every stage of ``until`` was seen), calling ``on_stage`` the
    first time each stage shows (and ``on_turn`` at every stop); returns the stages seen."""
    seen: list[str] = []

    def stop_here(page, phase: str) -> bool:
        if until is not None and until <= set(seen):
            return True
        stage = page.evaluate(STAGE)
        if stage not in seen:
            seen.append(stage)
            on_stage(stage)
        if on_turn is not None:
            on_turn(stage)
        return False

    play_until(page, hint_turn, stop_here, limit=stop_after)
    return seen


def open_prezydent(page, url: str, players: int = 4) -> None:
    """From the lobby at ``url`` to the first turn of a Prezydent game against easy computers."""
    page.goto(url)
    page.click("#options-prezydent")
    page.select_option("#option-players", str(players))
    page.select_option("#option-level", "easy")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)


def play_first_playable(page) -> str:
    """Choose the first card some legal action plays, press Play, wait for the move; returns the card."""
    card = page.get_attribute(".hand button.card:not(.unplayable)", "data-card")
    page.click(f'.hand button[data-card="{card}"]')
    moves = page.get_attribute("#table", "data-moves")
    page.click("#play")
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    return card
