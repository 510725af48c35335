"""Koalicje AIs: easy and normal, functions of an observation only (K19).

``easy`` follows suit with its lowest card, otherwise throws its lowest; it
names the trump suit it holds most of and keeps its hand in an election round.

``normal`` reads the coalitions (who counts for whom, at which rate), tracks
the cards played and the voids shown, sees exactly the hands its seat may see
(K15, K18), and picks each card by the votes it expects from the trick minus
what the card is worth kept: it does not take a trick a partner is winning,
trumps tricks that count for it, leads through opponents to a partner, and in
an election round throws back its weakest cards.

``hard`` is the determinized search of :mod:`karciarnia.ai.search`, a function
of the observation only. Its worlds (``likely_world``) are deals of the unseen
cards that keep the own and visible hands and the voids shown (``sample_world``:
K15, K18, K19, K22) and, where they can, explain what the hidden seats chose: of
up to ``READ_ATTEMPTS`` such deals it keeps the first in which every trump named
and card played this round by a seat it cannot see is what ``normal`` would have
chosen holding those cards (``unexplained``), else the one that explains the
most, so a seat that plays otherwise (a person) still leaves worlds to search.
Every candidate card (one per class of equivalent cards) is tried in each world
and the round is played out (``play_out``): the searching seat by ``seen_play``
(its cheapest card after which the trick counts for it, the later seats
answering by ``_follow``), every other seat as ``normal`` plays, from what that
seat would see in the world. A world is valued by ``race_value``: our votes less
the mean of the seats that do not count for us (partners are not rivals), plus
or minus ``GAME_WIN`` when the round ends the game (K5). Trump naming (K11) and
election discards (K20) stay with ``normal``: searching the trump changed the
choice in 7 deals of 100 and the result by +0.09 ± 0.17.

Why the other seats are played as ``normal`` and the worlds read from their
choices. Measured on the same 100 deals from seed 12000 with one seat played by
hard and three by normal, against the table of four normals: the votes hard's
seat gains over normal's in that seat (this has less noise than the tournament's
two and two, where a hard and a normal in one coalition share their tricks and
cancel). At 300 rollouts, every seat played out by ``seen_play`` (the code before)
+0.66 [0.34, 0.98]; every seat by ``normal`` +0.93 [0.58, 1.28]; the others by
``normal`` +0.98 [0.63, 1.32]; and with the worlds read from the choices +1.24
[0.87, 1.62]. Given the true deal as its only world (``scripts/seeing_ceiling.py koalicje --seed 9000``),
the search gains +0.94 [0.74, 1.13] with ``seen_play`` at every seat and +2.64
[2.39, 2.89] with the others played as ``normal`` (200 deals): once the play-outs
answer as the others play, what holds hard back is what it knows of their hands,
hence the reading. A seat that knows every card and ``normal``'s every answer and
tries its whole round gains +3.27 (200 deals): the most any player could. In the
tournament's two and two (``tournament koalicje --levels hard,normal --deals 100
--seed 12000``): the code before at 970 rollouts +0.97 [0.37, 1.57]; this code at
120 rollouts +1.28 [0.63, 1.93], at 260 (the browser's) +1.79 [1.13, 2.45], 57
deals won to 17.

Tried before and dropped, with every seat played out alike: more rollouts (the
choice at 300 and at 1200 agreed as often as two searches of 1200), blind
play-outs (each seat from its own observation), play-outs reading each trick
exactly, keeping ``normal``'s card unless another led it by a margin, and worlds
weighted by two hints read from the plays (a seat that let a rival keep a trick
held no card to take it; one that took it held no cheaper one): none moved hard
from about one vote per round over ``normal``, the true deal included (+0.99 to
+1.07 over 100 to 120 deals), because the play-outs did not answer as the others
play.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from karciarnia.ai.budget import NO_BUDGET, Budget
from karciarnia.ai.memo import Memo
from karciarnia.ai.reading import ChoiceCheck, Replay, likeliest_world
from karciarnia.ai.search import SearchSpec, Valuation, evaluate, searched_choice, world_play_out
from karciarnia.cards import SUITS
from karciarnia.games.koalicje.coalitions import Standing
from karciarnia.games.koalicje.game import PLAYS, TRICKS, TRUMPS, Discard, KoalicjeObservation, KoalicjeState, NameTrump, Play
from karciarnia.games.koalicje.rules import (
    JOKER_IDS,
    SUIT_CARDS,
    TrickFacts,
    facts_after,
    playable,
    suit,
    trick_facts,
    trick_trump,
    trick_winner,
    value,
)
from karciarnia.protocol import Action, Observation, State
from karciarnia.rng import Rng

SEATS = 4
OPPONENT_WEIGHT = 0.3  # normal: a vote won by someone else weighs this much against one of ours
KEEP_WEIGHT = 0.45  # normal: a master card kept is worth this share of a trick of ours
FOLLOW_ON = 0.5  # normal: chance that a later seat still beats a card that has just overtaken
DISCARD_BELOW = 4  # normal: election discards are cards under a jack (value 4) …
DISCARD_KEEP_LONG = 4  # … unless their suit is this long


_CARD_BIT: dict[str, int] = {card: 1 << index for index, card in enumerate(SUIT_CARDS)}


def _mask(cards: Iterable[str]) -> int:
    """Distinct suit cards ``cards`` as bits of SUIT_CARDS' order."""
    return sum(map(_CARD_BIT.__getitem__, cards))


