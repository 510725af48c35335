"""Koalicje: tricks with one or two trumps (K21–K24), scoring and elections (K5, K20, K25),
dealing and rotation (K6, K7), options, errors and what each seat may see."""

from __future__ import annotations

import json

import pytest
from karciarnia import api
from karciarnia.errors import IllegalActionError, InvalidOptionError
from karciarnia.games.koalicje.game import KOALICJE, KoalicjeState
from karciarnia.games.koalicje.rules import SUIT_CARDS, trick_facts, trick_trump, trick_winner
from karciarnia.rng import Rng
from karciarnia.games.koalicje.rules import DECK, RANKS, discard_allowance
from karciarnia.protocol import Record

R, B = "RJ", "BJ"


def mono(jokers: list[list[str]], dealer: int = 0, suits: str = "SHDC", **extra) -> dict:
    """Seat s holds the whole suit ``suits[s]``; its jokers stand in for its lowest cards,
    which wait in the pool in the order the seats will draw them (K8)."""
    full = [[rank + suits[seat] for rank in RANKS] for seat in range(4)]
    hands = [full[seat][: 8 - len(jokers[seat])] + list(jokers[seat]) for seat in range(4)]
    pool = []
    for step in range(1, 5):
        seat = (dealer + step) % 4
        pool.extend(full[seat][8 - len(jokers[seat]) :])
    return {"hands": hands, "pool": pool, "dealer": dealer, **extra}


def new(deal: dict, **options) -> KoalicjeState:
    state = KOALICJE.new_state({"deal": deal, **options}, seed=11)
    assert isinstance(state, KoalicjeState)
    return state


def finish_round(state: KoalicjeState) -> None:
    """Play out the round with the first legal action each time."""
    rounds = len(state.round_results)
    while len(state.round_results) == rounds:
        state.apply(state.legal_actions()[0])


def all_cards(state: KoalicjeState) -> list[str]:
    cards = [card for hand in state.hands for card in hand]
    cards += [card for jokers in state.jokers for card in jokers]
    cards += state.played + state.pool + state.undealt
    if state.phase == "discard":
        cards += [card for discards in state.discards.values() for card in discards]
    return sorted(cards)


# -- K21–K24: tricks ---------------------------------------------------------------------
TWO_TRUMPS = {
    "hands": [
        ["AD", "KD", "QD", "JD", "AS", "KS", "QS", "JS"],
        [B, B, "7C", "8C", "9C", "10C", "10S", "9S"],
        [R, R, "AH", "KH", "QH", "JH", "10H", "9H"],
        ["10D", "9D", "8D", "7D", "JC", "QC", "KC", "AC"],
    ],
    "pool": ["8S", "7S", "8H", "7H"],
    "dealer": 0,
}


def two_trumps() -> KoalicjeState:
    state = new(TWO_TRUMPS)
    assert state.current_player == 1  # K11: seat 1 (black pair) names first, from the dealer's left
    state.apply("trump:C")
    assert state.current_player == 2
    state.apply("trump:H")
    assert state.trumps == [(1, "C"), (2, "H")]
    assert state.current_player == 0  # K21: the dealer leads the first trick
    return state


def test_k23_source_example_club_in_a_diamond_trick_makes_hearts_ordinary():
    # K23: trumps ♥ and ♣; a ♣ added to a ♦ trick fixes ♣: the ♥ in that trick do not beat.
    state = two_trumps()
    state.apply("play:AD")
    state.apply("play:7C")
    assert state.observation(2).trick_trump == "C"
    state.apply("play:AH")
    assert [a.id for a in state.legal_actions()] == ["play:10D", "play:9D", "play:8D", "play:7D"]  # K22
    state.apply("play:7D")
    last = state.round_tricks[-1]
    assert (last.trump, last.winner) == ("C", 1)
    assert state.current_player == 1  # K21: the winner leads the next trick
    assert state.tricks_taken == [0, 1, 0, 0]


def test_k23_first_trump_played_fixes_the_tricks_trump_either_way():
    # K23: here the ♥ comes first, so the ♣ added later is an ordinary off-suit card.
    state = two_trumps()
    for card in ("AD", "7C", "AH", "7D"):
        state.apply("play:" + card)
    for card in ("10S", "7H", "AC", "AS"):  # seat 1 leads ♠, seat 2 trumps ♥, seat 3 adds ♣A, seat 0 ♠A
        state.apply("play:" + card)
    last = state.round_tricks[-1]
    assert (last.trump, last.winner) == ("H", 2)
    # K23: a lead of a trump suit fixes that suit; the other trump suit is ordinary.
    for card in ("KH", "KC", "KS", "8C"):
        state.apply("play:" + card)
    last = state.round_tricks[-1]
    assert (last.trump, last.winner) == ("H", 2)


