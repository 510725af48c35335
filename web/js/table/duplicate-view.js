// What the duplicate draws (duplicate.js says what it is): the two playings of the same cards side by
// side above the results, small enough for a phone (four narrow columns, no sideways scroll); a
// match's deals in one line; and the dialog that starts a duplicate, of this deal or a match.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { signed } from "./scoreboard.js";
import { DEFAULT_MATCH_DEALS, MATCH_DEALS, matchTotal } from "./duplicate.js";

/** @typedef {import("./types.js").DealComparison} DealComparison */

/** A difference's cell: its sign shown and kept as data (a loss is drawn apart). */
function differenceCell(difference, id = null) {
  return el("td", { class: "duplicate-difference", id, dataset: { sign: difference < 0 ? "-" : "+" } }, signed(difference));
}

/** "Better than the computer by 3.", "Worse … by 2.", "Level with the computer." */
function verdict(difference) {
  if (difference === 0) return t("duplicate.level");
  return t(difference > 0 ? "duplicate.better" : "duplicate.worse", { amount: Math.abs(difference) });
}

/**
 * The table of the two playings: a row per seat (the player's cards, the other seat's), the player's and
 * the computer's scores there, and the difference; ``level``: the computer's, the same in both rows.
 * @param {DealComparison} comparison
 * @param {string} level
 */
function comparisonTable(comparison, level) {
  const [yours, theirs] = comparison.rows;
  const row = ({ seat, you, computer, difference }, label) =>
    el("tr", { dataset: { seat } }, el("th", { scope: "row" }, label), el("td", {}, String(you)), el("td", {}, String(computer)), differenceCell(difference));
  return el(
    "table",
    { class: "duplicate-table" },
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        el("td", {}),
        el("th", { scope: "col" }, t("duplicate.you")),
        el("th", { scope: "col" }, t("duplicate.computer"), el("span", { class: "duplicate-level" }, t(`level.${level}`))),
        el("th", { scope: "col" }, t("duplicate.difference")),
      ),
    ),
    el("tbody", {}, row(yours, t("duplicate.your_cards")), row(theirs, t("duplicate.seat_cards", { name: t("seat.computer_short", { n: theirs.seat }) }))),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row", colspan: "3" }, t("duplicate.total")), differenceCell(comparison.difference, "duplicate-difference"))),
  );
}

/** A match's deals so far in one line: "Match: +2 · −1 · +3 = +4". @param {number[]} differences @param {number} deals */
function matchLine(differences, deals) {
  const total = matchTotal(differences);
  return el(
    "p",
    { class: "duplicate-match", id: "duplicate-match", dataset: { total, played: differences.length, deals } },
    t(differences.length === deals ? "duplicate.match_over" : "duplicate.match_so_far", { played: differences.length, deals }),
    " ",
    el("span", { class: "duplicate-match-figures" }, `${differences.map(signed).join(" · ")} = ${signed(total)}`),
  );
}

/**
 * The note above the results of the second playing: the comparison, its verdict and, in a match, the
 * deals so far (``match``: every deal's difference, this one's last, and the match's length).
 * @param {DealComparison} comparison
 * @param {string} level
 * @param {{differences: number[], deals: number} | null} match
 */
export function comparisonNote(comparison, level, match) {
  return el(
    "section",
    { class: "duplicate-result", id: "duplicate-result", "aria-labelledby": "duplicate-result-title", dataset: { difference: comparison.difference } },
    el("h3", { id: "duplicate-result-title" }, match ? t("duplicate.match_deal", { number: match.differences.length, deals: match.deals }) : t("duplicate.title")),
    comparisonTable(comparison, level),
    el("p", { class: "duplicate-verdict" }, verdict(comparison.difference)),
    match ? matchLine(match.differences, match.deals) : null,
  );
}

/** The note above a match deal's first playing: which deal it is, and what comes next. */
export function matchDealNote(number, deals, name) {
  return el("p", { class: "duplicate-result duplicate-next-note", id: "duplicate-result" }, t("duplicate.match_next", { number, deals, name }));
}

/**
 * The dialog that starts a duplicate: this deal again from the seat of ``name``, or a match of N deals;
 * ``play()`` and ``match(deals)`` start them. Closing it returns the focus to ``opener``.
 * @param {HTMLElement | null} opener
 * @param {{name: string, play: () => void, match: (deals: number) => void}} choices
 */
export function openDuplicateDialog(opener, { name, play, match }) {
  const deals = el("select", { id: "duplicate-deals" }, MATCH_DEALS.map((count) => el("option", { value: String(count), selected: count === DEFAULT_MATCH_DEALS }, String(count))));
  const choose = (start) => () => {
    dialog.close();
    start();
  };
  const dialog = el(
    "dialog",
    { id: "duplicate-dialog", class: "duplicate-dialog", "aria-labelledby": "duplicate-dialog-title" },
    el("h2", { id: "duplicate-dialog-title" }, t("duplicate.title")),
    el("p", {}, t("duplicate.about", { name })),
    el("div", { class: "dialog-buttons" }, el("button", { type: "button", class: "primary", id: "duplicate-deal", onclick: choose(play) }, t("duplicate.play", { name }))),
    el("h3", {}, t("duplicate.match")),
    el("p", {}, t("duplicate.match_about", { name })),
    el(
      "div",
      { class: "dialog-buttons" },
      el("label", { for: "duplicate-deals" }, t("duplicate.match_deals")),
      deals,
      el("button", { type: "button", class: "secondary", id: "duplicate-match-start", onclick: choose(() => match(Number(deals.value))) }, t("duplicate.match_start")),
    ),
    el("p", { class: "note" }, t("duplicate.not_counted")),
    el("div", { class: "dialog-buttons" }, el("button", { type: "button", id: "duplicate-cancel", onclick: () => dialog.close() }, t("duplicate.cancel"))),
  );
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener?.focus?.();
  });
  document.body.append(dialog);
  dialog.showModal();
}
