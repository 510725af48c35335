"""Tarok dla dwóch (two-player Tarok): rules T1–T21 of rules/tarok.md.

A deal: 9 cards each and a 60-card stock (T3); the holder of the highest tarok
leads (T4); tricks of four cards, leader/opponent/leader/opponent, and a last
two-card trick (T5); both players draw two cards after each trick while the
stock lasts, the winner first (T6); the winner leads (T7). Which card may be
added follows T8–T13, who takes the trick T14–T17, the score T18–T20 (89 points
per deal) and a match of several deals T21.

Decisions where the rules are silent:

* Every card played is public: the completed tricks of the deal (who played
  what, who took it) are in the observation, since a player could remember them
  anyway. The stock, its order and the opponent's hand are hidden until the
  stock is empty; from then on the opponent's hand is exactly the 78 cards less
  the cards played and one's own hand, so the observation states it
  (``opponent_hand``) instead of leaving every page to deduce it.
* A redeal (T4) shuffles all 78 cards again with the state's own seeded stream;
  an explicit ``deal`` without taroks is redealt the same way. The aborted hands
  are never shown.
* Dealing a random deal: the shuffled deck's first 9 cards to seat 0, the next 9
  to seat 1, the other 60 form the stock in draw order. Drawing (T6): the winner
  takes the next two cards of the stock, then the loser the two after them.
* A match (T21) starts the next deal as soon as a deal ends; the finished deals'
  breakdowns stay in the observation (``results``) and so does the last trick.
  ``returns()`` is each seat's match total including the points taken so far in
  the deal being played.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from karciarnia.actions import PlayCard as Play
from karciarnia.cards import FOOL as FOOL  # re-exported: the game names its cards
from karciarnia.cards import SUITS, TAROK_RANKS, TAROK_TRUMPS, tarok_deck
from karciarnia.games.deal_check import check_keys, check_whole_deck, read_cards, read_hands
from karciarnia.protocol import JSON, Action, Game, Observation, Option, State
from karciarnia.rng import Rng

HAND_SIZE = 9  # T3
STOCK_SIZE = 60  # T3
DRAW = 2  # T6: each player draws two cards from the stock after a trick
DECK: tuple[str, ...] = tuple(tarok_deck())
DECK_SET: frozenset[str] = frozenset(DECK)
INDEX: dict[str, int] = {card: index for index, card in enumerate(DECK)}
"""Position in the deck order: taroks T1…T21 (0–20), the Fool (21), then suits high to low.
Lower is stronger among taroks and within a suit; hands are kept in this order."""

TRUMP = "T"  # the kind of a tarok
FOOL_KIND = "F"  # the kind of the Fool
KIND: dict[str, str] = {card: (TRUMP if card in TAROK_TRUMPS else FOOL_KIND if card == FOOL else card[-1]) for card in DECK}
"""``"T"`` for a tarok, ``"F"`` for the Fool, else the suit letter."""
KINGS: frozenset[str] = frozenset("K" + suit for suit in SUITS)
PAGE_OF_KING: dict[str, str] = {"K" + suit: "J" + suit for suit in SUITS}  # T8

_RANK_POINTS = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1}  # T19
POINTS: dict[str, int] = {card: (5 if card in (FOOL, "T21") else 0 if KIND[card] == TRUMP else _RANK_POINTS.get(card[:-1], 0)) for card in DECK}
"""T19: card points; 70 in the deck, 89 with the 19 trick points (T20)."""
TRICKS_PER_DEAL = 20  # T5: 19 four-card tricks and one two-card trick
DEAL_POINTS = 89  # T20
assert sum(POINTS.values()) + TRICKS_PER_DEAL - 1 == DEAL_POINTS
assert len(DECK) == 78 and len(TAROK_RANKS) == 14


def card_points(card: str) -> int:
    """T19: the points a card is worth in the tricks taken."""
    return POINTS[card]


def sort_hand(cards: Iterable[str]) -> list[str]:
    """Cards in deck order: taroks high to low, the Fool, then ♠ ♥ ♦ ♣ high to low."""
    return sorted(cards, key=INDEX.__getitem__)


def seat_at(leader: int, position: int) -> int:
    """T5: who plays the ``position``-th card (0-based) of a trick led by ``leader``."""
    return leader if position % 2 == 0 else 1 - leader


def follow_duty(hand: Sequence[str], trick: Sequence[str]) -> tuple[str | None, list[str]]:
    """The rule in force and the cards of ``hand`` that may be added to ``trick`` (T8–T13).

    Returns ``(rule, cards)``: ``rule`` is ``None`` when the player leads (any
    card) or ``"T8"``, ``"T10"``, ``"T11"``, ``"T12"`` for the first rule that
    binds; ``cards`` keep the hand's order. The Fool is among the cards under
    T10 and T11 when held (T9); T8 alone excludes it.
    """
    if not trick:
        return None, list(hand)
    pages = [PAGE_OF_KING[card] for card in trick if card in KINGS]
    if pages:  # T8: the page of a king lying in the trick, over everything else
        due = [card for card in hand if card in pages]
        if due:
            return "T8", due
    lead = KIND[trick[0]]
    if lead != TRUMP and lead != FOOL_KIND:  # T10: follow the led suit
        follow = [card for card in hand if KIND[card] == lead or card == FOOL]
        if len(follow) > (FOOL in hand):
            return "T10", follow
    taroks = [card for card in hand if KIND[card] == TRUMP or card == FOOL]  # T11
    if len(taroks) > (FOOL in hand):
        return "T11", taroks
    return "T12", list(hand)  # T12 (the Fool is in the hand's cards anyway, T9)


def legal_cards(hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    """The cards of ``hand`` that may be played to ``trick`` (T8–T13)."""
    return follow_duty(hand, trick)[1]


def trick_winner(trick: Sequence[str], leader: int) -> int:
    """The seat that takes a complete trick led by ``leader`` (T14–T17)."""
    best_tarok = None
    for position, card in enumerate(trick):
        if KIND[card] == TRUMP and (best_tarok is None or INDEX[card] < INDEX[trick[best_tarok]]):
            best_tarok = position
    if best_tarok is not None:  # T14: the highest tarok
        return seat_at(leader, best_tarok)
    lead = KIND[trick[0]]
    if lead == FOOL_KIND:  # T16: the Fool led, no tarok: the leader's opponent
        return 1 - leader
    best = 0  # T15: the highest card of the led suit; T17: a later Fool never takes it
    for position, card in enumerate(trick):
        if KIND[card] == lead and INDEX[card] < INDEX[trick[best]]:
            best = position
    return seat_at(leader, best)


def deal_from(hands: Sequence[Sequence[str]], stock: Sequence[str] = ()) -> dict[str, list[Any]]:
    """A ``deal`` option from two hands and the first cards of the stock.

    The cards named nowhere complete the stock, after ``stock``, in deck order
    (taroks first): handy for tests and puzzles that only care about a few cards.
    """
    named = {card for hand in hands for card in hand} | set(stock)
    rest = [card for card in DECK if card not in named]
    return {"hands": [list(hand) for hand in hands], "stock": [*stock, *rest]}


# -- actions ----------------------------------------------------------------------
PLAY: dict[str, Play] = {card: Play(card) for card in DECK}
"""One shared action per card: legal_actions allocates nothing."""


# -- public records ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: who led, the cards in order, who took it and what it scored."""

    leader: int
    cards: tuple[str, ...]
    winner: int
    trick_point: int  # T18: 1 for a four-card trick, 0 for the last two-card one
    card_points: int  # T19

    @property
    def points(self) -> int:
        return self.trick_point + self.card_points

    def plays(self) -> list[tuple[int, str]]:
        """``(seat, card)`` in playing order."""
        return [(seat_at(self.leader, position), card) for position, card in enumerate(self.cards)]

    def to_json(self) -> JSON:
        return {
            "leader": self.leader,
            "plays": [{"seat": seat, "card": card} for seat, card in self.plays()],
            "winner": self.winner,
            "trick_point": self.trick_point,
            "card_points": self.card_points,
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class DealResult:
    """The score of one finished deal (T18–T20), per seat."""

    points: tuple[int, int]
    tricks: tuple[int, int]  # four-card tricks taken (T18)
    card_points: tuple[int, int]  # T19
    scoring_cards: tuple[tuple[str, ...], tuple[str, ...]]  # the cards with points among the tricks taken
    redeals: int

    @property
    def winner(self) -> int:
        """T20: more than 44 of 89 wins the deal."""
        return 0 if self.points[0] > self.points[1] else 1

    def to_json(self) -> JSON:
        return {
            "points": list(self.points),
            "tricks": list(self.tricks),
            "card_points": list(self.card_points),
            "scoring_cards": [[{"card": card, "points": POINTS[card]} for card in cards] for cards in self.scoring_cards],
            "redeals": self.redeals,
            "winner": self.winner,
        }


def _duty_json(rule: str | None, trick: Sequence[str], allowed: Sequence[str]) -> JSON | None:
    """The duty in force for the page to explain a refused card; ``None`` when any card may go."""
    if rule is None or rule == "T12":
        return None
    fool = FOOL in allowed
    if rule == "T8":
        kings = [card for card in trick if card in KINGS and PAGE_OF_KING[card] in allowed]
        return {"rule": "T8", "card": allowed[0], "cards": list(allowed), "kings": kings}
    if rule == "T10":
        return {"rule": "T10", "suit": KIND[trick[0]], "fool": fool}
    lead = KIND[trick[0]]
    reason = "tarok_led" if lead == TRUMP else "fool_led" if lead == FOOL_KIND else "void"
    return {"rule": "T11", "reason": reason, "suit": None if reason != "void" else lead, "fool": fool}


# Not frozen: a rollout builds one at every turn, and a frozen dataclass sets each field through
# object.__setattr__, the most of its cost. Read-only all the same: each is built for one decision.
@dataclass(slots=True)
class TarokObservation(Observation):
    """What one seat may know: own hand, every card played, counts and scores.

    ``opponent_hand`` is set only once the stock is empty, when it is fully
    determined by public information (78 cards less the played ones and one's own).
    """

    seat: int
    current_player: int | None
    legal_actions: tuple[Action, ...]
    phase: str
    deal_number: int
    deals: int
    redeals: int
    hand: tuple[str, ...]
    drawn: tuple[str, ...]  # T6: the two cards this seat drew after the last trick (none before the first, none once the stock is out)
    hand_sizes: tuple[int, int]
    stock_count: int
    leader: int
    trick: tuple[tuple[int, str], ...]
    trick_size: int
    trick_number: int
    tricks: tuple[Trick, ...]
    played: tuple[str, ...]
    taken: tuple[tuple[str, ...], tuple[str, ...]]
    tricks_won: tuple[int, int]
    points: tuple[int, int]
    opponent_hand: tuple[str, ...] | None
    duty: JSON | None
    last_trick: Trick | None
    results: tuple[DealResult, ...]
    totals: tuple[int, int]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def to_json(self) -> JSON:
        over = self.phase == "over"
        outcome = None
        if over:
            draw = self.totals[0] == self.totals[1]
            outcome = {"draw": draw, "winner": None if draw else (0 if self.totals[0] > self.totals[1] else 1)}
        return {
            "game": "tarok",
            "seat": self.seat,
            "num_players": 2,
            "current_player": self.current_player,
            "legal_actions": [action.to_json() for action in self.legal_actions],
            "phase": self.phase,
            "deal_number": self.deal_number,
            "deals": self.deals,
            "redeals": self.redeals,
            "hand": list(self.hand),
            "drawn": list(self.drawn),
            "hand_sizes": list(self.hand_sizes),
            "stock_count": self.stock_count,
            "leader": self.leader,
            "trick": [{"seat": seat, "card": card} for seat, card in self.trick],
            "trick_size": self.trick_size,
            "trick_number": self.trick_number,
            "tricks": [trick.to_json() for trick in self.tricks],
            "played": list(self.played),
            "taken": [list(cards) for cards in self.taken],
            "tricks_won": list(self.tricks_won),
            "points": list(self.points),
            "opponent_hand": list(self.opponent_hand) if self.opponent_hand is not None else None,
            "duty": self.duty,
            "last_trick": self.last_trick.to_json() if self.last_trick else None,
            "results": [result.to_json() for result in self.results],
            "totals": list(self.totals),
            "outcome": outcome,
        }


class TarokState(State):
    """A Tarok match in progress (one deal by default)."""

    def __init__(self, game: TarokGame, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.history = []
        self.rng = Rng(seed)
        self.deal_number = 0
        self.totals = [0, 0]
        self.results: list[DealResult] = []
        self.last_trick: Trick | None = None
        self.phase = "play"
        deal = options.get("deal")
        self._start_deal(deal["hands"], deal["stock"]) if deal else self._start_deal(None, None)

    # -- dealing (T3, T4) -----------------------------------------------------------
    def _shuffled(self) -> tuple[list[list[str]], list[str]]:
        deck = list(DECK)
        self.rng.shuffle(deck)
        return [deck[:HAND_SIZE], deck[HAND_SIZE : 2 * HAND_SIZE]], deck[2 * HAND_SIZE :]

    def _start_deal(self, hands: list[list[str]] | None, stock: list[str] | None) -> None:
        if hands is None or stock is None:
            hands, stock = self._shuffled()
        redeals = 0
        while not any(KIND[card] == TRUMP for hand in hands for card in hand):
            redeals += 1  # T4: neither player holds a tarok: deal again
            hands, stock = self._shuffled()
        self.redeals = redeals
        self.hands: list[list[str]] = [sort_hand(hand) for hand in hands]
        self.stock: list[str] = list(stock)  # never mutated: clones share it
        self.stock_pos = 0
        self.drawn: tuple[tuple[str, ...], ...] = ((), ())  # T6: what each seat drew after the last trick
        best = [min((INDEX[card] for card in hand if KIND[card] == TRUMP), default=99) for hand in self.hands]
        self.leader = 0 if best[0] < best[1] else 1  # T4: the highest tarok leads
        self._current: int | None = self.leader
        self.trick: list[str] = []
        self.trick_size = 4
        self.tricks: list[Trick] = []
        self.played: list[str] = []
        self.taken: list[list[str]] = [[], []]
        self.tricks_won = [0, 0]
        self.points = [0, 0]

    # -- protocol -----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[int]:
        if self.phase == "over":
            return list(self.totals)
        return [self.totals[0] + self.points[0], self.totals[1] + self.points[1]]

    def legal_cards(self) -> list[str]:
        """The cards the current player may play (T8–T13)."""
        if self._current is None:
            return []
        return follow_duty(self.hands[self._current], self.trick)[1]

    def legal_actions(self) -> list[Action]:
        if self._current is None:
            return []
        return list(map(PLAY.__getitem__, follow_duty(self.hands[self._current], self.trick)[1]))

    def explain(self, seat: int, cards: list[str]) -> tuple[str, dict[str, Any]]:
        """Which rule refuses ``cards`` as ``seat``'s play: a reason key and its parameters.

        ``tarok.page`` (T8: ``card``, ``suit`` of the page due; ``tarok.page_either``
        adds ``card2``, ``suit2`` when kings of two suits lie in the trick),
        ``tarok.follow_suit`` (T10: ``suit``), ``tarok.tarok_led``,
        ``tarok.fool_led`` and ``tarok.void`` (T11, ``suit`` of the lead for the
        last). ``fool`` says whether the Fool would be accepted instead (T9).
        """
        if seat != self._current:
            return "not_your_turn", {}
        if not cards:
            return "select_cards", {}
        hand = self.hands[seat]
        if any(card not in hand for card in cards) or len(set(cards)) != len(cards):
            return "not_in_hand", {}
        if len(cards) > 1:
            return "tarok.one_card", {}
        rule, allowed = follow_duty(hand, self.trick)
        if cards[0] in allowed or rule is None or rule == "T12":
            return "not_legal", {}
        if rule == "T8":
            params: dict[str, Any] = {"card": allowed[0], "suit": KIND[allowed[0]]}
            if len(allowed) > 1:
                return "tarok.page_either", {**params, "card2": allowed[1], "suit2": KIND[allowed[1]]}
            return "tarok.page", params
        fool = FOOL in allowed
        lead = KIND[self.trick[0]]
        if rule == "T10":
            return "tarok.follow_suit", {"suit": lead, "fool": fool}
        if lead == TRUMP:  # T11
            return "tarok.tarok_led", {"fool": fool}
        if lead == FOOL_KIND:
            return "tarok.fool_led", {"fool": fool}
        return "tarok.void", {"suit": lead, "fool": fool}

    def advance(self, action: Action) -> None:
        assert isinstance(action, Play) and self._current is not None
        self.play_card(action.card)

    def play_card(self, card: str) -> None:
        """Play a card already known to be legal (search uses this directly)."""
        seat = self._current
        assert seat is not None
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        self.played.append(card)
        if len(trick) < self.trick_size:  # T5: leader and opponent alternate
            self._current = 1 - seat
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        trick, leader = self.trick, self.leader
        winner = trick_winner(trick, leader)  # T14–T17
        trick_point = 1 if self.trick_size == 4 else 0  # T18
        card_points = 0
        for card in trick:
            card_points += POINTS[card]  # T19
        done = Trick(leader, tuple(trick), winner, trick_point, card_points)
        self.tricks.append(done)
        self.last_trick = done
        self.taken[winner].extend(trick)
        self.tricks_won[winner] += trick_point
        self.points[winner] += trick_point + card_points
        self.trick = []
        position = self.stock_pos
        if position < len(self.stock):  # T6: both draw two, the winner first
            stock = self.stock
            hands = self.hands
            first, second = tuple(stock[position : position + DRAW]), tuple(stock[position + DRAW : position + 2 * DRAW])
            hands[winner].extend(first)
            hands[1 - winner].extend(second)
            self.drawn = (first, second) if winner == 0 else (second, first)
            self.stock_pos = position + 2 * DRAW
            hands[0].sort(key=INDEX.__getitem__)
            hands[1].sort(key=INDEX.__getitem__)
        else:
            self.drawn = ((), ())
        self.leader = winner  # T7
        self._current = winner
        remaining = len(self.hands[0]) + len(self.hands[1])
        if remaining == 0:
            self._end_deal()
        elif remaining == 2:
            self.trick_size = 2  # T5: the last trick has two cards

    def _end_deal(self) -> None:
        scoring = tuple(tuple(sort_hand(card for card in cards if POINTS[card])) for cards in self.taken)
        result = DealResult(
            points=(self.points[0], self.points[1]),
            tricks=(self.tricks_won[0], self.tricks_won[1]),
            card_points=(self.points[0] - self.tricks_won[0], self.points[1] - self.tricks_won[1]),
            scoring_cards=(scoring[0], scoring[1]),
            redeals=self.redeals,
        )
        self.results.append(result)
        self.totals[0] += self.points[0]
        self.totals[1] += self.points[1]
        if len(self.results) == self.options["deals"]:  # T21
            self.phase = "over"
            self._current = None
            return
        self.deal_number += 1
        self._start_deal(None, None)

    @property
    def stock_count(self) -> int:
        return len(self.stock) - self.stock_pos

    @property
    def trick_number(self) -> int:
        return len(self.tricks)

    def observation(self, seat: int) -> TarokObservation:
        mine = seat == self._current
        hand = self.hands[seat]
        rule, allowed = follow_duty(hand, self.trick) if mine else (None, [])
        over = self.phase == "over"
        known = not over and self.stock_pos >= len(self.stock)
        view = object.__new__(TarokObservation)
        TarokObservation.__init__(  # called on its own: a class called with keywords first gathers them in a dict
            view,
            seat=seat,
            current_player=self._current,
            legal_actions=tuple(map(PLAY.__getitem__, allowed)),
            phase=self.phase,
            deal_number=self.deal_number,
            deals=self.options["deals"],
            redeals=self.redeals,
            hand=tuple(hand),
            drawn=self.drawn[seat],
            hand_sizes=(len(self.hands[0]), len(self.hands[1])),
            stock_count=self.stock_count,
            leader=self.leader,
            trick=tuple((seat_at(self.leader, position), card) for position, card in enumerate(self.trick)),
            trick_size=self.trick_size,
            trick_number=len(self.tricks),
            tricks=tuple(self.tricks),
            played=tuple(self.played),
            taken=(tuple(self.taken[0]), tuple(self.taken[1])),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            points=(self.points[0], self.points[1]),
            opponent_hand=tuple(self.hands[1 - seat]) if known else None,
            duty=_duty_json(rule, self.trick, allowed) if mine else None,
            last_trick=self.last_trick,
            results=tuple(self.results),
            totals=(self.totals[0], self.totals[1]),
        )
        return view

    @classmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> TarokState:
        """See :meth:`State.world`: ``stock`` is the cards left in the stock, in draw order (T6);
        ``rng`` deals the later deals of a match (T21)."""
        assert isinstance(observation, TarokObservation)
        if observation.phase != "play":
            raise ValueError("a world can only be built for a position in play")
        me = observation.seat
        opponent_hand = hands[1 - me]
        state = object.__new__(cls)
        state.game = TAROK
        state.options = {"deals": observation.deals, "deal": None}
        state.seed = 0
        state.history = []
        state.rng = rng
        state.deal_number = observation.deal_number
        state.totals = list(observation.totals)
        state.results = list(observation.results)
        state.last_trick = observation.last_trick
        state.phase = "play"
        state.redeals = observation.redeals
        state.hands = [[], []]
        state.hands[me] = list(observation.hand)
        state.drawn = tuple(observation.drawn if seat == me else () for seat in range(2))  # the opponent's draw is hidden
        state.hands[1 - me] = sort_hand(opponent_hand)
        state.stock = list(stock)
        state.stock_pos = 0
        state.leader = observation.leader
        state._current = observation.current_player
        state.trick = [card for _, card in observation.trick]
        state.trick_size = observation.trick_size
        state.tricks = list(observation.tricks)
        state.played = list(observation.played)
        state.taken = [list(observation.taken[0]), list(observation.taken[1])]
        state.tricks_won = list(observation.tricks_won)
        state.points = list(observation.points)
        return state

    def clone(self) -> TarokState:
        other = object.__new__(TarokState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.totals = list(self.totals)
        other.results = list(self.results)
        other.hands = [list(self.hands[0]), list(self.hands[1])]
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.played = list(self.played)
        other.taken = [list(self.taken[0]), list(self.taken[1])]
        other.tricks_won = list(self.tricks_won)
        other.points = list(self.points)
        return other


class TarokGame(Game):
    """Metadata and factory for Tarok dla dwóch."""

    id = "tarok"
    names: ClassVar[Mapping[str, str]] = {"pl": "Tarok dla dwóch", "en": "Two-player Tarok", "zh": "双人塔罗克"}
    option_specs = (
        Option("deals", "int", 1, 1, 20),  # T21
        Option("deal", "deal", None),
    )

    def num_players(self, options: Mapping[str, Any]) -> int:
        return 2

    def _check_deal(self, deal: Any, options: Mapping[str, Any]) -> dict[str, Any]:
        """An explicit first deal: ``{"hands": [[9 cards], [9 cards]], "stock": [60 cards in draw order]}``."""
        check_keys(deal, ("hands", "stock"), ("hands", "stock"), '{"hands": [[9 cards], [9 cards]], "stock": [60 cards in draw order]}')
        hands = read_hands(deal["hands"], 2, DECK_SET, HAND_SIZE)
        stock = read_cards(deal["stock"], "the stock", DECK_SET, STOCK_SIZE)
        check_whole_deck([card for hand in hands for card in hand] + stock, DECK, "the hands and the stock")
        return {"hands": hands, "stock": stock}

    def _new_state(self, options: Mapping[str, Any], seed: int) -> TarokState:
        return TarokState(self, options, seed)


TAROK = TarokGame()
