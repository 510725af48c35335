// A game's rating in the statistics (stats.js draws it in the game's section): the rating now,
// "1480 ± 90" (marked while provisional, and the mark said), how many games it rests on, a line over
// the last games with the band of ± its deviation (inline SVG, its numbers in a visually hidden table
// for screen readers), and the computers' levels it is measured against (the catalog's ratings:
// the strength ladder's figures, engine/karciarnia/rating.py).
import { el } from "../dom.js";
import { documentLang, language, listText, t } from "../i18n.js";
import { HISTORY_POINTS, PROVISIONAL_DEVIATION, PROVISIONAL_GAMES, isProvisional, yourRating } from "../player/ratings.js";
import { chartFigure, svg } from "./chart.js";

/** @typedef {import("../player/ratings.js").RatingEntry} RatingEntry */

// The chart's drawing box; its games are spread over the width, the last at the right, a step per game
// of at least a tenth of it (a few games are a short line, not one across the whole box).
const CHART = { width: HISTORY_POINTS * 3, height: 60, pad: 3 };
const FEWEST_STEPS = 9;

/**
 * The chart of ``history`` (the ratings after each game, oldest first) in the CHART box: the line
 * through the ratings and the band of ± each one's deviation, as SVG paths, and the last point (its
 * dot, drawn at the box's padding from the right edge).
 * @param {{rating: number, deviation: number}[]} history
 */
export function ratingPaths(history) {
  const low = Math.min(...history.map((point) => point.rating - point.deviation));
  const high = Math.max(...history.map((point) => point.rating + point.deviation));
  const y = (value) => CHART.pad + ((high - value) / (high - low || 1)) * (CHART.height - 2 * CHART.pad);
  const step = (CHART.width - 2 * CHART.pad) / Math.max(history.length - 1, FEWEST_STEPS);
  const x = (index) => CHART.width - CHART.pad - (history.length - 1 - index) * step;
  const at = (value) => history.map((point, index) => `${x(index).toFixed(1)},${y(value(point)).toFixed(1)}`);
  const upper = at((point) => point.rating + point.deviation);
  const lower = at((point) => point.rating - point.deviation).reverse();
  const last = history.length - 1;
  return {
    line: `M${at((point) => point.rating).join("L")}`,
    band: `M${upper.join("L")}L${lower.join("L")}Z`,
    last: { x: x(last), y: y(history[last].rating) },
  };
}

function chart({ history }, captionId) {
  const { line, band, last } = ratingPaths(history);
  const ratings = history.map((point) => point.rating);
  const caption = t("rating.chart_label", { count: history.length, low: Math.min(...ratings), high: Math.max(...ratings) });
  const drawing = svg(
    "svg",
    { class: "rating-chart", viewBox: `0 0 ${CHART.width} ${CHART.height}`, role: "img", "aria-labelledby": captionId, preserveAspectRatio: "none" },
    svg("path", { class: "rating-band", d: band }),
    svg("path", { class: "rating-line", d: line }),
    svg("path", { class: "rating-last", d: `M${last.x.toFixed(1)},${last.y.toFixed(1)}h0` }), // a round dot, whatever the box's stretch
  );
  const day = new Intl.DateTimeFormat(documentLang(language()), { dateStyle: "short", timeStyle: "short" });
  const rows = history.map((point) => [day.format(new Date(point.at)), t("rating.figures", { rating: point.rating, deviation: point.deviation })]);
  return chartFigure({ captionId, caption, drawing, columns: [t("rating.when"), t("rating.title")], rows });
}

/** The computers' levels of the game and their ratings, in words: "Computers: easy 1200, normal 1500 and hard 1650". */
function levelsLine(levels) {
  const list = listText(Object.entries(levels).map(([level, rating]) => `${t(`level.${level}`)} ${rating}`));
  return el("p", { class: "note rating-levels" }, t("rating.levels", { list }));
}

/**
 * The player's ratings in one game (``entries``: without house rules first), each with its chart,
 * then the ``levels``' ratings ({level: rating}, the catalog's) they are measured against.
 * @param {string} gameId
 * @param {RatingEntry[]} entries
 * @param {Record<string, number> | undefined} levels
 */
export function ratingSection(gameId, entries, levels) {
  if (!entries.length) return null;
  const one = (entry) => {
    const provisional = isProvisional(entry);
    return el(
      "div",
      { class: "stats-rating", dataset: { house: String(Boolean(entry.house)), provisional: String(provisional) } },
      el("p", { class: "rating-now" }, yourRating(entry, "rating-figures"), " ", el("span", { class: "note" }, t("rating.games", { count: entry.games }))),
      provisional ? el("p", { class: "note rating-provisional" }, t("rating.provisional", { games: PROVISIONAL_GAMES, deviation: PROVISIONAL_DEVIATION })) : null,
      chart(entry, `rating-chart-${gameId}${entry.house ? "-house" : ""}`),
    );
  };
  const sorted = [...entries].sort((a, b) => Number(Boolean(a.house)) - Number(Boolean(b.house)));
  return el("div", { class: "stats-ratings" }, sorted.map(one), levels ? levelsLine(levels) : null);
}
