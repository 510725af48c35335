"""Dou Dizhu combinations D7–D19: the classifier, the generator, and their agreement."""

from __future__ import annotations

import itertools
import random
from collections import Counter, defaultdict

import pytest

from karciarnia.games.doudizhu.combos import (
    ACE,
    AIRPLANE,
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BOMB,
    CARD_RANK,
    DECK,
    FOUR_TWO_PAIRS,
    FOUR_TWO_SINGLES,
    KINDS,
    PAIR,
    PAIR_SEQUENCE,
    ROCKET,
    SINGLE,
    STRAIGHT,
    TRIPLE,
    TRIPLE_PAIR,
    TRIPLE_SINGLE,
    Play,
    beats,
    classify,
    classify_counts,
    counts_of,
    hand_of,
    parse_ranks,
    plays,
    ranks_text,
)


def r(text: str) -> list[int]:
    """Ranks from compact text: ``"333+5"`` or ``"10 10 J"`` (spaces and ``+`` ignored)."""
    return list(parse_ranks(text.replace(" ", "").replace("+", "")))


def kinds(text: str) -> list[str]:
    return [play.kind for play in classify(r(text))]


def only(text: str) -> Play:
    readings = classify(r(text))
    assert len(readings) == 1, readings
    return readings[0]


# -- every type ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "kind", "main"),
    [
        ("3", SINGLE, "3"),  # D7
        ("RJ", SINGLE, "RJ"),  # D7: a joker is a single
        ("1010", PAIR, "10"),  # D7
        ("222", TRIPLE, "2"),  # D7
        ("333+5", TRIPLE_SINGLE, "3"),  # D7
        ("222+BJ", TRIPLE_SINGLE, "2"),  # D7: the single may be a joker
        ("KKK+33", TRIPLE_PAIR, "K"),  # D7
        ("34567", STRAIGHT, "7"),  # D8: five ranks
        ("10JQKA", STRAIGHT, "A"),  # D8, D11: up to A
        ("3456789" + "10JQKA", STRAIGHT, "A"),  # D8: the longest straight, 12 ranks
        ("334455", PAIR_SEQUENCE, "5"),  # D9: three pairs
        ("QQKKAA", PAIR_SEQUENCE, "A"),  # D9, D11
        ("333444", AIRPLANE, "4"),  # D10: two triples, no wings
        ("333444555666777", AIRPLANE, "7"),  # D10: five triples
        ("333444+59", AIRPLANE_SINGLE, "4"),  # D10: one single per triple
        ("333444+99", AIRPLANE_SINGLE, "4"),  # D12: single wings may be two of one rank
        ("333444+2BJ", AIRPLANE_SINGLE, "4"),  # D12: a 2 and one joker as wings
        ("333444+5566", AIRPLANE_PAIR, "4"),  # D10: one pair per triple
        ("JJJQQQKKK+33 55 22", AIRPLANE_PAIR, "K"),  # D10, D13: 2s may be pair wings
        ("5555+36", FOUR_TWO_SINGLES, "5"),  # D14
        ("5555+33", FOUR_TWO_SINGLES, "5"),  # D14: the two singles may be a pair
        ("2222+3RJ", FOUR_TWO_SINGLES, "2"),  # D14: one joker is fine
        ("5555+3377", FOUR_TWO_PAIRS, "5"),  # D14
        ("7777", BOMB, "7"),  # D15
        ("2222", BOMB, "2"),  # D15
        ("BJRJ", ROCKET, "RJ"),  # D15
    ],
)
def test_every_type(text: str, kind: str, main: str) -> None:
    play = only(text)
    assert play.kind == kind
    assert ranks_text([play.main]) == main
    assert play.size == len(r(text))


def test_all_fourteen_types_are_covered() -> None:
    # D7-D15: fourteen combination types, no more
    assert set(KINDS) == {
        SINGLE, PAIR, TRIPLE, TRIPLE_SINGLE, TRIPLE_PAIR, STRAIGHT, PAIR_SEQUENCE, AIRPLANE,
        AIRPLANE_SINGLE, AIRPLANE_PAIR, FOUR_TWO_SINGLES, FOUR_TWO_PAIRS, BOMB, ROCKET,
    }  # fmt: skip


