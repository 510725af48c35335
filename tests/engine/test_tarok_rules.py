"""Tarok dla dwóch: each rule T1–T21 of rules/tarok.md on explicit deals."""

from __future__ import annotations

import json
import re

import pytest

from karciarnia import api
from karciarnia.errors import IllegalActionError, InvalidOptionError
from karciarnia.catalog import GAMES, get_game
from karciarnia.games.tarok.game import (
    DEAL_POINTS,
    DECK,
    FOOL,
    POINTS,
    TAROK,
    TarokState,
    deal_from,
    follow_duty,
    trick_winner,
)
from karciarnia.protocol import Record
from karciarnia.rng import Rng

# A tarok card id standing alone in JSON text ("T21", "FOOL", "10H", "JS", "1C").
CARD_PATTERN = re.compile(r"(?<![0-9A-Za-z_])(?:T(?:1[0-9]|2[01]|[1-9])|FOOL|(?:10|[1-9KQNJ])[SHDC])(?![0-9A-Za-z_])")


def game(hand0: list[str], hand1: list[str], stock: tuple[str, ...] = (), seed: int = 0, **options) -> TarokState:
    """A game from two explicit hands; the stock starts with ``stock``, the rest in deck order."""
    state = TAROK.new_state({**options, "deal": deal_from([hand0, hand1], stock)}, seed)
    assert isinstance(state, TarokState)
    return state


def play(state: TarokState, *cards: str) -> None:
    for card in cards:
        state.apply("play:" + card)


def legal(state: TarokState) -> set[str]:
    return {action.card for action in state.legal_actions()}  # type: ignore[attr-defined]


def fingerprint(state: TarokState) -> str:
    return json.dumps(
        {
            "current": state.current_player,
            "returns": state.returns(),
            "history": state.history,
            "hands": state.hands,
            "stock": state.stock[state.stock_pos :],
            "observations": [state.observation(seat).to_json() for seat in (0, 1)],
        },
        sort_keys=True,
    )


# Seat 0 holds T1 and leads; seat 1 holds the page of hearts, the Fool and hearts.
H0 = ["T1", "KH", "5H", "3H", "JD", "2S", "7C", "8C", "9C"]
H1 = ["T2", "T3", FOOL, "JH", "QH", "4H", "6S", "KD", "2D"]


# -- T1–T4: cards and deal -------------------------------------------------------------------
def test_deck_and_points():
    # T1: 78 cards: 4 suits of 14, 21 taroks, the Fool. T19/T20: 70 card points + 19 trick points = 89.
    assert len(DECK) == len(set(DECK)) == 78
    assert sum(card.startswith("T") for card in DECK) == 21
    assert sum(POINTS.values()) == 70 and DEAL_POINTS == 89
    # T19: Fool 5, tarok 21 5, king 5, queen 4, knight 3, page 2, a "1" 1, the rest 0.
    assert [POINTS[c] for c in (FOOL, "T21", "T1", "KS", "QH", "ND", "JC", "1S", "10S", "2H")] == [5, 5, 0, 5, 4, 3, 2, 1, 0, 0]


def test_random_deal_sizes():
    # T3: 9 cards each, a 60-card face-down stock, every card once.
    state = TAROK.new_state({}, 7)
    assert [len(hand) for hand in state.hands] == [9, 9] and state.stock_count == 60
    assert sorted(state.hands[0] + state.hands[1] + state.stock) == sorted(DECK)


def test_explicit_deal_is_used():
    # T3: an explicit deal gives these hands and this stock order.
    state = game(H0, H1, stock=("KS", "QS"))
    assert set(state.hands[0]) == set(H0) and set(state.hands[1]) == set(H1)
    assert state.stock[:2] == ["KS", "QS"] and state.stock_count == 60


def test_highest_tarok_leads():
    # T4: the holder of the highest tarok (lowest number) leads the first trick.
    assert game(H0, H1).current_player == 0
    assert game(H1, H0).current_player == 1
    assert game(["T20"] + H0[1:], ["T19"] + H1[1:]).current_player == 1


