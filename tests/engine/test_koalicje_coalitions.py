"""Koalicje: jokers laid out (K7–K9) and every coalition case (K10–K18), with explicit deals."""

from __future__ import annotations

import pytest
from karciarnia.ai import Budget
from karciarnia.games.koalicje import ai
from karciarnia.games.koalicje.coalitions import standings, votes
from karciarnia.games.koalicje.game import KOALICJE, KoalicjeState, NameTrump
from karciarnia.games.koalicje.rules import SUIT_CARDS
from karciarnia.rng import Rng

R, B = "RJ", "BJ"


def deal_with(jokers: list[list[str]], dealer: int = 0, seed: int = 1) -> dict:
    """An explicit deal: each seat holds ``jokers[seat]`` and suit cards; the pool holds the
    suit cards each joker will be replaced with (in the order of K8), so no chain happens."""
    cards = list(SUIT_CARDS)
    Rng(seed).shuffle(cards)
    full = [cards[seat * 8 : seat * 8 + 8] for seat in range(4)]
    hands, pool = [], []
    for seat in range(4):
        keep = 8 - len(jokers[seat])
        hands.append(full[seat][:keep] + list(jokers[seat]))
    for step in range(1, 5):  # K8: replacements are drawn from the dealer's left
        seat = (dealer + step) % 4
        pool.extend(full[seat][8 - len(jokers[seat]) :])
    assert len(pool) == 4
    return {"hands": hands, "pool": pool, "dealer": dealer}


def new(deal: dict, **options) -> KoalicjeState:
    state = KOALICJE.new_state({"deal": deal, **options}, seed=7)
    assert isinstance(state, KoalicjeState)
    return state


def play_round(state: KoalicjeState, policy=ai.easy) -> tuple[list[int], list[int]]:
    """Play the current round to its end; return (tricks per seat, votes gained per seat)."""
    rounds = len(state.round_results)
    rng = Rng(3)
    while len(state.round_results) == rounds:
        seat = state.current_player
        state.apply(policy(state.observation(seat), rng, Budget()))
    result = state.round_results[-1]
    assert sum(result.tricks) == 8  # K21
    return list(result.tricks), list(result.gained)


def case(state: KoalicjeState, seat: int) -> tuple[str, int, tuple[int, ...], tuple[int, ...]]:
    s = state.standings[seat]
    return s.case, s.rate, s.counts, s.sees


# -- K8, K9: laying out the jokers ---------------------------------------------------------
def test_jokers_laid_out_and_replaced_from_the_pool():
    # K8: each holder lays its jokers face up and draws as many from the pool, from the dealer's left.
    deal = deal_with([[R], [B], [R], [B]], dealer=0)
    state = new(deal)
    for seat in range(4):
        assert len(state.hands[seat]) == 8
        assert not {R, B} & set(state.hands[seat])
    # dealer 0: seat 1 draws first (pool[0]), then seat 2, seat 3, seat 0.
    assert deal["pool"][0] in state.hands[1]
    assert deal["pool"][1] in state.hands[2]
    assert deal["pool"][2] in state.hands[3]
    assert deal["pool"][3] in state.hands[0]
    assert [event.seat for event in state.joker_events] == [1, 2, 3, 0]
    assert state.jokers == [[R], [B], [R], [B]]


def test_joker_redraw_chain_and_leftover_to_dealer():
    # K8: a joker drawn is laid out too and replaced again; K9: jokers left in the pool go to the dealer.
    hands = [
        ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"],
        [R, "AH", "KH", "QH", "JH", "10H", "9H", "8H"],
        ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D"],
        ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C"],
    ]
    state = new({"hands": hands, "pool": [R, B, "7H", B], "dealer": 0})
    assert state.jokers[1] == [R, R, B]
    assert [event.batches for event in state.joker_events if not event.from_pool] == [((R,), (R,), (B,))]
    assert state.hands[1] == ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H"]
    leftover = [event for event in state.joker_events if event.from_pool]
    assert len(leftover) == 1 and leftover[0].seat == 0 and leftover[0].batches == ((B,),)
    assert state.jokers[0] == [B]
    # K17: seat 1 holds three jokers, partner of seat 0 (the fourth); K13 for seat 0.
    assert case(state, 1) == ("three", 3, (0, 1), ())
    assert case(state, 0) == ("single", 3, (0, 1), ())
    assert state.current_player == 1 and state.phase == "trump"
    assert [a.id for a in state.legal_actions()] == ["trump:H", "trump:D"]


