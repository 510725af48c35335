"""Prezydent AIs: easy (P20) and normal (P21), functions of an observation (P19); every house rule too (P27).

With the house rules off every choice is exactly that of P1–P22: the keys below
that only the house rules can tell apart (jokers used, runs) are constant then.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable

from karciarnia.ai.budget import Budget
from karciarnia.ai.search import SearchSpec, Valuation, distinct, evaluate, policy_play_out, searched_choice
from karciarnia.cards import SUITS, suit_of
from karciarnia.games.prezydent.game import Give, Pass, PrezydentObservation, PrezydentState
from karciarnia.games.prezydent.plays import DECK, JOKER_DECK, JOKER_PLAY, JOKER_SET, MIN_RUN, RUN, Play, card_value, run_reading, strength
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

TOP_VALUE = 12  # the 2 in the normal order
RESERVE_GROUPS = 4  # normal: spend 2s and fours once this few rank groups remain


def _plays(observation: PrezydentObservation) -> list[Play]:
    return [action for action in observation.legal_actions if isinstance(action, Play)]


def _rank_strength(card: str, observation: PrezydentObservation) -> int:
    return strength(card_value(card), observation.reversed)


def _strength(play: Play, observation: PrezydentObservation) -> int:
    """A play's strength in the order in force: its rank's, its run's lowest card's, or the jokers' (P5, P25, P26)."""
    return play.strength(observation.reversed)


def _wild(play: Play) -> int:
    """How many jokers a play spends (P25)."""
    return sum(card in JOKER_SET for card in play.cards)


def hand_runs(hand: tuple[str, ...] | list[str]) -> list[frozenset[str]]:
    """The hand's longest runs of natural cards (P26): one suit, consecutive, at least three cards."""
    runs = []
    for suit in SUITS:
        values = sorted(card_value(card) for card in hand if card not in JOKER_SET and suit_of(card) == suit)
        start = 0
        for index in range(1, len(values) + 1):
            if index == len(values) or values[index] != values[index - 1] + 1:
                if index - start >= MIN_RUN:
                    span = set(values[start:index])
                    runs.append(frozenset(card for card in hand if card not in JOKER_SET and suit_of(card) == suit and card_value(card) in span))
                start = index
    return runs


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
    lowest = min(_strength(play, observation) for play in plays)
    # the most cards of the lowest play, its own cards before jokers (P25: a joker is no low card)
    return max(
        (play for play in plays if _strength(play, observation) == lowest),
        key=lambda play: (-_wild(play), len(play.cards)),
    )


def normal(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """P21: keep 2s and fours to win back the lead; do not break groups needlessly.

    Leading: the lowest whole group that is not a reserve (a top-rank card or a
    four). Following: the lowest play that keeps every group whole; only when
    no such play is legal, the lowest that breaks one. Reserves are spent only
    once the hand is down to a few groups; a whole reserve it may not spend
    yet means a pass, never a broken group. Going out always comes first.

    The house rules (P23–P26): a joker is a reserve, spent last and never as a
    low card when its own cards will do (P25); a run of the hand is a group,
    played whole, and a set that takes a card of it breaks it (P26); an equal
    play is the lowest that follows, so it equalises, and skips the next
    player, whenever it can afford to (P23).
    """
    assert isinstance(observation, PrezydentObservation)
    if observation.phase == "exchange":
        return _give_lowest(observation, prefer_singles=True)
    plays = _plays(observation)
    hand = observation.hand
    for play in plays:
        if len(play.cards) == len(hand):
            return play
    top = 0 if observation.reversed else TOP_VALUE
    if not (observation.jokers or observation.stairs):
        return _normal_sets(observation, plays, Counter(card_value(card) for card in hand), top)
    counts = Counter(card_value(card) for card in hand if card not in JOKER_SET)
    runs = hand_runs(hand) if observation.stairs else []
    in_runs = frozenset().union(*runs)

    def is_reserve(play: Play) -> bool:
        if not play.plain:  # P25: jokers are kept; P26: a run is no reserve
            return play.kind != RUN or _wild(play) > 0
        value = card_value(play.cards[0])
        return value == top or (counts[value] == 4 and observation.revolution)

    def is_whole(play: Play) -> bool:
        if play.kind == RUN:
            return _wild(play) == 0 and frozenset(play.cards) in runs
        naturals = [card for card in play.cards if card not in JOKER_SET]
        return bool(naturals) and counts[card_value(naturals[0])] == len(naturals) and not in_runs.intersection(naturals)

    def cost(play: Play) -> tuple[bool, int, int]:
        return _wild(play) > 0, _strength(play, observation), -len(play.cards)

    whole = [p for p in plays if is_whole(p)]
    if observation.to_beat is None:
        groups = [p for p in whole if not is_reserve(p)] or whole or [p for p in plays if not _wild(p)] or plays
        return min(groups, key=cost)
    may_spend_reserve = len(counts) + bool(in_runs) + any(card in JOKER_SET for card in hand) <= RESERVE_GROUPS
    affordable = [p for p in whole or plays if may_spend_reserve or not is_reserve(p)]
    if affordable:
        return min(affordable, key=cost)
    return next(action for action in observation.legal_actions if isinstance(action, Pass))


def _normal_sets(observation: PrezydentObservation, plays: list[Play], counts: Counter[int], top: int) -> Action:
    """:func:`normal` where every play is a set of natural cards (no jokers, no runs): the same choice
    by rank alone, without the house rules' tests, for it is most of the search's rollouts."""

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
    unseen = set(JOKER_DECK if observation.jokers else DECK) - set(observation.hand) - set(observation.played)  # P25: jokers unseen too
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


def _equivalence(action: Action) -> Hashable:
    """Plays of the same rank and size are the same play: suits never matter (P3).

    With the house rules: a play that spends jokers differs from one that does not (P25); a run is
    its lowest card and length (P26), and its suit, which decides what the hand keeps for later runs.
    """
    if isinstance(action, Play):
        if action.plain:
            return "play", card_value(action.cards[0]), len(action.cards)
        if action.kind == RUN:
            reading = run_reading(action.cards, action.stands)
            return "run", card_value(reading[0]), len(reading), suit_of(reading[0]), _wild(action)
        if action.kind == JOKER_PLAY:
            return "jokers", len(action.cards)
        return "play", card_value(action.cards[0]), len(action.cards), _wild(action)
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
    if not observation.stairs:
        return tuple(distinct(observation.legal_actions, _equivalence))
    # P26: which cards of a set are taken matters when some belong to the hand's runs
    in_runs = frozenset().union(*hand_runs(observation.hand))
    return tuple(distinct(observation.legal_actions, lambda action: (_equivalence(action), in_runs.intersection(getattr(action, "cards", ())))))


def valuation(observation: Observation, candidates: tuple[Action, ...], rng: Rng, budget: Budget) -> Valuation:
    """Every candidate's value for this seat, in points of the deal (from places, P14), over sampled worlds."""
    return evaluate(SEARCH, observation, candidates, rng, budget)
