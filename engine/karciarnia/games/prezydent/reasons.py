"""Prezydent's reasons (P3–P7, P9, P11): a pass when a play was better or a play when a pass was, a broken set, a
top card spent early, a lead a player with as many cards left may beat to go out, a better move that nothing
still out beats, a higher play than the better move needed, a lead that sheds fewer cards.

The house rules reuse those words: a joker spent while the better move keeps it is a top card spent
early (P25), a run of the hand split by the play is a broken combination (P26). A skip the better move
would have caused (P23) has no reason of its own: the value of the better move says it."""

from __future__ import annotations

from collections import Counter
from typing import TypeGuard

from karciarnia.cards import rank_of
from karciarnia.games.prezydent.ai import hand_runs
from karciarnia.games.prezydent.game import PrezydentObservation
from karciarnia.games.prezydent.plays import DECK, JOKER_DECK, JOKER_PLAY, JOKER_SET, ORDER, RANK_VALUE, SET, Play, strength
from karciarnia.protocol import Action, Observation
from karciarnia.reasons.base import Reason

TOP = 11  # P3: the strength of the ace; the 2 above it (in the order in force, P11)
FOUR = 4  # P11: a four played reverses the order


def _play_rank(play: Play) -> str:
    return rank_of(play.cards[0])


def _is_set(action: Action) -> TypeGuard[Play]:
    """A play of one rank with natural cards in it (P4; P25: its jokers stand for the rank)."""
    return isinstance(action, Play) and action.kind == SET


def _jokers(action: Action) -> tuple[str, ...]:
    return tuple(card for card in action.cards if card in JOKER_SET) if isinstance(action, Play) else ()


def _rank(action: Action) -> str | None:
    return _play_rank(action) if _is_set(action) else None


def _strength(observation: PrezydentObservation, rank: str) -> int:
    return strength(RANK_VALUE[rank], observation.reversed)


