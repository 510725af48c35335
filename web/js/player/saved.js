// What the browser keeps between visits, in localStorage, each in a versioned
// format: the game in progress (to resume after a reload or a closed tab) and
// the statistics per game and level. Both are checked against a schema when
// read: a corrupt or foreign value is set aside (kept under another key, never
// deleted unseen) and reported; one too big to keep, or with no room for the
// copy, is dropped and reported.

import { boolean, date, excerpt, fields, integer, isObject, listOf, mapOf, matching, number, object, oneOf, optional, parseJson, string, time } from "../schema.js";
import { HOST_KEY, HOST_SECRET } from "../friends/host-proof.js";
import { readItem, removeItem, writeItem, writeJson } from "../storage.js";
import { nameSchema } from "../friends/hotseat.js";
import { tallySchema } from "../friends/tally.js";

const SAVED_KEY = "karciarnia.saved";
const STATS_KEY = "karciarnia.stats";
export const SAVED_FORMAT = 1;
const STATS_FORMAT = 2;
// Eight times the longest real saved game (25 kB; the engine reads a record with the same
// bound, Record.MAX_CHARS): a bigger value is junk, not parsed, and dropped rather than set
// aside, where it would fill the storage the game in progress needs. A game's file has the same bound.
export const MAX_STORED_CHARS = 200_000;
// The most takebacks a saved game or a game's file may say (table/takeback.js): far past any game's, each being a click.
export const MAX_TAKEBACKS = 1_000_000;

/**
 * Move ``raw``, the unusable value of ``key``, to ``<key>.set-aside``; false when
 * it was too big or found no room and was dropped. The original goes first, so
 * that its room is free for the copy.
 */
export function moveAside(key, raw) {
  removeItem(key);
  return raw.length <= MAX_STORED_CHARS && writeItem(`${key}.set-aside`, raw);
}

/**
 * A store of entries read defensively: ``check(value)`` gives {problems, good}, what is wrong with a
 * stored value part by part and its good part. A damaged value is set aside (``kept`` false: too big or
 * no room, dropped) and its good part stored again with ``write``, so that a problem is said once.
 * @template T
 * @param {string} key
 * @param {number} maxChars
 * @param {T} empty what an absent or unreadable value holds
 * @param {(value: unknown) => {problems: string[], good: T}} check
 * @param {(good: T) => unknown} write
 * @returns {{good: T, problem: string | null, kept: boolean}}
 */
export function readSalvaged(key, maxChars, empty, check, write) {
  const raw = readItem(key);
  if (raw === null) return { good: empty, problem: null, kept: true };
  const parsed = parseJson(raw, maxChars);
  const { problems, good } = parsed.problem ? { problems: [parsed.problem], good: empty } : check(parsed.value);
  if (!problems.length) return { good, problem: null, kept: true };
  const kept = moveAside(key, raw);
  write(good);
  return { good, problem: problems[0], kept };
}

/** A stored value as {value}, or {problem} when it is not valid JSON fitting ``schema``. */
function readChecked(raw, schema) {
  const parsed = parseJson(raw, MAX_STORED_CHARS);
  const problem = parsed.problem ?? schema(parsed.value);
  return problem ? { problem } : parsed;
}

// -- the game in progress ------------------------------------------------------

/** A game's record as the engine's "save" gives it (engine/karciarnia/protocol.py: Record): the engine checks the rest. */
export const recordSchema = fields({ game: string, options: object, seed: integer(0), actions: listOf(string) });

