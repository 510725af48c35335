"""Prezydent (President) for 3–6 players: rules P1–P27 of rules/prezydent.md.

The house rules P23–P27 are options, all off by default: ``equalize`` (an equal
play skips the next player), ``jokers`` (two wild jokers, 54 cards) and
``stairs`` (runs of one suit). With all three off the game, its action ids and
its views are exactly those of P1–P22; the house rules take their own code
path (:meth:`PrezydentState._house_actions`), so the plain game pays nothing.
What a play is and which plays a hand holds is plays.py; this module is the deal,
its turns and tricks, and what each seat sees.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from karciarnia.actions import PASS
from karciarnia.actions import Pass as Pass  # re-exported: the game names its actions
from karciarnia.cards import rank_of
from karciarnia.games.deal_check import check_keys, check_whole_deck, read_hands
from karciarnia.games.legal_cache import LegalCache
from karciarnia.games.prezydent.plays import (
    DECK,
    JOKER_DECK,
    JOKER_PLAY,
    JOKER_SET,
    RUN,
    SET,
    SET_PLAYS,
    card_value,
    joker_plays,
    play_strength,
    rank_groups,
    reading_json,
    run_plays,
    run_problem,
    run_reading,
    set_plays,
    sort_key,
    strength,
    stronger_values,
)
from karciarnia.games.prezydent.plays import Play as Play  # re-exported: the game names its actions
from karciarnia.protocol import JSON, Action, Game, Observation, Option, State
from karciarnia.rng import Rng


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
    """One turn in a trick: cards played, or a pass (``cards`` empty).

    A play read as a run or holding jokers keeps its reading (``kind``, ``stands``, as :class:`Play`);
    an equal play (P23) names the seat that lost its turn to it (``skipped``).
    """

    seat: int
    cards: tuple[str, ...]
    kind: str = SET
    stands: tuple[str, ...] = ()
    skipped: int | None = None

    def strength(self, reversed_order: bool) -> int:
        return play_strength(self.kind, self.cards, self.stands, reversed_order)

    def to_json(self) -> JSON:
        out: JSON = {"seat": self.seat, "cards": list(self.cards), "pass": not self.cards}
        if self.cards and (self.kind != SET or self.stands):
            out.update(reading_json(self.kind, self.cards, self.stands))
        if self.skipped is not None:
            out["skipped"] = self.skipped
        return out


MAX_PLAYERS = 6  # P1
PASSES: tuple[TrickPlay, ...] = tuple(TrickPlay(seat, ()) for seat in range(MAX_PLAYERS))
"""Each seat's pass, built once (values: a trick shares them)."""
PLAIN_PLAYS: dict[tuple[int, tuple[str, ...]], TrickPlay] = {
    (seat, play.cards): TrickPlay(seat, play.cards) for seat in range(MAX_PLAYERS) for plays in SET_PLAYS.values() for play in plays[0]
}
"""Each seat's turn playing each set of natural cards (P4), built once: a rollout builds no turn anew."""


