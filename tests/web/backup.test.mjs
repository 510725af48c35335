// Unit tests of everything in one file (web/js/lobby/backup.js and the stores it lists): what
// "Save everything" writes, how "Restore" merges each store without counting anything twice and
// without replacing a newer game, what it says it added, and that a refused file or a restore the
// storage will not take changes nothing.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { MemoryStorage } from "./memory-storage.mjs";
import "./translations.mjs";
import { BACKUP_FORMAT, MAX_BACKUP_CHARS, backupFile, readBackup, restore, restoredText } from "../../web/js/lobby/backup.js";
import { readStats, recordResult, writeSaved } from "../../web/js/player/saved.js";
import { recordDay } from "../../web/js/lobby/daily.js";
import { setLanguage } from "../../web/js/i18n.js";
import { DEFAULTS } from "../../web/js/player/settings.js";

const CONTEXT = { games: ["prezydent", "koalicje", "tarok", "doudizhu"] };
const RECORD = { game: "tarok", options: { deals: 1 }, seed: 7, actions: ["play:T5", "play:KH"] };

const everything = () => Object.fromEntries([...localStorage.items].sort());
/** Each statistics entry's figures, without its lines (which a restore renames). */
const figures = () => Object.fromEntries(Object.entries(readStats().stats.games).map(([key, { id, from, ...entry }]) => [key, entry]));

/** A browser that has played: statistics, deals of the day, an unfinished game, settings and choices. */
function played() {
  for (const [won, score] of [[true, 3], [false, 1], [true, 2]]) recordResult("prezydent", "easy", won, score);
  recordResult("tarok", "hard", false, -20, true);
  recordDay("tarok", "2026-05-01", 40);
  recordDay("tarok", "2026-05-02", 35);
  recordDay("doudizhu", "2026-05-02", 6);
  writeSaved({ game: "tarok", record: RECORD, players: ["human", "hard"], levels: ["hard"] });
  localStorage.setItem("karciarnia.settings", JSON.stringify({ format: 1, ...DEFAULTS, cardSize: "large", sound: true }));
  localStorage.setItem("karciarnia.lang", "zh");
  localStorage.setItem("karciarnia.tarok.deals", "3");
  localStorage.setItem("karciarnia.friends.name", "Ala");
}

/** The backup as "Save everything" writes it, and read back as "Restore" reads it. */
function saved() {
  const text = JSON.stringify(backupFile(CONTEXT), null, 2);
  const read = readBackup(text, CONTEXT);
  assert.equal(read.problem, undefined);
  return read.backup;
}

beforeEach(async () => {
  globalThis.localStorage = new MemoryStorage();
  await setLanguage("en");
});

test("everything saved to a file and restored into an emptied browser is back, and said", () => {
  played();
  const file = saved();
  assert.deepEqual(Object.keys(file.stores), ["saved", "stats", "daily", "settings", "choices"]);
  assert.equal(file.format, BACKUP_FORMAT);
  const before = everything();
  const stats = figures();
  globalThis.localStorage = new MemoryStorage();
  const restored = restore(file, CONTEXT);
  assert.deepEqual(figures(), stats);
  const { "karciarnia.stats": restoredStats, ...rest } = everything();
  const { "karciarnia.stats": savedStats, ...savedRest } = before;
  assert.deepEqual(rest, savedRest); // every other item as it was, byte for byte
  assert.equal(
    restoredText(restored),
    "Restored from the file: the unfinished game, 4 games of statistics, 2 results of the deal of the day, your settings, and 3 remembered choices (language, options, names).",
  );
});

test("the same file restored again adds nothing: no game is counted twice", () => {
  played();
  const file = saved();
  globalThis.localStorage = new MemoryStorage();
  restore(file, CONTEXT);
  const once = everything();
  const again = restore(file, CONTEXT);
  assert.deepEqual(everything(), once);
  assert.equal(restoredText(again), "Nothing in the file was missing here: nothing was added.");
  restore(saved(), CONTEXT); // a backup of the restored browser, restored into it: the same games
  assert.deepEqual(figures(), Object.fromEntries(Object.entries(JSON.parse(once["karciarnia.stats"]).games).map(([key, { id, from, ...entry }]) => [key, entry])));
});

test("an older backup of this browser adds nothing to statistics played on since", () => {
  recordResult("prezydent", "easy", true, 3);
  const file = saved();
  recordResult("prezydent", "easy", false, 0);
  const now = figures();
  assert.deepEqual(restore(file, CONTEXT).added, []);
  assert.deepEqual(figures(), now);
});

