"""The player's rating per game (karciarnia.rating, karciarnia.glicko): Glicko-2 against the computers' levels."""

from __future__ import annotations

from typing import Any

import pytest
from test_api import error, ok

from karciarnia import glicko, rating
from karciarnia.bundle import by_standing
from karciarnia.catalog import BUNDLES, GAMES
from karciarnia.games.doudizhu.game import LANDLORD
from karciarnia.sessions import registry


def test_glicko_2_gives_the_papers_worked_example() -> None:
    # Glickman (2012), "Example of the Glicko-2 system": 1500 ± 200 beats 1400 ± 30, loses to 1550 ± 100 and 1700 ± 300.
    results = [glicko.Result(glicko.Rating(1400, 30), 1), glicko.Result(glicko.Rating(1550, 100), 0), glicko.Result(glicko.Rating(1700, 300), 0)]
    after = glicko.update(glicko.Rating(1500, 200, 0.06), results)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)
    assert glicko.update(after, []) == after  # no game, no change


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_levels_ratings_are_normal_s_1500_and_the_ladder_s_figures(game: str) -> None:
    levels = rating.level_ratings(game)
    assert list(levels) == ["easy", "normal", "hard"]
    assert levels["normal"] == 1500
    assert levels["easy"] == 1500 + BUNDLES[game].ladder["easy"] < 1500  # easy loses to normal in every game
    assert levels["hard"] == 1500 + BUNDLES[game].ladder["hard"]
    catalog = {entry["id"]: entry for entry in ok({"op": "catalog"})["games"]}
    assert catalog[game]["ratings"] == levels  # the page reads the same figures


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_player_who_always_beats_normal_rises_above_it_and_one_who_always_loses_falls_below_easy(game: str) -> None:
    levels = rating.level_ratings(game)
    winner = loser = rating.START
    for _ in range(30):
        winner = rating.rated(game, winner, [("normal", 1.0), ("normal", 1.0)])
        loser = rating.rated(game, loser, [("easy", 0.0), ("easy", 0.0)])
    assert winner.rating > levels["normal"] + winner.deviation  # above normal, beyond its doubt
    assert loser.rating < levels["easy"] - loser.deviation
    assert winner.deviation < 110  # no longer provisional (a loser far below easy learns less from each loss)


def test_a_standing_is_won_against_each_seat_below_tied_with_one_level_and_lost_to_each_above() -> None:
    class Finished:
        def returns(self) -> list[int]:
            return [2, 3, 0, 2, 1]  # Prezydent's places as points: seat 1 first, the player level with seat 3

    assert by_standing(Finished(), 0) == [(1, 0.0), (2, 1.0), (3, 0.5), (4, 1.0)]  # type: ignore[arg-type]


def finished(game: str, players: list[str], seed: int, options: dict[str, Any] | None = None) -> str:
    """A session of ``game`` played to its end: the computers by their levels, each person by the first legal action."""
    view = ok({"op": "new", "game": game, "seed": seed, "players": players, "options": options or {}})["view"]
    session = view["session"]
    while not view["terminal"]:
        if view["current_is_ai"]:
            view = ok({"op": "ai", "session": session, "seat": 0})["view"]
        else:
            seat = view["current_player"]
            action = ok({"op": "view", "session": session, "seat": seat})["view"]["observation"]["legal_actions"][0]["id"]
            view = ok({"op": "act", "session": session, "seat": seat, "action": action})["view"]
    return session


def test_a_dou_dizhu_deal_is_a_result_against_each_seat_on_the_other_side() -> None:
    # D21: the landlord's side against the farmers'; the other farmer is a partner, no opponent.
    for seed in range(6):
        session = finished("doudizhu", ["human", "easy", "normal"], seed, {"deals": 2})
        state = registry[session].state
        expected = []
        for deal in state.results:
            won = (deal.winner == LANDLORD) == (deal.landlord == 0)
            against = [1, 2] if deal.landlord == 0 else [deal.landlord]
            expected += [{"seat": seat, "level": ["human", "easy", "normal"][seat], "score": float(won)} for seat in against]
        reply = ok({"op": "rate", "session": session})
        assert reply["results"] == expected
        assert len(expected) >= 2  # two deals, each against one seat at least


