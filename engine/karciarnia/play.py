"""The operations of a table in play: start a game or a lesson, look, act, let a computer move, count the cards, take back, save, load, fork.

Each takes a decoded request and returns a JSON-safe reply (``api`` dispatches
them); a refused request raises a ``KarciarniaError`` and changes nothing.
"""

from __future__ import annotations

from karciarnia import ai, computers
from karciarnia.ai import Budget
from karciarnia.catalog import BUNDLES, GAMES, get_game, tutorial
from karciarnia.errors import IllegalActionError, InvalidRecordError, InvalidRequestError, excerpt
from karciarnia.protocol import JSON, Action, Record, broken_at
from karciarnia.sessions import (
    HUMAN,
    SCRIPTED,
    Session,
    counter_of,
    field,
    open_session,
    player_of,
    players_of,
    registry,
    seat_field,
    seat_reply,
    session_of,
    view,
    viewer_of,
)

BROWSER_THINK_MS = 700  # a search's default budget per decision (the page's thinking time setting sends 350-1500)
# The page gives up on an answer after 30 s (web/js/boot/engine.js, ANSWER_TIMEOUT_MS); a time budget
# holds in any interpreter, so 10 s leaves room for a slow device's first rollouts.
MAX_THINK_MS = 10_000
SLOW_CEILING_MS = 2_000  # how long a slow device's search may go on for its rollout floor (ai.rollout_floor)
MAX_ITERATIONS: dict[str, int] = {
    # Rollouts of about 1 s at a game's costliest decision in CPython (measured on the hard
    # level's decisions: at most 0.96, 0.48, 1.38 and 0.15 ms per rollout), about 2 s in Pyodide
    # (about 2x slower than CPython), so within the page's patience on a device 10x slower still.
    "prezydent": 1_000,
    "koalicje": 2_000,
    "doudizhu": 600,
    "tarok": 5_000,
}


def opened(session: Session, seat: int) -> JSON:
    """Register ``session`` and reply with ``seat``'s view of it."""
    return {"view": view(open_session(session), session, seat)}


def op_new(request: JSON) -> JSON:
    """Start a game: ``game``, ``options``, ``seed``, ``players``, viewing ``seat``."""
    game = get_game(request.get("game"))
    options = field(request, "options", dict, {})
    seed = field(request, "seed", int, 0)
    state = game.new_state(options, seed)
    players = players_of(request.get("players"), game.id, state.num_players)
    seat = seat_field(request, state.num_players)  # checked before opening: a refused request opens nothing
    return opened(Session(state, players), seat)


def op_tutorial(request: JSON) -> JSON:
    """Start the guided first deal of ``game``: the player at seat 0, the script at the others."""
    lesson = tutorial(request.get("game"))
    state = lesson.start()
    return opened(Session(state, [HUMAN] + [SCRIPTED] * (state.num_players - 1), lesson), 0)


def op_view(request: JSON) -> JSON:
    """The view of ``seat`` in ``session``, and its card counter beside it when asked (``counter``: true)."""
    session_id, session = session_of(request)
    return seat_reply(request, session_id, session, viewer_of(request, session))


def op_act(request: JSON) -> JSON:
    """A human seat's action: ``session``, ``seat``, ``action`` id."""
    session_id, session = session_of(request)
    seat = viewer_of(request, session)
    session.human_acts(seat, field(request, "action", str))
    return {"view": view(session_id, session, seat)}


def budget_of(request: JSON, game_id: str) -> ai.Budget:
    """``budget``: ``{"iterations": n}`` (reproducible) and/or ``{"millis": m}``; the browser default otherwise.

    Both are whole numbers bounded by what the page waits for: ``MAX_THINK_MS``
    milliseconds, ``MAX_ITERATIONS[game_id]`` rollouts. Anything else is an
    ``InvalidRequestError`` naming the allowed range. A time budget goes on to the
    game's rollout floor on a slow device, until ``SLOW_CEILING_MS`` (or ``m`` if longer).
    """
    raw = field(request, "budget", dict, {})
    unknown = sorted(str(key) for key in set(raw) - {"iterations", "millis"})
    if unknown:
        raise InvalidRequestError(f"unknown budget field(s) {', '.join(unknown)}; known: iterations, millis")
    values = {}
    for name, top in (("iterations", MAX_ITERATIONS[game_id]), ("millis", MAX_THINK_MS)):
        value = raw.get(name)
        if value is not None:
            if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= top:
                raise InvalidRequestError(f"budget {name} must be a whole number from 1 to {top} for {game_id}, got {excerpt(value)}")
            values[name] = value
    iterations, millis = values.get("iterations"), values.get("millis")
    if not values:
        millis = BROWSER_THINK_MS
    if millis is None:
        return Budget(iterations=iterations)
    return Budget(iterations=iterations, millis=millis, floor=BUNDLES[game_id].rollout_floor, ceiling_millis=max(SLOW_CEILING_MS, millis))


def op_ai(request: JSON) -> JSON:
    """Let the AI whose turn it is move; reply with its action and the ``seat``'s new view."""
    session_id, session = session_of(request)
    seat = viewer_of(request, session)
    actor = session.state.current_player
    if actor is None:
        raise IllegalActionError("the game is over")
    if session.players[actor] == HUMAN:
        raise IllegalActionError(f"seat {actor} is a human seat, not an AI")
    session.apply(computer_move(session, request, actor))
    shown = view(session_id, session, seat)
    return {"actor": actor, "action": shown["last_move"]["action"], "view": shown}


def computer_move(session: Session, request: JSON, actor: int) -> Action:
    """The move of computer seat ``actor``: a tutorial's fixed one, else its AI's choice."""
    state = session.state
    if session.tutorial:
        return session.tutorial.scripted(state)
    rng = computers.decision_rng(state.seed, len(state.history), actor)
    return computers.choose(state.game.id, session.players[actor], state.observation(actor), rng, budget_of(request, state.game.id))