def test_chain_across_seats_and_all_jokers_in_the_pool():
    # K8: seat 1's chain draws a joker; seat 2 then draws from what is left.
    hands = [
        ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"],
        [R, "AH", "KH", "QH", "JH", "10H", "9H", "8H"],
        [B, "AD", "KD", "QD", "JD", "10D", "9D", "8D"],
        ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C"],
    ]
    state = new({"hands": hands, "pool": [R, "7H", "7D", B], "dealer": 0})
    assert state.jokers == [[B], [R, R], [B], []]
    assert state.hands[2] == ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D"]
    # K9 + K18: with every joker in the pool, all four go to the dealer.
    hands = [
        ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"],
        ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H"],
        ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D"],
        ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C"],
    ]
    state = new({"hands": hands, "pool": [R, B, B, R], "dealer": 2})
    assert state.jokers == [[], [], [R, R, B, B], []]
    assert case(state, 2) == ("four", 6, (2,), (0, 1, 3))


# -- K10–K18: one test per case ------------------------------------------------------------
def test_k12_no_jokers_plays_alone_at_six():
    # K12: a seat without jokers plays alone, 6 votes per trick it takes.
    state = new(deal_with([[R, B], [R], [B], []], seed=2))
    assert case(state, 3) == ("solo", 6, (3,), ())
    tricks, gained = play_round(state)
    assert gained[3] == 6 * tricks[3]


def test_k13_single_joker_partners_the_other_of_its_colour():
    # K13: one joker: coalition with the holder of the other joker of that colour, 3 per trick of either.
    state = new(deal_with([[R], [B], [B], [R]], seed=3))
    assert case(state, 0) == ("single", 3, (0, 3), ())
    assert case(state, 3) == ("single", 3, (0, 3), ())
    assert case(state, 1) == ("single", 3, (1, 2), ())
    assert state.phase == "play"  # K11: no pair, no trump
    tricks, gained = play_round(state)
    assert gained[0] == gained[3] == 3 * (tricks[0] + tricks[3])
    assert gained[1] == gained[2] == 3 * (tricks[1] + tricks[2])


def test_k14_pair_of_one_colour_plays_alone_with_its_trump():
    # K14: two jokers of one colour: alone at 6 with a trump of that colour (K11).
    state = new(deal_with([[], [R, R], [B], [B]], dealer=0, seed=4))
    assert case(state, 1) == ("pair", 6, (1,), ())
    assert case(state, 2) == ("single", 3, (2, 3), ())
    assert state.current_player == 1
    assert [a.id for a in state.legal_actions()] == ["trump:H", "trump:D"]
    state.apply("trump:D")
    assert state.trumps == [(1, "D")] and state.phase == "play"
    tricks, gained = play_round(state)
    assert gained[1] == 6 * tricks[1]
    assert gained[0] == 6 * tricks[0]
    assert gained[2] == gained[3] == 3 * (tricks[2] + tricks[3])


def test_k14_two_pairs_give_two_trumps_named_from_the_dealers_left():
    # K14 + K11: both pairs name a trump, in seat order from the dealer's left; both are public.
    state = new(deal_with([[B, B], [], [R, R], []], dealer=1, seed=5))
    assert state.current_player == 2  # dealer 1: seat 2 is on its left, seat 0 comes later
    assert [a.id for a in state.legal_actions()] == ["trump:H", "trump:D"]
    state.apply("trump:H")
    assert state.current_player == 0
    assert [a.id for a in state.legal_actions()] == ["trump:S", "trump:C"]
    for seat in range(4):
        assert state.observation(seat).trumps == ((2, "H"),)
    state.apply("trump:C")
    assert state.trumps == [(2, "H"), (0, "C")]
    assert state.current_player == 1  # K21: the dealer leads
    assert case(state, 0) == ("pair", 6, (0,), ())
    assert case(state, 2) == ("pair", 6, (2,), ())
    tricks, gained = play_round(state)
    assert gained == [6 * t for t in tricks]


def test_k15_mixed_pairs_are_partners_and_see_each_other():
    # K15: R+B against the other R+B: coalition at 3, each may see the other's hand.
    state = new(deal_with([[R, B], [], [R, B], []], seed=6))
    assert case(state, 0) == ("mixed_pair", 3, (0, 2), (2,))
    assert case(state, 2) == ("mixed_pair", 3, (0, 2), (0,))
    assert case(state, 1) == ("solo", 6, (1,), ())
    assert dict(state.observation(0).visible_hands) == {2: tuple(state.hands[2])}
    assert dict(state.observation(2).visible_hands) == {0: tuple(state.hands[0])}
    assert state.observation(1).visible_hands == () and state.observation(3).visible_hands == ()
    tricks, gained = play_round(state)
    assert gained[0] == gained[2] == 3 * (tricks[0] + tricks[2])
    assert gained[1] == 6 * tricks[1] and gained[3] == 6 * tricks[3]


