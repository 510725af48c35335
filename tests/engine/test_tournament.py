"""Duplicate tournaments (``python -m karciarnia tournament``): every level in every
seat on the same cards, and the report's figures computed from the deals."""

from __future__ import annotations

import pytest

from karciarnia import tournament
from karciarnia.errors import KarciarniaError


def test_rotations_put_each_level_in_each_seat_once() -> None:
    assert tournament.rotations(["hard", "normal", "normal"]) == [
        ["hard", "normal", "normal"],
        ["normal", "hard", "normal"],
        ["normal", "normal", "hard"],
    ]
    assert tournament.rotations(["hard", "normal", "hard", "normal"]) == [
        ["hard", "normal", "hard", "normal"],
        ["normal", "hard", "normal", "hard"],
    ]


def test_the_report_compares_levels_deal_by_deal() -> None:
    # Three duplicate deals of a three-seat zero-sum game, hard in each seat once per deal.
    assignments = tournament.rotations(["hard", "normal", "normal"])
    deals = [
        [[2, -1, -1], [2, -1, -1], [2, -1, -1]],  # seat 0 wins whoever sits there: a tie
        [[2, -1, -1], [-2, 1, 1], [-2, 1, 1]],  # the side hard is on wins each time
        [[4, -2, -2], [-2, 1, 1], [-1, 2, -1]],
    ]
    report = tournament.report("doudizhu", {}, 7, assignments, deals, None)
    hard, normal = report["levels"]["hard"], report["levels"]["normal"]
    assert hard["seat_results"] == 9 and normal["seat_results"] == 18
    assert hard["mean_score"] == pytest.approx((2 - 1 - 1 + 2 + 1 + 1 + 4 + 1 - 1) / 9, abs=1e-4)
    (pair,) = report["pairs"]
    assert pair["levels"] == ["hard", "normal"]
    assert pair["deals_tied"] == 1
    # deal 2: hard's mean (2+1+1)/3 = 4/3 against normal's (-1-1-2+1-2+1)/6 = -2/3: won
    # deal 3: hard's mean (4+1-1)/3 = 4/3 against normal's (-2-2-2+1-1+2)/6 = -2/3: won
    assert pair["deals_won"] == [2, 0]
    assert pair["win_share_first"] == pytest.approx(2 / 3, abs=1e-4)
    assert pair["win_share_first_decided"] == 1.0
    low, high = pair["difference_ci95"]
    assert low < pair["mean_difference"] < high


def test_a_tournament_is_reproducible_and_checks_its_levels() -> None:
    first = tournament.run("prezydent", ["normal", "easy"], deals=3, seed=5, options={"players": 4}, workers=1)
    assert first == tournament.run("prezydent", ["normal", "easy"], deals=3, seed=5, options={"players": 4}, workers=1)
    assert first["levels"]["normal"]["seat_results"] == 3 * 2 * 2  # 3 deals, 2 rotations, 2 seats each
    with pytest.raises(KarciarniaError):
        tournament.run("prezydent", ["normal"] * 7, deals=1, seed=1, workers=1)
    with pytest.raises(KarciarniaError):
        tournament.run("tarok", ["grandmaster"], deals=1, seed=1, workers=1)
