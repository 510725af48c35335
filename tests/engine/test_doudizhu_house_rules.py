"""Dou Dizhu's house rules, all options off by default: call and rob (D26), the shown hand (D27), doubling (D28),
the AIs' answers (D29); and the protocol's "choice" option that ``bidding`` is."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from karciarnia.ai.budget import Budget
from karciarnia.analysis import analyse_observation, decisions
from karciarnia.errors import IllegalActionError, InvalidOptionError
from karciarnia.games.doudizhu import ai
from karciarnia.games.doudizhu.combos import DECK, counts_of
from karciarnia.games.doudizhu.game import (
    DOUDIZHU,
    Declaration,
    DoudizhuObservation,
    DoudizhuState,
)
from karciarnia.protocol import Option, Record
from karciarnia.reasons.wording import reason_text
from karciarnia.rng import Rng
from test_doudizhu_game import act, legal_ids, new

HOUSE_KEYS = {"calls", "caller", "robs", "showed", "shown_hand", "doubled", "redoubled", "house_rules"}
OLD_RESULT_KEYS = {"deal_number", "landlord", "bid", "winner", "out_seat", "bombs", "rockets", "spring", "anti_spring", "multiplier", "scores"}
# D1, D6: seat 0 goes out in four plays (3..A, 33, 2222, with the bottom BJ RJ 3D the rocket): a spring
SPRING_LANDLORD = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", "2S", "2H", "2D", "2C", "3H"]
SPRING_PLAY = ("play:straight:345678910JQKA", "pass", "pass", "play:pair:33", "pass", "pass", "play:bomb:2222", "pass", "pass", "play:rocket:BJRJ")
# D21: seat 1 (a farmer) goes out after the landlord's one play: an anti-spring (with the rocket, multiplier 4)
ANTI_SPRING_FARMER = ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "9D", "9C", "10D", "10C", "BJ", "RJ"]
ANTI_SPRING_PLAY = ("play:single:3", "play:single:4", "pass", "pass", "play:straight:5678910JQKA", "pass", "pass")
ANTI_SPRING_PLAY += ("play:pair:99", "pass", "pass", "play:pair:1010", "pass", "pass", "play:rocket:BJRJ")


def make_deal(*fixed: list[str], bottom: list[str] | None = None, first_bidder: int | None = 0) -> dict[str, Any]:
    """An explicit deal: the given hands for seats 0, 1, … topped up to 17 from the deck in order, then the bottom."""
    used = {card for hand in fixed for card in hand} | set(bottom or [])
    rest = [card for card in DECK if card not in used]
    hands = []
    for seat in range(3):
        hand = list(fixed[seat]) if seat < len(fixed) else []
        while len(hand) < 17:
            hand.append(rest.pop(0))
        hands.append(hand)
    deal: dict[str, Any] = {"hands": hands, "bottom": list(bottom) if bottom is not None else [rest.pop(0) for _ in range(3)]}
    if first_bidder is not None:
        deal["first_bidder"] = first_bidder
    return deal


def views(state: DoudizhuState) -> list[dict[str, Any]]:
    return [state.observation(seat).to_json() for seat in range(3)]


# -- the protocol's choice option ---------------------------------------------------------------------
def test_choice_option_validates_and_describes_itself() -> None:
    option = Option("colour", "choice", "red", choices=("red", "black"))
    assert option.validate("black") == "black"
    for bad in ("green", 1, None, True, ["red"]):
        with pytest.raises(InvalidOptionError, match=r"option 'colour' must be one of 'red', 'black', got"):
            option.validate(bad)
    assert option.to_json() == {"name": "colour", "kind": "choice", "default": "red", "choices": ["red", "black"]}
    assert "choices" not in Option("deals", "int", 1, 1, 20).to_json()  # the other kinds are as before
    with pytest.raises(ValueError, match="allowed values"):
        Option("colour", "choice", "green", choices=("red", "black"))  # the default must be allowed
    with pytest.raises(ValueError, match="allowed values"):
        Option("colour", "choice", "red")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"bidding": "auction"}, "option 'bidding' must be one of 'points', 'rob', got 'auction'"),  # D26
        ({"bidding": 1}, "option 'bidding' must be one of 'points', 'rob', got 1"),
        ({"bidding": None}, "option 'bidding' must be one of 'points', 'rob', got None"),
        ({"show_cards": "yes"}, "option 'show_cards' must be true or false, got 'yes'"),  # D27
        ({"show_cards": 1}, "option 'show_cards' must be true or false, got 1"),
        ({"doubling": "true"}, "option 'doubling' must be true or false, got 'true'"),  # D28
        ({"doubling": 0}, "option 'doubling' must be true or false, got 0"),
        ({"robbing": True}, "unknown option"),
    ],
)
def test_bad_house_rule_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        DOUDIZHU.new_state(options, 0)


def test_the_lobby_lists_the_house_rules_off() -> None:
    # D26-D28: options, all off by default
    described = {option["name"]: {key: value for key, value in option.items() if key != "house"} for option in DOUDIZHU.describe()["options"]}
    assert described["bidding"] == {"name": "bidding", "kind": "choice", "default": "points", "choices": ["points", "rob"]}
    assert described["show_cards"] == {"name": "show_cards", "kind": "bool", "default": False}
    assert described["doubling"] == {"name": "doubling", "kind": "bool", "default": False}


# -- every option at its default: the old game --------------------------------------------------------
def play_out(state: DoudizhuState, seed: int) -> list[str]:
    """Random legal play to the end; every view's JSON text at every step."""
    rng = Rng(seed)
    texts = []
    while not state.is_terminal:
        texts += [json.dumps(view) for view in views(state)]
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return texts + [json.dumps(view) for view in views(state)]


