"""Dou Dizhu hard level: worlds from the observation only (D1, D6), an exact endgame
solver that agrees with the rules (D17–D21), and a search that takes the move that wins
where normal's loses. How much stronger than normal it is over many deals is a benchmark
(scripts/bench_strength.py, ``python -m karciarnia ladder doudizhu``), not a test."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable

import pytest

from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.games.doudizhu import ai as dd
from karciarnia.ai.budget import Deadline
from karciarnia.actions import PASS
from karciarnia.games.doudizhu.game import DOUDIZHU, DoudizhuObservation, DoudizhuState, Turn
from karciarnia.games.doudizhu.combos import CARD_ORDER, DECK, classify, parse_ranks
from karciarnia.protocol import Observation
from karciarnia.rng import Rng
from reading_support import counts_as_fresh


def play_positions(count: int, seed: int = 0, max_cards: int = 54) -> list[DoudizhuState]:
    """Positions of the play reached by normal, one per deal, at varied depths."""
    found: list[DoudizhuState] = []
    while len(found) < count:
        state = DOUDIZHU.new_state(None, seed)
        rng = Rng(seed)
        stop = rng.below(30)
        moves = 0
        while not state.is_terminal:
            observation = state.observation(state.current_player)
            if observation.phase == "play" and moves >= stop and sum(observation.card_counts) <= max_cards:
                found.append(state)
                break
            state.apply(dd.normal(observation, rng, Budget()))
            moves += observation.phase == "play"
        seed += 1
    return found


def cards_for(text: str, used: set[str]) -> list[str]:
    """Concrete unused cards for compact ranks (``"4 4 RJ"``), marked as used."""
    out = []
    for rank in parse_ranks(text.replace(" ", "")):
        card = next(c for c in DECK if c not in used and classify([c])[0].main == rank)
        used.add(card)
        out.append(card)
    return out


def table(hands: list[str], landlord: int, mover: int, led: tuple[int, str] | None = None) -> DoudizhuState:
    """A play position with explicit ``hands`` (compact ranks), ``mover`` to act; ``led`` is
    ``(seat, ranks)``, the play to beat, already taken from that seat's cards."""
    used: set[str] = set()
    cards = [cards_for(text, used) for text in hands]
    return position(cards, landlord, mover, (led[0], cards_for(led[1], used)) if led else None)


def position(cards: list[list[str]], landlord: int, mover: int, led: tuple[int, list[str]] | None) -> DoudizhuState:
    """The state where the seats hold ``cards`` and every other card has been played
    (the bottom cards among them; each seat has played before, so no spring)."""
    turn = Turn(led[0], classify(led[1])[0], tuple(led[1])) if led else None
    held = {card for hand in cards for card in hand}
    played = [card for card in DECK if card not in held and (turn is None or card not in turn.cards)]
    played += list(turn.cards) if turn else []
    last_plays: list[Turn | None] = [None, None, None]
    if turn is not None:
        last_plays[turn.seat] = turn
    public = DoudizhuObservation(
        seat=mover, current_player=mover, legal_actions=(), phase="play", deal_number=0, deals=1,
        redeals=0, first_bidder=landlord, hand=tuple(cards[mover]),
        card_counts=tuple(len(hand) for hand in cards), bids=((landlord, 3),), bid=3, landlord=landlord,
        bottom=tuple(sorted(played[:3], key=CARD_ORDER.__getitem__)), to_beat=turn,
        trick=(turn,) if turn else (), last_plays=tuple(last_plays), last_trick=(), turns=(turn,) if turn else (),
        played=tuple(played), plays_made=(5, 5, 5), bombs=0, rockets=0, multiplier=1, results=(), totals=(0, 0, 0),
    )  # fmt: skip
    return DoudizhuState.world(public, cards, Rng(0))


def small_positions(count: int, seed: int) -> list[DoudizhuState]:
    """Random end positions: 1-4 cards a seat, sometimes a single or pair to beat."""
    rng = Rng(seed)
    out = []
    while len(out) < count:
        deck = list(DECK)
        rng.shuffle(deck)
        cards = []
        for _ in range(3):
            size = 1 + rng.below(4)
            cards.append(deck[:size])
            del deck[:size]
        landlord, mover = rng.below(3), rng.below(3)
        led = None
        if rng.below(2):
            owner = (mover + 1 + rng.below(2)) % 3
            width = 1 + rng.below(2)
            group = [c for c in deck if classify([c])[0].main == classify([deck[0]])[0].main][:width]
            if classify(group):
                led = (owner, group)
        out.append(position(cards, landlord, mover, led))
    return out


