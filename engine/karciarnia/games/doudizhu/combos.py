"""Dou Dizhu combinations: the classifier and the legal-move generator (D2, D7–D19).

Suits never matter (D2), so everything here works on ranks: a rank is an index
0–14 into :data:`RANKS` (``3`` lowest … ``2``, black joker, red joker highest)
and a hand is a 15-long vector of counts. A :class:`Play` is one *reading* of
a multiset of ranks: its combination type plus its core and wings. Where one
multiset has two readings each is its own play with its own id (D16); under
D7–D15 as written no multiset of up to 20 cards has two (the wing rules D12–D14
remove every overlap; an exhaustive test pins this), but nothing here assumes it.

Two independent implementations agree by test: :func:`classify` reads a given
multiset, :func:`plays` generates every legal play from a hand (leading, or
following a play to beat). The generator is the hot path of random playouts,
so it works on count vectors, bit masks and precomputed tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from karciarnia.cards import BLACK_JOKER, RED_JOKER, SUITS
from karciarnia.errors import excerpt
from karciarnia.protocol import JSON, Action

# D2: rank order, low to high.
RANKS: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ")
RANK_INDEX: dict[str, int] = {name: index for index, name in enumerate(RANKS)}
NUM_RANKS = 15
ACE, TWO, BLACK, RED = 11, 12, 13, 14  # D11: chains run 3..A (indices 0..11)

DECK: tuple[str, ...] = tuple([name + suit for name in RANKS[:13] for suit in SUITS] + [BLACK_JOKER, RED_JOKER])  # D1: 54 cards, by rank then suit
CARD_RANK: dict[str, int] = {card: RANK_INDEX[card[:-1]] for card in DECK[:52]}
CARD_RANK[BLACK_JOKER] = BLACK
CARD_RANK[RED_JOKER] = RED
CARD_ORDER: dict[str, int] = {card: index for index, card in enumerate(DECK)}
MAX_OF_RANK: tuple[int, ...] = (4,) * 13 + (1, 1)

# Combination types (D7–D15), in the order legal plays are listed.
SINGLE = "single"
PAIR = "pair"
TRIPLE = "triple"
TRIPLE_SINGLE = "triple_single"
TRIPLE_PAIR = "triple_pair"
STRAIGHT = "straight"
PAIR_SEQUENCE = "pair_sequence"
AIRPLANE = "airplane"
AIRPLANE_SINGLE = "airplane_single"
AIRPLANE_PAIR = "airplane_pair"
FOUR_TWO_SINGLES = "four_two_singles"
FOUR_TWO_PAIRS = "four_two_pairs"
BOMB = "bomb"
ROCKET = "rocket"
KINDS: tuple[str, ...] = (
    SINGLE, PAIR, TRIPLE, TRIPLE_SINGLE, TRIPLE_PAIR, STRAIGHT, PAIR_SEQUENCE,
    AIRPLANE, AIRPLANE_SINGLE, AIRPLANE_PAIR, FOUR_TWO_SINGLES, FOUR_TWO_PAIRS, BOMB, ROCKET,
)  # fmt: skip

Hand = tuple[tuple[str, ...], ...]  # the cards of each rank, 15 tuples
Counts = Sequence[int]


def rank_name(rank: int) -> str:
    """``0`` → ``"3"``, ``12`` → ``"2"``, ``14`` → ``"RJ"``."""
    return RANKS[rank]


def ranks_text(ranks: Iterable[int]) -> str:
    """Ranks written together, as in action ids: ``(7, 7, 8)`` → ``"1010J"``."""
    return "".join(RANKS[rank] for rank in ranks)


def parse_ranks(text: str) -> tuple[int, ...]:
    """The inverse of :func:`ranks_text` (``"1010J"`` → ``(7, 7, 8)``); ``ValueError`` if malformed."""
    out: list[int] = []
    i = 0
    while i < len(text):
        for width in (2, 1):
            token = text[i : i + width]
            if token in RANK_INDEX and (width == 2 or token != "1"):
                out.append(RANK_INDEX[token])
                i += width
                break
        else:
            raise ValueError(f"{excerpt(text)}: no rank at position {i}")
    return tuple(out)


NAMED_RANK: dict[str, int] = {**RANK_INDEX, **CARD_RANK}
"""The rank index of a rank name or a card id."""


def to_rank(value: Any) -> int:
    """A rank index from an index, a rank name (``"10"``, ``"BJ"``) or a card id (``"10H"``)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < NUM_RANKS:
        return value
    if isinstance(value, str) and value in NAMED_RANK:
        return NAMED_RANK[value]
    raise ValueError(f"{excerpt(value)} is not a Dou Dizhu rank or card")


