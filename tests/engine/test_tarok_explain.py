"""Tarok dla dwóch: why a card is refused (TarokState.explain), for the table's message line.

The page calls the engine op ``explain`` when the card clicked is no legal
play and shows ``why.<reason>`` with the parameters; each case cites the rule.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from karciarnia import api
from karciarnia.games.tarok.game import FOOL, TarokState, deal_from
from tarok_support import game, play

ROOT = Path(__file__).resolve().parents[2]

# Seat 0 holds T1 and leads; seat 1 holds the page of hearts, the Fool and hearts.
H0 = ["T1", "KH", "5H", "3H", "JD", "2S", "7C", "8C", "9C"]
H1 = ["T2", "T3", FOOL, "JH", "QH", "4H", "6S", "KD", "2D"]


def snapshot(state: TarokState) -> str:
    return json.dumps([state.history, state.hands, state.trick, state.observation(0).to_json(), state.observation(1).to_json()])


def test_t8_the_page_is_due_over_the_fool_following_suit_and_taroks():
    # T8: the king of hearts lies in the trick and seat 1 holds the page of hearts.
    state = game(H0, H1)
    play(state, "KH")
    before = snapshot(state)
    for card in ("QH", "4H", FOOL, "T2", "KD"):  # over T10, T9, T11 and T12
        assert state.explain(1, [card]) == ("tarok.page", {"card": "JH", "suit": "H"}), card
    assert snapshot(state) == before  # explaining changes nothing


def test_t8_with_kings_of_two_suits_either_page():
    # T8: kings of two suits in the trick, the leader (T13) holds both pages: either page will do.
    hand0 = ["T1", "KH", "JH", "JS", "2C", "3C", "4C", "5C", "6C"]
    hand1 = ["KS", "QD", "4D", "5D", "6D", "7D", "8D", "9D", "10D"]  # no heart, no tarok: T12
    state = game(hand0, hand1)
    play(state, "KH", "KS")
    assert state.explain(0, ["T1"]) == ("tarok.page_either", {"card": "JS", "suit": "S", "card2": "JH", "suit2": "H"})


def test_t10_follow_the_led_suit_and_the_fool_may_go_instead():
    # T10 (and T9): hearts led, seat 1 holds hearts and the Fool.
    state = game(H0, H1)
    play(state, "5H")
    assert state.explain(1, ["T2"]) == ("tarok.follow_suit", {"suit": "H", "fool": True})
    assert state.explain(1, ["6S"]) == ("tarok.follow_suit", {"suit": "H", "fool": True})


def test_t10_binds_the_leaders_second_card():
    # T13 with T10: the leader's second card must follow the suit the leader led.
    state = game(H0, H1)
    play(state, "5H", "4H")
    assert state.explain(0, ["T1"]) == ("tarok.follow_suit", {"suit": "H", "fool": False})


def test_t11_a_tarok_after_a_tarok_lead():
    # T11: a tarok led: a tarok must be added (any tarok: no duty to beat); the Fool may go (T9).
    state = game(H0, H1)
    play(state, "T1")
    assert state.explain(1, ["QH"]) == ("tarok.tarok_led", {"fool": True})
    assert state.explain(1, ["T3"]) == ("not_legal", {})  # T3 is legal: nothing to explain


def test_t11_a_tarok_after_the_fool_is_led():
    # T11: the Fool led: a tarok must be added if the player has one.
    hand0 = ["T1", FOOL, "5H", "3H", "JD", "2S", "7C", "8C", "9C"]
    hand1 = ["T2", "T3", "KH", "JH", "QH", "4H", "6S", "KD", "2D"]
    state = game(hand0, hand1)
    play(state, FOOL)
    assert state.explain(1, ["QH"]) == ("tarok.fool_led", {"fool": False})


def test_t11_a_tarok_when_void_in_the_led_suit():
    # T11: spades led, seat 1 has no spade: a tarok (or the Fool, T9) must be played.
    hand1 = ["T2", "T3", FOOL, "JH", "QH", "4H", "3D", "KD", "2D"]
    state = game(H0, hand1)
    play(state, "2S")
    assert state.explain(1, ["QH"]) == ("tarok.void", {"suit": "S", "fool": True})


def test_t12_and_leads_leave_nothing_to_explain():
    # T12: void in the led suit and no tarok: any card; a lead is any card too.
    hand0 = ["T1", "KH", "5H", "3H", "JD", "2S", "7C", "8C", "9C"]
    hand1 = ["KS", "QD", "4D", "5D", "6D", "7D", "8D", "9D", "10D"]
    state = game(hand0, hand1)
    assert state.explain(0, ["9C"]) == ("not_legal", {})
    play(state, "5H")
    assert state.explain(1, ["QD"]) == ("not_legal", {})


def test_selection_problems():
    state = game(H0, H1)
    assert state.explain(1, ["QH"]) == ("not_your_turn", {})
    assert state.explain(0, []) == ("select_cards", {})
    assert state.explain(0, ["QH"]) == ("not_in_hand", {})
    assert state.explain(0, ["5H", "5H"]) == ("not_in_hand", {})
    assert state.explain(0, ["5H", "3H"]) == ("tarok.one_card", {})  # T5: one card at a time


def test_explain_over_the_api_and_play_actions_carry_their_cards():
    reply = json.loads(api.handle(json.dumps({"id": 1, "op": "new", "game": "tarok", "seed": 1, "players": ["human", "human"],
                                             "options": {"deal": deal_from([H0, H1])}})))
    view = reply["result"]["view"]
    # The page matches a selection against each action's ``cards`` (table.js matchSelection).
    assert {"id": "play:KH", "type": "play", "card": "KH", "cards": ["KH"]} in view["observation"]["legal_actions"]
    session = view["session"]
    api.handle(json.dumps({"id": 2, "op": "act", "session": session, "seat": 0, "action": "play:KH"}))
    reply = json.loads(api.handle(json.dumps({"id": 3, "op": "explain", "session": session, "seat": 1, "cards": ["QH"]})))
    assert reply["ok"] and reply["result"] == {"reason": "tarok.page", "params": {"card": "JH", "suit": "H"}}  # T8
    api.handle(json.dumps({"id": 4, "op": "close", "session": session}))


def test_every_refusal_reason_has_a_text_in_both_languages():
    source = (ROOT / "engine" / "karciarnia" / "games" / "tarok" / "game.py").read_text(encoding="utf-8")
    reasons = set(re.findall(r'return "([a-z_.]+)", ', source))
    assert {"tarok.page", "tarok.page_either", "tarok.follow_suit", "tarok.tarok_led", "tarok.fool_led", "tarok.void"} <= reasons
    for lang in ("pl", "en", "zh"):
        strings: dict[str, str] = {}
        for namespace in ("common", "tarok"):
            strings.update(json.loads((ROOT / "web" / "i18n" / lang / f"{namespace}.json").read_text(encoding="utf-8")))
        assert sorted(reason for reason in reasons if f"why.{reason}" not in strings) == [], lang