# -- the sampler (D1, D6) -----------------------------------------------------------------
def test_worlds_deal_exactly_the_unseen_cards_and_the_bottom_to_the_landlord() -> None:
    # D6: the bottom cards are shown; those the landlord has not played are in its hand
    checked = 0
    for state in play_positions(30):
        landlord = state.landlord
        assert landlord is not None
        for seat in range(3):
            observation = state.observation(seat)
            kept = set(observation.bottom or ()) - set(observation.played)
            for salt in range(4):
                world = dd.sample_world(observation, Rng(salt))
                assert kept <= set(world.hand_cards(landlord))
                assert world.hand_cards(seat) == observation.hand
                sizes = tuple(len(world.hand_cards(other)) for other in range(3))
                assert sizes == observation.card_counts
                everything = Counter(observation.played) + Counter(c for s in range(3) for c in world.hand_cards(s))
                assert everything == Counter(DECK)  # D1: each of the 54 cards once
                checked += seat != landlord and bool(kept)
    assert checked > 50


def test_worlds_vary_only_the_hidden_cards() -> None:
    state = play_positions(1, seed=3)[0]
    observation = state.observation(state.current_player)
    dealt = {tuple(sorted(dd.sample_world(observation, Rng(salt)).hand_cards((observation.seat + 1) % 3)))
             for salt in range(8)}  # fmt: skip
    assert len(dealt) > 1


def test_no_world_is_sampled_in_the_bidding() -> None:
    # D3-D6: before the landlord takes the bottom cards they are hidden; the bidding is normal's
    state = DOUDIZHU.new_state(None, 1)
    observation = state.observation(state.current_player)
    with pytest.raises(ValueError):
        dd.sample_world(observation, Rng(0))
    assert dd.hard(observation, Rng(0), Budget(iterations=10)) == dd.normal(observation, Rng(0), Budget())



# -- the reading: worlds in which the others chose as normal would have (D1, D3, D17-D20) ---------
def normal_positions(seeds: range) -> list[tuple[DoudizhuState, DoudizhuObservation]]:
    """Every seat's observation at every turn of the play of deals that normal plays at every seat."""
    found = []
    for seed in seeds:
        state = DOUDIZHU.new_state(None, seed)
        rng = Rng(seed)
        while not state.is_terminal:
            observation = state.observation(state.current_player)
            if observation.phase == "play":
                found += [(state.clone(), state.observation(seat)) for seat in range(3)]
            state.apply(dd.normal(observation, rng, Budget()))
    return found


def true_hands(state: DoudizhuState) -> list[tuple[str, ...]]:
    return [state.hand_cards(seat) for seat in range(3)]


def test_in_the_true_deal_every_bid_play_and_pass_of_normal_players_is_explained() -> None:
    # D3, D17-D20: read back from the hands now, each other seat's bid, play and pass is normal's choice
    positions = normal_positions(range(6))
    for state, observation in positions:
        assert dd.replayable(observation)
        assert dd.unexplained(observation, true_hands(state), 999) == 0
    assert len(positions) > 300


def test_a_likely_world_is_read_from_the_bids_and_the_play_not_drawn_blind() -> None:
    # D1: the world kept explains the other seats' choices at least as well as the best of the deals
    # drawn for it, and better than a plain draw of the unseen cards
    kept, drawn = [], []
    for state, observation in normal_positions(range(4))[60::45]:
        for salt in range(4):
            stream = Rng(salt)
            draws = [dd.unexplained(observation, dd.sample_hands(observation, stream), 999) for _ in range(dd.READ_ATTEMPTS)]
            kept.append(dd.unexplained(observation, true_hands(dd.likely_world(observation, Rng(salt))), 999))
            assert kept[-1] <= min(draws)
            drawn.append(draws[0])
    assert sum(kept) < sum(drawn) * 0.85, (kept, drawn)


