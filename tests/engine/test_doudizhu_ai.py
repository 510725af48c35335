"""Dou Dizhu AIs (easy, normal): functions of an observation. How much stronger normal is than easy
over many deals is a benchmark (scripts/bench_strength.py), not a test."""

from __future__ import annotations

import dataclasses
from typing import Any

from karciarnia.games.doudizhu import ai
from karciarnia.computers import get_policy
from karciarnia.games.doudizhu.game import DOUDIZHU, DoudizhuObservation, DoudizhuState, Turn
from karciarnia.games.doudizhu.combos import DECK, TWO, classify, counts_of, hand_of, parse_ranks, plays
from karciarnia.games.doudizhu.game import PASS
from karciarnia.rng import Rng

LEVELS = {"easy": ai.easy, "normal": ai.normal}


def cards_of(text: str, avoid: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
    """Concrete cards for compact ranks (``"33 4 BJ"``), suits chosen in deck order."""
    out: list[str] = []
    for rank in parse_ranks(text.replace(" ", "")):
        card = next(c for c in DECK if counts_of([c]).index(1) == rank and c not in out and c not in avoid)
        out.append(card)
    return out


def observation(
    hand: str,
    seat: int = 0,
    landlord: int | None = 0,
    to_beat: tuple[int, str] | None = None,
    counts: tuple[int, int, int] | None = None,
    phase: str = "play",
    bid: int = 0,
) -> DoudizhuObservation:
    """A hand-made observation for ``seat`` holding ``hand`` (legal actions generated)."""
    cards = cards_of(hand)
    turn = None
    legal: tuple[Any, ...]
    if phase == "bidding":
        from karciarnia.games.doudizhu.game import BIDS

        legal = (*BIDS[bid + 1 :], BIDS[0])
    elif to_beat is None:
        legal = tuple(plays(counts_of(cards), hand_of(cards)))
    else:
        top = classify(parse_ranks(to_beat[1].replace(" ", "")))[0]
        turn = Turn(to_beat[0], top, tuple(cards_of(to_beat[1], set(cards))))
        legal = (*plays(counts_of(cards), hand_of(cards), top), PASS)
    card_counts = counts or tuple(len(cards) if s == seat else 17 for s in range(3))
    return DoudizhuObservation(
        seat=seat, current_player=seat, legal_actions=legal, phase=phase, deal_number=0, deals=1,
        redeals=0, first_bidder=0, hand=tuple(cards), card_counts=card_counts, bids=(), bid=bid,
        landlord=landlord, bottom=None, to_beat=turn, trick=(), last_plays=(None, None, None),
        last_trick=(), turns=(), played=(), plays_made=(0, 0, 0), bombs=0, rockets=0, multiplier=1, results=(),
        totals=(0, 0, 0),
    )  # fmt: skip


def choose(level: str, obs: DoudizhuObservation) -> str:
    action = LEVELS[level](obs, Rng(0), None)  # type: ignore[arg-type]
    assert action in obs.legal_actions
    return action.id


# -- easy ---------------------------------------------------------------------------------------------
def test_registry() -> None:
    assert get_policy("doudizhu", "easy") is ai.easy
    assert get_policy("doudizhu", "normal") is ai.normal


def test_easy_bids_only_with_an_obviously_strong_hand() -> None:
    # D3: easy bids with the rocket, two bombs or four 2s/jokers; otherwise it passes
    weak = "3 4 5 6 7 8 9 10 J Q K A 3 5 7 9 J"
    assert choose("easy", observation(weak, phase="bidding", landlord=None)) == "bid:pass"
    rocket = "BJ RJ 3 4 5 6 7 8 9 10 J Q K 3 5 7 9"
    assert choose("easy", observation(rocket, phase="bidding", landlord=None)) == "bid:1"
    assert choose("easy", observation(rocket, phase="bidding", landlord=None, bid=1)) == "bid:2"
    bombs = "3333 4444 5 6 7 8 9 10 J Q K"
    assert choose("easy", observation(bombs, phase="bidding", landlord=None)) == "bid:1"
    twos = "2 2 2 BJ 3 4 5 6 8 9 10 J Q K 3 5 7"
    assert choose("easy", observation(twos, phase="bidding", landlord=None)) == "bid:1"


def test_easy_leads_its_lowest_group_and_follows_lowest() -> None:
    # D17: easy leads all its cards of the lowest rank; D18: follows with the lowest that beats
    assert choose("easy", observation("55 6 7 8 9 10 KK")) == "play:pair:55"
    assert choose("easy", observation("5 6 9 KK 2", to_beat=(1, "8"))) == "play:single:9"
    assert choose("easy", observation("5 6 KK 22", to_beat=(1, "99"))) == "play:pair:KK"
    assert choose("easy", observation("5 6 7", to_beat=(1, "99"))) == "pass"
    # bombs and the rocket only when nothing of the type beats
    assert choose("easy", observation("5 6 7777", to_beat=(1, "99"))) == "play:bomb:7777"


def test_easy_overtakes_its_partner() -> None:
    # easy does not read the table: it beats its partner's play too
    obs = observation("5 6 K", seat=2, landlord=0, to_beat=(1, "Q"))
    assert choose("easy", obs) == "play:single:K"


# -- normal: the plan -----------------------------------------------------------------------------------
def plan_ids(text: str) -> list[str]:
    return sorted(play.id for play in ai.plan(tuple(counts_of(parse_ranks(text.replace(" ", ""))))))


def test_plan_keeps_straights_bombs_and_airplanes() -> None:
    # normal splits the hand into the fewest plays, bombs and the rocket kept whole
    assert plan_ids("3 4 5 6 7 8888 99") == sorted(["play:straight:34567", "play:bomb:8888", "play:pair:99"])
    assert plan_ids("333 444 5 9 BJ RJ") == sorted(["play:airplane_single:333444+59", "play:rocket:BJRJ"])
    assert plan_ids("33 44 55 66 K") == sorted(["play:pair_sequence:33445566", "play:single:K"])
    assert len(ai.plan(tuple(counts_of(parse_ranks("34567789" + "10JQ"))))) == 2  # 34567 + 7..Q


def test_plan_is_a_partition_of_the_hand() -> None:
    rng = Rng(5)
    deck = list(DECK)
    for _ in range(200):
        rng.shuffle(deck)
        counts = tuple(counts_of(deck[:20]))
        groups = ai.plan(counts)
        used = [0] * 15
        for group in groups:
            assert classify(group.ranks) == [group]  # every group is a legal combination
            for rank in group.ranks:
                used[rank] += 1
        assert tuple(used) == counts


def fewest_plays(counts: list[int], start: int = 0, capacity: int = 0) -> tuple[int, int]:
    """The plan's value, found the slow way: every set of chains (D8-D10) taken from ``start`` on, rank by
    rank, and the rest one play per rank less the low singles and pairs that triples and airplanes carry;
    then the loose low singles."""
    low = range(TWO)
    low_singles = sum(1 for rank in low if counts[rank] == 1)
    carriers = counts.count(3) + capacity
    carried = min(carriers, low_singles + sum(1 for rank in low if counts[rank] == 2))
    best = (sum(1 for n in counts if n) - carried, max(0, low_singles - carriers))
    for rank in range(start, TWO):
        for width, shortest in ((1, 5), (2, 3), (3, 2)):
            rest = list(counts)
            for length in range(1, TWO - rank + 1):
                if rest[rank + length - 1] < width:
                    break
                rest[rank + length - 1] -= width
                if length >= shortest:
                    needed, loose = fewest_plays(rest, rank, capacity + (length if width == 3 else 0))
                    best = min(best, (needed + 1, loose))
    return best


def test_d8_d10_the_plan_finds_the_fewest_plays_over_every_choice_of_chains() -> None:
    # normal's plan is exact: no other choice of straights, pair sequences and airplanes leaves fewer
    # plays (then fewer loose low singles)
    rng = Rng(11)
    deck = list(DECK)
    for size in (12, 17, 20) * 200:
        rng.shuffle(deck)
        counts = counts_of(deck[:size])
        for rank, n in enumerate(counts):
            counts[rank] = min(n, 3)  # no fours: the plan keeps bombs whole before it looks for chains
        assert ai._best(ai._planes(counts), 0, 0)[0] == fewest_plays(counts), counts


# -- normal: the table -------------------------------------------------------------------------------
def test_normal_goes_out_when_it_can() -> None:
    # D21: playing the last cards ends the deal
    obs = observation("333 44", seat=1, landlord=0, to_beat=(0, "222 55"), counts=(10, 5, 9))
    assert choose("normal", obs) == "pass"
    obs = observation("888 44", seat=1, landlord=0, to_beat=(0, "777 33"), counts=(10, 5, 9))
    assert choose("normal", obs) == "play:triple_pair:888+44"


def test_normal_farmer_does_not_overtake_its_partner() -> None:
    # a farmer leaves its partner's winning play alone ...
    obs = observation("5 6 K 99 JJJ", seat=2, landlord=0, to_beat=(1, "Q"))
    assert choose("normal", obs) == "pass"
    # ... unless it goes out with it
    obs = observation("K", seat=2, landlord=0, to_beat=(1, "Q"), counts=(12, 7, 1))
    assert choose("normal", obs) == "play:single:K"
    # and it does beat the landlord
    obs = observation("5 6 K 99 JJJ", seat=2, landlord=0, to_beat=(0, "Q"))
    assert choose("normal", obs) == "play:single:K"


def test_normal_spends_high_cards_when_the_landlord_is_about_to_go_out() -> None:
    # the landlord holds 2 cards: the farmer beats its single with its highest single
    hand = "4 5 6 9 J K 2 RJ 33"
    calm = observation(hand, seat=1, landlord=0, to_beat=(0, "8"), counts=(12, 12, 15))
    assert choose("normal", calm) == "play:single:9"
    danger = observation(hand, seat=1, landlord=0, to_beat=(0, "8"), counts=(2, 12, 15))
    assert choose("normal", danger) == "play:single:RJ"
    # leading against a landlord with one card: not a single
    lead = observation("4 5 9 10 QQ", seat=1, landlord=0, counts=(1, 6, 15))
    assert choose("normal", lead) == "play:pair:QQ"


def test_normal_leads_its_lowest_planned_group() -> None:
    obs = observation("3 4 5 6 7 99 KK 2 BJ")
    assert choose("normal", obs) == "play:straight:34567"
    obs = observation("6 99 KK 2 BJ")
    assert choose("normal", obs) == "play:single:6"


def test_normal_bids_by_strength() -> None:
    strong = "BJ RJ 2 2 A A K K Q Q J 10 9 8 7 5 5"
    assert choose("normal", observation(strong, phase="bidding", landlord=None)) == "bid:3"
    weak = "3 4 5 7 8 9 J Q 3 4 6 8 10 K 5 6 9"
    assert choose("normal", observation(weak, phase="bidding", landlord=None)) == "bid:pass"


def test_ai_is_deterministic_and_legal_along_a_game() -> None:
    state = DOUDIZHU.new_state(None, 77)
    assert isinstance(state, DoudizhuState)
    levels = ("normal", "easy", "normal")
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        first = LEVELS[levels[seat]](obs, Rng(1), None)  # type: ignore[arg-type]
        again = LEVELS[levels[seat]](dataclasses.replace(obs), Rng(2), None)  # type: ignore[arg-type]
        assert first == again and first in obs.legal_actions
        state.apply(first)
