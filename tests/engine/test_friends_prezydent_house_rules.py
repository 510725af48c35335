"""Play with friends keeps every hand secret with Prezydent's house rules on (P19, P23-P27).

A whole deal of Prezydent with equalize, jokers and stairs on, the host at seat 0, a guest at seat 1
and a computer at seat 2, played as in test_remote_api's whole deal: the host through op ``act``,
the guest only through its messages (op ``guest``), the computer through op ``ai``. After every move
the guest's sync is exactly its own seat's observation and names no card of another hand; a joker's
reading names a card it stands for (``"as": "9H"``, ``RJ=9H`` in an id, a run's ``run``), which may
lie in another hand: that is a reading, not the card, and is left out of the scan for held cards.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest
from karciarnia import api
from karciarnia.games.prezydent.plays import JOKER_DECK
from karciarnia.sessions import registry

PLAYERS = ["human", "human", "easy"]  # the host at seat 0, a guest at seat 1, the computer at seat 2
HOST, GUEST, COMPUTER = 0, 1, 2
OPTIONS = {"players": 3, "equalize": True, "jokers": True, "stairs": True}
FEW = {"iterations": 10}


def ok(op: str, **fields: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def guest(session: str, message: dict[str, Any]) -> dict[str, Any]:
    return ok("guest", session=session, seat=GUEST, message=json.dumps(message))


def without_readings(value: Any) -> Any:
    """``value`` without what jokers and runs are read as (P25-P27): the ``run`` and ``as`` fields and
    the ``=9H`` of an id name cards a play stands for, which another seat may hold."""
    if isinstance(value, dict):
        return {key: without_readings(item) for key, item in value.items() if key not in ("run", "as")}
    if isinstance(value, list):
        return [without_readings(item) for item in value]
    if isinstance(value, str):
        return re.sub(r"=\w+", "", value)
    return value


def words_in(reply: Any) -> set[str]:
    return set(re.findall(r"[0-9A-Za-z]+", json.dumps(without_readings(reply))))


def secrets(session: str, seat: int) -> set[str]:
    """The cards in the other seats' hands: Prezydent shows none of them before they are played (P19)."""
    state = registry[session].state
    return {card for other in range(len(PLAYERS)) if other != seat for card in state.hands[other]}


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_deal_with_a_guest_and_the_house_rules(seed: int) -> None:
    # P19: each seat's view only, with jokers (P25), runs (P26) and equal plays (P23) played by all three
    session = ok("new", game="prezydent", options=OPTIONS, seed=seed, players=PLAYERS, seat=HOST)["view"]["session"]
    state = registry[session].state
    hello = guest(session, {"v": 1, "type": "hello", "name": "Ania"})
    assert hello["view"]["observation"] == state.observation(GUEST).to_json()
    assert hello["view"]["observation"]["jokers"] is True and len(hello["view"]["observation"]["hand"]) == 18  # 54 cards
    assert secrets(session, GUEST) and not words_in(hello) & secrets(session, GUEST)
    seen: Counter[str] = Counter()
    while not state.is_terminal:
        mover = state.current_player
        if mover == COMPUTER:
            ok("ai", session=session, seat=HOST, budget=FEW)
        elif mover == HOST:
            own = ok("view", session=session, seat=HOST)["view"]
            assert not words_in(own) & secrets(session, HOST)
            legal = own["observation"]["legal_actions"]
            ok("act", session=session, seat=HOST, action=legal[len(state.history) % len(legal)]["id"])
        else:
            own = guest(session, {"v": 1, "type": "sync"})["view"]
            legal = own["observation"]["legal_actions"]
            chosen = legal[len(state.history) % len(legal)]
            reply = guest(session, {"v": 1, "type": "act", "action": chosen["id"], "moves": own["moves"]})
            assert reply["view"]["last_move"]["action"] == chosen
            assert not words_in(reply) & secrets(session, GUEST), reply
        held = [card for seat in range(len(PLAYERS)) for card in state.hands[seat]]
        assert Counter(held + list(state.played)) == Counter(JOKER_DECK)  # P25: 54 cards, each once
        sync = guest(session, {"v": 1, "type": "sync"})
        observation = sync["view"]["observation"]
        assert observation == state.observation(GUEST).to_json()
        assert not words_in(sync) & secrets(session, GUEST)
        for play in observation["trick"]:
            seen.update(key for key in ("jokers", "skipped") if key in play)
            seen.update(["run"] if play.get("combo") == "run" else [])
    assert state.is_terminal
    assert seen["jokers"] and seen["run"] and seen["skipped"], seen  # the house rules were played, not only on
    ok("close", session=session)
