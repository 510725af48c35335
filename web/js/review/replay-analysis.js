// The engine's analysis of the player's decisions in a replayed deal
// (engine/karciarnia/analysis.py): one "analyse" request per decision, so a
// progress bar advances and Cancel stops between two requests while the page
// stays free. The requests go through the table's queue (analysis-queue.js):
// a deal analysed in the background since it ended opens with what is ready
// and fills in by itself. Each decision gets a verdict (verdict.js), is explained
// at the step that shows it (the player's own move), and is drawn on the deal's
// graph (graph.js) under the slider; a legend (legend.js) says what the colours
// and the unit mean.
import { announce, el } from "../dom.js";
import { t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { DealGraph } from "./graph.js";
import { legend } from "./legend.js";
import { amountText, reasonsText } from "./reasons.js";
import { isMistake, verdictOf } from "./verdict.js";

/** The values the graph plots for an analysed decision: the chosen action's and the best one's. */
function valuesOf(result) {
  const best = Math.max(...result.values.map(({ value }) => value));
  return { best, chosen: best - result.loss };
}

export class AnalysisPanel {
  /**
   * ``request``: {record, seat, deal} for the engine; ``stepOf(move)``: the replay's step that shows
   * the player's action of ``move``; ``go(step)`` shows a step; ``actionText(action)`` says an action;
   * ``changed()`` redraws the step on view (its analysis may have arrived); ``queue``: the table's AnalysisQueue.
   */
  constructor({ engine, queue, request, stepOf, steps, go, actionText, changed }) {
    this.engine = engine;
    this.queue = queue;
    this.request = request;
    this.stepOf = stepOf;
    this.steps = steps;
    this.go = go;
    this.actionText = actionText;
    this.changed = changed;
    this.decisions = null; // the "decisions" reply's list, once asked
    this.results = new Map(); // step -> the "analyse" reply (or the decision itself when nothing was searched)
    this.running = false;
    this.cancelled = false;
    this.start = el("button", { type: "button", class: "secondary", id: "analyse", onclick: () => this.run() }, t("analysis.start"));
    this.progress = el("progress", { id: "analysis-progress", max: 1, value: 0, "aria-label": t("analysis.progress_label"), hidden: true });
    this.stop = el("button", { type: "button", class: "secondary", id: "analysis-cancel", hidden: true, onclick: () => this.cancel() }, t("analysis.cancel"));
    this.status = el("p", { class: "analysis-status", id: "analysis-status", role: "status", tabindex: "-1" });
    this.largest = el("button", { type: "button", class: "secondary", id: "analysis-largest", hidden: true, onclick: () => this.go(this.largestStep) }, t("analysis.largest"));
    this.graph = new DealGraph({ steps, go, label: t("analysis.graph") });
    this.legend = el("div", { class: "analysis-legend-slot" });
    this.reasons = el("ul", { class: "analysis-reasons", id: "analysis-reasons", "aria-label": t("reasons.label"), hidden: true });
    this.root = el("div", { class: "analysis", role: "group", "aria-label": t("analysis.label") }, this.start, this.progress, this.stop, this.largest, this.status, this.reasons, this.legend);
    if (queue.progress(request.seat, request.deal)) this.run({ focus: false }); // analysed since the deal ended: go on showing it
  }

  /** Ask the engine for each decision in turn (``focus``: on Cancel); stop between two when cancelled. */
  async run({ focus = true } = {}) {
    if (this.running) return;
    this.running = true;
    this.cancelled = false;
    this.start.hidden = true;
    this.stop.hidden = false;
    this.progress.hidden = false;
    if (focus) this.stop.focus();
    try {
      if (!this.decisions) this.listed(await this.engine.call("decisions", this.request));
      const searched = this.decisions.filter((decision) => decision.analysed && !decision.forced);
      for (const decision of this.decisions.filter((d) => !d.analysed || d.forced)) this.results.set(this.stepOf(decision.move), decision);
      this.progress.max = Math.max(searched.length, 1);
      for (const [done, decision] of searched.entries()) {
        this.showProgress(done, searched.length);
        if (this.cancelled) break;
        const step = this.stepOf(decision.move);
        if (!this.results.has(step)) {
          const { record, seat } = this.request;
          this.results.set(step, await this.queue.analyse(record, seat, decision.move, { first: true }));
          this.refresh();
        }
      }
      const finished = !this.cancelled;
      if (finished) this.showProgress(searched.length, searched.length);
      this.summary(finished);
    } catch (error) {
      this.status.textContent = engineErrorText(error);
    } finally {
      this.running = false;
      const complete = this.decisions && this.results.size === this.decisions.length;
      const hadFocus = this.root.contains(document.activeElement);
      this.stop.hidden = true;
      this.progress.hidden = true;
      this.start.hidden = Boolean(complete);
      this.start.textContent = t(this.results.size ? "analysis.resume" : "analysis.start");
      const next = !complete ? this.start : this.largest.hidden ? this.status : this.largest;
      if (hadFocus) next.focus(); // the Cancel button just hid: the focus goes on to what follows it
      this.root.dataset.state = complete ? "done" : "partial";
      if (complete) this.queue.analysed(this.request.record, [...this.results.values()]); // a deal reviewed whole: the training keeps its mistakes too
    }
  }

  cancel() {
    this.cancelled = true;
  }

  /** The "decisions" reply: the decisions to analyse, and the game's unit and lines for the legend. */
  listed(reply) {
    this.decisions = reply.decisions;
    this.legend.replaceChildren(legend(reply));
  }

  showProgress(done, total) {
    this.progress.value = done;
    this.status.textContent = t("analysis.progress", { done, total, count: total });
  }

  /** The decisions analysed so far: how many mistakes, and the step of the largest loss. */
  summary(finished) {
    const found = [...this.results.entries()].filter(([, result]) => result.loss > 0);
    const mistakes = found.filter(([, result]) => isMistake(verdictOf(result))).length;
    const worst = found.reduce((best, entry) => (best && best[1].loss >= entry[1].loss ? best : entry), null);
    this.largestStep = worst?.[0] ?? null;
    this.largest.hidden = this.largestStep === null;
    const parts = [t(finished ? "analysis.done" : "analysis.cancelled", { done: this.results.size, total: this.decisions.length, count: this.decisions.length }), t("analysis.mistakes", { count: mistakes })];
    if (worst) parts.push(t("analysis.largest_loss", { step: worst[0], loss: amountText(worst[1].loss, this.unit()) }));
    this.status.textContent = parts.join(" ");
    announce(this.status.textContent);
    this.refresh();
  }

  /** The unit of the game's losses: "points" or "votes". */
  unit() {
    const first = [...this.results.values()].find((result) => result.unit);
    return first?.unit ?? "points";
  }

  /** The graph: one point per decision the engine searched, at its step. */
  refresh() {
    const searched = [...this.results.entries()].filter(([, result]) => result.values?.length).sort(([a], [b]) => a - b);
    this.graph.update(
      searched.map(([step, result]) => {
        const verdict = verdictOf(result);
        const label = t("analysis.point", { step, verdict: t(`reasons.verdict.${verdict}`) });
        return { step, verdict, label, title: this.textAt(step), largest: step === this.largestStep, ...valuesOf(result) };
      }),
    );
    this.changed();
  }

  /** Show which decision is the step on view, and the engine's reasons for its verdict. */
  mark(step) {
    this.graph.mark(step);
    const result = this.results.get(step);
    const lines = reasonsText(result?.reasons, { unit: result?.unit, game: result?.game });
    this.reasons.replaceChildren(...lines.map((line) => el("li", {}, line)));
    this.reasons.hidden = !lines.length;
  }

  /** The analysis of the decision taken at ``step``, in words (null when there is none). */
  textAt(step) {
    const result = this.results.get(step);
    if (!result) return null;
    if (result.forced) return t("analysis.forced");
    if (!result.analysed) return t("analysis.not_analysed");
    const chosen = this.actionText(result.chosen);
    if (result.loss <= 0) return t("analysis.best", { chosen });
    const verdict = t(`reasons.verdict.${verdictOf(result)}`);
    return t("analysis.loss", { verdict, chosen, best: this.actionText(result.best), loss: amountText(result.loss, result.unit) });
  }
}
