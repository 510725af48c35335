// The running score of a table where people play, across devices or at one (a hot seat): "again" keeps
// the same seats and people, and each finished game's final scores are added up per person, a person
// being a seat with its name (a friend who hands a seat to another person leaves their own row as it
// was; a computer's row is its seat's, name null). It is carried from game to game and saved with each
// game in progress (player/saved.js; across devices with the table's friends setup), a friends' host sends
// it with every view (messages.js checks it on the friend's page), and the results show it (games
// played, each person's total).
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { fields, integer, listOf } from "../schema.js";
import { HUMAN, nameSchema } from "./hotseat.js";

export const MAX_TALLIED_GAMES = 10_000; // far more games than one evening's table plays
export const MAX_TOTAL = 1_000_000_000; // far above any running score (Koalicje's game ends near 300 votes)
const MAX_ROWS = 24; // six seats, each held by four people in turn

/**
 * @typedef {{seat: number, name: string | null, games: number, total: number}} TallyRow
 * @typedef {{games: number, rows: TallyRow[]}} Tally
 */

const row = fields({
  seat: integer(0, 5),
  name: (value) => (value === null ? null : nameSchema(value)),
  games: integer(1, MAX_TALLIED_GAMES),
  total: integer(-MAX_TOTAL, MAX_TOTAL),
});

/** A schema (schema.js) of a tally from outside (a friend's message, the saved game): its bounds, each person once. */
export function tallySchema(value) {
  const problem = fields({ games: integer(0, MAX_TALLIED_GAMES), rows: (rows) => (Array.isArray(rows) && rows.length > MAX_ROWS ? `more than ${MAX_ROWS} rows` : listOf(row)(rows)) })(value);
  if (problem) return problem;
  const people = new Set(value.rows.map(({ seat, name }) => JSON.stringify([seat, name])));
  if (people.size < value.rows.length) return "rows: a person twice";
  return value.rows.some((entry) => entry.games > value.games) ? "rows: more games than the table played" : null;
}

/** A table's running score as its games end: ``tally``, the games before (none: undefined). */
export class RunningScore {
  /** @param {Tally} [tally] */
  constructor(tally) {
    this.tally = tally;
    this.counted = null; // the session of the game counted last: each game once
  }

  /**
   * Count the game of ``view`` once it has ended (once); ``names``: each seat's person, null for a computer.
   * True when it was counted now.
   * @param {import("../boot/types.js").View} view
   * @param {(string | null)[]} names
   */
  add(view, names) {
    if (!view.terminal || this.counted === view.session) return false;
    this.counted = view.session;
    this.tally = tallied(this.tally ?? emptyTally(), view.scores, names);
    return true;
  }

  /** The running score above a finished game's results, once a game has ended at the table. */
  note() {
    return tallyElement(this.tally);
  }
}

/** Each seat's person at a table of ``players`` ("human" or a computer's level), by ``names``: a name, or null for a computer. */
export function peopleAt(players, names) {
  return players.map((player, seat) => (player === HUMAN ? names[seat] : null));
}

/** The tally of no game yet. @returns {Tally} */
export function emptyTally() {
  return { games: 0, rows: [] };
}

/**
 * ``tally`` with one more finished game: ``scores`` (each seat's final score) added to the row of the
 * person at that seat, by ``names`` (a person's name, or null for a computer). A new tally; ``tally``
 * is left as it was. A total that would leave the bounds stays at the bound.
 * @param {Tally} tally
 * @param {number[]} scores
 * @param {(string | null)[]} names
 * @returns {Tally}
 */
export function tallied(tally, scores, names) {
  const rows = tally.rows.map((entry) => ({ ...entry }));
  scores.forEach((score, seat) => {
    const name = names[seat] ?? null;
    let entry = rows.find((known) => known.seat === seat && known.name === name);
    if (!entry && rows.length >= MAX_ROWS) return; // (never at a real table) the rows stay within their bound
    if (!entry) rows.push((entry = { seat, name, games: 0, total: 0 }));
    entry.games = Math.min(entry.games + 1, MAX_TALLIED_GAMES);
    entry.total = Math.max(-MAX_TOTAL, Math.min(MAX_TOTAL, entry.total + score));
  });
  return { games: Math.min(tally.games + 1, MAX_TALLIED_GAMES), rows };
}

/**
 * The running score above a finished game's results, once the table has finished a game: games played
 * and each person's total, best first (a person who played fewer games says how many).
 * @param {Tally | undefined} tally
 */
export function tallyElement(tally) {
  if (!tally?.games) return null;
  const rows = [...tally.rows].sort((a, b) => b.total - a.total || a.seat - b.seat);
  return el(
    "section",
    { class: "friends-tally", id: "friends-tally", "aria-labelledby": "friends-tally-title" },
    el("p", { class: "friends-tally-title", id: "friends-tally-title" }, t("friends.tally_title", { count: tally.games })),
    el(
      "table",
      {},
      el(
        "tbody",
        {},
        rows.map((entry) =>
          el(
            "tr",
            { dataset: { seat: entry.seat } },
            el("th", { scope: "row" }, entry.name ?? t("seat.computer", { n: entry.seat }), entry.games < tally.games ? ` ${t("friends.tally_games", { count: entry.games })}` : ""),
            el("td", {}, String(entry.total)),
          ),
        ),
      ),
    ),
  );
}
