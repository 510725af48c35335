"""What one game gives the rest of the engine: its rules, its AI levels, its review and its lesson.

Each game's package (``karciarnia.games.<game>``) builds one :class:`GameBundle`;
the catalog (:mod:`karciarnia.catalog`) lists them, and every generic module
(play, analysis, the CLI, the tournament) reaches a game only through it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from karciarnia.ai.budget import Policy
from karciarnia.ai.search import SearchSpec
from karciarnia.protocol import JSON, Action, Game, Observation, State
from karciarnia.reasons import Reason
from karciarnia.tutorial import Tutorial
from karciarnia.verdicts import Analyst

Explainer = Callable[[Observation, Action, Action], list[Reason]]
"""A game's reasons why the better action (third) beats the chosen one (second), from the observation only."""

CardCounter = Callable[[Observation], JSON]
"""A game's card counter (记牌器): from one seat's observation only, the cards still out, by group and key.

Its reply is ``{"groups": [{"id", "items": [{"key", "out", "known", "total"}, …]}, …]}`` (see :func:`tally`);
each game's ``counter`` module documents its groups and keys."""

RatedResults = Callable[[State, int], list[tuple[int, float]]]
"""A finished game's results of one seat against each opponent: (their seat, 1 won, ½ tied or 0 lost)."""


def by_standing(state: State, seat: int) -> list[tuple[int, float]]:
    """``seat`` against every other seat by the final scores: above it won, level tied, below lost.

    Prezydent's places (the player beats each seat that finished below), Tarok's one opponent,
    Koalicje's standing: where every seat plays for itself, its final score says where it stands."""
    scores = state.returns()
    return [(other, 1.0 if scores[seat] > score else 0.5 if scores[seat] == score else 0.0) for other, score in enumerate(scores) if other != seat]


SLOW_DEVICE = 4
"""How many times slower than the counted browser a slow device may be: a hard search given time
still reaches its share of the browser's rollouts, which the ladder checks still beats normal."""


@dataclass(frozen=True)
class GameBundle:
    """One game, whole: everything generic code may ask of it."""

    game: Game  # the rules: options, state, observations, actions
    policies: Mapping[str, Policy]  # the AI levels, weakest first (easy, normal, hard)
    search: SearchSpec  # the hard level's search: world sampler and play-out
    browser_rollouts: int  # the hard level's rollouts per decision in the browser (the ladder's budget)
    analyst: Analyst  # how the review judges a decision
    explain: Explainer  # the review's reasons
    tutorial: Tutorial  # the guided first deal
    # Each level's rating against normal's (0), as ``python -m karciarnia ladder`` rates it: the one place the
    # engine's player ratings (karciarnia.rating) and the page (through the catalog) read the levels' strength.
    ladder: Mapping[str, int]
    slow_share: int = SLOW_DEVICE  # the share (1/n) of browser_rollouts a slow device still reaches
    counter: CardCounter | None = None  # the card counter (记牌器), if the game has one
    rated_results: RatedResults = by_standing  # a finished game as results against each opponent, for a rating

    @property
    def id(self) -> str:
        return self.game.id

    @property
    def rollout_floor(self) -> int:
        """The rollouts a hard search given a time budget always reaches (within its ceiling): a slow device's share."""
        return self.browser_rollouts // self.slow_share


def tally(
    group: str,
    keys: Sequence[str],
    key_of: Mapping[str, str],
    deck: Iterable[str],
    seen: Iterable[str],
    known: Iterable[str],
    **extra: object,
) -> JSON:
    """One group of a card counter: ``{"id": group, **extra, "items": [{"key", "out", "known", "total"}, …]}`` in the order of ``keys``.

    A card counts under ``key_of[card]`` (a card with no key is in no item of this group). ``total``
    is how many cards of ``deck`` have the key; ``out`` how many of them the seat has not seen (``seen``:
    every card the seat has seen in this deal, each copy once: its hand, the cards played, the cards shown
    to it); ``known`` how many of the cards it has seen another seat still holds and may still play
    (``known``: the shown bottom cards or shown hand not yet played, cards it handed over, a partner's hand).
    ``out + known`` is what the other seats may still play of that key.
    """
    totals = Counter(key_of[card] for card in deck if card in key_of)
    seen_by_key = Counter(key_of[card] for card in seen if card in key_of)
    known_by_key = Counter(key_of[card] for card in known if card in key_of)
    items = [{"key": key, "out": totals[key] - seen_by_key[key], "known": known_by_key[key], "total": totals[key]} for key in keys]
    return {"id": group, **extra, "items": items}
