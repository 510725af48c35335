"""What a seat's card counter (记牌器) must say, computed from the true state by the rules, not by the counter.

:func:`check_counter` holds a counter reply against what :func:`secrecy_support.may_know` says the
seat may know (plus D27's shown hand and K9's laid-out jokers): per key, ``out`` is the cards of the
deck the seat has not seen, so the outs plus what it has seen are the whole deck; ``out + known`` is
the cards neither in its hand nor played (nor laid out), which the others may still play. Used on the
engine's counter itself and on every counter a friend's page is sent.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from secrecy_support import may_know

from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.games.doudizhu.game import DoudizhuState
from karciarnia.games.koalicje.game import KoalicjeState
from karciarnia.games.koalicje.rules import DECK as KOALICJE_DECK
from karciarnia.games.prezydent.game import PrezydentState
from karciarnia.games.prezydent.plays import DECK as PREZYDENT_DECK
from karciarnia.games.prezydent.plays import JOKER_DECK
from karciarnia.games.tarok.game import DECK as TAROK_DECK
from karciarnia.protocol import JSON, State

JOKERS = ("RJ", "BJ")
Place = tuple[str, str]


def place(game: str, card: str) -> Place:
    """The group and key a card counts under, as each game's counter documents it."""
    if game == "doudizhu":
        return "ranks", card if card in JOKERS else card[:-1]
    if game == "prezydent":
        return "ranks", "jokers" if card in JOKERS else card[:-1]
    if game == "tarok":
        if card.startswith("T") or card == "FOOL":
            return "taroks", card
        return card[-1], card[:-1] if card[:-1] in ("K", "Q", "N", "J") else "pips"
    return ("jokers", card) if card in JOKERS else (card[-1], card[:-1])


def deck(state: State) -> Counter[str]:
    game = state.game.id
    if game == "prezydent":
        assert isinstance(state, PrezydentState)
        return Counter(JOKER_DECK if state.jokers else PREZYDENT_DECK)
    return Counter({"doudizhu": DOUDIZHU_DECK, "tarok": TAROK_DECK, "koalicje": KOALICJE_DECK}[game])


def seen_and_gone(state: State, seat: int) -> tuple[Counter[str], Counter[str]]:
    """From the true state: the cards ``seat`` has seen (each copy once), and those out of the others' play
    (its hand, the cards played, Koalicje's laid-out jokers)."""
    seen = Counter(may_know(state, seat))  # every card id of a deck but Koalicje's jokers is unique
    if isinstance(state, DoudizhuState):
        if state.showed and state.landlord is not None:  # D27: face up to every seat
            seen.update(set(state.hand_cards(state.landlord)) - set(seen))
        return seen, Counter(state.hand_cards(seat)) + Counter(state.played)
    if isinstance(state, KoalicjeState):
        laid_out = Counter(card for jokers in state.jokers for card in jokers)
        for joker in JOKERS:  # K8, K9, K20: the jokers counted by copy, not by id
            seen[joker] = state.hands[seat].count(joker) + laid_out[joker]
            if state.phase == "discard":
                seen[joker] += state.discards.get(seat, ()).count(joker)
        return seen, Counter(state.hands[seat]) + Counter(state.played) + laid_out
    hands: Any = state.hands  # type: ignore[attr-defined]
    return seen, Counter(hands[seat]) + Counter(state.played)  # type: ignore[attr-defined]


def check_counter(reply: JSON, state: State, seat: int) -> JSON:
    """``reply``, a counter of ``seat``, agrees with the state, key by key; returned for comparison."""
    game = state.game.id
    items = {(group["id"], item["key"]): item for group in reply["groups"] for item in group["items"]}
    cards = deck(state)
    seen, gone = seen_and_gone(state, seat)
    total: Counter[Place] = Counter()
    seen_at: Counter[Place] = Counter()
    gone_at: Counter[Place] = Counter()
    for card, count in cards.items():
        key = place(game, card)
        total[key] += count
        seen_at[key] += seen[card]
        gone_at[key] += gone[card]
    assert set(items) == set(total), f"{game}: every card counts under one key"
    for key, item in items.items():
        # the total; the outs and what was seen: the deck; the outs and the known: what the others may still play
        counted = (item["total"], item["out"], item["out"] + item["known"])
        expected = (total[key], total[key] - seen_at[key], total[key] - gone_at[key])
        assert counted == expected, f"{game} seat {seat} {key} after {state.history}: (total, out, out + known) {counted}, not {expected}"
    assert sum(item["out"] for item in items.values()) + sum(seen.values()) == sum(cards.values())
    return reply
