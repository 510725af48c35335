"""The fork op: a new session at a record's position after its first moves (the review's "play on from here"
and "learn from your mistakes" start there), the same as playing the record to that move."""

from __future__ import annotations

import time
from typing import Any

import pytest
from test_api import error, ok

from karciarnia import api
from karciarnia.catalog import GAMES

SEATS = {"prezydent": 4, "doudizhu": 3, "koalicje": 4, "tarok": 2}


def finished_record(game_id: str, seed: int) -> dict[str, Any]:
    """A first deal of ``game_id`` played to its end by easy computers, as ``save`` returns it."""
    seats = SEATS[game_id]
    view = ok({"op": "new", "game": game_id, "seed": seed, "players": ["easy"] * seats})["view"]
    session = view["session"]
    deal = view["observation"].get("deal_number")
    while not view["terminal"] and view["observation"].get("deal_number") == deal:
        view = ok({"op": "ai", "session": session})["view"]
    record = ok({"op": "save", "session": session})["record"]
    ok({"op": "close", "session": session})
    return record


def played_to(record: dict[str, Any], moves: int, seat: int) -> dict[str, Any]:
    """``seat``'s view after playing the record's first ``moves`` actions one by one at a table of people."""
    seats = SEATS[record["game"]]
    view = ok({"op": "new", "game": record["game"], "options": record["options"], "seed": record["seed"], "players": ["human"] * seats})["view"]
    session = view["session"]
    for action in record["actions"][:moves]:
        actor = ok({"op": "view", "session": session})["view"]["current_player"]
        ok({"op": "act", "session": session, "seat": actor, "action": action})
    view = ok({"op": "view", "session": session, "seat": seat})["view"]
    ok({"op": "close", "session": session})
    return view


def without_session(view: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in view.items() if key != "session"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_fork_shows_each_seat_what_playing_the_record_to_that_move_shows(game_id: str) -> None:
    record = finished_record(game_id, seed=3)
    length = len(record["actions"])
    people = ["human"] * SEATS[game_id]
    for moves in (0, 1, length // 2, length - 1, length):
        for seat in range(SEATS[game_id]):
            forked = ok({"op": "fork", "record": record, "moves": moves, "players": people, "seat": seat})["view"]
            assert without_session(forked) == without_session(played_to(record, moves, seat)), (moves, seat)
            ok({"op": "close", "session": forked["session"]})


def test_a_fork_plays_on_against_the_computers_and_leaves_its_record_as_it_was() -> None:
    record = finished_record("prezydent", seed=5)
    kept = {**record, "actions": list(record["actions"])}
    view = ok({"op": "fork", "record": record, "moves": 4, "players": ["human", "easy", "easy", "easy"]})["view"]
    session = view["session"]
    while not view["terminal"] and view["observation"]["deal_number"] == 0:
        if view["current_is_ai"]:
            view = ok({"op": "ai", "session": session})["view"]
        else:
            action = view["observation"]["legal_actions"][0]["id"]
            view = ok({"op": "act", "session": session, "seat": 0, "action": action})["view"]
    assert ok({"op": "save", "session": session})["record"]["actions"][:4] == record["actions"][:4]
    assert record == kept


@pytest.mark.parametrize(
    ("moves", "says"),
    [
        (-1, "'moves' must be a whole number from 0 to"),
        ("3", "got '3'"),
        (True, "got True"),
        (2.5, "got 2.5"),
        (None, "got None"),
        (10**30, "got 1000000000000"),
    ],
)
def test_a_fork_refuses_a_move_count_it_cannot_reach(moves: Any, says: str) -> None:
    record = finished_record("tarok", seed=1)
    failure = error({"op": "fork", "record": record, "moves": moves})
    assert failure["type"] == "InvalidRequestError"
    assert says in failure["message"] and f"from 0 to {len(record['actions'])}" in failure["message"]


def test_a_fork_one_past_the_records_end_is_refused() -> None:
    record = finished_record("doudizhu", seed=2)
    failure = error({"op": "fork", "record": record, "moves": len(record["actions"]) + 1})
    assert failure["type"] == "InvalidRequestError" and "'moves' must be" in failure["message"]


@pytest.mark.parametrize(
    ("request_", "kind", "says"),
    [
        ({"op": "fork", "moves": 0}, "InvalidRecordError", "JSON object"),
        ({"op": "fork", "record": "prezydent", "moves": 0}, "InvalidRecordError", "JSON object"),
        ({"op": "fork", "record": {"format": 1, "game": "chess", "options": {}, "seed": 0, "actions": []}, "moves": 0}, "InvalidRecordError", "unknown game 'chess'"),
        ({"op": "fork", "record": {"format": 1, "game": "prezydent", "options": {}, "seed": 0, "actions": ["pass"]}, "moves": 1}, "InvalidRecordError", "breaks at action 0"),
        ({"op": "fork", "record": {"format": 1, "game": "prezydent", "options": {}, "seed": 0, "actions": [7]}, "moves": 1}, "InvalidRecordError", "list of ids"),
        ({"op": "fork", "record": {"format": 1, "game": "prezydent", "options": {}, "seed": 0, "actions": []}, "moves": 0, "players": ["human"]}, "InvalidRequestError", "must list 4 seats"),
        ({"op": "fork", "record": {"format": 1, "game": "prezydent", "options": {}, "seed": 0, "actions": []}, "moves": 0, "seat": 9}, "InvalidRequestError", "seat must be a number from 0 to 3"),
    ],
)
def test_a_fork_refuses_a_bad_record_or_table_clearly(request_: dict[str, Any], kind: str, says: str) -> None:
    failure = error(request_)
    assert failure["type"] == kind and says in failure["message"]


def test_a_huge_fork_request_is_refused_quickly_and_clearly() -> None:
    record = {"format": 1, "game": "prezydent", "options": {}, "seed": 0}
    long = ["pass"] * (api.MAX_REQUEST_CHARS // 9)  # just under the request's bound
    started = time.perf_counter()
    failure = error({"op": "fork", "record": {**record, "actions": long}, "moves": len(long)})
    assert failure["type"] == "InvalidRecordError" and "breaks at action 0" in failure["message"]
    assert time.perf_counter() - started < 2
    failure = error({"op": "fork", "record": {**record, "actions": long * 2}, "moves": 1})
    assert failure["type"] == "InvalidRequestError" and "at most" in failure["message"]


def test_a_refused_fork_opens_no_session() -> None:
    record = finished_record("koalicje", seed=4)
    before = ok({"op": "diagnostics"})["sessions"]
    error({"op": "fork", "record": record, "moves": len(record["actions"]) + 5})
    error({"op": "fork", "record": record, "moves": 1, "seat": 12})
    assert ok({"op": "diagnostics"})["sessions"] == before