@pytest.mark.parametrize("seed", range(6))
def test_defaults_are_the_old_game(seed: int) -> None:
    # D26-D28 off: the actions, the draws and every view are those of D1-D25 (explicit defaults or none)
    plain = new(seed=seed, deals=2)
    explicit = new(seed=seed, deals=2, bidding="points", show_cards=False, doubling=False)
    assert play_out(plain, seed) == play_out(explicit, seed)
    assert plain.history == explicit.history and plain.returns() == explicit.returns()
    for text in play_out(new(seed=seed, deals=2), seed):
        view = json.loads(text)
        assert not HOUSE_KEYS & set(view)
        assert all(set(result) == OLD_RESULT_KEYS for result in view["results"])
    assert all(action_id.startswith(("bid:", "play:", "pass")) for action_id in plain.history)


def test_the_house_rules_draw_no_other_random_numbers() -> None:
    # D3, D26: the same seed deals the same cards and draws the same first seat with any options
    for seed in range(20):
        plain = new(seed=seed)
        for bidding, show, double in itertools.product(("points", "rob"), (False, True), (False, True)):
            other = new(seed=seed, bidding=bidding, show_cards=show, doubling=double)
            assert other.first_bidder == plain.first_bidder
            assert [other.hand_cards(seat) for seat in range(3)] == [plain.hand_cards(seat) for seat in range(3)]
            assert other.bottom == plain.bottom


# -- D26: call and rob ---------------------------------------------------------------------------------
def test_d26_call_or_decline_in_turn_from_a_random_first_seat() -> None:
    firsts = set()
    for seed in range(12):
        state = new(seed=seed, bidding="rob")
        first = state.first_bidder
        firsts.add(first)
        # D26: a random seat starts (drawn as D3 draws it); seats in turn call or decline
        assert state.phase == "calling" and state.current_player == first
        assert legal_ids(state) == ["call", "decline"]
        act(state, "decline")
        assert state.current_player == (first + 1) % 3 and state.phase == "calling"
        act(state, "decline")
        assert state.current_player == (first + 2) % 3 and legal_ids(state) == ["call", "decline"]
        with pytest.raises(IllegalActionError):
            state.apply("bid:1")  # no points bids in this bidding
    assert firsts == {0, 1, 2}


def test_d26_nobody_calls_deals_again() -> None:
    # D26, D5: three declines: the cards are dealt again, the same seat starts
    state = new(seed=3, bidding="rob")
    first, hands = state.first_bidder, [state.hand_cards(seat) for seat in range(3)]
    act(state, "decline", "decline", "decline")
    assert state.redeals == 1 and state.phase == "calling"
    assert state.first_bidder == first and state.current_player == first
    assert [state.hand_cards(seat) for seat in range(3)] != hands
    assert sorted(card for seat in range(3) for card in state.hand_cards(seat)) + sorted(state.bottom) != []
    view = state.observation(0).to_json()
    assert (view["calls"], view["caller"], view["robs"], view["redeals"]) == ([], None, 0, 1)


