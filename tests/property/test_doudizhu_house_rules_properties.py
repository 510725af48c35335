"""Dou Dizhu's house rules (D26-D28) over many random legal deals, for every combination of the three options.

For each of the eight combinations of ``bidding`` (points, rob), ``show_cards`` and ``doubling``, random
legal deals with every seat played at random, by easy or by normal: the 54 cards are conserved after every
action, every AI action is one of its observation's legal actions, each deal's result is settled as D22,
D23, D26-D28 say (the multiplier from the bombs, rockets, robs and a shown hand, each farmer apart, the
landlord the sum, zero in all), the end has no legal action, and the record replays to the identical
state. No observation holds a card its seat may not know: the landlord's remaining cards only after a show
(D27), and then in every seat's view (the object graph is walked, as ``test_observation_secrecy`` does).
"""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from typing import Any

import pytest
from secrecy_support import DECKS, attribute_names, forbidden, may_know, position, scan

from karciarnia.games.doudizhu import ai as policies
from karciarnia.games.doudizhu.combos import DECK
from karciarnia.games.doudizhu.game import DOUDIZHU, DealResult, DoudizhuState
from karciarnia.protocol import Record
from karciarnia.rng import Rng

COMBINATIONS = [
    {"bidding": bidding, "show_cards": show, "doubling": double}
    for bidding, show, double in itertools.product(("points", "rob"), (False, True), (False, True))
]
DEALS = 250  # per combination: 2,000 deals in all (and 25 second deals of a series each)
WALKED = 2  # of each combination's deals, the first few have every view's object graph walked at every position
LOOK_EVERY = 30  # in the play, every view's JSON is scanned every so many moves (and at every other decision, and the end)
REPLAY_EVERY = 4  # of the deals, every so many are replayed from their record
DECK_SET = frozenset(DECK)
LEVELS = ("random", "random", "random", "easy", "normal")
QUOTED = re.compile(r'"([^"]*)"')
POLICY = {"easy": policies.easy, "normal": policies.normal}
FLAGS = {"robs": "robbed", "shown": "shown", "settlements": "doubled"}


def check_cards(state: DoudizhuState) -> None:
    # D1, D6: the 54 cards are always in the hands, the bottom (before the landlord takes it) or played
    cards = [card for seat in range(3) for card in state.hand_cards(seat)] + list(state.played)
    cards += list(state.bottom if state.landlord is None else ())
    assert len(cards) == 54 and set(cards) == DECK_SET, (state.seed, state.history)


def check_views(state: DoudizhuState) -> None:
    """No view's JSON names a card its seat may not know; a shown hand (D27) is in every view, as it is now."""
    for seat in range(3):
        view = state.observation(seat).to_json()
        hidden = {card for other in range(3) if other != seat for card in state.hand_cards(other)} - may_know(state, seat)
        assert not hidden & set(QUOTED.findall(json.dumps(view))), (state.seed, seat, state.history)
        if state.options["show_cards"]:
            shown = state.showed and state.landlord is not None
            assert view["shown_hand"] == (list(state.hand_cards(state.landlord)) if shown else None)  # type: ignore[arg-type]


def walk_views(state: DoudizhuState) -> None:
    """Every object reachable from every seat's observation: only cards it may know, no state, RNG or seed."""
    for seat in range(3):
        observation = state.observation(seat)
        current = [getattr(observation, name) for name in attribute_names(observation) if name != "results"]
        held, bad = scan(current, DECKS["doudizhu"])
        recorded, bad_in_records = scan(observation.results, DECKS["doudizhu"])
        assert not held - may_know(state, seat), f"{position(state, seat)}: hidden cards {sorted(held - may_know(state, seat))}"
        assert not recorded, f"{position(state, seat)}: a result holds cards {sorted(recorded)}"
        assert not bad + bad_in_records and not forbidden(observation), f"{position(state, seat)}: the observation reaches {bad + bad_in_records}"


