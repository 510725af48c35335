"""The JSON boundary (karciarnia.api.handle): JSON strings in, JSON strings out, never a crash."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import cards_in, full_deal

from karciarnia import api, play
from karciarnia.sessions import MAX_SESSIONS
from karciarnia.catalog import GAMES

RECORD = {"format": 1, "game": "prezydent", "options": {}, "seed": 0, "actions": []}
FIRST_DEAL = full_deal([["3S", "4S"], ["5S"], ["6S"], []])


ROOT = Path(__file__).resolve().parents[2]

def call(request: Any) -> dict[str, Any]:
    """Send one request as JSON text; check the reply's shape; return it decoded."""
    reply = api.handle(json.dumps(request))
    assert isinstance(reply, str)
    decoded = json.loads(reply)
    assert set(decoded) == ({"id", "ok", "result"} if decoded["ok"] else {"id", "ok", "error"})
    if not decoded["ok"]:
        assert set(decoded["error"]) == {"type", "message"}
        assert decoded["error"]["message"]
    json.dumps(decoded, allow_nan=False)  # every reply is plain JSON
    return decoded


def ok(request: dict[str, Any]) -> dict[str, Any]:
    """The result of a request that must succeed."""
    reply = call(request)
    assert reply["ok"], reply
    return reply["result"]


def error(request: Any) -> dict[str, str]:
    """The error of a request that must fail."""
    reply = call(request)
    assert not reply["ok"], reply
    return reply["error"]


def new(**fields: Any) -> dict[str, Any]:
    """Open a Prezydent session; return its view."""
    return ok({"op": "new", "game": "prezydent", **fields})["view"]


def views(session: str, seats: int = 4) -> list[dict[str, Any]]:
    """Every seat's view of a session (to check that nothing changed)."""
    return [ok({"op": "view", "session": session, "seat": seat})["view"] for seat in range(seats)]


def step(session: str, view: dict[str, Any]) -> dict[str, Any]:
    """Advance one move: the AI if it is an AI's turn, else seat's first legal action."""
    if view["current_is_ai"]:
        return ok({"op": "ai", "session": session, "seat": view["seat"]})["view"]
    seat = view["current_player"]
    action = ok({"op": "view", "session": session, "seat": seat})["view"]["observation"]["legal_actions"][0]["id"]
    return ok({"op": "act", "session": session, "seat": seat, "action": action})["view"]


def without_session(view: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in view.items() if key != "session"}


# -- operations ----------------------------------------------------------------------
def test_catalog_lists_games_options_and_levels() -> None:
    result = ok({"op": "catalog", "id": 1})
    by_id = {game["id"]: game for game in result["games"]}
    assert set(by_id) == set(GAMES)
    prezydent = by_id["prezydent"]
    assert prezydent["levels"] == ["easy", "normal", "hard"]
    options = {option["name"]: option for option in prezydent["options"]}
    assert options["players"] == {"name": "players", "kind": "int", "default": 4, "min": 3, "max": 6}  # P1
    assert options["revolution"]["default"] is True
    assert "deal" not in options  # explicit deals are not a lobby option
    assert result["version"]
    # every game is named in each of the page's languages; in Chinese as its own table names it
    for game in result["games"]:
        assert set(game["names"]) == {"pl", "en", "zh"}
        table = json.loads((ROOT / "web" / "i18n" / "zh" / f"{game['id']}.json").read_text(encoding="utf-8"))
        assert game["names"]["zh"] == table[f"game.{game['id']}"], game["id"]


def test_the_catalog_marks_each_house_rule_off_by_default() -> None:
    # P23-P26, D26-D28: the sheet groups the options marked "house" apart; a game with one on counts apart
    games = ok({"op": "catalog", "id": 1})["games"]
    house = {game["id"]: {option["name"]: option["default"] for option in game["options"] if option.get("house")} for game in games}
    assert house == {
        "prezydent": {"equalize": False, "jokers": False, "stairs": False},
        "doudizhu": {"bidding": "points", "show_cards": False, "doubling": False},
        "tarok": {},
        "koalicje": {},  # K2's deuces are a rule of the game's own, not a house rule
    }
    bidding = next(option for game in games if game["id"] == "doudizhu" for option in game["options"] if option["name"] == "bidding")
    assert bidding == {"name": "bidding", "kind": "choice", "default": "points", "choices": ["points", "rob"], "house": True}  # D26


