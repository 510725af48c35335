// The graph of a replayed deal, under the replay's slider and aligned with it: after each of
// the player's analysed decisions, the result of the deal the engine expects for them (the
// value of the action they chose, i.e. the best action's value less the loss, in the game's
// unit), a solid line; the best action's value, dashed (the gap between the two is the loss).
// Each decision is a button coloured by its verdict (a click shows its step); the step on
// view is a vertical line. It fills in as the analyses arrive.
import { el } from "../dom.js";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 1000; // the drawing's own units; it is stretched to the track's width
const HEIGHT = 100;
const MARGIN = 0.12; // of the height, kept free above the highest value and below the lowest

function svg(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** The vertical position (0 top, 1 bottom) of each value, the lowest and highest kept off the edges. */
function scale(values) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  return (value) => (high === low ? 0.5 : MARGIN + (1 - 2 * MARGIN) * (1 - (value - low) / span));
}

export class DealGraph {
  /** ``steps``: the replay's number of steps; ``go(step)`` shows a step; ``label``: the graph's name. */
  constructor({ steps, go, label }) {
    this.go = go;
    this.span = Math.max(steps - 1, 1);
    this.chosen = svg("polyline", { class: "graph-chosen", "vector-effect": "non-scaling-stroke" });
    this.best = svg("polyline", { class: "graph-best", "vector-effect": "non-scaling-stroke" });
    this.now = svg("line", { class: "graph-now", y1: 0, y2: HEIGHT, "vector-effect": "non-scaling-stroke" });
    const drawing = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" });
    drawing.append(this.best, this.chosen, this.now);
    this.points = el("div", { class: "graph-points", onkeydown: (event) => this.key(event) });
    this.points.style.setProperty("--span", String(this.span)); // a point is no wider than a step: neighbours never cover each other
    this.root = el("div", { class: "deal-graph", id: "deal-graph", role: "group", "aria-label": label, hidden: true }, drawing, this.points);
    this.step = 0;
  }

  /** Draw ``points`` ({step, chosen, best, verdict, largest, label, title}, in step order). */
  update(points) {
    this.root.hidden = points.length === 0;
    const y = scale(points.flatMap((point) => [point.chosen, point.best]));
    const x = (step) => step / this.span;
    const line = (value) => points.map((point) => `${x(point.step) * WIDTH},${y(point[value]) * HEIGHT}`).join(" ");
    this.chosen.setAttribute("points", line("chosen"));
    this.best.setAttribute("points", line("best"));
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const focused = this.points.contains(active) ? active.dataset.step : null;
    this.points.replaceChildren(
      ...points.map((point) => {
        const button = el("button", {
          type: "button",
          class: `graph-point ${point.verdict}${point.largest ? " largest" : ""}`,
          dataset: { step: point.step, verdict: point.verdict },
          "aria-label": point.label,
          title: point.title,
          tabindex: -1,
          onclick: () => this.go(point.step),
        });
        button.style.setProperty("--x", String(x(point.step))); // through the CSSOM: the CSP refuses style attributes
        button.style.setProperty("--y", String(y(point.chosen)));
        return button;
      }),
    );
    this.mark(this.step);
    if (focused !== null) /** @type {HTMLElement | null} */ (this.points.querySelector(`[data-step="${focused}"]`))?.focus(); // an analysis arrived under the focus
  }

  /** Show ``step`` as the one on view; the decision at it or the last before it takes the Tab stop. */
  mark(step) {
    this.step = step;
    const x = (step / this.span) * WIDTH;
    this.now.setAttribute("x1", String(x));
    this.now.setAttribute("x2", String(x));
    const buttons = /** @type {HTMLElement[]} */ ([...this.points.children]);
    const stop = buttons.findLast((button) => Number(button.dataset.step) <= step) ?? buttons[0];
    for (const button of buttons) {
      button.classList.toggle("current", Number(button.dataset.step) === step);
      button.tabIndex = button === stop ? 0 : -1;
    }
  }

  /** ← → Home End move between the decisions (and the replay with them). */
  key(event) {
    const buttons = /** @type {HTMLElement[]} */ ([...this.points.children]);
    const at = buttons.indexOf(event.target);
    const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (at < 0 || next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault(); // the replay's own step keys leave it alone
    const target = buttons[Math.max(0, Math.min(buttons.length - 1, next))];
    this.go(Number(target.dataset.step));
    target.focus();
  }
}
