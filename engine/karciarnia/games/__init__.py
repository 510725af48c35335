"""The registry of games, by id."""

from __future__ import annotations

from karciarnia.errors import InvalidOptionError, excerpt
from karciarnia.games.doudizhu import DOUDIZHU
from karciarnia.games.koalicje import KOALICJE
from karciarnia.games.prezydent import PREZYDENT
from karciarnia.games.tarok import TAROK
from karciarnia.protocol import Game

GAMES: dict[str, Game] = {game.id: game for game in (PREZYDENT, KOALICJE, TAROK, DOUDIZHU)}


def get_game(game_id: object) -> Game:
    """The game with this id, or ``InvalidOptionError`` listing the known ids."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise InvalidOptionError(f"unknown game {excerpt(game_id)}; known: {', '.join(sorted(GAMES))}")
    return GAMES[game_id]