def test_redeal_without_taroks_uses_the_state_stream():
    # T4: neither hand holds a tarok: the cards are dealt again, from the state's own seeded stream.
    no_taroks = [["KS", "QS", "NS", "JS", "10S", "9S", "8S", "7S", "6S"], ["KH", "QH", "NH", "JH", "10H", "9H", "8H", "7H", "6H"]]
    state = game(*no_taroks, seed=42)
    rng = Rng(42)
    redeals = 0
    while True:
        deck = list(DECK)
        rng.shuffle(deck)
        redeals += 1
        if any(card.startswith("T") for card in deck[:18]):
            break
    assert state.redeals == redeals >= 1
    assert set(state.hands[0]) == set(deck[:9]) and set(state.hands[1]) == set(deck[9:18])
    assert state.stock == deck[18:]
    assert state.observation(0).to_json()["redeals"] == redeals
    assert fingerprint(state) == fingerprint(game(*no_taroks, seed=42))  # replayable


# -- T5–T7: tricks and the draw ----------------------------------------------------------------
def test_trick_order_leader_opponent_leader_opponent():
    # T5: a trick is four cards: leader, opponent, leader, opponent.
    state = game(H1, H0)  # seat 1 leads (T1)
    seats = []
    for card in ("2S", "6S", "T1", "T3"):
        seats.append(state.current_player)
        play(state, card)
    assert seats == [1, 0, 1, 0]
    assert state.trick == [] and len(state.tricks) == 1 and len(state.tricks[0].cards) == 4


def test_draw_winner_first():
    # T6: after the trick both draw two cards, the winner first (the first two of the stock).
    state = game(H0, H1, stock=("KS", "QS", "NS", "10S"))
    play(state, "T1", "T3", "2S", "T2")  # seat 0 wins with T1
    assert state.tricks[-1].winner == 0
    assert {"KS", "QS"} <= set(state.hands[0]) and {"NS", "10S"} <= set(state.hands[1])
    assert [len(hand) for hand in state.hands] == [9, 9] and state.stock_count == 56


def test_draw_winner_first_when_the_opponent_wins():
    # T6: the winner draws first even when it is not the leader.
    state = game(H0, H1, stock=("KS", "QS", "NS", "10S"))
    play(state, "5H", "QH", "3H", "4H")  # seat 1's queen takes it
    assert state.tricks[-1].winner == 1
    assert {"KS", "QS"} <= set(state.hands[1]) and {"NS", "10S"} <= set(state.hands[0])


def test_each_seat_sees_only_the_two_cards_it_drew_after_the_last_trick():
    # T6: the observation names the cards a seat just drew, the winner's first two of the stock;
    # none before the first trick, and none once a trick found the stock empty.
    state = game(H0, H1, stock=("KS", "QS", "NS", "10S", "9S", "8S"))
    assert state.observation(0).drawn == () and state.observation(1).drawn == ()
    play(state, "5H", "QH", "3H", "4H")  # seat 1's queen takes it: it draws KS QS, seat 0 NS 10S
    assert state.observation(1).drawn == ("KS", "QS") and state.observation(0).drawn == ("NS", "10S")
    assert state.observation(0).to_json()["drawn"] == ["NS", "10S"]
    assert set(state.observation(0).drawn) <= set(state.observation(0).hand)
    play(state, state.legal_cards()[0])  # the next trick under way: the last draw is still the one shown
    assert state.observation(1).drawn == ("KS", "QS")
    while state.stock_count:
        play(state, state.legal_cards()[0])
    while len(state.tricks) < 16:
        play(state, state.legal_cards()[0])
    assert state.observation(0).drawn == () and state.observation(1).drawn == ()


def test_winner_leads_next():
    # T7: the winner of a trick leads the next one.
    state = game(H0, H1)
    play(state, "5H", "QH", "3H", "4H")
    assert state.current_player == 1 and state.leader == 1 and state.observation(1).leader == 1


# -- T8–T13: which card may be added ---------------------------------------------------------
def test_king_forces_page_over_fool_and_suit():
    # T8: the king of hearts lies in the trick and seat 1 holds the page: only the page,
    # not the Fool (T9), not another heart (T10), not a tarok.
    state = game(H0, H1)
    play(state, "KH")
    assert legal(state) == {"JH"}
    assert state.observation(1).duty == {"rule": "T8", "card": "JH", "cards": ["JH"], "kings": ["KH"]}


