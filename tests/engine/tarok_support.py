"""Shared by the Tarok tests: explicit deals, and an independent exact minimax
for the endgame.

The minimax knows nothing of the AIs: it plays the engine's own rule functions
(T8–T17) over both known hands and counts the points one seat takes (T18–T19).
"""

from __future__ import annotations

from functools import cache

from karciarnia.games.tarok.game import POINTS, TAROK, TarokState, deal_from, follow_duty, seat_at, sort_hand, trick_winner

Hands = tuple[frozenset[str], frozenset[str]]


def game(hand0: list[str], hand1: list[str], stock: tuple[str, ...] = ()) -> TarokState:
    """A deal of these two hands (and stock, if given; the rest of the deck otherwise)."""
    state = TAROK.new_state({"deal": deal_from([hand0, hand1], stock)}, 0)
    assert isinstance(state, TarokState)
    return state


def play(state: TarokState, *cards: str) -> None:
    for card in cards:
        state.apply("play:" + card)


@cache
def best_points(hands: Hands, leader: int, trick: tuple[str, ...], me: int) -> int:
    """The most points ``me`` can be sure to take from here, both seats playing perfectly."""
    if not trick and not hands[0] and not hands[1]:
        return 0
    size = 2 if len(hands[0]) + len(hands[1]) + len(trick) == 2 else 4
    mover = seat_at(leader, len(trick))
    values = []
    for card in follow_duty(sort_hand(hands[mover]), trick)[1]:
        new = list(hands)
        new[mover] = hands[mover] - {card}
        after = trick + (card,)
        if len(after) == size:
            winner = trick_winner(after, leader)
            gain = (size == 4) + sum(POINTS[c] for c in after)
            values.append((gain if winner == me else 0) + best_points((new[0], new[1]), winner, (), me))
        else:
            values.append(best_points((new[0], new[1]), leader, after, me))
    return max(values) if mover == me else min(values)


def hands_of(state: TarokState) -> Hands:
    return frozenset(state.hands[0]), frozenset(state.hands[1])


def points_after(state: TarokState, card: str, me: int) -> int:
    """What ``me`` can be sure to take from ``state`` on once ``card`` is played."""
    after = state.clone()
    after.apply("play:" + card)
    taken = after.points[me] - state.points[me]
    return taken + best_points(hands_of(after), after.leader, tuple(after.trick), me)


def optimum(state: TarokState, me: int) -> int:
    """What ``me`` can be sure to take from ``state`` on."""
    return best_points(hands_of(state), state.leader, tuple(state.trick), me)
