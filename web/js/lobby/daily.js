// The deal of the day: on each UTC day every player gets the same deal of each game (the engine
// seeds it from the date and the game: engine/karciarnia/daily.py), against hard computers. At its
// end the player's result stands beside the par (what the hard level scores from the same seat on
// the same deal), with the player's best daily result in that game, the streak of days played and
// a line to share (no cards in it). The par is worked out by the same engine during the deal, a
// few decisions per request while the player decides: the engine answers one request at a time,
// so a search of a few seconds in one piece would hold up the computers' moves, and a second engine
// would cost a second Python in memory. The par's play stays in the engine (it would show the
// computers' cards); only its value comes back.
// What the player did is kept in localStorage and checked against a schema when read.
import { el } from "../dom.js";
import { language, t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { date, fields, integer, mapOf, number, oneOf, optional, parseJson } from "../schema.js";
import { readItem, writeItem, writeJson } from "../storage.js";

const KEY = "karciarnia.daily";
const FORMAT = 1;
const MAX_CHARS = 20_000; // a few dozen bytes per game: anything longer is not ours
const DAY_MS = 86_400_000;

/** The UTC date of ``now`` as YYYY-MM-DD: the day whose deal is dealt. */
export function today(now = Date.now()) {
  return new Date(now).toISOString().slice(0, 10);
}

/** The day before ``date`` (YYYY-MM-DD, read as UTC midnight). */
function dayBefore(date) {
  return today(Date.parse(date) - DAY_MS);
}

/** {format, games: {game: {best, date, score}}, streak?: {last, days}}: the best result, the last day played and its result. */
const recordSchema = fields({
  format: oneOf([FORMAT]),
  games: mapOf(fields({ best: number, date, score: number })),
  streak: optional(fields({ last: date, days: integer(1) })),
});

function emptyRecord() {
  return { format: FORMAT, games: {} };
}

/** {record, problem}: the stored record of daily deals; a bad one is set aside (kept under another key) and a fresh one begun. */
function readRecord() {
  const raw = readItem(KEY);
  if (raw === null) return { record: emptyRecord(), problem: null };
  const parsed = parseJson(raw, MAX_CHARS);
  const problem = parsed.problem ?? recordSchema(parsed.value);
  if (!problem) return { record: parsed.value, problem: null };
  if (raw.length <= MAX_CHARS) writeItem(`${KEY}.set-aside`, raw);
  writeItem(KEY, JSON.stringify(emptyRecord()));
  return { record: emptyRecord(), problem };
}

/**
 * Count ``score`` as the result of ``game``'s deal of ``day`` (only the first one that day counts:
 * the deal is known afterwards), and the day in the streak; the record as it is now.
 */
export function recordDay(game, day, score) {
  const { record } = readRecord();
  const entry = record.games[game];
  if (entry?.date !== day) record.games[game] = { best: entry ? Math.max(entry.best, score) : score, date: day, score };
  const streak = record.streak;
  if (streak?.last !== day) record.streak = { last: day, days: streak?.last === dayBefore(day) ? streak.days + 1 : 1 };
  writeItem(KEY, JSON.stringify(record));
  return record;
}

/** The days of the run ``streak`` ({last, days}): its first and last, as UTC midnights in ms. */
function runDays({ last, days }) {
  return { first: Date.parse(last) - (days - 1) * DAY_MS, last: Date.parse(last) };
}

/** Two runs of days played as one: joined when they overlap or meet, else the later one. */
function joinedRuns(a, b) {
  if (!a || !b) return a ?? b;
  const [early, late] = a.last <= b.last ? [a, b] : [b, a];
  const [before, after] = [runDays(early), runDays(late)];
  if (before.last < after.first - DAY_MS) return late;
  return { last: late.last, days: (after.last - Math.min(before.first, after.first)) / DAY_MS + 1 };
}

/**
 * The deal of the day in a backup, merged as the union of what both hold: per game the later day's
 * result (a day not here counts as added) and the better best; the runs of days played joined.
 * @type {import("../player/types.js").BackupStore}
 */
export const dailyStore = {
  keys: [KEY],
  maxChars: MAX_CHARS,
  read() {
    const { record } = readRecord();
    return Object.keys(record.games).length ? record : undefined;
  },
  problem: recordSchema,
  merge(current = emptyRecord(), incoming) {
    const games = { ...current.games };
    let added = 0;
    for (const [game, theirs] of Object.entries(incoming.games)) {
      const mine = games[game];
      const later = !mine || theirs.date > mine.date;
      if (later) added += 1;
      games[game] = { ...(later ? theirs : mine), best: Math.max(theirs.best, mine?.best ?? theirs.best) };
    }
    const value = { format: FORMAT, games, streak: joinedRuns(current.streak, incoming.streak) };
    if (JSON.stringify(value) === JSON.stringify({ format: FORMAT, games: current.games, streak: current.streak })) return { added: [] };
    return { value, added: added ? [["backup.added.daily", added]] : [] };
  },
  write: (value) => writeJson(KEY, value, MAX_CHARS),
};

/** The days in a row played up to ``day`` (or the day before: today's deal may be still to come), else 0. */
function streakOn(streak, day) {
  return streak && (streak.last === day || streak.last === dayBefore(day)) ? streak.days : 0;
}

function gameName(game) {
  return game.names[language()] ?? game.names.en;
}

/** The deal of the day's history for the statistics: each game's last day played and its result, newest first. */
export function dailyHistory(games) {
  const { record } = readRecord();
  return games
    .filter((game) => record.games[game.id])
    .map((game) => ({ date: record.games[game.id].date, game: gameName(game), score: record.games[game.id].score }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The lobby's "Deal of the day": a button per game (``play(game)`` starts its deal), which of them are played today, the streak. */
export function dailyPanel(games, play) {
  const { record, problem } = readRecord();
  const day = today();
  const days = streakOn(record.streak, day);
  const button = (game) => {
    const played = record.games[game.id]?.date === day ? record.games[game.id] : null;
    return el(
      "button",
      { type: "button", class: "secondary daily-game", id: `daily-${game.id}`, dataset: { played: Boolean(played) }, onclick: () => play(game) },
      gameName(game),
      played ? el("span", { class: "daily-played" }, t("daily.played", { score: played.score })) : null,
    );
  };
  return el(
    "section",
    { class: "home-entry daily-entry", id: "daily", "aria-labelledby": "daily-title", dataset: { date: day } },
    el("h2", { id: "daily-title" }, t("daily.title")),
    el("p", {}, t("daily.about", { date: day })),
    problem ? el("p", { class: "note", id: "daily-problem" }, t("daily.set_aside")) : null,
    el("div", { class: "daily-games" }, games.map(button)),
    days ? el("p", { id: "daily-streak" }, t("daily.streak", { count: days })) : null,
  );
}

/** The line to share: the game, the day, the result and the par; nothing of the cards. */
function shareLine(gameId, day, score, par) {
  return t("daily.share_line", { game: t(`game.${gameId}`), date: day, score, par: par ?? "…" });
}

/** ``amount`` in ``gameId``'s own unit (place points, points, votes). */
function amountIn(gameId, amount) {
  return t(`daily.unit.${gameId}`, { count: amount });
}

/** The par as it stands ({value}, {failed} or nothing yet), in ``gameId``'s unit. */
function parText(gameId, par) {
  if (par.value !== undefined) return t("daily.par", { par: amountIn(gameId, par.value) });
  return par.failed ? t("daily.par_failed", { reason: par.failed }) : t("daily.par_computing");
}

/** The result against the par in words: above, under or level with it (more is better in every game). */
function versusText(gameId, score, par) {
  if (par === undefined) return "";
  if (score === par) return t("daily.versus_level");
  const amount = amountIn(gameId, Math.abs(score - par));
  return t(score > par ? "daily.versus_above" : "daily.versus_below", { amount });
}

/** Copy ``line``, and say so in the result's status line; where the browser will not, select it to copy by hand. */
async function copyLine(line) {
  const said = (key) => {
    const status = document.getElementById("daily-copied");
    if (status) status.textContent = t(key);
  };
  try {
    await navigator.clipboard.writeText(line); // no clipboard at all (an insecure page) throws too
    said("daily.copied");
  } catch {
    said("daily.copy_failed");
    /** @type {HTMLTextAreaElement | null} */ (document.getElementById("daily-share-line"))?.select();
  }
}

function resultNode(gameId, day, score, par, record) {
  const line = shareLine(gameId, day, score, par.value);
  const entry = record.games[gameId];
  return el(
    "section",
    { class: "daily-result", id: "daily-result", "aria-labelledby": "daily-result-title", dataset: { par: par.value ?? "", score } },
    el("h2", { id: "daily-result-title" }, t("daily.result_title", { date: day })),
    el("p", { class: "daily-versus" }, el("strong", { id: "daily-score" }, t("daily.score", { score: amountIn(gameId, score) })), " · ", el("span", { id: "daily-par", role: "status" }, parText(gameId, par))),
    el("p", { id: "daily-compared" }, versusText(gameId, score, par.value)),
    el("p", { id: "daily-best" }, t("daily.best", { best: amountIn(gameId, entry.best) }), " · ", el("span", { id: "daily-streak-now" }, t("daily.streak", { count: record.streak.days }))),
    el(
      "div",
      { class: "daily-share" },
      el("textarea", { id: "daily-share-line", readonly: true, rows: 2, "aria-label": t("daily.share_label") }, line),
      el("button", { type: "button", class: "secondary", id: "daily-share", onclick: () => copyLine(line) }, t("daily.share")),
    ),
    el("p", { class: "note", id: "daily-copied", role: "status" }),
  );
}

/** How many of the par's decisions the engine plays per request: a request lasts a fraction of a second. */
const PAR_DECISIONS = 4;

/**
 * A table's deal of the day (``setup``: {game, daily: its date}). Its par is worked out from the
 * start, a few decisions per request through the table's analysis queue, which asks the engine only
 * while the table lends it (a person decides): the computers' moves never wait for it. The header
 * says it is the deal of the day and shows the par, or that it is being computed; at the end the
 * result stands beside it.
 */
export class DailyDeal {
  /** @param {{game: string, daily?: string}} setup */
  constructor({ game, daily: day }) {
    this.game = game;
    this.day = day;
    this.par = {};
    this.record = null;
    this.started = false;
  }

  /** Work out the par on ``queue`` (once); ``changed()`` when it is known or failed. */
  start(queue, changed) {
    if (this.started || !queue) return;
    this.started = true;
    const next = () => queue.ask("par", { game: this.game, date: this.day, decisions: PAR_DECISIONS }).then((reply) => reply.par ?? next());
    next().then(
      (value) => this.show({ value }, changed),
      (error) => this.show({ failed: engineErrorText(error) }, changed),
    );
  }

  show(par, changed) {
    this.par = par;
    document.getElementById("daily-result")?.replaceWith(this.resultNode());
    changed();
  }

  /** The header's note: the deal of the day and its par (or that it is being computed). */
  header() {
    return `${t("daily.title")} · ${parText(this.game, this.par)}`;
  }

  /** The part of the final results that belongs to the day; the first call counts ``view``'s result. */
  result(view) {
    this.record ??= recordDay(this.game, this.day, view.scores[0]);
    this.score = view.scores[0];
    return this.resultNode();
  }

  resultNode() {
    return this.record ? resultNode(this.game, this.day, this.score, this.par, this.record) : null;
  }
}
