"""Play with friends at the JSON boundary: every seat is shown only what it may know (P17, P19, D6, T3, K15, K20).

A table shared with friends runs on the host's engine: the host plays seat 0
through op ``act``, each friend through op ``guest`` messages, a computer
through op ``ai``; after every move each seat's page is sent that seat's own
``view``, whose ``last_move`` is the move as that seat saw it. Random legal
games of all four games (exchanges, redeals, a Koalicje election round) check
that each seat's view of each move is the engine's ``action_view`` for it and
holds no card beyond what the seat may know, computed from the state by
:mod:`secrecy_support`, and that a friend's reply carries nothing else. The table has the card
counter on, so every view and every friend's reply carries the seat's counter beside it: it must
count exactly what that seat may know (:func:`counter_support.check_counter`), nothing another seat holds.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from karciarnia import api
from karciarnia.sessions import registry
from karciarnia.catalog import get_game
from karciarnia.protocol import State
from karciarnia.rng import Rng
from counter_support import check_counter
from helpers import KOALICJE_ELECTION_DEAL
from secrecy_support import DECKS, cards_reachable, may_know, public_cards

SEEDS = range(4)
CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("prezydent", {"players": 4, "deals": 3}),  # P17: the exchanges before deals 2 and 3
    ("prezydent", {"players": 5, "deals": 2, "revolution": True}),
    ("doudizhu", {"deals": 2}),  # D6: the bottom cards, shown once the landlord takes them
    ("doudizhu", {"bidding": "rob", "show_cards": True, "doubling": True}),  # D26-D28: the landlord's hand shown
    ("tarok", {"deals": 1}),  # T3, T6: the stock and the other hand stay hidden
    ("koalicje", {"deal": KOALICJE_ELECTION_DEAL}),  # K20: discards in an election round
]
MAX_MOVES = 400


def ok(op: str, **fields: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def seats_of(game_id: str, options: dict[str, Any]) -> list[str]:
    """The host, a friend at every other seat, and an easy computer at the last one where there are three or more."""
    seats = get_game(game_id).new_state(options, 0).num_players
    return ["human"] * (seats - 1) + ["easy" if seats > 2 else "human"]


def move(session: str, state: State, players: list[str], rng: Rng) -> None:
    """The seat to move moves as its page would: the host by act, a friend by a guest message, a computer by ai."""
    actor = state.current_player
    if players[actor] != "human":
        ok("ai", session=session, seat=0, budget={"iterations": 10})
        return
    chosen = rng.choice(state.legal_actions()).id
    if actor == 0:
        ok("act", session=session, seat=0, action=chosen)
        return
    text = json.dumps({"v": 1, "type": "act", "action": chosen, "moves": len(state.history)})
    reply = ok("guest", session=session, seat=actor, message=text, counter=True)
    assert set(reply) == {"type", "actor", "view", "counter"} and reply["view"]["seat"] == actor  # nothing for another seat
    check_counter(reply["counter"], state, actor)


@pytest.mark.parametrize(("game_id", "options"), CONFIGS, ids=[f"{g}-{i}" for i, (g, _) in enumerate(CONFIGS)])
def test_every_seat_sees_each_move_as_the_engine_shows_it_to_that_seat(game_id: str, options: dict[str, Any]) -> None:
    deck = DECKS[game_id]
    hidden_moves = 0
    for seed in SEEDS:
        players = seats_of(game_id, options)
        session = ok("new", game=game_id, options=options, seed=seed, players=players)["view"]["session"]
        state = registry[session].state
        rng = Rng(seed ^ 0xF12E4D5)
        for friend in range(1, state.num_players):
            if players[friend] == "human":  # its first message: the table, with its counter
                hello = ok("guest", session=session, seat=friend, message=json.dumps({"v": 1, "type": "hello", "name": "Ania"}), counter=True)
                check_counter(hello["counter"], state, friend)
        while not state.is_terminal and len(state.history) < MAX_MOVES:
            before = state.clone()
            knew = [may_know(before, seat) for seat in range(state.num_players)]
            move(session, state, players, rng)
            played = before.action(state.history[-1])
            for seat in range(state.num_players):
                where = f"{game_id} seed {seed} seat {seat} move {len(state.history)}"
                sent = ok("view", session=session, seat=seat, counter=True)
                check_counter(sent["counter"], state, seat)
                shown = sent["view"]["last_move"]
                assert shown == {"moves": len(state.history), "actor": before.current_player, "action": before.action_view(played, seat)}, where
                leaked = cards_reachable(shown, deck) - knew[seat] - may_know(state, seat) - public_cards(played)
                assert not leaked, f"{where}: {shown} shows hidden cards {sorted(leaked)}"
                hidden_moves += shown["action"].get("hidden", False)
        ok("close", session=session)
    if game_id in ("prezydent", "koalicje"):
        assert hidden_moves > len(SEEDS)  # gifts (P17) and discards (K20) came up and were hidden from someone
