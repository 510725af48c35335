"""The protocol every game implements (the OpenSpiel shape).

A :class:`Game` is static metadata: ids, names, seat counts and options with
validation. A :class:`State` is one position: whose turn it is, the legal
actions, ``apply``, the end and the scores, and an observation per seat. The
UI, the CLI, the AIs and the property tests are written once against it.

A game is its options and seed plus its action history (a :class:`Record`);
replaying a record gives the same state, bit for bit.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from karciarnia.errors import IllegalActionError, InvalidOptionError, InvalidRecordError, excerpt, excerpts
from karciarnia.rng import Rng

JSON = dict[str, Any]


class Action:
    """A small frozen value with a stable string id and a JSON form.

    A plain class, not an ABC (its methods are still abstract to the type checker): the rollouts ask
    ``isinstance(action, Play)`` at every move, and an ABC answers a no several times slower than a
    plain class, in Pyodide about 1.5 µs against 0.4."""

    __slots__ = ()

    @property
    @abstractmethod
    def id(self) -> str:
        """The stable id: what the page sends back and what records store."""

    @abstractmethod
    def to_json(self) -> JSON:
        """A JSON-safe description (always contains ``id`` and ``type``)."""

    def __str__(self) -> str:
        return self.id


@dataclass(frozen=True)
class Option:
    """One game option: its name, kind, default and bounds.

    ``kind`` is ``"int"``, ``"bool"``, ``"choice"`` (one of the strings in ``choices``)
    or ``"deal"`` (an explicit deal, game-specific, checked by the game itself).
    A ``house`` option is a house rule: off (its default) unless chosen; the page
    groups them apart and counts a game with one on apart in its statistics.
    """

    name: str
    kind: str
    default: Any
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] | None = None  # the allowed values of a "choice"
    house: bool = False

    def __post_init__(self) -> None:
        if self.kind == "choice" and (not self.choices or self.default not in self.choices):
            raise ValueError(f"option {self.name!r}: a choice needs its allowed values, the default among them")

    def validate(self, value: Any) -> Any:
        """The value if valid for this option, else ``InvalidOptionError``."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidOptionError(f"option {self.name!r} must be true or false, got {excerpt(value)}")
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptionError(f"option {self.name!r} must be a whole number between {self.minimum} and {self.maximum}, got {excerpt(value)}")
            if (self.minimum is not None and value < self.minimum) or (self.maximum is not None and value > self.maximum):
                raise InvalidOptionError(f"option {self.name!r} must be between {self.minimum} and {self.maximum}, got {excerpt(value)}")
            return value
        if self.kind == "choice":
            assert self.choices is not None
            if not isinstance(value, str) or value not in self.choices:
                allowed = ", ".join(repr(choice) for choice in self.choices)
                raise InvalidOptionError(f"option {self.name!r} must be one of {allowed}, got {excerpt(value)}")
            return value
        return value

    def to_json(self) -> JSON:
        """The option as the lobby needs it."""
        out: JSON = {"name": self.name, "kind": self.kind, "default": self.default}
        if self.minimum is not None:
            out["min"] = self.minimum
        if self.maximum is not None:
            out["max"] = self.maximum
        if self.choices is not None:
            out["choices"] = list(self.choices)
        if self.house:
            out["house"] = True
        return out


class Observation(ABC):
    """What one seat may know: never another seat's hidden cards."""

    seat: int
    current_player: int | None
    legal_actions: tuple[Action, ...]

    @abstractmethod
    def to_json(self) -> JSON:
        """A JSON-safe view for the page (the seat's legal actions included)."""


