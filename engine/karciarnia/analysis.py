"""The engine's analysis of a player's decisions, shown with a deal's replay: what the hard level prefers, and what a choice cost.

A decision is analysed from the deciding seat's observation only (never the
state: no card hidden at that moment reaches the search), with the hard
level's search, worlds sampled until the verdict is clear (``sequential.py``:
counted in iterations, never time), and a stream derived from public facts
(the move index and the seat, never the game's seed), so the same record
always gives the same analysis, in CPython and in Pyodide.

A decision's value is each candidate's mean value over the sampled worlds, in
the seat's own currency: Prezydent, points of the deal (from places, P14);
Dou Dizhu, points of the deal (D22); Koalicje, votes of the round over the
rivals' mean, ±50 if the round decides the game (``race_value``); Tarok, card
and trick points taken less the opponent's, to the end of the trick plus a
fitted estimate of the hands left (exact to the end of the deal once the
stock is empty). The loss is the best value less the chosen action's (the
chosen action stands for its class of equivalent actions: the same ranks in
other suits, touching cards). The verdict compares the loss with the game's
three bars (``thresholds``, in its unit): above the inaccuracy bar an
inaccuracy, above the mistake bar a mistake (``mistake`` is true, and
``threshold`` is that bar), above the blunder bar a blunder, else good. A
forced decision (one class of actions) is "forced" and never a mistake; a
decision the hard level leaves to the normal one (bidding, the exchange,
naming trumps, discards) is listed but "unanalysed".

A marked decision (inaccuracy or worse) carries ``reasons`` (karciarnia.reasons):
``{"kind", "cards", "rule", …numbers}`` made from the seat's observation, the
chosen and the best action only, so a card hidden at that moment is named only
as a possibility (kind ``if_opponent_holds``); the last reason is always
``better_move_value`` with ``best`` and ``played``, the two mean values. The
words are the ``reasons`` translations (``karciarnia/reasons/text/<lang>.json``),
shared by the page and ``python -m karciarnia review``.

The API (``karciarnia.api``), one decision per request so the page can show
progress and cancel between requests:

``{"op": "decisions", "record": RECORD, "seat": 0, "deal": 0}`` (``deal``
optional: the last deal of the record) →
``{"game", "seat", "deal", "deals": [deal numbers in the record], "unit",
"threshold", "thresholds": {"inaccuracy", "mistake", "blunder"},
"decisions": [{"move", "action": ACTION, "forced", "analysed"}]}``

``{"op": "analyse", "record": RECORD, "seat": 0, "move": 12}`` →
``{"game", "seat", "deal", "move", "chosen": ACTION, "best": ACTION,
"values": [{"action": ACTION, "value"}], "loss", "forced", "analysed",
"mistake", "verdict", "reasons": [REASON], "unit", "threshold", "thresholds"}``:
``values`` holds every candidate (empty when forced or not analysed), values
and loss rounded to 0.01; ``best`` is the chosen action when nothing was
searched; ``verdict`` is "good", "inaccuracy", "mistake", "blunder", "forced"
or "unanalysed"; ``reasons`` is empty unless the verdict is inaccuracy or worse.

RECORD is what ``save`` returns (``{"format", "game", "options", "seed",
"actions"}``); ACTION is an action's JSON (``{"id", "type", …}``). Bad input
raises ``InvalidRecordError`` or ``InvalidRequestError`` saying what was wrong.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from karciarnia.ai import Budget
from karciarnia.catalog import BUNDLES, GAMES
from karciarnia.errors import InvalidRecordError, InvalidRequestError, excerpt
from karciarnia.protocol import JSON, Action, Observation, Record, State
from karciarnia.reasons import Reason, better_move_value
from karciarnia.rng import Rng, hashed_stream
from karciarnia.sequential import sequential_means
from karciarnia.sessions import seat_field
from karciarnia.verdicts import FORCED, GOOD, UNANALYSED, Analyst

ANALYSIS_DOMAIN = b"karciarnia.anal"
"""Personalisation of the hash behind an analysis's stream (distinct from the AI's own)."""


@dataclass(frozen=True)
class Decision:
    """The analysis of one decision of ``seat`` at move ``move`` (an index into the record's actions)."""

    game: str
    seat: int
    deal: int
    move: int
    chosen: Action
    best: Action
    values: tuple[tuple[Action, float], ...]  # every candidate's mean value; empty when nothing was searched
    loss: float
    forced: bool
    analysed: bool
    reasons: tuple[Reason, ...] = ()  # why the best move is better; empty unless the decision is marked

    @property
    def mistake(self) -> bool:
        """Whether the loss is above the game's mistake bar (never for a forced decision): a blunder is one too."""
        return self.loss > BUNDLES[self.game].analyst.threshold

    @property
    def verdict(self) -> str:
        """ "good", "inaccuracy", "mistake", "blunder" by the game's bars; "forced" or "unanalysed" when nothing was searched."""
        if not self.analysed:
            return UNANALYSED
        return FORCED if self.forced else BUNDLES[self.game].analyst.thresholds.verdict(self.loss)

    def to_json(self) -> JSON:
        analyst = BUNDLES[self.game].analyst
        return {
            "game": self.game,
            "seat": self.seat,
            "deal": self.deal,
            "move": self.move,
            "chosen": self.chosen.to_json(),
            "best": self.best.to_json(),
            "values": [{"action": action.to_json(), "value": round(value, 2)} for action, value in self.values],
            "loss": round(self.loss, 2),
            "forced": self.forced,
            "analysed": self.analysed,
            "mistake": self.mistake,
            "verdict": self.verdict,
            "reasons": [reason.to_json() for reason in self.reasons],
            "unit": analyst.unit,
            "threshold": analyst.threshold,
            "thresholds": analyst.thresholds.to_json(),
        }


def analyse_observation(game_id: str, observation: Observation, chosen: Action, move: int, deal: int) -> Decision:
    """The analysis of ``chosen`` from ``observation`` (the seat's knowledge then, and nothing else)."""
    analyst = BUNDLES[game_id].analyst
    seat = observation.seat
    candidates = analyst.candidates(observation) if len(observation.legal_actions) > 1 else (chosen,)
    if candidates is None or len(candidates) == 1:
        return Decision(game_id, seat, deal, move, chosen, chosen, (), 0.0, candidates is not None, candidates is not None)
    key = analyst.key(chosen)
    if all(analyst.key(action) != key for action in candidates):
        candidates = (*candidates, chosen)  # a choice the hard level would not try (pruned as equivalent, or not promising): value it too
    rng = hashed_stream(ANALYSIS_DOMAIN, move, seat)
    candidates, means = _means(analyst, observation, candidates, key, rng)
    mine = next(i for i, action in enumerate(candidates) if analyst.key(action) == key)
    loss = max(means) - means[mine]
    best = chosen if loss <= 0 else candidates[means.index(max(means))]  # a tie with the best is no loss: the chosen action is a best one
    marked = analyst.thresholds.verdict(loss) != GOOD
    why = reasons(game_id, observation, chosen, best, max(means), means[mine]) if marked else ()
    return Decision(game_id, seat, deal, move, chosen, best, tuple(zip(candidates, means, strict=True)), loss, False, True, why)


def reasons(game_id: str, observation: Observation, chosen: Action, best: Action, best_value: float, chosen_value: float) -> tuple[Reason, ...]:
    """The game's reasons why ``best`` beats ``chosen`` (from ``observation`` only), then the two values."""
    return (*BUNDLES[game_id].explain(observation, chosen, best), better_move_value(best, best_value, chosen_value))


def _means(analyst: Analyst, observation: Observation, candidates: tuple[Action, ...], key: Hashable, rng: Rng) -> tuple[tuple[Action, ...], list[float]]:
    """Each candidate's mean value: exact where the position is solved, else over worlds sampled until the verdict is clear."""
    if not analyst.sampled(observation):
        valuation = analyst.valuation(observation, candidates, rng, Budget(iterations=analyst.iterations))
        return valuation.candidates, valuation.means()

    def world_values(live: Sequence[int]) -> tuple[float, ...]:
        subset = tuple(candidates[index] for index in live)
        valuation = analyst.valuation(observation, subset, rng, Budget(iterations=len(subset)))
        assert valuation.worlds == 1 and valuation.candidates == subset, "one world of the live candidates"
        return valuation.totals

    mine = next(i for i, action in enumerate(candidates) if analyst.key(action) == key)
    found = sequential_means(world_values, len(candidates), mine, analyst.threshold, analyst.iterations)
    return candidates, list(found.means)


# -- records ----------------------------------------------------------------------
def read_record(raw: Any) -> Record:
    """A saved game that replays to its end, or ``InvalidRecordError`` saying why not."""
    record = Record.from_json(raw)
    if record.game not in GAMES:
        raise InvalidRecordError(f"saved game is for an unknown game {excerpt(record.game)}; known: {', '.join(sorted(GAMES))}")
    record.replay(GAMES[record.game])
    return record


def positions(record: Record) -> Iterator[tuple[int, State]]:
    """Each move index of a record (already known to replay) with the state before that move."""
    state = GAMES[record.game].new_state(record.options, record.seed)
    for move, action_id in enumerate(record.actions):
        yield move, state
        state.apply(action_id)


def deals(record: Record) -> list[int]:
    """The deal numbers in which the record has moves, in order."""
    seen: list[int] = []
    for _, state in positions(record):
        if not seen or seen[-1] != state.deal_number:
            seen.append(state.deal_number)
    return seen


def _deal_of(record: Record, deal: int | None) -> int:
    known = deals(record)
    if not known:
        raise InvalidRequestError("the saved game has no moves to analyse")
    if deal is None:
        return known[-1]
    if deal not in known:
        raise InvalidRequestError(f"deal {excerpt(deal)} is not in the saved game; its deals: {', '.join(map(str, known))}")
    return deal


def decisions(record: Record, seat: int, deal: int | None = None) -> JSON:
    """The moves where ``seat`` decided in ``deal`` (the last deal if ``None``): the ``decisions`` reply."""
    game = record.game
    analyst = BUNDLES[game].analyst
    deal = _deal_of(record, deal)
    found = []
    for move, state in positions(record):
        if state.deal_number == deal and state.current_player == seat:
            observation = state.observation(seat)
            candidates = analyst.candidates(observation) if len(observation.legal_actions) > 1 else ()
            found.append(
                {
                    "move": move,
                    "action": state.action(record.actions[move]).to_json(),
                    "forced": candidates is not None and len(candidates) <= 1,
                    "analysed": candidates is not None,
                }
            )
    return {
        "game": game,
        "seat": seat,
        "deal": deal,
        "deals": deals(record),
        "unit": analyst.unit,
        "threshold": analyst.threshold,
        "thresholds": analyst.thresholds.to_json(),
        "decisions": found,
    }


def analyse(record: Record, seat: int, move: int) -> Decision:
    """The analysis of ``seat``'s decision at ``move`` (an index into the record's actions)."""
    if isinstance(move, bool) or not isinstance(move, int) or not 0 <= move < len(record.actions):
        raise InvalidRequestError(f"move must be a number from 0 to {len(record.actions) - 1}, got {excerpt(move)}")
    for index, state in positions(record):
        if index == move:
            if state.current_player != seat:
                raise InvalidRequestError(f"move {move} was seat {state.current_player}'s decision, not seat {seat}'s")
            chosen = state.action(record.actions[move])
            return analyse_observation(record.game, state.observation(seat), chosen, move, state.deal_number)
    raise AssertionError("unreachable: move is an index of the record's actions")


@dataclass(frozen=True)
class DealAnalysis:
    """Every decision of one seat in one deal, and the move of the largest loss (``None`` if nothing was lost).

    ``first_move`` is the record's index of the deal's first action: the decision at move ``m`` is the
    deal's step ``m - first_move + 1`` (the step that shows it), the one numbering of the review, its
    graph, the puzzles, play on and the terminal.
    """

    decisions: tuple[Decision, ...]
    first_move: int

    def step(self, move: int) -> int:
        """The deal's step that shows the action at record move ``move``."""
        return move - self.first_move + 1

    @property
    def largest(self) -> int | None:
        worst = max(self.decisions, key=lambda decision: decision.loss, default=None)
        return worst.move if worst is not None and worst.loss > 0 else None


def analyse_deal(record: Record, seat: int, deal: int | None = None) -> DealAnalysis:
    """The analysis of each of ``seat``'s decisions in ``deal`` (the last deal if ``None``)."""
    deal = _deal_of(record, deal)
    found = []
    first_move = None
    for move, state in positions(record):
        if state.deal_number == deal:
            first_move = move if first_move is None else first_move
            if state.current_player == seat:
                chosen = state.action(record.actions[move])
                found.append(analyse_observation(record.game, state.observation(seat), chosen, move, deal))
    return DealAnalysis(tuple(found), first_move or 0)


# -- the JSON boundary ---------------------------------------------------------------
def _request_seat(request: JSON, record: Record) -> int:
    return seat_field(request, GAMES[record.game].new_state(record.options, record.seed).num_players)


def op_decisions(request: JSON) -> JSON:
    """``decisions`` {record, seat, deal?}: the seat's decisions in a deal (see the module docstring)."""
    record = read_record(request.get("record"))
    deal = request.get("deal")
    if deal is not None and (isinstance(deal, bool) or not isinstance(deal, int)):
        raise InvalidRequestError(f"'deal' must be a whole number, got {excerpt(deal)}")
    return decisions(record, _request_seat(request, record), deal)


def op_analyse(request: JSON) -> JSON:
    """``analyse`` {record, seat, move}: the analysis of one decision (see the module docstring)."""
    record = read_record(request.get("record"))
    seat = _request_seat(request, record)
    if "move" not in request:
        raise InvalidRequestError("request needs 'move'")
    return analyse(record, seat, request["move"]).to_json()
