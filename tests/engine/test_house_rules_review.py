"""The review with house rules on (P27, D29): every play is analysed in the variant's own rules, and
each reason the review gives is one its words can say.

A whole deal of each game with every house rule on, played by the computers, is analysed as the
page's review asks it (``analyse_deal``): each decision of the seat gets a verdict from the hard
level's search of the variant (jokers, runs and equal plays in Prezydent; the robbed, shown and
doubled stakes in Dou Dizhu, its doubling too), and Dou Dizhu's call, rob and show are listed as not analysed.
"""

from __future__ import annotations

from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.analysis import analyse_deal
from karciarnia.catalog import get_game
from karciarnia.protocol import State
from karciarnia.reasons.wording import reason_text
from karciarnia.verdicts import UNANALYSED

ITERATIONS = 24  # a small, reproducible budget for the computers that play the deal


def played(game_id: str, options: dict, seed: int, levels: list[str]) -> State:
    """A whole deal of ``game_id`` under ``options``, every seat a computer of ``levels``."""
    state = get_game(game_id).new_state(options, seed)
    while not state.is_terminal:
        seat = state.current_player
        rng = computers.decision_rng(state.seed, len(state.history), seat)
        state.apply(computers.choose(game_id, levels[seat], state.observation(seat), rng, Budget(iterations=ITERATIONS)))
    return state


def test_prezydent_plays_with_jokers_runs_and_equal_plays_are_analysed() -> None:
    # P23-P27: the review searches the variant: each of seat 0's plays has a verdict, its reasons have words
    state = played("prezydent", {"players": 3, "equalize": True, "jokers": True, "stairs": True}, 5, ["normal", "normal", "normal"])
    analysis = analyse_deal(state.record(), 0)
    verdicts = [decision.verdict for decision in analysis.decisions]
    assert verdicts and UNANALYSED not in verdicts
    house_plays = [d for d in analysis.decisions if "combo" in d.chosen.to_json() or any("combo" in a.to_json() for a, _ in d.values)]
    assert house_plays, "the deal never weighed a joker or a run: pick a seed where it does"
    for decision in analysis.decisions:
        for reason in decision.reasons:
            for lang in ("en", "pl"):
                assert reason_text(lang, reason.to_json(), "points")


def test_dou_dizhu_plays_are_analysed_with_the_house_rules_stakes_and_the_new_questions_listed() -> None:
    # D26-D29: the plays and the doubling are searched with the robbed, shown and doubled stakes; call, rob and show are listed, not analysed
    options = {"bidding": "rob", "show_cards": True, "doubling": True}
    state = played("doudizhu", options, 11, ["normal", "normal", "normal"])
    by_type: dict[str, set[str]] = {}
    for seat in range(3):
        for decision in analyse_deal(state.record(), seat).decisions:
            by_type.setdefault(decision.chosen.to_json()["type"], set()).add(decision.verdict)
    assert {"call", "rob", "show", "double", "play"} <= set(by_type)
    assert set().union(*(by_type.get(kind, set()) for kind in ("call", "rob", "show"))) == {UNANALYSED}
    assert UNANALYSED not in by_type["play"] | by_type.get("pass", set()) | by_type["double"] | by_type.get("redouble", set())
