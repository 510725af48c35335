"""The replay of a finished deal, step by step, every hand face up, for the player to review it.

A step is the table after one more action of the deal: the viewing seat's
view (what the page draws for a live table, ``api.view``), every seat's cards
and who did what to get there. Step 0 is the deal before its first action;
the last step is the deal as it ended. Only a finished deal is replayed: its
hands are no secret any more, while those of a deal in progress still are.

The state moves on to the next deal (or ends the game) in the same action that
finishes a deal, so the last step's view already carries the deal's result
(what the results panel showed) and its hands are the ones the deal ended
with: the cards held before that action, less the cards it played.

The API (``karciarnia.api``)::

    {"op": "replay", "record": RECORD, "seat": 0, "players": [...], "index": 0}

``index`` counts the record's finished deals from 0 (the Tabela's rows; the
last finished deal if absent); ``players`` is the seats' list as ``new`` takes
it (a human and AIs at level normal if absent). The reply::

    {"game", "seat", "deal", "index", "finished", "first_move",
     "steps": [{"move", "actor", "action", "view", "hands"}]}

``deal`` is the engine's number of the deal (the one ``decisions`` takes),
``finished`` how many deals of the record are over, ``first_move`` the index
into the record's actions of the deal's first action: the decision at move
``m`` is taken at step ``m - first_move``. A step's ``move`` is the index of
the action that led to it (``None`` at step 0), ``actor`` the seat that took
it, ``action`` its JSON (whole: nothing is hidden after the deal), ``hands``
each seat's cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from karciarnia.analysis import read_record
from karciarnia.catalog import GAMES
from karciarnia.errors import InvalidRequestError, excerpt
from karciarnia.protocol import JSON, Action, Record, State
from karciarnia.sessions import Session, players_of, seat_field, view


def hands(state: State) -> list[list[str]]:
    """Every seat's cards now (Dou Dizhu keeps them by rank: ``hand_cards`` lists them)."""
    cards_of: Callable[[int], Any] = getattr(state, "hand_cards", None) or (lambda seat: state.hands[seat])  # type: ignore[attr-defined]
    return [list(cards_of(seat)) for seat in range(state.num_players)]


def without(held: list[list[str]], seat: int, cards: list[str]) -> list[list[str]]:
    """``held`` with ``cards`` taken out of ``seat``'s hand (a multiset: one copy per card)."""
    left = Counter(cards)
    kept = []
    for card in held[seat]:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return [kept if other == seat else list(hand) for other, hand in enumerate(held)]


@dataclass(frozen=True)
class Step:
    """The table after the action at ``move`` (``None``: the deal's start) taken by ``actor``."""

    move: int | None
    actor: int | None
    action: Action | None
    state: State  # a copy: the position after the action
    hands: list[list[str]]


@dataclass(frozen=True)
class DealReplay:
    """The steps of the ``index``-th finished deal of a record (the engine calls it deal ``deal``)."""

    deal: int
    index: int
    finished: int
    first_move: int
    steps: tuple[Step, ...]


def replay_deal(record: Record, index: int | None = None) -> DealReplay:
    """Replay the ``index``-th finished deal of ``record`` (the last finished one if ``None``).

    ``record`` is known to replay (``analysis.read_record``). A deal not
    finished, or an index out of range, is an ``InvalidRequestError``.
    """
    if index is not None and (isinstance(index, bool) or not isinstance(index, int) or index < 0):
        raise InvalidRequestError(f"'index' must be a whole number from 0, got {excerpt(index)}")
    state = GAMES[record.game].new_state(record.options, record.seed)
    starts = [0]  # the move that starts each deal: a deal ends where the next one starts
    for move, action_id in enumerate(record.actions):
        deal = state.deal_number
        state.apply(action_id)
        if state.deal_number != deal or state.is_terminal:
            starts.append(move + 1)
    finished = len(starts) - 1
    if finished == 0:
        raise InvalidRequestError("no deal of this game is finished yet: a deal in progress cannot be replayed (its hands are hidden)")
    if index is None:
        index = finished - 1
    if index >= finished:
        raise InvalidRequestError(
            f"deal index {index} is not a finished deal: {finished} deal(s) finished (0 to {finished - 1}), the next is still in progress"
        )
    first, end = starts[index], starts[index + 1]
    state = GAMES[record.game].new_state(record.options, record.seed)
    for action_id in record.actions[:first]:
        state.apply(action_id)
    deal = state.deal_number
    steps = [Step(None, None, None, state.clone(), hands(state))]
    for move in range(first, end):
        actor = state.current_player
        assert actor is not None
        action = state.action(record.actions[move])
        before = hands(state)
        state.apply(action)
        after = hands(state) if move + 1 < end else without(before, actor, action.to_json().get("cards") or [])
        steps.append(Step(move, actor, action, state.clone(), after))
    return DealReplay(deal, index, finished, first, tuple(steps))


def op_replay(request: JSON) -> JSON:
    """``replay`` {record, seat, players?, index?}: a finished deal's steps (see the module docstring)."""
    record = read_record(request.get("record"))
    replay = replay_deal(record, request.get("index"))
    first = replay.steps[0].state
    players = players_of(request.get("players"), record.game, first.num_players)
    seat = seat_field(request, first.num_players)
    return {
        "game": record.game,
        "seat": seat,
        "deal": replay.deal,
        "index": replay.index,
        "finished": replay.finished,
        "first_move": replay.first_move,
        "steps": [
            {
                "move": step.move,
                "actor": step.actor,
                "action": None if step.action is None else step.action.to_json(),
                "view": view("replay", Session(step.state, players), seat),
                "hands": step.hands,
            }
            for step in replay.steps
        ],
    }
