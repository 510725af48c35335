// The player's rating per game, kept in localStorage: one for each game and one for each game
// played with house rules (counted apart, as the statistics count them). The engine rates a
// finished game against computers (op rate: engine/karciarnia/rating.py, Glicko-2 against the
// levels' fixed ratings from the strength ladder); here the rating is kept with its history (for the
// statistics' chart), read defensively (a damaged store is set aside and said once, the good
// ratings kept), and merged in a backup ("Save everything": lobby/backup.js).
//
// A rating is provisional, and marked so wherever it is shown, while fewer than PROVISIONAL_GAMES
// games are rated or its deviation is above PROVISIONAL_DEVIATION (its 95 % interval wider than
// about ±215): a few games say little, and the deviation says how little.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { boolean, excerpt, fields, integer, isObject, listOf, number, object, oneOf, optional, string, time } from "../schema.js";
import { writeJson } from "../storage.js";
import { MAX_STORED_CHARS, readSalvaged } from "./saved.js";

const RATINGS_KEY = "karciarnia.ratings";
const RATINGS_FORMAT = 1;
export const HISTORY_POINTS = 100; // the chart's points: the ratings after the last games, oldest first
export const PROVISIONAL_GAMES = 5;
export const PROVISIONAL_DEVIATION = 110;

/** A number from ``low`` to ``high`` (the engine's bounds of a stored rating: rating.py BOUNDS). */
const between = (low, high) => (value) => number(value) ?? (value >= low && value <= high ? null : `not from ${low} to ${high}`);
const rated = { rating: between(0, 4000), deviation: between(1, 500) };
/** The fields of a rating as the engine takes it back (op rate, op rate_puzzle). */
export const glickoFields = { ...rated, volatility: between(0.0001, 1) };
const pointSchema = fields({ at: time, ...rated });
const entrySchema = fields({
  game: string,
  house: optional(boolean), // rated apart: played with house rules
  ...glickoFields,
  games: integer(1),
  history: listOf(pointSchema),
});
const storeSchema = fields({ format: oneOf([RATINGS_FORMAT]), games: object });

/**
 * A game's rating as kept (and as a backup holds it).
 * @typedef {object} RatingEntry
 * @property {string} game
 * @property {boolean} [house]       rated apart: games with house rules
 * @property {number} rating
 * @property {number} deviation     its RD: the rating is rating ± deviation
 * @property {number} volatility
 * @property {number} games         how many games it was rated on
 * @property {{at: string, rating: number, deviation: number}[]} history   after each of the last games
 */

/** Where a game's rating is filed: its id, then "house" for games with house rules. */
export function ratingKey(game, house = false) {
  return house ? `${game}|house` : game;
}

function entryProblem(key, entry) {
  const problem = entrySchema(entry);
  if (problem) return problem;
  if (entry.history.length > Math.min(entry.games, HISTORY_POINTS)) return "history: more points than games";
  return key === ratingKey(entry.game, entry.house) ? null : "not filed under its game";
}

/** What is wrong with a ratings store's value, entry by entry: {problems, good: its good entries}. */
function checked(value) {
  const problems = [storeSchema(value)].filter(Boolean);
  const games = {};
  for (const [key, entry] of Object.entries(isObject(value?.games) ? value.games : {})) {
    const bad = entryProblem(key, entry);
    if (bad) problems.push(`games.${excerpt(key)}: ${bad}`);
    else games[key] = entry;
  }
  return { problems, good: games };
}

/**
 * {ratings: {key: RatingEntry}, problem, kept}: the kept ratings and what was wrong with the stored
 * value (null if nothing). A damaged value is set aside (``kept`` false: too big or no room, dropped)
 * and its good ratings stored again, so that a problem is said once.
 * @returns {{ratings: Record<string, RatingEntry>, problem: string | null, kept: boolean}}
 */
export function readRatings() {
  const { good, problem, kept } = readSalvaged(RATINGS_KEY, MAX_STORED_CHARS, {}, checked, writeRatings);
  return { ratings: good, problem, kept };
}

function writeRatings(games) {
  return writeJson(RATINGS_KEY, { format: RATINGS_FORMAT, games }, MAX_STORED_CHARS);
}

