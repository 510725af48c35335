"""Koalicje hard level: worlds sampled from the observation only (K15, K18, K19, K22),
legal and reproducible choices, and hard taking the card that wins two tricks where
the other wins none. How much stronger than normal it is over many deals is a benchmark
(scripts/bench_strength.py, ``python -m karciarnia ladder koalicje``), not a test."""

from __future__ import annotations

import itertools
from collections import Counter

from karciarnia import computers as registry
from karciarnia.ai import Budget
from karciarnia.games.koalicje import ai
from karciarnia.ai.search import Valuation
from karciarnia.games.koalicje.game import KOALICJE, KoalicjeState
from karciarnia.games.koalicje.game import PLAYS, KoalicjeObservation
from karciarnia.games.koalicje.rules import JOKER_IDS, SUIT_CARDS, suit
from karciarnia.rng import Rng
from reading_support import counts_as_fresh

R, B = "RJ", "BJ"


def deal_from(final: list[list[str]], jokers: list[list[str]], dealer: int = 0) -> dict:
    """An explicit deal whose hands after the joker exchange (K8) are ``final``."""
    hands = [final[seat][: 8 - len(jokers[seat])] + jokers[seat] for seat in range(4)]
    pool = []
    for step in range(1, 5):
        seat = (dealer + step) % 4
        pool.extend(final[seat][8 - len(jokers[seat]) :])
    return {"hands": hands, "pool": pool, "dealer": dealer}


def new(deal: dict) -> KoalicjeState:
    state = KOALICJE.new_state({"deal": deal}, seed=1)
    assert isinstance(state, KoalicjeState)
    return state


# Seat 2 has no ♥, seat 3 neither ♥ nor ♠; jokers R B R B one each (K13), no trumps, dealer 0.
VOIDS = [
    ["AH", "KH", "QH", "JH", "AS", "KS", "AD", "AC"],
    ["10H", "9H", "8H", "7H", "QS", "JS", "KD", "KC"],
    ["10S", "9S", "8S", "7S", "QD", "JD", "10D", "QC"],
    ["9D", "8D", "7D", "JC", "10C", "9C", "8C", "7C"],
]


def worlds(state: KoalicjeState, count: int = 60) -> list[KoalicjeState]:
    observation = state.observation(state.current_player)
    return [ai.sample_world(observation, Rng(salt)) for salt in range(count)]


def test_sampled_worlds_keep_the_voids_revealed_by_not_following_suit():
    """K22: seats 2 and 3 did not follow ♥, so the three ♥ still out are all seat 1's."""
    state = new(deal_from(VOIDS, [[R], [B], [R], [B]]))
    for card in ("AH", "10H", "10S", "7C"):
        state.apply("play:" + card)
    assert state.current_player == 0  # A♥ took the trick
    observation = state.observation(0)
    assert ai.revealed_voids(observation) == {0: set(), 1: set(), 2: {"H"}, 3: {"H"}}
    seen_with_seat_2 = set()
    for world in worlds(state):
        assert {"9H", "8H", "7H"} <= set(world.hands[1])
        assert not any(suit(card) == "H" for card in world.hands[2] + world.hands[3])
        seen_with_seat_2.update(world.hands[2])
    # Seat 2's other cards are still spread between seats 1, 2 and 3 (only ♥ is pinned).
    assert "QS" in seen_with_seat_2 and "KC" in seen_with_seat_2


def test_voids_from_the_trick_in_progress_count_too():
    state = new(deal_from(VOIDS, [[R], [B], [R], [B]]))
    state.apply("play:KH")
    state.apply("play:7H")
    state.apply("play:QD")  # seat 2 shows ♥ void in the running trick (K22)
    for world in worlds(state):
        assert not any(suit(card) == "H" for card in world.hands[2])
        assert {"AH", "QH", "JH", "10H", "9H", "8H"} == {
            card for card in world.hands[0] + world.hands[1] if suit(card) == "H"
        }


def test_a_k15_partner_hand_is_known_exactly_and_the_others_are_sampled():
    """K15: seats 0 and 2 hold R+B each and see each other's hands; seats 1 and 3 do not."""
    state = new(deal_from(VOIDS, [[R, B], [], [R, B], []]))
    assert [s.case for s in state.standings] == ["mixed_pair", "solo", "mixed_pair", "solo"]
    state.apply("play:AS")
    samples = worlds(state)  # seat 1 to play: it sees nobody's hand
    assert len({tuple(world.hands[2]) for world in samples}) > 1
    state.apply("play:QS")  # seat 2 to play: it sees seat 0
    for world in worlds(state):
        assert world.hands[0] == state.hands[0]
        assert world.hands[2] == state.hands[2]
        assert sorted(world.hands[1] + world.hands[3]) == sorted(state.hands[1] + state.hands[3])


