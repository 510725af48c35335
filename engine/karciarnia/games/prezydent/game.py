"""Prezydent (President) for 3–6 players: rules P1–P22 of rules/prezydent.md."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from karciarnia.actions import PASS
from karciarnia.actions import Pass as Pass  # re-exported: the game names its actions
from karciarnia.cards import FRENCH_RANKS, SUITS, french_deck, rank_of, suit_of
from karciarnia.games.deal_check import check_keys, check_whole_deck, read_hands
from karciarnia.protocol import JSON, Action, Game, Observation, Option, State
from karciarnia.rng import Rng

# P3: rank order low to high in the normal order.
ORDER: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
RANK_VALUE: dict[str, int] = {rank: value for value, rank in enumerate(ORDER)}
SUIT_INDEX: dict[str, int] = {suit: index for index, suit in enumerate(SUITS)}
DECK: frozenset[str] = frozenset(french_deck())
assert set(ORDER) == set(FRENCH_RANKS)


def card_value(card: str) -> int:
    """Normal-order value of a card (3 lowest = 0, 2 highest = 12)."""
    return RANK_VALUE[rank_of(card)]


def sort_key(card: str) -> tuple[int, int]:
    """Hands are kept sorted low to high in the normal order, then by suit."""
    return RANK_VALUE[rank_of(card)], SUIT_INDEX[suit_of(card)]


def strength(value: int, reversed_order: bool) -> int:
    """Strength of a rank value in the order in force (P11: revolution reverses it)."""
    return 12 - value if reversed_order else value


def title(place: int, players: int) -> str:
    """The title of a finishing place (0 = first), P14."""
    if place == 0:
        return "president"
    if place == players - 1:
        return "scum"
    if place == 1:
        return "vice_president"
    if place == players - 2:
        return "vice_scum"
    return "citizen"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play 1–4 cards of one rank (P4, P5)."""

    cards: tuple[str, ...]

    @property
    def id(self) -> str:
        return "play:" + ",".join(self.cards)

    def to_json(self) -> JSON:
        return {"id": self.id, "type": "play", "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Give(Action):
    """The Prezydent's or Wiceprezydent's chosen cards handed back (P17)."""

    cards: tuple[str, ...]

    @property
    def id(self) -> str:
        return "give:" + ",".join(self.cards)

    def to_json(self) -> JSON:
        return {"id": self.id, "type": "give", "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Exchange:
    """Cards handed from one seat to another before a deal (P17)."""

    giver: int
    receiver: int
    cards: tuple[str, ...]
    chosen: bool  # False: the automatic best cards; True: the receiver's choice handed back

    def to_json(self) -> JSON:
        return {"giver": self.giver, "receiver": self.receiver, "cards": list(self.cards), "chosen": self.chosen}


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One turn in a trick: cards played, or a pass (``cards`` empty)."""

    seat: int
    cards: tuple[str, ...]

    def to_json(self) -> JSON:
        return {"seat": self.seat, "cards": list(self.cards), "pass": not self.cards}


@dataclass(frozen=True, slots=True)
class PrezydentObservation(Observation):
    """Everything one seat may know (P19): own hand, public play, counts, places."""

    seat: int
    num_players: int
    current_player: int | None
    legal_actions: tuple[Action, ...]
    phase: str
    deal_number: int
    deals: int
    revolution: bool
    reversed: bool
    hand: tuple[str, ...]
    card_counts: tuple[int, ...]
    trick: tuple[TrickPlay, ...]
    to_beat: TrickPlay | None
    passed: tuple[int, ...]
    finished: tuple[int, ...]
    played: tuple[str, ...]
    last_trick: tuple[TrickPlay, ...]
    last_trick_winner: int | None
    exchanges: tuple[Exchange, ...]
    previous_places: tuple[int, ...] | None
    deal_places: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]

    def to_json(self) -> JSON:
        return {
            "game": "prezydent",
            "seat": self.seat,
            "num_players": self.num_players,
            "current_player": self.current_player,
            "legal_actions": [action.to_json() for action in self.legal_actions],
            "phase": self.phase,
            "deal_number": self.deal_number,
            "deals": self.deals,
            "revolution": self.revolution,
            "reversed": self.reversed,
            "hand": list(self.hand),
            "card_counts": list(self.card_counts),
            "trick": [play.to_json() for play in self.trick],
            "to_beat": self.to_beat.to_json() if self.to_beat else None,
            "passed": list(self.passed),
            "finished": list(self.finished),
            "played": list(self.played),
            "last_trick": [play.to_json() for play in self.last_trick],
            "last_trick_winner": self.last_trick_winner,
            "exchanges": [exchange.to_json() for exchange in self.exchanges],
            "previous_places": list(self.previous_places) if self.previous_places is not None else None,
            "deal_places": [list(places) for places in self.deal_places],
            "titles": [title(place, self.num_players) for place in range(self.num_players)],
            "totals": list(self.totals),
        }


class PrezydentState(State):
    """A Prezydent series in progress."""

    def __init__(self, game: PrezydentGame, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.history = []
        self.rng = Rng(seed)
        self.n: int = options["players"]
        self.deal_number = 0
        self.totals = [0] * self.n
        self.deal_places: list[tuple[int, ...]] = []
        self._start_deal(options["deal"]["hands"] if options["deal"] else None)

    # -- setting up a deal ------------------------------------------------
    def _start_deal(self, hands: list[list[str]] | None) -> None:
        if hands is None:
            deck = sorted(DECK, key=sort_key)
            self.rng.shuffle(deck)
            # P2: dealt one card at a time from seat 0.
            hands = [deck[seat :: self.n] for seat in range(self.n)]
        self.hands: list[list[str]] = [sorted(hand, key=sort_key) for hand in hands]
        self.reversed = False  # P12
        self.finished: list[int] = []
        self.played: list[str] = []
        self.exchanges: list[Exchange] = []
        self.last_trick: list[TrickPlay] = []
        self.last_trick_winner: int | None = None
        self._new_trick(0)
        self.pending: list[tuple[int, int, int]] = []  # (chooser, recipient, count) per P17
        if self.deal_places:
            self._automatic_exchange(self.deal_places[-1])
        self.phase = "exchange" if self.pending else "play"
        self._current: int | None = self.pending[0][0] if self.pending else self.leader

    def _automatic_exchange(self, places: tuple[int, ...]) -> None:
        """P17: the lowest places hand their best cards up; the receivers choose what goes back."""
        pairs = [(places[-1], places[0], 2)]
        if self.n >= 4:
            pairs.append((places[-2], places[1], 1))
        for giver, receiver, count in pairs:
            best = tuple(self.hands[giver][-count:])
            self._move(giver, receiver, best, chosen=False)
            self.pending.append((receiver, giver, count))
        self.leader = places[0]  # P18

    def _move(self, giver: int, receiver: int, cards: tuple[str, ...], chosen: bool) -> None:
        for card in cards:
            self.hands[giver].remove(card)
        self.hands[receiver] = sorted(self.hands[receiver] + list(cards), key=sort_key)
        self.exchanges.append(Exchange(giver, receiver, cards, chosen))

    def _new_trick(self, leader: int) -> None:
        self.leader = leader
        self.trick: list[TrickPlay] = []
        self.to_beat: TrickPlay | None = None
        self.passed: set[int] = set()

    # -- protocol ------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[int]:
        return list(self.totals)

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        hand = self.hands[self._current]  # type: ignore[index]
        if self.phase == "exchange":
            count = self.pending[0][2]
            return [Give(cards) for cards in combinations(hand, count)]
        groups = _groups(hand)
        actions: list[Action] = []
        if self.to_beat is None:  # P4: any rank, 1 to 4 cards
            for value in sorted(groups, key=lambda v: strength(v, self.reversed)):
                cards = groups[value]
                for count in range(1, len(cards) + 1):
                    actions.extend(Play(combo) for combo in combinations(cards, count))
            return actions
        # P5: same count, strictly higher in the order in force; or pass.
        count = len(self.to_beat.cards)
        floor = strength(card_value(self.to_beat.cards[0]), self.reversed)
        for value in sorted(groups, key=lambda v: strength(v, self.reversed)):
            cards = groups[value]
            if len(cards) >= count and strength(value, self.reversed) > floor:
                actions.extend(Play(combo) for combo in combinations(cards, count))
        actions.append(PASS)
        return actions

    def advance(self, action: Action) -> None:
        seat = self._current
        assert seat is not None
        if isinstance(action, Give):
            self._apply_give(seat, action)
        elif isinstance(action, Play):
            self._apply_play(seat, action)
        else:
            self._apply_pass(seat)

    def _apply_give(self, seat: int, action: Give) -> None:
        _, recipient, _ = self.pending.pop(0)
        self._move(seat, recipient, action.cards, chosen=True)
        if self.pending:
            self._current = self.pending[0][0]
        else:
            self.phase = "play"
            self._current = self.leader

    def _apply_play(self, seat: int, action: Play) -> None:
        hand = self.hands[seat]
        for card in action.cards:
            hand.remove(card)
        self.played.extend(action.cards)
        play = TrickPlay(seat, action.cards)
        self.trick.append(play)
        self.to_beat = play
        if len(action.cards) == 4 and self.options["revolution"]:
            self.reversed = not self.reversed  # P11, P13
        if not hand:
            self.finished.append(seat)  # P9
            if len(self.finished) == self.n - 1:  # P10
                self._end_deal()
                return
        self._advance(seat)

    def _apply_pass(self, seat: int) -> None:
        self.trick.append(TrickPlay(seat, ()))
        self.passed.add(seat)  # P6
        self._advance(seat)

    def _advance(self, seat: int) -> None:
        """Next contender to the left, or the end of the trick (P7, P8)."""
        assert self.to_beat is not None
        last = self.to_beat.seat
        for step in range(1, self.n + 1):
            candidate = (seat + step) % self.n
            if candidate == last:
                break
            if self.hands[candidate] and candidate not in self.passed:
                self._current = candidate
                return
        self.last_trick = self.trick
        self.last_trick_winner = last
        self._new_trick(self._next_active(last))
        self._current = self.leader

    def _next_active(self, seat: int) -> int:
        """``seat`` if still in the deal, else the next active player to the left (P8)."""
        for step in range(self.n):
            candidate = (seat + step) % self.n
            if self.hands[candidate]:
                return candidate
        raise AssertionError("no active player left")

    def _end_deal(self) -> None:
        last = next(seat for seat in range(self.n) if seat not in self.finished)
        places = tuple(self.finished + [last])
        self.finished = list(places)
        self.last_trick = self.trick
        self.last_trick_winner = None
        for place, seat in enumerate(places):
            self.totals[seat] += self.n - place  # P15
        self.deal_places.append(places)
        if len(self.deal_places) == self.options["deals"]:  # P16
            self.phase = "over"
            self._current = None
            return
        self.deal_number += 1
        self._start_deal(None)

    def action_view(self, action: Action, seat: int) -> JSON:
        """P17: the cards handed back are seen only by the two seats of the exchange."""
        if isinstance(action, Give) and seat not in (self._current, self.pending[0][1]):
            return {"type": "give", "hidden": True, "count": len(action.cards)}
        return action.to_json()

    def explain(self, seat: int, cards: list[str]) -> tuple[str, dict[str, Any]]:
        """Which rule refuses ``cards`` as ``seat``'s play or gift (P4, P5, P17)."""
        if seat != self._current:
            return "not_your_turn", {}
        if not cards:
            return "select_cards", {}
        hand = self.hands[seat]
        if any(card not in hand for card in cards) or len(set(cards)) != len(cards):
            return "not_in_hand", {}
        if self.phase == "exchange":
            return "give_count", {"count": self.pending[0][2]}
        if len({card_value(card) for card in cards}) > 1:
            return "one_rank", {}
        if self.to_beat is not None:
            if len(cards) != len(self.to_beat.cards):
                return "same_count", {"count": len(self.to_beat.cards)}
            return "not_higher", {"rank": rank_of(self.to_beat.cards[0])}
        return "not_legal", {}

    def observation(self, seat: int) -> PrezydentObservation:
        mine = seat == self._current
        return PrezydentObservation(
            seat=seat,
            num_players=self.n,
            current_player=self._current,
            legal_actions=tuple(self.legal_actions()) if mine else (),
            phase=self.phase,
            deal_number=self.deal_number,
            deals=self.options["deals"],
            revolution=self.options["revolution"],
            reversed=self.reversed,
            hand=tuple(self.hands[seat]),
            card_counts=tuple(len(hand) for hand in self.hands),
            trick=tuple(self.trick),
            to_beat=self.to_beat,
            passed=tuple(sorted(self.passed)),
            finished=tuple(self.finished),
            played=tuple(self.played),
            last_trick=tuple(self.last_trick),
            last_trick_winner=self.last_trick_winner,
            exchanges=tuple(e for e in self.exchanges if seat in (e.giver, e.receiver)),
            previous_places=self.deal_places[-1] if self.deal_places else None,
            deal_places=tuple(self.deal_places),
            totals=tuple(self.totals),
        )

    @classmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> PrezydentState:
        """See :meth:`State.world`. Only play positions are supported (not the exchange)."""
        assert isinstance(observation, PrezydentObservation)
        if stock:
            raise ValueError("Prezydent deals every card: a world has no stock")
        if observation.phase != "play":
            raise ValueError("a world can only be built for a play position")
        assert observation.current_player is not None  # someone plays in the play phase
        state = object.__new__(cls)
        state.game = PREZYDENT
        state.options = {"players": observation.num_players, "revolution": observation.revolution, "deals": observation.deals, "deal": None}
        state.seed = 0
        state.history = []
        state.rng = rng
        state.n = observation.num_players
        state.deal_number = observation.deal_number
        state.totals = list(observation.totals)
        state.deal_places = list(observation.deal_places)
        state.hands = [sorted(hand, key=sort_key) for hand in hands]
        state.reversed = observation.reversed
        state.finished = list(observation.finished)
        state.played = list(observation.played)
        state.exchanges = list(observation.exchanges)
        state.last_trick = list(observation.last_trick)
        state.last_trick_winner = observation.last_trick_winner
        state.trick = list(observation.trick)
        state.to_beat = observation.to_beat
        state.passed = set(observation.passed)
        state.leader = observation.trick[0].seat if observation.trick else observation.current_player
        state.pending = []
        state.phase = "play"
        state._current = observation.current_player
        return state

    def clone(self) -> PrezydentState:
        other = object.__new__(PrezydentState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.totals = list(self.totals)
        other.deal_places = list(self.deal_places)
        other.hands = [list(hand) for hand in self.hands]
        other.finished = list(self.finished)
        other.played = list(self.played)
        other.exchanges = list(self.exchanges)
        other.trick = list(self.trick)
        other.passed = set(self.passed)
        other.pending = list(self.pending)
        return other


def _groups(hand: list[str]) -> dict[int, list[str]]:
    """The hand's cards by normal-order rank value."""
    groups: dict[int, list[str]] = {}
    for card in hand:
        groups.setdefault(card_value(card), []).append(card)
    return groups


class PrezydentGame(Game):
    """Metadata and factory for Prezydent."""

    id = "prezydent"
    names: ClassVar[Mapping[str, str]] = {"pl": "Prezydent", "en": "President"}
    option_specs = (
        Option("players", "int", 4, 3, 6),  # P1
        Option("revolution", "bool", True),  # P1, P11
        Option("deals", "int", 1, 1, 20),  # P1, P16
        Option("deal", "deal", None),
    )

    def num_players(self, options: Mapping[str, Any]) -> int:
        players: int = options["players"]  # validated by its Option
        return players

    def _check_deal(self, deal: Any, options: Mapping[str, Any]) -> dict[str, list[list[str]]]:
        """An explicit first deal: ``{"hands": [[card, …], …]}`` splitting the 52 cards."""
        check_keys(deal, ("hands",), ("hands",), '{"hands": [[cards of seat 0], …]}')
        hands = read_hands(deal["hands"], options["players"], DECK)
        check_whole_deck([card for hand in hands for card in hand], sorted(DECK), "the hands")
        return {"hands": hands}

    def _new_state(self, options: Mapping[str, Any], seed: int) -> PrezydentState:
        return PrezydentState(self, options, seed)


PREZYDENT = PrezydentGame()
