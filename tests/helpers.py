"""Helpers shared by the engine and property tests (explicit deals, fingerprints, P19)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from karciarnia import computers
from karciarnia.games.prezydent.game import PREZYDENT, PrezydentState
from karciarnia.games.prezydent.plays import DECK, sort_key
from karciarnia.protocol import Action, State
from karciarnia.rng import Rng

# A card id standing alone inside JSON text ("10H", "QS", "2C"), not part of a longer word.
CARD_PATTERN = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9JQKA])[SHDC](?![0-9A-Za-z])")


def full_deal(hands: Sequence[Sequence[str]], rest: int = -1) -> dict[str, list[list[str]]]:
    """A Prezydent ``deal`` option from partial hands; cards not listed go to seat ``rest``."""
    full = [list(hand) for hand in hands]
    listed = {card for hand in full for card in hand}
    full[rest].extend(sorted(DECK - listed, key=sort_key))
    return {"hands": full}


def prezydent(hands: Sequence[Sequence[str]], rest: int = -1, seed: int = 0, **options: Any) -> PrezydentState:
    """A Prezydent game from an explicit first deal; cards not listed go to seat ``rest``."""
    options.setdefault("players", len(hands))
    state = PREZYDENT.new_state({**options, "deal": full_deal(hands, rest)}, seed)
    assert isinstance(state, PrezydentState)
    return state


def play_id(*cards: str) -> str:
    """The id of the Play action for these cards (ids list cards in hand order)."""
    return "play:" + ",".join(sorted(cards, key=sort_key))


def give_id(*cards: str) -> str:
    """The id of the Give action for these cards."""
    return "give:" + ",".join(sorted(cards, key=sort_key))


def act(state: State, *action_ids: str) -> None:
    """Apply several actions by id, in order."""
    for action_id in action_ids:
        state.apply(action_id)


def legal_ids(state: State) -> set[str]:
    """The ids of the current legal actions."""
    return {action.id for action in state.legal_actions()}


def fingerprint(state: State) -> str:
    """Everything observable about a state, as one comparable string."""
    return json.dumps(
        {
            "current": state.current_player,
            "terminal": state.is_terminal,
            "returns": state.returns(),
            "history": state.history,
            "observations": [state.observation(seat).to_json() for seat in range(state.num_players)],
        },
        sort_keys=True,
    )


def cards_in(text: str) -> set[str]:
    """The card ids mentioned anywhere in ``text``."""
    return set(CARD_PATTERN.findall(text))


def hidden_from(state: PrezydentState, seat: int) -> set[str]:
    """Cards in other hands that ``seat`` has not seen (P19): not played, not exchanged with it."""
    known = set(state.hands[seat]) | set(state.played)
    for exchange in state.exchanges:
        if seat in (exchange.giver, exchange.receiver):
            known.update(exchange.cards)
    others = {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
    return others - known


def leaked_cards(state: PrezydentState, seat: int) -> set[str]:
    """Hidden cards that appear in ``observation(seat)`` (must always be empty, P19)."""
    return cards_in(json.dumps(state.observation(seat).to_json())) & hidden_from(state, seat)


def play_out(state: State, choose: Callable[[State], Action], on_step: Callable[[State], None] | None = None) -> None:
    """Play ``state`` to the end with ``choose``; call ``on_step`` after every action."""
    while not state.is_terminal:
        state.apply(choose(state))
        if on_step is not None:
            on_step(state)


def random_chooser(rng: Rng) -> Callable[[State], Action]:
    """A chooser that picks a uniformly random legal action from ``rng``."""
    return lambda state: rng.choice(state.legal_actions())


def computer_chooser(game_id: str, levels: Sequence[str], rng: Rng) -> Callable[[State], Action]:
    """A chooser that asks the computer at the seat to move (its level in ``levels``), from that seat's
    observation only, and checks that its choice is legal."""

    def choose(state: State) -> Action:
        seat = state.current_player
        assert seat is not None
        action = computers.choose(game_id, levels[seat], state.observation(seat), rng)
        assert action in state.legal_actions()
        return action

    return choose


# K20: an election round at once: seats 0 and 1 stand in it, and seat 0 discards first.
KOALICJE_ELECTION_DEAL: dict[str, Any] = {
    "hands": [
        ["RJ", "AS", "KS", "QS", "JS", "10S", "9S", "8S"],
        ["BJ", "7S", "AH", "KH", "QH", "JH", "10H", "9H"],
        ["RJ", "8H", "7H", "AD", "KD", "QD", "JD", "10D"],
        ["BJ", "9D", "8D", "7D", "AC", "KC", "QC", "JC"],
    ],
    "pool": ["10C", "9C", "8C", "7C"],
    "scores": [150, 120, 40, 90],
    "threshold": 200,
    "election": [0, 1],
}