def test_a_reading_counts_as_a_fresh_one_whatever_it_checks_first_and_remembers() -> None:
    # D3, D17-D20: a search's reading checks first the turns earlier worlds failed to explain and remembers
    # normal's choices by the turn and its chooser's rank counts now (its counts then less its later plays):
    # each world's count, capped at its limit, is the one a fresh reading with an empty memo gives
    suspected = 0
    for state, observation in normal_positions(range(3))[20::25]:
        worlds = [dd.sample_hands(observation, Rng(salt)) for salt in range(5)]
        suspected += counts_as_fresh(lambda: dd.Reading(observation), dd._REPLAYED, worlds, 999)
    assert suspected > 3


def test_normal_read_from_a_world_plays_as_from_the_seats_observation_there() -> None:
    # D17-D21: normal's play or pass read straight from a sampled world (the play-outs and the reading do
    # this) is what it chooses from that seat's observation of the world, at every turn to the deal's end
    compared = 0
    for state in play_positions(30, seed=300):
        observation = state.observation(state.current_player)
        for salt in range(2):
            world = dd.likely_world(observation, Rng(salt))
            while not world.is_terminal:
                seat = world.current_player
                seat_view = world.observation(seat)
                chosen = dd.normal_in_world(world, seat, world.legal_actions(), Rng(0))
                assert chosen == dd.normal(seat_view, Rng(0), Budget())
                compared += len(seat_view.legal_actions) > 1
                world.advance(chosen)
    assert compared > 500


def test_a_likely_world_agrees_with_all_the_seat_knows() -> None:
    # D1, D6: the reading deals only the unseen cards: each hand keeps its count, this seat's hand is its
    # own, the cards played are out and the bottom's unplayed cards are the landlord's
    checked = 0
    for state, observation in normal_positions(range(3))[::7]:
        world = dd.likely_world(observation, Rng(len(observation.played)))
        assert world.hand_cards(observation.seat) == observation.hand
        assert tuple(len(hand) for hand in true_hands(world)) == observation.card_counts
        assert set(observation.bottom or ()) - set(observation.played) <= set(world.hand_cards(state.landlord))
        assert Counter(observation.played) + Counter(card for hand in true_hands(world) for card in hand) == Counter(DECK)
        checked += 1
    assert checked > 30


def test_worlds_are_drawn_blind_where_the_deal_cannot_be_played_again() -> None:
    # D1: a position that starts mid-deal (a lesson's, a puzzle's) and the house rules (D26-D28) are not read
    state = table(["3 4 5 8", "6 7 9", "10 J"], landlord=0, mover=1, led=(0, "3"))
    observation = state.observation(1)
    assert not dd.replayable(observation)
    assert true_hands(dd.likely_world(observation, Rng(5))) == true_hands(dd.sample_world(observation, Rng(5)))
    house = DOUDIZHU.new_state({"doubling": True}, 2)
    while house.phase != "play":
        house.apply(dd.normal(house.observation(house.current_player), Rng(0), Budget()))
    observation = house.observation(house.current_player)
    assert observation.house is not None
    assert true_hands(dd.likely_world(observation, Rng(5))) == true_hands(dd.sample_world(observation, Rng(5)))


def test_a_person_who_plays_otherwise_is_unexplained_and_hard_still_answers() -> None:
    # D18: a farmer who passes where normal would have beaten the landlord (a person) is unexplained in
    # the true deal, and hard still searches and answers legally
    for seed in range(20):
        state = DOUDIZHU.new_state(None, seed)
        while not state.is_terminal and state.phase != "play":
            state.apply(dd.normal(state.observation(state.current_player), Rng(0), Budget()))
        contrary = None
        while not state.is_terminal and contrary is None:
            observation = state.observation(state.current_player)
            choice = dd.normal(observation, Rng(0), Budget())
            if observation.seat != state.landlord and observation.to_beat is not None and choice != PASS:
                contrary = PASS
                state.apply(contrary)
            else:
                state.apply(choice)
        if contrary is None or state.is_terminal:
            continue
        observation = state.observation(state.current_player)  # the seat after the one that passed
        assert dd.unexplained(observation, true_hands(state), 999) >= 1
        assert computers.choose("doudizhu", "hard", observation, Rng(1), Budget(iterations=12)) in observation.legal_actions
        return
    raise AssertionError("no position with a contrary pass was found")


