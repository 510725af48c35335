"""Prezydent rules P1–P19 on explicit deals (rules/prezydent.md)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from helpers import act, fingerprint, give_id, leaked_cards, legal_ids, play_id, play_out, prezydent, random_chooser

from karciarnia.errors import IllegalActionError, InvalidOptionError
from karciarnia.catalog import GAMES
from karciarnia.games.prezydent.game import PREZYDENT, Give, Pass, PrezydentState, title
from karciarnia.games.prezydent.plays import DECK, ORDER, Play, card_value
from karciarnia.protocol import Record
from karciarnia.rng import Rng

TITLES = {
    3: ["president", "vice_president", "scum"],
    4: ["president", "vice_president", "vice_scum", "scum"],
    5: ["president", "vice_president", "citizen", "vice_scum", "scum"],
    6: ["president", "vice_president", "citizen", "citizen", "vice_scum", "scum"],
}


def suit_hands() -> list[list[str]]:
    """Seat 0 all spades, seat 1 hearts, seat 2 diamonds, seat 3 clubs."""
    return [[rank + suit for rank in ORDER] for suit in "SHDC"]


def quick_first_deal(players: int, **options: Any) -> PrezydentState:
    """A deal finishing in seat order: seats 0..n-2 each hold one card and go out in turn."""
    singles = [[rank + "S"] for rank in ORDER[: players - 1]]
    state = prezydent([*singles, []], players=players, **options)
    act(state, *(play_id(hand[0]) for hand in singles))
    return state


# -- P1: options ---------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_p1_players_three_to_six(players: int) -> None:
    # P1: 3 to 6 players, seats 0..n-1
    state = PREZYDENT.new_state({"players": players}, seed=1)
    assert state.num_players == players
    assert len(state.hands) == players


def test_p1_defaults() -> None:
    # P1: players 4, revolution on, one deal by default
    options = PREZYDENT.validate_options(None)
    assert options == {"players": 4, "revolution": True, "deals": 1, "equalize": False, "jokers": False, "stairs": False, "deal": None}  # P23–P26 off


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 2}, "'players' must be between 3 and 6, got 2"),
        ({"players": 7}, "'players' must be between 3 and 6, got 7"),
        ({"players": "4"}, "'players' must be a whole number"),
        ({"players": 4.0}, "'players' must be a whole number"),
        ({"players": True}, "'players' must be a whole number"),
        ({"revolution": "yes"}, "'revolution' must be true or false"),
        ({"revolution": 1}, "'revolution' must be true or false"),
        ({"deals": 0}, "'deals' must be between 1 and 20"),
        ({"sequences": True}, "unknown option(s) 'sequences'"),  # P26's option is 'stairs'
        ({"deal": [["3S"]]}, "option 'deal': expected {\"hands\""),
        ({"deal": {"hands": [["3S"]] * 4}}, "each of the 52 cards exactly once"),
        ({"deal": {"hands": [["3S"], ["4S"], ["5S"]]}}, "expected 4 hands, got 3"),
        ({"deal": {"hands": [["3S"], ["4S"], ["1X"], ["5S"]]}}, "seat 2: '1X' is not a card"),
        ({"deal": {"hands": [sorted(DECK), [], ["3S"], ["4S"]]}}, "hand of seat 1 must be a non-empty list"),
        ({"deal": {"hands": [[["3S"]], ["4S"], ["5S"], ["6S"]]}}, "hand of seat 0: ['3S'] is not a card"),
        ({"deal": {"hands": [[{}], ["4S"], ["5S"], ["6S"]]}}, "hand of seat 0: {} is not a card"),
    ],
)
def test_p1_bad_options_raise_clear_errors(options: dict[str, object], message: str) -> None:
    # P1: invalid options are refused with a message naming the option and the value
    with pytest.raises(InvalidOptionError) as info:
        PREZYDENT.new_state(options, seed=0)
    assert message in str(info.value)


@pytest.mark.parametrize("seed", [-1, 2**63, "7", True])
def test_p1_bad_seed(seed: object) -> None:
    # P1: a game is its options plus a whole-number seed
    with pytest.raises(InvalidOptionError, match="seed must be a whole number"):
        PREZYDENT.new_state({}, seed=seed)  # type: ignore[arg-type]


def test_p1_registered() -> None:
    # P1: the game is in the registry under its id
    assert GAMES["prezydent"] is PREZYDENT


# -- P2: the deal ----------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [0, 1, 99])
def test_p2_deal_sizes(players: int, seed: int) -> None:
    # P2: one card at a time from seat 0: seats differ by at most one, earlier seats get the extra cards
    state = PREZYDENT.new_state({"players": players}, seed=seed)
    sizes = [len(hand) for hand in state.hands]
    assert sizes == [52 // players + (1 if seat < 52 % players else 0) for seat in range(players)]
    assert sorted(card for hand in state.hands for card in hand) == sorted(DECK)


def test_p2_seed_decides_the_deal() -> None:
    # P2: the shuffle comes from the seed: same seed same hands, another seed other hands
    first, again, other = (PREZYDENT.new_state({}, seed=s).hands for s in (5, 5, 6))
    assert first == again
    assert first != other


def test_p2_explicit_deal_is_used() -> None:
    # P2: an explicit deal sets the hands exactly (sorted low to high)
    state = prezydent([["2S", "3H"], ["4S"], ["5S"], []])
    assert state.hands[0] == ["3H", "2S"]
    assert state.hands[1] == ["4S"]
    assert len(state.hands[3]) == 48


# -- P3: rank order --------------------------------------------------------------
@pytest.mark.parametrize("rank", ORDER)
def test_p3_rank_order(rank: str) -> None:
    # P3: 3 < 4 < … < K < A < 2; suits never matter; only higher ranks beat a single
    state = prezydent(suit_hands())
    state.apply(play_id(rank + "S"))
    higher = ORDER[ORDER.index(rank) + 1 :]
    assert legal_ids(state) == {play_id(r + "H") for r in higher} | {"pass"}


# -- P4: the lead ---------------------------------------------------------------
def test_p4_lead_one_to_four_of_one_rank() -> None:
    # P4: the leader plays 1–4 cards of one rank, any rank; no pass, no mixed ranks
    state = prezydent([["3S", "3H", "3D", "3C", "4S", "4H", "KD"], ["5S"], ["6S"], []])
    ids = legal_ids(state)
    assert len(ids) == 15 + 3 + 1
    assert play_id("3S", "3H", "3D", "3C") in ids
    assert play_id("4S", "4H") in ids
    assert "pass" not in ids
    assert play_id("3S", "4S") not in ids
    for action in state.legal_actions():
        assert isinstance(action, Play)
        assert 1 <= len(action.cards) <= 4
        assert len({card_value(card) for card in action.cards}) == 1


def test_p4_any_rank_may_lead() -> None:
    # P4: the 3♣ is not required: the holder of 3C may lead a king
    state = prezydent([["3C", "KD"], ["5S"], ["6S"], []])
    state.apply(play_id("KD"))
    assert state.to_beat is not None and state.to_beat.cards == ("KD",)
    with pytest.raises(IllegalActionError):
        prezydent([["3C", "KD"], ["5S"], ["6S"], []]).apply("pass")


# -- P5: following ---------------------------------------------------------------
def test_p5_same_count_strictly_higher() -> None:
    # P5: same number of cards, all of one rank, strictly higher; equal is not enough
    state = prezydent([["5S", "5H"], ["5D", "5C", "6S", "6H", "7S", "9S", "9H", "9D"], ["8S"], []])
    state.apply(play_id("5S", "5H"))
    assert legal_ids(state) == {
        play_id("6S", "6H"),
        play_id("9S", "9H"),
        play_id("9S", "9D"),
        play_id("9H", "9D"),
        "pass",
    }
    before = fingerprint(state)
    for equal_or_wrong in (play_id("5D", "5C"), play_id("7S"), play_id("9S", "9H", "9D"), play_id("6S", "9S")):
        with pytest.raises(IllegalActionError):
            state.apply(equal_or_wrong)
    assert fingerprint(state) == before


# -- P6: passing ----------------------------------------------------------------
def test_p6_pass_is_final_until_the_trick_ends() -> None:
    # P6: seat 1 passed, so it is skipped later in the trick although its ace could beat the 7
    state = prezydent([["3S", "7C", "QH"], ["4S", "AS"], ["5S", "8C", "QD"], []])
    act(state, play_id("3S"), "pass", play_id("5S"), play_id("6S"))
    assert state.current_player == 0
    state.apply(play_id("7C"))
    assert 1 in state.passed
    assert state.current_player == 2


def test_p6_passed_seat_skipped_then_plays_next_trick() -> None:
    # P6: the passer is skipped for the rest of the trick and plays again in the next one
    state = prezydent([["3S", "QC"], ["4S", "AS"], ["5S", "8C"], []])
    act(state, play_id("3S"), "pass", play_id("5S"), "pass", "pass")
    assert state.current_player == 2  # trick over: seat 1 was not asked again
    state.apply(play_id("8C"))
    assert state.current_player == 3
    state.apply("pass")
    assert state.current_player == 0
    state.apply("pass")
    assert state.current_player == 1
    assert play_id("AS") in legal_ids(state)


# -- P7: who takes the trick -------------------------------------------------------
def test_p7_trick_winner_leads() -> None:
    # P7: when every other active player passed since the last play, its player leads
    state = prezydent([["3S", "3H"], ["4S", "4H"], ["5S"], []])
    act(state, play_id("3S"), play_id("4S"), "pass", "pass", "pass")
    assert state.current_player == 1
    assert state.to_beat is None
    observation = state.observation(2)
    assert observation.last_trick_winner == 1
    assert [play.seat for play in observation.last_trick] == [0, 1, 2, 3, 0]
    assert observation.trick == ()
    assert not any(isinstance(action, Pass) for action in state.legal_actions())


# -- P8: lead passes left when the winner is out -------------------------------------
def test_p8_lead_passes_left_when_winner_went_out() -> None:
    # P8: the winner went out: the next active player to its left leads, skipping seats already out
    state = prezydent([["3S", "4S", "9H"], ["2S"], ["KS"], []])
    act(state, play_id("3S"), "pass", play_id("KS"), "pass", "pass")
    assert state.finished == [2]
    assert state.current_player == 3  # seat 2 won and is out: seat 3 leads
    act(state, play_id("5H"), "pass", play_id("2S"))  # seat 1 goes out on the 2
    assert state.finished == [2, 1]
    assert state.current_player == 3  # seat 2 is out, seat 3 still in the trick
    state.apply("pass")
    assert state.to_beat is None
    assert state.current_player == 3  # winner 1 is out, seat 2 is out: seat 3 leads


# -- P9: going out mid-trick ---------------------------------------------------------
def test_p9_going_out_mid_trick_trick_goes_on() -> None:
    # P9: playing the last card takes the next place; the trick continues without that seat
    state = prezydent([["3S", "9C"], ["4S"], ["5S"], []])
    act(state, play_id("3S"), play_id("4S"))
    assert state.finished == [1]
    assert state.current_player == 2
    assert state.to_beat is not None and state.to_beat.cards == ("4S",)
    act(state, play_id("5S"))
    assert state.finished == [1, 2]
    assert state.current_player == 3
    act(state, play_id("6S"), play_id("9C"))
    assert state.deal_places == [(1, 2, 0, 3)]


# -- P10: end of the deal ---------------------------------------------------------------
def test_p10_deal_ends_when_one_remains() -> None:
    # P10: all but one have gone out: the deal ends at once and the remaining seat is last
    state = prezydent([["3S"], ["4S"], []])
    act(state, play_id("3S"))
    assert not state.is_terminal
    act(state, play_id("4S"))
    assert state.is_terminal
    assert state.deal_places == [(0, 1, 2)]
    assert state.current_player is None
    assert state.legal_actions() == []
    assert len(state.hands[2]) == 50
    with pytest.raises(IllegalActionError, match="over"):
        state.apply("pass")


# -- P11–P13: revolution ----------------------------------------------------------------
REVOLUTION_HANDS = [
    ["5S", "5H", "5D", "5C", "KS"],
    ["4S", "4H", "4D", "4C", "QS", "AS"],
    ["6S", "6H", "6D", "6C", "3S"],
    [],
]


def test_p11_revolution_reverses_and_four_must_be_beaten_in_new_order() -> None:
    # P11: a four reverses the order; the trick is not cleared; only a lower normal four beats it
    state = prezydent(REVOLUTION_HANDS)
    state.apply(play_id("5S", "5H", "5D", "5C"))
    assert state.reversed and state.observation(1).reversed
    assert state.to_beat is not None and len(state.to_beat.cards) == 4
    assert legal_ids(state) == {play_id("4S", "4H", "4D", "4C"), "pass"}
    # P11: another four reverses the order again (back to normal): the 6s now beat the 4s
    state.apply(play_id("4S", "4H", "4D", "4C"))
    assert not state.reversed
    assert legal_ids(state) == {play_id("6S", "6H", "6D", "6C"), "pass"}
    state.apply(play_id("6S", "6H", "6D", "6C"))
    assert state.reversed
    # seat 3 holds four 7s … four 2s: all weaker than the 6s in the reversed order
    assert legal_ids(state) == {"pass"}
    act(state, "pass", "pass", "pass")
    assert state.current_player == 2 and state.reversed  # the order stays reversed after the trick
    state.apply(play_id("3S"))  # the 3 is now the highest card
    assert legal_ids(state) == {"pass"}  # seat 3's 2s are the lowest now
    state.apply("pass")
    assert legal_ids(state) == {"pass"}  # seat 0: K does not beat 3
    state.apply("pass")
    assert legal_ids(state) == {"pass"}  # seat 1: A and Q do not either


def test_p11_reversed_singles_lower_ranks_beat() -> None:
    # P11: in the reversed order 2 A K … 3, a king is beaten by Q … 3, not by A or 2
    hands = [["5S", "5H", "5D", "5C", "KS", "7H"], ["AS", "2S", "QS", "3S"], ["9S"], []]
    state = prezydent(hands)
    act(state, play_id("5S", "5H", "5D", "5C"), "pass", "pass", "pass")
    assert state.current_player == 0 and state.reversed
    state.apply(play_id("KS"))
    assert legal_ids(state) == {play_id("QS"), play_id("3S"), "pass"}


def test_p12_normal_order_at_next_deal() -> None:
    # P12: the deal ends reversed; the next deal starts in the normal order
    state = prezydent([["5S", "5H", "5D", "5C"], ["3S"], []], deals=2, seed=3)
    act(state, play_id("5S", "5H", "5D", "5C"))
    assert state.reversed
    act(state, "pass", "pass")  # seat 1 can only pass; seat 2 passes
    assert state.current_player == 1
    state.apply(play_id("3S"))
    assert state.deal_places == [(0, 1, 2)]
    assert state.deal_number == 1
    assert not state.reversed
    assert not state.observation(0).reversed


def test_p13_revolution_off_four_is_ordinary() -> None:
    # P13: with revolution off a four keeps the normal order: only a higher four beats it
    state = prezydent(REVOLUTION_HANDS, revolution=False)
    state.apply(play_id("5S", "5H", "5D", "5C"))
    assert not state.reversed
    assert not state.observation(0).reversed
    assert legal_ids(state) == {"pass"}  # seat 1's 4s are lower
    state.apply("pass")
    assert legal_ids(state) == {play_id("6S", "6H", "6D", "6C"), "pass"}


# -- P14–P16: places, score, series -------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_p14_titles(players: int) -> None:
    # P14: Prezydent, Wiceprezydent, Obywatel(e), Wice-dupek, Dupek; 3 players: the middle is Wiceprezydent
    assert [title(place, players) for place in range(players)] == TITLES[players]
    state = PREZYDENT.new_state({"players": players}, seed=0)
    assert state.observation(0).to_json()["titles"] == TITLES[players]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_p15_scoring(players: int) -> None:
    # P15: 1st place scores n, each next place one less, last 1
    state = quick_first_deal(players)
    assert state.is_terminal
    assert state.deal_places == [tuple(range(players))]
    assert state.returns() == list(range(players, 0, -1))


def test_p15_totals_add_over_deals() -> None:
    # P15: totals add up over the series, n(n+1)/2 points per deal
    state = prezydent([["3S"], ["4S"], ["5S"], []], deals=3, seed=11)
    play_out(state, random_chooser(Rng(4)))
    expected = [0] * 4
    for places in state.deal_places:
        for place, seat in enumerate(places):
            expected[seat] += 4 - place
    assert state.returns() == expected
    assert sum(state.returns()) == 3 * 10


def test_p16_series_ends_after_deals() -> None:
    # P16: the game ends after `deals` deals; the last deal's places and the totals are shown
    state = quick_first_deal(4, deals=2, seed=5)
    assert not state.is_terminal
    assert state.deal_number == 1
    assert state.observation(0).previous_places == (0, 1, 2, 3)
    play_out(state, random_chooser(Rng(8)))
    assert state.is_terminal
    assert len(state.deal_places) == 2
    shown = state.observation(1).to_json()
    assert shown["deal_places"] == [list(places) for places in state.deal_places]
    assert shown["totals"] == state.returns()
    assert shown["finished"] == list(state.deal_places[-1])
    assert shown["legal_actions"] == [] and shown["current_player"] is None


# -- P17–P18: the exchange and the lead ------------------------------------------------------
def test_p17_exchange_four_players() -> None:
    # P17: Dupek hands its two best to the Prezydent, who chooses two back; Wice-dupek and
    # Wiceprezydent swap one card the same way
    state = quick_first_deal(4, deals=2, seed=21)  # places 0, 1, 2, 3
    assert state.phase == "exchange"
    auto = [e for e in state.exchanges if not e.chosen]
    assert [(e.giver, e.receiver, len(e.cards)) for e in auto] == [(3, 0, 2), (2, 1, 1)]
    for exchange in auto:
        kept_best = max(card_value(card) for card in state.hands[exchange.giver])
        assert kept_best <= min(card_value(card) for card in exchange.cards)  # best in normal order
        assert set(exchange.cards) <= set(state.hands[exchange.receiver])
    assert len(state.hands[0]) == 15 and len(state.hands[3]) == 11
    # the Prezydent chooses any two of its cards, including the ones just received
    assert state.current_player == 0
    assert len(state.legal_actions()) == 15 * 14 // 2
    assert all(isinstance(action, Give) and len(action.cards) == 2 for action in state.legal_actions())
    back = (auto[0].cards[0], state.hands[0][0])
    with pytest.raises(IllegalActionError):
        state.apply(give_id(state.hands[0][0]))  # one card is not enough
    state.apply(give_id(*back))
    assert set(back) <= set(state.hands[3])
    assert len(state.hands[0]) == 13 and len(state.hands[3]) == 13
    # then the Wiceprezydent hands one card back
    assert state.current_player == 1
    assert all(len(action.cards) == 1 for action in state.legal_actions())  # type: ignore[attr-defined]
    card = state.hands[1][-1]
    state.apply(give_id(card))
    assert card in state.hands[2]
    assert [len(hand) for hand in state.hands] == [13, 13, 13, 13]
    assert state.phase == "play"
    assert state.current_player == 0  # P18: the Prezydent leads


def test_p17_exchange_three_players_only_one() -> None:
    # P17: with 3 players only the Dupek and the Prezydent exchange
    state = quick_first_deal(3, deals=2, seed=2)
    assert [(e.giver, e.receiver, e.chosen) for e in state.exchanges] == [(2, 0, False)]
    state.apply(give_id(*state.hands[0][:2]))
    assert state.phase == "play"
    assert len(state.exchanges) == 2
    assert sorted(len(hand) for hand in state.hands) == [17, 17, 18]


def test_p17_exchange_seen_only_by_its_seats() -> None:
    # P17/P19: an exchange is known to its giver and receiver only
    state = quick_first_deal(4, deals=2, seed=21)
    assert {(e.giver, e.receiver) for e in state.observation(0).exchanges} == {(3, 0)}
    assert {(e.giver, e.receiver) for e in state.observation(1).exchanges} == {(2, 1)}
    assert state.observation(0).legal_actions and not state.observation(3).legal_actions


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_p18_first_deal_led_by_seat_zero(seed: int) -> None:
    # P18: deal 1 is led by seat 0 whatever it holds
    state = PREZYDENT.new_state({"players": 5}, seed=seed)
    assert state.current_player == 0
    assert state.phase == "play"


def test_p18_later_deal_led_by_previous_prezydent() -> None:
    # P18: the previous deal's Prezydent (seat 2 here) leads after the exchange
    state = prezydent([["3S", "KH"], [], ["4S"]], rest=1, deals=2, seed=9)
    act(state, play_id("3S"), "pass", play_id("4S"), play_id("KH"))
    assert state.deal_places == [(2, 0, 1)]
    assert state.current_player == 2 and state.phase == "exchange"
    state.apply(give_id(*state.hands[2][:2]))
    assert state.phase == "play"
    assert state.current_player == 2


# -- errors, privacy, replay ------------------------------------------------------------
@pytest.mark.parametrize("bad", ["play:4H", "play:3H", "play:4H,6S", "play:", "give:6S", "pass ", "jump", ""])
def test_illegal_action_raises_and_changes_nothing(bad: str) -> None:
    # P5: an illegal action is refused naming the id, seat and move; the state is unchanged
    state = prezydent([["3H", "5S"], ["4S"], ["4H", "6S"], []])
    act(state, play_id("5S"), "pass")
    before = fingerprint(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(bad)
    assert f"{bad!r} is not legal for seat 2 at move 2" in str(info.value)
    assert fingerprint(state) == before
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_p19_observation_hides_other_hands(players: int) -> None:
    # P19: no card of another hand reaches observation(seat), except played or exchanged ones
    state = PREZYDENT.new_state({"players": players, "deals": 2}, seed=players)
    chooser = random_chooser(Rng(players))
    checked = 0
    while not state.is_terminal:
        for seat in range(players):
            assert leaked_cards(state, seat) == set()
            checked += 1
        state.apply(chooser(state))
    assert checked > 100


def test_p19_leak_check_would_notice_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    # P19: the leak check is not vacuous: a card of seat 3 slipped into seat 0's view is found
    state = prezydent([["3S"], ["4S"], ["5S"], []])
    real = state.observation
    spy = state.hands[3][7]
    leaky = lambda seat: dataclasses.replace(real(seat), hand=(*real(seat).hand, spy))  # noqa: E731
    monkeypatch.setattr(state, "observation", leaky)
    assert leaked_cards(state, 0) == {spy}


def test_replay_of_record_equals_state() -> None:
    # P2/P17: a record (options, seed, actions) rebuilt through JSON replays to the same state
    state = prezydent([["3S", "3H"], ["4S", "9D"], ["5S"], []], deals=3, seed=17)
    play_out(state, random_chooser(Rng(17)))
    record = json.loads(json.dumps(state.record().to_json()))
    replayed = Record.from_json(record).replay(PREZYDENT)
    assert fingerprint(replayed) == fingerprint(state)
    assert replayed.hands == state.hands


def test_clone_is_independent() -> None:
    # protocol: a clone plays on exactly like the original, and does not touch it
    state = PREZYDENT.new_state({"deals": 2}, seed=4)
    before = fingerprint(state)
    copy = state.clone()
    chooser = random_chooser(Rng(1))
    play_out(copy, chooser)
    assert fingerprint(state) == before
    again = state.clone()
    for action_id in copy.history:
        again.apply(action_id)
    assert fingerprint(again) == fingerprint(copy)
