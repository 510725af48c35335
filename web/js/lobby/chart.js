// What the statistics' charts share: SVG elements made in the page, and a chart as a figure named by
// its caption, its numbers beside it in a visually hidden table for screen readers.
import { el } from "../dom.js";

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element ``tag`` with ``attributes`` and ``children``. */
export function svg(tag, attributes, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

/**
 * A chart as a figure: ``caption`` (its id ``captionId``) names the ``drawing`` (an SVG with role img,
 * labelled by the caption) and a hidden table of ``rows`` under the ``columns``' headings.
 * @param {{captionId: string, caption: string, drawing: Element, columns: string[], rows: string[][]}} chart
 */
export function chartFigure({ captionId, caption, drawing, columns, rows }) {
  const numbers = el(
    "table",
    { class: "visually-hidden", "aria-labelledby": captionId },
    el("thead", {}, el("tr", {}, columns.map((heading) => el("th", { scope: "col" }, heading)))),
    el("tbody", {}, rows.map((cells) => el("tr", {}, cells.map((cell) => el("td", {}, cell))))),
  );
  return el("figure", { class: "stats-figure" }, el("figcaption", { id: captionId }, caption), drawing, numbers);
}