# -- the exact solver (D17-D21) ----------------------------------------------------------
def brute_force(state: DoudizhuState) -> bool:
    """Whether the side to move wins with best play, by plain minimax over the engine's moves."""
    mover, landlord = state.current_player, state.landlord
    for action in state.legal_actions():
        child = state.clone()
        child.advance(action)
        if child.is_terminal:
            return True  # D21: the mover went out
        if brute_force(child) == ((child.current_player == landlord) == (mover == landlord)):
            return True
    return False


def test_the_solver_agrees_with_minimax_over_the_rules() -> None:
    # D17 lead, D18 follow or pass, D19 bombs, D20 two passes, D21 farmers win together
    compared = Counter()
    for state in small_positions(300, seed=100):
        mover = state.current_player
        solved = dd.Solver(state.landlord, 10**6).state_value(state, mover) > 0  # type: ignore[arg-type]
        assert solved == brute_force(state)
        compared[solved] += 1
    assert compared[True] and compared[False]


def test_the_solver_gives_up_past_its_node_limit() -> None:
    state = play_positions(1, seed=5)[0]
    with pytest.raises(dd.OutOfNodes):
        dd.Solver(state.landlord, 3).state_value(state, state.current_player)  # type: ignore[arg-type]


def test_the_solver_goes_on_past_the_time_budget_to_the_rollout_floor_but_stops_at_the_ceiling() -> None:
    # A slow device's search goes on to its floor of rollouts, its exact endgames with it (ai.rollout_floor).
    state = play_positions(1, seed=35, max_cards=20)[0]  # a solve of some 500 positions: the deadline is read
    mover = state.current_player
    below_floor = Deadline(at=0.5, clock=lambda: 1.0, floor=10, ceiling=2.0, done=3)  # the budget has passed
    dd.Solver(state.landlord, 10**6, below_floor).state_value(state, mover)  # type: ignore[arg-type]
    for stop in (below_floor.having_done(10), dataclasses.replace(below_floor, clock=lambda: 2.0)):
        with pytest.raises(dd.OutOfNodes):
            dd.Solver(state.landlord, 10**6, stop).state_value(state, mover)  # type: ignore[arg-type]


# -- choices ---------------------------------------------------------------------------------
def test_hard_choices_are_legal_and_reproducible() -> None:
    for state in play_positions(6, seed=40):
        observation = state.observation(state.current_player)
        chosen = dd.hard(observation, Rng(9), Budget(iterations=30))
        assert chosen in observation.legal_actions
        assert dd.hard(observation, Rng(9), Budget(iterations=30)) == chosen


@pytest.mark.parametrize("endgame", [False, True], ids=["rollouts", "endgame solve"])
def test_the_search_values_its_candidates_in_the_worlds_of_the_spec_it_is_given(endgame: bool) -> None:
    # D1: the seeing benchmark gives hard's search the real deal as its worlds, in the rollouts' part of the
    # deal and in the endgame's exact solves (ENDGAME_CARDS) alike.
    state = table(["5 5 6 9 K", "3 4 8 10", "8 J Q"], landlord=0, mover=0) if endgame else play_positions(1, seed=7)[0]
    assert (sum(map(sum, state.counts)) <= dd.ENDGAME_CARDS) == endgame
    observation = state.observation(state.current_player)
    hands = [list(state.hand_cards(seat)) for seat in range(3)]
    drawn: list[DoudizhuState] = []

    def real_deal(seen: Observation) -> Callable[[Rng], DoudizhuState]:
        def draw(stream: Rng) -> DoudizhuState:
            drawn.append(DoudizhuState.world(seen, hands, stream.fork(1)))
            return drawn[-1]

        return draw

    spec = dataclasses.replace(dd.SEARCH, worlds=real_deal)
    candidates = dd.search_candidates(observation)
    assert candidates is not None and len(candidates) > 1
    valuation = dd.valuation(observation, candidates, Rng(3), Budget(iterations=3 * len(candidates)), spec)
    assert valuation.worlds == len(drawn) == 3
    assert all(world.counts == state.counts for world in drawn)
    alone = dd.valuation(observation, candidates, Rng(3), Budget(iterations=len(candidates)), spec)
    assert valuation.totals == tuple(3 * total for total in alone.totals)  # one world, valued alike each time


