"""The card counter (记牌器) of each game on known positions, and the op ``counter`` at the JSON boundary.

The counter counts what a seat has seen only: its hand, the cards played, the cards shown to it
(D6, D27, P17, K9, K15, K18, K20, the opponent's hand once Tarok's stock is out); never a card
face down (the bottom during the bidding, the stock, another hand).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import prezydent
from karciarnia import api
from karciarnia.catalog import BUNDLES
from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.games.doudizhu.game import DOUDIZHU
from karciarnia.games.koalicje.game import KOALICJE
from karciarnia.games.koalicje.rules import RANKS as KOALICJE_RANKS
from karciarnia.games.prezydent.game import PREZYDENT
from karciarnia.games.prezydent.plays import JOKER_DECK, ORDER
from karciarnia.games.tarok.game import TAROK, deal_from
from karciarnia.protocol import State
from karciarnia.sessions import registry

Counts = dict[str, dict[str, tuple[int, int, int]]]


def counts(state: State, seat: int) -> Counts:
    """The counter of ``seat`` as {group: {key: (out, known, total)}}, through the game's bundle."""
    counter = BUNDLES[state.game.id].counter
    assert counter is not None
    reply = counter(state.observation(seat))
    json.dumps(reply, allow_nan=False)  # the page gets it as JSON
    return {group["id"]: {item["key"]: (item["out"], item["known"], item["total"]) for item in group["items"]} for group in reply["groups"]}


def outs(state: State, seat: int, group: str | None = None) -> dict[str, int]:
    """Each key's count still out (of one group, or of the only one)."""
    groups = counts(state, seat)
    chosen = groups[group] if group else next(iter(groups.values()))
    return {key: out for key, (out, _, _) in chosen.items()}


def total_out(state: State, seat: int) -> int:
    return sum(out for group in counts(state, seat).values() for out, _, _ in group.values())


def total_known(state: State, seat: int) -> int:
    return sum(known for group in counts(state, seat).values() for _, known, _ in group.values())


# -- Dou Dizhu ----------------------------------------------------------------------------------------
BOTTOM = ["RJ", "2S", "2H"]


def doudizhu_deal(bottom: list[str] = BOTTOM) -> dict[str, Any]:
    """The deck in order less the bottom: seat 0 3S … 7S, seat 1 7H … JH, seat 2 JD … 2C and BJ; seat 0 bids first."""
    rest = [card for card in DOUDIZHU_DECK if card not in bottom]
    return {"hands": [rest[:17], rest[17:34], rest[34:]], "bottom": bottom, "first_bidder": 0}


def test_d2_dou_dizhu_reads_high_to_low_jokers_first() -> None:
    # D2: 大王 小王 2 A K Q J 10 … 3, as the apps' counters read
    state = DOUDIZHU.new_state({"deal": doudizhu_deal()}, 1)
    assert list(counts(state, 0)) == ["ranks"]
    assert list(outs(state, 0)) == ["RJ", "BJ", "2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"]
    assert {key: total for key, (_, _, total) in counts(state, 0)["ranks"].items()} == {
        "RJ": 1, "BJ": 1, **{rank: 4 for rank in ("2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3")}
    }  # fmt: skip