_ALL_SUIT_CARDS = (1 << len(SUIT_CARDS)) - 1
_SUIT_SHIFT = {s: 8 * index for index, s in enumerate(SUITS)}  # SUIT_CARDS runs suit by suit, eight cards each, ace first
_ABOVE: Callable[[str], int] = {card: (1 << (7 - value(card))) - 1 for card in SUIT_CARDS}.__getitem__
"""The places above a card in its suit's mask (bit 0: the ace)."""


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
    """What the normal AI derives from what its seat sees: values, voids, unknown cards.

    Built from an observation (:meth:`of`) or, in a sampled world the search plays out, from
    exactly the same facts read off the world (:meth:`in_world`), which saves building the
    observation at every turn of a rollout.
    """

    def __init__(
        self,
        me: int,
        table: Sequence[Standing],
        trumps: tuple[str, ...],
        hand: Sequence[str],
        visible: dict[int, list[str]],
        played: Sequence[str],
        tricks: list[Sequence[tuple[int, str]]],
        hand_counts: Sequence[int],
    ) -> None:
        self.me = me
        self.table = table
        self.trumps = trumps
        self.hand = list(hand)
        self.visible = visible
        known = _mask(hand) | _mask(played)
        for cards in visible.values():
            known |= _mask(cards)
        unknown = _ALL_SUIT_CARDS & ~known
        # Each suit's unknown cards as a mask of their places in the suit (bit 0: the ace), and their number.
        self.unknown_mask = {s: unknown >> shift & 0xFF for s, shift in _SUIT_SHIFT.items()}
        self.unknown_count = {s: mask.bit_count() for s, mask in self.unknown_mask.items()}
        self.hidden = [seat for seat in range(SEATS) if seat != me and seat not in visible]
        self.voids: list[set[str]] = [set() for _ in range(SEATS)]
        for plays in tricks:
            led = suit(plays[0][1])
            for seat, card in plays[1:]:
                if suit(card) != led:
                    self.voids[seat].add(led)
        # Where the unknown cards may be: a hidden seat holds each unknown card of a suit it may still
        # hold with one chance, its share of those seats' cards (P(seat holds card), by hand sizes).
        self.share: dict[int, dict[str, float]] = {seat: {} for seat in self.hidden}
        for card_suit in SUITS:
            holders = [seat for seat in self.hidden if card_suit not in self.voids[seat]]
            room = sum(hand_counts[seat] for seat in holders)
            if not room:
                continue
            for seat in holders:
                self.share[seat][card_suit] = hand_counts[seat] / room
        self.worths = self._worths()
        self._misses: dict[tuple[int, str], list[float]] = {}  # (seat, suit): the chance to hold none of k unknown cards, by k
        self._any_trump: dict[int, float] = {}
        self._expected: dict[tuple[int, int, str, str | None, str, int], float] = {}  # expected's worths by what they depend on

    @classmethod
    def of(cls, obs: KoalicjeObservation) -> _View:
        """The view of the seat whose observation ``obs`` is."""
        tricks: list[Sequence[tuple[int, str]]] = [trick.plays for trick in obs.round_tricks]
        if obs.trick:
            tricks.append(obs.trick)
        visible = {seat: list(hand) for seat, hand in obs.visible_hands}
        return cls(obs.seat, obs.standings, obs.trump_suits, obs.hand, visible, obs.played, tricks, obs.hand_counts)

    @classmethod
    def in_world(cls, world: KoalicjeState, seat: int) -> _View:
        """The view of ``seat`` in a sampled world: what its observation there would give (K15, K18, K19)."""
        tricks: list[Sequence[tuple[int, str]]] = [trick.plays for trick in world.round_tricks]
        if world.trick:
            tricks.append(world.trick)
        visible = {other: list(world.hands[other]) for other in world.visible_to(seat)}
        return cls(seat, world.standings, world.trump_suits, world.hands[seat], visible, world.played, tricks, [len(hand) for hand in world.hands])

    def _worths(self) -> list[float]:
        """By the seat that takes a trick: its votes for us, less a share of everyone else's."""
        mine = [0.0] * SEATS
        others = [0.0] * SEATS
        for standing in self.table:
            gain = mine if standing.seat == self.me else others
            for winner in standing.counts:
                gain[winner] += standing.rate
        return [mine[winner] - OPPONENT_WEIGHT * others[winner] for winner in range(SEATS)]

    def _misses_of(self, seat: int, card_suit: str) -> list[float]:
        """The chances that hidden ``seat`` holds none of k unknown cards of ``card_suit``, by k."""
        misses = self._misses.get((seat, card_suit))
        if misses is None:
            left = 1.0 - self.share[seat].get(card_suit, 0.0)
            misses = [1.0]
            for _ in range(self.unknown_count[card_suit]):  # card by card, as a power is rounded otherwise
                misses.append(misses[-1] * left)
            self._misses[(seat, card_suit)] = misses
        return misses

    def _holds_a_trump(self, seat: int) -> float:
        """The chance that hidden ``seat`` holds at least one unknown card of a trump suit."""
        chance = self._any_trump.get(seat)
        if chance is None:
            miss = 1.0
            for card_suit in SUITS:
                if card_suit in self.trumps:
                    left = 1.0 - self.share[seat].get(card_suit, 0.0)
                    for _ in range(self.unknown_count[card_suit]):
                        miss *= left
            chance = self._any_trump[seat] = 1.0 - miss
        return chance

    def higher(self, card_suit: str, than: str) -> int:
        """How many unknown cards of ``card_suit`` rank above the card ``than``."""
        return (self.unknown_mask[card_suit] & _ABOVE(than)).bit_count()

    def beat_chance(self, seat: int, plays: Sequence[tuple[int, str]], facts: TrickFacts, above: int) -> float:
        """The chance that ``seat``, playing next, can beat the trick as it stands: ``plays``, whose
        ``facts`` are its led suit, trump (K23), best card and that card's seat (K24), with ``above``
        unknown cards of the trick's trump (else its led suit) above the best card."""
        led, fixed, _, _ = facts
        if seat in self.visible:
            hand = self.visible[seat]
            return float(any(facts_after(facts, seat, card, self.trumps)[3] == seat for card in playable(hand, plays)))
        misses = self._misses_of(seat, led)
        has_led = 0.0 if led in self.voids[seat] else 1.0 - misses[self.unknown_count[led]]
        follow = 0.0
        if fixed is None or fixed == led:
            follow = 1.0 - misses[above]
        ruff = 0.0
        if led != fixed:  # a void seat may trump: above the trick's trump, or any trump if none yet
            ruff = 1.0 - self._misses_of(seat, fixed)[above] if fixed else self._holds_a_trump(seat)
        return has_led * follow + (1.0 - has_led) * ruff

    def expected(self, plays: list[tuple[int, str]], facts: TrickFacts) -> float:
        """Expected worth of the trick once ``plays`` (ours last), whose facts are ``facts``, are down and the rest follow.

        Each later seat that does not count the current winner overtakes with its
        chance to beat the trick (a partner rescuing us included); a card that has
        just overtaken is beaten again less often (``FOLLOW_ON``). The worth depends on ``plays`` only
        through who leads, how many cards are down, and the led suit, trump (K23) and best card (K24)
        with its seat: the cards that leave these alike (a low card thrown under the trick) share one
        reckoning.
        """
        key = (plays[0][0], len(plays), *facts)
        worth = self._expected.get(key)
        if worth is None:
            worth = self._expected[key] = self._reckoned(plays, facts)
        return worth

    def _reckoned(self, plays: list[tuple[int, str]], facts: TrickFacts) -> float:
        """``expected``'s worth of the trick ``plays`` with ``facts``."""
        led, fixed, best, first = facts
        above = self.higher(fixed or led, best)
        odds: dict[int, float] = {first: 1.0}
        for step in range(len(plays), SEATS):
            seat = (plays[0][0] + step) % SEATS
            chance = self.beat_chance(seat, plays, facts, above)
            if not chance:
                continue
            counted = self.table[seat].counts
            nxt: dict[int, float] = {}
            for winner, weight in odds.items():
                if winner in counted:
                    nxt[winner] = nxt.get(winner, 0.0) + weight
                    continue
                take = chance if winner == first else chance * FOLLOW_ON
                nxt[seat] = nxt.get(seat, 0.0) + weight * take
                nxt[winner] = nxt.get(winner, 0.0) + weight * (1.0 - take)
            odds = nxt
        return sum(weight * self.worths[winner] for winner, weight in odds.items())

    def keep_value(self, card: str) -> float:
        """What the card is worth kept for a later trick (masters and trumps most)."""
        card_suit = suit(card)
        higher = self.higher(card_suit, card)
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
    plays = [action for action in legal if isinstance(action, Play)]
    if len(plays) == 1:  # a forced card: nothing to weigh (hard's play-outs meet many)
        return plays[0]
    return _card_choice(_View.of(observation), plays, observation.trick)