def test_king_forces_page_over_following_suit():
    # T8 over T10 (and T13): spades led, the opponent adds the king of hearts; the leader
    # still holds spades but must add the page of hearts.
    hand0 = ["T1", "2S", "3S", "JH", "4H", "5C", "6C", "7C", "8C"]
    hand1 = ["KH", "QD", "4D", "5D", "6D", "7D", "8D", "9D", "10D"]  # no spade, no tarok
    state = game(hand0, hand1)
    play(state, "2S")
    assert legal(state) == set(hand1)  # T12: void and no tarok: anything
    play(state, "KH")
    assert legal(state) == {"JH"}


def test_king_forces_own_page_on_the_leaders_second_card():
    # T8 with T13: the leader led the king and holds its page: the third card must be that page.
    hand0 = ["T1", "KH", "JH", "2H", "5C", "6C", "7C", "8C", "9C"]
    state = game(hand0, H1[:3] + ["QH", "4H", "6S", "KD", "2D", "3D"])
    play(state, "KH", "4H")
    assert legal(state) == {"JH"}


def test_two_kings_either_page():
    # T8: with kings of two suits in the trick, a page of either satisfies the rule.
    hand0 = ["T1", "KH", "JH", "JD", "5C", "6C", "7C", "8C", "9C"]
    hand1 = ["KD", "QS", "4S", "5S", "6S", "7S", "8S", "9S", "10S"]  # no heart, no tarok
    state = game(hand0, hand1)
    play(state, "KH", "KD")
    assert legal(state) == {"JH", "JD"}
    assert state.observation(0).duty["kings"] == ["KH", "KD"]


def test_king_without_page_binds_nothing():
    # T8 binds only a player holding that page; otherwise the next rules apply (T10).
    state = game(H0, ["T2", FOOL, "QH", "4H", "6S", "KD", "2D", "3D", "4D"])
    play(state, "KH")
    assert legal(state) == {"QH", "4H", FOOL}


def test_fool_may_always_be_played():
    # T9: unless T8 binds, the Fool may be played: after a suit lead while holding the suit,
    # and after a tarok lead while holding taroks.
    state = game(H0, H1)
    play(state, "5H")
    assert FOOL in legal(state)
    state = game(H0, H1)
    play(state, "T1")
    assert FOOL in legal(state)


def test_follow_suit_without_duty_to_beat():
    # T10: a suit card led: a card of that suit (or the Fool), no tarok, no other suit; a low heart is fine.
    state = game(H0, H1)
    play(state, "5H")
    assert legal(state) == {"JH", "QH", "4H", FOOL}
    assert state.observation(1).duty == {"rule": "T10", "suit": "H", "fool": True}


def test_void_must_play_tarok_no_duty_to_overtrump():
    # T11: unable to follow suit, the player must play a tarok (or the Fool), no other suit card.
    state = game(H0, H1)
    play(state, "7C")
    assert legal(state) == {"T2", "T3", FOOL}
    assert state.observation(1).duty == {"rule": "T11", "reason": "void", "suit": "C", "fool": True}
    # T11: no duty to play a higher tarok than one already added: T20 may go under T2.
    state = game(["T1", "T20", "7C", "2H", "3H", "4H", "5S", "6S", "7S"], ["T2", "T3", "KH", "QH", "5H", "6H", "8S", "9S", "10S"])
    play(state, "7C", "T2")
    assert legal(state) == {"T1", "T20"}


def test_tarok_led_requires_tarok_even_with_suit_cards():
    # T11: the first card was a tarok: a tarok must be added if able, the lower one too.
    state = game(H0, H1)
    play(state, "T1")
    assert legal(state) == {"T2", "T3", FOOL}
    assert state.observation(1).duty["reason"] == "tarok_led"


def test_fool_led_requires_tarok():
    # T11: the first card was the Fool: a tarok must be added if able (the lowest will do).
    hand1 = ["T1", FOOL, "KH", "5H", "3H", "JD", "2S", "7C", "8C"]  # seat 1 holds T1 and leads
    hand0 = ["T2", "T3", "T4", "JH", "QH", "4H", "6S", "KD", "2D"]
    state = game(hand0, hand1)
    play(state, FOOL)
    assert legal(state) == {"T2", "T3", "T4"}
    assert state.observation(0).duty == {"rule": "T11", "reason": "fool_led", "suit": None, "fool": False}