def test_k22_no_duty_to_trump_or_to_beat():
    # K22: a player void in the led suit may play any card, trump or not.
    state = two_trumps()
    state.apply("play:AD")
    assert {a.id for a in state.legal_actions()} == {"play:" + c for c in state.hands[1]}
    state.apply("play:10S")  # seat 1 throws a spade instead of trumping
    state.apply("play:9H")  # seat 2 trumps with hearts
    state.apply("play:10D")
    assert state.round_tricks[-1].winner == 2 and state.round_tricks[-1].trump == "H"


def test_k24_without_trumps_the_highest_card_of_the_led_suit_wins():
    # K24: no trump played: highest card of the led suit; higher off-suit cards do not count.
    assert trick_winner([(0, "9D"), (1, "AS"), (2, "10D"), (3, "KC")], ()) == 2
    assert trick_trump([(0, "9D"), (1, "AS"), (2, "10D"), (3, "KC")], ()) is None
    # K24 + K3: A K Q J 10 9 8 7.
    assert trick_winner([(0, "JD"), (1, "10D"), (2, "QD"), (3, "9D")], ("S",)) == 2
    # K23/K24: with trumps ♥ ♣, the lead ♦ and ♣7 then ♥A: ♣7 wins.
    assert trick_winner([(3, "AD"), (0, "7C"), (1, "AH"), (2, "KD")], ("H", "C")) == 0
    assert trick_trump([(3, "AD"), (0, "7C"), (1, "AH"), (2, "KD")], ("H", "C")) == "C"
    # K23: the lead itself can fix the trump.
    assert trick_winner([(0, "7C"), (1, "AH"), (2, "KC"), (3, "AC")], ("H", "C")) == 3


def test_k23_k24_a_tricks_facts_card_by_card_are_those_of_the_whole_trick():
    # K23, K24: the AI reads a trick card by card (trick_facts): after every card the trump, the best card and
    # its seat are those trick_trump and trick_winner find in the whole trick, with no, one or two trumps.
    rng = Rng(23)
    for _ in range(3000):
        cards = list(SUIT_CARDS)
        rng.shuffle(cards)
        trumps = ("", "S", "HC", "DC", "SHDC")[rng.below(5)]
        leader = rng.below(4)
        plays = [((leader + step) % 4, card) for step, card in enumerate(cards[:4])]
        for size in range(1, 5):
            trick = plays[:size]
            led, fixed, best, seat = trick_facts(trick, trumps)
            assert (led, fixed, seat) == (trick[0][1][-1], trick_trump(trick, trumps), trick_winner(trick, trumps))
            assert (seat, best) in trick
    assert trick_facts([], "S") is None


# -- K5, K25: scoring and elections --------------------------------------------------------
def test_k5_one_player_alone_over_the_threshold_wins():
    # K5: |Q| = 1: seat 0 (four jokers, K18) takes all eight tricks with ♠ trump: 90 + 48.
    state = new(mono([[R, R, B, B], [], [], []], scores=[90, 0, 0, 0]))
    state.apply("trump:S")
    finish_round(state)
    result = state.round_results[-1]
    assert result.tricks == (8, 0, 0, 0) and result.gained == (48, 0, 0, 0)  # K25
    assert (result.outcome, result.reached) == ("winner", (0,))
    assert state.is_terminal and state.winner == 0 and state.current_player is None
    assert state.legal_actions() == [] and state.returns() == [138, 0, 0, 0]
    with pytest.raises(IllegalActionError):
        state.apply("play:AS")


def test_k5_tie_leads_to_an_election_round_with_one_discard_each():
    # K5: |Q| = 2: T grows to 200 and the next round is an election round for Q (K20).
    state = new(mono([[R, B], [R, B], [], []], scores=[90, 90, 0, 0]))  # K15 partners, no trump
    finish_round(state)
    result = state.round_results[-1]
    assert result.tricks == (8, 0, 0, 0) and result.gained == (24, 24, 0, 0)
    assert (result.outcome, result.reached, result.next_threshold) == ("election", (0, 1), 200)
    assert state.threshold == 200 and state.dealer == 1 and state.round == 2
    assert state.phase == "discard" and state.election_seats == (0, 1)
    # K20: only the players in Q have cards; from the dealer's left seat 0 discards first.
    assert [len(hand) for hand in state.hands] == [8, 8, 0, 0]
    assert state.current_player == 0
    obs = state.observation(2)
    assert obs.election and obs.election_seats == (0, 1) and dict(obs.discard_allowance) == {0: 1, 1: 1}
    assert obs.hand == () and obs.visible_hands == ()
    # h = 1 (114 votes): keep all, or throw back any one card.
    ids = [a.id for a in state.legal_actions()]
    assert ids[0] == "discard:none"
    assert len(ids) == 1 + len(set(state.hands[0]))
    assert all(len(a.cards) <= 1 for a in state.legal_actions())
    thrown = state.hands[0][0]
    state.apply("discard:" + thrown)
    assert state.observation(0).my_discards == (thrown,)
    assert state.observation(1).my_discards == () and dict(state.observation(1).discarded) == {0: 1}
    assert all_cards(state) == sorted(DECK)
    state.apply("discard:none")
    # K20: the deal is completed: 8 each, the jokers out, K8–K19 as usual.
    assert state.phase in ("trump", "play")
    assert [len(hand) for hand in state.hands] == [8, 8, 8, 8]
    assert sum(len(jokers) for jokers in state.jokers) == 4
    assert all_cards(state) == sorted(DECK)


