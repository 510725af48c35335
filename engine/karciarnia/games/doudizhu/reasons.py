"""Dou Dizhu's reasons (D2, D7–D10, D14–D21): a pass that hands the landlord the lead or leaves a play it could
beat to the next seat, a play where the better move passes, a farmer overtaking the other, a broken bomb or one
spent as four with two, a split pair, triple, straight, pair sequence or airplane, a bomb not used, a 2 or a
joker spent early, a short hand let out, a higher single, pair or triple than the better move's, and a lead
that sheds fewer cards.

The bidding (D3-D5, D26) and the shown hand (D27) are left to the normal level (``ai.search_candidates``
gives ``None``), so the review lists them as not analysed and no reason is ever asked of them. The doubling
(D28) is searched, so it gets a verdict, but none of these reasons, all about cards played, applies to it."""

from __future__ import annotations

from collections import Counter

from karciarnia.games.doudizhu.combos import (
    ACE,
    BLACK,
    BOMB,
    CARD_ORDER,
    CARD_RANK,
    FOUR_TWO_PAIRS,
    FOUR_TWO_SINGLES,
    PAIR,
    RED,
    ROCKET,
    SINGLE,
    TRIPLE,
    TWO,
    WIDTH,
    Play,
)
from karciarnia.games.doudizhu.game import Bid, Declaration, DoudizhuObservation
from karciarnia.protocol import Action, Observation
from karciarnia.reasons.base import Reason

SEATS = 3  # D3
SHORT_HAND = 2  # an opponent with this many cards or fewer may go out on the next play (D21)
TOP_RANKS = (TWO, BLACK, RED)  # D2: the 2 and the jokers, above every other rank
BOMBS = (BOMB, ROCKET)
BOMB_SIZE = 4  # D15: four of a rank
SETS = (2, 3)  # D7: a rank held as a pair or a triple (four of it are a bomb, D15)
ONE_RANK = (SINGLE, PAIR, TRIPLE)  # D7: the plays of one rank alone, compared by it (D18)
CHAINS = {1: (5, "D8"), 2: (3, "D9"), 3: (2, "D10")}  # cards of each rank: the shortest chain and its rule

Chain = tuple[int, int, int]  # cards of each rank, the first rank, the last rank


def _cards(play: Play) -> tuple[str, ...]:
    """The cards ``play`` takes: the reasons weigh legal actions, bound to the seat's hand."""
    cards = play.cards
    assert cards is not None
    return cards


def _partner(observation: DoudizhuObservation) -> int | None:
    """The other farmer (D21: farmers win together); ``None`` for the landlord."""
    if observation.landlord is None or observation.seat == observation.landlord:
        return None
    return next(seat for seat in range(SEATS) if seat not in (observation.seat, observation.landlord))