def op_hint(request: JSON) -> JSON:
    """What the strongest level would play for ``seat`` now (from that seat's observation only)."""
    _, session = session_of(request)
    seat = viewer_of(request, session)
    state = session.state
    if state.current_player != seat:
        raise IllegalActionError(f"it is not seat {seat}'s turn")
    if session.tutorial:  # the lesson's hint is the move it teaches
        taught = session.tutorial.progress(state)["action"]
        if taught is None:
            raise IllegalActionError("the tutorial is over")
        return {"level": SCRIPTED, "action": state.action(taught).to_json()}
    level = computers.levels(state.game.id)[-1]
    rng = computers.decision_rng(state.seed, len(state.history), seat)
    action = computers.choose(state.game.id, level, state.observation(seat), rng, budget_of(request, state.game.id))
    return {"level": level, "action": action.to_json()}


def op_counter(request: JSON) -> JSON:
    """The card counter of ``seat`` (记牌器): the cards still out, from that seat's observation only.

    ``{"counter": {"groups": [{"id", "items": [{"key", "out", "known", "total"}, …]}, …]}}``, each game's
    groups and keys in its ``counter`` module. A friend's seat gets its counter beside its view instead
    (op ``view`` or ``guest`` with ``counter``: true).
    """
    _, session = session_of(request)
    return {"counter": counter_of(session, viewer_of(request, session))}


def op_explain(request: JSON) -> JSON:
    """Why the ``cards`` selected by ``seat`` are no legal action: ``{reason, params}``."""
    _, session = session_of(request)
    seat = viewer_of(request, session)
    cards = field(request, "cards", list)
    if not all(isinstance(card, str) for card in cards):
        raise InvalidRequestError("'cards' must be a list of card ids")
    reason, params = session.state.explain(seat, cards)
    return {"reason": reason, "params": params}


def op_save(request: JSON) -> JSON:
    """The session as a record (options, seed, actions) plus its seats."""
    _, session = session_of(request)
    return {"record": session.state.record().to_json(), "players": session.players}


def op_load(request: JSON) -> JSON:
    """Open a session from a saved record (``record``, ``players``).

    A record is the player's own save (or a link a friend shared), not a proof
    of fair play: every option is checked against the rules' bounds, and an
    explicit ``deal`` is played as given once it is a complete, valid deal
    (the whole deck, each card once), however lucky its hands. The view's
    ``explicit_deal`` lets the page say so.
    """
    record = known_record(request.get("record"))
    return opened_after(record, len(record.actions), request)


def op_fork(request: JSON) -> JSON:
    """Open a new session at the position after the first ``moves`` actions of ``record`` (``players``, ``seat``).

    The review's sandbox: play a deal on from one of its decisions, or look at a
    decision as the seat saw it then. The game it comes from is not touched;
    ``moves`` is a whole number from 0 to the record's length.
    """
    record = known_record(request.get("record"))
    moves = request.get("moves")
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= len(record.actions):
        raise InvalidRequestError(f"'moves' must be a whole number from 0 to {len(record.actions)}, got {excerpt(moves)}")
    return opened_after(record, moves, request)


def known_record(raw: object) -> Record:
    """A record of one of the games, or ``InvalidRecordError`` saying why not."""
    record = Record.from_json(raw)
    if record.game not in GAMES:
        raise InvalidRecordError(f"saved game is for an unknown game {excerpt(record.game)}; known: {', '.join(sorted(GAMES))}")
    return record


def opened_after(record: Record, moves: int, request: JSON) -> JSON:
    """Open a session at the position after the first ``moves`` actions of ``record``; the request's ``players`` sit at it.

    Every action is made as a move, so that the session knows the people's decisions (to take one back)
    and each seat's view shows the last move as that seat saw it.
    """
    state = Record(record.game, record.options, record.seed).replay(GAMES[record.game])
    players = players_of(request.get("players"), record.game, state.num_players)
    seat = seat_field(request, state.num_players)
    session = Session(state, players)
    for index, action_id in enumerate(record.actions[:moves]):
        try:
            session.apply(state.action(action_id))
        except IllegalActionError as exc:
            raise broken_at(index, exc) from None
    return opened(session, seat)


def op_takeback(request: JSON) -> JSON:
    """Take back ``seat``'s last decision in ``session``: the position before it, that seat to move.

    The session stays the same (its id too): the moves after that decision (the seat's own and the
    computers') are undone, never a person's, never across a deal's end, never in a lesson or a game
    over (``Session.takeback_to``). Replies with the seat's view and how many moves were ``undone``.
    """
    session_id, session = session_of(request)
    seat = viewer_of(request, session)
    undone = session.take_back(seat)
    return {"view": view(session_id, session, seat), "undone": undone}


def op_seat(request: JSON) -> JSON:
    """Who plays ``seat`` from now on: ``player`` ("human" or an AI level); the view of ``viewer``.

    A table shared with friends gives a dropped friend's seat to the computer, and back to the
    friend who rejoins. A lesson's seats are its script's and stay so.
    """
    session_id, session = session_of(request)
    seat = viewer_of(request, session)
    if session.tutorial:
        raise InvalidRequestError("a lesson's seats cannot change")
    player = player_of(session.state.game.id, seat, request.get("player"))
    viewer = seat_field(request, len(session.players), "viewer")
    session.players[seat] = player
    return {"view": view(session_id, session, viewer)}


def op_close(request: JSON) -> JSON:
    """Forget a session."""
    session_id, _ = session_of(request)
    del registry[session_id]
    return {}
