// Draws a Prezydent view (rules P1–P18 live in Python; this only shows them).
import { cardButton, cardFace, cardsLabel } from "../cards.js";
import { clear, el } from "../dom.js";
import { t } from "../i18n.js";
import { totalsAfter } from "../table.js";

function titleOf(observation, places, seat) {
  const place = places.indexOf(seat);
  return place < 0 ? null : t(`title.${observation.titles[place]}`);
}

function seatPanel(view, controller, seat) {
  const o = view.observation;
  const finished = o.finished.indexOf(seat);
  const badges = [];
  if (o.previous_places) badges.push(el("span", { class: "badge title" }, titleOf(o, o.previous_places, seat)));
  if (finished >= 0) badges.push(el("span", { class: "badge place" }, t("prezydent.place", { place: finished + 1 })));
  else if (o.passed.includes(seat)) badges.push(el("span", { class: "badge passed" }, t("prezydent.passed")));
  const turn = o.current_player === seat;
  return el(
    "li",
    { class: `seat${turn ? " turn" : ""}${seat === view.seat ? " me" : ""}`, dataset: { seat } },
    el("span", { class: "seat-name" }, controller.seatName(seat)),
    el("span", { class: "count" }, t("prezydent.cards_left", { count: o.card_counts[seat] })),
    badges,
    turn ? el("span", { class: "visually-hidden" }, t("seat.turn")) : null,
  );
}

function trickRow(controller, play, top) {
  return el(
    "li",
    { class: `play${play.pass ? " pass" : ""}${top ? " top" : ""}`, dataset: { seat: play.seat } },
    el("span", { class: "who" }, controller.seatName(play.seat)),
    play.pass ? el("span", { class: "pass-word" }, t("prezydent.pass_word")) : el("span", { class: "cards" }, play.cards.map(cardFace)),
  );
}

function orderLine(o) {
  return el(
    "p",
    { class: `order${o.reversed ? " reversed" : ""}`, id: "order" },
    o.reversed ? t("prezydent.order_reversed") : t("prezydent.order_normal"),
  );
}

function lastPlay(trick) {
  return trick.findLastIndex((play) => !play.pass);
}

function center(view, controller) {
  const o = view.observation;
  const trick = o.trick.length ? o.trick : o.last_trick;
  const stale = !o.trick.length && o.last_trick.length;
  return el(
    "section",
    { class: "center", "aria-label": t("prezydent.trick") },
    o.revolution ? orderLine(o) : null,
    el("h3", {}, stale ? t("prezydent.last_trick") : t("prezydent.trick")),
    el("ol", { class: `trick${stale ? " stale" : ""}`, id: "trick" }, trick.map((play, index) => trickRow(controller, play, !stale && index === lastPlay(trick)))),
    stale && o.last_trick_winner !== null
      ? el("p", { class: "trick-winner" }, t("prezydent.trick_taken", { name: controller.seatName(o.last_trick_winner) }))
      : null,
  );
}

function exchangeNote(view, controller) {
  const o = view.observation;
  return o.exchanges.map((e) => {
    const mine = e.receiver === view.seat;
    const key = mine ? "prezydent.exchange_received" : "prezydent.exchange_gave";
    const other = controller.seatName(mine ? e.giver : e.receiver);
    return el("p", { class: "exchange-note" }, t(key, { name: other, cards: cardsLabel(e.cards) }));
  });
}

function controls(view, controller) {
  const o = view.observation;
  const myTurn = o.current_player === view.seat && !view.terminal;
  if (!myTurn) {
    return el("div", { class: "controls" }, el("p", { class: "waiting" }, controller.waitingText()));
  }
  if (o.phase === "exchange") {
    const count = o.legal_actions[0].cards.length;
    return el(
      "div",
      { class: "controls" },
      el("p", { class: "prompt" }, t("prezydent.give_prompt", { count })),
      el("button", { type: "button", class: "primary", id: "give", dataset: { count }, onclick: () => controller.submitSelection() }, t("prezydent.give")),
    );
  }
  const canPass = o.legal_actions.some((a) => a.type === "pass");
  return el(
    "div",
    { class: "controls" },
    el("p", { class: "prompt" }, o.to_beat ? t("prezydent.beat_prompt", { count: o.to_beat.cards.length }) : t("prezydent.lead_prompt")),
    el("button", { type: "button", class: "primary", id: "play", dataset: { count: o.to_beat ? o.to_beat.cards.length : 0 }, onclick: () => controller.submitSelection() }, t("prezydent.play")),
    el("button", { type: "button", id: "pass", disabled: !canPass, onclick: () => controller.act("pass") }, t("prezydent.pass")),
  );
}

