// The replay of a finished deal: over the table, in a dialog, the
// deal step by step as the game's renderer draws it, read-only, with every
// hand face up. The engine sends all the steps at once (the "replay" op: a
// whole deal is 80-290 kB), so stepping needs no engine and works offline.
// Buttons, a slider, the keys ← → Home End step; Escape or "Zamknij" closes
// and gives the focus back to the button that opened it.
import { announce, el, returnFocus } from "../dom.js";
import { t } from "../i18n.js";
import { drawTable } from "../table/frame.js";
import { layoutFan, patchKeepingTheFan } from "../table/fan.js";
import { animate, snapshot } from "../table/motion.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { AnalysisPanel } from "./replay-analysis.js";
import { PlayOn } from "./play-on.js";
import { Puzzles } from "./puzzles.js";

const KEYS = { ArrowLeft: (step) => step - 1, ArrowRight: (step) => step + 1, Home: () => 0, End: (_, last) => last };

/**
 * What the renderers read from a controller, for a table that only shows: no turn, no selection,
 * no menu; ``revealed`` holds every seat's cards (frame.js draws them face up).
 */
class ReplayTable {
  constructor(table, root) {
    this.engine = table.engine;
    this.renderer = table.renderer;
    this.root = root;
    this.live = table;
    this.selection = new Set();
    this.message = null;
    this.thinking = null;
    this.readings = null;
    this.hinted = null;
    this.completedTrick = null;
    this.waitingForContinue = null;
    this.lastTap = null;
    this.menuOpen = false;
    this.revealed = null;
    this.revealedDeck = undefined;
  }

  phase() {
    return "replay";
  }

  seatName(seat) {
    return this.live.seatName.call(this, seat);
  }

  shortName(seat) {
    return this.live.shortName.call(this, seat);
  }

  isYou(seat) {
    return this.live.isYou.call(this, seat);
  }

  moveSentence(actor, action) {
    return this.live.moveSentence.call(this, actor, action);
  }

  waitingText() {
    return "";
  }

  playableCards() {
    return new Set();
  }

  /** Draw ``view`` with ``hands`` face up; ``result``, if given, takes the centre (the deal's end). */
  draw(view, hands, result) {
    this.view = view;
    this.revealed = hands;
    this.revealedDeck ??= this.renderer.hand(view, this)?.deck;
    const before = snapshot(this.root);
    const frame = drawTable(this);
    frame.querySelector(".table-bar")?.remove();
    frame.querySelector(".results-layer")?.remove();
    frame.querySelector('[data-zone="actions"]')?.replaceChildren();
    if (result) frame.querySelector('[data-zone="trick"]').replaceChildren(result);
    frame.querySelector('[data-zone="message"]')?.removeAttribute("role"); // the replay's own line announces the step
    for (const node of frame.querySelectorAll("[id]")) node.removeAttribute("id"); // the live table under the dialog has them
    patchKeepingTheFan(this.root, el("div", {}, frame)); // as the table: a step redraws the cards it moved, not the deal's every card
    animate(this.root, before);
  }
}

/** One word for deals or rounds (Koalicje), from the renderer's score-table keys. */
function keyOf(renderer, name) {
  return renderer.scoreboardKeys?.[name] ?? `replay.${name}`;
}

class ReplayViewer {
  constructor(table, replay, record, opener) {
    this.table = table;
    this.replay = replay;
    this.record = record;
    this.opener = opener;
    this.steps = replay.steps;
    this.last = this.steps.length - 1;
    this.step = 0;
    const number = replay.index + 1;
    this.host = el("div", { class: "replay-table" });
    this.view = new ReplayTable(table, this.host);
    this.line = el("p", { class: "replay-step", id: "replay-step", "aria-live": "polite" });
    this.slider = el("input", {
      type: "range", id: "replay-slider", min: 0, max: this.last, step: 1, value: 0,
      "aria-label": t("replay.slider"),
      oninput: () => this.go(Number(this.slider.value)),
    });
    const button = (id, label, text, move) =>
      el("button", { type: "button", class: "secondary replay-move", id, "aria-label": label, onclick: () => this.go(move(this.step, this.last)) }, text);
    this.buttons = {
      first: button("replay-first", t("replay.first"), "«", KEYS.Home),
      back: button("replay-back", t("replay.back"), "◀", KEYS.ArrowLeft),
      forward: button("replay-forward", t("replay.forward"), "▶", KEYS.ArrowRight),
      end: button("replay-end", t("replay.end"), "»", KEYS.End),
    };
    this.analysis = new AnalysisPanel({
      engine: table.engine,
      queue: table.analysis,
      request: { record, seat: replay.seat, deal: replay.deal },
      stepOf: (move) => move - replay.first_move + 1, // the step that shows the player's action: its verdict is theirs
      steps: this.steps.length,
      go: (step) => this.go(step),
      actionText: (action) => table.renderer.actionText(this.view, action),
      changed: () => this.show(),
    });
    this.playOn = new PlayOn({ table, replay, record, say: (text) => (this.line.textContent = text) });
    this.puzzles = new Puzzles({ table, replay, record });
    const title = el("h2", { id: "replay-title" }, `${t(`game.${replay.game}`)}: ${t(keyOf(table.renderer, "replay_title"), { number })}`);
    this.dialog = el(
      "dialog",
      { id: "review", class: "replay", "aria-labelledby": "replay-title", onkeydown: (event) => this.key(event) },
      el("header", { class: "replay-bar" }, title, this.downloadButton(), el("button", { type: "button", class: "secondary", id: "replay-close", onclick: () => this.dialog.close() }, t("replay.close"))),
      this.host,
      el(
        "div",
        { class: "replay-controls" },
        el("div", { class: "replay-scrub" }, this.buttons.first, this.buttons.back, el("div", { class: "replay-track" }, this.slider, this.analysis.graph.root), this.buttons.forward, this.buttons.end),
        el("div", { class: "replay-side" }, this.line, this.takebacksNote(), this.analysis.root, el("div", { class: "practice" }, this.playOn.button, this.puzzles.button)),
      ),
    );
    this.dialog.addEventListener("close", () => this.closed());
  }