def test_a_finished_game_is_rated_against_its_computers_levels() -> None:
    session = finished("prezydent", ["human", "easy", "hard", "normal"], 3)
    before = {"rating": 1600.0, "deviation": 120.0, "volatility": 0.06}
    reply = ok({"op": "rate", "session": session, "rating": before})
    standing = by_standing(registry[session].state, 0)
    assert [(result["seat"], result["score"]) for result in reply["results"]] == standing
    assert [result["level"] for result in reply["results"]] == ["easy", "hard", "normal"]
    expected = rating.rated("prezydent", glicko.Rating(1600.0, 120.0, 0.06), [("easy", standing[0][1]), ("hard", standing[1][1]), ("normal", standing[2][1])])
    assert reply["rating"] == {"rating": expected.rating, "deviation": expected.deviation, "volatility": expected.volatility}
    assert ok({"op": "rate", "session": session})["rating"]["deviation"] < 350  # a first game starts from 1500 ± 350


@pytest.mark.parametrize(
    ("stored", "words"),
    [
        ({"rating": 1500, "deviation": 100}, "rating' must be an object"),
        ({"rating": "1500", "deviation": 100, "volatility": 0.06}, "rating.rating"),
        ({"rating": 1500, "deviation": 0, "volatility": 0.06}, "rating.deviation"),
        ({"rating": 1500, "deviation": 100, "volatility": True}, "rating.volatility"),
        ([1500, 100, 0.06], "rating' must be an object"),
    ],
)
def test_a_stored_rating_out_of_its_bounds_is_refused(stored: Any, words: str) -> None:
    session = finished("tarok", ["human", "easy"], 1)
    refused = error({"op": "rate", "session": session, "rating": stored})
    assert refused["type"] == "InvalidRequestError" and words in refused["message"]


def test_only_a_finished_game_of_one_player_against_computers_is_rated() -> None:
    unfinished = ok({"op": "new", "game": "tarok", "seed": 2, "players": ["human", "easy"]})["view"]["session"]
    assert "only a finished game" in error({"op": "rate", "session": unfinished})["message"]
    lesson = ok({"op": "tutorial", "game": "tarok"})["view"]["session"]
    assert "never a lesson" in error({"op": "rate", "session": lesson})["message"]
    hot_seat = finished("tarok", ["human", "human"], 2)
    assert "against computers only" in error({"op": "rate", "session": hot_seat})["message"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_puzzle_is_rated_as_the_level_that_rarely_loses_as_much_blunders_easier_than_mistakes(game: str) -> None:
    levels = rating.level_ratings(game)
    assert rating.puzzle_rating(game, "blunder") == levels["easy"] < rating.puzzle_rating(game, "mistake") == levels["normal"]
    solved = ok({"op": "rate_puzzle", "game": game, "verdict": "mistake", "solved": True})
    missed = ok({"op": "rate_puzzle", "game": game, "verdict": "mistake", "solved": False})
    assert solved["puzzle"] == 1500 and solved["rating"]["rating"] > 1500 > missed["rating"]["rating"]
    # Missing a blunder (an easier puzzle) costs more than missing a mistake; solving it gains less.
    missed_blunder = ok({"op": "rate_puzzle", "game": game, "verdict": "blunder", "solved": False})
    solved_blunder = ok({"op": "rate_puzzle", "game": game, "verdict": "blunder", "solved": True})
    assert missed_blunder["rating"]["rating"] < missed["rating"]["rating"]
    assert solved_blunder["rating"]["rating"] < solved["rating"]["rating"]


def test_a_puzzle_rating_moves_from_the_rating_sent_one_answer_a_period() -> None:
    before = {"rating": 1600.0, "deviation": 80.0, "volatility": 0.06}
    after = ok({"op": "rate_puzzle", "game": "prezydent", "verdict": "mistake", "solved": False, "rating": before})["rating"]
    expected = glicko.update(glicko.Rating(1600, 80, 0.06), [glicko.Result(glicko.Rating(1500, rating.COMPUTER_DEVIATION), 0.0)])
    assert after == {"rating": expected.rating, "deviation": expected.deviation, "volatility": expected.volatility}
    assert after["rating"] < 1600 and after["deviation"] < 80


@pytest.mark.parametrize(
    ("request_fields", "words"),
    [
        ({"game": "chess", "verdict": "mistake", "solved": True}, "unknown game 'chess'"),
        ({"game": "tarok", "verdict": "inaccuracy", "solved": True}, "'verdict' must be one of blunder, mistake"),
        ({"game": "tarok", "verdict": "mistake", "solved": 1}, "'solved' must be true or false"),
        ({"game": "tarok", "verdict": "mistake", "solved": True, "rating": {"rating": 9000, "deviation": 50, "volatility": 0.06}}, "rating.rating"),
    ],
)
def test_a_puzzle_answer_that_is_not_one_is_refused(request_fields: dict[str, Any], words: str) -> None:
    refused = error({"op": "rate_puzzle", **request_fields})
    assert refused["type"] in ("InvalidRequestError", "InvalidOptionError") and words in refused["message"]