def check_result(state: DoudizhuState, result: DealResult) -> None:
    """D22, D23, D26-D28: the multiplier and each pair's settlement; the landlord's result is the sum, zero in all."""
    options = state.options
    robs = result.robs or 0
    assert (result.robs is not None) == (options["bidding"] == "rob")
    assert (result.shown is not None) == options["show_cards"] and (result.settlements is not None) == options["doubling"]
    assert result.bid == 1 or options["bidding"] == "points"  # D26: the stake is 1
    spring = (2 if result.spring else 1) * (2 if result.anti_spring else 1)
    assert result.multiplier == 2 ** (result.bombs + result.rockets + robs + (1 if result.shown else 0)) * spring
    sign = 1 if result.winner == "landlord" else -1
    farmers = [seat for seat in range(3) if seat != result.landlord]
    factors = {farmer: 1 for farmer in farmers}
    for settlement in result.settlements or ():
        assert settlement.factor == (2 if settlement.doubled else 1) * (2 if settlement.redoubled else 1)
        assert not settlement.redoubled or settlement.doubled  # a redouble answers only a farmer who doubled
        factors[settlement.farmer] = settlement.factor
    for farmer in farmers:
        assert result.scores[farmer] == -sign * result.bid * result.multiplier * factors[farmer]
    assert result.scores[result.landlord] == -sum(result.scores[farmer] for farmer in farmers)
    assert sum(result.scores) == 0


def fingerprint(state: DoudizhuState) -> tuple[Any, ...]:
    return (
        tuple(state.history),
        tuple(state.returns()),
        tuple(json.dumps(result.to_json()) for result in state.results),
        tuple(json.dumps(state.observation(seat).to_json(), sort_keys=True) for seat in range(3)),
    )


def play_deal(options: dict[str, Any], seed: int, walk: bool, seen: Counter[str]) -> DoudizhuState:
    state = DOUDIZHU.new_state({**options, "deals": 2 if seed % 10 == 9 else 1}, seed)  # D24: some series
    assert isinstance(state, DoudizhuState)
    pick = Rng(seed * 7919 + 3)
    levels = [LEVELS[pick.below(len(LEVELS))] for _ in range(3)]
    rng = Rng(seed ^ 0xD0D)
    finished = 0
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        seen[state.phase] += 1
        if walk:
            walk_views(state)
        if levels[seat] == "random":
            action = legal[rng.below(len(legal))]
        else:
            observation = state.observation(seat)
            action = POLICY[levels[seat]](observation, rng, None)  # type: ignore[arg-type]
            assert action in observation.legal_actions and action in legal
        seen[action.id] += action.id in ("rob", "show", "double", "redouble")
        redeals = state.redeals
        state.apply(action)
        seen["redeal"] += state.redeals > redeals
        check_cards(state)
        if walk or len(state.history) % LOOK_EVERY == 0 or state.phase != "play" or state.is_terminal:
            check_views(state)
        if len(state.results) > finished:
            check_result(state, state.results[finished])
            finished += 1
    assert state.current_player is None and state.legal_actions() == []
    assert sum(state.returns()) == 0 and state.returns() == [sum(r.scores[seat] for r in state.results) for seat in range(3)]
    return state


@pytest.mark.parametrize("options", COMBINATIONS, ids=[f"{o['bidding']}-show{int(o['show_cards'])}-double{int(o['doubling'])}" for o in COMBINATIONS])
def test_random_deals_with_the_house_rules(options: dict[str, Any]) -> None:
    # D1, D5, D6, D21-D28 over 250 deals of one combination; every record replays to the identical state
    seen: Counter[str] = Counter()
    for seed in range(DEALS):
        state = play_deal(options, seed, seed < WALKED, seen)
        if seed % REPLAY_EVERY == 0:
            replayed = Record.from_json(json.loads(json.dumps(state.record().to_json()))).replay(DOUDIZHU)
            assert isinstance(replayed, DoudizhuState)
            assert fingerprint(replayed) == fingerprint(state), seed
    # each option's decisions were met both ways, and the redeal (D5, D26)
    assert seen["redeal"] > 0, seen
    if options["bidding"] == "rob":
        assert seen["rob"] > 0 and seen["calling"] > 0 and seen["robbing"] > 0, seen
    if options["show_cards"]:
        assert seen["show"] > 0 and seen["showing"] > seen["show"], seen
    if options["doubling"]:
        assert seen["double"] > 0 and seen["redouble"] > 0 and seen["redoubling"] > seen["redouble"], seen
