// The training as a player lives it, day by day on a fixed clock (web/js/player/training-schedule.js,
// training-store.js): a finished deal's mistakes and blunders become puzzles due that day; a puzzle
// missed comes back the next day, solved after 3, then 7, then 21 days; solved twice in a row it
// retires. The store is read defensively and bounded, and a backup merges it puzzle by puzzle.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { MemoryStorage } from "./memory-storage.mjs";
import "./translations.mjs";
import { setLanguage } from "../../web/js/i18n.js";
import { INTERVALS, addDays, answered, localDay, withPuzzles } from "../../web/js/player/training-schedule.js";
import { MAX_TRAINING_CHARS, duePuzzles, keepMistakes, readTraining, recordAnswer, trainingStore } from "../../web/js/player/training-store.js";
import { backupFile, readBackup, restore, restoredText } from "../../web/js/lobby/backup.js";

const KEY = "karciarnia.training";
const CONTEXT = { games: ["prezydent", "koalicje", "tarok", "doudizhu"] };
const DAY_MS = 24 * 60 * 60 * 1000;
const MONDAY = new Date(2026, 11, 7, 9, 30).getTime(); // a local Monday morning

const record = (seed = 4) => ({ format: 1, game: "prezydent", options: { players: 4 }, seed, actions: ["a", "b", "c", "d", "e", "f", "g"] });
const action = (id) => ({ id, type: id === "pass" ? "pass" : "play", cards: [] });

/** An "analyse" reply of the decision at ``move``, with ``verdict``. */
function reply(move, verdict, kinds = ["breaks_combination"]) {
  const reasons = [...kinds.map((kind) => ({ kind, cards: ["3S"] })), { kind: "better_move_value", cards: ["8D"], best: 2.8, played: 0.4 }];
  return {
    game: "prezydent", seat: 0, deal: 0, move, chosen: action("pass"), best: action("play:8D"),
    values: [{ action: action("play:8D"), value: 2.8 }, { action: action("pass"), value: 0.4 }],
    loss: 2.4, forced: false, analysed: true, mistake: verdict !== "good", verdict, reasons, unit: "points", threshold: 1, thresholds: { inaccuracy: 0.5, mistake: 1, blunder: 2 },
  }; // prettier-ignore
}

const day = (offset) => localDay(MONDAY + offset * DAY_MS);
const due = (offset, filter) => duePuzzles(readTraining().training, day(offset), filter).map((puzzle) => puzzle.move);

beforeEach(async () => {
  globalThis.localStorage = new MemoryStorage();
  await setLanguage("en");
});

test("days are the local calendar's, and counting days ignores the clock's changes", () => {
  assert.equal(localDay(new Date(2026, 11, 31, 23, 59)), "2026-12-31");
  assert.equal(localDay(new Date(2027, 0, 1, 0, 1)), "2027-01-01");
  assert.equal(addDays("2026-03-28", 1), "2026-03-29"); // the night the clocks go forward in Europe
  assert.equal(addDays("2026-12-30", 3), "2027-01-02");
});

test("a deal's mistakes and blunders become puzzles due the day it ended; a good or inaccurate move does not", () => {
  const added = keepMistakes([reply(1, "mistake"), reply(2, "inaccuracy"), reply(3, "good"), reply(5, "blunder")], record(), day(0));
  assert.equal(added, 2);
  const [mistake, blunder] = readTraining().training.puzzles;
  assert.deepEqual([mistake.move, mistake.verdict, blunder.move, blunder.verdict], [1, "mistake", 5, "blunder"]);
  assert.deepEqual(mistake.record.actions, ["a"]); // the deal up to the decision, not after it
  assert.deepEqual(mistake.kinds, ["breaks_combination"]); // the last reason, the better move's value, is no kind of mistake
  assert.equal(mistake.best.id, "play:8D");
  assert.equal(mistake.good, 0.5);
  assert.deepEqual(due(0), [1, 5]);
  assert.equal(keepMistakes([reply(1, "mistake")], record(), day(1)), 0); // the same decision again is not a new puzzle
  assert.equal(readTraining().training.puzzles.length, 2);
});

