"""A hand coded as one integer (karciarnia.ai.rank_code): Dou Dizhu's endgame solver keys its positions by it
(D17-D21), Prezydent's reading its hands (P22). In both games' decks, a card moved in or out changes the
code by its rank's weight, and the code gives the hand back."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from karciarnia.ai.rank_code import coded, decoded, weight
from karciarnia.games.doudizhu.combos import CARD_RANK, NUM_RANKS
from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.games.prezydent.plays import DECK as PREZYDENT_DECK
from karciarnia.games.prezydent.plays import TOP, card_value
from karciarnia.rng import Rng

DECKS: dict[str, tuple[Sequence[str], Callable[[str], int], int]] = {
    "doudizhu": (DOUDIZHU_DECK, CARD_RANK.__getitem__, NUM_RANKS),  # D2: 15 ranks, the jokers one each
    "prezydent": (PREZYDENT_DECK, card_value, TOP + 1),  # P3: 13 rank values
}


@pytest.mark.parametrize("game", sorted(DECKS))
def test_a_swapped_card_moves_a_hands_code_by_its_ranks_weight(game: str) -> None:
    # D17-D21, P22: one card out and one card in, the code moves as the counts do, and decodes to them
    deck, rank_of, ranks = DECKS[game]
    rng = Rng(5)
    for _ in range(500):
        hand = [card for card in deck if rng.below(3) == 0]
        given = hand[rng.below(len(hand))]
        takeable = [card for card in deck if card not in hand and rank_of(card) != rank_of(given)]
        taken = takeable[rng.below(len(takeable))]
        before = [sum(rank_of(card) == rank for card in hand) for rank in range(ranks)]
        after = [sum(rank_of(card) == rank for card in hand if card != given) + (rank_of(taken) == rank) for rank in range(ranks)]
        code = coded(enumerate(before))
        assert coded(enumerate(after)) == code + weight(rank_of(taken)) - weight(rank_of(given)) != code
        assert list(decoded(code, ranks)) == before