function savedSchema(knownGames) {
  const fits = fields({
    format: oneOf([SAVED_FORMAT]),
    game: oneOf(knownGames),
    record: recordSchema,
    players: listOf(string),
    levels: optional(listOf(string)),
    names: optional(listOf(nameSchema)), // a hot seat game's people; older saves have none
    // friends' seats, those a friend has held (shown as waiting for them to rejoin) and the room across the internet
    // (and the running score of the games played at it before this one: friends/tally.js)
    friends: optional(fields({ table: tableId, seats: listOf(integer(1, 5)), level: string, joined: optional(listOf(integer(1, 5))), room: optional(roomSchema), tally: optional(tallySchema) })),
    daily: optional(date), // the day of a deal of the day (web/js/lobby/daily.js): its result counts when it ends
    // where the game stands, for the home (older saves have none): the deal, when the game has several, and the player's score
    progress: optional(fields({ score: number, deal: optional(integer(1)), deals: optional(integer(1)) })),
    counter: optional(boolean), // the card counter was on at some time in this game (web/js/table/counter.js); older saves have none
    takebacks: optional(integer(1, MAX_TAKEBACKS)), // how many times a move was taken back in this game (web/js/table/takeback.js): it is not rated
    // a playing of the same cards from another seat (web/js/table/duplicate-room.js): neither counted nor rated
    duplicate: optional(fields({ seat: integer(0, 5), first: optional(listOf(number)), match: optional(fields({ deals: integer(2, 10), differences: listOf(number) })) })),
    replayed: optional(oneOf([true])), // a deal played again, its cards known (web/js/table/tables.js): neither counted nor rated
    tally: optional(tallySchema), // a hot seat's running score of the games played before this one (web/js/friends/tally.js)
  });
  const namesFit = (saved) => saved.names === undefined || saved.names.length === saved.players.length;
  const friendsFit = ({ friends, players }) =>
    friends === undefined || (friends.seats.every((seat) => seat < players.length) && (friends.joined ?? []).every((seat) => friends.seats.includes(seat)));
  return (saved) =>
    fits(saved) ??
    (saved.record.game !== saved.game
      ? "record.game: not the saved game"
      : !namesFit(saved)
        ? "names: not one per seat"
        : friendsFit(saved)
          ? null
          : "friends.seats: not seats of the game");
}

/** A table's room across the internet (web/js/friends/relay.js): its id, key and host's signing key (absent in a room saved before hosts signed). */
const roomSchema = fields({
  id: matching(/^[A-Za-z0-9_-]{16}$/, "not a room id"),
  key: matching(/^[A-Za-z0-9_-]{22}$/, "not a room key"),
  host: optional(matching(HOST_KEY, "not a host's public key")),
  secret: optional(matching(HOST_SECRET, "not a host's secret key")),
});
/** A shared table's id (web/js/friends/host.js): 8 hex digits. */
const tableId = matching(/^[0-9a-f]{8}$/, "not a table id");

/**
 * {saved} when a usable game is stored, {problem, kept} when one was set aside
 * (``kept`` false: it was dropped, see moveAside), {} when none.
 */
export function readSaved(knownGames) {
  const raw = readItem(SAVED_KEY);
  if (raw === null) return {};
  const { value, problem } = readChecked(raw, savedSchema(knownGames));
  return problem ? { problem, kept: moveAside(SAVED_KEY, raw) } : { saved: value };
}

/** Keep the saved game the engine cannot use out of the way: false when it was dropped (see moveAside). */
export function setAside() {
  const raw = readItem(SAVED_KEY);
  return raw !== null && moveAside(SAVED_KEY, raw);
}

/** Keep the game in progress; false when the browser refused (storage full or blocked). */
export function writeSaved({ game, record, players, levels, names, friends, daily, progress, counter, takebacks, tally, duplicate, replayed }) {
  const saved = { format: SAVED_FORMAT, game, record, players, levels, names, friends, daily, progress, counter: counter || undefined, takebacks: takebacks || undefined, tally, duplicate, replayed: replayed || undefined, savedAt: new Date().toISOString() };
  return writeItem(SAVED_KEY, JSON.stringify(saved));
}

export function clearSaved() {
  removeItem(SAVED_KEY);
}

/** When a saved game was kept (writeSaved's savedAt); older saves have none and count as older than any. */
const savedAtSchema = optional(time);

