"""The analysis's stopping rule: worlds one at a time until the verdict on the chosen action is clear."""

from __future__ import annotations

from collections.abc import Sequence

from karciarnia.rng import Rng
from karciarnia.sequential import MIN_WORLDS, sequential_means


def worlds_of(centres: Sequence[float], spread: float, seed: int = 7):
    """Candidates whose value in a world is their centre plus a shared and an own noise (paired worlds)."""
    rng = Rng(seed)
    asked: list[tuple[int, ...]] = []

    def uniform() -> float:
        return rng.below(1 << 20) / (1 << 20)

    def world_values(live: Sequence[int]) -> list[float]:
        asked.append(tuple(live))
        shared = uniform() * 10
        return [centres[index] + shared + (uniform() - 0.5) * spread for index in live]

    return world_values, asked


def test_a_clear_gap_above_the_threshold_stops_after_the_first_worlds() -> None:
    world_values, asked = worlds_of([0.0, 5.0], spread=0.1)
    found = sequential_means(world_values, 2, chosen=0, threshold=1.0, max_evaluations=600)
    assert found.worlds == (MIN_WORLDS, MIN_WORLDS) and found.evaluations == 2 * MIN_WORLDS
    assert 4.9 < found.means[1] - found.means[0] < 5.1


def test_a_candidate_clearly_worse_than_the_leader_is_dropped_but_the_chosen_one_never() -> None:
    # The chosen action (index 2) is the worst: it stays valued to the end, and so does the leader.
    world_values, asked = worlds_of([3.0, -20.0, 2.5, 3.2], spread=4.0)
    found = sequential_means(world_values, 4, chosen=2, threshold=1.0, max_evaluations=2000)
    assert found.worlds[1] == MIN_WORLDS  # dropped at the first look
    assert 2 in asked[-1] and found.worlds[2] == max(found.worlds)
    assert found.evaluations < 2000  # and the verdict came before the budget ran out


def test_a_close_call_spends_the_whole_budget() -> None:
    # The rival is better by about the threshold itself: no number of worlds makes it clear.
    world_values, _ = worlds_of([0.0, 1.0], spread=6.0)
    found = sequential_means(world_values, 2, chosen=0, threshold=1.0, max_evaluations=240)
    assert found.evaluations == 240


def test_the_same_worlds_give_the_same_means_twice() -> None:
    first = sequential_means(worlds_of([1.0, 1.2, 0.4], spread=3.0)[0], 3, chosen=1, threshold=0.5, max_evaluations=300)
    again = sequential_means(worlds_of([1.0, 1.2, 0.4], spread=3.0)[0], 3, chosen=1, threshold=0.5, max_evaluations=300)
    assert first == again
