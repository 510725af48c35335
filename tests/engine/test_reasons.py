"""The review's verdicts and reasons: each kind of reason is true of the position, and made from what the seat saw.

The game-specific reasons are checked on positions of seeded normal deals, with the
move played and the better move given, against the state itself (the reasons are
made from the observation only). The analysis proper (verdicts by the bars, the
generic value reason, twin deals, the terminal) runs a few searched decisions.
"""

from __future__ import annotations

import copy
import dataclasses
import io
import itertools
import json
import re
import subprocess
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_analysis import first_position, normal_deal

from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia import cli
from karciarnia.actions import Pass
from karciarnia.analysis import analyse, analyse_deal, analyse_observation
from karciarnia.cards import french_deck, rank_of
from karciarnia.catalog import GAMES
from karciarnia.games.doudizhu.combos import CARD_RANK, DECK as DOUDIZHU_DECK, Play as DoudizhuPlay
from karciarnia.games.koalicje.rules import DECK as KOALICJE_DECK, trick_winner as koalicje_winner
from karciarnia.games.prezydent.plays import RANK_VALUE, Play as PrezydentPlay
from karciarnia.games.tarok.game import DECK as TAROK_DECK, KIND, TRUMP, card_points, trick_winner as tarok_winner
from karciarnia.protocol import Action, Observation, Record, State
from karciarnia.reasons import wording
from karciarnia.games.doudizhu import reasons as doudizhu
from karciarnia.games.koalicje import reasons as koalicje
from karciarnia.games.prezydent import reasons as prezydent
from karciarnia.games.tarok import reasons as tarok
from karciarnia.reasons.base import Reason, cards_of
from karciarnia.rng import Rng

Found = tuple[Action, Action]  # the move played and the better one


def kinds(found: list[Reason]) -> dict[str, Reason]:
    return {reason.kind: reason for reason in found}


def position(game_id: str, wanted: Callable[[Observation], Found | None]) -> tuple[State, Observation, Action, Action]:
    """The first position of seeded normal deals where ``wanted`` finds a (played, better) pair."""
    state, (chosen, best) = first_position(game_id, lambda s: wanted(s.observation(s.current_player)))
    return state, state.observation(state.current_player), chosen, best


def plays(observation: Observation, kind: type) -> list[Any]:
    return [action for action in observation.legal_actions if isinstance(action, kind)]


# -- Prezydent -------------------------------------------------------------------------------------------------
def test_prezydent_a_pass_where_a_play_was_better_is_named() -> None:
    # P6: a pass is final until the trick ends
    def wanted(o: Any) -> Found | None:
        legal = plays(o, PrezydentPlay)
        return (next(a for a in o.legal_actions if isinstance(a, Pass)), legal[0]) if legal and len(legal) < len(o.legal_actions) else None

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["passes_when_could_play"]
    assert reason.rule == "P6" and reason.cards == best.cards
    assert best.id in {action.id for action in state.legal_actions()}  # the play was really open
    assert "passes_when_could_play" not in kinds(prezydent.reasons(observation, best, chosen))


def test_prezydent_splitting_a_pair_is_named_with_the_cards_really_held() -> None:
    # P5: a follower plays as many cards as the lead, so a split pair follows pairs no more
    def wanted(o: Any) -> Found | None:
        held = Counter(rank_of(card) for card in o.hand)
        for action in plays(o, PrezydentPlay):
            rank = rank_of(action.cards[0])
            other = next((a for a in plays(o, PrezydentPlay) if rank_of(a.cards[0]) != rank), None)
            if len(action.cards) == 1 and held[rank] >= 2 and len(o.hand) > held[rank] and other:
                return action, other
        return None

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["breaks_combination"]
    rank = rank_of(chosen.cards[0])
    assert reason.rule == "P5" and set(reason.cards) == {card for card in state.hands[state.current_player] if rank_of(card) == rank}
    assert reason.numbers == {"held": len(reason.cards), "played": 1} and len(reason.cards) >= 2
    whole = next((a for a in plays(observation, PrezydentPlay) if set(a.cards) == set(reason.cards)), None)
    if whole is not None:  # playing the whole set splits nothing
        assert "breaks_combination" not in kinds(prezydent.reasons(observation, whole, best))


def test_prezydent_spending_a_top_card_while_a_lower_play_was_open_is_named() -> None:
    # P3: A and 2 are the top ranks (P11: reversed in a revolution)
    def wanted(o: Any) -> Found | None:
        if o.reversed:
            return None
        legal = plays(o, PrezydentPlay)
        top = [a for a in legal if rank_of(a.cards[0]) in ("A", "2") and len(a.cards) < len(o.hand)]
        low = [a for a in legal if rank_of(a.cards[0]) not in ("A", "2")]
        return (top[0], low[0]) if top and low else None

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["spends_high_card_early"]
    assert reason.rule == "P3" and reason.cards == chosen.cards and rank_of(reason.cards[0]) in ("A", "2")
    assert set(reason.cards) <= set(state.hands[state.current_player])


# -- Dou Dizhu ---------------------------------------------------------------------------------------------------
def test_prezydent_a_higher_play_than_the_better_move_needed_is_named() -> None:
    # P4: a play of as many cards of a higher rank spends the higher cards
    def wanted(o: Any) -> Found | None:
        legal = plays(o, PrezydentPlay)
        for low in legal:
            for high in legal:
                same = len(high.cards) == len(low.cards)
                higher = RANK_VALUE[rank_of(high.cards[0])] > RANK_VALUE[rank_of(low.cards[0])]
                if same and higher and not o.reversed:
                    if [r.kind for r in prezydent.reasons(o, high, low)] == ["higher_than_needed"]:
                        return high, low
        return None

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["higher_than_needed"]
    assert reason.rule == "P4" and reason.cards == chosen.cards and reason.numbers == {"count": len(best.cards)} and not state.reversed
    assert "higher_than_needed" not in kinds(prezydent.reasons(observation, best, chosen))


