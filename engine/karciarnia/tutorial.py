"""A tutorial: a prepared deal, the computers' fixed moves and the player's taught steps.

A :class:`Tutorial` is data: a game, its options with an explicit deal (the same
every time) and the script, every move of the lesson in order. The computer
seats' moves are action ids; the player's (seat 0) are :class:`Step` values
naming the one action the step teaches, the rule behind it and what to say,
in Polish, English and Simplified Chinese. Where a session stands in its script is the length of
the state's history, so a session keeps no progress of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from karciarnia.errors import IllegalActionError, excerpt
from karciarnia.protocol import JSON, Action, Game, State

PLAYER = 0  # the seat the player takes in every tutorial
SEED = 0  # the deal is explicit; the seed only feeds chance events the script never reaches


class WrongStepError(IllegalActionError):
    """A legal move that is not the one the tutorial's step teaches."""


class TutorialOverError(IllegalActionError):
    """A move asked for after the tutorial's script has ended."""


@dataclass(frozen=True)
class Text:
    """One text in each of the page's languages: Polish, English and Simplified Chinese."""

    pl: str
    en: str
    zh: str

    def to_json(self) -> JSON:
        return {"pl": self.pl, "en": self.en, "zh": self.zh}


DEFAULT_WHY_NOT = Text(
    "Ten ruch jest zgodny z zasadami, ale ten krok uczy czego innego: zrób to, co podpowiada lekcja.",
    "That move is within the rules, but this step teaches another one: do what the lesson says.",
    "这一步符合规则，但本步要教的是另一步：请按课程的提示出牌。",
)


@dataclass(frozen=True)
class Step:
    """One move of the player: the ``action`` id it teaches, the ``rule`` id behind it, and why."""

    action: str
    rule: str
    text: Text
    why_not: Text = DEFAULT_WHY_NOT


Entry = Step | str  # a player's step, or a computer seat's action id


@dataclass(frozen=True)
class Tutorial:
    """A game's guided first deal: ``intro`` before the first step, ``outro`` once the script ends."""

    game: Game
    options: Mapping[str, Any]
    script: tuple[Entry, ...]
    outro: Text
    intro: Text | None = None  # needed when the computers move before the player's first step

    @property
    def steps(self) -> tuple[Step, ...]:
        """The player's steps, in order."""
        return tuple(entry for entry in self.script if isinstance(entry, Step))

    def start(self) -> State:
        """The prepared deal, before its first move."""
        return self.game.new_state(dict(self.options), SEED)

    def entry(self, state: State) -> Entry | None:
        """The script's next move for ``state`` (a session of this tutorial), or ``None`` at its end."""
        moves = len(state.history)
        return self.script[moves] if moves < len(self.script) else None

    def done(self, state: State) -> bool:
        """Whether the script has been played to its end."""
        return self.entry(state) is None

    def check(self, state: State, action_id: str) -> None:
        """Refuse any move but the taught one, saying why; the state is not touched.

        An illegal move gets the engine's own message; a legal one that the
        step does not teach gets the step's reason (:class:`WrongStepError`).
        """
        entry = self.entry(state)
        if entry is None:
            raise TutorialOverError("the tutorial is over: start a real game to play on")
        if not isinstance(entry, Step):
            raise IllegalActionError(f"it is not seat {PLAYER}'s turn in the tutorial")
        if action_id == entry.action:
            return
        state.action(action_id)  # raises the engine's message when the move is not legal at all
        raise WrongStepError(f"{excerpt(action_id)} is not the move this step teaches ({entry.rule}): {entry.why_not.en}")

    def scripted(self, state: State) -> Action:
        """The computer's fixed move at ``state``."""
        entry = self.entry(state)
        if entry is None:
            raise TutorialOverError("the tutorial is over: no computer move follows")
        if isinstance(entry, Step):
            raise IllegalActionError(f"the tutorial waits for seat {PLAYER}'s move")
        return state.action(entry)

    def progress(self, state: State) -> JSON:
        """What the page shows: the step now (or the last one, while the computers move), its text and rule."""
        done_moves = self.script[: len(state.history)]
        number = sum(isinstance(entry, Step) for entry in done_moves)
        entry = self.entry(state)
        if entry is None:
            shown: Step | Text = self.outro
        elif isinstance(entry, Step):
            shown, number = entry, number + 1
        else:
            shown = next((e for e in reversed(done_moves) if isinstance(e, Step)), self.intro or self.steps[0].text)
        step = shown if isinstance(shown, Step) else None
        text = shown.text if isinstance(shown, Step) else shown
        return {
            "step": number,
            "steps": len(self.steps),
            "text": text.to_json(),
            "rule": step.rule if step else None,
            "action": entry.action if isinstance(entry, Step) else None,
            "why_not": entry.why_not.to_json() if isinstance(entry, Step) else None,
            "done": entry is None,
        }

    def validate(self) -> State:
        """Replay the whole script: every move legal, every step at the player's turn; the final state.

        The script ends with the deal or at the player's turn, so that a
        finished tutorial never waits for a computer move that is not there.
        """
        if self.intro is None and not isinstance(self.script[0], Step):
            raise ValueError(f"{self.game.id} tutorial: the computers move first, so it needs an intro")
        state = self.start()
        for index, entry in enumerate(self.script):
            player_turn = state.current_player == PLAYER
            if isinstance(entry, Step) != player_turn:
                raise ValueError(
                    f"{self.game.id} tutorial, move {index}: "
                    f"a {'step' if isinstance(entry, Step) else 'computer move'} where seat {state.current_player} is to act"
                )
            try:
                state.apply(entry.action if isinstance(entry, Step) else entry)
            except IllegalActionError as exc:
                raise ValueError(f"{self.game.id} tutorial, move {index}: {exc}") from None
        if not state.is_terminal and state.current_player != PLAYER:
            raise ValueError(f"{self.game.id} tutorial ends while seat {state.current_player} is to act")
        return state
