"""Play a game through on the page, the human seat moved by the hint, stopping at each new phase.

Shared by the table's layout test and by scripts/screenshots.py (the gallery for review by eye).
"""

from __future__ import annotations

from collections.abc import Callable

BOOT_TIMEOUT = 120_000
MAX_MOVES = 400

# The table's phase: the engine's phase at the player's turn, and whether a trick is led or followed
# (every game's current trick is #trick; the bottom cards or the last trick lie elsewhere in the centre).
STAGE = """() => {
  const table = document.getElementById('table');
  const phase = table.dataset.phase;
  if (phase !== 'turn') return phase;
  const trick = document.querySelector('#trick .card:not(.back)');
  return `${table.dataset.stage || 'play'}-${trick ? 'follow' : 'lead'}`;
}"""


def open_home_in(page, url: str, lang: str) -> None:
    """The home at ``url`` in ``lang``, its translations in."""
    page.goto(url)
    page.wait_for_selector("#play-prezydent")
    page.click(f"#languages button[lang={lang}]")
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")


def open_table(page, url: str, game: str, lang: str, options: dict[str, str], level: str = "easy") -> None:
    """From the lobby at ``url`` to the first decision of ``game`` against computers of ``level``."""
    open_home_in(page, url, lang)
    page.click(f"#options-{game}")
    for name, value in options.items():
        page.select_option(f"#option-{name}", value)
    page.select_option("#option-level", level)
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#start")
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=results])", timeout=BOOT_TIMEOUT)


def play_through(
    page,
    on_stage: Callable[[str], None],
    stop_after: int = MAX_MOVES,
    until: set[str] | None = None,
    on_turn: Callable[[str], None] | None = None,
) -> list[str]:
    """Play to the end (or until every stage of ``until`` was seen), calling ``on_stage`` the first
    time each stage shows (and ``on_turn`` at every stop); returns the stages seen."""
    seen: list[str] = []
    for _ in range(stop_after):
        if until is not None and until <= set(seen):
            break
        page.wait_for_selector("#table:is([data-phase=turn], [data-phase=results], [data-phase=over])", timeout=BOOT_TIMEOUT)
        stage = page.evaluate(STAGE)
        if stage not in seen:
            seen.append(stage)
            on_stage(stage)
        if on_turn is not None:
            on_turn(stage)
        if stage == "over":
            break
        if stage == "results":
            page.click("#results button.primary")
            continue
        moves = page.get_attribute("#table", "data-moves")
        page.click("#hint")
        page.wait_for_selector("#hint-play", timeout=BOOT_TIMEOUT)
        page.click("#hint-play")
        page.wait_for_function(f"() => document.getElementById('table').dataset.moves !== '{moves}'", timeout=BOOT_TIMEOUT)
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
