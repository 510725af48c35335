// What the training says of a day, on the home and in its room: how many puzzles are due, or
// when the next comes back, or that there are none yet.
import { documentLang, language, t } from "../i18n.js";
import { duePuzzles } from "./training-store.js";

/** @typedef {import("./types.js").TrainingPuzzle} TrainingPuzzle */

/** ``day`` (YYYY-MM-DD) as the page's language writes a date: "piątek, 11 grudnia". */
function dayText(day) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString(documentLang(language()), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
}

/** The day the first of ``puzzles`` not retired comes back after ``today``, or undefined. @param {TrainingPuzzle[]} puzzles @param {string} today */
function nextDue(puzzles, today) {
  const later = puzzles.filter((puzzle) => !puzzle.retired && puzzle.due > today).map((puzzle) => puzzle.due);
  return later.sort()[0];
}

/** "3 puzzles today"; with none due, when the next comes back (or that nothing will), or that there are none yet. */
export function dueText(training, today) {
  const due = duePuzzles(training, today).length;
  if (due) return t("training.due", { count: due });
  if (!training.puzzles.length) return t("training.empty");
  const next = nextDue(training.puzzles, today);
  return next ? t("training.next_due", { date: dayText(next) }) : t("training.none_due");
}
