// "Learn from your mistakes": the deal's marked mistakes one by one, each at a table of its own
// (sandbox.js) that shows the position as the player saw it then (the engine's view of their seat
// after the moves before it: never a hidden card). The player looks for a better move; any move the
// engine rates within the good bar of its best counts, and the answer says why.
import { announce, el } from "../dom.js";
import { t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { amountText, reasonsText } from "./reasons.js";
import { SandboxTable, sandboxDialog, sandboxPlayers } from "./sandbox.js";

/** The largest loss of a good move: the engine's bar of an inaccuracy. */
export function goodLoss(reply) {
  return reply.thresholds.inaccuracy;
}

/** A rating of a move: its loss against the best, whether that is good (within ``good``), and the best. */
function rated(loss, good, best) {
  const rounded = Math.max(0, Math.round(loss * 100) / 100); // the engine's values are rounded to 0.01
  return { loss: rounded, good: rounded <= good, best };
}

/** How the engine's ``values`` of a decision rate ``action``, or null when they do not hold it. */
function ratingFromValues(values, good, action) {
  const entry = values.find((candidate) => candidate.action.id === action.id);
  if (!entry) return null;
  const top = values.reduce((best, candidate) => (candidate.value > best.value ? candidate : best));
  return rated(top.value - entry.value, good, top.action);
}

/**
 * A decision asked as a puzzle: the deal's ``record`` (at least up to the decision), the ``seat`` and
 * ``move`` of the decision, what was ``chosen`` then with its ``reasons``, the engine's ``values`` of
 * its candidates, and ``good``: the largest loss of a good answer.
 * @typedef {{record: import("../boot/types.js").GameRecord, seat: number, move: number, chosen: import("../boot/types.js").Action,
 *   reasons?: object[], values: {action: import("../boot/types.js").Action, value: number}[], good: number}} Question
 */

/**
 * The engine's rating of ``action`` at ``question`` with its reasons: a good move from the analysis's
 * values; the mistake again with the analysis's reasons; any other move from an analysis of that
 * move (its reasons are the engine's for that very move).
 * @param {{call: (op: string, fields: Record<string, unknown>) => Promise<any>}} engine
 * @param {Question} question
 * @param {import("../boot/types.js").Action} action
 */
export async function answerRating(engine, question, action) {
  const { record, seat, move, chosen, values, good } = question;
  const known = ratingFromValues(values, good, action);
  if (known?.good) return { ...known, reasons: [] };
  if (known && action.id === chosen.id) return { ...known, reasons: question.reasons ?? [] };
  const tried = { ...record, actions: [...record.actions.slice(0, move), action.id] };
  const reply = await engine.call("analyse", { record: tried, seat, move });
  return { ...rated(reply.loss, goodLoss(reply), reply.best), reasons: reply.reasons ?? [] };
}

/**
 * Why, in words: the loss against the better move, then the engine's reasons for a poor one
 * (``unit`` and ``game`` of the decision; ``actionText(action)`` names a move).
 */
export function answerReason(rating, { unit, game }, actionText) {
  if (rating.loss <= 0) return t("practice.is_best");
  const said = t(rating.good ? "practice.near_best" : "practice.loses", { loss: amountText(rating.loss, unit), best: actionText(rating.best) });
  return [said, ...reasonsText(rating.reasons, { unit, game })].join(" ");
}

/** The position waits for the player's answer: nothing moves on, no hint gives it away, an answer is judged, not played. */
export class PuzzleTable extends SandboxTable {
  /** @type {(action: import("../boot/types.js").Action) => Promise<void>} the player's answer, judged (MistakesTrainer, the training give it) */
  answer;

  async runAI() {}

  ownEngine() {
    return false;
  }

  async act(actionId) {
    if (this.busy) return;
    const action = this.view.observation.legal_actions.find((legal) => legal.id === actionId);
    this.busy = true;
    this.selection.clear();
    this.readings = null;
    this.lastTap = null;
    this.render();
    try {
      await this.answer(action);
    } finally {
      this.busy = false;
      this.render();
    }
  }
}

export class MistakesTrainer {
  /** ``mistakes``: the "analyse" replies of the deal's marked mistakes; the replay's ``table``, ``replay`` and ``record``. */
  constructor({ table, replay, record, mistakes, opener }) {
    this.table = table;
    this.replay = replay;
    this.record = record;
    this.mistakes = mistakes;
    this.opener = opener;
    this.index = 0;
    this.puzzle = null;
    this.prompt = el("p", { class: "puzzle-prompt", id: "puzzle-prompt" });
    this.verdict = el("p", { class: "puzzle-answer", id: "puzzle-answer", role: "status" });
    this.previous = el("button", { type: "button", class: "secondary", id: "puzzle-previous", onclick: () => this.show(this.index - 1) }, t("practice.previous"));
    this.next = el("button", { type: "button", class: "secondary", id: "puzzle-next", onclick: () => this.show(this.index + 1) }, t("practice.next"));
    this.panel = el("div", { class: "replay-controls puzzle-panel" }, this.prompt, this.verdict, el("div", { class: "puzzle-buttons" }, this.previous, this.next));
  }

  open() {
    const title = `${t(`game.${this.replay.game}`)}: ${t("practice.puzzles_title")}`;
    const { dialog, host } = sandboxDialog({ id: "puzzles", title, panel: this.panel, live: this.table, opener: this.opener, onClose: () => this.puzzle?.dispose() });
    this.dialog = dialog;
    this.host = host;
    return this.show(0);
  }

  /** Mistake ``index``: its position as the player saw it, and the question. */
  async show(index) {
    this.index = Math.max(0, Math.min(this.mistakes.length - 1, index));
    const mistake = this.mistakes[this.index];
    this.previous.disabled = this.index === 0;
    this.next.disabled = this.index === this.mistakes.length - 1;
    this.verdict.textContent = "";
    delete this.verdict.dataset.verdict;
    this.puzzle?.dispose();
    const { table, replay, record } = this;
    try {
      const { view } = await table.engine.call("fork", { record, moves: mistake.move, players: sandboxPlayers(table.view.players, replay.seat), seat: replay.seat });
      this.puzzle = new PuzzleTable({ engine: table.engine, root: this.host, renderer: table.renderer, pace: table.pace, onExit: () => this.dialog.close() });
      this.puzzle.answer = (action) => this.judge(mistake, action);
      await this.puzzle.start(view);
      const step = mistake.move - replay.first_move + 1; // the step that shows the decision, as in the review
      this.prompt.textContent = t("practice.puzzle", { number: this.index + 1, count: this.mistakes.length, step, chosen: this.actionText(mistake.chosen) });
      this.prompt.dataset.chosen = mistake.chosen.id;
      this.dialog.dataset.move = String(mistake.move);
      announce(this.prompt.textContent);
    } catch (error) {
      this.prompt.textContent = engineErrorText(error);
    }
  }

  actionText(action) {
    return this.table.renderer.actionText(this.puzzle ?? this.table, action);
  }

  /** Whether ``action`` is a better move than the mistake, said with its reason. */
  async judge(mistake, action) {
    this.verdict.textContent = t("practice.judging");
    try {
      const rating = await this.rating(mistake, action);
      this.verdict.dataset.verdict = rating.good ? "good" : "poor";
      this.verdict.dataset.better = rating.best.id;
      this.verdict.textContent = `${t(rating.good ? "practice.good" : "practice.poor", { action: this.actionText(action) })} ${this.reason(rating, mistake)}`;
    } catch (error) {
      this.verdict.textContent = engineErrorText(error);
    }
    announce(this.verdict.textContent);
    this.verdict.scrollIntoView({ block: "nearest" }); // a phone's dialog scrolls: the answer comes into view under the table
  }

  /** The engine's rating of ``action`` at ``mistake`` (answerRating). */
  rating(mistake, action) {
    return answerRating(this.table.engine, { ...mistake, record: this.record, seat: this.replay.seat, good: goodLoss(mistake) }, action);
  }

  /** Why, in words (answerReason). */
  reason(rating, mistake) {
    return answerReason(rating, mistake, (action) => this.actionText(action));
  }
}

export class Puzzles {
  constructor({ table, replay, record }) {
    this.table = table;
    this.replay = replay;
    this.record = record;
    this.mistakes = [];
    this.button = el("button", { type: "button", class: "secondary", id: "puzzles-open", hidden: true, onclick: () => this.open() }, t("practice.puzzles"));
  }

  /** The analysis so far (``results``: the step's reply by step): its mistakes, in the deal's order. */
  update(results) {
    this.mistakes = [...results.values()].filter((result) => result.mistake).sort((a, b) => a.move - b.move);
    this.button.hidden = this.mistakes.length === 0;
  }

  open() {
    const { table, replay, record, mistakes } = this;
    return new MistakesTrainer({ table, replay, record, mistakes, opener: this.button }).open();
  }
}
