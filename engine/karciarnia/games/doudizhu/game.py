"""Dou Dizhu (Walka z właścicielem): deal, bidding, tricks and scoring, rules D1–D24.

A hand is kept as a tuple of 15 tuples (the cards of each rank, in suit order)
plus its count vector; both are replaced, never mutated, so :meth:`clone` is a
handful of list copies and legal plays may keep a reference to the hand they
were generated for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from karciarnia.actions import PASS
from karciarnia.actions import Pass as Pass  # re-exported: the game names its actions
from karciarnia.errors import IllegalActionError, excerpt
from karciarnia.games.deal_check import check_keys, check_whole_deck, read_cards, read_hands
from karciarnia.games.doudizhu.combos import (
    BOMB,
    CARD_ORDER,
    CARD_RANK,
    DECK,
    RANKS,
    ROCKET,
    Hand,
    Play,
    classify,
    hand_of,
    plays,
)
from karciarnia.protocol import JSON, Action, Game, Observation, Option, State
from karciarnia.rng import Rng

SEATS = 3
HAND_SIZE = 17
BOTTOM_SIZE = 3
MAX_BID = 3
BIDDING, PLAY, OVER = "bidding", "play", "over"
LANDLORD, FARMERS = "landlord", "farmers"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A bid of 1–3, or a pass in the bidding (``value`` 0), D3."""

    value: int

    @property
    def id(self) -> str:
        return f"bid:{self.value}" if self.value else "bid:pass"

    def to_json(self) -> JSON:
        return {"id": self.id, "type": "bid", "value": self.value}


