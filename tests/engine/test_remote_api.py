"""A guest's messages in peer-to-peer play with friends, through the JSON boundary: op ``guest``.

The host page passes every text a guest sends, unparsed, with the seat it
bound to that connection. The engine must answer only that seat's view, take
an action only on that seat's turn at the move count the guest saw, and refuse
anything else, malformed or hostile, without changing the game.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from fuzz_text import JSON_VALUES, TEXT_EDITS, mutate

from karciarnia import api, remote
from karciarnia.sessions import registry
from karciarnia.games.doudizhu.combos import DECK

FUZZ = settings(database=None, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
PLAYERS = ["human", "human", "easy"]  # the host at seat 0, a guest at seat 1, the computer at seat 2
HOST, GUEST, COMPUTER = 0, 1, 2
FEW = {"iterations": 10}


def call(op: str, **fields: Any) -> dict[str, Any]:
    reply = api.handle(json.dumps({"op": op, **fields}))
    decoded = json.loads(reply)
    assert set(decoded) == ({"id", "ok", "result"} if decoded["ok"] else {"id", "ok", "error"})
    return decoded


def ok(op: str, **fields: Any) -> dict[str, Any]:
    reply = call(op, **fields)
    assert reply["ok"], reply
    return reply["result"]


def text(message: Any) -> str:
    """A message as the guest's page sends it: a dict as JSON text, anything else as it is."""
    return json.dumps(message) if isinstance(message, dict) else message


def guest(session: str, message: Any, seat: int = GUEST) -> dict[str, Any]:
    return call("guest", session=session, seat=seat, message=text(message))


def guest_ok(session: str, message: Any, seat: int = GUEST) -> dict[str, Any]:
    reply = guest(session, message, seat)
    assert reply["ok"], reply
    return reply["result"]


def snapshot(session: str) -> Any:
    """What a refused message must leave alone: the sessions, the history and every seat's view."""
    history = ok("save", session=session)["record"]["actions"]
    return list(registry), history, [ok("view", session=session, seat=seat)["view"] for seat in range(len(PLAYERS))]


def refused(session: str, message: Any, kind: str, words: str = "", seat: int = GUEST) -> dict[str, str]:
    """Send ``message``; it must be refused with ``kind`` (message containing ``words``) and change nothing."""
    before = snapshot(session)
    reply = guest(session, message, seat)
    assert not reply["ok"], reply
    assert reply["error"]["type"] == kind, reply
    assert words in reply["error"]["message"], reply
    assert snapshot(session) == before
    return reply["error"]


def act(action: str, moves: int) -> dict[str, Any]:
    return {"v": 1, "type": "act", "action": action, "moves": moves}


def table(seed: int = 1) -> str:
    """A one-deal Dou Dizhu for the host, a guest and the computer; its session."""
    return ok("new", game="doudizhu", seed=seed, players=PLAYERS, seat=HOST)["view"]["session"]


def advance(session: str, until: int) -> dict[str, Any]:
    """Play (the host its first legal action, the guest too, the computer its AI) until seat ``until`` is to act."""
    view = ok("view", session=session, seat=until)["view"]
    while view["current_player"] != until:
        mover = view["current_player"]
        if mover == COMPUTER:
            ok("ai", session=session, seat=until, budget=FEW)
        else:
            first = ok("view", session=session, seat=mover)["view"]["observation"]["legal_actions"][0]["id"]
            ok("act", session=session, seat=mover, action=first)
        view = ok("view", session=session, seat=until)["view"]
    return view


def secrets(session: str, seat: int) -> set[str]:
    """Cards in the other seats' hands that ``seat`` may not know (the bottom is shown once taken, D6)."""
    state = registry[session].state
    shown = set(state.bottom) if state.landlord is not None else set()
    return {card for other in range(len(PLAYERS)) if other != seat for card in state.hand_cards(other)} - shown


def words_in(reply: Any) -> set[str]:
    return set(re.findall(r"[0-9A-Za-z]+", json.dumps(reply)))


# -- why not --------------------------------------------------------------------------------------
def test_a_guest_is_told_why_its_cards_are_no_move_from_its_own_hand_only() -> None:
    # the guest's refused selection is explained by the engine as the page's own would be
    session = table()
    view = advance(session, GUEST)
    hand = view["observation"]["hand"]
    state = registry[session].state
    for cards in ([], hand[:1], ["XX"], hand[:2]):
        reply = guest_ok(session, {"v": 1, "type": "explain", "cards": cards})
        assert reply == {"type": "explain", **dict(zip(("reason", "params"), state.explain(GUEST, cards)))}
    for bad in ("3S", [3], ["3S"] * 61, ["x" * 9], None):
        refused(session, {"v": 1, "type": "explain", "cards": bad}, "GuestMessageError", "'cards'")