@pytest.mark.parametrize("bidding", ["points", "rob"])
def test_d6_the_bottom_is_not_counted_in_the_bidding(bidding: str) -> None:
    # D6 (D26): the bottom cards lie face down until the landlord takes them: the counter of the bidding
    # is everything but the own hand, and a deal whose bottom differs looks the same to it
    state = DOUDIZHU.new_state({"deal": doudizhu_deal(), "bidding": bidding}, 1)
    twin_deal = doudizhu_deal()
    twin_deal["hands"][2], twin_deal["bottom"] = twin_deal["hands"][2][3:] + BOTTOM, twin_deal["hands"][2][:3]
    twin = DOUDIZHU.new_state({"deal": twin_deal, "bidding": bidding}, 1)
    # seat 1 holds 7H 7D 7C, the 8s, 9s and 10s, JS JH: the rest (37 cards) is out, the bottom among it
    expected = {"RJ": 1, "BJ": 1, "2": 4, "A": 4, "K": 4, "Q": 4, "J": 2, "10": 0, "9": 0, "8": 0, "7": 1, "6": 4, "5": 4, "4": 4, "3": 4}
    first_answer = "bid:1" if bidding == "points" else "call"
    for step in range(2):
        for seat in (0, 1):  # the seats that see neither the bottom nor seat 2's hand
            assert counts(state, seat) == counts(twin, seat)
        for seat in range(3):
            assert total_out(state, seat) == 54 - 17 and total_known(state, seat) == 0
        assert outs(state, 1) == expected
        if step == 0:
            state.apply(first_answer)
            twin.apply(first_answer)


def test_d6_the_bottom_is_counted_once_turned() -> None:
    # D6: the landlord takes the bottom cards, shown to all: the farmers count them as seen (known, still held)
    state = DOUDIZHU.new_state({"deal": doudizhu_deal()}, 1)
    state.apply("bid:3")  # D4: a 3 ends the bidding; seat 0 is the landlord
    assert state.landlord == 0 and state.phase == "play"
    farmer = counts(state, 1)["ranks"]
    assert farmer["RJ"] == (0, 1, 1) and farmer["2"] == (2, 2, 4) and farmer["BJ"] == (1, 0, 1)
    assert total_out(state, 1) == 54 - 17 - 3 and total_known(state, 1) == 3
    assert total_out(state, 0) == 54 - 20 and total_known(state, 0) == 0  # the landlord holds them
    state.apply("play:single:3")  # D17: the landlord leads
    assert counts(state, 1)["ranks"]["3"] == (3, 0, 4)
    assert counts(state, 2)["ranks"]["3"] == (3, 0, 4)
    state.apply("pass")
    state.apply("play:single:BJ")  # seat 2 beats it with the small joker
    assert counts(state, 0)["ranks"]["BJ"] == (0, 0, 1) and counts(state, 1)["ranks"]["BJ"] == (0, 0, 1)
    assert total_out(state, 1) == 54 - 17 - 3 - 2


def test_d27_a_shown_hand_is_counted() -> None:
    # D27: the landlord's hand, shown, is face up to every seat: a farmer's counter is the other farmer's hand
    state = DOUDIZHU.new_state({"deal": doudizhu_deal(), "show_cards": True}, 1)
    state.apply("bid:3")
    assert state.phase == "showing"
    assert total_out(state, 1) == 54 - 17 - 3  # not shown yet: only the bottom
    state.apply("show")
    assert total_out(state, 1) == 17 and total_known(state, 1) == 20  # seat 2's hand, nothing else
    assert total_out(state, 2) == 17 and total_known(state, 2) == 20
    assert outs(state, 1)["A"] == 4 and outs(state, 1)["3"] == 0  # seat 2 holds the aces; the 3s are the landlord's
    state.apply("play:single:3")
    assert total_out(state, 1) == 17 and total_known(state, 1) == 19
    assert counts(state, 1)["ranks"]["3"] == (0, 3, 4)


def test_d27_no_show_counts_no_hand() -> None:
    # D27: a landlord who does not show keeps the hand hidden: only the bottom is seen
    state = DOUDIZHU.new_state({"deal": doudizhu_deal(), "show_cards": True}, 1)
    state.apply("bid:3")
    state.apply("no_show")
    assert total_out(state, 1) == 54 - 17 - 3 and total_known(state, 1) == 3


