"""Prezydent's house rules P23–P27 (rules/prezydent.md) on explicit deals: equalisation, jokers, stairs."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest
from helpers import act, fingerprint, legal_ids

from karciarnia.ai.budget import Budget
from karciarnia.errors import IllegalActionError, InvalidOptionError
from karciarnia.games.prezydent import ai, reasons
from karciarnia.games.prezydent.game import PREZYDENT, PrezydentObservation, PrezydentState
from karciarnia.games.prezydent.plays import DECK, JOKER_DECK, Play, card_value, sort_key
from karciarnia.rng import Rng

OLD_VIEW_KEYS = {
    "game", "seat", "num_players", "current_player", "legal_actions", "phase", "deal_number", "deals", "revolution", "reversed", "hand",
    "card_counts", "trick", "to_beat", "passed", "finished", "played", "last_trick", "last_trick_winner", "exchanges", "previous_places",
    "deal_places", "titles", "totals",
}  # fmt: skip


def house(hands: Sequence[Sequence[str]], rest: int = -1, seed: int = 0, **options: Any) -> PrezydentState:
    """A game from an explicit first deal with house rules; cards not listed (jokers too, with ``jokers``) go to seat ``rest``."""
    options.setdefault("players", len(hands))
    deck = JOKER_DECK if options.get("jokers") else DECK
    full = [list(hand) for hand in hands]
    listed = {card for hand in full for card in hand}
    full[rest].extend(sorted(deck - listed, key=sort_key))
    state = PREZYDENT.new_state({**options, "deal": {"hands": full}}, seed)
    assert isinstance(state, PrezydentState)
    return state


def plays(state: PrezydentState) -> dict[str, Play]:
    return {action.id: action for action in state.legal_actions() if isinstance(action, Play)}


# -- options -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["equalize", "jokers", "stairs"])
@pytest.mark.parametrize("value", [1, "yes", None, [True]])
def test_p23_p26_options_refuse_a_wrong_type(name: str, value: object) -> None:
    # P23, P25, P26: each house rule is a true/false option, off by default
    assert PREZYDENT.validate_options(None)[name] is False
    with pytest.raises(InvalidOptionError, match=f"'{name}' must be true or false"):
        PREZYDENT.new_state({name: value})


def test_p25_explicit_deal_takes_the_jokers_only_with_the_option() -> None:
    # P25: 54 cards with jokers; without them a joker is no card of the game
    hands = [sorted(JOKER_DECK, key=sort_key)[seat::4] for seat in range(4)]
    state = PREZYDENT.new_state({"jokers": True, "deal": {"hands": hands}})
    assert sum(map(len, state.hands)) == 54  # type: ignore[attr-defined]
    with pytest.raises(InvalidOptionError, match="is not a card of this game"):
        PREZYDENT.new_state({"deal": {"hands": hands}})
    plain = [sorted(DECK, key=sort_key)[seat::4] for seat in range(4)]
    with pytest.raises(InvalidOptionError, match="each of the 54 cards exactly once; missing: BJ, RJ"):
        PREZYDENT.new_state({"jokers": True, "deal": {"hands": plain}})


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_p25_random_deal_has_54_cards_dealt_as_p2(players: int) -> None:
    # P25, P2: the jokers join the deck; the seats differ by at most one card
    state = PREZYDENT.new_state({"players": players, "jokers": True}, seed=players)
    sizes = sorted(len(hand) for hand in state.hands)  # type: ignore[attr-defined]
    assert sum(sizes) == 54 and sizes[-1] - sizes[0] <= 1


def test_options_off_keep_the_old_game() -> None:
    # P23–P27 off: the deal of a seed, the plays (plain sets, the old ids) and the view's keys are those of P1–P22
    for seed in range(5):
        off = PREZYDENT.new_state({"equalize": False, "jokers": False, "stairs": False}, seed)
        default = PREZYDENT.new_state({}, seed)
        rng = Rng(seed)
        while not off.is_terminal:
            assert fingerprint(off).replace('"equalize": false, ', "") == fingerprint(default)
            seat = off.current_player
            view = off.observation(seat).to_json()  # type: ignore[arg-type]
            assert set(view) == OLD_VIEW_KEYS
            for action in view["legal_actions"]:
                assert set(action) <= {"id", "type", "cards"} and not action["id"].startswith("play:run")
            action = rng.choice(off.legal_actions())
            off.apply(action)
            default.apply(action.id)


def test_p23_to_p26_views_say_which_house_rules_are_on() -> None:
    # P27: the page learns the house rules from the view (and the P23 skipped seats)
    view = PREZYDENT.new_state({"equalize": True, "jokers": True, "stairs": True}, 1).observation(0).to_json()
    assert set(view) - OLD_VIEW_KEYS == {"equalize", "skipped", "jokers", "stairs"}
    assert (view["equalize"], view["jokers"], view["stairs"], view["skipped"]) == (True, True, True, [])
    only = PREZYDENT.new_state({"stairs": True}, 1).observation(0).to_json()
    assert set(only) - OLD_VIEW_KEYS == {"stairs"}


# -- P23, P24: equalisation ------------------------------------------------------------------------------
def test_p23_equal_play_only_with_equalize() -> None:
    # P5: equal is not enough; P23: with equalize it is
    hands = [["5S", "5H"], ["5D", "5C", "9S", "9H"], ["3S"], []]
    plain = house(hands)
    plain.apply("play:5S,5H")
    assert "play:5D,5C" not in legal_ids(plain)
    with pytest.raises(IllegalActionError):
        plain.apply("play:5D,5C")
    equal = house(hands, equalize=True)
    equal.apply("play:5S,5H")
    assert {"play:5D,5C", "play:9S,9H", "pass"} <= legal_ids(equal)


def test_p23_equal_play_skips_the_next_player() -> None:
    # P23: the next player still in the trick loses that turn; the trick records who
    state = house([["5S", "KS"], ["5H", "KH"], ["7S", "KD"], []], equalize=True)
    act(state, "play:5S", "play:5H")
    assert state.current_player == 3
    assert state.trick[-1].skipped == 2 and 2 not in state.passed  # a skip is no pass (P6)
    view = state.observation(0).to_json()
    assert view["skipped"] == [2]
    assert view["trick"][-1] == {"seat": 1, "cards": ["5H"], "pass": False, "skipped": 2}
    assert view["to_beat"]["skipped"] == 2


def test_p23_skipped_player_acts_again_after_a_later_play() -> None:
    # P23: the skipped player has not passed: the turn reaches it again after the next play
    state = house([["5S", "KS"], ["5H", "KH"], ["7S", "KD"], []], equalize=True)
    act(state, "play:5S", "play:5H")  # seat 2 skipped
    state.apply("play:6S")  # seat 3: higher, no skip
    act(state, "pass", "pass")  # seats 0 and 1
    assert state.current_player == 2 and "play:KD" in legal_ids(state)
    assert state.observation(2).to_json()["skipped"] == []


def test_p23_an_equaliser_may_be_equalled() -> None:
    # P23: an equal play may itself be equalled, and skips again
    state = house([["5S", "KS"], ["5H", "KH"], ["7S", "KD"], ["5D", "KC"]], rest=2, equalize=True)
    act(state, "play:5S", "play:5H")  # seat 2 skipped
    assert state.current_player == 3
    state.apply("play:5D")  # seat 0 skipped
    assert state.current_player == 1 and state.trick[-1].skipped == 0


def test_p24_trick_ends_when_the_turn_comes_back_to_the_last_player() -> None:
    # P24: seat 1 passed, seat 2 equals, seat 0 loses its turn: the turn would come back to seat 2, who takes the trick and leads
    state = house([["5S", "KS"], ["6H", "KH"], ["5D", "KD", "4C"]], equalize=True)
    act(state, "play:5S", "pass", "play:5D")
    assert state.last_trick_winner == 2 and state.current_player == 2
    assert state.to_beat is None and state.last_trick[-1].skipped == 0
    # P24 decision: with no skip it is exactly P7
    plain = house([["5S", "KS"], ["6H", "KH"], ["5D", "KD", "4C"]], equalize=True)
    act(plain, "play:5S", "pass", "play:KD", "pass")
    assert plain.last_trick_winner == 2 and plain.current_player == 2


# -- P25: jokers ------------------------------------------------------------------------------------------
def test_p25_joker_in_a_pair_triple_and_four() -> None:
    # P25: a joker stands for a card of the set's rank; a four made with a joker is a four and reverses (P11)
    state = house([["7S", "7H", "7D", "RJ", "BJ"], ["3S"], ["3H"], []], jokers=True)
    legal = plays(state)
    assert {"play:7S,RJ", "play:7S,BJ", "play:7S,RJ,BJ", "play:7S,7H,RJ", "play:7S,7H,7D,RJ", "play:7S,7H,RJ,BJ"} <= set(legal)
    assert "play:7S,7H,7D,RJ,BJ" not in legal  # P4: at most four cards
    assert legal["play:7S,RJ"].to_json() == {
        "id": "play:7S,RJ",
        "type": "play",
        "cards": ["7S", "RJ"],
        "combo": "set",
        "rank": "7",
        "jokers": [{"card": "RJ", "as": "7"}],
    }
    state.apply("play:7S,7H,7D,RJ")
    assert state.reversed  # P11
    assert state.observation(1).to_json()["to_beat"]["jokers"] == [{"card": "RJ", "as": "7"}]


def test_p25_pair_with_a_joker_follows_as_its_rank() -> None:
    # P25: 9 + joker is a pair of 9s: it beats a pair of 8s, not a pair of 10s
    state = house([["8S", "8H"], ["9S", "RJ"], ["3S"], []], jokers=True)
    state.apply("play:8S,8H")
    assert "play:9S,RJ" in legal_ids(state)
    high = house([["10S", "10H"], ["9S", "RJ"], ["3S"], []], jokers=True)
    high.apply("play:10S,10H")
    assert "play:9S,RJ" not in legal_ids(high)


def test_p25_single_joker_beats_every_single_in_both_orders() -> None:
    # P25: a joker alone is higher than the 2 in the normal order and than the 3 in the reversed one
    state = house([["2S", "9S", "9H", "9D", "9C", "3S"], ["RJ", "4D"], ["4H"], []], jokers=True)
    state.apply("play:2S")
    assert "play:RJ" in legal_ids(state)
    reverse = house([["9S", "9H", "9D", "9C", "3S", "KS"], ["RJ", "4D"], ["4H"], []], jokers=True)
    act(reverse, "play:9S,9H,9D,9C", "pass", "pass", "pass")
    assert reverse.reversed and reverse.current_player == 0
    reverse.apply("play:3S")  # the highest single of the reversed order
    assert plays(reverse).keys() == {"play:RJ"}
    assert plays(reverse)["play:RJ"].to_json() == {"id": "play:RJ", "type": "play", "cards": ["RJ"], "combo": "jokers", "jokers": [{"card": "RJ", "as": None}]}


def test_p25_two_jokers_beat_every_pair() -> None:
    # P25: two jokers alone are higher than every other pair
    state = house([["2S", "2H"], ["RJ", "BJ", "4D"], ["4H"], []], jokers=True)
    state.apply("play:2S,2H")
    assert plays(state).keys() == {"play:RJ,BJ"}


def test_p25_nothing_beats_a_lone_joker_but_the_other_equals_it() -> None:
    # P25: a joker alone is beaten by nothing; with equalize the other joker equals it (P23: and skips)
    hands = [["RJ", "5S"], ["2S", "5H"], ["BJ", "5D"], []]
    plain = house(hands, jokers=True)
    plain.apply("play:RJ")
    assert [action.id for action in plain.legal_actions()] == ["pass"]
    plain.apply("pass")
    assert [action.id for action in plain.legal_actions()] == ["pass"]
    equal = house(hands, jokers=True, equalize=True)
    equal.apply("play:RJ")
    assert [action.id for action in equal.legal_actions()] == ["pass"]  # seat 1: a 2 is no joker
    equal.apply("pass")
    assert legal_ids(equal) == {"play:BJ", "pass"}
    equal.apply("play:BJ")
    assert equal.trick[-1].skipped == 3


def test_p25_jokers_are_the_best_cards_in_the_exchange() -> None:
    # P17, P25: the Dupek's two best cards go to the Prezydent: its jokers first
    seen = 0
    for seed in range(12):
        state = house([["3S"], ["4S"], []], seed=seed, jokers=True, deals=2)
        act(state, "play:3S", "play:4S")
        assert state.phase == "exchange"
        gift = next(exchange for exchange in state.exchanges if not exchange.chosen)
        assert gift.giver == 2 and gift.receiver == 0
        left = state.hands[2]
        assert max(map(card_value, left)) <= min(map(card_value, gift.cards))
        assert not any(card in ("RJ", "BJ") for card in left)  # a joker is never kept while a lower card goes
        seen += any(card in ("RJ", "BJ") for card in gift.cards)
    assert seen >= 3


# -- P26: stairs (runs) ---------------------------------------------------------------------------------------
def test_p26_runs_lead_and_follow_in_the_normal_order() -> None:
    # P26: three or more of one suit, consecutive; followed by a run as long, of any suit, whose lowest card is higher
    state = house([["5H", "6H", "7H", "8H"], ["6S", "7S", "8S", "5D", "6D", "7D", "9C", "10C", "JC", "QC"], ["3S"], []], stairs=True)
    lead = plays(state)
    assert {"play:run:5H,6H,7H", "play:run:6H,7H,8H", "play:run:5H,6H,7H,8H"} <= set(lead)
    assert lead["play:run:5H,6H,7H"].to_json() == {
        "id": "play:run:5H,6H,7H",
        "type": "play",
        "cards": ["5H", "6H", "7H"],
        "combo": "run",
        "run": ["5H", "6H", "7H"],
    }
    state.apply("play:run:5H,6H,7H")
    follow = plays(state)
    assert {"play:run:6S,7S,8S", "play:run:9C,10C,JC", "play:run:10C,JC,QC"} <= set(follow)
    assert "play:run:5D,6D,7D" not in follow  # equal is not enough (P5)
    assert all(play.kind == "run" and len(play.cards) == 3 for play in follow.values())  # the same length, never a set
    equal = house([["5H", "6H", "7H"], ["5D", "6D", "7D", "3H"], ["3S"], []], stairs=True, equalize=True)
    equal.apply("play:run:5H,6H,7H")
    assert "play:run:5D,6D,7D" in legal_ids(equal)  # P23: equal, with equalize
    equal.apply("play:run:5D,6D,7D")
    assert equal.trick[-1].skipped == 2


def test_p26_runs_in_the_reversed_order() -> None:
    # P26, P11: after a revolution a run's lowest card is its highest in the normal order: 8-9-10 beats 9-10-J
    state = house([["4S", "4H", "4D", "4C", "9H", "10H", "JH"], ["8S", "9S", "10S", "10D", "JD", "QD"], ["3S"], []], stairs=True)
    act(state, "play:4S,4H,4D,4C", "pass", "pass", "pass")
    assert state.reversed and state.current_player == 0
    state.apply("play:run:9H,10H,JH")
    follow = plays(state)
    assert "play:run:8S,9S,10S" in follow and "play:run:10D,JD,QD" not in follow


def test_p26_a_run_never_wraps() -> None:
    # P26: K A 2 is a run; A 2 3 and 2 3 4 are not
    state = house([["KS", "AS", "2S", "3S", "4S"], ["5H"], ["5D"], []], stairs=True)
    runs = {action_id for action_id in legal_ids(state) if action_id.startswith("play:run:")}
    assert runs == {"play:run:KS,AS,2S"}
    assert state.explain(0, ["AS", "2S", "3S"]) == ("run_no_wrap", {})


def test_p26_a_run_never_reverses() -> None:
    # P26: a run of four is no four (P11)
    state = house([["5H", "6H", "7H", "8H"], ["3S"], ["3H"], []], stairs=True)
    state.apply("play:run:5H,6H,7H,8H")
    assert not state.reversed


def test_p26_jokers_in_runs_each_reading_its_own_play() -> None:
    # P26: a joker fills a missing card, in the run's suit; a run holds at least two natural cards
    # P27: 7♥ 8♥ and a joker read two ways: each reading is its own play
    state = house([["7H", "8H", "10S", "RJ"], ["3S"], ["3H"], []], stairs=True, jokers=True)
    legal = plays(state)
    assert {"play:run:RJ=6H,7H,8H", "play:run:7H,8H,RJ=9H"} <= set(legal)
    assert legal["play:run:7H,8H,RJ=9H"].to_json() == {
        "id": "play:run:7H,8H,RJ=9H",
        "type": "play",
        "cards": ["7H", "8H", "RJ"],
        "combo": "run",
        "run": ["7H", "8H", "9H"],
        "jokers": [{"card": "RJ", "as": "9H"}],
    }
    assert not any(play.kind == "run" and "10S" in play.cards for play in legal.values())  # one natural card is no run
    gap = house([["7H", "9H", "RJ", "BJ"], ["3S"], ["3H"], []], stairs=True, jokers=True)
    gap_legal = plays(gap)
    assert "play:run:7H,RJ=8H,9H" in gap_legal and "play:run:7H,BJ=8H,9H" in gap_legal  # each joker its own play
    assert "play:run:7H,RJ=8H,9H,BJ=10H" in gap_legal  # two jokers, one reading
    assert "play:run:RJ=5H,BJ=6H,7H" not in gap_legal  # a single natural card
    gap.apply("play:run:7H,RJ=8H,9H,BJ=10H")
    trick = gap.observation(1).to_json()["trick"][0]
    assert trick["run"] == ["7H", "8H", "9H", "10H"] and trick["jokers"] == [{"card": "RJ", "as": "8H"}, {"card": "BJ", "as": "10H"}]


def test_p26_follower_with_a_joker_run() -> None:
    # P26: a run with a joker follows by its lowest card, as it reads
    state = house([["5S", "6S", "7S"], ["8H", "10H", "RJ", "6D", "7D"], ["3S"], []], stairs=True, jokers=True)
    state.apply("play:run:5S,6S,7S")
    legal = plays(state)
    assert {"play:run:8H,RJ=9H,10H", "play:run:6D,7D,RJ=8D"} <= set(legal)
    assert "play:run:RJ=5D,6D,7D" not in legal  # its lowest card, 5, is not higher


# -- explain: the new refusals ------------------------------------------------------------------------------
def test_explain_the_house_rules_refusals() -> None:
    state = house([["5H", "6H", "7H", "9S", "9H", "9D", "9C", "RJ"], ["3S", "4S"], ["3H"], []], stairs=True, jokers=True)
    assert state.explain(0, ["5H", "6H"]) == ("run_too_short", {"min": 3})  # P26
    assert state.explain(0, ["5H", "6H", "9H"]) == ("run_not_consecutive", {})  # P26
    assert state.explain(0, ["5H", "9H", "RJ"]) == ("run_not_consecutive", {})  # one joker fills one gap
    assert state.explain(0, ["5H", "6H", "7H", "9S"])[0] == "run_one_suit"  # P26
    assert state.explain(0, ["5H", "RJ", "9S"]) == ("run_one_suit", {})
    assert state.explain(0, ["9S", "9H", "9D", "9C", "RJ"]) == ("set_too_big", {"max": 4})  # P4
    state.apply("play:run:5H,6H,7H")
    assert state.explain(1, ["3S", "4S"]) == ("run_too_short", {"min": 3})
    solo = house([["RJ", "5H"], ["4S", "2S", "2H"], ["3H"], []], jokers=True)
    solo.apply("play:RJ")
    assert solo.explain(1, ["2S"]) == ("jokers_unbeatable", {})  # P25
    runs = house([["5H", "6H", "7H", "8S"], ["3S", "4S", "5S", "6S", "3D", "3C"], ["3H"], []], stairs=True)
    runs.apply("play:run:5H,6H,7H")
    assert runs.explain(1, ["3S", "4S", "5S", "6S"]) == ("run_length", {"count": 3})  # P26
    assert runs.explain(1, ["3S", "4S", "5S"]) == ("run_not_higher", {"card": "5H"})  # P26
    assert runs.explain(1, ["3S", "3D", "3C"]) == ("needs_run", {"count": 3})  # P26
    sets = house([["8S", "8H"], ["3S", "4S", "5S"], ["3H"], []], stairs=True)
    sets.apply("play:8S,8H")
    assert sets.explain(1, ["3S", "4S", "5S"]) == ("needs_set", {"count": 2})  # P26
    two = house([["5H", "7S", "RJ"], ["3S"], ["3H"], []], stairs=True, jokers=True)
    assert two.explain(0, ["5H", "7S", "RJ"]) == ("run_one_suit", {})
    equal = house([["8S", "8H"], ["3S", "3D"], ["3H"], []], equalize=True)
    equal.apply("play:8S,8H")
    assert equal.explain(1, ["3S", "3D"]) == ("not_higher_or_equal", {"rank": "8"})  # P23


# -- world and AIs (P19–P22, P27) -------------------------------------------------------------------------------
def test_world_carries_the_house_rules_and_the_unseen_jokers() -> None:
    # P22, P25: the search's worlds play the variant, with the jokers not yet seen dealt among the other hands
    state = house([["5S", "6S", "7S"], ["RJ", "3S"], ["3H"], []], jokers=True, stairs=True, equalize=True)
    observation = state.observation(0)
    assert isinstance(observation, PrezydentObservation)
    world = ai.sample_world(observation, Rng(3))
    assert (world.equalize, world.jokers, world.stairs) == (True, True, True)
    assert sorted(card for hand in world.hands for card in hand) == sorted(JOKER_DECK)
    assert [action.id for action in world.legal_actions()] == [action.id for action in state.legal_actions()]


def test_easy_plays_the_lowest_play_and_keeps_its_jokers() -> None:
    # P20: the lowest legal combination: every natural card of the lowest rank, no joker added
    state = house([["4S", "4H", "RJ", "9D"], ["3S"], ["3H"], []], jokers=True)
    assert ai.easy(state.observation(0), Rng(0), Budget()).id == "play:4S,4H"


def test_normal_does_not_waste_a_joker_as_a_low_single() -> None:
    # P21, P25: a joker is a reserve: following a low single it plays its own card, or passes
    state = house([["3S", "5S", "6D", "9C"], ["4D", "8H", "KD", "QH", "RJ", "7C"], ["3H"], []], jokers=True)
    state.apply("play:3S")
    choice = ai.normal(state.observation(1), Rng(0), Budget())
    assert isinstance(choice, Play) and "RJ" not in choice.cards


def test_normal_keeps_a_run_together() -> None:
    # P21, P26: leading, the hand's run goes whole; following a single, no card is taken from the run
    lead = house([["5H", "6H", "7H", "9S", "QD"], ["3S"], ["3H"], []], stairs=True)
    assert ai.normal(lead.observation(0), Rng(0), Budget()).id == "play:run:5H,6H,7H"
    follow = house([["4S", "KC"], ["5H", "6H", "7H", "9S", "QD"], ["3H"], []], stairs=True)
    follow.apply("play:4S")
    assert ai.normal(follow.observation(1), Rng(0), Budget()).id == "play:9S"


def test_normal_equalises_when_it_can() -> None:
    # P21, P23: the equal play is the lowest that follows: it sheds a card and skips the next player
    state = house([["6S", "KC"], ["6H", "9S", "QD"], ["3H"], []], equalize=True)
    state.apply("play:6S")
    assert ai.normal(state.observation(1), Rng(0), Budget()).id == "play:6H"


def test_hard_plays_the_variant() -> None:
    # P22, P27: the search's candidates are the variant's plays, one per kind of choice
    state = house([["7H", "8H", "RJ", "9S", "9D"], ["3S"], ["3H"], []], jokers=True, stairs=True)
    observation = state.observation(0)
    candidates = ai.search_candidates(observation)
    assert candidates is not None
    ids = {action.id for action in candidates}
    assert "play:run:RJ=6H,7H,8H" in ids and "play:run:7H,8H,RJ=9H" in ids and "play:RJ" in ids
    choice = ai.hard(observation, Rng(1), Budget(iterations=40))
    assert choice in state.legal_actions()


def test_reasons_name_a_spent_joker_and_a_broken_run() -> None:
    # P25: a joker spent where the better move keeps it; P26: a run of the hand split by the play
    state = house([["4S", "4D", "RJ", "9D", "5H", "6H", "7H"], ["3S"], ["3H"], []], jokers=True, stairs=True)
    observation = state.observation(0)
    legal = plays(state)
    found = reasons.reasons(observation, legal["play:4S,RJ"], legal["play:4S,4D"])
    assert ("spends_high_card_early", ("RJ",), "P25") in [(r.kind, r.cards, r.rule) for r in found]
    assert not reasons.reasons(observation, legal["play:4S,4D"], legal["play:4S,RJ"])
    broken = reasons.reasons(observation, legal["play:5H"], legal["play:run:5H,6H,7H"])
    assert ("breaks_combination", "P26") in {(r.kind, r.rule) for r in broken}
    assert json.dumps([r.to_json() for r in broken])
