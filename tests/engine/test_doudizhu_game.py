"""Dou Dizhu deal, bidding, tricks, scoring and series: rules D1–D6, D17–D24."""

from __future__ import annotations

import json
from typing import Any

import pytest

from karciarnia.errors import IllegalActionError, InvalidOptionError
from karciarnia.games.doudizhu.combos import Play
from karciarnia.games.doudizhu.game import DOUDIZHU, Bid, DoudizhuState, Pass
from karciarnia.games.doudizhu.combos import CARD_RANK, DECK, parse_ranks
from karciarnia.protocol import Record
from karciarnia.rng import Rng


def make_deal(*fixed: list[str], bottom: list[str] | None = None, first_bidder: int | None = 0) -> dict[str, Any]:
    """An explicit deal: the given hands for seats 0, 1, … (17 cards each, or fewer to
    be topped up), then the bottom, the rest filled from the deck in order."""
    used = {card for hand in fixed for card in hand} | set(bottom or [])
    rest = [card for card in DECK if card not in used]
    hands = []
    for seat in range(3):
        hand = list(fixed[seat]) if seat < len(fixed) else []
        while len(hand) < 17:
            hand.append(rest.pop(0))
        hands.append(hand)
    bottom = list(bottom) if bottom is not None else [rest.pop(0) for _ in range(3)]
    assert not rest
    deal: dict[str, Any] = {"hands": hands, "bottom": bottom}
    if first_bidder is not None:
        deal["first_bidder"] = first_bidder
    return deal


def new(deal: dict[str, Any] | None = None, seed: int = 1, **options: Any) -> DoudizhuState:
    opts = dict(options)
    if deal is not None:
        opts["deal"] = deal
    state = DOUDIZHU.new_state(opts, seed)
    assert isinstance(state, DoudizhuState)
    return state


def act(state: DoudizhuState, *ids: str) -> None:
    for action_id in ids:
        state.apply(action_id)


def legal_ids(state: DoudizhuState) -> list[str]:
    return [action.id for action in state.legal_actions()]


def all_cards(state: DoudizhuState) -> list[str]:
    cards = [card for seat in range(3) for card in state.hand_cards(seat)] + list(state.played)
    if state.landlord is None:
        cards += list(state.bottom)
    return cards


def play_randomly(state: DoudizhuState, seed: int) -> None:
    rng = Rng(seed)
    while not state.is_terminal:
        actions = state.legal_actions()
        state.apply(actions[rng.below(len(actions))])


# D1, D6: a landlord who can go out in four plays: 3..A, 2222, 33 and, with the bottom BJ RJ 3D, the rocket
SPRING_LANDLORD = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
SPRING_LANDLORD += ["2S", "2H", "2D", "2C", "3H"]


# -- metadata and options -----------------------------------------------------------------------------
def test_metadata() -> None:
    assert DOUDIZHU.id == "doudizhu"
    assert DOUDIZHU.names == {"pl": "Walka z właścicielem (Dou Dizhu)", "en": "Dou Dizhu", "zh": "斗地主"}
    described = DOUDIZHU.describe()
    assert [{key: value for key, value in option.items() if key != "house"} for option in described["options"]] == [
        {"name": "deals", "kind": "int", "default": 1, "min": 1, "max": 20},  # D24
        {"name": "bidding", "kind": "choice", "default": "points", "choices": ["points", "rob"]},  # D26
        {"name": "show_cards", "kind": "bool", "default": False},  # D27
        {"name": "doubling", "kind": "bool", "default": False},  # D28
    ]
    assert DOUDIZHU.validate_options(None) == {"deals": 1, "bidding": "points", "show_cards": False, "doubling": False, "deal": None}


