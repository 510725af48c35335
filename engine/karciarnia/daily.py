"""The deal of the day: one deal of each game per UTC day, the same for every player, and its par.

The day's seed is a stable hash of the date and the game, so that every
browser (online or not) deals the same cards on the same day:
BLAKE2b with an 8-byte digest and the personalisation ``karciarnia.daily``
over the UTF-8 text ``"YYYY-MM-DD|<game id>"``, read as a little-endian
number and cut to its top 53 bits: the page reads JSON numbers as doubles, and
a bigger seed would come back rounded, another deal than the par's. The day's options
are the game's defaults (its default seat count; one deal where the game has
a series of deals). The player sits at seat 0 against hard computers.

The par is what the hard level scores from seat 0 on the same deal when it
plays every seat: each decision from :func:`computers.decision_rng` of the day's
seed (as at the page's table) with a fixed number of rollouts
(:data:`PAR_ITERATIONS`), never a time budget, so that the par is the same
number in CPython and in Pyodide, on any machine.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from typing import Any

from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.catalog import get_game
from karciarnia.errors import InvalidRequestError, excerpt
from karciarnia.protocol import JSON, Game
from karciarnia.sessions import HUMAN, field

SEED_DOMAIN = b"karciarnia.daily"
SEED_BITS = 53  # a whole number the page's JavaScript holds exactly (Number.MAX_SAFE_INTEGER is 2**53 - 1)
LEVEL = "hard"
PAR_ITERATIONS: dict[str, int] = {
    # Rollouts per decision of the par's play. A search samples whole worlds and tries every
    # candidate in each, so 1 is one world per decision (Koalicje's whole game of several
    # rounds needs that to stay short). Measured over seven days on a 2-core machine under a
    # load of 13: the par takes 1.4 / 1.0 / 1.2 / 1.1 s on average in CPython (Prezydent,
    # Koalicje, Tarok, Dou Dizhu; at most 2.7 s) and 1-8 s in Pyodide under Node, the same
    # numbers in both; the page waits 30 s for an answer (web/js/boot/engine.js).
    "prezydent": 10,
    "koalicje": 1,
    "tarok": 100,
    "doudizhu": 5,
}
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def day_of(text: Any) -> str:
    """``text`` as a calendar date "YYYY-MM-DD", or ``InvalidRequestError``."""
    if not isinstance(text, str) or not _DATE.fullmatch(text):
        raise InvalidRequestError(f"'date' must be a date as YYYY-MM-DD, got {excerpt(text)}")
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        raise InvalidRequestError(f"'date' {excerpt(text)} is no calendar date") from None
    return text


def day_seed(game_id: str, date: str) -> int:
    """The seed of ``game_id``'s deal of the day ``date`` (see the module's note)."""
    digest = hashlib.blake2b(f"{date}|{game_id}".encode(), digest_size=8, person=SEED_DOMAIN).digest()
    return int.from_bytes(digest, "little") >> (64 - SEED_BITS)


def day_options(game: Game) -> dict[str, Any]:
    """The options of every deal of the day of ``game``: its defaults, one deal."""
    options = {spec.name: spec.default for spec in game.option_specs if spec.kind != "deal"}
    if "deals" in options:
        options["deals"] = 1
    return options


class ParPlay:
    """The par's play of one day's deal: the hard level at every seat, decision by decision."""

    def __init__(self, game_id: str, date: str) -> None:
        self.game = get_game(game_id)
        self.seed = day_seed(self.game.id, date)
        self.state = self.game.new_state(day_options(self.game), self.seed)
        self.budget = Budget(iterations=PAR_ITERATIONS[self.game.id])

    def play(self, decisions: int | None = None) -> int | float | None:
        """Play at most ``decisions`` more (all if ``None``); seat 0's score once the deal is over, else ``None``.

        Each decision depends only on the position, so the play comes out the same in one piece or in many.
        """
        state, made = self.state, 0
        while not state.is_terminal and (decisions is None or made < decisions):
            actor = state.current_player
            assert actor is not None
            rng = computers.decision_rng(self.seed, len(state.history), actor)
            state.apply(computers.choose(self.game.id, LEVEL, state.observation(actor), rng, self.budget))
            made += 1
        return state.returns()[0] if state.is_terminal else None


def par(game_id: str, date: str) -> int | float:
    """Seat 0's score when the hard level plays every seat of the day's deal with the par's budget."""
    score = ParPlay(game_id, date).play()
    assert score is not None
    return score


# The pars being worked out a piece at a time, by (game, date): the play stays in the engine, for its
# moves would show the page the computers' cards while the player still plays the same deal.
_pars_under_way: dict[tuple[str, str], ParPlay] = {}
MAX_PARS_UNDER_WAY = 4


def par_piece(game_id: str, date: str, decisions: int) -> int | float | None:
    """Play ``decisions`` more of the day's par (begun on the first call); its value once the deal is over."""
    key = (get_game(game_id).id, date)
    if key not in _pars_under_way:
        while len(_pars_under_way) >= MAX_PARS_UNDER_WAY:
            del _pars_under_way[next(iter(_pars_under_way))]  # the oldest goes: it starts again if asked
        _pars_under_way[key] = ParPlay(*key)
    score = _pars_under_way[key].play(decisions)
    if score is not None:
        del _pars_under_way[key]
    return score


def op_daily(request: JSON) -> JSON:
    """The deal of the day of ``game`` on ``date``: its seed, options and seats (you, then hard computers)."""
    game = get_game(request.get("game"))
    date = day_of(field(request, "date", str))
    options = day_options(game)
    seats = game.num_players(game.validate_options(options))
    return {"game": game.id, "date": date, "seed": day_seed(game.id, date), "options": options, "players": [HUMAN] + [LEVEL] * (seats - 1)}


def op_par(request: JSON) -> JSON:
    """The par of the deal of the day of ``game`` on ``date`` (a few seconds in Pyodide), whole or in pieces.

    With ``decisions`` (1 to 1000) it plays at most that many more of the par's decisions and
    replies ``par`` null until the deal is over; nothing of the play itself is sent.
    """
    game = get_game(request.get("game"))
    date = day_of(field(request, "date", str))
    decisions = request.get("decisions")
    score: float | None
    if decisions is None:
        score = par(game.id, date)
    elif isinstance(decisions, bool) or not isinstance(decisions, int) or not 1 <= decisions <= 1000:
        raise InvalidRequestError(f"'decisions' must be a whole number from 1 to 1000, got {excerpt(decisions)}")
    else:
        score = par_piece(game.id, date, decisions)
    return {"game": game.id, "date": date, "par": score, "iterations": PAR_ITERATIONS[game.id]}
