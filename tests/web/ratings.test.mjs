// Unit tests of the player's ratings as the page keeps them (web/js/player/ratings.js; the engine
// works each one out: engine/karciarnia/rating.py): kept per game and per game with house rules, the
// provisional mark, a damaged store set aside with the good ratings kept, the backup's merge, and the
// statistics' chart (web/js/lobby/rating-chart.js).
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { MemoryStorage } from "./memory-storage.mjs";
import "./translations.mjs";
import { setLanguage } from "../../web/js/i18n.js";
import { HISTORY_POINTS, isProvisional, rateGame, ratingOf, ratingText, ratingsStore, readRatings, recordRating } from "../../web/js/player/ratings.js";
import { backupFile, readBackup, restore } from "../../web/js/lobby/backup.js";
import { ratingPaths } from "../../web/js/lobby/rating-chart.js";

const KEY = "karciarnia.ratings";
const CONTEXT = { games: ["prezydent", "koalicje", "tarok", "doudizhu"] };

const rated = (rating, deviation) => ({ rating, deviation, volatility: 0.06 });

beforeEach(async () => {
  globalThis.localStorage = new MemoryStorage();
  await setLanguage("en");
});

test("each game's rating is kept apart from its rating with house rules, with a point of history per game", () => {
  const first = recordRating("tarok", false, rated(1540.4, 290.2));
  assert.equal(first.before, undefined);
  const second = recordRating("tarok", false, rated(1561.6, 250.5));
  assert.equal(second.before.rating, 1540.4);
  recordRating("tarok", true, rated(1480, 300));
  const stored = JSON.parse(localStorage.getItem(KEY));
  assert.deepEqual(Object.keys(stored.games), ["tarok", "tarok|house"]);
  assert.equal(stored.games.tarok.games, 2);
  assert.deepEqual(stored.games.tarok.history.map(({ rating, deviation }) => [rating, deviation]), [[1540, 290], [1562, 251]]);
  assert.equal(ratingOf("tarok", true).house, true);
  assert.equal(ratingOf("prezydent"), undefined);
});

test("the history keeps the last games only", () => {
  for (let game = 0; game < HISTORY_POINTS + 7; game++) recordRating("prezydent", false, rated(1500 + game, 100));
  const entry = ratingOf("prezydent");
  assert.equal(entry.games, HISTORY_POINTS + 7);
  assert.equal(entry.history.length, HISTORY_POINTS);
  assert.equal(entry.history.at(-1).rating, 1500 + HISTORY_POINTS + 6);
});

test("a rating is provisional, and shown with a question mark, until five games and a deviation of 110 or less", () => {
  const entry = (games, deviation) => ({ game: "tarok", rating: 1479.6, deviation, volatility: 0.06, games, history: [] });
  assert.equal(isProvisional(entry(4, 60)), true);
  assert.equal(isProvisional(entry(5, 111)), true);
  assert.equal(isProvisional(entry(5, 110)), false);
  assert.equal(ratingText(entry(5, 90.4)), "1480 ± 90");
  assert.equal(ratingText(entry(2, 201)), "1480? ± 201");
});

test("the engine rates a finished game from the rating kept, and the new one is kept", async () => {
  const asked = [];
  const engine = { call: async (op, fields) => (asked.push([op, fields]), { rating: rated(1512, 180) }) };
  const first = await rateGame(engine, "s3", "doudizhu", false);
  assert.deepEqual(asked[0], ["rate", { session: "s3", rating: undefined }]); // not yet rated: the engine starts from 1500 ± 350
  assert.equal(first.after.rating, 1512);
  await rateGame(engine, "s4", "doudizhu", false);
  assert.deepEqual(asked[1], ["rate", { session: "s4", rating: rated(1512, 180) }]);
});