def test_d26_rob_rounds_and_the_first_callers_last_rob() -> None:
    # D26: after the call each seat that has not declined may rob in turn; then the first caller once more
    state = new(make_deal(first_bidder=0), bidding="rob")
    act(state, "call")
    assert (state.phase, state.current_player, legal_ids(state)) == ("robbing", 1, ["rob", "no_rob"])
    assert state.bid == 1 and state.multiplier == 1  # D26: the stake is 1
    act(state, "rob")
    assert state.multiplier == 2  # D26: each rob doubles
    assert (state.phase, state.current_player) == ("robbing", 2)
    act(state, "rob")
    assert state.multiplier == 4
    assert (state.phase, state.current_player) == ("robbing", 0)  # the first caller's last word
    act(state, "rob")
    assert state.multiplier == 8 and state.robs == 3
    # D26, D6: the last seat that robbed is the landlord, takes the bottom and leads
    assert (state.landlord, state.phase, state.current_player, len(state.hand_cards(0))) == (0, "play", 0, 20)
    view = state.observation(2).to_json()
    assert view["calls"] == [{"seat": 0, "id": "call"}, {"seat": 1, "id": "rob"}, {"seat": 2, "id": "rob"}, {"seat": 0, "id": "rob"}]
    assert (view["caller"], view["robs"], view["multiplier"], view["bid"], view["landlord"]) == (0, 3, 8, 1, 0)
    assert view["house_rules"] == {"bidding": "rob", "show_cards": False, "doubling": False}
    assert view["bids"] == [] and view["bottom"] is not None


def test_d26_the_last_robber_is_the_landlord() -> None:
    # D26: the caller does not rob back: the last seat that robbed (seat 2) is the landlord
    state = new(make_deal(first_bidder=0), bidding="rob")
    act(state, "call", "rob", "rob", "no_rob")
    assert (state.landlord, state.current_player, state.multiplier) == (2, 2, 4)
    state = new(make_deal(first_bidder=0), bidding="rob")
    act(state, "call", "rob", "no_rob", "no_rob")
    assert (state.landlord, state.multiplier) == (1, 2)


def test_d26_no_rob_leaves_the_caller_landlord_without_a_last_rob() -> None:
    # D26: nobody robbed: the caller is the landlord and is not asked again; the multiplier stays 1
    state = new(make_deal(first_bidder=1), bidding="rob")
    act(state, "call", "no_rob", "no_rob")
    assert (state.landlord, state.phase, state.current_player, state.multiplier, state.bid) == (1, "play", 1, 1, 1)


def test_d26_a_seat_that_declined_may_not_rob() -> None:
    # D26: seat 0 declined, seat 1 called: only seat 2 may rob, then the caller once more
    state = new(make_deal(first_bidder=0), bidding="rob")
    act(state, "decline", "call")
    assert (state.phase, state.current_player) == ("robbing", 2)
    act(state, "rob")
    assert (state.phase, state.current_player) == ("robbing", 1)
    act(state, "no_rob")
    assert (state.landlord, state.multiplier, state.current_player) == (2, 2, 2)
    # two declines, then a call: nobody is left to rob, the caller is the landlord at once
    state = new(make_deal(first_bidder=0), bidding="rob")
    act(state, "decline", "decline", "call")
    assert (state.landlord, state.phase, state.current_player, state.multiplier) == (2, "play", 2, 1)


def test_d26_stake_one_times_the_robs_in_the_score() -> None:
    # D26: stake 1, two robs x4; D22: bomb, rocket and spring x8: each farmer loses 32, the landlord wins 64 (D23)
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"], first_bidder=0), bidding="rob")
    act(state, "call", "rob", "no_rob", "rob", *SPRING_PLAY)
    result = state.results[0]
    assert (result.bid, result.robs, result.multiplier, result.spring) == (1, 2, 32, True)
    assert state.returns() == [64, -32, -32]
    assert state.observation(1).to_json()["results"][0]["robs"] == 2