class State(ABC):
    """One position of a game. Mutable: ``apply`` changes it; ``clone`` copies it."""

    game: Game
    options: Mapping[str, Any]
    seed: int
    history: list[str]
    deal_number: int  # which deal (or round) of the series is being played, from 0 or 1

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` when the game is over."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game (the whole series) is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The actions the current player may take (empty when terminal)."""

    @abstractmethod
    def advance(self, action: Action) -> None:
        """Apply an action already known to be legal, unchecked and unrecorded (the AIs' simulations)."""

    @abstractmethod
    def returns(self) -> list[int]:
        """Each seat's score so far (final scores once terminal)."""

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy that plays on exactly like this state."""

    @classmethod
    @abstractmethod
    def world(cls, observation: Observation, hands: Sequence[Sequence[str]], rng: Rng, stock: Sequence[str] = ()) -> State:
        """A state that agrees with ``observation``, with ``hands`` as every seat's cards: the search's sampled world.

        The seat's own hand must be the observation's. ``stock`` is the cards still
        to be drawn, in draw order (Tarok's, T6; a game that deals every card has
        none). ``rng`` deals the later deals of a series. Raises ``ValueError`` for
        a position the game cannot rebuild (e.g. Prezydent's exchange).
        """

    def explain(self, seat: int, cards: list[str]) -> tuple[str, dict[str, Any]]:
        """Why selecting ``cards`` is no legal play for ``seat``: a reason key and its parameters.

        The page translates the key (``why.<key>``); games override this with
        the rule that refused the selection.
        """
        return "not_legal", {}

    def action_view(self, action: Action, seat: int) -> JSON:
        """How the current player's ``action`` looks to ``seat``, before it is applied.

        Everyone sees an action whole by default; games with private actions
        (cards handed over or thrown back face down) hide their cards.
        """
        return action.to_json()

    @property
    def num_players(self) -> int:
        """How many seats this game has."""
        return self.game.num_players(self.options)

    def action(self, action_id: str) -> Action:
        """The legal action with id ``action_id``, or ``IllegalActionError``."""
        if self.is_terminal:
            raise IllegalActionError(f"{self.game.id}: the game is over, no action {excerpt(action_id)} is possible")
        for action in self.legal_actions():
            if action.id == action_id:
                return action
        raise IllegalActionError(f"{self.game.id}: {excerpt(action_id)} is not legal for seat {self.current_player} at move {len(self.history)}")

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its id); an illegal one changes nothing and raises."""
        chosen = self.action(action if isinstance(action, str) else action.id)
        self.advance(chosen)
        self.history.append(chosen.id)

    def record(self) -> Record:
        """The game so far as options, seed and action ids."""
        return Record(self.game.id, dict(self.options), self.seed, list(self.history))


class Game(ABC):
    """Static metadata of one game and the factory of its states."""

    id: ClassVar[str]
    names: ClassVar[Mapping[str, str]]
    option_specs: ClassVar[tuple[Option, ...]]

    @abstractmethod
    def num_players(self, options: Mapping[str, Any]) -> int:
        """Seats at the table for these (validated) options."""

    @abstractmethod
    def _check_deal(self, deal: Any, options: Mapping[str, Any]) -> Any:
        """Validate an explicit ``deal`` option; return its normalised form."""

    @abstractmethod
    def _new_state(self, options: Mapping[str, Any], seed: int) -> State:
        """A fresh state for validated options."""

    def validate_options(self, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        """Options with defaults filled in, or ``InvalidOptionError``."""
        raw = dict(raw or {})
        specs = {spec.name: spec for spec in self.option_specs}
        unknown = sorted(set(raw) - set(specs))
        if unknown:
            raise InvalidOptionError(f"{self.id}: unknown option(s) {excerpts(unknown)}")
        options = {name: spec.validate(raw.get(name, spec.default)) for name, spec in specs.items()}
        if options.get("deal") is not None:
            try:
                options["deal"] = self._check_deal(options["deal"], options)
            except (ValueError, TypeError) as exc:
                raise InvalidOptionError(f"{self.id}: option 'deal': {exc}") from None
        return options

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
        """A new game from raw options and a seed."""
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise InvalidOptionError(f"{self.id}: seed must be a whole number from 0 to 2**63-1, got {excerpt(seed)}")
        return self._new_state(self.validate_options(options), seed)

    def describe(self) -> JSON:
        """Metadata for the lobby."""
        return {
            "id": self.id,
            "names": dict(self.names),
            "seats": self.num_players(self.validate_options(None)),
            "options": [spec.to_json() for spec in self.option_specs if spec.kind != "deal"],
        }


@dataclass
class Record:
    """A whole game as data: replaying it rebuilds the state exactly.

    Saved as JSON with a ``"format"`` version: :meth:`from_json` reads the
    current one and upgrades older ones through ``RECORD_MIGRATIONS`` (below).
    """

    FORMAT: ClassVar[int] = 1  # the saved-game format written today
    # A saved game as JSON text is at most this long: the longest real one (six seats, twenty deals)
    # is 25,000 characters. The page reads a stored one with the same bound (web/js/player/saved.js).
    MAX_CHARS: ClassVar[int] = 200_000
    MAX_ID_CHARS: ClassVar[int] = 200  # a game's id or an action's (the longest: a Dou Dizhu play of 20 cards)

    game: str
    options: dict[str, Any]
    seed: int
    actions: list[str] = field(default_factory=list)

    def to_json(self) -> JSON:
        return {
            "format": self.FORMAT,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "actions": list(self.actions),
        }

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """Read a record of this or an older format, or ``InvalidRecordError`` saying what is wrong."""
        if not isinstance(data, dict):
            raise InvalidRecordError("a saved game must be a JSON object")
        data = cls.upgrade(data)
        game, options, seed, actions = (data.get(k) for k in ("game", "options", "seed", "actions"))
        if not cls._is_id(game):
            raise InvalidRecordError(f"a saved game needs a game id, got {excerpt(game)}")
        if not isinstance(options, dict):
            raise InvalidRecordError("a saved game needs its options as an object")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidRecordError("a saved game needs a whole-number seed")
        if not isinstance(actions, list):
            raise InvalidRecordError("a saved game needs its actions as a list of ids")
        for index, action in enumerate(actions):
            if not cls._is_id(action):
                raise InvalidRecordError(f"a saved game needs its actions as a list of ids; action {index} is {excerpt(action)}")
        return cls(game, options, seed, actions)

    @classmethod
    def _is_id(cls, value: Any) -> bool:
        return isinstance(value, str) and len(value) <= cls.MAX_ID_CHARS

    @classmethod
    def upgrade(cls, data: JSON) -> JSON:
        """``data`` migrated step by step to the current :attr:`FORMAT` (a new dict; ``data`` is untouched).

        A record without ``"format"`` is format 0. A newer format than this
        engine knows, or one with no migration, is refused with ``InvalidRecordError``.
        """
        version = data.get("format", 0)
        if isinstance(version, bool) or not isinstance(version, int):
            raise InvalidRecordError(f"a saved game's format must be a whole number, got {excerpt(version)}")
        if version > cls.FORMAT:
            raise InvalidRecordError(
                f"saved-game format {version} is newer than this version of Karciarnia reads (format {cls.FORMAT}): update the app to open it"
            )
        while version < cls.FORMAT:
            migrate = RECORD_MIGRATIONS.get(version)
            if migrate is None:
                raise InvalidRecordError(f"unsupported saved-game format {version}: there is no migration from it")
            data = migrate(data)
            version += 1
            if data.get("format") != version:  # a broken migration table must not pass silently
                raise InvalidRecordError(f"the migration from saved-game format {version - 1} did not give format {version}")
        return data

    def replay(self, game: Game) -> State:
        """Rebuild the state; a bad option or action becomes ``InvalidRecordError``."""
        try:
            state = game.new_state(self.options, self.seed)
        except InvalidOptionError as exc:
            raise InvalidRecordError(f"saved game has bad options: {exc}") from None
        for index, action_id in enumerate(self.actions):
            try:
                state.apply(action_id)
            except IllegalActionError as exc:
                raise broken_at(index, exc) from None
        return state


def broken_at(index: int, problem: IllegalActionError) -> InvalidRecordError:
    """A saved game whose action ``index`` is not legal where it stands."""
    return InvalidRecordError(f"saved game breaks at action {index}: {problem}")


# -- saved-game formats ----------------------------------------------------------
# ``Record.FORMAT`` is the format written today. Every older format ``n`` has one
# step here turning a format-``n`` record (a dict) into a format-``n + 1`` one;
# ``Record.upgrade`` chains them, so a save of any known age opens. To change
# the format: bump ``Record.FORMAT``, add the step from the previous format, test
# it with a record of the old shape, and never edit an existing step.
#
# Format 0 is the record as an early save wrote it, before records carried a
# version: the same ``game``, ``options``, ``seed`` and ``actions``, no
# ``"format"``. Format 1 (current) adds ``"format": 1``.
def _format_0_to_1(data: JSON) -> JSON:
    """Format 0 → 1: the fields are the same; the version is written."""
    return {**data, "format": 1}


RECORD_MIGRATIONS: dict[int, Callable[[JSON], JSON]] = {0: _format_0_to_1}
"""``RECORD_MIGRATIONS[n]`` upgrades a saved game of format ``n`` to format ``n + 1``."""


def seat_of(seat: Any, num_players: int) -> int:
    """Validate a seat number."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < num_players:
        raise ValueError(f"seat must be a number from 0 to {num_players - 1}, got {excerpt(seat)}")
    return seat