BIDS: tuple[Bid, ...] = tuple(Bid(value) for value in range(MAX_BID + 1))  # BIDS[0] is the pass


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn in the play: a seat's play and the cards it took, or a pass (``play`` None).

    Turns are public history: ``play`` is never bound to the seat's hand, so an observation's turns reach no hidden card.
    """

    seat: int
    play: Play | None
    cards: tuple[str, ...]

    def to_json(self) -> JSON:
        if self.play is None:
            return {"seat": self.seat, "pass": True, "id": "pass", "cards": []}
        play = self.play
        return {
            "seat": self.seat,
            "pass": False,
            "id": play.id,
            "combo": play.kind,
            "ranks": [RANKS[rank] for rank in play.core + play.wings],
            "main": RANKS[play.main],
            "cards": list(self.cards),
        }


@dataclass(frozen=True, slots=True)
class DealResult:
    """The end of one deal as data (D21–D23)."""

    deal_number: int
    landlord: int
    bid: int
    winner: str  # "landlord" or "farmers"
    out_seat: int  # the seat that played its last card
    bombs: int  # bombs played (each doubles, D22)
    rockets: int  # rockets played (each doubles too, D22)
    spring: bool
    anti_spring: bool
    multiplier: int
    scores: tuple[int, ...]

    def to_json(self) -> JSON:
        return {
            "deal_number": self.deal_number,
            "landlord": self.landlord,
            "bid": self.bid,
            "winner": self.winner,
            "out_seat": self.out_seat,
            "bombs": self.bombs,
            "rockets": self.rockets,
            "spring": self.spring,
            "anti_spring": self.anti_spring,
            "multiplier": self.multiplier,
            "scores": list(self.scores),
        }


@dataclass(frozen=True, slots=True)
class DoudizhuObservation(Observation):
    """Everything one seat may know: its own hand and the public table, never another hand."""

    seat: int
    current_player: int | None
    legal_actions: tuple[Action, ...]
    phase: str
    deal_number: int
    deals: int
    redeals: int
    first_bidder: int
    hand: tuple[str, ...]
    card_counts: tuple[int, ...]
    bids: tuple[tuple[int, int], ...]  # (seat, value), 0 = pass
    bid: int
    landlord: int | None
    bottom: tuple[str, ...] | None  # shown once the landlord takes it (D6)
    to_beat: Turn | None
    trick: tuple[Turn, ...]
    last_plays: tuple[Turn | None, ...]
    last_trick: tuple[Turn, ...]
    turns: tuple[Turn, ...]  # every turn of the play in this deal
    played: tuple[str, ...]
    plays_made: tuple[int, ...]
    bombs: int
    rockets: int
    multiplier: int
    results: tuple[DealResult, ...]
    totals: tuple[int, ...]

    @property
    def is_leading(self) -> bool:
        return self.phase == PLAY and self.to_beat is None

    def to_json(self) -> JSON:
        return {
            "game": "doudizhu",
            "seat": self.seat,
            "num_players": SEATS,
            "current_player": self.current_player,
            "legal_actions": [action.to_json() for action in self.legal_actions],
            "phase": self.phase,
            "deal_number": self.deal_number,
            "deals": self.deals,
            "redeals": self.redeals,
            "first_bidder": self.first_bidder,
            "hand": list(self.hand),
            "card_counts": list(self.card_counts),
            "bids": [{"seat": seat, "value": value} for seat, value in self.bids],
            "bid": self.bid,
            "landlord": self.landlord,
            "bottom": list(self.bottom) if self.bottom is not None else None,
            "to_beat": self.to_beat.to_json() if self.to_beat else None,
            "trick": [turn.to_json() for turn in self.trick],
            "last_plays": [turn.to_json() if turn else None for turn in self.last_plays],
            "last_trick": [turn.to_json() for turn in self.last_trick],
            "turns": [turn.to_json() for turn in self.turns],
            "played": list(self.played),
            "plays_made": list(self.plays_made),
            "bombs": self.bombs,
            "rockets": self.rockets,
            "multiplier": self.multiplier,
            "results": [result.to_json() for result in self.results],
            "totals": list(self.totals),
        }


def _counts(hand: Hand) -> tuple[int, ...]:
    return tuple(len(cards) for cards in hand)


def _flat(hand: Hand) -> tuple[str, ...]:
    return tuple(card for cards in hand for card in cards)


class DoudizhuState(State):
    """A Dou Dizhu series in progress (one deal unless ``deals`` > 1, D24)."""

    def __init__(self, game: DoudizhuGame, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.history = []
        self.rng = Rng(seed)
        self.deal_number = 0
        self.totals = [0] * SEATS
        self.results: list[DealResult] = []
        deal = options.get("deal")
        if deal is not None:
            first = deal["first_bidder"]
            self.first_bidder = first if first is not None else self.rng.below(SEATS)  # D3
            self._start_deal(deal["hands"], deal["bottom"])
        else:
            self.first_bidder = -1
            self._start_deal(None, None)

    # -- a deal -----------------------------------------------------------------
    def _start_deal(self, hands: list[list[str]] | None, bottom: list[str] | None) -> None:
        self.redeals = 0
        self._deal(hands, bottom)

    def _deal(self, hands: list[list[str]] | None, bottom: list[str] | None) -> None:
        if hands is None or bottom is None:
            deck = list(DECK)
            self.rng.shuffle(deck)  # D1
            hands = [deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(SEATS)]
            bottom = deck[SEATS * HAND_SIZE :]
            if self.first_bidder < 0:
                self.first_bidder = self.rng.below(SEATS)  # D3: a random seat bids first
        self.hands: list[Hand] = [hand_of(cards) for cards in hands]
        self.counts: list[tuple[int, ...]] = [_counts(hand) for hand in self.hands]
        self.bottom: tuple[str, ...] = tuple(sorted(bottom, key=CARD_ORDER.__getitem__))
        self.phase = BIDDING
        self._current: int | None = self.first_bidder
        self.bids: list[tuple[int, int]] = []
        self.bid = 0
        self.bidder: int | None = None
        self.passes = 0  # consecutive passes (bidding or tricks)
        self.landlord: int | None = None
        self.to_beat: Turn | None = None
        self.trick: list[Turn] = []
        self.last_plays: list[Turn | None] = [None] * SEATS
        self.last_trick: list[Turn] = []
        self.turns: list[Turn] = []
        self.played: list[str] = []
        self.plays_made = [0] * SEATS
        self.bombs = 0
        self.rockets = 0
        self._legal: tuple[Action, ...] | None = None

    # -- protocol ---------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def returns(self) -> list[int]:
        return list(self.totals)

    def legal_actions(self) -> list[Action]:
        return list(self._legal_tuple())

    def _legal_tuple(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = tuple(self._compute_legal())  # cached until the next action
        return legal

    def _compute_legal(self) -> list[Action]:
        if self.phase == PLAY:
            seat = self._current
            assert seat is not None
            to_beat = self.to_beat
            if to_beat is None:  # D17: the leader must play
                return plays(self.counts[seat], self.hands[seat])  # type: ignore[return-value]
            out: list[Action] = plays(self.counts[seat], self.hands[seat], to_beat.play)  # type: ignore[assignment]
            out.append(PASS)  # D18
            return out
        if self.phase == BIDDING:  # D3: pass or a bid above the current one
            return [*BIDS[self.bid + 1 :], BIDS[0]]
        return []

    def action(self, action_id: str) -> Action:
        if self.phase == OVER:
            raise IllegalActionError(f"doudizhu: the game is over, no action {excerpt(action_id)} is possible")
        for action in self._legal_tuple():
            if action.id == action_id:
                return action
        raise IllegalActionError(f"doudizhu: {excerpt(action_id)} is not legal for seat {self._current} in the {self.phase} at move {len(self.history)}")

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its id); an illegal one changes nothing and raises."""
        if isinstance(action, str):
            chosen = self.action(action)
        else:
            for chosen in self._legal_tuple():  # the very object from legal_actions(): no id needed
                if chosen is action:
                    break
            else:  # an equal action from elsewhere (or an illegal one): match by id
                chosen = self.action(action.id)
        self.advance(chosen)
        self.history.append(chosen.id)

    def advance(self, action: Action) -> None:
        seat = self._current
        assert seat is not None
        self._legal = None
        if isinstance(action, Play):
            self._apply_play(seat, action)
        elif isinstance(action, Pass):
            self._apply_pass(seat)
        else:
            assert isinstance(action, Bid)
            self._apply_bid(seat, action.value)

    def _apply_bid(self, seat: int, value: int) -> None:
        self.bids.append((seat, value))
        if value:
            self.bid = value
            self.bidder = seat
            self.passes = 0
        else:
            self.passes += 1
        if value == MAX_BID or (self.bid and self.passes == 2):  # D4
            self._take_bottom(self.bidder)  # type: ignore[arg-type]
        elif not self.bid and self.passes == SEATS:  # D5: all passed, deal again
            redeals = self.redeals + 1
            self._deal(None, None)
            self.redeals = redeals
        else:
            self._current = (seat + 1) % SEATS

    def _take_bottom(self, landlord: int) -> None:
        """D6: the landlord takes the bottom cards (now shown to all) and leads."""
        self.landlord = landlord
        self.hands[landlord] = hand_of(_flat(self.hands[landlord]) + self.bottom)
        self.counts[landlord] = _counts(self.hands[landlord])
        self.phase = PLAY
        self.passes = 0
        self._current = landlord

    def _apply_play(self, seat: int, play: Play) -> None:
        # Of each rank the play takes the first cards in suit order (suits never matter, D2).
        new_hand = list(self.hands[seat])
        counts = list(self.counts[seat])
        taken = []
        for rank in play.core + play.wings:
            cards_of_rank = new_hand[rank]
            taken.append(cards_of_rank[0])
            new_hand[rank] = cards_of_rank[1:]
            counts[rank] -= 1
        cards = tuple(taken)
        self.hands[seat] = tuple(new_hand)
        self.counts[seat] = tuple(counts)
        turn = Turn(seat, play.unbound(), cards)  # the history is public: never the hand
        self.turns.append(turn)
        self.trick.append(turn)
        self.last_plays[seat] = turn
        self.to_beat = turn
        self.passes = 0
        self.played.extend(cards)
        self.plays_made[seat] += 1
        if play.kind == BOMB:
            self.bombs += 1  # D22
        elif play.kind == ROCKET:
            self.rockets += 1  # D22
        if not any(counts):
            self._end_deal(seat)  # D21
        else:
            self._current = (seat + 1) % SEATS

    def _apply_pass(self, seat: int) -> None:
        turn = Turn(seat, None, ())
        self.turns.append(turn)
        self.trick.append(turn)
        self.last_plays[seat] = turn
        self.passes += 1
        if self.passes == 2:  # D20: the last seat that played leads again
            assert self.to_beat is not None
            leader = self.to_beat.seat
            self.last_trick = self.trick
            self.trick = []
            self.last_plays = [None] * SEATS
            self.to_beat = None
            self.passes = 0
            self._current = leader
        else:
            self._current = (seat + 1) % SEATS

    def _end_deal(self, seat: int) -> None:
        """D21–D23: the deal ends when a seat goes out; zero-sum scores with the multiplier."""
        landlord = self.landlord
        assert landlord is not None
        landlord_wins = seat == landlord
        farmers = [other for other in range(SEATS) if other != landlord]
        spring = landlord_wins and all(self.plays_made[farmer] == 0 for farmer in farmers)
        anti_spring = not landlord_wins and self.plays_made[landlord] == 1
        multiplier = self.multiplier * (2 if spring else 1) * (2 if anti_spring else 1)
        unit = self.bid * multiplier
        sign = 1 if landlord_wins else -1
        scores = [-sign * unit] * SEATS
        scores[landlord] = 2 * sign * unit
        for other in range(SEATS):
            self.totals[other] += scores[other]
        self.results.append(
            DealResult(
                self.deal_number,
                landlord,
                self.bid,
                LANDLORD if landlord_wins else FARMERS,
                seat,
                self.bombs,
                self.rockets,
                spring,
                anti_spring,
                multiplier,
                tuple(scores),
            )
        )
        self.last_trick = self.trick
        if len(self.results) == self.options["deals"]:
            self.phase = OVER
            self._current = None
            return
        self.deal_number += 1  # D24: the next seat bids first in the next deal
        self.first_bidder = (self.first_bidder + 1) % SEATS
        self._start_deal(None, None)

    def explain(self, seat: int, cards: list[str]) -> tuple[str, dict[str, Any]]:
        """Which rule refuses ``cards`` as ``seat``'s play (D7–D19): a reason key and its parameters.

        Keys: ``not_your_turn``, ``bidding_now``, ``select_cards``, ``not_in_hand``,
        ``no_combination`` (D7–D15), ``same_combination`` with ``combo`` and ``count``
        (D18), ``not_higher`` with ``rank`` (D18, D19), else ``not_legal``.
        """
        if seat != self._current:
            return "not_your_turn", {}
        if self.phase == BIDDING:
            return "bidding_now", {}
        if not cards:
            return "select_cards", {}
        mine = set(_flat(self.hands[seat]))
        if len(set(cards)) != len(cards) or any(card not in mine for card in cards):
            return "not_in_hand", {}
        readings = classify(cards)
        if not readings:
            return "no_combination", {}
        if self.to_beat is not None and self.to_beat.play is not None:
            top = self.to_beat.play
            fits = any(r.kind in (BOMB, ROCKET) or (r.kind == top.kind and r.size == top.size) for r in readings)
            if top.kind != ROCKET and not fits:
                return "same_combination", {"combo": top.kind, "count": top.size}
            return "not_higher", {"rank": RANKS[top.main], "combo": top.kind}
        return "not_legal", {}

    @property
    def multiplier(self) -> int:
        """The multiplier so far: doubled by every bomb and rocket (D22)."""
        return 1 << (self.bombs + self.rockets)

    def observation(self, seat: int) -> DoudizhuObservation:
        mine = seat == self._current
        shown = self.landlord is not None
        return DoudizhuObservation(
            seat=seat,
            current_player=self._current,
            legal_actions=self._legal_tuple() if mine else (),
            phase=self.phase,
            deal_number=self.deal_number,
            deals=self.options["deals"],
            redeals=self.redeals,
            first_bidder=self.first_bidder,
            hand=_flat(self.hands[seat]),
            card_counts=tuple(sum(counts) for counts in self.counts),
            bids=tuple(self.bids),
            bid=self.bid,
            landlord=self.landlord,
            bottom=self.bottom if shown else None,
            to_beat=self.to_beat,
            trick=tuple(self.trick),
            last_plays=tuple(self.last_plays),
            last_trick=tuple(self.last_trick),
            turns=tuple(self.turns),
            played=tuple(self.played),
            plays_made=tuple(self.plays_made),
            bombs=self.bombs,
            rockets=self.rockets,
            multiplier=self.multiplier,
            results=tuple(self.results),
            totals=tuple(self.totals),
        )

    def hand_cards(self, seat: int) -> tuple[str, ...]:
        """The cards of ``seat`` (for tests and tools; AIs see observations only)."""
        return _flat(self.hands[seat])

    @classmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> DoudizhuState:
        """See :meth:`State.world`: the sizes must be ``observation.card_counts``. Only play positions are
        supported (the bottom cards are still hidden in the bidding)."""
        assert isinstance(observation, DoudizhuObservation)
        if stock:
            raise ValueError("Dou Dizhu deals every card: a world has no stock")
        if observation.phase != PLAY or observation.landlord is None or observation.bottom is None:
            raise ValueError("a world can only be built for a play position")
        state = object.__new__(cls)
        state.game = DOUDIZHU
        state.options = {"deals": observation.deals, "deal": None}
        state.seed = 0
        state.history = []
        state.rng = rng
        state.deal_number = observation.deal_number
        state.totals = list(observation.totals)
        state.results = list(observation.results)
        state.first_bidder = observation.first_bidder
        state.redeals = observation.redeals
        state.hands = [hand_of(cards) for cards in hands]
        state.counts = [_counts(hand) for hand in state.hands]
        state.bottom = tuple(observation.bottom)
        state.phase = PLAY
        state._current = observation.current_player
        state.bids = list(observation.bids)
        state.bid = observation.bid
        state.bidder = observation.landlord
        trailing = 0  # consecutive passes since the last play of this trick (D20)
        for turn in reversed(observation.trick):
            if turn.play is not None:
                break
            trailing += 1
        state.passes = trailing
        state.landlord = observation.landlord
        state.to_beat = observation.to_beat
        state.trick = list(observation.trick)
        state.last_plays = list(observation.last_plays)
        state.last_trick = list(observation.last_trick)
        state.turns = list(observation.turns)
        state.played = list(observation.played)
        state.plays_made = list(observation.plays_made)
        state.bombs = observation.bombs
        state.rockets = observation.rockets
        state._legal = None
        return state

    def clone(self) -> DoudizhuState:
        other = object.__new__(DoudizhuState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.totals = list(self.totals)
        other.results = list(self.results)
        other.hands = list(self.hands)
        other.counts = list(self.counts)
        other.bids = list(self.bids)
        other.trick = list(self.trick)
        other.last_plays = list(self.last_plays)
        other.last_trick = list(self.last_trick)
        other.turns = list(self.turns)
        other.played = list(self.played)
        other.plays_made = list(self.plays_made)
        return other


class DoudizhuGame(Game):
    """Metadata and factory for Dou Dizhu."""

    id = "doudizhu"
    names: ClassVar[Mapping[str, str]] = {"pl": "Walka z właścicielem (Dou Dizhu)", "en": "Dou Dizhu"}
    option_specs = (
        Option("deals", "int", 1, 1, 20),  # D24
        Option("deal", "deal", None),
    )

    def num_players(self, options: Mapping[str, Any]) -> int:
        return SEATS

    def _check_deal(self, deal: Any, options: Mapping[str, Any]) -> dict[str, Any]:
        """``{"hands": [[17 cards] × 3], "bottom": [3 cards], "first_bidder": seat}`` (the last optional)."""
        check_keys(deal, ("hands", "bottom", "first_bidder"), ("hands",), '{"hands": [[17 cards] × 3], "bottom": [3 cards], "first_bidder": seat}')
        hands = read_hands(deal["hands"], SEATS, CARD_RANK, HAND_SIZE)
        bottom = read_cards(deal.get("bottom"), "'bottom'", CARD_RANK, BOTTOM_SIZE)
        check_whole_deck([card for hand in hands for card in hand] + bottom, DECK, "the hands and the bottom")
        first = deal.get("first_bidder")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < SEATS):
            raise ValueError(f"'first_bidder' must be a seat from 0 to {SEATS - 1}, got {excerpt(first)}")
        return {"hands": hands, "bottom": bottom, "first_bidder": first}

    def _new_state(self, options: Mapping[str, Any], seed: int) -> DoudizhuState:
        return DoudizhuState(self, options, seed)


DOUDIZHU = DoudizhuGame()
