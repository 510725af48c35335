"""Koalicje's reasons (K4, K22–K24): a partner's trick overtaken or trumped, a trick left to a rival, a trump or a
high card spent where the better move keeps it."""

from __future__ import annotations

from karciarnia.actions import PlayCard
from karciarnia.games.koalicje.game import KoalicjeObservation
from karciarnia.games.koalicje.rules import suit, trick_winner, value
from karciarnia.protocol import Action, Observation
from karciarnia.reasons.base import Reason

SEATS = 4  # K1


def _winner(observation: KoalicjeObservation, card: str) -> int:
    """Who holds the trick once ``card`` is added (K23, K24)."""
    return trick_winner((*observation.trick, (observation.seat, card)), observation.trump_suits)


def _counts(observation: KoalicjeObservation) -> tuple[int, ...]:
    """The seats whose tricks earn this seat votes (K4, K12–K18)."""
    return observation.standings[observation.seat].counts


def _beats_partner(observation: KoalicjeObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """K4: a partner's trick counts as one's own; taking it over spends a card for nothing."""
    if not observation.trick:
        return []
    holder = trick_winner(observation.trick, observation.trump_suits)
    me = observation.seat
    if holder == me or holder not in _counts(observation) or _winner(observation, chosen.card) != me or _winner(observation, best.card) == me:
        return []
    partner_card = next(card for seat, card in observation.trick if seat == holder)
    return [Reason("beats_partner", (partner_card,), "K4")]


def _gives_trick(observation: KoalicjeObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """K24, K25: the last card of a trick that leaves it to a rival where the better move takes it for the seat's side."""
    if len(observation.trick) != SEATS - 1:
        return []
    counts = _counts(observation)
    rival = _winner(observation, chosen.card)
    if rival in counts or _winner(observation, best.card) not in counts:
        return []
    return [Reason("gives_trick_to_rival", (chosen.card,), "K24", {"seat": rival, "votes": observation.standings[observation.seat].rate})]


def _is_trump(observation: KoalicjeObservation, card: str) -> bool:
    return suit(card) in observation.trump_suits


def _spends_trump(observation: KoalicjeObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """K23, K24: a trump played where the better move keeps it (plays no trump, or a lower one); said as
    trumping one's own side's trick when the trick was already held by a seat that counts for this one."""
    keeps = not _is_trump(observation, best.card) or value(best.card) < value(chosen.card)
    if not _is_trump(observation, chosen.card) or not keeps:
        return []
    holder = trick_winner(observation.trick, observation.trump_suits) if observation.trick else None
    if holder is not None and holder in _counts(observation):
        return [Reason("trumps_own_trick", (chosen.card,), "K4")]
    return [Reason("spends_trump", (chosen.card,), "K24")]


def _spends_high_card(observation: KoalicjeObservation, chosen: PlayCard, best: PlayCard) -> list[Reason]:
    """K24: a higher card than the better move's, both outside the trumps: the high card is gone for later tricks."""
    if _is_trump(observation, chosen.card) or _is_trump(observation, best.card) or value(chosen.card) <= value(best.card):
        return []
    return [Reason("spends_high_card_early", (chosen.card,), "K24")]


def reasons(observation: Observation, chosen: Action, best: Action) -> list[Reason]:
    assert isinstance(observation, KoalicjeObservation) and isinstance(chosen, PlayCard) and isinstance(best, PlayCard)  # the review weighs card plays only
    found = [*_beats_partner(observation, chosen, best), *_gives_trick(observation, chosen, best)]
    return found or [*_spends_trump(observation, chosen, best), *_spends_high_card(observation, chosen, best)]
