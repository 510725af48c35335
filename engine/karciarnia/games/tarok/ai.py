"""Tarok dla dwóch AIs: easy and normal, functions of an observation.

Cards are handled here as bits of an ``int`` (bit ``i`` is ``DECK[i]``, see
:data:`karciarnia.games.tarok.INDEX`): taroks T1…T21 are bits 0–20, the Fool
bit 21, the suits from bit 22 on, high to low. A lower bit is a stronger card
among taroks and within a suit, so the best card of a set is its lowest bit.
The mask rules below are the engine's rules T8–T17 restated for speed; a
property test checks that they agree with :func:`~karciarnia.games.tarok.follow_duty`
and :func:`~karciarnia.games.tarok.trick_winner`.

* ``easy`` plays the cheapest card it may (fewest points, then weakest), and
  leads the same way.
* ``normal`` counts every card gone, so it knows which cards the opponent may
  hold. While the stock lasts it samples hands the opponent could hold (the
  unseen cards, less those the current trick proves it lacks) and, in each,
  looks ahead to the end of the trick: it wins tricks rich in points with the
  cheapest card that does, gives away as little as possible when it cannot,
  leads a king when the page may be caught (T8), and plays the Fool where it
  pays: under T17 the Fool goes to the trick's taker, so it is worth 5 to
  whoever takes the trick it falls in. Once the stock is empty both hands are
  known, and it solves the last tricks exactly (alpha-beta over cards with a
  transposition table at trick boundaries), maximising points, not tricks.
* ``hard`` searches over worlds dealt from what it has seen (the generic
  determinized search of :mod:`karciarnia.ai.search`): in each world every
  candidate card is played, the trick finished by a cheap rollout policy, and
  the result scored as the points taken plus a fitted estimate of what the
  two hands left are worth. Once the stock is empty it plays ``normal``'s
  exact endgame.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import comb

from karciarnia.ai.budget import Budget
from karciarnia.ai.memo import Memo
from karciarnia.ai.search import SearchSpec, Valuation, evaluate, searched_choice, world_play_out
from karciarnia.games.tarok.game import DECK, FOOL, INDEX, POINTS, TarokObservation, TarokState
from karciarnia.protocol import Action, Observation, State
from karciarnia.rng import Rng

# -- the rules on bit masks -----------------------------------------------------------
ALL_MASK = (1 << len(DECK)) - 1
TRUMP_MASK = (1 << 21) - 1
FOOL_INDEX = INDEX[FOOL]
FOOL_BIT = 1 << FOOL_INDEX
SUIT_BASE = 22
SUIT_MASKS = tuple(((1 << 14) - 1) << (SUIT_BASE + 14 * suit) for suit in range(4))
SUIT_MASK_OF: tuple[int, ...] = tuple(SUIT_MASKS[(index - SUIT_BASE) // 14] if index >= SUIT_BASE else 0 for index in range(len(DECK)))
"""The mask of a card's suit (0 for a tarok and the Fool)."""
PAGE_DUE: tuple[int, ...] = tuple((1 << (index + 3)) if index >= SUIT_BASE and (index - SUIT_BASE) % 14 == 0 else 0 for index in range(len(DECK)))
"""For a king, the bit of its page (T8); 0 for every other card."""
PTS: tuple[int, ...] = tuple(POINTS[card] for card in DECK)
GROUP_MASK: tuple[int, ...] = tuple(TRUMP_MASK if index < 21 else FOOL_BIT if index == FOOL_INDEX else SUIT_MASK_OF[index] for index in range(len(DECK)))
"""The cards a card is ranked against: the taroks, or its suit (the Fool stands alone)."""
PLAIN: tuple[bool, ...] = tuple(PTS[index] == 0 and index != FOOL_INDEX for index in range(len(DECK)))
"""Cards worth no point that are not the Fool (a page or a king never is one)."""
BIT: dict[str, int] = {card: 1 << index for index, card in enumerate(DECK)}


def mask_of(cards: Iterable[str]) -> int:
    """The bit mask of some card ids."""
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


