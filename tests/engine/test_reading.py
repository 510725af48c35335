"""The worlds hard reads from the play (``karciarnia.ai.reading``), apart from any game: which of the
drawn worlds is kept, and how many are drawn. Each game's own reading is tested with its AI
(Prezydent P22, Koalicje K19)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from karciarnia.ai.reading import likeliest_world


def reader(missed: list[int]) -> tuple[Callable[[], int], Callable[[int, int], int], list[int]]:
    """Worlds 0, 1, 2 … drawn in turn; world ``i`` leaves ``missed[i]`` choices unexplained. Also the limits asked."""
    drawn = iter(range(len(missed)))
    limits: list[int] = []

    def unexplained(world: int, limit: int) -> int:
        limits.append(limit)
        return min(missed[world], limit)

    return lambda: next(drawn), unexplained, limits


@pytest.mark.parametrize(
    ("missed", "kept", "draws"),
    [
        ([0, 0, 0], 0, 1),  # the first world explains all: nothing more is drawn
        ([3, 1, 0, 0], 2, 3),  # the first that explains all ends the drawing
        ([3, 1, 2, 1], 1, 4),  # none does: the fewest, the earliest of equals
        ([5, 5, 5, 5], 0, 4),
    ],
)
def test_the_kept_world_is_the_first_that_explains_all_else_the_earliest_with_the_fewest(missed: list[int], kept: int, draws: int) -> None:
    draw, unexplained, limits = reader(missed)
    assert likeliest_world(draw, unexplained, attempts=4, bound=9) == (kept, missed[kept])
    assert len(limits) == draws


def test_a_later_world_is_counted_only_up_to_the_fewest_so_far() -> None:
    # counting past the best world's count cannot change the choice: each replay may stop there
    draw, unexplained, limits = reader([4, 6, 2, 3])
    assert likeliest_world(draw, unexplained, attempts=4, bound=9) == (2, 2)
    assert limits == [9, 4, 4, 2]
