"""Play with friends with house rules on: every seat is sent only what it may know over the friends' messages.

A table shared with friends runs on the host's engine: the host plays seat 0 through op ``act``,
each friend its seat through op ``guest`` messages, and after every move each seat's page is sent
that seat's own ``view``. Here every seat is a person, each choosing at random among its legal
actions, so that every house rule's decision comes up. After each move, every seat's view and the
friend's reply must name no card beyond what the seat may know, computed from the state (not from
any observation).

What a seat may know is the secrecy tests' one rule (``secrecy_support.may_know``): a house rule that
shows a card to more seats says so there (D27: the landlord's shown hand).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from karciarnia import api
from karciarnia.catalog import get_game
from karciarnia.protocol import State
from karciarnia.rng import Rng
from karciarnia.sessions import registry
from secrecy_support import DECKS, may_know

WORD = re.compile(r"[0-9A-Za-z]+")
MAX_MOVES = 400


def doudizhu_shown(state: Any) -> bool:
    """D27: the landlord has shown its hand in the deal being played."""
    return bool(state.showed)


@dataclass(frozen=True)
class Case:
    """One game with house rules on, played by friends, and the house rule's event that must come up in the
    seeds played (so that the check saw it)."""

    game: str
    options: dict[str, Any]
    happened: Callable[[Any], bool]
    seeds: range = range(6)


CASES = [
    # D26-D28: call and rob, the shown hand and the doubling; D27 alone with the points bidding.
    Case("doudizhu", {"bidding": "rob", "show_cards": True, "doubling": True}, doudizhu_shown),
    Case("doudizhu", {"show_cards": True}, doudizhu_shown),
]


def ok(op: str, **fields: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def cards_in(message: Any, deck: frozenset[str]) -> set[str]:
    """Every card id named anywhere in a message's JSON (in action ids too)."""
    return {word for word in WORD.findall(json.dumps(message)) if word in deck}


def move(session: str, state: State, rng: Rng) -> tuple[int, dict[str, Any] | None]:
    """The seat to move moves as its page would: the host by act, a friend by a guest message (returns its reply)."""
    actor = state.current_player
    chosen = rng.choice(state.legal_actions()).id
    if actor == 0:
        ok("act", session=session, seat=0, action=chosen)
        return actor, None
    text = json.dumps({"v": 1, "type": "act", "action": chosen, "moves": len(state.history)})
    return actor, ok("guest", session=session, seat=actor, message=text)


@pytest.mark.parametrize("case", CASES, ids=[f"{case.game}-{'-'.join(sorted(case.options))}" for case in CASES])
def test_each_seat_is_sent_only_its_own_view_with_house_rules(case: Case) -> None:
    game = get_game(case.game)
    deck = DECKS[case.game]
    came_up = False
    for seed in case.seeds:
        seats = game.new_state(dict(case.options), seed).num_players
        players = ["human"] * seats  # the host at seat 0, a friend at every other seat
        session = ok("new", game=case.game, options=case.options, seed=seed, players=players)["view"]["session"]
        state = registry[session].state
        rng = Rng(seed ^ 0xF12E4D5)
        while not state.is_terminal and len(state.history) < MAX_MOVES:
            knew = [may_know(state, seat) for seat in range(seats)]
            actor, reply = move(session, state, rng)
            came_up = came_up or case.happened(state)
            for seat in range(seats):
                where = f"{case.game} {case.options} seed {seed} seat {seat} move {len(state.history)}"
                allowed = knew[seat] | may_know(state, seat)
                view = ok("view", session=session, seat=seat)["view"]
                leaked = cards_in(view, deck) - allowed
                assert not leaked, f"{where}: its view names hidden cards {sorted(leaked)}"
                if seat == actor and reply is not None:  # the friend's own reply: its seat's view only
                    assert reply["view"]["seat"] == seat and not cards_in(reply, deck) - allowed, where
                shown = view["observation"].get("shown_hand")
                # D27: the landlord's remaining cards, in every seat's view from the show on, and in none before it.
                if case.happened(state) and state.landlord is not None:
                    assert shown == list(state.hand_cards(state.landlord)), where
                elif "shown_hand" in view["observation"]:
                    assert shown is None, where
        ok("close", session=session)
    assert came_up, f"{case.game} {case.options}: no seed played it (choose others)"

