"""Duplicate: the same cards played again from another seat (the page's table/duplicate.js).

The page opens the second playing with op ``new``: the game's seed and options as before, the player
at another seat (the one across the table: ``seats // 2``) and the computer that sat there at the
player's first seat. These tests hold what makes that comparison fair: the same seed deals every seat
the same cards (hands, Dou Dizhu's bottom, Tarok's stock, Koalicje's pool and undealt cards), whoever
sits where, and a computer's decision depends only on the position, its seat and level (its stream is
the game's seed, the move number and the seat), so a player who plays a seat as its computer would
makes the very game the computers make: the two playings differ by the player's decisions alone.
Hard's search decides the same only under a budget of iterations; the page gives it a time budget, so
on another device (or a busier moment) hard may choose otherwise in the same position.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_api import ok

from karciarnia import computers, sessions
from karciarnia.ai import Budget

# Each game as the lobby deals it by default, and a Prezydent of five with two deals (P16: the
# second deal's exchanges follow the first's places).
TABLES = {
    "prezydent": {"players": 4},
    "prezydent-5": {"players": 5, "deals": 2},
    "doudizhu": {},
    "tarok": {},
    "koalicje": {},
}
SEATS = {"prezydent": 4, "prezydent-5": 5, "doudizhu": 3, "tarok": 2, "koalicje": 4}
SEED = 17


def game_of(table: str) -> str:
    return table.split("-")[0]


def across(seats: int) -> int:
    """The seat the page's duplicate puts the player in (table/duplicate.js: duplicateSeat)."""
    return seats // 2


def swapped(players: list[str], seat: int) -> list[str]:
    """``players`` with seat 0's and ``seat``'s players exchanged (table/duplicate.js: seatedAt)."""
    other = list(players)
    other[0], other[seat] = other[seat], other[0]
    return other


def levels_for(seats: int) -> list[str]:
    """Computers of both levels that decide alike every time: easy and normal in turn."""
    return [("normal", "easy")[seat % 2] for seat in range(seats)]


def opened(table: str, players: list[str], seat: int) -> dict[str, Any]:
    return ok({"op": "new", "game": game_of(table), "options": TABLES[table], "seed": SEED, "players": players, "seat": seat})["view"]


@pytest.mark.parametrize("table", sorted(TABLES))
def test_the_other_seat_is_dealt_the_same_cards_and_only_the_seat_differs(table: str) -> None:
    seats = SEATS[table]
    other = across(seats)
    first_players = ["human", *levels_for(seats)[1:]]
    first = opened(table, first_players, 0)
    second = opened(table, swapped(first_players, other), other)
    assert (first["seat"], second["seat"]) == (0, other)
    assert second["players"][other] == "human" and second["players"][0] == first_players[other]
    for seat in range(seats):  # every seat sees the same position: the same hand, the same public cards
        views = [ok({"op": "view", "session": view["session"], "seat": seat})["view"] for view in (first, second)]
        assert views[0]["observation"] == views[1]["observation"], seat
        assert views[0]["observation"]["hand"], seat
    # The cards no seat sees yet (a bottom, a stock, a pool, the undealt cards) are the same too.
    states = [sessions.registry[view["session"]].state for view in (first, second)]
    assert states[0].record().to_json() == states[1].record().to_json()
    assert world_of(states[0]) == world_of(states[1])


def world_of(state: Any) -> dict[str, object]:
    """The state's every field as text, what is dealt and still hidden included; its stream as its next draw."""
    return {name: value.clone().next_u64() if name == "rng" else repr(value) for name, value in vars(state).items()}


def play_out(table: str, players: list[str], seat: int | None, as_level: str, budget: dict[str, int] | None = None) -> dict[str, Any]:
    """The game of ``players``, the person at ``seat`` (if any) playing each turn as the computer of ``as_level``
    there would; its record and final scores."""
    view = opened(table, players, seat or 0)
    session = view["session"]
    state = sessions.registry[session].state
    while not state.is_terminal:
        actor = state.current_player
        if actor == seat:
            rng = computers.decision_rng(state.seed, len(state.history), actor)
            chosen = computers.choose(state.game.id, as_level, state.observation(actor), rng, Budget(**(budget or {})))
            ok({"op": "act", "session": session, "seat": seat, "action": chosen.id})
        else:
            ok({"op": "ai", "session": session, **({"budget": budget} if budget else {})})
    record = ok({"op": "save", "session": session})["record"]
    scores = ok({"op": "view", "session": session})["view"]["scores"]
    ok({"op": "close", "session": session})
    return {"record": record, "scores": scores}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_a_player_who_plays_as_the_computer_compared_with_scores_what_it_scores_from_both_seats(table: str) -> None:
    seats = SEATS[table]
    other = across(seats)
    levels = levels_for(seats)
    compared = levels[other]  # the computer of the other seat: it plays the player's first seat in the duplicate
    first_players = ["human", *levels[1:]]
    second_players = swapped(first_players, other)
    assert second_players[0] == compared and second_players[other] == "human"
    computers_game = play_out(table, [compared, *levels[1:]], None, compared)
    first = play_out(table, first_players, 0, compared)
    second = play_out(table, second_players, other, compared)
    assert first == second == computers_game  # the same game, move for move, from either seat
    # The luck-free measure (table/duplicate.js: dealComparison): the player's score from each seat
    # less the computer's from that seat in the other playing; playing as the computer, it is 0.
    you, computer = (first["scores"][0], second["scores"][other]), (second["scores"][0], first["scores"][other])
    assert sum(you) - sum(computer) == 0


def test_hard_decides_the_same_in_the_same_position_under_a_budget_of_iterations() -> None:
    # Hard's search is seeded by the position, so with a fixed number of rollouts it chooses alike; the
    # page's time budget gives up that guarantee (the rollouts made in the time vary with the device).
    budget = {"iterations": 20}
    first = play_out("doudizhu", ["human", "hard", "hard"], 0, "hard", budget)
    second = play_out("doudizhu", ["hard", "human", "hard"], 1, "hard", budget)
    assert first == second == play_out("doudizhu", ["hard"] * 3, None, "hard", budget)
