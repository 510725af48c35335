"""Hot seat, playing with friends on one device passed round: several people, each a "human" seat of one session.

The page asks for the view of the person to move only; the API must give each
seat its own observation, take an action only from the seat whose turn it is,
and refuse everything else without changing the game.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from karciarnia import api

PEOPLE = ["human", "easy", "human", "easy"]  # two people (seats 0 and 2), two computers


def call(op: str, **fields: Any) -> dict[str, Any]:
    return json.loads(api.handle(json.dumps({"op": op, **fields})))


def ok(op: str, **fields: Any) -> dict[str, Any]:
    reply = call(op, **fields)
    assert reply["ok"], reply
    return reply["result"]


def refused(op: str, **fields: Any) -> dict[str, str]:
    reply = call(op, **fields)
    assert not reply["ok"], reply
    return reply["error"]


def views(session: str) -> list[dict[str, Any]]:
    return [ok("view", session=session, seat=seat)["view"] for seat in range(len(PEOPLE))]


def hot_seat(seed: int = 3) -> str:
    """A one-deal Prezydent with two people, advanced until a person is to move; its session."""
    view = ok("new", game="prezydent", options={"deals": 1}, seed=seed, players=PEOPLE, seat=0)["view"]
    while view["current_is_ai"]:
        view = ok("ai", session=view["session"], seat=0, budget={"iterations": 20})["view"]
    return view["session"]


def test_each_person_sees_only_their_own_hand() -> None:
    # each person sees only their own observation
    session = hot_seat()
    seen = views(session)
    assert [view["observation"]["seat"] for view in seen] == [0, 1, 2, 3]
    assert seen[0]["observation"]["hand"] != seen[2]["observation"]["hand"]
    assert not set(seen[0]["observation"]["hand"]) & set(seen[2]["observation"]["hand"])
    text = json.dumps(seen[0])
    for card in set(seen[2]["observation"]["hand"]) - set(seen[0]["observation"]["hand"]):
        assert f'"{card}"' not in text  # nothing of seat 2's hand reaches seat 0's view
    mover = seen[0]["current_player"]
    assert PEOPLE[mover] == "human"
    for view in seen:
        assert bool(view["observation"]["legal_actions"]) == (view["seat"] == mover)


def test_two_people_and_two_computers_play_a_whole_deal() -> None:
    # the computers play as usual; each person acts from their own view
    session = hot_seat(seed=11)
    acted = set()
    view = ok("view", session=session, seat=0)["view"]
    while not view["terminal"]:
        mover = view["current_player"]
        if view["current_is_ai"]:
            assert PEOPLE[mover] != "human"
            view = ok("ai", session=session, seat=mover, budget={"iterations": 20})["view"]
            continue
        assert PEOPLE[mover] == "human"
        own = ok("view", session=session, seat=mover)["view"]
        view = ok("act", session=session, seat=mover, action=own["observation"]["legal_actions"][0]["id"])["view"]
        assert view["seat"] == mover
        acted.add(mover)
    assert acted == {0, 2}


def test_another_seats_action_is_refused_and_changes_nothing() -> None:
    # a person (or a computer seat) cannot act in the turn of another
    session = hot_seat()
    before = views(session)
    mover = before[0]["current_player"]
    legal = before[mover]["observation"]["legal_actions"][0]["id"]
    other_person = 2 if mover == 0 else 0
    error = refused("act", session=session, seat=other_person, action=legal)
    assert error["type"] == "IllegalActionError"
    assert f"not seat {other_person}'s turn" in error["message"]
    assert refused("act", session=session, seat=1, action=legal)["type"] == "IllegalActionError"
    error = refused("ai", session=session, seat=other_person)
    assert error["type"] == "IllegalActionError" and "human seat" in error["message"]
    assert views(session) == before


@pytest.mark.parametrize(
    "fields",
    [
        {"action": "ZZ"},  # a forged action id
        {"action": 7},
        {"action": None},
        {"seat": 9},
        {"seat": "0"},
        {"seat": True},
        {"seat": -1},
    ],
)
def test_junk_is_refused_and_changes_nothing(fields: dict[str, Any]) -> None:
    # junk from any seat is refused with a clear error and loses nothing
    session = hot_seat()
    before = views(session)
    mover = before[0]["current_player"]
    request = {"seat": mover, "action": before[mover]["observation"]["legal_actions"][0]["id"], **fields}
    error = refused("act", session=session, **request)
    assert error["type"] in {"IllegalActionError", "InvalidRequestError"}
    assert views(session) == before


def test_a_saved_hot_seat_game_loads_with_its_people() -> None:
    # a reload resumes the same people at the same seats
    session = hot_seat()
    saved = ok("save", session=session)
    assert saved["players"] == PEOPLE
    loaded = ok("load", record=saved["record"], players=saved["players"], seat=2)["view"]
    assert loaded["players"] == PEOPLE
    assert loaded["observation"] == ok("view", session=session, seat=2)["view"]["observation"]
