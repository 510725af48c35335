"""Dou Dizhu (Walka z właścicielem): deal, bidding, tricks and scoring, rules D1–D24, and the house rules D26–D28.

The house rules are options, all off by default (and then the game is exactly
D1–D25: the same actions, observations and random draws): ``bidding`` ``"rob"``
(call and rob, D26), ``show_cards`` (the landlord may show the hand, D27) and
``doubling`` (each farmer may double, the landlord redouble, D28).

A hand is kept as a tuple of 15 tuples (the cards of each rank, in suit order)
plus its count vector; both are replaced, never mutated, so :meth:`clone` is a
handful of list copies and legal plays may keep a reference to the hand they
were generated for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
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
    Counts,
    Hand,
    Play,
    classify,
    hand_of,
    plays,
)
from karciarnia.games.legal_cache import LegalCache
from karciarnia.protocol import JSON, Action, Game, Observation, Option, State
from karciarnia.rng import Rng

SEATS = 3
HAND_SIZE = 17
BOTTOM_SIZE = 3
MAX_BID = 3
BIDDING, PLAY, OVER = "bidding", "play", "over"
CALLING, ROBBING, SHOWING, DOUBLING, REDOUBLING = "calling", "robbing", "showing", "doubling", "redoubling"  # D26-D28
LANDLORD, FARMERS = "landlord", "farmers"
POINTS, ROB = "points", "rob"  # the option ``bidding``: D3-D5 or D26


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
class Declaration(Action):
    """A yes or no of the house rules (D26-D28): ``kind`` names the question, ``value`` the answer.

    The ids: ``call`` / ``decline`` (D26, 叫地主), ``rob`` / ``no_rob`` (D26, 抢地主),
    ``show`` / ``no_show`` (D27, 明牌), ``double`` / ``no_double`` and ``redouble`` / ``no_redouble`` (D28, 加倍).
    """

    kind: str  # "call", "rob", "show", "double" or "redouble"
    value: bool

    @property
    def id(self) -> str:
        if self.kind == "call":
            return "call" if self.value else "decline"
        return self.kind if self.value else f"no_{self.kind}"

    def to_json(self) -> JSON:
        return {"id": self.id, "type": self.kind, "value": self.value}


def _question(kind: str) -> tuple[Declaration, Declaration]:
    """The two answers to one question, yes first."""
    return Declaration(kind, True), Declaration(kind, False)


CALL, DECLINE = _question("call")
ROB_ANSWERS, SHOW_ANSWERS, DOUBLE_ANSWERS, REDOUBLE_ANSWERS = (_question(kind) for kind in ("rob", "show", "double", "redouble"))
WORLD_PHASES = (DOUBLING, REDOUBLING, PLAY)  # where the search may sample a world: the landlord and the bottom are known
QUESTIONS = {CALLING: (CALL, DECLINE), ROBBING: ROB_ANSWERS, SHOWING: SHOW_ANSWERS, DOUBLING: DOUBLE_ANSWERS, REDOUBLING: REDOUBLE_ANSWERS}


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


PASS_TURNS: tuple[Turn, ...] = tuple(Turn(seat, None, ()) for seat in range(SEATS))
"""Each seat's pass, built once (values: the history shares them)."""


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
    robs: int | None = None  # D26: robs made (``bidding`` "rob" only)
    shown: bool | None = None  # D27: whether the landlord showed the hand (``show_cards`` only)
    settlements: tuple[Settlement, ...] | None = None  # D28: the landlord against each farmer (``doubling`` only)

    def to_json(self) -> JSON:
        out: JSON = {
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
        if self.robs is not None:
            out["robs"] = self.robs
        if self.shown is not None:
            out["shown"] = self.shown
        if self.settlements is not None:
            out["settlements"] = [settlement.to_json() for settlement in self.settlements]
        return out


@dataclass(frozen=True, slots=True)
class Settlement:
    """D28: the deal settled between the landlord and one farmer."""

    farmer: int
    doubled: bool  # the farmer doubled
    redoubled: bool  # the landlord redoubled, and it answers this farmer (who doubled)
    factor: int  # 1, 2 or 4: what the doubling multiplies this pair's stake by
    farmer_score: int  # the farmer's result against the landlord; the landlord's is its negation

    def to_json(self) -> JSON:
        return {
            "farmer": self.farmer,
            "doubled": self.doubled,
            "redoubled": self.redoubled,
            "factor": self.factor,
            "farmer_score": self.farmer_score,
            "landlord_score": -self.farmer_score,
        }


@dataclass(frozen=True, slots=True)
class HouseRulesView:
    """What a seat knows of the house rules in force (D26-D28): apart from the observation's own
    fields, so that the plain game's observation stays as small and quick to build as before."""

    bidding: str
    show_cards: bool
    doubling: bool
    calls: tuple[tuple[int, str], ...]  # D26: (seat, "call" | "decline" | "rob" | "no_rob") in order
    caller: int | None  # D26: the first seat that called (it may rob last)
    robs: int  # D26: each doubles the multiplier
    showed: bool | None  # D27: None until the landlord decides
    shown_hand: tuple[str, ...] | None  # D27: the landlord's remaining cards, once shown
    doubled: tuple[bool | None, ...]  # D28: each farmer's answer (None: not asked yet, or the landlord)
    redoubled: bool | None  # D28: the landlord's answer (None: not asked, or no farmer doubled)


# Not frozen: a rollout builds one at every turn, and a frozen dataclass sets each field through
# object.__setattr__, the most of its cost. Read-only all the same: each is built for one decision.
@dataclass(slots=True)
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
    house: HouseRulesView | None = None  # D26-D28: None with every house rule off (the plain game's views, its speed)

    # The house rules' fields, as the plain game has them when ``house`` is None.
    @property
    def bidding(self) -> str:
        return self.house.bidding if self.house else POINTS

    @property
    def show_cards(self) -> bool:
        return self.house.show_cards if self.house else False

    @property
    def doubling(self) -> bool:
        return self.house.doubling if self.house else False

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        return self.house.calls if self.house else ()

    @property
    def caller(self) -> int | None:
        return self.house.caller if self.house else None

    @property
    def robs(self) -> int:
        return self.house.robs if self.house else 0

    @property
    def showed(self) -> bool | None:
        return self.house.showed if self.house else None

    @property
    def shown_hand(self) -> tuple[str, ...] | None:
        return self.house.shown_hand if self.house else None

    @property
    def doubled(self) -> tuple[bool | None, ...]:
        return self.house.doubled if self.house else (None, None, None)

    @property
    def redoubled(self) -> bool | None:
        return self.house.redoubled if self.house else None

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
            **self._house_rules_json(),
        }

    def _house_rules_json(self) -> JSON:
        """The keys of the house rules that are on (none with every option at its default)."""
        out: JSON = {}
        if self.bidding == ROB:
            out["calls"] = [{"seat": seat, "id": call} for seat, call in self.calls]
            out["caller"] = self.caller
            out["robs"] = self.robs
        if self.show_cards:
            out["showed"] = self.showed
            out["shown_hand"] = list(self.shown_hand) if self.shown_hand is not None else None
        if self.doubling:
            out["doubled"] = list(self.doubled)
            out["redoubled"] = self.redoubled
        if out:
            out["house_rules"] = {"bidding": self.bidding, "show_cards": self.show_cards, "doubling": self.doubling}
        return out


