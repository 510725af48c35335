// The statistics panel: a dialog with a section per game that has finished games. First the
// player's rating in the game (rating-chart.js); per computer level: played, won, win rate,
// average and best score, the current and the longest run of wins; the last scores as a bar
// chart (inline SVG, its numbers in a visually hidden table for screen readers); per game
// "Export JSON" (a download made in the page: nothing leaves it) and "Clear" (the statistics
// and the rating, after a confirmation).
import { downloadJson, el } from "../dom.js";
import { documentLang, language, t } from "../i18n.js";
import { RECENT_GAMES, clearStats, gameStats, readStats } from "../player/saved.js";
import { clearRatings, readRatings } from "../player/ratings.js";
import { chartFigure, svg } from "./chart.js";
import { ratingSection } from "./rating-chart.js";

const DIALOG_ID = "stats-dialog";
const LEVEL_ORDER = ["easy", "normal", "hard", "mixed"];
// The chart's drawing box: a slot per game of the last RECENT_GAMES, whatever the number played.
const CHART = { width: RECENT_GAMES * 6, height: 60, pad: 2 };

/** An entry's figures: win rate (0–1) and average score beside its counts; best is null when unknown. */
export function figures(entry) {
  return {
    played: entry.played,
    won: entry.won,
    winRate: entry.won / entry.played,
    average: entry.scoreSum / entry.played,
    best: entry.best,
    streak: entry.streak,
    bestStreak: entry.bestStreak,
  };
}

/**
 * The chart's bars for ``scores`` (oldest first) in the CHART box: one per score, rising from the
 * zero line for a positive score and hanging from it for a negative one (a zero score a hairline),
 * and the zero line's height.
 */
export function chartBars(scores) {
  const low = Math.min(0, ...scores);
  const span = Math.max(0, ...scores) - low || 1;
  const y = (value) => CHART.pad + ((low + span - value) / span) * (CHART.height - 2 * CHART.pad);
  const slot = CHART.width / RECENT_GAMES;
  const bars = scores.map((score, index) => {
    const top = y(Math.max(score, 0));
    return { x: index * slot + slot * 0.15, y: top, width: slot * 0.7, height: Math.max(y(Math.min(score, 0)) - top, 0.5) };
  });
  return { bars, zero: y(0) };
}

function number(value, options = {}) {
  return new Intl.NumberFormat(documentLang(language()), { maximumFractionDigits: 1, ...options }).format(value);
}

/** The last scores of one level as bars, named by their caption, with the numbers in a hidden table for screen readers. */
function chart(entry, captionId) {
  const { bars, zero } = chartBars(entry.recent);
  const caption = t("stats.chart_label", { count: entry.recent.length, level: rowName(entry), low: number(Math.min(...entry.recent)), high: number(Math.max(...entry.recent)) });
  const drawing = svg(
    "svg",
    { class: "stats-chart", viewBox: `0 0 ${CHART.width} ${CHART.height}`, role: "img", "aria-labelledby": captionId, preserveAspectRatio: "none" },
    svg("line", { class: "zero", x1: 0, x2: CHART.width, y1: zero, y2: zero }),
    ...bars.map((bar, index) => svg("rect", { class: entry.recent[index] < 0 ? "stats-bar below" : "stats-bar", ...bar })),
  );
  const rows = entry.recent.map((score, index) => [String(index + 1), number(score)]);
  return chartFigure({ captionId, caption, drawing, columns: [t("stats.game_number"), t("stats.score")], rows });
}

const COLUMNS = ["level", "played", "won", "win_rate", "average", "best", "streak", "best_streak"];

/** An entry's row name: its level, "house rules" for games played with them, "with card counter" for games played with it, "with takebacks" (not rated) for games with a move taken back. */
export function rowName(entry) {
  const level = t(`level.${entry.level}`);
  const house = entry.house ? t("stats.house_rules", { level }) : level;
  const counter = entry.counter ? t("stats.with_counter", { level: house }) : house;
  return entry.takeback ? t("takeback.stats_row", { level: counter }) : counter;
}

function levelRow(entry) {
  const f = figures(entry);
  const cells = [f.played, f.won, number(f.winRate, { style: "percent", maximumFractionDigits: 0 }), number(f.average), f.best === null ? "—" : number(f.best), f.streak, f.bestStreak];
  return el("tr", { class: [entry.house ? "house-rules" : "", entry.counter ? "with-counter" : ""].join(" ").trim() || null }, el("th", { scope: "row" }, rowName(entry)), cells.map((cell) => el("td", {}, String(cell))));
}

/** The standard games' rows by level, then those with the card counter, then with house rules (and with both) by level. */
export function byLevel(a, b) {
  const rank = (entry) => (LEVEL_ORDER.includes(entry.level) ? LEVEL_ORDER.indexOf(entry.level) : LEVEL_ORDER.length);
  return Number(Boolean(a.house)) - Number(Boolean(b.house)) || Number(Boolean(a.counter)) - Number(Boolean(b.counter)) || Number(Boolean(a.takeback)) - Number(Boolean(b.takeback)) || rank(a) - rank(b) || a.level.localeCompare(b.level);
}