# -- the tricky cases --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("33334444", "D12, D14, D15: two bombs together are no combination"),
        ("22223333", "D14, D15: two bombs together are no combination"),
        ("55553333", "D14: four with two pairs of one rank"),
        ("333444+BJRJ", "D12: the rocket inside single wings"),
        ("333444555+777", "D12: three of a rank inside single wings"),
        ("333444555666+7777", "D12: a bomb inside single wings"),
        ("333444+34", "D12: core ranks as wings"),
        ("333444+35", "D12: a core rank as a wing"),
        ("333444+5555", "D13: pair wings of one rank"),
        ("JQKA2", "D11: no 2 in a straight"),
        ("QKA2BJ", "D11: no joker in a straight"),
        ("KA2BJRJ", "D11: no jokers in a straight"),
        ("KKAA22", "D11: no 2 in a pair sequence"),
        ("AAA222", "D11: no 2 in an airplane core"),
        ("AAA222+34", "D11: no 2 in an airplane core, with wings"),
        ("5555+BJRJ", "D14: four with both jokers as its two cards"),
        ("5555+BJ", "D14: four with one card"),
        ("5555+346", "D14: four with three singles"),
        ("5555+3344 66", "D14: four with three pairs"),
        ("3456", "D8: four ranks are no straight"),
        ("3455", "no combination"),
        ("3344", "D9: two pairs are no pair sequence"),
        ("333555", "D10: triples must be consecutive"),
        ("333444+5", "D10: one wing per triple"),
        ("333444+556", "D10: wings all singles or all pairs, one per triple"),
        ("3456789" + "10JQKA2", "D11: a straight ends at A"),
        ("33334", "D7: the single of a triple + single is another rank"),
        ("333+BJRJ", "D7: a triple with the rocket"),
        ("BJRJ3", "D15: the rocket plus a card"),
    ],
)
def test_no_play(text: str, why: str) -> None:
    assert classify(r(text)) == [], why


def test_33334444_is_no_play() -> None:
    # D14: four with two pairs needs pairs of two different ranks (44 44 is one rank);
    # D12: 333444 + 3 + 4 would put core ranks in the wings; D15: a bomb is four
    # cards of ONE rank. So 33334444 is no play at all: play it as two bombs.
    assert classify(r("33334444")) == []
    assert [p.kind for p in classify(r("3333"))] == [BOMB]


def test_triple_single_is_never_a_bomb() -> None:
    # D7, D15: four of one rank is a bomb only, never "triple + a single of the same rank"
    assert kinds("9999") == [BOMB]


def test_four_with_two_is_not_a_bomb() -> None:
    # D14: four with attachments is not a bomb (a plain pair cannot follow it, nor a bomb size)
    four = only("5555+36")
    assert four.kind == FOUR_TWO_SINGLES
    assert not beats(four, only("33"))
    assert beats(only("3333"), four)  # D19: a bomb beats it


def test_single_wings_limits() -> None:
    # D12: two of one rank allowed, three or four not, not both jokers, no core rank
    assert kinds("333444555+667") == [AIRPLANE_SINGLE]
    assert kinds("333444555+666") == [AIRPLANE]  # one airplane of four, not wings 666
    assert kinds("333444555+777") == []
    assert kinds("333444555666+7777") == []
    assert kinds("333444555+BJRJ7") == []
    assert kinds("333444555+BJ 7 7") == [AIRPLANE_SINGLE]
    assert kinds("333444555+3 7 8") == []


def test_pair_wings_limits() -> None:
    # D13: pair wings all of different ranks, no core rank
    assert kinds("333444555+66 77 88") == [AIRPLANE_PAIR]
    assert kinds("333444+66 66") == []
    assert kinds("333444555+66 77 77") == []


def test_longer_core_is_an_airplane_not_wings() -> None:
    # D10, D12: 333444555666 is one airplane of four triples; "333444555 with wings
    # 666" is refused because three of one rank may not be single wings
    readings = classify(r("333444555666"))
    assert [(p.kind, ranks_text([p.main])) for p in readings] == [(AIRPLANE, "6")]


def test_ids_carry_the_type_and_the_wings() -> None:
    # D16: each reading is its own action: its id names the type, the core and the wings
    assert only("333444+57").id == "play:airplane_single:333444+57"
    assert only("333444+5566").id == "play:airplane_pair:333444+5566"
    assert only("10JQKA").id == "play:straight:10JQKA"
    assert only("BJRJ").id == "play:rocket:BJRJ"
    assert only("5555+33").id == "play:four_two_singles:5555+33"
    assert parse_ranks("1010JBJRJ") == tuple(r("10 10 J BJ RJ"))


def test_no_multiset_has_two_readings() -> None:
    # D16: under D7-D15 as written, no multiset of at most 20 cards has two readings
    # (the wing rules D12-D14 remove every overlap). Exhaustive: every play the full
    # deck allows, grouped by its multiset. The engine still keeps each reading as
    # its own action, so a rule change that makes overlaps would surface here.
    full = [4] * 13 + [1, 1]
    by_multiset: defaultdict[tuple[int, ...], list[Play]] = defaultdict(list)
    for play in plays(full):
        if play.size <= 20:
            by_multiset[tuple(sorted(play.ranks))].append(play)
    assert len(by_multiset) > 24_000
    assert all(len(readings) == 1 for readings in by_multiset.values())


def test_classifier_reads_every_generated_play_of_the_full_deck() -> None:
    # D7-D15: the classifier accepts each play the generator makes, with the same reading
    full = [4] * 13 + [1, 1]
    sample = random.Random(7).sample(plays(full), 3000)
    for play in sample:
        assert classify(play.ranks) == [play]