# -- Prezydent ----------------------------------------------------------------------------------------
def test_p3_prezydent_reads_from_the_two_down_everything_out_at_the_start() -> None:
    # P3: 2 A K … 3 (best first); P19: at the start all but the own hand is out
    state = PREZYDENT.new_state({"players": 4}, 3)
    for seat in range(4):
        mine = state.observation(seat).hand
        assert list(outs(state, seat)) == list(reversed(ORDER))
        assert outs(state, seat) == {rank: 4 - sum(card[:-1] == rank for card in mine) for rank in ORDER}
        assert total_out(state, seat) == 52 - 13


def test_p19_cards_played_leave_the_count() -> None:
    # P4, P19: a play is seen by everyone
    state = prezydent([["3S", "4S"], ["5S"], ["6S"], []])
    assert outs(state, 3)["3"] == 1 and outs(state, 1)["3"] == 4
    state.apply("play:3S")
    assert outs(state, 3)["3"] == 0 and outs(state, 1)["3"] == 3 and outs(state, 0)["3"] == 3
    assert total_out(state, 1) == 52 - 1 - 1


def test_p17_the_exchange_is_counted_by_its_seats_only() -> None:
    # P17: the Dupek's two best go to the Prezydent, who hands two back; each seat counts the cards it
    # gave or got, and no seat the cards of an exchange it had no part in (P19)
    singles = [[rank + "S"] for rank in ORDER[:3]]
    state = prezydent([*singles, []], deals=2, seed=21)
    for hand in singles:
        state.apply("play:" + hand[0])  # places 0, 1, 2, 3
    assert state.phase == "exchange" and state.current_player == 0
    got = next(e for e in state.exchanges if (e.giver, e.receiver) == (3, 0)).cards
    to_vice = next(e for e in state.exchanges if (e.giver, e.receiver) == (2, 1)).cards
    assert total_out(state, 0) == 52 - 15 and total_known(state, 0) == 0  # what it got is in its hand
    assert total_out(state, 3) == 52 - 11 - 2 and total_known(state, 3) == 2  # what it gave, still held by seat 0
    assert total_out(state, 2) == 52 - 12 - 1 and total_known(state, 2) == 1  # its own exchange only
    assert total_out(state, 1) == 52 - 14 and total_known(state, 1) == 0
    before_vice = counts(state, 1)
    assert {key: known for key, (_, known, _) in counts(state, 2)["ranks"].items() if known} == {to_vice[0][:-1]: 1}  # its own gift
    give = state.legal_actions()[0]
    state.apply(give)
    given = next(e for e in state.exchanges if (e.giver, e.receiver) == (0, 3)).cards
    assert total_out(state, 0) == 52 - 15 and total_known(state, 0) == 2  # what it handed back is known
    back = counts(state, 0)["ranks"]
    for card in given:
        assert back[card[:-1]][1] >= 1
    # the Dupek now holds what came back and knows where its two best went, unless they came back
    assert total_out(state, 3) == 52 - 13 - len(set(got) - set(given))
    assert counts(state, 1) == before_vice  # seat 1 had no part in the Prezydent's exchange


def test_p25_the_jokers_head_the_count() -> None:
    # P25: 54 cards; the two wild jokers count together, before the 2s
    state = PREZYDENT.new_state({"players": 3, "jokers": True}, 4)
    for seat in range(3):
        groups = counts(state, seat)["ranks"]
        assert list(groups)[:2] == ["jokers", "2"] and groups["jokers"][2] == 2
        assert sum(total for _, _, total in groups.values()) == 54
        assert total_out(state, seat) == 54 - 18
    held = [card for card in JOKER_DECK if card not in ("RJ", "BJ", "4S")]
    hands = [["RJ", "4S"], held[:26], held[26:] + ["BJ"]]
    state = PREZYDENT.new_state({"players": 3, "jokers": True, "deal": {"hands": hands}}, 4)
    assert outs(state, 1)["jokers"] == 2 and outs(state, 0)["jokers"] == 1
    lone = next(action.id for action in state.legal_actions() if action.to_json().get("cards") == ["RJ"] and action.to_json().get("combo") == "jokers")
    state.apply(lone)
    assert outs(state, 1)["jokers"] == 1 and outs(state, 2)["jokers"] == 0 and outs(state, 0)["jokers"] == 1


