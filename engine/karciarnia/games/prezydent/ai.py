"""Prezydent AIs: easy (P20), normal (P21) and hard (P22), functions of an observation (P19); every house rule too (P27).

With the house rules off every choice is exactly that of P1–P22: the keys below
that only the house rules can tell apart (jokers used, runs) are constant then.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from typing import NamedTuple, Protocol, Self, TypeVar

from karciarnia.ai.budget import NO_BUDGET, Budget
from karciarnia.ai.rank_code import coded, weight
from karciarnia.ai.reading import likeliest_world
from karciarnia.ai.search import SearchSpec, Valuation, distinct, evaluate, searched_choice
from karciarnia.cards import SUITS, suit_of
from karciarnia.games.prezydent.game import Give, Pass, PrezydentObservation, PrezydentState, TrickPlay
from karciarnia.games.prezydent.plays import (
    DECK,
    JOKER_DECK,
    JOKER_PLAY,
    JOKER_SET,
    MIN_RUN,
    RUN,
    TOP,
    Play,
    card_value,
    run_reading,
    sort_key,
    stronger_values,
)
from karciarnia.games.prezydent.rank_play import RESERVE_GROUPS, RankTable, set_choice, value_counts
from karciarnia.protocol import Action, Observation, State
from karciarnia.rng import Rng


def _plays(observation: PrezydentObservation) -> list[Play]:
    return [action for action in observation.legal_actions if isinstance(action, Play)]


def _strength(play: Play, observation: PrezydentObservation) -> int:
    """A play's strength in the order in force: its rank's, its run's lowest card's, or the jokers' (P5, P25, P26)."""
    return play.strength(observation.reversed)


def _wild(play: Play) -> int:
    """How many jokers a play spends (P25)."""
    return sum(card in JOKER_SET for card in play.cards)


def hand_runs(hand: tuple[str, ...] | list[str]) -> list[frozenset[str]]:
    """The hand's longest runs of natural cards (P26): one suit, consecutive, at least three cards."""
    runs = []
    for suit in SUITS:
        values = sorted(card_value(card) for card in hand if card not in JOKER_SET and suit_of(card) == suit)
        start = 0
        for index in range(1, len(values) + 1):
            if index == len(values) or values[index] != values[index - 1] + 1:
                if index - start >= MIN_RUN:
                    span = set(values[start:index])
                    runs.append(frozenset(card for card in hand if card not in JOKER_SET and suit_of(card) == suit and card_value(card) in span))
                start = index
    return runs


def _give_lowest(observation: PrezydentObservation, prefer_singles: bool) -> Action:
    """Hand back the lowest cards; with ``prefer_singles`` lone cards before broken groups."""
    gives = [action for action in observation.legal_actions if isinstance(action, Give)]
    counts = value_counts(observation.hand)

    def cost(action: Give) -> tuple[int, int]:
        broken = sum(counts[card_value(card)] > 1 for card in action.cards) if prefer_singles else 0
        return broken, sum(card_value(card) for card in action.cards)

    return min(gives, key=cost)