# -- comparison D18, D19 -------------------------------------------------------------------------
def test_d18_same_type_same_size_higher() -> None:
    # D18: same type, same size, higher main rank; attachments never count
    assert beats(only("4"), only("3"))
    assert not beats(only("3"), only("3"))
    assert beats(only("RJ"), only("BJ"))  # D2: red joker over black joker
    assert beats(only("BJ"), only("2"))
    assert beats(only("2"), only("A"))
    assert beats(only("444+3"), only("333+A"))  # D18: the single does not count
    assert not beats(only("444+3"), only("333+44"))  # D18: different type
    assert beats(only("45678"), only("34567"))
    assert not beats(only("456789"), only("34567"))  # D18: different size
    assert beats(only("444555+89"), only("333444+22"))
    assert not beats(only("444555+8899"), only("333444+22"))
    assert beats(only("6666+33"), only("5555+AA"))
    assert not beats(only("6666+3344"), only("5555+AA"))


def test_d19_bombs_and_rocket() -> None:
    # D19: a bomb beats any non-bomb; a higher bomb beats a lower; the rocket beats all
    assert beats(only("3333"), only("3456789" + "10JQKA"))
    assert beats(only("3333"), only("2"))
    assert beats(only("4444"), only("3333"))
    assert not beats(only("3333"), only("4444"))
    assert beats(only("BJRJ"), only("2222"))
    assert not beats(only("2222"), only("BJRJ"))
    assert not beats(only("BJRJ"), only("BJRJ"))


# -- the generator agrees with the classifier -----------------------------------------------------
def _sub_multisets(counts: list[int]) -> list[tuple[int, ...]]:
    return [sub for sub in itertools.product(*(range(n + 1) for n in counts)) if any(sub)]


def _readings_of(counts: list[int]) -> list[Play]:
    return [play for sub in _sub_multisets(counts) for play in classify_counts(sub)]


def _hands(seed: int, count: int) -> list[list[int]]:
    """Random small hands: half uniform from the deck, half dense (few adjacent ranks,
    so that triples, fours, chains, airplanes and four-with-two occur)."""
    rng = random.Random(seed)
    deck = [CARD_RANK[card] for card in DECK]
    hands = []
    for i in range(count):
        if i % 2 == 0:
            hands.append(counts_of(rng.sample(deck, rng.randint(6, 10))))
        else:
            low = rng.randint(0, 9)
            window = [rank for rank in deck if low <= rank < low + 4]
            pool = window + rng.sample([rank for rank in deck if not low <= rank < low + 4], 3)
            hands.append(counts_of(rng.sample(pool, rng.randint(8, 12))))
    return hands


def _to_beat_samples() -> list[Play]:
    """Plays of every kind and several sizes and ranks, to follow."""
    rng = random.Random(11)
    full = plays([4] * 13 + [1, 1])
    by_kind: defaultdict[str, list[Play]] = defaultdict(list)
    for play in full:
        if play.size <= 12:
            by_kind[play.kind].append(play)
    samples = []
    for kind in KINDS:
        samples.extend(rng.sample(by_kind[kind], min(4, len(by_kind[kind]))))
    return samples


def test_generator_equals_brute_force_when_leading() -> None:
    # D7-D17: the leader's plays are exactly the sub-multisets the classifier accepts
    for counts in _hands(1, 300):
        generated = plays(counts)
        keys = [play.key() for play in generated]
        assert len(keys) == len(set(keys)), counts
        assert set(keys) == {play.key() for play in _readings_of(counts)}, counts


def test_generator_equals_brute_force_when_following_every_kind() -> None:
    # D18, D19: a follower's plays are exactly the accepted sub-multisets that beat the play
    samples = _to_beat_samples()
    assert {play.kind for play in samples} == set(KINDS)
    seen_kinds: Counter[str] = Counter()
    for counts in _hands(2, 160):
        readings = _readings_of(counts)
        for top in samples:
            generated = plays(counts, None, top)
            keys = [play.key() for play in generated]
            assert len(keys) == len(set(keys))
            expected = {play.key() for play in readings if beats(play, top)}
            assert set(keys) == expected, (counts, top)
            seen_kinds.update(play.kind for play in generated)
    assert set(seen_kinds) == set(KINDS)  # every kind was generated while following


def test_generated_plays_take_cards_from_the_hand() -> None:
    # D2: suits never matter: a play takes the first cards of each rank, all from the hand
    cards = ["3S", "3H", "3D", "4C", "4S", "4H", "5D", "9S", "BJ", "RJ"]
    hand = hand_of(cards)
    counts = counts_of(cards)
    for play in plays(counts, hand):
        taken = play.cards
        assert taken is not None and len(set(taken)) == play.size
        assert set(taken) <= set(cards)
        assert sorted(CARD_RANK[card] for card in taken) == sorted(play.ranks)
    airplane = next(p for p in plays(counts, hand) if p.id == "play:airplane_single:333444+59")
    assert airplane.cards == ("3S", "3H", "3D", "4S", "4H", "4C", "5D", "9S")
    assert airplane.to_json()["cards"] == list(airplane.cards)


def test_longest_plays_fit_a_landlord_hand() -> None:
    # D1, D6: the landlord holds 20 cards: a 20-card airplane with wings is possible
    assert only("333444555666777+8 9 10 J Q").size == 20
    assert only("333444555666+77 88 99 1010").size == 20
    assert only("334455667788991010JJQQ").size == 20  # D9: ten pairs
    assert ACE == 11
