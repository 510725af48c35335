"""Twin deals that differ only in cards hidden from one seat look the same to it (P19, D6, K19).

For each game, two explicit deals differ only in cards the watched seat may
not know: cards swapped between two other hands it cannot see (Prezydent, Dou
Dizhu, Koalicje; K15/K18 sight respected) or between the opponent's hand and
the face-down stock (Tarok, T3). The same actions are played on both for as
long as they are legal in both and show the seat the same cards. Meanwhile the
seat's observations must be equal (their JSON and their whole object graph),
and at each of its decisions the AI of every level (hard with a fixed
iteration budget) must choose the same action from the same seeded stream.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.api import GAMES
from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.games.koalicje.rules import DECK as KOALICJE_DECK
from karciarnia.games.prezydent.plays import DECK as PREZYDENT_DECK
from karciarnia.games.tarok.game import DECK as TAROK_DECK
from karciarnia.games.tarok.game import HAND_SIZE as TAROK_HAND
from karciarnia.games.tarok.game import KIND
from karciarnia.protocol import State
from karciarnia.rng import Rng
from secrecy_support import koalicje_sight, may_know, public_cards, structure

SWAPS = 3  # pairs of hidden cards exchanged between the twins
HARD = Budget(iterations=12)
DECISIONS = 24  # decisions of the watched seat compared per game
Deal = dict[str, Any]


def shuffled(deck: Any, rng: Rng) -> list[str]:
    cards = sorted(deck)
    rng.shuffle(cards)
    return cards


def swap(first: list[str], second: list[str], rng: Rng, allowed: Callable[[str], bool] = lambda card: True) -> None:
    """Exchange ``SWAPS`` random cards of ``first`` and ``second`` (in place), only cards ``allowed``."""
    for _ in range(SWAPS):
        i = rng.choice([i for i, card in enumerate(first) if allowed(card)])
        j = rng.choice([j for j, card in enumerate(second) if allowed(card)])
        first[i], second[j] = second[j], first[i]


def others(seat: int, seats: int, rng: Rng) -> tuple[int, int]:
    """Two distinct seats other than ``seat``."""
    rest = [other for other in range(seats) if other != seat]
    first = rng.choice(rest)
    return first, rng.choice([other for other in rest if other != first])


def prezydent_twins(seat: int, rng: Rng) -> tuple[dict[str, Any], Deal, Deal]:
    """P2, P19: cards swapped between two other hands; a second deal brings the P17 exchange."""
    players = 3 + rng.below(4)
    seat %= players
    cards = shuffled(PREZYDENT_DECK, rng)
    hands = [cards[index::players] for index in range(players)]
    twin = [list(hand) for hand in hands]
    a, b = others(seat, players, rng)
    swap(twin[a], twin[b], rng)
    return {"players": players, "deals": 2}, {"hands": hands}, {"hands": twin}


def doudizhu_twins(seat: int, rng: Rng) -> tuple[dict[str, Any], Deal, Deal]:
    """D1, D6: cards swapped between the two other hands (the bottom, shown to all, stays)."""
    seat %= 3
    cards = shuffled(DOUDIZHU_DECK, rng)
    hands = [cards[17 * index : 17 * (index + 1)] for index in range(3)]
    twin = [list(hand) for hand in hands]
    a, b = others(seat, 3, rng)
    swap(twin[a], twin[b], rng)
    first = rng.below(3)
    return {"deals": 2}, *({"hands": h, "bottom": cards[51:], "first_bidder": first} for h in (hands, twin))


def tarok_twins(seat: int, rng: Rng) -> tuple[dict[str, Any], Deal, Deal]:
    """T3: the opponent's cards swapped with cards deep in the stock; T4: the same seat leads in both."""
    seat %= 2
    while True:
        cards = shuffled(TAROK_DECK, rng)
        hands = [cards[:TAROK_HAND], cards[TAROK_HAND : 2 * TAROK_HAND]]
        stock = cards[2 * TAROK_HAND :]
        twin_hand, deep = list(hands[1 - seat]), stock[40:]
        swap(twin_hand, deep, rng, lambda card: KIND[card] != "T")  # a tarok could change who leads (T4)
        twin = [list(hand) for hand in hands]
        twin[1 - seat] = twin_hand
        if any(KIND[card] == "T" for hand in hands for card in hand):  # no T4 redeal
            return {"deals": 1}, {"hands": hands, "stock": stock}, {"hands": twin, "stock": stock[:40] + deep}


