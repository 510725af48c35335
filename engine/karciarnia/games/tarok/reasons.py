"""Tarok's reasons (T8–T11, T13–T15, T19): the duty in force, a tarok spent, points given away, exposed or
led into the opponent's taroks, a lead that binds the leader's next card to scoring cards, a trick left to
the opponent, and what makes the better lead better."""

from __future__ import annotations

from karciarnia.actions import PlayCard
from karciarnia.games.tarok.game import DECK, FOOL_KIND, INDEX, KIND, TRUMP, TarokObservation, card_points, follow_duty, seat_at, trick_winner
from karciarnia.protocol import Action, Observation
from karciarnia.reasons.base import Reason

SHOWN = 3  # the possible cards named at most, highest first


def _after(observation: TarokObservation, *cards: str) -> list[str]:
    return [card for _, card in observation.trick] + list(cards)


def _must_follow(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T8, T10, T11: the duty that limited the choice (T12, any card, is no duty)."""
    rule, allowed = follow_duty(observation.hand, _after(observation))
    return [Reason("must_follow", tuple(allowed), rule)] if rule in ("T8", "T10", "T11") else []


def _wastes_trump(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T14: a tarok played where the better move keeps it (a card of a suit, or a lower tarok)."""
    if KIND[chosen.card] != TRUMP or (KIND[best.card] == TRUMP and INDEX[best.card] < INDEX[chosen.card]):
        return []
    return [Reason("wastes_trump", (chosen.card,), "T14")]


def _taker(observation: TarokObservation, card: str) -> int | None:
    """Who takes the trick if ``card`` completes it, or if ``card`` is the seat's last of it and leaves it to the
    opponent, who plays the rest of it (T5, T14–T17); ``None`` while it is open."""
    trick = _after(observation, card)
    holder = trick_winner(trick, observation.leader)
    if len(trick) == observation.trick_size:
        return holder
    rest = {seat_at(observation.leader, position) for position in range(len(trick), observation.trick_size)}
    return holder if holder != observation.seat and observation.seat not in rest else None


def _gives_points(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T19: a scoring card that completes a trick the opponent takes, or is the seat's last card of a trick the
    opponent already holds, where the better move gives less."""
    opponent = 1 - observation.seat
    points = card_points(chosen.card)
    if not points or _taker(observation, chosen.card) != opponent:
        return []
    if _taker(observation, best.card) == opponent and card_points(best.card) >= points:
        return []
    return [Reason("gives_points", (chosen.card,), "T19", {"points": points})]


def _bound_next(observation: TarokObservation, lead: str) -> set[str]:
    """T8–T13: the cards the leader's next card of a four-card trick led with ``lead`` may be, whatever the
    opponent's card between (T13: the duty binds the leader's second card too)."""
    if observation.trick or observation.trick_size < 4:
        return set()
    hand = [card for card in observation.hand if card != lead]
    return {card for between in _unseen(observation) for card in follow_duty(hand, [lead, between])[1]}


def _lead_binds_points(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T10, T13, T19: a lead after which every card the leader may add to the trick scores, where the better lead
    leaves a card worth nothing: the points go to whoever takes the trick."""
    bound = _bound_next(observation, chosen.card)
    if not bound or not all(card_points(card) for card in bound) or all(card_points(card) for card in _bound_next(observation, best.card)):
        return []
    cards = tuple(card for card in observation.hand if card in bound)
    return [Reason("lead_binds_points", cards, "T13", {"count": len(cards)})]


def _unseen(observation: TarokObservation) -> list[str]:
    """The cards the opponent may hold: its hand once the stock is out, else every card not seen."""
    if observation.opponent_hand is not None:
        return list(observation.opponent_hand)
    seen = set(observation.hand) | set(observation.played)
    return [card for card in DECK if card not in seen]


def _if_opponent_holds(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T14, T15, T19: a scoring card the opponent's last card of the trick could take, if it holds one of them."""
    opponent = 1 - observation.seat
    points = card_points(chosen.card)
    if len(_after(observation, chosen.card)) != observation.trick_size - 1 or not points or card_points(best.card) >= points:
        return []
    takers = [card for card in _unseen(observation) if trick_winner(_after(observation, chosen.card, card), observation.leader) == opponent]
    if not takers:
        return []
    return [Reason("if_opponent_holds", tuple(takers[:SHOWN]), "T19", {"points": points, "count": len(takers)})]


def _leaves_trick(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T14, T15, T19: the trick's last card leaves it, with its points, to the opponent where the better move takes it."""
    opponent = 1 - observation.seat
    if _taker(observation, chosen.card) != opponent or _taker(observation, best.card) != observation.seat:
        return []
    points = sum(card_points(card) for card in _after(observation, chosen.card))
    rule = "T14" if any(KIND[card] == TRUMP for card in _after(observation, best.card)) else "T15"
    return [Reason("leaves_trick", (best.card,), rule, {"points": points})] if points else []


def _leads_points(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T11, T19: a scoring card led where the better lead risks fewer points: an opponent who cannot follow
    its suit must answer with a tarok, and a tarok takes it."""
    points = card_points(chosen.card)
    if observation.trick or not points or card_points(best.card) >= points or KIND[chosen.card] in (TRUMP, FOOL_KIND):
        return []
    return [Reason("leads_points", (chosen.card,), "T19", {"points": points})]


def _lead_draws_taroks(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T11: the better lead is a tarok, which the opponent must answer with a tarok if it holds one."""
    if observation.trick or KIND[best.card] != TRUMP or KIND[chosen.card] == TRUMP:
        return []
    return [Reason("lead_draws_taroks", (best.card,), "T11")]


def _lead_tops_suit(observation: TarokObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """T10, T15: the better lead is the highest card of its suit still out: the opponent takes it only with a tarok."""
    suit = KIND[best.card]
    if observation.trick or suit in (TRUMP, FOOL_KIND) or best.card == chosen.card:
        return []
    if any(KIND[card] == suit and INDEX[card] < INDEX[best.card] for card in _unseen(observation)):
        return []
    return [Reason("lead_tops_suit", (best.card,), "T15")]


def reasons(observation: Observation, chosen: Action, best: Action) -> list[Reason]:
    assert isinstance(observation, TarokObservation) and isinstance(chosen, PlayCard) and isinstance(best, PlayCard)  # a card is Tarok's only action
    found = [
        *_must_follow(observation, chosen, best),
        *_wastes_trump(observation, chosen, best),
        *_gives_points(observation, chosen, best),
        *_if_opponent_holds(observation, chosen, best),
        *_leaves_trick(observation, chosen, best),
        *_leads_points(observation, chosen, best),
        *_lead_binds_points(observation, chosen, best),
    ]
    if any(reason.kind != "must_follow" for reason in found):
        return found
    # A lead with nothing against it: what makes the better lead better.
    return [*found, *_lead_draws_taroks(observation, chosen, best), *_lead_tops_suit(observation, chosen, best)]
