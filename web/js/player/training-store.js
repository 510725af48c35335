// The training as the browser keeps it: every marked mistake and blunder of the player's finished
// deals as a puzzle (made from the background analysis's replies), when each comes back
// (training-schedule.js), and a puzzle rating per game, which only the answers move (the engine's
// op rate_puzzle: engine/karciarnia/rating.py; never the game's rating). Read defensively: a damaged
// store is set aside and said once, its good puzzles and ratings kept. Bounded: at most MAX_PUZZLES
// puzzles in at most MAX_TRAINING_CHARS characters, the retired dropped first, then the oldest.
// In a backup ("Save everything": lobby/backup.js), a puzzle in both keeps the copy with more answers.
import { boolean, date, excerpt, fields, integer, isObject, listOf, number, object, oneOf, optional, string } from "../schema.js";
import { writeJson } from "../storage.js";
import { readSalvaged, recordSchema } from "./saved.js";
import { glickoFields } from "./ratings.js";
import { MAX_PUZZLES, answered, isDue, withPuzzles } from "./training-schedule.js";

/** @typedef {import("./types.js").TrainingPuzzle} TrainingPuzzle */
/** @typedef {import("./types.js").PuzzleRating} PuzzleRating */
/** @typedef {{puzzles: TrainingPuzzle[], ratings: Record<string, PuzzleRating>}} Training */

const TRAINING_KEY = "karciarnia.training";
const TRAINING_FORMAT = 1;
// Room for MAX_PUZZLES puzzles of some 2 000 to 3 000 characters (a Koalicje deal's record is the
// longest; past it the oldest go): a small share of what a browser lets a page store.
export const MAX_TRAINING_CHARS = 1_000_000;
export const VERDICTS = ["mistake", "blunder"]; // the decisions that become puzzles
const LAST_REASON = "better_move_value"; // every marked decision's last reason: no kind of mistake of its own

const actionSchema = fields({ id: string, type: string });
const puzzleSchema = fields({
  id: string,
  game: string,
  seat: integer(0, 9),
  move: integer(0),
  verdict: oneOf(VERDICTS),
  kinds: listOf(string),
  unit: string,
  good: number,
  record: recordSchema,
  chosen: actionSchema,
  best: actionSchema,
  values: listOf(fields({ action: actionSchema, value: number })),
  reasons: listOf(fields({ kind: string })),
  loss: number,
  made: date,
  due: date,
  last: optional(date),
  answers: integer(0),
  solves: integer(0),
  streak: integer(0, 2),
  retired: boolean,
});
const ratingSchema = fields({ ...glickoFields, answers: integer(1) });
const storeSchema = fields({ format: oneOf([TRAINING_FORMAT]), puzzles: listOf(object), ratings: object });

/** A short, stable id of a decision: the game, its start, the moves before it and the seat. */
function puzzleId(record, seat, move) {
  const text = JSON.stringify([record.game, record.seed, record.options, record.actions.slice(0, move), seat]);
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193) >>> 0;
  return `${record.game}-${record.seed}-${seat}-${move}-${hash.toString(16)}`;
}

/**
 * The puzzle of an "analyse" ``reply`` (a mistake or a blunder of ``record``), made on ``day``.
 * @param {any} reply
 * @param {import("./types.js").GameRecord} record
 * @param {string} day
 * @returns {TrainingPuzzle}
 */
export function puzzleOf(reply, record, day) {
  const { game, seat, move, verdict, unit, chosen, best, values, reasons, loss } = reply;
  const kinds = [...new Set(reasons.map((reason) => reason.kind).filter((kind) => kind !== LAST_REASON))];
  const before = { ...record, actions: record.actions.slice(0, move) };
  return {
    id: puzzleId(record, seat, move), game, seat, move, verdict, kinds, unit, good: reply.thresholds.inaccuracy,
    record: before, chosen, best, values, reasons, loss,
    made: day, due: day, answers: 0, solves: 0, streak: 0, retired: false,
  }; // prettier-ignore
}

/** What is wrong with a training value, part by part: {problems, good: its good puzzles and ratings}. */
function checked(value, games = null) {
  const problems = [storeSchema(value)].filter(Boolean);
  const known = (game) => games === null || games.includes(game);
  const puzzles = [];
  for (const [index, puzzle] of (Array.isArray(value?.puzzles) ? value.puzzles : []).entries()) {
    const problem = puzzleSchema(puzzle) ?? (known(puzzle.game) && puzzle.record.game === puzzle.game ? null : `game: not a game here`);
    if (problem) problems.push(`puzzles[${index}]: ${problem}`);
    else puzzles.push(puzzle);
  }
  const ratings = {};
  for (const [game, rating] of Object.entries(isObject(value?.ratings) ? value.ratings : {})) {
    const problem = ratingSchema(rating) ?? (known(game) ? null : "not a game here");
    if (problem) problems.push(`ratings.${excerpt(game)}: ${problem}`);
    else ratings[game] = rating;
  }
  if (puzzles.length > MAX_PUZZLES) problems.push(`more than ${MAX_PUZZLES} puzzles`);
  return { problems, good: { puzzles: withPuzzles([], puzzles), ratings } };
}

/**
 * {training, problem, kept}: the kept training and what was wrong with the stored value (null if
 * nothing). A damaged value is set aside (``kept`` false: too big or no room, dropped) and its good
 * puzzles and ratings stored again, so that a problem is said once.
 * @returns {{training: Training, problem: string | null, kept: boolean}}
 */
