// Unit tests of the statistics (web/js/player/saved.js keeps them, web/js/lobby/stats.js draws
// them): the stored format, its migration from format 1, the figures and the chart's bars.
// Run by tests/web/test_stats_js.py.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { MemoryStorage } from "./memory-storage.mjs";
import { RECENT_GAMES, clearStats, gameStats, readStats, recordResult } from "../../web/js/player/saved.js";
import { chartBars, figures } from "../../web/js/lobby/stats.js";

const KEY = "karciarnia.stats";

const stored = () => JSON.parse(localStorage.getItem(KEY));

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
});

test("a finished game counts played, won, the best score, the streaks and the last scores", () => {
  const results = [[true, 10], [true, 4], [false, -2], [true, 7], [true, 12], [true, 0]];
  for (const [won, score] of results) recordResult("tarok", "hard", won, score);
  const entry = stored().games["tarok|hard"];
  assert.equal(stored().format, 2);
  assert.deepEqual(entry, {
    game: "tarok", level: "hard", played: 6, won: 5, scoreSum: 31, best: 12, streak: 3, bestStreak: 3, recent: [10, 4, -2, 7, 12, 0], earlier: 0,
  });
  recordResult("tarok", "hard", false, -5);
  assert.equal(stored().games["tarok|hard"].streak, 0);
  assert.equal(stored().games["tarok|hard"].bestStreak, 3);
});

test("a game with house rules counts apart from the same game and level without them (P27, D29)", () => {
  recordResult("doudizhu", "hard", true, 6);
  recordResult("doudizhu", "hard", false, -8, true);
  recordResult("doudizhu", "hard", true, 4, true);
  const { games } = stored();
  assert.deepEqual(Object.keys(games).sort(), ["doudizhu|hard", "doudizhu|hard|house"]);
  assert.equal(games["doudizhu|hard"].played, 1);
  assert.deepEqual({ ...games["doudizhu|hard|house"], recent: undefined }, {
    game: "doudizhu", level: "hard", house: true, played: 2, won: 1, scoreSum: -4, best: 4, streak: 1, bestStreak: 1, recent: undefined, earlier: 0,
  });
  assert.equal(readStats().problem, null); // both entries read back as they were stored
  assert.equal(gameStats("doudizhu").games["doudizhu|hard|house"].played, 2);
});

test("an entry filed under the wrong key for its house rules is set aside", () => {
  const entry = { game: "prezydent", level: "easy", house: true, played: 1, won: 1, scoreSum: 4, best: 4, streak: 1, bestStreak: 1, recent: [4], earlier: 0 };
  localStorage.setItem(KEY, JSON.stringify({ format: 2, games: { "prezydent|easy": entry, "prezydent|easy|house": entry } }));
  const { stats, problem } = readStats();
  assert.match(problem, /not filed under game\|level/);
  assert.deepEqual(Object.keys(stats.games), ["prezydent|easy|house"]);
});

test("a game played with the card counter counts apart, and apart again with house rules too", () => {
  recordResult("doudizhu", "easy", true, 6);
  recordResult("doudizhu", "easy", true, 4, false, true);
  recordResult("doudizhu", "easy", false, -2, true, true);
  recordResult("doudizhu", "easy", false, -6, true);
  const { games } = stored();
  assert.deepEqual(Object.keys(games).sort(), ["doudizhu|easy", "doudizhu|easy|counter", "doudizhu|easy|house", "doudizhu|easy|house|counter"]);
  assert.deepEqual(games["doudizhu|easy|counter"], {
    game: "doudizhu", level: "easy", counter: true, played: 1, won: 1, scoreSum: 4, best: 4, streak: 1, bestStreak: 1, recent: [4], earlier: 0,
  });
  assert.equal(games["doudizhu|easy|house|counter"].house, true);
  assert.equal(games["doudizhu|easy|house|counter"].counter, true);
  assert.equal("counter" in games["doudizhu|easy"], false); // a plain game's entry is stored as it always was
  assert.equal(readStats().problem, null);
});

test("an entry with the counter filed under a key without it is set aside; the stored format stays 2", () => {
  const entry = { game: "tarok", level: "hard", counter: true, played: 1, won: 0, scoreSum: -3, best: -3, streak: 0, bestStreak: 0, recent: [-3], earlier: 0 };
  localStorage.setItem(KEY, JSON.stringify({ format: 2, games: { "tarok|hard": entry, "tarok|hard|counter": entry } }));
  const { stats, problem } = readStats();
  assert.match(problem, /not filed under game\|level/);
  assert.deepEqual(Object.keys(stats.games), ["tarok|hard|counter"]);
  assert.equal(stored().format, 2);
});

