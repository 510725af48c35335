// The training room: the marked mistakes and blunders of every finished deal the engine has looked
// at (player/training-store.js), those due today asked one at a time, each at a table of its own
// (sandbox.js) showing the position as the player saw it then. The first answer to a puzzle counts:
// it is judged as "learn from your mistakes" judges one (puzzles.js: within the good bar of the
// engine's best), it moves the puzzle's day of return (player/training-schedule.js) and the puzzle
// rating of its game (the engine's op rate_puzzle), never the game's rating. Filters pick a game
// and a kind of mistake. The day is the player's local one, from ``clock()`` (a test fixes it).
import { announce, clear, el } from "../dom.js";
import { t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { signed } from "../table/scoreboard.js";
import { ratingText } from "../player/ratings.js";
import { duePuzzles, ratePuzzleAnswer, readTraining, recordAnswer } from "../player/training-store.js";
import { localDay } from "../player/training-schedule.js";
import { dueText } from "../player/training-words.js";
import { PuzzleTable, answerRating, answerReason } from "./puzzles.js";
import { sandboxDialog } from "./sandbox.js";

/** @typedef {import("../player/types.js").TrainingPuzzle} TrainingPuzzle */

/** When ``puzzle`` (just answered on ``day``) comes back, in words. @param {TrainingPuzzle} puzzle @param {string} day */
function returnText(puzzle, day) {
  if (puzzle.retired) return t("training.retired");
  if (puzzle.streak === 0) return t("training.missed_back");
  const days = Math.round((Date.parse(puzzle.due) - Date.parse(day)) / 86_400_000);
  return t("training.solved_back", { count: days });
}

export class TrainingRoom {
  /**
   * ``engine``: the page's engine; ``renderers``: each game's renderer by id; ``pace()``: the table's beat;
   * ``clock()``: now, in milliseconds; ``live``: what steps aside while the room is open ({root, render()});
   * ``opener``: the button that opened it (the focus goes back to it).
   * @param {{engine: any, renderers: Record<string, any>, pace: () => number, clock: () => number, live: {root: HTMLElement, render: () => void}, opener: HTMLElement | null}} parts
   */
  constructor({ engine, renderers, pace, clock, live, opener }) {
    this.engine = engine;
    this.renderers = renderers;
    this.pace = pace;
    this.clock = clock;
    this.live = live;
    this.opener = opener;
    this.filter = { game: "", kind: "" };
    /** @type {TrainingPuzzle[]} */
    this.queue = [];
    this.index = 0;
    this.solved = 0;
    this.answered = 0;
    this.table = null;
    this.counted = false; // the puzzle at the table has had its first answer
    /** @type {HTMLDialogElement | null} */
    this.dialog = null;
    /** @type {HTMLElement | null} */
    this.host = null;
    this.gameChoice = el("select", { id: "training-game", onchange: () => this.refilter({ game: this.gameChoice.value, kind: "" }) });
    this.kindChoice = el("select", { id: "training-kind", onchange: () => this.refilter({ ...this.filter, kind: this.kindChoice.value }) });
    this.prompt = el("p", { class: "puzzle-prompt", id: "training-prompt" });
    this.verdict = el("p", { class: "puzzle-answer", id: "training-answer", role: "status" });
    this.why = el("p", { class: "training-why", id: "training-why" });
    this.rating = el("p", { class: "training-rating", id: "training-rating" });
    this.next = el("button", { type: "button", class: "primary", id: "training-next", hidden: true, onclick: () => this.show(this.index + 1) }, t("training.next"));
    const filters = el(
      "div",
      { class: "training-filters" },
      el("label", {}, el("span", { class: "filter-name" }, t("training.filter_game")), this.gameChoice),
      el("label", {}, el("span", { class: "filter-name" }, t("training.filter_kind")), this.kindChoice),
    );
    this.panel = el("div", { class: "replay-controls puzzle-panel training-panel" }, filters, this.prompt, this.verdict, el("div", { class: "puzzle-buttons" }, this.next), this.why, this.rating);
  }

  today() {
    return localDay(this.clock());
  }

  open() {
    const { dialog, host } = sandboxDialog({
      id: "training",
      title: t("training.title"),
      panel: this.panel,
      live: this.live,
      opener: this.opener,
      onClose: () => {
        this.table?.dispose();
        document.body.classList.remove("playing"); // the puzzle's table made the page a table's; the home is back
      },
    });
    this.dialog = dialog;
    this.host = host;
    return this.refilter(this.filter);
  }

  /** The puzzles due today under ``filter`` ({game, kind}: "" for any), the filters' choices with them, and the first one. */
  refilter(filter) {
    this.filter = filter;
    const training = readTraining().training;
    const due = duePuzzles(training, this.today());
    const games = [...new Set(due.map((puzzle) => puzzle.game))];
    if (filter.game && !games.includes(filter.game)) games.push(filter.game);
    const inGame = duePuzzles(training, this.today(), { game: filter.game });
    const kinds = [...new Set(inGame.flatMap((puzzle) => puzzle.kinds))].sort();
    const count = (list, wanted) => list.filter(wanted).length;
    const option = (value, text, chosen) => el("option", { value, selected: value === chosen }, text);
    clear(this.gameChoice).append(
      option("", t("training.all_games"), filter.game),
      ...games.map((game) => option(game, `${t(`game.${game}`)} (${count(due, (puzzle) => puzzle.game === game)})`, filter.game)),
    );
    clear(this.kindChoice).append(
      option("", t("training.all_kinds"), filter.kind),
      ...kinds.map((kind) => option(kind, `${t(`training.kind.${kind}`)} (${count(inGame, (puzzle) => puzzle.kinds.includes(kind))})`, filter.kind)),
    );
    this.queue = duePuzzles(training, this.today(), filter);
    this.solved = 0;
    this.answered = 0;
    return this.show(0);
  }

  /** Puzzle ``index`` of the queue at its table, or what is left to say once none is. */
  async show(index) {
    this.index = index;
    this.table?.dispose();
    this.table = null;
    this.next.hidden = true;
    this.verdict.textContent = "";
    delete this.verdict.dataset.verdict;
    this.why.textContent = "";
    this.rating.textContent = "";
    this.panel.classList.remove("answered");
    const puzzle = this.queue[index];
    if (!puzzle) return this.showNothing();
    this.dialog.dataset.puzzle = puzzle.id;
    this.counted = false;
    try {
      const { view } = await this.engine.call("fork", { record: puzzle.record, moves: puzzle.move, seat: puzzle.seat });
      this.table = new PuzzleTable({ engine: this.engine, root: this.host, renderer: this.renderers[puzzle.game], pace: this.pace, onExit: () => this.dialog.close() });
      this.table.answer = (action) => this.judge(puzzle, action);
      await this.table.start(view);
      const verdict = t(`training.verdict.${puzzle.verdict}`);
      this.prompt.textContent = t("training.prompt", { number: index + 1, count: this.queue.length, game: t(`game.${puzzle.game}`), verdict, chosen: this.actionText(puzzle.chosen) });
      this.showRating(puzzle.game);
    } catch (error) {
      this.prompt.textContent = engineErrorText(error);
      this.next.hidden = index + 1 >= this.queue.length;
    }
    announce(this.prompt.textContent);
  }

  /** No puzzle at the table: the day's tally once some were answered, else why there is none. */
  showNothing() {
    delete this.dialog.dataset.puzzle;
    const today = this.today();
    const filtered = this.filter.game || this.filter.kind;
    const done = this.answered ? t("training.done", { solved: this.solved, answered: this.answered }) : "";
    const training = readTraining().training;
    const why = filtered && duePuzzles(training, today).length ? t("training.no_match") : dueText(training, today);
    this.host.replaceChildren(el("div", { class: "training-empty", id: "training-empty" }, done ? el("p", { class: "training-done" }, done) : null, el("p", {}, why)));
    this.prompt.textContent = "";
    announce([done, why].filter(Boolean).join(" "));
  }

  actionText(action) {
    return this.table.renderer.actionText(this.table, action);
  }

  /** The puzzle rating of ``game`` as it stands, and how the last answer moved it (``before``: its rating then). */
  showRating(game, before = undefined) {
    const rating = readTraining().training.ratings[game];
    if (!rating) return;
    const figures = ratingText({ ...rating, games: rating.answers });
    const params = { game: t(`game.${game}`), figures };
    this.rating.textContent = before === undefined ? t("training.rating", params) : t("training.rating_change", { ...params, change: signed(Math.round(rating.rating) - Math.round(before)) });
  }

  /**
   * Whether ``action`` is a better move than the mistake, said with its reason. The first answer to
   * the puzzle counts (its return, the puzzle rating); later tries are only judged.
   * @param {TrainingPuzzle} puzzle
   */
  async judge(puzzle, action) {
    this.verdict.textContent = t("practice.judging");
    let rating;
    try {
      rating = await answerRating(this.engine, puzzle, action);
    } catch (error) {
      this.verdict.textContent = engineErrorText(error);
      announce(this.verdict.textContent);
      return;
    }
    const headline = t(rating.good ? "practice.good" : "practice.poor", { action: this.actionText(action) });
    const why = answerReason(rating, puzzle, (shown) => this.actionText(shown));
    const back = this.counted ? "" : await this.count(puzzle, rating.good);
    this.counted = true;
    this.next.hidden = false;
    this.verdict.dataset.verdict = rating.good ? "good" : "poor";
    this.verdict.dataset.better = rating.best.id;
    this.verdict.replaceChildren(el("strong", {}, headline), back ? " " : "", back ? el("span", { class: "training-return" }, back) : "");
    this.why.textContent = why;
    this.panel.classList.add("answered");
    announce([headline, why, back].filter(Boolean).join(" "));
  }

  /** Count the first answer to ``puzzle``: its return and the puzzle rating; says when it comes back. @param {TrainingPuzzle} puzzle @param {boolean} solved */
  async count(puzzle, solved) {
    const day = this.today();
    const before = readTraining().training.ratings[puzzle.game]?.rating ?? 1500;
    const after = await ratePuzzleAnswer(this.engine, puzzle, solved);
    const now = recordAnswer(puzzle.id, solved, day, after);
    this.answered += 1;
    this.solved += solved ? 1 : 0;
    if (after) this.showRating(puzzle.game, before);
    return now ? returnText(now, day) : "";
  }
}