def counts_of(ranks: Iterable[Any]) -> list[int]:
    """The 15-long count vector of ranks (or rank names, or card ids)."""
    counts = [0] * NUM_RANKS
    for value in ranks:  # a card id or rank name read at once: the AIs count a hand at every turn
        counts[NAMED_RANK[value] if value.__class__ is str and value in NAMED_RANK else to_rank(value)] += 1
    return counts


def hand_of(cards: Iterable[str]) -> Hand:
    """A hand as the tuple of its cards per rank, each in suit order."""
    buckets: list[list[str]] = [[] for _ in range(NUM_RANKS)]
    for card in sorted(cards, key=CARD_ORDER.__getitem__):
        buckets[CARD_RANK[card]].append(card)
    return tuple(tuple(bucket) for bucket in buckets)


class Play(Action):
    """One reading of a multiset of ranks: a combination type, its core and its wings.

    ``main`` is the rank that compares (D18): the rank of the single, pair,
    triple or four, or the highest rank of a chain's core. ``size`` is the card
    count. Equality and hash are the reading (``kind``, ``core``, ``wings``).
    A play generated for a hand is bound to it (``hand``) and knows the
    concrete cards it takes (:attr:`cards`): of each rank, the first cards in
    suit order. Treat instances as immutable values.
    """

    __slots__ = ("_id", "core", "hand", "kind", "main", "size", "wings")

    def __init__(
        self,
        kind: str,
        main: int,
        size: int,
        core: tuple[int, ...],
        wings: tuple[int, ...] = (),
        hand: Hand | None = None,
    ) -> None:
        self.kind = kind
        self.main = main
        self.size = size
        self.core = core
        self.wings = wings
        self.hand = hand
        self._id: str | None = None

    @property
    def id(self) -> str:
        if self._id is None:
            text = "play:" + self.kind + ":" + ranks_text(self.core)
            if self.wings:
                text += "+" + ranks_text(self.wings)
            self._id = text
        return self._id

    @property
    def ranks(self) -> tuple[int, ...]:
        """Every rank of the play: the core, then the wings."""
        return self.core + self.wings

    @property
    def cards(self) -> tuple[str, ...] | None:
        """The card ids this play takes from its hand, or ``None`` if unbound."""
        hand = self.hand
        if hand is None:
            return None
        taken = [0] * NUM_RANKS
        out = []
        for rank in self.core + self.wings:
            out.append(hand[rank][taken[rank]])
            taken[rank] += 1
        return tuple(out)

    def beats(self, other: Play) -> bool:
        """Whether this play may follow ``other`` (D18, D19)."""
        return beats(self, other)

    def bound(self, hand: Hand) -> Play:
        """The same reading bound to ``hand``."""
        return Play(self.kind, self.main, self.size, self.core, self.wings, hand)

    def unbound(self) -> Play:
        """The same reading bound to no hand: what a public record may keep (the hand is secret)."""
        if self.hand is None:
            return self
        play = Play(self.kind, self.main, self.size, self.core, self.wings)
        play._id = self._id
        return play

    def key(self) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
        return (self.kind, self.core, self.wings)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self.kind == other.kind and self.core == other.core and self.wings == other.wings

    def __hash__(self) -> int:
        return hash((self.kind, self.core, self.wings))

    def __repr__(self) -> str:
        return f"Play({self.kind!r}, {self.main}, {self.size}, {self.core!r}, {self.wings!r})"

    def to_json(self) -> JSON:
        cards = self.cards
        return {
            "id": self.id,
            "type": "play",
            "combo": self.kind,
            "ranks": [RANKS[rank] for rank in self.core + self.wings],
            "core": [RANKS[rank] for rank in self.core],
            "wings": [RANKS[rank] for rank in self.wings],
            "main": RANKS[self.main],
            "size": self.size,
            "cards": list(cards) if cards is not None else None,
        }


def beats(play: Play, other: Play) -> bool:
    """D18: same type, same size, higher main rank; D19: bombs and the rocket."""
    kind = play.kind
    if other.kind == ROCKET:  # there is one rocket: nothing beats it
        return False
    if kind == ROCKET:
        return True
    if kind == BOMB:
        return other.kind != BOMB or play.main > other.main
    return kind == other.kind and play.size == other.size and play.main > other.main


# -- the classifier ---------------------------------------------------------------
def classify(ranks: Iterable[Any]) -> list[Play]:
    """Every reading of a multiset of ranks (indices, rank names or card ids), D7–D16.

    An empty list means the multiset is no play. ``ValueError`` if it holds more
    cards of a rank than the deck has.
    """
    return classify_counts(counts_of(ranks))