test("the rows: plain games first, then with the counter, then with house rules; each says how it was played", async () => {
  await import("./translations.mjs");
  const { setLanguage } = await import("../../web/js/i18n.js");
  const { byLevel, rowName } = await import("../../web/js/lobby/stats.js");
  const entry = (level, house, counter) => ({ game: "prezydent", level, ...(house ? { house } : {}), ...(counter ? { counter } : {}) });
  const rows = [entry("hard", true, true), entry("easy", true), entry("hard", false, true), entry("hard"), entry("easy", false, true), entry("easy")];
  await setLanguage("pl");
  assert.deepEqual(rows.sort(byLevel).map(rowName), [
    "łatwy", "trudny", "łatwy · z licznikiem kart", "trudny · z licznikiem kart", "łatwy · zasady domowe", "trudny · zasady domowe · z licznikiem kart",
  ]);
  await setLanguage("en");
  assert.equal(rowName(entry("normal", false, true)), "normal · with card counter");
});

test("a game where a move was taken back counts apart (it is not rated), and its row says so", async () => {
  recordResult("koalicje", "normal", true, 120);
  recordResult("koalicje", "normal", false, 80, false, false, true);
  recordResult("koalicje", "normal", true, 150, false, true, true);
  const { games } = stored();
  assert.deepEqual(Object.keys(games).sort(), ["koalicje|normal", "koalicje|normal|counter|takeback", "koalicje|normal|takeback"]);
  assert.deepEqual(games["koalicje|normal|takeback"], {
    game: "koalicje", level: "normal", takeback: true, played: 1, won: 0, scoreSum: 80, best: 80, streak: 0, bestStreak: 0, recent: [80], earlier: 0,
  });
  assert.equal(games["koalicje|normal"].played, 1); // the plain game's figures are its own
  assert.equal(readStats().problem, null);
  localStorage.setItem(KEY, JSON.stringify({ format: 2, games: { "koalicje|normal": games["koalicje|normal|takeback"] } }));
  assert.match(readStats().problem, /not filed under game\|level/); // a takeback's entry filed as a plain one is set aside
  await import("./translations.mjs");
  const { setLanguage } = await import("../../web/js/i18n.js");
  const { byLevel, rowName } = await import("../../web/js/lobby/stats.js");
  await setLanguage("en");
  const rows = [{ level: "normal", takeback: true }, { level: "normal" }, { level: "normal", counter: true, takeback: true }].sort(byLevel);
  assert.deepEqual(rows.map(rowName), ["normal", "normal · with takebacks (not rated)", "normal · with card counter · with takebacks (not rated)"]);
});

test("only the last RECENT_GAMES scores are kept, the counts go on", () => {
  for (let game = 1; game <= RECENT_GAMES + 7; game++) recordResult("prezydent", "easy", game % 2 === 0, game);
  const entry = stored().games["prezydent|easy"];
  assert.equal(entry.played, RECENT_GAMES + 7);
  assert.equal(entry.recent.length, RECENT_GAMES);
  assert.deepEqual(entry.recent.slice(0, 2), [8, 9]);
  assert.equal(entry.recent.at(-1), RECENT_GAMES + 7);
  assert.equal(readStats().problem, null);
});

test("format 1 statistics are carried over: counts kept, their games counted as earlier", () => {
  const format1 = {
    format: 1,
    games: {
      "koalicje|normal": { game: "koalicje", level: "normal", played: 12, won: 5, scoreSum: 340 },
      "doudizhu|mixed": { game: "doudizhu", level: "mixed", played: 3, won: 0, scoreSum: -9 },
    },
  };
  localStorage.setItem(KEY, JSON.stringify(format1));
  const { stats, problem } = readStats();
  assert.equal(problem, null);
  assert.deepEqual(stats.games["koalicje|normal"], {
    game: "koalicje", level: "normal", played: 12, won: 5, scoreSum: 340, best: null, streak: 0, bestStreak: 0, recent: [], earlier: 12,
  });
  assert.deepEqual(stored(), stats); // stored again in the new format, once
  assert.equal(localStorage.getItem(`${KEY}.set-aside`), null); // nothing was wrong with it
  recordResult("koalicje", "normal", true, 40);
  const entry = stored().games["koalicje|normal"];
  assert.deepEqual([entry.played, entry.won, entry.scoreSum, entry.best, entry.streak, entry.recent, entry.earlier], [13, 6, 380, 40, 1, [40], 12]);
});

test("a damaged format 1 entry is set aside like any other, the good ones carried over", () => {
  const format1 = { format: 1, games: { "tarok|easy": { game: "tarok", level: "easy", played: 2, won: 3, scoreSum: 1 }, "tarok|hard": { game: "tarok", level: "hard", played: 2, won: 1, scoreSum: 1 } } };
  localStorage.setItem(KEY, JSON.stringify(format1));
  const { stats, problem } = readStats();
  assert.match(problem, /tarok\|easy: won: more than played/);
  assert.deepEqual(Object.keys(stats.games), ["tarok|hard"]);
  assert.equal(localStorage.getItem(`${KEY}.set-aside`), JSON.stringify(format1));
  assert.equal(stored().format, 2);
});

