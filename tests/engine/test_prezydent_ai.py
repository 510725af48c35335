"""Prezydent AIs: easy (P20), normal (P21), hard (P22) from explicit positions, and legality over
many games. How much stronger normal is than easy over many deals is a benchmark
(scripts/bench_strength.py), not a test."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

import pytest
from helpers import act, play_id, prezydent

from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.ai.search import policy_play_out
from karciarnia.games.prezydent import ai
from karciarnia.games.prezydent.ai import easy
from karciarnia.games.prezydent.game import PREZYDENT, Pass, PrezydentObservation, PrezydentState
from karciarnia.games.prezydent.plays import Play, card_value, sort_key, strength, stronger_values
from karciarnia.games.prezydent.rank_play import Choice, RankTable, value_counts
from karciarnia.protocol import Action
from karciarnia.rng import Rng


def decide(level: str, state: PrezydentState) -> str:
    """The id of the action the AI of ``level`` picks for the current seat."""
    seat = state.current_player
    assert seat is not None
    return computers.choose("prezydent", level, state.observation(seat), Rng(seat)).id


def following(hand: Sequence[str], lead: str) -> PrezydentState:
    """Seat 1 holds ``hand`` and must answer seat 0's lead of the card(s) in ``lead``."""
    cards = lead.split(",")
    state = prezydent([[*cards, "QC"], list(hand), ["10C"], []])
    state.apply(play_id(*cards))
    return state


def leading(hand: Sequence[str], **options: object) -> PrezydentState:
    """Seat 0 holds ``hand`` and leads."""
    return prezydent([list(hand), ["9C"], ["10C"], []], **options)


def seat_game(levels: Sequence[str], seed: int, deals: int = 1) -> list[int]:
    """Play one AI-only game; return the final scores per seat."""
    state = PREZYDENT.new_state({"players": len(levels), "deals": deals}, seed=seed)
    rng = Rng(seed + 10_000)
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None
        observation = state.observation(seat)
        action = computers.choose("prezydent", levels[seat], observation, rng)
        assert action in state.legal_actions()  # P19/P20/P21: only legal actions
        state.apply(action)
    return state.returns()


# -- P20: easy ------------------------------------------------------------------------
def test_p20_easy_leads_its_lowest_rank() -> None:
    # P20: leading, easy plays its lowest rank (all of it)
    state = leading(["4S", "4H", "3D", "7C", "2H"])
    assert decide("easy", state) == play_id("3D")
    state = leading(["4S", "4H", "7C", "2H"])
    assert decide("easy", state) == play_id("4S", "4H")


def test_p20_easy_follows_with_lowest_beating_rank() -> None:
    # P20: following, easy plays the lowest rank that beats, even a 2 or a broken pair
    assert decide("easy", following(["5S", "8S", "8H", "KD"], "6D")) == play_id("8S")
    assert decide("easy", following(["5S", "2S"], "KS")) == play_id("2S")


def test_p20_easy_passes_only_when_it_must() -> None:
    # P20: no legal play, so pass
    assert decide("easy", following(["5S", "8S", "8H"], "AS")) == "pass"


def test_p20_easy_lowest_in_reversed_order() -> None:
    # P20/P11: after a revolution "lowest" follows the reversed order: the 2 is the lowest card
    state = prezydent([["5S", "5H", "5D", "5C", "7H"], ["9S"], ["2S", "3S", "KS"], []])
    act(state, play_id("5S", "5H", "5D", "5C"), "pass", "pass", "pass", play_id("7H"))
    assert state.reversed
    assert decide("easy", state) == "pass"  # seat 1's 9 is weaker than 7 in the reversed order
    state.apply("pass")
    assert decide("easy", state) == play_id("3S")  # only the 3 beats the 7; the 2 and K do not