def test_any_card_when_void_and_without_tarok():
    # T12: no page due, not the led suit, no tarok: any card.
    hand1 = ["QD", "4D", "5D", "6D", "7D", "8D", "9D", "10D", FOOL]
    state = game(H0, hand1)
    play(state, "2S")
    assert legal(state) == set(hand1)
    assert state.observation(1).duty is None


def test_leaders_second_card_is_bound():
    # T13: the rules bind the leader's second card: hearts led, the leader must add a heart.
    state = game(H0, H1)
    play(state, "5H", "4H")
    assert legal(state) == {"KH", "3H"}
    # T13 + T11: void in the led suit, the leader must add its tarok.
    state = game(["T1", "2H", "JD", "2S", "3S", "7C", "8C", "9C", "10C"], H1)
    play(state, "2H", "4H")
    assert legal(state) == {"T1"}


def test_follow_duty_order_function():
    # T8-T12 as a pure function, in precedence order.
    assert follow_duty(["JH", FOOL, "2H", "T5"], ["KH"]) == ("T8", ["JH"])
    assert follow_duty([FOOL, "2H", "T5"], ["KH"]) == ("T10", [FOOL, "2H"])
    assert follow_duty([FOOL, "T5", "2S"], ["KH"]) == ("T11", [FOOL, "T5"])
    assert follow_duty(["2S", "3S"], ["KH"]) == ("T12", ["2S", "3S"])
    assert follow_duty(["2S"], []) == (None, ["2S"])


# -- T14–T17: who takes the trick ------------------------------------------------------------
def test_highest_tarok_takes():
    # T14: the highest tarok (lowest number) takes the trick, over the king of the led suit.
    assert trick_winner(["KH", "T21", "2H", "T20"], 0) == 1
    assert trick_winner(["KH", "T3", "T2", "4H"], 0) == 0
    state = game(H0, H1)
    play(state, "7C", "T3", "8C", "T2")
    assert state.tricks[-1].winner == 1


def test_highest_of_led_suit_takes():
    # T15: with no tarok, the highest card of the led suit; a king of another suit does not take.
    assert trick_winner(["5H", "KD", "3H", "4H"], 0) == 0
    assert trick_winner(["5H", "QH", "KH", "4H"], 1) == 1
    state = game(H0, H1)
    play(state, "5H", "QH", "3H", "4H")
    assert state.tricks[-1].winner == 1


def test_fool_led_without_tarok_goes_to_the_opponent():
    # T16: the Fool led and no tarok played: the leader's opponent takes the trick (with the Fool).
    hand0 = ["T1", FOOL, "KH", "2S", "4S", "5S", "3C", "2C", "1C"]
    hand1 = ["QH", "5H", "6S", "7S", "8S", "9S", "10S", "2D", "3D"]
    state = game(hand0, hand1, stock=("4C", "5C", "6C", "7C"))
    play(state, "T1", "6S", "2S", "7S")  # seat 0 takes it and draws 4C, 5C: no tarok left anywhere in hand
    assert state.current_player == 0
    play(state, FOOL, "5H", "KH", "8S")
    trick = state.tricks[-1]
    assert trick.winner == 1 and trick.points == 1 + 5 + 5
    assert trick_winner([FOOL, "2H", "KH", "3H"], 0) == 1


def test_fool_played_later_goes_with_the_trick():
    # T17: a later Fool is neither tarok nor the led suit: it cannot take, but goes to the winner.
    assert trick_winner(["5H", FOOL, "3H", "4H"], 0) == 0
    state = game(H0, H1)
    play(state, "5H", FOOL, "3H", "4H")
    trick = state.tricks[-1]
    assert trick.winner == 0 and FOOL in state.taken[0] and trick.points == 1 + 5
    assert state.points == [6, 0]


# -- T18–T21: scoring -------------------------------------------------------------------------
def first_legal_to_the_end(state: TarokState) -> None:
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])


