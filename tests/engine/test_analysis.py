"""The analysis of a player's decisions, shown with a deal's replay: values, mistakes, the ops and ``review``."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tarok_support import optimum, points_after

from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia import api, cli
from karciarnia.analysis import analyse, analyse_deal, analyse_observation
from karciarnia.catalog import GAMES
from karciarnia.games.koalicje.rules import trick_winner
from karciarnia.protocol import Record, State
from karciarnia.reasons import wording

TOP_RANK_DOUDIZHU = 12  # D2: the rank of the 2 (the jokers above it): a play of these may still win later
TAROK_POINTS = 89  # T20: 19 trick points + 70 card points


def normal_deal(game_id: str, seed: int) -> Iterator[State]:
    """Each position of the first deal of a game the normal AIs play (the same every time)."""
    state = GAMES[game_id].new_state({}, seed)
    deal = state.deal_number
    while not state.is_terminal and state.deal_number == deal:
        yield state
        seat = state.current_player
        assert seat is not None
        state.apply(computers.choose(game_id, "normal", state.observation(seat), computers.decision_rng(seed, len(state.history), seat)))


def played(state: State, action_id: str) -> tuple[Record, int, int]:
    """The record of ``state`` with ``action_id`` played, the seat that played it and the index of that move."""
    record = state.record()
    seat = state.current_player
    assert seat is not None
    return Record(record.game, record.options, record.seed, [*record.actions, action_id]), seat, len(record.actions)


def call(op: str, **fields: Any) -> dict[str, Any]:
    return json.loads(api.handle(json.dumps({"op": op, **fields})))


def first_position(game_id: str, wanted: Any) -> tuple[State, Any]:
    """The first position of seeded normal deals where ``wanted(state)`` finds something."""
    for seed in range(40):
        for state in normal_deal(game_id, seed):
            found = wanted(state)
            if found:
                return state.clone(), found
    raise AssertionError(f"no such position in {game_id}")


# -- a bad move is a mistake, a good one is not ----------------------------------------------------
@pytest.mark.parametrize("game_id", ["prezydent", "doudizhu"])
def test_passing_instead_of_going_out_against_the_trick_is_a_mistake(game_id: str) -> None:
    # P15, D21: the seat can play its whole hand now, below the top ranks (a top play may
    # still win later), and in Dou Dizhu it is the landlord (no partner goes out for it): passing
    # throws that away, going out costs nothing.
    def going_out(state: State) -> Any:
        observation = state.observation(state.current_player)
        legal = {action.id: action for action in observation.legal_actions}
        outs = [a for a in legal.values() if a.id != "pass" and len(getattr(a, "cards", ())) == len(observation.hand)]
        if not outs or "pass" not in legal:
            return None
        if game_id == "prezydent":
            return outs[0] if not outs[0].id.startswith("play:2") else None
        return outs[0] if observation.seat == observation.landlord and outs[0].main < TOP_RANK_DOUDIZHU else None

    state, out = first_position(game_id, going_out)
    seat = state.current_player
    passing = analyse(*played(state, "pass"))
    assert passing.mistake and passing.best.id == out.id
    assert not analyse(*played(state, out.id)).mistake


def test_letting_a_rival_keep_a_trick_one_could_take_is_a_mistake() -> None:
    # K24, K25: last to play, a rival winning, two cards left: ducking gives away a trick's votes.
    def duck(state: State) -> Any:
        observation = state.observation(state.current_player)
        if observation.phase != "play" or len(observation.trick) != 3 or len(observation.hand) != 2:
            return None
        trumps, me = observation.trump_suits, observation.seat
        if trick_winner(observation.trick, trumps) in observation.standings[me].counts:
            return None
        takes = [trick_winner((*observation.trick, (me, a.card)), trumps) == me for a in observation.legal_actions]
        return observation.legal_actions[takes.index(False)] if True in takes and False in takes else None

    state, ducking = first_position("koalicje", duck)
    decision = analyse(*played(state, ducking.id))
    assert decision.mistake and decision.loss >= 5  # K25: a trick is worth the seat's rate in votes


def test_tarok_endgame_values_are_exact_and_a_lost_point_is_counted() -> None:
    # T18–T20: once the stock is empty the values are exact: own points less the opponent's,
    # checked against an independent minimax; a card that gives points away is a mistake.
    checked = mistakes = 0
    for state in normal_deal("tarok", 7):
        if state.stock_count or len(state.hands[state.current_player]) > 5:
            continue
        me = state.current_player
        at_stake = TAROK_POINTS - sum(state.points)
        decision = analyse_observation("tarok", state.observation(me), state.legal_actions()[0], len(state.history), 0)
        if decision.forced:
            continue
        for action, value in decision.values:
            assert value == 2 * points_after(state, action.card, me) - at_stake
        best = max(value for _, value in decision.values)
        assert best == 2 * optimum(state, me) - at_stake
        for action, value in decision.values:
            bad = analyse_observation("tarok", state.observation(me), action, len(state.history), 0)
            assert bad.loss == best - value
            assert bad.mistake == (best - value > BUNDLES["tarok"].analyst.threshold)
            mistakes += bad.mistake
        checked += 1
    assert checked >= 3 and mistakes >= 1


def test_a_forced_decision_is_never_a_mistake() -> None:
    # one class of actions only: nothing to lose
    forced = 0
    for game_id in ("tarok", "koalicje"):
        for state in normal_deal(game_id, 5):
            seat = state.current_player
            observation = state.observation(seat)
            if len(observation.legal_actions) == 1 or BUNDLES[game_id].analyst.candidates(observation) == (observation.legal_actions[0],):
                decision = analyse_observation(game_id, observation, observation.legal_actions[0], len(state.history), 0)
                assert decision.forced and not decision.mistake and decision.loss == 0 and not decision.values
                forced += 1
    assert forced >= 5


# -- reproducible -------------------------------------------------------------------------------------------
def finished_deal(game_id: str, seed: int) -> Record:
    *_, last = normal_deal(game_id, seed)  # one state, played on: after the generator, the deal is over
    return last.record()


def test_the_same_record_gives_the_same_analysis_twice() -> None:
    # a fixed budget and a stream from public facts: the same deal always gives the same analysis
    record = finished_deal("doudizhu", 2).to_json()
    listed = call("decisions", record=record, seat=1)["result"]
    searched = [d["move"] for d in listed["decisions"] if d["analysed"] and not d["forced"]]
    assert searched
    for move in searched[:3]:
        first = call("analyse", record=record, seat=1, move=move)
        assert first["ok"] and first == call("analyse", record=record, seat=1, move=move)


def test_decisions_lists_the_seats_moves_in_the_deal() -> None:
    # the page asks one decision at a time: the list says which moves are the seat's
    record = finished_deal("koalicje", 3)
    reply = call("decisions", record=record.to_json(), seat=2)["result"]
    assert reply["unit"] == "votes" and reply["threshold"] == BUNDLES["koalicje"].analyst.threshold
    state = GAMES["koalicje"].new_state(record.options, record.seed)
    expected = []
    for move, action_id in enumerate(record.actions):
        if state.current_player == 2 and state.deal_number == reply["deal"]:
            expected.append((move, action_id))
        state.apply(action_id)
    assert [(d["move"], d["action"]["id"]) for d in reply["decisions"]] == expected
    assert reply["deals"] == [reply["deal"]]


# -- the ops refuse bad input -----------------------------------------------------------------------------------
def test_the_ops_refuse_bad_input_with_clear_errors() -> None:
    # narrow errors under ValueError, with what was wrong
    record = finished_deal("koalicje", 3)
    good = record.to_json()
    broken = {**good, "actions": [*good["actions"][:3], "play:XX"]}
    seat_two = call("decisions", record=good, seat=2)["result"]["decisions"][0]["move"]
    cases = [
        (dict(op="analyse", record=good, seat=0, move=seat_two), "InvalidRequestError", "not seat 0's"),
        (dict(op="analyse", record=good, seat=7, move=0), "InvalidRequestError", "seat must be"),
        (dict(op="analyse", record=good, seat=0), "InvalidRequestError", "needs 'move'"),
        (dict(op="analyse", record=good, seat=0, move=len(good["actions"])), "InvalidRequestError", "move must be"),
        (dict(op="analyse", record=good, seat=0, move="1"), "InvalidRequestError", "move must be"),
        (dict(op="analyse", record=broken, seat=0, move=0), "InvalidRecordError", "breaks at action 3"),
        (dict(op="decisions", record={"game": "chess", "options": {}, "seed": 0, "actions": []}), "InvalidRecordError", "unknown game"),
        (dict(op="decisions", record=good, seat=0, deal=9), "InvalidRequestError", "deal 9 is not in"),
        (dict(op="decisions", record=good, seat=0, deal=True), "InvalidRequestError", "'deal' must be"),
        (dict(op="decisions", record="x"), "InvalidRecordError", "JSON object"),
    ]
    for request, kind, words in cases:
        reply = json.loads(api.handle(json.dumps(request)))
        assert not reply["ok"] and reply["error"]["type"] == kind and words in reply["error"]["message"], (request, reply)


# -- python -m karciarnia review -----------------------------------------------------------------------------
def test_review_prints_the_same_analysis_as_the_api(tmp_path: Path) -> None:
    # the terminal shows each decision, the engine's preference, the loss, the verdict and its reasons
    record = finished_deal("koalicje", 3)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps({"record": record.to_json(), "players": ["human"] * 4}), encoding="utf-8")
    out = io.StringIO()
    assert cli.main(["review", str(path), "--seat", "1", "--lang", "en"], stdout=out) == 0
    lines = out.getvalue().splitlines()
    review = analyse_deal(record, 1)
    assert lines[0].startswith("koalicje, seat 1, deal ") and "votes" in lines[0] and "Mistake > 5" in lines[0]
    rows = [line for line in lines[2:] if not line.startswith("       - ")]
    assert len(rows) == len(review.decisions) > 0
    assert len(lines) - 2 - len(rows) == sum(len(decision.reasons) for decision in review.decisions)
    for row, decision in zip(rows, review.decisions, strict=True):
        reply = call("analyse", record=record.to_json(), seat=1, move=decision.move)["result"]
        words = row.split()
        assert int(words[0]) == review.step(reply["move"]) == reply["move"] - call("replay", record=record.to_json(), seat=1)["result"]["first_move"] + 1 and words[1] == reply["chosen"]["id"] and words[2] == reply["best"]["id"]
        assert wording.verdict_text("en", reply["verdict"]) in row
        if reply["forced"]:
            assert words[3] == "-"
        else:
            assert float(words[3]) == reply["loss"]
            assert ("largest loss" in row) == (decision.move == review.largest)


def test_review_refuses_a_file_that_is_no_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    assert cli.main(["review", str(path)], stdout=io.StringIO()) == 2
    assert "bad.json: saved game is not valid JSON" in capsys.readouterr().err