def play_actions(counts: Counts, hand: Hand | None, to_beat: Turn | None) -> list[Action]:
    """The legal actions in the play of a seat holding ``counts`` (its plays bound to ``hand``, if given) with
    ``to_beat`` on the table: any play when leading (D17), else the plays that beat it and the pass (D18)."""
    if to_beat is None:
        return plays(counts, hand)  # type: ignore[return-value]
    out: list[Action] = plays(counts, hand, to_beat.play)  # type: ignore[assignment]
    out.append(PASS)
    return out


def _counts(hand: Hand) -> tuple[int, ...]:
    return tuple(len(cards) for cards in hand)


def _flat(hand: Hand) -> tuple[str, ...]:
    return tuple(chain.from_iterable(hand))


class DoudizhuState(LegalCache, State):
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
        self.rob_bidding = options.get("bidding", POINTS) == ROB  # D26
        self.show_option = bool(options.get("show_cards", False))  # D27
        self.doubling_option = bool(options.get("doubling", False))  # D28
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
        self.phase = CALLING if self.rob_bidding else BIDDING
        self._current: int | None = self.first_bidder
        self.calls: tuple[tuple[int, str], ...] = ()  # D26 (tuples, never mutated: clone shares them)
        self.caller: int | None = None
        self.robbers: tuple[int, ...] = ()  # D26: the seats still to answer "rob?", in turn
        self.robs = 0
        self.showed: bool | None = None  # D27
        self.doubled: tuple[bool | None, ...] = (None,) * SEATS  # D28
        self.redoubled: bool | None = None
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

    def _compute_legal(self) -> list[Action]:
        if self.phase == PLAY:
            seat = self._current
            assert seat is not None
            return play_actions(self.counts[seat], self.hands[seat], self.to_beat)
        if self.phase == BIDDING:  # D3: pass or a bid above the current one
            return [*BIDS[self.bid + 1 :], BIDS[0]]
        if self.phase == OVER:
            return []
        return list(QUESTIONS[self.phase])  # D26-D28: yes, then no

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
        elif isinstance(action, Declaration):
            self._apply_declaration(seat, action)
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

    def _apply_declaration(self, seat: int, answer: Declaration) -> None:
        """D26-D28: a call, a rob, a show, a double or a redouble, or its refusal."""
        kind, value = answer.kind, answer.value
        if kind in ("call", "rob"):
            self.calls += ((seat, answer.id),)
            if kind == "call":
                self._apply_call(seat, value)
            else:
                self._apply_rob(seat, value)
        elif kind == "show":  # D27
            self.showed = value
            self._after_show()
        elif kind == "double":  # D28: the farmers in turn from the landlord's left
            doubled = list(self.doubled)
            doubled[seat] = value
            self.doubled = tuple(doubled)
            landlord = self.landlord
            assert landlord is not None
            if seat == (landlord + 1) % SEATS:
                self._current = (landlord + 2) % SEATS
            elif any(doubled):
                self.phase = REDOUBLING
                self._current = landlord
            else:
                self._begin_play()
        else:  # D28: the landlord's redouble
            self.redoubled = value
            self._begin_play()

    def _apply_call(self, seat: int, value: bool) -> None:
        """D26: call (叫地主) or decline, in turn; nobody calls: deal again (D5)."""
        if not value:
            if len(self.calls) == SEATS:  # D5: the same seat starts after the redeal
                redeals = self.redeals + 1
                self._deal(None, None)
                self.redeals = redeals
            else:
                self._current = (seat + 1) % SEATS
            return
        self.caller = seat
        self.bidder = seat
        self.bid = 1  # D26: the stake is 1
        declined = {other for other, call in self.calls if call == DECLINE.id}
        self.robbers = tuple(other for other in ((seat + 1) % SEATS, (seat + 2) % SEATS) if other not in declined)
        self._next_robber()

    def _apply_rob(self, seat: int, value: bool) -> None:
        """D26: each rob doubles the multiplier and makes the robber the landlord-to-be."""
        if value:
            self.robs += 1
            self.bidder = seat
        if seat == self.caller:  # the first caller's last word (its call was no rob)
            self._take_bottom(self.bidder)  # type: ignore[arg-type]
            return
        self._next_robber()

    def _next_robber(self) -> None:
        """D26: the next seat to answer "rob?"; then, if anyone robbed, the first caller once more; then the landlord."""
        if self.robbers:
            self.phase = ROBBING
            self._current, self.robbers = self.robbers[0], self.robbers[1:]
        elif self.robs:
            self.phase = ROBBING
            self._current = self.caller
        else:
            self._take_bottom(self.bidder)  # type: ignore[arg-type]

    def _take_bottom(self, landlord: int) -> None:
        """D6: the landlord takes the bottom cards (now shown to all) and leads (after D27, D28 when they are on)."""
        self.landlord = landlord
        self.hands[landlord] = hand_of(_flat(self.hands[landlord]) + self.bottom)
        self.counts[landlord] = _counts(self.hands[landlord])
        if self.show_option:  # D27: the landlord may show the hand first
            self.phase = SHOWING
            self._current = landlord
            return
        self._after_show()

    def _after_show(self) -> None:
        """D28 after D27: the farmer on the landlord's left says "double" or not first."""
        if self.doubling_option:
            self.phase = DOUBLING
            self._current = (self.landlord + 1) % SEATS  # type: ignore[operator]
            return
        self._begin_play()

    def _begin_play(self) -> None:
        """D6: the landlord leads."""
        self.phase = PLAY
        self.passes = 0
        self._current = self.landlord

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
        turn = PASS_TURNS[seat]
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
        settlements: tuple[Settlement, ...] | None = None
        if self.doubling_option:  # D28: the landlord against each farmer apart
            settlements = tuple(
                Settlement(farmer, bool(doubled), bool(self.redoubled and doubled), self.factor(farmer), -sign * unit * self.factor(farmer))
                for farmer, doubled in ((farmer, self.doubled[farmer]) for farmer in farmers)
            )
            for settlement in settlements:
                scores[settlement.farmer] = settlement.farmer_score
            scores[landlord] = -sum(settlement.farmer_score for settlement in settlements)
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
                self.robs if self.rob_bidding else None,
                bool(self.showed) if self.show_option else None,
                settlements,
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

        Keys: ``not_your_turn``, ``bidding_now`` (D3, D26), ``showing_now`` (D27), ``doubling_now`` (D28),
        ``select_cards``, ``not_in_hand``,
        ``no_combination`` (D7–D15), ``same_combination`` with ``combo`` and ``count``
        (D18), ``not_higher`` with ``rank`` (D18, D19), else ``not_legal``.
        """
        if seat != self._current:
            return "not_your_turn", {}
        if self.phase in (BIDDING, CALLING, ROBBING):  # D3, D26
            return "bidding_now", {}
        if self.phase == SHOWING:  # D27: the landlord says first whether to show the hand
            return "showing_now", {}
        if self.phase in (DOUBLING, REDOUBLING):  # D28: the doubling comes before the first play
            return "doubling_now", {}
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
        """The multiplier so far: doubled by every bomb and rocket (D22), every rob (D26) and a shown hand (D27)."""
        return 1 << (self.bombs + self.rockets + self.robs + (1 if self.showed else 0))

    def factor(self, farmer: int) -> int:
        """D28: what the doubling multiplies the stake between the landlord and ``farmer`` by (1, 2 or 4)."""
        if not self.doubled[farmer]:
            return 1
        return 4 if self.redoubled else 2

    def at_stake(self, seat: int) -> int:
        """What ``seat`` wins or loses if the deal ended now without a spring (D23, D28): the search's unit."""
        landlord = self.landlord
        assert landlord is not None
        unit = self.bid * self.multiplier
        if seat != landlord:
            return unit * self.factor(seat)
        return sum(unit * self.factor(farmer) for farmer in range(SEATS) if farmer != landlord)

    def observation(self, seat: int) -> DoudizhuObservation:
        mine = seat == self._current
        shown = self.landlord is not None
        view = object.__new__(DoudizhuObservation)
        DoudizhuObservation.__init__(  # called on its own: a class called with keywords first gathers them in a dict
            view,
            seat=seat,
            current_player=self._current,
            legal_actions=self._legal_tuple() if mine else (),
            phase=self.phase,
            deal_number=self.deal_number,
            deals=self.options["deals"],
            redeals=self.redeals,
            first_bidder=self.first_bidder,
            hand=_flat(self.hands[seat]),
            card_counts=tuple(map(sum, self.counts)),
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
            house=self._house_view() if self.house_rules else None,
        )
        return view

    @property
    def house_rules(self) -> bool:
        """Whether any house rule (D26-D28) is on."""
        return self.rob_bidding or self.show_option or self.doubling_option

    def _house_view(self) -> HouseRulesView:
        landlord = self.landlord
        return HouseRulesView(
            bidding=ROB if self.rob_bidding else POINTS,
            show_cards=self.show_option,
            doubling=self.doubling_option,
            calls=self.calls,
            caller=self.caller,
            robs=self.robs,
            showed=self.showed,
            shown_hand=_flat(self.hands[landlord]) if self.showed and landlord is not None else None,  # D27: face up to all
            doubled=self.doubled,
            redoubled=self.redoubled,
        )

    def hand_cards(self, seat: int) -> tuple[str, ...]:
        """The cards of ``seat`` (for tests and tools; AIs see observations only)."""
        return _flat(self.hands[seat])

    @classmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> DoudizhuState:
        """See :meth:`State.world`: the sizes must be ``observation.card_counts``. Only positions after the
        bottom cards are taken are supported, the play and the doubling (D28) before it (the bottom is still
        hidden in the bidding). The house rules (D26-D28) come with the observation; a shown hand (D27) must be
        the landlord's hand in ``hands``."""
        assert isinstance(observation, DoudizhuObservation)
        if stock:
            raise ValueError("Dou Dizhu deals every card: a world has no stock")
        if observation.phase not in WORLD_PHASES or observation.landlord is None or observation.bottom is None:
            raise ValueError("a world can only be built for a position of the play or the doubling")
        if observation.shown_hand is not None and sorted(hands[observation.landlord]) != sorted(observation.shown_hand):
            raise ValueError("the landlord's hand is shown (D27): a world deals the landlord exactly the shown cards")
        state = object.__new__(cls)
        state.game = DOUDIZHU
        state.options = {"deals": observation.deals, "deal": None}
        state.rob_bidding = observation.bidding == ROB
        state.show_option = observation.show_cards
        state.doubling_option = observation.doubling
        if state.rob_bidding or state.show_option or state.doubling_option:
            state.options = {**state.options, "bidding": observation.bidding, "show_cards": observation.show_cards, "doubling": observation.doubling}
        state.calls = observation.calls
        state.caller = observation.caller
        state.robbers = ()
        state.robs = observation.robs
        state.showed = observation.showed
        state.doubled = observation.doubled
        state.redoubled = observation.redoubled
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
        state.phase = observation.phase
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
    names: ClassVar[Mapping[str, str]] = {"pl": "Walka z właścicielem (Dou Dizhu)", "en": "Dou Dizhu", "zh": "斗地主"}
    option_specs = (
        Option("deals", "int", 1, 1, 20),  # D24
        Option("bidding", "choice", POINTS, choices=(POINTS, ROB), house=True),  # D3-D5 or D26
        Option("show_cards", "bool", False, house=True),  # D27
        Option("doubling", "bool", False, house=True),  # D28
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
