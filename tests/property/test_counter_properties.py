"""The card counter (记牌器) counts what the seat has seen, and nothing else, at every step of every game.

Twin deals that differ only in cards hidden from a seat (the helpers of test_observation_twins: P19,
D6, T3, K15, K18) give that seat the same counter at every step. And at every step, for every seat,
the counter agrees with what the rules say the seat may know, computed from the true state
(``counter_support.check_counter``).
Random playouts with every house rule on cover D26-D28, P23-P27, K2 and an election round (K20).
"""

from __future__ import annotations

import pytest
from counter_support import check_counter
from secrecy_support import may_know, public_cards
from test_observation_twins import common_action, twin_states

from karciarnia.catalog import BUNDLES
from karciarnia.games.koalicje.rules import DECK as KOALICJE_DECK
from karciarnia.protocol import JSON, State
from karciarnia.rng import Rng


def counter_of(state: State, seat: int) -> JSON:
    counter = BUNDLES[state.game.id].counter
    assert counter is not None
    return counter(state.observation(seat))


def check(state: State, seat: int) -> JSON:
    """The engine's counter of ``seat`` agrees with the state, key by key; returned for comparison."""
    return check_counter(counter_of(state, seat), state, seat)


@pytest.mark.parametrize("game_id", sorted(BUNDLES))
def test_twin_deals_give_the_seat_the_same_counter(game_id: str) -> None:
    # P19, D6, T3, K15, K18: what a seat cannot see changes nothing it counts
    steps = 0
    for seed in range(1, 7):
        rng, seat, first, second = twin_states(game_id, seed, 0xC0DE)
        while not first.is_terminal and may_know(first, seat) == may_know(second, seat):
            assert check(first, seat) == check(second, seat), f"{game_id} seat {seat} after {first.history}"
            for other in range(first.num_players):
                check(first, other)
            steps += 1
            action_id = common_action(first, second, rng)
            if action_id is None or public_cards(first.action(action_id)) != public_cards(second.action(action_id)):
                break  # the twins part here
            first.apply(action_id)
            second.apply(action_id)
    assert steps >= 40


def election_deal(seed: int) -> JSON:
    """K5, K20: seats 0 and 1 reached 800: each may throw back its whole hand."""
    cards = sorted(KOALICJE_DECK)
    Rng(seed).shuffle(cards)
    return {"hands": [cards[8 * seat : 8 * seat + 8] for seat in range(4)], "pool": cards[32:], "scores": [850, 820, 0, 0], "threshold": 900, "election": [0, 1]}


HOUSE_RULES: list[tuple[str, JSON]] = [
    ("doudizhu", {"bidding": "rob", "show_cards": True, "doubling": True, "deals": 2}),  # D26-D28
    ("prezydent", {"players": 4, "jokers": True, "equalize": True, "stairs": True, "deals": 2}),  # P17, P23-P27
    ("prezydent", {"players": 6, "jokers": True, "deals": 2}),
    ("koalicje", {"deuces_as_jokers": True}),  # K2
    ("tarok", {"deals": 2}),
]


@pytest.mark.parametrize(("game_id", "options"), HOUSE_RULES, ids=lambda value: value if isinstance(value, str) else "-".join(map(str, value.values())))
def test_random_playouts_count_only_what_each_seat_has_seen(game_id: str, options: JSON) -> None:
    # every seat at every step, every house rule on: the counter is what the seat has seen
    game = BUNDLES[game_id].game
    for seed in range(2):
        rng = Rng(seed + 17)
        state = game.new_state(options, seed)
        for _ in range(160):
            if state.is_terminal:
                break
            for seat in range(state.num_players):
                check(state, seat)
            state.apply(rng.choice(state.legal_actions()))


def test_an_election_round_counts_the_cards_thrown_back() -> None:
    # K20: cards thrown back are the thrower's to know; after the deal is complete the jokers are all laid out (K9)
    game = BUNDLES["koalicje"].game
    for seed in range(4):
        rng = Rng(seed)
        state = game.new_state({"deal": election_deal(seed)}, seed)
        for _ in range(12):
            for seat in range(4):
                check(state, seat)
            state.apply(rng.choice(state.legal_actions()))