/**
 * The game in progress in a backup: a file's replaces the one here only when it was saved later
 * (never a newer game silently), and the restore says which was kept.
 * @type {import("./types.js").BackupStore}
 */
export const savedStore = {
  keys: [SAVED_KEY],
  maxChars: MAX_STORED_CHARS,
  read: ({ games }) => readSaved(games).saved,
  problem: (value, { games }) => savedSchema(games)(value) ?? savedAtSchema(value.savedAt),
  merge(current, incoming) {
    if (!current) return { value: incoming, added: [["backup.added.saved", 1]] };
    if ((incoming.savedAt ?? "") > (current.savedAt ?? "")) return { value: incoming, added: [["backup.added.saved_newer", 1]] };
    const same = JSON.stringify(incoming) === JSON.stringify(current);
    return same ? { added: [] } : { added: [], note: "backup.saved_kept" };
  },
  write: (value) => writeJson(SAVED_KEY, value, MAX_STORED_CHARS),
};

// -- statistics ----------------------------------------------------------------
// Per game and computer level: games played and won, the sum and best of the scores, the
// current and the longest run of wins, and the last RECENT_GAMES scores (for the chart).
// Format 1 kept only played, won and the sum; its entries are carried over with ``earlier``
// (the games played before the best, the streaks and the chart were kept) and nothing lost.

export const RECENT_GAMES = 50;
const LINE = /^[0-9a-f]{16}$/; // a line of games' id
const nullable = (schema) => (value) => (value === null ? null : schema(value));
const statsSchema = fields({ format: oneOf([STATS_FORMAT]), games: object });
const entrySchema = fields({
  game: string,
  level: string,
  played: integer(1),
  won: integer(0),
  scoreSum: number,
  best: nullable(number),
  streak: integer(0),
  bestStreak: integer(0),
  recent: listOf(number),
  earlier: integer(0),
  house: optional(boolean), // counted apart: played with house rules
  counter: optional(boolean), // counted apart: played with the card counter on (an assist)
  takeback: optional(boolean), // counted apart: a move was taken back (an assist, not rated)
  id: optional(matching(LINE, "not a line's id")), // its lines of games (see "statistics in a backup")
  from: optional(mapOf(integer(1))),
});

/**
 * Where an entry is filed: its game, its computers' level, then "house" for games with house rules,
 * "counter" for games played with the card counter and "takeback" for games where a move was taken
 * back (a key without them: the plain game, as ever).
 */
function entryKey(game, level, house, counter, takeback) {
  return [game, level, house ? "house" : null, counter ? "counter" : null, takeback ? "takeback" : null].filter(Boolean).join("|");
}

/** What breaks the counts' own arithmetic in a well-typed ``entry``, or null. */
function countsProblem({ played, won, best, streak, bestStreak, recent, earlier }) {
  if (won > played) return "won: more than played";
  if (earlier > played) return "earlier: more than played";
  if (streak > bestStreak || bestStreak > won) return "streak: longer than the best or than the wins";
  if (recent.length > Math.min(RECENT_GAMES, played - earlier)) return "recent: more scores than games";
  return (best === null) === (played === earlier) ? null : "best: missing, or kept for no game";
}

/** What is wrong with a well-typed ``entry``'s lines (see "statistics in a backup"), or null. */
function linesProblem({ id, from, played }) {
  if (from === undefined) return null;
  if (id === undefined) return "from: lines without an id of its own";
  const ids = Object.keys(from);
  if (ids.includes(id) || !ids.every((line) => LINE.test(line))) return "from: not other lines' ids";
  return sum(Object.values(from)) <= played ? null : "from: more games than played";
}

function entryProblem(key, entry) {
  const problem = entrySchema(entry) ?? countsProblem(entry) ?? linesProblem(entry);
  if (problem) return problem;
  return key === entryKey(entry.game, entry.level, entry.house, entry.counter, entry.takeback) ? null : "not filed under game|level";
}

function emptyStats() {
  return { format: STATS_FORMAT, games: {} };
}