def test_plain_prezydent_has_no_jokers_in_its_count() -> None:
    # P3: without the house rule the deck is 52 cards, no jokers
    state = prezydent([["3S"], ["4S"], []], players=3)
    assert "jokers" not in outs(state, 0)
    assert sum(total for _, _, total in counts(state, 0)["ranks"].values()) == 52


# -- Tarok --------------------------------------------------------------------------------------------
MINE = ["T1", "T2", "KS", "QS", "10S", "9S", "8S", "7S", "6S"]
THEIRS = ["T3", "T4", "KH", "QH", "10H", "9H", "8H", "7H", "6H"]


def test_tarok_taroks_one_by_one_and_each_suits_honours() -> None:
    # T1: 21 taroks (T1 the highest) and the Fool, each its own key; each suit's K Q N J and the ten pips
    state = TAROK.new_state({"deal": deal_from([MINE, THEIRS])}, 1)
    groups = counts(state, 0)
    assert list(groups) == ["taroks", "S", "H", "D", "C"]
    assert list(groups["taroks"]) == [f"T{n}" for n in range(1, 22)] + ["FOOL"]
    assert list(groups["S"]) == ["K", "Q", "N", "J", "pips"]
    assert groups["taroks"]["T1"] == (0, 0, 1) and groups["taroks"]["T3"] == (1, 0, 1)  # T3: the opponent's, unseen
    assert groups["S"] == {"K": (0, 0, 1), "Q": (0, 0, 1), "N": (1, 0, 1), "J": (1, 0, 1), "pips": (5, 0, 10)}
    assert groups["H"]["K"] == (1, 0, 1)  # T3: the stock and the opponent's hand are face down alike
    assert total_out(state, 0) == 78 - 9


def test_tarok_a_trick_and_the_stock_drawn() -> None:
    # T5, T6: the four cards of a trick are seen; the cards drawn join the hand, the opponent's stay unseen
    state = TAROK.new_state({"deal": deal_from([MINE, THEIRS])}, 1)
    for card in ("T1", "T3", "T2", "T4"):  # T4: T1 leads; T11: taroks led, taroks follow
        state.apply("play:" + card)
    taroks = counts(state, 1)["taroks"]
    assert taroks["T1"] == taroks["T2"] == (0, 0, 1)
    assert total_out(state, 0) == 78 - 9 - 4 and total_out(state, 1) == 78 - 9 - 4
    drawn = state.observation(0).drawn
    assert len(drawn) == 2 and all(counts(state, 0)["taroks"].get(card, (0,))[0] == 0 for card in drawn)


def test_tarok_an_empty_stock_shows_the_opponents_hand() -> None:
    # T6: once the stock is out the opponent's hand is the cards neither played nor held: nothing is out,
    # and what the opponent may still play is known
    state = TAROK.new_state({}, 7)
    while state.observation(0).stock_count:
        assert total_known(state, 0) == 0
        state.apply(state.legal_actions()[0])
    for seat in range(2):
        opponent = state.observation(seat).opponent_hand
        assert opponent is not None
        assert total_out(state, seat) == 0 and total_known(state, seat) == len(opponent)


# -- Koalicje -----------------------------------------------------------------------------------------
R, B = "RJ", "BJ"
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


def mono(jokers: list[list[str]], dealer: int = 0, **extra: Any) -> dict[str, Any]:
    """Seat s holds the whole suit "SHDC"[s]; its jokers stand in for its lowest cards, which wait in the pool (K8)."""
    full = [[rank + "SHDC"[seat] for rank in KOALICJE_RANKS] for seat in range(4)]
    hands = [full[seat][: 8 - len(jokers[seat])] + list(jokers[seat]) for seat in range(4)]
    pool = [card for step in range(1, 5) for card in full[(dealer + step) % 4][8 - len(jokers[(dealer + step) % 4]) :]]
    return {"hands": hands, "pool": pool, "dealer": dealer, **extra}