test("another device's statistics add up with these: counts summed, the best and longest run of either", () => {
  for (const [won, score] of [[true, 5], [true, 4], [false, 1]]) recordResult("prezydent", "easy", won, score);
  const theirs = saved();
  globalThis.localStorage = new MemoryStorage();
  for (const [won, score] of [[false, 0], [true, 2]]) recordResult("prezydent", "easy", won, score);
  const { added } = restore(theirs, CONTEXT);
  assert.deepEqual(added, [["backup.added.stats", 3]]);
  const { id, from, ...entry } = readStats().stats.games["prezydent|easy"];
  assert.deepEqual(entry, { game: "prezydent", level: "easy", played: 5, won: 3, scoreSum: 12, best: 5, streak: 1, bestStreak: 2, recent: [5, 4, 1, 0, 2], earlier: 0 });
  assert.equal(Object.keys(from).length, 2); // both devices' lines, 3 and 2 games
  assert.deepEqual(Object.values(from).sort(), [2, 3]);
  assert.deepEqual(restore(theirs, CONTEXT).added, []); // their games are here now: not again
  recordResult("prezydent", "easy", true, 1); // counted in this entry's own line
  assert.equal(readStats().problem, null);
  assert.equal(figures()["prezydent|easy"].played, 6);
});

test("a file's statistics that hold these and more replace them by the difference", () => {
  recordResult("koalicje", "normal", true, 30);
  const earlier = saved();
  globalThis.localStorage = new MemoryStorage();
  restore(earlier, CONTEXT); // another device takes this one's games and plays on
  recordResult("koalicje", "normal", false, 10);
  const later = saved();
  globalThis.localStorage = new MemoryStorage();
  restore(earlier, CONTEXT);
  assert.deepEqual(restore(later, CONTEXT).added, [["backup.added.stats", 1]]);
  assert.equal(figures()["koalicje|normal"].played, 2);
});

test("the unfinished game is taken from a file only when there is none here or the file's is newer", () => {
  writeSaved({ game: "tarok", record: RECORD, players: ["human", "hard"] });
  const older = saved();
  const newer = structuredClone(older);
  newer.stores.saved.savedAt = "2999-01-01T00:00:00.000Z";
  newer.stores.saved.record.actions = ["play:T5"];
  const here = everything();
  assert.deepEqual(restore(older, CONTEXT), { added: [], notes: [] }); // the same game: nothing to say
  older.stores.saved.savedAt = "2000-01-01T00:00:00.000Z";
  const kept = restore(older, CONTEXT);
  assert.deepEqual(everything(), here);
  assert.equal(restoredText(kept), "Nothing in the file was missing here: nothing was added. The unfinished game here is newer than the file’s, so it was kept.");
  assert.deepEqual(restore(newer, CONTEXT).added, [["backup.added.saved_newer", 1]]);
  assert.deepEqual(JSON.parse(localStorage.getItem("karciarnia.saved")).record.actions, ["play:T5"]);
});

test("the deal of the day keeps the union: each game's later day, the better best, the runs of days joined", () => {
  recordDay("tarok", "2026-05-03", 50); // their run: 3 to 5 May
  recordDay("tarok", "2026-05-04", 10);
  recordDay("prezydent", "2026-05-05", 2);
  const theirs = saved();
  globalThis.localStorage = new MemoryStorage();
  recordDay("tarok", "2026-05-06", 20); // this run: 6 to 7 May, meeting theirs
  recordDay("koalicje", "2026-05-07", 12);
  const { added } = restore(theirs, CONTEXT);
  assert.deepEqual(added, [["backup.added.daily", 1]]); // Prezydent's day; Tarok's here is later
  const record = JSON.parse(localStorage.getItem("karciarnia.daily"));
  assert.deepEqual(record.games.tarok, { best: 50, date: "2026-05-06", score: 20 });
  assert.deepEqual(record.games.prezydent, { best: 2, date: "2026-05-05", score: 2 });
  assert.deepEqual(record.streak, { last: "2026-05-07", days: 5 });
  globalThis.localStorage = new MemoryStorage();
  recordDay("koalicje", "2026-05-09", 12); // a day between: the runs stay apart, the later one counts
  restore(theirs, CONTEXT);
  assert.deepEqual(JSON.parse(localStorage.getItem("karciarnia.daily")).streak, { last: "2026-05-09", days: 1 });
});