def test_the_holder_of_four_jokers_knows_every_hand():
    """K18: seat 1 sees every hand, so each world is the true deal; it names any trump (K11)."""
    state = new(deal_from(VOIDS, [[], [R, R, B, B], [], []]))
    assert state.phase == "trump" and state.current_player == 1
    for world in worlds(state, 5):
        assert world.hands == state.hands
    state.apply("trump:S")
    state.apply("play:AH")
    assert worlds(state, 1)[0].hands == state.hands  # seat 1 still sees all in play


def test_no_joker_is_ever_dealt_and_every_count_matches():
    """K9: the jokers are public and in no hand; each seat gets exactly its card count."""
    for seed in range(6):
        state = KOALICJE.new_state(None, seed)
        rng = Rng(seed)
        while state.phase != "over" and state.round == 1:
            observation = state.observation(state.current_player)
            world = ai.sample_world(observation, Rng(seed))
            for seat in range(4):
                assert not set(world.hands[seat]) & set(JOKER_IDS)
                assert len(world.hands[seat]) == observation.hand_counts[seat]
            assert world.jokers == state.jokers
            cards = [card for hand in world.hands for card in hand] + list(observation.played)
            assert sorted(cards) == sorted(SUIT_CARDS)
            state.apply(registry.choose("koalicje", "normal", observation, rng))


def test_deals_with_voids_are_uniform():
    """Every deal that keeps the voids is as likely as any other (exact counting, no bias)."""
    cards = ["AH", "KH", "AS", "KS", "AD", "KD"]
    seats, counts, voids = [1, 2, 3], [2, 2, 2], {1: {"H"}, 2: set(), 3: {"S"}}
    legal = []
    for order in itertools.permutations(cards):
        hands = {1: frozenset(order[:2]), 2: frozenset(order[2:4]), 3: frozenset(order[4:])}
        if all(suit(card) not in voids[seat] for seat in seats for card in hands[seat]):
            legal.append(tuple(hands[seat] for seat in seats))
    legal = set(legal)
    rng = Rng(3)
    tally = Counter()
    draws = 200 * len(legal)
    dealing = ai.Dealing(cards, seats, counts, voids)
    for _ in range(draws):
        dealt = dealing.deal(rng)
        tally[tuple(frozenset(dealt[seat]) for seat in seats)] += 1
    assert set(tally) == legal
    assert max(tally.values()) < 1.4 * 200 and min(tally.values()) > 0.65 * 200


def test_sampler_is_blind_to_the_true_hidden_cards():
    """K19: two deals that differ only in the hidden cards of seats 1 and 3 look the same to seat 0."""
    swapped = [list(hand) for hand in VOIDS]
    swapped[1][swapped[1].index("KD")], swapped[3][swapped[3].index("9D")] = "9D", "KD"
    first = new(deal_from(VOIDS, [[R], [B], [R], [B]]))
    second = new(deal_from(swapped, [[R], [B], [R], [B]]))
    assert first.hands != second.hands
    assert first.observation(0).to_json() == second.observation(0).to_json()
    for salt in range(5):
        one = ai.sample_world(first.observation(0), Rng(salt))
        two = ai.sample_world(second.observation(0), Rng(salt))
        assert one.hands == two.hands


# Seat 0: A♥ Q♥ with K♥ out at seat 3, and a ♠ and a ♦ run; seat 2 void in ♠, seat 3 in ♠ and ♦.
SEP = [
    ["AH", "QH", "9S", "8S", "7S", "9D", "8D", "7D"],
    ["JH", "10H", "AS", "KS", "QS", "JS", "10S", "AD"],
    ["9H", "8H", "7H", "KD", "QD", "JD", "10D", "AC"],
    ["KH", "KC", "QC", "JC", "10C", "9C", "8C", "7C"],
]


# Jokers R B R B one each (K13): seats 0 and 2 are partners, and seats 1 and 3. Seat 0 deals and leads.
HOLDS = [
    ["9S", "AS", "AH", "KH", "QH", "JH", "AD", "KD"],
    ["KS", "10S", "10H", "9H", "JD", "10D", "9D", "8D"],
    ["QS", "8H", "7H", "QD", "7D", "AC", "KC", "QC"],
    ["JS", "8S", "7S", "JC", "10C", "9C", "8C", "7C"],
]
LOST_ANYWAY = [
    ["9S", "QS", "AH", "KH", "QH", "JH", "AD", "KD"],
    ["KS", "8S", "10H", "9H", "JD", "10D", "9D", "8D"],
    ["AS", "8H", "7H", "QD", "7D", "AC", "KC", "QC"],
    ["JS", "10S", "7S", "JC", "10C", "9C", "8C", "7C"],
]


