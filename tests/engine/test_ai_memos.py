"""The AIs' memo tables stay bounded (Pyodide's heap never shrinks).

Each table is filled by real play; it never holds more entries than its bound,
and its bound times the measured size of an entry stays within a few MiB.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable

import pytest

from karciarnia.ai import Budget
from karciarnia import computers
from karciarnia.games.koalicje.ai import _completions
from karciarnia.ai.memo import MEMOS, Memo
from karciarnia.catalog import GAMES

BUDGET_MIB = 4  # the most any one table may hold
GAME_OF = {"tarok.endgame": "tarok", "doudizhu.plans": "doudizhu", "doudizhu.replayed": "doudizhu", "koalicje.replayed": "koalicje"}


def play(game: str, seeds: range, after_each: Callable[[], None] = lambda: None) -> None:
    """AI games of ``game``: a hard seat (small budget) against normal ones; ``after_each`` decision."""
    for seed in seeds:
        state = GAMES[game].new_state(None, seed)
        while not state.is_terminal and state.deal_number == GAMES[game].new_state(None, seed).deal_number:
            actor = state.current_player
            assert actor is not None
            level = "hard" if actor == 0 else "normal"
            rng = computers.decision_rng(seed, len(state.history), actor)
            state.apply(computers.choose(game, level, state.observation(actor), rng, Budget(iterations=10)))
            after_each()


def freed_by(clear: Callable[[], None]) -> int:
    """Bytes that ``clear()`` gives back (tracemalloc must be tracing)."""
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    clear()
    gc.collect()
    return before - tracemalloc.get_traced_memory()[0]


def test_every_memo_is_known() -> None:
    # the soak benchmark and these tests see every memo the AIs keep
    assert set(MEMOS) == set(GAME_OF)


def test_a_full_memo_empties_itself_before_storing_a_new_key() -> None:
    # the bound holds at every store; updating a key already held clears nothing
    memo = Memo("test.scratch", 3)
    try:
        for key in range(3):
            memo.put(key, key)
        memo.put(2, "again")
        assert memo == {0: 0, 1: 1, 2: "again"}
        memo.put(3, 3)
        assert memo == {3: 3}
    finally:
        del MEMOS["test.scratch"]


@pytest.mark.parametrize("name", sorted(GAME_OF))
def test_each_memo_stays_within_its_bound_when_filled(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # filled by real play past a small bound, the table never holds more than it
    memo = MEMOS[name]
    memo.clear()
    monkeypatch.setattr(memo, "limit", 40)
    sizes: list[int] = []
    play(GAME_OF[name], range(3), lambda: sizes.append(len(memo)))
    assert max(sizes) <= 40
    assert any(later < earlier for earlier, later in zip(sizes, sizes[1:]))  # it filled up and emptied itself


@pytest.mark.parametrize("name", sorted(GAME_OF))
def test_each_memo_at_its_bound_holds_a_few_mib(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the bound times the memory of the entries real play stores stays within BUDGET_MIB
    memo = MEMOS[name]
    limit = memo.limit
    monkeypatch.setattr(memo, "limit", 10**9)  # kept whole while it is filled: a memo that emptied itself late holds few entries
    # every memo of the game starts empty: one may hold what would fill this one (Dou Dizhu's plans memo
    # keeps the whole plans that the best memo's entries build), and earlier tests may have filled it
    for other, game in GAME_OF.items():
        if game == GAME_OF[name]:
            MEMOS[other].clear()
    tracemalloc.start()
    try:
        play(GAME_OF[name], range(2))
        entries = len(memo)
        assert entries >= 50
        per_entry = freed_by(memo.clear) / entries
    finally:
        tracemalloc.stop()
    assert per_entry * limit <= BUDGET_MIB * 2**20, (name, per_entry)


def test_koalicje_completion_tables_hold_a_few_mib() -> None:
    # the sampler's cached tables (an LRU of observations' shapes) stay within BUDGET_MIB
    _completions.cache_clear()
    tracemalloc.start()
    try:
        play("koalicje", range(4))
        info = _completions.cache_info()
        assert info.currsize >= 5
        per_table = freed_by(_completions.cache_clear) / info.currsize
    finally:
        tracemalloc.stop()
    assert info.maxsize is not None and info.currsize <= info.maxsize
    assert per_table * info.maxsize <= BUDGET_MIB * 2**20, per_table
