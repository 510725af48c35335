"""Tarok's reasons (T8–T11, T14, T19): the duty in force, a tarok spent, points given away or exposed."""

from __future__ import annotations

from karciarnia.games.tarok import DECK, INDEX, KIND, TRUMP, TarokObservation, card_points, follow_duty, trick_winner
from karciarnia.protocol import Action
from karciarnia.reasons.base import Reason

SHOWN = 3  # the possible cards named at most, highest first


def _after(observation: TarokObservation, *cards: str) -> list[str]:
    return [card for _, card in observation.trick] + list(cards)


def _must_follow(observation: TarokObservation, chosen: Action, best: Action) -> list[Reason]:
    """T8, T10, T11: the duty that limited the choice (T12, any card, is no duty)."""
    rule, allowed = follow_duty(observation.hand, _after(observation))
    return [Reason("must_follow", tuple(allowed), rule)] if rule in ("T8", "T10", "T11") else []


def _wastes_trump(observation: TarokObservation, chosen: Action, best: Action) -> list[Reason]:
    """T14: a tarok played where the better move keeps it (a card of a suit, or a lower tarok)."""
    if KIND[chosen.card] != TRUMP or (KIND[best.card] == TRUMP and INDEX[best.card] < INDEX[chosen.card]):
        return []
    return [Reason("wastes_trump", (chosen.card,), "T14")]


def _taker(observation: TarokObservation, card: str) -> int | None:
    """Who takes the trick if ``card`` completes it (``None`` if it does not)."""
    trick = _after(observation, card)
    return trick_winner(trick, observation.leader) if len(trick) == observation.trick_size else None


def _gives_points(observation: TarokObservation, chosen: Action, best: Action) -> list[Reason]:
    """T19: a scoring card that completes a trick the opponent takes, where the better move gives less."""
    opponent = 1 - observation.seat
    points = card_points(chosen.card)
    if not points or _taker(observation, chosen.card) != opponent:
        return []
    if _taker(observation, best.card) == opponent and card_points(best.card) >= points:
        return []
    return [Reason("gives_points", (chosen.card,), "T19", {"points": points})]


def _unseen(observation: TarokObservation) -> list[str]:
    """The cards the opponent may hold: its hand once the stock is out, else every card not seen."""
    if observation.opponent_hand is not None:
        return list(observation.opponent_hand)
    seen = set(observation.hand) | set(observation.played)
    return [card for card in DECK if card not in seen]


def _if_opponent_holds(observation: TarokObservation, chosen: Action, best: Action) -> list[Reason]:
    """T14, T15, T19: a scoring card the opponent's last card of the trick could take, if it holds one of them."""
    opponent = 1 - observation.seat
    points = card_points(chosen.card)
    if len(_after(observation, chosen.card)) != observation.trick_size - 1 or not points or card_points(best.card) >= points:
        return []
    takers = [card for card in _unseen(observation) if trick_winner(_after(observation, chosen.card, card), observation.leader) == opponent]
    if not takers:
        return []
    return [Reason("if_opponent_holds", tuple(takers[:SHOWN]), "T19", {"points": points, "count": len(takers)})]


def reasons(observation: TarokObservation, chosen: Action, best: Action) -> list[Reason]:
    return [
        *_must_follow(observation, chosen, best),
        *_wastes_trump(observation, chosen, best),
        *_gives_points(observation, chosen, best),
        *_if_opponent_holds(observation, chosen, best),
    ]
