"""An AI's random stream does not give away the game's seed.

The seed deals every hidden card, so an AI that could read it back from its
own stream could replay the deal. The old derivation, ``Rng(seed).fork(salt)``,
only XORed a known constant into the seed; the attacker below models exactly
that inversion, recovers the seed from the old streams, and fails on the
streams that :func:`karciarnia.computers.decision_rng` and the CLI's ``seat_rngs`` give
now.
"""

from __future__ import annotations

import itertools

from karciarnia import computers
from karciarnia.cli import seat_rngs
from karciarnia.catalog import GAMES
from karciarnia.rng import Rng

MASK = (1 << 64) - 1
FORK = 0xD1B54A32D192ED03  # the multiplier of Rng.fork's salt
OLD_CLI_SALT = 0x5EA7  # the CLI's old per-seat salt base
SEEDS = [0, 1, 2, 100, 12345, 2**31 - 1, 2**32 - 1, 2**53 - 1, 2**63 + 5, MASK]
POSITIONS = list(itertools.product(range(0, 400, 37), range(6)))  # (move, seat)


def old_decision_rng(seed: int, move: int, seat: int) -> Rng:
    """The old derivation, a fork of the game's own seed, which gave the seed away."""
    return Rng(seed).fork(move * 8 + seat)


def fork_constant(salt: int) -> int:
    return (salt * FORK) & MASK


def recover_seed(stream: Rng, move: int, seat: int) -> int:
    """The attacker: undo the fork's XOR, knowing only its own position."""
    return stream._state ^ fork_constant(move * 8 + seat)


def deals_alike(seed: int, guess: int) -> bool:
    """Whether a guessed seed replays the hidden deal of a game from ``seed``."""
    game = GAMES["koalicje"]
    return game.new_state(None, guess).observation(1).to_json() == game.new_state(None, seed).observation(1).to_json()


def test_the_attacker_recovers_the_seed_from_the_old_derivation() -> None:
    # the teeth of the test: the inversion works on the old streams and sees another seat's hand
    for seed, (move, seat) in itertools.product(SEEDS, POSITIONS):
        assert recover_seed(old_decision_rng(seed, move, seat), move, seat) == seed
    assert deals_alike(12345, recover_seed(old_decision_rng(12345, 7, 0), 7, 0))


def test_the_attacker_learns_nothing_from_decision_rng() -> None:
    # no fork constant of any salt in reach turns the stream's state back into the seed
    salts = [*range(400 * 8 + 8), *(OLD_CLI_SALT + seat for seat in range(8))]
    constants = {fork_constant(salt) for salt in salts}
    for seed, (move, seat) in itertools.product(SEEDS, POSITIONS):
        state = computers.decision_rng(seed, move, seat)._state
        assert state ^ (seed & MASK) not in constants
        assert recover_seed(computers.decision_rng(seed, move, seat), move, seat) != seed & MASK
    assert not deals_alike(12345, recover_seed(computers.decision_rng(12345, 7, 0), 7, 0))


def test_the_attacker_learns_nothing_from_the_cli_streams() -> None:
    # the CLI's per-seat streams were Rng(seed).fork(0x5EA7 + seat)
    for seed in SEEDS:
        for seat, stream in enumerate(seat_rngs(seed, 6)):
            assert stream._state ^ fork_constant(OLD_CLI_SALT + seat) != seed & MASK
            assert stream._state != seed & MASK


def test_streams_of_different_seeds_are_unrelated() -> None:
    # the same (move, seat) in two games gives streams that share no structure with the seeds:
    # for a fork, state(a) ^ state(b) == a ^ b; for the hash, about half the bits differ whatever the seeds
    for (move, seat), (a, b) in itertools.product(POSITIONS[:12], itertools.combinations(SEEDS, 2)):
        old = old_decision_rng(a, move, seat)._state ^ old_decision_rng(b, move, seat)._state
        assert old == (a ^ b) & MASK
        new = computers.decision_rng(a, move, seat)._state ^ computers.decision_rng(b, move, seat)._state
        assert new != (a ^ b) & MASK
        assert 12 <= new.bit_count() <= 52
    streams = [computers.decision_rng(seed, 5, 1) for seed in range(200)]
    assert len({stream.next_u64() for stream in streams for _ in range(4)}) == 800


def test_streams_stay_reproducible_and_apart() -> None:
    # replays still work: the same game and position give the same stream; positions do not share one
    assert computers.decision_rng(77, 12, 2).next_u64() == computers.decision_rng(77, 12, 2).next_u64()
    assert computers.decision_rng(77 + 2**64, 12, 2)._state == computers.decision_rng(77, 12, 2)._state  # as Rng masks a seed
    states = {computers.decision_rng(77, move, seat)._state for move, seat in POSITIONS}
    assert len(states) == len(POSITIONS)
    assert {stream._state for stream in seat_rngs(77, 6)}.isdisjoint(states)