def classify_counts(counts: Counts) -> list[Play]:
    """:func:`classify` for a 15-long count vector."""
    c = list(counts)
    if len(c) != NUM_RANKS or any(not 0 <= c[r] <= MAX_OF_RANK[r] for r in range(NUM_RANKS)):
        raise ValueError(f"not a possible multiset of Dou Dizhu ranks: {counts!r}")
    n = sum(c)
    present = [r for r in range(NUM_RANKS) if c[r]]
    shape = sorted(c[r] for r in present)
    out: list[Play] = []
    if n == 0:
        return out
    if len(present) == 1:  # D7, D15: one rank
        r = present[0]
        kind = {1: SINGLE, 2: PAIR, 3: TRIPLE, 4: BOMB}[n]
        out.append(Play(kind, r, n, (r,) * n))
    if n == 2 and present == [BLACK, RED]:  # D15
        out.append(Play(ROCKET, RED, 2, (BLACK, RED)))
    if shape == [1, 3]:  # D7: triple + one single (of another rank)
        t = next(r for r in present if c[r] == 3)
        s = next(r for r in present if c[r] == 1)
        out.append(Play(TRIPLE_SINGLE, t, 4, (t,) * 3, (s,)))
    if shape == [2, 3]:  # D7: triple + one pair
        t = next(r for r in present if c[r] == 3)
        p = next(r for r in present if c[r] == 2)
        out.append(Play(TRIPLE_PAIR, t, 5, (t,) * 3, (p, p)))
    consecutive = present[-1] - present[0] + 1 == len(present)
    if consecutive and present[-1] <= ACE:  # D8, D9, D11
        if shape[-1] == 1 and n >= 5:
            out.append(Play(STRAIGHT, present[-1], n, tuple(present)))
        if shape[0] == 2 and shape[-1] == 2 and len(present) >= 3:
            out.append(Play(PAIR_SEQUENCE, present[-1], n, tuple(r for r in present for _ in range(2))))
    # D10-D13: airplanes. The core ranks hold exactly three cards (wings never use a core rank).
    for start in range(ACE):
        if c[start] != 3:
            continue
        end = start
        while end + 1 <= ACE and c[end + 1] == 3:
            end += 1
            k = end - start + 1
            core = tuple(r for r in range(start, end + 1) for _ in range(3))
            rest = [c[r] if not start <= r <= end else 0 for r in range(NUM_RANKS)]
            left = n - 3 * k
            if left == 0:
                out.append(Play(AIRPLANE, end, n, core))
            elif left == k and max(rest) <= 2 and not (rest[BLACK] and rest[RED]):  # D12
                wings = tuple(r for r in range(NUM_RANKS) for _ in range(rest[r]))
                out.append(Play(AIRPLANE_SINGLE, end, n, core, wings))
            elif left == 2 * k and all(x in (0, 2) for x in rest):  # D13: k pairs of k ranks
                wings = tuple(r for r in range(NUM_RANKS) for _ in range(rest[r]))
                out.append(Play(AIRPLANE_PAIR, end, n, core, wings))
    # D14: four with two singles / two pairs (never a bomb).
    for f in present:
        if c[f] != 4:
            continue
        rest = [c[r] if r != f else 0 for r in range(NUM_RANKS)]
        wings = tuple(r for r in range(NUM_RANKS) for _ in range(rest[r]))
        if n == 6 and not (rest[BLACK] and rest[RED]):
            out.append(Play(FOUR_TWO_SINGLES, f, 6, (f,) * 4, wings))
        if n == 8 and sorted(x for x in rest if x) == [2, 2]:
            out.append(Play(FOUR_TWO_PAIRS, f, 8, (f,) * 4, wings))
    return out


# -- the generator ----------------------------------------------------------------
SAME: tuple[tuple[tuple[int, ...], ...], ...] = tuple(tuple((r,) * n for n in range(5)) for r in range(NUM_RANKS))  # SAME[r][n]: n cards of rank r
CHAIN: dict[tuple[int, int, int], tuple[int, ...]] = {
    (width, start, length): tuple(r for r in range(start, start + length) for _ in range(width))
    for width in (1, 2, 3)
    for start in range(ACE + 1)
    for length in range(1, ACE + 2 - start)
}  # CHAIN[width, start, length]: the core of a chain
WIDTH = {STRAIGHT: 1, PAIR_SEQUENCE: 2, AIRPLANE: 3, AIRPLANE_SINGLE: 3, AIRPLANE_PAIR: 3}
PER_LINK = {AIRPLANE: 3, AIRPLANE_SINGLE: 4, AIRPLANE_PAIR: 5}  # cards per triple of the core, wings included


