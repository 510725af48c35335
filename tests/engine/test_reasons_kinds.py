"""The reason kinds that say more of the marked decisions in words (issue 32): each is given where the position
shows it and not where it does not, checked on positions of seeded normal deals against the state itself."""

from __future__ import annotations

from collections import Counter
from typing import Any

from test_reasons import Found, kinds, play_of, plays, position

from karciarnia.cards import rank_of
from karciarnia.games.doudizhu import reasons as doudizhu
from karciarnia.games.doudizhu.combos import CARD_RANK, Play as DoudizhuPlay
from karciarnia.games.prezydent import reasons as prezydent
from karciarnia.games.prezydent.plays import RANK_VALUE, Play as PrezydentPlay
from karciarnia.games.tarok import reasons as tarok
from karciarnia.games.tarok.game import card_points, trick_winner as tarok_winner


def pass_of(o: Any) -> Any:
    return next(a for a in o.legal_actions if a.id == "pass")


# -- Prezydent -------------------------------------------------------------------------------------------------
def prezydent_pair(o: Any, kind: str, lead: bool) -> Found | None:
    """Two plays of ``o`` (a lead or an answer) of which the first, against the second, is given ``kind``."""
    if (o.to_beat is None) != lead:
        return None
    legal = plays(o, PrezydentPlay)
    return next(((a, b) for a in legal for b in legal if kind in kinds(prezydent.reasons(o, a, b))), None)


def test_prezydent_a_better_move_nothing_still_out_beats_is_named() -> None:
    # P5, P7: a play no other hand can beat takes the trick, and its player leads the next one
    state, observation, chosen, best = position("prezydent", lambda o: prezydent_pair(o, "best_stands", lead=False))
    reason = kinds(prezydent.reasons(observation, chosen, best))["best_stands"]
    assert reason.rule == "P7" and reason.cards == best.cards
    me = state.current_player
    after = state.clone()
    after.apply(best.id)
    while after.current_player != me:  # every other hand can only pass: the trick comes back to the seat
        assert [action.id for action in after.legal_actions()] == ["pass"]
        after.apply("pass")
    assert after.to_beat is None  # it leads the next trick
    assert "best_stands" not in kinds(prezydent.reasons(observation, best, chosen))  # the move played can be beaten


def test_prezydent_a_play_to_beat_that_more_cards_still_out_beat_is_named() -> None:
    # P5: only a higher set beats a set; the better move leaves fewer cards in the other hands that do
    def wanted(o: Any) -> Found | None:
        found = prezydent_pair(o, "harder_to_beat", lead=False)
        return found if found and len(found[0].cards) == 1 and not o.reversed else None

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["harder_to_beat"]
    others = [card for seat, hand in enumerate(state.hands) if seat != state.current_player for card in hand]

    def beaters(play: Any) -> int:  # the other hands' cards of a higher rank (each beats a single, P5)
        return sum(RANK_VALUE[rank_of(card)] > RANK_VALUE[rank_of(play.cards[0])] for card in others)

    assert reason.rule == "P5" and reason.cards == best.cards and reason.numbers == {"count": beaters(best), "played": beaters(chosen)}
    assert 0 < beaters(best) < beaters(chosen)
    assert "harder_to_beat" not in kinds(prezydent.reasons(observation, best, chosen))


def lower_singles(o: Any, play: Any) -> list[Any]:
    return [a for a in plays(o, PrezydentPlay) if len(a.cards) == 1 and RANK_VALUE[rank_of(a.cards[0])] < RANK_VALUE[rank_of(play.cards[0])]]


def test_prezydent_a_lead_a_player_with_as_many_cards_left_may_beat_is_named() -> None:
    # P5, P9: a player with one card left goes out on any lower single led
    def wanted(o: Any) -> Found | None:
        if o.to_beat is not None or o.reversed:
            return None
        legal = plays(o, PrezydentPlay)
        singles = [a for a in legal if len(a.cards) == 1 and lower_singles(o, a)]
        return next(((a, b) for a in singles for b in legal if "leads_into_short_hand" in kinds(prezydent.reasons(o, a, b))), None)

    state, observation, chosen, best = position("prezydent", wanted)
    reason = kinds(prezydent.reasons(observation, chosen, best))["leads_into_short_hand"]
    assert reason.rule == "P9" and reason.cards == chosen.cards and reason.numbers == {"count": 1}
    short = [hand for seat, hand in enumerate(state.hands) if seat != state.current_player and len(hand) == 1]
    assert short and state.to_beat is None
    for lower in lower_singles(observation, chosen):  # a lower single is no better against that player: not named
        assert "leads_into_short_hand" not in kinds(prezydent.reasons(observation, chosen, lower))


# -- Dou Dizhu ---------------------------------------------------------------------------------------------------
def held_ranks(o: Any) -> Counter[int]:
    return Counter(CARD_RANK[card] for card in o.hand)


def test_doudizhu_splitting_a_pair_or_triple_is_named_with_the_cards_really_held() -> None:
    # D7: a pair and a triple are plays of their own; a single taken from them leaves them split
    def wanted(o: Any) -> Found | None:
        held = held_ranks(o)
        singles = [a for a in plays(o, DoudizhuPlay) if a.kind == "single"]
        split = [a for a in singles if held[a.main] in (2, 3)]
        whole = [a for a in singles if held[a.main] == 1]
        return (split[0], whole[0]) if split and whole else None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["breaks_combination"]
    rank = CARD_RANK[chosen.cards[0]]
    assert reason.rule == "D7" and set(reason.cards) == {c for c in state.hand_cards(state.current_player) if CARD_RANK[c] == rank}
    assert reason.numbers == {"held": len(reason.cards), "played": 1} and len(reason.cards) in (2, 3)
    assert "breaks_combination" not in kinds(doudizhu.reasons(observation, best, chosen))  # a single held alone splits nothing
    together = next((a for a in plays(observation, DoudizhuPlay) if sorted(a.cards) == sorted(reason.cards)), None)
    if together is not None:  # the pair or triple played whole is not split
        assert "breaks_combination" not in kinds(doudizhu.reasons(observation, together, best))