def test_registered() -> None:
    from karciarnia.computers import levels
    from karciarnia.catalog import GAMES

    assert GAMES["doudizhu"] is DOUDIZHU
    assert levels("doudizhu") == ["easy", "normal", "hard"]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"deals": 0}, "between 1 and 20"),
        ({"deals": 21}, "between 1 and 20"),
        ({"deals": "2"}, "whole number"),
        ({"deal": {"hands": [[]] * 3, "bottom": []}}, "hand of seat 0 must be a list of 17 cards"),
        ({"deal": "x"}, "expected"),
        ({"deal": dict(make_deal(), first_bidder=3)}, "'first_bidder' must be a seat"),
        ({"deal": dict(make_deal(), extra=1)}, "unknown key"),
        ({"deal": dict(make_deal(), bottom=["3S", "3H", "3D"])}, "repeated: 3D, 3H, 3S"),
        ({"deal": dict(make_deal(), bottom=["3S", "XX", "3D"])}, "'XX' is not a card"),
        ({"players": 4}, "unknown option"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        DOUDIZHU.new_state(options, 0)


# -- D1-D5: deal and bidding --------------------------------------------------------------------------
def test_d1_random_deal_is_54_cards_17_each() -> None:
    # D1: 54 cards, 17 per seat and 3 bottom cards; the deal is the seed's
    state = new()
    assert [len(state.hand_cards(seat)) for seat in range(3)] == [17, 17, 17]
    assert len(state.bottom) == 3
    assert sorted(all_cards(state)) == sorted(DECK)
    assert new(seed=5).hand_cards(0) == new(seed=5).hand_cards(0)
    assert new(seed=5).hand_cards(0) != new(seed=6).hand_cards(0)


def test_d3_first_bidder_is_drawn_from_the_seed() -> None:
    # D3: a random seat bids first, drawn from the state's own seeded stream
    firsts = {new(seed=seed).current_player for seed in range(40)}
    assert firsts == {0, 1, 2}
    assert new(seed=9).first_bidder == new(seed=9).first_bidder
    deal = make_deal(first_bidder=None)
    assert {new(deal, seed=seed).first_bidder for seed in range(40)} == {0, 1, 2}
    assert new(make_deal(first_bidder=2)).current_player == 2


def test_d3_bids_must_rise() -> None:
    # D3: pass or bid 1, 2 or 3, each higher than the current bid
    state = new(make_deal())
    assert legal_ids(state) == ["bid:1", "bid:2", "bid:3", "bid:pass"]
    act(state, "bid:2")
    assert state.current_player == 1
    assert legal_ids(state) == ["bid:3", "bid:pass"]
    with pytest.raises(IllegalActionError, match="'bid:1' is not legal for seat 1"):
        state.apply("bid:1")
    assert state.history == ["bid:2"]


def test_d4_a_bid_of_three_ends_at_once() -> None:
    # D4: bidding ends at once on a bid of 3; D6: that seat is the landlord and leads
    state = new(make_deal(first_bidder=1))
    act(state, "bid:3")
    assert state.phase == "play" and state.landlord == 1 and state.bid == 3
    assert state.current_player == 1


def test_d4_two_passes_after_a_bid_end_it() -> None:
    # D4: two passes in a row after a bid end the bidding
    state = new(make_deal())
    act(state, "bid:pass", "bid:1", "bid:pass")
    assert state.phase == "bidding" and state.current_player == 0
    act(state, "bid:pass")
    assert state.phase == "play" and state.landlord == 1 and state.bid == 1


def test_d4_a_seat_that_passed_may_bid_again() -> None:
    # D4 (Decision): a seat that passed earlier may bid later while the bidding is open
    state = new(make_deal())
    act(state, "bid:pass", "bid:1", "bid:pass")
    assert legal_ids(state) == ["bid:2", "bid:3", "bid:pass"]
    act(state, "bid:2", "bid:pass", "bid:pass")
    assert state.landlord == 0 and state.bid == 2
    assert state.bids == [(0, 0), (1, 1), (2, 0), (0, 2), (1, 0), (2, 0)]


def test_d5_all_pass_deals_again() -> None:
    # D5: all three pass before any bid: the cards are dealt again, from the state's stream
    deal = make_deal(first_bidder=1)
    state = new(deal, seed=3)
    act(state, "bid:pass", "bid:pass", "bid:pass")
    assert state.phase == "bidding" and state.redeals == 1
    assert state.current_player == 1  # Decision: the same seat bids first after a redeal
    assert [list(state.hand_cards(seat)) for seat in range(3)] != [sorted(h, key=DECK.index) for h in deal["hands"]]
    assert sorted(all_cards(state)) == sorted(DECK)
    again = new(deal, seed=3)
    act(again, "bid:pass", "bid:pass", "bid:pass")
    assert again.hand_cards(0) == state.hand_cards(0)  # the redeal is the seed's
    other = new(deal, seed=4)
    act(other, "bid:pass", "bid:pass", "bid:pass")
    assert other.hand_cards(0) != state.hand_cards(0)
    assert state.observation(0).to_json()["redeals"] == 1
    act(state, "bid:1", "bid:pass", "bid:pass")
    assert state.landlord == 1 and state.redeals == 1


def test_d6_landlord_takes_the_bottom_shown_to_all() -> None:
    # D6: the landlord takes the 3 bottom cards, shown to everyone, and leads
    deal = make_deal(first_bidder=0)
    state = new(deal)
    for seat in range(3):
        assert state.observation(seat).bottom is None  # hidden during the bidding
    act(state, "bid:1", "bid:pass", "bid:pass")
    assert state.landlord == 0
    assert len(state.hand_cards(0)) == 20
    assert set(deal["bottom"]) <= set(state.hand_cards(0))
    for seat in range(3):
        observation = state.observation(seat)
        assert sorted(observation.bottom or ()) == sorted(deal["bottom"])
        assert observation.card_counts == (20, 17, 17)
    assert state.current_player == 0


# -- D17-D20: tricks -------------------------------------------------------------------------------
def test_d17_leader_must_play() -> None:
    # D17: the leader may not pass
    state = new(make_deal())
    act(state, "bid:1", "bid:pass", "bid:pass")
    assert "pass" not in legal_ids(state)
    with pytest.raises(IllegalActionError):
        state.apply("pass")
    assert state.history == ["bid:1", "bid:pass", "bid:pass"]


def test_d18_follow_same_type_and_size_or_pass() -> None:
    # D18: a follower may pass or play the same type and size, higher
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"]))
    act(state, "bid:1", "bid:pass", "bid:pass", "play:pair:33")
    ids = legal_ids(state)
    assert ids[-1] == "pass"
    plays = [action for action in state.legal_actions() if isinstance(action, Play)]
    assert all(p.kind == "pair" and p.main > 0 or p.kind in ("bomb", "rocket") for p in plays)
    assert "play:pair:44" in ids


def test_d19_bomb_over_anything_and_d20_two_passes() -> None:
    # D19: a bomb beats a straight, the rocket beats a bomb; D20: after two passes
    # the last seat that played leads again
    deal = make_deal(
        ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", "3H", "3C", "4H", "5H", "6H"],
        ["2S", "2H", "2D", "2C"],
        bottom=["BJ", "RJ", "3D"],
    )
    state = new(deal)
    act(state, "bid:1", "bid:pass", "bid:pass", "play:straight:345678910JQKA")
    assert "play:bomb:2222" in legal_ids(state)
    act(state, "play:bomb:2222")
    assert state.bombs == 1 and state.multiplier == 2  # D22
    assert state.current_player == 2
    assert set(legal_ids(state)) <= {"pass", "play:rocket:BJRJ"}
    act(state, "pass")
    assert "play:rocket:BJRJ" in legal_ids(state)  # D19: the rocket beats a bomb
    act(state, "pass")
    assert state.to_beat is None and state.current_player == 1  # D20
    assert [turn.play.id if turn.play else "pass" for turn in state.last_trick] == [
        "play:straight:345678910JQKA", "play:bomb:2222", "pass", "pass",
    ]  # fmt: skip


# -- D21-D23: the end and the scores --------------------------------------------------------------
def test_d22_spring_with_bomb_and_rocket() -> None:
    # D21: the landlord goes out and wins alone; D22: bomb x2, rocket x2, spring x2; D23
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"]))
    act(state, "bid:1", "bid:pass", "bid:pass")
    act(state, "play:straight:345678910JQKA", "pass", "pass")
    act(state, "play:pair:33", "pass", "pass")
    act(state, "play:bomb:2222", "pass", "pass")
    act(state, "play:rocket:BJRJ")
    assert state.is_terminal and state.current_player is None and state.legal_actions() == []
    result = state.results[0]
    assert (result.winner, result.bombs, result.rockets, result.spring, result.anti_spring) == ("landlord", 1, 1, True, False)
    assert result.multiplier == 8
    assert state.returns() == [16, -8, -8]
    assert sum(state.returns()) == 0


def test_d22_bombs_and_rockets_are_reported_apart() -> None:
    # the result and the observation count bombs and rockets apart (D15); each of
    # them doubles the multiplier (D22): bomb x2, rocket x2, spring x2 = x8
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"]))
    act(state, "bid:1", "bid:pass", "bid:pass", "play:straight:345678910JQKA", "pass", "pass")
    act(state, "play:pair:33", "pass", "pass", "play:bomb:2222")
    view = state.observation(1).to_json()
    assert (view["bombs"], view["rockets"], view["multiplier"]) == (1, 0, 2)
    act(state, "pass", "pass", "play:rocket:BJRJ")
    view = state.observation(1).to_json()
    assert (view["bombs"], view["rockets"]) == (1, 1)
    result = view["results"][0]
    assert (result["bombs"], result["rockets"], result["spring"], result["multiplier"]) == (1, 1, True, 8)


def test_d22_no_spring_once_a_farmer_played() -> None:
    # D22: spring only if neither farmer played a card
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"]))
    act(state, "bid:2", "bid:pass", "bid:pass")
    act(state, "play:pair:33", "play:pair:44", "pass", "play:pair:22", "pass", "pass")
    act(state, "play:straight:345678910JQKA", "pass", "pass")
    act(state, "play:pair:22", "pass", "pass", "play:rocket:BJRJ")
    result = state.results[0]
    assert not result.spring and (result.bombs, result.rockets) == (0, 1) and result.multiplier == 2  # D22: the rocket doubles
    assert state.returns() == [8, -4, -4]  # D23: bid 2 x multiplier 2; landlord twice that


def anti_spring_deal() -> dict[str, Any]:
    farmer = ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "9D", "9C", "10D", "10C", "BJ", "RJ"]
    return make_deal([], farmer, first_bidder=0)


