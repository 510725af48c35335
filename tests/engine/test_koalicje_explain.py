"""Koalicje: why a selection is refused (the page's explanations, K11, K20, K22)
and the action JSON the page matches selections against."""

from __future__ import annotations

import json

from karciarnia import api
from karciarnia.games.koalicje.game import KOALICJE, KoalicjeState
from karciarnia.games.koalicje.rules import RANKS

R, B = "RJ", "BJ"


def mono(jokers: list[list[str]], dealer: int = 0, suits: str = "SHDC", **extra) -> dict:
    """Seat s holds the whole suit ``suits[s]``; its jokers stand in for its lowest cards (K8)."""
    full = [[rank + suits[seat] for rank in RANKS] for seat in range(4)]
    hands = [full[seat][: 8 - len(jokers[seat])] + list(jokers[seat]) for seat in range(4)]
    pool = []
    for step in range(1, 5):
        seat = (dealer + step) % 4
        pool.extend(full[seat][8 - len(jokers[seat]) :])
    return {"hands": hands, "pool": pool, "dealer": dealer, **extra}


def mixed() -> dict:
    """Hands of two suits each, so that following suit matters; jokers R, B, R, B one per seat."""
    hands = [
        ["AS", "KS", "QS", "JS", "AH", "KH", "QH", R],
        ["10S", "9S", "8S", "7S", "JH", "10H", "9H", B],
        ["AD", "KD", "QD", "JD", "AC", "KC", "QC", R],
        ["10D", "9D", "8D", "7D", "JC", "10C", "9C", B],
    ]
    return {"hands": hands, "pool": ["8H", "8C", "7H", "7C"], "dealer": 0}


def new(deal: dict) -> KoalicjeState:
    state = KOALICJE.new_state({"deal": deal}, seed=3)
    assert isinstance(state, KoalicjeState)
    return state


def test_k22_a_card_of_another_suit_is_refused_naming_the_led_suit():
    state = new(mixed())
    state.apply("play:AS")  # K21: the dealer (seat 0) leads ♠
    assert state.current_player == 1
    # K22: seat 1 holds ♠, so a ♥ is refused and the reason names the suit to follow.
    assert state.explain(1, ["JH"]) == ("follow_suit.S", {})
    before = state.snapshot()
    assert state.explain(1, ["10S", "9S"]) == ("one_card", {})
    assert state.explain(1, []) == ("select_cards", {})
    assert state.explain(1, ["AD"]) == ("not_in_hand", {})
    assert state.explain(2, ["AD"]) == ("not_your_turn", {})
    assert state.snapshot() == before  # explaining changes nothing


def test_k22_a_void_seat_may_play_anything_so_nothing_to_explain():
    state = new(mixed())
    state.apply("play:AS")
    state.apply("play:10S")
    # K22: seat 2 has no ♠: every card is legal, so the generic reason is all that is left.
    assert "play:AC" in {action.id for action in state.legal_actions()}
    assert state.explain(2, ["AC"]) == ("not_legal", {})


def test_k11_k20_refusals_in_the_trump_and_discard_steps():
    # K11: seat 1 (left of the dealer) holds the red pair and names a trump first.
    state = new(mono([[], [R, R], [B], [B]]))
    assert state.phase == "trump" and state.current_player == 1
    assert state.explain(1, ["AH"]) == ("choose_trump", {})
    # K20: with 150 votes seat 0 may throw back one card, not two.
    state = new(mono([[R], [B], [R], [B]], scores=[150, 130, 0, 0], threshold=200, election=[0, 1]))
    assert state.phase == "discard" and state.current_player == 1
    hand = state.observation(1).hand
    assert state.explain(1, list(hand[:2])) == ("discard_count", {"count": 1})
    assert state.explain(1, ["AD"]) == ("not_in_hand", {})


def test_explain_over_the_api_and_play_actions_carry_their_cards():
    reply = json.loads(api.handle(json.dumps({"id": 1, "op": "new", "game": "koalicje", "options": {"deal": mixed()}, "seed": 1})))
    view = reply["result"]["view"]
    # The page matches a selection against each action's ``cards``.
    for action in view["observation"]["legal_actions"]:
        assert action["type"] == "play" and action["cards"] == [action["card"]]
    session = view["session"]
    api.handle(json.dumps({"id": 2, "op": "act", "session": session, "seat": 0, "action": "play:AS"}))
    reply = json.loads(api.handle(json.dumps({"id": 3, "op": "explain", "session": session, "seat": 1, "cards": ["JH"]})))
    assert reply["result"] == {"reason": "follow_suit.S", "params": {}}


def test_every_refusal_reason_has_a_text_in_both_languages():
    """The page shows why.<reason>: each reason explain() can give is translated (K22 per suit)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    source = (root / "engine" / "karciarnia" / "games" / "koalicje" / "game.py").read_text(encoding="utf-8")
    body = source[source.index("    def explain(") : source.index("    # -- what a seat may know")]
    reasons = set(re.findall(r'return "([a-z_]+)", \{', body)) | {f"follow_suit.{s}" for s in "SHDC"}
    assert {"choose_trump", "discard_count", "one_card", "not_your_turn"} <= reasons
    for lang in ("pl", "en", "zh"):
        texts: dict[str, str] = {}
        for path in (root / "web" / "i18n" / lang).glob("*.json"):
            texts.update(json.loads(path.read_text(encoding="utf-8")))
        assert sorted(f"why.{r}" for r in reasons if f"why.{r}" not in texts) == [], lang
