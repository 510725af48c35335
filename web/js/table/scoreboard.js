// The score table ("Tabela") of a series: each finished deal's points per seat and the standings
// now, drawn from the observation (a resumed game still lists the deals played before the reload);
// from a deal's row its full result opens in the same dialog, with a way back to the scores. The
// game's renderer supplies the deals and their results (table.js lists deals, dealResult and
// scoreboardKeys); the computers wait while it is open.
import { el } from "../dom.js";
import { t } from "../i18n.js";

/** Points with their sign: +3, 0, -2. */
export function signed(value) {
  return value > 0 ? `+${value}` : String(value);
}

/** The running totals after deal ``index``: the sum of each seat's gains in deals 0 … index. */
export function totalsAfter(gains, index) {
  return gains.slice(0, index + 1).reduce((totals, deal) => totals.map((total, seat) => total + deal[seat]), gains[0].map(() => 0));
}

/**
 * Open the "Tabela" of ``table`` (a TableController: its view, renderer and seats' names) over it; a
 * deal's replay opens from its row where the table has an engine of its own.
 */
export function openScoreboard(table) {
  const view = table.view;
  const renderer = table.renderer;
  const seats = view.players.map((_, seat) => seat);
  const deals = renderer.deals?.(view) ?? [];
  const canOpen = Boolean(renderer.dealResult);
  const replayable = table.ownEngine();
  const key = (name) => renderer.scoreboardKeys?.[name] ?? `scoreboard.${name}`; // the game's word for a deal
  const body = el("div", { class: "scoreboard-body" });
  const dialog = el(
    "dialog",
    { id: "scoreboard", class: "scoreboard", "aria-labelledby": "scoreboard-title" },
    el("h2", { id: "scoreboard-title" }, t("scoreboard.title")),
    body,
  );
  const buttons = (...extra) =>
    el("div", { class: "dialog-buttons" }, ...extra, el("button", { type: "button", class: "primary", id: "scoreboard-close", onclick: () => dialog.close() }, t("scoreboard.close")));

  let shownDeal = null; // the index of the deal on view, or null for the table of scores
  const showTable = (returning) => {
    shownDeal = null;
    const rows = deals.map((deal, index) =>
      el(
        "tr",
        { dataset: { deal: deal.number } },
        el("th", { scope: "row" }, String(deal.number)),
        seats.map((seat) => el("td", {}, signed(deal.gains[seat]))),
        replayable
          ? el(
              "td",
              {},
              el(
                "button",
                { type: "button", class: "deal-replay", dataset: { deal: deal.number }, onclick: (event) => table.review(index, event.currentTarget) },
                t(renderer.scoreboardKeys?.replay_row ?? "replay.replay_row", { number: deal.number }),
              ),
            )
          : null,
        canOpen
          ? el("td", {}, el("button", { type: "button", class: "deal-open", dataset: { deal: deal.number }, onclick: () => showDeal(index) }, t(key("deal_result"), { number: deal.number })))
          : null,
      ),
    );
    const columns = seats.length + 1 + (replayable ? 1 : 0) + (canOpen ? 1 : 0);
    body.replaceChildren(
      el(
        "div",
        { class: "table-scroll", tabindex: "0" }, // focusable: a keyboard scrolls it too
        el(
          "table",
          {},
          el(
            "thead",
            {},
            el(
              "tr",
              {},
              el("th", { scope: "col" }, t(key("deal"))),
              seats.map((seat) => el("th", { scope: "col" }, table.seatName(seat))),
              replayable ? el("th", { scope: "col" }, t("replay.column")) : null,
              canOpen ? el("th", { scope: "col" }, t("scoreboard.details")) : null,
            ),
          ),
          el("tbody", {}, rows.length ? rows : el("tr", {}, el("td", { colspan: columns }, t("scoreboard.none")))),
          el(
            "tfoot",
            {},
            el("tr", {}, el("th", { scope: "row" }, t("scoreboard.now")), seats.map((seat) => el("td", {}, String(view.scores[seat]))), replayable ? el("td", {}) : null, canOpen ? el("td", {}) : null),
          ),
        ),
      ),
      buttons(),
    );
    // Back from a deal: the focus returns to the button that opened it.
    if (returning !== undefined) /** @type {NodeListOf<HTMLElement>} */ (body.querySelectorAll(".deal-open"))[returning]?.focus();
  };

  const showDeal = (index) => {
    shownDeal = index;
    const deal = deals[index];
    const result = renderer.dealResult(view, table, index);
    // Ids name the live table's elements (the results panel may be on the page too): never twice.
    for (const node of [result, ...result.querySelectorAll("[id]")]) node.removeAttribute("id");
    const title = el("h3", { id: "scoreboard-deal-title", tabindex: "-1" }, t(key("deal_result"), { number: deal.number }));
    body.replaceChildren(
      el("section", { class: "scoreboard-deal", "aria-labelledby": "scoreboard-deal-title", dataset: { deal: deal.number } }, title, result),
      buttons(el("button", { type: "button", id: "scoreboard-back", onclick: () => showTable(index) }, t("scoreboard.back"))),
    );
    title.focus(); // a screen reader reads the deal's title; Tab goes on to "back"
  };

  dialog.addEventListener("cancel", (event) => {
    if (shownDeal === null) return;
    event.preventDefault(); // Escape in a deal goes back to the table of scores; once more closes
    showTable(shownDeal);
  });
  const release = table.hold(); // the computers wait while the player reads the scores
  dialog.addEventListener("close", () => {
    release();
    dialog.remove();
    document.getElementById("scoreboard-open")?.focus();
  });
  showTable();
  document.body.append(dialog);
  dialog.showModal();
}