def test_scoring_of_a_whole_deal():
    # T18: 1 point per four-card trick; the last, two-card trick scores none.
    # T19: card points; T20: 89 in all, more than 44 wins.
    state = game(H0, H1)
    first_legal_to_the_end(state)
    assert len(state.tricks) == 20
    assert [len(t.cards) for t in state.tricks] == [4] * 19 + [2]
    last = state.tricks[-1]
    assert last.trick_point == 0 and last.points == sum(POINTS[c] for c in last.cards)
    (result,) = state.results
    assert sum(result.tricks) == 19 and sum(result.card_points) == 70 and sum(result.points) == 89
    for seat in (0, 1):
        assert result.points[seat] == result.tricks[seat] + result.card_points[seat]
        assert sum(POINTS[c] for c in result.scoring_cards[seat]) == result.card_points[seat]
        assert result.tricks[seat] == sum(t.trick_point for t in state.tricks if t.winner == seat)
    assert result.points[result.winner] > 44
    assert state.returns() == list(result.points)
    view = state.observation(0).to_json()
    assert view["outcome"] == {"draw": False, "winner": result.winner}
    assert view["results"][0]["points"] == list(result.points)


def test_last_trick_scores_no_trick_point():
    # T18: the last trick is two cards and only its card points count.
    state = game(H0, H1)
    while len(state.tricks) < 19:
        state.apply(state.legal_actions()[0])
    assert state.trick_size == 2 and [len(h) for h in state.hands] == [1, 1]
    before = list(state.points)
    winner_cards = state.hands[0] + state.hands[1]
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    winner = state.tricks[-1].winner
    gained = state.results[0].points[winner] - before[winner]
    assert gained == sum(POINTS[c] for c in winner_cards)
    assert state.results[0].tricks[winner] == sum(1 for t in state.tricks[:19] if t.winner == winner)


def test_match_totals():
    # T21: a match of several deals, totals summed; each deal is led by its highest tarok (T4).
    state = TAROK.new_state({"deals": 3}, 5)
    deals_seen = []
    while not state.is_terminal:
        if state.deal_number not in deals_seen:
            deals_seen.append(state.deal_number)
            best = min((int(c[1:]), seat) for seat in (0, 1) for c in state.hands[seat] if c.startswith("T"))
            assert state.current_player == best[1]
        state.apply(state.legal_actions()[-1])
    assert deals_seen == [0, 1, 2] and len(state.results) == 3
    totals = [sum(r.points[seat] for r in state.results) for seat in (0, 1)]
    assert state.returns() == totals and sum(totals) == 3 * 89


def test_drawn_match_is_shown_as_a_draw():
    # T21: equal totals: the match is a draw, no winner.
    for seed in range(400):
        state = TAROK.new_state({"deals": 2}, seed)
        first_legal_to_the_end(state)
        if state.totals[0] == state.totals[1]:
            break
    else:
        pytest.fail("no drawn match among 400 seeds")
    assert state.observation(1).to_json()["outcome"] == {"draw": True, "winner": None}
    assert state.returns() == [89, 89]


def test_deals_option_bounds():
    # T21: deals is 1..20.
    for bad in (0, 21, "2", True):
        with pytest.raises(InvalidOptionError):
            TAROK.new_state({"deals": bad})
    assert TAROK.new_state({"deals": 20}).options["deals"] == 20


@pytest.mark.parametrize(
    "deal",
    [
        "cards",
        {"hands": [H0, H1]},
        {"hands": [H0, H1[:8]], "stock": deal_from([H0, H1])["stock"]},
        {"hands": [H0, H1], "stock": deal_from([H0, H1])["stock"][:-1]},
        {"hands": [H0, H0], "stock": deal_from([H0, H1])["stock"]},
        {"hands": [H0, H1[:8] + ["ZZ"]], "stock": deal_from([H0, H1])["stock"]},
        {"hands": [H0, H1], "stock": deal_from([H0, H1])["stock"], "dealer": 0},
    ],
)
def test_bad_deal_is_refused(deal):
    # T3: an explicit deal is 9 + 9 + 60 distinct tarok cards.
    with pytest.raises(InvalidOptionError):
        TAROK.new_state({"deal": deal})


# -- protocol: illegal actions, observations, replay, clone -----------------------------------
@pytest.mark.parametrize("action", ["play:QH", "play:KS", "play:XX", "QH", "", "play:T2"])
def test_illegal_action_raises_and_changes_nothing(action):
    # T8: the page is due; anything else (or not a card in hand) is refused and the state is unchanged.
    state = game(H0, H1)
    play(state, "KH")
    before = fingerprint(state)
    with pytest.raises(IllegalActionError):
        state.apply(action)
    assert fingerprint(state) == before