def test_prezydent_a_play_where_passing_was_better_is_named() -> None:
    # P6: a pass lets the trick go and keeps the cards for a later one
    def wanted(o: Any) -> Found | None:
        legal = plays(o, PrezydentPlay)
        passes = [a for a in o.legal_actions if isinstance(a, Pass)]
        return (legal[0], passes[0]) if legal and passes else None

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["plays_when_pass_better"]
    assert reason.rule == "P6" and reason.cards == chosen.cards and set(chosen.cards) <= set(state.hands[state.current_player])
    assert "plays_when_pass_better" not in kinds(prezydent.reasons(observation, best, chosen))


def test_prezydent_a_lead_that_sheds_fewer_cards_is_named_when_nothing_sharper_applies() -> None:
    # P4: a lead may be 1 to 4 cards of a rank; the better lead sheds more at once
    def wanted(o: Any) -> Found | None:
        if o.to_beat is not None:
            return None
        legal = plays(o, PrezydentPlay)
        for chosen in legal:
            for best in legal:
                if len(best.cards) > len(chosen.cards) and [r.kind for r in prezydent.reasons(o, chosen, best)] == ["sheds_fewer"]:
                    return chosen, best
        return None

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["sheds_fewer"]
    assert reason.rule == "P4" and reason.cards == best.cards and reason.numbers == {"count": len(best.cards), "played": len(chosen.cards)}
    assert "sheds_fewer" not in kinds(prezydent.reasons(observation, best, chosen))


def farmer_partner(o: Any) -> int | None:
    return None if o.landlord is None or o.seat == o.landlord else 3 - o.seat - o.landlord


def test_doudizhu_the_second_pass_after_the_landlords_play_is_named() -> None:
    # D20: after two passes in a row the last seat that played leads again
    def wanted(o: Any) -> Found | None:
        legal = plays(o, DoudizhuPlay)
        partner_passed = o.trick and o.trick[-1].play is None and o.trick[-1].seat == farmer_partner(o)
        if o.to_beat and o.to_beat.seat == o.landlord and partner_passed and legal:
            return next(a for a in o.legal_actions if a.id == "pass"), legal[0]
        return None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["lets_landlord_lead"]
    assert reason.rule == "D20" and reason.cards == observation.to_beat.cards
    after = state.clone()
    after.apply("pass")
    assert after.current_player == observation.landlord and after.to_beat is None  # the landlord leads anew

    def first_to_answer(o: Any) -> Found | None:  # the landlord's play, the partner still to answer
        legal = plays(o, DoudizhuPlay)
        if o.to_beat and o.to_beat.seat == o.landlord and o.trick and o.trick[-1].seat == o.landlord and legal:
            return next(a for a in o.legal_actions if a.id == "pass"), legal[0]
        return None

    state, observation, chosen, best = position("doudizhu", first_to_answer)
    found = kinds(doudizhu.reasons(observation, chosen, best))
    assert "lets_landlord_lead" not in found and found["passes_when_could_beat"].rule == "D18"
    after = state.clone()
    after.apply("pass")
    assert after.current_player != observation.landlord and after.to_beat == state.to_beat  # the play stands for the partner to answer


def test_doudizhu_a_farmer_overtaking_the_other_farmer_is_named() -> None:
    # D21: either farmer going out wins for both
    def wanted(o: Any) -> Found | None:
        legal = plays(o, DoudizhuPlay)
        if o.to_beat and o.to_beat.seat == farmer_partner(o) and legal:
            return legal[0], next(a for a in o.legal_actions if a.id == "pass")
        return None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["beats_partner"]
    assert reason.rule == "D21" and state.to_beat.seat not in (state.current_player, observation.landlord)
    assert reason.cards == state.to_beat.cards


def test_doudizhu_breaking_a_bomb_is_named_with_the_four_really_held() -> None:
    # D15: four of a rank is a bomb; playing part of it loses the bomb
    def wanted(o: Any) -> Found | None:
        fours = {rank for rank, count in Counter(CARD_RANK[c] for c in o.hand).items() if count == 4}
        legal = plays(o, DoudizhuPlay)
        part = [a for a in legal if a.kind != "bomb" and 0 < sum(CARD_RANK[c] in fours for c in a.cards) < 4]
        keep = [a for a in legal if not any(CARD_RANK[c] in fours for c in a.cards)] + [a for a in o.legal_actions if a.id == "pass"]
        return (part[0], keep[0]) if part and keep else None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["breaks_bomb"]
    ranks = {CARD_RANK[card] for card in reason.cards}
    held = state.hand_cards(state.current_player)
    assert reason.rule == "D15" and len(ranks) == 1 and len(reason.cards) == 4 and set(reason.cards) <= set(held)
    assert "breaks_bomb" not in kinds(doudizhu.reasons(observation, best, chosen))


def test_doudizhu_four_of_a_kind_played_with_two_extras_is_named_against_the_bomb() -> None:
    # D14, D19, D22: four with two is no bomb: it neither beats every play nor doubles the stake
    def wanted(o: Any) -> Found | None:
        legal = plays(o, DoudizhuPlay)
        four_two = [a for a in legal if a.kind in ("four_two_singles", "four_two_pairs")]
        bombs = [a for a in legal if a.kind == "bomb" and four_two and a.main == four_two[0].main]
        return (four_two[0], bombs[0]) if bombs else None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["bomb_as_four_with_two"]
    assert reason.rule == "D14" and sorted(reason.cards) == sorted(best.cards) and set(reason.cards) <= set(state.hand_cards(state.current_player))
    assert "bomb_as_four_with_two" not in kinds(doudizhu.reasons(observation, best, chosen))