def test_a_rollout_that_sees_the_world_plays_the_card_that_keeps_the_trick():
    """K22, K24: after the 9♠ lead, the 10♠ takes the trick only until seat 2's Q♠; the K♠ holds it."""
    state = new(deal_from(HOLDS, [[R], [B], [R], [B]]))
    state.apply("play:9S")
    assert ai.seen_play(state, 1) == "KS"


def test_a_rollout_that_sees_the_world_keeps_its_high_card_when_the_trick_is_lost_anyway():
    """K24: seat 2 holds the A♠ and takes the 9♠ trick whatever seat 1 plays, so seat 1 throws the 8♠."""
    state = new(deal_from(LOST_ANYWAY, [[R], [B], [R], [B]]))
    state.apply("play:9S")
    assert ai.seen_play(state, 1) == "8S"


def classes(state: KoalicjeState) -> list[str]:
    return [action.id for action in ai.card_classes(state.observation(state.current_player))]


def test_equivalent_cards_are_searched_once():
    """Only tricks count (K24, K25): cards of a suit with nobody else's card between them
    take the same tricks, so the search tries the lowest of each run only."""
    state = new(deal_from(SEP, [[R], [B], [R], [B]]))
    assert classes(state) == ["play:7S", "play:AH", "play:QH", "play:7D"]  # K♥ is still out
    state = new(deal_from(SEP, [[R], [B], [R], [B]], dealer=3))
    state.apply("play:KH")
    assert classes(state) == ["play:AH", "play:QH"]  # K♥ in the running trick: A♥ beats it, Q♥ not
    state = new(deal_from(SEP, [[R], [B], [R], [B]], dealer=1))
    for card in ("AS", "AC", "KH", "7S", "JH", "9H", "7C"):
        state.apply("play:" + card)
    assert state.current_player == 0
    assert classes(state) == ["play:QH"]  # K♥ gone: A♥ and Q♥ are the same card now


def test_hard_choices_are_legal_and_reproducible():
    budget = Budget(iterations=40)
    checked = 0
    for seed in range(3):
        state = KOALICJE.new_state(None, seed)
        rng = Rng(seed)
        while state.phase != "over" and state.round == 1:
            observation = state.observation(state.current_player)
            if len(state.history) % 5 == 0:
                chosen = ai.hard(observation, Rng(9), budget)
                assert chosen in observation.legal_actions
                assert ai.hard(observation, Rng(9), budget) == chosen
                checked += 1
            state.apply(registry.choose("koalicje", "normal", observation, rng))
    assert checked >= 15


def test_hard_leaves_trump_naming_and_election_discards_to_normal():
    state = new(deal_from(VOIDS, [[], [R, R, B, B], [], []]))
    observation = state.observation(1)
    assert ai.hard(observation, Rng(0), Budget(iterations=20)) == ai.normal(observation, Rng(0), Budget())
    election = KOALICJE.new_state(
        {"deal": {**deal_from(VOIDS, [[R], [B], [R], [B]]), "scores": [150, 120, 0, 10], "threshold": 200,
                  "election": [0, 1]}},
        seed=4,
    )
    observation = election.observation(election.current_player)
    assert observation.phase == "discard"
    assert ai.hard(observation, Rng(0), Budget(iterations=20)) == ai.normal(observation, Rng(0), Budget())


# Trump ♦ (named by seat 1, K11), seat 0 leads: after six tricks of ♠ and ♦ that seat 0 takes, seat 1
# holds A♥ 7♥ against seat 0's K♥ A♣, and seats 2 and 3 hold only clubs.
LAST_TWO = [
    ["AS", "KS", "QS", "AD", "KD", "QD", "KH", "AC"],
    ["JS", "10S", "9S", "JD", "10D", "9D", "AH", "7H"],
    ["8S", "8D", "QH", "JH", "10H", "9H", "9C", "8C"],
    ["7S", "7D", "8H", "KC", "QC", "JC", "10C", "7C"],
]
SIX_TRICKS = ["AS", "JS", "8S", "7S", "KS", "10S", "QH", "8H", "QS", "9S", "JH", "KC",
              "AD", "JD", "8D", "7D", "KD", "10D", "10H", "QC", "QD", "9D", "9H", "JC"]  # fmt: skip


