"""Games made in CPython and handed to the page as its saved game: a test that needs only the end of a
deal (its results, the scores) starts a few turns before it instead of clicking through the deal.

The page reopens a saved game by itself (web/js/player/saved.js): the record is replayed by the engine
and the table shows the position the record ends in, the player to move. What the page then draws of
the deal's end (the results, the Tabela, the review) comes from the engine's observation of the whole
record, so it is the same as after a deal clicked through from its first card.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from typing import Any

from karciarnia import computers
from karciarnia.catalog import GAMES
from karciarnia.rng import Rng
from playthrough import BOOT_TIMEOUT, SETTLED_PHASES

SEATS = {"prezydent": 4, "koalicje": 4, "tarok": 2, "doudizhu": 3}  # the lobby's default tables


def settled_at(phases: Collection[str]) -> str:
    """The selector of the table settled in one of ``phases``."""
    return "#table:is(" + ", ".join(f"[data-phase={phase}]" for phase in phases) + ")"


SETTLED = settled_at(SETTLED_PHASES)
# The page has saved its game as its table shows it: every move the table counts is in the stored record.
SAVED_AS_SHOWN = """() => {
  const saved = JSON.parse(localStorage.getItem('karciarnia.saved') ?? 'null');
  const table = document.querySelector('#table');
  return saved !== null && (!table?.dataset.moves || saved.record.actions.length === Number(table.dataset.moves));
}"""


def near_end(
    game: str,
    seed: int,
    options: dict[str, Any],
    *,
    deal: int = 1,
    turns_left: int = 2,
    level: str = "easy",
    actions: Sequence[str] = (),
    careless: bool = False,
) -> dict:
    """A record of ``game`` (``options``, ``seed``) that goes on from ``actions`` with ``level`` computers at
    every seat, cut just before seat 0's last ``turns_left`` decisions (a choice of two moves or more) of
    deal ``deal`` (from 1): the page's player takes those, and the deal ends in the page. With
    ``careless`` seat 0 plays at random, as a careless player would (its analysis finds mistakes)."""
    state = GAMES[game].new_state(dict(options), seed)
    first = state.deal_number  # the first deal's number (Koalicje counts its rounds from 1, the others from 0)
    for action in actions:
        state.apply(action)
    random = Rng(seed)
    choices: list[int] = []  # where in the history seat 0 had a choice in deal ``deal``
    while not state.is_terminal and state.deal_number < first + deal:
        seat = state.current_player
        observation = state.observation(seat)
        if seat == 0 and state.deal_number == first + deal - 1 and len(observation.legal_actions) > 1:
            choices.append(len(state.history))
        if seat == 0 and careless:
            state.apply(random.choice(observation.legal_actions))
        else:
            state.apply(computers.choose(game, level, observation, Rng(len(state.history))))
    assert len(choices) > turns_left, f"{game} seed {seed}: seat 0 has only {len(choices)} decisions left in deal {deal}"
    return {"format": 1, "game": game, "options": dict(options), "seed": seed, "actions": list(state.history[: choices[-turns_left]])}


def deal_of(record: dict) -> int:
    """The deal (from 1) that ``record`` is in."""
    state = GAMES[record["game"]].new_state(dict(record["options"]), record["seed"])
    first = state.deal_number
    for action in record["actions"]:
        state.apply(action)
    return state.deal_number - first + 1


def saved_game(record: dict, seats: int | None = None) -> str:
    """``record`` as the page keeps its game in progress: the player at seat 0, easy computers elsewhere."""
    players = ["human"] + ["easy"] * ((seats or SEATS[record["game"]]) - 1)
    return json.dumps({"format": 1, "game": record["game"], "record": record, "players": players, "levels": players[1:]})


def open_stored(page, site, record: dict, seats: int | None = None, query: str = "?pace=0&nosw") -> None:
    """The page at ``site`` reopens ``record`` as its saved game; returns once its table waits for the player
    (or shows the results). The site's storage is emptied first, from a plain file of the site."""
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # asked for by a plain file only
    page.goto(site.url + "build.json")
    page.evaluate("(saved) => { localStorage.clear(); localStorage.setItem('karciarnia.saved', saved); }", saved_game(record, seats))
    page.goto(site.url + query)
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)


def fast_forward(
    page, site, *, turns_left: int = 2, careless: bool = False, query: str = "?pace=0&nosw", settled: Collection[str] = SETTLED_PHASES
) -> dict:
    """The page's own game, as it saved it, moved on to ``turns_left`` of the player's decisions before the
    end of the deal it is in (its moves so far kept, the rest played in CPython as ``near_end`` plays
    them); the page reopens it there. Everything else the page saved with it stays (names, levels, a
    shared deal's marks). It returns once the table settles in a phase of ``settled`` (a hot seat's
    reopens at its cover). Once the page has saved its game as its table shows it, the page is left for a
    plain file of the site, so that its table saves nothing more over what is read and written. Returns
    the record stored."""
    page.wait_for_function(SAVED_AS_SHOWN, timeout=BOOT_TIMEOUT)  # the game just begun may not be saved yet
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    page.goto(site.url + "build.json")  # a plain file of the site: the table is gone, and saves nothing over it
    saved = json.loads(page.evaluate("() => localStorage.getItem('karciarnia.saved')"))
    record = saved["record"]
    moved_on = near_end(
        record["game"], record["seed"], record["options"], deal=deal_of(record), turns_left=turns_left, actions=record["actions"], careless=careless
    )
    saved["record"] = {**record, "actions": moved_on["actions"]}
    page.evaluate("(saved) => localStorage.setItem('karciarnia.saved', saved)", json.dumps(saved))
    page.goto(site.url + query)
    page.wait_for_selector(settled_at(settled), timeout=BOOT_TIMEOUT)
    return saved["record"]
