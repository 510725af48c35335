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
from karciarnia.catalog import GAMES
from karciarnia.games.koalicje.rules import RANKS
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



# -- hostile options (an edited save must not set up an endless or impossible game) -----------------
def loaded(record: dict[str, Any]) -> dict[str, Any]:
    """The reply to loading ``record`` through the boundary."""
    return json.loads(api.handle(json.dumps({"op": "load", "record": record, "players": None})))


def sessions() -> int:
    return json.loads(api.handle(json.dumps({"op": "diagnostics"})))["result"]["sessions"]


def refused_without_change(record: dict[str, Any], *words: str) -> None:
    """Loading ``record`` fails with ``InvalidRecordError`` naming ``words``; no session opens, the record is untouched."""
    before, kept = sessions(), copy.deepcopy(record)
    reply = loaded(record)
    assert not reply["ok"] and reply["error"]["type"] == "InvalidRecordError", reply
    for word in words:
        assert word in reply["error"]["message"], (word, reply["error"]["message"])
    assert sessions() == before and record == kept


HOSTILE = [10**302, -5, 2.5, True, False, "abc", None, [1] * 100_000, {"n": 1}]


@pytest.mark.parametrize(
    ("game", "option", "bounds"),
    [
        ("prezydent", "players", "between 3 and 6"),  # P1
        ("prezydent", "deals", "between 1 and 20"),  # P16
        ("prezydent", "revolution", "true or false"),  # P11
        ("doudizhu", "deals", "between 1 and 20"),  # D24
        ("tarok", "deals", "between 1 and 20"),  # T21
        ("koalicje", "deuces_as_jokers", "true or false"),  # K2
    ],
)
@pytest.mark.parametrize("value", HOSTILE, ids=lambda value: type(value).__name__ + str(value)[:6])
def test_every_option_out_of_bounds_or_of_the_wrong_type_is_refused(game: str, option: str, bounds: str, value: Any) -> None:
    # every option of every game is bounded; the refusal names the option and its range
    if (value is True or value is False) and bounds == "true or false":
        return  # a boolean is the right type for a boolean option
    refused_without_change({**saved(game), "options": {option: value}}, f"option {option!r}", bounds)


def koalicje_deal(**extra: Any) -> dict[str, Any]:
    """A valid explicit Koalicje deal: seat s holds suit s; seat 0 holds all four jokers (K10)."""
    suits = [[rank + suit for rank in RANKS] for suit in "SHDC"]
    hands = [["RJ", "RJ", "BJ", "BJ", *suits[0][4:]], *suits[1:]]
    return {"hands": hands, "pool": suits[0][:4], **extra}


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("threshold", 10**302, "'threshold' must be a multiple of 100 from 100 to 1000"),  # K5: never-ending game
        ("threshold", 1_100, "from 100 to 1000"),
        ("threshold", -5, "from 100 to 1000"),
        ("threshold", 250, "multiple of 100"),
        ("threshold", 2.5, "got 2.5"),
        ("threshold", True, "got True"),
        ("threshold", "abc", "got 'abc'"),
        ("threshold", None, "got None"),
        ("scores", [0] * 100_000, "'scores' must list 4 whole numbers"),
        ("scores", [-5, 0, 0, 0], "'scores' must list 4 whole numbers"),
        ("scores", [10**302, 0, 0, 0], "has already reached the threshold 100"),
        ("election", [0] * 100_000, "'election' must list seats, each once"),
        ("dealer", 2.5, "'dealer' must be a seat from 0 to 3"),
        ("hands", [["RJ"] * 100_000, [], [], []], "hand of seat 0 must be a list of 8 cards"),
    ],
)
def test_a_koalicje_deal_with_hostile_fields_is_refused(field: str, value: Any, words: str) -> None:
    # K5: an edited save's explicit deal cannot set up an endless or impossible game
    refused_without_change({**saved("koalicje", moves=0), "options": {"deal": koalicje_deal(**{field: value})}}, "option 'deal'", words)


def test_a_complete_valid_deal_is_played_as_given_and_a_share_link_reproduces_it() -> None:
    # a record is the player's own save, so a complete, valid deal (here all four jokers
    # to seat 0, K10) is played as given; the view says the deal was explicit, and the options a
    # share link carries start the very same game for a friend
    options = {"deal": koalicje_deal(threshold=300, scores=[250, 10, 0, 0])}
    record = {**saved("koalicje", moves=0), "options": options}
    view = loaded(record)["result"]["view"]
    assert view["explicit_deal"] is True
    assert view["observation"]["jokers"] == [["RJ", "RJ", "BJ", "BJ"], [], [], []]
    shared = json.loads(api.handle(json.dumps({"op": "new", "game": "koalicje", "options": options, "seed": record["seed"]})))
    assert {k: v for k, v in shared["result"]["view"].items() if k != "session"} == {k: v for k, v in view.items() if k != "session"}
    dealt = json.loads(api.handle(json.dumps({"op": "new", "game": "koalicje", "seed": record["seed"]})))["result"]["view"]
    assert dealt["explicit_deal"] is False


# -- hostile sizes: a refusal quotes a short excerpt of the bad value, never the value --------------------
HUGE = "x" * 150_000
SHORT_MESSAGE = 300  # the words of any refusal plus a few excerpts of EXCERPT_CHARS


def hostile_records(game: str) -> list[tuple[str, dict[str, Any]]]:
    record = saved(game)
    return [
        ("a huge action id", {**record, "actions": [HUGE, *record["actions"]]}),
        ("a huge action id after good ones", {**record, "actions": [*record["actions"], HUGE]}),
        ("a huge game id", {**record, "game": HUGE}),
        ("an unknown option with a huge name", {**record, "options": {HUGE: 1}}),
        ("thousands of unknown options", {**record, "options": {f"o{n}": 1 for n in range(5_000)}}),
        ("an option with a huge value", {**record, "options": {"deals": HUGE}}),
        ("an option with a number of 4000 digits", {**record, "options": {"deals": 10**4000}}),
        ("an option nested deep", {**record, "options": {"deals": json.loads("[" * 60 + "]" * 60)}}),
        ("a deal with a huge card", {**record, "options": {"deal": {"hands": [[HUGE]]}}}),
        ("a deal with huge keys", {**record, "options": {"deal": {"hands": [], HUGE: 1}}}),
    ]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_refusal_quotes_a_short_excerpt_of_a_huge_value(game: str) -> None:
    for case, record in hostile_records(game):
        reply = json.loads(api.handle(json.dumps({"op": "load", "record": record})))
        assert not reply["ok"] and reply["error"]["type"] == "InvalidRecordError", (case, reply["error"]["type"])
        message = reply["error"]["message"]
        assert len(message) <= SHORT_MESSAGE and "x" * 100 not in message, (case, message[:400])


def test_a_record_refuses_ids_longer_than_any_real_one() -> None:
    record = saved("doudizhu")
    longest = "play:" + ",".join(["10S"] * 20)  # more than any Dou Dizhu play holds
    assert len(longest) <= Record.MAX_ID_CHARS
    assert Record.from_json({**record, "actions": [longest]}).actions == [longest]  # read; replaying it is another check
    for bad in ({**record, "game": "x" * (Record.MAX_ID_CHARS + 1)}, {**record, "actions": ["x" * (Record.MAX_ID_CHARS + 1)]}):
        with pytest.raises(InvalidRecordError, match="…|\\.\\.\\."):
            Record.from_json(bad)