def koalicje_twins(seat: int, rng: Rng) -> tuple[dict[str, Any], Deal, Deal]:
    """K7, K9: no joker in the pool, suit cards swapped between two hands the seat may not see (K15, K18)."""
    seat %= 4
    while True:
        cards = shuffled(KOALICJE_DECK, rng)
        hands, pool = [cards[8 * index : 8 * (index + 1)] for index in range(4)], cards[32:]
        jokers = [[card for card in hand if card in ("RJ", "BJ")] for hand in hands]
        unseen = [other for other in range(4) if other != seat and other not in koalicje_sight(jokers, seat)]
        if not any(card in ("RJ", "BJ") for card in pool) and len(unseen) >= 2:
            break
    a, b = unseen[:2]
    twin = [list(hand) for hand in hands]
    swap(twin[a], twin[b], rng, lambda card: card not in ("RJ", "BJ"))  # jokers are laid out face up (K8)
    return {}, {"hands": hands, "pool": pool}, {"hands": twin, "pool": pool}


TWINS = {"prezydent": prezydent_twins, "doudizhu": doudizhu_twins, "tarok": tarok_twins, "koalicje": koalicje_twins}


def twin_states(game_id: str, seed: int, salt: int) -> tuple[Rng, int, State, State]:
    """The stream, the watched seat and the two states of ``game_id``'s twins for ``seed``."""
    rng = Rng(seed ^ salt)
    seat = rng.below(6)
    options, deal, twin = TWINS[game_id](seat, rng)
    seat %= GAMES[game_id].num_players(GAMES[game_id].validate_options(options))
    first, second = (GAMES[game_id].new_state({**options, "deal": d}, seed) for d in (deal, twin))
    return rng, seat, first, second


def common_action(first: State, second: State, rng: Rng) -> str | None:
    """An action legal in both twins, drawn from ``rng``; None when they have none in common."""
    common = [action.id for action in first.legal_actions() if action.id in {a.id for a in second.legal_actions()}]
    return rng.choice(common) if common else None


def same_to(seat: int, first: State, second: State) -> None:
    """``seat`` observes the same in both: the JSON the page gets and the whole object the AIs get."""
    one, other = first.observation(seat), second.observation(seat)
    assert one.to_json() == other.to_json(), f"{first.game.id} seat {seat} after {first.history}"
    assert structure(one) == structure(other), f"{first.game.id} seat {seat} after {first.history}"


def same_choices(seat: int, first: State, second: State, seed: int) -> None:
    """Every AI level picks the same action for ``seat`` in both twins (the same seeded stream)."""
    game = first.game.id
    for level in computers.levels(game):
        budget = HARD if level == "hard" else None
        picks = [
            computers.choose(game, level, state.observation(seat), computers.decision_rng(seed, len(state.history), seat), budget).id
            for state in (first, second)
        ]
        assert picks[0] == picks[1], f"{game} {level} seat {seat} after {first.history}: {picks}"


@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_twin_deals_look_alike_to_the_seat_they_hide_from(game_id: str) -> None:
    # what a seat cannot see changes neither its observation nor its AI's choices
    decisions = seed = 0
    while decisions < DECISIONS and seed < 40:  # twins part early in trick games: try more deals
        seed += 1
        rng, seat, first, second = twin_states(game_id, seed, 0x7715)
        assert first.observation(seat).hand == second.observation(seat).hand
        while not first.is_terminal and may_know(first, seat) == may_know(second, seat):
            same_to(seat, first, second)
            if first.current_player == seat:
                same_choices(seat, first, second, seed)
                decisions += 1
            action_id = common_action(first, second, rng)
            if action_id is None:
                break
            if public_cards(first.action(action_id)) != public_cards(second.action(action_id)):
                break  # the same action shows different cards (Dou Dizhu plays ranks): the twins part here
            first.apply(action_id)
            second.apply(action_id)
        assert len(first.history) > 0
    assert decisions >= DECISIONS  # the AIs were asked often enough for the comparison to mean something
