"""Saved-game records: the format version and the migration path (protocol.Record, RECORD_MIGRATIONS).

Format 1 is written today. Format 0 is a save from before records carried a
version: the same fields without ``"format"``; it is upgraded on reading. A
newer format than this engine knows, or an unknown older one, is refused with
a clear ``InvalidRecordError``.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from karciarnia import api
from karciarnia.errors import InvalidRecordError
from karciarnia.games import GAMES
from karciarnia.protocol import RECORD_MIGRATIONS, Record


def saved(game: str, seed: int = 5, moves: int = 10) -> dict[str, Any]:
    """A format-1 record ``moves`` moves into a game played by its first legal actions."""
    state = GAMES[game].new_state({}, seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return json.loads(json.dumps(state.record().to_json()))


def format_0(record: dict[str, Any]) -> dict[str, Any]:
    """The same game as an early save wrote it: no ``"format"``."""
    return {key: value for key, value in record.items() if key != "format"}


def test_current_format_is_written_and_read() -> None:
    record = saved("prezydent")
    assert record["format"] == Record.FORMAT == 1
    assert set(record) == {"format", "game", "options", "seed", "actions"}
    assert Record.from_json(record).to_json() == record


@pytest.mark.parametrize("game", sorted(GAMES))
def test_format_0_is_upgraded_and_replays_the_same_game(game: str) -> None:
    record = saved(game)
    old = format_0(record)
    upgraded = Record.from_json(old)
    assert upgraded.to_json() == record  # written back in the current format
    assert "format" not in old  # the caller's data is left alone
    a, b = upgraded.replay(GAMES[game]), Record.from_json(record).replay(GAMES[game])
    assert [a.observation(s).to_json() for s in range(a.num_players)] == [b.observation(s).to_json() for s in range(b.num_players)]


def test_format_0_loads_through_the_boundary() -> None:
    record = saved("koalicje", moves=6)
    reply = json.loads(api.handle(json.dumps({"op": "load", "record": format_0(record), "players": ["human"] * 4})))
    assert reply["ok"], reply
    session = reply["result"]["view"]["session"]
    again = json.loads(api.handle(json.dumps({"op": "save", "session": session})))["result"]["record"]
    assert again == record  # saved again in format 1
    api.handle(json.dumps({"op": "close", "session": session}))


def test_an_explicit_format_0_is_upgraded_too() -> None:
    record = saved("tarok")
    assert Record.from_json({**record, "format": 0}).to_json() == record


@pytest.mark.parametrize("version", [2, 3, 10**9])
def test_a_newer_format_is_refused(version: int) -> None:
    with pytest.raises(InvalidRecordError, match=f"format {version} is newer .* update the app"):
        Record.from_json({**saved("doudizhu"), "format": version})


@pytest.mark.parametrize("version", [-1, -7])
def test_an_unknown_older_format_is_refused(version: int) -> None:
    with pytest.raises(InvalidRecordError, match=f"unsupported saved-game format {version}"):
        Record.from_json({**saved("doudizhu"), "format": version})


@pytest.mark.parametrize("version", ["1", 1.0, True, None, [1], {"v": 1}, float("nan")])
def test_a_format_that_is_not_a_whole_number_is_refused(version: Any) -> None:
    with pytest.raises(InvalidRecordError, match="format must be a whole number"):
        Record.from_json({**saved("prezydent"), "format": version})


def test_every_format_below_the_current_one_has_a_migration() -> None:
    assert sorted(RECORD_MIGRATIONS) == list(range(Record.FORMAT))


def test_migrations_chain_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """A future format 2 (here: one more field) reads formats 0 and 1 through their steps, in order."""
    record = saved("prezydent")  # written in format 1, before the future arrives
    steps: list[int] = []

    def from_0(data: dict[str, Any]) -> dict[str, Any]:
        steps.append(0)
        return {**data, "format": 1}

    def from_1(data: dict[str, Any]) -> dict[str, Any]:
        steps.append(1)
        return {**data, "format": 2, "note": "seed checked"}

    monkeypatch.setattr(Record, "FORMAT", 2)
    monkeypatch.setitem(RECORD_MIGRATIONS, 0, from_0)
    monkeypatch.setitem(RECORD_MIGRATIONS, 1, from_1)
    untouched = copy.deepcopy(record)
    assert Record.upgrade(format_0(record))["note"] == "seed checked" and steps == [0, 1]
    steps.clear()
    assert Record.from_json(record).to_json()["format"] == 2 and steps == [1]
    assert record == untouched
    steps.clear()
    Record.from_json({**record, "format": 2})
    assert steps == []  # the current format needs no step
    with pytest.raises(InvalidRecordError, match="format 3 is newer"):
        Record.from_json({**record, "format": 3})


def test_a_broken_migration_does_not_pass_silently(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(RECORD_MIGRATIONS, 0, lambda data: dict(data))  # forgets to write the new format
    with pytest.raises(InvalidRecordError, match="migration from saved-game format 0 did not give format 1"):
        Record.from_json(format_0(saved("tarok")))


def test_a_missing_migration_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(RECORD_MIGRATIONS, 0)
    with pytest.raises(InvalidRecordError, match="unsupported saved-game format 0"):
        Record.from_json(format_0(saved("tarok")))

