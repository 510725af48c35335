"""Koalicje (Coalitions) for four players: rules K1–K25 of rules/koalicje.md.

A game is a series of rounds until one player alone reaches the election
threshold (K5). Each round: an election round's optional discards (K20), the
deal completed, the jokers laid out and replaced from the pool (K8, K9), the
coalitions read from the jokers (K10–K18), the trump choices in seat order
from the dealer's left (K11), eight tricks (K21–K24) and the votes (K25).

Decisions where the rules are silent (see also rules/koalicje.md):

* Jokers keep the ids ``RJ``/``BJ`` with ``deuces_as_jokers``; only the look
  changes (the observation carries the flag and the page draws 2♥/2♦ for red,
  2♠/2♣ for black). An explicit deal may then also spell them ``2H 2D 2S 2C``.
* The pool is drawn from its front (``deal["pool"][0]`` first).
* The discards of an election round are made in seat order from the dealer's
  left. The deal is completed in seat order from the dealer's left, each seat
  taking what it lacks from the front of the undealt cards; the discards are
  shuffled with the undealt cards only when there are any.
* K15 says "on request": the app simply shows the partner's hand to that seat
  (``visible_hands`` in its observation), and to nobody else; likewise every
  other hand to the holder of four jokers (K18).
* Trump choices are actions of the seats that make them; the jokers, the
  coalitions, the rates and the trumps are public to every seat.
* A new round starts as soon as the last trick of the previous one is taken;
  ``round_results`` in the observation keeps the finished rounds for the page
  (with each round's last trick, ``final_trick``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from karciarnia.actions import PlayCard as Play
from karciarnia.errors import excerpt
from karciarnia.games.deal_check import check_keys, check_whole_deck, read_cards, read_hands
from karciarnia.games.koalicje.coalitions import SEATS, Standing, standings, votes
from karciarnia.games.koalicje.rules import (
    DECK,
    DEUCE_ALIASES,
    JOKER_IDS,
    SUIT_CARDS,
    discard_allowance,
    playable,
    sort_key,
    sorted_cards,
    suit,
    trick_trump,
    trick_winner,
)
from karciarnia.protocol import JSON, Action, Game, Observation, Option, State
from karciarnia.rng import Rng

HAND_SIZE = 8
POOL_SIZE = 4
TRICKS = 8
FIRST_THRESHOLD = 100  # K5
STEP = 100  # K5
MAX_THRESHOLD = 1_000  # an explicit deal's threshold: ten elections (natural play reached 400 at most in 300 games)

DISCARD, TRUMP, PLAY, OVER = "discard", "trump", "play", "over"


# -- actions ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """K20: an election-round player throws back up to h cards (possibly none)."""

    cards: tuple[str, ...]

    @property
    def id(self) -> str:
        return "discard:" + (",".join(self.cards) if self.cards else "none")

    def to_json(self) -> JSON:
        return {"id": self.id, "type": "discard", "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """K11: a holder of a same-colour joker pair (or of four jokers) names a trump suit."""

    suit: str

    @property
    def id(self) -> str:
        return "trump:" + self.suit

    def to_json(self) -> JSON:
        return {"id": self.id, "type": "trump", "suit": self.suit}


PLAYS: dict[str, Play] = {card: Play(card) for card in SUIT_CARDS}
TRUMPS: dict[str, NameTrump] = {suit: NameTrump(suit) for suit in "SHDC"}


# -- public records ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the cards in order, the trick's trump (K23) and the winner."""

    leader: int
    plays: tuple[tuple[int, str], ...]
    trump: str | None
    winner: int

    def to_json(self) -> JSON:
        return {
            "leader": self.leader,
            "plays": [{"seat": seat, "card": card} for seat, card in self.plays],
            "trump": self.trump,
            "winner": self.winner,
        }