def test_doudizhu_a_bomb_left_unused_against_a_play_is_named() -> None:
    # D19: a bomb beats every play that is not a bomb or the rocket
    def wanted(o: Any) -> Found | None:
        legal = plays(o, DoudizhuPlay)
        bombs = [a for a in legal if a.kind in ("bomb", "rocket")]
        other = [a for a in o.legal_actions if not isinstance(a, DoudizhuPlay) or a.kind not in ("bomb", "rocket")]
        return (other[0], bombs[0]) if o.to_beat and bombs and other else None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["misses_bomb"]
    assert reason.rule == "D19" and reason.cards == best.cards and state.to_beat is not None
    assert "misses_bomb" not in kinds(doudizhu.reasons(observation, best, chosen))


def test_doudizhu_a_two_or_a_joker_spent_where_the_better_move_keeps_it_is_named() -> None:
    # D2: the 2 and the jokers rank above every other card
    def wanted(o: Any) -> Found | None:
        legal = [a for a in plays(o, DoudizhuPlay) if a.kind not in ("bomb", "rocket")]
        top = [a for a in legal if any(CARD_RANK[c] >= 12 for c in a.cards)]
        low = [a for a in legal if not any(CARD_RANK[c] >= 12 for c in a.cards)]
        return (top[0], low[0]) if top and low else None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["spends_high_card_early"]
    assert reason.rule == "D2" and reason.cards and all(CARD_RANK[c] >= 12 for c in reason.cards) and set(reason.cards) <= set(chosen.cards)
    assert "spends_high_card_early" not in kinds(doudizhu.reasons(observation, best, chosen))


def test_doudizhu_an_opponents_short_hand_let_stand_or_led_into_is_named() -> None:
    # D21: a player with one or two cards left goes out on the next play that lets them
    def let_stand(o: Any) -> Found | None:
        if o.landlord is None or not o.to_beat or o.card_counts[o.to_beat.seat] > 2 or (o.seat == o.landlord) == (o.to_beat.seat == o.landlord):
            return None
        legal = plays(o, DoudizhuPlay)
        return (next(a for a in o.legal_actions if a.id == "pass"), legal[0]) if legal else None

    state, observation, chosen, best = position("doudizhu", let_stand)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["lets_short_hand_play_stand"]
    assert reason.rule == "D21" and reason.cards == state.to_beat.cards and reason.numbers["count"] == len(state.hand_cards(state.to_beat.seat)) <= 2

    def leads_into(o: Any) -> Found | None:
        if o.landlord is None or o.to_beat or o.seat == o.landlord or o.card_counts[o.landlord] != 1:
            return None
        singles = [a for a in plays(o, DoudizhuPlay) if a.kind == "single"]
        longer = [a for a in plays(o, DoudizhuPlay) if a.kind not in ("single", "pair")]
        return (singles[0], longer[0]) if singles and longer else None

    state, observation, chosen, best = position("doudizhu", leads_into)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["leads_into_short_hand"]
    assert reason.rule == "D21" and reason.numbers["count"] == len(state.hand_cards(observation.landlord)) == 1


def test_doudizhu_a_lead_that_sheds_fewer_cards_is_named_when_nothing_sharper_applies() -> None:
    # D17, D21: the deal ends with the last card; the better lead sheds more at once
    def wanted(o: Any) -> Found | None:
        if o.to_beat or o.landlord is None:
            return None
        legal = sorted(plays(o, DoudizhuPlay), key=lambda a: len(a.cards))
        for chosen in legal:
            for best in reversed(legal):
                if len(best.cards) > len(chosen.cards) and not doudizhu.reasons(o, chosen, best)[:-1]:
                    found = doudizhu.reasons(o, chosen, best)
                    if [r.kind for r in found] == ["sheds_fewer"]:
                        return chosen, best
        return None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["sheds_fewer"]
    assert reason.rule == "D17" and reason.numbers == {"count": len(best.cards), "played": len(chosen.cards)} and reason.cards == best.cards
    assert "sheds_fewer" not in kinds(doudizhu.reasons(observation, best, chosen))


def chain_runs(held: Counter[int], width: int, shortest: int) -> list[range]:
    """The maximal runs of ``shortest`` or more consecutive ranks 3..A held ``width`` times or more (D8–D11)."""
    runs, run = [], []
    for rank in range(13):  # the 2 (index 12) is in no chain
        if held[rank] >= width and rank < 12:
            run.append(rank)
            continue
        if len(run) >= shortest:
            runs.append(range(run[0], run[-1] + 1))
        run = []
    return runs