def test_p20_easy_always_lowest_play_and_never_passes_when_it_can_play() -> None:
    # P20: over many real positions, easy picks a play of minimal strength whenever one exists
    checked = 0
    for seed in range(40):
        state = PREZYDENT.new_state({"players": 3 + seed % 4, "deals": 2}, seed=seed)
        rng = Rng(seed)
        while not state.is_terminal:
            seat = state.current_player
            assert seat is not None
            observation = state.observation(seat)
            chosen = easy(observation, rng, Budget())
            plays = [a for a in observation.legal_actions if isinstance(a, Play)]
            if observation.phase == "play":
                if plays:
                    checked += 1
                    assert isinstance(chosen, Play)
                    weakest = min(strength(card_value(p.cards[0]), state.reversed) for p in plays)
                    assert strength(card_value(chosen.cards[0]), state.reversed) == weakest
                else:
                    assert isinstance(chosen, Pass)
            state.apply(rng.choice(state.legal_actions()))  # random play reaches varied positions
    assert checked > 1000


def test_p20_easy_gives_back_lowest_cards() -> None:
    # P17/P20: in the exchange easy hands back its two lowest cards
    state = prezydent([["3S"], ["4S"], ["5S"], []], deals=2, seed=6)
    act(state, play_id("3S"), play_id("4S"), play_id("5S"))
    assert state.phase == "exchange" and state.current_player == 0
    assert decide("easy", state) == "give:" + ",".join(state.hands[0][:2])


# -- P21: normal ----------------------------------------------------------------------
MANY_GROUPS = ["3H", "5D", "7C", "9S", "JH"]


def test_p21_normal_keeps_2s_with_many_groups() -> None:
    # P21: with many rank groups left, normal keeps its 2 rather than beat a king
    state = following(["2S", *MANY_GROUPS], "KS")
    assert decide("normal", state) == "pass"
    assert decide("easy", state) == play_id("2S")


def test_p21_normal_spends_2_with_few_groups() -> None:
    # P21: near the end of its hand it uses the 2 to win back the lead
    assert decide("normal", following(["2S", "3H", "5D"], "KS")) == play_id("2S")


def test_p21_normal_does_not_break_a_pair_when_a_whole_group_play_exists() -> None:
    # P21: beating a 4, normal plays its lone 7 rather than split its pair of 5s
    state = following(["5S", "5H", "7D", "9C", "JS", "KH"], "4C")
    assert decide("normal", state) == play_id("7D")
    assert decide("easy", state) == play_id("5S")


def test_p21_normal_does_not_break_a_triple() -> None:
    # P21: beating a pair of 3s, normal plays its pair of 8s, not two of its three 6s
    state = following(["6S", "6H", "6D", "8S", "8H", "JC", "KD"], "3S,3H")
    assert decide("normal", state) == play_id("8S", "8H")


def test_p21_normal_answers_a_single_with_a_lone_card_not_a_broken_pair() -> None:
    # P21: answering a single 3, normal played 4S from its pair of 4s although its lone
    # 10D and KH beat without breaking anything; it plays the lowest of them, the 10
    hand = ["4S", "4H", "7C", "7D", "9C", "9D", "10D", "QC", "QD", "KH"]
    state = prezydent([["3S", "2C"], hand, ["10C"], []])
    state.apply(play_id("3S"))
    assert decide("normal", state) == play_id("10D")


def test_p21_normal_passes_rather_than_break_when_only_a_reserve_is_whole() -> None:
    # P21: over a king its only whole answer is a 2 it keeps (many groups left), so it passes
    # rather than break its pair of aces
    state = following(["AS", "AH", "2D", *MANY_GROUPS], "KS")
    assert decide("normal", state) == "pass"


def breaks_a_group(play: Play, hand: Sequence[str]) -> bool:
    """Whether ``play`` leaves cards of its rank in ``hand``."""
    return sum(card_value(card) == card_value(play.cards[0]) for card in hand) > len(play.cards)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_p21_normal_never_breaks_a_group_when_a_whole_answer_exists(players: int) -> None:
    # P21: over positions reached by random play (every table size, revolution on and
    # off, later deals with reversed orders), normal breaks a group only if no legal play keeps
    # every group whole
    checked = 0
    for seed in range(40):
        state = PREZYDENT.new_state({"players": players, "revolution": seed % 2 == 0, "deals": 2}, seed=seed)
        rng = Rng(seed)
        while not state.is_terminal:
            seat = state.current_player
            assert seat is not None
            observation = state.observation(seat)
            if observation.phase == "play":
                hand = observation.hand
                choice = computers.choose("prezydent", "normal", observation, Rng(seed))
                whole = [a for a in observation.legal_actions if isinstance(a, Play) and not breaks_a_group(a, hand)]
                if isinstance(choice, Play) and breaks_a_group(choice, hand):
                    assert not whole, (seed, hand, choice.id)
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 1000