# Not frozen: a rollout builds one at every turn, and a frozen dataclass sets each field through
# object.__setattr__, the most of its cost. Read-only all the same: each is built for one decision.
@dataclass(slots=True)
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
    # The house rules (P23–P27): in the view only when on, so the plain game's view is that of P1–P22.
    equalize: bool = False
    jokers: bool = False
    stairs: bool = False
    skipped: tuple[int, ...] = ()  # P23: the seat that lost its turn to the play to beat
    earlier_tricks: tuple[tuple[TrickPlay, ...], ...] = ()  # this deal's finished tricks, turn by turn: public (P19), read by hard (P22)

    def to_json(self) -> JSON:
        out: JSON = {
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
        if self.equalize:
            out["equalize"] = True
            out["skipped"] = list(self.skipped)
        if self.jokers:
            out["jokers"] = True
        if self.stairs:
            out["stairs"] = True
        return out


class PrezydentState(LegalCache, State):
    """A Prezydent series in progress."""

    def __init__(self, game: PrezydentGame, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.history = []
        self.rng = Rng(seed)
        self.n: int = options["players"]
        self._house_rules(options)
        self.deal_number = 0
        self.totals = [0] * self.n
        self.deal_places: list[tuple[int, ...]] = []
        self._start_deal(options["deal"]["hands"] if options["deal"] else None)

    def _house_rules(self, options: Mapping[str, Any]) -> None:
        """P23–P27: which house rules are on (``house``: any of them, for the plain game's fast path)."""
        self.equalize: bool = options.get("equalize", False)
        self.jokers: bool = options.get("jokers", False)
        self.stairs: bool = options.get("stairs", False)
        self.house: bool = self.equalize or self.jokers or self.stairs

    # -- setting up a deal ------------------------------------------------
    def _start_deal(self, hands: list[list[str]] | None) -> None:
        if hands is None:
            deck = sorted(JOKER_DECK if self.jokers else DECK, key=sort_key)  # P25: 54 cards
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
        self.earlier_tricks: tuple[tuple[TrickPlay, ...], ...] = ()
        self._new_trick(0)
        self.pending: list[tuple[int, int, int]] = []  # (chooser, recipient, count) per P17
        if self.deal_places:
            self._automatic_exchange(self.deal_places[-1])
        self.phase = "exchange" if self.pending else "play"
        self._current: int | None = self.pending[0][0] if self.pending else self.leader
        self._legal = None

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

    def _compute_legal(self) -> list[Action]:
        if self.phase == "over":
            return []
        hand = self.hands[self._current]  # type: ignore[index]
        if self.phase == "exchange":
            count = self.pending[0][2]
            return [Give(cards) for cards in combinations(hand, count)]
        if self.house:
            return self._house_actions(hand)
        groups = rank_groups(hand)
        ranks = reversed(groups) if self.reversed else groups  # low to high in the order in force
        actions: list[Action] = []
        if self.to_beat is None:  # P4: any rank, 1 to 4 cards
            for value in ranks:
                actions.extend(SET_PLAYS[groups[value]][0])
            return actions
        # P5: same count, strictly higher in the order in force; or pass.
        count = len(self.to_beat.cards)
        stronger = stronger_values(card_value(self.to_beat.cards[0]), self.reversed)
        for value in ranks:
            if value in stronger:
                actions.extend(SET_PLAYS[groups[value]][count])
        actions.append(PASS)
        return actions

    def _house_actions(self, hand: list[str]) -> list[Action]:
        """P23–P26: the legal plays with the house rules on (sets with jokers, jokers alone, runs, equal plays)."""
        jokers = [card for card in hand if card in JOKER_SET]  # a hand keeps its jokers last
        naturals = hand[: len(hand) - len(jokers)]
        groups = rank_groups(naturals)
        reversed_order = self.reversed
        ranks = sorted(groups, key=lambda v: strength(v, reversed_order))
        actions: list[Action] = []
        to_beat = self.to_beat
        if to_beat is None:  # P4 (P25: with jokers), P26
            for value in ranks:
                for count in range(1, min(4, len(groups[value]) + len(jokers)) + 1):
                    actions.extend(set_plays(groups[value], jokers, count))
            actions.extend(joker_plays(jokers, None))
            if self.stairs:
                actions.extend(run_plays(naturals, jokers, None, None, reversed_order, False))
            return actions
        count = len(to_beat.cards)
        floor = to_beat.strength(reversed_order)
        if to_beat.kind == RUN:  # P26: a run of the same length, its lowest card higher (or equal, P23)
            actions.extend(run_plays(naturals, jokers, count, floor, reversed_order, self.equalize))
        elif to_beat.kind == JOKER_PLAY:  # P25: nothing beats jokers alone; with equalize, the other joker equals one
            if self.equalize and count == 1:
                actions.extend(Play((joker,), JOKER_PLAY) for joker in jokers)
        else:  # P5 (P23: or equal), P25: jokers stand for the rank, or jokers alone beat it
            for value in ranks:
                level = strength(value, reversed_order)
                if level > floor or (level == floor and self.equalize):
                    actions.extend(set_plays(groups[value], jokers, count))
            actions.extend(joker_plays(jokers, count))
        actions.append(PASS)
        return actions

    def advance(self, action: Action) -> None:
        seat = self._current
        assert seat is not None
        self._legal = None
        # a pass or a play: the commonest first, for a miss costs an abstract class's check
        if isinstance(action, Pass):
            self._apply_pass(seat)
        elif isinstance(action, Play):
            self._apply_play(seat, action)
        else:
            assert isinstance(action, Give)
            self._apply_give(seat, action)

    def _apply_give(self, seat: int, action: Give) -> None:
        _, recipient, _ = self.pending.pop(0)
        self._move(seat, recipient, action.cards, chosen=True)
        if self.pending:
            self._current = self.pending[0][0]
        else:
            self.phase = "play"
            self._current = self.leader

    def _apply_play(self, seat: int, action: Play) -> None:
        if self.house:
            self._apply_house_play(seat, action)
            return
        hand = self.hands[seat]
        for card in action.cards:
            hand.remove(card)
        self.played.extend(action.cards)
        play = PLAIN_PLAYS[seat, action.cards]
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

    def _apply_house_play(self, seat: int, action: Play) -> None:
        """:meth:`_apply_play` with the house rules: a run never reverses (P26), an equal play skips (P23)."""
        hand = self.hands[seat]
        for card in action.cards:
            hand.remove(card)
        self.played.extend(action.cards)
        previous = self.to_beat
        equal = self.equalize and previous is not None and previous.strength(self.reversed) == action.strength(self.reversed)
        if not hand:
            self.finished.append(seat)  # P9
            if len(self.finished) == self.n - 1:  # P10
                self.trick.append(TrickPlay(seat, action.cards, action.kind, action.stands))
                self._end_deal()
                return
        skipped = self._next_contender(seat) if equal else None  # P23: the next player still in the trick
        play = TrickPlay(seat, action.cards, action.kind, action.stands, skipped)
        self.trick.append(play)
        self.to_beat = play
        if action.kind == SET and len(action.cards) == 4 and self.options["revolution"]:
            self.reversed = not self.reversed  # P11, P13 (P25: a four with a joker too)
        self._advance(seat if skipped is None else skipped)  # P24: from the skipped seat on

    def _next_contender(self, seat: int) -> int | None:
        """The next player after ``seat`` still in the trick (not out, not passed), if any (P23)."""
        for step in range(1, self.n):
            candidate = (seat + step) % self.n
            if self.hands[candidate] and candidate not in self.passed:
                return candidate
        return None

    def _apply_pass(self, seat: int) -> None:
        self.trick.append(PASSES[seat])
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
        self.earlier_tricks += (tuple(self.trick),)
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
        if self.house:
            return self._explain_house(cards)
        if len({card_value(card) for card in cards}) > 1:
            return "one_rank", {}
        if self.to_beat is not None:
            if len(cards) != len(self.to_beat.cards):
                return "same_count", {"count": len(self.to_beat.cards)}
            return "not_higher", {"rank": rank_of(self.to_beat.cards[0])}
        return "not_legal", {}

    def _explain_house(self, cards: list[str]) -> tuple[str, dict[str, Any]]:
        """:meth:`explain` with the house rules on (P23–P26)."""
        to_beat = self.to_beat
        naturals = [card for card in cards if card not in JOKER_SET]
        if len({card_value(card) for card in naturals}) > 1:
            if not self.stairs:
                return "one_rank", {}
            problem = run_problem(naturals, len(cards) - len(naturals))
            if problem is not None:
                return problem
            if to_beat is not None and to_beat.kind != RUN:
                return "needs_set", {"count": len(to_beat.cards)}
            if to_beat is not None and len(cards) != len(to_beat.cards):
                return "run_length", {"count": len(to_beat.cards)}
            if to_beat is not None:
                lowest = _lowest_card(to_beat, self.reversed)
                return ("run_not_higher_or_equal" if self.equalize else "run_not_higher"), {"card": lowest}
            return "not_legal", {}
        if len(cards) > 4:
            return "set_too_big", {"max": 4}
        if len(naturals) == 0 and len(cards) > 2:  # there are only two jokers
            return "not_legal", {}
        if to_beat is None:
            return "not_legal", {}
        if to_beat.kind == JOKER_PLAY:  # P25: nothing beats jokers alone
            return "jokers_unbeatable", {}
        if to_beat.kind == RUN:
            return "needs_run", {"count": len(to_beat.cards)}
        if len(cards) != len(to_beat.cards):
            return "same_count", {"count": len(to_beat.cards)}
        rank = rank_of(to_beat.cards[0])
        return ("not_higher_or_equal" if self.equalize else "not_higher"), {"rank": rank}

    def observation(self, seat: int) -> PrezydentObservation:
        mine = seat == self._current
        view = object.__new__(PrezydentObservation)
        PrezydentObservation.__init__(  # called on its own: a class called with keywords first gathers them in a dict
            view,
            seat=seat,
            num_players=self.n,
            current_player=self._current,
            legal_actions=self._legal_tuple() if mine else (),
            phase=self.phase,
            deal_number=self.deal_number,
            deals=self.options["deals"],
            revolution=self.options["revolution"],
            reversed=self.reversed,
            hand=tuple(self.hands[seat]),
            card_counts=tuple(map(len, self.hands)),
            trick=tuple(self.trick),
            to_beat=self.to_beat,
            passed=tuple(sorted(self.passed)),
            finished=tuple(self.finished),
            played=tuple(self.played),
            last_trick=tuple(self.last_trick),
            last_trick_winner=self.last_trick_winner,
            exchanges=tuple(e for e in self.exchanges if seat in (e.giver, e.receiver)) if self.exchanges else (),
            previous_places=self.deal_places[-1] if self.deal_places else None,
            deal_places=tuple(self.deal_places),
            totals=tuple(self.totals),
            equalize=self.equalize,
            jokers=self.jokers,
            stairs=self.stairs,
            skipped=(self.to_beat.skipped,) if self.to_beat is not None and self.to_beat.skipped is not None else (),
            earlier_tricks=self.earlier_tricks,
        )
        return view

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
        state.options = {
            "players": observation.num_players,
            "revolution": observation.revolution,
            "deals": observation.deals,
            "equalize": observation.equalize,
            "jokers": observation.jokers,
            "stairs": observation.stairs,
            "deal": None,
        }
        state._house_rules(state.options)
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
        state.earlier_tricks = observation.earlier_tricks
        state.trick = list(observation.trick)
        state.to_beat = observation.to_beat
        state.passed = set(observation.passed)
        state.leader = observation.trick[0].seat if observation.trick else observation.current_player
        state.pending = []
        state.phase = "play"
        state._current = observation.current_player
        state._legal = None
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


def _lowest_card(play: TrickPlay, reversed_order: bool) -> str:
    """A run's lowest card in the order in force (P26), as the run reads it."""
    reading = run_reading(play.cards, play.stands)
    return reading[-1] if reversed_order else reading[0]


class PrezydentGame(Game):
    """Metadata and factory for Prezydent."""

    id = "prezydent"
    names: ClassVar[Mapping[str, str]] = {"pl": "Prezydent", "en": "President", "zh": "总统"}
    option_specs = (
        Option("players", "int", 4, 3, MAX_PLAYERS),  # P1
        Option("revolution", "bool", True),  # P1, P11
        Option("deals", "int", 1, 1, 20),  # P1, P16
        Option("equalize", "bool", False, house=True),  # P23, P24
        Option("jokers", "bool", False, house=True),  # P25
        Option("stairs", "bool", False, house=True),  # P26
        Option("deal", "deal", None),
    )

    def num_players(self, options: Mapping[str, Any]) -> int:
        players: int = options["players"]  # validated by its Option
        return players

    def _check_deal(self, deal: Any, options: Mapping[str, Any]) -> dict[str, list[list[str]]]:
        """An explicit first deal: ``{"hands": [[card, …], …]}`` splitting the 52 cards (54 with ``jokers``, P25)."""
        check_keys(deal, ("hands",), ("hands",), '{"hands": [[cards of seat 0], …]}')
        deck = JOKER_DECK if options.get("jokers") else DECK
        hands = read_hands(deal["hands"], options["players"], deck)
        check_whole_deck([card for hand in hands for card in hand], sorted(deck), "the hands")
        return {"hands": hands}

    def _new_state(self, options: Mapping[str, Any], seed: int) -> PrezydentState:
        return PrezydentState(self, options, seed)


PREZYDENT = PrezydentGame()