def test_new_default_seats_and_private_view() -> None:
    view = new(seed=3)
    assert view["players"] == ["human", "normal", "normal", "normal"]
    assert view["seat"] == 0 and view["current_player"] == 0 and not view["current_is_ai"]
    assert view["moves"] == 0 and not view["terminal"] and view["scores"] == [0, 0, 0, 0]
    hand = view["observation"]["hand"]
    assert len(hand) == 13
    # P19: at the start the only cards in a seat's view are its own
    assert cards_in(json.dumps(view)) == set(hand)
    other = ok({"op": "view", "session": view["session"], "seat": 1})["view"]
    assert not set(other["observation"]["hand"]) & set(hand)
    assert cards_in(json.dumps(other)) == set(other["observation"]["hand"])


def test_request_id_is_echoed() -> None:
    assert call({"op": "catalog", "id": "abc"})["id"] == "abc"
    assert call({"op": "nope", "id": 7})["id"] == 7
    assert call({"op": "catalog", "id": True})["id"] is None


def test_act_applies_a_legal_action() -> None:
    view = new(options={"deal": FIRST_DEAL}, players=["human"] * 4)
    after = ok({"op": "act", "session": view["session"], "seat": 0, "action": "play:3S"})["view"]
    assert after["moves"] == 1 and after["current_player"] == 1
    assert after["observation"]["hand"] == ["4S"]
    assert after["observation"]["played"] == ["3S"]


def test_illegal_action_refused_and_game_unchanged() -> None:
    # P5: the 2S of another seat, an unknown id and a pass on the lead are all refused
    view = new(options={"deal": FIRST_DEAL}, players=["human"] * 4)
    session = view["session"]
    before = views(session)
    for bad in ("play:2S", "play:3S,4S", "pass", "nonsense"):
        failure = error({"op": "act", "session": session, "seat": 0, "action": bad})
        assert failure["type"] == "IllegalActionError"
        assert repr(bad) in failure["message"]
    assert views(session) == before


def test_acting_out_of_turn_refused() -> None:
    view = new(options={"deal": FIRST_DEAL}, players=["human"] * 4)
    before = views(view["session"])
    failure = error({"op": "act", "session": view["session"], "seat": 1, "action": "play:5S"})
    assert failure["type"] == "IllegalActionError" and "not seat 1's turn" in failure["message"]
    assert views(view["session"]) == before


def test_acting_for_an_ai_seat_refused() -> None:
    view = new(options={"deal": FIRST_DEAL}, players=["easy", "human", "human", "human"])
    assert view["current_is_ai"]
    before = views(view["session"])
    failure = error({"op": "act", "session": view["session"], "seat": 0, "action": "play:3S"})
    assert failure["type"] == "IllegalActionError" and "AI" in failure["message"]
    assert views(view["session"]) == before


def test_ai_moves_only_ai_seats() -> None:
    view = new(options={"deal": FIRST_DEAL}, players=["easy", "human", "human", "human"], seat=1)
    result = ok({"op": "ai", "session": view["session"], "seat": 1})
    assert result["actor"] == 0
    assert result["action"] == {"id": "play:3S", "type": "play", "cards": ["3S"]}  # P20: easy plays its lowest
    assert result["view"]["seat"] == 1 and result["view"]["current_player"] == 1
    failure = error({"op": "ai", "session": view["session"]})
    assert failure["type"] == "IllegalActionError" and "human seat" in failure["message"]


