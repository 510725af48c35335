"""Play with friends with house rules on: every seat is sent only what it may know over the friends' messages.

A table shared with friends runs on the host's engine: the host plays seat 0 through op ``act``,
each friend its seat through op ``guest`` messages, and after every move each seat's page is sent
that seat's own ``view``. Here every seat is a person, each choosing at random among its legal
actions, so that every house rule's decision comes up. After each move, every seat's view and the
friend's reply must name no card beyond what the seat may know, computed from the state (not from
any observation).

Each game's case is a row of ``CASES`` with its own ``may_know``: a house rule that shows a card to
more seats says so there (D27: the landlord's shown hand).
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
from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.protocol import State
from karciarnia.rng import Rng
from karciarnia.sessions import registry

WORD = re.compile(r"[0-9A-Za-z]+")
MAX_MOVES = 400


def doudizhu_may_know(state: Any, seat: int) -> set[str]:
    """Own hand, the cards played, the bottom once the landlord takes it (D6), and the landlord's
    remaining cards once it has shown them (D27), to every seat."""
    known = set(state.hand_cards(seat)) | set(state.played)
    if state.landlord is not None:
        known.update(state.bottom)
        if state.showed:
            known.update(state.hand_cards(state.landlord))
    return known


def doudizhu_shown(state: Any) -> bool:
    """D27: the landlord has shown its hand in the deal being played."""
    return bool(state.showed)


@dataclass(frozen=True)
class Case:
    """One game with house rules on, played by friends: what each seat may know, and the house rule's event
    that must come up in the seeds played (so that the check saw it)."""

    game: str
    deck: frozenset[str]
    options: dict[str, Any]
    may_know: Callable[[Any, int], set[str]]
    happened: Callable[[Any], bool]
    seeds: range = range(6)


CASES = [
    # D26-D28: call and rob, the shown hand and the doubling; D27 alone with the points bidding.
    Case("doudizhu", frozenset(DOUDIZHU_DECK), {"bidding": "rob", "show_cards": True, "doubling": True}, doudizhu_may_know, doudizhu_shown),
    Case("doudizhu", frozenset(DOUDIZHU_DECK), {"show_cards": True}, doudizhu_may_know, doudizhu_shown),
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
    deck = case.deck
    came_up = False
    for seed in case.seeds:
        seats = game.new_state(dict(case.options), seed).num_players
        players = ["human"] * seats  # the host at seat 0, a friend at every other seat
        session = ok("new", game=case.game, options=case.options, seed=seed, players=players)["view"]["session"]
        state = registry[session].state
        rng = Rng(seed ^ 0xF12E4D5)
        while not state.is_terminal and len(state.history) < MAX_MOVES:
            knew = [case.may_know(state, seat) for seat in range(seats)]
            actor, reply = move(session, state, rng)
            came_up = came_up or case.happened(state)
            for seat in range(seats):
                where = f"{case.game} {case.options} seed {seed} seat {seat} move {len(state.history)}"
                allowed = knew[seat] | case.may_know(state, seat)
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