def test_p21_normal_leads_a_whole_group_not_a_reserve() -> None:
    # P21: leading, normal keeps its four (a revolution) and its 2, leading the lowest whole group
    state = leading(["4S", "4H", "4D", "4C", "6S", "6H", "2H"])
    assert decide("normal", state) == play_id("6S", "6H")
    assert decide("easy", state) == play_id("4S", "4H", "4D", "4C")


def test_p21_four_is_no_reserve_without_revolution() -> None:
    # P13/P21: with revolution off, a four is an ordinary group to lead
    state = leading(["4S", "4H", "4D", "4C", "6S", "6H", "2H"], revolution=False)
    assert decide("normal", state) == play_id("4S", "4H", "4D", "4C")


def test_p21_normal_goes_out_when_it_can() -> None:
    # P21: a play that empties the hand comes first, even a 2
    assert decide("normal", following(["2S", "2H"], "QS,QH")) == play_id("2S", "2H")


def test_p21_normal_gives_back_lone_low_cards() -> None:
    # P17/P21: normal hands back low cards without breaking its groups
    state = prezydent([["3S"], ["4S"], ["5S"], []], deals=2, seed=6)
    act(state, play_id("3S"), play_id("4S"), play_id("5S"))
    hand = state.hands[0]
    gift = decide("normal", state).removeprefix("give:").split(",")
    values = [card_value(card) for card in hand]
    lone = [card for card in hand if values.count(card_value(card)) == 1]
    assert len(gift) == 2 and set(gift) <= set(hand)
    assert set(gift) == set(lone[:2])


# -- both levels ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_ai_actions_always_legal(players: int) -> None:
    # P19–P21: easy and normal, mixed at one table over a series with exchanges, only act legally
    for seed in range(25):
        levels = ["easy" if (seat + seed) % 2 else "normal" for seat in range(players)]
        scores = seat_game(levels, seed, deals=3)
        assert sum(scores) == 3 * players * (players + 1) // 2


# -- P22: hard --------------------------------------------------------------------------
def test_p22_hard_leads_its_2_first_when_the_next_seat_could_go_out_on_its_other_card() -> None:
    # P4, P9, P22: seat 0 holds a 2 and a 3, seat 1 one card. Led first, the 3 lets seat 1 beat it
    # with its last card and take first place; the 2 keeps the lead (another 2 is not higher), and
    # the 3 led next goes out first. Easy and normal lead the 3; hard's search finds the 2.
    state = prezydent([["2S", "3S"], ["9H"], []], players=3)
    observation = state.observation(0)
    assert [action.id for action in observation.legal_actions] == [play_id("3S"), play_id("2S")]
    assert decide("easy", state) == decide("normal", state) == play_id("3S")
    for salt in range(3):
        assert computers.choose("prezydent", "hard", observation, Rng(salt), Budget(iterations=20)).id == play_id("2S")
    led_low, led_high = state.clone(), state.clone()
    act(led_low, play_id("3S"), play_id("9H"))
    assert led_low.finished == [1]  # seat 1 is out first
    act(led_high, play_id("2S"), "pass", "pass", play_id("3S"))
    assert led_high.finished == [0]


# -- P22: hard's worlds, read from the others' plays and passes ---------------------------
def normal_positions(seeds: range, **options: object) -> Iterator[tuple[PrezydentState, PrezydentObservation]]:
    """Every play position of games where normal plays at every seat (state, mover's observation)."""
    for seed in seeds:
        state = PREZYDENT.new_state(options, seed)
        while not state.is_terminal:
            observation = state.observation(state.current_player)
            if observation.phase == "play":
                yield state, observation
            state.apply(ai.normal(observation, Rng(0), Budget()))