test("settings and remembered choices here are kept; a file's fill in only what is missing", () => {
  played();
  const file = saved();
  globalThis.localStorage = new MemoryStorage();
  localStorage.setItem("karciarnia.settings", JSON.stringify({ format: 1, cardSize: "small" }));
  localStorage.setItem("karciarnia.lang", "pl");
  const { added } = restore(file, CONTEXT);
  assert.deepEqual(JSON.parse(localStorage.getItem("karciarnia.settings")).cardSize, "small");
  assert.equal(localStorage.getItem("karciarnia.lang"), "pl");
  assert.equal(localStorage.getItem("karciarnia.friends.name"), "Ala");
  assert.deepEqual(added.filter(([key]) => key === "backup.added.choices"), [["backup.added.choices", 2]]);
  assert.ok(!added.some(([key]) => key === "backup.added.settings"));
});

test("what a restore added is said in Polish and Chinese too, each count in its form", async () => {
  const restored = { added: [["backup.added.stats", 3], ["backup.added.daily", 5], ["backup.added.settings", 1]], notes: ["backup.saved_kept"] };
  await setLanguage("pl");
  assert.equal(restoredText(restored), "Przywrócono z pliku: 3 gry do statystyk, 5 wyników rozdania dnia i twoje ustawienia. Niedokończona gra w tej przeglądarce jest nowsza niż ta z pliku, więc została.");
  await setLanguage("zh");
  assert.equal(restoredText(restored), "已从文件恢复：3局统计、5个每日一局成绩和你的设置。这里未完成的对局比文件中的更新，因此保留了它。");
});

test("a bad, foreign, huge, deep or newer file is refused with what is wrong, and nothing is read from it", () => {
  played();
  const good = saved();
  const text = (change) => {
    const value = structuredClone(good);
    change(value);
    return JSON.stringify(value);
  };
  const refused = {
    "not JSON": ["PK\u0003\u0004 a zip", "not JSON"],
    "too big": [text((v) => (v.stores.choices["karciarnia.note"] = "x".repeat(MAX_BACKUP_CHARS))), `not JSON text of at most ${MAX_BACKUP_CHARS} characters`],
    "too deep": [text((v) => (v.stores.extra = JSON.parse("[".repeat(40) + "]".repeat(40)))), "nested deeper than 32 levels"],
    "a list": ["[]", "not an object"],
    "a game's file": [text((v) => (v.kind = "karciarnia.game")), "kind: not one of karciarnia.backup"],
    "no stores": [text((v) => delete v.stores), "stores: not an object"],
    "an unknown store": [text((v) => (v.stores.diary = {})), "stores.diary: not a store this page keeps"],
    "statistics that do not add up": [text((v) => (v.stores.stats.games["prezydent|easy"].won = 9)), "stores.stats: games.prezydent|easy: won: more than played"],
    "statistics without their lines": [text((v) => delete v.stores.stats.games["prezydent|easy"].id), "stores.stats: games.prezydent|easy: id: missing"],
    "an unknown game": [text((v) => (v.stores.saved.game = "chess")), "stores.saved: game: not one of prezydent, koalicje, tarok, doudizhu"],
    "a bad setting": [text((v) => (v.stores.settings.cardSize = "huge")), "stores.settings: cardSize: not one of small, normal, large"],
    "a bad day": [text((v) => (v.stores.daily.games.tarok.date = "yesterday")), "stores.daily: games: tarok: date: not a date"],
    "a choice not ours": [text((v) => (v.stores.choices["other.key"] = "1")), "stores.choices: other.key: not a remembered choice"],
    "a long choice": [text((v) => (v.stores.choices["karciarnia.lang"] = "x".repeat(300))), "stores.choices: karciarnia.lang: not a text of at most 200 characters"],
  };
  for (const [name, [file, problem]] of Object.entries(refused)) assert.deepEqual(readBackup(file, CONTEXT), { problem }, name);
  assert.deepEqual(readBackup(text((v) => (v.format = 2)), CONTEXT), { format: 2 });
});

test("a restore the storage will not take whole is put back as it was", () => {
  played();
  const file = saved();
  globalThis.localStorage = new MemoryStorage(JSON.stringify(file.stores.saved).length + 100); // room for the game alone
  localStorage.setItem("karciarnia.lang", "en");
  const before = everything();
  assert.equal(restore(file, CONTEXT), null);
  assert.deepEqual(everything(), before);
});
