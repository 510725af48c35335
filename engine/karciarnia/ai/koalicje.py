"""Koalicje AIs: easy and normal, functions of an observation only (K19).

``easy`` follows suit with its lowest card, otherwise throws its lowest; it
names the trump suit it holds most of and keeps its hand in an election round.

``normal`` reads the coalitions (who counts for whom, at which rate), tracks
the cards played and the voids shown, sees exactly the hands its seat may see
(K15, K18), and picks each card by the votes it expects from the trick minus
what the card is worth kept: it does not take a trick a partner is winning,
trumps tricks that count for it, leads through opponents to a partner, and in
an election round throws back its weakest cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from karciarnia.games.koalicje.game import Discard, KoalicjeObservation, NameTrump, Play
from karciarnia.games.koalicje.rules import (
    JOKER_IDS,
    SUIT_CARDS,
    playable,
    suit,
    trick_trump,
    trick_winner,
    value,
)
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

if TYPE_CHECKING:
    from karciarnia.ai import Budget

SEATS = 4
OPPONENT_WEIGHT = 0.3  # normal: a vote won by someone else weighs this much against one of ours
KEEP_WEIGHT = 0.45  # normal: a master card kept is worth this share of a trick of ours
FOLLOW_ON = 0.5  # normal: chance that a later seat still beats a card that has just overtaken
DISCARD_BELOW = 4  # normal: election discards are cards under a jack (value 4) …
DISCARD_KEEP_LONG = 4  # … unless their suit is this long


def _key(card: str) -> tuple[int, str]:
    return value(card), suit(card)


# -- easy ---------------------------------------------------------------------------------
def easy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Lowest card that follows suit, else the lowest card; trump: the suit held most."""
    assert isinstance(observation, KoalicjeObservation)
    legal = observation.legal_actions
    first = legal[0]
    if isinstance(first, Discard):
        return next(action for action in legal if isinstance(action, Discard) and not action.cards)
    if isinstance(first, NameTrump):
        return _most_held(observation, [a for a in legal if isinstance(a, NameTrump)], honours=False)
    plays = [action for action in legal if isinstance(action, Play)]
    return min(plays, key=lambda action: _key(action.card))


def _most_held(observation: KoalicjeObservation, choices: Sequence[NameTrump], honours: bool) -> NameTrump:
    def score(action: NameTrump) -> tuple[float, int]:
        cards = [card for card in observation.hand if suit(card) == action.suit]
        strength = sum(max(0, value(card) - 3) for card in cards) / 4 if honours else 0.0
        return len(cards) + strength, -"SHDC".index(action.suit)

    return max(choices, key=score)