# -- who plays a friend's seat ----------------------------------------------------------------------
def test_a_dropped_friends_seat_goes_to_the_computer_and_back() -> None:
    # the host lets a computer play a dropped friend's seat, and gives it back on a rejoin
    session = table()
    view = advance(session, GUEST)
    given = ok("seat", session=session, seat=GUEST, player="easy", viewer=HOST)["view"]
    assert given["seat"] == HOST and given["players"] == ["human", "easy", "easy"] and given["current_is_ai"]
    refused(session, act(view["observation"]["legal_actions"][0]["id"], view["moves"]), "InvalidRequestError", "computer")
    moved = ok("ai", session=session, seat=HOST, budget=FEW)
    assert moved["actor"] == GUEST  # the computer plays the friend's turn
    back = ok("seat", session=session, seat=GUEST, player="human", viewer=GUEST)["view"]
    assert back["seat"] == GUEST and back["players"] == PLAYERS
    assert guest_ok(session, {"v": 1, "type": "hello", "name": "Ania"})["view"] == ok("view", session=session, seat=GUEST)["view"]


def test_who_plays_a_seat_is_checked() -> None:
    # op seat takes "human" or one of the game's levels, for a seat of the game; a lesson's seats stay
    session = table()
    before = snapshot(session)
    for fields in ({"seat": GUEST, "player": "grandmaster"}, {"seat": GUEST}, {"seat": 3, "player": "easy"}, {"seat": GUEST, "player": "easy", "viewer": 7}):
        reply = call("seat", session=session, **fields)
        assert not reply["ok"] and reply["error"]["type"] == "InvalidRequestError", reply
    assert snapshot(session) == before
    lesson = ok("tutorial", game="doudizhu")["view"]["session"]
    reply = call("seat", session=lesson, seat=1, player="human")
    assert not reply["ok"] and "lesson" in reply["error"]["message"]


# -- hello and sync --------------------------------------------------------------------------------
def test_hello_and_sync_answer_the_guest_seat_view_only() -> None:
    # the guest gets exactly its own seat's view, never another seat's hand
    session = table()
    state = registry[session].state
    hello = guest_ok(session, {"v": 1, "type": "hello", "name": "  Ania "})
    assert hello == {"type": "hello", "name": "Ania", "view": ok("view", session=session, seat=GUEST)["view"]}
    assert hello["view"]["seat"] == GUEST
    assert hello["view"]["observation"] == state.observation(GUEST).to_json()
    assert len(hello["view"]["observation"]["hand"]) == 17  # D2
    assert secrets(session, GUEST) and not words_in(hello) & secrets(session, GUEST)
    advance(session, HOST)
    sync = guest_ok(session, {"v": 1, "type": "sync"})
    assert sync == {"type": "sync", "view": ok("view", session=session, seat=GUEST)["view"]}
    assert sync["view"]["observation"] == state.observation(GUEST).to_json()
    assert sync["view"]["observation"]["legal_actions"] == []  # not its turn
    assert not words_in(sync) & secrets(session, GUEST)


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("Ania", "Ania"),
        ("\ufeff Żółć 🂡\u3000\n", "Żółć 🂡"),  # JavaScript's trim removes the BOM, ideographic space and line ends
        ("x" * remote.MAX_NAME_CHARS, "x" * remote.MAX_NAME_CHARS),
        ("🂡" * remote.MAX_NAME_CHARS, "🂡" * remote.MAX_NAME_CHARS),  # counted in code points, as [...name] does
        ("Ania\u200bKot", "Ania\u200bKot"),  # a zero-width space is no whitespace to trim (Cf, not Zs)
    ],
)
def test_a_name_is_trimmed_as_the_page_does(raw: str, name: str) -> None:
    # the name is the hot seat's personName (web/js/friends/hotseat.js): trimmed, 1..20 characters
    assert guest_ok(table(), {"v": 1, "type": "hello", "name": raw})["name"] == name


@pytest.mark.parametrize(
    "name",
    ["", "   ", "\u3000\t", "x" * (remote.MAX_NAME_CHARS + 1), "Ania\x00", "An\nia", "\x85Ania", "Ania\x7f", "Ania\x1b[2J", 7, None, True, ["Ania"]],
)
def test_names_the_page_would_not_keep_are_refused(name: Any) -> None:
    # a name with control characters (NEL is one, not trimmed by JS), empty or too long is refused
    refused(table(), {"v": 1, "type": "hello", "name": name}, "GuestMessageError", "name")