def test_ai_is_deterministic() -> None:
    first = new(seed=12, players=["normal"] * 4)
    second = new(seed=12, players=["normal"] * 4)
    for _ in range(20):
        a = ok({"op": "ai", "session": first["session"]})
        b = ok({"op": "ai", "session": second["session"]})
        assert a["action"] == b["action"] and a["actor"] == b["actor"]


def test_play_to_the_end_then_nothing_more() -> None:
    # P10/P16: after the last deal no actor is left: ai and act are refused
    view = new(seed=5, players=["normal", "easy", "normal", "easy"], options={"players": 4, "deals": 2})
    session = view["session"]
    for _ in range(1000):
        if view["terminal"]:
            break
        view = step(session, view)
    assert view["terminal"] and view["current_player"] is None
    assert sum(view["scores"]) == 20
    assert error({"op": "ai", "session": session})["type"] == "IllegalActionError"
    assert error({"op": "act", "session": session, "seat": 0, "action": "pass"})["type"] == "IllegalActionError"


def test_save_load_continue_equals_continuing() -> None:
    view = new(seed=21, options={"deals": 2}, players=["human", "normal", "easy", "normal"])
    session = view["session"]
    for _ in range(30):
        view = step(session, view)
    saved = ok({"op": "save", "session": session})
    assert saved["players"] == ["human", "normal", "easy", "normal"]
    assert saved["record"]["seed"] == 21 and len(saved["record"]["actions"]) == 30
    saved = json.loads(json.dumps(saved))
    loaded = ok({"op": "load", "record": saved["record"], "players": saved["players"]})["view"]
    assert loaded["session"] != session
    assert without_session(loaded) == without_session(view)
    copy = loaded["session"]
    while not view["terminal"]:
        view, loaded = step(session, view), step(copy, loaded)
        assert without_session(loaded) == without_session(view)
    assert loaded["terminal"] and loaded["scores"] == view["scores"]


def test_close_forgets_the_session() -> None:
    view = new()
    assert ok({"op": "close", "session": view["session"]}) == {}
    failure = error({"op": "view", "session": view["session"]})
    assert failure["type"] == "InvalidRequestError" and "no game session" in failure["message"]


def test_old_sessions_are_evicted() -> None:
    first = new()["session"]
    for _ in range(MAX_SESSIONS):
        new()
    assert error({"op": "view", "session": first})["type"] == "InvalidRequestError"


# -- malformed requests --------------------------------------------------------------
@pytest.mark.parametrize("text", ["{", "", "nul", "[1,", "{'op': 'catalog'}"])
def test_malformed_json(text: str) -> None:
    reply = json.loads(api.handle(text))
    failure = {"type": "InvalidRequestError", "message": "request is not valid JSON"}
    assert reply == {"id": None, "ok": False, "error": failure}


@pytest.mark.parametrize("request_", [[1, 2], 42, "catalog", None])
def test_non_object_request(request_: Any) -> None:
    failure = error(request_)
    assert failure["type"] == "InvalidRequestError" and "JSON object" in failure["message"]


def test_oversize_request() -> None:
    text = json.dumps({"op": "catalog", "pad": "x" * api.MAX_REQUEST_CHARS})
    reply = json.loads(api.handle(text))
    assert reply["ok"] is False and reply["error"]["type"] == "InvalidRequestError"
    assert "at most" in reply["error"]["message"]


def test_non_string_message() -> None:
    reply = json.loads(api.handle(b'{"op": "catalog"}'))  # type: ignore[arg-type]
    assert reply["ok"] is False and reply["error"]["type"] == "InvalidRequestError"


@pytest.mark.parametrize("op", ["fly", "", None, 3])
def test_unknown_op(op: Any) -> None:
    failure = error({"op": op})
    assert failure["type"] == "InvalidRequestError" and "unknown op" in failure["message"]
    assert "catalog" in failure["message"]


@pytest.mark.parametrize("op", [[], {}])
def test_unhashable_op_is_still_a_structured_error(op: Any) -> None:
    # The reply stays structured (today it is reported as an InternalError, see the report).
    assert error({"op": op})["type"]