def test_illegal_when_over():
    state = game(H0, H1)
    first_legal_to_the_end(state)
    assert state.current_player is None and state.legal_actions() == []
    with pytest.raises(IllegalActionError):
        state.apply("play:T1")


def hidden_from(state: TarokState, seat: int) -> set[str]:
    """Cards ``seat`` may not know: the stock, and the opponent's hand while the stock lasts."""
    hidden = set(state.stock[state.stock_pos :])
    if state.stock_count:
        hidden |= set(state.hands[1 - seat])
    return hidden


def cards_mentioned(observation_json: dict) -> set[str]:
    data = dict(observation_json)
    data.pop("duty", None)  # its "rule" ids (T8, T10, T11) are rule names, not cards
    return set(CARD_PATTERN.findall(json.dumps(data)))


def test_observation_leaks_no_hidden_card():
    # T3 (face-down stock): every observation names only cards its seat may know.
    for seed in range(30):
        state = TAROK.new_state({}, seed)
        rng = Rng(seed)
        while not state.is_terminal:
            for seat in (0, 1):
                observation = state.observation(seat)
                assert not cards_mentioned(observation.to_json()) & hidden_from(state, seat)
                if state.stock_count:
                    assert observation.opponent_hand is None
                else:
                    assert set(observation.opponent_hand) == set(state.hands[1 - seat])
                    assert set(observation.opponent_hand) == set(DECK) - set(observation.hand) - set(observation.played)
            state.apply(rng.choice(state.legal_actions()))


def test_observation_contents():
    state = game(H0, H1)
    play(state, "5H", FOOL)
    mine = state.observation(0)
    theirs = state.observation(1)
    assert mine.legal_actions and not theirs.legal_actions and theirs.duty is None
    assert mine.trick == ((0, "5H"), (1, FOOL)) and mine.hand_sizes == (8, 8) and mine.stock_count == 60
    view = mine.to_json()
    json.dumps(view)
    assert view["trick"] == [{"seat": 0, "card": "5H"}, {"seat": 1, "card": FOOL}]
    assert view["duty"] == {"rule": "T10", "suit": "H", "fool": False}
    play(state, "3H", "4H")
    view = state.observation(1).to_json()
    assert view["taken"] == [["5H", FOOL, "3H", "4H"], []] and view["points"] == [6, 0]
    assert view["tricks"][0]["winner"] == 0 and view["last_trick"]["points"] == 6
    assert view["hand_sizes"] == [9, 9] and view["stock_count"] == 56


def test_replay_and_clone():
    state = TAROK.new_state({"deals": 2}, 11)
    rng = Rng(3)
    for _ in range(100):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    replayed = Record.from_json(json.loads(json.dumps(state.record().to_json()))).replay(TAROK)
    assert fingerprint(replayed) == fingerprint(state)
    action = state.legal_actions()[0]
    copy.apply(action)
    assert fingerprint(copy) != fingerprint(state)
    state.apply(action)
    assert fingerprint(copy) == fingerprint(state)


def test_registry_and_api():
    assert GAMES["tarok"] is TAROK and get_game("tarok").names == {"pl": "Tarok dla dwóch", "en": "Two-player Tarok", "zh": "双人塔罗克"}
    reply = json.loads(api.handle(json.dumps({"id": 1, "op": "new", "game": "tarok", "seed": 4, "players": ["human", "human"],
                                             "options": {"deal": deal_from([H0, H1])}})))
    assert reply["ok"], reply
    session = reply["result"]["view"]["session"]
    reply = json.loads(api.handle(json.dumps({"id": 2, "op": "act", "session": session, "seat": 0, "action": "play:KH"})))
    assert reply["ok"]
    reply = json.loads(api.handle(json.dumps({"id": 3, "op": "act", "session": session, "seat": 1, "action": "play:QH"})))
    assert not reply["ok"] and reply["error"]["type"] == "IllegalActionError"
    view = json.loads(api.handle(json.dumps({"id": 4, "op": "view", "session": session, "seat": 1})))["result"]["view"]
    assert view["observation"]["duty"]["card"] == "JH"
    api.handle(json.dumps({"id": 5, "op": "close", "session": session}))