def test_d26_series_and_replay() -> None:
    # D24 with D26: the next seat starts each later deal; the record replays to the same views
    state = new(seed=5, deals=2, bidding="rob", show_cards=True, doubling=True)
    first = state.first_bidder
    play_out(state, 11)
    assert len(state.results) == 2 and sum(state.returns()) == 0
    replayed = Record.from_json(json.loads(json.dumps(state.record().to_json()))).replay(DOUDIZHU)
    assert isinstance(replayed, DoudizhuState)
    assert views(replayed) == views(state) and replayed.returns() == state.returns()
    assert state.record().options["bidding"] == "rob"
    assert first in range(3)


# -- D27: the shown hand -------------------------------------------------------------------------------
def test_d27_the_landlord_may_show_the_hand_and_it_doubles() -> None:
    deal = make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"], first_bidder=0)
    state = new(deal, show_cards=True)
    for view in views(state):
        assert (view["showed"], view["shown_hand"]) == (None, None)
    act(state, "bid:1", "bid:pass", "bid:pass")
    # D27: after taking the bottom cards and before the first play, the landlord decides
    assert (state.phase, state.current_player, legal_ids(state)) == ("showing", 0, ["show", "no_show"])
    assert state.observation(1).legal_actions == ()
    assert all(view["shown_hand"] is None for view in views(state))
    act(state, "show")
    assert state.multiplier == 2 and (state.phase, state.current_player) == ("play", 0)
    landlord_hand = list(state.hand_cards(0))
    for seat, view in enumerate(views(state)):
        assert (view["showed"], view["shown_hand"]) == (True, landlord_hand)  # D27: face up to every seat
        assert view["multiplier"] == 2
        others = [card for other in (1, 2) if other != seat for card in state.hand_cards(other)]
        assert not any(f'"{card}"' in json.dumps(view) for card in others)  # no other hidden card
    act(state, "play:straight:345678910JQKA")
    for view in views(state):
        assert view["shown_hand"] == list(state.hand_cards(0)) and len(view["shown_hand"]) == 8  # what remains
    act(state, *SPRING_PLAY[1:])
    assert state.results[0].multiplier == 16 and state.results[0].shown is True  # D27 x2, D22 x8
    assert state.returns() == [32, -16, -16]


def test_d27_not_shown_keeps_the_hand_hidden() -> None:
    state = new(make_deal(first_bidder=0), show_cards=True)
    act(state, "bid:2", "bid:pass", "bid:pass", "no_show")
    assert state.multiplier == 1 and state.phase == "play"
    for seat, view in enumerate(views(state)):
        assert (view["showed"], view["shown_hand"]) == (False, None)
        if seat:
            assert not set(state.hand_cards(0)) - set(state.bottom) & set(json.dumps(view).replace('"', " ").split())


def test_d27_explain_and_the_world_with_a_shown_hand() -> None:
    state = new(make_deal(first_bidder=0), show_cards=True)
    act(state, "bid:1", "bid:pass", "bid:pass")
    assert state.explain(0, ["3S"]) == ("showing_now", {})
    assert state.explain(1, ["3S"]) == ("not_your_turn", {})
    act(state, "show", "play:single:3")
    observation = state.observation(1)
    # the search deals the landlord exactly the shown cards
    for seed in range(5):
        world = ai.sample_world(observation, Rng(seed))
        assert sorted(world.hand_cards(0)) == sorted(state.hand_cards(0))
        assert world.observation(1).to_json() == observation.to_json()
    hands = [list(state.hand_cards(seat)) for seat in range(3)]
    hands[0][0], hands[2][0] = hands[2][0], hands[0][0]
    with pytest.raises(ValueError, match="shown"):
        DoudizhuState.world(observation, hands, Rng(0))