def test_hard_is_registered() -> None:
    assert computers.get_policy("doudizhu", "hard") is dd.hard
    assert BUNDLES["doudizhu"].search is dd.SEARCH
    assert computers.levels("doudizhu") == ["easy", "normal", "hard"]


def test_a_time_budget_ends_hard_in_the_endgame_too() -> None:
    state = table(["5 5 6 6 7 7 9 9 K", "3 4 8 10 J Q", "8 10 J Q 2 2"], landlord=0, mover=0)
    observation = state.observation(0)
    assert dd.hard(observation, Rng(1), Budget(millis=30)) in observation.legal_actions


def test_hard_overtakes_its_partner_when_the_landlord_would_go_out() -> None:
    # D18, D21: farmer 1 leads a 3; the landlord holds one card, so if farmer 2 passes
    # the landlord beats the 3 and wins. The red joker takes the trick, then 4 4 goes out.
    state = table(["K", "5 6 8 9 J", "4 4 RJ"], landlord=0, mover=2, led=(1, "3"))
    observation = state.observation(2)
    assert dd.normal(observation, Rng(0), Budget()).id == "pass"  # normal never overtakes its partner
    assert dd.hard(observation, Rng(0), Budget(iterations=40)).id == "play:single:RJ"


def test_hard_keeps_the_lead_with_its_top_cards_when_an_opponent_has_one_card_left() -> None:
    # D17, D21: the landlord leads; a farmer holds one card. Normal leads its lowest group
    # (the single 3) and loses; hard leads the 2 first, then the pair, and goes out with the 3 last?
    # No: any single it leads may be beaten, so it leads the pair and keeps the 2 to win the lead back.
    state = table(["3 2 7 7", "A", "5 6 8 9"], landlord=0, mover=0)
    observation = state.observation(0)
    chosen = dd.hard(observation, Rng(0), Budget(iterations=40))
    solver = dd.Solver(0, 10**6)
    after = state.clone()
    after.advance(chosen)
    assert solver.state_value(after, 0) > 0  # the choice still wins against any defence


def test_d19_d22_hard_searches_no_play_that_breaks_its_bomb_but_normals_own() -> None:
    # D19, D22: a bomb beats every combination and doubles the stake; spent as a four with wings, a
    # triple or a straight's card it does neither. Hard searches its four whole, and normal's own
    # choice whatever it is (normal goes out when it can, D21).
    landlord = table(["3 3 4 4 4 4 5 6 7 9 10 10 10 Q K A 2 2 2 BJ", "3 5 5 6 6 7 7 8 9 J J Q Q Q K A A", "3 5 6 7 8 8 8 9 9 10 J J K K A 2 RJ"], landlord=0, mover=0)
    observation = landlord.observation(0)
    hand = tuple(dd.counts_of(observation.hand))
    breaking = [action for action in observation.legal_actions if dd.breaks_a_bomb(hand, action)]
    assert {action.id for action in breaking} >= {"play:triple_single:444+3", "play:single:4", "play:straight:34567"}
    candidates = dd.search_candidates(observation)
    assert candidates is not None and "play:bomb:4444" in {action.id for action in candidates}
    assert not any(dd.breaks_a_bomb(hand, action) for action in candidates[1:])
    assert candidates[0] == dd.normal(observation, Rng(0), Budget())
    # Following a queen, normal keeps its 2s back and passes; a 2 of its four is no candidate, the bomb is.
    follower = table(["K Q J 3 3", "2 2 2 2 3 3 4 4 6 6", "5 8"], landlord=0, mover=1, led=(0, "Q"))
    observation = follower.observation(1)
    ids = {action.id for action in dd.search_candidates(observation)}
    assert dd.normal(observation, Rng(0), Budget()) == PASS and "play:single:2" in {action.id for action in observation.legal_actions}
    assert ids == {"pass", "play:bomb:2222"}
    # A four with two singles that goes out is normal's choice, and searched first.
    leader = table(["K", "9 9 9 9 5 6", "3 8"], landlord=0, mover=1)
    assert dd.search_candidates(leader.observation(1))[0].id == "play:four_two_singles:9999+56"
