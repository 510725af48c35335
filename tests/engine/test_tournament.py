"""Duplicate tournaments (``python -m karciarnia tournament``): every level in every
seat on the same cards, and the report's figures computed from the deals."""

from __future__ import annotations

import math

import pytest

from karciarnia import computers, tournament
from karciarnia.errors import KarciarniaError
from karciarnia.games.prezydent.game import PREZYDENT
from karciarnia.tournament import EARLIER_DEALS_LEVEL


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


def test_a_ladder_rating_is_the_elo_of_the_share_of_deals_won_against_normal() -> None:
    # won, tied, lost, won: 2.5 points of 4, 400·log10(0.625 / 0.375) ≈ +89
    rated = tournament.rating([3.0, 0.0, -1.0, 2.0])
    assert rated["rating"] == 89
    low, high = rated["rating_ci95"]
    assert low < 89 < high
    assert tournament.rating([1.0, 2.0])["rating"] == round(400 * math.log10(0.75 / 0.25))  # all won: half a deal off


def test_a_ladder_measures_the_hard_level_at_each_budget() -> None:
    ladder = tournament.ladder("tarok", deals=2, seed=3, budgets=[16, 4], workers=1)
    assert [(row["level"], row["iterations"]) for row in ladder["rows"]] == [("easy", None), ("hard", 16), ("hard", 4)]
    easy, hard_16, hard_4 = ladder["rows"]
    assert easy["rollouts_per_search"] is None and easy["search_share"] == 0
    assert 16 <= hard_16["rollouts_per_search"] < 32 and 4 <= hard_4["rollouts_per_search"] < 16
    again = tournament.ladder("tarok", deals=2, seed=3, budgets=[16, 4], workers=1)
    assert [row["rating"] for row in again["rows"]] == [row["rating"] for row in ladder["rows"]]


def test_a_match_scored_on_a_later_deal_counts_that_deal_alone_after_the_same_earlier_ones() -> None:
    # P15, P17: deal 2 of a Prezydent game, after the exchange, is scored alone: each rotation's places
    # give that deal's points n..1 (not the game's sums over two deals), and they are what the game played
    # by hand gives, its first deal by normal at every seat whoever sits where; D22: each Dou Dizhu deal
    # is zero-sum on its own
    seed, options = 4, {"players": 4, "deals": 2}
    assignments, results, _ = tournament.play("prezydent", ["easy", "normal"], 3, seed, options, None, 1, deal=2)
    for deal in results:
        assert all(sorted(result) == [1.0, 2.0, 3.0, 4.0] for result in deal)
    for seats, result in zip(assignments, results[0], strict=True):  # the game played out by hand
        state = PREZYDENT.new_state(options, seed)
        before = None
        while not state.is_terminal:
            if state.deal_number == 1 and before is None:
                before = state.returns()
            actor = state.current_player
            level = EARLIER_DEALS_LEVEL if state.deal_number == 0 else seats[actor]
            state.apply(computers.choose("prezydent", level, state.observation(actor), computers.decision_rng(seed, len(state.history), actor)))
        assert [after - earlier for after, earlier in zip(state.returns(), before, strict=True)] == result
    _, scores, _ = tournament.play("doudizhu", ["easy", "normal"], 2, seed, {"deals": 3}, None, 1, deal=3)
    assert all(sum(result) == 0 for deal in scores for result in deal)
    with pytest.raises(KarciarniaError, match="ends before deal 3"):
        tournament.play_deal("prezydent", options, seed, ["normal"] * 4, None, deal=3)
    with pytest.raises(KarciarniaError, match="from 1"):
        tournament.play("prezydent", ["easy", "normal"], 1, seed, options, None, 1, deal=0)
