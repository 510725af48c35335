"""The player's rating per game, from games against the computers: Glicko-2 (:mod:`karciarnia.glicko`).

The method, as the page shows it ("1480 ± 90" on a game's tile, a chart in the statistics, "+12"
after each game):

* The player starts at 1500 ± 350 (volatility 0.06). Each finished game against computers is one
  rating period: the rating moves by the game's results against each computer, all at once.
* The computers are fixed opponents: a level's rating is normal's 1500 plus its rating against
  normal from the strength ladder (``python -m karciarnia ladder GAME``, the bundle's ``ladder``,
  which the page reads through the catalog), with a deviation of :data:`COMPUTER_DEVIATION`.
  Their ratings never move.
* A game becomes results against each computer by its bundle's ``rated_results``: where every
  seat plays for itself (Prezydent's places, Tarok's one opponent, Koalicje's standing) the final
  scores say it (above a computer: won; level: tied, ½; below: lost); in Dou Dizhu every deal is
  a result against each seat on the other side (a partner farmer is no opponent).
* A game with house rules is rated apart (the page keeps a rating per game and per game with
  house rules, as its statistics count them), against the same levels' ratings.

A puzzle rating per game, apart from the game's rating: the training (the page's every marked
mistake and blunder, asked again) moves it by each answer, one answer a rating period, one result
against the puzzle (solved: won; missed: lost), by op ``rate_puzzle``. A puzzle's rating is fixed by
its verdict, as the review's bars are set (:mod:`karciarnia.verdicts`): a blunder's loss is one even
the easy level rarely makes, so a blunder puzzle is rated as the easy level; a mistake's loss is one
the normal level rarely makes, so a mistake puzzle is rated as the normal level (1500). A blunder is
thus easier to find than a mistake, and a player who solves mistakes rises above normal. Answers
never move the game's rating: a puzzle is not a game.

The page decides which games are rated (not lessons, puzzles, play on, friends' tables, a hot
seat, or a game with the card counter on); here a game is refused unless it is over and every
seat but the player's is a computer.
"""

from __future__ import annotations

import math
from typing import Any

from karciarnia import computers, glicko
from karciarnia.catalog import BUNDLES, get_game
from karciarnia.errors import InvalidRequestError
from karciarnia.protocol import JSON
from karciarnia.sessions import HUMAN, session_of, viewer_of

NORMAL = 1500  # the normal level's rating: the ladder rates every other level against it
NORMAL_LEVEL = "normal"
# A level's rating is measured over some tens of duplicate deals: its 95 % interval is about ±120.
COMPUTER_DEVIATION = 60.0
START = glicko.Rating()  # 1500 ± 350, volatility 0.06: a player not yet rated
# What a stored rating may be (the page keeps it; anything else is refused, not rated on).
BOUNDS = {"rating": (0.0, 4000.0), "deviation": (1.0, 500.0), "volatility": (1e-4, 1.0)}


def level_ratings(game_id: str) -> dict[str, int]:
    """Each computer level's fixed rating in ``game_id``, weakest first: normal's 1500 plus the ladder's figure."""
    ladder = BUNDLES[game_id].ladder
    return {level: NORMAL + (0 if level == NORMAL_LEVEL else ladder[level]) for level in computers.levels(game_id)}


def rating_of(raw: Any) -> glicko.Rating:
    """A request's ``rating`` ({rating, deviation, volatility}); absent (None): a player not yet rated."""
    if raw is None:
        return START
    if not isinstance(raw, dict) or set(raw) != set(BOUNDS):
        raise InvalidRequestError(f"'rating' must be an object with {', '.join(BOUNDS)}")
    for name, (low, high) in BOUNDS.items():
        value = raw[name]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or not low <= value <= high:
            raise InvalidRequestError(f"'rating.{name}' must be a number from {low:g} to {high:g}")
    return glicko.Rating(float(raw["rating"]), float(raw["deviation"]), float(raw["volatility"]))


def rating_json(rating: glicko.Rating) -> JSON:
    return {"rating": rating.rating, "deviation": rating.deviation, "volatility": rating.volatility}


def op_rate(request: JSON) -> JSON:
    """The player's rating after a finished game against computers (``session``; ``seat``, 0 by default).

    ``rating``: the player's rating in this game before it (absent: not yet rated). The reply holds the
    rating after it and the results it was rated on, each ``{seat, level, score}``."""
    _, session = session_of(request)
    state = session.state
    seat = viewer_of(request, session)
    if session.tutorial or not state.is_terminal:
        raise InvalidRequestError("only a finished game is rated, never a lesson")
    if session.players[seat] != HUMAN or any(player == HUMAN for other, player in enumerate(session.players) if other != seat):
        raise InvalidRequestError(f"a rated game is seat {seat}'s against computers only")
    player = rating_of(request.get("rating"))
    results = [(other, session.players[other], score) for other, score in BUNDLES[state.game.id].rated_results(state, seat)]
    return {
        "rating": rating_json(rated(state.game.id, player, [(level, score) for _, level, score in results])),
        "results": [{"seat": other, "level": level, "score": score} for other, level, score in results],
    }


# A puzzle's fixed rating: the level that rarely loses as much as its verdict (see the top of this module).
PUZZLE_LEVELS = {"blunder": "easy", "mistake": NORMAL_LEVEL}


def puzzle_rating(game_id: str, verdict: str) -> int:
    """The fixed rating of a puzzle of ``game_id`` made of a decision with ``verdict`` ("mistake" or "blunder")."""
    return level_ratings(game_id)[PUZZLE_LEVELS[verdict]]


def op_rate_puzzle(request: JSON) -> JSON:
    """The player's puzzle rating after one answer: ``game``, ``verdict`` ("mistake" or "blunder"), ``solved`` (a boolean).

    ``rating``: the player's puzzle rating in this game before it (absent: not yet rated). The reply holds
    the rating after it and the puzzle's own fixed rating (``puzzle``)."""
    game_id = get_game(request.get("game")).id
    verdict = request.get("verdict")
    if not isinstance(verdict, str) or verdict not in PUZZLE_LEVELS:
        raise InvalidRequestError(f"'verdict' must be one of {', '.join(PUZZLE_LEVELS)}")
    if not isinstance(solved := request.get("solved"), bool):
        raise InvalidRequestError("'solved' must be true or false")
    puzzle = puzzle_rating(game_id, verdict)
    after = glicko.update(rating_of(request.get("rating")), [glicko.Result(glicko.Rating(puzzle, COMPUTER_DEVIATION), 1.0 if solved else 0.0)])
    return {"rating": rating_json(after), "puzzle": puzzle}


def rated(game_id: str, player: glicko.Rating, results: list[tuple[str, float]]) -> glicko.Rating:
    """``player``'s rating in ``game_id`` after one game of ``results``: (a computer's level, 1 won, ½ tied or 0 lost)."""
    levels = level_ratings(game_id)
    return glicko.update(player, [glicko.Result(glicko.Rating(levels[level], COMPUTER_DEVIATION), score) for level, score in results])