test("statistics damaged as they once were are set aside, the good entries kept (the lobby's notice: test_hostile_storage.py)", () => {
  // readStats once accepted null games or entries, and the statistics panel threw on them.
  const good = { game: "prezydent", level: "easy", played: 2, won: 1, scoreSum: 5 };
  const damaged = [
    [{ format: 1, games: null }, []],
    [{ games: { a: null } }, []],
    [{ format: 1, games: { a: null, "prezydent|easy": good } }, ["prezydent|easy"]],
    [{ format: 1, games: { "prezydent|easy": { ...good, played: "2" } } }, []],
    [{ format: 1, games: { "prezydent|easy": { ...good, won: 3 } } }, []],
  ];
  for (const [stats, kept] of damaged) {
    localStorage.setItem(KEY, JSON.stringify(stats));
    const { problem } = readStats();
    assert.ok(problem, JSON.stringify(stats));
    assert.deepEqual(Object.keys(stored().games), kept, JSON.stringify(stats));
    assert.equal(localStorage.getItem(`${KEY}.set-aside`), JSON.stringify(stats));
    assert.equal(readStats().problem, null); // the next visit reads them clean
  }
});

test("entries whose counts contradict each other are set aside", () => {
  const good = { game: "tarok", level: "easy", played: 3, won: 2, scoreSum: 5, best: 4, streak: 1, bestStreak: 2, recent: [1, 0, 4], earlier: 0 };
  const bad = [
    [{ recent: [1, 0, 4, 5] }, /recent: more scores than games/],
    [{ streak: 3 }, /streak/],
    [{ bestStreak: 3 }, /streak/],
    [{ best: null }, /best: missing/],
    [{ earlier: 3, recent: [] }, /best: missing, or kept for no game/],
    [{ earlier: 4 }, /earlier: more than played/],
    [{ recent: ["1"] }, /recent: \[0\]: not a number/],
  ];
  localStorage.setItem(KEY, JSON.stringify({ format: 2, games: { "tarok|easy": good } }));
  assert.equal(readStats().problem, null);
  for (const [change, problem] of bad) {
    localStorage.setItem(KEY, JSON.stringify({ format: 2, games: { "tarok|easy": { ...good, ...change } } }));
    assert.match(readStats().problem, problem, JSON.stringify(change));
    assert.deepEqual(stored().games, {});
  }
});

test("a game's statistics are exported and cleared alone", () => {
  recordResult("tarok", "easy", true, 3);
  recordResult("prezydent", "easy", false, 1);
  recordResult("prezydent", "hard", true, 5);
  assert.deepEqual(Object.keys(gameStats("prezydent").games), ["prezydent|easy", "prezydent|hard"]);
  assert.equal(gameStats("prezydent").format, 2);
  clearStats("prezydent");
  assert.deepEqual(Object.keys(stored().games), ["tarok|easy"]);
});

test("the figures: win rate and average beside the counts", () => {
  const entry = { played: 4, won: 1, scoreSum: 10, best: 7, streak: 0, bestStreak: 1 };
  assert.deepEqual(figures(entry), { played: 4, won: 1, winRate: 0.25, average: 2.5, best: 7, streak: 0, bestStreak: 1 });
});

test("the chart has one bar per score, up from the zero line or down from it", () => {
  const { bars, zero } = chartBars([10, -5, 0, 5]);
  assert.equal(bars.length, 4);
  const [ten, minusFive, nothing, five] = bars;
  assert.ok(ten.x < minusFive.x && minusFive.x < nothing.x && nothing.x < five.x); // oldest first
  assert.ok(Math.abs(ten.y + ten.height - zero) < 1e-9 && ten.y < zero); // rises from zero
  assert.ok(Math.abs(minusFive.y - zero) < 1e-9); // hangs from zero
  assert.ok(Math.abs(ten.height - 2 * five.height) < 1e-9 && Math.abs(minusFive.height - five.height) < 1e-9); // to scale
  assert.ok(nothing.height > 0); // a zero score still shows
  assert.equal(chartBars(Array.from({ length: RECENT_GAMES }, () => 1)).bars.length, RECENT_GAMES);
  assert.equal(chartBars([]).bars.length, 0);
});

test("a game counts apart only when one of its house rules is not at its default (P27, D29)", async () => {
  const { houseRulesOn } = await import("../../web/js/player/saving.js");
  const game = {
    options: [
      { name: "deals", kind: "int", default: 1 },
      { name: "bidding", kind: "choice", default: "points", house: true },
      { name: "show_cards", kind: "bool", default: false, house: true },
    ],
  };
  assert.equal(houseRulesOn(game, { deals: 3, bidding: "points", show_cards: false }), false);
  assert.equal(houseRulesOn(game, { deals: 1 }), false); // an option the record leaves out is at its default
  assert.equal(houseRulesOn(game, { bidding: "rob" }), true);
  assert.equal(houseRulesOn(game, { show_cards: true }), true);
  assert.equal(houseRulesOn(undefined, { show_cards: true }), false); // a game the catalog no longer has
});