@pytest.mark.parametrize(("width", "shortest", "rule"), [(1, 5, "D8"), (2, 3, "D9"), (3, 2, "D10")])
def test_doudizhu_splitting_a_chain_is_named_with_the_chain_really_held(width: int, shortest: int, rule: str) -> None:
    # D8-D10: a straight, pair sequence or airplane core split so that none of its kind is left in its ranks
    def wanted(o: Any) -> Found | None:
        held = Counter(CARD_RANK[c] for c in o.hand)
        legal = plays(o, DoudizhuPlay)
        for run in chain_runs(held, width, shortest):
            split = [a for a in legal if a.kind in ("single", "pair", "triple") and a.main in run]
            split = [a for a in split if not any(set(r) <= set(run) for r in chain_runs(held - Counter(CARD_RANK[c] for c in a.cards), width, shortest))]
            keep = [a for a in legal if not any(CARD_RANK[c] in run for c in a.cards)] + [a for a in o.legal_actions if a.id == "pass"]
            if split and keep:
                return split[0], keep[0]
        return None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["breaks_chain"]
    seat = state.current_player
    held = Counter(CARD_RANK[card] for card in state.hand_cards(seat))
    ranks = Counter(CARD_RANK[card] for card in reason.cards)
    assert reason.rule == rule and set(reason.cards) <= set(state.hand_cards(seat))
    assert set(ranks.values()) == {width} and [range(min(ranks), max(ranks) + 1)] == [r for r in chain_runs(held, width, shortest) if min(ranks) in r]
    assert CARD_RANK[chosen.cards[0]] in ranks  # the play takes from the chain
    after = state.clone()
    after.apply(chosen.id)
    left = Counter(CARD_RANK[card] for card in after.hand_cards(seat))
    assert not any(set(r) <= set(ranks) for r in chain_runs(left, width, shortest))  # none of its kind left in its ranks
    assert "breaks_chain" not in kinds(doudizhu.reasons(observation, best, chosen))
    whole = next((a for a in plays(observation, DoudizhuPlay) if sorted(a.cards) == sorted(reason.cards)), None)
    if whole is not None:  # playing the chain itself splits nothing
        assert "breaks_chain" not in kinds(doudizhu.reasons(observation, whole, best))


# -- Tarok ---------------------------------------------------------------------------------------------------------
def cards(o: Any) -> list[str]:
    return [action.card for action in o.legal_actions]


def play_of(o: Any, card: str) -> Action:
    return next(action for action in o.legal_actions if action.card == card)


def test_tarok_the_duty_in_force_is_named_with_its_rule() -> None:
    # T10: a suit card led must be followed by that suit if able
    def wanted(o: Any) -> Found | None:
        if o.duty and o.duty["rule"] == "T10" and len(o.legal_actions) > 1:
            return o.legal_actions[0], o.legal_actions[1]
        return None

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["must_follow"]
    assert reason.rule == "T10" and set(reason.cards) == {action.id.removeprefix("play:") for action in state.legal_actions()}


def test_tarok_a_tarok_spent_where_a_suit_card_would_do_is_named() -> None:
    # T14: a tarok takes any trick; leading one where a suit card was better spends it
    def wanted(o: Any) -> Found | None:
        taroks = [c for c in cards(o) if KIND[c] == TRUMP]
        suits = [c for c in cards(o) if KIND[c] not in (TRUMP, "F")]
        return (play_of(o, taroks[0]), play_of(o, suits[0])) if taroks and suits else None

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["wastes_trump"]
    assert reason.rule == "T14" and reason.cards == (chosen.card,) and chosen.card in state.hands[state.current_player]
    assert "wastes_trump" not in kinds(tarok.reasons(observation, best, chosen))


def test_tarok_a_scoring_card_onto_the_opponents_trick_is_named() -> None:
    # T19: the card's points go to the trick's taker
    def wanted(o: Any) -> Found | None:
        if len(o.trick) != o.trick_size - 1:
            return None
        trick = [c for _, c in o.trick]
        lost = [c for c in cards(o) if card_points(c) and tarok_winner([*trick, c], o.leader) != o.seat]
        cheaper = [c for c in cards(o) if c not in lost and (not card_points(c) or tarok_winner([*trick, c], o.leader) == o.seat)]
        return (play_of(o, lost[0]), play_of(o, cheaper[0])) if lost and cheaper else None

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["gives_points"]
    me = state.current_player
    after = state.clone()
    after.apply(chosen.id)
    assert reason.rule == "T19" and reason.numbers == {"points": card_points(chosen.card)} and card_points(chosen.card) > 0
    assert after.tricks_won[1 - me] == state.tricks_won[1 - me] + 1  # the opponent took that trick


def test_tarok_a_scoring_card_the_opponent_may_take_names_hidden_cards_only_as_possibilities() -> None:
    # T14, T15, T19: with the stock not empty the opponent's hand is hidden; the cards named are
    # cards the seat has not seen, each of which would take the trick if the opponent holds it
    def wanted(o: Any) -> Found | None:
        if o.opponent_hand is not None or len(o.trick) != o.trick_size - 2:
            return None
        scoring = [c for c in cards(o) if card_points(c)]
        blank = [c for c in cards(o) if not card_points(c)]
        return (play_of(o, scoring[0]), play_of(o, blank[0])) if scoring and blank else None

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["if_opponent_holds"]
    seen = set(observation.hand) | set(observation.played)
    trick = [c for _, c in observation.trick]
    assert reason.rule == "T19" and reason.cards and not set(reason.cards) & seen and reason.numbers["count"] >= len(reason.cards)
    assert all(tarok_winner([*trick, chosen.card, card], observation.leader) != observation.seat for card in reason.cards)
    assert not set(reason.cards) <= set(state.hands[1 - state.current_player])  # a possibility, not the opponent's hand


