"""Invariants of Prezydent over thousands of seeded random deals (OpenSpiel-style playouts).

Every configuration (3–6 players, revolution on/off, 1–3 deals) is played from
per-game seeds with :class:`karciarnia.rng.Rng`, so a failure names its seed and
replays exactly.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from helpers import computer_chooser, fingerprint, play_out

from karciarnia.games.prezydent.game import PREZYDENT, Give, Pass, PrezydentState
from karciarnia.games.prezydent.plays import DECK, Play, card_value
from karciarnia.protocol import Record
from karciarnia.rng import Rng

CONFIGS = list(itertools.product([3, 4, 5, 6], [True, False], [1, 2, 3]))
GAMES_PER_CONFIG = 45  # 24 configurations × 45 games × 2 deals on average ≈ 2,160 deals
AI_GAMES_PER_CONFIG = 8


def new_game(players: int, revolution: bool, deals: int, seed: int) -> PrezydentState:
    """A seeded game of one configuration."""
    state = PREZYDENT.new_state({"players": players, "revolution": revolution, "deals": deals}, seed=seed)
    assert isinstance(state, PrezydentState)
    return state


def config_id(config: tuple[int, bool, int]) -> str:
    players, revolution, deals = config
    return f"{players}p-{'rev' if revolution else 'norev'}-{deals}d"


def check_cards(state: PrezydentState) -> None:
    """P2/P17: the 52 cards are all in hands or played this deal, each exactly once."""
    held = [card for hand in state.hands for card in hand]
    assert len(held) + len(state.played) == 52
    assert set(held) | set(state.played) == DECK


def check_actions(state: PrezydentState) -> None:
    """P4/P5/P17: every legal action is well formed for the current seat."""
    hand = set(state.hands[state.current_player])  # type: ignore[index]
    actions = state.legal_actions()
    assert actions and len({action.id for action in actions}) == len(actions)
    for action in actions:
        if isinstance(action, Play):
            assert state.phase == "play" and set(action.cards) <= hand
            assert 1 <= len(action.cards) <= 4 and len({card_value(c) for c in action.cards}) == 1
            if state.to_beat is not None:
                assert len(action.cards) == len(state.to_beat.cards)
        elif isinstance(action, Pass):
            assert state.to_beat is not None  # P4: the leader may not pass
        else:
            assert isinstance(action, Give) and state.phase == "exchange" and set(action.cards) <= hand


def check_deal_end(state: PrezydentState, deals_seen: int) -> None:
    """P10/P14/P15: places are a permutation of the seats; each deal gives out n(n+1)/2 points."""
    n = state.n
    for places in state.deal_places[deals_seen:]:
        assert sorted(places) == list(range(n))
    assert sum(state.returns()) == len(state.deal_places) * n * (n + 1) // 2
    expected = Counter[int]()
    for places in state.deal_places:
        for place, seat in enumerate(places):
            expected[seat] += n - place
    assert state.returns() == [expected[seat] for seat in range(n)]


def check_exchange(state: PrezydentState) -> None:
    """P17/P18: the automatic gifts are the giver's best; the previous Prezydent leads afterwards."""
    places = state.deal_places[-1]
    auto = [e for e in state.exchanges if not e.chosen]
    assert [(e.giver, e.receiver) for e in auto] == [(places[-1], places[0]), (places[-2], places[1])][
        : 1 if state.n == 3 else 2
    ]
    for exchange in auto:
        remaining = state.hands[exchange.giver]
        assert max(map(card_value, remaining)) <= min(map(card_value, exchange.cards))
    assert state.leader == places[0]


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_playouts_keep_invariants(config: tuple[int, bool, int]) -> None:
    # P2, P4–P10, P14–P18: invariants over random legal play, with a replay of each record
    players, revolution, deals = config
    for game in range(GAMES_PER_CONFIG):
        seed = CONFIGS.index(config) * 1000 + game
        state = new_game(players, revolution, deals, seed)
        rng = Rng(seed)
        deals_seen = 0
        while not state.is_terminal:
            check_actions(state)
            action = rng.choice(state.legal_actions())
            state.apply(action)
            check_cards(state)
            if len(state.deal_places) > deals_seen:
                check_deal_end(state, deals_seen)
                deals_seen = len(state.deal_places)
                if not state.is_terminal:
                    assert not state.reversed  # P12
                    assert state.phase == "exchange"
                    check_exchange(state)
        # P10/P16: the series ends after `deals` deals with nothing left to do
        assert len(state.deal_places) == deals
        assert state.legal_actions() == [] and state.current_player is None
        # replay: the record rebuilds the same state
        assert fingerprint(Record.from_json(state.record().to_json()).replay(PREZYDENT)) == fingerprint(state)


def test_identical_replays_step_by_step() -> None:
    # P2/P17: the same seed and actions give the same observations and returns at every step
    for players, seed in itertools.product([3, 4, 5, 6], range(5)):
        first = new_game(players, True, 2, seed)
        second = new_game(players, True, 2, seed)
        rng = Rng(seed)
        while not first.is_terminal:
            action = rng.choice(first.legal_actions())
            first.apply(action)
            second.apply(action.id)
            seat = first.current_player if first.current_player is not None else 0
            assert first.observation(seat).to_json() == second.observation(seat).to_json()
            assert first.returns() == second.returns()
        assert fingerprint(first) == fingerprint(second)


def test_different_seeds_differ() -> None:
    # P2: the seed matters (guards against a replay check that is trivially true)
    assert new_game(4, True, 1, 1).hands != new_game(4, True, 1, 2).hands


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_ai_actions_legal(config: tuple[int, bool, int]) -> None:
    # P19–P21: easy and normal seats mixed at random: every AI action is legal, invariants hold
    players, revolution, deals = config
    for game in range(AI_GAMES_PER_CONFIG):
        seed = 7_000_000 + CONFIGS.index(config) * 100 + game
        rng = Rng(seed)
        levels = [rng.choice(["easy", "normal"]) for _ in range(players)]
        state = new_game(players, revolution, deals, seed)
        play_out(state, computer_chooser("prezydent", levels, rng), check_cards)
        assert sum(state.returns()) == deals * players * (players + 1) // 2
