"""A guest's messages in peer-to-peer play with friends, checked as strictly as the page's own requests.

The host's page is the only authority: it passes each guest's raw text,
unparsed, to the op ``guest`` with the seat it bound to that connection (the
seat never comes from the message)::

    {"op": "guest", "session": "s1", "seat": 1, "message": "<the guest's text>", "counter": true}

(``counter``, optional: the table has the card counter, so a reply with the seat's view holds the
seat's counter beside it, ``"counter"``, counted from that seat's observation only.)

A message is JSON text of protocol version ``PROTOCOL_VERSION``, exactly one of::

    {"v": 1, "type": "hello", "name": "Ania"}          first message (also on a rejoin)
    {"v": 1, "type": "act", "action": "<id>", "moves": 12}
    {"v": 1, "type": "sync"}                           the seat's view again
    {"v": 1, "type": "explain", "cards": ["3S", "3H"]} why these cards of its hand are no move

and the reply is ``{"type": "hello", "name", "view"}``, ``{"type": "sync", "view"}``,
``{"type": "explain", "reason", "params"}`` (the engine's explanation, of the seat's own
hand) or ``{"type": "act", "actor", "view"}``, the view always the guest's own seat's
(``api.view``; after an act its ``last_move`` is the guest's action). Nothing in a reply
is meant for another seat: the host shows a guest's move to anyone else through that
seat's own view, whose ``last_move`` hides what that seat may not see (P17, K20). An act is taken only at the move count the guest saw
(``moves``), on its seat's turn, and only when it is legal. Anything else is
refused and changes nothing.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

from karciarnia import jsontext
from karciarnia.errors import GuestMessageError, IllegalActionError, InvalidRequestError, excerpt
from karciarnia.protocol import JSON
from karciarnia.sessions import HUMAN, Session, field, seat_reply, session_of, viewer_of

PROTOCOL_VERSION = 1
MAX_GUEST_MESSAGE_CHARS = 4_000  # a valid message is far shorter: under 300 characters, a name of 20 escaped emoji included
MAX_NAME_CHARS = 20  # web/js/friends/hotseat.js, MAX_NAME
# What JavaScript's String.prototype.trim removes (the page's personName trims with it): the
# ECMAScript WhiteSpace (tab, VT, FF, BOM, every Zs space) and LineTerminator characters.
JS_WHITESPACE = "\t\n\v\f\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"


@dataclass(frozen=True)
class Hello:
    """The guest's name, sent when the data channel opens."""

    name: str


@dataclass(frozen=True)
class Act:
    """The guest's action id, taken at the table's move count ``moves``."""

    action: str
    moves: int


@dataclass(frozen=True)
class Sync:
    """A request for the guest's seat's view."""


@dataclass(frozen=True)
class Explain:
    """The guest's selected cards, which are no legal action: why not?"""

    cards: tuple[str, ...]


GuestMessage = Hello | Act | Sync | Explain
FIELDS: dict[str, tuple[str, ...]] = {"hello": ("name",), "act": ("action", "moves"), "sync": (), "explain": ("cards",)}
MAX_CARDS = 60  # more than any hand holds (Dou Dizhu's landlord: 20)


def parse_guest_message(text: Any) -> GuestMessage:
    """The message in ``text``, or ``GuestMessageError`` saying what is wrong with it."""
    data = jsontext.decode(text, MAX_GUEST_MESSAGE_CHARS, "guest message", GuestMessageError)
    if not isinstance(data, dict):
        raise GuestMessageError("a guest message must be a JSON object")
    _check_version(data.get("v"))
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise GuestMessageError(f"unknown guest message type {excerpt(kind)}; known: {', '.join(FIELDS)}")
    expected = {"v", "type", *FIELDS[kind]}
    if set(data) != expected:
        missing, extra = sorted(expected - set(data)), sorted(set(data) - expected)
        raise GuestMessageError(f"a {kind} message has exactly the keys {', '.join(sorted(expected))} (missing: {missing}, extra: {extra})")
    if kind == "hello":
        return Hello(person_name(data["name"]))
    if kind == "act":
        return Act(_action(data["action"]), _moves(data["moves"]))
    if kind == "explain":
        return Explain(_cards(data["cards"]))
    return Sync()


def _check_version(version: Any) -> None:
    if isinstance(version, bool) or not isinstance(version, int):
        raise GuestMessageError(f"a guest message needs 'v', the protocol version (a whole number), got {excerpt(version)}")
    if version != PROTOCOL_VERSION:
        raise GuestMessageError(
            f"the guest's page speaks protocol version {version}, this page version {PROTOCOL_VERSION}: both pages must be reloaded to the same version"
        )


def _action(value: Any) -> str:
    if not isinstance(value, str):
        raise GuestMessageError(f"'action' must be an action id (a string), got {excerpt(value)}")
    return value


def _cards(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > MAX_CARDS or not all(isinstance(card, str) and len(card) <= 8 for card in value):
        raise GuestMessageError(f"'cards' must be a list of at most {MAX_CARDS} card ids, got {excerpt(value)}")
    return tuple(value)


def _moves(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise GuestMessageError(f"'moves' must be a whole number from 0, got {excerpt(value)}")
    return value


def person_name(value: Any) -> str:
    """``value`` trimmed as the page's ``personName`` trims it: 1 to 20 characters, no control characters."""
    name = value.strip(JS_WHITESPACE) if isinstance(value, str) else ""
    if not 0 < len(name) <= MAX_NAME_CHARS or any(unicodedata.category(char) == "Cc" for char in name):
        raise GuestMessageError(f"a name has 1 to {MAX_NAME_CHARS} characters and no control characters, got {excerpt(value)}")
    return name


def op_guest(request: JSON) -> JSON:
    """``guest`` {session, seat, message, counter}: a guest's message from its seat; the reply for the host to pass on.

    With ``counter`` true (the table has the card counter) a reply with the seat's view also holds its counter.
    """
    session_id, session = session_of(request)
    seat = guest_seat(request, session)
    message = parse_guest_message(field(request, "message", str))  # the page passes the text as received
    if isinstance(message, Hello):
        return {"type": "hello", "name": message.name, **seat_reply(request, session_id, session, seat)}
    if isinstance(message, Sync):
        return {"type": "sync", **seat_reply(request, session_id, session, seat)}
    if isinstance(message, Explain):
        reason, params = session.state.explain(seat, list(message.cards))
        return {"type": "explain", "reason": reason, "params": params}
    moves = len(session.state.history)
    if message.moves != moves:
        raise IllegalActionError(f"the table has moved on: the guest acted at move {message.moves}, the table is at move {moves}")
    session.human_acts(seat, message.action)
    return {"type": "act", "actor": seat, **seat_reply(request, session_id, session, seat)}


def guest_seat(request: JSON, session: Session) -> int:
    """The seat the host bound to the guest's connection: always given, and a human seat of a game (no lesson)."""
    field(request, "seat", int)  # never the default seat 0: the host names the guest's seat
    seat = viewer_of(request, session)
    if session.tutorial:
        raise InvalidRequestError("a tutorial takes no guests")
    if session.players[seat] != HUMAN:
        raise InvalidRequestError(f"seat {seat} is played by the computer ({session.players[seat]}), not by a guest")
    return seat