def test_the_trimmed_whitespace_is_javascripts() -> None:
    # String.prototype.trim strips ECMAScript WhiteSpace (tab, VT, FF, BOM, Zs) and LineTerminators
    spaces = {chr(code) for code in range(0x110000) if unicodedata.category(chr(code)) == "Zs"}
    assert set(remote.JS_WHITESPACE) == spaces | set("\t\v\f\ufeff\n\r\u2028\u2029")


# -- acting ------------------------------------------------------------------------------------------
def test_the_guest_acts_on_its_turn_with_a_legal_id_at_the_current_move() -> None:
    # an act is applied as the page's own act would be; the guest's view shows its action as listed
    session = table()
    view = advance(session, GUEST)
    chosen = view["observation"]["legal_actions"][-1]
    reply = guest_ok(session, act(chosen["id"], view["moves"]))
    assert reply["type"] == "act" and reply["actor"] == GUEST
    assert "action" not in reply  # the host learns of the move only through a seat's own view
    assert reply["view"]["last_move"] == {"moves": view["moves"] + 1, "actor": GUEST, "action": chosen}
    assert reply["view"] == ok("view", session=session, seat=GUEST)["view"]
    assert reply["view"]["moves"] == view["moves"] + 1
    assert ok("save", session=session)["record"]["actions"][-1] == chosen["id"]


def test_the_guest_may_not_act_off_turn_or_for_another_seat() -> None:
    # the seat is the connection's, never the message's; only on its own turn
    session = table()
    host_view = advance(session, HOST)
    host_action = host_view["observation"]["legal_actions"][0]["id"]
    refused(session, act(host_action, host_view["moves"]), "IllegalActionError", f"not seat {GUEST}'s turn")
    computer_view = advance(session, COMPUTER)
    computer_action = registry[session].state.legal_actions()[0].id
    refused(session, act(computer_action, computer_view["moves"]), "IllegalActionError", f"not seat {GUEST}'s turn")


def test_forged_and_stale_acts_are_refused() -> None:
    # only a legal id, only at the table's current move count
    session = table()
    view = advance(session, GUEST)
    legal = view["observation"]["legal_actions"][0]["id"]
    moves = view["moves"]
    for forged in ("play:RJ,BJ", "bid:4", "pass", "", legal + " ", legal.upper(), "play:" + ",".join(DECK)):
        refused(session, act(forged, moves), "IllegalActionError", "not legal")
    refused(session, act(legal, moves + 1), "IllegalActionError", "moved on")
    refused(session, act(legal, moves - 1), "IllegalActionError", "moved on")
    refused(session, act(legal, 10**3900), "IllegalActionError", "moved on")  # within the size limit
    guest_ok(session, act(legal, moves))  # the same act, well formed, is taken
    refused(session, act(legal, moves), "IllegalActionError", "moved on")  # and not a second time


def test_a_computer_seat_or_a_lesson_takes_no_guest() -> None:
    # the host may bind a guest only to a human seat of a game
    session = table()
    for message in ({"v": 1, "type": "hello", "name": "Ania"}, {"v": 1, "type": "sync"}):
        refused(session, message, "InvalidRequestError", "computer", seat=COMPUTER)
    view = advance(session, COMPUTER)
    computer_action = registry[session].state.legal_actions()[0].id
    refused(session, act(computer_action, view["moves"]), "InvalidRequestError", "computer", seat=COMPUTER)
    for seat in (-1, 3, True, "1", 1.0, None):
        refused(session, {"v": 1, "type": "sync"}, "InvalidRequestError", "seat", seat=seat)
    before = snapshot(session)
    missing = call("guest", session=session, message=text({"v": 1, "type": "sync"}))  # no default seat for a guest
    assert not missing["ok"] and "'seat'" in missing["error"]["message"]
    assert snapshot(session) == before
    lesson = ok("tutorial", game="doudizhu")["view"]["session"]
    reply = call("guest", session=lesson, seat=0, message=text({"v": 1, "type": "hello", "name": "Ania"}))
    assert not reply["ok"] and "tutorial" in reply["error"]["message"]