def _passes(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """A pass where a play was better: D20, the second pass in a row after the landlord's play gives it the lead;
    else D18, the play stands for the next seat to answer (a pass is not final: the seat may play on its next turn)."""
    if isinstance(chosen, Play) or not isinstance(best, Play) or observation.to_beat is None:
        return []
    partner_passed = bool(observation.trick) and observation.trick[-1].play is None and observation.trick[-1].seat == _partner(observation)
    if observation.to_beat.seat == observation.landlord and partner_passed:
        return [Reason("lets_landlord_lead", observation.to_beat.cards, "D20")]
    return [Reason("passes_when_could_beat", _cards(best), "D18")]


def _plays_when_pass_better(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D18: a follower's play where the better move passes: the pass keeps those cards for a later trick."""
    if observation.to_beat is None or not isinstance(chosen, Play) or isinstance(best, Play):
        return []
    return [Reason("plays_when_pass_better", _cards(chosen), "D18")]


def _beats_partner(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D21: a farmer who overtakes the other farmer's standing play where passing was better."""
    to_beat = observation.to_beat
    if not isinstance(chosen, Play) or isinstance(best, Play) or to_beat is None or to_beat.seat != _partner(observation):
        return []
    return [Reason("beats_partner", to_beat.cards, "D21")]


def _taken_in_part(cards: tuple[str, ...], held: Counter[int], sizes: tuple[int, ...]) -> set[int]:
    """The ranks held ``sizes`` times of which ``cards`` take some but not all."""
    used = Counter(CARD_RANK[card] for card in cards)
    return {rank for rank, count in used.items() if held[rank] in sizes and count < held[rank]}


def _broken(cards: tuple[str, ...], held: Counter[int]) -> set[tuple[int, ...]]:
    """The ranks of each bomb (a rank held four times) and of the rocket that ``cards`` use only part of (D15)."""
    broken: set[tuple[int, ...]] = {(rank,) for rank in _taken_in_part(cards, held, (BOMB_SIZE,))}
    used = Counter(CARD_RANK[card] for card in cards)
    if held[BLACK] and held[RED] and used[BLACK] + used[RED] == 1:
        broken.add((BLACK, RED))
    return broken


def _breaks_bomb(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D15: a play that takes part of a bomb (or one joker of the rocket), where the better move keeps it whole."""
    if not isinstance(chosen, Play) or chosen.kind in (BOMB, ROCKET):
        return []
    held = Counter(CARD_RANK[card] for card in observation.hand)
    broken = _broken(_cards(chosen), held) - (_broken(_cards(best), held) if isinstance(best, Play) else set())
    return [Reason("breaks_bomb", tuple(card for card in observation.hand if CARD_RANK[card] in ranks), "D15") for ranks in sorted(broken)]


def _breaks_set(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D7: a play that takes part of a pair or triple held (a single from a pair, a pair from a triple, one card
    of them in a chain or as a wing), where the better move keeps it whole or plays it all."""
    if not isinstance(chosen, Play):
        return []
    held = Counter(CARD_RANK[card] for card in observation.hand)
    split = _taken_in_part(_cards(chosen), held, SETS) - (_taken_in_part(_cards(best), held, SETS) if isinstance(best, Play) else set())
    used = Counter(CARD_RANK[card] for card in _cards(chosen))
    return [
        Reason("breaks_combination", tuple(card for card in observation.hand if CARD_RANK[card] == rank), "D7", {"held": held[rank], "played": used[rank]})
        for rank in sorted(split)
    ]


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


def _bomb_as_four_with_two(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D14, D19, D22: four of a rank played with two extras, where the better move keeps them as a bomb."""
    if not isinstance(chosen, Play) or chosen.kind not in (FOUR_TWO_SINGLES, FOUR_TWO_PAIRS):
        return []
    if isinstance(best, Play) and chosen.main in best.ranks and best.kind != BOMB:
        return []  # the better move spends those four too
    four = tuple(card for card in _cards(chosen) if CARD_RANK[card] == chosen.main)
    return [Reason("bomb_as_four_with_two", four, "D14")]


def _misses_bomb(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D19: a play to beat where the better move bombs it (a bomb or the rocket beats it and takes the lead)."""
    if observation.to_beat is None or not isinstance(best, Play) or best.kind not in BOMBS:
        return []
    if isinstance(chosen, Play) and chosen.kind in BOMBS:
        return []
    return [Reason("misses_bomb", _cards(best), "D19")]


def _spends_top_cards(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D2: a 2 or a joker spent (outside a bomb or the rocket) where the better move keeps it for later."""
    if not isinstance(chosen, Play) or chosen.kind in BOMBS:
        return []
    kept = Counter(CARD_RANK[card] for card in _cards(best)) if isinstance(best, Play) else Counter()
    spent = Counter(CARD_RANK[card] for card in _cards(chosen) if CARD_RANK[card] in TOP_RANKS) - kept
    if not spent:
        return []
    return [Reason("spends_high_card_early", tuple(card for card in _cards(chosen) if spent[CARD_RANK[card]]), "D2")]


def _opponents(observation: DoudizhuObservation) -> tuple[int, ...]:
    """The seats on the other side (D21): the landlord for a farmer, both farmers for the landlord."""
    if observation.landlord is None:
        return ()
    if observation.seat == observation.landlord:
        return tuple(seat for seat in range(SEATS) if seat != observation.seat)
    return (observation.landlord,)


def _short_hands(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D21: an opponent with one or two cards left: a pass or a lower play lets their play stand, or a lead
    of a single or pair (what a short hand can answer) invites them out, where the better move does neither."""
    short = [seat for seat in _opponents(observation) if observation.card_counts[seat] <= SHORT_HAND]
    if not short:
        return []
    count = min(observation.card_counts[seat] for seat in short)
    to_beat = observation.to_beat
    if to_beat is not None and to_beat.seat in short and not isinstance(chosen, Play) and isinstance(best, Play):
        return [Reason("lets_short_hand_play_stand", to_beat.cards, "D21", {"count": observation.card_counts[to_beat.seat]})]
    if to_beat is not None or not isinstance(chosen, Play) or chosen.kind not in (SINGLE, PAIR) or len(_cards(chosen)) > count:
        return []  # no lead of what a short hand can answer
    if isinstance(best, Play) and best.kind == chosen.kind:
        return []
    return [Reason("leads_into_short_hand", _cards(chosen), "D21", {"count": count})]


def _higher_than_needed(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D18: a single, pair or triple of a higher rank than the better move's of the same kind: the higher cards
    are gone for later tricks."""
    if not isinstance(chosen, Play) or not isinstance(best, Play) or chosen.kind != best.kind or chosen.kind not in ONE_RANK:
        return []
    if chosen.main <= best.main:
        return []
    return [Reason("higher_than_needed", _cards(chosen), "D18", {"count": best.size})]


def _sheds_fewer(observation: DoudizhuObservation, chosen: Action, best: Action) -> list[Reason]:
    """D17, D21: a lead that sheds fewer cards than the better lead, which brings the last card nearer."""
    if observation.to_beat is not None or not isinstance(chosen, Play) or not isinstance(best, Play) or len(_cards(best)) <= len(_cards(chosen)):
        return []
    return [Reason("sheds_fewer", _cards(best), "D17", {"count": len(_cards(best)), "played": len(_cards(chosen))})]


def reasons(observation: Observation, chosen: Action, best: Action) -> list[Reason]:
    assert isinstance(observation, DoudizhuObservation)
    if isinstance(chosen, (Bid, Declaration)) or isinstance(best, (Bid, Declaration)):
        return []  # D3-D5, D26-D28: no reason about cards applies (see the module's note)
    found = [
        *_passes(observation, chosen, best),
        *_plays_when_pass_better(observation, chosen, best),
        *_beats_partner(observation, chosen, best),
        *_breaks_bomb(observation, chosen, best),
        *_breaks_set(observation, chosen, best),
        *_bomb_as_four_with_two(observation, chosen, best),
        *_misses_bomb(observation, chosen, best),
        *_breaks_chain(observation, chosen, best),
        *_spends_top_cards(observation, chosen, best),
        *_short_hands(observation, chosen, best),
    ]
    # the plainest facts, when nothing sharper applies
    return found or [*_higher_than_needed(observation, chosen, best), *_sheds_fewer(observation, chosen, best)]
