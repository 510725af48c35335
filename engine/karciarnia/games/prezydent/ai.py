"""Prezydent AIs: easy (P20) and normal (P21), functions of an observation (P19)."""

from __future__ import annotations

from collections import Counter

from karciarnia.ai.budget import Budget
from karciarnia.ai.search import SearchSpec, Valuation, distinct, evaluate, policy_play_out, searched_choice
from karciarnia.games.prezydent.game import DECK, Give, Pass, Play, PrezydentObservation, PrezydentState, card_value, strength
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

TOP_VALUE = 12  # the 2 in the normal order
RESERVE_GROUPS = 4  # normal: spend 2s and fours once this few rank groups remain


def _plays(observation: PrezydentObservation) -> list[Play]:
    return [action for action in observation.legal_actions if isinstance(action, Play)]


def _rank_strength(card: str, observation: PrezydentObservation) -> int:
    return strength(card_value(card), observation.reversed)


def _give_lowest(observation: PrezydentObservation, prefer_singles: bool) -> Action:
    """Hand back the lowest cards; with ``prefer_singles`` lone cards before broken groups."""
    gives = [action for action in observation.legal_actions if isinstance(action, Give)]
    counts = Counter(card_value(card) for card in observation.hand)

    def cost(action: Give) -> tuple[int, int]:
        broken = sum(counts[card_value(card)] > 1 for card in action.cards) if prefer_singles else 0
        return broken, sum(card_value(card) for card in action.cards)

    return min(gives, key=cost)


def easy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """P20: always the lowest legal combination; pass only when forced.

    Leading, it plays every card of its lowest rank; handing cards back, its lowest.
    """
    assert isinstance(observation, PrezydentObservation)
    if observation.phase == "exchange":
        return _give_lowest(observation, prefer_singles=False)
    plays = _plays(observation)
    if not plays:
        return observation.legal_actions[-1]
    lowest = min(_rank_strength(play.cards[0], observation) for play in plays)
    return max(
        (play for play in plays if _rank_strength(play.cards[0], observation) == lowest),
        key=lambda play: len(play.cards),
    )


def normal(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """P21: keep 2s and fours to win back the lead; do not break groups needlessly.

    Leading: the lowest whole group that is not a reserve (a top-rank card or a
    four). Following: the lowest play that keeps every group whole; only when
    no such play is legal, the lowest that breaks one. Reserves are spent only
    once the hand is down to a few groups; a whole reserve it may not spend
    yet means a pass, never a broken group. Going out always comes first.
    """
    assert isinstance(observation, PrezydentObservation)
    if observation.phase == "exchange":
        return _give_lowest(observation, prefer_singles=True)
    plays = _plays(observation)
    counts = Counter(card_value(card) for card in observation.hand)
    for play in plays:
        if len(play.cards) == len(observation.hand):
            return play
    top = 0 if observation.reversed else TOP_VALUE

    def is_reserve(value: int) -> bool:
        return value == top or (counts[value] == 4 and observation.revolution)

    whole = [p for p in plays if counts[card_value(p.cards[0])] == len(p.cards)]
    if observation.to_beat is None:
        groups = [p for p in whole if not is_reserve(card_value(p.cards[0]))] or whole
        return min(groups, key=lambda p: _rank_strength(p.cards[0], observation))
    may_spend_reserve = len(counts) <= RESERVE_GROUPS
    affordable = [p for p in whole or plays if may_spend_reserve or not is_reserve(card_value(p.cards[0]))]
    if affordable:
        return min(affordable, key=lambda p: _rank_strength(p.cards[0], observation))
    return next(action for action in observation.legal_actions if isinstance(action, Pass))


def sample_world(observation: Observation, rng: Rng) -> PrezydentState:
    """A deal of the unseen cards that agrees with all this seat knows (P19, P22).

    Unseen: the deck less this hand and the cards played this deal. Cards this
    seat handed over in the exchange and not played since are still with their
    receiver; the rest is dealt at random to fit every seat's card count.
    """
    assert isinstance(observation, PrezydentObservation)
    me = observation.seat
    hands: list[list[str]] = [[] for _ in range(observation.num_players)]
    hands[me] = list(observation.hand)
    unseen = set(DECK) - set(observation.hand) - set(observation.played)
    for exchange in observation.exchanges:
        if exchange.giver == me:
            for card in exchange.cards:
                if card in unseen:
                    hands[exchange.receiver].append(card)
                    unseen.discard(card)
    rest = sorted(unseen)
    rng.shuffle(rest)
    for seat, count in enumerate(observation.card_counts):
        if seat != me:
            missing = count - len(hands[seat])
            hands[seat].extend(rest[:missing])
            del rest[:missing]
    return PrezydentState.world(observation, hands, rng.fork(1))


def _equivalence(action: Action) -> tuple[str, int, int]:
    """Plays of the same rank and size are the same play: suits never matter (P3)."""
    if isinstance(action, Play):
        return "play", card_value(action.cards[0]), len(action.cards)
    return action.id, 0, 0


SEARCH = SearchSpec(sample_world=sample_world, play_out=policy_play_out(normal), default_iterations=600, action_key=_equivalence)


def hard(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """P22: estimate the ranks still out and plan the way out of the hand.

    The estimate is the sampling of unseen cards over the other hands; the plan
    is the search over whole-deal rollouts. The exchange is left to ``normal``.
    """
    return searched_choice(observation, rng, budget, search_candidates, valuation, normal)


def search_candidates(observation: Observation) -> tuple[Action, ...] | None:
    """The plays ``hard`` searches (one per rank and size), or ``None`` in the exchange, left to ``normal``."""
    assert isinstance(observation, PrezydentObservation)
    if observation.phase != "play":
        return None
    return tuple(distinct(observation.legal_actions, _equivalence))


def valuation(observation: Observation, candidates: tuple[Action, ...], rng: Rng, budget: Budget) -> Valuation:
    """Every candidate's value for this seat, in points of the deal (from places, P14), over sampled worlds."""
    return evaluate(SEARCH, observation, candidates, rng, budget)
