"""The games in progress at the JSON boundary, and the reading of a request's fields.

A session is one game the page plays (or a lesson), with who sits at each
seat; the registry keeps the most recent :data:`MAX_SESSIONS` of them, so that
a game is not replayed on every call. Every operation reads its request
through the helpers here: a missing or mistyped field is an
``InvalidRequestError`` naming it, and a refused request changes nothing.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any

from karciarnia import computers
from karciarnia.catalog import BUNDLES
from karciarnia.errors import IllegalActionError, InvalidRequestError, excerpt
from karciarnia.protocol import JSON, Action, Record, State, seat_of
from karciarnia.tutorial import Tutorial

MAX_SESSIONS = 8
HUMAN = "human"
SCRIPTED = "tutorial"  # a computer seat of a tutorial: it plays the script's fixed moves


@dataclass(frozen=True)
class LastMove:
    """The move that made the position: its number, who made it, and how it looked to each seat."""

    moves: int
    actor: int
    seen: list[JSON]  # per seat: ``State.action_view``, so a card handed over face down stays hidden (P17, K20)


@dataclass(frozen=True)
class HumanMove:
    """A move a person made: before it the position had ``moves`` actions, in deal ``deal``; ``choice``: it was one of several legal actions."""

    moves: int
    seat: int
    deal: int
    choice: bool


@dataclass
class Session:
    """A game in progress and who sits where (``"human"``, an AI level, or ``"tutorial"``'s script)."""

    state: State
    players: list[str]
    tutorial: Tutorial | None = None  # a guided deal: only its taught moves are accepted
    last_move: LastMove | None = None  # unknown for a game just loaded from a record
    human_moves: list[HumanMove] = dataclass_field(default_factory=list)  # the people's moves, oldest first (take back)

    def apply(self, action: Action) -> None:
        """Apply the legal ``action`` of the seat to move, keeping how each seat saw it (and a person's move as such)."""
        state = self.state
        actor = state.current_player
        assert actor is not None, "no seat is to move"
        if self.players[actor] == HUMAN:
            self.human_moves.append(HumanMove(len(state.history), actor, state.deal_number, len(state.legal_actions()) > 1))
        seen = [state.action_view(action, seat) for seat in range(state.num_players)]
        state.apply(action)
        self.last_move = LastMove(len(state.history), actor, seen)

    def takeback_to(self, seat: int) -> int | None:
        """The position ``seat`` may take back to: its last decision (a choice of several actions), or None.

        Only in a game (no lesson) not over, in the deal being played (a deal's end is never crossed),
        and only when every move after that decision is ``seat``'s own or a computer's (a person's never).
        """
        state = self.state
        if self.tutorial or state.is_terminal or self.players[seat] != HUMAN:
            return None
        for move in reversed(self.human_moves):
            if move.seat != seat or move.deal != state.deal_number:
                return None
            if move.choice:
                return move.moves
        return None

    def take_back(self, seat: int) -> int:
        """Return to ``seat``'s last decision (``takeback_to``): the moves after it are undone; how many, or ``IllegalActionError``."""
        state = self.state
        target = self.takeback_to(seat)
        if target is None:
            raise IllegalActionError(f"seat {seat} has no decision to take back to in this deal (move {len(state.history)})")
        undone = len(state.history) - target
        history = state.history[:target]
        replayed = Record(state.game.id, dict(state.options), state.seed, history[:-1]).replay(state.game)
        kept = [move for move in self.human_moves if move.moves < target - 1]
        self.state, self.human_moves = replayed, kept
        if history:  # the last move is made as a move, so that each seat's view shows it as that seat saw it
            self.apply(replayed.action(history[-1]))
        return undone

    def last_move_of(self, seat: int) -> JSON | None:
        """The move that made this position as ``seat`` saw it: ``{moves, actor, action}``, or None."""
        last = self.last_move
        if last is None or last.moves != len(self.state.history):
            return None
        return {"moves": last.moves, "actor": last.actor, "action": last.seen[seat]}

    def human_acts(self, seat: int, action_id: str) -> None:
        """Apply human ``seat``'s action ``action_id`` if it is that seat's turn and the action legal."""
        state = self.state
        if state.current_player != seat:
            raise IllegalActionError(f"it is not seat {seat}'s turn (seat {state.current_player} is to act)")
        if self.players[seat] != HUMAN:
            raise IllegalActionError(f"seat {seat} is played by the AI")
        if self.tutorial:
            self.tutorial.check(state, action_id)  # only the taught move; the refusal says why
        self.apply(state.action(action_id))


registry: OrderedDict[str, Session] = OrderedDict()  # the open sessions, least recently used first
_opened = 0


def open_session(session: Session) -> str:
    """Register ``session`` under a new id (the least recently used one beyond the limit is forgotten)."""
    global _opened
    _opened += 1
    session_id = f"s{_opened}"
    registry[session_id] = session
    while len(registry) > MAX_SESSIONS:
        registry.popitem(last=False)
    return session_id


def field(request: JSON, name: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
    """``request[name]`` of type ``kind`` (a bool is no number), or ``default`` when given and absent."""
    value = request.get(name, default)
    if value is ...:
        raise InvalidRequestError(f"request needs {name!r}")
    if isinstance(value, bool) and kind is not bool:
        raise InvalidRequestError(f"{name!r} has the wrong type")
    if not isinstance(value, kind):
        raise InvalidRequestError(f"{name!r} has the wrong type")
    return value


def session_of(request: JSON) -> tuple[str, Session]:
    """The open session the request names in ``session``, and its id."""
    session_id = field(request, "session", str)
    if session_id not in registry:
        raise InvalidRequestError(f"no game session {excerpt(session_id)} (it may have ended or been closed)")
    registry.move_to_end(session_id)
    return session_id, registry[session_id]


def players_of(raw: Any, game_id: str, seats: int) -> list[str]:
    """Who sits at each of ``seats`` (``raw``, a request's ``players``): you and normal computers by default."""
    if raw is None:
        return [HUMAN] + ["normal"] * (seats - 1)
    if not isinstance(raw, list) or len(raw) != seats:
        raise InvalidRequestError(f"'players' must list {seats} seats")
    return [player_of(game_id, seat, player) for seat, player in enumerate(raw)]


def player_of(game_id: str, seat: int, player: Any) -> str:
    """``player`` for ``seat``: "human" or one of the game's AI levels."""
    allowed = {HUMAN, *computers.levels(game_id)}
    if not isinstance(player, str) or player not in allowed:
        raise InvalidRequestError(f"seat {seat}: {excerpt(player)} is not one of {', '.join(sorted(allowed))}")
    return player


def seat_field(request: JSON, seats: int, name: str = "seat") -> int:
    """The seat in ``request[name]`` (0 when absent) of a game of ``seats`` seats."""
    try:
        return seat_of(request.get(name, 0), seats)
    except ValueError as exc:
        raise InvalidRequestError(str(exc)) from None


def viewer_of(request: JSON, session: Session) -> int:
    """The seat whose view the request asks for."""
    return seat_field(request, len(session.players))


def view(session_id: str, session: Session, seat: int) -> JSON:
    """What the page draws for ``seat``: its observation plus table facts.

    ``explicit_deal`` says that the first deal was given in the options (not
    dealt from the seed): a share link of such a game carries that deal.
    ``tutorial`` is a guided deal's step, text, rule and taught action
    (``Tutorial.progress``), or ``None`` in a game. ``last_move`` is the
    move that made the position as this seat saw it (``Session.last_move_of``):
    what a friend's page is shown of another seat's move comes from here.
    ``takeback`` says whether ``seat`` may take back its last decision now (``Session.takeback_to``).
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
        "takeback": session.takeback_to(seat) is not None,
        "tutorial": session.tutorial.progress(state) if session.tutorial else None,
    }


def counter_of(session: Session, seat: int) -> JSON:
    """The card counter (记牌器) of ``seat``: the cards still out, from that seat's observation only."""
    state = session.state
    counter = BUNDLES[state.game.id].counter
    if counter is None:
        raise InvalidRequestError(f"{state.game.id} has no card counter")
    return counter(state.observation(seat))


def seat_reply(request: JSON, session_id: str, session: Session, seat: int) -> JSON:
    """``{"view"}`` of ``seat``, with ``"counter"`` beside it when the request asks (``counter``: true).

    Both are of the same position and the same seat: a friend's page is sent them together (play with
    friends, when the table has the card counter), so nothing another seat holds can reach its count.
    """
    reply = {"view": view(session_id, session, seat)}
    if field(request, "counter", bool, False):
        reply["counter"] = counter_of(session, seat)
    return reply
