// The deal of the day: on each UTC day every player gets the same deal of each game (the engine
// seeds it from the date and the game: engine/karciarnia/daily.py), against hard computers. At its
// end the player's result stands beside the par (what the hard level scores from the same seat on
// the same deal), with the player's best daily result in that game, the streak of days played and
// a line to share (no cards in it). The par is asked of the same engine once the deal is over: the
// engine answers one request at a time, so a search of a few seconds during the deal would hold up
// the computers' moves, and a second engine would cost a second Python in memory.
// What the player did is kept in localStorage and checked against a schema when read.
import { el } from "../dom.js";
import { language, t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { fields, integer, mapOf, number, oneOf, optional, parseJson } from "../schema.js";
import { readItem, writeItem } from "../storage.js";

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

/** A day as YYYY-MM-DD (a schema: null when ``value`` is one). */
export const date = (value) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? null : "not a date");

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

/** The days in a row played up to ``day`` (or the day before: today's deal may be still to come), else 0. */
function streakOn(streak, day) {
  return streak && (streak.last === day || streak.last === dayBefore(day)) ? streak.days : 0;
}

function gameName(game) {
  return game.names[language()] ?? game.names.pl;
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

/** The result beside the par: the par's state ({value} or {failed}) as the engine left it. */
function parText(par) {
  if (par.value !== undefined) return t("daily.par", { par: par.value });
  return par.failed ? t("daily.par_failed", { reason: par.failed }) : t("daily.par_computing");
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
    document.getElementById("daily-share-line")?.select();
  }
}

function resultNode(gameId, day, score, par, record) {
  const line = shareLine(gameId, day, score, par.value);
  const entry = record.games[gameId];
  return el(
    "section",
    { class: "daily-result", id: "daily-result", "aria-labelledby": "daily-result-title", dataset: { par: par.value ?? "", score } },
    el("h2", { id: "daily-result-title" }, t("daily.result_title", { date: day })),
    el("p", { class: "daily-versus" }, el("strong", { id: "daily-score" }, t("daily.score", { score })), " · ", el("span", { id: "daily-par", role: "status" }, parText(par))),
    el("p", { id: "daily-best" }, t("daily.best", { best: entry.best }), " · ", el("span", { id: "daily-streak-now" }, t("daily.streak", { count: record.streak.days }))),
    el(
      "div",
      { class: "daily-share" },
      el("input", { type: "text", id: "daily-share-line", readonly: true, value: line, "aria-label": t("daily.share_label") }),
      el("button", { type: "button", class: "secondary", id: "daily-share", onclick: () => copyLine(line) }, t("daily.share")),
    ),
    el("p", { class: "note", id: "daily-copied", role: "status" }),
  );
}

/**
 * For the table of a deal of the day (``setup``: {game, daily: its date}): ``(view)``
 * gives the part of the final results that belongs to the day. On the first final view it counts
 * the result and asks the engine for the par, which then fills in the part where it is shown.
 */
export function dailyResult(engine, { game, daily: day }) {
  let record = null;
  let par = {};
  return (view) => {
    const score = view.scores[0];
    const draw = () => resultNode(game, day, score, par, record);
    if (!record) {
      record = recordDay(game, day, score);
      const show = (state) => {
        par = state;
        document.getElementById("daily-result")?.replaceWith(draw());
      };
      engine.call("par", { game, date: day }).then(
        (reply) => show({ value: reply.par }),
        (error) => show({ failed: engineErrorText(error) }),
      );
    }
    return draw();
  };
}