@pytest.mark.parametrize("options", [{"players": 4}, {"players": 3, "equalize": True}, {"players": 5, "jokers": True, "stairs": True}])
def test_p19_earlier_tricks_are_the_deals_finished_tricks_in_order(options: dict[str, object]) -> None:
    # P19: every seat sees the same finished tricks of this deal, each turn of each in order (its play
    # with its reading, P27, or its pass); a new deal starts with none (P12)
    tricks: list[tuple[tuple[int, tuple[str, ...], str, tuple[str, ...]], ...]] = []
    deal = -1
    for state, observation in normal_positions(range(3), deals=2, **options):
        if observation.deal_number != deal:
            deal, tricks = observation.deal_number, []
        if not observation.trick and observation.last_trick and observation.last_trick_winner is not None and len(tricks) < len(observation.earlier_tricks):
            tricks.append(tuple((t.seat, t.cards, t.kind, t.stands) for t in observation.last_trick))
        assert [tuple((t.seat, t.cards, t.kind, t.stands) for t in trick) for trick in observation.earlier_tricks] == tricks
        assert all(state.observation(seat).earlier_tricks == observation.earlier_tricks for seat in range(state.n))
        assert all(trick[0].cards for trick in observation.earlier_tricks)  # P4: a trick opens with a lead


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("revolution", [False, True])
def test_p22_in_the_true_deal_every_play_and_pass_of_normal_players_is_explained(players: int, revolution: bool) -> None:
    # P21, P22: read back from the hands now, each other seat's turn this deal is normal's choice (P5, P11)
    checked = 0
    for state, observation in normal_positions(range(3), players=players, revolution=revolution, deals=2):
        assert ai.Reading(observation).unexplained(state.hands, 999) == 0
        checked += 1
    assert checked > 100


def late_position(seed: int) -> PrezydentObservation:
    """Seat 0 to play after at least five finished tricks of a deal normal played."""
    return next(o for _, o in normal_positions(range(seed, seed + 1), players=4) if o.seat == 0 and len(o.earlier_tricks) >= 5)


def test_p22_a_likely_world_is_read_from_the_play_not_drawn_blind() -> None:
    # P22: the world kept explains the other seats' turns at least as well as the best of the deals drawn
    # for it, and far better than a plain draw of the unseen cards
    kept, drawn = [], []
    for seed in range(4):
        observation = late_position(seed)
        reading = ai.Reading(observation)
        for salt in range(6):
            stream = Rng(salt)
            draws = [reading.unexplained(ai.sample_hands(observation, stream), 999) for _ in range(ai.READ_ATTEMPTS)]
            world = ai.likely_world(observation, Rng(salt))
            kept.append(reading.unexplained(world.hands, 999))
            assert kept[-1] <= min(draws)
            drawn.append(draws[0])
    assert sum(kept) < sum(drawn) / 2, (kept, drawn)


@pytest.mark.parametrize("players", [4, 6])
def test_p22_swaps_recount_only_the_two_hands_they_change(players: int) -> None:
    # P22: a seat's turns are explained by its own hand alone, so a swap recounts only the two seats it
    # changes: the count the swaps end with is the whole recount of the hands they leave, never more than
    # they started from, and some swaps improve a world
    improved = 0
    for seed in range(3):
        for _, observation in list(normal_positions(range(seed, seed + 1), players=players))[40::30]:
            reading = ai.Reading(observation)
            for salt in range(4):
                hands = ai.sample_hands(observation, Rng(salt))
                start = reading.unexplained(hands, 999)
                fewest = ai.swap_towards_the_play(reading, hands, start, Rng(salt))
                assert fewest == ai.Reading(observation).unexplained(hands, 999) <= start
                improved += fewest < start
    assert improved > 10