def test_d22_anti_spring() -> None:
    # D21: a farmer goes out: both farmers win; D22: the landlord played only once: x2
    state = new(anti_spring_deal())
    act(state, "bid:2", "bid:pass", "bid:pass")
    assert state.hand_cards(0)[0] == "3S"
    act(state, "play:single:3", "play:single:4", "pass", "pass")
    act(state, "play:straight:5678910JQKA", "pass", "pass")
    act(state, "play:pair:99", "pass", "pass", "play:pair:1010", "pass", "pass")
    act(state, "play:rocket:BJRJ")
    result = state.results[0]
    assert (result.winner, result.out_seat, result.anti_spring, result.spring) == ("farmers", 1, True, False)
    assert (result.bombs, result.rockets, result.multiplier) == (0, 1, 4)  # D22: rocket x2, anti-spring x2
    assert state.returns() == [-16, 8, 8]


def test_d22_no_anti_spring_if_the_landlord_played_twice() -> None:
    # D22: anti-spring needs the landlord to have played exactly once
    state = new(anti_spring_deal())
    act(state, "bid:1", "bid:pass", "bid:pass")
    act(state, "play:single:3", "play:single:4", "pass", "play:single:5", "pass", "pass")
    assert state.current_player == 0 and state.to_beat is None
    act(state, "play:single:3", "play:single:5", "pass", "pass")  # the farmer's 5H
    act(state, "play:straight:6789" + "10JQKA", "pass", "pass")
    act(state, "play:pair:99", "pass", "pass", "play:pair:1010", "pass", "pass", "play:rocket:BJRJ")
    result = state.results[0]
    assert result.winner == "farmers" and not result.anti_spring and result.multiplier == 2
    assert state.returns() == [-4, 2, 2]


