"""Take back your last move (op ``takeback``): the position at the player's previous decision, exactly, in every game.

A decision is a position where the player's seat is to move with a choice of two actions or more; a takeback
undoes the player's last move and the computers' after it, within the deal being played (never across a deal's
end, never in a game over, a lesson, or after another person's move).
"""

from __future__ import annotations

from typing import Any

import pytest
from test_api import error, ok

from karciarnia.rng import Rng

SEATS = {"prezydent": 4, "doudizhu": 3, "koalicje": 4, "tarok": 2}


def run_computers(view: dict[str, Any]) -> dict[str, Any]:
    """Let the computers move until the player (seat 0) is to move or the game is over."""
    while not view["terminal"] and view["current_is_ai"]:
        view = ok({"op": "ai", "session": view["session"], "seat": 0})["view"]
    return view


def act(view: dict[str, Any], action: str) -> dict[str, Any]:
    """The player's ``action``, then the moves up to the player's next decision: the computers', and the player's where it has one only."""
    view = run_computers(ok({"op": "act", "session": view["session"], "seat": 0, "action": action})["view"])
    legal = view["observation"]["legal_actions"]
    return act(view, legal[0]["id"]) if len(legal) == 1 else view


def deal_of(view: dict[str, Any]) -> Any:
    observation = view["observation"]
    return observation.get("deal_number", observation.get("round"))


def walk(game: str, seed: int, options: dict[str, Any]) -> list[str]:
    """Play a whole game, seat 0 choosing at random among easy computers, taking back at every decision.

    At each decision that has an earlier one in the same deal, the takeback must give exactly the view of
    that earlier decision (hand, legal actions, stage, scores, last move); making that decision's move again
    must give exactly this decision's view. Where there is none, a takeback is refused and changes nothing.
    Returns the stages (``phase``) of the decisions taken back to.
    """
    players = ["human"] + ["easy"] * (SEATS[game] - 1)
    view = run_computers(ok({"op": "new", "game": game, "seed": seed, "options": options, "players": players})["view"])
    if len(view["observation"]["legal_actions"]) == 1:
        view = act(view, view["observation"]["legal_actions"][0]["id"])
    chooser = Rng(seed)
    previous: tuple[dict[str, Any], str] | None = None  # the last decision's view and the move made there
    stages = []
    while not view["terminal"]:
        legal = [action["id"] for action in view["observation"]["legal_actions"]]
        if previous is not None and deal_of(previous[0]) == deal_of(view):
            assert view["takeback"]
            reply = ok({"op": "takeback", "session": view["session"], "seat": 0})
            assert reply["view"] == previous[0]
            assert reply["undone"] == view["moves"] - previous[0]["moves"]
            stages.append(previous[0]["observation"]["phase"])
            assert act(reply["view"], previous[1]) == view  # the same move again: the same position after it
        else:
            assert not view["takeback"]
            assert error({"op": "takeback", "session": view["session"], "seat": 0})["type"] == "IllegalActionError"
            assert ok({"op": "view", "session": view["session"]})["view"] == view  # refused: nothing changed
        choice = chooser.choice(legal)
        previous = (view, choice)
        view = act(view, choice)
    assert not view["takeback"]  # a game over is never taken back (it has been counted)
    assert error({"op": "takeback", "session": view["session"], "seat": 0})["type"] == "IllegalActionError"
    ok({"op": "close", "session": view["session"]})
    return stages


# Each game's stages a decision can be in, reached by these games (seat 0 decides in each):
# Prezydent's exchange (P: the President and vice give cards of their choice), Dou Dizhu's bidding,
# Koalicje's discards (an election round, K20) and naming trumps; Tarok dla dwóch has tricks only,
# its draws from the stock (T6) made for both players between them.
WALKS = [
    ("prezydent", 1, {"deals": 3}, {"play", "exchange"}),
    ("doudizhu", 5, {"deals": 2}, {"play", "bidding"}),
    ("koalicje", 5, {}, {"play", "trump", "discard"}),
    ("tarok", 5, {"deals": 2}, {"play"}),
]


@pytest.mark.parametrize(("game", "seed", "options", "stages"), WALKS, ids=[walk[0] for walk in WALKS])
def test_a_takeback_returns_to_the_players_previous_decision_exactly(game: str, seed: int, options: dict[str, Any], stages: set[str]) -> None:
    assert set(walk(game, seed, options)) == stages


def test_the_saved_game_after_a_takeback_is_the_game_up_to_that_decision() -> None:
    """The record (op save: what the page keeps, so a reload resumes there) ends at the decision taken back to."""
    view = run_computers(ok({"op": "new", "game": "prezydent", "seed": 2, "players": ["human", "easy", "easy", "easy"]})["view"])
    first = view
    while view["moves"] == first["moves"] or not view["takeback"]:
        view = act(view, view["observation"]["legal_actions"][-1]["id"])
    before = ok({"op": "save", "session": view["session"]})["record"]
    taken = ok({"op": "takeback", "session": view["session"], "seat": 0})["view"]
    after = ok({"op": "save", "session": view["session"]})["record"]
    assert after["actions"] == before["actions"][: taken["moves"]]
    loaded = ok({"op": "load", "record": after, "players": ["human", "easy", "easy", "easy"]})["view"]
    assert {**loaded, "session": taken["session"]} == taken  # reopened from the record: the same position, taken back again the same


def test_no_takeback_across_another_persons_move_nor_in_a_lesson() -> None:
    # A hot seat: once another person has moved, a seat's decision before that is no more theirs to undo.
    view = ok({"op": "new", "game": "tarok", "seed": 3, "players": ["human", "human"]})["view"]
    session = view["session"]
    for _ in range(5):
        view = ok({"op": "act", "session": session, "seat": view["current_player"], "action": view_of(session, view["current_player"])["observation"]["legal_actions"][-1]["id"]})["view"]
    last = ok({"op": "save", "session": session})["record"]["actions"]
    mover = view["last_move"]["actor"]
    other = 1 - mover
    assert not view_of(session, other)["takeback"]
    assert "no decision" in error({"op": "takeback", "session": session, "seat": other})["message"]
    assert ok({"op": "save", "session": session})["record"]["actions"] == last  # refused: nothing undone
    lesson = ok({"op": "tutorial", "game": "prezydent"})["view"]
    assert not lesson["takeback"]
    assert error({"op": "takeback", "session": lesson["session"], "seat": 0})["type"] == "IllegalActionError"


def view_of(session: str, seat: int) -> dict[str, Any]:
    return ok({"op": "view", "session": session, "seat": seat})["view"]


def test_a_takeback_request_names_its_session_and_seat() -> None:
    assert error({"op": "takeback", "session": "s-none", "seat": 0})["type"] == "InvalidRequestError"
    view = ok({"op": "new", "game": "doudizhu", "seed": 1, "players": ["human", "easy", "easy"]})["view"]
    assert error({"op": "takeback", "session": view["session"], "seat": 7})["type"] == "InvalidRequestError"
    assert error({"op": "takeback", "session": view["session"], "seat": 1})["type"] == "IllegalActionError"  # a computer's seat