def test_k9_koalicje_per_suit_and_the_jokers_face_up() -> None:
    # K3: each suit A … 7; K8, K9: the jokers are laid out face up, so none is out; the pool's cards drawn are hidden
    state = KOALICJE.new_state({"deal": TWO_TRUMPS}, 1)
    groups = counts(state, 0)
    assert list(groups) == ["S", "H", "D", "C", "jokers"]
    assert list(groups["S"]) == ["A", "K", "Q", "J", "10", "9", "8", "7"]
    assert groups["jokers"] == {"RJ": (0, 0, 2), "BJ": (0, 0, 2)}
    assert outs(state, 0, "D") == {"A": 0, "K": 0, "Q": 0, "J": 0, "10": 1, "9": 1, "8": 1, "7": 1}
    assert outs(state, 0, "H")["7"] == 1  # drawn from the pool by seat 2 (K8): face down
    assert total_out(state, 0) == 32 - 8 and total_known(state, 0) == 0
    state.apply("trump:C")
    state.apply("trump:H")
    state.apply("play:AD")
    assert outs(state, 1, "D")["A"] == 0 and outs(state, 2, "D")["A"] == 0 and total_out(state, 3) == 32 - 8 - 1


def test_k2_deuces_as_jokers_say_so() -> None:
    # K2: the 2s stand in for the jokers; the ids stay RJ/BJ and the group says how to draw them
    state = KOALICJE.new_state({"deal": TWO_TRUMPS, "deuces_as_jokers": True}, 1)
    reply = BUNDLES["koalicje"].counter(state.observation(0))  # type: ignore[misc]
    jokers = reply["groups"][-1]
    assert jokers["id"] == "jokers" and jokers["deuces_as_jokers"] is True
    assert [item["key"] for item in jokers["items"]] == ["RJ", "BJ"]


@pytest.mark.parametrize(("jokers", "sees"), [([[R, B], [R, B], [], []], [1]), ([[R, R, B, B], [], [], []], [1, 2, 3])])
def test_k15_k18_a_hand_shown_is_counted(jokers: list[list[str]], sees: list[int]) -> None:
    # K15: partners of one red and one black joker each see the other's hand; K18: four jokers see every hand
    state = KOALICJE.new_state({"deal": mono(jokers)}, 1)
    while state.phase == "trump":
        state.apply(state.legal_actions()[0])
    assert [other for other, _ in state.observation(0).visible_hands] == sees
    assert total_out(state, 0) == 32 - 8 - 8 * len(sees) and total_known(state, 0) == 8 * len(sees)
    assert total_out(state, 3 if sees == [1] else 1) == 32 - 8  # K19: the others see nothing more


def test_k20_cards_thrown_back() -> None:
    # K20: the cards a seat throws back are its own to know; after the deal is completed they are in some
    # hand again (known while not back in its own) and every joker is laid out (K9)
    deal = mono([[R, R], [B, B], [], []], scores=[850, 820, 0, 0], threshold=900, election=[0, 1])
    state = KOALICJE.new_state({"deal": deal}, 11)
    assert state.phase == "discard" and state.current_player == 1
    thrown = list(state.hands[1])
    state.apply("discard:" + ",".join(thrown))
    assert counts(state, 1)["jokers"] == {"RJ": (2, 0, 2), "BJ": (0, 2, 2)}
    assert total_out(state, 1) == 36 - 8 and total_known(state, 1) == 8
    assert counts(state, 0)["jokers"] == {"RJ": (0, 0, 2), "BJ": (2, 0, 2)}  # seat 0 holds RJ RJ, saw nothing thrown
    state.apply("discard:RJ")
    assert state.phase in ("trump", "play")
    hand = set(state.hands[1])
    suits_thrown = {card for card in thrown if card not in (R, B)}
    assert counts(state, 1)["jokers"] == {"RJ": (0, 0, 2), "BJ": (0, 0, 2)}
    assert total_out(state, 1) == 32 - len(hand | suits_thrown) and total_known(state, 1) == len(suits_thrown - hand)