# -- D24: a series -------------------------------------------------------------------------------------
def test_d24_series_totals_and_next_first_bidder() -> None:
    # D24: `deals` deals with running totals; the next seat bids first in each later deal
    state = new(make_deal(first_bidder=2), seed=8, deals=3)
    firsts = [state.first_bidder]
    totals = []
    rng = Rng(1)
    while not state.is_terminal:
        before = len(state.results)
        actions = state.legal_actions()
        state.apply(actions[rng.below(len(actions))])
        if len(state.results) > before:
            totals.append(list(state.totals))
            if not state.is_terminal:
                firsts.append(state.first_bidder)
                assert state.phase == "bidding" and state.current_player == state.first_bidder
                assert sorted(all_cards(state)) == sorted(DECK)
    assert firsts == [2, 0, 1]
    assert len(state.results) == 3 and [r.deal_number for r in state.results] == [0, 1, 2]
    assert state.returns() == [sum(r.scores[seat] for r in state.results) for seat in range(3)]
    assert all(sum(t) == 0 for t in totals)


# -- observation, actions, records ------------------------------------------------------------------
def test_observation_holds_no_other_hand() -> None:
    # D6 and the design's observation rule: own hand and public cards only
    state = new(seed=21)
    rng = Rng(2)
    for _ in range(40):
        if state.is_terminal:
            break
        for seat in range(3):
            text = json.dumps(state.observation(seat).to_json())
            public = set(state.played) | (set(state.bottom) if state.landlord is not None else set())
            for other in range(3):
                if other != seat:
                    for card in state.hand_cards(other):
                        if card not in public:
                            assert f'"{card}"' not in text, (seat, other, card)
        actions = state.legal_actions()
        state.apply(actions[rng.below(len(actions))])