# -- D28: doubling -------------------------------------------------------------------------------------
def test_d28_doubling_order_and_the_redouble_only_after_a_double() -> None:
    state = new(make_deal(first_bidder=0), show_cards=True, doubling=True)
    act(state, "bid:pass", "bid:1", "bid:pass", "bid:pass")
    assert state.landlord == 1
    act(state, "no_show")
    # D28: after D27, each farmer in turn from the landlord's left
    assert (state.phase, state.current_player, legal_ids(state)) == ("doubling", 2, ["double", "no_double"])
    assert state.explain(2, ["3S"]) == ("doubling_now", {})
    act(state, "no_double")
    assert (state.phase, state.current_player) == ("doubling", 0)
    act(state, "no_double")
    assert (state.phase, state.current_player, state.redoubled) == ("play", 1, None)  # nobody doubled: no redouble
    state = new(make_deal(first_bidder=0), doubling=True)
    act(state, "bid:pass", "bid:1", "bid:pass", "bid:pass", "no_double", "double")
    assert (state.phase, state.current_player, legal_ids(state)) == ("redoubling", 1, ["redouble", "no_redouble"])
    assert state.explain(1, ["3S"]) == ("doubling_now", {})
    act(state, "redouble")
    assert (state.phase, state.current_player) == ("play", 1)
    view = state.observation(2).to_json()
    assert (view["doubled"], view["redoubled"], view["multiplier"]) == ([True, None, False], True, 1)  # seat 2 first, then 0
    assert view["house_rules"] == {"bidding": "points", "show_cards": False, "doubling": True}


@pytest.mark.parametrize(("first", "second", "redouble"), [(a, b, r) for a in (False, True) for b in (False, True) for r in (False, True) if r <= (a or b)])
@pytest.mark.parametrize("landlord_wins", [True, False])
def test_d28_each_farmer_settles_apart(first: bool, second: bool, redouble: bool, landlord_wins: bool) -> None:
    # D28: stake x multiplier x 2 if the farmer doubled x 2 if the landlord redoubled (only against a farmer who doubled)
    if landlord_wins:  # D22: bomb, rocket, spring: multiplier 8, bid 1
        state, play, unit, sign = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"], first_bidder=0), doubling=True), SPRING_PLAY, 8, 1
    else:  # D22: rocket, anti-spring: multiplier 4, bid 2
        state = new(make_deal([], ANTI_SPRING_FARMER, first_bidder=0), doubling=True)
        play, unit, sign = ANTI_SPRING_PLAY, 8, -1
    act(state, "bid:1" if landlord_wins else "bid:2", "bid:pass", "bid:pass")
    act(state, "double" if first else "no_double", "double" if second else "no_double")
    if first or second:
        act(state, "redouble" if redouble else "no_redouble")
    act(state, *play)
    factors = {1: (2 if first else 1) * (2 if redouble and first else 1), 2: (2 if second else 1) * (2 if redouble and second else 1)}
    expected = [0, -sign * unit * factors[1], -sign * unit * factors[2]]
    expected[0] = -expected[1] - expected[2]
    assert state.returns() == expected and sum(state.returns()) == 0  # the landlord's result is the sum
    result = state.observation(0).to_json()["results"][0]
    assert result["scores"] == expected
    assert result["settlements"] == [
        {"farmer": farmer, "doubled": doubled, "redoubled": redouble and doubled, "factor": factors[farmer], "farmer_score": expected[farmer], "landlord_score": -expected[farmer]}
        for farmer, doubled in ((1, first), (2, second))
    ]


def test_d26_to_d28_together() -> None:
    # D26 two robs x4, D27 shown x2, D22 bomb, rocket and spring x8: multiplier 64; D28 farmer 2 doubled, redoubled x4
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"], first_bidder=1), bidding="rob", show_cards=True, doubling=True)
    act(state, "decline", "decline", "call")
    assert state.landlord == 0 and state.phase == "showing"
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"], first_bidder=2), bidding="rob", show_cards=True, doubling=True)
    act(state, "call", "rob", "no_rob", "rob")  # seat 2 calls, 0 robs, 1 does not, 2 robs back, ...
    assert state.landlord == 2
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"], first_bidder=1), bidding="rob", show_cards=True, doubling=True)
    act(state, "call", "no_rob", "rob", "no_rob")  # seat 1 calls, 2 does not rob, 0 robs, 1 lets it be
    assert (state.landlord, state.phase, state.multiplier) == (0, "showing", 2)
    act(state, "show", "no_double", "double", "redouble", *SPRING_PLAY)
    result = state.results[0]
    assert (result.robs, result.shown, result.multiplier) == (1, True, 32)
    assert state.returns() == [32 + 128, -32, -128]


