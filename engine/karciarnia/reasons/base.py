"""A reason as data, shared by every game's module."""

from __future__ import annotations

from dataclasses import dataclass, field

from karciarnia.protocol import JSON, Action


@dataclass(frozen=True)
class Reason:
    """One reason: its kind, the cards it is about, the rule it rests on, and its numbers; a move that
    plays no card and is no pass (an answer, e.g. Dou Dizhu's doubling) is named by its id in ``answer``."""

    kind: str
    cards: tuple[str, ...] = ()
    rule: str | None = None
    numbers: dict[str, float] = field(default_factory=dict)
    answer: str | None = None

    def to_json(self) -> JSON:
        out = {"kind": self.kind, "cards": list(self.cards), "rule": self.rule, **self.numbers}
        return out if self.answer is None else {**out, "answer": self.answer}


def cards_of(action: Action) -> tuple[str, ...]:
    """The cards an action plays (none for a pass)."""
    card = getattr(action, "card", None)
    return (card,) if card is not None else tuple(getattr(action, "cards", ()))