def test_doudizhu_a_higher_single_pair_or_triple_than_the_better_move_is_named_when_nothing_sharper_applies() -> None:
    # D18: plays of one kind compare by rank; the higher cards spent are gone for later tricks
    def wanted(o: Any) -> Found | None:
        legal = [a for a in plays(o, DoudizhuPlay) if a.kind in ("single", "pair", "triple")]
        for high in legal:
            for low in legal:
                if high.kind == low.kind and high.main > low.main and [r.kind for r in doudizhu.reasons(o, high, low)] == ["higher_than_needed"]:
                    return high, low
        return None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["higher_than_needed"]
    assert reason.rule == "D18" and reason.cards == chosen.cards and reason.numbers == {"count": len(best.cards)}
    assert set(chosen.cards) <= set(state.hand_cards(state.current_player))
    assert "higher_than_needed" not in kinds(doudizhu.reasons(observation, best, chosen))  # the lower play is not named


def test_doudizhu_a_play_where_passing_was_better_is_named() -> None:
    # D18: a follower may pass and keep the cards for a later trick
    def wanted(o: Any) -> Found | None:
        legal = plays(o, DoudizhuPlay)
        return (legal[0], pass_of(o)) if o.to_beat and legal else None

    state, observation, chosen, best = position("doudizhu", wanted)
    reason = kinds(doudizhu.reasons(observation, chosen, best))["plays_when_pass_better"]
    assert reason.rule == "D18" and reason.cards == chosen.cards and state.to_beat is not None
    assert "plays_when_pass_better" not in kinds(doudizhu.reasons(observation, best, chosen))  # the pass is not named so


# -- Tarok ---------------------------------------------------------------------------------------------------------
def opponent_replies(state: Any, lead: str) -> list[Any]:
    """The states after ``lead`` and each card the opponent may really answer it with."""
    after = state.clone()
    after.apply("play:" + lead)
    replies = []
    for action in after.legal_actions():
        reply = after.clone()
        reply.apply(action)
        replies.append(reply)
    return replies


def test_tarok_a_lead_that_binds_the_next_card_to_scoring_cards_is_named() -> None:
    # T10, T13: the leader's second card of a trick must follow the led suit too, here with scoring cards only
    def wanted(o: Any) -> Found | None:
        if o.trick or o.trick_size < 4:
            return None
        for lead in [a.card for a in o.legal_actions]:
            for other in [a.card for a in o.legal_actions]:
                if "lead_binds_points" in kinds(tarok.reasons(o, play_of(o, lead), play_of(o, other))):
                    return play_of(o, lead), play_of(o, other)
        return None

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["lead_binds_points"]
    assert reason.rule == "T13" and reason.cards and all(card_points(card) for card in reason.cards) and reason.numbers == {"count": len(reason.cards)}
    for reply in opponent_replies(state, chosen.card):  # whatever the opponent really answers, the next card scores
        legal = [action.card for action in reply.legal_actions()]
        assert reply.current_player == state.current_player and set(legal) <= set(reason.cards)
    assert any(not card_points(action.card) for reply in opponent_replies(state, best.card) for action in reply.legal_actions())
    assert "lead_binds_points" not in kinds(tarok.reasons(observation, best, chosen))


def test_tarok_a_scoring_card_onto_a_trick_the_opponent_already_holds_is_named() -> None:
    # T5, T14, T19: the leader's second card is its last of the trick; the opponent holding the trick then takes it
    def wanted(o: Any) -> Found | None:
        if len(o.trick) != 2 or o.trick_size != 4:
            return None
        trick = [c for _, c in o.trick]
        lost = [c for c in [a.card for a in o.legal_actions] if tarok_winner([*trick, c], o.leader) != o.seat]
        scoring = [c for c in lost if card_points(c)]
        blank = [c for c in lost if not card_points(c)]
        return (play_of(o, scoring[0]), play_of(o, blank[0])) if scoring and blank else None

    state, observation, chosen, best = position("tarok", wanted)
    reason = kinds(tarok.reasons(observation, chosen, best))["gives_points"]
    me = state.current_player
    assert reason.rule == "T19" and reason.cards == (chosen.card,) and reason.numbers == {"points": card_points(chosen.card)}
    for reply in opponent_replies(state, chosen.card):  # whatever the opponent really plays last, the trick is theirs
        assert reply.tricks_won[1 - me] == state.tricks_won[1 - me] + 1
    assert "gives_points" not in kinds(tarok.reasons(observation, best, chosen))

    def held(o: Any) -> Found | None:  # the seat's second card keeps the trick: the opponent's last card decides
        if len(o.trick) != 2 or o.trick_size != 4:
            return None
        trick = [c for _, c in o.trick]
        kept = [c for c in [a.card for a in o.legal_actions] if card_points(c) and tarok_winner([*trick, c], o.leader) == o.seat]
        blank = [c for c in [a.card for a in o.legal_actions] if not card_points(c)]
        return (play_of(o, kept[0]), play_of(o, blank[0])) if kept and blank else None

    state, observation, chosen, best = position("tarok", held)
    assert "gives_points" not in kinds(tarok.reasons(observation, chosen, best))
