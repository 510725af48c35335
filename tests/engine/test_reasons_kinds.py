"""The reason kinds that say more of the marked decisions in words (issue 32): each is given where the position
shows it and not where it does not, checked on positions of seeded normal deals against the state itself."""

from __future__ import annotations

from collections import Counter
from typing import Any

from test_reasons import Found, kinds, plays, position

from karciarnia.games.doudizhu import reasons as doudizhu
from karciarnia.games.doudizhu.combos import CARD_RANK, Play as DoudizhuPlay


def pass_of(o: Any) -> Any:
    return next(a for a in o.legal_actions if a.id == "pass")


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