@pytest.mark.parametrize("players", [3, 5])
def test_p22_a_reading_that_remembers_hands_counts_every_world_as_a_fresh_one(players: int) -> None:
    # P22: one search's reading remembers what each seat's counts leave unexplained; over many worlds, and
    # at every limit, it counts each world as a fresh reading does, and its swaps end where a fresh one's do
    checked = 0
    for seed in range(2):
        for _, observation in list(normal_positions(range(seed, seed + 1), players=players))[30::25]:
            reading = ai.Reading(observation)
            for salt in range(8):
                hands = ai.sample_hands(observation, Rng(salt))
                whole = ai.Reading(observation).unexplained(hands, 999)
                assert [reading.unexplained(hands, limit) for limit in (999, 2, 1)] == [whole, min(2, whole), min(1, whole)]
                fresh = [list(hand) for hand in hands]
                assert ai.swap_towards_the_play(reading, hands, whole, Rng(salt)) == ai.swap_towards_the_play(ai.Reading(observation), fresh, whole, Rng(salt))
                assert hands == fresh
                checked += whole > 0
    assert checked > 10


def test_p22_a_turn_left_unexplained_names_the_rank_normal_would_have_played_there() -> None:
    # P21, P22: seat 1 passed on a pair of 4s; in a world where it holds a pair of 5s, normal would have
    # played them (P5), so the 5s are what a reading moves away first; a world that explains the pass names nothing
    four, five, nine = card_value("4S"), card_value("5S"), card_value("9S")
    passed = ai.ReadTurn(1, None, 2, stronger_values(four, False), False)
    assert ai.turn_misses([passed], {five: 2, nine: 1}, True) == (five,)
    assert ai.turn_misses([passed], {five: 1, nine: 1}, True) == ()
    led = ai.ReadTurn(1, (nine, 1), None, range(0), False)  # P21: leading, normal plays its weakest group, not the 9
    assert ai.turn_misses([passed, led], {five: 1}, True) == (five,)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_p19_p22_a_likely_world_agrees_with_all_the_seat_knows(players: int) -> None:
    # P19, P17, P22: the reading moves unseen cards only: each hand keeps its count, this seat's hand is
    # its own, the cards played are out, and the cards this seat handed over stay with their receiver
    checked = 0
    for state, observation in normal_positions(range(2), players=players, deals=2):
        if observation.deal_number == 0 or len(observation.earlier_tricks) < 2 or observation.seat != state.deal_places[-1][0]:
            continue
        world = ai.likely_world(observation, Rng(len(observation.played)))
        assert [len(hand) for hand in world.hands] == list(observation.card_counts)
        assert sorted(world.hands[observation.seat]) == sorted(observation.hand)
        assert sorted(card for hand in world.hands for card in hand) == sorted(card for hand in state.hands for card in hand)
        for exchange in observation.exchanges:
            if exchange.giver == observation.seat:
                assert set(exchange.cards) - set(observation.played) <= set(world.hands[exchange.receiver])
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("options", [{"players": 3}, {"players": 4}, {"players": 6}, {"players": 4, "jokers": True}])
def test_p17_p22_a_seat_that_handed_its_best_cards_holds_none_as_good_in_any_world(options: dict[str, object]) -> None:
    # P17, P22 (P25: jokers are the best cards in the exchange): the seat that handed this one its best
    # cards kept only worse ones, so in every world it holds none as good as the worst it handed, but for
    # the cards handed back to it, as in the true deal; and unseen cards that would break that are there
    checked = excluded = 0
    for state, observation in normal_positions(range(3), deals=2, **options):
        ceilings = ai.ceilings(observation)
        if not ceilings or len(observation.earlier_tricks) % 3:
            continue
        back = {card for card, _ in ai.handed_over(observation)}
        unseen = {card for seat, hand in enumerate(state.hands) if seat != observation.seat for card in hand}
        for giver, ceiling in ceilings.items():
            assert all(sort_key(card) < ceiling for card in set(state.hands[giver]) - back)
            excluded += sum(sort_key(card) >= ceiling for card in unseen - back)
            for salt in range(3):
                for world in (ai.sample_hands(observation, Rng(salt)), ai.likely_world(observation, Rng(salt)).hands):
                    assert all(sort_key(card) < ceiling for card in set(world[giver]) - back), (giver, ceiling, world[giver])
                    checked += 1
    assert checked > 50 and excluded > 10, (checked, excluded)


