"""Dou Dizhu invariants over many random legal deals (rules D1, D5, D6, D21–D24).

Over 5,000 deals, with every seat played at random, by easy or by normal:
the 54 cards are conserved after every action, each deal's scores sum to zero,
a record replays to the identical state, every AI action is one of the
observation's legal actions, and no observation shows another seat's hidden cards.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from karciarnia.games.doudizhu import ai as policies
from karciarnia.games.doudizhu.combos import Play
from karciarnia.games.doudizhu.game import DOUDIZHU, DoudizhuState, Pass
from karciarnia.games.doudizhu.combos import CARD_RANK, DECK
from karciarnia.protocol import Record
from karciarnia.rng import Rng

DECK_SET = frozenset(DECK)
LEVELS = ("random", "easy", "normal")
POLICY = {"easy": policies.easy, "normal": policies.normal}
SEEDS = 4168  # seeds 0-4167: 5,000 deals, every 10th seed a series of three (D24)
BLOCKS = 8  # played as eight tests, which share the run's processes


def check_cards(state: DoudizhuState) -> None:
    # D1, D6: the 54 cards are always in the hands, the bottom (before the landlord takes it) or played
    hands = [state.hand_cards(seat) for seat in range(3)]
    cards = [*hands[0], *hands[1], *hands[2], *state.played, *(state.bottom if state.landlord is None else ())]
    assert len(cards) == 54 and set(cards) == DECK_SET, (state.seed, state.history)
    assert [sum(state.counts[seat]) for seat in range(3)] == [len(hand) for hand in hands]


def check_observation_hides(state: DoudizhuState) -> None:
    public = set(state.played) | (set(state.bottom) if state.landlord is not None else set())
    for seat in range(3):
        text = json.dumps(state.observation(seat).to_json())
        for other in range(3):
            if other != seat:
                for card in state.hand_cards(other):
                    assert card in public or f'"{card}"' not in text


def fingerprint(state: DoudizhuState) -> tuple:
    return (
        tuple(state.history),
        tuple(state.returns()),
        tuple(json.dumps(result.to_json()) for result in state.results),
        tuple(state.hand_cards(seat) for seat in range(3)),
        tuple(json.dumps(state.observation(seat).to_json(), sort_keys=True) for seat in range(3)),
    )


def levels_of(seed: int) -> tuple[str, ...]:
    """Each seat played at random, by easy or by normal, drawn from the seed."""
    pick = Rng(seed * 7919 + 1)
    return tuple(LEVELS[pick.below(3)] for _ in range(3))


def deals_of(seed: int) -> int:
    return 3 if seed % 10 == 9 else 1  # D24: some series


def play_game(seed: int, levels: tuple[str, ...], deals: int, look: bool, seen: Counter[str]) -> DoudizhuState:
    state = DOUDIZHU.new_state({"deals": deals}, seed)
    assert isinstance(state, DoudizhuState)
    rng = Rng(seed ^ 0xD0D)
    finished = 0
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        assert legal
        if state.phase == "play":  # D17: the leader may not pass; D18: a follower may
            assert any(isinstance(a, Pass) for a in legal) == (state.to_beat is not None)
        level = levels[seat]
        if level == "random":
            action = legal[rng.below(len(legal))]
        else:
            observation = state.observation(seat)
            action = POLICY[level](observation, Rng(seed).fork(len(state.history) * 8 + seat), None)  # type: ignore[arg-type]
            assert action in observation.legal_actions and action in legal, (seed, level, action)
        if isinstance(action, Play):
            assert action.cards is not None and set(action.cards) <= set(state.hand_cards(seat))
            assert sorted(CARD_RANK[c] for c in action.cards) == sorted(action.ranks)
        before = state.redeals
        state.apply(action)
        if state.redeals > before:  # D5: all passed, dealt again
            seen["redeal"] += 1
        check_cards(state)
        if look and len(state.history) % 7 == 0:
            check_observation_hides(state)
        if len(state.results) > finished:  # D21-D23: a deal ended
            result = state.results[finished]
            finished += 1
            assert sum(result.scores) == 0
            assert result.multiplier == 2 ** (result.bombs + result.rockets) * (2 if result.spring else 1) * (2 if result.anti_spring else 1)
            assert abs(result.scores[result.landlord]) == 2 * result.bid * result.multiplier
            assert not (result.spring and result.anti_spring)
            seen["spring"] += result.spring
            seen["anti_spring"] += result.anti_spring
            seen["bombs"] += result.bombs > 0
            seen["rockets"] += result.rockets > 0
            seen[result.winner] += 1
    assert state.current_player is None and state.legal_actions() == []
    assert len(state.results) == deals and sum(state.returns()) == 0
    assert state.returns() == [sum(r.scores[seat] for r in state.results) for seat in range(3)]
    return state


def test_the_blocks_play_5000_deals() -> None:
    assert sum(deals_of(seed) for seed in range(SEEDS)) == 5000


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_deals(block: int) -> None:
    # D1, D5, D6, D17-D24 over a block of the 5,000 deals; every record replays to the identical state
    seen: Counter[str] = Counter()
    for seed in range(block * SEEDS // BLOCKS, (block + 1) * SEEDS // BLOCKS):
        state = play_game(seed, levels_of(seed), deals_of(seed), look=seed % 25 == 0, seen=seen)
        replayed = Record.from_json(json.loads(json.dumps(state.record().to_json()))).replay(DOUDIZHU)
        assert isinstance(replayed, DoudizhuState)
        assert fingerprint(replayed) == fingerprint(state), seed  # replay identical
    # the invariants were met on every common kind of ending in each block (some 600 deals)
    assert min(seen[key] for key in ("redeal", "bombs", "rockets", "landlord", "farmers")) > 0, seen


def test_the_random_deals_end_in_a_spring_and_an_anti_spring_too() -> None:
    # D23: the rare endings are among the 5,000 deals (a few of each), so the invariants were met on them:
    # seed 1444 ends in a spring, the series of seed 9 in an anti-spring
    for seed, ending in ((1444, "spring"), (9, "anti_spring")):
        seen: Counter[str] = Counter()
        play_game(seed, levels_of(seed), deals_of(seed), look=False, seen=seen)
        assert seen[ending], (seed, seen)


def test_clone_plays_on_identically() -> None:
    for seed in range(200):
        state = DOUDIZHU.new_state(None, seed)
        assert isinstance(state, DoudizhuState)
        rng = Rng(seed)
        steps = rng.below(40)
        for _ in range(steps):
            if state.is_terminal:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        copy = state.clone()
        a, b = Rng(seed + 1), Rng(seed + 1)
        while not state.is_terminal:
            legal = state.legal_actions()
            state.apply(legal[a.below(len(legal))])
        while not copy.is_terminal:
            legal = copy.legal_actions()
            copy.apply(legal[b.below(len(legal))])
        assert fingerprint(state) == fingerprint(copy)