def test_tarok_a_last_card_that_leaves_a_scoring_trick_to_the_opponent_is_named() -> None:
    # T14, T15, T19: the trick's last card decides who takes its points
    def wanted(o: Any) -> Found | None:
        if len(o.trick) != o.trick_size - 1:
            return None
        trick = [c for _, c in o.trick]
        lost = [c for c in cards(o) if tarok_winner([*trick, c], o.leader) != o.seat]
        won = [c for c in cards(o) if tarok_winner([*trick, c], o.leader) == o.seat]
        if not lost or not won or not sum(card_points(c) for c in [*trick, lost[0]]):
            return None
        return play_of(o, lost[0]), play_of(o, won[0])

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["leaves_trick"]
    after = state.clone()
    after.apply(chosen.id)
    me = state.current_player
    assert reason.rule in ("T14", "T15") and reason.cards == (best.card,) and after.tricks_won[1 - me] == state.tricks_won[1 - me] + 1
    assert reason.numbers["points"] == sum(card_points(c) for _, c in observation.trick) + card_points(chosen.card) > 0


def test_tarok_a_scoring_suit_card_led_where_a_cheaper_lead_was_better_is_named() -> None:
    # T11, T19: an opponent void in the suit must answer with a tarok, which takes the card's points
    def wanted(o: Any) -> Found | None:
        if o.trick:
            return None
        scoring = [c for c in cards(o) if card_points(c) and KIND[c] not in (TRUMP, "F")]
        cheaper = [c for c in cards(o) if scoring and card_points(c) < card_points(scoring[0])]
        return (play_of(o, scoring[0]), play_of(o, cheaper[0])) if cheaper else None

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["leads_points"]
    assert reason.rule == "T19" and reason.numbers == {"points": card_points(chosen.card)} and not state.trick
    assert "leads_points" not in kinds(tarok.reasons(observation, best, chosen))


def test_tarok_what_makes_the_better_lead_better_is_named_from_the_seen_cards_only() -> None:
    # T11: a tarok led must be answered with a tarok; T15: the top card of a suit still out loses only to a tarok
    def draws(o: Any) -> Found | None:
        if o.trick:
            return None
        blank = [c for c in cards(o) if not card_points(c) and KIND[c] not in (TRUMP, "F")]
        taroks = [c for c in cards(o) if KIND[c] == TRUMP]
        leads = [(play_of(o, c), play_of(o, taroks[0])) for c in blank] if taroks else []
        # T13: a blank lead that binds the next card to scoring cards is named for that instead (a sharper fact)
        return next((pair for pair in leads if "lead_binds_points" not in kinds(tarok.reasons(o, *pair))), None)

    state, observation, chosen, best = position("tarok", draws)
    found = kinds(tarok.reasons(observation, chosen, best))
    assert found["lead_draws_taroks"].rule == "T11" and found["lead_draws_taroks"].cards == (best.card,)

    def tops(o: Any) -> Found | None:
        if o.trick:
            return None
        seen = set(o.hand) | set(o.played)
        top = [c for c in cards(o) if KIND[c] not in (TRUMP, "F") and all(d in seen for d in TAROK_DECK if KIND[d] == KIND[c] and TAROK_DECK.index(d) < TAROK_DECK.index(c))]
        other = [c for c in cards(o) if not card_points(c) and KIND[c] not in (TRUMP, "F") and c not in top]
        leads = [(play_of(o, c), play_of(o, top[0])) for c in other] if top else []
        return next((pair for pair in leads if "lead_binds_points" not in kinds(tarok.reasons(o, *pair))), None)  # T13: as above

    state, observation, chosen, best = position("tarok", tops)
    reason = kinds(tarok.reasons(observation, chosen, best))["lead_tops_suit"]
    hidden_higher = [d for d in TAROK_DECK if KIND[d] == KIND[best.card] and TAROK_DECK.index(d) < TAROK_DECK.index(best.card) and d not in observation.hand and d not in observation.played]
    assert reason.rule == "T15" and reason.cards == (best.card,) and not hidden_higher


# -- Koalicje ------------------------------------------------------------------------------------------------------
def test_koalicje_overtaking_a_partners_trick_is_named() -> None:
    # K4: a partner's trick earns the seat its votes anyway
    def wanted(o: Any) -> Found | None:
        if o.phase != "play" or not o.trick or not o.standings:
            return None
        holder = koalicje_winner(o.trick, o.trump_suits)
        if holder == o.seat or holder not in o.standings[o.seat].counts:
            return None
        over = [a for a in o.legal_actions if koalicje_winner((*o.trick, (o.seat, a.card)), o.trump_suits) == o.seat]
        under = [a for a in o.legal_actions if a not in over]
        return (over[0], under[0]) if over and under else None

    state, observation, chosen, best = position("koalicje", wanted)
    reason = kinds(koalicje.reasons(observation, chosen, best))["beats_partner"]
    partner, card = next((seat, card) for seat, card in state.trick if card == reason.cards[0])
    assert reason.rule == "K4" and partner != state.current_player and partner in observation.standings[state.current_player].partners


def test_koalicje_a_last_card_that_leaves_the_trick_to_a_rival_is_named() -> None:
    # K24, K25: the last card decides the trick; a rival's trick earns the seat nothing
    def wanted(o: Any) -> Found | None:
        if o.phase != "play" or len(o.trick) != 3 or not o.standings:
            return None
        counts = o.standings[o.seat].counts
        winner = {a.id: koalicje_winner((*o.trick, (o.seat, a.card)), o.trump_suits) for a in o.legal_actions}
        lost = [a for a in o.legal_actions if winner[a.id] not in counts]
        won = [a for a in o.legal_actions if winner[a.id] in counts]
        return (lost[0], won[0]) if lost and won else None

    state, observation, chosen, best = position("koalicje", wanted)
    reason = kinds(koalicje.reasons(observation, chosen, best))["gives_trick_to_rival"]
    me = state.current_player
    after = state.clone()
    after.apply(chosen.id)
    taker = reason.numbers["seat"]
    assert reason.rule == "K24" and taker not in observation.standings[me].counts
    assert after.tricks_taken[taker] == state.tricks_taken[taker] + 1 and reason.numbers["votes"] == observation.standings[me].rate