def test_k5_nobody_over_the_threshold_plays_another_normal_round():
    # K5: |Q| = 0: another normal round, the dealer moves on (K6), the threshold stays.
    state = new(mono([[R], [B], [R], [B]], dealer=2))
    finish_round(state)
    result = state.round_results[-1]
    assert result.outcome == "next" and result.reached == ()
    assert state.threshold == 100 and state.election_seats == () and state.phase != "discard"
    assert state.dealer == 3 and state.round == 2  # K6
    finish_round(state)
    assert state.dealer == 0 and state.round == 3


def test_k20_discard_allowance_is_the_full_hundreds():
    # K20: 100 → 1, 200 → 2, …, 800 or more → all 8.
    assert [discard_allowance(t) for t in (100, 199, 200, 350, 799, 800, 1234)] == [1, 1, 2, 3, 7, 8, 8]


def test_k20_election_round_from_an_explicit_deal():
    # K20: with two full hundreds each may throw back two cards; without discards the deal stands.
    deal = mono([[R], [B], [R], [B]], dealer=3, scores=[210, 290, 40, 0], threshold=300, election=[0, 1])
    state = new(deal)
    assert state.phase == "discard" and state.current_player == 0  # from dealer 3's left
    assert state.allowance == {0: 2, 1: 2}
    state.apply("discard:none")
    assert state.current_player == 1
    assert max(len(a.cards) for a in state.legal_actions()) == 2
    state.apply("discard:none")
    kept = new(mono([[R], [B], [R], [B]], dealer=3))
    assert state.hands == kept.hands and state.jokers == kept.jokers


def test_k20_eight_hundreds_may_throw_the_whole_hand_jokers_included():
    # K20: 800+ → all 8 cards; Decision: jokers may be thrown too; a hand is a multiset.
    deal = mono([[R, R], [B, B], [], []], scores=[850, 820, 0, 0], threshold=900, election=[0, 1])
    state = new(deal)
    assert state.current_player == 1 and state.allowance == {0: 8, 1: 8}
    actions = state.legal_actions()
    assert len(actions) == 3 * 2**6  # six distinct cards, BJ 0–2 times
    assert len({a.id for a in actions}) == len(actions)
    state.apply("discard:" + ",".join(state.hands[1]))
    assert state.hands[1] == []
    state.apply("discard:RJ")
    assert [len(hand) for hand in state.hands] == [8, 8, 8, 8]
    assert all_cards(state) == sorted(DECK)


# -- K6, K7: dealing ---------------------------------------------------------------------------
def test_k6_k7_random_deals_rotate_the_dealer_and_deal_8_8_8_8_and_4():
    state = KOALICJE.new_state({}, seed=5)
    assert state.dealer == 0 and state.round == 1  # K6: seat 0 deals first
    for expected_dealer in (0, 1, 2, 3, 0):
        assert state.dealer == expected_dealer
        assert [len(hand) for hand in state.hands] == [8, 8, 8, 8]  # K9
        assert sum(len(j) for j in state.jokers) == 4 and state.pool == []
        assert all_cards(state) == sorted(DECK)
        finish_round(state)
        if state.is_terminal:
            break


# -- errors leave the state unchanged ------------------------------------------------------------
@pytest.mark.parametrize(
    "action_id",
    ["play:AC", "play:AH", "play:ZZ", "trump:H", "discard:none", "nonsense", "play:"],
)
def test_illegal_actions_raise_and_change_nothing(action_id):
    # K22: seat 3 must follow ♦; other ids are not actions of this position at all.
    state = two_trumps()
    for card in ("AD", "7C", "AH"):
        state.apply("play:" + card)
    before = state.snapshot()
    with pytest.raises(IllegalActionError):
        state.apply(action_id)
    assert state.snapshot() == before


