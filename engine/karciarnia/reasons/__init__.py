"""Why a decision lost value, as data: the reasons the review shows under a verdict.

A reason is computed from the deciding seat's observation, the chosen action and the
search's best action and values, never from the state: a card hidden from the seat at
that moment appears only as a possibility (kind ``if_opponent_holds``). Each game's
module names the facts about its own play that the better move avoids; the generic
``better_move_value`` (the two mean values in the game's unit) comes with every one.
The words are in ``text/<lang>.json`` (the page's ``reasons`` translations too).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from karciarnia.protocol import Action, Observation
from karciarnia.reasons import doudizhu, koalicje, prezydent, tarok
from karciarnia.reasons.base import Reason, cards_of

Explainer = Callable[[Observation, Action, Action], list[Reason]]
EXPLAINERS: dict[str, Explainer] = {
    "prezydent": prezydent.reasons,
    "doudizhu": doudizhu.reasons,
    "tarok": tarok.reasons,
    "koalicje": koalicje.reasons,
}


def better_move_value(best: Action, best_value: float, chosen_value: float) -> Reason:
    """The better move's mean value against the chosen one's, in the game's unit."""
    return Reason("better_move_value", cards_of(best), None, {"best": round(best_value, 2), "played": round(chosen_value, 2)})


def reasons(game_id: str, observation: Observation, chosen: Action, best: Action, best_value: float, chosen_value: float) -> tuple[Reason, ...]:
    """The game's reasons why ``best`` beats ``chosen`` (from ``observation`` only), then the two values."""
    return (*EXPLAINERS[game_id](observation, chosen, best), better_move_value(best, best_value, chosen_value))