def test_k16_split_holder_at_two_partners_not_partners_of_each_other():
    # K16 (the worked check): A holds R+B, B and C one each, D none.
    state = new(deal_with([[R, B], [R], [B], []], seed=8))
    assert case(state, 0) == ("split", 2, (0, 1, 2), ())
    assert case(state, 1) == ("single", 3, (0, 1), ())
    assert case(state, 2) == ("single", 3, (0, 2), ())
    assert case(state, 3) == ("solo", 6, (3,), ())
    assert all(state.observation(seat).visible_hands == () for seat in range(4))
    tricks, gained = play_round(state)
    a, b, c, d = tricks
    assert gained == [2 * (a + b + c), 3 * (a + b), 3 * (a + c), 6 * d]


def test_k17_three_jokers_name_a_trump_and_partner_the_fourth():
    # K17: three jokers: trump of the pair's colour, coalition with the fourth joker at 3.
    state = new(deal_with([[], [R], [], [R, B, B]], dealer=2, seed=9))
    assert case(state, 3) == ("three", 3, (1, 3), ())
    assert case(state, 1) == ("single", 3, (1, 3), ())
    assert state.current_player == 3
    assert [a.id for a in state.legal_actions()] == ["trump:S", "trump:C"]
    state.apply("trump:S")
    tricks, gained = play_round(state)
    assert gained[1] == gained[3] == 3 * (tricks[1] + tricks[3])
    assert gained[0] == 6 * tricks[0] and gained[2] == 6 * tricks[2]


def test_k18_four_jokers_alone_any_trump_sees_every_hand():
    # K18 (the worked check): all four jokers: alone at 6, any trump, sees every other hand; others solo.
    state = new(deal_with([[], [R, R, B, B], [], []], seed=10))
    assert case(state, 1) == ("four", 6, (1,), (0, 2, 3))
    for seat in (0, 2, 3):
        assert case(state, seat) == ("solo", 6, (seat,), ())
        assert state.observation(seat).visible_hands == ()
    assert [a.id for a in state.legal_actions()] == ["trump:S", "trump:H", "trump:D", "trump:C"]
    assert dict(state.observation(1).visible_hands) == {s: tuple(state.hands[s]) for s in (0, 2, 3)}
    state.apply(NameTrump("C"))
    tricks, gained = play_round(state)
    assert gained == [6 * t for t in tricks]


# -- the worked checks at the end of the rules ------------------------------------------------
def test_worked_check_one_joker_each_totals_48():
    # Worked check: R, B, R, B one per seat: two coalitions, no trumps, 3 × tricks of the pair, 48 in all.
    table = standings([[R], [B], [R], [B]])
    assert [s.counts for s in table] == [(0, 2), (1, 3), (0, 2), (1, 3)]
    assert [s.trump_suits for s in table] == [(), (), (), ()]
    assert votes(table, [1, 2, 3, 2]) == [12, 12, 12, 12]
    assert votes(table, [8, 0, 0, 0]) == [24, 0, 24, 0]
    for seed in range(5):
        state = new(deal_with([[R], [B], [R], [B]], seed=seed))
        assert state.phase == "play" and state.trumps == []
        tricks, gained = play_round(state, ai.normal)
        assert sum(gained) == 48
        assert gained[0] == gained[2] == 3 * (tricks[0] + tricks[2])


def test_worked_check_split_holder_numbers():
    # Worked check (K16): A scores 2 × (A+B+C); B 3 × (A+B); C 3 × (A+C); D 6 × D.
    table = standings([[R, B], [R], [B], []])
    assert votes(table, [3, 2, 1, 2]) == [12, 15, 12, 12]


def test_worked_check_four_jokers_numbers():
    # Worked check (K18): the four-joker seat 6 × its own tricks, the three others solo.
    table = standings([[R, R, B, B], [], [], []])
    assert votes(table, [3, 2, 1, 2]) == [18, 12, 6, 12]


@pytest.mark.parametrize(
    "jokers",
    [
        [[R], [B], [R], [B]],
        [[R, B], [R], [B], []],
        [[R, B], [], [R, B], []],
        [[R, R], [B, B], [], []],
        [[R, R, B], [B], [], []],
        [[R, R, B, B], [], [], []],
        [[R, R], [B], [B], []],
    ],
)
def test_k10_coalitions_do_not_depend_on_seat_numbers(jokers):
    # K10: the case depends only on how many jokers of which colours each seat holds.
    base = standings(jokers)
    for shift in range(1, 4):
        rotated = standings([jokers[(seat - shift) % 4] for seat in range(4)])
        for seat in range(4):
            mine, theirs = base[seat], rotated[(seat + shift) % 4]
            assert (mine.case, mine.rate, mine.trump_suits) == (theirs.case, theirs.rate, theirs.trump_suits)
            assert sorted((s + shift) % 4 for s in mine.counts) == list(theirs.counts)