@pytest.mark.parametrize(
    ("request_", "kind", "words"),
    [
        ({"op": "new", "game": "chess"}, "InvalidOptionError", "unknown game 'chess'"),
        ({"op": "new"}, "InvalidOptionError", "unknown game None"),
        ({"op": "new", "game": "prezydent", "seed": "7"}, "InvalidRequestError", "'seed' has the wrong type"),
        ({"op": "new", "game": "prezydent", "seed": True}, "InvalidRequestError", "'seed' has the wrong type"),
        ({"op": "new", "game": "prezydent", "seed": -1}, "InvalidOptionError", "seed must be"),
        ({"op": "new", "game": "prezydent", "options": []}, "InvalidRequestError", "'options' has the wrong type"),
        ({"op": "new", "game": "prezydent", "options": {"players": 9}}, "InvalidOptionError", "between 3 and 6"),
        ({"op": "new", "game": "prezydent", "players": "human"}, "InvalidRequestError", "must list 4 seats"),
        ({"op": "new", "game": "prezydent", "players": ["human"] * 3}, "InvalidRequestError", "must list 4 seats"),
        (
            {"op": "new", "game": "prezydent", "players": ["human", "grandmaster", "easy", "easy"]},
            "InvalidRequestError",
            "seat 1: 'grandmaster' is not one of",
        ),
        ({"op": "new", "game": "prezydent", "seat": 4}, "InvalidRequestError", "seat must be a number from 0 to 3"),
        ({"op": "new", "game": "prezydent", "seat": "0"}, "InvalidRequestError", "seat must be"),
        ({"op": "view"}, "InvalidRequestError", "request needs 'session'"),
        ({"op": "view", "session": 5}, "InvalidRequestError", "'session' has the wrong type"),
        ({"op": "view", "session": "s999999"}, "InvalidRequestError", "no game session 's999999'"),
        ({"op": "act", "session": "nope", "action": "pass"}, "InvalidRequestError", "no game session"),
        ({"op": "load"}, "InvalidRecordError", "JSON object"),
        ({"op": "load", "record": {"format": 2}}, "InvalidRecordError", "format 2"),
        (
            {"op": "load", "record": {**RECORD, "actions": ["pass"]}},
            "InvalidRecordError",
            "breaks at action 0",
        ),
        (
            {"op": "load", "record": {**RECORD, "options": {"players": 2}}},
            "InvalidRecordError",
            "bad options",
        ),
        (
            {"op": "load", "record": {**RECORD, "actions": [1]}},
            "InvalidRecordError",
            "list of ids",
        ),
    ],
)
def test_wrong_fields_give_structured_errors(request_: dict[str, Any], kind: str, words: str) -> None:
    failure = error(request_)
    assert failure["type"] == kind
    assert words in failure["message"]


def test_wrong_types_on_a_live_session_change_nothing() -> None:
    view = new(options={"deal": FIRST_DEAL}, players=["human"] * 4)
    session = view["session"]
    before = views(session)
    for request in (
        {"op": "act", "session": session, "seat": 0, "action": 3},
        {"op": "act", "session": session, "seat": 0},
        {"op": "act", "session": session, "seat": 7, "action": "play:3S"},
        {"op": "act", "session": session, "seat": None, "action": "play:3S"},
    ):
        assert error(request)["type"] == "InvalidRequestError"
    assert views(session) == before


