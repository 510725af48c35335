// The verdict on one analysed decision: good, inaccuracy, mistake or blunder, by its loss.
// The engine's reply carries the verdict and the lines between the categories
// ({"verdict", "thresholds": {"inaccuracy", "mistake", "blunder"}}); a reply of an engine
// that only knows its mistake line ({"loss", "threshold"}) has them derived here from it.

export const VERDICTS = ["good", "inaccuracy", "mistake", "blunder"];

/** The losses above which a choice is an inaccuracy, a mistake, a blunder (in the game's unit). */
export function thresholdsOf(reply) {
  if (reply.thresholds) return reply.thresholds;
  const mistake = reply.threshold;
  return { inaccuracy: mistake / 2, mistake, blunder: mistake * 2 }; // half and twice the engine's one line
}

/** The verdict on an analysed decision (null when nothing was judged: forced, or not analysed). */
export function verdictOf(reply) {
  if (reply.forced || !reply.analysed) return null;
  if (VERDICTS.includes(reply.verdict)) return reply.verdict;
  const lines = thresholdsOf(reply);
  return [...VERDICTS].reverse().find((verdict) => verdict === "good" || reply.loss > lines[verdict]);
}

/** Whether a verdict counts as a clear mistake (a mistake or worse). */
export function isMistake(verdict) {
  return verdict === "mistake" || verdict === "blunder";
}