test("a week day by day: missed comes back the next day, then after 3, 7 and 21 days as it is solved; two solved in a row retire it", () => {
  keepMistakes([reply(1, "mistake")], record(), day(0));
  const answer = (offset, solved) => recordAnswer(readTraining().training.puzzles[0].id, solved, day(offset), undefined);
  const dueDays = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((offset) => due(offset).length);

  assert.deepEqual(due(0), [1]);
  answer(0, false); // Monday: missed
  assert.deepEqual(dueDays(0, 6), [1, 2, 3, 4, 5, 6]); // back on Tuesday (and waiting from then on)
  answer(1, true); // Tuesday: solved, the first time
  assert.deepEqual(dueDays(1, 6), [4, 5, 6]); // back 3 days later, on Friday
  answer(4, false); // Friday: missed again: the streak is broken
  assert.deepEqual(dueDays(4, 6), [5, 6]); // back on Saturday
  const saturday = answer(5, true); // solved the second time in all, not in a row
  assert.equal(saturday.due, addDays(day(5), 7)); // after 7 days
  assert.equal(saturday.retired, false);
  answer(12, false);
  const thirdSolve = answer(13, true);
  assert.equal(thirdSolve.due, addDays(day(13), 21)); // after 21 days
  const retired = answer(34, true); // solved twice in a row
  assert.equal(retired.retired, true);
  assert.deepEqual(dueDays(34, 100), []);
  assert.deepEqual([retired.answers, retired.solves, retired.streak], [7, 4, 2]);
  assert.deepEqual(INTERVALS, [1, 3, 7, 21]);
});

test("a puzzle answered at once on the day it was made and solved twice in a row retires after 3 days", () => {
  keepMistakes([reply(1, "blunder"), reply(4, "mistake")], record(), day(0));
  const [first] = readTraining().training.puzzles;
  recordAnswer(first.id, true, day(0), undefined);
  assert.deepEqual(due(0), [4]);
  assert.deepEqual(due(2), [4]);
  assert.deepEqual(due(3), [4, 1]); // the one due longest first
  assert.equal(recordAnswer(first.id, true, day(3), undefined).retired, true);
  assert.deepEqual(due(30), [4]);
});

test("filters: by game and by a kind of reason", () => {
  keepMistakes([reply(1, "mistake", ["breaks_combination"]), reply(2, "mistake", ["spends_high_card_early", "breaks_combination"]), reply(4, "blunder", ["spends_high_card_early"])], record(), day(0));
  keepMistakes([{ ...reply(3, "mistake", ["gives_points"]), game: "tarok" }], { ...record(), game: "tarok" }, day(0));
  assert.deepEqual(due(0, { game: "prezydent" }), [1, 2, 4]);
  assert.deepEqual(due(0, { game: "tarok" }), [3]);
  assert.deepEqual(due(0, { kind: "spends_high_card_early" }), [2, 4]);
  assert.deepEqual(due(0, { game: "tarok", kind: "breaks_combination" }), []);
});

test("each answer keeps the engine's puzzle rating of its game, counting the answers; no rating leaves it as it was", () => {
  keepMistakes([reply(1, "mistake"), reply(2, "mistake")], record(), day(0));
  const [first, second] = readTraining().training.puzzles;
  recordAnswer(first.id, true, day(0), { rating: 1662.3, deviation: 290.1, volatility: 0.06 });
  recordAnswer(second.id, false, day(0), undefined); // the engine could not rate it: the schedule still moves
  const { ratings, puzzles } = readTraining().training;
  assert.deepEqual(ratings, { prezydent: { rating: 1662.3, deviation: 290.1, volatility: 0.06, answers: 1 } });
  assert.deepEqual(puzzles.map((puzzle) => puzzle.answers), [1, 1]);
});

test("at most MAX_PUZZLES are kept: the retired go first, then the oldest", () => {
  const made = (id, madeOn, retired = false) => ({ id, made: madeOn, due: madeOn, answers: 0, solves: 0, streak: 0, retired });
  const kept = withPuzzles([made("old", "2026-01-01"), made("retired", "2026-06-01", true), made("mid", "2026-03-01")], [made("new", "2026-12-01")], 2);
  assert.deepEqual(kept.map((puzzle) => puzzle.id), ["mid", "new"]);
});