  /** A game in which a move was taken back says so (its file's too): it was not rated. */
  takebacksNote() {
    const count = this.table.takeback?.count ?? 0;
    return count ? el("p", { class: "note replay-takebacks", id: "replay-takebacks" }, t("takeback.reviewed", { count })) : null;
  }

  /** Once the game is over, its download as a file (web/js/player/game-file.js), for a review another day. */
  downloadButton() {
    if (!this.table.view.terminal) return null;
    return el("button", { type: "button", class: "secondary", id: "replay-download", "aria-label": t("file.download"), onclick: () => this.table.download() }, t("file.download_short"));
  }

  open() {
    this.release = this.table.hold(); // the game's computers wait while the player looks back
    document.body.append(this.dialog);
    this.dialog.showModal();
    this.resized = new ResizeObserver(() => layoutFan(this.host));
    this.resized.observe(this.host);
    this.show();
    this.slider.focus();
  }

  /** Move to ``step`` (kept within the deal). */
  go(step) {
    const next = Math.max(0, Math.min(this.last, step));
    if (next === this.step) return;
    this.step = next;
    this.show();
  }

  /** What led to the step on view: the deal's start, or who did what (and, at the end, that the deal ended). */
  said(step) {
    if (step.actor === null) return t("replay.start");
    this.view.view = step.view; // as at the live table, the sentence reads the position the action led to
    const action = this.view.moveSentence(step.actor, step.action);
    return this.step === this.last ? `${action} ${t("replay.over")}` : action;
  }

  show() {
    const step = this.steps[this.step];
    const end = this.step === this.last;
    // The last action already moved the state on to the next deal: its table is drawn from the
    // position before it (nobody to move), its hands are the ones the deal ended with, and the
    // deal's result takes the centre.
    const shown = end && this.last > 0 ? this.steps[this.last - 1].view : step.view;
    const view = end ? { ...shown, observation: { ...shown.observation, current_player: null } } : shown;
    const result = end && this.table.renderer.dealResult ? this.table.renderer.dealResult(step.view, this.view, this.replay.index) : null;
    const analysis = this.analysis.textAt(this.step);
    this.view.message = this.said(step); // the table's line says what happened; the analysis goes under the slider
    this.view.draw(view, step.hands, result ? el("div", { class: "replay-result" }, result) : null);
    this.slider.value = String(this.step);
    const position = t("replay.step", { step: this.step, last: this.last });
    this.slider.setAttribute("aria-valuetext", position);
    this.line.textContent = [`${position}: ${this.view.message}`, analysis].filter(Boolean).join(" ");
    this.buttons.first.disabled = this.buttons.back.disabled = this.step === 0;
    this.buttons.forward.disabled = this.buttons.end.disabled = end;
    if (/** @type {HTMLButtonElement | null} */ (document.activeElement)?.disabled) this.slider.focus(); // a button just disabled at either end would drop the focus
    this.dialog.dataset.step = String(this.step);
    this.analysis.mark(this.step);
    this.playOn.update(this.step);
    this.puzzles.update(this.analysis.results);
  }

  /** ← → Home End step from anywhere in the dialog but the slider (which steps by itself), the graph (which moves between decisions) and text. */
  key(event) {
    const move = KEYS[event.key];
    if (!move || event.defaultPrevented || event.target === this.slider || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    this.go(move(this.step, this.last));
  }

  closed() {
    this.release();
    this.analysis.cancel();
    this.resized?.disconnect();
    this.dialog.remove();
    returnFocus(this.opener, "scoreboard-open");
  }
}

/**
 * Open the replay of finished deal ``index`` (null: the last) of ``table``'s game over it; the focus
 * returns to ``opener`` on closing. An engine that refuses says why in the table's message line.
 */
export async function openReplay({ table, index, opener }) {
  const { engine, view } = table;
  try {
    const { record } = await engine.call("save", { session: view.session });
    const replay = await engine.call("replay", { record, seat: view.seat, players: view.players, index });
    new ReplayViewer(table, replay, record, opener).open();
  } catch (error) {
    table.message = engineErrorText(error);
    announce(table.message);
    table.render();
  }
}