def _card_choice(view: _View, plays: Sequence[Play], trick: Sequence[tuple[int, str]]) -> Play:
    """``normal``'s card of ``plays`` (two or more) with ``trick`` on the table, as ``view``'s seat sees it."""
    me = view.me
    best_action = plays[0]
    best_score = float("-inf")
    before = trick_facts(trick, view.trumps)
    # Lead from a short side suit when holding trumps, to trump it later: the suits held once, if leading.
    short_lead = not trick and bool(view.trumps) and any(suit(card) in view.trumps for card in view.hand)
    lengths = Counter(map(suit, view.hand)) if short_lead else {}
    for action in plays:
        after = [*trick, (me, action.card)]
        facts = facts_after(before, me, action.card, view.trumps)
        score = view.expected(after, facts)
        if facts[3] == me:
            score -= view.keep_value(action.card)
        else:
            score -= 0.2 * view.keep_value(action.card)
        if short_lead and suit(action.card) not in view.trumps and lengths[suit(action.card)] == 1:
            score += 0.1 * view.table[me].rate
        score -= 0.001 * value(action.card)  # ties: the lower card
        if score > best_score:
            best_action, best_score = action, score
    return best_action


def normal_in_world(world: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """``normal``'s choice of the ``legal`` actions for ``seat`` in a sampled world, the card play read
    straight from the world (:meth:`_View.in_world`): the same choice as from the seat's observation
    there, without building it. Trump naming asks normal."""
    assert isinstance(world, KoalicjeState)
    if world.phase != "play":
        return normal(world.observation(seat), rng, NO_BUDGET)
    plays = [action for action in legal if isinstance(action, Play)]
    if len(plays) == 1:
        return plays[0]
    return _card_choice(_View.in_world(world, seat), plays, world.trick)


def _wise_discard(obs: KoalicjeObservation) -> Action:
    """K20: throw back the weakest cards under a jack (jokers are kept: each brings a card anyway)."""
    lengths: dict[str, int] = {}
    for card in obs.hand:
        if card not in JOKER_IDS:
            lengths[suit(card)] = lengths.get(suit(card), 0) + 1
    weak = [card for card in obs.hand if card not in JOKER_IDS and value(card) < DISCARD_BELOW and lengths[suit(card)] < DISCARD_KEEP_LONG]
    weak.sort(key=lambda card: (value(card), lengths[suit(card)]))
    discards = [action for action in obs.legal_actions if isinstance(action, Discard)]
    most = max(len(action.cards) for action in discards)
    wanted = sorted(weak[:most])
    for action in discards:
        if sorted(action.cards) == wanted:
            return action
    raise AssertionError("the wanted discard is always legal")


# -- hard: determinized search ------------------------------------------------------------
def revealed_voids(observation: KoalicjeObservation) -> dict[int, set[str]]:
    """K22: a seat that did not follow a led suit this round holds none of it."""
    voids: dict[int, set[str]] = {seat: set() for seat in range(SEATS)}
    tricks = [trick.plays for trick in observation.round_tricks]
    if observation.trick:
        tricks.append(observation.trick)
    for plays in tricks:
        led = suit(plays[0][1])
        for seat, card in plays[1:]:
            if suit(card) != led:
                voids[seat].add(led)
    return voids


_Split = tuple[int, tuple[int, ...], tuple[int, ...]]  # (weight, cards per seat, room left)
_Table = dict[tuple[int, tuple[int, ...]], tuple[int, tuple[_Split, ...]]]


def _splits(size: int, eligible: tuple[int, ...], caps: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to share ``size`` cards of a suit among the ``eligible`` seats within ``caps``."""
    out: list[tuple[int, ...]] = []

    def fill(position: int, left: int, taken: list[int]) -> None:
        if position == len(caps):
            if left == 0:
                out.append(tuple(taken))
            return
        top = min(left, caps[position]) if position in eligible else 0
        for count in range(top + 1):
            taken.append(count)
            fill(position + 1, left - count, taken)
            taken.pop()

    fill(0, size, [])
    return out


def _multinomial(size: int, split: tuple[int, ...]) -> int:
    ways = math.factorial(size)
    for count in split:
        ways //= math.factorial(count)
    return ways


@lru_cache(maxsize=64)
def _completions(sizes: tuple[int, ...], eligible: tuple[tuple[int, ...], ...], caps: tuple[int, ...]) -> _Table:
    """For each suit index and room left in the hands: how many deals of the remaining suits fit,
    and each way to share the next suit weighted by the deals it leaves.

    Counting whole deals (not suit splits) makes the sampling of :class:`Dealing`
    uniform over every deal of the unknown cards that respects the counts and
    the voids. Cached: a search samples many worlds from one observation.
    """
    table: _Table = {}

    def count(index: int, room: tuple[int, ...]) -> int:
        key = (index, room)
        if key in table:
            return table[key][0]
        if index == len(sizes):
            table[key] = (int(not any(room)), ())
            return table[key][0]
        choices = []
        for split in _splits(sizes[index], eligible[index], room):
            rest = tuple(r - k for r, k in zip(room, split, strict=True))
            weight = _multinomial(sizes[index], split) * count(index + 1, rest)
            if weight:
                choices.append((weight, split, rest))
        table[key] = (sum(weight for weight, _, _ in choices), tuple(choices))
        return table[key][0]

    count(0, caps)
    return table


class Dealing:
    """Uniformly random deals of ``cards`` to ``seats`` (``counts`` cards each) that keep the voids: what
    every deal shares (the cards by suit, the count of deals, :func:`_completions`) is worked out once."""

    def __init__(self, cards: Sequence[str], seats: Sequence[int], counts: Sequence[int], voids: dict[int, set[str]]) -> None:
        self.cards = list(cards)
        self.seats = list(seats)
        self.counts = tuple(counts)
        self.suits: list[str] = []
        if not any(voids[seat] for seat in seats):  # no constraint: a shuffle is uniform
            return
        self.suits = sorted({suit(card) for card in cards}, key="SHDC".index)
        self.by_suit = {s: [card for card in cards if suit(card) == s] for s in self.suits}
        sizes = tuple(len(self.by_suit[s]) for s in self.suits)
        eligible = tuple(tuple(i for i, seat in enumerate(seats) if s not in voids[seat]) for s in self.suits)
        self.table = _completions(sizes, eligible, self.counts)
        if not self.table[(0, self.counts)][0]:
            raise ValueError("no deal of the unknown cards agrees with the observation")

    def deal(self, rng: Rng) -> dict[int, list[str]]:
        """One deal, by seat."""
        out: dict[int, list[str]] = {seat: [] for seat in self.seats}
        if not self.suits:
            rest = list(self.cards)
            rng.shuffle(rest)
            for seat, count in zip(self.seats, self.counts, strict=True):
                out[seat] = rest[:count]
                del rest[:count]
            return out
        room = self.counts
        for index, s in enumerate(self.suits):
            total, choices = self.table[(index, room)]
            split, room = _picked(choices, rng.below(total))
            suit_cards = list(self.by_suit[s])
            rng.shuffle(suit_cards)
            for i, count in enumerate(split):
                out[self.seats[i]].extend(suit_cards[:count])
                del suit_cards[:count]
        return out


def _picked(choices: tuple[_Split, ...], pick: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The cards per seat and the room left of the choice ``pick`` (below the weights' sum) falls in."""
    for weight, split, room in choices:
        if pick < weight:
            return split, room
        pick -= weight
    raise ValueError(f"{pick} is not below the choices' total weight")


class SearchWorld(KoalicjeState):
    """A sampled world: a Koalicje state that stops at the end of its round, and knows whose search it serves.

    The search only plays a world to the end of the round (its value is the
    round's votes and, K5, whether the round ends the game), so dealing the next
    round would be wasted work: the world is over once the round is scored.
    ``searcher`` is the seat whose observation it was built from: :func:`play_out`
    plays that seat as the search would and every other seat as ``normal``.
    """

    searcher: int

    @classmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> KoalicjeState:
        state = super().world(observation, hands, rng, stock)
        assert isinstance(state, SearchWorld)
        state.searcher = observation.seat
        return state

    def clone(self) -> KoalicjeState:
        other = KoalicjeState.clone(self)
        other.__class__ = SearchWorld
        return other

    def _start_round(self, deal: object) -> None:
        self.phase = "over"
        self._current = None


def sample_world(observation: Observation, rng: Rng) -> KoalicjeState:
    """A deal of the unseen cards that agrees with all this seat knows (K15, K18, K19, K22).

    Known exactly: the own hand and the hands this seat may see (a K15 partner's,
    every hand for K18). Gone: the cards played. Jokers are public and in no hand
    (K9). The other suit cards are dealt uniformly at random over every deal that
    fits each seat's card count and keeps the voids revealed by not following
    suit (K22). The joker exchange (K8) does not depend on which suit cards are
    where, so it tells nothing more. Election rounds: the seats' discard choices
    (K20) are not modelled (their kept cards are dealt like any other), and the
    discard decision itself is left to ``normal``: this raises ``ValueError`` there.
    """
    hands, world_rng = UnseenCards(observation).draw(rng)
    return SearchWorld.world(observation, hands, world_rng)


class UnseenCards:
    """The deals of one observation's unseen cards (:func:`sample_world`): the known hands and the dealing
    of the rest are worked out once for all the worlds of a search."""

    def __init__(self, observation: Observation) -> None:
        assert isinstance(observation, KoalicjeObservation)
        if observation.phase not in ("trump", "play"):
            raise ValueError("worlds are sampled once the deal is complete (trumps or play)")
        me = observation.seat
        self.known: list[list[str]] = [[] for _ in range(SEATS)]
        self.known[me] = list(observation.hand)
        for seat, hand in observation.visible_hands:
            self.known[seat] = list(hand)
        known = set(observation.played).union(*self.known)
        unknown = [card for card in SUIT_CARDS if card not in known]
        hidden = [seat for seat in range(SEATS) if seat != me and seat not in dict(observation.visible_hands)]
        counts = [observation.hand_counts[seat] for seat in hidden]
        if sum(counts) != len(unknown):
            raise ValueError("the card counts do not match the unseen cards")
        self.dealing = Dealing(unknown, hidden, counts, revealed_voids(observation)) if hidden else None

    def draw(self, rng: Rng) -> tuple[list[list[str]], Rng]:
        """Every seat's hand in one deal, and the stream of the world it makes (forked, not drawn from, ``rng``)."""
        hands = [list(hand) for hand in self.known]
        if self.dealing is not None:
            for seat, cards in self.dealing.deal(rng).items():
                hands[seat] = cards
        return hands, rng.fork(1)


READ_ATTEMPTS = 8  # hard: sampled worlds tried for one that explains the hidden seats' choices


def likely_world(observation: Observation, rng: Rng) -> KoalicjeState:
    """A sampled world (:func:`sample_world`) in which the hidden seats chose as ``normal`` would have.

    Of up to ``READ_ATTEMPTS`` sampled worlds, the first in which every trump
    named and card played this round by a seat this one cannot see is what
    ``normal`` would have chosen holding that world's cards, else the world that
    explains the most of them: a seat that plays otherwise (a person) still
    leaves worlds to search. It reads only the public choices (K19): the true
    hands never enter.
    """
    return Reading(observation).likely_world(rng)


def unexplained(observation: KoalicjeObservation, hands: Sequence[Sequence[str]], limit: int) -> int:
    """How many trumps named and cards played this round by the seats ``observation`` cannot see
    ``normal`` would not have chosen, had the hands now been ``hands`` (counted up to ``limit``)."""
    return Reading(observation).unexplained(hands, limit)


class Reading:
    """The reading of one observation's round, for every world of a search (:func:`likely_world`).

    What the worlds share is worked out once: the choices of the round and its opening position.
    Each hidden seat's choice is compared with ``normal``'s, had the hands been a world's hands
    with every card played this round given back: the round is played again from its start
    (trump naming, then the tricks) up to that choice. ``normal``'s choice there is a function of
    the choice's place in the round and the cards its chooser then held and saw, so it is asked
    once per such hands for all the worlds (``_REPLAYED``); most are met again, and a memo hit
    needs no replay; the choices an earlier world failed to explain are checked first
    (:class:`~karciarnia.ai.reading.ChoiceCheck`).
    """

    def __init__(self, observation: Observation) -> None:
        assert isinstance(observation, KoalicjeObservation)
        self.observation = observation
        self.plays = [play for trick in observation.round_tricks for play in trick.plays] + list(observation.trick)
        seen = {observation.seat, *dict(observation.visible_hands)}
        namers = tuple(seat for seat, _ in observation.trumps)
        self.opening = dataclasses.replace(
            observation,
            phase="trump" if namers else "play",
            trump_choosers=namers,
            trumps=(),
            leader=None if namers else observation.dealer,
            current_player=namers[0] if namers else observation.dealer,
            trick=(),
            round_tricks=(),
            tricks_taken=(0,) * SEATS,
            played=(),
        )
        self.choices: list[tuple[int, Action]] = [(seat, TRUMPS[name]) for seat, name in observation.trumps]
        self.choices += [(seat, PLAYS[card]) for seat, card in self.plays]
        hidden = [index for index, (seat, _) in enumerate(self.choices) if seat not in seen]
        sees = {standing.seat: standing.sees for standing in observation.standings}
        self.seats_read = {index: (self.choices[index][0], *sees.get(self.choices[index][0], ())) for index in hidden}
        self.given_back = [_mask(card for who, card in self.plays if who == seat) for seat in range(SEATS)]
        # normal's choice is a function of the round so far and the cards its chooser holds and sees; the public
        # jokers fix the coalitions (K10-K18), the dealer the first lead (K21). A string: it keeps its hash.
        self.round_so_far = repr((observation.dealer, observation.jokers, observation.trumps, self.plays))
        self.check = ChoiceCheck({index: self.choices[index][1] for index in hidden}, _REPLAYED)
        self.unseen = UnseenCards(observation)

    def likely_world(self, rng: Rng) -> KoalicjeState:
        """A world as :func:`likely_world` reads it."""
        (hands, world_rng), _ = likeliest_world(
            lambda: self.unseen.draw(rng),
            lambda drawn, limit: self.unexplained(drawn[0], limit),
            READ_ATTEMPTS,
            SEATS * TRICKS,  # more than the hidden seats' choices in a round
        )
        return SearchWorld.world(self.observation, hands, world_rng)

    def _given_back(self, hands: Sequence[Sequence[str]]) -> list[list[str]]:
        """``hands`` with every card played this round given back: the hands the round started with."""
        start = [list(hand) for hand in hands]
        for seat, card in self.plays:
            start[seat].append(card)
        return start

    def unexplained(self, hands: Sequence[Sequence[str]], limit: int) -> int:
        """How many hidden choices ``normal`` would not have made in a world of ``hands`` (counted up to ``limit``)."""
        dealt = [_mask(hand) | back for hand, back in zip(hands, self.given_back, strict=True)]
        replay = Replay(lambda: KoalicjeState.world(self.opening, self._given_back(hands), Rng(0)), [action for _, action in self.choices])

        def key(index: int) -> tuple[object, ...]:
            return (self.round_so_far, index, *(dealt[seat] for seat in self.seats_read[index]))

        def normal_at(index: int) -> Action:
            state = replay.before(index)
            return normal_in_world(state, self.choices[index][0], state.legal_actions(), state.rng)

        return self.check.unexplained(key, normal_at, limit)


_REPLAYED: Memo[tuple[object, ...], Action] = Memo("koalicje.replayed", 12_000)  # about 250 bytes an entry: 3 MiB
"""``normal``'s choices met in the readings' replays, by the round so far, the choice's place in it and the
hands (with the round's cards given back) of its chooser and of the seats it sees: the worlds of one search
share many."""


def round_gains(state: State, seat: int, before: Sequence[float]) -> tuple[list[float], tuple[int, ...]]:
    """Every seat's votes since ``before`` and the seats that do not count for ``seat`` this round."""
    assert isinstance(state, KoalicjeState)
    gains = [after - start for after, start in zip(state.returns(), before, strict=True)]
    table = state.round_results[-1].standings if state.round_results else state.standings
    others = tuple(other for other in range(SEATS) if other not in table[seat].counts)
    return gains, others


def gain_over_best_rival(state: State, seat: int, before: Sequence[float]) -> float:
    """Own votes this round less the most any seat not counting for us won (partners are not rivals)."""
    gains, rivals = round_gains(state, seat, before)
    return gains[seat] - max((gains[other] for other in rivals), default=0.0)


def gain_over_mean_rival(state: State, seat: int, before: Sequence[float]) -> float:
    """Own votes this round less the mean of the seats not counting for us."""
    gains, rivals = round_gains(state, seat, before)
    return gains[seat] - (sum(gains[other] for other in rivals) / len(rivals) if rivals else 0.0)


GAME_WIN = 50  # hard: the worth, in votes, of winning the game in this round (K5)


def race_value(state: State, seat: int, before: Sequence[float]) -> float:
    """``gain_over_mean_rival``, plus ``GAME_WIN`` if the round makes us the winner (K5),
    less ``GAME_WIN`` if it makes anyone else the winner (a partner's win is a loss too)."""
    assert isinstance(state, KoalicjeState)
    worth = gain_over_mean_rival(state, seat, before)
    if state.winner is None:
        return worth
    return worth + (GAME_WIN if state.winner == seat else -GAME_WIN)


def card_runs(observation: KoalicjeObservation) -> list[list[Action]]:
    """The legal plays in classes of equivalent cards: touching runs of a suit, high to low.

    Two cards of a suit in this hand with no card between them that another
    seat may still play (only cards played or in this hand in between) take
    exactly the same tricks: only tricks count (K24, K25). Any other action is
    a class of its own.
    """
    legal = observation.legal_actions
    if not legal or not isinstance(legal[0], Play):
        return [[action] for action in legal]
    # A card in the trick still in progress separates: it may beat one card and not the other.
    gone = (set(observation.played) - {card for _, card in observation.trick}) | set(observation.hand)
    by_suit: dict[str, list[Play]] = {}
    for action in legal:
        assert isinstance(action, Play)
        by_suit.setdefault(suit(action.card), []).append(action)
    runs: list[list[Action]] = []
    for s, actions in by_suit.items():
        ladder = [card for card in SUIT_CARDS if suit(card) == s]  # A down to 7
        mine = {action.card: action for action in actions}
        run: list[Action] = []
        for card in ladder:
            if card in mine:
                run.append(mine[card])  # the run continues down to this card
            elif card not in gone and run:
                runs.append(run)
                run = []
        if run:
            runs.append(run)
    return runs


def card_classes(observation: KoalicjeObservation) -> list[Action]:
    """The legal plays, one per class of equivalent cards (:func:`card_runs`): the lowest of each run, in legal order."""
    order = {action.id: index for index, action in enumerate(observation.legal_actions)}
    return sorted((run[-1] for run in card_runs(observation)), key=lambda action: order[action.id])


def _cheap(trumps: Sequence[str]) -> Callable[[str], tuple[bool, int]]:
    """Cheapest first: side suits before trumps, low before high."""
    return lambda card: (suit(card) in trumps, value(card))


def _taking(cards: Sequence[str], trick: Sequence[tuple[int, str]], trumps: Sequence[str]) -> list[str]:
    """The ``cards`` that would take the trick as it stands (K23, K24)."""
    winner = trick_winner(trick, trumps)
    best = next(card for seat, card in trick if seat == winner)
    fixed = trick_trump(trick, trumps)
    if fixed:  # only a higher card of the trick's trump takes it
        return [card for card in cards if suit(card) == fixed and value(card) > value(best)]
    led = suit(trick[0][1])  # any trump takes it, or a higher card of the led suit
    return [card for card in cards if suit(card) in trumps or (suit(card) == led and value(card) > value(best))]


def _follow(cards: Sequence[str], trick: Sequence[tuple[int, str]], trumps: Sequence[str], counting: Sequence[int]) -> str:
    """A follower's cheap card: the lowest when a seat ``counting`` for it is winning, else the
    cheapest card that takes the trick, else the lowest (trumps kept)."""
    cheap = _cheap(trumps)
    if trick_winner(trick, trumps) not in counting:
        taking = _taking(cards, trick, trumps)
        if taking:
            return min(taking, key=cheap)
    return min(cards, key=cheap)


def _winner_after(world: KoalicjeState, trick: list[tuple[int, str]]) -> int:
    """Who takes the trick once each later seat answers it by ``_follow`` from its hand in ``world``."""
    trumps = world.trump_suits
    while len(trick) < SEATS:
        seat = (trick[-1][0] + 1) % SEATS
        trick.append((seat, _follow(playable(world.hands[seat], trick), trick, trumps, world.standings[seat].counts)))
    return trick_winner(trick, trumps)


def seen_play(world: KoalicjeState, seat: int) -> str:
    """The rollout's card for ``seat`` in a sampled world whose hands every seat sees: the cheapest
    card after which the trick counts for it, the later seats answering by ``_follow``; else its lowest."""
    trick = world.trick
    cards = sorted(playable(world.hands[seat], trick), key=_cheap(world.trump_suits))
    counting = world.standings[seat].counts
    return next((card for card in cards if _winner_after(world, [*trick, (seat, card)]) in counting), cards[0])


def rollout_choice(world: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """A seat's card in a play-out of a sampled world: the searching seat's by ``seen_play`` (it knows its
    world), every other seat's as ``normal`` would choose it, from what that seat would see in the world."""
    assert isinstance(world, SearchWorld)
    if seat == world.searcher:
        return PLAYS[seen_play(world, seat)]
    return normal_in_world(world, seat, legal, rng)


play_out = world_play_out(rollout_choice)
"""Play a sampled world to the end of its round by ``rollout_choice`` (a forced card is played unasked)."""


SEARCH = SearchSpec(worlds=lambda observation: Reading(observation).likely_world, play_out=play_out, default_iterations=300, value=race_value)


def hard(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Determinized search over worlds read from the play (``likely_world``), each played out to the end
    of the round by ``play_out``.

    Plays: one candidate per class of equivalent cards (``card_classes``),
    valued by ``race_value``. Trump naming (K11) and election discards (K20)
    are left to ``normal``: searching the trump did not measurably help, and
    an election round's discards come before the deal is complete.
    """
    return searched_choice(observation, rng, budget, search_candidates, valuation, normal)


def search_candidates(observation: Observation) -> tuple[Action, ...] | None:
    """The plays ``hard`` searches, ``normal``'s own card first, then one per other class of equal
    cards (:func:`card_classes`); ``None`` for what it leaves to ``normal``.

    Ties go to the first candidate: where the rollouts cannot tell cards apart (often: the rollout
    plays the rest of the round the same whichever low card is thrown), ``normal``'s judgement decides.
    """
    assert isinstance(observation, KoalicjeObservation)
    if observation.phase != "play":
        return None
    own = normal(observation, Rng(0), NO_BUDGET)  # its card play reads no stream
    others = [run[-1] for run in card_runs(observation) if own not in run]
    order = {action.id: index for index, action in enumerate(observation.legal_actions)}
    return (own, *sorted(others, key=lambda action: order[action.id]))


def valuation(observation: Observation, candidates: tuple[Action, ...], rng: Rng, budget: Budget) -> Valuation:
    """Every candidate's ``race_value`` for this seat (votes), over sampled worlds played out by ``play_out``."""
    assert isinstance(observation, KoalicjeObservation)
    return evaluate(SEARCH, observation, candidates, rng, budget)