test("a damaged store is set aside, its good ratings kept and said once", () => {
  recordRating("tarok", false, rated(1600, 120));
  const stored = JSON.parse(localStorage.getItem(KEY));
  stored.games.koalicje = { game: "koalicje", rating: "high" };
  stored.games["tarok|house"] = { ...stored.games.tarok }; // filed under the wrong key
  localStorage.setItem(KEY, JSON.stringify(stored));
  const read = readRatings();
  assert.match(read.problem, /koalicje: rating: not a number/);
  assert.equal(read.kept, true);
  assert.deepEqual(Object.keys(read.ratings), ["tarok"]);
  assert.equal(JSON.parse(localStorage.getItem(`${KEY}.set-aside`)).games.koalicje.rating, "high");
  assert.equal(readRatings().problem, null);
  localStorage.setItem(KEY, "{not json");
  assert.deepEqual(readRatings(), { ratings: {}, problem: "not JSON", kept: true });
});

test("a backup holds the ratings; a restore keeps, game by game, the rating from more games", () => {
  recordRating("tarok", false, rated(1600, 120));
  recordRating("tarok", false, rated(1620, 110));
  recordRating("prezydent", false, rated(1450, 200));
  const file = JSON.parse(JSON.stringify(backupFile(CONTEXT)));
  assert.deepEqual(Object.keys(file.stores.ratings.games), ["tarok", "prezydent"]);

  // Another browser: more games of Prezydent, fewer of Tarok, and Koalicje not at all.
  localStorage.items.clear();
  for (const rating of [1700, 1710, 1720]) recordRating("prezydent", false, rated(rating, 90));
  recordRating("tarok", false, rated(1300, 250));
  const read = readBackup(JSON.stringify(file), CONTEXT);
  const restored = restore(read.backup, CONTEXT);
  assert.deepEqual(restored.added.filter(([key]) => key === "backup.added.ratings"), [["backup.added.ratings", 1]]);
  assert.equal(ratingOf("tarok").rating, 1620); // the file's, from two games
  assert.equal(ratingOf("prezydent").rating, 1720); // this browser's, from three
  assert.deepEqual(restore(read.backup, CONTEXT).added.filter(([key]) => key === "backup.added.ratings"), []); // nothing more the second time
});

test("a backup's damaged ratings refuse the file", () => {
  recordRating("tarok", false, rated(1600, 120));
  const file = JSON.parse(JSON.stringify(backupFile(CONTEXT)));
  file.stores.ratings.games.tarok.games = 0;
  assert.match(readBackup(JSON.stringify(file), CONTEXT).problem, /^stores\.ratings: games\.tarok: games: not a whole number/);
  assert.equal(ratingsStore.problem({ format: 2, games: {} }), "format: not one of 1");
});

test("the chart's line ends at the right, its band spans ± each deviation, top to bottom", () => {
  const points = (path) => path.slice(1).replace("Z", "").split("L").map((point) => point.split(",").map(Number));
  const history = (games) => Array.from({ length: games }, (_, game) => ({ rating: 1500 + game, deviation: 100 }));
  const width = HISTORY_POINTS * 3;
  const xs = (games) => points(ratingPaths(history(games)).line).map(([x]) => x);
  assert.deepEqual([xs(30)[0], xs(30).at(-1)], [3, width - 3]); // many games: across the whole box
  assert.ok(Math.abs(xs(2)[1] - xs(2)[0] - (width - 6) / 9) < 0.1); // two: a step of a ninth (to a tenth of a unit), at the right
  const { line, band, last } = ratingPaths([{ rating: 1500, deviation: 300 }, { rating: 1600, deviation: 100 }]);
  const [[x0, y0], [x1, y1]] = points(line);
  assert.ok(x0 < x1 && y1 < y0); // the later rating is higher: nearer the top
  assert.deepEqual(last, { x: x1, y: y1 });
  const ys = points(band).map(([, y]) => y);
  assert.equal(Math.min(...ys), 3); // 1800, the highest rating + deviation, at the top's padding
  assert.equal(Math.max(...ys), 57); // 1200 at the bottom's
  assert.equal(ratingPaths([{ rating: 1500, deviation: 300 }]).last.x, width - 3); // one game: one point
});
