// When a training puzzle comes back (spaced repetition), as pure functions of the puzzles and the
// day: nothing here reads a clock or the storage, so a test can live a week in a second. A day is
// the player's local calendar day ("2026-12-04"), from a moment the caller passes in.
//
// A puzzle is due the day it is made. Missed, it comes back the next day; solved, it comes back
// after 3 days, then (solved again later) 7, then 21: one step further on each solved answer.
// Solved twice in a row, it retires.

/** Days until a puzzle comes back: [0] after a miss, [n] after its n-th solved answer (the last one from then on). */
export const INTERVALS = [1, 3, 7, 21];
export const SOLVED_TO_RETIRE = 2; // solved answers in a row that retire a puzzle
export const MAX_PUZZLES = 300; // the most kept: the retired go first, then the oldest

const two = (number) => String(number).padStart(2, "0");

/** The local calendar day of the moment ``now`` (milliseconds or a Date) as YYYY-MM-DD. */
export function localDay(now) {
  const moment = new Date(now);
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
}

/** The day ``days`` after ``day`` (calendar arithmetic: no clock change moves it). */
export function addDays(day, days) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * ``puzzle`` after an answer on ``day``: retired once solved twice in a row, else due again after
 * its interval.
 * @template {import("./types.js").Scheduled} T
 * @param {T} puzzle
 * @param {boolean} solved
 * @param {string} day
 * @returns {T}
 */
export function answered(puzzle, solved, day) {
  const streak = solved ? puzzle.streak + 1 : 0;
  const solves = puzzle.solves + (solved ? 1 : 0);
  const interval = solved ? INTERVALS[Math.min(solves, INTERVALS.length - 1)] : INTERVALS[0];
  return { ...puzzle, answers: puzzle.answers + 1, solves, streak, last: day, due: addDays(day, interval), retired: streak >= SOLVED_TO_RETIRE };
}

/** Whether ``puzzle`` asks for an answer on ``day``. @param {import("./types.js").Scheduled} puzzle @param {string} day */
export function isDue(puzzle, day) {
  return !puzzle.retired && puzzle.due <= day;
}

/**
 * ``puzzles`` with ``fresh`` ones added (a puzzle already kept stays as it is), at most ``limit``:
 * past it the retired go first, then the oldest made.
 * @template {import("./types.js").Scheduled & {id: string}} T
 * @param {T[]} puzzles
 * @param {T[]} fresh
 * @returns {T[]}
 */
export function withPuzzles(puzzles, fresh, limit = MAX_PUZZLES) {
  const kept = new Set(puzzles.map((puzzle) => puzzle.id));
  const all = [...puzzles, ...fresh.filter((puzzle) => !kept.has(puzzle.id) && kept.add(puzzle.id))];
  if (all.length <= limit) return all;
  const order = (puzzle) => [puzzle.retired ? 0 : 1, puzzle.made];
  const dropped = new Set(
    [...all]
      .sort((a, b) => {
        const [x, y] = [order(a), order(b)];
        return x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0);
      })
      .slice(0, all.length - limit),
  );
  return all.filter((puzzle) => !dropped.has(puzzle));
}
