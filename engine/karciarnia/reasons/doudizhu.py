"""Dou Dizhu's reasons (D8–D10, D15, D18, D20, D21): a pass that hands the landlord the lead, a farmer overtaking the
other, a broken bomb, a split straight, pair sequence or airplane."""

from __future__ import annotations

from collections import Counter

from karciarnia.games.doudizhu.combos import ACE, BLACK, BOMB, CARD_ORDER, CARD_RANK, RED, ROCKET, WIDTH, Play
from karciarnia.games.doudizhu.game import DoudizhuObservation
from karciarnia.protocol import Action
from karciarnia.reasons.base import Reason

SEATS = 3  # D3
CHAINS = {1: (5, "D8"), 2: (3, "D9"), 3: (2, "D10")}  # cards of each rank: the shortest chain and its rule

Chain = tuple[int, int, int]  # cards of each rank, the first rank, the last rank


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


def _chains(held: Counter[int]) -> set[Chain]:
    """The longest chains ``held`` makes of each width: straights, pair sequences, airplane cores (D8–D11: 3 up to A)."""
    found: set[Chain] = set()
    for width, (shortest, _) in CHAINS.items():
        start = None
        for rank in range(ACE + 2):  # the rank after A ends every chain
            if rank <= ACE and held[rank] >= width:
                start = rank if start is None else start
                continue
            if start is not None and rank - start >= shortest:
                found.add((width, start, rank - 1))
            start = None
    return found


def _split(play: Play, held: Counter[int]) -> set[Chain]:
    """The chains of ``held`` that ``play`` takes cards from without playing them as their own kind, so that no
    chain of their width is left in their ranks."""
    kept = _chains(held - Counter(play.ranks))
    split: set[Chain] = set()
    for width, start, end in _chains(held):
        played_as_one = WIDTH.get(play.kind) == width and start <= min(play.core) and max(play.core) <= end
        if not played_as_one and not any(w == width and start <= s and e <= end for w, s, e in kept):
            split.add((width, start, end))
    return split


def _chain_cards(chain: Chain, hand: list[str]) -> tuple[str, ...]:
    """The cards of ``hand`` (in deck order) that make ``chain``: ``width`` of each of its ranks."""
    width, start, end = chain
    return tuple(card for rank in range(start, end + 1) for card in [card for card in hand if CARD_RANK[card] == rank][:width])


def _breaks_chain(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D8–D10: a play that splits a straight, pair sequence or airplane held, where the better move keeps it
    (a chain split within a wider one split too is named with the wider one only)."""
    if not isinstance(chosen, Play):
        return []
    held = Counter(CARD_RANK[card] for card in observation.hand)
    split = _split(chosen, held) - (_split(best, held) if isinstance(best, Play) else set())
    widest = [chain for chain in split if not any(w > chain[0] and s <= chain[1] and chain[2] <= e for w, s, e in split)]
    hand = sorted(observation.hand, key=CARD_ORDER.__getitem__)
    return [Reason("breaks_chain", _chain_cards(chain, hand), CHAINS[chain[0]][1]) for chain in sorted(widest)]


def reasons(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    return [
        *_passes(observation, chosen, best),
        *_beats_partner(observation, chosen, best),
        *_breaks_bomb(observation, chosen, best),
        *_breaks_chain(observation, chosen, best),
    ]
