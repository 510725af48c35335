"""The replay of a finished deal for review: one step per action plus the start, every hand face up, only once the deal is over."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from karciarnia import computers
from karciarnia import api
from karciarnia.catalog import GAMES
from karciarnia.protocol import Record, State
from karciarnia.replay import hands, replay_deal

TWO_DEALS = {"prezydent": {"deals": 2}, "doudizhu": {"deals": 2}, "tarok": {"deals": 2}, "koalicje": {}}  # Koalicje: rounds until a winner


def call(op: str, **fields: Any) -> dict[str, Any]:
    return json.loads(api.handle(json.dumps({"op": op, **fields})))


def play(game_id: str, seed: int, deals_over: int, extra_moves: int = 0) -> State:
    """A game of easy AIs played until ``deals_over`` deals are finished, then ``extra_moves`` more moves."""
    state = GAMES[game_id].new_state(TWO_DEALS[game_id], seed)
    finished = 0
    while finished < deals_over or extra_moves > 0:
        if finished >= deals_over:
            extra_moves -= 1
        deal, seat = state.deal_number, state.current_player
        assert seat is not None
        state.apply(computers.choose(game_id, "easy", state.observation(seat), computers.decision_rng(seed, len(state.history), seat)))
        finished += state.deal_number != deal or state.is_terminal
    return state


def positions(record: Record, first: int, end: int) -> list[State]:
    """The states before ``record``'s move ``first`` and after each move up to ``end`` (independently replayed)."""
    state = GAMES[record.game].new_state(record.options, record.seed)
    for action_id in record.actions[:first]:
        state.apply(action_id)
    found = [state.clone()]
    for action_id in record.actions[first:end]:
        state.apply(action_id)
        found.append(state.clone())
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_finished_deal_has_one_step_per_action_plus_the_start_with_the_states_hands(game_id: str) -> None:
    # the replay steps through the deal; each hand at each step is the state's, face up
    record = play(game_id, seed=5, deals_over=1, extra_moves=3).record()
    replay = replay_deal(record)
    assert (replay.index, replay.finished, replay.first_move) == (0, 1, 0)
    end = len(replay.steps) - 1
    states = positions(record, 0, end)
    assert states[-1].deal_number != states[0].deal_number or states[-1].is_terminal  # the last step's action ended the deal
    assert all(state.deal_number == states[0].deal_number for state in states[:-1])  # and none before it
    assert [step.move for step in replay.steps] == [None, *range(end)]
    for number, (step, state) in enumerate(zip(replay.steps, states)):
        if number:
            assert step.action is not None and step.action.id == record.actions[step.move]
            assert step.actor == positions(record, step.move, step.move)[0].current_player
        if number < end:
            assert step.hands == hands(state)
    # The last action moved the state on: the deal's last hands are the ones before it, less the cards it played.
    before = replay.steps[-2].hands
    played = Counter(replay.steps[-1].action.to_json().get("cards") or [])
    actor = replay.steps[-1].actor
    assert Counter(replay.steps[-1].hands[actor]) == Counter(before[actor]) - played
    assert [hand for seat, hand in enumerate(replay.steps[-1].hands) if seat != actor] == [hand for seat, hand in enumerate(before) if seat != actor]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_op_sends_the_seats_view_at_each_step_and_the_whole_hands(game_id: str) -> None:
    # the page draws each step with the game's renderer (a view like ``view``'s) and every hand face up
    record = play(game_id, seed=2, deals_over=1).record()
    reply = call("replay", record=record.to_json(), seat=1)
    assert reply["ok"], reply
    result = reply["result"]
    assert (result["game"], result["seat"], result["index"], result["finished"], result["first_move"]) == (game_id, 1, 0, 1, 0)
    steps = result["steps"]
    assert len(steps) == len(record.actions) + 1
    assert steps[0]["move"] is None and steps[0]["action"] is None and steps[0]["actor"] is None
    for step in steps[:-1]:
        view = step["view"]
        assert view["seat"] == 1 and view["game"] == game_id and len(view["players"]) == len(step["hands"])
        assert list(view["observation"]["hand"]) == step["hands"][1]  # the viewer's own hand is the state's
    assert steps[1]["action"]["id"] == record.actions[0]
    assert steps[-1]["view"]["moves"] == len(record.actions)


def test_a_later_deal_starts_where_the_one_before_ended() -> None:
    # every deal kept in a saved game can be replayed: the Tabela's rows count the finished deals from 0
    state = play("doudizhu", seed=1, deals_over=2)
    record = state.record()
    first, second = replay_deal(record, 0), replay_deal(record, 1)
    assert (second.index, second.finished, second.deal) == (1, 2, first.deal + 1)
    assert second.first_move == len(first.steps) - 1
    assert second.steps[0].state.history == first.steps[-1].state.history
    assert replay_deal(record).index == 1  # no index: the last finished deal
    assert len(second.steps) - 1 + second.first_move == len(record.actions)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_deal_in_progress_is_refused(game_id: str) -> None:
    # an unfinished deal would show hands that are still hidden
    fresh = GAMES[game_id].new_state({}, 0).record()
    error = call("replay", record=fresh.to_json(), seat=0)["error"]
    assert error["type"] == "InvalidRequestError" and "in progress" in error["message"]
    halfway = play(game_id, seed=4, deals_over=1, extra_moves=2).record()
    error = call("replay", record=halfway.to_json(), seat=0, index=1)["error"]
    assert error["type"] == "InvalidRequestError" and "deal index 1 is not a finished deal" in error["message"]


@pytest.mark.parametrize(
    ("fields", "kind", "says"),
    [
        ({"record": {"game": "prezydent"}}, "InvalidRecordError", "options"),
        ({"record": "none"}, "InvalidRecordError", "JSON object"),
        ({"index": -1}, "InvalidRequestError", "'index' must be a whole number"),
        ({"index": True}, "InvalidRequestError", "'index' must be a whole number"),
        ({"index": "0"}, "InvalidRequestError", "'index' must be a whole number"),
        ({"seat": 7}, "InvalidRequestError", "seat"),
        ({"players": ["human"]}, "InvalidRequestError", "'players' must list"),
    ],
)
def test_bad_input_is_refused_with_a_clear_error(fields: dict[str, Any], kind: str, says: str) -> None:
    # bad input gets a clear error (and the boundary stays up)
    record = play("prezydent", seed=0, deals_over=1).record().to_json()
    error = call("replay", **{"record": record, "seat": 0, **fields})["error"]
    assert error["type"] == kind and says in error["message"], error


def test_a_broken_record_names_the_move_that_breaks_it() -> None:
    # a saved game that does not replay is refused, saying where
    record = play("tarok", seed=0, deals_over=1).record().to_json()
    record["actions"][3] = "play:T99"
    error = call("replay", record=record, seat=0)["error"]
    assert error["type"] == "InvalidRecordError" and "action 3" in error["message"]