function emptyEntry(game, level, house, counter, takeback) {
  return { game, level, ...(house ? { house: true } : {}), ...(counter ? { counter: true } : {}), ...(takeback ? { takeback: true } : {}), played: 0, won: 0, scoreSum: 0, best: null, streak: 0, bestStreak: 0, recent: [], earlier: 0 };
}

/** A format 1 entry in today's format: its games count as ``earlier`` (no best, streaks or scores kept). */
function entryFromFormat1(entry) {
  return isObject(entry) ? { ...entry, best: null, streak: 0, bestStreak: 0, recent: [], earlier: entry.played } : entry;
}

/** Stored statistics of an older format in today's (anything else as it is, for the schema to judge). */
function upgraded(value) {
  if (!isObject(value) || value.format !== 1) return value;
  const games = isObject(value.games) ? Object.fromEntries(Object.entries(value.games).map(([key, entry]) => [key, entryFromFormat1(entry)])) : value.games;
  return { format: STATS_FORMAT, games };
}

/**
 * {stats, problem, kept}: the statistics and what was wrong with the stored ones (null
 * if nothing). Bad ones are set aside and the good entries kept, so a problem
 * is reported once; ``kept`` is false when the bad value could not be set aside
 * (too big, or no room: see moveAside) and was dropped. An older format is stored
 * again in today's.
 */
export function readStats() {
  const raw = readItem(STATS_KEY);
  if (raw === null) return { stats: emptyStats(), problem: null };
  const parsed = parseJson(raw, MAX_STORED_CHARS);
  const value = upgraded(parsed.value);
  const problem = parsed.problem ?? statsSchema(value);
  const stats = emptyStats();
  const problems = problem ? [problem] : [];
  for (const [key, entry] of Object.entries(isObject(value?.games) ? value.games : {})) {
    const bad = entryProblem(key, entry);
    if (bad) problems.push(`games.${excerpt(key)}: ${bad}`);
    else stats.games[key] = entry;
  }
  const kept = problems.length ? moveAside(STATS_KEY, raw) : true;
  if (problems.length || value !== parsed.value) writeStats(stats);
  return { stats, problem: problems[0] ?? null, kept };
}

function writeStats(stats) {
  writeItem(STATS_KEY, JSON.stringify(stats));
}

/**
 * Count one finished game: ``level`` is the computers' level ("mixed" when they differ); a game
 * played with ``house`` rules counts apart, and so does one played with the card ``counter``, and
 * one where a move was taken back (``takeback``).
 */
export function recordResult(game, level, won, score, house = false, counter = false, takeback = false) {
  const { stats } = readStats();
  const key = entryKey(game, level, house, counter, takeback);
  const entry = stats.games[key] ?? emptyEntry(game, level, house, counter, takeback);
  entry.played += 1;
  entry.won += won ? 1 : 0;
  entry.scoreSum += score;
  entry.best = entry.best === null ? score : Math.max(entry.best, score);
  entry.streak = won ? entry.streak + 1 : 0;
  entry.bestStreak = Math.max(entry.bestStreak, entry.streak);
  entry.recent = [...entry.recent, score].slice(-RECENT_GAMES);
  stats.games[key] = entry;
  writeStats(stats);
}

/** The statistics of ``game`` alone, in the stored format (what "Export JSON" gives). */
export function gameStats(game) {
  const { stats } = readStats();
  return { format: STATS_FORMAT, games: Object.fromEntries(Object.entries(stats.games).filter(([, entry]) => entry.game === game)) };
}

/** Forget the statistics of ``game``, keeping the other games'. */
export function clearStats(game) {
  const { stats } = readStats();
  stats.games = Object.fromEntries(Object.entries(stats.games).filter(([, entry]) => entry.game !== game));
  writeStats(stats);
}