/** The player's rating in ``game`` (with ``house`` rules or not), or undefined before a rated game. */
export function ratingOf(game, house = false) {
  return readRatings().ratings[ratingKey(game, house)];
}

/** Whether ``entry`` is still provisional (see the top of this module). */
export function isProvisional(entry) {
  return entry.games < PROVISIONAL_GAMES || entry.deviation > PROVISIONAL_DEVIATION;
}

/** ``entry`` as the page shows it: "1480 ± 90", or "1480? ± 200" while provisional. */
export function ratingText(entry) {
  const figures = { rating: Math.round(entry.rating), deviation: Math.round(entry.deviation) };
  return t(isProvisional(entry) ? "rating.figures_provisional" : "rating.figures", figures);
}

/**
 * "Your rating: 1480 ± 90" (with house rules: said so), its figures in a <strong> of class ``figuresClass``:
 * the message's own words, in the order of its language.
 * @param {RatingEntry} entry
 * @param {string} figuresClass
 */
export function yourRating(entry, figuresClass) {
  const figures = ratingText(entry);
  const text = t(entry.house ? "rating.yours_house" : "rating.yours", { figures });
  const at = text.indexOf(figures);
  return [text.slice(0, at), el("strong", { class: figuresClass }, figures), text.slice(at + figures.length)];
}

/**
 * Keep ``after`` (the engine's rating after one more game of ``game``, with ``house`` rules or not):
 * {before, after} as kept, ``before`` undefined for the first game.
 * @param {string} game
 * @param {boolean} house
 * @param {{rating: number, deviation: number, volatility: number}} after
 * @returns {{before: RatingEntry | undefined, after: RatingEntry}}
 */
export function recordRating(game, house, after) {
  const { ratings } = readRatings();
  const key = ratingKey(game, house);
  const before = ratings[key];
  const point = { at: new Date().toISOString(), rating: Math.round(after.rating), deviation: Math.round(after.deviation) };
  const entry = {
    game,
    ...(house ? { house: true } : {}),
    ...after,
    games: (before?.games ?? 0) + 1,
    history: [...(before?.history ?? []), point].slice(-HISTORY_POINTS),
  };
  ratings[key] = entry;
  writeRatings(ratings);
  return { before, after: entry };
}

/** Forget the ratings of ``game`` (and with house rules), keeping the other games'. */
export function clearRatings(game) {
  const { ratings } = readRatings();
  writeRatings(Object.fromEntries(Object.entries(ratings).filter(([, entry]) => entry.game !== game)));
}

/**
 * The ratings in a backup. A rating is not a count that adds up: two browsers' ratings of one game
 * cannot be merged into the rating their games together would give. So, game by game, the one
 * rated on more games is kept (a file's replaces this browser's only when it has more; a tie keeps
 * this browser's), and the restore says how many ratings it took.
 * @type {import("./types.js").BackupStore}
 */
export const ratingsStore = {
  keys: [RATINGS_KEY],
  maxChars: MAX_STORED_CHARS,
  read() {
    const { ratings } = readRatings();
    return Object.keys(ratings).length ? { format: RATINGS_FORMAT, games: ratings } : undefined;
  },
  problem(value) {
    return checked(value).problems[0] ?? null;
  },
  merge(current, incoming) {
    const games = { ...current?.games };
    const taken = Object.entries(incoming.games).filter(([key, entry]) => entry.games > (games[key]?.games ?? 0));
    for (const [key, entry] of taken) games[key] = entry;
    return taken.length ? { value: { format: RATINGS_FORMAT, games }, added: [["backup.added.ratings", taken.length]] } : { added: [] };
  },
  write: (value) => writeJson(RATINGS_KEY, value, MAX_STORED_CHARS),
};

/**
 * Rate the finished game of ``session`` (``game``, with ``house`` rules or not) on ``engine`` from the
 * player's rating so far, and keep the new one: {before, after}. Rejects when the engine refuses.
 * @param {{call: (op: string, fields: Record<string, unknown>) => Promise<any>}} engine
 * @param {string} session
 * @param {string} game
 * @param {boolean} house
 */
export async function rateGame(engine, session, game, house) {
  const before = ratingOf(game, house);
  const sent = before && { rating: before.rating, deviation: before.deviation, volatility: before.volatility };
  const { rating } = await engine.call("rate", { session, rating: sent });
  return recordRating(game, house, rating);
}
