"""Koalicje AIs: easy and normal behaviours from explicit positions. How much stronger normal is
than easy over many games is a benchmark (scripts/bench_strength.py), not a test."""

from __future__ import annotations

from karciarnia import computers as registry
from karciarnia.ai import Budget
from karciarnia.games.koalicje import ai
from karciarnia.games.koalicje.game import KOALICJE, KoalicjeState
from karciarnia.games.koalicje.rules import DECK, RANKS, SUIT_CARDS, sorted_cards
from karciarnia.rng import Rng

R, B = "RJ", "BJ"


def deal_from(final: list[list[str]], jokers: list[list[str]], dealer: int, **extra) -> dict:
    """An explicit deal whose hands after the joker exchange (K8) are ``final``."""
    hands = [final[seat][: 8 - len(jokers[seat])] + jokers[seat] for seat in range(4)]
    pool = []
    for step in range(1, 5):
        seat = (dealer + step) % 4
        pool.extend(final[seat][8 - len(jokers[seat]) :])
    return {"hands": hands, "pool": pool, "dealer": dealer, **extra}


def new(deal: dict) -> KoalicjeState:
    state = KOALICJE.new_state({"deal": deal}, seed=1)
    assert isinstance(state, KoalicjeState)
    return state


def decide(policy, state: KoalicjeState) -> str:
    return policy(state.observation(state.current_player), Rng(0), Budget()).id


# R, B, R, B one each (K13: seats 0+2 red, 1+3 black), no trumps, dealer 0.
PLAIN = [
    ["AS", "9S", "8S", "AH", "10H", "7D", "AC", "9C"],
    ["KS", "7S", "KH", "9H", "8H", "KD", "QD", "7C"],
    ["QS", "JS", "QH", "7H", "AD", "8D", "KC", "QC"],
    ["10S", "JH", "JD", "10D", "9D", "JC", "10C", "8C"],
]
# K17: seat 2 holds R R B and names ♥, partner of seat 0 (B); seats 1 and 3 alone; dealer 3.
TRUMPING = [
    ["AD", "8D", "AS", "KS", "QS", "8S", "AC", "KC"],
    ["KD", "7S", "7C", "QH", "JH", "10H", "9H", "8H"],
    ["AH", "KH", "7H", "8C", "9C", "10C", "JC", "QC"],
    ["7D", "9D", "10D", "JD", "QD", "JS", "10S", "9S"],
]


def plain() -> KoalicjeState:
    return new(deal_from(PLAIN, [[R], [B], [R], [B]], dealer=0))


def trumping() -> KoalicjeState:
    state = new(deal_from(TRUMPING, [[B], [], [R, R, B], []], dealer=3))
    assert [s.case for s in state.standings] == ["single", "solo", "three", "solo"]
    state.apply("trump:H")
    return state


def test_registered_levels():
    assert registry.levels("koalicje") == ["easy", "normal", "hard"]


# -- easy -----------------------------------------------------------------------------
def test_easy_follows_suit_with_its_lowest_else_throws_its_lowest():
    state = plain()
    assert decide(ai.easy, state) == "play:7D"  # leading: its lowest card
    state.apply("play:AC")
    state.apply("play:7C")
    assert decide(ai.easy, state) == "play:QC"  # following ♣: the lower of K♣ Q♣
    state.apply("play:QC")
    state.apply("play:8C")
    state.apply("play:9C")  # seat 0 won and leads ♣ again; seat 1 is void in ♣
    assert decide(ai.easy, state) == "play:7S"  # throws its lowest


def test_easy_names_the_trump_suit_it_holds_most_of():
    # K11: seat 2's red pair names ♥ (three hearts, no diamonds).
    state = new(deal_from(TRUMPING, [[B], [], [R, R, B], []], dealer=3))
    assert decide(ai.easy, state) == "trump:H"
    assert decide(ai.normal, state) == "trump:H"


def test_easy_trumps_blindly_where_normal_leaves_the_trick_to_its_partner():
    # K22: no duty to trump. Partner seat 0 wins with A♦; seat 2 (void in ♦) is last.
    state = trumping()
    for card in ("7D", "AD", "KD"):
        state.apply("play:" + card)
    assert decide(ai.easy, state) == "play:7H"  # its lowest card happens to be a trump
    assert decide(ai.normal, state) == "play:8C"  # normal does not take its partner's trick


# -- normal ---------------------------------------------------------------------------------
def test_normal_trumps_a_trick_an_opponent_is_winning():
    # K13/K17: the opponent seat 1 wins with K♦; seat 2, void in ♦ and last, trumps low.
    state = trumping()
    for card in ("7D", "8D", "KD"):
        state.apply("play:" + card)
    assert decide(ai.normal, state) == "play:7H"


def test_normal_remembers_the_cards_played():
    # With A♠ and A♥ gone, seat 1's K♠ and K♥ are masters: it leads one of them.
    state = plain()
    for card in ("AS", "7S", "JS", "10S", "AH", "8H", "7H", "JH", "7D", "KD", "8D", "9D"):
        state.apply("play:" + card)
    assert state.current_player == 1
    assert decide(ai.normal, state) in ("play:KS", "play:KH")
    assert decide(ai.easy, state) == "play:7C"


def test_normal_tracks_voids():
    state = plain()
    for card in ("AC", "7C", "QC", "8C", "9C", "7S"):  # seat 1 shows it has no club left
        state.apply("play:" + card)
    view = ai._View.of(state.observation(2))
    assert view.voids[1] == {"C"}
    assert "C" not in view.share[1] and "C" in view.share[3]  # no club is placed in seat 1's hand


def test_normal_sees_the_partner_hand_it_may_see():
    # K15: seats 0 and 2 hold R+B each; the AI in seat 0 knows seat 2's cards, not seat 1's.
    state = new(deal_from(PLAIN, [[R, B], [], [R, B], []], dealer=0))
    view = ai._View.of(state.observation(0))
    assert view.visible == {2: list(state.hands[2])}
    unknown = {card for card in SUIT_CARDS if view.unknown_mask[card[-1]] >> RANKS.index(card[:-1]) & 1}  # bit 0: the ace
    assert unknown == set(state.hands[1]) | set(state.hands[3])


def test_discards_in_an_election_round():
    # K20: two full hundreds: normal throws its two weakest cards (short suits first), keeps
    # its aces and its joker; easy keeps its hand.
    mine = ["AS", "KS", "7H", "8H", "7D", "9C", R, "AC"]
    rest = list(DECK)
    for card in mine:
        rest.remove(card)
    hands = [mine, rest[0:8], rest[8:16], rest[16:24]]
    state = new({"hands": hands, "pool": rest[24:28], "dealer": 3, "scores": [210, 250, 0, 0],
                 "threshold": 300, "election": [0, 1]})
    assert state.current_player == 0 and state.phase == "discard"
    assert decide(ai.easy, state) == "discard:none"
    assert decide(ai.normal, state) == "discard:" + ",".join(sorted_cards(["7D", "7H"]))
