"""Invariants of Prezydent's house rules P23–P27 over thousands of seeded random games.

Every combination of the three options (equalize, jokers, stairs: 8 of them)
is played with 3–6 players from per-game seeds, by random legal actions and by
the easy and normal AIs; a failure names its seed and replays exactly. The
secrecy scan of tests/property/test_observation_secrecy.py runs here with the
options on (its helpers reused), over the 54 cards when the jokers are in.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest
from helpers import computer_chooser, fingerprint, play_out
from secrecy_support import attribute_names, forbidden, may_know, position, public_cards, scan

from karciarnia import computers
from karciarnia.games.prezydent.game import PREZYDENT, Pass, PrezydentState, TrickPlay
from karciarnia.games.prezydent.plays import DECK, JOKER_DECK, JOKER_PLAY, JOKER_SET, RUN, SET, Play, card_value, run_reading
from karciarnia.protocol import Record
from karciarnia.rng import Rng

COMBOS = list(itertools.product([False, True], repeat=3))  # (equalize, jokers, stairs)
CONFIGS = [(combo, players) for combo in COMBOS for players in (3, 4, 5, 6)]
GAMES_PER_CONFIG = 32  # 32 configurations × 32 games: 1,024 random games of 1 or 2 deals (and 128 AI games of 2 deals below)
REPLAY_EVERY = 4  # every fourth game is replayed from its record (through the legality checks)
AI_GAMES_PER_CONFIG = 4  # per combination and seat count, of two deals each
SECRECY_SEEDS = range(2)
SECRECY_EVERY = 5  # the scan walks every fifth position (each one whole, every seat)


def options_of(combo: tuple[bool, bool, bool], players: int, deals: int) -> dict[str, Any]:
    equalize, jokers, stairs = combo
    return {"players": players, "deals": deals, "equalize": equalize, "jokers": jokers, "stairs": stairs, "revolution": players % 2 == 0}


def config_id(config: tuple[tuple[bool, bool, bool], int]) -> str:
    (equalize, jokers, stairs), players = config
    on = [name for name, flag in (("eq", equalize), ("jok", jokers), ("st", stairs)) if flag]
    return f"{players}p-{'+'.join(on) or 'plain'}"


def new_game(combo: tuple[bool, bool, bool], players: int, deals: int, seed: int) -> PrezydentState:
    state = PREZYDENT.new_state(options_of(combo, players, deals), seed)
    assert isinstance(state, PrezydentState)
    return state


def check_cards(state: PrezydentState) -> None:
    """P2, P25: the 52 cards (54 with the jokers) are all in hands or played this deal, each once."""
    deck = JOKER_DECK if state.jokers else DECK
    held = [card for hand in state.hands for card in hand]
    assert len(held) + len(state.played) == len(deck)
    assert set(held) | set(state.played) == deck


def check_play(play: Play, to_beat: TrickPlay | None, state: PrezydentState) -> None:
    """P4, P5, P23, P25, P26: a legal play is a set, jokers alone or a run, and beats (or equals) the play to beat."""
    naturals = [card for card in play.cards if card not in JOKER_SET]
    jokers = len(play.cards) - len(naturals)
    assert jokers == len(play.stands) or play.kind == JOKER_PLAY
    assert state.jokers or not jokers
    if play.kind == SET:
        assert 1 <= len(play.cards) <= 4 and naturals and len({card_value(card) for card in naturals}) == 1
        assert play.stands == (naturals[0][:-1],) * jokers
    elif play.kind == JOKER_PLAY:
        assert not naturals and 1 <= jokers <= 2
    else:
        assert play.kind == RUN and state.stairs and len(naturals) >= 2 and len(play.cards) >= 3
        reading = run_reading(play.cards, play.stands)
        values = [card_value(card) for card in reading]
        assert values == list(range(values[0], values[0] + len(values))) and values[-1] <= 12  # no wrap
        assert len({card[-1] for card in reading}) == 1
    assert play.id.startswith("play:run:") == (play.kind == RUN)
    if to_beat is None:
        return
    assert play.kind == to_beat.kind or (play.kind == JOKER_PLAY and to_beat.kind == SET)
    assert len(play.cards) == len(to_beat.cards)
    mine, theirs = play.strength(state.reversed), to_beat.strength(state.reversed)
    assert mine > theirs or (mine == theirs and state.equalize)


def check_actions(state: PrezydentState) -> list[Any]:
    """Every legal action is well formed for the current seat; the list, for the caller to choose from."""
    hand = Counter(state.hands[state.current_player])  # type: ignore[index]
    actions = state.legal_actions()
    assert actions and len({action.id for action in actions}) == len(actions)
    for action in actions:
        if isinstance(action, Play):
            assert not Counter(action.cards) - hand
            check_play(action, state.to_beat, state)
        elif isinstance(action, Pass):
            assert state.to_beat is not None
    return actions


def check_scores(state: PrezydentState) -> None:
    """P10, P14, P15: places are a permutation; each deal gives out n(n+1)/2 points; totals add up."""
    n = state.n
    expected = Counter[int]()
    for places in state.deal_places:
        assert sorted(places) == list(range(n))
        for place, seat in enumerate(places):
            expected[seat] += n - place
    assert state.returns() == [expected[seat] for seat in range(n)]


def check_skip(state: PrezydentState, to_beat: TrickPlay | None, reversed_order: bool, in_trick: set[int], seat: int) -> None:
    """P23: a skip follows an equal play only, names a seat that was still in the trick, and is no pass."""
    if not state.trick or state.trick[-1].seat != seat or not state.trick[-1].cards:
        return
    skipped = state.trick[-1].skipped
    if skipped is None:
        return
    assert state.equalize and to_beat is not None
    assert to_beat.strength(reversed_order) == state.trick[-1].strength(reversed_order)
    assert skipped != seat and skipped in in_trick and skipped not in state.passed


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_playouts_keep_invariants(config: tuple[tuple[bool, bool, bool], int]) -> None:
    # P2, P4–P10, P15, P17, P23–P26: invariants over random legal play, with replays of the records
    combo, players = config
    for game in range(GAMES_PER_CONFIG):
        seed = CONFIGS.index(config) * 1000 + game
        deals = 1 + game % 2
        state = new_game(combo, players, deals, seed)
        rng = Rng(seed)
        while not state.is_terminal:
            actions = check_actions(state)
            seat = state.current_player
            assert seat is not None
            to_beat, reversed_order = state.to_beat, state.reversed
            in_trick = {other for other in range(players) if state.hands[other] and other not in state.passed}
            action = rng.choice(actions)
            state.advance(action)  # legal by construction; the replay below applies every id through the checks
            state.history.append(action.id)
            check_cards(state)
            check_skip(state, to_beat, reversed_order, in_trick, seat)
        check_scores(state)
        assert len(state.deal_places) == deals and sum(state.returns()) == deals * players * (players + 1) // 2
        assert state.legal_actions() == [] and state.current_player is None  # P10, P16
        if game % REPLAY_EVERY == 0:
            replayed = Record.from_json(state.record().to_json()).replay(PREZYDENT)
            assert fingerprint(replayed) == fingerprint(state)


@pytest.mark.parametrize("combo", COMBOS, ids=lambda combo: "-".join(str(int(flag)) for flag in combo))
def test_ai_games_are_legal_and_score(combo: tuple[bool, bool, bool]) -> None:
    # P19–P21, P27: easy and normal seats play every house rule legally, from their observations only
    for players, game in itertools.product((3, 4, 5, 6), range(AI_GAMES_PER_CONFIG)):
        seed = 9_000_000 + COMBOS.index(combo) * 100 + players * 10 + game
        rng = Rng(seed)
        levels = [rng.choice(["easy", "normal"]) for _ in range(players)]
        state = new_game(combo, players, 2, seed)
        play_out(state, computer_chooser("prezydent", levels, rng), check_cards)
        check_scores(state)
        assert sum(state.returns()) == 2 * players * (players + 1) // 2


def test_ai_games_use_the_house_rules() -> None:
    # P27: the AIs do play jokers, runs and equal plays (the games above are not all plain)
    seen: Counter[str] = Counter()
    for seed in range(6):
        state = new_game((True, True, True), 4, 1, 500 + seed)
        rng = Rng(seed)
        while not state.is_terminal:
            seat = state.current_player
            assert seat is not None
            action = computers.choose("prezydent", ("easy", "normal")[seat % 2], state.observation(seat), rng)
            if isinstance(action, Play):
                seen[action.kind] += 1
                seen["joker"] += any(card in JOKER_SET for card in action.cards)
            state.apply(action)
            seen["skip"] += bool(state.trick and state.trick[-1].skipped is not None)
    assert seen["run"] and seen["joker"] and seen["skip"], seen


# -- P19 with the house rules: no observation object holds a hidden card -------------------------------
def stand_ins(state: PrezydentState, seat: int) -> set[str]:
    """The cards a joker is said to stand for in a run (P26): a name, not a card anyone was shown."""
    plays: list[Any] = [*state.trick, *state.last_trick, *(turn for trick in state.earlier_tricks for turn in trick)]
    if state.current_player == seat:
        plays += [action for action in state.legal_actions() if isinstance(action, Play)]
    return {card for play in plays if play.kind == RUN for card in play.stands}


def check_position(state: PrezydentState, past: list[set[str]]) -> None:
    """As test_observation_secrecy.check_position, over the deck of these options (54 cards with jokers)."""
    deck = frozenset(JOKER_DECK if state.jokers else DECK)
    for seat in range(state.n):
        observation = state.observation(seat)
        records = [observation.deal_places]
        current = [value for value in (getattr(observation, name) for name in attribute_names(observation)) if value is not observation.deal_places]
        held, bad = scan(current, deck)
        recorded, bad_in_records = scan(records, deck)
        leaked = held - may_know(state, seat) - stand_ins(state, seat)
        assert not leaked, f"{position(state, seat)}: the observation holds hidden cards {sorted(leaked)}"
        assert not recorded - past[seat], f"{position(state, seat)}: a finished deal's record holds cards never shown"
        bad += bad_in_records + [observation] * forbidden(observation)
        assert not bad, f"{position(state, seat)}: the observation reaches {bad}"


@pytest.mark.parametrize("combo", [combo for combo in COMBOS if any(combo)], ids=lambda combo: "-".join(str(int(flag)) for flag in combo))
def test_no_observation_object_holds_a_hidden_card(combo: tuple[bool, bool, bool]) -> None:
    # P19: with the house rules on, an AI's observation still carries no hidden card (jokers included)
    positions = 0
    for players, seed in itertools.product((3, 6), SECRECY_SEEDS):
        state = new_game(combo, players, 2, seed)
        rng = Rng(seed ^ 0x5EC2E7)
        past: list[set[str]] = [set() for _ in range(players)]
        while not state.is_terminal:
            if positions % SECRECY_EVERY == 0:
                check_position(state, past)
            positions += 1
            action = rng.choice(state.legal_actions())
            deal, before = state.deal_number, [may_know(state, seat) for seat in range(players)]
            state.apply(action)
            if state.deal_number != deal or state.is_terminal:
                for seat in range(players):
                    past[seat] |= before[seat] | public_cards(action)
        check_position(state, past)
    assert positions > 100 * len(SECRECY_SEEDS)
