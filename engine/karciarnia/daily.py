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
plays every seat: each decision from :func:`ai.decision_rng` of the day's
seed (as at the page's table) with a fixed number of rollouts
(:data:`PAR_ITERATIONS`), never a time budget, so that the par is the same
number in CPython and in Pyodide, on any machine.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from typing import Any

from karciarnia import ai
from karciarnia.errors import InvalidRequestError, excerpt
from karciarnia.games import get_game
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


def par(game_id: str, date: str) -> int | float:
    """Seat 0's score when the hard level plays every seat of the day's deal with the par's budget."""
    game = get_game(game_id)
    seed = day_seed(game.id, date)
    state = game.new_state(day_options(game), seed)
    budget = ai.Budget(iterations=PAR_ITERATIONS[game.id])
    while not state.is_terminal:
        actor = state.current_player
        assert actor is not None
        rng = ai.decision_rng(seed, len(state.history), actor)
        state.apply(ai.choose(game.id, LEVEL, state.observation(actor), rng, budget))
    return state.returns()[0]


def op_daily(request: JSON) -> JSON:
    """The deal of the day of ``game`` on ``date``: its seed, options and seats (you, then hard computers)."""
    game = get_game(request.get("game"))
    date = day_of(field(request, "date", str))
    options = day_options(game)
    seats = game.num_players(game.validate_options(options))
    return {"game": game.id, "date": date, "seed": day_seed(game.id, date), "options": options, "players": [HUMAN] + [LEVEL] * (seats - 1)}


def op_par(request: JSON) -> JSON:
    """The par of the deal of the day of ``game`` on ``date`` (a few seconds in Pyodide)."""
    game = get_game(request.get("game"))
    date = day_of(field(request, "date", str))
    return {"game": game.id, "date": date, "par": par(game.id, date), "iterations": PAR_ITERATIONS[game.id]}