def _small_multisets(caps: list[tuple[int, int]], k: int) -> list[tuple[int, ...]]:
    """Every multiset of ``k`` ranks with at most ``cap`` of each (``caps`` ascending by rank)."""
    out: list[tuple[int, ...]] = []
    room = [0] * (len(caps) + 1)  # room[i]: cards available from caps[i:]
    for i in range(len(caps) - 1, -1, -1):
        room[i] = room[i + 1] + caps[i][1]

    def walk(i: int, need: int, chosen: tuple[int, ...]) -> None:
        if need == 0:
            out.append(chosen)
            return
        if room[i] < need:
            return
        rank, cap = caps[i]
        for take in range(min(cap, need), -1, -1):
            walk(i + 1, need - take, chosen + SAME[rank][take])

    walk(0, k, ())
    return out


def _single_wings(c: Counts, lo: int, hi: int, k: int) -> list[tuple[int, ...]]:
    """D12: ``k`` single wings outside the core ``lo..hi``: at most two of a rank, not both jokers."""
    caps = [(r, 2 if c[r] >= 2 else 1) for r in range(NUM_RANKS) if c[r] and not lo <= r <= hi]
    wings = _small_multisets(caps, k)
    if c[BLACK] and c[RED]:
        wings = [w for w in wings if not (w[-1] == RED and len(w) > 1 and w[-2] == BLACK)]
    return wings


def _pair_wings(c: Counts, lo: int, hi: int, k: int) -> list[tuple[int, ...]]:
    """D13: ``k`` pairs of different ranks outside the core ``lo..hi``."""
    ranks = [r for r in range(TWO + 1) if c[r] >= 2 and not lo <= r <= hi]
    if len(ranks) < k:
        return []
    return [tuple(r for r in chosen for _ in range(2)) for chosen in _combinations(ranks, k)]


def _combinations(items: list[int], k: int) -> list[tuple[int, ...]]:
    if k == 0:
        return [()]
    out = []
    for i in range(len(items) - k + 1):
        head = items[i]
        for tail in _combinations(items[i + 1 :], k - 1):
            out.append((head,) + tail)
    return out


def _runs(ranks: list[int]) -> list[tuple[int, int]]:
    """Maximal runs ``(start, end)`` of consecutive ranks 3..A in ascending ``ranks``."""
    runs = []
    start = prev = -2
    for r in ranks:
        if r > ACE:
            break
        if r != prev + 1:
            if start >= 0:
                runs.append((start, prev))
            start = r
        prev = r
    if start >= 0:
        runs.append((start, prev))
    return runs


def _lead(c: Counts, hand: Hand | None) -> list[Play]:
    """Every play a leader may make (D17), in the order of :data:`KINDS`."""
    out: list[Play] = []
    add = out.append
    present = [r for r in range(NUM_RANKS) if c[r]]
    ge2 = [r for r in present if c[r] >= 2]  # never a joker
    ge3 = [r for r in ge2 if c[r] >= 3]
    for r in present:
        add(Play(SINGLE, r, 1, SAME[r][1], (), hand))
    for r in ge2:
        add(Play(PAIR, r, 2, SAME[r][2], (), hand))
    for t in ge3:
        add(Play(TRIPLE, t, 3, SAME[t][3], (), hand))
    for t in ge3:
        core = SAME[t][3]
        for s in present:
            if s != t:
                add(Play(TRIPLE_SINGLE, t, 4, core, SAME[s][1], hand))
    for t in ge3:
        core = SAME[t][3]
        for p in ge2:
            if p != t:
                add(Play(TRIPLE_PAIR, t, 5, core, SAME[p][2], hand))
    if len(present) >= 5:
        for lo, hi in _runs(present):
            for start in range(lo, hi - 3):
                for end in range(start + 4, hi + 1):
                    add(Play(STRAIGHT, end, end - start + 1, CHAIN[1, start, end - start + 1], (), hand))
    if len(ge2) >= 3:
        for lo, hi in _runs(ge2):
            for start in range(lo, hi - 1):
                for end in range(start + 2, hi + 1):
                    add(Play(PAIR_SEQUENCE, end, 2 * (end - start + 1), CHAIN[2, start, end - start + 1], (), hand))
    if len(ge3) >= 2:
        cores = [(start, end, CHAIN[3, start, end - start + 1]) for lo, hi in _runs(ge3) for start in range(lo, hi) for end in range(start + 1, hi + 1)]
        for _, end, core in cores:
            add(Play(AIRPLANE, end, len(core), core, (), hand))
        for start, end, core in cores:
            k = end - start + 1
            for wings in _single_wings(c, start, end, k):
                add(Play(AIRPLANE_SINGLE, end, 4 * k, core, wings, hand))
        for start, end, core in cores:
            k = end - start + 1
            for wings in _pair_wings(c, start, end, k):
                add(Play(AIRPLANE_PAIR, end, 5 * k, core, wings, hand))
    fours = [r for r in ge3 if c[r] == 4]
    for f in fours:
        for wings in _single_wings(c, f, f, 2):
            add(Play(FOUR_TWO_SINGLES, f, 6, SAME[f][4], wings, hand))
    for f in fours:
        for wings in _pair_wings(c, f, f, 2):
            add(Play(FOUR_TWO_PAIRS, f, 8, SAME[f][4], wings, hand))
    for f in fours:
        add(Play(BOMB, f, 4, SAME[f][4], (), hand))
    if c[BLACK] and c[RED]:
        add(Play(ROCKET, RED, 2, (BLACK, RED), (), hand))
    return out