def easy(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """P20: always the lowest legal combination; pass only when forced.

    Leading, it plays every card of its lowest rank; handing cards back, its lowest.
    """
    assert isinstance(observation, PrezydentObservation)
    if observation.phase == "exchange":
        return _give_lowest(observation, prefer_singles=False)
    plays = _plays(observation)
    if not plays:
        return observation.legal_actions[-1]
    lowest = min(_strength(play, observation) for play in plays)
    # the most cards of the lowest play, its own cards before jokers (P25: a joker is no low card)
    return max(
        (play for play in plays if _strength(play, observation) == lowest),
        key=lambda play: (-_wild(play), len(play.cards)),
    )


def normal(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """P21: keep 2s and fours to win back the lead; do not break groups needlessly.

    Leading: the lowest whole group that is not a reserve (a top-rank card or a
    four). Following: the lowest play that keeps every group whole; only when
    no such play is legal, the lowest that breaks one. Reserves are spent only
    once the hand is down to a few groups; a whole reserve it may not spend
    yet means a pass, never a broken group. Going out always comes first.

    The house rules (P23–P26): a joker is a reserve, spent last and never as a
    low card when its own cards will do (P25); a run of the hand is a group,
    played whole, and a set that takes a card of it breaks it (P26); an equal
    play is the lowest that follows, so it equalises, and skips the next
    player, whenever it can afford to (P23).
    """
    assert isinstance(observation, PrezydentObservation)
    if observation.phase == "exchange":
        return _give_lowest(observation, prefer_singles=True)
    if not (observation.jokers or observation.stairs):
        return plain_choice(observation.legal_actions, observation.hand, observation.to_beat, observation.reversed, observation.revolution)
    plays = _plays(observation)
    hand = observation.hand
    for play in plays:
        if len(play.cards) == len(hand):
            return play
    top = 0 if observation.reversed else TOP
    counts = Counter(card_value(card) for card in hand if card not in JOKER_SET)
    runs = hand_runs(hand) if observation.stairs else []
    in_runs = frozenset().union(*runs)

    def is_reserve(play: Play) -> bool:
        if not play.plain:  # P25: jokers are kept; P26: a run is no reserve
            return play.kind != RUN or _wild(play) > 0
        value = card_value(play.cards[0])
        return value == top or (counts[value] == 4 and observation.revolution)

    def is_whole(play: Play) -> bool:
        if play.kind == RUN:
            return _wild(play) == 0 and frozenset(play.cards) in runs
        naturals = [card for card in play.cards if card not in JOKER_SET]
        return bool(naturals) and counts[card_value(naturals[0])] == len(naturals) and not in_runs.intersection(naturals)

    def cost(play: Play) -> tuple[bool, int, int]:
        return _wild(play) > 0, _strength(play, observation), -len(play.cards)

    whole = [p for p in plays if is_whole(p)]
    if observation.to_beat is None:
        groups = [p for p in whole if not is_reserve(p)] or whole or [p for p in plays if not _wild(p)] or plays
        return min(groups, key=cost)
    may_spend_reserve = len(counts) + bool(in_runs) + any(card in JOKER_SET for card in hand) <= RESERVE_GROUPS
    affordable = [p for p in whole or plays if may_spend_reserve or not is_reserve(p)]
    if affordable:
        return min(affordable, key=cost)
    return next(action for action in observation.legal_actions if isinstance(action, Pass))


def plain_choice(actions: Sequence[Action], hand: Sequence[str], to_beat: TrickPlay | None, reversed_order: bool, revolution: bool) -> Action:
    """:func:`normal` where every play is a set of natural cards (no jokers, no runs), from the seat's legal
    actions, hand, the play to beat and the order: going out first, else the set :func:`set_choice` names by
    rank, without the house rules' tests (the plain game's choices, and the rollouts' with equal plays on, P23)."""
    plays = [action for action in actions if isinstance(action, Play)]
    for play in plays:
        if len(play.cards) == len(hand):
            return play
    choice = set_choice(
        value_counts(hand),
        {card_value(play.cards[0]) for play in plays},
        None if to_beat is None else len(to_beat.cards),
        reversed_order,
        revolution,
    )
    if choice is None:
        return next(action for action in actions if isinstance(action, Pass))
    value, size = choice
    return next(play for play in plays if len(play.cards) == size and card_value(play.cards[0]) == value)


def sample_world(observation: Observation, rng: Rng) -> PrezydentState:
    """A deal of the unseen cards that agrees with all this seat knows (P19, P22): :func:`sample_hands`."""
    assert isinstance(observation, PrezydentObservation)
    return SearchWorld.world(observation, sample_hands(observation, rng), rng.fork(1))


def sample_hands(observation: PrezydentObservation, rng: Rng) -> list[list[str]]:
    """Every seat's hand in a deal of the unseen cards that agrees with all this seat knows (P19, P22).

    Unseen: the deck less this hand and the cards played this deal. Cards this
    seat handed over in the exchange and not played since are still with their
    receiver; a seat that handed this one its best cards holds none as good
    (:func:`ceilings`); the rest is dealt at random to fit every seat's card count.
    """
    me = observation.seat
    hands: list[list[str]] = [[] for _ in range(observation.num_players)]
    hands[me] = list(observation.hand)
    unseen = set(JOKER_DECK if observation.jokers else DECK) - set(observation.hand) - set(observation.played)  # P25: jokers unseen too
    for card, receiver in handed_over(observation):
        if card in unseen:
            hands[receiver].append(card)
            unseen.discard(card)
    rest = sorted(unseen)
    rng.shuffle(rest)
    below = ceilings(observation)
    for seat in sorted(range(observation.num_players), key=lambda seat: seat not in below):  # the bounded seats first
        if seat != me:
            missing = observation.card_counts[seat] - len(hands[seat])
            if seat in below:
                dealt = [card for card in rest if sort_key(card) < below[seat]][:missing]  # a random few of those that fit
                rest = [card for card in rest if card not in dealt]
            else:
                dealt, rest = rest[:missing], rest[missing:]
            hands[seat].extend(dealt)
    return hands


def ceilings(observation: PrezydentObservation) -> dict[int, tuple[int, int]]:
    """Each seat that handed this one its best cards (P17), with the sort key all it kept was below: the
    lowest card it handed. The cards handed back to it since are known (:func:`handed_over`) and exempt."""
    return {
        exchange.giver: min(map(sort_key, exchange.cards))
        for exchange in observation.exchanges
        if exchange.receiver == observation.seat and not exchange.chosen
    }


def handed_over(observation: PrezydentObservation) -> list[tuple[str, int]]:
    """Each card this seat handed over in the exchange, with its receiver (P17)."""
    return [(card, exchange.receiver) for exchange in observation.exchanges if exchange.giver == observation.seat for card in exchange.cards]


READ_ATTEMPTS = 4  # hard: deals of the unseen cards drawn for one that explains the others' plays and passes


class ReadTurn(NamedTuple):
    """Another seat's turn this deal, as the reading replays it."""

    seat: int
    chosen: tuple[int, int] | None  # the value and size of its set, ``None`` for its pass
    size: int | None  # the size of the set it had to beat, ``None`` when it led
    stronger: range  # the values that beat that set (P5)
    reversed_order: bool  # the order then (P11)


def likely_world(observation: Observation, rng: Rng) -> PrezydentState:
    """A deal of the unseen cards in which the other seats played and passed this deal as ``normal``
    would have (P22: what is still out, read from the play as well as counted).

    Of up to ``READ_ATTEMPTS`` deals (:func:`sample_hands`), the first that explains every play and
    pass of the others (:meth:`Reading.unexplained`), else the earliest that explains the most, then
    improved by swapping unseen cards (:func:`swap_towards_the_play`). The house rules (P23–P26)
    are not read: their worlds are drawn blind (:func:`sample_world`).
    """
    return Reading(observation).likely_world(rng)


READ_SWAPS = 48  # hard: swaps of two cards between other hands tried, each kept if the play stays as well explained


class Reading:
    """The reading of one observation's deal, for every world of a search (:func:`likely_world`).

    Its turns are read once (:func:`read_turns`). A seat's turns are explained or not by its own cards
    per rank value alone (:func:`turn_misses`), so what they leave unexplained is remembered under the
    seat and its coded counts (:func:`~karciarnia.ai.rank_code.coded`): the swaps of one world and the worlds of one search meet
    the same hands again and again (about a third of the counts asked in a search).
    """

    def __init__(self, observation: Observation) -> None:
        assert isinstance(observation, PrezydentObservation)
        self.observation = observation
        self.readable = not (observation.equalize or observation.jokers or observation.stairs)
        self.turns = read_turns(observation) if self.readable else []
        self._turns_of = {seat: [turn for turn in self.turns if turn.seat == seat] for seat in range(observation.num_players) if seat != observation.seat}
        self._misses: dict[tuple[int, int], tuple[int | None, ...]] = {}

    def likely_world(self, rng: Rng) -> PrezydentState:
        """A world as :func:`likely_world` reads it."""
        observation = self.observation
        if not self.readable:
            return sample_world(observation, rng)
        hands, fewest = likeliest_world(lambda: sample_hands(observation, rng), self.unexplained, READ_ATTEMPTS, len(self.turns) + 1)
        swap_towards_the_play(self, hands, fewest, rng)
        return SearchWorld.world(observation, hands, rng.fork(1))

    def unexplained(self, hands: Sequence[Sequence[str]], limit: int) -> int:
        """How many of the others' turns ``normal`` would not have chosen had the hands now been ``hands`` (up to ``limit``)."""
        missed = 0
        for seat in self._turns_of:
            counts = value_counts(hands[seat])
            missed += len(self.misses(seat, counts, coded(counts.items())))
            if missed >= limit:
                return limit
        return missed

    def misses(self, seat: int, counts: Mapping[int, int], code: int) -> tuple[int | None, ...]:
        """:func:`turn_misses` of ``seat``'s turns holding ``counts`` now (coded ``code``), remembered."""
        key = (seat, code)
        found = self._misses.get(key)
        if found is None:
            found = self._misses[key] = turn_misses(self._turns_of[seat], counts, self.observation.revolution)
        return found


def swap_towards_the_play(reading: Reading, hands: list[list[str]], fewest: int, rng: Rng) -> int:
    """Improve ``hands``, which leave ``fewest`` of the others' turns unexplained, in place: up to
    ``READ_SWAPS`` swaps of two unseen cards between a seat whose turns are unexplained and another, each
    kept when it leaves no more unexplained, until none is; return how many the hands then leave. The
    cards this seat handed over in the exchange stay with their receiver (P17).

    Half the swaps take from the unexplained seat a card of a rank ``normal`` would have played at one of
    its unexplained turns (its culprits): that card is what made it choose otherwise there. A seat's turns
    are explained or not by its own hand alone, so a swap recounts only the two seats' turns, from their
    cards per rank value kept up to date. A seat out of cards that played otherwise (a person) stays
    unexplained: no swap changes its hand."""
    observation = reading.observation
    others = [seat for seat, hand in enumerate(hands) if seat != observation.seat and hand]
    if len(others) < 2 or not fewest:
        return fewest
    handed = {card for card, _ in handed_over(observation)}
    below = ceilings(observation)

    def fits(seat: int, card: str) -> bool:
        return seat not in below or sort_key(card) < below[seat]

    counts = [value_counts(hand) for hand in hands]
    codes = [coded(held.items()) for held in counts]

    def misses(seat: int) -> tuple[int | None, ...]:
        return reading.misses(seat, counts[seat], codes[seat])

    missed = {seat: misses(seat) for seat in others}
    for _ in range(READ_SWAPS):
        wrong = [seat for seat in others if missed[seat]]
        if not wrong:
            break
        a = wrong[rng.below(len(wrong))]
        b = others[(others.index(a) + 1 + rng.below(len(others) - 1)) % len(others)]
        one, other = hands[a], hands[b]
        culprits = {value for value in missed[a] if value is not None}
        if any(value in counts[a] for value in culprits) and rng.below(2):
            suspects = [index for index, card in enumerate(one) if card_value(card) in culprits]
            i = suspects[rng.below(len(suspects))]
        else:
            i = rng.below(len(one))
        j = rng.below(len(other))
        if one[i] in handed or other[j] in handed or card_value(one[i]) == card_value(other[j]) or not (fits(a, other[j]) and fits(b, one[i])):
            continue
        _swap(hands, counts, codes, (a, i), (b, j))
        before = len(missed[a]) + len(missed[b])
        now_a = misses(a)
        now_b = misses(b) if len(now_a) <= before else ()  # no need to count b's: a's alone leave more unexplained
        if len(now_a) + len(now_b) <= before:
            fewest += len(now_a) + len(now_b) - before
            missed[a], missed[b] = now_a, now_b
        else:
            _swap(hands, counts, codes, (a, i), (b, j))  # undone
    return fewest


def _swap(hands: list[list[str]], counts: list[dict[int, int]], codes: list[int], first: tuple[int, int], second: tuple[int, int]) -> None:
    """Swap two cards, each a seat and its index in the seat's hand, with the two hands' cards per rank value and
    their codes (:mod:`~karciarnia.ai.rank_code`): the same swap again undoes it."""
    (a, i), (b, j) = first, second
    given, taken = card_value(hands[a][i]), card_value(hands[b][j])
    hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    _exchange(counts[a], given, taken)
    _exchange(counts[b], taken, given)
    shift = weight(taken) - weight(given)
    codes[a] += shift
    codes[b] -= shift


def _exchange(counts: dict[int, int], given: int, taken: int) -> None:
    """``counts`` after a card of value ``given`` leaves the hand for one of value ``taken``."""
    if counts[given] == 1:
        del counts[given]
    else:
        counts[given] -= 1
    counts[taken] = counts.get(taken, 0) + 1


def read_turns(observation: PrezydentObservation) -> list[ReadTurn]:
    """The other seats' turns this deal, latest first, from its finished tricks and the trick on the table (P19)."""
    turns = []
    reversed_order = False  # P12: every deal starts in the normal order
    for trick in (*observation.earlier_tricks, observation.trick):
        to_beat: tuple[int, int] | None = None
        for turn in trick:
            chosen = (card_value(turn.cards[0]), len(turn.cards)) if turn.cards else None  # a set is of one rank (P4)
            if turn.seat != observation.seat:
                if to_beat is None:
                    turns.append(ReadTurn(turn.seat, chosen, None, range(0), reversed_order))
                else:
                    turns.append(ReadTurn(turn.seat, chosen, to_beat[1], stronger_values(to_beat[0], reversed_order), reversed_order))
            if chosen:
                to_beat = chosen
                if observation.revolution and len(turn.cards) == 4:
                    reversed_order = not reversed_order  # P11
    turns.reverse()
    return turns


def turn_misses(turns: list[ReadTurn], counts: Mapping[int, int], revolution: bool) -> tuple[int | None, ...]:
    """The turns of one seat, ``turns`` (latest first), that ``normal`` would not have chosen holding ``counts`` now
    (its cards per rank value; at a turn, with the cards it played since given back): at each, the rank value
    of the set ``normal`` would have played there, ``None`` where it would have passed."""
    held = dict(counts)
    missed: list[int | None] = []
    for _, chosen, size, stronger, reversed_order in turns:
        if chosen:
            value, played = chosen
            held[value] = held.get(value, 0) + played
        playable = held.keys() if size is None else [value for value in stronger if held.get(value, 0) >= size]  # P4, P5
        model = set_choice(held, playable, size, reversed_order, revolution)
        if model != chosen:
            missed.append(None if model is None else model[0])
    return tuple(missed)


def _equivalence(action: Action) -> Hashable:
    """Plays of the same rank and size are the same play: suits never matter (P3).

    With the house rules: a play that spends jokers differs from one that does not (P25); a run is
    its lowest card and length (P26), and its suit, which decides what the hand keeps for later runs.
    """
    if isinstance(action, Play):
        if action.plain:
            return "play", card_value(action.cards[0]), len(action.cards)
        if action.kind == RUN:
            reading = run_reading(action.cards, action.stands)
            return "run", card_value(reading[0]), len(reading), suit_of(reading[0]), _wild(action)
        if action.kind == JOKER_PLAY:
            return "jokers", len(action.cards)
        return "play", card_value(action.cards[0]), len(action.cards), _wild(action)
    return action.id, 0, 0


class SearchWorld(PrezydentState):
    """A sampled world that knows whose search it serves: ``searcher``, the seat whose observation it was
    built from, which :func:`play_out` plays as hard plans its way out (P22), every other seat as ``normal``
    (as Koalicje's search worlds do).

    The search values a world by its deal alone (:func:`deal_gain`), so a world is over once its deal is
    scored: dealing the next one (shuffling, sorting, the exchange) would be wasted work."""

    searcher: int

    @classmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> PrezydentState:
        state = super().world(observation, hands, rng, stock)
        assert isinstance(state, SearchWorld)
        state.searcher = observation.seat
        return state

    def clone(self) -> PrezydentState:
        other = PrezydentState.clone(self)
        other.__class__ = SearchWorld
        return other

    def _start_deal(self, hands: list[list[str]] | None) -> None:
        self.phase = "over"
        self._current = None


LOOK_AHEAD_CARDS = 4  # hard: in its rollouts, the searching seat down to this few cards tries each of its plays


def play_out(world: State, rng: Rng) -> None:
    """Play a sampled world until the searching seat is out (its place then decides its points, P15), every
    seat as ``normal`` would but the searching seat's last ``LOOK_AHEAD_CARDS`` cards: there it tries each
    play (one per rank and size, ``normal``'s first), played out by ``normal``, and keeps the best for it
    (P22: it plans the way out of its hand)."""
    _play_out(world, rng, LOOK_AHEAD_CARDS)


def review_play_out(world: State, rng: Rng) -> None:
    """Play a sampled world until the searching seat is out, every seat as ``normal`` would."""
    _play_out(world, rng, 0)


def _play_out(world: State, rng: Rng, look_ahead: int) -> None:
    """Play ``world`` on until its searching seat is out, on a :class:`RankTable` if no house rule is on.

    A world so played keeps only the order the seats went out in (its ``finished``, what
    :func:`deal_gain` reads): its hands are not played down."""
    assert isinstance(world, SearchWorld)
    if world.searcher in world.finished:  # out already, or the game over (a search world deals no other)
        return
    if world.house:
        _play_until_out(StateTable(world, rng), world.searcher, look_ahead)
        return
    table = RankTable.of(world)
    _play_until_out(table, world.searcher, look_ahead)
    world.finished = table.finished


Move = TypeVar("Move")


class Table(Protocol[Move]):
    """A deal as a rollout plays it on, by moves of its own: a :class:`RankTable` (a rank and size, or a pass),
    or a :class:`StateTable` with the house rules (the state's actions)."""

    @property
    def current(self) -> int: ...

    @property
    def finished(self) -> list[int]: ...

    def hand_size(self, seat: int) -> int: ...

    def normal_choice(self) -> Move: ...

    def ways_out(self, first: Move) -> list[Move]: ...

    def copy(self) -> Self: ...

    def advance(self, choice: Move) -> None: ...


class StateTable:
    """A search world with a house rule on, as a rollout plays it on: its state's legal actions, ``normal``'s
    choice from the mover's observation (P25, P26), or from its hand where only equal plays are on (P23)."""

    def __init__(self, world: SearchWorld, rng: Rng) -> None:
        self.world = world
        self.rng = rng

    @property
    def current(self) -> int:
        mover = self.world.current_player
        assert mover is not None
        return mover

    @property
    def finished(self) -> list[int]:
        return self.world.finished  # every seat once the deal is scored (a search world deals no other)

    def hand_size(self, seat: int) -> int:
        return len(self.world.hands[seat])

    def normal_choice(self) -> Action:
        world = self.world
        actions = world.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if world.jokers or world.stairs:
            return normal(world.observation(self.current), self.rng, NO_BUDGET)
        return plain_choice(actions, world.hands[self.current], world.to_beat, world.reversed, world.options["revolution"])

    def ways_out(self, first: Action) -> list[Action]:
        return distinct([first, *self.world.legal_actions()], _equivalence)

    def copy(self) -> StateTable:
        clone = self.world.clone()
        assert isinstance(clone, SearchWorld)
        return StateTable(clone, self.rng)

    def advance(self, choice: Action) -> None:
        self.world.advance(choice)


def _play_until_out(table: Table[Move], seat: int, look_ahead: int) -> None:
    """Play ``table`` on until ``seat`` is out, ``seat`` looking ahead at its last ``look_ahead`` cards.

    Every seat's ``normal`` is deterministic, so the look-ahead's chosen play, played out by ``normal``, is what
    ``normal``'s own play at ``seat``'s next look-ahead is worth: that place is carried over, not played out again."""
    chosen_place: int | None = None  # the last look-ahead's best place: that of playing on as normal
    while seat not in table.finished:
        choice = table.normal_choice()
        if table.current == seat and table.hand_size(seat) <= look_ahead:
            plays = table.ways_out(choice)
            if len(plays) > 1:
                choice, chosen_place = _best_way_out(table, seat, plays, chosen_place)
        table.advance(choice)


def _best_way_out(table: Table[Move], seat: int, plays: Sequence[Move], first_place: int | None) -> tuple[Move, int]:
    """The first of ``plays`` after which ``normal`` at every seat takes ``seat`` out soonest (its place's points
    are the most this deal, P15), and that place (0 the first out); the first play's is ``first_place`` when known."""
    best, best_place = plays[0], first_place
    for play in plays if first_place is None else plays[1:]:
        simulation = table.copy()
        simulation.advance(play)
        _play_until_out(simulation, seat, 0)
        place = simulation.finished.index(seat)
        if best_place is None or place < best_place:
            best, best_place = play, place
    assert best_place is not None  # every play was valued, or the first's place was known
    return best, best_place


def deal_gain(world: State, seat: int, before: Sequence[float]) -> float:
    """What ``seat`` gained since ``before`` (in this deal): its place's points (P15) once it is out, even
    before the deal ends, as a rollout stops there."""
    assert isinstance(world, PrezydentState)
    out = world.phase == "play" and seat in world.finished  # out, the deal still on: its points are not added yet
    return world.totals[seat] - before[seat] + (world.n - world.finished.index(seat) if out else 0)


SEARCH = SearchSpec(
    worlds=lambda observation: Reading(observation).likely_world, play_out=play_out, default_iterations=300, action_key=_equivalence, value=deal_gain
)


def hard(observation: Observation, rng: Rng, budget: Budget) -> Action:
    """P22: estimate the ranks still out and plan the way out of the hand.

    The estimate is a deal of the unseen cards over the other hands that explains
    how they played and passed this deal (:func:`likely_world`); the plan is the
    search over rollouts until it is out (:func:`play_out`), in which its own last
    cards look ahead. The exchange is left to ``normal``.
    """
    return searched_choice(observation, rng, budget, search_candidates, valuation, normal)


def search_candidates(observation: Observation) -> tuple[Action, ...] | None:
    """The plays ``hard`` searches (one per rank and size), or ``None`` in the exchange, left to ``normal``."""
    assert isinstance(observation, PrezydentObservation)
    if observation.phase != "play":
        return None
    if not observation.stairs:
        return tuple(distinct(observation.legal_actions, _equivalence))
    # P26: which cards of a set are taken matters when some belong to the hand's runs
    in_runs = frozenset().union(*hand_runs(observation.hand))
    return tuple(distinct(observation.legal_actions, lambda action: (_equivalence(action), in_runs.intersection(getattr(action, "cards", ())))))


def valuation(observation: Observation, candidates: tuple[Action, ...], rng: Rng, budget: Budget) -> Valuation:
    """Every candidate's value for this seat, in points of the deal (from places, P14), over sampled worlds."""
    return evaluate(SEARCH, observation, candidates, rng, budget)


REVIEW = dataclasses.replace(SEARCH, play_out=review_play_out)
"""The review's search: hard's worlds, played out by ``normal`` at every seat, its own too. Its verdicts'
bars were measured on these values, and a whole deal's review stays near a second in the browser."""


def review_valuation(observation: Observation, candidates: tuple[Action, ...], rng: Rng, budget: Budget) -> Valuation:
    """Every candidate's value for this seat as the review judges it (:data:`REVIEW`), in points of the deal."""
    return evaluate(REVIEW, observation, candidates, rng, budget)
