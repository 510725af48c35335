"""The card counter (记牌器) counts what the seat has seen, and nothing else, at every step of every game.

Twin deals that differ only in cards hidden from a seat (the helpers of test_observation_twins: P19,
D6, T3, K15, K18) give that seat the same counter at every step. And at every step, for every seat,
the counter agrees with what the rules say the seat may know, computed from the true state
(``secrecy_support.may_know``, plus D27's shown hand and K9's laid-out jokers): per key, ``out`` is the
cards of the deck the seat has not seen, so the outs plus what it has seen are the whole deck; ``out +
known`` is the cards neither in its hand nor played (nor laid out), which the others may still play.
Random playouts with every house rule on cover D26-D28, P23-P27, K2 and an election round (K20).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from secrecy_support import may_know, public_cards
from test_observation_twins import common_action, twin_states

from karciarnia.catalog import BUNDLES
from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.games.doudizhu.game import DoudizhuState
from karciarnia.games.koalicje.game import KoalicjeState
from karciarnia.games.koalicje.rules import DECK as KOALICJE_DECK
from karciarnia.games.prezydent.game import PrezydentState
from karciarnia.games.prezydent.plays import DECK as PREZYDENT_DECK
from karciarnia.games.prezydent.plays import JOKER_DECK
from karciarnia.games.tarok.game import DECK as TAROK_DECK
from karciarnia.protocol import JSON, State
from karciarnia.rng import Rng

JOKERS = ("RJ", "BJ")
Place = tuple[str, str]


def place(game: str, card: str) -> Place:
    """The group and key a card counts under, as each game's counter documents it."""
    if game == "doudizhu":
        return "ranks", card if card in JOKERS else card[:-1]
    if game == "prezydent":
        return "ranks", "jokers" if card in JOKERS else card[:-1]
    if game == "tarok":
        if card.startswith("T") or card == "FOOL":
            return "taroks", card
        return card[-1], card[:-1] if card[:-1] in ("K", "Q", "N", "J") else "pips"
    return ("jokers", card) if card in JOKERS else (card[-1], card[:-1])


def deck(state: State) -> Counter[str]:
    game = state.game.id
    if game == "prezydent":
        assert isinstance(state, PrezydentState)
        return Counter(JOKER_DECK if state.jokers else PREZYDENT_DECK)
    return Counter({"doudizhu": DOUDIZHU_DECK, "tarok": TAROK_DECK, "koalicje": KOALICJE_DECK}[game])


def seen_and_gone(state: State, seat: int) -> tuple[Counter[str], Counter[str]]:
    """From the true state: the cards ``seat`` has seen (each copy once), and those out of the others' play
    (its hand, the cards played, Koalicje's laid-out jokers)."""
    seen = Counter(may_know(state, seat))  # every card id of a deck but Koalicje's jokers is unique
    if isinstance(state, DoudizhuState):
        if state.showed and state.landlord is not None:  # D27: face up to every seat
            seen.update(set(state.hand_cards(state.landlord)) - set(seen))
        return seen, Counter(state.hand_cards(seat)) + Counter(state.played)
    if isinstance(state, KoalicjeState):
        laid_out = Counter(card for jokers in state.jokers for card in jokers)
        for joker in JOKERS:  # K8, K9, K20: the jokers counted by copy, not by id
            seen[joker] = state.hands[seat].count(joker) + laid_out[joker]
            if state.phase == "discard":
                seen[joker] += state.discards.get(seat, ()).count(joker)
        return seen, Counter(state.hands[seat]) + Counter(state.played) + laid_out
    hands: Any = state.hands  # type: ignore[attr-defined]
    return seen, Counter(hands[seat]) + Counter(state.played)  # type: ignore[attr-defined]


def counter_of(state: State, seat: int) -> JSON:
    counter = BUNDLES[state.game.id].counter
    assert counter is not None
    return counter(state.observation(seat))


def check(state: State, seat: int) -> JSON:
    """The counter of ``seat`` agrees with the state, key by key; returned for comparison."""
    game = state.game.id
    reply = counter_of(state, seat)
    items = {(group["id"], item["key"]): item for group in reply["groups"] for item in group["items"]}
    cards = deck(state)
    seen, gone = seen_and_gone(state, seat)
    total: Counter[Place] = Counter()
    seen_at: Counter[Place] = Counter()
    gone_at: Counter[Place] = Counter()
    for card, count in cards.items():
        total[place(game, card)] += count
        seen_at[place(game, card)] += seen[card]
        gone_at[place(game, card)] += gone[card]
    assert set(items) == set(total), f"{game}: every card counts under one key"
    for key, item in items.items():
        where = f"{game} seat {seat} {key} after {state.history}"
        assert item["total"] == total[key], where
        assert item["out"] == total[key] - seen_at[key], where  # the outs and what was seen: the deck
        assert item["out"] + item["known"] == total[key] - gone_at[key], where  # what the others may still play
    assert sum(item["out"] for item in items.values()) + sum(seen.values()) == sum(cards.values())
    return reply


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