test("a damaged store is set aside with its good puzzles and ratings kept, and said once", () => {
  keepMistakes([reply(1, "mistake"), reply(2, "mistake")], record(), day(0));
  const stored = JSON.parse(localStorage.getItem(KEY));
  stored.puzzles[1].due = "tomorrow";
  stored.ratings.tarok = { rating: "high" };
  localStorage.setItem(KEY, JSON.stringify(stored));
  const read = readTraining();
  assert.match(read.problem, /puzzles\[1\]: due: not a date/);
  assert.equal(read.kept, true);
  assert.equal(read.training.puzzles.length, 1);
  assert.ok(localStorage.getItem(`${KEY}.set-aside`).includes("tomorrow"));
  assert.equal(readTraining().problem, null); // said once: the good part was stored again
  localStorage.setItem(KEY, "{not json");
  assert.equal(readTraining().problem, "not JSON");
  assert.deepEqual(readTraining().training, { puzzles: [], ratings: {} });
  localStorage.setItem(KEY, "x".repeat(MAX_TRAINING_CHARS + 1));
  assert.match(readTraining().problem, /at most/);
});

test("the training goes into everything in one file; restored, a puzzle in both keeps the copy with more answers", () => {
  keepMistakes([reply(1, "mistake"), reply(2, "blunder")], record(), day(0));
  const [first] = readTraining().training.puzzles;
  recordAnswer(first.id, false, day(0), { rating: 1400, deviation: 300, volatility: 0.06 });
  const file = backupFile(CONTEXT);
  assert.equal(file.stores.training.puzzles.length, 2);
  const read = readBackup(JSON.stringify(file), CONTEXT);
  assert.ok(read.backup, read.problem);

  // Another browser: the first puzzle never answered, the second answered twice, a third of its own.
  globalThis.localStorage = new MemoryStorage();
  keepMistakes([reply(1, "mistake"), reply(2, "blunder"), reply(6, "mistake")], record(), day(1));
  const second = readTraining().training.puzzles[1];
  recordAnswer(second.id, true, day(1), { rating: 1550, deviation: 250, volatility: 0.06 });
  recordAnswer(second.id, false, day(4), { rating: 1520, deviation: 240, volatility: 0.06 });
  const restored = restore(read.backup, CONTEXT);
  const { puzzles, ratings } = readTraining().training;
  assert.deepEqual(puzzles.map((puzzle) => [puzzle.move, puzzle.answers]), [[1, 1], [2, 2], [6, 0]]);
  assert.equal(ratings.prezydent.answers, 2); // this browser's rating, from more answers
  assert.deepEqual(restored.added, [["training.added", 1]]);
  assert.equal(restoredText(restored), "Restored from the file: 1 training puzzle.");
  assert.deepEqual(restore(read.backup, CONTEXT).added, []); // restoring again adds nothing
});

test("a backup's training that is not one is refused whole and changes nothing", () => {
  keepMistakes([reply(1, "mistake")], record(), day(0));
  const file = backupFile(CONTEXT);
  const before = localStorage.getItem(KEY);
  const bad = structuredClone(file);
  bad.stores.training.puzzles[0].game = "chess";
  bad.stores.training.puzzles[0].record.game = "chess";
  assert.match(readBackup(JSON.stringify(bad), CONTEXT).problem, /stores\.training: puzzles\[0\]: game: not a game here/);
  bad.stores.training = { format: 1, puzzles: "many", ratings: {} };
  assert.match(readBackup(JSON.stringify(bad), CONTEXT).problem, /stores\.training: puzzles: not a list/);
  assert.equal(localStorage.getItem(KEY), before);
  assert.equal(trainingStore.problem(file.stores.training, CONTEXT), null);
});

test("the store keeps within its bound of characters: past it the oldest puzzles go, the newest stay", () => {
  const long = (seed) => ({ ...record(seed), actions: Array.from({ length: 2000 }, (_, i) => `play:${i}S`) }); // a puzzle of some 24 000 characters
  for (let deal = 0; deal < 50; deal++) keepMistakes([reply(1900, "mistake")], long(deal), day(deal));
  const text = localStorage.getItem(KEY);
  const puzzles = readTraining().training.puzzles;
  const size = JSON.stringify(puzzles[0]).length;
  assert.ok(text.length <= MAX_TRAINING_CHARS && text.length > MAX_TRAINING_CHARS - size); // as many as fit
  const seeds = puzzles.map((puzzle) => puzzle.record.seed);
  assert.equal(seeds.at(-1), 49); // the deal just ended
  assert.equal(seeds[0], 50 - seeds.length); // the first deals' went first
});
