// The legend of the analysis: what each verdict's colour means and where its lines lie
// (the loss, in the game's unit said in words), and what the deal's graph plots.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { numberText } from "./reasons.js";
import { VERDICTS } from "./verdict.js";

/** Each verdict's range of losses: "up to 0.15", "0.15–0.3", …, "over 0.6". */
function ranges(lines) {
  const bounds = VERDICTS.slice(1).map((verdict) => numberText(lines[verdict]));
  return VERDICTS.map((verdict, index) => {
    if (index === 0) return t("analysis.range.first", { high: bounds[0] });
    if (index === VERDICTS.length - 1) return t("analysis.range.last", { low: bounds[index - 1] });
    return t("analysis.range.middle", { low: bounds[index - 1], high: bounds[index] });
  });
}

/**
 * The legend for an analysis reply (``decisions`` or ``analyse``: its game, unit and lines), as an
 * element: the loss and its unit, the verdicts' colours and ranges, and the graph's lines.
 */
export function legend(reply) {
  const scale = ranges(reply.thresholds).map((range, index) =>
    el("li", { dataset: { verdict: VERDICTS[index] } }, el("span", { class: `swatch ${VERDICTS[index]}`, "aria-hidden": "true" }), t("analysis.legend.item", { verdict: t(`reasons.verdict.${VERDICTS[index]}`), range })),
  );
  return el(
    "div",
    { class: "analysis-legend", id: "analysis-legend" },
    el("p", { class: "legend-unit" }, t("analysis.legend.loss", { unit: t(`analysis.unit.${reply.game}`) })),
    el("ul", { class: "legend-scale", "aria-label": t("analysis.legend.scale") }, scale),
    el("p", { class: "legend-graph" }, t("analysis.legend.graph")),
  );
}