@dataclass(frozen=True, slots=True)
class JokerEvent:
    """K8/K9: jokers laid out by a seat, batch by batch (each batch replaced from the pool),
    or (``from_pool``) the jokers left in the pool going to the dealer."""

    seat: int
    batches: tuple[tuple[str, ...], ...]
    from_pool: bool = False

    @property
    def drawn(self) -> int:
        return 0 if self.from_pool else sum(len(batch) for batch in self.batches)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "batches": [list(batch) for batch in self.batches],
            "drawn": self.drawn,
            "from_pool": self.from_pool,
        }


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A finished round, as the score sheet shows it (K25, K5)."""

    round: int
    dealer: int
    election_seats: tuple[int, ...]
    jokers: tuple[tuple[str, ...], ...]
    standings: tuple[Standing, ...]
    trumps: tuple[tuple[int, str], ...]
    tricks: tuple[int, ...]
    gained: tuple[int, ...]
    scores: tuple[int, ...]
    threshold: int
    reached: tuple[int, ...]
    outcome: str  # "next" | "election" | "winner"
    next_threshold: int
    final_trick: Trick

    def to_json(self) -> JSON:
        return {
            "round": self.round,
            "dealer": self.dealer,
            "election_seats": list(self.election_seats),
            "jokers": [list(jokers) for jokers in self.jokers],
            "standings": [standing.to_json() for standing in self.standings],
            "trumps": [{"seat": seat, "suit": suit} for seat, suit in self.trumps],
            "tricks": list(self.tricks),
            "gained": list(self.gained),
            "scores": list(self.scores),
            "threshold": self.threshold,
            "reached": list(self.reached),
            "outcome": self.outcome,
            "next_threshold": self.next_threshold,
            "final_trick": self.final_trick.to_json(),
        }


# -- observation -----------------------------------------------------------------------
# Not frozen: a rollout builds one at every turn, and a frozen dataclass sets each field through
# object.__setattr__, the most of its cost. Read-only all the same: each is built for one decision.
@dataclass(slots=True)
class KoalicjeObservation(Observation):
    """Everything one seat may know (K15, K18, K19): never a hand it may not see."""

    seat: int
    current_player: int | None
    legal_actions: tuple[Action, ...]
    phase: str
    round: int
    dealer: int
    deuces_as_jokers: bool
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]
    election: bool
    election_seats: tuple[int, ...]
    discard_allowance: tuple[tuple[int, int], ...]  # (seat, h) for the seats in the election
    discarded: tuple[tuple[int, int], ...]  # (seat, how many) for the discards made so far
    my_discards: tuple[str, ...]
    jokers: tuple[tuple[str, ...], ...]
    joker_events: tuple[JokerEvent, ...]
    standings: tuple[Standing, ...]  # empty until the jokers are out
    trump_choosers: tuple[int, ...]  # seats still to name a trump, in order
    trumps: tuple[tuple[int, str], ...]
    leader: int | None
    trick: tuple[tuple[int, str], ...]
    trick_trump: str | None
    round_tricks: tuple[Trick, ...]
    tricks_taken: tuple[int, ...]
    played: tuple[str, ...]
    scores: tuple[int, ...]
    threshold: int
    visible_hands: tuple[tuple[int, tuple[str, ...]], ...]  # K15/K18 only
    round_results: tuple[RoundResult, ...]
    winner: int | None

    @property
    def trump_suits(self) -> tuple[str, ...]:
        return tuple(suit for _, suit in self.trumps)

    @property
    def standing(self) -> Standing | None:
        return self.standings[self.seat] if self.standings else None

    def to_json(self) -> JSON:
        return {
            "game": "koalicje",
            "seat": self.seat,
            "num_players": SEATS,
            "current_player": self.current_player,
            "legal_actions": [action.to_json() for action in self.legal_actions],
            "phase": self.phase,
            "round": self.round,
            "dealer": self.dealer,
            "deuces_as_jokers": self.deuces_as_jokers,
            "hand": list(self.hand),
            "hand_counts": list(self.hand_counts),
            "election": self.election,
            "election_seats": list(self.election_seats),
            "discard_allowance": {str(seat): h for seat, h in self.discard_allowance},
            "discarded": {str(seat): n for seat, n in self.discarded},
            "my_discards": list(self.my_discards),
            "jokers": [list(jokers) for jokers in self.jokers],
            "joker_events": [event.to_json() for event in self.joker_events],
            "standings": [standing.to_json() for standing in self.standings],
            "trump_choosers": list(self.trump_choosers),
            "trumps": [{"seat": seat, "suit": suit} for seat, suit in self.trumps],
            "leader": self.leader,
            "trick": [{"seat": seat, "card": card} for seat, card in self.trick],
            "trick_trump": self.trick_trump,
            "round_tricks": [trick.to_json() for trick in self.round_tricks],
            "tricks_taken": list(self.tricks_taken),
            "played": list(self.played),
            "scores": list(self.scores),
            "threshold": self.threshold,
            "visible_hands": {str(seat): list(hand) for seat, hand in self.visible_hands},
            "round_results": [result.to_json() for result in self.round_results],
            "winner": self.winner,
        }


# -- state ---------------------------------------------------------------------------------
class KoalicjeState(State):
    """A Koalicje game in progress: rounds until one player alone passes the threshold."""

    def __init__(self, game: KoalicjeGame, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.history = []
        self.rng = Rng(seed)
        deal = options["deal"]
        self.scores: list[int] = list(deal["scores"]) if deal else [0] * SEATS
        self.threshold: int = deal["threshold"] if deal else FIRST_THRESHOLD
        self.election_seats: tuple[int, ...] = tuple(deal["election"]) if deal else ()
        self.dealer: int = deal["dealer"] if deal else 0  # K6
        self.round = 1
        self.winner: int | None = None
        self.round_results: list[RoundResult] = []
        self._start_round(deal)

    # -- a round: deal, discards, jokers, coalitions, trumps ------------------------------
    def _order(self) -> list[int]:
        """Seats from the dealer's left, ending with the dealer."""
        return [(self.dealer + step) % SEATS for step in range(1, SEATS + 1)]

    def _start_round(self, deal: Mapping[str, Any] | None) -> None:
        self.hands: list[list[str]] = [[] for _ in range(SEATS)]
        self.jokers: list[list[str]] = [[] for _ in range(SEATS)]
        self.joker_events: list[JokerEvent] = []
        self.standings: tuple[Standing, ...] = ()
        self.trump_choosers: list[int] = []
        self.trumps: list[tuple[int, str]] = []
        self.leader: int | None = None
        self.trick: list[tuple[int, str]] = []
        self.round_tricks: list[Trick] = []
        self.tricks_taken = [0] * SEATS
        self.played: list[str] = []
        self.discards: dict[int, tuple[str, ...]] = {}
        self.pool: list[str] = []
        self.undealt: list[str] = []
        order = self._order()
        if self.election_seats:  # K20: first only the players in Q get cards
            in_q = [seat for seat in order if seat in self.election_seats]
            if deal:
                for seat in in_q:
                    self.hands[seat] = sorted_cards(deal["hands"][seat])
                self.undealt = [card for seat in order if seat not in in_q for card in deal["hands"][seat]]
                self.undealt += deal["pool"]
            else:
                deck = list(DECK)
                self.rng.shuffle(deck)
                for index, seat in enumerate(in_q):
                    self.hands[seat] = sorted_cards(deck[index * HAND_SIZE : (index + 1) * HAND_SIZE])
                self.undealt = deck[len(in_q) * HAND_SIZE :]
            self.discard_pending = in_q
            self.allowance = {seat: discard_allowance(self.scores[seat]) for seat in in_q}
            self.phase = DISCARD
            self._current: int | None = in_q[0]
            return
        self.discard_pending = []
        self.allowance = {}
        if deal:
            self.hands = [list(hand) for hand in deal["hands"]]
            self.pool = list(deal["pool"])
        else:  # K7: 8 cards each, the last 4 face down as the pool
            deck = list(DECK)
            self.rng.shuffle(deck)
            for index, seat in enumerate(order):
                self.hands[seat] = deck[index * HAND_SIZE : (index + 1) * HAND_SIZE]
            self.pool = deck[SEATS * HAND_SIZE :]
        self._after_deal()

    def _complete_deal(self) -> None:
        """K20: the discards are shuffled into the undealt cards and every hand is filled to 8."""
        undealt = self.undealt
        if any(self.discards.values()):
            for cards in self.discards.values():
                undealt.extend(cards)
            self.rng.shuffle(undealt)
        for seat in self._order():
            need = HAND_SIZE - len(self.hands[seat])
            self.hands[seat].extend(undealt[:need])
            del undealt[:need]
        self.pool = undealt
        self.undealt = []
        self._after_deal()

    def _after_deal(self) -> None:
        self._exchange_jokers()
        self.standings = standings(self.jokers)  # K10–K18
        # K11: trump choices in seat order from the dealer's left.
        self.trump_choosers = [seat for seat in self._order() if self.standings[seat].trump_suits]
        if self.trump_choosers:
            self.phase = TRUMP
            self._current = self.trump_choosers[0]
        else:
            self._start_play()

    def _exchange_jokers(self) -> None:
        """K8, K9: jokers laid out and replaced from the pool, chains included; the rest to the dealer."""
        pool = self.pool
        for seat in self._order():
            hand = self.hands[seat]
            batches: list[tuple[str, ...]] = []
            while True:
                laid = tuple(card for card in hand if card in JOKER_IDS)
                if not laid:
                    break
                for card in laid:
                    hand.remove(card)
                self.jokers[seat].extend(laid)
                batches.append(laid)
                hand.extend(pool[: len(laid)])
                del pool[: len(laid)]
            if batches:
                self.joker_events.append(JokerEvent(seat, tuple(batches)))
        if pool:  # K9: what is left is jokers only
            assert all(card in JOKER_IDS for card in pool), pool
            self.jokers[self.dealer].extend(pool)
            self.joker_events.append(JokerEvent(self.dealer, (tuple(pool),), from_pool=True))
            self.pool = []
        for seat in range(SEATS):
            self.hands[seat].sort(key=sort_key)
            self.jokers[seat].sort(key=sort_key)

    def _start_play(self) -> None:
        self.phase = PLAY
        self.leader = self.dealer  # K21
        self._current = self.dealer

    # -- protocol -----------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def returns(self) -> list[int]:
        return list(self.scores)

    @property
    def trump_suits(self) -> tuple[str, ...]:
        return tuple(suit for _, suit in self.trumps)

    def legal_actions(self) -> list[Action]:
        seat = self._current
        if seat is None:
            return []
        if self.phase == PLAY:
            return [PLAYS[card] for card in playable(self.hands[seat], self.trick)]
        if self.phase == TRUMP:
            return [TRUMPS[suit] for suit in self.standings[seat].trump_suits]
        return _discards(self.hands[seat], self.allowance[seat])

    def advance(self, action: Action) -> None:
        seat = self._current
        assert seat is not None
        if isinstance(action, Play):
            self._apply_play(seat, action.card)
        elif isinstance(action, NameTrump):
            self.trumps.append((seat, action.suit))
            self.trump_choosers.pop(0)
            if self.trump_choosers:
                self._current = self.trump_choosers[0]
            else:
                self._start_play()
        else:
            assert isinstance(action, Discard)
            hand = self.hands[seat]
            for card in action.cards:
                hand.remove(card)
            self.discards[seat] = action.cards
            self.discard_pending.pop(0)
            if self.discard_pending:
                self._current = self.discard_pending[0]
            else:
                self._complete_deal()

    def _apply_play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.played.append(card)
        if len(self.trick) < SEATS:
            self._current = (seat + 1) % SEATS  # K1
            return
        trumps = self.trump_suits
        winner = trick_winner(self.trick, trumps)  # K24
        assert self.leader is not None
        self.round_tricks.append(Trick(self.leader, tuple(self.trick), trick_trump(self.trick, trumps), winner))
        self.tricks_taken[winner] += 1
        self.trick = []
        if len(self.round_tricks) == TRICKS:
            self._end_round()
        else:
            self.leader = winner  # K21
            self._current = winner

    def _end_round(self) -> None:
        gained = votes(self.standings, self.tricks_taken)  # K25
        for seat in range(SEATS):
            self.scores[seat] += gained[seat]
        threshold = self.threshold
        reached = tuple(seat for seat in range(SEATS) if self.scores[seat] >= threshold)  # K5
        if len(reached) == 1:
            outcome = "winner"
        elif reached:
            outcome = "election"
            self.threshold += STEP
        else:
            outcome = "next"
        self.round_results.append(
            RoundResult(
                round=self.round,
                dealer=self.dealer,
                election_seats=self.election_seats,
                jokers=tuple(map(tuple, self.jokers)),
                standings=self.standings,
                trumps=tuple(self.trumps),
                tricks=tuple(self.tricks_taken),
                gained=tuple(gained),
                scores=tuple(self.scores),
                threshold=threshold,
                reached=reached,
                outcome=outcome,
                next_threshold=self.threshold,
                final_trick=self.round_tricks[-1],
            )
        )
        if outcome == "winner":
            self.winner = reached[0]
            self.phase = OVER
            self._current = None
            return
        self.election_seats = reached if outcome == "election" else ()
        self.round += 1
        self.dealer = (self.dealer + 1) % SEATS  # K6
        self._start_round(None)

    def explain(self, seat: int, cards: list[str]) -> tuple[str, dict[str, Any]]:
        """Which rule refuses ``cards`` as ``seat``'s play or discard (K11, K20, K22).

        The follow-suit reason names the led suit in its key (``follow_suit.H``)
        so that each language can say it in its own grammar.
        """
        if seat != self._current:
            return "not_your_turn", {}
        if self.phase == TRUMP:
            return "choose_trump", {}
        hand = list(self.hands[seat])
        for card in cards:
            if card not in hand:
                return "not_in_hand", {}
            hand.remove(card)
        if self.phase == DISCARD:
            if len(cards) > self.allowance[seat]:
                return "discard_count", {"count": self.allowance[seat]}
            return "not_legal", {}
        if not cards:
            return "select_cards", {}
        if len(cards) > 1:
            return "one_card", {}
        if cards[0] not in playable(self.hands[seat], self.trick):  # K22
            return f"follow_suit.{suit(self.trick[0][1])}", {}
        return "not_legal", {}

    # -- what a seat may know ----------------------------------------------------------------
    def visible_to(self, seat: int) -> tuple[int, ...]:
        """The other seats whose hands ``seat`` may see now (K15, K18)."""
        return self.standings[seat].sees if self.standings else ()

    def action_view(self, action: Action, seat: int) -> JSON:
        """K20: cards thrown back in an election round are seen by their owner only."""
        if isinstance(action, Discard) and seat != self.current_player:
            return {"type": "discard", "hidden": True, "count": len(action.cards)}
        return action.to_json()

    @property
    def deal_number(self) -> int:  # type: ignore[override]  # read-only here: generic code only reads the protocol's deal_number
        """The protocol's name for the round being played (K6)."""
        return self.round

    def observation(self, seat: int) -> KoalicjeObservation:
        mine = seat == self._current
        view = object.__new__(KoalicjeObservation)
        KoalicjeObservation.__init__(  # called on its own: a class called with keywords first gathers them in a dict
            view,
            seat=seat,
            current_player=self._current,
            legal_actions=tuple(self.legal_actions()) if mine else (),
            phase=self.phase,
            round=self.round,
            dealer=self.dealer,
            deuces_as_jokers=self.options["deuces_as_jokers"],
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)),
            election=bool(self.election_seats),
            election_seats=self.election_seats,
            discard_allowance=tuple(sorted(self.allowance.items())) if self.election_seats else (),
            discarded=tuple(sorted((s, len(cards)) for s, cards in self.discards.items())) if self.discards else (),
            my_discards=self.discards.get(seat, ()),
            jokers=tuple(map(tuple, self.jokers)),
            joker_events=tuple(self.joker_events),
            standings=self.standings,
            trump_choosers=tuple(self.trump_choosers),
            trumps=tuple(self.trumps),
            leader=self.leader,
            trick=tuple(self.trick),
            trick_trump=trick_trump(self.trick, self.trump_suits) if self.trick else None,
            round_tricks=tuple(self.round_tricks),
            tricks_taken=tuple(self.tricks_taken),
            played=tuple(self.played),
            scores=tuple(self.scores),
            threshold=self.threshold,
            visible_hands=tuple((other, tuple(self.hands[other])) for other in self.visible_to(seat)),
            round_results=tuple(self.round_results),
            winner=self.winner,
        )
        return view

    @classmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> KoalicjeState:
        """See :meth:`State.world`. Only positions after the deal is complete (trump choices and play) are
        supported: not an election round's discards. The cards other seats threw back in an election round
        (K20) are unknown to this seat and are kept as ``"?"`` placeholders (only their number shows).
        """
        assert isinstance(observation, KoalicjeObservation)
        if stock:
            raise ValueError("Koalicje deals every card: a world has no stock")
        if observation.phase not in (TRUMP, PLAY):
            raise ValueError("a world can only be built once the deal is complete (trumps or play)")
        me = observation.seat
        state = object.__new__(cls)
        state.game = KOALICJE
        state.options = {"deuces_as_jokers": observation.deuces_as_jokers, "deal": None}
        state.seed = 0
        state.history = []
        state.rng = rng
        state.scores = list(observation.scores)
        state.threshold = observation.threshold
        state.election_seats = observation.election_seats
        state.dealer = observation.dealer
        state.round = observation.round
        state.winner = observation.winner
        state.round_results = list(observation.round_results)
        state.hands = [sorted_cards(hand) for hand in hands]
        state.jokers = [list(jokers) for jokers in observation.jokers]
        state.joker_events = list(observation.joker_events)
        state.standings = observation.standings
        state.trump_choosers = list(observation.trump_choosers)
        state.trumps = list(observation.trumps)
        state.leader = observation.leader
        state.trick = list(observation.trick)
        state.round_tricks = list(observation.round_tricks)
        state.tricks_taken = list(observation.tricks_taken)
        state.played = list(observation.played)
        state.discards = {seat: observation.my_discards if seat == me else ("?",) * count for seat, count in observation.discarded}
        state.pool = []
        state.undealt = []
        state.discard_pending = []
        state.allowance = dict(observation.discard_allowance)
        state.phase = observation.phase
        state._current = observation.current_player
        return state

    def clone(self) -> KoalicjeState:
        other = object.__new__(KoalicjeState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.scores = list(self.scores)
        other.round_results = list(self.round_results)
        other.hands = [list(hand) for hand in self.hands]
        other.jokers = [list(jokers) for jokers in self.jokers]
        other.joker_events = list(self.joker_events)
        other.trump_choosers = list(self.trump_choosers)
        other.trumps = list(self.trumps)
        other.trick = list(self.trick)
        other.round_tricks = list(self.round_tricks)
        other.tricks_taken = list(self.tricks_taken)
        other.played = list(self.played)
        other.discards = dict(self.discards)
        other.pool = list(self.pool)
        other.undealt = list(self.undealt)
        other.discard_pending = list(self.discard_pending)
        other.allowance = dict(self.allowance)
        return other

    def snapshot(self) -> JSON:
        """Everything the state holds, hidden cards included (for replay and clone tests)."""
        return {
            "observations": [self.observation(seat).to_json() for seat in range(SEATS)],
            "hands": [list(hand) for hand in self.hands],
            "pool": list(self.pool),
            "undealt": list(self.undealt),
            "discards": {str(seat): list(cards) for seat, cards in sorted(self.discards.items())},
            "rng": self.rng.clone().next_u64(),
            "history": list(self.history),
        }


def _discards(hand: Sequence[str], allowance: int) -> list[Action]:
    """K20: every choice of at most ``allowance`` cards (a hand is a multiset: no repeats)."""
    ordered = sorted_cards(hand)
    seen: dict[tuple[str, ...], Discard] = {}
    for count in range(min(allowance, len(ordered)) + 1):
        for cards in combinations(ordered, count):
            if cards not in seen:
                seen[cards] = Discard(cards)
    return list(seen.values())


# -- the game ------------------------------------------------------------------------------------
class KoalicjeGame(Game):
    """Metadata and factory for Koalicje."""

    id = "koalicje"
    names: ClassVar[Mapping[str, str]] = {"pl": "Koalicje", "en": "Coalitions", "zh": "联盟"}
    option_specs = (
        Option("deuces_as_jokers", "bool", False),  # K2
        Option("deal", "deal", None),
    )

    def num_players(self, options: Mapping[str, Any]) -> int:
        return SEATS  # K1

    def _check_deal(self, deal: Any, options: Mapping[str, Any]) -> JSON:
        """An explicit first round.

        ``{"hands": [[8 cards] × 4], "pool": [4 cards], "dealer": 0–3,
        "scores": [4 totals], "threshold": 100·k, "election": [seats]}``; only
        ``hands`` and ``pool`` are required (dealer 0, scores 0, threshold 100,
        no election by default). In an election round the hands of the seats not
        in it and then the pool are the undealt cards, in seat order from the
        dealer's left: without discards every seat ends with the hand given.
        """
        check_keys(deal, ("hands", "pool", "dealer", "scores", "threshold", "election"), (), '{"hands": [[8 cards] × 4], "pool": [4 cards], …}')
        aliases = DEUCE_ALIASES if options.get("deuces_as_jokers") else {}
        hands = read_hands(deal.get("hands"), SEATS, DECK, HAND_SIZE, aliases)
        pool = read_cards(deal.get("pool"), "'pool'", DECK, POOL_SIZE, aliases)
        check_whole_deck([card for hand in hands for card in hand] + pool, DECK, "the hands and the pool")
        dealer = deal.get("dealer", 0)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or dealer not in range(SEATS):  # 1.0 is in range(4)
            raise ValueError(f"'dealer' must be a seat from 0 to 3, got {excerpt(dealer)}")
        scores = deal.get("scores", [0] * SEATS)
        if not isinstance(scores, list) or len(scores) != SEATS or any(isinstance(s, bool) or not isinstance(s, int) or s < 0 for s in scores):
            raise ValueError("'scores' must list 4 whole numbers ≥ 0")
        threshold = deal.get("threshold", FIRST_THRESHOLD)
        if isinstance(threshold, bool) or not isinstance(threshold, int) or threshold not in range(STEP, MAX_THRESHOLD + 1, STEP):
            raise ValueError(f"'threshold' must be a multiple of {STEP} from {STEP} to {MAX_THRESHOLD}, got {excerpt(threshold)}")
        if any(score >= threshold for score in scores):
            raise ValueError(f"a total of {max(scores)} has already reached the threshold {threshold}")
        election = deal.get("election", [])
        if (
            not isinstance(election, list)
            or any(isinstance(s, bool) or not isinstance(s, int) or s not in range(SEATS) for s in election)
            or len(set(election)) != len(election)
        ):
            raise ValueError("'election' must list seats, each once, from 0 to 3")
        election = sorted(election)
        if election:
            # K5: the players in Q reached the previous threshold, the others did not.
            expected = [seat for seat in range(SEATS) if scores[seat] >= threshold - STEP]
            if threshold == FIRST_THRESHOLD or len(election) < 2 or election != expected:
                raise ValueError(f"'election' must be the seats (at least two) whose totals reached {threshold - STEP}, got {election}")
        return {
            "hands": hands,
            "pool": pool,
            "dealer": dealer,
            "scores": list(scores),
            "threshold": threshold,
            "election": election,
        }

    def _new_state(self, options: Mapping[str, Any], seed: int) -> KoalicjeState:
        return KoalicjeState(self, options, seed)


KOALICJE = KoalicjeGame()

__all__ = [
    "KOALICJE",
    "Discard",
    "JokerEvent",
    "KoalicjeGame",
    "KoalicjeObservation",
    "KoalicjeState",
    "NameTrump",
    "Play",
    "RoundResult",
    "Trick",
]