def test_koalicje_a_trump_spent_where_the_better_move_keeps_it_is_named() -> None:
    # K23, K24: a trump takes the trick it fixes; spent now, it takes no later one
    def wanted(o: Any) -> Found | None:
        if o.phase != "play" or not o.trump_suits or not o.standings:
            return None
        trumps = [a for a in o.legal_actions if a.card[-1] in o.trump_suits]
        other = [a for a in o.legal_actions if a.card[-1] not in o.trump_suits]
        if not trumps or not other or koalicje.reasons(o, trumps[0], other[0])[:1] and koalicje.reasons(o, trumps[0], other[0])[0].kind in ("beats_partner", "gives_trick_to_rival"):
            return None
        return trumps[0], other[0]

    state, observation, chosen, best = position("koalicje", wanted)
    found = kinds(koalicje.reasons(observation, chosen, best))
    reason = found.get("spends_trump") or found["trumps_own_trick"]
    assert reason.cards == (chosen.card,) and chosen.card[-1] in {trump for _, trump in state.trumps}
    if reason.kind == "trumps_own_trick":
        assert reason.rule == "K4" and koalicje_winner(state.trick, observation.trump_suits) in observation.standings[state.current_player].counts
    else:
        assert reason.rule == "K24"
    assert not {"spends_trump", "trumps_own_trick"} & set(kinds(koalicje.reasons(observation, best, chosen)))


def test_koalicje_a_higher_card_than_the_better_move_is_named_as_spent() -> None:
    # K24: the highest card of the trick's suit takes it; a high card spent is gone for later tricks
    def wanted(o: Any) -> Found | None:
        if o.phase != "play" or o.trick or not o.standings:
            return None
        plain = sorted((a for a in o.legal_actions if a.card[-1] not in o.trump_suits), key=lambda a: KOALICJE_DECK.index(a.card))
        high = [a for a in plain if a.card[:-1] in ("A", "K")]
        low = [a for a in plain if a.card[:-1] in ("7", "8", "9")]
        return (high[0], low[0]) if high and low else None

    state, observation, chosen, best = position("koalicje", wanted)
    reason = kinds(koalicje.reasons(observation, chosen, best))["spends_high_card_early"]
    assert reason.rule == "K24" and reason.cards == (chosen.card,) and chosen.card in state.hands[state.current_player]
    assert "spends_high_card_early" not in kinds(koalicje.reasons(observation, best, chosen))


# -- the analysis: verdicts by the bars, the value reason, twin deals ------------------------------------------------
DECKS = {"prezydent": french_deck(), "doudizhu": list(DOUDIZHU_DECK), "tarok": list(TAROK_DECK), "koalicje": list(KOALICJE_DECK)}


def explicit_deal(game_id: str, seed: int) -> dict[str, Any]:
    """A shuffled ``deal`` option (every game's explicit deal, so that a twin can move hidden cards)."""
    deck = list(DECKS[game_id])  # a copy: the shuffle must not carry over to the next deal
    Rng(seed).shuffle(deck)
    if game_id == "prezydent":
        return {"hands": [deck[i * 13 : (i + 1) * 13] for i in range(4)]}
    if game_id == "doudizhu":
        return {"hands": [deck[i * 17 : (i + 1) * 17] for i in range(3)], "bottom": deck[51:], "first_bidder": 0}
    if game_id == "tarok":
        return {"hands": [deck[:9], deck[9:18]], "stock": deck[18:]}
    return {"hands": [deck[i * 8 : (i + 1) * 8] for i in range(4)], "pool": deck[32:]}


def hidden_holders(deal: dict[str, Any], seat: int) -> list[list[str]]:
    """The lists of a deal another seat or the stock holds (what ``seat`` may not see dealt)."""
    return [hand for other, hand in enumerate(deal["hands"]) if other != seat] + [deal[key] for key in ("bottom", "stock", "pool") if key in deal]


def shown(observation: Observation, card: str) -> bool:
    return f'"{card}"' in json.dumps(observation.to_json())


def replayed(game_id: str, deal: dict[str, Any], actions: list[str]) -> State | None:
    """The state after ``actions`` from ``deal``, or ``None`` if one of them is illegal there."""
    state = GAMES[game_id].new_state({"deal": deal}, 0)
    try:
        for action_id in actions:
            state.apply(action_id)
    except ValueError:
        return None
    return state


def twin(game_id: str, deal: dict[str, Any], actions: list[str], seat: int) -> dict[str, Any]:
    """The same deal with two cards hidden from ``seat`` at the end of ``actions`` swapped between two holders,
    such that the same moves replay and ``seat`` sees exactly the same there, while another hand differs."""
    state = replayed(game_id, deal, actions)
    seen = state.observation(seat)
    holders = hidden_holders(deal, seat)
    for a, b in itertools.combinations(range(len(holders)), 2):
        for x, y in itertools.product(holders[a], holders[b]):
            if x == y or shown(seen, x) or shown(seen, y) or x[-1] != y[-1]:  # same suit letter: the same duties to follow
                continue
            other = copy.deepcopy(deal)
            mine = hidden_holders(other, seat)
            mine[a][mine[a].index(x)], mine[b][mine[b].index(y)] = y, x
            after = replayed(game_id, other, actions)
            if after is None or after.observation(seat).to_json() != seen.to_json():
                continue
            if any(sorted(after.observation(s).hand) != sorted(state.observation(s).hand) for s in range(len(deal["hands"])) if s != seat):
                return other
    raise AssertionError(f"no twin of this {game_id} position")