/** "Export JSON" and "Clear"; Clear asks first, in place of the buttons. */
function gameButtons(game, redraw) {
  const row = el("div", { class: "dialog-buttons stats-actions" });
  const ask = () => {
    const cancel = el("button", { type: "button", class: "stats-cancel", onclick: () => { row.replaceWith(gameButtons(game, redraw)); } }, t("stats.clear_cancel"));
    row.replaceChildren(
      el("p", { class: "stats-confirm", role: "alert" }, t("stats.clear_question", { game: game.name })),
      el("button", { type: "button", class: "stats-clear-yes", onclick: () => { clearStats(game.id); clearRatings(game.id); redraw(); } }, t("stats.clear_yes")),
      cancel,
    );
    cancel.focus();
  };
  row.append(
    el("button", { type: "button", class: "stats-export", onclick: () => downloadJson(`karciarnia-${game.id}-stats.json`, gameStats(game.id)) }, t("stats.export")),
    el("button", { type: "button", class: "stats-clear", onclick: ask }, t("stats.clear")),
  );
  return row;
}

/** One game's section: its ratings, the table of its levels, a note on games counted before scores were kept, the charts, its buttons. */
function gameSection(game, entries, ratings, redraw) {
  const titleId = `stats-title-${game.id}`;
  const earlier = entries.reduce((sum, entry) => sum + entry.earlier, 0);
  return el(
    "section",
    { class: "stats-game", "aria-labelledby": titleId, dataset: { game: game.id } },
    el("h3", { id: titleId }, game.name),
    ratingSection(game.id, ratings, game.ratings),
    entries.length
      ? el(
          "div",
          { class: "table-scroll", tabindex: "0" }, // focusable: a keyboard scrolls it too
          el(
            "table",
            { class: "stats-levels" },
            el("thead", {}, el("tr", {}, COLUMNS.map((key) => el("th", { scope: "col" }, t(`stats.${key}`))))),
            el("tbody", {}, entries.map(levelRow)),
          ),
        )
      : null,
    earlier ? el("p", { class: "note" }, t("stats.earlier", { count: earlier })) : null,
    entries.filter((entry) => entry.recent.length).map((entry) => chart(entry, `stats-chart-${game.id}-${entry.level}${entry.house ? "-house" : ""}${entry.counter ? "-counter" : ""}${entry.takeback ? "-takeback" : ""}`)),
    gameButtons(game, redraw),
  );
}

/**
 * The deal of the day's history, after the games: its place in the panel. ``rows`` ({date:
 * "YYYY-MM-DD", game: its name, score}) come from the deal of the day's own store; none, no section.
 */
function dailySection(rows) {
  if (!rows.length) return null;
  const day = new Intl.DateTimeFormat(documentLang(language()), { dateStyle: "medium" });
  return el(
    "section",
    { class: "stats-daily", "aria-labelledby": "stats-daily-title" },
    el("h3", { id: "stats-daily-title" }, t("stats.daily")),
    el(
      "div",
      { class: "table-scroll", tabindex: "0" },
      el(
        "table",
        {},
        el("thead", {}, el("tr", {}, ["stats.date", "stats.game", "stats.score"].map((key) => el("th", { scope: "col" }, t(key))))),
        el("tbody", {}, rows.map((row) => el("tr", {}, el("th", { scope: "row" }, day.format(new Date(row.date))), el("td", {}, row.game), el("td", {}, number(row.score))))),
      ),
    ),
  );
}

/** The games to show, in the catalog's order (a game no longer in it by its id), each with its entries and its ratings. */
function gamesWithEntries(games, stats, ratings) {
  const entries = Object.values(stats.games);
  const rated = Object.values(ratings);
  const ids = [...new Set([...entries, ...rated].map((entry) => entry.game))];
  const known = games.filter((game) => ids.includes(game.id));
  const unknown = ids.filter((id) => !games.some((game) => game.id === id)).map((id) => ({ id, name: id }));
  const of = (game, list) => list.filter((entry) => entry.game === game.id);
  return [...known, ...unknown].map((game) => ({ game, entries: of(game, entries).sort(byLevel), ratings: of(game, rated) }));
}

/** Fill ``body`` with the stored statistics, again after a game's are cleared. */
function drawBody(body, games, daily) {
  const redraw = () => {
    drawBody(body, games, daily);
    body.closest("dialog").querySelector("h2").focus();
  };
  const shown = gamesWithEntries(games, readStats().stats, readRatings().ratings);
  const sections = shown.length ? shown.map(({ game, entries, ratings }) => gameSection(game, entries, ratings, redraw)) : [el("p", { class: "stats-none" }, t("stats.none"))];
  const rated = shown.some(({ ratings }) => ratings.length) ? el("p", { class: "note rating-rule" }, t("rating.what_counts")) : "";
  body.replaceChildren(...sections, rated, dailySection(daily) ?? "");
}

/**
 * Open the statistics as a modal dialog; focus returns to ``opener`` on close. ``games``: the
 * catalog's games as {id, name, ratings} (the name in the page's language, the computers' levels'
 * ratings); ``daily``: see dailySection.
 */
export function openStats(opener, games, daily = []) {
  const body = el("div", { class: "stats-body" });
  const dialog = el(
    "dialog",
    { id: DIALOG_ID, class: "stats-dialog", "aria-labelledby": "stats-dialog-title" },
    el("h2", { id: "stats-dialog-title", tabindex: "-1" }, t("stats.title")),
    body,
    el("div", { class: "dialog-buttons" }, el("button", { type: "button", class: "primary", id: "stats-close", onclick: () => dialog.close() }, t("stats.close"))),
  );
  drawBody(body, games, daily);
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}
