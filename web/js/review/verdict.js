// The verdict on one analysed decision, as the engine gives it (engine/karciarnia/analysis.py):
// good, inaccuracy, mistake or blunder by its loss against the game's lines
// ({"verdict", "thresholds": {"inaccuracy", "mistake", "blunder"}}).

export const VERDICTS = ["good", "inaccuracy", "mistake", "blunder"];

/** The verdict on an analysed decision (null when nothing was judged: forced, or not analysed). */
export function verdictOf(reply) {
  return VERDICTS.includes(reply.verdict) ? reply.verdict : null;
}

/** Whether a verdict counts as a clear mistake (a mistake or worse). */
export function isMistake(verdict) {
  return verdict === "mistake" || verdict === "blunder";
}