def _passes(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P6: a pass is final until the trick ends, and a play would have done better."""
    if isinstance(chosen, Play) or not isinstance(best, Play):
        return []
    return [Reason("passes_when_could_play", best.cards, "P6")]


def _breaks_set(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P5: part of a pair/triple/four played leaves fewer cards of that rank to follow with; the better move keeps it."""
    if not isinstance(chosen, Play) or chosen.kind != SET:
        return []
    rank = _play_rank(chosen)
    naturals = len(chosen.cards) - len(_jokers(chosen))
    held = tuple(card for card in observation.hand if card not in JOKER_SET and rank_of(card) == rank)
    best_breaks = _is_set(best) and _play_rank(best) == rank and len(best.cards) - len(_jokers(best)) < len(held)
    if len(held) <= naturals or best_breaks:
        return []
    return [Reason("breaks_combination", held, "P5", {"held": len(held), "played": naturals})]


def _breaks_run(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P26: part of a run of the hand played (in a set or a shorter run) where the better move keeps it whole."""
    if not observation.stairs or not isinstance(chosen, Play):
        return []
    for run in hand_runs(observation.hand):
        taken = run.intersection(chosen.cards)
        kept_by_best = not isinstance(best, Play) or not run.intersection(best.cards) or run <= set(best.cards)
        if taken and taken != run and kept_by_best:
            cards = tuple(card for card in observation.hand if card in run)
            return [Reason("breaks_combination", cards, "P26", {"held": len(run), "played": len(taken)})]
    return []


def _spends_joker(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P25: a joker spent, with cards left to play, where the better move keeps every joker."""
    jokers = _jokers(chosen)
    if not isinstance(chosen, Play) or not jokers or _jokers(best) or len(chosen.cards) == len(observation.hand):
        return []
    return [Reason("spends_high_card_early", jokers, "P25")]


def _spends_top(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P3/P11: an ace or a 2 (of the order in force) played while a lower play was legal, with cards left to play."""
    if not isinstance(chosen, Play) or not chosen.plain:
        return []
    rank = _play_rank(chosen)
    if _strength(observation, rank) < TOP or len(chosen.cards) == len(observation.hand):
        return []
    lower = [a for a in observation.legal_actions if _is_set(a) and _strength(observation, _play_rank(a)) < _strength(observation, rank)]
    best_rank = _rank(best)
    if not lower or (best_rank is not None and _strength(observation, best_rank) >= TOP):
        return []
    return [Reason("spends_high_card_early", chosen.cards, "P11" if observation.reversed else "P3")]


def _higher_than_needed(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P4: as many cards of a higher rank than the better move plays: the higher cards are gone for later tricks."""
    if not isinstance(chosen, Play) or not isinstance(best, Play) or len(chosen.cards) != len(best.cards):
        return []
    if chosen.kind != best.kind or chosen.kind == JOKER_PLAY:  # P26: a run against a run; P25: jokers by their own reason
        return []
    if chosen.strength(observation.reversed) <= best.strength(observation.reversed):
        return []
    return [Reason("higher_than_needed", chosen.cards, "P4", {"count": len(best.cards)})]


def _plays_when_pass_better(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P6: cards spent on a trick the better move lets go by (a pass keeps them for a later one)."""
    if not isinstance(chosen, Play) or isinstance(best, Play):
        return []
    return [Reason("plays_when_pass_better", chosen.cards, "P6")]


def _out(observation: PrezydentObservation) -> Counter[str]:
    """The cards still out (in the other hands: neither in this one nor played, P19) by rank, jokers as ``"*"`` (P25)."""
    deck = JOKER_DECK if observation.jokers else DECK
    return Counter("*" if card in JOKER_SET else rank_of(card) for card in deck - set(observation.hand) - set(observation.played))


def _beaters(observation: PrezydentObservation, play: Play) -> int | None:
    """How many of the cards still out could beat ``play``: the cards of each rank above it (P5; P11 in the order
    the play leaves; P23 an equal one too) still out in enough cards to make as many, and the jokers, which stand
    for a rank or beat a set alone (P25); ``None`` for a run (P26), which this does not weigh."""
    out = _out(observation)
    count = len(play.cards)
    if play.kind == JOKER_PLAY:  # P25: beaten by nothing; with equalize, the other joker equals one
        return out["*"] if observation.equalize and count == 1 else 0
    if play.kind != SET:
        return None
    reversed_after = observation.reversed != (observation.revolution and count == FOUR)  # P11: the four turns the order
    level = play.strength(reversed_after)
    floor = level - 1 if observation.equalize else level  # P23: an equal set answers it too
    ranks = [rank for rank in ORDER if strength(RANK_VALUE[rank], reversed_after) > floor and out[rank] + out["*"] >= count]
    return sum(out[rank] for rank in ranks) + (out["*"] if ranks or out["*"] >= count else 0)


def _best_stands(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P5, P7: nothing still out beats the better move, so it takes the trick and its player leads the next one;
    the move played can be beaten (a pass lets the play to beat stand)."""
    if not isinstance(best, Play) or len(best.cards) == len(observation.hand) or _beaters(observation, best) != 0:
        return []
    if isinstance(chosen, Play) and not _beaters(observation, chosen):
        return []
    return [Reason("best_stands", best.cards, "P7")]


def _harder_to_beat(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P5, P7: a play to beat where fewer of the cards still out beat the better move than the move played (some
    beat both): it is the likelier to take the trick and the next lead."""
    if observation.to_beat is None or not isinstance(chosen, Play) or not isinstance(best, Play):
        return []
    theirs, mine = _beaters(observation, best), _beaters(observation, chosen)
    if not theirs or mine is None or mine <= theirs:
        return []
    return [Reason("harder_to_beat", best.cards, "P5", {"count": theirs, "played": mine})]


def _leads_into_short_hand(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P5, P9: a lead of as many cards as a player still in holds, which the cards still out can beat: that
    player may answer it with their last cards and go out; the better lead is of another size or higher."""
    if observation.to_beat is not None or not isinstance(chosen, Play) or not _beaters(observation, chosen):
        return []
    count = len(chosen.cards)
    short = [seat for seat, held in enumerate(observation.card_counts) if seat != observation.seat and held == count]
    if not short or (isinstance(best, Play) and len(best.cards) == count and best.strength(observation.reversed) <= chosen.strength(observation.reversed)):
        return []
    return [Reason("leads_into_short_hand", chosen.cards, "P9", {"count": count})]


def _sheds_fewer(observation: PrezydentObservation, chosen: Action, best: Action) -> list[Reason]:
    """P4: a lead of fewer cards than the better lead, which brings the last card nearer."""
    if observation.to_beat is not None or not isinstance(chosen, Play) or not isinstance(best, Play) or len(best.cards) <= len(chosen.cards):
        return []
    return [Reason("sheds_fewer", best.cards, "P4", {"count": len(best.cards), "played": len(chosen.cards)})]


def reasons(observation: Observation, chosen: Action, best: Action) -> list[Reason]:
    assert isinstance(observation, PrezydentObservation)
    found = [
        *_passes(observation, chosen, best),
        *_plays_when_pass_better(observation, chosen, best),
        *_breaks_set(observation, chosen, best),
        *_breaks_run(observation, chosen, best),
        *_spends_top(observation, chosen, best),
        *_spends_joker(observation, chosen, best),
        *_leads_into_short_hand(observation, chosen, best),
        *_best_stands(observation, chosen, best),
    ]
    # the plainest facts, when nothing sharper applies
    return found or [*_higher_than_needed(observation, chosen, best), *_harder_to_beat(observation, chosen, best), *_sheds_fewer(observation, chosen, best)]
