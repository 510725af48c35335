"""Why a decision lost value, as data: the reasons the review shows under a verdict.

A reason is computed from the deciding seat's observation, the chosen action and the
search's best action and values, never from the state: a card hidden from the seat at
that moment appears only as a possibility (kind ``if_opponent_holds``). Each game's
package names the facts about its own play that the better move avoids
(``karciarnia.games.<game>.reasons``); the generic ``better_move_value`` (the two
mean values in the game's unit) comes with every one. The words are in
``text/<lang>.json`` (the page's ``reasons`` translations too), read by :mod:`.wording`.
"""

from __future__ import annotations

from karciarnia.actions import Pass
from karciarnia.protocol import Action
from karciarnia.reasons.base import Reason, cards_of

__all__ = ["Reason", "better_move_value", "cards_of"]


def better_move_value(best: Action, best_value: float, chosen_value: float) -> Reason:
    """The better move's mean value against the chosen one's, in the game's unit. A better move that plays
    no card and is no pass, an answer (Dou Dizhu's doubling, D28), is named by its id (``answer``)."""
    cards = cards_of(best)
    answer = best.id if not cards and not isinstance(best, Pass) else None
    return Reason("better_move_value", cards, None, {"best": round(best_value, 2), "played": round(chosen_value, 2)}, answer)
