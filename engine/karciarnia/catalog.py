"""The catalog: the one list of games. Everything outside a game's package reaches the game here."""

from __future__ import annotations

from functools import cache

from karciarnia.bundle import GameBundle
from karciarnia.errors import InvalidOptionError, InvalidRequestError, excerpt
from karciarnia.games import doudizhu, koalicje, prezydent, tarok
from karciarnia.protocol import Game
from karciarnia.tutorial import Tutorial

BUNDLES: dict[str, GameBundle] = {bundle.id: bundle for bundle in (prezydent.BUNDLE, koalicje.BUNDLE, tarok.BUNDLE, doudizhu.BUNDLE)}
"""Every game's bundle, by id, in the home's order."""

GAMES: dict[str, Game] = {game_id: bundle.game for game_id, bundle in BUNDLES.items()}
"""Every game's rules, by id."""


def get_bundle(game_id: object) -> GameBundle:
    """The bundle of the game with this id, or ``InvalidOptionError`` listing the known ids."""
    if not isinstance(game_id, str) or game_id not in BUNDLES:
        raise InvalidOptionError(f"unknown game {excerpt(game_id)}; known: {', '.join(sorted(BUNDLES))}")
    return BUNDLES[game_id]


def get_game(game_id: object) -> Game:
    """The rules of the game with this id, or ``InvalidOptionError`` listing the known ids."""
    return get_bundle(game_id).game


def tutorial(game_id: object) -> Tutorial:
    """The tutorial of ``game_id``, its script checked once (a broken one fails here, not mid-lesson)."""
    if not isinstance(game_id, str) or game_id not in BUNDLES:
        raise InvalidRequestError(f"no tutorial for {excerpt(game_id)}; known: {', '.join(BUNDLES)}")
    _validate(game_id)
    return BUNDLES[game_id].tutorial


@cache
def _validate(game_id: str) -> None:
    BUNDLES[game_id].tutorial.validate()