# -- D29: the AIs ------------------------------------------------------------------------------------
def answer(policy: Any, observation: DoudizhuObservation) -> str:
    action = policy(observation, Rng(0), Budget(iterations=20))
    assert action in observation.legal_actions
    return str(action.id)


STRONG = ["BJ", "RJ", "2S", "2H", "2D", "2C", "AS", "AH", "AD", "KS", "KH", "KD", "QS", "QH", "QD", "JS", "JH"]
WEAK = ["3S", "3H", "4S", "5H", "5S", "7H", "7S", "8H", "10S", "10H", "JD", "QC", "KC", "9S", "6S", "JC", "AC"]


def test_d29_easy_calls_where_it_would_bid_and_never_robs_shows_or_doubles() -> None:
    assert ai.easy_bid_strength(tuple(counts_of(STRONG))) and not ai.easy_bid_strength(tuple(counts_of(WEAK)))
    state = new(make_deal(STRONG, WEAK, first_bidder=0), bidding="rob", show_cards=True, doubling=True)
    assert answer(ai.easy, state.observation(0)) == "call"
    act(state, "call")
    assert answer(ai.easy, state.observation(1)) == "no_rob"
    act(state, "rob", "no_rob", "rob")
    assert answer(ai.easy, state.observation(0)) == "no_show"
    act(state, "show")
    assert answer(ai.easy, state.observation(1)) == "no_double"
    act(state, "double", "double")
    assert answer(ai.easy, state.observation(0)) == "no_redouble"
    state = new(make_deal(WEAK, STRONG, first_bidder=0), bidding="rob")
    assert answer(ai.easy, state.observation(0)) == "decline"
    act(state, "decline")
    assert answer(ai.easy, state.observation(1)) == "call"


@pytest.mark.parametrize("policy", [ai.normal, ai.hard])
def test_d29_normal_and_hard_answer_by_the_strength_of_the_hand(policy: Any) -> None:
    # hard doubles and redoubles by its search (D28), which agrees with the strength on hands this clear
    state = new(make_deal(STRONG, WEAK, first_bidder=1), bidding="rob", show_cards=True, doubling=True)
    assert answer(policy, state.observation(1)) == "decline"  # the weak hand
    act(state, "call")  # the weak hand called anyway
    assert answer(policy, state.observation(2)) in ("rob", "no_rob")
    act(state, "no_rob")
    assert answer(policy, state.observation(0)) == "rob"  # the strong hand robs
    act(state, "rob", "no_rob")
    assert state.landlord == 0
    assert answer(policy, state.observation(0)) == "show"  # 20 cards: the rocket, four 2s, triples
    act(state, "show")
    assert answer(policy, state.observation(1)) == "no_double"  # the weak farmer
    act(state, "no_double", "double")
    assert answer(policy, state.observation(0)) == "redouble"
    state = new(make_deal(WEAK, STRONG, first_bidder=0), doubling=True)
    act(state, "bid:1", "bid:pass", "bid:pass")
    assert answer(policy, state.observation(1)) == "double"  # the strong farmer
    act(state, "double", "no_double")
    assert answer(policy, state.observation(0)) == "no_redouble"  # the weak landlord


def test_d29_every_level_plays_every_option_to_the_end() -> None:
    for index, (bidding, show, double) in enumerate(itertools.product(("points", "rob"), (False, True), (False, True))):
        state = new(seed=index, bidding=bidding, show_cards=show, doubling=double)
        rng = Rng(index)
        levels = (ai.easy, ai.normal, ai.hard)
        while not state.is_terminal:
            seat = state.current_player
            assert seat is not None
            observation = state.observation(seat)
            action = levels[(seat + index) % 3](observation, rng, Budget(iterations=12))
            assert action in observation.legal_actions
            state.apply(action)
        assert sum(state.returns()) == 0


# -- the review ------------------------------------------------------------------------------------------
def test_the_review_lists_the_bidding_and_the_show_as_not_analysed_and_analyses_the_doubling() -> None:
    # D29: the call, the rob and the show are left to the normal level (listed, not analysed); the
    # doubling and the redouble are searched by hard, so the review analyses them
    state = new(make_deal(STRONG, WEAK, first_bidder=0), bidding="rob", show_cards=True, doubling=True)
    act(state, "call", "no_rob", "no_rob", "show", "double", "no_double", "redouble")
    listed = decisions(state.record(), 0)["decisions"]
    assert [(d["action"]["id"], d["analysed"]) for d in listed] == [("call", False), ("show", False), ("redouble", True)]
    listed = decisions(state.record(), 1)["decisions"]
    assert [(d["action"]["type"], d["action"]["value"], d["analysed"]) for d in listed] == [("rob", False, False), ("double", True, True)]