@pytest.mark.parametrize("options", [{"equalize": True}, {"jokers": True}, {"stairs": True}])
def test_p22_the_house_rules_worlds_are_drawn_blind(options: dict[str, object]) -> None:
    # P22, P23–P26: the reading knows normal's plain game only; with a house rule on, a world is a plain draw
    observation = next(o for _, o in normal_positions(range(1), players=4, **options) if len(o.earlier_tricks) >= 3)
    assert ai.likely_world(observation, Rng(7)).hands == ai.sample_world(observation, Rng(7)).hands


def test_p22_a_person_who_plays_otherwise_still_leaves_worlds() -> None:
    # P22: a seat that passes where normal would have played (a person) is unexplained in every world,
    # and hard still searches and answers legally
    state = PREZYDENT.new_state({"players": 4}, 3)
    while state.current_player == 0 or state.to_beat is None or not any(isinstance(a, Play) for a in state.legal_actions()):
        state.apply(ai.normal(state.observation(state.current_player), Rng(0), Budget()))
    contrary = next(a for a in state.legal_actions() if isinstance(a, Pass))
    assert ai.normal(state.observation(state.current_player), Rng(0), Budget()) != contrary
    state.apply(contrary)
    while state.current_player != 0:
        state.apply(ai.normal(state.observation(state.current_player), Rng(0), Budget()))
    observation = state.observation(0)
    assert ai.Reading(observation).unexplained(state.hands, 999) >= 1
    assert computers.choose("prezydent", "hard", observation, Rng(1), Budget(iterations=16)) in observation.legal_actions


def test_p22_a_seat_out_of_cards_that_played_otherwise_leaves_the_reading_nothing_to_swap() -> None:
    # P20, P22: seat 1 plays as easy (its lowest, passing only when it must) and goes out first; its turns stay unexplained in
    # every world, and no swap can change a hand it no longer has: the others' hands are still read
    read = 0
    for seed in range(12):
        state = PREZYDENT.new_state({"players": 4}, seed)
        while not state.is_terminal:
            seat = state.current_player
            observation = state.observation(seat)
            if seat == 0 and 1 in state.finished and len(observation.legal_actions) > 1:
                turns = [turn for turn in ai.read_turns(observation) if turn.seat == 1]
                assert ai.turn_misses(turns, value_counts(state.hands[1]), observation.revolution)
                for salt in range(4):
                    world = ai.likely_world(observation, Rng(salt))
                    assert [len(hand) for hand in world.hands] == list(observation.card_counts)
                    read += 1
            level = "easy" if seat == 1 else "normal"
            state.apply(computers.choose("prezydent", level, observation, Rng(seat)))
    assert read > 20


# -- P22: hard's rollouts, its own last cards looked ahead ------------------------------
def played_out_by_normal(world: PrezydentState, action: Action, seat: int) -> int:
    """``seat``'s points at the end of the deal when ``action`` is played in ``world`` and ``normal`` plays on at every seat."""
    simulation = world.clone()
    simulation.advance(action)
    policy_play_out(ai.normal)(simulation, Rng(0))
    return simulation.returns()[seat]


def choice_of(action: Action) -> Choice:
    """A legal action as the rank table's move: the value and size of its set, or ``None`` for a pass."""
    return (card_value(action.cards[0]), len(action.cards)) if isinstance(action, Play) else None


def as_action(choice: Choice, actions: Sequence[Action]) -> Action:
    """The first of ``actions`` that is the rank table's ``choice``: the set of its value and size, or the pass."""
    return next(action for action in actions if choice_of(action) == choice)