export function readTraining() {
  const { good, problem, kept } = readSalvaged(TRAINING_KEY, MAX_TRAINING_CHARS, { puzzles: [], ratings: {} }, checked, writeTraining);
  return { training: good, problem, kept };
}

/** Store ``training``, dropping the retired then the oldest puzzles until it fits its bound; false when the browser refused. */
function writeTraining({ puzzles, ratings }) {
  let kept = puzzles;
  const text = () => JSON.stringify({ format: TRAINING_FORMAT, puzzles: kept, ratings });
  while (kept.length && text().length > MAX_TRAINING_CHARS) kept = withPuzzles([], kept, kept.length - 1);
  return writeJson(TRAINING_KEY, { format: TRAINING_FORMAT, puzzles: kept, ratings }, MAX_TRAINING_CHARS);
}

/**
 * Keep the mistakes and blunders among ``replies`` (the "analyse" replies of one finished deal of
 * ``record``) as puzzles made on ``day``; returns how many are new.
 * @param {any[]} replies
 * @param {import("./types.js").GameRecord} record
 * @param {string} day
 */
export function keepMistakes(replies, record, day) {
  const fresh = replies.filter((reply) => VERDICTS.includes(reply.verdict)).map((reply) => puzzleOf(reply, record, day));
  if (!fresh.length) return 0;
  const { training } = readTraining();
  const puzzles = withPuzzles(training.puzzles, fresh);
  const added = fresh.filter((puzzle) => puzzles.includes(puzzle)).length;
  if (added) writeTraining({ ...training, puzzles });
  return added;
}

/**
 * The puzzles due on ``day``, oldest first, of ``game`` and with a reason of ``kind`` when given.
 * @param {Training} training
 * @param {string} day
 * @param {{game?: string, kind?: string}} [filter]
 */
export function duePuzzles({ puzzles }, day, { game, kind } = {}) {
  const wanted = (puzzle) => (!game || puzzle.game === game) && (!kind || puzzle.kinds.includes(kind));
  return puzzles.filter((puzzle) => isDue(puzzle, day) && wanted(puzzle)).sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0));
}

/**
 * Keep the answer to puzzle ``id`` on ``day`` (``solved`` or not) and the puzzle rating ``after`` it
 * (the engine's, or undefined when the engine could not rate it): the puzzle as it now stands.
 * @param {string} id
 * @param {boolean} solved
 * @param {string} day
 * @param {{rating: number, deviation: number, volatility: number} | undefined} after
 */
export function recordAnswer(id, solved, day, after) {
  const { training } = readTraining();
  const puzzle = training.puzzles.find((kept) => kept.id === id);
  if (!puzzle) return undefined;
  const now = answered(puzzle, solved, day);
  const ratings = { ...training.ratings };
  if (after) ratings[puzzle.game] = { ...after, answers: (ratings[puzzle.game]?.answers ?? 0) + 1 };
  writeTraining({ puzzles: training.puzzles.map((kept) => (kept === puzzle ? now : kept)), ratings });
  return now;
}

/**
 * Rate the answer to ``puzzle`` (``solved`` or not) on ``engine`` from the player's puzzle rating in
 * its game so far: the rating after it, or undefined when the engine refused.
 * @param {{call: (op: string, fields: Record<string, unknown>) => Promise<any>}} engine
 * @param {TrainingPuzzle} puzzle
 * @param {boolean} solved
 */
export async function ratePuzzleAnswer(engine, puzzle, solved) {
  const before = readTraining().training.ratings[puzzle.game];
  const sent = before && { rating: before.rating, deviation: before.deviation, volatility: before.volatility };
  try {
    return (await engine.call("rate_puzzle", { game: puzzle.game, verdict: puzzle.verdict, solved, rating: sent })).rating;
  } catch (error) {
    console.warn("the answer was not rated:", error);
    return undefined;
  }
}

/**
 * The training in a backup: every puzzle of both, one in both as the copy with more answers (a tie
 * keeps this browser's), and game by game the puzzle rating from more answers.
 * @type {import("./types.js").BackupStore}
 */
export const trainingStore = {
  keys: [TRAINING_KEY],
  maxChars: MAX_TRAINING_CHARS,
  read() {
    const { training } = readTraining();
    return training.puzzles.length || Object.keys(training.ratings).length ? { format: TRAINING_FORMAT, ...training } : undefined;
  },
  problem: (value, { games }) => checked(value, games).problems[0] ?? null,
  merge(current, incoming) {
    const mine = new Map((current?.puzzles ?? []).map((puzzle) => [puzzle.id, puzzle]));
    const taken = incoming.puzzles.filter((puzzle) => puzzle.answers > (mine.get(puzzle.id)?.answers ?? -1));
    const ratings = { ...current?.ratings };
    const rated = Object.entries(incoming.ratings).filter(([game, rating]) => rating.answers > (ratings[game]?.answers ?? 0));
    for (const [game, rating] of rated) ratings[game] = rating;
    if (!taken.length && !rated.length) return { added: [] };
    for (const puzzle of taken) mine.set(puzzle.id, puzzle);
    const puzzles = withPuzzles([], [...mine.values()]);
    const added = [["training.added", taken.length], ["training.added_ratings", rated.length]].filter(([, count]) => count > 0);
    return { value: { format: TRAINING_FORMAT, puzzles, ratings }, added: /** @type {Array<[string, number]>} */ (added) };
  },
  write: (value) => writeTraining(value),
};