def test_d28_a_doubling_worse_than_the_other_answer_names_that_answer_in_every_language() -> None:
    # D28: the review's value reason names the better answer (no cards, not a pass) in words
    state = new(make_deal(WEAK, STRONG, first_bidder=0), doubling=True)
    act(state, "bid:1", "bid:pass", "bid:pass")
    observation = state.observation(1)  # the strong farmer, who does not double
    decision = analyse_observation("doudizhu", observation, Declaration("double", False), len(state.history), 0)
    value = decision.to_json()["reasons"][-1]
    assert decision.best.id == "double" and value["kind"] == "better_move_value" and value["answer"] == "double"
    words = {lang: reason_text(lang, value, "points") for lang in ("en", "pl", "zh")}
    assert "(double)" in words["en"] and "(podwojenie)" in words["pl"] and "（加倍）" in words["zh"], words


@pytest.mark.parametrize("options", [{"doubling": True}, {"doubling": True, "bidding": "rob", "show_cards": True}])
def test_d28_hard_searches_the_doubling_over_worlds_of_what_its_seat_knows(options: dict[str, Any]) -> None:
    # D28, D29: hard doubles and redoubles by its search: a world can be dealt at the doubling (the landlord
    # and the bottom are known), it agrees with the seat's observation, and the answers are the candidates
    state = new(seed=5, **options)
    rng = Rng(3)
    while state.phase not in ("doubling", "redoubling"):
        state.apply(ai.normal(state.observation(state.current_player), rng, Budget()))
    seat = state.current_player
    observation = state.observation(seat)
    assert set(ai.search_candidates(observation)) == set(observation.legal_actions)
    assert ai.search_candidates(observation)[0] == ai.normal(observation, rng, Budget())  # normal's answer wins ties
    world = ai.sample_world(observation, Rng(9))
    assert world.phase == state.phase and world.current_player == seat
    assert world.observation(seat) == observation
    assert ai.hard(observation, Rng(4), Budget(iterations=40)) in observation.legal_actions


# -- the actions -----------------------------------------------------------------------------------------
def test_declaration_actions_json() -> None:
    assert [(a.id, a.to_json()) for a in (Declaration("call", True), Declaration("call", False))] == [
        ("call", {"id": "call", "type": "call", "value": True}),
        ("decline", {"id": "decline", "type": "call", "value": False}),
    ]
    ids = [Declaration(kind, value).id for kind in ("rob", "show", "double", "redouble") for value in (True, False)]
    assert ids == ["rob", "no_rob", "show", "no_show", "double", "no_double", "redouble", "no_redouble"]


def test_clone_in_the_house_rules_phases_is_independent() -> None:
    state = new(make_deal(first_bidder=0), bidding="rob", show_cards=True, doubling=True)
    act(state, "call", "rob")
    copy = state.clone()
    act(copy, "no_rob", "no_rob", "show", "double")
    assert (state.phase, state.current_player, state.robs, state.calls[-1]) == ("robbing", 2, 1, (1, "rob"))
    assert state.showed is None and state.doubled == (None, None, None)
    act(state, "no_rob", "no_rob", "show", "double")
    assert views(state) == views(copy)


def test_no_reason_is_given_for_a_house_rules_decision() -> None:
    # D29: the review's reasons are for the play; a call, a rob, a show or a double gets none
    from karciarnia.games.doudizhu.reasons import reasons

    state = new(make_deal(STRONG, WEAK, first_bidder=0), bidding="rob", show_cards=True, doubling=True)
    for ids in ((), ("call",), ("call", "no_rob", "no_rob"), ("call", "no_rob", "no_rob", "show")):
        copy = state.clone()
        act(copy, *ids)
        observation = copy.observation(copy.current_player)  # type: ignore[arg-type]
        yes, no = observation.legal_actions
        assert reasons(observation, no, yes) == [] and reasons(observation, yes, no) == []