def test_hard_takes_the_trick_that_wins_the_last_one_too():
    """K22, K24, K25: seat 0 leads K♥ into the last two tricks. The A♥ takes it, and then the 7♥
    led is the only heart left with no trump out: two tricks, 12 votes. The 7♥ under the K♥ gives
    seat 0 the lead and its A♣ the last trick, where the A♥ is thrown away: no trick. Seat 1 holds
    the four jokers (K18), so it searches the true deal; easy throws the 7♥."""
    state = new(deal_from(LAST_TWO, [[], [R, R, B, B], [], []]))
    state.apply("trump:D")
    for card in [*SIX_TRICKS, "KH"]:
        state.apply("play:" + card)
    observation = state.observation(1)
    candidates = ai.search_candidates(observation)
    assert [action.id for action in candidates] == ["play:AH", "play:7H"]  # a choice hard searches
    assert ai.easy(observation, Rng(0), Budget()).id == "play:7H"
    for salt in range(3):
        assert ai.hard(observation, Rng(salt), Budget(iterations=20)).id == "play:AH"
        # not a tie left to normal's card (the first candidate): the search values the A♥ higher
        ace, seven = ai.valuation(observation, candidates, Rng(salt), Budget(iterations=20)).means()
        assert ace > seven
    for card, tricks in (("AH", 2), ("7H", 0)):  # what each card takes when the round is played out
        after = state.clone()
        after.apply("play:" + card)
        while after.round == 1:
            after.apply(ai.normal(after.observation(after.current_player), Rng(0), Budget()))
        assert after.round_results[0].tricks[1] == tricks


def test_a_world_plays_to_the_end_of_its_round_like_the_real_game():
    """K18: seat 1 sees every hand, so its world is the true deal; played out with the
    same cards it scores the round exactly as the game does (K25) and stops there."""
    state = new(deal_from(VOIDS, [[], [R, R, B, B], [], []]))
    state.apply("trump:S")
    world = ai.sample_world(state.observation(1), Rng(0))
    rng = Rng(5)
    while state.round == 1:
        action = registry.choose("koalicje", "normal", state.observation(state.current_player), rng)
        state.apply(action)
        world.advance(action)
    assert world.is_terminal and world.returns() == state.returns()
    assert world.round_results[-1].to_json() == state.round_results[-1].to_json()


def positions_of_play(count: int) -> list[KoalicjeState]:
    """Positions of a first round's play reached by normal play, at varied depths."""
    found = []
    for seed in itertools.count():
        state = KOALICJE.new_state(None, seed)
        rng = Rng(seed)
        for _ in range(rng.below(30)):
            if state.is_terminal or state.deal_number != 1:
                break
            state.apply(registry.choose("koalicje", "normal", state.observation(state.current_player), rng))
        if state.phase == "play" and state.deal_number == 1 and len(ai.search_candidates(state.observation(state.current_player))) > 2:
            found.append(state)
        if len(found) == count:
            return found
    raise AssertionError


def test_normals_card_is_searched_first_so_that_ties_go_to_it():
    """Ties go to the first candidate (``Valuation.best``), and the first is normal's own card: where the
    play-outs cannot tell cards apart, hard plays normal's card, not the first card in the hand's order."""
    reordered = 0
    for state in positions_of_play(20):
        observation = state.observation(state.current_player)
        candidates = ai.search_candidates(observation)
        assert candidates[0] == ai.normal(observation, Rng(0), Budget())
        assert Valuation(candidates, (0.0,) * len(candidates), 1).best == candidates[0]
        reordered += candidates[0] != ai.card_classes(observation)[0]
    assert reordered  # normal's card is often not the first in the hand's order: the test sees some


def normal_positions(seeds: range):
    """Every position of a first round's play where normal plays at every seat (state, observation)."""
    for seed in seeds:
        state = KOALICJE.new_state(None, seed)
        while state.phase != "over" and state.round == 1:
            observation = state.observation(state.current_player)
            if observation.phase == "play":
                yield state, observation
            state.apply(ai.normal(observation, Rng(0), Budget()))


def test_in_the_true_deal_the_others_choices_are_all_explained_when_they_play_normal():
    """K11, K22: replayed from the round's start in the true hands, every trump named and card played
    by a seat this one cannot see is normal's own choice."""
    checked = 0
    for state, observation in normal_positions(range(4)):
        assert ai.unexplained(observation, state.hands, 99) == 0
        checked += 1
    assert checked > 100


