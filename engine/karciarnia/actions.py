"""Actions that several games share: one card played to a trick, and a pass."""

from __future__ import annotations

from dataclasses import dataclass

from karciarnia.protocol import JSON, Action


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """One card led or added to the trick (Tarok T5, Koalicje K22)."""

    card: str

    @property
    def id(self) -> str:
        return "play:" + self.card

    def to_json(self) -> JSON:
        # ``cards`` too: the page matches a selection against every action's cards.
        return {"id": self.id, "type": "play", "card": self.card, "cards": [self.card]}


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """A pass in a trick (Prezydent P6: final until the trick ends; Dou Dizhu D18: followers only)."""

    @property
    def id(self) -> str:
        return "pass"

    def to_json(self) -> JSON:
        return {"id": "pass", "type": "pass"}


PASS = Pass()