/** P15: each seat's points in finished deal ``index``: one per player for the first out, down to 1 for the last. */
function dealPoints(o, index) {
  const places = o.deal_places[index];
  return places.map((_, seat) => o.num_players - places.indexOf(seat));
}

/** The figures of finished deal ``index``: each seat's place, title and points, and the totals after it. */
function dealBreakdown(view, controller, index) {
  const o = view.observation;
  const n = o.num_players;
  const totals = totalsAfter(o.deal_places.map((_, i) => dealPoints(o, i)), index);
  const rows = o.deal_places[index].map((seat, place) =>
    el(
      "tr",
      { dataset: { seat } },
      el("td", {}, String(place + 1)),
      el("th", { scope: "row" }, controller.seatName(seat)),
      el("td", {}, t(`title.${o.titles[place]}`)),
      el("td", {}, `+${n - place}`),
      el("td", {}, String(totals[seat])),
    ),
  );
  return el(
    "div",
    { class: "deal-breakdown" },
    el(
      "table",
      {},
      el(
        "thead",
        {},
        el("tr", {}, ["results.place", "results.player", "results.title", "results.points", "results.total"].map((k) => el("th", { scope: "col" }, t(k)))),
      ),
      el("tbody", {}, rows),
    ),
  );
}

function results(view, controller) {
  const o = view.observation;
  const final = view.terminal;
  const best = Math.max(...o.totals);
  const winners = o.totals.map((total, seat) => (total === best ? seat : null)).filter((seat) => seat !== null);
  return el(
    "div",
    { class: "results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results" },
    el("h2", { id: "results-title" }, final ? t("game.over") : t("deal.result", { number: o.deal_places.length, deals: o.deals })),
    dealBreakdown(view, controller, o.deal_places.length - 1),
    final ? el("p", { class: "winner" }, t("results.winner", { names: winners.map((s) => controller.seatName(s)).join(", ") })) : null,
    final
      ? el("button", { type: "button", class: "primary", id: "new-game", onclick: () => controller.exit() }, t("results.new_game"))
      : el("button", { type: "button", class: "primary", id: "next-deal", onclick: () => controller.continueAfterDeal() }, t("results.next_deal")),
  );
}

export const prezydent = {
  dealEnded(before, after) {
    return after.observation.deal_places.length > before.observation.deal_places.length;
  },

  deals(view) {
    return view.observation.deal_places.map((_, index) => ({ number: index + 1, gains: dealPoints(view.observation, index) }));
  },

  dealResult: dealBreakdown,

  describeAction(controller, actor, action) {
    const name = controller.seatName(actor);
    if (action.type === "pass") return t("announce.pass", { name });
    if (action.type === "give") return t("announce.give", { name });
    return t("announce.play", { name, cards: cardsLabel(action.cards) });
  },

  render(view, controller) {
    const o = view.observation;
    const root = clear(controller.root);
    const myTurn = o.current_player === view.seat && !view.terminal;
    const showingResult = Boolean(controller.waitingForContinue || view.terminal);
    const number = showingResult ? o.deal_places.length : o.deal_number + 1; // the finished deal, not the next
    const header = el(
      "header",
      { class: "table-header" },
      el("h2", {}, t("game.prezydent")),
      el("p", { class: "deal-number" }, t("deal.number", { number, deals: o.deals })),
    );
    const hand = el(
      "section",
      { class: "hand", "aria-label": t("hand.label") },
      el("h3", {}, t("hand.label")),
      el(
        "div",
        { class: "cards", role: "group", "aria-label": t("hand.label") },
        o.hand.map((card, index) => cardButton(card, { index, selected: controller.selection.has(index), onToggle: (i) => controller.toggle(i) })),
      ),
    );
    if (!myTurn) for (const button of hand.querySelectorAll("button")) button.disabled = true;
    if (showingResult) {
      root.append(header, results(view, controller), controller.footer());
      return;
    }
    root.append(
      header,
      el("ul", { class: "seats", "aria-label": t("table.seats") }, o.card_counts.map((_, seat) => seatPanel(view, controller, seat))),
      center(view, controller),
      ...exchangeNote(view, controller),
      hand,
      controls(view, controller),
      controller.footer(),
    );
  },
};