# -- junk ----------------------------------------------------------------------------------------------
def hand_written_junk(legal: str, moves: int) -> list[tuple[Any, str]]:
    """(message, words of the refusal): every way a text can fail to be a guest message."""
    valid = act(legal, moves)
    return [
        ("not json", "not valid JSON"),
        ("", "not valid JSON"),
        (json.dumps(valid) + "x", "not valid JSON"),
        ('{"v": 1, "type": "act", "action": "' + legal + '", "moves": NaN}', "'moves' must be"),
        ('{"v": 1, "type": "act", "action": "' + legal + '", "moves": Infinity}', "'moves' must be"),
        ("\ufeff" + json.dumps(valid), "not valid JSON"),
        (json.dumps(valid) + " " * remote.MAX_GUEST_MESSAGE_CHARS, "at most"),
        ("[" * 100_000 + "]" * 100_000, "at most"),  # the size is checked first
        ("[" * 1_000 + "]" * 1_000, "deeper than"),
        ('{"v": 1, "type": "act", "action": ' + "[" * 65 + "]" * 65 + ', "moves": 0}', "deeper than"),
        ('{"v": 1, "type": "act", "action": ' + "[" * 60 + "]" * 60 + f', "moves": {moves}}}', "'action' must be"),
        ("null", "JSON object"),
        ("17", "JSON object"),
        (json.dumps([valid]), "JSON object"),
        (json.dumps(json.dumps(valid)), "JSON object"),
        ({**valid, "v": 2}, "reloaded to the same version"),
        ({**valid, "v": 0}, "reloaded to the same version"),
        ({**valid, "v": True}, "protocol version"),
        ({**valid, "v": 1.0}, "protocol version"),
        ({**valid, "v": "1"}, "protocol version"),
        ({key: value for key, value in valid.items() if key != "v"}, "protocol version"),
        ({**valid, "type": "move"}, "unknown guest message type"),
        ({**valid, "type": "ACT"}, "unknown guest message type"),
        ({**valid, "type": ["act"]}, "unknown guest message type"),
        ({key: value for key, value in valid.items() if key != "type"}, "unknown guest message type"),
        ({**valid, "seat": GUEST}, "extra: ['seat']"),
        ({**valid, "name": "Ania"}, "extra: ['name']"),
        ({"v": 1, "type": "act", "action": legal}, "missing: ['moves']"),
        ({"v": 1, "type": "act", "moves": moves}, "missing: ['action']"),
        ({"v": 1, "type": "hello"}, "missing: ['name']"),
        ({"v": 1, "type": "sync", "moves": moves}, "extra: ['moves']"),
        ({**valid, "moves": True}, "'moves' must be"),  # bool is not int (moves is 1 here)
        ({**valid, "moves": float(moves)}, "'moves' must be"),
        ({**valid, "moves": str(moves)}, "'moves' must be"),
        ({**valid, "moves": -1}, "'moves' must be"),
        ({**valid, "moves": None}, "'moves' must be"),
        ({**valid, "action": [legal]}, "'action' must be"),
        ({**valid, "action": None}, "'action' must be"),
        ({**valid, "action": 3}, "'action' must be"),
    ]


def test_junk_is_refused_and_changes_nothing() -> None:
    # not JSON, not an object, too big, too deep, another version, unknown type, extra or
    # missing keys, wrong types: a GuestMessageError, and the game is as it was
    session = table()
    view = advance(session, GUEST)
    legal, moves = view["observation"]["legal_actions"][0]["id"], view["moves"]
    assert moves == 1  # the host bid first: True == 1 would pass for the move count if bool were taken for int
    for message, words in hand_written_junk(legal, moves):
        refused(session, message, "GuestMessageError", words)
    guest_ok(session, act(legal, moves))  # the session still takes the guest's valid act


def test_the_message_must_be_text_within_the_limit() -> None:
    # a guest message is a string of at most MAX_GUEST_MESSAGE_CHARS characters
    session = table()
    view = advance(session, GUEST)
    valid = json.dumps(act(view["observation"]["legal_actions"][0]["id"], view["moves"]))
    over = valid + " " * (remote.MAX_GUEST_MESSAGE_CHARS + 1 - len(valid))
    refused(session, over, "GuestMessageError", "at most")
    for message in (None, 5, ["x"], {"v": 1}):
        before = snapshot(session)
        reply = call("guest", session=session, seat=GUEST, message=message)
        assert not reply["ok"] and reply["error"]["type"] == "InvalidRequestError", reply
        assert snapshot(session) == before
    assert guest_ok(session, over[:-1])["type"] == "act"  # exactly at the limit


# -- property: junk and mutations of a valid act -------------------------------------------------------
@pytest.fixture(scope="module")
def guest_turn() -> dict[str, Any]:
    """A saved game at the guest's turn, two moves in (each example loads it afresh)."""
    session = table(seed=9)
    advance(session, GUEST)
    saved = ok("save", session=session)
    ok("close", session=session)
    return saved