def late_decision(game_id: str, seed: int, cards_left: int) -> tuple[dict[str, Any], list[str], Observation]:
    """A deal, the moves before a searched decision of the player to move with at most ``cards_left`` cards, and its observation:
    in the first deal from ``seed`` on that has one (normal plays every seat)."""
    for deal_seed in range(seed, seed + 20):
        deal = explicit_deal(game_id, deal_seed)
        state = GAMES[game_id].new_state({"deal": deal}, 0)
        while not state.is_terminal:
            seat = state.current_player
            observation = state.observation(seat)
            candidates = BUNDLES[game_id].analyst.candidates(observation)
            hidden = game_id != "tarok" or observation.opponent_hand is None
            if len(observation.hand) <= cards_left and candidates and len(candidates) > 1 and hidden and getattr(observation, "phase", "play") == "play":
                return deal, [*state.record().actions], observation
            state.apply(computers.choose(game_id, "normal", observation, computers.decision_rng(deal_seed, len(state.history), seat)))
    raise AssertionError(f"no late decision in {game_id} deals {seed} to {seed + 19}")


CARDS_LEFT = {"prezydent": 4, "doudizhu": 5, "tarok": 9, "koalicje": 3}


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """A quarter of the page's budget for a game's analyses (identity and bars hold at any budget)."""

    def apply(game_id: str) -> None:
        analyst = BUNDLES[game_id].analyst
        monkeypatch.setitem(BUNDLES, game_id, dataclasses.replace(BUNDLES[game_id], analyst=dataclasses.replace(analyst, iterations=analyst.iterations // 4)))

    return apply


@pytest.mark.parametrize("game_id", ["prezydent", "doudizhu", "tarok", "koalicje"])
def test_twin_deals_give_the_same_verdict_and_reasons(game_id: str, quick: Callable[[str], None]) -> None:
    # P19, D6, K19, T3: what the seat could not see at the decision changes nothing of its analysis
    quick(game_id)
    for seed in range(3, 12):  # the first late decision whose worst move the analysis finds wanting
        deal, actions, observation = late_decision(game_id, seed, CARDS_LEFT[game_id])
        move = len(actions)
        probe = analyse_observation(game_id, observation, observation.legal_actions[0], move, 0)
        worst = min(probe.values, key=lambda pair: pair[1])[0]
        record = Record(game_id, {"deal": deal}, 0, [*actions, worst.id])
        first = analyse(record, observation.seat, move).to_json()
        if first["verdict"] != "good":
            break
    assert first["verdict"] != "good" and first["reasons"][-1]["kind"] == "better_move_value"
    other = twin(game_id, deal, actions, observation.seat)
    twin_record = Record(game_id, {"deal": other}, 0, [*actions, worst.id])
    assert first == analyse(twin_record, observation.seat, move).to_json()


@pytest.mark.parametrize("game_id", ["prezydent", "doudizhu", "tarok", "koalicje"])
def test_the_verdict_follows_the_games_bars_and_the_value_reason_states_the_loss(game_id: str, quick: Callable[[str], None]) -> None:
    quick(game_id)
    deal, actions, observation = late_decision(game_id, 5, CARDS_LEFT[game_id])
    bars = BUNDLES[game_id].analyst.thresholds
    assert 0 < bars.inaccuracy < bars.mistake < bars.blunder
    for action in observation.legal_actions:
        decision = analyse_observation(game_id, observation, action, len(actions), 0)
        reply = decision.to_json()
        expected = "blunder" if decision.loss > bars.blunder else "mistake" if decision.loss > bars.mistake else "inaccuracy" if decision.loss > bars.inaccuracy else "good"
        assert reply["verdict"] == expected and reply["thresholds"] == {"inaccuracy": bars.inaccuracy, "mistake": bars.mistake, "blunder": bars.blunder}
        assert reply["mistake"] == (expected in ("mistake", "blunder")) and reply["threshold"] == bars.mistake
        if expected == "good":
            assert reply["reasons"] == []
        else:
            value = reply["reasons"][-1]
            assert value["kind"] == "better_move_value" and abs(value["best"] - value["played"] - decision.loss) <= 0.01
            assert value["cards"] == list(cards_of(decision.best))


def test_forced_and_unanalysed_decisions_say_so() -> None:
    # D3: bidding is left to the normal level; a single legal move is forced
    state = GAMES["doudizhu"].new_state({}, 1)
    decision = analyse_observation("doudizhu", state.observation(state.current_player), state.legal_actions()[0], 0, 0)
    assert decision.verdict == "unanalysed" and decision.to_json()["reasons"] == []
    for state in normal_deal("tarok", 5):
        observation = state.observation(state.current_player)
        if len(observation.legal_actions) == 1:
            assert analyse_observation("tarok", observation, observation.legal_actions[0], len(state.history), 0).verdict == "forced"
            return
    raise AssertionError("no forced decision")


# -- python -m karciarnia review: the same words as the page -------------------------------------------------------
def opening(game_id: str, seed: int, moves: int) -> Record:
    """The first ``moves`` moves of a deal the easy AIs play (easy: it makes mistakes to explain)."""
    state = GAMES[game_id].new_state({}, seed)
    for _ in range(moves):
        seat = state.current_player
        state.apply(computers.choose(game_id, "easy", state.observation(seat), computers.decision_rng(seed, len(state.history), seat)))
    return state.record()


def review(path: Path, *args: str) -> list[str]:
    out = io.StringIO()
    assert cli.main(["review", str(path), *args], stdout=out) == 0
    return out.getvalue().splitlines()


def test_review_words_the_verdicts_and_reasons_in_every_language(tmp_path: Path, quick: Callable[[str], None]) -> None:
    # P5: the easy level splits a pair in this opening; the terminal says so in either language
    # (a smaller budget than the page's: the words are checked here, not the values)
    quick("prezydent")
    record = opening("prezydent", 0, 5)
    path = tmp_path / "opening.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    analysed = analyse_deal(record, 0)
    decisions = analysed.decisions
    marked = [decision for decision in decisions if decision.reasons]
    assert marked and any(reason.kind == "breaks_combination" for decision in marked for reason in decision.reasons)
    said = {lang: review(path, "--lang", lang) for lang in wording.LANGUAGES}
    for lang, lines in said.items():
        for decision in decisions:
            row = next(line for line in lines if line.split()[0] == str(analysed.step(decision.move)))
            assert wording.verdict_text(lang, decision.verdict) in row
            following = lines[lines.index(row) + 1 : lines.index(row) + 1 + len(decision.reasons)]
            assert following == [f"       - {wording.reason_text(lang, reason.to_json(), 'points')}" for reason in decision.reasons]
    assert cli.build_parser().parse_args(["review", str(path)]).lang == "pl"  # Polish first
    english, polish = "\n".join(said["en"]), "\n".join(said["pl"])
    assert "It splits your" in english and "(rule P5)" in english and "Rozbija twoje" in polish and "(zasada P5)" in polish
    assert "Lepszy ruch" in polish and "punktu" in polish  # a fraction of a point: Polish "other" form
    assert said["pl"][0].startswith("prezydent, miejsce 0, rozdanie ") and "wartości w punktach" in said["pl"][0]
    assert said["pl"][1].split() == ["krok", "zagrane", "lepsze", "strata"]  # the header's words too
    assert said["en"][1].split() == ["step", "played", "preferred", "loss"]
    chinese = "\n".join(said["zh"])
    assert "它拆散了你的" in chinese and "（规则 P5）" in chinese and "更好的一手" in chinese and " 分" in chinese
    assert said["zh"][0].startswith("prezydent，座位 0，第 ") and said["zh"][1].split() == ["步", "所出", "更佳", "损失"]


def test_review_refuses_a_record_that_does_not_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = opening("prezydent", 0, 3).to_json()
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"record": {**record, "actions": [*record["actions"], "play:XX"]}}), encoding="utf-8")
    assert cli.main(["review", str(path), "--lang", "en"], stdout=io.StringIO()) == 2
    error = capsys.readouterr().err
    assert error.startswith("karciarnia: error: ") and "breaks at action 3" in error and error.count("\n") == 1