def rollout_moves(world: PrezydentState) -> list[tuple[PrezydentState, Action]]:
    """Each move of hard's rollout of a copy of ``world`` (not its look-ahead's own play-outs), played on a copy of
    ``world``'s state beside the rank table the rollout plays on, with the state before it."""
    rollout, tables, choices = world.clone(), [], []
    of, advance = RankTable.of.__func__, RankTable.advance

    def made(cls: type[RankTable], state: PrezydentState) -> RankTable:
        tables.append(of(cls, state))
        return tables[-1]

    def recorded(self: RankTable, choice: Choice) -> None:
        if self is tables[0]:
            choices.append(choice)
        advance(self, choice)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(RankTable, "of", classmethod(made))
        patch.setattr(RankTable, "advance", recorded)
        ai.play_out(rollout, Rng(0))
    state, moves = world.clone(), []
    for choice in choices:
        action = as_action(choice, state.legal_actions())
        moves.append((state.clone(), action))
        state.advance(action)
    assert state.finished == rollout.finished and world.searcher in state.finished  # played until the seat is out, the same way
    return moves


@pytest.mark.parametrize(("players", "revolution"), [(3, True), (4, True), (5, False), (6, True)])
def test_p21_normal_read_from_a_world_is_normal_from_the_observation(players: int, revolution: bool) -> None:
    # P3, P4, P5, P11, P21: the rollouts play on a table of each hand's cards per rank value; at every turn of
    # whole games its moves are the legal actions one per rank and size, in their order, and normal's choice
    # there is the action normal picks from the seat's observation, in either order (easy at every other
    # seat plays its fours, which reverse the order)
    turns = passes = reversed_turns = 0
    for seed in range(100):
        state = PREZYDENT.new_state({"players": players, "revolution": revolution, "deals": 2}, seed)
        while not state.is_terminal:
            seat = state.current_player
            assert seat is not None
            observation = state.observation(seat)
            if observation.phase == "play":
                table = RankTable.of(state)
                assert table.choices() == list(dict.fromkeys(map(choice_of, observation.legal_actions)))
                choice = as_action(table.normal_choice(), observation.legal_actions)
                assert choice == ai.normal(observation, Rng(0), Budget())
                turns += 1
                passes += isinstance(choice, Pass) and len(observation.legal_actions) > 1
                reversed_turns += observation.reversed
            state.apply((easy if seat % 2 else ai.normal)(observation, Rng(0), Budget()))
    assert turns > 300 and passes > 10
    assert reversed_turns > 0 or not revolution


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_p7_p15_a_rank_table_played_out_by_normal_ends_as_the_state_does(players: int) -> None:
    # P3-P11, P15, P21: from positions across hundreds of deals (reached by random legal play, the revolution on
    # and off), a rollout on the rank table takes the seats out in the order the state played by normal does
    checked = 0
    for seed in range(150):
        rng = Rng(seed)
        state = PREZYDENT.new_state({"players": players, "revolution": seed % 2 == 0}, seed)
        for _ in range(rng.below(45)):
            if state.is_terminal:
                break
            actions = state.legal_actions()
            state.apply(actions[rng.below(len(actions))])
        if state.is_terminal:
            continue
        observation = state.observation(state.current_player)
        world = ai.SearchWorld.world(observation, state.hands, Rng(seed))
        by_state, on_table = world.clone(), world.clone()
        policy_play_out(ai.normal)(by_state, Rng(0))
        ai.review_play_out(on_table, Rng(0))
        assert on_table.finished == by_state.finished[: len(on_table.finished)]
        assert on_table.finished[-1] == observation.seat or len(on_table.finished) == players  # until it is out (P10: or the deal over)
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", [3, 4, 6])
def test_p22_in_a_rollout_the_others_play_as_normal_and_the_searching_seat_looks_ahead_at_its_last_cards(players: int) -> None:
    # P21, P22: every move of a rollout is normal's, but the searching seat's once it holds LOOK_AHEAD_CARDS
    # cards or fewer: there it plays the best of its plays (one per rank and size), each played out by normal,
    # normal's own on a tie; the look-ahead must sometimes beat normal, or it would be idle
    looked = bettered = 0
    for seed, salt in itertools.product(range(12), range(3)):
        observation = next(o for _, o in normal_positions(range(seed, seed + 1), players=players) if len(o.earlier_tricks) >= 1)
        world = ai.likely_world(observation, Rng(salt))
        assert isinstance(world, ai.SearchWorld) and world.searcher == observation.seat
        searcher = world.searcher
        moves = rollout_moves(world)
        assert moves and all(isinstance(before, ai.SearchWorld) for before, _ in moves)
        for before, action in moves:
            mover = before.current_player
            choice = ai.normal(before.observation(mover), Rng(0), Budget())
            if mover != searcher or len(before.hands[searcher]) > ai.LOOK_AHEAD_CARDS or len(before.legal_actions()) == 1:
                assert action == choice or len(before.legal_actions()) == 1
                continue
            values = {a.id: played_out_by_normal(before, a, searcher) for a in before.legal_actions()}
            assert values[action.id] == max(values.values())
            assert action == choice or values[action.id] > values[choice.id]
            looked += 1
            bettered += action != choice
    assert looked > 10 and bettered >= 1, (looked, bettered)