# -- normal -------------------------------------------------------------------------------
class _View:
    """What the normal AI derives from its observation: values, voids, unknown cards."""

    def __init__(self, obs: KoalicjeObservation) -> None:
        self.obs = obs
        self.me = obs.seat
        self.table = obs.standings
        self.trumps = obs.trump_suits
        self.hand = list(obs.hand)
        self.visible = {seat: list(hand) for seat, hand in obs.visible_hands}
        known = set(self.hand) | set(obs.played)
        for hand in self.visible.values():
            known.update(hand)
        self.unknown = [card for card in SUIT_CARDS if card not in known]
        self.hidden = [seat for seat in range(SEATS) if seat != self.me and seat not in self.visible]
        self.voids: dict[int, set[str]] = {seat: set() for seat in range(SEATS)}
        tricks = [trick.plays for trick in obs.round_tricks]
        if obs.trick:
            tricks.append(obs.trick)
        for plays in tricks:
            led = suit(plays[0][1])
            for seat, card in plays[1:]:
                if suit(card) != led:
                    self.voids[seat].add(led)
        # Where the unknown cards may be: P(seat holds card), spread by hand sizes.
        self.prob: dict[int, dict[str, float]] = {seat: {} for seat in self.hidden}
        for card in self.unknown:
            holders = [seat for seat in self.hidden if suit(card) not in self.voids[seat]]
            room = sum(obs.hand_counts[seat] for seat in holders)
            for seat in holders:
                if room:
                    self.prob[seat][card] = obs.hand_counts[seat] / room

    def worth(self, winner: int) -> float:
        """Votes for us if ``winner`` takes the trick, less a share of everyone else's."""
        mine = 0.0
        others = 0.0
        for standing in self.table:
            if winner in standing.counts:
                if standing.seat == self.me:
                    mine += standing.rate
                else:
                    others += standing.rate
        return mine - OPPONENT_WEIGHT * others

    def counts_for(self, seat: int, winner: int) -> bool:
        return winner in self.table[seat].counts

    def _any(self, seat: int, cards: Sequence[str]) -> float:
        miss = 1.0
        probs = self.prob[seat]
        for card in cards:
            miss *= 1.0 - probs.get(card, 0.0)
        return 1.0 - miss

    def beat_chance(self, seat: int, plays: Sequence[tuple[int, str]]) -> float:
        """The chance that ``seat``, playing next, can beat the trick as it stands."""
        winner = trick_winner(plays, self.trumps)
        if seat in self.visible:
            hand = self.visible[seat]
            return float(
                any(trick_winner([*plays, (seat, card)], self.trumps) == seat for card in playable(hand, plays))
            )
        led = suit(plays[0][1])
        fixed = trick_trump(plays, self.trumps)
        best = next(card for s, card in plays if s == winner)
        key = fixed or led
        led_cards = [card for card in self.unknown if suit(card) == led]
        if led in self.voids[seat]:
            has_led = 0.0
        else:
            has_led = self._any(seat, led_cards)
        follow = 0.0
        if key == led:
            higher = [card for card in led_cards if value(card) > value(best)]
            follow = self._any(seat, higher)
        ruff = 0.0
        if led != fixed:  # a void seat may trump: above the trick's trump, or any trump if none yet
            if fixed:
                ruffs = [card for card in self.unknown if suit(card) == fixed and value(card) > value(best)]
            else:
                ruffs = [card for card in self.unknown if suit(card) in self.trumps]
            ruff = self._any(seat, ruffs)
        return has_led * follow + (1.0 - has_led) * ruff

    def expected(self, plays: list[tuple[int, str]]) -> float:
        """Expected worth of the trick once ``plays`` (ours last) are down and the rest follow.

        Each later seat that does not count the current winner overtakes with its
        chance to beat the trick (a partner rescuing us included); a card that has
        just overtaken is beaten again less often (``FOLLOW_ON``).
        """
        first = trick_winner(plays, self.trumps)
        odds: dict[int, float] = {first: 1.0}
        for step in range(len(plays), SEATS):
            seat = (plays[0][0] + step) % SEATS
            chance = self.beat_chance(seat, plays)
            if not chance:
                continue
            nxt: dict[int, float] = {}
            for winner, weight in odds.items():
                if self.counts_for(seat, winner):
                    nxt[winner] = nxt.get(winner, 0.0) + weight
                    continue
                take = chance if winner == first else chance * FOLLOW_ON
                nxt[seat] = nxt.get(seat, 0.0) + weight * take
                nxt[winner] = nxt.get(winner, 0.0) + weight * (1.0 - take)
            odds = nxt
        return sum(weight * self.worth(winner) for winner, weight in odds.items())

    def keep_value(self, card: str) -> float:
        """What the card is worth kept for a later trick (masters and trumps most)."""
        card_suit = suit(card)
        higher = sum(1 for other in self.unknown if suit(other) == card_suit and value(other) > value(card))
        power = 1.0 / (1 << min(higher, 6))
        if card_suit in self.trumps:
            power = min(1.0, power * 1.5 + 0.15)
        return KEEP_WEIGHT * self.table[self.me].rate * power


def normal(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Coalition-aware card play with card counting; see the module docstring."""
    assert isinstance(observation, KoalicjeObservation)
    legal = observation.legal_actions
    first = legal[0]
    if isinstance(first, Discard):
        return _wise_discard(observation)
    if isinstance(first, NameTrump):
        return _most_held(observation, [a for a in legal if isinstance(a, NameTrump)], honours=True)
    view = _View(observation)
    plays = [action for action in legal if isinstance(action, Play)]
    trick = list(observation.trick)
    me = observation.seat
    best_action = plays[0]
    best_score = float("-inf")
    for action in plays:
        after = [*trick, (me, action.card)]
        score = view.expected(after)
        if trick_winner(after, view.trumps) == me:
            score -= view.keep_value(action.card)
        else:
            score -= 0.2 * view.keep_value(action.card)
        # Lead from a short side suit when holding trumps, to trump it later.
        if not trick and suit(action.card) not in view.trumps and view.trumps:
            length = sum(1 for card in view.hand if suit(card) == suit(action.card))
            has_trumps = any(suit(card) in view.trumps for card in view.hand)
            if has_trumps and length == 1:
                score += 0.1 * view.table[me].rate
        score -= 0.001 * value(action.card)  # ties: the lower card
        if score > best_score:
            best_action, best_score = action, score
    return best_action


def _wise_discard(obs: KoalicjeObservation) -> Action:
    """K20: throw back the weakest cards under a jack (jokers are kept: each brings a card anyway)."""
    lengths: dict[str, int] = {}
    for card in obs.hand:
        if card not in JOKER_IDS:
            lengths[suit(card)] = lengths.get(suit(card), 0) + 1
    weak = [
        card
        for card in obs.hand
        if card not in JOKER_IDS and value(card) < DISCARD_BELOW and lengths[suit(card)] < DISCARD_KEEP_LONG
    ]
    weak.sort(key=lambda card: (value(card), lengths[suit(card)]))
    discards = [action for action in obs.legal_actions if isinstance(action, Discard)]
    most = max(len(action.cards) for action in discards)
    wanted = sorted(weak[:most])
    for action in discards:
        if sorted(action.cards) == wanted:
            return action
    raise AssertionError("the wanted discard is always legal")