# -- the op ``counter`` ---------------------------------------------------------------------------------
def call(request: dict[str, Any]) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps(request)))
    json.dumps(reply, allow_nan=False)
    return reply


def new_session(game: str, players: list[str] | None = None) -> str:
    request: dict[str, Any] = {"op": "new", "game": game, "seed": 5}
    if players:
        request["players"] = players
    reply = call(request)
    assert reply["ok"], reply
    return reply["result"]["view"]["session"]


@pytest.mark.parametrize("game", sorted(BUNDLES))
def test_the_op_counts_for_a_seat_of_every_game(game: str) -> None:
    # every game has a counter, answered for a seat's observation, JSON-safe, in one shape
    session = new_session(game)
    seat = 1
    reply = call({"op": "counter", "session": session, "seat": seat})
    assert reply["ok"], reply
    assert set(reply["result"]) == {"counter"}
    counter = reply["result"]["counter"]
    assert set(counter) == {"groups"} and counter["groups"]
    for group in counter["groups"]:
        assert isinstance(group["id"], str) and group["items"]
        for item in group["items"]:
            assert set(item) == {"key", "out", "known", "total"}
            assert 0 <= item["out"] + item["known"] <= item["total"]
    state = registry[session].state
    assert counter == BUNDLES[game].counter(state.observation(seat))  # type: ignore[misc]


def test_the_op_refuses_a_bad_seat_and_a_bad_session() -> None:
    session = new_session("doudizhu")
    for bad in (3, -1, "1", True, None):
        reply = call({"op": "counter", "session": session, "seat": bad})
        assert not reply["ok"] and reply["error"]["type"] == "InvalidRequestError"
        assert "seat" in reply["error"]["message"]
    reply = call({"op": "counter", "session": "nope", "seat": 0})
    assert not reply["ok"] and reply["error"]["type"] == "InvalidRequestError" and "no game session" in reply["error"]["message"]
    reply = call({"op": "counter", "seat": 0})
    assert not reply["ok"] and "session" in reply["error"]["message"]


def test_a_friends_seat_gets_its_own_counter_beside_its_view() -> None:
    # play with friends: the host asks for a seat's view with its counter, of the same seat and position
    session = new_session("prezydent", ["human", "human", "normal", "normal"])
    own = call({"op": "counter", "session": session, "seat": 1})["result"]["counter"]
    viewed = call({"op": "view", "session": session, "seat": 1, "counter": True})
    assert viewed["ok"] and set(viewed["result"]) == {"view", "counter"} and viewed["result"]["counter"] == own
    assert viewed["result"]["counter"] != call({"op": "counter", "session": session, "seat": 0})["result"]["counter"]
    hello = json.dumps({"v": 1, "type": "hello", "name": "Ania"})
    greeted = call({"op": "guest", "session": session, "seat": 1, "message": hello, "counter": True})
    assert greeted["ok"] and greeted["result"]["view"]["seat"] == 1 and greeted["result"]["counter"] == own
    for plain in ({"op": "view", "session": session, "seat": 1}, {"op": "guest", "session": session, "seat": 1, "message": hello, "counter": False}):
        assert "counter" not in call(plain)["result"]  # a table without the counter sends none
    for bad in ("yes", 1, None):
        reply = call({"op": "view", "session": session, "seat": 1, "counter": bad})
        assert not reply["ok"] and reply["error"]["type"] == "InvalidRequestError" and "counter" in reply["error"]["message"]