def test_observation_fields() -> None:
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"]))
    act(state, "bid:1", "bid:pass", "bid:pass", "play:pair:33", "pass")
    obs = state.observation(2)
    data = obs.to_json()
    assert data["current_player"] == 2 and data["phase"] == "play"
    assert data["landlord"] == 0 and data["bid"] == 1 and data["multiplier"] == 1
    assert data["to_beat"]["id"] == "play:pair:33" and data["to_beat"]["seat"] == 0
    assert data["to_beat"]["cards"] == ["3S", "3H"]  # the first cards of the rank in suit order
    assert data["last_plays"][0]["combo"] == "pair" and data["last_plays"][1]["pass"] is True
    assert data["last_plays"][2] is None
    assert data["played"] == ["3S", "3H"]
    assert data["card_counts"] == [18, 17, 17]
    assert len(data["hand"]) == 17 and data["legal_actions"][-1] == {"id": "pass", "type": "pass"}
    assert state.observation(1).legal_actions == ()  # not seat 1's turn
    for action in data["legal_actions"][:-1]:
        assert action["type"] == "play" and action["combo"] and action["ranks"]
        assert set(action["cards"]) <= set(data["hand"])
        assert sorted(CARD_RANK[c] for c in action["cards"]) == sorted(parse_ranks("".join(action["ranks"])))
    json.dumps(data)


def test_bid_and_pass_actions_json() -> None:
    assert Bid(0).to_json() == {"id": "bid:pass", "type": "bid", "value": 0}
    assert Bid(3).id == "bid:3"
    assert Pass().to_json() == {"id": "pass", "type": "pass"}


def test_clone_is_independent_and_replays_alike() -> None:
    state = new(seed=31)
    play_steps = Rng(3)
    for _ in range(15):
        actions = state.legal_actions()
        state.apply(actions[play_steps.below(len(actions))])
    copy = state.clone()
    assert copy.history == state.history
    rng_a, rng_b = Rng(9), Rng(9)
    while not copy.is_terminal:
        actions = copy.legal_actions()
        copy.apply(actions[rng_a.below(len(actions))])
    assert len(state.history) == 15
    while not state.is_terminal:
        actions = state.legal_actions()
        state.apply(actions[rng_b.below(len(actions))])
    assert state.history == copy.history and state.returns() == copy.returns()


def test_record_replays_identically_and_apply_by_id() -> None:
    state = new(seed=44, deals=2)
    play_randomly(state, 4)
    record = Record.from_json(json.loads(json.dumps(state.record().to_json())))
    again = record.replay(DOUDIZHU)
    assert again.history == state.history and again.returns() == state.returns()
    assert [r.to_json() for r in again.results] == [r.to_json() for r in state.results]  # type: ignore[attr-defined]


def test_apply_accepts_an_equal_action_and_refuses_an_illegal_one() -> None:
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"]))
    act(state, "bid:1", "bid:pass", "bid:pass")
    state.apply(Play("pair", 0, 2, (0, 0)))  # an unbound equal play is matched by id
    assert state.history[-1] == "play:pair:33" and state.played == ["3S", "3H"]
    with pytest.raises(IllegalActionError):
        state.apply(Play("pair", 0, 2, (0, 0)))  # seat 1 holds no 3s
    with pytest.raises(IllegalActionError):
        state.apply("play:nonsense")
    assert len(state.history) == 4


def test_explain() -> None:
    state = new(make_deal(SPRING_LANDLORD, bottom=["BJ", "RJ", "3D"]))
    assert state.explain(1, []) == ("not_your_turn", {})
    assert state.explain(0, ["3S"]) == ("bidding_now", {})
    act(state, "bid:1", "bid:pass", "bid:pass")
    assert state.explain(0, []) == ("select_cards", {})
    assert state.explain(0, ["4H"]) == ("not_in_hand", {})
    assert state.explain(0, ["3S", "4S"]) == ("no_combination", {})  # D7-D15
    act(state, "play:pair:33")
    hand1 = state.hand_cards(1)
    assert state.explain(1, [hand1[0]]) == ("same_combination", {"combo": "pair", "count": 2})  # D18