def test_illegal_trump_and_discard_raise_and_change_nothing():
    # K11: a red pair names ♥ or ♦ only; K20: no more than h cards, only cards held.
    state = new(TWO_TRUMPS)
    before = state.snapshot()
    for bad in ("trump:H", "trump:D", "play:9S"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
    assert state.snapshot() == before
    state = new(mono([[R], [B], [R], [B]], scores=[150, 130, 0, 0], threshold=200, election=[0, 1]))
    before = state.snapshot()
    hand = state.hands[state.current_player]
    elsewhere = next(card for card in DECK if card not in hand)
    for bad in ("discard:" + ",".join(hand[:2]), "discard:" + elsewhere, "discard:", "play:" + hand[0]):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
    assert state.snapshot() == before


@pytest.mark.parametrize(
    "deal, message",
    [
        ({"hands": [[]] * 4, "pool": []}, "hand of seat 0"),
        ({**mono([[R], [B], [R], [B]]), "pool": ["AS", "KS", "QS", "JS"]}, "36 cards exactly once; repeated: AS, JS, KS, QS; missing: 7C"),  # K2
        ({**mono([[R], [B], [R], [B]]), "dealer": 4}, "dealer"),
        ({**mono([[R], [B], [R], [B]]), "scores": [100, 0, 0, 0]}, "reached"),
        ({**mono([[R], [B], [R], [B]]), "threshold": 150}, "multiple"),
        ({**mono([[R], [B], [R], [B]]), "election": [0, 1]}, "election"),
        ({**mono([[R], [B], [R], [B]]), "scores": [150, 50, 0, 0], "threshold": 200, "election": [0, 1]}, "election"),
        ({**mono([[R], [B], [R], [B]]), "extra": 1}, "unknown"),
        ("cards", "expected"),
    ],
)
def test_bad_deals_are_refused(deal, message):
    with pytest.raises(InvalidOptionError, match=message):
        KOALICJE.new_state({"deal": deal})


def test_k2_deuces_as_jokers_keeps_the_ids_and_accepts_deuces_in_a_deal():
    # K2: the 2s stand in for the jokers (2♥ 2♦ red, 2♠ 2♣ black); only the look changes.
    deal = mono([[R], [B], [R], [B]])
    spelled = {**deal, "hands": [[{R: "2H", B: "2S"}.get(c, c) for c in hand] for hand in deal["hands"]]}
    spelled["hands"][2] = [{"2H": "2D"}.get(c, c) for c in spelled["hands"][2]]
    spelled["hands"][3] = [{"2S": "2C"}.get(c, c) for c in spelled["hands"][3]]
    with pytest.raises(InvalidOptionError):
        KOALICJE.new_state({"deal": spelled})
    state = KOALICJE.new_state({"deal": spelled, "deuces_as_jokers": True})
    assert state.jokers == [[R], [B], [R], [B]]
    assert state.observation(0).to_json()["deuces_as_jokers"] is True
    assert KOALICJE.new_state({}).observation(0).to_json()["deuces_as_jokers"] is False
    with pytest.raises(InvalidOptionError):
        KOALICJE.new_state({"deuces_as_jokers": "yes"})


# -- the protocol: replay, clone, JSON, metadata ---------------------------------------------------
def test_replay_and_clone_play_on_identically():
    state = KOALICJE.new_state({}, seed=99)
    for _ in range(300):
        if state.is_terminal:
            break
        actions = state.legal_actions()
        state.apply(actions[len(state.history) * 7 % len(actions)])
    replayed = Record.from_json(json.loads(json.dumps(state.record().to_json()))).replay(KOALICJE)
    assert replayed.snapshot() == state.snapshot()
    twin = state.clone()
    before = state.snapshot()
    for _ in range(20):
        if twin.is_terminal:
            break
        twin.apply(twin.legal_actions()[-1])
    assert state.snapshot() == before


def call(**request) -> dict:
    reply = json.loads(api.handle(json.dumps({"id": 1, **request})))
    assert reply["ok"], reply
    return reply["result"]


def test_metadata_and_json_boundary():
    assert KOALICJE.id == "koalicje" and KOALICJE.names == {"pl": "Koalicje", "en": "Coalitions", "zh": "联盟"}
    described = KOALICJE.describe()
    assert [option["name"] for option in described["options"]] == ["deuces_as_jokers"]
    players = ["human", "easy", "normal", "normal"]
    view = call(op="new", game="koalicje", seed=3, players=players)["view"]
    assert view["game"] == "koalicje" and len(view["observation"]["hand"]) == 8
    session = view["session"]
    for _ in range(40):  # the human seat plays its first legal card, the AIs theirs
        view = call(op="view", session=session)["view"]
        seat = view["current_player"]
        if view["current_is_ai"]:
            call(op="ai", session=session)
        else:
            legal = call(op="view", session=session, seat=seat)["view"]["observation"]["legal_actions"]
            call(op="act", session=session, seat=seat, action=legal[0]["id"])
