"""No observation object holds a card its seat may not know (P19, D6, K15, K18, K19, K20).

Random legal playouts of all four games, over several seeds and every seat
count and option that changes what is dealt or shown. At every position the
object graph of ``state.observation(seat)`` (not its JSON) is walked for every
seat: the cards found must be ones the seat may know, computed from the state
by :mod:`secrecy_support`, and no state, RNG, seed, stock or pool may be
reachable. The records of finished deals (``results``, ``round_results``, and
Tarok's last trick before the new deal's first trick) are checked against
what the seat knew when those deals ended.
"""

from __future__ import annotations

import types
from typing import Any

import pytest
from karciarnia.api import GAMES
from karciarnia.protocol import State
from karciarnia.rng import Rng
from helpers import KOALICJE_ELECTION_DEAL
from secrecy_support import DECKS, attribute_names, cards_reachable, forbidden, forbidden_objects, may_know, position, public_cards, scan

SEEDS = range(3)
CONFIGS: list[tuple[str, dict[str, Any]]] = [
    *(("prezydent", {"players": n, "revolution": n % 2 == 0, "deals": 2}) for n in range(3, 7)),  # P1, P17
    ("doudizhu", {"deals": 2}),  # D5 redeals and D24 series come up on the way
    ("tarok", {"deals": 2}),  # T21
    ("koalicje", {}),
    ("koalicje", {"deuces_as_jokers": True}),  # K2
]
KOALICJE_DEALS = {  # K18 (all four jokers in one hand), K15 (two mixed pairs), K20 (an election round)
    "k18": {
        "hands": [
            ["RJ", "RJ", "BJ", "BJ", "AS", "KS", "QS", "JS"],
            ["10S", "9S", "8S", "7S", "AH", "KH", "QH", "JH"],
            ["10H", "9H", "8H", "7H", "AD", "KD", "QD", "JD"],
            ["10D", "9D", "8D", "7D", "AC", "KC", "QC", "JC"],
        ],
        "pool": ["10C", "9C", "8C", "7C"],
    },
    "k15": {
        "hands": [
            ["RJ", "BJ", "AS", "KS", "QS", "JS", "10S", "9S"],
            ["8S", "7S", "AH", "KH", "QH", "JH", "10H", "9H"],
            ["RJ", "BJ", "8H", "7H", "AD", "KD", "QD", "JD"],
            ["10D", "9D", "8D", "7D", "AC", "KC", "QC", "JC"],
        ],
        "pool": ["10C", "9C", "8C", "7C"],
    },
    "k20": KOALICJE_ELECTION_DEAL,
}
CONFIGS += [("koalicje", {"deal": deal}) for deal in KOALICJE_DEALS.values()]
PAST_FIELDS = {"prezydent": ("deal_places",), "doudizhu": ("results",), "tarok": ("results",), "koalicje": ("round_results",)}
MAX_MOVES = 300  # Koalicje goes on until one seat alone reaches the threshold (K5): long enough for several rounds


def past_records(state: State, observation: Any) -> list[Any]:
    """The parts of ``observation`` that record deals already finished."""
    parts = [getattr(observation, name) for name in PAST_FIELDS[state.game.id]]
    if state.game.id == "tarok" and not state.tricks:  # the last trick shown is the previous deal's
        parts.append(observation.last_trick)
    return parts


def check_position(state: State, past: list[set[str]]) -> None:
    """Every seat's observation holds only cards that seat may know, and nothing that reveals the deal."""
    deck = DECKS[state.game.id]
    for seat in range(state.num_players):
        observation = state.observation(seat)
        records = past_records(state, observation)
        record_ids = {id(part) for part in records}
        current = [
            value
            for value in (getattr(observation, name) for name in attribute_names(observation))
            if id(value) not in record_ids
        ]
        # one walk of each part (together every field) finds its cards and what it must not reach
        held, bad = scan(current, deck)
        recorded, bad_in_records = scan(records, deck)
        leaked = held - may_know(state, seat)
        assert not leaked, f"{position(state, seat)}: the observation holds hidden cards {sorted(leaked)}"
        old = recorded - past[seat]
        assert not old, f"{position(state, seat)}: a finished deal's record holds cards never shown {sorted(old)}"
        bad += bad_in_records + [observation] * forbidden(observation)
        assert not bad, f"{position(state, seat)}: the observation reaches {bad}"


@pytest.mark.parametrize(("game_id", "options"), CONFIGS, ids=[f"{g}-{i}" for i, (g, _) in enumerate(CONFIGS)])
def test_no_observation_object_holds_a_hidden_card(game_id: str, options: dict[str, Any]) -> None:
    # P19: an AI receives the observation object, so nothing in its graph may carry a hidden card
    positions = finished = 0
    for seed in SEEDS:
        state = GAMES[game_id].new_state(options, seed)
        rng = Rng(seed ^ 0x5EC2E7)
        past: list[set[str]] = [set() for _ in range(state.num_players)]
        while not state.is_terminal and len(state.history) < MAX_MOVES:
            check_position(state, past)
            positions += 1
            action = rng.choice(state.legal_actions())
            deal, before = state.deal_number, [may_know(state, seat) for seat in range(state.num_players)]
            state.apply(action)
            if state.deal_number != deal or state.is_terminal:  # what each seat knew at the end stays known
                finished += 1
                for seat in range(state.num_players):
                    past[seat] |= before[seat] | public_cards(action)
        check_position(state, past)
    assert positions > 100 * len(SEEDS) and finished > len(SEEDS)  # later deals, with records of earlier ones


class _Slotted:
    __slots__ = ("held",)

    def __init__(self, held: Any) -> None:
        self.held = held


class _Derived(_Slotted):
    __slots__ = ("more",)

    def __init__(self, held: Any, more: Any) -> None:
        super().__init__(held)
        self.more = more


def test_the_walk_reaches_every_hiding_place() -> None:
    # the walk itself must find a card in slots of every class in the MRO, containers'
    # keys and values, plain attributes, closures, bound methods and ids written in strings
    def hiding(card: str) -> Any:
        return lambda: card

    places = [
        (_Derived("2S", None), {"2S"}),  # a slot of a base class
        (_Derived(None, ("3S",)), {"3S"}),  # a slot of the class itself, in a tuple
        ({"4S": 1}, {"4S"}),  # a dict key
        ({1: frozenset({"5S"})}, {"5S"}),  # a dict value, in a frozenset
        ([{"6S"}], {"6S"}),  # a set in a list
        (hiding("7S"), {"7S"}),  # a closure
        (_Derived("8S", None).__init__, {"8S"}),  # a bound method's object
        ("give:9S,10S", {"9S", "10S"}),  # ids in a string
        (types.SimpleNamespace(card="JS"), {"JS"}),  # a plain attribute
    ]
    assert [cards_reachable(place, DECKS["prezydent"]) for place, _ in places] == [cards for _, cards in places]
    assert forbidden_objects((Rng(1),)) and forbidden_objects([GAMES["tarok"].new_state({}, 0)])