def test_ai_exchange_cards_are_hidden_from_seats_outside_the_exchange() -> None:
    """P17/P19: the cards a Prezydent hands back reach only the two seats of that exchange."""
    view = ok({"op": "new", "game": "prezydent", "options": {"players": 5, "deals": 2}, "seed": 4,
               "players": ["easy"] * 5})["view"]
    session = view["session"]
    while view["observation"]["deal_number"] == 0:
        view = ok({"op": "ai", "session": session})["view"]
    places = view["observation"]["previous_places"]
    citizen, president, scum = places[2], places[0], places[-1]
    reply = ok({"op": "ai", "session": session, "seat": citizen})
    assert reply["actor"] == president and reply["action"] == {"type": "give", "hidden": True, "count": 2}
    saved = ok({"op": "save", "session": session})
    loaded = ok({"op": "load", "record": {**saved["record"], "actions": saved["record"]["actions"][:-1]},
                 "players": ["easy"] * 5, "seat": scum})
    shown = ok({"op": "ai", "session": loaded["view"]["session"], "seat": scum})["action"]
    assert shown["type"] == "give" and len(shown["cards"]) == 2


def test_diagnostics_count_open_sessions() -> None:
    before = ok({"op": "diagnostics"})
    view = ok({"op": "new", "game": "prezydent", "seed": 1})["view"]
    during = ok({"op": "diagnostics"})
    assert during["sessions"] == min(before["sessions"] + 1, MAX_SESSIONS)
    ok({"op": "close", "session": view["session"]})
    assert ok({"op": "diagnostics"})["sessions"] == during["sessions"] - 1
    assert during["allocated_blocks"] > 0


# -- search budgets (a budget the page cannot wait for is refused) ---------------------------------
@pytest.mark.parametrize(
    ("budget", "words"),
    [
        ({"iterations": 100_000}, "budget iterations must be a whole number from 1 to 1000 for prezydent, got 100000"),
        ({"iterations": 1_001}, "from 1 to 1000 for prezydent"),
        ({"iterations": 0}, "from 1 to 1000"),
        ({"iterations": -3}, "from 1 to 1000"),
        ({"iterations": 2.5}, "got 2.5"),
        ({"iterations": 12.0}, "got 12.0"),
        ({"iterations": True}, "got True"),
        ({"iterations": "12"}, "got '12'"),
        ({"millis": 10_001}, "budget millis must be a whole number from 1 to 10000"),
        ({"millis": 400.5}, "got 400.5"),
        ({"millis": False}, "got False"),
        ({"iterations": 12, "millis": 1e9}, "budget millis"),
        ({"iteration": 12}, "unknown budget field(s) iteration; known: iterations, millis"),
    ],
)
def test_budgets_out_of_range_or_not_whole_are_refused(budget: dict[str, Any], words: str) -> None:
    # only whole-number budgets the page can wait for; the refusal names the range, changes nothing
    view = new(options={"deal": FIRST_DEAL}, players=["normal"] * 4)
    session = view["session"]
    before = views(session)
    for op in ("ai", "hint"):
        if op == "hint":
            session = new(options={"deal": FIRST_DEAL}, players=["human"] * 4)["session"]
            before = views(session)
        failure = error({"op": op, "session": session, "seat": 0, "budget": budget})
        assert failure["type"] == "InvalidRequestError"
        assert words in failure["message"], failure
        assert views(session) == before


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_games_largest_budget_is_accepted_and_one_more_refused(game: str) -> None:
    # the bounds are per game (a rollout's cost differs); easy seats take the budget unspent
    seats = GAMES[game].num_players(GAMES[game].validate_options(None))
    view = ok({"op": "new", "game": game, "players": ["easy"] * seats})["view"]
    top = play.MAX_ITERATIONS[game]
    failure = error({"op": "ai", "session": view["session"], "budget": {"iterations": top + 1}})
    assert f"from 1 to {top} for {game}" in failure["message"]
    assert ok({"op": "ai", "session": view["session"], "budget": {"iterations": top, "millis": play.MAX_THINK_MS}})["view"]["moves"] == 1


def test_a_small_whole_budget_gives_a_reproducible_hint() -> None:
    # a whole-number budget within range is a real search, the same on every call
    session = new(seed=5, players=["human"] * 4)["session"]
    hints = [ok({"op": "hint", "session": session, "budget": {"iterations": 30}})["action"] for _ in range(2)]
    assert hints[0] == hints[1]