def late_position() -> KoalicjeObservation:
    """Seat 0 to play in the fifth trick of a round normal played: 14 choices of hidden seats behind it."""
    return next(observation for _, observation in normal_positions(range(1))
                if observation.seat == 0 and len(observation.round_tricks) == 4)


def test_a_likely_world_is_the_first_drawn_that_explains_the_most_hidden_choices():
    """Of the worlds drawn from the same stream, the one kept explains every hidden choice if one
    does, else the most of them; it reads the plays, so it explains more than a plain draw."""
    observation = late_position()
    kept, drawn = [], []
    for salt in range(12):
        stream = Rng(salt)
        draws = [ai.sample_world(observation, stream) for _ in range(ai.READ_ATTEMPTS)]
        missed = [ai.unexplained(observation, world.hands, 99) for world in draws]
        end = missed.index(0) + 1 if 0 in missed else len(missed)
        best = min(range(end), key=missed.__getitem__)
        assert ai.likely_world(observation, Rng(salt)).hands == draws[best].hands
        kept.append(missed[best])
        drawn.append(missed[0])
    assert sum(drawn) > sum(kept), (drawn, kept)


def test_a_reading_counts_as_a_fresh_one_whatever_it_checks_first_and_remembers():
    """K15, K19, K22: a search's reading checks first the choices earlier worlds failed to explain, and
    remembers normal's choices by the hands of their chooser and of the seats it sees: each world's count,
    capped at its limit, is the one a fresh reading with an empty memo gives."""
    suspected = seeing = 0
    for _, observation in normal_positions(range(12)):
        if len(observation.round_tricks) < 2:
            continue
        worlds = [ai.sample_world(observation, Rng(salt)).hands for salt in range(6)]
        suspected += counts_as_fresh(lambda: ai.Reading(observation), ai._REPLAYED, worlds, 99)
        seeing += any(len(seats) > 1 for seats in ai.Reading(observation).seats_read.values())
    assert suspected > 20 and seeing > 10


def test_likely_worlds_are_blind_to_the_true_hidden_cards():
    """K19: two deals that differ only in the hidden cards of seats 1 and 3 give seat 0 the same worlds."""
    swapped = [list(hand) for hand in VOIDS]
    swapped[1][swapped[1].index("KD")], swapped[3][swapped[3].index("9D")] = "9D", "KD"
    first = new(deal_from(VOIDS, [[R], [B], [R], [B]]))
    second = new(deal_from(swapped, [[R], [B], [R], [B]]))
    for card in ("AH", "10H", "10S", "7C"):
        first.apply("play:" + card)
        second.apply("play:" + card)
    assert first.hands != second.hands
    assert first.observation(0).to_json() == second.observation(0).to_json()
    for salt in range(5):
        assert ai.likely_world(first.observation(0), Rng(salt)).hands == ai.likely_world(second.observation(0), Rng(salt)).hands


def test_a_play_out_plays_the_searching_seat_by_its_sight_and_the_others_as_normal():
    """The seats the search does not choose for play as normal would from their own view of the world (K19)."""
    observation = late_position()
    world = ai.likely_world(observation, Rng(1))
    assert world.searcher == 0
    played = world.clone()
    ai.play_out(played, Rng(2))
    step = world.clone()
    while step.round == 1 and not step.is_terminal:
        seat = step.current_player
        if seat == 0:
            card = ai.seen_play(step, seat)
        else:
            card = ai.normal(step.observation(seat), Rng(0), Budget()).card
        step.advance(PLAYS[card])
    assert step.returns() == played.returns() and step.played == played.played


def test_normal_read_from_a_world_chooses_as_from_the_seats_observation_there():
    """K15, K18, K19, K22: normal's card read straight from a sampled world (the play-outs and the reading
    do this) is the card it picks from that seat's observation of the world, at every turn to the round's end."""
    compared = seen = 0
    for state in positions_of_play(12):
        observation = state.observation(state.current_player)
        for salt in range(3):
            world = ai.likely_world(observation, Rng(salt))
            while world.round == 1 and not world.is_terminal:
                seat = world.current_player
                seat_view = world.observation(seat)
                chosen = ai.normal_in_world(world, seat, world.legal_actions(), Rng(0))
                assert chosen == ai.normal(seat_view, Rng(0), Budget())
                if seat_view.phase == "play":  # the same facts: hand, sight, voids, unknown cards and their odds
                    assert vars(ai._View.in_world(world, seat)) == vars(ai._View.of(seat_view))
                compared += len(seat_view.legal_actions) > 1
                seen += bool(seat_view.visible_hands)
                world.advance(chosen)
    assert compared > 300 and seen  # most turns weigh cards; some seats see a partner's hand (K15)
