"""Koalicje's reasons (K4, K22, K24): a partner's trick overtaken, a trick left to a rival."""

from __future__ import annotations

from karciarnia.games.koalicje.game import KoalicjeObservation
from karciarnia.games.koalicje.rules import trick_winner
from karciarnia.protocol import Action
from karciarnia.reasons.base import Reason

SEATS = 4  # K1


def _winner(observation: KoalicjeObservation, card: str) -> int:
    """Who holds the trick once ``card`` is added (K23, K24)."""
    return trick_winner((*observation.trick, (observation.seat, card)), observation.trump_suits)


def _counts(observation: KoalicjeObservation) -> tuple[int, ...]:
    """The seats whose tricks earn this seat votes (K4, K12–K18)."""
    return observation.standings[observation.seat].counts


def _beats_partner(observation: KoalicjeObservation, chosen: Action, best: Action) -> list[Reason]:
    """K4: a partner's trick counts as one's own; taking it over spends a card for nothing."""
    if not observation.trick:
        return []
    holder = trick_winner(observation.trick, observation.trump_suits)
    me = observation.seat
    if holder == me or holder not in _counts(observation) or _winner(observation, chosen.card) != me or _winner(observation, best.card) == me:
        return []
    partner_card = next(card for seat, card in observation.trick if seat == holder)
    return [Reason("beats_partner", (partner_card,), "K4")]


def _gives_trick(observation: KoalicjeObservation, chosen: Action, best: Action) -> list[Reason]:
    """K24, K25: the last card of a trick that leaves it to a rival where the better move takes it for the seat's side."""
    if len(observation.trick) != SEATS - 1:
        return []
    counts = _counts(observation)
    rival = _winner(observation, chosen.card)
    if rival in counts or _winner(observation, best.card) not in counts:
        return []
    return [Reason("gives_trick_to_rival", (chosen.card,), "K24", {"seat": rival, "votes": observation.standings[observation.seat].rate})]


def reasons(observation: KoalicjeObservation, chosen: Action, best: Action) -> list[Reason]:
    return [*_beats_partner(observation, chosen, best), *_gives_trick(observation, chosen, best)]