def test_polish_plurals_follow_the_page_rules() -> None:
    # Intl.PluralRules("pl"): 1 one; 2–4, 22–24 few; 5–21, 25 many; fractions other
    forms = {count: wording.plural_form("pl", count) for count in (1, 2, 4, 5, 12, 22, 25, 1.5, -1, -7)}
    assert forms == {1: "one", 2: "few", 4: "few", 5: "many", 12: "many", 22: "few", 25: "many", 1.5: "other", -1: "one", -7: "many"}
    assert [wording.plural_form("en", count) for count in (1, 2, 1.5)] == ["one", "other", "other"]
    assert wording.amount("pl", 1.5, "votes") == "1,5 głosu" and wording.amount("en", 1, "points") == "1 point"
    # Intl.PluralRules("zh"): every number is "other"; Chinese keeps the decimal point
    assert {wording.plural_form("zh", count) for count in (0, 1, 2, 5, 1.5, -1)} == {"other"}
    assert wording.amount("zh", 1.5, "votes") == "1.5 票" and wording.amount("zh", 1, "points") == "1 分"


def test_every_language_words_every_message_with_the_same_placeholders() -> None:
    # the page and the terminal read the same files: each language has every key of English, with its placeholders
    english = wording.messages("en")
    for lang in wording.LANGUAGES:
        messages = wording.messages(lang)
        assert sorted(messages) == sorted(english), lang
        for key, message in english.items():
            said = messages[key]
            assert isinstance(said, str) == isinstance(message, str), (lang, key)
            forms = [said] if isinstance(said, str) else list(said.values())
            assert isinstance(said, str) or "other" in said, (lang, key)  # the form every language falls back to
            wanted = set(re.findall(r"\{\w+\}", message if isinstance(message, str) else message["other"]))
            assert all(set(re.findall(r"\{\w+\}", form)) == wanted for form in forms), (lang, key)


@pytest.mark.parametrize("lang", wording.LANGUAGES)
def test_the_terminal_joins_a_reasons_cards_as_the_page_does(lang: str) -> None:
    # The terminal's review joins cards as the page's Intl.ListFormat ("and" lists) does in each language.
    lists = [["7♥"], ["7♥", "7♦"], ["7♥", "7♦", "7♠"], ["3", "4", "5", "6"]]
    tag = "zh-Hans" if lang == "zh" else lang
    script = f"const f = new Intl.ListFormat({json.dumps(tag)}, {{type: 'conjunction'}}); console.log(JSON.stringify({json.dumps(lists)}.map((l) => f.format(l))))"
    page = json.loads(subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True).stdout)
    assert [wording.list_text(lang, items) for items in lists] == page
    reason = {"kind": "passes_when_could_play", "rule": "P6", "cards": ["7♥", "7♦"]}
    assert page[1] in wording.reason_text(lang, reason, "points")