// -- statistics in a backup ----------------------------------------------------
// An entry's games come in lines: a line is the games one browser counted into it from a moment
// on, named by a random id. The entry's own ``id`` names the games counted here since it was
// given (played less those ``from`` other lines, each with how many games it brought). A file's
// entry and this browser's of the same key then meet without counting a game twice: where one
// holds every line of the other with at least as many games, it is the same games and more, and
// stays whole; where they share no line, they are different games and add up; where they share
// some lines only (two devices restoring each other's files while playing on both), the one with
// more games is kept (some games may be lost, none counted twice). An entry taken from a file,
// whole or added up, gets an id of its own, so that games counted after it on two devices never
// share a line. An entry gets its id when it is first saved to a file.

/** A new line's id: 16 random hex digits. */
function lineId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function sum(numbers) {
  return numbers.reduce((total, value) => total + value, 0);
}

/** ``entry``'s lines: {id: games}, its own with the games not brought from others (none when zero). */
function lines(entry) {
  const own = entry.played - sum(Object.values(entry.from ?? {}));
  return { ...entry.from, ...(own ? { [entry.id]: own } : {}) };
}

/** Whether lines ``a`` hold every line of ``b`` with at least as many games. */
function covers(a, b) {
  return Object.entries(b).every(([id, games]) => (a[id] ?? 0) >= games);
}

/** ``entry`` as this browser keeps it once taken from a file: its lines brought, an id of its own. */
function taken(entry, from = lines(entry)) {
  return { ...entry, id: lineId(), from };
}

/** Two entries of different games as one: counts added, the best and the longest run of either, the run going on here. */
function addedUp(here, there) {
  const best = here.best === null ? there.best : there.best === null ? here.best : Math.max(here.best, there.best);
  return taken(
    {
      ...here,
      played: here.played + there.played,
      won: here.won + there.won,
      scoreSum: here.scoreSum + there.scoreSum,
      best,
      bestStreak: Math.max(here.bestStreak, there.bestStreak),
      recent: [...there.recent, ...here.recent].slice(-RECENT_GAMES),
      earlier: here.earlier + there.earlier,
    },
    { ...lines(here), ...lines(there) },
  );
}

/** {entry, added}: ``incoming`` (a file's entry) with ``current`` (this browser's of its key, or undefined), and the games it added. */
function mergeEntry(current, incoming) {
  if (!current) return { entry: taken(incoming), added: incoming.played };
  const here = lines(current);
  const there = lines(incoming);
  if (covers(here, there)) return { entry: current, added: 0 };
  if (Object.keys(there).some((id) => id in here)) {
    return incoming.played > current.played ? { entry: taken(incoming), added: incoming.played - current.played } : { entry: current, added: 0 };
  }
  return { entry: addedUp(current, incoming), added: incoming.played };
}

/**
 * The statistics in a backup: each entry with its lines (see above), merged entry by entry.
 * @type {import("./types.js").BackupStore}
 */
export const statsStore = {
  keys: [STATS_KEY],
  maxChars: MAX_STORED_CHARS,
  read() {
    const { stats } = readStats();
    const unnamed = Object.values(stats.games).filter((entry) => entry.id === undefined);
    for (const entry of unnamed) entry.id = lineId();
    if (unnamed.length) writeStats(stats);
    return Object.keys(stats.games).length ? stats : undefined;
  },
  problem(value) {
    const problem = statsSchema(value);
    if (problem) return problem;
    for (const [key, entry] of Object.entries(value.games)) {
      const bad = entryProblem(key, entry) ?? (entry.id === undefined ? "id: missing" : null);
      if (bad) return `games.${excerpt(key)}: ${bad}`;
    }
    return null;
  },
  merge(current, incoming) {
    const games = { ...current?.games };
    let added = 0;
    for (const [key, entry] of Object.entries(incoming.games)) {
      const merged = mergeEntry(games[key], entry);
      games[key] = merged.entry;
      added += merged.added;
    }
    return added ? { value: { format: STATS_FORMAT, games }, added: [["backup.added.stats", added]] } : { added: [] };
  },
  write: (value) => writeJson(STATS_KEY, value, MAX_STORED_CHARS),
};