def cards_of(mask: int) -> list[str]:
    """The card ids of a mask, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


def legal_mask(hand: int, trick: tuple[int, ...] | list[int]) -> int:
    """T8–T13 on masks: the cards of ``hand`` that may be added to ``trick`` (card indices)."""
    if not trick:
        return hand
    due = 0
    for card in trick:
        due |= PAGE_DUE[card]
    due &= hand
    if due:  # T8
        return due
    suit = SUIT_MASK_OF[trick[0]]
    if suit:  # T10 (T9: the Fool too)
        follow = hand & suit
        if follow:
            return follow | (hand & FOOL_BIT)
    trumps = hand & TRUMP_MASK  # T11
    if trumps:
        return trumps | (hand & FOOL_BIT)
    return hand  # T12


def winner_position(trick: tuple[int, ...] | list[int]) -> int:
    """T14–T17: the position (0–3) of the card that takes a complete trick; -1 for the
    Fool led with no tarok (T16: the leader's opponent takes it)."""
    best, best_card = -1, 99
    for position, card in enumerate(trick):
        if card < 21 and card < best_card:
            best, best_card = position, card
    if best >= 0:  # T14
        return best
    lead = trick[0]
    if lead == FOOL_INDEX:  # T16
        return -1
    suit = SUIT_MASK_OF[lead]
    best, best_card = 0, lead
    for position, card in enumerate(trick):
        if (1 << card) & suit and card < best_card:
            best, best_card = position, card
    return best  # T15, T17


def trick_winner_seat(trick: tuple[int, ...] | list[int], leader: int) -> int:
    """The seat (0/1 relative to ``leader``) taking a complete trick."""
    position = winner_position(trick)
    if position < 0:
        return 1 - leader
    return leader if position % 2 == 0 else 1 - leader


# -- easy -------------------------------------------------------------------------------------
def cheapness(card: str) -> tuple[int, int]:
    """Fewest points first, then the weakest card: suit cards (low rank first) before taroks."""
    index = INDEX[card]
    if index < 21:
        strength = 100 - index  # taroks above every suit card; T21 the weakest of them
    elif index == FOOL_INDEX:
        strength = 200
    else:
        strength = 13 - (index - SUIT_BASE) % 14  # "1" = 0 … king = 13
    return POINTS[card], strength


def easy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """The cheapest legal card (fewest points, then weakest); it leads its lowest card too."""
    assert isinstance(observation, TarokObservation)
    return _cheapest(observation.legal_actions)


def _cheapest(legal: Sequence[Action]) -> Action:
    """The cheapest of the ``legal`` cards: fewest points, then weakest."""
    return min(legal, key=lambda action: cheapness(action.card))  # type: ignore[attr-defined]


# -- normal: the exact endgame ------------------------------------------------------------------
# Bounds of positions at trick boundaries, (hand 0, hand 1, leader) -> (low, high): about 250 bytes
# an entry, so 16,000 entries are 4 MiB; one decision adds fewer than 1,000.
_TABLE: Memo[tuple[int, int, int], tuple[int, int]] = Memo("tarok.endgame", 16_000)
INF = 1000


def _search(h0: int, h1: int, leader: int, trick: tuple[int, ...], size: int, alpha: int, beta: int) -> int:
    """The points seat 0 takes from here on (the current trick included), both hands known.

    Plain alpha-beta over single cards; bounds are stored at trick boundaries.
    Seat 0 maximises, seat 1 minimises (the deal's remaining points are fixed).
    """
    played = len(trick)
    if played == 0:
        if not h0 and not h1:
            return 0
        key = (h0, h1, leader)
        entry = _TABLE.get(key)
        if entry is not None:
            low, high = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            alpha = max(alpha, low)
            beta = min(beta, high)
        size = 2 if (h0 | h1).bit_count() == 2 else 4
        alpha0, beta0 = alpha, beta
    mover = leader if played % 2 == 0 else 1 - leader
    legal = moves = legal_mask(h0 if mover == 0 else h1, trick)
    live = h0 | h1
    for card in trick:
        live |= 1 << card
    best = -INF if mover == 0 else INF
    last = played + 1 == size
    while moves:
        bit = moves & -moves
        moves ^= bit
        card = bit.bit_length() - 1
        if PLAIN[card]:
            # Two pointless cards of one group with no live card between them are
            # interchangeable: search only the stronger one.
            above = GROUP_MASK[card] & live & (bit - 1)
            if above:
                above = above.bit_length() - 1
                if PLAIN[above] and legal >> above & 1:
                    continue
        nxt = trick + (card,)
        n0 = h0 ^ bit if mover == 0 else h0
        n1 = h1 ^ bit if mover == 1 else h1
        if last:
            winner = trick_winner_seat(nxt, leader)
            gain = 1 if size == 4 else 0
            for c in nxt:
                gain += PTS[c]
            value = gain + _search(n0, n1, 0, (), 0, alpha - gain, beta - gain) if winner == 0 else _search(n0, n1, 1, (), 0, alpha, beta)
        else:
            value = _search(n0, n1, leader, nxt, size, alpha, beta)
        if mover == 0:
            if value > best:
                best = value
                if best > alpha:
                    alpha = best
        else:
            if value < best:
                best = value
                if best < beta:
                    beta = best
        if alpha >= beta:
            break
    if played == 0:
        old = _TABLE.get(key)
        low, high = old if old is not None else (-INF, INF)
        if best <= alpha0:
            high = min(high, best)
        elif best >= beta0:
            low = max(low, best)
        else:
            low = high = best
        _TABLE.put(key, (low, high))
    return best


def _after_card(mine: int, theirs: int, leader: int, trick: tuple[int, ...], size: int, card: str, floor: int) -> int:
    """The points seat 0 takes from here if it plays ``card`` (exact when above ``floor``; else at most ``floor``)."""
    bit = BIT[card]
    nxt = trick + (INDEX[card],)
    if len(nxt) == size:
        winner = trick_winner_seat(nxt, leader)
        gain = (1 if size == 4 else 0) + sum(PTS[c] for c in nxt)
        if winner == 0:
            return gain + _search(mine ^ bit, theirs, 0, (), 0, floor - gain, INF)
        return _search(mine ^ bit, theirs, 1, (), 0, floor, INF)
    return _search(mine ^ bit, theirs, leader, nxt, size, floor, INF)


def _best_endgame_card(mine: int, theirs: int, leader: int, trick: tuple[int, ...], size: int) -> str:
    """The cheapest of the cards that take the most points (exact, both hands known)."""
    mover_moves = cards_of(legal_mask(mine, trick))
    mover_moves.sort(key=cheapness)
    best_card, best = mover_moves[0], -INF
    for card in mover_moves:
        value = _after_card(mine, theirs, leader, trick, size, card, best)
        if value > best:
            best, best_card = value, card
    return best_card


def endgame_valuation(observation: Observation) -> Valuation:
    """Once the stock is empty (both hands known): every legal card's exact value, cheapest first.

    A card's value is the points this seat takes from here on with best play by
    both, less the opponent's (the unit of :func:`horizon_value`); the one
    "world" is the true position, and the best card is ``normal``'s.
    """
    assert isinstance(observation, TarokObservation) and observation.opponent_hand is not None
    leader = 0 if observation.leader == observation.seat else 1
    trick = tuple(INDEX[card] for _, card in observation.trick)
    mine, theirs = mask_of(observation.hand), mask_of(observation.opponent_hand)
    size = observation.trick_size
    cards_left = (mine | theirs).bit_count() + len(trick)
    four_card_tricks = 0 if size == 2 else (cards_left - 2) // 4  # T5, T18: the last trick has two cards, no trick point
    at_stake = four_card_tricks + sum(PTS[c] for c in trick) + sum(POINTS[card] for card in cards_of(mine | theirs))
    by_card = {action.card: action for action in observation.legal_actions}  # type: ignore[attr-defined]
    cards = sorted(by_card, key=cheapness)
    taken = [_after_card(mine, theirs, leader, trick, size, card, -INF) for card in cards]
    return Valuation(tuple(by_card[card] for card in cards), tuple(2.0 * points - at_stake for points in taken), 1)


# -- normal: one trick ahead in sampled worlds ------------------------------------------------------
TAROK_KEEP = 2.5  # what holding T1 is worth for later tricks; T21 next to nothing
SUIT_KEEP = {0: 1.5, 1: 0.8, 2: 0.4}  # king, queen, knight: likely winners later
FOOL_KEEP = 1.0
LEAD_VALUE = 0.0  # what leading the next trick is worth
SAMPLES = 12

KEEP: tuple[float, ...] = tuple(
    TAROK_KEEP * (21 - index) / 21 + 0.0 if index < 21 else FOOL_KEEP if index == FOOL_INDEX else SUIT_KEEP.get((index - SUIT_BASE) % 14, 0.0)
    for index in range(len(DECK))
)


def _trick_value(trick: tuple[int, ...], leader: int) -> float:
    """Seat 0's gain from a complete trick: points taken or given, and resources spent."""
    winner = trick_winner_seat(trick, leader)
    value = 1 + LEAD_VALUE
    for card in trick:
        value += PTS[card]
    if winner == 1:
        value = -value
    for position, card in enumerate(trick):
        seat = leader if position % 2 == 0 else 1 - leader
        value += -KEEP[card] if seat == 0 else KEEP[card]
    return value


def _rest_of_trick(h0: int, h1: int, leader: int, trick: tuple[int, ...], alpha: float, beta: float) -> float:
    """Minimax over the rest of a four-card trick (both hands known in this sampled world)."""
    played = len(trick)
    if played == 4:
        return _trick_value(trick, leader)
    mover = leader if played % 2 == 0 else 1 - leader
    hand = h0 if mover == 0 else h1
    moves = legal_mask(hand, trick)
    best: float
    if mover == 0:
        best = -INF
        while moves:
            bit = moves & -moves
            moves ^= bit
            value = _rest_of_trick(h0 ^ bit, h1, leader, trick + (bit.bit_length() - 1,), alpha, beta)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best
    best = INF
    while moves:
        bit = moves & -moves
        moves ^= bit
        value = _rest_of_trick(h0, h1 ^ bit, leader, trick + (bit.bit_length() - 1,), alpha, beta)
        if value < best:
            best = value
            if value < beta:
                beta = value
                if alpha >= beta:
                    break
    return best


def _opponent_pool(observation: TarokObservation, unseen: int, leader: int) -> int:
    """Unseen cards the opponent may hold, less those the current trick proves it lacks."""
    pool = unseen
    trick = [INDEX[card] for _, card in observation.trick]
    for position in range(1, len(trick)):
        seat = observation.trick[position][0]
        if seat == observation.seat:
            continue
        before, card = trick[:position], trick[position]
        # T8: had it held the page of a king lying in the trick, it would have played it
        due = 0
        for earlier in before:
            due |= PAGE_DUE[earlier]
        if due & (1 << card):
            continue
        pool &= ~due
        if card == FOOL_INDEX:
            continue
        suit = SUIT_MASK_OF[before[0]]
        if suit and not (1 << card) & suit:
            pool &= ~suit  # T10: did not follow, so void in the led suit
            if card >= 21:
                pool &= ~TRUMP_MASK  # T11: nor trumped, so no tarok
        elif not suit and card >= 21:
            pool &= ~TRUMP_MASK  # T11 after a tarok or Fool lead
    return pool


def bits_of(mask: int) -> list[int]:
    """The single-bit masks of ``mask``'s cards, low bit first."""
    bits = []
    while mask:
        bit = mask & -mask
        bits.append(bit)
        mask ^= bit
    return bits


def _draw(bits: Sequence[int], count: int, rng: Rng) -> int:
    """``count`` of the single-bit masks ``bits``, uniformly, as one mask: a partial shuffle of a copy."""
    if count >= len(bits):
        return sum(bits)
    cards = list(bits)
    hand = 0
    for i in range(count):
        j = i + rng.below(len(cards) - i)
        cards[i], cards[j] = cards[j], cards[i]
        hand |= cards[i]
    return hand


def normal(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Counts the cards; exact once both hands are known, one trick ahead before that."""
    assert isinstance(observation, TarokObservation)
    legal = observation.legal_actions
    if len(legal) == 1:
        return legal[0]
    by_card = {action.card: action for action in legal}  # type: ignore[attr-defined]
    me = observation.seat
    leader = 0 if observation.leader == me else 1  # seats relative to me: I am 0
    trick = tuple(INDEX[card] for _, card in observation.trick)
    mine = mask_of(observation.hand)
    if observation.opponent_hand is not None:
        theirs = mask_of(observation.opponent_hand)
        card = _best_endgame_card(mine, theirs, leader, trick, observation.trick_size)
        return by_card[card]
    unseen = ALL_MASK & ~mine & ~mask_of(observation.played)
    opponent_count = observation.hand_sizes[1 - me]
    pool = _opponent_pool(observation, unseen, leader)
    pool_bits = bits_of(pool)
    candidates = sorted(by_card, key=cheapness)
    totals = [0.0] * len(candidates)
    samples = 1 if len(trick) == 3 else SAMPLES  # the last card of a trick sees everything
    for _ in range(samples):
        theirs = _draw(pool_bits, opponent_count, rng)
        for i, card in enumerate(candidates):
            bit = BIT[card]
            totals[i] += _rest_of_trick(mine ^ bit, theirs, leader, trick + (INDEX[card],), -INF, INF)
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return by_card[candidates[best]]


# -- hard: worlds that agree with the observation ------------------------------------------------
def _first_trick_facts(observation: TarokObservation, pool: int) -> tuple[int, int]:
    """T4 in the deal's first trick, before anyone draws: what the first lead says.

    The holder of the highest tarok leads (T4). Until the first draw this
    seat's dealt hand is its hand plus its cards in the trick. If this seat
    led, the opponent holds no tarok above this seat's best: ``pool`` loses
    them. If the opponent led and has not yet played a tarok above this seat's
    best (any tarok, if this seat was dealt none), it still holds one of them:
    the returned ``must`` mask (0 when nothing is known).
    """
    if observation.tricks:
        return pool, 0
    me = observation.seat
    dealt = mask_of(observation.hand) | mask_of(card for seat, card in observation.trick if seat == me)
    best = dealt & TRUMP_MASK
    above = (best & -best) - 1 if best else TRUMP_MASK  # the taroks stronger than this seat's best
    if observation.leader == me:
        return pool & ~above, 0
    if mask_of(card for seat, card in observation.trick if seat != me) & above:
        return pool, 0
    return pool, pool & above


def _draw_with_one_of(must: Sequence[int], free: Sequence[int], count: int, rng: Rng) -> int:
    """``count`` of the single-bit masks ``must`` and ``free``, uniformly among the hands holding at least one of ``must``."""
    a, n = len(must), len(must) + len(free)
    weights = [comb(a, k) * comb(n - a, count - k) for k in range(1, min(a, count) + 1)]
    pick = rng.below(sum(weights))
    k = 1
    for weight in weights:
        if pick < weight:
            break
        pick -= weight
        k += 1
    return _draw(must, k, rng) | _draw(free, count - k, rng)


class Dealer:
    """The worlds of one observation, as :func:`sample_world` deals them.

    What every world shares is worked out once: the unseen cards and those the opponent may
    hold. Each world then only draws the opponent's hand.
    """

    def __init__(self, observation: Observation) -> None:
        assert isinstance(observation, TarokObservation)
        self.observation = observation
        me = observation.seat
        self.mine = mask_of(observation.hand)
        self.played = mask_of(observation.played)
        unseen = ALL_MASK & ~self.mine & ~self.played
        self.unseen_cards = [(DECK[index], 1 << index) for index in range(len(DECK)) if unseen >> index & 1]
        self.count = observation.hand_sizes[1 - me]
        self.known = None if observation.opponent_hand is None else mask_of(observation.opponent_hand)
        pool = _opponent_pool(observation, unseen, 0 if observation.leader == me else 1)
        pool, must = _first_trick_facts(observation, pool)
        self.must_bits = bits_of(must)
        self.free_bits = bits_of(pool & ~must)
        self.own_worth: dict[tuple[int, int, int], int] = {}  # the searching seat's hand_worth, by (hand, live, stage)

    def opponent_hand(self, rng: Rng) -> int:
        """A hand of the opponent's count of the cards it may hold, uniformly; with a ``must``
        mask (:func:`_first_trick_facts`), uniformly among those holding one of its cards."""
        if self.known is not None:
            return self.known
        if self.must_bits:
            return _draw_with_one_of(self.must_bits, self.free_bits, self.count, rng)
        return _draw(self.free_bits, self.count, rng)

    def hands_and_stock(self, rng: Rng) -> tuple[int, list[list[str]], list[str]]:
        """A world's opponent hand (a mask), both hands by seat, and the rest of the unseen cards, the stock, in card order."""
        theirs = self.opponent_hand(rng)
        stock = [card for card, bit in self.unseen_cards if not theirs & bit]
        return theirs, seat_hands(self.observation, cards_of(theirs)), stock

    def world(self, rng: Rng) -> TarokState:
        """A world as :func:`sample_world` deals it."""
        _, hands, stock = self.hands_and_stock(rng)
        rng.shuffle(stock)
        return TarokState.world(self.observation, hands, rng.fork(1), stock)

    def search_world(self, rng: Rng) -> SearchWorld:
        """A world as :func:`search_world` deals it, sharing this dealer's memo of the seat's hand values."""
        theirs, hands, stock = self.hands_and_stock(rng)
        world = SearchWorld.world(self.observation, hands, rng.fork(1), stock)
        assert isinstance(world, SearchWorld)
        world.horizon = (world.deal_number, len(world.tricks) + 1)
        world.played_before = self.played
        seat = self.observation.seat
        world.dealt = (self.mine, theirs) if seat == 0 else (theirs, self.mine)
        world.own_worth = self.own_worth
        return world


def sample_world(observation: Observation, rng: Rng) -> TarokState:
    """A deal of the unseen cards that agrees with all this seat knows.

    Unseen: the 78 cards less this hand and the cards played this deal. The
    opponent gets its count of them, less the cards the current trick proves
    it lacks (T8: it did not play the page of a king in the trick; T10: it did
    not follow the led suit; T11: nor played a tarok when bound to) and, in
    the deal's first trick, what the first lead says (T4). The stock is a
    random order of the rest. Only facts that still hold are used: a hand
    changes by play and by draws (T6), and every trick completed while the
    stock lasted was followed by a draw, so the void facts of earlier tricks
    may be broken by the cards drawn since. Once the stock is empty the
    observation names the opponent's hand, and the world is the true position.
    """
    return Dealer(observation).world(rng)


def seat_hands(observation: TarokObservation, theirs: Sequence[str]) -> list[list[str]]:
    """Both seats' hands, by seat: the observation's own and ``theirs``."""
    hands = [list(observation.hand), list(theirs)]
    return hands if observation.seat == 0 else hands[::-1]


# -- hard: the search -----------------------------------------------------------------------------
def greedy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """The search's rollout policy: ``easy``, except that the last card of a trick,
    which sees the whole trick, takes or gives it the way ``normal`` would (T14–T17)."""
    assert isinstance(observation, TarokObservation)
    leader = 0 if observation.leader == observation.seat else 1
    return _greedy_choice(observation.legal_actions, [card for _, card in observation.trick], leader, observation.trick_size)


def _greedy_choice(legal: Sequence[Action], trick: Sequence[str], leader: int, trick_size: int) -> Action:
    """``greedy``'s card of ``legal`` with ``trick`` on the table, led by ``leader`` (0: the seat choosing)."""
    if len(legal) == 1 or len(trick) + 1 != trick_size:
        return _cheapest(legal)  # easy's card
    indices = tuple(INDEX[card] for card in trick)
    best: float = -INF
    chosen = legal[0]
    for action in legal:
        card = INDEX[action.card]  # type: ignore[attr-defined]
        full = indices + (card,)
        value: float = (1 if len(full) == 4 else 0) + sum(PTS[c] for c in full)
        if trick_winner_seat(full, leader) == 1:
            value = -value
        value -= KEEP[card]
        if value > best:
            best, chosen = value, action
    return chosen


def greedy_in_world(world: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """``greedy``'s card of the ``legal`` ones for ``seat``, read straight from a sampled world rather than from an observation
    built for it: ``greedy`` reads only the legal cards, the trick and who led it, as the seat itself
    sees them, and an observation cost a third of a rollout."""
    assert isinstance(world, TarokState)
    leader = 0 if world.leader == seat else 1
    return _greedy_choice(legal, world.trick, leader, world.trick_size)


# What the two hands are worth once a trick is over, before the draw: a linear
# estimate of the points the seat will take from there to the end of the deal
# less the opponent's. A hand is described by counts (each for the seat's hand
# less the opponent's), "live" meaning not yet played this deal:
#   0–5  taroks other than T21 with 0, 1, 2, 3–4, 5–7, 8+ live taroks above them
#   6    kings; 7/8 queens, 9/10 knights, 11/12 pages: the best live card of their suit / not
#   13   T21; 14 the Fool; 15 tens; 16 "1"s; 17 other suit cards that are the best live one
#   18   suits the hand lacks (while it holds a tarok); 19 +1 if the seat leads next, else −1
# The weights (one row per stage: stock after the draw ≥ 40, ≥ 20, > 0, empty) are a
# least-squares fit (ridge 100) on 57,000 trick ends of 3,000 deals of normal against
# normal; they explain 11 %, 20 %, 33 % and 59 % of the variance by stage, against
# 10 %, 16 %, 27 % and 46 % for normal's keep values.
VALUE_WEIGHTS: tuple[tuple[float, ...], ...] = (
    (4.77, 4.27, 4.54, 3.36, 3.48, 2.42, 5.35, 3.42, 2.72, 2.22, 1.36, 0.69, 0.01, 2.63, 5.19, 0.49, -0.06, -0.63, -0.31, -0.34),
    (5.17, 4.37, 3.72, 2.71, 2.23, 2.46, 5.91, 4.61, 2.73, 3.80, 1.35, 3.50, 0.20, 4.50, 6.07, 0.20, -0.17, 1.32, 0.21, 0.12),
    (6.98, 4.13, 3.64, 2.67, 2.83, 3.11, 6.46, 5.33, 1.85, 4.54, 1.17, 3.34, 0.17, 3.25, 4.99, 0.53, -0.13, 1.31, 0.41, -0.16),
    (6.79, 2.59, 2.63, 2.55, 2.29, 0.44, 5.28, 4.32, 1.20, 3.55, 0.57, 2.80, -0.02, 6.14, 3.68, 0.64, 0.43, 1.97, -0.19, 3.42),
)
_TAROK_FEATURE = (0, 1, 2, 3, 3, 4, 4, 4) + (5,) * 13  # by the number of live taroks above
_SUIT_FEATURE = {0: (6, 6), 1: (7, 8), 2: (9, 10), 3: (11, 12), 4: (15, 15), 13: (16, 16)}  # rank: (best live, not)
T21_BIT = 1 << 20


CENTI_WEIGHTS: tuple[tuple[int, ...], ...] = tuple(tuple(round(weight * 100) for weight in row) for row in VALUE_WEIGHTS)
"""The weights in hundredths: whole numbers, so that a hand's worth is exact and sums in any order."""


def stage(stock_count: int) -> int:
    """The row of VALUE_WEIGHTS for a stock of ``stock_count`` cards after the draw."""
    return 0 if stock_count >= 40 else 1 if stock_count >= 20 else 2 if stock_count else 3


def hand_worth(hand: int, live: int, weights: Sequence[int]) -> int:
    """The counts 0–18 above of one hand (a mask) among the ``live`` cards, weighed by ``weights`` (hundredths)."""
    worth = 0
    taroks = hand & TRUMP_MASK
    live_taroks = live & TRUMP_MASK
    rest = taroks & ~T21_BIT
    while rest:
        bit = rest & -rest
        rest ^= bit
        worth += weights[_TAROK_FEATURE[(live_taroks & (bit - 1)).bit_count()]]
    if hand & T21_BIT:
        worth += weights[13]
    if hand & FOOL_BIT:
        worth += weights[14]
    for suit in SUIT_MASKS:
        cards = hand & suit
        if not cards:
            if taroks:
                worth += weights[18]
            continue
        live_suit = live & suit
        while cards:
            bit = cards & -cards
            cards ^= bit
            best = not live_suit & (bit - 1)
            pair = _SUIT_FEATURE.get((bit.bit_length() - 1 - SUIT_BASE) % 14)
            if pair is not None:
                worth += weights[pair[0] if best else pair[1]]
            elif best:
                worth += weights[17]
    return worth


class SearchWorld(TarokState):
    """A sampled world as the search plays it: for the search, the deal ends with the current trick.

    The rollout finishes the trick, and :func:`horizon_value` scores it; the
    rules are the engine's, only ``is_terminal`` looks no further.
    """

    horizon: tuple[int, int]  # (deal, completed tricks) at which the search stops
    played_before: int  # the mask of the cards played when the world was dealt
    dealt: tuple[int, int]  # the masks of both hands when the world was dealt, by seat
    own_worth: dict[tuple[int, int, int], int]  # the searching seat's hand_worth, shared by the worlds of a search

    @property
    def is_terminal(self) -> bool:
        deal, tricks = self.horizon
        return self.phase == "over" or self.deal_number != deal or (not self.trick and len(self.tricks) >= tricks)

    def clone(self) -> SearchWorld:
        other = TarokState.clone(self)
        other.__class__ = SearchWorld
        return other  # type: ignore[return-value]


def search_world(observation: Observation, rng: Rng) -> SearchWorld:
    """A world dealt as :func:`sample_world` deals it, whose search horizon is the end of the current trick.

    Its stock is left in card order: the horizon value leaves out the cards drawn after the trick
    (:func:`horizon_value`), so their order cannot change a world's value, and shuffling the stock
    took about an eighth of the search's time.
    """
    return Dealer(observation).search_world(rng)


def horizon_value(state: State, seat: int, before: Sequence[float]) -> float:
    """The points ``seat`` took since ``before`` less the opponent's, plus what the hands at the horizon
    are worth (VALUE_WEIGHTS), taken before the draw (the cards drawn are the world's chance, not the move's).

    The hands before the draw are the world's dealt hands less the horizon's trick, and the
    cards played are those played before the world and that trick. The searching seat's
    hand_worth is looked up in the memo its worlds share: its hand varies only with its cards in the trick.
    """
    returns = state.returns()
    value = (returns[seat] - before[seat]) - (returns[1 - seat] - before[1 - seat])
    assert isinstance(state, SearchWorld)
    if state.phase == "over" or state.deal_number != state.horizon[0] or state.trick:
        return value
    trick = mask_of(state.tricks[-1].cards)
    mine, theirs = state.dealt[seat] & ~trick, state.dealt[1 - seat] & ~trick
    row = stage(state.stock_count)
    weights = CENTI_WEIGHTS[row]
    live = ALL_MASK & ~state.played_before & ~trick
    key = (mine, live, row)
    own = state.own_worth.get(key)
    if own is None:
        own = state.own_worth[key] = hand_worth(mine, live, weights)
    lead = weights[19] if state.leader == seat else -weights[19]
    return value + (lead + own - hand_worth(theirs, live, weights)) / 100


SEARCH = SearchSpec(
    worlds=lambda observation: Dealer(observation).search_world, play_out=world_play_out(greedy_in_world), default_iterations=1500, value=horizon_value
)


def candidates(observation: TarokObservation) -> tuple[Action, ...]:
    """The legal cards worth trying: of pointless cards of one group with no card
    between them still in play but this seat's own, only the stronger is kept."""
    legal = observation.legal_actions
    played = mask_of(observation.played) & ~mask_of(card for _, card in observation.trick)
    mine = mask_of(action.card for action in legal)  # type: ignore[attr-defined]
    kept = []
    for action in legal:
        card = INDEX[action.card]  # type: ignore[attr-defined]
        if PLAIN[card]:
            above = GROUP_MASK[card] & ~played & ((1 << card) - 1)
            if above:
                nearest = above.bit_length() - 1
                if PLAIN[nearest] and mine >> nearest & 1:
                    continue
        kept.append(action)
    return tuple(kept)


def hard(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """Searches sampled worlds while the stock lasts; plays the exact endgame once it is empty."""
    return searched_choice(observation, rng, budget, search_candidates, valuation, normal)


def search_candidates(observation: Observation) -> tuple[Action, ...] | None:
    """The cards ``hard`` searches, or ``None`` once the stock is empty (``normal``'s exact endgame)."""
    assert isinstance(observation, TarokObservation)
    if observation.opponent_hand is not None:
        return None
    return candidates(observation)


def valuation(observation: Observation, actions: tuple[Action, ...], rng: Rng, budget: Budget) -> Valuation:
    """Every candidate's ``horizon_value`` for this seat (points, own less the opponent's), over sampled worlds."""
    assert isinstance(observation, TarokObservation)
    return evaluate(SEARCH, observation, actions, rng, budget)


def endgame_solved(observation: Observation) -> bool:
    """Whether the stock is empty: both hands are known and the endgame is solved exactly."""
    return getattr(observation, "opponent_hand", None) is not None


def review_sampled(observation: Observation) -> bool:
    """Whether the review's values come from sampled worlds (not once the endgame is solved)."""
    return not endgame_solved(observation)


def review_candidates(observation: Observation) -> tuple[Action, ...] | None:
    """The cards the review searches; once the stock is empty every legal card (the endgame is solved exactly)."""
    if endgame_solved(observation):
        return tuple(observation.legal_actions)
    return search_candidates(observation)


def review_valuation(observation: Observation, candidates: tuple[Action, ...], rng: Rng, budget: Budget) -> Valuation:
    """The review's values: exact once the stock is empty, else the hard level's sampled ones."""
    if endgame_solved(observation):
        return endgame_valuation(observation)
    return valuation(observation, candidates, rng, budget)
