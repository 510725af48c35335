"""Dou Dizhu's reasons (D15, D18, D20, D21): a pass that hands the landlord the lead, a farmer overtaking the other, a broken bomb."""

from __future__ import annotations

from collections import Counter

from karciarnia.games.doudizhu.combos import BLACK, BOMB, CARD_RANK, RED, ROCKET, Play
from karciarnia.games.doudizhu.game import DoudizhuObservation
from karciarnia.protocol import Action
from karciarnia.reasons.base import Reason

SEATS = 3  # D3


def _partner(observation: DoudizhuObservation) -> int | None:
    """The other farmer (D21: farmers win together); ``None`` for the landlord."""
    if observation.landlord is None or observation.seat == observation.landlord:
        return None
    return next(seat for seat in range(SEATS) if seat not in (observation.seat, observation.landlord))


def _passes(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """A pass where a play was better: D20, the second pass in a row after the landlord's play gives it the lead."""
    if isinstance(chosen, Play) or not isinstance(best, Play) or observation.to_beat is None:
        return []
    partner_passed = bool(observation.trick) and observation.trick[-1].play is None and observation.trick[-1].seat == _partner(observation)
    if observation.to_beat.seat == observation.landlord and partner_passed:
        return [Reason("lets_landlord_lead", observation.to_beat.cards, "D20")]
    return [Reason("passes_when_could_play", best.cards, "D18")]


def _beats_partner(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D21: a farmer who overtakes the other farmer's standing play where passing was better."""
    to_beat = observation.to_beat
    if not isinstance(chosen, Play) or isinstance(best, Play) or to_beat is None or to_beat.seat != _partner(observation):
        return []
    return [Reason("beats_partner", to_beat.cards, "D21")]


def _broken(cards: tuple[str, ...], held: Counter[int]) -> set[tuple[int, ...]]:
    """The ranks of each bomb (a rank held four times) and of the rocket that ``cards`` use only part of (D15)."""
    used = Counter(CARD_RANK[card] for card in cards)
    broken = {(rank,) for rank, count in used.items() if held[rank] == 4 and count < 4}
    if held[BLACK] and held[RED] and used[BLACK] + used[RED] == 1:
        broken.add((BLACK, RED))
    return broken


def _breaks_bomb(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D15: a play that takes part of a bomb (or one joker of the rocket), where the better move keeps it whole."""
    if not isinstance(chosen, Play) or chosen.kind in (BOMB, ROCKET):
        return []
    held = Counter(CARD_RANK[card] for card in observation.hand)
    broken = _broken(chosen.cards, held) - (_broken(best.cards, held) if isinstance(best, Play) else set())
    return [Reason("breaks_bomb", tuple(card for card in observation.hand if CARD_RANK[card] in ranks), "D15") for ranks in sorted(broken)]


def reasons(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    return [*_passes(observation, chosen, best), *_beats_partner(observation, chosen, best), *_breaks_bomb(observation, chosen, best)]