def _follow_same(kind: str, c: Counts, hand: Hand | None, floor: int, size: int, out: list[Play]) -> None:
    """Append the plays of ``kind`` and ``size`` with a main rank above ``floor`` (D18)."""
    add = out.append
    if kind == SINGLE:
        for r in range(floor + 1, NUM_RANKS):
            if c[r]:
                add(Play(SINGLE, r, 1, SAME[r][1], (), hand))
    elif kind == PAIR:
        for r in range(floor + 1, TWO + 1):
            if c[r] >= 2:
                add(Play(PAIR, r, 2, SAME[r][2], (), hand))
    elif kind in (TRIPLE, TRIPLE_SINGLE, TRIPLE_PAIR):
        for t in range(floor + 1, TWO + 1):
            if c[t] >= 3:
                core = SAME[t][3]
                if kind == TRIPLE:
                    add(Play(TRIPLE, t, 3, core, (), hand))
                elif kind == TRIPLE_SINGLE:
                    for s in range(NUM_RANKS):
                        if c[s] and s != t:
                            add(Play(TRIPLE_SINGLE, t, 4, core, SAME[s][1], hand))
                else:
                    for p in range(TWO + 1):
                        if c[p] >= 2 and p != t:
                            add(Play(TRIPLE_PAIR, t, 5, core, SAME[p][2], hand))
    elif kind in WIDTH:
        width = WIDTH[kind]
        length = size // PER_LINK.get(kind, width)
        run = 0
        for end in range(ACE + 1):  # run: how many ranks up to ``end`` hold ``width`` cards
            run = run + 1 if c[end] >= width else 0
            if run >= length and end > floor:
                start = end - length + 1
                core = CHAIN[width, start, length]
                if kind == AIRPLANE_SINGLE:
                    for wings in _single_wings(c, start, end, length):
                        add(Play(kind, end, size, core, wings, hand))
                elif kind == AIRPLANE_PAIR:
                    for wings in _pair_wings(c, start, end, length):
                        add(Play(kind, end, size, core, wings, hand))
                else:
                    add(Play(kind, end, size, core, (), hand))
    elif kind in (FOUR_TWO_SINGLES, FOUR_TWO_PAIRS):
        for f in range(floor + 1, TWO + 1):
            if c[f] == 4:
                wings_of = _single_wings if kind == FOUR_TWO_SINGLES else _pair_wings
                for wings in wings_of(c, f, f, 2):
                    add(Play(kind, f, size, SAME[f][4], wings, hand))


def plays(counts: Counts, hand: Hand | None = None, to_beat: Play | None = None) -> list[Play]:
    """Every play from ``counts`` (bound to ``hand``): any combination when leading
    (D17), else those that beat ``to_beat`` (D18, D19). Passing is not included."""
    if to_beat is None:
        return _lead(counts, hand)
    out: list[Play] = []
    kind = to_beat.kind
    if kind == ROCKET:
        return out
    floor = to_beat.main if kind == BOMB else -1
    if kind != BOMB:
        _follow_same(kind, counts, hand, to_beat.main, to_beat.size, out)
    for f in range(floor + 1, TWO + 1):  # D19
        if counts[f] == 4:
            out.append(Play(BOMB, f, 4, SAME[f][4], (), hand))
    if counts[BLACK] and counts[RED]:
        out.append(Play(ROCKET, RED, 2, (BLACK, RED), (), hand))
    return out
