"""Guided first deals, one per game ("Naucz mnie" / "Teach me"): see :mod:`.script`."""

from __future__ import annotations

from functools import cache

from karciarnia.errors import InvalidRequestError, excerpt
from karciarnia.tutorials import doudizhu, koalicje, prezydent, tarok
from karciarnia.tutorials.script import Step, Text, Tutorial, TutorialOverError, WrongStepError

__all__ = ["TUTORIALS", "Step", "Text", "Tutorial", "TutorialOverError", "WrongStepError", "tutorial"]

TUTORIALS: dict[str, Tutorial] = {module.TUTORIAL.game: module.TUTORIAL for module in (prezydent, doudizhu, tarok, koalicje)}


def tutorial(game_id: object) -> Tutorial:
    """The tutorial of ``game_id``, its script checked once (a broken one fails here, not mid-lesson)."""
    if not isinstance(game_id, str) or game_id not in TUTORIALS:
        raise InvalidRequestError(f"no tutorial for {excerpt(game_id)}; known: {', '.join(TUTORIALS)}")
    _validate(game_id)
    return TUTORIALS[game_id]


@cache
def _validate(game_id: str) -> None:
    TUTORIALS[game_id].validate()
