"""The JSON boundary the browser calls (through the Web Worker).

:func:`handle` takes one request as a JSON string and returns one reply as a
JSON string, always: ``{"id", "ok": true, "result": …}`` or
``{"id", "ok": false, "error": {"type", "message"}}``. An illegal action or a
malformed request changes nothing. Sessions live in this module so that a
game is not replayed on every call; ``save``/``load`` turn one into a record.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from karciarnia import __version__, ai, jsontext
from karciarnia.analysis import op_analyse, op_decisions
from karciarnia.errors import IllegalActionError, InvalidRecordError, InvalidRequestError, KarciarniaError
from karciarnia.games import GAMES, get_game
from karciarnia.protocol import JSON, Action, Record, State, seat_of
from karciarnia.remote import op_guest
from karciarnia.tutorials import Tutorial, tutorial
from karciarnia.replay import op_replay

MAX_REQUEST_CHARS = 1_000_000
MAX_MESSAGE_CHARS = 2_000  # error messages quote the bad value; a hostile one is cut short
MAX_SESSIONS = 8
BROWSER_THINK_MS = 700  # a search's default budget per decision in the browser
# The page gives up on an answer after 30 s (web/js/engine.js, ANSWER_TIMEOUT_MS) and Pyodide
# runs 3-10x slower than CPython, so no budget may ask for more than about 10 s in Pyodide.
MAX_THINK_MS = 10_000
MAX_ITERATIONS: dict[str, int] = {
    # Rollouts of about 1 s at a game's costliest decision in CPython (measured on the hard
    # level's decisions: at most 0.96, 0.48, 1.38 and 0.15 ms per rollout), 10 s in Pyodide.
    "prezydent": 1_000,
    "koalicje": 2_000,
    "doudizhu": 600,
    "tarok": 5_000,
}
HUMAN = "human"
SCRIPTED = "tutorial"  # a computer seat of a tutorial: it plays the script's fixed moves


@dataclass(frozen=True)
class LastMove:
    """The move that made the position: its number, who made it, and how it looked to each seat."""

    moves: int
    actor: int
    seen: list[JSON]  # per seat: ``State.action_view``, so a card handed over face down stays hidden (P17, K20)


@dataclass
class Session:
    """A game in progress and who sits where (``"human"``, an AI level, or ``"tutorial"``'s script)."""

    state: State
    players: list[str]
    tutorial: Tutorial | None = None  # a guided deal: only its taught moves are accepted
    last_move: LastMove | None = None  # unknown for a game just loaded from a record

    def apply(self, action: Action) -> None:
        """Apply the legal ``action`` of the seat to move, keeping how each seat saw it."""
        state = self.state
        actor = state.current_player
        assert actor is not None, "no seat is to move"
        seen = [state.action_view(action, seat) for seat in range(state.num_players)]
        state.apply(action)
        self.last_move = LastMove(len(state.history), actor, seen)

    def last_move_of(self, seat: int) -> JSON | None:
        """The move that made this position as ``seat`` saw it: ``{moves, actor, action}``, or None."""
        last = self.last_move
        if last is None or last.moves != len(self.state.history):
            return None
        return {"moves": last.moves, "actor": last.actor, "action": last.seen[seat]}


_sessions: OrderedDict[str, Session] = OrderedDict()
_next_session = 0


def _field(request: JSON, name: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
    value = request.get(name, default)
    if value is ...:
        raise InvalidRequestError(f"request needs {name!r}")
    if isinstance(value, bool) and kind is not bool:
        raise InvalidRequestError(f"{name!r} has the wrong type")
    if not isinstance(value, kind):
        raise InvalidRequestError(f"{name!r} has the wrong type")
    return value


def _session(request: JSON) -> tuple[str, Session]:
    session_id = _field(request, "session", str)
    if session_id not in _sessions:
        raise InvalidRequestError(f"no game session {session_id!r} (it may have ended or been closed)")
    _sessions.move_to_end(session_id)
    return session_id, _sessions[session_id]


def _players(raw: Any, game_id: str, seats: int) -> list[str]:
    if raw is None:
        return [HUMAN] + ["normal"] * (seats - 1)
    if not isinstance(raw, list) or len(raw) != seats:
        raise InvalidRequestError(f"'players' must list {seats} seats")
    return [_player(game_id, seat, player) for seat, player in enumerate(raw)]


def _player(game_id: str, seat: int, player: Any) -> str:
    """``player`` for ``seat``: "human" or one of the game's AI levels."""
    allowed = {HUMAN, *ai.levels(game_id)}
    if not isinstance(player, str) or player not in allowed:
        raise InvalidRequestError(f"seat {seat}: {player!r} is not one of {', '.join(sorted(allowed))}")
    return player


def _open(session: Session) -> JSON:
    global _next_session
    _next_session += 1
    session_id = f"s{_next_session}"
    _sessions[session_id] = session
    while len(_sessions) > MAX_SESSIONS:
        _sessions.popitem(last=False)
    return {"session": session_id}


def view(session_id: str, session: Session, seat: int) -> JSON:
    """What the page draws for ``seat``: its observation plus table facts.

    ``explicit_deal`` says that the first deal was given in the options (not
    dealt from the seed): a share link of such a game carries that deal.
    ``tutorial`` is a guided deal's step, text, rule and taught action
    (``Tutorial.progress``), or ``None`` in a game. ``last_move`` is the
    move that made the position as this seat saw it (``Session.last_move_of``):
    what a friend's page is shown of another seat's move comes from here.
    """
    state = session.state
    current = state.current_player
    return {
        "session": session_id,
        "game": state.game.id,
        "seat": seat,
        "players": session.players,
        "current_player": current,
        "current_is_ai": current is not None and session.players[current] != HUMAN,
        "terminal": state.is_terminal,
        "scores": state.returns(),
        "moves": len(state.history),
        "explicit_deal": state.options.get("deal") is not None,
        "observation": state.observation(seat).to_json(),
        "last_move": session.last_move_of(seat),
        "tutorial": session.tutorial.progress(state) if session.tutorial else None,
    }


def _seat(request: JSON, seats: int, field: str = "seat") -> int:
    try:
        return seat_of(request.get(field, 0), seats)
    except ValueError as exc:
        raise InvalidRequestError(str(exc)) from None


def _viewer(request: JSON, session: Session) -> int:
    return _seat(request, len(session.players))


# -- operations ---------------------------------------------------------------
def op_catalog(request: JSON) -> JSON:
    """The games, their options and AI levels (also written at build time for the lobby)."""
    return {"version": __version__, "games": [dict(game.describe(), levels=ai.levels(game.id)) for game in GAMES.values()]}


def op_new(request: JSON) -> JSON:
    """Start a game: ``game``, ``options``, ``seed``, ``players``, viewing ``seat``."""
    game = get_game(request.get("game"))
    options = _field(request, "options", dict, {})
    seed = _field(request, "seed", int, 0)
    state = game.new_state(options, seed)
    players = _players(request.get("players"), game.id, state.num_players)
    seat = _seat(request, state.num_players)  # checked before opening: a refused request opens nothing
    opened = _open(Session(state, players))
    return {"view": view(opened["session"], _sessions[opened["session"]], seat)}


def op_view(request: JSON) -> JSON:
    """The view of ``seat`` in ``session``."""
    session_id, session = _session(request)
    return {"view": view(session_id, session, _viewer(request, session))}


def op_act(request: JSON) -> JSON:
    """A human seat's action: ``session``, ``seat``, ``action`` id."""
    session_id, session = _session(request)
    seat = _viewer(request, session)
    human_acts(session, seat, _field(request, "action", str))
    return {"view": view(session_id, session, seat)}


def human_acts(session: Session, seat: int, action_id: str) -> Action:
    """Apply human ``seat``'s action ``action_id`` if it is that seat's turn and the action legal; return it."""
    state = session.state
    if state.current_player != seat:
        raise IllegalActionError(f"it is not seat {seat}'s turn (seat {state.current_player} is to act)")
    if session.players[seat] != HUMAN:
        raise IllegalActionError(f"seat {seat} is played by the AI")
    if session.tutorial:
        session.tutorial.check(state, action_id)  # only the taught move; the refusal says why
    action = state.action(action_id)
    session.apply(action)
    return action


def _budget(request: JSON, game_id: str) -> ai.Budget:
    """``budget``: ``{"iterations": n}`` (reproducible) and/or ``{"millis": m}``; the browser default otherwise.

    Both are whole numbers bounded by what the page waits for: ``MAX_THINK_MS``
    milliseconds, ``MAX_ITERATIONS[game_id]`` rollouts. Anything else is an
    ``InvalidRequestError`` naming the allowed range.
    """
    raw = _field(request, "budget", dict, {})
    unknown = sorted(str(key) for key in set(raw) - {"iterations", "millis"})
    if unknown:
        raise InvalidRequestError(f"unknown budget field(s) {', '.join(unknown)}; known: iterations, millis")
    values = {}
    for name, top in (("iterations", MAX_ITERATIONS[game_id]), ("millis", MAX_THINK_MS)):
        value = raw.get(name)
        if value is not None:
            if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= top:
                raise InvalidRequestError(f"budget {name} must be a whole number from 1 to {top} for {game_id}, got {value!r}")
            values[name] = value
    return ai.Budget(**values) if values else ai.Budget(millis=BROWSER_THINK_MS)


def op_ai(request: JSON) -> JSON:
    """Let the AI whose turn it is move; reply with its action and the ``seat``'s new view."""
    session_id, session = _session(request)
    seat = _viewer(request, session)
    state = session.state
    actor = state.current_player
    if actor is None:
        raise IllegalActionError("the game is over")
    level = session.players[actor]
    if level == HUMAN:
        raise IllegalActionError(f"seat {actor} is a human seat, not an AI")
    session.apply(_computer_move(session, request, actor))
    shown = view(session_id, session, seat)
    return {"actor": actor, "action": shown["last_move"]["action"], "view": shown}


def _computer_move(session: Session, request: JSON, actor: int) -> Action:
    """The move of computer seat ``actor``: a tutorial's fixed one, else its AI's choice."""
    state = session.state
    if session.tutorial:
        return session.tutorial.scripted(state)
    rng = ai.decision_rng(state.seed, len(state.history), actor)
    return ai.choose(state.game.id, session.players[actor], state.observation(actor), rng, _budget(request, state.game.id))


def op_hint(request: JSON) -> JSON:
    """What the strongest level would play for ``seat`` now (from that seat's observation only)."""
    _, session = _session(request)
    seat = _viewer(request, session)
    state = session.state
    if state.current_player != seat:
        raise IllegalActionError(f"it is not seat {seat}'s turn")
    if session.tutorial:  # the lesson's hint is the move it teaches
        taught = session.tutorial.progress(state)["action"]
        if taught is None:
            raise IllegalActionError("the tutorial is over")
        return {"level": SCRIPTED, "action": state.action(taught).to_json()}
    level = ai.levels(state.game.id)[-1]
    rng = ai.decision_rng(state.seed, len(state.history), seat)
    action = ai.choose(state.game.id, level, state.observation(seat), rng, _budget(request, state.game.id))
    return {"level": level, "action": action.to_json()}


def op_explain(request: JSON) -> JSON:
    """Why the ``cards`` selected by ``seat`` are no legal action: ``{reason, params}``."""
    _, session = _session(request)
    seat = _viewer(request, session)
    cards = _field(request, "cards", list)
    if not all(isinstance(card, str) for card in cards):
        raise InvalidRequestError("'cards' must be a list of card ids")
    reason, params = session.state.explain(seat, cards)
    return {"reason": reason, "params": params}


def op_tutorial(request: JSON) -> JSON:
    """Start the guided first deal of ``game``: the player at seat 0, the script at the others."""
    lesson = tutorial(request.get("game"))
    state = lesson.start()
    opened = _open(Session(state, [HUMAN] + [SCRIPTED] * (state.num_players - 1), lesson))
    return {"view": view(opened["session"], _sessions[opened["session"]], 0)}


def op_save(request: JSON) -> JSON:
    """The session as a record (options, seed, actions) plus its seats."""
    _, session = _session(request)
    return {"record": session.state.record().to_json(), "players": session.players}


def op_load(request: JSON) -> JSON:
    """Open a session from a saved record (``record``, ``players``).

    A record is the player's own save (or a link a friend shared), not a proof
    of fair play: every option is checked against the rules' bounds, and an
    explicit ``deal`` is played as given once it is a complete, valid deal
    (the whole deck, each card once), however lucky its hands. The view's
    ``explicit_deal`` lets the page say so.
    """
    record = Record.from_json(request.get("record"))
    if record.game not in GAMES:
        raise InvalidRecordError(f"saved game is for an unknown game {record.game!r}; known: {', '.join(sorted(GAMES))}")
    actions = record.actions
    state = Record(record.game, record.options, record.seed, actions[:-1]).replay(GAMES[record.game])
    players = _players(request.get("players"), record.game, state.num_players)
    seat = _seat(request, state.num_players)
    session = Session(state, players)
    if actions:  # the last move is made as a move, so that each seat's view shows it as that seat saw it
        try:
            session.apply(state.action(actions[-1]))
        except IllegalActionError as exc:
            raise InvalidRecordError(f"saved game breaks at action {len(actions) - 1}: {exc}") from None
    opened = _open(session)
    return {"view": view(opened["session"], session, seat)}


def op_diagnostics(request: JSON) -> JSON:
    """Figures for soak tests: open sessions and live Python objects."""
    import gc

    return {"sessions": len(_sessions), "python_objects": len(gc.get_objects())}


def op_seat(request: JSON) -> JSON:
    """Who plays ``seat`` from now on: ``player`` ("human" or an AI level); the view of ``viewer``.

    A table shared with friends gives a dropped friend's seat to the computer, and back to the
    friend who rejoins. A lesson's seats are its script's and stay so.
    """
    session_id, session = _session(request)
    seat = _viewer(request, session)
    if session.tutorial:
        raise InvalidRequestError("a lesson's seats cannot change")
    player = _player(session.state.game.id, seat, request.get("player"))
    viewer = _seat(request, len(session.players), "viewer")
    session.players[seat] = player
    return {"view": view(session_id, session, viewer)}


def op_close(request: JSON) -> JSON:
    """Forget a session."""
    session_id, _ = _session(request)
    del _sessions[session_id]
    return {}


OPERATIONS: dict[str, Callable[[JSON], JSON]] = {
    "catalog": op_catalog,
    "new": op_new,
    "tutorial": op_tutorial,
    "view": op_view,
    "act": op_act,
    "ai": op_ai,
    "explain": op_explain,
    "hint": op_hint,
    "save": op_save,
    "load": op_load,
    "close": op_close,
    "diagnostics": op_diagnostics,
    "decisions": op_decisions,
    "analyse": op_analyse,
    "replay": op_replay,
    "guest": op_guest,
    "seat": op_seat,
}


def handle_request(request: Any) -> JSON:
    """Answer one decoded request; never raises."""
    request_id = request.get("id") if isinstance(request, dict) else None
    if not isinstance(request_id, (int, str)) or isinstance(request_id, bool):
        request_id = None
    try:
        if not isinstance(request, dict):
            raise InvalidRequestError("a request must be a JSON object")
        op = request.get("op")
        operation = OPERATIONS.get(op) if isinstance(op, str) else None
        if operation is None:
            raise InvalidRequestError(f"unknown op {request.get('op')!r}; known: {', '.join(OPERATIONS)}")
        return {"id": request_id, "ok": True, "result": operation(request)}
    except KarciarniaError as exc:
        return _error(request_id, type(exc).__name__, str(exc))
    except Exception as exc:  # the boundary never dies: report, do not crash the worker
        return _error(request_id, "InternalError", f"{type(exc).__name__}: {exc}")


def _error(request_id: int | str | None, kind: str, message: str) -> JSON:
    if len(message) > MAX_MESSAGE_CHARS:
        message = message[: MAX_MESSAGE_CHARS - 1] + "…"
    return {"id": request_id, "ok": False, "error": {"type": kind, "message": message}}


def handle(message: str) -> str:
    """Answer one JSON request string with one JSON reply string."""
    try:
        request = jsontext.decode(message, MAX_REQUEST_CHARS, "request")
    except InvalidRequestError as exc:
        return json.dumps(_error(None, "InvalidRequestError", str(exc)))
    reply = handle_request(request)
    try:
        return json.dumps(reply, allow_nan=False)  # the page's JSON.parse knows no NaN
    except (ValueError, TypeError) as exc:
        return json.dumps(_error(reply.get("id"), "InternalError", f"reply is not JSON: {exc}"))