def test_p22_a_search_world_stays_one_through_copies() -> None:
    # P22: a copy of a world still knows whose search it serves, so its rollout looks ahead for that seat
    observation = late_position(1)
    world = ai.likely_world(observation, Rng(0))
    copy = world.clone()
    assert isinstance(copy, ai.SearchWorld) and copy.searcher == observation.seat and copy.hands == world.hands


@pytest.mark.parametrize("players", [3, 4, 6])
def test_p22_a_search_world_is_over_when_its_deal_is_scored_and_deals_no_other(players: int) -> None:
    # P15, P16, P22: the search values a world by its deal alone, so a world of a series' first deal scores
    # that deal as the game would and then stops, where the game itself deals the next one (P2)
    for seed in range(4):
        observation = next(o for _, o in normal_positions(range(seed, seed + 1), players=players, deals=3) if len(o.earlier_tricks) >= 2)
        world = ai.likely_world(observation, Rng(seed))
        game = PrezydentState.clone(world)
        assert type(game) is PrezydentState
        for state in (world, game):
            policy_play_out(ai.normal)(state, Rng(0))
        assert world.totals == game.totals and sum(world.totals) == sum(range(1, players + 1))
        assert world.is_terminal and world.deal_number == game.deal_number == 1
        assert sum(map(len, world.hands)) < sum(observation.card_counts) and sum(map(len, game.hands)) == 52  # the game dealt again


def test_p22_the_review_values_hards_worlds_played_out_by_normal_at_every_seat() -> None:
    # P22: the review judges a play in hard's worlds (read from the play) with normal's rollouts at every seat,
    # the searching seat's too, on which its verdicts' bars were measured; hard's own rollouts look ahead
    observation = late_position(2)
    candidates = ai.search_candidates(observation)
    assert candidates is not None and len(candidates) > 1
    differs = False
    for salt in range(6):
        world = ai.likely_world(observation, Rng(salt))
        before = world.returns()[observation.seat]
        reviewed = ai.review_valuation(observation, candidates, Rng(salt), Budget(iterations=len(candidates)))
        assert reviewed.worlds == 1
        assert list(reviewed.totals) == [played_out_by_normal(world, action, observation.seat) - before for action in candidates]
        differs |= reviewed.totals != ai.valuation(observation, candidates, Rng(salt), Budget(iterations=len(candidates))).totals
    assert differs  # hard's look-ahead values some candidate otherwise


@pytest.mark.parametrize("players", [3, 5])
def test_p15_p16_a_rollout_ends_with_its_deal_in_a_game_of_several_deals(players: int) -> None:
    # P9, P10, P15, P16: a candidate that takes the searching seat out as the last but one ends the deal; its
    # value is that place's points, never the next deal played on (whose exchange a rollout does not play)
    checked = 0
    for state, observation in normal_positions(range(6), players=players, deals=3):
        goes_out = [a for a in observation.legal_actions if isinstance(a, Play) and len(a.cards) == len(observation.hand)]
        if observation.deal_number != 0 or len(observation.finished) != players - 2 or not goes_out:
            continue
        candidates = ai.search_candidates(observation)
        assert candidates is not None
        for valuation in (ai.valuation, ai.review_valuation):
            values = valuation(observation, candidates, Rng(0), Budget(iterations=2 * len(candidates))).means()
            assert values[candidates.index(goes_out[0])] == players - (players - 2)  # second to last place (P15)
        checked += 1
    assert checked >= 2