def expected_act(message: str, legal: set[str], moves: int) -> str | None:
    """The action id if ``message`` is exactly a valid act of a legal id at ``moves``; else ``None``."""
    if len(message) > remote.MAX_GUEST_MESSAGE_CHARS:
        return None
    try:
        data = json.loads(message)
    except ValueError:
        return None
    if not isinstance(data, dict) or set(data) != {"v", "type", "action", "moves"} or data["type"] != "act":
        return None
    exact_int = all(type(data[key]) is int for key in ("v", "moves"))
    return data["action"] if exact_int and data["v"] == 1 and data["moves"] == moves and data["action"] in legal else None


NEAR_MESSAGES = st.fixed_dictionaries(
    {},
    optional={
        "v": st.sampled_from([1, 1, 2, 0, True, 1.0, "1"]),
        "type": st.sampled_from(["act", "act", "hello", "sync", "Act", ""]),
        "action": st.sampled_from(["<legal>", "<legal>", "<other>", "pass", "bid:3"]) | st.text(max_size=8),
        "moves": st.sampled_from(["<moves>", "<moves>", 0, -1, True, 1.0]) | st.integers(),
        "name": st.text(max_size=22),
        "seat": st.integers(0, 2),
    },
)


@settings(FUZZ, max_examples=300)
@given(
    drawn=st.one_of(
        JSON_VALUES.map(json.dumps),
        NEAR_MESSAGES.map(lambda fields: ("near", fields)),
        st.tuples(st.just("mutated"), TEXT_EDITS),
        st.text(max_size=60),
    )
)
def test_junk_and_mutated_acts_change_nothing_unless_exactly_a_legal_act(guest_turn: dict[str, Any], drawn: Any) -> None:
    # whatever the guest's page sends, the game moves only on exactly a valid legal act
    session = ok("load", record=guest_turn["record"], players=PLAYERS)["view"]["session"]
    view = ok("view", session=session, seat=GUEST)["view"]
    legal = [action["id"] for action in view["observation"]["legal_actions"]]
    moves = view["moves"]
    valid = json.dumps(act(legal[0], moves))
    if isinstance(drawn, str):
        message = drawn
    elif drawn[0] == "near":
        fill = {"<legal>": legal[0], "<other>": legal[-1], "<moves>": moves}
        message = json.dumps({key: fill.get(value, value) if isinstance(value, str) else value for key, value in drawn[1].items()})
    else:
        message = mutate(valid, drawn[1])
    before = snapshot(session)
    reply = guest(session, message)
    expected = expected_act(message, set(legal), moves)
    if expected is not None:
        assert reply["ok"] and reply["result"]["view"]["last_move"]["action"]["id"] == expected, reply
        assert ok("save", session=session)["record"]["actions"] == before[1] + [expected]
    else:
        assert not reply["ok"] or reply["result"]["type"] in ("hello", "sync", "explain"), reply
        assert snapshot(session) == before
    ok("close", session=session)


# -- a whole deal ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_deal_with_a_guest(seed: int) -> None:
    # the host acts through op act, the guest only through guest messages, the computer
    # through op ai; every card stays accounted for (D1, D6) and no guest reply shows another's hand
    session = table(seed)
    state = registry[session].state
    guest_ok(session, {"v": 1, "type": "hello", "name": "Ania"})
    acted: Counter[int] = Counter()
    while not state.is_terminal:
        mover = state.current_player
        if mover == COMPUTER:
            ok("ai", session=session, seat=HOST, budget=FEW)
        elif mover == HOST:
            own = ok("view", session=session, seat=HOST)["view"]["observation"]["legal_actions"]
            ok("act", session=session, seat=HOST, action=own[len(state.history) % len(own)]["id"])
        else:
            own = guest_ok(session, {"v": 1, "type": "sync"})["view"]
            legal = own["observation"]["legal_actions"]
            chosen = legal[len(state.history) % len(legal)]
            reply = guest_ok(session, act(chosen["id"], own["moves"]))
            assert reply["view"]["last_move"]["action"] == chosen
            assert not words_in(reply) & secrets(session, GUEST), reply
        acted[mover] += 1
        bottom = list(state.bottom) if state.landlord is None else []
        held = [card for seat in range(len(PLAYERS)) for card in state.hand_cards(seat)]
        assert Counter(held + list(state.played) + bottom) == Counter(DECK)  # D1: every card exactly once
        sync = guest_ok(session, {"v": 1, "type": "sync"})
        assert sync["view"]["observation"] == state.observation(GUEST).to_json()
        assert not words_in(sync) & secrets(session, GUEST)
    assert acted[HOST] and acted[GUEST] >= 2 and acted[COMPUTER]
    final = guest_ok(session, {"v": 1, "type": "sync"})["view"]
    assert final["terminal"] and final["observation"]["results"]
